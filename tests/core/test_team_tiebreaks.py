"""Team tie-breaks checked by hand (rules.md 9.4-9.5): the worked examples, the explanation
items, the codes, the rule sets of a team event, art. 16's category .5 for a team."""

from __future__ import annotations

from datetime import date
from fractions import Fraction as F

import pytest

from core.board_key import BoardKey
from core.engine.standings import explain, tiebreak_values
from core.errors import UnknownRuleSetError, UnknownTiebreakError
from core.i18n.text import render
from core.model import PlayerId, Primary, RoundKind, System, TeamId, TeamScoring
from core.render.explanation import render_cites
from core.teams.games import match_records, team_engine
from core.teams.matches import team_records
from core.teams.scores import team_rule_set
from core.tiebreaks.engine import Engine, computation
from core.tiebreaks.registry import Scope, parse_code
from tests.core.team_events import two_board_event
from tests.core.test_team_matches import TEAMS, WORKED

A, B, C, D, E = (TeamId(i) for i in range(1, 6))


def worked(rules: str, **scoring: F) -> Engine:
    t = two_board_event(3, TEAMS, WORKED)
    if scoring:
        t = t._replace(team_scoring=TeamScoring(**scoring))  # type: ignore[arg-type]
    return team_engine(team_records(t), rules)


@pytest.mark.parametrize("rules", ["fide-2024", "fide-2026"])
def test_the_worked_values_of_9_4_and_9_5(rules: str) -> None:
    eng = worked(rules)
    # B: A's 5 MP + own 3 (forfeit win) + own 3 (PAB); 2026 caps min(3, E's 3), min(3, 1 × 3).
    assert eng.values("BH:MP")[B] == 11
    # E: PAB 3 + forfeit loss 3 (a VUR, cut first) + C's 2 → 8, cut → 5, not 6.
    assert eng.values("BH:MP")[E] == 8
    assert eng.values("BH:MP-C1")[E] == 5
    # B: A 5 × 0.5 + own 3 × 2 (forfeit win) + own 3 × 2 (PAB).
    assert eng.values("EMGSB")[B] == F(29, 2)
    # A: 4.5 GP + BH:MP 7 / trunc(3 × 2 / (2 × 1)) = 6.833… → 6.83.
    assert eng.values("SSSC")[A] == F(683, 100)
    assert eng.values("SSSC-K2")[A] == 8  # 4.5 + 7 / 2
    # A: board 1 2.5 × 1 + board 2 2 × 2.
    assert eng.values("BC")[A] == F(13, 2)


def test_bh_on_game_points_differs_between_the_editions() -> None:
    # B: 4.5 + 4.5 + 4.5 (2024); 2026: 4.5 + min(4.5, E's 3.5) + min(4.5, 1 × 3).
    assert worked("fide-2024").values("BH:GP")[B] == F(27, 2)
    assert worked("fide-2026").values("BH:GP")[B] == 11


def test_the_explanation_of_bs_bh_mp_names_teams_points_and_articles() -> None:
    ex = worked("fide-2026").explain("BH:MP", B)
    assert (ex.player, ex.player_name, ex.tiebreak, ex.rules, ex.value) == (
        2,
        "T2",
        "BH:MP",
        "fide-2026",
        11,
    )
    rows = [(i.round, i.kind, i.opponent, i.opponent_name, i.raw, i.value) for i in ex.items]
    assert rows == [
        (1, RoundKind.PLAYED, 1, "T1", 5, 5),
        (2, RoundKind.FORFEIT_WIN, 5, "T5", 3, 3),
        (3, RoundKind.PAB, None, None, 3, 3),
    ]
    assert [render_cites(i.cites) for i in ex.items] == [
        "FIDE C.07 16.3.1",
        "FIDE C.07 16.4, 16.4.1",
        "FIDE C.07 16.4, 16.4.2",
    ]
    notes = [render(i.notes[0], "en") for i in ex.items]
    assert notes[0] == "T1: 5 MP, counts 5"
    assert "against T5" in notes[1] and "own 3 MP" in notes[1] and "(16.4.1)" in notes[1]
    assert notes[2].endswith("own 3 MP, capped at 1 × 3 = 3 (16.4.2)")
    assert "zápas vyhraný kontumačně" in render(ex.items[1].notes[0], "cs")
    # Under 2024 nothing is capped: the own totals count as they are (16.4).
    old = worked("fide-2024").explain("BH:MP", B)
    assert [render_cites(i.cites) for i in old.items][1:] == ["FIDE C.07 16.4", "FIDE C.07 16.4"]


