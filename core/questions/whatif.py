"""Where a player can finish after the next round: for each result of the player (win, draw,
loss), the best and the worst final rank over the other games' results .

The next round is given as pairings (white, black); a player not paired gets no game (an
absent round), unless the round's result is known already (``fixed``: the finished games
and byes of a round in progress, :mod:`core.questions.whatif_pairings`). Every scenario is the
tournament with that round appended and ranked by the engine
(:func:`core.engine.standings.compute_standings`), so every rule set's treatment, Fore Buchholz's
"last round as a draw" included (:meth:`core.tiebreaks.engine.PlayerEngine.fore`), is the
engine's own.

While the other games have at most :data:`EXACT_LIMIT` combinations, every one is ranked
(exact). Beyond that, the bounds by points alone are proven (each player plays one game, so
the fewest players that can pass the player on points and the most that can reach its
points are exact sums over the games), and the greedy scenarios (each game's result chosen
for the fewest, or the most, players at or above the player's points) are ranked: an end of
the range is proven when the rank found meets the bound by points, else it is an estimate.
Everything here is data with :class:`~core.i18n.message.Msg` reasons; the renderers of
:mod:`core.render.whatif` say it in the reader's language.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from core.engine.standings import Standings, compute_standings
from core.engine.why import why
from core.errors import InvalidOptionError
from core.i18n.message import Msg, msg
from core.model import Color, Outcome, Player, PlayerId, RoundResult, Tournament, points_of

EXACT_LIMIT = 3**12
"""The most combinations of the other games' results that are all ranked."""
RESULTS = (Outcome.WIN, Outcome.DRAW, Outcome.LOSS)
"""The results of a game, from white's side."""
_MIRROR = {Outcome.WIN: Outcome.LOSS, Outcome.DRAW: Outcome.DRAW, Outcome.LOSS: Outcome.WIN}


@dataclass(frozen=True, slots=True)
class Game:
    """One pairing of the next round."""

    board: int
    """1-based, in the order the pairings were given."""
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
    bound: int
    """The rank proven by points alone (best: none can be better; worst: none worse);
    equal to ``rank`` when proven."""
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


@dataclass(frozen=True, slots=True)
class WhatIf:
    """The result of :func:`whatif`."""

    player: Player
    round: int
    """The round whose pairings are given (k + 1)."""
    games: tuple[Game, ...]
    """Every pairing of the round, the player's own included."""
    absent: tuple[PlayerId, ...]
    """Players without a game in the round."""
    exact: bool
    combinations: int
    """Combinations of the other games' results (3 to the number of other games)."""
    rules: str
    order: tuple[str, ...]
    outlooks: tuple[Outlook, ...]
    fixed: tuple[PlayerId, ...] = ()
    """Players whose result of the round is known already (a round in progress)."""
    finished: int = 0
    """Games of the round between two players already finished (a round in progress)."""

    @property
    def own(self) -> Game:
        """The player's own game."""
        return next(g for g in self.games if self.player.id in (g.white, g.black))


def _check(
    t: Tournament,
    pid: PlayerId,
    pairings: Sequence[tuple[PlayerId, PlayerId]],
    fixed: Mapping[PlayerId, RoundResult],
) -> None:
    known = {p.id for p in t.players}
    seen: set[PlayerId] = set(fixed)
    for board, (w, b) in enumerate(pairings, start=1):
        for x in (w, b):
            if x not in known:
                raise InvalidOptionError(msg("whatif.error.unknown", board=board, id=x))
            if x in seen:
                raise InvalidOptionError(msg("whatif.error.twice", board=board, id=x))
            seen.add(x)
        if w == b:
            raise InvalidOptionError(msg("whatif.error.self", board=board, id=w))
    if pid not in seen:
        raise InvalidOptionError(msg("whatif.error.unpaired", id=pid))


class _Round:
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

    def rank(self, results: dict[int, Outcome]) -> Standings:
        """Return the standings with each board's result (white's side) as given."""
        side: dict[PlayerId, Outcome] = {}
        for g in self.games:
            r = results[g.board]
            side[g.white], side[g.black] = r, _MIRROR[r]
        players = []
        for p in self.t.players:
            res = list(p.results) + [RoundResult(Outcome.ABSENT)] * (self.k - len(p.results))
            if p.id in side:
                opp, color = self.opponent[p.id]
                res.append(RoundResult(side[p.id], opp, color))
            elif p.id in self.fixed:
                res.append(self.fixed[p.id])
            else:
                res.append(RoundResult(Outcome.ABSENT))
            players.append(replace(p, results=tuple(res)))
        t = replace(self.t, players=tuple(players), rounds=max(self.t.rounds, self.k + 1))
        return compute_standings(t, **self.options)  # type: ignore[arg-type]


