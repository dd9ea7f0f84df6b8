"""Game scores in organisers' grids (formats.md 7.2, rules.md 13.2; core.formats.grid_scores):
a pairings list's score columns, a crosstable cell's score, the problems with their cells,
what ``check`` and ``convert`` say."""

from __future__ import annotations

import doctest
import io
import re
from pathlib import Path

import pytest

import core.formats.grid_scores
from core.cli import main
from core.errors import InputError
from core.formats.csv_layouts import read_csv
from core.formats.game_score_report import check_lines, score_coverage, trf_note
from core.formats.grid import read_grid
from core.formats.headers import Role, role_of
from core.formats.load import load_path
from core.i18n.text import LANGS, render
from core.model import Color, GameScore, Outcome, PlayerId, Tournament
from tests.conftest import REPO
from tests.core.workbooks import workbook

# The event of formats.md 7.2, completed: Ana, Bo, Cyril, Dita; Cyril and Dita the byes of
# round 2, round 3 a forfeit and a game.
PAIRINGS = """Round,White,Black,Result,White score,Black score
1,Ana Novak,Bo Li,1-0,412,380
1,Cyril Dvorak,Dita Malá,½-½,350,350
2,Bo Li,Cyril Dvorak,,398,372
2,Ana Novak,,BYE,,
2,Dita Malá,,BYE,,
3,Dita Malá,Ana Novak,+/-,,
3,Bo Li,Cyril Dvorak,,300,301
"""


def read(text: str, source: str = "event.csv") -> Tournament:
    return read_csv(io.StringIO(text), source=source).tournament


def problems(text: str, lang: str = "en", source: str = "event.csv") -> list[str]:
    with pytest.raises(InputError) as exc:
        read(text, source)
    return [p.text(lang) for p in exc.value.problems]


def by_name(t: Tournament) -> dict[str, list[tuple[Outcome, GameScore | None]]]:
    return {p.name: [(r.outcome, r.score) for r in p.results] for p in t.players}


def test_the_doctests_of_the_module_pass() -> None:
    assert doctest.testmod(core.formats.grid_scores).failed == 0


def test_white_and_black_score_columns_give_each_side_its_own_score_first() -> None:
    t = read(PAIRINGS)
    got = by_name(t)
    assert got["Ana Novak"][0] == (Outcome.WIN, GameScore(412, 380))
    assert got["Bo Li"][0] == (Outcome.LOSS, GameScore(380, 412))
    assert got["Cyril Dvorak"][0] == (Outcome.DRAW, GameScore(350, 350))
    # byes and forfeits carry no score: bye_score / forfeit_score apply (rules.md 13.3)
    assert got["Ana Novak"][1] == (Outcome.PAB, None)
    assert got["Ana Novak"][2] == (Outcome.FORFEIT_LOSS, None)
    assert t.has_game_scores()


def test_an_empty_result_is_decided_by_the_scores_higher_wins() -> None:
    got = by_name(read(PAIRINGS))
    assert got["Bo Li"][1] == (Outcome.WIN, GameScore(398, 372))
    assert got["Cyril Dvorak"][1] == (Outcome.LOSS, GameScore(372, 398))
    assert got["Bo Li"][2] == (Outcome.LOSS, GameScore(300, 301))
    equal = PAIRINGS.replace("2,Bo Li,Cyril Dvorak,,398,372", "2,Bo Li,Cyril Dvorak,,372,372")
    assert by_name(read(equal))["Cyril Dvorak"][1] == (Outcome.DRAW, GameScore(372, 372))


def test_the_white_column_is_the_player_who_started() -> None:
    t = read(PAIRINGS)
    ana = next(p for p in t.players if p.name == "Ana Novak")
    bo = next(p for p in t.players if p.name == "Bo Li")
    assert ana.results[0].color is Color.WHITE and bo.results[0].color is Color.BLACK


def test_one_score_column_holds_the_white_players_score_first() -> None:
    text = """Round,White,Black,Result,Score
1,Ana,Bo,,412:380
1,Cy,Di,0-1,-5 : 12
"""
    got = by_name(read(text))
    assert got["Ana"] == [(Outcome.WIN, GameScore(412, 380))]
    assert got["Di"] == [(Outcome.WIN, GameScore(12, -5))]


