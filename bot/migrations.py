"""The store's schema, versioned: an ordered list of migrations, each applied once.

``tiebreak_schema_version`` holds one row per applied migration; the database's version is the
highest. :func:`migrate` runs at every (re)connection: it applies the missing migrations in
order, each in its own transaction together with its row, so a failure leaves the database at
the previous version. Processes starting together take turns (PostgreSQL: an advisory lock;
SQLite: its write lock).

Version 0 is a database from before the versions: the tables of migration 1 may already be
there (created by ``CREATE TABLE IF NOT EXISTS`` at every start), without the version table.
Migration 1 is exactly that schema, written with ``IF NOT EXISTS``, so it adopts such a
database as it is and creates the tables in an empty one (the only earlier schema lacked
``tiebreak_meta``, which it then adds).

To change the schema, append a migration with the next number; never edit a released one
(databases that already ran it would not see the change). Statements are portable SQL
(SQLite and PostgreSQL), or the migration names its dialect-specific statements.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

from bot.store_db import Database
from bot.store_url import StoreError, reason

VERSION_TABLE = "tiebreak_schema_version"
LOCK_KEY = 0x7469656272656B  # "tiebrek": the advisory lock the migrating processes share


@dataclass(frozen=True, slots=True)
class Migration:
    """One step of the schema: its version, what it does, and its statements.

    ``statements`` run on both databases; ``sqlite`` and ``postgresql`` (when given) run
    instead of them on that database.
    """

    version: int
    description: str
    statements: tuple[str, ...]
    sqlite: tuple[str, ...] | None = field(default=None)
    postgresql: tuple[str, ...] | None = field(default=None)

    def statements_for(self, dialect: str) -> tuple[str, ...]:
        """Return the statements to run on ``dialect`` (``sqlite`` or ``postgresql``)."""
        own = self.sqlite if dialect == "sqlite" else self.postgresql
        return self.statements if own is None else own


MIGRATIONS: tuple[Migration, ...] = (
    Migration(
        1,
        "servers, linked tournaments and bot-wide values",
        (
            """CREATE TABLE IF NOT EXISTS tiebreak_guilds (
            guild_id BIGINT PRIMARY KEY,
            active_slug TEXT,
            organiser_role_id BIGINT
        )""",
            """CREATE TABLE IF NOT EXISTS tiebreak_tournaments (
            guild_id BIGINT NOT NULL,
            slug TEXT NOT NULL,
            name TEXT NOT NULL,
            kind TEXT NOT NULL,
            source TEXT NOT NULL,
            content TEXT,
            rules TEXT,
            tb_order TEXT,
            snapshot TEXT,
            revision BIGINT NOT NULL DEFAULT 1,
            linked_at TEXT NOT NULL,
            synced_at TEXT,
            PRIMARY KEY (guild_id, slug)
        )""",
            """CREATE TABLE IF NOT EXISTS tiebreak_meta (
            meta_key TEXT PRIMARY KEY,
            meta_value TEXT NOT NULL
        )""",
        ),
    ),
    Migration(
        2,
        "a prize list per linked tournament",
        (
            "ALTER TABLE tiebreak_tournaments ADD COLUMN prizes TEXT",
            "ALTER TABLE tiebreak_tournaments ADD COLUMN prizes_source TEXT",
        ),
    ),
    Migration(
        3,
        "live standings messages and the write-back setting",
        (
            """CREATE TABLE tiebreak_live (
            guild_id BIGINT NOT NULL,
            slug TEXT NOT NULL,
            channel_id BIGINT NOT NULL,
            message_id BIGINT,
            lang TEXT NOT NULL,
            last_round BIGINT NOT NULL DEFAULT 0,
            content_hash TEXT,
            polled_at DOUBLE PRECISION,
            started_at TEXT NOT NULL,
            PRIMARY KEY (guild_id, slug)
        )""",
            "ALTER TABLE tiebreak_tournaments ADD COLUMN write_back BIGINT NOT NULL DEFAULT 0",
        ),
    ),
    Migration(
        4,
        "gateway sessions handed from a stopping process to the next (bot.handover)",
        (
            """CREATE TABLE tiebreak_handover (
            shard_id BIGINT NOT NULL,
            shard_count BIGINT NOT NULL,
            session_id TEXT NOT NULL,
            sequence BIGINT NOT NULL,
            resume_url TEXT NOT NULL,
            guild_ids TEXT NOT NULL,
            written_at DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (shard_id, shard_count)
        )""",
        ),
    ),
)

_VERSION_DDL = f"""CREATE TABLE IF NOT EXISTS {VERSION_TABLE} (
    version BIGINT PRIMARY KEY,
    description TEXT NOT NULL,
    applied_at TEXT NOT NULL
)"""


def latest_version(migrations: Sequence[Migration] = MIGRATIONS) -> int:
    """Return the version a database has once every migration ran (0 for none)."""
    return migrations[-1].version if migrations else 0


def check_order(migrations: Sequence[Migration]) -> None:
    """Check that the versions are 1, 2, 3, ... in order.

    :raises ValueError: naming the first one out of place (a programming error).
    """
    for expected, m in enumerate(migrations, start=1):
        if m.version != expected:
            raise ValueError(
                f"migration {m.description!r} has version {m.version}, expected {expected}"
            )


def current_version(db: Database) -> int:
    """Return the database's schema version (0: no version table, before the versions)."""
    if not db.table_exists(VERSION_TABLE):
        return 0
    rows = db.execute(f"SELECT MAX(version) FROM {VERSION_TABLE}")
    return int(rows[0][0]) if rows and rows[0][0] is not None else 0


def _step(db: Database, migrations: Sequence[Migration]) -> int | None:
    """Apply the next missing migration; return its version, or ``None`` when up to date.

    Runs inside the caller's transaction, after taking the schema lock, so the version read
    here is still true when the migration is recorded.
    """
    db.lock_schema(LOCK_KEY)
    version = current_version(db)
    latest = latest_version(migrations)
    if version > latest:
        raise StoreError(
            f"the database {db.display_url} has schema version {version}, newer than this "
            f"version of the bot knows ({latest}): upgrade the bot, or point DATABASE_URL at "
            "another database"
        )
    if version == latest:
        return None
    m = migrations[version]  # versions are 1..n in order: index `version` is the next one
    db.execute(_VERSION_DDL)
    try:
        for statement in m.statements_for(db.dialect):
            db.execute(statement)
    except Exception as err:  # rolled back with the transaction
        raise StoreError(
            f"could not migrate the database {db.display_url} to schema version {m.version} "
            f"({m.description}): {reason(err, db.url)}"
        ) from None
    db.execute(
        f"INSERT INTO {VERSION_TABLE} (version, description, applied_at) VALUES (?, ?, ?)",
        (m.version, m.description, datetime.now(UTC).isoformat(timespec="seconds")),
    )
    return m.version


def migrate(db: Database, migrations: Sequence[Migration] = MIGRATIONS) -> int:
    """Bring the database to the latest version and return it; a no-op when it is there.

    :raises StoreError: when the database is newer than ``migrations`` know, or a migration
        fails (it is rolled back; the database stays at the version before it).
    """
    check_order(migrations)
    while True:
        try:
            applied = db.atomic(lambda: _step(db, migrations))
        except StoreError:
            raise
        except Exception as err:
            raise StoreError(
                f"could not check the schema version of {db.display_url}: {reason(err, db.url)}"
            ) from None
        if applied is None:
            return latest_version(migrations)
