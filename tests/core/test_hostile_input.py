"""Hostile and careless input (issue 10): each case was tried first and found to end in a
traceback, a silent loss or an unreadable table; now each is a clean InputError that names the
file and the field, line or cell."""

from __future__ import annotations

import cProfile
import io
import json
import pstats
import tracemalloc
from pathlib import Path
from typing import Any

import pytest

from core.cli import main
from core.errors import MAX_SHOWN_PROBLEMS, InputError, Problem
from core.formats.grid import read_grid
from core.formats.load import load_path, load_text
from core.formats.trf import read_trf, write_trf

TWO = [{"id": 1, "name": "Ana", "results": ["+W2"]}, {"id": 2, "name": "Bo", "results": ["-B1"]}]


def doc(**top: Any) -> dict[str, Any]:
    return {"players": json.loads(json.dumps(TWO)), **top}


def problems(text: str, source: str = "t.json") -> list[Problem]:
    with pytest.raises(InputError) as info:
        load_text(text, source=source)
    assert all(p.source == source for p in info.value.problems)
    return info.value.problems


def one_message(text: str, source: str = "t.json") -> str:
    found = problems(text, source)
    return "\n".join(str(p) for p in found)


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


# ---------------------------------------------------------------------------------------
# JSON: nesting, huge numbers, bounds


def test_deeply_nested_json_is_an_input_error() -> None:
    text = '{"x-deep": ' + "[" * 100_000 + "]" * 100_000 + ', "players": []}'
    message = one_message(text)
    assert "nested too deeply" in message and "t.json:1" in message


def test_an_integer_over_4300_digits_names_its_field() -> None:
    text = json.dumps(doc()).replace('"players"', '"rounds": ' + "9" * 5000 + ', "players"')
    message = one_message(text)
    assert "rounds" in message and "5,000 digits" in message and "t.json:1" in message


@pytest.mark.parametrize("value", ["1e308", "1" + "0" * 400, "1e-9", "-1", "0.1234"])
def test_scoring_values_have_bounds(value: str) -> None:
    text = json.dumps(doc()).replace('"players"', '"scoring": {"win": ' + value + '}, "players"')
    message = one_message(text)
    assert "scoring.win" in message and "0 to 1000 with at most 3 decimals" in message


def test_scoring_within_bounds_is_read() -> None:
    t = load_text(json.dumps(doc(scoring={"win": 3, "draw": 1.5, "loss": 0.125})), source="t.json")
    assert (t.scoring.win, float(t.scoring.draw), float(t.scoring.loss)) == (3, 1.5, 0.125)


@pytest.mark.parametrize(
    ("field", "value", "expected"),
    [
        ("rounds", 101, "rounds must be a whole number from 0 to 100, found 101"),
        ("rounds", 10**30, "rounds must be a whole number from 0 to 100, found 1000000000000"),
    ],
)
def test_round_count_has_a_bound(field: str, value: int, expected: str) -> None:
    assert expected in one_message(json.dumps(doc(**{field: value})))


def test_player_ids_have_a_bound() -> None:
    d = doc()
    d["players"][1]["id"] = 100_000
    d["players"][0]["results"] = ["+W100000"]
    assert "id must be a whole number from 1 to 99,999, found 100000" in one_message(json.dumps(d))


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        (5, "name must be a string, found 5"),
        (None, "name must be a string, found None"),
        ("Ana\u0000", "name 'Ana\\x00': it holds the control character U+0000"),
        ("Ana\u001bNovak", "control character U+001B"),
        ("Ana\nNovak", "control character U+000A"),
        ("Ana\ud800", "half of a UTF-16 surrogate pair U+D800"),
    ],
)
def test_player_names_must_be_plain_strings(name: object, expected: str) -> None:
    d = doc()
    d["players"][0]["name"] = name
    message = one_message(json.dumps(d))
    assert expected in message and "player 1" in message


def test_event_name_with_a_control_character() -> None:
    assert "name 'Club\\x07': it holds the control character U+0007" in one_message(
        json.dumps(doc(name="Club\u0007"))
    )


