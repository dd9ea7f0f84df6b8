"""Bytes to text, in one place: every file, upload or standard input is read and decoded here.

**Size.** :func:`read_bytes` refuses more than :data:`~core.formats.limits.MAX_INPUT_BYTES`,
from the file's size before reading it when the system knows the size.

**Encodings** (:func:`decode_bytes`):

- the encoding the organiser names (``--encoding cp1250``), read as it is;
- UTF-8, with or without a byte-order mark;
- UTF-16 or UTF-32 with a byte-order mark (Excel's "Unicode text" is UTF-16 with one);
- otherwise one of the legacy code pages of our six languages' files: Windows-1250 or
  ISO-8859-2 (Czech, Romanian; Slovak, Polish, Hungarian…), Windows-1252 (Italian; Spanish,
  French, German…), Windows-1251 (Bulgarian; Russian, Serbian…) and Windows-1254 (Turkish),
  **the one whose reading gives words of the languages written in it**: outside ASCII only
  letters of those languages, each word's letters from one alphabet (``Černý``, not
  ``Èerný``; ``Núñez``, not ``Núńez``; ``Иванов``, not ``Èâàíîâ``), no symbol inside a word
  (ISO-8859-2 ``Šťastný`` read as Windows-1250 is ``©»astný``), and then the one reading in
  which a single language, one of ours before the others, spells every word (``Şahin Yılmaz``
  is Turkish in Windows-1254; Windows-1252 makes ``Þahin Yýlmaz`` of it, which only
  Icelandic letters spell). What stays ambiguous is refused, naming the candidates and the
  word they read differently, with "save it as UTF-8" (or name the encoding): a guess
  would put wrong letters into names without a word of warning.
"""

from __future__ import annotations

import codecs
import os
import re
from collections import Counter
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
    if encoding is not None:
        return _decode_as(data, source, encoding)
    for bom, name in _BOMS:
        if data.startswith(bom):
            try:
                return data.decode(name)
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
    try:
        return data.decode("utf-8")
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
    texts = set(readings.values())
    if len(texts) == 1:
        return texts.pop()
    scored = {name: _score(text, name) for name, text in readings.items()}
    fit = {name: score for name, score in scored.items() if score is not None}
    if not fit:
        raise InputError(
            Problem(
                source,
                msg("input.decode.unknown", byte=byte, advice=SAVE_AS_UTF8),
                line=line,
            )
        )
    best = min(fit.values())
    chosen = [name for name, score in fit.items() if score == best]
    if len({readings[name] for name in chosen}) == 1:
        return readings[chosen[0]]
    candidates = tuple(
        msg(
            "input.decode.candidate",
            encoding=_LABELS[name],
            word=_sample(readings[name], readings, chosen),
        )
        for name in _distinct(chosen, readings)
    )
    raise InputError(
        Problem(
            source,
            msg("input.decode.ambiguous", byte=byte, candidates=candidates, advice=SAVE_AS_UTF8),
            line=line,
        )
    )


def _decode_as(data: bytes, source: str, encoding: str) -> str:
    """Return ``data`` decoded as ``encoding`` (a byte-order mark of UTF-8 dropped).

    :raises InputError: for an encoding Python does not know (the close names suggested),
        or bytes that are not text in it (the line and the byte named).
    """
    try:
        name = codecs.lookup(encoding).name
    except LookupError:
        import difflib

        known = sorted({*_LABELS, "utf-8", "utf-16", "latin-1", "iso-8859-9", "koi8-r"})
        close = difflib.get_close_matches(encoding.lower(), known, n=3, cutoff=0.6)
        raise InputError(
            Problem(
                source,
                msg(
                    "input.decode.no-such-encoding",
                    encoding=encoding,
                    suggestions=tuple(close) if close else tuple(sorted(_LABELS)),
                ),
            )
        ) from None
    if name == "utf-8" and data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8) :]
    try:
        return data.decode(name)
    except UnicodeDecodeError as exc:
        raise InputError(
            Problem(
                source,
                msg(
                    "input.decode.not-in-encoding",
                    encoding=encoding,
                    byte=f"{data[exc.start]:02X}",
                ),
                line=data.count(b"\n", 0, exc.start) + 1,
            )
        ) from None


