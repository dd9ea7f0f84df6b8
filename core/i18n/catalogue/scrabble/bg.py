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
    "scrabble.whatif.no-score": "Разликата в точките иска точки: резултатите от кръг {round} "
    "нямат точки от партията, затова {codes} броят само предишните кръгове, с каквато и разлика "
    "да е победата",
}
