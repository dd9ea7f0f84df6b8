"""The messages of workbooks and organisers' columns in cs."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "files.warning.rounds-unknown": "{codes}: odstraněno z pořadí pomocných hodnocení: tabulka "
    "neuvádí kolo partií (sloupec pro každého soupeře) a tato hodnocení je potřebují",
    "files.square.sides-differ": "táž partie se ve svých dvou políčkách čte různě: {here} má "
    "{here_text}, ale {there} má {there_text}",
    "files.square.cell": "očekáván výsledek proti hráči tohoto sloupce: 1, ½, 0, + nebo - "
    "(kontumace), nebo prázdné; nalezeno {found}",
    "files.square.diagonal": "vlastní políčko hráče v tabulce každý s každým je prázdné nebo X; "
    "nalezeno {found}",
    "files.square.columns": "sloupce {first}-{last} se čtou jako turnajová tabulka každý s "
    "každým se sloupcem pro každého soupeře, ale takových sloupců je {columns} pro {players} "
    "hráčů: nadepište je čísly hráčů, každému jeden sloupec",
    "files.player-did-you-mean": "{error}; nemysleli jste {names}?",
    "files.help.excel": "s --format csv: CSV pro Excel (';' mezi buňkami, desetinné čárky, "
    "značka pořadí bajtů UTF-8), jako v jazyce s desetinnou čárkou (--lang cs)",
    "files.column.club": "Klub",
    "files.column.federation": "Fed",
    "files.column.rating": "Rtg",
    "files.grid.sex": "očekáváno m nebo f (M/Ž, muž/žena, M/F…); nalezeno {found}",
    "files.grid.birth": "očekáván rok narození (2011) nebo datum (2011-05-17, 17.5.2011); "
    "nalezeno {found}",
    "files.grid.ignored": "sloupec {header} tiebreak nečte: přeskočen",
    "files.did-you-mean": "{error}; nemysleli jste {name}?",
    "files.json.card": "toto je karta výsledků, ne turnaj: čtěte ji příkazem calc (tiebreak "
    "calc {file})",
    "files.json.prizes": "toto je seznam cen, ne turnaj: předejte jej příkazu prizes spolu s "
    "turnajem (tiebreak prizes TURNAJ --prizes {file})",
    "files.help.encoding": "kódování znaků souboru, když nejde o UTF-8 (cp1250, iso-8859-2, "
    "cp1251, cp1252, cp1254…); výchozí: UTF-8, UTF-16 se značkou pořadí bajtů, nebo starší "
    "kódová stránka, v níž text dává slova našich jazyků",
    "files.xlsx.sheet-of-text": "{sheet} za # označuje list sešitu Excelu (.xlsx), ale tento "
    "soubor sešitem není",
    "files.xlsx.too-many-rows": "list {sheet} má řádky za řádkem {most}; turnajový list jich má "
    "méně",
    "files.xlsx.doctype": "část sešitu {part} deklaruje typ dokumentu, což žádný sešit Excelu "
    "nedělá; uložte jej znovu z Excelu nebo LibreOffice",
    "files.xlsx.too-large": "sešit je po rozbalení větší než {limit}; tiebreak čte turnajové "
    "sešity do této velikosti",
    "files.xlsx.no-such-sheet": "sešit nemá list {sheet}; jeho listy jsou {sheets}",
    "files.xlsx.no-sheets": "sešit nemá žádný list",
    "files.xlsx.not-workbook": "soubor zip, ale ne sešit Excelu (.xlsx)",
    "files.xlsx.damaged": "nejde o čitelný sešit .xlsx (poškozený nebo neúplný soubor?); "
    "otevřete jej v Excelu nebo LibreOffice a uložte znovu",
    "files.xlsx.ods": "tabulka OpenDocument (.ods): tiebreak čte .xlsx; uložte ji jako 'Excel "
    "2007-365 (.xlsx)' nebo jako CSV (znaková sada 'Unicode (UTF-8)')",
    "files.xlsx.xls": "sešit Excelu 97-2003 (.xls): tiebreak čte .xlsx; uložte jej jako 'Sešit "
    "Excelu (.xlsx)' nebo jako 'CSV UTF-8'",
}
