"""Team events: lineups, matches, match points and game points, derived once (rules.md 9.1-9.3).

:func:`team_records` reads a team event's :class:`~core.model.Tournament` once
(O(teams × rounds × boards)) and returns, for every team and every counted round, the
lineup, the match (opposing team and the B board games with both sides' points), the game
points (GP) and match points (MP) of both sides, the round kind of 9.3 with its FIDE 16.2
category and VUR flag, and the totals MP(T) and GP(T) over the k rounds. Every team
tie-break reads these records; nothing re-derives a match.

Inconsistent input (a lineup of the wrong size, a board that does not face the same board
of one other team, results that do not mirror each other) raises
:class:`~core.errors.InputError` naming the player and round: the input validation of the
readers reports these earlier, but no number is ever computed from such a match.
"""

import enum
from collections.abc import Iterator, Mapping
from fractions import Fraction
from typing import NamedTuple

from core.errors import InputError, Place, Problem
from core.i18n.message import Arg, msg
from core.model import (
    Outcome,
    Player,
    PlayerId,
    RoundKind,
    RoundResult,
    Team,
    TeamId,
    TeamScoring,
    Tournament,
)
from core.rules.base import outcome
from core.rules.fide import category5_rounds


class TeamRoundKind(enum.Enum):
    """The kind of one round of one team (rules.md 9.3); the value is the explanation ``kind``."""

    PLAYED = "played"
    """At least one board of the match was played over the board."""
    FORFEIT_WIN = "forfeit-win"
    """No board played over the board; the team has more GP (the other did not appear)."""
    FORFEIT_LOSS = "forfeit-loss"
    """No board played over the board; fewer GP, or a 0-0 match (both forfeited)."""
    PAB = "pab"
    """The team's pairing-allocated bye."""
    ABSENT = "absent"
    """No member in the lineup (late entry, withdrawal, a team left out of a round)."""

    @property
    def is_vur(self) -> bool:
        """Whether the round is voluntarily unplayed (FIDE C.07 16.1.2, rules.md 9.3)."""
        return self in (TeamRoundKind.FORFEIT_LOSS, TeamRoundKind.ABSENT)

    @property
    def outcome(self) -> Outcome:
        """The individual round kind this team round is read as by the shared FIDE rules
        (category .5 of 3.1, the fore crosstable): a played match as a game."""
        return _AS_OUTCOME[self]

    @property
    def kind(self) -> RoundKind:
        """The explanation ``kind`` of the round (rules.md 9.3): the same value."""
        return _AS_KIND[self]


_AS_KIND = {k: RoundKind(k.value) for k in TeamRoundKind}
_AS_OUTCOME = {
    TeamRoundKind.PLAYED: Outcome.DRAW,
    TeamRoundKind.FORFEIT_WIN: Outcome.FORFEIT_WIN,
    TeamRoundKind.FORFEIT_LOSS: Outcome.FORFEIT_LOSS,
    TeamRoundKind.PAB: Outcome.PAB,
    TeamRoundKind.ABSENT: Outcome.ABSENT,
}


class BoardGame(NamedTuple):
    """One board of a team's round, seen from the team's side.

    ``opponent`` and ``opponent_points`` are ``None`` on the boards of a team PAB.
    """

    board: int
    player: PlayerId
    outcome: Outcome
    points: Fraction
    opponent: PlayerId | None
    opponent_points: Fraction | None


class TeamMatch(NamedTuple):
    """The B board games between two teams in one round, seen from one side (rules.md 9.1)."""

    opponent: TeamId
    boards: tuple[BoardGame, ...]
    gp: Fraction
    opponent_gp: Fraction
    mp: Fraction
    opponent_mp: Fraction

    @property
    def played(self) -> bool:
        """Whether at least one board was played over the board."""
        return any(b.outcome.is_played for b in self.boards)


