### Română (ro): reading tournament files (JSON, TRF, team files, lichess): problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A problem found reading a tournament file.
# Variables: $byte, $encoding (a character encoding's name, such as cp1250 (kept as it is)).
input_decode_not-in-encoding = nu este text { $encoding }: octetul 0x{ $byte } pe acest rând nu este niciun caracter în { $encoding }

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $suggestions.
input_decode_no-such-encoding = codificare necunoscută { $encoding }: ați vrut să scrieți { $suggestions }?

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $name (a name
# (a player, team or tournament)).
input_decode_option = --encoding { $name } îl citește ca { $encoding }

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $suggestions.
input_decode_not-a-text-encoding = { $encoding } nu este o codificare de text (transformă octeți în octeți sau text în text): indicați un set de caractere, de exemplu { $suggestions }

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)).
input_decode_read-named = citit ca { $encoding }, codificarea indicată (--encoding)

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)).
input_decode_read-mark = citit ca { $encoding }, cum spune marcajul de ordine a octeților

# A problem found reading a tournament file.
input_decode_read-utf-8 = citit ca UTF-8

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $option.
input_decode_read-guessed = citit ca { $encoding }: nu este UTF-8 și este singura pagină de cod veche în care citirea e plauzibilă ({ $option } o indică)

# A problem found reading a tournament file.
input_decode_read-workbook = registru Excel, citit în codificarea declarată de XML-ul său

# A problem found reading a tournament file.
# Variables: $file (a file's name), $what.
# same-as-english
input_decode_read-line = { $file }: { $what }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_order = order: găsit { $found }, se așteaptă o listă de coduri de departajare precum ["BH-C1", "BH"]

# A problem found reading a tournament file.
# Variables: $first, $first_no, $second, $second_no.
input_warning_near-twins = { $first } (nr. { $first_no }) și { $second } (nr. { $second_no }) diferă doar prin diacritice, majuscule sau spații: un jucător introdus de două ori sau doi jucători ale căror nume ar trebui să-i deosebească

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $word.
input_decode_candidate = { $encoding } (se citește { $word })

# A problem found reading a tournament file.
# Shared pieces
# Variables: $left (the part before), $right (the part after).
input_or = { $left } sau { $right }

# A problem found reading a tournament file.
# Variables: $first, $last.
input_columns = coloanele { $first }-{ $last }

# A problem found reading a tournament file.
# Variables: $found, $problem (the problem found, another message).
input_found = { $problem }, găsit { $found }

# A problem found reading a tournament file.
input_kind_list = o listă

# A problem found reading a tournament file.
input_kind_object = un obiect

# A problem found reading a tournament file.
# core/formats/load.py
# Variables: $reason.
input_load_unreadable = fișierul nu poate fi citit: { $reason }

# A problem found reading a tournament file.
input_load_no-stdin = intrarea standard este închisă: dați un nume de fișier sau redirecționați fișierul

# A problem found reading a tournament file.
input_load_unknown-format = nu este un fișier JSON de turneu, TRF-16 sau CSV

# A problem found reading a tournament file.
# core/formats/text_decoding.py
# Variables: $size (a size (a number)).
# same-as-english
input_size_mb = { $size } MB

# A problem found reading a tournament file.
# Variables: $limit (a limit (a number)), $size (a size (a number)).
input_decode_too-large = fișierul are { $size }; tiebreak citește fișiere de turneu de cel mult { $limit }

# A problem found reading a tournament file.
# Variables: $limit (a limit (a number)).
input_decode_larger-than = fișierul este mai mare de { $limit }; tiebreak citește fișiere de turneu de cel mult { $limit }

# A problem found reading a tournament file.
input_decode_save-as-utf8 = salvați-l ca UTF-8 (în Excel: Save As, 'CSV UTF-8'; în LibreOffice: setul de caractere 'Unicode (UTF-8)')

# A problem found reading a tournament file.
# Variables: $advice, $byte, $encoding (a character encoding's name, such as cp1250 (kept as it
# is)).
input_decode_bad-bom = începe ca text { $encoding }, dar nu este { $encoding } valid (octetul { $byte }): { $advice }

