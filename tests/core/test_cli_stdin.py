"""``tiebreak --version`` and ``-`` as FILE (standard input, the format told by the content),
run as the console script runs: a separate process with the data on its standard input."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest

from core.cli import main
from core.formats.load import load_path
from core.formats.trf import write_trf
from tests.conftest import REPO

EXAMPLES = REPO / "examples"
SWISS = EXAMPLES / "club-swiss.json"


def tiebreak(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "core.cli", *args],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
        cwd=REPO,
        timeout=60,
    )


def test_version_prints_the_package_version() -> None:
    done = tiebreak("--version")
    assert (done.returncode, done.stdout, done.stderr) == (
        0,
        f"tiebreak {version('tiebreak')}\n",
        "",
    )
    assert version("tiebreak") == "0.1.0"


def test_version_is_in_the_help() -> None:
    assert "--version" in tiebreak("--help").stdout


def trf_text() -> str:
    buf = io.StringIO()
    write_trf(load_path(SWISS), buf, strict=False)
    return buf.getvalue()


@pytest.mark.parametrize(
    "name", ["club-swiss.json", "club-swiss.trf", "club-pairings.csv", "club-crosstable.csv"]
)
def test_standings_of_standard_input_equal_those_of_the_file(name: str, tmp_path: Path) -> None:
    path = EXAMPLES / name
    if name.endswith(".trf"):
        path = tmp_path / name
        path.write_text(trf_text(), encoding="utf-8")
    from_stdin = tiebreak(
        "standings", "-", "--format", "json", stdin=path.read_text(encoding="utf-8")
    )
    from_file = tiebreak("standings", str(path), "--format", "json")
    assert from_stdin.returncode == 0, from_stdin.stderr
    assert json.loads(from_stdin.stdout)["standings"] == json.loads(from_file.stdout)["standings"]


def test_explain_why_check_and_convert_read_standard_input() -> None:
    text = SWISS.read_text(encoding="utf-8")
    explain = tiebreak("explain", "-", "dev", "--tiebreak", "BH-C1", stdin=text)
    assert explain.returncode == 0 and "Buchholz Cut-1 (BH-C1) of Dev Patel (4)" in explain.stdout
    why = tiebreak("why", "-", "1", "2", stdin=text)
    assert why.returncode == 0 and why.stdout == tiebreak("why", str(SWISS), "1", "2").stdout
    check = tiebreak("check", "-", stdin=text)
    assert check.returncode == 0 and check.stdout.startswith("<stdin>: ok — 11 players")
    convert = tiebreak("convert", "-", "--to", "json", stdin=trf_text())
    assert convert.returncode == 0
    assert json.loads(convert.stdout)["format"] == "tiebreak-tournament/1"


def test_calc_reads_a_card_from_standard_input() -> None:
    card = {"rules": "fide-2026", "card": [{"result": "+", "opponent_score": 2}, {"result": "H"}]}
    done = tiebreak("calc", "-", "--format", "json", stdin=json.dumps(card))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["values"]["WIN"] == 1


def test_problems_in_standard_input_name_it() -> None:
    done = tiebreak("standings", "-", stdin='{"rounds": 5,\n')
    assert done.returncode == 1 and done.stderr.startswith("tiebreak: <stdin>:")
    done = tiebreak("check", "-", stdin="nothing a tournament file holds")
    assert done.returncode == 1 and "<stdin>" in done.stderr and "Traceback" not in done.stderr


def test_a_sheet_without_title_on_standard_input_is_not_named_after_it() -> None:
    untitled = (EXAMPLES / "club-crosstable.csv").read_text("utf-8").split("\n", 1)[1]
    done = tiebreak("standings", "-", stdin=untitled)
    assert done.returncode == 0 and done.stdout.startswith("Tournament: standings after")


def test_in_process_run_reads_standard_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # sys.stdin is the process's standard input; the test gives the interpreter another one.
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(SWISS.read_bytes())))
    assert main(["check", "-"]) == 0
    assert capsys.readouterr().out.startswith("<stdin>: ok")
