"""The messages of game scores in bg (glossary.md section 6; ⚠ terms keep their code)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "scrabble.tb.SPREAD": "Разлика в точките",
    "scrabble.tb.SCORE": "Сбор от собствените точки",
    "scrabble.tb.TURCAS": "TurČAS",
    "scrabble.tb.BRIGHTWELL": "Критерий Brightwell",
    "scrabble.cite.game-score": "точки в партията",
    "scrabble.cite.bye-score": "bye_score",
    "scrabble.cite.forfeit-score": "forfeit_score",
    "scrabble.cite.spread-cap": "spread_cap",
    "scrabble.cite.turcas": "ČAS TurČAS",
    "scrabble.cite.brightwell": "Brightwell (изведен)",
    "scrabble.item.game": "партия {score}, разлика {diff}",
    "scrabble.item.bye": "bye_score {score}, разлика {diff}",
    "scrabble.item.forfeit": "forfeit_score {score} ({kind}), разлика {diff}",
    "scrabble.item.game.own": "партия {score}, собствени точки {own}",
    "scrabble.item.bye.own": "bye_score {score}, собствени точки {own}",
    "scrabble.item.forfeit.own": "forfeit_score {score}, собствени точки {own}",
    "scrabble.item.capped": "ограничено до {capped} (spread_cap {cap})",
    "scrabble.item.capped.plain": "Таванът на разликата ограничава колко брои една партия.",
    "scrabble.item.nothing": "{kind}: не добавя нищо",
    "scrabble.item.nothing.plain": "Този кръг не добавя нищо към сборовете от точки.",
    "scrabble.item.started": "започва",
    "scrabble.item.second": "не започва",
    "scrabble.summary.spread": "разлика в точките {spread} (отчетените разлики); точки "
    "{score}:{against}",
    "scrabble.summary.score": "сбор от собствените точки {score} (на противниците {against})",
    "scrabble.summary.no-scores": "турнирът няма точки от партиите: няма стойност",
    "scrabble.summary.turcas": "TURCAS = {a} / {k} × {bh} + {b} × {score} + {c} × {spread} "
    "+ {d} × {zac} = {t1} {t2} {t3} {t4} = {value} ({sources})",
    "scrabble.summary.brightwell": "BRIGHTWELL = {score} + {a} / {k} × {bh} = {t1} {t2} = "
    "{value} ({sources})",
    "scrabble.paren": "(−{x})",
    "scrabble.plus": "+ {x}",
    "scrabble.minus": "− {x}",
    "scrabble.origin.mean": "средният сбор точки на партия от {games} партии ({total} / "
    "{games} = {mean})",
    "scrabble.sources.turcas-bare": "A: среден сбор на партия; B, D: по подразбиране, "
    "стойностите на ČAS не са известни; C: ČAS 2002",
    "scrabble.sources.turcas-given": "коефициентите от кода; стойностите на ČAS за B и D не "
    "са известни",
    "scrabble.sources.brightwell-bare": "K: среден сбор на партия; формулата на Brightwell е "
    "изведена",
    "scrabble.sources.brightwell-given": "K от кода; формулата на Brightwell е изведена",
    "scrabble.term.BH": "Бухолц",
    "scrabble.term.SCORE": "сбор от собствените точки (AbsSkore)",
    "scrabble.term.SPREAD": "разлика в точките (RelSkore)",
    "scrabble.term.ZAC": "кой започва: партии втори минус партии първи (Zacinani)",
    "scrabble.coefficients": "коефициенти {coefficients}, k = {k}",
    "scrabble.coefficient": "{name} = {value}",
    "scrabble.coefficient-from": "{name} = {value}, {origin}",
    "scrabble.term": "{term}: {quantity} × {factor} = {value}",
    "scrabble.warning.game-scores-missing": "турнирът няма точки от партиите в отчетените "
    "кръгове: {codes} са извадени от реда",
    "scrabble.input.score-malformed": "грешни точки на партия {found}: очаква се "
    "свои:противник, две цели числа, напр. 412:380",
    "scrabble.input.score-not-game": "точки {score} при {token}, което не е изиграна партия: "
    "почивките и служебните резултати вземат bye_score / forfeit_score, оставете празно",
    "scrabble.input.score-missing": "партията {token} няма точки, а други партии имат: всяка "
    "изиграна партия се нуждае от точките си",
    "scrabble.input.result-vs-score": "резултатът {token} не отговаря на точките {score}: "
    "победата иска повече точки, ремито равни, загубата по-малко (иначе решена партия се "
    "въвежда като служебен резултат)",
    "scrabble.input.sides-disagree": "точките {score} не са огледални на {other}, записани за "
    "{place} ({at})",
    "scrabble.input.sides-disagree-no-cell": "точките {score} не са огледални на {other}, "
    "записани за {place}",
    "scrabble.input.scores-list": "scores трябва да е списък с дължината на results "
    "({results} елемента), намерено {found}",
    "scrabble.input.event-score": "{field} трябва да е свои:противник, две цели числа, напр. "
    "50:0, намерено {found}",
    "scrabble.input.spread-cap": "spread_cap трябва да е положително цяло число, намерено {found}",
    "scrabble.input.turcas-colour": "{code} с D ≠ 0 изисква кой започва всяка партия, а тази "
    "партия няма цвят (започващият е белият)",
    "scrabble.cli.spread-cap": "--spread-cap приема положително цяло число или none, намерено "
    "{found}",
    "scrabble.cli.game-score": "{option} приема СВОИ:ПРОТИВНИК, две цели числа, напр. 50:0, "
    "намерено {found}",
    "scrabble.help.spread-cap": "ограничава разликата в точките на всеки кръг до N (none: без "
    "таван); заменя spread_cap на турнира",
    "scrabble.help.bye-score": "точки свои:противник за всяка почивка (по подразбиране 0:0); "
    "заменя bye_score на турнира",
    "scrabble.help.forfeit-score": "точки свои:противник за служебна победа (загубилият "
    "огледално); заменя forfeit_score на турнира",
    "scrabble.why.term": "{text} Разделя ги членът {term}: {quantity_above} срещу "
    "{quantity_below} ({value_above} срещу {value_below}).",
    "scrabble.why.term-one": "{text} Разделя ги членът {term}: {quantity_above} срещу "
    "{quantity_below}.",
    "scrabble.whatif.no-score": "Разликата в точките иска точки: резултатите от кръг {round}, "
    "за които питате, нямат точки в партията, затова класирането по-долу брои {codes} само от "
    "предишните кръгове; редовете под всеки резултат казват с колко трябва да се спечели или "
    "загуби",
    "scrabble.whatif.head": "С колко, по {code}, срещу състезателите, които могат да завършат със "
    "същите точки:",
    "scrabble.whatif.head-level": "С колко, по {code}, срещу състезателите, които могат да "
    "завършат със същите точки и равни по {codes}:",
    "scrabble.whatif.nobody": "никой друг не може да завърши с точките на {name}: разликата в "
    "партията не променя класирането",
    "scrabble.whatif.win-from": "победа с {margin} или повече поставя {name} над {rival} "
    "(разлика в точките {mine} срещу {theirs}){level}",
    "scrabble.whatif.win-any": "всяка победа поставя {name} над {rival} (разлика в точките "
    "{mine} срещу {theirs}){level}",
    "scrabble.whatif.win-none": "никоя победа не поставя {name} над {rival} (разлика в точките "
    "{mine} срещу {theirs}){level}",
    "scrabble.whatif.loss-upto": "загуба с {margin} или по-малко оставя {name} над {rival} "
    "(разлика в точките {mine} срещу {theirs}){level}",
    "scrabble.whatif.loss-any": "дори загуба с каквато и да е разлика оставя {name} над {rival} "
    "(разлика в точките {mine} срещу {theirs}){level}",
    "scrabble.whatif.loss-none": "никоя загуба не оставя {name} над {rival} (разлика в точките "
    "{mine} срещу {theirs}){level}",
    "scrabble.whatif.draw-above": "реми оставя {name} над {rival} по разлика в точките ({mine} "
    "срещу {theirs}){level}",
    "scrabble.whatif.draw-below": "след реми {rival} остава над {name} по разлика в точките "
    "({theirs} срещу {mine}){level}",
    "scrabble.whatif.draw-level": "след реми {name} и {rival} са равни по разлика в точките "
    "({mine}): решава {after}",
    "scrabble.whatif.level": "; при разлика точно {level} са равни по разлика в точките и "
    "решава {after}",
    "scrabble.whatif.level-cap": "; при разлика {level} или повече (таванът на разликата) са "
    "равни по разлика в точките и решава {after}",
    "scrabble.whatif.nothing-after": "нито един следващ показател",
    "scrabble.whatif.relative.win": "{rival} завършва със същите точки с победа на дъска "
    "{board}: {name} е над него, когато разликата на {name} в кръга минус тази на {rival} е "
    "{margin} или повече (разлика в точките {mine} срещу {theirs})",
    "scrabble.whatif.relative.loss": "{rival} завършва със същите точки със загуба на дъска "
    "{board}: {name} е над него, когато разликата на {name} в кръга минус тази на {rival} е "
    "{margin} или повече (разлика в точките {mine} срещу {theirs})",
    "scrabble.whatif.more": "и още със същите точки, по-далеч по разлика в точките: {count}",
    "scrabble.whatif.cap": "най-много {cap}",
    "scrabble.whatif.no-cap": "без таван",
    "scrabble.whatif.mean": "M (средният сбор точки на партия, с партиите от този кръг)",
    "scrabble.whatif.depends.score": "{code} зависи от собствените точки на {name} в кръг "
    "{round}, не от разликата: всяка точка на {name} добавя 1, при победа и при загуба",
    "scrabble.whatif.depends.turcas": "{code} зависи от собствените точки на {name} и от "
    "разликата: кръг {round} добавя {b} × собствени точки + {c} × разлика ({cap}) + {d} × (+1 "
    "ако не започва, −1 ако започва), а членът Бухолц {a} / {k} × BH се мени с всеки резултат "
    "от кръга",
    "scrabble.whatif.depends.brightwell": "{code} зависи от собствените точки на {name}, не от "
    "разликата: кръг {round} добавя 1 × собствени точки, а членът Бухолц {a} / {k} × BH се мени "
    "с всеки резултат от кръга",
    # the published page (tiebreak report)
    "scrabble.report.game-score": "Точки в партията",
    "scrabble.report.unplayed": "почивка или бай за цяла точка добавя точките за почивка на "
    "турнира (0:0, ако не са зададени), служебна победа — точките за служебен резултат "
    "(загубилият огледално; нищо, ако не са зададени), другите кръгове нищо; членът Бухолц в "
    "TurČAS и Brightwell ги брои според правилата.",
    "scrabble.report.about.SPREAD": "Разлика в точките: сборът от собствените точки минус тези "
    "на съперника във всеки кръг, всеки кръг най-много до тавана на разликата, ако турнирът има.",
    "scrabble.report.about.SCORE": "Сбор от собствените точки от всички партии, без таван.",
    "scrabble.report.about.TURCAS": "TurČAS, критерият на ČAS: A / k × Бухолц + B × сбор от "
    "собствените точки + C × разлика в точките + D × (партии втори − партии първи); "
    "коефициентите са на всяка карта.",
    "scrabble.report.about.BRIGHTWELL": "Критерий Brightwell: сбор от собствените точки + K / k "
    "× Бухолц (изведена формула); K е на всяка карта.",
    "scrabble.report.crosstable-key": "412:380 след клетката: точките в партията, първо тези "
    "на състезателя от реда.",
    "scrabble.error.no-modifier": "{code}: {base} няма модификатор (като -C1 или -M1); пишете "
    "{base}",
    "scrabble.error.no-coefficients": "{code}: {base} няма коефициенти; пишете {base}",
    "scrabble.error.coefficients": "{code}: {base} има коефициентите {names} (или никакви, "
    "стандартните), например {example}; зададени: {found}",
    "scrabble.error.coefficient-text": "{code}: коефициентите на {base} са десетични числа с "
    "точка, разделени със запетаи, например {example}",
}
