"""The one thing ``tiebreak-serve`` keeps: tokens (one per spreadsheet) and the signatures
of the last few minutes, in SQLite when the service runs alone or in PostgreSQL
(``DATABASE_URL``) when several processes or machines share them.

A token is kept as its signing key, SHA-256 of the token (:func:`signing_key`): the token
itself cannot be read back, so ``token list`` shows ids and sheets only. Whoever reads the
database could still sign requests with those keys (an HMAC needs the key on both sides);
what such a request can do is compute standings for that sheet's own cells, since the
service holds no Google credential and writes nothing anywhere.

The replay check is the insert itself (``INSERT ... ON CONFLICT DO NOTHING``): a second copy
of a signature finds the row of the first, in whichever worker or machine it arrived. The
same rows count a token's requests of the last minute (the rate bound, shared by every
worker). Rows older than the clock window are deleted as new ones arrive.
"""

from __future__ import annotations

import enum
import sqlite3
import threading
import time as _time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from sheets_addon.service.signing import NewToken, new_token

RATE_WINDOW = 60
"""Seconds over which a token's requests are counted."""


class StoreError(Exception):
    """The token store cannot be used (a bad ``DATABASE_URL``, a server not answering)."""


@dataclass(frozen=True, slots=True)
class TokenInfo:
    """A token as listed: never its secret."""

    key_id: str
    sheet: str
    created: int
    revoked: int | None
    label: str


@dataclass(frozen=True, slots=True)
class TokenRecord:
    """What verifying a request needs of a token."""

    key_id: str
    key: bytes
    sheet: str


class Admission(enum.Enum):
    """Whether a correctly signed request may run."""

    OK = "ok"
    REPLAYED = "replayed"
    RATE_LIMITED = "rate-limited"


class Cursorish(Protocol):
    def execute(self, sql: str, params: Any = ..., /) -> Any: ...


SCHEMA = (
    "CREATE TABLE IF NOT EXISTS tiebreak_serve_tokens ("
    " key_id TEXT PRIMARY KEY, key_hash {blob} NOT NULL, sheet TEXT NOT NULL,"
    " label TEXT NOT NULL DEFAULT '', created_at BIGINT NOT NULL, revoked_at BIGINT)",
    "CREATE TABLE IF NOT EXISTS tiebreak_serve_seen ("
    " signature TEXT PRIMARY KEY, key_id TEXT NOT NULL, seen_at BIGINT NOT NULL)",
    "CREATE INDEX IF NOT EXISTS tiebreak_serve_seen_key ON tiebreak_serve_seen (key_id, seen_at)",
    "CREATE INDEX IF NOT EXISTS tiebreak_serve_seen_at ON tiebreak_serve_seen (seen_at)",
)


