### Română (ro): Scrabble tournaments: tie-breaks (spread), explanations, what-if.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# The name of a Scrabble tie-break, shown in headers.
# tie-break names (rules.md 13.7)
scrabble_tb_SPREAD = Diferență de puncte

# The name of a Scrabble tie-break, shown in headers.
scrabble_tb_SCORE = Punctaj total

# The name of a Scrabble tie-break, shown in headers.
# same-as-english
scrabble_tb_TURCAS = TurČAS

# The name of a Scrabble tie-break, shown in headers.
scrabble_tb_BRIGHTWELL = Criteriul Brightwell

# Scrabble tournaments (games won, spread: the points margin).
# citations (rules.md 13.10: the item's rule)
scrabble_cite_game-score = punctajul partidei

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
scrabble_cite_brightwell = Brightwell (dedus)

# Scrabble tournaments (games won, spread: the points margin).
# explanation items (rules.md 13.10)
# Variables: $diff, $score (a score (points)).
scrabble_item_game = partida { $score }, diferență { $diff }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $diff, $score (a score (points)).
scrabble_item_bye = bye_score { $score }, diferență { $diff }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $diff, $kind, $score (a score (points)).
scrabble_item_forfeit = forfeit_score { $score } ({ $kind }), diferență { $diff }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $own, $score (a score (points)).
scrabble_item_game_own = partida { $score }, punctaj propriu { $own }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $own, $score (a score (points)).
scrabble_item_bye_own = bye_score { $score }, punctaj propriu { $own }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $own, $score (a score (points)).
scrabble_item_forfeit_own = forfeit_score { $score }, punctaj propriu { $own }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $cap, $capped.
scrabble_item_capped = limitată la { $capped } (spread_cap { $cap })

# Scrabble tournaments (games won, spread: the points margin).
# The plain-language sentence for a player (no article numbers).
scrabble_item_capped_plain = Plafonul diferenței limitează cât contează o partidă.

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $kind.
scrabble_item_nothing = { $kind }: nu adaugă nimic

# Scrabble tournaments (games won, spread: the points margin).
# The plain-language sentence for a player (no article numbers).
scrabble_item_nothing_plain = Această rundă nu adaugă nimic la sumele de punctaj.

# Scrabble: the player moved first in the game.
scrabble_item_started = a început

# Scrabble: the player moved second in the game.
scrabble_item_second = nu a început

# Scrabble tournaments (games won, spread: the points margin).
# summaries
# Variables: $against, $score (a score (points)), $spread.
scrabble_summary_spread = diferență de puncte { $spread } (diferențele numărate); punctaj { $score }:{ $against }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $against, $score (a score (points)).
scrabble_summary_score = punctaj total { $score } (al adversarilor { $against })

# Scrabble tournaments (games won, spread: the points margin).
scrabble_summary_no-scores = turneul nu are punctaje ale partidelor: nicio valoare

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
scrabble_origin_mean = totalul mediu al unei partide din { $games } partide ({ $total } / { $games } = { $mean })

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_turcas-bare = A: totalul mediu al partidei; B, D: implicite, valorile ČAS necunoscute; C: ČAS 2002

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_turcas-given = coeficienții din cod; valorile ČAS pentru B și D nu sunt cunoscute

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_brightwell-bare = K: totalul mediu al partidei; formula Brightwell dedusă

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_brightwell-given = K din cod; formula Brightwell dedusă

# Scrabble tournaments (games won, spread: the points margin).
# same-as-english
scrabble_term_BH = Buchholz

# Scrabble tournaments (games won, spread: the points margin).
scrabble_term_SCORE = punctaj total (AbsSkore)

# Scrabble tournaments (games won, spread: the points margin).
scrabble_term_SPREAD = diferență de puncte (RelSkore)

# Scrabble tournaments (games won, spread: the points margin).
scrabble_term_ZAC = cine începe: partide neîncepute minus începute (Zacinani)

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $coefficients, $k.
scrabble_coefficients = coeficienți { $coefficients }, k = { $k }

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
scrabble_warning_game-scores-missing = turneul nu are punctaje ale partidelor în rundele numărate: { $codes } scoase din ordine

