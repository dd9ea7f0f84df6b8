"""Fixtures of the add-on script's checks: Node and the npm development dependencies
(``npm ci``), the menu path (the script under node over its fakes), and the service
(``tests/sheets_addon/service/conftest.py``'s real tiebreak-serve on loopback)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import missing
from tests.servers.sheets_server import SheetsServer, formatted
from tests.sheets_addon.service.conftest import Service, service, service_settings

__all__ = ["MenuPath", "Node", "menu_path", "node", "service", "service_settings"]

ROOT = Path(__file__).resolve().parents[3]
SCRIPT = ROOT / "sheets_addon" / "apps_script"
TESTS = SCRIPT / "tests"
Snapshot = dict[str, dict[str, tuple[Any, str | None]]]


@dataclass(frozen=True)
class Node:
    """The machine's node and the repository's pinned TypeScript compiler."""

    node: str
    tsc: Path

    def run(
        self, *args: str, stdin: str | None = None, timeout: float = 600
    ) -> subprocess.CompletedProcess[str]:
        env = {**os.environ, "TIEBREAK_PYTHON": sys.executable}
        return subprocess.run(
            [self.node, *args],
            cwd=ROOT,
            input=stdin,
            capture_output=True,
            text=True,
            env=env,
            timeout=timeout,
            check=False,
        )


@pytest.fixture(scope="session")
def node() -> Node:
    """Node 20 and ``npm ci``'s node_modules; skipped with one reason on a machine without
    them, but never in CI (``TIEBREAK_REQUIRE_ALL=1``), where ``.ci/run`` installs them."""
    found = shutil.which("node")
    tsc = ROOT / "node_modules" / "typescript" / "bin" / "tsc"
    if found is None or not tsc.exists():
        reason = (
            "the add-on script's checks need Node 20 and its npm development dependencies: "
            "run `npm ci` in the repository (node and npm must be installed)"
        )
        missing(reason)
    return Node(found, tsc)


def _fake_cell(cell: Any) -> dict[str, Any]:
    """A stand-in cell as the script's fakes hold it: what getValues, getFormulas,
    getDisplayValues and getNotes give."""
    eff = cell.effective or {}
    out: dict[str, Any] = {"note": cell.note or "", "display": formatted(cell)}
    if cell.entered and "formulaValue" in cell.entered:
        out["formula"] = cell.entered["formulaValue"]
    if "numberValue" in eff:
        out["value"] = eff["numberValue"]
        out["date"] = cell.number_type == "DATE"
    elif "stringValue" in eff:
        out["value"] = eff["stringValue"]
    elif "boolValue" in eff:
        out["value"] = eff["boolValue"]
    elif "errorValue" in eff:
        out["value"] = formatted(cell)
    else:
        out["value"] = ""
    return out


def fake_book(server: SheetsServer, sid: str) -> dict[str, Any]:
    """The stand-in's spreadsheet ``sid`` as run_update.js builds its fake one."""
    with server._lock:
        book = server.spreadsheets[sid]
        tabs = [
            {
                "name": ws.title,
                "sheetId": ws.sheet_id,
                "rows": ws.rows,
                "columns": ws.columns,
                "cells": [[r, c, _fake_cell(cell)] for (r, c), cell in sorted(ws.cells.items())],
            }
            for ws in sorted(book.sheets, key=lambda s: s.index)
        ]
        return {
            "id": sid,
            "name": book.title,
            "locale": book.locale,
            "timeZone": "Etc/GMT",
            "active": tabs[0]["name"],
            "tabs": tabs,
        }


@dataclass(frozen=True)
class MenuPath:
    """What the script did: each action's summary, alerts and toasts; every cell after."""

    results: list[dict[str, Any]]
    snapshot: Snapshot


@dataclass(frozen=True)
class Menu:
    node: Node
    service: Service

    def __call__(
        self, book: dict[str, Any], actions: list[dict[str, Any]], *, connect: bool = True
    ) -> MenuPath:
        """Run the script's ``actions`` on ``book`` against the service (a token of its own;
        with ``connect=False``, a sheet whose Settings were never filled in)."""
        token = self.service.store.create(book["id"]).text if connect else ""
        url = self.service.url if connect else ""
        ask = {"url": url, "token": token, "book": book, "actions": actions}
        done = self.node.run(str(TESTS / "run_update.js"), stdin=json.dumps(ask))
        assert done.returncode == 0, done.stderr
        out = json.loads(done.stdout)
        snapshot = {
            tab: {a1: (v[0], v[1]) for a1, v in cells.items()}
            for tab, cells in out["snapshot"].items()
        }
        return MenuPath(out["results"], snapshot)


@pytest.fixture
def menu_path(node: Node, service: Service) -> Menu:
    """Runs the script's menu path on a fake copy of a stand-in spreadsheet."""
    return Menu(node, service)
