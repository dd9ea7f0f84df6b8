"""Hostile input against the core and the command line: every number bounded before it is
built, a what-if search that stops within its budget and says so, pairings given checked
as a file's, readers that apply the rule of player names to every text, monospaced tables
that keep a name's right-to-left text in its cell, and one-line errors where the command
met an encoding, a closed standard input or /dev/zero. Each case ended in a hang, a
traceback or a wrong answer before (benchmarks/attack_harden.py has the table)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from core.bounded import exact_number, load_json
from core.display import aligned_lines, display_width, isolate, visible
from core.engine.standings import compute_standings
from core.errors import InputError
from core.formats.load import load_text
from core.formats.tournament_json import tournament_from_dict
from core.model import PlayerId
from core.questions.prizes import read_prize_list
from core.questions.prizes.prizelist import MAX_CATEGORIES, Shared
from core.questions.whatif import whatif
from core.render.standings import render_standings_text
from core.render.whatif import render_whatif_text, whatif_to_json
from tests.conftest import REPO

EXAMPLES = REPO / "examples"
CLUB = EXAMPLES / "club-swiss.json"
TEAMS = EXAMPLES / "team-swiss.json"
PRIZES = json.loads((EXAMPLES / "club-prizes.json").read_text(encoding="utf-8"))


def tiebreak(
    *args: str, env: dict[str, str] | None = None, stdin: Any = subprocess.DEVNULL, **kw: Any
) -> subprocess.CompletedProcess[str]:
    """Run the real command as the console script does (a separate process)."""
    return subprocess.run(
        [sys.executable, "-m", "core.cli", *args],
        stdin=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        check=False,
        cwd=REPO,
        timeout=120,
        env={**os.environ, **(env or {})},
        **kw,
    )


def one_clean_line(done: subprocess.CompletedProcess[str]) -> str:
    """Assert a refusal of one line, no traceback; return it."""
    assert done.returncode in (1, 2), done.stderr
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tiebreak: "), done.stderr
    return lines[0]


def prize_problems(doc: dict[str, Any] | str) -> str:
    text = doc if isinstance(doc, str) else json.dumps(doc)
    with pytest.raises(InputError) as info:
        read_prize_list(text, source="p.json")
    return "\n".join(str(p) for p in info.value.problems)


# ---------------------------------------------------------------------------------------
# numbers bounded before they are built


@pytest.mark.parametrize(
    "value",
    [
        "1e-99999999",
        Decimal("1E99999999"),
        Decimal("1E-99999999"),
        "1" * 31,
        "0." + "0" * 30 + "1",
        "1/" + "3" * 31,
        " " * 10_000 + "1",
    ],
)
def test_a_number_too_long_is_refused_before_it_is_built(value: object) -> None:
    with pytest.raises(ValueError):
        exact_number(value)


@pytest.mark.parametrize(
    ("value", "exact"),
    [
        ("2½", Fraction(5, 2)),
        ("2,5", Fraction(5, 2)),
        (" 1/2 ", Fraction(1, 2)),
        (Decimal("33.50"), Fraction(67, 2)),
        (Decimal("1.000000000000000000000000000000000000"), Fraction(1)),
        (0.125, Fraction(1, 8)),
        (1e308, Fraction(10**308)),
        (10**400, Fraction(10**400)),  # an int is already built: its field's range decides
    ],
)
def test_a_number_within_bounds_is_exact(value: object, exact: Fraction) -> None:
    assert exact_number(value) == exact


def test_json_integers_and_nesting_are_bounded() -> None:
    from core.bounded import LongNumberError, TooDeepError

    with pytest.raises(LongNumberError):
        load_json('{"a": ' + "9" * 5000 + "}")
    with pytest.raises(TooDeepError) as deep:
        load_json("\n[" + "[" * 100_000 + "]" * 100_001)
    assert deep.value.line == 2
    assert load_json('{"a": 1.50}', exact_decimals=True) == {"a": Decimal("1.50")}


@pytest.mark.parametrize(
    ("top", "expected"),
    [
        ({"shared": "hort", "hort_pooled": "1e-99999999"}, "hort_pooled: expected a fraction"),
        ("hort_pooled: 1e-99999999", "hort_pooled: expected a fraction"),
        ("money: 1E99999999", "money: expected an amount"),
        ("money: " + "9" * 4200, "more than the largest amount read, 1,000,000,000"),
        ("money: " + "9" * 5000, "a number of 5,000 digits"),
        ("money: 1000000000.01", "more than the largest amount read"),
    ],
)
def test_prize_list_numbers_are_bounded(top: dict[str, Any] | str, expected: str) -> None:
    if isinstance(top, dict):
        text = json.dumps({**PRIZES, **top})
    else:
        key, value = top.split(": ")
        text = json.dumps(PRIZES).replace('"money": 300', f'"{key}": {value}', 1)
        if key == "hort_pooled":
            text = json.dumps({**PRIZES, "shared": "hort"}).replace(
                '"shared"', f'"hort_pooled": {value}, "shared"'
            )
    assert expected in prize_problems(text)


def test_a_prize_list_of_20000_categories_is_refused_at_once() -> None:
    cats = [{"id": f"c{i}", "places": [{"money": 10}]} for i in range(20_000)]
    message = prize_problems({**PRIZES, "categories": cats})
    assert f"20,000 categories; a prize list may have at most {MAX_CATEGORIES}" in message
    assert "20,000 places in all categories" in message
    assert message.count("\n") == 1  # two problems, not one per category


def test_a_deep_or_huge_prize_list_is_one_clean_line(tmp_path: Path) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text('{"x-deep": ' + "[" * 100_000 + "]" * 100_000 + "}", encoding="utf-8")
    assert "nested more than 100 levels deep" in one_clean_line(
        tiebreak("prizes", str(CLUB), "--prizes", str(deep))
    )
    assert "larger than 1 MB" in one_clean_line(
        tiebreak("prizes", str(CLUB), "--prizes", "/dev/zero")
    )


def test_a_bad_text_is_quoted_as_written_but_escaped() -> None:
    doc = json.loads(json.dumps(PRIZES))
    doc["categories"][0]["name"] = "Místo\x1b[2J"
    assert '"Místo\\u001b[2J": it holds the control character U+001B' in prize_problems(doc)


@pytest.mark.parametrize("rounds", ["101", "99999999999999999999"])
def test_a_card_has_the_round_bound_of_every_reader(tmp_path: Path, rounds: str) -> None:
    card = tmp_path / "card.json"
    card.write_text(
        '{"rules": "fide-2026", "rounds": ' + rounds + ', "card": [{"result": "+"}]}',
        encoding="utf-8",
    )
    line = one_clean_line(tiebreak("calc", str(card)))
    assert f"rounds must be a whole number from 0 to 100, found {rounds}" in line
    card.write_text(json.dumps({"rules": "fide-2026", "card": [{"result": "+"}] * 101}))
    assert "from 0 to 100, found 101" in one_clean_line(tiebreak("calc", str(card)))


def test_hort_pooled_zero_pools_nothing() -> None:
    plist = read_prize_list(json.dumps({**PRIZES, "shared": "hort", "hort_pooled": 0}))
    assert plist.shared is Shared.HORT and plist.hort_pooled == 0 and plist.pooled_part == 0


@pytest.mark.parametrize(
    ("where", "value"),
    [
        ("currency", "\x1b[31m£"),
        ("name", "Open\x07"),
        ("items", "Cup\x1b]0;owned\x07"),
        ("name", "Open\u202e"),  # not a control: a bidirectional override is left to render
    ],
)
def test_prize_list_texts_follow_the_rule_of_player_names(where: str, value: str) -> None:
    doc = json.loads(json.dumps(PRIZES))
    if where == "currency":
        doc["currency"] = value
    elif where == "name":
        doc["categories"][0]["name"] = value
    else:
        doc["categories"][0]["places"][0]["items"] = [value]
    if "\u202e" in value:
        assert read_prize_list(json.dumps(doc)).categories[0].name == value
        return
    message = prize_problems(doc)
    assert "control character" in message
    assert "\x1b" not in message and "\x07" not in message  # quoted escaped


@pytest.mark.parametrize(
    "points", ["1e308,1,0", "1e-99999999,1,0", "1001,1,0", "2,1,0.0001", "1/0,1,0"]
)
def test_match_points_are_bounded_like_a_team_files(points: str) -> None:
    line = one_clean_line(tiebreak("standings", str(TEAMS), "--match-points", points))
    assert "--match-points" in line and "from 0 to 1000 with at most 3 decimals" in line


# ---------------------------------------------------------------------------------------
# what-if: a budget everywhere


def first_round(n: int) -> tuple[Any, list[tuple[PlayerId, PlayerId]]]:
    players = [
        {"id": i, "name": f"P{i}", "rating": 2000 - i, "results": []} for i in range(1, n + 1)
    ]
    t = tournament_from_dict({"name": "First round", "rounds": 5, "players": players})
    half = n // 2
    return t, [(PlayerId(i), PlayerId(i + half)) for i in range(1, half + 1)]


def test_a_first_round_whatif_stops_within_its_budget_and_says_which_ends_are_proven() -> None:
    # 18 players, 8 other games: 3^8 = 6,561 combinations, each a tie on points (everybody
    # on 0 before round 1) that only the engine can rank; ranking all three results' took
    # 56 s. Within a budget of 900 player-scenarios (50 scenarios) the search stops.
    t, pairs = first_round(18)
    w = whatif(t, PlayerId(1), pairs, budget=900)
    assert not w.exact and w.stopped_after is not None
    win, _, loss = w.outlooks
    # A win: nobody can pass 1 point, all draws leave P1 alone on it: rank 1, proven.
    assert (win.best.rank, win.best.proven) == (1, True)
    # A loss: P1 on 0; the opponent (1) and at least one player of each of the 8 other
    # boards (a winner on 1, or both on ½) are above: no better than 10, reached when every
    # other board is decisive; at worst all 17 others are at or above 0: 18, proven.
    assert (loss.best.rank, loss.best.bound, loss.best.proven) == (10, 10, True)
    assert (loss.worst.rank, loss.worst.proven) == (18, True)
    # A win: at worst 8 other winners on 1 point (bound 9), but in round 1 every tie-break
    # is level: they share rank 1 with P1, which no bound by points can prove. Open.
    assert (win.worst.rank, win.worst.bound, win.worst.proven) == (1, 9, False)
    open_ends = sum(not e.proven for o in w.outlooks for e in (o.best, o.worst))
    assert open_ends >= 1
    text = render_whatif_text(w)
    assert "Search stopped after " in text
    assert f"{6 - open_ends} of the 6 ends" in text
    data = whatif_to_json(w)
    assert data["search"] == "bounded" and data["stopped_after"] is not None


def test_the_pruned_search_proves_what_the_exact_search_finds() -> None:
    # Ten players after one round: the branch-and-bound search, when it finishes, agrees
    # with ranking every combination.
    from tests.core.test_whatif import BIG_PAIRS, big_event

    t = big_event()
    players = [p for p in t.players if p.id <= 12]
    small = tournament_from_dict(
        {
            "name": "Twelve",
            "rounds": 2,
            "players": [
                {"id": p.id, "name": p.name, "results": [r]}
                for p, r in zip(
                    players,
                    [f"+W{i + 1}" if i % 2 else f"-B{i - 1}" for i in range(1, 13)],
                    strict=True,
                )
            ],
        }
    )
    pairs = [(a, b) for a, b in BIG_PAIRS if a <= 12 and b <= 12]
    exact = whatif(small, PlayerId(1), pairs, order="BH")
    searched = whatif(small, PlayerId(1), pairs, order="BH", exact_limit=1, budget=10**7)
    assert exact.exact and not searched.exact and searched.stopped_after is None
    for e, s in zip(exact.outlooks, searched.outlooks, strict=True):
        assert (s.best.rank, s.worst.rank) == (e.best.rank, e.worst.rank)
        assert s.best.proven and s.worst.proven
        assert (s.best.bound, s.worst.bound) == (s.best.rank, s.worst.rank)


def test_a_withdrawn_player_cannot_be_paired_on_the_command_line(tmp_path: Path) -> None:
    # Hugo Blanc (8) withdrew after round 3; the same pending round in a file is refused.
    # The club example planned for 6 rounds: round 6 is one of the event's (issue 33).
    six = tmp_path / "club-six.json"
    six.write_text(CLUB.read_text(encoding="utf-8").replace('"rounds": 5,', '"rounds": 6,', 1))
    line = one_clean_line(tiebreak("whatif", str(six), "1", "--pairings", "8-1,2-3,4-5,6-7,9-10"))
    assert "--pairings: player 8, round 6: withdrawn after round 3" in line
    # as given, a 5-round event played out: its sixth round's pairings are refused
    line = one_clean_line(tiebreak("whatif", str(CLUB), "1", "--pairings", "8-1,2-3,4-5,6-7,9-10"))
    assert "the event has 5 rounds, all played: pairings of round 6 are not part of it" in line


def test_a_pairings_file_is_read_bounded() -> None:
    line = one_clean_line(tiebreak("whatif", str(CLUB), "1", "--pairings-file", "/dev/zero"))
    assert "/dev/zero" in line and "larger than 20 MB" in line


# ---------------------------------------------------------------------------------------
# readers: the same checks


_PAD = " " * 29
TRF_TWO = (
    f"001    1      Ana                               2000{_PAD}1.0    1     2 w 1\n"
    f"001    2      Bo                                2000{_PAD}0.0    2     1 b 0\n"
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("012 Open\tChampionship\n" + TRF_TWO, "record 012: name"),
        ("012 Open\x1b[2J\n" + TRF_TWO, "control character U+001B"),
        (
            TRF_TWO + "013 Alpha\x1b[31m                          1\n013 Beta" + " " * 28 + "2\n",
            "control character U+001B",
        ),
        (
            TRF_TWO + "013 Alpha" + " " * 27 + "9" * 5000 + "\n013 Beta" + " " * 28 + "2\n",
            "a 013 team record lists starting numbers",
        ),
        (
            TRF_TWO.replace("w 1\n", "w 1" + "     2 w 1" * 120 + "\n", 1),
            "number of rounds must be a whole number from 0 to 100, found 121",
        ),
    ],
)
def test_trf_records_follow_the_rules_of_every_reader(text: str, expected: str) -> None:
    with pytest.raises(InputError) as info:
        load_text(text, source="t.trf")
    assert expected in "\n".join(str(p) for p in info.value.problems)


# ---------------------------------------------------------------------------------------
# text that reaches a terminal


def test_display_width_and_isolation() -> None:
    assert [display_width(t) for t in ("Ana", "Bo\u200bhdan", "e\u0301", "王力")] == [3, 6, 1, 4]
    assert isolate("Ana Novák") == "Ana Novák"
    assert isolate("Ana \u202eNovák") == "\u2068Ana \u202eNovák\u2069"
    assert isolate("\u05e9\u05dc\u05d5\u05dd") == "\u2068\u05e9\u05dc\u05d5\u05dd\u2069"
    assert visible("a\x1b[2J\u202e") == "a\\u001b[2J\\u202e"
    head, *rows = aligned_lines(
        ["no", "name", "pts"], [["1", "王力", "3"], ["2", "Bo", "2"]], left={1}
    )
    assert [display_width(r) for r in rows] == [display_width(head)] * 2


def test_a_right_to_left_override_stays_in_its_cell_of_the_standings() -> None:
    doc = json.loads(CLUB.read_text(encoding="utf-8"))
    doc["players"][0]["name"] = "Ana \u202eNovák"
    doc["players"][1]["name"] = "Bo\u200b\u200b\u200bhdan Kos"
    st = compute_standings(tournament_from_dict(doc))
    lines = render_standings_text(st).splitlines()
    header = next(i for i, ln in enumerate(lines) if ln.startswith("Rk"))
    table = lines[header : header + len(st.rows) + 1]
    ana = next(ln for ln in table if "Ana" in ln)
    assert "\u2068Ana \u202eNovák\u2069" in ana  # isolated: the points after it read as they are
    # Every row without a withdrawal note (the last column, left-aligned) is as wide as the
    # header in the columns a terminal shows: the zero-width spaces take none.
    assert any("Bo\u200b" in ln for ln in table)
    width = display_width(table[0].removesuffix("Note").rstrip())
    for ln in table[1:]:
        if "withdrew" not in ln:
            assert display_width(ln) == width, ln


def test_a_right_to_left_name_in_a_sentence_is_isolated() -> None:
    from core.engine.why import why

    doc = json.loads(CLUB.read_text(encoding="utf-8"))
    doc["players"][0]["name"] = "Ana \u202eNovák"
    st = compute_standings(tournament_from_dict(doc))
    done = tiebreak("why", "-", "1", "5", stdin=None, input=json.dumps(doc))
    assert "\u2068Ana \u202eNovák\u2069" in done.stdout and done.returncode == 0
    from core.i18n.text import render

    assert "\u2068Ana \u202eNovák\u2069" in render(why(st, PlayerId(1), PlayerId(5)).text)


def test_the_compare_table_keeps_a_right_to_left_name_in_its_cell() -> None:
    from core.questions.compare import compare_orders
    from core.render.compare import render_compare_text

    doc = json.loads(CLUB.read_text(encoding="utf-8"))
    doc["players"][0]["name"] = "Ana \u202eNovák"
    doc["players"][1]["name"] = "Bo\u200b\u200b\u200bhdan Kos"
    cmp = compare_orders(tournament_from_dict(doc), ["BH", "SB"])
    lines = render_compare_text(cmp).splitlines()
    assert any("\u2068Ana \u202eNovák\u2069" in ln for ln in lines)
    bohdan = next(ln for ln in lines if "Bo\u200b" in ln)
    carla = next(ln for ln in lines if "Carla" in ln)
    # the points, the first cell after the name, end in the same column on both rows

    def points_end(line: str, name_end: str) -> int:
        head, rest = line.split(name_end, 1)
        points = rest.split()[0]
        return display_width(head + name_end + rest[: rest.index(points) + len(points)])

    assert points_end(bohdan, "Kos") == points_end(carla, "Ruiz")


# ---------------------------------------------------------------------------------------
# clean one-line errors of the command line


@pytest.mark.parametrize(
    ("encoding", "lang", "args"),
    [
        ("cp1252", "bg", ("standings", str(CLUB))),
        ("ascii", "bg", ("standings", str(CLUB))),
        ("ascii", "en", ("why", str(CLUB), "1", "5")),
    ],
)
def test_an_output_encoding_that_cannot_write_the_text(
    encoding: str, lang: str, args: tuple[str, ...]
) -> None:
    done = tiebreak(*args, "--lang", lang, env={"PYTHONIOENCODING": encoding})
    line = one_clean_line(done)
    assert f"encoding {encoding} cannot write U+" in line and "PYTHONIOENCODING=utf-8" in line
    assert done.stdout == ""


def test_a_closed_standard_input() -> None:
    done = tiebreak("standings", "-", stdin=None, preexec_fn=lambda: os.close(0))
    assert "<stdin>: standard input is closed" in one_clean_line(done)
