"""Team standings: teams ranked by the primary score, then the order (rules.md 9.7 with 8.1),
shared ranks, warnings, and why one team is above another (8.2).

The numeric team codes come from :class:`core.teams.engine.TeamTiebreaks`; the group codes
(DE, EDE, EDET, …) from :mod:`core.teams.ede`, called through the group protocol by the same
:func:`core.tiebreaks.split.split_by_order` the individual standings use. Team ids travel
as the standings' ids (``PlayerId``), as in explanations.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from core.engine.presets import default_preset, get_preset
from core.engine.progress import Progress, prepare
from core.engine.standings import Warning
from core.errors import InvalidOptionError
from core.explain import Explanation
from core.formats.limits import scoring_problem
from core.i18n.message import Msg, msg
from core.model import PlayerId, Primary, Team, TeamId, TeamScoring, Tournament
from core.rules import resolve_rule_set
from core.scores import parse_score
from core.teams.codes import TeamSpec, TeamValue, parse_team_code
from core.teams.ede import TEAM_GROUPS
from core.teams.engine import TeamTiebreaks
from core.teams.matches import TeamRecords, team_records
from core.tiebreaks.group import GroupTiebreak, WhyArgs
from core.tiebreaks.registry import split_order
from core.tiebreaks.split import Split, latest_placement, split_by_order

BUCHHOLZ_BASES = frozenset({"BH", "FB", "AOB"})
"""The team codes of art. 8, which C.07 2026 forbids in round robins (rules.md 9.4)."""


@dataclass(frozen=True, slots=True)
class TeamRow:
    """One line of the team standings: ``points`` is the primary score (rules.md 9.7)."""

    rank: int
    shared: bool
    team: Team
    points: Fraction
    mp: Fraction
    gp: Fraction
    values: dict[str, TeamValue]


class TeamStandings:
    """The result of :func:`compute_team_standings`."""

    def __init__(
        self,
        engine: TeamTiebreaks,
        specs: tuple[TeamSpec, ...],
        rows: tuple[TeamRow, ...],
        warnings: tuple[Warning, ...],
        split: Split,
        rules_how: Msg,
        progress: Progress | None,
    ) -> None:
        self.engine = engine
        self.specs = specs
        self.rows = rows
        self.warnings = warnings
        self._split = split
        self.rules_how = rules_how
        self.progress = progress
        self.places = {s.code: s.places for s in specs}
        self._positions = {PlayerId(r.team.id): i for i, r in enumerate(rows)}

    @property
    def records(self) -> TeamRecords:
        """The matches of the event as evaluated."""
        return self.engine.records

    @property
    def tournament(self) -> Tournament:
        """The event as evaluated (k rounds)."""
        return self.engine.records.tournament

    @property
    def rules(self) -> str:
        """The FIDE edition applied."""
        return self.engine.rules.id

    @property
    def primary(self) -> Primary:
        """The score the teams are ranked by."""
        return self.engine.primary

    @property
    def order(self) -> tuple[str, ...]:
        """The tie-break codes applied, in order."""
        return tuple(s.code for s in self.specs)

    @property
    def rounds_counted(self) -> int:
        """k: the rounds evaluated."""
        return self.engine.records.k

    def name(self, team: PlayerId) -> str:
        """The name of ``team``."""
        return self.records.name(TeamId(int(team)))

    def position(self, team: PlayerId) -> int:
        """Return the 0-based place of ``team`` in :attr:`rows`."""
        return self._positions[team]

    def row(self, team: PlayerId) -> TeamRow:
        """Return the row of ``team``."""
        return self.rows[self.position(team)]

    def stage(self, index: int) -> dict[PlayerId, int]:
        """Return each team's group after the score (0) and after each code (1, 2, …)."""
        return {p: i for i, g in enumerate(self._split.stages[index]) for p in g}

    def explain(self, team: PlayerId, code: str) -> Explanation:
        """Return the explanation of ``code`` for ``team`` (a group code: of the last group
        it ordered for the team)."""
        spec = parse_team_code(code, self.primary)
        if spec.group:
            placement = latest_placement(self.specs, self._split.placements, spec, team)
            value = self.row(team).values.get(spec.code)
            shown = value if isinstance(value, Fraction) else None
            return _group_of(spec).explain(self.engine, spec, team, placement, shown)
        return self.engine.explain(spec, TeamId(int(team)))

    def why_group(self, spec: TeamSpec, args: WhyArgs) -> Msg:
        """Say why group code ``spec`` separated ``args.above`` and ``args.below``."""
        return _group_of(spec).why(self.engine, spec, args)


def _group_of(spec: TeamSpec) -> GroupTiebreak[Any, TeamSpec]:
    """The group tie-break of a team group code (:data:`core.teams.ede.TEAM_GROUPS`)."""
    return TEAM_GROUPS[spec.base]


def parse_match_points(text: str) -> TeamScoring:
    """Return the match points ``W,D,L[,PAB]`` of ``--match-points`` (formats.md 6.4).

    :raises InvalidOptionError: for anything but three or four numbers of points, each
        bounded as a team file's match points are (read by :func:`core.scores.parse_score`,
        no exponent; from 0 to 1000 with at most 3 decimals).
    """
    parts = [p.strip() for p in text.split(",")]
    try:
        nums = [parse_score(p) for p in parts]
    except ValueError:
        nums = []
    if len(nums) not in (3, 4) or any(scoring_problem(n) is not None for n in nums):
        raise InvalidOptionError(msg("teamstd.error.match-points", text=text))
    return TeamScoring(nums[0], nums[1], nums[2], nums[3] if len(nums) == 4 else None)


