"""Standings of either kind of event: the entrants (players, or the teams of a team event) by
their primary score, then the tie-breaks of the order, shared ranks and warnings (rules.md 8,
9.7). ``why`` (:mod:`core.engine.why`) reads them.

One :class:`Standings` for both scopes. What differs is data the shared code reads:

* the engine (:class:`~core.tiebreaks.engine.PlayerEngine` or
  :class:`~core.teams.engine.TeamEngine`) gives the entrants, their primary score and the
  tie-break values through one interface;
* a team row also carries the team's match and game points as named scores
  (:attr:`Row.scores`, keyed by :class:`~core.model.Primary`; :attr:`Standings.scores` names
  them, empty for players), and its values may be board keys (TBR, BBE);
* the few messages that name the score ("3 points" or "3 MP") come from the
  :data:`WORDING` of the scope.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from core.engine.arbiter import arbiter_order, single_winner_problem
from core.engine.presets import default_preset, get_preset, lichess_id
from core.engine.progress import Progress, prepare
from core.errors import InvalidOptionError
from core.explain import Explanation
from core.i18n.message import Msg, msg
from core.model import Player, PlayerId, Primary, TeamScoring, Tournament
from core.rules import resolve_rule_set
from core.rules.base import RuleSet
from core.scores import Value
from core.tiebreaks.engine import Engine, Entrant, PlayerEngine
from core.tiebreaks.group import WhyArgs, group_tiebreak
from core.tiebreaks.registry import Scope, TiebreakSpec, parse_code, split_order
from core.tiebreaks.split import Split, latest_placement, split_by_order


class WarningCode(enum.StrEnum):
    """What a standings warning is about (rules.md 8.3); the value is its code in every
    output (``[unbroken-tie]``, JSON ``"code"``). A string enum, so a reader may compare it
    with the documented code."""

    UNBROKEN_TIE = "unbroken-tie"
    SINGLE_WINNER_TIE = "single-winner-tie"
    BUCHHOLZ_IN_ROUND_ROBIN = "buchholz-in-round-robin"
    RATING_TIEBREAK_DROPPED = "rating-tiebreak-dropped"
    COLOURS_MISSING = "colours-missing"


@dataclass(frozen=True, slots=True)
class Warning:
    """A condition the standings report (rules.md 8.3)."""

    code: WarningCode
    message: Msg
    players: tuple[PlayerId, ...] = ()
    """The entrants it concerns (players, or teams in a team event)."""


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the standings: ``points`` is the primary score (points; a team's MP or
    GP, rules.md 9.7), ``scores`` a team's match and game points (empty for a player)."""

    rank: int
    shared: bool
    entrant: Entrant
    points: Fraction
    values: dict[str, Value]
    scores: Mapping[Primary, Fraction]

    @property
    def id(self) -> PlayerId:
        """The entrant's id (a team's id in a team event)."""
        return PlayerId(int(self.entrant.id))

    @property
    def name(self) -> str:
        """The entrant's name."""
        return self.entrant.name

    @property
    def player(self) -> Player:
        """The player of an individual event's row.

        :raises TypeError: on a team's row, which has no player record.
        """
        if isinstance(self.entrant, Player):
            return self.entrant
        raise TypeError(f"{self.entrant.name} is a team")


@dataclass(frozen=True, slots=True)
class WhyResult:
    """Which criterion put one entrant above the other, with both sides."""

    above: PlayerId
    below: PlayerId
    criterion: str | None
    text: Msg
    explanations: tuple[Explanation, ...]


@dataclass(frozen=True, slots=True)
class Wording:
    """The message keys that name the primary score, per scope (a team's "3 MP" against a
    player's "3 points"); each takes the arguments its standard key does, and ``score``."""

    points: str
    why_points: str
    why_shared: str
    unbroken_tie: str
    ties_none: str
    name_column: str
    rules_line: str  # a team's takes ``primary`` as well
    rules_markdown: str
    same_entrant: str


