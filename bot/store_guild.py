"""One server's links, unlinks and ``use`` one at a time (issue 29), and the reads an answer
about them makes in the same transaction.

A link reads the server's keys and then takes a free one; an unlink deletes one and picks the
next active tournament. Two of them at once on two connections (two shards of the bot on one
PostgreSQL) both took the key each saw free, and one link was lost while its answer said it
was linked. Each now holds the server's lock until its transaction ends: a transaction-level
advisory lock in PostgreSQL (two 32-bit keys: apart from the schema's one-key lock); SQLite
needs nothing, ``BEGIN IMMEDIATE`` already holds its only write lock.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.store_db import Database

if TYPE_CHECKING:
    from bot.store import LinkedTournament, Store

__all__ = ["listing", "lock_guild", "unlinked"]


def _int32(value: int) -> int:
    return value - (1 << 32) if value >= 1 << 31 else value


def lock_guild(db: Database, guild_id: int) -> None:
    """Hold server ``guild_id``'s lock until the current transaction ends."""
    if db.dialect == "postgresql":
        db.execute(
            "SELECT pg_advisory_xact_lock(CAST(? AS INTEGER), CAST(? AS INTEGER))",
            (_int32((guild_id >> 32) & 0xFFFFFFFF), _int32(guild_id & 0xFFFFFFFF)),
        )


def unlinked(store: Store, guild_id: int, slug: str) -> tuple[LinkedTournament, str | None]:
    """:meth:`Store.unlink`, and the server's active tournament after it (its key, ``None``
    when none is left) read in the same transaction: the answer says what the store holds,
    whatever the server's other commands do at the same moment.

    :raises UnknownTournamentError: when it is not linked here.
    """

    def work() -> tuple[LinkedTournament, str | None]:
        found = store.unlink(guild_id, slug)  # joins this transaction, the lock held
        return found, store.guild(guild_id).active_slug

    return store.db.atomic(work)


def listing(store: Store, guild_id: int) -> tuple[list[LinkedTournament], str | None]:
    """Return the server's tournaments and its active tournament's key, read together (the
    server's lock held: no link or unlink between the two)."""

    def work() -> tuple[list[LinkedTournament], str | None]:
        lock_guild(store.db, guild_id)
        return store.tournaments(guild_id), store.guild(guild_id).active_slug

    return store.db.atomic(work)
