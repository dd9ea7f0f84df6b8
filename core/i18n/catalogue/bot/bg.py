"""The bot's messages in Bulgarian (български): formal "Вие", terms of glossary.md
(класиране, кръг, допълнителен показател, противник, по подразбиране), decimal comma."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "bot.cmd.option.encoding": "Кодирането на файла, ако не е UTF-8: cp1250, iso-8859-2, "
    "cp1251, cp1252, cp1254…",
    # ---- shared -------------------------------------------------------------------------
    "bot.continued": "{title} (продължение)",
    "bot.kind.file": "файл",
    "bot.kind.lichess": "lichess",
    "bot.kind.sheet": "Google таблица",
    "bot.button.previous": "◀ Предишна",
    "bot.button.next": "Следваща ▶",
    # ---- /standings ---------------------------------------------------------------------
    "bot.standings.column.rank": "#",
    "bot.standings.column.no": "№",
    "bot.standings.column.name": "Име",
    "bot.standings.column.pts": "Т.",
    "bot.standings.title": "{name}: класиране след кръг {round}",
    "bot.standings.rules": "Правила `{rules}` · ред на показателите: {order}",
    "bot.standings.warnings": {
        "one": "⚠️ {count} предупреждение: вижте `/rules`",
        "other": "⚠️ {count} предупреждения: вижте `/rules`",
    },
    "bot.standings.footer": {
        "one": "Страница {page}/{pages} · {count} играч · турнир `{slug}`",
        "other": "Страница {page}/{pages} · {count} играчи · турнир `{slug}`",
    },
    "bot.standings.moved-title": "Класиране",
    "bot.standings.moved": {
        "one": "Класирането се промени: вече има {count} страница и това е последната.",
        "other": "Класирането се промени: вече има {count} страници и това е последната.",
    },
    # ---- /buchholz, /tiebreak, /why -----------------------------------------------------
    "bot.explain.round": "**Кръг {round}**",
    "bot.explain.versus": "срещу {name} ({id})",
    "bot.explain.head": "**{code} = {value}** по `{rules}`",
    "bot.explain.title": "{code} на {player} ({id})",
    "bot.explain.footer": "{tournament} · след кръг {round}",
    "bot.entrant.line": "**{name}** ({id}): място {rank}, {score}",
    "bot.why.place-title": "Защо {name} е на {rank} място",
    "bot.why.title": "Защо {above} е над {below}",
    # ---- /player ------------------------------------------------------------------------
    "bot.player.head": {
        "one": "Място **{rank}** от {players} · **{count}** точка след кръг {round}",
        "other": "Място **{rank}** от {players} · **{count}** точки след кръг {round}",
    },
    "bot.player.rating": "рейтинг {rating}",
    "bot.player.unrated": "без рейтинг",
    "bot.player.white": "(с белите)",
    "bot.player.black": "(с черните)",
    "bot.player.won": "победа",
    "bot.player.drew": "реми",
    "bot.player.lost": "загуба",
    "bot.player.won-forfeit": "победа по подразбиране",
    "bot.player.lost-forfeit": "загуба по подразбиране",
    "bot.player.game": "**Кръг {round}** {result} срещу {opponent}{colour} · {score}",
    "bot.player.unpaired": "**Кръг {round}** {result} · {score}",
    "bot.player.tiebreaks": "**Допълнителни показатели** (`/tiebreak` показва сметката):",
    "bot.player.footer": "{tournament} · правила {rules}",
    # ---- /rules, /tournament settings ---------------------------------------------------
    "bot.rules.title": "Правила за {name}",
    "bot.rules.rule-set": "Правила: `{rules}`",
    "bot.rules.rule-set-default": "Правила: `{rules}` (по подразбиране)",
    "bot.rules.order": "Ред на показателите: {order}",
    "bot.rules.order-default": "Ред на показателите: {order} (по подразбиране)",
    "bot.rules.source": "Източник: {source} ({kind})",
    "bot.rules.rounds": "Отчетени кръгове: {counted} от {rounds}",
    "bot.rules.warnings": "**Предупреждения**",
    "bot.rules.no-warnings": "Няма предупреждения.",
    # ---- organisers ---------------------------------------------------------------------
    "bot.summary.title-linked": "Турнирът е свързан",
    "bot.summary.title": "Турнир",
    "bot.summary.linked": "**{name}** е свързан като `{slug}` (активният турнир).",
    "bot.summary.using": "Вече се използва **{name}** като `{slug}` (активният турнир).",
    "bot.summary.synced": "**{name}** е прочетен отново като `{slug}` (активният турнир).",
    "bot.summary.counts": {
        "one": "{count} играч, {counted} от {rounds} кръга; правила `{rules}`, ред на "
        "показателите: {order}.",
        "other": "{count} играчи, {counted} от {rounds} кръга; правила `{rules}`, ред на "
        "показателите: {order}.",
    },
    "bot.summary.source": "Източник: {source} ({kind}).",
    "bot.summary.warnings": {
        "one": "⚠️ {count} предупреждение: вижте `/rules`.",
        "other": "⚠️ {count} предупреждения: вижте `/rules`.",
    },
    "bot.summary.sheet": "Таблица: {note}",
    "bot.list.title": "Свързани турнири",
    "bot.list.line": "{mark} `{slug}`: {name} ({kind}: {source}; правила {rules}, ред {order}; "
    "прочетен {read})",
    "bot.choice.default": "по подразбиране (default)",
    "bot.list.default": "по подразбиране",
    "bot.list.none": "Все още няма: използвайте `/tournament link`.",
    "bot.unlink.title": "Връзката с турнира е премахната",
    "bot.unlink.done": "Връзката с `{slug}` ({name}) е премахната. {after}",
    "bot.unlink.active": "Активният турнир вече е `{slug}`.",
    "bot.unlink.none": "Вече няма свързан турнир.",
    "bot.role.title": "Роля на организаторите",
    "bot.role.set": "Членовете с {role} вече могат да използват командите за организатори.",
    "bot.role.cleared": "Командите за организатори вече могат да използват само членове с "
    "правото „Управление на сървъра“.",
    # ---- errors -------------------------------------------------------------------------
    "bot.error.title": "Не се получи",
    "bot.error.no-player": "Няма играч, който да отговаря на **{query}**.",
    "bot.error.did-you-mean": "Имахте предвид: {players}?",
    "bot.error.ambiguous": "**{query}** отговаря на няколко играчи: {players}. Изберете един от "
    "списъка или напишете повече от името.",
    "bot.error.unreadable": {
        "one": "Турнирът не може да бъде прочетен ({count} проблем):",
        "other": "Турнирът не може да бъде прочетен ({count} проблема):",
    },
    "bot.error.more": "… и още {count}.",
    "bot.error.cooldown-title": "По-бавно",
    "bot.error.cooldown": "Командата е временно ограничена. Опитайте отново след {seconds} с.",
    "bot.error.stale-command": "Тази команда се е променила, откакто Discord Ви я показа. "
    "Опитайте отново след минута или презаредете Discord (Ctrl+R).",
    "bot.error.stale-button": "Този бутон е остарял: изпълнете отново `/standings`.",
    "bot.error.dm": "Тази команда работи в сървър, не в лични съобщения.",
    "bot.error.unexpected-title": "Нещо се обърка",
    "bot.error.unexpected": "Ботът срещна неочакван проблем; той е записан.",
    "bot.error.kept": "Запазено е класирането на `{slug}`, както е прочетено {when}; "
    "източникът сега отговаря:",
    "bot.live.kept-title": "Запазено е последното добро четене",
    "bot.live.kept": "Запазено е класирането, както е прочетено {when}; източникът сега "
    "отговаря: {reason}",
    "bot.error.store-down": "Базата данни на бота не отговаря; опитайте отново след минута.",
    "bot.error.store-failed": "Базата данни на бота даде грешка; операторът на бота има "
    "подробностите. Опитайте отново след минута.",
    "bot.error.work-limit-title": "Спряно",
    "bot.error.work-limit": "Спряно след {seconds} s: този отговор отнема повече, отколкото "
    "ботът дава на един въпрос, за да продължи да отговаря на всички останали. Попитайте за "
    "по-малка част (играч, по-ранен кръг) или използвайте командния ред (`tiebreak`).",
    "bot.error.busy": "Ботът още работи по последните въпроси на този сървър; опитайте отново "
    "след малко.",
    "bot.error.no-tournament": "В този сървър все още няма свързан турнир. Организатор може да "
    "свърже турнир с `/tournament link` (URL на Google таблица, URL "
    "на швейцарски турнир в lichess или прикачен файл "
    "TRF/JSON/CSV).",
    "bot.error.unknown-tournament": "Няма свързан турнир с име „{key}“. Свързани тук: {known}.",
    "bot.error.none-linked": "няма",
    "bot.error.not-organiser": "Само организатори могат да правят това: нужно е правото "
    "„Управление на сървъра“.",
    "bot.error.not-organiser-role": "Само организатори могат да правят това: нужно е правото "
    "„Управление на сървъра“ или ролята {role}.",
    "bot.error.same-player": "Изберете двама различни играчи: и двете опции сочат {name} ({id}).",
    "bot.error.one-source": "Посочете точно един източник: `url` (Google таблица или "
    "швейцарски турнир в lichess) или `file` (прикачен файл TRF, JSON "
    "или CSV).",
    "bot.error.source": "Грешка при четене на {source}: {reason}",
    "bot.source.too-large": "файлът е твърде голям",
    "bot.source.larger-than": "файлът е по-голям от {mb} MB",
    "bot.source.bad-url": "очаква се URL на Google таблица (https://docs.google.com/"
    "spreadsheets/d/...) или URL на швейцарски турнир в lichess "
    "(https://lichess.org/swiss/<8 знака>), или прикачете файл TRF, JSON "
    "или CSV",
    "bot.source.binary": "не е файл tournament JSON, TRF или CSV (двоичен е)",
    "bot.source.no-lichess": "импортът от lichess не е инсталиран (pip install "
    "'tiebreak[lichess]')",
    "bot.source.lichess-down": "lichess не отговори ({error})",
    "bot.source.the-sheet": "Google таблицата",
    "bot.source.no-sheets": "модулът за Google таблици не е инсталиран (pip install "
    "'tiebreak[sheets]')",
    "bot.source.no-credentials": "ботът няма използваеми данни за достъп до Google: който "
    "поддържа бота, задава GOOGLE_APPLICATION_CREDENTIALS на файл "
    "с ключ на служебен акаунт, а таблицата се споделя с този "
    "акаунт ({error})",
    # ---- command descriptions (Discord: at most 100 characters) -------------------------
    "bot.cmd.standings": "Показва класирането: точките и колоните на показателите в действащия "
    "ред.",
    "bot.cmd.player": "Показва картата на играч (кръг, цвят, противник, резултат) и "
    "показателите му.",
    "bot.cmd.rules": "Показва правилата, реда на допълнителните показатели и предупрежденията.",
    "bot.cmd.buchholz": "Показва коефициента на Бухолц по кръгове: точките на всеки противник "
    "и защо.",
    "bot.cmd.tiebreak": "Показва как е изчислен даден допълнителен показател на играч, ред по ред.",
    "bot.cmd.why": "Показва кой критерий е поставил единия играч над другия, и за двамата.",
    "bot.cmd.tournament": "Свързване на турнири с този сървър и избор на правилата (организатори).",
    "bot.cmd.tournament.link": "Свързва турнир (таблица, швейцарски турнир в lichess или "
    "файл); той става активен.",
    "bot.cmd.tournament.use": "Прави друг свързан турнир активен.",
    "bot.cmd.tournament.list": "Изброява турнирите, свързани с този сървър.",
    "bot.cmd.tournament.unlink": "Премахва връзката с турнир (източникът му не се променя).",
    "bot.cmd.tournament.settings": "Задава правилата и реда на показателите (без параметри ги "
    "показва).",
    "bot.cmd.tournament.organiser-role": "Избира ролята, чиито членове могат да свързват и "
    "настройват турнири.",
    "bot.cmd.sync": "Прочита отново източника на турнира (и записва показателите обратно в "
    "таблицата).",
    "bot.cmd.option.page": "Страница от таблицата (20 играчи на страница)",
    "bot.cmd.option.tournament": "Свързан турнир, различен от активния",
    "bot.cmd.option.after-round": "Класирането, каквото е било след този кръг",
    "bot.cmd.option.player": "Име или стартов номер",
    "bot.cmd.option.variant": "Пълен, съкратен-1, съкратен-2, медиана-1 или медиана-2 (по "
    "подразбиране: пълен)",
    "bot.cmd.option.code": "Код на показател, напр. SB, PS, ARO, BH-C1, DE",
    "bot.cmd.option.player-a": "Единият играч",
    "bot.cmd.option.player-b": "Другият играч (без него: защо първият е на това място?)",
    "bot.cmd.option.url": "URL на Google таблица или на швейцарски турнир в lichess",
    "bot.cmd.option.file": "Или прикачете файл TRF, tournament JSON, CSV или Excel (.xlsx)",
    "bot.cmd.option.use": "Свързаният турнир, който да стане активен",
    "bot.cmd.option.unlink": "Свързаният турнир, чиято връзка да се премахне",
    "bot.cmd.option.rules": "Правила за неизиграните кръгове (по подразбиране: FIDE според датата)",
    "bot.cmd.option.order": "Кодове на показатели, разделени със запетаи, или 'default'",
    "bot.cmd.option.role": "Членовете с тази роля могат да използват командите за "
    "организатори (празно: изчистване)",
    "bot.cmd.tournament.addon-token": "Създава токен за менюто Tiebreak в свързаната таблица на "
    "Google (виждате го само вие).",
    "bot.addon-token.title": "Токен за менюто Tiebreak",
    "bot.addon-token.made": "Нов токен на услугата Tiebreak за таблицата на Google на **{name}** "
    "(`{slug}`), валиден само за нея (`{sheet}`). Показва се веднъж и само на вас:",
    "bot.addon-token.paste": "В таблицата отворете **Tiebreak > Настройки**, поставете го като "
    "токен на тази таблица заедно с адреса на услугата и запазете.",
    "bot.addon-token.revoke": "Който поддържа услугата, може да го види и отмени: `tiebreak-serve "
    "token list`, `tiebreak-serve token revoke {id}`.",
    "bot.error.addon-token-not-sheet": "`{slug}` не е таблица на Google: менюто Tiebreak е в "
    "таблица на Google. Свържете такава с `/tournament link url:`.",
    "bot.error.addon-token-no-store": "Този бот още не създава токени за менюто Tiebreak: който "
    "поддържа бота, задава `TIEBREAK_SERVE_DATABASE_URL` към хранилището за токени на "
    "`tiebreak-serve` (неговия `DATABASE_URL` или `sqlite:///` и пътя до файла му "
    "`TIEBREAK_SERVE_DB`) и рестартира бота (docs/addon-setup.md).",
    "bot.error.addon-token-store": "Хранилището за токени на услугата Tiebreak не може да се "
    "използва в момента; не е създаден токен. Който поддържа бота, ще намери причината в дневника "
    "му.",
    # ---- /prizes, /tournament prizes ----------------------------------------------------
    "bot.prizes.share": "**{places}** · {name} ({id}), {points}: **{prize}**",
    "bot.prizes.unawarded": "**{place}** · {text}",
    "bot.prizes.total-line": "{name} ({id}): **{prize}**",
    "bot.prizes.footer": "{tournament} · след кръг {round} · награден фонд {source} · "
    "турнир {slug}",
    "bot.prizes.set-title": "Наградният фонд е зададен",
    "bot.prizes.set": "Наградният фонд {source} е зададен за **{name}** (`{slug}`).",
    "bot.prizes.set-counts": {
        "one": "{count} категория; по текущото класиране се изплащат {money}.",
        "other": "{count} категории; по текущото класиране се изплащат {money}.",
    },
    "bot.prizes.set-warnings": {
        "one": "⚠️ {count} предупреждение: вижте `/prizes`.",
        "other": "⚠️ {count} предупреждения: вижте `/prizes`.",
    },
    "bot.prizes.set-see": "Всеки вече може да види с `/prizes` кой какво получава, с обяснение "
    "на всяка награда.",
    "bot.prizes.cleared-title": "Наградният фонд е премахнат",
    "bot.prizes.cleared": "**{name}** (`{slug}`) вече няма награден фонд.",
    "bot.error.prizes-file": "Прикачете наградния фонд като `file` или задайте `clear: True`, "
    "за да го премахнете (едното от двете).",
    "bot.error.no-prizes": "`{slug}` все още няма награден фонд. Организатор го задава с "
    "`/tournament prizes` (JSON файл tiebreak-prizes/1, вижте "
    "docs/prizes.md).",
    "bot.error.prizes-unreadable": {
        "one": "Наградният фонд не може да бъде използван ({count} проблем):",
        "other": "Наградният фонд не може да бъде използван ({count} проблема):",
    },
    "bot.cmd.prizes": "Показва кой каква награда получава, с обяснение на всяка (поделени места, "
    "категории).",
    "bot.cmd.tournament.prizes": "Задава наградния фонд на турнира; после всеки вижда с /prizes "
    "кой какво получава.",
    "bot.cmd.option.prizes-clear": "Вместо това премахва наградния фонд на турнира",
    "bot.cmd.option.prizes-file": "Наградният фонд: JSON файл tiebreak-prizes/1",
    # ---- /compare (bot helper botcompare) -----------------------------------------
    "bot.compare.column": "**{letter}** {column}",
    "bot.compare.column.in-force": "**{letter}** {column} (на този турнир)",
    "bot.compare.by-rules": "Правила: {columns} · ред на показателите: {order}",
    "bot.compare.by-orders": "Ред на показателите по {rules}: {columns}",
    "bot.compare.legend": "`{mark}` мястото се променя (защо: по-долу) · `=` поделено място · "
    "първо подиумът и равенствата",
    "bot.compare.move": "**{name}** ({id}), места {ranks}: {cause}",
    "bot.compare.warning": "⚠️ {columns} `{code}`: {text}",
    "bot.compare.more-warnings": "…и още предупреждения: {count}",
    "bot.compare.footer": "Играчи: {count} · турнир {slug}",
    "bot.error.compare-both": "Сравнете няколко правила при един ред на показателите или няколко "
    "реда при едни правила: с `orders` посочете в `rules` най-много "
    "едни правила.",
    "bot.error.compare-too-many": "Твърде много за показване едно до друго ({count}): посочете "
    "най-много {max} правила или реда.",
    "bot.cmd.compare": "Показва кой сменя мястото си при други правила или ред на показателите, "
    "и защо.",
    "bot.cmd.option.compare-rules": "Правила, разделени със запетаи (по подразбиране: текущите "
    "срещу другите издания на FIDE и US Chess)",
    "bot.cmd.option.compare-orders": "Редове на показателите, разделени с ';' (един ред: срещу "
    "реда на турнира)",
    "bot.compare.more-moves": "…и още играчи, които сменят мястото си: {count}. Местата им са в "
    "таблицата; `/why` обяснява реда на всеки двама играчи, а "
    "`/compare` с две правила или реда дава по-кратки причини.",
    "bot.compare.in-file": "Цялата таблица и всички причини: приложеният файл `{file}`.",
    "bot.compare.warnings-in-file": "⚠️ Предупреждения: {count}, изброени във файла.",
    # ---- end of /compare -------------------------------------------------------------
}


# ---- the arbiter's leftovers: withdrawn players in /standings ----------------
MESSAGES.update(
    {
        "bot.standings.withdrawn-mark": "отт. {round}",
        "bot.standings.withdrawn-legend": "отт. N: оттегляне от турнира след кръг N",
    }
)

# --- whatif --- (/whatif, bot/cogs/whatif.py)
MESSAGES.update(
    {
        "bot.cmd.whatif": "Показва къде може да завърши състезател след този кръг при победа, "
        "реми или загуба.",
        "bot.cmd.option.whatif-pairings": "Сдвояването на следващия кръг, ако няма партия без "
        "резултат: бели-черни (12-7,3-5)",
        "bot.error.whatif-nothing-pending": "В този турнир няма партия без резултат, така че "
        "никой кръг не тече. Въведете сдвояването на кръг {next} в `pairings` (стартови номера "
        "бели-черни, например `12-7,3-5`) или използвайте `/sync`, след като кръгът е сдвоен в "
        "източника.",
        "bot.whatif.where": "опцията pairings, двойка {index}",
        "bot.whatif.footer": "Кръг {round} · турнир {slug}",
    }
)


# --- live --- /tournament live, the write-back setting ---------------------
MESSAGES.update(
    {
        "bot.live.title-provisional": "{name}: временно класиране, тече кръг {round}",
        "bot.live.following": "На живо: това съобщение следи резултатите",
        "bot.live.round-complete": "Кръг {round} завърши",
        "bot.live.more": "Всички редове и допълнителни показатели: `/standings tournament:{slug}`",
        "bot.live.started-title": "Класиране на живо",
        "bot.live.started": "Класирането на **{name}** е на живо в {channel}: едно съобщение се "
        "редактира с идването на резултатите, а всеки завършен кръг получава кратко ново "
        "съобщение.",
        "bot.live.follows-source": "Източникът се чете отново на всеки {seconds} s.",
        "bot.live.follows-file": "Файлът не се чете отново: свържете го пак (или `/sync`) и "
        "съобщението ще се обнови.",
        "bot.live.write-back-on": "Обратен запис: включен (докато е на живо, колоните с "
        "допълнителни показатели също се записват в таблицата)",
        "bot.live.write-back-off": "Обратен запис: изключен (`/tournament settings write_back:on` "
        "записва обратно в таблица на живо)",
        "bot.live.stopped-title": "Класирането на живо е спряно",
        "bot.live.stopped": "**{name}** вече не е на живо в {channel}; последното съобщение "
        "остава както беше.",
        "bot.live.need-channel": "Посочете канал за класирането (`channel:`) или го спрете с "
        "`off:True`, не и двете.",
        "bot.live.not-live": "Турнирът `{slug}` не е на живо в този сървър: пуснете го с "
        "`/tournament live channel:`.",
        "bot.live.cannot-post": "Не мога да пиша в {channel}: дайте ми там права Преглед на "
        "канала, Изпращане на съобщения и Вграждане на връзки.",
        "bot.cmd.tournament.live": "Публикува класирането в канал и поддържа съобщението актуално "
        "с идването на резултатите.",
        "bot.cmd.option.live-channel": "Каналът, в който класирането да се поддържа актуално",
        "bot.cmd.option.live-off": "Вместо това спира класирането на живо",
        "bot.cmd.option.write-back": "Докато е на живо, записва и колоните с показатели в "
        "таблицата",
        "bot.cmd.choice.on": "включено",
        "bot.cmd.choice.off": "изключено",
    }
)


# --- teams ---
MESSAGES.update(
    {
        "bot.team.cmd.team": "Отбор от отборно състезание: име или номер",
        "bot.team.cmd.team-a": "Единият отбор (отборни състезания)",
        "bot.team.cmd.team-b": "Другият отбор (отборни състезания)",
        "bot.team.error.player-command": (
            "**{name}** е отборно състезание: класирането му подрежда отбори, а играчите в него "
            "нямат собствени допълнителни показатели. Питайте за отбори: `/standings`, `/tiebreak "
            "team:… code:…`, `/why team_a:… team_b:…`."
        ),
        "bot.team.error.not-team-event": (
            "**{name}** не е отборно състезание: посочете играчи (`player`, `player_a`, "
            "`player_b`), не отбори."
        ),
        "bot.team.error.no-team": "Няма отбор, който да отговаря на **{query}**.",
        "bot.team.error.no-team-close": (
            "Няма отбор, който да отговаря на **{query}**. Имахте предвид: {teams}?"
        ),
        "bot.team.error.ambiguous": (
            "**{query}** отговаря на няколко отбора: {teams}. Напишете повече от името или номера "
            "на отбора."
        ),
        "bot.team.error.player-or-team": (
            "Посочете играч (`player`) или отбор (`team`): едното от двете."
        ),
        "bot.team.error.two-teams": "Посочете два отбора (`team_a` и `team_b`) и никакви играчи.",
        "bot.team.error.same-team": (
            "И двете опции сочат **{name}** ({id}): изберете два различни отбора."
        ),
        "bot.team.order-none": "няма",
        "bot.team.standings.rules": (
            "Правила `{rules}` · подредени по {score} · ред на показателите: {order}"
        ),
        "bot.team.standings.footer": "Страница {page}/{pages} · отбори: {count} · турнир `{slug}`",
        "bot.team.compare.footer": "Отбори: {count} · турнир {slug}",
        "bot.team.rules.score": "Подредени по {score}, след това по реда на показателите",
        "bot.team.summary.counts": (
            "Отборно състезание: отбори {count}, дъски {boards}, {counted} от {rounds} кръга; "
            "правила `{rules}`, подредени по {score}, ред на показателите: {order}."
        ),
    }
)

# ---- /publish: the standings page as a file ------------------------------
MESSAGES.update(
    {
        "bot.cmd.publish": (
            "Прилага страницата с класирането, която сама се обяснява (един HTML файл)."
        ),
        "bot.cmd.option.publish-language": (
            "Езикът на страницата: на сървъра (по подразбиране) или вашият"
        ),
        "bot.cmd.option.every-round": (
            "При текущо класиране публикува страницата и след всеки завършен кръг"
        ),
        "bot.cmd.choice.server-language": "езикът на сървъра",
        "bot.cmd.choice.my-language": "моят език",
        "bot.publish.mb": "{size} МБ",
        "bot.publish.kb": "{size} КБ",
        "bot.publish.title": "{name}: страницата с класирането",
        "bot.publish.round-title": "{name}: страницата с класирането след кръг {round}",
        "bot.publish.whole": (
            "Цялата страница ({size}): класирането, обяснените допълнителни показатели, "
            "кръстосаната таблица, двойките, графиките и картите на всички играчи. Отворете я в "
            "браузър или я отпечатайте."
        ),
        "bot.publish.over": (
            "Цялата страница ({size}) надхвърля ограничението на този сървър за файл, {limit}."
        ),
        "bot.publish.tied": (
            "Приложена: страницата само с картите на играчите, които делят място (показателите не "
            "са ги разделили) ({part})."
        ),
        "bot.publish.top": (
            "Приложена: страницата само с картите на първите {count} в класирането ({part})."
        ),
        "bot.publish.at-least": "поне {size}",
        "bot.publish.about": "около {size}",
        "bot.publish.no-cards": "Приложена: страницата без картите на играчите ({part}).",
        "bot.publish.too-slow": (
            "Създаването на страницата отне повече, отколкото ботът позволява на една задача "
            "({seconds} с): нищо не е приложено."
        ),
        "bot.publish.none": (
            "Цялата страница ({size}) надхвърля ограничението на този сървър за файл, {limit}, "
            "както и страницата без картите на играчите: нищо не е приложено."
        ),
        "bot.publish.command": "Цялата страница се създава с: `{command}`",
        "bot.publish.rounds-on": (
            "Страницата ще се публикува и в {channel} след всеки завършен кръг."
        ),
        "bot.publish.rounds-off": "Страницата вече няма да се публикува след завършен кръг.",
        "bot.publish.needs-live": (
            "Текущото класиране на `{slug}` е изключено: първо го пуснете с `/tournament live`, "
            "после страницата може да следва всеки кръг."
        ),
    }
)
