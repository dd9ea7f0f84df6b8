"""The bounds every reader holds its input to, in one place.

No real event comes near them; they keep hostile or careless input (a 50 MB file, a number of
5,000 digits, a win worth 1e308 points, a NUL in a name) from turning into a traceback, an
overflow or a table nobody can read, and every reader reports a value outside them as a
:class:`~core.errors.Problem` naming the field.
"""

from __future__ import annotations

import re
from fractions import Fraction

from core.i18n.message import Msg, msg

__all__ = [
    "MAX_INPUT_BYTES",
    "MAX_PLAYER_ID",
    "MAX_RATING",
    "MAX_ROUNDS",
    "MAX_SCORING",
    "SCORING_DECIMALS",
    "format_size",
    "scoring_problem",
    "shown",
    "text_problem",
]

MAX_INPUT_BYTES = 20 * 1000 * 1000
"""The largest tournament file read (20 MB; a 10,000-player, 15-round TRF is about 2 MB)."""

MAX_PLAYER_ID = 99_999
"""The largest start number (or player id); TRF-16 itself stops at 9,999."""

MAX_ROUNDS = 100
"""The most rounds an event may have (a lichess Swiss has at most 100)."""

MAX_RATING = 4000
"""The highest rating a reader accepts (0 or empty is "unrated")."""

MAX_SCORING = 1000
"""The most points a win, draw, loss or bye may be worth."""

SCORING_DECIMALS = 3
"""The most decimals a scoring value may have (``0.5``, ``0.25``, ``2.125``)."""


def shown(value: object, width: int = 30) -> str:
    """Return ``repr(value)``, shortened for a message when it is long.

    >>> shown(10**400)
    '100000000000000000000000000000… (401 digits)'
    >>> shown("x" * 100, width=10)
    "'xxxxxxxxx… (100 characters)"
    """
    if isinstance(value, int) and not isinstance(value, bool):
        if value.bit_length() > 14_000:  # str() refuses an int of more than 4,300 digits
            return f"a number of about {int(value.bit_length() * 0.30103):,} digits"
        digits = str(value)
        if len(digits) > width:
            return f"{digits[:width]}… ({len(digits.lstrip('-')):,} digits)"
        return digits
    text = repr(value)
    if len(text) <= width + 2:
        return text
    if isinstance(value, str):
        return f"{text[:width]}… ({len(value):,} characters)"
    return f"{text[:width]}…"


class Reason(Msg):
    """A catalogue message that reads as its English text in an f-string or ``str()``, for
    the readers that still build English sentences around :func:`scoring_problem` and
    :func:`text_problem`; as a parameter of another message it renders in any language."""

    __slots__ = ()

    def __str__(self) -> str:
        from core.i18n.text import render

        return render(self)


def _reason(key: str, **args: int | str) -> Reason:
    return Reason(*msg(key, **args))


def scoring_problem(value: Fraction) -> Msg | None:
    """Return what is wrong with ``value`` as the points of a result, else None.

    >>> scoring_problem(Fraction(1, 2)) is None, str(scoring_problem(Fraction(10**400)))
    (True, 'expected a number from 0 to 1000 with at most 3 decimals')
    """
    if not 0 <= value <= MAX_SCORING or (10**SCORING_DECIMALS) % value.denominator:
        return _reason("grid.scoring-range", most=MAX_SCORING, decimals=SCORING_DECIMALS)
    return None


def text_problem(text: str) -> Msg | None:
    """Return what makes ``text`` unfit for a name or a label (a control character such as
    NUL, tab or line break, or half of a UTF-16 pair), else None.

    >>> text_problem("Ana Novák") is None, str(text_problem("Ana\\x00"))
    (True, 'it holds the control character U+0000 (position 4)')
    """
    if text.isascii() and text.isprintable():
        # No control character (and no surrogate) in printable ASCII: most names, read
        # without compiling the pattern.
        return None
    m = re.search(_CONTROL, text)
    if m is None:
        return None
    ch = m.group()
    return _reason(
        "grid.text-surrogate" if ch >= "\ud800" else "grid.text-control",
        code=f"U+{ord(ch):04X}",
        position=m.start() + 1,
    )


_CONTROL = "[\x00-\x1f\x7f-\x9f\ud800-\udfff]"
"""A control character or half of a UTF-16 pair, compiled by :mod:`re` on first use."""


def format_size(size: int) -> str:
    """Return a file size for a person: ``52.4 MB``, ``20 MB``, ``812 bytes``.

    >>> format_size(52_428_800), format_size(MAX_INPUT_BYTES), format_size(812)
    ('52.4 MB', '20 MB', '812 bytes')
    """
    if size < 1000 * 1000:
        return f"{size:,} bytes"
    mb = size / 1e6
    return f"{mb:.0f} MB" if mb == int(mb) else f"{mb:.1f} MB"
