"""The tournament JSON reader tells the checks what it learnt while reading (no pending
token, no "scores" list) so they skip a pass over every round; a file that has either is
still checked in full (core.formats.validate.check)."""

from __future__ import annotations

import pytest

from core.errors import InputError
from core.formats.tournament_json import tournament_from_dict
from core.formats.validate import check, default_locator


def _event(rounds: list[list[str]], **extra: object) -> dict[str, object]:
    players = [
        {"id": i, "name": f"P{i}", "results": [r[i - 1] for r in rounds]}
        for i in range(1, len(rounds[0]) + 1)
    ]
    return {"format": "tiebreak-tournament/1", "name": "t", "players": players, **extra}


def _keys(exc: pytest.ExceptionInfo[InputError]) -> set[str]:
    return {p.message.key for p in exc.value.problems if hasattr(p.message, "key")}


def test_a_pending_game_before_a_finished_round_is_still_refused() -> None:
    data = _event([["?W2", "?B1", "+W4", "-B3"], ["+W3", "-B4", "-B1", "+W2"]])
    with pytest.raises(InputError) as exc:
        tournament_from_dict(data)
    assert "grid.pending-before-results" in _keys(exc)


def test_a_spaced_pending_token_is_looked_for_too() -> None:
    data = _event([[" ?W2", "?B1", "+W4", "-B3"], ["+W3", "-B4", "-B1", "+W2"]])
    with pytest.raises(InputError) as exc:
        tournament_from_dict(data)
    assert "grid.pending-before-results" in _keys(exc)


def test_a_score_on_a_bye_is_still_refused() -> None:
    data = _event([["+W2", "-B1", "BYE"], ["-B3", "BYE", "+W1"]])
    players = data["players"]
    assert isinstance(players, list)
    players[2]["scores"] = ["400:0", "300:200"]
    players[0]["scores"] = [None, "200:300"]
    with pytest.raises(InputError) as exc:
        tournament_from_dict(data)
    assert "scrabble.input.score-not-game" in _keys(exc)


def test_the_flags_only_skip_what_they_say_is_absent() -> None:
    t = tournament_from_dict(_event([["+W2", "-B1"], ["=B2", "=W1"]]))
    # the same event checked with and without the reader's knowledge: nothing either way
    assert check(t, default_locator("x")) is t
    assert check(t, default_locator("x"), pending=False, scored=False) is t
