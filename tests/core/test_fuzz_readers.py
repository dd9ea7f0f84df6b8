"""Fuzzing the readers (issue 3): random and mutated inputs give a tournament or an
InputError, never another exception. Bounded by hypothesis' example counts."""

from __future__ import annotations

import io
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.errors import InputError
from core.formats.load import load_text
from core.formats.tournament_json import read_tournament_json, write_tournament_json
from tests.core.random_events import random_tournament

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-5, 50)
    | st.floats(allow_nan=False)
    | st.text(max_size=8)
    | st.sampled_from(["+W2", "=B1", "-F3", "H", "BYE", "--", "1/2"]),
    lambda children: (
        st.lists(children, max_size=5)
        | st.dictionaries(
            st.sampled_from(
                [
                    "id",
                    "name",
                    "rounds",
                    "results",
                    "players",
                    "rating",
                    "scoring",
                    "win",
                    "draw",
                    "system",
                    "start_date",
                    "withdrawn_after",
                    "format",
                    "x-note",
                ]
            ),
            children,
            max_size=6,
        )
    ),
    max_leaves=30,
)


def _valid_doc(seed: int) -> str:
    buf = io.StringIO()
    write_tournament_json(random_tournament(seed, 6, 3), buf)
    return buf.getvalue()


def _only_input_errors(text: str, source: str) -> None:
    try:
        load_text(text, source=source)
    except InputError as exc:
        assert exc.problems and all(str(p) for p in exc.problems)


@FUZZ
@given(json_values)
def test_random_json_documents(value: Any) -> None:
    _only_input_errors(
        json.dumps({"players": value} if not isinstance(value, dict) else value), "fuzz.json"
    )


@FUZZ
@given(st.integers(0, 1000), st.data())
def test_mutated_json_documents(seed: int, data: st.DataObject) -> None:
    doc = json.loads(_valid_doc(seed))
    player = data.draw(st.integers(0, len(doc["players"]) - 1))
    key = data.draw(
        st.sampled_from(["id", "name", "rating", "results", "withdrawn_after", "federation"])
    )
    doc["players"][player][key] = data.draw(json_values)
    if data.draw(st.booleans()):
        doc[data.draw(st.sampled_from(["rounds", "scoring", "system", "start_date"]))] = data.draw(
            json_values
        )
    _only_input_errors(json.dumps(doc), "mutated.json")


@FUZZ
@given(st.integers(0, 1000), st.integers(0, 10_000), st.text(max_size=6))
def test_corrupted_json_text(seed: int, position: int, insert: str) -> None:
    text = _valid_doc(seed)
    at = position % len(text)
    corrupted = text[:at] + insert + text[at + len(insert) :]
    try:
        read_tournament_json(io.StringIO(corrupted), source="corrupt.json")
    except InputError:
        pass


@FUZZ
@given(
    st.dictionaries(
        st.sampled_from(["win", "draw", "loss", "pab"]),
        st.floats() | st.integers(-3, 3) | st.text(max_size=4),
        max_size=4,
    )
)
def test_any_scoring_object(scoring: dict[str, Any]) -> None:
    doc = json.loads(_valid_doc(7))
    doc["scoring"] = scoring
    try:
        text = json.dumps(doc)
    except ValueError:
        return
    _only_input_errors(text, "scoring.json")


def test_unusable_scoring_is_reported() -> None:
    doc = json.loads(_valid_doc(3))
    doc["scoring"] = {"win": 0}
    try:
        load_text(json.dumps(doc), source="s.json")
    except InputError as exc:
        assert "a win must be worth more than 0" in str(exc)
    else:
        raise AssertionError("a win worth 0 was accepted")
