"""One sheet of a workbook read as its part streams by (:mod:`core.formats.xlsx`): the
cells kept sparse (row -> column -> text) and every bound of a sheet checked as the cells
come, before the rows are written out; a number Excel shows as a date or a time kept with
what Excel shows (:class:`~core.formats.xlsx_formats.Shown`); a formula saved without its
value and a shared string out of the table named at their cells.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal, InvalidOperation

from core.errors import InputError
from core.formats.xlsx_formats import Kind, Shown, shown_as
from core.formats.xlsx_parts import MAX_ELEMENTS, MAX_TEXT, Parts
from core.i18n.message import Num, msg
from core.limits import MAX_INPUT_BYTES

__all__ = [
    "MAX_AREA",
    "MAX_CELLS",
    "MAX_COLUMNS",
    "MAX_ROWS",
    "MAX_SHEET_TEXT",
    "TAGS",
    "RichText",
    "Sheet",
    "SheetReader",
]

MAX_ROWS = 100_000
"""The most rows a sheet read may have (a tournament has at most a few thousand)."""
MAX_COLUMNS = 16_384
"""Excel's own last column, XFD."""
MAX_CELLS = 1_000_000
"""The most cells a sheet read may hold, empty ones (a style, no value) counted: a
10,000-player, 15-round crosstable has 190,000."""
MAX_AREA = 4_000_000
"""The most cells of a sheet's rows written out, each row to its last filled cell (what
the grid readers take): a cell far to the right on every row would otherwise take
gigabytes of empty cells."""

MAX_SHEET_TEXT = MAX_INPUT_BYTES
"""The most characters of text the cells of the sheets read of a workbook may hold
together, a shared string counted in every cell that refers to it: what a CSV file may
hold. A 5 kB workbook whose 10,000 cells refer to one text of 32,000 characters would
otherwise hand the grid readers 320 million characters (minutes of work), and a few
kilobytes more of such sheets, each read for a player list, as many times over."""

_MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
_STRICT_MAIN = "http://purl.oclc.org/ooxml/spreadsheetml/main}"

TAGS = {
    ns + local: local
    for ns in (_MAIN, _STRICT_MAIN)
    for local in ("c", "v", "f", "is", "row", "t", "rPh", "si")
}
"""The SpreadsheetML elements a sheet or the shared strings are read by (an element of
another namespace, such as ``xm:f`` in an extension, is none of them)."""

_SHOWN_CELLS = 5
"""How many cells a message lists before counting the rest."""


@dataclass(frozen=True, slots=True)
class Sheet:
    """One sheet of a workbook: its name and its rows of cell strings (row 1 first; a row
    ends at its last filled cell); ``shown`` the cells (row, column; 0-based) whose number
    Excel shows as a date or a time."""

    name: str
    rows: list[list[str]]
    shown: Mapping[tuple[int, int], Shown] = field(default_factory=dict)


class RichText:
    """The text of a shared or inline string being read: its runs (``t``) joined, phonetic
    guides (``rPh``, Japanese readings) left out, at most :data:`MAX_TEXT` characters."""

    __slots__ = ("bits", "on", "part", "parts", "phonetic", "size")

    def __init__(self, parts: Parts, part: str) -> None:
        self.parts = parts
        self.part = part
        self.begin()

    def begin(self) -> None:
        self.bits: list[str] = []
        self.size = 0
        self.on = False
        self.phonetic = 0

    def start(self, local: str) -> None:
        if local == "t":
            self.on = not self.phonetic
        elif local == "rPh":
            self.phonetic += 1

    def end(self, local: str) -> None:
        if local == "t":
            self.on = False
        elif local == "rPh":
            self.phonetic -= 1

    def data(self, text: str) -> None:
        if self.on:
            self.bits.append(text)
            self.size += len(text)
            if self.size > MAX_TEXT:
                raise self.parts.error(
                    msg(
                        "files.xlsx.text-too-long", part=self.part, most=Num(MAX_TEXT, grouped=True)
                    )
                )

    def done(self) -> str:
        text = "".join(self.bits)
        self.begin()
        return text


