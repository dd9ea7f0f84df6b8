"""The standings as data (rules.md 8, 9.7): :class:`Standings` of either kind of event, its
rows, warnings and the answer of ``why`` (:class:`WhyResult`);
:func:`core.engine.standings.compute_standings` builds them.

What differs between players and teams is data the shared code reads: a team row carries the
team's match and game points as named scores (:attr:`Row.scores`, keyed by
:class:`~core.model.Primary`; :attr:`Standings.scores` names them, empty for players), its
values may be board keys (TBR, BBE), and the few messages naming the score ("3 points", "3
MP") are keys of the engine's :class:`~core.tiebreaks.words.Words` (one table per kind).
"""

import enum
from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import TYPE_CHECKING, NamedTuple, cast

from core.engine.progress import Progress
from core.explain import Explanation
from core.i18n.message import Msg, msg
from core.model import Player, PlayerId, Primary, TeamScoring, Tournament
from core.rules.base import RuleSet
from core.scores import Value
from core.tiebreaks.engine import Engine, Entrant
from core.tiebreaks.registry import Scope, TiebreakSpec
from core.tiebreaks.split import Split, latest_placement
from core.tiebreaks.words import Words

if TYPE_CHECKING:  # the group tie-breaks, imported when one is explained
    from core.tiebreaks.group import WhyArgs


class WarningCode(enum.StrEnum):
    """What a standings warning is about (rules.md 8.3); the value is its code in every
    output (``[unbroken-tie]``, JSON ``"code"``). A string enum, so a reader may compare it
    with the documented code."""

    UNBROKEN_TIE = "unbroken-tie"
    SINGLE_WINNER_TIE = "single-winner-tie"
    BUCHHOLZ_IN_ROUND_ROBIN = "buchholz-in-round-robin"
    RATING_TIEBREAK_DROPPED = "rating-tiebreak-dropped"
    COLOURS_MISSING = "colours-missing"
    ROUNDS_UNKNOWN = "rounds-unknown"
    GAME_SCORES_MISSING = "game-scores-missing"
    NEAR_TWINS = "near-twins"


class Warning(NamedTuple):
    """A condition the standings report (rules.md 8.3)."""

    code: WarningCode
    message: Msg
    players: tuple[PlayerId, ...] = ()
    """The entrants it concerns (players, or teams in a team event)."""


_player_id = cast(Callable[[int], PlayerId], int)
"""``int`` itself, typed as making an entrant's id a :data:`PlayerId`: ``PlayerId(...)`` calls
``NewType.__call__`` for every row a table writes."""


class Row(NamedTuple):
    """One line of the standings: ``points`` is the primary score (points; a team's MP or
    GP, rules.md 9.7), ``scores`` a team's match and game points (empty for a player).

    A named tuple, not a frozen dataclass (docs/architecture.md: a big event's rows)."""

    rank: int
    shared: bool
    entrant: Entrant
    points: Fraction
    values: dict[str, Value]
    scores: Mapping[Primary, Fraction]

    @property
    def id(self) -> PlayerId:
        """The entrant's id (a team's id in a team event)."""
        return _player_id(self.entrant.id)

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


class WhyResult(NamedTuple):
    """Which criterion put one entrant above the other, with both sides."""

    above: PlayerId
    below: PlayerId
    criterion: str | None
    text: Msg
    explanations: tuple[Explanation, ...]


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
        # An explanation is immutable and costs a pass over the entrant's rounds: the page
        # of the standings (core.report) asks for each one from a card, a tie and a chart.
        self._explained: dict[tuple[PlayerId, str], Explanation] = {}

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
    def wording(self) -> Words:
        """The message keys of this kind of event (naming the primary score, a team's
        rounds): the engine's, chosen once (:data:`core.tiebreaks.engine.WORDS`)."""
        return self._engine.words

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

    def round_units(self) -> tuple[int, Mapping[PlayerId, list[int]]]:
        """Return every entrant's primary score of each round counted, in units of ``1 /
        unit``, as ``(unit, points by entrant)``: the engine's context made them once (a
        player's points, rules.md 2.3, 3.1; a team's match or game points, a match read as a
        game, 9.2)."""
        ctx = self._engine.ctx
        return ctx.den, ctx.points

    def kept(self, pid: PlayerId, code: str) -> bool:
        """Whether :meth:`explain` has made the explanation of ``code`` for ``pid`` already
        (asked again, it is returned without computing anything)."""
        return (pid, code) in self._explained

    def explain(self, pid: PlayerId, code: str) -> Explanation:
        """Return the explanation of tie-break ``code`` for ``pid`` (a group code: of the
        last group it ordered for ``pid``); asked again, the same object."""
        found = self._explained.get((pid, code))
        if found is not None:
            return found
        spec = self.spec(code)
        if spec.group:
            placement = latest_placement(self.specs, self._split.placements, spec, pid)
            value = self.row(pid).values.get(spec.code)
            shown = value if isinstance(value, Fraction) else None
            from core.tiebreaks.group import group_tiebreak

            found = group_tiebreak(spec).explain(self._engine, spec, pid, placement, shown)
        else:
            found = self._engine.explain(spec, pid)
        self._explained[(pid, code)] = found
        return found

    def why_group(self, spec: TiebreakSpec, args: "WhyArgs") -> Msg:
        """Say why group tie-break ``spec`` separated ``args.above`` and ``args.below``."""
        from core.tiebreaks.group import group_tiebreak

        return group_tiebreak(spec).why(self._engine, spec, args)

    @property
    def primaries(self) -> tuple[Primary, ...]:
        """The primary score as data the outputs read without asking the kind of event: a
        team event's ``(MP,)`` or ``(GP,)``, none for players, ranked by points that no
        field names (formats.md 6.5: a team event's JSON names its ``primary``)."""
        # The one place the outputs' score names ask which kind of event it is.
        return () if self.primary is None else (self.primary,)

    def score_args(self, name: str = "score") -> dict[str, Msg]:
        """The arguments naming the primary score in a message (rules.md 9.7): a team
        event's ``name`` (``score``; the rules line's ``primary``), its MP or GP; none for
        players, whose messages say "points"."""
        return dict((name, score_msg(p)) for p in self.primaries)


def score_msg(score: Primary) -> Msg:
    """Return the short name of a team score (``MP``, ``GP``) as a message."""
    return msg(f"teams.score.{score.value.lower()}")


def _stage(groups: list[list[PlayerId]]) -> dict[PlayerId, int]:
    return {p: i for i, g in enumerate(groups) for p in g}
