"""The tournament model: what happened in every round of every player.

"What happened" is data here; "how a rule set counts it" lives in :mod:`core.rules`.
"""

import enum
from datetime import date
from fractions import Fraction
from operator import attrgetter
from typing import NamedTuple, NewType

from core.known_rounds import read_rounds

PlayerId = NewType("PlayerId", int)
TeamId = NewType("TeamId", int)
MAX_SEED = 10**18 - 1
"""The largest seed of a drawing of lots (``Tournament.lots_seed``): 18 digits."""
ROUNDS_UNKNOWN = "x-rounds-unknown"
"""The key of ``Tournament.extra`` saying that the input gave no round for its games (a
square round-robin table): they sit in the rounds of a Berger table, without colours, and
the tie-breaks that need a game's round are left out."""
LICHESS_KEY = "x-lichess-swiss"
"""The key of ``Tournament.extra`` that marks an event imported from lichess (its Swiss id)."""


class Outcome(enum.Enum):
    """Every kind of round a player can have (rules.md 3.1)."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"
    FORFEIT_WIN = "forfeit-win"
    FORFEIT_LOSS = "forfeit-loss"
    PAB = "pab"
    FULL_BYE = "full-bye"
    HALF_BYE = "half-bye"
    ZERO_BYE = "zero-bye"
    ABSENT = "absent"
    PENDING = "pending"
    """Paired, result not yet entered (a round in progress): never seen by the engine, which
    counts only complete rounds (:meth:`Tournament.after_round`) or the finished games of
    the round in progress (:meth:`Tournament.live`)."""

    @property
    def kind(self) -> "RoundKind":
        """The explanation ``kind`` (rules.md 3.4): ``played`` for every game over the board."""
        return _KINDS[self]

    # Per-round predicates, set as plain attributes below: the engine reads them for every
    # round of every player, and an attribute is cheaper than hashing an enum member (as
    # properties, ``self in _PLAYED``, a standings run costs more: benchmarks/README.md,
    # "The figures behind core's speed tricks").
    is_played: bool
    """Whether the round was a game over the board (OTB)."""
    has_opponent: bool
    """Whether the player was paired against a real opponent (game or forfeit)."""
    is_forfeit: bool
    """Whether the round was a forfeit, won or lost."""
    is_vur: bool
    """Whether the round is voluntarily unplayed (FIDE C.07 16.1.2)."""
    is_requested_or_absent: bool
    """Requested half/zero bye or absence: category .3 or .5 (FIDE C.07 16.2)."""
    is_won_round: bool
    """A round whose points are those of a win when worth w: win, forfeit win, full-point
    bye, PAB (FIDE C.07 7.1)."""
    index: int
    """The position of the outcome in the enum (for list-indexed tables)."""
    mirrors: "tuple[Outcome, ...]"
    """What the opponent's side of the same round may say (a forfeit loss: a forfeit win,
    or a forfeit loss in a double forfeit); empty without an opponent."""

    @property
    def label(self) -> str:
        """Words for a person."""
        return _LABELS[self]


class RoundKind(enum.Enum):
    """The kind of a round in an explanation item (rules.md 3.4, 9.3), of a player or of a
    team: a round's outcome with every game over the board (or match) as ``played``. The
    value is the item's ``kind`` in JSON."""

    PLAYED = "played"
    FORFEIT_WIN = "forfeit-win"
    FORFEIT_LOSS = "forfeit-loss"
    PAB = "pab"
    FULL_BYE = "full-bye"
    HALF_BYE = "half-bye"
    ZERO_BYE = "zero-bye"
    ABSENT = "absent"
    PENDING = "pending"
    """Never in an explanation: the engine counts only finished games."""


