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
    "files.column.rating": "Elo",
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
    "files.xlsx.password": "sešit je chráněn heslem (Excel takový soubor šifruje a tiebreak jej "
    "nemůže otevřít): otevřete jej v Excelu, heslo odstraňte (Soubor > Informace > Zamknout "
    "sešit > Zašifrovat pomocí hesla, pole vyprázdněte) a uložte jej, nebo list uložte jako "
    "'CSV UTF-8'",
    "files.xlsx.part-encrypted": "část sešitu {part} je v zipu zašifrovaná (heslo zadané při "
    "zabalení souboru): uložte sešit znovu z Excelu nebo LibreOffice, bez hesla",
    "files.xlsx.part-damaged": "část sešitu {part} nejde rozbalit: {what}; soubor je poškozený: "
    "otevřete jej v Excelu nebo LibreOffice a uložte znovu, nebo použijte nepoškozenou kopii",
    "files.xlsx.damage.checksum": "její kontrolní součet neodpovídá obsahu",
    "files.xlsx.damage.data": "její komprimovaná data jsou porušená",
    "files.xlsx.damage.cut": "soubor končí uprostřed ní",
    "files.xlsx.damage.method": "je komprimovaná metodou, kterou tiebreak nečte",
    "files.xlsx.damage.other": "její záznam v zipu nedává smysl",
    "files.xlsx.part-missing": "sešit uvádí část {part}, ale soubor ji neobsahuje: soubor je "
    "poškozený; otevřete jej v Excelu nebo LibreOffice a uložte znovu",
    "files.xlsx.not-xml": "část sešitu {part} není správně utvořené XML (řádek {line}, sloupec "
    "{column}): otevřete soubor v Excelu nebo LibreOffice a uložte jej znovu",
    "files.xlsx.too-many-elements": "část sešitu {part} obsahuje více než {most} prvků XML, "
    "mnohem víc než turnajový sešit: zkopírujte samotný list turnaje do nového sešitu, nebo jej "
    "uložte jako CSV",
    "files.xlsx.too-many-strings": "část sešitu {part} obsahuje více než {most} textů, mnohem "
    "víc než turnajový sešit: zkopírujte samotný list turnaje do nového sešitu, nebo jej uložte "
    "jako CSV",
    "files.xlsx.text-too-long": "text v části sešitu {part} je delší než {most} znaků, nejvíc, "
    "co pojme buňka Excelu: uložte soubor znovu z Excelu nebo LibreOffice",
    "files.xlsx.too-many-cells": "list {sheet} má více než {most} buněk (včetně prázdných buněk "
    "s formátem), mnohem víc než turnajový list: smažte řádky a sloupce za tabulkou, nebo "
    "zkopírujte samotnou tabulku do nového sešitu, nebo ji uložte jako CSV",
    "files.xlsx.too-much-text": "čtené listy sešitu obsahují dohromady více než {most} "
    "znaků textu (dosaženo v listu {sheet}; text opakovaný v mnoha buňkách se počítá v "
    "každé), víc než turnajový sešit a víc, než tiebreak čte ze souboru CSV: smažte, co "
    "leží za tabulkou, nebo zkopírujte samotnou tabulku do nového sešitu",
    "files.xlsx.too-wide": "list {sheet} má vyplněné buňky až vpravo v {cell}: jeho řádky, "
    "čtené do poslední vyplněné buňky, by měly více než {most} buněk: smažte, co leží za "
    "tabulkou (označte ty sloupce nebo řádky a odstraňte je), nebo tabulku uložte jako CSV",
    "files.xlsx.beyond-xfd": "list {sheet} má buňku {cell} za sloupcem XFD, posledním v Excelu: "
    "uložte soubor znovu z Excelu nebo LibreOffice",
    "files.xlsx.formula-unsaved": "list {sheet} má vzorce uložené bez hodnoty ({cells}; celkem "
    "{count}), jak je zapisují skripty jako openpyxl, a tiebreak čte hodnoty spočítané "
    "tabulkovým procesorem: otevřete soubor v Excelu nebo LibreOffice a uložte jej (hodnoty se "
    "uloží s ním), nebo list exportujte jako CSV",
    "files.xlsx.string-index": "buňka odkazuje na text {found} tabulky textů sešitu, která jich "
    "má {count}: soubor je poškozený; otevřete jej v Excelu nebo LibreOffice a uložte znovu",
    "files.xlsx.excel-time": "{problem}; Excel to, co sem bylo napsáno, převedl na čas "
    "({shown}): napište to s apostrofem na začátku ('1:0), který Excel ponechá jako text a "
    "nezobrazí, nebo před psaním nastavte sloupci formát Text",
    "files.xlsx.excel-date": "{problem}; Excel to, co sem bylo napsáno, převedl na datum "
    "({shown}): napište to s apostrofem na začátku ('1.5), který Excel ponechá jako text a "
    "nezobrazí, nebo před psaním nastavte sloupci formát Text",
    "files.xlsx.ods": "tabulka OpenDocument (.ods): tiebreak čte .xlsx; uložte ji jako 'Excel "
    "2007-365 (.xlsx)' nebo jako CSV (znaková sada 'Unicode (UTF-8)')",
    "files.xlsx.xls": "sešit Excelu 97-2003 (.xls): tiebreak čte .xlsx; uložte jej jako 'Sešit "
    "Excelu (.xlsx)' nebo jako 'CSV UTF-8'",
}
