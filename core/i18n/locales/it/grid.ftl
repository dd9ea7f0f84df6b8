### Italiano (it): reading crosstables and pairings lists (CSV, spreadsheets): problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# lists
# Variables: $left (the part before), $right (the part after).
grid_join-and = { $left } e { $right }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $left (the part before), $right (the part after).
grid_join-or = { $left } o { $right }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# limits (core/limits.py)
# Variables: $decimals, $most.
grid_scoring-range = atteso un numero da 0 a { $most } con al massimo { $decimals } decimali

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $code (a tie-break code such as BH (kept as it is)), $position.
grid_text-control = contiene il carattere di controllo { $code } (posizione { $position })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $code (a tie-break code such as BH (kept as it is)), $position.
grid_text-surrogate = contiene metà di una coppia surrogata UTF-16 { $code } (posizione { $position })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# cells: what was expected, what was found
# Variables: $expected, $found.
grid_expected = si attendeva { $expected }; trovato { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $expected, $found, $hint.
grid_expected-hint = si attendeva { $expected }; trovato { $found } ({ $hint })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_cell-help = una cella di turno come +W9, =B9, -9, 19w1, 3b½, 12b0, ?W9, 19w, +F7, -F7, BYE, H, F, Z, -- o vuota

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_uscf-help = una cella del tabellone US Chess come W5, D2, L4, X8 (vittoria a forfait), F8 (sconfitta a forfait), B (bye da un punto), H (bye da mezzo punto), U (non giocato) o vuota

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_result-help = un risultato come 1-0, 0-1, ½-½, 1/2-1/2, 0.5-0.5, =, +/- o -/+ (forfait), -- o 0-0 (doppio forfait)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_hint_no-such-number = nessun numero di partenza simile

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $number, $result.
grid_hint_colour = indicare il colore, ad es. { $number }w{ $result }, oppure prima un segno, ad es. +{ $number }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_hint_start-at-1 = i numeri di partenza iniziano da 1

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $shown.
grid_hint_formula = Google Sheets mostra { $shown } per una cella che inizia con =: scrivere ½ oppure '= come testo

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7).
grid_hint_uscf = { $cell } sembra la notazione del tabellone US Chess: aggiungere una riga 'Notation | uscf' sopra la tabella, oppure indicare --notation uscf

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_uscf-opponent-zero = { $found }: i numeri degli avversari iniziano da 1

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $letter.
grid_uscf-forfeit-opponent = { $found }: un forfait indica l'avversario che non ha giocato, ad es. { $letter }8 (notazione US Chess)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# CSV files
grid_csv-nul = non è un file di testo: contiene un byte NUL

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $detail.
grid_csv-unreadable = non leggibile come CSV: { $detail }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# layouts and header rows
# Variables: $row (a row number), $words.
grid_header-row = riga { $row } ({ $words })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $row (a row number), $words.
grid_header-row-more = riga { $row } ({ $words }, …)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $most.
grid_rounds-range = il numero di turni deve essere tra 0 e { $most }, trovato { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $words.
grid_pairings-needs-result = un'intestazione di lista degli abbinamenti richiede, oltre alle colonne Bianco e Nero, una colonna del risultato: { $words }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name_words, $white_words.
grid_no-header = nessuna riga di intestazione trovata: attesa un'intestazione di tabellone (nome e una colonna per turno: R1, R2, … o Kolo 1, Runde 1, …) o di lista degli abbinamenti (Turno, Bianco, Nero, Risultato). Nome: { $name_words }; Bianco: { $white_words }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $header, $rounds (round numbers).
grid_header-two-ways = l'intestazione alla { $header } si legge in due modi: come tabellone (nome e colonne dei turni { $rounds }) e come lista degli abbinamenti (colonne Bianco e Nero). Rinominare le colonne dei turni (ad es. in Note) per una lista degli abbinamenti, oppure le colonne Bianco/Nero per un tabellone.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $found, $second.
grid_notation-unknown = notazione { $found }: atteso { $first } o { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $crosstable, $pairings.
grid_grid-two-ways = questa tabella si legge in due modi: come tabellone (intestazione alla { $crosstable }) e come lista degli abbinamenti (intestazione alla { $pairings }). Tenere una sola struttura per foglio o file: spostare l'altra in un foglio o file a parte.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_second-header_crosstable = una seconda riga di intestazione: { $first } e { $second } iniziano entrambe un tabellone; tenerne uno per foglio o file

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_second-header_pairings = una seconda riga di intestazione: { $first } e { $second } iniziano entrambe una lista degli abbinamenti; tenerne una per foglio o file

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $header.
grid_list-no-games = trovato un elenco dei giocatori ({ $header }) ma nessuna partita: atteso un tabellone (colonne dei turni R1, R2, …) o una lista degli abbinamenti (Turno, Bianco, Nero, Risultato)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_two-lists = due elenchi dei giocatori: { $first } e { $second }; tenerne uno

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_list-twice = sono stati dati sia un elenco dei giocatori nella tabella sia un elenco separato; tenerne uno

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name_words, $number_words.
grid_list-no-header = atteso un elenco dei giocatori con una riga di intestazione (nome: { $name_words }; n.: { $number_words })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7), $text.
# same-as-english
grid_column-at = { $cell } { $text }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cells, $role.
grid_column-twice = due colonne lette come { $role }: { $cells }; rinominarne una

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# player rows
# Variables: $found.
grid_rating-expected = atteso un rating (un numero intero come 1850, o vuoto), trovato { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_number-expected = atteso un numero di partenza (un numero intero da 1), trovato { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_name-empty = atteso il nome del giocatore, la cella è vuota

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name (a name (a player, team or tournament)), $why (the reason, another message).
grid_name-bad = nome { $name }: { $why }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_points-expected = attesi i punti del giocatore (ad es. 3, 3.5, 3,5 o 3½), trovato { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $tokens, $total.
grid_points-disagree = i punti { $found } non corrispondono alle partite: { $tokens } danno in totale { $total }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# crosstables
grid_name-column-missing = attesa una colonna del nome

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_round-below-one = i turni si numerano da 1, trovato { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $round (a round number of the tournament), $second.
grid_round-two-columns = il turno { $round } ha due colonne: { $first } e { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# $count (not shown) chooses the plural form.
# Variables: $last, $missing.
grid_rounds-missing =
    { $count ->
        [one] le colonne dei turni arrivano a { $last } ma il turno { $missing } non ha una colonna
        [many] le colonne dei turni arrivano a { $last } ma i turni { $missing } non hanno una colonna
       *[other] le colonne dei turni arrivano a { $last } ma i turni { $missing } non hanno una colonna
    }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $most, $round (a round number of the tournament).
grid_round-over-max = turno { $round }: un torneo ha al massimo { $most } turni

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $planned, $round (a round number of the tournament).
grid_planned-below-columns = il torneo ha { $planned } turni ma la tabella ha una colonna per il turno { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $words.
grid_no-number-column = nessuna colonna del numero di partenza ({ $words }): gli avversari nelle celle dei turni sono numeri di partenza, quindi ogni riga di giocatore ne ha bisogno

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_no-player-rows = un'intestazione di tabellone ma nessuna riga di giocatore sotto

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $number, $second.
grid_number-twice = il numero di partenza { $number } è usato due volte: righe { $first } e { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $numbers, $ranks.
grid_opponents-two-ways = i numeri degli avversari nelle celle dei turni si leggono in due modi: come numeri di partenza (colonna { $numbers }) e come posti in classifica (colonna { $ranks }), e le partite concordano in entrambi i casi. Eliminare la colonna a cui i numeri non si riferiscono, o rinominarne l'intestazione.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $numbers, $ranks.
grid_opponents-neither = i numeri degli avversari sono stati letti come numeri di partenza (colonna { $numbers }); nemmeno letti come posti (colonna { $ranks }) le partite concordano

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $high, $low, $opponent (an opponent's name).
grid_opponent-unknown = { $found } indica il giocatore { $opponent }, che non è nel tabellone (numeri { $low }–{ $high })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $opponent (an opponent's name).
grid_opponent-unknown-none = { $found } indica il giocatore { $opponent }, che non è nel tabellone (nessun numero)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $here, $opponent (an opponent's name), $round (a round number of the tournament),
# $there.
grid_back-ref-empty = { $here } dice che l'avversario del turno { $round } era il giocatore { $opponent }, ma { $there } (giocatore { $opponent }, turno { $round }) è vuota

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $here, $opponent (an opponent's name), $round (a round number of the tournament),
# $there, $there_text.
grid_back-ref-has = { $here } dice che l'avversario del turno { $round } era il giocatore { $opponent }, ma { $there } (giocatore { $opponent }, turno { $round }) contiene { $there_text }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $expected, $here, $here_text, $opponent (an opponent's name), $round (a round number of
# the tournament), $there, $there_text.
grid_sides-differ-expected = la partita del turno { $round } è registrata diversamente sulle due righe: { $here } contiene { $here_text } ma { $there } (giocatore { $opponent }) contiene { $there_text }; lì è atteso { $expected }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $here, $here_text, $opponent (an opponent's name), $round (a round number of the
# tournament), $there, $there_text.
grid_sides-differ = la partita del turno { $round } è registrata diversamente sulle due righe: { $here } contiene { $here_text } ma { $there } (giocatore { $opponent }) contiene { $there_text }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# pairings lists and their player lists
# Variables: $first, $number, $second.
grid_list-number-twice = il numero di partenza { $number } è usato due volte nell'elenco dei giocatori: righe { $first } e { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_list-empty = un'intestazione di elenco dei giocatori ma nessun giocatore sotto

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name (a name (a player, team or tournament)), $rows, $words.
grid_name-twice-no-numbers = due giocatori si chiamano { $name } (righe { $rows }) e l'elenco non ha una colonna del numero di partenza: aggiungerne una ({ $words }) e indicarli per numero negli abbinamenti

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_number-expected-plain = atteso un numero di partenza, trovato { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_number-from-1 = atteso un numero di partenza da 1, trovato { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $number.
grid_number-not-in-list = giocatore sconosciuto: nessun numero di partenza { $number } nell'elenco dei giocatori

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $name (a name (a player, team or tournament)), $number.
grid_name-number-mismatch = { $found } non corrisponde al numero di partenza { $number }, che nell'elenco dei giocatori è { $name }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $numbers.
grid_name-ambiguous = { $found } potrebbe essere il numero di partenza { $numbers }: due giocatori hanno questo nome; scrivere invece il numero di partenza

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_player-unknown = giocatore sconosciuto { $found }: non è nell'elenco dei giocatori

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $close, $found.
grid_player-unknown-close = giocatore sconosciuto { $found }: non è nell'elenco dei giocatori (forse { $close }?)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $number.
grid_number-without-list = numero di partenza { $number }, ma altre righe indicano i giocatori per nome e non c'è un elenco dei giocatori che dica chi è il numero { $number }: scrivere il nome, oppure aggiungere un elenco dei giocatori (N., Nome, …)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_number-columns-twice_white = due colonne del numero di partenza accanto al Bianco: { $first } e { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_number-columns-twice_black = due colonne del numero di partenza accanto al Nero: { $first } e { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_round-expected = atteso un numero di turno (1, R1, Turno 1), trovato { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_no-round = nessun turno per questa partita: atteso un numero di turno nella colonna Turno o una riga come 'Turno 1' sopra le partite

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $who.
grid_same-player-both-sides = lo stesso giocatore da entrambe le parti ({ $who })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $black, $white.
grid_game-or-bye = attesa una partita (Bianco e Nero) o un bye (un giocatore e BYE, H, F, Z o U), trovato Bianco { $white }, Nero { $black }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_bye-points-expected = attesi i punti del bye (1, ½, 0) o una parola di bye (BYE, H, F, Z, U) per un giocatore senza avversario, trovato { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_bye-points-range = un bye vale 1, ½ o 0 punti, trovato { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_byes-two = due bye diversi sulla stessa riga: { $first } e { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $bye, $found, $worth.
grid_bye-points-mismatch = i punti { $found } non corrispondono a un { $bye } (vale { $worth })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_bye-missing = un giocatore senza avversario: atteso BYE, H (bye da mezzo punto), F (bye da un punto), Z (bye da zero punti) o U nella cella dell'altro giocatore o nella cella del risultato

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
grid_player-twice-in-round = { $name } è già nel turno { $round } in { $first }: un giocatore compare una sola volta per turno

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $round (a round number of the tournament), $row (a row number).
grid_row-no-players = la riga { $row } ha il turno { $round } ma nessun giocatore: attesi Bianco, Nero e il risultato (o un giocatore e un bye); eliminare la riga se non contiene una partita

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $board (a board number of a team match), $round (a round number of the tournament),
# $row (a row number).
grid_row-no-players-board = la riga { $row } ha il turno { $round } e la scacchiera { $board } ma nessun giocatore: attesi Bianco, Nero e il risultato (o un giocatore e un bye); eliminare la riga se non contiene una partita

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $expected.
grid_no-result = nessun risultato: atteso { $expected } (solo il turno in corso, l'ultimo con risultati, può avere partite ancora senza risultato)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $planned, $round (a round number of the tournament).
grid_planned-below-row = il torneo ha { $planned } turni ma questa riga è nel turno { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# consistency of the whole event (core/formats/validate.py)
# Variables: $results, $rounds (round numbers).
grid_results-over-rounds = risultati per { $results } turni ma il torneo ne annuncia { $rounds }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $others, $results.
grid_results-uneven = risultati per { $results } turni dove altri giocatori ne hanno { $others }; scrivere -- per un turno in cui il giocatore non era abbinato

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $token.
grid_opponent-not-in-event = { $token } indica il giocatore { $opponent }, che non è nel torneo

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_paired-self = un giocatore non può essere abbinato contro sé stesso

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $other, $round (a round number of the tournament),
# $token.
grid_back-ref-other-has = { $token } dice che l'avversario era il giocatore { $opponent }, ma il giocatore { $opponent } ha { $other } nel turno { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $other, $paired, $round (a round number of the
# tournament), $token.
grid_back-ref-other-paired = { $token } dice che l'avversario era il giocatore { $opponent }, ma il giocatore { $opponent } è abbinato al giocatore { $paired } ({ $other }) nel turno { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $other, $round (a round number of the tournament),
# $token.
grid_results-disagree = { $token } non concorda con { $other } del giocatore { $opponent } per la stessa partita nel turno { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $player (a player's name), $round (a round number of
# the tournament).
grid_same-colour_white = sia il giocatore { $player } sia il giocatore { $opponent } risultano con il Bianco nel turno { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $player (a player's name), $round (a round number of
# the tournament).
grid_same-colour_black = sia il giocatore { $player } sia il giocatore { $opponent } risultano con il Nero nel turno { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $by, $player (a player's name), $round (a round number of the tournament).
grid_paired-twice = il giocatore { $player } è abbinato due volte nel turno { $round } (dai giocatori { $by })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $after, $round (a round number of the tournament), $token.
grid_after-withdrawal = ritirato dopo il turno { $after } ma ha { $token } nel turno { $round }; atteso --

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $later, $round (a round number of the tournament).
grid_round-no-results = il turno { $round } non ha risultati (nessuna partita, bye o assenza) mentre il turno { $later } ne ha

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# $count (not shown) chooses the plural form.
# Variables: $cells, $name (a name (a player, team or tournament)), $other, $rounds (round numbers).
grid_same-player-typo =
    { $count ->
        [one] { $name } compare solo nel turno { $rounds }; intendevi { $other } ({ $cells })? Se sono due giocatori, elencali entrambi in un blocco o foglio Players.
        [many] { $name } compare solo nei turni { $rounds }; intendevi { $other } ({ $cells })? Se sono due giocatori, elencali entrambi in un blocco o foglio Players.
       *[other] { $name } compare solo nei turni { $rounds }; intendevi { $other } ({ $cells })? Se sono due giocatori, elencali entrambi in un blocco o foglio Players.
    }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name (a name (a player, team or tournament)).
grid_listed-no-row = { $name } è nell'elenco dei giocatori ma non ha una riga nel tabellone

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $end, $header, $last, $row (a row number).
grid_row-short = la riga { $row } finisce alla colonna { $last } ma la sua intestazione (riga { $header }) arriva alla colonna { $end }: manca una cella; scrivere ogni cella, anche quelle vuote (un risultato non ancora inserito è un'ultima cella vuota)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $later, $opponent (an opponent's name), $round (a round number of the tournament).
grid_pending-before-results = la partita contro il giocatore { $opponent } nel turno { $round } non ha ancora un risultato, ma il turno { $later } ha già risultati: inseritelo (la classifica conta solo i turni completi, quindi ogni risultato successivo lo aspetta)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7), $first, $name (a name (a player, team or
# tournament)).
grid_near-twin-merged = { $name } letto come { $first } ({ $cell }): i nomi differiscono solo per accenti, maiuscole o spazi; se sono due giocatori, elencateli entrambi in un blocco Players con i loro numeri di partenza

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7).
grid_settings_second-block = un secondo blocco 'Tiebreak settings' (il primo è in { $cell }); tenerne uno solo

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $key.
grid_settings_twice = impostazione { $key } indicata due volte

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $value (a tie-break value (a number)).
grid_settings_target = destinazione { $value }: attese 'columns' o 'standings-tab'

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $langs, $value (a tie-break value (a number)).
grid_settings_language = lingua { $value }: attesa una tra { $langs }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $most, $value (a tie-break value (a number)).
grid_settings_lots-seed = seed del sorteggio { $value }: atteso un numero intero da 0 a { $most }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $value (a tie-break value (a number)).
grid_settings_single-winner = vincitore unico { $value }: atteso sì o no

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $key.
grid_settings_unknown-key = impostazione sconosciuta { $key }: attese Rules, Order, Start date, Target, Language, Lots seed o Single winner

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $names, $value (a tie-break value (a number)).
grid_settings_rules = set di regole { $value }: atteso uno tra { $names }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $value (a tie-break value (a number)).
grid_settings_date = data di inizio { $value }: attesa una data come 2025-09-13 o 13.9.2025
