"""Italian messages (italiano): the English reference translated, informal "tu" where the
sentence speaks to the player (glossary.md 4)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- words used inside other messages ------------------------------------------------
    "points": {"one": "{count} punto", "many": "{count} punti", "other": "{count} punti"},
    "join.semicolon": "{left}; {right}",
    "outcome.win": "vittoria",
    "outcome.draw": "patta",
    "outcome.loss": "sconfitta",
    "outcome.forfeit-win": "vittoria a forfait",
    "outcome.forfeit-loss": "sconfitta a forfait",
    "outcome.pab": "bye assegnato dall'abbinamento (PAB)",
    "outcome.full-bye": "bye da un punto",
    "outcome.half-bye": "bye da mezzo punto (half-bye)",
    "outcome.zero-bye": "bye da zero punti (zero-bye)",
    "outcome.absent": "turno senza abbinamento",
    "kind.played": "partita giocata",
    "kind.forfeit-win": "vittoria a forfait",
    "kind.forfeit-loss": "sconfitta a forfait",
    "kind.pab": "bye assegnato dall'abbinamento (PAB)",
    "kind.full-bye": "bye da un punto",
    "kind.half-bye": "bye da mezzo punto (half-bye)",
    "kind.zero-bye": "bye da zero punti (zero-bye)",
    "kind.absent": "turno senza abbinamento",
    # ---- tie-break names (glossary.md 1) -------------------------------------------------
    "tb.BH": "Buchholz",
    "tb.FB": "Fore Buchholz",
    "tb.AOB": "Media dei Buchholz degli avversari",
    "tb.SB": "Sonneborn-Berger",
    "tb.KS": "Sistema Koya",
    "tb.PS": "Somma dei punteggi progressivi (Cumulative)",
    "tb.DE": "Scontro diretto",
    "tb.WIN": "Numero di vittorie",
    "tb.WON": "Numero di partite vinte alla scacchiera",
    "tb.BPG": "Numero di incontri disputati con il Nero",
    "tb.BWG": "Numero di vittorie con il Nero (BWG)",
    "tb.REP": "Turni giocati per scelta",
    "tb.STD": "Punti standard",
    "tb.TPN": "Numero di partenza",
    "tb.ARO": "Media Elo degli avversari (ARO)",
    "tb.TPR": "Performance rating del torneo",
    "tb.PTP": "Performance perfetta del torneo",
    "tb.APRO": "Media delle performance rating degli avversari",
    "tb.APPO": "Media delle performance perfette degli avversari",
    "tb.RTNG": "Rating",
    "tb.MM": "Mediano modificato",
    "tb.SOLKOFF": "Solkoff",
    "tb.CUM": "Cumulativo (US Chess)",
    "tb.COO": "Cumulativo degli avversari",
    "tb.KASHDAN": "Kashdan",
    "tb.SBH": "Somma dei Buchholz degli avversari",
    "tb.RBH": "Punti per Buchholz",
    "tb.RANKRES": "Risultati contro gli avversari in ordine di classifica",
    "tb.named": "{name} ({code})",
    "tb.cut": "{name} Cut {count}",
    "tb.median": "{name} Mediano {count}",
    "tb.limit": "{name} (limite {limit})",
    # ---- citations that are names rather than article numbers ---------------------------
    "cite.fide": "FIDE C.07 {articles}",
    "cite.us-chess": "US Chess {articles}",
    "cite.cas": "regola ČAS {articles}",
    "cite.italian": "criterio italiano {articles}",
    "cite.fide-2009": "avversario virtuale FIDE 2009",
    "cite.pab-no-sb": "variante pab-no-sb",
    "cite.sum-of-buchholz": "somma dei Buchholz",
    "cite.naive": "naive (Buchholz 97)",
    "cite.played-only": "played-only",
    # ---- how the rule set was chosen ----------------------------------------------------
    "rules.how.by-date": "in base alla data di inizio {date}",
    "rules.how.no-date": "nessuna data di inizio, quindi l'edizione corrente",
    "rules.how.given": "indicate esplicitamente",
    "rules.how.preset": "scelte dal preset {preset}",
    # ---- explanation items: the arbiter's detail, then the plain sentence ----------------
    "entry.game": {
        "one": "{opponent}: {raw} punto",
        "many": "{opponent}: {raw} punti",
        "other": "{opponent}: {raw} punti",
    },
    "entry.game.plain": {
        "one": "{opponent} ha totalizzato {raw} punto.",
        "many": "{opponent} ha totalizzato {raw} punti.",
        "other": "{opponent} ha totalizzato {raw} punti.",
    },
    "entry.game-adjusted": {
        "one": "{opponent} ha totalizzato {raw}, conta {seen} (turno {rounds} contato "
        "diversamente, {why})",
        "many": "{opponent} ha totalizzato {raw}, conta {seen} (turni {rounds} contati "
        "diversamente, {why})",
        "other": "{opponent} ha totalizzato {raw}, conta {seen} (turni {rounds} contati "
        "diversamente, {why})",
    },
    "entry.game-adjusted.plain": {
        "one": "{opponent} ha totalizzato {raw} ma conta come {seen}: il turno {rounds} di "
        "{opponent} non è stato giocato e conta diversamente.",
        "many": "{opponent} ha totalizzato {raw} ma conta come {seen}: i turni {rounds} di "
        "{opponent} non sono stati giocati e contano diversamente.",
        "other": "{opponent} ha totalizzato {raw} ma conta come {seen}: i turni {rounds} di "
        "{opponent} non sono stati giocati e contano diversamente.",
    },
    "why.fide-16.3.2": "16.3.2",
    "why.unplayed-draws": "i turni non giocati contano come patte",
    "why.uscf-34e": "i turni non giocati contano ½, 34E",
    "why.cas-unpaired": "i turni senza abbinamento contano ½",
    "entry.rr-forfeit": "{outcome} in un girone all'italiana conta come partita contro "
    "{opponent}: {value} (15.2)",
    "entry.rr-forfeit.plain": "In un girone all'italiana il tuo risultato, {outcome}, conta "
    "comunque come partita contro {opponent}.",
    "entry.rr-free": "turno libero del girone all'italiana: non aggiunge nulla (15.2)",
    "entry.rr-free.plain": "Il turno in cui il girone all'italiana non prevedeva un "
    "avversario per te non aggiunge nulla.",
    "entry.rr-free-noarticle": "turno libero del girone all'italiana: non aggiunge nulla",
    "entry.rr-free-noarticle.plain": "Il turno in cui il girone all'italiana non prevedeva "
    "un avversario per te non aggiunge nulla.",
    "entry.dummy": "{outcome}: avversario fittizio (dummy) con il tuo stesso punteggio {own} "
    "(16.4)",
    "entry.dummy.plain": "Il tuo risultato in questo turno, {outcome}, conta come una partita "
    "contro un avversario con il tuo stesso punteggio, {own}.",
    "entry.dummy-against": "{outcome} contro {opponent}: avversario fittizio (dummy) con il "
    "tuo stesso punteggio {own} (16.4)",
    "entry.dummy-against.plain": "Il tuo risultato contro {opponent}, {outcome}, conta come "
    "una partita contro un avversario con il tuo stesso "
    "punteggio, {own}.",
    "entry.dummy-cap-opponent": "{outcome} contro {opponent}: avversario fittizio (dummy) con "
    "il tuo stesso punteggio {own}, limitato al punteggio "
    "rettificato di {opponent}, {value} (16.4.1)",
    "entry.dummy-cap-opponent.plain": "Il tuo risultato contro {opponent}, {outcome}, conta "
    "come una partita contro un avversario con il tuo "
    "stesso punteggio, {own}, ma non più del punteggio di "
    "{opponent}, {value}.",
    "entry.dummy-cap-rounds": "{outcome}: secondo {rules} si conta un avversario fittizio "
    "(dummy) con il tuo stesso punteggio {own}, limitato a {draw} "
    "× {rounds} (patta in ogni turno) = {value} (16.4.2)",
    "entry.dummy-cap-rounds.plain": "Il tuo risultato in questo turno, {outcome}, conta come "
    "una partita contro un avversario con il tuo stesso "
    "punteggio, {own}, ma non più di una patta in ogni "
    "turno: {draw} × {rounds} = {value}.",
    "entry.virtual": {
        "one": "{outcome}: l'avversario virtuale parte dal tuo punteggio prima di questo "
        "turno ({before}), ottiene il risultato opposto ({reverse}) e pareggia "
        "{count} turno successivo ({draw} × {count}) = {value}",
        "many": "{outcome}: l'avversario virtuale parte dal tuo punteggio prima di questo "
        "turno ({before}), ottiene il risultato opposto ({reverse}) e pareggia i "
        "{count} turni successivi ({draw} × {count}) = {value}",
        "other": "{outcome}: l'avversario virtuale parte dal tuo punteggio prima di questo "
        "turno ({before}), ottiene il risultato opposto ({reverse}) e pareggia i "
        "{count} turni successivi ({draw} × {count}) = {value}",
    },
    "entry.virtual.plain": "Il tuo risultato in questo turno, {outcome}, conta come una "
    "partita contro un avversario immaginario: il tuo punteggio prima "
    "di quel turno ({before}), più il risultato opposto al tuo "
    "({reverse}), più una patta in ogni turno successivo: {value}.",
    "entry.uscf-own-zero": "{outcome}: il tuo turno non giocato conta 0 secondo US Chess 34E",
    "entry.uscf-own-zero.plain": "Il tuo risultato in questo turno, {outcome}, non aggiunge "
    "nulla secondo le regole US Chess.",
    "entry.cas-forfeit-paired": "{outcome}, l'abbinamento resta valido: {game}",
    "entry.cas-forfeit-paired.plain": "Il tuo risultato in questo turno, {outcome}, conta "
    "comunque come partita contro l'avversario che ti "
    "era stato assegnato dall'abbinamento.",
    "entry.cas-unpaired": "{outcome}: nessun abbinamento con un avversario reale, conta "
    "{draw} × {rounds} (patta in ogni turno) = {value}",
    "entry.cas-unpaired.plain": "Un turno senza un avversario reale conta come un avversario "
    "che ha pareggiato tutti i turni: {value}.",
    "entry.recorded.naive": {
        "one": "{opponent}: {value} punto, come registrato",
        "many": "{opponent}: {value} punti, come registrato",
        "other": "{opponent}: {value} punti, come registrato",
    },
    "entry.recorded.naive.plain": "{opponent} ha totalizzato {value}, conteggiato come registrato.",
    "entry.recorded.played-only": {
        "one": "{opponent}: {value} punto",
        "many": "{opponent}: {value} punti",
        "other": "{opponent}: {value} punti",
    },
    "entry.recorded.played-only.plain": "{opponent} ha totalizzato {value}.",
    "entry.forfeit-as-game": "{outcome} vale come partita: {game}",
    "entry.forfeit-as-game.plain": "Il tuo risultato in questo turno, {outcome}, conta come "
    "se la partita fosse stata giocata.",
    "entry.nothing.naive": "{outcome}: non aggiunge nulla secondo Buchholz 97",
    "entry.nothing.naive.plain": "Il tuo risultato in questo turno, {outcome}, non aggiunge nulla.",
    "entry.nothing.played-only": "{outcome}: non è una partita giocata alla scacchiera, non "
    "aggiunge nulla",
    "entry.nothing.played-only.plain": "Il tuo risultato in questo turno, {outcome}, non è "
    "stato ottenuto alla scacchiera, quindi non aggiunge "
    "nulla.",
    "mod.sb-factor": "× {factor} per il tuo risultato = {amount}",
    "mod.sb-factor.plain": "Per il Sonneborn-Berger il valore viene moltiplicato per il tuo "
    "risultato in quel turno ({factor}): {amount}.",
    "mod.cut.low": "scarto: valore più basso",
    "mod.cut.low.plain": "È il valore più basso, quindi viene scartato.",
    "mod.cut.lowest-opponent": "scarto: avversario con il punteggio più basso (14.1.1)",
    "mod.cut.lowest-opponent.plain": "È l'avversario con il punteggio più basso, quindi "
    "viene scartato.",
    "mod.cut.vur": "scartato per primo: turno volontariamente non giocato, VUR (16.5)",
    "mod.cut.vur.plain": "Viene scartato per primo, perché è un turno che non hai giocato (un "
    "bye richiesto, un'assenza o una sconfitta a forfait).",
    "mod.cut.high": "scarto: valore più alto (mediano)",
    "mod.cut.high.plain": "È il valore più alto, quindi viene scartato.",
    "mod.cut.first-round": "scarto: primo turno",
    "mod.cut.first-round.plain": "Il primo turno viene scartato.",
    "mod.cut.lowest-rating": "scarto: rating più basso",
    "mod.cut.lowest-rating.plain": "È il rating più basso, quindi viene scartato.",
    "mod.fore-assumed": "ultimo turno considerato patta (8.3)",
    "mod.fore-assumed.plain": "Per questo spareggio l'ultimo turno conta come patta.",
    "entry.count.yes": "{outcome}: conta",
    "entry.count.yes.plain": "Il tuo risultato in questo turno, {outcome}, conta.",
    "entry.count.no": "{outcome}: non conta",
    "entry.count.no.plain": "Il tuo risultato in questo turno, {outcome}, non conta.",
    "entry.running": "{outcome}: punteggio progressivo {running}",
    "entry.running.plain": "Dopo questo turno il tuo punteggio era {running}.",
    "entry.running-unearned": "{outcome}: punteggio progressivo {running}, meno {win} per un "
    "punto non vinto alla scacchiera",
    "entry.running-unearned.plain": "Dopo questo turno il tuo punteggio era {running}; il "
    "punto non vinto alla scacchiera qui non conta.",
    "entry.std.double-forfeit": "{outcome}: doppio forfait",
    "entry.std.double-forfeit.plain": "Nessuno dei due giocatori si è presentato a questa "
    "partita: non conta nulla.",
    "entry.std.versus": "{outcome}: {mine} contro {theirs}",
    "entry.std.versus.plain": "In questo turno hai ottenuto {mine}, il tuo avversario {theirs}.",
    "entry.std.versus-draw": "{outcome}: {mine} rispetto a una patta",
    "entry.std.versus-draw.plain": "In questo turno hai ottenuto {mine}, rispetto a una patta.",
    "entry.kashdan": "{outcome}: {points}",
    "entry.kashdan.plain": "Il tuo risultato in questo turno, {outcome}, vale {points}.",
    "entry.koya.counts": "{opponent} ha totalizzato {raw}, soglia {threshold}: conta",
    "entry.koya.counts.plain": "{opponent} ha totalizzato {raw}, almeno metà del massimo "
    "({threshold}), quindi il tuo risultato contro questo "
    "avversario conta.",
    "entry.koya.below": "{opponent} ha totalizzato {raw}, soglia {threshold}: sotto la soglia",
    "entry.koya.below.plain": "{opponent} ha totalizzato {raw}, meno di {threshold}, quindi "
    "il tuo risultato contro questo avversario non conta.",
    "entry.not-otb-skipped": "{outcome}: non è una partita giocata alla scacchiera, quindi si "
    "tralascia",
    "entry.not-otb-skipped.plain": "Il tuo risultato in questo turno, {outcome}, non è stato "
    "ottenuto alla scacchiera, quindi viene escluso.",
    "entry.opponent-value": "il {code} di {opponent} è {value} (vedi il suo {code})",
    "entry.opponent-value.plain": "Il {code} di {opponent} è {value}.",
    "entry.opponent-rating-value": "il {code} di {opponent} è {value}",
    "entry.opponent-rating-value.plain": "Il {code} di {opponent} è {value}.",
    "entry.rated": "{opponent}: rating {rating}",
    "entry.rated.plain": "Il rating di {opponent} è {rating}.",
    "entry.unrated": "{opponent} non ha rating: partita esclusa (indicare un rating "
    "sostitutivo, --unrated-rating N, per conteggiarla)",
    "entry.unrated.plain": "{opponent} non ha rating, quindi questa partita viene esclusa.",
    "entry.de.forfeit": "{outcome} contro {opponent}: forfait, partita esclusa (6.1.1)",
    "entry.de.forfeit.plain": "Una partita non giocata alla scacchiera non conta tra i "
    "giocatori a pari punti.",
    "entry.de.counted": "{outcome} contro {opponent}: conta",
    "entry.de.counted.plain": "Il tuo risultato contro {opponent} conta.",
    "entry.de.averaged": "{outcome} contro {opponent}: una delle {count} partite tra voi, "
    "in media: {points} / {count}",
    "entry.de.averaged.plain": "Hai giocato contro {opponent} {count} volte; ogni partita "
    "conta per la sua parte della media.",
    "entry.rankres": "{outcome} contro {opponent}, {rank}° posto per punti",
    "entry.rankres.plain": "Il tuo risultato contro {opponent}, {outcome}: questo avversario "
    "è al {rank}° posto per punti.",
    # ---- summaries ----------------------------------------------------------------------
    "summary.sum": "{code} = {value}",
    "summary.minus": "{left} − {amount} (turno {round}, {outcome}, {why})",
    "summary.equals": "{left} = {value}",
    "summary.removed.vur": "scartato per primo in base al 16.5",
    "summary.removed.high": "il più alto, scartato",
    "summary.removed.low": "il più basso, scartato",
    "summary.removed.lowest-opponent": "avversario con il punteggio più basso, scartato",
    "summary.rbh": "{code} = punti {points} × Buchholz {buchholz} = {value}",
    "summary.mm.even": "punteggio in parità ({points} su {rounds}): {rest}",
    "summary.mm.plus": "punteggio positivo ({points} su {rounds}): {rest}",
    "summary.mm.minus": "punteggio negativo ({points} su {rounds}): {rest}",
    "summary.count.WIN": {
        "one": "{code} = {count} turno vinto",
        "many": "{code} = {count} turni vinti",
        "other": "{code} = {count} turni vinti",
    },
    "summary.count.WON": {
        "one": "{code} = {count} partita vinta",
        "many": "{code} = {count} partite vinte",
        "other": "{code} = {count} partite vinte",
    },
    "summary.count.BPG": {
        "one": "{code} = {count} partita con il Nero",
        "many": "{code} = {count} partite con il Nero",
        "other": "{code} = {count} partite con il Nero",
    },
    "summary.count.BWG": {
        "one": "{code} = {count} vittoria con il Nero",
        "many": "{code} = {count} vittorie con il Nero",
        "other": "{code} = {count} vittorie con il Nero",
    },
    "summary.count.REP": {
        "one": "{code} = {count} turno giocato per scelta",
        "many": "{code} = {count} turni giocati per scelta",
        "other": "{code} = {count} turni giocati per scelta",
    },
    "summary.terms": "{code} = {terms} = {value}",
    "summary.plus": "{left} + {right}",
    "summary.value": "{code} = {value}",
    "summary.tpn": "numero di partenza {id} (più basso è meglio)",
    "summary.no-otb": "nessuna partita alla scacchiera: nessun valore",
    "summary.average": "{code} = {total} / {count} = {exact}, arrotondato a {value} (metà "
    "per eccesso)",
    "summary.too-few-for-cut": "troppo poche partite alla scacchiera per uno scarto: nessun valore",
    "summary.tpr": "TPR = rating medio {mean} + dp({p}) {dp} = {exact}, arrotondato a "
    "{value} (metà per eccesso)",
    "summary.ptp.no-points": "nessun punto: rating più basso degli avversari {lowest} − 800",
    "summary.ptp.search": {
        "one": "il minimo R il cui punteggio atteso contro {count} avversario raggiunge {target}",
        "many": "il minimo R il cui punteggio atteso contro {count} avversari raggiunge {target}",
        "other": "il minimo R il cui punteggio atteso contro {count} avversari raggiunge {target}",
    },
    "summary.ptp": "PTP = {value}: {how}",
    "summary.rounded": "{code} = {exact}, arrotondato a {value} (metà per eccesso)",
    "summary.rating": "rating {rating}",
    "summary.unrated": "senza rating",
    "summary.rankres": "risultati diversi da zero, prima l'avversario meglio classificato",
    "summary.de.group": "gruppo {names}: {steps}",
    "summary.de.never-tied": "mai a pari punti con altri: DE non applicato",
    "summary.de.earlier": "a pari punti con altri, ma uno spareggio precedente li aveva già "
    "separati: DE non applicato",
    "de.member": "{name} {score}",
    "de.member-max": "{name} {score} (max {maximum})",
    "de.step.level": "6.2: {members}: alla pari, non separabili",
    "de.step.ordered": "6.2: {members}",
    "de.step.none-placed": "6.3: {members}: nessuno può essere collocato",
    "de.step.placed": "6.3: {members}: posto assegnato a {placed}",
    # ---- warnings (rules.md 8.3) --------------------------------------------------------
    "warning.buchholz-in-round-robin": "{codes} in un girone all'italiana: calcolo eseguito "
    "comunque, ma FIDE C.07 (2026) art. 8 stabilisce che "
    "gli spareggi Buchholz non devono essere usati nei "
    "gironi all'italiana",
    "warning.rating-tiebreak-dropped": "{codes}: esclusione dall'ordine degli spareggi, "
    "giocatori senza rating: {players} (C.07 art. 10; "
    "indicare un rating sostitutivo, "
    "--unrated-rating N, per mantenerli)",
    "warning.colours-missing": "{codes}: esclusione dall'ordine degli spareggi: partite "
    "senza colore",
    "warning.unbroken-tie": "{players} non sono separabili né per punti né per {codes}: sono "
    "ex aequo al {rank}° posto",
    "warning.unbroken-tie-no-order": "{players} non sono separabili per punti e non c'è "
    "alcuno spareggio: sono ex aequo al {rank}° posto",
    # ---- why (rules.md 8.2) -------------------------------------------------------------
    "why.place.head": "{name} è {rank}° su {count}, con {points}.",
    "why.place.head-shared": "{name} condivide i posti {rank}–{last} su {count}, con {points}.",
    "why.place.above": "{other} ({rank}°) ha anche {points} e precede per {code} di {diff}: "
    "{value_other} contro {value_own}.",
    "why.place.below": "{other} ({rank}°) ha anche {points}; {name} precede per {code} di {diff}: "
    "{value_own} contro {value_other}.",
    "why.points": "{above} precede {below} per punti: {high} contro {low}.",
    "why.de": "A pari punti ({points}), {above} precede {below} per scontro diretto "
    "({code}): {above} {value_above}, {below} {value_below}; {detail}.",
    "why.rankres": "A pari punti ({points}) e alla pari in tutti gli spareggi precedenti, "
    "{above} precede {below} per i risultati contro gli avversari in ordine "
    "di classifica (RANKRES): {decider}.",
    "why.value": "A pari punti ({points}), {above} precede {below} per {code}: {value_above} "
    "contro {value_below}.",
    "why.value-level": "A pari punti ({points}) e alla pari anche per {earlier}, {above} "
    "precede {below} per {code}: {value_above} contro {value_below}.",
    "why.shared": "{above} e {below} non sono separabili né per punti né per {codes}: sono "
    "ex aequo al {rank}° posto.",
    "why.shared-no-order": "{above} e {below} non sono separabili né per punti né per alcuno "
    "spareggio: sono ex aequo al {rank}° posto.",
    "why.rankres.shorter": "al {index}° risultato {below} non ha più risultati diversi da zero",
    "why.rankres.rank": "al {index}° risultato quello di {above} è contro un avversario al "
    "{rank_above}° posto, quello di {below} contro uno al {rank_below}° "
    "posto",
    "why.rankres.win": "al {index}° risultato, contro avversari di pari posizione, una "
    "vittoria vale più di una patta",
    "why.rankres.equal": "le liste sono uguali",
    # ---- explanation layout -------------------------------------------------------------
    "explain.head": "{code} di {player} ({id}) secondo {rules}: {value}",
    "explain.head-markdown": "**{code}** di **{player}** ({id}) secondo `{rules}`: **{value}**",
    "explain.round": "Turno {round}: ",
    "explain.adds-nothing": "non aggiunge nulla",
    "explain.cut": "scartato",
    "explain.yes": "sì",
    "explain.column.round": "turno",
    "explain.column.kind": "tipo",
    "explain.column.opponent": "avversario",
    "explain.column.raw": "originale",
    "explain.column.value": "valore",
    "explain.column.cut": "scarto",
    "explain.column.note": "nota",
    "explain.column.rule": "regola",
    # ---- standings layout ---------------------------------------------------------------
    "standings.title-before": "{name}: classifica prima del turno {round} di {rounds}",
    "standings.title": "{name}: classifica dopo il turno {round} di {rounds}",
    "standings.title-live": "{name}: classifica provvisoria durante il turno {round} di {rounds}",
    "standings.tournament": "Torneo",
    "standings.standings": "Classifica",
    "standings.rules": "Regole: {rules} ({how}); ordine degli spareggi: {order}",
    "standings.rules-markdown": "Regole `{rules}`, ordine degli spareggi {order}",
    "standings.points-only": "solo punti",
    "standings.warnings": "Avvertenze:",
    "standings.column.rk": "Pos.",
    "standings.column.rank": "Posizione",
    "standings.column.no": "N.",
    "standings.column.name": "Nome",
    "standings.column.pts": "Punti",
    # ---- the command line ---------------------------------------------------------------
    "cli.error.encoding": (
        "la codifica dell'output {encoding} non può scrivere {char}; impostare "
        "PYTHONIOENCODING=utf-8 (o scegliere un altro --lang)"
    ),
    "cli.ties.why": "Perché {above} precede {below}:",
    "cli.ties.pair": "{above} e {below}:",
    "cli.ties.none": "Nessuna coppia di giocatori ha finito a pari punti: non è servito alcuno "
    "spareggio.",
    "cli.ties.title": "Spiegazioni",
    "cli.explain.player": "{player} ({id}): {points}, {rank}° posto; regole {rules} ({how})",
    "cli.explain.player-shared": "{player} ({id}): {points}, {rank}° posto (ex aequo); "
    "regole {rules} ({how})",
    "cli.warning": "avvertenza:",
    "cli.check.ok": {
        "one": "{file}: ok — {count} giocatore, turni giocati: {played} su {rounds}, ogni "
        "partita registrata allo stesso modo da entrambe le parti",
        "many": "{file}: ok — {count} giocatori, turni giocati: {played} su {rounds}, ogni "
        "partita registrata allo stesso modo da entrambe le parti",
        "other": "{file}: ok — {count} giocatori, turni giocati: {played} su {rounds}, ogni "
        "partita registrata allo stesso modo da entrambe le parti",
    },
    "cli.calc.head": "Scheda secondo {rules}: per i tuoi avversari il tuo punteggio conta {score}",
    "cli.calc.items": "Buchholz, turno per turno:",
    "cli.error.empty-order": "l'ordine è vuoto: indicare uno spareggio con --tiebreak",
    "cli.error.same-player": "indicare due giocatori diversi",
    "cli.error.live-after-round": (
        "--live e --after-round si escludono: "
        "--after-round K conta solo i turni da 1 a K, --live anche il turno in corso"
    ),
    "cli.help.description": "Spareggi tecnici per tornei di scacchi a sistema svizzero e "
    "all'italiana, con i calcoli mostrati.",
    "cli.help.version": "mostra la versione ed esce",
    "cli.help.notation": "come sono scritte le celle del tabellone: standard (+W9, =B9, BYE) o "
    "uscf (tabellone US Chess: W5, D2, L4, X8, F8, B, H, U); predefinito: "
    "ciò che dice il file, altrimenti standard",
    "cli.help.lang": "lingua dell'output: {langs} (predefinita: $TIEBREAK_LANG, altrimenti en)",
    "cli.help.rules": "regolamento per i turni non giocati: {names}",
    "cli.help.order": "ordine degli spareggi, ad es. BH-C1,BH,SB",
    "cli.help.preset": "ordine e regolamento predefiniti: {names}",
    "cli.help.after-round": "classifica dopo il turno K (contano solo i primi K turni)",
    "cli.help.unrated-rating": "rating usato per i giocatori senza rating negli spareggi "
    "basati sul rating (C.07 10)",
    "cli.help.standings": "classifica con le colonne degli spareggi",
    "cli.help.file": "torneo in formato tournament JSON, TRF-16 o CSV (oppure lichess:ID)",
    "cli.help.explain-ties": "dopo la classifica, spiega ogni parità tra giocatori vicini",
    "cli.help.explain": "i valori di spareggio di un giocatore, turno per turno",
    "cli.help.player": "numero di partenza o nome",
    "cli.help.short": "gli spareggi del giocatore in un paragrafo e perché è in quel posto",
    "cli.help.tiebreak": "un codice (predefinito: ogni codice dell'ordine; con --format json, "
    "il primo)",
    "cli.help.why": "quale criterio ha messo un giocatore davanti a un altro",
    "cli.help.check": "convalida un file: ogni problema con la sua riga o cella",
    "cli.help.convert": "scrive il torneo come tournament JSON o TRF-16",
    "cli.help.output": "file da scrivere (predefinito: standard output)",
    "cli.help.calc": "la scheda di un giocatore, come in un vettore scorecard",
    # ---- errors -------------------------------------------------------------------------
    "error.line": "riga {line}",
    "error.cell.player": "giocatore {id}",
    "error.cell.player-round": "giocatore {id}, turno {round}",
    "error.more-problems": {
        "one": "… e ancora {more} problema",
        "many": "… e ancora {more} problemi",
        "other": "… e ancora {more} problemi",
    },
    "error.unknown-tiebreak": "spareggio sconosciuto {code}; codici noti: {known}",
    "error.unknown-rule-set": "regolamento sconosciuto {name}; noti: {known}",
    "error.unknown-preset": "preset sconosciuto {name}; noti: {known}",
    "error.player-ambiguous": "{query} corrisponde a più giocatori: {candidates}",
    "error.player-unknown": "nessun giocatore corrisponde a {query}",
    "error.after-round": "dopo il turno {round}: i risultati contengono i turni da 1 a {last}",
    "cli.error.needs-httpx": "per leggere da lichess serve httpx: pip install 'tiebreak[lichess]'",
}


# ---- the arbiter's leftovers: LOTS, MANUAL, single winner, withdrawn marks
# (core/engine/arbiter.py, core/tiebreaks/arbiter.py, docs/arbiter.md) -----------------------------
MESSAGES.update(
    {
        "arbiter.trf.manual": "TRF non ha un campo per il valore dell'arbitro manual_tiebreak "
        "{value}",
        "arbiter.trf.lots-seed": "TRF non ha un record per il seed del sorteggio {seed}",
        "arbiter.trf.single-winner": "TRF non ha un record per la regola del vincitore unico "
        "(single_winner)",
        "tb.MANUAL": "Decisione dell'arbitro",
        "tb.LOTS": "Sorteggio",
        "arbiter.order.lots": "{code} (sorteggio, seed {seed})",
        "arbiter.order.manual": "{code} (decisione dell'arbitro)",
        "arbiter.lots.summary": "sorteggio (seed {seed}): {draw}, numero {lot} su {count} (più "
        "basso "
        "è meglio)",
        "arbiter.lots.no-seed": "nessun seed del sorteggio registrato: nessun valore",
        "arbiter.manual.summary": "decisione dell'arbitro: {value} (più basso è meglio)",
        "arbiter.manual.none": "nessuna decisione dell'arbitro per questo giocatore: si classifica "
        "dopo tutti quelli che ne hanno una",
        "arbiter.manual.none-short": "nessuna",
        "arbiter.error.seed": "il seed del sorteggio deve essere un numero intero da 0 a {most}, "
        "trovato {seed}",
        "arbiter.error.lots-needs-seed": "LOTS richiede il seed del sorteggio: indicare --lots "
        "SEED "
        'oppure "lots_seed" nel file del torneo',
        "arbiter.error.manual": "manual_tiebreak deve essere un numero (più basso è meglio), "
        "trovato "
        "{found}",
        "arbiter.error.lots-seed": "lots_seed deve essere un numero intero da 0 a {most}, trovato "
        "{found}",
        "arbiter.error.single-winner": "single_winner deve essere true o false, trovato {found}",
        "warning.single-winner-tie": "Il regolamento richiede un solo vincitore, ma {players} "
        "sono ex "
        "aequo al 1° posto dopo tutti i criteri dell'ordine: aggiungere "
        "un ultimo criterio deciso dall'arbitro: LOTS, un sorteggio con "
        'seed registrato (--lots SEED o "lots_seed" nel file del '
        'torneo), oppure MANUAL (un "manual_tiebreak" per ciascuno di '
        "loro)",
        "warning.single-winner-level": "Il regolamento richiede un solo vincitore, ma "
        "{players} sono "
        "ancora ex aequo al 1° posto dopo {codes}: dare a ciascuno un "
        '"manual_tiebreak" diverso oppure aggiungere LOTS con un '
        "seed (--lots SEED)",
        "why.lots": "A pari punti ({points}), {above} precede {below} per sorteggio (LOTS, seed "
        "{seed}): numero {value_above} contro {value_below}.",
        "why.lots-level": "A pari punti ({points}) e alla pari anche per {earlier}, {above} "
        "precede "
        "{below} per sorteggio (LOTS, seed {seed}): numero {value_above} contro "
        "{value_below}.",
        "why.manual": "A pari punti ({points}), {above} precede {below} per decisione dell'arbitro "
        "(MANUAL): {value_above} contro {value_below}, più basso è meglio.",
        "why.manual-level": "A pari punti ({points}) e alla pari anche per {earlier}, {above} "
        "precede "
        "{below} per decisione dell'arbitro (MANUAL): {value_above} contro "
        "{value_below}, più basso è meglio.",
        "standings.withdrawn": "ritiro dopo il turno {round}",
        "standings.withdrawn-before": "ritiro prima del turno 1",
        "standings.column.note": "Note",
        "cli.help.lots": "gli ultimi ex aequo si decidono per sorteggio con questo seed (numero "
        "intero; lo spareggio LOTS, aggiunto in fondo all'ordine)",
        "cli.help.single-winner": "il regolamento richiede un solo vincitore: avvertenza e "
        "uscita con "
        "codice 1 se la classifica finale lascia il 1° posto ex aequo",
    }
)


# ---- rounds in progress: pending games, provisional standings (core/engine/progress.py) -----
MESSAGES.update(
    {
        "outcome.pending": "risultato in attesa",
        "progress.first": (
            "turno {round} in corso, nessun turno ancora completo (partite finite: "
            "{finished} su {count})"
        ),
        "progress.first-live": (
            "PROVVISORIA: le partite finite del turno {round}, il primo (partite finite: "
            "{finished} su {count}; una partita in attesa non conta ancora nulla)"
        ),
        "cli.check.pending-first": (
            "{file}: turno {round} in corso: partite in attesa: {count} su {games} "
            "(informazione, non errore); nessun turno è ancora completo, standings --live"
            " conta le partite finite"
        ),
        "progress.after": {
            "one": "dopo il turno {after}; turno {round} in corso: {finished} partita "
            "finita su {count}",
            "many": "dopo il turno {after}; turno {round} in corso: {finished} "
            "partite finite su {count}",
            "other": "dopo il turno {after}; turno {round} in corso: {finished} "
            "partite finite su {count}",
        },
        "progress.live": {
            "one": "PROVVISORIA: dopo il turno {after} e le partite finite del turno "
            "{round} ({finished} finite su {count} partita; una partita in "
            "attesa non conta ancora nulla)",
            "many": "PROVVISORIA: dopo il turno {after} e le partite finite del turno "
            "{round} ({finished} finite su {count} partite; una partita in "
            "attesa non conta ancora nulla)",
            "other": "PROVVISORIA: dopo il turno {after} e le partite finite del turno "
            "{round} ({finished} finite su {count} partite; una partita in "
            "attesa non conta ancora nulla)",
        },
        "error.after-round-in-progress": "dopo il turno {round}: il turno {current} è in corso; "
        "l'ultimo turno completo è il {last}",
        "cli.check.pending": {
            "one": "{file}: turno {round} in corso: {count} partita su {games} "
            "senza risultato (informazione, non errore); la classifica "
            "conta i turni da 1 a {after}, standings --live aggiunge le "
            "partite finite",
            "many": "{file}: turno {round} in corso: {count} partite su {games} "
            "senza risultato (informazione, non errore); la classifica "
            "conta i turni da 1 a {after}, standings --live aggiunge le "
            "partite finite",
            "other": "{file}: turno {round} in corso: {count} partite su {games} "
            "senza risultato (informazione, non errore); la classifica "
            "conta i turni da 1 a {after}, standings --live aggiunge le "
            "partite finite",
        },
        "cli.help.live": "classifica provvisoria: aggiunge le partite finite del turno in "
        "corso (le "
        "partite in attesa non contano nulla)",
    }
)


# ---- the command line's edges: argparse's own words, help for every option, the usage
# line's placeholders (core/cli/argparse_words.py, core/cli/parser.py) ---------------------
MESSAGES.update(
    {
        "cli.argparse.usage": "uso:",
        "cli.argparse.positionals": "argomenti posizionali",
        "cli.argparse.options": "opzioni",
        "cli.argparse.help": "mostra questo messaggio di aiuto ed esce",
        "cli.argparse.argument": "argomento {argument}: {message}",
        "cli.argparse.required": "mancano gli argomenti obbligatori: {names}",
        "cli.argparse.unrecognized": "argomenti non riconosciuti: {names}",
        "cli.argparse.invalid-choice": "scelta non valida: {value} (valori ammessi: {choices})",
        "cli.argparse.invalid-value": "valore {type} non valido: {value}",
        "cli.argparse.invalid-int": "valore non valido {value}: è atteso un numero intero",
        "cli.argparse.expected-one": "è atteso un valore",
        "cli.argparse.expected-at-most-one": "è atteso al massimo un valore",
        "cli.argparse.expected-at-least-one": "è atteso almeno un valore",
        "cli.argparse.ambiguous": "opzione ambigua: {option} può corrispondere a {matches}",
        "cli.argparse.ignored-explicit": "valore di troppo {names}: questa opzione non accetta "
        "valori",
        "cli.argparse.not-allowed": "non ammesso insieme all'argomento {names}",
        "cli.argparse.one-of-required": "è obbligatorio uno degli argomenti {names}",
        "cli.help.command": "il comando; ognuno ha il proprio --help",
        "cli.help.format": "formato dell'output (predefinito: text)",
        "cli.help.to": "il formato in cui scrivere il torneo: tournament JSON o TRF-16",
        "cli.help.card": "la scheda di un giocatore (JSON, formats.md, sezione 3)",
        "cli.help.player-a": "il giocatore più in alto, o chi chiede: numero di partenza o nome",
        "cli.help.player-b": "il giocatore più in basso (se omesso: il confronto con i giocatori "
        "subito sopra e sotto)",
        "cli.metavar.command": "comando",
        "cli.metavar.file": "file",
        "cli.metavar.player": "giocatore",
        "cli.metavar.player-a": "giocatore_a",
        "cli.metavar.player-b": "giocatore_b",
        "cli.metavar.card": "scheda",
        "cli.metavar.rules": "REGOLAMENTO",
        "cli.metavar.order": "ORDINE",
        "cli.metavar.preset": "PREDEFINITO",
        "cli.metavar.tiebreak": "CODICE",
        "cli.metavar.output": "USCITA",
        "cli.metavar.encoding": "NOME",
        "cli.metavar.dir": "CARTELLA",
        "cli.metavar.own-opp": "PROPRI:AVVERSARIO",
        "cli.metavar.pairs": "ABBINAMENTI",
        "cli.metavar.prizes": "PREMI",
        "standings.csv.rank": "posizione",
        "standings.csv.shared": "ex aequo",
        "standings.csv.id": "numero",
        "standings.csv.name": "nome",
        "standings.csv.points": "punti",
        "standings.csv.withdrawn-after": "ritirato dopo il turno",
        "standings.csv.provisional": "provvisorio",
        "standings.csv.yes": "sì",
    }
)
