"""The messages of team standings in it."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "teamstd.error.same-team": "indicate due squadre diverse",
    "teamstd.error.team-ambiguous": "più squadre corrispondono a {query}: {candidates}",
    "teamstd.error.team-unknown": "nessuna squadra corrisponde a {query}",
    "teamstd.slash": "{left}/{right}",
    "teamstd.why.de": "Entrambe hanno {points}. {above} precede {below} per scontro diretto "
    "({code}): {detail}.",
    # a team's why names teams, not players (issue 33)
    "teamstd.why.value": "Entrambe con {points}, {above} precede {below} per {code}: {value_above} "
    "contro {value_below}.",
    "teamstd.why.value-level": "Entrambe con {points} e alla pari anche per {earlier}, {above} "
    "precede {below} per {code}: {value_above} contro {value_below}.",
    "teamstd.why.lots": "Entrambe con {points}, {above} precede {below} per sorteggio (LOTS, seed "
    "{seed}): numero {value_above} contro {value_below}.",
    "teamstd.why.lots-level": "Entrambe con {points} e alla pari anche per {earlier}, {above} "
    "precede {below} per sorteggio (LOTS, seed {seed}): numero {value_above} contro {value_below}.",
    "teamstd.why.manual": "Entrambe con {points}, {above} precede {below} per decisione "
    "dell'arbitro (MANUAL): {value_above} contro {value_below}, più basso è meglio.",
    "teamstd.why.manual-level": "Entrambe con {points} e alla pari anche per {earlier}, {above} "
    "precede {below} per decisione dell'arbitro (MANUAL): {value_above} contro {value_below}, più "
    "basso è meglio.",
    "teamstd.column.team": "Squadra",
    "teamstd.rules": "Regole: {rules} ({how}); classifica per {primary}; ordine degli "
    "spareggi: {order}",
    "teamstd.rules-markdown": "Regole `{rules}`, classifica per {primary}, ordine {order}",
    "teamstd.score": "{count} {score}",
    "teamstd.mp-gp": "{mp} MP, {gp} GP",
    "teamstd.why.score": "{above} precede {below} per {score}: {high} contro {low}.",
    "teamstd.step.score": "{score} negli incontri diretti: {steps}",
    "teamstd.de.step.level": "{members}: alla pari, non separabili",
    "teamstd.de.step.ordered": "{members}",
    "teamstd.de.step.none-placed": "{members}: nessuno può essere collocato",
    "teamstd.de.step.placed": "{members}: posto assegnato a {placed}",
    "teamstd.step.boards": "scacchiere degli incontri diretti ({stage}): prima {above}",
    "teamstd.step.boards-level": "scacchiere degli incontri diretti ({stages}): pari",
    "teamstd.entry.de.forfeit": (
        "{outcome} contro {opponent}: nessuna partita giocata, non conta (6.1.1)"
    ),
    "teamstd.entry.de.forfeit.plain": (
        "Un incontro in cui non si è giocata nessuna partita sulla scacchiera non conta."
    ),
    "teamstd.entry.de.counted": "{outcome} contro {opponent}: {points} {score}, conta",
    "teamstd.entry.de.counted.plain": "Il vostro incontro con {opponent} conta: {points} {score}.",
    "teamstd.entry.de.averaged": (
        "{outcome} contro {opponent}: {points} {score}, uno di {count} incontri, "
        "conta {share} (6.1.2)"
    ),
    "teamstd.entry.de.averaged.plain": (
        "Avete incontrato {opponent} {count} volte; ogni incontro conta per la sua parte, "
        "{share} {score}."
    ),
    "teamstd.error.team-preset": "il preset {preset} è per i tornei a squadre",
    "teamstd.error.individual-preset": (
        "il preset {preset} è per i tornei individuali; preset a squadre: fide-team-swiss, "
        "fide-team-round-robin, olympiad, fide-1998-team"
    ),
    "teamstd.error.individual-event": (
        "--primary, --match-points e --individual richiedono un torneo a squadre"
    ),
    "teamstd.error.match-points": (
        "--match-points {text}: attesi V,P,S o V,P,S,PAB, "
        "numeri da 0 a 1000 con al massimo 3 decimali"
    ),
    "teamstd.error.primary": "--primary {text}: atteso MP o GP",
    "teamstd.error.option": "--{option} non è disponibile per la classifica a squadre",
    "teamstd.help.primary": "tornei a squadre: classifica per punti squadra (MP) o punti "
    "partita (GP)",
    "teamstd.help.match-points": (
        "tornei a squadre: punti squadra per incontro vinto, pareggiato, perso e per il bye "
        "di squadra"
    ),
    "teamstd.help.individual": (
        "tornei a squadre: la classifica dei giocatori (punti partita, ordine individuale)"
    ),
    "teamstd.error.individual-options": (
        "--primary e --match-points stabiliscono la classifica delle squadre; --individual "
        "classifica i giocatori secondo i loro punti in scacchiera"
    ),
    # ties left: the primary score (MP or GP) named, not "points"
    "teamstd.why.shared": (
        "{above} e {below} non sono separabili né per {score} né per {codes}: sono ex aequo "
        "al {rank}° posto."
    ),
    "teamstd.why.shared-no-order": (
        "{above} e {below} non sono separabili né per {score} né per alcuno spareggio: sono "
        "ex aequo al {rank}° posto."
    ),
    "teamstd.warning.unbroken-tie": (
        "{players} non sono separabili né per {score} né per {codes}: sono ex aequo al "
        "{rank}° posto"
    ),
    "teamstd.warning.unbroken-tie-no-order": (
        "{players} non sono separabili per {score} e non c'è alcuno spareggio: sono ex aequo "
        "al {rank}° posto"
    ),
    # check on a team event in progress: no --live for team standings
    "teamstd.check.pending": {
        "one": (
            "{file}: turno {round} in corso: {count} partita su {games} senza risultato "
            "(informazione, non errore); la classifica conta i turni da 1 a {after}"
        ),
        "many": (
            "{file}: turno {round} in corso: {count} partite su {games} senza risultato "
            "(informazione, non errore); la classifica conta i turni da 1 a {after}"
        ),
        "other": (
            "{file}: turno {round} in corso: {count} partite su {games} senza risultato "
            "(informazione, non errore); la classifica conta i turni da 1 a {after}"
        ),
    },
}
