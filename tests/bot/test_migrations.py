"""The store's versioned schema, on SQLite and on PostgreSQL (``store_url`` runs both)."""

from __future__ import annotations

import doctest
import threading
from collections.abc import Iterator

import pytest

import bot.store_url
from bot.migrations import (
    MIGRATIONS,
    VERSION_TABLE,
    Migration,
    check_order,
    current_version,
    latest_version,
    migrate,
)
from bot.store import SourceKind, Store, StoreError
from bot.store_db import Database

G = 111
LICHESS = "https://lichess.org/swiss/j8rtJ5GL"

# The schema as the bot created it before the versions (every start ran these), verbatim.
LEGACY_DDL = (
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
)
TABLES = (
    "tiebreak_tournaments",
    "tiebreak_guilds",
    "tiebreak_meta",
    "tiebreak_live",
    "tiebreak_handover",
    VERSION_TABLE,
    "tiebreak_extra",
    "tiebreak_sqlite_only",
    "tiebreak_pg_only",
)


def raw(url: str) -> Database:
    """Return a bare connection: no migrations run."""
    return Database(url)


def drop_tables(url: str) -> None:
    db = raw(url)
    for table in TABLES:
        db.execute(f"DROP TABLE IF EXISTS {table}")
    db.close()


@pytest.fixture
def empty_url(store_url: str) -> Iterator[str]:
    """Return the URL of a database without any of the bot's tables (dropped again after)."""
    drop_tables(store_url)
    yield store_url
    drop_tables(store_url)  # the next test's store must not meet a version from the future


def version_rows(url: str) -> list[tuple[int, str, str]]:
    db = raw(url)
    try:
        rows = db.execute(
            f"SELECT version, description, applied_at FROM {VERSION_TABLE} ORDER BY version"
        )
        return [(int(v), str(d), str(a)) for v, d, a in rows]
    finally:
        db.close()


def test_fresh_database_gets_the_latest_version(empty_url: str) -> None:
    store = Store(empty_url)
    try:
        assert current_version(store.db) == latest_version() == len(MIGRATIONS)
        assert [v for v, _, _ in version_rows(empty_url)] == [m.version for m in MIGRATIONS]
        store.link(G, name="A", kind=SourceKind.LICHESS, source=LICHESS, snapshot="{}")
        assert store.active(G) is not None
    finally:
        store.close()


def test_database_from_before_the_versions_is_upgraded_without_losing_rows(empty_url: str) -> None:
    db = raw(empty_url)
    for statement in LEGACY_DDL:
        db.execute(statement)
    db.execute(
        "INSERT INTO tiebreak_tournaments (guild_id, slug, name, kind, source, content, "
        "rules, tb_order, snapshot, revision, linked_at, synced_at) "
        "VALUES (?, 'open', 'Open', 'lichess', ?, NULL, 'fide-2024', 'BH-C1,SB', '{}', "
        "7, '2026-01-01T10:00:00+00:00', NULL)",
        (G, LICHESS),
    )
    db.execute(
        "INSERT INTO tiebreak_guilds (guild_id, active_slug, organiser_role_id) "
        "VALUES (?, 'open', 42)",
        (G,),
    )
    db.execute("INSERT INTO tiebreak_meta (meta_key, meta_value) VALUES ('commands', 'h1')")
    assert current_version(db) == 0
    db.close()

    store = Store(empty_url)
    try:
        assert current_version(store.db) == latest_version()
        found = store.active(G)
        assert found is not None
        assert (found.slug, found.rules, found.order, found.revision) == (
            "open",
            "fide-2024",
            ("BH-C1", "SB"),
            7,
        )
        assert store.guild(G).organiser_role_id == 42
        assert store.get_meta("commands") == "h1"
        revision = store.update_snapshot(G, "open", snapshot="{}", name="Open").revision
        # Above every stored revision: the next one (SQLite's counter), or a sequence's next
        # value (PostgreSQL's, which earlier tests on this server may have moved on).
        assert revision == 8 if store.dialect == "sqlite" else revision > 7
    finally:
        store.close()


def test_opening_twice_is_a_no_op(empty_url: str) -> None:
    first = Store(empty_url)
    first.link(G, name="A", kind=SourceKind.LICHESS, source=LICHESS, snapshot="{}")
    before = version_rows(empty_url)
    second = Store(empty_url)
    try:
        assert version_rows(empty_url) == before  # nothing applied or recorded again
        assert migrate(second.db) == latest_version()
        assert version_rows(empty_url) == before
        assert [t.slug for t in second.tournaments(G)] == ["a"]
    finally:
        first.close()
        second.close()


def test_database_newer_than_the_code_is_refused(empty_url: str) -> None:
    Store(empty_url).close()
    newer = latest_version() + 1
    db = raw(empty_url)
    db.execute(
        f"INSERT INTO {VERSION_TABLE} (version, description, applied_at) "
        "VALUES (?, 'from a later bot', '2030-01-01T00:00:00+00:00')",
        (newer,),
    )
    db.close()
    with pytest.raises(StoreError) as err:
        Store(empty_url)
    assert (
        f"has schema version {newer}, newer than this version of the bot knows "
        f"({latest_version()}): upgrade the bot" in str(err.value)
    )


