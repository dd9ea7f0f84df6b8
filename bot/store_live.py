"""The store's live standings messages (``/tournament live``): one row per live tournament.

A row says where the live message is (channel, message), in which language it is written,
the last complete round announced, the hash of the content last shown, and when its source
was last read. Several bot processes may run the same shard for a while (a deploy, a
restart) or share one PostgreSQL database: every change that must happen once is a single
conditional statement, so exactly one process wins it:

- :meth:`LiveStore.claim_poll` is the lease on reading the source: an ``UPDATE`` that sets
  ``polled_at`` only when the last read is older than the interval, ``RETURNING`` the row
  when it did (SQLite 3.35+ and PostgreSQL both have ``RETURNING``). Under PostgreSQL's
  READ COMMITTED a second process's ``UPDATE`` of the same row waits for the first one and
  then re-checks the condition, which is false by then.
- :meth:`LiveStore.swap_hash` and :meth:`LiveStore.swap_round` are compare-and-set: the
  process that moves the value from what it saw to the new one edits or posts; the other
  one sees no row come back and does nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from bot.store_db import Database

_COLUMNS = "guild_id, slug, channel_id, message_id, lang, last_round, content_hash, polled_at"


@dataclass(frozen=True, slots=True)
class LiveState:
    """One live tournament: where its message is and what it last showed."""

    guild_id: int
    slug: str
    channel_id: int
    message_id: int | None
    lang: str
    last_round: int
    """The last complete round announced (or there when live started)."""
    content_hash: str | None
    """The hash of the embeds the message shows now (``None``: show it again)."""
    polled_at: float | None
    """When the source was last read (seconds since the epoch), ``None``: never."""


@dataclass(frozen=True, slots=True)
class LiveTarget:
    """A live tournament with the kind of its source (``sheet``, ``lichess``, ``file``)."""

    state: LiveState
    kind: str | None


def _state(r: tuple[Any, ...]) -> LiveState:
    return LiveState(
        guild_id=int(r[0]),
        slug=str(r[1]),
        channel_id=int(r[2]),
        message_id=int(r[3]) if r[3] is not None else None,
        lang=str(r[4]),
        last_round=int(r[5]),
        content_hash=r[6],
        polled_at=float(r[7]) if r[7] is not None else None,
    )


class LiveStore:
    """The ``tiebreak_live`` table: every method is one statement."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def start(
        self,
        guild_id: int,
        slug: str,
        *,
        channel_id: int,
        message_id: int,
        lang: str,
        last_round: int,
        content_hash: str,
        polled_at: float | None = None,
    ) -> LiveState:
        """Make ``slug`` live in a channel (again: the new message replaces the old one)."""
        self.db.execute(
            f"INSERT INTO tiebreak_live ({_COLUMNS}, started_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (guild_id, slug) DO UPDATE SET channel_id = excluded.channel_id, "
            "message_id = excluded.message_id, lang = excluded.lang, "
            "last_round = excluded.last_round, content_hash = excluded.content_hash, "
            "polled_at = excluded.polled_at, started_at = excluded.started_at",
            (
                guild_id,
                slug,
                channel_id,
                message_id,
                lang,
                last_round,
                content_hash,
                polled_at,
                datetime.now(UTC).isoformat(timespec="seconds"),
            ),
        )
        found = self.get(guild_id, slug)
        assert found is not None
        return found

    def stop(self, guild_id: int, slug: str) -> LiveState | None:
        """Stop a live tournament; return what it was (``None``: it was not live)."""
        rows = self.db.execute(
            f"DELETE FROM tiebreak_live WHERE guild_id = ? AND slug = ? RETURNING {_COLUMNS}",
            (guild_id, slug),
        )
        return _state(rows[0]) if rows else None

    def get(self, guild_id: int, slug: str) -> LiveState | None:
        """Return the live state of one tournament, or ``None``."""
        rows = self.db.execute(
            f"SELECT {_COLUMNS} FROM tiebreak_live WHERE guild_id = ? AND slug = ?",
            (guild_id, slug),
        )
        return _state(rows[0]) if rows else None

    def all(self) -> list[LiveState]:
        """Return every live tournament of every server (each shard keeps its own)."""
        rows = self.db.execute(f"SELECT {_COLUMNS} FROM tiebreak_live ORDER BY guild_id, slug")
        return [_state(r) for r in rows]

    def for_shards(
        self, shard_ids: Sequence[int] | None, shard_count: int | None
    ) -> list[LiveTarget]:
        """Return the live tournaments of the servers on these shards (Discord's formula,
        :func:`bot.shards.shard_of`, in SQL: each process reads only its own rows), each with
        its source's kind (``None``: the tournament was unlinked; polling it stops it)."""
        cols = ", ".join(f"l.{c.strip()}" for c in _COLUMNS.split(","))
        sql = (
            f"SELECT {cols}, t.kind FROM tiebreak_live l LEFT JOIN tiebreak_tournaments t "
            "ON t.guild_id = l.guild_id AND t.slug = l.slug"
        )
        params: tuple[int, ...] = ()
        if shard_count and shard_ids is not None:
            marks = ", ".join("?" for _ in shard_ids)
            mod = "%%" if self.db.dialect == "postgresql" else "%"  # psycopg's % is a placeholder
            sql += f" WHERE (l.guild_id >> 22) {mod} ? IN ({marks})"
            params = (shard_count, *shard_ids)
        rows = self.db.execute(sql + " ORDER BY l.guild_id, l.slug", params)
        return [LiveTarget(_state(r[:8]), None if r[8] is None else str(r[8])) for r in rows]

    def claim_poll(self, guild_id: int, slug: str, *, now: float, every: float) -> bool:
        """Take the right to read the source now: true for one process per ``every`` seconds
        (the one whose statement sets ``polled_at`` first)."""
        rows = self.db.execute(
            "UPDATE tiebreak_live SET polled_at = ? WHERE guild_id = ? AND slug = ? "
            "AND (polled_at IS NULL OR polled_at <= ?) RETURNING slug",
            (now, guild_id, slug, now - every),
        )
        return bool(rows)

    def swap_hash(self, guild_id: int, slug: str, old: str | None, new: str | None) -> bool:
        """Set the shown content's hash from ``old`` to ``new``; false when another process
        changed it first (it edits the message, this one does not)."""
        seen, params = ("content_hash IS NULL", ()) if old is None else ("content_hash = ?", (old,))
        rows = self.db.execute(
            "UPDATE tiebreak_live SET content_hash = ? WHERE guild_id = ? AND slug = ? "
            f"AND {seen} RETURNING slug",
            (new, guild_id, slug, *params),
        )
        return bool(rows)

    def swap_round(self, guild_id: int, slug: str, old: int, new: int) -> bool:
        """Set the last announced round from ``old`` to ``new``; false when another process
        did first (it posts "Round N complete", this one does not)."""
        rows = self.db.execute(
            "UPDATE tiebreak_live SET last_round = ? WHERE guild_id = ? AND slug = ? "
            "AND last_round = ? RETURNING slug",
            (new, guild_id, slug, old),
        )
        return bool(rows)

    def set_message(self, guild_id: int, slug: str, message_id: int, content_hash: str) -> None:
        """Point the row at a new message (the old one was deleted in Discord)."""
        self.db.execute(
            "UPDATE tiebreak_live SET message_id = ?, content_hash = ? "
            "WHERE guild_id = ? AND slug = ?",
            (message_id, content_hash, guild_id, slug),
        )


__all__ = ["LiveState", "LiveStore", "LiveTarget"]
