"""tiebreak-serve's messages in Bulgarian (български)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "serve.bad-json": "Заявката не е валиден JSON: {detail}.",
    "serve.too-deep": "Заявката е вложена твърде дълбоко и не може да бъде прочетена.",
    "serve.bad-shape": "Заявката има грешна форма в {path}: очаква се {expected}.",
    "serve.unknown-field": "Заявката съдържа поле, което тази услуга не познава: {path}.",
    "serve.missing-field": "В заявката липсва полето {path}.",
    "serve.too-large": (
        "Заявката е {size} MB, повече от {limit} MB, които тази услуга приема (лист с 10 "
        "000 реда и 15 колони се побира): намалете листа или помолете администратора на "
        "услугата да увеличи --max-body."
    ),
    "serve.unsigned": (
        "Заявката не е подписана: поставете токена на тази таблица в Tiebreak ▸ Настройки."
    ),
    "serve.bad-signature": (
        "Подписът на заявката не съвпада: проверете токена в Tiebreak ▸ Настройки."
    ),
    "serve.stale": (
        "Времето на заявката се различава с {skew} секунди от часовника на услугата "
        "(приемат се най-много {window}): опитайте отново; ако се повтаря, часовникът на "
        "услугата е грешен."
    ),
    "serve.replayed": "Тази заявка вече е получена веднъж и няма да бъде изпълнена отново.",
    "serve.unknown-token": (
        "Токенът в Tiebreak ▸ Настройки не е известен на тази услуга (отменен или "
        "сгрешен): поискайте нов от администратора на услугата."
    ),
    "serve.wrong-sheet": (
        "Токенът в Tiebreak ▸ Настройки е на друга таблица: поискайте токена на тази таблица."
    ),
    "serve.rate-limited": (
        "Твърде много заявки за тази таблица за една минута (най-много {limit}): опитайте"
        " отново след {seconds} секунди."
    ),
    "serve.busy": "Услугата е заета: опитайте отново след {seconds} секунди.",
    "serve.timeout": (
        "Изчислението продължи повече от {seconds} секунди и беше прекратено: опитайте "
        "отново или се обърнете към администратора на услугата."
    ),
    "serve.internal": (
        "Услугата се провали неочаквано; администраторът ѝ ще намери подробностите в дневника."
    ),
    "serve.not-found": "Тази услуга няма {path}.",
    "serve.same-entrant": "Изберете двама различни състезатели.",
    "serve.expect.object": "обект",
    "serve.expect.array": "списък",
    "serve.expect.string": "текст",
    "serve.expect.integer": "цяло число",
    "serve.expect.number": "число",
    "serve.expect.boolean": "true или false",
    "serve.expect.null": "null",
    "serve.expect.or": "{left} или {right}",
    "serve.expect.one-of": "една от стойностите {values}",
    "serve.expect.min-length": "дължина поне {n}",
    "serve.expect.max-length": "дължина най-много {n}",
    "serve.expect.minimum": "поне {n}",
    "serve.expect.maximum": "най-много {n}",
    "serve.expect.min-items": "поне {n} елемента",
    "serve.expect.max-items": "най-много {n} елемента",
    "serve.expect.max-fields": "най-много {n} полета",
    "serve.expect.schema": "{name}",
}
