"""Lineups, matches, match and game points of team events (rules.md 9.1-9.3), by hand."""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from core.errors import InputError
from core.model import Color, Outcome, PlayerId, RoundResult, System, TeamScoring
from core.teams.matches import TeamRoundKind, match_points, team_records
from tests.core.team_events import two_board_event

TEAMS = {1: [1, 2], 2: [3, 4], 3: [5, 6], 4: [7, 8], 5: [9, 10]}
# The worked event of rules.md 9.4.
WORKED = {
    1: ["+W3", "=B5", "+W7"],
    2: ["=B4", "=W6", "+B8"],
    3: ["-B1", "+F9", "U"],
    4: ["=W2", "+F10", "U"],
    5: ["+W7", "=W1", "=B9"],
    6: ["-B8", "=B2", "-W10"],
    7: ["-B5", "U", "-B1"],
    8: ["+W6", "U", "-W2"],
    9: ["U", "-F3", "=W5"],
    10: ["U", "-F4", "+B6"],
}


def test_the_worked_event_of_9_4() -> None:
    rec = team_records(two_board_event(3, TEAMS, WORKED))
    assert [(r.id, r.mp, r.gp) for r in rec] == [
        (1, 5, F(9, 2)),
        (2, 3, F(9, 2)),
        (3, 2, F(5, 2)),
        (4, 2, 3),
        (5, 3, F(7, 2)),
    ]
    b = rec[2].rounds  # type: ignore[index]
    assert [x.kind for x in b] == [
        TeamRoundKind.PLAYED,
        TeamRoundKind.FORFEIT_WIN,
        TeamRoundKind.PAB,
    ]
    assert [x.category for x in b] == [None, 2, 1]
    assert b[0].match is not None and b[0].match.opponent == 1
    assert (b[0].match.gp, b[0].match.opponent_gp, b[0].mp, b[0].match.opponent_mp) == (
        F(1, 2),
        F(3, 2),
        0,
        2,
    )
    assert [bd.board for bd in b[0].match.boards] == [1, 2]
    assert b[2].board_points == (1, 1)  # a PAB is a win on every board (art. 12)
    e2 = rec[5].rounds[1]  # type: ignore[index]
    assert (e2.kind, e2.category, e2.vur, e2.mp, e2.gp) == (
        TeamRoundKind.FORFEIT_LOSS,
        4,
        True,
        0,
        0,
    )
    assert [x.round for x in rec.matches_between(1, 2)] == [1]  # type: ignore[arg-type]


def test_match_points_of_a_0_0_match_are_a_loss_for_both() -> None:
    s = TeamScoring(win=F(3), draw=F(1), loss=F(0))
    assert match_points(F(0), F(0), s) == (0, 0)
    assert match_points(F(1), F(1), s) == (1, 1)
    assert match_points(F(3, 2), F(1, 2), s) == (3, 0)


def test_a_double_forfeit_of_every_board_is_a_forfeit_loss_for_both() -> None:
    res = {1: ["-F3"], 2: ["-F4"], 3: ["-F1"], 4: ["-F2"]}
    rec = team_records(two_board_event(1, {1: [1, 2], 2: [3, 4]}, res))
    for tid in (1, 2):
        r = rec[tid].rounds[0]  # type: ignore[index]
        assert (r.kind, r.mp, r.gp, r.vur) == (TeamRoundKind.FORFEIT_LOSS, 0, 0, True)


def test_absences_are_category_5_only_when_nothing_but_vurs_follow() -> None:
    res = {
        1: ["--", "+W3", "--", "--"],
        2: ["--", "+W4", "--", "--"],
        3: ["--", "-B1", "+F5", "--"],
        4: ["--", "-B2", "+F6", "--"],
        5: ["+W7", "--", "-F3", "--"],
        6: ["+W8", "--", "-F4", "--"],
        7: ["-B5", "--", "--", "--"],
        8: ["-B6", "--", "--", "--"],
    }
    rec = team_records(two_board_event(4, {1: [1, 2], 2: [3, 4], 3: [5, 6], 4: [7, 8]}, res))
    assert [x.category for x in rec[1].rounds] == [3, None, 5, 5]  # type: ignore[index]
    # A forfeit loss after an absence keeps it at .5 (rules.md 12 item 44).
    assert [x.category for x in rec[3].rounds] == [None, 5, 4, 5]  # type: ignore[index]
    assert [x.category for x in rec[4].rounds] == [None, 5, 5, 5]  # type: ignore[index]


def test_a_match_forfeited_on_every_board_with_level_gp_is_contested() -> None:
    res = {1: ["+F3"], 2: ["-F4"], 3: ["-F1"], 4: ["+F2"]}
    rec = team_records(two_board_event(1, {1: [1, 2], 2: [3, 4]}, res))
    r = rec[1].rounds[0]  # type: ignore[index]
    assert (r.kind, r.mp, r.gp) == (TeamRoundKind.PLAYED, 1, 1)


def test_reserves_sitting_out_keep_the_board_order() -> None:
    res = {1: ["+W4"], 2: ["--"], 3: ["=W5"], 4: ["-B1"], 5: ["=B3"]}
    rec = team_records(two_board_event(1, {1: [1, 2, 3], 2: [4, 5]}, res))
    r = rec[1].rounds[0]  # type: ignore[index]
    assert r.lineup == (1, 3) and r.gp == F(3, 2) and r.mp == 2


@pytest.mark.parametrize(
    ("results", "key"),
    [
        ({1: ["+W3"], 2: ["--"], 3: ["-B1"], 4: ["--"]}, "teams.error.lineup"),
        ({1: ["+W4"], 2: ["=B3"], 3: ["=W2"], 4: ["-B1"]}, "teams.error.board"),
        ({1: ["+W3"], 2: ["U"], 3: ["-B1"], 4: ["U"]}, "teams.error.board-kind"),
        ({1: ["+W2"], 2: ["-B1"], 3: ["U"], 4: ["U"]}, "teams.error.opponent"),
    ],
)
def test_inconsistent_matches_are_input_errors(results: dict[int, list[str]], key: str) -> None:
    with pytest.raises(InputError) as err:
        team_records(two_board_event(1, {1: [1, 2], 2: [3, 4]}, results))
    problem = err.value.problems[0]
    assert problem.message.key == key  # type: ignore[union-attr]
    assert problem.place is not None and problem.place.round == 1


def test_results_that_do_not_mirror_each_other_are_input_errors() -> None:
    # The readers reject these too; the model built in code must not slip through.
    t = two_board_event(1, {1: [1, 2], 2: [3, 4]}, {1: ["+W3"], 2: ["=B4"], 3: ["-B1"], 4: ["=W2"]})
    three = t.player(3)
    won = three._replace(results=(RoundResult(Outcome.WIN, PlayerId(1), Color.BLACK),))
    t = t._replace(players=tuple(won if p.id == 3 else p for p in t.players))
    with pytest.raises(InputError) as err:
        team_records(t)
    assert err.value.problems[0].message.key == "teams.error.mirror"  # type: ignore[union-attr]


def test_a_player_in_two_teams_and_an_individual_event_are_input_errors() -> None:
    res = {1: ["U"], 2: ["U"], 3: ["U"], 4: ["U"]}
    with pytest.raises(InputError, match="player 2 is in another team"):
        team_records(two_board_event(1, {1: [1, 2], 2: [2, 3, 4]}, res))
    t = two_board_event(1, {1: [1, 2], 2: [3, 4]}, res)
    with pytest.raises(InputError, match="not a team event"):
        team_records(t._replace(system=System.SWISS))
