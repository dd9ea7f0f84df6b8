"""Sums over a team's rounds with the cuts of rules.md 5 (FIDE C.07 14, 16.5 for teams), and
the explanation item of one team round: what the team families build their explanations
from (rules.md 9.5). The sum itself is the players' (:func:`core.tiebreaks.sums.sum_with_cuts`)."""

from __future__ import annotations

from fractions import Fraction

from core.explain import Cites, Explanation, Item
from core.i18n.message import Msg
from core.model import PlayerId, RoundKind, TeamId
from core.rules.base import Entry
from core.rules.context import Context
from core.teams.games import match_records
from core.teams.scores import kind_msg
from core.tiebreaks.engine import Engine
from core.tiebreaks.registry import TiebreakSpec
from core.tiebreaks.sums import Row, sum_with_cuts


def entry_row(ctx: Context, e: Entry, amount: Fraction | None, notes: tuple[Msg, ...]) -> Row:
    """Return the row of a sum for entry ``e`` of a team's view on ``ctx``, adding ``amount``."""
    opp, frac = e.opponent, ctx.frac
    kind = e.outcome.kind
    return Row(
        e.round,
        kind,
        kind_msg(kind),
        opp,
        None if opp is None else ctx.name(opp),
        None if e.raw is None else frac(e.raw),
        None if e.value is None else frac(e.value),
        amount,
        e.vur,
        notes,
        e.cites,
    )


def cut_sum(
    eng: Engine, spec: TiebreakSpec, team: TeamId, rows: list[Row], *, sb: bool = False
) -> Explanation:
    """Return the sum of ``rows`` after ``spec``'s cuts (rules.md 5 in the rule set's mode;
    ``fide``: a VUR first, 16.5), with one item per row and the summary of what was cut."""
    value, items, summary = sum_with_cuts(
        spec.code, rows, spec.low, spec.high, eng.rules.cut_mode, sb=sb, cut_notes=eng.cut_notes
    )
    return eng.make(spec, PlayerId(team), value, items, summary)


def item(
    eng: Engine,
    rnd: int | None,
    kind: RoundKind | None,
    opp: TeamId | None,
    raw: Fraction | None,
    value: Fraction | None,
    cut: bool,
    notes: tuple[Msg, ...],
    cites: Cites,
) -> Item:
    """Return one explanation item of a team (rules.md 9.5)."""
    name = None if opp is None else match_records(eng).name(opp)
    return Item(
        rnd,
        kind,
        None if opp is None else PlayerId(opp),
        name,
        raw,
        value,
        cut,
        notes,
        cites,
    )