def _decider(st: Standings, pid: PlayerId, best: bool) -> tuple[PlayerId | None, str, Msg]:
    """The rival on the same points just below (best) or above (worst), and why."""
    i = st.position(pid)
    row = st.rows[i]
    j = i + 1 if best else i - 1
    if 0 <= j < len(st.rows) and st.rows[j].points == row.points:
        other = st.rows[j].player.id
        w = why(st, pid, other)
        return other, w.criterion or "shared", w.text
    return None, "points", msg("whatif.by-points", points=msg("points", count=row.points))


def whatif(
    t: Tournament,
    pid: PlayerId,
    pairings: Sequence[tuple[PlayerId, PlayerId]],
    *,
    rules: str | None = None,
    order: Sequence[str] | str | None = None,
    preset: str | None = None,
    unrated_rating: int | None = None,
    exact_limit: int = EXACT_LIMIT,
    fixed: Mapping[PlayerId, RoundResult] | None = None,
    finished: int = 0,
) -> WhatIf:
    """Return, for each result of ``pid`` in the round paired by ``pairings`` (white,
    black starting numbers), the best and the worst final rank over the other games'
    results.

    ``fixed`` gives the round's results already known (finished games and byes of a round
    in progress; ``finished`` counts those games): these players keep them in every
    scenario.

    :raises InvalidOptionError: for a pairing naming an unknown player, a player twice (or
        one whose result is fixed), or pairings without ``pid``.
    """
    fixed = dict(fixed or {})
    _check(t, pid, pairings, fixed)
    games = tuple(Game(i, PlayerId(w), PlayerId(b)) for i, (w, b) in enumerate(pairings, 1))
    paired = {x for g in games for x in (g.white, g.black)}
    absent = tuple(p.id for p in t.players if p.id not in paired and p.id not in fixed)
    options: dict[str, object] = {
        "rules": rules,
        "order": order,
        "preset": preset,
        "unrated_rating": unrated_rating,
    }
    rnd = _Round(t, games, options, fixed)
    own = next(g for g in games if pid in (g.white, g.black))
    others = tuple(g for g in games if g is not own)
    combos = 3 ** len(others)
    exact = combos <= exact_limit
    outlooks = []
    for result in RESULTS:
        white_result = result if own.white == pid else _MIRROR[result]
        search = _Search(t, rnd, pid, own, white_result, others)
        outlooks.append(search.exact() if exact else search.bounded())
    first = rnd.rank({g.board: Outcome.DRAW for g in games})
    return WhatIf(
        t.player(pid),
        rnd.k + 1,
        games,
        absent,
        exact,
        combos,
        first.rules,
        first.order,
        tuple(outlooks),
        tuple(fixed),
        finished,
    )


