"""Reading cells, sheet references, the settings block, the retry policy and the endpoint."""

from __future__ import annotations

import pytest
from google.auth.credentials import AnonymousCredentials

from core.errors import InputError
from sheets_addon.cells import CellKind, SheetCell, parse_cell_data
from sheets_addon.client import EndpointSession, RetryPolicy, load_credentials
from sheets_addon.columns import last_used_column, organiser_text, owned_columns
from sheets_addon.errors import SheetAuthError, SheetNotFound
from sheets_addon.layout import parse_sheet_ref
from sheets_addon.sheet_settings import Target, read_settings, sheet_target


@pytest.mark.parametrize(
    ("data", "text", "kind"),
    [
        ({}, "", "empty"),
        (
            {
                "userEnteredValue": {"stringValue": "1,5"},
                "effectiveValue": {"stringValue": "1,5"},
                "formattedValue": "1,5",
            },
            "1,5",
            "text",
        ),
        # A number shown rounded by its format is read exactly.
        (
            {
                "userEnteredValue": {"numberValue": 1.5},
                "effectiveValue": {"numberValue": 1.5},
                "formattedValue": "2",
            },
            "1.5",
            "number",
        ),
        (
            {
                "userEnteredValue": {"numberValue": 3},
                "effectiveValue": {"numberValue": 3.0},
                "formattedValue": "3",
            },
            "3",
            "number",
        ),
        # "1/2" typed in a US sheet became 2 January: read what the organiser sees.
        (
            {
                "userEnteredValue": {"numberValue": 46024},
                "effectiveValue": {"numberValue": 46024},
                "formattedValue": "1/2",
                "effectiveFormat": {"numberFormat": {"type": "DATE"}},
            },
            "1/2",
            "text",
        ),
        (
            {
                "userEnteredValue": {"formulaValue": "=A1+1"},
                "effectiveValue": {"numberValue": 2.5},
                "formattedValue": "2.5",
            },
            "2.5",
            "formula",
        ),
        (
            {
                "userEnteredValue": {"formulaValue": "=1/0"},
                "effectiveValue": {"errorValue": {"type": "DIVIDE_BY_ZERO"}},
                "formattedValue": "#DIV/0!",
            },
            "#DIV/0!",
            "formula",
        ),
        (
            {
                "userEnteredValue": {"boolValue": True},
                "effectiveValue": {"boolValue": True},
                "formattedValue": "TRUE",
            },
            "TRUE",
            "bool",
        ),
    ],
)
def test_cell_text(data: dict[str, object], text: str, kind: str) -> None:
    cell = parse_cell_data(data)
    assert (cell.text, cell.kind) == (text, kind)


def test_formula_cells_keep_their_formula_for_messages() -> None:
    cell = parse_cell_data(
        {
            "userEnteredValue": {"formulaValue": "=SUM(D3:F3)"},
            "effectiveValue": {"numberValue": 2},
            "formattedValue": "2",
        }
    )
    assert cell.describe() == "the formula '=SUM(D3:F3)'"


def test_sheet_references() -> None:
    key = "1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms"
    assert parse_sheet_ref(f"https://docs.google.com/spreadsheets/d/{key}/edit#gid=123") == (
        key,
        123,
    )
    assert parse_sheet_ref(f"https://docs.google.com/spreadsheets/d/{key}/edit?gid=7") == (key, 7)
    assert parse_sheet_ref(f"  {key} ") == (key, None)
    with pytest.raises(SheetNotFound, match="neither a Google Sheets URL"):
        parse_sheet_ref("results.xlsx")


def _cells(rows: list[list[str]]) -> list[list[SheetCell]]:
    return [[SheetCell(t, CellKind.TEXT if t else CellKind.EMPTY) for t in row] for row in rows]


def test_settings_block() -> None:
    cells = _cells(
        [
            ["No.", "Name", "R1"],
            [],
            ["", "Tiebreak settings"],
            ["", "Rules", "fide-2024"],
            ["", "Order", "bh/c1", "SB"],
            ["", "Target", "Standings tab"],
            ["", "", "after the block"],
        ]
    )
    s = read_settings(cells, source="Results")
    assert (s.rules, s.order, s.target) == ("fide-2024", ("BH-C1", "SB"), "standings-tab")
    assert sheet_target(s) is Target.STANDINGS_TAB
    assert s.order_cell == "C5"
    assert (6, 2) not in s.cells and (4, 3) in s.cells
    text = organiser_text(cells, hide_cells=s.cells)
    assert text[2] == ["", ""] and text[4] == ["", "", "", ""] and text[0][0] == "No."


def test_settings_block_problems_name_their_cells() -> None:
    cells = _cells([["Tiebreak settings"], ["Colour", "red"], ["Order", "BH, NOPE"]])
    with pytest.raises(InputError) as info:
        read_settings(cells, source="Results")
    assert [p.cell for p in info.value.problems] == ["A2", "B3"]


def test_our_columns_need_our_mark_and_label() -> None:
    mark = "tiebreak-sheets: rank"
    cells = [
        [
            SheetCell("Name", CellKind.TEXT),
            SheetCell("Rank", CellKind.TEXT, note=mark),
            SheetCell("Paid", CellKind.TEXT, note=mark),
            SheetCell("BH-C1", CellKind.TEXT, note=mark),
            SheetCell("Rank", CellKind.TEXT),
        ]
    ]
    assert owned_columns(cells) == {1: (0, "Rank"), 3: (0, "BH-C1")}
    assert last_used_column(cells, ignore_columns=[4]) == 3


def test_retry_delays_are_capped() -> None:
    assert list(RetryPolicy().delays()) == [1.0, 2.0, 4.0, 8.0]
    assert list(RetryPolicy(max_attempts=10, max_delay=5.0, max_total_wait=12).delays()) == [
        1.0,
        2.0,
        4.0,
        5.0,
    ]


def test_endpoint_session_rewrites_google_addresses_only() -> None:
    session = EndpointSession(AnonymousCredentials(), "http://127.0.0.1:9999/")
    assert session.rewrite("https://sheets.googleapis.com/v4/spreadsheets/x") == (
        "http://127.0.0.1:9999/v4/spreadsheets/x"
    )
    assert session.rewrite("https://www.googleapis.com/drive/v3/files") == (
        "http://127.0.0.1:9999/drive/v3/files"
    )
    assert session.rewrite("https://example.org/a") == "https://example.org/a"
    assert (
        EndpointSession(AnonymousCredentials()).rewrite("https://sheets.googleapis.com/v4/")
        == "https://sheets.googleapis.com/v4/"
    )


def test_credentials_errors(tmp_path) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SheetAuthError, match="GOOGLE_APPLICATION_CREDENTIALS"):
        load_credentials(env={})
    with pytest.raises(SheetAuthError, match="cannot read"):
        load_credentials(credentials_file=tmp_path / "missing.json", env={})
    bad = tmp_path / "bad.json"
    bad.write_text("not json", encoding="utf-8")
    with pytest.raises(SheetAuthError, match="is not JSON"):
        load_credentials(env={"GOOGLE_APPLICATION_CREDENTIALS": str(bad)})