def test_the_cut_of_e_removes_the_forfeit_loss_first_and_says_so() -> None:
    ex = worked("fide-2026").explain("BH:MP-C1", E)
    assert [i.cut for i in ex.items] == [False, True, False]
    assert ex.items[1].notes[-1].key == "teams.mod.cut.vur"  # a team has no requested byes
    assert render_cites(ex.items[1].cites).endswith("16.5")
    assert render(ex.summary, "en") == (  # type: ignore[arg-type]
        "BH:MP-C1 = 8 − 3 (round 2, match lost by forfeit, removed first under 16.5) = 5"
    )


def test_board_keys_compare_board_by_board() -> None:
    eng = worked("fide-2026")
    # A: board 1 +, =, + = 2.5; board 2 =, =, + = 2. B: board 1 -, +F, U = 2; 0.5 + 1 + 1.
    assert eng.values("TBR")[A] == BoardKey((F(5, 2), F(2)))
    assert eng.values("TBR")[B] == BoardKey((F(2), F(5, 2)))
    assert eng.values("TBR")[A] > eng.values("TBR")[B]  # type: ignore[operator]
    assert eng.values("BBE")[B] == BoardKey((F(2),))  # without board 2
    ex = eng.explain("TBR", A)
    assert ex.value is None and [i.value for i in ex.items] == [F(5, 2), 2]


def test_a_pab_worth_a_win_counts_in_win_mp() -> None:
    assert worked("fide-2026").values("WIN:MP")[B] == 1  # the forfeit win only
    assert worked("fide-2026", pab=F(2)).values("WIN")[B] == 2


def test_the_entry_points_give_every_team_its_value_and_explanation() -> None:
    # The same functions as for the players of an individual event.
    t = two_board_event(3, TEAMS, WORKED)
    got = tiebreak_values(t, "bh:mp/c1", rules="fide")
    assert got == {A: 5, B: 8, C: 8, D: 7, E: 5}
    exps = [explain(t, PlayerId(tid), "bh:mp/c1", rules="fide") for tid in got]
    assert all(ex.tiebreak == "BH:MP-C1" and ex.rules == "fide-2026" for ex in exps)


def test_after_round_two_the_2026_cap_is_the_draw_times_two() -> None:
    t = two_board_event(3, TEAMS, WORKED).after_round(2)
    eng = team_engine(team_records(t), "fide-2026")
    # B after 2 rounds: 2 MP; forfeit win v E (E has 1): min(2, 1) + A's 3.
    assert match_records(eng).k == 2 and eng.values("BH:MP")[B] == 4


# A team that loses round 1, is absent in round 2 and forfeits round 3 (team 4).
LATE = {
    1: ["+W7", "+B5", "=W5"],
    2: ["+B8", "+W6", "=B6"],
    3: ["=W5", "U", "+F7"],
    4: ["=B6", "U", "+F8"],
    5: ["=B3", "-W1", "=B1"],
    6: ["=W4", "-B2", "=W2"],
    7: ["-B1", "--", "-F3"],
    8: ["-W2", "--", "-F4"],
}
FOUR = {1: [1, 2], 2: [3, 4], 3: [5, 6], 4: [7, 8]}


def test_an_absence_followed_only_by_vurs_counts_as_a_drawn_match_for_the_opponents() -> None:
    records = team_records(two_board_event(3, FOUR, LATE))
    assert [x.category for x in records[TeamId(4)].rounds] == [None, 5, 4]
    eng = team_engine(records, "fide-2024")
    # Team 4 has 0 MP; its round 2 counts as a drawn match (1 MP) for team 1 (16.3.2).
    item = eng.explain("BH:MP", TeamId(1)).items[0]
    assert (item.opponent, item.raw, item.value, render_cites(item.cites)) == (
        4,
        0,
        1,
        "FIDE C.07 16.3.2",
    )
    assert "round 2 counts as a drawn match" in render(item.notes[0], "en")
    # On GP the drawn match is B × d = 1 GP.
    gp, view = eng.context(Primary.GP)  # the players' view of the games summing GP
    assert gp.frac(view.seen[PlayerId(4)]) == 1
    # The variant of rules.md 12 item 44: the forfeit loss keeps round 2 in category .3.
    variant = team_engine(records, "fide-2024+forfeit-ends-withdrawal")
    assert variant.explain("BH:MP", TeamId(1)).items[0].value == 0


