"""Rounds in progress at their edges (issue 11 part 1, issue 13 part 1): a pending game
whose two sides disagree, a player pending against someone with a bye, pending games in
two rounds, every game of the last round pending, ``--live`` with nothing pending, and
``whatif`` for a player with a bye or a finished game in the round in progress.

The expected values come from the arithmetic in the comments, not from running the program.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from core.cli import main
from core.errors import InputError
from core.formats.load import load_text

# Five players, three rounds; round 3 is in progress.
#
#   no name  r1    r2    r3     pts after r2   --live (r3's finished game and bye)
#    1 Ana   +W2   +W3   ?W4    2              2
#    2 Bo    -B1   -B5   +W3    0              1
#    3 Cy    =W4   -B1   -B2    ½              ½
#    4 Di    =B3   BYE   ?B1    1½             1½
#    5 Ed    BYE   +W2   BYE    2              3
#
# Ana's BH (her opponents' points; neither Bo nor Cy has an unplayed round): after round 2
# Bo 0 + Cy ½ = ½; with --live Bo 1 + Cy ½ = 1½ (her pending round 3 adds nothing, no dummy).
RESULTS = {
    1: ["+W2", "+W3", "?W4"],
    2: ["-B1", "-B5", "+W3"],
    3: ["=W4", "-B1", "-B2"],
    4: ["=B3", "BYE", "?B1"],
    5: ["BYE", "+W2", "BYE"],
}
NAMES = {1: "Ana", 2: "Bo", 3: "Cy", 4: "Di", 5: "Ed"}


def _event(results: dict[int, list[str]], **extra: Any) -> str:
    players = [{"id": i, "name": NAMES[i], "results": r} for i, r in sorted(results.items())]
    return json.dumps(
        {"format": "tiebreak-tournament/1", "name": "Edge Swiss", "rounds": 3, **extra}
        | {"players": players},
        indent=1,
    )


def _with(**changes: str) -> dict[int, list[str]]:
    """RESULTS with ``p1r3="=W4"``-style changes."""
    out = {pid: list(r) for pid, r in RESULTS.items()}
    for key, token in changes.items():
        pid, rnd = key[1:].split("r")
        out[int(pid)][int(rnd) - 1] = token
    return out


def _write(tmp_path: Path, text: str, name: str = "e.json") -> str:
    f = tmp_path / name
    f.write_text(text, encoding="utf-8")
    return str(f)


def _json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main([*args, "--format", "json"]) == 0
    data: dict[str, Any] = json.loads(capsys.readouterr().out)
    return data


def _points(d: dict[str, Any]) -> dict[str, float]:
    return {r["name"]: r["points"] for r in d["standings"]}


def _problems(text: str, source: str) -> list[str]:
    with pytest.raises(InputError) as info:
        load_text(text, source=source)
    return [str(p) for p in info.value.problems]


def test_the_event_default_and_live(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = _write(tmp_path, _event(RESULTS))
    d = _json(capsys, "standings", f, "--order", "BH")
    assert d["after_round"] == 2 and d["provisional"] is False
    assert d["in_progress"]["finished"] == [[2, 3]]
    assert d["in_progress"]["pending"] == [[1, 4]]
    assert _points(d) == {"Ana": 2, "Ed": 2, "Di": 1.5, "Cy": 0.5, "Bo": 0}
    ana = next(r for r in d["standings"] if r["name"] == "Ana")
    assert ana["tiebreaks"]["BH"] == 0.5
    d = _json(capsys, "standings", f, "--order", "BH", "--live")
    assert d["after_round"] == 2 and d["provisional"] is True
    assert _points(d) == {"Ana": 2, "Ed": 3, "Di": 1.5, "Cy": 0.5, "Bo": 1}
    ana = next(r for r in d["standings"] if r["name"] == "Ana")
    assert ana["tiebreaks"]["BH"] == 1.5
    # the text says the standings are provisional, and not "after round 3"
    assert main(["standings", f, "--live"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Edge Swiss: provisional standings during round 3 of 3\n")
    assert "PROVISIONAL: after round 2 and the finished games of round 3 (1 of 2" in out
    assert main(["standings", f]) == 0
    assert capsys.readouterr().out.startswith("Edge Swiss: standings after round 2 of 3\n")


@pytest.mark.parametrize(
    "changes",
    [{"p4r3": "=B1"}, {"p1r3": "=W4"}],
    ids=["pending-against-a-result", "a-result-against-pending"],
)
def test_a_pending_game_whose_two_sides_disagree(changes: dict[str, str]) -> None:
    problems = _problems(_event(_with(**changes)), "e.json")
    # both sides are named, each at its own line (Ana's id is on line 7)
    assert any(p.startswith("e.json:") and "player 1, round 3" in p for p in problems)
    assert any("player 4, round 3" in p for p in problems)
    assert all("disagrees with" in p for p in problems), problems


def test_a_pending_game_against_a_bye() -> None:
    problems = _problems(_event(_with(p4r3="BYE")), "e.json")
    assert problems == [
        "e.json:7: player 1, round 3: '?W4' says player 4 was the opponent, but player 4 "
        "has 'BYE' in round 3"
    ]


CROSSTABLE = """No,Name,R1,R2,R3
1,Ana,+W2,+W3,?W4
2,Bo,-B1,-B5,+W3
3,Cy,=W4,-B1,-B2
4,Di,=B3,BYE,
5,Ed,BYE,+W2,BYE
"""


def test_a_crosstable_pending_game_against_a_result_or_a_bye() -> None:
    # Di's empty cell is the other side of Ana's ?W4: the same event as RESULTS.
    t = load_text(CROSSTABLE, source="x.csv")
    assert t.pending_round == 3 and t.games_of_round(3) == ([(2, 3)], [(1, 4)])
    problems = _problems(CROSSTABLE.replace("4,Di,=B3,BYE,", "4,Di,=B3,BYE,=B1"), "x.csv")
    assert problems and all(p.startswith("x.csv: E") for p in problems), problems
    assert any("E2" in p for p in problems) and any("E5" in p for p in problems)
    problems = _problems(CROSSTABLE.replace("4,Di,=B3,BYE,", "4,Di,=B3,BYE,BYE"), "x.csv")
    assert any(p.startswith("x.csv: E2:") and "'BYE'" in p for p in problems), problems


# Pending in round 2 while round 3 has a finished game (Bo beat Cy): the standings could
# only count round 1, silently holding back every result of round 3; each reader says so.
TWO_ROUNDS = _with(p1r2="?W3", p3r2="?B1")
TWO_ROUNDS_MESSAGE = (
    "the game against player 3 in round 2 has no result yet, but round 3 has results: "
    "enter it (the standings count only complete rounds, so every later result waits for it)"
)


def test_pending_in_two_rounds_in_tournament_json() -> None:
    assert _problems(_event(TWO_ROUNDS), "e.json") == [
        f"e.json:7: player 1, round 2: {TWO_ROUNDS_MESSAGE}"
    ]


def test_pending_in_two_rounds_in_a_crosstable() -> None:
    text = CROSSTABLE.replace("1,Ana,+W2,+W3,", "1,Ana,+W2,?W3,").replace(
        "3,Cy,=W4,-B1,", "3,Cy,=W4,,"
    )
    assert _problems(text, "x.csv") == [f"x.csv: D2: {TWO_ROUNDS_MESSAGE}"]


def test_pending_in_two_rounds_in_a_pairings_list() -> None:
    text = """Round,Board,White,Black,Result
