### Italiano (it): Scrabble tournaments: tie-breaks (spread), explanations, what-if.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# The name of a Scrabble tie-break, shown in headers.
# tie-break names (rules.md 13.7)
scrabble_tb_SPREAD = Differenza punti

# The name of a Scrabble tie-break, shown in headers.
scrabble_tb_SCORE = Somma dei punti fatti

# The name of a Scrabble tie-break, shown in headers.
# same-as-english
scrabble_tb_TURCAS = TurČAS

# The name of a Scrabble tie-break, shown in headers.
scrabble_tb_BRIGHTWELL = Criterio Brightwell

# Scrabble tournaments (games won, spread: the points margin).
# citations (rules.md 13.10: the item's rule)
scrabble_cite_game-score = punteggio della partita

# Scrabble tournaments (games won, spread: the points margin).
# same-as-english
scrabble_cite_bye-score = bye_score

# Scrabble tournaments (games won, spread: the points margin).
# same-as-english
scrabble_cite_forfeit-score = forfeit_score

# Scrabble tournaments (games won, spread: the points margin).
# same-as-english
scrabble_cite_spread-cap = spread_cap

# Scrabble tournaments (games won, spread: the points margin).
# same-as-english
scrabble_cite_turcas = ČAS TurČAS

# Scrabble tournaments (games won, spread: the points margin).
scrabble_cite_brightwell = Brightwell (dedotto)

# Scrabble tournaments (games won, spread: the points margin).
# explanation items (rules.md 13.10)
# Variables: $diff, $score (a score (points)).
scrabble_item_game = partita { $score }, differenza { $diff }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $diff, $score (a score (points)).
scrabble_item_bye = bye_score { $score }, differenza { $diff }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $diff, $kind, $score (a score (points)).
scrabble_item_forfeit = forfeit_score { $score } ({ $kind }), differenza { $diff }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $own, $score (a score (points)).
scrabble_item_game_own = partita { $score }, punti fatti { $own }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $own, $score (a score (points)).
scrabble_item_bye_own = bye_score { $score }, punti fatti { $own }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $own, $score (a score (points)).
scrabble_item_forfeit_own = forfeit_score { $score }, punti fatti { $own }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $cap, $capped.
scrabble_item_capped = limitata a { $capped } (spread_cap { $cap })

# Scrabble tournaments (games won, spread: the points margin).
# The plain-language sentence for a player (no article numbers).
scrabble_item_capped_plain = Il tetto della differenza limita quanto conta una partita.

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $kind.
scrabble_item_nothing = { $kind }: non aggiunge nulla

# Scrabble tournaments (games won, spread: the points margin).
# The plain-language sentence for a player (no article numbers).
scrabble_item_nothing_plain = Questo turno non aggiunge nulla alle somme dei punteggi.

# Scrabble: the player moved first in the game.
scrabble_item_started = ha iniziato

# Scrabble: the player moved second in the game.
scrabble_item_second = non ha iniziato

# Scrabble tournaments (games won, spread: the points margin).
# summaries
# Variables: $against, $score (a score (points)), $spread.
scrabble_summary_spread = differenza punti { $spread } (le differenze contate); punteggi { $score }:{ $against }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $against, $score (a score (points)).
scrabble_summary_score = somma dei punti fatti { $score } (subiti { $against })