def test_a_round_robin_free_round_adds_nothing_and_no_cut_sees_it() -> None:
    res = {
        1: ["+W3", "=B5", "--"],
        2: ["=B4", "-W6", "--"],
        3: ["-B1", "--", "=W5"],
        4: ["=W2", "--", "=B6"],
        5: ["--", "=W1", "=B3"],
        6: ["--", "+B2", "=W4"],
    }
    t = two_board_event(3, {1: [1, 2], 2: [3, 4], 3: [5, 6]}, res)._replace(
        system=System.TEAM_ROUND_ROBIN
    )
    eng = team_engine(team_records(t), "fide-2026")
    ex = eng.explain("BH:MP-C1", TeamId(1))
    assert [(i.kind, i.value, i.cut) for i in ex.items] == [
        (RoundKind.PLAYED, 1, True),  # team 2: lost to team 1, drew team 3: the lowest, cut
        (RoundKind.PLAYED, 3, False),  # team 3: beat team 1, drew team 2
        (RoundKind.ABSENT, None, False),
    ]
    assert ex.items[2].notes[0].key == "teams.entry.rr-free"
    assert (render_cites(ex.items[0].cites), render_cites(ex.items[1].cites)) == (
        "FIDE C.07 15.2, 14.1",
        "FIDE C.07 15.2",
    )


def test_codes_are_parsed_to_their_canonical_spelling() -> None:
    s = parse_code("bh:mp/c1", Scope.TEAMS)
    assert (s.code, s.base, s.score, s.low, s.high) == ("BH:MP-C1", "BH", Primary.MP, 1, 0)
    s = parse_code("BH-M1", Scope.TEAMS, Primary.GP)
    assert (s.code, s.score, s.low, s.high) == ("BH-M1", Primary.GP, 1, 1)
    assert parse_code("sb:gp", Scope.TEAMS).base == "EGGSB"
    assert parse_code("SSSC/K3", Scope.TEAMS).factor == 3
    assert (
        parse_code("bc", Scope.TEAMS).lower_first and parse_code("AOB:GP", Scope.TEAMS).places == 2
    )
    assert parse_code("ede", Scope.TEAMS).group
    with pytest.raises(KeyError):
        computation(parse_code("EDE", Scope.TEAMS))


@pytest.mark.parametrize(
    "code", ["BH:XP", "MPVGP:MP", "EMGSB-M1", "WIN:GP", "SSSC-K0", "ARO", "BC-C1", "EMGSB:MP"]
)
def test_codes_that_are_not_team_codes_are_rejected(code: str) -> None:
    with pytest.raises(UnknownTiebreakError, match="BH:MP"):
        parse_code(code, Scope.TEAMS)


def test_team_events_take_the_fide_editions_only() -> None:
    assert team_rule_set("fide", date(2026, 6, 1)).id == "fide-2026"
    assert team_rule_set("fide", date(2025, 6, 1)).id == "fide-2024"
    assert team_rule_set("fide", date(2019, 6, 1)).id == "fide-2024"  # no team 2009 rules
    assert team_rule_set("fide", None).id == "fide-2026"
    for name in ("uscf", "fide-2009", "naive", "nonsense"):
        with pytest.raises(UnknownRuleSetError) as err:
            team_rule_set(name)
        assert err.value.known == ["fide", "fide-2024", "fide-2026"]


def test_codes_without_a_score_use_the_primary_score() -> None:
    mp = worked("fide-2026")
    gp = worked("fide-2026", primary=Primary.GP)  # type: ignore[arg-type]
    assert mp.values("BH") == mp.values("BH:MP")
    assert gp.values("BH") == gp.values("BH:GP") != mp.values("BH")
    # MPVGP is the secondary score: MP when teams are ranked by GP.
    assert gp.values("MPVGP")[A] == 5 and mp.values("MPVGP")[A] == F(9, 2)
    # SSSC with a primary GP: MP + BH:GP / trunc(3 × 2 × 1 / 2) = 5 + 10 / 3.
    assert gp.values("SSSC")[A] == F(833, 100)


def test_the_pab_no_sb_variant_takes_the_pab_out_of_extended_sb_only() -> None:
    eng = worked("fide-2026+pab-no-sb")
    assert eng.rules.id == "fide-2026+pab-no-sb"
    assert eng.values("EMGSB")[B] == F(17, 2)  # 14.5 without the PAB's 3 × 2
    assert eng.values("BH:MP")[B] == 11
