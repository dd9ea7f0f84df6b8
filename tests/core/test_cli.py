"""The ``tiebreak`` command line contract (formats.md 5), run in-process and as a script."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from core.cli import main
from tests.conftest import REPO, VECTORS, shared_file

EXAMPLE = REPO / "examples" / "club-swiss.json"


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def tec(tmp_path: Path) -> Path:
    v = json.loads(shared_file("spec", "vectors", "tec-exercise.json").read_text(encoding="utf-8"))
    path = tmp_path / "tec.json"
    path.write_text(json.dumps(v["tournament"]), encoding="utf-8")
    return path


def write(tmp_path: Path, data: dict[str, Any], name: str = "t.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    return path


@pytest.mark.needs_shared
def test_standings_json_has_the_contract_shape(
    capsys: pytest.CaptureFixture[str], tec: Path
) -> None:
    code, out, _ = run(capsys, "standings", str(tec), "--format", "json")
    assert code == 0
    data = json.loads(out)
    assert set(data) == {
        "tournament",
        "rules",
        "order",
        "after_round",
        "in_progress",
        "provisional",
        "standings",
        "warnings",
    }
    # issue 11: every round complete, nothing provisional
    assert (data["after_round"], data["in_progress"], data["provisional"]) == (5, None, False)
    assert data["tournament"] == {
        "name": "FIDE TEC tie-break exercise (16 players, 5 rounds)",
        "rounds": 5,
        "players": 16,
    }
    assert data["rules"] == "fide-2024"  # the start date 2024-03-18 picks the edition
    assert data["order"] == ["BH-C1", "BH", "SB", "DE", "WIN"]
    first = data["standings"][0]
    assert set(first) == {
        "rank",
        "shared",
        "id",
        "name",
        "points",
        "tiebreaks",
        "withdrawn_after",
    }  # issue 13.5: null, or the round
    assert (first["rank"], first["id"], first["points"]) == (1, 2, 4.0)
    assert first["tiebreaks"]["BH"] == 13


@pytest.mark.needs_shared
def test_explain_json_items_carry_the_rule(capsys: pytest.CaptureFixture[str], tec: Path) -> None:
    code, out, _ = run(
        capsys,
        "explain",
        str(tec),
        "4",
        "--tiebreak",
        "BH-C1",
        "--rules",
        "fide-2026",
        "--format",
        "json",
    )
    assert code == 0
    data = json.loads(out)
    assert data["value"] == 11.5 and data["rules"] == "fide-2026"
    bye = data["items"][1]
    assert bye["kind"] == "half-bye" and bye["cut"] is True and bye["value"] == 2.5
    assert "16.4.2" in bye["rule"] and "16.5" in bye["rule"]
    assert "capped at 0.5 × 5 rounds = 2.5" in bye["note"]
    assert "removed first under 16.5" in data["summary"]


@pytest.mark.needs_shared
def test_why_names_the_separating_criterion(capsys: pytest.CaptureFixture[str], tec: Path) -> None:
    code, out, _ = run(
        capsys, "why", str(tec), "Player08", "11", "--rules", "fide-2026", "--format", "json"
    )
    assert code == 0
    data = json.loads(out)
    assert data["criterion"] == "BH-C1" or data["criterion"] == "BH"
    assert data["above"]["id"] == 8  # 2026 caps put player 8 above 11 (rules.md 10.1)


def test_standings_text_with_explanations(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "standings", str(EXAMPLE), "--explain")
    assert code == 0
    assert "Rules: fide-2026" in out and "Why " in out
    assert "half-point bye" in out and "16.5" in out


@pytest.mark.needs_shared
@pytest.mark.parametrize("fmt", ["csv", "markdown", "text"])
def test_other_formats(capsys: pytest.CaptureFixture[str], tec: Path, fmt: str) -> None:
    code, out, _ = run(capsys, "standings", str(tec), "--format", fmt, "--after-round", "3")
    assert code == 0 and "Player" in out


@pytest.mark.needs_shared
def test_check_and_convert_round_trip(
    capsys: pytest.CaptureFixture[str], tec: Path, tmp_path: Path
) -> None:
    assert run(capsys, "check", str(tec))[0] == 0
    trf = tmp_path / "tec.trf"
    assert run(capsys, "convert", str(tec), "--to", "trf", "-o", str(trf))[0] == 0
    back = tmp_path / "back.json"
    assert run(capsys, "convert", str(trf), "--to", "json", "-o", str(back))[0] == 0
    a = run(capsys, "standings", str(tec), "--format", "json")[1]
    b = run(capsys, "standings", str(back), "--format", "json")[1]

    # TRF-16 has no withdrawal field (rules.md 47): the marks are the one difference.
    def unmarked(out: str) -> list[dict[str, Any]]:
        return [
            {k: v for k, v in row.items() if k != "withdrawn_after"}
            for row in json.loads(out)["standings"]
        ]

    assert unmarked(a) == unmarked(b)


@pytest.mark.needs_shared
def test_calc_prints_values_and_items(capsys: pytest.CaptureFixture[str]) -> None:
    card = VECTORS / "scorecard-fide2026-bye-cap.json"
    code, out, _ = run(capsys, "calc", str(card), "--format", "json")
    assert code == 0
    data = json.loads(out)
    assert data["values"]["BH"] == 13.5 and data["values"]["BH-C1"] == 11
    assert data["adjusted_score"] == 4.5
    assert data["items"][2]["kind"] == "half-bye" and data["items"][2]["value"] == 2.5


def test_every_input_problem_is_reported_at_once(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    data = {
        "rounds": 2,
        "players": [
            {"id": 1, "name": "A", "results": ["+W2", "+W9"]},
            {"id": 2, "name": "B", "results": ["=B1", "-W3"]},
            {"id": 3, "name": "C", "results": ["BYE", "+B2"]},
            {"id": 4, "name": "D", "results": ["X1", "-B3"]},
        ],
    }
    path = write(tmp_path, data)
    code, out, err = run(capsys, "check", str(path))
    assert code == 1 and out == ""
    assert "'X1' is not a token" in err and f"{path}:" in err
    data["players"][3]["results"] = ["--", "-B3"]
    code, _, err = run(capsys, "check", str(write(tmp_path, data)))
    assert code == 1
    assert "player 9, who is not in the event" in err
    assert "disagrees with player 2's '=B1'" in err
    assert "paired twice in round 2" in err
    assert "Traceback" not in err


def test_more_rounds_than_announced(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    data = {
        "rounds": 1,
        "players": [
            {"id": 1, "name": "A", "results": ["+W2", "H"]},
            {"id": 2, "name": "B", "results": ["-B1", "H"]},
        ],
    }
    code, _, err = run(capsys, "standings", str(write(tmp_path, data)))
    assert code == 1 and "announces 1 rounds" in err


@pytest.mark.needs_shared
def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str], tec: Path) -> None:
    code, _, err = run(capsys, "standings", str(tec), "--order", "BH,XYZ")
    assert code == 2 and "unknown tie-break 'XYZ'" in err and "BH-C1" in err
    code, _, err = run(capsys, "explain", str(tec), "Player1")
    assert code == 2 and "matches several players" in err
    with pytest.raises(SystemExit) as exc:
        main(["standings"])
    assert exc.value.code == 2


def test_missing_file_is_an_input_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "standings", "no-such-file.json")
    assert code == 1 and "no-such-file.json" in err and "cannot read" in err


def test_console_script_runs_on_the_bundled_example() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "core.cli", "standings", str(EXAMPLE), "--explain"],
        capture_output=True,
        text=True,
        check=False,
        cwd=REPO,
    )
    assert proc.returncode == 0, proc.stderr
    assert "Riverside Chess Club Autumn Swiss" in proc.stdout


def test_console_script_leaves_nothing_unwritten(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # The script leaves with os._exit: every byte of a long output, and the error messages
    # with the exit code, must still arrive, exactly as the in-process run gives them.
    from core.formats.tournament_json import write_tournament_json
    from tests.core.random_events import random_tournament

    path = tmp_path / "big.json"
    with path.open("w", encoding="utf-8") as fh:
        write_tournament_json(random_tournament(7, players=300, rounds=9), fh)
    args = ["standings", str(path), "--explain"]
    code, expected, _ = run(capsys, *args)
    assert code == 0 and len(expected) > 65536  # more than one pipe buffer
    proc = subprocess.run(
        [sys.executable, "-m", "core.cli", *args],
        capture_output=True,
        text=True,
        check=False,
        cwd=REPO,
    )
    assert (proc.returncode, proc.stdout) == (0, expected)
    bad = write(
        tmp_path,
        {
            "format": "tiebreak-tournament/1",
            "rounds": 1,
            "players": [{"id": 1, "name": "A", "results": ["+W9"]}],
        },
    )
    proc = subprocess.run(
        [sys.executable, "-m", "core.cli", "check", str(bad)],
        capture_output=True,
        text=True,
        check=False,
        cwd=REPO,
    )
    assert proc.returncode == 1 and str(bad) in proc.stderr and proc.stdout == ""


def test_core_imports_no_third_party_library() -> None:
    code = (
        "import sys, core, core.engine.standings, core.formats.load, core.questions.calc; "
        "bad = [m for m in ('discord', 'gspread', 'google', 'requests', 'httpx', 'bot', "
        "'sheets_addon') if m in sys.modules]; print(bad)"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO
    )
    assert proc.stdout.strip() == "[]"
