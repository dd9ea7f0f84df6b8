"""The grid's ``Tiebreak settings`` block is read wherever a grid is read (the command line,
workbooks, tournament JSON written from it, the bot's uploads, the Sheets connector), every
value checked with its cell, and its ``Start date`` picks the FIDE edition of ``fide``
(issue 29)."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from core.cli import main
from core.engine.standings import compute_standings
from core.errors import InputError
from core.formats.grid_settings import find_settings, parse_settings_date
from core.formats.load import load_path
from tests.core.workbooks import workbook

GRID = "No.,Name,Rtg,R1,R2\n1,Ana,1850,+W2,=B3\n2,Bo,1800,-B1,\n3,Cy,1700,,=W1\n\n"


def _grid(tmp_path: Path, *block: str) -> Path:
    path = tmp_path / "club.csv"
    path.write_text(GRID + "Tiebreak settings\n" + "".join(f"{r}\n" for r in block), "utf-8")
    return path


@pytest.mark.parametrize(
    ("row", "said"),
    [
        ("Rules,fide-1999", "B7: rule set 'fide-1999': expected one of fide, fide-2026"),
        ('Order,"BH, NOPE"', "B7: unknown tie-break 'NOPE'"),
        ("Start date,31.2.2025", "B7: start date '31.2.2025': expected a date such as"),
        ("Start date,03/04/2025", "B7: start date '03/04/2025': expected a date such as"),
        ("Target,nowhere", "B7: target 'nowhere': expected 'columns' or 'standings-tab'"),
        ("Language,xx", "B7: language 'xx': expected one of en, cs, bg, ro, tr, it"),
        ("Lots seed,-1", "B7: lots seed '-1': expected a whole number from 0 to"),
        ("Single winner,maybe", "B7: single winner 'maybe': expected yes or no"),
        ("Colour,red", "A7: unknown setting 'Colour': expected Rules, Order, Start date"),
    ],
)
def test_an_invalid_value_is_refused_naming_its_cell(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, row: str, said: str
) -> None:
    path = _grid(tmp_path, row)
    for command in (["check"], ["standings"], ["explain", "1"]):
        code = main([command[0], str(path), *command[1:]])
        err = capsys.readouterr().err
        assert code == 1, (command, err)
        assert f"tiebreak: {path}: {said}" in err, err
        assert "Traceback" not in err


def test_an_empty_rules_value_is_unsaid_as_an_empty_order(tmp_path: Path) -> None:
    # the connector read an empty Rules as the default before the block moved to core
    t = load_path(_grid(tmp_path, "Rules,", "Order,", "Start date,2025-09-13"))
    assert t.rules is None and t.order is None
    assert compute_standings(t).rules == "fide-2024"  # the default, fide, on that date


@pytest.mark.parametrize(
    ("start", "edition"),
    [
        ("2025-09-13", "fide-2024"),
        ("13.9.2025", "fide-2024"),
        ("13/09/2025", "fide-2024"),
        ("2026-03-01", "fide-2026"),
        ("1. 7. 2019", "fide-2009"),
    ],
)
def test_the_start_date_picks_the_fide_edition(tmp_path: Path, start: str, edition: str) -> None:
    t = load_path(_grid(tmp_path, "Rules,fide", f"Start date,{start}"))
    assert t.start_date == parse_settings_date(start)
    st = compute_standings(t)
    assert st.rules == edition
    # without the block the same event is ranked by the current edition
    assert compute_standings(t._replace(start_date=None)).rules == "fide-2026"


def test_rules_and_order_are_used_and_the_options_override_them(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = _grid(tmp_path, "Rules,fide-2009", 'Order,"SB, BH"', "Lots seed,4711")
    st = compute_standings(load_path(path))
    assert (st.rules, st.order) == ("fide-2009", ("SB", "BH", "LOTS"))
    assert main(["standings", str(path), "--format", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["rules"] == "fide-2009" and out["order"][:2] == ["SB", "BH"]
    assert (
        main(["standings", str(path), "--rules", "uscf", "--order", "BH", "--format", "json"]) == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert out["rules"] == "uscf" and out["order"][0] == "BH"


def test_a_workbook_s_block_is_read_with_the_sheet_in_the_cell(tmp_path: Path) -> None:
    rows: list[list[object]] = [
        ["No.", "Name", "Rtg", "R1"],
        [1, "Ana", 1850, "+W2"],
        [2, "Bo", 1720, "-B1"],
        [],
        ["Tiebreak settings"],
        ["Rules", "fide"],
        ["Start date", "2024-05-04"],
    ]
    path = tmp_path / "club.xlsx"
    path.write_bytes(workbook({"Results": rows}))
    t = load_path(path)
    assert (t.rules, t.start_date) == ("fide", date(2024, 5, 4))
    assert compute_standings(t).rules == "fide-2024"
    rows[5] = ["Rules", "fide-1999"]
    path.write_bytes(workbook({"Results": rows}))
    with pytest.raises(InputError) as info:
        load_path(path)
    assert [p.cell for p in info.value.problems] == ["Results!B6"]


def test_tournament_json_keeps_the_block_s_rules_and_order(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = _grid(tmp_path, "Rules,fide", 'Order,"SB, BH"', "Start date,2025-01-10")
    assert main(["convert", str(path), "--to", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["rules"], data["order"], data["start_date"]) == (
        "fide",
        ["SB", "BH"],
        "2025-01-10",
    )
    again = tmp_path / "club.json"
    again.write_text(json.dumps(data), "utf-8")
    st = compute_standings(load_path(again))
    assert (st.rules, st.order) == ("fide-2024", ("SB", "BH"))
    data["rules"], data["order"] = "fide-1999", ["BH", 7]
    again.write_text(json.dumps(data), "utf-8")
    with pytest.raises(InputError) as info:
        load_path(again)
    text = str(info.value)
    assert "rule set 'fide-1999'" in text and "order: found" in text


def test_the_block_is_found_anywhere_and_only_typed_text_starts_it() -> None:
    rows = [
        ["No.", "Name", "R1"],
        [],
        ["", "", "TIEBREAK SETTINGS"],
        ["", "", "Datum zahájení", "13.9.2025"],
    ]
    s = find_settings(rows, source="t")
    assert s.start_date == date(2025, 9, 13) and (3, 3) in s.cells
    assert find_settings(rows, source="t", is_text=lambda r, c: False).start_date is None


def test_the_sheets_connector_reads_the_same_block() -> None:
    from sheets_addon.cells import CellKind, SheetCell
    from sheets_addon.sheet_settings import Target, read_settings, sheet_target

    def text(v: str) -> SheetCell:
        return SheetCell(v, CellKind.TEXT if v else CellKind.EMPTY)

    cells = [
        [text(v) for v in row]
        for row in [["Tiebreak settings"], ["Start date", "2025-09-13"], ["Target", "columns"]]
    ]
    s = read_settings(cells, source="Results")
    assert (s.start_date, s.target) == (date(2025, 9, 13), "columns")
    assert sheet_target(s) is Target.COLUMNS
    cells[1][1] = text("soon")
    with pytest.raises(InputError) as info:
        read_settings(cells, source="Results")
    assert [p.cell for p in info.value.problems] == ["B2"]
