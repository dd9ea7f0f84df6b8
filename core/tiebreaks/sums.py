"""One sum with cuts for players and teams (rules.md 5, 9.5): the items and the summary.

A sum-type tie-break (Buchholz and its cuts and medians, Sonneborn-Berger, their team
forms) is the sum of one row per round; a cut removes rows (:func:`choose_cuts`). The
explanation's items and its summary are built here, from rows that hold everything a
reader is told about the round, for a player's entries and a team's alike.
"""

from collections.abc import Mapping, Sequence
from fractions import Fraction
from math import lcm
from typing import NamedTuple

from core.explain import Cites, Item, cite_also
from core.i18n.message import Msg, msg
from core.model import PlayerId, RoundKind
from core.rules.base import CutMode
from core.tiebreaks.cut import CUT_CITES, Candidate, CutReason, choose_cuts


class Row(NamedTuple):
    """One round of a sum before the cuts: ``value`` is what a cut compares (the
    opponent-side score), ``amount`` what the round adds (``None``: nothing, and no cut sees
    it); ``outcome`` names the round in the summary."""

    round: int
    kind: RoundKind
    outcome: Msg
    opponent: PlayerId | None
    opponent_name: str | None
    raw: Fraction | None
    value: Fraction | None
    amount: Fraction | None
    vur: bool
    notes: tuple[Msg, ...]
    cites: Cites


CUT_NOTES: dict[CutReason, Msg] = {r: msg(f"mod.cut.{r.value}") for r in CutReason}
"""The note a cut adds to the round it removes."""
SUMMARY_REMOVED: dict[CutReason, Msg] = {r: msg(f"summary.removed.{r.value}") for r in CutReason}


def exact_sum(amounts: Sequence[Fraction]) -> Fraction:
    """Return the exact sum of ``amounts`` over their common denominator: integer
    arithmetic, one Fraction at the end (adding Fractions one by one normalises each
    partial sum, the dearest step of explaining a whole field's sums)."""
    den = lcm(*(a.denominator for a in amounts)) if amounts else 1
    return Fraction(sum([a.numerator * (den // a.denominator) for a in amounts]), den)


def sum_with_cuts(
    code: str,
    rows: Sequence[Row],
    low: int,
    high: int,
    mode: CutMode,
    *,
    sb: bool = False,
    cut_notes: Mapping[CutReason, Msg] = CUT_NOTES,
    cut_cites: Mapping[CutReason, Cites] = CUT_CITES,
) -> tuple[Fraction, tuple[Item, ...], Msg]:
    """Return the sum of ``rows`` after ``low`` low and ``high`` high cuts in ``mode``
    (rules.md 5; ``fide``: a VUR first, C.07 16.5), one item per row, and the summary of
    what was cut (``summary.sum`` then one ``summary.minus`` per cut).

    ``cut_notes`` and ``cut_cites`` say what a cut adds to its row's notes and citations:
    a team's VUR note names absences and forfeits; the Modified Median cites US Chess 34E1.
    """
    removed: dict[int, CutReason] = {}
    if low or high:
        cands = [
            Candidate(row.value, row.amount, row.vur, row.round, i)
            for i, row in enumerate(rows)
            if row.value is not None and row.amount is not None
        ]
        removed = choose_cuts(cands, low, high, mode, sb=sb)
    full = exact_sum([row.amount for row in rows if row.amount is not None])
    items: list[Item] = []
    for i, row in enumerate(rows):
        notes, cites = row.notes, row.cites
        reason = removed.get(i)
        if reason is not None:
            notes = (*notes, cut_notes[reason])
            cites = cite_also(cites, cut_cites[reason])
        items.append(
            Item(
                row.round,
                row.kind,
                row.opponent,
                row.opponent_name,
                row.raw,
                row.amount,
                reason is not None,
                notes,
                cites,
            )
        )
    summary = msg("summary.sum", code=code, value=full)
    value = full
    for i in sorted(removed):
        row = rows[i]
        amount = row.amount or Fraction(0)
        value -= amount
        summary = msg(
            "summary.minus",
            left=summary,
            amount=amount,
            round=row.round,
            outcome=row.outcome,
            why=SUMMARY_REMOVED[removed[i]],
        )
    if removed:
        summary = msg("summary.equals", left=summary, value=value)
    return value, tuple(items), summary
