### Română (ro): reading crosstables and pairings lists (CSV, spreadsheets): problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# lists
# Variables: $left (the part before), $right (the part after).
grid_join-and = { $left } și { $right }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $left (the part before), $right (the part after).
grid_join-or = { $left } sau { $right }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# limits (core/limits.py)
# Variables: $decimals, $most.
grid_scoring-range = se aștepta un număr de la 0 la { $most } cu cel mult { $decimals } zecimale

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $code (a tie-break code such as BH (kept as it is)), $position.
grid_text-control = conține caracterul de control { $code } (poziția { $position })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $code (a tie-break code such as BH (kept as it is)), $position.
grid_text-surrogate = conține o jumătate de pereche UTF-16 (surrogate) { $code } (poziția { $position })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# cells: what was expected, what was found
# Variables: $expected, $found.
grid_expected = se aștepta { $expected }; s-a găsit { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $expected, $found, $hint.
grid_expected-hint = se aștepta { $expected }; s-a găsit { $found } ({ $hint })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_cell-help = o celulă de rundă precum +W9, =B9, -9, 19w1, 3b½, 12b0, ?W9, 19w, +F7, -F7, BYE, H, F, Z, -- sau goală

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_uscf-help = o celulă de tabel US Chess precum W5, D2, L4, X8 (câștig prin forfait), F8 (partidă pierdută prin forfait), B (rundă liberă de un punct), H (rundă liberă de jumătate de punct), U (nejucată) sau goală

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_result-help = un rezultat precum 1-0, 0-1, ½-½, 1/2-1/2, 0.5-0.5, =, +/- sau -/+ (forfait), -- sau 0-0 (dublu forfait)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_hint_no-such-number = nu există acest număr de start

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $number, $result.
grid_hint_colour = scrieți culoarea, de ex. { $number }w{ $result }, sau întâi un semn, de ex. +{ $number }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_hint_start-at-1 = numerele de start încep de la 1

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $shown.
grid_hint_formula = Google Sheets afișează { $shown } pentru o celulă care începe cu =: scrieți ½ sau '= ca text

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7).
grid_hint_uscf = { $cell } pare notația tabelelor US Chess: adăugați un rând 'Notation | uscf' deasupra tabelului sau indicați --notation uscf

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_uscf-opponent-zero = { $found }: numerele adversarilor încep de la 1

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $letter.
grid_uscf-forfeit-opponent = { $found }: un forfait indică adversarul care nu a jucat, de ex. { $letter }8 (notația US Chess)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# CSV files
grid_csv-nul = nu este un fișier text: conține un octet NUL

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $detail.
grid_csv-unreadable = nu poate fi citit ca CSV: { $detail }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# layouts and header rows
# Variables: $row (a row number), $words.
grid_header-row = rândul { $row } ({ $words })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $row (a row number), $words.
grid_header-row-more = rândul { $row } ({ $words }, …)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $most.
grid_rounds-range = numărul de runde trebuie să fie între 0 și { $most }, s-a găsit { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $words.
grid_pairings-needs-result = antetul unei liste de împerecheri are nevoie, pe lângă coloanele Alb și Negru, și de o coloană pentru rezultat: { $words }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name_words, $white_words.
grid_no-header = nu s-a găsit niciun rând de antet: se aștepta antetul unui tabel de turneu (numele și câte o coloană pentru fiecare rundă: R1, R2, … sau Kolo 1, Runde 1, …) sau al unei liste de împerecheri (Rundă, Alb, Negru, Rezultat). Nume: { $name_words }; Alb: { $white_words }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $header, $rounds (round numbers).
grid_header-two-ways = antetul de pe { $header } se poate citi în două feluri: ca tabel de turneu (nume și coloanele de rundă { $rounds }) și ca listă de împerecheri (coloanele Alb și Negru). Redenumiți coloanele de rundă (de ex. în Note) pentru o listă de împerecheri sau coloanele Alb/Negru pentru un tabel de turneu.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $found, $second.
grid_notation-unknown = notația { $found }: se aștepta { $first } sau { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $crosstable, $pairings.
grid_grid-two-ways = acest tabel se poate citi în două feluri: ca tabel de turneu (antetul de pe { $crosstable }) și ca listă de împerecheri (antetul de pe { $pairings }). Păstrați o singură structură pe foaie sau fișier: mutați-o pe cealaltă într-o foaie sau un fișier separat.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_second-header_crosstable = un al doilea rând de antet: { $first } și { $second } încep fiecare un tabel de turneu; păstrați unul pe foaie sau fișier

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_second-header_pairings = un al doilea rând de antet: { $first } și { $second } încep fiecare o listă de împerecheri; păstrați una pe foaie sau fișier

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $header.
grid_list-no-games = s-a găsit o listă de jucători ({ $header }), dar nicio partidă: se aștepta un tabel de turneu (coloane de rundă R1, R2, …) sau o listă de împerecheri (Rundă, Alb, Negru, Rezultat)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_two-lists = două liste de jucători: { $first } și { $second }; păstrați una

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_list-twice = s-au dat atât o listă de jucători în tabel, cât și una separată; păstrați una

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name_words, $number_words.
grid_list-no-header = se aștepta o listă de jucători cu un rând de antet (nume: { $name_words }; nr.: { $number_words })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7), $text.
# same-as-english
grid_column-at = { $cell } { $text }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cells, $role.
grid_column-twice = două coloane citite ca { $role }: { $cells }; redenumiți una dintre ele

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# player rows
# Variables: $found.
grid_rating-expected = se aștepta un rating (un număr întreg precum 1850 sau gol), s-a găsit { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_number-expected = se aștepta un număr de start (un număr întreg de la 1), s-a găsit { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_name-empty = se aștepta numele jucătorului, celula este goală

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name (a name (a player, team or tournament)), $why (the reason, another message).
grid_name-bad = numele { $name }: { $why }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_points-expected = se aștepta punctajul jucătorului (de ex. 3, 3.5, 3,5 sau 3½), s-a găsit { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $tokens, $total.
grid_points-disagree = punctajul { $found } nu se potrivește cu partidele: { $tokens } însumează { $total }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# crosstables
grid_name-column-missing = se aștepta o coloană pentru nume

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_round-below-one = rundele se numerotează de la 1, s-a găsit { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $round (a round number of the tournament), $second.
grid_round-two-columns = runda { $round } are două coloane: { $first } și { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# $count (not shown) chooses the plural form.
# Variables: $last, $missing.
grid_rounds-missing =
    { $count ->
        [one] coloanele de rundă merg până la { $last }, dar runda { $missing } nu are coloană
        [few] coloanele de rundă merg până la { $last }, dar rundele { $missing } nu au coloană
       *[other] coloanele de rundă merg până la { $last }, dar rundele { $missing } nu au coloană
    }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $most, $round (a round number of the tournament).
grid_round-over-max = runda { $round }: un turneu are cel mult { $most } de runde

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $planned, $round (a round number of the tournament).
grid_planned-below-columns = numărul de runde al turneului este { $planned }, dar tabelul are o coloană pentru runda { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $words.
grid_no-number-column = nu există o coloană pentru numărul de start ({ $words }): adversarii din celulele de rundă sunt numere de start, deci fiecare rând de jucător are nevoie de unul

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_no-player-rows = un antet de tabel de turneu, dar niciun rând de jucător sub el

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $number, $second.
grid_number-twice = numărul de start { $number } este folosit de două ori: rândurile { $first } și { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $numbers, $ranks.
grid_opponents-two-ways = numerele adversarilor din celulele de rundă se pot citi în două feluri: ca numere de start (coloana { $numbers }) și ca locuri în clasament (coloana { $ranks }), iar partidele se potrivesc în ambele cazuri. Ștergeți coloana la care nu se referă numerele sau redenumiți-i antetul.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $numbers, $ranks.
grid_opponents-neither = numerele adversarilor au fost citite ca numere de start (coloana { $numbers }); nici citite ca locuri (coloana { $ranks }) partidele nu se potrivesc

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $high, $low, $opponent (an opponent's name).
grid_opponent-unknown = { $found } indică jucătorul { $opponent }, care nu este în tabelul de turneu (numerele { $low }–{ $high })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $opponent (an opponent's name).
grid_opponent-unknown-none = { $found } indică jucătorul { $opponent }, care nu este în tabelul de turneu (niciun număr)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $here, $opponent (an opponent's name), $round (a round number of the tournament),
# $there.
grid_back-ref-empty = { $here } spune că adversarul din runda { $round } a fost jucătorul { $opponent }, dar { $there } (jucătorul { $opponent }, runda { $round }) este goală

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $here, $opponent (an opponent's name), $round (a round number of the tournament),
# $there, $there_text.
grid_back-ref-has = { $here } spune că adversarul din runda { $round } a fost jucătorul { $opponent }, dar { $there } (jucătorul { $opponent }, runda { $round }) conține { $there_text }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $expected, $here, $here_text, $opponent (an opponent's name), $round (a round number of
# the tournament), $there, $there_text.
grid_sides-differ-expected = partida din runda { $round } este scrisă diferit pe cele două rânduri: { $here } conține { $here_text }, dar { $there } (jucătorul { $opponent }) conține { $there_text }; acolo se aștepta { $expected }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $here, $here_text, $opponent (an opponent's name), $round (a round number of the
# tournament), $there, $there_text.
grid_sides-differ = partida din runda { $round } este scrisă diferit pe cele două rânduri: { $here } conține { $here_text }, dar { $there } (jucătorul { $opponent }) conține { $there_text }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# pairings lists and their player lists
# Variables: $first, $number, $second.
grid_list-number-twice = numărul de start { $number } este folosit de două ori în lista de jucători: rândurile { $first } și { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_list-empty = un antet de listă de jucători, dar niciun jucător sub el

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name (a name (a player, team or tournament)), $rows, $words.
grid_name-twice-no-numbers = doi jucători se numesc { $name } (rândurile { $rows }), iar lista nu are o coloană pentru numărul de start: adăugați una ({ $words }) și indicați-i prin număr în lista de împerecheri

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_number-expected-plain = se aștepta un număr de start, s-a găsit { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_number-from-1 = se aștepta un număr de start de la 1, s-a găsit { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $number.
grid_number-not-in-list = jucător necunoscut: numărul de start { $number } nu este în lista de jucători

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $name (a name (a player, team or tournament)), $number.
grid_name-number-mismatch = { $found } nu corespunde numărului de start { $number }, care este { $name } în lista de jucători

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $numbers.
grid_name-ambiguous = { $found } poate fi numărul de start { $numbers }: doi jucători au acest nume; scrieți numărul de start

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_player-unknown = jucător necunoscut { $found }: nu este în lista de jucători

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $close, $found.
grid_player-unknown-close = jucător necunoscut { $found }: nu este în lista de jucători (v-ați referit la { $close }?)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $number.
grid_number-without-list = numărul de start { $number }, dar alte rânduri indică jucătorii prin nume și nu există o listă de jucători care să spună cine este numărul { $number }: scrieți numele sau adăugați o listă de jucători (Nr., Nume, …)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_number-columns-twice_white = două coloane pentru numărul de start lângă Alb: { $first } și { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_number-columns-twice_black = două coloane pentru numărul de start lângă Negru: { $first } și { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_round-expected = se aștepta un număr de rundă (1, R1, Runda 1), s-a găsit { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_no-round = această partidă nu are rundă: se aștepta un număr de rundă în coloana Rundă sau un rând precum 'Runda 1' deasupra partidelor

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $who.
grid_same-player-both-sides = același jucător de ambele părți ({ $who })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $black, $white.
grid_game-or-bye = se aștepta o partidă (Alb și Negru) sau o rundă liberă (bye) (un jucător și BYE, H, F, Z sau U), s-a găsit Alb { $white }, Negru { $black }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_bye-points-expected = se aștepta punctajul rundei libere (bye) (1, ½, 0) sau un cuvânt pentru rundă liberă (BYE, H, F, Z, U) pentru un jucător fără adversar, s-a găsit { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_bye-points-range = o rundă liberă (bye) valorează 1, ½ sau 0 puncte, s-a găsit { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_byes-two = două runde libere (bye) diferite pe un rând: { $first } și { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $bye, $found, $worth.
grid_bye-points-mismatch = punctajul { $found } nu se potrivește cu { $bye } (valorează { $worth })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_bye-missing = un jucător fără adversar: în celula celuilalt jucător sau în rezultat se aștepta BYE, H (rundă liberă de jumătate de punct), F (rundă liberă de un punct), Z (rundă liberă de zero puncte) sau U

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
grid_player-twice-in-round = { $name } este deja în runda { $round } la { $first }: un jucător apare o singură dată pe rundă

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $round (a round number of the tournament), $row (a row number).
grid_row-no-players = rândul { $row } are runda { $round }, dar niciun jucător: se așteptau Alb, Negru și rezultatul (sau un jucător și o rundă liberă); ștergeți rândul dacă nu conține nicio partidă

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $board (a board number of a team match), $round (a round number of the tournament),
# $row (a row number).
grid_row-no-players-board = rândul { $row } are runda { $round } și masa { $board }, dar niciun jucător: se așteptau Alb, Negru și rezultatul (sau un jucător și o rundă liberă); ștergeți rândul dacă nu conține nicio partidă

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $expected.
grid_no-result = lipsește rezultatul: se aștepta { $expected } (doar runda în desfășurare, ultima cu rezultate, poate avea partide încă fără rezultat)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $planned, $round (a round number of the tournament).
grid_planned-below-row = numărul de runde al turneului este { $planned }, dar acest rând este în runda { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# consistency of the whole event (core/formats/validate.py)
# Variables: $results, $rounds (round numbers).
grid_results-over-rounds = numărul de runde cu rezultate este { $results }, dar turneul anunță { $rounds }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $others, $results.
grid_results-uneven = numărul de runde cu rezultate este { $results }, iar alți jucători au { $others }; scrieți -- pentru o rundă în care jucătorul nu a fost împerecheat

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $token.
grid_opponent-not-in-event = { $token } indică jucătorul { $opponent }, care nu este în turneu

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_paired-self = un jucător nu poate fi împerecheat cu el însuși

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $other, $round (a round number of the tournament),
# $token.
grid_back-ref-other-has = { $token } spune că adversarul a fost jucătorul { $opponent }, dar jucătorul { $opponent } are { $other } în runda { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $other, $paired, $round (a round number of the
# tournament), $token.
grid_back-ref-other-paired = { $token } spune că adversarul a fost jucătorul { $opponent }, dar jucătorul { $opponent } este împerecheat cu jucătorul { $paired } ({ $other }) în runda { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $other, $round (a round number of the tournament),
# $token.
grid_results-disagree = { $token } nu se potrivește cu { $other } al jucătorului { $opponent } pentru aceeași partidă din runda { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $player (a player's name), $round (a round number of
# the tournament).
grid_same-colour_white = atât jucătorul { $player }, cât și jucătorul { $opponent } sunt trecuți cu albul în runda { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $player (a player's name), $round (a round number of
# the tournament).
grid_same-colour_black = atât jucătorul { $player }, cât și jucătorul { $opponent } sunt trecuți cu negrul în runda { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $by, $player (a player's name), $round (a round number of the tournament).
grid_paired-twice = jucătorul { $player } este împerecheat de două ori în runda { $round } (de jucătorii { $by })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $after, $round (a round number of the tournament), $token.
grid_after-withdrawal = retras după runda { $after }, dar are { $token } în runda { $round }; se aștepta --

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $later, $round (a round number of the tournament).
grid_round-no-results = runda { $round } nu are rezultate (nicio partidă, bye sau absență), iar runda { $later } are

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# $count (not shown) chooses the plural form.
# Variables: $cells, $name (a name (a player, team or tournament)), $other, $rounds (round numbers).
grid_same-player-typo =
    { $count ->
        [one] { $name } apare doar în runda { $rounds }; ați vrut să scrieți { $other } ({ $cells })? Dacă sunt doi jucători, treceți-i pe amândoi într-un bloc sau o filă Players.
        [few] { $name } apare doar în rundele { $rounds }; ați vrut să scrieți { $other } ({ $cells })? Dacă sunt doi jucători, treceți-i pe amândoi într-un bloc sau o filă Players.
       *[other] { $name } apare doar în rundele { $rounds }; ați vrut să scrieți { $other } ({ $cells })? Dacă sunt doi jucători, treceți-i pe amândoi într-un bloc sau o filă Players.
    }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name (a name (a player, team or tournament)).
grid_listed-no-row = { $name } este în lista de jucători, dar nu are rând în tabelul de turneu

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $end, $header, $last, $row (a row number).
grid_row-short = rândul { $row } se termină la coloana { $last }, dar antetul lui (rândul { $header }) continuă până la coloana { $end }: lipsește o celulă; scrieți fiecare celulă, chiar și goală (un rezultat încă neintrodus este o ultimă celulă goală)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $later, $opponent (an opponent's name), $round (a round number of the tournament).
grid_pending-before-results = partida cu jucătorul { $opponent } din runda { $round } nu are încă rezultat, dar runda { $later } are rezultate: introduceți-l (clasamentul numără doar rundele complete, așa că toate rezultatele ulterioare îl așteaptă)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7), $first, $name (a name (a player, team or
# tournament)).
grid_near-twin-merged = { $name } citit ca { $first } ({ $cell }): numele diferă doar prin diacritice, majuscule sau spații; dacă sunt doi jucători, trecuți-i pe amândoi într-un bloc Players cu numerele lor de start

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7).
grid_settings_second-block = un al doilea bloc 'Tiebreak settings' (primul este la { $cell }); păstrați unul singur

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $key.
grid_settings_twice = setarea { $key } este dată de două ori

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $value (a tie-break value (a number)).
grid_settings_target = ținta { $value }: se așteaptă 'columns' sau 'standings-tab'

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $langs, $value (a tie-break value (a number)).
grid_settings_language = limba { $value }: se așteaptă una dintre { $langs }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $most, $value (a tie-break value (a number)).
grid_settings_lots-seed = seed pentru tragerea la sorți { $value }: se așteaptă un număr întreg de la 0 la { $most }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $value (a tie-break value (a number)).
grid_settings_single-winner = un singur câștigător { $value }: se așteaptă da sau nu

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $key.
grid_settings_unknown-key = setare necunoscută { $key }: se așteaptă Rules, Order, Start date, Target, Language, Lots seed sau Single winner

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $names, $value (a tie-break value (a number)).
grid_settings_rules = setul de reguli { $value }: se așteaptă unul dintre { $names }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $value (a tie-break value (a number)).
grid_settings_date = data de început { $value }: se așteaptă o dată precum 2025-09-13 sau 13.9.2025
