"""Organisers' grids: crosstables and pairings lists from sheets and CSV (core.formats.grid)."""

from __future__ import annotations

import doctest
import io
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import core.formats.csv_layouts
import core.formats.grid_cells
import core.formats.headers
from core.engine.standings import compute_standings
from core.errors import InputError, Problem
from core.formats.crosstable import format_token
from core.formats.csv_layouts import read_csv, read_csv_rows, sniff_delimiter
from core.formats.grid import GridReading, ReadingKind, a1, parse_cell, parse_result, read_grid
from core.formats.headers import Role, normalize, role_of, round_column
from core.i18n.text import render
from core.model import (
    ROUNDS_UNKNOWN,
    Color,
    Outcome,
    PlayerId,
    RoundResult,
    System,
    Tournament,
    points_of,
)
from core.render.standings import standings_to_json
from core.scores import format_score
from tests.core.random_events import random_tournament

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

# A small event: 4 players, 3 rounds, a PAB-free mix of games, a forfeit and byes.
#   round 1: 1-3 1-0, 4-2 ½-½;  round 2: 2-1 0-1, 3 H, 4 F? no: 3-4 +/-;  round 3: 1 H, 2-3 0-1,
#   4 BYE (PAB).
SMALL_TOKENS = {
    1: ["+W3", "+B2", "H"],
    2: ["=B4", "-W1", "-W3"],
    3: ["-B1", "+F4", "+B2"],
    4: ["=W2", "-F3", "BYE"],
}
SMALL_NAMES = {1: "Ana Novák", 2: "Bo Li", 3: "Cy Dunn", 4: "Dita Šimková"}


def crosstable(
    header: list[str], tokens: dict[int, list[str]] | None = None, points: bool = False
) -> list[list[str]]:
    """Build a crosstable grid with the given header words for No., Name, rounds[, points]."""
    tokens = tokens or SMALL_TOKENS
    rows = [header]
    for pid, toks in tokens.items():
        row = [str(pid), SMALL_NAMES.get(pid, f"P{pid}"), *toks]
        if points:
            row.append("")
        rows.append(row)
    return rows


def small_pairings(
    white: str = "White", black: str = "Black", result: str = "Result", rnd: str = "Round"
) -> list[list[str]]:
    return [
        [rnd, white, black, result],
        ["1", "Ana Novák", "Cy Dunn", "1-0"],
        ["1", "Dita Šimková", "Bo Li", "½-½"],
        ["2", "Bo Li", "Ana Novák", "0-1"],
        ["2", "Cy Dunn", "Dita Šimková", "+/-"],
        ["3", "Ana Novák", "", "H"],
        ["3", "Bo Li", "Cy Dunn", "0-1"],
        ["3", "Dita Šimková", "BYE", ""],
    ]


def reading(cells: list[list[str]], **kw: object) -> GridReading:
    return read_grid(cells, source="sheet", **kw)  # type: ignore[arg-type]


def problems_of(cells: list[list[str]], **kw: object) -> list[Problem]:
    with pytest.raises(InputError) as info:
        reading(cells, **kw)
    assert all(p.source for p in info.value.problems)
    return info.value.problems


def cells_of(problems: list[Problem]) -> list[str | None]:
    return [p.cell for p in problems]


def tokens_of(t: Tournament) -> dict[int, list[str]]:
    return {p.id: [format_token(r) for r in p.results] for p in t.players}


# ---------------------------------------------------------------------------------------
# Addresses, headers


@pytest.mark.parametrize(
    "module", [core.formats.grid_cells, core.formats.headers, core.formats.csv_layouts]
)
def test_doctests(module: object) -> None:
    result = doctest.testmod(module)  # type: ignore[arg-type]
    assert result.attempted > 0 and result.failed == 0


def test_a1_addresses() -> None:
    assert [
        a1(0, 0),
        a1(6, 2),
        a1(0, 25),
        a1(0, 26),
        a1(4, 51),
        a1(0, 52),
        a1(0, 701),
        a1(0, 702),
    ] == ["A1", "C7", "Z1", "AA1", "AZ5", "BA1", "ZZ1", "AAA1"]


@pytest.mark.parametrize(
    "text,role",
    [
        ("No.", Role.NUMBER),
        ("Nr.", Role.NUMBER),
        ("Č.", Role.NUMBER),
        ("№", Role.NUMBER),
        ("SNo", Role.NUMBER),
        ("Startnr.", Role.NUMBER),
        ("BSNo", Role.NUMBER),
        ("Name", Role.NAME),
        ("JMÉNO", Role.NAME),
        ("Име", Role.NAME),
        ("Nume", Role.NAME),
        ("İsim", Role.NAME),
        ("Nome", Role.NAME),
        ("Spieler", Role.NAME),
        ("Nombre", Role.NAME),
        ("Nom", Role.NAME),
        ("Rtg", Role.RATING),
        ("Elo", Role.RATING),
        ("Fed.", Role.FEDERATION),
        ("Pts.", Role.POINTS),
        ("Body", Role.POINTS),
        ("Punkte", Role.POINTS),
        ("Puntos", Role.POINTS),
        ("Points", Role.POINTS),
        ("Puan", Role.POINTS),
        ("Punti", Role.POINTS),
        ("Puncte", Role.POINTS),
        ("Точки", Role.POINTS),
        ("Round", Role.ROUND),
        ("Kolo", Role.ROUND),
        ("Кръг", Role.ROUND),
        ("Board", Role.BOARD),
        ("Brett", Role.BOARD),
        ("White", Role.WHITE),
        ("Bílý", Role.WHITE),
        ("Weiß", Role.WHITE),
        ("Черни", Role.BLACK),
        ("Siyah", Role.BLACK),
        ("Résultat", Role.RESULT),
        ("Sonuç", Role.RESULT),
        ("Rk.", Role.RANK),
        ("Title", Role.TITLE),
        ("FIDE ID", Role.FIDE_ID),
    ],
)
def test_header_words(text: str, role: Role) -> None:
    assert role_of(text) is role


def test_normalize_is_case_and_accent_insensitive() -> None:
    assert normalize("  ČERNÝ ") == normalize("černý") == "cerny"
    assert normalize("Weiß") == "weiss"


