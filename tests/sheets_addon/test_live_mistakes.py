"""Issue 11, part 2 in the sheet: the mistakes a live organiser makes stop the sync (the
library call and ``tiebreak-sheets sync``) with the core reader's message and its cells, and
write nothing; a Players tab naming both close names lets it through, beside a pairings list
and beside a crosstable. Real gspread over loopback to the local Sheets server."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from core.errors import InputError
from sheets_addon import SyncOptions, sync_sheet
from sheets_addon.cli import main
from sheets_addon.gateway import SheetsGateway
from tests.servers.sheets_server import WRITE_KINDS, SheetsServer
from tests.sheets_addon.conftest import ACCOUNT

GAMES = [
    ["Round", "Board", "White", "Black", "Result"],
    ["1", "1", "Alice Smith", "Bob Jones", "1-0"],
    ["1", "2", "Carol White", "Dan Brown", "0-1"],
    ["2", "1", "Dan Brown", "Alice Smith", "½-½"],
    ["2", "2", "Bob Jones", "Carol White", "1-0"],
    ["3", "1", "Alice Smtih", "Carol White", "1-0"],
    ["3", "2", "Bob Jones", "Dan Brown"],  # pending: Google leaves the empty cell out
]
TYPO = (
    "Results: C6: 'Alice Smtih' appears only in round 3; did you mean 'Alice Smith' (C2, D4)? "
    "If they are two players, list both in a Players block or tab."
)
CROSS = [
    ["No", "Name", "R1", "R2", "R3"],
    ["1", "Alice Smith", "+W2", "=B4", ""],
    ["2", "Bob Jones", "-B1", "+W3", "?W4"],
    ["3", "Carol White", "-W4", "-B2", "-B5"],
    ["4", "Dan Brown", "+B3", "=W1", "?B2"],
    ["5", "Alice Smtih", "", "", "+W3"],
]
PLAYERS = [
    ["No", "Name"],
    ["1", "Alice Smith"],
    ["2", "Bob Jones"],
    ["3", "Carol White"],
    ["4", "Dan Brown"],
    ["5", "Alice Smtih"],
]


def sheet(server: SheetsServer, **tabs: list[list[str]]) -> str:
    return server.create_spreadsheet("Club", sheets=tabs, input_option="RAW", shared_with=[ACCOUNT])


def writes(server: SheetsServer) -> int:
    return sum(n for kind, n in server.counts.items() if kind in WRITE_KINDS)


def problems(gateway: SheetsGateway, sid: str) -> list[str]:
    with pytest.raises(InputError) as info:
        sync_sheet(gateway, sid, SyncOptions())
    return [str(p) for p in info.value.problems]


def test_a_name_typed_twice_stops_the_sync_until_a_players_tab_lists_both(
    sheets_server: SheetsServer, gateway: SheetsGateway
) -> None:
    sid = sheet(sheets_server, Results=GAMES)
    assert problems(gateway, sid) == [TYPO]
    assert writes(sheets_server) == 0
    listed = sheet(sheets_server, Results=GAMES, Players=PLAYERS)
    result = sync_sheet(gateway, listed, SyncOptions())
    assert result.written and result.plan.tab.title == "Players"
    assert len(result.standings.rows) == 5
    # one read of the spreadsheet, the check read of the tab written, one write
    assert sheets_server.counts["grid_read"] == 1 + 2  # the refused sync read once
    assert writes(sheets_server) == 1


def test_the_command_prints_the_typo_with_its_cells(
    sheets_server: SheetsServer, key_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sid = sheet(sheets_server, Results=GAMES)
    monkeypatch.setenv("TIEBREAK_SHEETS_ENDPOINT", sheets_server.url)
    monkeypatch.setenv("GOOGLE_APPLICATION_CREDENTIALS", str(key_file))
    out, err = io.StringIO(), io.StringIO()
    assert main(["sync", sid], stdout=out, stderr=err) == 1
    assert TYPO in err.getvalue() and "Traceback" not in err.getvalue()
    assert writes(sheets_server) == 0
    err = io.StringIO()
    assert main(["sync", sid, "--lang", "cs"], stdout=out, stderr=err) == 1
    assert "C6: 'Alice Smtih' se objevuje jen v kole 3; nemysleli jste" in err.getvalue()


def test_a_crosstable_typo_and_a_players_tab_that_lists_both(
    sheets_server: SheetsServer, gateway: SheetsGateway
) -> None:
    sid = sheet(sheets_server, Results=CROSS)
    assert problems(gateway, sid) == [
        "Results: B6: 'Alice Smtih' appears only in round 3; did you mean 'Alice Smith' (B2)? "
        "If they are two players, list both in a Players block or tab."
    ]
    listed = sheet(sheets_server, Results=CROSS, Players=PLAYERS)
    result = sync_sheet(gateway, listed, SyncOptions())
    # the crosstable keeps its player rows: our columns go beside it, not into the list
    assert result.written and result.plan.tab.title == "Results"
    assert result.reading.players is None
    stray = sheet(sheets_server, Results=CROSS, Players=[*PLAYERS, ["6", "Eve"]])
    assert problems(gateway, stray) == [
        "Players: B7: 'Eve' is in the player list but has no row in the crosstable"
    ]


def test_a_round_with_no_results_and_a_round_below_1_in_the_sheet(
    sheets_server: SheetsServer, gateway: SheetsGateway
) -> None:
    gap = [GAMES[0], GAMES[1], GAMES[2], ["3", "1", "Alice Smith", "Dan Brown", "1-0"]]
    assert problems(gateway, sheet(sheets_server, Results=gap)) == [
        "Results: A4: round 2 has no results (no game, bye or absence) while round 3 has"
    ]
    blank = [["No", "Name", "R1", "R2", "R3"], ["1", "Ana", "+W2", "", "-B2"]]
    blank.append(["2", "Bo", "-B1", "", "+W1"])
    assert problems(gateway, sheet(sheets_server, Results=blank)) == [
        "Results: D1: round 2 has no results (no game, bye or absence) while round 3 has"
    ]
    zero = [["Round", "White", "Black", "Result"], ["0", "Ana", "Bo", "1-0"]]
    assert problems(gateway, sheet(sheets_server, Results=zero)) == [
        "Results: A2: round numbers start at 1, found '0'"
    ]
    assert writes(sheets_server) == 0