class SheetReader:
    """One sheet read as its part streams by: the cells kept sparse (row -> column ->
    text), every bound checked as the cells come."""

    def __init__(
        self,
        parts: Parts,
        name: str,
        part: str,
        strings: list[str],
        styles: dict[int, Kind],
        epoch: date,
    ) -> None:
        self.parts = parts
        self.strings = strings
        self.styles = styles
        self.epoch = epoch
        self.name = name
        self.part = part
        self.cells: dict[int, dict[int, str]] = {}
        self.shown: dict[tuple[int, int], Shown] = {}
        self.unsaved: list[tuple[int, int]] = []
        self.count = 0
        self.row: dict[int, str] | None = None
        self.r = -1
        self.next_col = 0
        # the cell being read
        self.col = 0
        self.kind = "n"
        self.style = ""
        self.formula = False
        self.value: list[str] | None = None
        self.buf: list[str] | None = None  # the value being read, while inside its <v>
        self.inline: RichText | None = None
        self.value_size = 0
        self.text_size = 0
        self.left = 0  # the XML elements the bound leaves

    def read(self) -> Sheet:
        self.left = self.parts.elements
        self.text_size = self.parts.chars  # the characters of the cells kept, every sheet's
        try:
            self.parts.parse(self.part, self.start, self.end, self.data, counted=False)
        finally:
            self.parts.elements = max(self.left, 0)
            self.parts.chars = self.text_size
        if self.unsaved:
            raise self._cells_error("files.xlsx.formula-unsaved", self.unsaved)
        if not self.cells:
            return Sheet(self.name, [], self.shown)
        area = sum(max(row) + 1 for row in self.cells.values() if row)
        if area > MAX_AREA:
            from core.formats.grid_cells import a1

            r, row = max(self.cells.items(), key=lambda item: max(item[1], default=-1))
            raise self.parts.error(
                msg(
                    "files.xlsx.too-wide",
                    sheet=repr(self.name),
                    most=Num(MAX_AREA, grouped=True),
                    cell=a1(r, max(row)),
                ),
                cell=self._address(r, max(row)),
            )
        out: list[list[str]] = [[] for _ in range(max(self.cells) + 1)]
        for r, cells in self.cells.items():
            if cells:
                line = [""] * (max(cells) + 1)
                for col, text in cells.items():
                    line[col] = text
                out[r] = line
        return Sheet(self.name, out, self.shown)

    # ---- expat's events ---------------------------------------------------------------

    def start(self, tag: str, a: dict[str, str]) -> None:
        self.left -= 1
        if self.left < 0:
            raise self.parts.error(
                msg(
                    "files.xlsx.too-many-elements",
                    part=self.part,
                    most=Num(MAX_ELEMENTS, grouped=True),
                )
            )
        local = TAGS.get(tag)
        if local is None:
            return
        if local == "c":
            if self.row is None:
                return
            self.count += 1
            if self.count > MAX_CELLS:
                raise self.parts.error(
                    msg(
                        "files.xlsx.too-many-cells",
                        sheet=repr(self.name),
                        most=Num(MAX_CELLS, grouped=True),
                    )
                )
            ref = a.get("r")
            col = self.next_col if ref is None else _column(ref, self.next_col)
            if col >= MAX_COLUMNS:
                raise self.parts.error(
                    msg("files.xlsx.beyond-xfd", sheet=repr(self.name), cell=ref or "")
                )
            self.col = col
            self.next_col = col + 1
            self.kind = a.get("t") or "n"
            self.style = a.get("s") or ""
            self.formula = False
            self.value = None
            self.inline = None
        elif local == "v":
            self.value = self.buf = []
            self.value_size = 0
        elif local == "f":
            self.formula = True
        elif local == "is":
            self.inline = RichText(self.parts, self.part)
        elif local == "row":
            r = _index(a.get("r"), self.r + 2) - 1
            if not 0 <= r < MAX_ROWS:
                raise self.parts.error(
                    msg(
                        "files.xlsx.too-many-rows",
                        sheet=repr(self.name),
                        most=Num(MAX_ROWS, grouped=True),
                    )
                )
            self.r = r
            self.row = self.cells.setdefault(r, {})
            self.next_col = 0
        elif self.inline is not None:
            self.inline.start(local)

    def end(self, tag: str) -> None:
        local = TAGS.get(tag)
        if local is None:
            return
        if local == "c":
            if self.row is not None:
                self._cell()
        elif local == "v":
            self.buf = None
        elif local == "row":
            self.row = None
        elif self.inline is not None:
            self.inline.end(local)

    def data(self, text: str) -> None:
        if self.buf is not None:
            self.buf.append(text)
            self.value_size += len(text)
            if self.value_size > MAX_TEXT:
                raise self.parts.error(
                    msg(
                        "files.xlsx.text-too-long", part=self.part, most=Num(MAX_TEXT, grouped=True)
                    )
                )
        elif self.inline is not None:
            self.inline.data(text)

    # ---- a cell -------------------------------------------------------------------------

    def _cell(self) -> None:
        kind = self.kind
        raw = None if self.value is None else "".join(self.value)
        self.value = self.buf = None
        if kind == "inlineStr":
            text = "" if self.inline is None else self.inline.done()
            self.inline = None
        elif self.formula and (raw is None or (raw == "" and kind != "str")):
            # openpyxl and other scripts write the formula alone: no value to read
            self.unsaved.append((self.r, self.col))
            return
        elif raw is None:
            return  # a cell with a style and nothing in it
        else:
            text = self._value(kind, raw)
        if text:
            assert self.row is not None
            self.row[self.col] = text
            self.text_size += len(text)
            if self.text_size > MAX_SHEET_TEXT:
                raise self.parts.error(
                    msg(
                        "files.xlsx.too-much-text",
                        sheet=repr(self.name),
                        most=Num(MAX_SHEET_TEXT, grouped=True),
                    )
                )

    def _value(self, kind: str, raw: str) -> str:
        if kind == "s":
            try:
                return self.strings[_string_index(raw, len(self.strings))]
            except ValueError:
                raise self.parts.error(
                    msg(
                        "files.xlsx.string-index",
                        found=repr(raw.strip()[:20]),
                        count=len(self.strings),
                    ),
                    cell=self._address(self.r, self.col),
                ) from None
        if kind == "b":
            return "TRUE" if raw.strip() in ("1", "true") else "FALSE"
        if kind in ("str", "e", "d"):
            return raw[:10] if kind == "d" else raw
        try:
            number = Decimal(raw)
        except InvalidOperation:
            return raw
        if not number.is_finite() or not -30 <= number.adjusted() <= 30:
            return raw  # no such number is in a tournament; as written, not a million zeros
        style = self.styles.get(_index(self.style, 0)) if self.styles else None
        if style is not None:
            shown = shown_as(style, number, self.epoch)
            if shown is not None and (style is Kind.TIME or number > 0):
                self.shown[(self.r, self.col)] = shown
                if style is not Kind.TIME:
                    return shown.text[:10]  # a date (a birth date) as ISO 8601
        return _decimal(number)

    def _address(self, r: int, c: int) -> str:
        from core.formats.grid_cells import Grid

        return Grid([], "", sheet=self.name).address(r, c)

    def _cells_error(self, key: str, cells: list[tuple[int, int]]) -> InputError:
        from core.formats.grid_cells import a1

        listed = tuple(a1(r, c) for r, c in cells[:_SHOWN_CELLS])
        more = len(cells) - len(listed)
        return self.parts.error(
            msg(key, sheet=repr(self.name), cells=listed, count=len(cells), more=more),
            cell=self._address(*cells[0]),
        )


