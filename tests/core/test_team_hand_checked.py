"""Team tie-breaks recomputed by hand from rules.md 9 on a small event with every kind of
team round: a team PAB, a forfeited match, a forfeited board inside a played match and a
team that withdrew. Each expected value carries its arithmetic; the two FIDE editions differ
only where 16.4's caps (2026) bite.

The event (5 teams A-E of 2 boards, 3 rounds, 2-1-0, team PAB 1 MP + 2 × 1 GP)::

    round 1: A-E 1.5-0.5 (played)   C-D 2-0: board 1 played 1-0, board 2 won by forfeit
             B team PAB (1 MP, 2 GP)
    round 2: A-C 1-1                B-E 2-0 by forfeit (E did not appear)   D team PAB
    round 3: A-D 1-1                B-C 1.5-0.5                             E absent

    totals   A 4 MP 3.5 GP   B 5 / 5.5   C 3 / 3.5   D 2 / 3   E 0 / 0.5

E's round 3 is an absence with no later round: category .5 (9.3), so E is seen as if it had
drawn it: seen MP(E) = 0 + 1 = 1, seen GP(E) = 0.5 + 2 × ½ = 1.5. Its round 2 forfeit loss
stays at 0 (16.3: a forfeit loss keeps its recorded score). Every other team's seen score is
its total. k = 3, so 16.4.2 caps an own round at 1 × 3 = 3 MP or 2 × ½ × 3 = 3 GP.
"""

from __future__ import annotations

import io
from fractions import Fraction as F
from typing import Any

import pytest

from core.engine.standings import compute_standings
from core.formats.tournament_json import tournament_from_dict
from core.formats.trf import read_trf, write_trf
from core.i18n.text import render
from core.model import PlayerId, RoundKind, Tournament
from core.render.explanation import item_plain, render_cites, render_text
from core.teams.matches import TeamRoundKind, team_records

A, B, C, D, E = (PlayerId(i) for i in range(1, 6))

EVENT: dict[str, Any] = {
    "format": "tiebreak-tournament/1",
    "name": "Hand check",
    "rounds": 3,
    "system": "team-swiss",
    "boards": 2,
    "teams": [
        {"id": 1, "name": "A", "members": [1, 2]},
        {"id": 2, "name": "B", "members": [3, 4]},
        {"id": 3, "name": "C", "members": [5, 6]},
        {"id": 4, "name": "D", "members": [7, 8]},
        {"id": 5, "name": "E", "members": [9, 10]},
    ],
    "players": [
        {"id": 1, "name": "a1", "results": ["+W9", "=W5", "+W7"]},
        {"id": 2, "name": "a2", "results": ["=B10", "=B6", "-B8"]},
        {"id": 3, "name": "b1", "results": ["U", "+F9", "=W5"]},
        {"id": 4, "name": "b2", "results": ["U", "+F10", "+B6"]},
        {"id": 5, "name": "c1", "results": ["+W7", "=B1", "=B3"]},
        {"id": 6, "name": "c2", "results": ["+F8", "=W2", "-W4"]},
        {"id": 7, "name": "d1", "results": ["-B5", "U", "-B1"]},
        {"id": 8, "name": "d2", "results": ["-F6", "U", "+W2"]},
        {"id": 9, "name": "e1", "results": ["-B1", "-F3", "--"]},
        {"id": 10, "name": "e2", "results": ["=W2", "-F4", "--"]},
    ],
}

ORDER = ("BH:MP-C1", "BH:MP", "BH:GP", "EMGSB", "SSSC", "BC", "FB:MP", "AOB:MP")


def event() -> Tournament:
    return tournament_from_dict(EVENT, source="hand.json")


def values(t: Tournament, rules: str) -> dict[str, dict[PlayerId, Any]]:
    st = compute_standings(t, rules=rules, order=ORDER)
    return {code: {row.id: row.values[code] for row in st.rows} for code in ORDER}


