"""``compare`` and ``prizes`` on a team event, through the same entry points as for the
players of an individual event (``compare_orders``, ``compare_rules``, ``allocate``, the
``tiebreak compare`` and ``tiebreak prizes`` commands).

The event is the worked event of rules.md 9.4 (tests/core/test_team_matches.py: WORKED),
five teams of two boards: T1 5 MP 4.5 GP, T2 3 MP 4.5 GP, T3 2 MP 2.5 GP, T4 2 MP 3 GP, T5 3
MP 3.5 GP. Every value below is worked out by hand in a comment.
"""

from __future__ import annotations

import json
from fractions import Fraction as F
from pathlib import Path

import pytest

from core.cli import main
from core.engine.standings import compute_standings
from core.errors import InputError
from core.formats.tournament_json import tournament_to_dict
from core.i18n.text import render
from core.model import PlayerId, Tournament
from core.questions.compare import compare_orders, compare_rules
from core.questions.prizes import allocate, read_prize_list
from tests.core.team_events import two_board_event
from tests.core.test_team_matches import TEAMS, WORKED

T1, T2, T3, T4, T5 = (PlayerId(i) for i in range(1, 6))


def worked() -> Tournament:
    return two_board_event(3, TEAMS, WORKED)


def test_two_orders_swap_the_teams_on_2_mp() -> None:
    # T3 and T4 have 2 MP each. BH:GP (2026), every round of both played but T4's PAB:
    # T3 met T4 (3 GP), T1 (4.5), T5 (3.5) = 11; T4 met T3 (2.5), its PAB counts its own 3
    # GP capped at B × d × k = 2 × 0.5 × 3 = 3 (16.4.2), and T1 (4.5) = 10: T3 above T4.
    # MPVGP is their GP: T4 3 above T3 2.5.
    cmp = compare_orders(worked(), ["BH:GP", "MPVGP"], rules="fide-2026")
    ranks = {r.entrant.id: tuple(p.rank for p in r.places) for r in cmp.rows}
    assert ranks == {1: (1, 1), 2: (2, 2), 5: (3, 3), 3: (4, 5), 4: (5, 4)}
    by = {r.entrant.id: r for r in cmp.rows}
    assert [p.values for p in by[3].places] == [{"BH:GP": 11}, {"MPVGP": F(5, 2)}]
    assert [p.values for p in by[4].places] == [{"BH:GP": 10}, {"MPVGP": 3}]
    moves = {r.entrant.id: r.move for r in cmp.moves}
    assert set(moves) == {3, 4}
    assert moves[3] is not None and moves[3].against == (4,)
    assert moves[4] is not None and moves[4].against == (3,)


def test_two_editions_give_the_team_buchholz_each_its_value() -> None:
    # T2 on GP: 2024 counts 4.5 + 4.5 + 4.5 = 13.5; 2026 caps the forfeit win at T5's
    # 3.5 and the PAB at 1 × 3 = 3 (16.4.1, 16.4.2): 4.5 + 3.5 + 3 = 11.
    cmp = compare_rules(worked(), ["fide-2024", "fide-2026"], order="BH:GP")
    t2 = next(r for r in cmp.rows if r.entrant.id == 2)
    assert [p.values["BH:GP"] for p in t2.places] == [F(27, 2), 11]
    assert cmp.moves == ()  # the caps move no team past another here


def test_the_compare_command_ranks_teams(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "worked.json"
    path.write_text(json.dumps(tournament_to_dict(worked())), encoding="utf-8")
    code = main(["compare", str(path), "--orders", "BH:GP", "MPVGP", "--format", "json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    rows = {r["id"]: [c["rank"] for c in r["places"]] for r in out["rows"]}
    assert rows[3] == [4, 5] and rows[4] == [5, 4]


PRIZES = {
    "currency": "£",
    "shared": "tiebreak",  # teams level on MP are not pooled: the order decides
    "one_prize": True,
    "categories": [
        {"id": "open", "name": "Open", "places": [{"money": 100}, {"money": 50}]},
        {"id": "local", "name": "Local teams", "players": [3, 4], "places": [{"money": 30}]},
    ],
}


def test_team_prizes_go_by_the_team_standings() -> None:
    # fide-team-swiss: MP, then MPVGP (GP): T1 5 MP; T2 and T5 3 MP, GP 4.5 above 3.5;
    # T4 and T3 2 MP, GP 3 above 2.5. Open: T1 £100, T2 £50; the local teams T3 and T4: T4
    # is the better of them, £30.
    st = compute_standings(worked())
    assert [r.id for r in st.rows] == [T1, T2, T5, T4, T3]
    res = allocate(st, read_prize_list(json.dumps(PRIZES)))
    assert {int(p): m for p, m, _ in res.totals()} == {1: 10000, 2: 5000, 4: 3000}


def test_a_team_category_cannot_ask_for_a_players_criteria() -> None:
    rated = {"id": "u1800", "name": "U1800", "rating": {"max": 1799}, "places": [{"money": 9}]}
    plist = read_prize_list(json.dumps({**PRIZES, "categories": [*PRIZES["categories"], rated]}))
    with pytest.raises(InputError) as err:
        allocate(compute_standings(worked()), plist)
    (problem,) = err.value.problems
    assert problem.path == "categories[2].rating"
    assert render(problem.message, "en").startswith("rating describes a player")


def test_a_team_category_names_teams_that_exist() -> None:
    plist = read_prize_list(
        json.dumps({**PRIZES, "categories": [{**PRIZES["categories"][1], "players": [9]}]})
    )
    with pytest.raises(InputError) as err:
        allocate(compute_standings(worked()), plist)
    (problem,) = err.value.problems
    assert render(problem.message, "en") == "the tournament has no team 9"


def test_the_prizes_command_on_a_team_event(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    event, prizes = tmp_path / "worked.json", tmp_path / "prizes.json"
    event.write_text(json.dumps(tournament_to_dict(worked())), encoding="utf-8")
    prizes.write_text(json.dumps(PRIZES), encoding="utf-8")
    code = main(["prizes", str(event), "--prizes", str(prizes), "--format", "json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert {(t["id"], t["name"], t["money"]) for t in out["players"]} == {
        (1, "T1", "100.00"),
        (2, "T2", "50.00"),
        (4, "T4", "30.00"),
    }
