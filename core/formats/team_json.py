"""The team keys of tournament JSON (formats.md 6.1): ``boards``, ``teams`` and
``team_scoring``, read and written for :mod:`core.formats.tournament_json`."""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction
from typing import Any, TypeGuard

from core.errors import Place, Problem
from core.i18n.message import Msg, Num, msg
from core.limits import MAX_PLAYER_ID, scoring_problem, shown, text_problem
from core.model import PlayerId, Primary, System, Team, TeamId, TeamScoring, Tournament
from core.scores import json_number, parse_score

__all__ = ["MAX_BOARDS", "TOP_KEYS", "read_team_fields", "team_lines", "write_team_fields"]

TOP_KEYS = frozenset({"boards", "teams", "team_scoring"})
MAX_BOARDS = 100
"""The most boards a match may have (an Olympiad match has 4)."""
_TEAM_KEYS = ("id", "name", "members")
_SCORING_KEYS = ("win", "draw", "loss", "pab", "primary")

TeamFields = tuple[tuple[Team, ...], int | None, TeamScoring | None]


def read_team_fields(
    data: dict[str, Any], system: System, *, source: str, text: str
) -> tuple[TeamFields, list[Problem]]:
    """Return ``(teams, boards, team_scoring)`` of a decoded tournament object and the
    problems found (formats.md 6.1): ``teams`` and ``boards`` are required with a team
    ``system`` and an error with any other; ``team_scoring`` defaults to 2-1-0, a team PAB
    worth a drawn match, primary ``MP``. Each problem names the line of the team object (or
    line 1 for a top-level key)."""
    problems: list[Problem] = []
    line = 1 if text else None

    def top(message: Msg) -> None:
        problems.append(Problem(source, message, line=line))

    if not system.is_team:
        for key in sorted(TOP_KEYS & set(data)):
            top(msg("input.team.json.not-team", key=repr(key), system=repr(system.value)))
        return ((), None, None), problems
    for key in ("teams", "boards"):
        if key not in data:
            top(msg("input.team.json.needs", key=repr(key), system=repr(system.value)))
    boards = data.get("boards")
    if "boards" in data and not _whole_in(boards, 1, MAX_BOARDS):
        top(msg("input.team.json.boards", limit=MAX_BOARDS, found=shown(boards)))
        boards = None
    teams = _read_teams(data.get("teams"), "teams" in data, source, text, problems)
    team_scoring = _read_scoring(data.get("team_scoring", {}), top)
    return (teams, boards, team_scoring), problems


def _read_teams(
    raw: object, given: bool, source: str, text: str, problems: list[Problem]
) -> tuple[Team, ...]:
    if not given:
        return ()
    if not isinstance(raw, list) or not raw:
        problems.append(
            Problem(source, msg("input.team.json.teams-list"), line=1 if text else None)
        )
        return ()
    lines = _object_lines(text) if text else []
    out: list[Team] = []
    seen: set[int] = set()
    for index, rt in enumerate(raw):
        line = lines[index] if index < len(lines) else None
        place: list[Place | None] = [None]

        def bad(message: Msg, _line: int | None = line, _at: list[Place | None] = place) -> None:
            problems.append(Problem(source, message, line=_line, place=_at[0]))

        if not isinstance(rt, dict):
            bad(msg("input.team.json.not-object", index=index))
            continue
        tid = rt.get("id")
        if not _whole_in(tid, 1, MAX_PLAYER_ID):
            bad(
                msg(
                    "input.team.json.id",
                    index=index,
                    limit=Num(MAX_PLAYER_ID, grouped=True),
                    found=shown(tid),
                )
            )
            continue
        place[0] = Place(team=tid)
        if tid in seen:
            bad(msg("input.team.json.duplicate-id", id=tid))
            continue
        seen.add(tid)
        for key in rt:
            if key not in _TEAM_KEYS:
                bad(msg("input.team.json.key", key=repr(key)))
        name = rt.get("name", f"Team {tid}")
        if not isinstance(name, str) or not name.strip():
            bad(msg("input.team.json.name", found=shown(name)))
            name = f"Team {tid}"
        elif (why := text_problem(name)) is not None:
            bad(msg("input.json.bad-text", field="name", value=shown(name), problem=why))
        members = rt.get("members")
        if not isinstance(members, list) or not all(
            _whole_in(m, 1, MAX_PLAYER_ID) for m in members
        ):
            bad(msg("input.team.json.members", found=shown(members)))
            members = []
        out.append(Team(TeamId(tid), name, tuple(PlayerId(m) for m in members)))
    return tuple(out)