@pytest.mark.parametrize(
    "header",
    [
        "R1",
        "r 1",
        "Rd 1",
        "Rd.1",
        "Round 1",
        "ROUND1",
        "1",
        "1.",
        "Kolo 1",
        "1. kolo",
        "Runde 1",
        "1. Runde",
        "Ronda 1",
        "Tur 1",
        "Turno 1",
        "Ronde 1",
        "Tour 1",
        "Рунд 1",
        "Кръг 1",
        "Runda 1",
        "Rnd 1",
    ],
)
def test_round_headers(header: str) -> None:
    rc = round_column(header)
    assert rc is not None and rc[0] == 1
    cells = crosstable(
        [
            "No.",
            "Name",
            header.replace("1", "1"),
            header.replace("1", "2"),
            header.replace("1", "3"),
        ]
    )
    assert tokens_of(reading(cells).tournament) == SMALL_TOKENS


@pytest.mark.parametrize("header", ["Name", "Rk", "Tiebreak", "R", "Round", "0", "Kolo"])
def test_not_round_headers(header: str) -> None:
    assert round_column(header) is None


LANGUAGES = {
    # language: (No., Name, round prefix, Pts, Round, White, Black, Result)
    "en": ("No.", "Name", "Round", "Pts", "Round", "White", "Black", "Result"),
    "cs": ("Č.", "Jméno", "Kolo", "Body", "Kolo", "Bílý", "Černý", "Výsledek"),
    "bg": ("№", "Име", "Кръг", "Точки", "Кръг", "Бели", "Черни", "Резултат"),
    "ro": ("Nr.", "Nume", "Runda", "Puncte", "Runda", "Alb", "Negru", "Rezultat"),
    "tr": ("BSNo", "İsim", "Tur", "Puan", "Tur", "Beyaz", "Siyah", "Sonuç"),
    "it": ("N.", "Nome", "Turno", "Punti", "Turno", "Bianco", "Nero", "Risultato"),
    "de": ("Nr.", "Name", "Runde", "Punkte", "Runde", "Weiß", "Schwarz", "Ergebnis"),
    "es": ("Nº", "Nombre", "Ronda", "Puntos", "Ronda", "Blancas", "Negras", "Resultado"),
    "fr": ("N°", "Nom", "Ronde", "Points", "Ronde", "Blancs", "Noirs", "Résultat"),
}


MORE_WORDS = {
    # language: (rating, federation, board, rank, title)
    "en": ("Rating", "Federation", "Board", "Rank", "Title"),
    "cs": ("Elo", "Stát", "Šachovnice", "Pořadí", "Titul"),
    "bg": ("Рейтинг", "Федерация", "Дъска", "Място", "Титла"),
    "ro": ("Elo", "Federație", "Masa", "Loc", "Titlu"),
    "tr": ("Elo", "Ülke", "Masa", "Sıra", "Unvan"),
    "it": ("Elo", "Federazione", "Scacchiera", "Pos.", "Titolo"),
    "de": ("Elo", "Land", "Brett", "Platz", "Titel"),
    "es": ("Elo", "País", "Tablero", "Puesto", "Título"),
    "fr": ("Elo", "Pays", "Échiquier", "Place", "Titre"),
}


@pytest.mark.parametrize("lang", sorted(MORE_WORDS))
def test_more_header_words_per_language(lang: str) -> None:
    rating, fed, board, _rank, title = MORE_WORDS[lang]
    assert [role_of(w) for w in MORE_WORDS[lang]] == [
        Role.RATING,
        Role.FEDERATION,
        Role.BOARD,
        Role.RANK,
        Role.TITLE,
    ]
    no, name, *_rest, round_col, white, black, result = LANGUAGES[lang]
    plist = [
        [no, name, title, rating, fed],
        ["1", "A", "FM", "2210", "CZE"],
        ["2", "B", "", "", ""],
    ]
    cells = [[round_col, board, white, black, result], ["1", "1", "B", "A", "0-1"]]
    r = reading(cells, players=plist)
    assert r.columns["board"] == 1 and r.columns["players:federation"] == 4
    a = r.tournament.player(1)
    assert (a.title, a.rating, a.federation) == ("FM", 2210, "CZE")


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_header_languages_crosstable_and_pairings_agree(lang: str) -> None:
    no, name, rnd, pts, round_col, white, black, result = LANGUAGES[lang]
    cross = crosstable([no, name, f"{rnd} 1", f"{rnd} 2", f"{rnd} 3", pts])
    points = {1: "2,5", 2: "½", 3: "2", 4: "1.5"}
    for row in cross[1:]:
        row.append(points[int(row[0])])
    a = reading(cross)
    assert a.kind is ReadingKind.CROSSTABLE
    assert a.columns["points"] == 5 and a.columns["round:3"] == 4
    b = reading(
        small_pairings(white, black, result, round_col),
        players=[[no, name], *[[str(i), n] for i, n in SMALL_NAMES.items()]],
    )
    assert b.kind is ReadingKind.PAIRINGS
    assert a.tournament == b.tournament
    assert tokens_of(a.tournament) == SMALL_TOKENS


def test_invisible_characters_from_pasted_sheets() -> None:
    cells = crosstable(["\ufeffNo.", "Name\u200b", "R\u00a01", "R2", "R3"])
    cells[1][2] = "3\u00a0w\u00a01"
    cells[1][1] = "Ana\u00a0Novák"
    t = reading(cells).tournament
    assert t.player(1).name == "Ana Novák" and tokens_of(t)[1][0] == "+W3"


def test_headers_case_and_accent_insensitive() -> None:
    cells = crosstable(["NO", "JMENO", "KOLO 1", "kolo 2", "Kolo 3"])
    assert tokens_of(reading(cells).tournament) == SMALL_TOKENS


# ---------------------------------------------------------------------------------------
# Crosstable cells


