"""The live loop's read budget (bot/live_loop.py, bot/cogs/live.py): how the interval
stretches, and 2,000 live tournaments over six shards against the local lichess stand-in.

The loop must keep to the budget (reads a minute per account), keep the lag small, and a
tournament whose source never answers must delay no other.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import pytest

from bot import sources
from bot.live_loop import TICK, LiveBudgetError, LoopStats, ReadBudget, intervals
from bot.live_loop import stretched_interval as stretched
from bot.shards import ShardPlan
from bot.store import SourceKind, Store
from core.sources.lichess import ENV_BASE_URL
from tests.bot.conftest import BotRunner
from tests.bot.test_live import HEADER, sample, trf_of
from tests.servers.discord_server import DiscordStandIn
from tests.servers.lichess_server import LichessServer


def test_the_interval_stretches_past_the_budget() -> None:
    assert stretched(60, 0, 60) == 60
    assert stretched(60, 60, 60) == 60  # 60 sources once a minute: the budget, exactly
    assert stretched(60, 120, 60) == 120
    budget = ReadBudget({"google": 60, "lichess": 120})
    # A process running a third of the shards has a third of each account's budget.
    assert intervals(60, {"google": 30, "lichess": 10, "": 5}, budget, 1 / 3) == {
        "google": 90.0,
        "lichess": 60,
    }


def test_budget_settings() -> None:
    b = ReadBudget.from_env(
        {"TIEBREAK_SHEETS_READS_PER_MINUTE": "30", "TIEBREAK_LIVE_CONCURRENCY": "4"}
    )
    assert b.per_minute == {"google": 30.0, "lichess": 60.0} and b.concurrency == 4
    with pytest.raises(LiveBudgetError, match="TIEBREAK_LICHESS_READS_PER_MINUTE"):
        ReadBudget.from_env({"TIEBREAK_LICHESS_READS_PER_MINUTE": "0"})


def test_reads_are_counted_over_the_last_minute() -> None:
    stats = LoopStats()
    for t in (0.0, 10.0, 30.0, 59.0):
        stats.read("google", now=t)
    assert stats.reads_per_minute("google", now=59.5) == 4
    assert stats.reads_per_minute("google", now=65.0) == 3
    assert stats.reads_per_minute("lichess", now=65.0) == 0


LIVE = 2000
GUILDS = tuple(((1_600_000_000_000 + i) << 22) | 3 for i in range(200))
PER_MINUTE = 600
WINDOW = 15.0


@pytest.mark.asyncio
async def test_2000_live_tournaments_keep_to_the_budget(
    endpoints: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TIEBREAK_LICHESS_READS_PER_MINUTE", str(PER_MINUTE))
    monkeypatch.setenv("TIEBREAK_LIVE_CONCURRENCY", "8")
    url = f"sqlite:///{tmp_path / 'bot.sqlite3'}"
    server = DiscordStandIn(guild_ids=GUILDS)
    await server.start()
    with LichessServer() as lichess:
        monkeypatch.setenv(ENV_BASE_URL, lichess.base_url)
        trf = trf_of(sample(), 2)
        idents = [f"Sw{i:06d}" for i in range(LIVE)]
        for ident in idents:
            lichess.add_swiss(ident, {**HEADER, "id": ident}, trf)
        first = sources.read_again(
            SourceKind.LICHESS, f"https://lichess.org/swiss/{idents[0]}", None
        )
        store = Store(url)
        now = time.time()
        try:

            def fill() -> None:
                for i, ident in enumerate(idents):
                    gid, source = GUILDS[i % len(GUILDS)], f"https://lichess.org/swiss/{ident}"
                    snapshot = sources.snapshot_of(first, source=source)
                    store.link(
                        gid,
                        name=f"T{i}",
                        slug=f"t{i}",
                        kind=SourceKind.LICHESS,
                        source=source,
                        snapshot=snapshot,
                    )
                    # Last read spread over the stretched interval (2,000 at 600 a minute:
                    # 200 s), as a loop running for a while has them; the silent one at once.
                    store.live.start(
                        gid,
                        f"t{i}",
                        channel_id=server.channel_ids[gid],
                        message_id=1,
                        lang="en",
                        last_round=2,
                        content_hash="x",
                        polled_at=None if i == 0 else now - 200.0 * i / LIVE,
                    )

            await asyncio.to_thread(store.db.atomic, fill)  # one transaction: quick
        finally:
            store.close()
        lichess.silence(idents[0])  # never answers: must delay no other tournament
        runner = BotRunner(server, url)
        try:
            bot = await runner.start(shards=ShardPlan(None, 6, 0), live_interval=10.0)
            await server.wait_connected(6)
            cog: Any = bot.get_cog("LiveCog")
            start, reads0 = time.monotonic(), len(lichess.requests)
            worst_lag, worst_rate, silent_held = 0.0, 0, False
            while time.monotonic() - start < WINDOW:
                await asyncio.sleep(0.5)
                if time.monotonic() - start > 2 * TICK:  # past the backlog of the set-up
                    worst_lag = max(worst_lag, cog.stats.lag)
                worst_rate = max(worst_rate, cog.stats.reads_per_minute("lichess"))
                silent_held = silent_held or (GUILDS[0], "t0") in cog._running
            elapsed = time.monotonic() - start
            # Each read is two requests (the description, the TRF).
            reads = (len(lichess.requests) - reads0) / 2
        finally:
            await runner.stop()
            await server.stop()
    assert silent_held  # the silent source's update was running all along...
    assert worst_rate <= PER_MINUTE  # ...the budget kept (the window is under a minute)...
    assert reads <= PER_MINUTE, reads
    # ...and the others were read at the budget's pace (10 a second here), not held up.
    assert reads >= 0.5 * PER_MINUTE * (elapsed - TICK) / 60, reads
    assert cog.stats.interval["lichess"] == pytest.approx(60.0 * LIVE / PER_MINUTE)
    assert worst_lag <= 2 * TICK, worst_lag
    assert server.unexpected == []
