"""The grid readers' problems in the reader's language (issue 9).

Crosstables, pairings lists, CSV files, the shared limits and the consistency checks report
catalogue messages (``grid.*``): ``tiebreak check --lang cs`` prints them in Czech, ``--lang
en`` in the English the readers always wrote.
"""

from __future__ import annotations

import ast
import csv
import io
import random
import string
from fractions import Fraction
from pathlib import Path

import pytest

from core.cli import main
from core.errors import InputError
from core.formats.csv_layouts import read_csv
from core.formats.grid_cells import formula_hint, parse_cell, parse_result
from core.formats.notation import CellError, parse_uscf
from core.i18n.message import Msg
from core.i18n.text import LANGS, catalogue, render
from core.limits import scoring_problem, text_problem

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
READERS = [
    "core/formats/grid.py",
    "core/formats/grid_cells.py",
    "core/formats/grid_layout.py",
    "core/formats/grid_crosstable.py",
    "core/formats/grid_pairings.py",
    "core/formats/grid_roster.py",
    "core/formats/csv_layouts.py",
    "core/formats/notation.py",
    "core/limits.py",
    "core/formats/validate.py",
    "core/formats/name_typos.py",
    "core/formats/grid_settings.py",
]


def check(path: Path, lang: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, list[str]]:
    code = main(["check", str(path), "--lang", lang])
    err = capsys.readouterr().err
    return code, [line.replace(str(path.parent) + "/", "") for line in err.splitlines()]


# ------------------------------------------------------------------------------------------
# Typical problems, in Czech and (unchanged) English

TYPICAL = {
    "cross.csv": (
        "No.,Name,R1,R2,Pts\n1,Ana,+W2,=B3,2\n2,Bo,-B1,31,0\n3,Cy,BYE,=W1,1.5\n",
        [
            "tiebreak: cross.csv: D3: expected a round cell such as +W9, =B9, -9, 19w1, 3b½, "
            "12b0, ?W9, 19w, +F7, -F7, BYE, H, F, Z, -- or empty; found '31' (write the colour, e.g. 3w1, "
            "or a sign first, e.g. +3)",
            "tiebreak: cross.csv: E2: points '2' do not agree with the games: +W2 =B3 add up "
            "to 1.5",
        ],
        [
            "tiebreak: cross.csv: D3: očekává se buňka kola jako +W9, =B9, -9, 19w1, 3b½, 12b0, "
            "?W9, 19w, +F7, -F7, BYE, H, F, Z, -- nebo prázdná; nalezeno '31' (zapište barvu, např. 3w1, "
            "nebo napřed znaménko, např. +3)",
            "tiebreak: cross.csv: E2: body '2' nesouhlasí s partiemi: +W2 =B3 dávají dohromady 1,5",
        ],
    ),
    "pairs.csv": (
        "No.,Name\n1,Ana Novák\n2,Bo Li\n\nRound,White,Black,Result\n1,Anna Novak,Bo Li,1-0\n"
        "2,Bo Li,Ana Novák,1:1\n",
        [
            "tiebreak: pairs.csv: B6: unknown player 'Anna Novak': not in the player list (did "
            "you mean 'Ana Novák'?)",
            "tiebreak: pairs.csv: D7: expected a result such as 1-0, 0-1, ½-½, 1/2-1/2, 0.5-0.5, "
            "=, +/- or -/+ (forfeit), -- or 0-0 (double forfeit); found '1:1'",
        ],
        [
            "tiebreak: pairs.csv: B6: neznámý hráč 'Anna Novak': není v seznamu hráčů (mysleli "
            "jste 'Ana Novák'?)",
            "tiebreak: pairs.csv: D7: očekává se výsledek jako 1-0, 0-1, ½-½, 1/2-1/2, 0.5-0.5, "
            "=, +/- nebo -/+ (kontumace), -- nebo 0-0 (oboustranná kontumace); nalezeno '1:1'",
        ],
    ),
    "bye.csv": (
        "Round,White,Black,Result\n1,Ana,Bo,1-0\n1,Cy,,\n",
        [
            "tiebreak: bye.csv: B3: a player without an opponent: expected BYE, H (half-point "
            "bye), F (full-point bye), Z (zero-point bye) or U in the other player's cell or the "
            "result cell"
        ],
        [
            "tiebreak: bye.csv: B3: hráč bez soupeře: v buňce druhého hráče nebo ve výsledku se "
            "očekává BYE, H (volný los za půl bodu), F (volný los za celý bod), Z (volný los za "
            "nula bodů) nebo U"
        ],
    ),
    "uscf.csv": (
        "Notation,uscf\nNo.,Name,R1\n1,Ana,W2\n2,Bo,X\n",
        [
            "tiebreak: uscf.csv: C4: 'X': a forfeit names the opponent who did not play, e.g. X8 "
            "(US Chess notation)"
        ],
        [
            "tiebreak: uscf.csv: C4: 'X': kontumace uvádí soupeře, který nehrál, např. X8 (zápis "
            "US Chess)"
        ],
    ),
    "twice.csv": (
        "No.,Name,R1,R2\n1,Ana,+W2,\n1,Bo,-B1,\n",
        ["tiebreak: twice.csv: A3: start number 1 is used twice: rows 2 and 3"],
        ["tiebreak: twice.csv: A3: startovní číslo 1 je použito dvakrát: řádky 2 a 3"],
    ),
}


