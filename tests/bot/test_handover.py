"""The gateway-session hand-over of a clean stop (bot/handover.py) with real bot processes
(``python -m bot``), the Discord stand-in and the PostgreSQL at 127.0.0.1.

- What arrives while no process holds a handed-over session is kept by Discord (here the
  stand-in) and replayed to the process that RESUMEs it: every interaction sent between the
  old process's stop and the new one's start is answered once, by the new one. (Discord's
  3-second deadline would fail interactions kept longer than that; this test gives the
  stand-in a longer one, because what it checks is the replay, and a process start takes
  more than 3 s on a small machine. The rolling restart, tests/bot/test_rolling_restart.py,
  keeps Discord's deadline: there the standby is already running.)
- A hand-over record the next process cannot use falls back to a fresh IDENTIFY of that
  shard, without waiting: a session the gateway no longer knows (INVALID_SESSION), a record
  too old (:data:`bot.handover.MAX_AGE`), a resume address that does not answer, a session
  that timed out at the gateway; the other shards of the same process still RESUME.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import psycopg
import pytest

from bot.shards import shard_of
from tests.bot.processes import BotProcess, bot_environment, free_port
from tests.servers.discord_server import DiscordStandIn, InteractionRecord

pytestmark = pytest.mark.asyncio

COUNT = 4
GUILDS = tuple(((1_900_000_000_000 + i * 7919) << 22) | 5 for i in range(12))


def answered_once(rec: InteractionRecord) -> bool:
    return rec.callback_type in (4, 5) and rec.rejected == [] and len(rec.messages) >= 1


async def answer_everywhere(server: DiscordStandIn) -> None:
    recs = [await server.slash("rules", guild_id=g) for g in GUILDS]
    await asyncio.gather(*(rec.settle(30) for rec in recs))
    assert all(answered_once(rec) for rec in recs)


def environment(server: DiscordStandIn, url: str) -> dict[str, str]:
    return bot_environment(
        server,
        url,
        TIEBREAK_SHARD_COUNT=str(COUNT),
        TIEBREAK_SHARDS=f"0-{COUNT - 1}",
        TIEBREAK_SYNC_COMMANDS="auto",
        TIEBREAK_DRAIN_SECONDS="3",
    )


def handover_rows(url: str) -> dict[int, tuple[str, int]]:
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            "SELECT shard_id, session_id, sequence FROM tiebreak_handover WHERE shard_count = %s",
            (COUNT,),
        ).fetchall()
    return {int(s): (str(sid), int(seq)) for s, sid, seq in rows}


async def test_what_arrives_between_two_processes_is_replayed_to_the_next(
    endpoints: None, shards_pg_url: str, tmp_path: Path
) -> None:
    assert {shard_of(g, COUNT) for g in GUILDS} == set(range(COUNT))
    server = DiscordStandIn(guild_ids=GUILDS, deadline=30.0)
    await server.start()
    env = dict(environment(server, shards_pg_url), TIEBREAK_SYNC_COMMANDS="always")
    first = BotProcess(env, tmp_path / "first.log")
    second = BotProcess(env, tmp_path / "second.log")
    try:
        await first.start()
        await first.wait_health(200)
        await server.wait_synced()
        await answer_everywhere(server)
        identifies = len(server.identifies)

        assert await first.terminate() == 0, first.tail()
        rows = handover_rows(shards_pg_url)
        assert sorted(rows) == list(range(COUNT))
        # No process runs the shards now: the sessions keep what arrives.
        kept = [await server.slash("rules", guild_id=g) for g in GUILDS]
        assert all(rec.callback_type is None for rec in kept)

        await second.start()
        await second.wait_health(200)
        await asyncio.gather(*(rec.settle(30) for rec in kept))
        assert all(answered_once(rec) for rec in kept), [
            (rec.callback_type, rec.rejected[:1]) for rec in kept if not answered_once(rec)
        ]
        assert sorted(s for s, _ in server.resumes) == list(range(COUNT))
        assert sum(n for _, n in server.resumes) >= len(GUILDS)
        assert len(server.identifies) == identifies  # resumed, not identified again
        assert handover_rows(shards_pg_url) == {}  # taken: not used a second time
        await answer_everywhere(server)
        # /metrics still counts the servers of the resumed shards (no GUILD_CREATE came).
        status, body = await second.get("/metrics")
        assert status == 200 and f"tiebreak_guilds {len(GUILDS)}" in body, body[:400]
        assert server.unexpected == []
        assert await second.terminate() == 0, second.tail()
    finally:
        for p in (first, second):
            await p.stop()
        await server.stop()


async def test_an_unusable_handover_falls_back_to_identify(
    endpoints: None, shards_pg_url: str, tmp_path: Path
) -> None:
    server = DiscordStandIn(guild_ids=GUILDS)
    await server.start()
    env = environment(server, shards_pg_url)
    procs = [BotProcess(env, tmp_path / f"bot-{i}.log") for i in range(3)]
    try:
        await procs[0].start()
        await procs[0].wait_health(200)
        await server.wait_synced()

        # The sessions time out at the gateway before the standby RESUMEs them: each RESUME
        # gets INVALID_SESSION and each shard IDENTIFYs.
        await procs[1].start()
        assert "standby" in await procs[1].wait_health(503)
        server.resume_window = 0.0
        before = len(server.identifies)
        assert await procs[0].terminate() == 0, procs[0].tail()
        await procs[1].wait_health(200, timeout=30)
        assert server.resumes == []
        assert sorted(s for s, _ in server.identifies[before:]) == list(range(COUNT))
        await answer_everywhere(server)

        # A record of a session the gateway never had (shard 0), one too old (shard 1), one
        # whose resume address does not answer (shard 3), and a good one (shard 2): shards 0,
        # 1 and 3 IDENTIFY, shard 2 RESUMEs.
        server.resume_window = 120.0
        assert await procs[1].terminate() == 0, procs[1].tail()
        with psycopg.connect(shards_pg_url, autocommit=True) as conn:
            conn.execute(
                "UPDATE tiebreak_handover SET session_id = 'session-unknown' "
                "WHERE shard_id = 0 AND shard_count = %s",
                (COUNT,),
            )
            conn.execute(
                "UPDATE tiebreak_handover SET written_at = written_at - 3600 "
                "WHERE shard_id = 1 AND shard_count = %s",
                (COUNT,),
            )
            conn.execute(
                "UPDATE tiebreak_handover SET resume_url = %s "
                "WHERE shard_id = 3 AND shard_count = %s",
                (f"ws://127.0.0.1:{free_port()}/gateway", COUNT),
            )
        before = len(server.identifies)
        await procs[2].start()
        await procs[2].wait_health(200, timeout=30)
        assert sorted(s for s, _ in server.identifies[before:]) == [0, 1, 3]
        assert [s for s, _ in server.resumes] == [2]
        await answer_everywhere(server)
        assert handover_rows(shards_pg_url) == {}
        assert server.unexpected == []
        assert await procs[2].terminate() == 0, procs[2].tail()
    finally:
        for p in procs:
            await p.stop()
        await server.stop()
