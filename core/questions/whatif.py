"""Where a player can finish after the next round: for each result of the player (win, draw,
loss), the best and the worst final rank over the other games' results .

The next round is given as pairings (white, black); a player not paired gets no game (an
absent round), unless the round's result is known already (``fixed``: the finished games
and byes of a round in progress, :mod:`core.questions.whatif_pairings`). Every scenario is the
tournament with that round appended and ranked by the engine
(:func:`core.engine.standings.compute_standings`), so every rule set's treatment, Fore Buchholz's
"last round as a draw" included (:meth:`core.tiebreaks.engine.Engine.fore`), is the
engine's own.

The work is bounded, whatever the caller (the command line and the bot alike), in scenarios
ranked times players, and by a wall-clock limit. While the other games' combinations fit in
:data:`SCENARIO_BUDGET` (:func:`exact_limit`), every one is ranked (exact). Beyond
that, the bounds by points alone are proven (each player plays one game, so the fewest
players that can pass the player on points and the most that can reach its points are exact
sums over the games), and the greedy scenarios (each game's result chosen for the fewest, or
the most, players at or above the player's points) are ranked: an end of the range is
proven when the rank found meets the bound by points. An end still open is then searched
branch and bound, board by board: the points of the boards not yet chosen bound the ranks a
branch can reach, so a branch that cannot beat the rank found is never ranked; a search
that finishes proves its end, one that runs out of :data:`SEARCH_BUDGET` (or of
:data:`SECONDS`) leaves it an estimate and says after how long it stopped
(:attr:`WhatIf.stopped_after`).
Everything here is data with :class:`~core.i18n.message.Msg` reasons; the renderers of
:mod:`core.render.whatif` say it in the reader's language.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from core.errors import InvalidOptionError
from core.i18n.message import msg
from core.model import Outcome, Player, PlayerId, RoundResult, Team, Tournament
from core.questions.whatif_margins import Margins, margins
from core.questions.whatif_round import MIRROR, RESULTS, Game, Round
from core.questions.whatif_round import Condition as Condition  # the answer's types
from core.questions.whatif_round import Edge as Edge
from core.questions.whatif_round import Outlook as Outlook
from core.questions.whatif_search import Search, Spend

EXACT_LIMIT = 3**12
"""The most combinations of the other games' results that are all ranked."""
SCENARIO_BUDGET = 50_000
"""Scenarios ranked times players, over the three results, that a what-if may spend: about
3 s on the project's 2-core machine (one standings computation costs 40-70 µs a player:
16 players with 3^6 combinations ranked one by one, 100 with 3^4, 1,000 with 3^2)."""
SEARCH_BUDGET = 10_000
"""Scenarios ranked times players that the branch-and-bound searches of the ends left open
by the greedy scenarios may spend, the three results together: about half a second on the
project's machine (1,000 players: 10 scenarios, 18 players: 555), so that a what-if on a
big event with hundreds of games still answers in about 2 s."""
SECONDS = 5.0
"""The wall-clock limit of one what-if's search, should the budget take longer (a slow
rule set, a loaded machine)."""


