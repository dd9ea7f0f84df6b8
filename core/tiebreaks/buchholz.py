"""Buchholz family and Sonneborn-Berger: sums of per-round entries with cuts.

BH (FIDE C.07 8.1), its Cut-n and Median-n (14.1-14.3, 16.5), FB (8.3), SOLKOFF (US Chess
34E2), MM (US Chess 34E1), SB and SB-C1 (9.1, 14.1.1) and RBH. Every value is the sum of the
rule set's entries (rules.md 3.3) after the cut of rules.md 5.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from functools import partial
from operator import mul

from core.explain import KINDS, Cites, Explanation, Item
from core.i18n.message import Msg, msg
from core.model import PlayerId
from core.rules.base import CutMode, Entry, RuleSet, View
from core.rules.context import Context
from core.tiebreaks.cut import CUT_CITES, Candidate, CutReason, choose_cuts
from core.tiebreaks.engine import (
    Engine,
    Values,
    entry_totals,
    exact,
    register,
    register_all,
)
from core.tiebreaks.registry import Scope, TiebreakSpec
from core.tiebreaks.sums import Rounds, sum_with_cuts


def entry_sum(
    eng: Engine,
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
    if not explain:
        # A value alone (a median or SB cut of every player) stays in integer units and
        # builds no rows.
        entries = view.entries[pid]
        den = ctx.den * ctx.w if sb else ctx.den
        cands = [
            Candidate(e.value, e.value * e.points if sb else e.value, e.vur, e.round, i)
            for i, e in enumerate(entries)
            if e.value is not None
        ]
        removed = choose_cuts(cands, low, high, rules.cut_mode, sb=sb) if (low or high) else {}
        total = sum(c.amount for c in cands if c.position not in removed)
        return eng.make(spec, pid, Fraction(total, den))
    rounds = _rounds(eng, ctx, view, rules, pid, sb)
    total, items, summary = sum_with_cuts(
        spec.code,
        rounds,
        low,
        high,
        rules.cut_mode,
        sb=sb,
        cut_notes=eng.words.cut_notes,
        cut_cites=cut_cites,
    )
    return eng.make(spec, pid, total, items, summary)


def _rounds(
    eng: Engine, ctx: Context, view: View, rules: RuleSet, pid: PlayerId, sb: bool
) -> Rounds:
    """The rounds of ``pid``'s sum before the cuts, with their items, made once per player
    (and SB): Buchholz and its cuts explain the same rounds, SB the same with its factors."""
    key = (id(ctx), id(view), id(rules), pid, sb)
    found = eng.rows.get(key)
    if found is None or found[0] is not ctx or found[1] is not view or found[2] is not rules:
        # kept with what it came from: an id says nothing once its object is gone
        if sb:
            made = _sb_rounds(eng, ctx, view, _rounds(eng, ctx, view, rules, pid, False), pid)
        else:
            made = _bh_rounds(ctx, view, rules, pid, eng.words.outcome_names)
        found = eng.rows[key] = (ctx, view, rules, made)
    return found[3]


def _candidates(entries: list[Entry], sb: bool) -> Callable[[], list[Candidate]]:
    """What a cut of these entries may remove, in integer units (the values path's). A
    partial, not a lambda: the bot's worker processes pickle the standings with this cache."""
    return partial(_entry_candidates, entries, sb)


def _entry_candidates(entries: list[Entry], sb: bool) -> list[Candidate]:
    return [
        Candidate(e.value, e.value * e.points if sb else e.value, e.vur, e.round, i)
        for i, e in enumerate(entries)
        if e.value is not None
    ]


def _bh_rounds(
    ctx: Context, view: View, rules: RuleSet, pid: PlayerId, names: Sequence[Msg]
) -> Rounds:
    """The rounds of ``pid``'s Buchholz, before the cuts (:func:`entry_sum`), straight from
    the entries: the sum in integer units, one item per round and no other object."""
    frac, name, note = ctx.frac, ctx.name, rules.note
    # Item._make takes a tuple of every field and hands it to tuple.__new__, cheaper than
    # the named tuple's __new__ with its parameters and defaults (a field's explanations
    # make some 55,000 items).
    make = Item._make
    entries = view.entries[pid]
    items: list[Item] = []
    total = 0
    for e in entries:
        if e.value is None:
            value = None
        else:
            value = frac(e.value)
            total += e.value
        opp = e.opponent
        items.append(
            make(
                (
                    e.round,
                    KINDS[e.outcome.index],
                    opp,
                    None if opp is None else name(opp),
                    None if e.raw is None else frac(e.raw),
                    value,
                    False,
                    (note(e, ctx, view, pid),),
                    e.cites,
                    None,
                )
            )
        )
    outcomes = [names[e.outcome.index] for e in entries]
    return Rounds(tuple(items), frac(total), outcomes, _candidates(entries, False))


def _sb_rounds(eng: Engine, ctx: Context, view: View, bh: Rounds, pid: PlayerId) -> Rounds:
    """The rounds of ``pid``'s Sonneborn-Berger: Buchholz's items (the same reasons) with
    each value times the player's points in the round over a win (C.07 9.1)."""
    w = ctx.w
    den = ctx.den * w
    # The factor's note names only the factor and the amount: one amount and message per
    # pair in a field (the context's numbers are in the key, a Fore Buchholz context has its
    # own).
    made: dict[tuple[int, int], tuple[Fraction, Msg]] = eng.memo(("sb-factor", ctx.den, w), dict)
    entries = view.entries[pid]
    make = Item._make  # see _bh_rounds
    items: list[Item] = []
    total = 0
    for e, item in zip(entries, bh.items, strict=True):
        if e.value is None:
            items.append(item)
            continue
        total += e.value * e.points
        found = made.get((e.points, e.value))
        if found is None:
            amount = ctx.ratio(e.value * e.points, den)
            note = msg("mod.sb-factor", factor=ctx.ratio(e.points, w), amount=amount)
            found = made[e.points, e.value] = (amount, note)
        items.append(
            make(
                (
                    item.round,
                    item.kind,
                    item.opponent,
                    item.opponent_name,
                    item.raw,
                    found[0],
                    False,
                    (*item.notes, found[1]),
                    item.cites,
                    None,
                )
            )
        )
    return Rounds(tuple(items), ctx.ratio(total, den), bh.outcomes, _candidates(entries, True))


@register_all("BH", "FB", scope=Scope.TEAMS)
@register_all("BH", "SOLKOFF", "FB", "SB")
def entry_sums(eng: Engine, spec: TiebreakSpec) -> Values | None:
    """Return every player's Buchholz, Fore Buchholz or Sonneborn-Berger, uncut or with cuts
    and medians (rules.md 5), from the integer entries; None for a cut SB, which
    :func:`entry_sum` computes player by player."""
    sb = spec.base == "SB"
    if sb and (spec.low or spec.high):
        return None
    ctx, view = eng.context(spec.score, spec.base == "FB")
    if sb:
        factors = view.factors
        return exact(
            {pid: sum(map(mul, vals, factors[pid])) for pid, vals in view.values.items()},
            ctx.den * ctx.w,
        )
    if not spec.low:
        # BH's plain sums are kept once per tournament and score (AOB and SBH read them too).
        plain = entry_totals(view) if spec.base == "FB" else eng.bh_units(spec.score)
        return exact(plain, ctx.den)
    fide = eng.rules.cut_mode is CutMode.FIDE
    vur_values = view.vur_values
    units: dict[PlayerId, int | None] = {}
    for pid, counted in view.values.items():
        # A cut removes the lowest value, or in mode "fide" the lowest VUR first (16.5);
        # for Buchholz a VUR's amount is its value, so the VUR exception always applies.
        if spec.low == 1 and not spec.high and counted:
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
        # Then a median's high cuts: the highest values left, no VUR exception (14.3), as
        # choose_cuts removes them, not player by player (entry_sum: the entries, a
        # Candidate per round), which made `standings --preset cas` a third dearer.
        for _ in range(min(spec.high, len(vals))):
            gone = max(vals)
            vals.remove(gone)
            total -= gone
        units[pid] = total
    return exact(units, ctx.den)


@register("BH", scope=Scope.TEAMS)
@register("BH", "SOLKOFF")
def buchholz(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return Buchholz with its cut or median (FIDE C.07 8.1, 14, 16.5; US Chess 34E2); a
    team's on the score its code names (9.5)."""
    ctx, view = eng.context(spec.score)
    return entry_sum(eng, ctx, view, spec, pid, explain)


@register("FB", scope=Scope.TEAMS)
@register("FB")
def fore_buchholz(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return Fore Buchholz (FIDE C.07 8.3): Buchholz with every final-round pairing taken
    as a draw."""
    ctx, view = eng.context(spec.score, True)
    res = entry_sum(eng, ctx, view, spec, pid, explain)
    if not explain:
        return res
    # Say so on every item the final-round assumption changed: the own final round when it
    # was a pairing, and every opponent whose score it changed.
    real = eng.summing(spec.score)
    items = []
    for item in res.items:
        own_last = item.round == ctx.k and real.results(pid)[ctx.k - 1].opponent is not None
        moved = item.opponent is not None and ctx.score[item.opponent] != real.score.get(
            item.opponent
        )
        if own_last or moved:
            note = eng.fore_note(own_last, item.opponent)
            item = item._replace(notes=(note, *item.notes))
        items.append(item)
    return eng.make(spec, pid, res.value, tuple(items), res.summary)


@register("RBH")
def points_times_buchholz(
    eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool
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
