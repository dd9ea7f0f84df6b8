"""FIDE C.07 art. 16 (2023/2024 texts and the 2026 revision): the dummy opponent.

Shared by :mod:`core.rules.fide2024` (no caps) and :mod:`core.rules.fide2026` (caps of
16.4.1 and 16.4.2). In a round robin art. 15.2 applies instead (rules.md 4.9).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from core.explain import Cites, Source, cite_also, fide, named
from core.i18n.message import Msg, msg
from core.model import Outcome, PlayerId, RoundResult
from core.rules.base import (
    BaseRuleSet,
    CutMode,
    Entry,
    View,
    Why,
    draws_in,
    free_round,
    opponent_note,
    outcome,
)
from core.rules.context import Context

# Built once: an entry of every round of every player holds one of these.
_AS_RECORDED = fide("16.3.1")
_ADJUSTED = fide("16.3.2")
_ROUND_ROBIN = fide("15.2")
_DUMMY = fide("16.4")
_CAP_OPPONENT = fide("16.4", "16.4.1")
_CAP_ROUNDS = fide("16.4", "16.4.2")
_PAB_NO_SB = named(Source.PAB_NO_SB)


def category5_rounds(results: Sequence[Outcome], *, forfeit_ends: bool = False) -> set[int]:
    """Return the rounds (1-based) of category .5 (C.07 16.2.5): requested byes and absences
    after which every counted round is a VUR as well (rules.md 3.1). With ``forfeit_ends``
    (the variant some programs apply) only requested byes and absences may follow: a later
    forfeit loss keeps the earlier round in category .3."""
    # From the last round back to the last one that is not a VUR: nothing before it is .5.
    out: set[int] = set()
    for r in range(len(results), 0, -1):
        o = results[r - 1]
        if not (o.is_requested_or_absent if forfeit_ends else o.is_vur):
            break
        if o.is_requested_or_absent:
            out.add(r)
    return out


VARIANTS = {
    "forfeit-ends-withdrawal": "a forfeit loss after a requested bye or absence keeps that "
    "round in category .3 (16.2.5 read as: only requested byes "
    "and absences may follow)",
    "pab-no-sb": "a pairing-allocated bye adds its dummy to Buchholz but nothing to "
    "Sonneborn-Berger",
}
"""Variants of the FIDE editions found in published results (Vega), as ``fide-2024+name``."""


class FideRuleSet(BaseRuleSet):
    """FIDE C.07 art. 16 with or without the 2026 caps."""

    cut_mode = CutMode.FIDE

    def __init__(
        self,
        rule_id: str,
        title: str,
        *,
        caps: bool,
        forfeit_ends: bool = False,
        pab_no_sb: bool = False,
    ) -> None:
        self.id = rule_id
        self.title = title
        self.caps = caps
        self.forfeit_ends = forfeit_ends
        self.pab_no_sb = pab_no_sb

    def with_variants(self, variants: frozenset[str]) -> FideRuleSet:
        """Return this edition with the named variants (:data:`VARIANTS`) applied."""
        suffix = "".join(f"+{v}" for v in sorted(variants))
        return FideRuleSet(
            self.id + suffix,
            self.title + suffix,
            caps=self.caps,
            forfeit_ends="forfeit-ends-withdrawal" in variants,
            pab_no_sb="pab-no-sb" in variants,
        )

    def adjust(self, ctx: Context) -> tuple[dict[PlayerId, int], dict[PlayerId, tuple[int, ...]]]:
        """Return adjusted scores (16.3: rounds of category .5 count a draw; 15.2: a round
        robin keeps the recorded scores) and the rounds adjusted."""
        if ctx.round_robin:
            return dict(ctx.score), {}
        last = ctx.k - 1

        def fifth(pid: PlayerId) -> set[int]:
            if ctx.unplayed[pid][-1] != last:
                return set()  # the last round was a game: no round before it is of .5
            outcomes = [r.outcome for r in ctx.results(pid)]
            return category5_rounds(outcomes, forfeit_ends=self.forfeit_ends)

        return draws_in(ctx, fifth)

    def game_cites(self, ctx: Context, adjusted: bool) -> Cites:
        """Return the articles of a game: 16.3.1 or 16.3.2, a round robin's 15.2."""
        if ctx.round_robin:
            return _ROUND_ROBIN
        return _ADJUSTED if adjusted else _AS_RECORDED

    def unplayed(
        self,
        ctx: Context,
        pid: PlayerId,
        i: int,
        res: RoundResult,
        seen: Mapping[PlayerId, int],
        raw: Mapping[PlayerId, int],
    ) -> Entry:
        """Return the entry of an unplayed round: the dummy opponent (16.4, with the 2026
        caps), a round robin's forfeit or free round (15.2)."""
        rr = ctx.round_robin
        own = ctx.score[pid]
        pts = ctx.points[pid]
        o = res.outcome
        opp = res.opponent
        if rr and o.is_forfeit:
            r_opp = raw[opp]  # type: ignore[index]
            # Art. 16 (and its VUR-first cut, 16.5) is for Swiss events; in a round
            # robin the forfeit is a game (15.2), so no cut prefers it.
            return Entry(i + 1, o, opp, r_opp, r_opp, False, pts[i], _ROUND_ROBIN, Why.RR_FORFEIT)
        if rr and o is Outcome.ABSENT:
            return free_round(ctx, pid, i, res, _ROUND_ROBIN)
        value, why, cites = own, Why.DUMMY, _DUMMY
        if o.is_forfeit:
            if self.caps:
                limit = seen[opp]  # type: ignore[index]
                if limit < own:
                    value, why, cites = limit, Why.CAP_OPPONENT, _CAP_OPPONENT
            return Entry(i + 1, o, opp, own, value, o.is_vur, pts[i], cites, why)
        cap = ctx.d * ctx.k
        if self.caps and cap < own:
            value, why, cites = cap, Why.CAP_ROUNDS, _CAP_ROUNDS
        factor = pts[i]
        if self.pab_no_sb and o is Outcome.PAB:
            # Variant: the PAB's dummy counts in Buchholz but adds nothing to SB.
            factor, cites = 0, cite_also(cites, _PAB_NO_SB)
        return Entry(i + 1, o, None, own, value, o.is_vur, factor, cites, why)

    def unplayed_values(
        self, ctx: Context, pid: PlayerId, seen: Mapping[PlayerId, int], raw: Mapping[PlayerId, int]
    ) -> tuple[list[int], list[int], list[int]]:
        """Return what ``pid``'s rounds without a game add to the values path, the numbers
        of :meth:`unplayed` without its entries: the dummy opponent's value (16.4: the own
        score; the 2026 caps of 16.4.1 and 16.4.2 as the smaller), the own points as the SB
        factor, the value again for a VUR (16.1.2).

        Not built as entries, which more than doubled the view's cost of a big event's
        rounds without a game. A round robin's (15.2) and the ``pab-no-sb`` variant's still
        come from the entries.
        """
        if ctx.round_robin or self.pab_no_sb:
            return super().unplayed_values(ctx, pid, seen, raw)
        own = ctx.score[pid]
        dummy = min(own, ctx.d * ctx.k) if self.caps else own  # 16.4.2
        pts = ctx.points[pid]
        results = ctx.players[pid].results
        values: list[int] = []
        factors: list[int] = []
        vurs: list[int] = []
        for i in ctx.unplayed[pid]:
            o = results[i].outcome
            if o.is_forfeit:
                opp: PlayerId = results[i].opponent  # type: ignore[assignment]
                value = min(own, seen[opp]) if self.caps else own  # 16.4.1
            else:
                value = dummy
            values.append(value)
            factors.append(pts[i])
            if o.is_vur:
                vurs.append(value)
        return values, factors, vurs

    def note(self, entry: Entry, ctx: Context, view: View, pid: PlayerId) -> Msg:
        """Return the reason of one entry (16.3, 16.4, 15.2)."""
        if entry.why is Why.GAME:
            assert entry.opponent is not None
            return opponent_note(ctx, view, entry.opponent, "why.fide-16.3.2")
        label = outcome(entry.outcome)
        own = ctx.frac(ctx.score[pid])
        value = None if entry.value is None else ctx.frac(entry.value)
        opp = None if entry.opponent is None else ctx.name(entry.opponent)
        if entry.why is Why.RR_FORFEIT:
            return msg("entry.rr-forfeit", outcome=label, opponent=opp, value=value)
        if entry.why is Why.RR_FREE:
            return msg("entry.rr-free")
        if entry.why is Why.CAP_OPPONENT:
            return msg(
                "entry.dummy-cap-opponent", outcome=label, opponent=opp, own=own, value=value
            )
        if entry.why is Why.CAP_ROUNDS:
            return msg(
                "entry.dummy-cap-rounds",
                outcome=label,
                rules=self.title,
                own=own,
                draw=ctx.frac(ctx.d),
                rounds=ctx.k,
                value=value,
            )
        if opp is not None:
            return msg("entry.dummy-against", outcome=label, opponent=opp, own=own)
        return msg("entry.dummy", outcome=label, own=own)