WORDING = {
    Scope.PLAYERS: Wording(
        "points",
        "why.points",
        "why.shared",
        "warning.unbroken-tie",
        "cli.ties.none",
        "standings.column.name",
        "standings.rules",
        "standings.rules-markdown",
        "cli.error.same-player",
    ),
    Scope.TEAMS: Wording(
        "teamstd.score",
        "teamstd.why.score",
        "teamstd.why.shared",
        "teamstd.warning.unbroken-tie",
        "teams.ties.none",
        "teamstd.column.team",
        "teamstd.rules",
        "teamstd.rules-markdown",
        "teamstd.error.same-team",
    ),
}


class Standings:
    """The result of :func:`compute_standings`, built whole."""

    def __init__(
        self,
        engine: Engine,
        tournament: Tournament,
        rounds_counted: int,
        specs: tuple[TiebreakSpec, ...],
        rows: tuple[Row, ...],
        warnings: tuple[Warning, ...],
        split: Split,
        rules_how: Msg,
        progress: Progress | None,
    ) -> None:
        self._engine = engine
        self.tournament = tournament
        """The event as evaluated (truncated to the rounds counted)."""
        self.rounds_counted = rounds_counted
        """k: the rounds evaluated."""
        self.specs = specs
        self.rows = rows
        self.warnings = warnings
        self._split = split
        self.rules_how = rules_how
        self.progress = progress
        """The round in progress, when a game is pending (:mod:`core.engine.progress`)."""
        self.places = {s.code: s.places for s in specs}
        self._positions: dict[PlayerId, int] | None = None
        self._stage_maps: dict[int, dict[PlayerId, int]] = {}

    @property
    def scope(self) -> Scope:
        """Players or teams."""
        return self._engine.scope

    @property
    def rule_set(self) -> RuleSet:
        """The rule set applied."""
        return self._engine.rules

    @property
    def rules(self) -> str:
        """The id of the rule set applied (one edition, never plain ``fide``)."""
        return self._engine.rules.id

    @property
    def primary(self) -> Primary | None:
        """The score teams are ranked by (``None`` for players, ranked by points)."""
        return self._engine.primary

    @property
    def scores(self) -> tuple[Primary, ...]:
        """The named scores every row carries in :attr:`Row.scores`: MP and GP for teams,
        none for players."""
        return tuple(Primary) if self.scope is Scope.TEAMS else ()

    @property
    def team_scoring(self) -> TeamScoring | None:
        """The match points of a team event as applied (``--match-points``), else None."""
        if self.scope is not Scope.TEAMS:
            return None
        return self.tournament.team_scoring or TeamScoring()

    @property
    def wording(self) -> Wording:
        """The message keys naming the primary score in this scope."""
        return WORDING[self.scope]

    @property
    def order(self) -> tuple[str, ...]:
        """The tie-break codes applied, in order."""
        return tuple(s.code for s in self.specs)

    def points_msg(self, points: Fraction) -> Msg:
        """Say ``points`` of the primary score ("3 points", "3 MP")."""
        if self.primary is None:
            return msg(self.wording.points, count=points)
        return msg(self.wording.points, count=points, score=score_msg(self.primary))

    def score_line(self, row: Row) -> Msg:
        """Say a row's score: "4½ points", or a team's "7 MP, 13.5 GP"."""
        if row.scores:
            return msg("teamstd.mp-gp", mp=row.scores[Primary.MP], gp=row.scores[Primary.GP])
        return msg("points", count=row.points)

    def name(self, pid: PlayerId | None) -> str:
        """Return the name of entrant ``pid`` ("" for none)."""
        return self._engine.name(pid)

    def spec(self, code: str) -> TiebreakSpec:
        """Return ``code`` parsed in this event's scope (team codes on its primary score)."""
        return self._engine.spec(code)

    def row(self, pid: PlayerId) -> Row:
        """Return the row of ``pid``.

        :raises KeyError: for an entrant not in the standings.
        """
        return self.rows[self.position(pid)]

    def position(self, pid: PlayerId) -> int:
        """Return the 0-based place of ``pid`` in :attr:`rows`."""
        if self._positions is None:
            self._positions = {r.id: i for i, r in enumerate(self.rows)}
        return self._positions[pid]

    def stage(self, index: int) -> dict[PlayerId, int]:
        """Return, for each entrant, its group after the score (0) and after each tie-break
        of the order (1, 2, ...): entrants with the same number were still level then."""
        found = self._stage_maps.get(index)
        if found is None:
            found = self._stage_maps[index] = _stage(self._split.stages[index])
        return found

    def explain(self, pid: PlayerId, code: str) -> Explanation:
        """Return the explanation of tie-break ``code`` for ``pid`` (a group code: of the
        last group it ordered for ``pid``)."""
        spec = self.spec(code)
        if spec.group:
            placement = latest_placement(self.specs, self._split.placements, spec, pid)
            value = self.row(pid).values.get(spec.code)
            shown = value if isinstance(value, Fraction) else None
            return group_tiebreak(spec).explain(self._engine, spec, pid, placement, shown)
        return self._engine.explain(spec, pid)

    def why_group(self, spec: TiebreakSpec, args: WhyArgs) -> Msg:
        """Say why group tie-break ``spec`` separated ``args.above`` and ``args.below``."""
        return group_tiebreak(spec).why(self._engine, spec, args)


