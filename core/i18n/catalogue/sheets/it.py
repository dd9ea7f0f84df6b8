"""The sheet connector's messages in Italian (italiano): sheets/en.py translated, impersonal
instructions (glossary.md 4), terms from glossary.md (spareggio, classifica, foglio = a tab of
the spreadsheet)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- headers of our columns (as in the core's standings table) -----------------------
    "sheets.header.rank": "Posizione",
    "sheets.header.pts": "Punti",
    "sheets.header.no": "N.",
    "sheets.header.name": "Nome",
    # ---- the note on each of our headers --------------------------------------------------
    "sheets.note.header": "{mark} {what}, regolamento {rules}. Scritto da `tiebreak-sheets "
    "sync` e riscritto a ogni sincronizzazione: non scrivere in questa "
    "colonna.",
    "sheets.note.rank": "posizione in classifica",
    "sheets.note.pts": "punti",
    "sheets.note.no": "numero di partenza",
    "sheets.note.name": "giocatore",
    "sheets.note.tiebreak": "{name} ({code}); la nota di ogni valore lo spiega",
    "sheets.note.tiebreak-named": "{name}; la nota di ogni valore lo spiega",
    # ---- the summary line -----------------------------------------------------------------
    "sheets.summary.head": {
        "one": "{title} ({tab}): {count} giocatore, regolamento {rules}, ordine degli "
        "spareggi {order}",
        "many": "{title} ({tab}): {count} giocatori, regolamento {rules}, ordine degli "
        "spareggi {order}",
        "other": "{title} ({tab}): {count} giocatori, regolamento {rules}, ordine degli "
        "spareggi {order}",
    },
    "sheets.summary.points-only": "(solo punti)",
    "sheets.summary.up-to-date": "{head}; aggiornato",
    "sheets.summary.nothing-written": "{head}; aggiornato, nulla è stato scritto",
    "sheets.summary.dry-run": "{head}; prova: da cambiare {cells} nel {where}, nulla è stato "
    "scritto",
    "sheets.summary.changed": "{head}; cambiate {cells} nel {where} con {requests}",
    "sheets.summary.cells": {
        "one": "{count} cella",
        "many": "{count} celle",
        "other": "{count} celle",
    },
    "sheets.summary.tab": "foglio {tab}",
    "sheets.summary.one-request": "una sola richiesta",
    "sheets.summary.requests": {
        "one": "{count} richiesta",
        "many": "{count} richieste",
        "other": "{count} richieste",
    },
    # ---- the dry-run listing --------------------------------------------------------------
    "sheets.dry.change": "{address}: {old} -> {new}",
    "sheets.dry.empty": "vuota",
    "sheets.dry.note-removed": "{change}; nota rimossa",
    "sheets.dry.note-set": "{change}; nuova nota: {first}",
    "sheets.dry.note-updated": "{change}; nota aggiornata: {first}",
    "sheets.dry.more-lines": {
        "one": "{change} (+{count} riga)",
        "many": "{change} (+{count} righe)",
        "other": "{change} (+{count} righe)",
    },
    "sheets.dry.create-tab": "creare il foglio {tab}",
    "sheets.dry.add-columns": {
        "one": "aggiungere {count} colonna al foglio {tab}",
        "many": "aggiungere {count} colonne al foglio {tab}",
        "other": "aggiungere {count} colonne al foglio {tab}",
    },
    "sheets.dry.add-rows": {
        "one": "aggiungere {count} riga al foglio {tab}",
        "many": "aggiungere {count} righe al foglio {tab}",
        "other": "aggiungere {count} righe al foglio {tab}",
    },
    # ---- what a cell holds ----------------------------------------------------------------
    "sheets.cell.nothing": "nulla",
    "sheets.cell.note": "una nota {note}",
    "sheets.cell.formula": "la formula {formula}",
    "sheets.cell.with-note": "{what} con la nota {note}",
    # ---- the settings block ---------------------------------------------------------------
    # ---- errors ---------------------------------------------------------------------------
    "sheets.error.conflict": {
        "one": "nulla è stato scritto: {count} cella che la sincronizzazione sovrascriverebbe "
        "contiene dati che non ha scritto: {cells}. Spostarla o svuotarla, oppure "
        "scegliere un'altra destinazione (--target standings-tab).",
        "many": "nulla è stato scritto: {count} celle che la sincronizzazione sovrascriverebbe "
        "contengono dati che non ha scritto: {cells}. Spostarle o svuotarle, oppure "
        "scegliere un'altra destinazione (--target standings-tab).",
        "other": "nulla è stato scritto: {count} celle che la sincronizzazione "
        "sovrascriverebbe contengono dati che non ha scritto: {cells}. Spostarle o "
        "svuotarle, oppure scegliere un'altra destinazione (--target standings-tab).",
    },
    "sheets.error.conflict-cell": "{where} contiene {what}",
    "sheets.error.conflict-more": "{cells} (e altre {count})",
    "sheets.error.busy": "il foglio {tab} ha continuato a cambiare durante la sincronizzazione "
    "({count} tentativi); nulla è stato scritto. Rilanciare la "
    "sincronizzazione a modifiche concluse.",
    "sheets.error.busy-written": "il foglio {tab} ha continuato a cambiare durante la "
    "sincronizzazione ({count} tentativi); l'ultima scrittura "
    "potrebbe aver messo valori su righe spostate nel frattempo. "
    "Rilanciare la sincronizzazione a modifiche concluse.",
    "sheets.error.no-player-rows": "il foglio {tab} è un elenco di abbinamenti senza elenco "
    "dei giocatori, quindi non ci sono righe di giocatori "
    "accanto a cui scrivere: usare --target standings-tab, "
    "oppure aggiungere un foglio 'Players' con l'elenco dei "
    "giocatori",
    # ---- the command line -----------------------------------------------------------------
    "sheets.cli.problems": {
        "one": "il foglio di calcolo ha {count} problema; nulla è stato scritto:",
        "many": "il foglio di calcolo ha {count} problemi; nulla è stato scritto:",
        "other": "il foglio di calcolo ha {count} problemi; nulla è stato scritto:",
    },
    "sheets.cli.bad-interval": "un numero di secondi maggiore di 0, non {value}",
    "sheets.cli.not-installed": "le librerie per Google Sheets non sono installate (manca il "
    "modulo {module}): eseguire pip install '.[sheets]' nella "
    "cartella di tiebreak",
    # ---- the arbiter's leftovers: withdrawn players, lots seed, single winner
    # (sheets_addon/writer.py, sheets_addon/sheet_settings.py) -----------------------------
    "sheets.header.note": "Note",
    "sheets.note.note": "ritiro: dopo quale turno il giocatore si è ritirato",
    # --- watch --- (tiebreak-sheets watch, part 3: sheets_addon/watch.py) ----------
    "sheets.watch.start": "controllo il foglio: una lettura ogni {seconds} s, una "
    "sincronizzazione quando i risultati cambiano; Ctrl-C interrompe",
    "sheets.watch.round": {
        "one": "turno {round}: {finished} su {count} partita",
        "many": "turno {round}: {finished} su {count} partite",
        "other": "turno {round}: {finished} su {count} partite",
    },
    "sheets.watch.after": "dopo il turno {round}",
    "sheets.watch.no-round": "ancora nessun risultato",
    "sheets.watch.wrote": "{where}; scritte {cells}",
    "sheets.watch.unchanged": "{where}; nulla da cambiare",
    "sheets.watch.would-write": "{where}; sarebbero scritte {cells} (prova)",
    "sheets.watch.waiting": "nulla è stato scritto, attendo che si risolva: {error}",
    "sheets.watch.problems": {
        "one": "il foglio di calcolo ha {count} problema; nulla è stato scritto, attendo la "
        "correzione:",
        "many": "il foglio di calcolo ha {count} problemi; nulla è stato scritto, attendo la "
        "correzione:",
        "other": "il foglio di calcolo ha {count} problemi; nulla è stato scritto, attendo la "
        "correzione:",
    },
    "sheets.watch.unavailable": "Google Sheets non risponde ({why}); prossima lettura tra "
    "{seconds} s",
    "sheets.watch.no-answer": "nessuna connessione",
    "sheets.watch.back": "Google Sheets risponde di nuovo",
    "sheets.watch.status": "letto alle {time}: {state}; prossima lettura tra {seconds} s",
    "sheets.watch.state-blocked": "attendo la correzione del foglio",
    "sheets.watch.state-offline": "Google Sheets non risponde",
    "sheets.watch.stopped": "interrotto: {reads}, {writes}, cambiate {cells}",
    "sheets.watch.reads": {
        "one": "{count} lettura",
        "many": "{count} letture",
        "other": "{count} letture",
    },
    "sheets.watch.writes": {
        "one": "{count} scrittura",
        "many": "{count} scritture",
        "other": "{count} scritture",
    },
    # --- end of watch ---------------------------------------------------------------------
}

# --- teams ---
MESSAGES.update(
    {
        "sheets.team.header.team": "Squadra",
        "sheets.team.header.mp": "MP",
        "sheets.team.header.gp": "GP",
        "sheets.team.note.rank": (
            "posizione della squadra: per {score}, poi per l'ordine degli spareggi"
        ),
        "sheets.team.note.no": "numero della squadra",
        "sheets.team.note.team": "squadra",
        "sheets.team.note.mp": (
            "punti squadra: {win} per un incontro vinto, {draw} per un pareggio, {loss} per una "
            "sconfitta"
        ),
        "sheets.team.note.gp": "punti partita: i punti della squadra sulle scacchiere",
        "sheets.team.summary.head": {
            "one": (
                "{title} ({tab}): {count} squadra, regolamento {rules}, classifica per {score}, "
                "ordine degli spareggi {order}"
            ),
            "many": (
                "{title} ({tab}): {count} squadre, regolamento {rules}, classifica per {score}, "
                "ordine degli spareggi {order}"
            ),
            "other": (
                "{title} ({tab}): {count} squadre, regolamento {rules}, classifica per {score}, "
                "ordine degli spareggi {order}"
            ),
        },
        "sheets.team.tb.mpvgp": (
            "l'altro punteggio (punti partita se la classifica è per punti squadra, e viceversa)"
        ),
        "sheets.team.tb.bh": "Buchholz delle squadre avversarie",
        "sheets.team.tb.fb": "Fore Buchholz delle squadre avversarie",
        "sheets.team.tb.aob": "media dei Buchholz delle squadre avversarie",
        "sheets.team.tb.emmsb": "Sonneborn-Berger esteso: MP dell'avversaria × MP propri",
        "sheets.team.tb.emgsb": "Sonneborn-Berger esteso: MP dell'avversaria × GP propri",
        "sheets.team.tb.egmsb": "Sonneborn-Berger esteso: GP dell'avversaria × MP propri",
        "sheets.team.tb.eggsb": "Sonneborn-Berger esteso: GP dell'avversaria × GP propri",
        "sheets.team.tb.ps": "punteggio progressivo",
        "sheets.team.tb.win": "incontri vinti",
        "sheets.team.tb.de": "scontro diretto",
        "sheets.team.tb.ede": "scontro diretto esteso",
        "sheets.team.tb.edet": "scontro diretto esteso, poi risultati delle prime scacchiere",
        "sheets.team.tb.edeb": "scontro diretto esteso, poi eliminazione delle scacchiere",
        "sheets.team.tb.edebt": (
            "scontro diretto esteso, somma per scacchiera, poi risultati delle prime scacchiere"
        ),
        "sheets.team.tb.edebb": (
            "scontro diretto esteso, somma per scacchiera, poi eliminazione delle scacchiere"
        ),
        "sheets.team.tb.sssc": "punteggio secondario più Buchholz diviso per un fattore",
        "sheets.team.tb.bc": "somma per scacchiera, più basso è meglio",
        "sheets.team.tb.tbr": "risultati per scacchiera: GP in prima scacchiera, in seconda, …",
        "sheets.team.tb.bbe": (
            "eliminazione delle scacchiere: GP senza l'ultima scacchiera, senza le ultime due, …"
        ),
        # ---- the settings block written (the add-on's Settings page; settings_block.py)
        "sheets.settings.no-room": (
            "{cell} è d'intralcio alla nuova riga del blocco delle "
            "impostazioni: svuotala o sposta il blocco."
        ),
        "sheets.settings.written": "{tab}: blocco delle impostazioni scritto (da {cell}).",
        "sheets.settings.unchanged": (
            "{tab}: il blocco delle impostazioni dice già questo; non è stato scritto nulla."
        ),
    }
)