@pytest.mark.parametrize(
    "text,expected",
    [
        ("19w1", RoundResult(Outcome.WIN, PlayerId(19), Color.WHITE)),
        ("19W1", RoundResult(Outcome.WIN, PlayerId(19), Color.WHITE)),
        ("3b½", RoundResult(Outcome.DRAW, PlayerId(3), Color.BLACK)),
        ("3b=", RoundResult(Outcome.DRAW, PlayerId(3), Color.BLACK)),
        ("3 b 0,5", RoundResult(Outcome.DRAW, PlayerId(3), Color.BLACK)),
        ("3w1/2", RoundResult(Outcome.DRAW, PlayerId(3), Color.WHITE)),
        ("12b0", RoundResult(Outcome.LOSS, PlayerId(12), Color.BLACK)),
        ("3½", RoundResult(Outcome.DRAW, PlayerId(3))),
        ("+19", RoundResult(Outcome.WIN, PlayerId(19))),
        ("=3", RoundResult(Outcome.DRAW, PlayerId(3))),
        ("-8", RoundResult(Outcome.LOSS, PlayerId(8))),
        ("–8", RoundResult(Outcome.LOSS, PlayerId(8))),
        ("+W9", RoundResult(Outcome.WIN, PlayerId(9), Color.WHITE)),
        ("=b9", RoundResult(Outcome.DRAW, PlayerId(9), Color.BLACK)),
        ("+F7", RoundResult(Outcome.FORFEIT_WIN, PlayerId(7))),
        ("-F7", RoundResult(Outcome.FORFEIT_LOSS, PlayerId(7))),
        ("7w+", RoundResult(Outcome.FORFEIT_WIN, PlayerId(7))),
        ("7b-", RoundResult(Outcome.FORFEIT_LOSS, PlayerId(7))),
        ("BYE", RoundResult(Outcome.PAB)),
        ("bye", RoundResult(Outcome.PAB)),
        ("U", RoundResult(Outcome.PAB)),
        ("PAB", RoundResult(Outcome.PAB)),
        ("H", RoundResult(Outcome.HALF_BYE)),
        ("F", RoundResult(Outcome.FULL_BYE)),
        ("Z", RoundResult(Outcome.ZERO_BYE)),
        ("", RoundResult(Outcome.ABSENT)),
        ("  ", RoundResult(Outcome.ABSENT)),
        ("--", RoundResult(Outcome.ABSENT)),
        ("-", RoundResult(Outcome.ABSENT)),
    ],
)
def test_cell_variants(text: str, expected: RoundResult) -> None:
    assert parse_cell(text) == expected


@pytest.mark.parametrize(
    "text", ["xx", "191", "19 1", "w19", "+F", "19w2", "19x1", "0b", "+W0", "=F3", "1-0", "½"]
)
def test_wrong_cells(text: str) -> None:
    with pytest.raises(ValueError, match="expected a round cell"):
        parse_cell(text)


def test_cells_round_trip_through_format_token() -> None:
    for outcome in Outcome:
        for color in (None, Color.WHITE, Color.BLACK):
            paired = outcome.has_opponent or outcome is Outcome.PENDING
            opp = PlayerId(7) if paired else None
            if (color is not None and not (outcome.is_played or outcome is Outcome.PENDING)) or (
                outcome.has_opponent and opp is None
            ):
                continue
            rr = RoundResult(outcome, opp, color)
            assert parse_cell(format_token(rr)) == rr


def test_export_notation_grid() -> None:
    cells = [
        ["No", "Name", "R1", "R2", "R3"],
        ["1", "A", "3w1", "2b1", "H"],
        ["2", "B", "4b½", "1w0", "3w0"],
        ["3", "C", "1b0", "4w+", "2b1"],
        ["4", "D", "2w½", "3b-", "BYE"],
    ]
    assert tokens_of(reading(cells).tournament) == SMALL_TOKENS


# ---------------------------------------------------------------------------------------
# Points column


@pytest.mark.parametrize("written", ["2,5", "2.5", "2½", " 2,50 "])
def test_decimal_comma_points(written: str) -> None:
    cells = crosstable(["No", "Name", "R1", "R2", "R3", "Pts"], points=True)
    cells[1][-1] = written
    assert reading(cells).tournament.player(1).name == "Ana Novák"


def test_points_that_disagree_name_the_cell() -> None:
    cells = crosstable(["No", "Name", "R1", "R2", "R3", "Pts"], points=True)
    cells[1][-1] = "3"
    cells[3][-1] = "lots"
    probs = problems_of(cells)
    assert cells_of(probs) == ["F2", "F4"]
    first = render(probs[0].message)
    assert "'3' do not agree" in first and "add up to 2.5" in first
    assert "found 'lots'" in render(probs[1].message)


# ---------------------------------------------------------------------------------------
# Problems with cells


def test_wrong_tokens_all_reported_with_cells() -> None:
    tokens = {pid: list(t) for pid, t in SMALL_TOKENS.items()}
    tokens[2][1] = "x1"
    tokens[4][2] = "bye?"
    probs = problems_of(crosstable(["No", "Name", "R1", "R2", "R3"], tokens))
    assert cells_of(probs) == ["D3", "E5"]
    first = render(probs[0].message)
    assert "found 'x1'" in first and "expected a round cell" in first


def test_game_recorded_differently_names_both_cells() -> None:
    tokens = {pid: list(t) for pid, t in SMALL_TOKENS.items()}
    tokens[3][0] = "=B1"  # player 1 has +W3 in round 1
    probs = problems_of(crosstable(["No", "Name", "R1", "R2", "R3"], tokens))
    assert sorted(cells_of(probs)) == ["C2", "C4"]
    for p in probs:
        assert "C2" in render(p.message) and "C4" in render(p.message)
    assert "expected '-B1' there" in render(probs[0].message)


def test_same_colour_on_both_rows_names_both_cells() -> None:
    tokens = {pid: list(t) for pid, t in SMALL_TOKENS.items()}
    tokens[3][0] = "-W1"
    probs = problems_of(crosstable(["No", "Name", "R1", "R2", "R3"], tokens))
    assert sorted(cells_of(probs)) == ["C2", "C4"]


def test_opponent_who_names_someone_else() -> None:
    tokens = {pid: list(t) for pid, t in SMALL_TOKENS.items()}
    tokens[1][0] = "+W4"  # 4 played 2, and 3 says it played 1
    probs = problems_of(crosstable(["No", "Name", "R1", "R2", "R3"], tokens))
    assert "C2" in cells_of(probs)
    first = next(p for p in probs if p.cell == "C2")
    assert "C5" in render(first.message)  # player 4's cell of round 1


def test_unknown_opponent_in_crosstable() -> None:
    tokens = {pid: list(t) for pid, t in SMALL_TOKENS.items()}
    tokens[4][2] = "+W9"
    probs = problems_of(crosstable(["No", "Name", "R1", "R2", "R3"], tokens))
    assert cells_of(probs) == ["E5"]
    assert "player 9, who is not in the crosstable" in render(probs[0].message)


def test_unknown_player_in_pairings() -> None:
    cells = small_pairings()
    cells[3][2] = "Anna Novak"
    cells[6][1] = "Zed"
    probs = problems_of(
        cells, players=[["Nr", "Name"], *[[str(i), n] for i, n in SMALL_NAMES.items()]]
    )
    assert cells_of(probs) == ["C4", "B7"]
    assert "unknown player 'Anna Novak'" in render(probs[0].message)
    assert "did you mean 'Ana Novák'" in render(probs[0].message)


