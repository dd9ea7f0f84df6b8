"""The bounds: body size (a 10,000 x 15 tab fits, more is refused in words) and requests
per token per minute."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from sheets_addon.service.app import MAX_BODY, ServeSettings
from sheets_addon.service.signing import headers
from tests.sheets_addon.service.conftest import Service
from tests.sheets_addon.service.test_hostile import _error
from tests.sheets_addon.service.test_hostile import body as body
from tests.sheets_addon.service.test_hostile import sheet as sheet


@pytest.fixture
def service_settings() -> ServeSettings:
    return ServeSettings(max_body=2 * 1024 * 1024, per_minute=5)


def test_huge(service: Service, sheet: str) -> None:
    token = service.store.create(sheet).text
    huge = b'{"spreadsheet": "' + b"x" * (3 * 1024 * 1024) + b'"}'
    error = _error(service.post("/v1/update", huge, token), 413, "too-large")
    assert "10" in error["message"] and "MB" in error["message"]

    # without a Content-Length (chunked): aiohttp's own bound, mapped to the same answer
    def chunks() -> Any:
        for _ in range(48):
            yield b"x" * 65536

    hdrs = headers(token, "POST", "/v1/update", b"", int(time.time()))
    response = service.session.post(service.url + "/v1/update", data=chunks(), headers=hdrs)
    _error(response, 413, "too-large")


def test_rate_per_token(service: Service, sheet: str, body: dict[str, Any]) -> None:
    token = service.store.create(sheet).text
    codes = [service.post("/v1/entrants", body, token).status_code for _ in range(7)]
    assert codes[:5] == [200] * 5 and codes[5:] == [429, 429]
    limited = service.post("/v1/entrants", body, token)
    assert limited.headers["Retry-After"] == "60"


def test_a_10000_by_15_tab_fits_the_default_body_bound() -> None:
    """Every cell as the script posts it: entered and effective value, displayed text, a
    number format; and a note on a third of them (our explanations)."""
    note = "BH-C1 (Buchholz Cut 1): 12 + 11,5 + 10 + 9,5 + 9 + 8 - 6 = 54 " * 4
    row = []
    for c in range(15):
        if c == 1:
            cell: dict[str, Any] = {
                "userEnteredValue": {"stringValue": "Novák-Dvořáková, Jana Marie"},
                "effectiveValue": {"stringValue": "Novák-Dvořáková, Jana Marie"},
                "formattedValue": "Novák-Dvořáková, Jana Marie",
            }
        else:
            cell = {
                "userEnteredValue": {"numberValue": 1234.5},
                "effectiveValue": {"numberValue": 1234.5},
                "formattedValue": "1 234,5",
                "effectiveFormat": {"numberFormat": {"type": "NUMBER", "pattern": "#,##0.0"}},
            }
        if c % 3 == 0:
            cell["note"] = note
        row.append(cell)
    sheet = {
        "spreadsheetId": "x" * 44,
        "properties": {"title": "Open", "locale": "cs_CZ"},
        "sheets": [
            {
                "properties": {"sheetId": 0, "title": "Results", "index": 0},
                "data": [{"rowData": [{"values": row}] * 10_000}],
            }
        ],
    }
    size = len(json.dumps({"spreadsheet": sheet}, ensure_ascii=False).encode())
    assert 20 * 1024 * 1024 < size < MAX_BODY, size / 1048576
