"""One server's links, unlinks and ``use`` one at a time (issue 29).

A link reads the server's keys and then takes a free one; an unlink deletes one and picks the
next active tournament. Two of them at once on two connections (two shards of the bot on one
PostgreSQL) both took the key each saw free, and one link was lost while its answer said it
was linked. Each now holds the server's lock until its transaction ends: a transaction-level
advisory lock in PostgreSQL, ``(GUILD_SPACE, the id folded to 32 bits)``: two keys, so apart
from the schema's one-key lock, and a first key of its own beside :mod:`bot.leases`' spaces (the
id's own high half could have met them). Two servers folding alike only wait for each other.
SQLite needs nothing, ``BEGIN IMMEDIATE`` already holds its only write lock.
"""

from __future__ import annotations

from bot.store_db import Database

__all__ = ["GUILD_SPACE", "lock_guild"]

GUILD_SPACE = 0x7462_0004
"""The first key of every server's lock (after :data:`bot.leases.COUNT_SPACE`)."""


def _int32(value: int) -> int:
    return value - (1 << 32) if value >= 1 << 31 else value


def lock_guild(db: Database, guild_id: int) -> None:
    """Hold server ``guild_id``'s lock until the current transaction ends."""
    if db.dialect == "postgresql":
        db.execute(
            "SELECT pg_advisory_xact_lock(CAST(? AS INTEGER), CAST(? AS INTEGER))",
            (GUILD_SPACE, _int32((guild_id ^ (guild_id >> 32)) & 0xFFFFFFFF)),
        )
