"""What the operator sees: ``/metrics`` in Prometheus's text format (parsed by
``prometheus_client``'s parser, a test dependency only), ``/healthz`` turning ready and
unready (a standby, a frozen store), SIGTERM draining and handing the shards to the standby,
and the log lines (plain, JSON, colour, secrets).
"""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.logs import LogFormat, handler_for, wants_colour
from core.prometheus import Registry
from tests.bot.conftest import SHARDS_PG_URL
from tests.bot.processes import BotProcess, bot_environment
from tests.servers.discord_server import DiscordStandIn
from tests.servers.freezable_proxy import FreezableProxy


def families(text: str) -> dict[str, list[tuple[str, dict[str, str], float]]]:
    """The samples of each family, as prometheus_client's parser reads them."""
    return {
        f.name: [(s.name, dict(s.labels), s.value) for s in f.samples]
        for f in text_string_to_metric_families(text)
    }


def test_the_text_format_parses() -> None:
    reg = Registry()
    errors = reg.counter("t_errors_total", 'Errors, "quoted"\nand a second line.', ("kind",))
    errors.inc(kind='a "b" \\ c\nd')
    errors.inc(2, kind="plain")
    reg.gauge("t_shards", "Shards.", lambda: [({"state": "connected"}, 3)], ("state",))
    latency = reg.histogram("t_seconds", "Latency.", ("command",), buckets=(0.1, 1.0))
    for v in (0.05, 0.5, 5.0):
        latency.observe(v, command="standings")
    got = families(reg.render())
    assert ("t_errors_total", {"kind": 'a "b" \\ c\nd'}, 1.0) in got["t_errors"]
    assert ("t_errors_total", {"kind": "plain"}, 2.0) in got["t_errors"]
    assert got["t_shards"] == [("t_shards", {"state": "connected"}, 3.0)]
    buckets = {s[1]["le"]: s[2] for s in got["t_seconds"] if s[0] == "t_seconds_bucket"}
    assert buckets == {"0.1": 1.0, "1.0": 2.0, "+Inf": 3.0}
    count = [s[2] for s in got["t_seconds"] if s[0] == "t_seconds_count"]
    assert count == [buckets["+Inf"]]
    with pytest.raises(ValueError, match="takes the labels"):
        errors.inc(other="x")


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_log_lines_plain_json_colour_and_no_secret() -> None:
    assert wants_colour(Tty(), {}) and not wants_colour(io.StringIO(), {})
    assert not wants_colour(Tty(), {"NO_COLOR": "1"})
    logger = logging.getLogger("tiebreak-test-logs")
    logger.propagate = False
    secret = "sekrit-token-0123456789"
    for fmt, stream, env in (
        (LogFormat.PLAIN, Tty(), {"NO_COLOR": "1"}),
        (LogFormat.PLAIN, io.StringIO(), {}),
        (LogFormat.JSON, Tty(), {}),
    ):
        handler = handler_for(fmt, stream, secrets=[secret], env=env)
        logger.addHandler(handler)
        try:
            logger.warning("token %s in a message", secret)
        finally:
            logger.removeHandler(handler)
        text = stream.getvalue()
        assert secret not in text and "***" in text and "\x1b[" not in text
        if fmt is LogFormat.JSON:
            item = json.loads(text)
            assert item["level"] == "WARNING" and item["logger"] == "tiebreak-test-logs"
    coloured = Tty()
    handler = handler_for(LogFormat.PLAIN, coloured, env={})
    logger.addHandler(handler)
    logger.error("on a terminal")
    logger.removeHandler(handler)
    assert "\x1b[31mERROR" in coloured.getvalue()


@pytest.fixture
def proxy(shards_pg_url: str) -> Iterator[FreezableProxy]:
    parts = urlsplit(shards_pg_url)
    with FreezableProxy(parts.hostname or "127.0.0.1", parts.port or 5432) as p:
        yield p


def via(proxy: FreezableProxy) -> str:
    parts = urlsplit(SHARDS_PG_URL)
    user = f"{parts.username}@" if parts.username else ""
    return urlunsplit(parts._replace(netloc=f"{user}127.0.0.1:{proxy.port}"))


