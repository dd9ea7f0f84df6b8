"""The bot's store, on SQLite and on PostgreSQL (same code path, both backends)."""

from __future__ import annotations

import threading

import pytest

from bot.errors import UnknownTournamentError
from bot.settings import SyncMode
from bot.store import GuildState, SourceKind, Store, StoreError, slugify
from tests.bot.botsample import tournament_text

G = 111
OTHER = 222
LICHESS = "https://lichess.org/swiss/j8rtJ5GL"


def test_empty_server_has_no_tournament(store: Store) -> None:
    assert store.active(G) is None
    assert store.tournaments(G) == []
    assert store.guild(G) == GuildState(G, None, None)


def test_link_makes_active_and_keeps_the_snapshot(store: Store) -> None:
    text = tournament_text()
    linked = store.link(
        G,
        name="Club Swiss, November",
        kind=SourceKind.FILE,
        source="club.json",
        content=text,
        snapshot=text,
    )
    assert linked.slug == "club-swiss-november"
    assert linked.snapshot == text and linked.content == text
    assert linked.kind is SourceKind.FILE
    assert store.active(G) == linked
    assert store.active(OTHER) is None


def test_second_link_with_same_name_gets_a_new_key(store: Store) -> None:
    a = store.link(G, name="Open", kind=SourceKind.LICHESS, source=LICHESS, snapshot="{}")
    b = store.link(
        G, name="Open", kind=SourceKind.FILE, source="open.trf", snapshot="{}", content="x"
    )
    assert (a.slug, b.slug) == ("open", "open-2")
    assert [t.slug for t in store.tournaments(G)] == ["open", "open-2"]
    assert store.active(G) is not None and store.active(G).slug == "open-2"  # type: ignore[union-attr]


def test_relinking_a_url_updates_in_place(store: Store) -> None:
    a = store.link(G, name="Open", kind=SourceKind.LICHESS, source=LICHESS, snapshot="{}")
    b = store.link(
        G, name="Open renamed", kind=SourceKind.LICHESS, source=LICHESS, snapshot='{"x": 1}'
    )
    assert a.slug == b.slug and b.revision == a.revision + 1
    assert len(store.tournaments(G)) == 1


def test_use_unlink_and_unknown_keys(store: Store) -> None:
    store.link(G, name="A", kind=SourceKind.FILE, source="a.json", snapshot="{}", content="")
    store.link(G, name="B", kind=SourceKind.FILE, source="b.json", snapshot="{}", content="")
    assert store.use(G, "a").slug == "a"
    assert store.active(G).slug == "a"  # type: ignore[union-attr]
    with pytest.raises(UnknownTournamentError) as err:
        store.use(G, "c")
    assert err.value.known == ["a", "b"]
    store.unlink(G, "a")
    assert store.active(G).slug == "b"  # type: ignore[union-attr]
    store.unlink(G, "b")
    assert store.active(G) is None
    with pytest.raises(UnknownTournamentError):
        store.unlink(G, "b")


def test_settings_and_snapshot_bump_the_revision(store: Store) -> None:
    t = store.link(G, name="A", kind=SourceKind.FILE, source="a.json", snapshot="{}", content="")
    s = store.set_settings(G, "a", rules="fide-2024", order=["BH-C1", "SB"])
    assert (s.rules, s.order, s.revision) == ("fide-2024", ("BH-C1", "SB"), t.revision + 1)
    u = store.update_snapshot(G, "a", snapshot='{"n": 2}', name="A2")
    assert (u.snapshot, u.name, u.revision) == ('{"n": 2}', "A2", t.revision + 2)
    assert u.synced_at is not None
    cleared = store.set_settings(G, "a", rules=None, order=None)
    assert (cleared.rules, cleared.order) == (None, None)
    with pytest.raises(UnknownTournamentError):
        store.set_settings(G, "zz", rules=None, order=None)


def test_revision_reads_the_active_or_named_tournament(store: Store) -> None:
    assert store.revision(G) is None and store.revision(G, "nope") is None
    text = tournament_text()
    a = store.link(G, name="A", kind=SourceKind.FILE, source="a.json", content=text, snapshot=text)
    b = store.link(G, name="B", kind=SourceKind.FILE, source="b.json", content=text, snapshot=text)
    assert store.revision(G) == (b.slug, b.revision)  # the last link is the active one
    store.set_settings(G, a.slug, rules="uscf", order=None)
    assert store.revision(G, a.slug) == (a.slug, b.revision + 1)  # one counter for the store
    assert store.revision(OTHER) is None and store.revision(G, "nope") is None


