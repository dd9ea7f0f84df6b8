"""A Scrabble event in the bot (formats.md 7.2, rules.md 13): a pairings list with game
scores uploaded as CSV, ``/standings`` by spread, ``/tiebreak code:TURCAS``, ``/why`` and the
autocomplete of the game-score codes, against the local Discord stand-in. Expected numbers
come from the engine on the same file."""

from __future__ import annotations

import io
from typing import Any

import pytest

from core.engine.standings import Standings, compute_standings
from core.engine.why import why
from core.formats.csv_layouts import read_csv
from core.i18n.text import render
from core.render.explanation import value_text
from core.tiebreaks.names import named_code
from core.tiebreaks.registry import known_codes
from tests.bot.test_commands import ORGANISER, ask, assert_ephemeral_error
from tests.servers.discord_server import DiscordStandIn

pytestmark = pytest.mark.asyncio

# rules.md 13.11 (a): four players, three rounds, the starter written as White.
GAMES = """Round,White,Black,Result,White score,Black score
1,Ada,Bea,,412,380
1,Dan,Cyd,,350,350
2,Cyd,Ada,,455,301
2,Bea,Dan,,398,372
3,Dan,Ada,,310,420
3,Bea,Cyd,,402,365
"""
ORDER = ("SPREAD", "SCORE")


def engine(order: tuple[str, ...] = ORDER, text: str = GAMES) -> Standings:
    t = read_csv(io.StringIO(text), source="scrabble.csv").tournament
    return compute_standings(t, rules="cas", order=order)


async def link(server: DiscordStandIn, text: str = GAMES) -> None:
    rec = await ask(
        server, "tournament link", {"file": ("scrabble.csv", text.encode())}, **ORGANISER
    )
    assert "Linked" in rec.text() and "4 players, 3 of 3 rounds" in rec.text()
    rec = await ask(
        server, "tournament settings", {"rules": "cas", "order": ",".join(ORDER)}, **ORGANISER
    )
    assert "Rule set: `cas`" in rec.text()


async def test_standings_rank_by_spread_then_score(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link(discord_server)
    st = engine()
    rec = await ask(discord_server, "standings")
    (message,) = rec.messages
    table = message.embeds[0]["description"].split("```")[1].strip().splitlines()
    assert table[0].split() == ["#", "No", "Name", "Pts", *ORDER]
    assert [line.split()[2] for line in table[1:]] == [r.player.name for r in st.rows]
    assert [r.player.name for r in st.rows] == ["Bea", "Ada", "Cyd", "Dan"]  # 13.11 (a)
    bea = table[1].split()
    assert bea[-2:] == ["31", "1180"]


async def test_tiebreak_turcas_shows_the_engine_explanation(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link(discord_server)
    for code in ("TURCAS", "TURCAS(583.2,1,2.881,0)", "BRIGHTWELL(583.2)", "SPREAD"):
        st = engine((code,))
        expl = st.explain(1, code)
        rec = await ask(discord_server, "tiebreak", {"player": "Ada", "code": code})
        text = rec.text().replace("\\", "")
        assert f"{render(named_code(expl.tiebreak))} = {value_text(expl)}" in text, text
        if code == "TURCAS":  # the coefficients used, A from the mean game total (13.10)
            assert "752.5" in text and "2.881" in text, text
    rec = await ask(discord_server, "tiebreak", {"player": "Ada", "code": "TURCAS(1,2)"})
    assert_ephemeral_error(rec, "TURCAS")


async def test_why_names_what_separates_two_players(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link(discord_server)
    st = engine()
    rec = await ask(discord_server, "why", {"player_a": "Bea", "player_b": "Ada"})
    result = why(st, 2, 1)
    text = rec.text().replace("\\", "")
    assert render(result.text).split(".")[0] in text
    for expl in result.explanations:
        assert f"{render(named_code(expl.tiebreak))} = {value_text(expl)}" in text


async def test_the_game_score_codes_are_offered_from_the_registry(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link(discord_server)

    async def choices(
        typed: str, option: str, path: str, who: dict[str, Any] | None = None, **more: Any
    ) -> list[str]:
        rec = await ask(
            discord_server, path, {option: typed, **more}, focused=option, **(who or {})
        )
        assert rec.callback_type == 8
        return [c["value"] for c in rec.choices]

    registry = [c for c in known_codes() if c in ("SPREAD", "SCORE", "TURCAS", "BRIGHTWELL")]
    assert registry == ["SPREAD", "SCORE", "TURCAS", "BRIGHTWELL"]
    codes = await choices("", "code", "tiebreak", player="1")
    assert codes[:2] == list(ORDER)  # the order in force first
    assert await choices("tur", "code", "tiebreak", player="1") == ["TURCAS"]
    assert await choices("bright", "code", "tiebreak", player="1") == ["BRIGHTWELL"]
    orders = await choices("", "order", "tournament settings", ORGANISER)
    assert "SPREAD,SCORE" in orders and "TURCAS" in orders  # the presets' orders
    assert "SPREAD,TURCAS" in await choices("SPREAD,TUR", "order", "tournament settings", ORGANISER)


async def test_a_bad_score_in_the_upload_names_its_cell(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    bad = GAMES.replace("1,Ada,Bea,,412,380", "1,Ada,Bea,0-1,412,380")
    rec = await ask(
        discord_server, "tournament link", {"file": ("bad.csv", bad.encode())}, **ORGANISER
    )
    assert_ephemeral_error(rec, "bad.csv", "D2", "disagrees with the game score 412:380")
