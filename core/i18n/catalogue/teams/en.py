"""The messages of team events in en."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "teams.error.not-a-team-event": (
        "not a team event: team-swiss or team-round-robin with teams and boards is needed"
    ),
    "teams.error.member": (
        "team {team}: player {player} is in another team too, or is not a player of the event"
    ),
    "teams.error.lineup": (
        "round {round}: team {team} lines up {found} players, expected {boards} or none"
    ),
    "teams.error.board-kind": (
        "round {round}: team {team} has a board with {outcome}; a board is a "
        "game, a forfeit, or part of the team's PAB on every board"
    ),
    "teams.error.opponent": (
        "round {round}: team {team} meets player {opponent}, who is not in another team"
    ),
    "teams.error.board": (
        "round {round}: board {board} of team {team} meets player {opponent}, "
        "who is not board {board} of the one opposing team"
    ),
    "teams.error.mirror": (
        "round {round}: the result does not match the result of player {opponent} in that round"
    ),
}
