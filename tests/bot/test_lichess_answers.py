"""What lichess shows, in ``/tiebreak``, ``/buchholz`` and ``/why``: for a tournament linked from
lichess (through the local lichess stand-in), the bot says "lichess shows SB 37.75: here is
that arithmetic; under FIDE 2009 it would be 42.5, because ..." with the rounds that count
differently. Expected text is the core's (:func:`core.questions.lichess.compare_with_lichess` and
:mod:`core.render.lichess`) on the same event read by the core's own lichess reader.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from core.engine.standings import compute_standings
from core.i18n.text import render
from core.model import PlayerId, Tournament
from core.questions.lichess import LichessComparison, compare_with_lichess
from core.render.explanation import value_text
from core.render.lichess import comparison_text, lead_text
from core.sources.lichess import ENV_BASE_URL, load_lichess
from core.tiebreaks.names import named_code
from tests.bot.test_commands import ORGANISER, ask, link_sample
from tests.conftest import SHARED
from tests.servers.discord_server import DiscordStandIn
from tests.servers.lichess_server import LichessServer

pytestmark = [pytest.mark.asyncio, pytest.mark.needs_shared]
URL = "https://lichess.org/swiss/FaLp5fSD"
HEADER = {
    "id": "FaLp5fSD",
    "createdBy": "someone",
    "startsAt": "2020-05-29T17:00:00.000Z",
    "name": "Mai 5 Plus 0 Turnier",
    "clock": {"limit": 300, "increment": 0},
    "variant": "standard",
    "round": 10,
    "nbRounds": 10,
    "nbPlayers": 13,
    "nbOngoing": 0,
    "status": "finished",
    "rated": True,
}


@pytest.fixture
def lichess(monkeypatch: pytest.MonkeyPatch) -> Iterator[LichessServer]:
    trf = (SHARED / "data" / "trf_lichess_swiss_2020-05-29_FaLp5fSD.trf").read_text("utf-8")
    with LichessServer() as server:
        server.add_swiss("FaLp5fSD", HEADER, trf)
        monkeypatch.setenv(ENV_BASE_URL, server.base_url)
        yield server


def event(server: LichessServer) -> Tournament:
    return load_lichess(URL, base_url=server.base_url, sleep=lambda _: None)


def named(code: str, lang: str = "en") -> str:
    """The head of an explanation names its code in the reader's language (core's names)."""
    return render(named_code(code), lang)


def plain(text: str) -> str:
    return text.replace("\\", "")


def comparison_lines(c: LichessComparison, lang: str = "en") -> list[str]:
    """The core's comparison, a line each (the rounds are indented there, bulleted here)."""
    return [line.strip() for line in comparison_text(c, lang).split("\n")]


async def link(server: DiscordStandIn) -> None:
    rec = await ask(server, "tournament link", {"url": URL}, **ORGANISER)
    assert "Linked **Mai 5 Plus 0 Turnier**" in rec.text()


async def test_tiebreak_sb_is_what_lichess_shows_then_fide(
    runner: Any, discord_server: DiscordStandIn, lichess: LichessServer
) -> None:
    await link(discord_server)
    t = event(lichess)
    st = compute_standings(t)
    assert st.rules == "lichess"  # imported lichess events default to lichess's rules
    c = compare_with_lichess(t, PlayerId(1), st.rules)
    assert c.lichess_in_force and c.rounds  # lichess and FIDE differ for this player
    rec = await ask(discord_server, "tiebreak", {"player": "1", "code": "SB"})
    text = plain(rec.text())
    lead = lead_text(c)
    assert lead == "lichess shows SB 37.75 for mattderkuerschner: here is that arithmetic."
    arithmetic = f"**{named('SB')} = {value_text(c.lichess)}** under `lichess`"
    verdict = comparison_lines(c)[0]
    assert verdict.startswith(
        "Under FIDE 2009 (chosen by the start date 2020-05-29) SB "
        "would be 42.5, because 6 rounds count differently"
    )
    assert text.index(lead) < text.index(arithmetic) < text.index(verdict)
    assert text.count(arithmetic) == 1  # lichess's arithmetic is shown once
    for line in comparison_lines(c)[1:]:
        assert f"• {line}" in text


