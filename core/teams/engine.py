"""The engine of a team event (rules.md 9.5): :class:`TeamEngine`, the team side of
:class:`core.tiebreaks.engine.Engine`.

``TeamEngine(records, rules)`` applies one FIDE edition to one team event: the views of
:mod:`core.teams.scores` on MP and GP (and their fore versions for FB) are built once, on
first use, and every value is cached per code. ``values(spec)`` gives every team's value,
``explain(spec, team)`` one team's :class:`~core.explain.Explanation`, through the one
dispatch of :mod:`core.tiebreaks.engine`: the team families (:mod:`core.teams.buchholz`,
``sonneborn``, ``own``, ``boards``) register there, the group codes (DE, EDE, …,
:mod:`core.teams.ede`) in :mod:`core.tiebreaks.group`. This module imports none of them.

An explanation's ``player`` and an item's ``opponent`` hold team ids (in a team event every
id names a team, formats.md 6.1); ``kind`` is the team round kind of 9.3. The value of TBR
and BBE is a :class:`~core.board_key.BoardKey`; their explanation's ``value`` is ``None`` and
its items are the key's numbers, one per board.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from core.explain import Explanation, Item
from core.i18n.message import Msg
from core.model import PlayerId, Primary, TeamId, Tournament
from core.rules.base import RuleSet
from core.rules.fide import FideRuleSet
from core.scores import Value
from core.teams.matches import TeamRecords
from core.teams.scores import TeamView, team_rule_set, team_view
from core.tiebreaks.engine import Engine, Entrant
from core.tiebreaks.registry import Scope, TiebreakSpec


class TeamEngine(Engine):
    """Every team tie-break of one team event under one FIDE edition (rules.md 9.4-9.5).

    :raises UnknownRuleSetError: when ``rules`` is not a FIDE edition (9.4).
    """

    scope = Scope.TEAMS
    rules: FideRuleSet

    def __init__(self, records: TeamRecords, rules: RuleSet | str) -> None:
        super().__init__(
            team_rule_set(rules, records.tournament.start_date),
            [PlayerId(int(tid)) for tid in records.ids],
            records.scoring.primary,
        )
        self.records = records
        self.primary: Primary = records.scoring.primary
        self._views: dict[tuple[Primary, bool], TeamView] = {}

    def name(self, pid: PlayerId | None) -> str:
        """Return the name of team ``pid`` ("" for none)."""
        return "" if pid is None else self.records.name(TeamId(int(pid)))

    @property
    def tournament(self) -> Tournament:
        """The event as evaluated (k rounds)."""
        return self.records.tournament

    @property
    def rounds_counted(self) -> int:
        """k: the rounds evaluated."""
        return self.records.k

    def entrants(self) -> Mapping[PlayerId, Entrant]:
        """Return the teams by id."""
        return {pid: self.records[TeamId(int(pid))].team for pid in self.ids}

    def standing(self) -> tuple[dict[PlayerId, Fraction], list[list[PlayerId]]]:
        """Return every team's primary score (MP or GP, rules.md 9.7) and the groups of equal
        score, best first, teams within a group by id."""
        mp = self.primary is Primary.MP
        points: dict[PlayerId, Fraction] = {}
        for pid in self.ids:
            rec = self.records[TeamId(int(pid))]
            points[pid] = rec.mp if mp else rec.gp
        by_score: dict[Fraction, list[PlayerId]] = {}
        for pid in sorted(self.ids):
            by_score.setdefault(points[pid], []).append(pid)
        return points, [by_score[s] for s in sorted(by_score, reverse=True)]

    def named_scores(self) -> Mapping[PlayerId, Mapping[Primary, Fraction]]:
        """Return every team's match and game points."""
        out = {}
        for pid in self.ids:
            rec = self.records[TeamId(int(pid))]
            out[pid] = {Primary.MP: rec.mp, Primary.GP: rec.gp}
        return out

    def view(self, score: Primary, fore: bool = False) -> TeamView:
        """Return the view on ``score`` (of the fore crosstable of 8.3 when ``fore``)."""
        key = (score, fore)
        if key not in self._views:
            self._views[key] = team_view(self.records, self.rules, score, fore)
        return self._views[key]

    def make(
        self,
        spec: TiebreakSpec,
        team: TeamId,
        value: Value,
        items: tuple[Item, ...],
        summary: Msg | None,
    ) -> tuple[Value, Explanation]:
        """Return ``value`` with its explanation for ``team`` (a board key is shown in the
        items, not as the explanation's value)."""
        shown = value if isinstance(value, Fraction) else None
        return value, self.explanation(spec, PlayerId(team), shown, items, summary)