# Scrabble tournaments (games won, spread: the points margin).
# input errors (rules.md 13.9, formats.md 7.1)
# Variables: $found.
scrabble_input_score-malformed = punctaj de partidă greșit { $found }: se așteaptă propriu:adversar, două numere întregi, de ex. 412:380

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $score (a score (points)), $token.
scrabble_input_score-not-game = punctaj { $score } la { $token }, care nu este o partidă jucată: bye-urile și neprezentările iau bye_score / forfeit_score, lăsați gol

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $token.
scrabble_input_score-missing = partida { $token } nu are punctaj, deși alte partide au: fiecare partidă jucată are nevoie de punctajul ei

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $score (a score (points)), $token.
scrabble_input_result-vs-score = rezultatul { $token } nu corespunde punctajului { $score }: o victorie cere punctajul mai mare, o remiză punctaje egale, o înfrângere cel mai mic (o partidă decisă altfel se introduce ca neprezentare)

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $at, $other, $place, $score (a score (points)).
scrabble_input_sides-disagree = punctajul { $score } nu este oglinda lui { $other }, înregistrat pentru { $place } ({ $at })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $other, $place, $score (a score (points)).
scrabble_input_sides-disagree-no-cell = punctajul { $score } nu este oglinda lui { $other }, înregistrat pentru { $place }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $found, $results.
scrabble_input_scores-list = scores trebuie să fie o listă cât results ({ $results } elemente), găsit { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $field, $found.
scrabble_input_event-score = { $field } trebuie să fie propriu:adversar, două numere întregi, de ex. 50:0, găsit { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $found.
scrabble_input_spread-cap = spread_cap trebuie să fie un număr întreg pozitiv, găsit { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)).
scrabble_input_turcas-colour = { $code } cu D ≠ 0 are nevoie de cine a început fiecare partidă, iar această partidă nu are culoare (cel care începe este Albul)

# Scrabble tournaments (games won, spread: the points margin).
# command line (formats.md 7.5)
# Variables: $found.
scrabble_cli_spread-cap = --spread-cap ia un număr întreg pozitiv sau none, găsit { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $found, $option.
scrabble_cli_game-score = { $option } ia PROPRIU:ADVERSAR, două numere întregi, de ex. 50:0, găsit { $found }

# Scrabble tournaments (games won, spread: the points margin).
scrabble_help_spread-cap = limitează diferența de puncte a fiecărei runde la N (none: fără plafon); înlocuiește spread_cap al turneului

# Scrabble tournaments (games won, spread: the points margin).
scrabble_help_bye-score = punctaj propriu:adversar pentru fiecare bye (implicit 0:0); înlocuiește bye_score al turneului

# Scrabble tournaments (games won, spread: the points margin).
scrabble_help_forfeit-score = punctaj propriu:adversar pentru o victorie prin neprezentare (învinsul în oglindă); înlocuiește forfeit_score al turneului

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $quantity_above, $quantity_below, $term, $text, $value_above, $value_below.
scrabble_why_term = { $text } Termenul care îi separă: { $term }, { $quantity_above } față de { $quantity_below } ({ $value_above } față de { $value_below }).

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $quantity_above, $quantity_below, $term, $text.
scrabble_why_term-one = { $text } Termenul care îi separă: { $term }, { $quantity_above } față de { $quantity_below }.

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $codes, $round (a round number of the tournament).
scrabble_whatif_no-score = Diferența de puncte are nevoie de punctaj: rezultatele rundei { $round } întrebate nu au punctaj, de aceea clasamentul de mai jos numără { $codes } doar din rundele dinainte; rândurile de sub fiecare rezultat spun cu cât trebuie câștigat sau pierdut

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)).
scrabble_whatif_head = Cu cât, după { $code }, față de jucătorii care pot termina cu aceleași puncte:

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)), $codes.
scrabble_whatif_head-level = Cu cât, după { $code }, față de jucătorii care pot termina cu aceleași puncte și la egalitate la { $codes }:

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $name (a name (a player, team or tournament)).
scrabble_whatif_nobody = nimeni altcineva nu poate termina cu punctele lui { $name }: diferența din partidă nu schimbă niciun loc

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $margin, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_win-from = o victorie cu { $margin } sau mai mult îl pune pe { $name } înaintea lui { $rival } (diferență de puncte { $mine } față de { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_win-any = orice victorie îl pune pe { $name } înaintea lui { $rival } (diferență de puncte { $mine } față de { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_win-none = nicio victorie nu îl pune pe { $name } înaintea lui { $rival } (diferență de puncte { $mine } față de { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $margin, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_loss-upto = o înfrângere cu { $margin } sau mai puțin îl ține pe { $name } înaintea lui { $rival } (diferență de puncte { $mine } față de { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_loss-any = chiar și o înfrângere la orice diferență îl ține pe { $name } înaintea lui { $rival } (diferență de puncte { $mine } față de { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_loss-none = nicio înfrângere nu îl ține pe { $name } înaintea lui { $rival } (diferență de puncte { $mine } față de { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_draw-above = o remiză îl ține pe { $name } înaintea lui { $rival } la diferența de puncte ({ $mine } față de { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_draw-below = după o remiză { $rival } rămâne înaintea lui { $name } la diferența de puncte ({ $theirs } față de { $mine }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $after, $mine, $name (a name (a player, team or tournament)), $rival.
scrabble_whatif_draw-level = după o remiză { $name } și { $rival } sunt la egalitate la diferența de puncte ({ $mine }): decide { $after }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $after, $level.
scrabble_whatif_level = ; la exact { $level } sunt la egalitate la diferența de puncte și decide { $after }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $after, $level.
scrabble_whatif_level-cap = ; la { $level } sau mai mult (plafonul diferenței) sunt la egalitate la diferența de puncte și decide { $after }

# Scrabble tournaments (games won, spread: the points margin).
scrabble_whatif_nothing-after = niciun alt criteriu

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $board (a board number of a team match), $margin, $mine, $name (a name (a player, team
# or tournament)), $rival, $theirs.
scrabble_whatif_relative_win = { $rival } termină cu aceleași puncte câștigând la masa { $board }: { $name } e înainte când diferența lui { $name } în rundă minus a lui { $rival } este { $margin } sau mai mult (diferență de puncte { $mine } față de { $theirs })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $board (a board number of a team match), $margin, $mine, $name (a name (a player, team
# or tournament)), $rival, $theirs.
scrabble_whatif_relative_loss = { $rival } termină cu aceleași puncte pierzând la masa { $board }: { $name } e înainte când diferența lui { $name } în rundă minus a lui { $rival } este { $margin } sau mai mult (diferență de puncte { $mine } față de { $theirs })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $count (a number choosing the plural form).
scrabble_whatif_more = și alții cu aceleași puncte, mai departe la diferența de puncte: { $count }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $cap.
scrabble_whatif_cap = cel mult { $cap }

# Scrabble: the spread (points margin) has no upper limit.
scrabble_whatif_no-cap = fără plafon

# Scrabble tournaments (games won, spread: the points margin).
scrabble_whatif_mean = M (punctajul total mediu al unei partide, cu partidele acestei runde)

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)), $name (a name (a player, team or
# tournament)), $round (a round number of the tournament).
scrabble_whatif_depends_score = { $code } depinde de punctajul propriu al lui { $name } în runda { $round }, nu de diferență: fiecare punct al lui { $name } adaugă 1, la victorie ca și la înfrângere

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $b, $c, $cap, $code (a tie-break code such as BH (kept as it is)), $d, $k, $name (a
# name (a player, team or tournament)), $round (a round number of the tournament).
scrabble_whatif_depends_turcas = { $code } depinde de punctajul propriu al lui { $name } și de diferență: runda { $round } adaugă { $b } × punctaj propriu + { $c } × diferență ({ $cap }) + { $d } × (+1 dacă nu începe, −1 dacă începe), iar termenul Buchholz { $a } / { $k } × BH se schimbă cu fiecare rezultat al rundei

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $code (a tie-break code such as BH (kept as it is)), $k, $name (a name (a player,
# team or tournament)), $round (a round number of the tournament).
scrabble_whatif_depends_brightwell = { $code } depinde de punctajul propriu al lui { $name }, nu de diferență: runda { $round } adaugă 1 × punctaj propriu, iar termenul Buchholz { $a } / { $k } × BH se schimbă cu fiecare rezultat al rundei

# Scrabble tournaments (games won, spread: the points margin).
# the published page (tiebreak report)
scrabble_report_game-score = Punctaj

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_unplayed = un bye alocat sau un bye de un punct adaugă punctajul pentru bye al turneului (0:0 dacă nu e stabilit), o neprezentare punctajul de neprezentare (învinsul în oglindă; nimic dacă nu e stabilit), celelalte runde nimic; termenul Buchholz din TurČAS și Brightwell le numără după regulament.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_SPREAD = Diferența de puncte: suma punctajului propriu minus cel al adversarului în fiecare rundă, fiecare rundă cel mult plafonul diferenței, dacă turneul are unul.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_SCORE = Punctaj total: suma punctajelor proprii din toate partidele, fără plafon.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_TURCAS = TurČAS, criteriul ČAS: A / k × Buchholz + B × punctaj total + C × diferență de puncte + D × (partide al doilea − partide primul); fiecare fișă dă coeficienții.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_BRIGHTWELL = Criteriul Brightwell: punctaj total + K / k × Buchholz (formulă dedusă); fiecare fișă dă K.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_crosstable-key = 412:380 după o celulă: punctajul partidei, întâi al jucătorului de pe rând.

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)).
scrabble_error_no-modifier = { $code }: { $base } nu are modificator (ca -C1 sau -M1); scrieți { $base }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)).
scrabble_error_no-coefficients = { $code }: { $base } nu are coeficienți; scrieți { $base }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)), $example, $found, $names.
scrabble_error_coefficients = { $code }: { $base } are coeficienții { $names } (sau niciunul, cei impliciți), de exemplu { $example }; dați: { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)), $example.
scrabble_error_coefficient-text = { $code }: coeficienții lui { $base } sunt numere zecimale cu punct, separate prin virgule, de exemplu { $example }
