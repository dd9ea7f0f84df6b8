"""Standings: points, then the tie-breaks of the order, shared ranks, warnings, and why one
player is above another (rules.md 8)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from core.engine.arbiter import arbiter_order, single_winner_problem
from core.engine.presets import default_preset, get_preset, lichess_id
from core.engine.progress import Progress, prepare
from core.errors import InvalidOptionError
from core.explain import Explanation, Item
from core.i18n.message import Msg, msg
from core.model import ROUNDS_UNKNOWN, Player, PlayerId, Tournament
from core.rules import resolve_rule_set
from core.tiebreaks.engine import Engine
from core.tiebreaks.group import WhyArgs, group_tiebreak
from core.tiebreaks.registry import TiebreakSpec, parse_code, split_order
from core.tiebreaks.split import Split, latest_placement, split_by_order


@dataclass(frozen=True, slots=True)
class Warning:
    """A condition the standings report (rules.md 8.3)."""

    code: str
    message: Msg
    players: tuple[PlayerId, ...] = ()


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the standings."""

    rank: int
    shared: bool
    player: Player
    points: Fraction
    values: dict[str, Fraction | None]


@dataclass(frozen=True, slots=True)
class WhyResult:
    """Which criterion put one player above the other, with both sides."""

    above: PlayerId
    below: PlayerId
    criterion: str | None
    text: Msg
    explanations: tuple[Explanation, ...]


class Standings:
    """The result of :func:`compute_standings`."""

    def __init__(
        self,
        engine: Engine,
        order: tuple[TiebreakSpec, ...],
        rows: tuple[Row, ...],
        warnings: tuple[Warning, ...],
        split: Split,
        rules_how: Msg,
    ) -> None:
        self.engine = engine
        self.specs = order
        self.rows = rows
        self.warnings = warnings
        self._split = split
        self.rules_how = rules_how
        self.places = {s.code: s.family.places for s in order}
        self._positions: dict[PlayerId, int] | None = None
        self._stage_maps: dict[int, dict[PlayerId, int]] = {}
        self.progress: Progress | None = None
        """The round in progress, when a game is pending (:mod:`core.engine.progress`)."""

    @property
    def tournament(self) -> Tournament:
        """The tournament as evaluated."""
        return self.engine.tournament

    @property
    def rules(self) -> str:
        """The rule set applied (one edition, never plain ``fide``)."""
        return self.engine.rules.id

    @property
    def order(self) -> tuple[str, ...]:
        """The tie-break codes applied, in order."""
        return tuple(s.code for s in self.specs)

    @property
    def rounds_counted(self) -> int:
        """k: the rounds evaluated."""
        return self.engine.ctx.k

    def row(self, pid: PlayerId) -> Row:
        """Return the row of ``pid``.

        :raises KeyError: for a player not in the standings.
        """
        return self.rows[self.position(pid)]

    def position(self, pid: PlayerId) -> int:
        """Return the 0-based place of ``pid`` in :attr:`rows`."""
        if self._positions is None:
            self._positions = {r.player.id: i for i, r in enumerate(self.rows)}
        return self._positions[pid]

    def stage(self, index: int) -> dict[PlayerId, int]:
        """Return, for each player, its group after points (0) and after each tie-break of
        the order (1, 2, ...): players with the same number were still level then."""
        found = self._stage_maps.get(index)
        if found is None:
            found = self._stage_maps[index] = _stage(self._split.stages[index])
        return found

    def explain(self, pid: PlayerId, code: str) -> Explanation:
        """Return the explanation of tie-break ``code`` for ``pid``."""
        spec = parse_code(code)
        if spec.family.group:
            placement = latest_placement(self.specs, self._split.placements, spec, pid)
            value = self.row(pid).values.get(spec.code)
            return group_tiebreak(spec).explain(self.engine, spec, pid, placement, value)
        return self.engine.explain(spec, pid)

    def why_group(self, spec: TiebreakSpec, args: WhyArgs) -> Msg:
        """Say why group tie-break ``spec`` separated ``args.above`` and ``args.below``."""
        return group_tiebreak(spec).why(self.engine, spec, args)


