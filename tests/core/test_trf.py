"""TRF-16 reading and writing (core.formats.trf).

The real files are read from ``../shared/data`` at test time (never copied). Expected
numbers come from the data README and from reading the files by eye: counts of byes,
forfeits and absences, and the per-player points column, which must equal the games.
"""

from __future__ import annotations

import io
import re
from datetime import date
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.errors import InputError, Place
from core.formats.tournament_json import read_tournament_json, write_tournament_json
from core.formats.trf import looks_like_trf, read_trf, trf_limitations, write_trf
from core.formats.validate import default_locator, mirror, validate
from core.i18n.text import render
from core.model import (
    Color,
    Outcome,
    Player,
    PlayerId,
    RoundResult,
    Scoring,
    System,
    Tournament,
    points_of,
)
from tests.conftest import DATA

TRF_FILES = sorted(DATA.glob("*.trf"))
FIDE = DATA / "trf16_fide_example1_karl_mala_gedenkturnier_2005.trf"
GROS = DATA / "trf16_open_internacional_gros_2010_after_round4.trf"
LICHESS_BIG = DATA / "trf_lichess_swiss_2020-05-10_j8rtJ5GL.trf"
LICHESS_MAI = DATA / "trf_lichess_swiss_2020-05-29_FaLp5fSD.trf"
LICHESS_JUNI = DATA / "trf_lichess_swiss_2020-06-26_QLMFFLBq.trf"


def load(path: Path) -> Tournament:
    with path.open(encoding="utf-8") as handle:
        return read_trf(handle, source=path.name)


def read_text(text: str, source: str = "t.trf") -> Tournament:
    return read_trf(io.StringIO(text), source=source)


def trf_text(t: Tournament) -> str:
    buf = io.StringIO()
    write_trf(t, buf)
    return buf.getvalue()


def file_points(path: Path) -> dict[int, Fraction]:
    """The points column (81-84) of every 001 record, read independently of the module."""
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("001"):
            out[int(line[4:8])] = Fraction(line[80:84].strip())
    return out


def count(t: Tournament, outcome: Outcome) -> int:
    return sum(1 for p in t.players for r in p.results if r.outcome is outcome)


@pytest.mark.needs_shared
def test_all_five_files_are_there() -> None:
    assert len(TRF_FILES) == 5, TRF_FILES


@pytest.mark.needs_shared
@pytest.mark.parametrize("path", TRF_FILES, ids=lambda p: p.name)
def test_every_file_parses_and_validates(path: Path) -> None:
    t = load(path)
    assert t.players
    assert validate(t, default_locator(path.name)) == []
    assert looks_like_trf(path.read_text(encoding="utf-8"))


@pytest.mark.needs_shared
@pytest.mark.parametrize("path", TRF_FILES, ids=lambda p: p.name)
def test_write_then_read_is_lossless(path: Path) -> None:
    t = load(path)
    assert trf_limitations(t) == []
    again = read_text(trf_text(t), source="rewritten.trf")
    assert again == t
    # and once more: the writer is stable on its own output
    assert trf_text(again) == trf_text(t)


@pytest.mark.needs_shared
@pytest.mark.parametrize("path", TRF_FILES, ids=lambda p: p.name)
def test_json_write_then_read_is_lossless(path: Path) -> None:
    t = load(path)
    buf = io.StringIO()
    write_tournament_json(t, buf)
    assert read_tournament_json(io.StringIO(buf.getvalue()), source="x.json") == t


@pytest.mark.needs_shared
@pytest.mark.parametrize(
    "path", [FIDE, LICHESS_BIG, LICHESS_MAI, LICHESS_JUNI], ids=lambda p: p.name
)
def test_points_column_equals_the_games(path: Path) -> None:
    t = load(path)
    column = file_points(path)
    for p in t.players:
        assert points_of(p, t.scoring) == column[p.id], p.name