class TeamRound(NamedTuple):
    """One round of one team: lineup, match, MP and GP, kind, 16.2 category, VUR flag.

    ``category`` is FIDE C.07 16.2's category of an unplayed round (1 PAB, 2 forfeit win,
    3 or 5 absence, 4 forfeit loss; ``None`` for a played match); ``board_points`` are the
    team's points board by board as art. 12 counts them (a PAB a win on every board, an
    absence 0 on every board).
    """

    round: int
    kind: TeamRoundKind
    lineup: tuple[PlayerId, ...]
    match: TeamMatch | None
    mp: Fraction
    gp: Fraction
    category: int | None
    board_points: tuple[Fraction, ...]

    @property
    def vur(self) -> bool:
        """Whether the round is a VUR (forfeit loss or absence, rules.md 9.3)."""
        return self.kind.is_vur

    @property
    def opponent(self) -> TeamId | None:
        """The opposing team of a match (played or forfeited), ``None`` otherwise."""
        return None if self.match is None else self.match.opponent


class TeamRecord(NamedTuple):
    """A team's k counted rounds and its totals MP(T) and GP(T) (rules.md 9.2)."""

    team: Team
    rounds: tuple[TeamRound, ...]
    mp: Fraction
    gp: Fraction

    @property
    def id(self) -> TeamId:
        """The team's id."""
        return self.team.id


class TeamRecords:
    """Every team's record of one team event, in the order of ``Tournament.teams``.

    ``k`` is the number of rounds counted, ``boards`` B, ``scoring`` the match points in
    force, ``win`` and ``draw`` the individual points of a won and a drawn board (w, d).
    A plain class, not a named tuple: it is a container of records (``[]``, iteration).
    """

    __slots__ = ("boards", "by_id", "draw", "k", "scoring", "tournament", "win")

    def __init__(
        self,
        tournament: Tournament,
        k: int,
        boards: int,
        scoring: TeamScoring,
        win: Fraction,
        draw: Fraction,
        by_id: Mapping[TeamId, TeamRecord],
    ) -> None:
        self.tournament, self.k, self.boards, self.scoring = tournament, k, boards, scoring
        self.win, self.draw, self.by_id = win, draw, by_id

    def __getitem__(self, team: TeamId) -> TeamRecord:
        return self.by_id[team]

    def __iter__(self) -> Iterator[TeamRecord]:
        return iter(self.by_id.values())

    @property
    def ids(self) -> list[TeamId]:
        """The team ids, in the order of ``Tournament.teams``."""
        return list(self.by_id)

    def matches_between(self, a: TeamId, b: TeamId) -> list[TeamRound]:
        """Return the rounds in which team ``a`` met team ``b`` (played or forfeited), from
        ``a``'s side: MP and GP of both sides are on ``round.match`` (for direct encounter,
        rules.md 9.5 EDE, and the board tie-breaks of 13.3.2)."""
        return [r for r in self.by_id[a].rounds if r.match is not None and r.match.opponent == b]


def _not_in_lineup(o: Outcome) -> bool:
    # A zero-point bye on a member is how TRF writes "not in the lineup" (formats.md 6.2).
    return o is Outcome.ABSENT or o is Outcome.ZERO_BYE


def _problem(key: str, pid: PlayerId, r: int, **args: Arg) -> Problem:
    return Problem("", msg(key, **args), place=Place(player=pid, round=r))


