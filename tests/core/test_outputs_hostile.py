"""The outputs under attack (issue 29): every surface that writes a name keeps its
right-to-left text inside the name; spreadsheet outputs never write a live formula; the page
is written where asked or refused with a clear error, and bounded before it is built."""

from __future__ import annotations

import csv
import io
import json
import os
import time
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.cli import main
from core.engine.standings import compute_standings
from core.formats.tournament_json import tournament_from_dict
from core.render.excel import excel_csv, inert
from core.render.explanation import render_text
from core.render.standings import render_standings_csv
from core.report import ReportOptions, build_report
from core.report.bounds import (
    MAX_PAGE_BYTES,
    PageTooLargeError,
    check_page_size,
    estimated_size,
)
from core.report.view import selected
from tests.core.bidi import HOSTILE, written_leaks
from tests.core.test_game_scores import worked


def hostile_event(names: tuple[str, ...] = HOSTILE) -> dict[str, Any]:
    """The worked Scrabble example (four players, game scores) under ``names``."""
    data = worked()
    data["rounds"] = 4  # a fourth round to come, for the what-if's pairings
    for p, name in zip(data["players"], names, strict=False):
        p["name"] = name
    return data


Capture = pytest.CaptureFixture[str]


def _run(capsys: Capture, args: list[str]) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


# -- 1. a name's right-to-left text stays in the name ---------------------------------------


def test_the_page_isolates_each_name_alone(tmp_path: Path) -> None:
    t = tournament_from_dict(hostile_event())
    for order in ("TURCAS,SPREAD", "BH-C1,SB"):
        html = build_report(t, ReportOptions(rules="cas", order=order))
        assert written_leaks(html, html=True) == []
        # the pairings and the cards write "Name (10)": the number outside the isolate
        assert "\u2068Ana \u202eNovák\u2069 (1)" in html


@pytest.mark.parametrize(
    "args",
    [
        ["standings"],
        ["standings", "--format", "markdown"],
        ["explain", "1"],
        ["explain", "3", "--format", "markdown"],
        ["why", "1", "2"],
        ["compare", "--rules", "fide,cas"],
        ["whatif", "1", "--pairings", "1-2,3-4"],
    ],
)
def test_the_terminal_isolates_each_name_alone(
    args: list[str], tmp_path: Path, capsys: Capture
) -> None:
    path = tmp_path / "ev.json"
    path.write_text(json.dumps(hostile_event(), ensure_ascii=False), encoding="utf-8")
    rules = [] if "--rules" in args else ["--rules", "cas"]
    code, out, err = _run(capsys, [args[0], str(path), *args[1:], *rules])
    assert code == 0, err
    assert written_leaks(out) == []


def test_the_sheet_notes_isolate_each_name_alone() -> None:
    # the sync writes render_text as each value's note (sheets_addon/writer.py)
    st_ = compute_standings(tournament_from_dict(hostile_event()), rules="cas")
    for row in st_.rows:
        for code in st_.order:
            assert written_leaks(render_text(st_.explain(row.id, code))) == []


# -- 3. no live formula in a spreadsheet output ---------------------------------------------

_FORMULAS = ['=HYPERLINK("http://x","y")', "+cmd|' /C calc'!A0", "-2+3", "@SUM(1)", "=1"]


@given(st.sampled_from("=+-@"), st.text(min_size=0, max_size=20))
def test_a_text_cell_never_starts_a_formula(first: str, rest: str) -> None:
    text = inert(first + rest)
    assert text[0] not in "=+-@\t\r\n" or _is_number(text)


def _is_number(text: str) -> bool:
    try:
        float(text.replace(",", "."))
    except ValueError:
        return False
    return text.strip() == text and "e" not in text.lower() and "n" not in text.lower()


@pytest.mark.parametrize("excel", [False, True])
def test_the_csv_writes_names_as_text_and_numbers_as_numbers(excel: bool) -> None:
    data = worked()
    for p, name in zip(data["players"], _FORMULAS, strict=False):
        p["name"] = name
    st_ = compute_standings(tournament_from_dict(data), rules="cas", order="SPREAD,TURCAS")
    text = render_standings_csv(st_)
    if excel:
        text = excel_csv(text)
    rows = list(csv.reader(io.StringIO(text.lstrip("\ufeff")), delimiter=";" if excel else ","))
    negative = 0
    for row in rows[1:]:
        assert row[3].startswith("'") and row[3][1:] in _FORMULAS
        for cell in row[:3] + row[4:]:
            # every other cell is a number (-12 and -136 as typed), or empty, or a word
            assert not cell or (cell[0] not in "=+@" and (cell[0] != "-" or _is_number(cell)))
            negative += cell.startswith("-")
    assert negative >= 2  # SPREAD -12 and -136 stay numbers


