"""The sheet connector's messages in Romanian (ro): sheets/en.py translated, formal
"dumneavoastră", terms from glossary.md (criteriu de departajare, clasament, foaie = a tab of
the spreadsheet); "other" counts take "de" ("20 de celule")."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- headers of our columns (as in the core's standings table) -----------------------
    "sheets.header.rank": "Locul",
    "sheets.header.pts": "Pct.",
    "sheets.header.no": "Nr.",
    "sheets.header.name": "Nume",
    # ---- the note on each of our headers --------------------------------------------------
    "sheets.note.header": "{mark} {what}, regulament {rules}. Scris de `tiebreak-sheets sync` "
    "și rescris la fiecare sincronizare: nu scrieți în această coloană.",
    "sheets.note.rank": "locul în clasament",
    "sheets.note.pts": "puncte",
    "sheets.note.no": "numărul de start",
    "sheets.note.name": "jucător",
    "sheets.note.tiebreak": "{name} ({code}); nota fiecărei valori îl explică",
    "sheets.note.tiebreak-named": "{name}; nota fiecărei valori îl explică",
    # ---- the summary line -----------------------------------------------------------------
    "sheets.summary.head": {
        "one": "{title} ({tab}): {count} jucător, regulament {rules}, ordinea de departajare "
        "{order}",
        "few": "{title} ({tab}): {count} jucători, regulament {rules}, ordinea de departajare "
        "{order}",
        "other": "{title} ({tab}): {count} de jucători, regulament {rules}, ordinea de "
        "departajare {order}",
    },
    "sheets.summary.points-only": "(doar puncte)",
    "sheets.summary.up-to-date": "{head}; la zi",
    "sheets.summary.nothing-written": "{head}; la zi, nu s-a scris nimic",
    "sheets.summary.dry-run": "{head}; rulare de probă: s-ar modifica {cells} în {where}, nu "
    "s-a scris nimic",
    "sheets.summary.changed": "{head}; modificat: {cells} în {where}, {requests}",
    "sheets.summary.cells": {
        "one": "{count} celulă",
        "few": "{count} celule",
        "other": "{count} de celule",
    },
    "sheets.summary.tab": "foaia {tab}",
    "sheets.summary.one-request": "printr-o singură cerere",
    "sheets.summary.requests": {
        "one": "prin {count} cerere",
        "few": "prin {count} cereri",
        "other": "prin {count} de cereri",
    },
    # ---- the dry-run listing --------------------------------------------------------------
    "sheets.dry.change": "{address}: {old} -> {new}",
    "sheets.dry.empty": "goală",
    "sheets.dry.note-removed": "{change}; notă eliminată",
    "sheets.dry.note-set": "{change}; notă nouă: {first}",
    "sheets.dry.note-updated": "{change}; notă actualizată: {first}",
    "sheets.dry.more-lines": {
        "one": "{change} (+{count} rând)",
        "few": "{change} (+{count} rânduri)",
        "other": "{change} (+{count} de rânduri)",
    },
    "sheets.dry.create-tab": "creare foaie {tab}",
    "sheets.dry.add-columns": {
        "one": "adăugare {count} coloană în foaia {tab}",
        "few": "adăugare {count} coloane în foaia {tab}",
        "other": "adăugare {count} de coloane în foaia {tab}",
    },
    "sheets.dry.add-rows": {
        "one": "adăugare {count} rând în foaia {tab}",
        "few": "adăugare {count} rânduri în foaia {tab}",
        "other": "adăugare {count} de rânduri în foaia {tab}",
    },
    # ---- what a cell holds ----------------------------------------------------------------
    "sheets.cell.nothing": "nimic",
    "sheets.cell.note": "o notă {note}",
    "sheets.cell.formula": "formula {formula}",
    "sheets.cell.with-note": "{what} cu nota {note}",
    # ---- the settings block ---------------------------------------------------------------
    # ---- errors ---------------------------------------------------------------------------
    "sheets.error.conflict": {
        "one": "nu s-a scris nimic: {count} celulă pe care sincronizarea ar suprascrie-o "
        "conține date pe care nu le-a scris ea: {cells}. Mutați-o sau goliți-o, ori "
        "alegeți altă țintă (--target standings-tab).",
        "few": "nu s-a scris nimic: {count} celule pe care sincronizarea le-ar suprascrie "
        "conțin date pe care nu le-a scris ea: {cells}. Mutați-le sau goliți-le, ori "
        "alegeți altă țintă (--target standings-tab).",
        "other": "nu s-a scris nimic: {count} de celule pe care sincronizarea le-ar suprascrie "
        "conțin date pe care nu le-a scris ea: {cells}. Mutați-le sau goliți-le, ori "
        "alegeți altă țintă (--target standings-tab).",
    },
    "sheets.error.conflict-cell": "{where} conține {what}",
    "sheets.error.conflict-more": "{cells} (și încă {count})",
    "sheets.error.busy": "foaia {tab} s-a tot modificat în timpul sincronizării (încercări: "
    "{count}); nu s-a scris nimic. Rulați din nou sincronizarea după ce "
    "terminați modificările.",
    "sheets.error.busy-written": "foaia {tab} s-a tot modificat în timpul sincronizării "
    "(încercări: {count}); ultima scriere poate să fi pus valori "
    "pe rânduri care s-au mutat între timp. Rulați din nou "
    "sincronizarea după ce terminați modificările.",
    "sheets.error.no-player-rows": "foaia {tab} este o listă de perechi fără lista "
    "jucătorilor, deci nu există rânduri de jucători lângă care "
    "să se scrie: folosiți --target standings-tab sau adăugați "
    "o foaie 'Players' cu lista jucătorilor",
    # ---- the command line -----------------------------------------------------------------
    "sheets.cli.problems": {
        "one": "foaia de calcul are {count} problemă; nu s-a scris nimic:",
        "few": "foaia de calcul are {count} probleme; nu s-a scris nimic:",
        "other": "foaia de calcul are {count} de probleme; nu s-a scris nimic:",
    },
    "sheets.cli.bad-interval": "un număr de secunde mai mare decât 0, nu {value}",
    "sheets.cli.not-installed": "bibliotecile pentru Google Sheets nu sunt instalate "
    "(lipsește modulul {module}): rulați pip install '.[sheets]' "
    "în dosarul tiebreak",
    # ---- the arbiter's leftovers: withdrawn players, lots seed, single winner
    # (sheets_addon/writer.py, sheets_addon/sheet_settings.py) -----------------------------
    "sheets.header.note": "Notă",
    "sheets.note.note": "retragere: după ce rundă s-a retras jucătorul",
    # --- watch --- (tiebreak-sheets watch, part 3: sheets_addon/watch.py) ----------
    "sheets.watch.start": "urmăresc foaia de calcul: o citire la fiecare {seconds} s, o "
    "sincronizare când se schimbă rezultatele; Ctrl-C oprește",
    "sheets.watch.round": {
        "one": "runda {round}: {finished} din {count} partidă",
        "few": "runda {round}: {finished} din {count} partide",
        "other": "runda {round}: {finished} din {count} de partide",
    },
    "sheets.watch.after": "după runda {round}",
    "sheets.watch.no-round": "încă niciun rezultat",
    "sheets.watch.wrote": "{where}; scris: {cells}",
    "sheets.watch.unchanged": "{where}; nimic de modificat",
    "sheets.watch.would-write": "{where}; s-ar scrie {cells} (rulare de probă)",
    "sheets.watch.waiting": "nu s-a scris nimic, aștept rezolvarea: {error}",
    "sheets.watch.problems": {
        "one": "foaia de calcul are {count} problemă; nu s-a scris nimic, aștept corectarea:",
        "few": "foaia de calcul are {count} probleme; nu s-a scris nimic, aștept corectarea:",
        "other": "foaia de calcul are {count} de probleme; nu s-a scris nimic, aștept corectarea:",
    },
    "sheets.watch.unavailable": "Google Sheets nu răspunde ({why}); următoarea citire peste "
    "{seconds} s",
    "sheets.watch.no-answer": "fără conexiune",
    "sheets.watch.back": "Google Sheets răspunde din nou",
    "sheets.watch.status": "citit la {time}: {state}; următoarea citire peste {seconds} s",
    "sheets.watch.state-blocked": "aștept corectarea foii de calcul",
    "sheets.watch.state-offline": "Google Sheets nu răspunde",
    "sheets.watch.stopped": "oprit: {reads}, {writes}, modificat {cells}",
    "sheets.watch.reads": {
        "one": "{count} citire",
        "few": "{count} citiri",
        "other": "{count} de citiri",
    },
    "sheets.watch.writes": {
        "one": "{count} scriere",
        "few": "{count} scrieri",
        "other": "{count} de scrieri",
    },
    # --- end of watch ---------------------------------------------------------------------
}

# --- teams ---
MESSAGES.update(
    {
        "sheets.team.header.team": "Echipa",
        "sheets.team.header.mp": "MP",
        "sheets.team.header.gp": "GP",
        "sheets.team.note.rank": "locul echipei: după {score}, apoi după ordinea de departajare",
        "sheets.team.note.no": "numărul echipei",
        "sheets.team.note.team": "echipa",
        "sheets.team.note.mp": (
            "puncte de meci: {win} pentru un meci câștigat, {draw} pentru remiză, {loss} pentru "
            "înfrângere"
        ),
        "sheets.team.note.gp": "puncte de partidă: punctele echipei pe mese",
        "sheets.team.summary.head": {
            "one": (
                "{title} ({tab}): {count} echipă, regulament {rules}, ordonat după {score}, "
                "ordinea de departajare {order}"
            ),
            "few": (
                "{title} ({tab}): {count} echipe, regulament {rules}, ordonat după {score}, "
                "ordinea de departajare {order}"
            ),
            "other": (
                "{title} ({tab}): {count} de echipe, regulament {rules}, ordonat după {score}, "
                "ordinea de departajare {order}"
            ),
        },
        "sheets.team.tb.mpvgp": (
            "celălalt scor (puncte de partidă la clasarea după puncte de meci și invers)"
        ),
        "sheets.team.tb.bh": "Buchholz al echipelor adverse",
        "sheets.team.tb.fb": "Fore Buchholz al echipelor adverse",
        "sheets.team.tb.aob": "media Buchholz a echipelor adverse",
        "sheets.team.tb.emmsb": "Sonneborn-Berger extins: MP adversar × MP proprii",
        "sheets.team.tb.emgsb": "Sonneborn-Berger extins: MP adversar × GP proprii",
        "sheets.team.tb.egmsb": "Sonneborn-Berger extins: GP adversar × MP proprii",
        "sheets.team.tb.eggsb": "Sonneborn-Berger extins: GP adversar × GP proprii",
        "sheets.team.tb.ps": "scor progresiv",
        "sheets.team.tb.win": "meciuri câștigate",
        "sheets.team.tb.de": "întâlnire directă",
        "sheets.team.tb.ede": "întâlnire directă extinsă",
        "sheets.team.tb.edet": "întâlnire directă extinsă, apoi rezultatele pe primele mese",
        "sheets.team.tb.edeb": "întâlnire directă extinsă, apoi eliminarea meselor",
        "sheets.team.tb.edebt": (
            "întâlnire directă extinsă, suma pe mese, apoi rezultatele pe primele mese"
        ),
        "sheets.team.tb.edebb": "întâlnire directă extinsă, suma pe mese, apoi eliminarea meselor",
        "sheets.team.tb.sssc": "scorul secundar plus Buchholz împărțit la un factor",
        "sheets.team.tb.bc": "suma pe mese, mai mic e mai bine",
        "sheets.team.tb.tbr": "rezultate pe mese: GP la masa 1, la masa 2, …",
        "sheets.team.tb.bbe": "eliminarea meselor: GP fără ultima masă, fără ultimele două, …",
        # ---- the settings block written (the add-on's Settings page; settings_block.py)
        "sheets.settings.no-room": (
            "{cell} stă în calea noului rând al blocului de setări: goliți "
            "celula sau mutați blocul."
        ),
        "sheets.settings.written": "{tab}: blocul de setări a fost scris (de la {cell}).",
        "sheets.settings.unchanged": "{tab}: blocul de setări spune deja asta; nu s-a scris nimic.",
    }
)
