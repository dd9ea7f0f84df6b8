"""The messages of game scores in it (glossary.md section 6: punteggio, chi inizia; ⚠ terms
keep their code)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "scrabble.tb.SPREAD": "Differenza punti",
    "scrabble.tb.SCORE": "Somma dei punti fatti",
    "scrabble.tb.TURCAS": "TurČAS",
    "scrabble.tb.BRIGHTWELL": "Criterio Brightwell",
    "scrabble.cite.game-score": "punteggio della partita",
    "scrabble.cite.bye-score": "bye_score",
    "scrabble.cite.forfeit-score": "forfeit_score",
    "scrabble.cite.spread-cap": "spread_cap",
    "scrabble.cite.turcas": "ČAS TurČAS",
    "scrabble.cite.brightwell": "Brightwell (dedotto)",
    "scrabble.item.game": "partita {score}, differenza {diff}",
    "scrabble.item.bye": "bye_score {score}, differenza {diff}",
    "scrabble.item.forfeit": "forfeit_score {score} ({kind}), differenza {diff}",
    "scrabble.item.game.own": "partita {score}, punti fatti {own}",
    "scrabble.item.bye.own": "bye_score {score}, punti fatti {own}",
    "scrabble.item.forfeit.own": "forfeit_score {score}, punti fatti {own}",
    "scrabble.item.capped": "limitata a {capped} (spread_cap {cap})",
    "scrabble.item.capped.plain": "Il tetto della differenza limita quanto conta una partita.",
    "scrabble.item.nothing": "{kind}: non aggiunge nulla",
    "scrabble.item.nothing.plain": "Questo turno non aggiunge nulla alle somme dei punteggi.",
    "scrabble.item.started": "ha iniziato",
    "scrabble.item.second": "non ha iniziato",
    "scrabble.summary.spread": "differenza punti {spread} (le differenze contate); punteggi "
    "{score}:{against}",
    "scrabble.summary.score": "somma dei punti fatti {score} (subiti {against})",
    "scrabble.summary.no-scores": "il torneo non ha punteggi delle partite: nessun valore",
    "scrabble.summary.turcas": "TURCAS = {a} / {k} × {bh} + {b} × {score} + {c} × {spread} "
    "+ {d} × {zac} = {t1} {t2} {t3} {t4} = {value} ({sources})",
    "scrabble.summary.brightwell": "BRIGHTWELL = {score} + {a} / {k} × {bh} = {t1} {t2} = "
    "{value} ({sources})",
    "scrabble.paren": "(−{x})",
    "scrabble.plus": "+ {x}",
    "scrabble.minus": "− {x}",
    "scrabble.origin.mean": "il totale medio di una partita su {games} partite ({total} / "
    "{games} = {mean})",
    "scrabble.sources.turcas-bare": "A: totale medio della partita; B, D: predefiniti, valori "
    "ČAS sconosciuti; C: ČAS 2002",
    "scrabble.sources.turcas-given": "coefficienti come scritti nel codice; i valori ČAS di B "
    "e D non sono noti",
    "scrabble.sources.brightwell-bare": "K: totale medio della partita; formula di Brightwell "
    "dedotta",
    "scrabble.sources.brightwell-given": "K come scritto nel codice; formula di Brightwell dedotta",
    "scrabble.term.BH": "Buchholz",
    "scrabble.term.SCORE": "somma dei punti fatti (AbsSkore)",
    "scrabble.term.SPREAD": "differenza punti (RelSkore)",
    "scrabble.term.ZAC": "chi inizia: partite non iniziate meno iniziate (Zacinani)",
    "scrabble.coefficients": "coefficienti {coefficients}, k = {k}",
    "scrabble.coefficient": "{name} = {value}",
    "scrabble.coefficient-from": "{name} = {value}, {origin}",
    "scrabble.term": "{term}: {quantity} × {factor} = {value}",
    "scrabble.warning.game-scores-missing": "il torneo non ha punteggi delle partite nei turni "
    "contati: {codes} tolti dall'ordine",
    "scrabble.input.score-malformed": "punteggio della partita errato {found}: atteso "
    "propri:avversario, due numeri interi come 412:380",
    "scrabble.input.score-not-game": "punteggio {score} su {token}, che non è una partita "
    "giocata: bye e vittorie a tavolino prendono bye_score / forfeit_score, lasciatelo vuoto",
    "scrabble.input.score-missing": "la partita {token} non ha punteggio mentre altre ce "
    "l'hanno: ogni partita giocata ha bisogno del suo punteggio",
    "scrabble.input.result-vs-score": "il risultato {token} non concorda con il punteggio "
    "{score}: una vittoria vuole il punteggio più alto, una patta punteggi uguali, una "
    "sconfitta il più basso (una partita decisa altrimenti si inserisce a tavolino)",
    "scrabble.input.sides-disagree": "il punteggio {score} non rispecchia {other}, registrato "
    "per {place} ({at})",
    "scrabble.input.sides-disagree-no-cell": "il punteggio {score} non rispecchia {other}, "
    "registrato per {place}",
    "scrabble.input.scores-list": "scores deve essere una lista lunga quanto results "
    "({results} voci), trovato {found}",
    "scrabble.input.event-score": "{field} deve essere propri:avversario, due numeri interi "
    "come 50:0, trovato {found}",
    "scrabble.input.spread-cap": "spread_cap deve essere un numero intero positivo, trovato "
    "{found}",
    "scrabble.input.turcas-colour": "{code} con D ≠ 0 ha bisogno di sapere chi inizia ogni "
    "partita, e questa partita non ha colore (chi inizia è scritto come Bianco)",
    "scrabble.cli.spread-cap": "--spread-cap vuole un numero intero positivo o none, trovato "
    "{found}",
    "scrabble.cli.game-score": "{option} vuole PROPRI:AVVERSARIO, due numeri interi come "
    "50:0, trovato {found}",
    "scrabble.help.spread-cap": "limita a N la differenza punti di ogni turno (none: nessun "
    "tetto); sostituisce lo spread_cap del torneo",
    "scrabble.help.bye-score": "punteggio propri:avversario per ogni bye (predefinito 0:0); "
    "sostituisce il bye_score del torneo",
    "scrabble.help.forfeit-score": "punteggio propri:avversario di una vittoria a tavolino (lo "
    "sconfitto a specchio); sostituisce il forfeit_score del torneo",
    "scrabble.why.term": "{text} Il termine che li separa: {term}, {quantity_above} contro "
    "{quantity_below} ({value_above} contro {value_below}).",
    "scrabble.why.term-one": "{text} Il termine che li separa: {term}, {quantity_above} "
    "contro {quantity_below}.",
    "scrabble.whatif.no-score": "La differenza punti ha bisogno del punteggio: i risultati del "
    "turno {round} richiesti non hanno punteggio, perciò le posizioni qui sotto contano {codes} "
    "solo sui turni precedenti; le righe sotto ogni risultato dicono di quanto va vinto o perso",
    "scrabble.whatif.head": "Di quanto, su {code}, contro i giocatori che possono finire con gli "
    "stessi punti:",
    "scrabble.whatif.head-level": "Di quanto, su {code}, contro i giocatori che possono finire "
    "con gli stessi punti e pari su {codes}:",
    "scrabble.whatif.nobody": "nessun altro può finire con i punti di {name}: lo scarto della "
    "partita non cambia nessuna posizione",
    "scrabble.whatif.win-from": "una vittoria con {margin} o più di scarto mette {name} davanti a "
    "{rival} (differenza punti {mine} contro {theirs}){level}",
    "scrabble.whatif.win-any": "qualsiasi vittoria mette {name} davanti a {rival} (differenza "
    "punti {mine} contro {theirs}){level}",
    "scrabble.whatif.win-none": "nessuna vittoria mette {name} davanti a {rival} (differenza "
    "punti {mine} contro {theirs}){level}",
    "scrabble.whatif.loss-upto": "una sconfitta con {margin} o meno di scarto tiene {name} "
    "davanti a {rival} (differenza punti {mine} contro {theirs}){level}",
    "scrabble.whatif.loss-any": "anche una sconfitta con qualsiasi scarto tiene {name} davanti a "
    "{rival} (differenza punti {mine} contro {theirs}){level}",
    "scrabble.whatif.loss-none": "nessuna sconfitta tiene {name} davanti a {rival} (differenza "
    "punti {mine} contro {theirs}){level}",
    "scrabble.whatif.draw-above": "una patta tiene {name} davanti a {rival} nella differenza "
    "punti ({mine} contro {theirs}){level}",
    "scrabble.whatif.draw-below": "dopo una patta {rival} resta davanti a {name} nella "
    "differenza punti ({theirs} contro {mine}){level}",
    "scrabble.whatif.draw-level": "dopo una patta {name} e {rival} sono pari nella differenza "
    "punti ({mine}): decide {after}",
    "scrabble.whatif.level": "; con uno scarto di esattamente {level} sono pari nella "
    "differenza punti e decide {after}",
    "scrabble.whatif.level-cap": "; con uno scarto di {level} o più (il tetto della differenza) "
    "sono pari nella differenza punti e decide {after}",
    "scrabble.whatif.nothing-after": "nessun altro criterio",
    "scrabble.whatif.relative.win": "{rival} finisce con gli stessi punti vincendo in "
    "scacchiera {board}: {name} è davanti quando lo scarto di {name} nel turno meno quello di "
    "{rival} è {margin} o più (differenza punti {mine} contro {theirs})",
    "scrabble.whatif.relative.loss": "{rival} finisce con gli stessi punti perdendo in "
    "scacchiera {board}: {name} è davanti quando lo scarto di {name} nel turno meno quello di "
    "{rival} è {margin} o più (differenza punti {mine} contro {theirs})",
    "scrabble.whatif.more": "e altri con gli stessi punti, più lontani nella differenza punti: "
    "{count}",
    "scrabble.whatif.cap": "al massimo {cap}",
    "scrabble.whatif.no-cap": "senza tetto",
    "scrabble.whatif.mean": "M (il punteggio totale medio di una partita, comprese le partite di "
    "questo turno)",
    "scrabble.whatif.depends.score": "{code} dipende dal punteggio di {name} nel turno {round}, "
    "non dallo scarto: ogni punto fatto da {name} aggiunge 1, in vittoria come in sconfitta",
    "scrabble.whatif.depends.turcas": "{code} dipende dal punteggio di {name} e dallo scarto: il "
    "turno {round} aggiunge {b} × punteggio proprio + {c} × scarto ({cap}) + {d} × (+1 se non "
    "inizia, −1 se inizia) e il termine Buchholz {a} / {k} × BH cambia con ogni risultato del "
    "turno",
    "scrabble.whatif.depends.brightwell": "{code} dipende dal punteggio di {name}, non dallo "
    "scarto: il turno {round} aggiunge 1 × punteggio proprio e il termine Buchholz {a} / {k} × BH "
    "cambia con ogni risultato del turno",
    # the published page (tiebreak report)
    "scrabble.report.game-score": "Punteggio",
    "scrabble.report.unplayed": "un bye assegnato o da un punto aggiunge il punteggio del bye "
    "del torneo (0:0 se non fissato), una vittoria a tavolino il suo punteggio (lo sconfitto "
    "al contrario; niente se non fissato), gli altri turni niente; il termine Buchholz di "
    "TurČAS e Brightwell li conta secondo il regolamento.",
    "scrabble.report.about.SPREAD": "Differenza punti: la somma del punteggio proprio meno "
    "quello dell'avversario in ogni turno, ciascun turno al massimo il tetto della differenza, "
    "se il torneo ne ha uno.",
    "scrabble.report.about.SCORE": "Somma dei punti fatti in tutte le partite, senza tetto.",
    "scrabble.report.about.TURCAS": "TurČAS, il criterio della ČAS: A / k × Buchholz + B × "
    "somma dei punti fatti + C × differenza punti + D × (partite da secondo − partite da "
    "primo); ogni scheda dà i coefficienti.",
    "scrabble.report.about.BRIGHTWELL": "Criterio Brightwell: somma dei punti fatti + K / k × "
    "Buchholz (formula dedotta); ogni scheda dà K.",
    "scrabble.report.crosstable-key": "412:380 dopo una casella: il punteggio della partita, "
    "prima quello del giocatore della riga.",
    "scrabble.error.no-modifier": "{code}: {base} non ha modificatori (come -C1 o -M1); scrivere "
    "{base}",
    "scrabble.error.no-coefficients": "{code}: {base} non ha coefficienti; scrivere {base}",
    "scrabble.error.coefficients": "{code}: {base} ha i coefficienti {names} (o nessuno, "
    "quelli predefiniti), per esempio {example}; dati: {found}",
    "scrabble.error.coefficient-text": "{code}: i coefficienti di {base} sono numeri decimali "
    "con il punto, separati da virgole, per esempio {example}",
}