@pytest.mark.needs_shared
def test_fide_example() -> None:
    t = load(FIDE)
    assert t.name == "9. Karl-Mala-Gedenkturnier"
    assert t.start_date == date(2005, 7, 28)
    assert (t.rounds, t.rounds_played) == (7, 7)
    # 284 records, one of them the "spielfrei" pseudo-player, which is not a player
    assert len(t.players) == 283
    assert all(p.name != "spielfrei" for p in t.players)
    assert "spielfrei" in str(dict(t.extra)["x-trf-pseudo-players"])
    # its partner in round 5 got the bye, written the pre-2016 way as 0000 - +
    schirrmacher = t.player(282)
    assert schirrmacher.results[4] == RoundResult(Outcome.PAB)
    assert points_of(schirrmacher, t.scoring) == 1
    # no. 13 forfeited round 1 against 153 and left
    bakhmatov = t.player(13)
    assert bakhmatov.results[0] == RoundResult(Outcome.FORFEIT_LOSS, PlayerId(153))
    assert t.player(153).results[0] == RoundResult(Outcome.FORFEIT_WIN, PlayerId(13))
    assert all(r.outcome is Outcome.ABSENT for r in bakhmatov.results[1:])
    assert count(t, Outcome.FORFEIT_WIN) == 10 and count(t, Outcome.FORFEIT_LOSS) == 10
    vasquez = t.player(1)
    assert (vasquez.title, vasquez.rating, vasquez.federation, vasquez.fide_id) == (
        "GM",
        2558,
        "CHI",
        "3400042",
    )
    assert vasquez.results[0] == RoundResult(Outcome.WIN, PlayerId(141), Color.WHITE)
    assert dict(vasquez.extra) == {"x-trf-birth": "1969.12.06", "x-trf-rank": 4}
    assert dict(t.extra)["x-trf-092"] == "Individual: Swiss-System (Standard)"


@pytest.mark.needs_shared
def test_gros_after_round_4_with_byes_requested_for_round_5() -> None:
    t = load(GROS)
    assert (t.rounds, t.rounds_played, len(t.players)) == (9, 4, 52)
    assert count(t, Outcome.HALF_BYE) == 15  # 16 H in the file, one is for round 5
    assert count(t, Outcome.ZERO_BYE) == 4  # 6 Z in the file: 2 are for round 5
    assert count(t, Outcome.PAB) == 3
    assert count(t, Outcome.FORFEIT_WIN) == 4 and count(t, Outcome.FORFEIT_LOSS) == 4
    pending = {
        p.id: dict(p.extra)["x-trf-pending"] for p in t.players if "x-trf-pending" in dict(p.extra)
    }
    assert pending == {22: "0000 - Z", 28: "0000 - Z", 43: "0000 - H"}
    # The file's points already count the half-point bye granted for round 5; standings
    # after round 4 do not.
    column = file_points(GROS)
    for p in t.players:
        expected = column[p.id] - (Fraction(1, 2) if p.id == 43 else 0)
        assert points_of(p, t.scoring) == expected, p.id
    assert t.player(1).title == "GM" and dict(t.player(1).extra)["x-trf-sex"] == "m"
    assert t.player(6).rating is None and t.player(6).fide_id is None


@pytest.mark.needs_shared
def test_lichess_exports() -> None:
    big = load(LICHESS_BIG)
    assert (big.rounds, big.rounds_played, len(big.players)) == (21, 20, 112)
    assert count(big, Outcome.PAB) == 9
    assert count(big, Outcome.HALF_BYE) == 18
    assert all(
        p.results[0].outcome is Outcome.HALF_BYE
        for p in big.players
        if any(r.outcome is Outcome.HALF_BYE for r in p.results)
    )
    assert count(big, Outcome.ABSENT) == 1065
    assert big.player(1).name == "sherwin--tiu" and big.player(1).rating == 2529
    still_playing = [p for p in big.players if p.results[-1].outcome is not Outcome.ABSENT]
    assert len(still_playing) == 30
    mai = load(LICHESS_MAI)
    assert (count(mai, Outcome.PAB), count(mai, Outcome.HALF_BYE), count(mai, Outcome.ABSENT)) == (
        4,
        2,
        12,
    )
    juni = load(LICHESS_JUNI)
    assert juni.start_date == date(2020, 6, 26)
    for r in range(juni.rounds_played):
        assert sum(1 for p in juni.players if p.results[r].outcome is Outcome.PAB) == 1


# --- bad input: every problem names the line ------------------------------------------

GOOD = """012 Tiny
XXR 2
001    1      Alpha                                                              1.5    1     2 w 1     3 b =
001    2      Beta                                                               1.0    2     1 b 0  0000 - U
001    3      Gamma                                                              0.5    3  0000 - Z     1 w =
"""  # noqa: E501  (TRF records are 110 columns wide)


def test_tiny_file_reads() -> None:
    t = read_text(GOOD)
    assert t.player(1).results == (
        RoundResult(Outcome.WIN, PlayerId(2), Color.WHITE),
        RoundResult(Outcome.DRAW, PlayerId(3), Color.BLACK),
    )
    assert t.player(2).results[1] == RoundResult(Outcome.PAB)
    assert t.player(3).results[0] == RoundResult(Outcome.ZERO_BYE)


