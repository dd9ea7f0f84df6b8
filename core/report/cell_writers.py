"""The page's small repeated pieces, each distinct one written once and found again: escaped
texts, a card's tie-break cells and the middle of its rows, a number's cell.

A page of 1,000 players escapes some 200,000 texts and writes some 55,000 card cells, few of
them distinct; :mod:`core.report.writers` lays them out.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from markupsafe import escape

from core.explain import Item
from core.report.card_text import CardText
from core.report.model import CardRound, Number


def escaper() -> Callable[[str], str]:
    """Return ``markupsafe.escape`` of texts as plain strings, each distinct text escaped
    once (a page escapes some 200,000 texts, a quarter of them distinct)."""
    done: dict[str, str] = {}
    get = done.get

    def e(text: str) -> str:
        found = get(text)
        if found is None:
            found = done[text] = str(escape(text))
        return found

    return e


Escaper = Callable[[str], str]


EMPTY_CELL = "<td></td>"


def value_attr(e: Escaper, n: Number) -> str:
    """A number's exact value as an attribute, ``data-value``, when its text does not say
    it (a decimal comma, fixed decimals, the dash for none); else nothing: a program reads
    the text (a large page holds some 70,000 numbers, most of them plain)."""
    return "" if n.text == n.machine else f' data-value="{e(n.machine)}"'


def number_cell(e: Escaper, n: Number) -> str:
    """A number's cell: its text, and its exact value when the text does not say it."""
    return f"<td{value_attr(e, n)}>{e(n.text)}</td>"


def cells_writer(e: Escaper, text: CardText) -> Callable[[Sequence[Item]], list[str]]:
    """Return the writer of items' cells in a card's rows: each item's contribution (struck
    through when cut), and what was counted in ``data-raw`` when that differs.

    A whole field's cards hold some 55,000 such cells but few distinct ones (the
    explanations share each score's Fraction, ``Context.frac``): each is written once and
    found again by the identities of its two numbers. The numbers are kept alive in
    ``kept``, so that no other object can take their identity while the page is written."""
    written: dict[tuple[int, int, bool], str] = {}
    kept: list[object] = []

    def write(i: Item) -> str:
        v, w = text.number(i.value), text.number(i.raw)
        attrs = "" if v.text == v.machine else f' data-value="{e(v.machine)}"'
        if w.machine != v.machine:
            attrs += f' data-raw="{e(w.machine)}"'
        shown = f"<s>{e(v.text)}</s>" if i.cut else e(v.text)
        kept.append((i.raw, i.value))
        html = written[(id(i.raw), id(i.value), i.cut)] = f"<td{attrs}>{shown}</td>"
        return html

    get = written.get

    def cells(items: Sequence[Item]) -> list[str]:
        return [get((id(i.raw), id(i.value), i.cut)) or write(i) for i in items]

    return cells


def middle_writer(e: Escaper) -> Callable[[CardRound, bool], str]:
    """Return the writer of a card row's colour, result, running score and place (a team's
    card has no colour): a few hundred distinct runs of 11,000, each written once."""
    middles: dict[tuple[str, str, str, str, str, bool], str] = {}

    def middle(r: CardRound, team: bool) -> str:
        key = (r.colour, r.result, r.running.machine, r.running.text, r.rank, team)
        found = middles.get(key)
        if found is None:
            colour = "" if team else f"<td>{e(r.colour)}</td>"
            found = middles[key] = (
                f"{colour}<td>{e(r.result)}</td>{number_cell(e, r.running)}<td>{e(r.rank)}</td>"
            )
        return found

    return middle
