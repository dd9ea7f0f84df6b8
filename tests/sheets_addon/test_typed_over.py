"""Cells in our columns that the organiser typed over, emptied, annotated or moved.

Being in one of our columns does not make a cell ours: each header note records the check
codes of the values written below it, and a sync that would overwrite anything else stops,
naming the cell, with nothing written. The real gspread client does the organiser's edits
and the sync, against the local Sheets server.
"""

from __future__ import annotations

from typing import Any

import pytest

from core.model import PlayerId, Tournament
from core.render.explanation import render_text
from sheets_addon import SheetConflictError, SyncOptions, sync_sheet
from sheets_addon.columns import OWNER_MARK
from sheets_addon.gateway import SheetsGateway
from sheets_addon.ownership import CHECK_MARK, Checks, Entry, check_code, read_checks
from sheets_addon.sheet_settings import Target
from tests.servers.sheets_server import SheetsServer
from tests.sheets_addon.conftest import ACCOUNT
from tests.sheets_addon.events import crosstable_rows, load_event
from tests.sheets_addon.test_sync import (
    ORDER,
    RULES,
    assert_block,
    crosstable_sheet,
    expected,
    writes,
)

OPTIONS = SyncOptions(rules=RULES, order=ORDER)
# The Gros crosstable: A..H are the organiser's (No., Name, Rtg, R1..R4, Pts), a title in
# row 1, the header in row 2, the 52 players in rows 3..54; ours are I (Rank), J (Pts),
# K (BH-C1), L (BH), M (SB).
OURS = "IJKLM"


@pytest.fixture(scope="module")
def event() -> Tournament:
    return load_event()


def synced(server: SheetsServer, gateway: SheetsGateway, t: Tournament) -> str:
    sid = crosstable_sheet(server, t)
    assert sync_sheet(gateway, sid, OPTIONS).written
    server.reset_counts()
    return sid


def type_into(
    server: SheetsServer, gateway: SheetsGateway, sid: str, where: str, value: Any
) -> None:
    """The organiser types ``value`` into a cell (as typed in the Sheets UI); it must change
    what the cell holds, or the test would prove nothing."""
    tab, a1 = where.split("!")
    before = server.snapshot(sid)[tab].get(a1)
    gateway.client.http_client.values_update(
        sid,
        where,
        params={"valueInputOption": "USER_ENTERED"},
        body={"values": [[value]]},
    )
    assert server.snapshot(sid)[tab].get(a1) != before, f"{where} already held {value!r}"


def assert_refused(
    server: SheetsServer, gateway: SheetsGateway, sid: str, options: SyncOptions, cells: list[str]
) -> SheetConflictError:
    """The sync stops naming exactly ``cells``; no cell changes and nothing is sent."""
    before = server.snapshot(sid)
    server.reset_counts()
    with pytest.raises(SheetConflictError) as info:
        sync_sheet(gateway, sid, options)
    assert [where for where, _ in info.value.cells] == cells
    assert server.snapshot(sid) == before  # every cell, value and note
    assert writes(server) == 0
    assert (server.counts["metadata"], server.counts["grid_read"]) == (0, 1)
    return info.value


@pytest.mark.parametrize(
    ("cell", "typed", "shown"),
    [
        ("K5", 7, "7"),  # a BH-C1 value: a number over a number
        ("I5", 52, "52"),  # a rank: a rank there is, but not the one written there
        ("J9", "4.5", "4.5"),  # points typed as text the sheet turns into a number
        ("L3", "'12", "'12'"),  # text in a number column
    ],
)
def test_a_value_typed_over_one_of_ours_stops_the_sync(
    sheets_server: SheetsServer,
    gateway: SheetsGateway,
    event: Tournament,
    cell: str,
    typed: Any,
    shown: str,
) -> None:
    sid = synced(sheets_server, gateway, event)
    type_into(sheets_server, gateway, sid, f"Results!{cell}", typed)
    # Unchanged results, and results that change every column: refused the same way.
    assert_refused(sheets_server, gateway, sid, OPTIONS, [f"'Results'!{cell}"])
    error = assert_refused(
        sheets_server,
        gateway,
        sid,
        SyncOptions(rules="fide-2009", order=ORDER),
        [f"'Results'!{cell}"],
    )
    assert f"'Results'!{cell} holds {shown}" in str(error)


