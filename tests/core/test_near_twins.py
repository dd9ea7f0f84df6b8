"""Near-twins: two names of one event that differ only by accents, case or spacing are a
warning naming both (issue 29): ``check`` and the standings say it, in every language; a
pairings list without a player list that reads them as one player says that."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.cli import main
from core.engine.standings import compute_standings
from core.formats.load import load_path
from core.i18n.text import LANGS, render_key
from core.near_twins import fold, near_twins

CROSSTABLE = "No.,Name,Rtg,R1,R2\n1,{a},1850,+W2,=B3\n2,Bo Li,1800,-B1,\n3,{b},1700,,=W1\n"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Hana Pokorná", "Hana Pokorna"),
        ("Jiří Novák", "JIRI NOVAK"),
        ("Łukasz Wójcik", "Lukasz  Wojcik"),
        ("Søren Bøgh", "Soren Bogh"),
        ("Şahin Yılmaz", "Sahin Yilmaz"),
        ("Mary O'Neil", "Mary ONeil"),
    ],
)
@pytest.mark.parametrize("lang", LANGS)
def test_check_and_standings_name_both_rows(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, a: str, b: str, lang: str
) -> None:
    path = tmp_path / "club.csv"
    path.write_text(CROSSTABLE.format(a=a, b=b), "utf-8")
    t = load_path(path)
    b_read = t.players[2].name  # as the reader keeps it (spaces made single)
    said = render_key(
        "input.warning.near-twins", lang, first=a, first_no=1, second=b_read, second_no=3
    )
    assert main(["check", str(path), "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert said in out and "[near-twins]" in out
    assert main(["standings", str(path), "--lang", lang, "--format", "json"]) == 0
    warnings = json.loads(capsys.readouterr().out)["warnings"]
    assert [w["code"] for w in warnings if w["code"] == "near-twins"] == ["near-twins"]
    (w,) = [w for w in compute_standings(t).warnings if w.code == "near-twins"]
    assert w.players == (1, 3)


def test_different_names_are_no_twins(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "club.csv"
    path.write_text(CROSSTABLE.format(a="Hana Pokorná", b="Hana Pokorný"), "utf-8")
    assert main(["check", str(path)]) == 0
    assert "near-twins" not in capsys.readouterr().out


def test_a_pairings_list_that_reads_two_spellings_as_one_player_says_so(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "p.csv"
    path.write_text(
        "Round,White,Black,Result\n1,Hana Pokorná,Bo,1-0\n2,Bo,Hana Pokorna,0-1\n"
        "3,hana pokorná,Bo,1-0\n",
        "utf-8",
    )
    assert main(["check", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"{path}: C3: 'Hana Pokorna' read as 'Hana Pokorná' (B2)" in out
    assert f"{path}: B4: 'hana pokorná' read as 'Hana Pokorná' (B2)" in out


_LETTERS = st.text(alphabet="aábcčdďeéěiíoóöőuúůüűnňrřsštťyýzžłøß ", min_size=1, max_size=12)


@given(_LETTERS, st.sampled_from(["upper", "lower", "title", "strip", "spaces"]))
def test_a_name_and_its_respelling_are_twins(name: str, how: str) -> None:
    from core.model import Player, PlayerId

    respelt = {
        "upper": name.upper(),
        "lower": name.lower(),
        "title": name.title(),
        "strip": fold(name),
        "spaces": "  ".join(name.split()),
    }[how]
    if not fold(name) or respelt == name:
        return
    players = [
        Player(id=PlayerId(1), name=name, results=()),
        Player(id=PlayerId(2), name=respelt, results=()),
    ]
    assert near_twins(players) == [(1, 2)]
