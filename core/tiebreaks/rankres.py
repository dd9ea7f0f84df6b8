"""RANKRES, the Italian criterion 5: results against opponents in ranking order
(rules.md 6.10)."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from core.explain import Explanation, Item, Source, named
from core.i18n.message import Msg, msg
from core.model import PlayerId, RoundResult
from core.rules.base import outcome
from core.tiebreaks.engine import Engine
from core.tiebreaks.group import GroupOrder, Placement, WhyArgs, register_group
from core.tiebreaks.registry import FAMILIES, Scope, TiebreakSpec

END = (10**9, 0)  # sorts after every real entry: a shorter list ranks lower


def point_ranks(eng: Engine) -> dict[PlayerId, int]:
    """Return each player's competition rank by points alone (1, 2, 2, 4, ...), computed
    once per tournament."""
    return eng.memo("point-ranks", lambda: _point_ranks(eng))


def _point_ranks(eng: Engine) -> dict[PlayerId, int]:
    ctx = eng.ctx
    ordered = sorted(ctx.ids, key=lambda p: -ctx.score[p])
    ranks: dict[PlayerId, int] = {}
    for i, p in enumerate(ordered):
        if i and ctx.score[p] == ctx.score[ordered[i - 1]]:
            ranks[p] = ranks[ordered[i - 1]]
        else:
            ranks[p] = i + 1
    return ranks


def counted_results(eng: Engine, pid: PlayerId) -> list[tuple[int, RoundResult, int]]:
    """Return (round, result, points) of every non-zero result against a real opponent:
    played games, and forfeits where the rule set treats them as games (naive, cas)."""
    ctx = eng.ctx
    forfeits = eng.rules.forfeits_are_games
    out = []
    for i, r in enumerate(ctx.results(pid)):
        if r.opponent is None or not (r.outcome.is_played or (forfeits and r.outcome.is_forfeit)):
            continue
        pts = ctx.points[pid][i]
        if pts > ctx.l:
            out.append((i + 1, r, pts))
    return out


def rankres_key(
    eng: Engine, pid: PlayerId, ranks: dict[PlayerId, int]
) -> tuple[tuple[int, int], ...]:
    """Return the sort key: (opponent rank, −points) of every counted result, best first,
    then the end marker (a shorter list ranks lower)."""
    entries = sorted(
        (ranks[r.opponent], -pts)
        for _, r, pts in counted_results(eng, pid)
        if r.opponent is not None
    )
    return (*entries, END)


def rankres_items(eng: Engine, pid: PlayerId, ranks: dict[PlayerId, int]) -> tuple[Item, ...]:
    """Return one item per counted result in the order RANKRES compares them."""
    ctx = eng.ctx
    rows = sorted(
        (ranks[r.opponent], -pts, rnd, r)
        for rnd, r, pts in counted_results(eng, pid)
        if r.opponent is not None
    )
    return tuple(
        Item(
            rnd,
            r.outcome.kind,
            r.opponent,
            ctx.name(r.opponent),
            Fraction(rank),
            ctx.frac(-negpts),
            False,
            (
                msg(
                    "entry.rankres",
                    outcome=outcome(r.outcome),
                    opponent=ctx.name(r.opponent),
                    rank=rank,
                ),
            ),
            named(Source.ITALIAN, "5"),
        )
        for rank, negpts, rnd, r in rows
    )


class RankedResults:
    """RANKRES as a group tie-break (:mod:`core.tiebreaks.group`, rules.md 6.10)."""

    def order(self, eng: Engine, spec: TiebreakSpec, group: Sequence[PlayerId]) -> GroupOrder:
        """Return ``group`` split by the RANKRES key, best first; the column shows no value."""
        ranks = point_ranks(eng)
        keys = {p: rankres_key(eng, p, ranks) for p in group}
        parts = tuple(
            tuple(p for p in sorted(group) if keys[p] == key) for key in sorted(set(keys.values()))
        )
        return GroupOrder(
            parts, {p: None for p in group}, {p: Placement(tuple(group)) for p in group}
        )

    def explain(
        self,
        eng: Engine,
        spec: TiebreakSpec,
        pid: PlayerId,
        placement: Placement | None,
        value: Fraction | None,
    ) -> Explanation:
        """Return the counted results of ``pid`` in the order RANKRES compares them (the list
        does not depend on the group)."""
        items = rankres_items(eng, pid, point_ranks(eng))
        return eng.make(spec, pid, None, items, msg("summary.rankres"))

    def why(self, eng: Engine, spec: TiebreakSpec, args: WhyArgs) -> Msg:
        """Say at which position of the two lists the order was decided (rules.md 6.10)."""
        return msg(
            "why.rankres",
            points=args.points,
            above=args.above_name,
            below=args.below_name,
            decider=_decider(eng, args.above, args.below),
        )


def _decider(eng: Engine, above: PlayerId, below: PlayerId) -> Msg:
    ranks = point_ranks(eng)
    ka, kb = rankres_key(eng, above, ranks), rankres_key(eng, below, ranks)
    na, nb = eng.ctx.name(above), eng.ctx.name(below)
    for i, (x, y) in enumerate(zip(ka, kb, strict=False), start=1):
        if x == y:
            continue
        if y == END:
            return msg("why.rankres.shorter", index=i, below=nb)
        if x[0] != y[0]:
            return msg(
                "why.rankres.rank", index=i, above=na, below=nb, rank_above=x[0], rank_below=y[0]
            )
        return msg("why.rankres.win", index=i)
    return msg("why.rankres.equal")


register_group(FAMILIES[Scope.PLAYERS, "RANKRES"], RankedResults())
