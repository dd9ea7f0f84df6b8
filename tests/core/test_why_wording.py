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


def test_why_with_one_player_answers_why_am_i_nth(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from core.cli import main

    assert main(["why", "examples/club-swiss.json", "4"]) == 0
    out = capsys.readouterr().out.strip()
    assert "\n" not in out and out.count(". ") + 1 <= 3
    assert out.startswith("Dev Patel is ranked 6 of 11, with 2.5 points.")
    assert "Farid Haddad is above Dev Patel on points: 3 against 2.5." in out  # above
    assert "Jonas Berg (rank 7) also has 2.5 points; Dev Patel is above on BH-C1 by 0.5" in out
    assert main(["why", "examples/club-swiss.json", "1"]) == 0  # first: nobody above
    first = capsys.readouterr().out
    assert "Ana Novák is ranked 1 of 11" in first and "by 1.5: 13.5 against 12" in first
    assert main(["why", "examples/club-swiss.json", "Dev", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["player"] == {"id": 4, "name": "Dev Patel", "rank": 6}
    assert data["above"]["criterion"] == "points" and data["below"]["criterion"] == "BH-C1"
    assert data["text"] == out


def test_explain_short_is_one_paragraph(capsys: pytest.CaptureFixture[str]) -> None:
    from core.cli import main

    assert main(["explain", "examples/club-swiss.json", "4", "--short", "--lang", "cs"]) == 0
    out = capsys.readouterr().out.strip()
    assert "\n" not in out
    assert out.startswith("Dev Patel je na 6. místě z 11 (2,5 bodu).")
    for code in ("BH-C1 = ", "BH = ", "SB = ", "DE: ", "WIN = "):
        assert code in out, code