def test_wrong_back_reference_names_the_line() -> None:
    bad = GOOD.replace("     1 b 0  0000 - U", "     3 b 0  0000 - U")
    with pytest.raises(InputError) as info:
        read_text(bad, source="bad.trf")
    lines = {(p.line, p.place) for p in info.value.problems}
    assert (3, Place(player=1, round=1)) in lines
    assert all(p.source == "bad.trf" for p in info.value.problems)
    assert "bad.trf:3: player 1, round 1" in str(info.value)


def test_malformed_record_names_the_line() -> None:
    bad = GOOD.replace("001    2 ", "001   xy ") + "hello world\n"
    with pytest.raises(InputError) as info:
        read_text(bad)
    by_line = {p.line: render(p.message) for p in info.value.problems}
    assert "start number" in by_line[4]
    assert "not a TRF record" in by_line[6]


def test_bad_result_letter_names_line_round_and_columns() -> None:
    bad = GOOD.replace("     3 b =\n", "     3 b X\n")
    with pytest.raises(InputError) as info:
        read_text(bad)
    (problem,) = info.value.problems
    assert (problem.line, problem.place) == (3, Place(player=1, round=2))
    assert "columns 102-109" in render(problem.message) and "'X'" in render(problem.message)


def test_points_disagreement_is_a_problem() -> None:
    bad = GOOD.replace(
        "Alpha                                                              1.5",
        "Alpha                                                              2.5",
    )
    with pytest.raises(InputError) as info:
        read_text(bad)
    (problem,) = info.value.problems
    assert problem.line == 3
    assert render(problem.message) == "points 2.5 in the file, the games give 1.5"


def test_result_without_opponent_is_not_guessed() -> None:
    bad = GOOD.replace("0000 - U", "0000 - 1")
    with pytest.raises(InputError) as info:
        read_text(bad)
    assert [(p.line, p.place) for p in info.value.problems] == [(4, Place(player=2, round=2))]


def test_duplicate_start_number() -> None:
    bad = GOOD.replace("001    3      Gamma", "001    2      Gamma")
    with pytest.raises(InputError) as info:
        read_text(bad)
    assert any("used twice" in render(p.message) and p.line == 5 for p in info.value.problems)


def test_empty_file_is_a_problem_not_a_traceback() -> None:
    with pytest.raises(InputError):
        read_text("")
    with pytest.raises(InputError):
        read_text("012 Nothing but a name\n")


def test_unrated_games_and_forfeit_colours_survive() -> None:
    text = GOOD.replace("     2 w 1", "     2 w W").replace("     1 b 0", "     1 b L")
    text = text.replace("     3 b =", "     3 b +").replace("     1 w =", "     1 w -")
    text = text.replace("1.5    1", "2.0    1").replace("0.5    3", "0.0    3")
    t = read_text(text)
    assert t.player(1).results == (
        RoundResult(Outcome.WIN, PlayerId(2), Color.WHITE),
        RoundResult(Outcome.FORFEIT_WIN, PlayerId(3)),
    )
    assert dict(t.player(1).extra)["x-trf-unrated"] == "1"
    assert dict(t.player(1).extra)["x-trf-forfeit-colors"] == "2b"
    out = trf_text(t)
    assert "     2 w W     3 b +" in out
    assert read_text(out) == t


def test_double_forfeit() -> None:
    text = GOOD.replace("     3 b =", "     3 b -").replace("     1 w =", "     1 w -")
    text = text.replace("1.5    1", "1.0    1").replace("0.5    3", "0.0    3")
    t = read_text(text)
    assert t.player(1).results[1] == RoundResult(Outcome.FORFEIT_LOSS, PlayerId(3))
    assert t.player(3).results[1] == RoundResult(Outcome.FORFEIT_LOSS, PlayerId(1))


def test_lichess_round_in_progress_is_not_counted() -> None:
    # Round 2 is running: 1 v 3 is still being played (lichess writes Z), 2 has the bye.
    text = GOOD.replace("     3 b =", "     3 b Z").replace("     1 w =", "     1 w Z")
    text = text.replace("1.5    1", "1.0    1").replace("0.5    3", "0.0    3")
    t = read_text(text)
    assert t.rounds_played == 1
    # lichess already scores the finished bye of round 2; both readings are accepted
    assert points_of(t.player(2), t.scoring) == 0
    assert dict(t.player(1).extra)["x-trf-pending"] == "   3 b Z"
    assert read_text(trf_text(t)) == t


