"""Fixtures of the service's tests: a real ``tiebreak-serve`` application on a loopback port
(aiohttp's own server, in a thread with its event loop), a token store in a temporary
SQLite file, and a client that signs as the add-on's script does.

:func:`script_request` and :func:`script_apply` do what the Apps Script does around the
service, against the Sheets stand-in: read the spreadsheet (the fields the script builds
from ``Range.getValues``/``getFormulas``/``getDisplayValues``/``getNotes``), and apply an
``UpdateAnswer`` (compare ``expect``, create the tab, append, ``setValues`` with the
USER_ENTERED parsing of typed values, ``setNotes``).
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import requests
from aiohttp import web

from sheets_addon.gateway import SheetsGateway, quote_title
from sheets_addon.service.app import ServeSettings, make_app
from sheets_addon.service.signing import headers
from sheets_addon.service.tokens import TokenStore


@dataclass
class Service:
    """A running service and a signing client."""

    url: str
    store: TokenStore
    app: web.Application
    session: requests.Session = field(default_factory=requests.Session)

    def post(
        self,
        path: str,
        body: Any,
        token: str | None,
        *,
        now: float | None = None,
        extra: dict[str, str] | None = None,
    ) -> requests.Response:
        """POST ``body`` (bytes, or a value sent as JSON) signed with ``token`` at ``now``."""
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        hdrs = {"Content-Type": "application/json"}
        if token is not None:
            hdrs.update(headers(token, "POST", path, data, time.time() if now is None else now))
        hdrs.update(extra or {})
        return self.session.post(self.url + path, data=data, headers=hdrs, timeout=60)


class _Runner:
    def __init__(self, app: web.Application) -> None:
        self.app = app
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.runner = web.AppRunner(app, handle_signals=False)

    def start(self) -> str:
        self.thread.start()
        asyncio.run_coroutine_threadsafe(self._start(), self.loop).result(30)
        host, port = self.runner.addresses[0][:2]
        return f"http://{host}:{port}"

    async def _start(self) -> None:
        await self.runner.setup()
        await web.TCPSite(self.runner, "127.0.0.1", 0).start()

    def stop(self) -> None:
        asyncio.run_coroutine_threadsafe(self.runner.cleanup(), self.loop).result(30)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)


@pytest.fixture
def service_settings() -> ServeSettings:
    return ServeSettings(per_minute=1000)


@pytest.fixture
def service(tmp_path: Path, service_settings: ServeSettings) -> Iterator[Service]:
    path = tmp_path / "tokens.sqlite3"
    store = TokenStore.sqlite(path)
    app = make_app(service_settings, lambda: store)
    runner = _Runner(app)
    url = runner.start()
    try:
        yield Service(url, store, app)
    finally:
        runner.stop()


CELL_FIELDS = ("userEnteredValue", "effectiveValue", "formattedValue", "note")


def _cell(data: dict[str, Any]) -> dict[str, Any]:
    out = {k: data[k] for k in CELL_FIELDS if k in data}
    fmt = (data.get("effectiveFormat") or {}).get("numberFormat")
    if fmt:
        out["effectiveFormat"] = {"numberFormat": fmt}
    return out


def script_request(gateway: SheetsGateway, sid: str) -> dict[str, Any]:
    """The ``Spreadsheet`` the script posts: every tab with its cells, only the fields of the
    contract (the stand-in, like Google, answers with more)."""
    data, _ = gateway.read_spreadsheet(sid)
    sheets = []
    for sheet in data["sheets"]:
        p = sheet["properties"]
        props = {k: p[k] for k in ("sheetId", "title", "index") if k in p}
        grid = p.get("gridProperties", {})
        props["gridProperties"] = {
            k: grid[k] for k in ("rowCount", "columnCount", "frozenRowCount") if k in grid
        }
        blocks = []
        for block in sheet.get("data", []):
            blocks.append(
                {
                    "startRow": block.get("startRow", 0),
                    "startColumn": block.get("startColumn", 0),
                    "rowData": [
                        {"values": [_cell(c) for c in row.get("values", [])]}
                        for row in block.get("rowData", [])
                    ],
                }
            )
        sheets.append({"properties": props, "data": blocks})
    props = data.get("properties", {})
    return {
        "spreadsheetId": sid,
        "properties": {k: props[k] for k in ("title", "locale") if k in props},
        "sheets": sheets,
    }


class Changed(Exception):
    """The cells an answer expects are not those of the sheet any more."""


def _entered(rows: list[list[dict[str, Any]]]) -> list[list[Any]]:
    out = [[c.get("userEnteredValue") or None for c in row] for row in rows]
    for line in out:
        while line and line[-1] is None:
            line.pop()
    while out and not out[-1]:
        out.pop()
    return out


def script_apply(gateway: SheetsGateway, sid: str, answer: dict[str, Any]) -> None:
    """Apply an ``UpdateAnswer`` as the script does (its re-read, then its writes)."""
    http = gateway.client.http_client
    for check in answer["expect"]:
        tab = check["range"].rsplit("!", 1)[0]
        title = tab[1:-1].replace("''", "'")
        now = gateway.read_cells(sid, [title], entered_only=True)[title]
        if _entered(now) != check["entered"]:
            raise Changed(check["range"])
    data, _ = gateway.read_spreadsheet(sid)
    ids = {s["properties"]["title"]: s["properties"]["sheetId"] for s in data["sheets"]}
    structure: list[dict[str, Any]] = []
    if answer["createTab"] is not None:
        c = answer["createTab"]
        structure.append(
            {
                "addSheet": {
                    "properties": {
                        "title": c["title"],
                        "gridProperties": {
                            "rowCount": c["rows"],
                            "columnCount": c["columns"],
                            "frozenRowCount": c["frozenRows"],
                        },
                    }
                }
            }
        )
    for dim, n in (("COLUMNS", answer["appendColumns"]), ("ROWS", answer["appendRows"])):
        if n:
            structure.append(
                {"appendDimension": {"sheetId": ids[answer["tab"]], "dimension": dim, "length": n}}
            )
    if structure:
        http.batch_update(sid, {"requests": structure})
    if not answer["writes"]:
        return
    http.values_batch_update(
        sid,
        {
            "valueInputOption": "USER_ENTERED",
            "data": [{"range": w["range"], "values": w["values"]} for w in answer["writes"]],
        },
    )
    data, _ = gateway.read_spreadsheet(sid)
    ids = {s["properties"]["title"]: s["properties"]["sheetId"] for s in data["sheets"]}
    notes = []
    for w in answer["writes"]:
        tab, cells = w["range"].rsplit("!", 1)
        title = tab[1:-1].replace("''", "'")
        start = cells.split(":", 1)[0]
        letters = start.rstrip("0123456789")
        col = 0
        for ch in letters:
            col = col * 26 + ord(ch) - 64
        notes.append(
            {
                "updateCells": {
                    "start": {
                        "sheetId": ids[title],
                        "rowIndex": int(start[len(letters) :]) - 1,
                        "columnIndex": col - 1,
                    },
                    "rows": [{"values": [{"note": n} for n in row]} for row in w["notes"]],
                    "fields": "note",
                }
            }
        )
    http.batch_update(sid, {"requests": notes})


def menu_update(
    service: Service, gateway: SheetsGateway, sid: str, token: str, options: dict[str, Any]
) -> requests.Response:
    """*Update tie-breaks*: read, post, apply when the service answers 200."""
    body = {"spreadsheet": script_request(gateway, sid), "options": options}
    answer = service.post("/v1/update", body, token)
    if answer.status_code == 200:
        script_apply(gateway, sid, answer.json())
    return answer


__all__ = ["Changed", "Service", "menu_update", "quote_title", "script_apply", "script_request"]
_unused: Callable[..., Any] = menu_update
