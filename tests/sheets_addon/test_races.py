"""Races with the organiser and with other syncs, injected in the local Sheets server.

The organiser sorts the rows or types into one of our cells while a sync runs (between its
read and its write), another sync creates the ``Standings`` tab at the same moment, or
Google applies a write and its answer is lost. Each race is injected with
:meth:`SheetsServer.before_next` (an action run between two requests of the sync) or
:meth:`SheetsServer.lose_next_answer`; the sync under test is the real client stack.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from core.formats.grid import a1
from core.model import Tournament
from sheets_addon import SheetBusyError, SheetConflictError, SyncOptions, sync_sheet
from sheets_addon.client import open_gateway
from sheets_addon.gateway import SheetsGateway
from sheets_addon.retry import RetryPolicy
from sheets_addon.sheet_settings import Target
from tests.servers.sheets_server import SheetsServer
from tests.sheets_addon.conftest import Sleeps
from tests.sheets_addon.events import load_event
from tests.sheets_addon.test_sync import (
    ORDER,
    RULES,
    assert_block,
    crosstable_sheet,
    expected,
    writes,
)

OPTIONS = SyncOptions(rules=RULES, order=ORDER)
FIRST = 8  # column I: the Gros crosstable's organiser data is A..H (No., Name, Rtg, R1..R4, Pts)


@pytest.fixture(scope="module")
def event() -> Tournament:
    return load_event()


def after_the_read(server: SheetsServer, action: Callable[[], None]) -> list[bool]:
    """Run ``action`` just after the sync's read of the cells, before its next request
    (whatever that is: the write, or a check before it). Returns a flag set when it ran."""
    ran: list[bool] = []

    def run() -> None:
        action()
        ran.append(True)

    server.before_next(lambda: server.before_next(run), kind="grid_read")
    return ran


def sort_by_name(server: SheetsServer, sid: str, t: Tournament) -> Callable[[], None]:
    """The organiser sorts the player rows (3..54) by name, Z to A, with every column."""
    last = 1 + len(t.players)
    return lambda: server.sort_rows(sid, "Results", 2, last, key=lambda row: row[1])


def rows_now(server: SheetsServer, sid: str, t: Tournament) -> dict[int, int]:
    """Player id -> 0-based row, as the sheet is now (column A holds the starting number)."""
    grid = server.values(sid, "Results")
    found = {int(grid[r][0]): r for r in range(2, 2 + len(t.players))}
    assert sorted(found) == sorted(int(p.id) for p in t.players)
    return found


def test_rows_sorted_while_the_sync_computes_keep_their_values(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    sid = crosstable_sheet(sheets_server, event)
    ran = after_the_read(sheets_server, sort_by_name(sheets_server, sid, event))
    result = sync_sheet(gateway, sid, OPTIONS)
    assert ran and result.written
    row_of = rows_now(sheets_server, sid, event)
    assert row_of != {p.id: i + 2 for i, p in enumerate(event.players)}  # the rows did move
    assert_block(
        sheets_server, sid, "Results", expected(event), header_row=1, first_col=FIRST, row_of=row_of
    )
    assert writes(sheets_server) == 1  # seen before writing: nothing was written on stale rows


def test_rows_sorted_just_before_the_write_are_put_right(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    """The sort lands between the last check and the write: the write's own answer shows the
    moved rows, and the sync writes again so that every value is on its player."""
    sid = crosstable_sheet(sheets_server, event)
    sheets_server.before_next(sort_by_name(sheets_server, sid, event), kind="batch_update")
    result = sync_sheet(gateway, sid, OPTIONS)
    row_of = rows_now(sheets_server, sid, event)
    assert_block(
        sheets_server, sid, "Results", expected(event), header_row=1, first_col=FIRST, row_of=row_of
    )
    assert result.written and result.writes == 2
    assert result.summary().endswith("in 2 requests")
    sheets_server.reset_counts()
    assert sync_sheet(gateway, sid, OPTIONS).plan.is_empty  # and the next sync agrees


def test_a_value_typed_into_our_cell_while_the_sync_computes_is_kept(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    sid = crosstable_sheet(sheets_server, event)
    sync_sheet(gateway, sid, OPTIONS)
    # A sync under another rule set changes some BH-C1 values; the organiser types over one.
    old, new = expected(event), expected(event, ORDER, "fide-2009")
    pid = next(
        r.player.id for r in old.rows if r.values["BH-C1"] != new.row(r.player.id).values["BH-C1"]
    )
    where = a1(1 + int(pid), FIRST + 2)  # players are on rows 3.. in starting-number order
    ran = after_the_read(
        sheets_server, lambda: sheets_server.type_value(sid, "Results", where, "7")
    )
    sheets_server.reset_counts()
    with pytest.raises(SheetConflictError) as info:
        sync_sheet(gateway, sid, SyncOptions(rules="fide-2009", order=ORDER))
    assert ran
    assert info.value.cells == [(f"'Results'!{where}", "7")]
    assert sheets_server.snapshot(sid)["Results"][where][0] == 7  # kept, not overwritten
    assert writes(sheets_server) == 0


def test_a_tab_that_keeps_changing_stops_the_sync_after_a_few_rounds(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament
) -> None:
    sid = crosstable_sheet(sheets_server, event)
    edits: list[int] = []

    def keep_typing() -> None:  # a comment beside the data, changed before every check
        edits.append(len(edits))
        sheets_server.type_value(sid, "Results", "A60", f"note {len(edits)}")
        after_the_read(sheets_server, keep_typing)

    after_the_read(sheets_server, keep_typing)
    before = sheets_server.snapshot(sid)
    with pytest.raises(SheetBusyError, match=r"kept changing.*nothing was written"):
        sync_sheet(gateway, sid, OPTIONS)
    assert len(edits) == 3
    assert {k: v for k, v in sheets_server.snapshot(sid)["Results"].items() if k != "A60"} == {
        k: v for k, v in before["Results"].items() if k != "A60"
    }


STANDINGS = SyncOptions(rules=RULES, order=ORDER, target=Target.STANDINGS_TAB)


def assert_standings_tab(server: SheetsServer, sid: str, t: Tournament) -> None:
    assert [ws.title for ws in server.spreadsheets[sid].sheets].count("Standings") == 1
    grid = server.values(sid, "Standings")
    st = expected(t)
    assert grid[0] == ["Rank", "No", "Name", "Pts", *ORDER]
    assert [int(row[1]) for row in grid[1:]] == [int(r.player.id) for r in st.rows]


@pytest.mark.parametrize("lost", [500, "drop"])
def test_a_created_standings_tab_whose_answer_was_lost(
    sheets_server: SheetsServer, gateway: SheetsGateway, event: Tournament, lost: int | str
) -> None:
    """Google created the tab and wrote it, then answered 500 (or the connection dropped):
    the retry finds the tab made and the sync succeeds."""
    sid = crosstable_sheet(sheets_server, event)
    sheets_server.lose_next_answer(1, lost, kind="batch_update")
    result = sync_sheet(gateway, sid, STANDINGS)
    assert result.plan.is_empty  # the lost write had done it all
    assert result.summary().endswith("; up to date")  # not "nothing written": it was
    assert_standings_tab(sheets_server, sid, event)
    assert sync_sheet(gateway, sid, STANDINGS).plan.is_empty


def test_two_syncs_creating_the_standings_tab_at_once(
    sheets_server: SheetsServer,
    gateway: SheetsGateway,
    key_file: Path,
    sleeps: Sleeps,
    event: Tournament,
) -> None:
    sid = crosstable_sheet(sheets_server, event)
    other = open_gateway(
        credentials_file=key_file, endpoint=sheets_server.url, retry=RetryPolicy(sleep=sleeps)
    )
    first: list[bool] = []
    # The other sync runs whole between this one's read and its write.
    sheets_server.before_next(
        lambda: first.append(sync_sheet(other, sid, STANDINGS).written), kind="batch_update"
    )
    result = sync_sheet(gateway, sid, STANDINGS)
    assert first == [True]
    assert result.plan.is_empty
    assert_standings_tab(sheets_server, sid, event)
