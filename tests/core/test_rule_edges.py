"""Situations the spec vectors do not cover: round robins, 3-1-0 under the virtual opponent,
unrated opponents, option limits (found by reviewing the engine against rules.md)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from core.cli import main
from core.engine.standings import compute_standings, explain, tiebreak_values
from core.errors import InvalidOptionError, UnknownTiebreakError
from core.explain import Source
from core.formats.tournament_json import tournament_from_dict
from core.render.explanation import item_note, render_cites
from core.tiebreaks.registry import parse_code


def event(system: str, rounds: int, players: list[dict[str, Any]], **extra: Any) -> Any:
    return tournament_from_dict(
        {
            "format": "tiebreak-tournament/1",
            "name": "t",
            "system": system,
            "rounds": rounds,
            "players": players,
            **extra,
        }
    )


def test_virtual_opponent_reverses_a_draw_to_a_draw_under_three_one_zero() -> None:
    # rules.md 4.3: reverse w -> l, d -> d, l -> w; a half-point bye worth 1 of 3 reverses
    # to 1, so player 1's bye counts 3 (before) + 1 + 1 × 1 (one later round) = 5.
    t = event(
        "swiss",
        3,
        [
            {"id": 1, "results": ["+W2", "H", "+W3"]},
            {"id": 2, "results": ["-B1", "+W3", "=B4"]},
            {"id": 3, "results": ["=W4", "-B2", "-B1"]},
            {"id": 4, "results": ["=B3", "--", "=W2"]},
        ],
        scoring={"win": 3, "draw": 1, "loss": 0},
    )
    ex = explain(t, 1, "BH", rules="fide-2009")
    assert ex.items[1].value == 5
    assert ex.value == 10


ROUND_ROBIN_WITH_FORFEIT = [
    {"id": 1, "results": ["+W2", "=W3", "+F4", "=W5", "--"]},
    {"id": 2, "results": ["-B1", "+W5", "--", "+W4", "=W3"]},
    {"id": 3, "results": ["=W4", "=B1", "-W5", "--", "=B2"]},
    {"id": 4, "results": ["=B3", "--", "-F1", "-B2", "-W5"]},
    {"id": 5, "results": ["--", "-B2", "+B3", "=B1", "+B4"]},
]


@pytest.mark.parametrize("rules", ["fide-2026", "fide-2024"])
def test_round_robin_forfeit_is_a_game_not_cut_first(rules: str) -> None:
    # rules.md 4.9: in a round robin a forfeit counts as a game against the scheduled
    # opponent; art. 16 (16.5 included) is for Swiss events, so Cut-1 removes the lowest.
    t = event("round-robin", 5, ROUND_ROBIN_WITH_FORFEIT)
    assert tiebreak_values(t, "BH", rules=rules)[4] == Fraction(19, 2)
    assert tiebreak_values(t, "BH-C1", rules=rules)[4] == 8
    ex = explain(t, 4, "BH-C1", rules=rules)
    cut = [i for i in ex.items if i.cut]
    assert [i.round for i in cut] == [1] and "16.5" not in render_cites(cut[0].cites)


def test_rep_subtracts_absences_that_are_not_a_free_round() -> None:
    # Four players: no free round; player 4 withdrew after round 1 (rules.md 6.2).
    t = event(
        "round-robin",
        3,
        [
            {"id": 1, "results": ["+W4", "=B3", "+W2"]},
            {"id": 2, "results": ["=B3", "--", "-B1"]},
            {"id": 3, "results": ["=W2", "=W1", "--"]},
            {"id": 4, "results": ["-B1", "--", "--"], "withdrawn_after": 1},
        ],
    )
    rep = tiebreak_values(t, "REP", rules="fide-2026")
    assert rep[4] == 1
    assert rep[1] == 3


def test_rep_keeps_the_free_round_of_an_odd_round_robin() -> None:
    t = event("round-robin", 5, ROUND_ROBIN_WITH_FORFEIT)
    rep = tiebreak_values(t, "REP", rules="fide-2026")
    assert rep[1] == 5  # round 5 is player 1's free round
    assert rep[4] == 4  # the free round stays; the forfeit loss is subtracted


def test_koya_threshold_uses_the_full_schedule_in_final_round_robin_standings() -> None:
    # Five players, one withdrew before playing: the maximum is still 4 games (6.7), so
    # the threshold is 2 points, not half of the most games anyone played.
    t = event(
        "round-robin",
        5,
        [
            {"id": 1, "results": ["+W2", "=W3", "-W4", "--", "--"]},
            {"id": 2, "results": ["-B1", "--", "--", "+W4", "-W3"]},
            {"id": 3, "results": ["=W4", "=B1", "--", "--", "+B2"]},
            {"id": 4, "results": ["=B3", "--", "+B1", "-B2", "--"]},
            {"id": 5, "results": ["--", "--", "--", "--", "--"], "withdrawn_after": 0},
        ],
    )
    ks = tiebreak_values(t, "KS", rules="fide-2026")
    assert ks == {1: Fraction(1, 2), 2: 0, 3: 0, 4: Fraction(1, 2), 5: 0}


UNRATED = [
    {"id": 1, "rating": 2000, "results": ["+W2", "=B3", "+W4"]},
    {"id": 2, "rating": None, "results": ["-B1", "+W4", "=B3"]},
    {"id": 3, "rating": 1800, "results": ["=W4", "=W1", "=W2"]},
    {"id": 4, "rating": 1600, "results": ["=B3", "-B2", "-B1"]},
]


def test_unrated_opponent_is_shown_not_hidden() -> None:
    t = event("swiss", 3, UNRATED)
    ex = explain(t, 1, "ARO", rules="fide-2026")
    assert ex.value == 1700
    unrated = [i for i in ex.items if i.round == 1]
    assert unrated and unrated[0].value is None and "unrated" in item_note(unrated[0])
    st = compute_standings(t, rules="fide-2026", order="ARO,WIN")
    assert [w.code for w in st.warnings] == ["rating-tiebreak-dropped"]
    assert st.order == ("WIN",)


def test_explain_prints_the_warnings(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "u.json"
    path.write_text(json.dumps({"rounds": 3, "players": UNRATED}), encoding="utf-8")
    assert main(["explain", str(path), "1", "--order", "ARO,WIN"]) == 0
    out = capsys.readouterr().out
    assert "rating-tiebreak-dropped" in out


@pytest.mark.parametrize("k", ["-1", "7"])
def test_after_round_outside_the_results_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], k: str
) -> None:
    path = tmp_path / "u.json"
    path.write_text(json.dumps({"rounds": 3, "players": UNRATED}), encoding="utf-8")
    assert main(["standings", str(path), "--after-round", k]) == 2
    assert "after round" in capsys.readouterr().err
    with pytest.raises(InvalidOptionError):
        tiebreak_values(
            tournament_from_dict({"rounds": 3, "players": UNRATED}),
            "BH",
            rules="fide-2026",
            after_round=int(k),
        )


def test_rankres_items_match_what_it_ranks() -> None:
    # Under a FIDE rule set forfeits are not results for RANKRES (6.10 step 2).
    t = event(
        "swiss",
        2,
        [
            {"id": 1, "results": ["+F3", "=W2"]},
            {"id": 2, "results": ["+W4", "=B1"]},
            {"id": 3, "results": ["-F1", "+W4"]},
            {"id": 4, "results": ["-B2", "-B3"]},
        ],
    )
    st = compute_standings(t, rules="fide-2026", order=["RANKRES"])
    assert [r.player.id for r in st.rows][:2] == [2, 1]
    assert [i.round for i in st.explain(1, "RANKRES").items] == [2]


@pytest.mark.parametrize("code", ["ARO-C2", "PS-C2", "ARO-M1", "PS-M1"])
def test_codes_not_offered_are_refused(code: str) -> None:
    with pytest.raises(UnknownTiebreakError):
        parse_code(code)


def test_modified_median_reads_us_chess_entries_under_any_rule_set() -> None:
    # rules.md 6.9: MM is defined on the US Chess entries (own unplayed rounds 0).
    t = event(
        "swiss",
        3,
        [
            {"id": 1, "results": ["+W2", "H", "+W3"]},
            {"id": 2, "results": ["-B1", "+W3", "=B4"]},
            {"id": 3, "results": ["=W4", "-B2", "-B1"]},
            {"id": 4, "results": ["=B3", "--", "=W2"]},
        ],
    )
    assert tiebreak_values(t, "MM", rules="fide-2026") == tiebreak_values(t, "MM", rules="uscf")
    ex = explain(t, 1, "MM", rules="fide-2026")
    assert any(
        c.source is Source.US_CHESS and "34E1" in c.articles
        for i in ex.items
        if i.cut
        for c in i.cites
    )


def test_performance_uses_game_results_under_three_one_zero() -> None:
    # A draw is half a point for TPR whatever the event's scoring (C.07 10.2).
    players: list[dict[str, Any]] = [
        {"id": 1, "rating": 2000, "results": ["=W2"]},
        {"id": 2, "rating": 2000, "results": ["=B1"]},
    ]
    t = event("swiss", 1, players, scoring={"win": 3, "draw": 1, "loss": 0})
    assert tiebreak_values(t, "TPR", rules="fide-2026")[1] == 2000


def test_fore_buchholz_notes_only_what_the_assumption_changed() -> None:
    t = event(
        "swiss",
        2,
        [
            {"id": 1, "results": ["+W2", "+W3"]},
            {"id": 2, "results": ["-B1", "+B4"]},
            {"id": 3, "results": ["+W4", "-B1"]},
            {"id": 4, "results": ["-B3", "-W2"]},
        ],
    )
    ex = explain(t, 1, "FB", rules="fide-2026")
    notes = {i.round: item_note(i) for i in ex.items}
    assert notes[2].startswith("final round assumed drawn")
    assert notes[1].startswith("final round assumed drawn")  # player 2's last game changed
    assert ex.value == 2  # round 2 drawn: player 2 has 0.5, player 3 1.5


def test_explain_json_is_one_object(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "u.json"
    path.write_text(json.dumps({"rounds": 3, "players": UNRATED}), encoding="utf-8")
    assert main(["explain", str(path), "1", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["tiebreak"] == "BH-C1"


def test_fide_variants_found_in_published_results() -> None:
    from core.errors import UnknownRuleSetError

    # An absence followed only by a forfeit loss: category .5 by rules.md 3.1 (counts ½ for
    # the opponents), category .3 under the forfeit-ends-withdrawal variant (counts 0).
    t = event(
        "swiss",
        3,
        [
            {"id": 1, "results": ["+W2", "+W3", "BYE"]},
            {"id": 2, "results": ["-B1", "--", "-F3"]},
            {"id": 3, "results": ["BYE", "-B1", "+F2"]},
        ],
    )
    # Player 1: player 2 (0 points, counts ½ or 0) + player 3 (2) + PAB dummy (own 3).
    assert tiebreak_values(t, "BH", rules="fide-2024")[1] == Fraction(11, 2)
    assert tiebreak_values(t, "BH", rules="fide-2024+forfeit-ends-withdrawal")[1] == 5
    # pab-no-sb: the PAB's dummy stays in BH, leaves SB.
    sb = tiebreak_values(t, "SB", rules="fide-2024")[1]
    assert tiebreak_values(t, "SB", rules="fide-2024+pab-no-sb")[1] == sb - 3
    assert tiebreak_values(t, "BH", rules="fide-2024+pab-no-sb")[1] == Fraction(11, 2)
    st = compute_standings(t, rules="fide-2026+pab-no-sb", order="SB")
    assert st.rules == "fide-2026+pab-no-sb"
    for bad in ("fide-2024+nope", "uscf+pab-no-sb", "fide-2009+pab-no-sb"):
        with pytest.raises(UnknownRuleSetError):
            compute_standings(t, rules=bad)


def test_direct_encounter_items_sum_to_the_score_with_repeated_games() -> None:
    # Double round robin of three (6.1.2): players 1 and 2 met twice, 1 and ½, so DE counts
    # 0.75 for player 1 against player 2; every pair is averaged the same way.
    t = event(
        "round-robin",
        6,
        [
            {"id": 1, "results": ["+W2", "--", "=B3", "=B2", "--", "-W3"]},
            {"id": 2, "results": ["-B1", "=W3", "--", "=W1", "+B3", "--"]},
            {"id": 3, "results": ["--", "=B2", "=W1", "--", "-W2", "+B1"]},
        ],
    )
    st = compute_standings(t, rules="fide-2026", order=["DE"])
    ex = st.explain(1, "DE")
    assert ex.value == 1
    assert sum(i.value for i in ex.items if i.value is not None) == ex.value
    against_2 = [i.value for i in ex.items if i.opponent == 2]
    assert against_2 == [Fraction(1, 2), Fraction(1, 4)]
    assert all("6.1.2" in render_cites(i.cites) for i in ex.items)
