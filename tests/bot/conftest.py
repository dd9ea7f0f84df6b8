"""Fixtures for the bot's tests: stores on SQLite and PostgreSQL, the Discord stand-in, the bot.

The repository root goes on ``sys.path`` so ``bot`` and ``tests.servers`` import without an
install. PostgreSQL: the server at 127.0.0.1:5432 (``TIEBREAK_TEST_PG`` overrides the URL of
the ``tiebreak_test`` database); the fixture creates the database when it is missing, and
skips the PostgreSQL half of a test (SQLite still runs) when no server answers there.
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
from tests.conftest import missing  # noqa: E402

PG_URL = os.environ.get("TIEBREAK_TEST_PG", "postgresql://postgres@127.0.0.1:5432/tiebreak_test")
_PG_BASE, _PG_NAME = PG_URL.rsplit("/", 1)
SHARDS_PG_URL = _PG_BASE + (
    "/tiebreak_shards_test" if _PG_NAME == "tiebreak_test" else f"/{_PG_NAME}_shards"
)
"""The database of the tests with several bot processes (tests/bot/test_leases.py,
test_many_processes.py, test_rolling_restart.py): their shard leases and counts stay out of
the other tests' way; named after ``TIEBREAK_TEST_PG``'s database when that is set, so two
runs on one server with their own databases do not share leases either."""


def clear_store(url: str) -> None:
    """Empty the store at ``url`` (and close it: a PostgreSQL store holds a pool)."""
    s = Store(url)
    try:
        s.clear_all()
    finally:
        s.close()


def _ensure_pg_database(url: str) -> None:
    """Create the test database when it is missing; skip the test when no server answers."""
    import psycopg

    name = url.rsplit("/", 1)[1]
    admin = url.rsplit("/", 1)[0] + "/postgres"
    try:
        conn = psycopg.connect(admin, autocommit=True, connect_timeout=5)
    except psycopg.OperationalError:
        missing(
            "needs PostgreSQL: none answers at TIEBREAK_TEST_PG (default "
            "127.0.0.1:5432); the SQLite tests still run"
        )
    with conn:
        if conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone() is None:
            conn.execute(f'CREATE DATABASE "{name}"')


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Return the URL of an empty store database, once per backend."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'bot.sqlite3'}"
    _ensure_pg_database(PG_URL)
    clear_store(PG_URL)
    return PG_URL


@pytest.fixture
def pg_url() -> str:
    """Return the URL of the empty PostgreSQL test database (PostgreSQL-only tests)."""
    _ensure_pg_database(PG_URL)
    clear_store(PG_URL)
    return PG_URL


@pytest.fixture
def shards_pg_url() -> str:
    """Return the URL of the empty PostgreSQL database of the many-process tests."""
    _ensure_pg_database(SHARDS_PG_URL)
    clear_store(SHARDS_PG_URL)
    return SHARDS_PG_URL


@pytest.fixture
def store(store_url: str) -> Iterator[Store]:
    """Return an empty store, once on SQLite and once on PostgreSQL."""
    s = Store(store_url)
    yield s
    s.close()


# -- the Discord stand-in and the bot ------------------------------------------------------

import asyncio  # noqa: E402
from collections.abc import AsyncIterator  # noqa: E402

import discord  # noqa: E402
import pytest_asyncio  # noqa: E402

from bot.app import TiebreakBot, create_bot  # noqa: E402
from bot.settings import Settings  # noqa: E402
from tests.servers.discord_server import DiscordStandIn  # noqa: E402


@pytest.fixture
def endpoints() -> Iterator[None]:
    """Restore discord.py's REST base and gateway after a test pointed them at the stand-in.

    These two class attributes are the library's own configuration points (see
    ``bot.app.use_endpoints``); this is the one place the tests touch them.
    """
    base = discord.http.Route.BASE
    gateway = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    yield
    discord.http.Route.BASE = base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = gateway


@pytest_asyncio.fixture
async def discord_server(endpoints: None) -> AsyncIterator[DiscordStandIn]:
    """Return a running Discord stand-in on 127.0.0.1."""
    server = DiscordStandIn()
    server.organiser_role = server.add_role("Arbiters")  # type: ignore[attr-defined]
    await server.start()
    yield server
    await server.stop()


class BotRunner:
    """Starts and stops the real bot (discord.py) against the stand-in, like a process."""

    def __init__(self, server: DiscordStandIn, store_url: str) -> None:
        self.server = server
        self.store_url = store_url
        self.bot: TiebreakBot | None = None
        self._task: asyncio.Task[None] | None = None

    def settings(self, **overrides: object) -> Settings:
        base = {
            "token": self.server.token,
            "database_url": self.store_url,
            "api_base": self.server.api_base,
            "gateway_url": self.server.gateway_url,
            "guild_ready_timeout": 0.05,
        }
        base.update(overrides)
        return Settings(**base)  # type: ignore[arg-type]

    async def start(self, **overrides: object) -> TiebreakBot:
        bot = create_bot(self.settings(**overrides))
        connected = len([s for s in self.server.sessions if not s.ws.closed])
        self._task = asyncio.create_task(bot.start(self.server.token))
        await self.server.wait_connected(connected + 1)
        await asyncio.wait_for(bot.wait_until_ready(), 10)
        self.bot = bot
        return bot

    async def stop(self) -> None:
        if self.bot is not None:
            await self.bot.close()
            self.bot.service.store.close()
        if self._task is not None:
            await asyncio.wait_for(self._task, 10)
        self.bot, self._task = None, None

    async def restart(self) -> TiebreakBot:
        await self.stop()
        return await self.start()


@pytest_asyncio.fixture
async def runner(discord_server: DiscordStandIn, tmp_path: Path) -> AsyncIterator[BotRunner]:
    """Return a runner whose bot is connected to the stand-in (SQLite store in tmp_path)."""
    r = BotRunner(discord_server, f"sqlite:///{tmp_path / 'bot.sqlite3'}")
    await r.start()
    yield r
    await r.stop()


async def _restart_with(self: BotRunner, **overrides: object) -> TiebreakBot:
    await self.stop()
    return await self.start(**overrides)


BotRunner.restart_with = _restart_with  # type: ignore[attr-defined]