def with_team_options(
    t: Tournament, *, primary: str | None = None, match_points: str | None = None
) -> Tournament:
    """Return ``t`` with ``--primary`` and ``--match-points`` applied (formats.md 6.4).

    :raises InvalidOptionError: on an individual event, or for a bad value.
    """
    if primary is None and match_points is None:
        return t
    if not t.system.is_team:
        raise InvalidOptionError(msg("teamstd.error.individual-event"))
    scoring = t.team_scoring or TeamScoring()
    if match_points is not None:
        scoring = replace(parse_match_points(match_points), primary=scoring.primary)
    if primary is not None:
        try:
            scoring = replace(scoring, primary=Primary(primary.strip().upper()))
        except ValueError:
            raise InvalidOptionError(msg("teamstd.error.primary", text=primary)) from None
    return replace(t, team_scoring=scoring)


def compute_team_standings(
    t: Tournament,
    *,
    rules: str | None = None,
    order: Sequence[str] | str | None = None,
    preset: str | None = None,
    primary: str | None = None,
    after_round: int | None = None,
) -> TeamStandings:
    """Return the standings of the team event ``t`` (rules.md 9.7, 8.1): teams by the
    primary score, then each code of the order; ``fide-team-swiss`` or
    ``fide-team-round-robin`` when neither a preset nor an order is given (9.6). The primary
    score is ``primary`` if given, else that of a preset named, else the event's own.

    :raises UnknownRuleSetError: for a rule set other than ``fide``, ``fide-2024``,
        ``fide-2026`` (9.4), or an unknown preset.
    :raises UnknownTiebreakError: for a code that is not a team code (rating and colour
        codes included, 9.7).
    :raises InvalidOptionError: for an individual preset, or ``after_round`` outside
        0 to the rounds played.
    """
    t, after_round, progress = prepare(t, after_round=after_round, live=False)
    if after_round is not None:
        # As the individual standings (core.engine.context): a round outside 0..k is a usage
        # error, never a silent slice (-1 would drop the last round).
        if not 0 <= after_round <= t.rounds_played:
            raise InvalidOptionError(
                msg("error.after-round", round=after_round, last=t.rounds_played)
            )
        t = t.after_round(after_round)
    named = preset is not None  # a default preset keeps the event's own primary score
    if preset is None and order is None:
        preset = default_preset(t)
    rule_name, codes = "fide", []
    if preset is not None:
        chosen = get_preset(preset)
        if not chosen.team:
            raise InvalidOptionError(msg("teamstd.error.individual-preset", preset=chosen.name))
        rule_name, codes = chosen.rules, list(chosen.order)
        if primary is None and named:
            primary = chosen.primary
    if order is not None:
        codes = split_order(order)
    t = with_team_options(t, primary=primary)
    records = team_records(t)
    engine = TeamTiebreaks(records, rules or rule_name)
    how = _how(rules or rule_name, t, preset if rules is None else None)
    specs = tuple(parse_team_code(c, engine.primary) for c in codes)
    warnings: list[Warning] = []
    bad = tuple(s.code for s in specs if s.base in BUCHHOLZ_BASES)
    if bad and t.system.value == "team-round-robin":
        warnings.append(
            Warning("buchholz-in-round-robin", msg("warning.buchholz-in-round-robin", codes=bad))
        )
    ids = [PlayerId(int(tid)) for tid in records.ids]
    values: dict[str, dict[PlayerId, Any]] = {}
    for s in specs:
        if s.group:
            values[s.code] = dict.fromkeys(ids)
        elif s.code not in values:
            values[s.code] = {PlayerId(int(k)): v for k, v in engine.values(s).items()}
    score = {p: _total(records, p, engine.primary) for p in ids}
    by_score: dict[Fraction, list[PlayerId]] = {}
    for p in sorted(ids):
        by_score.setdefault(score[p], []).append(p)
    groups = [by_score[s] for s in sorted(by_score, reverse=True)]
    split = split_by_order(engine, specs, groups, values, _group_of)
    rows: list[TeamRow] = []
    place = 1
    for g in split.final:
        for p in g:
            rec = records[TeamId(int(p))]
            rows.append(
                TeamRow(
                    place,
                    len(g) > 1,
                    rec.team,
                    score[p],
                    rec.mp,
                    rec.gp,
                    {s.code: values[s.code][p] for s in specs},
                )
            )
        if len(g) > 1:
            names = tuple(records.name(TeamId(int(p))) for p in g)
            key = "teamstd.warning.unbroken-tie" + ("" if specs else "-no-order")
            unit = msg(f"teams.score.{engine.primary.value.lower()}")
            shown = tuple(s.code for s in specs)
            text = msg(key, players=names, score=unit, codes=shown, rank=place)
            warnings.append(Warning("unbroken-tie", text, tuple(g)))
        place += len(g)
    return TeamStandings(engine, specs, tuple(rows), tuple(warnings), split, how, progress)


def _total(records: TeamRecords, team: PlayerId, score: Primary) -> Fraction:
    rec = records[TeamId(int(team))]
    return rec.mp if score is Primary.MP else rec.gp


def _how(rules: str, t: Tournament, preset: str | None) -> Msg:
    """Say how the rule set was chosen (by date, given, or by the preset)."""
    _, how = resolve_rule_set(rules, t.start_date)
    if preset is not None and how.key == "rules.how.given":
        return msg("rules.how.preset", preset=preset)
    return how
