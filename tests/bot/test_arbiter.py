"""The arbiter's leftovers in the bot (issue 13.5), end to end over the Discord stand-in: a
withdrawn player is marked in the /standings table (with the legend under it) and on the
/player card, in the user's language; a drawing of lots recorded in the tournament file
shows its seed in the order and decides /why.

The bundled club Swiss (examples/club-swiss.json) has Hugo Blanc (8) withdrawn after round 3.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.bot.test_commands import ask, link_sample
from tests.bot.test_i18n import plain, table_of
from tests.conftest import REPO
from tests.servers.discord_server import DiscordStandIn

pytestmark = pytest.mark.asyncio
SWISS = (REPO / "examples" / "club-swiss.json").read_text(encoding="utf-8")


async def test_standings_mark_the_withdrawn_player(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server, SWISS, "club-swiss.json")
    rec = await ask(discord_server, "standings")
    embed = rec.messages[0].embeds[0]
    table = table_of(embed)
    (hugo,) = [line for line in table if "Hugo Blanc" in line]
    assert "Hugo Blanc (wd 3)" in hugo
    assert sum("(wd" in line for line in table) == 1  # nobody else withdrew
    assert embed["description"].split("```")[2].strip() == "wd N: withdrew after round N"
    rec = await ask(discord_server, "standings", locale="cs")
    embed = rec.messages[0].embeds[0]
    assert any("Hugo Blanc (odst. 3)" in line for line in table_of(embed))
    assert "odst. N: odstoupení z turnaje po N. kole" in embed["description"]


async def test_player_card_says_when_the_player_withdrew(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server, SWISS, "club-swiss.json")
    rec = await ask(discord_server, "player", {"player": "Hugo"})
    text = plain(rec.text())
    assert "rating 1655 · withdrew after round 3" in text
    rec = await ask(discord_server, "player", {"player": "Hugo"}, locale="it")
    assert "ritiro dopo il turno 3" in plain(rec.text())
    rec = await ask(discord_server, "player", {"player": "Ana"})
    assert "withdrew" not in rec.text()


async def test_a_recorded_drawing_of_lots_in_the_bot(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    # Four players, every game drawn: only the lots of seed 4711 separate them (1, 2, 4, 3;
    # tests/core/test_arbiter.py works the draws out).
    players = [
        {"id": 1, "name": "Ada", "results": ["=W2", "=B3", "=W4"]},
        {"id": 2, "name": "Ben", "results": ["=B1", "=W4", "=B3"]},
        {"id": 3, "name": "Cy", "results": ["=W4", "=W1", "=W2"]},
        {"id": 4, "name": "Dee", "results": ["=B3", "=B2", "=B1"]},
    ]
    data = {
        "name": "Four Draws",
        "rounds": 3,
        "lots_seed": 4711,
        "single_winner": True,
        "players": players,
    }
    await link_sample(discord_server, json.dumps(data), "draws.json")
    rec = await ask(discord_server, "standings")
    embed = rec.messages[0].embeds[0]
    assert "LOTS (lots, seed 4711)" in embed["description"]
    assert [line.split()[1] for line in table_of(embed)[1:]] == ["1", "2", "4", "3"]
    assert "⚠" not in embed["description"]  # a single winner: no warning
    rec = await ask(discord_server, "why", {"player_a": "Cy", "player_b": "Dee"}, locale="cs")
    assert "Dee je výše než Cy podle losování (LOTS, seed 4711): los č. 3 proti 4." in plain(
        rec.text()
    )
