"""FIDE 2009 virtual opponent (2009 Congress until the 2023 text) (rules.md 4.3)."""

from __future__ import annotations

from collections.abc import Mapping

from core.explain import Cites, Source, fide, named
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

_VIRTUAL = named(Source.FIDE_2009)
_ROUND_ROBIN = fide("15.2")


def unplayed_as_draws(ctx: Context) -> tuple[dict[PlayerId, int], dict[PlayerId, tuple[int, ...]]]:
    """Return every player's score with each round not played over the board counted as a
    draw (the opponents' view of FIDE 2009 and US Chess 34E), and the rounds changed."""
    return draws_in(ctx, lambda pid: [i + 1 for i in ctx.unplayed[pid]])


def reverse_result(ctx: Context, points: int) -> int:
    """Return the virtual opponent's result of a round in which the player got ``points``:
    a win becomes a loss, a draw a draw, a loss a win (a PAB or full bye worth w reverses
    to l). Any other value (a PAB worth something else) is mirrored between w and l."""
    if points == ctx.w:
        return ctx.l
    if points == ctx.l:
        return ctx.w
    if points == ctx.d:
        return ctx.d
    return max(ctx.l, ctx.w + ctx.l - points)


class Fide2009RuleSet(BaseRuleSet):
    """Virtual opponent: own unplayed round r counts S_before + reverse(result) + d(k − r)."""

    id = "fide-2009"
    title = "FIDE 2009"
    cut_mode = CutMode.PLAIN

    def adjust(self, ctx: Context) -> tuple[dict[PlayerId, int], dict[PlayerId, tuple[int, ...]]]:
        """Return adjusted scores: unplayed rounds count a draw (round robin: as recorded)."""
        if ctx.round_robin:
            seen = dict(ctx.score)
            adjusted: dict[PlayerId, tuple[int, ...]] = {}
        else:
            seen, adjusted = unplayed_as_draws(ctx)
        return seen, adjusted

    def game_cites(self, ctx: Context, adjusted: bool) -> Cites:
        """Return the articles of a game: the 2009 rule, a round robin's 15.2."""
        return _ROUND_ROBIN if ctx.round_robin else _VIRTUAL

    def unplayed(
        self,
        ctx: Context,
        pid: PlayerId,
        i: int,
        res: RoundResult,
        seen: Mapping[PlayerId, int],
        raw: Mapping[PlayerId, int],
    ) -> Entry:
        """Return the entry of an unplayed round: the virtual opponent, or in a round robin
        the scheduled opponent of a forfeit and nothing for the free round (15.2)."""
        pts = ctx.points[pid]
        o = res.outcome
        opp = res.opponent
        if ctx.round_robin and o.is_forfeit:
            return forfeit_as_game(ctx, pid, i, res, seen, raw, _ROUND_ROBIN)
        if ctx.round_robin and o is Outcome.ABSENT:
            return free_round(ctx, pid, i, res, _ROUND_ROBIN)
        before = sum(pts[:i])
        value = before + reverse_result(ctx, pts[i]) + ctx.d * (ctx.k - i - 1)
        return Entry(i + 1, o, opp, before, value, o.is_vur, pts[i], _VIRTUAL, Why.VIRTUAL)

    def note(self, entry: Entry, ctx: Context, view: View, pid: PlayerId) -> Msg:
        """Return the reason of one entry: the virtual opponent's arithmetic."""
        if entry.why is Why.GAME:
            assert entry.opponent is not None
            return opponent_note(ctx, view, entry.opponent, "why.unplayed-draws")
        if entry.why is Why.RR_FREE:
            return msg("entry.rr-free-noarticle")
        later = ctx.k - entry.round
        reverse = (entry.value or 0) - (entry.raw or 0) - ctx.d * later
        return msg(
            "entry.virtual",
            outcome=outcome(entry.outcome),
            before=None if entry.raw is None else ctx.frac(entry.raw),
            reverse=ctx.frac(reverse),
            count=later,
            draw=ctx.frac(ctx.d),
            value=None if entry.value is None else ctx.frac(entry.value),
        )


RULE_SET = Fide2009RuleSet()
