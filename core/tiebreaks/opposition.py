"""Tie-breaks built from the opponents' own tie-breaks: AOB (FIDE C.07 8.2), SBH (sum of the
opponents' Buchholz) and COO (US Chess cumulative of opposition) (rules.md 6.5, 6.9)."""

from __future__ import annotations

from fractions import Fraction

from core.explain import Cites, Explanation, Item, Source, fide, named, us_chess
from core.i18n.message import Num, msg
from core.model import PlayerId
from core.rules.base import outcome
from core.scores import round_half_up
from core.tiebreaks.engine import PlayerEngine, Values, exact, register, register_all
from core.tiebreaks.own_record import plus_chain
from core.tiebreaks.registry import TiebreakSpec, parse_code

_BH = parse_code("BH")
_CUM = parse_code("CUM")


def _over_opponents(
    eng: PlayerEngine,
    spec: TiebreakSpec,
    pid: PlayerId,
    explain: bool,
    inner: TiebreakSpec,
    rule: Cites,
) -> tuple[list[Fraction], tuple[Item, ...]]:
    ctx = eng.ctx
    values: list[Fraction] = []
    items: list[Item] = []
    for i, res in enumerate(ctx.results(pid)):
        if not res.outcome.is_played or res.opponent is None:
            if explain:
                items.append(
                    Item(
                        i + 1,
                        res.outcome.kind,
                        res.opponent,
                        ctx.name(res.opponent) if res.opponent else None,
                        None,
                        None,
                        False,
                        (msg("entry.not-otb-skipped", outcome=outcome(res.outcome)),),
                        rule,
                    )
                )
            continue
        v = eng.value(inner, res.opponent)
        assert v is not None
        values.append(v)
        if explain:
            items.append(
                Item(
                    i + 1,
                    res.outcome.kind,
                    res.opponent,
                    ctx.name(res.opponent),
                    v,
                    v,
                    False,
                    (
                        msg(
                            "entry.opponent-value",
                            opponent=ctx.name(res.opponent),
                            code=inner.code,
                            value=v,
                        ),
                    ),
                    rule,
                )
            )
    return values, tuple(items)


@register("AOB")
def average_of_buchholz(
    eng: PlayerEngine, spec: TiebreakSpec, pid: PlayerId, explain: bool
) -> Explanation:
    """Return the average Buchholz of the opponents met over the board, rounded to 2
    decimals half up (C.07 8.2); no value without a game."""
    values, items = _over_opponents(eng, spec, pid, explain, _BH, fide("8.2"))
    if not values:
        return eng.make(spec, pid, None, items, msg("summary.no-otb"))
    exact = sum(values, Fraction(0)) / len(values)
    value = round_half_up(exact, 2)
    return eng.make(
        spec,
        pid,
        value,
        items,
        msg(
            "summary.average",
            code="AOB",
            total=sum(values, Fraction(0)),
            count=len(values),
            exact=exact,
            value=Num(value, 2),
        )
        if explain
        else None,
    )


def _opponents(eng: PlayerEngine, pid: PlayerId) -> list[PlayerId]:
    """Return the opponents ``pid`` met over the board (one per game)."""
    return eng.ctx.game_opponents[pid]


@register_all("AOB")
def all_average_of_buchholz(eng: PlayerEngine, spec: TiebreakSpec) -> Values:
    """Return every player's AOB (see :func:`average_of_buchholz`) from the Buchholz sums in
    units."""
    look = eng.bh_units().__getitem__
    den = eng.ctx.den
    # Half up to 2 decimals in integers: floor(100 × total / n + 1/2), n = den × games; no
    # value without a game.
    return exact(
        {
            pid: (200 * sum(map(look, opps)) + den * len(opps)) // (2 * den * len(opps))
            if opps
            else None
            for pid, opps in eng.ctx.game_opponents.items()
        },
        100,
    )


@register_all("SBH")
def all_sum_of_buchholz(eng: PlayerEngine, spec: TiebreakSpec) -> Values:
    """Return every player's SBH (see :func:`sum_of_buchholz`)."""
    bh = eng.bh_units()
    return exact(
        {pid: sum(bh[o] for o in _opponents(eng, pid)) for pid in eng.ctx.ids}, eng.ctx.den
    )


@register("SBH")
def sum_of_buchholz(
    eng: PlayerEngine, spec: TiebreakSpec, pid: PlayerId, explain: bool
) -> Explanation:
    """Return the sum of the Buchholz of the opponents met over the board."""
    values, items = _over_opponents(eng, spec, pid, explain, _BH, named(Source.SUM_OF_BUCHHOLZ))
    value = sum(values, Fraction(0))
    return eng.make(spec, pid, value, items, plus_chain("SBH", values, value) if explain else None)


@register("COO")
def cumulative_of_opposition(
    eng: PlayerEngine, spec: TiebreakSpec, pid: PlayerId, explain: bool
) -> Explanation:
    """Return the sum of the US cumulative scores of the opponents met over the board
    (US Chess 34E4)."""
    values, items = _over_opponents(eng, spec, pid, explain, _CUM, us_chess("34E4"))
    value = sum(values, Fraction(0))
    return eng.make(
        spec, pid, value, items, msg("summary.value", code="COO", value=value) if explain else None
    )
