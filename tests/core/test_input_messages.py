"""The input readers' problems in the reader's language (issue 9): TRF, tournament JSON,
byte decoding, crosstable tokens and ``tiebreak calc`` cards, through ``tiebreak check`` and
``tiebreak calc`` with ``--lang``; English stays word for word what it was."""

from __future__ import annotations

import io
import json
import random
import tempfile
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from core.cli import main
from core.errors import InputError, Problem
from core.formats.load import load_text, read_text
from core.formats.text_decoding import decode_bytes, read_bytes
from core.formats.tournament_json import decode_json, tournament_from_dict
from core.formats.trf import read_trf, trf_blockers, trf_limitations
from core.i18n.message import Msg
from core.i18n.text import LANGS, has
from core.limits import MAX_INPUT_BYTES
from core.model import Outcome, Player, PlayerId, RoundResult, Scoring, System, Tournament
from core.questions.prizes.load import read_prize_list
from core.sources.lichess import parse_lichess_ref

TRF = """012 Tiny
XXR 2
001    1      Alpha                                                              1.5    1     2 w 1     3 b =
001    2      Beta                                                               1.0    2     1 b 0  0000 - U
001    3      Gamma                                                              0.5    3  0000 - Z     1 w =
"""  # noqa: E501  (TRF records are 110 columns wide)


def check(capsys: pytest.CaptureFixture[str], path: Path, lang: str) -> tuple[int, list[str]]:
    code = main(["check", str(path), "--lang", lang])
    out, err = capsys.readouterr()
    return code, (out + err).strip().splitlines()


