"""The messages of lichess in it."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- the rule set (rules.md 4.10) -------------------------------------------------
    "lichess.how.imported": "predefinite per i tornei importati da lichess",
    "lichess.tb.LPR": "performance lichess (LPR)",
    "lichess.cite.lichess": "lichess",
    "lichess.cite.lichess-virtual": "avversario virtuale lichess (FIDE C.02)",
    "lichess.entry.forfeit": "{outcome}, contato da lichess come partita: {game}",
    "lichess.entry.forfeit.plain": "lichess conta il tuo risultato in questo turno, "
    "{outcome}, come una partita contro l'avversario "
    "abbinato, con il suo punteggio finale.",
    "lichess.entry.virtual": {
        "one": "{outcome}: lichess conta un avversario virtuale che inizia il turno con il "
        "tuo punteggio {before}, perde contro di te ({loss}) e pareggia {count} turno "
        "successivo ({draw} × {count}) = {value}",
        "many": "{outcome}: lichess conta un avversario virtuale che inizia il turno con il "
        "tuo punteggio {before}, perde contro di te ({loss}) e pareggia {count} turni "
        "successivi ({draw} × {count}) = {value}",
        "other": "{outcome}: lichess conta un avversario virtuale che inizia il turno con il "
        "tuo punteggio {before}, perde contro di te ({loss}) e pareggia {count} "
        "turni successivi ({draw} × {count}) = {value}",
    },
    "lichess.entry.virtual.plain": "lichess conta il tuo risultato in questo turno, "
    "{outcome}, come una vittoria contro un avversario "
    "immaginario che prima di questo turno aveva il tuo "
    "punteggio ({before}) e ha pareggiato ogni turno "
    "successivo: {value}.",
    "lichess.entry.late": "{outcome} (lichess: iscrizione tardiva, {points} per il turno 1): "
    "non aggiunge nulla secondo lichess",
    "lichess.entry.late.plain": "L'iscrizione è avvenuta dopo l'inizio del turno 1: lichess "
    "assegna {points} per quel turno, ma ciò non aggiunge nulla "
    "allo spareggio tecnico.",
    "lichess.entry.nothing": "{outcome}: nessun avversario, non aggiunge nulla secondo lichess",
    "lichess.entry.nothing.plain": "Il tuo risultato in questo turno, {outcome}, non aggiunge "
    "nulla allo spareggio tecnico di lichess.",
    # ---- LPR, lichess's performance -----------------------------------------------------
    "lichess.lpr.win": "{outcome} contro {opponent}: rating {rating} + {step} = {value}",
    "lichess.lpr.draw": "{outcome} contro {opponent}: rating {rating} + 0 = {value}",
    "lichess.lpr.loss": "{outcome} contro {opponent}: rating {rating} − {step} = {value}",
    "lichess.lpr.unpaired": "{outcome}: nessun abbinamento, escluso",
    "lichess.lpr.unrated": "{outcome} contro {opponent}: senza rating, escluso",
    "lichess.lpr.none": "nessun abbinamento: nessun valore (lichess ordina un tale giocatore "
    "secondo il suo rating)",
    "lichess.lpr.summary": "LPR = {total} / {count} = {exact}, troncato a {value}",
    # ---- what lichess shows, beside another rule set -----------------------------------
    "lichess.compare.shows": "lichess mostra {code} {value} per {player}: ecco il calcolo.",
    "lichess.compare.would-show": "lichess mostrerebbe {code} {value} per {player}: ecco il "
    "calcolo.",
    "lichess.compare.would-be": {
        "one": "Secondo {rules} ({how}) {code} sarebbe {value}, perché {count} turno conta "
        "diversamente:",
        "many": "Secondo {rules} ({how}) {code} sarebbe {value}, perché {count} turni "
        "contano diversamente:",
        "other": "Secondo {rules} ({how}) {code} sarebbe {value}, perché {count} turni "
        "contano diversamente:",
    },
    "lichess.compare.same": "Secondo {rules} ({how}) anche {code} vale {value}.",
    "lichess.compare.instead": {
        "one": "lichess mostra {code} {lichess} invece di {value} secondo {rules}, perché "
        "{count} turno conta diversamente:",
        "many": "lichess mostra {code} {lichess} invece di {value} secondo {rules}, perché "
        "{count} turni contano diversamente:",
        "other": "lichess mostra {code} {lichess} invece di {value} secondo {rules}, perché "
        "{count} turni contano diversamente:",
    },
    "lichess.compare.would-instead": {
        "one": "lichess mostrerebbe {code} {lichess} invece di {value} secondo {rules}, "
        "perché {count} turno conta diversamente:",
        "many": "lichess mostrerebbe {code} {lichess} invece di {value} secondo {rules}, "
        "perché {count} turni contano diversamente:",
        "other": "lichess mostrerebbe {code} {lichess} invece di {value} secondo {rules}, "
        "perché {count} turni contano diversamente:",
    },
    "lichess.compare.instead-same": "lichess dà lo stesso {code}, {lichess}.",
    "lichess.compare.round": "turno {round} ({kind}): lichess {lichess} — {lichess_note}; "
    "{rules} {other} — {other_note}",
    "lichess.compare.against": "{kind} contro {opponent}",
    "lichess.compare.older": {
        "one": "Questo torneo è iniziato prima che lichess contasse un avversario virtuale "
        "per il bye (autunno 2023): se lichess non lo ha ricalcolato da allora, mostra "
        "{value}, senza il bye del turno {rounds}.",
        "many": "Questo torneo è iniziato prima che lichess contasse un avversario virtuale "
        "per il bye (autunno 2023): se lichess non lo ha ricalcolato da allora, "
        "mostra {value}, senza i bye dei turni {rounds}.",
        "other": "Questo torneo è iniziato prima che lichess contasse un avversario virtuale "
        "per il bye (autunno 2023): se lichess non lo ha ricalcolato da allora, "
        "mostra {value}, senza i bye dei turni {rounds}.",
    },
}
