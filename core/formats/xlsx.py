"""Excel workbooks (``.xlsx``) read with the standard library: a zip of XML parts (ECMA-376
Part 1, SpreadsheetML), turned into the rows of cell strings the grid readers take
(:mod:`core.formats.grid`), so an organiser's own crosstable or pairings tab and the
"Excel and Print" crosstables of chess-results and Swiss-Manager (a title block above the
header, ``TB1``…``TBn`` columns beside the rounds) read as their CSV exports would.

One sheet is read: the first visible one, or the one named after ``#`` (``event.xlsx#Round
robin``). A cell reads as Excel shows it where that matters for a tournament: a number as
its shortest decimal (``1.5``, ``1850``; never a float's ``1849.9999``), a date (a number
with a date format: a birth date) as ``YYYY-MM-DD``, text and formulas' cached values as
they are, ``TRUE``/``FALSE`` for a truth value, an error as Excel writes it (``#NAME?``).

A formula is read as the value the spreadsheet saved with it; one saved without a value
(as openpyxl and other scripts write them) is an error naming its cells, never an empty
cell. A number Excel shows as a date or a time (it turned what was typed into one) is kept
with what Excel shows (:attr:`Sheet.shown`), so that a problem at that cell says what Excel
did (:func:`explain_shown`).

Bounds, as for every input (:mod:`core.formats.limits`), held while reading, before the
memory is spent (:mod:`core.formats.xlsx_parts`): the file itself at most
:data:`~core.formats.limits.MAX_INPUT_BYTES`, the parts read at most
:data:`MAX_UNCOMPRESSED` bytes once unzipped and :data:`~core.formats.xlsx_parts.MAX_ELEMENTS`
XML elements, no document type declarations (the entity expansion of a "billion laughs"),
at most :data:`MAX_ROWS` rows, :data:`MAX_CELLS` cells (empty ones too) and
:data:`MAX_SHARED_STRINGS` shared strings; cells are kept sparse while reading and the rows
written out to their last filled cell only within :data:`MAX_AREA`.
"""

from __future__ import annotations

import io
import posixpath
import struct
import zipfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal, InvalidOperation

from core.errors import InputError, Problem
from core.formats.ole import SIGNATURE as _OLE
from core.formats.ole import is_encrypted_package
from core.formats.xlsx_formats import Kind, Shown, built_in_kind, kind_of_format, shown_as
from core.formats.xlsx_parts import MAX_ELEMENTS, MAX_TEXT, MAX_UNCOMPRESSED, Parts
from core.i18n.message import msg

