"""Exact scores: every score is a :class:`fractions.Fraction`; text only at the edge."""

from __future__ import annotations

from decimal import Decimal
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
    caller's to check (:func:`core.limits.scoring_problem`): a 500-digit win is
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
    or ``places`` fixed decimals (a 5 in the first dropped digit rounding away from zero);
    ``–`` for no value. Integers only: a ``Decimal`` holds 28 digits, and a TURCAS or
    BRIGHTWELL value of 30 digits made it raise ``InvalidOperation`` (rules.md 13.10)."""
    if value is None:
        return "–"
    if places is not None:
        return _fixed(value.numerator, value.denominator, places)
    num, den = value.numerator, value.denominator
    if den == 1:
        return str(num)
    n = _decimal_places(den)
    if n is None:
        return _fixed(num, den, 6, shortest=True)
    digits = str(abs(num) * 10**n // den).rjust(n + 1, "0")
    text = (digits[:-n] + "." + digits[-n:]).rstrip("0").rstrip(".")
    return "-" + text if num < 0 else text


def _decimal_places(den: int) -> int | None:
    """The decimals of a fraction over ``den`` (a positive denominator in lowest terms):
    ``max(a, b)`` for ``den = 2^a 5^b``, ``None`` when it has no finite decimal."""
    twos = (den & -den).bit_length() - 1
    rest, fives = den >> twos, 0
    while rest % 5 == 0:
        rest //= 5
        fives += 1
    return max(twos, fives) if rest == 1 else None


def _half_up(num: int, den: int, places: int) -> int:
    """``num / den`` in units of ``10^-places``, a tie rounded away from zero."""
    scale: int = 10**places
    units = (abs(num) * scale * 2 + den) // (2 * den)
    return -units if num < 0 else units


def _fixed(num: int, den: int, places: int, *, shortest: bool = False) -> str:
    """``num / den`` with ``places`` decimals, half away from zero, as ``Decimal.quantize``
    with ``ROUND_HALF_UP`` wrote it (a negative value rounded to zero keeps its sign);
    with ``shortest``, trailing zeros dropped (``Decimal.normalize``)."""
    units = abs(_half_up(num, den, places))
    digits = str(units).rjust(places + 1, "0")
    text = digits[:-places] + "." + digits[-places:] if places else digits
    if shortest:
        text = text.rstrip("0").rstrip(".") if places else text
        if units == 0:
            return "0"
    return "-" + text if num < 0 else text


def to_decimal(value: Fraction) -> Decimal:
    """Return the exact decimal of ``value`` (a terminating decimal), else 6 places rounded
    half away from zero (rules.md 12.46), at any size (built from its text, not divided in
    a context of 28 digits)."""
    return Decimal(format_score(value))


class ExactDecimal(float):
    """A number JSON must write as its exact decimal, which the nearest float does not
    give (``76300000000000000000000381.5`` is ``7.63e+25`` as a float): the command's JSON
    writer (:mod:`core.render.json_text`) writes :attr:`exact`; any other reader sees the
    nearest float."""

    __slots__ = ("exact",)
    exact: str

    def __new__(cls, exact: str) -> ExactDecimal:
        self = super().__new__(cls, exact)
        self.exact = exact
        return self

    def __repr__(self) -> str:
        return self.exact

    def __reduce__(self) -> tuple[type[ExactDecimal], tuple[str]]:
        return ExactDecimal, (self.exact,)


_FLOAT_EXACT = 10**15
"""Any decimal of at most 15 significant digits is the shortest text of its nearest
float (IEEE 754 double: 15.95 digits), so ``repr`` of the float writes it exactly."""


def json_number(value: Fraction | None) -> int | float | None:
    """Return ``value`` for JSON: an int when whole, else the float of its exact decimal, or
    of the value rounded half up to 6 decimals when it has no exact decimal (rules.md
    12.46), as :func:`to_decimal` gives it; an :class:`ExactDecimal` when that decimal has
    more significant digits than a float keeps (a TURCAS value of 25 digits and a half).

    Computed with the two ints: a float division of ints is correctly rounded, so it is the
    float of the decimal without building the Decimal (a big standings run in JSON spent
    much of its time there: benchmarks/README.md).
    """
    if value is None:
        return None
    num, den = value.as_integer_ratio()  # one call, where the two properties are two
    if den == 1:
        return num
    rest, fives = den, 0
    while rest % 5 == 0:
        rest //= 5
        fives += 1
    if rest & (rest - 1) == 0:  # den is 2^a 5^b: a terminating decimal of max(a, b) places
        # the usual value first: with den <= 128, 10^n / den <= 5^7, so the decimal of a
        # |num| below 10^9 has fewer than 15 significant digits
        if den <= 128 and -1_000_000_000 < num < 1_000_000_000:
            return num / den
        if abs(num) * 10 ** max(rest.bit_length() - 1, fives) < _FLOAT_EXACT * den:
            return num / den
        return ExactDecimal(format_score(value))
    # half up: the nearest millionth, a tie away from zero
    millionths = _half_up(num, den, 6)
    if -_FLOAT_EXACT < millionths < _FLOAT_EXACT:
        return millionths / 1_000_000
    return ExactDecimal(format_score(value))


Value: TypeAlias = "Fraction | BoardKey | None"
"""A tie-break value in the standings: exact, a team's board key, or ``None`` when the
entrant has none (AOB without a played game or match, a group tie-break that never reached
it). The board key is named, not imported: defining its dataclass costs every standings run
(benchmarks/README.md), and only team events need it; a value neither exact nor ``None`` is
one."""


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
