"""Turning the batch the sync sent to a :class:`RequestGateway` into the answer the script
applies with ``Range.setValues`` / ``setNotes`` (the ``UpdateAnswer`` of ``openapi.json``).

A value is given as ``setValues`` takes it: a number, a text prefixed with an apostrophe so
Sheets keeps it as text whatever it looks like (``3/5``, ``1,5``, ``=``), ``""`` for an empty
cell (a formula or a boolean only where the settings block moves an organiser's cell); a
note as ``setNotes`` takes it (``""`` clears it). ``expect`` is the entered value of every
cell of the tab written, as posted, for the script to compare under the lock.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from core.formats.grid import a1
from sheets_addon.api_types import JSON, Grid
from sheets_addon.encoding import qualified


class BatchShapeError(RuntimeError):
    """The sync sent a request this translation does not know (a bug, not the user's)."""


def _value(cell: Mapping[str, JSON]) -> JSON:
    entered = cell.get("userEnteredValue") or {}
    if "numberValue" in entered:
        return entered["numberValue"]
    if "stringValue" in entered:
        return "'" + str(entered["stringValue"])
    # an organiser's cell moved within the settings block (sheets_addon.settings_block)
    if "formulaValue" in entered:
        return str(entered["formulaValue"])
    if "boolValue" in entered:
        return bool(entered["boolValue"])
    if entered:
        raise BatchShapeError(f"the sync wrote {sorted(entered)!r}, which is not a number or text")
    return ""


def translate(
    batches: Sequence[Sequence[Mapping[str, JSON]]], titles: Mapping[int, str], tab: str
) -> dict[str, Any]:
    """Return ``createTab``, ``appendRows``, ``appendColumns`` and ``writes`` of the answer
    for the batches the sync sent (``titles``: the sheet ids of the posted tabs)."""
    names = dict(titles)
    create: dict[str, Any] | None = None
    rows = columns = 0
    writes: list[dict[str, Any]] = []
    for batch in batches:
        for request in batch:
            if "addSheet" in request:
                p = request["addSheet"]["properties"]
                names[int(p["sheetId"])] = str(p["title"])
                grid = p.get("gridProperties", {})
                create = {
                    "title": str(p["title"]),
                    "rows": int(grid.get("rowCount", 0)),
                    "columns": int(grid.get("columnCount", 0)),
                    "frozenRows": int(grid.get("frozenRowCount", 0)),
                }
            elif "appendDimension" in request:
                d = request["appendDimension"]
                if d["dimension"] == "ROWS":
                    rows += int(d["length"])
                else:
                    columns += int(d["length"])
            elif "updateCells" in request:
                writes.append(_write(request["updateCells"], names))
            else:
                raise BatchShapeError(f"the sync sent {sorted(request)!r}")
    return {
        "tab": tab,
        "createTab": create,
        "appendRows": rows,
        "appendColumns": columns,
        "writes": writes,
    }


def _write(update: Mapping[str, JSON], names: Mapping[int, str]) -> dict[str, Any]:
    if update.get("fields") != "userEnteredValue,note":
        raise BatchShapeError(f"the sync wrote the fields {update.get('fields')!r}")
    start = update["start"]
    title = names[int(start.get("sheetId", 0))]
    r0, c0 = int(start.get("rowIndex", 0)), int(start.get("columnIndex", 0))
    values = [[_value(cell) for cell in row.get("values", [])] for row in update["rows"]]
    notes = [
        [str(cell.get("note") or "") for cell in row.get("values", [])] for row in update["rows"]
    ]
    width = max(len(v) for v in values)
    if any(len(v) != width for v in values):
        raise BatchShapeError("the sync wrote rows of different widths")
    end = a1(r0 + len(values) - 1, c0 + width - 1)
    return {"range": f"{qualified(title, r0, c0)}:{end}", "values": values, "notes": notes}


def expect(grid: Grid, tab: str, size: tuple[int, int]) -> dict[str, Any]:
    """The check of the tab ``tab`` before writing: its whole grid (``size``: rows and
    columns, at least the posted cells) and each cell's entered value as posted."""
    entered: list[list[JSON]] = [
        [cell.get("userEnteredValue") or None for cell in row] for row in grid
    ]
    for line in entered:
        while line and line[-1] is None:
            line.pop()
    while entered and not entered[-1]:
        entered.pop()
    rows = max(size[0], len(entered), 1)
    cols = max(size[1], max((len(r) for r in entered), default=0), 1)
    return {"range": f"{qualified(tab, 0, 0)}:{a1(rows - 1, cols - 1)}", "entered": entered}