def test_unfinished_game_in_a_counted_round_is_a_problem() -> None:
    # Round 1 has an unfinished game although round 2 is complete.
    text = GOOD.replace("     2 w 1", "     2 w Z").replace("     1 b 0", "     1 b Z")
    text = text.replace("1.5    1", "0.5    1")
    with pytest.raises(InputError) as info:
        read_text(text)
    messages = {(p.line, render(p.message)) for p in info.value.problems}
    assert (3, "the game against player 2 has no result") in messages


def test_scoring_records_3_1_0() -> None:
    text = "BBW  3.0\nBBD  1.0\n" + GOOD.replace("1.5    1", "4.0    1").replace(
        "1.0    2", "3.0    2"
    ).replace("0.5    3", "1.0    3")
    t = read_text(text)
    assert t.scoring == Scoring(Fraction(3), Fraction(1), Fraction(0), Fraction(3))
    assert read_text(trf_text(t)) == t


def test_other_scoring_without_records_gets_a_hint() -> None:
    text = (
        GOOD.replace("1.5    1", "4.0    1")
        .replace("1.0    2", "3.0    2")
        .replace("0.5    3", "1.0    3")
    )
    with pytest.raises(InputError) as info:
        read_text(text)
    messages = [render(p.message) for p in info.value.problems]
    assert len(messages) == 4
    assert "the points of 3 of 3 players disagree with 1-½-0 scoring" in messages[0]


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_damaged_files_give_problems_never_a_traceback(data: st.DataObject) -> None:
    chars = list(GOOD)
    for _ in range(data.draw(st.integers(1, 6))):
        pos = data.draw(st.integers(0, len(chars) - 1))
        new = data.draw(st.sampled_from(list("0123456789 -+=wbWDLHFUZX.\n")))
        if data.draw(st.booleans()):
            chars[pos] = new
        else:
            chars.insert(pos, new)
    text = "".join(chars)
    try:
        t = read_text(text, source="damaged.trf")
    except InputError as exc:
        assert exc.problems
        assert all(p.source == "damaged.trf" and p.message for p in exc.problems)
    else:
        assert validate(t, default_locator("damaged.trf")) == []


def test_looks_like_trf() -> None:
    assert looks_like_trf(GOOD)
    assert not looks_like_trf('{"format": "tiebreak-tournament/1"}')
    assert not looks_like_trf("No,Name,Rating\n1,Ana,1800\n")
    assert not looks_like_trf("")


def test_writer_refuses_what_trf_cannot_hold() -> None:
    t = read_text(GOOD)
    p1 = t.player(1)
    long = Player(id=p1.id, name="A" * 40, results=p1.results, withdrawn_after=None)
    t2 = Tournament(name=t.name, rounds=t.rounds, players=(long, *t.players[1:]))
    with pytest.raises(InputError) as info:
        write_trf(t2, io.StringIO())
    assert [p.place for p in info.value.problems] == [Place(player=1)]
    buf = io.StringIO()
    write_trf(t2, buf, strict=False)
    assert read_text(buf.getvalue()).player(1).name == "A" * 33
    gone = Tournament(
        name=t.name,
        rounds=t.rounds,
        players=(
            Player(
                id=p1.id,
                name="Alpha",
                results=p1.results,
                withdrawn_after=2,
                extra=(("x-club", "SK"),),
            ),
            *t.players[1:],
        ),
    )
    messages = [render(p.message) for p in trf_limitations(gone)]
    assert len(messages) == 2
    assert "withdrawal after round 2" in messages[0] and "'x-club'" in messages[1]


# --- property: random valid tournaments survive write -> read ---------------------------

_NAME_CHARS = st.characters(min_codepoint=0x21, max_codepoint=0x7E)