def test_trf_problems_in_czech(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "bad.trf"
    path.write_text(
        TRF.replace("001    2 ", "001   xy ").replace("2 w 1", "2 w X") + "hello world\n",
        encoding="utf-8",
    )
    code, cs = check(capsys, path, "cs")
    assert code == 1
    assert cs == [
        f"tiebreak: {path}:3: hráč 1, kolo 1: sloupce 92-99: výsledek 'X'; očekáváno "
        "1 0 = + - W D L H F U Z",
        f"tiebreak: {path}:4: sloupce 5-8 obsahují startovní číslo, nalezeno 'xy'",
        f"tiebreak: {path}:6: 'hello world' není záznam TRF: řádek začíná třímístným kódem "
        "jako 001, 012 nebo XXR",
    ]
    code, en = check(capsys, path, "en")
    assert en == [
        f"tiebreak: {path}:3: player 1, round 1: columns 92-99: result 'X'; expected 1 0 = + - "
        "W D L H F U Z",
        f"tiebreak: {path}:4: columns 5-8 hold the start number, found 'xy'",
        f"tiebreak: {path}:6: 'hello world' is not a TRF record: a line starts with a "
        "3-character code such as 001, 012 or XXR",
    ]


def test_trf_points_use_the_decimal_comma(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "points.trf"
    path.write_text(TRF.replace("1.5    1", "2.5    1"), encoding="utf-8")
    _, cs = check(capsys, path, "cs")
    assert cs[-1].endswith("hráč 1: body v souboru 2.5, partie dávají 1,5")
    _, en = check(capsys, path, "en")
    assert en[-1].endswith("player 1: points 2.5 in the file, the games give 1.5")


def test_json_problems_in_czech(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text(
        json.dumps(
            {
                "name": "T",
                "rounds": 1,
                "notation": "morse",
                "players": [
                    {"id": 1, "name": "A", "rating": 99999, "results": ["+W9x"]},
                    {"id": 2, "name": "B", "results": ["WB"]},
                ],
            },
            indent=1,
        ),
        encoding="utf-8",
    )
    _, cs = check(capsys, path, "cs")
    assert f"tiebreak: {path}:1: notation 'morse': očekáváno standard nebo uscf" in cs
    assert any(
        "hráč 1: rating musí být celé číslo od 0 do 4000 nebo null, nalezeno 99999" in line
        for line in cs
    )
    assert any(
        "hráč 1, kolo 1: '+W9x' není značka jako +W9, =B9, -9, +F9, -F9, ?W9, BYE/U, "
        "F, H, Z nebo -- (formats.md, oddíl 1)" in line
        for line in cs
    )
    _, en = check(capsys, path, "en")
    assert f"tiebreak: {path}:1: notation 'morse': expected standard or uscf" in en
    assert any(
        "player 1, round 1: '+W9x' is not a token such as +W9, =B9, -9, +F9, -F9, "
        "?W9, BYE/U, F, H, Z or -- (formats.md section 1)" in line
        for line in en
    )


def test_encoding_problem_in_czech(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "nul.csv"
    path.write_bytes(b"Name,R1\nAna,\xff+2\x00\n")
    _, cs = check(capsys, path, "cs")
    assert cs == [
        f"tiebreak: {path}:2: nejde o textový soubor: obsahuje bajt NUL (tabulkový "
        "soubor nebo UTF-16 bez značky pořadí bajtů?); uložte jej v kódování UTF-8 "
        "(v Excelu: Uložit jako, 'CSV UTF-8'; v LibreOffice: znaková sada 'Unicode "
        "(UTF-8)')"
    ]
    _, en = check(capsys, path, "en")
    assert en == [
        f"tiebreak: {path}:2: not a text file: it contains a NUL byte (a spreadsheet "
        "or UTF-16 without a byte-order mark?); save it as UTF-8 (in Excel: Save As, "
        "'CSV UTF-8'; in LibreOffice: character set 'Unicode (UTF-8)')"
    ]


class _Big(io.BytesIO):
    """A stream without end whose size is not known beforehand (like a pipe)."""

    def read(self, size: int | None = -1) -> bytes:
        return b"x" * (size if size is not None and size > 0 else 1)


def test_file_sizes_are_written_in_the_language() -> None:
    with pytest.raises(InputError) as info:
        read_bytes(_Big(), source="big.trf")
    assert info.value.text("en") == (
        "big.trf: the file is larger than 20 MB; tiebreak reads tournament files of up to 20 MB"
    )
    assert info.value.text("cs") == (
        "big.trf: soubor je větší než 20 MB; tiebreak čte turnajové soubory do velikosti 20 MB"
    )


def card(tmp_path: Path, score: Any) -> Path:
    path = tmp_path / "card.json"
    path.write_text(
        '{"rules": "fide-2026", "card": [{"result": "+", "opponent_score": '
        f'{score}}}, {{"result": "-", "opponent_score": 2}}]}}',
        encoding="utf-8",
    )
    return path


@pytest.mark.parametrize("score", ["1" + "0" * 400, "-1", "100000.5", "2.0001"])
def test_calc_refuses_an_opponent_score_out_of_bounds(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, score: str
) -> None:
    path = card(tmp_path, score)
    code = main(["calc", str(path), "--format", "json"])
    out, err = capsys.readouterr()
    assert code == 1 and out == "" and "Infinity" not in err
    assert err.startswith(
        f"tiebreak: {path}: card entry 1: opponent_score must "
        "be a number from 0 to 100,000 with at most 3 decimals, found "
    )
    main(["calc", str(path), "--lang", "cs"])
    _, err = capsys.readouterr()
    assert (
        "položka karty 1: opponent_score musí být číslo od 0 do 100\u00a0000 s nejvýše 3 "
        "desetinnými místy" in err
    )


def test_calc_still_takes_a_large_real_score(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code = main(["calc", str(card(tmp_path, "99999.5")), "--format", "json"])
    out, _ = capsys.readouterr()
    assert code == 0 and json.loads(out)["values"]["BH"] == 100001.5


# Every problem the readers can produce renders in every language with its own words.


def _keys(m: Any) -> list[str]:
    if isinstance(m, Msg):
        return [m.key] + [k for _, v in m.args for k in _keys(v)]
    if isinstance(m, tuple):
        return [k for v in m for k in _keys(v)]
    return []


def _problems(run: Any) -> list[Problem]:
    try:
        run()
    except InputError as exc:
        return exc.problems
    return []


def _mutations(seed: int) -> list[str]:
    rng = random.Random(seed)
    out = []
    lines = TRF.splitlines()
    junk = "xX9 -+=WBUZFHD0\x00é½"
    for _ in range(40):
        i = rng.randrange(len(lines))
        line = list(lines[i])
        for _ in range(rng.randint(1, 4)):
            pos = rng.randrange(len(line) + 12)
            ch = rng.choice(junk)
            if pos < len(line):
                line[pos] = ch
            else:
                line.append(ch)
        out.append("\n".join([*lines[:i], "".join(line), *lines[i + 1 :]]) + "\n")
    return out


def _bad_inputs() -> list[Any]:
    texts: list[Any] = (
        _mutations(1)
        + _mutations(2)
        + [
            "",
            "012 x\n",
            TRF + "001    1      Again\n",
            TRF + "XXR 999\nBBW abc\nBBD 5000\n",
            TRF + "BBW 0.0\n",
            TRF.replace("1     2 w 1", "1     2 w Z"),
            TRF.replace("0000 - Z", "   2 - H"),
            TRF.replace("0000 - U", "0000 - 1"),
            "hello",
            "{",
            '{"players": [1, {"id": 0}, {"id": 1, "x": 1, "name": 5}]}',
            '{"format": "x", "start_date": "soon", "system": "knockout", "scoring": 3, '
            '"players": [{"id": 1}]}',
            '{"scoring": {"win": "a", "draw": 5000, "loss": 1, "pab": 0, "bonus": 1}, '
            '"players": [{"id": 1}]}',
            '{"scoring": {"win": 0}, "players": [{"id": 1}]}',
            '{"rounds": 500, "players": [{"id": 1, "name": "A\\u0000", "results": 3}]}',
            '{"players": [{"id": 1, "results": [5, "+W0", "=F2", "+W999999", "W1"], '
            '"withdrawn_after": -1, "birth": "x", "sex": "z", "rating": -1, "federation": "\\t"}, '
            '{"id": 1}]}',
            '{"players": [{"id": 1, "results": ["' + "1" * 200 + '"]}]}',
            '{"notation": "uscf", "players": [{"id": 1, "results": ["zz", "W0"]}]}',
            '{"n": ' + "1" * 5000 + "}",
            "[" * 500 + "]" * 500,
            b"\xef\xbb\xbfok\xff",
            b"a\xe8b\x9a",
            b"\x81\x81",
            "\ufeff".encode("utf-16")[:2] + b"\x00\xd8",
        ]
    )
    return texts


def _collect() -> list[Problem]:
    problems: list[Problem] = []
    for item in _bad_inputs():
        if isinstance(item, bytes):
            problems += _problems(lambda b=item: load_text(decode_bytes(b, source="b"), source="b"))
        else:
            problems += _problems(lambda t=item: load_text(t, source="f.trf"))
            problems += _problems(lambda t=item: read_trf(io.StringIO(t), source="f.trf"))
    problems += _problems(lambda: read_text("/nonexistent/file.trf"))
    for raw in (b"\xff\x00", b"\xe8", b"\x81\x81"):
        problems += _problems(lambda b=raw: decode_bytes(b, source="b"))
    problems += _problems(lambda: read_bytes(_Big(), source="big"))
    with tempfile.TemporaryFile() as sparse:  # a file whose size is known: 52.4 MB
        sparse.truncate(MAX_INPUT_BYTES * 2 + 12_400_000)
        problems += _problems(lambda: read_bytes(sparse, source="big"))
    for text in ("[" * 5000 + "]" * 5000, "[" + "1" * 5000 + "]"):
        problems += _problems(lambda t=text: decode_json(t, source="j"))
    docs: tuple[Any, ...] = (
        [],
        {},
        {"notation": 3, "players": [{"id": 1, "results": ["+W1"] * 101}]},
    )
    for doc in docs:
        problems += _problems(lambda d=doc: tournament_from_dict(d, source="j", text="{}"))
    wrong = TRF.replace("1.5    1", "0.5    1").replace("1.0    2", "2.0    2")
    name = TRF.replace("Alpha", "Al\x01ha")
    for text in (wrong, name):
        problems += _problems(lambda t=text: read_trf(io.StringIO(t), source="f.trf"))
    for ref in ("lichess:no!", "https://example.org/x"):
        problems += _problems(lambda r=ref: parse_lichess_ref(r))
    problems += _problems(
        lambda: read_prize_list('{"format": [], "categories": {}}', source="p.json")
    )
    from core.questions.calc import card_from_dict

    cards: tuple[Any, ...] = (
        [],
        {
            "card": [
                1,
                {"result": "+", "opponent_score": "x"},
                {"result": "=", "opponent_score": 10**9},
            ],
            "rules": "fide",
            "rounds": 0,
        },
    )
    for data in cards:
        problems += _problems(lambda d=data: card_from_dict(d))
    odd = Tournament(
        "A\nB",
        2,
        (
            Player(
                PlayerId(1),
                " x" * 30,
                (RoundResult(Outcome.ABSENT), RoundResult(Outcome.WIN, PlayerId(10_000))),
                rating=12345,
                federation="LONG",
                fide_id="0",
                title="Grandmaster",
                withdrawn_after=1,
                extra=(("mine", 1),),
            ),
            Player(PlayerId(10_000), "y", ()),
        ),
        system=System.TEAM_SWISS,
        scoring=Scoring(
            win=Fraction(1, 3), draw=Fraction(1, 6), loss=Fraction(0), pab=Fraction(1, 3)
        ),
        extra=(("note", 1),),
    )
    problems += trf_blockers(odd) + trf_limitations(odd)
    big = Tournament("big", 0, tuple(Player(PlayerId(i), "p", ()) for i in range(1, 10_001)))
    problems += trf_blockers(big)
    return problems


_PASSED_THROUGH = {
    "input.json.token",
    "input.json.scoring",
    "input.json.bad-text",
    "input.trf.name",
}
"""Messages that only put a JSON key before a problem worded elsewhere (core.model's
scoring checks, core.limits' text checks, the US Chess notation)."""


def test_every_reader_problem_renders_in_every_language() -> None:
    problems = _collect()
    keys = {k for p in problems for k in _keys(p.message)}
    ours = {k for k in keys if k.startswith("input.")}
    assert len(ours) >= 70, sorted(ours)  # the fuzzing reaches most of the catalogue
    for key in keys:
        for lang in LANGS:
            assert has(key, lang), (key, lang)
    for p in problems:
        english = p.text("en")
        for lang in LANGS:
            text = p.text(lang)
            assert "{" not in text.replace('{"', "").replace("{'", ""), (lang, text)
            if (
                lang != "en"
                and isinstance(p.message, Msg)
                and p.message.key.startswith("input.")
                and p.message.key not in _PASSED_THROUGH
            ):
                assert text != english, (lang, text)


def test_the_place_of_a_problem_is_named_in_the_language() -> None:
    # Tournament JSON and TRF name a place as "player 5, round 3": that too is translated.
    from core.errors import Place, Problem

    p = Problem("f.json", "x", line=1, place=Place(player=5, round=3))
    assert p.location("en") == "f.json:1: player 5, round 3"
    assert p.location("cs") == "f.json:1: hráč 5, kolo 3"
    assert Problem("f", "x", place=Place(player=7)).location("it") == "f: giocatore 7"
    assert Problem("c", "x", place=Place(entry=2)).location("cs") == "c: položka karty 2"
    assert Problem("s", "x", cell="F5").location("tr") == "s: F5"  # an A1 address stays
    team = Problem("t.trf", "x", line=4, place=Place(team=2, round=3))
    assert team.location("en") == "t.trf:4: team 2, round 3"
    assert team.location("ro") == "t.trf:4: echipa 2, runda 3"
    assert Problem("t", "x", place=Place(team=2)).location("bg") == "t: отбор 2"
