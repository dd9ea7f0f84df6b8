"""The messages of the published standings page in it."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "report.help.command": "la pagina della classifica che si spiega da sé, in un solo file HTML",
    "report.help.players": "di chi la pagina contiene le schede: all (predefinito), tied (chi "
    "è a pari punti con un vicino: le parità spiegate), none (solo la classifica) o numeri "
    "di partenza come 3,7,12",
    "report.help.site": "la pagina come un piccolo sito in DIR: un indice, il tabellone, gli "
    "abbinamenti e i grafici e una pagina per giocatore",
    "report.error.site-and-output": "--site scrive una cartella di pagine: ometti -o",
    "report.error.site": "impossibile scrivere il sito in {path}: {reason}",
    "report.error.needs-jinja2": "la pagina richiede Jinja2: pip install 'tiebreak[report]'",
    "report.error.players": "--players accetta all, tied, none o numeri di partenza come 3,7,12, "
    "non {given}",
    "report.error.unknown-players": "--players: nessun partecipante ha il numero {numbers}",
    "report.note.large": "nota: la pagina è di {size} MB; "
    "--players none o --players N,M,... la rimpiccioliscono",
    "report.error.no-folder": "impossibile scrivere {path}: la cartella {folder} non esiste",
    "report.error.is-folder": "impossibile scrivere {path}: è una cartella; indicare un nome di "
    "file, per esempio {example}",
    "report.error.disk-full": "impossibile scrivere {path}: il disco è pieno (la pagina è di "
    "{size} MB)",
    "report.error.no-permission": "impossibile scrivere {path}: manca il permesso di scrivere lì",
    "report.error.write": "impossibile scrivere {path}: {reason}",
    "report.error.too-large": "la pagina sarebbe di circa {size} MB ({players} partecipanti, "
    "{rounds} turni, {cards} schede), più dei {limit} MB che una pagina può avere; --players none "
    "o --players N,M,... le danno meno schede",
    "report.error.too-large-bare": "la pagina sarebbe di circa {size} MB anche senza schede "
    "({players} partecipanti, {rounds} turni, nomi di {chars} caratteri in media), più dei "
    "{limit} MB che una pagina può avere",
    "report.rules": "{rules} ({how})",
    "report.rules-team": "{rules} ({how}); squadre classificate per {primary}",
    "report.rounds": "Dopo il turno {round} di {rounds}",
    "report.rounds-before": "Prima del turno {round} di {rounds}",
    "report.rounds-live": "Dopo il turno {after} di {rounds}, con le partite concluse del "
    "turno {round}: provvisoria",
    "report.generator": "Creato da tiebreak {version}",
    "report.round": "Turno {round}",
    "report.round-pending": "Turno {round} (in corso)",
    "report.group": "{score}: posti {first}–{last} ({shown} di {count} mostrati)",
    "report.chart.top": "Posto dopo ogni turno: posti 1–{count}",
    "report.white": "Bianco",
    "report.black": "Nero",
    "report.colour.w": "b",
    "report.colour.b": "n",
    # ---- the legend: one sentence per tie-break (either scope) --------------------------
    "report.about.BH": "La somma dei punti degli avversari.",
    "report.about.FB": "Il Buchholz con ogni partita dell'ultimo turno contata come patta.",
    "report.about.AOB": "La media dei Buchholz degli avversari.",
    "report.about.SB": "I punti degli avversari: per intero per ogni vittoria, a metà per "
    "ogni patta.",
    "report.about.KS": "I punti ottenuti contro gli avversari che hanno chiuso con almeno metà "
    "dei punti possibili.",
    "report.about.PS": "La somma dei punteggi progressivi dopo ogni turno.",
    "report.about.DE": "I risultati delle partite tra chi è ancora a pari punti.",
    "report.about.WIN": "Il numero di turni vinti, vittorie a forfait e bye da un punto compresi.",
    "report.about.WON": "Il numero di partite vinte sulla scacchiera.",
    "report.about.BPG": "Il numero di partite giocate con il Nero.",
    "report.about.BWG": "Il numero di partite vinte con il Nero.",
    "report.about.REP": "Il numero di turni che il giocatore ha scelto di giocare.",
    "report.about.STD": "Il punteggio contato 1 per la vittoria, ½ per la patta e 0 per la "
    "sconfitta, qualunque cosa assegni il torneo.",
    "report.about.TPN": "Il numero di partenza: il più basso viene prima.",
    "report.about.ARO": "La media Elo degli avversari.",
    "report.about.TPR": "La performance rating del torneo.",
    "report.about.PTP": "Il rating più basso con cui il punteggio sarebbe quello atteso.",
    "report.about.APRO": "La media delle performance rating degli avversari.",
    "report.about.APPO": "La media delle performance perfette degli avversari.",
    "report.about.RTNG": "Il proprio rating.",
    "report.about.MM": "Il Buchholz senza il punteggio più alto e più basso degli avversari; "
    "con un punteggio positivo si toglie solo il più basso, con uno negativo solo il più alto.",
    "report.about.SOLKOFF": "La somma dei punti degli avversari, come la conta US Chess.",
    "report.about.CUM": "La somma dei punteggi progressivi dopo ogni turno, come la conta US "
    "Chess.",
    "report.about.COO": "La somma dei punteggi progressivi degli avversari.",
    "report.about.KASHDAN": "4 per la vittoria, 2 per la patta, 1 per la sconfitta e 0 per un "
    "turno non giocato.",
    "report.about.SBH": "La somma dei Buchholz degli avversari.",
    "report.about.RBH": "Il proprio punteggio per il Buchholz (il metodo originale di Buchholz).",
    "report.about.RANKRES": "I risultati contro gli altri ancora a pari punti, presi "
    "nell'ordine della loro classifica.",
    "report.about.MANUAL": "La decisione dell'arbitro, come registrata.",
    "report.about.LOTS": "Un sorteggio, con il seme registrato.",
    "report.about.MPVGP": "Il punteggio secondario: i punti partita quando le squadre "
    "sono classificate per punti squadra, e viceversa.",
    "report.about.EMMSB": "Sonneborn-Berger esteso: il punteggio di ogni squadra "
    "avversaria per il proprio punteggio in quell'incontro.",
    "report.about.EMGSB": "Sonneborn-Berger esteso: il punteggio di ogni squadra "
    "avversaria per il proprio punteggio in quell'incontro.",
    "report.about.EGMSB": "Sonneborn-Berger esteso: il punteggio di ogni squadra "
    "avversaria per il proprio punteggio in quell'incontro.",
    "report.about.EGGSB": "Sonneborn-Berger esteso: il punteggio di ogni squadra "
    "avversaria per il proprio punteggio in quell'incontro.",
    "report.about.SSSC": "Il punteggio secondario più il Buchholz sul punteggio "
    "principale diviso per un fattore.",
    "report.about.BC": "La somma sulle scacchiere del numero di scacchiera per i punti "
    "partita ottenuti lì: il più basso viene prima.",
    "report.about.TBR": "I punti partita in prima scacchiera, poi in seconda e così via.",
    "report.about.BBE": "I punti partita senza l'ultima scacchiera, poi senza le ultime "
    "due e così via.",
    "report.about.EDE": "Lo scontro diretto sul punteggio principale, poi su quello "
    "secondario, tra le squadre ancora a pari punti.",
    "report.about.EDET": "Lo scontro diretto esteso, poi, per due squadre ancora a pari "
    "punti, le scacchiere dei loro incontri.",
    "report.about.EDEB": "Lo scontro diretto esteso, poi, per due squadre ancora a pari "
    "punti, le scacchiere dei loro incontri.",
    "report.about.EDEBT": "Lo scontro diretto esteso, poi, per due squadre ancora a pari "
    "punti, le scacchiere dei loro incontri.",
    "report.about.EDEBB": "Lo scontro diretto esteso, poi, per due squadre ancora a pari "
    "punti, le scacchiere dei loro incontri.",
    "report.about.LPR": "La performance rating di lichess su tutti gli abbinamenti.",
    # ---- the legend: what a modifier of the code removes or changes (C.07 14) ----------
    "report.modifier.cut": {
        "one": "Cut {count}: il più basso dei valori sommati è scartato.",
        "many": "Cut {count}: i {count} più bassi dei valori sommati sono scartati.",
        "other": "Cut {count}: i {count} più bassi dei valori sommati sono scartati.",
    },
    "report.modifier.cut-average": "Cut {count}: l'avversario con l'Elo più basso è escluso "
    "dalla media.",
    "report.modifier.median": {
        "one": "Mediano {count}: il più alto e il più basso dei valori sommati sono scartati.",
        "many": "Mediano {count}: i {count} più alti e i {count} più bassi dei valori sommati "
        "sono scartati.",
        "other": "Mediano {count}: i {count} più alti e i {count} più bassi dei valori sommati "
        "sono scartati.",
    },
    "report.modifier.limit": "Limite {limit}: la soglia è spostata di {limit} passi pari ai "
    "punti di una patta.",
    "report.modifier.factor": "K{factor}: il Buchholz è diviso per {factor} invece che per il "
    "fattore dato dalla dimensione del torneo.",
    "report.modifier.on.mp": "Calcolato sui punti squadra.",
    "report.modifier.on.gp": "Calcolato sui punti partita.",
    "report.label.no-ties-chosen": "Nessuno dei presenti in questa pagina è a pari punti con "
    "un vicino.",
    "report.label.chart-key": "Le linee, numerate alla loro estremità destra",
    "report.label.index": "Classifica e spiegazioni",
    "report.label.card-of": "Scheda",
    # ---- the legend: how unplayed rounds count under each rule set (rules.md 4) --------
    "report.unplayed.fide-2026": "un proprio turno non giocato conta come una partita contro "
    "un avversario fittizio con il proprio punteggio, limitato ai punti dell'avversario "
    "previsto o alla patta in ogni turno; gli avversari contano come patta un bye da mezzo "
    "punto finale, un'assenza o i turni dopo un ritiro; i tagli tolgono prima i turni non "
    "giocati per scelta.",
    "report.unplayed.fide-2024": "un proprio turno non giocato conta come una partita contro "
    "un avversario fittizio con il proprio punteggio; gli avversari contano come patta un bye "
    "da mezzo punto finale, un'assenza o i turni dopo un ritiro; i tagli tolgono prima i "
    "turni non giocati per scelta.",
    "report.unplayed.fide-2009": "un proprio turno non giocato conta come una partita contro "
    "un avversario virtuale che lo inizia con il proprio punteggio, ottiene il risultato "
    "opposto e patta ogni turno successivo; gli avversari contano ogni turno non giocato "
    "come patta.",
    "report.unplayed.uscf": "un proprio turno non giocato aggiunge 0; gli avversari contano "
    "ogni turno non giocato come patta.",
    "report.unplayed.cas": "un turno senza un vero avversario aggiunge metà dei punti "
    "possibili; gli avversari contano quel turno come patta.",
    "report.unplayed.naive": "un turno senza avversario non aggiunge nulla; un forfait conta "
    "i punti registrati dell'avversario previsto.",
    "report.unplayed.played-only": "contano solo le partite giocate sulla scacchiera.",
    "report.unplayed.lichess": "come li conta lichess: un bye contro un avversario virtuale, "
    "un forfait contro l'avversario previsto.",
    "report.unplayed.own": "i punti che il turno ha dato, come registrati: il "
    "regolamento non li cambia.",
    "report.unplayed.group": "contano solo le partite tra chi è ancora a pari punti.",
    "report.label.standings": "Classifica",
    "report.label.legend": "Spareggi spiegati",
    "report.label.ties": "Parità spiegate",
    "report.label.no-ties": "Nessuna coppia di vicini è a pari punti.",
    "report.label.crosstable": "Tabellone",
    "report.label.crosstable-key": "12b1: contro il partecipante al posto 12 di questa "
    "tabella, con il Bianco, vinta (½ patta, 0 persa); + e − vittoria o sconfitta a forfait; "
    "–1, –½, –0 un turno senza avversario e i punti che ha dato.",
    "report.label.team-crosstable-key": "3: 2½: contro la squadra al posto 3 di questa "
    "tabella, con 2½ punti partita; –2 un turno senza avversario e i suoi punti partita.",
    "report.label.pairings": "Abbinamenti e risultati",
    "report.label.charts": "Grafici",
    "report.label.cards": "Schede dei giocatori",
    "report.label.team-cards": "Schede delle squadre",
    "report.label.contents": "Indice",
    "report.label.rank": "Posto",
    "report.label.no": "N.",
    "report.label.title": "Titolo",
    "report.label.name": "Nome",
    "report.label.team": "Squadra",
    "report.label.rating": "Elo",
    "report.label.federation": "Federazione",
    "report.label.club": "Circolo",
    "report.label.note": "Nota",
    "report.label.round": "Turno",
    "report.label.board": "Scacchiera",
    "report.label.white": "Bianco",
    "report.label.black": "Nero",
    "report.label.home": "Squadra",
    "report.label.away": "Avversaria",
    "report.label.result": "Risultato",
    "report.label.opponent": "Avversario",
    "report.label.colour": "Colore",
    "report.label.running": "Punti",
    "report.label.rank-after": "Posto dopo il turno",
    "report.label.kind": "Turno",
    "report.label.raw": "Contributo",
    "report.label.value": "Contato",
    "report.label.cut": "tagliato",
    "report.label.detail": "Dettaglio",
    "report.label.rule": "Regola",
    "report.label.warnings": "Avvertenze",
    "report.label.rules": "Regolamento",
    "report.label.order": "Ordine degli spareggi",
    "report.label.unplayed": "Turni non giocati",
    "report.label.article": "Articolo",
    "report.label.as-table": "Gli stessi numeri in tabella",
    "report.label.bars-key": "Un segmento per turno, largo quanto aggiunge; tratteggiato: "
    "tagliato; solo contorno: un turno non giocato (avversario fittizio o virtuale).",
    "report.label.ranks-key": "I posti dopo i turni precedenti sono condivisi da chi ha lo "
    "stesso punteggio; dopo l'ultimo turno, il posto in classifica.",
    "report.label.to-standings": "Torna alla classifica",
}
