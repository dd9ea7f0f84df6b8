"""The messages of input in bg."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "input.decode.not-in-encoding": "не е текст в {encoding}: байт 0x{byte} на този ред не е "
    "знак в {encoding}",
    "input.decode.no-such-encoding": "непознато кодиране {encoding}: имахте ли предвид "
    "{suggestions}?",
    "input.decode.option": "--encoding {name} го чете като {encoding}",
    "input.decode.not-a-text-encoding": "{encoding} не е кодиране на текст (превръща байтове в "
    "байтове или текст в текст): посочете набор от знаци, например {suggestions}",
    "input.decode.read-named": "прочетено като {encoding}, посоченото кодиране (--encoding)",
    "input.decode.read-mark": "прочетено като {encoding}, както казва знакът за ред на байтовете",
    "input.decode.read-utf-8": "прочетено като UTF-8",
    "input.decode.read-guessed": "прочетено като {encoding}: не е UTF-8 и това е единствената "
    "стара кодова страница, в която прочитът е правдоподобен ({option} я посочва)",
    "input.decode.read-workbook": "работна книга на Excel, прочетена в кодирането, което обявява "
    "нейният XML",
    "input.decode.read-line": "{file}: {what}",
    "input.json.order": "order: намерено {found}, очаква се списък с кодове на допълнителни "
    'показатели като ["BH-C1", "BH"]',
    "input.warning.near-twins": "{first} (№ {first_no}) и {second} (№ {second_no}) се различават "
    "само по ударения, главни букви или интервали: един играч, въведен два пъти, или двама "
    "играчи, чиито имена трябва да ги различават",
    "input.decode.candidate": "{encoding} (чете се {word})",
    # Shared pieces
    "input.or": "{left} или {right}",
    "input.columns": "колони {first}-{last}",
    "input.found": "{problem}, намерено {found}",
    "input.kind.list": "списък",
    "input.kind.object": "обект",
    # core/formats/load.py
    "input.load.unreadable": "файлът не може да се прочете: {reason}",
    "input.load.no-stdin": (
        "стандартният вход е затворен: задайте име на файл или пренасочете файла към входа"
    ),
    "input.load.unknown-format": "това не е турнирен JSON, TRF-16 или CSV файл",
    # core/formats/text_decoding.py
    "input.size.mb": "{size} MB",
    "input.decode.too-large": "файлът е {size}; tiebreak чете турнирни файлове до {limit}",
    "input.decode.larger-than": "файлът е по-голям от {limit}; tiebreak чете турнирни файлове "
    "до {limit}",
    "input.decode.save-as-utf8": "запазете го като UTF-8 (в Excel: Save As, 'CSV UTF-8'; в "
    "LibreOffice: набор от знаци 'Unicode (UTF-8)')",
    "input.decode.bad-bom": "започва като текст {encoding}, но не е валиден {encoding} (байт "
    "{byte}): {advice}",
    "input.decode.nul": "това не е текстов файл: съдържа байт NUL (електронна таблица или "
    "UTF-16 без маркер за реда на байтовете?); {advice}",
    "input.decode.ambiguous": "не е UTF-8 (байт 0x{byte} на този ред), а текстът дава думи в "
    "повече от едно кодиране: {candidates}; {advice} или посочете кодирането (--encoding): "
    "{options}",
    "input.decode.unknown": "не е UTF-8 (байт 0x{byte} на този ред), а текстът не дава думи на "
    "никой език в Windows-1250, ISO-8859-2, Windows-1252, Windows-1251 или Windows-1254: "
    "{advice} или посочете кодирането (--encoding)",
    # core/formats/crosstable.py
    "input.token.help": "означение като +W9, =B9, -9, +F9, -F9, ?W9, BYE/U, F, H, Z или -- "
    "(formats.md, раздел 1)",
    "input.token.unknown": "{token} не е {help}",
    "input.token.too-large": "{token}: номерата на противниците стигат до {limit}",
    "input.token.zero": "{token}: номерата на противниците започват от 1",
    "input.token.drawn-forfeit": "{token}: резултатът по подразбиране е победа (+F) или "
    "загуба (-F), не реми",
    # core/formats/tournament_json.py
    "input.json.invalid": "невалиден JSON: {detail}",
    "input.json.long-number": "{key}: число с {digits} цифри; числата в турнира имат най-много "
    "{limit} цифри",
    "input.json.long-number-bare": "число с {digits} цифри; числата в турнира имат най-много "
    "{limit} цифри",
    "input.json.too-deep": "твърде дълбоко влагане: масиви или обекти на повече от {limit} "
    "нива един в друг",
    "input.json.not-object": 'очаква се JSON обект с "players"',
    "input.json.format": "форматът е {found}; очаква се {expected}",
    "input.json.unknown-key": "непознат ключ {key} (собствените ключове започват с 'x-')",
    "input.json.not-string": "{field} трябва да е низ, намерено {found}",
    "input.json.bad-text": "{field} {value}: {problem}",
    "input.json.start-date": "start_date {found} не е дата като 2026-11-03",
    "input.json.notation": "notation {found}: очаква се {expected}",
    "input.json.system": "system {found}: очаква се swiss, round-robin или team-swiss",
    "input.json.scoring-object": "scoring трябва да е обект като {example}",
    "input.json.scoring-key": "scoring: непознат ключ {key} (win, draw, loss, pab)",
    "input.json.scoring-number": "scoring.{key}: очаква се число, намерено {found}",
    "input.json.scoring-range": "scoring.{key}: {problem}, намерено {found}",
    "input.json.scoring": "scoring: {problem}",
    "input.json.no-players": "players трябва да е непразен списък",
    "input.json.rounds": "rounds трябва да е цяло число от 0 до {limit}, намерено {found}",
    "input.json.too-many-rounds": "играч има резултати от {rounds} кръга; турнирът има "
    "най-много {limit}",
    "input.json.player-not-object": "players[{index}] не е обект",
    "input.json.bad-id": "players[{index}]: id трябва да е цяло число от 1 до {limit}, "
    "намерено {found}",
    "input.json.duplicate-id": "едно и също id е използвано два пъти",
    "input.json.rating": "rating трябва да е цяло число от 0 до {limit} или null, намерено {found}",
    "input.json.results-list": "results трябва да е списък от означения",
    "input.json.not-token": "{found} не е означение",
    "input.json.token": "{problem}",
    "input.json.uscf-hint": '{problem} (запис на таблица на US Chess? добавете "notation": '
    '"uscf" във файла)',
    "input.json.withdrawn": "withdrawn_after трябва да е номер на кръг, намерено {found}",
    "input.json.birth": "birth трябва да е дата като 2008-05-17 или година като 2008, "
    "намерено {found}",
    "input.json.sex": 'sex трябва да е "m" или "f", намерено {found}',
    # core/formats/trf.py: reading
    "input.trf.not-record": "{found} не е запис на TRF: редът започва с код от 3 знака като "
    "001, 012 или XXR",
    "input.trf.no-players": "няма записи на играчи (редове, започващи с 001)",
    "input.trf.duplicate-start": "стартовият номер {id} е използван два пъти (и на ред {line})",
    "input.trf.start-number": "колони 5-8 съдържат стартовия номер, намерено {found}",
    "input.trf.name": "име {name}: {problem}",
    "input.trf.rating-limit": "колони 49-52 съдържат рейтинга, цяло число от 0 до {limit}, "
    "намерено {found}",
    "input.trf.text": "колони {columns} ({field}) {value}: {problem}",
    "input.trf.rating": "колони 49-52 съдържат рейтинга, намерено {found}",
    "input.trf.fide-id": "колони 58-68 съдържат FIDE ID, намерено {found}",
    "input.trf.points-column": "колони 81-84 съдържат точките, намерено {found}",
    "input.trf.rank": "колони 86-89 съдържат мястото, намерено {found}",
    "input.trf.blank": "колони 90-91 трябва да са празни, намерено {found}",
    "input.trf.round-block": "{columns}: {found} не е кръг като '  12 w 1' (противник, цвят, "
    "резултат в колони 1-4, 6 и 8 на блока)",
    "input.trf.opponent": "{columns}: противникът {found} не е стартов номер",
    "input.trf.colour": "{columns}: цвят {found}; очаква се w, b или -",
    "input.trf.result": "{columns}: резултат {found}; очаква се 1 0 = + - W D L H F U Z",
    "input.trf.record": "запис {code}: {problem}",
    "input.trf.xxr": "броят кръгове трябва да е цяло число от 0 до {limit}, намерено {found}",
    "input.trf.score-format": "очакват се точки като 1.0, намерено {found}",
    "input.trf.scoring": "точкуване: {problem}",
    "input.trf.no-result": "партията срещу играч {opponent} няма резултат",
    "input.trf.bye-with-opponent": "резултатът {result} е почиващ (bye), но посочва "
    "противник {opponent}",
    "input.trf.needs-opponent": "резултатът {result} изисква противник; кръг без противник е "
    "U (почиващ по жребий, PAB), F, H, Z или - (не е изтеглен)",
    "input.trf.points": "точки във файла {found}, партиите дават {counted}",
    "input.trf.points-scoring": "точките на {count} от {total} играчи не съвпадат с "
    "точкуване 1-½-0; за друго точкуване добавете записи като "
    "'BBW  3.0', 'BBD  1.0', 'BBL  0.0', 'BBU  3.0'",
    # core/formats/trf.py: writing
    "input.trf.too-many-players": "турнирът има {players} играчи, но стартовите номера в "
    "TRF-16 са с четири цифри (от 1 до {limit}): запазете го "
    "като турнирен JSON (--to json)",
    "input.trf.start-too-large": "стартовият номер {id} не се побира в четирите цифри на "
    "TRF-16 (от 1 до {limit}): преномерирайте играчите",
    "input.trf.limit.name-break": "името на турнира съдържа нов ред",
    "input.trf.limit.scoring": "точкуване: {what} = {value} не е число с един десетичен знак",
    "input.trf.limit.field": "полето на турнира {key} няма запис в TRF",
    "input.trf.limit.round": "кръг {round} няма партия, резултат по подразбиране или "
    "почиващ по жребий (PAB); четец на TRF приема такава колона за "
    "предварително поискани почивки",
    "input.trf.limit.name": "името {name} не се побира в колони 15-47 (най-много {width} "
    "знака, без нов ред, без интервали в началото и края)",
    "input.trf.limit.rating": "рейтингът {rating} не се побира в колони 49-52",
    "input.trf.limit.federation": "федерацията {federation} не е трибуквен код",
    "input.trf.limit.fide-id": "FIDE ID {id} не е число с до 11 цифри",
    "input.trf.limit.title": "титлата {title} не се побира в колони 11-13",
    "input.trf.limit.withdrawn": "TRF няма поле за оттегляне от турнира след кръг {round} "
    "(записват се отсъствията)",
    "input.trf.limit.points": "точките не се побират в колони 81-84",
    "input.trf.limit.player-field": "полето {key} няма колона в TRF",
    # core/questions/calc.py
    "input.card.not-object": 'очаква се обект с "rules" и "card"',
    "input.card.rules": "rules трябва да посочва един набор от правила ({known}); картата "
    "няма дата",
    "input.card.entry": "запис {entry} от картата",
    "input.card.result": "result трябва да е едно от {results}",
    "input.card.opponent-score": "opponent_score трябва да е число",
    "input.card.opponent-score-range": "opponent_score трябва да е число от 0 до "
    "{limit} с най-много {decimals} десетични знака, "
    "намерено {found}",
    "input.card.rounds": "rounds трябва да е цяло число ≥ {least}",
    # core/sources/lichess.py
    "input.lichess.bad-id": "{found} не е id на швейцарски турнир в lichess (8 букви или "
    "цифри, както в https://lichess.org/swiss/j8rtJ5GL)",
    "input.lichess.not-ref": "това не е швейцарски турнир в lichess: очаква се "
    "https://lichess.org/swiss/ID или lichess:ID",
    "input.lichess.no-players": "швейцарският турнир {id} в lichess още няма играчи",
    "input.lichess.not-found": "lichess няма швейцарски турнир {id}",
    "input.lichess.private": "швейцарският турнир {id} в lichess е частен (HTTP {status}): "
    "виждат го само членовете му",
    "input.remote.http": "lichess отговори с HTTP {status} за {url}",
    "input.remote.unreachable": "lichess е недостъпен ({error})",
    "input.remote.too-many-requests": "lichess съобщава за твърде много заявки (HTTP 429)",
    "input.remote.server": "lichess отговори с HTTP {status}",
    "input.remote.gave-up": {
        "one": "{why}; отказ след {attempts} опит",
        "other": "{why}; отказ след {attempts} опита",
    },
    "input.remote.wait-limit": {
        "one": "{why}; още {wait} s чакане биха надхвърлили границата за чакане, отказ след "
        "{attempts} опит",
        "other": "{why}; още {wait} s чакане биха надхвърлили границата за чакане, отказ "
        "след {attempts} опита",
    },
    "input.remote.not-json": "описанието на швейцарския турнир {id} от lichess не е JSON "
    "({detail})",
    "input.remote.not-object": "описанието на швейцарския турнир {id} от lichess не е JSON обект",
    "input.lichess.arena": "могат да се четат само швейцарски турнири от lichess: Арената "
    "(lichess.org/tournament/…) няма кръгове, в които да се разделят равенства",
    "input.lichess.header-name": "името, което lichess дава на швейцарския турнир {id}, не "
    "може да се покаже: {why}",
    "input.lichess.header-rounds": "lichess казва, че швейцарският турнир {id} има {found} "
    "кръга; могат да се прочетат най-много {most}",
    "input.lichess.header-start": "началото на швейцарския турнир {id} според lichess не е "
    "дата: {found}",
    "input.remote.timeout": "lichess не изпрати {url} за {seconds} s; отказах се",
    "input.remote.redirects": "lichess пренасочи {url} повече от {most} пъти; отказах се",
    "input.remote.too-large": "отговорът на lichess за {url} е по-голям от {most}; не е прочетен",
    "input.remote.encoding": "lichess отговори на {url} в кодиране, което не е поискано "
    "({encoding})",
    "input.remote.bad-gzip": "компресираният отговор на lichess за {url} е повреден ({detail})",
    "input.remote.long-number": "описанието на швейцарския турнир {id} от lichess съдържа "
    "число с повече от {most} цифри",
    "input.remote.too-deep": "описанието на швейцарския турнир {id} от lichess е вложено на "
    "повече от {most} нива",
    # --- team inputs --- (formats.md 6, rules.md 9.1)
    "input.team.cell.team": "отбор {id}",
    "input.team.cell.team-round": "отбор {id}, кръг {round}",
    "input.team.member-twice": "играч {player} е записан два пъти в {team}",
    "input.team.unknown-member": "членът {player} на {team} не е играч от турнира",
    "input.team.two-teams": "играч {player} ({name}) е член и на {first}, и на {second}; "
    "играчът играе за един отбор",
    "input.team.too-few": "{team} има по-малко членове ({members}) от дъските на мача ({boards})",
    "input.team.no-team": "играч {player} не е в отбор; всеки играч в отборен турнир е в "
    "един отбор",
    "input.team.requested-bye": "{token}: в отборен турнир няма поискани почивки; членът "
    "играе, има почивката от жребия на отбора (U) или не участва (--)",
    "input.team.lineup-size": "съставът на {team} в кръг {round} заема {count} от {boards} "
    "дъски (играчи {players}); съставът заема всички дъски или нито една",
    "input.team.partial-pab": (
        "{team} има почивка от жребия в кръг {round} само на част от състава (дъски с "
        "почивка: {pab}; без почивка: {others}); почивката на отбора важи за целия състав"
    ),
    "input.team.teammate": "дъска {board} на {team} в кръг {round} играе срещу играч "
    "{opponent} от същия отбор",
    "input.team.board-order": "дъска {board} на {team} в кръг {round} (играч {player}) "
    "играе срещу играч {opponent}, дъска {other_board} на {other}; дъска i на един състав "
    "играе срещу дъска i на другия",
    "input.team.two-opponents": "{team} играе срещу {first} на дъска {first_board} и срещу "
    "{second} на дъска {second_board} в кръг {round}; съставът играе срещу един отбор",
    "input.team.json.not-team": '{key} е за отборен турнир, а "system" е {system} '
    "(team-swiss или team-round-robin за отбори)",
    "input.team.json.needs": "турнир {system} изисква {key} (formats.md 6.1)",
    "input.team.json.boards": '"boards" трябва да е цяло число от 1 до {limit}, намерено {found}',
    "input.team.json.teams-list": '"teams" трябва да е непразен списък от отбори, напр. '
    '{{"id": 1, "name": "Team A", "members": [1, 2]}}',
    "input.team.json.not-object": 'отбор {index} в "teams" не е обект',
    "input.team.json.id": 'отбор {index} в "teams": "id" трябва да е цяло число от 1 до '
    "{limit}, намерено {found}",
    "input.team.json.duplicate-id": "номерът на отбор {id} е използван два пъти",
    "input.team.json.key": "непознат ключ {key} в отбор (id, name, members)",
    "input.team.json.name": '"name" на отбор трябва да е текст, намерено {found}',
    "input.team.json.members": '"members" трябва да е списък от номера на играчи по реда '
    "на дъските, намерено {found}",
    "input.team.json.scoring-object": '"team_scoring" трябва да е обект, напр. {example}',
    "input.team.json.scoring-key": 'непознат ключ {key} в "team_scoring" (win, draw, loss, '
    "pab, primary)",
    "input.team.json.primary": '"primary" в "team_scoring" трябва да е "MP" или "GP", '
    "намерено {found}",
    "input.team.json.scoring-number": '"team_scoring" {key} трябва да е число, намерено {found}',
    "input.team.json.scoring-range": '"team_scoring" {key}: {problem}, намерено {found}',
    "input.team.check-ok": "{file}: наред — отборен турнир, {teams} отбора на {boards} "
    "дъски, {count} играчи, {played} от {rounds} кръга, всеки състав играе срещу един "
    "отбор дъска по дъска",
    "input.team.trf.member": "запис на отбор 013 съдържа стартови номера в колони 37-40, "
    "42-45, …; намерено {found}",
    "input.team.trf.no-name": "запис на отбор 013 изисква името на отбора в колони 5-36",
    "input.team.trf.no-members": "записът 013 на {name} не съдържа стартови номера",
    "input.team.trf.forfeit-no-opponent": "'0000 - +' е резултат по подразбиране без противник, "
    "който отборен турнир не приема: неизиграната дъска посочва члена на другия отбор "
    "(rules.md 12.37)",
    "input.team.trf.limit.id": "отбор с номер {id} се записва като отбор {position}: TRF-16 "
    "номерира отборите по мястото на реда им 013",
    "input.team.trf.limit.name": "името на отбора {name} не се побира в 32-те колони на ред 013",
    "input.team.trf.limit.scoring": "TRF-16 няма поле за точки за мачове: файлът ще се "
    "прочете с 2-1-0, почивка на отбора като реми и основен резултат MP",
    "input.team.trf.limit.boards": "турнирът има {boards} дъски, но никой състав не заема "
    "повече от {largest}; TRF-16 взема броя дъски от най-големия състав",
    "input.team.grid.no-teams": "партиите по дъски (колона Мач или Домакин/Гост) изискват "
    "списък на отборите: заглавен ред с колона за отбор ({words}) и колона за играч, по "
    "един ред за член по реда на дъските",
    "input.team.grid.no-team-cell": "този член няма отбор: напишете името на отбора в първия "
    "му ред",
    "input.team.grid.board": "тук е дъска {board}, но {name} е дъска {lineup} от състава на "
    "{team} в кръг {round} (играещите членове по реда на списъка на отборите)",
    "input.team.grid.match-teams": "мач {match} от кръг {round} съдържа играчи от повече от "
    "два отбора: {teams}",
    "input.team.grid.score": "очаква се резултат от мач като 2½-1½ или 3:1, намерено {found}",
    "input.team.grid.score-no-boards": "мач {match} от кръг {round} има резултат, но няма партии",
    "input.team.grid.score-sum": "резултатът {found} на мач {match} в кръг {round} не е сумата "
    "от дъските: {home} {home_points} - {away_points} {away}",
    # --- end of team inputs ---
}


# ---- rounds in progress: the pending token ?W9, TRF-16 -----
MESSAGES.update(
    {
        "input.token.pending-forfeit": "{token}: резултатът по подразбиране има резултат (+F или "
        "-F); партия без резултат е ?W9, ?B9 или ?9",
        "input.trf.pending": {
            "one": "TRF-16 не може да съдържа партия без резултат: кръг {round} "
            "има {count} партия без резултат; първо я въведете (JSON на "
            "турнира я пази като ?W9)",
            "other": "TRF-16 не може да съдържа партия без резултат: кръг {round} "
            "има {count} партии без резултат; първо ги въведете (JSON на "
            "турнира ги пази като ?W9)",
        },
    }
)