# A problem found reading a tournament file.
# Variables: $advice.
input_decode_nul = nu este un fișier text: conține un octet NUL (o foaie de calcul sau UTF-16 fără marcaj de ordine a octeților?); { $advice }

# A problem found reading a tournament file.
# Variables: $advice, $byte, $candidates, $options.
input_decode_ambiguous = nu este UTF-8 (octetul 0x{ $byte } pe acest rând), iar textul dă cuvinte în mai multe codificări: { $candidates }; { $advice } sau indicați codificarea (--encoding): { $options }

# A problem found reading a tournament file.
# Variables: $advice, $byte.
input_decode_unknown = nu este UTF-8 (octetul 0x{ $byte } pe acest rând), iar textul nu dă cuvintele niciunei limbi în Windows-1250, ISO-8859-2, Windows-1252, Windows-1251 sau Windows-1254: { $advice } sau indicați codificarea (--encoding)

# A problem found reading a tournament file.
# core/formats/crosstable.py
input_token_help = un simbol precum +W9, =B9, -9, +F9, -F9, ?W9, BYE/U, F, H, Z sau -- (formats.md, secțiunea 1)

# A problem found reading a tournament file.
# Variables: $help, $token.
input_token_unknown = { $token } nu este { $help }

# A problem found reading a tournament file.
# Variables: $limit (a limit (a number)), $token.
input_token_too-large = { $token }: numerele adversarilor merg până la { $limit }

# A problem found reading a tournament file.
# Variables: $token.
input_token_zero = { $token }: numerele adversarilor încep de la 1

# A problem found reading a tournament file.
# Variables: $token.
input_token_drawn-forfeit = { $token }: o partidă prin forfait este câștigată (+F) sau pierdută (-F), nu remiză

# A problem found reading a tournament JSON file.
# core/formats/tournament_json.py
# Variables: $detail.
input_json_invalid = JSON nevalid: { $detail }

# A problem found reading a tournament JSON file.
# Variables: $digits, $key, $limit (a limit (a number)).
input_json_long-number = { $key }: un număr de { $digits } cifre; numerele dintr-un turneu au cel mult { $limit }

# A problem found reading a tournament JSON file.
# Variables: $digits, $limit (a limit (a number)).
input_json_long-number-bare = un număr de { $digits } cifre; numerele dintr-un turneu au cel mult { $limit }

# A problem found reading a tournament JSON file.
# Variables: $limit (a limit (a number)).
input_json_too-deep = imbricare prea adâncă: tablouri sau obiecte pe mai mult de { $limit } niveluri unul în altul

# A problem found reading a tournament JSON file.
input_json_not-object = se aștepta un obiect JSON cu "players"

# A problem found reading a tournament JSON file.
# Variables: $expected, $found.
input_json_format = formatul este { $found }; se aștepta { $expected }

# A problem found reading a tournament JSON file.
# Variables: $key.
input_json_unknown-key = cheie necunoscută { $key } (cheile proprii încep cu 'x-')

# A problem found reading a tournament JSON file.
# Variables: $field, $found.
input_json_not-string = { $field } trebuie să fie un șir, găsit { $found }

# A problem found reading a tournament JSON file.
# Variables: $field, $problem (the problem found, another message), $value (a tie-break value (a
# number)).
# same-as-english
input_json_bad-text = { $field } { $value }: { $problem }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_start-date = start_date { $found } nu este o dată precum 2026-11-03

# A problem found reading a tournament JSON file.
# Variables: $expected, $found.
input_json_notation = notation { $found }: se aștepta { $expected }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_system = system { $found }: se aștepta swiss, round-robin sau team-swiss

# A problem found reading a tournament JSON file.
# Variables: $example.
input_json_scoring-object = scoring trebuie să fie un obiect precum { $example }

# A problem found reading a tournament JSON file.
# Variables: $key.
input_json_scoring-key = scoring: cheie necunoscută { $key } (win, draw, loss, pab)

# A problem found reading a tournament JSON file.
# Variables: $found, $key.
input_json_scoring-number = scoring.{ $key }: se aștepta un număr, găsit { $found }

# A problem found reading a tournament JSON file.
# Variables: $found, $key, $problem (the problem found, another message).
input_json_scoring-range = scoring.{ $key }: { $problem }, găsit { $found }