1,1,Ana,Bo,1-0
1,2,Cy,Di,½-½
1,,Ed,BYE,
2,1,Ana,Cy,
2,2,Ed,Bo,1-0
2,,Di,BYE,
3,1,Ana,Di,
3,2,Bo,Cy,1-0
3,,Ed,BYE,
"""
    problems = _problems(text, "p.csv")
    assert len(problems) == 1 and problems[0].startswith("p.csv: E5: no result: expected")


def test_later_rounds_paired_ahead_are_fine(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A round robin of four written out in advance: round 1 played, round 2 half played,
    # round 3 paired only. Nothing is held back, so nothing is reported.
    results = {
        1: ["+W2", "?W3", "?B4"],
        2: ["-B1", "=W4", "?W3"],
        3: ["=W4", "?B1", "?B2"],
        4: ["=B3", "=B2", "?W1"],
    }
    players = [{"id": i, "name": NAMES[i], "results": r} for i, r in results.items()]
    f = _write(
        tmp_path,
        json.dumps({"rounds": 3, "system": "round-robin", "players": players}),
    )
    assert main(["check", f]) == 0
    assert "round 2 in progress: 1 game pending of 2" in capsys.readouterr().out
    d = _json(capsys, "standings", f, "--live")
    # after round 1 and round 2's finished game: Ana 1, Bo ½, Cy ½, Di 1
    assert d["after_round"] == 1 and d["in_progress"]["round"] == 2
    assert _points(d) == {"Ana": 1, "Bo": 0.5, "Cy": 0.5, "Di": 1}


def test_every_game_of_the_last_round_pending(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    f = _write(tmp_path, _event(_with(p2r3="?W3", p3r3="?B2")))
    d = _json(capsys, "standings", f, "--order", "BH")
    assert d["in_progress"]["finished"] == [] and len(d["in_progress"]["pending"]) == 2
    assert _points(d) == {"Ana": 2, "Ed": 2, "Di": 1.5, "Cy": 0.5, "Bo": 0}
    # --live adds no game, only Ed's bye of round 3, which is known already
    d = _json(capsys, "standings", f, "--order", "BH", "--live")
    assert _points(d) == {"Ana": 2, "Ed": 3, "Di": 1.5, "Cy": 0.5, "Bo": 0}
    assert main(["standings", f, "--live"]) == 0
    assert "(0 of 2 games finished;" in capsys.readouterr().out
    # whatif: Ana's game and Bo-Cy are the pairings, 3 combinations of the other game
    assert main(["whatif", f, "Ana"]) == 0
    assert "Exact: 3 combinations" in capsys.readouterr().out


def test_live_with_nothing_pending(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = _write(tmp_path, _event(_with(p1r3="+W4", p4r3="-B1")))
    d = _json(capsys, "standings", f)
    live = _json(capsys, "standings", f, "--live")
    assert live == d
    assert live["after_round"] == 3 and live["in_progress"] is None
    assert live["provisional"] is False
    assert main(["standings", f, "--live"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Edge Swiss: standings after round 3 of 3\n")
    assert "PROVISIONAL" not in out


@pytest.mark.parametrize(
    "player,expected",
    [
        ("Ed", "Ed (5) has no game to decide in round 3 (recorded: pairing-allocated bye)"),
        ("Bo", "Bo (2) has no game left to play in round 3: the result is in already"),
    ],
)
def test_whatif_for_a_player_with_nothing_left_in_the_round(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], player: str, expected: str
) -> None:
    f = _write(tmp_path, _event(RESULTS))
    assert main(["whatif", f, player]) == 2
    err = capsys.readouterr().err
    assert expected in err and "Traceback" not in err


def test_whatif_for_an_earlier_round_with_a_forfeit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    f = _write(tmp_path, _event(_with(p2r2="-F5", p5r2="+F2")))
    assert main(["whatif", f, "Bo", "--round", "2", "--lang", "it"]) == 2
    assert "(registrato: sconfitta a forfait)" in capsys.readouterr().err


def test_whatif_for_the_player_whose_game_is_pending(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Di (1½ after round 2) against Ana (2); Bo-Cy and Ed's bye are in: Ed 3, Bo 1, Cy ½.
    # No other game is pending, so each result gives one rank:
    #   a win: Di 2½, behind Ed 3 only, rank 2
    #   a draw: Di 2, behind Ed 3 and Ana 2½, rank 3
    #   a loss: Di 1½, behind Ed 3 and Ana 3, above Bo 1, rank 3
    f = _write(tmp_path, _event(RESULTS))
    d = _json(capsys, "whatif", f, "Di")
    assert d["search"] == "exact" and d["combinations"] == 1 and d["finished"] == 1
    by = {o["result"]: o for o in d["outlooks"]}
    assert {k: (o["points"], o["best"]["rank"], o["worst"]["rank"]) for k, o in by.items()} == {
        "win": (2.5, 2, 2),
        "draw": (2, 3, 3),
        "loss": (1.5, 3, 3),
    }


def test_explain_why_and_prizes_say_a_round_is_in_progress(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # They count rounds 1 and 2 only; saying so first keeps them from passing for final.
    f = _write(tmp_path, _event(RESULTS))
    note = "after round 2; round 3 in progress: 1 of 2 games finished"
    assert main(["explain", f, "Ana", "--tiebreak", "BH"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(note + "\nAna (1): 2 points, rank ")
    assert main(["why", f, "Ana", "Ed", "--lang", "it"]) == 0
    assert capsys.readouterr().out.startswith(
        "dopo il turno 2; turno 3 in corso: 1 partite finite su 2\n"
    )
    prizes = tmp_path / "prizes.json"
    prizes.write_text(
        json.dumps(
            {
                "format": "tiebreak-prizes/1",
                "currency": "EUR",
                "categories": [{"id": "open", "places": [{"money": 100}, {"money": 50}]}],
            }
        ),
        encoding="utf-8",
    )
    assert main(["prizes", f, "--prizes", str(prizes)]) == 0
    assert capsys.readouterr().out.startswith(note + "\n")
    # beside JSON the note goes to standard error, so standard output stays one document
    assert main(["explain", f, "Ana", "--format", "json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["player"]["name"] == "Ana"
    assert captured.err == f"tiebreak: {note}\n"
    # a complete event has no note
    done = _write(tmp_path, _event(_with(p1r3="+W4", p4r3="-B1")), "done.json")
    assert main(["explain", done, "Ana"]) == 0
    assert capsys.readouterr().out.startswith("Ana (1): 3 points")


def test_a_crosstable_in_the_19w1_style_names_a_pending_pairing_as_19w() -> None:
    # The export style of examples/club-crosstable.csv: "4w" is paired with 4 as White, no
    # result yet, as ?W4 is; the same event as CROSSTABLE.
    text = """No;Name;R1;R2;R3