def test_unknown_start_number_in_pairings() -> None:
    cells = small_pairings()
    cells[1][1] = "7"
    probs = problems_of(
        cells, players=[["Nr", "Name"], *[[str(i), n] for i, n in SMALL_NAMES.items()]]
    )
    assert cells_of(probs) == ["B2"]
    assert "no start number 7" in render(probs[0].message)


def test_names_match_case_and_accent_insensitively() -> None:
    cells = small_pairings()
    cells[1][1] = "ANA NOVAK"
    cells[4][2] = "dita  simkova"
    plist = [["No.", "Name"], *[[str(i), n] for i, n in SMALL_NAMES.items()]]
    assert tokens_of(reading(cells, players=plist).tournament) == SMALL_TOKENS


def test_duplicate_names_without_numbers() -> None:
    cells = [
        ["Name"],
        ["Ana"],
        ["Bo"],
        ["Ana"],
        [],
        ["Round", "White", "Black", "Result"],
        ["1", "Ana", "Bo", "1-0"],
    ]
    probs = problems_of(cells)
    assert cells_of(probs) == ["A4"]
    assert "two players are called 'Ana'" in render(probs[0].message)


def test_duplicate_names_need_start_numbers() -> None:
    plist = [["No.", "Name"], ["1", "Ana"], ["2", "Bo"], ["3", "Ana"]]
    cells = [
        ["Round", "White", "Black", "Result"],
        ["1", "Ana", "Bo", "1-0"],
        ["1", "3", "", "BYE"],
    ]
    probs = problems_of(cells, players=plist)
    assert cells_of(probs) == ["B2"]
    assert "start number 1 or 3" in render(probs[0].message)
    cells[1][1] = "1"
    t = reading(cells, players=plist).tournament
    assert tokens_of(t) == {1: ["+W2"], 2: ["-B1"], 3: ["BYE"]}


def test_crosstable_with_duplicate_start_numbers() -> None:
    cells = crosstable(["No", "Name", "R1", "R2", "R3"])
    cells[2][0] = "1"
    probs = problems_of(cells)
    assert "A3" in cells_of(probs)
    assert any("start number 1 is used twice" in render(p.message) for p in probs)


def test_player_twice_in_a_round() -> None:
    cells = small_pairings()
    cells[2][1] = "Ana Novák"
    probs = problems_of(cells)
    assert cells_of(probs) == ["B3"]
    assert "already in round 1 at B2" in render(probs[0].message)


# ---------------------------------------------------------------------------------------
# Sniffing and ambiguity


def test_header_that_reads_two_ways() -> None:
    probs = problems_of(
        [["No", "Name", "R1", "White", "Black", "Result"], ["1", "A", "BYE", "", "", ""]]
    )
    assert len(probs) == 1 and probs[0].cell == "A1"
    assert "reads two ways" in render(probs[0].message)
    assert "crosstable" in render(probs[0].message) and "pairings list" in render(probs[0].message)
    assert "Rename" in render(probs[0].message)


def test_crosstable_and_pairings_in_one_grid() -> None:
    cells = [*crosstable(["No", "Name", "R1", "R2", "R3"]), [], *small_pairings()]
    probs = problems_of(cells)
    assert "reads two ways" in render(probs[0].message)
    assert "row 1" in render(probs[0].message) and "row 7" in render(probs[0].message)


def test_round_robin_table_is_not_read_as_rounds() -> None:
    # one column per opponent, not per round (core/formats/grid_square.py): A beat B and
    # drew C, B beat C; the games sit in Berger rounds, marked as given without rounds
    cells = [
        ["No", "Name", "1", "2", "3"],
        ["1", "A", "x", "1", "½"],
        ["2", "B", "0", "x", "1"],
        ["3", "C", "½", "0", "x"],
    ]
    t = reading(cells).tournament
    assert dict(t.extra)[ROUNDS_UNKNOWN] is True and t.system is System.ROUND_ROBIN
    games = {p.id: {r.opponent: r.outcome for r in p.results if r.opponent} for p in t.players}
    assert games == {
        1: {2: Outcome.WIN, 3: Outcome.DRAW},
        2: {1: Outcome.LOSS, 3: Outcome.WIN},
        3: {1: Outcome.DRAW, 2: Outcome.LOSS},
    }
    assert all(r.color is None for p in t.players for r in p.results)


def test_rank_and_start_number_columns_sniffed() -> None:
    # opponents written as ranks (as in a final ranking crosstable)
    cells = [
        ["Rk", "SNo", "Name", "R1", "R2"],
        ["1", "2", "B", "2b1", "3w1"],
        ["2", "1", "A", "1w0", "H"],
        ["3", "3", "C", "H", "1b0"],
    ]
    t = reading(cells).tournament
    assert tokens_of(t) == {1: ["-W2", "H"], 2: ["+B1", "+W3"], 3: ["H", "-B2"]}
    assert t.player(2).name == "B"


def test_rank_or_start_number_ambiguity() -> None:
    # swapping 1 and 2 is a symmetry of this event: both readings agree
    cells = [
        ["Rk", "No.", "Name", "R1"],
        ["1", "2", "A", "=4"],
        ["2", "1", "B", "=3"],
        ["3", "4", "C", "=2"],
        ["4", "3", "D", "=1"],
    ]
    probs = problems_of(cells)
    assert len(probs) == 1 and probs[0].cell == "A1"
    assert "read two ways" in render(probs[0].message)
    assert "start numbers (column B1)" in render(probs[0].message)
    assert "ranks (column A1)" in render(probs[0].message)


def test_no_header_names_what_was_expected() -> None:
    probs = problems_of([["1", "A", "+W2"], ["2", "B", "-B1"]])
    assert "no header row found" in render(probs[0].message)
    assert "R1, R2" in render(probs[0].message) and "White" in render(probs[0].message)


def test_pairings_header_without_result_column() -> None:
    probs = problems_of([["Round", "White", "Black"], ["1", "A", "B"]])
    assert probs[0].cell == "A1" and "needs a result column" in render(probs[0].message)


def test_w_and_b_count_columns_do_not_make_a_crosstable_ambiguous() -> None:
    cells = [["No", "Name", "R1", "R2", "R3", "W", "B"], *crosstable([])[1:]]
    for row in cells[1:]:
        row += ["1", "2"]
    assert tokens_of(reading(cells).tournament) == SMALL_TOKENS


def test_crosstable_needs_start_numbers() -> None:
    probs = problems_of([["Name", "R1"], ["A", "+W2"], ["B", "-B1"]])
    assert probs[0].cell == "A1" and "no start-number column" in render(probs[0].message)


