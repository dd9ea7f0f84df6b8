"""Coefficients written in a tie-break code, ``TURCAS(583.2,1,2.881,0)`` and
``BRIGHTWELL(583.2)`` (rules.md 13.7, formats.md 7.3): decimal numbers with an optional sign
and ``.`` as the decimal point in every language, read exactly and written back as their
shortest exact decimal (the canonical spelling)."""

from __future__ import annotations

import re
from fractions import Fraction

from core.i18n.message import Msg, msg

_CALL = re.compile(r"([A-Z]+)\((.*)\)")
_DECIMAL = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)")
MAX_DIGITS = 30
"""A coefficient has at most this many characters, its sign and leading zeros not counted:
enough for any weight, a bound on the work of reading one, and a bound its canonical
spelling keeps (``-.5`` is written ``-0.5``, which must read again: the page and the bot
pass the canonical code on)."""


def split_call(text: str) -> tuple[str, tuple[Fraction, ...]] | None:
    """Return the base code and the coefficients of ``BASE(x, y, …)`` (upper case, spaces
    ignored), or None when ``text`` has no brackets.

    :raises ValueError: for brackets that do not hold decimal numbers separated by commas.

    >>> split_call("TURCAS(583.20, 1.0, 2.881, 0)")
    ('TURCAS', (Fraction(2916, 5), Fraction(1, 1), Fraction(2881, 1000), Fraction(0, 1)))
    """
    compact = "".join(text.split()).upper()
    if "(" not in compact and ")" not in compact:
        return None
    m = _CALL.fullmatch(compact)
    if m is None:
        raise ValueError(text)
    out = []
    for part in m.group(2).split(","):
        if len(part.lstrip("+-").lstrip("0")) > MAX_DIGITS or not _DECIMAL.fullmatch(part):
            raise ValueError(text)
        out.append(Fraction(part))
    return m.group(1), tuple(out)


def read_call(text: str) -> tuple[str, tuple[Fraction, ...]] | None:
    """Return :func:`split_call` of ``text``, or None when its brackets do not hold decimal
    numbers separated by commas."""
    try:
        return split_call(text)
    except ValueError:
        return None


def decimal_text(value: Fraction) -> str:
    """Return ``value`` as its shortest exact decimal (``583.2``, ``1``, ``-5``, ``0.5``);
    a coefficient read from a decimal always has one.

    >>> decimal_text(Fraction(2916, 5))
    '583.2'
    """
    if value.denominator == 1:
        return str(value.numerator)
    den, places = value.denominator, 0
    while den % 10 == 0 or den % 2 == 0 or den % 5 == 0:
        den //= 2 if den % 2 == 0 else 5
        places += 1
    if den != 1:  # a fraction no decimal writes (a mean game total): keep it exact
        return f"{value.numerator}/{value.denominator}"
    digits = str(abs(value.numerator) * 10**places // value.denominator).rjust(places + 1, "0")
    text = (digits[:-places] + "." + digits[-places:]).rstrip("0").rstrip(".")
    return ("-" if value < 0 else "") + text


def canonical(base: str, coefficients: tuple[Fraction, ...]) -> str:
    """Return the canonical spelling of a code with coefficients (rules.md 13.7).

    >>> canonical("TURCAS", (Fraction(2916, 5), Fraction(1), Fraction(2881, 1000), Fraction(0)))
    'TURCAS(583.2,1,2.881,0)'
    """
    return f"{base}({','.join(decimal_text(c) for c in coefficients)})"


_EXAMPLES = {
    "TURCAS": ("A, B, C, D", "TURCAS(583.2,1,2.881,0)"),
    "BRIGHTWELL": ("K", "BRIGHTWELL(583.2)"),
}


def misspelt(text: str, base: str, weights: int, count: int | None = None) -> Msg:
    """What is wrong with ``text``, a code of the game-score family ``base`` that takes
    ``weights`` coefficients (rules.md 13.7): a modifier (``weights`` −1: none is taken),
    coefficients where it takes none, ``count`` coefficients where it takes another number,
    or (``count`` None) coefficients that are not decimal numbers."""
    if weights < 0:
        return msg("scrabble.error.no-modifier", code=repr(text), base=base)
    if not weights:
        return msg("scrabble.error.no-coefficients", code=repr(text), base=base)
    names, example = _EXAMPLES[base]
    if count is None:
        return msg("scrabble.error.coefficient-text", code=repr(text), base=base, example=example)
    return msg(
        "scrabble.error.coefficients",
        code=repr(text),
        base=base,
        names=names,
        example=example,
        found=count,
    )