def _string_index(raw: str, count: int) -> int:
    """Return the shared-string index ``raw`` if it is one of the table's, else raise
    ValueError (``-1`` is not the last string, as a list index would make it)."""
    if raw.isascii() and raw.isdigit() and len(raw) <= 9:
        index = int(raw)
        if index < count:
            return index
    raise ValueError(raw)


def _decimal(number: Decimal) -> str:
    """Return a number as its shortest plain decimal: ``1850``, ``1.5``, never ``1.5E+3``.

    >>> _decimal(Decimal("1.50")), _decimal(Decimal("1E+3")), _decimal(Decimal("-0"))
    ('1.5', '1000', '0')
    """
    text = format(number.normalize(), "f")
    return "0" if text in ("-0", "0") else text


def _column(ref: str, default: int) -> int:
    """Return the 0-based column of an A1 reference (``B7``: 1, ``$B$7`` too), else
    ``default``.

    >>> _column("B7", 0), _column("xfd1", 0), _column("7", 3), _column("B7x", 3)
    (1, 16383, 3, 3)
    """
    letters = ref.rstrip("0123456789")
    bare = letters.replace("$", "").upper()
    if not 1 <= len(bare) <= 3 or not bare.isascii() or not bare.isalpha():
        return default
    col = -1
    for ch in bare:
        col = (col + 1) * 26 + ord(ch) - 65
    digits = ref[len(letters) :]
    return col if digits and len(digits) <= 7 else default


def _index(text: str | None, default: int) -> int:
    """Return the whole number ``text`` (a row's ``r``, a cell's ``s``), ``default`` when
    there is none; one of more than 12 digits as 10**12, beyond every bound (never read as
    the default: a row ``r="99999999999999"`` is no next row).

    >>> _index("7", 0), _index(None, 3), _index("x", 3), _index("9" * 14, 3) == 10**12
    (7, 3, 3, True)
    """
    if text is None or not text.isascii() or not text.strip().isdigit():
        return default
    return int(text) if len(text) <= 12 else 10**12