__all__ = [
    "MAX_AREA",
    "MAX_CELLS",
    "MAX_COLUMNS",
    "MAX_ROWS",
    "MAX_SHARED_STRINGS",
    "MAX_UNCOMPRESSED",
    "Sheet",
    "explain_shown",
    "is_workbook",
    "other_sheets",
    "read_xlsx",
    "split_sheet",
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
MAX_SHARED_STRINGS = MAX_CELLS
"""The most shared strings a workbook read may have."""

_MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
_STRICT_MAIN = "http://purl.oclc.org/ooxml/spreadsheetml/main}"
_REL_IDS = (
    "http://schemas.openxmlformats.org/officeDocument/2006/relationships}id",
    "http://purl.oclc.org/ooxml/officeDocument/relationships}id",
)

_TAGS = {
    ns + local: local
    for ns in (_MAIN, _STRICT_MAIN)
    for local in ("c", "v", "f", "is", "row", "t", "rPh", "si")
}
"""The SpreadsheetML elements a sheet or the shared strings are read by (an element of
another namespace, such as ``xm:f`` in an extension, is none of them)."""

_ZIP = b"PK\x03\x04"
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


def is_workbook(data: bytes) -> bool:
    """Whether ``data`` starts as a zip file (an ``.xlsx``, an ``.ods``) or an OLE2 compound
    file (an Excel 97-2003 file, an ``.xlsx`` with a password): what :func:`read_xlsx`
    reads or explains, never text."""
    return data.startswith((_ZIP, _OLE))


def split_sheet(path: str) -> tuple[str, str | None]:
    """Return ``(file, sheet)`` of ``event.xlsx#Sheet name`` (``sheet`` None without ``#``).

    >>> split_sheet("event.xlsx#Round 2"), split_sheet("event.xlsx")
    (('event.xlsx', 'Round 2'), ('event.xlsx', None))
    >>> split_sheet("notes#1.csv")
    ('notes#1.csv', None)
    """
    head, sep, sheet = path.rpartition("#")
    if sep and head.lower().endswith((".xlsx", ".xlsm")):
        return head, sheet
    return path, None


def read_xlsx(data: bytes, *, source: str, sheet: str | None = None) -> Sheet:
    """Return the sheet ``sheet`` (default: the first visible one) of the workbook ``data``.

    :raises InputError: naming ``source``: not a workbook (an ``.xls``, an ``.ods``, a
        damaged zip), protected by a password, a damaged part (named), no such sheet (the
        sheets it has listed), beyond a bound (named), a formula without a saved value or
        a shared string that is not in the table (the cells named).
    """
    with _open(data, source) as zf:
        return _Workbook(zf, source).sheet(sheet)


def other_sheets(data: bytes, *, source: str, but: str) -> list[Sheet]:
    """Return the sheets of the workbook ``data`` other than ``but``, in order (where a
    pairings tab finds the player list a workbook keeps on a tab of its own).

    :raises InputError: as :func:`read_xlsx`.
    """
    with _open(data, source) as zf:
        book = _Workbook(zf, source)
        return [book.sheet(name) for name, _, _ in book.sheets if name != but]


def explain_shown(err: InputError, sheets: Sequence[Sheet]) -> InputError:
    """Return ``err`` with each problem at a cell whose number Excel shows as a date or a
    time (it turned what was typed into one: ``1:0`` into 1:00, ``1.5`` into 1 May) saying
    so, and how to type it (as text); ``err`` itself when no problem is at such a cell
    (docs/grids.md)."""
    from core.formats.grid_cells import Grid  # the cells' addresses as problems give them

    at: dict[str, Shown] = {}
    for sheet in sheets:
        if sheet.shown:
            grid = Grid([], "", sheet=sheet.name)
            for (r, c), shown in sheet.shown.items():
                at[grid.address(r, c)] = shown
    if not any(p.cell in at for p in err.problems):
        return err
    problems = []
    for p in err.problems:
        what = at.get(p.cell or "")
        if what is not None:
            key = "files.xlsx.excel-time" if what.kind is Kind.TIME else "files.xlsx.excel-date"
            p = p._replace(message=msg(key, problem=p.message, shown=what.text))
        problems.append(p)
    return InputError(problems)


def _open(data: bytes, source: str) -> zipfile.ZipFile:
    if data.startswith(_OLE):
        key = "files.xlsx.password" if is_encrypted_package(data) else "files.xlsx.xls"
        raise InputError(Problem(source, msg(key)))
    try:
        return zipfile.ZipFile(io.BytesIO(data))
    except (
        zipfile.BadZipFile,
        OSError,
        ValueError,
        EOFError,
        RuntimeError,
        NotImplementedError,
        struct.error,
    ):
        raise InputError(Problem(source, msg("files.xlsx.damaged"))) from None


def _local(tag: str) -> str:
    return tag[tag.rfind("}") + 1 :]


class _Workbook:
    def __init__(self, zf: zipfile.ZipFile, source: str) -> None:
        self.parts = Parts(zf, source)
        self.source = source
        names = self.parts.names
        if "mimetype" in names and b"opendocument" in self.parts.read("mimetype", 200):
            raise InputError(Problem(source, msg("files.xlsx.ods")))
        path = self._office_document()
        if path is None:
            raise InputError(Problem(source, msg("files.xlsx.not-workbook")))
        self.path: str = path
        self.epoch = date(1899, 12, 30)  # Excel's day 0, its phantom 29 February 1900 included
        listed: list[tuple[str, str, bool]] = []

        def start(tag: str, a: dict[str, str]) -> None:
            local = _local(tag)
            if local == "workbookPr" and a.get("date1904") in ("1", "true"):
                self.epoch = date(1904, 1, 1)
            elif local == "sheet":
                rid = a.get(_REL_IDS[0]) or a.get(_REL_IDS[1]) or ""
                listed.append((a.get("name") or "", rid, a.get("state") is None))

        self.parts.parse(self.path, start)
        targets = self._relationships(self.path)
        self.sheets: list[tuple[str, str, bool]] = [
            (name, targets[rid][1], visible) for name, rid, visible in listed if rid in targets
        ]
        self._strings: list[str] | None = None
        self._styles: dict[int, Kind] | None = None

    def sheet(self, wanted: str | None) -> Sheet:
        if not self.sheets:
            raise InputError(Problem(self.source, msg("files.xlsx.no-sheets")))
        if wanted is None:
            visible = [s for s in self.sheets if s[2]] or self.sheets
            name, target, _ = visible[0]
        else:
            found = [s for s in self.sheets if s[0] == wanted] or [
                s for s in self.sheets if s[0].casefold() == wanted.strip().casefold()
            ]
            if not found:
                raise InputError(
                    Problem(
                        self.source,
                        msg(
                            "files.xlsx.no-such-sheet",
                            sheet=repr(wanted),
                            sheets=tuple(repr(s[0]) for s in self.sheets),
                        ),
                    )
                )
            name, target, _ = found[0]
        return _SheetReader(self, name, target).read()

    # ---- the parts --------------------------------------------------------------------

    def _office_document(self) -> str | None:
        for kind, target in self._relationships("").values():
            if kind == "officeDocument" and target in self.parts.names:
                return target
        return "xl/workbook.xml" if "xl/workbook.xml" in self.parts.names else None

    def _relationships(self, part: str) -> dict[str, tuple[str, str]]:
        """Return the relationships of ``part`` ("": the package's): id -> (type's last
        word, target part)."""
        folder, base = posixpath.split(part)
        rels = posixpath.join(folder, "_rels", base + ".rels")
        out: dict[str, tuple[str, str]] = {}

        def start(tag: str, a: dict[str, str]) -> None:
            if _local(tag) != "Relationship":
                return
            target = a.get("Target") or ""
            path = (
                target.lstrip("/")
                if target.startswith("/")
                else posixpath.normpath(posixpath.join(folder, target))
            )
            out[a.get("Id") or ""] = ((a.get("Type") or "").rsplit("/", 1)[-1], path)

        if rels in self.parts.names:
            self.parts.parse(rels, start)
        return out

    def _part_of(self, kind: str) -> str | None:
        for k, target in self._relationships(self.path).values():
            if k == kind and target in self.parts.names:
                return target
        return None

    def strings(self) -> list[str]:
        """Return the shared strings (read once)."""
        if self._strings is None:
            self._strings = self._shared_strings()
        return self._strings

    def styles(self) -> dict[int, Kind]:
        """Return the cell styles (``s``) that show a number as a date or a time (read once)."""
        if self._styles is None:
            self._styles = self._date_styles()
        return self._styles

    def _shared_strings(self) -> list[str]:
        part = self._part_of("sharedStrings")
        out: list[str] = []
        if part is None:
            return out
        text = _Text(self.parts, part)

        def start(tag: str, a: dict[str, str]) -> None:
            local = _TAGS.get(tag)
            if local == "si":
                if len(out) >= MAX_SHARED_STRINGS:
                    raise self.parts.error(
                        msg("files.xlsx.too-many-strings", part=part, most=MAX_SHARED_STRINGS)
                    )
                text.begin()
            elif local is not None:
                text.start(local)

        def end(tag: str) -> None:
            local = _TAGS.get(tag)
            if local == "si":
                out.append(text.done())
            elif local is not None:
                text.end(local)

        self.parts.parse(part, start, end, text.data)
        return out

    def _date_styles(self) -> dict[int, Kind]:
        part = self._part_of("styles")
        out: dict[int, Kind] = {}
        if part is None:
            return out
        custom: dict[int, Kind] = {}
        formats: list[int] = []
        depth = [0]  # inside cellXfs

        def start(tag: str, a: dict[str, str]) -> None:
            local = _local(tag)
            if local == "numFmt":
                try:
                    custom[int(a.get("numFmtId") or "")] = kind_of_format(a.get("formatCode") or "")
                except ValueError:
                    pass
            elif local == "cellXfs":
                depth[0] += 1
            elif local == "xf" and depth[0]:
                try:
                    formats.append(int(a.get("numFmtId") or "0"))
                except ValueError:
                    formats.append(0)

        def end(tag: str) -> None:
            if _local(tag) == "cellXfs":
                depth[0] -= 1

        self.parts.parse(part, start, end)
        for i, fid in enumerate(formats):
            kind = custom.get(fid) or built_in_kind(fid)
            if kind is not Kind.NUMBER:
                out[i] = kind
        return out


class _Text:
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
                    msg("files.xlsx.text-too-long", part=self.part, most=MAX_TEXT)
                )

    def done(self) -> str:
        text = "".join(self.bits)
        self.begin()
        return text


