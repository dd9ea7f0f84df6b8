"""Issue 33's wording of ``why`` and DE: a team's answer names teams, not players (bg, ro,
tr said "players"); a team's direct encounter names the score between them, not an
article number where the score belongs; DE not reached because an earlier tie-break
separated a player says so, rather than "never tied"."""

from __future__ import annotations

import pytest

from core.engine.standings import compute_standings
from core.engine.why import why
from core.formats.load import load_path
from core.i18n.text import LANGS, render
from core.model import PlayerId

TEAMS = "examples/team-swiss.json"
PLAYERS_WORDS = {"bg": "играчи", "ro": "jucători", "tr": "oyuncunun"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_team_why_names_teams(lang: str) -> None:
    st = compute_standings(load_path(TEAMS), order="DE,BH:MP")
    text = render(why(st, PlayerId(6), PlayerId(2)).text, lang)
    assert "BH:MP" in text and "31" in text
    if lang in PLAYERS_WORDS:
        assert PLAYERS_WORDS[lang] not in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_a_team_direct_encounter_names_the_score(lang: str) -> None:
    st = compute_standings(load_path(TEAMS), order="EDE")
    w = why(st, PlayerId(2), PlayerId(7))
    assert w.criterion == "EDE"
    text = render(w.text, lang)
    assert "6.2" not in text and "6.3" not in text, text
    assert "MP" in text and "Knightfall 2" in text, text


def test_de_not_reached_says_why() -> None:
    st = compute_standings(load_path("examples/club-swiss.json"), order="BH-C1,DE")
    patel = render(st.explain(PlayerId(4), "DE").summary or "", "en")  # level, BH-C1 split
    ruiz = render(st.explain(PlayerId(3), "DE").summary or "", "en")  # alone on 3.5
    assert "earlier tie-break" in patel and "never tied" not in patel
    assert "never tied" in ruiz
