"""The sheet connector's messages in Czech (čeština): sheets/en.py translated, formal "vy",
terms from glossary.md (pomocné hodnocení, pořadí, list = a tab of the spreadsheet)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- headers of our columns (as in the core's standings table) -----------------------
    "sheets.header.rank": "Pořadí",
    "sheets.header.pts": "Body",
    "sheets.header.no": "Č.",
    "sheets.header.name": "Jméno",
    # ---- the note on each of our headers --------------------------------------------------
    "sheets.note.header": "{mark} {what}, sada pravidel {rules}. Zapisuje `tiebreak-sheets "
    "sync` a přepisuje při každé synchronizaci: do tohoto sloupce "
    "nepište.",
    "sheets.note.rank": "pořadí v tabulce",
    "sheets.note.pts": "body",
    "sheets.note.no": "startovní číslo",
    "sheets.note.name": "hráč",
    "sheets.note.tiebreak": "{name} ({code}); poznámka u každé hodnoty ji vysvětluje",
    "sheets.note.tiebreak-named": "{name}; poznámka u každé hodnoty ji vysvětluje",
    # ---- the summary line -----------------------------------------------------------------
    "sheets.summary.head": {
        "one": "{title} ({tab}): {count} hráč, pravidla {rules}, pomocná hodnocení {order}",
        "few": "{title} ({tab}): {count} hráči, pravidla {rules}, pomocná hodnocení {order}",
        "many": "{title} ({tab}): {count} hráče, pravidla {rules}, pomocná hodnocení {order}",
        "other": "{title} ({tab}): {count} hráčů, pravidla {rules}, pomocná hodnocení {order}",
    },
    "sheets.summary.points-only": "(pouze body)",
    "sheets.summary.up-to-date": "{head}; aktuální",
    "sheets.summary.nothing-written": "{head}; aktuální, nic nezapsáno",
    "sheets.summary.dry-run": "{head}; zkušební běh: ke změně {cells} na {where}, nic nezapsáno",
    "sheets.summary.changed": "{head}; změněno: {cells} na {where}, {requests}",
    "sheets.summary.cells": {
        "one": "{count} buňka",
        "few": "{count} buňky",
        "many": "{count} buňky",
        "other": "{count} buněk",
    },
    "sheets.summary.tab": "listu {tab}",
    "sheets.summary.one-request": "jedním požadavkem",
    "sheets.summary.requests": {
        "one": "{count} požadavkem",
        "few": "{count} požadavky",
        "many": "{count} požadavky",
        "other": "{count} požadavky",
    },
    # ---- the dry-run listing --------------------------------------------------------------
    "sheets.dry.change": "{address}: {old} -> {new}",
    "sheets.dry.empty": "prázdná",
    "sheets.dry.note-removed": "{change}; poznámka odstraněna",
    "sheets.dry.note-set": "{change}; nová poznámka: {first}",
    "sheets.dry.note-updated": "{change}; změněná poznámka: {first}",
    "sheets.dry.more-lines": {
        "one": "{change} (+{count} řádek)",
        "few": "{change} (+{count} řádky)",
        "many": "{change} (+{count} řádku)",
        "other": "{change} (+{count} řádků)",
    },
    "sheets.dry.create-tab": "vytvořit list {tab}",
    "sheets.dry.add-columns": {
        "one": "přidat {count} sloupec na list {tab}",
        "few": "přidat {count} sloupce na list {tab}",
        "many": "přidat {count} sloupce na list {tab}",
        "other": "přidat {count} sloupců na list {tab}",
    },
    "sheets.dry.add-rows": {
        "one": "přidat {count} řádek na list {tab}",
        "few": "přidat {count} řádky na list {tab}",
        "many": "přidat {count} řádku na list {tab}",
        "other": "přidat {count} řádků na list {tab}",
    },
    # ---- what a cell holds ----------------------------------------------------------------
    "sheets.cell.nothing": "nic",
    "sheets.cell.note": "poznámka {note}",
    "sheets.cell.formula": "vzorec {formula}",
    "sheets.cell.with-note": "{what} s poznámkou {note}",
    # ---- the settings block ---------------------------------------------------------------
    # ---- errors ---------------------------------------------------------------------------
    "sheets.error.conflict": {
        "one": "nic nebylo zapsáno: {count} buňka, kterou by synchronizace přepsala, obsahuje "
        "data, která sama nezapsala: {cells}. Přesuňte ji nebo ji vymažte, nebo "
        "zvolte jiný cíl (--target standings-tab).",
        "few": "nic nebylo zapsáno: {count} buňky, které by synchronizace přepsala, obsahují "
        "data, která sama nezapsala: {cells}. Přesuňte je nebo je vymažte, nebo "
        "zvolte jiný cíl (--target standings-tab).",
        "many": "nic nebylo zapsáno: {count} buňky, které by synchronizace přepsala, obsahují "
        "data, která sama nezapsala: {cells}. Přesuňte je nebo je vymažte, nebo "
        "zvolte jiný cíl (--target standings-tab).",
        "other": "nic nebylo zapsáno: {count} buněk, které by synchronizace přepsala, obsahuje "
        "data, která sama nezapsala: {cells}. Přesuňte je nebo je vymažte, nebo "
        "zvolte jiný cíl (--target standings-tab).",
    },
    "sheets.error.conflict-cell": "{where} obsahuje: {what}",
    "sheets.error.conflict-more": "{cells} (a dalších {count})",
    "sheets.error.busy": "list {tab} se během synchronizace stále měnil (počet pokusů: "
    "{count}); nic nebylo zapsáno. Spusťte synchronizaci znovu, až budou "
    "úpravy hotové.",
    "sheets.error.busy-written": "list {tab} se během synchronizace stále měnil (počet pokusů: "
    "{count}); poslední zápis mohl dát hodnoty na řádky, které se "
    "mezitím posunuly. Spusťte synchronizaci znovu, až budou "
    "úpravy hotové.",
    "sheets.error.no-player-rows": "list {tab} je seznam párování bez seznamu hráčů, takže "
    "nejsou žádné řádky hráčů, vedle kterých by šlo psát: "
    "použijte --target standings-tab, nebo přidejte list "
    "'Players' se seznamem hráčů",
    # ---- the command line -----------------------------------------------------------------
    "sheets.cli.problems": {
        "one": "tabulka má {count} problém; nic nebylo zapsáno:",
        "few": "tabulka má {count} problémy; nic nebylo zapsáno:",
        "many": "tabulka má {count} problému; nic nebylo zapsáno:",
        "other": "tabulka má {count} problémů; nic nebylo zapsáno:",
    },
    "sheets.cli.bad-interval": "počet sekund větší než 0, ne {value}",
    "sheets.cli.not-installed": "knihovny pro Google Sheets nejsou nainstalovány (chybí modul "
    "{module}): spusťte pip install '.[sheets]' ve složce "
    "tiebreak",
    # ---- the arbiter's leftovers: withdrawn players, lots seed, single winner
    # (sheets_addon/writer.py, sheets_addon/sheet_settings.py) -----------------------------
    "sheets.header.note": "Poznámka",
    "sheets.note.note": "odstoupení z turnaje: po kterém kole hráč odstoupil",
    # --- watch --- (tiebreak-sheets watch, part 3: sheets_addon/watch.py) ----------
    "sheets.watch.start": "sleduji tabulku: jedno čtení každých {seconds} s, synchronizace při "
    "změně výsledků; Ctrl-C ukončí",
    "sheets.watch.round": {
        "one": "kolo {round}: {finished} z {count} partie",
        "few": "kolo {round}: {finished} z {count} partií",
        "many": "kolo {round}: {finished} z {count} partie",
        "other": "kolo {round}: {finished} z {count} partií",
    },
    "sheets.watch.after": "po kole {round}",
    "sheets.watch.no-round": "zatím žádné výsledky",
    "sheets.watch.wrote": "{where}; zapsáno: {cells}",
    "sheets.watch.unchanged": "{where}; není co měnit",
    "sheets.watch.would-write": "{where}; ke změně {cells} (zkušební běh)",
    "sheets.watch.waiting": "nic nezapsáno, čekám na vyřešení: {error}",
    "sheets.watch.problems": {
        "one": "tabulka má {count} problém; nic nezapsáno, čekám na opravu:",
        "few": "tabulka má {count} problémy; nic nezapsáno, čekám na opravu:",
        "many": "tabulka má {count} problému; nic nezapsáno, čekám na opravu:",
        "other": "tabulka má {count} problémů; nic nezapsáno, čekám na opravu:",
    },
    "sheets.watch.unavailable": "Google Sheets neodpovídá ({why}); další čtení za {seconds} s",
    "sheets.watch.no-answer": "bez spojení",
    "sheets.watch.back": "Google Sheets opět odpovídá",
    "sheets.watch.status": "čteno v {time}: {state}; další čtení za {seconds} s",
    "sheets.watch.state-blocked": "čekám na opravu tabulky",
    "sheets.watch.state-offline": "Google Sheets neodpovídá",
    "sheets.watch.stopped": "ukončeno: {reads}, {writes}, změněno {cells}",
    "sheets.watch.reads": {
        "one": "{count} čtení",
        "few": "{count} čtení",
        "many": "{count} čtení",
        "other": "{count} čtení",
    },
    "sheets.watch.writes": {
        "one": "{count} zápis",
        "few": "{count} zápisy",
        "many": "{count} zápisu",
        "other": "{count} zápisů",
    },
    # --- end of watch ---------------------------------------------------------------------
}

# --- teams ---
MESSAGES.update(
    {
        "sheets.team.header.team": "Družstvo",
        "sheets.team.header.mp": "MP",
        "sheets.team.header.gp": "GP",
        "sheets.team.note.rank": "pořadí družstva: podle {score}, pak podle pomocných hodnocení",
        "sheets.team.note.no": "číslo družstva",
        "sheets.team.note.team": "družstvo",
        "sheets.team.note.mp": (
            "zápasové body: {win} za vyhraný zápas, {draw} za remízu, {loss} za prohru"
        ),
        "sheets.team.note.gp": "partiové body: body družstva na šachovnicích",
        "sheets.team.summary.head": {
            "one": (
                "{title} ({tab}): {count} družstvo, pravidla {rules}, řazeno podle {score}, "
                "pomocná hodnocení {order}"
            ),
            "few": (
                "{title} ({tab}): {count} družstva, pravidla {rules}, řazeno podle {score}, "
                "pomocná hodnocení {order}"
            ),
            "many": (
                "{title} ({tab}): {count} družstva, pravidla {rules}, řazeno podle {score}, "
                "pomocná hodnocení {order}"
            ),
            "other": (
                "{title} ({tab}): {count} družstev, pravidla {rules}, řazeno podle {score}, "
                "pomocná hodnocení {order}"
            ),
        },
        "sheets.team.tb.mpvgp": (
            "druhé skóre (partiové body při řazení podle zápasových, jinak zápasové)"
        ),
        "sheets.team.tb.bh": "Buchholz soupeřících družstev",
        "sheets.team.tb.fb": "Fore Buchholz soupeřících družstev",
        "sheets.team.tb.aob": "průměr Buchholzů soupeřících družstev",
        "sheets.team.tb.emmsb": "rozšířený Sonneborn-Berger: MP soupeře × vlastní MP",
        "sheets.team.tb.emgsb": "rozšířený Sonneborn-Berger: MP soupeře × vlastní GP",
        "sheets.team.tb.egmsb": "rozšířený Sonneborn-Berger: GP soupeře × vlastní MP",
        "sheets.team.tb.eggsb": "rozšířený Sonneborn-Berger: GP soupeře × vlastní GP",
        "sheets.team.tb.ps": "progresivní skóre",
        "sheets.team.tb.win": "vyhrané zápasy",
        "sheets.team.tb.de": "vzájemný zápas",
        "sheets.team.tb.ede": "rozšířený vzájemný zápas",
        "sheets.team.tb.edet": "rozšířený vzájemný zápas, pak výsledky na prvních šachovnicích",
        "sheets.team.tb.edeb": "rozšířený vzájemný zápas, pak vyřazování šachovnic",
        "sheets.team.tb.edebt": (
            "rozšířený vzájemný zápas, součet šachovnic, pak výsledky na prvních šachovnicích"
        ),
        "sheets.team.tb.edebb": (
            "rozšířený vzájemný zápas, součet šachovnic, pak vyřazování šachovnic"
        ),
        "sheets.team.tb.sssc": "druhé skóre plus Buchholz dělený koeficientem",
        "sheets.team.tb.bc": "součet podle šachovnic, nižší je lepší",
        "sheets.team.tb.tbr": "výsledky na šachovnicích: GP na 1. šachovnici, na 2., …",
        "sheets.team.tb.bbe": (
            "vyřazování šachovnic: GP bez poslední šachovnice, bez dvou posledních, …"
        ),
        # ---- the settings block written (the add-on's Settings page; settings_block.py)
        "sheets.settings.no-room": (
            "{cell} překáží novému řádku bloku nastavení: vymažte ji, nebo blok přesuňte."
        ),
        "sheets.settings.written": "{tab}: blok nastavení zapsán (od {cell}).",
        "sheets.settings.unchanged": "{tab}: blok nastavení už to říká; nic se nezapsalo.",
    }
)