GUILDS = tuple(((1_700_000_000_000 + i) << 22) | 5 for i in range(4))


@pytest.mark.asyncio
async def test_health_metrics_standby_and_sigterm(
    endpoints: None, proxy: FreezableProxy, tmp_path: Path
) -> None:
    server = DiscordStandIn(guild_ids=GUILDS)
    await server.start()
    env = bot_environment(
        server,
        via(proxy),
        TIEBREAK_SHARDS="0-1",
        TIEBREAK_SHARD_COUNT="2",
        TIEBREAK_SYNC_COMMANDS="always",
        TIEBREAK_DB_TIMEOUT="1",
        TIEBREAK_DRAIN_SECONDS="3",
    )
    first = BotProcess(env, tmp_path / "first.log")
    standby = BotProcess(env, tmp_path / "standby.log")
    try:
        await first.start()
        await first.wait_health(200)
        await server.wait_synced()
        for gid in GUILDS:
            rec = await (await server.slash("rules", guild_id=gid)).wait()
            assert not rec.failed and rec.rejected == []
        status, text = await first.get("/metrics")
        assert status == 200
        got = families(text)
        assert ("tiebreak_shards", {"state": "connected"}, 2.0) in got["tiebreak_shards"]
        assert got["tiebreak_guilds"] == [("tiebreak_guilds", {}, 4.0)]
        assert got["tiebreak_ready"] == [("tiebreak_ready", {}, 1.0)]
        answered = [
            s
            for s in got["tiebreak_interaction_seconds"]
            if s[0].endswith("_count") and s[1] == {"command": "rules"}
        ]
        assert answered == [("tiebreak_interaction_seconds_count", {"command": "rules"}, 4.0)]
        pool = {s[1]["stat"]: s[2] for s in got["tiebreak_store_pool"]}
        assert pool["pool_max"] == 8 and pool["pool_size"] >= 1

        # The same shards again: a standby, unready until the first one stops.
        await standby.start()
        assert "standby" in await standby.wait_health(503)

        proxy.freeze()  # the store stops answering: unready, and ready again after
        assert "the store does not answer" in await first.wait_health(503, timeout=15)
        proxy.thaw()
        await first.wait_health(200, timeout=15)

        assert await first.terminate() == 0  # drained: leases released, clean exit
        assert "drained" in first.tail() and "released shards 0-1 of 2" in first.tail()
        await standby.wait_health(200, timeout=30)  # took the shards over
        rec = await (await server.slash("rules", guild_id=GUILDS[1])).wait()
        assert not rec.failed and rec.rejected == []
        assert await standby.terminate() == 0
    finally:
        proxy.thaw()
        await first.stop()
        await standby.stop()
        await server.stop()


@pytest.mark.asyncio
async def test_a_stalled_database_does_not_hold_the_drain_past_its_bound() -> None:
    # Review of issue 32: a hand-over and a release on a stalled database each waited for
    # their statement timeouts and psycopg's cancel request (15 s measured), past Docker's
    # 10 s. The whole drain now keeps to its bound, and the release gets its second.
    import asyncio
    import time

    import discord
    from discord.ext import commands

    from bot.handover import Handover
    from bot.ops import HANDOVER_SECONDS, RELEASE_SECONDS, drain

    calls: list[str] = []

    async def stalled_hand_over(records: list[Handover]) -> None:
        calls.append("hand_over")
        await asyncio.sleep(60)

    async def stalled_release() -> None:
        calls.append("release")
        await asyncio.sleep(60)

    async with commands.AutoShardedBot(command_prefix="!", intents=discord.Intents.none()) as bot:
        started = time.monotonic()
        cut = await drain(bot, bound=2.0, release=stalled_release, hand_over=stalled_hand_over)
        took = time.monotonic() - started
    assert cut == 0 and calls == ["hand_over", "release"]
    assert min(HANDOVER_SECONDS, 2.0) <= took < 2.0 + RELEASE_SECONDS + 1.0
