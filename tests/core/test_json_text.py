"""The command's JSON writer prints what ``json.dumps(..., ensure_ascii=False, indent=2)``
prints (core/render/json_text.py; formats.md 5)."""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.render.json_text import json_text, write_json
from core.scores import json_number, to_decimal

_scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text()
)
_values = st.recursive(
    _scalars,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.tuples(inner, inner)
        | st.dictionaries(st.text(max_size=5), inner, max_size=4)
    ),
    max_leaves=30,
)


@given(_values)
def test_same_text_as_the_standard_library(value: Any) -> None:
    assert json_text(value) == json.dumps(value, ensure_ascii=False, indent=2)


def test_keys_that_are_not_text_are_written_as_json_writes_them() -> None:
    value = {1: "a", 2.5: None, True: [], None: {}}
    assert json_text(value) == json.dumps(value, ensure_ascii=False, indent=2)
    value = [{1: 1}, {True: 1}, {1.0: 1}, {"1": 1}]
    assert json_text(value) == json.dumps(value, ensure_ascii=False, indent=2)


def test_written_in_chunks_and_whole() -> None:
    rows = [{"id": i, "name": f"Player {i}", "tiebreaks": {"BH": i / 2}} for i in range(3000)]
    chunks: list[str] = []
    write_json({"standings": rows}, chunks.append)
    assert len(chunks) > 1
    assert "".join(chunks) == json.dumps({"standings": rows}, ensure_ascii=False, indent=2)


def test_a_value_json_cannot_write_is_refused() -> None:
    with pytest.raises(TypeError, match="set"):
        json_text({"a": {1, 2}})
    with pytest.raises(TypeError, match="keys"):
        json_text({(1, 2): 3})


@given(st.integers(-(10**6), 10**6), st.integers(0, 12), st.integers(0, 6))
def test_json_number_is_the_float_of_the_exact_decimal(num: int, twos: int, fives: int) -> None:
    value = Fraction(num, 2**twos * 5**fives)
    expected = int(value) if value.denominator == 1 else float(to_decimal(value))
    assert json_number(value) == expected
    assert type(json_number(value)) is type(expected)


@given(st.integers(-(10**9), 10**9), st.integers(1, 5000))
def test_json_number_rounds_a_value_without_exact_decimal_as_to_decimal(num: int, den: int) -> None:
    value = Fraction(num, den)
    expected = int(value) if value.denominator == 1 else float(to_decimal(value))
    assert json_number(value) == expected
    assert type(json_number(value)) is type(expected)


def test_json_number_ties_round_away_from_zero() -> None:
    assert json_number(Fraction(1, 3)) == 0.333333
    assert json_number(Fraction(2, 3)) == 0.666667
    assert json_number(Fraction(-2, 3)) == -0.666667
    assert json_number(Fraction(1, 2_000_000) + Fraction(1, 3 * 10**12)) == 1e-06
    assert json_number(None) is None


def test_an_iterator_is_written_as_the_list_of_its_items() -> None:
    rows = [{"id": i, "tiebreaks": {"BH": i / 2}} for i in range(3)]
    value = {"standings": iter(rows), "none": iter(()), "after": [1]}
    expected = {"standings": rows, "none": [], "after": [1]}
    assert json_text(value) == json.dumps(expected, ensure_ascii=False, indent=2)