def test_rating_has_a_bound() -> None:
    d = doc()
    d["players"][0]["rating"] = 10**200
    assert "rating must be a whole number from 0 to 4000 or null" in one_message(json.dumps(d))


# ---------------------------------------------------------------------------------------
# TRF


def _trf_players() -> str:
    buf = io.StringIO()
    write_trf(load_text(json.dumps(doc()), source="t.json"), buf)
    return "".join(ln + "\n" for ln in buf.getvalue().splitlines() if ln.startswith("001"))


TRF_PLAYERS = _trf_players()


def trf_problems(text: str) -> str:
    with pytest.raises(InputError) as info:
        read_trf(io.StringIO(text), source="t.trf")
    assert all(p.source == "t.trf" for p in info.value.problems)
    return "\n".join(str(p) for p in info.value.problems)


def test_trf_round_count_over_4300_digits() -> None:
    message = trf_problems("012 Club\nXXR " + "9" * 5000 + "\n" + TRF_PLAYERS)
    assert "record XXR: the number of rounds must be a whole number from 0 to 100" in message


def test_trf_round_count_over_the_bound() -> None:
    assert "found '101'" in trf_problems("XXR 101\n" + TRF_PLAYERS)


@pytest.mark.parametrize("value", ["1" * 500, "1001"])
def test_trf_scoring_records_have_bounds(value: str) -> None:
    message = trf_problems(f"BBW {value}\n" + TRF_PLAYERS)
    assert "record BBW" in message and "0 to 1000 with at most 3 decimals" in message


@pytest.mark.parametrize(
    ("columns", "text"), [("5-8", "   ²"), ("49-52", "²²²²"), ("86-89", "  ¹²")]
)
def test_trf_digits_that_are_not_ascii(columns: str, text: str) -> None:
    start = int(columns.split("-")[0])
    line = list(TRF_PLAYERS.splitlines()[0])
    line[start - 1 : start + 3] = list(text)
    message = trf_problems("".join(line) + "\n" + TRF_PLAYERS.splitlines()[1] + "\n")
    assert f"columns {columns}" in message


def test_trf_name_with_a_control_character() -> None:
    text = TRF_PLAYERS.replace("Ana ", "An\x01 ")
    assert (
        "t.trf:1: player 1: name 'An\\x01': it holds the control character U+0001"
        in trf_problems(text)
    )


# ---------------------------------------------------------------------------------------
# Grids


def grid_message(cells: list[list[str]]) -> str:
    with pytest.raises(InputError) as info:
        read_grid(cells, source="sheet")
    return "\n".join(str(p) for p in info.value.problems)


def test_grid_name_with_a_control_character() -> None:
    cells = [["No.", "Name", "R1"], ["1", "Ana\x00", "+W2"], ["2", "Bo", "-B1"]]
    assert "sheet: B2: name 'Ana\\x00': it holds the control character U+0000" in grid_message(
        cells
    )


def test_pairings_name_with_a_control_character() -> None:
    cells = [["Round", "White", "Black", "Result"], ["1", "Ana", "B\x1bo", "1-0"]]
    assert "sheet: C2: name 'B\\x1bo': it holds the control character U+001B" in grid_message(cells)


def test_a_truncated_pairings_row_is_an_error() -> None:
    text = "Round,Board,White,Black,Result\n1,1,Ana,Bo,1-0\n1,2\n2,1,Bo,Ana,0-1\n"
    message = one_message(text, "p.csv")
    assert "p.csv: A3: row 3 has round 1 and board 2 but no players" in message


def test_template_rows_of_a_round_not_played_yet_are_fine() -> None:
    text = "Round,Board,White,Black,Result\n1,1,Ana,Bo,1-0\n2,1\n2,2\n"
    t = load_text(text, source="p.csv")
    assert t.rounds_played == 1


@pytest.mark.parametrize(("row", "cell"), [("0,Ana,Bo,1-0", "A2"), ("-1,Ana,Bo,1-0", "A2")])
def test_a_round_number_below_1(row: str, cell: str) -> None:
    message = one_message(f"Round,White,Black,Result\n{row}\n", "p.csv")
    assert f"p.csv: {cell}: round numbers start at 1, found" in message


