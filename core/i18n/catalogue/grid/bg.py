"""The messages of grid in bg: problems in organisers' grids (турнирни таблици, списъци на
партиите, CSV), in the consistency checks and the shared limits' reasons."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "grid.join-and": "{left} и {right}",
    "grid.join-or": "{left} или {right}",
    "grid.scoring-range": "очаква се число от 0 до {most} с най-много {decimals} знака след "
    "десетичната запетая",
    "grid.text-control": "съдържа управляващия знак {code} (позиция {position})",
    "grid.text-surrogate": "съдържа половин UTF-16 двойка (surrogate) {code} (позиция {position})",
    "grid.expected": "очаква се {expected}; намерено {found}",
    "grid.expected-hint": "очаква се {expected}; намерено {found} ({hint})",
    "grid.cell-help": "клетка на кръг като +W9, =B9, -9, 19w1, 3b½, 12b0, ?W9, 19w, "
    "+F7, -F7, BYE, H, F, "
    "Z, -- или празна",
    "grid.uscf-help": "клетка от таблица на US Chess като W5, D2, L4, X8 (победа по "
    "подразбиране), F8 (загуба по подразбиране), B (почивка за цяла точка), "
    "H (почивка за половин точка), U (неизигран) или празна",
    "grid.result-help": "резултат като 1-0, 0-1, ½-½, 1/2-1/2, 0.5-0.5, =, +/- или -/+ (по "
    "подразбиране), -- или 0-0 (двустранно по подразбиране)",
    "grid.hint.no-such-number": "няма такъв стартов номер",
    "grid.hint.colour": "напишете цвета, напр. {number}w{result}, или първо знак, напр. +{number}",
    "grid.hint.start-at-1": "стартовите номера започват от 1",
    "grid.hint.formula": "Google Sheets показва {shown} за клетка, която започва с =: "
    "напишете ½ или '= като текст",
    "grid.hint.uscf": "{cell} прилича на записа на таблиците на US Chess: добавете ред "
    "'Notation | uscf' над таблицата или задайте --notation uscf",
    "grid.uscf-opponent-zero": "{found}: номерата на противниците започват от 1",
    "grid.uscf-forfeit-opponent": "{found}: резултатът по подразбиране посочва противника, "
    "който не е играл, напр. {letter}8 (запис на US Chess)",
    "grid.csv-nul": "това не е текстов файл: съдържа байт NUL",
    "grid.csv-unreadable": "не може да се прочете като CSV: {detail}",
    "grid.header-row": "ред {row} ({words})",
    "grid.header-row-more": "ред {row} ({words}, …)",
    "grid.rounds-range": "броят на кръговете трябва да е от 0 до {most}, намерено {found}",
    "grid.pairings-needs-result": "заглавният ред на списък на партиите има нужда освен от "
    "колони за белите и черните и от колона за резултата: "
    "{words}",
    "grid.no-header": "не е намерен заглавен ред: очаква се заглавен ред на турнирна таблица "
    "(име и по една колона за кръг: R1, R2, … или Kolo 1, Runde 1, …) или "
    "на списък на партиите (Кръг, Бели, Черни, Резултат). Име: "
    "{name_words}; Бели: {white_words}",
    "grid.header-two-ways": "заглавният {header} се чете по два начина: като турнирна "
    "таблица (име и колони на кръгове {rounds}) и като списък на "
    "партиите (колони за белите и черните). Преименувайте колоните на "
    "кръговете (напр. на Бележки) за списък на партиите или колоните "
    "за белите и черните за турнирна таблица.",
    "grid.notation-unknown": "запис {found}: очаква се {first} или {second}",
    "grid.grid-two-ways": "тази таблица се чете по два начина: като турнирна таблица "
    "(заглавен {crosstable}) и като списък на партиите (заглавен "
    "{pairings}). Оставете по една подредба на лист или файл: "
    "преместете другата в отделен лист или файл.",
    "grid.second-header.crosstable": "втори заглавен ред: {first} и {second} започват "
    "турнирна таблица; оставете по една на лист или файл",
    "grid.second-header.pairings": "втори заглавен ред: {first} и {second} започват списък на "
    "партиите; оставете по един на лист или файл",
    "grid.list-no-games": "намерен е списък на играчите ({header}), но няма партии: очаква се "
    "турнирна таблица (колони на кръгове R1, R2, …) или списък на "
    "партиите (Кръг, Бели, Черни, Резултат)",
    "grid.two-lists": "два списъка на играчите: {first} и {second}; оставете един",
    "grid.list-twice": "зададени са и списък на играчите в таблицата, и отделен списък на "
    "играчите; оставете един",
    "grid.list-no-header": "очаква се списък на играчите със заглавен ред (име: {name_words}; "
    "номер: {number_words})",
    "grid.column-at": "{cell} {text}",
    "grid.column-twice": "две колони се четат като {role}: {cells}; преименувайте едната",
    "grid.rating-expected": "очаква се рейтинг (цяло число като 1850 или празно), намерено {found}",
    "grid.number-expected": "очаква се стартов номер (цяло число от 1 нагоре), намерено {found}",
    "grid.name-empty": "очаква се името на играча, клетката е празна",
    "grid.name-bad": "име {name}: {why}",
    "grid.points-expected": "очакват се точките на играча (напр. 3, 3.5, 3,5 или 3½), "
    "намерено {found}",
    "grid.points-disagree": "точките {found} не отговарят на партиите: {tokens} дават общо {total}",
    "grid.name-column-missing": "очаква се колона с име",
    "grid.round-below-one": "кръговете се номерират от 1, намерено {found}",
    "grid.round-two-columns": "кръг {round} има две колони: {first} и {second}",
    "grid.rounds-missing": {
        "one": "колоните на кръговете стигат до {last}, но кръг {missing} няма колона",
        "other": "колоните на кръговете стигат до {last}, но кръгове {missing} нямат колона",
    },
    "grid.round-over-max": "кръг {round}: турнирът има най-много {most} кръга",
    "grid.planned-below-columns": "броят на кръговете в турнира е {planned}, но таблицата има "
    "колона за кръг {round}",
    "grid.no-number-column": "няма колона за стартов номер ({words}): противниците в "
    "клетките на кръговете са стартови номера, затова всеки ред на "
    "играч има нужда от такъв",
    "grid.no-player-rows": "заглавен ред на турнирна таблица, но под него няма редове на играчи",
    "grid.number-twice": "стартов номер {number} е използван два пъти: редове {first} и {second}",
    "grid.opponents-two-ways": "номерата на противниците в клетките на кръговете се четат по "
    "два начина: като стартови номера (колона {numbers}) и като "
    "места в класирането (колона {ranks}), и партиите съвпадат и "
    "при двата. Изтрийте колоната, към която номерата не се "
    "отнасят, или преименувайте заглавието ѝ.",
    "grid.opponents-neither": "номерата на противниците са прочетени като стартови номера "
    "(колона {numbers}); и прочетени като места (колона {ranks}) "
    "партиите не съвпадат",
    "grid.opponent-unknown": "{found} посочва играч {opponent}, който не е в турнирната "
    "таблица (номера {low}–{high})",
    "grid.opponent-unknown-none": "{found} посочва играч {opponent}, който не е в турнирната "
    "таблица (няма номера)",
    "grid.back-ref-empty": "{here} твърди, че противник в кръг {round} е бил играч "
    "{opponent}, но {there} (играч {opponent}, кръг {round}) е празна",
    "grid.back-ref-has": "{here} твърди, че противник в кръг {round} е бил играч {opponent}, "
    "но {there} (играч {opponent}, кръг {round}) съдържа {there_text}",
    "grid.sides-differ-expected": "партията от кръг {round} е записана различно на двата "
    "реда: {here} съдържа {here_text}, а {there} (играч "
    "{opponent}) съдържа {there_text}; там се очаква {expected}",
    "grid.sides-differ": "партията от кръг {round} е записана различно на двата реда: {here} "
    "съдържа {here_text}, а {there} (играч {opponent}) съдържа "
    "{there_text}",
    "grid.list-number-twice": "стартов номер {number} е използван два пъти в списъка на "
    "играчите: редове {first} и {second}",
    "grid.list-empty": "заглавен ред на списък на играчите, но под него няма играчи",
    "grid.name-twice-no-numbers": "двама играчи се казват {name} (редове {rows}), а списъкът "
    "няма колона за стартов номер: добавете такава ({words}) и "
    "ги посочвайте с номер в списъка на партиите",
    "grid.number-expected-plain": "очаква се стартов номер, намерено {found}",
    "grid.number-from-1": "очаква се стартов номер от 1 нагоре, намерено {found}",
    "grid.number-not-in-list": "непознат играч: в списъка на играчите няма стартов номер {number}",
    "grid.name-number-mismatch": "{found} не отговаря на стартов номер {number}, който в "
    "списъка на играчите е {name}",
    "grid.name-ambiguous": "{found} може да е стартов номер {numbers}: двама играчи имат това "
    "име; напишете стартовия номер",
    "grid.player-unknown": "непознат играч {found}: не е в списъка на играчите",
    "grid.player-unknown-close": "непознат играч {found}: не е в списъка на играчите (имахте "
    "предвид {close}?)",
    "grid.number-without-list": "стартов номер {number}, но другите редове посочват играчите "
    "по име и няма списък на играчите, който да казва кой е номер "
    "{number}: напишете името или добавете списък на играчите "
    "(№, Име, …)",
    "grid.number-columns-twice.white": "две колони за стартов номер до белите: {first} и {second}",
    "grid.number-columns-twice.black": "две колони за стартов номер до черните: {first} и {second}",
    "grid.round-expected": "очаква се номер на кръг (1, R1, Кръг 1), намерено {found}",
    "grid.no-round": "тази партия няма кръг: очаква се номер на кръг в колоната Кръг или ред "
    "като 'Кръг 1' над партиите",
    "grid.same-player-both-sides": "един и същ играч от двете страни ({who})",
    "grid.game-or-bye": "очаква се партия (бели и черни) или почивка (bye) (един играч и "
    "BYE, H, F, Z или U), намерено бели {white}, черни {black}",
    "grid.bye-points-expected": "очакват се точките за почивката (bye) (1, ½, 0) или дума за "
    "почивка (BYE, H, F, Z, U) за играч без противник, намерено "
    "{found}",
    "grid.bye-points-range": "почивката (bye) носи 1, ½ или 0 точки, намерено {found}",
    "grid.byes-two": "две различни почивки (bye) на един ред: {first} и {second}",
    "grid.bye-points-mismatch": "точките {found} не отговарят на {bye} (носи {worth})",
    "grid.bye-missing": "играч без противник: в клетката на другия играч или в резултата се "
    "очаква BYE, H (почивка за половин точка), F (почивка за цяла точка), "
    "Z (почивка за нула точки) или U",
    "grid.player-twice-in-round": "{name} вече е в кръг {round} в {first}: играчът участва "
    "по веднъж във всеки кръг",
    "grid.row-no-players": "ред {row} има кръг {round}, но няма играчи: очакват се бели, "
    "черни и резултат (или един играч и почивка (bye)); изтрийте "
    "реда, ако в него няма партия",
    "grid.row-no-players-board": "ред {row} има кръг {round} и дъска {board}, но няма "
    "играчи: очакват се бели, черни и резултат (или един играч и "
    "почивка); изтрийте реда, ако в него няма партия",
    "grid.no-result": (
        "няма резултат: очаква се {expected} (само текущият кръг, последният с резултати,"
        " може да има партии още без резултат)"
    ),
    "grid.planned-below-row": "броят на кръговете в турнира е {planned}, но този ред е в кръг "
    "{round}",
    "grid.results-over-rounds": "кръговете с резултати са {results}, но турнирът обявява {rounds}",
    "grid.results-uneven": "кръговете с резултати са {results}, а другите играчи имат "
    "{others}; напишете -- за кръг, в който играчът не е сдвоен",
    "grid.opponent-not-in-event": "{token} посочва играч {opponent}, който не е в турнира",
    "grid.paired-self": "играч не може да бъде сдвоен срещу себе си",
    "grid.back-ref-other-has": "{token} твърди, че противник е бил играч {opponent}, но "
    "играч {opponent} има {other} в кръг {round}",
    "grid.back-ref-other-paired": "{token} твърди, че противник е бил играч {opponent}, но "
    "играч {opponent} е сдвоен с играч {paired} ({other}) в "
    "кръг {round}",
    "grid.results-disagree": "{token} не съвпада с {other} на играч {opponent} за същата "
    "партия в кръг {round}",
    "grid.same-colour.white": "и играч {player}, и играч {opponent} са записани с белите в "
    "кръг {round}",
    "grid.same-colour.black": "и играч {player}, и играч {opponent} са записани с черните в "
    "кръг {round}",
    "grid.paired-twice": "играч {player} е сдвоен два пъти в кръг {round} (от играчи {by})",
    "grid.after-withdrawal": "оттеглил се е от турнира след кръг {after}, но има {token} в "
    "кръг {round}; очаква се --",
}


# ---- a name typed twice, a round with no results -----
MESSAGES.update(
    {
        "grid.round-no-results": "кръг {round} няма резултати (партия, почиващ или отсъствие), а "
        "кръг {later} има",
        "grid.same-player-typo": {
            "one": "{name} се среща само в кръг {rounds}; дали не е {other} "
            "({cells})? Ако са двама играчи, впишете и двамата в блок "
            "или лист Players.",
            "other": "{name} се среща само в кръгове {rounds}; дали не е "
            "{other} ({cells})? Ако са двама играчи, впишете и "
            "двамата в блок или лист Players.",
        },
    }
)


# --- live gaps --- (a row cut short, a player list beside a crosstable)
MESSAGES.update(
    {
        "grid.listed-no-row": "{name} е в списъка на играчите, но няма ред в турнирната таблица",
        "grid.row-short": "ред {row} свършва в колона {last}, а заглавният му ред (ред {header}) "
        "продължава до колона {end}: липсва клетка; запишете всяка клетка, и "
        "празната (резултат, който още не е въведен, е празна последна клетка)",
        "grid.pending-before-results": (
            "партията срещу играч {opponent} в кръг {round} още няма резултат, а кръг {later}"
            " вече има резултати: въведете го (класирането брои само завършените кръгове, "
            "затова всички следващи резултати чакат него)"
        ),
    }
)

# the Tiebreak settings block of a grid (core/formats/grid_settings.py)
MESSAGES.update(
    {
        "grid.near-twin-merged": "{name} е прочетено като {first} ({cell}): имената се различават "
        "само по ударения, главни букви или интервали; ако са двама играчи, впишете и двамата в "
        "блок Players с техните стартови номера",
        "grid.settings.second-block": "втори блок 'Tiebreak settings' (първият е в {cell}); "
        "оставете само един",
        "grid.settings.twice": "настройката {key} е зададена два пъти",
        "grid.settings.target": "цел {value}: очаква се 'columns' или 'standings-tab'",
        "grid.settings.language": "език {value}: очаква се един от {langs}",
        "grid.settings.lots-seed": "seed за жребий {value}: очаква се цяло число от 0 до {most}",
        "grid.settings.single-winner": "един победител {value}: очаква се да или не",
        "grid.settings.unknown-key": "непозната настройка {key}: очаква се Rules, Order, Start "
        "date, Target, Language, Lots seed или Single winner",
        "grid.settings.rules": "набор от правила {value}: очаква се един от {names}",
        "grid.settings.date": "начална дата {value}: очаква се дата като 2025-09-13 или 13.9.2025",
    }
)
