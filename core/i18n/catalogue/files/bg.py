"""The messages of workbooks and organisers' columns in bg."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "files.warning.rounds-unknown": "{codes}: изключване от реда на показателите: таблицата не "
    "дава кръга на партиите (по една колона за всеки противник), а тези показатели се нуждаят "
    "от него",
    "files.square.sides-differ": "една и съща партия се чете различно в двете си клетки: {here} "
    "има {here_text}, а {there} има {there_text}",
    "files.square.cell": "очаква се резултат срещу играча от тази колона: 1, ½, 0, + или - "
    "(служебен резултат), или празно; намерено {found}",
    "files.square.diagonal": "собствената клетка на играч в кръгова таблица е празна или X; "
    "намерено {found}",
    "files.square.columns": "колоните {first}-{last} се четат като кръгова таблица с по една "
    "колона за всеки противник, но такива колони са {columns} за {players} играчи: озаглавете "
    "ги с номерата на играчите, по една колона за всеки",
    "files.player-did-you-mean": "{error}; имахте ли предвид {names}?",
    "files.help.excel": "с --format csv: CSV за Excel (';' между клетките, десетични запетаи, "
    "знак за реда на байтовете UTF-8), както на език с десетична запетая (--lang cs)",
    "files.column.club": "Клуб",
    "files.column.federation": "Фед.",
    "files.column.rating": "Рейт.",
    "files.grid.sex": "очаква се m или f (М/Ж, мъж/жена, M/F…); намерено {found}",
    "files.grid.birth": "очаква се година на раждане (2011) или дата (2011-05-17, 17.5.2011); "
    "намерено {found}",
    "files.grid.ignored": "колоната {header} не е от тези, които tiebreak чете: пропусната",
    "files.did-you-mean": "{error}; имахте ли предвид {name}?",
    "files.json.card": "това е картон с резултати, а не турнир: четете го с calc (tiebreak calc "
    "{file})",
    "files.json.prizes": "това е списък с награди, а не турнир: подайте го на prizes заедно с "
    "турнира (tiebreak prizes ТУРНИР --prizes {file})",
    "files.help.encoding": "кодирането на знаците на файла, когато не е UTF-8 (cp1250, "
    "iso-8859-2, cp1251, cp1252, cp1254…); по подразбиране: UTF-8, UTF-16 със знак за реда на "
    "байтовете или старата кодова страница, в която текстът дава думи на нашите езици",
    "files.xlsx.sheet-of-text": "{sheet} след # означава лист от работна книга на Excel "
    "(.xlsx), но този файл не е такава",
    "files.xlsx.too-many-rows": "листът {sheet} има редове след ред {most}; турнирният лист има "
    "по-малко",
    "files.xlsx.doctype": "частта {part} на работната книга декларира тип документ, което никоя "
    "работна книга на Excel не прави; запазете я отново от Excel или LibreOffice",
    "files.xlsx.too-large": "работната книга е по-голяма от {limit} след разархивиране; "
    "tiebreak чете турнирни работни книги до този размер",
    "files.xlsx.no-such-sheet": "работната книга няма лист {sheet}; листовете ѝ са {sheets}",
    "files.xlsx.no-sheets": "работната книга няма лист",
    "files.xlsx.not-workbook": "zip файл, но не работна книга на Excel (.xlsx)",
    "files.xlsx.damaged": "не е четима работна книга .xlsx (повреден или непълен файл?); "
    "отворете я в Excel или LibreOffice и я запазете отново",
    "files.xlsx.ods": "електронна таблица OpenDocument (.ods): tiebreak чете .xlsx; запазете я "
    "като 'Excel 2007-365 (.xlsx)' или като CSV (набор знаци 'Unicode (UTF-8)')",
    "files.xlsx.xls": "работна книга на Excel 97-2003 (.xls): tiebreak чете .xlsx; запазете я "
    "като 'Работна книга на Excel (.xlsx)' или като 'CSV UTF-8'",
}
