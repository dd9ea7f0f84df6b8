"""A standings table and an explanation must never disagree on a number.

A table asks the engine for every player's value at once (``Engine.values``: integer units,
no items); an explanation computes one player's value together with its items
(``Engine.explain``). Several families have a separate all-players computation for speed,
so this test holds the two paths to the same result on every numeric code, every rule set,
seeded random Swiss events with every kind of unplayed round, and the spec's vectors.
"""

from __future__ import annotations

import json

import pytest

from core.formats.tournament_json import tournament_from_dict
from core.model import Tournament
from core.rules import resolve_rule_set
from core.tiebreaks.engine import Engine
from core.tiebreaks.registry import known_codes, parse_code
from tests.conftest import VECTORS
from tests.core.random_events import random_tournament

RULES = [
    "fide-2026",
    "fide-2024",
    "fide-2009",
    "uscf",
    "cas",
    "naive",
    "played-only",
    "lichess",
    "fide-2024+forfeit-ends-withdrawal",
    "fide-2024+pab-no-sb",
]
NUMERIC = [c for c in known_codes() if not parse_code(c).family.group]


def _disagreements(t: Tournament, rules: str) -> list[str]:
    rule_set, _ = resolve_rule_set(rules, t.start_date)
    table = Engine(t, rule_set, unrated_rating=1400)
    bad: list[str] = []
    for code in NUMERIC:
        spec = parse_code(code)
        every = table.values(spec)
        assert list(every) == [p.id for p in t.players]
        alone = Engine(t, rule_set, unrated_rating=1400)
        for pid, value in every.items():
            explained = alone.explain(spec, pid).value
            if explained != value:
                bad.append(
                    f"{t.name} {rules} {code} player {pid}: table {value}, explanation {explained}"
                )
    return bad


@pytest.mark.parametrize("seed", range(12))
def test_table_values_equal_explained_values_on_random_events(seed: int) -> None:
    t = random_tournament(seed, players=9 + seed, rounds=5 + seed % 4, unrated=seed % 3 == 0)
    bad = [d for rules in RULES for d in _disagreements(t, rules)]
    assert not bad, "\n".join(bad[:20])


@pytest.mark.needs_shared
def test_table_values_equal_explained_values_on_the_spec_vectors() -> None:
    checked = 0
    bad: list[str] = []
    for path in sorted(VECTORS.glob("*.json")) + sorted(VECTORS.glob("lichess/*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        if "tournament" not in doc:  # a scorecard vector: one player's card, no event
            continue
        t = tournament_from_dict(doc["tournament"], source=path.name)
        for rules in ("fide-2026", "fide-2024", "fide-2009", "uscf", "lichess"):
            bad += _disagreements(t, rules)
        checked += 1
    assert checked >= 10, f"expected the spec's tournaments in {VECTORS}"
    assert not bad, "\n".join(bad[:20])


def _view_disagreements(t: Tournament, rules: str) -> list[str]:
    """The view's integer lists (the values path) against the entries the same rule set
    builds for an explanation: the same values, factors and VURs, player by player."""
    rule_set, _ = resolve_rule_set(rules, t.start_date)
    eng = Engine(t, rule_set)
    view = eng.view
    bad: list[str] = []
    for p in t.players:
        entries = [e for e in view.entries[p.id] if e.value is not None]
        want = sorted((e.value, e.points) for e in entries)
        got = sorted(zip(view.values[p.id], view.factors[p.id], strict=True))
        want_vurs = sorted(e.value for e in entries if e.vur)
        got_vurs = sorted(view.vur_values[p.id])
        if got != want or got_vurs != want_vurs:
            bad.append(
                f"{t.name} {rules} player {p.id}: values path {got} VURs {got_vurs}, "
                f"entries {want} VURs {want_vurs}"
            )
    return bad


@pytest.mark.parametrize("seed", range(12))
def test_view_lists_equal_the_entries_on_random_events(seed: int) -> None:
    t = random_tournament(seed, players=9 + seed, rounds=5 + seed % 4)
    bad = [d for rules in RULES for d in _view_disagreements(t, rules)]
    assert not bad, "\n".join(bad[:20])


def test_view_lists_equal_the_entries_in_a_round_robin() -> None:

    from core.model import System

    t = random_tournament(3, players=8, rounds=7)._replace(system=System.ROUND_ROBIN)
    bad = [d for rules in RULES for d in _view_disagreements(t, rules)]
    assert not bad, "\n".join(bad[:20])