class TokenStore:
    """Tokens and recent signatures in one SQL database (SQLite or PostgreSQL).

    Every method is synchronous and thread-safe (one connection behind a lock); the server
    calls them in a thread.
    """

    def __init__(
        self,
        connect: Callable[[], Any],
        *,
        placeholder: str,
        blob: str,
        clock: Callable[[], float] = _time.time,
        description: str,
    ) -> None:
        self._connect = connect
        self._p = placeholder
        self._lock = threading.Lock()
        self.clock = clock
        self.description = description
        self._conn = connect()
        with self._transaction() as cur:
            for statement in SCHEMA:
                cur.execute(statement.format(blob=blob))

    # -- opening --------------------------------------------------------------------

    @classmethod
    def open(cls, url: str | None, *, sqlite_path: Path | None = None) -> TokenStore:
        """Open ``url`` (``postgresql://...``, ``sqlite:///path``), else the SQLite file
        ``sqlite_path``.

        :raises StoreError: a URL of another kind, or a database that cannot be opened.
        """
        if url:
            if url.startswith(("postgresql://", "postgres://")):
                return cls.postgresql(url)
            if url.startswith("sqlite:///"):
                return cls.sqlite(Path(url.removeprefix("sqlite:///")))
            scheme = url.split(":", 1)[0]
            raise StoreError(
                f"DATABASE_URL must start with postgresql:// or sqlite:///, not {scheme}://"
            )
        return cls.sqlite(sqlite_path or Path("tiebreak-serve.sqlite3"))

    @classmethod
    def sqlite(cls, path: Path, *, clock: Callable[[], float] = _time.time) -> TokenStore:
        """A store in the SQLite file ``path`` (one machine)."""

        def connect() -> sqlite3.Connection:
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                conn = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
                conn.execute("PRAGMA journal_mode=WAL")
                conn.execute("PRAGMA busy_timeout=5000")
            except (OSError, sqlite3.Error) as exc:
                raise StoreError(f"cannot open the token database {str(path)!r}: {exc}") from exc
            return conn

        return cls(connect, placeholder="?", blob="BLOB", clock=clock, description=f"SQLite {path}")

    @classmethod
    def postgresql(cls, url: str, *, clock: Callable[[], float] = _time.time) -> TokenStore:
        """A store in the PostgreSQL database ``url`` (shared by every worker and machine)."""
        import psycopg

        def connect() -> Any:
            try:
                return psycopg.connect(url, autocommit=True, connect_timeout=5)
            except psycopg.Error as exc:
                raise StoreError(f"cannot connect to PostgreSQL ({type(exc).__name__})") from exc

        return cls(connect, placeholder="%s", blob="BYTEA", clock=clock, description="PostgreSQL")

    def close(self) -> None:
        """Close the connection."""
        with self._lock:
            self._conn.close()

    @contextmanager
    def _transaction(self) -> Iterator[Cursorish]:
        with self._lock:
            cur = self._conn.cursor()
            try:
                cur.execute("BEGIN")
                yield cur
                cur.execute("COMMIT")
            except BaseException:
                try:
                    cur.execute("ROLLBACK")
                except Exception:
                    self._reopen()
                raise
            finally:
                try:
                    cur.close()
                except Exception:
                    pass

    def _reopen(self) -> None:
        try:
            self._conn.close()
        except Exception:
            pass
        self._conn = self._connect()

    def _sql(self, text: str) -> str:
        return text.replace("?", self._p)

    # -- tokens -----------------------------------------------------------------------

    def create(self, sheet: str, *, label: str = "") -> NewToken:
        """Make and keep a new token for the spreadsheet ``sheet`` (its key)."""
        token = new_token()
        with self._transaction() as cur:
            cur.execute(
                self._sql(
                    "INSERT INTO tiebreak_serve_tokens (key_id, key_hash, sheet, label, created_at)"
                    " VALUES (?, ?, ?, ?, ?)"
                ),
                (token.key_id, token.key, sheet, label, int(self.clock())),
            )
        return token

    def tokens(self) -> list[TokenInfo]:
        """Every token, oldest first (revoked ones too)."""
        with self._transaction() as cur:
            cur.execute(
                "SELECT key_id, sheet, created_at, revoked_at, label FROM tiebreak_serve_tokens"
                " ORDER BY created_at, key_id"
            )
            rows = cur.fetchall()  # type: ignore[attr-defined]
        return [TokenInfo(str(r[0]), str(r[1]), int(r[2]), r[3], str(r[4])) for r in rows]

    def revoke(self, key_id: str) -> bool:
        """Revoke the token ``key_id``; False when there is no such token still valid."""
        with self._transaction() as cur:
            cur.execute(
                self._sql(
                    "UPDATE tiebreak_serve_tokens SET revoked_at = ?"
                    " WHERE key_id = ? AND revoked_at IS NULL"
                ),
                (int(self.clock()), key_id),
            )
            return bool(cur.rowcount)  # type: ignore[attr-defined]

    def find(self, key_id: str) -> TokenRecord | None:
        """The valid token ``key_id``, or None (unknown or revoked)."""
        with self._transaction() as cur:
            cur.execute(
                self._sql(
                    "SELECT key_hash, sheet FROM tiebreak_serve_tokens"
                    " WHERE key_id = ? AND revoked_at IS NULL"
                ),
                (key_id,),
            )
            row = cur.fetchone()  # type: ignore[attr-defined]
        if row is None:
            return None
        return TokenRecord(key_id, bytes(row[0]), str(row[1]))

    # -- requests -----------------------------------------------------------------------

    def admit(self, key_id: str, signature: str, *, window: int, per_minute: int) -> Admission:
        """Record a verified request's signature and say whether it may run: not if the same
        signature was recorded before (a replay), nor if its token already made
        ``per_minute`` requests in the last minute."""
        now = int(self.clock())
        keep = max(window * 2, RATE_WINDOW)
        with self._transaction() as cur:
            cur.execute(
                self._sql(
                    "INSERT INTO tiebreak_serve_seen (signature, key_id, seen_at) VALUES (?, ?, ?)"
                    " ON CONFLICT (signature) DO NOTHING"
                ),
                (signature, key_id, now),
            )
            if not cur.rowcount:  # type: ignore[attr-defined]
                return Admission.REPLAYED
            cur.execute(
                self._sql(
                    "SELECT COUNT(*) FROM tiebreak_serve_seen WHERE key_id = ? AND seen_at > ?"
                ),
                (key_id, now - RATE_WINDOW),
            )
            count = int(cur.fetchone()[0])  # type: ignore[attr-defined]
            # A signature is only worth keeping while its time is inside the window (and the
            # rate count needs a minute): older rows go as new ones arrive.
            cur.execute(
                self._sql("DELETE FROM tiebreak_serve_seen WHERE seen_at < ?"), (now - keep,)
            )
        return Admission.RATE_LIMITED if count > per_minute else Admission.OK

    def ping(self) -> bool:
        """True when the database answers."""
        try:
            with self._transaction() as cur:
                cur.execute("SELECT 1")
                cur.fetchone()  # type: ignore[attr-defined]
        except Exception:
            return False
        return True
