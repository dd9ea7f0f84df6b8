"""End to end: the real gspread client, over loopback, against the local Sheets server.

A real event (``../shared/data``, the Gros 2010 open after round 4: forfeits, half- and
zero-point byes, PABs) is typed into a sheet as a crosstable and as a pairings list with a
player tab; a sync must write what the engine computes from the original TRF file, leave every
organiser cell as it was, refuse to overwrite what is not ours, and stay within one read of
the spreadsheet, one check read of the tab written and one write, whatever the number of
players.
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from core.engine.standings import Standings, compute_standings
from core.errors import InputError
from core.formats.grid import ReadingKind, a1
from core.model import Tournament
from core.questions.place import why_place
from core.render.explanation import render_text
from core.render.why import render_place_text
from sheets_addon import (
    SheetConflictError,
    SheetNotFound,
    SheetPermissionError,
    SheetUnavailableError,
    SyncOptions,
    sync_sheet,
)
from sheets_addon.cli import main
from sheets_addon.client import RetryPolicy
from sheets_addon.columns import OWNER_MARK
from sheets_addon.gateway import SheetsGateway
from sheets_addon.sheet_settings import Target
from tests.servers.sheets_server import WRITE_KINDS, SheetsServer, column_letters
from tests.sheets_addon.conftest import ACCOUNT, Sleeps
from tests.sheets_addon.events import (
    LICHESS,
    crosstable_rows,
    load_event,
    pairings_rows,
    player_rows,
)

ORDER = ("BH-C1", "BH", "SB")
RULES = "fide-2026"
Snapshot = dict[str, dict[str, tuple[Any, str | None]]]


@pytest.fixture(scope="module")
def event() -> Tournament:
    return load_event()


def expected(t: Tournament, order: tuple[str, ...] = ORDER, rules: str = RULES) -> Standings:
    return compute_standings(t, rules=rules, order=order)


def crosstable_sheet(server: SheetsServer, t: Tournament, **kw: Any) -> str:
    return server.create_spreadsheet(
        t.name,
        sheets={"Results": crosstable_rows(t)},
        input_option="RAW",
        shared_with=[ACCOUNT],
        **kw,
    )


def writes(server: SheetsServer) -> int:
    return sum(n for kind, n in server.counts.items() if kind in WRITE_KINDS)


def assert_untouched(before: Snapshot, after: Snapshot, ours: Mapping[str, set[str]]) -> None:
    """Every organiser cell is exactly as it was; new cells are only in our columns."""
    for tab, cells in before.items():
        for where, content in cells.items():
            assert after[tab].get(where) == content, f"{tab}!{where} changed"
    for tab, cells in after.items():
        for where in cells.keys() - before.get(tab, {}).keys():
            column = where.rstrip("0123456789")
            assert column in ours.get(tab, set()), f"{tab}!{where} written outside our columns"


def assert_block(
    server: SheetsServer,
    sid: str,
    tab: str,
    st: Standings,
    *,
    header_row: int,
    first_col: int,
    row_of: Mapping[int, int],
) -> None:
    """The Rank/Pts/tie-break block equals the engine's standings, notes included."""
    snap = server.snapshot(sid)[tab]
    labels = ["Rank", "Pts", *st.order]
    for i, label in enumerate(labels):
        value, note = snap[a1(header_row, first_col + i)]
        assert value == label
        assert note is not None and note.startswith(OWNER_MARK)
    for row in st.rows:
        r = row_of[row.player.id]
        assert snap[a1(r, first_col)][0] == row.rank
        assert snap[a1(r, first_col + 1)][0] == float(row.points)
        for i, code in enumerate(st.order, start=2):
            value, note = snap.get(a1(r, first_col + i), (None, None))
            want = row.values[code]
            assert value == (None if want is None else float(want)), (row.player.name, code)
            text = render_text(st.explain(row.player.id, code))
            if i == 2:  # the first code's note then says why the player is there (issue 33)
                text += "\n\n" + render_place_text(st, why_place(st, row.player.id))
            assert note == text