class _Search:
    """The ranks of one result of the player over the other games."""

    def __init__(
        self,
        t: Tournament,
        rnd: _Round,
        pid: PlayerId,
        own: Game,
        white_result: Outcome,
        others: tuple[Game, ...],
    ) -> None:
        self.rnd, self.pid, self.own, self.others = rnd, pid, own, others
        self.white_result = white_result
        sc = t.scoring
        self.gain = {o: sc.points(o) for o in (*RESULTS, Outcome.ABSENT)}
        base = {p.id: points_of(p, sc) for p in t.players}
        mine = white_result if own.white == pid else _MIRROR[white_result]
        self.result = mine
        self.points = base[pid] + self.gain[mine]
        opp = own.black if own.white == pid else own.white
        fixed = [base[opp] + self.gain[_MIRROR[mine]]]
        paired = {x for g in (own, *others) for x in (g.white, g.black)}
        known = rnd.fixed
        fixed += [
            base[q] + (sc.points(known[q].outcome) if q in known else self.gain[Outcome.ABSENT])
            for q in base
            if q not in paired
        ]
        self.base = base
        self.fixed_above = sum(1 for f in fixed if f > self.points)
        self.fixed_reach = sum(1 for f in fixed if f >= self.points)

    def counts(self, g: Game, r: Outcome) -> tuple[int, int]:
        """Players of board ``g`` above, and at or above, the player's points after ``r``."""
        pw = self.base[g.white] + self.gain[r]
        pb = self.base[g.black] + self.gain[_MIRROR[r]]
        p = self.points
        return (pw > p) + (pb > p), (pw >= p) + (pb >= p)

    def bounds(self) -> tuple[int, int]:
        """The best and worst ranks by points alone (proven)."""
        low = self.fixed_above + sum(
            min(self.counts(g, r)[0] for r in RESULTS) for g in self.others
        )
        high = self.fixed_reach + sum(
            max(self.counts(g, r)[1] for r in RESULTS) for g in self.others
        )
        return 1 + low, 1 + high

    def board(self, choice: Sequence[Outcome]) -> dict[int, Outcome]:
        out = {g.board: r for g, r in zip(self.others, choice, strict=True)}
        out[self.own.board] = self.white_result
        return out

    def edge(
        self,
        st: Standings,
        best: bool,
        proven: bool,
        bound: int,
        conditions: tuple[Condition, ...] | None,
        choice: Sequence[Outcome],
        reached: int | None = None,
    ) -> Edge:
        rival, criterion, reason = _decider(st, self.pid, best)
        if conditions is None:  # an estimate: the rival's board, as in the scenario found
            conditions = tuple(
                Condition(g, (r,))
                for g, r in zip(self.others, choice, strict=True)
                if rival in (g.white, g.black)
            )
        return Edge(
            st.row(self.pid).rank, proven, bound, conditions, rival, criterion, reason, reached
        )

    def exact(self) -> Outlook:
        """Rank every combination of the other games' results."""
        low, high = self.bounds()
        best: tuple[int, Standings, tuple[Outcome, ...]] | None = None
        worst: tuple[int, Standings, tuple[Outcome, ...]] | None = None
        seen_best: list[set[Outcome]] = [set() for _ in self.others]
        seen_worst: list[set[Outcome]] = [set() for _ in self.others]
        ranked = n_best = n_worst = 0
        for choice in itertools.product(RESULTS, repeat=len(self.others)):
            above = self.fixed_above + sum(
                self.counts(g, r)[0] for g, r in zip(self.others, choice, strict=True)
            )
            reach = self.fixed_reach + sum(
                self.counts(g, r)[1] for g, r in zip(self.others, choice, strict=True)
            )
            lo, hi = 1 + above, 1 + reach
            could_best = best is None or lo <= best[0]
            could_worst = worst is None or hi >= worst[0]
            if not (could_best or could_worst):
                continue
            if lo == hi:  # nobody on the player's points: the rank is the points' rank
                rank, st = lo, None
            else:
                st = self.rnd.rank(self.board(choice))
                ranked += 1
                rank = st.row(self.pid).rank
            if could_best and (best is None or rank <= best[0]):
                if best is None or rank < best[0]:
                    st = st or self.rnd.rank(self.board(choice))
                    best = (rank, st, choice)
                    seen_best = [set() for _ in self.others]
                    n_best = 0
                n_best += 1
                for s, r in zip(seen_best, choice, strict=True):
                    s.add(r)
            if could_worst and (worst is None or rank >= worst[0]):
                if worst is None or rank > worst[0]:
                    st = st or self.rnd.rank(self.board(choice))
                    worst = (rank, st, choice)
                    seen_worst = [set() for _ in self.others]
                    n_worst = 0
                n_worst += 1
                for s, r in zip(seen_worst, choice, strict=True):
                    s.add(r)
        assert best is not None and worst is not None
        return Outlook(
            self.result,
            self.points,
            self.edge(best[1], True, True, low, self._conditions(seen_best), best[2], n_best),
            self.edge(worst[1], False, True, high, self._conditions(seen_worst), worst[2], n_worst),
            ranked,
        )

    def _conditions(self, seen: list[set[Outcome]]) -> tuple[Condition, ...]:
        return tuple(
            Condition(g, tuple(r for r in RESULTS if r in s))
            for g, s in zip(self.others, seen, strict=True)
            if len(s) < len(RESULTS)
        )

    def greedy(self, g: Game, best: bool) -> Outcome:
        """The result of board ``g`` that puts the fewest (best) or the most (worst) of its
        players above, then at, the player's points."""
        scored = [(self.counts(g, r), r) for r in RESULTS]
        if best:
            return min(scored, key=lambda c: c[0])[1]
        return max(scored, key=lambda c: (c[0][1], c[0][0]))[1]

    def bounded(self) -> Outlook:
        """The bounds by points (proven) and the greedy scenarios (ranked)."""
        low, high = self.bounds()
        best_choice = tuple(self.greedy(g, best=True) for g in self.others)
        worst_choice = tuple(self.greedy(g, best=False) for g in self.others)
        sb = self.rnd.rank(self.board(best_choice))
        sw = self.rnd.rank(self.board(worst_choice))
        rb, rw = sb.row(self.pid).rank, sw.row(self.pid).rank
        return Outlook(
            self.result,
            self.points,
            self.edge(sb, True, rb == low, low, None, best_choice),
            self.edge(sw, False, rw == high, high, None, worst_choice),
            2,
        )
