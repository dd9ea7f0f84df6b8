"""The messages of team events in bg."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "teams.error.not-a-team-event": (
        "това не е отборно състезание: нужни са team-swiss или team-round-robin "
        "с отбори и брой дъски"
    ),
    "teams.error.member": (
        "отбор {team}: играч {player} е и в друг отбор или не е участник в турнира"
    ),
    "teams.error.lineup": (
        "кръг {round}: отбор {team} е с {found} играчи в състава, очакват се {boards} или нито един"
    ),
    "teams.error.board-kind": (
        "кръг {round}: отбор {team} има дъска с {outcome}; дъската е партия, "
        "служебен резултат или част от почивката на отбора на всички дъски"
    ),
    "teams.error.opponent": (
        "кръг {round}: отбор {team} играе срещу играч {opponent}, който не е в друг отбор"
    ),
    "teams.error.board": (
        "кръг {round}: дъска {board} на отбор {team} играе срещу играч "
        "{opponent}, който не е на дъска {board} на противниковия отбор"
    ),
    "teams.error.mirror": (
        "кръг {round}: резултатът не съответства на резултата на играч {opponent} в този кръг"
    ),
}
