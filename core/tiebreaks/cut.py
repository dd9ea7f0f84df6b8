"""Cuts and medians (FIDE C.07 art. 14) with the VUR exception of 16.5 (rules.md 5)."""

import enum
from fractions import Fraction
from typing import NamedTuple

from core.explain import Cites, fide
from core.rules.base import CutMode


class CutReason(enum.Enum):
    """Why a cut removed a round: ``mod.cut.<value>`` is its note and
    ``summary.removed.<value>`` the summary's words (core/i18n)."""

    LOW = "low"
    """The lowest value (14.1)."""
    LOWEST_OPPONENT = "lowest-opponent"
    """The lowest-scoring opponent of a Sonneborn-Berger (14.1.1)."""
    VUR = "vur"
    """A voluntarily unplayed round, removed first (16.5)."""
    HIGH = "high"
    """The highest value, for a median (14.3)."""


class Candidate(NamedTuple):
    """One value a cut may remove: its value, the amount it adds, VUR flag, round."""

    value: int | Fraction
    amount: int | Fraction
    vur: bool
    round: int
    position: int


def choose_cuts(
    cands: list[Candidate], low: int, high: int, mode: CutMode, *, sb: bool = False
) -> dict[int, CutReason]:
    """Return the indices removed by ``low`` low cuts then ``high`` high cuts, each with the
    reason.

    Low cut: the smallest value (ties: smaller amount, earlier round). In mode ``fide`` the
    VUR with the smallest amount replaces it when that amount is not smaller (16.5.1),
    repeated per cut (16.5.2). High cut: the largest value, no VUR exception (14.3).
    """
    left = list(cands)
    removed: dict[int, CutReason] = {}
    for _ in range(low):
        if not left:
            break
        lowest = min(left, key=lambda c: (c.value, c.amount, c.round))
        chosen, reason = lowest, (CutReason.LOWEST_OPPONENT if sb else CutReason.LOW)
        if mode is CutMode.FIDE:
            vurs = [c for c in left if c.vur]
            if vurs:
                v = min(vurs, key=lambda c: (c.amount, c.value, c.round))
                if v.amount >= lowest.amount:
                    chosen = v
                    reason = CutReason.VUR
        left.remove(chosen)
        removed[chosen.position] = reason
    for _ in range(high):
        if not left:
            break
        top = max(left, key=lambda c: (c.value, c.amount, -c.round))
        left.remove(top)
        removed[top.position] = CutReason.HIGH
    return removed


CUT_CITES: dict[CutReason, Cites] = {
    CutReason.LOW: fide("14.1"),
    CutReason.LOWEST_OPPONENT: fide("14.1.1"),
    CutReason.VUR: fide("14.1", "16.5"),
    CutReason.HIGH: fide("14.3"),
}
"""The articles of each cut, cited after the round's own."""
