"""CLDR plural categories of the six languages, for integers and decimals
(glossary.md section 4; unicode.org/cldr plural rules).

The operands follow CLDR: ``n`` the absolute value, ``i`` its integer digits, ``v`` the
number of visible fraction digits as displayed (``2,5`` has v = 1).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from fractions import Fraction

from core.scores import format_score


def _operands(value: int | Fraction) -> tuple[Fraction, int, int]:
    n = abs(Fraction(value))
    text = format_score(n)
    v = len(text.split(".", 1)[1]) if "." in text else 0
    return n, int(n), v


def _en(n: Fraction, i: int, v: int) -> str:
    return "one" if i == 1 and v == 0 else "other"


def _cs(n: Fraction, i: int, v: int) -> str:
    if v != 0:
        return "many"
    if i == 1:
        return "one"
    if 2 <= i <= 4:
        return "few"
    return "other"


def _bg(n: Fraction, i: int, v: int) -> str:
    return "one" if n == 1 else "other"


def _ro(n: Fraction, i: int, v: int) -> str:
    if i == 1 and v == 0:
        return "one"
    if v != 0 or n == 0 or (n != 1 and n.denominator == 1 and 1 <= i % 100 <= 19):
        return "few"
    return "other"


def _tr(n: Fraction, i: int, v: int) -> str:
    return "one" if n == 1 else "other"


def _it(n: Fraction, i: int, v: int) -> str:
    if i == 1 and v == 0:
        return "one"
    if v == 0 and i != 0 and i % 1_000_000 == 0:
        return "many"
    return "other"


RULES: dict[str, Callable[[Fraction, int, int], str]] = {
    "en": _en,
    "cs": _cs,
    "bg": _bg,
    "ro": _ro,
    "tr": _tr,
    "it": _it,
}
CATEGORIES: dict[str, tuple[str, ...]] = {
    "en": ("one", "other"),
    "cs": ("one", "few", "many", "other"),
    "bg": ("one", "other"),
    "ro": ("one", "few", "other"),
    "tr": ("one", "other"),
    "it": ("one", "many", "other"),
}
"""The categories a plural message must give in each language."""


# The same few scores come back line after line, about 11 of them in a /buchholz answer
# (what the memo saves: benchmarks/README.md).
@functools.lru_cache(maxsize=4096)
def category(lang: str, value: int | Fraction) -> str:
    """Return the CLDR plural category of ``value`` in ``lang``."""
    n, i, v = _operands(value)
    return RULES[lang](n, i, v)
