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

Bounds, as for every input (:mod:`core.limits`), held while reading, before the
memory is spent (:mod:`core.formats.xlsx_parts`): the file itself at most
:data:`~core.limits.MAX_INPUT_BYTES`, the parts read at most
:data:`MAX_UNCOMPRESSED` bytes once unzipped and :data:`~core.formats.xlsx_parts.MAX_ELEMENTS`
XML elements, no document type declarations (the entity expansion of a "billion laughs"),
at most :data:`MAX_ROWS` rows, :data:`MAX_CELLS` cells (empty ones too) and
:data:`MAX_SHARED_STRINGS` shared strings, :data:`~core.formats.xlsx_sheet.MAX_SHEET_TEXT`
characters of text in the cells of the sheets read; cells are kept sparse while reading and the rows
written out to their last filled cell only within :data:`MAX_AREA`.
"""

from __future__ import annotations

import io
import posixpath
import struct
import zipfile
from collections.abc import Sequence
from datetime import date

from core.errors import InputError, Problem
from core.formats.ole import SIGNATURE as _OLE
from core.formats.ole import is_encrypted_package
from core.formats.xlsx_formats import Kind, Shown, built_in_kind, kind_of_format
from core.formats.xlsx_parts import MAX_UNCOMPRESSED, Parts
from core.formats.xlsx_sheet import (
    MAX_AREA,
    MAX_CELLS,
    MAX_COLUMNS,
    MAX_ROWS,
    TAGS,
    RichText,
    Sheet,
    SheetReader,
)
from core.i18n.message import Num, msg

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

MAX_SHARED_STRINGS = MAX_CELLS
"""The most shared strings a workbook read may have."""

_REL_IDS = (
    "http://schemas.openxmlformats.org/officeDocument/2006/relationships}id",
    "http://purl.oclc.org/ooxml/officeDocument/relationships}id",
)

_ZIP = b"PK\x03\x04"


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
        return SheetReader(
            self.parts, name, target, self.strings(), self.styles(), self.epoch
        ).read()

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
        text = RichText(self.parts, part)

        def start(tag: str, a: dict[str, str]) -> None:
            local = TAGS.get(tag)
            if local == "si":
                if len(out) >= MAX_SHARED_STRINGS:
                    raise self.parts.error(
                        msg(
                            "files.xlsx.too-many-strings",
                            part=part,
                            most=Num(MAX_SHARED_STRINGS, grouped=True),
                        )
                    )
                text.begin()
            elif local is not None:
                text.start(local)

        def end(tag: str) -> None:
            local = TAGS.get(tag)
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
