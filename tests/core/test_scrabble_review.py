"""What a user met running the Scrabble commands on the docs' examples and the vectors'
events (rules.md 13), each fixed with its test: the docs' tournament JSON example is a whole
event that reads and ranks, ``why`` on a TURCAS term with factor 1 says its numbers once, and
a game-score code misspelt says what is wrong instead of listing every code.
"""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest

from core.cli import main
from core.engine.standings import compute_standings
from core.engine.why import why
from core.errors import UnknownTiebreakError
from core.formats.tournament_json import read_tournament_json, tournament_from_dict
from core.i18n.text import render
from core.tiebreaks.registry import parse_code
from tests.core.test_game_scores import worked

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_the_docs_json_example_reads_and_ranks() -> None:
    text = (DOCS / "scrabble.md").read_text(encoding="utf-8")
    block = re.search(r"```json\n(.*?)```", text, re.S)
    assert block is not None
    t = read_tournament_json(io.StringIO(block.group(1)), source="docs/scrabble.md")
    st = compute_standings(t, preset="scrabble")
    # Ana: 32 − 154 + 50 (the PAB's bye_score 50:0) = −72; Bo: −32 + 100 (forfeit_score
    # 100:0) + 37 = 105; Dita: 0 − 100 (the forfeit loss mirrored), the half-point bye adds
    # nothing: −100
    spread = {r.player.name: r.values["SPREAD"] for r in st.rows}
    assert spread == {"Bo": 105, "Ana": -72, "Cyril": 117, "Dita": -100}
    assert [r.player.name for r in st.rows] == ["Bo", "Ana", "Cyril", "Dita"]


def test_why_says_a_factor_one_term_once() -> None:
    # TURCAS(583.2,1,0,0) on 13.11 a: A and B level on BH (4), SCORE 1180 against 1133
    st = compute_standings(tournament_from_dict(worked()), rules="cas", order="TURCAS(583.2,1,0,0)")
    text = render(why(st, 2, 1).text, "en")
    assert text.endswith("The term that separates them: total score (AbsSkore), 1180 against 1133.")
    # a factor other than 1 still gives both: spread 31 against -12 (89.311 against -34.572)
    st = compute_standings(tournament_from_dict(worked()), preset="cas-turcas")
    assert "31 against -12 (89.311 against -34.572)" in render(why(st, 2, 1).text, "en")
    assert "31 proti -12 (89,311 proti -34,572)" in render(why(st, 2, 1).text, "cs")


@pytest.mark.parametrize(
    ("code", "said"),
    [
        ("SPREAD-C1", "'SPREAD-C1': SPREAD takes no modifier (such as -C1 or -M1); write SPREAD"),
        ("TURCAS-M1", "'TURCAS-M1': TURCAS takes no modifier (such as -C1 or -M1); write TURCAS"),
        ("score(2)", "'score(2)': SCORE takes no coefficients; write SCORE"),
        ("TURCAS(1,2)", "TURCAS takes its coefficients A, B, C, D (or none, the defaults), as "
         "in TURCAS(583.2,1,2.881,0); found 2"),
        ("BRIGHTWELL(1,2)", "BRIGHTWELL takes its coefficients K (or none, the defaults), as in "
         "BRIGHTWELL(583.2); found 2"),
        ("TURCAS(1,x,2,3)", "the coefficients of TURCAS are decimal numbers with . as the "
         "decimal point"),
    ],
)  # fmt: skip
def test_a_misspelt_game_score_code_says_what_is_wrong(
    code: str, said: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    with pytest.raises(UnknownTiebreakError) as exc:
        parse_code(code)
    assert said in str(exc.value) and "known codes" not in str(exc.value)
    path = tmp_path / "ev.json"
    path.write_text(json.dumps(worked()), encoding="utf-8")
    assert main(["standings", str(path), "--order", code]) == 2  # a usage error, as before
    assert said in capsys.readouterr().err


def test_an_unknown_code_still_lists_the_known_ones() -> None:
    with pytest.raises(UnknownTiebreakError) as exc:
        parse_code("FOO(1)")
    assert "known codes: BH" in str(exc.value)
