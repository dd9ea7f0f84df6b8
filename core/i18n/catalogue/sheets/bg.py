"""The sheet connector's messages in Bulgarian (bg): sheets/en.py translated, formal "Вие",
terms from glossary.md (допълнителен показател, класиране, лист = a tab of the spreadsheet);
masculine nouns take the count form after a number ("2 реда")."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- headers of our columns (as in the core's standings table) -----------------------
    "sheets.header.rank": "Място",
    "sheets.header.pts": "Т.",
    "sheets.header.no": "№",
    "sheets.header.name": "Име",
    # ---- the note on each of our headers --------------------------------------------------
    "sheets.note.header": "{mark} {what}, правила {rules}. Записва се от `tiebreak-sheets "
    "sync` и се презаписва при всяка синхронизация: не пишете в тази "
    "колона.",
    "sheets.note.rank": "място в класирането",
    "sheets.note.pts": "точки",
    "sheets.note.no": "стартов номер",
    "sheets.note.name": "играч",
    "sheets.note.tiebreak": "{name} ({code}); бележката към всяка стойност го обяснява",
    "sheets.note.tiebreak-named": "{name}; бележката към всяка стойност го обяснява",
    # ---- the summary line -----------------------------------------------------------------
    "sheets.summary.head": {
        "one": "{title} ({tab}): {count} играч, правила {rules}, ред на показателите {order}",
        "other": "{title} ({tab}): {count} играчи, правила {rules}, ред на показателите {order}",
    },
    "sheets.summary.points-only": "(само точки)",
    "sheets.summary.up-to-date": "{head}; актуално",
    "sheets.summary.nothing-written": "{head}; актуално, нищо не е записано",
    "sheets.summary.dry-run": "{head}; пробно изпълнение: за промяна {cells} в {where}, нищо "
    "не е записано",
    "sheets.summary.changed": "{head}; променени: {cells} в {where} с {requests}",
    "sheets.summary.cells": {"one": "{count} клетка", "other": "{count} клетки"},
    "sheets.summary.tab": "лист {tab}",
    "sheets.summary.one-request": "една заявка",
    "sheets.summary.requests": {"one": "{count} заявка", "other": "{count} заявки"},
    # ---- the dry-run listing --------------------------------------------------------------
    "sheets.dry.change": "{address}: {old} -> {new}",
    "sheets.dry.empty": "празна",
    "sheets.dry.note-removed": "{change}; бележката е премахната",
    "sheets.dry.note-set": "{change}; нова бележка: {first}",
    "sheets.dry.note-updated": "{change}; променена бележка: {first}",
    "sheets.dry.more-lines": {
        "one": "{change} (+{count} ред)",
        "other": "{change} (+{count} реда)",
    },
    "sheets.dry.create-tab": "създаване на лист {tab}",
    "sheets.dry.add-columns": {
        "one": "добавяне на {count} колона към лист {tab}",
        "other": "добавяне на {count} колони към лист {tab}",
    },
    "sheets.dry.add-rows": {
        "one": "добавяне на {count} ред към лист {tab}",
        "other": "добавяне на {count} реда към лист {tab}",
    },
    # ---- what a cell holds ----------------------------------------------------------------
    "sheets.cell.nothing": "нищо",
    "sheets.cell.note": "бележка {note}",
    "sheets.cell.formula": "формулата {formula}",
    "sheets.cell.with-note": "{what} с бележката {note}",
    # ---- the settings block ---------------------------------------------------------------
    # ---- errors ---------------------------------------------------------------------------
    "sheets.error.conflict": {
        "one": "нищо не е записано: {count} клетка, която синхронизацията би презаписала, "
        "съдържа данни, които тя не е записала: {cells}. Преместете я или я "
        "изчистете, или изберете друга цел (--target standings-tab).",
        "other": "нищо не е записано: {count} клетки, които синхронизацията би презаписала, "
        "съдържат данни, които тя не е записала: {cells}. Преместете ги или ги "
        "изчистете, или изберете друга цел (--target standings-tab).",
    },
    "sheets.error.conflict-cell": "{where} съдържа {what}",
    "sheets.error.conflict-more": "{cells} (и още {count})",
    "sheets.error.busy": "лист {tab} се променяше по време на синхронизацията (опити: "
    "{count}); нищо не е записано. Пуснете синхронизацията отново, когато "
    "промените приключат.",
    "sheets.error.busy-written": "лист {tab} се променяше по време на синхронизацията (опити: "
    "{count}); последното записване може да е поставило "
    "стойности на редове, които междувременно са се преместили. "
    "Пуснете синхронизацията отново, когато промените приключат.",
    "sheets.error.no-player-rows": "лист {tab} е списък на двойките без списък на играчите, "
    "затова няма редове на играчи, до които да се пише: "
    "използвайте --target standings-tab или добавете лист "
    "'Players' със списъка на играчите",
    # ---- the command line -----------------------------------------------------------------
    "sheets.cli.problems": {
        "one": "таблицата има {count} проблем; нищо не е записано:",
        "other": "таблицата има {count} проблема; нищо не е записано:",
    },
    "sheets.cli.bad-interval": "брой секунди, по-голям от 0, а не {value}",
    "sheets.cli.not-installed": "библиотеките за Google Sheets не са инсталирани (няма модул "
    "{module}): изпълнете pip install '.[sheets]' в папката на "
    "tiebreak",
    # ---- the arbiter's leftovers: withdrawn players, lots seed, single winner
    # (sheets_addon/writer.py, sheets_addon/sheet_settings.py) -----------------------------
    "sheets.header.note": "Бележка",
    "sheets.note.note": "оттегляне от турнира: след кой кръг се е оттеглил играчът",
    # --- watch --- (tiebreak-sheets watch, part 3: sheets_addon/watch.py) ----------
    "sheets.watch.start": "следя таблицата: едно четене на всеки {seconds} s, синхронизация "
    "при промяна на резултатите; Ctrl-C спира",
    "sheets.watch.round": {
        "one": "кръг {round}: {finished} от {count} партия",
        "other": "кръг {round}: {finished} от {count} партии",
    },
    "sheets.watch.after": "след кръг {round}",
    "sheets.watch.no-round": "още няма резултати",
    "sheets.watch.wrote": "{where}; записани: {cells}",
    "sheets.watch.unchanged": "{where}; няма какво да се променя",
    "sheets.watch.would-write": "{where}; за промяна {cells} (пробно изпълнение)",
    "sheets.watch.waiting": "нищо не е записано, чакам да се реши: {error}",
    "sheets.watch.problems": {
        "one": "таблицата има {count} проблем; нищо не е записано, чакам поправка:",
        "other": "таблицата има {count} проблема; нищо не е записано, чакам поправка:",
    },
    "sheets.watch.unavailable": "Google Sheets не отговаря ({why}); следващо четене след "
    "{seconds} s",
    "sheets.watch.no-answer": "няма връзка",
    "sheets.watch.back": "Google Sheets отговаря отново",
    "sheets.watch.status": "четене в {time}: {state}; следващо четене след {seconds} s",
    "sheets.watch.state-blocked": "чакам поправка на таблицата",
    "sheets.watch.state-offline": "Google Sheets не отговаря",
    "sheets.watch.stopped": "спряно: {reads}, {writes}, променени {cells}",
    "sheets.watch.reads": {"one": "{count} четене", "other": "{count} четения"},
    "sheets.watch.writes": {"one": "{count} запис", "other": "{count} записа"},
    # --- end of watch ---------------------------------------------------------------------
}

# --- teams ---
MESSAGES.update(
    {
        "sheets.team.header.team": "Отбор",
        "sheets.team.header.mp": "MP",
        "sheets.team.header.gp": "GP",
        "sheets.team.note.rank": "място на отбора: по {score}, след това по реда на показателите",
        "sheets.team.note.no": "номер на отбора",
        "sheets.team.note.team": "отбор",
        "sheets.team.note.mp": (
            "точки за мачове: {win} за спечелен мач, {draw} за равен, {loss} за загубен"
        ),
        "sheets.team.note.gp": "точки за партии: точките на отбора по дъските",
        "sheets.team.summary.head": {
            "one": (
                "{title} ({tab}): {count} отбор, правила {rules}, подредени по {score}, ред на "
                "показателите {order}"
            ),
            "other": (
                "{title} ({tab}): {count} отбора, правила {rules}, подредени по {score}, ред на "
                "показателите {order}"
            ),
        },
        "sheets.team.tb.mpvgp": (
            "другият резултат (точки за партии при подреждане по точки за мачове и обратно)"
        ),
        "sheets.team.tb.bh": "Бухолц на противниковите отбори",
        "sheets.team.tb.fb": "Fore Бухолц на противниковите отбори",
        "sheets.team.tb.aob": "средният Бухолц на противниковите отбори",
        "sheets.team.tb.emmsb": "разширен Зонеборн-Бергер: MP на противника × собствени MP",
        "sheets.team.tb.emgsb": "разширен Зонеборн-Бергер: MP на противника × собствени GP",
        "sheets.team.tb.egmsb": "разширен Зонеборн-Бергер: GP на противника × собствени MP",
        "sheets.team.tb.eggsb": "разширен Зонеборн-Бергер: GP на противника × собствени GP",
        "sheets.team.tb.ps": "прогресивен резултат",
        "sheets.team.tb.win": "спечелени мачове",
        "sheets.team.tb.de": "пряка среща",
        "sheets.team.tb.ede": "разширена пряка среща",
        "sheets.team.tb.edet": "разширена пряка среща, след това резултатите по първите дъски",
        "sheets.team.tb.edeb": "разширена пряка среща, след това отпадане на дъски",
        "sheets.team.tb.edebt": (
            "разширена пряка среща, сбор по дъски, след това резултатите по първите дъски"
        ),
        "sheets.team.tb.edebb": "разширена пряка среща, сбор по дъски, след това отпадане на дъски",
        "sheets.team.tb.sssc": "вторият резултат плюс Бухолц, разделен на коефициент",
        "sheets.team.tb.bc": "сбор по дъски, по-малкото е по-добро",
        "sheets.team.tb.tbr": "резултати по дъски: GP на 1. дъска, на 2., …",
        "sheets.team.tb.bbe": "отпадане на дъски: GP без последната дъска, без последните две, …",
        # ---- the settings block written (the add-on's Settings page; settings_block.py)
        "sheets.settings.no-room": (
            "{cell} пречи на новия ред на блока с настройки: изчистете я или преместете блока."
        ),
        "sheets.settings.written": "{tab}: блокът с настройки е записан (от {cell}).",
        "sheets.settings.unchanged": (
            "{tab}: блокът с настройки вече казва това; нищо не е записано."
        ),
    }
)