_PLAYED = frozenset({Outcome.WIN, Outcome.DRAW, Outcome.LOSS})
_KINDS = {o: RoundKind.PLAYED if o in _PLAYED else RoundKind(o.value) for o in Outcome}
_FORFEITS = frozenset({Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS})
_PAIRED = _PLAYED | _FORFEITS
_VUR = frozenset({Outcome.FORFEIT_LOSS, Outcome.HALF_BYE, Outcome.ZERO_BYE, Outcome.ABSENT})
_REQUESTED = frozenset({Outcome.HALF_BYE, Outcome.ZERO_BYE, Outcome.ABSENT})
_WON = frozenset({Outcome.WIN, Outcome.FORFEIT_WIN, Outcome.FULL_BYE, Outcome.PAB})
_MIRRORS = {
    Outcome.WIN: (Outcome.LOSS,),
    Outcome.LOSS: (Outcome.WIN,),
    Outcome.DRAW: (Outcome.DRAW,),
    Outcome.FORFEIT_WIN: (Outcome.FORFEIT_LOSS,),
    Outcome.FORFEIT_LOSS: (Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS),
    Outcome.PENDING: (Outcome.PENDING,),
}

for _n, _o in enumerate(Outcome):
    object.__setattr__(_o, "index", _n)
    object.__setattr__(_o, "is_played", _o in _PLAYED)
    object.__setattr__(_o, "has_opponent", _o in _PAIRED)
    object.__setattr__(_o, "is_forfeit", _o in _FORFEITS)
    object.__setattr__(_o, "is_vur", _o in _VUR)
    object.__setattr__(_o, "is_requested_or_absent", _o in _REQUESTED)
    object.__setattr__(_o, "mirrors", _MIRRORS.get(_o, ()))
    object.__setattr__(_o, "is_won_round", _o in _WON)

_LABELS = {
    Outcome.WIN: "win",
    Outcome.DRAW: "draw",
    Outcome.LOSS: "loss",
    Outcome.FORFEIT_WIN: "forfeit win",
    Outcome.FORFEIT_LOSS: "forfeit loss",
    Outcome.PAB: "pairing-allocated bye",
    Outcome.FULL_BYE: "full-point bye",
    Outcome.HALF_BYE: "half-point bye",
    Outcome.ZERO_BYE: "zero-point bye",
    Outcome.ABSENT: "not paired",
    Outcome.PENDING: "result pending",
}


class Color(enum.Enum):
    """The colour a player had in a game."""

    WHITE = "w"
    BLACK = "b"


class System(enum.Enum):
    """The pairing system of the event."""

    SWISS = "swiss"
    ROUND_ROBIN = "round-robin"
    TEAM_SWISS = "team-swiss"
    TEAM_ROUND_ROBIN = "team-round-robin"

    @property
    def is_team(self) -> bool:
        """Whether the event ranks teams (rules.md 9)."""
        return self in (System.TEAM_SWISS, System.TEAM_ROUND_ROBIN)

    @property
    def is_round_robin(self) -> bool:
        """Whether every participant meets every other (rules.md 4.9)."""
        return self in (System.ROUND_ROBIN, System.TEAM_ROUND_ROBIN)


class GameScore(NamedTuple):
    """The word points of one game from one player's side, ``own:against`` (rules.md 13.2):
    Scrabble-style events record them; integers, possibly negative."""

    own: int
    against: int

    @property
    def difference(self) -> int:
        """own − against, uncapped (rules.md 13.4)."""
        return self.own - self.against

    def mirrored(self) -> "GameScore":
        """The same game as the other side records it."""
        return GameScore(self.against, self.own)

    def __str__(self) -> str:
        return f"{self.own}:{self.against}"


class GameScoring(NamedTuple):
    """What unplayed rounds add to game-score sums, and the spread cap (rules.md 13.3,
    13.4; formats.md 7.1). ``forfeit_score`` ``None``: forfeits add nothing."""

    bye_score: GameScore = GameScore(0, 0)
    forfeit_score: GameScore | None = None
    spread_cap: int | None = None


class RoundResult(NamedTuple):
    """One round of one player: what happened, against whom, with which colour, and the
    game's score when the event records scores (rules.md 13.2; only games over the board).
    In a Scrabble-style event White is the player who started."""

    outcome: Outcome
    opponent: PlayerId | None = None
    color: Color | None = None
    score: GameScore | None = None


