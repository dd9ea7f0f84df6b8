"""The messages of grid in it: problems in organisers' grids (tabelloni, liste degli
abbinamenti, CSV), in the consistency checks and the shared limits' reasons."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "grid.join-and": "{left} e {right}",
    "grid.join-or": "{left} o {right}",
    "grid.scoring-range": "atteso un numero da 0 a {most} con al massimo {decimals} decimali",
    "grid.text-control": "contiene il carattere di controllo {code} (posizione {position})",
    "grid.text-surrogate": "contiene metà di una coppia surrogata UTF-16 {code} (posizione "
    "{position})",
    "grid.expected": "si attendeva {expected}; trovato {found}",
    "grid.expected-hint": "si attendeva {expected}; trovato {found} ({hint})",
    "grid.cell-help": "una cella di turno come +W9, =B9, -9, 19w1, 3b½, 12b0, ?W9, 19w, "
    "+F7, -F7, BYE, "
    "H, F, Z, -- o vuota",
    "grid.uscf-help": "una cella del tabellone US Chess come W5, D2, L4, X8 (vittoria a "
    "forfait), F8 (sconfitta a forfait), B (bye da un punto), H (bye da "
    "mezzo punto), U (non giocato) o vuota",
    "grid.result-help": "un risultato come 1-0, 0-1, ½-½, 1/2-1/2, 0.5-0.5, =, +/- o -/+ "
    "(forfait), -- o 0-0 (doppio forfait)",
    "grid.hint.no-such-number": "nessun numero di partenza simile",
    "grid.hint.colour": "indicare il colore, ad es. {number}w{result}, oppure prima un segno, "
    "ad es. +{number}",
    "grid.hint.start-at-1": "i numeri di partenza iniziano da 1",
    "grid.hint.formula": "Google Sheets mostra {shown} per una cella che inizia con =: "
    "scrivere ½ oppure '= come testo",
    "grid.hint.uscf": "{cell} sembra la notazione del tabellone US Chess: aggiungere una riga "
    "'Notation | uscf' sopra la tabella, oppure indicare --notation uscf",
    "grid.uscf-opponent-zero": "{found}: i numeri degli avversari iniziano da 1",
    "grid.uscf-forfeit-opponent": "{found}: un forfait indica l'avversario che non ha "
    "giocato, ad es. {letter}8 (notazione US Chess)",
    "grid.csv-nul": "non è un file di testo: contiene un byte NUL",
    "grid.csv-unreadable": "non leggibile come CSV: {detail}",
    "grid.header-row": "riga {row} ({words})",
    "grid.header-row-more": "riga {row} ({words}, …)",
    "grid.rounds-range": "il numero di turni deve essere tra 0 e {most}, trovato {found}",
    "grid.pairings-needs-result": "un'intestazione di lista degli abbinamenti richiede, oltre "
    "alle colonne Bianco e Nero, una colonna del risultato: "
    "{words}",
    "grid.no-header": "nessuna riga di intestazione trovata: attesa un'intestazione di "
    "tabellone (nome e una colonna per turno: R1, R2, … o Kolo 1, Runde 1, "
    "…) o di lista degli abbinamenti (Turno, Bianco, Nero, Risultato). "
    "Nome: {name_words}; Bianco: {white_words}",
    "grid.header-two-ways": "l'intestazione alla {header} si legge in due modi: come tabellone "
    "(nome e colonne dei turni {rounds}) e come lista degli "
    "abbinamenti (colonne Bianco e Nero). Rinominare le colonne dei "
    "turni (ad es. in Note) per una lista degli abbinamenti, oppure le "
    "colonne Bianco/Nero per un tabellone.",
    "grid.notation-unknown": "notazione {found}: atteso {first} o {second}",
    "grid.grid-two-ways": "questa tabella si legge in due modi: come tabellone "
    "(intestazione alla {crosstable}) e come lista degli abbinamenti "
    "(intestazione alla {pairings}). Tenere una sola struttura per foglio o "
    "file: spostare l'altra in un foglio o file a parte.",
    "grid.second-header.crosstable": "una seconda riga di intestazione: {first} e {second} "
    "iniziano entrambe un tabellone; tenerne uno per foglio "
    "o file",
    "grid.second-header.pairings": "una seconda riga di intestazione: {first} e {second} "
    "iniziano entrambe una lista degli abbinamenti; tenerne una "
    "per foglio o file",
    "grid.list-no-games": "trovato un elenco dei giocatori ({header}) ma nessuna partita: "
    "atteso un tabellone (colonne dei turni R1, R2, …) o una lista "
    "degli abbinamenti (Turno, Bianco, Nero, Risultato)",
    "grid.two-lists": "due elenchi dei giocatori: {first} e {second}; tenerne uno",
    "grid.list-twice": "sono stati dati sia un elenco dei giocatori nella tabella sia un "
    "elenco separato; tenerne uno",
    "grid.list-no-header": "atteso un elenco dei giocatori con una riga di intestazione (nome: "
    "{name_words}; n.: {number_words})",
    "grid.column-at": "{cell} {text}",
    "grid.column-twice": "due colonne lette come {role}: {cells}; rinominarne una",
    "grid.rating-expected": "atteso un rating (un numero intero come 1850, o vuoto), trovato "
    "{found}",
    "grid.number-expected": "atteso un numero di partenza (un numero intero da 1), trovato {found}",
    "grid.name-empty": "atteso il nome del giocatore, la cella è vuota",
    "grid.name-bad": "nome {name}: {why}",
    "grid.points-expected": "attesi i punti del giocatore (ad es. 3, 3.5, 3,5 o 3½), trovato "
    "{found}",
    "grid.points-disagree": "i punti {found} non corrispondono alle partite: {tokens} danno "
    "in totale {total}",
    "grid.name-column-missing": "attesa una colonna del nome",
    "grid.round-below-one": "i turni si numerano da 1, trovato {found}",
    "grid.round-two-columns": "il turno {round} ha due colonne: {first} e {second}",
    "grid.rounds-missing": {
        "one": "le colonne dei turni arrivano a {last} ma il turno {missing} non ha una colonna",
        "many": "le colonne dei turni arrivano a {last} ma i turni {missing} non hanno una colonna",
        "other": "le colonne dei turni arrivano a {last} ma i turni {missing} non hanno una "
        "colonna",
    },
    "grid.round-over-max": "turno {round}: un torneo ha al massimo {most} turni",
    "grid.planned-below-columns": "il torneo ha {planned} turni ma la tabella ha una colonna "
    "per il turno {round}",
    "grid.no-number-column": "nessuna colonna del numero di partenza ({words}): gli avversari "
    "nelle celle dei turni sono numeri di partenza, quindi ogni riga "
    "di giocatore ne ha bisogno",
    "grid.no-player-rows": "un'intestazione di tabellone ma nessuna riga di giocatore sotto",
    "grid.number-twice": "il numero di partenza {number} è usato due volte: righe {first} e "
    "{second}",
    "grid.opponents-two-ways": "i numeri degli avversari nelle celle dei turni si leggono in "
    "due modi: come numeri di partenza (colonna {numbers}) e come "
    "posti in classifica (colonna {ranks}), e le partite "
    "concordano in entrambi i casi. Eliminare la colonna a cui i "
    "numeri non si riferiscono, o rinominarne l'intestazione.",
    "grid.opponents-neither": "i numeri degli avversari sono stati letti come numeri di "
    "partenza (colonna {numbers}); nemmeno letti come posti (colonna "
    "{ranks}) le partite concordano",
    "grid.opponent-unknown": "{found} indica il giocatore {opponent}, che non è nel "
    "tabellone (numeri {low}–{high})",
    "grid.opponent-unknown-none": "{found} indica il giocatore {opponent}, che non è nel "
    "tabellone (nessun numero)",
    "grid.back-ref-empty": "{here} dice che l'avversario del turno {round} era il giocatore "
    "{opponent}, ma {there} (giocatore {opponent}, turno {round}) è "
    "vuota",
    "grid.back-ref-has": "{here} dice che l'avversario del turno {round} era il giocatore "
    "{opponent}, ma {there} (giocatore {opponent}, turno {round}) "
    "contiene {there_text}",
    "grid.sides-differ-expected": "la partita del turno {round} è registrata diversamente "
    "sulle due righe: {here} contiene {here_text} ma {there} "
    "(giocatore {opponent}) contiene {there_text}; lì è atteso "
    "{expected}",
    "grid.sides-differ": "la partita del turno {round} è registrata diversamente sulle due "
    "righe: {here} contiene {here_text} ma {there} (giocatore "
    "{opponent}) contiene {there_text}",
    "grid.list-number-twice": "il numero di partenza {number} è usato due volte nell'elenco "
    "dei giocatori: righe {first} e {second}",
    "grid.list-empty": "un'intestazione di elenco dei giocatori ma nessun giocatore sotto",
    "grid.name-twice-no-numbers": "due giocatori si chiamano {name} (righe {rows}) e l'elenco "
    "non ha una colonna del numero di partenza: aggiungerne una "
    "({words}) e indicarli per numero negli abbinamenti",
    "grid.number-expected-plain": "atteso un numero di partenza, trovato {found}",
    "grid.number-from-1": "atteso un numero di partenza da 1, trovato {found}",
    "grid.number-not-in-list": "giocatore sconosciuto: nessun numero di partenza {number} "
    "nell'elenco dei giocatori",
    "grid.name-number-mismatch": "{found} non corrisponde al numero di partenza {number}, che "
    "nell'elenco dei giocatori è {name}",
    "grid.name-ambiguous": "{found} potrebbe essere il numero di partenza {numbers}: due "
    "giocatori hanno questo nome; scrivere invece il numero di "
    "partenza",
    "grid.player-unknown": "giocatore sconosciuto {found}: non è nell'elenco dei giocatori",
    "grid.player-unknown-close": "giocatore sconosciuto {found}: non è nell'elenco dei "
    "giocatori (forse {close}?)",
    "grid.number-without-list": "numero di partenza {number}, ma altre righe indicano i "
    "giocatori per nome e non c'è un elenco dei giocatori che "
    "dica chi è il numero {number}: scrivere il nome, oppure "
    "aggiungere un elenco dei giocatori (N., Nome, …)",
    "grid.number-columns-twice.white": "due colonne del numero di partenza accanto al Bianco: "
    "{first} e {second}",
    "grid.number-columns-twice.black": "due colonne del numero di partenza accanto al Nero: "
    "{first} e {second}",
    "grid.round-expected": "atteso un numero di turno (1, R1, Turno 1), trovato {found}",
    "grid.no-round": "nessun turno per questa partita: atteso un numero di turno nella "
    "colonna Turno o una riga come 'Turno 1' sopra le partite",
    "grid.same-player-both-sides": "lo stesso giocatore da entrambe le parti ({who})",
    "grid.game-or-bye": "attesa una partita (Bianco e Nero) o un bye (un giocatore e BYE, H, "
    "F, Z o U), trovato Bianco {white}, Nero {black}",
    "grid.bye-points-expected": "attesi i punti del bye (1, ½, 0) o una parola di bye (BYE, "
    "H, F, Z, U) per un giocatore senza avversario, trovato "
    "{found}",
    "grid.bye-points-range": "un bye vale 1, ½ o 0 punti, trovato {found}",
    "grid.byes-two": "due bye diversi sulla stessa riga: {first} e {second}",
    "grid.bye-points-mismatch": "i punti {found} non corrispondono a un {bye} (vale {worth})",
    "grid.bye-missing": "un giocatore senza avversario: atteso BYE, H (bye da mezzo punto), F "
    "(bye da un punto), Z (bye da zero punti) o U nella cella dell'altro "
    "giocatore o nella cella del risultato",
    "grid.player-twice-in-round": "{name} è già nel turno {round} in {first}: un giocatore "
    "compare una sola volta per turno",
    "grid.row-no-players": "la riga {row} ha il turno {round} ma nessun giocatore: attesi "
    "Bianco, Nero e il risultato (o un giocatore e un bye); eliminare "
    "la riga se non contiene una partita",
    "grid.row-no-players-board": "la riga {row} ha il turno {round} e la scacchiera {board} "
    "ma nessun giocatore: attesi Bianco, Nero e il risultato (o "
    "un giocatore e un bye); eliminare la riga se non contiene "
    "una partita",
    "grid.no-result": (
        "nessun risultato: atteso {expected} (solo il turno in corso, l'ultimo con "
        "risultati, può avere partite ancora senza risultato)"
    ),
    "grid.planned-below-row": "il torneo ha {planned} turni ma questa riga è nel turno {round}",
    "grid.results-over-rounds": "risultati per {results} turni ma il torneo ne annuncia {rounds}",
    "grid.results-uneven": "risultati per {results} turni dove altri giocatori ne hanno "
    "{others}; scrivere -- per un turno in cui il giocatore non era "
    "abbinato",
    "grid.opponent-not-in-event": "{token} indica il giocatore {opponent}, che non è nel torneo",
    "grid.paired-self": "un giocatore non può essere abbinato contro sé stesso",
    "grid.back-ref-other-has": "{token} dice che l'avversario era il giocatore {opponent}, ma "
    "il giocatore {opponent} ha {other} nel turno {round}",
    "grid.back-ref-other-paired": "{token} dice che l'avversario era il giocatore {opponent}, "
    "ma il giocatore {opponent} è abbinato al giocatore "
    "{paired} ({other}) nel turno {round}",
    "grid.results-disagree": "{token} non concorda con {other} del giocatore {opponent} per "
    "la stessa partita nel turno {round}",
    "grid.same-colour.white": "sia il giocatore {player} sia il giocatore {opponent} risultano "
    "con il Bianco nel turno {round}",
    "grid.same-colour.black": "sia il giocatore {player} sia il giocatore {opponent} risultano "
    "con il Nero nel turno {round}",
    "grid.paired-twice": "il giocatore {player} è abbinato due volte nel turno {round} (dai "
    "giocatori {by})",
    "grid.after-withdrawal": "ritirato dopo il turno {after} ma ha {token} nel turno {round}; "
    "atteso --",
}


# ---- a name typed twice, a round with no results -----
MESSAGES.update(
    {
        "grid.round-no-results": "il turno {round} non ha risultati (nessuna partita, bye o "
        "assenza) "
        "mentre il turno {later} ne ha",
        "grid.same-player-typo": {
            "one": "{name} compare solo nel turno {rounds}; intendevi {other} "
            "({cells})? Se sono due giocatori, elencali entrambi in un "
            "blocco o foglio Players.",
            "many": "{name} compare solo nei turni {rounds}; intendevi {other} "
            "({cells})? Se sono due giocatori, elencali entrambi in un "
            "blocco o foglio Players.",
            "other": "{name} compare solo nei turni {rounds}; intendevi "
            "{other} ({cells})? Se sono due giocatori, elencali "
            "entrambi in un blocco o foglio Players.",
        },
    }
)


# --- live gaps --- (a row cut short, a player list beside a crosstable)
MESSAGES.update(
    {
        "grid.listed-no-row": "{name} è nell'elenco dei giocatori ma non ha una riga nel tabellone",
        "grid.row-short": "la riga {row} finisce alla colonna {last} ma la sua intestazione (riga "
        "{header}) arriva alla colonna {end}: manca una cella; scrivere ogni "
        "cella, anche quelle vuote (un risultato non ancora inserito è un'ultima "
        "cella vuota)",
        "grid.pending-before-results": (
            "la partita contro il giocatore {opponent} nel turno {round} non ha ancora un "
            "risultato, ma il turno {later} ha già risultati: inseritelo (la classifica conta"
            " solo i turni completi, quindi ogni risultato successivo lo aspetta)"
        ),
    }
)

# the Tiebreak settings block of a grid (core/formats/grid_settings.py)
MESSAGES.update(
    {
        "grid.near-twin-merged": "{name} letto come {first} ({cell}): i nomi differiscono solo per "
        "accenti, maiuscole o spazi; se sono due giocatori, elencateli entrambi in un blocco "
        "Players con i loro numeri di partenza",
        "grid.settings.second-block": "un secondo blocco 'Tiebreak settings' (il primo è in "
        "{cell}); tenerne uno solo",
        "grid.settings.twice": "impostazione {key} indicata due volte",
        "grid.settings.target": "destinazione {value}: attese 'columns' o 'standings-tab'",
        "grid.settings.language": "lingua {value}: attesa una tra {langs}",
        "grid.settings.lots-seed": "seed del sorteggio {value}: atteso un numero intero da 0 a "
        "{most}",
        "grid.settings.single-winner": "vincitore unico {value}: atteso sì o no",
        "grid.settings.unknown-key": "impostazione sconosciuta {key}: attese Rules, Order, Start "
        "date, Target, Language, Lots seed o Single winner",
        "grid.settings.rules": "set di regole {value}: atteso uno tra {names}",
        "grid.settings.date": "data di inizio {value}: attesa una data come 2025-09-13 o 13.9.2025",
    }
)
