"""The round a what-if adds (:mod:`core.questions.whatif`): its games, the tournament with it
ranked for a choice of results (:class:`Round`), and the ranges of ranks the search
(:mod:`core.questions.whatif_search`) finds for one result of the player."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from core.engine.standings import Standings, compute_standings
from core.i18n.message import Msg
from core.model import Color, Outcome, PlayerId, RoundResult, Tournament, points_of

RESULTS = (Outcome.WIN, Outcome.DRAW, Outcome.LOSS)
"""The results of a game, from white's side."""
MIRROR = {Outcome.WIN: Outcome.LOSS, Outcome.DRAW: Outcome.DRAW, Outcome.LOSS: Outcome.WIN}


@dataclass(frozen=True, slots=True)
class Game:
    """One pairing of the next round."""

    board: int
    """The board: the input's, else the page's order (:mod:`core.boards`), or 1, 2, ... in
    the order the pairings were given."""
    white: PlayerId
    black: PlayerId


@dataclass(frozen=True, slots=True)
class Condition:
    """The results of one board (from white's side) under which an end of the range is
    reached."""

    game: Game
    results: tuple[Outcome, ...]


@dataclass(frozen=True, slots=True)
class Edge:
    """The best or the worst rank for one result of the player."""

    rank: int
    """The rank reached (exact), or the rank of the best scenario found (an estimate)."""
    proven: bool
    bound: int | None
    """The rank proven by points alone (best: none can be better; worst: none worse);
    equal to ``rank`` when proven; None where points alone prove nothing (a team's rank
    also depends on its game points)."""
    conditions: tuple[Condition, ...]
    """Boards whose results matter for this end (exact: the results seen in every scenario
    that reaches it, boards that may end any way left out; estimate: the rival's board in
    the scenario found)."""
    rival: PlayerId | None
    """The player on the same points the tie-breaks put just below (best) or just above
    (worst) the player in a scenario that reaches this end."""
    criterion: str | None
    """The criterion that separates the player from the rival (``points`` or a code)."""
    reason: Msg
    """Why, in words: the standings' own answer (:func:`core.engine.why.why`)."""
    reached: int | None = None
    """Exact: how many combinations of the other results reach this rank (None for an
    estimate)."""


@dataclass(frozen=True, slots=True)
class Outlook:
    """The range of final ranks for one result of the player."""

    result: Outcome
    points: Fraction
    """The player's points after that result."""
    best: Edge
    worst: Edge
    scenarios: int
    """Scenarios ranked by the engine for this result."""
    said: Msg | None = None
    """The points as the standings say them when they are not a player's (a team's "7
    MP"); None: ``points`` points."""


class Round:
    """The tournament with one more round, ranked for a choice of results."""

    def __init__(
        self,
        t: Tournament,
        games: tuple[Game, ...],
        options: dict[str, object],
        fixed: Mapping[PlayerId, RoundResult],
    ) -> None:
        self.t = t
        self.fixed = fixed
        self.k = t.rounds_played
        self.games = games
        self.options = options
        self.opponent: dict[PlayerId, tuple[PlayerId, Color]] = {}
        for g in games:
            self.opponent[g.white] = (g.black, Color.WHITE)
            self.opponent[g.black] = (g.white, Color.BLACK)
        # Each player's rounds before this one, a missing round absent: the same in every
        # scenario, made once instead of for each of a what-if's rankings.
        self._before = {
            p.id: (*p.results, *[RoundResult(Outcome.ABSENT)] * (self.k - len(p.results)))
            for p in t.players
        }
        self._points: dict[PlayerId, Fraction] | None = None
        self.last: Standings | None = None
        """The standings ranked last: every scenario's have the same rules, order and specs."""

    def points(self) -> dict[PlayerId, Fraction]:
        """Each player's points before this round (the three results' searches share them)."""
        if self._points is None:
            sc = self.t.scoring
            self._points = {p.id: points_of(p, sc) for p in self.t.players}
        return self._points

    def rank(self, results: dict[int, Outcome]) -> Standings:
        """Return the standings with each board's result (white's side) as given."""
        side: dict[PlayerId, Outcome] = {}
        for g in self.games:
            r = results[g.board]
            side[g.white], side[g.black] = r, MIRROR[r]
        players = []
        for p in self.t.players:
            if p.id in side:
                opp, color = self.opponent[p.id]
                last = RoundResult(side[p.id], opp, color)
            elif p.id in self.fixed:
                last = self.fixed[p.id]
            else:
                last = RoundResult(Outcome.ABSENT)
            players.append(p._replace(results=(*self._before[p.id], last)))
        t = self.t._replace(players=tuple(players), rounds=max(self.t.rounds, self.k + 1))
        self.last = compute_standings(t, **self.options)  # type: ignore[arg-type]
        return self.last
