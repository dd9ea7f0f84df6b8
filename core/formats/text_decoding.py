"""Bytes to text, in one place: every file, upload or standard input is read and decoded here.

**Size.** :func:`read_bytes` refuses more than :data:`~core.limits.MAX_INPUT_BYTES`,
from the file's size before reading it when the system knows the size.

**Encodings** (:func:`decode`):

- the encoding the organiser names (``--encoding cp1250``), read as it is; a codec that is
  no text encoding (``rot13``, ``base64``, ``hex``, ``undefined``) is refused by name;
- UTF-8, with or without a byte-order mark;
- UTF-16, UTF-32 or UTF-7 with a byte-order mark (Excel's "Unicode text" is UTF-16 with one;
  UTF-7's is ``+/v8``, ``+/v9``, ``+/v+`` or ``+/v/``);
- otherwise one of the legacy code pages Windows-1250 or ISO-8859-2 (Central Europe: Czech,
  Slovak, Polish, Hungarian, Croatian, Slovene, Romanian…), Windows-1252 (Western Europe:
  Italian, Spanish, French, German, Danish…), Windows-1251 (Bulgarian and the other Cyrillic
  languages) and Windows-1254 (Turkish), **only when one reading of the bytes is plausible**:
  every word with a letter outside ASCII a word some language could spell (its letters of
  that language's alphabet, where that language puts them: ``Černý``, not ``Èerný``;
  ``Ďurica``, not ``Ïurica``; ``Şahin Kılıç``, not ``Ţahin Kýlýç``), no symbol inside a word
  (ISO-8859-2 ``Šťastný`` read as Windows-1250 is ``©»astný``). The test is one of
  possibility, not of likelihood: a right reading is never thought wrong, so when two
  readings are plausible (``Węgrzyn`` and ``Wêgrzyn``, ``Bøgh`` and ``Břgh``, ``Szűcs`` and
  ``Szûcs``) no guess is made. The file is refused, naming the first name the plausible
  readings read differently and the ``--encoding`` that picks each, with "save it as UTF-8":
  a guess would put wrong letters into names without a word of warning. A longer list of
  names is read more often: one word no other code page makes a word of decides.
"""

from __future__ import annotations

import codecs
import os
from fractions import Fraction
from typing import IO, NamedTuple

from core.errors import InputError, Problem
from core.formats.code_page_spelling import plausible
from core.i18n.message import Msg, Num, msg
from core.limits import MAX_INPUT_BYTES

__all__ = ["Decoded", "check_encoding", "decode", "decode_bytes", "read_bytes"]

SAVE_AS_UTF8 = msg("input.decode.save-as-utf8")
"""How to save a file so that it reads (Excel, LibreOffice)."""


def read_bytes(handle: IO[bytes], *, source: str) -> bytes:
    """Return the bytes of ``handle``, at most :data:`MAX_INPUT_BYTES` of them.

    :raises InputError: naming the size and the limit when the input is larger.
    """
    try:
        size = os.fstat(handle.fileno()).st_size
    except (OSError, AttributeError, ValueError):  # a pipe, or a stream in memory
        size = 0
    if size > MAX_INPUT_BYTES:
        raise InputError(
            Problem(
                source,
                msg("input.decode.too-large", size=_size(size), limit=_size(MAX_INPUT_BYTES)),
            )
        )
    data = handle.read(MAX_INPUT_BYTES + 1)
    if len(data) > MAX_INPUT_BYTES:
        raise InputError(
            Problem(source, msg("input.decode.larger-than", limit=_size(MAX_INPUT_BYTES)))
        )
    return data


def _size(size: int) -> Msg:
    """Return a size of at least 1 MB as a message: ``20 MB``, ``52.4 MB`` (one decimal
    unless it is whole, as :func:`~core.limits.format_size` writes it)."""
    whole = size % 1_000_000 == 0
    return msg("input.size.mb", size=Num(Fraction(size, 1_000_000), places=0 if whole else 1))


_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
    # UTF-7's mark is +/v followed by the first bits of the next character: 8, 9, + or /
    (b"+/v8", "utf-7"),
    (b"+/v9", "utf-7"),
    (b"+/v+", "utf-7"),
    (b"+/v/", "utf-7"),
)


