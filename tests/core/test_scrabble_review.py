"""What a user met running the Scrabble commands on the docs' examples and the vectors'
events (rules.md 13), each fixed with its test: the docs' tournament JSON example is a whole
event that reads and ranks, and ``why`` on a TURCAS term with factor 1 says its numbers once.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

from core.engine.standings import compute_standings
from core.engine.why import why
from core.formats.tournament_json import read_tournament_json, tournament_from_dict
from core.i18n.text import render
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
