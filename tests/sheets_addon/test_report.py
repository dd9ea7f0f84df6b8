"""``tiebreak-sheets report KEY -o FILE.html`` (issue 20) against the local Sheets stand-in: the
page of the organiser's sheet, ranked as ``sync`` ranks it, and nothing written in the sheet.

The sheet is the bundled club Swiss typed as a crosstable; the page must show the values the
engine gives for the file itself (every standings cell's exact value), be the page
``tiebreak report`` builds for the tournament read from the sheet (byte for byte), follow
the sheet's settings block (rule set, order, language) and report a bad setting by its cell.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from core.engine.standings import compute_standings
from core.formats.load import load_path
from core.model import Tournament
from core.report import ReportOptions, build_report
from core.scores import machine_value
from sheets_addon.api import read_tournament
from sheets_addon.cli import main
from sheets_addon.gateway import SheetsGateway
from tests.core.report_numbers import read_page
from tests.servers.sheets_server import SheetsServer
from tests.sheets_addon.conftest import ACCOUNT
from tests.sheets_addon.events import crosstable_rows
from tests.sheets_addon.test_sync import WRITE_KINDS

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "club-swiss.json"


def club() -> Tournament:
    return load_path(EXAMPLE)


def make_sheet(server: SheetsServer, settings: list[list[object]] | None = None) -> str:
    rows = crosstable_rows(club())
    if settings:
        rows = [*rows, [], ["Tiebreak settings"], *settings]
    return server.create_spreadsheet(
        club().name, sheets={"Results": rows}, input_option="RAW", shared_with=[ACCOUNT]
    )


def writes(server: SheetsServer) -> int:
    return sum(n for kind, n in server.counts.items() if kind in WRITE_KINDS)


@pytest.fixture
def env(sheets_server: SheetsServer, key_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TIEBREAK_SHEETS_ENDPOINT", sheets_server.url)
    monkeypatch.setenv("GOOGLE_APPLICATION_CREDENTIALS", str(key_file))


def values(html: str) -> dict[tuple[str, str], str]:
    """Every standings cell's exact value, (starting number, code) -> value, as the page's
    reader finds it (tests/core/report_numbers.py: the column head's code, the cell's
    ``data-value`` or else its text)."""
    return {(str(pid), code): v for (pid, code), v in read_page(html).standings.items()}


def test_the_page_of_a_sheet_is_the_page_of_its_file(
    sheets_server: SheetsServer, gateway: SheetsGateway, env: None, tmp_path: Path
) -> None:
    sid = make_sheet(sheets_server)
    before = writes(sheets_server)
    out, err = io.StringIO(), io.StringIO()
    page = tmp_path / "club.html"
    assert main(["report", sid, "-o", str(page)], stdout=out, stderr=err) == 0, err.getvalue()
    html = page.read_text(encoding="utf-8")
    assert writes(sheets_server) == before  # the sheet is only read
    assert out.getvalue() == ""
    assert html == build_report(read_tournament(sid, gateway=gateway))
    st = compute_standings(club())
    shown = values(html)
    assert len(shown) == len(st.rows) * (1 + len(st.order))
    for r in st.rows:
        pid = str(r.entrant.id)
        assert shown[(pid, "points")] == machine_value(r.points)
        for code in st.order:
            assert shown[(pid, code)] == machine_value(r.values[code]), (pid, code)


def test_the_sheets_settings_give_the_rules_order_and_language(
    sheets_server: SheetsServer, gateway: SheetsGateway, env: None
) -> None:
    sid = make_sheet(
        sheets_server,
        [["Rules", "fide-2024"], ["Order", "SB, BH"], ["Language", "cs"]],
    )
    out, err = io.StringIO(), io.StringIO()
    assert main(["report", sid, "--players", "tied"], stdout=out, stderr=err) == 0, err.getvalue()
    html = out.getvalue()
    t = read_tournament(sid, gateway=gateway)
    options = ReportOptions(rules="fide-2024", order="SB,BH", players="tied")
    assert html == build_report(t, options, "cs")
    assert '<html lang="cs">' in html and "fide-2024" in html
    # the command line's options win over the block, but for the language
    out = io.StringIO()
    assert main(["report", sid, "--order", "BH-C1", "--lang", "it"], stdout=out, stderr=err) == 0
    assert out.getvalue() == build_report(t, ReportOptions(rules="fide-2024", order="BH-C1"), "cs")


def test_a_bad_setting_is_reported_by_its_cell(sheets_server: SheetsServer, env: None) -> None:
    sid = make_sheet(sheets_server, [["Rules", "fide-1999"]])
    out, err = io.StringIO(), io.StringIO()
    assert main(["report", sid], stdout=out, stderr=err) == 1
    rows = len(crosstable_rows(club())) + 3  # the block's header row, then Rules
    assert f"B{rows}" in err.getvalue() and "fide-1999" in err.getvalue(), err.getvalue()
    assert out.getvalue() == "" and "Traceback" not in err.getvalue()


def test_players_must_be_all_tied_or_numbers(env: None) -> None:
    out, err = io.StringIO(), io.StringIO()
    assert main(["report", "1abc", "--players", "3,x"], stdout=out, stderr=err) == 2
    assert "3,x" in err.getvalue()


def test_players_takes_ascii_digits_only(env: None) -> None:
    # "²".isdigit() holds and int("²") raises: a usage error, not a traceback (issue 29)
    for given in ("²", "3,²", "٣"):
        out, err = io.StringIO(), io.StringIO()
        assert main(["report", "1abc", "--players", given], stdout=out, stderr=err) == 2
        assert given in err.getvalue() and "Traceback" not in err.getvalue()


def test_a_page_that_cannot_be_written_is_a_clear_error(
    sheets_server: SheetsServer, env: None, tmp_path: Path
) -> None:
    sid = make_sheet(sheets_server)
    targets = {
        str(tmp_path / "missing" / "page.html"): "does not exist",
        str(tmp_path): "it is a folder",
    }
    if Path("/dev/full").exists():  # a write there fails as on a full disk (ENOSPC)
        targets["/dev/full"] = "the disk is full"
    for target, reason in targets.items():
        out, err = io.StringIO(), io.StringIO()
        assert main(["report", sid, "-o", target], stdout=out, stderr=err) == 1
        assert target in err.getvalue() and reason in err.getvalue(), err.getvalue()
        assert out.getvalue() == ""
