"""Validation compares each game's two sides once and, when one disagrees, names every
problem from both sides as before (core/formats/validate.py; formats.md 1)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from core.formats.validate import default_locator, sides_agree, validate
from core.model import Color, Outcome, PlayerId, RoundResult, Tournament
from tests.core.random_events import random_tournament


def _both_sides(t: Tournament) -> list[tuple[int, int, str]]:
    """Every (player, round, kind) a check from both sides of every game finds: the
    reference the one-sided check must agree with."""
    players = t.by_id()
    found = []
    for p in t.players:
        for r, res in enumerate(p.results, start=1):
            if res.opponent is None or res.opponent not in players or res.opponent == p.id:
                continue
            other = players[res.opponent].results[r - 1]
            if other.opponent != p.id:
                found.append((p.id, r, "back-ref"))
            elif not sides_agree(res, other):
                found.append((p.id, r, "disagree"))
    return found


def _changed(t: Tournament, rng: random.Random) -> Tournament:
    """Change one round of one player: its outcome, colour or opponent."""
    players = list(t.players)
    i = rng.randrange(len(players))
    p = players[i]
    r = rng.randrange(len(p.results))
    res = p.results[r]
    how = rng.choice(["outcome", "color", "opponent"])
    if how == "outcome":
        new = res._replace(outcome=rng.choice([Outcome.WIN, Outcome.DRAW, Outcome.LOSS]))
    elif how == "color":
        new = res._replace(color=rng.choice([Color.WHITE, Color.BLACK, None]))
    else:
        others = [q.id for q in players if q.id != p.id]
        new = RoundResult(Outcome.WIN, PlayerId(rng.choice(others)), Color.WHITE)
    players[i] = p._replace(results=(*p.results[:r], new, *p.results[r + 1 :]))
    return t._replace(players=tuple(players))


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 3))
def test_the_problems_of_disagreeing_sides_are_named_from_both_sides(
    seed: int, changes: int
) -> None:
    rng = random.Random(seed)
    t = random_tournament(seed, players=rng.randint(4, 14), rounds=rng.randint(1, 6))
    for _ in range(changes):
        t = _changed(t, rng)
    expected = _both_sides(t)
    problems = validate(t, default_locator("t.json"))
    game_problems = [
        (p.place.player, p.place.round)
        for p in problems
        if p.message.key
        in (
            "grid.back-ref-other-has",
            "grid.back-ref-other-paired",
            "grid.results-disagree",
            "grid.same-colour.white",
            "grid.same-colour.black",
        )
    ]
    assert game_problems == [(pid, r) for pid, r, _ in expected]
