"""Exact scores: every score is a :class:`fractions.Fraction`; text only at the edge."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

_NUMBER = re.compile(r"^\s*([+-]?)(\d*)(?:[.,](\d+))?\s*(½)?\s*$")
_RATIO = re.compile(r"^\s*([+-]?\d+)\s*/\s*(\d+)\s*$")


def parse_score(value: object) -> Fraction:
    """Return the exact value of ``value``: an int, a decimal string (``"2.5"``, ``"2,5"``),
    a ratio (``"1/2"``), a half sign (``"½"``, ``"2½"``) or a float that is a short decimal.

    :raises ValueError: when the value is not a number.
    """
    if isinstance(value, bool):
        raise ValueError(f"expected a number, found {value!r}")
    if isinstance(value, int):
        return Fraction(value)
    if isinstance(value, Fraction):
        return value
    if isinstance(value, float):
        # A JSON 0.5 arrives as a float; its shortest repr is the decimal the author wrote.
        if value != value or value in (float("inf"), float("-inf")):
            raise ValueError(f"expected a number, found {value!r}")
        return Fraction(Decimal(repr(value)))
    if isinstance(value, str):
        m = _RATIO.match(value)
        if m:
            if int(m.group(2)) == 0:
                raise ValueError(f"expected a number, found {value!r}")
            return Fraction(int(m.group(1)), int(m.group(2)))
        m = _NUMBER.match(value)
        if m and (m.group(2) or m.group(3) or m.group(4)):
            sign, whole, frac, half = m.groups()
            number = Fraction(int(whole or "0"))
            if frac:
                number += Fraction(int(frac), 10 ** len(frac))
            if half:
                number += Fraction(1, 2)
            return -number if sign == "-" else number
    raise ValueError(f"expected a number, found {value!r}")


def round_half_up(value: Fraction, digits: int = 0) -> Fraction:
    """Round ``value`` to ``digits`` decimals, a 5 in the first dropped digit rounding up
    (rules.md 2.3)."""
    scale = Fraction(10) ** digits
    scaled = value * scale
    # floor(x + 1/2) is half up for positive and negative values alike.
    return Fraction((scaled + Fraction(1, 2)).__floor__()) / scale


def format_score(value: Fraction | None, *, places: int | None = None) -> str:
    """Return the shortest exact decimal text of ``value`` (``4.5``, ``12.75``, ``13``),
    or ``places`` fixed decimals; ``–`` for no value."""
    if value is None:
        return "–"
    if places is not None:
        d = Decimal(value.numerator) / Decimal(value.denominator)
        return str(d.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))
    num, den = value.numerator, value.denominator
    if den == 1:
        return str(num)
    # A terminating decimal (den = 2^a 5^b, the usual case) is printed with integers only.
    n, rest = 0, den
    while rest % 10 == 0:
        rest //= 10
        n += 1
    while rest % 2 == 0:
        rest //= 2
        n += 1
    while rest % 5 == 0:
        rest //= 5
        n += 1
    if rest != 1:
        return str(to_decimal(value))
    digits = str(abs(num) * 10**n // den).rjust(n + 1, "0")
    text = (digits[:-n] + "." + digits[-n:]).rstrip("0").rstrip(".")
    return "-" + text if num < 0 else text


def to_decimal(value: Fraction) -> Decimal:
    """Return the exact decimal of ``value`` (a terminating decimal), else 6 places."""
    d = Decimal(value.numerator) / Decimal(value.denominator)
    den = value.denominator
    while den % 2 == 0:
        den //= 2
    while den % 5 == 0:
        den //= 5
    if den != 1:
        return d.quantize(Decimal("0.000001"), rounding=ROUND_HALF_UP).normalize()
    text = format(d.normalize(), "f")
    return Decimal(text)


def json_number(value: Fraction | None) -> int | float | None:
    """Return ``value`` for JSON: an int when whole, else the float of its exact decimal."""
    if value is None:
        return None
    if value.denominator == 1:
        return int(value)
    return float(to_decimal(value))


@dataclass(frozen=True, slots=True, order=True)
class BoardKey:
    """The value of the team codes ``TBR`` and ``BBE`` (FIDE C.07 12.2, 12.3): numbers
    compared one by one, the first difference deciding, higher first (tuple order:
    ``BoardKey((2, 1)) > BoardKey((2, 1/2))``). TBR holds the GP on board 1, board 2, …; BBE
    the GP without the bottom board, without the two bottom boards, …"""

    values: tuple[Fraction, ...]


Value = Fraction | BoardKey | None
"""A tie-break value in the standings: exact, a board key, or ``None`` when the entrant has
none (AOB without a played game or match, a group tie-break that never reached it)."""


def machine_value(value: Value) -> str:
    """Return ``value`` for CSV: exact decimals, a board key's numbers joined by ``/``,
    empty for none."""
    if value is None:
        return ""
    if isinstance(value, BoardKey):
        return "/".join(format_score(x) for x in value.values)
    return format_score(value)


def json_value(value: Value) -> int | float | list[int | float | None] | None:
    """Return ``value`` for JSON: :func:`json_number`, a board key as a list of numbers."""
    if isinstance(value, BoardKey):
        return [json_number(x) for x in value.values]
    return json_number(value)
