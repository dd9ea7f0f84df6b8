### Italiano (it): the engine's words: tie-break names, explanations, summaries, warnings, the command line.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## Words used inside other messages

# Points a player scored (a score such as 1½ or 2,5); $count may be a decimal: give the plural form
# for decimals ([many] in Czech, [few] in Romanian).
# Variables: $count (a number choosing the plural form).
points =
    { $count ->
        [one] { $count } punto
        [many] { $count } punti
       *[other] { $count } punti
    }

# Two items of a list joined; $left and $right are the items.
# Variables: $left (the part before), $right (the part after).
# same-as-english
join_semicolon = { $left }; { $right }

# The outcome of one game or round for a player, used inside other sentences.
outcome_win = vittoria

# A drawn game (neither side won), not drawing lots or a picture.
outcome_draw = patta

# The outcome of one game or round for a player, used inside other sentences.
outcome_loss = sconfitta

# The outcome of one game or round for a player, used inside other sentences.
outcome_forfeit-win = vittoria a forfait

# The outcome of one game or round for a player, used inside other sentences.
outcome_forfeit-loss = sconfitta a forfait

# The pairing-allocated bye: the player had no opponent in a round and got points.
outcome_pab = bye assegnato dall'abbinamento (PAB)

# The outcome of one game or round for a player, used inside other sentences.
outcome_full-bye = bye da un punto

# The outcome of one game or round for a player, used inside other sentences.
outcome_half-bye = bye da mezzo punto (half-bye)

# The outcome of one game or round for a player, used inside other sentences.
outcome_zero-bye = bye da zero punti (zero-bye)

# The outcome of one game or round for a player, used inside other sentences.
outcome_absent = turno senza abbinamento

# A kind of game or bye, used inside other sentences.
kind_played = partita giocata

# A kind of game or bye, used inside other sentences.
kind_forfeit-win = vittoria a forfait

# A kind of game or bye, used inside other sentences.
kind_forfeit-loss = sconfitta a forfait

# A kind of game or bye, used inside other sentences.
kind_pab = bye assegnato dall'abbinamento (PAB)

# A kind of game or bye, used inside other sentences.
kind_full-bye = bye da un punto

# A kind of game or bye, used inside other sentences.
kind_half-bye = bye da mezzo punto (half-bye)

# A kind of game or bye, used inside other sentences.
kind_zero-bye = bye da zero punti (zero-bye)

# The player was not paired in the round (absent), no points.
kind_absent = turno senza abbinamento

## Tie-break names (glossary.md 1)

# Buchholz: a tie-break named after a person; most languages keep the name.
# same-as-english
tb_BH = Buchholz

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# same-as-english
tb_FB = Fore Buchholz

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_AOB = Media dei Buchholz degli avversari

# Sonneborn-Berger: a tie-break named after two people; usually kept.
# same-as-english
tb_SB = Sonneborn-Berger

# Koya: a tie-break named after a person; usually kept.
tb_KS = Sistema Koya

# Progressive score: the sum of the running score after each round.
tb_PS = Somma dei punteggi progressivi (Cumulative)

# Direct encounter: the games between the tied players themselves.
tb_DE = Scontro diretto

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_WIN = Numero di vittorie

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_WON = Numero di partite vinte alla scacchiera

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_BPG = Numero di incontri disputati con il Nero

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_BWG = Numero di vittorie con il Nero (BWG)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_REP = Turni giocati per scelta

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_STD = Punti standard

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_TPN = Numero di partenza

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_ARO = Media Elo degli avversari (ARO)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_TPR = Performance rating del torneo

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_PTP = Performance perfetta del torneo

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_APRO = Media delle performance rating degli avversari

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_APPO = Media delle performance perfette degli avversari

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# same-as-english
tb_RTNG = Rating

