"""Fixtures for the Sheets connector's tests: the local Sheets API server and a gspread
client pointed at it.

The repository root goes on ``sys.path`` so ``sheets_addon`` and ``tests.servers`` import
without an install.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.servers.sheets_server import SheetsServer  # noqa: E402

SHARED = ROOT / ".." / "shared"


@pytest.fixture
def sheets_server() -> Iterator[SheetsServer]:
    """A fresh Sheets API server on 127.0.0.1 for one test."""
    with SheetsServer() as server:
        yield server