@pytest.mark.parametrize("name", sorted(TYPICAL))
def test_typical_problems_in_czech_and_english(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text, english, czech = TYPICAL[name]
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    assert check(path, "cs", capsys) == (1, czech)
    assert check(path, "en", capsys) == (1, english)


def test_a_consistency_problem_in_czech(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # core/formats/validate.py: both sides of a game with White (a tournament JSON file)
    path = tmp_path / "colours.json"
    path.write_text(
        '{"name": "T", "rounds": 1, "players": ['
        '{"id": 1, "name": "A", "results": ["+W2"]}, '
        '{"id": 2, "name": "B", "results": ["-W1"]}]}',
        encoding="utf-8",
    )
    code, lines = check(path, "cs", capsys)
    assert code == 1 and lines[0].endswith(": hráč 1 i hráč 2 mají v kole 1 zapsané bílé")
    code, lines = check(path, "en", capsys)
    assert lines[0].endswith(": both player 1 and player 2 are recorded with White in round 1")


def test_the_limits_reasons_are_messages() -> None:
    bad = scoring_problem(Fraction(10**9))
    assert isinstance(bad, Msg)
    assert render(bad, "cs") == "očekává se číslo od 0 do 1000 s nejvýše 3 desetinnými místy"
    assert str(bad) == "expected a number from 0 to 1000 with at most 3 decimals"
    nul = text_problem("Ana\x00")
    assert isinstance(nul, Msg)
    assert render(nul, "tr") == "U+0000 kontrol karakterini içeriyor (konum 4)"
    assert f"{nul}" == "it holds the control character U+0000 (position 4)"


def test_cell_errors_carry_their_message_and_read_as_english() -> None:
    with pytest.raises(CellError) as info:
        parse_cell("#NAME?")
    assert render(info.value.message, "it").endswith(
        "trovato '#NAME?' (Google Sheets mostra #NAME? per una cella che inizia con =: "
        "scrivere ½ oppure '= come testo)"
    )
    assert str(info.value).endswith(
        "found '#NAME?' (Google Sheets shows #NAME? for a cell "
        "that starts with =: type ½ or '= as text)"
    )
    with pytest.raises(ValueError, match="opponent numbers start at 1"):
        parse_uscf("W0")
    with pytest.raises(CellError):
        parse_result("2-2")
    assert formula_hint("1-0") is None


# ------------------------------------------------------------------------------------------
# Every message the code can produce renders in every language


def _keys_of(node: ast.expr) -> list[str]:
    """The catalogue keys an expression can name: a literal, either branch of ``a if c else
    b``, or every key starting with an f-string's literal head."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _keys_of(node.body) + _keys_of(node.orelse)
    if isinstance(node, ast.JoinedStr) and isinstance(node.values[0], ast.Constant):
        head = str(node.values[0].value)
        return [k for k in catalogue("en", "grid") if k.startswith(head)]
    return []


def _calls() -> list[tuple[str, int, str, set[str]]]:
    found = []
    for rel in READERS:
        tree = ast.parse((ROOT / rel).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("msg", "_reason", "fold")
                and node.args
            ):
                names = {k.arg for k in node.keywords if k.arg is not None}
                if node.func.id == "fold":  # core.i18n.message.fold: a list of two or more
                    names = {"left", "right"}
                for key in _keys_of(node.args[0]):
                    found.append((rel, node.lineno, key, names))
    return found


def _placeholders(entry: object) -> set[str]:
    forms = entry.values() if isinstance(entry, dict) else [entry]
    return {f for t in forms for _, f, _, _ in string.Formatter().parse(str(t)) if f}


def test_every_message_of_the_readers_gets_the_parameters_its_templates_use() -> None:
    calls = [c for c in _calls() if c[2].startswith("grid.")]
    assert len(calls) > 90
    for lang in LANGS:
        messages = catalogue(lang, "grid")
        used_by_call: dict[tuple[str, int], set[str]] = {}
        for rel, line, key, names in calls:
            assert key in messages, (lang, rel, line, key)
            wanted = _placeholders(messages[key])
            assert wanted <= names, (lang, rel, line, key, wanted, names)  # else a KeyError
            used_by_call.setdefault((rel, line), set()).update(wanted)
        for rel, line, _, names in calls:  # no parameter that no template of the call uses
            assert names - {"count"} <= used_by_call[rel, line], (lang, rel, line, names)
    used = {c[2] for c in calls}
    unused = set(catalogue("en", "grid")) - used
    assert not unused, f"catalogue keys no reader uses: {sorted(unused)}"


BAD_CELLS = [
    "7w9",
    "31",
    "#NAME?",
    "W5",
    "X8",
    "0",
    "",
    "-",
    "Round 0",
    "BYE",
    "½",
    "1:1",
    "Anna",
    "Ana\x01",
    "99999999",
    "H",
    "+W99",
    "12b",
    "R0",
    "1-0",
    "0-0",
    "x",
    "Notation",
    "White",
    "Name",
    "R1",
    "No.",
    "3.5",
    "2,5",
    "lots",
    "=B1",
    "--",
]


def _mutations(path: Path, count: int, seed: int) -> list[str]:
    rows = list(
        csv.reader(
            io.StringIO(path.read_text(encoding="utf-8")),
            delimiter=";" if "crosstable" in path.name else ",",
        )
    )
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        grid = [list(r) for r in rows]
        for _ in range(rng.randint(1, 4)):
            r = rng.randrange(len(grid))
            if not grid[r]:
                continue
            grid[r][rng.randrange(len(grid[r]))] = rng.choice(BAD_CELLS)
        buf = io.StringIO()
        csv.writer(buf).writerows(grid)
        out.append(buf.getvalue())
    return out


HANDMADE = [
    "Foo,Bar\n1,2\n",
    "Round,White,Black\n1,A,B\n",
    "No.,Name,R1,R3\n1,A,+W2\n2,B,-B1\n",
    "No.,Name,R1,R1\n1,A,+W2,\n2,B,-B1,\n",
    "Name,R1\nA,+W2\nB,-B1\n",
    "No.,Name,R1\n",
    "No.,Name,R1\n1,A,+W3\n2,B,-B1\n",
    "No.,Name,R1\n1,A,+W2\n2,B,\n",
    "No.,Name,R1\n1,A,+W2\n2,B,+B1\n",
    "No.,Rk,Name,R1\n1,2,A,+W2\n2,1,B,-B1\n",
    "No.,Name,1,2\n1,A,1,0\n2,B,0,1\n",
    "Notation,fide2\nNo.,Name,R1\n1,A,+W2\n2,B,-B1\n",
    "No.,Name,R1,White,Black,Result\n1,A,+W2,,,\n",
    "No.,Name,R1\n1,A,+W2\n2,B,-B1\n\nRound,White,Black,Result\n1,A,B,1-0\n",
    "No.,Name\n1,A\n",
    "No.,Name\n1,A\n\nNo.,Name\n2,B\n\nRound,White,Black,Result\n1,A,B,1-0\n",
    "No.,Name\n1,A\n1,B\n\nRound,White,Black,Result\n1,A,B,1-0\n",
    "Name\nA\nA\n\nRound,White,Black,Result\n1,A,B,1-0\n",
    "No.,Name\n1,A\n2,B\n\nRound,White,Black,Result\n1,A,C,1-0\n1,7,B,0-1\n",
    "Round,White,Black,Result\n0,A,B,1-0\nx,A,B,1-0\n,C,D,1-0\n",
    "White,Black,Result\nA,B,1-0\n",
    "Round,White,Black,Result\n1,A,A,1-0\n1,,,\n1,B,BYE,2\n1,C,H,F\n1,D,BYE,0.7\n",
    "Round,White,Black,Result\n1,A,B,1-0\n1,A,C,1-0\n2,A,B,\n",
    "Round,Board,White,Black,Result\n1,1,A,B,1-0\n1,2,,,\n",
    "Round,White,Black,Result\n101,A,B,1-0\n",
    "Round,White,Black,Result\n1,A,2,1-0\n",
    "Round,No.,White,No.,No.,Black,Result\n1,1,A,2,3,B,1-0\n",
    "Round,White,Black,Result\n1,A,H,1\n",
    "No.,Name,Pts\n1,A,x\n\nRound,White,Black,Result\n1,A,A,1-0\n",
    "No.,Name,R1,Pts\n1,A\x01,+W2,1\n2,,-B1,0\n3,C,,lots\n",
    "No.,Name,Rtg,R1\n1,A,9999,+W2\n2,B,1500,-B1\n",
]


@pytest.mark.parametrize("lang", LANGS)
def test_bad_grids_render_in_every_language(
    lang: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    texts = (
        HANDMADE
        + _mutations(EXAMPLES / "club-crosstable.csv", 40, 1)
        + _mutations(EXAMPLES / "club-pairings.csv", 40, 2)
    )
    keys: set[str] = set()
    for i, text in enumerate(texts):
        path = tmp_path / f"bad{i}.csv"
        path.write_text(text, encoding="utf-8")
        code, lines = check(path, lang, capsys)
        english = check(path, "en", capsys)
        assert code in (0, 1) and code == english[0], text
        assert len(lines) == len(english[1]), text
        assert not any("{" in line or "Msg(" in line for line in lines), lines
        try:
            with path.open(encoding="utf-8", newline="") as handle:
                read_csv(handle, source=path.name)
        except InputError as exc:
            for p in exc.problems:
                if isinstance(p.message, Msg):
                    keys.add(p.message.key)
                    assert p.text(lang)
    assert len(keys) > 40, sorted(keys)