def test_unlabeled_number_column_and_title() -> None:
    cells = [["Autumn Open"], ["", "Name", "R1"], ["1", "A", "+W2"], ["2", "B", "-B1"]]
    r = reading(cells)
    assert r.tournament.name == "Autumn Open"
    assert r.header_row == 1 and r.columns["number"] == 0
    assert r.player_rows == {1: 2, 2: 3}


def test_reading_metadata_for_the_connector() -> None:
    cells = [
        ["No.", "Name", "Rtg", "Fed", "R1", "R2", "R3", "R4", "Pts", "", "note"],
        ["1", "A", "1900", "CZE", "+W2", "", "", "", "1"],
        ["2", "B", "0", "", "-B1", "", "", "", "0", "", "late"],
    ]
    r = reading(cells)
    assert r.kind is ReadingKind.CROSSTABLE and r.header_row == 0
    assert r.last_column == 10
    assert r.columns == {
        "number": 0,
        "name": 1,
        "rating": 2,
        "federation": 3,
        "points": 8,
        "round:1": 4,
        "round:2": 5,
        "round:3": 6,
        "round:4": 7,
    }
    assert r.tournament.rounds == 4 and r.tournament.rounds_played == 1
    assert r.tournament.player(1).rating == 1900 and r.tournament.player(2).rating is None
    assert r.tournament.player(1).federation == "CZE"


def test_rounds_argument() -> None:
    cells = crosstable(["No", "Name", "R1", "R2", "R3"])
    assert reading(cells, rounds=7).tournament.rounds == 7
    probs = problems_of(cells, rounds=2)
    assert probs[0].cell == "E1"


def test_blank_row_then_notes_end_the_crosstable() -> None:
    cells = [*crosstable(["No", "Name", "R1", "R2", "R3"]), [], ["Arbiter: J. Novák"]]
    assert len(reading(cells).tournament.players) == 4


# ---------------------------------------------------------------------------------------
# Pairings lists


@pytest.mark.parametrize(
    "text,expected",
    [
        ("1-0", (Outcome.WIN, Outcome.LOSS)),
        ("1:0", (Outcome.WIN, Outcome.LOSS)),
        (" 1 - 0 ", (Outcome.WIN, Outcome.LOSS)),
        ("0-1", (Outcome.LOSS, Outcome.WIN)),
        ("½-½", (Outcome.DRAW, Outcome.DRAW)),
        ("1/2-1/2", (Outcome.DRAW, Outcome.DRAW)),
        ("0.5-0.5", (Outcome.DRAW, Outcome.DRAW)),
        ("0,5-0,5", (Outcome.DRAW, Outcome.DRAW)),
        ("=", (Outcome.DRAW, Outcome.DRAW)),
        ("½:½", (Outcome.DRAW, Outcome.DRAW)),
        ("+/-", (Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS)),
        ("+:-", (Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS)),
        ("1-0F", (Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS)),
        ("1-0 f", (Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS)),
        ("-/+", (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_WIN)),
        ("-:+", (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_WIN)),
        ("0-1F", (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_WIN)),
        ("--", (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_LOSS)),
        ("-/-", (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_LOSS)),
        ("0-0", (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_LOSS)),
    ],
)
def test_result_spellings(text: str, expected: tuple[Outcome, Outcome]) -> None:
    assert parse_result(text) == expected


@pytest.mark.parametrize("text", ["2-0", "1-1", "win", "½-0", "1"])
def test_wrong_result_spellings(text: str) -> None:
    with pytest.raises(ValueError, match="expected a result"):
        parse_result(text)


def test_pairings_without_player_list() -> None:
    r = reading(small_pairings())
    t = r.tournament
    # numbers in order of first appearance, White before Black
    assert [p.name for p in t.players] == ["Ana Novák", "Cy Dunn", "Dita Šimková", "Bo Li"]
    assert tokens_of(t)[1] == ["+W2", "+B4", "H"]
    assert r.player_rows == {}
    assert r.columns == {"round": 0, "white": 1, "black": 2, "result": 3}


def test_double_forfeit_and_zero_zero() -> None:
    cells = [["Round", "White", "Black", "Result"], ["1", "1", "2", "0-0"], ["2", "2", "1", "--"]]
    t = reading(cells).tournament
    assert tokens_of(t) == {1: ["-F2", "-F2"], 2: ["-F1", "-F1"]}
    assert t.player(1).name == "Player 1"


@pytest.mark.parametrize(
    "other,result,expected",
    [
        ("BYE", "", "BYE"),
        ("bye", "1", "BYE"),
        ("BYE", "½", "H"),
        ("BYE", "0", "Z"),
        ("", "H", "H"),
        ("", "half-point bye", "H"),
        ("", "U", "BYE"),
        ("", "F", "F"),
        ("", "Z", "Z"),
        ("H", "", "H"),
        ("Spielfrei", "", "BYE"),
        ("volno", "1-0", "BYE"),
        ("", "BYE", "BYE"),
        ("PAB", "1", "BYE"),
        ("", "zero-point bye", "Z"),
        ("", "full-point bye", "F"),
        ("BAY", "", "BYE"),
    ],
)
def test_bye_spellings(other: str, result: str, expected: str) -> None:
    cells = [
        ["Round", "White", "Black", "Result"],
        ["1", "Ana", "Bo", "1-0"],
        ["1", "Cy", other, result],
    ]
    assert tokens_of(reading(cells).tournament)[3] == [expected]


def test_bye_for_the_black_column() -> None:
    cells = [["Round", "White", "Black", "Result"], ["1", "BYE", "Cy", "0-1"]]
    assert tokens_of(reading(cells).tournament) == {1: ["BYE"]}


@pytest.mark.parametrize("other,result", [("H", "1"), ("", ""), ("BYE", "x"), ("BYE", "2")])
def test_wrong_byes(other: str, result: str) -> None:
    cells = [["Round", "White", "Black", "Result"], ["1", "Cy", other, result]]
    probs = problems_of(cells)
    assert len(probs) == 1 and probs[0].cell in ("B2", "D2")


def test_absent_players_get_not_paired() -> None:
    cells = [
        ["No.", "Name"],
        ["1", "A"],
        ["2", "B"],
        ["3", "C"],
        [],
        ["Round", "White", "Black", "Result"],
        ["1", "A", "B", "1-0"],
        ["2", "C", "A", "0-1"],
    ]
    r = reading(cells)
    assert tokens_of(r.tournament) == {1: ["+W2", "+B3"], 2: ["-B1", "--"], 3: ["--", "-W1"]}
    assert r.player_rows == {1: 1, 2: 2, 3: 3}
    assert r.header_row == 5