class Scoring(NamedTuple):
    """Points for a win, a draw, a loss and a pairing-allocated bye (rules.md 2.3)."""

    win: Fraction = Fraction(1)
    draw: Fraction = Fraction(1, 2)
    loss: Fraction = Fraction(0)
    pab: Fraction = Fraction(1)

    def points(self, outcome: Outcome) -> Fraction:
        """Return the points a round of this kind is worth."""
        if outcome in (Outcome.WIN, Outcome.FORFEIT_WIN, Outcome.FULL_BYE):
            return self.win
        if outcome in (Outcome.DRAW, Outcome.HALF_BYE):
            return self.draw
        if outcome is Outcome.PAB:
            return self.pab
        return self.loss

    def problems(self) -> list[str]:
        """Return what makes this scoring unusable (empty when it is sound): a win must be
        worth something, and loss ≤ draw ≤ win, none negative, a PAB between loss and win."""
        out = []
        if self.win <= 0:
            out.append(f"a win must be worth more than 0, found {self.win}")
        if not 0 <= self.loss <= self.draw <= self.win:
            out.append(
                f"expected 0 ≤ loss ≤ draw ≤ win, found loss {self.loss}, draw "
                f"{self.draw}, win {self.win}"
            )
        if not self.loss <= self.pab <= self.win:
            out.append(f"a PAB must be worth between a loss and a win, found {self.pab}")
        return out

    @property
    def is_default(self) -> bool:
        """Whether this is 1-½-0 with a PAB worth a win."""
        return self == Scoring()


class Primary(enum.Enum):
    """The score teams are ranked by (rules.md 9.2): match points or game points."""

    MP = "MP"
    GP = "GP"

    @property
    def other(self) -> "Primary":
        """The secondary score."""
        return Primary.GP if self is Primary.MP else Primary.MP


class TeamScoring(NamedTuple):
    """Match points for a match won, drawn and lost and for a team PAB, and the primary
    score (rules.md 9.2, formats.md 6.1). ``pab`` ``None`` means the draw value."""

    win: Fraction = Fraction(2)
    draw: Fraction = Fraction(1)
    loss: Fraction = Fraction(0)
    pab: Fraction | None = None
    primary: Primary = Primary.MP

    @property
    def pab_points(self) -> Fraction:
        """The match points of a team PAB (default: a drawn match)."""
        return self.draw if self.pab is None else self.pab


class Team(NamedTuple):
    """A team of a team event: its members' starting numbers in board order, reserves last
    (rules.md 9.1)."""

    id: TeamId
    name: str
    members: tuple[PlayerId, ...]


class Player(NamedTuple):
    """A participant and the results of every counted round."""

    id: PlayerId
    name: str
    results: tuple[RoundResult, ...]
    rating: int | None = None
    federation: str | None = None
    fide_id: str | None = None
    title: str | None = None
    withdrawn_after: int | None = None
    extra: tuple[tuple[str, object], ...] = ()
    birth: str | None = None
    """Birth date ``YYYY-MM-DD`` or birth year ``YYYY`` (category prizes: juniors, seniors)."""
    sex: str | None = None
    """``m`` or ``f`` (category prizes: women)."""
    manual_tiebreak: Fraction | None = None
    """The arbiter's own decision for the tie-break ``MANUAL``: lower ranks first."""
    club: str | None = None
    """The player's club (or city), as the organiser's list gives it."""


