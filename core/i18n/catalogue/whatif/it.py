"""The messages of whatif in it."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "whatif.title": "E se: {name} ({id}) in scacchiera {board} al turno {round}",
    "whatif.games": {
        "one": "{count} partita abbinata; giocatori senza partita: {absent}",
        "many": "{count} partite abbinate; giocatori senza partita: {absent}",
        "other": "{count} partite abbinate; giocatori senza partita: {absent}",
    },
    "whatif.rules": "Regolamento {rules}; ordine dei criteri di spareggio {order}",
    "whatif.exact": {
        "one": "Esatto: {count} combinazione degli altri risultati, ognuna classificata",
        "many": "Esatto: {count} combinazioni degli altri risultati, ognuna classificata",
        "other": "Esatto: {count} combinazioni degli altri risultati, ognuna classificata",
    },
    "whatif.bounded": {
        "one": "Ricerca limitata: 3^{count} combinazione degli altri risultati è troppo; i limiti "
        "per soli punti sono dimostrati, il resto sono stime dagli scenari trovati",
        "many": "Ricerca limitata: 3^{count} combinazioni degli altri risultati sono troppe; i "
        "limiti per soli punti sono dimostrati, il resto sono stime dagli scenari trovati",
        "other": "Ricerca limitata: 3^{count} combinazioni degli altri risultati sono troppe; i "
        "limiti per soli punti sono dimostrati, il resto sono stime dagli scenari trovati",
    },
    "whatif.result.win": "Una vittoria",
    "whatif.result.draw": "Una patta",
    "whatif.result.loss": "Una sconfitta",
    "whatif.outlook": "{result} ({points}): {range}",
    "whatif.range": "dal {best}° al {worst}° posto",
    "whatif.range.one": "{rank}° posto",
    "whatif.best": "posto migliore {rank}° ({status}) {when}: {reason}",
    "whatif.worst": "posto peggiore {rank}° ({status}) {when}: {reason}",
    "whatif.stopped": "Ricerca interrotta dopo {seconds} s: {proven} dei 6 estremi degli "
    "intervalli sono dimostrati (segnati dimostrato), gli altri sono stime dagli scenari trovati",
    "whatif.proven": "dimostrato",
    "whatif.estimate.best": "stima; per soli punti non meglio del {bound}°",
    "whatif.estimate.worst": "stima; per soli punti non peggio del {bound}°",
    "whatif.when": "solo se {conditions} ({share})",
    "whatif.share": {
        "one": "in {count} combinazione su {of}",
        "many": "in {count} combinazioni su {of}",
        "other": "in {count} combinazioni su {of}",
    },
    "whatif.example": "per esempio se {conditions}",
    "whatif.any": "qualunque siano gli altri risultati",
    "whatif.found": "nello scenario trovato",
    "whatif.condition": "la scacchiera {board} ({white}–{black}) finisce {results}",
    "whatif.by-points": "decidono i punti ({points})",
    "whatif.error.unknown": "abbinamenti, scacchiera {board}: non esiste il giocatore {id}",
    "whatif.error.twice": "abbinamenti, scacchiera {board}: il giocatore {id} è abbinato due volte",
    "whatif.error.self": "abbinamenti, scacchiera {board}: il giocatore {id} è abbinato contro sé "
    "stesso",
    "whatif.error.unpaired": "il giocatore {id} non ha una partita negli abbinamenti dati",
    "whatif.error.no-pairings": "occorre indicare gli abbinamenti del turno successivo: "
    "--pairings 12-7,3-5 o --pairings-file PAIRS.csv",
    "whatif.error.both-pairings": "gli abbinamenti vanno indicati una volta sola: --pairings o "
    "--pairings-file, non entrambi",
    "whatif.error.pairing": "{where}: atteso un abbinamento di numeri di partenza bianco-nero "
    "come 12-7, trovato {text}",
    "whatif.where.option": "--pairings, abbinamento {index}",
    "whatif.where.file": "{path}, riga {line}",
    "whatif.help.command": "dove può finire un giocatore dopo il turno successivo, con una "
    "vittoria, una patta o una sconfitta",
    "whatif.help.player": "il giocatore: numero di partenza o nome",
    "whatif.help.pairings": "gli abbinamenti del turno successivo, numeri di partenza bianco-nero "
    "separati da virgole (12-7,3-5); un giocatore non elencato non gioca",
    "whatif.help.pairings-file": "gli abbinamenti in un file: una coppia di numeri di partenza "
    "bianco,nero (o bianco-nero) per riga",
    # --- whatif ---
    "whatif.help.round": "il turno su cui chiedere (predefinito: il turno in corso, con le "
    "partite in attesa come abbinamenti, altrimenti il successivo); un turno precedente com'era "
    "prima di esso",
    "whatif.finished": {
        "one": "{count} partita del turno {round} è già decisa e conta come registrata",
        "many": "{count} partite del turno {round} sono già decise e contano come registrate",
        "other": "{count} partite del turno {round} sono già decise e contano come registrate",
    },
    "whatif.error.nothing-pending": "nessuna partita è in attesa (nessun turno in corso): "
    "occorre indicare gli abbinamenti del turno {next}",
    "whatif.error.no-round": "nessuna partita è in attesa (nessun turno in corso); {how}",
    "whatif.error.in-progress": "il turno {round} è in corso: gli abbinamenti sono le sue "
    "partite in attesa; non indicare abbinamenti",
    "whatif.error.beyond": "il torneo ha {rounds} turni, tutti giocati: gli abbinamenti del turno "
    "{round} non ne fanno parte",
    "whatif.error.pairings-round": "gli abbinamenti indicati sono del turno {next}, il "
    "successivo, non del turno {round}",
    "whatif.error.round": "non c'è un turno {round} su cui chiedere: il torneo ha i turni da 1 a "
    "{last} e il successivo con i suoi abbinamenti",
    "whatif.error.after-pending": "il turno {round} viene dopo il turno {pending}, ancora in corso",
    "whatif.error.no-game-outcome": (
        "{name} ({id}) non ha nessuna partita da decidere nel turno {round} (registrato: {outcome})"
    ),
    "whatif.error.no-game": "{name} ({id}) non ha più partite da giocare nel turno {round}: il "
    "risultato è già registrato",
}
