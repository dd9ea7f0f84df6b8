"""The local Sheets server through gspread's own high-level API (beyond what the recorded
cassettes cover): notes, render options, batchGet, major dimension, tabs, errors, injected
failures and the request counters the end-to-end tests rely on."""

from __future__ import annotations

import gspread
import pytest
import requests
from gspread.exceptions import APIError, SpreadsheetNotFound

from sheets_addon.gateway import SheetsGateway
from tests.servers.sheets_server import SheetsServer, parse_a1
from tests.sheets_addon.conftest import ACCOUNT


@pytest.fixture
def client(gateway: SheetsGateway) -> gspread.Client:
    return gateway.client


def test_values_render_options_and_major_dimension(
    sheets_server: SheetsServer, client: gspread.Client
) -> None:
    sid = sheets_server.create_spreadsheet("t", shared_with=[ACCOUNT])
    ws = client.open_by_key(sid).sheet1
    ws.update(
        [["=3/2", "1,5", "2020-01-01", "'007", 4]], "A1:E1", value_input_option="USER_ENTERED"
    )
    assert ws.get("A1:E1") == [["1.5", "1,5", "2020-01-01", "007", "4"]]
    assert ws.get("A1:E1", value_render_option="UNFORMATTED_VALUE") == [
        [1.5, "1,5", 43831, "007", 4]
    ]
    assert ws.get("A1:E1", value_render_option="FORMULA") == [["=3/2", "1,5", 43831, "007", 4]]
    assert ws.get("A1:B1", major_dimension="COLUMNS") == [["1.5"], ["1,5"]]
    got = ws.batch_get(["A1", "C1:D1"])
    assert [list(r) for r in got] == [[["1.5"]], [["2020-01-01", "007"]]]
    assert got[1].range == "Sheet1!C1:D1"


def test_notes_tabs_and_resizing(sheets_server: SheetsServer, client: gspread.Client) -> None:
    sid = sheets_server.create_spreadsheet(
        "t", sheets={"Results": [["a", "b"]]}, shared_with=[ACCOUNT]
    )
    sh = client.open_by_key(sid)
    ws = sh.worksheet("Results")
    ws.update_note("B1", "second")
    ws.insert_note("A3", "below")
    assert ws.get_note("B1") == "second"
    assert ws.get_notes() == [["", "second"], [], ["below"]]
    ws.clear_note("B1")
    assert ws.get_note("B1") == ""
    assert ws.acell("B1").value == "b"  # clearing a note keeps the value
    new = sh.add_worksheet("Standings", rows=10, cols=5)
    assert [w.title for w in sh.worksheets()] == ["Results", "Standings"]
    with pytest.raises(APIError) as info:
        sh.add_worksheet("Standings", rows=1, cols=1)
    assert info.value.code == 400 and "already exists" in info.value.error["message"]
    new.resize(rows=3, cols=2)
    with pytest.raises(APIError, match="exceeds grid limits"):
        new.update([[1, 2, 3]], "A1")
    assert sheets_server.spreadsheets[sid].sheet_by_title("Standings").columns == 2


def test_errors_in_googles_shape(sheets_server: SheetsServer, client: gspread.Client) -> None:
    with pytest.raises(SpreadsheetNotFound):
        client.open_by_key("1" + "z" * 43)
    private = sheets_server.create_spreadsheet("p", shared_with=["owner@else.org"])
    with pytest.raises(PermissionError):
        client.open_by_key(private)
    anonymous = requests.get(f"{sheets_server.url}/v4/spreadsheets/{private}")
    assert anonymous.status_code == 401
    assert anonymous.json()["error"]["status"] == "UNAUTHENTICATED"
    sid = sheets_server.create_spreadsheet("t", shared_with=[ACCOUNT])
    with pytest.raises(APIError) as info:
        client.http_client.values_get(sid, "Nope!A1")
    assert info.value.error == {
        "code": 400,
        "message": "Unable to parse range: Nope!A1",
        "status": "INVALID_ARGUMENT",
    }


def test_injected_failures_and_counters(
    sheets_server: SheetsServer, client: gspread.Client
) -> None:
    sid = sheets_server.create_spreadsheet("t", shared_with=[ACCOUNT])
    sheets_server.reset_counts()
    sheets_server.fail_next(1, 429)
    with pytest.raises(APIError) as info:
        client.open_by_key(sid)
    assert info.value.code == 429 and info.value.error["status"] == "RESOURCE_EXHAUSTED"
    sh = client.open_by_key(sid)
    sh.sheet1.update([[1]], "A1")
    counts = {k: n for k, n in sheets_server.counts.items() if k != "token"}
    assert counts == {"metadata": 3, "values_update": 1}  # sheet1 fetches metadata again
    with pytest.raises(ValueError):
        sheets_server.fail_next(1, 418)


def test_batch_update_is_atomic(sheets_server: SheetsServer, client: gspread.Client) -> None:
    sid = sheets_server.create_spreadsheet("t", sheets={"S": [["keep"]]}, shared_with=[ACCOUNT])
    before = sheets_server.snapshot(sid)
    body = {
        "requests": [
            {
                "updateCells": {
                    "start": {"sheetId": 0, "rowIndex": 0, "columnIndex": 0},
                    "rows": [{"values": [{"userEnteredValue": {"stringValue": "x"}}]}],
                    "fields": "userEnteredValue",
                }
            },
            {"addSheet": {"properties": {"title": "S"}}},  # fails: the title exists
        ]
    }
    with pytest.raises(APIError):
        client.http_client.batch_update(sid, body)
    assert sheets_server.snapshot(sid) == before


