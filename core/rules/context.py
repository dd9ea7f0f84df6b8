"""Per-tournament numbers computed once: points per round in integer units, raw scores.

Every score in a tournament is a whole multiple of one unit (1/2 for 1-½-0 scoring,
rules.md 2.3). The engine works on integers counted in that unit, which is exact and fast,
and turns them into :class:`~fractions.Fraction` only at the edge.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from math import lcm
from typing import NamedTuple, cast

from core.errors import InvalidOptionError
from core.i18n.message import msg
from core.model import (
    GameScore,
    Outcome,
    Player,
    PlayerId,
    Primary,
    RoundResult,
    System,
    Tournament,
)


class RoundPoints(NamedTuple):
    """Which score a context sums when it is not the event's points of each outcome: a team
    event read as games (:mod:`core.teams.games`) sums its match points or its game points
    (rules.md 9.2, 9.4), the same tie-break families computing either.

    Every number is in units of ``1/den``; ``win`` and ``draw`` are what a won and a drawn
    round are worth (a drawn match: the draw's match points, or B × d game points).
    """

    score: Primary
    """The score summed (its name in an explanation)."""
    den: int
    win: int
    draw: int
    loss: int
    pab: int
    of: Callable[[RoundResult], int]
    """A round's points in units."""


class Context:
    """A tournament truncated to the k rounds being evaluated, with its scores in units."""

    game_points: dict[PlayerId, list[int]]
    """Each player's points in each game over the board, in round order."""
    unplayed: dict[PlayerId, list[int]]
    """The rounds (0-based) not played over the board, of the players who have one: no rule
    set counts a game otherwise than as the opponent's (adjusted) score."""
    game_opponents: dict[PlayerId, list[PlayerId]]
    """Each player's opponents met over the board, one per game, in round order."""

    def __init__(
        self,
        tournament: Tournament,
        after_round: int | None = None,
        *,
        no_pending: bool = False,
        by: RoundPoints | None = None,
    ) -> None:
        """``no_pending``: the caller knows that no game of ``tournament`` is pending (the
        standings evaluate what :func:`core.engine.progress.prepare` left, whose
        ``pending_round`` looked), and the points are not searched for one. ``by``: the
        score summed, when not the event's points of each outcome (a team event's match or
        game points)."""
        s = tournament.scoring
        self.by = by
        self._fracs: dict[int, Fraction] = {}
        self._ratios: dict[tuple[int, int], Fraction] = {}
        points: list[list[int | None]]
        if by is not None:
            self.den, self.w, self.d, self.l, self.pab = by.den, by.win, by.draw, by.loss, by.pab
            of = by.of
            points = [[of(r) for r in p.results] for p in tournament.players]
        else:
            self.den = lcm(
                s.win.denominator, s.draw.denominator, s.loss.denominator, s.pab.denominator
            )
            self.w = self.units(s.win)
            self.d = self.units(s.draw)
            self.l = self.units(s.loss)
            self.pab = self.units(s.pab)
            # Points by Outcome.index (a list lookup, no enum hashing per round); a pending
            # game has none, so the same pass finds a round in progress.
            value: list[int | None] = [
                None if o is Outcome.PENDING else self.units(s.points(o)) for o in Outcome
            ]
            points = [[value[r.outcome.index] for r in p.results] for p in tournament.players]
        tournament, points, k = _counted(tournament, points, after_round, no_pending=no_pending)
        self.tournament = tournament
        self.k: int = k
        self.round_robin = tournament.system is System.ROUND_ROBIN
        self.players: dict[PlayerId, Player] = tournament.by_id()
        self.ids: list[PlayerId] = [p.id for p in tournament.players]
        ids = self.ids
        self.points: dict[PlayerId, list[int]] = dict(zip(ids, points, strict=True))  # type: ignore[arg-type]
        self.score: dict[PlayerId, int] = dict(zip(ids, map(sum, points), strict=True))  # type: ignore[arg-type]
        self._index_games(tournament)

    def _index_games(self, tournament: Tournament) -> None:
        """Fill the games over the board: each player's opponents and points in them, and
        the rounds without one."""
        ids = self.ids
        # Two passes over each player's rounds (the points above, the opponents of the games
        # here: each pass over every round is the dearest step of a big event), the tables
        # filled a whole list at a time.
        opponents: list[list[PlayerId | None]] = [
            [r.opponent if r.outcome.is_played else None for r in p.results]
            for p in tournament.players
        ]
        self.game_points = dict(self.points)
        self.unplayed = {}
        for pid, opps in zip(ids, opponents, strict=True):
            count = opps.count(None)  # one search of the list, not `in` first
            if not count:
                continue
            # A few rounds without a game: found by the C-level search and deleted from the
            # lists (the points from a copy), not filtered round by round.
            gaps = self.unplayed[pid] = []
            i = -1
            for _ in range(count):
                i = opps.index(None, i + 1)
                gaps.append(i)
            pts = self.game_points[pid] = self.points[pid].copy()
            for i in reversed(gaps):
                del opps[i], pts[i]
        self.game_opponents = dict(zip(ids, cast(list[list[PlayerId]], opponents), strict=True))

    def units(self, value: Fraction) -> int:
        """Return ``value`` counted in units (it must be a whole number of units)."""
        scaled = value * self.den
        if scaled.denominator != 1:
            raise ValueError(f"{value} is not a multiple of 1/{self.den}")
        return int(scaled)

    def frac(self, units: int) -> Fraction:
        """Return ``units`` as an exact score."""
        # Explanations of a whole field ask for the same few scores again and again (every
        # opponent's, every round's): each Fraction is built once and shared (immutable).
        try:
            return self._fracs[units]
        except KeyError:
            f = self._fracs[units] = Fraction(units, self.den)
            return f

    def ratio(self, num: int, den: int) -> Fraction:
        """Return ``num / den`` exactly (an SB amount in units of a win's units), each
        distinct one built once as :meth:`frac` does."""
        try:
            return self._ratios[num, den]
        except KeyError:
            f = self._ratios[num, den] = Fraction(num, den)
            return f

    def results(self, pid: PlayerId) -> tuple[RoundResult, ...]:
        """Return the counted rounds of ``pid``."""
        return self.players[pid].results

    def name(self, pid: PlayerId | None) -> str:
        """Return the name of ``pid`` for explanations."""
        if pid is None:
            return ""
        p = self.players.get(pid)
        return p.name if p is not None else f"player {pid}"


def fore_crosstable(t: Tournament, k: int, drawn: GameScore | None = None) -> Tournament:
    """Return the Fore Buchholz crosstable of ``t`` after ``k`` rounds (C.07 8.3): every
    round-``k`` pairing between two entrants, played or forfeited, becomes a played draw;
    byes and absences stay. ``drawn`` is the draw's game score (a team match read as a game:
    B × d game points each, rules.md 9.4); a player's draw has none."""
    players: list[Player] = []
    for p in t.players:
        res = list(p.results)
        if k and len(res) >= k and res[k - 1].opponent is not None:
            last = res[k - 1]
            res[k - 1] = RoundResult(Outcome.DRAW, last.opponent, last.color, drawn)
        players.append(p._replace(results=tuple(res)))
    return t._replace(players=tuple(players))


def _counted(
    tournament: Tournament,
    points: list[list[int | None]],
    after_round: int | None,
    *,
    no_pending: bool,
) -> tuple[Tournament, list[list[int | None]], int]:
    """Return ``tournament`` and its points in units truncated to the rounds counted: the
    complete rounds when one is in progress (unless ``no_pending``), and at most
    ``after_round``; with the number of rounds counted.

    :raises InvalidOptionError: for ``after_round`` beyond the rounds played or complete.
    """
    if not no_pending and any([None in pts for pts in points]):
        # A round in progress: only the complete rounds count; the caller
        # who wants the finished games of that round passes Tournament.live().
        complete = tournament.complete_rounds
        if after_round is not None and after_round > complete:
            raise InvalidOptionError(
                msg(
                    "error.after-round-in-progress",
                    round=after_round,
                    current=complete + 1,
                    last=complete,
                )
            )
        tournament = tournament.after_round(complete)
        points = [pts[:complete] for pts in points]
    k_all = tournament.rounds_played
    if after_round is not None:
        if not 0 <= after_round <= k_all:
            raise InvalidOptionError(msg("error.after-round", round=after_round, last=k_all))
        if after_round != k_all:
            tournament = tournament.after_round(after_round)
            points = [pts[:after_round] for pts in points]
    return tournament, points, k_all if after_round is None else after_round
