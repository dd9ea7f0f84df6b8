"""The game-score vectors of ../shared/spec/vectors/scrabble (rules.md 13.11, 13.12;
formats.md 7.4), loaded from that folder (never copied).

Each expectation of each file is one test case. Values are compared exactly: a vector's
decimal as the Fraction it writes, a ``"p/q"`` string as that fraction.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from core.engine.standings import compute_standings, tiebreak_values
from core.formats.tournament_json import tournament_from_dict
from core.model import Tournament
from tests.conftest import VECTORS

pytestmark = pytest.mark.needs_shared

SCRABBLE = VECTORS / "scrabble"
FILES = sorted(SCRABBLE.glob("*.json"))
ALLOWED = {
    "points",
    "rules",
    "tiebreak",
    "values",
    "order",
    "ranking",
    "preset",
    "shared",
    "warnings",
    "explain",
    "items",
    "value",
    "after_round",
    "spread_cap",
    "coefficients",
    "quantities",
}
GAME_FIELDS = {"own", "against", "capped", "started"}


def test_the_scrabble_vectors_are_there() -> None:
    # Guards against a silently empty parametrisation when ../shared is missing.
    assert len(FILES) >= 5, f"expected the game-score vectors in {SCRABBLE}"


def _load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _cases() -> list[Any]:
    out = []
    for f in FILES:
        for i, e in enumerate(_load(f)["expect"]):
            label = e.get("tiebreak") or e.get("preset") or ("explain" if "explain" in e else "")
            out.append(pytest.param(f, i, id=f"{f.stem}-{i}-{label or 'points'}"))
    return out


def exact(x: object) -> Fraction:
    """A vector's number as an exact fraction: a short decimal, or a ``"p/q"`` string."""
    return Fraction(str(x))


def _event(v: dict[str, Any], e: dict[str, Any], name: str) -> Tournament:
    t = tournament_from_dict(v["tournament"], source=name)
    if "spread_cap" in e:  # as --spread-cap N / none does (formats.md 7.4)
        t = t._replace(game_scoring=t.game_scoring._replace(spread_cap=e["spread_cap"]))
    return t


@pytest.mark.parametrize(("path", "index"), _cases())
def test_scrabble_vector(path: Path, index: int) -> None:
    v = _load(path)
    e = v["expect"][index]
    assert set(e) <= ALLOWED, f"unknown keys in a vector entry: {set(e) - ALLOWED}"
    t = _event(v, e, path.name)
    k = e.get("after_round")
    if "points" in e:
        st = compute_standings(t, order=[], rules="cas", after_round=k)
        assert {str(r.player.id): r.points for r in st.rows} == {
            p: exact(x) for p, x in e["points"].items()
        }
    elif "values" in e:
        got = tiebreak_values(t, e["tiebreak"], rules=e["rules"], after_round=k)
        assert {str(p): x for p, x in got.items()} == {p: exact(x) for p, x in e["values"].items()}
    elif "ranking" in e:
        st = compute_standings(
            t, rules=e.get("rules"), order=e.get("order"), preset=e.get("preset"), after_round=k
        )
        assert st.rules == e["rules"]
        assert [c for c in e["order"] if c in st.order] == list(st.order)
        assert [r.player.id for r in st.rows] == e["ranking"]
        shared: list[list[int]] = []
        for r in st.rows:
            if r.shared:
                if shared and st.row(shared[-1][0]).rank == r.rank:
                    shared[-1].append(r.player.id)
                else:
                    shared.append([r.player.id])
        assert shared == e.get("shared", [])
        assert {w.code for w in st.warnings} == set(e.get("warnings", []))
    else:
        _check_explain(t, e)


def _check_explain(t: Tournament, e: dict[str, Any]) -> None:
    code = e["explain"]["tiebreak"]
    st = compute_standings(t, rules=e["rules"], order=[code], after_round=e.get("after_round"))
    ex = st.explain(e["explain"]["player"], code)
    assert ex.value == exact(e["value"])
    by_round = {i.round: i for i in ex.items}
    for want in e["items"]:
        item = by_round[want["round"]]
        for key, expected in want.items():
            if key == "round":
                continue
            if key in GAME_FIELDS:
                assert item.game is not None
                got: Any = getattr(item.game, key)
            elif key == "kind":
                got = None if item.kind is None else item.kind.value
            else:
                got = getattr(item, key)
            if key in ("raw", "value"):
                expected = None if expected is None else exact(expected)
            assert got == expected, f"round {want['round']} {key}: {got} != {expected}"
    if "coefficients" in e:
        assert ex.weighted is not None
        assert dict(ex.weighted.coefficients) == {n: exact(x) for n, x in e["coefficients"].items()}
        assert {t.term: t.quantity for t in ex.weighted.terms} == {
            n: exact(x) for n, x in e["quantities"].items()
        }
        assert sum((t.value for t in ex.weighted.terms), Fraction(0)) == ex.value
