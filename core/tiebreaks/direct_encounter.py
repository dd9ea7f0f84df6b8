"""Direct encounter, DE (FIDE C.07 art. 6): a group tie-break on the players still tied.

6.1: score = points in games over the board between members (forfeits left out, 6.1.1),
repeated encounters averaged (6.1.2). 6.2: everyone met everyone → order by score, then
apply art. 6 again to every sub-group still level. 6.3 (Swiss, not all met): place the top
member only while its score is strictly greater than every other remaining member's
maximum (score + a win per member not met); if anyone was placed, start afresh on the rest.
"""

from collections import Counter
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import NamedTuple

from core.explain import Explanation, Item, fide
from core.i18n.message import Msg, Num, fold, msg
from core.model import PlayerId
from core.rules.base import outcome
from core.rules.context import Context
from core.tiebreaks.engine import Engine
from core.tiebreaks.group import GroupOrder, Placement, WhyArgs, register_group
from core.tiebreaks.registry import FAMILIES, Scope, TiebreakSpec


class DEResult:
    """The ordered partition DE produced, each member's last DE score, and the steps."""

    __slots__ = ("groups", "parts", "scores", "steps")

    def __init__(self, parts: list[list[PlayerId]]) -> None:
        self.parts = parts
        self.scores: dict[PlayerId, Fraction] = {}
        self.groups: dict[PlayerId, tuple[PlayerId, ...]] = {}
        self.steps: list[Msg] = []


def _games(ctx: Context, group: list[PlayerId]) -> dict[tuple[PlayerId, PlayerId], list[int]]:
    members = set(group)
    out: dict[tuple[PlayerId, PlayerId], list[int]] = {}
    for a in group:
        for i, res in enumerate(ctx.results(a)):
            if res.outcome.is_played and res.opponent in members:
                out.setdefault((a, res.opponent), []).append(ctx.points[a][i])
    return out


def _scores(ctx: Context, group: list[PlayerId]) -> "Scores":
    # Walks the games between members only (linear in the group's rounds, never all pairs).
    games = _games(ctx, group)
    scores = {p: Fraction(0) for p in group}
    met = {p: 0 for p in group}
    for (a, _b), pts in games.items():
        scores[a] += ctx.frac(sum(pts)) / len(pts)
        met[a] += 1
    unmet = {p: len(group) - 1 - met[p] for p in group}
    all_met = ctx.round_robin or all(v == 0 for v in unmet.values())
    return scores, unmet, all_met


Scores = tuple[dict[PlayerId, Fraction], dict[PlayerId, int], bool]


class Art6(NamedTuple):
    """What art. 6 needs of an event: the members' scores among a group (DE score, members
    not met, whether everyone met everyone), the value of a win (the 6.3 maximum) and the
    members' names (the steps). Players and teams (rules.md 9.5) both give one."""

    scores: Callable[[list[PlayerId]], Scores]
    win: Fraction
    name: Callable[[PlayerId], str]


def art6_of(ctx: Context) -> Art6:
    """Return what art. 6 needs of the event of ``ctx``: the members' scores in their games
    among a group, in the score the context sums (a player's points; a team's match or game
    points, a match read as a game), and the value of a win (rules.md 6.1, 9.5)."""
    return Art6(lambda g: _scores(ctx, g), ctx.frac(ctx.w), ctx.name)


def direct_encounter(eng: Engine, group: list[PlayerId]) -> DEResult:
    """Return DE's ordered partition of ``group`` (C.07 6.2, 6.3)."""
    return apply_art6(art6_of(eng.ctx), group)


def apply_art6(art6: Art6, group: Sequence[PlayerId]) -> DEResult:
    """Return the ordered partition art. 6 gives ``group`` (6.2, 6.3), with every member's
    score in the last group it was scored in and the steps taken."""
    result = DEResult([])
    result.parts = _split(art6, sorted(group), result)
    return result


def _split(a6: Art6, group: list[PlayerId], res: DEResult) -> list[list[PlayerId]]:
    if len(group) < 2:
        return [group]
    scores, unmet, all_met = a6.scores(group)
    for p in group:
        res.scores[p] = scores[p]
        res.groups[p] = tuple(group)
    names = tuple(msg("de.member", name=a6.name(p), score=scores[p]) for p in group)
    if all_met:
        levels = sorted({scores[p] for p in group}, reverse=True)
        parts = [[p for p in group if scores[p] == s] for s in levels]
        if len(parts) == 1:
            res.steps.append(msg("de.step.level", members=names))
            return [group]
        res.steps.append(msg("de.step.ordered", members=names))
        out: list[list[PlayerId]] = []
        for part in parts:
            out.extend(_split(a6, part, res))
        return out
    maxima = {p: scores[p] + a6.win * unmet[p] for p in group}
    order = sorted(group, key=lambda p: (-scores[p], p))
    # best_max[i]: the highest maximum among order[i:], so each step is one comparison.
    best_max = [maxima[p] for p in order]
    for i in range(len(order) - 2, -1, -1):
        best_max[i] = max(best_max[i], best_max[i + 1])
    placed: list[PlayerId] = []
    i = 0
    while len(order) - i > 1 and scores[order[i]] > best_max[i + 1]:
        placed.append(order[i])
        i += 1
    remaining = order[i:]
    if len(remaining) == 1:
        placed.append(remaining.pop())
    detail = tuple(
        msg("de.member-max", name=a6.name(p), score=scores[p], maximum=maxima[p]) for p in group
    )
    if not placed:
        res.steps.append(msg("de.step.none-placed", members=detail))
        return [group]
    res.steps.append(
        msg("de.step.placed", members=detail, placed=tuple(a6.name(p) for p in placed))
    )
    out = [[p] for p in placed]
    if remaining:
        out.extend(_split(a6, remaining, res))
    return out


