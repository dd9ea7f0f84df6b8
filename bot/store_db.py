"""The store's database adapter: one DB-API connection to SQLite or PostgreSQL that heals.

:class:`Database` hides the two dialects (``?`` placeholders become ``%s`` for psycopg, the
catalogue and lock statements differ) and recovers by itself:

- PostgreSQL: a connection the server dropped (restart, ``pg_terminate_backend``, idle
  timeout, the database dropped and re-created) is opened again and the failed statement or
  transaction run once more.
- SQLite: when the file at the path is no longer the one that was opened (removed,
  replaced by a restored copy), the new file is opened before the next statement, so reads
  and writes go to the file on disk rather than to a deleted one.

Every (re)connection runs the ``on_connect`` hook, which the store uses to migrate the schema
(:mod:`bot.migrations`), so a re-created database gets its tables back without a restart.

Failures to connect are :class:`StoreError` with the URL masked
(``postgresql://user:***@host/db``); the password never appears in a message.
"""

from __future__ import annotations

import contextlib
import logging
import os
import socket
import sqlite3
import threading
import weakref
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

from bot.store_pool import PooledConnections, ThreadState
from bot.store_url import (
    SQLITE_SCHEME,
    StoreError,
    StoreTimeoutError,
    dialect_of,
    mask_url,
    reason,
)

log = logging.getLogger("bot.store")
T = TypeVar("T")

STATEMENT_TIMEOUT_S = 10.0
"""Seconds one statement may take before the store gives up on it (``TIEBREAK_DB_TIMEOUT``
overrides): the bot's statements take milliseconds, so this is a server that stopped
answering (frozen, overloaded, a network that drops packets), not a slow query."""
ENV_TIMEOUT = "TIEBREAK_DB_TIMEOUT"


def _env_timeout() -> float:
    text = os.environ.get(ENV_TIMEOUT, "").strip()
    try:
        value = float(text) if text else STATEMENT_TIMEOUT_S
    except ValueError:
        value = STATEMENT_TIMEOUT_S
    return value if 0.1 <= value <= 3600 else STATEMENT_TIMEOUT_S


