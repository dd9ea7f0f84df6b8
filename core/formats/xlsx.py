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

Bounds, as for every input (:mod:`core.formats.limits`): the file itself at most
:data:`~core.formats.limits.MAX_INPUT_BYTES`, the parts read at most
:data:`MAX_UNCOMPRESSED` bytes once unzipped (a zip bomb stops there, counted while
reading, never trusting the sizes the zip declares), no document type declarations (the
entity expansion of a "billion laughs"), at most :data:`MAX_ROWS` rows and
:data:`MAX_COLUMNS` columns.
"""

from __future__ import annotations

import io
import posixpath
import re
import zipfile
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal, InvalidOperation
from xml.etree import ElementTree as ET

from core.errors import InputError, Problem
from core.formats.limits import MAX_INPUT_BYTES
from core.i18n.message import msg

__all__ = [
    "MAX_COLUMNS",
    "MAX_ROWS",
    "MAX_UNCOMPRESSED",
    "Sheet",
    "is_workbook",
    "other_sheets",
    "read_xlsx",
    "split_sheet",
]

MAX_UNCOMPRESSED = 5 * MAX_INPUT_BYTES
"""The most bytes the parts of a workbook read may hold unzipped (100 MB: the XML of a
10,000-player crosstable is about 30 MB)."""
MAX_ROWS = 100_000
"""The most rows a sheet read may have (a tournament has at most a few thousand)."""
MAX_COLUMNS = 16_384
"""Excel's own last column, XFD."""

_MAIN = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
_REL = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
_PKG = "{http://schemas.openxmlformats.org/package/2006/relationships}"
_STRICT_MAIN = "{http://purl.oclc.org/ooxml/spreadsheetml/main}"
_STRICT_REL = "{http://purl.oclc.org/ooxml/officeDocument/relationships}"

_ZIP = b"PK\x03\x04"
_OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # an Excel 97-2003 .xls (and other OLE files)


@dataclass(frozen=True, slots=True)
class Sheet:
    """One sheet of a workbook: its name and its rows of cell strings (row 1 first; a row
    ends at its last filled cell)."""

    name: str
    rows: list[list[str]]


