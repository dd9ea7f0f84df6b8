"""The messages of scoreinput in it: game scores in organisers' grids (formats.md 7.2,
docs/grids.md), what ``check`` says about them and what TRF cannot keep (rules.md 13.13)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "scoreinput.column-twice": "una seconda colonna di punteggio {text} (la prima è "
    "{first}): tenerne una",
    "scoreinput.both-ways": "una colonna Punteggio ({single}) e una colonna di punteggio del "
    "bianco o del nero ({pair}, {text}): scrivere i punteggi in un solo modo, o le due "
    "colonne Punteggio bianco e Punteggio nero o una colonna Punteggio 412:380, mai entrambi",
    "scoreinput.side-column-missing.black": "accanto a {text} ({cell}) manca la colonna "
    "Punteggio nero: scrivere entrambe le colonne, o una colonna Punteggio 412:380",
    "scoreinput.side-column-missing.white": "accanto a {text} ({cell}) manca la colonna "
    "Punteggio bianco: scrivere entrambe le colonne, o una colonna Punteggio 412:380",
    "scoreinput.pair-expected": "atteso un punteggio della partita come 412:380 (prima "
    "quello del giocatore nella colonna del bianco, numeri interi); trovato {found}",
    "scoreinput.pair-time": "atteso un punteggio della partita come 412:380; trovato "
    "{found}, che sembra un orario: il foglio di calcolo ha letto 412:380 come ore e minuti. "
    "Formattare la colonna come testo semplice e riscrivere il punteggio, o usare due "
    "colonne Punteggio bianco e Punteggio nero",
    "scoreinput.points-expected": "atteso il punteggio di un giocatore nella partita, un "
    "numero intero come 412 o -5; trovato {found}",
    "scoreinput.one-side": "l'altro punteggio di questa partita è {found} ({cell}): "
    "scrivere i punteggi di entrambi i giocatori, o di nessuno",
    "scoreinput.on-forfeit": "una vittoria a tavolino ({result} in {cell}) non ha punteggio, "
    "ma qui è scritto {score}: lasciare vuote le celle (vale il punteggio del torneo per le "
    "partite a tavolino)",
    "scoreinput.disagrees": "il risultato {result} non concorda con il punteggio {score} "
    "({cells}): vince il punteggio più alto, punteggi uguali sono patta; correggere uno dei "
    "due o lasciare vuoto il risultato",
    "scoreinput.on-bye": "un bye non ha punteggio, ma qui è scritto {found}: lasciare vuote "
    "le celle (vale il punteggio del bye del torneo)",
    "scoreinput.missing": "la partita del turno {round} non ha punteggio ({cells} vuote), ma "
    "le partite del torneo lo hanno (la prima in {first}): ogni partita giocata ne ha "
    "bisogno",
    "scoreinput.cell-missing": "{found} non ha punteggio, ma le partite del torneo lo hanno "
    "(la prima in {first}): scrivere questa partita del turno {round} come 2w1 412:380 "
    "(prima il proprio punteggio)",
    "scoreinput.cell-on-unplayed": "{found} non è una partita giocata ({outcome}), quindi "
    "non ha punteggio: toglierlo (vale il punteggio del torneo per il bye o il tavolino)",
    "scoreinput.cell-disagrees": "{found}: il risultato del turno {round} non concorda con "
    "il punteggio (prima il proprio: la vittoria richiede il punteggio più alto, la patta "
    "punteggi uguali)",
    "scoreinput.cell-mirror": "la partita del turno {round} ha punteggi diversi sulle due "
    "righe: qui {found}, in {there} {there_text}; lì era atteso {expected} (prima il "
    "punteggio dell'avversario)",
    "scoreinput.check.scores": {
        "one": "punteggi: {scored} partita giocata su {count} ha il punteggio",
        "many": "punteggi: {scored} partite giocate su {count} hanno il punteggio",
        "other": "punteggi: {scored} partite giocate su {count} hanno il punteggio",
    },
    "scoreinput.check.game": "{name} (turno {round})",
    "scoreinput.check.missing": {
        "one": "{count} partita giocata non ha punteggio: {games}",
        "many": "{count} partite giocate non hanno punteggio: {games}",
        "other": "{count} partite giocate non hanno punteggio: {games}",
    },
    "scoreinput.check.missing-more": {
        "one": "{count} partita giocata non ha punteggio: {games} e altre {more}",
        "many": "{count} partite giocate non hanno punteggio: {games} e altre {more}",
        "other": "{count} partite giocate non hanno punteggio: {games} e altre {more}",
    },
    "scoreinput.trf-dropped": {
        "one": "TRF-16 non ha un campo per i punteggi delle partite: il punteggio di "
        "{count} partita non è stato conservato (convert --to json lo conserva)",
        "many": "TRF-16 non ha un campo per i punteggi delle partite: i punteggi di "
        "{count} partite non sono stati conservati (convert --to json li conserva)",
        "other": "TRF-16 non ha un campo per i punteggi delle partite: i punteggi di "
        "{count} partite non sono stati conservati (convert --to json li conserva)",
    },
}