class Database(PooledConnections):
    """SQLite: one DB-API connection behind one lock; PostgreSQL: a pool of connections
    (``psycopg_pool``), each call or transaction on one connection of its own. Lost
    connections are reopened.

    ``url`` is ``sqlite:///relative/or/absolute/path``, ``sqlite:///:memory:``, or
    ``postgresql://...`` / ``postgres://...`` (psycopg 3, imported only then). ``on_connect``
    runs after every successful (re)connection; its errors go up and the connection is
    dropped, so the next call tries again.

    :raises StoreError: when the URL is unusable or the database cannot be opened.
    """

    def __init__(
        self,
        url: str,
        *,
        on_connect: Callable[[Database], object] | None = None,
        timeout: float | None = None,
    ) -> None:
        self.url = url
        self.timeout = timeout if timeout is not None else _env_timeout()
        self.display_url = mask_url(url)
        self.dialect = dialect_of(url)
        self._on_connect = on_connect
        self._lock = threading.RLock()  # SQLite: the one connection
        self._local = ThreadState()
        # Connections whose statement the watchdog abandoned, and PostgreSQL connections
        # opened outside the pool (closed after use, not given back).
        self._cut_off_conns: weakref.WeakSet[Any] = weakref.WeakSet()
        self._direct: weakref.WeakSet[Any] = weakref.WeakSet()
        self._closed = False
        # A sqlite3 or a psycopg connection: the two share no type (DB-API 2.0 is a
        # convention, not a class), and only execute/commit/rollback/close are called on it.
        self._shared: Any = None  # SQLite's one connection
        self._pool: Any = None  # psycopg_pool.ConnectionPool
        self._file_id: tuple[int, int] | None = None  # SQLite: (device, inode) opened
        self._path = self._sqlite_path() if self.dialect == "sqlite" else ""
        if self.dialect == "sqlite":
            self._reconnect()
            return
        # The first connection migrates (on_connect) and says precisely why it failed, if it
        # does; then the pool opens its own in the background.
        self._reconnect()
        try:
            self._prepare_sequence()
        finally:
            conn, self._local.conn = self._local.conn, None
            self._give_back(conn)
        self._pool = self._open_pool()

    def __repr__(self) -> str:
        return f"Database({self.display_url!r})"

    @contextlib.contextmanager
    def if_free(self) -> Iterator[bool]:
        """Hold the connection for the block if no other thread holds it at this instant
        (yield ``True``), else yield ``False`` at once: for a read on the event loop, which
        must never wait for another thread's transaction."""
        got = self._lock.acquire(blocking=False)
        try:
            yield got
        finally:
            if got:
                self._lock.release()

    # -- connecting --------------------------------------------------------------------------

    def _sqlite_path(self) -> str:
        """Return the SQLite file as an absolute path (``:memory:`` as it is)."""
        path = self.url.removeprefix(SQLITE_SCHEME).removeprefix("/")
        return path if path == ":memory:" else os.path.abspath(path)

    def _file_identity(self) -> tuple[int, int] | None:
        if self._path == ":memory:":
            return None
        try:
            st = os.stat(self._path)
        except OSError:
            return (-1, -1)  # gone (or hidden): never equal to the identity of an open file
        return (st.st_dev, st.st_ino)

    def _open(self) -> Any:
        if self.dialect == "postgresql":
            return self._open_postgresql()
        path = self._path
        try:
            if path != ":memory:":
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(
                path, check_same_thread=False, isolation_level=None, timeout=self.timeout
            )
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute(f"PRAGMA busy_timeout={int(self.timeout * 1000)}")
        except (OSError, sqlite3.Error) as err:
            raise StoreError(
                f"could not open the SQLite database {self.display_url}: {reason(err, self.url)}"
            ) from None
        self._file_id = self._file_identity()
        return conn

    def _open_postgresql(self) -> Any:
        import psycopg  # only needed with PostgreSQL

        try:
            return psycopg.connect(self.url, **self._pg_settings())
        except psycopg.errors.ConnectionTimeout as err:
            raise StoreTimeoutError(
                f"PostgreSQL at {self.display_url} did not answer: {reason(err, self.url)}"
            ) from None
        except psycopg.Error as err:
            raise StoreError(
                f"could not connect to PostgreSQL at {self.display_url}: {reason(err, self.url)}"
            ) from None

    def _reconnect(self) -> None:
        """Close what is left of the connection, open a new one and run the hook.

        PostgreSQL: the lost connection goes back to the pool (which drops it), the new one
        is opened outside the pool (so that the server's reason for refusing it is the
        error), and the pool is told to check its idle connections, lost with this one.
        """
        old, self._conn = self._conn, None
        if old is not None and self.dialect == "postgresql":
            self._give_back(old)
            if self._pool is not None:
                threading.Thread(target=self._check_pool, daemon=True).start()
        elif old is not None:
            try:
                old.close()
            except Exception:  # a broken connection may fail to close; it is gone anyway
                log.debug("closing the lost connection failed", exc_info=True)
        conn = self._open()
        if self.dialect == "postgresql":
            self._direct.add(conn)
        self._conn = conn
        if self._on_connect is None:
            return
        self._connecting = True
        try:
            self._on_connect(self)
        except BaseException:
            self._conn = None
            conn.close()
            raise
        finally:
            self._connecting = False
        if self.dialect == "postgresql" and self._pool is not None:
            self._prepare_sequence()

    def _is_stale(self) -> bool:
        """Return whether the connection must be reopened before use (without a round trip)."""
        if self._conn is None:
            return True
        if self.dialect == "postgresql":
            return bool(self._conn.closed or self._conn.broken)
        return self._file_id is not None and self._file_identity() != self._file_id

    def _is_lost(self, err: Exception) -> bool:
        """Return whether ``err`` came from a lost connection (and retrying may help)."""
        if self.dialect == "postgresql":
            import psycopg

            return isinstance(err, psycopg.Error) and self._is_stale()
        return isinstance(err, sqlite3.Error) and self._is_stale()

    def _retrying(self, attempt: Callable[[], T]) -> T:
        """Run ``attempt``; after a lost connection, reconnect and run it once more.

        Inside a transaction (or while connecting) errors go up unchanged: the earlier
        statements of the transaction are lost with the connection, and the outermost
        call retries the whole of it. PostgreSQL: the outermost call borrows a connection
        of the pool for its time (other threads use others), SQLite holds the lock.
        """
        if self.dialect == "sqlite":
            with self._lock:
                return self._guarded(attempt)
        if self._local.conn is not None:  # within this thread's call: its connection
            return self._guarded(attempt)
        if self._closed:
            raise StoreError(f"the database {self.display_url} is closed")
        self._local.conn = self._borrow()
        try:
            return self._guarded(attempt)
        finally:
            conn, self._local.conn = self._local.conn, None
            self._give_back(conn)

    def _guarded(self, attempt: Callable[[], T]) -> T:
        """:meth:`_retrying` with this thread's connection (and SQLite's lock) held."""
        if self._depth or self._connecting:
            return attempt()
        if self._closed:
            return attempt()  # closed on purpose: let the driver say so
        try:
            return self._retried(attempt)
        except sqlite3.OperationalError as err:
            if "locked" not in str(err) and "busy" not in str(err):
                raise
            raise StoreTimeoutError(
                f"the database {self.display_url} stayed locked for {self.timeout:g} s"
            ) from None
        except Exception as err:
            if not self._cut or isinstance(err, StoreTimeoutError):
                raise
            raise self._timed_out() from None
        finally:
            self._cut = False

    def _timed_out(self) -> StoreTimeoutError:
        return StoreTimeoutError(
            f"the database {self.display_url} did not answer within {self.timeout:g} s"
        )

    def _retried(self, attempt: Callable[[], T]) -> T:
        """:meth:`_retrying` with the lock held."""
        if self._is_stale():
            log.warning("reopening the database %s", self.display_url)
            self._reconnect()
        try:
            return attempt()
        except Exception as err:
            if self._cut or not self._is_lost(err):
                raise  # a statement abandoned is not retried: the server is not answering
            log.warning(
                "lost the connection to %s (%s); reconnecting",
                self.display_url,
                reason(err, self.url),
            )
        self._reconnect()
        try:
            return attempt()
        except Exception as err:
            if not self._is_lost(err):
                raise
            raise StoreError(
                f"lost the connection to {self.display_url} again: {reason(err, self.url)}"
            ) from None

    # -- statements --------------------------------------------------------------------------

    def _sql(self, sql: str) -> str:
        return sql.replace("?", "%s") if self.dialect == "postgresql" else sql

    def _open_connection(self) -> Any:
        if self._conn is None:
            raise StoreError(f"the database {self.display_url} is not open")
        return self._conn

    def _run(self, sql: str, params: Sequence[Any]) -> list[tuple[Any, ...]]:
        conn = self._open_connection()
        watchdog = None
        if self.dialect == "postgresql":
            # The server's statement_timeout cannot end a wait on a server that is frozen or
            # unreachable (the kernel still acknowledges the bytes, so TCP never times out
            # either): after the timeout the socket is shut down from this thread's watchdog,
            # which makes libpq's wait return with an error at once.
            watchdog = threading.Timer(self.timeout, self._cut_off, args=(conn,))
            watchdog.daemon = True
            watchdog.start()
        try:
            cur = conn.execute(self._sql(sql), tuple(params))
            rows = cur.fetchall() if cur.description is not None else []
        finally:
            if watchdog is not None:
                watchdog.cancel()
        if self._cut:
            raise self._timed_out()
        return [tuple(r) for r in rows]

    def _cut_off(self, conn: Any) -> None:
        """Abandon the statement running on ``conn`` (see :meth:`_run`)."""
        self._cut_off_conns.add(conn)
        log.error("the database %s did not answer within %g s", self.display_url, self.timeout)
        try:
            fd = conn.pgconn.socket
            with socket.socket(fileno=os.dup(fd)) as sock:
                sock.shutdown(socket.SHUT_RDWR)  # on the socket itself, not only the copy
        except (OSError, ValueError, AttributeError):
            log.debug("could not shut the database socket down", exc_info=True)

    def execute(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Run one statement (``?`` placeholders) and return its rows (empty when it has none).

        Outside a transaction a lost connection is reopened and the statement sent once more.
        """
        return self._retrying(lambda: self._run(sql, params))

    def atomic(self, work: Callable[[], T]) -> T:
        """Run ``work`` (which calls :meth:`execute`) in one transaction and return its result.

        Nested calls join the outer transaction. When the connection is lost during the
        outermost one, it is rolled back with the connection, reopened, and ``work`` runs
        once more from the start; should the loss hit between the server's commit and its
        answer, ``work`` runs twice, so it must be written to stay right when repeated
        (the store's are: upserts, and counters where one extra step is harmless).
        """
        return self._retrying(lambda: self._transaction(work))

    def _transaction(self, work: Callable[[], T]) -> T:
        if self._depth:
            return work()
        conn = self._open_connection()
        self._depth += 1
        try:
            # BEGIN and COMMIT go through _run like every statement, so the timeout holds for
            # them too (psycopg's own transaction block would wait on a frozen server).
            self._run("BEGIN" if self.dialect == "postgresql" else "BEGIN IMMEDIATE", ())
            try:
                result = work()
            except BaseException:
                self._rollback(conn)
                raise
            self._run("COMMIT", ())
            return result
        finally:
            self._depth -= 1

    def _rollback(self, conn: Any) -> None:
        """Roll the open transaction back, if the connection still has one to roll back."""
        if self.dialect == "postgresql":
            if conn.broken or conn.closed:
                return  # the server rolls back a transaction whose connection is gone
        elif not conn.in_transaction:
            return
        try:
            conn.execute("ROLLBACK")
        except Exception:  # the connection died meanwhile: nothing is left to roll back
            log.debug("rollback failed", exc_info=True)

    # -- dialect differences used by the migrations ---------------------------------------------

    def table_exists(self, name: str) -> bool:
        """Return whether table ``name`` exists (in PostgreSQL: in the current schema)."""
        if self.dialect == "postgresql":
            sql = (
                "SELECT 1 FROM information_schema.tables "
                "WHERE table_schema = current_schema() AND table_name = ?"
            )
        else:
            sql = "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?"
        return bool(self.execute(sql, (name,)))

    def lock_schema(self, key: int) -> None:
        """Hold the schema lock ``key`` until the current transaction ends.

        PostgreSQL: a transaction-level advisory lock, so processes starting together migrate
        one after the other. SQLite needs nothing: ``BEGIN IMMEDIATE`` already holds its
        only write lock.
        """
        if self.dialect == "postgresql":
            self.execute("SELECT pg_advisory_xact_lock(?)", (key,))

    def close(self) -> None:
        """Close the connection (for good: later calls fail instead of reconnecting)."""
        self._closed = True
        if self._pool is not None:
            self._pool.close(timeout=1.0)
            return
        with self._lock:
            if self._shared is not None:
                self._shared.close()


__all__ = ["STATEMENT_TIMEOUT_S", "Database"]