def exact_limit(players: int, budget: int = SCENARIO_BUDGET) -> int:
    """Return the most combinations of the other results ranked one by one for an event of
    ``players`` (all three results of the player within ``budget``).

    >>> exact_limit(11), exact_limit(18), exact_limit(1000)
    (1515, 925, 16)
    """
    return max(1, min(EXACT_LIMIT, budget // (3 * max(players, 1))))


@dataclass(frozen=True, slots=True)
class HeadWords:
    """The catalogue keys of a what-if's head lines: a player's (one game of its own, ranks
    bounded by points alone), or a team's (:data:`core.questions.whatif_teams.TEAM_WORDS`:
    its match is several boards, and every pending board is searched)."""

    title: str = "whatif.title"
    games: str = "whatif.games"
    exact: str = "whatif.exact"
    bounded: str = "whatif.bounded"
    own_games: int = 1
    """The entrant's own games, not among "the other results" of the bounded search."""


@dataclass(frozen=True, slots=True)
class WhatIf:
    """The result of :func:`whatif`."""

    player: Player | Team
    """The player asked about, or the team (a team event: its result is its match)."""
    round: int
    """The round whose pairings are given (k + 1)."""
    games: tuple[Game, ...]
    """Every pairing of the round, the player's own included."""
    absent: tuple[PlayerId, ...]
    """Players without a game in the round: not paired, or with a bye or an absence already
    recorded (a round in progress)."""
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
    stopped_after: float | None = None
    """Seconds after which the search of an open end ran out of budget (its ends not proven
    stay estimates); None when every search finished."""
    scores_open: tuple[str, ...] = ()
    """The game-score codes of the order (SPREAD, TURCAS, …) in an event with game scores:
    a result asked about has no score, so they count the rounds before it only and cannot
    say by how much a win must be won (rules.md 13.9)."""
    margins: tuple[Margins, ...] = ()
    """For a win, a draw and a loss: the margin that puts the player above each rival on
    spread, or what the deciding game-score code depends on
    (:mod:`core.questions.whatif_margins`)."""

    margin_cap: int | None = None
    """The spread cap the margins were computed under."""

    members: tuple[PlayerId, ...] = ()
    """The players whose games are the entrant's own: a team's members (empty: the
    player's)."""

    words: HeadWords = field(default_factory=HeadWords)
    """The keys of the head lines."""

    def margins_of(self, result: Outcome) -> Margins | None:
        """The margins of one result of the player (None without game-score codes)."""
        return next((m for m in self.margins if m.result is result), None)

    @property
    def own(self) -> Game:
        """The player's own game (a team's first pending board)."""
        ids = set(self.members) or {PlayerId(int(self.player.id))}
        return next(g for g in self.games if ids & {g.white, g.black})


def numbered_games(
    pairings: Sequence[tuple[PlayerId, PlayerId]], boards: Sequence[int] | None
) -> tuple[Game, ...]:
    """The round's games, white against black, on ``boards`` (:mod:`core.boards`, as the page
    numbers them), else on boards 1, 2, ... in the order given."""
    numbers = list(boards) if boards is not None else list(range(1, len(pairings) + 1))
    return tuple(
        Game(i, PlayerId(w), PlayerId(b)) for i, (w, b) in zip(numbers, pairings, strict=True)
    )


def without_a_game(
    t: Tournament, games: Sequence[Game], fixed: Mapping[PlayerId, RoundResult]
) -> tuple[PlayerId, ...]:
    """The players without a game in the round: not paired, or with a result known without
    an opponent (a bye, an absence of a round in progress: "players without a game: 0"
    beside a bye was wrong)."""
    paired = {x for g in games for x in (g.white, g.black)}
    return tuple(
        p.id
        for p in t.players
        if p.id not in paired
        and (
            p.id not in fixed
            or fixed[p.id].opponent is None
            or not fixed[p.id].outcome.has_opponent
        )
    )


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


def whatif(
    t: Tournament,
    pid: PlayerId,
    pairings: Sequence[tuple[PlayerId, PlayerId]],
    *,
    rules: str | None = None,
    order: Sequence[str] | str | None = None,
    preset: str | None = None,
    unrated_rating: int | None = None,
    exact_limit: int | None = None,
    fixed: Mapping[PlayerId, RoundResult] | None = None,
    finished: int = 0,
    boards: Sequence[int] | None = None,
    budget: int = SEARCH_BUDGET,
    seconds: float = SECONDS,
) -> WhatIf:
    """Return, for each result of ``pid`` in the round paired by ``pairings`` (white,
    black starting numbers), the best and the worst final rank over the other games'
    results.

    ``fixed`` gives the round's results already known (finished games and byes of a round
    in progress; ``finished`` counts those games): these players keep them in every
    scenario.

    ``boards`` numbers the pairings (:mod:`core.boards`, as the page does); without it
    they are boards 1, 2, ... in the order given.

    ``exact_limit`` (default :func:`exact_limit` of the event's players) is the most
    combinations ranked one by one; ``budget`` (scenarios times players) and ``seconds``
    bound the branch-and-bound search of the ends beyond it.

    :raises InvalidOptionError: for a pairing naming an unknown player, a player twice (or
        one whose result is fixed), or pairings without ``pid``.
    """
    fixed = dict(fixed or {})
    _check(t, pid, pairings, fixed)
    games = numbered_games(pairings, boards)
    absent = without_a_game(t, games, fixed)
    options: dict[str, object] = {
        "rules": rules,
        "order": order,
        "preset": preset,
        "unrated_rating": unrated_rating,
    }
    rnd = Round(t, games, options, fixed)
    own = next(g for g in games if pid in (g.white, g.black))
    others = tuple(g for g in games if g is not own)
    combos = 3 ** len(others)
    limit = exact_limit if exact_limit is not None else _exact_limit(len(t.players))
    exact = combos <= limit
    outlooks = []
    spend = Spend(max(1, budget // max(len(t.players), 1)), seconds)
    for result in RESULTS:
        white_result = result if own.white == pid else MIRROR[result]
        search = Search(t, rnd, pid, own, white_result, others)
        outlooks.append(search.exact() if exact else search.bounded(spend))
    # Any scenario's standings name the rules, order and specs: those a search ranked last
    # (a standings computation less, 0.1 s at 1,000 players), else all draws.
    first = rnd.last or rnd.rank({g.board: Outcome.DRAW for g in games})
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
        spend.stopped_after,
        tuple(s.code for s in first.specs if s.family.scores) if t.has_game_scores() else (),
        margins(
            t, pid, tuple((g.board, g.white, g.black) for g in games), fixed, first.specs, rnd.k + 1
        ),
        t.game_scoring.spread_cap,
    )


_exact_limit = exact_limit  # the parameter of whatif() of the same name hides it there
