"""LPR: lichess Swiss's performance, its criterion after Sonneborn-Berger (rules.md 4.10).

Over every pairing of the player (games and forfeits; byes and unpaired rounds are left
out): the mean of the opponent's rating + 500 for a win, − 500 for a loss, + 0 for a draw,
truncated towards zero as lichess prints it. No pairing: no value. It does not depend on the
rule set: lichess's ratings and results are the same under every one.
"""

from __future__ import annotations

import math
from fractions import Fraction

from core.explain import Explanation, Item, Source, named
from core.i18n.message import Num, msg
from core.model import Outcome, PlayerId
from core.rules.base import outcome
from core.rules.context import Context
from core.tiebreaks.engine import Engine, register
from core.tiebreaks.registry import TiebreakSpec

RULE = named(Source.LICHESS)
STEP = 500
"""What lichess adds to the opponent's rating for a win (and takes away for a loss)."""
_SHIFT = {
    Outcome.WIN: STEP,
    Outcome.FORFEIT_WIN: STEP,
    Outcome.DRAW: 0,
    Outcome.LOSS: -STEP,
    Outcome.FORFEIT_LOSS: -STEP,
}
_KEY = {STEP: "lichess.lpr.win", 0: "lichess.lpr.draw", -STEP: "lichess.lpr.loss"}


def _rating(eng: Engine, pid: PlayerId) -> int | None:
    r = eng.ctx.players[pid].rating
    return eng.unrated_rating if r is None else r


@register("LPR")
def lichess_performance(
    eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool
) -> Explanation:
    """Return lichess's performance: the mean of opponent rating ± 500 over the pairings,
    truncated towards zero (rules.md 4.10); None without a pairing."""
    ctx = eng.ctx
    total = 0
    count = 0
    items: list[Item] = []
    for i, res in enumerate(ctx.results(pid)):
        o, opp = res.outcome, res.opponent
        paired = o.has_opponent and opp is not None
        rating = _rating(eng, opp) if paired and opp is not None else None
        if rating is not None:
            total += rating + _SHIFT[o]
            count += 1
        if explain:
            items.append(_item(ctx, i + 1, o, opp if paired else None, rating))
    if not count:
        return eng.make(spec, pid, None, tuple(items), msg("lichess.lpr.none"))
    mean = Fraction(total, count)
    value = Fraction(math.trunc(mean))
    if not explain:
        return eng.make(spec, pid, value)
    # A mean such as 5500/3 is shown with two decimals (1833.33), as lichess's JSON shows it.
    shown = mean if 100 % mean.denominator == 0 else Num(mean, 2)
    return eng.make(
        spec,
        pid,
        value,
        tuple(items),
        msg("lichess.lpr.summary", total=total, count=count, exact=shown, value=value),
    )


def _item(ctx: Context, rnd: int, o: Outcome, opp: PlayerId | None, rating: int | None) -> Item:
    """Return the explanation item of round ``rnd``: without a pairing, against an unrated
    opponent, or the opponent's rating with lichess's step."""
    if opp is None:
        note = msg("lichess.lpr.unpaired", outcome=outcome(o))
        return Item(rnd, o.kind, None, None, None, None, False, (note,), RULE)
    name = ctx.name(opp)
    if rating is None:
        note = msg("lichess.lpr.unrated", outcome=outcome(o), opponent=name)
        return Item(rnd, o.kind, opp, name, None, None, False, (note,), RULE)
    shift = _SHIFT[o]
    note = msg(
        _KEY[shift],
        outcome=outcome(o),
        opponent=name,
        rating=rating,
        step=STEP,
        value=rating + shift,
    )
    value = Fraction(rating + shift)
    return Item(rnd, o.kind, opp, name, Fraction(rating), value, False, (note,), RULE)
