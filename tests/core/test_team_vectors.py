"""Every team vector of ../shared/spec/vectors/teams (rules.md 9, formats.md 6.6), loaded from
that folder at test time (never copied).

Collected here: the ``match_points``/``game_points`` expectations and every
``{"rules", "tiebreak", "values"}`` one. The ``{"rules", "order", "ranking"}`` expectations
are the team standings' (tested with them), so this module does not collect them.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from core.formats.tournament_json import tournament_from_dict
from core.model import TeamId
from core.teams.games import team_engine
from core.teams.matches import team_records
from tests.conftest import VECTORS

pytestmark = pytest.mark.needs_shared

TEAM_VECTORS = VECTORS / "teams"
FILES = sorted(TEAM_VECTORS.glob("*.json"))


def test_the_team_vector_folder_is_there() -> None:
    assert len(FILES) >= 3, f"expected the team vectors in {TEAM_VECTORS}"


def _load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _cases(form: str) -> list[Any]:
    cases = []
    for f in FILES:
        for i, e in enumerate(_load(f)["expect"]):
            if form == "points" and "match_points" in e:
                cases.append(pytest.param(f, i, id=f"{f.stem}-{i}-points"))
            elif form == "values" and "values" in e:
                cases.append(pytest.param(f, i, id=f"{f.stem}-{i}-{e['rules']}-{e['tiebreak']}"))
    return cases


def exact(x: object) -> Fraction:
    """The vector's decimal as an exact fraction."""
    return Fraction(str(x))


@pytest.mark.parametrize(("path", "index"), _cases("points"))
def test_match_and_game_points(path: Path, index: int) -> None:
    v = _load(path)
    e = v["expect"][index]
    records = team_records(tournament_from_dict(v["tournament"], source=path.name))
    assert {str(r.id): r.mp for r in records} == {t: exact(x) for t, x in e["match_points"].items()}
    assert {str(r.id): r.gp for r in records} == {t: exact(x) for t, x in e["game_points"].items()}


@pytest.mark.parametrize(("path", "index"), _cases("values"))
def test_tiebreak_values(path: Path, index: int) -> None:
    v = _load(path)
    e = v["expect"][index]
    t = tournament_from_dict(v["tournament"], source=path.name)
    engine = team_engine(team_records(t), e["rules"])
    assert engine.rules.id == e["rules"]
    got = engine.values(e["tiebreak"])
    for tid, want in e["values"].items():
        value = got[TeamId(int(tid))]
        assert isinstance(value, Fraction), f"team {tid}: {value!r}, expected {want}"
        assert value == exact(want), f"team {tid}: {value} != {want}"
        ex = engine.explain(e["tiebreak"], TeamId(int(tid)))
        assert ex.value == value and ex.rules == e["rules"]