@st.composite
def tournaments(draw: st.DrawFn) -> Tournament:
    """Small valid events: games, forfeits (also double), byes of every kind, absences,
    unrated games, every player field TRF can hold, default or other scoring."""
    n = draw(st.integers(2, 9))
    k = draw(st.integers(0, 5))
    ids = draw(st.lists(st.integers(1, 9999), min_size=n, max_size=n, unique=True))
    table: dict[int, list[RoundResult]] = {i: [] for i in ids}
    unrated: dict[int, list[str]] = {i: [] for i in ids}
    for rnd in range(1, k + 1):
        order = draw(st.permutations(ids))
        off = draw(st.integers(0, len(order) - 1))  # at least one player is paired or PAB
        for pid in order[:off]:
            table[pid].append(
                RoundResult(
                    draw(
                        st.sampled_from(
                            [Outcome.ABSENT, Outcome.HALF_BYE, Outcome.FULL_BYE, Outcome.ZERO_BYE]
                        )
                    )
                )
            )
        active = list(order[off:])
        if len(active) % 2:
            table[active.pop()].append(RoundResult(Outcome.PAB))
        for a, b in zip(active[::2], active[1::2], strict=True):
            kind = draw(st.sampled_from(["game", "game", "game", "forfeit", "double"]))
            if kind == "game":
                outcome = draw(st.sampled_from([Outcome.WIN, Outcome.DRAW, Outcome.LOSS]))
                color = draw(st.sampled_from([Color.WHITE, Color.BLACK, None]))
                res = RoundResult(outcome, PlayerId(b), color)
                if draw(st.booleans()) and draw(st.booleans()):
                    unrated[a].append(str(rnd))
                    unrated[b].append(str(rnd))
            elif kind == "forfeit":
                res = RoundResult(Outcome.FORFEIT_WIN, PlayerId(b))
            else:
                res = RoundResult(Outcome.FORFEIT_LOSS, PlayerId(b))
            table[a].append(res)
            table[b].append(
                RoundResult(Outcome.FORFEIT_LOSS, PlayerId(a))
                if kind == "double"
                else mirror(res, PlayerId(a))
            )
    players = []
    for pid in ids:
        name = draw(st.text(_NAME_CHARS, min_size=1, max_size=12))
        extra: list[tuple[str, object]] = []
        if draw(st.booleans()):
            extra.append(("x-trf-sex", draw(st.sampled_from(["m", "w"]))))
        if draw(st.booleans()):
            extra.append(("x-trf-birth", draw(st.sampled_from(["1990/01/02", "1975"]))))
        if draw(st.booleans()):
            extra.append(("x-trf-rank", draw(st.integers(0, 9999))))
        if unrated[pid]:
            extra.append(("x-trf-unrated", " ".join(unrated[pid])))
        players.append(
            Player(
                id=PlayerId(pid),
                name=f"{name} {pid}",
                results=tuple(table[pid]),
                rating=draw(st.none() | st.integers(1000, 2900)),
                federation=draw(st.none() | st.sampled_from(["GER", "ESP", "FID"])),
                fide_id=draw(st.none() | st.integers(1, 10**10).map(str)),
                title=draw(st.none() | st.sampled_from(["GM", "IM", "WFM", "CM", "AGM"])),
                extra=tuple(extra),
            )
        )
    scoring = draw(
        st.sampled_from(
            [
                Scoring(),
                Scoring(Fraction(3), Fraction(1), Fraction(0), Fraction(3)),
                Scoring(Fraction(1), Fraction(1, 2), Fraction(0), Fraction(1, 2)),
            ]
        )
    )
    t_extra: list[tuple[str, object]] = []
    if draw(st.booleans()):
        t_extra.append(("x-trf-022", "Somewhere"))
    if draw(st.booleans()):
        t_extra.append(("x-trf-XXA", "   1  1.0\n   2  1.0"))
    return Tournament(
        name=draw(st.text(_NAME_CHARS, max_size=30)),
        rounds=k + draw(st.integers(0, 3)),
        players=tuple(players),
        system=draw(st.sampled_from([System.SWISS, System.ROUND_ROBIN])),
        scoring=scoring,
        start_date=draw(st.none() | st.dates(date(1990, 1, 1), date(2030, 12, 31))),
        extra=tuple(t_extra),
    )


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tournaments())
def test_random_tournaments_survive_write_then_read(t: Tournament) -> None:
    assert validate(t, default_locator("generated")) == []
    assert trf_limitations(t) == []
    text = trf_text(t)
    assert all(len(line) < 200 for line in text.splitlines())
    assert read_text(text, source="generated.trf") == t
    buf = io.StringIO()
    write_tournament_json(t, buf)
    assert read_tournament_json(io.StringIO(buf.getvalue()), source="generated.json") == t


@pytest.mark.needs_shared
def test_writer_layout_matches_the_specification() -> None:
    t = load(GROS)
    line = next(ln for ln in trf_text(t).splitlines() if ln.startswith("001    1"))
    assert line[4:8] == "   1" and line[9] == "m" and line[10:13] == "  g"
    assert line[14:26] == "Mirzoev Azer" and line[48:52] == "2527" and line[53:56] == "AZE"
    assert line[57:68] == "   13400304" and line[80:84] == " 4.0" and line[85:89] == "   1"
    assert re.fullmatch(r"  26 w 1    13 b 1     8 w 1     4 b 1", line[91:])