async def test_buchholz_adds_what_lichess_shows(
    runner: Any, discord_server: DiscordStandIn, lichess: LichessServer
) -> None:
    await link(discord_server)
    t = event(lichess)
    st = compute_standings(t)
    c = compare_with_lichess(t, PlayerId(2), st.rules)
    rec = await ask(discord_server, "buchholz", {"player": "2", "variant": "BH-C1"})
    text = plain(rec.text())
    bh = f"**{named('BH-C1')} = {value_text(st.explain(PlayerId(2), 'BH-C1'))}** under `lichess`"
    sb = f"**{named('SB')} = {value_text(c.lichess)}** under `lichess`"
    assert text.index(bh) < text.index(lead_text(c)) < text.index(sb)
    assert text.index(sb) < text.index(comparison_lines(c)[0])
    for line in comparison_lines(c)[1:]:
        assert f"• {line}" in text


async def test_why_compares_both_players_with_lichess(
    runner: Any, discord_server: DiscordStandIn, lichess: LichessServer
) -> None:
    await link(discord_server)
    t = event(lichess)
    st = compute_standings(t)
    rec = await ask(discord_server, "why", {"player_a": "3", "player_b": "4"})
    text = plain(rec.text())
    assert st.row(PlayerId(3)).shared  # level on everything: no criterion, no arithmetic
    for pid in (3, 4):
        c = compare_with_lichess(t, PlayerId(pid), st.rules)
        assert lead_text(c) in text
        for line in comparison_lines(c):
            assert line in text
    assert text.count("under `lichess`") == 2  # each player's lichess arithmetic once

    # 6 is above 5 on SB, lichess's tie-break: the arithmetic the criterion shows is
    # lichess's own, introduced by the lead and not repeated after it.
    rec = await ask(discord_server, "why", {"player_a": "5", "player_b": "6"})
    text = plain(rec.text())
    for pid in (6, 5):
        c = compare_with_lichess(t, PlayerId(pid), st.rules)
        shown = f"__{c.player_name}__ · **{named('SB')} = {value_text(c.lichess)}** under `lichess`"
        assert text.index(lead_text(c)) < text.index(shown) < text.index(comparison_lines(c)[0])
    assert text.count("under `lichess`") == 2


async def test_under_another_rule_set_lichess_is_what_it_shows_instead(
    runner: Any, discord_server: DiscordStandIn, lichess: LichessServer
) -> None:
    await link(discord_server)
    await ask(discord_server, "tournament settings", {"rules": "fide-2026"}, **ORGANISER)
    t = event(lichess)
    c = compare_with_lichess(t, PlayerId(1), "fide-2026")
    assert not c.lichess_in_force
    rec = await ask(discord_server, "tiebreak", {"player": "1", "code": "SB"})
    text = plain(rec.text())
    verdict = comparison_lines(c)[0]
    assert verdict.startswith("lichess shows SB 37.75 instead of ")
    assert "under `fide-2026`" in text and verdict in text
    assert lead_text(c) not in text  # the arithmetic shown is FIDE's, not lichess's


async def test_czech_lichess_answer(
    runner: Any, discord_server: DiscordStandIn, lichess: LichessServer
) -> None:
    await link(discord_server)
    t = event(lichess)
    c = compare_with_lichess(t, PlayerId(1), compute_standings(t).rules)
    rec = await ask(discord_server, "buchholz", {"player": "1"}, locale="cs")
    text = plain(rec.text())
    assert lead_text(c, "cs") in text and lead_text(c, "cs") != lead_text(c)
    for line in comparison_lines(c, "cs"):
        assert line in text


async def test_other_events_say_nothing_of_lichess(
    runner: Any, discord_server: DiscordStandIn
) -> None:
    await link_sample(discord_server)
    rec = await ask(discord_server, "tiebreak", {"player": "1", "code": "SB"})
    assert "lichess" not in rec.text()
