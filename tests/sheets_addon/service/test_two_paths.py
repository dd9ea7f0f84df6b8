"""One contract, two paths: every kind of sheet the sync tests use, updated through the
service (what the add-on's *Update tie-breaks* does: read, post, apply the answer) and
through ``tiebreak-sheets sync`` against the Sheets stand-in, ends with the same cells and
the same notes; a sheet the sync refuses is refused by the service with the same cells and
the same words, and nothing is written."""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from typing import Any

import pytest

from core.model import Tournament
from sheets_addon import SheetConflictError, SyncOptions, sync_sheet
from sheets_addon.gateway import SheetsGateway
from sheets_addon.sheet_settings import Target
from tests.core.test_team_sheets import GAMES as TEAM_GAMES
from tests.core.test_team_sheets import TEAMS
from tests.servers.sheets_server import SheetsServer
from tests.sheets_addon.conftest import ACCOUNT
from tests.sheets_addon.events import crosstable_rows, load_event, pairings_rows, player_rows
from tests.sheets_addon.service.conftest import (
    Changed,
    Service,
    menu_update,
    script_apply,
    script_request,
)
from tests.sheets_addon.test_scrabble import GAMES as SCRABBLE_GAMES
from tests.sheets_addon.test_scrabble import PLAYERS as SCRABBLE_PLAYERS
from tests.sheets_addon.test_watch import final, live, pending  # noqa: F401 (fixtures)

ORDER = ("BH-C1", "BH", "SB")
RULES = "fide-2026"
Make = Callable[[SheetsServer], str]


@pytest.fixture(scope="module")
def event() -> Tournament:
    return load_event()


