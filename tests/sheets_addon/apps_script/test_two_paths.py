"""One contract, two paths, the menu's end: every kind of sheet the sync tests use, updated by
the add-on's script itself (``tiebreakUpdate()`` run under node over the fakes of
``sheets_addon/apps_script/tests/fakes.js``, reading a copy of the stand-in's cells, posting to
a real tiebreak-serve and applying its answer with ``setValues``/``setNotes`` under the lock)
and by ``tiebreak-sheets sync`` against the Sheets stand-in, ends with the same cells and the
same notes; a sheet the sync refuses is refused by the script with the same words, and
nothing is written on either path.

(``tests/sheets_addon/service/test_two_paths.py`` compares the service's answer applied by a
Python imitation of the script; here the script is the real one.)"""

from __future__ import annotations

import csv
import io
from typing import Any

import pytest

from core.model import Tournament
from sheets_addon import SheetConflictError, SyncOptions, sync_sheet
from sheets_addon.errors import SheetInputError
from sheets_addon.gateway import SheetsGateway
from tests.core.test_team_sheets import GAMES as TEAM_GAMES
from tests.core.test_team_sheets import TEAMS
from tests.servers.sheets_server import SheetsServer
from tests.sheets_addon.apps_script.conftest import Menu, fake_book
from tests.sheets_addon.conftest import ACCOUNT
from tests.sheets_addon.events import crosstable_rows, load_event, pairings_rows, player_rows
from tests.sheets_addon.test_scrabble import GAMES as SCRABBLE_GAMES
from tests.sheets_addon.test_scrabble import PLAYERS as SCRABBLE_PLAYERS
from tests.sheets_addon.test_watch import final, live, pending  # noqa: F401 (fixtures)

SETTINGS = [[], ["Tiebreak settings"], ["Rules", "fide-2026"], ["Order", "BH-C1, BH, SB"]]
"""The menu has no options: the sheet's settings block says what the sync's options say."""


@pytest.fixture(scope="module")
def event() -> Tournament:
    return load_event()


