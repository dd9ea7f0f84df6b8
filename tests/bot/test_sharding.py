"""Discord's sharding: ``TIEBREAK_SHARDS``/``TIEBREAK_SHARD_COUNT``, one process running
several shards (discord.py's ``AutoShardedBot``), and the close codes that end the process.

The stand-in (tests/servers/discord_server.py) routes each server's events to its shard,
recommends one shard per ``guilds_per_recommended_shard`` servers at ``/gateway/bot``, and
closes an IDENTIFY with 4010 (shard outside its count) or 4011 (too many servers on it).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio

from bot.settings import Settings, SettingsError
from bot.shards import ShardPlan, ShardSettingError, parse_range, plan_from_env, shard_of
from tests.bot.conftest import BotRunner
from tests.bot.test_startup import bot_env, run_bot
from tests.servers.discord_server import DiscordStandIn

# Four servers, one on each shard of 4 (and so two on each shard of 2).
GUILDS = tuple(((1_500_000_000_000 + i) << 22) | 7 for i in range(4))


def test_the_sharding_formula() -> None:
    assert [shard_of(g, 4) for g in GUILDS] == [0, 1, 2, 3]
    assert [shard_of(g, 2) for g in GUILDS] == [0, 1, 0, 1]
    assert shard_of(81384788765712384, 6) == (81384788765712384 >> 22) % 6


def test_shard_settings() -> None:
    assert plan_from_env({}) == ShardPlan()
    assert plan_from_env({"TIEBREAK_SHARDS": "auto"}).is_auto
    plan = plan_from_env({"TIEBREAK_SHARDS": "2-3", "TIEBREAK_SHARD_COUNT": "6"})
    assert plan == ShardPlan((2, 3), 6) and plan.describe() == "shards 2-3 of 6"
    assert plan.owns(GUILDS[2] + (4 << 22) * 0) is (shard_of(GUILDS[2], 6) in (2, 3))
    assert plan_from_env({"TIEBREAK_SHARD_ID": "1", "TIEBREAK_SHARD_COUNT": "4"}).ids == (1,)
    assert parse_range("0,2,4") == (0, 2, 4) and parse_range("5") == (5,)
    assert ShardPlan(None, 3).shard_ids() == (0, 1, 2)
    with pytest.raises(ShardSettingError, match="needs TIEBREAK_SHARD_COUNT"):
        plan_from_env({"TIEBREAK_SHARDS": "0-1"})
    with pytest.raises(ShardSettingError, match="names shard 6, but TIEBREAK_SHARD_COUNT=6"):
        plan_from_env({"TIEBREAK_SHARDS": "4-6", "TIEBREAK_SHARD_COUNT": "6"})
    with pytest.raises(ShardSettingError, match="not 'one'"):
        plan_from_env({"TIEBREAK_SHARDS": "one", "TIEBREAK_SHARD_COUNT": "6"})
    with pytest.raises(ShardSettingError, match="from low to high"):
        plan_from_env({"TIEBREAK_SHARDS": "3-1", "TIEBREAK_SHARD_COUNT": "6"})
    with pytest.raises(SettingsError, match="TIEBREAK_SHARD_COUNT must be a whole number"):
        Settings.from_env({"DISCORD_TOKEN": "t", "TIEBREAK_SHARD_COUNT": "x"})


@pytest_asyncio.fixture
async def four_guilds(endpoints: None) -> AsyncIterator[DiscordStandIn]:
    server = DiscordStandIn(guild_ids=GUILDS)
    server.guilds_per_recommended_shard = 2  # four servers: Discord would recommend 2
    await server.start()
    yield server
    await server.stop()


@pytest.mark.asyncio
async def test_one_process_runs_the_recommended_shards(
    four_guilds: DiscordStandIn, tmp_path: Path
) -> None:
    runner = BotRunner(four_guilds, f"sqlite:///{tmp_path / 'bot.sqlite3'}")
    await runner.start(shards=ShardPlan(identify_interval=0))
    try:
        await four_guilds.wait_connected(2)
        bot = runner.bot
        assert bot is not None and bot.shard_count == 2
        assert sorted(four_guilds.identifies) == [(0, 2), (1, 2)]
        assert sorted(bot.shards) == [0, 1]
        for gid in GUILDS:  # every server's interaction reaches its shard and is answered
            rec = await (await four_guilds.slash("rules", guild_id=gid)).wait()
            assert rec.rejected == [] and not rec.failed and "No tournament is linked" in rec.text()
            assert bot.owns(gid)
    finally:
        await runner.stop()


@pytest.mark.asyncio
async def test_a_process_with_some_shards_gets_only_their_servers(
    four_guilds: DiscordStandIn, tmp_path: Path
) -> None:
    runner = BotRunner(four_guilds, f"sqlite:///{tmp_path / 'bot.sqlite3'}")
    await runner.start(shards=ShardPlan((1, 3), 4, 0))
    try:
        await four_guilds.wait_connected(2)
        bot = runner.bot
        assert bot is not None
        assert sorted(g.id for g in bot.guilds) == [GUILDS[1], GUILDS[3]]
        assert [bot.owns(g) for g in GUILDS] == [False, True, False, True]
        assert four_guilds.sync_count == 0  # shard 0's process uploads the commands
    finally:
        await runner.stop()


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("setup", "shards", "words"),
    [
        ("too_many", "0", "close 4011, sharding required"),
        ("refuse_4010", "0", "close 4010, invalid shard"),
        ("refuse_4014", "0", "close 4014"),
    ],
)
async def test_a_refusing_close_ends_the_process_in_one_line(
    endpoints: None, tmp_path: Path, setup: str, shards: str, words: str
) -> None:
    server = DiscordStandIn(guild_ids=GUILDS)
    if setup == "too_many":
        server.max_guilds_per_shard = 3  # four servers on one shard: 4011
    else:
        server.refuse_identify = int(setup.removeprefix("refuse_"))
    await server.start()
    try:
        env = bot_env(
            tmp_path,
            DISCORD_TOKEN=server.token,
            DISCORD_API_BASE=server.api_base,
            DISCORD_GATEWAY_URL=server.gateway_url,
            TIEBREAK_SHARDS=shards,
            TIEBREAK_SHARD_COUNT="1",
        )
        code, err = await run_bot(env, tmp_path)
    finally:
        await server.stop()
    assert code == 78, err
    assert "Traceback" not in err
    last = err.strip().splitlines()[-1]
    assert last.startswith("tiebreak-bot: ") and words in last, err
    assert "TIEBREAK_" in last or "portal" in last
    assert server.identifies == [(0, 1)]  # once: no restart loop
