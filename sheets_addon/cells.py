"""One cell of a sheet as the connector sees it, from the ``CellData`` Google returns.

**How cells are read.** One ``spreadsheets.get`` with grid data returns, for each cell, what
was typed (``userEnteredValue``), what it evaluates to (``effectiveValue``), what it shows
(``formattedValue``), its number format and its note. The text handed to
:func:`core.formats.grid.read_grid` is chosen per cell:

- text stays text exactly as typed, so ``1,5`` typed in a sheet whose locale did not turn it
  into a number reaches the core score parser, which reads it as 1.5 (never 15, unlike
  gspread's ``numericise``);
- a number (typed, or the result of a formula) becomes its exact shortest decimal (``1.5``,
  ``3``) from the *unformatted* value, because a number format can round what is shown (1.5
  shown as ``2`` in a column formatted ``0``) and the locale changes the separators; the
  value a German-locale sheet made of ``1,5`` is the number 1.5, read exactly;
- a number the sheet turned into a date or time (typing ``1/2`` in a US-locale sheet makes
  2 January) is read as the text it shows (``1/2``), since that is what the organiser typed
  and sees;
- booleans read ``TRUE``/``FALSE``; errors (``#REF!``) read as shown, and the grid reader
  reports them with their cell.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from core.i18n.message import Msg, msg
from core.i18n.text import DEFAULT_LANG, render
from sheets_addon.api_types import JSON


class CellKind(StrEnum):
    """What a cell holds, as the connector tells them apart (a formula's result is never
    overwritten, whatever its type)."""

    EMPTY = "empty"
    TEXT = "text"
    NUMBER = "number"
    BOOL = "bool"
    FORMULA = "formula"
    ERROR = "error"


@dataclass(frozen=True, slots=True)
class SheetCell:
    """One cell as read: the text the grid reader sees, its kind, its number, its note."""

    text: str = ""
    kind: CellKind = CellKind.EMPTY
    number: float | None = None
    note: str | None = None
    formula: str | None = None

    @property
    def is_blank(self) -> bool:
        """True when the cell holds neither a value nor a note."""
        return self.kind is CellKind.EMPTY and self.note is None

    def described(self) -> Msg | str:
        """Return what the cell holds, for messages: the value as it is (``'Anna'``,
        ``1.5``), or a message (``the formula '=SUM(A1:A3)'``, ``nothing``)."""
        if self.kind is CellKind.EMPTY:
            if self.note is not None:
                return msg("sheets.cell.note", note=repr(self.note))
            return msg("sheets.cell.nothing")
        if self.kind is CellKind.FORMULA:
            return msg("sheets.cell.formula", formula=repr(self.formula))
        if self.kind is CellKind.NUMBER:
            return self.text
        return repr(self.text)

    def describe(self, lang: str = DEFAULT_LANG) -> str:
        """Return what the cell holds, in ``lang`` (:meth:`described`)."""
        return render(self.described(), lang)


EMPTY = SheetCell()


def _exact_decimal(number: float) -> str:
    if number.is_integer() and abs(number) < 2**53:
        return str(int(number))
    return repr(number)


def parse_cell_data(data: Mapping[str, JSON]) -> SheetCell:
    """Return the :class:`SheetCell` of one ``CellData`` dict (see the module docstring)."""
    note = data.get("note") or None
    entered = data.get("userEnteredValue") or {}
    effective = data.get("effectiveValue") or {}
    shown = str(data.get("formattedValue", ""))
    if not entered and not effective:
        return SheetCell(note=note) if note is not None else EMPTY
    fmt = ((data.get("effectiveFormat") or {}).get("numberFormat") or {}).get("type")
    if "formulaValue" in entered:
        # The value is the formula's result; kind "formula" so we never overwrite one.
        inner = parse_cell_data(
            {
                "effectiveValue": effective,
                "formattedValue": shown,
                "effectiveFormat": data.get("effectiveFormat") or {},
            }
        )
        return SheetCell(
            inner.text, CellKind.FORMULA, inner.number, note, str(entered["formulaValue"])
        )
    if "numberValue" in effective:
        number = float(effective["numberValue"])
        if fmt in ("DATE", "TIME", "DATE_TIME"):
            return SheetCell(shown, CellKind.TEXT, None, note)
        return SheetCell(_exact_decimal(number), CellKind.NUMBER, number, note)
    if "stringValue" in effective:
        return SheetCell(str(effective["stringValue"]), CellKind.TEXT, None, note)
    if "boolValue" in effective:
        return SheetCell("TRUE" if effective["boolValue"] else "FALSE", CellKind.BOOL, None, note)
    if "errorValue" in effective:
        return SheetCell(shown or "#ERROR!", CellKind.ERROR, None, note)
    return SheetCell(shown, CellKind.TEXT, None, note)


def parse_cells(rows: Sequence[Sequence[Mapping[str, JSON]]]) -> list[list[SheetCell]]:
    """Return the :class:`SheetCell` grid of rows of ``CellData`` dicts."""
    return [[parse_cell_data(c) for c in row] for row in rows]


def cell_at(cells: Sequence[Sequence[SheetCell]], row: int, col: int) -> SheetCell:
    """Return the cell at 0-based ``row``/``col`` (an empty one outside the data)."""
    if 0 <= row < len(cells) and 0 <= col < len(cells[row]):
        return cells[row][col]
    return EMPTY
