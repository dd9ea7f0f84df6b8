"""The add-on's messages in Czech (čeština): addon/en.py translated, formal "vy", terms from
glossary.md (pomocné hodnocení, pořadí, list = a tab of the spreadsheet)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "addon.menu.title": "Tiebreak",
    "addon.menu.update": "Aktualizovat pomocná hodnocení",
    "addon.menu.check": "Zkontrolovat výsledky",
    "addon.menu.explain": "Vysvětlit hráče…",
    "addon.menu.why": "Proč je A před B?",
    "addon.menu.publish": "Zveřejnit stránku s pořadím",
    "addon.menu.live-on": "Aktualizovat průběžně při psaní",
    "addon.menu.live-off": "Přestat aktualizovat při psaní",
    "addon.menu.settings": "Nastavení",
    "addon.update.changed": "Nic nebylo zapsáno: {cells} se změnilo během výpočtu pořadí. "
    "Zkontrolujte to a spusťte Aktualizovat pomocná hodnocení znovu.",
    "addon.update.kept-changing": "List {tab} se během aktualizace stále měnil (počet pokusů: "
    "{count}); nic nebylo zapsáno. Spusťte aktualizaci znovu, až budou úpravy hotové.",
    "addon.update.locked": "Do této tabulky právě zapisuje jiná aktualizace; nic nebylo "
    "zapsáno. Zkuste to za chvíli znovu.",
    "addon.update.no-tab": "List {tab} už neexistuje; nic nebylo zapsáno.",
    "addon.error.no-url": "Tato tabulka ještě není připojena ke službě tiebreak: otevřete "
    "Tiebreak > Nastavení a vložte adresu služby a token této tabulky.",
    "addon.error.no-token": "Tato tabulka ještě nemá token: otevřete Tiebreak > Nastavení a "
    "vložte token, který pro ni vytvořil správce služby.",
    "addon.error.bad-url": "Adresa služby musí začínat https:// (nebo http:// pro zkoušku na "
    "vlastním počítači), ne {url}.",
    "addon.error.unreachable": "Službu tiebreak na adrese {url} se nepodařilo zastihnout "
    "({reason}). Zkontrolujte adresu v Tiebreak > Nastavení, nebo to zkuste za minutu.",
    "addon.error.status": "Služba tiebreak odpověděla chybou (HTTP {status}); zkuste to za "
    "minutu, nebo dejte vědět jejímu správci.",
    "addon.error.not-json": "Odpovědi z {url} nelze porozumět (HTTP {status}): je to adresa "
    "služby tiebreak?",
    "addon.error.too-large": "Tato tabulka je příliš velká, aby se poslala službě jedním "
    "požadavkem ({size} MB); služba přijme nejvýše {most} MB.",
    "addon.error.unexpected": "V doplňku se něco pokazilo: {reason}",
    "addon.live.on": "Tiebreak teď po každé úpravě aktualizuje tento list sám, nejvýše "
    "jednou za {seconds} sekund. Vypnete to v Tiebreak > Přestat aktualizovat při psaní.",
    "addon.live.off": "Tiebreak už tento list sám neaktualizuje.",
    "addon.live.title": "Tiebreak, průběžná aktualizace",
    "addon.live.done": "{summary} (další aktualizace nejdříve za {seconds} s)",
    "addon.ui.working": "Pracuji…",
    "addon.ui.close": "Zavřít",
    "addon.ui.again": "Zkontrolovat znovu",
    "addon.check.none": "Žádné problémy: každý výsledek na tomto listu je čitelný.",
    "addon.check.count": "Nalezené problémy: {count}. Kliknutím přejdete na buňku.",
    "addon.explain.player": "Hráč",
    "addon.explain.button": "Vysvětlit",
    "addon.why.a": "Hráč A",
    "addon.why.b": "Hráč B",
    "addon.why.button": "Proč?",
    "addon.why.same": "Vyberte dva různé hráče.",
    "addon.publish.intro": "Stránka s pořadím listu {tab}: jeden soubor HTML, který vysvětluje "
    "každé pomocné hodnocení. Stáhněte jej a dejte na web oddílu nebo pošlete hráčům.",
    "addon.publish.download": "Stáhnout stránku",
    "addon.settings.block": "Sada pravidel, pořadí pomocných hodnocení a jazyk se nastavují"
    " přímo v tabulce, aby se menu, tiebreak-sheets i bot shodly: buňka Tiebreak "
    "settings na listu s výsledky a pod ní klíče Rules, Order a Language s hodnotami "
    "vpravo (docs/sheets.md).",
    "addon.settings.service": "Služba tiebreak (uloženo v této tabulce, ne v buňce)",
    "addon.settings.url": "Adresa služby",
    "addon.settings.token": "Token této tabulky",
    "addon.settings.token-kept": "Token je uložen; nezobrazuje se. Vložením nového jej nahradíte.",
    "addon.settings.interval": "Při psaní: nejvýše jedna aktualizace za (sekund)",
    "addon.settings.save": "Uložit",
    "addon.settings.saved": "Uloženo.",
    "addon.settings.bad-interval": "Interval musí být celý počet sekund od {least} do {most}, "
    "ne {value}.",
    "addon.settings.block-head": "Nastavení tabulky",
    "addon.settings.block-here": "Zapisuje se do bloku Tiebreak settings tohoto listu (klíče "
    "Rules, Order, Language), který čte menu, tiebreak-sheets i bot; můžete ho upravit i ručně "
    "(docs/grids.md).",
    "addon.settings.rules": "Sada pravidel",
    "addon.settings.order": "Pořadí pomocných hodnocení (kódy oddělené čárkami)",
    "addon.settings.language": "Jazyk tabulky",
    "addon.settings.unset": "(nenastaveno)",
    "addon.settings.block-save": "Zapsat do tabulky",
}
