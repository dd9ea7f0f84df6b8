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
    # ---- the names of the team codes (rules.md 9.5) --------------------------------------
    "teams.tb.MPVGP": "Вторичен резултат",
    "teams.tb.EMMSB": "Разширен коефициент на Зонеборн-Бергер (MP × MP)",
    "teams.tb.EMGSB": "Разширен коефициент на Зонеборн-Бергер (MP × GP)",
    "teams.tb.EGMSB": "Разширен коефициент на Зонеборн-Бергер (GP × MP)",
    "teams.tb.EGGSB": "Разширен коефициент на Зонеборн-Бергер (GP × GP)",
    "teams.tb.SSSC": "Вторичен резултат с мащабиран коефициент на Бухолц",
    "teams.tb.BC": "Сума по дъски",
    "teams.tb.TBR": "Резултати от първа дъска",
    "teams.tb.BBE": "Отпадане на последните дъски",
    "teams.tb.EDE": "Разширена лична среща",
    "teams.tb.EDET": "Разширена лична среща, после резултати от първа дъска",
    "teams.tb.EDEB": "Разширена лична среща, после отпадане на последните дъски",
    "teams.tb.EDEBT": "Разширена лична среща, сума по дъски, после резултати от първа дъска",
    "teams.tb.EDEBB": "Разширена лична среща, сума по дъски, после отпадане на последните дъски",
    "teams.tb.on.mp": "{name} (точки за мачове)",
    "teams.tb.on.gp": "{name} (точки за партии)",
    "teams.tb.factor": "{name} (коефициент {factor})",
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
    "teams.entry.board-count": "дъска {board}: {points} {score} × {board} = {amount}",
    "teams.entry.board": "дъска {board}: {points} {score}",
    "teams.entry.boards-down-to": "дъски от 1 до {last}: {points} {score}",
    "teams.summary.lower-first": "{code} = {value} (по-ниското е по-добро)",
    "teams.summary.board-key": "{code} = {key}: сравнява се число по число, решава първата разлика",
    # the no-tie line, the FB and VUR notes, and the plain sentences of team items
    "teams.ties.none": (
        "Няма два отбора с равен брой {score}: допълнителни показатели не бяха нужни."
    ),
    "teams.mod.fore-moved": "мачът на {opponent} от последния кръг се приема за равен (8.3)",
    "teams.mod.fore-moved.plain": (
        "За този допълнителен показател мачът на {opponent} от последния кръг се брои за "
        "равен, затова резултатът му се променя."
    ),
    "teams.mod.fore-assumed.plain": (
        "За този допълнителен показател мачът на вашия отбор от последния кръг се брои за равен."
    ),
    "teams.mod.cut.vur": "изважда се първо: доброволно неизигран кръг (16.5)",
    "teams.mod.cut.vur.plain": (
        "Този кръг се изключва преди всички останали, защото вашият отбор не е изиграл мача "
        "(отсъствие или загуба по подразбиране)."
    ),
    "teams.entry.match.plain": "{opponent} има {raw} {score}.",
    "teams.entry.match-adjusted.plain": (
        "{opponent} има {raw} {score}, но се брои {seen}: пропуснат кръг, след който отборът "
        "не е изиграл повече мачове, се брои за равен мач."
    ),
    "teams.entry.own.plain": (
        "Този кръг ({outcome}) се брои като мач срещу отбор с вашия собствен резултат, {own} "
        "{score}."
    ),
    "teams.entry.own-against.plain": (
        "Този кръг ({outcome} срещу {opponent}) се брои като мач срещу отбор с вашия собствен"
        " резултат, {own} {score}."
    ),
    "teams.entry.cap-opponent.plain": (
        "Този кръг ({outcome} срещу {opponent}) се брои като мач срещу отбор с вашия собствен"
        " резултат, {own} {score}, но не повече от резултата на {opponent}, {value} {score}."
    ),
    "teams.entry.cap-rounds.plain": (
        "Този кръг ({outcome}) се брои като мач срещу отбор с вашия собствен резултат, {own} "
        "{score}, но не повече от равен мач във всеки кръг: {draw} × {rounds} = {value} {score}."
    ),
    "teams.entry.rr-forfeit.plain": (
        "В турнир по кръговата система този кръг ({outcome}) все пак се брои като мач срещу "
        "{opponent}."
    ),
    "teams.summary.de.not-reached": (
        "{code} не се прилага: когато редът стигна до него, никой друг отбор не беше наравно с този"
    ),
    "teams.entry.points-against": "{outcome} срещу {opponent}: {points} {score}",
    "teams.entry.win-against": "{outcome} срещу {opponent}: {points} {score}, спечелен мач",
    "teams.entry.no-win-against": "{outcome} срещу {opponent}: {points} {score}, не е победа",
}
