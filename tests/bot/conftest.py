"""Fixtures for the bot's tests: stores on SQLite and PostgreSQL, the Discord stand-in, the bot.

The repository root goes on ``sys.path`` so ``bot`` and ``tests.servers`` import without an
install. PostgreSQL: the server at 127.0.0.1:5432 (``TIEBREAK_TEST_PG`` overrides the URL of
the ``tiebreak_test`` database); the fixture creates the database when it is missing.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.store import Store  # noqa: E402

PG_URL = os.environ.get("TIEBREAK_TEST_PG", "postgresql://postgres@127.0.0.1:5432/tiebreak_test")


def _ensure_pg_database(url: str) -> None:
    import psycopg

    name = url.rsplit("/", 1)[1]
    admin = url.rsplit("/", 1)[0] + "/postgres"
    with psycopg.connect(admin, autocommit=True) as conn:
        if conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone() is None:
            conn.execute(f'CREATE DATABASE "{name}"')


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Return the URL of an empty store database, once per backend."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'bot.sqlite3'}"
    _ensure_pg_database(PG_URL)
    Store(PG_URL).clear_all()
    return PG_URL


@pytest.fixture
def store(store_url: str) -> Iterator[Store]:
    """Return an empty store, once on SQLite and once on PostgreSQL."""
    s = Store(store_url)
    yield s
    s.close()
