"""The PostgreSQL side of :class:`bot.store_db.Database`: a pool of connections
(``psycopg_pool``), what each thread holds of it, and revisions drawn from a sequence.

Each store call (or transaction) borrows a connection of the pool for its time, so calls on
many threads, and many processes, no longer queue behind one connection. Every wait is
bounded: for a connection (the store's timeout, then one connection made directly, bounded by
the connect timeout), for a statement (the watchdog of :meth:`Database._run`).
"""

from __future__ import annotations

import logging
import os
import threading
import weakref
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from bot.store_url import StoreTimeoutError

log = logging.getLogger("bot.store")
T = TypeVar("T")

CONNECT_TIMEOUT_S = 10  # libpq waits for the OS (minutes) on a silent host otherwise

POOL_SIZE = 8
"""Connections one process keeps open to PostgreSQL at most (``TIEBREAK_DB_POOL``): more
than the threads that run store calls (asyncio's default executor: at most 32, CPUs + 4),
so that a call rarely waits for a connection; three processes hold 24, far below the
server's ``max_connections`` (100 by default)."""
ENV_POOL = "TIEBREAK_DB_POOL"
POOL_MAX_WAITING = 64
"""Calls that may wait for a free connection at once; more are refused at once (the store
is overloaded: an answer in words is better than a queue)."""
REVISION_SEQUENCE = "tiebreak_revision"
"""PostgreSQL: the sequence revisions are drawn from (``nextval`` locks no row, so writers
in many processes do not queue on it); SQLite keeps a counter row (one process writes)."""
_SEQUENCE_LOCK = 0x7462_0010


def _env_pool() -> int:
    text = os.environ.get(ENV_POOL, "").strip()
    return int(text) if text.isdigit() and 1 <= int(text) <= 100 else POOL_SIZE


class ThreadState(threading.local):
    """What one thread is doing with the database: the connection it holds (PostgreSQL: one
    of the pool's, for one call or one transaction), its open transactions, whether it runs
    the ``on_connect`` hook."""

    conn: Any = None
    depth = 0
    connecting = False