@pytest.mark.parametrize(
    ("text", "parsed"),
    [
        ("'My Tab'!B2:A1", ("My Tab", 0, 0, 1, 1)),
        ("Sheet1", ("Sheet1", None, None, None, None)),
        ("A:C", (None, None, 0, None, 2)),
        ("'It''s'!C3", ("It's", 2, 2, 2, 2)),
    ],
)
def test_a1_ranges(text: str, parsed: tuple[object, ...]) -> None:
    r = parse_a1(text)
    assert (r.sheet, r.r1, r.c1, r.r2, r.c2) == parsed


def test_field_masks_trim_responses(sheets_server: SheetsServer, client: gspread.Client) -> None:
    from tests.servers.sheets_server import apply_field_mask, parse_field_mask

    tree = parse_field_mask("sheets(properties(sheetId,title),data.rowData.values(note)),x/y")
    assert tree == {
        "sheets": {
            "properties": {"sheetId": {}, "title": {}},
            "data": {"rowData": {"values": {"note": {}}}},
        },
        "x": {"y": {}},
    }
    assert apply_field_mask({"a": [{"b": 1, "c": 2}], "d": 3}, parse_field_mask("a.b")) == {
        "a": [{"b": 1}]
    }
    sid = sheets_server.create_spreadsheet(
        "t", sheets={"S": [["v"]]}, notes={"S": {"A1": "n"}}, shared_with=[ACCOUNT]
    )
    got = client.http_client.fetch_sheet_metadata(
        sid, params={"fields": "sheets(properties.title,data.rowData.values.note)"}
    )
    assert got == {
        "sheets": [
            {"properties": {"title": "S"}, "data": [{"rowData": [{"values": [{"note": "n"}]}]}]}
        ]
    }


def test_values_batch_update_and_clear(sheets_server: SheetsServer, client: gspread.Client) -> None:
    sid = sheets_server.create_spreadsheet("t", shared_with=[ACCOUNT])
    ws = client.open_by_key(sid).sheet1
    ws.batch_update(
        [{"range": "A1:B1", "values": [["x", "2"]]}, {"range": "C3", "values": [["=1+1"]]}],
        value_input_option="USER_ENTERED",
    )
    assert ws.get_all_values() == [["x", "2", ""], ["", "", ""], ["", "", "2"]]
    ws.batch_clear(["A1", "C3"])
    assert ws.get_all_values() == [["", "2"]]


def test_batch_update_answers_with_the_spreadsheet_after_it(
    sheets_server: SheetsServer, client: gspread.Client
) -> None:
    """``includeSpreadsheetInResponse`` adds ``updatedSpreadsheet``: the spreadsheet after the
    whole batch, limited to ``responseRanges``, with cells when ``responseIncludeGridData``
    (or a field mask naming them) asks; without it the answer has only the replies."""
    sid = sheets_server.create_spreadsheet(
        "t", sheets={"Results": [["a", "b"], ["c"]], "Other": [["x"]]}, shared_with=[ACCOUNT]
    )
    write = {
        "updateCells": {
            "start": {"sheetId": 0, "rowIndex": 1, "columnIndex": 1},
            "rows": [{"values": [{"userEnteredValue": {"numberValue": 2}, "note": "n"}]}],
            "fields": "userEnteredValue,note",
        }
    }
    plain = client.http_client.batch_update(sid, {"requests": [write]})
    assert plain == {"spreadsheetId": sid, "replies": [{}]}
    body = {
        "requests": [write],
        "includeSpreadsheetInResponse": True,
        "responseRanges": ["Results!A1:B2"],
        "responseIncludeGridData": True,
    }
    got = client.http_client.batch_update(sid, body)["updatedSpreadsheet"]
    assert [s["properties"]["title"] for s in got["sheets"]] == ["Results"]
    rows = got["sheets"][0]["data"][0]["rowData"]
    assert [c.get("formattedValue") for c in rows[0]["values"]] == ["a", "b"]
    assert rows[1]["values"][1]["effectiveValue"] == {"numberValue": 2}
    assert rows[1]["values"][1]["note"] == "n"
    body["responseIncludeGridData"] = False
    bare = client.http_client.batch_update(sid, body)["updatedSpreadsheet"]
    assert "data" not in bare["sheets"][0] and bare["properties"]["title"] == "t"
    masked = client.http_client.request(
        "post",
        f"{sheets_server.url}/v4/spreadsheets/{sid}:batchUpdate",
        json=body,  # responseIncludeGridData false, but the mask names the cells
        params={"fields": "updatedSpreadsheet.sheets.data.rowData.values.formattedValue"},
    ).json()
    shown = [
        [c["formattedValue"] for c in row["values"]]
        for row in masked["updatedSpreadsheet"]["sheets"][0]["data"][0]["rowData"]
    ]
    assert shown == [["a", "b"], ["c", "2"]]
    assert list(masked) == ["updatedSpreadsheet"]
