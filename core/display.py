"""Text as a monospaced table shows it: the width a terminal (or a Discord code block) gives
a cell, bidirectional text kept inside its cell, control characters made visible.

A name with a right-to-left override (U+202E) reverses everything after it on its line, the
numbers of its row included, unless the name is isolated (U+2068 FIRST STRONG ISOLATE …
U+2069 POP DIRECTIONAL ISOLATE, Unicode UAX #9: the isolate ends every embedding and
override opened inside it). Zero-width and combining characters take no column, wide East
Asian characters two: ``len()`` counts neither right, so the table pads by
:func:`display_width` instead. ASCII text, the usual case, takes the fast path.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Collection, Sequence

__all__ = ["aligned_lines", "display_width", "isolate", "labelled", "pad", "visible"]

FSI, PDI = "\u2068", "\u2069"
_BIDI_CLASSES = frozenset(
    {"R", "AL", "AN", "RLE", "RLO", "LRE", "LRO", "PDF", "RLI", "LRI", "FSI", "PDI"}
)
"""The bidirectional classes that can move text across a cell's edge (right-to-left letters
and numbers, and the embedding, override and isolate controls)."""


def display_width(text: str) -> int:
    """Return the columns ``text`` takes in a monospaced terminal.

    >>> [display_width(t) for t in ("Ana", "Bo\\u200bhdan", "e\\u0301", "王力")]
    [3, 6, 1, 4]
    """
    if text.isascii():
        return len(text)
    width = 0
    for ch in text:
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf", "Cc"):
            continue
        width += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return width


def isolate(text: str) -> str:
    """Return ``text`` wrapped in a bidirectional isolate when it holds right-to-left text or
    a bidirectional control, else ``text`` itself.

    The isolate holds whatever the text opens or closes: a pop (U+2069) with no isolate of
    the text's own to close would close ours, so one more isolate opens before it for each;
    an isolate the text leaves open gets its pop at the end (UAX #9 BD9, X6a).

    >>> isolate("Ana"), isolate("Ana \\u202eNovák") == "\\u2068Ana \\u202eNovák\\u2069"
    ('Ana', True)
    >>> isolate("A\\u2069\\u202eB") == "\\u2068\\u2068A\\u2069\\u202eB\\u2069"
    True
    """
    if text.isascii() or not any(unicodedata.bidirectional(c) in _BIDI_CLASSES for c in text):
        return text
    if "\u2066" not in text and "\u2067" not in text and FSI not in text and PDI not in text:
        return FSI + text + PDI  # the usual case: no isolate of its own to balance
    depth = unmatched = 0
    for ch in text:
        if ch in _OPENERS:
            depth += 1
        elif ch == PDI:
            if depth:
                depth -= 1
            else:
                unmatched += 1
    return FSI * (1 + unmatched) + text + PDI * (1 + depth)


_OPENERS = frozenset("\u2066\u2067\u2068")
"""LRI, RLI and FSI: the controls that open an isolate."""


def labelled(name: str, number: object) -> str:
    """Return an entrant as a table or a sentence names it, ``Name (12)``: the name isolated
    alone (:func:`isolate`), so that a right-to-left override in it cannot turn the number
    after it (``(10)`` read as ``(01)``).

    >>> labelled("Ana", 12), labelled("A\\u202eB", 10) == "\\u2068A\\u202eB\\u2069 (10)"
    ('Ana (12)', True)
    """
    return f"{isolate(name)} ({number})"


def pad(text: str, width: int, *, left: bool) -> str:
    """Return ``text`` padded with spaces to ``width`` columns, on the right (``left``
    aligned) or on the left."""
    if text.isascii():
        return text.ljust(width) if left else text.rjust(width)
    fill = " " * max(0, width - display_width(text))
    return text + fill if left else fill + text


def _regular(text: str) -> bool:
    """Whether ``text`` takes one column a character and needs no isolating (``len()`` is
    then its width): ASCII, and most other text (an en dash, Latin letters with accents)."""
    return text.isascii() or (display_width(text) == len(text) and isolate(text) is text)


def aligned_lines(
    cols: Sequence[str],
    table: Sequence[Sequence[str]],
    *,
    left: Collection[int],
    sep: str = "  ",
) -> list[str]:
    """Return the header and the rows of a monospaced table, each column as wide as its
    widest cell, the columns ``left`` left-aligned and the others right-aligned, every cell
    isolated (:func:`isolate`) and measured (:func:`display_width`); trailing spaces
    dropped.

    The rows whose cells are all regular (:func:`_regular`, the usual case) are formatted
    by one format string, which pads by ``len()``; only the others are padded cell by cell
    (padding every row costs more: benchmarks/README.md)."""
    columns = list(zip(cols, *table, strict=True))
    irregular = {
        c
        for column in columns
        if not "".join(column).isascii()
        for c in set(column)
        if not _regular(c)
    }
    rows: list[Sequence[str]] = [cols, *table]
    if not irregular:  # the usual case: len() is every cell's width
        odd = [False] * len(rows)
        widths = [max(map(len, column)) for column in columns]
    else:
        odd = [any(c in irregular for c in row) for row in rows]
        rows = [[isolate(c) for c in row] if o else row for row, o in zip(rows, odd, strict=True)]
        widths = [
            max(display_width(r[i]) if o else len(r[i]) for r, o in zip(rows, odd, strict=True))
            for i in range(len(cols))
        ]
    aligns = [i in left for i in range(len(cols))]
    line = sep.join(f"{{:{'<' if a else '>'}{w}}}" for a, w in zip(aligns, widths, strict=True))
    fmt = line.format
    out = []
    for row, o in zip(rows, odd, strict=True):
        if o:
            text = sep.join(pad(c, w, left=a) for c, w, a in zip(row, widths, aligns, strict=True))
        else:
            text = fmt(*row)
        out.append(text.rstrip())
    return out


_ESCAPED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def visible(text: str) -> str:
    """Return ``text`` with every control, format (bidirectional, zero-width) and surrogate
    character written as an escape (``\\x1b`` as ``\\u001b``): a message quoting hostile
    text then shows it, instead of letting the terminal run it.

    >>> visible("Ana\\x1b[2J\\u202e")
    'Ana\\\\u001b[2J\\\\u202e'
    """
    if text.isascii() and text.isprintable():
        return text
    return "".join(
        _ESCAPED.get(ch) or f"\\u{ord(ch):04x}"
        if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Zl", "Zp")
        else ch
        for ch in text
    )
