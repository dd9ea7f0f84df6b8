"""The seam between the connector and Google's Sheets API: what a gateway offers, as a
:class:`typing.Protocol`, so that every caller is type-checked against it without importing
gspread (:mod:`sheets_addon.gateway` is the one module that does).

:class:`~sheets_addon.gateway.SheetsGateway` talks to Google (or the local stand-in of the
tests); :class:`~sheets_addon.stopping.GuardedGateway` wraps one to stop a watch between two
requests. Both satisfy :class:`Gateway`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

JSON = Any
"""A decoded JSON value of the Sheets API (a ``Spreadsheet``, ``CellData``, a request). Kept
``Any``: its shape is the API reference's, read with ``.get`` and checked where it is read
(:func:`sheets_addon.cells.parse_cell_data`, :func:`sheets_addon.layout.recognise`)."""

Grid = list[list[JSON]]
"""A tab's rows of ``CellData`` dicts, positioned from A1 (``{}`` for an empty cell; rows may
be ragged)."""


class Gateway(Protocol):
    """Reads and writes one spreadsheet in few requests (see :mod:`sheets_addon.gateway`)."""

    def read_spreadsheet(self, key: str) -> tuple[JSON, dict[str, Grid]]:
        """The spreadsheet's title and tab properties, and every tab's grid (one request)."""
        ...

    def read_cells(
        self, key: str, titles: Iterable[str], *, entered_only: bool = False
    ) -> dict[str, Grid]:
        """The grids of the tabs ``titles`` (one request); with ``entered_only``, each cell
        holding only its ``userEnteredValue``."""
        ...

    def batch_update(
        self, key: str, requests_: Sequence[Mapping[str, JSON]], *, show_tab: str | None = None
    ) -> JSON:
        """One atomic ``spreadsheets.batchUpdate``; with ``show_tab``, the answer's ``"cells"``
        holds that tab's grid right after the batch."""
        ...
