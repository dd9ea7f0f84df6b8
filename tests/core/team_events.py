"""Team events for the engine's own tests, built past the team readers' checks: the players
through the tournament JSON reader, then the teams, boards and match points of formats.md 6.1
set on the model directly, so that the engine's refusal of inconsistent matches
(``test_team_matches``) is tested on its own. The vector tests read through the product's
reader (``tournament_from_dict``)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from core.formats.tournament_json import tournament_from_dict
from core.model import PlayerId, Primary, System, Team, TeamId, TeamScoring, Tournament

TEAM_KEYS = ("teams", "boards", "team_scoring", "system")


def team_event(data: dict[str, Any], source: str = "test") -> Tournament:
    """Return the team event of a formats.md 6.1 dict."""
    plain = {k: v for k, v in data.items() if k not in TEAM_KEYS}
    t = tournament_from_dict(plain, source=source)
    ts = dict(data.get("team_scoring") or {})
    scoring = TeamScoring(
        win=Fraction(str(ts.get("win", 2))),
        draw=Fraction(str(ts.get("draw", 1))),
        loss=Fraction(str(ts.get("loss", 0))),
        pab=None if ts.get("pab") is None else Fraction(str(ts["pab"])),
        primary=Primary(ts.get("primary", "MP")),
    )
    teams = tuple(
        Team(TeamId(x["id"]), x["name"], tuple(PlayerId(m) for m in x["members"]))
        for x in data["teams"]
    )
    return t._replace(
        system=System(data.get("system", "team-swiss")),
        teams=teams,
        boards=data["boards"],
        team_scoring=scoring,
    )


def two_board_event(
    rounds: int, teams: dict[int, list[int]], results: dict[int, list[str]], **extra: Any
) -> Tournament:
    """Return a 2-board team Swiss with ``teams`` (id -> members) and ``results`` (player id
    -> tokens)."""
    data: dict[str, Any] = {
        "format": "tiebreak-tournament/1",
        "name": "test",
        "rounds": rounds,
        "system": "team-swiss",
        "boards": 2,
        "teams": [{"id": i, "name": f"T{i}", "members": m} for i, m in teams.items()],
        "players": [{"id": p, "name": f"P{p}", "results": r} for p, r in results.items()],
    }
    data.update(extra)
    return team_event(data)