def team_records(t: Tournament) -> TeamRecords:
    """Return the lineups, matches, MP and GP of every team in every counted round of ``t``
    (rules.md 9.1-9.3; C.07 11.1.1 match points, 11.1.2 game points).

    The k rounds are the complete rounds of ``t`` (truncate first with
    :meth:`Tournament.after_round` for standings after round k).

    :raises InputError: when ``t`` is not a team event or a lineup, a match or a board
        result is inconsistent (rules.md 9.1; formats.md 6.1).
    """
    b_count = t.boards
    if not t.system.is_team or not t.teams or not b_count:
        raise InputError(Problem("", msg("teams.error.not-a-team-event")))
    if t.pending_round is not None:
        t = t.after_round(t.complete_rounds)
    scoring = t.team_scoring or TeamScoring()
    players = t.by_id()
    team_of: dict[PlayerId, TeamId] = {}
    for team in t.teams:
        for pid in team.members:
            if pid in team_of or pid not in players:
                raise InputError(
                    Problem("", msg("teams.error.member", team=team.name, player=int(pid)))
                )
            team_of[pid] = team.id
    k = t.rounds_played
    # A team's rounds: k, or k - 1 while its match of round k is in progress (the event's
    # finished matches counted, Tournament.live): no member has an entry for that round.
    own_k = {
        team.id: max((len(players[pid].results) for pid in team.members), default=0)
        for team in t.teams
    }
    lineups: dict[tuple[TeamId, int], tuple[PlayerId, ...]] = {}
    for team in t.teams:
        for r in range(1, own_k[team.id] + 1):
            lineup = tuple(
                pid
                for pid in team.members
                if len(players[pid].results) >= r
                and not _not_in_lineup(players[pid].results[r - 1].outcome)
            )
            if lineup and len(lineup) != b_count:
                raise InputError(
                    _problem(
                        "teams.error.lineup",
                        lineup[0],
                        r,
                        team=team.name,
                        found=len(lineup),
                        boards=b_count,
                    )
                )
            lineups[(team.id, r)] = lineup
    sides: dict[tuple[TeamId, int], tuple[TeamId | None, tuple[BoardGame, ...], Fraction]] = {}
    for team in t.teams:
        for r in range(1, own_k[team.id] + 1):
            sides[(team.id, r)] = _side(t, team, r, lineups, team_of, players)
    records: dict[TeamId, TeamRecord] = {}
    for team in t.teams:
        rounds: list[TeamRound] = []
        for r in range(1, own_k[team.id] + 1):
            opp, boards, gp = sides[(team.id, r)]
            rounds.append(_round(t, scoring, r, lineups[(team.id, r)], opp, boards, gp, sides))
        rounds = with_categories(rounds)
        records[team.id] = TeamRecord(
            team,
            tuple(rounds),
            sum((x.mp for x in rounds), Fraction(0)),
            sum((x.gp for x in rounds), Fraction(0)),
        )
    return TeamRecords(t, k, b_count, scoring, t.scoring.win, t.scoring.draw, records)


def _side(
    t: Tournament,
    team: Team,
    r: int,
    lineups: Mapping[tuple[TeamId, int], tuple[PlayerId, ...]],
    team_of: Mapping[PlayerId, TeamId],
    players: Mapping[PlayerId, Player],
) -> tuple[TeamId | None, tuple[BoardGame, ...], Fraction]:
    """Return the opposing team (None for a PAB or an absence), the boards and the GP of
    ``team`` in round ``r``, checking that board i faces board i of one other team."""
    lineup = lineups[(team.id, r)]
    if not lineup:
        return None, (), Fraction(0)
    results = [players[pid].results[r - 1] for pid in lineup]
    byes = [res.outcome is Outcome.PAB for res in results]
    if all(byes):
        boards = tuple(
            BoardGame(i, pid, Outcome.PAB, t.scoring.pab, None, None)
            for i, pid in enumerate(lineup, start=1)
        )
        return None, boards, t.scoring.pab * len(lineup)
    opp_team: TeamId | None = None
    boards_list: list[BoardGame] = []
    for i, (pid, res) in enumerate(zip(lineup, results, strict=True), start=1):
        if not res.outcome.has_opponent or res.opponent is None:
            raise InputError(
                _problem(
                    "teams.error.board-kind", pid, r, team=team.name, outcome=outcome(res.outcome)
                )
            )
        other = team_of.get(res.opponent)
        if other is None or other == team.id:
            raise InputError(
                _problem("teams.error.opponent", pid, r, team=team.name, opponent=int(res.opponent))
            )
        if opp_team is None:
            opp_team = other
        other_lineup = lineups.get((other, r), ())  # none: that team's match is pending
        if other != opp_team or len(other_lineup) < i or other_lineup[i - 1] != res.opponent:
            raise InputError(
                _problem(
                    "teams.error.board", pid, r, team=team.name, board=i, opponent=int(res.opponent)
                )
            )
        theirs = players[res.opponent].results
        back: RoundResult | None = theirs[r - 1] if len(theirs) >= r else None
        if back is None or back.opponent != pid or back.outcome not in res.outcome.mirrors:
            raise InputError(_problem("teams.error.mirror", pid, r, opponent=int(res.opponent)))
        boards_list.append(
            BoardGame(
                i,
                pid,
                res.outcome,
                t.scoring.points(res.outcome),
                res.opponent,
                t.scoring.points(back.outcome),
            )
        )
    boards = tuple(boards_list)
    return opp_team, boards, sum((b.points for b in boards), Fraction(0))