def test_the_command_line_csv_for_excel_has_no_live_formula(
    tmp_path: Path, capsys: Capture
) -> None:
    data = worked()
    for p, name in zip(data["players"], _FORMULAS, strict=False):
        p["name"] = name
    path = tmp_path / "ev.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, _ = _run(capsys, ["standings", str(path), "--format", "csv", "--excel"])
    assert code == 0
    for row in list(csv.reader(io.StringIO(out.lstrip("\ufeff")), delimiter=";"))[1:]:
        assert all(not c or c[0] not in "=+@" for c in row)
        assert all(not c.startswith("-") or _is_number(c) for c in row)


# -- 4. where the page is written -----------------------------------------------------------


@pytest.fixture
def event_file(tmp_path: Path) -> Path:
    path = tmp_path / "ev.json"
    path.write_text(json.dumps(worked()), encoding="utf-8")
    return path


@pytest.mark.parametrize("lang", ["en", "cs", "bg", "ro", "tr", "it"])
def test_a_page_that_cannot_be_written_is_a_clear_error(
    event_file: Path, tmp_path: Path, lang: str, capsys: Capture
) -> None:
    missing = tmp_path / "no-such-folder" / "page.html"
    cases = [str(missing), str(tmp_path)]
    if os.path.exists("/dev/full"):  # writing there fails as a full disk does (ENOSPC)
        cases.append("/dev/full")
    seen = set()
    for target in cases:
        code, out, err = _run(capsys, ["report", str(event_file), "-o", target, "--lang", lang])
        assert code == 1 and out == ""
        assert "Traceback" not in err and err.startswith("tiebreak: ") and target in err
        seen.add(err)
    assert len(seen) == len(cases)  # a different reason each
    assert not missing.parent.exists()


def test_the_reasons_are_said_in_english(event_file: Path, tmp_path: Path, capsys: Capture) -> None:
    _, _, err = _run(capsys, ["report", str(event_file), "-o", str(tmp_path / "x" / "p.html")])
    assert "does not exist" in err
    _, _, err = _run(capsys, ["report", str(event_file), "-o", str(tmp_path)])
    assert "it is a folder" in err and "standings.html" in err
    if os.path.exists("/dev/full"):
        _, _, err = _run(capsys, ["report", str(event_file), "-o", "/dev/full"])
        assert "the disk is full" in err


@pytest.mark.parametrize("given_", ["²", "1,²", "٣", "①", "1,x"])
def test_players_takes_ascii_numbers_only(event_file: Path, given_: str, capsys: Capture) -> None:
    code, _, err = _run(capsys, ["report", str(event_file), "--players", given_])
    assert code == 2 and "Traceback" not in err and "--players" in err


# -- 5. the page bounded before it is built -------------------------------------------------


def _long_names(players: int, rounds: int, length: int) -> dict[str, Any]:
    """A round robin-like Swiss of ``players`` whose names are ``length`` characters."""
    out = []
    for i in range(1, players + 1):
        results = []
        for r in range(rounds):
            opp = ((i - 1) ^ (1 << (r % 12))) + 1
            if opp > players or r >= 12:
                results.append("H")
            else:
                results.append(f"{'+' if i < opp else '-'}{'W' if i < opp else 'B'}{opp}")
        name = (f"Player {i} " + "x" * length)[:length]
        out.append({"id": i, "name": name, "results": results})
    return {"format": "tiebreak-tournament/1", "name": "Long", "rounds": rounds, "players": out}


def test_the_estimate_follows_the_page() -> None:
    from tests.core.random_events import random_tournament

    t = random_tournament(4, 300, 9)
    st_ = compute_standings(t)
    for players in ("all", (), "tied"):
        html = build_report(t, ReportOptions(players=players))
        _, estimate = estimated_size(st_, selected(st_, players))
        assert 0.6 < estimate / len(html.encode()) < 1.6, players


def test_a_page_over_the_bound_is_refused_before_it_is_built(
    tmp_path: Path, capsys: Capture
) -> None:
    # 8,000 players with names of 2,000 characters: a 16.8 MB file, a 510 MB page
    data = _long_names(8000, 9, 2000)
    path = tmp_path / "long.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert path.stat().st_size > 16 * 10**6
    tracemalloc.start()
    start = time.process_time()
    try:
        code, _, err = _run(capsys, ["report", str(path), "-o", str(tmp_path / "p.html")])
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert code == 1 and "Traceback" not in err
    assert "even without cards" in err and f"{MAX_PAGE_BYTES // 10**6} MB" in err
    assert not (tmp_path / "p.html").exists()
    assert peak < 400 * 10**6, peak  # the standings only: not the page's gigabytes
    assert time.process_time() - start < 60  # a bound against a hang, not a speed test


def test_a_page_whose_cards_are_over_the_bound_names_the_way_out() -> None:
    t = tournament_from_dict(_long_names(3000, 11, 800))
    with pytest.raises(PageTooLargeError) as info:
        build_report(t, ReportOptions())
    assert not info.value.bare and "--players none" in info.value.text("en")
    for lang in ("cs", "bg", "ro", "tr", "it"):
        assert "--players none" in info.value.text(lang)
    st_ = compute_standings(t)
    assert check_page_size(st_, {1, 2}) < MAX_PAGE_BYTES  # fewer cards: within the bound
