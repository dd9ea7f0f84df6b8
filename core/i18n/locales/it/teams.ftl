### Italiano (it): team events: team tie-breaks and their explanations.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# Team events (a match of several boards between two teams).
teams_error_not-a-team-event = non è una gara a squadre: servono team-swiss o team-round-robin con squadre e numero di scacchiere

# Team events (a match of several boards between two teams).
# Variables: $player (a player's name), $team (a team's name).
teams_error_member = squadra { $team }: il giocatore { $player } è anche in un'altra squadra o non partecipa al torneo

# Team events (a match of several boards between two teams).
# Variables: $boards, $found, $team (a team's name).
teams_error_lineup = la squadra { $team } schiera { $found } giocatori, attesi { $boards } o nessuno

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $team (a team's
# name).
teams_error_board-kind = la squadra { $team } ha una scacchiera che non è una partita né un forfait ({ $outcome }); il bye di squadra va su tutte le scacchiere

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $team (a team's name).
teams_error_opponent = la squadra { $team } incontra il giocatore { $opponent }, che non è in un'altra squadra

# Team events (a match of several boards between two teams).
# Variables: $board (a board number of a team match), $opponent (an opponent's name), $team (a
# team's name).
teams_error_board = la scacchiera { $board } della squadra { $team } incontra il giocatore { $opponent }, che non è la scacchiera { $board } della squadra avversaria

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name).
teams_error_mirror = il risultato non corrisponde a quello del giocatore { $opponent } in quel turno

# Team events (a match of several boards between two teams).
teams_kind_played = incontro giocato

# Team events (a match of several boards between two teams).
teams_kind_forfeit-win = incontro vinto a forfait

# Team events (a match of several boards between two teams).
teams_kind_forfeit-loss = incontro perso a forfait

# Team events (a match of several boards between two teams).
teams_kind_pab = bye di squadra assegnato dall'abbinamento

# Team events (a match of several boards between two teams).
teams_kind_absent = squadra non abbinata

## The names of the team codes (rules.md 9.5)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_MPVGP = Punteggio secondario

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EMMSB = Sonneborn-Berger esteso (MP × MP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EMGSB = Sonneborn-Berger esteso (MP × GP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EGMSB = Sonneborn-Berger esteso (GP × MP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EGGSB = Sonneborn-Berger esteso (GP × GP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_SSSC = Punteggio secondario con Buchholz scalato

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_BC = Somma per scacchiera

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_TBR = Risultati dalla prima scacchiera

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_BBE = Eliminazione delle ultime scacchiere

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDE = Scontro diretto esteso

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDET = Scontro diretto esteso, poi risultati dalla prima scacchiera

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDEB = Scontro diretto esteso, poi eliminazione delle ultime scacchiere

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDEBT = Scontro diretto esteso, somma per scacchiera, poi risultati dalla prima scacchiera

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDEBB = Scontro diretto esteso, somma per scacchiera, poi eliminazione delle ultime scacchiere

# The name of a team tie-break (glossary.md 1), shown in headers.
# Variables: $name (a name (a player, team or tournament)).
teams_tb_on_mp = { $name } (punti squadra)

# The name of a team tie-break (glossary.md 1), shown in headers.
# Variables: $name (a name (a player, team or tournament)).
teams_tb_on_gp = { $name } (punti partita)

# The name of a team tie-break (glossary.md 1), shown in headers.
# Variables: $factor, $name (a name (a player, team or tournament)).
teams_tb_factor = { $name } (fattore { $factor })

# Match points (a team's points for matches won and drawn), abbreviated.
# same-as-english
teams_score_mp = MP

# Game points (the points of all the team's games), abbreviated.
# same-as-english
teams_score_gp = GP

# Team events (a match of several boards between two teams).
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $raw (a
# score before the rule adjusts it), $score (a score (points)).
teams_entry_match = { $opponent }: { $raw } { $score }, conta { $count }

# Team events (a match of several boards between two teams).
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $rounds
# (round numbers), $score (a score (points)), $seen (the value the rule counts).
teams_entry_match-adjusted =
    { $count ->
        [one] { $opponent } ha { $raw } { $score }, conta { $seen }: il turno { $rounds } conta come incontro patto (16.3.2)
        [many] { $opponent } ha { $raw } { $score }, conta { $seen }: i turni { $rounds } contano come incontri patti (16.3.2)
       *[other] { $opponent } ha { $raw } { $score }, conta { $seen }: i turni { $rounds } contano come incontri patti (16.3.2)
    }

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own, $score (a
# score (points)).
teams_entry_own = { $outcome }: propri { $own } { $score }

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)).
teams_entry_own-against = { $outcome } contro { $opponent }: propri { $own } { $score }

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-opponent = { $outcome } contro { $opponent }: propri { $own } { $score }, limitati ai { $value } dell'avversario (16.4.1)

# Team events (a match of several boards between two teams).
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-rounds = { $outcome }: propri { $own } { $score }, limitati a { $draw } × { $rounds } = { $value } (16.4.2)

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_rr-forfeit = { $outcome } contro { $opponent } (girone all'italiana): { $value } { $score } dell'avversario

# Team events (a match of several boards between two teams).
teams_entry_rr-free = turno di riposo del girone: non aggiunge nulla

# Team events (a match of several boards between two teams).
teams_mod_fore-assumed = incontro dell'ultimo turno considerato patto (8.3)

# Team events (a match of several boards between two teams).
# Variables: $amount, $factor, $score (a score (points)).
teams_mod_esb-factor = × propri { $factor } { $score } = { $amount }

# Team events (a match of several boards between two teams).
# Variables: $bh, $buchholz, $code (a tie-break code such as BH (kept as it is)), $exact, $factor,
# $score (a score (points)), $secondary, $value (a tie-break value (a number)).
teams_summary_sssc = { $code } = { $secondary } { $score } + { $bh } { $buchholz } / { $factor } = { $exact }, arrotondato a { $value }

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points), $score (a score (points)).
# same-as-english
teams_entry_points = { $outcome }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points), $score (a score (points)).
teams_entry_win = { $outcome }: { $points } { $score }, incontro vinto

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points), $score (a score (points)).
teams_entry_no-win = { $outcome }: { $points } { $score }, non è una vittoria

# Team events (a match of several boards between two teams).
# Variables: $amount, $board (a board number of a team match), $points (a number of points), $score
# (a score (points)).
teams_entry_board-count = scacchiera { $board }: { $points } { $score } × { $board } = { $amount }

# Team events (a match of several boards between two teams).
# Variables: $board (a board number of a team match), $points (a number of points), $score (a score
# (points)).
teams_entry_board = scacchiera { $board }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $last, $points (a number of points), $score (a score (points)).
teams_entry_boards-down-to = scacchiere da 1 a { $last }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $code (a tie-break code such as BH (kept as it is)), $value (a tie-break value (a
# number)).
teams_summary_lower-first = { $code } = { $value } (più basso è meglio)

# Team events (a match of several boards between two teams).
# Variables: $code (a tie-break code such as BH (kept as it is)), $key.
teams_summary_board-key = { $code } = { $key }: si confronta numero per numero, decide la prima differenza

# Team events (a match of several boards between two teams).
# the no-tie line, the FB and VUR notes, and the plain sentences of team items
# Variables: $score (a score (points)).
teams_ties_none = Nessuna coppia di squadre ha finito a pari { $score }: non è servito alcuno spareggio.

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name).
teams_mod_fore-moved = incontro dell'ultimo turno di { $opponent } considerato patto (8.3)

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name).
teams_mod_fore-moved_plain = Per questo spareggio l'incontro dell'ultimo turno di { $opponent } conta come patta, quindi il suo punteggio cambia.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
teams_mod_fore-assumed_plain = Per questo spareggio l'incontro dell'ultimo turno della tua squadra conta come patta.

# Team events (a match of several boards between two teams).
teams_mod_cut_vur = scartato per primo: turno volontariamente non giocato, VUR (16.5)

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
teams_mod_cut_vur_plain = Viene scartato per primo, perché la tua squadra non ha giocato quell'incontro (un'assenza o un incontro perso a forfait).

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $score (a
# score (points)).
teams_entry_match_plain = { $opponent } ha ottenuto { $raw } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $score (a
# score (points)), $seen (the value the rule counts).
teams_entry_match-adjusted_plain = { $opponent } ha ottenuto { $raw } { $score } ma conta { $seen }: un turno saltato, dopo il quale la squadra non ha più giocato incontri, conta come incontro patto.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own, $score (a
# score (points)).
teams_entry_own_plain = Questo turno ({ $outcome }) conta come un incontro contro una squadra con il punteggio della tua squadra, { $own } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)).
teams_entry_own-against_plain = Questo turno ({ $outcome } contro { $opponent }) conta come un incontro contro una squadra con il punteggio della tua squadra, { $own } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-opponent_plain = Questo turno ({ $outcome } contro { $opponent }) conta come un incontro contro una squadra con il punteggio della tua squadra, { $own } { $score }, ma non più del punteggio di { $opponent }, { $value } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-rounds_plain = Questo turno ({ $outcome }) conta come un incontro contro una squadra con il punteggio della tua squadra, { $own } { $score }, ma non più di un incontro patto in ogni turno: { $draw } × { $rounds } = { $value } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
teams_entry_rr-forfeit_plain = In un girone all'italiana questo turno ({ $outcome }) conta comunque come incontro contro { $opponent }.

# Team events (a match of several boards between two teams).
# Variables: $code (a tie-break code such as BH (kept as it is)).
teams_summary_de_not-reached = { $code } non applicato: quando si è arrivati a questo criterio, nessun'altra squadra era ancora a pari con questa

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teams_entry_points-against = { $outcome } contro { $opponent }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teams_entry_win-against = { $outcome } contro { $opponent }: { $points } { $score }, incontro vinto

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teams_entry_no-win-against = { $outcome } contro { $opponent }: { $points } { $score }, non è una vittoria
