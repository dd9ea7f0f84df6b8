"""The messages of whatif in bg."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "whatif.title": "Какво ако: {name} ({id}) на дъска {board} в кръг {round}",
    "whatif.games": {
        "one": "{count} сдвоена партия; състезатели без партия: {absent}",
        "other": "{count} сдвоени партии; състезатели без партия: {absent}",
    },
    "whatif.rules": "Правила {rules}; ред на допълнителните показатели {order}",
    "whatif.exact": {
        "one": "Точно: {count} комбинация на останалите резултати, всяка класирана",
        "other": "Точно: {count} комбинации на останалите резултати, всяка класирана",
    },
    "whatif.bounded": {
        "one": "Ограничено търсене: 3^{count} комбинация на останалите резултати е твърде много; "
        "границите само по точки са доказани, останалите са оценки от намерените варианти",
        "other": "Ограничено търсене: 3^{count} комбинации на останалите резултати са твърде "
        "много; "
        "границите само по точки са доказани, останалите са оценки от намерените варианти",
    },
    "whatif.result.win": "Победа",
    "whatif.result.draw": "Реми",
    "whatif.result.loss": "Загуба",
    "whatif.outlook": "{result} ({points}): {range}",
    "whatif.range": "място от {best} до {worst}",
    "whatif.range.one": "място {rank}",
    "whatif.best": "най-добро място {rank} ({status}) {when}: {reason}",
    "whatif.worst": "най-лошо място {rank} ({status}) {when}: {reason}",
    "whatif.stopped": "Търсенето спря след {seconds} s: {proven} от 6-те края на диапазоните са "
    "доказани (отбелязани доказано), останалите са оценки от намерените сценарии",
    "whatif.proven": "доказано",
    "whatif.estimate.best": "оценка; само по точки не по-добро от {bound}",
    "whatif.estimate.worst": "оценка; само по точки не по-лошо от {bound}",
    "whatif.when": "само ако {conditions} ({share})",
    "whatif.share": {
        "one": "в {count} от {of} комбинации",
        "other": "в {count} от {of} комбинации",
    },
    "whatif.example": "например ако {conditions}",
    "whatif.any": "при всякакви останали резултати",
    "whatif.found": "в намерения вариант",
    "whatif.condition": "дъска {board} ({white}–{black}) завърши {results}",
    "whatif.by-points": "решават точките ({points})",
    "whatif.error.unknown": "сдвояване, дъска {board}: няма състезател {id}",
    "whatif.error.twice": "сдвояване, дъска {board}: състезател {id} е сдвоен два пъти",
    "whatif.error.self": "сдвояване, дъска {board}: състезател {id} е сдвоен срещу себе си",
    "whatif.error.unpaired": "състезател {id} няма партия в даденото сдвояване",
    "whatif.error.no-pairings": "Въведете сдвояването на следващия кръг: --pairings 12-7,3-5 или "
    "--pairings-file PAIRS.csv",
    "whatif.error.both-pairings": "Въведете сдвояването веднъж: --pairings или --pairings-file, "
    "не и двете",
    "whatif.error.pairing": "{where}: очаква се двойка стартови номера бели-черни, напр. 12-7, "
    "намерено {text}",
    "whatif.where.option": "--pairings, двойка {index}",
    "whatif.where.file": "{path}, ред {line}",
    "whatif.help.command": "къде може да завърши състезател след следващия кръг при победа, реми "
    "или загуба",
    "whatif.help.player": "състезателят: стартов номер или име",
    "whatif.help.pairings": "сдвояването на следващия кръг, стартови номера бели-черни, разделени "
    "със запетая (12-7,3-5); състезател, който не е посочен, няма партия",
    "whatif.help.pairings-file": "сдвояването във файл: по една двойка стартови номера бели,черни "
    "(или бели-черни) на ред",
    # --- whatif ---
    "whatif.help.round": "кръгът, за който питате (по подразбиране: текущият кръг, чиито партии "
    "без резултат са сдвояването, иначе следващият); по-ранен кръг: както е бил преди него",
    "whatif.finished": {
        "one": "{count} партия от кръг {round} вече е решена и се брои, както е записана",
        "other": "{count} партии от кръг {round} вече са решени и се броят, както са записани",
    },
    "whatif.error.nothing-pending": "няма партия без резултат (никой кръг не тече): въведете "
    "сдвояването на кръг {next}",
    "whatif.error.no-round": "няма партия без резултат (никой кръг не тече); {how}",
    "whatif.error.in-progress": "кръг {round} тече: сдвояването са партиите му без резултат; не "
    "въвеждайте сдвояване",
    "whatif.error.beyond": "турнирът има {rounds} кръга, всички изиграни: сдвояване на кръг "
    "{round} не е част от него",
    "whatif.error.pairings-round": "даденото сдвояване е на кръг {next}, следващия, а не на кръг "
    "{round}",
    "whatif.error.round": "няма кръг {round}, за който да питате: турнирът има кръгове от 1 до "
    "{last} и следващия с неговото сдвояване",
    "whatif.error.after-pending": "кръг {round} идва след кръг {pending}, който още тече",
    "whatif.error.no-game-outcome": (
        "{name} ({id}) няма партия за решаване в кръг {round} (записано: {outcome})"
    ),
    "whatif.error.no-game": "{name} ({id}) няма какво повече да играе в кръг {round}: резултатът "
    "вече е записан",
}