# A problem found reading a tournament JSON file.
# Variables: $problem (the problem found, another message).
# same-as-english
input_json_scoring = scoring: { $problem }

# A problem found reading a tournament JSON file.
input_json_no-players = players trebuie să fie o listă nevidă

# A problem found reading a tournament JSON file.
# Variables: $found, $limit (a limit (a number)).
input_json_rounds = rounds trebuie să fie un număr întreg de la 0 la { $limit }, găsit { $found }

# A problem found reading a tournament JSON file.
# Variables: $limit (a limit (a number)), $rounds (round numbers).
input_json_too-many-rounds = un jucător are rezultate pentru { $rounds } runde; un turneu are cel mult { $limit }

# A problem found reading a tournament JSON file.
# Variables: $index.
input_json_player-not-object = players[{ $index }] nu este un obiect

# A problem found reading a tournament JSON file.
# Variables: $found, $index, $limit (a limit (a number)).
input_json_bad-id = players[{ $index }]: id trebuie să fie un număr întreg de la 1 la { $limit }, găsit { $found }

# A problem found reading a tournament JSON file.
input_json_duplicate-id = același id este folosit de două ori

# A problem found reading a tournament JSON file.
# Variables: $found, $limit (a limit (a number)).
input_json_rating = rating trebuie să fie un număr întreg de la 0 la { $limit } sau null, găsit { $found }

# A problem found reading a tournament JSON file.
input_json_results-list = results trebuie să fie o listă de simboluri

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_not-token = { $found } nu este un simbol

# A problem found reading a tournament JSON file.
# Variables: $problem (the problem found, another message).
# same-as-english
input_json_token = { $problem }

# A problem found reading a tournament JSON file.
# Variables: $problem (the problem found, another message).
input_json_uscf-hint = { $problem } (notația tabelului US Chess? adăugați "notation": "uscf" în fișier)

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_withdrawn = withdrawn_after trebuie să fie un număr de rundă, găsit { $found }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_birth = birth trebuie să fie o dată precum 2008-05-17 sau un an precum 2008, găsit { $found }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_sex = sex trebuie să fie "m" sau "f", găsit { $found }

# A problem found reading a FIDE TRF file.
# core/formats/trf.py: reading
# Variables: $found.
input_trf_not-record = { $found } nu este o înregistrare TRF: un rând începe cu un cod de 3 caractere precum 001, 012 sau XXR

# A problem found reading a FIDE TRF file.
input_trf_no-players = nicio înregistrare de jucător (rânduri care încep cu 001)

# A problem found reading a FIDE TRF file.
# Variables: $id, $line (a line number).
input_trf_duplicate-start = numărul de start { $id } este folosit de două ori (și pe rândul { $line })

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_start-number = coloanele 5-8 conțin numărul de start, găsit { $found }

# A problem found reading a FIDE TRF file.
# Variables: $name (a name (a player, team or tournament)), $problem (the problem found, another
# message).
input_trf_name = numele { $name }: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $found, $limit (a limit (a number)).
input_trf_rating-limit = coloanele 49-52 conțin ratingul, un număr întreg de la 0 la { $limit }, găsit { $found }

