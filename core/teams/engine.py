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

from core.i18n.message import Msg, msg
from core.model import GameScore, PlayerId, Primary, TeamId, Tournament
from core.rules.base import RuleSet, View
from core.rules.context import Context, fore_crosstable
from core.teams.games import gp_den, match_games, points_by
from core.teams.matches import TeamRecords
from core.teams.scores import OUTCOME_NAMES, TeamRules, team_rule_set
from core.tiebreaks.cut import CutReason
from core.tiebreaks.engine import Engine, Entrant
from core.tiebreaks.registry import Scope
from core.tiebreaks.sums import CUT_NOTES

_CUT_NOTES = {**CUT_NOTES, CutReason.VUR: msg("teams.mod.cut.vur")}


class TeamEngine(Engine):
    """Every team tie-break of one team event under one FIDE edition (rules.md 9.4-9.5): the
    players' engine over the matches read as games (:mod:`core.teams.games`), summing the
    primary score, with what only teams have beside it: the records (the boards of every
    match), the view on either score and the teams as entrants.

    :raises UnknownRuleSetError: when ``rules`` is not a FIDE edition (9.4).
    """

    scope = Scope.TEAMS
    rules: TeamRules
    # A team's wording, in this one place: a round is named by its team kind (a match won
    # by forfeit, not a forfeit win), a VUR cut names absences and forfeits (a team has no
    # requested byes), and FB says which last-round match its assumption moved.
    outcome_names = OUTCOME_NAMES
    cut_notes = _CUT_NOTES

    def fore_note(self, own_last: bool, opponent: PlayerId | None) -> Msg:
        """Say what FB assumed of a round: the own last-round match a drawn match, or the
        opponent's, which moved its score (8.3)."""
        if own_last or opponent is None:
            return msg("teams.mod.fore-assumed")
        return msg("teams.mod.fore-moved", opponent=self.name(opponent))

    def __init__(self, records: TeamRecords, rules: RuleSet | str) -> None:
        primary = records.scoring.primary
        super().__init__(
            match_games(records),
            TeamRules(team_rule_set(rules, records.tournament.start_date)),
            no_pending=True,
            by=points_by(records, primary),
        )
        drawn = int(records.boards * records.draw * gp_den(records))
        self.drawn = GameScore(drawn, drawn)
        self.records = records
        self.primary: Primary = primary

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

    def context(self, score: Primary | None = None, fore: bool = False) -> tuple[Context, View]:
        """Return :meth:`games` with the rule set's view of it (built once)."""
        if score is None or score is self.primary:
            return self.fore() if fore else (self.ctx, self.view)
        ctx = self.games(score, fore)
        return ctx, self.memo(("team-view", score, fore), lambda: self.rules.build(ctx))
