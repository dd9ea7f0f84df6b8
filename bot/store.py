"""Per-server state of the bot: linked tournaments, the active one, settings, snapshots.

This module is the repository: the bot's queries, written once with ``?`` placeholders and
portable statements (``INSERT ... ON CONFLICT ... DO UPDATE`` exists in both SQLite and
PostgreSQL). The connection, the dialects and the recovery after a lost connection are in
:mod:`bot.store_db`; the versioned schema is in :mod:`bot.migrations`, applied when the store
opens and again after every reconnection. Several bot processes (one per shard) open their
own :class:`Store` on one PostgreSQL database and see the same state: the store keeps no
cache, and every change is one statement or one transaction.

The store is synchronous (DB-API); the bot calls it through ``asyncio.to_thread``.
"""

from __future__ import annotations

import enum
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from bot.errors import UnknownTournamentError
from bot.migrations import migrate
from bot.store_db import Database
from bot.store_guild import lock_guild
from bot.store_live import LiveState, LiveStore
from bot.store_url import StoreError, StoreTimeoutError, StoreURLError
from core.tiebreaks.registry import split_order

__all__ = [
    "GuildState",
    "LinkedTournament",
    "LiveState",
    "SourceKind",
    "Store",
    "StoreError",
    "StoreTimeoutError",
    "StoreURLError",
    "slugify",
]


class SourceKind(enum.Enum):
    """Where a linked tournament's results come from."""

    SHEET = "sheet"
    LICHESS = "lichess"
    FILE = "file"


@dataclass(frozen=True, slots=True)
class LinkedTournament:
    """One tournament linked on one server.

    ``source`` is the sheet or lichess URL, or the uploaded file's name; ``content`` holds the
    uploaded file's text (``None`` for URLs). ``snapshot`` is the last successful read as
    tournament JSON text (``tiebreak-tournament/1``). ``revision`` grows with every change of
    the snapshot or the settings, so a cache keyed by it never serves stale standings.
    """

    guild_id: int
    slug: str
    name: str
    kind: SourceKind
    source: str
    content: str | None
    rules: str | None
    order: tuple[str, ...] | None
    snapshot: str | None
    revision: int
    linked_at: str
    synced_at: str | None
    prizes: str | None = None
    """The prize list (``tiebreak-prizes/1`` JSON text) an organiser set, or ``None``."""
    prizes_source: str | None = None
    """The name of the file the prize list came from."""
    write_back: bool = False
    """Whether a live sheet is also synced back (``/tournament settings write_back:on``)."""


@dataclass(frozen=True, slots=True)
class GuildState:
    """A server's own settings: the active tournament and the organiser role."""

    guild_id: int
    active_slug: str | None = None
    organiser_role_id: int | None = None


_COLUMNS = (
    "guild_id, slug, name, kind, source, content, rules, tb_order, snapshot, revision, "
    "linked_at, synced_at, prizes, prizes_source, write_back"
)


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def slugify(name: str) -> str:
    """Return a short key for a tournament name: lower case, ASCII, words joined by ``-``.

    >>> slugify("Club Swiss, Novémber 2026!")
    'club-swiss-november-2026'
    """
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")
    return slug[:32].rstrip("-") or "tournament"


def _key_for(taken: dict[str, str], base: str, kind: SourceKind, source: str) -> str:
    """Return the key a link of ``source`` takes among ``taken`` (key -> source): the same
    URL's (a re-link), else the first of ``base``, ``base-2``, ... free or of that file."""
    same_source = [s for s, src in taken.items() if src == source and kind != SourceKind.FILE]
    if same_source:
        return same_source[0]
    key, n = base, 1
    while key in taken and taken[key] != source:
        n += 1
        key = f"{base}-{n}"
    return key


def _row(r: tuple[Any, ...]) -> LinkedTournament:
    order = tuple(split_order(r[7])) if r[7] else None  # TURCAS(A,B,C,D) is one code
    return LinkedTournament(
        guild_id=int(r[0]),
        slug=r[1],
        name=r[2],
        kind=SourceKind(r[3]),
        source=r[4],
        content=r[5],
        rules=r[6],
        order=order,
        snapshot=r[8],
        revision=int(r[9]),
        linked_at=r[10],
        synced_at=r[11],
        prizes=r[12],
        prizes_source=r[13],
        write_back=bool(r[14]),
    )


