"""Sonneborn-Berger, SB (FIDE C.07 9.1) and SB-C1 (14.1.1, 16.5.1): each entry's value times
the player's points in the round over a win, cut as rules.md 5 says."""

from __future__ import annotations

from core.explain import Explanation
from core.model import PlayerId
from core.tiebreaks.buchholz import entry_sum
from core.tiebreaks.engine import Engine, register
from core.tiebreaks.registry import TiebreakSpec


@register("SB")
def sonneborn_berger(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return Sonneborn-Berger (FIDE C.07 9.1); SB-C1 removes the lowest-scoring opponent's
    product (14.1.1) or a VUR product that is not smaller (16.5.1)."""
    return entry_sum(eng, eng.ctx, eng.view, spec, pid, explain, sb=True)