_LEGACY = ("cp1250", "iso8859-2", "cp1252", "cp1251", "cp1254")
"""The legacy code pages of our six languages' files: Windows-1250 and ISO-8859-2 (Czech,
Romanian), Windows-1252 (Italian, and Spanish, French, German), Windows-1251 (Bulgarian),
Windows-1254 (Turkish). English is ASCII, the same in all of them."""
_LABELS = {
    "cp1250": "Windows-1250",
    "iso8859-2": "ISO-8859-2",
    "cp1252": "Windows-1252",
    "cp1251": "Windows-1251",
    "cp1254": "Windows-1254",
}

# Lower-case letters outside ASCII of the languages written in each code page; the first
# of each is one of our six languages (or a close neighbour), preferred when two readings
# are otherwise as good.
_LATIN2 = {
    "cs": "áčďéěíňóřšťúůýž",
    "sk": "áäčďéíĺľňóôŕšťúýž",
    "ro": "ăâîşţ",
    "de": "äöüß",
    "pl": "ąćęłńóśźż",
    "hu": "áéíóöőúüű",
    "hr": "čćđšž",  # Slovene, Croatian, Bosnian, Serbian (Latin)
    "sq": "çë",
}
_ALPHABETS: dict[str, dict[str, str]] = {
    "cp1250": _LATIN2,
    "iso8859-2": _LATIN2,
    "cp1252": {
        "it": "àèéìíîòóùú",
        "es": "áéíñóúü",
        "fr": "àâæçéèêëîïôœùûüÿ",
        "de": "äöüß",
        "pt": "áâãàçéêíóôõú",
        "ca": "àçèéíïòóúü",
        "nl": "áéíóúàèëïöü",
        "da": "æøåéó",  # Danish, Norwegian
        "sv": "åäöé",
        "fi": "äöåšž",
        "is": "áðéíóúýþæö",
        "fo": "áðíóúýæø",
        "et": "äöõüšž",
    },
    "cp1251": {
        "bg": "абвгдежзийклмнопрстуфхцчшщъьюя",
        "ru": "абвгдежзийклмнопрстуфхцчшщъыьэюяё",
        "uk": "абвгґдеєжзиіїйклмнопрстуфхцчшщьюя",
        "sr": "абвгдђежзијклљмнњопрстћуфхцчџш",
        "mk": "абвгдѓежзѕијклљмнњопрстќуфхцчџш",
    },
    "cp1254": {
        "tr": "çğıöşüâîû",
        "de": "äöüß",
        "fr": "àâæçéèêëîïôœùûüÿ",
        "it": "àèéìíîòóùú",
        "es": "áéíñóúü",
    },
}
_PREFERRED = frozenset({"cs", "sk", "ro", "it", "es", "fr", "de", "bg", "tr"})
"""Our six languages and the neighbours whose files we meet most: a reading in one of them
beats one only a language further away makes sense of."""
_CYRILLIC = frozenset({"cp1251"})
# Punctuation at the same place in several code pages, and ½ (Windows-1250 has ˝ there).
_SYMBOLS = set("½°–—„“”‘’‚«»·…€§×´¨©®™№\u00a0")
# Symbols no name or result has beside a letter: where a decoding puts one there (ISO-8859-2
# "Šťastný" read as Windows-1250 is "©»astný"), it is the wrong decoding.
_NOT_BY_LETTERS = set("·€§×´¨©®™№")
# Patterns of the legacy code pages' guess only, compiled by re on first use.
_WORD = r"[^\W\d_]+"
_SYMBOL_RUN = r"[^\w\s\x00-\x7f]+"
"""A run of symbols outside ASCII (``©»``, ``„``, ``½``)."""


