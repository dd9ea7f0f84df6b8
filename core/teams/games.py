"""A team match is a game (issue 30): every team's rounds as one round result each, shaped
like a game with a game score, so that the players' rule sets and families read a team event.

:func:`match_games` turns a team event's records (:mod:`core.teams.matches`) into a
:class:`~core.model.Tournament` whose players are the teams (the same ids, formats.md 6.1):

* a match played over the board is a game whose outcome is the match's by game points (more
  GP a win, equal GP a draw, a 0-0 match a loss for both: C.07 11.1.1), its
  :class:`~core.model.GameScore` the two sides' game points (in units of :func:`gp_den`);
* a match every board of which was forfeited is the forfeit win or loss of 9.3 (its game
  points kept as its score), a team PAB a PAB, a round without a lineup an absence;
* the boards stay the match's detail, in the records (:func:`match_records`).

:func:`points_by` says which score a context sums over it: the match points of each outcome,
or the game points of each score (rules.md 9.2). The players' FIDE rule set applied to that
context is art. 16 for teams (9.4): :mod:`core.teams.scores` reads it, applying nothing
itself. :func:`team_engine` is the one :class:`~core.tiebreaks.engine.Engine` over those
games, summing the primary score, with the other named score beside it.
"""

from __future__ import annotations

from fractions import Fraction
from functools import partial
from math import lcm

from core.model import (
    GameScore,
    Outcome,
    Player,
    PlayerId,
    Primary,
    RoundResult,
    Scoring,
    System,
    Tournament,
)
from core.rules.base import RuleSet
from core.rules.context import RoundPoints
from core.teams.matches import TeamRecords, TeamRound, TeamRoundKind, team_records
from core.teams.scores import TeamRules, team_rule_set
from core.tiebreaks.engine import Engine

_RECORDS = "team-records"
"""The engine's memo key of the match records (:func:`match_records`)."""


def team_engine(records: TeamRecords, rules: RuleSet | str) -> Engine:
    """Return the engine of a team event under one FIDE edition (rules.md 9.4-9.5): the
    players' engine over the matches read as games (:func:`match_games`), summing the primary
    score, MP and GP named, the teams as entrants; the records stay the matches' detail
    (:func:`match_records`: lineups and boards, which the board families read).

    An explanation's ``player`` and an item's ``opponent`` hold team ids (formats.md 6.1).

    :raises UnknownRuleSetError: when ``rules`` is not a FIDE edition (9.4).
    """
    primary = records.scoring.primary
    drawn = int(records.boards * records.draw * gp_den(records))
    eng = Engine(
        match_games(records),
        TeamRules(team_rule_set(rules, records.tournament.start_date)),
        no_pending=True,
        scores={score: points_by(records, score) for score in Primary},
        primary=primary,
        source=records.tournament,
        entrants={PlayerId(int(rec.id)): rec.team for rec in records},
        drawn=GameScore(drawn, drawn),
    )
    eng.memo(_RECORDS, lambda: records)
    return eng


def match_records(eng: Engine) -> TeamRecords:
    """Return the match records of a team event's engine (its lineups and boards): made
    once from the event as given, where :func:`team_engine` did not leave them."""
    return eng.memo(_RECORDS, lambda: team_records(eng.tournament))


def gp_den(records: TeamRecords) -> int:
    """Return the unit of the game points as integers (1/den): every board's points are a
    multiple of it (rules.md 2.3)."""
    s = records.tournament.scoring
    return lcm(s.win.denominator, s.draw.denominator, s.loss.denominator, s.pab.denominator)


def _units(v: Fraction, den: int) -> int:
    # den is a multiple of every board's denominator: integer arithmetic, no Fraction made
    return v.numerator * (den // v.denominator)


def _game(x: TeamRound, den: int) -> RoundResult:
    """Return one team round as a game: outcome by game points, the game points as score."""
    own = _units(x.gp, den)
    m = x.match
    if x.kind is not TeamRoundKind.PLAYED:
        if m is not None:
            opp = PlayerId(int(m.opponent))
            return RoundResult(
                x.kind.outcome, opp, None, GameScore(own, _units(m.opponent_gp, den))
            )
        score = None if x.kind is TeamRoundKind.ABSENT else GameScore(own, 0)
        return RoundResult(x.kind.outcome, None, None, score)
    assert m is not None
    theirs = _units(m.opponent_gp, den)
    if own > theirs:
        out = Outcome.WIN
    elif own < theirs or own == 0:
        out = Outcome.LOSS  # a 0-0 match: both lose (C.07 11.1.1)
    else:
        out = Outcome.DRAW
    return RoundResult(out, PlayerId(int(m.opponent)), None, GameScore(own, theirs))


def match_games(records: TeamRecords) -> Tournament:
    """Return the team event of ``records`` as an individual event of its teams, each match a
    game (the module's reading); a round robin stays one (C.07 15.2)."""
    t = records.tournament
    den = gp_den(records)
    teams = tuple(
        Player(PlayerId(int(rec.id)), rec.team.name, tuple(_game(x, den) for x in rec.rounds))
        for rec in records
    )
    system = System.ROUND_ROBIN if t.system.is_round_robin else System.SWISS
    return Tournament(t.name, t.rounds, teams, system, match_scoring(records), t.start_date)


def points_by(records: TeamRecords, score: Primary) -> RoundPoints:
    """Return how a context over :func:`match_games` sums ``score``: the match points of a
    round's outcome (an absence none, 9.2) or its game points (rules.md 9.2)."""
    if score is Primary.GP:
        den = gp_den(records)
        s, b = records.tournament.scoring, records.boards
        win, draw, loss, pab = (int(v * b * den) for v in (s.win, s.draw, s.loss, s.pab))
        return RoundPoints(score, den, win, draw, loss, pab, _own_score)
    mp = match_scoring(records)
    den = lcm(*(v.denominator for v in mp))
    # By Outcome.index; a partial, not a lambda: the bot's workers pickle the standings.
    by_outcome = tuple(0 if o is Outcome.ABSENT else int(mp.points(o) * den) for o in Outcome)
    win, draw, loss, pab = (
        by_outcome[o.index] for o in (Outcome.WIN, Outcome.DRAW, Outcome.LOSS, Outcome.PAB)
    )
    return RoundPoints(score, den, win, draw, loss, pab, partial(_by_outcome, by_outcome))


def _by_outcome(points: tuple[int, ...], r: RoundResult) -> int:
    return points[r.outcome.index]  # an absence: no lineup, no match points (9.2)


def _own_score(r: RoundResult) -> int:
    return 0 if r.score is None else r.score.own


def match_scoring(records: TeamRecords) -> Scoring:
    """Return the match points in force as a game's scoring (a PAB its match points)."""
    sc = records.scoring
    return Scoring(sc.win, sc.draw, sc.loss, sc.pab_points)