def resolve_order(
    t: Tournament, *, rules: str | None, order: Sequence[str] | str | None, preset: str | None
) -> tuple[str, list[TiebreakSpec]]:
    """Return the rule-set name and the parsed order (rules.md 7, 8.1 step 2)."""
    if preset is None and order is None:
        preset = default_preset(t)
    base_rules = "fide"
    codes: list[str] = []
    if preset is not None:
        p = get_preset(preset)
        if p.team:  # a team preset on an individual event (rules.md 9.6)
            raise InvalidOptionError(msg("teamstd.error.team-preset", preset=p.name))
        base_rules = p.rules
        codes = list(p.order)
    if order is not None:
        codes = split_order(order)
    return (rules or base_rules), [parse_code(c) for c in codes]


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
) -> Standings:
    """Return the standings of ``t`` (rules.md 8.1).

    An event with pending games (a round in progress) is counted after its last complete
    round; ``live`` adds the finished games of the round in progress (provisional
    standings). :attr:`Standings.progress` says which.

    ``lots_seed`` records a drawing of lots (the tie-break ``LOTS``, added at the end of the
    order); ``single_winner`` (default: the tournament's setting) warns when the final
    standings leave first place shared (:mod:`core.engine.arbiter`).

    :raises UnknownRuleSetError, UnknownTiebreakError: for bad names.
    :raises InvalidOptionError: for ``LOTS`` without a seed, and for a team event (rules.md
        9), whose teams :func:`core.teams.standings.compute_team_standings` ranks.
    """
    if t.system.is_team:  # teams are ranked by core.teams.standings (rules.md 9.7)
        raise InvalidOptionError(msg("input.team.no-standings", system=t.system.value))
    t, after_round, progress = prepare(t, after_round=after_round, live=live)
    rule_name, specs = resolve_order(t, rules=rules, order=order, preset=preset)
    t, specs = arbiter_order(t, specs, lots_seed)
    rule_set, how = resolve_rule_set(rule_name, t.start_date)
    if rules is None and preset is not None and how.key == "rules.how.given":
        how = msg("rules.how.preset", preset=preset)  # the preset named the rule set
    elif (
        rules is None
        and preset is None
        and order is None
        and lichess_id(t) is not None
        and how.key == "rules.how.given"
    ):
        how = msg("lichess.how.imported")  # an event imported from lichess (rules.md 7)
    engine = Engine(t, rule_set, after_round=after_round, unrated_rating=unrated_rating)
    ctx = engine.ctx
    warnings: list[Warning] = []
    if ctx.round_robin:
        bad = [s.code for s in specs if s.family.buchholz]
        if bad:
            warnings.append(
                Warning(
                    "buchholz-in-round-robin",
                    msg("warning.buchholz-in-round-robin", codes=tuple(bad)),
                )
            )
    unrated = tuple(p.id for p in t.players if p.rating is None)
    if unrated and unrated_rating is None and any(s.family.rating for s in specs):
        dropped = [s.code for s in specs if s.family.rating]
        specs = [s for s in specs if not s.family.rating]
        warnings.append(
            Warning(
                "rating-tiebreak-dropped",
                msg(
                    "warning.rating-tiebreak-dropped",
                    codes=tuple(dropped),
                    players=tuple(ctx.name(p) for p in unrated),
                ),
                unrated,
            )
        )
    if dict(t.extra).get(ROUNDS_UNKNOWN) and any(s.family.rounds for s in specs):
        # a square round-robin table: its games sit in Berger rounds of our choosing
        dropped = [s.code for s in specs if s.family.rounds]
        specs = [s for s in specs if not s.family.rounds]
        warnings.append(
            Warning("rounds-unknown", msg("files.warning.rounds-unknown", codes=tuple(dropped)))
        )
    if any(s.family.colours for s in specs):
        missing = tuple(
            sorted(
                {
                    p.id
                    for p in t.players
                    for r in p.results[: ctx.k]
                    if r.outcome.is_played and r.color is None
                }
            )
        )
        if missing:
            dropped = [s.code for s in specs if s.family.colours]
            specs = [s for s in specs if not s.family.colours]
            warnings.append(
                Warning(
                    "colours-missing", msg("warning.colours-missing", codes=tuple(dropped)), missing
                )
            )
    values: dict[str, dict[PlayerId, Fraction | None]] = {}
    for s in specs:
        if not s.family.group:
            values[s.code] = engine.values(s)
        else:
            values[s.code] = {pid: None for pid in ctx.ids}
    # Groups of equal points, best first; players within a group by id.
    by_points: dict[int, list[PlayerId]] = {}
    for pid in sorted(ctx.ids):
        by_points.setdefault(ctx.score[pid], []).append(pid)
    # The groups after points and after each tie-break; why() reads them.
    split = split_by_order(
        engine, specs, [by_points[s] for s in sorted(by_points, reverse=True)], values
    )
    groups = split.final
    rows: list[Row] = []
    place = 1
    tied: list[tuple[int, tuple[PlayerId, ...]]] = []
    points: dict[int, Fraction] = {}  # one object per distinct score (see table_cells)
    for g in groups:
        shared = len(g) > 1
        if shared:
            tied.append((place, tuple(g)))
        for pid in g:
            units = ctx.score[pid]
            pts = points.get(units)
            if pts is None:
                pts = points[units] = ctx.frac(units)
            rows.append(
                Row(
                    place,
                    shared,
                    ctx.players[pid],
                    pts,
                    {s.code: values[s.code][pid] for s in specs},
                )
            )
        place += len(g)
    for rank, g2 in tied:
        order_codes = tuple(s.code for s in specs)
        names = tuple(ctx.name(p) for p in g2)
        single = (
            None if rank != 1 else single_winner_problem(t, ctx.k, specs, g2, names, single_winner)
        )
        if single is not None:  # the regulations require a single winner
            warnings.append(Warning("single-winner-tie", single, g2))
            continue
        warnings.append(
            Warning(
                "unbroken-tie",
                msg(
                    "warning.unbroken-tie" if order_codes else "warning.unbroken-tie-no-order",
                    players=tuple(ctx.name(p) for p in g2),
                    codes=order_codes,
                    rank=rank,
                ),
                g2,
            )
        )
    st = Standings(engine, tuple(specs), tuple(rows), tuple(warnings), split, how)
    st.progress = progress
    return st


def _stage(groups: list[list[PlayerId]]) -> dict[PlayerId, int]:
    return {p: i for i, g in enumerate(groups) for p in g}


def tiebreak_values(
    t: Tournament,
    code: str,
    *,
    rules: str,
    after_round: int | None = None,
    unrated_rating: int | None = None,
) -> dict[PlayerId, Fraction | None]:
    """Return the value of numeric tie-break ``code`` for every player under ``rules``."""
    rule_set, _ = resolve_rule_set(rules, t.start_date)
    engine = Engine(t, rule_set, after_round=after_round, unrated_rating=unrated_rating)
    spec = parse_code(code)
    return {pid: engine.value(spec, pid) for pid in engine.ctx.ids}


def explain(
    t: Tournament, pid: PlayerId, code: str, *, rules: str, after_round: int | None = None
) -> Explanation:
    """Return the explanation of numeric tie-break ``code`` for ``pid`` under ``rules``."""
    rule_set, _ = resolve_rule_set(rules, t.start_date)
    engine = Engine(t, rule_set, after_round=after_round)
    return engine.explain(code, pid)


__all__ = [
    "Item",
    "Row",
    "Standings",
    "Warning",
    "WhyResult",
    "compute_standings",
    "explain",
    "tiebreak_values",
]
