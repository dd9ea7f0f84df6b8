"""Team tie-break values with their explanations: the one entry point (rules.md 9.5).

``TeamTiebreaks(records, rules)`` applies one FIDE edition to one team event: the views of
:mod:`core.teams.scores` on MP and GP (and their fore versions for FB) are built once, on
first use, and every value is cached per code. ``values(spec)`` gives every team's value,
``explain(spec, team)`` one team's :class:`~core.explain.Explanation`;
:func:`team_value` gives both for every team.

An explanation's ``player`` and an item's ``opponent`` hold team ids (in a team event every
id names a team, formats.md 6.1); ``kind`` is the team round kind of 9.3. The value of TBR
and BBE is a :class:`~core.teams.codes.BoardKey`; their explanation's ``value`` is ``None``
and its items are the key's numbers, one per board. Group codes (DE, EDE, …) are ordered
by the team standings, not here: asking for one raises ``KeyError``.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from core.explain import Explanation, Item
from core.i18n.message import Msg
from core.model import PlayerId, Primary, TeamId, Tournament
from core.rules.base import RuleSet
from core.teams.codes import TeamSpec, TeamValue, parse_team_code
from core.teams.matches import TeamRecords, team_records
from core.teams.scores import TeamView, fore_records, kind_msg, team_rule_set, team_view
from core.teams.sums import Result

Family = Callable[["TeamTiebreaks", TeamSpec, TeamId], Result]


class TeamTiebreaks:
    """Every team tie-break of one team event under one FIDE edition (rules.md 9.4-9.5).

    :raises UnknownRuleSetError: when ``rules`` is not a FIDE edition (9.4).
    """

    def __init__(self, records: TeamRecords, rules: RuleSet | str) -> None:
        self.records = records
        self.rules = team_rule_set(rules, records.tournament.start_date)
        self.primary: Primary = records.scoring.primary
        self._views: dict[tuple[Primary, bool], TeamView] = {}
        self._results: dict[str, dict[TeamId, Result]] = {}
        self._fore: TeamRecords | None = None

    def spec(self, spec: TeamSpec | str) -> TeamSpec:
        """Return ``spec`` parsed against this event's primary score."""
        return parse_team_code(spec, self.primary) if isinstance(spec, str) else spec

    def view(self, score: Primary, fore: bool = False) -> TeamView:
        """Return the view on ``score`` (of the fore records of 8.3 when ``fore``)."""
        key = (score, fore)
        if key not in self._views:
            if fore and self._fore is None:
                self._fore = fore_records(self.records)
            records = self._fore if fore and self._fore is not None else self.records
            self._views[key] = team_view(records, self.rules, score)
        return self._views[key]

    def results(self, spec: TeamSpec | str) -> dict[TeamId, Result]:
        """Return every team's value and explanation of ``spec`` (computed once)."""
        spec = self.spec(spec)
        # "BH" names another score under another primary: the score is part of the key.
        key = f"{spec.code}@{spec.score.value}"
        if key not in self._results:
            fn = family(spec)
            self._results[key] = {tid: fn(self, spec, tid) for tid in self.records.ids}
        return self._results[key]

    def values(self, spec: TeamSpec | str) -> dict[TeamId, TeamValue]:
        """Return every team's value of ``spec``."""
        return {tid: r[0] for tid, r in self.results(spec).items()}

    def explain(self, spec: TeamSpec | str, team: TeamId) -> Explanation:
        """Return the explanation of ``spec`` for ``team``."""
        return self.results(spec)[team][1]

    def make(
        self,
        spec: TeamSpec,
        team: TeamId,
        value: TeamValue,
        items: tuple[Item, ...],
        summary: Msg | None,
    ) -> Result:
        """Return ``value`` with its explanation for ``team``."""
        shown = value if isinstance(value, Fraction) else None
        ex = Explanation(
            PlayerId(team),
            self.records.name(team),
            spec.code,
            self.rules.id,
            shown,
            items,
            summary,
            spec.places,
        )
        return value, ex


def team_value(
    t: Tournament, records: TeamRecords | None, spec: TeamSpec | str, rules: RuleSet | str
) -> dict[TeamId, Result]:
    """Return every team's value of ``spec`` with its explanation (rules.md 9.5) under
    ``rules`` (``fide``, ``fide-2024``, ``fide-2026``); ``records`` are
    :func:`~core.teams.matches.team_records` of ``t`` (``None``: built here). Build one
    :class:`TeamTiebreaks` instead when several codes are needed (the views are shared)."""
    return TeamTiebreaks(team_records(t) if records is None else records, rules).results(spec)


def family(spec: TeamSpec) -> Family:
    """Return the computation of ``spec``'s family (its module is imported on first use).

    :raises KeyError: for a group code (DE, EDE, …), which the team standings order.
    """
    from core.teams import boards, buchholz, own, sonneborn

    table: dict[str, Family] = {
        "BH": buchholz.buchholz,
        "FB": buchholz.buchholz,
        "AOB": buchholz.average_of_buchholz,
        "SSSC": buchholz.sssc,
        "EMMSB": sonneborn.extended_sb,
        "EMGSB": sonneborn.extended_sb,
        "EGMSB": sonneborn.extended_sb,
        "EGGSB": sonneborn.extended_sb,
        "MPVGP": own.secondary_score,
        "PS": own.progressive,
        "WIN": own.wins,
        "BC": boards.board_count,
        "TBR": boards.board_key,
        "BBE": boards.board_key,
    }
    if spec.group or spec.base not in table:
        raise KeyError(f"{spec.code} is a group tie-break of the team standings")
    return table[spec.base]


__all__ = ["Result", "TeamTiebreaks", "family", "kind_msg", "team_value"]
