"""The add-on's messages in Bulgarian (български): addon/en.py translated, formal "вие",
terms from glossary.md (допълнителен показател, класиране, лист = a tab of the spreadsheet)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "addon.menu.title": "Tiebreak",
    "addon.menu.update": "Обнови допълнителните показатели",
    "addon.menu.check": "Провери резултатите",
    "addon.menu.explain": "Обясни състезател…",
    "addon.menu.why": "Защо A е пред B?",
    "addon.menu.publish": "Публикувай страницата с класирането",
    "addon.menu.live-on": "Обновявай, докато пиша",
    "addon.menu.live-off": "Спри обновяването, докато пиша",
    "addon.menu.settings": "Настройки",
    "addon.update.changed": "Нищо не е записано: {cells} се промени, докато се изчисляваше "
    "класирането. Проверете и пуснете Обнови допълнителните показатели отново.",
    "addon.update.kept-changing": "Лист {tab} се променяше по време на обновяването (опити: "
    "{count}); нищо не е записано. Пуснете обновяването отново, когато промените приключат.",
    "addon.update.locked": "Друго обновяване записва в тази таблица; нищо не е записано. "
    "Опитайте отново след малко.",
    "addon.update.no-tab": "Лист {tab} вече не съществува; нищо не е записано.",
    "addon.error.no-url": "Тази таблица още не е свързана с услуга tiebreak: отворете "
    "Tiebreak > Настройки и поставете адреса на услугата и токена на таблицата.",
    "addon.error.no-token": "Тази таблица още няма токен: отворете Tiebreak > Настройки и "
    "поставете токена, който администраторът на услугата е създал за нея.",
    "addon.error.bad-url": "Адресът на услугата трябва да започва с https:// (или http:// за "
    "проба на собствения ви компютър), а не {url}.",
    "addon.error.unreachable": "Услугата tiebreak на {url} не отговаря ({reason}). Проверете "
    "адреса в Tiebreak > Настройки или опитайте отново след минута.",
    "addon.error.status": "Услугата tiebreak отговори с грешка (HTTP {status}); опитайте "
    "отново след минута или съобщете на администратора ѝ.",
    "addon.error.not-json": "Отговорът от {url} не може да бъде прочетен (HTTP {status}): "
    "това адрес на услуга tiebreak ли е?",
    "addon.error.too-large": "Таблицата е твърде голяма, за да бъде изпратена на услугата с "
    "една заявка ({size} MB); услугата приема до {most} MB.",
    "addon.error.unexpected": "Нещо в добавката се обърка: {reason}",
    "addon.live.on": "Tiebreak вече обновява този лист сам след всяка промяна, най-много "
    "веднъж на {seconds} секунди. Спира се от Tiebreak > Спри обновяването, докато пиша.",
    "addon.live.off": "Tiebreak вече не обновява този лист сам.",
    "addon.live.title": "Tiebreak, обновяване докато пишете",
    "addon.live.done": "{summary} (следващо обновяване най-рано след {seconds} s)",
    "addon.ui.working": "Работя…",
    "addon.ui.close": "Затвори",
    "addon.ui.again": "Провери отново",
    "addon.check.none": "Няма проблеми: всеки резултат в този лист се чете.",
    "addon.check.count": "Намерени проблеми: {count}. Щракнете върху някой, за да отидете в "
    "клетката му.",
    "addon.explain.player": "Състезател",
    "addon.explain.button": "Обясни",
    "addon.why.a": "Състезател A",
    "addon.why.b": "Състезател B",
    "addon.why.button": "Защо?",
    "addon.why.same": "Изберете двама различни състезатели.",
    "addon.publish.intro": "Страницата с класирането на лист {tab}: един HTML файл, който "
    "обяснява всеки допълнителен показател. Изтеглете го и го сложете на сайта на клуба или "
    "го изпратете на състезателите.",
    "addon.publish.download": "Изтегли страницата",
    "addon.settings.block": "Правилата, редът на допълнителните показатели и езикът се "
    "задават в самата таблица, за да са съгласни менюто, tiebreak-sheets и ботът: "
    "клетка Tiebreak settings в листа с резултатите и под нея ключовете Rules, Order и "
    "Language със стойностите им вдясно (docs/sheets.md).",
    "addon.settings.service": "Услугата tiebreak (пази се в таблицата, не в клетка)",
    "addon.settings.url": "Адрес на услугата",
    "addon.settings.token": "Токен на тази таблица",
    "addon.settings.token-kept": "Има записан токен; не се показва. Поставете нов, за да го "
    "замените.",
    "addon.settings.interval": "Докато пиша: най-много едно обновяване на (секунди)",
    "addon.settings.save": "Запази",
    "addon.settings.saved": "Запазено.",
    "addon.settings.bad-interval": "Интервалът трябва да е цял брой секунди от {least} до "
    "{most}, а не {value}.",
    "addon.settings.block-head": "Настройки на таблицата",
    "addon.settings.block-here": "Записват се в блока Tiebreak settings на този лист (ключове "
    "Rules, Order, Language), който четат менюто, tiebreak-sheets и ботът; можете да го "
    "редактирате и ръчно (docs/grids.md).",
    "addon.settings.rules": "Правила",
    "addon.settings.order": "Ред на допълнителните показатели (кодове, разделени със запетаи)",
    "addon.settings.language": "Език на таблицата",
    "addon.settings.unset": "(не е зададено)",
    "addon.settings.block-save": "Запиши в таблицата",
}
