"""Three bot processes (``python -m bot``) over six shards, 1,000 servers, one PostgreSQL
(database ``tiebreak_shards_test``) and the Discord stand-in, plus a standby for one range.

- every interaction of a burst to all 1,000 servers is answered, exactly once (the stand-in
  refuses a second initial response, and would record it);
- ``kill -9`` of one process in the middle of a burst: the standby takes its shards over
  within the bound (90 s; seconds in practice), every server on the other shards is answered
  throughout, no store row written before is lost, the live message of a server on the
  killed shards is not posted again, and every interaction sent after the take-over is
  answered;
- SIGTERM ends every process cleanly (exit 0).

What a killed process had received but not answered is lost, as on Discord (it does not
send an interaction again); interactions for its shards while no process runs them cannot
be delivered and are counted apart.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest

from bot.shards import shard_of
from bot.store import Store
from tests.bot.botsample import tournament_text
from tests.bot.processes import BotProcess, bot_environment
from tests.servers.discord_server import MANAGE_GUILD, DiscordStandIn, InteractionRecord

pytestmark = pytest.mark.asyncio

COUNT = 6
RANGES = ("0-1", "2-3", "4-5")
GUILDS = tuple(((1_800_000_000_000 + i * 7919) << 22) | 9 for i in range(1000))
ORGANISER = {"permissions": MANAGE_GUILD | (1 << 31)}
TAKEOVER_BOUND = 90.0


def on_killed_shards(gid: int) -> bool:
    return shard_of(gid, COUNT) in (2, 3)


async def send(server: DiscordStandIn, gid: int) -> InteractionRecord | None:
    """Send ``/rules`` to a server; ``None`` when no session runs its shard (undeliverable)."""
    try:
        return await server.slash("rules", guild_id=gid)
    except (RuntimeError, ConnectionError):  # no session, or its socket closing (killed)
        return None


def answered_once(rec: InteractionRecord) -> bool:
    return rec.callback_type in (4, 5) and rec.rejected == [] and bool(rec.messages)


def summary(bad: list[tuple[int, InteractionRecord | None]]) -> str:
    """What went wrong, briefly (for an assertion's message)."""
    out = [f"{len(bad)} not answered once"]
    for gid, rec in bad[:5]:
        if rec is None:
            out.append(f"{gid}: undeliverable")
        else:
            out.append(
                f"{gid} shard {shard_of(gid, COUNT)}: callback {rec.callback_type} "
                f"latency {rec.latency} failed {rec.failed} rejected {rec.rejected[:1]} "
                f"messages {len(rec.messages)}"
            )
    return "; ".join(out)


RATE = 200
"""Interactions a second in a burst: 1,000 in 5 s over three processes on a small shared
CI machine (two cores) that also runs the stand-in (benchmarks/bench_shards.py measures
what the processes sustain)."""


async def burst(
    server: DiscordStandIn, guilds: tuple[int, ...], timeout: float = 30.0
) -> list[tuple[int, InteractionRecord | None]]:
    sent: list[InteractionRecord | None] = []
    step = 20
    for i in range(0, len(guilds), step):
        started = time.monotonic()
        sent += await asyncio.gather(*(send(server, g) for g in guilds[i : i + step]))
        await asyncio.sleep(max(0.0, step / RATE - (time.monotonic() - started)))
    await asyncio.gather(*(rec.settle(timeout) for rec in sent if rec is not None))
    return list(zip(guilds, sent, strict=True))


async def test_three_processes_six_shards_a_thousand_servers_and_a_crash(
    endpoints: None, shards_pg_url: str, tmp_path: Path
) -> None:
    assert {shard_of(g, COUNT) for g in GUILDS} == set(range(COUNT))
    server = DiscordStandIn(guild_ids=GUILDS)
    await server.start()
    env = bot_environment(
        server,
        shards_pg_url,
        TIEBREAK_SHARD_COUNT=str(COUNT),
        TIEBREAK_SYNC_COMMANDS="always",
        TIEBREAK_DRAIN_SECONDS="3",
    )
    procs = {r: BotProcess(dict(env, TIEBREAK_SHARDS=r), tmp_path / f"bot-{r}.log") for r in RANGES}
    standby = BotProcess(dict(env, TIEBREAK_SHARDS="2-3"), tmp_path / "standby.log")
    try:
        # Shard 0's process first: it uploads the commands the others' servers use.
        await procs["0-1"].start()
        await procs["0-1"].wait_health(200)
        await server.wait_synced()
        for r in RANGES[1:]:
            await procs[r].start()
        for r in RANGES[1:]:
            await procs[r].wait_health(200)
        await standby.start()
        assert "standby" in await standby.wait_health(503)
        assert sorted(s.shard for s in server.sessions) == [(i, COUNT) for i in range(COUNT)]

        # Writes on every shard, then a live message on a server of the shards to be killed.
        linked = [GUILDS[i] for i in range(0, 1000, 50)]
        data = ("club.json", tournament_text().encode())
        for gid in linked:
            rec = await (
                await server.slash("tournament link", {"file": data}, guild_id=gid, **ORGANISER)
            ).wait(20)
            assert rec.rejected == [] and "Linked" in rec.text(), rec.text()
        live_guild = next(g for g in linked if on_killed_shards(g))
        channel = server.channel_ids[live_guild]
        rec = await (
            await server.slash(
                "tournament live", {"channel": channel}, guild_id=live_guild, **ORGANISER
            )
        ).wait(20)
        assert "are live in" in rec.text(), rec.text()
        assert len(server.channels.posts(channel)) == 1

        # A burst to all 1,000 servers: each answered, exactly once.
        results = await burst(server, GUILDS)
        bad = [(g, rec) for g, rec in results if rec is None or not answered_once(rec)]
        assert not bad, summary(bad)

        # kill -9 of the process of shards 2-3 in the middle of a second burst.
        async def kill_soon() -> float:
            await asyncio.sleep(0.2)
            await procs["2-3"].kill()
            return time.monotonic()

        killer = asyncio.create_task(kill_soon())
        results = await burst(server, GUILDS)
        killed_at = await killer
        others = [(g, rec) for g, rec in results if not on_killed_shards(g)]
        assert all(rec is not None and answered_once(rec) for _, rec in others)
        lost = [g for g, rec in results if on_killed_shards(g) and (rec is None or rec.failed)]

        await standby.wait_health(200, timeout=TAKEOVER_BOUND)
        took = time.monotonic() - killed_at
        assert took < TAKEOVER_BOUND, took

        # After the take-over: everything answered again, exactly once.
        results = await burst(server, GUILDS)
        assert all(rec is not None and answered_once(rec) for _, rec in results)
        # Nothing written before was lost; the live message was not posted again.
        store = Store(shards_pg_url)
        try:
            assert all(store.active(g) is not None for g in linked)
            live = store.live.get(live_guild, "club-swiss-november")
            assert live is not None
        finally:
            store.close()
        await asyncio.sleep(1.0)
        assert len(server.channels.posts(channel)) == 1
        assert server.unexpected == []
        print(f"take-over {took:.2f} s; {len(lost)} interactions to the killed shards lost")

        for p in (procs["0-1"], procs["4-5"], standby):
            assert await p.terminate() == 0
    finally:
        for p in (*procs.values(), standby):
            await p.stop()
        await server.stop()
