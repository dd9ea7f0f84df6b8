"""Encoding a plan as the one ``spreadsheets.batchUpdate`` that applies it.

A :class:`WritePlan` lists every cell whose value or note must change on one tab, and the grid
changes they need (a new tab, extra rows or columns).

- **One request.** :meth:`WritePlan.requests` is the body of one ``spreadsheets.batchUpdate``
  (new tab, extra grid columns or rows, and ``updateCells`` carrying values and notes
  together). Google applies a batchUpdate atomically, so an interrupted sync leaves the old
  cells or the new ones, never a mixture of values and notes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from core.formats.grid import a1
from core.i18n.message import Msg, msg
from core.i18n.text import DEFAULT_LANG, render
from sheets_addon.api_types import JSON
from sheets_addon.cells import CellKind, SheetCell
from sheets_addon.layout import Tab

Number = int | float


@dataclass(frozen=True, slots=True)
class Desired:
    """What a cell should hold: a number, a text or nothing, and a note or none."""

    value: Number | str | None
    note: str | None = None

    def describe(self, lang: str = DEFAULT_LANG) -> str:
        """Return the planned value for messages (a number as it is written into the cell)."""
        if self.value is None:
            return render(msg("sheets.cell.nothing"), lang)
        return repr(self.value) if isinstance(self.value, str) else _show(self.value)


@dataclass(frozen=True, slots=True)
class CellChange:
    """One cell to change: where, what it holds now, what it will hold."""

    tab: str
    row: int
    col: int
    old: SheetCell
    new: Desired

    @property
    def address(self) -> str:
        """The sheet-qualified A1 address, e.g. ``'Results'!H5``."""
        return qualified(self.tab, self.row, self.col)

    def describe(self, lang: str = DEFAULT_LANG) -> str:
        """One line for ``--dry-run``, in ``lang``."""
        old = (
            self.old.described() if self.old.kind is not CellKind.EMPTY else msg("sheets.dry.empty")
        )
        line: Msg = msg(
            "sheets.dry.change", address=self.address, old=old, new=self.new.describe(lang)
        )
        if (self.old.note or None) != (self.new.note or None):
            if self.new.note is None:
                line = msg("sheets.dry.note-removed", change=line)
            else:
                first = self.new.note.splitlines()[0]
                key = "sheets.dry.note-set" if self.old.note is None else "sheets.dry.note-updated"
                line = msg(key, change=line, first=repr(first))
                extra = self.new.note.count("\n")
                if extra:
                    line = msg("sheets.dry.more-lines", change=line, count=extra)
        return render(line, lang)


@dataclass(frozen=True)
class WritePlan:
    """The cells to change on one tab, and the grid changes they need."""

    tab: Tab
    create_tab: bool
    add_rows: int
    add_columns: int
    changes: tuple[CellChange, ...]
    labels: tuple[str, ...]

    @property
    def is_empty(self) -> bool:
        """True when nothing needs to be sent."""
        return (
            not self.changes
            and not self.create_tab
            and not self.add_rows
            and not (self.add_columns)
        )

    def requests(self) -> list[JSON]:
        """Return the requests of the one ``spreadsheets.batchUpdate`` that applies the plan."""
        out: list[JSON] = []
        sid = self.tab.sheet_id
        if self.create_tab:
            out.append(
                {
                    "addSheet": {
                        "properties": {
                            "sheetId": sid,
                            "title": self.tab.title,
                            "gridProperties": {
                                "rowCount": self.tab.rows,
                                "columnCount": self.tab.columns,
                                "frozenRowCount": 1,
                            },
                        }
                    }
                }
            )
        if self.add_columns:
            out.append(
                {
                    "appendDimension": {
                        "sheetId": sid,
                        "dimension": "COLUMNS",
                        "length": self.add_columns,
                    }
                }
            )
        if self.add_rows:
            out.append(
                {"appendDimension": {"sheetId": sid, "dimension": "ROWS", "length": self.add_rows}}
            )
        by_column: dict[int, list[CellChange]] = {}
        for change in self.changes:
            by_column.setdefault(change.col, []).append(change)
        for col in sorted(by_column):
            run: list[CellChange] = []
            for change in sorted(by_column[col], key=lambda ch: ch.row):
                if run and change.row != run[-1].row + 1:
                    out.append(_update_cells(sid, run))
                    run = []
                run.append(change)
            if run:
                out.append(_update_cells(sid, run))
        return out

    def describe(self, lang: str = DEFAULT_LANG) -> list[str]:
        """The exact cells the plan changes, one line each (for ``--dry-run``), in ``lang``."""
        tab = repr(self.tab.title)
        lines = []
        if self.create_tab:
            lines.append(render(msg("sheets.dry.create-tab", tab=tab), lang))
        if self.add_columns:
            lines.append(
                render(msg("sheets.dry.add-columns", count=self.add_columns, tab=tab), lang)
            )
        if self.add_rows:
            lines.append(render(msg("sheets.dry.add-rows", count=self.add_rows, tab=tab), lang))
        lines.extend(ch.describe(lang) for ch in sorted(self.changes, key=lambda c: (c.col, c.row)))
        return lines


def qualified(tab: str, row: int, col: int) -> str:
    """Return ``'Tab'!A1`` for 0-based ``row`` and ``col``."""
    return "'" + tab.replace("'", "''") + "'!" + a1(row, col)


def _show(value: Number) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _cell_data(new: Desired) -> JSON:
    data: dict[str, JSON] = {}
    if isinstance(new.value, str):
        data["userEnteredValue"] = {"stringValue": new.value}
    elif new.value is not None:
        data["userEnteredValue"] = {"numberValue": new.value}
    if new.note is not None:
        data["note"] = new.note
    return data


def _update_cells(sheet_id: int, run: Sequence[CellChange]) -> JSON:
    return {
        "updateCells": {
            "start": {"sheetId": sheet_id, "rowIndex": run[0].row, "columnIndex": run[0].col},
            "rows": [{"values": [_cell_data(ch.new)]} for ch in run],
            "fields": "userEnteredValue,note",
        }
    }


def same(old: SheetCell, new: Desired) -> bool:
    """True when ``old`` already holds the planned value and note."""
    if (old.note or None) != (new.note or None):
        return False
    if new.value is None:
        return old.kind is CellKind.EMPTY
    if isinstance(new.value, str):
        return old.kind is CellKind.TEXT and old.text == new.value
    return old.kind is CellKind.NUMBER and old.number == float(new.value)