def _round(
    t: Tournament,
    scoring: TeamScoring,
    r: int,
    lineup: tuple[PlayerId, ...],
    opp: TeamId | None,
    boards: tuple[BoardGame, ...],
    gp: Fraction,
    sides: Mapping[tuple[TeamId, int], tuple[TeamId | None, tuple[BoardGame, ...], Fraction]],
) -> TeamRound:
    """Return one team round with its kind and match points (rules.md 9.2, 9.3)."""
    b_count = t.boards or 0
    if not lineup:
        zeros = tuple(Fraction(0) for _ in range(b_count))
        return TeamRound(r, TeamRoundKind.ABSENT, (), None, Fraction(0), Fraction(0), None, zeros)
    if opp is None:
        # Art. 12 preamble: a PAB counts as a win on every board whatever its GP.
        wins = tuple(t.scoring.win for _ in range(b_count))
        pab = TeamRoundKind.PAB
        return TeamRound(r, pab, lineup, None, scoring.pab_points, gp, None, wins)
    opp_gp = sides[(opp, r)][2]
    mp, opp_mp = match_points(gp, opp_gp, scoring)
    match = TeamMatch(opp, boards, gp, opp_gp, mp, opp_mp)
    if match.played or (gp == opp_gp and gp != 0):
        # Every board forfeited but the GP level: both teams appeared in part, so the match
        # counts as contested [D: 9.3 names no kind for it].
        kind = TeamRoundKind.PLAYED
    elif gp > opp_gp:
        kind = TeamRoundKind.FORFEIT_WIN
    else:
        kind = TeamRoundKind.FORFEIT_LOSS
    return TeamRound(r, kind, lineup, match, mp, gp, None, tuple(b.points for b in boards))


def match_points(gp: Fraction, opp_gp: Fraction, scoring: TeamScoring) -> tuple[Fraction, Fraction]:
    """Return the match points of both sides of a match with these game points (C.07
    11.1.1, rules.md 9.2): more GP win, equal GP draw, except a 0-0 match, which both lose."""
    if gp > opp_gp:
        return scoring.win, scoring.loss
    if gp < opp_gp:
        return scoring.loss, scoring.win
    if gp == 0:
        return scoring.loss, scoring.loss
    return scoring.draw, scoring.draw


_CATEGORY = {
    TeamRoundKind.PAB: 1,
    TeamRoundKind.FORFEIT_WIN: 2,
    TeamRoundKind.FORFEIT_LOSS: 4,
}


def with_categories(rounds: list[TeamRound]) -> list[TeamRound]:
    """Return ``rounds`` with the 16.2 category of every unplayed round: an absence is .5
    when every later counted round is a VUR as well, else .3 (rules.md 3.1, 9.3)."""
    fifth = category5_rounds(tuple(x.kind.outcome for x in rounds))
    out = []
    for x in rounds:
        cat = _CATEGORY.get(x.kind)
        if x.kind is TeamRoundKind.ABSENT:
            cat = 5 if x.round in fifth else 3
        out.append(TeamRound(x.round, x.kind, x.lineup, x.match, x.mp, x.gp, cat, x.board_points))
    return out
