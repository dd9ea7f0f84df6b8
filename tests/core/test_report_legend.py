"""The legend's sentence of a code with a modifier (issue 33): a cut, a median, Cut-2, an
average's cut, KS's limit, SSSC's factor and a team code's score each say what they
remove or change, in the six languages, and differ from the sentence of the bare code."""

from __future__ import annotations

import pytest

from core.engine.standings import compute_standings
from core.formats.load import load_path
from core.i18n.text import LANGS
from core.report.view import build_page

PLAYERS = ("BH", "BH-C1", "BH-C2", "BH-M1", "SB-C1", "PS-C1", "FB-M2", "KS", "KS-L+1", "KS-L-2")
TEAMS = ("BH:MP", "BH:MP-C1", "BH:GP-M1", "SSSC", "SSSC-K3", "EMMSB", "EMMSB-C2")


def _sentences(path: str, order: tuple[str, ...], lang: str) -> dict[str, str]:
    t = load_path(path)
    st = compute_standings(t, order=",".join(order))
    return {e.code: e.sentence for e in build_page(st, t, lang, "none").legend}


def _modified(codes: tuple[str, ...]) -> list[tuple[str, str, str]]:
    """(code, bare code, what names the modifier) for each modified code."""
    out = []
    for code in codes:
        base, _, mod = code.partition("-")
        if mod:
            out.append((code, base, mod[1:].lstrip("+-")))
        elif ":" in code:
            out.append((code, code.split(":")[0], ""))
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_a_modifier_says_what_it_changes(lang: str) -> None:
    for path, order in (("examples/club-swiss.json", PLAYERS), ("examples/team-swiss.json", TEAMS)):
        said = _sentences(path, order, lang)
        for code, bare, number in _modified(order):
            if bare not in said:  # BH:MP's bare code is BH:MP itself on a team event
                continue
            assert said[code] != said[bare], (lang, code)
            assert said[code].startswith(said[bare]), (lang, code)
            assert number in said[code][len(said[bare]) :], (lang, code, said[code])


def test_the_cut_of_an_average_leaves_out_an_opponent() -> None:
    from core.report.view import modifier_sentence
    from core.tiebreaks.registry import parse_code

    assert "lowest-rated opponent" in modifier_sentence(parse_code("ARO-C1"), "en")
    assert "lowest of the values" in modifier_sentence(parse_code("BH-C1"), "en")
    assert "2 lowest" in modifier_sentence(parse_code("BH-C2"), "en")
    assert "highest and the lowest" in modifier_sentence(parse_code("BH-M1"), "en")