1;Ana;2w1;3w1;4w
2;Bo;1b0;5b0;3w1
3;Cy;4w½;1b0;2b0
4;Di;3b½;BYE;1b
5;Ed;BYE;2w1;BYE
"""
    t = load_text(text, source="v.csv")
    assert t == load_text(CROSSTABLE.replace("4,Di,=B3,BYE,", "4,Di,=B3,BYE,?B1"), source="v")
    assert t.games_of_round(3) == ([(2, 3)], [(1, 4)])
    # a number alone is still no cell: the colour says it is a pairing
    problems = _problems(text.replace("1;Ana;2w1;3w1;4w", "1;Ana;2w1;3w1;4"), "v.csv")
    assert problems == [
        "v.csv: E2: expected a round cell such as +W9, =B9, -9, 19w1, 3b½, 12b0, ?W9, 19w, "
        "+F7, -F7, BYE, H, F, Z, -- or empty; found '4'"
    ]


def test_round_1_in_progress(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Nothing is complete yet: no "after round 0", no "rounds 1 to 0".
    results = {1: ["?W2"], 2: ["?B1"], 3: ["+W4"], 4: ["-B3"]}
    players = [{"id": i, "name": NAMES[i], "results": r} for i, r in results.items()]
    f = _write(tmp_path, json.dumps({"name": "Opening", "rounds": 5, "players": players}))
    assert main(["check", f]) == 0
    assert (
        "round 1 in progress: games pending: 1 of 2 (information, not an error); no round is "
        "complete yet" in capsys.readouterr().out
    )
    assert main(["standings", f]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Opening: standings before round 1 of 5"
    assert out[2] == "round 1 in progress, no round complete yet (games finished: 1 of 2)"
    assert main(["standings", f, "--live"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Opening: provisional standings during round 1 of 5"
    assert out[2].startswith("PROVISIONAL: the finished games of round 1, the first")
    d = _json(capsys, "standings", f, "--live")
    assert d["after_round"] == 0 and _points(d) == {"Cy": 1, "Ana": 0, "Bo": 0, "Di": 0}