def test_unfinished_last_round_is_pending_not_counted() -> None:
    # issue 11: the games of round 4 are paired, not yet entered: pending, and the
    # standings count the three complete rounds
    cells = [
        *small_pairings(),
        ["4", "Ana Novák", "Bo Li", ""],
        ["4", "Cy Dunn", "Dita Šimková", ""],
    ]
    t = reading(cells).tournament
    assert t.rounds == 4 and t.rounds_played == 4
    assert t.pending_round == 4 and t.complete_rounds == 3
    ana, bo = (next(p.id for p in t.players if p.name == n) for n in ("Ana Novák", "Bo Li"))
    assert t.player(ana).results[3] == RoundResult(Outcome.PENDING, bo, Color.WHITE)
    assert t.player(bo).results[3] == RoundResult(Outcome.PENDING, ana, Color.BLACK)


def test_missing_result_in_a_finished_round() -> None:
    cells = small_pairings()
    cells[2][3] = ""
    probs = problems_of(cells)
    assert cells_of(probs) == ["D3"]
    assert "no result" in render(probs[0].message)


def test_round_sections_and_empty_round_cells() -> None:
    cells = [
        ["Weiß", "Schwarz", "Ergebnis"],
        ["Runde 1"],
        ["Ana", "Bo", "1:0"],
        ["Cy", "Dan", "½:½"],
        [],
        ["Runde 2"],
        ["Bo", "Cy", "0:1"],
        ["Dan", "Ana", "-:+"],
    ]
    t = reading(cells).tournament
    assert tokens_of(t) == {
        1: ["+W2", "+F4"],
        2: ["-B1", "-W3"],
        3: ["=W4", "+B2"],
        4: ["=B3", "-F1"],
    }
    cells2 = [
        ["Round", "White", "Black", "Result"],
        ["1", "Ana", "Bo", "1-0"],
        ["", "Cy", "Dan", "½-½"],
    ]
    assert tokens_of(reading(cells2).tournament)[3] == ["=W4"]


def test_numbers_and_names_mixed_without_list() -> None:
    cells = [["Round", "White", "Black", "Result"], ["1", "Ana", "2", "1-0"]]
    probs = problems_of(cells)
    assert cells_of(probs) == ["C2"] and "no player list" in render(probs[0].message)


def test_start_number_columns_beside_the_names() -> None:
    plist = [["No.", "Name"], ["1", "Ana"], ["2", "Bo"]]
    cells = [
        ["Round", "Bd", "No.", "White", "Result", "Black", "No."],
        ["1", "1", "2", "Bo", "0-1", "Ana", "1"],
    ]
    r = reading(cells, players=plist)
    assert r.columns["white_number"] == 2 and r.columns["black_number"] == 6
    assert tokens_of(r.tournament) == {1: ["+B2"], 2: ["-W1"]}
    cells[1][3] = "Cy"
    probs = problems_of(cells, players=plist)
    assert cells_of(probs) == ["D2"] and "does not match start number 2" in render(probs[0].message)


def test_player_list_points_checked() -> None:
    cells = [
        ["No.", "Name", "Pts"],
        ["1", "A", "1"],
        ["2", "B", "0,5"],
        [],
        ["Round", "White", "Black", "Result"],
        ["1", "A", "B", "1-0"],
    ]
    probs = problems_of(cells)
    assert cells_of(probs) == ["C3"]


def test_player_list_in_separate_grid_problems_name_its_source() -> None:
    plist = [["No.", "Name", "Elo"], ["1", "A", "strong"], ["2", "B", ""]]
    cells = [["Round", "White", "Black", "Result"], ["1", "A", "B", "1-0"]]
    probs = problems_of(cells, players=plist, players_source="players tab")
    assert [(p.source, p.cell) for p in probs] == [("players tab", "C2")]


def test_swiss_manager_style_pairings() -> None:
    cells = [
        ["Round 1"],
        ["Bo.", "No.", "White", "Rtg", "Pts.", "Result", "Pts.", "Black", "Rtg", "No."],
        ["1", "1", "Ana", "1900", "0", "1 - 0", "0", "Bo", "1800", "2"],
        ["2", "3", "Cy", "1700", "0", "½ - ½", "0", "Dan", "", "4"],
        ["Round 2"],
        ["1", "2", "Bo", "", "0", "0 - 1", "½", "Cy", "", "3"],
        ["2", "4", "Dan", "", "½", "- - +", "1", "Ana", "", "1"],
    ]
    r = reading(cells)
    assert r.header_row == 1 and r.tournament.name == ""
    assert tokens_of(r.tournament) == {
        1: ["+W2", "+F4"],
        2: ["-B1", "-W3"],
        3: ["=W4", "+B2"],
        4: ["=B3", "-F1"],
    }
    assert r.tournament.player(4).name == "Dan"


def test_ranking_crosstable_export() -> None:
    # chess-results style: rank, title, start number, ...; opponents written as ranks
    cells = [
        ["Rk.", "", "SNo", "Name", "Rtg", "FED", "1.Rd", "2.Rd", "Pts.", "TB1"],
        ["1", "GM", "2", "B", "2500", "CZE", "4w1", "2b1", "2", "1.5"],
        ["2", "", "1", "A", "2400", "GER", "3b½", "1w0", "0,5", "0"],
        ["3", "", "4", "D", "2300", "", "2w½", "4b½", "1", "0"],
        ["4", "", "3", "C", "", "", "1b0", "3w½", "0,5", "0"],
    ]
    r = reading(cells)
    assert tokens_of(r.tournament) == {
        1: ["=B4", "-W2"],
        2: ["+W3", "+B1"],
        3: ["-B2", "=W4"],
        4: ["=W1", "=B3"],
    }
    assert r.player_rows == {1: 2, 2: 1, 3: 4, 4: 3}
    assert r.columns["rank"] == 0 and r.columns["number"] == 2 and r.last_column == 9


def test_every_kind_of_problem_at_once() -> None:
    tokens = {pid: list(t) for pid, t in SMALL_TOKENS.items()}
    tokens[1][1] = "+B7"  # unknown opponent
    tokens[3][0] = "=B1"  # disagrees with 1's +W3
    tokens[4][2] = "??"  # not a cell
    probs = problems_of(crosstable(["No", "Name", "R1", "R2", "R3"], tokens))
    assert sorted(cells_of(probs)) == sorted(["E5", "D2", "C2", "C4", "D3"])
    d3 = next(p for p in probs if p.cell == "D3")
    assert "D2" in render(d3.message)  # 2 says it played 1 in round 2, 1's cell names 7


