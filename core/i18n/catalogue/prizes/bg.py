"""The messages of prizes in bg."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- суми, награди, места -------------------------------------------------------------
    "prizes.money.bare": "{amount}",
    "prizes.money.before": "{symbol}{amount}",
    "prizes.money.after": "{amount} {symbol}",
    "prizes.prize.items": "{items}",
    "prizes.prize.both": "{money} + {items}",
    "prizes.place": "{category}, място {place}",
    "prizes.places": "{category}, места {first}–{last}",
    "prizes.share": "{player} {money}",
    "prizes.list": "{head} и {last}",
    # ---- как се прилага наградният фонд --------------------------------------------------
    "prizes.mode.pool": "Парите за места, поделени при равен брой точки: събират се и се "
    "разделят поравно.",
    "prizes.mode.hort": "Парите за места, поделени при равен брой точки: система на Хорт, "
    "{percent} % се събират и разделят поравно, останалото по реда на "
    "допълнителните показатели.",
    "prizes.mode.tiebreak": "Парите за места, поделени при равен брой точки: не се събират, "
    "решава редът на допълнителните показатели.",
    "prizes.mode.several": "Един състезател може да спечели няколко награди.",
    "prizes.mode.one-main-first": "По една награда на състезател, по-високата; при еднаква "
    "стойност наградата от основното класиране.",
    "prizes.mode.one-category-first": "По една награда на състезател, по-високата; при "
    "еднаква стойност наградата от категорията.",
    "prizes.mode.remainder": "Суми, които не се делят поравно: останалите единици (по {unit}) "
    "получават първите по реда на допълнителните показатели.",
    # ---- награди -------------------------------------------------------------------------
    "prizes.award.single": "{what}: {prize} за {player}.",
    "prizes.award.pooled": "{total} за {what} се събират и разделят между {players} (с по "
    "{points}): по {share} на всеки.",
    "prizes.award.pooled-remainder": "{total} за {what} се събират и разделят между "
    "{players} (с по {points}): {shares}; неделимият остатък "
    "{rest} получават първите по реда на допълнителните "
    "показатели, по една единица.",
    "prizes.award.hort": "Система на Хорт за {what} ({players}, с по {points}): {pooled} от "
    "{total} се събират и разделят: {pool_shares}; останалото по реда на "
    "допълнителните показатели: {own}; общо: {shares}.",
    "prizes.award.by-order": "{what}: {players} имат по {points}; парите не се събират, "
    "решава редът на допълнителните показатели: {shares}.",
    "prizes.items.order": "{items} ({what}) за {player}, по реда на допълнителните "
    "показатели. {why}",
    "prizes.choice.higher": "{player} можеше да получи и {other} ({other_prize}) и запазва "
    "по-високата награда ({kept}): по една награда на състезател.",
    "prizes.choice.equal-main": "{player} можеше да получи и {other} ({other_prize}) със "
    "същата стойност ({kept}): по една награда на състезател, "
    "първо наградата от основното класиране.",
    "prizes.choice.equal-category": "{player} можеше да получи и {other} ({other_prize}) със "
    "същата стойност ({kept}): по една награда на "
    "състезател, първо наградата от категорията.",
    "prizes.skipped": {
        "one": "{category}: {players} спечели друга награда и тук се пропуска (по една "
        "награда на състезател).",
        "other": "{category}: {players} спечелиха други награди и тук се пропускат (по една "
        "награда на състезател).",
    },
    "prizes.unawarded": "{what}: {prize} не се присъжда (не остана състезател с право на нея).",
    # ---- предупреждения ------------------------------------------------------------------
    "prizes.warning.attribute": {
        "one": "{category}: {count} състезател няма във файла {attribute} и не може да бъде "
        "проверен: {players}.",
        "other": "{category}: {count} състезатели нямат във файла {attribute} и не могат да "
        "бъдат проверени: {players}.",
    },
    "prizes.attr.birth": "дата или година на раждане",
    "prizes.attr.birth-date": "пълна дата на раждане (само годината не решава възрастта)",
    "prizes.attr.sex": "пол",
    "prizes.attr.federation": "федерация",
    "prizes.warning.unbroken": "{players} делят място {rank} и след всички допълнителни "
    "показатели, а {what} изисква ред между тях: тук са подредени "
    "по стартов номер; решете според регламента (допълнителен "
    "мач, жребий).",
    # ---- изход ---------------------------------------------------------------------------
    "prizes.title": "Награди: {name}",
    "prizes.totals": "Награди по състезатели",
    "prizes.total": "Изплатени общо: {money}",
    "prizes.column.place": "Място",
    "prizes.column.prize": "Награда",
    "prizes.help.command": "разпределя наградите според класирането: поделените места се "
    "събират, награди по категории, всяка награда обяснена",
    "prizes.help.prizes": "наградният фонд (JSON, tiebreak-prizes/1; вижте docs/prizes.md)",
    # ---- грешки в наградния фонд ---------------------------------------------------------
    "prizes.error.unreadable": "наградният фонд не може да се прочете: {detail}",
    "prizes.error.json": "невалиден JSON: {detail}",
    "prizes.error.expected": "очаква се {expected}, намерено {found}",
    "prizes.error.unknown-key": "непознат ключ {key} (познати: {known}; собствените ключове "
    "започват с x-)",
    "prizes.error.choice": "намерено {found}, очаква се едно от: {choices}",
    "prizes.error.too-precise": "{found} има повече десетични знаци, отколкото фондът "
    'позволява ({decimals}, задава се с "decimals")',
    "prizes.error.empty-range": "задайте {low} или {high}, или и двете",
    "prizes.error.inverted-range": "долната граница {low} е над горната граница {high}",
    "prizes.error.format": "форматът е {found}; очаква се {expected}",
    "prizes.error.duplicate-id": "id {id} вече се използва от друга категория",
    "prizes.error.empty-place": "мястото трябва да има пари или предметна награда",
    "prizes.error.increasing": "място {place} носи повече от място {previous}: изброявайте "
    "местата от най-доброто",
    "prizes.error.no-age-date": "възрастта изисква дата, към която се изчислява: задайте "
    '"on" тук или start_date в турнира',
    "prizes.error.unknown-player": "в турнира няма състезател {id}",
    "prizes.error.unknown-team": "в турнира няма отбор {id}",
    "prizes.error.team-criterion": "{key} описва състезател: в отборен турнир категорията "
    "дава места на всички отбори или на изброените в нея (players: номера на отбори)",
    "prizes.expect.whole": "цяло число",
    "prizes.expect.bool": "true или false",
    "prizes.expect.text": "текст",
    "prizes.expect.amount": 'сума като 150 или "33.50"',
    "prizes.expect.fraction": 'дроб между 0 и 1, например "1/2" или 0.5',
    "prizes.expect.object": "обект",
    "prizes.expect.date": "дата като 2026-01-01",
    "prizes.expect.categories": "непразен списък от категории",
    "prizes.expect.places": "непразен списък от места",
    "prizes.expect.texts": "списък от текстове",
    "prizes.expect.ids": "непразен списък от стартови номера",
}