class Decoded(NamedTuple):
    """A file's text and how it was read: ``encodings`` the codecs (one, or the legacy code
    pages that all read it alike), ``how`` whether the organiser named it (``named``), a
    byte-order mark said it (``mark``), it is UTF-8 (``utf-8``) or the guess found the only
    plausible reading (``guessed``)."""

    text: str
    encodings: tuple[str, ...]
    how: str

    def description(self) -> Msg:
        """Return what ``check`` says of the encoding it read."""
        # code pages that read the file alike: the first (Windows before ISO) is named
        first = self.encodings[0]
        name = _LABELS.get(first, "UTF-8" if first == "utf-8-sig" else first.upper())
        if self.how == "guessed":
            return msg(
                "input.decode.read-guessed",
                encoding=name,
                option=f"--encoding {self.encodings[0]}",
            )
        return msg(f"input.decode.read-{self.how}", encoding=name)


def decode_bytes(data: bytes, *, source: str, encoding: str | None = None) -> str:
    """Return the text of ``data`` (the module docstring says which encodings are read);
    ``encoding`` (a codec name: ``cp1250``, ``iso-8859-2``, ``windows-1251``…) is what the
    organiser says the file is, read as it is without a guess.

    >>> decode_bytes("Novák ½".encode("utf-16"), source="f")
    'Novák ½'
    >>> decode_bytes("Černý, Dvořák".encode("cp1250"), source="f")
    'Černý, Dvořák'
    >>> decode_bytes("Müller".encode("cp1252"), source="f")
    'Müller'
    >>> decode_bytes("Jiří Šťastný".encode("iso-8859-2"), source="f")
    'Jiří Šťastný'
    >>> decode_bytes("Иван Петров".encode("cp1251"), source="f")
    'Иван Петров'

    :raises InputError: when the encoding is not one of these or not certain, or the bytes
        are not text in the ``encoding`` given.
    """
    return decode(data, source=source, encoding=encoding).text


def decode(data: bytes, *, source: str, encoding: str | None = None) -> Decoded:
    """Return the text of ``data`` as :func:`decode_bytes` reads it, with the encoding read.

    :raises InputError: as :func:`decode_bytes`.
    """
    if encoding is not None:
        name = _codec(encoding, source)
        return Decoded(_decode_as(data, source, encoding, name), (name,), "named")
    for bom, name in _BOMS:
        if data.startswith(bom):
            try:
                text = data.decode(name)
            except UnicodeDecodeError as exc:
                raise InputError(
                    Problem(
                        source,
                        msg(
                            "input.decode.bad-bom",
                            encoding=name.upper(),
                            byte=Num(exc.start, grouped=True),
                            advice=SAVE_AS_UTF8,
                        ),
                    )
                ) from None
            return Decoded(text.removeprefix("\ufeff"), (name,), "mark")
    try:
        return Decoded(data.decode("utf-8"), ("utf-8",), "utf-8")
    except UnicodeDecodeError as exc:
        bad = exc
    if b"\x00" in data:
        line = data.count(b"\n", 0, data.index(b"\x00")) + 1
        raise InputError(Problem(source, msg("input.decode.nul", advice=SAVE_AS_UTF8), line=line))
    readings: dict[str, str] = {}
    for name in _LEGACY:
        try:
            readings[name] = data.decode(name)
        except UnicodeDecodeError:
            continue
    line = data.count(b"\n", 0, bad.start) + 1
    byte = f"{data[bad.start]:02X}"
    fits = [name for name, text in readings.items() if plausible(text, name)]
    texts = {readings[name] for name in fits}
    if len(texts) == 1:
        text = texts.pop()
        return Decoded(text, tuple(n for n in fits if readings[n] == text), "guessed")
    if not texts:
        raise InputError(
            Problem(
                source,
                msg("input.decode.unknown", byte=byte, advice=SAVE_AS_UTF8),
                line=line,
            )
        )
    chosen = _distinct(fits, readings)
    differ = _first_difference([readings[name] for name in chosen])
    candidates = tuple(
        msg(
            "input.decode.candidate",
            encoding=_LABELS[name],
            word=repr(_name_at(readings[name], differ)),
        )
        for name in chosen
    )
    raise InputError(
        Problem(
            source,
            msg(
                "input.decode.ambiguous",
                byte=byte,
                candidates=candidates,
                advice=SAVE_AS_UTF8,
                options=tuple(
                    msg("input.decode.option", encoding=_LABELS[name], name=name) for name in chosen
                ),
            ),
            line=line,
        )
    )


