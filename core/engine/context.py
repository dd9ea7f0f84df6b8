"""Per-tournament numbers computed once: points per round in integer units, raw scores.

Every score in a tournament is a whole multiple of one unit (1/2 for 1-½-0 scoring,
rules.md 2.3). The engine works on integers counted in that unit, which is exact and fast,
and turns them into :class:`~fractions.Fraction` only at the edge.
"""

from __future__ import annotations

from fractions import Fraction
from math import lcm

from core.errors import InvalidOptionError
from core.i18n.message import msg
from core.model import Outcome, Player, PlayerId, RoundResult, System, Tournament

_PENDING = Outcome.PENDING.index
_LAST_PLAYED = max(o.index for o in Outcome if o.is_played)
"""The games over the board (win, draw, loss) are the first outcomes: a player whose every
round's index is at most this one played every round."""


class Context:
    """A tournament truncated to the k rounds being evaluated, with its scores in units."""

    def __init__(self, tournament: Tournament, after_round: int | None = None) -> None:
        # Each round's outcome as its Outcome.index, read once: the points, the pending
        # round and whether every round was played come from these integers (FIGURE-TODO).
        kinds = [[r.outcome.index for r in p.results] for p in tournament.players]
        if any(_PENDING in ks for ks in kinds):
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
            kinds = [ks[:complete] for ks in kinds]
        k_all = tournament.rounds_played
        if after_round is not None:
            if not 0 <= after_round <= k_all:
                raise InvalidOptionError(msg("error.after-round", round=after_round, last=k_all))
            if after_round != k_all:
                tournament = tournament.after_round(after_round)
                kinds = [ks[:after_round] for ks in kinds]
        self.tournament = tournament
        self.k: int = tournament.rounds_played
        self.round_robin = tournament.system is System.ROUND_ROBIN
        s = tournament.scoring
        self.den: int = lcm(
            s.win.denominator, s.draw.denominator, s.loss.denominator, s.pab.denominator
        )
        self.w = self.units(s.win)
        self.d = self.units(s.draw)
        self.l = self.units(s.loss)
        self.pab = self.units(s.pab)
        self.players: dict[PlayerId, Player] = tournament.by_id()
        self.ids: list[PlayerId] = [p.id for p in tournament.players]
        value = [self.units(s.points(o)) for o in Outcome]
        """Points by Outcome.index."""
        self.points: dict[PlayerId, list[int]] = {}
        self.score: dict[PlayerId, int] = {}
        self.game_opponents: dict[PlayerId, list[PlayerId]] = {}
        """Each player's opponents met over the board, one per game, in round order."""
        self.game_points: dict[PlayerId, list[int]] = {}
        """The player's points in each of those games."""
        self.unplayed: dict[PlayerId, list[int]] = {}
        """The rounds (0-based) not played over the board, of the players who have one: no
        rule set counts a game otherwise than as the opponent's (adjusted) score."""
        last = _LAST_PLAYED
        for p, ks in zip(tournament.players, kinds, strict=True):
            pts = [value[k] for k in ks]
            opps: list[PlayerId] = [r.opponent for r in p.results]  # type: ignore[misc]
            self.points[p.id] = pts
            self.score[p.id] = sum(pts)
            if ks and max(ks) > last:
                # A few rounds without a game: copy the lists and delete them, cheaper than
                # filtering every round again.
                gaps = self.unplayed[p.id] = [i for i, k in enumerate(ks) if k > last]
                opps = opps.copy()
                pts = pts.copy()
                for i in reversed(gaps):
                    del opps[i], pts[i]
            self.game_opponents[p.id] = opps
            self.game_points[p.id] = pts

    def units(self, value: Fraction) -> int:
        """Return ``value`` counted in units (it must be a whole number of units)."""
        scaled = value * self.den
        if scaled.denominator != 1:
            raise ValueError(f"{value} is not a multiple of 1/{self.den}")
        return int(scaled)

    def frac(self, units: int) -> Fraction:
        """Return ``units`` as an exact score."""
        return Fraction(units, self.den)

    def results(self, pid: PlayerId) -> tuple[RoundResult, ...]:
        """Return the counted rounds of ``pid``."""
        return self.players[pid].results

    def name(self, pid: PlayerId | None) -> str:
        """Return the name of ``pid`` for explanations."""
        if pid is None:
            return ""
        p = self.players.get(pid)
        return p.name if p is not None else f"player {pid}"