def test_the_rounds_and_totals_of_the_event() -> None:
    rec = team_records(event())
    kinds = {t: [r.kind for r in rec[t].rounds] for t in rec.ids}
    P, FW, FL, PAB, ABS = (
        TeamRoundKind.PLAYED,
        TeamRoundKind.FORFEIT_WIN,
        TeamRoundKind.FORFEIT_LOSS,
        TeamRoundKind.PAB,
        TeamRoundKind.ABSENT,
    )
    # C-D round 1 is a played match: one board was played over the board (9.3).
    assert kinds == {1: [P, P, P], 2: [PAB, FW, P], 3: [P, P, P], 4: [P, PAB, P], 5: [P, FL, ABS]}
    assert {t: (rec[t].mp, rec[t].gp) for t in rec.ids} == {
        1: (4, F(7, 2)),  # 2 + 1 + 1; 1.5 + 1 + 1
        2: (5, F(11, 2)),  # PAB 1 + forfeit win 2 + win 2; 2 + 2 + 1.5
        3: (3, F(7, 2)),  # 2 (one board by forfeit) + 1 + 0; 2 + 1 + 0.5
        4: (2, 3),  # 0 + PAB 1 + 1; 0 + 2 + 1
        5: (0, F(1, 2)),  # 0 + 0 + absent 0; 0.5 + 0 + 0
    }


@pytest.mark.parametrize("rules", ["fide-2026", "fide-2024"])
def test_values_recomputed_by_hand(rules: str) -> None:
    v = values(event(), rules)
    new = rules == "fide-2026"

    # BH:MP (8.1, 16). B: round 1 PAB, own 5 MP, 2026 caps at 1 × 3 = 3 (16.4.2); round 2
    # forfeit win over E, own 5, 2026 caps at E's seen 1 (16.4.1); round 3 C's 3.
    # 2026: 3 + 1 + 3 = 7; 2024 (no caps): 5 + 5 + 3 = 13.
    assert v["BH:MP"][B] == (7 if new else 13)
    # A: E counts its seen 1 (category .5 drawn, 16.3.2) + C 3 + D 2 = 6 in both editions.
    assert v["BH:MP"][A] == 6
    # C: D 2 + A 4 + B 5 = 11. D: C 3 + PAB own 2 (under the cap of 3) + A 4 = 9.
    assert (v["BH:MP"][C], v["BH:MP"][D]) == (11, 9)
    # E: A 4 + forfeit loss own 0 + absence own 0 = 4.
    assert v["BH:MP"][E] == 4

    # BH:MP-C1 (14.1, 16.5): B has no VUR, the lowest goes: 2026 7 − 1 = 6; 2024 13 − 3 = 10.
    assert v["BH:MP-C1"][B] == (6 if new else 10)
    # A: 6 − E's 1 = 5. E: a VUR goes first (round 2, 0; round 3 also 0): 4 − 0 = 4.
    assert (v["BH:MP-C1"][A], v["BH:MP-C1"][E]) == (5, 4)

    # BH:GP. B: PAB own 5.5 GP, 2026 capped at 2 × ½ × 3 = 3; forfeit win own 5.5, 2026
    # capped at E's seen 1.5 GP; C's 3.5. 2026: 3 + 1.5 + 3.5 = 8; 2024: 5.5 + 5.5 + 3.5.
    assert v["BH:GP"][B] == (8 if new else F(29, 2))
    # A: E's seen 1.5 + C 3.5 + D 3 = 8. E: A 3.5 + own 0.5 + own 0.5 = 4.5.
    assert (v["BH:GP"][A], v["BH:GP"][E]) == (8, F(9, 2))

    # EMGSB (13.2): opponent's seen MP × own GP in the match; an own unplayed round takes
    # 9.4's own-round value. B: PAB 3 × 2 GP = 6 (2024: 5 × 2 = 10); forfeit win 1 × 2 = 2
    # (2024: 5 × 2 = 10); C 3 × 1.5 = 4.5. 2026: 12.5; 2024: 24.5.
    assert v["EMGSB"][B] == (F(25, 2) if new else F(49, 2))
    # A: E 1 × 1.5 + C 3 × 1 + D 2 × 1 = 6.5. C: D 2 × 2 + A 4 × 1 + B 5 × 0.5 = 10.5.
    assert (v["EMGSB"][A], v["EMGSB"][C]) == (F(13, 2), F(21, 2))

    # SSSC (13.4): f = trunc(3 rounds × 2 MP / (2 boards × 1)) = 3; GP + BH:MP / 3, 2 places.
    # B: 2026 5.5 + 7/3 = 7.8333 → 7.83; 2024 5.5 + 13/3 = 9.8333 → 9.83. A: 3.5 + 6/3 = 5.5.
    assert v["SSSC"][B] == (F(783, 100) if new else F(983, 100))
    assert v["SSSC"][A] == F(11, 2)
    # E: 0.5 + 4/3 = 1.8333 → 1.83 (half up).
    assert v["SSSC"][E] == F(183, 100)

    # BC (12.1): Σ board number × GP on that board over all rounds, PAB a win on every board.
    # A: board 1 1 + ½ + 1 = 2.5, board 2 ½ + ½ + 0 = 1 → 2.5 + 2 = 4.5.
    # B: board 1 PAB 1 + forfeit 1 + ½ = 2.5, board 2 1 + 1 + 1 = 3 → 2.5 + 6 = 8.5.
    # C: board 1 1 + ½ + ½ = 2, board 2 forfeit-won board 1 + ½ + 0 = 1.5 → 2 + 3 = 5.
    # D: board 1 0 + PAB 1 + 0 = 1, board 2 forfeited 0 + 1 + 1 = 2 → 1 + 4 = 5. E: 0 + ½ × 2.
    assert {t: v["BC"][t] for t in (A, B, C, D, E)} == {
        A: F(9, 2),
        B: F(17, 2),
        C: 5,
        D: 5,
        E: 1,
    }

    # FB:MP (8.3): the last-round matches A-D (already 1-1) and B-C (1.5-0.5) become drawn
    # matches: fore MP A 4, B 5 − 2 + 1 = 4, C 3 − 0 + 1 = 4, D 2; E's absence stays (seen 1).
    # A: E 1 + C 4 + D 2 = 7 in both editions.
    # B: PAB own fore 4, 2026 capped at 3; forfeit win own 4, 2026 capped at E's 1; C's fore 4.
    # 2026: 3 + 1 + 4 = 8; 2024: 4 + 4 + 4 = 12.
    assert (v["FB:MP"][A], v["FB:MP"][B]) == (7, 8 if new else 12)

    # AOB:MP (8.2): the mean BH:MP of the opponents met in played matches, 2 places.
    # A met E 4, C 11, D 9: 24 / 3 = 8. C met D 9, A 6 and B (2026 7, 2024 13):
    # 2026 22 / 3 = 7.33; 2024 28 / 3 = 9.33. B met only C (its PAB and forfeit win are
    # not played matches): 11. D met C 11 and A 6 (round 2 was its PAB): 17 / 2 = 8.5.
    assert (v["AOB:MP"][A], v["AOB:MP"][B], v["AOB:MP"][D]) == (8, 11, F(17, 2))
    assert v["AOB:MP"][C] == (F(733, 100) if new else F(933, 100))


