### Italiano (it): tiebreak whatif: what a player needs in the rounds left.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id, $name (a name (a player, team or
# tournament)), $round (a round number of the tournament).
whatif_title = E se: { $name } ({ $id }) in scacchiera { $board } al turno { $round }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $absent, $count (a number choosing the plural form).
whatif_games =
    { $count ->
        [one] { $count } partita abbinata; giocatori senza partita: { $absent }
        [many] { $count } partite abbinate; giocatori senza partita: { $absent }
       *[other] { $count } partite abbinate; giocatori senza partita: { $absent }
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
whatif_rules = Regolamento { $rules }; ordine dei criteri di spareggio { $order }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form).
whatif_exact =
    { $count ->
        [one] Esatto: { $count } combinazione degli altri risultati, ognuna classificata
        [many] Esatto: { $count } combinazioni degli altri risultati, ognuna classificata
       *[other] Esatto: { $count } combinazioni degli altri risultati, ognuna classificata
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form).
whatif_bounded =
    { $count ->
        [one] Ricerca limitata: 3^{ $count } combinazione degli altri risultati è troppo; i limiti per soli punti sono dimostrati, il resto sono stime dagli scenari trovati
        [many] Ricerca limitata: 3^{ $count } combinazioni degli altri risultati sono troppe; i limiti per soli punti sono dimostrati, il resto sono stime dagli scenari trovati
       *[other] Ricerca limitata: 3^{ $count } combinazioni degli altri risultati sono troppe; i limiti per soli punti sono dimostrati, il resto sono stime dagli scenari trovati
    }

# tiebreak whatif: what a player needs in the rounds left.
whatif_result_win = Una vittoria

# A drawn game (neither side won), at the start of a sentence.
whatif_result_draw = Una patta

# tiebreak whatif: what a player needs in the rounds left.
whatif_result_loss = Una sconfitta

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $points (a number of points), $range, $result.
# same-as-english
whatif_outlook = { $result } ({ $points }): { $range }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $best, $worst.
whatif_range = dal { $best }° al { $worst }° posto

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $rank (a place in the standings).
whatif_range_one = { $rank }° posto

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $rank (a place in the standings), $reason, $status, $when.
whatif_best = posto migliore { $rank }° ({ $status }) { $when }: { $reason }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $rank (a place in the standings), $reason, $status, $when.
whatif_worst = posto peggiore { $rank }° ({ $status }) { $when }: { $reason }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $proven, $seconds (a number of seconds).
whatif_stopped = Ricerca interrotta dopo { $seconds } s: { $proven } dei 6 estremi degli intervalli sono dimostrati (segnati dimostrato), gli altri sono stime dagli scenari trovati

