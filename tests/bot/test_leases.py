"""Shard leases (bot/leases.py): one process per shard at a time, on the PostgreSQL at
127.0.0.1 (database ``tiebreak_shards_test``), and one process per SQLite file.

A standby waits while the range is held and takes it when the holder stops cleanly or dies
(``kill -9``: the server ends the session and its advisory locks at once); a process with
another shard count is refused while shards are held; a second bot process on a SQLite file
is refused in one line.
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import time
from pathlib import Path

import pytest

from bot.leases import LeaseError, PgLeases, SqliteLease
from bot.shards import ShardPlan
from tests.bot.conftest import ROOT
from tests.bot.test_startup import bot_env, one_line, run_bot

pytestmark = pytest.mark.asyncio

PLAN = ShardPlan((2, 3), 6, 0)

HOLDER = """
import asyncio, sys
from bot.leases import PgLeases
from bot.shards import ShardPlan

async def main():
    leases = PgLeases(sys.argv[1], ShardPlan((2, 3), 6, 0))
    await leases.acquire()
    print("held", flush=True)
    await asyncio.sleep(600)

asyncio.run(main())
"""


async def test_a_standby_takes_the_shards_after_a_clean_stop(shards_pg_url: str) -> None:
    first, second = PgLeases(shards_pg_url, PLAN), PgLeases(shards_pg_url, PLAN)
    await first.acquire()
    try:
        standby = asyncio.create_task(second.acquire(poll=0.05))
        await asyncio.sleep(0.5)
        assert not standby.done() and not second.held  # waiting, holding nothing
        other = PgLeases(shards_pg_url, ShardPlan((3, 4), 6, 0))  # overlaps on shard 3
        waiting = asyncio.create_task(other.acquire(poll=0.05))
        await asyncio.sleep(0.3)
        assert not waiting.done()
        waiting.cancel()
        await other.release()
        assert await first.still_held()
        await first.release()
        await asyncio.wait_for(standby, 5)
        assert second.held and await second.still_held()
        assert not await first.still_held()
    finally:
        await first.release()
        await second.release()


async def test_a_crashed_holder_is_taken_over_within_seconds(shards_pg_url: str) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-c", HOLDER, shards_pg_url, env=env, stdout=asyncio.subprocess.PIPE
    )
    assert proc.stdout is not None
    standby = PgLeases(shards_pg_url, PLAN)
    try:
        line = await asyncio.wait_for(proc.stdout.readline(), 30)
        assert line.strip() == b"held"
        task = asyncio.create_task(standby.acquire(poll=0.1))
        await asyncio.sleep(0.5)
        assert not task.done()
        killed = time.monotonic()
        proc.send_signal(signal.SIGKILL)
        await asyncio.wait_for(task, 30)
        took = time.monotonic() - killed
        assert standby.held
        assert took < 90, took  # the bound; in practice well under a second
    finally:
        if proc.returncode is None:
            proc.kill()
        await proc.wait()
        await standby.release()


async def test_another_shard_count_is_refused_while_shards_run(shards_pg_url: str) -> None:
    running = PgLeases(shards_pg_url, PLAN)
    await running.acquire()
    other = PgLeases(shards_pg_url, ShardPlan((0,), 4, 0))
    try:
        with pytest.raises(LeaseError, match=r"TIEBREAK_SHARD_COUNT=4 here, but .* use 6"):
            await other.acquire()
    finally:
        await other.release()
        await running.release()
    # Nothing runs any more: the count may change.
    again = PgLeases(shards_pg_url, ShardPlan((0,), 4, 0))
    await again.acquire()
    await again.release()


async def test_the_identify_gate_spaces_identifies_across_processes(shards_pg_url: str) -> None:
    a = PgLeases(shards_pg_url, ShardPlan((0,), 2, 0.5))
    b = PgLeases(shards_pg_url, ShardPlan((1,), 2, 0.5))
    await a.acquire()
    await b.acquire()
    try:
        start = time.monotonic()
        await a.gate(0)
        await b.gate(1)  # the same bucket (max_concurrency 1): waits for a's interval
        assert time.monotonic() - start >= 0.45
    finally:
        await a.release()
        await b.release()


async def test_a_second_process_on_one_sqlite_file_is_refused(tmp_path: Path) -> None:
    lease = SqliteLease(str(tmp_path / "bot.sqlite3"))
    lease.acquire()
    try:
        code, err = await run_bot(bot_env(tmp_path, DISCORD_TOKEN="x" * 20), tmp_path)
        assert code == 1
        line = one_line(err)
        assert "is in use by another tiebreak-bot process" in line
        assert f"pid {os.getpid()}" in line and "DATABASE_URL" in line
    finally:
        lease.release()
    again = SqliteLease(str(tmp_path / "bot.sqlite3"))
    again.acquire()  # free once released
    again.release()