def test_the_event_reads_back_from_trf_with_the_same_values() -> None:
    # The PAB (0000 - U), the forfeits (- / +) and the absence (blank) survive TRF-16.
    buf = io.StringIO()
    write_trf(event(), buf)
    again = read_trf(io.StringIO(buf.getvalue()), source="hand.trf")
    for rules in ("fide-2026", "fide-2024"):
        assert values(again, rules) == values(event(), rules)


def test_the_explanations_name_the_opponent_team_the_article_and_say_it_plainly() -> None:
    st = compute_standings(event(), rules="fide-2026", order=ORDER)

    bh = st.explain(B, "BH:MP-C1")
    first, second, third = bh.items
    assert (first.kind, first.opponent, first.value) == (RoundKind.PAB, None, 3)
    assert render_cites(first.cites) == "FIDE C.07 16.4, 16.4.2"
    assert item_plain(first) == (
        "This round (team pairing-allocated bye) counts as a match against a team with your "
        "own score, 5 MP, but no more than a drawn match in every round: 1 × 3 = 3 MP."
    )
    assert (second.opponent_name, second.value, second.cut) == ("E", 1, True)
    assert "no more than E's score, 1 MP." in item_plain(second)
    assert (third.opponent_name, third.raw, third.value) == ("C", 3, 3)

    # A withdrawn opponent: E's 0 MP counts 1 for A (16.3.2), said in words.
    (e_item, *_) = st.explain(A, "BH:MP").items
    assert (e_item.raw, e_item.value, render_cites(e_item.cites)) == (0, 1, "FIDE C.07 16.3.2")
    assert "a round it missed, after which it played no more matches, counts as a drawn" in (
        item_plain(e_item)
    )

    # E's cut removes its forfeit loss first, with a team's reason (no requested byes).
    cut = st.explain(E, "BH:MP-C1").items[1]
    assert cut.cut and cut.notes[-1].key == "teams.mod.cut.vur"
    assert "your team did not play that match" in item_plain(cut)
    assert "asked for" not in item_plain(cut)

    # FB: A's round 2 is not the last round; its note names C, whose last-round match moved.
    fb = st.explain(A, "FB:MP").items
    assert [i.notes[0].key for i in fb] == [
        "teams.entry.match-adjusted",
        "teams.mod.fore-moved",
        "teams.mod.fore-assumed",
    ]
    assert render(fb[1].notes[0], "en") == "last-round match of C taken as a drawn match (8.3)"