def test_a_section_row_for_round_0() -> None:
    text = "White,Black,Result\nRound 1\nAna,Bo,1-0\nRound 0\nBo,Ana,0-1\n"
    assert "p.csv: A4: round numbers start at 1, found 'Round 0'" in one_message(text, "p.csv")


def test_a_crosstable_round_column_0() -> None:
    cells = [["No.", "Name", "R0", "R1"], ["1", "Ana", "", "+W2"], ["2", "Bo", "", "-B1"]]
    assert "sheet: C1: round numbers start at 1, found 'R0'" in grid_message(cells)


# ---------------------------------------------------------------------------------------
# Size and the number of problems shown


def test_a_file_over_the_limit_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "big.csv"
    with open(path, "wb") as fh:
        fh.truncate(50 * 1000 * 1000)  # sparse: 50 MB of NUL bytes
    # Refused from its size alone: reading it would hold its 50 MB in memory.
    tracemalloc.start()
    try:
        with pytest.raises(InputError) as info:
            load_path(path)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 1_000_000
    assert str(info.value) == (
        f"{path}: the file is 50 MB; tiebreak reads tournament files of up to 20 MB"
    )


def _calls_to_load(path: Path) -> int:
    """How many function calls reading ``path`` makes: a measure of its work that, unlike a
    clock, does not depend on what else the machine is doing."""
    profile = cProfile.Profile()
    profile.enable()
    try:
        load_path(path)
    except InputError:
        pass
    finally:
        profile.disable()
    return pstats.Stats(profile).total_calls  # type: ignore[attr-defined, no-any-return]


def test_a_file_of_problems_takes_work_linear_in_its_size(tmp_path: Path) -> None:
    # Games naming players the list does not have: each problem's "did you mean" hint
    # compared the name with every name of the list, quadratic in the size of the file.
    # Counted in function calls, not seconds: twice the file, about twice the work.
    def pairings(prefix: str, games: int) -> Path:
        path = tmp_path / f"{prefix}{games}.csv"
        rows = [
            "No,Name",
            *(f"{i},Player{i}" for i in range(1, 2 * games + 1)),
            "",
            "Round,White,Black,Result",
            *(f"1,{prefix}{2 * i + 1},{prefix}{2 * i + 2},1-0" for i in range(games)),
        ]
        path.write_text("\n".join(rows) + "\n", encoding="utf-8")
        return path

    with pytest.raises(InputError) as info:
        load_path(pairings("Stranger", 4000))
    assert len(info.value.problems) == 8000
    assert str(info.value).endswith("… and 7,950 more problems")
    half, whole = (
        _calls_to_load(pairings("Stranger", 2000)),
        _calls_to_load(pairings("Stranger", 4000)),
    )
    assert whole < 2.5 * half
    # and a file of problems costs a few times a valid one of the same size, not more
    assert whole < 6 * _calls_to_load(pairings("Player", 4000))