@pytest.mark.parametrize(
    ("white", "black", "single"),
    [
        ("White score", "Black score", "Score"),
        ("Skóre bílého", "Skóre černého", "Skóre"),
        ("Точки на белите", "Точки на черните", "Точки в партията"),
        ("Punctaj alb", "Punctaj negru", "Punctaj"),
        ("Beyaz puanı", "Siyah puanı", "Puan"),
        ("Punteggio bianco", "Punteggio nero", "Punteggio"),
    ],
)
def test_the_six_languages_column_words_are_read(white: str, black: str, single: str) -> None:
    two = f"Round,White,Black,Result,{white},{black}\n1,Ana,Bo,,412,380\n"
    one = f"Round,White,Black,Result,{single}\n1,Ana,Bo,,412:380\n"
    for text in (two, one):
        reading = read_csv(io.StringIO(text), source="e.csv")
        assert by_name(reading.tournament)["Ana"] == [(Outcome.WIN, GameScore(412, 380))]
        assert reading.ignored == ()  # the score columns are read, not passed over


def test_the_reading_names_its_score_columns() -> None:
    reading = read_csv(io.StringIO(PAIRINGS), source="e.csv")
    assert reading.columns["white_score"] == 4 and reading.columns["black_score"] == 5
    one = read_csv(
        io.StringIO("Round,White,Black,Result,Score\n1,Ana,Bo,,412:380\n"), source="e.csv"
    )
    assert one.columns["score"] == 4 and "white_score" not in one.columns


def test_both_ways_at_once_is_an_error_naming_the_header_cells() -> None:
    text = "Round,White,Black,Result,Score,White score,Black score\n1,Ana,Bo,,412:380,,\n"
    (message,) = problems(text)
    assert message.startswith("event.csv: E1: a Score column (E1) and a White/Black score")
    assert "(F1, 'White score')" in message


def test_one_side_column_without_the_other_is_an_error() -> None:
    (message,) = problems("Round,White,Black,Result,White score\n1,Ana,Bo,1-0,412\n")
    assert message.startswith("event.csv: E1: 'White score' (E1) has no Black score column")


def test_a_result_against_its_score_names_the_result_and_score_cells() -> None:
    text = PAIRINGS.replace("1,Ana Novak,Bo Li,1-0,412,380", "1,Ana Novak,Bo Li,0-1,412,380")
    (message,) = problems(text)
    assert message == (
        "event.csv: D2: the result '0-1' disagrees with the game score 412:380 (E2+F2): the "
        "higher score wins, equal scores are a draw; correct one of them, or leave the result "
        "empty"
    )
    draw = PAIRINGS.replace("½-½,350,350", "½-½,351,350")
    assert problems(draw)[0].startswith("event.csv: D3: the result '½-½' disagrees")


def test_a_score_on_a_bye_or_a_forfeit_row_is_an_error() -> None:
    text = PAIRINGS.replace("2,Ana Novak,,BYE,,", "2,Ana Novak,,BYE,50,0").replace(
        "3,Dita Malá,Ana Novak,+/-,,", "3,Dita Malá,Ana Novak,+/-,100,0"
    )
    assert problems(text) == [
        "event.csv: E5: a bye has no game score, but '50' is written here: leave the score "
        "cells empty (the event's bye score applies)",
        "event.csv: E7: a forfeit ('+/-' in D7) has no game score, but 100:0 is written here: "
        "leave the score cells empty (the event's forfeit score applies)",
    ]


def test_every_game_without_a_score_is_reported_with_its_row_and_column() -> None:
    text = (
        PAIRINGS.replace("½-½,350,350", "½-½,,")
        .replace("2,Bo Li,Cyril Dvorak,,398,372", "2,Bo Li,Cyril Dvorak,1-0,,")
        .replace("3,Bo Li,Cyril Dvorak,,300,301", "3,Bo Li,Cyril Dvorak,0-1,,")
    )
    found = problems(text)
    assert [m.split(":")[1].strip() for m in found] == ["E3", "E4", "E8"]
    assert found[0] == (
        "event.csv: E3: the game of round 1 has no score (E3+F3 empty), but the event's games "
        "have scores (the first in E2): every game over the board needs one"
    )
    assert "partie kola 2 nemá skóre" in problems(text, "cs")[1]


