"""An organiser's own files as Excel and club software write them: .xlsx workbooks, the
legacy code pages of our six languages, CSV for Excel."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from core.cli import main
from core.errors import InputError
from core.formats.load import load_path
from core.formats.text_decoding import decode_bytes
from core.formats.xlsx import MAX_UNCOMPRESSED, read_xlsx
from tests.core.workbooks import Cell, workbook


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def refused(path: Path | str) -> str:
    with pytest.raises(InputError) as info:
        load_path(path)
    return str(info.value)


# ---------------------------------------------------------------------------------------
# .xlsx workbooks

# chess-results' "Excel and Print" rank crosstable: a title block, opponents by rank, the
# points and TB1..TB3 beside the rounds (numbers as numbers, as Excel stores them).
CHESS_RESULTS = [
    ["Open Brno 2026"],
    ["Last update 01.12.2026 18:02:11, Creator/Last Upload: Czech Chess Federation"],
    [],
    ["Final Ranking crosstable after 3 Rounds"],
    [],
    ["Rk.", "Name", "FED", "Rtg", "1.Rd", "2.Rd", "3.Rd", "Pts.", "TB1", "TB2", "TB3"],
    [1, "Novák, Petr", "CZE", 1850, "4w1", "3b1", "2w½", 2.5, 4.5, 3, 2],
    [2, "Šťastný, Jiří", "CZE", 1720, "3w½", "4b1", "1b½", 2, 5, 4, 1],
    [3, "Dvořák, Adam", "SVK", 0, "2b½", "1w0", "4w1", 1.5, 5.5, 4, 1],
    [4, "Horák, Eva", "CZE", 1500, "1b0", "2w0", "3b0", 0, 6, 4.5, 0],
]


def write(tmp_path: Path, name: str, data: bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


def test_a_chess_results_crosstable_export_is_read(tmp_path: Path) -> None:
    path = write(tmp_path, "brno.xlsx", workbook({"Crosstable": CHESS_RESULTS}))
    t = load_path(path)
    assert t.name == "Open Brno 2026" and t.rounds == 3
    by_name = {p.name: p for p in t.players}
    assert by_name["Šťastný, Jiří"].rating == 1720 and by_name["Dvořák, Adam"].rating is None
    assert by_name["Dvořák, Adam"].federation == "SVK"
    novak = by_name["Novák, Petr"]
    assert [r.outcome.value for r in novak.results] == ["win", "win", "draw"]
    # the rank crosstable numbers opponents by rank: Novák beat Horák in round 1
    assert novak.results[0].opponent == by_name["Horák, Eva"].id


def test_the_first_visible_sheet_is_read_and_another_by_name(tmp_path: Path) -> None:
    other = [["No.", "Name", "R1"], [1, "Ana", "+W2"], [2, "Bo", "-B1"]]
    book = workbook(
        {"Notes": [["x"]], "Crosstable": CHESS_RESULTS, "Club": other}, hidden=["Notes"]
    )
    path = write(tmp_path, "event.xlsx", book)
    assert load_path(path).name == "Open Brno 2026"
    club = load_path(f"{path}#Club")
    assert [p.name for p in club.players] == ["Ana", "Bo"] and club.name == "event"
    message = refused(f"{path}#Round 9")
    assert (
        "the workbook has no sheet 'Round 9'; its sheets are 'Notes', 'Crosstable', 'Club'"
        in message
    )


def test_a_problem_names_the_sheet_and_the_cell(tmp_path: Path) -> None:
    rows = [["No.", "Name", "R1"], [1, "Ana", "+W2"], [2, "Bo", "1b-x"]]
    path = write(tmp_path, "club.xlsx", workbook({"Round robin": rows}, inline=True))
    assert f"{path}: 'Round robin'!C3: expected" in refused(path)


def test_a_pairings_tab_with_dates_and_numbers_is_read(tmp_path: Path) -> None:
    rows = [
        ["Round", "Board", "White", "Black", "Result"],
        [1, 1, "Ana", "Bo", "1-0"],
        [1, 2, "Cy", "Di", 0.5],
        [2, 1, "Bo", "Cy", "0-1"],
        [2, 2, "Di", "Ana", "½-½"],
    ]
    t = load_path(write(tmp_path, "p.xlsx", workbook({"Pairings": rows})))
    assert t.rounds == 2
    assert [p.name for p in t.players] == ["Ana", "Bo", "Cy", "Di"]
    assert t.player(3).results[0].outcome.value == "draw"


def test_a_date_cell_reads_as_an_iso_date() -> None:
    rows = [["Name", "Born"], ["Ana", ("date", 45000)], ["Bo", 1990]]
    sheet = read_xlsx(workbook({"S": rows}), source="b.xlsx")
    assert sheet.rows[1] == ["Ana", "2023-03-15"] and sheet.rows[2] == ["Bo", "1990"]


def test_a_zip_bomb_stops_at_the_bound(tmp_path: Path) -> None:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("[Content_Types].xml", "<Types/>")
        zf.writestr("xl/workbook.xml", b" " * (MAX_UNCOMPRESSED + 10))
    message = refused(write(tmp_path, "bomb.xlsx", buf.getvalue()))
    assert "the workbook is larger than 100 MB once unzipped" in message


def test_an_entity_declaration_is_refused(tmp_path: Path) -> None:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr(
            "xl/workbook.xml",
            '<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY a "aaaa">]><workbook>&a;</workbook>',
        )
    assert "declares a document type" in refused(write(tmp_path, "lol.xlsx", buf.getvalue()))


def test_an_xls_and_a_damaged_workbook_are_explained(tmp_path: Path) -> None:
    xls = write(tmp_path, "old.xls", b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 512)
    assert "an Excel 97-2003 workbook (.xls): tiebreak reads .xlsx" in refused(xls)
    cut = write(tmp_path, "cut.xlsx", workbook({"S": CHESS_RESULTS})[:200])
    assert "not a readable .xlsx workbook" in refused(cut)


def test_standings_of_a_workbook_from_the_command_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(tmp_path, "brno.xlsx", workbook({"Crosstable": CHESS_RESULTS}))
    code, out, err = run(capsys, "standings", str(path))
    assert code == 0, err
    assert out.index("Novák, Petr") < out.index("Šťastný, Jiří") < out.index("Horák, Eva")


# ---------------------------------------------------------------------------------------
# The legacy code pages of our languages

PAIRINGS = "Round,White,Black,Result\n1,{a},{b},1-0\n2,{b},{a},0-1\n"


def names(tmp_path: Path, data: bytes, *args: str) -> list[str]:
    path = write(tmp_path, "p.csv", data)
    return [p.name for p in load_path(path, encoding=args[0] if args else None).players]


@pytest.mark.parametrize(
    ("a", "b", "encoding"),
    [
        ("Jiří Šťastný", "Pešek", "iso-8859-2"),  # Windows-1250 would read "©»astný"
        ("Jiří Šťastný", "Žák", "cp1250"),
        ("Иван Петров", "Георги Иванов", "cp1251"),  # Bulgarian
        ("Şahin Yılmaz", "Ayşe Kılıç", "cp1254"),  # Turkish
        ("İsmail Doğan", "Kılıç", "cp1254"),  # Windows-1252 "Kýlýç": ý and ç of no one language
        ("José Núñez", "Peña", "cp1252"),  # Spanish
        ("Hélène Dupré", "Chloé Dubœuf", "cp1252"),  # French; Windows-1250 "Dubśuf": no Polish ś
        # before a vowel
        ("Niccolò Città", "Lucía Gómez", "cp1252"),  # Italian
        ("Ştefan Mureşan", "Ţurcanu", "cp1250"),  # Romanian
    ],
)
def test_the_code_page_whose_words_read_is_chosen(
    tmp_path: Path, a: str, b: str, encoding: str
) -> None:
    assert names(tmp_path, PAIRINGS.format(a=a, b=b).encode(encoding)) == [a, b]


def test_what_stays_ambiguous_is_refused_naming_the_candidates(tmp_path: Path) -> None:
    # "Şahin" alone: Turkish in Windows-1254, Romanian "Ţahin" in Windows-1250, Icelandic
    # "Þahin" in Windows-1252.
    message = refused(write(tmp_path, "p.csv", PAIRINGS.format(a="Şahin", b="Bo").encode("cp1254")))
    assert message.startswith(f"{tmp_path / 'p.csv'}:2: not UTF-8 (byte 0xDE on this line)")
    assert (
        "Windows-1250 (reads 'Ţahin'), Windows-1252 (reads 'Þahin'), Windows-1254 (reads 'Şahin')"
        in message
    )
    assert "save it as UTF-8" in message and "(--encoding)" in message
    assert "--encoding cp1254 reads it as Windows-1254" in message


@pytest.mark.parametrize(
    ("a", "b", "encoding", "readings"),
    [
        # each reading is a name: Icelandic Ýsmail and Doðan, German Öztürk
        ("İsmail Doğan", "Öztürk", "cp1254", "Windows-1252 (reads 'Ýsmail Doðan'), Windows-1254"),
        # Slovak "večne" has the čn of Windows-1250's "Hélčne"
        ("Hélène Dupré", "François", "cp1252", "Windows-1250 (reads 'Hélčne Dupré'), Windows-1252"),
    ],
)
def test_names_that_read_as_names_in_two_code_pages_are_refused(
    tmp_path: Path, a: str, b: str, encoding: str, readings: str
) -> None:
    message = refused(write(tmp_path, "p.csv", PAIRINGS.format(a=a, b=b).encode(encoding)))
    assert readings in message
    assert f"--encoding {encoding} reads it as" in message
    assert names(tmp_path, PAIRINGS.format(a=a, b=b).encode(encoding), encoding) == [a, b]


def test_the_encoding_named_is_used(tmp_path: Path) -> None:
    data = PAIRINGS.format(a="Şahin", b="Bo").encode("cp1254")
    assert names(tmp_path, data, "cp1254") == ["Şahin", "Bo"]
    assert names(tmp_path, data, "windows-1250") == ["Ţahin", "Bo"]


def test_a_wrong_encoding_name_is_one_line_with_a_suggestion(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(tmp_path, "p.csv", PAIRINGS.format(a="Ana", b="Bo").encode())
    code, _, err = run(capsys, "check", str(path), "--encoding", "cp125")
    assert code == 1
    assert err.startswith(f"tiebreak: {path}: unknown encoding cp125: did you mean cp125")
    assert err.count("\n") == 1
    code, _, err = run(capsys, "check", str(path), "--encoding", "cp1251")
    assert code == 0, err


def test_bytes_not_in_the_encoding_named_are_refused_with_the_line() -> None:
    with pytest.raises(InputError) as info:
        decode_bytes(b"Name\nAna\x98\n", source="p.csv", encoding="cp1251")
    assert str(info.value) == (
        "p.csv:2: not cp1251 text: byte 0x98 on this line is no character in cp1251"
    )


def test_check_reads_a_czech_iso_file_and_explain_finds_the_player(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(tmp_path, "p.csv", PAIRINGS.format(a="Jiří Šťastný", b="Bo").encode("iso-8859-2"))
    code, out, err = run(capsys, "explain", str(path), "Šťastný")
    assert code == 0, err
    assert "Jiří Šťastný" in out


# ---------------------------------------------------------------------------------------
# What the organiser's columns already say

PLAYERS = """No.,Name,Raitng,Rtg,Fed,Club,Born,Sex,R1,R2,Pts
1,Ana Novák,,1850,CZE,ŠK Brno,2011,F,+W2,=B3,1.5
2,Bo Li,,1720,,TJ Praha,17.5.1960,m,-B1,+W4,1
3,Cy Dunn,,,SVK,,2010-01-02,M,=W4,=W1,1
4,Di Ek,,1500,CZE,,,Ž,=B3,-B2,0.5
"""


def test_player_columns_are_read(tmp_path: Path) -> None:
    t = load_path(write(tmp_path, "club.csv", PLAYERS.encode()))
    ana, bo, cy, di = t.players
    assert (ana.rating, ana.federation, ana.club, ana.birth, ana.sex) == (
        1850,
        "CZE",
        "ŠK Brno",
        "2011",
        "f",
    )
    assert (bo.club, bo.birth, bo.sex) == ("TJ Praha", "1960-05-17", "m")
    assert (cy.birth, cy.sex, cy.club) == ("2010-01-02", "m", None)
    assert (di.birth, di.sex) == (None, "f")  # Czech Ž (žena)


def test_player_columns_of_a_workbook_are_read(tmp_path: Path) -> None:
    rows: list[list[Cell]] = [list(line.split(",")) for line in PLAYERS.splitlines()]
    rows[1][6] = ("date", 40700)  # 2011-06-06 as an Excel date (day 0 is 1899-12-30)
    t = load_path(write(tmp_path, "club.xlsx", workbook({"Players": rows})))
    assert t.players[0].birth == "2011-06-06" and t.players[0].club == "ŠK Brno"


def test_the_juniors_and_womens_prizes_are_awarded(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(tmp_path, "club.csv", PLAYERS.encode())
    prizes = write(
        tmp_path,
        "prizes.json",
        b'{"format": "tiebreak-prizes/1", "categories": ['
        b'{"id": "u16", "name": "Juniors", "born": {"from": 2010}, "places": [{"money": 50}]},'
        b'{"id": "w", "name": "Women", "sex": "f", "places": [{"money": 50}]}]}',
    )
    code, out, err = run(capsys, "prizes", str(path), "--prizes", str(prizes))
    assert code == 0, err
    assert "not awarded" not in out
    assert "Juniors" in out and "Women" in out


def test_a_bad_birth_or_sex_cell_is_named(tmp_path: Path) -> None:
    bad = PLAYERS.replace("17.5.1960", "31.2.1960").replace(",M,", ",X,")
    message = refused(write(tmp_path, "club.csv", bad.encode()))
    assert "G3: expected a birth year (2011) or date" in message and "found '31.2.1960'" in message
    assert "H4: expected m or f" in message and "found 'X'" in message


def test_standings_show_rating_federation_and_club(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(tmp_path, "club.csv", PLAYERS.encode())
    code, out, _ = run(capsys, "standings", str(path))
    assert code == 0
    head = next(line for line in out.splitlines() if line.startswith("Rk"))
    assert head.split()[:7] == ["Rk", "No", "Name", "Rtg", "Fed", "Club", "Pts"]
    assert "Ana Novák  1850  CZE  ŠK Brno" in out
    code, out, _ = run(capsys, "standings", str(path), "--format", "markdown", "--lang", "cs")
    # Czech heads the rating column with its own word, as its report page does (issue 34)
    assert "| Pořadí | Č. | Jméno | Elo | Fed | Klub | Body |" in out
    assert "| Ana Novák | 1850 | CZE | ŠK Brno | 1,5 |" in out


def test_standings_without_player_columns_keep_their_table(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(tmp_path, "p.csv", PAIRINGS.format(a="Ana", b="Bo").encode())
    run(capsys, "standings", str(path))
    out = run(capsys, "standings", str(path))[1]
    assert next(line for line in out.splitlines() if line.startswith("Rk")).split()[:4] == [
        "Rk",
        "No",
        "Name",
        "Pts",
    ]


def test_check_reports_an_unknown_column_once(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(tmp_path, "club.csv", PLAYERS.encode())
    code, out, err = run(capsys, "check", str(path))
    assert code == 0, err
    assert out.count("Raitng") == 1
    assert f"{path}: C1: column 'Raitng' is not one tiebreak reads: ignored" in out
    code, out, _ = run(capsys, "check", str(path), "--lang", "cs")
    assert "sloupec 'Raitng' tiebreak nečte: přeskočen" in out


# ---------------------------------------------------------------------------------------
# CSV for Excel


def test_csv_for_excel_in_a_decimal_comma_language(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = write(tmp_path, "club.csv", PLAYERS.encode())
    code, plain, _ = run(capsys, "standings", str(path), "--format", "csv")
    assert code == 0 and plain.startswith("rank,shared,id,name,points,")
    assert "\n1,,1,Ana Novák,1.5," in plain  # for programs, whatever the language
    # the header in the language (issue 34): Czech's under --lang cs, English's with --excel
    for args, head in (
        (["--lang", "cs"], "pořadí;dělené;číslo;jméno;body;"),
        (["--excel"], "rank;shared;id;name;points;"),
    ):
        code, out, _ = run(capsys, "standings", str(path), "--format", "csv", *args)
        assert code == 0
        assert out.startswith("\ufeff" + head)
        assert "\n1;;1;Ana Novák;1,5;" in out
    monkeypatch.setenv("TIEBREAK_LANG", "it")
    out = run(capsys, "standings", str(path), "--format", "csv")[1]
    assert out.startswith("\ufeffposizione;") and ";1,5;" in out
    # JSON stays JSON: numbers with a dot
    out = run(capsys, "standings", str(path), "--format", "json")[1]
    assert '"points": 1.5' in out


# ---------------------------------------------------------------------------------------
# Names as people type them

SURNAMES_FIRST = """No.,Name,R1,R2,R3
1,"Novák, Petr",+W3,,
2,"Li, Bo",-B4,,
3,Carl Jean-Luc,-B1,,
4,Eva Horáková,+W2,,
"""


def test_a_name_is_found_in_either_order(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(tmp_path, "e.csv", SURNAMES_FIRST.encode())
    code, out, err = run(capsys, "explain", str(path), "Petr Novak")
    assert code == 0, err
    assert out.startswith("Novák, Petr (1):")
    code, out, err = run(capsys, "explain", str(path), "Horáková, Eva")
    assert code == 0, err
    assert out.startswith("Eva Horáková (4):")


def test_a_mistyped_player_gets_did_you_mean(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(tmp_path, "e.csv", SURNAMES_FIRST.encode())
    for args in (
        ["explain", str(path), "Petr Nowak"],
        ["why", str(path), "Petr Nowak", "Bo"],
        ["whatif", str(path), "Petr Nowak", "--pairings", "1-3,2-4"],
    ):
        code, _, err = run(capsys, *args)
        assert code == 2
        assert err == "tiebreak: no player matches 'Petr Nowak'; did you mean Novák, Petr (1)?\n"
    code, _, err = run(capsys, "explain", str(path), "Petr Nowak", "--lang", "cs")
    assert "nemysleli jste Novák, Petr (1)?" in err


def test_whatif_pairings_by_name(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = write(tmp_path, "e.csv", SURNAMES_FIRST.encode())
    by_number = run(capsys, "whatif", str(path), "Petr", "--pairings", "1-3,2-4")
    assert by_number[0] == 0, by_number[2]
    for pairs in ("Petr Novak-Carl Jean-Luc,Bo-Eva", "Nov-Carl,Li-4"):
        assert run(capsys, "whatif", str(path), "Petr", "--pairings", pairs) == by_number
    code, _, err = run(capsys, "whatif", str(path), "Petr", "--pairings", "Petr-Zoltan,2-4")
    assert code == 2 and "no player matches 'Zoltan'" in err


# ---------------------------------------------------------------------------------------
# Right answers, right reasons

ROOT = Path(__file__).resolve().parents[2]


def test_check_counts_the_finished_rounds_only(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = (
        "No.,Name,R1,R2,R3\n1,Ana,+W2,=B3,?W4\n2,Bo,-B1,+W4,=W3\n"
        "3,Cy,=W4,=W1,=B2\n4,Di,=B3,-B2,?B1\n"
    )
    code, out, err = run(capsys, "check", str(write(tmp_path, "c.csv", text.encode())))
    assert code == 0, err
    assert "round 3 in progress" in out
    assert "ok — 4 players, 2 of 3 rounds" in out and "3 of 3 rounds" not in out


def test_a_prize_list_or_a_card_given_as_a_tournament_says_where_it_goes(
    capsys: pytest.CaptureFixture[str],
) -> None:
    prizes = str(ROOT / "examples" / "club-prizes.json")
    code, _, err = run(capsys, "check", prizes)
    assert code == 1
    assert err == (
        f"tiebreak: {prizes}:1: this is a prize list, not a tournament: give it to prizes "
        f"with the tournament (tiebreak prizes TOURNAMENT --prizes {prizes})\n"
    )
    card = str(ROOT / "examples" / "card.json")
    code, _, err = run(capsys, "standings", card)
    assert err.count("\n") == 1 and f"read it with calc (tiebreak calc {card})" in err


def test_a_misspelt_rule_set_gets_did_you_mean(capsys: pytest.CaptureFixture[str]) -> None:
    swiss = str(ROOT / "examples" / "club-swiss.json")
    code, _, err = run(capsys, "standings", swiss, "--rules", "fide2024")
    assert code == 2 and err.endswith("; did you mean 'fide-2024'?\n")
    code, _, err = run(capsys, "standings", swiss, "--rules", "fide-2O26", "--lang", "it")
    assert err.endswith("; intendevate 'fide-2026'?\n")


def test_the_substitute_rating_hint_names_the_option() -> None:
    from core.i18n.message import msg
    from core.i18n.text import LANGS, render

    for lang in LANGS:
        assert "--unrated-rating" in render(msg("entry.unrated", opponent="X"), lang)
        assert "--unrated-rating" in render(
            msg("warning.rating-tiebreak-dropped", codes="ARO", players="X"), lang
        )


def test_the_trf_export_writes_the_rank(capsys: pytest.CaptureFixture[str]) -> None:
    swiss = str(ROOT / "examples" / "club-swiss.json")
    code, out, _ = run(capsys, "convert", swiss, "--to", "trf")
    assert code == 0
    ranks = {int(line[4:8]): line[85:89] for line in out.splitlines() if line.startswith("001")}
    standings = run(capsys, "standings", swiss, "--format", "json")[1]
    import json

    for row in json.loads(standings)["standings"]:
        assert ranks[row["id"]] == f"{row['rank']:>4}"


def test_decomposed_names_are_composed(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    import unicodedata

    text = unicodedata.normalize("NFD", PAIRINGS.format(a="Šťastný", b="Bo"))
    path = write(tmp_path, "p.csv", text.encode())
    assert names(tmp_path, text.encode()) == ["Šťastný", "Bo"]
    code, out, _ = run(capsys, "standings", str(path))
    assert code == 0
    lines = out.splitlines()
    head = next(i for i, line in enumerate(lines) if line.startswith("Rk"))
    end = lines[head].index("Pts") + len("Pts")
    rows = lines[head + 1 : head + 3]
    assert [row[end - 1] for row in rows] == ["2", "0"]  # both players' points line up
    assert all(unicodedata.is_normalized("NFC", line) for line in lines)


def test_crosstable_errors_quote_the_cells_as_typed(tmp_path: Path) -> None:
    text = "No.,Name,R1,R2,Pts\n1,Ana,3w+,2b1,1.5\n2,Bo,4w1,1w0,1\n3,Cy,1b+,4b0,1\n4,Di,2b0,3w1,1\n"
    message = refused(write(tmp_path, "x.csv", text.encode()))
    assert "C2 has '3w+' but C4 (player 3) has '1b+'; expected '1b-' there" in message
    assert "-F1" not in message and "+W3" not in message
    fixed = text.replace("1,Ana,3w+,2b1,1.5", "1,Ana,3w+,2b1,1.5").replace("3,Cy,1b+", "3,Cy,1b-")
    message = refused(write(tmp_path, "x.csv", fixed.encode()))
    assert "E2: points '1.5' do not agree with the games: 3w+ 2b1 add up to 2" in message


# P3 and P1 draw: both end on 2 points in every scenario, level on BH-C1, and BH puts P3
# first; nobody else reaches 2 points.
TIED_AT_THE_TOP = {
    "rounds": 3,
    "players": [
        {"id": 1, "name": "P1", "results": ["=B3", "+B2"]},
        {"id": 2, "name": "P2", "results": ["-W6", "-W1"]},
        {"id": 3, "name": "P3", "results": ["=W1", "+B6"]},
        {"id": 4, "name": "P4", "results": ["+B5", "-W5"]},
        {"id": 5, "name": "P5", "results": ["-W4", "+B4"]},
        {"id": 6, "name": "P6", "results": ["+B2", "-W3"]},
    ],
}


def test_whatif_names_the_criterion_that_decides_the_worst_rank(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import json

    path = write(tmp_path, "w.json", json.dumps(TIED_AT_THE_TOP).encode())
    code, out, err = run(capsys, "whatif", str(path), "3", "--pairings", "3-1,6-2,5-4")
    assert code == 0, err
    draw = out.split("A draw (2 points): rank 1\n", 1)[1].split("\n\n", 1)[0].splitlines()
    reason = "Both have 2 points and level on BH-C1. P3 is above P1 on BH: 6 against 4."
    assert draw == [
        f"  best rank 1 (proven) whatever the other results: {reason}",
        f"  worst rank 1 (proven) whatever the other results: {reason}",
    ]
    code, out, _ = run(
        capsys, "whatif", str(path), "3", "--pairings", "3-1,6-2,5-4", "--format", "json"
    )
    worst = next(o for o in json.loads(out)["outlooks"] if o["result"] == "draw")["worst"]
    assert (worst["rival"], worst["criterion"]) == (1, "BH")


# ---------------------------------------------------------------------------------------
# A square round-robin table (one column per opponent)

WALL_CHART = """Club championship
No.,Name,1,2,3,4,5,Pts
1,Ana,X,1,½,1,,2.5
2,Bo,0,X,1,0,1,2
3,Cy,½,0,X,1,1,2.5
4,Di,0,1,0,X,½,1.5
5,Ed,,0,0,½,X,0.5
"""


def test_a_square_table_is_read_with_the_tiebreaks_that_need_no_rounds(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = write(tmp_path, "wall.csv", WALL_CHART.encode())
    code, out, err = run(capsys, "standings", str(path), "--format", "json")
    assert code == 0, err
    import json

    st = json.loads(out)
    assert st["tournament"] == {"name": "Club championship", "rounds": 5, "players": 5}
    rows = {r["name"]: r for r in st["standings"]}
    # SB by hand: Ana beat Bo (2) and Di (1.5), drew Cy (2.5): 2 + 1.5 + 1.25 = 4.75;
    # Cy drew Ana (1.25), beat Di (1.5) and Ed (0.5): 3.25
    assert rows["Ana"]["tiebreaks"]["SB"] == 4.75 and rows["Cy"]["tiebreaks"]["SB"] == 3.25
    assert rows["Ana"]["tiebreaks"]["WIN"] == 2 and rows["Cy"]["tiebreaks"]["WIN"] == 2
    assert [r["name"] for r in st["standings"]][:2] == ["Ana", "Cy"]  # level on DE; SB
    code, out, err = run(capsys, "standings", str(path), "--order", "PS,SB,KS")
    assert code == 0
    assert "[rounds-unknown] PS removed from the order: the table gives no round" in out


def test_a_square_table_whose_two_cells_disagree_is_refused(tmp_path: Path) -> None:
    bad = WALL_CHART.replace("2,Bo,0,X,1,0,1,2", "2,Bo,1,X,1,0,1,3")
    message = refused(write(tmp_path, "wall.csv", bad.encode()))
    assert "C4: the same game reads differently in its two cells: D3 has '1' but C4 has '1'" in (
        message
    )
    short = WALL_CHART.replace(",5,Pts", ",Pts").replace(",,2.5", ",2.5")
    message = refused(write(tmp_path, "wall2.csv", short.encode()))
    assert "one column per opponent, but there are 4 such columns for 5 players" in message


def test_a_pairings_tab_takes_the_player_list_of_another_tab(tmp_path: Path) -> None:
    players = [["No.", "Name", "Rtg", "Sex"], [1, "Ana", 1850, "F"], [2, "Bo", 1720, "M"]]
    pairings = [
        ["Round", "White", "Black", "Result"],
        [1, 2, 1, "0-1"],
        [2, "Ana", "Bo", "½-½"],
    ]
    book = workbook({"Pairings": pairings, "Players": players})
    t = load_path(write(tmp_path, "league.xlsx", book))
    assert [(p.id, p.name, p.rating, p.sex) for p in t.players] == [
        (1, "Ana", 1850, "f"),
        (2, "Bo", 1720, "m"),
    ]
    players[2][3] = "Q"
    message = refused(
        write(tmp_path, "bad.xlsx", workbook({"Pairings": pairings, "Players": players}))
    )
    assert "Players!D3: expected m or f" in message
