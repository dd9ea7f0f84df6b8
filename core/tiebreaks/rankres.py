"""RANKRES, the Italian criterion 5: results against opponents in ranking order
(rules.md 6.10)."""

from __future__ import annotations

from fractions import Fraction

from core.explain import Item
from core.model import PlayerId
from core.tiebreaks.engine import Engine

END = (10**9, 0)  # sorts after every real entry: a shorter list ranks lower


def point_ranks(eng: Engine) -> dict[PlayerId, int]:
    """Return each player's competition rank by points alone (1, 2, 2, 4, ...)."""
    ctx = eng.ctx
    ordered = sorted(ctx.ids, key=lambda p: -ctx.score[p])
    ranks: dict[PlayerId, int] = {}
    for i, p in enumerate(ordered):
        if i and ctx.score[p] == ctx.score[ordered[i - 1]]:
            ranks[p] = ranks[ordered[i - 1]]
        else:
            ranks[p] = i + 1
    return ranks


def rankres_key(eng: Engine, pid: PlayerId, ranks: dict[PlayerId, int]
                ) -> tuple[tuple[int, int], ...]:
    """Return the sort key: (opponent rank, −points) of every non-zero result against a
    real opponent, best first, then the end marker. Forfeits count only where the rule set
    treats them as games (naive, cas)."""
    ctx = eng.ctx
    forfeits = eng.rules.id in ("naive", "cas")
    entries = []
    for i, r in enumerate(ctx.results(pid)):
        if r.opponent is None or not (r.outcome.is_played or (forfeits and r.outcome.is_forfeit)):
            continue
        pts = ctx.points[pid][i]
        if pts > ctx.l:
            entries.append((ranks[r.opponent], -pts))
    return (*sorted(entries), END)


def rankres_items(eng: Engine, pid: PlayerId, ranks: dict[PlayerId, int]) -> tuple[Item, ...]:
    """Return one item per non-zero result in the order RANKRES compares them."""
    ctx = eng.ctx
    forfeits = eng.rules.id in ("naive", "cas")
    rows = []
    for i, r in enumerate(ctx.results(pid)):
        if r.opponent is None or not (r.outcome.is_played or (forfeits and r.outcome.is_forfeit)):
            continue
        pts = ctx.points[pid][i]
        if pts > ctx.l:
            rows.append((ranks[r.opponent], -pts, i + 1, r))
    rows.sort()
    return tuple(Item(rnd, r.outcome.kind, r.opponent, ctx.name(r.opponent),
                      Fraction(rank), ctx.frac(-negpts), False,
                      f"{r.outcome.label} against {ctx.name(r.opponent)}, ranked {rank} "
                      "by points", "Italian criterion 5")
                 for rank, negpts, rnd, r in rows)
