"""``tiebreak whatif``: where a player can finish after the next round (issue 13, part 1;
docs/whatif.md).

The expected answers come from the arithmetic in the comments, not from running the program.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from core.cli import main
from core.formats.tournament_json import tournament_from_dict
from core.model import Outcome, PlayerId, Tournament
from core.questions.whatif import Outlook, whatif

# Six players, round 1 played, round 2 paired: 1-2 (board 1), 3-4 (board 2), 5-6 (board 3).
#
#   no name  r1    pts
#    1 Ana   +W4   1
#    2 Bo    +W5   1
#    3 Cy    =W6   ½
#    4 Di    -B1   0
#    5 Ed    -B2   0
#    6 Fe    =B3   ½
#
# Order: BH alone (every round is played, so BH is the sum of the opponents' final points).
# Cy (3) plays Di (4). Write a for Ana's result on board 1 (Bo gets 1 - a), c for Ed's on
# board 3 (Fe gets 1 - c), r for Cy's. Final points: Ana 1 + a, Bo 2 - a, Cy ½ + r,
# Di 1 - r, Ed c, Fe 1½ - c. BH: Ana = Di + Bo, Bo = Ed + Ana, Cy = Fe + Di,
# Di = Ana + Cy, Ed = Bo + Fe, Fe = Cy + Ed.
#
# Cy wins (1½ points, Di 0; BH Cy = 1½ - c):
#   a=1   c=1: Ana 2 above, nobody else on 1½ ................................ rank 2
#   a=1   c=½: the same (Fe 1) ............................................... rank 2
#   a=1   c=0: Fe 1½, BH Fe = 1½ + 0 = 1½ = BH Cy: shared ....................... rank 2
#   a=½   c=1: Ana, Bo, Cy on 1½; BH Bo 1 + 1½ = 2½, Ana 0 + 1½ = 1½, Cy ½ ..... rank 3
#   a=½   c=½: BH Bo 2, Ana 1½, Cy 1 ........................................... rank 3
#   a=½   c=0: Ana, Bo, Cy, Fe on 1½, every BH 1½: all share ..................... rank 1
#   a=0   c=1, c=½: Bo 2 above, nobody else on 1½ ............................. rank 2
#   a=0   c=0: Fe on 1½ with BH 1½ = Cy's: shared .............................. rank 2
#   best 1 (1 combination: board 1 ½-½, board 3 0-1), worst 3 (2: board 1 ½-½, board 3
#   1-0 or ½-½); at worst Ana is just above Cy on BH (1½ against ½).
#
# A draw (1 point, Di ½; BH Cy = 2 - c):
#   a=1 c=1: Ana 2 above; Bo, Ed, Cy on 1: BH Bo 3, Ed 1½, Cy 1 ................ rank 4
#   a=1 c=½: Ana above; Bo, Cy, Fe on 1: BH Bo 2½, Cy 1½ = Fe 1½ ................ rank 3
#   a=1 c=0: Ana, Fe above; Bo, Cy on 1: BH Bo 2 = Cy 2 ......................... rank 3
#   a=½ c=1: Ana, Bo above; Ed, Cy on 1: BH Ed 2, Cy 1 .......................... rank 4
#   a=½ c=½: Ana, Bo above; Cy = Fe on BH 1½ ................................... rank 3
#   a=½ c=0: Ana, Bo, Fe above, Cy alone on 1 .................................. rank 4
#   a=0 c=1: Bo above; Ana, Ed, Cy on 1: BH Ana 2½, Ed 2½, Cy 1 ................. rank 4
#   a=0 c=½: Bo above; Ana 2½, then Cy = Fe on BH 1½ ............................ rank 3
#   a=0 c=0: Bo, Fe above; Ana 2½ above Cy 2 .................................... rank 4
#   best 3 (4 combinations, all with board 3 ½-½ or 0-1), worst 4 (5, board 3 1-0 or 0-1);
#   at worst (first found: a=1, c=1) Ed is just above Cy on BH, 1½ against 1.
#
# A loss (½ point, Di 1; BH Cy = 2½ - c): Ana, Bo, Di are always above (1 or more).
#   c=1: Ed 1 above; Fe on ½ with BH ½ + 1 = 1½ = Cy's: shared ............... rank 5
#   c=½: Fe 1 above; Ed on ½ with BH Bo + 1 against Cy's 2: a=1 shared (rank 5),
#        a=½ or a=0 Ed above ................................................ rank 6
#   c=0: Fe 1½ above, Ed 0 below ................................................ rank 5
#   best 5 (7 combinations), worst 6 (2: board 1 ½-½ or 0-1, board 3 ½-½); Ed above Cy on
#   BH, 2½ against 2 (a=½).
THREE = {
    "format": "tiebreak-tournament/1",
    "name": "Three boards",
    "rounds": 2,
    "players": [
        {"id": 1, "name": "Ana", "results": ["+W4"]},
        {"id": 2, "name": "Bo", "results": ["+W5"]},
        {"id": 3, "name": "Cy", "results": ["=W6"]},
        {"id": 4, "name": "Di", "results": ["-B1"]},
        {"id": 5, "name": "Ed", "results": ["-B2"]},
        {"id": 6, "name": "Fe", "results": ["=B3"]},
    ],
}
PAIRS = [(PlayerId(1), PlayerId(2)), (PlayerId(3), PlayerId(4)), (PlayerId(5), PlayerId(6))]
W, D, L = Outcome.WIN, Outcome.DRAW, Outcome.LOSS


@pytest.fixture
def three() -> Tournament:
    return tournament_from_dict(THREE)


def conditions(o: Outlook, best: bool) -> dict[int, tuple[Outcome, ...]]:
    e = o.best if best else o.worst
    return {c.game.board: c.results for c in e.conditions}


def test_three_pending_games_worked_out_by_hand(three: Tournament) -> None:
    w = whatif(three, PlayerId(3), PAIRS, order="BH")
    assert w.exact and w.combinations == 9 and w.round == 2
    win, draw, loss = w.outlooks
    assert [o.result for o in w.outlooks] == [W, D, L]
    assert [o.points for o in w.outlooks] == [Fraction(3, 2), Fraction(1), Fraction(1, 2)]
    assert (win.best.rank, win.best.reached, win.worst.rank, win.worst.reached) == (1, 1, 3, 2)
    assert conditions(win, True) == {1: (D,), 3: (L,)}
    assert conditions(win, False) == {1: (D,), 3: (W, D)}
    assert (win.worst.rival, win.worst.criterion) == (1, "BH")
    assert (draw.best.rank, draw.best.reached, draw.worst.rank, draw.worst.reached) == (3, 4, 4, 5)
    assert conditions(draw, True) == {3: (D, L)}
    assert conditions(draw, False) == {3: (W, L)}
    assert (draw.worst.rival, draw.worst.criterion) == (5, "BH")
    assert (loss.best.rank, loss.best.reached, loss.worst.rank, loss.worst.reached) == (5, 7, 6, 2)
    assert conditions(loss, True) == {}
    assert conditions(loss, False) == {1: (D, L), 3: (D,)}
    assert all(o.best.proven and o.worst.proven for o in w.outlooks)


def test_the_text_names_the_boards_and_the_deciding_tiebreak(three: Tournament) -> None:
    from core.render.whatif import render_whatif_text

    text = render_whatif_text(whatif(three, PlayerId(3), PAIRS, order="BH"))
    assert "A win (1.5 points): rank 1 to 3" in text
    assert (
        "worst rank 3 (proven) only if board 1 (1–2) ends ½-½, board 3 (5–6) ends 1-0/½-½ "
        "(in 2 of 9 combinations): Both have 1.5 points. Ana is above Cy on BH: 1.5 against 0.5."
    ) in text
    assert "best rank 5 (proven) in 7 of 9 combinations" in text


def test_the_bounded_search_agrees_with_the_exact_one(three: Tournament) -> None:
    # Forced to the bounded search, every rank it reports is reached by some scenario and
    # every bound is one by points: best.bound <= exact best <= best.rank and
    # worst.rank <= exact worst <= worst.bound; "proven" exactly when they meet.
    exact = whatif(three, PlayerId(3), PAIRS, order="BH")
    bounded = whatif(three, PlayerId(3), PAIRS, order="BH", exact_limit=1)
    assert not bounded.exact
    for e, b in zip(exact.outlooks, bounded.outlooks, strict=True):
        assert b.best.bound <= e.best.rank <= b.best.rank
        assert b.worst.rank <= e.worst.rank <= b.worst.bound
        assert b.best.proven == (b.best.rank == b.best.bound)
        assert b.worst.proven == (b.worst.rank == b.worst.bound)
        assert b.best.reached is None


def big_event() -> Tournament:
    # 40 players; round 1: 1 beats 2, 3 beats 4, ..., 39 beats 40 (odd 1 point, even 0).
    # Round 2: odd against odd (1-3, 5-7, ..., 37-39), even against even (2-4, ..., 38-40):
    # 20 games, 19 besides Ana's, 3^19 combinations: the bounded search.
    players = []
    for i in range(1, 41):
        r1 = f"+W{i + 1}" if i % 2 else f"-B{i - 1}"
        players.append({"id": i, "name": "Ana" if i == 1 else f"P{i}", "results": [r1]})
    return tournament_from_dict(
        {"format": "tiebreak-tournament/1", "name": "Forty", "rounds": 2, "players": players}
    )


BIG_PAIRS = [(PlayerId(i), PlayerId(i + 2)) for i in range(1, 41, 4)] + [
    (PlayerId(i), PlayerId(i + 2)) for i in range(2, 41, 4)
]


def test_the_bounded_search_says_which_bounds_are_proven() -> None:
    w = whatif(big_event(), PlayerId(1), BIG_PAIRS)
    assert not w.exact and w.combinations == 3**19
    win, draw, loss = w.outlooks
    # A win: Ana 2. Nobody can pass 2 (the most is 1 + 1), so no better than 1 by points;
    # all 9 other odd games drawn leave Ana alone on 2: rank 1, proven. At worst each of
    # the 9 other odd games has a winner on 2, so no worse than 10 by points.
    assert (win.best.rank, win.best.bound, win.best.proven) == (1, 1, True)
    assert win.worst.bound == 10 and win.worst.rank <= 10
    assert win.worst.proven == (win.worst.rank == 10)
    # A draw: Ana 1½; a draw on every odd board keeps all odd players on 1½ and none
    # above: no better than 1 by points, the tie-breaks decide (an estimate unless 1).
    assert draw.best.bound == 1 and draw.best.proven == (draw.best.rank == 1)
    # A loss: Ana 1, P3 2 is always above. Each of the 9 other odd games puts at least one
    # player above 1 (a win: the winner on 2; a draw: both on 1½): no better than
    # 1 + 1 + 9 = 11. At worst the 18 other odd players (1 or more whatever happens), P3
    # and one winner of each of the 10 even games reach 1: 29 players, no worse than 30.
    assert loss.best.bound == 11 and loss.worst.bound == 30
    assert loss.best.rank >= 11 and loss.worst.rank <= 30
    for o in w.outlooks:
        assert o.best.proven == (o.best.rank == o.best.bound)
        assert o.worst.proven == (o.worst.rank == o.worst.bound)


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def three_file(tmp_path: Path) -> Path:
    path = tmp_path / "three.json"
    path.write_text(json.dumps(THREE), encoding="utf-8")
    return path


def test_json_has_the_documented_shape(
    capsys: pytest.CaptureFixture[str], three_file: Path
) -> None:
    args = ["whatif", str(three_file), "Cy", "--pairings", "1-2,3-4,5-6", "--order", "BH"]
    code, out, _ = run(capsys, *args, "--format", "json")
    assert code == 0
    data: dict[str, Any] = json.loads(out)
    assert set(data) == {
        "player", "round", "rules", "order", "search", "combinations", "stopped_after",
        "games", "absent", "finished", "known", "outlooks",
    }  # fmt: skip
    assert (data["finished"], data["known"]) == (0, [])
    assert data["player"] == {"id": 3, "name": "Cy"}
    assert (data["search"], data["combinations"], data["order"]) == ("exact", 9, ["BH"])
    assert data["games"][1] == {"board": 2, "white": 3, "black": 4}
    win = data["outlooks"][0]
    assert set(win) == {"result", "points", "best", "worst", "scenarios_ranked", "text"}
    assert (win["result"], win["points"]) == ("win", 1.5)
    assert set(win["worst"]) == {
        "rank", "proven", "combinations_reaching", "bound_by_points", "conditions", "rival",
        "criterion", "reason", "text",
    }  # fmt: skip
    assert win["worst"]["conditions"] == [
        {"board": 1, "white": 1, "black": 2, "results": ["½-½"]},
        {"board": 3, "white": 5, "black": 6, "results": ["1-0", "½-½"]},
    ]
    assert (win["worst"]["rival"], win["worst"]["criterion"]) == (1, "BH")


def test_another_language(capsys: pytest.CaptureFixture[str], three_file: Path) -> None:
    args = ["whatif", str(three_file), "3", "--pairings", "1-2,3-4,5-6", "--order", "BH"]
    code, text, _ = run(capsys, *args, "--lang", "cs")
    assert code == 0
    assert "Výhra (1,5 bodu): 1. až 3. místo" in text
    assert "nejhůře 3. místo (dokázáno) jen pokud šachovnice 1 (1–2) skončí ½-½" in text
    assert "(v 2 z 9 kombinací)" in text
    _, en, _ = run(capsys, *args, "--format", "json")
    _, cs, _ = run(capsys, *args, "--format", "json", "--lang", "cs")
    strip = ("text", "reason")

    def numbers(d: Any) -> Any:
        if isinstance(d, dict):
            return {k: numbers(v) for k, v in d.items() if k not in strip}
        if isinstance(d, list):
            return [numbers(v) for v in d]
        return d

    assert numbers(json.loads(en)) == numbers(json.loads(cs))


def test_pairings_file_and_an_unpaired_player(
    capsys: pytest.CaptureFixture[str], three_file: Path, tmp_path: Path
) -> None:
    # Board 3 left out: Ed and Fe have no game in round 2 (an absent round).
    pairs = tmp_path / "pairs.csv"
    pairs.write_text("white,black\n1,2\n# Cy's board\n3-4\n", encoding="utf-8")
    code, out, _ = run(
        capsys, "whatif", str(three_file), "Cy", "--pairings-file", str(pairs), "--format", "json"
    )
    assert code == 0
    data = json.loads(out)
    assert data["absent"] == [5, 6] and data["combinations"] == 3


@pytest.mark.parametrize(
    ("pairings", "message"),
    [
        ("1-2,3-4,5-9", "pairings, board 3: there is no player 9"),
        ("1-2,3-4,5-1", "pairings, board 3: player 1 is paired twice"),
        ("1-2,5-6", "player 3 has no game in the pairings given"),
        ("1-2,3:4", "--pairings, pairing 2: expected a pairing of white-black starting numbers"),
    ],
)
def test_bad_pairings_are_named(
    capsys: pytest.CaptureFixture[str], three_file: Path, pairings: str, message: str
) -> None:
    code, out, err = run(capsys, "whatif", str(three_file), "3", "--pairings", pairings)
    assert code == 2 and out == ""
    assert message in err and "Traceback" not in err


def test_a_bad_line_of_the_pairings_file(
    capsys: pytest.CaptureFixture[str], three_file: Path, tmp_path: Path
) -> None:
    pairs = tmp_path / "pairs.csv"
    pairs.write_text("1,2\n3 against 4\n", encoding="utf-8")
    code, _, err = run(capsys, "whatif", str(three_file), "3", "--pairings-file", str(pairs))
    assert code == 2
    assert f"{pairs}, line 2: expected a pairing" in err


def test_pairings_are_required(capsys: pytest.CaptureFixture[str], three_file: Path) -> None:
    code, _, err = run(capsys, "whatif", str(three_file), "3")
    assert code == 2 and "give the next round's pairings" in err
