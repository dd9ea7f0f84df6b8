"""Rating tie-breaks (FIDE C.07 art. 10): ARO, ARO-C1, TPR, PTP, APRO, APPO, RTNG.

Only games played over the board count; every forfeit is ignored (rules.md 6.8).
"""

from __future__ import annotations

from fractions import Fraction

from core.explain import Cites, Explanation, Item, fide
from core.i18n.message import msg
from core.model import Outcome, PlayerId, RoundKind
from core.scores import round_half_up
from core.tiebreaks.engine import Engine, register
from core.tiebreaks.registry import TiebreakSpec, parse_code

# dp for p = .50 .. 1.00 (C.07 10.2 / FIDE rating table).
_DP = [
    0,
    7,
    14,
    21,
    29,
    36,
    43,
    50,
    57,
    65,
    72,
    80,
    87,
    95,
    102,
    110,
    117,
    125,
    133,
    141,
    149,
    158,
    166,
    175,
    184,
    193,
    202,
    211,
    220,
    230,
    240,
    251,
    262,
    273,
    284,
    296,
    309,
    322,
    336,
    351,
    366,
    383,
    401,
    422,
    444,
    470,
    501,
    538,
    589,
    677,
    800,
]
# Upper bounds of rating differences for expected scores .50, .51, ... .99 (PD table, 10.3).
_PD_UPPER = [
    3,
    10,
    17,
    25,
    32,
    39,
    46,
    53,
    61,
    68,
    76,
    83,
    91,
    98,
    106,
    113,
    121,
    129,
    137,
    145,
    153,
    162,
    170,
    179,
    188,
    197,
    206,
    215,
    225,
    235,
    245,
    256,
    267,
    278,
    290,
    302,
    315,
    328,
    344,
    357,
    374,
    391,
    411,
    432,
    456,
    484,
    517,
    559,
    619,
    735,
]

_HALVES = {Outcome.WIN: 2, Outcome.DRAW: 1, Outcome.LOSS: 0}
_TPR = parse_code("TPR")
_PTP = parse_code("PTP")


def dp(p: Fraction) -> int:
    """Return the rating difference for a fraction ``p`` already rounded to 2 decimals."""
    hundredths = int(p * 100)
    if hundredths >= 50:
        return _DP[hundredths - 50]
    return -_DP[50 - hundredths]


def pd(diff: int) -> Fraction:
    """Return the expected score of a player ``diff`` rating points above the opponent
    (no 400-point cap)."""
    a = abs(diff)
    exp = Fraction(1)
    for i, upper in enumerate(_PD_UPPER):
        if a <= upper:
            exp = Fraction(50 + i, 100)
            break
    return exp if diff >= 0 else 1 - exp


def _rating(eng: Engine, pid: PlayerId) -> int | None:
    r = eng.ctx.players[pid].rating
    return eng.unrated_rating if r is None else r


def _otb(eng: Engine, pid: PlayerId) -> tuple[list[tuple[int, PlayerId, int, int]], int]:
    """Return (round, opponent, rating, half-points) for each game over the board against a
    rated opponent, and the half-points scored in them.

    Rating tie-breaks work with game results, 1, ½ and 0, whatever the event's scoring
    (a 3-1-0 draw is still half a point for a performance rating), so results are counted
    in half-points here.
    """
    ctx = eng.ctx
    games = []
    halves = 0
    for i, res in enumerate(ctx.results(pid)):
        if res.outcome.is_played and res.opponent is not None:
            r = _rating(eng, res.opponent)
            if r is None:
                continue
            h = _HALVES[res.outcome]
            games.append((i + 1, res.opponent, r, h))
            halves += h
    return games, halves


def _items(
    eng: Engine,
    pid: PlayerId,
    games: list[tuple[int, PlayerId, int, int]],
    rule: Cites,
    cut: int | None = None,
) -> tuple[Item, ...]:
    ctx = eng.ctx
    items = [
        Item(
            r,
            RoundKind.PLAYED,
            opp,
            ctx.name(opp),
            Fraction(rating),
            Fraction(rating),
            r == cut,
            (
                msg("entry.rated", opponent=ctx.name(opp), rating=rating),
                *((msg("mod.cut.lowest-rating"),) if r == cut else ()),
            ),
            rule,
        )
        for r, opp, rating, _ in games
    ]
    # Games against unrated opponents are shown too, so the sum never hides them.
    for i, res in enumerate(ctx.results(pid)):
        if (
            res.outcome.is_played
            and res.opponent is not None
            and _rating(eng, res.opponent) is None
        ):
            items.append(
                Item(
                    i + 1,
                    RoundKind.PLAYED,
                    res.opponent,
                    ctx.name(res.opponent),
                    None,
                    None,
                    False,
                    (msg("entry.unrated", opponent=ctx.name(res.opponent)),),
                    fide("10"),
                )
            )
    return tuple(sorted(items, key=lambda it: it.round or 0))


