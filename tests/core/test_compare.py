"""``tiebreak compare``: one event under several rule sets or orders, who moves and why
(issue 13, part 2; docs/compare.md).

The events are small enough to be worked out by hand; the expected numbers below come from
the arithmetic in the comments, not from running the program. The last tests check
properties on seeded random events instead (every cause against `why`).
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from core.cli import main
from core.engine.standings import compute_standings
from core.formats.tournament_json import tournament_from_dict
from core.model import Tournament
from core.questions.compare import compare_orders, compare_rules
from core.render.compare import cause_text, render_compare_markdown
from core.rules import RULE_SET_NAMES, resolve_rule_set

# Eight players, five rounds, no start date. Hana (1) takes half-point byes in rounds 1
# and 2 and then wins three games; Lena (8) takes the same byes, so nobody gets a PAB.
#
#   no name  r1   r2   r3   r4   r5   pts
#    1 Hana  H    H    +W3  +B4  +W5  4
#    2 Radu  +W7  +B6  +W4  =B5  =W3  4
#    3 Cleo  =W6  +W5  -B1  +W7  =B2  3
#    4 Dara  +W5  +W7  -B2  -W1  =W6  2.5
#    5 Emil  -B4  -B3  +W8  =W2  -B1  1.5
#    6 Fay   =B3  -W2  +B7  +B8  =B4  3
#    7 Gus   -B2  -B4  -W6  -B3  =W8  0.5
#    8 Lena  H    H    -B5  -W6  =B7  1.5
#
# Nobody's bye is followed only by unplayed rounds, so no score is adjusted (C.07 16.3):
# every opponent counts with its own points under both FIDE editions and under FIDE 2009
# (which counts unplayed rounds as draws, and a half-point bye is one already).
BYES: dict[str, Any] = {
    "name": "Byes",
    "rounds": 5,
    "players": [
        {"id": 1, "name": "Hana", "results": ["H", "H", "+W3", "+B4", "+W5"]},
        {"id": 2, "name": "Radu", "results": ["+W7", "+B6", "+W4", "=B5", "=W3"]},
        {"id": 3, "name": "Cleo", "results": ["=W6", "+W5", "-B1", "+W7", "=B2"]},
        {"id": 4, "name": "Dara", "results": ["+W5", "+W7", "-B2", "-W1", "=W6"]},
        {"id": 5, "name": "Emil", "results": ["-B4", "-B3", "+W8", "=W2", "-B1"]},
        {"id": 6, "name": "Fay", "results": ["=B3", "-W2", "+B7", "+B8", "=B4"]},
        {"id": 7, "name": "Gus", "results": ["-B2", "-B4", "-W6", "-B3", "=W8"]},
        {"id": 8, "name": "Lena", "results": ["H", "H", "-B5", "-W6", "=B7"]},
    ],
}

# Hana's Buchholz entries, round by round (the default order is BH-C1, BH, SB, DE, WIN):
#   FIDE 2024 (16.4): each bye a dummy with her own score 4 → 4, 4, 3, 2.5, 1.5; BH 15.
#     Cut-1 removes a voluntarily unplayed round first (16.5): a bye (round 1): 11.
#   FIDE 2026 (16.4.2): the dummy is capped at half the rounds, 0.5 × 5 = 2.5
#     → 2.5, 2.5, 3, 2.5, 1.5; BH 12, Cut-1 again removes the round-1 bye: 9.5.
#   FIDE 2009: the virtual opponent of round r has her score before it, the reverse of a
#     draw and a draw in every later round: r1 0 + 0.5 + 4 × 0.5 = 2.5, r2 0.5 + 0.5 +
#     3 × 0.5 = 2.5 → 2.5, 2.5, 3, 2.5, 1.5; BH 12; the plain cut removes the lowest,
#     1.5 (round 5): 10.5.
# Radu's entries are his opponents' points under all three: 0.5 (Gus), 3 (Fay), 2.5 (Dara),
#   1.5 (Emil), 3 (Cleo); BH 10.5, Cut-1 without Gus: 10.
# So on 4 points Hana is first under 2024 (11 > 10) and 2009 (10.5 > 10), second under 2026
# (9.5 < 10): the byes' cap moves her under FIDE 2026 only.
# Nobody else has a capped round (Lena's own score 1.5 is below 2.5), so the rest of the
# table is the same under all three: Cleo (BH-C1 12.5) above Fay (11) on 3 points, Dara,
# Emil (13.5) above Lena (2024/2026: 1.5, 1.5, 1.5, 3, 0.5 without a bye: 6.5; 2009: 9.5)
# on 1.5, Gus.


@pytest.fixture
def byes() -> Tournament:
    return tournament_from_dict(BYES)


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def write(tmp_path: Path, data: dict[str, Any], name: str = "t.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps({"format": "tiebreak-tournament/1", **data}), encoding="utf-8")
    return path


def test_a_bye_moves_a_player_under_2026_only(byes: Tournament) -> None:
    cmp = compare_rules(byes, ["fide-2026", "fide-2024", "fide-2009"])
    assert [c.rules for c in cmp.columns] == ["fide-2026", "fide-2024", "fide-2009"]
    ranks = {r.player.id: tuple(p.rank for p in r.places) for r in cmp.rows}
    assert ranks == {
        1: (2, 1, 1),
        2: (1, 2, 2),
        3: (3, 3, 3),
        6: (4, 4, 4),
        4: (5, 5, 5),
        5: (6, 6, 6),
        8: (7, 7, 7),
        7: (8, 8, 8),
    }
    hana = next(r for r in cmp.rows if r.player.id == 1)
    assert [(p.values["BH-C1"], p.values["BH"]) for p in hana.places] == [
        (Fraction(19, 2), 12),
        (11, 15),
        (Fraction(21, 2), 12),
    ]
    assert {r.player.id for r in cmp.moves} == {1, 2}
    assert hana.move is not None and hana.move.tiebreak == "BH-C1"
    # Against 2024 and 2009 together the byes differ in value (rounds 1 and 2).
    assert hana.move.rounds == (1, 2)
    assert hana.move.against == (2,)


def test_the_cause_names_the_rounds_their_treatment_and_the_articles(byes: Tournament) -> None:
    cmp = compare_rules(byes, ["fide-2026", "fide-2024"])
    causes = {r.player.id: cause_text(r) for r in cmp.moves}
    assert causes == {
        1: "BH-C1 9.5 under FIDE 2026, 11 under FIDE 2024 — "
        "round 1, half-point bye: capped at 2.5 [cut] under FIDE 2026 "
        "(FIDE C.07 16.4, 16.4.2, 14.1, 16.5), 4 [cut] under FIDE 2024 "
        "(FIDE C.07 16.4, 14.1, 16.5); "
        "round 2, half-point bye: capped at 2.5 under FIDE 2026 (FIDE C.07 16.4, 16.4.2), "
        "4 under FIDE 2024 (FIDE C.07 16.4)",
        # Radu's own values are the same under both: Hana's change moved him.
        2: "same values under every rule set; against Hana: BH-C1 under FIDE 2026 "
        "(10 against 9.5), BH-C1 under FIDE 2024 (10 against 11)",
    }


def test_only_a_cut_rule_differs(byes: Tournament) -> None:
    # FIDE 2026 and 2009 give Hana's byes the same 2.5 each; 2026 cuts a bye first (16.5),
    # 2009 the lowest value, Emil's 1.5 in round 5: the cause is the cut, in rounds 1 and 5.
    # Each source is cited on its own, "; " between them: the 2009 rule, then C.07's cut.
    cmp = compare_rules(byes, ["fide-2026", "fide-2009"])
    hana = next(r for r in cmp.moves if r.player.id == 1)
    assert hana.move is not None and hana.move.rounds == (1, 5)
    assert cause_text(hana) == (
        "BH-C1 9.5 under FIDE 2026, 10.5 under FIDE 2009 — "
        "round 1, half-point bye: capped at 2.5 [cut] under FIDE 2026 "
        "(FIDE C.07 16.4, 16.4.2, 14.1, 16.5), 2.5 under FIDE 2009 "
        "(FIDE 2009 virtual opponent); "
        "round 5, game against Emil: 1.5 under FIDE 2026 (FIDE C.07 16.3.1), 1.5 [cut] under "
        "FIDE 2009 (FIDE 2009 virtual opponent; FIDE C.07 14.1)"
    )


def test_a_withdrawn_opponent_counted_differently(tmp_path: Path) -> None:
    # Dan withdraws after losing to Ada in round 1; Ben and Cy get the PABs of rounds 3, 2.
    # Everyone else finishes on 2 points. Order BH only.
    #   FIDE 2024: Dan's absences after his last game count as draws for his opponents
    #   (16.3.2): Dan counts 1. Ada 1 + 2 + 2 = 5; Ben 2 (Cy) + 2 (Ada) + PAB dummy with his
    #   own 2 = 6; Cy likewise 6. Ben and Cy share 1st, Ada 3rd.
    #   naive: Dan counts his 0, a PAB adds nothing: Ada 0 + 2 + 2 = 4, Ben 2 + 2 = 4,
    #   Cy 4: all three share 1st.
    t = tournament_from_dict(
        {
            "name": "W",
            "rounds": 3,
            "players": [
                {"id": 1, "name": "Ada", "results": ["+W4", "=B2", "=W3"]},
                {"id": 2, "name": "Ben", "results": ["=W3", "=W1", "BYE"]},
                {"id": 3, "name": "Cy", "results": ["=B2", "BYE", "=B1"]},
                {"id": 4, "name": "Dan", "withdrawn_after": 1, "results": ["-B1", "--", "--"]},
            ],
        }
    )
    cmp = compare_rules(t, ["fide-2024", "naive"], order="BH")
    assert [
        (r.player.id, [(p.rank, p.shared, p.values["BH"]) for p in r.places]) for r in cmp.rows
    ] == [
        (2, [(1, True, 6), (1, True, 4)]),
        (3, [(1, True, 6), (1, True, 4)]),
        (1, [(3, False, 5), (1, True, 4)]),
        (4, [(4, False, 2), (4, False, 2)]),
    ]
    assert [r.player.id for r in cmp.moves] == [1]
    assert cause_text(cmp.moves[0]) == (
        "BH 5 under FIDE 2024, 4 under naive (Buchholz 97) — round 1, game against Dan: "
        "1 under FIDE 2024 (FIDE C.07 16.3.2), 0 under naive (Buchholz 97)"
    )


def test_orders_rows_in_rank_order_with_their_groups(byes: Tournament) -> None:
    # Under FIDE 2024 with BH-C1, BH, SB the ranking is Hana, Radu, Cleo, Fay, Dara, Emil,
    # Lena, Gus (see above). Progressive scores (running totals summed):
    #   Hana 0.5+1+2+3+4 = 10.5, Radu 1+2+3+3.5+4 = 13.5 → Radu first on 4 points;
    #   Cleo 0.5+1.5+1.5+2.5+3 = 9, Fay 0.5+0.5+1.5+2.5+3 = 8 → unchanged;
    #   Emil 0+0+1+1.5+1.5 = 4, Lena 0.5+1+1+1+1.5 = 5 → Lena 6th, Emil 7th.
    # Rows in the first column's rank order (issue 33: a table read down its ranks), each
    # marked podium (Hana, Radu, Cleo), the tie that moves (Emil, Lena) or the rest.
    cmp = compare_orders(byes, ["BH-C1,BH,SB", "PS"], rules="fide-2024")
    assert [c.label for c in cmp.columns] == ["BH-C1,BH,SB", "PS"]
    assert [(r.player.id, r.group) for r in cmp.rows] == [
        (1, "podium"),
        (2, "podium"),
        (3, "podium"),
        (6, "rest"),
        (4, "rest"),
        (5, "ties"),
        (8, "ties"),
        (7, "rest"),
    ]
    assert [[p.rank for p in r.places] for r in cmp.rows] == [
        [1, 2],
        [2, 1],
        [3, 3],
        [4, 4],
        [5, 5],
        [6, 7],
        [7, 6],
        [8, 8],
    ]
    assert [r.places[1].values["PS"] for r in cmp.rows] == [
        Fraction(21, 2),
        Fraction(27, 2),
        9,
        8,
        Fraction(19, 2),
        4,
        5,
        Fraction(1, 2),
    ]
    assert {r.player.id: cause_text(r) for r in cmp.moves} == {
        1: "against Radu: BH-C1 under BH-C1,BH,SB (11 against 10), PS under PS (10.5 against 13.5)",
        2: "against Hana: BH-C1 under BH-C1,BH,SB (10 against 11), PS under PS (13.5 against 10.5)",
        5: "against Lena: BH-C1 under BH-C1,BH,SB (13.5 against 6.5), PS under PS (4 against 5)",
        8: "against Emil: BH-C1 under BH-C1,BH,SB (6.5 against 13.5), PS under PS (5 against 4)",
    }


def test_cli_text_and_markdown(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = write(tmp_path, BYES)
    code, out, _ = run(capsys, "compare", str(path), "--rules", "fide-2026,fide-2024")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Byes: comparison after round 5 of 5"
    assert "order: BH-C1, BH, SB, DE, WIN" in lines[1]
    first = next(line for line in lines if line.startswith(" 2  Radu"))
    assert first.split() == [
        "2",
        "Radu",
        "4",
        "|",
        "1",
        "10",
        "10.5",
        "8.25",
        "–",
        "3",
        "|",
        "2",
        "10",
        "10.5",
        "8.25",
        "–",
        "3",
    ]
    assert "Who moves, and why:" in lines
    assert any(
        line.startswith("Hana (1), ranks 2 / 1: BH-C1 9.5 under FIDE 2026") for line in lines
    )
    code, out, _ = run(
        capsys, "compare", str(path), "--rules", "fide-2026,fide-2024", "--format", "markdown"
    )
    assert code == 0
    assert "| No | Name | Pts | Rk (fide-2026) | BH-C1 (fide-2026) |" in out
    assert "\n- Hana (1), ranks 2 / 1: BH-C1 9.5 under FIDE 2026" in out


def test_nobody_moves(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # After round 2 Hana has 1 point from her two byes, not above the cap of 16.4.2
    # (0.5 × 2 rounds = 1): both editions give the byes 1 each and rank alike.
    path = write(tmp_path, BYES)
    code, out, _ = run(
        capsys, "compare", str(path), "--rules", "fide-2026,fide-2024", "--after-round", "2"
    )
    assert code == 0
    assert "comparison after round 2 of 5" in out
    lines = out.splitlines()
    assert "Nobody moves: every rule set gives the same ranking." in lines
    # After two rounds Hana and Lena (1 point each, byes only) cannot be separated: the
    # same warning under both rule sets is printed once.
    assert lines[-2:] == [
        "Warnings:",
        "  [unbroken-tie] Hana, Lena cannot be separated by "
        "points and BH-C1, BH, SB, DE, WIN: they share rank 4",
    ]


def test_json_has_the_documented_shape(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = write(tmp_path, BYES)
    code, out, _ = run(
        capsys, "compare", str(path), "--rules", "fide-2026,fide-2024", "--format", "json"
    )
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"tournament", "round", "by", "columns", "rows", "warnings"}
    assert data["tournament"] == {"name": "Byes", "rounds": 5, "players": 8}
    assert (data["round"], data["by"]) == (5, "rules")
    assert data["columns"][0] == {
        "label": "fide-2026",
        "rules": "fide-2026",
        "rules_name": "FIDE 2026",
        "how": "given explicitly",
        "order": ["BH-C1", "BH", "SB", "DE", "WIN"],
    }
    assert [r["id"] for r in data["rows"]] == [2, 1, 3, 6, 4, 5, 8, 7]
    hana = data["rows"][1]
    assert set(hana) == {"id", "name", "points", "group", "moves", "places", "cause"}
    assert (hana["points"], hana["group"], hana["moves"]) == (4, "podium", True)
    assert hana["places"] == [
        {
            "column": "fide-2026",
            "rank": 2,
            "shared": False,
            "tiebreaks": {"BH-C1": 9.5, "BH": 12, "SB": 9.5, "DE": None, "WIN": 3},
        },
        {
            "column": "fide-2024",
            "rank": 1,
            "shared": False,
            "tiebreaks": {"BH-C1": 11, "BH": 15, "SB": 11, "DE": None, "WIN": 3},
        },
    ]
    cause = hana["cause"]
    assert set(cause) == {"text", "tiebreak", "rounds", "against", "message"}
    assert (cause["tiebreak"], cause["rounds"], cause["against"]) == ("BH-C1", [1, 2], [2])
    assert cause["text"].startswith("BH-C1 9.5 under FIDE 2026, 11 under FIDE 2024 — ")
    assert cause["message"]["code"] == "compare.cause.own"
    assert cause["message"]["params"]["code"] == "BH-C1"
    assert data["rows"][2]["cause"] is None and data["rows"][2]["moves"] is False


def test_another_language_keeps_the_numbers(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(tmp_path, BYES)
    args = ["compare", str(path), "--rules", "fide-2026,fide-2024"]
    _, en_json, _ = run(capsys, *args, "--format", "json")
    code, cs_json, _ = run(capsys, *args, "--format", "json", "--lang", "cs")
    assert code == 0
    en, cs = json.loads(en_json), json.loads(cs_json)
    assert [r["places"] for r in cs["rows"]] == [r["places"] for r in en["rows"]]
    assert [r["cause"] and r["cause"]["message"] for r in cs["rows"]] == [
        r["cause"] and r["cause"]["message"] for r in en["rows"]
    ]
    hana = cs["rows"][1]["cause"]["text"]
    assert hana.startswith(
        "BH-C1 9,5 podle FIDE 2026, 11 podle FIDE 2024 — kolo 1, volný los "
        "za půl bodu: omezeno na 2,5 [ořez] podle FIDE 2026"
    )
    code, text, _ = run(capsys, *args, "--lang", "cs")
    assert code == 0
    assert "Byes: srovnání po kole 5/5" in text
    radu = next(line for line in text.splitlines() if line.startswith(" 2  Radu"))
    assert radu.split()[5:8] == ["10", "10,5", "8,25"]
    assert "Kdo se posune a proč:" in text


@pytest.mark.parametrize("name", [*RULE_SET_NAMES, "fide-2024+pab-no-sb"])
def test_every_rule_set_can_be_compared(byes: Tournament, name: str) -> None:
    # Whatever rule sets exist (a new one only has to be registered in core.rules), the
    # table holds exactly what the standings under it say; variants work too.
    rule_set, _ = resolve_rule_set(name, byes.start_date)
    other = "fide-2024" if rule_set.id == "fide-2026" else "fide-2026"
    cmp = compare_rules(byes, [name, other])
    assert [c.rules for c in cmp.columns] == [rule_set.id, other]
    for column, rules in zip(cmp.columns, (name, other), strict=True):
        st = compute_standings(byes, rules=rules)
        assert column.order == st.order
        i = cmp.columns.index(column)
        assert {r.player.id: (r.places[i].rank, r.places[i].values) for r in cmp.rows} == {
            r.player.id: (r.rank, r.values) for r in st.rows
        }
    for row in cmp.moves:
        assert cause_text(row)  # every move has a cause
    assert render_compare_markdown(cmp)


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["--rules", "fide-2026,fide-2042"], "unknown rule set 'fide-2042'; known: fide, "),
        (["--rules", "fide-2026"], "compare needs at least two rule sets"),
        (["--orders", "BH-C1,BH"], "compare needs at least two orders"),
        (["--rules", "fide-2026,fide-2024", "--orders", "BH", "SB"], "not both"),
        (["--orders", "BH", "SB", "--order", "BH"], "not both"),
        ([], "name the rule sets"),
        # The event has no start date: plain fide is fide-2026.
        (["--rules", "fide-2026,fide"], "'fide' is the rule set fide-2026 once more"),
        (["--orders", "BH,SB", "bh,sb"], "the order BH,SB is named twice"),
        (["--orders", "BH", "XYZ"], "unknown tie-break 'XYZ'"),
    ],
)
def test_bad_options_exit_2_with_a_clear_message(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, args: list[str], expected: str
) -> None:
    path = write(tmp_path, BYES)
    code, out, err = run(capsys, "compare", str(path), *args)
    assert code == 2
    assert out == ""
    assert err.startswith("tiebreak: ") and expected in err
    assert "Traceback" not in err


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_causes_on_random_events_name_a_deciding_criterion(seed: int) -> None:
    # Seeded events with every kind of bye, forfeits, late entries and withdrawals. For
    # every move: the players it swaps with are exactly those on equal points whose order
    # against it changes; an own cause names a tie-break that `why` gives as the decider
    # of one of those pairs under some rule set, and whose value for the player differs;
    # an "others moved" cause comes with the player's deciding values all equal; and a
    # cause names at most three players, the rest counted.
    from core.engine.why import why
    from tests.core.random_events import random_tournament

    t = random_tournament(seed, 30, 7)
    cmp = compare_rules(t, ["fide-2026", "fide-2024", "uscf", "naive"])
    assert cmp.moves
    rows = {r.player.id: r for r in cmp.rows}
    for row in cmp.moves:
        move = row.move
        assert move is not None
        pid = row.player.id
        swapped = {
            q
            for q, other in rows.items()
            if q != pid
            and len(
                {
                    (a.rank > b.rank) - (a.rank < b.rank)
                    for a, b in zip(row.places, other.places, strict=True)
                }
            )
            > 1
        }
        assert set(move.against) == swapped and swapped
        assert all(rows[q].points == row.points for q in swapped)
        deciding = {why(c.standings, pid, q).criterion for c in cmp.columns for q in swapped}
        values = {
            code: {p.values[code] for p in row.places}
            for code in cmp.columns[0].order
            if code in deciding
        }
        text = cause_text(row)
        if move.tiebreak is not None:
            assert move.tiebreak in deciding and len(values[move.tiebreak]) > 1
            assert text.startswith(move.tiebreak + " ")
        else:
            assert all(len(v) == 1 for c, v in values.items() if c != "DE")
            assert text.startswith("same values under every rule set; against ")
            assert text.count("; against ") == min(len(swapped), 3)
            if len(swapped) > 3:
                assert text.endswith(
                    f"and {len(swapped) - 3} other players"
                    if len(swapped) > 4
                    else "and 1 other player"
                )


@pytest.mark.parametrize("seed", [0, 1])
def test_order_causes_on_random_events_agree_with_why(seed: int) -> None:
    # Three orders on a 40-player event: many players swap with several others. Every
    # cause names the three nearest (in the first order's ranking) with the criterion `why`
    # gives under each order and both players' values of it (or their shared rank), and
    # counts the others.
    from core.engine.why import why
    from tests.core.random_events import random_tournament

    t = random_tournament(seed, 40, 7)
    cmp = compare_orders(t, ["BH-C1,BH,SB", "PS,WIN", "TPN"], rules="fide-2026")
    rows = {r.player.id: r for r in cmp.rows}
    crowded = 0
    for row in cmp.moves:
        assert row.move is not None and row.move.tiebreak is None
        pid, against = row.player.id, row.move.against
        nearest = sorted(
            against,
            key=lambda q: (
                abs(rows[q].places[0].rank - row.places[0].rank),
                rows[q].places[0].rank,
            ),
        )[:3]
        parts = []
        for q in nearest:
            said = []
            for i, c in enumerate(cmp.columns):
                code = why(c.standings, pid, q).criterion
                if code is None:  # level on PS and WIN: a shared rank
                    said.append(f"level under {c.label} (shared rank)")
                    continue
                mine, theirs = row.places[i].values[code], rows[q].places[i].values[code]
                said.append(f"{code} under {c.label} ({_plain(mine)} against {_plain(theirs)})")
            parts.append(f"against {rows[q].player.name}: " + ", ".join(said))
        rest = len(against) - 3
        if rest > 0:
            crowded += 1
            parts.append(f"and {rest} other player" + ("s" if rest > 1 else ""))
        assert cause_text(row) == "; ".join(parts)
    assert crowded  # the case of a long list is exercised


def _plain(v: Fraction | None) -> str:
    assert v is not None
    return str(v.numerator) if v.denominator == 1 else str(float(v))


def test_standings_kept_between_comparisons_give_the_same_answers(
    byes: Tournament, monkeypatch: pytest.MonkeyPatch
) -> None:
    import core.questions.compare as compare

    ranked: list[str | None] = []

    def counted(t: Tournament, **options: Any) -> Any:
        ranked.append(options["rules"])
        return compute_standings(t, **options)

    kept: compare.Kept = {}
    fresh = compare_rules(byes, ["fide-2024", "fide-2026"])
    monkeypatch.setattr(compare, "compute_standings", counted)
    first = compare_rules(byes, ["fide-2026", "fide-2024"], kept=kept)
    again = compare_rules(byes, ["fide-2024", "fide-2026"], kept=kept)
    assert ranked == ["fide-2026", "fide-2024"]  # the second comparison ranked nothing
    assert [r.move for r in again.rows] == [r.move for r in fresh.rows]
    assert cause_text(again.moves[0]) == cause_text(fresh.moves[0])
    assert [c.standings for c in again.columns] == [c.standings for c in first.columns][::-1]
    orders = compare_orders(byes, ["BH-C1,BH,SB", "SB,BH"], rules="fide-2026", kept=kept)
    assert orders.columns[1].order == ("SB", "BH") and len(ranked) == 4
    assert len(kept) == 4


@pytest.mark.needs_shared
def test_a_rule_set_named_by_itself_is_not_named_twice() -> None:
    from core.formats.load import load_path
    from tests.conftest import shared_file

    t = load_path(str(shared_file("data", "trf16_open_internacional_gros_2010_after_round4.trf")))
    cmp = compare_rules(t, ["fide-2009", "naive"])
    causes = [cause_text(r) for r in cmp.moves]
    assert any("[cut] under naive (Buchholz 97) (FIDE C.07 14.1)" in c for c in causes)
    assert not any("(naive (Buchholz 97)" in c for c in causes)
    ranks = [r.places[0].rank for r in cmp.rows]
    assert ranks == sorted(ranks)  # the rows read down the first column's ranks
