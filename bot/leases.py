"""Who runs which shard: a lease per shard, taken before IDENTIFY, held while the process runs.

PostgreSQL (several processes, one machine or many): a session advisory lock per shard,
``pg_try_advisory_lock(LEASE_SPACE, shard)``, held on one connection of its own, not on a
pooled one (a pooled connection outlives its borrower, electric-sql/electric#2682). The lock
belongs to that database session, so it ends with it:

- a clean stop unlocks every shard (:meth:`PgLeases.release`);
- a crash (``kill -9``, out of memory) closes the socket; the server ends the session at once
  and the shards are free for a standby;
- a machine or network gone silent: the session asks the server for TCP keepalives
  (``tcp_keepalives_idle`` 20 s, then 3 probes 10 s apart, and ``tcp_user_timeout`` 60 s), so
  the server ends it within some 60 s, inside the 90 s bound.

A process takes its whole range or nothing (discord.py fixes ``shard_ids`` when the client is
built): while another process holds any of them it waits as a standby, trying again every
:data:`STANDBY_POLL` seconds, and at once when a process releases its shards (it sends
``NOTIFY`` on :data:`RELEASED_CHANNEL`, which the standby ``LISTEN``s to).

A clean stop hands its gateway sessions over (:mod:`bot.handover`): :meth:`PgLeases.hand_over`
writes them to ``tiebreak_handover`` and releases the shards in one step, and the process that
takes them reads them (:meth:`PgLeases.take_handovers`) to RESUME instead of IDENTIFYing.

Every process must use the same shard count (servers are routed by the *total*,
``(guild_id >> 22) % count``): the count is kept in ``tiebreak_meta`` and a process with
another count is refused while any shard is held.

IDENTIFYs are spaced over every process (Discord allows one per 5 s per bucket, and too many
end every session): :meth:`PgLeases.gate` holds the bucket's lock for the interval after each.

SQLite (one process): :class:`SqliteLease` locks a file beside the database (``flock``), so a
second process on the same file is refused in one line instead of both writing to it.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

from bot.handover import MAX_AGE, Handover
from bot.shards import ShardPlan, format_range
from bot.store_url import mask_url, reason
from core.errors import TiebreakError

log = logging.getLogger("bot.leases")

LEASE_SPACE = 0x7462_0001
"""The first key of every shard's advisory lock (the second is the shard id)."""
IDENTIFY_SPACE = 0x7462_0002
"""The first key of the IDENTIFY gate's lock (the second is the bucket)."""
COUNT_SPACE = 0x7462_0003
"""The first key of the lock taken while the shard count is checked and written."""
COUNT_KEY = "shard-count"
STANDBY_POLL = 2.0
"""Seconds between two tries of a standby to take its shards (it also tries at once when told
that shards were released)."""
RELEASED_CHANNEL = "tiebreak_shards_released"
"""The ``NOTIFY`` channel on which a process says it released shards."""
CHECK_EVERY = 5.0
"""Seconds between two checks that the lease connection (and so the locks) is still there."""
KEEPALIVE_OPTIONS = (
    "-c tcp_keepalives_idle=20 -c tcp_keepalives_interval=10 -c tcp_keepalives_count=3 "
    "-c tcp_user_timeout=60000 -c statement_timeout=10000 -c idle_session_timeout=0"
)
"""The lease session's server-side settings: the server notices a silent peer in about 60 s
(20 s idle, then 3 probes 10 s apart; 60 s for unacknowledged data)."""
LEASE_TIMEOUT = 10.0
"""Seconds one statement on the lease connection may take."""


class LeaseError(TiebreakError):
    """The process cannot take its shards: another count in use, a SQLite file in use."""


class SqliteLease:
    """The one process of a SQLite store: an exclusive ``flock`` on ``<database>.lock``,
    released by the kernel when the process ends, however it ends."""

    def __init__(self, database_path: str) -> None:
        self.path = Path(database_path + ".lock")
        self._file: IO[str] | None = None

    def acquire(self) -> None:
        """Lock the file now.

        :raises LeaseError: when another process holds it (its pid named).
        """
        self.path.parent.mkdir(parents=True, exist_ok=True)
        handle = open(self.path, "a+", encoding="utf-8")
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.seek(0)
            holder = handle.read().strip() or "?"
            handle.close()
            raise LeaseError(
                f"the SQLite store {self.path.with_suffix('')} is in use by another "
                f"tiebreak-bot process (pid {holder}): SQLite serves one process; to run "
                "several, set DATABASE_URL to a PostgreSQL database"
            ) from None
        handle.seek(0)
        handle.truncate()
        handle.write(f"{os.getpid()}\n")
        handle.flush()
        self._file = handle

    def release(self) -> None:
        """Unlock (closing the file unlocks it)."""
        if self._file is not None:
            self._file.close()
            self._file = None


