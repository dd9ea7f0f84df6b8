"""Every number of the published page equals ``standings --format json`` and
``explain --format json`` for the same input (issue 20): the page is read back with
html.parser (``tests/core/report_numbers.py``) on every real event of ../shared/data (the
TRF files through the command line, the 64 Vega pages, under fide-2024) and every spec
vector's tournament, individual and team, under each rule set and order its expectations
name; 0 mismatches. The site of each (``report --site``, issue 33) is read back too, its
pages together.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from core.cli import main
from core.engine.standings import compute_standings
from core.errors import TiebreakError
from core.formats.load import load_path
from core.formats.tournament_json import tournament_from_dict
from core.model import Tournament
from core.render.standings import standings_to_json
from core.report import ReportOptions, build_report, build_site
from tests.conftest import shared_file
from tests.core.report_numbers import mismatches, read_page, standings_json
from tests.core.vega import events

pytestmark = pytest.mark.needs_shared


def _check(t: Tournament, options: ReportOptions, label: str) -> list[str]:
    st = compute_standings(t, rules=options.rules, order=options.order, preset=options.preset)
    page = read_page(build_report(t, options))
    want = standings_to_json(st)
    bad = mismatches(page, want, st)
    # an order all left out (game-scores-missing) leaves no tie-break to explain
    assert page.blocks or not st.order, f"{label}: no card on the page"
    # the site (issue 33): its pages together hold the same numbers
    site = read_page("".join(build_site(t, options).values()))
    bad += [f"site: {b}" for b in mismatches(site, want, st)]
    return [f"{label}: {b}" for b in bad]


def test_the_trf_files_through_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    files = sorted(shared_file("data").glob("*.trf"))
    assert len(files) >= 5
    bad: list[str] = []
    for f in files:
        want = standings_json([str(f)], capsys)
        out = tmp_path / f"{f.stem}.html"
        assert main(["report", str(f), "-o", str(out)]) == 0
        st = compute_standings(load_path(str(f)))
        page = read_page(out.read_text(encoding="utf-8"))
        assert len(page.blocks) == len(want["standings"]) * len(want["order"])
        bad += [f"{f.name}: {b}" for b in mismatches(page, want, st)]
    assert bad == []


def test_the_vega_pages() -> None:
    found = events()
    assert len(found) == 64
    bad: list[str] = []
    for folder, ev in sorted(found.items()):
        # fide-2024, the rule set of most pages (the TRF files are fide-2009 by their dates)
        bad += _check(ev.tournament, ReportOptions(rules="fide-2024"), folder)
    assert bad == []


def _vector_cases() -> list[tuple[str, dict[str, Any], ReportOptions]]:
    cases: list[tuple[str, dict[str, Any], ReportOptions]] = []
    folder = shared_file("spec", "vectors")
    subs = ("", "teams", "lichess", "scrabble")  # scrabble/: game scores (rules.md 13)
    paths = [p for sub in subs for p in sorted((folder / sub).glob("*.json"))]
    for p in paths:
        v = json.loads(p.read_text(encoding="utf-8"))
        if "tournament" not in v:
            continue  # a score card (tiebreak calc), not an event
        seen: set[tuple[str | None, str | None]] = {(None, None)}
        for e in v.get("expect", []):
            order = e.get("order")
            if order is None and e.get("tiebreak"):
                order = [e["tiebreak"]]
            if isinstance(order, list):
                order = ",".join(order)
            seen.add((e.get("rules"), order))
        for rules, order in sorted(seen, key=str):
            cases.append(
                (f"{p.parent.name}/{p.name}", v["tournament"], ReportOptions(rules, order))
            )
    return cases


def test_every_spec_vector_individual_and_team() -> None:
    bad: list[str] = []
    checked = teams = 0
    for label, data, options in _vector_cases():
        t = tournament_from_dict(data, source=label)
        try:
            compute_standings(t, rules=options.rules, order=options.order)
        except TiebreakError:
            continue  # an order the vector names for one player (a group code alone), say
        bad += _check(t, options, f"{label} {options.rules} {options.order}")
        checked += 1
        teams += t.system.is_team
    assert checked >= 60 and teams >= 3, (checked, teams)
    assert bad == []


def test_every_scrabble_vector_under_the_presets() -> None:
    """Every vector of scrabble/ (its rule sets and orders are in the test above) under the
    three game-score presets, with the game-score columns: 0 mismatches."""
    bad: list[str] = []
    folder = shared_file("spec", "vectors", "scrabble")
    paths = sorted(folder.glob("*.json"))
    assert len(paths) == 5
    for p in paths:
        label = f"scrabble/{p.name}"
        t = tournament_from_dict(
            json.loads(p.read_text(encoding="utf-8"))["tournament"], source=label
        )
        for preset in _PRESETS:
            bad += _check(t, ReportOptions(preset=preset), f"{label} {preset}")
    assert bad == []


_PRESETS = ("scrabble", "cas-skore", "cas-turcas")