def test_a_pending_game_needs_no_score() -> None:
    text = PAIRINGS + "4,Ana Novak,Bo Li,,,\n"
    t = read(text)  # round 4 in progress: its game has no result and no score yet
    assert by_name(t)["Ana Novak"][3] == (Outcome.PENDING, None) and t.complete_rounds == 3


def test_half_a_score_and_bad_numbers_are_named_by_their_cell() -> None:
    text = PAIRINGS.replace("412,380", "412,").replace("350,350", "350,35x")
    assert problems(text) == [
        "event.csv: F2: the other score of this game is '412' (E2): write both players' "
        "scores, or neither",
        "event.csv: F3: expected a player's game score, a whole number such as 412 or -5; "
        "found '35x'",
    ]
    one = "Round,White,Black,Result,Score\n1,Ana,Bo,,412-380\n1,Cy,Di,,380:412\n"
    assert [m.split(": ", 2)[1] for m in problems(one)] == ["E2"]
    cs = "Kolo,Bílý,Černý,Výsledek,Skóre\n1,Ana,Bo,,412:380\n1,Cy,Di,,½:0\n"
    assert [m.split(": ", 2)[1] for m in problems(cs)] == ["E3"]


def test_a_chess_score_column_of_running_points_is_passed_over_as_before() -> None:
    text = "Round,White,Score,Black,Score,Result\n1,Ana,0,Bo,0,1-0\n2,Bo,0,Ana,1,0-1\n"
    t = read(text)
    assert not t.has_game_scores() and by_name(t)["Ana"][1] == (Outcome.WIN, None)
    results = "Round,White,Black,Result,Score\n1,Ana,Bo,1-0,1-0\n"
    assert not read(results).has_game_scores()


def test_a_score_a_spreadsheet_turned_into_a_time_gets_a_hint() -> None:
    for shown in ("17.430555555555557", "418:20:00"):
        (message,) = problems(f"Round,White,Black,Result,Score\n1,Ana,Bo,,{shown}\n")
        assert "looks like a time: the spreadsheet read 412:380 as hours and minutes" in message


def test_a_list_without_score_columns_is_what_it_was() -> None:
    text = "Round,White,Black,Result,Pts\n1,Ana,Bo,1-0,1\n"
    t = read(text)
    assert not t.has_game_scores()


def test_a_sheet_tab_without_trailing_cells_reads_the_same() -> None:
    rows = [line.split(",") for line in PAIRINGS.splitlines()]
    trimmed = [row[: max(i for i, c in enumerate(row) if c) + 1] for row in rows]
    sheet = read_grid(trimmed, source="Sheet", sheet="Round results").tournament
    assert by_name(sheet) == by_name(read(PAIRINGS))


def test_an_xlsx_pairings_tab_with_number_cells_is_read(tmp_path: Path) -> None:
    rows: list[list[object]] = [
        ["Round", "White", "Black", "Result", "White score", "Black score"],
        [1, "Ana", "Bo", None, 412, 380],
        [1, "Cy", "Di", "0-1", 301, 455],
    ]
    path = tmp_path / "club.xlsx"
    path.write_bytes(workbook({"Scrabble": rows}))  # type: ignore[dict-item]
    got = by_name(load_path(path))
    assert got["Ana"] == [(Outcome.WIN, GameScore(412, 380))]
    assert got["Di"] == [(Outcome.WIN, GameScore(455, 301))]
    rows[2][3] = "1-0"
    path.write_bytes(workbook({"Scrabble": rows}))  # type: ignore[dict-item]
    with pytest.raises(InputError) as exc:
        load_path(path)
    assert exc.value.problems[0].cell == "Scrabble!D3"


