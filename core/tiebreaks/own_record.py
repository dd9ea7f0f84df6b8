"""Own-record tie-breaks: FIDE C.07 art. 7 (type B) and the US Chess own-record ones, plus
Koya (9.2). Each item is one round with what it contributed (rules.md 6.2, 6.7)."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from itertools import accumulate, islice

from core.explain import KINDS, Cites, Explanation, Item, fide, us_chess
from core.i18n.message import Arg, Msg, fold, msg
from core.model import Color, Outcome, PlayerId, RoundResult
from core.rules.base import outcome
from core.rules.context import Context
from core.tiebreaks.engine import Engine, Values, exact, register, register_all
from core.tiebreaks.registry import Scope, TiebreakSpec


def _item(
    eng: Engine,
    pid: PlayerId,
    r: int,
    amount: Fraction | None,
    notes: tuple[Msg, ...],
    rule: Cites,
    *,
    cut: bool = False,
) -> Item:
    res = eng.ctx.results(pid)[r - 1]
    opp = res.opponent
    return Item(
        r,
        res.outcome.kind,
        opp,
        eng.ctx.name(opp) if opp is not None else None,
        None,
        amount,
        cut,
        notes,
        rule,
    )


def plus_chain(code: str, terms: list[Fraction], value: Fraction) -> Msg:
    """Return the summary ``code = a + b + c = value`` as messages."""
    if not terms:
        return msg("summary.value", code=code, value=value)
    return msg("summary.terms", code=code, terms=fold("summary.plus", terms), value=value)


def free_round_possible(ctx: Context, pid: PlayerId) -> Callable[[int], bool]:
    """Return whether a ``--`` of ``pid`` in round r can be the free round of an odd-sized
    round robin (rules.md 2.5): not in a Swiss, not with an even number of players, not
    after the player's withdrawal."""
    withdrawn = ctx.players[pid].withdrawn_after
    odd_round_robin = ctx.round_robin and len(ctx.ids) % 2 == 1
    return lambda r: odd_round_robin and (withdrawn is None or r <= withdrawn)


def _won_rounds(ctx: Context, pid: PlayerId) -> list[bool]:
    w = ctx.w
    return [
        r.outcome.is_won_round and p == w
        for r, p in zip(ctx.results(pid), ctx.points[pid], strict=True)
    ]


def _games_won(ctx: Context, pid: PlayerId) -> list[bool]:
    return [r.outcome is Outcome.WIN for r in ctx.results(pid)]


def _black_games(ctx: Context, pid: PlayerId) -> list[bool]:
    return [r.outcome.is_played and r.color is Color.BLACK for r in ctx.results(pid)]


def _black_wins(ctx: Context, pid: PlayerId) -> list[bool]:
    return [r.outcome is Outcome.WIN and r.color is Color.BLACK for r in ctx.results(pid)]


def _rounds_elected(ctx: Context, pid: PlayerId) -> list[bool]:
    # A VUR is not elected, except the free round of an odd round robin (an absence).
    free = free_round_possible(ctx, pid)
    return [
        not (r.outcome.is_vur and not (free(i + 1) and r.outcome is Outcome.ABSENT))
        for i, r in enumerate(ctx.results(pid))
    ]


COUNTS: dict[str, tuple[Callable[[Context, PlayerId], list[bool]], Cites]] = {
    "WIN": (_won_rounds, fide("7.1")),
    "WON": (_games_won, fide("7.2")),
    "BPG": (_black_games, fide("7.3")),
    "BWG": (_black_wins, fide("7.4")),
    "REP": (_rounds_elected, fide("7.6")),
}
"""The counting tie-breaks: which rounds count and the article (what is counted is the
message ``summary.count.<code>``). WIN counts the
rounds in which the points of a win were obtained (7.1), WON the games won over the board
(7.2), BPG and BWG games and wins with Black (7.3, 7.4), REP k minus the voluntarily
unplayed rounds, a round robin's free round not subtracted (7.6)."""


_COUNTED = {True: Fraction(1), False: Fraction(0)}
"""What a round adds to a count: one Fraction each, shared by every item."""


def _count_note(counted: bool, o: Outcome) -> tuple[Msg, ...]:
    """Whether a round of outcome ``o`` counts, as the item's note."""
    return (msg("entry.count.yes" if counted else "entry.count.no", outcome=outcome(o)),)


