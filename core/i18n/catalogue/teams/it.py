"""The messages of team events in it."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "teams.error.not-a-team-event": (
        "non è una gara a squadre: servono team-swiss o team-round-robin con "
        "squadre e numero di scacchiere"
    ),
    "teams.error.member": (
        "squadra {team}: il giocatore {player} è anche in un'altra squadra o "
        "non partecipa al torneo"
    ),
    "teams.error.lineup": "la squadra {team} schiera {found} giocatori, attesi {boards} o nessuno",
    "teams.error.board-kind": (
        "la squadra {team} ha una scacchiera che non è una partita né un "
        "forfait ({outcome}); il bye di squadra va su tutte le scacchiere"
    ),
    "teams.error.opponent": (
        "la squadra {team} incontra il giocatore {opponent}, che non è in un'altra squadra"
    ),
    "teams.error.board": (
        "la scacchiera {board} della squadra {team} incontra il giocatore "
        "{opponent}, che non è la scacchiera {board} della squadra avversaria"
    ),
    "teams.error.mirror": (
        "il risultato non corrisponde a quello del giocatore {opponent} in quel turno"
    ),
    "teams.kind.played": "incontro giocato",
    "teams.kind.forfeit-win": "incontro vinto a forfait",
    "teams.kind.forfeit-loss": "incontro perso a forfait",
    "teams.kind.pab": "bye di squadra assegnato dall'abbinamento",
    "teams.kind.absent": "squadra non abbinata",
    # ---- the names of the team codes (rules.md 9.5) --------------------------------------
    "teams.tb.MPVGP": "Punteggio secondario",
    "teams.tb.EMMSB": "Sonneborn-Berger esteso (MP × MP)",
    "teams.tb.EMGSB": "Sonneborn-Berger esteso (MP × GP)",
    "teams.tb.EGMSB": "Sonneborn-Berger esteso (GP × MP)",
    "teams.tb.EGGSB": "Sonneborn-Berger esteso (GP × GP)",
    "teams.tb.SSSC": "Punteggio secondario con Buchholz scalato",
    "teams.tb.BC": "Somma per scacchiera",
    "teams.tb.TBR": "Risultati dalla prima scacchiera",
    "teams.tb.BBE": "Eliminazione delle ultime scacchiere",
    "teams.tb.EDE": "Scontro diretto esteso",
    "teams.tb.EDET": "Scontro diretto esteso, poi risultati dalla prima scacchiera",
    "teams.tb.EDEB": "Scontro diretto esteso, poi eliminazione delle ultime scacchiere",
    "teams.tb.EDEBT": "Scontro diretto esteso, somma per scacchiera, "
    "poi risultati dalla prima scacchiera",
    "teams.tb.EDEBB": "Scontro diretto esteso, somma per scacchiera, "
    "poi eliminazione delle ultime scacchiere",
    "teams.tb.on.mp": "{name} (punti squadra)",
    "teams.tb.on.gp": "{name} (punti partita)",
    "teams.tb.factor": "{name} (fattore {factor})",
    "teams.score.mp": "MP",
    "teams.score.gp": "GP",
    "teams.entry.match": "{opponent}: {raw} {score}, conta {count}",
    "teams.entry.match-adjusted": {
        "one": (
            "{opponent} ha {raw} {score}, conta {seen}: il turno {rounds} conta "
            "come incontro patto (16.3.2)"
        ),
        "many": (
            "{opponent} ha {raw} {score}, conta {seen}: i turni {rounds} contano "
            "come incontri patti (16.3.2)"
        ),
        "other": (
            "{opponent} ha {raw} {score}, conta {seen}: i turni {rounds} contano "
            "come incontri patti (16.3.2)"
        ),
    },
    "teams.entry.own": "{outcome}: propri {own} {score}",
    "teams.entry.own-against": "{outcome} contro {opponent}: propri {own} {score}",
    "teams.entry.cap-opponent": (
        "{outcome} contro {opponent}: propri {own} {score}, limitati ai {value} "
        "dell'avversario (16.4.1)"
    ),
    "teams.entry.cap-rounds": (
        "{outcome}: propri {own} {score}, limitati a {draw} × {rounds} = {value} (16.4.2)"
    ),
    "teams.entry.rr-forfeit": (
        "{outcome} contro {opponent} (girone all'italiana): {value} {score} dell'avversario"
    ),
    "teams.entry.rr-free": "turno di riposo del girone: non aggiunge nulla",
    "teams.mod.fore-assumed": "incontro dell'ultimo turno considerato patto (8.3)",
    "teams.mod.esb-factor": "× propri {factor} {score} = {amount}",
    "teams.entry.aob": "{opponent}: {code} {value}",
    "teams.summary.no-match": "nessun incontro giocato: nessun valore",
    "teams.summary.sssc": (
        "{code} = {secondary} {score} + {bh} {buchholz} / {factor} = {exact}, arrotondato a {value}"
    ),
    "teams.entry.points": "{outcome}: {points} {score}",
    "teams.entry.running": "dopo il turno {round}: {running} {score}",
    "teams.entry.win": "{outcome}: {points} {score}, incontro vinto",
    "teams.entry.no-win": "{outcome}: {points} {score}, non è una vittoria",
    "teams.entry.board-count": "scacchiera {board}: {points} {score} × {board} = {amount}",
    "teams.entry.board": "scacchiera {board}: {points} {score}",
    "teams.entry.boards-down-to": "scacchiere da 1 a {last}: {points} {score}",
    "teams.summary.lower-first": "{code} = {value} (più basso è meglio)",
    "teams.summary.board-key": (
        "{code} = {key}: si confronta numero per numero, decide la prima differenza"
    ),
    # the no-tie line, the FB and VUR notes, and the plain sentences of team items
    "teams.ties.none": (
        "Nessuna coppia di squadre ha finito a pari {score}: non è servito alcuno spareggio."
    ),
    "teams.mod.fore-moved": "incontro dell'ultimo turno di {opponent} considerato patto (8.3)",
    "teams.mod.fore-moved.plain": (
        "Per questo spareggio l'incontro dell'ultimo turno di {opponent} conta come patta, "
        "quindi il suo punteggio cambia."
    ),
    "teams.mod.fore-assumed.plain": (
        "Per questo spareggio l'incontro dell'ultimo turno della tua squadra conta come patta."
    ),
    "teams.mod.cut.vur": "scartato per primo: turno volontariamente non giocato, VUR (16.5)",
    "teams.mod.cut.vur.plain": (
        "Viene scartato per primo, perché la tua squadra non ha giocato quell'incontro "
        "(un'assenza o un incontro perso a forfait)."
    ),
    "teams.entry.match.plain": "{opponent} ha ottenuto {raw} {score}.",
    "teams.entry.match-adjusted.plain": (
        "{opponent} ha ottenuto {raw} {score} ma conta {seen}: un turno saltato, dopo il "
        "quale la squadra non ha più giocato incontri, conta come incontro patto."
    ),
    "teams.entry.own.plain": (
        "Questo turno ({outcome}) conta come un incontro contro una squadra con il punteggio "
        "della tua squadra, {own} {score}."
    ),
    "teams.entry.own-against.plain": (
        "Questo turno ({outcome} contro {opponent}) conta come un incontro contro una squadra"
        " con il punteggio della tua squadra, {own} {score}."
    ),
    "teams.entry.cap-opponent.plain": (
        "Questo turno ({outcome} contro {opponent}) conta come un incontro contro una squadra"
        " con il punteggio della tua squadra, {own} {score}, ma non più del punteggio di "
        "{opponent}, {value} {score}."
    ),
    "teams.entry.cap-rounds.plain": (
        "Questo turno ({outcome}) conta come un incontro contro una squadra con il punteggio "
        "della tua squadra, {own} {score}, ma non più di un incontro patto in ogni turno: "
        "{draw} × {rounds} = {value} {score}."
    ),
    "teams.entry.rr-forfeit.plain": (
        "In un girone all'italiana questo turno ({outcome}) conta comunque come incontro "
        "contro {opponent}."
    ),
    "teams.summary.de.not-reached": (
        "{code} non applicato: quando si è arrivati a questo criterio, nessun'altra squadra "
        "era ancora a pari con questa"
    ),
    "teams.entry.points-against": "{outcome} contro {opponent}: {points} {score}",
    "teams.entry.win-against": "{outcome} contro {opponent}: {points} {score}, incontro vinto",
    "teams.entry.no-win-against": (
        "{outcome} contro {opponent}: {points} {score}, non è una vittoria"
    ),
}
