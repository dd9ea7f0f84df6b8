"""Scoring systems other than 1-½-0 (rules.md 2.3): 3-1-0 and a PAB worth a draw."""

from __future__ import annotations

from fractions import Fraction

from core.engine.standings import compute_standings, tiebreak_values
from core.formats.tournament_json import tournament_from_dict

THREE_ONE_ZERO = {
    "rounds": 5,
    "scoring": {"win": 3, "draw": 1, "loss": 0},
    "players": [
        {"id": 1, "name": "A", "results": ["+W2", "+B3", "=W4", "-B5", "BYE"]},
        {"id": 2, "name": "B", "results": ["-B1", "=W4", "BYE", "-W3", "+W5"]},
        {"id": 3, "name": "C", "results": ["BYE", "-W1", "-B5", "+B2", "=B4"]},
        {"id": 4, "name": "D", "results": ["+W5", "=B2", "=B1", "BYE", "=W3"]},
        {"id": 5, "name": "E", "results": ["-B4", "BYE", "+W3", "+W1", "-B2"]},
    ],
}


def test_standard_points_normalise_three_one_zero() -> None:
    # rules.md 6.2: W, W, D, L, PAB (worth 3) = 1 + 1 + ½ + 0 + 1 = 3.5
    t = tournament_from_dict(THREE_ONE_ZERO)
    assert tiebreak_values(t, "STD", rules="fide-2024")[1] == Fraction(7, 2)


def test_points_and_sonneborn_berger_use_the_scoring() -> None:
    t = tournament_from_dict(THREE_ONE_ZERO)
    st = compute_standings(t, rules="fide-2024", order=["SB", "PS"])
    points = {r.player.id: r.points for r in st.rows}
    assert points == {1: 10, 2: 7, 3: 7, 4: 9, 5: 9}
    sb = {r.player.id: r.values["SB"] for r in st.rows}
    # A: beat B (7) and C (7), drew D (9: a draw adds d/w = 1/3 of it), lost to E, PAB:
    # dummy with own score 10 × 3/3.
    assert sb[1] == 7 + 7 + 3 + 0 + 10
    ps = {r.player.id: r.values["PS"] for r in st.rows}
    assert ps[1] == 3 + 6 + 7 + 7 + 10


def test_fide_2026_cap_uses_the_draw_value() -> None:
    # 16.4.2: the cap is d × k = 1 × 5 with 3-1-0 scoring.
    t = tournament_from_dict(THREE_ONE_ZERO)
    bh24 = tiebreak_values(t, "BH", rules="fide-2024")
    bh26 = tiebreak_values(t, "BH", rules="fide-2026")
    assert bh24[1] - bh26[1] == 10 - 5


def test_pab_worth_a_draw_is_not_a_win() -> None:
    data = dict(THREE_ONE_ZERO, scoring={"win": 1, "draw": "1/2", "loss": 0, "pab": 0.5})
    t = tournament_from_dict(data)
    st = compute_standings(t, rules="fide-2024", order=["WIN"])
    assert st.row(1).points == 3
    assert st.row(1).values["WIN"] == 2  # the PAB worth a draw is not a round won (7.1)