# ------------------------------------------------------------------------------------------
# A crosstable cell with its score (docs/grids.md)

CROSSTABLE = """No.,Name,R1,R2,R3,Pts
1,A,2w1 412:380,3b0 301:455,4b1 420:310,2
2,B,1b0 380:412,4w1 398:372,3w1 402:365,2
3,C,4b½ 350:350,1w1 455:301,2b0 365:402,1.5
4,D,3w½ 350:350,2b0 372:398,1w0 310:420,0.5
"""


def test_a_crosstable_cell_carries_its_score_after_the_token() -> None:
    got = by_name(read(CROSSTABLE))
    assert got["A"] == [
        (Outcome.WIN, GameScore(412, 380)),
        (Outcome.LOSS, GameScore(301, 455)),
        (Outcome.WIN, GameScore(420, 310)),
    ]
    tokens = CROSSTABLE.replace("2w1 412:380", "+W2 (412:380)").replace(
        "1b0 380:412", "-B1 380 : 412"
    )
    assert by_name(read(tokens)) == got


def test_crosstable_rows_that_do_not_mirror_name_both_cells() -> None:
    (message,) = problems(CROSSTABLE.replace("1b0 380:412", "1b0 381:412"))
    assert message == (
        "event.csv: C2: the game of round 1 has different scores on the two rows: '2w1 "
        "412:380' here, '1b0 381:412' in C3; expected 380:412 there (the other player's own "
        "score first)"
    )


def test_crosstable_score_problems_name_their_cells() -> None:
    text = (
        CROSSTABLE.replace("4w1 398:372", "4w1 372:398")
        .replace("2b0 372:398", "2b0 398:372")
        .replace("3w½ 350:350", "3w½")
    )
    found = sorted(problems(text))
    assert found[1].startswith("event.csv: D3: '4w1 372:398': the result of round 2 disagrees")
    assert found[0].startswith(
        "event.csv: C5: '3w½' has no game score, but the event's games have scores (the first "
        "in C2)"
    )


def test_a_crosstable_score_on_a_bye_is_an_error() -> None:
    text = "No.,Name,R1,R2\n1,A,2w1 412:380,BYE 50:0\n2,B,1b0 380:412,H\n"
    (message,) = problems(text)
    assert message.startswith(
        "event.csv: D2: 'BYE 50:0' is no game over the board (pairing-allocated bye)"
    )


# ------------------------------------------------------------------------------------------
# check and convert


def test_check_lines_count_the_games_with_a_score() -> None:
    t = read(PAIRINGS)
    cov = score_coverage(t)
    assert (cov.games, cov.scored, cov.missing) == (4, 4, ())
    assert [render(m) for m in check_lines(t)] == [
        "game scores: 4 of 4 games over the board have a score"
    ]
    assert check_lines(read("Round,White,Black,Result\n1,Ana,Bo,1-0\n")) == []


def test_check_lines_name_the_games_without_a_score() -> None:
    # a reader refuses such an event; a Tournament built another way can still be one

    t = read(PAIRINGS)
    ana = t.players[0]
    bare = ana.results[0]._replace(score=None)
    bo = t.players[1]
    players = (
        ana._replace(results=(bare, *ana.results[1:])),
        bo._replace(results=(bo.results[0]._replace(score=None), *bo.results[1:])),
        *t.players[2:],
    )
    t = t._replace(players=players)
    lines = [render(m) for m in check_lines(t)]
    assert lines == [
        "game scores: 3 of 4 games over the board have a score",
        "1 game over the board has no score: Ana Novak (round 1)",
    ]
    for lang in LANGS:
        assert all(render(m, lang) for m in check_lines(t))