# tiebreak whatif: what a player needs in the rounds left.
whatif_proven = dimostrato

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $bound.
whatif_estimate_best = stima; per soli punti non meglio del { $bound }°

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $bound.
whatif_estimate_worst = stima; per soli punti non peggio del { $bound }°

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $conditions, $share.
whatif_when = solo se { $conditions } ({ $share })

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form), $of.
whatif_share =
    { $count ->
        [one] in { $count } combinazione su { $of }
        [many] in { $count } combinazioni su { $of }
       *[other] in { $count } combinazioni su { $of }
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $conditions.
whatif_example = per esempio se { $conditions }

# tiebreak whatif: what a player needs in the rounds left.
whatif_any = qualunque siano gli altri risultati

# tiebreak whatif: what a player needs in the rounds left.
whatif_found = nello scenario trovato

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $black, $board (a board number of a team match), $results, $white.
whatif_condition = la scacchiera { $board } ({ $white }–{ $black }) finisce { $results }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $points (a number of points).
whatif_by-points = decidono i punti ({ $points })

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id.
whatif_error_unknown = abbinamenti, scacchiera { $board }: non esiste il giocatore { $id }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id.
whatif_error_twice = abbinamenti, scacchiera { $board }: il giocatore { $id } è abbinato due volte

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id.
whatif_error_self = abbinamenti, scacchiera { $board }: il giocatore { $id } è abbinato contro sé stesso

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $id.
whatif_error_unpaired = il giocatore { $id } non ha una partita negli abbinamenti dati

# tiebreak whatif: what a player needs in the rounds left.
whatif_error_no-pairings = occorre indicare gli abbinamenti del turno successivo: --pairings 12-7,3-5 o --pairings-file PAIRS.csv

# tiebreak whatif: what a player needs in the rounds left.
whatif_error_both-pairings = gli abbinamenti vanno indicati una volta sola: --pairings o --pairings-file, non entrambi

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $text, $where.
whatif_error_pairing = { $where }: atteso un abbinamento di numeri di partenza bianco-nero come 12-7, trovato { $text }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $index.
whatif_where_option = --pairings, abbinamento { $index }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $line (a line number), $path (a file's path).
whatif_where_file = { $path }, riga { $line }

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_command = dove può finire un giocatore dopo il turno successivo, con una vittoria, una patta o una sconfitta

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_player = il giocatore: numero di partenza o nome

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_pairings = gli abbinamenti del turno successivo, numeri di partenza bianco-nero separati da virgole (12-7,3-5); un giocatore non elencato non gioca

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_pairings-file = gli abbinamenti in un file: una coppia di numeri di partenza bianco,nero (o bianco-nero) per riga

## Whatif

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_round = il turno su cui chiedere (predefinito: il turno in corso, con le partite in attesa come abbinamenti, altrimenti il successivo); un turno precedente com'era prima di esso

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form), $round (a round number of the tournament).
whatif_finished =
    { $count ->
        [one] { $count } partita del turno { $round } è già decisa e conta come registrata
        [many] { $count } partite del turno { $round } sono già decise e contano come registrate
       *[other] { $count } partite del turno { $round } sono già decise e contano come registrate
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $next.
whatif_error_nothing-pending = nessuna partita è in attesa (nessun turno in corso): occorre indicare gli abbinamenti del turno { $next }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $how.
whatif_error_no-round = nessuna partita è in attesa (nessun turno in corso); { $how }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $round (a round number of the tournament).
whatif_error_in-progress = il turno { $round } è in corso: gli abbinamenti sono le sue partite in attesa; non indicare abbinamenti

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $round (a round number of the tournament), $rounds (round numbers).
whatif_error_beyond = il torneo ha { $rounds } turni, tutti giocati: gli abbinamenti del turno { $round } non ne fanno parte

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $next, $round (a round number of the tournament).
whatif_error_pairings-round = gli abbinamenti indicati sono del turno { $next }, il successivo, non del turno { $round }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $last, $round (a round number of the tournament).
whatif_error_round = non c'è un turno { $round } su cui chiedere: il torneo ha i turni da 1 a { $last } e il successivo con i suoi abbinamenti

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $pending, $round (a round number of the tournament).
whatif_error_after-pending = il turno { $round } viene dopo il turno { $pending }, ancora in corso

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $id, $name (a name (a player, team or tournament)), $outcome (an outcome such as win or
# forfeit win (another message)), $round (a round number of the tournament).
whatif_error_no-game-outcome = { $name } ({ $id }) non ha nessuna partita da decidere nel turno { $round } (registrato: { $outcome })

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $id, $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
whatif_error_no-game = { $name } ({ $id }) non ha più partite da giocare nel turno { $round }: il risultato è già registrato

# tiebreak whatif on a team event: the head line naming the team and its match (of several
# boards) in the round asked about.
# Variables: $id, $name (the team), $round (a round number).
whatif_team-title = E se: { $name } ({ $id }), il suo incontro del turno { $round }

# tiebreak whatif on a team event: how many boards of the round are still being played.
# Variables: $absent (players without a game), $count (boards pending), $round (a round number).
whatif_team-games = Scacchiere del turno { $round } ancora in corso: { $count }; giocatori senza partita: { $absent }

# tiebreak whatif on a team event: every result of the pending boards (the team's own among
# them) was ranked.
# Variables: $count (the number of combinations).
whatif_team-exact = Esatto: ogni combinazione dei risultati in sospeso classificata ({ $count })

# tiebreak whatif on a team event: the pending boards have too many results to rank them all;
# a team's rank has no bound by match points alone (game points decide too).
# Variables: $count (the exponent: boards pending).
whatif_team-bounded = Ricerca limitata: troppe combinazioni dei risultati in sospeso per classificarle tutte (3^{ $count }); le posizioni sono stime dagli scenari trovati

# tiebreak whatif: an end of a range found by a stopped search, with no bound by points
# alone (a team's match).
whatif_estimate = stima
