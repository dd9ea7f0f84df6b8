"""A bounded exact number from text or decoded JSON: the one place every reader turns what
it was given (a file's field, an option, a cell) into a :class:`~fractions.Fraction`.

The size of a number is checked on its text *before* it becomes a Fraction or an int:
``Fraction("1e-99999999")`` or ``Fraction(Decimal("1E99999999"))`` builds a number of a
hundred million digits, minutes of work while holding the GIL, so an exponent is refused
outright and a number may have at most :data:`MAX_DIGITS` digits. The range a field allows
(a scoring value, an amount of money) is its reader's to check afterwards, on a number that
is cheap to compare by then.

Ints already built (a JSON integer) are taken as they are: the JSON decoders build them
through :func:`bounded_int`, which refuses more than :data:`MAX_INT_DIGITS` digits before
``int()`` runs.
"""

from __future__ import annotations

import json
import re
from decimal import Decimal
from fractions import Fraction
from typing import Any

__all__ = [
    "MAX_DIGITS",
    "MAX_INT_DIGITS",
    "MAX_JSON_DEPTH",
    "LongNumberError",
    "TooDeepError",
    "bounded_int",
    "exact_number",
    "load_json",
    "too_deep_at",
]

MAX_DIGITS = 30
"""The most digits (whole part and decimals together, or each side of a ratio) of a number
read from text; no field of an event, a prize list or an option needs more than 20."""

MAX_INT_DIGITS = 4300
"""The most digits of a JSON integer decoded (CPython's own limit on ``int()`` of a string,
``sys.get_int_max_str_digits``); a field's range is checked after."""

MAX_JSON_DEPTH = 100
"""The deepest nesting of a JSON document decoded (the formats need 4 levels)."""

_NUMBER = re.compile(r"^\s*([+-]?)(\d*)(?:[.,](\d+))?\s*(½)?\s*$")
_RATIO = re.compile(r"^\s*([+-]?)(\d+)\s*/\s*(\d+)\s*$")
_LONGEST_TEXT = 2 * MAX_DIGITS + 16
"""Text longer than this is not a number of :data:`MAX_DIGITS` digits (spaces, a sign and a
ratio's slash included): refused before any pattern looks at it."""


def exact_number(value: object, *, digits: int = MAX_DIGITS) -> Fraction:
    """Return the exact value of ``value``: an int, a finite float (the short decimal its
    ``repr`` writes, as a JSON ``0.5`` was written), a finite :class:`~decimal.Decimal`, a
    Fraction, or text: a decimal (``"2.5"``, ``"2,5"``), a ratio (``"1/2"``) or a half
    sign (``"½"``, ``"2½"``), with at most ``digits`` digits and no exponent.

    >>> exact_number("2½"), exact_number(Decimal("33.50")), exact_number(0.125)
    (Fraction(5, 2), Fraction(67, 2), Fraction(1, 8))
    >>> exact_number(Decimal("1E99999999"))
    Traceback (most recent call last):
    ...
    ValueError: expected a number of at most 30 digits, found Decimal('1E+99999999')

    :raises ValueError: when the value is not a number, or a number too long to read.
    """
    if isinstance(value, bool):
        raise ValueError(f"expected a number, found {value!r}")
    if isinstance(value, int):
        return Fraction(value)
    if isinstance(value, Fraction):
        return value
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise ValueError(f"expected a number, found {value!r}")
        value = Decimal(repr(value))  # at most 17 digits, an exponent of at most 308
        if not _fits(value, 310):
            raise ValueError(f"expected a number, found {value!r}")
        return Fraction(value)
    if isinstance(value, Decimal):
        if not value.is_finite():
            raise ValueError(f"expected a number, found {value!r}")
        if not _fits(value, digits):
            raise ValueError(_too_long(value, digits))
        return Fraction(value)
    if isinstance(value, str):
        return _from_text(value, digits)
    raise ValueError(f"expected a number, found {value!r}")