def is_workbook(data: bytes) -> bool:
    """Whether ``data`` starts as a zip file (an ``.xlsx``, an ``.ods``) or an Excel 97-2003
    file: what :func:`read_xlsx` reads or explains, never text."""
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
        damaged zip), no such sheet (the sheets it has listed), a part too large once
        unzipped, a sheet beyond :data:`MAX_ROWS` or :data:`MAX_COLUMNS`.
    """
    if data.startswith(_OLE):
        raise InputError(Problem(source, msg("files.xlsx.xls")))
    try:
        zf = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, OSError, ValueError):
        raise InputError(Problem(source, msg("files.xlsx.damaged"))) from None
    with zf:
        return _Workbook(zf, source).sheet(sheet)


def other_sheets(data: bytes, *, source: str, but: str) -> list[Sheet]:
    """Return the sheets of the workbook ``data`` other than ``but``, in order (where a
    pairings tab finds the player list a workbook keeps on a tab of its own).

    :raises InputError: as :func:`read_xlsx`.
    """
    with zipfile.ZipFile(io.BytesIO(data)) as zf:
        book = _Workbook(zf, source)
        return [book.sheet(name) for name, _, _ in book.sheets if name != but]


class _Workbook:
    def __init__(self, zf: zipfile.ZipFile, source: str) -> None:
        self.zf = zf
        self.source = source
        self.budget = MAX_UNCOMPRESSED
        names = set(zf.namelist())
        if "mimetype" in names and b"opendocument" in self._read("mimetype"):
            raise InputError(Problem(source, msg("files.xlsx.ods")))
        path = self._office_document(names)
        if path is None:
            raise InputError(Problem(source, msg("files.xlsx.not-workbook")))
        self.path: str = path
        root = self._xml(self.path)
        self.ns, self.rel = (
            (_STRICT_MAIN, _STRICT_REL) if root.tag.startswith(_STRICT_MAIN) else (_MAIN, _REL)
        )
        pr = root.find(f"{self.ns}workbookPr")
        self.epoch = (
            date(1904, 1, 1)
            if pr is not None and pr.get("date1904") in ("1", "true")
            else date(1899, 12, 30)  # Excel's day 0, its phantom 29 February 1900 included
        )
        targets = self._relationships(self.path)
        self.sheets: list[tuple[str, str, bool]] = []
        for s in root.iter(f"{self.ns}sheet"):
            target = targets.get(s.get(f"{self.rel}id") or "")
            if target is not None:
                self.sheets.append((s.get("name") or "", target, s.get("state") is None))

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
        strings = self._shared_strings()
        dates = self._date_styles()
        return Sheet(name, self._rows(target, name, strings, dates))

    # ---- the parts --------------------------------------------------------------------

    def _read(self, name: str) -> bytes:
        """Return the part ``name`` unzipped, counting its bytes against the budget."""
        try:
            with self.zf.open(name) as fh:
                data = fh.read(self.budget + 1)
        except KeyError:
            return b""
        except (zipfile.BadZipFile, OSError, ValueError, EOFError, NotImplementedError):
            raise InputError(Problem(self.source, msg("files.xlsx.damaged"))) from None
        if len(data) > self.budget:
            raise InputError(
                Problem(
                    self.source,
                    msg("files.xlsx.too-large", limit=f"{MAX_UNCOMPRESSED // 1_000_000} MB"),
                )
            )
        self.budget -= len(data)
        return data

    def _xml(self, name: str) -> ET.Element:
        data = self._read(name)
        if b"<!DOCTYPE" in data or b"<!ENTITY" in data:
            raise InputError(Problem(self.source, msg("files.xlsx.doctype", part=name)))
        try:
            return ET.fromstring(data)
        except ET.ParseError:
            raise InputError(Problem(self.source, msg("files.xlsx.damaged"))) from None

    def _office_document(self, names: set[str]) -> str | None:
        if "_rels/.rels" in names:
            for r in self._xml("_rels/.rels").iter(f"{_PKG}Relationship"):
                if (r.get("Type") or "").endswith("/officeDocument"):
                    target = (r.get("Target") or "").lstrip("/")
                    if target in names:
                        return target
        return "xl/workbook.xml" if "xl/workbook.xml" in names else None

    def _relationships(self, part: str) -> dict[str, str]:
        folder, base = posixpath.split(part)
        rels = posixpath.join(folder, "_rels", base + ".rels")
        if rels not in self.zf.namelist():
            return {}
        out = {}
        for r in self._xml(rels).iter(f"{_PKG}Relationship"):
            target = r.get("Target") or ""
            path = (
                target.lstrip("/")
                if target.startswith("/")
                else posixpath.normpath(posixpath.join(folder, target))
            )
            out[r.get("Id") or ""] = path
        return out

    def _part_of(self, kind: str) -> str | None:
        for target in self._relationship_types().get(kind, []):
            return target
        return None

    def _relationship_types(self) -> dict[str, list[str]]:
        folder, base = posixpath.split(self.path)
        rels = posixpath.join(folder, "_rels", base + ".rels")
        out: dict[str, list[str]] = {}
        if rels not in self.zf.namelist():
            return out
        for r in self._xml(rels).iter(f"{_PKG}Relationship"):
            kind = (r.get("Type") or "").rsplit("/", 1)[-1]
            target = r.get("Target") or ""
            path = (
                target.lstrip("/")
                if target.startswith("/")
                else posixpath.normpath(posixpath.join(folder, target))
            )
            out.setdefault(kind, []).append(path)
        return out

    def _shared_strings(self) -> list[str]:
        part = self._part_of("sharedStrings")
        if part is None or part not in self.zf.namelist():
            return []
        return [_text_of(si, self.ns) for si in self._xml(part).iter(f"{self.ns}si")]

    def _date_styles(self) -> set[int]:
        """Return the indexes of the cell styles that show a number as a date."""
        part = self._part_of("styles")
        if part is None or part not in self.zf.namelist():
            return set()
        root = self._xml(part)
        custom = {}
        for f in root.iter(f"{self.ns}numFmt"):
            try:
                custom[int(f.get("numFmtId") or "")] = f.get("formatCode") or ""
            except ValueError:
                continue
        out: set[int] = set()
        xfs = root.find(f"{self.ns}cellXfs")
        if xfs is None:
            return out
        for i, xf in enumerate(xfs.findall(f"{self.ns}xf")):
            try:
                fid = int(xf.get("numFmtId") or "0")
            except ValueError:
                continue
            if fid in _DATE_FORMATS or (fid in custom and _is_date_format(custom[fid])):
                out.add(i)
        return out

    def _rows(self, part: str, name: str, strings: list[str], dates: set[int]) -> list[list[str]]:
        root = self._xml(part)
        rows: dict[int, dict[int, str]] = {}
        next_row = 0
        for row in root.iter(f"{self.ns}row"):
            r = _index(row.get("r"), next_row + 1) - 1
            if not 0 <= r < MAX_ROWS:
                raise InputError(
                    Problem(self.source, msg("files.xlsx.too-many-rows", sheet=name, most=MAX_ROWS))
                )
            next_row = r + 1
            cells = rows.setdefault(r, {})
            next_col = 0
            for c in row.iter(f"{self.ns}c"):
                col = _column(c.get("r"), next_col)
                if not 0 <= col < MAX_COLUMNS:
                    raise InputError(Problem(self.source, msg("files.xlsx.damaged")))
                next_col = col + 1
                text = self._value(c, strings, dates)
                if text:
                    cells[col] = text
        if not rows:
            return []
        out: list[list[str]] = [[] for _ in range(max(rows) + 1)]
        for r, cells in rows.items():
            if cells:
                line = [""] * (max(cells) + 1)
                for col, text in cells.items():
                    line[col] = text
                out[r] = line
        return out

    def _value(self, c: ET.Element, strings: list[str], dates: set[int]) -> str:
        kind = c.get("t") or "n"
        if kind == "inlineStr":
            inline = c.find(f"{self.ns}is")
            return "" if inline is None else _text_of(inline, self.ns)
        v = c.find(f"{self.ns}v")
        raw = "" if v is None or v.text is None else v.text
        if kind == "s":
            try:
                return strings[int(raw)]
            except (ValueError, IndexError):
                return ""
        if kind == "b":
            return "TRUE" if raw.strip() in ("1", "true") else "FALSE"
        if kind in ("str", "e", "d"):
            return raw[:10] if kind == "d" else raw
        try:
            number = Decimal(raw)
        except InvalidOperation:
            return raw
        if not number.is_finite():
            return raw
        try:
            style = int(c.get("s") or "0")
        except ValueError:
            style = 0
        if style in dates and 0 < number < 2_958_466:  # up to 9999-12-31
            day = datetime.combine(self.epoch, datetime.min.time()) + timedelta(days=int(number))
            return day.date().isoformat()
        return _decimal(number)


def _text_of(element: ET.Element, ns: str) -> str:
    """Return the text of a shared or inline string: its runs joined, phonetic guides
    (``rPh``, Japanese readings) left out."""
    phonetic = {id(t) for rph in element.iter(f"{ns}rPh") for t in rph.iter(f"{ns}t")}
    return "".join(t.text or "" for t in element.iter(f"{ns}t") if id(t) not in phonetic)


def _decimal(number: Decimal) -> str:
    """Return a number as its shortest plain decimal: ``1850``, ``1.5``, never ``1.5E+3``.

    >>> _decimal(Decimal("1.50")), _decimal(Decimal("1E+3")), _decimal(Decimal("-0"))
    ('1.5', '1000', '0')
    """
    text = format(number.normalize(), "f")
    return "0" if text in ("-0", "0") else text


_CELL = re.compile(r"^\$?([A-Za-z]{1,3})\$?([0-9]{1,7})$")


def _column(ref: str | None, default: int) -> int:
    """Return the 0-based column of an A1 reference (``B7``: 1), else ``default``."""
    m = _CELL.match(ref or "")
    if not m:
        return default
    n = 0
    for ch in m.group(1).upper():
        n = n * 26 + ord(ch) - 64
    return n - 1


def _index(text: str | None, default: int) -> int:
    try:
        return int(text) if text is not None else default
    except ValueError:
        return default


_DATE_FORMATS = frozenset({14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 34, 35, 36, 50, 51, 52, 53})
"""The built-in number formats that show a date (ECMA-376 18.8.30; 27-36 and 50-58 are
East Asian dates)."""
_QUOTED = re.compile(r'"[^"]*"|\[[^\]]*\]|\\.')


def _is_date_format(code: str) -> bool:
    """Whether a custom number format shows a date (``dd.mm.yyyy``, ``yyyy-mm-dd``): a day,
    month or year outside quoted text, colours and conditions.

    >>> _is_date_format("dd.mm.yyyy"), _is_date_format("0.0"), _is_date_format('0" yrs"')
    (True, False, False)
    """
    bare = _QUOTED.sub("", code.split(";", 1)[0]).lower()
    return any(ch in bare for ch in "dy") or ("m" in bare and "h" not in bare and "s" not in bare)
