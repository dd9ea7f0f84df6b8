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
        "отбор {team} е с {found} играчи в състава, очакват се {boards} или нито един"
    ),
    "teams.error.board-kind": (
        "отбор {team} има дъска, която не е партия или служебен резултат "
        "({outcome}); почивката на отбора трябва да е на всички дъски"
    ),
    "teams.error.opponent": "отбор {team} играе срещу играч {opponent}, който не е в друг отбор",
    "teams.error.board": (
        "дъска {board} на отбор {team} играе срещу играч {opponent}, който не е "
        "на дъска {board} на противниковия отбор"
    ),
    "teams.error.mirror": "резултатът не съответства на резултата на играч {opponent} в този кръг",
    "teams.kind.played": "изигран мач",
    "teams.kind.forfeit-win": "мач, спечелен служебно",
    "teams.kind.forfeit-loss": "мач, загубен служебно",
    "teams.kind.pab": "почивка на отбора по жребий",
    "teams.kind.absent": "отборът не е изтеглен",
    "teams.score.mp": "MP",
    "teams.score.gp": "GP",
    "teams.entry.match": "{opponent}: {raw} {score}, брои се {count}",
    "teams.entry.match-adjusted": {
        "one": (
            "{opponent} има {raw} {score}, брои се {seen}: кръг {rounds} се брои "
            "като равен мач (16.3.2)"
        ),
        "other": (
            "{opponent} има {raw} {score}, брои се {seen}: кръгове {rounds} се "
            "броят като равни мачове (16.3.2)"
        ),
    },
    "teams.entry.own": "{outcome}: собствени {own} {score}",
    "teams.entry.own-against": "{outcome} срещу {opponent}: собствени {own} {score}",
    "teams.entry.cap-opponent": (
        "{outcome} срещу {opponent}: собствени {own} {score}, ограничени до "
        "{value} на противника (16.4.1)"
    ),
    "teams.entry.cap-rounds": (
        "{outcome}: собствени {own} {score}, ограничени до {draw} × {rounds} = {value} (16.4.2)"
    ),
    "teams.entry.rr-forfeit": (
        "{outcome} срещу {opponent} (кръгова система): {value} {score} на противника"
    ),
    "teams.entry.rr-free": "свободен кръг в кръговата система: не добавя нищо",
    "teams.mod.fore-assumed": "мачът от последния кръг се приема за равен (8.3)",
    "teams.mod.esb-factor": "× собствени {factor} {score} = {amount}",
    "teams.entry.aob": "{opponent}: {code} {value}",
    "teams.summary.no-match": "няма изигран мач: няма стойност",
    "teams.summary.sssc": (
        "{code} = {secondary} {score} + {bh} {buchholz} / {factor} = {exact}, закръглено до {value}"
    ),
    "teams.entry.points": "{outcome}: {points} {score}",
    "teams.entry.running": "след кръг {round}: {running} {score}",
    "teams.entry.win": "{outcome}: {points} {score}, спечелен мач",
    "teams.entry.no-win": "{outcome}: {points} {score}, не е победа",
    "teams.entry.board-count": "дъска {board}: {points} × {board} = {amount}",
    "teams.entry.board": "дъска {board}: {points}",
    "teams.entry.boards-down-to": "дъски от 1 до {last}: {points}",
    "teams.summary.lower-first": "{code} = {value} (по-ниското е по-добро)",
    "teams.summary.board-key": "{code}: сравнява се число по число, решава първата разлика",
}
