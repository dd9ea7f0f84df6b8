from __future__ import annotations
from typing import Any
import pytest
from tests.bot.test_commands import ask, link_sample
from tests.bot.test_teams import link_teams
from tests.servers.discord_server import DiscordStandIn

pytestmark = pytest.mark.asyncio


async def test_dump(runner: Any, discord_server: DiscordStandIn) -> None:
    await link_teams(discord_server)
    for lang in ("en-US", "cs"):
        rec = await ask(discord_server, "whatif", {"player": "1"}, locale=lang)
        print("WHATIF", rec.callback_type, [m.ephemeral for m in rec.messages], rec.text()[:400])
    await link_sample(discord_server)
    for lang in ("en-US", "cs"):
        for path, opts in (
            ("tiebreak", {"team": "1", "code": "BH"}),
            ("why", {"team_a": "1", "team_b": "2"}),
        ):
            rec = await ask(discord_server, path, opts, locale=lang)
            print(path, rec.callback_type, [m.ephemeral for m in rec.messages], rec.text()[:400])
        rec = await ask(
            discord_server, "tiebreak", {"team": "", "code": "BH"}, focused="team", locale=lang
        )
        print("AUTO", rec.choices)
