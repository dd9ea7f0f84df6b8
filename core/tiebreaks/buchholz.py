"""Buchholz family and Sonneborn-Berger: sums of per-round entries with cuts.

BH (FIDE C.07 8.1), its Cut-n and Median-n (14.1-14.3, 16.5), FB (8.3), SOLKOFF (US Chess
34E2), MM (US Chess 34E1), SB and SB-C1 (9.1, 14.1.1) and RBH. Every value is the sum of the
rule set's entries (rules.md 3.3) after the cut of rules.md 5.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from operator import mul

from core.engine.context import Context
from core.explain import Cites, Explanation
from core.i18n.message import Msg, msg
from core.model import PlayerId
from core.rules.base import CutMode, RuleSet, View, outcome
from core.tiebreaks.cut import CUT_CITES, Candidate, CutReason, choose_cuts
from core.tiebreaks.engine import (
    PlayerEngine,
    Values,
    entry_totals,
    exact,
    register,
    register_all,
)
from core.tiebreaks.registry import TiebreakSpec
from core.tiebreaks.sums import Row, sum_with_cuts


def entry_sum(
    eng: PlayerEngine,
    ctx: Context,
    view: View,
    spec: TiebreakSpec,
    pid: PlayerId,
    explain: bool,
    *,
    sb: bool = False,
    low: int | None = None,
    high: int | None = None,
    rules: RuleSet | None = None,
    cut_cites: Mapping[CutReason, Cites] = CUT_CITES,
) -> Explanation:
    """Return the sum of ``pid``'s entries after ``low``/``high`` cuts (rules.md 5); SB
    multiplies each value by the player's points in the round over a win. ``cut_cites``:
    the articles a cut cites (the Modified Median's are US Chess 34E1)."""
    rules = eng.rules if rules is None else rules
    low = spec.low if low is None else low
    high = spec.high if high is None else high
    entries = view.entries[pid]
    den = ctx.den * ctx.w if sb else ctx.den
    if not explain:
        # A value alone (a median or SB cut of every player) stays in integer units and
        # builds no rows.
        cands = [
            Candidate(e.value, e.value * e.points if sb else e.value, e.vur, e.round, i)
            for i, e in enumerate(entries)
            if e.value is not None
        ]
        removed = choose_cuts(cands, low, high, rules.cut_mode, sb=sb) if (low or high) else {}
        total = sum(c.amount for c in cands if c.position not in removed)
        return eng.make(spec, pid, Fraction(total, den))
    key = (id(ctx), id(view), id(rules), pid, sb)
    found = eng.rows.get(key)
    if found is None or found[0] is not ctx or found[1] is not view or found[2] is not rules:
        # kept with what it came from: an id says nothing once its object is gone
        found = eng.rows[key] = (ctx, view, rules, _rows(ctx, view, rules, pid, sb, den))
    rows = found[3]
    total, items, summary = sum_with_cuts(
        spec.code, rows, low, high, rules.cut_mode, sb=sb, cut_cites=cut_cites
    )
    return eng.make(spec, pid, total, items, summary)


def _rows(ctx: Context, view: View, rules: RuleSet, pid: PlayerId, sb: bool, den: int) -> list[Row]:
    """The rounds of ``pid``'s sum, before the cuts (:func:`entry_sum`)."""
    rows: list[Row] = []
    for e in view.entries[pid]:
        notes: tuple[Msg, ...] = (rules.note(e, ctx, view, pid),)
        amount: Fraction | None = None
        value: Fraction | None = None
        if e.value is not None:
            value = ctx.frac(e.value)
            if sb:
                amount = ctx.ratio(e.value * e.points, den)
                factor = ctx.ratio(e.points, ctx.w)
                notes = (*notes, msg("mod.sb-factor", factor=factor, amount=amount))
            else:
                amount = value
        rows.append(
            Row(
                e.round,
                e.outcome.kind,
                outcome(e.outcome),
                e.opponent,
                ctx.name(e.opponent) if e.opponent is not None else None,
                None if e.raw is None else ctx.frac(e.raw),
                value,
                amount,
                e.vur,
                notes,
                e.cites,
            )
        )
    return rows


@register_all("BH", "SOLKOFF", "FB", "SB")
def entry_sums(eng: PlayerEngine, spec: TiebreakSpec) -> Values | None:
    """Return every player's Buchholz, Fore Buchholz or Sonneborn-Berger, uncut or with low
    cuts (rules.md 5), from the integer entries; None for a median or a cut SB, which
    :func:`entry_sum` computes player by player."""
    sb = spec.base == "SB"
    if spec.high or (sb and spec.low):
        return None
    ctx, view = eng.fore() if spec.base == "FB" else (eng.ctx, eng.view)
    if sb:
        factors = view.factors
        return exact(
            {pid: sum(map(mul, vals, factors[pid])) for pid, vals in view.values.items()},
            ctx.den * ctx.w,
        )
    if not spec.low:
        # BH's plain sums are kept once per tournament (AOB and SBH read them too).
        return exact(entry_totals(view) if spec.base == "FB" else eng.bh_units(), ctx.den)
    fide = eng.rules.cut_mode is CutMode.FIDE
    vur_values = view.vur_values
    units: dict[PlayerId, int | None] = {}
    for pid, counted in view.values.items():
        # A cut removes the lowest value, or in mode "fide" the lowest VUR first (16.5);
        # for Buchholz a VUR's amount is its value, so the VUR exception always applies.
        if spec.low == 1 and counted:
            # Cut-1, the usual case: no list to shorten.
            vurs = vur_values[pid] if fide else None
            units[pid] = sum(counted) - (min(vurs) if vurs else min(counted))
            continue
        vals = list(counted)
        vurs = list(vur_values[pid]) if fide else []
        total = sum(vals)
        for _ in range(min(spec.low, len(vals))):
            if vurs:
                gone = min(vurs)
                vurs.remove(gone)
            else:
                gone = min(vals)
            vals.remove(gone)
            total -= gone
        units[pid] = total
    return exact(units, ctx.den)


@register("BH", "SOLKOFF")
def buchholz(eng: PlayerEngine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return Buchholz with its cut or median (FIDE C.07 8.1, 14, 16.5; US Chess 34E2)."""
    return entry_sum(eng, eng.ctx, eng.view, spec, pid, explain)


@register("FB")
def fore_buchholz(
    eng: PlayerEngine, spec: TiebreakSpec, pid: PlayerId, explain: bool
) -> Explanation:
    """Return Fore Buchholz (FIDE C.07 8.3): Buchholz with every final-round pairing taken
    as a draw."""
    ctx, view = eng.fore()
    res = entry_sum(eng, ctx, view, spec, pid, explain)
    if not explain:
        return res
    # Say so on every item the final-round assumption changed: the own final round when it
    # was a pairing, and every opponent whose score it changed.
    real = eng.ctx
    items = []
    for item in res.items:
        own_last = item.round == ctx.k and real.results(pid)[ctx.k - 1].opponent is not None
        moved = item.opponent is not None and ctx.score[item.opponent] != real.score.get(
            item.opponent
        )
        if own_last or moved:
            item = item._replace(notes=(msg("mod.fore-assumed"), *item.notes))
        items.append(item)
    return eng.make(spec, pid, res.value, tuple(items), res.summary)


@register("RBH")
def points_times_buchholz(
    eng: PlayerEngine, spec: TiebreakSpec, pid: PlayerId, explain: bool
) -> Explanation:
    """Return own points × Buchholz (Buchholz's original scoring; a modifier applies to the
    Buchholz factor)."""
    bh = entry_sum(eng, eng.ctx, eng.view, spec, pid, explain)
    score = eng.ctx.frac(eng.ctx.score[pid])
    assert bh.value is not None
    value = score * bh.value
    if not explain:
        return eng.make(spec, pid, value)
    return eng.make(
        spec,
        pid,
        value,
        bh.items,
        msg("summary.rbh", code=spec.code, points=score, buchholz=bh.value, value=value),
    )
