### Italiano (it): team standings and their checks.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# Team standings (match points, game points) and their checks.
teamstd_error_same-team = indicate due squadre diverse

# Team standings (match points, game points) and their checks.
# Variables: $candidates, $query.
teamstd_error_team-ambiguous = più squadre corrispondono a { $query }: { $candidates }

# Team standings (match points, game points) and their checks.
# Variables: $query.
teamstd_error_team-unknown = nessuna squadra corrisponde a { $query }

# Team standings (match points, game points) and their checks.
# Variables: $left (the part before), $right (the part after).
# same-as-english
teamstd_slash = { $left }/{ $right }

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $detail, $points
# (a number of points).
teamstd_why_de = Entrambe hanno { $points }. { $above } precede { $below } per scontro diretto ({ $code }): { $detail }.

# Team standings (match points, game points) and their checks.
# a team's why names teams, not players (issue 33)
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $points (a number
# of points), $value_above, $value_below.
teamstd_why_value = Entrambe con { $points }, { $above } precede { $below } per { $code }: { $value_above } contro { $value_below }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $earlier, $points
# (a number of points), $value_above, $value_below.
teamstd_why_value-level = Entrambe con { $points } e alla pari anche per { $earlier }, { $above } precede { $below } per { $code }: { $value_above } contro { $value_below }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $points (a number of points), $seed, $value_above, $value_below.
teamstd_why_lots = Entrambe con { $points }, { $above } precede { $below } per sorteggio (LOTS, seed { $seed }): numero { $value_above } contro { $value_below }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $earlier, $points (a number of points), $seed, $value_above,
# $value_below.
teamstd_why_lots-level = Entrambe con { $points } e alla pari anche per { $earlier }, { $above } precede { $below } per sorteggio (LOTS, seed { $seed }): numero { $value_above } contro { $value_below }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $points (a number of points), $value_above, $value_below.
teamstd_why_manual = Entrambe con { $points }, { $above } precede { $below } per decisione dell'arbitro (MANUAL): { $value_above } contro { $value_below }, più basso è meglio.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $earlier, $points (a number of points), $value_above, $value_below.
teamstd_why_manual-level = Entrambe con { $points } e alla pari anche per { $earlier }, { $above } precede { $below } per decisione dell'arbitro (MANUAL): { $value_above } contro { $value_below }, più basso è meglio.

# Team standings (match points, game points) and their checks.
teamstd_column_team = Squadra

# Team standings (match points, game points) and their checks.
# Variables: $how, $order (tie-break codes in order, such as BH-C1, BH), $primary, $rules (a rule
# set's name such as fide-2026 (kept as it is)).
teamstd_rules = Regole: { $rules } ({ $how }); classifica per { $primary }; ordine degli spareggi: { $order }

# Team standings (match points, game points) and their checks.
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $primary, $rules (a rule set's
# name such as fide-2026 (kept as it is)).
teamstd_rules-markdown = Regole `{ $rules }`, classifica per { $primary }, ordine { $order }

# Team standings (match points, game points) and their checks.
# Variables: $count (a number choosing the plural form), $score (a score (points)).
# same-as-english
teamstd_score = { $count } { $score }

# Team standings (match points, game points) and their checks.
# Variables: $gp, $mp.
# same-as-english
teamstd_mp-gp = { $mp } MP, { $gp } GP

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $high, $low, $score (a score (points)).
teamstd_why_score = { $above } precede { $below } per { $score }: { $high } contro { $low }.

# Team standings (match points, game points) and their checks.
# Variables: $score (a score (points)), $steps.
teamstd_step_score = { $score } negli incontri diretti: { $steps }

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group).
teamstd_de_step_level = { $members }: alla pari, non separabili

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group).
# same-as-english
teamstd_de_step_ordered = { $members }

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group).
teamstd_de_step_none-placed = { $members }: nessuno può essere collocato

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group), $placed.
teamstd_de_step_placed = { $members }: posto assegnato a { $placed }

# Team standings (match points, game points) and their checks.
# Variables: $above, $stage.
teamstd_step_boards = scacchiere degli incontri diretti ({ $stage }): prima { $above }

# Team standings (match points, game points) and their checks.
# Variables: $stages.
teamstd_step_boards-level = scacchiere degli incontri diretti ({ $stages }): pari

# Team standings (match points, game points) and their checks.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
teamstd_entry_de_forfeit = { $outcome } contro { $opponent }: nessuna partita giocata, non conta (6.1.1)

# Team standings (match points, game points) and their checks.
# The plain-language sentence for a player (no article numbers).
teamstd_entry_de_forfeit_plain = Un incontro in cui non si è giocata nessuna partita sulla scacchiera non conta.