# Median Buchholz: "median" of the statistics sense, the highest and lowest dropped.
tb_MM = Mediano modificato

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# same-as-english
tb_SOLKOFF = Solkoff

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_CUM = Cumulativo (US Chess)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_COO = Cumulativo degli avversari

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# same-as-english
tb_KASHDAN = Kashdan

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_SBH = Somma dei Buchholz degli avversari

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_RBH = Punti per Buchholz

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_RANKRES = Risultati contro gli avversari in ordine di classifica

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $code (a tie-break code such as BH (kept as it is)), $name (a name (a player, team or
# tournament)).
# same-as-english
tb_named = { $name } ({ $code })

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $count (a number choosing the plural form), $name (a name (a player, team or
# tournament)).
tb_cut = { $name } Cut { $count }

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $count (a number choosing the plural form), $name (a name (a player, team or
# tournament)).
tb_median = { $name } Mediano { $count }

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $limit (a limit (a number)), $name (a name (a player, team or tournament)).
tb_limit = { $name } (limite { $limit })

## Citations that are names rather than article numbers

# How a rule is cited in an explanation (a rulebook or article).
# Variables: $articles.
# same-as-english
cite_fide = FIDE C.07 { $articles }

# How a rule is cited in an explanation (a rulebook or article).
# Variables: $articles.
# same-as-english
cite_us-chess = US Chess { $articles }

# How a rule is cited in an explanation (a rulebook or article).
# Variables: $articles.
cite_cas = regola ČAS { $articles }

# How a rule is cited in an explanation (a rulebook or article).
# Variables: $articles.
cite_italian = criterio italiano { $articles }

# How a rule is cited in an explanation (a rulebook or article).
cite_fide-2009 = avversario virtuale FIDE 2009

# How a rule is cited in an explanation (a rulebook or article).
cite_pab-no-sb = variante pab-no-sb

# How a rule is cited in an explanation (a rulebook or article).
cite_sum-of-buchholz = somma dei Buchholz

# How a rule is cited in an explanation (a rulebook or article).
# same-as-english
cite_naive = naive (Buchholz 97)

# How a rule is cited in an explanation (a rulebook or article).
# same-as-english
cite_played-only = played-only

## How the rule set was chosen

# How the rule set applied was chosen, one line of the output.
# Variables: $date (a date, 2026-09-05).
rules_how_by-date = in base alla data di inizio { $date }

# How the rule set applied was chosen, one line of the output.
rules_how_no-date = nessuna data di inizio, quindi l'edizione corrente

# How the rule set applied was chosen, one line of the output.
rules_how_given = indicate esplicitamente

# How the rule set applied was chosen, one line of the output.
# Variables: $preset (a preset's name (kept as it is)).
rules_how_preset = scelte dal preset { $preset }

## Explanation items: the arbiter's detail, then the plain sentence

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it).
entry_game =
    { $count ->
        [one] { $opponent }: { $raw } punto
        [many] { $opponent }: { $raw } punti
       *[other] { $opponent }: { $raw } punti
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it).
entry_game_plain =
    { $count ->
        [one] { $opponent } ha totalizzato { $raw } punto.
        [many] { $opponent } ha totalizzato { $raw } punti.
       *[other] { $opponent } ha totalizzato { $raw } punti.
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $rounds
# (round numbers), $seen (the value the rule counts), $why (the reason, another message).
entry_game-adjusted =
    { $count ->
        [one] { $opponent } ha totalizzato { $raw }, conta { $seen } (turno { $rounds } contato diversamente, { $why })
        [many] { $opponent } ha totalizzato { $raw }, conta { $seen } (turni { $rounds } contati diversamente, { $why })
       *[other] { $opponent } ha totalizzato { $raw }, conta { $seen } (turni { $rounds } contati diversamente, { $why })
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $rounds
# (round numbers), $seen (the value the rule counts).
entry_game-adjusted_plain =
    { $count ->
        [one] { $opponent } ha totalizzato { $raw } ma conta come { $seen }: il turno { $rounds } di { $opponent } non è stato giocato e conta diversamente.
        [many] { $opponent } ha totalizzato { $raw } ma conta come { $seen }: i turni { $rounds } di { $opponent } non sono stati giocati e contano diversamente.
       *[other] { $opponent } ha totalizzato { $raw } ma conta come { $seen }: i turni { $rounds } di { $opponent } non sono stati giocati e contano diversamente.
    }

# Why one player is ranked above another (a sentence of the answer).
# same-as-english
why_fide-16_3_2 = 16.3.2

# Why one player is ranked above another (a sentence of the answer).
why_unplayed-draws = i turni non giocati contano come patte

# Why one player is ranked above another (a sentence of the answer).
why_uscf-34e = i turni non giocati contano ½, 34E

# Why one player is ranked above another (a sentence of the answer).
why_cas-unpaired = i turni senza abbinamento contano ½

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $value (a tie-break value (a number)).
entry_rr-forfeit = { $outcome } in un girone all'italiana conta come partita contro { $opponent }: { $value } (15.2)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
entry_rr-forfeit_plain = In un girone all'italiana il tuo risultato, { $outcome }, conta comunque come partita contro { $opponent }.

# One line of a tie-break's explanation: how one round or opponent counts.
entry_rr-free = turno libero del girone all'italiana: non aggiunge nulla (15.2)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_rr-free_plain = Il turno in cui il girone all'italiana non prevedeva un avversario per te non aggiunge nulla.

# One line of a tie-break's explanation: how one round or opponent counts.
entry_rr-free-noarticle = turno libero del girone all'italiana: non aggiunge nulla

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_rr-free-noarticle_plain = Il turno in cui il girone all'italiana non prevedeva un avversario per te non aggiunge nulla.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own.
entry_dummy = { $outcome }: avversario fittizio (dummy) con il tuo stesso punteggio { $own } (16.4)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own.
entry_dummy_plain = Il tuo risultato in questo turno, { $outcome }, conta come una partita contro un avversario con il tuo stesso punteggio, { $own }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own.
entry_dummy-against = { $outcome } contro { $opponent }: avversario fittizio (dummy) con il tuo stesso punteggio { $own } (16.4)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own.
entry_dummy-against_plain = Il tuo risultato contro { $opponent }, { $outcome }, conta come una partita contro un avversario con il tuo stesso punteggio, { $own }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $value (a tie-break value (a number)).
entry_dummy-cap-opponent = { $outcome } contro { $opponent }: avversario fittizio (dummy) con il tuo stesso punteggio { $own }, limitato al punteggio rettificato di { $opponent }, { $value } (16.4.1)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $value (a tie-break value (a number)).
entry_dummy-cap-opponent_plain = Il tuo risultato contro { $opponent }, { $outcome }, conta come una partita contro un avversario con il tuo stesso punteggio, { $own }, ma non più del punteggio di { $opponent }, { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
entry_dummy-cap-rounds = { $outcome }: secondo { $rules } si conta un avversario fittizio (dummy) con il tuo stesso punteggio { $own }, limitato a { $draw } × { $rounds } (patta in ogni turno) = { $value } (16.4.2)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $value (a tie-break value (a number)).
entry_dummy-cap-rounds_plain = Il tuo risultato in questo turno, { $outcome }, conta come una partita contro un avversario con il tuo stesso punteggio, { $own }, ma non più di una patta in ogni turno: { $draw } × { $rounds } = { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $before, $count (a number choosing the plural form), $draw, $outcome (an outcome such
# as win or forfeit win (another message)), $reverse, $value (a tie-break value (a number)).
entry_virtual =
    { $count ->
        [one] { $outcome }: l'avversario virtuale parte dal tuo punteggio prima di questo turno ({ $before }), ottiene il risultato opposto ({ $reverse }) e pareggia { $count } turno successivo ({ $draw } × { $count }) = { $value }
        [many] { $outcome }: l'avversario virtuale parte dal tuo punteggio prima di questo turno ({ $before }), ottiene il risultato opposto ({ $reverse }) e pareggia i { $count } turni successivi ({ $draw } × { $count }) = { $value }
       *[other] { $outcome }: l'avversario virtuale parte dal tuo punteggio prima di questo turno ({ $before }), ottiene il risultato opposto ({ $reverse }) e pareggia i { $count } turni successivi ({ $draw } × { $count }) = { $value }
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $before, $outcome (an outcome such as win or forfeit win (another message)), $reverse,
# $value (a tie-break value (a number)).
entry_virtual_plain = Il tuo risultato in questo turno, { $outcome }, conta come una partita contro un avversario immaginario: il tuo punteggio prima di quel turno ({ $before }), più il risultato opposto al tuo ({ $reverse }), più una patta in ogni turno successivo: { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_uscf-own-zero = { $outcome }: il tuo turno non giocato conta 0 secondo US Chess 34E

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_uscf-own-zero_plain = Il tuo risultato in questo turno, { $outcome }, non aggiunge nulla secondo le regole US Chess.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $game, $outcome (an outcome such as win or forfeit win (another message)).
entry_cas-forfeit-paired = { $outcome }, l'abbinamento resta valido: { $game }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_cas-forfeit-paired_plain = Il tuo risultato in questo turno, { $outcome }, conta comunque come partita contro l'avversario che ti era stato assegnato dall'abbinamento.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $rounds
# (round numbers), $value (a tie-break value (a number)).
entry_cas-unpaired = { $outcome }: nessun abbinamento con un avversario reale, conta { $draw } × { $rounds } (patta in ogni turno) = { $value }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $value (a tie-break value (a number)).
entry_cas-unpaired_plain = Un turno senza un avversario reale conta come un avversario che ha pareggiato tutti i turni: { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_naive =
    { $count ->
        [one] { $opponent }: { $value } punto, come registrato
        [many] { $opponent }: { $value } punti, come registrato
       *[other] { $opponent }: { $value } punti, come registrato
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_naive_plain = { $opponent } ha totalizzato { $value }, conteggiato come registrato.

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_played-only =
    { $count ->
        [one] { $opponent }: { $value } punto
        [many] { $opponent }: { $value } punti
       *[other] { $opponent }: { $value } punti
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_played-only_plain = { $opponent } ha totalizzato { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $game, $outcome (an outcome such as win or forfeit win (another message)).
entry_forfeit-as-game = { $outcome } vale come partita: { $game }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_forfeit-as-game_plain = Il tuo risultato in questo turno, { $outcome }, conta come se la partita fosse stata giocata.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_naive = { $outcome }: non aggiunge nulla secondo Buchholz 97

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_naive_plain = Il tuo risultato in questo turno, { $outcome }, non aggiunge nulla.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_played-only = { $outcome }: non è una partita giocata alla scacchiera, non aggiunge nulla

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_played-only_plain = Il tuo risultato in questo turno, { $outcome }, non è stato ottenuto alla scacchiera, quindi non aggiunge nulla.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# Variables: $amount, $factor.
mod_sb-factor = × { $factor } per il tuo risultato = { $amount }

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
# Variables: $amount, $factor.
mod_sb-factor_plain = Per il Sonneborn-Berger il valore viene moltiplicato per il tuo risultato in quel turno ({ $factor }): { $amount }.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_low = scarto: valore più basso

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_low_plain = È il valore più basso, quindi viene scartato.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_lowest-opponent = scarto: avversario con il punteggio più basso (14.1.1)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_lowest-opponent_plain = È l'avversario con il punteggio più basso, quindi viene scartato.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_vur = scartato per primo: turno volontariamente non giocato, VUR (16.5)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_vur_plain = Viene scartato per primo, perché è un turno che non hai giocato (un bye richiesto, un'assenza o una sconfitta a forfait).

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_high = scarto: valore più alto (mediano)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_high_plain = È il valore più alto, quindi viene scartato.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_first-round = scarto: primo turno

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_first-round_plain = Il primo turno viene scartato.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_lowest-rating = scarto: rating più basso

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_lowest-rating_plain = È il rating più basso, quindi viene scartato.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_fore-assumed = ultimo turno considerato patta (8.3)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_fore-assumed_plain = Per questo spareggio l'ultimo turno conta come patta.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_yes = { $outcome }: conta

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_yes_plain = Il tuo risultato in questo turno, { $outcome }, conta.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_no = { $outcome }: non conta

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_no_plain = Il tuo risultato in questo turno, { $outcome }, non conta.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $running (the
# running score: a number, or for a team a number with its score, e.g. "5 MP" (another message)).
entry_running = { $outcome }: punteggio progressivo { $running }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $running (a number, or for a team a number with its score, e.g. "5 MP").
entry_running_plain = Dopo questo turno il tuo punteggio era { $running }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $running, $win.
entry_running-unearned = { $outcome }: punteggio progressivo { $running }, meno { $win } per un punto non vinto alla scacchiera

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $running.
entry_running-unearned_plain = Dopo questo turno il tuo punteggio era { $running }; il punto non vinto alla scacchiera qui non conta.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_std_double-forfeit = { $outcome }: doppio forfait

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_std_double-forfeit_plain = Nessuno dei due giocatori si è presentato a questa partita: non conta nulla.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $mine, $outcome (an outcome such as win or forfeit win (another message)), $theirs.
entry_std_versus = { $outcome }: { $mine } contro { $theirs }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $mine, $theirs.
entry_std_versus_plain = In questo turno hai ottenuto { $mine }, il tuo avversario { $theirs }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $mine, $outcome (an outcome such as win or forfeit win (another message)).
entry_std_versus-draw = { $outcome }: { $mine } rispetto a una patta

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $mine.
entry_std_versus-draw_plain = In questo turno hai ottenuto { $mine }, rispetto a una patta.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points).
# same-as-english
entry_kashdan = { $outcome }: { $points }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points).
entry_kashdan_plain = Il tuo risultato in questo turno, { $outcome }, vale { $points }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_counts = { $opponent } ha totalizzato { $raw }, soglia { $threshold }: conta

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_counts_plain = { $opponent } ha totalizzato { $raw }, almeno metà del massimo ({ $threshold }), quindi il tuo risultato contro questo avversario conta.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_below = { $opponent } ha totalizzato { $raw }, soglia { $threshold }: sotto la soglia

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_below_plain = { $opponent } ha totalizzato { $raw }, meno di { $threshold }, quindi il tuo risultato contro questo avversario non conta.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_not-otb-skipped = { $outcome }: non è una partita giocata alla scacchiera, quindi si tralascia

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_not-otb-skipped_plain = Il tuo risultato in questo turno, { $outcome }, non è stato ottenuto alla scacchiera, quindi viene escluso.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-value = il { $code } di { $opponent } è { $value } (vedi il suo { $code })

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-value_plain = Il { $code } di { $opponent } è { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-rating-value = il { $code } di { $opponent } è { $value }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-rating-value_plain = Il { $code } di { $opponent } è { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $rating.
entry_rated = { $opponent }: rating { $rating }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $rating.
entry_rated_plain = Il rating di { $opponent } è { $rating }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name).
entry_unrated = { $opponent } non ha rating: partita esclusa (indicare un rating sostitutivo, --unrated-rating N, per conteggiarla)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name).
entry_unrated_plain = { $opponent } non ha rating, quindi questa partita viene esclusa.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
entry_de_forfeit = { $outcome } contro { $opponent }: forfait, partita esclusa (6.1.1)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_de_forfeit_plain = Una partita non giocata alla scacchiera non conta tra i giocatori a pari punti.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
entry_de_counted = { $outcome } contro { $opponent }: conta

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name).
entry_de_counted_plain = Il tuo risultato contro { $opponent } conta.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $outcome
# (an outcome such as win or forfeit win (another message)), $points (a number of points).
entry_de_averaged = { $outcome } contro { $opponent }: una delle { $count } partite tra voi, in media: { $points } / { $count }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name).
entry_de_averaged_plain = Hai giocato contro { $opponent } { $count } volte; ogni partita conta per la sua parte della media.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rank (a place in the standings).
entry_rankres = { $outcome } contro { $opponent }, { $rank }° posto per punti

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rank (a place in the standings).
entry_rankres_plain = Il tuo risultato contro { $opponent }, { $outcome }: questo avversario è al { $rank }° posto per punti.

## Summaries

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $value (a tie-break value (a
# number)).
# same-as-english
summary_sum = { $code } = { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $amount, $left (the part before), $outcome (an outcome such as win or forfeit win
# (another message)), $round (a round number of the tournament), $why (the reason, another message).
summary_minus = { $left } − { $amount } (turno { $round }, { $outcome }, { $why })

# A short summary line of how a tie-break value was reached.
# Variables: $left (the part before), $value (a tie-break value (a number)).
# same-as-english
summary_equals = { $left } = { $value }

# A short summary line of how a tie-break value was reached.
summary_removed_vur = scartato per primo in base al 16.5

# A short summary line of how a tie-break value was reached.
summary_removed_high = il più alto, scartato

# A short summary line of how a tie-break value was reached.
summary_removed_low = il più basso, scartato

# A short summary line of how a tie-break value was reached.
summary_removed_lowest-opponent = avversario con il punteggio più basso, scartato

# A short summary line of how a tie-break value was reached.
# Variables: $buchholz, $code (a tie-break code such as BH (kept as it is)), $points (a number of
# points), $value (a tie-break value (a number)).
summary_rbh = { $code } = punti { $points } × Buchholz { $buchholz } = { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $points (a number of points), $rest, $rounds (round numbers).
summary_mm_even = punteggio in parità ({ $points } su { $rounds }): { $rest }

# A short summary line of how a tie-break value was reached.
# Variables: $points (a number of points), $rest, $rounds (round numbers).
summary_mm_plus = punteggio positivo ({ $points } su { $rounds }): { $rest }

# A short summary line of how a tie-break value was reached.
# Variables: $points (a number of points), $rest, $rounds (round numbers).
summary_mm_minus = punteggio negativo ({ $points } su { $rounds }): { $rest }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_WIN =
    { $count ->
        [one] { $code } = { $count } turno vinto
        [many] { $code } = { $count } turni vinti
       *[other] { $code } = { $count } turni vinti
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_WON =
    { $count ->
        [one] { $code } = { $count } partita vinta
        [many] { $code } = { $count } partite vinte
       *[other] { $code } = { $count } partite vinte
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_BPG =
    { $count ->
        [one] { $code } = { $count } partita con il Nero
        [many] { $code } = { $count } partite con il Nero
       *[other] { $code } = { $count } partite con il Nero
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_BWG =
    { $count ->
        [one] { $code } = { $count } vittoria con il Nero
        [many] { $code } = { $count } vittorie con il Nero
       *[other] { $code } = { $count } vittorie con il Nero
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_REP =
    { $count ->
        [one] { $code } = { $count } turno giocato per scelta
        [many] { $code } = { $count } turni giocati per scelta
       *[other] { $code } = { $count } turni giocati per scelta
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $terms, $value (a tie-break value
# (a number)).
# same-as-english
summary_terms = { $code } = { $terms } = { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $left (the part before), $right (the part after).
# same-as-english
summary_plus = { $left } + { $right }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $value (a tie-break value (a
# number)).
# same-as-english
summary_value = { $code } = { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $id.
summary_tpn = numero di partenza { $id } (più basso è meglio)

# A short summary line of how a tie-break value was reached.
summary_no-otb = nessuna partita alla scacchiera: nessun valore

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $exact, $total, $value (a tie-break value (a number)).
summary_average = { $code } = { $total } / { $count } = { $exact }, arrotondato a { $value } (metà per eccesso)

# A short summary line of how a tie-break value was reached.
summary_too-few-for-cut = troppo poche partite alla scacchiera per uno scarto: nessun valore

# A short summary line of how a tie-break value was reached.
# Variables: $dp, $exact, $mean, $p, $value (a tie-break value (a number)).
summary_tpr = TPR = rating medio { $mean } + dp({ $p }) { $dp } = { $exact }, arrotondato a { $value } (metà per eccesso)

# A short summary line of how a tie-break value was reached.
# Variables: $lowest.
summary_ptp_no-points = nessun punto: rating più basso degli avversari { $lowest } − 800

# A short summary line of how a tie-break value was reached.
# Variables: $count (a number choosing the plural form), $target.
summary_ptp_search =
    { $count ->
        [one] il minimo R il cui punteggio atteso contro { $count } avversario raggiunge { $target }
        [many] il minimo R il cui punteggio atteso contro { $count } avversari raggiunge { $target }
       *[other] il minimo R il cui punteggio atteso contro { $count } avversari raggiunge { $target }
    }

# A short summary line of how a tie-break value was reached.
# Variables: $how, $value (a tie-break value (a number)).
# same-as-english
summary_ptp = PTP = { $value }: { $how }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $exact, $value (a tie-break value
# (a number)).
summary_rounded = { $code } = { $exact }, arrotondato a { $value } (metà per eccesso)

# A short summary line of how a tie-break value was reached.
# Variables: $rating.
# same-as-english
summary_rating = rating { $rating }

# A short summary line of how a tie-break value was reached.
summary_unrated = senza rating

# A short summary line of how a tie-break value was reached.
summary_rankres = risultati diversi da zero, prima l'avversario meglio classificato

# A short summary line of how a tie-break value was reached.
# Variables: $names, $steps.
summary_de_group = gruppo { $names }: { $steps }

# A short summary line of how a tie-break value was reached.
summary_de_never-tied = mai a pari punti con altri: DE non applicato

# A short summary line of how a tie-break value was reached.
summary_de_earlier = a pari punti con altri, ma uno spareggio precedente li aveva già separati: DE non applicato

# The direct encounter tie-break's explanation.
# Variables: $name (a name (a player, team or tournament)), $score (a score (points)).
# same-as-english
de_member = { $name } { $score }

# The direct encounter tie-break's explanation.
# Variables: $maximum, $name (a name (a player, team or tournament)), $score (a score (points)).
# same-as-english
de_member-max = { $name } { $score } (max { $maximum })

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group).
de_step_level = 6.2: { $members }: alla pari, non separabili

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group).
# same-as-english
de_step_ordered = 6.2: { $members }

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group).
de_step_none-placed = 6.3: { $members }: nessuno può essere collocato

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group), $placed.
de_step_placed = 6.3: { $members }: posto assegnato a { $placed }

## Warnings (rules.md 8.3)

# A warning printed with the standings.
# Variables: $codes.
warning_buchholz-in-round-robin = { $codes } in un girone all'italiana: calcolo eseguito comunque, ma FIDE C.07 (2026) art. 8 stabilisce che gli spareggi Buchholz non devono essere usati nei gironi all'italiana

# A warning printed with the standings.
# Variables: $codes, $players.
warning_rating-tiebreak-dropped = { $codes }: esclusione dall'ordine degli spareggi, giocatori senza rating: { $players } (C.07 art. 10; indicare un rating sostitutivo, --unrated-rating N, per mantenerli)

# A warning printed with the standings.
# Variables: $codes.
warning_colours-missing = { $codes }: esclusione dall'ordine degli spareggi: partite senza colore

# A warning printed with the standings.
# Variables: $codes, $players, $rank (a place in the standings).
warning_unbroken-tie = { $players } non sono separabili né per punti né per { $codes }: sono ex aequo al { $rank }° posto

# A warning printed with the standings.
# Variables: $players, $rank (a place in the standings).
warning_unbroken-tie-no-order = { $players } non sono separabili per punti e non c'è alcuno spareggio: sono ex aequo al { $rank }° posto

## Why (rules.md 8.2)

# Why one player is ranked above another (a sentence of the answer).
# Variables: $count (a number choosing the plural form), $name (a name (a player, team or
# tournament)), $points (a number of points), $rank (a place in the standings).
why_place_head = { $name } è { $rank }° su { $count }, con { $points }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $count (a number choosing the plural form), $last, $name (a name (a player, team or
# tournament)), $points (a number of points), $rank (a place in the standings).
why_place_head-shared = { $name } condivide i posti { $rank }–{ $last } su { $count }, con { $points }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $code (a tie-break code such as BH (kept as it is)), $diff, $other, $points (a number
# of points), $rank (a place in the standings), $value_other, $value_own.
why_place_above = { $other } ({ $rank }°) ha anche { $points } e precede per { $code } di { $diff }: { $value_other } contro { $value_own }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $code (a tie-break code such as BH (kept as it is)), $diff, $name (a name (a player,
# team or tournament)), $other, $points (a number of points), $rank (a place in the standings),
# $value_other, $value_own.
why_place_below = { $other } ({ $rank }°) ha anche { $points }; { $name } precede per { $code } di { $diff }: { $value_own } contro { $value_other }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $high, $low.
why_points = { $above } precede { $below } per punti: { $high } contro { $low }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $detail, $points
# (a number of points), $value_above, $value_below.
why_de = A pari punti ({ $points }), { $above } precede { $below } per scontro diretto ({ $code }): { $above } { $value_above }, { $below } { $value_below }; { $detail }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $decider, $points (a number of points).
why_rankres = A pari punti ({ $points }) e alla pari in tutti gli spareggi precedenti, { $above } precede { $below } per i risultati contro gli avversari in ordine di classifica (RANKRES): { $decider }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $points (a number
# of points), $value_above, $value_below.
why_value = A pari punti ({ $points }), { $above } precede { $below } per { $code }: { $value_above } contro { $value_below }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $earlier, $points
# (a number of points), $value_above, $value_below.
why_value-level = A pari punti ({ $points }) e alla pari anche per { $earlier }, { $above } precede { $below } per { $code }: { $value_above } contro { $value_below }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $codes, $rank (a place in the standings).
why_shared = { $above } e { $below } non sono separabili né per punti né per { $codes }: sono ex aequo al { $rank }° posto.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $rank (a place in the standings).
why_shared-no-order = { $above } e { $below } non sono separabili né per punti né per alcuno spareggio: sono ex aequo al { $rank }° posto.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $below, $index.
why_rankres_shorter = al { $index }° risultato { $below } non ha più risultati diversi da zero

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $index, $rank_above, $rank_below.
why_rankres_rank = al { $index }° risultato quello di { $above } è contro un avversario al { $rank_above }° posto, quello di { $below } contro uno al { $rank_below }° posto

# Why one player is ranked above another (a sentence of the answer).
# Variables: $index.
why_rankres_win = al { $index }° risultato, contro avversari di pari posizione, una vittoria vale più di una patta

# Why one player is ranked above another (a sentence of the answer).
why_rankres_equal = le liste sono uguali

## Explanation layout

# The layout of an explanation (per-player breakdown of a tie-break).
# Variables: $code (a tie-break code such as BH (kept as it is)), $id, $player (a player's name),
# $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value (a
# number)).
explain_head = { $code } di { $player } ({ $id }) secondo { $rules }: { $value }

# The layout of an explanation (per-player breakdown of a tie-break).
# Variables: $code (a tie-break code such as BH (kept as it is)), $id, $player (a player's name),
# $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value (a
# number)).
explain_head-markdown = **{ $code }** di **{ $player }** ({ $id }) secondo `{ $rules }`: **{ $value }**

# A "round" of the tournament (one game for each player), not rounding a number. A prefix: the
# line's text follows the colon and the space.
# Variables: $round (a round number of the tournament).
explain_round = Turno { $round }:{ " " }

# The layout of an explanation (per-player breakdown of a tie-break).
explain_adds-nothing = non aggiunge nulla

# Said of a value dropped by a modifier such as Cut-1 (the lowest score cut away).
explain_cut = scartato

# A cell of a yes/no column of an explanation.
explain_yes = sì

# A column header: the "round" of the tournament, not rounding.
explain_column_round = turno

# A column header: what kind of game or bye the round was.
explain_column_kind = tipo

# The layout of an explanation (per-player breakdown of a tie-break).
explain_column_opponent = avversario

# A column header: the value before the rule adjusts it (raw, not uncooked).
explain_column_raw = originale

# A column header: the value the tie-break counts.
explain_column_value = valore

# A column header: whether the value was cut (dropped) by a modifier such as Cut-1.
explain_column_cut = scarto

# The layout of an explanation (per-player breakdown of a tie-break).
explain_column_note = nota

# The layout of an explanation (per-player breakdown of a tie-break).
explain_column_rule = regola

## Standings layout

# The standings table and its headers and lines.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
standings_title-before = { $name }: classifica prima del turno { $round } di { $rounds }

# The standings table and its headers and lines.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
standings_title = { $name }: classifica dopo il turno { $round } di { $rounds }

# The standings table and its headers and lines.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
standings_title-live = { $name }: classifica provvisoria durante il turno { $round } di { $rounds }

# The standings table and its headers and lines.
standings_tournament = Torneo

# The standings table and its headers and lines.
standings_standings = Classifica

# The standings table and its headers and lines.
# Variables: $how, $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name
# such as fide-2026 (kept as it is)).
standings_rules = Regole: { $rules } ({ $how }); ordine degli spareggi: { $order }

# The standings table and its headers and lines.
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
standings_rules-markdown = Regole `{ $rules }`, ordine degli spareggi { $order }

# The standings table and its headers and lines.
standings_points-only = solo punti

# The standings table and its headers and lines.
standings_warnings = Avvertenze:

# A short column header (2-4 letters): the rank, the place in the standings.
standings_column_rk = Pos.

# A column header: the rank, the place in the standings.
standings_column_rank = Posizione

# A short column header: the player's starting number (pairing number), not the word no.
standings_column_no = N.

# A column header: the player's name.
standings_column_name = Nome

# A short column header: the points (score) of a player.
standings_column_pts = Punti

# An error message of the command line.
# Variables: $line (a line number).
error_line = riga { $line }

# An error message of the command line.
# Variables: $id.
error_cell_player = giocatore { $id }

# An error message of the command line.
# Variables: $id, $round (a round number of the tournament).
error_cell_player-round = giocatore { $id }, turno { $round }

# An error message of the command line.
# $count (not shown) chooses the plural form.
# Variables: $more.
error_more-problems =
    { $count ->
        [one] … e ancora { $more } problema
        [many] … e ancora { $more } problemi
       *[other] … e ancora { $more } problemi
    }

# An error message of the command line.
# Variables: $code (a tie-break code such as BH (kept as it is)), $known.
error_unknown-tiebreak = spareggio sconosciuto { $code }; codici noti: { $known }

# An error message of the command line.
# Variables: $known, $name (a name (a player, team or tournament)).
error_unknown-rule-set = regolamento sconosciuto { $name }; noti: { $known }

# An error message of the command line.
# Variables: $known, $name (a name (a player, team or tournament)).
error_unknown-preset = preset sconosciuto { $name }; noti: { $known }

# An error message of the command line.
# Variables: $candidates, $query.
error_player-ambiguous = { $query } corrisponde a più giocatori: { $candidates }

# An error message of the command line.
# Variables: $query.
error_player-unknown = nessun giocatore corrisponde a { $query }

# An error message of the command line.
# Variables: $last, $round (a round number of the tournament).
error_after-round = dopo il turno { $round }: i risultati contengono i turni da 1 a { $last }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $value (a tie-break value (a number)).
arbiter_trf_manual = TRF non ha un campo per il valore dell'arbitro manual_tiebreak { $value }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $seed.
arbiter_trf_lots-seed = TRF non ha un record per il seed del sorteggio { $seed }

# A detail for the arbiter (the exact rule and numbers).
arbiter_trf_single-winner = TRF non ha un record per la regola del vincitore unico (single_winner)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_MANUAL = Decisione dell'arbitro

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_LOTS = Sorteggio

# A detail for the arbiter (the exact rule and numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)), $seed.
arbiter_order_lots = { $code } (sorteggio, seed { $seed })

# A detail for the arbiter (the exact rule and numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)).
arbiter_order_manual = { $code } (decisione dell'arbitro)

# A detail for the arbiter (the exact rule and numbers).
# Variables: $count (a number choosing the plural form), $draw, $lot, $seed.
arbiter_lots_summary = sorteggio (seed { $seed }): { $draw }, numero { $lot } su { $count } (più basso è meglio)

# A detail for the arbiter (the exact rule and numbers).
arbiter_lots_no-seed = nessun seed del sorteggio registrato: nessun valore

# A detail for the arbiter (the exact rule and numbers).
# Variables: $value (a tie-break value (a number)).
arbiter_manual_summary = decisione dell'arbitro: { $value } (più basso è meglio)

# A detail for the arbiter (the exact rule and numbers).
arbiter_manual_none = nessuna decisione dell'arbitro per questo giocatore: si classifica dopo tutti quelli che ne hanno una

# A detail for the arbiter (the exact rule and numbers).
arbiter_manual_none-short = nessuna

# A detail for the arbiter (the exact rule and numbers).
# Variables: $most, $seed.
arbiter_error_seed = il seed del sorteggio deve essere un numero intero da 0 a { $most }, trovato { $seed }

# A detail for the arbiter (the exact rule and numbers).
arbiter_error_lots-needs-seed = LOTS richiede il seed del sorteggio: indicare --lots SEED oppure "lots_seed" nel file del torneo

# A detail for the arbiter (the exact rule and numbers).
# Variables: $found.
arbiter_error_manual = manual_tiebreak deve essere un numero (più basso è meglio), trovato { $found }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $found, $most.
arbiter_error_lots-seed = lots_seed deve essere un numero intero da 0 a { $most }, trovato { $found }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $found.
arbiter_error_single-winner = single_winner deve essere true o false, trovato { $found }

# A warning printed with the standings.
# Variables: $players.
warning_single-winner-tie = Il regolamento richiede un solo vincitore, ma { $players } sono ex aequo al 1° posto dopo tutti i criteri dell'ordine: aggiungere un ultimo criterio deciso dall'arbitro: LOTS, un sorteggio con seed registrato (--lots SEED o "lots_seed" nel file del torneo), oppure MANUAL (un "manual_tiebreak" per ciascuno di loro)

# A warning printed with the standings.
# Variables: $codes, $players.
warning_single-winner-level = Il regolamento richiede un solo vincitore, ma { $players } sono ancora ex aequo al 1° posto dopo { $codes }: dare a ciascuno un "manual_tiebreak" diverso oppure aggiungere LOTS con un seed (--lots SEED)

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $points (a number of points), $seed, $value_above, $value_below.
why_lots = A pari punti ({ $points }), { $above } precede { $below } per sorteggio (LOTS, seed { $seed }): numero { $value_above } contro { $value_below }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $earlier, $points (a number of points), $seed, $value_above,
# $value_below.
why_lots-level = A pari punti ({ $points }) e alla pari anche per { $earlier }, { $above } precede { $below } per sorteggio (LOTS, seed { $seed }): numero { $value_above } contro { $value_below }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $points (a number of points), $value_above, $value_below.
why_manual = A pari punti ({ $points }), { $above } precede { $below } per decisione dell'arbitro (MANUAL): { $value_above } contro { $value_below }, più basso è meglio.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $earlier, $points (a number of points), $value_above, $value_below.
why_manual-level = A pari punti ({ $points }) e alla pari anche per { $earlier }, { $above } precede { $below } per decisione dell'arbitro (MANUAL): { $value_above } contro { $value_below }, più basso è meglio.

# The standings table and its headers and lines.
# Variables: $round (a round number of the tournament).
standings_withdrawn = ritiro dopo il turno { $round }

# The standings table and its headers and lines.
standings_withdrawn-before = ritiro prima del turno 1

# A column header: a remark on the player's line (withdrew after round 3).
# same-as-english
standings_column_note = Note

# The outcome of one game or round for a player, used inside other sentences.
outcome_pending = risultato in attesa

# A progress line shown while a long computation runs.
# Variables: $count (a number choosing the plural form), $finished, $round (a round number of the
# tournament).
progress_first = turno { $round } in corso, nessun turno ancora completo (partite finite: { $finished } su { $count })

# A progress line shown while a long computation runs.
# Variables: $count (a number choosing the plural form), $finished, $round (a round number of the
# tournament).
progress_first-live = PROVVISORIA: le partite finite del turno { $round }, il primo (partite finite: { $finished } su { $count }; una partita in attesa non conta ancora nulla)

# A progress line shown while a long computation runs.
# Variables: $after, $count (a number choosing the plural form), $finished, $round (a round number
# of the tournament).
progress_after =
    { $count ->
        [one] dopo il turno { $after }; turno { $round } in corso: { $finished } partita finita su { $count }
        [many] dopo il turno { $after }; turno { $round } in corso: { $finished } partite finite su { $count }
       *[other] dopo il turno { $after }; turno { $round } in corso: { $finished } partite finite su { $count }
    }

# A progress line shown while a long computation runs.
# Variables: $after, $count (a number choosing the plural form), $finished, $round (a round number
# of the tournament).
progress_live =
    { $count ->
        [one] PROVVISORIA: dopo il turno { $after } e le partite finite del turno { $round } ({ $finished } finite su { $count } partita; una partita in attesa non conta ancora nulla)
        [many] PROVVISORIA: dopo il turno { $after } e le partite finite del turno { $round } ({ $finished } finite su { $count } partite; una partita in attesa non conta ancora nulla)
       *[other] PROVVISORIA: dopo il turno { $after } e le partite finite del turno { $round } ({ $finished } finite su { $count } partite; una partita in attesa non conta ancora nulla)
    }

# An error message of the command line.
# Variables: $current, $last, $round (a round number of the tournament).
error_after-round-in-progress = dopo il turno { $round }: il turno { $current } è in corso; l'ultimo turno completo è il { $last }

# The standings table and its headers and lines.
standings_csv_rank = posizione

# The standings table and its headers and lines.
standings_csv_shared = ex aequo

# The standings table and its headers and lines.
standings_csv_id = numero

# The standings table and its headers and lines.
standings_csv_name = nome

# The standings table and its headers and lines.
standings_csv_points = punti

# The standings table and its headers and lines.
standings_csv_withdrawn-after = ritirato dopo il turno

# The standings table and its headers and lines.
standings_csv_provisional = provvisorio

# The standings table and its headers and lines.
standings_csv_yes = sì
