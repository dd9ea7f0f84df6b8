"""Cuts and medians (FIDE C.07 art. 14) with the VUR exception of 16.5 (rules.md 5)."""

from __future__ import annotations

from typing import NamedTuple


class Candidate(NamedTuple):
    """One value a cut may remove: its value, the amount it adds, VUR flag, round."""

    value: int
    amount: int
    vur: bool
    round: int
    position: int


def choose_cuts(
    cands: list[Candidate], low: int, high: int, mode: str, *, sb: bool = False
) -> dict[int, str]:
    """Return the indices removed by ``low`` low cuts then ``high`` high cuts, each with the
    reason (a note key: ``low``, ``vur``, ``lowest-opponent``, ``high``).

    Low cut: the smallest value (ties: smaller amount, earlier round). In mode ``fide`` the
    VUR with the smallest amount replaces it when that amount is not smaller (16.5.1),
    repeated per cut (16.5.2). High cut: the largest value, no VUR exception (14.3).
    """
    left = list(cands)
    removed: dict[int, str] = {}
    for _ in range(low):
        if not left:
            break
        lowest = min(left, key=lambda c: (c.value, c.amount, c.round))
        chosen, reason = lowest, ("lowest-opponent" if sb else "low")
        if mode == "fide":
            vurs = [c for c in left if c.vur]
            if vurs:
                v = min(vurs, key=lambda c: (c.amount, c.value, c.round))
                if v.amount >= lowest.amount:
                    chosen = v
                    reason = "vur"
        left.remove(chosen)
        removed[chosen.position] = reason
    for _ in range(high):
        if not left:
            break
        top = max(left, key=lambda c: (c.value, c.amount, -c.round))
        left.remove(top)
        removed[top.position] = "high"
    return removed


CUT_RULES = {
    "low": "C.07 14.1",
    "lowest-opponent": "C.07 14.1.1",
    "vur": "C.07 14.1, 16.5",
    "high": "C.07 14.3",
}
CUT_WHY = {"low": "low", "lowest-opponent": "lowest-opponent", "vur": "vur", "high": "high"}
"""The reasons a cut gives; ``mod.cut.<reason>`` is the note and ``summary.removed.<reason>``
the summary's words (core/i18n)."""