# ---------------------------------------------------------------------------------------
# CSV


def test_csv_delimiters_and_bom() -> None:
    rows = [["No", "Name", "R1", "Pts"], ["1", "Novák, Ana", "+W2", "1"], ["2", "B", "-B1", "0"]]
    comma = '\ufeffNo,Name,R1,Pts\n1,"Novák, Ana",+W2,1\n2,B,-B1,0\n'
    semi = "No;Name;R1;Pts\r\n1;Novák, Ana;+W2;1\r\n2;B;-B1;0,0\r\n"
    tab = "No\tName\tR1\tPts\n1\tNovák, Ana\t+W2\t1\n2\tB\t-B1\t0\n"
    assert read_csv_rows(io.StringIO(comma), source="c") == rows
    assert sniff_delimiter(semi) == ";" and sniff_delimiter(tab) == "\t"
    for text in (comma, semi, tab):
        r = read_csv(io.StringIO(text), source="f.csv")
        assert r.tournament.player(1).name == "Novák, Ana"


def test_csv_semicolon_with_decimal_commas() -> None:
    text = "No;Name;R1;R2;Pts\n1;A;=W2;H;1\n2;B;=B1;BYE;1,5\n"
    assert sniff_delimiter(text) == ";"
    assert read_csv(io.StringIO(text), source="f.csv").tournament.rounds == 2


def test_csv_with_separate_player_list() -> None:
    games = "Round,White,Black,Result\n1,Bo,Ana,0-1\n"
    players = "No.;Name;Rtg\n1;Ana;1800\n2;Bo;\n"
    r = read_csv(io.StringIO(games), source="g.csv", players=io.StringIO(players))
    assert tokens_of(r.tournament) == {1: ["+B2"], 2: ["-W1"]}
    assert r.tournament.player(1).rating == 1800


def test_csv_not_text() -> None:
    with pytest.raises(InputError) as info:
        read_csv(io.StringIO("No,Name\n1,\x00A\n"), source="f.csv")
    assert info.value.problems[0].line == 2


# ---------------------------------------------------------------------------------------
# The example event: the same event as a crosstable and as a pairings list


def _example(name: str) -> GridReading:
    with (EXAMPLES / name).open(encoding="utf-8") as handle:
        return read_csv(handle, source=name)


def test_examples_are_the_same_event() -> None:
    cross, pairs = _example("club-crosstable.csv"), _example("club-pairings.csv")
    assert cross.kind is ReadingKind.CROSSTABLE and pairs.kind is ReadingKind.PAIRINGS
    # the same event; the pairings list also gives its boards (core/boards.py)
    assert cross.tournament == pairs.tournament._replace(extra=())
    assert dict(pairs.tournament.extra)["x-boards"][:2] == ((1, 1, 1, 6), (1, 2, 7, 2))
    t = cross.tournament
    assert t.name == "Club Championship Brno, Autumn 2026"
    assert len(t.players) == 10 and t.rounds == 5 and t.rounds_played == 5
    outcomes = {r.outcome for p in t.players for r in p.results}
    assert {Outcome.PAB, Outcome.HALF_BYE, Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS} <= outcomes


def test_examples_give_the_same_standings() -> None:
    cross, pairs = _example("club-crosstable.csv"), _example("club-pairings.csv")
    for rules in ("fide-2026", "fide-2009", "uscf"):
        a = compute_standings(cross.tournament, rules=rules)
        b = compute_standings(pairs.tournament, rules=rules)
        assert standings_to_json(a) == standings_to_json(b)
        assert [row.player.id for row in a.rows][:2] in ([1, 2], [2, 1])


# ---------------------------------------------------------------------------------------
# Round trip: random events written as grids in varied spellings read back unchanged

_EXPORT_RESULT = {Outcome.WIN: ["1"], Outcome.DRAW: ["½", "=", "0,5", "1/2"], Outcome.LOSS: ["0"]}
_PAIR_RESULT = {
    (Outcome.WIN, Outcome.LOSS): ["1-0", "1:0", "1 - 0"],
    (Outcome.LOSS, Outcome.WIN): ["0-1", "0:1"],
    (Outcome.DRAW, Outcome.DRAW): ["½-½", "1/2-1/2", "0.5-0.5", "=", "½:½"],
    (Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS): ["+/-", "+:-", "1-0F", "+-"],
    (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_WIN): ["-/+", "-:+", "0-1F", "-+"],
    (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_LOSS): ["--", "0-0", "-/-", "-:-"],
}
_BYE_ROW = {
    Outcome.PAB: [("BYE", ""), ("BYE", "1"), ("", "U"), ("bye", "")],
    Outcome.HALF_BYE: [("", "H"), ("BYE", "½"), ("", "half-point bye")],
    Outcome.FULL_BYE: [("", "F"), ("", "full-point bye")],
    Outcome.ZERO_BYE: [("", "Z"), ("BYE", "0"), ("", "zero-point bye")],
}


def _cell_text(rr: RoundResult, rng: random.Random) -> str:
    token = format_token(rr)
    if rr.outcome.is_played and rr.color is not None and rng.random() < 0.5:
        letter = rng.choice([rr.color.value, rr.color.value.upper()])
        return f"{rr.opponent}{letter}{rng.choice(_EXPORT_RESULT[rr.outcome])}"
    if rr.outcome is Outcome.FORFEIT_WIN and rng.random() < 0.3:
        return f"{rr.opponent}w+"
    if rr.outcome is Outcome.ABSENT:
        return rng.choice(["", "--", "-"])
    return token.lower() if rng.random() < 0.2 else token


def _as_crosstable(t: Tournament, rng: random.Random) -> list[list[str]]:
    rounds = [
        rng.choice(["R{}", "Rd {}", "Kolo {}", "{}. Runde", "Кръг {}"]).format(r)
        for r in range(1, t.rounds + 1)
    ]
    rows = [[t.name], ["Nr.", "Name", "Elo", *rounds, "Pts"]]
    for p in t.players:
        pts = format_score(points_of(p, t.scoring)).replace(".", rng.choice([".", ","]))
        rows.append(
            [str(p.id), p.name, str(p.rating or ""), *[_cell_text(r, rng) for r in p.results], pts]
        )
    return rows