class PgLeases:
    """The shards of ``plan`` held as advisory locks on one connection of their own."""

    def __init__(self, url: str, plan: ShardPlan, *, max_concurrency: int = 1) -> None:
        if plan.count is None:
            raise LeaseError("the shard count must be known before the shards are leased")
        self.url = url
        self.plan = plan
        self.ids = plan.shard_ids()
        self.max_concurrency = max(1, max_concurrency)
        self._conn: Any = None  # psycopg.AsyncConnection, imported only with PostgreSQL
        self._watch: asyncio.Task[None] | None = None
        self._unlocks: set[asyncio.Task[None]] = set()
        self.held = False
        self.on_lost: Callable[[], object] | None = None
        """Called when the locks were lost and could not be taken back (the process must
        stop running its shards: another one may run them now)."""

    def __repr__(self) -> str:
        return f"PgLeases({mask_url(self.url)!r}, {self.plan.describe()})"

    async def _connect(self) -> None:
        import psycopg
        from psycopg.conninfo import conninfo_to_dict

        given = conninfo_to_dict(self.url)
        extra: dict[str, Any] = {
            "keepalives": 1,
            "keepalives_idle": 10,
            "keepalives_interval": 5,
            "keepalives_count": 3,
            "application_name": f"tiebreak-bot {self.plan.describe()}",
        }
        if "connect_timeout" not in given:
            extra["connect_timeout"] = 5
        if "options" not in given:
            extra["options"] = KEEPALIVE_OPTIONS
        try:
            self._conn = await asyncio.wait_for(
                psycopg.AsyncConnection.connect(self.url, autocommit=True, **extra),
                LEASE_TIMEOUT,
            )
        except (psycopg.Error, TimeoutError) as err:
            raise LeaseError(
                f"cannot open the lease connection to {mask_url(self.url)}: "
                f"{reason(err, self.url) or 'no answer'}"
            ) from None

    async def _one(self, sql: str, params: tuple[Any, ...] = ()) -> Any:
        cur = await asyncio.wait_for(self._conn.execute(sql, params), LEASE_TIMEOUT)
        row = await cur.fetchone()
        return row[0] if row else None

    async def _check_count(self) -> None:
        """Write this process's shard count, or refuse one that differs from the count of
        processes running now."""
        count = self.plan.count
        async with self._conn.transaction():
            await self._one("SELECT pg_advisory_xact_lock(%s, 0)", (COUNT_SPACE,))
            stored = await self._one(
                "SELECT meta_value FROM tiebreak_meta WHERE meta_key = %s", (COUNT_KEY,)
            )
            if stored is not None and int(stored) != count:
                running = await self._one(
                    "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' "
                    "AND classid = %s AND objsubid = 2 AND granted AND database = "
                    "(SELECT oid FROM pg_database WHERE datname = current_database())",
                    (LEASE_SPACE,),
                )
                if running:
                    raise LeaseError(
                        f"TIEBREAK_SHARD_COUNT={count} here, but the processes running now "
                        f"use {stored}: every process must use the same count (stop them "
                        "all to change it)"
                    )
            await self._one(
                "INSERT INTO tiebreak_meta (meta_key, meta_value) VALUES (%s, %s) "
                "ON CONFLICT (meta_key) DO UPDATE SET meta_value = excluded.meta_value "
                "RETURNING 1",
                (COUNT_KEY, str(count)),
            )

    async def _try_all(self) -> list[int]:
        """Lock every shard of the range, or none; return the shards held by others."""
        got: list[int] = []
        taken: list[int] = []
        for sid in self.ids:
            if await self._one("SELECT pg_try_advisory_lock(%s, %s)", (LEASE_SPACE, sid)):
                got.append(sid)
            else:
                taken.append(sid)
        if taken:
            for sid in got:
                await self._one("SELECT pg_advisory_unlock(%s, %s)", (LEASE_SPACE, sid))
        return taken

    async def acquire(self, *, poll: float = STANDBY_POLL) -> None:
        """Take every shard of the range, waiting as a standby while another process holds
        any of them (woken at once by a release, else every ``poll`` seconds); then watch the
        connection (:attr:`on_lost`).

        :raises LeaseError: the database cannot be reached, or another shard count is in use.
        """
        await self._connect()
        await self._check_count()
        await asyncio.wait_for(self._conn.execute(f"LISTEN {RELEASED_CHANNEL}"), LEASE_TIMEOUT)
        waiting = False
        while True:
            taken = await self._try_all()
            if not taken:
                break
            if not waiting:
                log.info(
                    "standby: shards %s are run by another process; taking them over when "
                    "they are free",
                    format_range(tuple(taken)),
                )
                waiting = True
            # A release wakes the standby at once; a crash is noticed by the next try.
            async for _ in self._conn.notifies(timeout=poll, stop_after=1):
                pass
        await asyncio.wait_for(self._conn.execute(f"UNLISTEN {RELEASED_CHANNEL}"), LEASE_TIMEOUT)
        self.held = True
        log.info("leased %s", self.plan.describe())
        self._watch = asyncio.create_task(self._watch_loop(), name="tiebreak-leases")

    async def still_held(self) -> bool:
        """Return whether the locks are still ours (the lease session answers: a session
        lock ends only with its session). For a write that must happen once, such as a live
        message's edit."""
        if not self.held or self._conn is None:
            return False
        try:
            return bool(await self._one("SELECT true"))
        except Exception:
            return False

    async def _watch_loop(self) -> None:
        while self.held:
            await asyncio.sleep(CHECK_EVERY)
            if await self.still_held() or not self.held:
                continue
            log.error("the lease connection was lost; taking the shards back")
            try:
                with contextlib.suppress(Exception):
                    await self._conn.close()
                await self._connect()
                taken = await self._try_all()
            except Exception as err:
                log.error("could not take the shards back: %s", reason(err, self.url))
                taken = list(self.ids)
            if taken:
                log.error(
                    "shards %s are run by another process now; this one stops",
                    format_range(tuple(taken)),
                )
                self.held = False
                if self.on_lost is not None:
                    self.on_lost()
                return

    async def gate(self, shard_id: int) -> None:
        """Wait until shard ``shard_id`` may IDENTIFY: the bucket's lock, held for the
        interval after (``shard_id % max_concurrency``; Discord's "Session Start Limit")."""
        interval = self.plan.identify_interval
        if interval <= 0:
            return
        bucket = shard_id % self.max_concurrency
        while not await self._one("SELECT pg_try_advisory_lock(%s, %s)", (IDENTIFY_SPACE, bucket)):
            await asyncio.sleep(0.25)

        async def unlock() -> None:
            await asyncio.sleep(interval)
            with contextlib.suppress(Exception):
                await self._one("SELECT pg_advisory_unlock(%s, %s)", (IDENTIFY_SPACE, bucket))

        task = asyncio.create_task(unlock())
        self._unlocks.add(task)
        task.add_done_callback(self._unlocks.discard)

    async def hand_over(self, records: list[Handover]) -> None:
        """Write the shards' gateway sessions for the process that takes them next, then
        release the shards (:mod:`bot.handover`): one transaction, so a standby that gets the
        shards finds the sessions. Without the database, the shards are only released (their
        successor IDENTIFYs)."""
        if self._conn is None or not self.held:
            return
        count = self.plan.count
        try:
            async with self._conn.transaction():
                for r in records:
                    await self._one(
                        "INSERT INTO tiebreak_handover (shard_id, shard_count, session_id, "
                        "sequence, resume_url, guild_ids, written_at) VALUES "
                        "(%s, %s, %s, %s, %s, %s, extract(epoch from clock_timestamp())) "
                        "ON CONFLICT (shard_id, shard_count) DO UPDATE SET "
                        "session_id = excluded.session_id, sequence = excluded.sequence, "
                        "resume_url = excluded.resume_url, guild_ids = excluded.guild_ids, "
                        "written_at = excluded.written_at RETURNING 1",
                        (
                            r.shard_id,
                            count,
                            r.session_id,
                            r.sequence,
                            r.resume_url,
                            ",".join(map(str, r.guild_ids)),
                        ),
                    )
            log.info("handed over the sessions of shards %s", format_range(self.ids))
        except Exception as err:
            log.warning("could not hand the sessions over: %s", reason(err, self.url))
        await self.release()

    async def take_handovers(self, max_age: float = MAX_AGE) -> list[Handover]:
        """Return (and delete) the gateway sessions handed over for this process's shards,
        those written within ``max_age`` seconds (older ones are deleted and not used).
        Call it with the shards held."""
        if self._conn is None or not self.held:
            return []
        try:
            async with self._conn.transaction():
                cur = await asyncio.wait_for(
                    self._conn.execute(
                        "DELETE FROM tiebreak_handover WHERE shard_count = %s "
                        "AND shard_id = ANY(%s) RETURNING shard_id, session_id, sequence, "
                        "resume_url, guild_ids, "
                        "extract(epoch from clock_timestamp()) - written_at",
                        (self.plan.count, list(self.ids)),
                    ),
                    LEASE_TIMEOUT,
                )
                rows = await cur.fetchall()
        except Exception as err:
            log.warning("could not read the handed-over sessions: %s", reason(err, self.url))
            return []
        records = []
        for shard_id, session_id, sequence, url, guilds, age in rows:
            if float(age) > max_age:
                log.info(
                    "shard %s: its handed-over session is %.0f s old; identifying", shard_id, age
                )
                continue
            ids = tuple(int(g) for g in str(guilds).split(",") if g)
            records.append(Handover(int(shard_id), str(session_id), int(sequence), str(url), ids))
        return records

    async def release(self) -> None:
        """Unlock every shard, tell the standbys, and close the lease connection (a clean
        stop)."""
        self.held = False
        for task in (self._watch, *self._unlocks):
            if task is not None:
                task.cancel()
        if self._conn is None:
            return
        try:
            await self._one("SELECT pg_advisory_unlock_all()")
            await asyncio.wait_for(self._conn.execute(f"NOTIFY {RELEASED_CHANNEL}"), LEASE_TIMEOUT)
            log.info("released %s", self.plan.describe())
        except Exception as err:  # the session ends below, and its locks with it
            log.warning("could not unlock the shards: %s", reason(err, self.url))
        with contextlib.suppress(Exception):
            await self._conn.close()
        self._conn = None


__all__ = ["LEASE_SPACE", "LeaseError", "PgLeases", "SqliteLease"]