@pytest.mark.parametrize("lang", ["cs", "bg", "ro", "tr", "it"])
def test_the_plain_sentences_are_translated(lang: str) -> None:
    st = compute_standings(event(), rules="fide-2026", order=ORDER)
    for team, code in ((B, "BH:MP-C1"), (A, "FB:MP"), (E, "BH:MP-C1")):
        text = render_text(st.explain(team, code), lang)
        english = render_text(st.explain(team, code), "en")
        assert text != english
        for word in ("counts", "match", "round", "drawn", "your team", "capped"):
            assert word not in text, (lang, word, text)


def test_a_group_code_that_no_tie_reached_says_so_for_a_team() -> None:
    # Every team has its own MP total (5, 4, 3, 2, 0): EDE never works on a group.
    st = compute_standings(event(), rules="fide-2026", order=("EDE", "BC"))
    ex = st.explain(B, "EDE")
    assert ex.value is None and ex.summary is not None
    assert render(ex.summary, "en") == (
        "EDE not applied: no other team was still level with this one when the order reached it"
    )
    assert "hráč" not in render(ex.summary, "cs")  # no "player" in a team's explanation


def test_board_count_items_name_the_game_points_and_the_board() -> None:
    st = compute_standings(event(), rules="fide-2026", order=("BC",))
    lines = [render(i.notes[0], "en") for i in st.explain(B, "BC").items]
    # B: board 1 2.5 GP, board 2 3 GP (see test_values_recomputed_by_hand).
    assert lines == ["board 1: 2.5 GP × 1 = 2.5", "board 2: 3 GP × 2 = 6"]


def test_own_record_items_name_the_opposing_team() -> None:
    st = compute_standings(event(), rules="fide-2026", order=("MPVGP", "WIN:MP"))
    gp = [render(i.notes[0], "en") for i in st.explain(B, "MPVGP").items]
    # B: PAB 2 × 1 GP, forfeit win over E 2 GP, beat C 1.5-0.5.
    assert gp == [
        "team pairing-allocated bye: 2 GP",
        "match won by forfeit against E: 2 GP",
        "played match against C: 1.5 GP",
    ]
    wins = [render(i.notes[0], "en") for i in st.explain(B, "WIN:MP").items]
    assert wins[0] == "team pairing-allocated bye: 1 MP, not a win"  # the PAB is a draw, 9.2
    assert wins[1] == "match won by forfeit against E: 2 MP, a match won"


def test_a_board_key_explanation_shows_the_key() -> None:
    st = compute_standings(event(), rules="fide-2026", order=("TBR", "BBE"))
    # B: boards 2.5 and 3 GP (TBR); BBE without the bottom board: 2.5.
    tbr, bbe = st.explain(B, "TBR").summary, st.explain(B, "BBE").summary
    assert tbr is not None and bbe is not None
    assert render(tbr, "cs").startswith("TBR = 2,5/3: ")
    assert render(bbe, "en").startswith("BBE = 2.5: ")


def test_an_unbroken_tie_of_teams_names_the_primary_score() -> None:

    from core.engine.why import why
    from core.model import TeamScoring

    # A PAB worth a win (2-1-0, PAB 2): C 2 + 1 + 0 = 3 MP and D 0 + 2 + 1 = 3 MP, one win
    # each (C's round 1, D's PAB), so WIN:MP leaves them level.
    t = event()
    t = t._replace(team_scoring=(t.team_scoring or TeamScoring())._replace(pab=F(2)))
    st = compute_standings(t, rules="fide-2026", order=("WIN:MP",))
    (warning,) = st.warnings
    assert render(warning.message, "en") == (
        "C, D cannot be separated by MP and WIN:MP: they share rank 3"
    )
    w = why(st, C, D)
    assert render(w.text, "en") == (
        "C and D are not separated by MP or by WIN:MP: they share rank 3."
    )
