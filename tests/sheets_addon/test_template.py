"""``examples/sheet-template.csv``, the layout docs/sheets-setup.md tells an organiser to copy
into a new Google Sheet (File > Import): the sync reads it as it would read the organiser's
tab (settings block included) and writes the standings beside it; the command line reads
the same file."""

from __future__ import annotations

import csv

import pytest

from core.cli import main as tiebreak
from sheets_addon import SyncOptions, sync_sheet
from sheets_addon.gateway import SheetsGateway
from tests.conftest import REPO
from tests.servers.sheets_server import SheetsServer
from tests.sheets_addon.conftest import ACCOUNT

TEMPLATE = REPO / "examples" / "sheet-template.csv"


def rows() -> list[list[str]]:
    with TEMPLATE.open(encoding="utf-8", newline="") as f:
        return list(csv.reader(f))


def test_the_template_syncs_as_a_sheet(sheets_server: SheetsServer, gateway: SheetsGateway) -> None:
    # Imported as Google's File > Import does: every cell as if typed (USER_ENTERED).
    sid = sheets_server.create_spreadsheet(
        "Autumn Club Swiss 2026", sheets={"Results": rows()}, shared_with=[ACCOUNT]
    )
    result = sync_sheet(gateway, sid, SyncOptions(live=True))
    assert result.written and result.writes == 1
    assert result.resolved.order == ("BH-C1", "BH", "SB", "DE", "WIN")
    assert result.resolved.order_from_sheet and result.resolved.rules_from_sheet
    values = sheets_server.values(sid, "Results")
    header = values[2]
    assert header[:10] == ["No.", "Name", "Rtg", "Fed", "R1", "R2", "R3", "R4", "R5", "Pts"]
    assert header[10:] == ["Rank", "Pts", "BH-C1", "BH", "SB", "DE", "WIN"]
    ranks = {row[1]: row[10] for row in values[3:9]}
    assert ranks["Cy Dunn"] == "1" and ranks["Dee Rao"] == "6"
    # A second sync finds nothing to change.
    assert sync_sheet(gateway, sid, SyncOptions(live=True)).plan.changes == ()


def test_the_first_sync_prints_the_line_the_setup_page_shows(
    sheets_server: SheetsServer, gateway: SheetsGateway
) -> None:
    sid = sheets_server.create_spreadsheet(
        "Autumn Club Swiss 2026", sheets={"Results": rows()}, shared_with=[ACCOUNT]
    )
    page = (REPO / "docs" / "sheets-setup.md").read_text(encoding="utf-8")
    shown = page.split("It prints one line, such as\n`")[1].split("`")[0]
    assert sync_sheet(gateway, sid, SyncOptions()).summary() == shown


def test_the_template_is_a_valid_crosstable_for_the_command_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert tiebreak(["check", str(TEMPLATE)]) == 0
    out = capsys.readouterr().out
    assert "round 2 in progress: 2 games pending of 2" in out
    assert "ok — 6 players" in out