def score_msg(score: Primary) -> Msg:
    """Return the short name of a team score (``MP``, ``GP``) as a message."""
    return msg(f"teams.score.{score.value.lower()}")


def resolve_order(
    t: Tournament, *, rules: str | None, order: Sequence[str] | str | None, preset: str | None
) -> tuple[str, list[str], str | None]:
    """Return the rule-set name, the codes of the order as written and the primary score a
    named team preset sets (rules.md 7, 8.1 step 2, 9.6).

    :raises InvalidOptionError: for a preset of the other kind of event.
    """
    named = preset is not None  # a default preset keeps a team event's own primary score
    if preset is None and order is None:
        preset = default_preset(t)
    base_rules = "fide"
    codes: list[str] = []
    primary: str | None = None
    if preset is not None:
        p = get_preset(preset)
        if p.team != t.system.is_team:
            key = "teamstd.error.team-preset" if p.team else "teamstd.error.individual-preset"
            raise InvalidOptionError(msg(key, preset=p.name))
        base_rules = p.rules
        codes = list(p.order)
        primary = p.primary if named else None
    if order is not None:
        codes = split_order(order)
    return (rules or base_rules), codes, primary


def compute_standings(
    t: Tournament,
    *,
    rules: str | None = None,
    order: Sequence[str] | str | None = None,
    preset: str | None = None,
    after_round: int | None = None,
    unrated_rating: int | None = None,
    lots_seed: int | None = None,
    single_winner: bool | None = None,
    live: bool = False,
    primary: str | None = None,
    match_points: str | None = None,
) -> Standings:
    """Return the standings of ``t`` (rules.md 8.1): its players, or the teams of a team
    event (9.7) by the primary score, then each code of the order.

    An event with pending games (a round in progress) is counted after its last complete
    round; ``live`` adds the finished games of the round in progress (provisional
    standings). :attr:`Standings.progress` says which.

    ``lots_seed`` records a drawing of lots (the tie-break ``LOTS``, added at the end of the
    order); ``single_winner`` (default: the tournament's setting) warns when the final
    standings leave first place shared (:mod:`core.engine.arbiter`). A team event takes
    ``primary`` (``MP``/``GP``) and ``match_points`` (``W,D,L[,PAB]``, formats.md 6.4); its
    default preset is ``fide-team-swiss`` or ``fide-team-round-robin`` (9.6), its rule set
    a FIDE edition (9.4).

    :raises UnknownRuleSetError, UnknownTiebreakError: for bad names (a team event: a rule
        set other than the FIDE editions, a code that is not a team code).
    :raises InvalidOptionError: for ``LOTS`` without a seed, a preset of the other kind of
        event, an option the kind of event does not take.
    """
    if live and t.system.is_team:
        # A match in progress has no place in the team records, which give every team each
        # of the k rounds: counted as an absence it would move the opponents' Buchholz.
        raise InvalidOptionError(msg("teamstd.error.option", option="live"))
    t, after_round, progress = prepare(t, after_round=after_round, live=live)
    rule_name, codes, preset_primary = resolve_order(t, rules=rules, order=order, preset=preset)
    if t.system.is_team:
        engine, t = _team_engine(
            t,
            rule_name,
            after_round=after_round,
            primary=primary or preset_primary,
            match_points=match_points,
            refused={"lots": lots_seed, "unrated-rating": unrated_rating},
        )
        specs = [engine.spec(c) for c in codes]
    else:
        if primary is not None or match_points is not None:
            raise InvalidOptionError(msg("teamstd.error.individual-event"))
        specs = [parse_code(c) for c in codes]
        t, specs = arbiter_order(t, specs, lots_seed)
        rule_set, _ = resolve_rule_set(rule_name, t.start_date)
        engine = PlayerEngine(t, rule_set, after_round=after_round, unrated_rating=unrated_rating)
        t = engine.tournament
    how = _how(t, rule_name, rules=rules, preset=preset, order=order)
    return _rank(
        engine, t, specs, how, progress, single_winner=single_winner, unrated=unrated_rating
    )


