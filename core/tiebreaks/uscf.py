"""US Chess tie-breaks built on the US Chess entries (rule 34E): the Modified Median (34E1).
Solkoff is Buchholz under the ``uscf`` rule set (:mod:`core.tiebreaks.buchholz`); Cumulative
and Kashdan are own-record tie-breaks (:mod:`core.tiebreaks.own_record`), the cumulative of
opposition sums the opponents' (:mod:`core.tiebreaks.opposition`)."""

from __future__ import annotations

from core.explain import Explanation, us_chess
from core.i18n.message import msg
from core.model import PlayerId
from core.tiebreaks.buchholz import entry_sum
from core.tiebreaks.cut import CutReason
from core.tiebreaks.engine import Engine, register
from core.tiebreaks.registry import TiebreakSpec

_CUT_CITES = dict.fromkeys(CutReason, us_chess("34E1"))
"""Every cut of the Modified Median follows 34E1."""


@register("MM")
def modified_median(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return the US Chess Modified Median (34E1): plus score drops the lowest value, minus
    score the highest, even score both; two of each from 9 rounds."""
    ctx = eng.ctx
    n = 2 if ctx.k >= 9 else 1
    twice, full = 2 * ctx.score[pid], ctx.w * ctx.k
    low = n if twice >= full else 0
    high = n if twice <= full else 0
    # MM is defined on the US Chess entries (rules.md 6.9), whatever rule set the event uses.
    uscf, view = eng.other("uscf")
    res = entry_sum(
        eng,
        ctx,
        view,
        spec,
        pid,
        explain,
        low=low,
        high=high,
        rules=uscf,
        cut_cites=_CUT_CITES,
    )
    if explain:
        case = "even" if twice == full else ("plus" if twice > full else "minus")
        return eng.make(
            spec,
            pid,
            res.value,
            res.items,
            msg(
                f"summary.mm.{case}",
                points=ctx.frac(ctx.score[pid]),
                rounds=ctx.k,
                rest=res.summary,
            ),
        )
    return res
