"""``report --players tied`` (issue 33): the ties explained are every pair of neighbours
level on the score, exactly the pairs ``why`` finds level (its criterion is not the
score), and each of them has its card on the page; ``--players none`` has the standings
alone; with starting numbers chosen, the page says when none of theirs is level with a
neighbour rather than that nobody is."""

from __future__ import annotations

import itertools
import re

import pytest

from core.engine.standings import Standings, compute_standings
from core.engine.why import why
from core.formats.load import load_path
from core.model import Tournament
from core.report import ReportOptions, build_report
from tests.conftest import shared_file
from tests.core.vega import events

CLUB = "examples/club-swiss.json"

_TIE = re.compile(r'<li data-above="(\d+)" data-below="(\d+)">')
_CARD = re.compile(r'<article class="card" id="[^"]*" data-player="(\d+)"')


def _level_pairs(st: Standings) -> set[tuple[int, int]]:
    """The neighbours ``why`` finds level on the score (its answer names a tie-break)."""
    out = set()
    for a, b in itertools.pairwise(st.rows):
        w = why(st, a.id, b.id)
        if w.criterion not in ("points", "MP", "GP"):
            out.add((int(w.above), int(w.below)))
    return out


def _check(t: Tournament, rules: str | None, label: str) -> list[str]:
    st = compute_standings(t, rules=rules)
    html = build_report(t, ReportOptions(rules=rules, players="tied"))
    ties = {(int(a), int(b)) for a, b in _TIE.findall(html)}
    cards = {int(c) for c in _CARD.findall(html)}
    want = _level_pairs(st)
    bad = []
    if ties != want:
        bad.append(f"{label}: ties {sorted(ties ^ want)[:4]} differ")
    if cards != {p for pair in want for p in pair}:
        bad.append(f"{label}: cards {sorted(cards)[:8]} are not those of the tied pairs")
    if want and "No two neighbours are level" in html:
        bad.append(f"{label}: says no two neighbours are level")
    return bad


def test_tied_on_the_example() -> None:
    t = load_path(CLUB)
    assert _check(t, None, CLUB) == []
    st = compute_standings(t)
    assert _level_pairs(st)  # the example has pairs level on the score


@pytest.mark.needs_shared
def test_tied_on_every_event_of_the_shared_data() -> None:
    bad: list[str] = []
    pairs = 0
    for f in sorted(shared_file("data").glob("*.trf")):
        t = load_path(str(f))
        bad += _check(t, None, f.name)
        pairs += len(_level_pairs(compute_standings(t)))
    for folder, ev in sorted(events().items()):
        bad += _check(ev.tournament, "fide-2024", folder)
    assert bad == []
    assert pairs >= 20


def test_none_has_the_standings_alone() -> None:
    html = build_report(load_path(CLUB), ReportOptions(players="none"))
    assert not _CARD.findall(html)
    assert 'id="standings"' in html
    assert _TIE.findall(html)  # the ties are still explained, without cards


def test_chosen_players_without_a_tie_are_not_told_nobody_is_level() -> None:
    t = load_path(CLUB)
    st = compute_standings(t)
    level = {p for pair in _level_pairs(st) for p in pair}
    alone = next(r.id for r in st.rows if r.id not in level)
    html = build_report(t, ReportOptions(players=(int(alone),)))
    assert "No two neighbours are level" not in html
    assert "No entrant shown on this page is level" in html
