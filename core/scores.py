"""Exact scores: every score is a :class:`fractions.Fraction`; text only at the edge."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from typing import TYPE_CHECKING, TypeAlias

if TYPE_CHECKING:
    from core.board_key import BoardKey

from core.bounded import MAX_INT_DIGITS, exact_number


def parse_score(value: object) -> Fraction:
    """Return the exact value of ``value``: an int, a decimal string (``"2.5"``, ``"2,5"``),
    a ratio (``"1/2"``), a half sign (``"½"``, ``"2½"``) or a float that is a short decimal;
    text with an exponent, or of more digits than CPython turns into an int, is refused
    before it is built (:func:`core.bounded.exact_number`). The field's range is the
    caller's to check (:func:`core.formats.limits.scoring_problem`): a 500-digit win is
    "not from 0 to 1000", which says more than "too long".

    :raises ValueError: when the value is not a number.
    """
    return exact_number(value, digits=MAX_INT_DIGITS)


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
    """Return ``value`` for JSON: an int when whole, else the float of its exact decimal, or
    of the value rounded half up to 6 decimals when it has no exact decimal (rules.md
    12.46), as :func:`to_decimal` gives it.

    Computed with the two ints: a float division of ints is correctly rounded, so it is the
    float of the decimal without building the Decimal (5% of a 10,000 × 15 standings run
    in JSON went through Decimal).
    """
    if value is None:
        return None
    num, den = value.as_integer_ratio()  # one call, where the two properties are two
    if den == 1:
        return num
    rest = den
    while rest % 5 == 0:
        rest //= 5
    if rest & (rest - 1) == 0:  # den is 2^a 5^b: a terminating decimal
        return num / den
    # half up: the nearest millionth, a tie away from zero
    millionths = (abs(num) * 2_000_000 + den) // (2 * den)
    return (millionths if num >= 0 else -millionths) / 1_000_000


Value: TypeAlias = "Fraction | BoardKey | None"
"""A tie-break value in the standings: exact, a team's board key, or ``None`` when the
entrant has none (AOB without a played game or match, a group tie-break that never reached
it). The board key is named, not imported: defining its dataclass costs 0.5% of a standings
run of the 1,000 × 11 benchmark event (3.6 M instructions, benchmarks/count_instructions.sh),
and only team events need it; a value neither exact nor ``None`` is one."""


def machine_value(value: Value) -> str:
    """Return ``value`` for CSV: exact decimals, a board key's numbers joined by ``/``,
    empty for none."""
    if value is None:
        return ""
    if isinstance(value, Fraction):
        return format_score(value)
    return "/".join(format_score(x) for x in value.values)


def json_value(value: Value) -> int | float | list[int | float | None] | None:
    """Return ``value`` for JSON: :func:`json_number`, a board key as a list of numbers."""
    if value is None or isinstance(value, Fraction):
        return json_number(value)
    return [json_number(x) for x in value.values]
