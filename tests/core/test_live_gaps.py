"""Issue 11, parts 1-2, the acceptance lines the first tests left open: round 5 half entered
(values checked by hand below), a player list confirming two close names, a row cut short,
a round number below 1 and a round with no results, each in every reader it applies to,
with the place named in the message."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from core.cli import main
from core.errors import InputError
from core.formats.csv_layouts import read_csv
from core.formats.grid import ReadingKind, read_grid
from core.formats.load import load_text
from core.formats.trf import read_trf, write_trf
from core.model import Outcome

# Eight players, five rounds; round 5 is half entered (2 of its 4 games have a result).
# R1 Ana-Ed 1-0, Bo-Flo 1-0, Cy-Gus 1-0, Di-Hal 1-0
# R2 Ana-Bo 1-0, Cy-Di 1-0, Ed-Flo 1-0, Gus-Hal 1-0
# R3 Ana-Cy ½, Bo-Di 1-0, Ed-Gus 1-0, Flo-Hal 1-0
# R4 Ana-Gus 1-0, Cy-Hal 1-0, Bo-Ed ½, Di-Flo 1-0
# R5 Ana-Di 1-0, Bo-Cy 0-1, Ed-Hal pending, Flo-Gus pending
#
# Default (after round 4): Ana 3.5, Cy 3.5, Bo 2.5, Ed 2.5, Di 2, Flo 1, Gus 1, Hal 0.
#   BH = the sum of the opponents' points after round 4; BH-C1 drops the lowest of them:
#   Ana  Ed 2.5 + Bo 2.5 + Cy 3.5 + Gus 1 = 9.5,   C1 9.5 - 1 = 8.5
#   Cy   Gus 1 + Di 2 + Ana 3.5 + Hal 0  = 6.5,    C1 6.5 - 0 = 6.5
#   Bo   Flo 1 + Ana 3.5 + Di 2 + Ed 2.5 = 9,      C1 9 - 1 = 8
#   Ed   Ana 3.5 + Flo 1 + Gus 1 + Bo 2.5 = 8,     C1 8 - 1 = 7
#   Di   Hal 0 + Cy 3.5 + Bo 2.5 + Flo 1 = 7,      C1 7 - 0 = 7
#   Gus  Cy 3.5 + Hal 0 + Ed 2.5 + Ana 3.5 = 9.5,  C1 9.5 - 0 = 9.5
#   Flo  Bo 2.5 + Ed 2.5 + Hal 0 + Di 2 = 7,       C1 7 - 0 = 7
#   Hal  Di 2 + Gus 1 + Flo 1 + Cy 3.5 = 7.5,      C1 7.5 - 1 = 6.5
#   Order: Ana before Cy (C1 8.5 > 6.5), Bo before Ed (8 > 7), Gus before Flo (9.5 > 7).
# --live (Ana and Cy won in round 5; Ed, Hal, Flo and Gus have no round 5 at all):
#   points Ana 4.5, Cy 4.5, the others unchanged.
#   Ana  Ed 2.5 + Bo 2.5 + Cy 4.5 + Gus 1 + Di 2 = 12.5,   C1 12.5 - 1 = 11.5
#   Cy   Gus 1 + Di 2 + Ana 4.5 + Hal 0 + Bo 2.5 = 10,     C1 10 - 0 = 10
#   Bo   Flo 1 + Ana 4.5 + Di 2 + Ed 2.5 + Cy 4.5 = 14.5,  C1 14.5 - 1 = 13.5
#   Ed   Ana 4.5 + Flo 1 + Gus 1 + Bo 2.5 = 9,             C1 9 - 1 = 8
#   Di   Hal 0 + Cy 4.5 + Bo 2.5 + Flo 1 + Ana 4.5 = 12.5, C1 12.5 - 0 = 12.5
#   Gus  Cy 4.5 + Hal 0 + Ed 2.5 + Ana 4.5 = 11.5,         C1 11.5 - 0 = 11.5
#   Flo  Bo 2.5 + Ed 2.5 + Hal 0 + Di 2 = 7,               C1 7 - 0 = 7
#   Hal  Di 2 + Gus 1 + Flo 1 + Cy 4.5 = 8.5,              C1 8.5 - 1 = 7.5
#   The same order, by the same criteria (11.5 > 10, 13.5 > 8, 11.5 > 7).
ROUND_5_PAIRINGS = """Round,Board,White,Black,Result
1,1,Ana,Ed,1-0
1,2,Bo,Flo,1-0
1,3,Cy,Gus,1-0
1,4,Di,Hal,1-0
2,1,Ana,Bo,1-0
2,2,Cy,Di,1-0
2,3,Ed,Flo,1-0
2,4,Gus,Hal,1-0
3,1,Ana,Cy,½-½
3,2,Bo,Di,1-0
3,3,Ed,Gus,1-0
3,4,Flo,Hal,1-0
4,1,Ana,Gus,1-0
4,2,Cy,Hal,1-0
4,3,Bo,Ed,½-½
4,4,Di,Flo,1-0
5,1,Ana,Di,1-0
5,2,Bo,Cy,0-1
5,3,Ed,Hal,
5,4,Flo,Gus,
"""
# The same event as a crosstable: Ed's and Flo's pending games written ?W8 / ?W7, Gus's
# ?B6, Hal's cell left empty while Ed's names the pairing.
ROUND_5_CROSSTABLE = """No,Name,R1,R2,R3,R4,R5
1,Ana,+W5,+W2,=W3,+W7,+W4
2,Bo,+W6,-B1,+W4,=W5,-W3
3,Cy,+W7,+W4,=B1,+W8,+B2
4,Di,+W8,-B3,-B2,+W6,-B1
5,Ed,-B1,+W6,+W7,=B2,?W8
6,Flo,-B2,-B5,+W8,-B4,?W7
7,Gus,-B3,+W8,-B5,-B1,?B6
8,Hal,-B4,-B7,-B6,-B3,
"""
ORDER = ["Ana", "Cy", "Bo", "Ed", "Di", "Gus", "Flo", "Hal"]
AFTER_4 = {
    "Ana": (3.5, 9.5, 8.5),
    "Cy": (3.5, 6.5, 6.5),
    "Bo": (2.5, 9, 8),
    "Ed": (2.5, 8, 7),
    "Di": (2, 7, 7),
    "Gus": (1, 9.5, 9.5),
    "Flo": (1, 7, 7),
    "Hal": (0, 7.5, 6.5),
}
LIVE = {
    "Ana": (4.5, 12.5, 11.5),
    "Cy": (4.5, 10, 10),
    "Bo": (2.5, 14.5, 13.5),
    "Ed": (2.5, 9, 8),
    "Di": (2, 12.5, 12.5),
    "Gus": (1, 11.5, 11.5),
    "Flo": (1, 7, 7),
    "Hal": (0, 8.5, 7.5),
}


def _standings(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    assert main(["standings", *args, "--format", "json"]) == 0
    data: dict[str, object] = json.loads(capsys.readouterr().out)
    return data


def _values(d: dict[str, object]) -> tuple[list[str], dict[str, tuple[float, float, float]]]:
    rows: list[dict[str, object]] = d["standings"]  # type: ignore[assignment]
    names = [str(r["name"]) for r in rows]
    values = {
        str(r["name"]): (
            r["points"],
            r["tiebreaks"]["BH"],  # type: ignore[index]
            r["tiebreaks"]["BH-C1"],  # type: ignore[index]
        )
        for r in rows
    }
    return names, values  # type: ignore[return-value]


def _pairs(d: dict[str, object], key: str) -> set[frozenset[str]]:
    rows: list[dict[str, object]] = d["standings"]  # type: ignore[assignment]
    name = {r["id"]: r["name"] for r in rows}
    games = d["in_progress"][key]  # type: ignore[index]
    return {frozenset((name[a], name[b])) for a, b in games}


@pytest.mark.parametrize(
    "filename,text", [("p.csv", ROUND_5_PAIRINGS), ("x.csv", ROUND_5_CROSSTABLE)]
)
def test_round_5_half_entered_default_and_live(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], filename: str, text: str
) -> None:
    f = tmp_path / filename
    f.write_text(text, encoding="utf-8")
    d = _standings(capsys, str(f))
    assert d["after_round"] == 4 and d["provisional"] is False
    assert d["in_progress"]["round"] == 5  # type: ignore[index]
    assert _pairs(d, "finished") == {frozenset(("Ana", "Di")), frozenset(("Bo", "Cy"))}
    assert _pairs(d, "pending") == {frozenset(("Ed", "Hal")), frozenset(("Flo", "Gus"))}
    assert _values(d) == (ORDER, AFTER_4)
    # asking for round 4 itself gives the same table, without the note
    d4 = _standings(capsys, str(f), "--after-round", "4")
    assert _values(d4) == (ORDER, AFTER_4) and d4["in_progress"] is None
    d = _standings(capsys, str(f), "--live")
    assert d["provisional"] is True and d["after_round"] == 4
    assert _values(d) == (ORDER, LIVE)
    assert main(["standings", str(f)]) == 0
    assert "after round 4; round 5 in progress: 2 of 4 games finished" in capsys.readouterr().out
    assert main(["standings", str(f), "--live"]) == 0
    out = capsys.readouterr().out
    assert "PROVISIONAL: after round 4 and the finished games of round 5 (2 of 4" in out


# -- one player typed twice, and the player list that says they are two -----------------

TYPO_PAIRINGS = ROUND_5_PAIRINGS.replace("4,1,Ana,Gus", "4,1,Anna,Gus")
TYPO_CROSSTABLE = """No,Name,R1,R2,R3
1,Alice Smith,+W2,=B4,
2,Bob Jones,-B1,+W3,?W4
3,Carol White,-W4,-B2,-B5
4,Dan Brown,+B3,=W1,?B2
5,Alice Smtih,,,+W3
"""


def _problems(text: str, source: str) -> str:
    with pytest.raises(InputError) as info:
        load_text(text, source=source)
    return "\n".join(str(p) for p in info.value.problems)


def test_a_pairings_name_typed_twice_and_a_players_block_listing_both(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        "p.csv: C14: 'Anna' appears only in round 4; did you mean 'Ana' (C2, C6, C10, C18)? "
        "If they are two players, list both in a Players block or tab."
    ) in _problems(TYPO_PAIRINGS, "p.csv")
    block = "No,Name,,,\n" + "".join(
        f"{i},{n},,,\n" for i, n in enumerate(["Ana", "Bo", "Cy", "Di", "Ed", "Flo"], 1)
    )
    block += "7,Gus,,,\n8,Hal,,,\n9,Anna,,,\n,,,,\n"
    f = tmp_path / "p.csv"
    f.write_text(block + TYPO_PAIRINGS, encoding="utf-8")
    assert main(["check", str(f)]) == 0
    assert "9 players" in capsys.readouterr().out
    d = _standings(capsys, str(f))
    names = [r["name"] for r in d["standings"]]  # type: ignore[attr-defined]
    assert "Ana" in names and "Anna" in names


def test_a_crosstable_name_typed_twice_and_a_player_list_listing_both(tmp_path: Path) -> None:
    assert (
        "x.csv: B6: 'Alice Smtih' appears only in round 3; did you mean 'Alice Smith' (B2)? "
        "If they are two players, list both in a Players block or tab."
    ) in _problems(TYPO_CROSSTABLE, "x.csv")
    listing = "No,Name\n1,Alice Smith\n5,Alice Smtih\n"
    # a Players block under the crosstable (after a blank row) ...
    t = load_text(TYPO_CROSSTABLE + "\n" + listing, source="x.csv")
    assert [p.name for p in t.players][-1] == "Alice Smtih"
    # ... above it, or in a file (a sheet's tab) of its own
    t = load_text(listing + "\n" + TYPO_CROSSTABLE, source="x.csv")
    assert len(t.players) == 5
    reading = read_csv(io.StringIO(TYPO_CROSSTABLE), source="x.csv", players=io.StringIO(listing))
    assert reading.kind is ReadingKind.CROSSTABLE and len(reading.tournament.players) == 5
    # the list only says who plays: a name it lists must have a row
    assert "x.csv: B11: 'Eve' is in the player list but has no row in the crosstable" in (
        _problems(TYPO_CROSSTABLE + "\n" + listing + "6,Eve\n", "x.csv")
    )
    # a list naming only one of the two changes nothing
    assert "did you mean 'Alice Smith' (B2)?" in _problems(
        TYPO_CROSSTABLE + "\nNo,Name\n1,Alice Smith\n", "x.csv"
    )


# -- a row with fewer cells than its header ------------------------------------------------


def test_a_pairings_row_cut_short() -> None:
    text = ROUND_5_PAIRINGS.replace("5,3,Ed,Hal,\n", "5,3,Ed,Hal\n")
    assert _problems(text, "p.csv") == (
        "p.csv: E20: row 20 ends at column D but its header (row 1) goes on to column E: a "
        "cell is missing; write every cell, an empty one too (a result not entered yet is an "
        "empty last cell)"
    )
    cut = ROUND_5_PAIRINGS.replace("2,3,Ed,Flo,1-0\n", "2,3,Ed\n")
    assert "p.csv: D8: row 8 ends at column C but its header (row 1)" in _problems(cut, "p.csv")


def test_a_crosstable_row_cut_short() -> None:
    text = ROUND_5_CROSSTABLE.replace("=B2,?W8", "=B2")
    assert _problems(text, "x.csv") == (
        "x.csv: G6: row 6 ends at column F but its header (row 1) goes on to column G: a "
        "cell is missing; write every cell, an empty one too (a result not entered yet is an "
        "empty last cell)"
    )


def test_a_spreadsheet_row_without_its_trailing_empty_cells_is_whole() -> None:
    # Google's API leaves out a row's trailing empty cells: there it is the pending game.
    rows = [line.split(",") for line in ROUND_5_PAIRINGS.splitlines()]
    rows[19] = rows[19][:4]
    t = read_grid(rows, source="Results").tournament
    assert t.pending_round == 5
    assert sum(1 for p in t.players if p.results[4].outcome is Outcome.PENDING) == 4


def test_template_rows_and_notes_are_not_rows_cut_short() -> None:
    text = ROUND_5_PAIRINGS + "6,1\n6,2\n"  # boards prepared for round 6, nothing more
    assert load_text(text, source="p.csv").rounds_played == 5
    notes = ROUND_5_CROSSTABLE + "\nArbiter: J. Novak\n"
    assert len(load_text(notes, source="x.csv").players) == 8


# -- a round number below 1 ----------------------------------------------------------------


@pytest.mark.parametrize(
    "text,where",
    [
        ("Round,White,Black,Result\n1,Ana,Bo,1-0\n0,Bo,Ana,0-1\n", "p.csv: A3: "),
        ("White,Black,Result\nRound 1\nAna,Bo,1-0\nRound -2\nBo,Ana,0-1\n", "p.csv: A4: "),
        ("No,Name,R0,R1\n1,Ana,,+W2\n2,Bo,,-B1\n", "p.csv: C1: "),
    ],
)
def test_a_round_number_below_1_in_a_csv_file(text: str, where: str) -> None:
    assert f"{where}round numbers start at 1, found" in _problems(text, "p.csv")


# -- a round with no results while a later one has some ------------------------------------


def test_round_2_has_no_results_in_a_pairings_list() -> None:
    text = "Round,White,Black,Result\n1,Ana,Bo,1-0\n1,Cy,Di,0-1\n3,Bo,Ana,1-0\n3,Di,Cy,½-½\n"
    assert _problems(text, "p.csv") == (
        "p.csv: A4: round 2 has no results (no game, bye or absence) while round 3 has"
    )
    sections = "White,Black,Result\nRound 1\nAna,Bo,1-0\nRound 3\nBo,Ana,1-0\n"
    assert _problems(sections, "p.csv") == (
        "p.csv: A5: round 2 has no results (no game, bye or absence) while round 3 has"
    )


def test_round_2_has_no_results_in_a_crosstable() -> None:
    text = "No,Name,R1,R2,R3\n1,Ana,+W2,,-B2\n2,Bo,-B1,,+W1\n"
    assert _problems(text, "x.csv") == (
        "x.csv: D1: round 2 has no results (no game, bye or absence) while round 3 has"
    )


def test_round_2_has_no_results_in_tournament_json() -> None:
    players = [
        {"id": 1, "name": "Ana", "results": ["+W2", "", "-B2"]},
        {"id": 2, "name": "Bo", "results": ["-B1", "--", "+W1"]},
    ]
    text = json.dumps({"players": players}, indent=1)
    assert _problems(text, "t.json") == (
        "t.json:4: player 1, round 2: round 2 has no results (no game, bye or absence) while "
        "round 3 has"
    )
    players[0]["results"][1] = "H"  # one half-point bye is a result: round 2 is entered
    assert load_text(json.dumps({"players": players}), source="t.json").rounds_played == 3


def test_round_2_has_no_results_in_trf() -> None:
    games = [
        {"id": 1, "name": "Ana", "results": ["+W2", "=B2", "-B2"]},
        {"id": 2, "name": "Bo", "results": ["-B1", "=W1", "+W1"]},
    ]
    buf = io.StringIO()
    write_trf(load_text(json.dumps({"players": games}), source="t.json"), buf)
    lines = buf.getvalue().splitlines()
    first = next(i for i, ln in enumerate(lines) if ln.startswith("001"))
    # blank the round-2 field (columns 102-111) of every player, and their points with it
    text = "\n".join(
        ln[:80] + ln[80:84].replace("1.5", "1.0") + ln[84:101] + " " * 10 + ln[111:]
        if ln.startswith("001")
        else ln
        for ln in lines
    )
    with pytest.raises(InputError) as info:
        read_trf(io.StringIO(text + "\n"), source="t.trf")
    assert [str(p) for p in info.value.problems] == [
        f"t.trf:{first + 1}: player 1, round 2: round 2 has no results (no game, bye or "
        "absence) while round 3 has"
    ]


VARIANTS = ["Alice Smtih", "Alice Smyth", "Alise Smyth", "Smith Alice"]


@pytest.mark.parametrize("typed", VARIANTS + ["alice smith", "Alíce Smith"])
def test_the_ways_a_name_is_typed_twice_in_a_crosstable(typed: str) -> None:
    # two letters swapped, one or two letters wrong (eight letters or more), the names'
    # order; in a crosstable also case and accents (a row of its own is another player)
    text = TYPO_CROSSTABLE.replace("5,Alice Smtih,", f"5,{typed},")
    assert f"x.csv: B6: '{typed}' appears only in round 3; did you mean 'Alice Smith' (B2)?" in (
        _problems(text, "x.csv")
    )


@pytest.mark.parametrize("typed", VARIANTS)
def test_the_ways_a_name_is_typed_twice_in_a_pairings_list(typed: str) -> None:
    text = TYPO_PAIRINGS.replace("4,1,Anna,Gus", f"4,1,{typed},Gus").replace("Ana,", "Alice Smith,")
    text = text.replace(",Ana\n", ",Alice Smith\n").replace(",Ana,", ",Alice Smith,")
    assert f"p.csv: C14: '{typed}' appears only in round 4; did you mean 'Alice Smith'" in (
        _problems(text, "p.csv")
    )


@pytest.mark.parametrize("other", ["Alicia Smythe", "Bob Smith", "Player 5"])
def test_names_not_close_enough_are_two_players(other: str) -> None:
    text = TYPO_CROSSTABLE.replace("5,Alice Smtih,", f"5,{other},")
    assert len(load_text(text, source="x.csv").players) == 5
    # and in a pairings list, case, accents and punctuation name the same player
    same = TYPO_PAIRINGS.replace("4,1,Anna,Gus", "4,1,ANA.,Gus")
    assert len(load_text(same, source="p.csv").players) == 8
