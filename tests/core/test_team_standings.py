"""Team standings (rules.md 9.7 with 8.1): the ``{"rules", "order", "ranking"}`` expectations
(with ``shared`` and ``warnings``) of every vector in ../shared/spec/vectors/teams, loaded
from that folder at test time through the tournament JSON reader; the group tie-breaks DE,
EDE and EDE with board tie-breaks (9.5) on hand-built events; presets (9.6), the primary
score, warnings, ``why`` and ``explain`` of a team, and the ``--individual`` view.

The hand-built events are small enough to check by hand; each test says the arithmetic.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from core.engine.presets import PRESETS, default_preset
from core.engine.standings import compute_standings
from core.engine.why import why
from core.errors import InvalidOptionError, UnknownRuleSetError, UnknownTiebreakError
from core.formats.tournament_json import tournament_from_dict
from core.i18n.text import render
from core.model import PlayerId, Primary, System, Tournament
from core.teams.individual import individual_view
from core.teams.options import parse_match_points, with_team_options
from tests.conftest import REPO, VECTORS
from tests.core.team_events import two_board_event

TEAM_VECTORS = VECTORS / "teams"
EXAMPLE = REPO / "examples" / "team-swiss.json"


def _files() -> list[Path]:
    return sorted(TEAM_VECTORS.glob("*.json")) if TEAM_VECTORS.is_dir() else []


def _ranking_cases() -> list[Any]:
    cases = []
    for f in _files():
        v = json.loads(f.read_text(encoding="utf-8"))
        for i, e in enumerate(v["expect"]):
            if "ranking" in e:
                cases.append(pytest.param(f, i, id=f"{f.stem}-{i}-{e['rules']}"))
    return cases


@pytest.mark.needs_shared
def test_every_team_vector_file_has_a_ranking() -> None:
    files = _files()
    assert len(files) >= 3, f"expected the team vectors in {TEAM_VECTORS}"
    for f in files:
        v = json.loads(f.read_text(encoding="utf-8"))
        assert any("ranking" in e for e in v["expect"]), f.name


@pytest.mark.needs_shared
@pytest.mark.parametrize(("path", "index"), _ranking_cases())
def test_team_vector_ranking(path: Path, index: int) -> None:
    v = json.loads(path.read_text(encoding="utf-8"))
    e = v["expect"][index]
    t = tournament_from_dict(v["tournament"], source=path.name)
    st = compute_standings(
        t,
        rules=e["rules"],
        order=None if "preset" in e else e["order"],
        preset=e.get("preset"),
        after_round=e.get("after_round"),
    )
    assert st.rules == e["rules"]
    assert list(st.order) == e["order"]
    assert [r.id for r in st.rows] == e["ranking"]
    shared: list[list[int]] = []
    for r in st.rows:
        if r.shared:
            if shared and st.row(PlayerId(shared[-1][0])).rank == r.rank:
                shared[-1].append(r.id)
            else:
                shared.append([r.id])
    assert shared == e.get("shared", [])
    assert {w.code for w in st.warnings} == set(e.get("warnings", []))


# ---- hand-built events --------------------------------------------------------------------
# Three teams of two boards meet once each; the third team has the PAB each round:
#   r1: T1-T2 1.5-0.5, T3 PAB;  r2: T2-T3 2-0, T1 PAB;  r3: T3-T1 1.5-0.5, T2 PAB.
# Every team wins once, loses once and has a PAB: 3 MP each. Among them every team has
# 2 MP (6.2: all met, level); on GP T2 has 0.5 + 2 = 2.5, T1 1.5 + 0.5 = 2, T3 0 + 1.5 = 1.5.
CYCLE = {
    1: ["+W3", "U", "-B5"],
    2: ["=B4", "U", "=W6"],
    3: ["-B1", "+W5", "U"],
    4: ["=W2", "+B6", "U"],
    5: ["U", "-B3", "+W1"],
    6: ["U", "-W4", "=B2"],
}


def cycle() -> Tournament:
    return two_board_event(3, {1: [1, 2], 2: [3, 4], 3: [5, 6]}, CYCLE)


def ids(st: Any) -> list[int]:
    return [r.id for r in st.rows]


def test_de_on_match_points_leaves_a_cycle_tied() -> None:
    st = compute_standings(cycle(), rules="fide-2026", order="DE")
    assert [(r.rank, r.shared) for r in st.rows] == [(1, True)] * 3
    assert [w.code for w in st.warnings] == ["unbroken-tie"]
    assert {r.values["DE"] for r in st.rows} == {Fraction(2)}


def test_ede_breaks_the_cycle_on_game_points() -> None:
    # 13.3.1: level on MP among them, then art. 6 on GP: 2.5, 2, 1.5.
    st = compute_standings(cycle(), rules="fide-2026", order="EDE")
    assert ids(st) == [2, 1, 3]
    assert not any(r.shared for r in st.rows) and not st.warnings
    ex = st.explain(PlayerId(1), "EDE")
    assert [(i.round, i.opponent, i.value) for i in ex.items] == [(1, 2, 2), (3, 3, 0)]
    assert ex.summary is not None and "GP" in render(ex.summary, "en")


def test_the_primary_score_can_be_game_points() -> None:
    st = compute_standings(cycle(), rules="fide-2026", order="MPVGP", primary="GP")
    assert st.primary is Primary.GP
    assert [(r.id, r.points) for r in st.rows] == [
        (2, Fraction(9, 2)),
        (1, Fraction(4)),
        (3, Fraction(7, 2)),
    ]
    assert all(r.values["MPVGP"] == 3 for r in st.rows)  # the secondary score, MP


# Two teams, one round, a 1-1 draw: board 1 won by team 1, board 2 by team 2.
def drawn_pair() -> Tournament:
    return two_board_event(
        1, {1: [1, 2], 2: [3, 4]}, {1: ["+W3"], 2: ["-B4"], 3: ["-B1"], 4: ["+W2"]}
    )


def test_ede_with_board_tie_breaks_separates_two_teams() -> None:
    t = drawn_pair()
    assert ids(compute_standings(t, order="EDE")) == [1, 2]
    assert compute_standings(t, order="EDE").rows[1].shared
    # Board 1 first (TBR): 1 against 0. Without the bottom board (BBE): 1 against 0.
    # BC on the match: 1×1 + 2×0 = 1 against 1×0 + 2×1 = 2, lower first.
    for code in ("EDET", "EDEB", "EDEBT", "EDEBB"):
        st = compute_standings(t, order=code)
        assert ids(st) == [1, 2] and not st.rows[1].shared, code
        assert not st.warnings
        w = why(st, PlayerId(2), PlayerId(1))
        assert w.above == 1 and w.criterion == code


def test_board_stages_apply_only_to_two_teams() -> None:
    # DE leaves the three teams of the cycle tied; EDET's board stage is for two teams
    # only, so EDET orders them by its EDE part (GP) alone.
    st = compute_standings(cycle(), order="DE,EDET")
    assert ids(st) == [2, 1, 3]
    assert st.explain(PlayerId(2), "EDET").summary is not None


def test_why_names_the_score_then_the_code() -> None:
    st = compute_standings(cycle(), rules="fide-2026", order="EDE")
    w = why(st, PlayerId(3), PlayerId(2))
    assert (w.above, w.below, w.criterion) == (2, 3, "EDE")
    text = render(w.text, "en")
    assert "T2 is above T3" in text and "3 MP" in text
    alone = compute_standings(cycle(), order="MPVGP", primary="GP")
    w2 = why(alone, PlayerId(1), PlayerId(2))
    assert w2.criterion == "GP" and "4.5 against 4" in render(w2.text, "en")


def test_presets_and_defaults() -> None:
    t = cycle()
    assert default_preset(t) == "fide-team-swiss"
    st = compute_standings(t)
    assert st.order == PRESETS["fide-team-swiss"].order
    rr = compute_standings(
        two_board_event(
            1,
            {1: [1, 2], 2: [3, 4]},
            {1: ["+W3"], 2: ["-B4"], 3: ["-B1"], 4: ["+W2"]},
            system="team-round-robin",
        )
    )
    assert rr.order == ("MPVGP", "EDE", "EMGSB", "BC")
    old = compute_standings(t, preset="fide-1998-team")
    assert old.primary is Primary.GP and old.order == ("MPVGP", "DE", "BH:GP", "SB:GP")
    # --primary wins over the preset's primary score
    assert compute_standings(t, preset="fide-1998-team", primary="MP").primary is Primary.MP
    with pytest.raises(InvalidOptionError):
        compute_standings(t, preset="fide-swiss")
    with pytest.raises(InvalidOptionError):
        compute_standings(
            tournament_from_dict(
                json.loads((REPO / "examples" / "club-swiss.json").read_text()), source="club"
            ),
            preset="olympiad",
        )


def test_rules_codes_and_options_that_are_usage_errors() -> None:
    t = cycle()
    with pytest.raises(UnknownRuleSetError):
        compute_standings(t, rules="uscf")
    for code in ("ARO", "BPG", "TPR"):
        with pytest.raises(UnknownTiebreakError):
            compute_standings(t, order=code)
    with pytest.raises(InvalidOptionError):
        parse_match_points("2,1")
    with pytest.raises(InvalidOptionError):
        parse_match_points("2,-1,0")
    with pytest.raises(InvalidOptionError):
        with_team_options(individual_view(t), primary="MP")


def test_match_points_option_changes_the_score() -> None:
    t = with_team_options(cycle(), match_points="3,1,0,0")
    st = compute_standings(t, order="MPVGP")
    assert {r.id: r.scores[Primary.MP] for r in st.rows} == {
        1: 3,
        2: 3,
        3: 3,
    }  # one win, PAB worth 0
    t2 = with_team_options(cycle(), match_points="3,1,0")  # PAB: the draw value
    assert {r.scores[Primary.MP] for r in compute_standings(t2, order="MPVGP").rows} == {
        Fraction(4)
    }


def test_buchholz_in_a_team_round_robin_warns() -> None:
    t = two_board_event(
        1,
        {1: [1, 2], 2: [3, 4]},
        {1: ["+W3"], 2: ["+B4"], 3: ["-B1"], 4: ["-W2"]},
        system="team-round-robin",
    )
    st = compute_standings(t, order="BH:MP,EMGSB")
    assert [w.code for w in st.warnings] == ["buchholz-in-round-robin"]
    assert ids(st) == [1, 2]


def test_the_individual_view_ranks_the_players_on_board_points() -> None:
    t = individual_view(cycle())
    assert t.system is System.SWISS and not t.teams
    st = compute_standings(t, rules="fide-2026", order="BH")
    points = {r.player.id: r.points for r in st.rows}
    # Player 4: draw, win, PAB; player 6: PAB, loss, draw; player 2: draw, PAB, draw.
    assert points[PlayerId(4)] == Fraction(5, 2)
    assert points[PlayerId(6)] == Fraction(3, 2)
    assert points[PlayerId(2)] == 2
    assert len(st.rows) == 6


def test_the_bundled_team_example_reads_and_ranks() -> None:
    t = tournament_from_dict(json.loads(EXAMPLE.read_text(encoding="utf-8")), source="example")
    st = compute_standings(t)
    assert st.rules == "fide-2026" and st.order == PRESETS["fide-team-swiss"].order
    assert len(st.rows) == 7 and not st.warnings
    # Knightfall and En Passant: 6 MP and 12.5 GP each; Knightfall won their match (EDE).
    w = why(st, PlayerId(7), PlayerId(2))
    assert (w.above, w.criterion) == (2, "EDE")


def test_standings_after_a_round() -> None:
    # After round 1 of the cycle: T1 beat T2 (2 MP), T3 had the PAB (1 MP), T2 0.
    st = compute_standings(cycle(), order="MPVGP", after_round=1)
    assert st.rounds_counted == 1
    assert [(r.id, r.scores[Primary.MP], r.scores[Primary.GP]) for r in st.rows] == [
        (1, 2, Fraction(3, 2)),
        (3, 1, 2),
        (2, 0, Fraction(1, 2)),
    ]
