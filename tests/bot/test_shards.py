"""Two bot processes (shards 0 and 1 of 2) on one PostgreSQL database see the same state.

Each shard is a real discord.py client connected to the stand-in, which sends a guild only
to the shard Discord would ((guild_id >> 22) % shard_count). Also: ``python -m bot`` refuses
to start without a token, with a clear message.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import AsyncIterator
from typing import Any

import pytest
import pytest_asyncio

from bot.shards import ShardPlan
from tests.bot.botsample import tournament_text
from tests.bot.conftest import PG_URL, ROOT, BotRunner, _ensure_pg_database, clear_store
from tests.servers.discord_server import MANAGE_GUILD, DiscordStandIn

EVEN = (1_500_000_000_000 << 22) | 11  # shard 0 of 2
ODD = (1_500_000_000_001 << 22) | 12  # shard 1 of 2


@pytest_asyncio.fixture
async def two_guilds(endpoints: None) -> AsyncIterator[DiscordStandIn]:
    server = DiscordStandIn(guild_ids=(EVEN, ODD))
    await server.start()
    yield server
    await server.stop()


@pytest.mark.asyncio
async def test_two_shards_share_one_postgresql(two_guilds: DiscordStandIn) -> None:
    _ensure_pg_database(PG_URL)
    clear_store(PG_URL)
    shard0, shard1 = BotRunner(two_guilds, PG_URL), BotRunner(two_guilds, PG_URL)
    try:
        await shard0.start(shards=ShardPlan((0,), 2))
        await shard1.start(shards=ShardPlan((1,), 2))
        assert two_guilds.sync_count == 1  # only shard 0 uploads the commands
        assert {s.shard for s in two_guilds.sessions} == {(0, 2), (1, 2)}
        assert [g.id for g in shard0.bot.guilds] == [EVEN]  # type: ignore[union-attr]
        assert [g.id for g in shard1.bot.guilds] == [ODD]  # type: ignore[union-attr]

        data = ("club.json", tournament_text().encode())
        rec = await (
            await two_guilds.slash(
                "tournament link", {"file": data}, guild_id=ODD, permissions=MANAGE_GUILD
            )
        ).wait()
        assert rec.rejected == [] and "Linked" in rec.text()
        # shard 0's process reads what shard 1 wrote
        seen = shard0.bot.service.store.active(ODD)  # type: ignore[union-attr]
        assert seen is not None and seen.slug == "club-swiss-november"
        rec = await (
            await two_guilds.slash(
                "tournament settings", {"rules": "cas"}, guild_id=ODD, permissions=MANAGE_GUILD
            )
        ).wait()
        assert "Rule set: `cas`" in rec.text()
        await shard1.stop()
        await shard0.stop()

        # re-sharded to one process: the state is all still there
        single = BotRunner(two_guilds, PG_URL)
        await single.start()
        try:
            rec = await (await two_guilds.slash("rules", guild_id=ODD)).wait()
            assert rec.rejected == [] and "Rule set: `cas`" in rec.text()
            assert two_guilds.sync_count == 1
        finally:
            await single.stop()
    finally:
        await shard1.stop()
        await shard0.stop()


def test_missing_token_is_a_clear_error(tmp_path: Any) -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
    )
    assert done.returncode == 1
    assert "DISCORD_TOKEN is not set" in done.stderr and "Traceback" not in done.stderr


def test_bad_database_url_is_a_clear_error(tmp_path: Any) -> None:
    env = dict(os.environ, DISCORD_TOKEN="x", DATABASE_URL="mysql://nope", PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-m", "bot"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
    )
    assert done.returncode == 1
    assert "DATABASE_URL must start with postgresql://" in done.stderr
