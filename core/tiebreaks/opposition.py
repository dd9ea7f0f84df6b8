"""Tie-breaks built from the opponents' own tie-breaks: AOB (FIDE C.07 8.2), SBH (sum of the
opponents' Buchholz) and COO (US Chess cumulative of opposition) (rules.md 6.5, 6.9)."""

from __future__ import annotations

from fractions import Fraction

from core.explain import KINDS, Cites, Explanation, Item, Source, fide, named, us_chess
from core.i18n.message import Msg, Num, msg
from core.model import PlayerId
from core.tiebreaks.engine import (
    Engine,
    Values,
    exact,
    register,
    register_all,
)
from core.tiebreaks.own_record import plus_chain
from core.tiebreaks.registry import Scope, TiebreakSpec, parse_code
from core.tiebreaks.sums import exact_sum

_BH = parse_code("BH")
_CUM = parse_code("CUM")


def _over_opponents(
    eng: Engine,
    spec: TiebreakSpec,
    pid: PlayerId,
    explain: bool,
    inner: TiebreakSpec,
    rule: Cites,
) -> tuple[list[Fraction], tuple[Item, ...]]:
    ctx = eng.ctx
    column = eng.values(inner)
    if not explain:
        return [column[o] for o in ctx.game_opponents[pid]], ()  # type: ignore[misc]
    # What an opponent's round says (name, value, note) is the same in the explanation of
    # every player who met it: made once per opponent, as the note of a round not played
    # over the board is once per kind of round.
    parts: dict[PlayerId, tuple[str, Fraction, tuple[Msg, ...]]] = eng.memo(
        ("over-opponents", inner.code), dict
    )
    skipped: dict[int, tuple[Msg, ...]] = eng.memo("not-otb-skipped", dict)
    make = Item._make  # a tuple of every field, no Python-level __new__ (buchholz._bh_rounds)
    values: list[Fraction] = []
    items: list[Item] = []
    for i, res in enumerate(ctx.results(pid)):
        o, opp = res.outcome, res.opponent
        if not o.is_played or opp is None:
            notes = skipped.get(o.index)
            if notes is None:
                said = eng.words.outcome_names[o.index]
                notes = skipped[o.index] = (msg("entry.not-otb-skipped", outcome=said),)
            name = ctx.name(opp) if opp else None
            items.append(Item(i + 1, KINDS[o.index], opp, name, None, None, False, notes, rule))
            continue
        part = parts.get(opp)
        if part is None:
            v = column[opp]
            assert v is not None
            name = ctx.name(opp)
            note = msg("entry.opponent-value", opponent=name, code=inner.code, value=v)
            part = parts[opp] = (name, v, (note,))
        values.append(part[1])
        items.append(
            make(
                (i + 1, KINDS[o.index], opp, part[0], part[1], part[1], False, part[2], rule, None)
            )
        )
    return values, tuple(items)


def _inner_bh(eng: Engine, spec: TiebreakSpec) -> TiebreakSpec:
    """The Buchholz AOB averages: plain BH, on the score a team code names (``BH:GP``)."""
    return _BH if spec.score is None else eng.spec(f"BH:{spec.score.value}")


@register("AOB", scope=Scope.TEAMS)
@register("AOB")
def average_of_buchholz(
    eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool
) -> Explanation:
    """Return the average Buchholz of the opponents met over the board (a team: in matches
    played over the board, on the score the code names), rounded to 2 decimals half up
    (C.07 8.2); no value without a game."""
    values, items = _over_opponents(eng, spec, pid, explain, _inner_bh(eng, spec), fide("8.2"))
    if not values:
        return eng.make(spec, pid, None, items, msg("summary.no-otb"))
    # The value is the one every player's was computed with (all_average_of_buchholz: in
    # integers, half up to 2 decimals); the sum and the exact average in score units too,
    # a Fraction each, not a Fraction sum, division and rounding per player.
    ctx = eng.summing(spec.score)
    units = sum(map(eng.bh_units(spec.score).__getitem__, ctx.game_opponents[pid]))
    count = len(values)
    value = eng.value(spec, pid)
    assert value is not None
    return eng.make(
        spec,
        pid,
        value,
        items,
        msg(
            "summary.average",
            code=spec.code,
            total=ctx.frac(units),
            count=count,
            exact=Fraction(units, ctx.den * count),
            value=Num(value, 2),
        )
        if explain
        else None,
    )


def _opponents(eng: Engine, pid: PlayerId) -> list[PlayerId]:
    """Return the opponents ``pid`` met over the board (one per game)."""
    return eng.ctx.game_opponents[pid]


@register_all("AOB", scope=Scope.TEAMS)
@register_all("AOB")
def all_average_of_buchholz(eng: Engine, spec: TiebreakSpec) -> Values:
    """Return every player's AOB (see :func:`average_of_buchholz`) from the Buchholz sums in
    units."""
    look = eng.bh_units(spec.score).__getitem__
    den = eng.summing(spec.score).den
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
def all_sum_of_buchholz(eng: Engine, spec: TiebreakSpec) -> Values:
    """Return every player's SBH (see :func:`sum_of_buchholz`)."""
    bh = eng.bh_units()
    return exact(
        {pid: sum(bh[o] for o in _opponents(eng, pid)) for pid in eng.ctx.ids}, eng.ctx.den
    )


@register("SBH")
def sum_of_buchholz(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return the sum of the Buchholz of the opponents met over the board."""
    values, items = _over_opponents(eng, spec, pid, explain, _BH, named(Source.SUM_OF_BUCHHOLZ))
    value = exact_sum(values)
    return eng.make(spec, pid, value, items, plus_chain("SBH", values, value) if explain else None)


@register("COO")
def cumulative_of_opposition(
    eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool
) -> Explanation:
    """Return the sum of the US cumulative scores of the opponents met over the board
    (US Chess 34E4)."""
    values, items = _over_opponents(eng, spec, pid, explain, _CUM, us_chess("34E4"))
    value = exact_sum(values)
    return eng.make(
        spec, pid, value, items, msg("summary.value", code="COO", value=value) if explain else None
    )