def test_a_key_linked_again_after_unlink_never_repeats_a_revision(store: Store) -> None:
    """The bot caches standings by (key, revision): a new tournament under a key unlinked
    before must not come back at a revision the old one had."""
    seen = set()
    for n in range(3):
        t = store.link(G, name="A", kind=SourceKind.FILE, source=f"{n}.json", snapshot="{}")
        seen.add(t.revision)
        seen.add(store.set_settings(G, "a", rules="uscf", order=None).revision)
        store.unlink(G, "a")
    assert len(seen) == 6


def test_organiser_role(store: Store) -> None:
    store.set_organiser_role(G, 999)
    assert store.guild(G).organiser_role_id == 999
    store.link(G, name="A", kind=SourceKind.FILE, source="a.json", snapshot="{}", content="")
    assert store.guild(G) == GuildState(G, "a", 999)
    store.set_organiser_role(G, None)
    assert store.guild(G).organiser_role_id is None


def test_two_processes_share_one_database(store_url: str) -> None:
    """Two store instances (two shard processes) see each other's changes at once."""
    shard0, shard1 = Store(store_url), Store(store_url)
    try:
        shard0.link(G, name="A", kind=SourceKind.LICHESS, source=LICHESS, snapshot="{}")
        assert shard1.active(G) is not None and shard1.active(G).slug == "a"  # type: ignore[union-attr]
        shard1.set_settings(G, "a", rules="uscf", order=["MM"])
        assert shard0.require(G, "a").rules == "uscf"
        shard1.unlink(G, "a")
        assert shard0.active(G) is None
    finally:
        shard0.close()
        shard1.close()


def test_concurrent_updates_from_threads_are_all_counted(store: Store) -> None:
    t = store.link(G, name="A", kind=SourceKind.FILE, source="a.json", snapshot="{}", content="")

    def bump() -> None:
        for _ in range(10):
            store.update_snapshot(G, "a", snapshot="{}", name="A")

    threads = [threading.Thread(target=bump) for _ in range(4)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    # Forty changes committed one after another on the row, each with a higher revision
    # than the one before (PostgreSQL draws it from a sequence once the row is locked; a
    # writer that waited for the lock draws again, so numbers may be skipped).
    final = store.require(G, "a").revision
    assert final == t.revision + 40 if store.dialect == "sqlite" else final >= t.revision + 40


def test_database_url_must_be_known() -> None:
    with pytest.raises(StoreError, match="postgresql://") as err:
        Store("mysql://x")
    assert isinstance(err.value, ValueError)  # callers that catch ValueError keep working


def test_slugify() -> None:
    assert slugify("Élite  Open — Round 3") == "elite-open-round-3"
    assert slugify("!!!") == "tournament"


def test_settings_from_environment() -> None:
    from bot.settings import Settings, SettingsError
    from bot.shards import ShardPlan

    s = Settings.from_env(
        {
            "DISCORD_TOKEN": " t ",
            "DATABASE_URL": "postgresql://x/y",
            "TIEBREAK_SHARD_ID": "1",
            "TIEBREAK_SHARD_COUNT": "4",
            "TIEBREAK_TEST_GUILD": "42",
            "TIEBREAK_SYNC_COMMANDS": "Never",
        }
    )
    assert (s.token, s.database, s.shards, s.test_guild_id, s.sync_commands) == (
        "t",
        "postgresql://x/y",
        ShardPlan((1,), 4),
        42,
        SyncMode.NEVER,
    )
    assert (
        Settings.from_env({"DISCORD_TOKEN": "t", "TIEBREAK_BOT_DB": "data/b.db"}).database
        == "sqlite:///data/b.db"
    )
    with pytest.raises(SettingsError, match="DISCORD_TOKEN is not set"):
        Settings.from_env({})
    with pytest.raises(SettingsError, match="TIEBREAK_SHARD_COUNT"):
        Settings.from_env({"DISCORD_TOKEN": "t", "TIEBREAK_SHARD_ID": "0"})
    with pytest.raises(SettingsError, match="whole number"):
        Settings.from_env({"DISCORD_TOKEN": "t", "TIEBREAK_TEST_GUILD": "abc"})
    with pytest.raises(SettingsError, match="auto, always, never"):
        Settings.from_env({"DISCORD_TOKEN": "t", "TIEBREAK_SYNC_COMMANDS": "1"})


def test_postgresql_connection_dropped_between_statements_is_reopened(pg_url: str) -> None:
    import psycopg

    s = Store(pg_url)
    s.link(G, name="A", kind=SourceKind.LICHESS, source=LICHESS, snapshot="{}")
    pids = {int(s.db.execute("SELECT pg_backend_pid()")[0][0]) for _ in range(3)}
    with psycopg.connect(pg_url, autocommit=True) as admin:  # every connection of the pool
        admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
    assert s.active(G) is not None  # reconnected, statement sent again
    assert int(s.db.execute("SELECT pg_backend_pid()")[0][0]) not in pids
    s.close()