class _SheetReader:
    """One sheet read as its part streams by: the cells kept sparse (row -> column ->
    text), every bound checked as the cells come."""

    def __init__(self, book: _Workbook, name: str, part: str) -> None:
        self.book = book
        self.parts = book.parts
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
        self.inline: _Text | None = None
        self.value_size = 0
        self.left = 0  # the XML elements the bound leaves

    def read(self) -> Sheet:
        self.strings = self.book.strings()
        self.styles = self.book.styles()
        self.left = self.parts.elements
        try:
            self.parts.parse(self.part, self.start, self.end, self.data, counted=False)
        finally:
            self.parts.elements = max(self.left, 0)
        if self.unsaved:
            raise self._cells_error("files.xlsx.formula-unsaved", self.unsaved)
        if not self.cells:
            return Sheet(self.name, [], self.shown)
        area = sum(max(row) + 1 for row in self.cells.values() if row)
        if area > MAX_AREA:
            r, row = max(self.cells.items(), key=lambda item: max(item[1], default=-1))
            raise self.parts.error(
                msg(
                    "files.xlsx.too-wide",
                    sheet=repr(self.name),
                    most=MAX_AREA,
                    cell=self._address(r, max(row)),
                )
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
                msg("files.xlsx.too-many-elements", part=self.part, most=MAX_ELEMENTS)
            )
        local = _TAGS.get(tag)
        if local is None:
            return
        if local == "c":
            if self.row is None:
                return
            self.count += 1
            if self.count > MAX_CELLS:
                raise self.parts.error(
                    msg("files.xlsx.too-many-cells", sheet=repr(self.name), most=MAX_CELLS)
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
            self.inline = _Text(self.parts, self.part)
        elif local == "row":
            r = _index(a.get("r"), self.r + 2) - 1
            if not 0 <= r < MAX_ROWS:
                raise self.parts.error(
                    msg("files.xlsx.too-many-rows", sheet=self.name, most=MAX_ROWS)
                )
            self.r = r
            self.row = self.cells.setdefault(r, {})
            self.next_col = 0
        elif self.inline is not None:
            self.inline.start(local)

    def end(self, tag: str) -> None:
        local = _TAGS.get(tag)
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
                    msg("files.xlsx.text-too-long", part=self.part, most=MAX_TEXT)
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
            shown = shown_as(style, number, self.book.epoch)
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


_COLUMNS: dict[str, int] = {}
"""Column letters already read (``B``: 1), as they come in a sheet's references."""


def _column(ref: str, default: int) -> int:
    """Return the 0-based column of an A1 reference (``B7``: 1, ``$B$7`` too), else
    ``default``.

    >>> _column("B7", 0), _column("xfd1", 0), _column("7", 3), _column("B7x", 3)
    (1, 16383, 3, 3)
    """
    letters = ref.rstrip("0123456789")
    col = _COLUMNS.get(letters)
    if col is None:
        bare = letters.replace("$", "").upper()
        if not 1 <= len(bare) <= 3 or not bare.isascii() or not bare.isalpha():
            return default
        col = -1
        for ch in bare:
            col = (col + 1) * 26 + ord(ch) - 65
        if len(_COLUMNS) < MAX_COLUMNS:
            _COLUMNS[letters] = col
    digits = ref[len(letters) :]
    return col if digits and len(digits) <= 7 else default


def _index(text: str | None, default: int) -> int:
    if text is None or not text.isascii() or not text.strip().isdigit() or len(text) > 12:
        return default
    return int(text)
