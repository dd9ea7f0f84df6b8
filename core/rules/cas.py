"""ČAS (Czech Scrabble association) since 2000, Swiss Perfect 98 onwards (rules.md 4.5)."""

from __future__ import annotations

from collections.abc import Mapping

from core.explain import Cites, Source, named
from core.i18n.message import Msg, msg
from core.model import Outcome, PlayerId, RoundResult
from core.rules.base import (
    BaseRuleSet,
    CutMode,
    Entry,
    View,
    Why,
    draws_in,
    forfeit_as_game,
    free_round,
    opponent_note,
    outcome,
)
from core.rules.context import Context

_RULE_1 = named(Source.CAS, "1")
_RULE_3 = named(Source.CAS, "3")


class CasRuleSet(BaseRuleSet):
    """Paired rounds count as recorded; unpaired rounds count a draw; own unpaired k × d."""

    id = "cas"
    title = "ČAS"
    cut_mode = CutMode.PLAIN
    forfeits_are_games = True  # a forfeit is still a pairing against a real opponent (rule 1)

    def adjust(self, ctx: Context) -> tuple[dict[PlayerId, int], dict[PlayerId, tuple[int, ...]]]:
        """Return the ČAS "BS" values: rounds paired against a real opponent as recorded,
        every other round a draw (a round robin's free round has no value to replace)."""
        rr = ctx.round_robin

        def unpaired(pid: PlayerId) -> list[int]:
            results = ctx.results(pid)
            return [
                i + 1
                for i in ctx.unplayed[pid]
                if not (
                    results[i].outcome.has_opponent or (rr and results[i].outcome is Outcome.ABSENT)
                )
            ]

        return draws_in(ctx, unpaired)

    def game_cites(self, ctx: Context, adjusted: bool) -> Cites:
        """Return what a game cites: ČAS rule 1."""
        return _RULE_1

    def unplayed(
        self,
        ctx: Context,
        pid: PlayerId,
        i: int,
        res: RoundResult,
        seen: Mapping[PlayerId, int],
        raw: Mapping[PlayerId, int],
    ) -> Entry:
        """Return the entry of a round not played over the board: a forfeit counts the
        opponent as paired (rule 1), an unpaired round k × d (rule 3)."""
        pts = ctx.points[pid]
        o = res.outcome
        if o.has_opponent:
            return forfeit_as_game(ctx, pid, i, res, seen, raw, _RULE_1)
        if ctx.round_robin and o is Outcome.ABSENT:
            return free_round(ctx, pid, i, res, _RULE_3)
        half = ctx.d * ctx.k
        return Entry(i + 1, o, None, None, half, o.is_vur, pts[i], _RULE_3, Why.HALF)

    def note(self, entry: Entry, ctx: Context, view: View, pid: PlayerId) -> Msg:
        """Return the reason of one entry under the ČAS rules."""
        if entry.why is Why.GAME:
            assert entry.opponent is not None
            base = opponent_note(ctx, view, entry.opponent, "why.cas-unpaired")
            if entry.outcome.is_forfeit:
                return msg("entry.cas-forfeit-paired", outcome=outcome(entry.outcome), game=base)
            return base
        if entry.why is Why.RR_FREE:
            return msg("entry.rr-free-noarticle")
        return msg(
            "entry.cas-unpaired",
            outcome=outcome(entry.outcome),
            draw=ctx.frac(ctx.d),
            rounds=ctx.k,
            value=None if entry.value is None else ctx.frac(entry.value),
        )


RULE_SET = CasRuleSet()