def _codec(encoding: str, source: str) -> str:
    """Return the codec ``encoding`` names (``windows-1250`` is ``cp1250``).

    :raises InputError: for an encoding Python does not know (the close names suggested) or
        a codec that is no text encoding (``rot13``, ``base64``, ``hex``, ``undefined``).
    """
    try:
        info = codecs.lookup(encoding)
    except (LookupError, ValueError, TypeError):  # ValueError: "a\x00b", a NUL in the name
        info = None
    if info is not None and _is_text_encoding(info):
        return info.name
    import difflib

    known = sorted({*_LABELS, "utf-8", "utf-16", "latin-1", "iso-8859-9", "koi8-r"})
    close = difflib.get_close_matches(encoding.lower(), known, n=3, cutoff=0.6)
    key = "input.decode.no-such-encoding" if info is None else "input.decode.not-a-text-encoding"
    if not encoding.isprintable() or len(encoding) > 40:  # a name is shown, not a dump
        encoding = repr(encoding[:40])
    raise InputError(
        Problem(
            source,
            msg(
                key,
                encoding=encoding,
                suggestions=tuple(close) if close else tuple(sorted(_LABELS)),
            ),
        )
    )


def _is_text_encoding(info: codecs.CodecInfo) -> bool:
    """Whether ``info`` decodes bytes to text: Python's own mark of its bytes-to-bytes and
    text-to-text codecs (``_is_text_encoding`` false: rot13, base64, hex, zlib…), and
    :data:`_NOT_FILES`."""
    return bool(getattr(info, "_is_text_encoding", True)) and info.name not in _NOT_FILES


_NOT_FILES = frozenset({"undefined", "idna", "punycode"})
"""Codecs Python counts as text encodings that no file is written in: ``undefined`` refuses
every byte, ``idna`` and ``punycode`` are for the labels of domain names."""


def check_encoding(encoding: str, *, source: str) -> str:
    """Return the codec ``encoding`` names, for a command or the bot to refuse a wrong name
    before any file is read.

    :raises InputError: as :func:`decode` for an unknown encoding or a codec that is no text
        encoding.
    """
    return _codec(encoding, source)


def _decode_as(data: bytes, source: str, encoding: str, name: str) -> str:
    """Return ``data`` decoded as the codec ``name`` (which the organiser called
    ``encoding``), a byte-order mark of UTF-8 dropped.

    :raises InputError: for bytes that are not text in it (the line and the byte named).
    """
    if name == "utf-8" and data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8) :]
    try:
        return data.decode(name)
    except UnicodeError as exc:  # a codec's own error may say no byte (UnicodeError)
        start = min(getattr(exc, "start", 0), max(len(data) - 1, 0))
        raise InputError(
            Problem(
                source,
                msg(
                    "input.decode.not-in-encoding",
                    encoding=encoding,
                    byte=f"{data[start]:02X}" if data else "",
                ),
                line=data.count(b"\n", 0, start) + 1,
            )
        ) from None


_LEGACY = ("cp1250", "iso8859-2", "cp1252", "cp1251", "cp1254")
"""The legacy code pages the guess weighs: Windows-1250 and ISO-8859-2 (Central Europe),
Windows-1252 (Western Europe), Windows-1251 (Cyrillic) and Windows-1254 (Turkish). English is
ASCII, the same in all of them."""
_LABELS = {
    "cp1250": "Windows-1250",
    "iso8859-2": "ISO-8859-2",
    "cp1252": "Windows-1252",
    "cp1251": "Windows-1251",
    "cp1254": "Windows-1254",
}


def _distinct(chosen: list[str], readings: dict[str, str]) -> list[str]:
    """Return ``chosen`` without the code pages that read the text as an earlier one does."""
    seen: set[str] = set()
    out = []
    for name in chosen:
        if readings[name] not in seen:
            seen.add(readings[name])
            out.append(name)
    return out


def _first_difference(texts: list[str]) -> int:
    """Return the first index at which ``texts`` (of one length: one byte, one character)
    differ."""
    return next(i for i, chars in enumerate(zip(*texts, strict=True)) if len(set(chars)) > 1)


_FIELD_END = frozenset(',;\t\r\n"|')


def _name_at(text: str, index: int) -> str:
    """Return the name (the field of a CSV or TRF line, trimmed) around ``index``, or the
    word there when the field is long: what the organiser looks for in the file."""
    start = index
    while start > 0 and text[start - 1] not in _FIELD_END:
        start -= 1
    end = index
    while end < len(text) and text[end] not in _FIELD_END:
        end += 1
    field = text[start:end].strip()
    if 0 < len(field) <= 40:
        return field
    start = end = index
    while start > 0 and text[start - 1].isalpha():
        start -= 1
    while end < len(text) and text[end].isalpha():
        end += 1
    return text[start : max(end, index + 1)]
