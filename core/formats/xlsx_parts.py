"""The parts of a workbook's zip, read within bounds: every part unzipped a slice at a time
and parsed as it comes (expat, no tree), so that memory and time are bounded while
reading, never after.

- Bytes: the parts read together at most :data:`MAX_UNCOMPRESSED` once unzipped (a zip
  bomb stops there, counted while reading, never trusting the sizes the zip declares).
- XML elements: at most :data:`MAX_ELEMENTS` in the parts read (each costs a call).
- Text: a cell or a shared string at most :data:`MAX_TEXT` characters (Excel's own bound).
- No document type declaration, in any encoding (UTF-8, UTF-16…): the parser refuses one
  as it starts (expat's ``StartDoctypeDeclHandler``), before any entity is declared, so a
  "billion laughs" never expands.
- A damaged part (a zip member encrypted, a corrupt deflate stream, a wrong checksum, a
  member cut short) is an error naming the file and the part.
"""

from __future__ import annotations

import zipfile
import zlib
from collections.abc import Callable
from xml.parsers import expat

from core.errors import InputError, Problem
from core.i18n.message import Msg, Num, msg
from core.limits import MAX_INPUT_BYTES

__all__ = ["MAX_ELEMENTS", "MAX_TEXT", "MAX_UNCOMPRESSED", "Parts"]

MAX_UNCOMPRESSED = 5 * MAX_INPUT_BYTES
"""The most bytes the parts of a workbook read may hold unzipped (100 MB: the XML of a
10,000-player crosstable is about 30 MB)."""
MAX_ELEMENTS = 4_000_000
"""The most XML elements the parts read may hold (a cell is two or three: ``c``, ``v``;
a 10,000-player, 15-round crosstable about 400,000)."""
MAX_TEXT = 32_767
"""The most characters of a cell's text (Excel's own bound)."""

_CHUNK = 1 << 20

Start = Callable[[str, dict[str, str]], None]
End = Callable[[str], None]
Text = Callable[[str], None]