def _read_scoring(raw: object, top: Callable[[Msg], None]) -> TeamScoring:
    if not isinstance(raw, dict):
        top(msg("input.team.json.scoring-object", example='{"win": 2, "draw": 1, "loss": 0}'))
        return TeamScoring()
    vals: dict[str, Fraction] = {}
    primary = Primary.MP
    for key, value in raw.items():
        if key not in _SCORING_KEYS:
            top(msg("input.team.json.scoring-key", key=repr(key)))
        elif key == "primary":
            if value not in ("MP", "GP"):
                top(msg("input.team.json.primary", found=shown(value)))
            else:
                primary = Primary(value)
        else:
            try:
                vals[key] = parse_score(value)
            except ValueError:
                top(msg("input.team.json.scoring-number", key=str(key), found=shown(value)))
                continue
            if (why := scoring_problem(vals[key])) is not None:
                top(
                    msg(
                        "input.team.json.scoring-range",
                        key=str(key),
                        problem=why,
                        found=shown(value),
                    )
                )
    return TeamScoring(
        win=vals.get("win", Fraction(2)),
        draw=vals.get("draw", Fraction(1)),
        loss=vals.get("loss", Fraction(0)),
        pab=vals.get("pab"),
        primary=primary,
    )


def _whole_in(value: object, low: int, high: int) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


_OPEN = r'"teams"\s*:\s*\['  # compiled by re when a team event is read


def _object_lines(text: str) -> list[int]:
    """Return the line of each object of the ``teams`` array of ``text`` (1-based), found
    with a small scanner that skips strings: the line an organiser fixes."""
    m = re.search(_OPEN, text)
    if m is None:
        return []
    out: list[int] = []
    depth, in_string, escaped, line = 0, False, False, text.count("\n", 0, m.end()) + 1
    for ch in text[m.end() :]:
        if ch == "\n":
            line += 1
        elif in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            if depth == 0 and ch == "{":
                out.append(line)
            depth += 1
        elif ch in "]}":
            if depth == 0:
                break
            depth -= 1
    return out


def team_lines(text: str, raw: list[Any]) -> dict[Any, int]:
    """Return the line of each team's object in ``text``, by the team's id (``raw`` the
    list of teams as read; empty for an event of players)."""
    if not raw:
        return {}
    lines = _object_lines(text) if text else []
    return {
        rt.get("id"): lines[i]
        for i, rt in enumerate(raw)
        if isinstance(rt, dict) and i < len(lines)
    }


def write_team_fields(t: Tournament, out: dict[str, Any]) -> None:
    """Add ``boards``, ``team_scoring`` (when not the default) and ``teams`` of a team
    event to the object ``out`` (formats.md 6.1)."""
    if not t.system.is_team:
        return
    out["boards"] = t.boards
    ts = t.team_scoring or TeamScoring()
    if ts != TeamScoring():
        scoring: dict[str, Any] = {
            "win": json_number(ts.win),
            "draw": json_number(ts.draw),
            "loss": json_number(ts.loss),
        }
        if ts.pab is not None:
            scoring["pab"] = json_number(ts.pab)
        scoring["primary"] = ts.primary.value
        out["team_scoring"] = scoring
    out["teams"] = [
        {"id": team.id, "name": team.name, "members": list(team.members)} for team in t.teams
    ]
