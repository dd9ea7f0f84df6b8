### Italiano (it): the lichess rule set's explanations.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## The rule set (rules.md 4.10)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_how_imported = predefinite per i tornei importati da lichess

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_tb_LPR = performance lichess (LPR)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# same-as-english
lichess_cite_lichess = lichess

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_cite_lichess-virtual = avversario virtuale lichess (FIDE C.02)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $game, $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_forfeit = { $outcome }, contato da lichess come partita: { $game }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_forfeit_plain = lichess conta il tuo risultato in questo turno, { $outcome }, come una partita contro l'avversario abbinato, con il suo punteggio finale.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $before, $count (a number choosing the plural form), $draw, $loss, $outcome (an outcome
# such as win or forfeit win (another message)), $value (a tie-break value (a number)).
lichess_entry_virtual =
    { $count ->
        [one] { $outcome }: lichess conta un avversario virtuale che inizia il turno con il tuo punteggio { $before }, perde contro di te ({ $loss }) e pareggia { $count } turno successivo ({ $draw } × { $count }) = { $value }
        [many] { $outcome }: lichess conta un avversario virtuale che inizia il turno con il tuo punteggio { $before }, perde contro di te ({ $loss }) e pareggia { $count } turni successivi ({ $draw } × { $count }) = { $value }
       *[other] { $outcome }: lichess conta un avversario virtuale che inizia il turno con il tuo punteggio { $before }, perde contro di te ({ $loss }) e pareggia { $count } turni successivi ({ $draw } × { $count }) = { $value }
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $before, $outcome (an outcome such as win or forfeit win (another message)), $value (a
# tie-break value (a number)).
lichess_entry_virtual_plain = lichess conta il tuo risultato in questo turno, { $outcome }, come una vittoria contro un avversario immaginario che prima di questo turno aveva il tuo punteggio ({ $before }) e ha pareggiato ogni turno successivo: { $value }.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points).
lichess_entry_late = { $outcome } (lichess: iscrizione tardiva, { $points } per il turno 1): non aggiunge nulla secondo lichess

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $points (a number of points).
lichess_entry_late_plain = L'iscrizione è avvenuta dopo l'inizio del turno 1: lichess assegna { $points } per quel turno, ma ciò non aggiunge nulla allo spareggio tecnico.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_nothing = { $outcome }: nessun avversario, non aggiunge nulla secondo lichess

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_nothing_plain = Il tuo risultato in questo turno, { $outcome }, non aggiunge nulla allo spareggio tecnico di lichess.

## LPR, lichess's performance

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rating, $step, $value (a tie-break value (a number)).
lichess_lpr_win = { $outcome } contro { $opponent }: rating { $rating } + { $step } = { $value }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rating, $value (a tie-break value (a number)).
lichess_lpr_draw = { $outcome } contro { $opponent }: rating { $rating } + 0 = { $value }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rating, $step, $value (a tie-break value (a number)).
lichess_lpr_loss = { $outcome } contro { $opponent }: rating { $rating } − { $step } = { $value }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_lpr_unpaired = { $outcome }: nessun abbinamento, escluso

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
lichess_lpr_unrated = { $outcome } contro { $opponent }: senza rating, escluso

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_lpr_none = nessun abbinamento: nessun valore (lichess ordina un tale giocatore secondo il suo rating)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $count (a number choosing the plural form), $exact, $total, $value (a tie-break value
# (a number)).
lichess_lpr_summary = LPR = { $total } / { $count } = { $exact }, troncato a { $value }

## What lichess shows, beside another rule set

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $player (a player's name), $value
# (a tie-break value (a number)).
lichess_compare_shows = lichess mostra { $code } { $value } per { $player }: ecco il calcolo.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $player (a player's name), $value
# (a tie-break value (a number)).
lichess_compare_would-show = lichess mostrerebbe { $code } { $value } per { $player }: ecco il calcolo.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $how, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
lichess_compare_would-be =
    { $count ->
        [one] Secondo { $rules } ({ $how }) { $code } sarebbe { $value }, perché { $count } turno conta diversamente:
        [many] Secondo { $rules } ({ $how }) { $code } sarebbe { $value }, perché { $count } turni contano diversamente:
       *[other] Secondo { $rules } ({ $how }) { $code } sarebbe { $value }, perché { $count } turni contano diversamente:
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $how, $rules (a rule set's name
# such as fide-2026 (kept as it is)), $value (a tie-break value (a number)).
lichess_compare_same = Secondo { $rules } ({ $how }) anche { $code } vale { $value }.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $lichess, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
lichess_compare_instead =
    { $count ->
        [one] lichess mostra { $code } { $lichess } invece di { $value } secondo { $rules }, perché { $count } turno conta diversamente:
        [many] lichess mostra { $code } { $lichess } invece di { $value } secondo { $rules }, perché { $count } turni contano diversamente:
       *[other] lichess mostra { $code } { $lichess } invece di { $value } secondo { $rules }, perché { $count } turni contano diversamente:
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $lichess, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
lichess_compare_would-instead =
    { $count ->
        [one] lichess mostrerebbe { $code } { $lichess } invece di { $value } secondo { $rules }, perché { $count } turno conta diversamente:
        [many] lichess mostrerebbe { $code } { $lichess } invece di { $value } secondo { $rules }, perché { $count } turni contano diversamente:
       *[other] lichess mostrerebbe { $code } { $lichess } invece di { $value } secondo { $rules }, perché { $count } turni contano diversamente:
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $lichess.
lichess_compare_instead-same = lichess dà lo stesso { $code }, { $lichess }.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $kind, $lichess, $lichess_note, $other, $other_note, $round (a round number of the
# tournament), $rules (a rule set's name such as fide-2026 (kept as it is)).
lichess_compare_round = turno { $round } ({ $kind }): lichess { $lichess } — { $lichess_note }; { $rules } { $other } — { $other_note }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $kind, $opponent (an opponent's name).
lichess_compare_against = { $kind } contro { $opponent }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# $count (not shown) chooses the plural form.
# Variables: $rounds (round numbers), $value (a tie-break value (a number)).
lichess_compare_older =
    { $count ->
        [one] Questo torneo è iniziato prima che lichess contasse un avversario virtuale per il bye (autunno 2023): se lichess non lo ha ricalcolato da allora, mostra { $value }, senza il bye del turno { $rounds }.
        [many] Questo torneo è iniziato prima che lichess contasse un avversario virtuale per il bye (autunno 2023): se lichess non lo ha ricalcolato da allora, mostra { $value }, senza i bye dei turni { $rounds }.
       *[other] Questo torneo è iniziato prima che lichess contasse un avversario virtuale per il bye (autunno 2023): se lichess non lo ha ricalcolato da allora, mostra { $value }, senza i bye dei turni { $rounds }.
    }