def test_tiebreak_check_reports_the_game_scores(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "scrabble.csv"
    path.write_text(PAIRINGS, encoding="utf-8")
    assert main(["check", str(path)]) == 0
    out = capsys.readouterr().out
    assert "game scores: 4 of 4 games over the board have a score" in out
    assert main(["check", str(path), "--lang", "cs"]) == 0
    assert "skóre partií: skóre má 4 z 4 sehraných partií" in capsys.readouterr().out


def test_convert_to_trf_says_that_the_scores_are_not_kept(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "scrabble.csv"
    path.write_text(CROSSTABLE, encoding="utf-8")
    assert main(["convert", "--to", "trf", str(path)]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("012 ")  # the rest is written
    assert (
        "tiebreak: note: TRF-16 has no field for game scores: the scores of 6 games were not "
        "kept (convert --to json keeps them)"
    ) in err
    assert render(trf_note(read(CROSSTABLE)) or "", "it").startswith("TRF-16 non ha un campo")
    assert trf_note(read("Round,White,Black,Result\n1,Ana,Bo,1-0\n")) is None


def test_a_team_board_sheet_reads_no_game_scores() -> None:
    from core.formats.grid_pairings import Pairings

    assert Pairings.reads_game_scores
    from core.formats.grid_boards import BoardGames

    assert not BoardGames.reads_game_scores


def test_scores_stay_with_the_right_player_ids() -> None:
    t = read(PAIRINGS)
    ana = t.player(1)
    assert ana.name == "Ana Novak" and ana.results[0].opponent == PlayerId(2)


def test_the_grids_of_the_game_score_section_of_grids_md_read_as_it_says() -> None:
    doc = (REPO / "docs" / "grids.md").read_text(encoding="utf-8")
    section = doc.split("## 4. Game scores")[1].split("\n## ")[0]
    two, one, cross = re.findall(r"```text\n(.*?)```", section, re.S)
    assert two == PAIRINGS and cross == CROSSTABLE
    assert by_name(read(one)) == by_name(read(two))
    assert all(r.score is not None for p in read(cross).players for r in p.results)
    for line in section.splitlines():  # the header words the table names are read
        if line.startswith("| White's score") or line.startswith("| Black's score"):
            words = [w.strip() for w in line.strip("|").split("|")[1:]]
            assert len(words) == 6 and all(w for w in words)
            side = "white" if "White's" in line else "black"
            want = Role.WHITE_SCORE if side == "white" else Role.BLACK_SCORE
            assert all(role_of(w) is want for w in words), words


def test_convert_to_json_keeps_the_scores_of_a_grid(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "scrabble.csv"
    path.write_text(PAIRINGS, encoding="utf-8")
    out = tmp_path / "scrabble.json"
    assert main(["convert", "--to", "json", str(path), "--output", str(out)]) == 0
    assert capsys.readouterr().err == ""
    again = load_path(out)
    assert by_name(again) == by_name(read(PAIRINGS))


def test_convert_to_json_writes_the_options_a_csv_event_cannot_carry(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    path = tmp_path / "scrabble.csv"
    path.write_text(PAIRINGS, encoding="utf-8")
    args = ["convert", "--to", "json", str(path), "--bye-score", "50:0", "--spread-cap", "300"]
    assert main(args) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["bye_score"], data["spread_cap"]) == ("50:0", 300)
    assert "forfeit_score" not in data
    assert data["players"][0]["scores"] == ["412:380", None, None]
    assert main(["convert", "--to", "json", str(path), "--bye-score", "50"]) == 2
    assert "--bye-score" in capsys.readouterr().err


def test_the_standings_of_a_csv_event_take_the_bye_and_forfeit_scores_from_the_options(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    path = tmp_path / "scrabble.csv"
    path.write_text(PAIRINGS, encoding="utf-8")
    base = ["standings", str(path), "--preset", "scrabble", "--format", "json"]

    def spread(*more: str) -> dict[str, object]:
        assert main([*base, *more]) == 0
        rows = json.loads(capsys.readouterr().out)["standings"]
        return {r["name"]: r["tiebreaks"]["SPREAD"] for r in rows}

    plain = spread()
    given = spread("--bye-score", "50:0", "--forfeit-score", "100:0")
    # Ana: a bye (+50) and a forfeit loss (-100); Dita: a bye (+50) and a forfeit win (+100)
    assert given["Ana Novak"] == plain["Ana Novak"] + 50 - 100  # type: ignore[operator]
    assert given["Dita Malá"] == plain["Dita Malá"] + 50 + 100  # type: ignore[operator]


# ------------------------------------------------------------------------------------------
# Round trips: a random event with scores, written as a grid, reads back the same


def with_random_scores(t: Tournament, seed: int) -> Tournament:
    """``t`` with a score on every game over the board, agreeing with its result, both
    sides mirrored (rules.md 13.2)."""
    import random

    rng = random.Random(seed)
    scores: dict[tuple[int, int, int], GameScore] = {}
    for p in t.players:
        for rnd, res in enumerate(p.results):
            if not res.outcome.is_played or res.opponent is None or res.opponent < p.id:
                continue
            low, high = sorted(rng.sample(range(-20, 700), 2))
            own, against = {
                Outcome.WIN: (high, low),
                Outcome.LOSS: (low, high),
                Outcome.DRAW: (high, high),
            }[res.outcome]
            scores[p.id, res.opponent, rnd] = GameScore(own, against)
            scores[res.opponent, p.id, rnd] = GameScore(against, own)
    players = tuple(
        p._replace(
            withdrawn_after=None,
            results=tuple(
                r._replace(score=scores.get((p.id, r.opponent or 0, i)))
                for i, r in enumerate(p.results)
            ),
        )
        for p in t.players
    )
    return t._replace(players=players)


def pairings_with_scores(t: Tournament, single: bool, seed: int) -> list[list[str]]:
    """A pairings list of ``t`` with score columns; some results left empty."""
    import random

    from tests.sheets_addon.events import pairings_rows

    rng = random.Random(seed)
    by_name = {p.name: p for p in t.players}
    out: list[list[str]] = []
    for i, row in enumerate(pairings_rows(t)):
        cells = [str(c) for c in row]
        if i == 0:
            out.append([*cells, *(["Score"] if single else ["White score", "Black score"])])
            continue
        rnd, white, black = int(cells[0]), cells[2], cells[3]
        score = by_name[white].results[rnd - 1].score if black in by_name else None
        if score is None:
            out.append([*cells, *([""] if single else ["", ""])])
            continue
        if rng.random() < 0.5:
            cells[4] = ""  # the scores decide the result
        out.append([*cells, *([str(score)] if single else [str(score.own), str(score.against)])])
    return out


def crosstable_with_scores(t: Tournament) -> list[list[str]]:
    from core.formats.crosstable import format_token

    rows = [["No.", "Name", *(f"R{r}" for r in range(1, t.rounds_played + 1))]]
    for p in t.players:
        cells = [format_token(r) + ("" if r.score is None else f" {r.score}") for r in p.results]
        rows.append([str(p.id), p.name, *cells])
    return rows


def comparable(t: Tournament) -> dict[int, list[tuple[object, ...]]]:
    return {
        p.id: [
            (r.outcome, r.opponent, r.score) for r in p.results if r.outcome is not Outcome.ABSENT
        ]
        for p in t.players
    }


@pytest.mark.parametrize("seed", range(12))
def test_a_random_event_with_scores_reads_back_from_either_grid(seed: int) -> None:
    from tests.core.random_events import random_tournament
    from tests.sheets_addon.events import player_rows

    t = with_random_scores(random_tournament(seed, 7 + seed % 4, 5), seed)
    assert t.has_game_scores()
    plist = [[str(c) for c in row] for row in player_rows(t)]
    for single in (False, True):
        rows = pairings_with_scores(t, single, seed)
        back = read_grid(rows, source="p.csv", players=plist).tournament
        assert comparable(back) == comparable(t), (seed, single)
    cross = read_grid(crosstable_with_scores(t), source="c.csv").tournament
    assert comparable(cross) == comparable(t), seed


def test_a_score_column_beside_a_crosstable_is_noted_as_not_read() -> None:
    lines = CROSSTABLE.splitlines()
    text = "\n".join([lines[0] + ",Skóre", *(line + ",1133:1145" for line in lines[1:])]) + "\n"
    reading = read_csv(io.StringIO(text), source="c.csv")
    assert [p.cell for p in reading.ignored] == ["G1"]
    assert by_name(reading.tournament) == by_name(read(CROSSTABLE))