# Team standings (match points, game points) and their checks.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teamstd_entry_de_counted = { $outcome } contro { $opponent }: { $points } { $score }, conta

# Team standings (match points, game points) and their checks.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $points (a number of points), $score (a score
# (points)).
teamstd_entry_de_counted_plain = Il vostro incontro con { $opponent } conta: { $points } { $score }.

# Team standings (match points, game points) and their checks.
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $outcome
# (an outcome such as win or forfeit win (another message)), $points (a number of points), $score (a
# score (points)), $share.
teamstd_entry_de_averaged = { $outcome } contro { $opponent }: { $points } { $score }, uno di { $count } incontri, conta { $share } (6.1.2)

# Team standings (match points, game points) and their checks.
# The plain-language sentence for a player (no article numbers).
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $score (a
# score (points)), $share.
teamstd_entry_de_averaged_plain = Avete incontrato { $opponent } { $count } volte; ogni incontro conta per la sua parte, { $share } { $score }.

# Team standings (match points, game points) and their checks.
# Variables: $preset (a preset's name (kept as it is)).
teamstd_error_team-preset = il preset { $preset } è per i tornei a squadre

# Team standings (match points, game points) and their checks.
# Variables: $preset (a preset's name (kept as it is)).
teamstd_error_individual-preset = il preset { $preset } è per i tornei individuali; preset a squadre: fide-team-swiss, fide-team-round-robin, olympiad, fide-1998-team

# Team standings (match points, game points) and their checks.
teamstd_error_individual-event = --primary, --match-points e --individual richiedono un torneo a squadre

# Team standings (match points, game points) and their checks.
# Variables: $text.
teamstd_error_match-points = --match-points { $text }: attesi V,P,S o V,P,S,PAB, numeri da 0 a 1000 con al massimo 3 decimali

# Team standings (match points, game points) and their checks.
# Variables: $text.
teamstd_error_primary = --primary { $text }: atteso MP o GP

# Team standings (match points, game points) and their checks.
# Variables: $option.
teamstd_error_option = --{ $option } non è disponibile per la classifica a squadre

# Team standings (match points, game points) and their checks.
teamstd_help_primary = tornei a squadre: classifica per punti squadra (MP) o punti partita (GP)

# Team standings (match points, game points) and their checks.
teamstd_help_match-points = tornei a squadre: punti squadra per incontro vinto, pareggiato, perso e per il bye di squadra

# Team standings (match points, game points) and their checks.
teamstd_help_individual = tornei a squadre: la classifica dei giocatori (punti partita, ordine individuale)

# Team standings (match points, game points) and their checks.
teamstd_error_individual-options = --primary e --match-points stabiliscono la classifica delle squadre; --individual classifica i giocatori secondo i loro punti in scacchiera

# Team standings (match points, game points) and their checks.
# ties left: the primary score (MP or GP) named, not "points"
# Variables: $above, $below, $codes, $rank (a place in the standings), $score (a score (points)).
teamstd_why_shared = { $above } e { $below } non sono separabili né per { $score } né per { $codes }: sono ex aequo al { $rank }° posto.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $rank (a place in the standings), $score (a score (points)).
teamstd_why_shared-no-order = { $above } e { $below } non sono separabili né per { $score } né per alcuno spareggio: sono ex aequo al { $rank }° posto.

# Team standings (match points, game points) and their checks.
# Variables: $codes, $players, $rank (a place in the standings), $score (a score (points)).
teamstd_warning_unbroken-tie = { $players } non sono separabili né per { $score } né per { $codes }: sono ex aequo al { $rank }° posto

# Team standings (match points, game points) and their checks.
# Variables: $players, $rank (a place in the standings), $score (a score (points)).
teamstd_warning_unbroken-tie-no-order = { $players } non sono separabili per { $score } e non c'è alcuno spareggio: sono ex aequo al { $rank }° posto

# Team standings (match points, game points) and their checks.
# check on a team event in progress: no --live for team standings
# Variables: $after, $count (a number choosing the plural form), $file (a file's name), $games,
# $round (a round number of the tournament).
teamstd_check_pending =
    { $count ->
        [one] { $file }: turno { $round } in corso: { $count } partita su { $games } senza risultato (informazione, non errore); la classifica conta i turni da 1 a { $after }
        [many] { $file }: turno { $round } in corso: { $count } partite su { $games } senza risultato (informazione, non errore); la classifica conta i turni da 1 a { $after }
       *[other] { $file }: turno { $round } in corso: { $count } partite su { $games } senza risultato (informazione, non errore); la classifica conta i turni da 1 a { $after }
    }