def _rows(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


def _book(sheets: dict[str, list[list[Any]]], **kw: Any) -> Make:
    def make(server: SheetsServer) -> str:
        return server.create_spreadsheet(
            "Event", sheets=sheets, input_option="RAW", shared_with=[ACCOUNT], **kw
        )

    return make


def _token(service: Service, sid: str) -> str:
    return service.store.create(sid).text


def _options(o: SyncOptions) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if o.rules is not None:
        out["rules"] = o.rules
    if o.order is not None:
        out["order"] = list(o.order)
    if o.target is not None:
        out["target"] = o.target.value
    if o.lang is not None:
        out["lang"] = o.lang
    if o.live:
        out["live"] = True
    return out


def both(
    server: SheetsServer, gateway: SheetsGateway, service: Service, make: Make, options: SyncOptions
) -> tuple[str, str, str]:
    """Make the sheet twice; update one by the sync, the other through the service."""
    by_sync, by_menu = make(server), make(server)
    token = _token(service, by_menu)
    result = sync_sheet(gateway, by_sync, options)
    answer = menu_update(service, gateway, by_menu, token, _options(options))
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["summary"].replace(by_menu, by_sync) == result.summary()
    assert body["cells"] == len(result.plan.changes)
    assert server.snapshot(by_sync) == server.snapshot(by_menu)
    assert server.snapshot(by_menu) != server.snapshot(make(server)), "nothing was written"
    return by_sync, by_menu, token


SYNCED = OPTIONS = SyncOptions(rules=RULES, order=ORDER)


def test_a_crosstable(
    sheets_server: SheetsServer, gateway: SheetsGateway, service: Service, event: Tournament
) -> None:
    by_sync, by_menu, token = both(
        sheets_server, gateway, service, _book({"Results": crosstable_rows(event)}), OPTIONS
    )
    # A second update changes nothing, on both paths.
    again = menu_update(service, gateway, by_menu, token, _options(OPTIONS)).json()
    assert again["cells"] == 0 and again["writes"] == [] and again["expect"] == []
    assert not sync_sheet(gateway, by_sync, OPTIONS).plan.changes


def test_a_pairings_list_with_a_players_tab(
    sheets_server: SheetsServer, gateway: SheetsGateway, service: Service, event: Tournament
) -> None:
    make = _book({"Games": pairings_rows(event), "Players": player_rows(event)})
    both(sheets_server, gateway, service, make, OPTIONS)


def test_the_standings_tab_is_created(
    sheets_server: SheetsServer, gateway: SheetsGateway, service: Service, event: Tournament
) -> None:
    make = _book({"Results": crosstable_rows(event)})
    options = SyncOptions(rules=RULES, order=ORDER, target=Target.STANDINGS_TAB)
    _, by_menu, _ = both(sheets_server, gateway, service, make, options)
    assert "Standings" in sheets_server.snapshot(by_menu)


def test_a_team_event(
    sheets_server: SheetsServer, gateway: SheetsGateway, service: Service
) -> None:
    make = _book({"Games": _rows(TEAM_GAMES), "Teams": _rows(TEAMS)})
    both(sheets_server, gateway, service, make, SyncOptions())


def test_a_scrabble_event(
    sheets_server: SheetsServer, gateway: SheetsGateway, service: Service
) -> None:
    make = _book({"Scrabble": SCRABBLE_GAMES, "Players": SCRABBLE_PLAYERS})
    both(sheets_server, gateway, service, make, SyncOptions())


@pytest.mark.parametrize("locale", ["en_GB", "cs_CZ", "bg_BG", "ro_RO", "tr_TR", "it_IT"])
def test_each_language(
    sheets_server: SheetsServer,
    gateway: SheetsGateway,
    service: Service,
    event: Tournament,
    locale: str,
) -> None:
    make = _book({"Results": crosstable_rows(event)}, locale=locale)
    both(sheets_server, gateway, service, make, OPTIONS)


@pytest.mark.parametrize("provisional", [False, True])
def test_a_round_in_progress(
    sheets_server: SheetsServer,
    gateway: SheetsGateway,
    service: Service,
    live: Tournament,  # noqa: F811
    provisional: bool,
) -> None:
    make = _book({"Results": crosstable_rows(live)})
    both(
        sheets_server,
        gateway,
        service,
        make,
        SyncOptions(rules=RULES, order=ORDER, live=provisional),
    )


def _refused_alike(
    server: SheetsServer,
    gateway: SheetsGateway,
    service: Service,
    sid: str,
    options: SyncOptions,
    token: str,
) -> dict[str, Any]:
    before = server.snapshot(sid)
    with pytest.raises(SheetConflictError) as info:
        sync_sheet(gateway, sid, options)
    answer = menu_update(service, gateway, sid, token, _options(options))
    assert answer.status_code == 409, answer.text
    error: dict[str, Any] = answer.json()["error"]
    assert error["code"] == "conflict"
    assert error["cells"] == [cell for cell, _ in info.value.cells]
    assert error["message"] == info.value.text(error["lang"])
    assert server.snapshot(sid) == before
    return error


def test_a_conflict(
    sheets_server: SheetsServer, gateway: SheetsGateway, service: Service, event: Tournament
) -> None:
    """A formula typed over one of our values, a label where a new column would go."""
    sid = _book({"Results": crosstable_rows(event)})(sheets_server)
    token = _token(service, sid)
    assert menu_update(service, gateway, sid, token, _options(OPTIONS)).status_code == 200
    http = gateway.client.http_client
    http.values_update(
        sid, "Results!K5", params={"valueInputOption": "USER_ENTERED"}, body={"values": [["=2*3"]]}
    )
    http.values_update(
        sid, "Results!N2", params={"valueInputOption": "RAW"}, body={"values": [["notes"]]}
    )
    error = _refused_alike(
        sheets_server, gateway, service, sid, SyncOptions(rules=RULES, order=(*ORDER, "PS")), token
    )
    assert error["cells"] == ["'Results'!K5", "'Results'!N2"]


@pytest.mark.parametrize("locale", ["en_US", "cs_CZ"])
def test_a_typed_over_cell(
    sheets_server: SheetsServer,
    gateway: SheetsGateway,
    service: Service,
    event: Tournament,
    locale: str,
) -> None:
    sid = _book({"Results": crosstable_rows(event)}, locale=locale)(sheets_server)
    token = _token(service, sid)
    assert menu_update(service, gateway, sid, token, _options(OPTIONS)).status_code == 200
    gateway.client.http_client.values_update(
        sid, "Results!J7", params={"valueInputOption": "USER_ENTERED"}, body={"values": [["12"]]}
    )
    error = _refused_alike(sheets_server, gateway, service, sid, OPTIONS, token)
    assert error["cells"] == ["'Results'!J7"]
    assert error["lang"] == locale[:2]


def test_a_tab_changed_after_the_read_is_not_written(
    sheets_server: SheetsServer, gateway: SheetsGateway, service: Service, event: Tournament
) -> None:
    """The script's check under the lock: the answer's ``expect`` no longer matches."""
    sid = _book({"Results": crosstable_rows(event)})(sheets_server)
    token = _token(service, sid)
    body = {"spreadsheet": script_request(gateway, sid), "options": _options(OPTIONS)}
    answer = service.post("/v1/update", body, token).json()
    gateway.client.http_client.values_update(
        sid, "Results!B3", params={"valueInputOption": "RAW"}, body={"values": [["Renamed"]]}
    )
    before = sheets_server.snapshot(sid)
    with pytest.raises(Changed):
        script_apply(gateway, sid, answer)
    assert sheets_server.snapshot(sid) == before
