"""The game-score fields of tournament JSON (formats.md 7.1, rules.md 13.2-13.4): a player's
``scores`` list, the event's ``bye_score``, ``forfeit_score`` and ``spread_cap``, read and
written. The checks across players (mirrored sides, result against score, all or nothing)
are format-independent: :mod:`core.formats.validate_scores`.
"""

from __future__ import annotations

from typing import Any

from core.formats.validate_scores import parse_game_score, parse_spread_cap
from core.i18n.message import Msg, msg
from core.limits import shown
from core.model import GameScore, GameScoring, Player, RoundResult, Tournament

TOP_KEYS = frozenset({"bye_score", "forfeit_score", "spread_cap"})
PLAYER_KEYS = frozenset({"scores"})


def read_event_scoring(data: dict[str, Any]) -> tuple[GameScoring, list[Msg]]:
    """Return the event's bye and forfeit scores and spread cap (defaults: ``0:0``, none,
    none) and the problems of the fields that are malformed (rules.md 13.9)."""
    problems: list[Msg] = []
    scores: dict[str, GameScore | None] = {"bye_score": GameScore(0, 0), "forfeit_score": None}
    for key in scores:
        if key not in data:
            continue
        raw = data[key]
        try:
            if not isinstance(raw, str):
                raise ValueError(raw)
            scores[key] = parse_game_score(raw)
        except ValueError:
            problems.append(msg("scrabble.input.event-score", field=key, found=shown(raw)))
    cap: int | None = None
    if data.get("spread_cap") is not None:
        try:
            cap = parse_spread_cap(data["spread_cap"])
        except ValueError:
            problems.append(msg("scrabble.input.spread-cap", found=shown(data["spread_cap"])))
    bye = scores["bye_score"]
    assert bye is not None
    return GameScoring(bye, scores["forfeit_score"], cap), problems


def read_player_scores(
    raw: dict[str, Any], results: list[RoundResult]
) -> tuple[list[RoundResult], list[tuple[int | None, Msg]]]:
    """Return ``results`` with the scores of the player's ``scores`` list (aligned with
    ``results``, entry i = round i, ``null`` for none) and the problems found, each with
    its round (``None`` for the list itself)."""
    if "scores" not in raw or raw["scores"] is None:
        return results, []
    given = raw["scores"]
    if not isinstance(given, list) or len(given) != len(results):
        count = len(given) if isinstance(given, list) else shown(given)
        return results, [
            (None, msg("scrabble.input.scores-list", results=len(results), found=count))
        ]
    out = list(results)
    problems: list[tuple[int | None, Msg]] = []
    for r, text in enumerate(given, start=1):
        if text is None:
            continue
        try:
            if not isinstance(text, str):
                raise ValueError(text)
            score = parse_game_score(text)
        except ValueError:
            problems.append((r, msg("scrabble.input.score-malformed", found=shown(text))))
            continue
        res = out[r - 1]  # the constructor: dataclasses.replace costs twice as much here
        out[r - 1] = RoundResult(res.outcome, res.opponent, res.color, score)
    return out, problems


def write_event_scoring(t: Tournament, out: dict[str, Any]) -> None:
    """Write the event's game-score settings that differ from the defaults (or all of them
    when the event has game scores, so that ``convert --to json`` keeps the values in
    force, formats.md 7.5)."""
    gs = t.game_scoring
    has = t.has_game_scores()
    if has or gs.bye_score != GameScore(0, 0):
        out["bye_score"] = str(gs.bye_score)
    if gs.forfeit_score is not None:
        out["forfeit_score"] = str(gs.forfeit_score)
    if gs.spread_cap is not None:
        out["spread_cap"] = gs.spread_cap


def write_player_scores(p: Player, d: dict[str, Any]) -> None:
    """Write the player's ``scores`` list when any round has a score."""
    if any(r.score is not None for r in p.results):
        d["scores"] = [None if r.score is None else str(r.score) for r in p.results]