def _as_pairings(t: Tournament, rng: random.Random) -> list[list[str]]:
    rows = [
        [t.name],
        ["No.", "Name", "Rtg"],
        *[[str(p.id), p.name, str(p.rating or 0)] for p in t.players],
        [],
        ["Round", "White", "Black", "Result"],
    ]
    for rnd in range(1, t.rounds_played + 1):
        games = []
        for p in t.players:
            rr = p.results[rnd - 1]
            who = p.name if rng.random() < 0.7 else str(p.id)
            if rr.opponent is not None:
                if rr.color is Color.BLACK or (rr.color is None and rr.opponent < p.id):
                    continue  # written from White's row (or the lower number's)
                other = t.player(rr.opponent)
                opp = other.name if rng.random() < 0.7 else str(other.id)
                mine = other.results[rnd - 1].outcome
                games.append([str(rnd), who, opp, rng.choice(_PAIR_RESULT[rr.outcome, mine])])
            elif rr.outcome is not Outcome.ABSENT:
                other_cell, result = rng.choice(_BYE_ROW[rr.outcome])
                games.append([str(rnd), who, other_cell, result])
        rng.shuffle(games)
        rows += games
    return rows


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(4, 40), st.integers(1, 9))
def test_random_events_round_trip(seed: int, players: int, rounds: int) -> None:
    t = random_tournament(seed, players, rounds)
    t = t._replace(
        start_date=None,
        players=tuple(
            p._replace(name=f"{p.name} {'ÁBČ'[p.id % 3]}", withdrawn_after=None) for p in t.players
        ),
    )
    rng = random.Random(seed)
    cross = read_grid(_as_crosstable(t, rng), source="cross")
    assert cross.tournament == t
    # a round of absences only leaves no row in a pairings list: compare what it can hold
    last = max(
        (
            r
            for r in range(1, rounds + 1)
            if any(p.results[r - 1].outcome is not Outcome.ABSENT for p in t.players)
        ),
        default=0,
    )
    pairs = read_grid(_as_pairings(t, rng), source="pairs", rounds=rounds)
    assert pairs.tournament == t.after_round(last)


# ---------------------------------------------------------------------------------------
# Fuzzing: random and mutated grids give a reading or an InputError, nothing else

_CELLS = st.sampled_from(
    [
        "",
        " ",
        "No.",
        "Name",
        "R1",
        "R2",
        "Rd 3",
        "1",
        "2",
        "3",
        "12",
        "Pts",
        "Round",
        "White",
        "Black",
        "Result",
        "Kolo 1",
        "Č.",
        "Rk",
        "1-0",
        "0-1",
        "½-½",
        "0-0",
        "+/-",
        "--",
        "BYE",
        "H",
        "F",
        "Z",
        "U",
        "+W2",
        "-B1",
        "=W3",
        "+F2",
        "-F1",
        "2w1",
        "1b0",
        "3b½",
        "2w+",
        "x",
        "Ana",
        "Bo",
        "ana",
        "1,5",
        "0",
        "-",
        "9999999999",
        "R999",
        "Round 500",
        "١",
        "²",
        "half-point bye",
        "volno",
        "Elo",
        "1900",
        "abc",
        "\ufeff",
        "№",
        "Runde 2",
    ]
)
_ROWS = st.lists(st.lists(_CELLS | st.text(max_size=6), max_size=8), max_size=10)


def _check(cells: list[list[str]]) -> None:
    try:
        r = read_grid(cells, source="fuzz")
    except InputError as exc:
        assert exc.problems and all(isinstance(p, Problem) for p in exc.problems)
    else:
        assert isinstance(r, GridReading) and r.kind in (
            ReadingKind.CROSSTABLE,
            ReadingKind.PAIRINGS,
        )
        assert len({len(p.results) for p in r.tournament.players}) <= 1


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_ROWS)
def test_fuzz_random_grids(cells: list[list[str]]) -> None:
    _check(cells)


_HEADERS = st.sampled_from(
    [
        ["No.", "Name", "R1", "R2", "R3", "Pts"],
        ["Rk", "SNo", "Name", "Rtg", "1", "2", "Body"],
        ["Round", "Board", "White", "Black", "Result"],
        ["No.", "Name", "Rtg"],
        ["", "Name", "Kolo 1", "Kolo 2"],
        ["White", "Result", "Black"],
        ["Rd", "No.", "White", "Result", "Black", "No."],
    ]
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_HEADERS, min_size=1, max_size=2), _ROWS, _ROWS)
def test_fuzz_grids_with_headers(
    headers: list[list[str]], body: list[list[str]], more: list[list[str]]
) -> None:
    cells = [headers[0], *body]
    if len(headers) > 1:
        cells += [[], headers[1], *more]
    _check(cells)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(
        st.sampled_from(
            [
                ",",
                ";",
                "\t",
                "\n",
                "\r\n",
                '"',
                "\ufeff",
                "No.",
                "Name",
                "R1",
                "+W2",
                "-B1",
                "1",
                "2",
                "A",
                "B",
                "Pts",
                "1,5",
                "\x00",
            ]
        )
        | st.text(max_size=3),
        max_size=40,
    )
)
def test_fuzz_csv_text(parts: list[str]) -> None:
    try:
        r = read_csv(io.StringIO("".join(parts)), source="fuzz.csv")
    except InputError as exc:
        assert exc.problems
    else:
        assert isinstance(r, GridReading)


def _grid_of(name: str) -> list[list[str]]:
    with (EXAMPLES / name).open(encoding="utf-8") as handle:
        return read_csv_rows(handle, source=name)


_EXAMPLE_GRIDS = [_grid_of("club-crosstable.csv"), _grid_of("club-pairings.csv")]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(_EXAMPLE_GRIDS),
    st.lists(
        st.tuples(
            st.integers(0, 40),
            st.integers(0, 10),
            _CELLS | st.text(max_size=5),
            st.sampled_from(["set", "del-row", "dup-row", "del-cell"]),
        ),
        min_size=1,
        max_size=6,
    ),
)
def test_fuzz_mutated_examples(
    base: list[list[str]], edits: list[tuple[int, int, str, str]]
) -> None:
    cells = [list(row) for row in base]
    for r, c, text, how in edits:
        if not cells:
            break
        r %= len(cells)
        if how == "del-row":
            del cells[r]
        elif how == "dup-row":
            cells.insert(r, list(cells[r]))
        elif how == "del-cell" and cells[r]:
            del cells[r][c % len(cells[r])]
        elif how == "set":
            row = cells[r]
            if c >= len(row):
                row.extend([""] * (c + 1 - len(row)))
            row[c] = text
    _check(cells)