class PooledConnections:
    """The pool and the per-thread state, mixed into :class:`bot.store_db.Database`."""

    if TYPE_CHECKING:  # provided by Database
        url: str
        timeout: float
        dialect: str
        display_url: str
        _local: ThreadState
        _pool: Any
        _shared: Any
        _on_connect: Callable[[Any], object] | None
        _cut_off_conns: weakref.WeakSet[Any]
        _direct: weakref.WeakSet[Any]

        def execute(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]: ...
        def atomic(self, work: Callable[[], T]) -> T: ...
        def table_exists(self, name: str) -> bool: ...
        def _open_postgresql(self) -> Any: ...
        def _timed_out(self) -> StoreTimeoutError: ...

    # -- what each thread holds ------------------------------------------------------------------

    @property
    def _conn(self) -> Any:
        return self._shared if self.dialect == "sqlite" else self._local.conn

    @_conn.setter
    def _conn(self, conn: Any) -> None:
        if self.dialect == "sqlite":
            self._shared = conn
        else:
            self._local.conn = conn

    @property
    def _depth(self) -> int:
        return self._local.depth

    @_depth.setter
    def _depth(self, value: int) -> None:
        self._local.depth = value

    @property
    def _connecting(self) -> bool:
        return self._local.connecting

    @_connecting.setter
    def _connecting(self, value: bool) -> None:
        self._local.connecting = value

    @property
    def _cut(self) -> bool:
        """Whether the watchdog abandoned a statement on this thread's connection."""
        conn = self._conn  # SQLite has no watchdog (its busy timeout bounds a wait)
        return self.dialect == "postgresql" and conn is not None and conn in self._cut_off_conns

    @_cut.setter
    def _cut(self, value: bool) -> None:
        conn = self._conn
        if conn is None or self.dialect == "sqlite":
            return
        if value:
            self._cut_off_conns.add(conn)
        else:
            self._cut_off_conns.discard(conn)

    def _pg_settings(self) -> dict[str, Any]:
        """The connection settings besides the URL: autocommit, the connect timeout, the
        server's statement timeout (unless the URL sets them)."""
        from psycopg.conninfo import conninfo_to_dict

        given = conninfo_to_dict(self.url)
        extra: dict[str, Any] = (
            {}
            if "connect_timeout" in given
            else {"connect_timeout": max(2, min(CONNECT_TIMEOUT_S, round(self.timeout)))}
        )
        if "options" not in given:  # the server ends a statement that runs too long
            extra["options"] = f"-c statement_timeout={int(self.timeout * 1000)}"
        return {"autocommit": True, **extra}

    def _open_pool(self) -> Any:
        """Open the pool (connecting in the background). Connections are not checked when
        borrowed: a check is a round trip per call, and one that waits without a bound on a
        frozen server; a lost connection is found by the statement, and the call retried."""
        from psycopg_pool import ConnectionPool

        pool = ConnectionPool(
            self.url,
            kwargs=self._pg_settings(),
            configure=self._configure,
            min_size=1,
            max_size=_env_pool(),
            timeout=self.timeout,
            max_waiting=POOL_MAX_WAITING,
            reconnect_timeout=60,
            name="tiebreak-store",
            open=False,
        )
        pool.open(wait=False)
        return pool

    def _configure(self, conn: Any) -> None:
        """Run the ``on_connect`` hook on each new connection of the pool (in the pool's
        thread), as on every reconnection: a database dropped and created again gets its
        tables back before a statement needs them."""
        if self._on_connect is None:
            return
        saved, self._local.conn = self._local.conn, conn
        self._connecting = True
        try:
            self._on_connect(self)
            self._prepare_sequence()
        finally:
            self._connecting = False
            self._local.conn = saved

    def pool_stats(self) -> dict[str, int]:
        """Return the pool's counters (``psycopg_pool``'s ``get_stats``: ``pool_size``,
        ``pool_available``, ``requests_waiting``...), empty for SQLite."""
        return dict(self._pool.get_stats()) if self._pool is not None else {}

    def _borrow(self) -> Any:
        """Return a connection of the pool for this thread, waiting at most the timeout.

        :raises StoreTimeoutError: none free in time (the server not answering, or every
            connection busy); :raises StoreError: the server refuses connections.
        """
        from psycopg_pool import PoolTimeout, TooManyRequests

        try:
            return self._pool.getconn(timeout=self.timeout)
        except TooManyRequests:
            raise StoreTimeoutError(
                f"the database {self.display_url} is overloaded: {POOL_MAX_WAITING} calls "
                "are waiting for a connection"
            ) from None
        except PoolTimeout:
            pass
        # No connection of the pool in time: every one busy, or the pool waiting between two
        # attempts to connect (it backs off after failures, so it may wait on after the
        # server is back). Connect once here, bounded by the connect timeout: the server's
        # own reason if it refuses, a timeout if it does not answer, else a connection for
        # this call.
        conn = self._open_postgresql()
        self._direct.add(conn)
        return conn

    def _give_back(self, conn: Any) -> None:
        """Return a connection to the pool (it drops a broken one), or close one of ours."""
        if conn is None:
            return
        self._cut_off_conns.discard(conn)
        if conn in self._direct or self._pool is None:
            try:
                conn.close()
            except Exception:
                log.debug("closing a connection failed", exc_info=True)
            return
        self._pool.putconn(conn)

    def _check_pool(self) -> None:
        try:
            self._pool.check()
        except Exception:
            log.debug("checking the pool's connections failed", exc_info=True)

    # -- revisions ------------------------------------------------------------------------------

    def next_revision(self) -> int:
        """Return a revision number never handed out before (for a change in the current
        transaction).

        PostgreSQL: ``nextval`` of :data:`REVISION_SEQUENCE`, which locks no row (a counter
        row, which every write updated, made writers of every process wait on each other).
        SQLite: a counter row in ``tiebreak_meta`` (one process, one writer at a time); its
        first value starts above every stored revision.
        """
        if self.dialect == "postgresql":
            return int(self.execute(f"SELECT nextval('{REVISION_SEQUENCE}')")[0][0])
        rows = self.execute(
            "INSERT INTO tiebreak_meta (meta_key, meta_value) "
            "SELECT 'revision', CAST(COALESCE(MAX(revision), 0) + 1 AS TEXT) "
            "FROM tiebreak_tournaments WHERE 1 = 1 "  # SQLite: ON after a bare FROM is a join's
            "ON CONFLICT (meta_key) DO UPDATE SET meta_value = "
            "CAST(CAST(tiebreak_meta.meta_value AS BIGINT) + 1 AS TEXT) RETURNING meta_value"
        )
        return int(rows[0][0])

    def revision_value(self) -> tuple[str, tuple[int, ...]]:
        """Return the SQL of a new revision in an ``UPDATE`` and its parameters:
        ``nextval(...)`` for PostgreSQL (drawn once the row is locked: of two writers of a
        row, the later has the higher number), ``?`` and :meth:`next_revision` for SQLite."""
        if self.dialect == "postgresql":
            return f"nextval('{REVISION_SEQUENCE}')", ()
        return "?", (self.next_revision(),)

    def _prepare_sequence(self) -> None:
        """PostgreSQL: create the revision sequence if missing, and move it above every
        revision stored (a store written by the counter row of earlier versions). Only
        forward, and only when it is behind: moving it back could hand a number out twice."""
        if not self.table_exists("tiebreak_tournaments"):
            return  # a bare Database (the migrations' tests): no revisions

        def work() -> None:
            self.execute("SELECT pg_advisory_xact_lock(?)", (_SEQUENCE_LOCK,))
            self.execute(f"CREATE SEQUENCE IF NOT EXISTS {REVISION_SEQUENCE}")
            self.execute(
                f"SELECT setval('{REVISION_SEQUENCE}', f.floor) FROM (SELECT GREATEST("
                "(SELECT COALESCE(MAX(revision), 0) FROM tiebreak_tournaments), "
                "(SELECT COALESCE(MAX(CAST(meta_value AS BIGINT)), 0) FROM tiebreak_meta "
                "WHERE meta_key = 'revision')) AS floor) f, "
                f"{REVISION_SEQUENCE} s WHERE f.floor > s.last_value "
                "OR (NOT s.is_called AND f.floor >= s.last_value AND f.floor > 0)"
            )

        self.atomic(work)


__all__ = ["POOL_SIZE", "REVISION_SEQUENCE", "PooledConnections"]