class Parts:
    """The parts of the zip ``zf`` of the workbook ``source``, read within the bounds."""

    def __init__(self, zf: zipfile.ZipFile, source: str) -> None:
        self.zf = zf
        self.source = source
        self.names = frozenset(zf.namelist())
        self.budget = MAX_UNCOMPRESSED
        self.elements = MAX_ELEMENTS
        self.chars = 0
        """The characters of cell text the sheets read so far hold (their bound is
        :data:`core.formats.xlsx_sheet.MAX_SHEET_TEXT`)."""

    def error(self, message: Msg, *, cell: str | None = None) -> InputError:
        return InputError(Problem(self.source, message, cell=cell))

    def read(self, name: str, most: int) -> bytes:
        """Return the first ``most`` bytes of the part ``name`` unzipped (b"" when there is
        no such part), counted against the budget."""
        if name not in self.names:
            return b""
        self._method(name)
        try:
            with self.zf.open(name) as fh:
                data = fh.read(most)
        except _ZIP_ERRORS as err:
            raise self.error(_damage(name, err)) from None
        self._spend(len(data))
        return data

    def parse(
        self,
        name: str,
        start: Start,
        end: End | None = None,
        text: Text | None = None,
        *,
        counted: bool = True,
    ) -> None:
        """Parse the part ``name`` a slice at a time, calling ``start(tag, attributes)``,
        ``end(tag)`` and ``text(characters)`` as expat meets them (tags ``namespace}name``).
        ``counted``: the elements are counted against :data:`MAX_ELEMENTS` here; a reader
        of a large part counts them in its own ``start`` (a call less for each element).

        :raises InputError: naming the file and the part: damaged, not XML, a document type
            declared, beyond a bound.
        """
        if name not in self.names:
            raise self.error(msg("files.xlsx.part-missing", part=name))
        self._method(name)
        elements = self.elements

        def start_counted(tag: str, attributes: dict[str, str]) -> None:
            nonlocal elements
            elements -= 1
            if elements < 0:
                raise self.error(
                    msg(
                        "files.xlsx.too-many-elements",
                        part=name,
                        most=Num(MAX_ELEMENTS, grouped=True),
                    )
                )
            start(tag, attributes)

        parser = self._parser(name, start_counted if counted else start, end, text)
        try:
            with self.zf.open(name) as fh:
                while chunk := fh.read(min(_CHUNK, self.budget + 1)):
                    self._spend(len(chunk))
                    self._feed(parser, name, chunk, False)
            self._feed(parser, name, b"", True)
        except expat.ExpatError as err:
            raise self.error(
                msg("files.xlsx.not-xml", part=name, line=err.lineno, column=err.offset + 1)
            ) from None
        except InputError:
            raise
        except _ZIP_ERRORS as err:
            raise self.error(_damage(name, err)) from None
        finally:
            self.elements = max(elements, 0)

    def _parser(
        self, name: str, start: Start, end: End | None, text: Text | None
    ) -> expat.XMLParserType:
        """Return an expat parser of part ``name`` that calls the handlers given and
        refuses a document type."""
        parser = expat.ParserCreate(namespace_separator="}")
        parser.buffer_text = True
        parser.buffer_size = 1 << 16

        def doctype(*_: object) -> None:
            raise self.error(msg("files.xlsx.doctype", part=name))

        # Both hooks: a DOCTYPE is refused as it opens, before its internal subset (where
        # entities are declared) is read, whatever the encoding the parser decoded.
        parser.StartDoctypeDeclHandler = doctype
        parser.EntityDeclHandler = doctype
        parser.StartElementHandler = start
        if end is not None:
            parser.EndElementHandler = end
        if text is not None:
            parser.CharacterDataHandler = text
        return parser

    def _feed(self, parser: expat.XMLParserType, name: str, chunk: bytes, final: bool) -> None:
        """Hand ``chunk`` of part ``name`` to ``parser``.

        :raises InputError: for an encoding declared that expat cannot read (or a handler's).
        """
        try:
            parser.Parse(chunk, final)
        except InputError:  # a handler's (a ValueError too)
            raise
        except (LookupError, ValueError):
            # an encoding declared that expat cannot read: one Python lacks as text
            # (LookupError), a multi-byte one such as UTF-7 or Shift-JIS (ValueError)
            line, column = parser.CurrentLineNumber, parser.CurrentColumnNumber + 1
            raise self.error(
                msg("files.xlsx.not-xml", part=name, line=line, column=column)
            ) from None

    def _method(self, name: str) -> None:
        """Refuse a part compressed otherwise than Excel and LibreOffice do (stored or
        deflated): bzip2 and LZMA members are read by no spreadsheet, and an LZMA header can
        ask for gigabytes of dictionary before the first byte comes out."""
        if self.zf.getinfo(name).compress_type not in (zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED):
            what = msg("files.xlsx.damage.method")
            raise self.error(msg("files.xlsx.part-damaged", part=name, what=what))

    def _spend(self, size: int) -> None:
        self.budget -= size
        if self.budget < 0:
            raise self.error(
                msg("files.xlsx.too-large", limit=f"{MAX_UNCOMPRESSED // 1_000_000} MB")
            )


_ZIP_ERRORS = (
    zipfile.BadZipFile,
    zlib.error,
    EOFError,
    OSError,
    ValueError,
    NotImplementedError,
    RuntimeError,
)
"""What :mod:`zipfile` and its decompressors raise on a damaged or unusual member."""


def _damage(name: str, err: BaseException) -> Msg:
    """Return the message of the part ``name`` that raised ``err`` when unzipped."""
    if isinstance(err, RuntimeError) and "encrypted" in str(err):
        return msg("files.xlsx.part-encrypted", part=name)
    if isinstance(err, zipfile.BadZipFile) and "CRC" in str(err):
        what = "checksum"
    elif isinstance(err, zlib.error):
        what = "data"
    elif isinstance(err, EOFError):
        what = "cut"
    elif isinstance(err, NotImplementedError):
        what = "method"
    else:
        what = "other"
    return msg("files.xlsx.part-damaged", part=name, what=msg(f"files.xlsx.damage.{what}"))
