"""lichess Swiss's own numbers (rules.md 4.10): what lichess prints as a player's tie-break.

Opponents count their points as awarded (nothing is adjusted); a game or a forfeit counts the
scheduled opponent's final points; a pairing-allocated bye counts a virtual opponent who
starts the round with the player's points, loses and draws every later round (the FIDE 2009
formula, applied to the bye alone); a late round, an absence and every round after leaving
add nothing. lichess's tie-break is SB over these entries; LPR (lichess's performance) is in
:mod:`core.tiebreaks.lichess`.

lichess never writes a full-point bye, a zero-point bye or a double forfeit; they are read as
a pairing-allocated bye, an absence and a lost game (rules.md 12.32).
"""

from __future__ import annotations

from collections.abc import Mapping

from core.explain import Cites, Source, named
from core.i18n.message import Msg, msg
from core.model import Outcome, PlayerId, RoundResult
from core.rules.base import BaseRuleSet, CutMode, Entry, View, Why, opponent_note, outcome
from core.rules.context import Context

RULE = named(Source.LICHESS)
RULE_VIRTUAL = named(Source.LICHESS_VIRTUAL)
_VIRTUAL = frozenset({Outcome.PAB, Outcome.FULL_BYE})


class LichessRuleSet(BaseRuleSet):
    """lichess Swiss: recorded scores, a bye's virtual opponent, unpaired rounds add nothing."""

    id = "lichess"
    title = "lichess"
    cut_mode = CutMode.PLAIN
    forfeits_are_games = True  # lichess counts a forfeit as a game against the opponent

    def adjust(self, ctx: Context) -> tuple[dict[PlayerId, int], dict[PlayerId, tuple[int, ...]]]:
        """Return the points as awarded: lichess adjusts nothing."""
        return dict(ctx.score), {}

    def game_cites(self, ctx: Context, adjusted: bool) -> Cites:
        """Return what a game cites: lichess's own rule."""
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
        """Return the entry of a round not played over the board: the opponent's final points
        for a forfeit, a virtual opponent for a bye, nothing for any other round."""
        pts = ctx.points[pid]
        o = res.outcome
        opp = res.opponent
        if o.has_opponent and opp is not None:
            return Entry(i + 1, o, opp, raw[opp], seen[opp], o.is_vur, pts[i], RULE, Why.FORFEIT)
        if o in _VIRTUAL:
            before = sum(pts[:i])
            value = before + ctx.l + ctx.d * (ctx.k - i - 1)
            return Entry(i + 1, o, None, before, value, o.is_vur, pts[i], RULE_VIRTUAL, Why.VIRTUAL)
        late = o is Outcome.HALF_BYE and i == 0
        return Entry(
            i + 1, o, None, None, None, o.is_vur, pts[i], RULE, Why.LATE if late else Why.NONE
        )

    def note(self, entry: Entry, ctx: Context, view: View, pid: PlayerId) -> Msg:
        """Return the reason of one entry under lichess's rules."""
        label = outcome(entry.outcome)
        if entry.why in (Why.GAME, Why.FORFEIT):
            assert entry.opponent is not None
            game = opponent_note(ctx, view, entry.opponent, "why.unplayed-draws")
            if entry.why is Why.FORFEIT:
                return msg("lichess.entry.forfeit", outcome=label, game=game)
            return game
        if entry.why is Why.VIRTUAL:
            later = ctx.k - entry.round
            return msg(
                "lichess.entry.virtual",
                outcome=label,
                before=ctx.frac(entry.raw or 0),
                loss=ctx.frac(ctx.l),
                count=later,
                draw=ctx.frac(ctx.d),
                value=None if entry.value is None else ctx.frac(entry.value),
            )
        if entry.why is Why.LATE:
            return msg(
                "lichess.entry.late",
                outcome=label,
                points=ctx.frac(ctx.points[pid][entry.round - 1]),
            )
        return msg("lichess.entry.nothing", outcome=label)


RULE_SET = LichessRuleSet()
