"""Rule sets that count every opponent's recorded score and give own unpaired rounds no
entry: ``naive`` (forfeits count as games, rules.md 4.6) and ``played-only`` (only games
over the board count, 4.7). The two differ in which rounds have an entry."""

from __future__ import annotations

from collections.abc import Mapping

from core.explain import Cites, Source, named
from core.i18n.message import Msg, msg
from core.model import PlayerId, RoundResult
from core.rules.base import BaseRuleSet, CutMode, Entry, View, Why, outcome
from core.rules.context import Context


class RecordedScoresRuleSet(BaseRuleSet):
    """Opponents count their recorded score; rounds without an entry add nothing."""

    cut_mode = CutMode.PLAIN

    def __init__(
        self, rule_id: str, title: str, source: Source, *, forfeits_are_games: bool
    ) -> None:
        self.id = rule_id
        self.title = title
        self.cites = named(source)
        """The rule set cites itself: it is known by its name, not by an article."""
        self.forfeits_are_games = forfeits_are_games

    def adjust(self, ctx: Context) -> tuple[dict[PlayerId, int], dict[PlayerId, tuple[int, ...]]]:
        """Return the recorded scores: nothing is adjusted."""
        return dict(ctx.score), {}

    def game_cites(self, ctx: Context, adjusted: bool) -> Cites:
        """Return what a game cites: the rule set's name."""
        return self.cites

    def unplayed(
        self,
        ctx: Context,
        pid: PlayerId,
        i: int,
        res: RoundResult,
        seen: Mapping[PlayerId, int],
        raw: Mapping[PlayerId, int],
    ) -> Entry:
        """Return the entry of a round not played over the board: under ``naive`` a forfeit
        counts the opponent's recorded score; other rounds add nothing."""
        o = res.outcome
        pts = ctx.points[pid]
        if self.forfeits_are_games and o.has_opponent:
            s = raw[res.opponent]  # type: ignore[index]
            return Entry(i + 1, o, res.opponent, s, s, o.is_vur, pts[i], self.cites, Why.GAME)
        return Entry(i + 1, o, res.opponent, None, None, o.is_vur, pts[i], self.cites, Why.NONE)

    def note(self, entry: Entry, ctx: Context, view: View, pid: PlayerId) -> Msg:
        """Return the reason of one entry (``entry.recorded.<rule set>`` and the like)."""
        if entry.why is Why.GAME:
            assert entry.opponent is not None
            value = None if entry.value is None else ctx.frac(entry.value)
            game = msg(
                f"entry.recorded.{self.id}",
                opponent=ctx.name(entry.opponent),
                value=value,
                count=value,
            )
            if entry.outcome.is_forfeit:
                return msg("entry.forfeit-as-game", outcome=outcome(entry.outcome), game=game)
            return game
        return msg(f"entry.nothing.{self.id}", outcome=outcome(entry.outcome))
