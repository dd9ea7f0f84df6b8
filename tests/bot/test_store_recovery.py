"""The store recovers by itself: a dropped connection, a re-created database, a replaced file.

PostgreSQL is exercised for real: a second connection terminates the store's server process
(``pg_terminate_backend``), or drops and re-creates the whole database, while the store is
open; the next store operation must succeed without a restart. SQLite: the database file is
removed (and re-created by someone else) under the open store.
"""

from __future__ import annotations

import socket
import sqlite3
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from bot.store import SourceKind, Store, StoreError

G = 111
LICHESS = "https://lichess.org/swiss/j8rtJ5GL"


@contextmanager
def admin(pg_url: str, *, database: str | None = None) -> Iterator[Any]:
    """Yield a second, autocommit connection (to ``database`` instead of the store's one)."""
    import psycopg

    url = pg_url if database is None else pg_url.rsplit("/", 1)[0] + "/" + database
    with psycopg.connect(url, autocommit=True) as conn:
        yield conn


def terminate_others(conn: Any, name: str) -> int:
    """Terminate every other server process on database ``name``; return how many."""
    rows = conn.execute(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
        "WHERE datname = %s AND pid <> pg_backend_pid()",
        (name,),
    ).fetchall()
    return len(rows)


def backend_pid(store: Store) -> int:
    """Return the PostgreSQL server process of the store's connection (asked over SQL)."""
    return int(store.db.execute("SELECT pg_backend_pid()")[0][0])


@pytest.fixture
def pg_store(pg_url: str) -> Iterator[Store]:
    """Return an open store on the PostgreSQL test database."""
    s = Store(pg_url)
    yield s
    s.close()


def test_plain_write_after_the_connection_was_terminated(pg_store: Store, pg_url: str) -> None:
    pid = backend_pid(pg_store)
    with admin(pg_url) as conn:
        assert terminate_others(conn, pg_url.rsplit("/", 1)[1]) >= 1
    pg_store.set_meta("commands", "abc")
    assert pg_store.get_meta("commands") == "abc"
    assert backend_pid(pg_store) != pid


def test_transaction_after_the_connection_was_terminated(pg_store: Store, pg_url: str) -> None:
    pg_store.link(G, name="A", kind=SourceKind.LICHESS, source=LICHESS, snapshot="{}")
    with admin(pg_url) as conn:
        terminate_others(conn, pg_url.rsplit("/", 1)[1])
    b = pg_store.link(G, name="B", kind=SourceKind.FILE, source="b.json", snapshot="{}", content="")
    assert b.slug == "b"
    with admin(pg_url) as conn:
        terminate_others(conn, pg_url.rsplit("/", 1)[1])
    assert pg_store.use(G, "a").slug == "a"
    with admin(pg_url) as conn:
        terminate_others(conn, pg_url.rsplit("/", 1)[1])
    assert [t.slug for t in pg_store.tournaments(G)] == ["a", "b"]


def test_read_after_the_connection_was_terminated(pg_store: Store, pg_url: str) -> None:
    pg_store.link(G, name="A", kind=SourceKind.LICHESS, source=LICHESS, snapshot="{}")
    with admin(pg_url) as conn:
        terminate_others(conn, pg_url.rsplit("/", 1)[1])
    found = pg_store.active(G)
    assert found is not None and found.slug == "a"


def test_recreated_database_is_migrated_again_without_a_restart(
    pg_store: Store, pg_url: str
) -> None:
    name = pg_url.rsplit("/", 1)[1]
    pg_store.link(G, name="A", kind=SourceKind.LICHESS, source=LICHESS, snapshot="{}")
    with admin(pg_url, database="postgres") as conn:
        terminate_others(conn, name)
        conn.execute(f'DROP DATABASE "{name}" WITH (FORCE)')  # the pool reconnects at once
        try:
            # while the database is gone: one clear error, not a driver traceback
            with pytest.raises(StoreError, match="could not connect to PostgreSQL"):
                pg_store.active(G)
        finally:
            conn.execute(f'CREATE DATABASE "{name}"')
    assert pg_store.active(G) is None  # a new, empty database: the tables are back
    linked = pg_store.link(
        G, name="B", kind=SourceKind.FILE, source="b.json", snapshot="{}", content=""
    )
    assert pg_store.active(G) == linked


def test_two_drops_in_a_row_need_no_restart(pg_store: Store, pg_url: str) -> None:
    name = pg_url.rsplit("/", 1)[1]
    for n in range(2):
        with admin(pg_url, database="postgres") as conn:
            terminate_others(conn, name)
            conn.execute(f'DROP DATABASE "{name}" WITH (FORCE)')  # the pool reconnects at once
            conn.execute(f'CREATE DATABASE "{name}"')
        pg_store.set_organiser_role(G, 10 + n)
        assert pg_store.guild(G).organiser_role_id == 10 + n


