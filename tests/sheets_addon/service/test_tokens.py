"""Tokens: made, listed and revoked by ``tiebreak-serve token``, kept hashed, in SQLite and in
PostgreSQL (the dedicated ``tiebreak_serve_test`` database at 127.0.0.1); a replay is refused
across two stores on one PostgreSQL (two workers or two machines)."""

from __future__ import annotations

import io
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from sheets_addon.service.cli import main
from sheets_addon.service.tokens import Admission, TokenStore
from tests.conftest import missing

PG_URL = os.environ.get(
    "TIEBREAK_SERVE_TEST_PG", "postgresql://postgres@127.0.0.1:5432/tiebreak_serve_test"
)
SHEET = (
    "https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdEF/edit#gid=0"
)
KEY = "1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdEF"


def _pg() -> str:
    import psycopg

    name = PG_URL.rsplit("/", 1)[1]
    try:
        conn = psycopg.connect(
            PG_URL.rsplit("/", 1)[0] + "/postgres", autocommit=True, connect_timeout=5
        )
    except psycopg.OperationalError:
        missing("needs PostgreSQL at 127.0.0.1 (TIEBREAK_SERVE_TEST_PG); SQLite tests still run")
    with conn:
        if conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone() is None:
            conn.execute(f'CREATE DATABASE "{name}"')
    with psycopg.connect(PG_URL, autocommit=True) as conn:
        conn.execute("DROP TABLE IF EXISTS tiebreak_serve_tokens, tiebreak_serve_seen")
    return PG_URL


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'serve.sqlite3'}"
    return _pg()


@pytest.fixture
def store(url: str) -> Iterator[TokenStore]:
    s = TokenStore.open(url)
    yield s
    s.close()


def run(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def test_token_new_list_revoke(url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATABASE_URL", url)
    code, out, _ = run("token", "new", "--sheet", SHEET, "--label", "club open")
    assert code == 0
    token = out.splitlines()[-1]
    assert token.startswith("tb1.")
    key_id = token.split(".")[1]
    code, listed, _ = run("token", "list")
    assert code == 0 and key_id in listed and KEY in listed and "club open" in listed
    assert token.split(".")[2] not in listed  # never the secret
    assert run("token", "revoke", key_id)[0] == 0
    assert "revoked" in run("token", "list")[1]
    code, _, err = run("token", "revoke", key_id)
    assert code == 1 and key_id in err
    code, _, err = run("token", "new", "--sheet", "not a sheet")
    assert code == 1 and "Traceback" not in err


def test_the_token_is_not_stored(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "t.sqlite3"
    monkeypatch.delenv("DATABASE_URL", raising=False)
    monkeypatch.setenv("TIEBREAK_SERVE_DB", str(path))
    token = run("token", "new", "--sheet", KEY)[1].splitlines()[-1]
    secret = token.split(".")[2].encode()
    with sqlite3.connect(path) as conn:
        rows = conn.execute("SELECT * FROM tiebreak_serve_tokens").fetchall()
    assert rows and all(secret not in repr(r).encode() and token not in repr(r) for r in rows)


def test_a_bad_database_url_is_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DATABASE_URL", "mysql://x")
    code, _, err = run("token", "list")
    assert code == 1 and "postgresql://" in err and len(err.splitlines()) == 1


def test_replays_and_rates_are_shared_between_stores(url: str) -> None:
    first, second = TokenStore.open(url), TokenStore.open(url)
    try:
        made = first.create(KEY)
        found = second.find(made.key_id)
        assert found is not None and found.sheet == KEY and found.key == made.key
        assert first.admit(made.key_id, "sig-1", window=300, per_minute=2) is Admission.OK
        assert second.admit(made.key_id, "sig-1", window=300, per_minute=2) is Admission.REPLAYED
        assert second.admit(made.key_id, "sig-2", window=300, per_minute=2) is Admission.OK
        assert first.admit(made.key_id, "sig-3", window=300, per_minute=2) is Admission.RATE_LIMITED
        assert first.ping() and second.ping()
    finally:
        first.close()
        second.close()


def test_old_signatures_are_forgotten(tmp_path: Path) -> None:
    now = [1_000_000.0]
    store = TokenStore.sqlite(tmp_path / "s.sqlite3", clock=lambda: now[0])
    made = store.create(KEY)
    assert store.admit(made.key_id, "sig", window=300, per_minute=10) is Admission.OK
    now[0] += 601  # beyond twice the window: the row is gone (the time check refuses it anyway)
    assert store.admit(made.key_id, "other", window=300, per_minute=10) is Admission.OK
    assert store.admit(made.key_id, "sig", window=300, per_minute=10) is Admission.OK
    store.close()
