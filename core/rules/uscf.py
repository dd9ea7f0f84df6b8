"""US Chess rule 34E: opponents' unplayed rounds count a draw, own unplayed rounds 0
(rules.md 4.4)."""

from __future__ import annotations

from collections.abc import Mapping

from core.explain import Cites, us_chess
from core.i18n.message import Msg, msg
from core.model import Outcome, PlayerId, RoundResult
from core.rules.base import (
    BaseRuleSet,
    CutMode,
    Entry,
    View,
    Why,
    free_round,
    opponent_note,
    outcome,
)
from core.rules.context import Context
from core.rules.fide2009 import unplayed_as_draws

RULE = us_chess("34E")


class UscfRuleSet(BaseRuleSet):
    """US Chess 34E adjusted scores."""

    id = "uscf"
    title = "US Chess"
    cut_mode = CutMode.PLAIN

    def adjust(self, ctx: Context) -> tuple[dict[PlayerId, int], dict[PlayerId, tuple[int, ...]]]:
        """Return adjusted scores: every round not played over the board counts a draw."""
        return unplayed_as_draws(ctx)

    def game_cites(self, ctx: Context, adjusted: bool) -> Cites:
        """Return what a game cites: US Chess 34E."""
        return RULE

    def unplayed(
        self,
        ctx: Context,
        pid: PlayerId,
        i: int,
        res: RoundResult,
        seen: Mapping[PlayerId, int],
        raw: Mapping[PlayerId, int],
    ) -> Entry:
        """Return the entry of a round not played over the board: 0 (34E), nothing for a
        round robin's free round."""
        o = res.outcome
        pts = ctx.points[pid]
        if ctx.round_robin and o is Outcome.ABSENT:
            return free_round(ctx, pid, i, res, RULE)
        return Entry(i + 1, o, res.opponent, None, 0, o.is_vur, pts[i], RULE, Why.ZERO)

    def note(self, entry: Entry, ctx: Context, view: View, pid: PlayerId) -> Msg:
        """Return the reason of one entry under US Chess 34E."""
        if entry.why is Why.GAME:
            assert entry.opponent is not None
            return opponent_note(ctx, view, entry.opponent, "why.uscf-34e")
        if entry.why is Why.RR_FREE:
            return msg("entry.rr-free-noarticle")
        return msg("entry.uscf-own-zero", outcome=outcome(entry.outcome))


RULE_SET = UscfRuleSet()
