"""Every test vector of ../shared/spec/vectors and of its subfolder lichess/, loaded from
those folders (never copied).

Each expectation of each file is one test case, so a failure names the file and the entry.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from core.engine.standings import compute_standings, tiebreak_values
from core.formats.tournament_json import tournament_from_dict
from core.questions.calc import calculate_card, card_from_dict
from core.rules import RULE_SET_IDS, resolve_rule_set
from core.tiebreaks.engine import Engine
from tests.conftest import VECTORS

pytestmark = pytest.mark.needs_shared  # every test here reads the spec vectors

LICHESS = VECTORS / "lichess"
"""The lichess rule set's vectors (rules.md 4.10, 11): loaded since the rule set landed."""
FILES = sorted(VECTORS.glob("*.json")) + sorted(LICHESS.glob("*.json"))
ALLOWED = {
    "points",
    "rules",
    "adjusted_scores",
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
}


def test_the_vector_folder_is_there() -> None:
    # Guards against a silently empty parametrisation when ../shared is missing.
    assert len(FILES) >= 40, f"expected the spec vectors in {VECTORS}"
    assert len(list(LICHESS.glob("*.json"))) >= 2, f"expected the lichess vectors in {LICHESS}"


def _load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _cases() -> list[Any]:
    cases = []
    for f in FILES:
        v = _load(f)
        if v.get("kind") == "scorecard":
            cases.append(pytest.param(f, None, id=f"{f.stem}"))
            continue
        for i, e in enumerate(v["expect"]):
            label = e.get("tiebreak") or (
                "ranking"
                if "ranking" in e
                else "explain"
                if "explain" in e
                else "adjusted"
                if "adjusted_scores" in e
                else "points"
            )
            cases.append(pytest.param(f, i, id=f"{f.stem}-{i}-{e.get('rules', '')}-{label}"))
    return cases


def exact(x: object) -> Fraction:
    """The vector's decimal as an exact fraction (JSON floats are short decimals)."""
    return Fraction(str(x))


@pytest.mark.parametrize(("path", "index"), _cases())
def test_vector(path: Path, index: int | None) -> None:
    v = _load(path)
    if index is None:
        check_scorecard(v)
        return
    e = v["expect"][index]
    assert set(e) <= ALLOWED, f"unknown keys in a vector entry: {set(e) - ALLOWED}"
    t = tournament_from_dict(v["tournament"], source=path.name)
    k = e.get("after_round")
    if "points" in e:
        st = compute_standings(t, order=[], rules="fide-2026", after_round=k)
        got = {str(r.player.id): r.points for r in st.rows}
        assert got == {p: exact(x) for p, x in e["points"].items()}
    elif "adjusted_scores" in e:
        rule_set, _ = resolve_rule_set(e["rules"], t.start_date)
        eng = Engine(t, rule_set, after_round=k)
        got = {str(p): eng.ctx.frac(s) for p, s in eng.view.seen.items()}
        assert got == {p: exact(x) for p, x in e["adjusted_scores"].items()}
    elif "values" in e:
        got_v = tiebreak_values(t, e["tiebreak"], rules=e["rules"], after_round=k)
        for pid, want in e["values"].items():
            value = got_v[int(pid)]
            assert value is not None, f"player {pid}: no value, expected {want}"
            assert value == exact(want), f"player {pid}: {value} != {want}"
    elif "ranking" in e:
        st = compute_standings(
            t, rules=e.get("rules"), order=e.get("order"), preset=e.get("preset"), after_round=k
        )
        if e.get("rules") and e["rules"] != "fide":
            assert st.rules == e["rules"]
        if "order" in e:
            # The vector repeats the requested order; the standings apply it less the codes
            # a warning dropped (rules.md 8.3).
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
    elif "explain" in e:
        assert e["rules"] in RULE_SET_IDS or e["rules"] == "fide"
        st = compute_standings(t, rules=e["rules"], order=[e["explain"]["tiebreak"]], after_round=k)
        ex = st.explain(e["explain"]["player"], e["explain"]["tiebreak"])
        if "value" in e:
            assert ex.value == exact(e["value"])
        by_round = {i.round: i for i in ex.items}
        for want in e["items"]:
            item = by_round[want["round"]]
            for key, expected in want.items():
                if key == "round":
                    continue
                got_item: Any = getattr(item, key)
                if key == "kind" and got_item is not None:
                    got_item = got_item.value  # the vectors hold the JSON value of the enum
                if key in ("raw", "value"):
                    assert got_item == (None if expected is None else exact(expected)), (
                        f"round {want['round']} {key}: {got_item} != {expected}"
                    )
                else:
                    assert got_item == expected, f"round {want['round']} {key}"
    else:  # pragma: no cover - the key check above makes this unreachable
        pytest.fail(f"unrecognised expectation {e}")


def check_scorecard(v: dict[str, Any]) -> None:
    result = calculate_card(*card_from_dict(v))
    assert result.rules == v["rules"]
    for key, want in v["expect"].items():
        if key == "items":
            got = {str(i.round): i.value for i in result.items}
            for rnd, value in want.items():
                assert rnd in got, f"round {rnd} has no item"
                assert got[rnd] == (None if value is None else exact(value)), f"round {rnd}"
        elif key == "adjusted_score":
            assert result.adjusted_score == exact(want)
        else:
            assert key in result.values, f"{key} not computed"
            assert result.values[key] == exact(want), f"{key}: {result.values[key]} != {want}"
