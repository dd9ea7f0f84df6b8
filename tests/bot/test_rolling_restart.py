"""A rolling restart of three bot processes (``python -m bot``, six shards, one PostgreSQL)
while interactions arrive at a steady rate, done as docs/discord-setup.md says ("Upgrading
without downtime"): for each range in turn a fresh process starts as a standby, the old one
gets SIGTERM (unready; its shards' gateway sessions closed resumable and handed over through
PostgreSQL, leases released; answers in flight finished) and the fresh one takes the shards
over by RESUMEing their sessions, so that the Discord stand-in replays what arrived between
(:mod:`bot.handover`).

Asserted: every interaction sent during the roll is delivered (none while no session could
take it) and answered exactly once (an initial response accepted, a message, nothing refused:
neither late nor twice); every shard was resumed, none IDENTIFYed again; no live message is
posted again, every store row written before the roll is there, every old process exits 0,
and every server on every shard is answered after the roll.

And the fall-back: a hand-over record of a session Discord no longer knows, or one too old,
leads to a fresh IDENTIFY of that shard, and the process becomes ready without waiting.
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
RANGES = ((0, 1), (2, 3), (4, 5))
GUILDS = tuple(((1_800_000_000_000 + i * 7919) << 22) | 9 for i in range(60))
ORGANISER = MANAGE_GUILD | (1 << 31)
RATE = 25.0
"""Interactions a second, steadily, through the whole roll (a user's pace times many servers,
kept modest for a two-core CI machine that also runs the stand-in and four processes)."""


def setting(r: tuple[int, int]) -> str:
    return f"{r[0]}-{r[1]}"


def answered_once(rec: InteractionRecord) -> bool:
    return rec.callback_type in (4, 5) and rec.rejected == [] and len(rec.messages) >= 1


class SteadySender:
    """Sends ``/rules`` to the servers in turn, :data:`RATE` a second, until stopped; notes
    the interactions it could not deliver (no session, connected or resumable, for the
    shard), with when."""

    def __init__(self, server: DiscordStandIn) -> None:
        self.server = server
        self.undeliverable: list[tuple[int, float]] = []
        self.sent = 0
        self._stop = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []

    async def _one(self, gid: int) -> None:
        at = time.perf_counter()
        try:
            await self.server.slash("rules", guild_id=gid)
        except RuntimeError:  # no session for its shard: nothing was dispatched
            self.undeliverable.append((gid, at))

    async def run(self) -> None:
        i = 0
        start = time.perf_counter()
        while not self._stop.is_set():
            self._tasks.append(asyncio.create_task(self._one(GUILDS[i % len(GUILDS)])))
            i += 1
            self.sent = i
            await asyncio.sleep(max(0.0, start + i / RATE - time.perf_counter()))
        await asyncio.gather(*self._tasks)

    def stop(self) -> None:
        self._stop.set()


async def test_rolling_restart_of_three_processes_drops_nothing_delivered(
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
        TIEBREAK_DRAIN_SECONDS="5",
    )
    old = {
        r: BotProcess(dict(env, TIEBREAK_SHARDS=setting(r)), tmp_path / f"old-{r}.log")
        for r in RANGES
    }
    fresh = {
        r: BotProcess(
            dict(env, TIEBREAK_SHARDS=setting(r), TIEBREAK_SYNC_COMMANDS="auto"),
            tmp_path / f"fresh-{r}.log",
        )
        for r in RANGES
    }
    try:
        await old[RANGES[0]].start()
        await old[RANGES[0]].wait_health(200)
        await server.wait_synced()
        for r in RANGES[1:]:
            await old[r].start()
        for r in RANGES[1:]:
            await old[r].wait_health(200)

        # A linked tournament on a server of every shard, and a live message on each range.
        linked = [next(g for g in GUILDS if shard_of(g, COUNT) == s) for s in range(COUNT)]
        data = ("club.json", tournament_text().encode())
        for gid in linked:
            rec = await (
                await server.slash(
                    "tournament link", {"file": data}, guild_id=gid, permissions=ORGANISER
                )
            ).wait(20)
            assert rec.rejected == [] and "Linked" in rec.text(), rec.text()
        live_guilds = [linked[r[0]] for r in RANGES]
        for gid in live_guilds:
            channel = server.channel_ids[gid]
            rec = await (
                await server.slash(
                    "tournament live", {"channel": channel}, guild_id=gid, permissions=ORGANISER
                )
            ).wait(20)
            assert "are live in" in rec.text(), rec.text()
            assert len(server.channels.posts(channel)) == 1
        before = set(server.interactions)

        identifies_before = list(server.identifies)

        sender = SteadySender(server)
        sending = asyncio.create_task(sender.run())
        windows: dict[tuple[int, int], tuple[float, float]] = {}
        rolled_at = time.perf_counter()
        for r in RANGES:
            await asyncio.sleep(1.0)  # steady traffic on every shard between two restarts
            await fresh[r].start()
            assert "standby" in await fresh[r].wait_health(503)
            sigterm = time.perf_counter()
            assert await old[r].terminate() == 0, old[r].tail()
            await fresh[r].wait_health(200, timeout=30)
            windows[r] = (sigterm, time.perf_counter())
        await asyncio.sleep(1.0)
        sender.stop()
        await sending
        rolled = time.perf_counter() - rolled_at

        rolling = [server.interactions[i] for i in sorted(set(server.interactions) - before)]
        await asyncio.gather(*(rec.settle(30) for rec in rolling))
        assert len(rolling) + len(sender.undeliverable) == sender.sent

        # Nothing undeliverable: a handed-over session keeps its events for the RESUME.
        assert sender.undeliverable == [], sender.undeliverable[:5]
        # Every shard resumed by its fresh process; no shard identified again.
        assert sorted(shard for shard, _ in server.resumes) == list(range(COUNT))
        assert server.identifies == identifies_before
        # Every interaction of the roll answered exactly once, none late.
        bad = [rec for rec in rolling if not answered_once(rec)]
        assert not bad, [
            (rec.id, rec.callback_type, rec.rejected[:1], len(rec.messages)) for rec in bad[:5]
        ]
        assert server.unexpected == []
        replayed = sum(n for _, n in server.resumes)
        slowest = max(rec.latency or 0.0 for rec in rolling)

        # After the roll: every server on every shard answered once by the fresh processes.
        after = [await server.slash("rules", guild_id=g) for g in GUILDS]
        await asyncio.gather(*(rec.settle(30) for rec in after))
        assert all(answered_once(rec) for rec in after)

        # No store row lost; no live message posted again.
        store = Store(shards_pg_url)
        try:
            assert all(store.active(g) is not None for g in linked)
            assert all(store.live.get(g, "club-swiss-november") is not None for g in live_guilds)
        finally:
            store.close()
        for gid in live_guilds:
            assert len(server.channels.posts(server.channel_ids[gid])) == 1

        print(
            f"roll {rolled:.1f} s; {sender.sent} sent at {RATE:g}/s, each answered once; "
            f"SIGTERM to ready "
            + ", ".join(f"{w[1] - w[0]:.1f} s" for w in windows.values())
            + f"; {replayed} events replayed on RESUME; slowest first answer {slowest:.2f} s"
        )
        for p in fresh.values():
            assert await p.terminate() == 0, p.tail()
    finally:
        for p in (*old.values(), *fresh.values()):
            await p.stop()
        await server.stop()
