"""Bytes to text, in one place: every file, upload or standard input is read and decoded here.

**Size.** :func:`read_bytes` refuses more than :data:`~core.formats.limits.MAX_INPUT_BYTES`,
from the file's size before reading it when the system knows the size.

**Encodings** (:func:`decode_bytes`):

- UTF-8, with or without a byte-order mark;
- UTF-16 or UTF-32 with a byte-order mark (Excel's "Unicode text" is UTF-16 with one);
- otherwise Windows-1250 (Central European) or Windows-1252 (Western European, which
  includes Latin-1's letters), **only when the choice is certain**: both read the bytes as
  the same text (``é``, ``ü``, ``ß``… sit at the same place in both), or exactly one of them
  reads them as plausible text. Plausible text has, outside ASCII, only letters of the
  languages written in that code page, each word's letters from one of those alphabets
  (``Černý``, not ``Èerný``; ``Núñez``, not ``Núńez``), and common punctuation (``½``, ``–``,
  ``„“``, ``°``…). Anything else is refused with "save it as UTF-8": a guess would put wrong
  letters into names without a word of warning.
"""

from __future__ import annotations

import codecs
import os
import re
from fractions import Fraction
from typing import IO

from core.errors import InputError, Problem
from core.formats.limits import MAX_INPUT_BYTES
from core.i18n.message import Msg, Num, msg

__all__ = ["decode_bytes", "read_bytes"]

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
    unless it is whole, as :func:`~core.formats.limits.format_size` writes it)."""
    whole = size % 1_000_000 == 0
    return msg("input.size.mb", size=Num(Fraction(size, 1_000_000), places=0 if whole else 1))


_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


def decode_bytes(data: bytes, *, source: str) -> str:
    """Return the text of ``data`` (the module docstring says which encodings are read).

    >>> decode_bytes("Novák ½".encode("utf-16"), source="f")
    'Novák ½'
    >>> decode_bytes("Černý, Dvořák".encode("cp1250"), source="f")
    'Černý, Dvořák'
    >>> decode_bytes("Müller".encode("cp1252"), source="f")
    'Müller'

    :raises InputError: when the encoding is not one of these or not certain.
    """
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            try:
                return data.decode(encoding)
            except UnicodeDecodeError as exc:
                raise InputError(
                    Problem(
                        source,
                        msg(
                            "input.decode.bad-bom",
                            encoding=encoding.upper(),
                            byte=Num(exc.start, grouped=True),
                            advice=SAVE_AS_UTF8,
                        ),
                    )
                ) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        bad = exc
    if b"\x00" in data:
        line = data.count(b"\n", 0, data.index(b"\x00")) + 1
        raise InputError(Problem(source, msg("input.decode.nul", advice=SAVE_AS_UTF8), line=line))
    readings: dict[str, str] = {}
    for encoding in ("cp1250", "cp1252"):
        try:
            readings[encoding] = data.decode(encoding)
        except UnicodeDecodeError:
            continue
    texts = set(readings.values())
    if len(texts) == 1:
        return texts.pop()
    plausible = [text for encoding, text in readings.items() if _plausible(text, encoding)]
    if len(plausible) == 1:
        return plausible[0]
    line = data.count(b"\n", 0, bad.start) + 1
    key = "input.decode.ambiguous" if len(plausible) > 1 else "input.decode.unknown"
    raise InputError(
        Problem(source, msg(key, byte=f"{data[bad.start]:02X}", advice=SAVE_AS_UTF8), line=line)
    )


# Lower-case letters outside ASCII of the languages each code page is used for.
_ALPHABETS = {
    "cp1250": (
        "áčďéěíňóřšťúůýž",  # Czech
        "áäčďéíĺľňóôŕšťúýž",  # Slovak
        "ąćęłńóśźż",  # Polish
        "áéíóöőúüű",  # Hungarian
        "čćđšž",  # Slovene, Croatian, Bosnian, Serbian (Latin)
        "ăâîşţșț",  # Romanian
        "äöüß",  # German
        "çë",  # Albanian
    ),
    "cp1252": (
        "àâæçéèêëîïôœùûüÿ",  # French
        "áéíñóúü",  # Spanish
        "áâãàçéêíóôõú",  # Portuguese
        "àèéìíîòóùú",  # Italian
        "àçèéíïòóúü",  # Catalan
        "äöüß",  # German
        "áéíóúàèëïöü",  # Dutch
        "æøåéó",  # Danish, Norwegian
        "åäöé",  # Swedish
        "äöåšž",  # Finnish
        "áðéíóúýþæö",  # Icelandic
        "áðíóúýæø",  # Faroese
        "äöõüšž",  # Estonian
    ),
}
# Punctuation at the same place in both code pages, and ½ (Windows-1250 has ˝ there).
_SYMBOLS = set("½°–—„“”‘’‚«»·…€§×´¨©®™\u00a0")
_WORD = re.compile(r"[^\W\d_]+")


def _plausible(text: str, encoding: str) -> bool:
    """Return whether every character of ``text`` outside ASCII is a letter of a language
    written in ``encoding`` (each word's letters from one alphabet) or common punctuation."""
    alphabets = [frozenset(a) for a in _ALPHABETS[encoding]]
    for m in _WORD.finditer(text):
        letters = {c for c in m.group().lower() if c.isalpha() and not c.isascii()}
        if letters and not any(letters <= a for a in alphabets):
            return False
    return all(c.isascii() or c.isalpha() or c in _SYMBOLS for c in text)