# A problem found reading a FIDE TRF file.
# Variables: $columns, $field, $problem (the problem found, another message), $value (a tie-break
# value (a number)).
input_trf_text = coloanele { $columns } ({ $field }) { $value }: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_rating = coloanele 49-52 conțin ratingul, găsit { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_fide-id = coloanele 58-68 conțin FIDE ID, găsit { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_points-column = coloanele 81-84 conțin punctele, găsit { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_rank = coloanele 86-89 conțin locul, găsit { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_blank = coloanele 90-91 trebuie să fie goale, găsit { $found }

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_round-block = { $columns }: { $found } nu este o rundă precum '  12 w 1' (adversar, culoare, rezultat în coloanele 1-4, 6 și 8 ale blocului)

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_opponent = { $columns }: adversarul { $found } nu este un număr de start

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_colour = { $columns }: culoarea { $found }; se aștepta w, b sau -

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_result = { $columns }: rezultatul { $found }; se aștepta 1 0 = + - W D L H F U Z

# A problem found reading a FIDE TRF file.
# Variables: $code (a tie-break code such as BH (kept as it is)), $problem (the problem found,
# another message).
input_trf_record = înregistrarea { $code }: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $found, $limit (a limit (a number)).
input_trf_xxr = numărul de runde trebuie să fie un număr întreg de la 0 la { $limit }, găsit { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_score-format = se așteptau puncte precum 1.0, găsit { $found }

# A problem found reading a FIDE TRF file.
# Variables: $problem (the problem found, another message).
input_trf_scoring = punctaj: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $opponent (an opponent's name).
input_trf_no-result = partida cu jucătorul { $opponent } nu are rezultat

# A problem found reading a FIDE TRF file.
# Variables: $opponent (an opponent's name), $result.
input_trf_bye-with-opponent = rezultatul { $result } este un bye, dar numește adversarul { $opponent }

# A problem found reading a FIDE TRF file.
# Variables: $result.
input_trf_needs-opponent = rezultatul { $result } cere un adversar; o rundă fără adversar este U (bye alocat la împerechere, PAB), F, H, Z sau - (neîmperecheat)

# A problem found reading a FIDE TRF file.
# Variables: $counted, $found.
input_trf_points = puncte în fișier { $found }, partidele dau { $counted }

# A problem found reading a FIDE TRF file.
# Variables: $count (a number choosing the plural form), $total.
input_trf_points-scoring = punctele a { $count } din { $total } jucători nu corespund punctajului 1-½-0; pentru alt punctaj adăugați înregistrări precum 'BBW  3.0', 'BBD  1.0', 'BBL  0.0', 'BBU  3.0'

# A problem found reading a FIDE TRF file.
# core/formats/trf.py: writing
# Variables: $limit (a limit (a number)), $players.
input_trf_too-many-players = turneul are { $players } jucători, dar numerele de start TRF-16 au patru cifre (de la 1 la { $limit }): păstrați-l ca JSON de turneu (--to json)

# A problem found reading a FIDE TRF file.
# Variables: $id, $limit (a limit (a number)).
input_trf_start-too-large = numărul de start { $id } nu încape în cele patru cifre ale TRF-16 (de la 1 la { $limit }): renumerotați jucătorii

# A problem found reading a FIDE TRF file.
input_trf_limit_name-break = numele turneului conține un salt de rând

# A problem found reading a FIDE TRF file.
# Variables: $value (a tie-break value (a number)), $what.
input_trf_limit_scoring = punctaj: { $what } = { $value } nu este un număr cu o zecimală

# A problem found reading a FIDE TRF file.
# Variables: $key.
input_trf_limit_field = câmpul de turneu { $key } nu are înregistrare TRF

# A problem found reading a FIDE TRF file.
# Variables: $round (a round number of the tournament).
input_trf_limit_round = runda { $round } nu are nicio partidă, forfait sau bye alocat la împerechere (PAB); un cititor TRF ia o astfel de coloană drept bye-uri cerute dinainte

# A problem found reading a FIDE TRF file.
# Variables: $name (a name (a player, team or tournament)), $width.
input_trf_limit_name = numele { $name } nu încape în coloanele 15-47 (cel mult { $width } caractere, fără salt de rând, fără spații la început sau la sfârșit)

# A problem found reading a FIDE TRF file.
# Variables: $rating.
input_trf_limit_rating = ratingul { $rating } nu încape în coloanele 49-52

# A problem found reading a FIDE TRF file.
# Variables: $federation.
input_trf_limit_federation = federația { $federation } nu este un cod de 3 litere

# A problem found reading a FIDE TRF file.
# Variables: $id.
input_trf_limit_fide-id = FIDE ID { $id } nu este un număr de cel mult 11 cifre

# A problem found reading a FIDE TRF file.
# Variables: $title.
input_trf_limit_title = titlul { $title } nu încape în coloanele 11-13

# A problem found reading a FIDE TRF file.
# Variables: $round (a round number of the tournament).
input_trf_limit_withdrawn = TRF nu are câmp pentru retragerea după runda { $round } (se scriu absențele)

# A problem found reading a FIDE TRF file.
input_trf_limit_points = punctele nu încap în coloanele 81-84

# A problem found reading a FIDE TRF file.
# Variables: $key.
input_trf_limit_player-field = câmpul { $key } nu are coloană TRF

# A problem found reading a tournament file.
# core/questions/calc.py
input_card_not-object = se aștepta un obiect cu "rules" și "card"

# A problem found reading a tournament file.
# Variables: $known.
input_card_rules = rules trebuie să numească un set de reguli ({ $known }); o fișă nu are dată

# A problem found reading a tournament file.
# Variables: $entry.
input_card_entry = intrarea { $entry } din fișă

# A problem found reading a tournament file.
# Variables: $results.
input_card_result = result trebuie să fie unul dintre { $results }

# A problem found reading a tournament file.
input_card_opponent-score = opponent_score trebuie să fie un număr

# A problem found reading a tournament file.
# Variables: $decimals, $found, $limit (a limit (a number)).
input_card_opponent-score-range = opponent_score trebuie să fie un număr de la 0 la { $limit } cu cel mult { $decimals } zecimale, găsit { $found }

# A problem found reading a tournament file.
# Variables: $least.
input_card_rounds = rounds trebuie să fie un număr întreg ≥ { $least }

# A problem found reading a tournament file.
# core/sources/lichess.py
# Variables: $found.
input_lichess_bad-id = { $found } nu este un id de turneu elvețian lichess (8 litere sau cifre, ca în https://lichess.org/swiss/j8rtJ5GL)

# A problem found reading a tournament file.
input_lichess_not-ref = nu este un turneu elvețian lichess: se aștepta https://lichess.org/swiss/ID sau lichess:ID

# A problem found reading a tournament file.
# Variables: $id.
input_lichess_no-players = turneul elvețian lichess { $id } nu are încă jucători

# A problem found reading a tournament file.
# Variables: $id.
input_lichess_not-found = lichess nu are turneul elvețian { $id }

# A problem found reading a tournament file.
# Variables: $id, $status.
input_lichess_private = turneul elvețian lichess { $id } este privat (HTTP { $status }): doar membrii lui îl pot vedea

# A problem found reading a tournament file.
# Variables: $status, $url (a web address).
input_remote_http = lichess a răspuns HTTP { $status } pentru { $url }

# A problem found reading a tournament file.
# Variables: $error.
input_remote_unreachable = lichess nu a putut fi contactat ({ $error })

# A problem found reading a tournament file.
input_remote_too-many-requests = lichess semnalează prea multe cereri (HTTP 429)

# A problem found reading a tournament file.
# Variables: $status.
input_remote_server = lichess a răspuns HTTP { $status }

# A problem found reading a tournament file.
# Variables: $attempts, $why (the reason, another message).
input_remote_gave-up =
    { $count ->
        [one] { $why }; abandonat după { $attempts } încercare
        [few] { $why }; abandonat după { $attempts } încercări
       *[other] { $why }; abandonat după { $attempts } de încercări
    }

# A problem found reading a tournament file.
# Variables: $attempts, $wait, $why (the reason, another message).
input_remote_wait-limit =
    { $count ->
        [one] { $why }; încă { $wait } s de așteptare ar depăși limita de așteptare, abandonat după { $attempts } încercare
        [few] { $why }; încă { $wait } s de așteptare ar depăși limita de așteptare, abandonat după { $attempts } încercări
       *[other] { $why }; încă { $wait } s de așteptare ar depăși limita de așteptare, abandonat după { $attempts } de încercări
    }

# A problem found reading a tournament file.
# Variables: $detail, $id.
input_remote_not-json = descrierea turneului elvețian { $id } de la lichess nu este JSON ({ $detail })

# A problem found reading a tournament file.
# Variables: $id.
input_remote_not-object = descrierea turneului elvețian { $id } de la lichess nu este un obiect JSON

# A problem found reading a tournament file.
input_lichess_arena = se pot citi doar turnee elvețiene de pe lichess: o Arenă (lichess.org/tournament/…) nu are runde în care să se departajeze

# A problem found reading a tournament file.
# Variables: $id, $why (the reason, another message).
input_lichess_header-name = numele pe care lichess îl dă turneului elvețian { $id } nu poate fi afișat: { $why }

# A problem found reading a tournament file.
# Variables: $found, $id, $most.
input_lichess_header-rounds = lichess spune că turneul elvețian { $id } are { $found } runde; se pot citi cel mult { $most }

# A problem found reading a tournament file.
# Variables: $found, $id.
input_lichess_header-start = ora de început a turneului elvețian { $id } dată de lichess nu este o dată: { $found }

# A problem found reading a tournament file.
# Variables: $seconds (a number of seconds), $url (a web address).
input_remote_timeout = lichess nu a trimis { $url } în { $seconds } s; renunțare

# A problem found reading a tournament file.
# Variables: $most, $url (a web address).
input_remote_redirects = lichess a redirecționat { $url } de mai mult de { $most } ori; renunțare

# A problem found reading a tournament file.
# Variables: $most, $url (a web address).
input_remote_too-large = răspunsul lichess pentru { $url } depășește { $most }; necitit

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $url (a web
# address).
input_remote_encoding = lichess a răspuns la { $url } într-o codificare necerută ({ $encoding })

# A problem found reading a tournament file.
# Variables: $detail, $url (a web address).
input_remote_bad-gzip = răspunsul comprimat al lichess pentru { $url } este deteriorat ({ $detail })

# A problem found reading a tournament file.
# Variables: $id, $most.
input_remote_long-number = descrierea turneului elvețian { $id } de la lichess conține un număr cu mai mult de { $most } cifre

# A problem found reading a tournament file.
# Variables: $id, $most.
input_remote_too-deep = descrierea turneului elvețian { $id } de la lichess are mai mult de { $most } niveluri de imbricare

## Team inputs --- (formats.md 6, rules.md 9.1: core/formats/team_json.py,

# A problem found reading a team event's file.
# core/formats/trf_teams.py, core/formats/grid_boards.py, core/formats/lineups.py)
# Variables: $id.
input_team_cell_team = echipa { $id }

# A problem found reading a team event's file.
# Variables: $id, $round (a round number of the tournament).
input_team_cell_team-round = echipa { $id }, runda { $round }

# A problem found reading a team event's file.
# Variables: $player (a player's name), $team (a team's name).
input_team_member-twice = jucătorul { $player } apare de două ori în { $team }

# A problem found reading a team event's file.
# Variables: $player (a player's name), $team (a team's name).
input_team_unknown-member = membrul { $player } al echipei { $team } nu este jucător al turneului

# A problem found reading a team event's file.
# Variables: $first, $name (a name (a player, team or tournament)), $player (a player's name),
# $second.
input_team_two-teams = jucătorul { $player } ({ $name }) este membru și în { $first }, și în { $second }; un jucător joacă pentru o singură echipă

# A problem found reading a team event's file.
# Variables: $boards, $members (the players of a tied group), $team (a team's name).
input_team_too-few = { $team } are mai puțini membri ({ $members }) decât mesele unui meci ({ $boards })

# A problem found reading a team event's file.
# Variables: $player (a player's name).
input_team_no-team = jucătorul { $player } nu este în nicio echipă; fiecare jucător al unui turneu pe echipe aparține unei echipe

# A problem found reading a team event's file.
# Variables: $token.
input_team_requested-bye = { $token }: un turneu pe echipe nu are runde libere cerute; un membru joacă, are runda liberă a echipei (U) sau nu joacă (--)

# A problem found reading a team event's file.
# Variables: $boards, $count (a number choosing the plural form), $players, $round (a round number
# of the tournament), $team (a team's name).
input_team_lineup-size = formația echipei { $team } în runda { $round } ocupă { $count } din { $boards } mese (jucătorii { $players }); o formație ocupă toate mesele sau niciuna

# A problem found reading a team event's file.
# Variables: $others, $pab, $round (a round number of the tournament), $team (a team's name).
input_team_partial-pab = { $team } are runda liberă în runda { $round } doar la o parte din formație (mese cu rundă liberă: { $pab }; fără: { $others }); runda liberă a echipei acoperă toată formația

# A problem found reading a team event's file.
# Variables: $board (a board number of a team match), $opponent (an opponent's name), $round (a
# round number of the tournament), $team (a team's name).
input_team_teammate = masa { $board } a echipei { $team } în runda { $round } joacă cu jucătorul { $opponent } din aceeași echipă

# A problem found reading a team event's file.
# Variables: $board (a board number of a team match), $opponent (an opponent's name), $other,
# $other_board, $player (a player's name), $round (a round number of the tournament), $team (a
# team's name).
input_team_board-order = masa { $board } a echipei { $team } în runda { $round } (jucătorul { $player }) joacă cu jucătorul { $opponent }, masa { $other_board } a echipei { $other }; masa i a unei formații joacă cu masa i a celeilalte

# A problem found reading a team event's file.
# Variables: $first, $first_board, $round (a round number of the tournament), $second,
# $second_board, $team (a team's name).
input_team_two-opponents = { $team } joacă cu { $first } la masa { $first_board } și cu { $second } la masa { $second_board } în runda { $round }; o formație joacă cu o singură echipă

# A problem found reading a team event's file.
# Variables: $key, $system.
input_team_json_not-team = { $key } ține de un turneu pe echipe, iar "system" este { $system } (team-swiss sau team-round-robin pentru echipe)

# A problem found reading a team event's file.
# Variables: $key, $system.
input_team_json_needs = un turneu { $system } are nevoie de { $key } (formats.md 6.1)

# A problem found reading a team event's file.
# Variables: $found, $limit (a limit (a number)).
input_team_json_boards = "boards" trebuie să fie un număr întreg de la 1 la { $limit }, găsit { $found }

# A problem found reading a team event's file.
input_team_json_teams-list = "teams" trebuie să fie o listă nevidă de echipe, de exemplu { "{" }"id": 1, "name": "Team A", "members": [1, 2]{ "}" }

# A problem found reading a team event's file.
# Variables: $index.
input_team_json_not-object = echipa { $index } din "teams" nu este un obiect

# A problem found reading a team event's file.
# Variables: $found, $index, $limit (a limit (a number)).
input_team_json_id = echipa { $index } din "teams": "id" trebuie să fie un număr întreg de la 1 la { $limit }, găsit { $found }

# A problem found reading a team event's file.
# Variables: $id.
input_team_json_duplicate-id = numărul de echipă { $id } este folosit de două ori

# A problem found reading a team event's file.
# Variables: $key.
input_team_json_key = cheie necunoscută { $key } la o echipă (id, name, members)

# A problem found reading a team event's file.
# Variables: $found.
input_team_json_name = "name" al unei echipe trebuie să fie text, găsit { $found }

# A problem found reading a team event's file.
# Variables: $found.
input_team_json_members = "members" trebuie să fie o listă de numere de jucători în ordinea meselor, găsit { $found }

# A problem found reading a team event's file.
# Variables: $example.
input_team_json_scoring-object = "team_scoring" trebuie să fie un obiect, de exemplu { $example }

# A problem found reading a team event's file.
# Variables: $key.
input_team_json_scoring-key = cheie necunoscută { $key } în "team_scoring" (win, draw, loss, pab, primary)

# A problem found reading a team event's file.
# Variables: $found.
input_team_json_primary = "primary" din "team_scoring" trebuie să fie "MP" sau "GP", găsit { $found }

# A problem found reading a team event's file.
# Variables: $found, $key.
input_team_json_scoring-number = "team_scoring" { $key } trebuie să fie un număr, găsit { $found }

# A problem found reading a team event's file.
# Variables: $found, $key, $problem (the problem found, another message).
input_team_json_scoring-range = "team_scoring" { $key }: { $problem }, găsit { $found }

# A problem found reading a team event's file.
# Variables: $boards, $count (a number choosing the plural form), $file (a file's name), $played,
# $rounds (round numbers), $teams.
input_team_check-ok = { $file }: în regulă — turneu pe echipe; echipe: { $teams }, mese: { $boards }, jucători: { $count }, runde: { $played } din { $rounds }; fiecare formație joacă cu o singură echipă masă cu masă

# A problem found reading a team event's file.
# Variables: $found.
input_team_trf_member = o înregistrare de echipă 013 conține numere de start în coloanele 37-40, 42-45, …; găsit { $found }

# A problem found reading a team event's file.
input_team_trf_no-name = o înregistrare de echipă 013 are nevoie de numele echipei în coloanele 5-36

# A problem found reading a team event's file.
# Variables: $name (a name (a player, team or tournament)).
input_team_trf_no-members = înregistrarea 013 a echipei { $name } nu conține numere de start

# A problem found reading a team event's file.
input_team_trf_forfeit-no-opponent = '0000 - +' este un forfait fără adversar, pe care un turneu pe echipe nu îl acceptă: masa nejucată numește membrul celeilalte echipe (rules.md 12.37)

# A problem found reading a team event's file.
# Variables: $id, $position.
input_team_trf_limit_id = echipa cu numărul { $id } se scrie ca echipa { $position }: TRF-16 numerotează echipele după poziția rândului lor 013

# A problem found reading a team event's file.
# Variables: $name (a name (a player, team or tournament)).
input_team_trf_limit_name = numele echipei { $name } nu încape în cele 32 de coloane ale unui rând 013

# A problem found reading a team event's file.
input_team_trf_limit_scoring = TRF-16 nu are câmp pentru puncte de meci: fișierul va fi citit înapoi cu 2-1-0, runda liberă a echipei ca remiză și scorul principal MP

# A problem found reading a team event's file.
# Variables: $boards, $largest.
input_team_trf_limit_boards = turneul are { $boards } mese, dar nicio formație nu ocupă mai mult de { $largest }; TRF-16 ia numărul de mese din cea mai mare formație

# A problem found reading a team event's file.
# Variables: $words.
input_team_grid_no-teams = partidele pe mese (o coloană Meci sau Gazde/Oaspeți) au nevoie de o listă a echipelor: un antet cu o coloană de echipă ({ $words }) și o coloană de jucător, un rând pe membru în ordinea meselor

# A problem found reading a team event's file.
input_team_grid_no-team-cell = acest membru nu are echipă: scrieți numele echipei în primul ei rând

# A problem found reading a team event's file.
# Variables: $board (a board number of a team match), $lineup, $name (a name (a player, team or
# tournament)), $round (a round number of the tournament), $team (a team's name).
input_team_grid_board = aici masa { $board }, dar { $name } este masa { $lineup } a formației echipei { $team } în runda { $round } (membrii care joacă, în ordinea listei echipelor)

# A problem found reading a team event's file.
# Variables: $match, $round (a round number of the tournament), $teams.
input_team_grid_match-teams = meciul { $match } din runda { $round } are jucători din mai mult de două echipe: { $teams }

# A problem found reading a team event's file.
# Variables: $found.
input_team_grid_score = se aștepta un rezultat de meci ca 2½-1½ sau 3:1, găsit { $found }

# A problem found reading a team event's file.
# Variables: $match, $round (a round number of the tournament).
input_team_grid_score-no-boards = meciul { $match } din runda { $round } are un rezultat, dar nicio partidă

# A problem found reading a team event's file.
# Variables: $away, $away_points, $found, $home, $home_points, $match, $round (a round number of the
# tournament).
input_team_grid_score-sum = rezultatul { $found } al meciului { $match } din runda { $round } nu este suma meselor: { $home } { $home_points } - { $away_points } { $away }

# A problem found reading a tournament file.
# Variables: $token.
input_token_pending-forfeit = { $token }: o partidă prin forfait are rezultat (+F sau -F); o partidă în așteptare este ?W9, ?B9 sau ?9

# A problem found reading a FIDE TRF file.
# Variables: $count (a number choosing the plural form), $round (a round number of the tournament).
input_trf_pending =
    { $count ->
        [one] TRF-16 nu poate conține o partidă în așteptare: runda { $round } are { $count } partidă fără rezultat; introduceți-o mai întâi (JSON-ul turneului o păstrează ca ?W9)
        [few] TRF-16 nu poate conține o partidă în așteptare: runda { $round } are { $count } partide fără rezultat; introduceți-le mai întâi (JSON-ul turneului le păstrează ca ?W9)
       *[other] TRF-16 nu poate conține o partidă în așteptare: runda { $round } are { $count } de partide fără rezultat; introduceți-le mai întâi (JSON-ul turneului le păstrează ca ?W9)
    }
