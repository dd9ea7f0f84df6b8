"""``start_date`` is a string ``YYYY-MM-DD`` (formats.md 2): a number, a list or a malformed
string is a clean error naming the field, never a date made up by ``str()``."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from core.cli import main
from core.errors import InputError
from core.formats.load import load_text

TWO = [{"id": 1, "name": "Ana", "results": ["+W2"]}, {"id": 2, "name": "Bo", "results": ["-B1"]}]


def doc(start: Any) -> str:
    return json.dumps({"start_date": start, "players": TWO})


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (20260905, "start_date must be a string, found 20260905"),
        (2026.09, "start_date must be a string, found 2026.09"),
        (["2026-09-05"], "start_date must be a string, found ['2026-09-05']"),
        (True, "start_date must be a string, found True"),
        ("2026-09-31", "start_date '2026-09-31' is not a date like 2026-11-03"),
        ("5 Sept 2026", "start_date '5 Sept 2026' is not a date like 2026-11-03"),
    ],
)
def test_a_start_date_that_is_not_a_date_string_is_refused(value: object, expected: str) -> None:
    with pytest.raises(InputError) as info:
        load_text(doc(value), source="t.json")
    (problem,) = info.value.problems
    assert problem.source == "t.json" and expected in str(problem)


def test_a_date_string_and_no_date_are_read() -> None:
    assert load_text(doc("2026-09-05"), source="t.json").start_date == date(2026, 9, 5)
    assert load_text(doc(None), source="t.json").start_date is None


def test_the_command_line_says_it_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "event.json"
    path.write_text(doc(20260905), encoding="utf-8")
    assert main(["standings", str(path)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert "event.json" in err and "start_date must be a string, found 20260905" in err
    assert "Traceback" not in err