class Store:
    """The bot's state, per server (guild). Every method is one short database round trip."""

    def __init__(self, url: str, *, timeout: float | None = None) -> None:
        """Open the database at ``url`` and bring its schema to the latest version.

        ``timeout``: the seconds a statement may take (default ``TIEBREAK_DB_TIMEOUT`` or
        :data:`bot.store_db.STATEMENT_TIMEOUT_S`), then :class:`StoreTimeoutError`.

        :raises StoreError: for an unknown URL scheme, a database that cannot be reached or
            opened, or a schema newer than this code knows (the password masked).
        """
        self.db = Database(url, on_connect=migrate, timeout=timeout)
        self.live = LiveStore(self.db)
        """The live standings messages (:mod:`bot.store_live`)."""

    @property
    def dialect(self) -> str:
        """Return ``sqlite`` or ``postgresql``."""
        return self.db.dialect

    def close(self) -> None:
        """Close the database connection."""
        self.db.close()

    # -- bot-wide values (the hash of the last command sync) ---------------------------------

    def get_meta(self, key: str) -> str | None:
        """Return a bot-wide value, or ``None``."""
        rows = self.db.execute("SELECT meta_value FROM tiebreak_meta WHERE meta_key = ?", (key,))
        return str(rows[0][0]) if rows else None

    def set_meta(self, key: str, value: str) -> None:
        """Set a bot-wide value."""
        self.db.execute(
            "INSERT INTO tiebreak_meta (meta_key, meta_value) VALUES (?, ?) "
            "ON CONFLICT (meta_key) DO UPDATE SET meta_value = excluded.meta_value",
            (key, value),
        )

    # -- server settings -------------------------------------------------------------------

    def guild(self, guild_id: int) -> GuildState:
        """Return the server's settings (defaults when it never changed any)."""
        rows = self.db.execute(
            "SELECT active_slug, organiser_role_id FROM tiebreak_guilds WHERE guild_id = ?",
            (guild_id,),
        )
        if not rows:
            return GuildState(guild_id)
        role = rows[0][1]
        return GuildState(guild_id, rows[0][0], int(role) if role is not None else None)

    def _set_active(self, guild_id: int, slug: str | None) -> None:
        self.db.execute(
            "INSERT INTO tiebreak_guilds (guild_id, active_slug) VALUES (?, ?) "
            "ON CONFLICT (guild_id) DO UPDATE SET active_slug = excluded.active_slug",
            (guild_id, slug),
        )

    def set_organiser_role(self, guild_id: int, role_id: int | None) -> None:
        """Set (or clear with ``None``) the role whose members may run organiser commands."""
        self.db.execute(
            "INSERT INTO tiebreak_guilds (guild_id, organiser_role_id) VALUES (?, ?) "
            "ON CONFLICT (guild_id) DO UPDATE SET organiser_role_id = excluded.organiser_role_id",
            (guild_id, role_id),
        )

    # -- tournaments -----------------------------------------------------------------------

    def link(
        self,
        guild_id: int,
        *,
        name: str,
        kind: SourceKind,
        source: str,
        snapshot: str,
        content: str | None = None,
        slug: str | None = None,
    ) -> LinkedTournament:
        """Link a tournament (or re-link the one with the same source) and make it active.

        The key is ``slug`` or one made from ``name``; a different tournament already under
        that key gets ``-2``, ``-3``, ... appended. Returns the stored tournament.
        """
        base = slug or slugify(name)
        now = _now()

        def work() -> LinkedTournament:
            lock_guild(self.db, guild_id)  # bot.store_guild
            rows = self.db.execute(
                "SELECT slug, source FROM tiebreak_tournaments WHERE guild_id = ?", (guild_id,)
            )
            taken: dict[str, str] = {str(r[0]): str(r[1]) for r in rows}
            key = _key_for(taken, base, kind, source)
            revision = self._next_revision()
            self.db.execute(
                f"INSERT INTO tiebreak_tournaments ({_COLUMNS}) "
                "VALUES (?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?, ?, ?, NULL, NULL, 0) "
                "ON CONFLICT (guild_id, slug) DO UPDATE SET name = excluded.name, "
                "kind = excluded.kind, source = excluded.source, content = excluded.content, "
                "snapshot = excluded.snapshot, synced_at = excluded.synced_at, "
                "revision = excluded.revision",
                (guild_id, key, name, kind.value, source, content, snapshot, revision, now, now),
            )
            self._set_active(guild_id, key)
            return self.require(guild_id, key)  # read in the transaction: what it stored

        return self.db.atomic(work)

    def replaced_by(
        self, guild_id: int, *, kind: SourceKind, source: str, name: str | None = None
    ) -> LinkedTournament | None:
        """Return the tournament a link of ``source`` would replace, ``None`` for a new one:
        with ``name``, the one under the key :meth:`link` takes; without (a file that could
        not be read has no name), the same URL's or the latest file of that name."""
        linked = self.tournaments(guild_id)
        taken = {t.slug: t.source for t in linked}
        if name is not None:
            key = _key_for(taken, slugify(name), kind, source)
            return next((t for t in linked if t.slug == key), None)
        same = [t for t in linked if t.source == source and t.kind is kind]
        return same[-1] if same else None

    def tournaments(self, guild_id: int) -> list[LinkedTournament]:
        """Return the server's linked tournaments, oldest link first."""
        rows = self.db.execute(
            f"SELECT {_COLUMNS} FROM tiebreak_tournaments WHERE guild_id = ? "
            "ORDER BY linked_at, slug",
            (guild_id,),
        )
        return [_row(r) for r in rows]

    def get(self, guild_id: int, slug: str) -> LinkedTournament | None:
        """Return the tournament linked under ``slug``, or ``None``."""
        rows = self.db.execute(
            f"SELECT {_COLUMNS} FROM tiebreak_tournaments WHERE guild_id = ? AND slug = ?",
            (guild_id, slug),
        )
        return _row(rows[0]) if rows else None

    def require(self, guild_id: int, slug: str) -> LinkedTournament:
        """Return the tournament linked under ``slug``.

        :raises UnknownTournamentError: naming the linked ones when there is none.
        """
        found = self.get(guild_id, slug)
        if found is None:
            raise UnknownTournamentError(slug, [t.slug for t in self.tournaments(guild_id)])
        return found

    def active(self, guild_id: int) -> LinkedTournament | None:
        """Return the server's active tournament, or ``None`` when none is linked."""
        rows = self.db.execute(
            f"SELECT {', '.join('t.' + c.strip() for c in _COLUMNS.split(','))} "
            "FROM tiebreak_guilds g JOIN tiebreak_tournaments t "
            "ON t.guild_id = g.guild_id AND t.slug = g.active_slug WHERE g.guild_id = ?",
            (guild_id,),
        )
        return _row(rows[0]) if rows else None

    def revision(self, guild_id: int, slug: str | None = None) -> tuple[str, int] | None:
        """Return ``(slug, revision)`` of the tournament ``slug`` names, or of the active one
        without ``slug``; ``None`` when there is none. Two small columns, not the snapshot
        (megabytes for a big event): the bot checks its cache with this on every command."""
        if slug:
            rows = self.db.execute(
                "SELECT slug, revision FROM tiebreak_tournaments WHERE guild_id = ? AND slug = ?",
                (guild_id, slug),
            )
        else:
            rows = self.db.execute(
                "SELECT t.slug, t.revision FROM tiebreak_guilds g JOIN tiebreak_tournaments t "
                "ON t.guild_id = g.guild_id AND t.slug = g.active_slug WHERE g.guild_id = ?",
                (guild_id,),
            )
        return (str(rows[0][0]), int(rows[0][1])) if rows else None

    def use(self, guild_id: int, slug: str) -> LinkedTournament:
        """Make ``slug`` the server's active tournament.

        :raises UnknownTournamentError: when it is not linked here.
        """

        def work() -> LinkedTournament:
            lock_guild(self.db, guild_id)  # bot.store_guild
            found = self.require(guild_id, slug)
            self._set_active(guild_id, slug)
            return found

        return self.db.atomic(work)

    def unlink(self, guild_id: int, slug: str) -> LinkedTournament:
        """Forget a linked tournament; if it was active, the most recent other one becomes so.

        :raises UnknownTournamentError: when it is not linked here.
        """

        def work() -> LinkedTournament:
            lock_guild(self.db, guild_id)
            found = self.require(guild_id, slug)
            for table in ("tiebreak_tournaments", "tiebreak_live"):
                self.db.execute(
                    f"DELETE FROM {table} WHERE guild_id = ? AND slug = ?", (guild_id, slug)
                )
            if self.guild(guild_id).active_slug == slug:
                rest = self.tournaments(guild_id)
                self._set_active(guild_id, rest[-1].slug if rest else None)
            return found

        return self.db.atomic(work)

    def set_settings(
        self, guild_id: int, slug: str, *, rules: str | None, order: Sequence[str] | None
    ) -> LinkedTournament:
        """Set the rule set and the tie-break order of one tournament (``None``: default).

        :raises UnknownTournamentError: when it is not linked here.
        """
        joined = ",".join(order) if order else None
        self._update(guild_id, slug, "rules = ?, tb_order = ?", (rules, joined))
        return self.require(guild_id, slug)

    def set_prizes(
        self, guild_id: int, slug: str, *, prizes: str | None, source: str | None
    ) -> LinkedTournament:
        """Set (or clear with ``None``) the prize list of one tournament: its JSON text and the
        name of the file it came from. A new link of the same source keeps it.

        :raises UnknownTournamentError: when it is not linked here.
        """
        self._update(guild_id, slug, "prizes = ?, prizes_source = ?", (prizes, source))
        return self.require(guild_id, slug)

    def set_write_back(self, guild_id: int, slug: str, on: bool) -> LinkedTournament:
        """Set whether a live sheet is synced back (the same sync as ``/sync``).

        :raises UnknownTournamentError: when it is not linked here.
        """
        self._update(guild_id, slug, "write_back = ?", (int(on),))
        return self.require(guild_id, slug)

    def update_snapshot(
        self, guild_id: int, slug: str, *, snapshot: str, name: str
    ) -> LinkedTournament:
        """Store a fresh read of the tournament (after ``/sync``).

        :raises UnknownTournamentError: when it is not linked here.
        """
        self._update(
            guild_id, slug, "snapshot = ?, name = ?, synced_at = ?", (snapshot, name, _now())
        )
        return self.require(guild_id, slug)

    def _next_revision(self) -> int:
        """Return a revision number never handed out before, for a change in the current
        transaction.

        One counter for the whole store, not one per row: unlinking deletes a row, and a new
        link under the same key would otherwise start again at 1 and meet the old
        tournament's standings cached at that revision (in this or another shard). Drawn
        from a sequence in PostgreSQL, which locks no row (:meth:`Database.next_revision`).
        """
        return self.db.next_revision()

    def _update(self, guild_id: int, slug: str, assignments: str, values: tuple[Any, ...]) -> None:
        """Set ``assignments`` (``column = ?, ...``) on one tournament and bump its revision.

        :raises UnknownTournamentError: when it is not linked here.
        """

        def work() -> None:
            self.require(guild_id, slug)
            # Drawn in the UPDATE itself (PostgreSQL: after the row's lock), so that of two
            # writers of one row the one that commits last has the higher revision.
            revision_sql, revision = self.db.revision_value()
            self.db.execute(
                f"UPDATE tiebreak_tournaments SET {assignments}, revision = {revision_sql} "
                "WHERE guild_id = ? AND slug = ?",
                (*values, *revision, guild_id, slug),
            )

        self.db.atomic(work)

    def clear_all(self) -> None:
        """Delete every row of the bot's tables (tests and a fresh start only)."""

        def work() -> None:
            for table in ("tournaments", "guilds", "meta", "live"):
                self.db.execute(f"DELETE FROM tiebreak_{table}")

        self.db.atomic(work)