@register("ARO")
def average_rating(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return the average rating of the opponents met over the board, rounded half up
    (C.07 10.1); ARO-C1 first removes the lowest rating (no value with one game)."""
    games, _ = _otb(eng, pid)
    cut_round = None
    kept = games
    if spec.low:
        if len(games) <= spec.low:
            return eng.make(
                spec,
                pid,
                None,
                _items(eng, pid, games, fide("10.1")),
                msg("summary.too-few-for-cut"),
            )
        lowest = min(games, key=lambda g: (g[2], g[0]))
        cut_round = lowest[0]
        kept = [g for g in games if g is not lowest]
    if not kept:
        return eng.make(spec, pid, None, (), msg("summary.no-otb"))
    exact = Fraction(sum(g[2] for g in kept), len(kept))
    value = round_half_up(exact)
    if not explain:
        return eng.make(spec, pid, value)
    return eng.make(
        spec,
        pid,
        value,
        _items(eng, pid, games, fide("10.1"), cut_round),
        msg(
            "summary.average",
            code=spec.code,
            total=sum(g[2] for g in kept),
            count=len(kept),
            exact=exact,
            value=value,
        ),
    )


@register("TPR")
def performance(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return the tournament performance rating ARO + dp(p) (C.07 10.2), p rounded to
    2 decimals half up."""
    games, halves = _otb(eng, pid)
    if not games:
        return eng.make(spec, pid, None, (), msg("summary.no-otb"))
    mean = Fraction(sum(g[2] for g in games), len(games))
    p = round_half_up(Fraction(halves, 2 * len(games)), 2)
    value = round_half_up(mean + dp(p))
    if not explain:
        return eng.make(spec, pid, value)
    return eng.make(
        spec,
        pid,
        value,
        _items(eng, pid, games, fide("10.2")),
        msg("summary.tpr", mean=mean, p=p, dp=f"{dp(p):+d}", exact=mean + dp(p), value=value),
    )


@register("PTP")
def perfect_performance(
    eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool
) -> Explanation:
    """Return the perfect tournament performance (C.07 10.3): the lowest rating R whose
    expected score against the opponents met over the board reaches the points scored."""
    games, halves = _otb(eng, pid)
    if not games:
        return eng.make(spec, pid, None, (), msg("summary.no-otb"))
    target = Fraction(halves, 2)
    ratings = [g[2] for g in games]
    if target == 0:
        value = min(ratings) - 800
        how = msg("summary.ptp.no-points", lowest=min(ratings))
    else:
        lo, hi = min(ratings) - 800, max(ratings) + 800
        while lo < hi:
            mid = (lo + hi) // 2
            if sum((pd(mid - r) for r in ratings), Fraction(0)) >= target:
                hi = mid
            else:
                lo = mid + 1
        value = lo
        how = msg("summary.ptp.search", count=len(ratings), target=target)
    if not explain:
        return eng.make(spec, pid, Fraction(value))
    return eng.make(
        spec,
        pid,
        Fraction(value),
        _items(eng, pid, games, fide("10.3")),
        msg("summary.ptp", value=value, how=how),
    )


def _average_of(
    eng: Engine,
    spec: TiebreakSpec,
    pid: PlayerId,
    explain: bool,
    inner: TiebreakSpec,
    rule: Cites,
) -> Explanation:
    ctx = eng.ctx
    vals: list[Fraction] = []
    items: list[Item] = []
    for i, res in enumerate(ctx.results(pid)):
        if res.outcome.is_played and res.opponent is not None:
            v = eng.value(inner, res.opponent)
            if v is None:
                continue
            vals.append(v)
            if explain:
                items.append(
                    Item(
                        i + 1,
                        RoundKind.PLAYED,
                        res.opponent,
                        ctx.name(res.opponent),
                        v,
                        v,
                        False,
                        (
                            msg(
                                "entry.opponent-rating-value",
                                opponent=ctx.name(res.opponent),
                                code=inner.code,
                                value=v,
                            ),
                        ),
                        rule,
                    )
                )
    if not vals:
        return eng.make(spec, pid, None, tuple(items), msg("summary.no-otb"))
    exact = sum(vals, Fraction(0)) / len(vals)
    value = round_half_up(exact)
    return eng.make(
        spec,
        pid,
        value,
        tuple(items),
        msg("summary.rounded", code=spec.code, exact=exact, value=value) if explain else None,
    )


@register("APRO")
def average_performance(
    eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool
) -> Explanation:
    """Return the average TPR of the opponents met over the board (C.07 10.4)."""
    return _average_of(eng, spec, pid, explain, _TPR, fide("10.4"))


@register("APPO")
def average_perfect(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return the average PTP of the opponents met over the board (C.07 10.5)."""
    return _average_of(eng, spec, pid, explain, _PTP, fide("10.5"))


@register("RTNG")
def own_rating(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return the player's own rating (C.07 10.6, 2026)."""
    r = _rating(eng, pid)
    return eng.make(
        spec,
        pid,
        None if r is None else Fraction(r),
        (),
        msg("summary.rating", rating=r) if r is not None else msg("summary.unrated"),
    )