# Scrabble tournaments (games won, spread: the points margin).
scrabble_summary_no-scores = il torneo non ha punteggi delle partite: nessun valore

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $b, $bh, $c, $d, $k, $score (a score (points)), $sources, $spread, $t1, $t2, $t3,
# $t4, $value (a tie-break value (a number)), $zac.
# same-as-english
scrabble_summary_turcas = TURCAS = { $a } / { $k } × { $bh } + { $b } × { $score } + { $c } × { $spread } + { $d } × { $zac } = { $t1 } { $t2 } { $t3 } { $t4 } = { $value } ({ $sources })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $bh, $k, $score (a score (points)), $sources, $t1, $t2, $value (a tie-break value
# (a number)).
# same-as-english
scrabble_summary_brightwell = BRIGHTWELL = { $score } + { $a } / { $k } × { $bh } = { $t1 } { $t2 } = { $value } ({ $sources })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $x.
# same-as-english
scrabble_paren = (−{ $x })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $x.
# same-as-english
scrabble_plus = + { $x }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $x.
# same-as-english
scrabble_minus = − { $x }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $games, $mean, $total.
scrabble_origin_mean = il totale medio di una partita su { $games } partite ({ $total } / { $games } = { $mean })

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_turcas-bare = A: totale medio della partita; B, D: predefiniti, valori ČAS sconosciuti; C: ČAS 2002

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_turcas-given = coefficienti come scritti nel codice; i valori ČAS di B e D non sono noti

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_brightwell-bare = K: totale medio della partita; formula di Brightwell dedotta

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_brightwell-given = K come scritto nel codice; formula di Brightwell dedotta

# Scrabble tournaments (games won, spread: the points margin).
# same-as-english
scrabble_term_BH = Buchholz

# Scrabble tournaments (games won, spread: the points margin).
scrabble_term_SCORE = somma dei punti fatti (AbsSkore)

# Scrabble tournaments (games won, spread: the points margin).
scrabble_term_SPREAD = differenza punti (RelSkore)

# Scrabble tournaments (games won, spread: the points margin).
scrabble_term_ZAC = chi inizia: partite non iniziate meno iniziate (Zacinani)

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $coefficients, $k.
scrabble_coefficients = coefficienti { $coefficients }, k = { $k }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $name (a name (a player, team or tournament)), $value (a tie-break value (a number)).
# same-as-english
scrabble_coefficient = { $name } = { $value }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $name (a name (a player, team or tournament)), $origin, $value (a tie-break value (a
# number)).
# same-as-english
scrabble_coefficient-from = { $name } = { $value }, { $origin }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $factor, $quantity, $term, $value (a tie-break value (a number)).
# same-as-english
scrabble_term = { $term }: { $quantity } × { $factor } = { $value }

# Scrabble tournaments (games won, spread: the points margin).
# warning (rules.md 13.9)
# Variables: $codes.
scrabble_warning_game-scores-missing = il torneo non ha punteggi delle partite nei turni contati: { $codes } tolti dall'ordine

# Scrabble tournaments (games won, spread: the points margin).
# input errors (rules.md 13.9, formats.md 7.1)
# Variables: $found.
scrabble_input_score-malformed = punteggio della partita errato { $found }: atteso propri:avversario, due numeri interi come 412:380

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $score (a score (points)), $token.
scrabble_input_score-not-game = punteggio { $score } su { $token }, che non è una partita giocata: bye e vittorie a tavolino prendono bye_score / forfeit_score, lasciatelo vuoto

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $token.
scrabble_input_score-missing = la partita { $token } non ha punteggio mentre altre ce l'hanno: ogni partita giocata ha bisogno del suo punteggio

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $score (a score (points)), $token.
scrabble_input_result-vs-score = il risultato { $token } non concorda con il punteggio { $score }: una vittoria vuole il punteggio più alto, una patta punteggi uguali, una sconfitta il più basso (una partita decisa altrimenti si inserisce a tavolino)

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $at, $other, $place, $score (a score (points)).
scrabble_input_sides-disagree = il punteggio { $score } non rispecchia { $other }, registrato per { $place } ({ $at })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $other, $place, $score (a score (points)).
scrabble_input_sides-disagree-no-cell = il punteggio { $score } non rispecchia { $other }, registrato per { $place }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $found, $results.
scrabble_input_scores-list = scores deve essere una lista lunga quanto results ({ $results } voci), trovato { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $field, $found.
scrabble_input_event-score = { $field } deve essere propri:avversario, due numeri interi come 50:0, trovato { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $found.
scrabble_input_spread-cap = spread_cap deve essere un numero intero positivo, trovato { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)).
scrabble_input_turcas-colour = { $code } con D ≠ 0 ha bisogno di sapere chi inizia ogni partita, e questa partita non ha colore (chi inizia è scritto come Bianco)

# Scrabble tournaments (games won, spread: the points margin).
# command line (formats.md 7.5)
# Variables: $found.
scrabble_cli_spread-cap = --spread-cap vuole un numero intero positivo o none, trovato { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $found, $option.
scrabble_cli_game-score = { $option } vuole PROPRI:AVVERSARIO, due numeri interi come 50:0, trovato { $found }

# Scrabble tournaments (games won, spread: the points margin).
scrabble_help_spread-cap = limita a N la differenza punti di ogni turno (none: nessun tetto); sostituisce lo spread_cap del torneo

# Scrabble tournaments (games won, spread: the points margin).
scrabble_help_bye-score = punteggio propri:avversario per ogni bye (predefinito 0:0); sostituisce il bye_score del torneo

# Scrabble tournaments (games won, spread: the points margin).
scrabble_help_forfeit-score = punteggio propri:avversario di una vittoria a tavolino (lo sconfitto a specchio); sostituisce il forfeit_score del torneo

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $quantity_above, $quantity_below, $term, $text, $value_above, $value_below.
scrabble_why_term = { $text } Il termine che li separa: { $term }, { $quantity_above } contro { $quantity_below } ({ $value_above } contro { $value_below }).

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $quantity_above, $quantity_below, $term, $text.
scrabble_why_term-one = { $text } Il termine che li separa: { $term }, { $quantity_above } contro { $quantity_below }.

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $codes, $round (a round number of the tournament).
scrabble_whatif_no-score = La differenza punti ha bisogno del punteggio: i risultati del turno { $round } richiesti non hanno punteggio, perciò le posizioni qui sotto contano { $codes } solo sui turni precedenti; le righe sotto ogni risultato dicono di quanto va vinto o perso

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)).
scrabble_whatif_head = Di quanto, su { $code }, contro i giocatori che possono finire con gli stessi punti:

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)), $codes.
scrabble_whatif_head-level = Di quanto, su { $code }, contro i giocatori che possono finire con gli stessi punti e pari su { $codes }:

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $name (a name (a player, team or tournament)).
scrabble_whatif_nobody = nessun altro può finire con i punti di { $name }: lo scarto della partita non cambia nessuna posizione

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $margin, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_win-from = una vittoria con { $margin } o più di scarto mette { $name } davanti a { $rival } (differenza punti { $mine } contro { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_win-any = qualsiasi vittoria mette { $name } davanti a { $rival } (differenza punti { $mine } contro { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_win-none = nessuna vittoria mette { $name } davanti a { $rival } (differenza punti { $mine } contro { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $margin, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_loss-upto = una sconfitta con { $margin } o meno di scarto tiene { $name } davanti a { $rival } (differenza punti { $mine } contro { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_loss-any = anche una sconfitta con qualsiasi scarto tiene { $name } davanti a { $rival } (differenza punti { $mine } contro { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_loss-none = nessuna sconfitta tiene { $name } davanti a { $rival } (differenza punti { $mine } contro { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_draw-above = una patta tiene { $name } davanti a { $rival } nella differenza punti ({ $mine } contro { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_draw-below = dopo una patta { $rival } resta davanti a { $name } nella differenza punti ({ $theirs } contro { $mine }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $after, $mine, $name (a name (a player, team or tournament)), $rival.
scrabble_whatif_draw-level = dopo una patta { $name } e { $rival } sono pari nella differenza punti ({ $mine }): decide { $after }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $after, $level.
scrabble_whatif_level = ; con uno scarto di esattamente { $level } sono pari nella differenza punti e decide { $after }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $after, $level.
scrabble_whatif_level-cap = ; con uno scarto di { $level } o più (il tetto della differenza) sono pari nella differenza punti e decide { $after }

# Scrabble tournaments (games won, spread: the points margin).
scrabble_whatif_nothing-after = nessun altro criterio

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $board (a board number of a team match), $margin, $mine, $name (a name (a player, team
# or tournament)), $rival, $theirs.
scrabble_whatif_relative_win = { $rival } finisce con gli stessi punti vincendo in scacchiera { $board }: { $name } è davanti quando lo scarto di { $name } nel turno meno quello di { $rival } è { $margin } o più (differenza punti { $mine } contro { $theirs })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $board (a board number of a team match), $margin, $mine, $name (a name (a player, team
# or tournament)), $rival, $theirs.
scrabble_whatif_relative_loss = { $rival } finisce con gli stessi punti perdendo in scacchiera { $board }: { $name } è davanti quando lo scarto di { $name } nel turno meno quello di { $rival } è { $margin } o più (differenza punti { $mine } contro { $theirs })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $count (a number choosing the plural form).
scrabble_whatif_more = e altri con gli stessi punti, più lontani nella differenza punti: { $count }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $cap.
scrabble_whatif_cap = al massimo { $cap }

# Scrabble: the spread (points margin) has no upper limit.
scrabble_whatif_no-cap = senza tetto

# Scrabble tournaments (games won, spread: the points margin).
scrabble_whatif_mean = M (il punteggio totale medio di una partita, comprese le partite di questo turno)

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)), $name (a name (a player, team or
# tournament)), $round (a round number of the tournament).
scrabble_whatif_depends_score = { $code } dipende dal punteggio di { $name } nel turno { $round }, non dallo scarto: ogni punto fatto da { $name } aggiunge 1, in vittoria come in sconfitta

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $b, $c, $cap, $code (a tie-break code such as BH (kept as it is)), $d, $k, $name (a
# name (a player, team or tournament)), $round (a round number of the tournament).
scrabble_whatif_depends_turcas = { $code } dipende dal punteggio di { $name } e dallo scarto: il turno { $round } aggiunge { $b } × punteggio proprio + { $c } × scarto ({ $cap }) + { $d } × (+1 se non inizia, −1 se inizia) e il termine Buchholz { $a } / { $k } × BH cambia con ogni risultato del turno

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $code (a tie-break code such as BH (kept as it is)), $k, $name (a name (a player,
# team or tournament)), $round (a round number of the tournament).
scrabble_whatif_depends_brightwell = { $code } dipende dal punteggio di { $name }, non dallo scarto: il turno { $round } aggiunge 1 × punteggio proprio e il termine Buchholz { $a } / { $k } × BH cambia con ogni risultato del turno

# Scrabble tournaments (games won, spread: the points margin).
# the published page (tiebreak report)
scrabble_report_game-score = Punteggio

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_unplayed = un bye assegnato o da un punto aggiunge il punteggio del bye del torneo (0:0 se non fissato), una vittoria a tavolino il suo punteggio (lo sconfitto al contrario; niente se non fissato), gli altri turni niente; il termine Buchholz di TurČAS e Brightwell li conta secondo il regolamento.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_SPREAD = Differenza punti: la somma del punteggio proprio meno quello dell'avversario in ogni turno, ciascun turno al massimo il tetto della differenza, se il torneo ne ha uno.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_SCORE = Somma dei punti fatti in tutte le partite, senza tetto.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_TURCAS = TurČAS, il criterio della ČAS: A / k × Buchholz + B × somma dei punti fatti + C × differenza punti + D × (partite da secondo − partite da primo); ogni scheda dà i coefficienti.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_BRIGHTWELL = Criterio Brightwell: somma dei punti fatti + K / k × Buchholz (formula dedotta); ogni scheda dà K.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_crosstable-key = 412:380 dopo una casella: il punteggio della partita, prima quello del giocatore della riga.

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)).
scrabble_error_no-modifier = { $code }: { $base } non ha modificatori (come -C1 o -M1); scrivere { $base }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)).
scrabble_error_no-coefficients = { $code }: { $base } non ha coefficienti; scrivere { $base }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)), $example, $found, $names.
scrabble_error_coefficients = { $code }: { $base } ha i coefficienti { $names } (o nessuno, quelli predefiniti), per esempio { $example }; dati: { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)), $example.
scrabble_error_coefficient-text = { $code }: i coefficienti di { $base } sono numeri decimali con il punto, separati da virgole, per esempio { $example }