def _rows(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


def _make(server: SheetsServer, sheets: dict[str, list[list[Any]]], **kw: Any) -> str:
    kw.setdefault("input_option", "RAW")
    return server.create_spreadsheet("Event", sheets=sheets, shared_with=[ACCOUNT], **kw)


def both(
    server: SheetsServer,
    gateway: SheetsGateway,
    menu_path: Menu,
    sheets: dict[str, list[list[Any]]],
    *,
    provisional: bool = False,
    **kw: Any,
) -> tuple[str, Any]:
    """The same sheet twice: one synced, the other updated by the script; same cells."""
    by_sync, by_menu = _make(server, sheets, **kw), _make(server, sheets, **kw)
    book = fake_book(server, by_menu)
    before = server.snapshot(by_menu)
    result = sync_sheet(gateway, by_sync, SyncOptions(live=provisional))
    done = menu_path(book, [{"do": "live"} if provisional else {"do": "update"}])
    step = done.results[0]
    assert step["alerts"] == [], step
    summary = result.summary()
    shown = step["toasts"][0]
    assert shown == summary or shown.startswith(summary + " ("), (shown, summary)
    assert done.snapshot == server.snapshot(by_sync)
    assert done.snapshot != before, "nothing was written"
    return by_sync, done


def test_a_crosstable(
    sheets_server: SheetsServer, gateway: SheetsGateway, menu_path: Menu, event: Tournament
) -> None:
    both(sheets_server, gateway, menu_path, {"Results": crosstable_rows(event) + SETTINGS})


def test_a_note_on_an_empty_cell_beyond_the_data(
    sheets_server: SheetsServer, gateway: SheetsGateway, menu_path: Menu, event: Tournament
) -> None:
    """A note is the organiser's even on an empty cell (Apps Script's getLastColumn does not
    see it; the script reads the notes of the whole grid)."""
    rows = crosstable_rows(event) + SETTINGS
    width = max(len(r) for r in rows)
    where = f"{chr(ord('A') + width + 1)}5"
    _, done = both(
        sheets_server, gateway, menu_path, {"Results": rows}, notes={"Results": {where: "ask"}}
    )
    assert done.snapshot["Results"][where] == (None, "ask")


def test_numbers_and_a_date_typed_as_a_user_types_them(
    sheets_server: SheetsServer, gateway: SheetsGateway, menu_path: Menu, event: Tournament
) -> None:
    """Typed values: numbers become numbers, a date a date (Apps Script gives a Date object,
    sent as Sheets' serial number with its DATE format), a decimal comma stays text."""
    typed = [[f"'{c}" if str(c).startswith("=") else c for c in r] for r in crosstable_rows(event)]
    rows = typed + SETTINGS
    rows[0] = [*rows[0], "2026-03-14"]
    both(sheets_server, gateway, menu_path, {"Results": rows}, input_option="USER_ENTERED")


def test_problems_in_the_results_are_refused_alike(
    sheets_server: SheetsServer, gateway: SheetsGateway, menu_path: Menu, event: Tournament
) -> None:
    """Draws typed as formulas (=B6 shows #NAME?): the sync refuses naming each cell, the
    script shows the service's refusal naming the same cells, and neither writes."""
    rows = crosstable_rows(event) + SETTINGS
    sid = _make(sheets_server, {"Results": rows}, input_option="USER_ENTERED")
    before = sheets_server.snapshot(sid)
    with pytest.raises(SheetInputError) as info:
        sync_sheet(gateway, sid)
    done = menu_path(fake_book(sheets_server, sid), [{"do": "update"}])
    (alert,) = done.results[0]["alerts"]
    cells = [p.cell for p in info.value.problems]
    assert len(cells) > 5
    for cell in cells:
        assert f"{cell}:" in alert
    assert done.snapshot == before == sheets_server.snapshot(sid)


def test_a_pairings_list_with_a_players_tab(
    sheets_server: SheetsServer, gateway: SheetsGateway, menu_path: Menu, event: Tournament
) -> None:
    sheets = {"Games": pairings_rows(event) + SETTINGS, "Players": player_rows(event)}
    both(sheets_server, gateway, menu_path, sheets)


def test_the_standings_tab_is_created(
    sheets_server: SheetsServer, gateway: SheetsGateway, menu_path: Menu, event: Tournament
) -> None:
    rows = crosstable_rows(event) + SETTINGS + [["Target", "standings-tab"]]
    _, done = both(sheets_server, gateway, menu_path, {"Results": rows})
    assert "Standings" in done.snapshot


def test_a_team_event(sheets_server: SheetsServer, gateway: SheetsGateway, menu_path: Menu) -> None:
    sheets = {"Games": _rows(TEAM_GAMES), "Teams": _rows(TEAMS)}
    both(sheets_server, gateway, menu_path, sheets)


def test_a_scrabble_event(
    sheets_server: SheetsServer, gateway: SheetsGateway, menu_path: Menu
) -> None:
    sheets = {"Scrabble": SCRABBLE_GAMES, "Players": SCRABBLE_PLAYERS}
    both(sheets_server, gateway, menu_path, sheets)


@pytest.mark.parametrize("locale", ["en_GB", "cs_CZ", "bg_BG", "ro_RO", "tr_TR", "it_IT"])
def test_each_language(
    sheets_server: SheetsServer,
    gateway: SheetsGateway,
    menu_path: Menu,
    event: Tournament,
    locale: str,
) -> None:
    sheets = {"Results": crosstable_rows(event) + SETTINGS}
    both(sheets_server, gateway, menu_path, sheets, locale=locale)


@pytest.mark.parametrize("provisional", [False, True])
def test_a_round_in_progress(
    sheets_server: SheetsServer,
    gateway: SheetsGateway,
    menu_path: Menu,
    live: Tournament,  # noqa: F811
    provisional: bool,
) -> None:
    """The menu's update leaves the round in progress out, as ``sync``; the live trigger's
    counts its finished games, as ``sync --live``."""
    sheets = {"Results": crosstable_rows(live) + SETTINGS}
    both(sheets_server, gateway, menu_path, sheets, provisional=provisional)


def _refused_alike(
    server: SheetsServer,
    gateway: SheetsGateway,
    menu_path: Menu,
    sheets: dict[str, list[list[Any]]],
    edits: list[tuple[str, str, Any]],
    locale: str = "en_US",
) -> list[str]:
    """Update both paths, make the same ``edits`` on both, update again: both refuse with
    the same words and nothing changes. Returns the script's alerts."""
    sid = _make(server, sheets, locale=locale)
    book = fake_book(server, sid)
    sync_sheet(gateway, sid)
    http = gateway.client.http_client
    actions: list[dict[str, Any]] = [{"do": "update"}]
    for tab, a1, value in edits:
        http.values_update(
            sid,
            f"{tab}!{a1}",
            params={"valueInputOption": "USER_ENTERED"},
            body={"values": [[value]]},
        )
        actions.append({"do": "type", "tab": tab, "a1": a1, "value": value})
    before = server.snapshot(sid)
    with pytest.raises(SheetConflictError) as info:
        sync_sheet(gateway, sid)
    actions.append({"do": "update"})
    done = menu_path(book, actions)
    assert done.results[0]["alerts"] == []
    refused = done.results[-1]
    assert refused["summary"] is None
    assert refused["alerts"] == [info.value.text(locale[:2])]
    assert server.snapshot(sid) == before
    assert done.snapshot == before, "the script wrote nothing either"
    return list(refused["alerts"])


def test_a_conflict(
    sheets_server: SheetsServer, gateway: SheetsGateway, menu_path: Menu, event: Tournament
) -> None:
    """A formula typed over one of our values."""
    sheets = {"Results": crosstable_rows(event) + SETTINGS}
    (alert,) = _refused_alike(
        sheets_server, gateway, menu_path, sheets, [("Results", "K5", "=2*3")]
    )
    assert "K5" in alert


@pytest.mark.parametrize("locale", ["en_US", "cs_CZ"])
def test_a_typed_over_cell(
    sheets_server: SheetsServer,
    gateway: SheetsGateway,
    menu_path: Menu,
    event: Tournament,
    locale: str,
) -> None:
    sheets = {"Results": crosstable_rows(event) + SETTINGS}
    (alert,) = _refused_alike(
        sheets_server, gateway, menu_path, sheets, [("Results", "J7", "12")], locale
    )
    assert "J7" in alert