def _fits(value: Decimal, digits: int) -> bool:
    """Whether the finite ``value`` has at most ``digits`` digits on either side of the
    point, judged on its digits and exponent without building it."""
    _, ds, exp = value.as_tuple()
    assert isinstance(exp, int)
    n = len(ds)
    while n > 1 and ds[n - 1] == 0:  # 2.50000 has the digits of 2.5
        n -= 1
        exp += 1
    whole = n + exp  # digits before the point (may be negative: 0.001 has -2)
    decimals = -exp if exp < 0 else 0
    return whole <= digits and decimals <= digits and n <= digits


def _too_long(value: object, digits: int) -> str:
    text = repr(value)
    if len(text) > 40:
        text = text[:30] + f"… ({len(text):,} characters)"
    return f"expected a number of at most {digits} digits, found {text}"


def _from_text(text: str, digits: int) -> Fraction:
    if len(text) > max(_LONGEST_TEXT, 2 * digits + 16):
        raise ValueError(_too_long(text, digits))
    m = _RATIO.match(text)
    if m:
        sign, top, bottom = m.groups()
        if len(top) > digits or len(bottom) > digits:
            raise ValueError(_too_long(text, digits))
        if int(bottom) == 0:
            raise ValueError(f"expected a number, found {text!r}")
        number = Fraction(int(top), int(bottom))
        return -number if sign == "-" else number
    m = _NUMBER.match(text)
    if m and (m.group(2) or m.group(3) or m.group(4)):
        sign, whole, frac, half = m.groups()
        if len(whole) > digits or len(frac or "") > digits:
            raise ValueError(_too_long(text, digits))
        number = Fraction(int(whole or "0"))
        if frac:
            number += Fraction(int(frac), 10 ** len(frac))
        if half:
            number += Fraction(1, 2)
        return -number if sign == "-" else number
    raise ValueError(f"expected a number, found {text!r}")


class LongNumberError(ValueError):
    """A JSON integer of more than :data:`MAX_INT_DIGITS` digits (``digits`` its text)."""

    def __init__(self, digits: str) -> None:
        super().__init__(f"a number of {len(digits.lstrip('-')):,} digits")
        self.digits = digits


class TooDeepError(ValueError):
    """JSON nested deeper than :data:`MAX_JSON_DEPTH` (``line`` where it goes past)."""

    def __init__(self, line: int) -> None:
        super().__init__(f"nested deeper than {MAX_JSON_DEPTH} levels")
        self.line = line


def bounded_int(digits: str) -> int:
    """Return the JSON integer ``digits``, refused when it has more than
    :data:`MAX_INT_DIGITS` digits (``json.loads``'s ``parse_int`` hook).

    :raises LongNumberError: for a longer one.
    """
    if len(digits) > MAX_INT_DIGITS and len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise LongNumberError(digits)
    return int(digits)


def load_json(text: str, *, exact_decimals: bool = False) -> Any:
    """Return the decoded JSON ``text``, its integers bounded (:func:`bounded_int`), its
    nesting bounded, and its numbers with a point or an exponent read as
    :class:`~decimal.Decimal` when ``exact_decimals`` (never as a float: amounts of money
    stay exact), else as floats.

    :raises json.JSONDecodeError: for text that is not JSON.
    :raises LongNumberError: for an integer too long to read.
    :raises TooDeepError: for nesting deeper than :data:`MAX_JSON_DEPTH`.
    """
    line = too_deep_at(text)
    if line is not None:
        raise TooDeepError(line)
    try:
        # Decimal() of text keeps the exponent apart from the digits: no number of a hundred
        # million digits is built here (exact_number checks the size when the field is read).
        return json.loads(
            text, parse_int=bounded_int, parse_float=Decimal if exact_decimals else None
        )
    except RecursionError:  # pragma: no cover - the nesting was bounded just above
        raise TooDeepError(1) from None


def too_deep_at(text: str) -> int | None:
    """Return the line where the nesting of ``text`` first goes past
    :data:`MAX_JSON_DEPTH`, else None; strings are skipped as JSON writes them."""
    if text.count("[") + text.count("{") <= MAX_JSON_DEPTH:
        return None  # the usual case, at the cost of two counts
    depth, in_string, escaped = 0, False, False
    for pos, ch in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > MAX_JSON_DEPTH:
                return text.count("\n", 0, pos) + 1
        elif ch in "]}":
            depth -= 1
    return None
