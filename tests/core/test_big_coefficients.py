"""TURCAS and BRIGHTWELL with coefficients as long as a code accepts (30 characters, rules.md
13.7; issue 29): their values have 30 digits and more, past the 28 of a ``Decimal`` context
and the 17 of a float. Every output stays exact: no ``decimal.InvalidOperation`` from
standings, explain, why, what-if or the page, and JSON writes the exact decimal, never
``7.63e+25`` for ``76300000000000000000000381.5``."""

from __future__ import annotations

import json
from decimal import Decimal, localcontext
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.cli import main
from core.engine.standings import tiebreak_values
from core.formats.tournament_json import tournament_from_dict
from core.render.json_text import json_text
from core.scores import format_score, json_number, to_decimal
from tests.core.test_game_scores import worked


def _exact(value: Fraction, places: int | None = None) -> Decimal:
    """The decimal of ``value`` worked out in a context wide enough for any of these."""
    with localcontext() as ctx:
        ctx.prec = 200
        d = Decimal(value.numerator) / Decimal(value.denominator)
        if places is None:
            return d
        return d.quantize(Decimal(1).scaleb(-places), rounding="ROUND_HALF_UP")


_terminating = st.builds(
    lambda num, twos, fives: Fraction(num, 2**twos * 5**fives),
    st.integers(-(10**40), 10**40),
    st.integers(0, 40),
    st.integers(0, 40),
)


@given(_terminating)
def test_json_writes_the_exact_decimal_at_any_size(value: Fraction) -> None:
    text = json_text({"v": json_number(value)})
    written = json.loads(text, parse_float=Decimal, parse_int=Decimal)["v"]
    assert written == _exact(value)


@given(st.integers(-(10**40), 10**40), st.integers(1, 10**12))
def test_json_rounds_a_value_without_a_decimal_to_six_places_at_any_size(
    num: int, den: int
) -> None:
    value = Fraction(num, den)
    text = json_text([json_number(value)])
    written = json.loads(text, parse_float=Decimal, parse_int=Decimal)[0]
    rest = value.denominator
    for p in (2, 5):
        while rest % p == 0:
            rest //= p
    expected = _exact(value) if rest == 1 else _exact(value, 6)
    assert written == expected
    assert to_decimal(value) == expected


@given(_terminating | st.builds(Fraction, st.integers(-(10**40), 10**40), st.integers(1, 999)))
def test_fixed_places_are_rounded_half_up_at_any_size(value: Fraction) -> None:
    for places in (0, 2, 3):
        assert Decimal(format_score(value, places=places)) == _exact(value, places)
        assert format_score(value, places=places).count(".") == (1 if places else 0)


def test_small_values_stay_plain_floats() -> None:
    assert type(json_number(Fraction(9, 2))) is float
    assert type(json_number(Fraction(1, 3))) is float
    assert json_text([json_number(Fraction("76300000000000000000000381.5"))]) == (
        "[\n  76300000000000000000000381.5\n]"
    )


_CODES = [
    "TURCAS(76300000000000000000000381.5,1,2,0)",
    "TURCAS(999999999999999999999999999999,-99999999999999999999999999999,"
    "0.0000000000000000000000000001,-.0000000000000000000000000001)",
    "BRIGHTWELL(-99999999999999999999999999999)",
    "BRIGHTWELL(0.0000000000000000000000000003)",
]


def _event(tmp_path: Path) -> Path:
    data: dict[str, Any] = worked()
    data["rounds"] = 4  # a fourth round to come, for the what-if's pairings
    path = tmp_path / "ev.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("code", _CODES)
def test_every_output_of_the_longest_codes_is_exact(
    code: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = str(_event(tmp_path))
    common = ["--rules", "cas", "--order", code]
    runs = [
        ["standings", path],
        ["standings", path, "--format", "csv"],
        ["standings", path, "--format", "markdown"],
        ["explain", path, "1"],
        ["explain", path, "1", "--format", "markdown"],
        ["why", path, "1", "2"],
        ["whatif", path, "1", "--pairings", "1-2,3-4"],
        ["report", path, "-o", str(tmp_path / "page.html")],
    ]
    for args in runs:
        assert main([*args, *common]) == 0, args
        out = capsys.readouterr()
        assert "Traceback" not in out.err and "InvalidOperation" not in out.err
    for args in (["standings", path], ["explain", path, "2"], ["why", path, "1", "2"]):
        assert main([*args, *common, "--format", "json"]) == 0
        json.loads(capsys.readouterr().out)
    t = tournament_from_dict(worked())
    exact = tiebreak_values(t, code, rules="cas")
    assert main(["standings", path, *common, "--format", "json"]) == 0
    rows = json.loads(capsys.readouterr().out, parse_float=Decimal)["standings"]
    for row in rows:
        (number,) = row["tiebreaks"].values()
        assert Fraction(number) == exact[row["id"]]
    assert main(["explain", path, "2", *common, "--format", "json"]) == 0
    assert Fraction(json.loads(capsys.readouterr().out, parse_float=Decimal)["value"]) == exact[2]
    assert main(["standings", path, *common, "--format", "csv"]) == 0
    for line in capsys.readouterr().out.splitlines()[1:]:
        # the CSV's 3 decimals are the exact value rounded half up (formats.md 7.5)
        pid, fixed = int(line.split(",")[2]), line.rsplit(",", 2)[1]
        assert Decimal(fixed) == _exact(exact[pid], 3)