class Tournament(NamedTuple):
    """A whole event: its players, their rounds and how points are scored.

    ``rounds`` is the planned number of rounds; every player's ``results`` has the same
    length k <= rounds (rules.md 2.4).
    """

    name: str
    rounds: int
    players: tuple[Player, ...]
    system: System = System.SWISS
    scoring: Scoring = Scoring()
    start_date: date | None = None
    extra: tuple[tuple[str, object], ...] = ()
    lots_seed: int | None = None
    """The recorded seed of the drawing of lots (tie-break ``LOTS``), if the arbiter chose it."""
    single_winner: bool = False
    """Whether the regulations require a single winner (no shared first place at the end)."""
    teams: tuple[Team, ...] = ()
    """The teams of a team event (``system.is_team``), empty otherwise."""
    boards: int | None = None
    """B, the number of boards of every match of a team event (rules.md 9.1)."""
    team_scoring: TeamScoring | None = None
    """Match points and the primary score of a team event (``None``: not a team event)."""
    game_scoring: GameScoring = GameScoring()
    """Bye and forfeit scores and the spread cap of an event with game scores (rules.md
    13.3); whether the event has game scores is read off its games (``has_game_scores``)."""
    rules: str | None = None
    """The rule set the event's own file names (a grid's ``Rules``, the JSON's ``rules``):
    the standings' rule set when no option names one."""
    order: tuple[str, ...] | None = None
    """The tie-break order the event's own file names (a grid's ``Order``, the JSON's
    ``order``): the standings' order when no option names one or a preset."""

    @property
    def rounds_played(self) -> int:
        """k: the number of rounds in the results (all lists share one length)."""
        return max((len(p.results) for p in self.players), default=0)

    def has_game_scores(self) -> bool:
        """Whether a game over the board of the rounds counted carries a score (rules.md 13.2:
        then every one must)."""
        known = read_rounds(self.players)
        if known is not None and not known[1]:
            return False
        # Plain loops, not a generator expression resumed per round: a standings run asks
        # twice (the readers' checks, the JSON output).
        for p in self.players:
            for r in p.results:
                if r.score is not None:
                    return True
        return False

    def player(self, pid: int) -> Player:
        """Return the player with starting number ``pid``.

        :raises KeyError: when there is none.
        """
        for p in self.players:
            if p.id == pid:
                return p
        raise KeyError(pid)

    def by_id(self) -> dict[PlayerId, Player]:
        """Return the players keyed by starting number."""
        return {p.id: p for p in self.players}

    @property
    def pending_round(self) -> int | None:
        """The first round holding a game whose result is not yet entered, or ``None``."""
        known = read_rounds(self.players)
        if known is not None and not known[0]:
            return None
        first: int | None = None
        pending = Outcome.PENDING  # a local: an enum member read from its class is slow
        # A plain loop over the rounds, not `pending in map(...)` per player (cheaper:
        # benchmarks/README.md), and a standings run asks twice; the round is found only for
        # a player who has a pending game.
        for p in self.players:
            for res in p.results:
                if res.outcome is pending:
                    r = list(map(_OUTCOME, p.results)).index(pending) + 1
                    if first is None or r < first:
                        first = r
                    break
        return first

    @property
    def complete_rounds(self) -> int:
        """The number of rounds before the first one with a pending game (all of them when
        none is pending)."""
        pending = self.pending_round
        return self.rounds_played if pending is None else pending - 1

    def games_of_round(
        self, r: int
    ) -> tuple[list[tuple[PlayerId, PlayerId]], list[tuple[PlayerId, PlayerId]]]:
        """Return the games of round ``r`` between two players as ``(finished, pending)``,
        each a list of pairs of starting numbers, the lower first."""
        finished: list[tuple[PlayerId, PlayerId]] = []
        pending: list[tuple[PlayerId, PlayerId]] = []
        for p in self.players:
            if r > len(p.results):
                continue
            res = p.results[r - 1]
            if res.opponent is None or res.opponent < p.id:
                continue
            if res.outcome is Outcome.PENDING:
                pending.append((p.id, res.opponent))
            elif res.outcome.has_opponent:
                finished.append((p.id, res.opponent))
        return finished, pending

    def live(self) -> "Tournament":
        """Return the provisional event: the complete rounds and the finished games of the
        round in progress. A player whose game is pending has no entry for that round at
        all (no points, no opponent, nothing in any tie-break), nor has a team whose match
        is not finished, nor its members; every later round is left out."""
        r = self.pending_round
        if r is None:
            return self
        waiting = {
            p.id
            for p in self.players
            if len(p.results) >= r and p.results[r - 1].outcome is Outcome.PENDING
        }
        for team in self.teams:
            # A match is a team's game (rules.md 9.1): while one board is pending, the match
            # has no result, so no member of either team has an entry for that round.
            if waiting.intersection(team.members):
                waiting.update(team.members)
        players = tuple(
            p._replace(results=p.results[: r - 1] if p.id in waiting else p.results[:r])
            for p in self.players
        )
        return self._replace(players=players)

    def after_round(self, k: int) -> "Tournament":
        """Return the event as it stood after round ``k`` (only the first k rounds count)."""
        players = tuple(p._replace(results=p.results[:k]) for p in self.players)
        return self._replace(players=players)


_OUTCOME = attrgetter("outcome")


def points_of(player: Player, scoring: Scoring) -> Fraction:
    """Return the raw score of ``player``: the sum of the points of its rounds."""
    return sum((scoring.points(r.outcome) for r in player.results), Fraction(0))