def test_a_later_migration_is_applied_once_and_keeps_the_rows(empty_url: str) -> None:
    store = Store(empty_url)
    store.link(G, name="A", kind=SourceKind.LICHESS, source=LICHESS, snapshot="{}")
    store.close()
    extended = (
        *MIGRATIONS,
        Migration(
            len(MIGRATIONS) + 1,
            "tournament notes",
            (
                "ALTER TABLE tiebreak_tournaments ADD COLUMN note TEXT",
                "UPDATE tiebreak_tournaments SET note = 'from ' || slug",
            ),
        ),
    )
    db = Database(empty_url, on_connect=lambda d: migrate(d, extended))
    try:
        assert current_version(db) == len(extended)
        assert db.execute("SELECT slug, note FROM tiebreak_tournaments") == [("a", "from a")]
        assert migrate(db, extended) == len(extended)  # again: nothing to do
        assert db.execute("SELECT slug, note FROM tiebreak_tournaments") == [("a", "from a")]
        assert [v for v, _, _ in version_rows(empty_url)] == list(range(1, len(extended) + 1))
    finally:
        db.close()


def test_a_failing_migration_is_rolled_back_whole(empty_url: str) -> None:
    Store(empty_url).close()
    broken = (
        *MIGRATIONS,
        Migration(
            len(MIGRATIONS) + 1,
            "an extra table",
            (
                "CREATE TABLE tiebreak_extra (x TEXT)",
                "ALTER TABLE tiebreak_no_such_table ADD COLUMN y TEXT",
            ),
        ),
    )
    with pytest.raises(StoreError, match=rf"to schema version {len(broken)} \(an extra table\)"):
        Database(empty_url, on_connect=lambda d: migrate(d, broken))
    db = raw(empty_url)
    try:
        assert current_version(db) == len(MIGRATIONS)
        assert not db.table_exists("tiebreak_extra")  # its first statement was undone too
    finally:
        db.close()


def test_dialect_specific_statements(empty_url: str) -> None:
    own = (
        *MIGRATIONS,
        Migration(
            len(MIGRATIONS) + 1,
            "one table per dialect",
            ("CREATE TABLE tiebreak_extra (x TEXT)",),
            sqlite=("CREATE TABLE tiebreak_sqlite_only (x TEXT)",),
            postgresql=("CREATE TABLE tiebreak_pg_only (x TEXT)",),
        ),
    )
    db = Database(empty_url, on_connect=lambda d: migrate(d, own))
    try:
        assert db.table_exists("tiebreak_sqlite_only") == (db.dialect == "sqlite")
        assert db.table_exists("tiebreak_pg_only") == (db.dialect == "postgresql")
        assert not db.table_exists("tiebreak_extra")
    finally:
        db.close()


def test_processes_starting_together_migrate_once(empty_url: str) -> None:
    barrier = threading.Barrier(4)
    errors: list[BaseException] = []
    stores: list[Store] = []

    def start() -> None:
        barrier.wait()
        try:
            stores.append(Store(empty_url))
        except BaseException as err:  # collected: the assertion below names it
            errors.append(err)

    threads = [threading.Thread(target=start) for _ in range(4)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    for s in stores:
        s.close()
    assert errors == []
    assert [v for v, _, _ in version_rows(empty_url)] == [m.version for m in MIGRATIONS]


def test_migrations_are_numbered_one_two_three() -> None:
    check_order(MIGRATIONS)
    with pytest.raises(ValueError, match="has version 3, expected 2"):
        check_order((*MIGRATIONS[:1], Migration(3, "skips two", ())))


def test_mask_url_examples() -> None:
    result = doctest.testmod(bot.store_url)
    assert result.attempted >= 2 and result.failed == 0
    from bot.store_url import mask_url

    assert mask_url("postgres://u:p@ss@host/db") == "postgres://u:***@host/db"
    assert mask_url("postgresql://u@host/db") == "postgresql://u@host/db"


def test_version_1_database_gets_the_prize_lists_and_keeps_its_rows(empty_url: str) -> None:
    # A database the bot of migration 1 made, with a tournament in it.
    db = Database(empty_url, on_connect=lambda d: migrate(d, MIGRATIONS[:1]))
    db.execute(
        "INSERT INTO tiebreak_tournaments (guild_id, slug, name, kind, source, content, "
        "rules, tb_order, snapshot, revision, linked_at, synced_at) "
        "VALUES (?, 'open', 'Open', 'lichess', ?, NULL, NULL, NULL, '{}', 3, "
        "'2026-01-01T10:00:00+00:00', NULL)",
        (G, LICHESS),
    )
    assert current_version(db) == 1
    db.close()

    store = Store(empty_url)
    try:
        assert current_version(store.db) == latest_version()
        assert [d for v, d, _ in version_rows(empty_url) if v == 2] == [
            "a prize list per linked tournament"
        ]
        found = store.require(G, "open")
        assert (found.revision, found.prizes, found.prizes_source) == (3, None, None)
        text = '{"categories": [{"id": "open", "places": [{"money": 100}]}]}'
        got = store.set_prizes(G, "open", prizes=text, source="prizes.json")
        assert (got.prizes, got.prizes_source) == (text, "prizes.json")
        assert got.revision == 4 if store.dialect == "sqlite" else got.revision > 3
        again = store.link(
            G, name="Open", kind=SourceKind.LICHESS, source=LICHESS, snapshot="{}"
        )  # a new read of the same source keeps the list
        assert (again.slug, again.prizes, again.prizes_source) == ("open", text, "prizes.json")
        assert store.active(G) == again
        cleared = store.set_prizes(G, "open", prizes=None, source=None)
        assert cleared.prizes is None
    finally:
        store.close()
