"""``why`` for TURCAS and BRIGHTWELL: the term that separates two players (rules.md 13.10).

Both values are sums of the same terms (BH, SCORE, SPREAD, ZAC); the term named is the one
whose difference in favour of the player above is the largest, with both players' values of
it, so an organiser sees whether Buchholz or the game scores decided."""

from __future__ import annotations

from fractions import Fraction

from core.explain import Explanation
from core.i18n.message import Msg, Num, msg


def _three(value: Fraction) -> Num:
    return Num(value) if (value * 1000).denominator == 1 else Num(value, 3)


def with_term(text: Msg, above: Explanation, below: Explanation) -> Msg:
    """Return ``text`` followed by the term of ``above``'s weighted value that gains most
    over ``below``'s, or ``text`` itself when the code has no terms."""
    wa, wb = above.weighted, below.weighted
    if wa is None or wb is None or len(wa.terms) != len(wb.terms):
        return text
    best = max(zip(wa.terms, wb.terms, strict=True), key=lambda pair: pair[0].value - pair[1].value)
    ta, tb = best
    # a factor of 1 (SCORE in bare TURCAS) makes the values the quantities: said once
    key = "scrabble.why.term-one" if ta.factor == tb.factor == 1 else "scrabble.why.term"
    return msg(
        key,
        text=text,
        term=msg(f"scrabble.term.{ta.term}"),
        value_above=_three(ta.value),
        value_below=_three(tb.value),
        quantity_above=_three(ta.quantity),
        quantity_below=_three(tb.quantity),
    )
