"""The engine of a team event (rules.md 9.5): :class:`TeamEngine`, the one
:class:`core.tiebreaks.engine.Engine` over the matches read as games (:mod:`core.teams.games`).

The primary score, its art. 16 view, the standing, the fore crosstable and the dispatch are
the players'; what only teams have is here: the records (the boards of every match), the
context and team view on either score (built once), the teams as entrants. The team families
(:mod:`core.teams.buchholz`, ``sonneborn``, ``own``, ``boards``) register as the players' do,
the group codes (DE, EDE, …, :mod:`core.teams.ede`) in :mod:`core.tiebreaks.group`.

An explanation's ``player`` and an item's ``opponent`` hold team ids (formats.md 6.1);
``kind`` is the team round kind of 9.3. TBR and BBE give a :class:`~core.board_key.BoardKey`
as their value; their explanation's ``value`` is ``None``, its items the key's numbers.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from core.model import GameScore, PlayerId, Primary, TeamId, Tournament
from core.rules.base import RuleSet, View
from core.rules.context import Context, fore_crosstable
from core.rules.fide import FideRuleSet
from core.teams.games import gp_den, match_games, points_by
from core.teams.matches import TeamRecords
from core.teams.scores import TeamView, team_rule_set, team_view
from core.tiebreaks.engine import Engine, Entrant
from core.tiebreaks.registry import Scope


class TeamEngine(Engine):
    """Every team tie-break of one team event under one FIDE edition (rules.md 9.4-9.5): the
    players' engine over the matches read as games (:mod:`core.teams.games`), summing the
    primary score, with what only teams have beside it: the records (the boards of every
    match), the view on either score and the teams as entrants.

    :raises UnknownRuleSetError: when ``rules`` is not a FIDE edition (9.4).
    """

    scope = Scope.TEAMS
    rules: FideRuleSet

    def __init__(self, records: TeamRecords, rules: RuleSet | str) -> None:
        primary = records.scoring.primary
        super().__init__(
            match_games(records),
            team_rule_set(rules, records.tournament.start_date),
            no_pending=True,
            by=points_by(records, primary),
        )
        drawn = int(records.boards * records.draw * gp_den(records))
        self.drawn = GameScore(drawn, drawn)
        self.records = records
        self.primary: Primary = primary
        self._views: dict[tuple[Primary, bool], TeamView] = {}

    @property
    def tournament(self) -> Tournament:
        """The event as evaluated (k rounds): its players on their boards."""
        return self.records.tournament

    def entrants(self) -> Mapping[PlayerId, Entrant]:
        """Return the teams by id."""
        return {pid: self.records[TeamId(int(pid))].team for pid in self.ids}

    def named_scores(self) -> Mapping[PlayerId, Mapping[Primary, Fraction]]:
        """Return every team's match and game points."""
        out = {}
        for pid in self.ids:
            rec = self.records[TeamId(int(pid))]
            out[pid] = {Primary.MP: rec.mp, Primary.GP: rec.gp}
        return out

    def games(self, score: Primary, fore: bool = False) -> Context:
        """Return the context of the games summing ``score`` (of the fore crosstable of 8.3
        when ``fore``): the engine's own on the primary score."""
        if score is self.primary:
            return self.fore()[0] if fore else self.ctx

        def make() -> Context:
            games = self.ctx.tournament
            if fore:
                games = fore_crosstable(games, self.ctx.k, self.drawn)
            return Context(games, no_pending=True, by=points_by(self.records, score))

        return self.memo(("team-games", score, fore), make)

    def context(self, score: Primary, fore: bool = False) -> tuple[Context, View]:
        """Return :meth:`games` with the rule set's view of it (built once)."""
        if score is self.primary:
            return self.fore() if fore else (self.ctx, self.view)
        ctx = self.games(score, fore)
        return ctx, self.memo(("team-view", score, fore), lambda: self.rules.build(ctx))

    def on(self, score: Primary, fore: bool = False) -> TeamView:
        """Return the team view on ``score`` (of the fore crosstable of 8.3 when ``fore``)."""
        key = (score, fore)
        if key not in self._views:
            ctx, view = self.context(score, fore)
            self._views[key] = team_view(self.records, ctx, view, score, self.rules.caps)
        return self._views[key]