def _team_engine(
    t: Tournament,
    rule_name: str,
    *,
    after_round: int | None,
    primary: str | None,
    match_points: str | None,
    refused: Mapping[str, object],
) -> tuple[Engine, Tournament]:
    """The engine of a team event with ``--primary`` and ``--match-points`` applied.

    The arbiter's last criteria (MANUAL, LOTS) and the rating options are individual
    families: a team event refuses them."""
    from core.teams.engine import TeamEngine
    from core.teams.matches import team_records
    from core.teams.options import with_team_options

    for option, given in refused.items():
        if given is not None:
            raise InvalidOptionError(msg("teamstd.error.option", option=option))
    if after_round is not None:
        # As the individual standings (core.engine.context): a round outside 0..k is a usage
        # error, never a silent slice (-1 would drop the last round).
        if not 0 <= after_round <= t.rounds_played:
            raise InvalidOptionError(
                msg("error.after-round", round=after_round, last=t.rounds_played)
            )
        t = t.after_round(after_round)
    t = with_team_options(t, primary=primary, match_points=match_points)
    return TeamEngine(team_records(t), rule_name), t


def _how(
    t: Tournament,
    rule_name: str,
    *,
    rules: str | None,
    preset: str | None,
    order: Sequence[str] | str | None,
) -> Msg:
    """Say how the rule set was chosen: by date, given, by the preset, or by the import."""
    _, how = resolve_rule_set(rule_name, t.start_date)
    if how.key != "rules.how.given" or rules is not None:
        return how
    if preset is not None:
        return msg("rules.how.preset", preset=preset)  # the preset named the rule set
    if order is None and lichess_id(t) is not None:
        return msg("lichess.how.imported")  # an event imported from lichess (rules.md 7)
    return how


def _rank(
    engine: Engine,
    t: Tournament,
    specs: list[TiebreakSpec],
    how: Msg,
    progress: Progress | None,
    *,
    single_winner: bool | None,
    unrated: int | None,
) -> Standings:
    """Rank the entrants of ``engine`` by the primary score, then ``specs`` (rules.md 8.1)."""
    warnings: list[Warning] = []
    bad = tuple(s.code for s in specs if s.family.buchholz)
    if t.system.is_round_robin and bad:
        warnings.append(
            Warning(
                WarningCode.BUCHHOLZ_IN_ROUND_ROBIN,
                msg("warning.buchholz-in-round-robin", codes=bad),
            )
        )
    k = engine.rounds_counted
    specs = _drop_unusable(t, k, specs, warnings, engine, unrated)
    values: dict[str, dict[PlayerId, Value]] = {}
    for s in specs:
        if s.code in values:
            continue
        values[s.code] = dict.fromkeys(engine.ids) if s.group else engine.values(s)  # type: ignore[assignment]
    points, groups = engine.standing()
    # The groups after the score and after each tie-break; why() reads them.
    split = split_by_order(engine, specs, groups, values)
    rows: list[Row] = []
    place = 1
    tied: list[tuple[int, tuple[PlayerId, ...]]] = []
    for g in split.final:
        shared = len(g) > 1
        if shared:
            tied.append((place, tuple(g)))
        for pid in g:
            rows.append(
                Row(
                    place,
                    shared,
                    engine.entrant(pid),
                    points[pid],
                    {s.code: values[s.code][pid] for s in specs},
                    engine.named_scores(pid),
                )
            )
        place += len(g)
    wording = WORDING[engine.scope]
    order_codes = tuple(s.code for s in specs)
    score = None if engine.primary is None else score_msg(engine.primary)
    for rank, g2 in tied:
        names = tuple(engine.name(p) for p in g2)
        single = None if rank != 1 else single_winner_problem(t, k, specs, g2, names, single_winner)
        if single is not None:  # the regulations require a single winner
            warnings.append(Warning(WarningCode.SINGLE_WINNER_TIE, single, g2))
            continue
        key = wording.unbroken_tie + ("" if order_codes else "-no-order")
        text = msg(key, players=names, codes=order_codes, rank=rank)
        if score is not None:
            text = msg(key, players=names, score=score, codes=order_codes, rank=rank)
        warnings.append(Warning(WarningCode.UNBROKEN_TIE, text, g2))
    return Standings(engine, t, k, tuple(specs), tuple(rows), tuple(warnings), split, how, progress)


