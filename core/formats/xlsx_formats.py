"""What a workbook's number formats make of a number (ECMA-376 Part 1, 18.8.30 and 18.8.31):
a date, a time of day or a duration, or a plain number; and how Excel shows such a value.

Excel turns what is typed into a cell into a date or a time when it looks like one: ``1:0``
(a result) becomes 0.041666… shown as ``1:00``, ``412:380`` (a Scrabble score) 17.43…
shown as ``418:20``, ``1.5`` in a language that writes dates ``1.5.`` the first of May. The
cell keeps the number and its style says how it is shown: that is how the reader knows
what Excel did (:class:`Shown`) and can say so at the cell (docs/grids.md).
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

__all__ = ["Kind", "Shown", "kind_of_format", "shown_as"]


class Kind(enum.Enum):
    """What a number format shows a number as."""

    NUMBER = "number"
    DATE = "date"
    TIME = "time"
    DATE_TIME = "date-time"


@dataclass(frozen=True, slots=True)
class Shown:
    """A cell whose number a date or time format shows: ``kind`` and the text Excel shows
    (``1:00``, ``2026-05-01``)."""

    kind: Kind
    text: str


_BUILT_IN = {
    **{n: Kind.DATE for n in (14, 15, 16, 17, 27, 28, 29, 30, 31, 34, 35, 36, 50, 51, 52, 53)},
    **{n: Kind.TIME for n in (18, 19, 20, 21, 32, 33, 45, 46, 47, 55, 56)},
    22: Kind.DATE_TIME,
}
"""The built-in number formats that show a date or a time (ECMA-376 18.8.30; 27-36 and
50-58 are the East Asian ones)."""

_LITERAL = re.compile(r'"[^"]*"|\\.|_.|\*.')
"""Quoted text, an escaped character, a space the width of a character, a fill character."""
_BRACKET = re.compile(r"\[([^\]]*)\]")
_ELAPSED = re.compile(r"^(h+|m+|s+)$", re.IGNORECASE)


def kind_of_format(code: str) -> Kind:
    """Return what the custom number format ``code`` shows (its first section: positive
    numbers): a date (a day, month or year outside quoted text, colours and conditions),
    a time (hours or seconds; minutes beside them; ``[h]`` elapsed time), or both.

    >>> [kind_of_format(c).value for c in ("dd.mm.yyyy", "0.0", '0" yrs"', "[h]:mm", "h:mm")]
    ['date', 'number', 'number', 'time', 'time']
    >>> kind_of_format("d.m.yyyy h:mm").value, kind_of_format("[Red]General").value
    ('date-time', 'number')
    """
    section = _LITERAL.sub("", code.split(";", 1)[0])
    elapsed = any(_ELAPSED.match(b) for b in _BRACKET.findall(section))
    bare = _BRACKET.sub("", section).lower()
    time = elapsed or "h" in bare or "s" in bare
    day = "d" in bare or "y" in bare or ("m" in bare and not time)
    if day and time:
        return Kind.DATE_TIME
    if day:
        return Kind.DATE
    return Kind.TIME if time else Kind.NUMBER


def built_in_kind(number_format: int) -> Kind:
    """Return what the built-in number format ``number_format`` shows."""
    return _BUILT_IN.get(number_format, Kind.NUMBER)


def shown_as(kind: Kind, number: Decimal, epoch: date) -> Shown | None:
    """Return how Excel shows ``number`` in a format of ``kind`` (a date as ISO 8601, a time
    as hours and minutes, ``418:20``, with seconds when it has some), else None (a plain
    number, or one no date can be: negative, or after 9999-12-31).

    >>> shown_as(Kind.TIME, Decimal("0.0416666666666667"), date(1899, 12, 30))
    Shown(kind=<Kind.TIME: 'time'>, text='1:00')
    >>> shown_as(Kind.DATE, Decimal("46143"), date(1899, 12, 30)).text
    '2026-05-01'
    """
    if kind is Kind.NUMBER or not 0 <= number < 2_958_466:
        return None
    days = int(number)
    seconds = int(((number - days) * 86_400).to_integral_value())
    clock = f"{seconds // 3600}:{seconds // 60 % 60:02d}" + (
        f":{seconds % 60:02d}" if seconds % 60 else ""
    )
    if kind is Kind.TIME:
        total = days * 86_400 + seconds
        clock = f"{total // 3600}:{total // 60 % 60:02d}" + (
            f":{total % 60:02d}" if total % 60 else ""
        )
        return Shown(kind, clock)
    try:
        day = (epoch + timedelta(days=days)).isoformat()
    except OverflowError:  # beyond 9999 from the 1904 epoch
        return None
    return Shown(kind, day if kind is Kind.DATE else f"{day} {clock}")