def test_cli_caps_the_problems_it_prints(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    rows = ["Round,White,Black,Result"] + [f"1,P{i},Q{i},7-7" for i in range(1000)]
    path = tmp_path / "bad.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    code, _, err = run(capsys, "check", str(path))
    lines = err.splitlines()
    assert code == 1 and len(lines) == MAX_SHOWN_PROBLEMS + 1
    assert lines[0].startswith(f"tiebreak: {path}: D2: expected a result")
    assert lines[-1] == "tiebreak: … and 950 more problems"


# ---------------------------------------------------------------------------------------
# Encodings (core/formats/text_decoding.py)

PAIRINGS = "Round,White,Black,Result\n1,{a},{b},1-0\n2,{b},{a},½-½\n"


def names_read(tmp_path: Path, data: bytes) -> list[str]:
    path = tmp_path / "p.csv"
    path.write_bytes(data)
    return [p.name for p in load_path(path).players]


def refusal(tmp_path: Path, data: bytes) -> str:
    path = tmp_path / "p.csv"
    path.write_bytes(data)
    with pytest.raises(InputError) as info:
        load_path(path)
    return str(info.value)


def test_excel_unicode_text_is_read(tmp_path: Path) -> None:
    # Excel's "Unicode text": UTF-16 little-endian with a byte-order mark, tab-separated.
    text = PAIRINGS.format(a="Dvořák", b="Núñez").replace(",", "\t")
    assert names_read(tmp_path, text.encode("utf-16")) == ["Dvořák", "Núñez"]
    assert names_read(
        tmp_path, text.encode("utf-16-be")[:0] + b"\xfe\xff" + text.encode("utf-16-be")
    ) == ["Dvořák", "Núñez"]


def test_windows_1250_is_read_when_certain(tmp_path: Path) -> None:
    # Windows-1252 would read "Èerný" (French È with Icelandic ý in one word): not plausible.
    data = PAIRINGS.format(a="Černý", b="Dvořák").replace("½-½", "0-1").encode("cp1250")
    assert names_read(tmp_path, data) == ["Černý", "Dvořák"]


def test_windows_1252_is_read_when_certain(tmp_path: Path) -> None:
    # Windows-1250 would read "Núńez" (Spanish ú with Polish ń) and "˝-˝" for "½-½".
    data = PAIRINGS.format(a="Núñez", b="Peña").encode("cp1252")
    assert names_read(tmp_path, data) == ["Núñez", "Peña"]


def test_bytes_both_code_pages_read_alike(tmp_path: Path) -> None:
    data = PAIRINGS.format(a="Müller", b="Groß").replace("½-½", "0-1").encode("cp1252")
    assert names_read(tmp_path, data) == ["Müller", "Groß"]


def test_an_uncertain_encoding_is_refused(tmp_path: Path) -> None:
    # "Şahin" alone is Turkish in Windows-1254 and Romanian "Ţahin" in Windows-1250: no
    # way to tell, so no guess. ("Dvořák" against Faroese "Dvoøák" is now Czech: a reading
    # in one of our languages beats one only a further language spells.)
    data = PAIRINGS.format(a="Şahin", b="Bo").replace("½-½", "0-1").encode("cp1254")
    message = refusal(tmp_path, data)
    assert message.startswith(f"{tmp_path / 'p.csv'}:2: not UTF-8 (byte 0xDE on this line)")
    assert "reads as words in more than one encoding: Windows-1250 (reads 'Ţahin')" in message
    assert "save it as UTF-8" in message
    data = PAIRINGS.format(a="Dvořák", b="Novák").replace("½-½", "0-1").encode("cp1250")
    assert names_read(tmp_path, data) == ["Dvořák", "Novák"]


def test_bytes_of_no_known_encoding_are_refused(tmp_path: Path) -> None:
    data = PAIRINGS.format(a="A\x81\x90", b="Bo").encode("latin-1")
    message = refusal(tmp_path, data)
    assert "reads as no language's words in Windows-1250, ISO-8859-2, Windows-1252" in message
    assert "save it as UTF-8" in message


def test_a_spreadsheet_file_is_not_text(tmp_path: Path) -> None:
    # the start of an .xlsx (a zip) is read as a workbook, not as text
    message = refusal(tmp_path, b"PK\x03\x04\x14\x00\x06\x00\x08\x00\x00\x00!\x00\xb5")
    assert "not a readable .xlsx workbook" in message


# ---------------------------------------------------------------------------------------
# TRF-16 output


def test_convert_to_trf_refuses_10000_players(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    players = [{"id": i, "name": f"P{i}", "results": []} for i in range(1, 10_001)]
    path = tmp_path / "huge.json"
    path.write_text(json.dumps({"players": players}), encoding="utf-8")
    out_path = tmp_path / "huge.trf"
    code, out, err = run(capsys, "convert", str(path), "--to", "trf", "-o", str(out_path))
    assert code == 1 and not out and not out_path.exists()
    assert err == (
        "tiebreak: TRF: the event has 10,000 players, but TRF-16 start numbers have "
        "four digits (1 to 9,999): keep it as tournament JSON (--to json)\n"
    )


def test_convert_to_trf_refuses_a_start_number_over_9999(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    d = doc()
    d["players"][1]["id"] = 12_345
    d["players"][0]["results"] = ["+W12345"]
    path = tmp_path / "t.json"
    path.write_text(json.dumps(d), encoding="utf-8")
    code, _, err = run(capsys, "convert", str(path), "--to", "trf")
    assert code == 1
    assert (
        "tiebreak: TRF: player 12345: start number 12345 does not fit TRF-16's four "
        "digits (1 to 9,999)" in err
    )


def test_points_of_100_or_more_are_written_so_they_read_back() -> None:
    # 3-1-0 scoring, 40 wins: 120 points, "120.0" is five characters for columns 81-84.
    n = 41
    players = [{"id": 1, "name": "Ana", "results": [f"+W{i}" for i in range(2, n + 1)]}]
    for i in range(2, n + 1):
        results = ["--"] * (n - 1)
        results[i - 2] = "-B1"
        players.append({"id": i, "name": f"P{i}", "results": results})
    t = load_text(
        json.dumps({"players": players, "scoring": {"win": 3, "draw": 1}}), source="t.json"
    )
    buf = io.StringIO()
    write_trf(t, buf)
    again = read_trf(io.StringIO(buf.getvalue()), source="t.trf")
    assert again.players == t.players


# ---------------------------------------------------------------------------------------
# Notations organisers type

# A US Chess wallchart: 1 beat 2 and drew 3; 2 had a half-point bye in round 2; 3 won by
# forfeit against 4 in round 1; 4 did not play round 2 (U), and took a full-point bye in 3.
WALLCHART = [
    ["No.", "Name", "Rd 1", "Rd 2", "Rd 3"],
    ["1", "Ana", "W2", "D3", "U"],
    ["2", "Bo", "L1", "H", "W3"],
    ["3", "Cy", "X4", "D1", "L2"],
    ["4", "Dee", "F3", "U", "B"],
]
US_OUTCOMES = {
    1: ["win", "draw", "absent"],
    2: ["loss", "half-bye", "win"],
    3: ["forfeit-win", "draw", "loss"],
    4: ["forfeit-loss", "absent", "full-bye"],
}


def csv_of(rows: list[list[str]]) -> str:
    return "".join(",".join(r) + "\n" for r in rows)


def outcomes(t: Any) -> dict[int, list[str]]:
    return {p.id: [r.outcome.value for r in p.results] for p in t.players}


def test_a_wallchart_with_a_notation_row_is_read_in_us_chess_meaning() -> None:
    t = load_text(csv_of([["Notation", "uscf"], *WALLCHART]), source="w.csv")
    assert outcomes(t) == US_OUTCOMES
    assert t.name == "w"  # the notation row is not the event's title


def test_notation_in_one_cell_and_a_title_above() -> None:
    t = load_text(csv_of([["Club Open"], ["Notation: US Chess"], *WALLCHART]), source="w.csv")
    assert outcomes(t) == US_OUTCOMES and t.name == "Club Open"


def test_a_wallchart_without_the_notation_gets_a_hint(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "w.csv"
    path.write_text(csv_of(WALLCHART), encoding="utf-8")
    code, _, err = run(capsys, "check", str(path))
    assert code == 1
    assert "C2: expected a round cell such as" in err
    assert (
        "W2 looks like US Chess wallchart notation: add a row 'Notation | uscf' above the "
        "table, or give --notation uscf" in err
    )
    code, out, _ = run(capsys, "standings", str(path), "--notation", "uscf", "--format", "json")
    assert code == 0
    points = {row["id"]: row["points"] for row in json.loads(out)["standings"]}
    assert points == {1: 1.5, 2: 1.5, 3: 1.5, 4: 1}


def test_the_command_line_notation_overrides_the_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "w.csv"
    path.write_text(csv_of([["Notation", "uscf"], *WALLCHART]), encoding="utf-8")
    code, _, err = run(capsys, "check", str(path), "--notation", "standard")
    assert code == 1 and "C3: expected a round cell such as" in err


def test_an_unknown_notation_row() -> None:
    with pytest.raises(InputError) as info:
        load_text(csv_of([["Notation", "ecf"], *WALLCHART]), source="w.csv")
    assert str(info.value) == "w.csv: B1: notation 'ecf': expected standard or uscf"


def test_json_with_notation_uscf() -> None:
    d = doc(notation="uscf")
    d["players"][0]["results"], d["players"][1]["results"] = ["W2", "B"], ["L1", "U"]
    t = load_text(json.dumps(d), source="t.json")
    assert outcomes(t) == {1: ["win", "full-bye"], 2: ["loss", "absent"]}
    d["notation"] = "elo"
    assert "notation 'elo': expected standard or uscf" in one_message(json.dumps(d))


def test_json_tokens_in_us_notation_without_the_key_get_a_hint() -> None:
    d = doc()
    d["players"][0]["results"], d["players"][1]["results"] = ["W2"], ["L1"]
    assert 'add "notation": "uscf"' in one_message(json.dumps(d))


def test_uscf_letters_keep_us_meaning_not_the_standard_one() -> None:
    # Standard notation: U is a pairing-allocated bye and F a full-point bye; in US Chess
    # notation U is an unplayed round and F8 a forfeit loss.
    standard = load_text(
        json.dumps(
            doc(
                rounds=2,
                players=[
                    {"id": 1, "name": "Ana", "results": ["+W2", "U"]},
                    {"id": 2, "name": "Bo", "results": ["-B1", "F"]},
                ],
            )
        ),
        source="t.json",
    )
    assert outcomes(standard) == {1: ["win", "pab"], 2: ["loss", "full-bye"]}


@pytest.mark.parametrize("cell", ["1/2", "0.5", '"0,5"', " 1 / 2 "])
def test_pairings_draw_written_as_a_half(cell: str) -> None:
    t = load_text(f"Round,White,Black,Result\n1,Ana,Bo,{cell}\n", source="p.csv")
    assert outcomes(t) == {1: ["draw"], 2: ["draw"]}


def test_name_error_cell_in_a_pairings_list_gets_the_hint() -> None:
    message = one_message("Round,White,Black,Result\n1,Ana,Bo,#NAME?\n", "p.csv")
    assert "p.csv: D2: " in message and "found '#NAME?'" in message
    assert (
        "Google Sheets shows #NAME? for a cell that starts with =: type ½ or '= as text" in message
    )


def test_name_error_cell_in_a_crosstable_gets_the_hint() -> None:
    cells = [["No.", "Name", "R1"], ["1", "Ana", "#NAME?"], ["2", "Bo", "=W1"]]
    assert "sheet: C2: " in grid_message(cells) and "type ½ or '= as text" in grid_message(cells)


def test_a_huge_cell_does_not_make_a_huge_message() -> None:
    message = one_message(f"Round,White,Black,Result\n1,Ana,Bo,{'7' * 100_000}\n", "p.csv")
    with pytest.raises(InputError) as info:
        load_text(f"Round,White,Black,Result\n1,Ana,Bo,{'7' * 100_000}\n", source="p.csv")
    assert "p.csv: D2: expected a result" in message
    assert len(str(info.value)) <= 1000 and str(info.value).endswith("…")


def test_a_token_with_a_5000_digit_opponent() -> None:
    d = doc()
    d["players"][0]["results"] = ["+W" + "9" * 5000]
    message = one_message(json.dumps(d))
    assert "player 1, round 1: '+W99999" in message
    assert "opponent numbers go up to 99,999" in message and "sys.set_int" not in message


def test_standard_input_larger_than_the_limit_is_refused() -> None:
    from core.formats.text_decoding import read_bytes

    with pytest.raises(InputError) as info:
        read_bytes(io.BytesIO(b" " * (20 * 1000 * 1000 + 1)), source="-")
    assert str(info.value) == (
        "-: the file is larger than 20 MB; tiebreak reads tournament files of up to 20 MB"
    )