def test_an_emptied_cell_of_ours_is_written_again(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    sid = synced(sheets_server, gateway, event)
    written = sheets_server.snapshot(sid)
    gateway.client.http_client.values_clear(sid, "Results!K5")  # the note stays
    gateway.client.http_client.values_clear(sid, "Results!I7")  # a rank has no note
    snap = sheets_server.snapshot(sid)["Results"]
    assert snap["K5"] == (None, written["Results"]["K5"][1]) and "I7" not in snap
    sheets_server.reset_counts()
    result = sync_sheet(gateway, sid, OPTIONS)
    assert result.written
    assert sorted(ch.address for ch in result.plan.changes) == ["'Results'!I7", "'Results'!K5"]
    assert sheets_server.snapshot(sid) == written
    assert writes(sheets_server) == 1
    # Unchanged since: the next sync sends nothing.
    sheets_server.reset_counts()
    again = sync_sheet(gateway, sid, OPTIONS)
    assert again.plan.is_empty and not again.written
    assert sheets_server.snapshot(sid) == written
    assert writes(sheets_server) == 0


def test_values_typed_below_our_rows_or_above_our_header_are_not_ours(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    sid = synced(sheets_server, gateway, event)
    type_into(sheets_server, gateway, sid, "Results!J56", "=SUM(J3:J54)")
    type_into(sheets_server, gateway, sid, "Results!K57", 104)  # a total typed as a number
    type_into(sheets_server, gateway, sid, "Results!I1", 2026)  # beside the title, above our header
    # Dropping SB would clear column M and rewrite K: the stray cells are in the way.
    assert_refused(
        sheets_server,
        gateway,
        sid,
        SyncOptions(rules=RULES, order=("BH-C1", "BH")),
        ["'Results'!I1", "'Results'!J56", "'Results'!K57"],
    )


def test_a_note_on_a_rank_cell_is_the_organisers(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    sid = synced(sheets_server, gateway, event)
    gateway.client.http_client.batch_update(
        sid,
        {
            "requests": [
                {
                    "updateCells": {
                        "start": {"sheetId": 0, "rowIndex": 3, "columnIndex": 8},
                        "rows": [{"values": [{"note": "tied with board 2: ask the arbiter"}]}],
                        "fields": "note",
                    }
                }
            ]
        },
    )
    assert sheets_server.snapshot(sid)["Results"]["I4"][1] == "tied with board 2: ask the arbiter"
    # The rank is ours; the note, which a rewrite would delete, is not.
    error = assert_refused(sheets_server, gateway, sid, OPTIONS, ["'Results'!I4"])
    assert "with the note 'tied with board 2: ask the arbiter'" in str(error)


def swap_rows(gateway: SheetsGateway, sid: str, a: int, b: int) -> None:
    """The organiser sorts: rows ``a`` and ``b`` (0-based) trade places, values and notes."""
    grid = gateway.read_cells(sid, ["Results"])["Results"]

    def row(r: int) -> list[dict[str, Any]]:
        cells = grid[r] if r < len(grid) else []
        width = max(len(grid[a]), len(grid[b]))
        out = []
        for c in range(width):
            data = cells[c] if c < len(cells) else {}
            kept = {k: data[k] for k in ("userEnteredValue", "note") if k in data}
            out.append(kept)
        return out

    requests = [
        {
            "updateCells": {
                "start": {"sheetId": 0, "rowIndex": target, "columnIndex": 0},
                "rows": [{"values": row(source)}],
                "fields": "userEnteredValue,note",
            }
        }
        for target, source in ((a, b), (b, a))
    ]
    gateway.client.http_client.batch_update(sid, {"requests": requests})


def test_sorted_rows_stay_ours_because_codes_are_kept_by_player(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    sid = synced(sheets_server, gateway, event)
    swap_rows(gateway, sid, 2, 9)  # players 1 and 8 trade rows 3 and 10
    snap = sheets_server.snapshot(sid)["Results"]
    assert snap["A3"][0] == 8 and snap["A10"][0] == 1
    # A new order rewrites the moved rows' values where their players now are (the codes
    # recorded for rows 3 and 10 are the other player's: only the player's entry matches).
    order = ("SB", "BH-C1", "BH")
    result = sync_sheet(gateway, sid, SyncOptions(rules=RULES, order=order))
    assert result.written
    assert {"'Results'!K3", "'Results'!K10"} <= {ch.address for ch in result.plan.changes}
    row_of = {p.id: i + 2 for i, p in enumerate(event.players)}
    row_of[PlayerId(1)], row_of[PlayerId(8)] = row_of[PlayerId(8)], row_of[PlayerId(1)]
    st = expected(event, order, RULES)
    assert_block(sheets_server, sid, "Results", st, header_row=1, first_col=8, row_of=row_of)


def test_sorting_with_unchanged_results_only_updates_the_header_notes(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    sid = synced(sheets_server, gateway, event)
    swap_rows(gateway, sid, 2, 9)
    sorted_sheet = sheets_server.snapshot(sid)
    result = sync_sheet(gateway, sid, OPTIONS)
    headers = {f"{letter}2" for letter in OURS}
    assert {ch.address for ch in result.plan.changes} == {f"'Results'!{h}" for h in headers}
    after = sheets_server.snapshot(sid)
    for where, content in sorted_sheet["Results"].items():
        if where not in headers:
            assert after["Results"][where] == content, where
    assert read_checks(after["Results"]["I2"][1]) == Checks(
        tuple(
            sorted(
                (
                    Entry(int(p), r - 1, check_code(after["Results"][f"I{r}"][0]))
                    for r in range(3, 3 + len(event.players))
                    for p in [after["Results"][f"A{r}"][0]]
                ),
                key=lambda e: e.player,
            )
        )
    )
    sheets_server.reset_counts()
    assert sync_sheet(gateway, sid, OPTIONS).plan.is_empty and writes(sheets_server) == 0


def renumbered(rows: list[list[object]], a: int, b: int) -> list[list[object]]:
    """The crosstable with players ``a`` and ``b`` trading starting numbers (rows stay put;
    every opponent number in the round cells follows)."""
    swap = {a: b, b: a}
    out: list[list[object]] = [list(row) for row in rows[:2]]
    for row in rows[2:]:
        new = list(row)
        new[0] = swap.get(int(str(row[0])), row[0])
        for c in range(3, 7):
            token = str(row[c])
            digits = "".join(ch for ch in token if ch.isdigit())
            if digits and int(digits) in swap:
                new[c] = token.replace(digits, str(swap[int(digits)]), 1)
        out.append(new)
    return out


def test_renumbered_players_rows_stay_ours(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    """The organiser renumbers two players (a correction of the starting list): the values on
    their rows are still the ones written at those rows, so the sync may rewrite them, and
    the sheet ends as a fresh sync of the renumbered sheet would make it."""
    sid = synced(sheets_server, gateway, event)
    rows = renumbered(crosstable_rows(event), 3, 4)
    n = len(event.players)
    gateway.client.http_client.values_update(
        sid, f"Results!A3:H{2 + n}", params={"valueInputOption": "RAW"}, body={"values": rows[2:]}
    )
    assert sheets_server.snapshot(sid)["Results"]["A5"][0] == 4
    result = sync_sheet(gateway, sid, SyncOptions(rules="fide-2009", order=ORDER))
    assert result.written
    fresh = sheets_server.create_spreadsheet(
        event.name, sheets={"Results": rows}, input_option="RAW", shared_with=[ACCOUNT]
    )
    sync_sheet(gateway, fresh, SyncOptions(rules="fide-2009", order=ORDER))
    assert sheets_server.snapshot(sid) == sheets_server.snapshot(fresh)


def test_header_notes_record_what_was_written(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    sid = synced(sheets_server, gateway, event)
    snap = sheets_server.snapshot(sid)["Results"]
    st = expected(event)
    for i, letter in enumerate(OURS):
        label, note = snap[f"{letter}2"]
        assert note is not None and note.startswith(OWNER_MARK)
        last = note.splitlines()[-1]
        assert last.startswith(f"{CHECK_MARK} 1@3:")  # player 1, sheet row 3
        checks = read_checks(note)
        assert checks is not None
        want = []
        for r, p in enumerate(event.players, start=3):
            value = snap.get(f"{letter}{r}", (None, None))[0]
            if value is not None:
                want.append(Entry(int(p.id), r - 1, check_code(value)))
        assert list(checks.entries) == want, label
        filled = [r for r in st.rows if i < 2 or r.values[label] is not None]
        assert len(want) == len(filled)
        assert len(last) < 16 * len(filled) + len(CHECK_MARK)


def test_check_codes_tell_values_apart() -> None:
    assert check_code(3) == check_code(3.0)  # the sheet reads back every number as a float
    assert check_code(3) != check_code("3")  # a number is not the text "3"
    assert check_code(1.5) != check_code(2.5) != check_code(3)
    assert len({check_code(k / 2) for k in range(1000)}) == 1000
    assert read_checks("tiebreak-sheets: rank in the standings") is None
    assert read_checks("tiebreak-sheets: x\n\ntiebreak-sheets check: 7@12:Ab+/") == Checks(
        (Entry(7, 11, "Ab+/"),)
    )
    assert read_checks("tiebreak-sheets: x\n\ntiebreak-sheets check: 7@12:Ab") is None


def test_legacy_headers_without_codes_are_upgraded(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    """Columns written before check codes existed: numbers in them still count as ours,
    once; the sync that rewrites them adds the codes."""
    sid = synced(sheets_server, gateway, event)
    ws = sheets_server.spreadsheets[sid].sheets[0]
    for c in range(8, 13):
        cell = ws.cells[(1, c)]
        assert cell.note is not None
        cell.note = cell.note.split("\n\n")[0]  # the note as the first version wrote it
        assert read_checks(cell.note) is None
    result = sync_sheet(gateway, sid, SyncOptions(rules="fide-2009", order=ORDER))
    assert result.written
    ws = sheets_server.spreadsheets[sid].sheets[0]  # a batchUpdate swaps in a new copy
    assert all(read_checks(ws.cells[(1, c)].note) is not None for c in range(8, 13))
    type_into(sheets_server, gateway, sid, "Results!L4", 3)
    assert_refused(sheets_server, gateway, sid, OPTIONS, ["'Results'!L4"])


def test_standings_tab_typed_over_then_emptied(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    options = SyncOptions(rules=RULES, order=ORDER, target=Target.STANDINGS_TAB)
    sid = crosstable_sheet(sheets_server, event)
    sync_sheet(gateway, sid, options)
    written = sheets_server.snapshot(sid)
    type_into(
        sheets_server, gateway, sid, "Standings!D6", 9
    )  # the points of the fifth-placed player
    type_into(sheets_server, gateway, sid, "Standings!C4", "Somebody Else")
    assert_refused(sheets_server, gateway, sid, options, ["'Standings'!C4", "'Standings'!D6"])
    gateway.client.http_client.values_clear(sid, "Standings!C4:D6")
    sheets_server.reset_counts()
    result = sync_sheet(gateway, sid, options)
    assert result.written and writes(sheets_server) == 1
    assert sheets_server.snapshot(sid) == written
    # A row typed below the standings is not ours either, even on our own tab.
    type_into(sheets_server, gateway, sid, f"Standings!B{len(event.players) + 3}", 99)
    assert_refused(
        sheets_server,
        gateway,
        sid,
        SyncOptions(rules="fide-2009", order=ORDER, target=Target.STANDINGS_TAB),
        [f"'Standings'!B{len(event.players) + 3}"],
    )


def test_explanations_are_rewritten_with_the_values(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    """An emptied tie-break cell gets its value and its explanation back."""
    sid = synced(sheets_server, gateway, event)
    gateway.client.http_client.values_clear(sid, "Results!M3:M54")
    sync_sheet(gateway, sid, OPTIONS)
    snap = sheets_server.snapshot(sid)["Results"]
    st = expected(event)
    for r, p in enumerate(event.players, start=3):
        value = st.row(p.id).values["SB"]
        assert snap[f"M{r}"] == (
            None if value is None else float(value),
            render_text(st.explain(p.id, "SB")),
        )
