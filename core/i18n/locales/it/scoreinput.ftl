### Italiano (it): game scores typed into a sheet or file: problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# the header row of a pairings list
# Variables: $first, $text.
scoreinput_column-twice = una seconda colonna di punteggio { $text } (la prima è { $first }): tenerne una

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $pair, $single, $text.
scoreinput_both-ways = una colonna Punteggio ({ $single }) e una colonna di punteggio del bianco o del nero ({ $pair }, { $text }): scrivere i punteggi in un solo modo, o le due colonne Punteggio bianco e Punteggio nero o una colonna Punteggio 412:380, mai entrambi

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $text.
scoreinput_side-column-missing_black = accanto a { $text } ({ $cell }) manca la colonna Punteggio nero: scrivere entrambe le colonne, o una colonna Punteggio 412:380

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $text.
scoreinput_side-column-missing_white = accanto a { $text } ({ $cell }) manca la colonna Punteggio bianco: scrivere entrambe le colonne, o una colonna Punteggio 412:380

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# a row of a pairings list
# Variables: $found.
scoreinput_pair-expected = atteso un punteggio della partita come 412:380 (prima quello del giocatore nella colonna del bianco, numeri interi); trovato { $found }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found.
scoreinput_pair-time = atteso un punteggio della partita come 412:380; trovato { $found }, che sembra un orario: il foglio di calcolo ha letto 412:380 come ore e minuti. Formattare la colonna come testo semplice e riscrivere il punteggio, o usare due colonne Punteggio bianco e Punteggio nero

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found.
scoreinput_points-expected = atteso il punteggio di un giocatore nella partita, un numero intero come 412 o -5; trovato { $found }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $found.
scoreinput_one-side = l'altro punteggio di questa partita è { $found } ({ $cell }): scrivere i punteggi di entrambi i giocatori, o di nessuno

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cell (a cell's address, such as B7), $result, $score (a score (points)).
scoreinput_on-forfeit = una vittoria a tavolino ({ $result } in { $cell }) non ha punteggio, ma qui è scritto { $score }: lasciare vuote le celle (vale il punteggio del torneo per le partite a tavolino)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cells, $result, $score (a score (points)).
scoreinput_disagrees = il risultato { $result } non concorda con il punteggio { $score } ({ $cells }): vince il punteggio più alto, punteggi uguali sono patta; correggere uno dei due o lasciare vuoto il risultato

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found.
scoreinput_on-bye = un bye non ha punteggio, ma qui è scritto { $found }: lasciare vuote le celle (vale il punteggio del bye del torneo)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $cells, $first, $round (a round number of the tournament).
scoreinput_missing = la partita del turno { $round } non ha punteggio ({ $cells } vuote), ma le partite del torneo lo hanno (la prima in { $first }): ogni partita giocata ne ha bisogno

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# a crosstable cell
# Variables: $first, $found, $round (a round number of the tournament).
scoreinput_cell-missing = { $found } non ha punteggio, ma le partite del torneo lo hanno (la prima in { $first }): scrivere questa partita del turno { $round } come 2w1 412:380 (prima il proprio punteggio)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found, $outcome (an outcome such as win or forfeit win (another message)).
scoreinput_cell-on-unplayed = { $found } non è una partita giocata ({ $outcome }), quindi non ha punteggio: toglierlo (vale il punteggio del torneo per il bye o il tavolino)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $found, $round (a round number of the tournament).
scoreinput_cell-disagrees = { $found }: il risultato del turno { $round } non concorda con il punteggio (prima il proprio: la vittoria richiede il punteggio più alto, la patta punteggi uguali)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $expected, $found, $round (a round number of the tournament), $there, $there_text.
scoreinput_cell-mirror = la partita del turno { $round } ha punteggi diversi sulle due righe: qui { $found }, in { $there } { $there_text }; lì era atteso { $expected } (prima il punteggio dell'avversario)

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# check and convert
# Variables: $count (a number choosing the plural form), $scored.
scoreinput_check_scores =
    { $count ->
        [one] punteggi: { $scored } partita giocata su { $count } ha il punteggio
        [many] punteggi: { $scored } partite giocate su { $count } hanno il punteggio
       *[other] punteggi: { $scored } partite giocate su { $count } hanno il punteggio
    }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
scoreinput_check_game = { $name } (turno { $round })

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $count (a number choosing the plural form), $games.
scoreinput_check_missing =
    { $count ->
        [one] { $count } partita giocata non ha punteggio: { $games }
        [many] { $count } partite giocate non hanno punteggio: { $games }
       *[other] { $count } partite giocate non hanno punteggio: { $games }
    }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $count (a number choosing the plural form), $games, $more.
scoreinput_check_missing-more =
    { $count ->
        [one] { $count } partita giocata non ha punteggio: { $games } e altre { $more }
        [many] { $count } partite giocate non hanno punteggio: { $games } e altre { $more }
       *[other] { $count } partite giocate non hanno punteggio: { $games } e altre { $more }
    }

# A game score typed into a sheet or file (e.g. 1-0, ½-½).
# Variables: $count (a number choosing the plural form).
scoreinput_trf-dropped =
    { $count ->
        [one] TRF-16 non ha un campo per i punteggi delle partite: il punteggio di { $count } partita non è stato conservato (convert --to json lo conserva)
        [many] TRF-16 non ha un campo per i punteggi delle partite: i punteggi di { $count } partite non sono stati conservati (convert --to json li conserva)
       *[other] TRF-16 non ha un campo per i punteggi delle partite: i punteggi di { $count } partite non sono stati conservati (convert --to json li conserva)
    }