def test_crosstable_sync_writes_the_engine_values(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    sid = crosstable_sheet(sheets_server, event)
    before = sheets_server.snapshot(sid)
    result = sync_sheet(gateway, sid, SyncOptions(rules=RULES, order=ORDER))
    assert result.written and result.target == "columns"
    st = expected(event)
    played = 4
    first = 3 + played + 1  # No., Name, Rtg, R1..R4, Pts, then ours
    row_of = {p.id: i + 2 for i, p in enumerate(event.players)}  # title row, header row
    assert_block(sheets_server, sid, "Results", st, header_row=1, first_col=first, row_of=row_of)
    ours = {column_letters(first + i) for i in range(2 + len(ORDER))}
    assert_untouched(before, sheets_server.snapshot(sid), {"Results": ours})
    # One read of every tab with its cells, the check read of the tab written, one write.
    assert sheets_server.counts["metadata"] == 0
    assert sheets_server.counts["grid_read"] == 2
    assert writes(sheets_server) == 1
    assert sheets_server.granted_scopes == ["https://www.googleapis.com/auth/spreadsheets"]


def test_pairings_list_with_player_tab_gives_the_same_values(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    sid = sheets_server.create_spreadsheet(
        event.name,
        sheets={"Games": pairings_rows(event), "Players": player_rows(event)},
        input_option="RAW",
        shared_with=[ACCOUNT],
    )
    before = sheets_server.snapshot(sid)
    result = sync_sheet(gateway, sid, SyncOptions(rules=RULES, order=ORDER))
    assert result.reading.reading.kind is ReadingKind.PAIRINGS
    assert result.plan.tab.title == "Players"
    st = expected(event)
    row_of = {p.id: i + 1 for i, p in enumerate(event.players)}
    assert_block(sheets_server, sid, "Players", st, header_row=0, first_col=3, row_of=row_of)
    assert_untouched(before, sheets_server.snapshot(sid), {"Players": set("DEFGH")})
    assert (sheets_server.counts["metadata"], sheets_server.counts["grid_read"]) == (0, 2)
    assert writes(sheets_server) == 1


def test_crosstable_and_pairings_sheets_agree(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    cross = crosstable_sheet(sheets_server, event)
    pairs = sheets_server.create_spreadsheet(
        event.name,
        sheets={"Games": pairings_rows(event)},
        input_option="RAW",
        shared_with=[ACCOUNT],
    )
    a = sync_sheet(gateway, cross, SyncOptions(rules=RULES, order=ORDER))
    b = sync_sheet(gateway, pairs, SyncOptions(rules=RULES, order=ORDER))
    assert b.target == "standings-tab"  # no player list: nowhere beside players to write
    # Without a player list the players are numbered in order of appearance: compare by name.
    table_a = {r.player.name: (r.rank, r.points, r.values) for r in a.standings.rows}
    table_b = {r.player.name: (r.rank, r.points, r.values) for r in b.standings.rows}
    assert table_a == table_b
    grid = sheets_server.values(pairs, "Standings")
    assert grid[0] == ["Rank", "No", "Name", "Pts", *ORDER]
    assert {row[2]: int(row[0]) for row in grid[1:]} == {n: v[0] for n, v in table_a.items()}


def test_second_sync_changes_nothing(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    sid = crosstable_sheet(sheets_server, event)
    sync_sheet(gateway, sid, SyncOptions(rules=RULES, order=ORDER))
    after_first = sheets_server.snapshot(sid)
    sheets_server.reset_counts()
    again = sync_sheet(gateway, sid, SyncOptions(rules=RULES, order=ORDER))
    assert again.plan.is_empty and not again.written
    assert sheets_server.snapshot(sid) == after_first
    assert writes(sheets_server) == 0
    assert (sheets_server.counts["metadata"], sheets_server.counts["grid_read"]) == (0, 1)


@pytest.mark.needs_shared
def test_requests_do_not_grow_with_players(
    sheets_server: SheetsServer, gateway: SheetsGateway
) -> None:
    big = load_event(LICHESS)  # 112 players, 21 rounds
    sid = crosstable_sheet(sheets_server, big)
    sync_sheet(gateway, sid, SyncOptions(rules=RULES, order=ORDER))
    kinds = {k: n for k, n in sheets_server.counts.items() if k != "token"}
    assert kinds == {"grid_read": 2, "batch_update": 1}


def test_settings_block_chooses_rules_and_order(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    rows = crosstable_rows(event)
    rows += [[], ["Tiebreak settings"], ["Rules", "fide-2024"], ["Order", "SB", "BH"]]
    sid = sheets_server.create_spreadsheet(
        event.name, sheets={"Results": rows}, input_option="RAW", shared_with=[ACCOUNT]
    )
    result = sync_sheet(gateway, sid)
    assert result.standings.rules == "fide-2024"
    assert result.standings.order == ("SB", "BH")
    st = expected(event, ("SB", "BH"), "fide-2024")
    row_of = {p.id: i + 2 for i, p in enumerate(event.players)}
    assert_block(sheets_server, sid, "Results", st, header_row=1, first_col=8, row_of=row_of)
    # An option on the command line wins over the block.
    override = sync_sheet(gateway, sid, SyncOptions(order=("BH",)))
    assert override.standings.order == ("BH",) and override.standings.rules == "fide-2024"


def test_bad_code_in_settings_block_names_its_cell(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    rows = [*crosstable_rows(event), [], ["Tiebreak settings"], ["Order", "BH, XYZ"]]
    sid = sheets_server.create_spreadsheet(
        event.name, sheets={"Results": rows}, input_option="RAW", shared_with=[ACCOUNT]
    )
    with pytest.raises(InputError) as info:
        sync_sheet(gateway, sid)
    assert info.value.problems[0].cell == f"B{len(rows)}"
    assert "XYZ" in info.value.problems[0].text()
    assert writes(sheets_server) == 0


def test_formula_in_our_column_stops_the_sync(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    sid = crosstable_sheet(sheets_server, event)
    sync_sheet(gateway, sid, SyncOptions(rules=RULES, order=ORDER))
    # The organiser types a formula over one of our BH-C1 values (K5), and a label right of
    # our block (I..M), where the new PS column would go.
    gateway.client.http_client.values_update(
        sid, "Results!K5", params={"valueInputOption": "USER_ENTERED"}, body={"values": [["=2*3"]]}
    )
    gateway.client.http_client.values_update(
        sid, "Results!N2", params={"valueInputOption": "RAW"}, body={"values": [["notes"]]}
    )
    before = sheets_server.snapshot(sid)
    sheets_server.reset_counts()
    with pytest.raises(SheetConflictError) as info:
        sync_sheet(gateway, sid, SyncOptions(rules=RULES, order=(*ORDER, "PS")))
    where = [cell for cell, _ in info.value.cells]
    assert where == ["'Results'!K5", "'Results'!N2"]
    assert "=2*3" in str(info.value) and "'notes'" in str(info.value)
    assert sheets_server.snapshot(sid) == before
    assert writes(sheets_server) == 0


def test_text_where_new_columns_go_stops_the_sync(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    rows = crosstable_rows(event)
    sid = crosstable_sheet(sheets_server, event)
    sync_sheet(gateway, sid, SyncOptions(rules=RULES, order=("BH",)))
    gateway.client.http_client.values_update(
        sid, "Results!K7", params={"valueInputOption": "RAW"}, body={"values": [["paid"]]}
    )
    before = sheets_server.snapshot(sid)
    with pytest.raises(SheetConflictError) as info:
        sync_sheet(gateway, sid, SyncOptions(rules=RULES, order=ORDER))
    assert info.value.cells == [("'Results'!K7", "'paid'")]
    assert sheets_server.snapshot(sid) == before
    assert len(rows) > 7


def test_columns_no_longer_needed_are_cleared_not_deleted(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    sid = crosstable_sheet(sheets_server, event)
    sync_sheet(gateway, sid, SyncOptions(rules=RULES, order=ORDER))
    columns_before = sheets_server.spreadsheets[sid].sheets[0].columns
    result = sync_sheet(gateway, sid, SyncOptions(rules=RULES, order=("SB",)))
    snap = sheets_server.snapshot(sid)["Results"]
    assert snap["I2"][0] == "Rank" and snap["K2"][0] == "SB"
    assert not any(k.startswith(("L", "M")) for k in snap), "old BH/SB columns must be empty"
    assert sheets_server.spreadsheets[sid].sheets[0].columns == columns_before
    st = expected(event, ("SB",))
    row_of = {p.id: i + 2 for i, p in enumerate(event.players)}
    assert_block(sheets_server, sid, "Results", st, header_row=1, first_col=8, row_of=row_of)
    assert result.written


def test_injected_429_and_500_are_survived(
    sheets_server: SheetsServer, gateway: SheetsGateway, sleeps: Sleeps, event: Tournament
) -> None:
    sid = crosstable_sheet(sheets_server, event)
    sheets_server.fail_next(2, 429)
    sheets_server.fail_next(1, 500)
    result = sync_sheet(gateway, sid, SyncOptions(rules=RULES, order=ORDER))
    assert result.written
    assert sleeps.calls == [1.0, 2.0, 4.0]
    statuses = [entry.status for entry in sheets_server.log if entry.kind != "token"]
    assert statuses == [429, 429, 500, 200, 200, 200]
    st = expected(event)
    row_of = {p.id: i + 2 for i, p in enumerate(event.players)}
    assert_block(sheets_server, sid, "Results", st, header_row=1, first_col=8, row_of=row_of)


def test_retries_are_bounded(
    sheets_server: SheetsServer, key_file: Path, event: Tournament
) -> None:
    from sheets_addon.client import open_gateway

    sleeps = Sleeps()
    gw = open_gateway(
        credentials_file=key_file,
        endpoint=sheets_server.url,
        retry=RetryPolicy(max_attempts=4, max_total_wait=5.0, sleep=sleeps),
    )
    sid = crosstable_sheet(sheets_server, event)
    sheets_server.fail_next(50, 503)
    with pytest.raises(SheetUnavailableError) as info:
        sync_sheet(gw, sid)
    assert sleeps.calls == [1.0, 2.0]  # a third wait (4 s) would pass the 5 s cap
    assert info.value.attempts == 3 and info.value.status == 503
    assert "try again" in str(info.value)


def test_not_found_and_permission_messages(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    with pytest.raises(SheetNotFound, match="was not found"):
        sync_sheet(gateway, "1" + "x" * 43)
    sid = sheets_server.create_spreadsheet(
        "Private",
        sheets={"Results": crosstable_rows(event)},
        input_option="RAW",
        shared_with=["someone@else.org"],
    )
    with pytest.raises(SheetPermissionError) as info:
        sync_sheet(gateway, sid)
    assert f"share the sheet with {ACCOUNT}" in str(info.value)
    shared = crosstable_sheet(sheets_server, event)
    with pytest.raises(SheetNotFound, match="no worksheet 'Round 9'"):
        sync_sheet(gateway, shared, SyncOptions(worksheet="Round 9"))


def test_bad_cells_are_reported_with_their_address(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    rows = crosstable_rows(event)
    rows[5][4] = "win?"  # a round cell of the fourth player
    sid = sheets_server.create_spreadsheet(
        event.name, sheets={"Results": rows}, input_option="RAW", shared_with=[ACCOUNT]
    )
    with pytest.raises(InputError) as info:
        sync_sheet(gateway, sid)
    assert any(p.cell == "E6" for p in info.value.problems)
    assert writes(sheets_server) == 0


def test_numbers_dates_and_decimal_commas_are_read_as_the_organiser_meant(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    rows = crosstable_rows(event)
    for row in rows[2:]:
        text = str(row[-1])
        row[-1] = float(text.replace(",", ".")) if "," in text else text  # numbers and text
    sid = sheets_server.create_spreadsheet(
        event.name, sheets={"Results": rows}, input_option="RAW", shared_with=[ACCOUNT]
    )
    result = sync_sheet(gateway, sid, SyncOptions(rules=RULES, order=ORDER))
    assert [r.points for r in result.standings.rows] == [r.points for r in expected(event).rows]


def test_dry_run_prints_the_cells_and_writes_nothing(
    sheets_server: SheetsServer,
    key_file: Path,
    event: Tournament,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    sid = crosstable_sheet(sheets_server, event)
    before = sheets_server.snapshot(sid)
    monkeypatch.setenv("TIEBREAK_SHEETS_ENDPOINT", sheets_server.url)
    monkeypatch.setenv("GOOGLE_APPLICATION_CREDENTIALS", str(key_file))
    out, err = io.StringIO(), io.StringIO()
    url = f"https://docs.google.com/spreadsheets/d/{sid}/edit#gid=0"
    code = main(
        ["sync", url, "--rules", RULES, "--order", "BH-C1,BH,SB", "--dry-run"],
        stdout=out,
        stderr=err,
    )
    assert code == 0, err.getvalue()
    lines = out.getvalue().splitlines()
    assert (
        lines[0]
        == "'Results'!I2: empty -> 'Rank'; note set: "
        + repr(sheets_server_note_first_line("Rank", RULES))
        + " (+2 lines)"
    )  # a blank line, then the check codes of the values below
    assert (
        "'Results'!K3: empty -> 8; note set: 'Buchholz Cut-1 (BH-C1) of Mirzoev Azer (1) under fide-2026: 8'"
        " (+8 lines)" in lines  # five items and the summary, a plain sentence for the cut,
        # then a blank line and why the player is where it is (issue 33)
    )
    assert len(lines) == 1 + 5 * (1 + len(event.players))
    assert "dry run: would change 265 cells" in lines[-1]
    assert sheets_server.snapshot(sid) == before
    assert writes(sheets_server) == 0


def sheets_server_note_first_line(label: str, rules: str) -> str:
    return (
        f"{OWNER_MARK} rank in the standings, rule set {rules}. Written by "
        "`tiebreak-sheets sync` and rewritten at every sync: do not type in this column."
    )


def test_cli_errors_are_one_line_without_traceback(
    sheets_server: SheetsServer,
    key_file: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TIEBREAK_SHEETS_ENDPOINT", sheets_server.url)
    out, err = io.StringIO(), io.StringIO()
    code = main(["sync", "1" + "y" * 43, "--credentials", str(key_file)], stdout=out, stderr=err)
    assert code == 1
    assert err.getvalue().startswith("tiebreak-sheets: spreadsheet '1yyy")
    assert "Traceback" not in err.getvalue()
    monkeypatch.delenv("GOOGLE_APPLICATION_CREDENTIALS", raising=False)
    err = io.StringIO()
    assert main(["sync", "1" + "y" * 43], stdout=out, stderr=err) == 1
    assert "no Google credentials" in err.getvalue()
    bad = tmp_path / "bad.json"
    bad.write_text("{}", encoding="utf-8")
    err = io.StringIO()
    assert main(["sync", "1" + "y" * 43, "--credentials", str(bad)], stdout=out, stderr=err) == 1
    assert "expected 'service_account'" in err.getvalue()


def test_standings_tab_target(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    sid = crosstable_sheet(sheets_server, event)
    before = sheets_server.snapshot(sid)
    result = sync_sheet(
        gateway, sid, SyncOptions(rules=RULES, order=ORDER, target=Target.STANDINGS_TAB)
    )
    assert result.plan.create_tab
    assert sheets_server.snapshot(sid)["Results"] == before["Results"]
    st = expected(event)
    grid = sheets_server.values(sid, "Standings")
    assert grid[0] == ["Rank", "No", "Name", "Pts", *ORDER]
    assert [int(row[1]) for row in grid[1:]] == [r.player.id for r in st.rows]
    sheets_server.reset_counts()
    again = sync_sheet(
        gateway, sid, SyncOptions(rules=RULES, order=ORDER, target=Target.STANDINGS_TAB)
    )
    assert again.plan.is_empty and writes(sheets_server) == 0


def test_sheet_values_equal_the_command_line(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    """What the sync writes equals ``tiebreak standings FILE --format json`` on the TRF file."""
    import json
    import subprocess
    import sys

    from tests.sheets_addon.events import GROS

    cli = subprocess.run(
        [
            sys.executable,
            "-m",
            "core.cli",
            "standings",
            str(GROS),
            "--rules",
            RULES,
            "--order",
            ",".join(ORDER),
            "--format",
            "json",
        ],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    rows = json.loads(cli.stdout)["standings"]
    sid = crosstable_sheet(sheets_server, event)
    sync_sheet(gateway, sid, SyncOptions(rules=RULES, order=ORDER))
    snap = sheets_server.snapshot(sid)["Results"]
    row_of = {p.id: i + 2 for i, p in enumerate(event.players)}
    for row in rows:
        r = row_of[row["id"]]
        written = [snap.get(a1(r, 8 + i), (None, None))[0] for i in range(2 + len(ORDER))]
        assert written == [row["rank"], row["points"], *[row["tiebreaks"][c] for c in ORDER]]


def test_a_failed_write_leaves_the_old_cells(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    """Values and notes travel in one atomic batch: a write that never succeeds changes
    nothing, and one that succeeds on a retry changes everything."""
    sid = crosstable_sheet(sheets_server, event)
    sync_sheet(gateway, sid, SyncOptions(rules=RULES, order=ORDER))
    before = sheets_server.snapshot(sid)
    sheets_server.fail_next(5, 503, kind="batch_update")
    with pytest.raises(SheetUnavailableError, match="could not edit spreadsheet"):
        sync_sheet(gateway, sid, SyncOptions(rules="fide-2009", order=ORDER))
    assert sheets_server.snapshot(sid) == before
    sheets_server.fail_next(1, 503, kind="batch_update")
    result = sync_sheet(gateway, sid, SyncOptions(rules="fide-2009", order=ORDER))
    assert result.written
    st = expected(event, ORDER, "fide-2009")
    row_of = {p.id: i + 2 for i, p in enumerate(event.players)}
    assert_block(sheets_server, sid, "Results", st, header_row=1, first_col=8, row_of=row_of)


def test_pairings_with_player_list_on_the_same_tab(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    plist = player_rows(event)
    games = pairings_rows(event)
    rows: list[list[object]] = [*plist, [], *games]
    sid = sheets_server.create_spreadsheet(
        event.name, sheets={"Event": rows}, input_option="RAW", shared_with=[ACCOUNT]
    )
    before = sheets_server.snapshot(sid)
    result = sync_sheet(gateway, sid, SyncOptions(rules=RULES, order=ORDER))
    assert result.target == "columns" and result.plan.tab.title == "Event"
    st = expected(event)
    row_of = {p.id: i + 1 for i, p in enumerate(event.players)}
    # Games are five columns wide, so our block starts in F, on the player list's rows.
    assert_block(sheets_server, sid, "Event", st, header_row=0, first_col=5, row_of=row_of)
    assert_untouched(before, sheets_server.snapshot(sid), {"Event": set("FGHIJ")})
    again = sync_sheet(gateway, sid, SyncOptions(rules=RULES, order=ORDER))
    assert again.plan.is_empty
