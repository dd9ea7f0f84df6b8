"""A team event's board-games sheet read through the real client and the local Sheets
stand-in (formats.md 6, core.formats.grid_boards): a Teams block, or a Teams tab."""

from __future__ import annotations

import csv
import io

from core.model import System
from sheets_addon import SyncOptions, sync_sheet
from sheets_addon.gateway import SheetsGateway
from sheets_addon.layout import read_sheet
from tests.core.test_team_sheets import GAMES, TEAMS
from tests.servers.sheets_server import SheetsServer
from tests.sheets_addon.conftest import ACCOUNT


def rows(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


def test_board_games_with_a_teams_tab(sheets_server: SheetsServer, gateway: SheetsGateway) -> None:
    sid = sheets_server.create_spreadsheet(
        "Four teams",
        sheets={"Games": rows(GAMES), "Teams": rows(TEAMS)},
        input_option="RAW",
        shared_with=[ACCOUNT],
    )
    sheet = read_sheet(gateway, sid)
    t = sheet.reading.tournament
    assert t.system is System.TEAM_SWISS and t.boards == 2
    assert [(tm.name, tm.members) for tm in t.teams] == [
        ("Team A", (1, 2)),
        ("Team B", (3, 4)),
        ("Team C", (5, 6)),
        ("Team D", (7, 8, 9)),
    ]
    assert sheet.players is not None and sheet.players.title == "Teams"


def test_board_games_with_a_teams_block(
    sheets_server: SheetsServer, gateway: SheetsGateway
) -> None:
    sid = sheets_server.create_spreadsheet(
        "Four teams",
        sheets={"Results": [*rows(GAMES), [], *rows(TEAMS)]},
        input_option="RAW",
        shared_with=[ACCOUNT],
    )
    t = read_sheet(gateway, sid).reading.tournament
    assert len(t.teams) == 4 and t.player(2).results[1].outcome.value == "forfeit-win"


def test_sync_writes_the_team_standings_beside_the_teams_tab(
    sheets_server: SheetsServer, gateway: SheetsGateway
) -> None:
    """Issue 12: a team event is synced (tests/sheets_addon/test_teams.py checks the cells)."""
    sid = sheets_server.create_spreadsheet(
        "Four teams",
        sheets={"Games": rows(GAMES), "Teams": rows(TEAMS)},
        input_option="RAW",
        shared_with=[ACCOUNT],
    )
    before = sheets_server.snapshot(sid)
    result = sync_sheet(gateway, sid, SyncOptions())
    assert result.written and result.plan.tab.title == "Teams"
    assert sheets_server.snapshot(sid)["Games"] == before["Games"]