@register(*COUNTS)
def counting(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return the number of rounds that count for ``spec`` (FIDE C.07 7.1-7.4, 7.6)."""
    flags, rule = COUNTS[spec.base]
    counts = flags(eng.ctx, pid)
    value = Fraction(sum(counts))
    if not explain:
        return eng.make(spec, pid, value)
    results = eng.ctx.results(pid)
    items = tuple(
        _item(eng, pid, r, _COUNTED[bool(c)], _count_note(bool(c), results[r - 1].outcome), rule)
        for r, c in enumerate(counts, start=1)
    )
    return eng.make(
        spec, pid, value, items, msg(f"summary.count.{spec.base}", code=spec.code, count=int(value))
    )


@register_all(*COUNTS)
def all_counting(eng: Engine, spec: TiebreakSpec) -> Values:
    """Return every player's count for ``spec`` (see :func:`counting`)."""
    flags = COUNTS[spec.base][0]
    ctx = eng.ctx
    return exact({pid: sum(flags(ctx, pid)) for pid in ctx.ids}, 1)


_UNEARNED = (Outcome.PAB, Outcome.FULL_BYE, Outcome.FORFEIT_WIN)
"""The rounds whose point CUM does not count as won at the board (US Chess 34E3)."""


def _unearned(res: RoundResult, us: bool) -> bool:
    """CUM (US Chess 34E3) does not count a point not won at the board as running score."""
    return us and res.outcome in _UNEARNED


def _running(ctx: Context, pid: PlayerId, us: bool) -> list[int]:
    """Return the running score after each round in units; for CUM less a win in each round
    of a point not won at the board."""
    out = list(accumulate(ctx.points[pid]))
    if us:
        for i, res in enumerate(ctx.results(pid)):
            if _unearned(res, us):
                out[i] -= ctx.w
    return out


@register("PS", scope=Scope.TEAMS)
@register("PS", "CUM")
def progressive(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return the sum of the running scores (C.07 7.5; a team's on the score its code names,
    MP or GP); PS-C1 drops round 1. CUM (US Chess 34E3) subtracts a win for every PAB,
    full-point bye and forfeit win."""
    ctx = eng.summing(spec.score)
    us = spec.base == "CUM"
    amounts = _running(ctx, pid, us)
    value = ctx.frac(sum(amounts[spec.low :]))
    if not explain:
        return eng.make(spec, pid, value)
    rule = us_chess("34E3") if us else fide("7.5")
    # A round's note names only its outcome, the running score and whether it is cut: made
    # once per such combination in a field, not once per player-round.
    made: dict[tuple[bool, int, int, bool], tuple[Msg, ...]] = eng.memo(
        ("running-notes", spec.score), dict
    )
    win = ctx.frac(ctx.w)
    names = eng.words.outcome_names
    # A team code's running score names its score ("5 MP"), by message key.
    unit = None if spec.score is None else msg(f"teams.score.{spec.score.value.lower()}")
    frac, name = ctx.frac, ctx.name
    make = Item._make  # a tuple of every field, no Python-level __new__ (buchholz._bh_rounds)
    items: list[Item] = []
    terms: list[Fraction] = []
    running = 0
    for i, (res, p) in enumerate(zip(ctx.results(pid), ctx.points[pid], strict=True)):
        running += p
        cut = i < spec.low
        o = res.outcome
        unearned = us and o in _UNEARNED  # _unearned, without a call per round
        notes = made.get((unearned, o.index, running, cut))
        if notes is None:
            key = "entry.running-unearned" if unearned else "entry.running"
            said: Arg = frac(running)
            if unit is not None:
                said = msg("teamstd.score", count=said, score=unit)
            note = msg(key, outcome=names[o.index], running=said, win=win)
            notes = (note, msg("mod.cut.first-round")) if cut else (note,)
            made[unearned, o.index, running, cut] = notes
        amount = frac(amounts[i])
        if not cut:
            terms.append(amount)
        opp = res.opponent
        items.append(
            make(
                (
                    i + 1,
                    KINDS[o.index],
                    opp,
                    None if opp is None else name(opp),
                    None,
                    amount,
                    cut,
                    notes,
                    rule,
                    None,
                )
            )
        )
    return eng.make(spec, pid, value, tuple(items), plus_chain(spec.code, terms, value))


@register_all("PS", scope=Scope.TEAMS)
@register_all("PS", "CUM")
def all_progressive(eng: Engine, spec: TiebreakSpec) -> Values:
    """Return every player's PS or CUM (see :func:`progressive`)."""
    ctx = eng.summing(spec.score)
    low = spec.low
    if spec.base == "PS":
        # The running scores summed as they are made: no list per player.
        return exact(
            {pid: sum(islice(accumulate(pts), low, None)) for pid, pts in ctx.points.items()},
            ctx.den,
        )
    return exact({pid: sum(_running(ctx, pid, True)[low:]) for pid in ctx.ids}, ctx.den)


@register("STD")
def standard_points(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return standard points (C.07 7.7, 2026): 1 per round out-scoring the opponent, ½ per
    equal round; without an opponent, compared with a draw. A double forfeit counts 0."""
    ctx = eng.ctx
    total = Fraction(0)
    items: list[Item] = []
    for i, res in enumerate(ctx.results(pid)):
        mine = ctx.points[pid][i]
        if res.opponent is not None and res.outcome.has_opponent:
            theirs = ctx.points[res.opponent][i]
            if (
                res.outcome is Outcome.FORFEIT_LOSS
                and ctx.results(res.opponent)[i].outcome is Outcome.FORFEIT_LOSS
            ):
                got, why = (
                    Fraction(0),
                    msg("entry.std.double-forfeit", outcome=outcome(res.outcome)),
                )
            else:
                got = (
                    Fraction(1)
                    if mine > theirs
                    else (Fraction(1, 2) if mine == theirs else Fraction(0))
                )
                why = msg(
                    "entry.std.versus",
                    outcome=outcome(res.outcome),
                    mine=ctx.frac(mine),
                    theirs=ctx.frac(theirs),
                )
        else:
            got = (
                Fraction(1) if mine > ctx.d else (Fraction(1, 2) if mine == ctx.d else Fraction(0))
            )
            why = msg("entry.std.versus-draw", outcome=outcome(res.outcome), mine=ctx.frac(mine))
        total += got
        if explain:
            items.append(_item(eng, pid, i + 1, got, (why,), fide("7.7")))
    if not explain:
        return eng.make(spec, pid, total)
    return eng.make(
        spec, pid, total, tuple(items), msg("summary.value", code=spec.code, value=total)
    )


@register("TPN")
def pairing_number(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return the starting number (C.07 7.8, 2026); lower ranks first."""
    value = Fraction(pid)
    return eng.make(spec, pid, value, (), msg("summary.tpn", id=pid) if explain else None)


@register("KASHDAN")
def kashdan(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return Kashdan (US Chess 34E7): 4 per win, 2 per draw, 1 per loss over the board,
    0 per unplayed round."""
    table = {Outcome.WIN: 4, Outcome.DRAW: 2, Outcome.LOSS: 1}
    total = 0
    items: list[Item] = []
    for i, res in enumerate(eng.ctx.results(pid)):
        got = table.get(res.outcome, 0)
        total += got
        if explain:
            items.append(
                _item(
                    eng,
                    pid,
                    i + 1,
                    Fraction(got),
                    (msg("entry.kashdan", outcome=outcome(res.outcome), points=got),),
                    us_chess("34E7"),
                )
            )
    return eng.make(
        spec,
        pid,
        Fraction(total),
        tuple(items),
        msg("summary.value", code=spec.code, value=Fraction(total)) if explain else None,
    )


@register("KS")
def koya(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return Koya (C.07 9.2): points scored against opponents with at least half the maximum
    possible score; ``KS-L±n`` moves the threshold by n draws (14.5)."""
    ctx = eng.ctx
    if ctx.round_robin:
        t = ctx.tournament
        n = len(ctx.ids)
        per_cycle = n - 1 if n % 2 == 0 else n
        if ctx.k == t.rounds and per_cycle > 0:
            # Final standings: every player meets the n − 1 others once per cycle.
            games = (n - 1) * max(1, t.rounds // per_cycle)
        else:
            # Part-way (rules.md 12.8): the most games anyone had scheduled so far.
            games = eng.memo(
                "ks-games",
                lambda: max(
                    (sum(1 for r in ctx.results(q) if r.outcome.has_opponent) for q in ctx.ids),
                    default=0,
                ),
            )
        maximum = ctx.w * games
    else:
        maximum = ctx.w * ctx.k
    threshold = Fraction(maximum, 2) + spec.limit * ctx.d
    total = 0
    items: list[Item] = []
    for i, res in enumerate(ctx.results(pid)):
        if not res.outcome.has_opponent or res.opponent is None:
            continue
        opp_score = ctx.score[res.opponent]
        counts = opp_score >= threshold
        if counts:
            total += ctx.points[pid][i]
        if explain:
            items.append(
                Item(
                    i + 1,
                    res.outcome.kind,
                    res.opponent,
                    ctx.name(res.opponent),
                    ctx.frac(opp_score),
                    ctx.frac(ctx.points[pid][i]) if counts else None,
                    False,
                    (
                        msg(
                            "entry.koya.counts" if counts else "entry.koya.below",
                            opponent=ctx.name(res.opponent),
                            raw=ctx.frac(opp_score),
                            threshold=threshold / ctx.den,
                        ),
                    ),
                    fide("9.2"),
                )
            )
    value = ctx.frac(total)
    return eng.make(
        spec,
        pid,
        value,
        tuple(items),
        msg("summary.value", code=spec.code, value=value) if explain else None,
    )
