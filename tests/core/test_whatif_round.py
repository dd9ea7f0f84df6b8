"""``tiebreak whatif`` without ``--pairings``: the round in progress (its pending games are
the pairings, its finished games count as recorded) and ``--round K`` (issue 13, part 1;
docs/whatif.md).

The expected answers come from the arithmetic in the comments, not from running the program.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from core.cli import main
from core.errors import InvalidOptionError
from core.formats.tournament_json import tournament_from_dict
from core.model import Outcome, PlayerId
from core.questions.whatif_pairings import NothingPendingError, asked_round, whatif_round

# The six players of tests/core/test_whatif.py (Ana 1, Bo 2, Cy 3, Di 4, Ed 5, Fe 6) and
# two more, Gil (7) and Hu (8), who drew in round 1. Round 2 is in progress: Gil beat Hu
# (finished), three games are pending: 1-2 (board 1), 3-4 (board 2), 5-6 (board 3).
#
#   no name  r1    r2     pts after r1
#    1 Ana   +W4   ?W2    1
#    2 Bo    +W5   ?B1    1
#    3 Cy    =W6   ?W4    ½
#    4 Di    -B1   ?B3    0
#    5 Ed    -B2   ?W6    0
#    6 Fe    =B3   ?B5    ½
#    7 Gil   =W8   +W8    1½ (final: round 2 is in)
#    8 Hu    =B7   -B7    ½  (final)
#
# Order BH (every round played: BH is the sum of the opponents' final points). Gil's BH is
# Hu's points twice, ½ + ½ = 1; Hu's is 1½ + 1½ = 3. Write a for Ana's result on board 1,
# c for Ed's on board 3, r for Cy's. As in test_whatif.py: Ana 1 + a, Bo 2 - a, Cy ½ + r,
# Di 1 - r, Ed c, Fe 1½ - c; BH Ana = Di + Bo, Bo = Ed + Ana, Cy = Fe + Di, Ed = Bo + Fe.
#
# Cy wins (1½, Di 0; BH Cy = 1½ - c), Gil on 1½ with BH 1, Hu below:
#   a=1 c=1: Ana above; Gil (1) above Cy (½) ........................... rank 3
#   a=1 c=½: Ana above; Cy 1 = Gil 1: shared ............................ rank 2
#   a=1 c=0: Ana above; Cy 1½ = Fe 1½, Gil 1 below ...................... rank 2
#   a=½ c=1: Ana, Bo, Cy, Gil on 1½: BH Bo 2½, Ana 1½, Gil 1, Cy ½ ....... rank 4
#   a=½ c=½: BH Bo 2, Ana 1½, then Cy 1 = Gil 1 ......................... rank 3
#   a=½ c=0: Ana, Bo, Cy, Fe all BH 1½, Gil 1: all four share ............ rank 1
#   a=0 c=1: Bo above; Gil 1 above Cy ½ ................................. rank 3
#   a=0 c=½: Bo above; Cy = Gil ......................................... rank 2
#   a=0 c=0: Bo above; Cy = Fe 1½, Gil below ............................ rank 2
#   best 1 (1 combination: board 1 ½-½, board 3 0-1); worst 4 (1: board 1 ½-½, board 3
#   1-0), Gil just above Cy on BH, 1 against ½.
# A draw (1): Gil (1½) is above in every combination, so each rank of test_whatif.py's draw
#   is one lower: best 4 (4 combinations, board 3 ½-½ or 0-1), worst 5 (5, board 3 1-0 or
#   0-1).
# A loss (½, BH Cy = 2½ - c): Gil is above, and so is Hu, on ½ with BH 3 (Cy's is at most
#   2½): each rank of test_whatif.py's loss two lower: best 7 (7 combinations), worst 8 (2:
#   board 1 ½-½ or 0-1, board 3 ½-½), Ed just above Cy on BH, 2½ against 2 (a=½).
PROGRESS = {
    "format": "tiebreak-tournament/1",
    "name": "Round in progress",
    "rounds": 3,
    "players": [
        {"id": 1, "name": "Ana", "results": ["+W4", "?W2"]},
        {"id": 2, "name": "Bo", "results": ["+W5", "?B1"]},
        {"id": 3, "name": "Cy", "results": ["=W6", "?W4"]},
        {"id": 4, "name": "Di", "results": ["-B1", "?B3"]},
        {"id": 5, "name": "Ed", "results": ["-B2", "?W6"]},
        {"id": 6, "name": "Fe", "results": ["=B3", "?B5"]},
        {"id": 7, "name": "Gil", "results": ["=W8", "+W8"]},
        {"id": 8, "name": "Hu", "results": ["=B7", "-B7"]},
    ],
}
W, L = Outcome.WIN, Outcome.LOSS


@pytest.fixture
def progress_file(tmp_path: Path) -> Path:
    path = tmp_path / "progress.json"
    path.write_text(json.dumps(PROGRESS), encoding="utf-8")
    return path


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_round_in_progress_gives_the_pairings(
    capsys: pytest.CaptureFixture[str], progress_file: Path
) -> None:
    code, out, err = run(
        capsys, "whatif", str(progress_file), "Cy", "--order", "BH", "--format", "json"
    )
    assert code == 0, err
    data: dict[str, Any] = json.loads(out)
    assert (data["round"], data["search"], data["combinations"]) == (2, "exact", 9)
    assert data["games"] == [
        {"board": 1, "white": 1, "black": 2},
        {"board": 2, "white": 3, "black": 4},
        {"board": 3, "white": 5, "black": 6},
    ]
    assert (data["finished"], data["known"], data["absent"]) == (1, [7, 8], [])
    win, draw, loss = data["outlooks"]
    ranks = [(o["best"]["rank"], o["worst"]["rank"]) for o in data["outlooks"]]
    assert ranks == [(1, 4), (4, 5), (7, 8)]
    reached = [
        (o["best"]["combinations_reaching"], o["worst"]["combinations_reaching"])
        for o in data["outlooks"]
    ]
    assert reached == [(1, 1), (4, 5), (7, 2)]
    assert win["worst"]["conditions"] == [
        {"board": 1, "white": 1, "black": 2, "results": ["½-½"]},
        {"board": 3, "white": 5, "black": 6, "results": ["1-0"]},
    ]
    assert (win["worst"]["rival"], win["worst"]["criterion"]) == (7, "BH")
    assert [c["results"] for c in draw["best"]["conditions"]] == [["½-½", "0-1"]]
    assert [c["results"] for c in draw["worst"]["conditions"]] == [["1-0", "0-1"]]
    assert (loss["worst"]["rival"], loss["worst"]["criterion"]) == (5, "BH")
    assert all(o[e]["proven"] for o in data["outlooks"] for e in ("best", "worst"))


def test_the_text_says_which_results_are_in(
    capsys: pytest.CaptureFixture[str], progress_file: Path
) -> None:
    code, text, _ = run(capsys, "whatif", str(progress_file), "3", "--order", "BH")
    assert code == 0
    assert "What if: Cy (3) on board 2 of round 2" in text
    assert "1 game of round 2 is decided already and counts as recorded" in text
    assert "A win (1.5 points): rank 1 to 4" in text
    assert "Gil is above Cy on BH: 1 against 0.5." in text
    _, cs, _ = run(capsys, "whatif", str(progress_file), "3", "--order", "BH", "--lang", "cs")
    assert "1 partie kola 2 je už rozhodnuta a počítá se, jak je zapsána" in cs


def test_an_earlier_round_as_it_stood_before_it(
    capsys: pytest.CaptureFixture[str], progress_file: Path
) -> None:
    # Before round 1 everyone has 0 and the four games of round 1 are the pairings (1-4,
    # 2-5, 3-6, 7-8: Cy on board 3, 3^3 = 27 combinations). BH = the opponent's points.
    # A win (1): the other winners also have 1 and a BH of 0 (their opponents lost), as
    #   has Cy (Fe 0): nobody is above, rank 1 whatever happens.
    # A draw (½, Fe ½): every other game drawn leaves all eight on ½ with BH ½: rank 1
    #   (1 combination); three other winners put Cy 4th, shared with Fe (8 combinations).
    # A loss (0, Fe 1): three other winners: four on 1, Cy among the four on 0, all with
    #   BH 1: rank 5 (8 combinations); every other game drawn: Fe and six players on ½
    #   above: rank 8 (1 combination).
    args = ["whatif", str(progress_file), "Cy", "--order", "BH", "--round", "1"]
    code, out, err = run(capsys, *args, "--format", "json")
    assert code == 0, err
    data = json.loads(out)
    assert (data["round"], data["combinations"], data["finished"], data["known"]) == (1, 27, 0, [])
    assert [g["white"] for g in data["games"]] == [1, 2, 3, 7]
    ranks = [(o["best"]["rank"], o["worst"]["rank"]) for o in data["outlooks"]]
    assert ranks == [(1, 1), (1, 4), (5, 8)]
    reached = [
        (o["best"]["combinations_reaching"], o["worst"]["combinations_reaching"])
        for o in data["outlooks"]
    ]
    assert reached == [(27, 27), (1, 8), (8, 1)]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["Gil"], "Gil (7) has no game left to play in round 2: the result is in already"),
        (["Cy", "--pairings", "1-2"], "round 2 is in progress: its pending games are the pairings"),
        (["Cy", "--round", "3"], "round 3 comes after round 2, which is still in progress"),
        (["Cy", "--round", "0"], "there is no round 0 to ask about: the event has rounds 1 to 2"),
    ],
)
def test_rounds_that_cannot_be_asked_about(
    capsys: pytest.CaptureFixture[str], progress_file: Path, args: list[str], message: str
) -> None:
    code, out, err = run(capsys, "whatif", str(progress_file), *args)
    assert code == 2 and out == ""
    assert message in err and "Traceback" not in err


def test_no_round_in_progress_and_no_pairings(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    done = json.loads(json.dumps(PROGRESS))
    for p in done["players"]:
        p["results"] = p["results"][:1]
    path = tmp_path / "done.json"
    path.write_text(json.dumps(done), encoding="utf-8")
    code, out, err = run(capsys, "whatif", str(path), "Cy")
    assert code == 2 and out == ""
    assert "no game is pending (no round in progress); give the next round's pairings" in err
    # The next round's pairings, given: --round may name it, no other.
    code, out, _ = run(capsys, "whatif", str(path), "Cy", "--pairings", "3-4", "--round", "2")
    assert code == 0 and "round 2" in out
    code, _, err = run(capsys, "whatif", str(path), "Cy", "--pairings", "3-4", "--round", "1")
    assert code == 2 and "the pairings given are those of round 2, the next one" in err


def test_asked_round_from_python() -> None:
    t = tournament_from_dict(PROGRESS)
    asked = asked_round(t)
    assert (asked.round, asked.in_progress, asked.finished) == (2, True, 1)
    assert asked.pairings == ((1, 2), (3, 4), (5, 6))
    assert asked.fixed[PlayerId(7)].outcome is W and asked.fixed[PlayerId(8)].outcome is L
    assert asked.before.rounds_played == 1
    w = whatif_round(t, PlayerId(3), order="BH")
    assert [(o.best.rank, o.worst.rank) for o in w.outlooks] == [(1, 4), (4, 5), (7, 8)]
    assert w.fixed == (7, 8) and w.finished == 1
    with pytest.raises(NothingPendingError) as info:
        asked_round(t.after_round(1))
    assert info.value.next_round == 2
    with pytest.raises(InvalidOptionError):
        whatif_round(t, PlayerId(7))
