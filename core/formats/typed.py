"""Results written back as the organiser typed the cells around them, for messages that
say what a cell should hold: ``1b-`` in a sheet of export spellings, ``-F1`` in one of
tokens (formats.md 1)."""

from __future__ import annotations

import re

from core.formats.crosstable import format_token
from core.model import Outcome, RoundResult

__all__ = ["typed_like"]

_TYPED_RESULT = {
    Outcome.WIN: "1",
    Outcome.LOSS: "0",
    Outcome.DRAW: "½",
    Outcome.FORFEIT_WIN: "+",
    Outcome.FORFEIT_LOSS: "-",
    Outcome.PENDING: "",
}


def typed_like(result: RoundResult, sample: str, *, same_side: bool = True) -> str:
    """Return ``result`` written as the organiser writes the cells, judged by ``sample``:
    the export spelling (opponent, colour, result: ``1b-``, ``4w½``) when the sample starts
    with the opponent's number, else the token of formats.md 1 (``-F1``, ``=W4``). A
    forfeit carries no colour in the model: it takes the sample's (the other player's when
    ``same_side`` is false).

    >>> typed_like(RoundResult(Outcome.FORFEIT_LOSS, PlayerId(1)), "1b+")
    '1b-'
    >>> typed_like(RoundResult(Outcome.FORFEIT_LOSS, PlayerId(1)), "3w+", same_side=False)
    '1b-'
    >>> typed_like(RoundResult(Outcome.DRAW, PlayerId(4), Color.BLACK), "12W=")
    '4B='
    >>> typed_like(RoundResult(Outcome.FORFEIT_LOSS, PlayerId(1)), "+F3")
    '-F1'
    """
    raw = sample.strip()
    if not raw[:1].isdigit() or result.opponent is None or result.outcome not in _TYPED_RESULT:
        return format_token(result)
    letter = "" if result.color is None else result.color.value
    if result.color is None:
        m = re.match(r"^[0-9]+\s*([WwBb])", raw)
        if m is not None:
            letter = m.group(1).lower()
            if not same_side:
                letter = "b" if letter == "w" else "w"
    if any(c in "WB" for c in raw):
        letter = letter.upper()
    mark = _TYPED_RESULT[result.outcome]
    if result.outcome is Outcome.DRAW and not any(c in raw for c in "½"):
        mark = next((m for m in ("=", "0.5", "0,5", "1/2") if m in raw), "½")
    return f"{result.opponent}{letter}{mark}"