def _score(text: str, encoding: str) -> tuple[int, int, int] | None:
    """Return how well ``text`` reads as text of the languages written in ``encoding``
    (lower is better), or None when it is no such text: a character no such text has (a
    control character, a symbol outside :data:`_SYMBOLS`), a symbol beside letters, or a
    word no language of the code page spells.

    The score is (words the one best language does not spell; 0 when that language is one
    of :data:`_PREFERRED`, else 1; letters of :data:`_RARE`). A word counts when it has a letter
    outside ASCII; it is spelt by a language when all those letters are of its alphabet
    (``Černý``, not ``Èerný``; ``Núñez``, not ``Núńez``) and, for Cyrillic, when it has no
    Latin letter; a word of two or more letters none of them ASCII is Cyrillic, never a Latin
    language's,
    and a word whose letters outside ASCII break its case (:func:`_broken_case`) or that
    starts with a letter of :data:`_NEVER_FIRST` is none.
    """
    chars = set(text)  # each distinct character once: a file repeats few
    if not all(c.isascii() or c.isalpha() or c in _SYMBOLS for c in chars):
        return None
    if any(c.isascii() and not c.isprintable() and c not in "\t\r\n" for c in chars):
        return None
    alphabets = {lang: frozenset(a) for lang, a in _ALPHABETS[encoding].items()}
    cyrillic = encoding in _CYRILLIC
    missed = dict.fromkeys(alphabets, 0)
    # each distinct word once, counted as often as it occurs (names repeat, round by round)
    for raw, count in Counter(w for w in re.findall(_WORD, text) if not w.isascii()).items():
        # \w takes in ½ and ², which are no letters
        word = "".join(c for c in raw if c.isalpha())
        letters = {c for c in word.replace("İ", "i").lower() if not c.isascii()}
        if not letters:
            continue
        ascii_letters = len(word) - sum(1 for c in word if not c.isascii())
        if _broken_case(word) or word[0].lower() in _NEVER_FIRST:
            return None
        if cyrillic:
            spelt = [] if ascii_letters else [lang for lang, a in alphabets.items() if letters <= a]
        elif ascii_letters == 0 and len(word) > 1:
            spelt = []
        else:
            spelt = [lang for lang, a in alphabets.items() if letters <= a]
        if not spelt:
            return None
        for lang in alphabets:
            if lang not in spelt:
                missed[lang] += count
    for sm in re.finditer(_SYMBOL_RUN, text):
        before = sm.start() > 0 and text[sm.start() - 1].isalpha()
        after = sm.end() < len(text) and text[sm.end()].isalpha()
        run = set(sm.group())
        if (run & _NOT_BY_LETTERS and (before or after)) or (before and after):
            return None
    best = min(missed.values())
    preferred = any(missed[lang] == best for lang in alphabets if lang in _PREFERRED)
    rare = sum(text.count(c) + text.count(c.upper()) for c in _RARE)
    return best, 0 if preferred else 1, rare


_NEVER_FIRST = frozenset("ýůěňťďŕĺğ")
"""Letters no word of the languages that have them starts with (Turkish ``İsmail`` read as
Windows-1250 is ``Ýsmail``)."""
_RARE = frozenset("ŕĺðþ")
"""Letters of few words of few languages (Slovak ``vŕba``, Icelandic ``Þór``): Italian ``Città``
read as Windows-1250 is ``Cittŕ``."""


def _broken_case(word: str) -> bool:
    """Whether the letters outside ASCII break the case of ``word`` (``ŤNovákť``: ISO-8859-2
    reading Windows-1250's ``«Novák»``), where its ASCII letters alone are written lower,
    upper or title case."""
    plain = "".join(c for c in word if c.isascii())
    consistent = (w.islower() or w.isupper() or w.istitle() for w in (word,))
    if next(consistent):
        return False
    return not plain or plain.islower() or plain.isupper() or plain.istitle()


def _distinct(chosen: list[str], readings: dict[str, str]) -> list[str]:
    """Return ``chosen`` without the code pages that read the text as an earlier one does."""
    seen: set[str] = set()
    out = []
    for name in chosen:
        if readings[name] not in seen:
            seen.add(readings[name])
            out.append(name)
    return out


def _sample(text: str, readings: dict[str, str], chosen: list[str]) -> str:
    """Return the first word ``text`` reads differently from another chosen reading, quoted
    (``'Şahin'`` against ``'Ţahin'``), so the organiser sees which one is right."""
    others = [readings[n] for n in chosen if readings[n] != text]
    for m in re.finditer(_WORD, text):
        for other in others:
            if other[m.start() : m.end()] != m.group():
                return repr(m.group())
    return repr(text[:20])
