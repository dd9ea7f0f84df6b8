"""The running bot on PostgreSQL keeps answering when its database goes away and comes back.

The real discord.py bot against the local Discord stand-in; a second connection terminates
the bot's database connection, or drops and re-creates the database, between two commands.
No restart in between: the next command must get a proper answer.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
import pytest_asyncio

from tests.bot.conftest import BotRunner
from tests.bot.test_commands import ask, assert_ephemeral_error, link_sample
from tests.bot.test_store_recovery import admin, terminate_others
from tests.servers.discord_server import DiscordStandIn

pytestmark = pytest.mark.asyncio


@pytest_asyncio.fixture
async def pg_runner(discord_server: DiscordStandIn, pg_url: str) -> AsyncIterator[BotRunner]:
    """Return a runner whose bot keeps its state in the PostgreSQL test database."""
    r = BotRunner(discord_server, pg_url)
    await r.start()
    yield r
    await r.stop()


async def test_bot_answers_after_its_connection_was_terminated(
    pg_runner: Any, discord_server: DiscordStandIn, pg_url: str
) -> None:
    await link_sample(discord_server)
    with admin(pg_url) as conn:
        assert terminate_others(conn, pg_url.rsplit("/", 1)[1]) >= 1
    rec = await ask(discord_server, "standings")
    assert "Club Swiss, November" in rec.text() and "Something went wrong" not in rec.text()


async def test_bot_works_on_after_its_database_was_recreated(
    pg_runner: Any, discord_server: DiscordStandIn, pg_url: str
) -> None:
    name = pg_url.rsplit("/", 1)[1]
    await link_sample(discord_server)
    with admin(pg_url, database="postgres") as conn:
        terminate_others(conn, name)
        conn.execute(f'DROP DATABASE "{name}" WITH (FORCE)')  # the pool reconnects at once
        conn.execute(f'CREATE DATABASE "{name}"')
    rec = await ask(discord_server, "standings")
    assert_ephemeral_error(rec, "No tournament is linked")  # an empty database, not a failure
    rec = await link_sample(discord_server)
    assert "Linked **Club Swiss, November**" in rec.text()
    rec = await ask(discord_server, "standings")
    assert "Club Swiss, November" in rec.text() and not rec.messages[0].ephemeral
