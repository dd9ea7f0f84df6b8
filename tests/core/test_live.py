"""Issue 11: rounds in progress (pending games, provisional standings) and the mistakes a
live organiser makes. Values checked by hand in the comments."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.cli import main

# R1 Alice-Bob 1-0, Carol-Dan 0-1; R2 Dan-Alice ½, Bob-Carol 1-0; R3 Alice-Carol 1-0,
# Bob-Dan pending. After round 2: Alice 1.5 (BH Bob 1 + Dan 1.5 = 2.5), Dan 1.5 (BH 0+1.5),
# Bob 1 (BH 1.5+0), Carol 0 (BH 1.5+1 = 2.5). Live (Bob and Dan have no round 3 at all):
# Alice 2.5 (BH 1+1.5+0 = 2.5), Dan 1.5 (BH 0+2.5), Bob 1 (BH 2.5+0), Carol 0 (BH 1.5+1+2.5 = 5).
PAIRINGS = """Round,Board,White,Black,Result
1,1,Alice Smith,Bob Jones,1-0
1,2,Carol White,Dan Brown,0-1
2,1,Dan Brown,Alice Smith,1/2
2,2,Bob Jones,Carol White,1-0
3,1,Alice Smith,Carol White,1-0
3,2,Bob Jones,Dan Brown,
"""
CROSS = """No,Name,R1,R2,R3
1,Alice Smith,+W2,=B4,+W3
2,Bob Jones,-B1,+W3,?W4
3,Carol White,-W4,-B2,-B1
4,Dan Brown,+B3,=W1,
"""
AFTER_2 = {1: (1.5, 2.5), 4: (1.5, 1.5), 2: (1, 1.5), 3: (0, 2.5)}
LIVE = {1: (2.5, 2.5), 4: (1.5, 2.5), 2: (1, 2.5), 3: (0, 5)}


def _json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    assert main(["standings", *args, "--format", "json"]) == 0
    data: dict[str, object] = json.loads(capsys.readouterr().out)
    return data


@pytest.mark.parametrize("name,text", [("p.csv", PAIRINGS), ("x.csv", CROSS)])
def test_round_in_progress_default_and_live(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, text: str
) -> None:
    f = tmp_path / name
    f.write_text(text, encoding="utf-8")
    d = _json(capsys, str(f))
    assert d["after_round"] == 2 and d["provisional"] is False
    assert d["in_progress"]["round"] == 3  # type: ignore[index]
    assert d["in_progress"]["finished"] == [[1, 3]]  # type: ignore[index]
    assert d["in_progress"]["pending"] == [[2, 4]]  # type: ignore[index]
    rows = {r["id"]: (r["points"], r["tiebreaks"]["BH"]) for r in d["standings"]}  # type: ignore[attr-defined]
    assert rows == AFTER_2
    d = _json(capsys, str(f), "--live")
    assert d["provisional"] is True
    rows = {r["id"]: (r["points"], r["tiebreaks"]["BH"]) for r in d["standings"]}  # type: ignore[attr-defined]
    assert rows == LIVE
    assert main(["standings", str(f)]) == 0
    assert "after round 2; round 3 in progress: 1 of 2 games finished" in capsys.readouterr().out
    assert main(["standings", str(f), "--live"]) == 0
    assert "PROVISIONAL" in capsys.readouterr().out
    assert main(["standings", str(f), "--live", "--format", "csv"]) == 0
    assert all(line.endswith(",yes") for line in capsys.readouterr().out.splitlines()[1:])
    assert main(["standings", str(f), "--after-round", "1"]) == 0
    capsys.readouterr()
    assert main(["standings", str(f), "--after-round", "1", "--live"]) == 2  # not ignored
    assert "--live and --after-round exclude each other" in capsys.readouterr().err
    assert main(["check", str(f)]) == 0
    assert "1 game pending of 2" in capsys.readouterr().out
    assert main(["convert", str(f), "--to", "trf"]) == 1
    assert "TRF-16 cannot hold a pending game" in capsys.readouterr().err


def test_a_name_typed_twice(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "p.csv"
    f.write_text(PAIRINGS.replace("3,1,Alice Smith", "3,1,Alice Smtih"), encoding="utf-8")
    assert main(["check", str(f)]) == 1
    err = capsys.readouterr().err
    assert (
        "C6: 'Alice Smtih' appears only in round 3; did you mean 'Alice Smith' (C2, D4)? "
        "If they are two players, list both in a Players block or tab." in err
    )
    assert main(["check", str(f), "--lang", "cs"]) == 1
    assert "C6: 'Alice Smtih' se objevuje jen v kole 3; nemysleli jste" in capsys.readouterr().err
    assert main(["standings", str(f)]) == 1


def test_a_round_with_no_results(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "x.csv"
    f.write_text(
        CROSS.replace(",=B4,", ",,")
        .replace(",-B1,+W3,", ",-B1,,")
        .replace(",-W4,-B2,", ",-W4,,")
        .replace(",+B3,=W1,", ",+B3,,"),
        encoding="utf-8",
    )
    assert main(["check", str(f)]) == 1
    assert "round 2 has no results" in capsys.readouterr().err
