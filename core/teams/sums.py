"""Sums over a team's rounds with the cuts of rules.md 5 (FIDE C.07 14, 16.5 for teams), and
the explanation item of one team round: what the team families build their explanations
from (rules.md 9.5)."""

from __future__ import annotations

from fractions import Fraction
from math import lcm
from typing import TYPE_CHECKING, NamedTuple

from core.explain import Explanation, Item
from core.i18n.message import Msg, msg
from core.model import PlayerId, TeamId
from core.scores import Value
from core.tiebreaks.cut import CUT_RULES, Candidate, choose_cuts
from core.tiebreaks.registry import TiebreakSpec

if TYPE_CHECKING:
    from core.teams.engine import TeamEngine

Result = tuple[Value, Explanation]
"""A team's value with its explanation."""


class Row(NamedTuple):
    """One round of a sum before the cuts: ``value`` is what a cut compares (the
    opponent-side score), ``amount`` what the round adds (``None``: nothing, and no cut sees
    it)."""

    round: int
    kind: str
    opponent: TeamId | None
    raw: Fraction | None
    value: Fraction | None
    amount: Fraction | None
    vur: bool
    notes: tuple[Msg, ...]
    rule: str


def cut_sum(
    eng: TeamEngine, spec: TiebreakSpec, team: TeamId, rows: list[Row], *, sb: bool = False
) -> Result:
    """Return the sum of ``rows`` after ``spec``'s cuts (rules.md 5 in the rule set's mode;
    ``fide``: a VUR first, 16.5), with one item per row and the summary of what was cut."""
    removed: dict[int, str] = {}
    if spec.low or spec.high:
        # The cut works on integers: every number over one common denominator.
        fracs = [x for row in rows for x in (row.value, row.amount) if x is not None]
        den = lcm(1, *(x.denominator for x in fracs))
        cands = [
            Candidate(int(row.value * den), int(row.amount * den), row.vur, row.round, i)
            for i, row in enumerate(rows)
            if row.value is not None and row.amount is not None
        ]
        removed = choose_cuts(cands, spec.low, spec.high, eng.rules.cut_mode, sb=sb)
    full = sum((row.amount for row in rows if row.amount is not None), Fraction(0))
    value = full - sum((rows[i].amount or Fraction(0) for i in removed), Fraction(0))
    items: list[Item] = []
    for i, row in enumerate(rows):
        notes, rule, cut = row.notes, row.rule, i in removed
        if cut:
            # A team has no requested byes: its VUR sentence names absences and forfeits.
            reason = "teams.mod.cut.vur" if removed[i] == "vur" else f"mod.cut.{removed[i]}"
            notes = (*notes, msg(reason))
            rule = f"{rule}, {CUT_RULES[removed[i]].removeprefix('C.07 ')}"
        items.append(
            item(eng, row.round, row.kind, row.opponent, row.raw, row.amount, cut, notes, rule)
        )
    summary = msg("summary.sum", code=spec.code, value=full)
    for i in sorted(removed):
        summary = msg(
            "summary.minus",
            left=summary,
            amount=rows[i].amount,
            round=rows[i].round,
            outcome=msg(f"teams.kind.{rows[i].kind}"),
            why=msg(f"summary.removed.{removed[i]}"),
        )
    if removed:
        summary = msg("summary.equals", left=summary, value=value)
    return eng.make(spec, team, value, tuple(items), summary)


def item(
    eng: TeamEngine,
    rnd: int | None,
    kind: str | None,
    opp: TeamId | None,
    raw: Fraction | None,
    value: Fraction | None,
    cut: bool,
    notes: tuple[Msg, ...],
    rule: str,
) -> Item:
    """Return one explanation item of a team (rules.md 9.5)."""
    name = None if opp is None else eng.records.name(opp)
    return Item(
        rnd,
        kind,
        None if opp is None else PlayerId(opp),
        name,
        raw,
        value,
        cut,
        notes,
        rule,
    )
