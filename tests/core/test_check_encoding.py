"""``tiebreak check`` says which encoding it read a file in, and how it knew, in every
language (issue 29): a guessed code page is the organiser's to confirm."""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest

from core.cli import main
from core.i18n.text import LANGS, render_key
from tests.core.workbooks import workbook

PAIRINGS = "Round,White,Black,Result\n1,{a},{b},1-0\n"


def _check(capsys: pytest.CaptureFixture[str], path: Path, *args: str) -> list[str]:
    code = main(["check", str(path), *args])
    out, err = capsys.readouterr()
    assert code == 0, err
    return out.splitlines()


@pytest.mark.parametrize(
    ("data", "args", "key", "encoding"),
    [
        (PAIRINGS.format(a="Ana", b="Bo").encode(), (), "input.decode.read-utf-8", None),
        (
            PAIRINGS.format(a="Černý", b="Dvořák").encode("cp1250"),
            (),
            "input.decode.read-guessed",
            "Windows-1250",
        ),
        (
            PAIRINGS.format(a="Şahin", b="Bo").encode("cp1254"),
            ("--encoding", "cp1254"),
            "input.decode.read-named",
            "Windows-1254",
        ),
        (
            PAIRINGS.format(a="Šťastný", b="Bo").encode("utf-16"),
            (),
            "input.decode.read-mark",
            "UTF-16",
        ),
        (
            codecs.BOM_UTF8 + PAIRINGS.format(a="Šťastný", b="Bo").encode(),
            (),
            "input.decode.read-mark",
            "UTF-8",
        ),
        (PAIRINGS.format(a="Kováč", b="Bo").encode("utf-7"), (), "input.decode.read-mark", "UTF-7"),
    ],
)
@pytest.mark.parametrize("lang", LANGS)
def test_check_says_which_encoding_it_read(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    data: bytes,
    args: tuple[str, ...],
    key: str,
    encoding: str | None,
    lang: str,
) -> None:
    if key == "input.decode.read-mark" and encoding == "UTF-7":
        data = ("\ufeff" + data.decode("utf-7")).encode("utf-7")
    path = tmp_path / "p.csv"
    path.write_bytes(data)
    lines = _check(capsys, path, *args, "--lang", lang)
    params = {"encoding": encoding} if encoding else {}
    if key == "input.decode.read-guessed":
        params["option"] = "--encoding cp1250"
    said = render_key(key, lang, **params)
    assert f"{path}: {said}" in lines, lines
    assert lines[0].startswith(f"{path}: ")  # the "ok" line stays first


@pytest.mark.parametrize("lang", LANGS)
def test_check_says_a_workbook_was_read_as_a_workbook(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str
) -> None:
    rows = [["No.", "Name", "Rtg", "R1"], [1, "Ana", 1850, "+W2"], [2, "Bo", 1720, "-B1"]]
    path = tmp_path / "club.xlsx"
    path.write_bytes(workbook({"Crosstable": rows}))
    lines = _check(capsys, path, "--lang", lang)
    assert f"{path}: {render_key('input.decode.read-workbook', lang)}" in lines