def _remove_sqlite(path: Path) -> None:
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)


def test_sqlite_file_removed_under_the_store(tmp_path: Path) -> None:
    path = tmp_path / "bot.sqlite3"
    store = Store(f"sqlite:///{path}")
    try:
        store.link(G, name="A", kind=SourceKind.LICHESS, source=LICHESS, snapshot="{}")
        _remove_sqlite(path)
        linked = store.link(
            G, name="B", kind=SourceKind.FILE, source="b.json", snapshot="{}", content=""
        )
        assert path.exists()
        assert store.active(G) == linked
        assert [t.slug for t in store.tournaments(G)] == ["b"]
        # the write went to the file on disk, where another process sees it
        with sqlite3.connect(path) as conn:
            assert conn.execute("SELECT slug FROM tiebreak_tournaments").fetchall() == [("b",)]
    finally:
        store.close()


def test_sqlite_file_replaced_by_another_one(tmp_path: Path) -> None:
    path = tmp_path / "bot.sqlite3"
    store = Store(f"sqlite:///{path}")
    try:
        store.link(G, name="Old", kind=SourceKind.LICHESS, source=LICHESS, snapshot="{}")
        _remove_sqlite(path)
        other = Store(f"sqlite:///{path}")  # e.g. a backup restored by a fresh process
        other.link(
            G, name="Restored", kind=SourceKind.FILE, source="r.json", snapshot="{}", content=""
        )
        other.close()
        found = store.active(G)
        assert found is not None and found.slug == "restored"
        store.set_organiser_role(G, 5)
        check = Store(f"sqlite:///{path}")
        assert check.guild(G).organiser_role_id == 5
        check.close()
    finally:
        store.close()


def test_closed_store_is_not_reopened(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 'bot.sqlite3'}")
    store.close()
    with pytest.raises(sqlite3.ProgrammingError):
        store.active(G)


# -- one clear error, and never the password ---------------------------------------------------


def chained_messages(err: BaseException) -> str:
    """Return the messages a traceback of ``err`` would print (its causes and contexts too)."""
    parts: list[str] = []
    seen: BaseException | None = err
    while seen is not None:
        parts.extend(traceback.format_exception_only(seen))
        seen = seen.__cause__ or (None if seen.__suppress_context__ else seen.__context__)
    return "".join(parts)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_unreachable_postgresql_is_a_store_error_without_the_password() -> None:
    port = _free_port()
    url = f"postgresql://bot:s3cret-Pw@127.0.0.1:{port}/tiebreak"
    with pytest.raises(StoreError) as err:
        Store(url)
    text = str(err.value)
    assert "s3cret-Pw" not in text
    assert f"postgresql://bot:***@127.0.0.1:{port}/tiebreak" in text
    assert "could not connect to PostgreSQL" in text and "Connection refused" in text
    assert "\n" not in text  # one line (libpq's hint on a second line is joined)
    assert "s3cret-Pw" not in chained_messages(err.value)


def test_wrong_scheme_is_a_store_error_without_the_password() -> None:
    with pytest.raises(StoreError) as err:
        Store("mysql://bot:s3cret-Pw@db.example/tiebreak")
    text = str(err.value)
    assert "s3cret-Pw" not in text
    assert "mysql://bot:***@db.example/tiebreak" in text
    assert "DATABASE_URL must start with postgresql:// or sqlite://" in text


def test_password_in_the_query_is_masked_too() -> None:
    port = _free_port()
    with pytest.raises(StoreError) as err:
        Store(f"postgresql://127.0.0.1:{port}/tiebreak?user=bot&password=s3cret-Pw")
    assert "s3cret-Pw" not in str(err.value)
    assert "password=***" in str(err.value)


def test_malformed_postgresql_url_is_a_store_error_without_the_password() -> None:
    with pytest.raises(StoreError, match="invalid integer value") as err:
        Store("postgresql://bot:s3cret-Pw@127.0.0.1:notaport/tiebreak")
    assert "s3cret-Pw" not in chained_messages(err.value)
    assert "postgresql://bot:***@127.0.0.1:notaport/tiebreak" in str(err.value)


def test_sqlite_path_that_cannot_be_created_is_a_store_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    with pytest.raises(StoreError, match="could not open the SQLite database"):
        Store(f"sqlite:///{blocker / 'bot.sqlite3'}")
