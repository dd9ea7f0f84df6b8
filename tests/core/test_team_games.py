"""A team match read as a game (core/teams/games.py, issue 30): the outcome by game points,
the game points as its score, and a context over the games summing either score gives
every team's match and game points as the records count them (rules.md 9.2)."""

from __future__ import annotations

import pickle
from fractions import Fraction as F

import pytest

from core.engine.standings import compute_standings
from core.model import GameScore, Outcome, PlayerId, Primary, TeamId, TeamScoring
from core.rules.context import Context
from core.teams.games import match_games, points_by
from core.teams.matches import team_records
from tests.core.random_team_events import random_team_tournament
from tests.core.team_events import two_board_event
from tests.core.test_team_matches import TEAMS, WORKED


def test_the_worked_event_of_9_4_as_games() -> None:
    games = match_games(team_records(two_board_event(3, TEAMS, WORKED)))
    t2 = {p.id: p for p in games.players}[PlayerId(2)]
    # T2 lost 0.5-1.5 to T1, won by forfeit against T5, had the PAB (each board a win).
    assert t2.results == (
        (Outcome.LOSS, 1, None, GameScore(1, 3)),  # game points in halves
        (Outcome.FORFEIT_WIN, 5, None, GameScore(4, 0)),
        (Outcome.PAB, None, None, GameScore(4, 0)),
    )


def test_a_double_forfeit_is_a_forfeit_loss_for_both_and_a_0_0_match_a_loss() -> None:
    res = {1: ["-F3"], 2: ["-F4"], 3: ["-F1"], 4: ["-F2"]}
    games = match_games(team_records(two_board_event(1, {1: [1, 2], 2: [3, 4]}, res)))
    assert [p.results[0].outcome for p in games.players] == [Outcome.FORFEIT_LOSS] * 2


def test_a_match_level_on_game_points_with_every_board_forfeited_is_a_drawn_game() -> None:
    res = {1: ["+F3"], 2: ["-F4"], 3: ["-F1"], 4: ["+F2"]}
    games = match_games(team_records(two_board_event(1, {1: [1, 2], 2: [3, 4]}, res)))
    assert [p.results[0].outcome for p in games.players] == [Outcome.DRAW] * 2


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("win", [F(2), F(3)])
def test_a_context_over_the_games_sums_each_teams_match_and_game_points(seed: int, win: F) -> None:
    t = random_team_tournament(seed, 6 + seed % 5, 2 + seed % 4, 4 + seed % 4)
    t = t._replace(team_scoring=TeamScoring(win=win, draw=F(1), loss=F(0), pab=F(1, 2)))
    records = team_records(t)
    games = match_games(records)
    for score in Primary:
        ctx = Context(games, no_pending=True, by=points_by(records, score))
        got = {TeamId(int(pid)): ctx.frac(units) for pid, units in ctx.score.items()}
        want = {r.id: (r.mp if score is Primary.MP else r.gp) for r in records}
        assert got == want, score
        # Every round's points, too: a round's MP or GP as the records count it.
        for rec in records:
            pts = ctx.points[PlayerId(int(rec.id))]
            rounds = [ctx.frac(p) for p in pts]  # type: ignore[arg-type]
            assert rounds == [x.mp if score is Primary.MP else x.gp for x in rec.rounds]


@pytest.mark.parametrize("primary", ["MP", "GP"])
def test_a_team_events_standings_pickle_with_their_contexts(primary: str) -> None:
    # The bot's worker processes send the standings, the engine and its caches, pickled.
    t = random_team_tournament(3, 8, 3, 5)
    st = compute_standings(t, primary=primary, order=["BH:MP", "FB:GP", "EDE", "TBR"])
    back = pickle.loads(pickle.dumps(st))
    assert [(r.entrant.id, r.values) for r in back.rows] == [
        (r.entrant.id, r.values) for r in st.rows
    ]
    tid = st.rows[0].entrant.id
    assert back.explain(tid, "BH:GP").value == st.explain(tid, "BH:GP").value
