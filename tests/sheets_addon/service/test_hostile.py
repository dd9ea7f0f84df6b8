"""Hostile and broken requests: each gets a 4xx with a JSON error in words (never a
traceback), the sheet is not touched and nothing is computed for it."""

from __future__ import annotations

import json
import socket
import time
from typing import Any

import pytest

from sheets_addon.gateway import SheetsGateway
from tests.servers.sheets_server import SheetsServer
from tests.sheets_addon.conftest import ACCOUNT
from tests.sheets_addon.events import crosstable_rows, load_event
from tests.sheets_addon.service.conftest import Service, script_request


@pytest.fixture
def sheet(sheets_server: SheetsServer) -> str:
    return sheets_server.create_spreadsheet(
        "Event",
        sheets={"Results": crosstable_rows(load_event())},
        input_option="RAW",
        shared_with=[ACCOUNT],
        locale="cs_CZ",
    )


@pytest.fixture
def body(gateway: SheetsGateway, sheet: str) -> dict[str, Any]:
    return {"spreadsheet": script_request(gateway, sheet)}


def _error(response: Any, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, response.text
    assert "Traceback" not in response.text
    error: dict[str, Any] = response.json()["error"]
    assert error["code"] == code
    assert error["message"]
    return error


def _computed(service: Service) -> int:
    """Requests that reached the work (answered 200 or refused by the sheet's data)."""
    from sheets_addon.service.app import METRICS

    return sum(
        n
        for (endpoint, _, status), n in service.app[METRICS].requests.items()
        if endpoint.startswith("/v1/") and status in (200, 409, 422)
    )


def test_unsigned_bad_and_unknown(service: Service, sheet: str, body: dict[str, Any]) -> None:
    token = service.store.create(sheet).text
    _error(service.post("/v1/update", body, None), 401, "unsigned")
    forged = token[:-4] + "AAAA"
    _error(service.post("/v1/update", body, forged), 401, "bad-signature")
    _error(service.post("/v1/update", body, "tb1.ffffffffffffffff.x"), 401, "unknown-token")
    assert _computed(service) == 0


def test_a_revoked_token(service: Service, sheet: str, body: dict[str, Any]) -> None:
    made = service.store.create(sheet)
    assert service.store.revoke(made.key_id)
    _error(service.post("/v1/check", body, made.text), 401, "unknown-token")


def test_stale_and_replayed(service: Service, sheet: str, body: dict[str, Any]) -> None:
    token = service.store.create(sheet).text
    error = _error(
        service.post("/v1/check", body, token, now=int(time.time()) - 1000), 401, "stale"
    )
    assert "300" in error["message"]
    data = json.dumps(body).encode()
    from sheets_addon.service.signing import headers

    signed = headers(token, "POST", "/v1/check", data, int(time.time()))
    signed["Content-Type"] = "application/json"
    first = service.session.post(service.url + "/v1/check", data=data, headers=signed)
    assert first.status_code == 200, first.text
    again = service.session.post(service.url + "/v1/check", data=data, headers=signed)
    _error(again, 401, "replayed")


def test_another_sheets_token(
    service: Service,
    sheets_server: SheetsServer,
    sheet: str,
    body: dict[str, Any],
    gateway: SheetsGateway,
) -> None:
    other = sheets_server.create_spreadsheet("Other", shared_with=[ACCOUNT])
    token = service.store.create(other).text
    before = sheets_server.snapshot(sheet)
    error = _error(service.post("/v1/update", body, token), 403, "wrong-sheet")
    assert error["lang"] == "cs"  # the locale of the posted spreadsheet
    assert sheets_server.snapshot(sheet) == before


def test_bad_json_wrong_shapes_and_unknown_fields(
    service: Service, sheet: str, body: dict[str, Any]
) -> None:
    token = service.store.create(sheet).text
    _error(service.post("/v1/update", b"{not json", token), 400, "bad-json")
    _error(service.post("/v1/update", b'{"spreadsheet": NaN}', token), 400, "bad-json")
    _error(service.post("/v1/update", b"\xff\xfe", token), 400, "bad-json")
    error = _error(service.post("/v1/update", {**body, "extra": 1}, token), 400, "bad-request")
    assert "extra" in error["message"] and error["lang"] == "cs"
    assert error["message"].startswith("Požadavek")  # in the sheet's language
    wrong = json.loads(json.dumps(body))
    wrong["spreadsheet"]["sheets"][0]["properties"]["title"] = 5
    error = _error(service.post("/v1/update", wrong, token), 400, "bad-request")
    assert error["message"] == (
        "Požadavek má chybný tvar v spreadsheet.sheets[0].properties.title: očekáváno text."
    )
    _error(service.post("/v1/update", [], token), 400, "bad-request")
    _error(
        service.post("/v1/update", {**body, "options": {"lang": "xx"}}, token), 400, "bad-request"
    )


def test_deeply_nested(service: Service, sheet: str) -> None:
    token = service.store.create(sheet).text
    deep = b"[" * 200_000 + b"]" * 200_000
    _error(service.post("/v1/update", deep, token), 400, "bad-json")
    nested: Any = {}
    for _ in range(500):
        nested = {"userEnteredValue": nested}
    shaped = {
        "spreadsheet": {
            "spreadsheetId": sheet,
            "sheets": [
                {
                    "properties": {"sheetId": 0, "title": "R"},
                    "data": [{"rowData": [{"values": [nested]}]}],
                }
            ],
        }
    }
    _error(service.post("/v1/update", shaped, token), 400, "bad-request")


def test_slow_client_does_not_hold_the_service(service: Service, sheet: str) -> None:
    """A client that sends its headers and then a trickle: other requests are answered."""
    host, port = service.url.removeprefix("http://").split(":")
    slow = socket.create_connection((host, int(port)))
    try:
        slow.sendall(
            b"POST /v1/update HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Content-Length: 1000\r\n\r\n{"
        )
        response = service.session.get(service.url + "/v1/version", timeout=5)
        assert response.status_code == 200
    finally:
        slow.close()


def test_unknown_paths_and_methods(service: Service) -> None:
    _error(service.session.get(service.url + "/nope"), 404, "not-found")
    _error(service.session.get(service.url + "/v1/update"), 400, "bad-request")
    _error(service.session.put(service.url + "/v1/update"), 400, "bad-request")
    from sheets_addon.service.app import METRICS

    assert {m for _, m, _ in service.app[METRICS].requests} == {"GET", "other"}


def test_in_flight_bound(service: Service, sheet: str, body: dict[str, Any]) -> None:
    from sheets_addon.service.app import SETTINGS, STATE

    token = service.store.create(sheet).text
    state = service.app[STATE]
    state.in_flight = service.app[SETTINGS].max_in_flight  # as if that many were running
    try:
        response = service.post("/v1/check", body, token)
    finally:
        state.in_flight = 0
    _error(response, 503, "busy")
    assert response.headers["Retry-After"] == "2"