def _drop_unusable(
    t: Tournament,
    k: int,
    specs: list[TiebreakSpec],
    warnings: list[Warning],
    engine: Engine,
    unrated_rating: int | None,
) -> list[TiebreakSpec]:
    """Leave out the rating tie-breaks when a player is unrated and the colour tie-breaks
    when a played game has no colour, saying so (rules.md 8.3; no team code needs either)."""
    unrated = tuple(p.id for p in t.players if p.rating is None)
    if unrated and unrated_rating is None and any(s.family.rating for s in specs):
        dropped = tuple(s.code for s in specs if s.family.rating)
        specs = [s for s in specs if not s.family.rating]
        warnings.append(
            Warning(
                WarningCode.RATING_TIEBREAK_DROPPED,
                msg(
                    "warning.rating-tiebreak-dropped",
                    codes=dropped,
                    players=tuple(engine.name(p) for p in unrated),
                ),
                unrated,
            )
        )
    if any(s.family.colours for s in specs):
        missing = tuple(
            sorted(
                {
                    p.id
                    for p in t.players
                    for r in p.results[:k]
                    if r.outcome.is_played and r.color is None
                }
            )
        )
        if missing:
            dropped = tuple(s.code for s in specs if s.family.colours)
            specs = [s for s in specs if not s.family.colours]
            warnings.append(
                Warning(
                    WarningCode.COLOURS_MISSING,
                    msg("warning.colours-missing", codes=dropped),
                    missing,
                )
            )
    return specs


def _stage(groups: list[list[PlayerId]]) -> dict[PlayerId, int]:
    return {p: i for i, g in enumerate(groups) for p in g}


def engine_for(
    t: Tournament, *, rules: str, after_round: int | None = None, unrated_rating: int | None = None
) -> Engine:
    """Return the engine of ``t`` under ``rules``: its players', or its teams' for a team
    event (whose rule set is a FIDE edition, rules.md 9.4)."""
    if t.system.is_team:
        engine, _ = _team_engine(
            t, rules, after_round=after_round, primary=None, match_points=None, refused={}
        )
        return engine
    rule_set, _ = resolve_rule_set(rules, t.start_date)
    return PlayerEngine(t, rule_set, after_round=after_round, unrated_rating=unrated_rating)


def tiebreak_values(
    t: Tournament,
    code: str,
    *,
    rules: str,
    after_round: int | None = None,
    unrated_rating: int | None = None,
) -> dict[PlayerId, Value]:
    """Return the value of numeric tie-break ``code`` for every entrant under ``rules``."""
    engine = engine_for(t, rules=rules, after_round=after_round, unrated_rating=unrated_rating)
    return dict(engine.values(code))


def explain(
    t: Tournament, pid: PlayerId, code: str, *, rules: str, after_round: int | None = None
) -> Explanation:
    """Return the explanation of numeric tie-break ``code`` for entrant ``pid`` under
    ``rules``."""
    return engine_for(t, rules=rules, after_round=after_round).explain(code, pid)


__all__ = [
    "Row",
    "Standings",
    "Warning",
    "WarningCode",
    "WhyResult",
    "compute_standings",
    "explain",
    "tiebreak_values",
]
