"""One sum with cuts for players and teams (rules.md 5, 9.5): the items and the summary.

A sum-type tie-break (Buchholz and its cuts and medians, Sonneborn-Berger, their team
forms) is the sum of one row per round; a cut removes rows (:func:`choose_cuts`). The
explanation's items and its summary are built here, from rows that hold everything a
reader is told about the round, for a player's entries and a team's alike.
"""

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from functools import partial
from math import lcm
from typing import NamedTuple

from core.explain import Cites, Item, cite_also
from core.i18n.message import Msg, msg
from core.model import PlayerId, RoundKind
from core.rules.base import CutMode
from core.tiebreaks.cut import CUT_CITES, Candidate, CutReason, choose_cuts


def exact_sum(amounts: Sequence[Fraction]) -> Fraction:
    """Return the exact sum of ``amounts`` over their common denominator: integer
    arithmetic, one Fraction at the end (adding Fractions one by one normalises each
    partial sum, the dearest step of explaining a whole field's sums)."""
    den = lcm(*(a.denominator for a in amounts)) if amounts else 1
    return Fraction(sum([a.numerator * (den // a.denominator) for a in amounts]), den)


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


class Rounds:
    """One sum's rounds as a cut needs them, with what no cut changes made once: the uncut
    item of each round, the full sum, each round's outcome (named in the summary of a cut)
    and, built when a cut asks, what it may remove. Buchholz and its cuts (BH, BH-C1, BH-M1
    of one player) explain the same rounds, so a field's cards build each item once and a
    cut replaces only the items it removes. (A plain class: a named tuple's class costs a
    compile at import, on the standings path too.)"""

    __slots__ = ("candidates", "full", "items", "outcomes")

    def __init__(
        self,
        items: tuple[Item, ...],
        full: Fraction,
        outcomes: Sequence[Msg],
        candidates: Callable[[], list[Candidate]],
    ) -> None:
        self.items = items
        """The uncut item of each round; its ``value`` is the round's amount."""
        self.full = full
        """The sum of every round's amount."""
        self.outcomes = outcomes
        """Each round's outcome as a message (``outcome.win``)."""
        self.candidates = candidates
        """The rounds a cut may remove (:class:`Candidate`, ``position`` the index in
        :attr:`items`), values and amounts in any one unit: a player's in integer units."""


def rounds_of(rows: Sequence[Row]) -> Rounds:
    """Return the :class:`Rounds` of ``rows``."""
    items = tuple(
        [
            Item(
                r.round,
                r.kind,
                r.opponent,
                r.opponent_name,
                r.raw,
                r.amount,
                False,
                r.notes,
                r.cites,
            )
            for r in rows
        ]
    )
    full = exact_sum([r.amount for r in rows if r.amount is not None])
    return Rounds(
        items,
        full,
        [r.outcome for r in rows],
        partial(_row_candidates, rows),
    )


def _row_candidates(rows: Sequence[Row]) -> list[Candidate]:
    # a module function, not a lambda: the bot's worker processes pickle the standings
    return [
        Candidate(row.value, row.amount, row.vur, row.round, i)
        for i, row in enumerate(rows)
        if row.value is not None and row.amount is not None
    ]


def sum_with_cuts(
    code: str,
    rows: Sequence[Row] | Rounds,
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

    ``rows`` may come as :class:`Rounds` (their items made once for several codes).
    ``cut_notes`` and ``cut_cites`` say what a cut adds to its row's notes and citations:
    a team's VUR note names absences and forfeits; the Modified Median cites US Chess 34E1.
    """
    made = rows if isinstance(rows, Rounds) else rounds_of(rows)
    full = made.full
    summary = msg("summary.sum", code=code, value=full)
    removed = choose_cuts(made.candidates(), low, high, mode, sb=sb) if low or high else None
    if not removed:
        return full, made.items, summary
    items = list(made.items)
    value = full
    for i in sorted(removed):
        item, reason = items[i], removed[i]
        items[i] = item._replace(
            cut=True,
            notes=(*item.notes, cut_notes[reason]),
            cites=cite_also(item.cites, cut_cites[reason]),
        )
        amount = item.value or Fraction(0)
        value -= amount
        summary = msg(
            "summary.minus",
            left=summary,
            amount=amount,
            round=item.round,
            outcome=made.outcomes[i],
            why=SUMMARY_REMOVED[reason],
        )
    summary = msg("summary.equals", left=summary, value=value)
    return value, tuple(items), summary