def de_items(eng: Engine, pid: PlayerId, group: tuple[PlayerId, ...]) -> tuple[Item, ...]:
    """Return one item per game of ``pid`` against the other members of ``group``; when two
    members met more than once, each game counts its share of the average (6.1.2)."""
    ctx = eng.ctx
    members = set(group)
    played: dict[PlayerId, int] = {}  # opponent -> games over the board against them
    for r in ctx.results(pid):
        if r.opponent in members and r.outcome.is_played:
            played[r.opponent] = played.get(r.opponent, 0) + 1
    items = []
    for i, r in enumerate(ctx.results(pid)):
        if r.opponent is None or r.opponent not in members or r.opponent == pid:
            continue
        name = ctx.name(r.opponent)
        if not r.outcome.is_played:
            items.append(
                Item(
                    i + 1,
                    r.outcome.kind,
                    r.opponent,
                    name,
                    None,
                    None,
                    False,
                    (msg("entry.de.forfeit", outcome=outcome(r.outcome), opponent=name),),
                    fide("6.1.1"),
                )
            )
            continue
        n = played[r.opponent]
        pts = ctx.frac(ctx.points[pid][i])
        if n == 1:
            items.append(
                Item(
                    i + 1,
                    r.outcome.kind,
                    r.opponent,
                    name,
                    pts,
                    pts,
                    False,
                    (msg("entry.de.counted", outcome=outcome(r.outcome), opponent=name),),
                    fide("6.1"),
                )
            )
        else:
            items.append(
                Item(
                    i + 1,
                    r.outcome.kind,
                    r.opponent,
                    name,
                    pts,
                    pts / n,
                    False,
                    (
                        msg(
                            "entry.de.averaged",
                            outcome=outcome(r.outcome),
                            opponent=name,
                            count=n,
                            points=pts,
                        ),
                    ),
                    fide("6.1", "6.1.2"),
                )
            )
    return tuple(items)


_COUNTS: list[tuple[dict[PlayerId, int], Counter[int]]] = []
"""The last event's count of players on each score, with the scores it counted (one entry:
a whole field's explanations ask it a thousand times)."""


def _on_score(score: dict[PlayerId, int]) -> Counter[int]:
    """How many players have each score of ``score``."""
    if not _COUNTS or _COUNTS[0][0] is not score:
        _COUNTS[:] = [(score, Counter(score.values()))]
    return _COUNTS[0][1]


class DirectEncounter:
    """DE as a group tie-break (:mod:`core.tiebreaks.group`, C.07 art. 6)."""

    def order(self, eng: Engine, spec: TiebreakSpec, group: Sequence[PlayerId]) -> GroupOrder:
        """Return DE's ordered partition of ``group`` with every member's DE score and the
        steps (6.2, 6.3)."""
        res = direct_encounter(eng, list(group))
        steps = fold("join.semicolon", res.steps)
        done = steps if isinstance(steps, Msg) else None
        return GroupOrder(
            tuple(tuple(sorted(part)) for part in res.parts),
            {p: res.scores.get(p) for p in group},
            {p: Placement(res.groups.get(p, tuple(group)), done) for p in group},
        )

    def explain(
        self,
        eng: Engine,
        spec: TiebreakSpec,
        pid: PlayerId,
        placement: Placement | None,
        value: Fraction | None,
    ) -> Explanation:
        """Return the games of ``pid`` inside the last group DE worked on for it (6.1)."""
        if placement is None:
            # not reached: level with nobody, or an earlier code separated the group
            level = _on_score(eng.ctx.score)[eng.ctx.score[pid]] > 1
            why = "summary.de.earlier" if level else "summary.de.never-tied"
            return eng.make(spec, pid, None, (), msg(why))
        names = tuple(eng.ctx.name(p) for p in placement.group)
        return eng.make(
            spec,
            pid,
            value,
            de_items(eng, pid, placement.group),
            msg("summary.de.group", names=names, steps=placement.steps),
        )

    def why(self, eng: Engine, spec: TiebreakSpec, args: WhyArgs) -> Msg:
        """Say that DE separated the two, with both DE scores and the steps (rules.md 8.2)."""
        ea, eb = args.explained_above, args.explained_below
        return msg(
            "why.de",
            points=args.points,
            above=args.above_name,
            below=args.below_name,
            code=spec.code,
            value_above=None if ea.value is None else Num(ea.value, ea.places),
            value_below=None if eb.value is None else Num(eb.value, eb.places),
            detail=ea.summary,
        )


register_group(FAMILIES[Scope.PLAYERS, "DE"], DirectEncounter())
