"""The messages of prizes in it."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- importi, premi, posti ------------------------------------------------------------
    "prizes.money.bare": "{amount}",
    "prizes.money.before": "{symbol}{amount}",
    "prizes.money.after": "{amount} {symbol}",
    "prizes.prize.items": "{items}",
    "prizes.prize.both": "{money} + {items}",
    "prizes.place": "{category}, {place}° posto",
    "prizes.places": "{category}, posti {first}°–{last}°",
    "prizes.share": "{player} {money}",
    "prizes.list": "{head} e {last}",
    # ---- come si applica il montepremi ---------------------------------------------------
    "prizes.mode.pool": "Denaro dei posti divisi a pari punti: si somma e si divide in parti "
    "uguali.",
    "prizes.mode.hort": "Denaro dei posti divisi a pari punti: sistema Hort, il {percent} % "
    "si somma e si divide in parti uguali, il resto secondo l'ordine "
    "dello spareggio tecnico.",
    "prizes.mode.tiebreak": "Denaro dei posti divisi a pari punti: non si somma, decide "
    "l'ordine dello spareggio tecnico.",
    "prizes.mode.several": "Un giocatore può vincere più premi.",
    "prizes.mode.one-main-first": "Un solo premio per giocatore, il più alto; a parità di "
    "valore, il premio della classifica assoluta.",
    "prizes.mode.one-category-first": "Un solo premio per giocatore, il più alto; a parità "
    "di valore, il premio di categoria.",
    "prizes.mode.remainder": "Importi non divisibili in parti uguali: le unità avanzate "
    "({unit} ciascuna) vanno ai primi nell'ordine dello spareggio "
    "tecnico.",
    # ---- premi ---------------------------------------------------------------------------
    "prizes.award.single": "{what}: {prize} a {player}.",
    "prizes.award.pooled": "{total} per {what} si sommano e si dividono tra {players} (ex "
    "aequo a {points}): {share} ciascuno.",
    "prizes.award.pooled-remainder": "{total} per {what} si sommano e si dividono tra "
    "{players} (ex aequo a {points}): {shares}; il resto non "
    "divisibile di {rest} va ai primi nell'ordine dello "
    "spareggio tecnico, un'unità ciascuno.",
    "prizes.award.hort": "Sistema Hort per {what} ({players}, ex aequo a {points}): {pooled} "
    "di {total} si sommano e si dividono: {pool_shares}; il resto secondo "
    "l'ordine dello spareggio tecnico: {own}; in tutto: {shares}.",
    "prizes.award.by-order": "{what}: {players} sono ex aequo a {points}; il denaro non si "
    "somma, decide l'ordine dello spareggio tecnico: {shares}.",
    "prizes.items.order": "{items} ({what}) a {player}, secondo l'ordine dello spareggio "
    "tecnico. {why}",
    "prizes.choice.higher": "{player} poteva avere anche {other} ({other_prize}) e tiene il "
    "premio più alto ({kept}): un solo premio per giocatore.",
    "prizes.choice.equal-main": "{player} poteva avere anche {other} ({other_prize}), di pari "
    "valore ({kept}): un solo premio per giocatore, prima il "
    "premio della classifica assoluta.",
    "prizes.choice.equal-category": "{player} poteva avere anche {other} ({other_prize}), di "
    "pari valore ({kept}): un solo premio per giocatore, "
    "prima il premio di categoria.",
    "prizes.skipped": {
        "one": "{category}: {players} ha vinto un altro premio e qui si salta (un solo premio "
        "per giocatore).",
        "many": "{category}: {players} hanno vinto altri premi e qui si saltano (un solo "
        "premio per giocatore).",
        "other": "{category}: {players} hanno vinto altri premi e qui si saltano (un solo "
        "premio per giocatore).",
    },
    "prizes.unawarded": "{what}: {prize} non assegnato (nessun giocatore avente diritto rimasto).",
    # ---- avvertenze ----------------------------------------------------------------------
    "prizes.warning.attribute": {
        "one": "{category}: {count} giocatore non ha nel file {attribute} e non si può "
        "verificare: {players}.",
        "many": "{category}: {count} giocatori non hanno nel file {attribute} e non si "
        "possono verificare: {players}.",
        "other": "{category}: {count} giocatori non hanno nel file {attribute} e non si "
        "possono verificare: {players}.",
    },
    "prizes.attr.birth": "la data o l'anno di nascita",
    "prizes.attr.birth-date": "la data di nascita completa (l'anno da solo non decide l'età)",
    "prizes.attr.sex": "il sesso",
    "prizes.attr.federation": "la federazione",
    "prizes.warning.unbroken": "{players} dividono il {rank}° posto anche dopo tutto lo "
    "spareggio tecnico, ma {what} richiede un ordine tra loro: qui "
    "sono presi per numero di partenza; si decida secondo il "
    "regolamento (spareggio giocato, sorteggio).",
    # ---- uscita --------------------------------------------------------------------------
    "prizes.title": "Premi: {name}",
    "prizes.totals": "Premi per giocatore",
    "prizes.total": "Totale pagato: {money}",
    "prizes.column.place": "Posto",
    "prizes.column.prize": "Premio",
    "prizes.help.command": "assegna il montepremi secondo la classifica: posti divisi "
    "sommati, premi di categoria, ogni premio spiegato",
    "prizes.help.prizes": "il montepremi (JSON, tiebreak-prizes/1; vedi docs/prizes.md)",
    # ---- errori nel montepremi -----------------------------------------------------------
    "prizes.error.unreadable": "impossibile leggere il montepremi: {detail}",
    "prizes.error.json": "JSON non valido: {detail}",
    "prizes.error.expected": "atteso {expected}, trovato {found}",
    "prizes.error.unknown-key": "chiave sconosciuta {key} (note: {known}; le chiavi proprie "
    "iniziano con x-)",
    "prizes.error.choice": "trovato {found}, atteso uno tra: {choices}",
    "prizes.error.too-precise": "{found} ha più decimali di quanti il montepremi ne ammetta "
    '({decimals}, fissato da "decimals")',
    "prizes.error.empty-range": "indicare {low} o {high}, o entrambi",
    "prizes.error.inverted-range": "il limite inferiore {low} supera il limite superiore {high}",
    "prizes.error.format": "il formato è {found}; atteso {expected}",
    "prizes.error.duplicate-id": "l'id {id} è già usato da un'altra categoria",
    "prizes.error.empty-place": "un posto richiede denaro o un premio in natura",
    "prizes.error.increasing": "il {place}° posto paga più del {previous}° posto: elencare i "
    "posti dal migliore",
    "prizes.error.no-age-date": 'l\'età richiede la data a cui si calcola: indicare qui "on" '
    "oppure start_date nel torneo",
    "prizes.error.unknown-player": "il torneo non ha il giocatore {id}",
    "prizes.error.unknown-team": "il torneo non ha la squadra {id}",
    "prizes.error.team-criterion": "{key} descrive un giocatore: in un torneo a squadre una "
    "categoria assegna i posti a tutte le squadre o alle squadre che elenca (players: "
    "numeri delle squadre)",
    "prizes.expect.whole": "un numero intero",
    "prizes.expect.bool": "true o false",
    "prizes.expect.text": "un testo",
    "prizes.expect.amount": 'un importo come 150 o "33.50"',
    "prizes.expect.fraction": 'una frazione tra 0 e 1, come "1/2" o 0.5',
    "prizes.expect.object": "un oggetto",
    "prizes.expect.date": "una data come 2026-01-01",
    "prizes.expect.categories": "un elenco non vuoto di categorie",
    "prizes.expect.places": "un elenco non vuoto di posti",
    "prizes.expect.texts": "un elenco di testi",
    "prizes.expect.ids": "un elenco non vuoto di numeri di partenza",
}
