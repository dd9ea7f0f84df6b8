### Italiano (it): reading tournament files (JSON, TRF, team files, lichess): problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A problem found reading a tournament file.
# Variables: $byte, $encoding (a character encoding's name, such as cp1250 (kept as it is)).
input_decode_not-in-encoding = non è testo { $encoding }: il byte 0x{ $byte } su questa riga non è un carattere in { $encoding }

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $suggestions.
input_decode_no-such-encoding = codifica sconosciuta { $encoding }: intendevate { $suggestions }?

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $name (a name
# (a player, team or tournament)).
input_decode_option = --encoding { $name } lo legge come { $encoding }

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $suggestions.
input_decode_not-a-text-encoding = { $encoding } non è una codifica di testo (trasforma byte in byte o testo in testo): indicate un set di caratteri come { $suggestions }

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)).
input_decode_read-named = letto come { $encoding }, la codifica indicata (--encoding)

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)).
input_decode_read-mark = letto come { $encoding }, come dice il suo byte order mark

# A problem found reading a tournament file.
input_decode_read-utf-8 = letto come UTF-8

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $option.
input_decode_read-guessed = letto come { $encoding }: non è UTF-8 ed è l'unica vecchia code page la cui lettura è plausibile ({ $option } la indica)

# A problem found reading a tournament file.
input_decode_read-workbook = una cartella di lavoro Excel, letta nella codifica che il suo XML dichiara

# A problem found reading a tournament file.
# Variables: $file (a file's name), $what.
# same-as-english
input_decode_read-line = { $file }: { $what }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_order = order: trovato { $found }, attesa una lista di codici di spareggio come ["BH-C1", "BH"]

# A problem found reading a tournament file.
# Variables: $first, $first_no, $second, $second_no.
input_warning_near-twins = { $first } (n. { $first_no }) e { $second } (n. { $second_no }) differiscono solo per accenti, maiuscole o spazi: un giocatore inserito due volte, o due giocatori i cui nomi dovrebbero distinguerli

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $word.
input_decode_candidate = { $encoding } (si legge { $word })

# A problem found reading a tournament file.
# Shared pieces
# Variables: $left (the part before), $right (the part after).
input_or = { $left } o { $right }

# A problem found reading a tournament file.
# Variables: $first, $last.
input_columns = colonne { $first }-{ $last }

# A problem found reading a tournament file.
# Variables: $found, $problem (the problem found, another message).
input_found = { $problem }, trovato { $found }

# A problem found reading a tournament file.
input_kind_list = una lista

# A problem found reading a tournament file.
input_kind_object = un oggetto

# A problem found reading a tournament file.
# core/formats/load.py
# Variables: $reason.
input_load_unreadable = impossibile leggere il file: { $reason }

# A problem found reading a tournament file.
input_load_no-stdin = lo standard input è chiuso: indicare un nome di file o passare il file in ingresso

# A problem found reading a tournament file.
input_load_unknown-format = non è un file JSON di torneo, TRF-16 o CSV

# A problem found reading a tournament file.
# core/formats/text_decoding.py
# Variables: $size (a size (a number)).
# same-as-english
input_size_mb = { $size } MB

# A problem found reading a tournament file.
# Variables: $limit (a limit (a number)), $size (a size (a number)).
input_decode_too-large = il file è di { $size }; tiebreak legge file di torneo fino a { $limit }

# A problem found reading a tournament file.
# Variables: $limit (a limit (a number)).
input_decode_larger-than = il file supera { $limit }; tiebreak legge file di torneo fino a { $limit }

# A problem found reading a tournament file.
input_decode_save-as-utf8 = occorre salvarlo come UTF-8 (in Excel: Salva con nome, 'CSV UTF-8'; in LibreOffice: set di caratteri 'Unicode (UTF-8)')

# A problem found reading a tournament file.
# Variables: $advice, $byte, $encoding (a character encoding's name, such as cp1250 (kept as it
# is)).
input_decode_bad-bom = inizia come testo { $encoding } ma non è { $encoding } valido (byte { $byte }): { $advice }

# A problem found reading a tournament file.
# Variables: $advice.
input_decode_nul = non è un file di testo: contiene un byte NUL (un foglio di calcolo o UTF-16 senza indicatore dell'ordine dei byte?); { $advice }

# A problem found reading a tournament file.
# Variables: $advice, $byte, $candidates, $options.
input_decode_ambiguous = non è UTF-8 (byte 0x{ $byte } su questa riga) e il testo dà parole in più di una codifica: { $candidates }; { $advice }, oppure indicate la codifica (--encoding): { $options }

# A problem found reading a tournament file.
# Variables: $advice, $byte.
input_decode_unknown = non è UTF-8 (byte 0x{ $byte } su questa riga) e il testo non dà parole di nessuna lingua in Windows-1250, ISO-8859-2, Windows-1252, Windows-1251 o Windows-1254: { $advice }, oppure indicate la codifica (--encoding)

# A problem found reading a tournament file.
# core/formats/crosstable.py
input_token_help = un simbolo come +W9, =B9, -9, +F9, -F9, ?W9, BYE/U, F, H, Z o -- (formats.md, sezione 1)

# A problem found reading a tournament file.
# Variables: $help, $token.
input_token_unknown = { $token } non è { $help }

# A problem found reading a tournament file.
# Variables: $limit (a limit (a number)), $token.
input_token_too-large = { $token }: i numeri degli avversari arrivano fino a { $limit }

# A problem found reading a tournament file.
# Variables: $token.
input_token_zero = { $token }: i numeri degli avversari partono da 1

# A problem found reading a tournament file.
# Variables: $token.
input_token_drawn-forfeit = { $token }: un forfait si vince (+F) o si perde (-F), non si patta

# A problem found reading a tournament JSON file.
# core/formats/tournament_json.py
# Variables: $detail.
input_json_invalid = JSON non valido: { $detail }

# A problem found reading a tournament JSON file.
# Variables: $digits, $key, $limit (a limit (a number)).
input_json_long-number = { $key }: un numero di { $digits } cifre; i numeri di un torneo hanno al massimo { $limit } cifre

# A problem found reading a tournament JSON file.
# Variables: $digits, $limit (a limit (a number)).
input_json_long-number-bare = un numero di { $digits } cifre; i numeri di un torneo hanno al massimo { $limit } cifre

# A problem found reading a tournament JSON file.
# Variables: $limit (a limit (a number)).
input_json_too-deep = annidamento troppo profondo: array o oggetti su più di { $limit } livelli uno dentro l'altro

# A problem found reading a tournament JSON file.
input_json_not-object = atteso un oggetto JSON con "players"

# A problem found reading a tournament JSON file.
# Variables: $expected, $found.
input_json_format = il formato è { $found }; atteso { $expected }

# A problem found reading a tournament JSON file.
# Variables: $key.
input_json_unknown-key = chiave sconosciuta { $key } (le chiavi personalizzate iniziano con 'x-')

# A problem found reading a tournament JSON file.
# Variables: $field, $found.
input_json_not-string = { $field } deve essere una stringa, trovato { $found }

# A problem found reading a tournament JSON file.
# Variables: $field, $problem (the problem found, another message), $value (a tie-break value (a
# number)).
# same-as-english
input_json_bad-text = { $field } { $value }: { $problem }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_start-date = start_date { $found } non è una data come 2026-11-03

# A problem found reading a tournament JSON file.
# Variables: $expected, $found.
input_json_notation = notation { $found }: atteso { $expected }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_system = system { $found }: atteso swiss, round-robin o team-swiss

# A problem found reading a tournament JSON file.
# Variables: $example.
input_json_scoring-object = scoring deve essere un oggetto come { $example }

# A problem found reading a tournament JSON file.
# Variables: $key.
input_json_scoring-key = scoring: chiave sconosciuta { $key } (win, draw, loss, pab)

# A problem found reading a tournament JSON file.
# Variables: $found, $key.
input_json_scoring-number = scoring.{ $key }: atteso un numero, trovato { $found }

# A problem found reading a tournament JSON file.
# Variables: $found, $key, $problem (the problem found, another message).
input_json_scoring-range = scoring.{ $key }: { $problem }, trovato { $found }

# A problem found reading a tournament JSON file.
# Variables: $problem (the problem found, another message).
# same-as-english
input_json_scoring = scoring: { $problem }

# A problem found reading a tournament JSON file.
input_json_no-players = players deve essere una lista non vuota

# A problem found reading a tournament JSON file.
# Variables: $found, $limit (a limit (a number)).
input_json_rounds = rounds deve essere un numero intero da 0 a { $limit }, trovato { $found }

# A problem found reading a tournament JSON file.
# Variables: $limit (a limit (a number)), $rounds (round numbers).
input_json_too-many-rounds = un giocatore ha risultati per { $rounds } turni; un torneo ne ha al massimo { $limit }

# A problem found reading a tournament JSON file.
# Variables: $index.
input_json_player-not-object = players[{ $index }] non è un oggetto

# A problem found reading a tournament JSON file.
# Variables: $found, $index, $limit (a limit (a number)).
input_json_bad-id = players[{ $index }]: id deve essere un numero intero da 1 a { $limit }, trovato { $found }

# A problem found reading a tournament JSON file.
input_json_duplicate-id = lo stesso id è usato due volte

# A problem found reading a tournament JSON file.
# Variables: $found, $limit (a limit (a number)).
input_json_rating = rating deve essere un numero intero da 0 a { $limit } o null, trovato { $found }

# A problem found reading a tournament JSON file.
input_json_results-list = results deve essere una lista di simboli

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_not-token = { $found } non è un simbolo

# A problem found reading a tournament JSON file.
# Variables: $problem (the problem found, another message).
# same-as-english
input_json_token = { $problem }

# A problem found reading a tournament JSON file.
# Variables: $problem (the problem found, another message).
input_json_uscf-hint = { $problem } (notazione del tabellone US Chess? aggiungere "notation": "uscf" al file)

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_withdrawn = withdrawn_after deve essere un numero di turno, trovato { $found }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_birth = birth deve essere una data come 2008-05-17 o un anno come 2008, trovato { $found }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_sex = sex deve essere "m" o "f", trovato { $found }

# A problem found reading a FIDE TRF file.
# core/formats/trf.py: reading
# Variables: $found.
input_trf_not-record = { $found } non è un record TRF: una riga inizia con un codice di 3 caratteri come 001, 012 o XXR

# A problem found reading a FIDE TRF file.
input_trf_no-players = nessun record di giocatore (righe che iniziano con 001)

# A problem found reading a FIDE TRF file.
# Variables: $id, $line (a line number).
input_trf_duplicate-start = il numero di partenza { $id } è usato due volte (anche alla riga { $line })

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_start-number = le colonne 5-8 contengono il numero di partenza, trovato { $found }

# A problem found reading a FIDE TRF file.
# Variables: $name (a name (a player, team or tournament)), $problem (the problem found, another
# message).
input_trf_name = nome { $name }: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $found, $limit (a limit (a number)).
input_trf_rating-limit = le colonne 49-52 contengono il rating, un numero intero da 0 a { $limit }, trovato { $found }

# A problem found reading a FIDE TRF file.
# Variables: $columns, $field, $problem (the problem found, another message), $value (a tie-break
# value (a number)).
input_trf_text = le colonne { $columns } ({ $field }) { $value }: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_rating = le colonne 49-52 contengono il rating, trovato { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_fide-id = le colonne 58-68 contengono il FIDE ID, trovato { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_points-column = le colonne 81-84 contengono i punti, trovato { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_rank = le colonne 86-89 contengono il posto, trovato { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_blank = le colonne 90-91 devono essere vuote, trovato { $found }

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_round-block = { $columns }: { $found } non è un turno come '  12 w 1' (avversario, colore, risultato nelle colonne 1-4, 6 e 8 del blocco)

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_opponent = { $columns }: l'avversario { $found } non è un numero di partenza

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_colour = { $columns }: colore { $found }; atteso w, b o -

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_result = { $columns }: risultato { $found }; atteso 1 0 = + - W D L H F U Z

# A problem found reading a FIDE TRF file.
# Variables: $code (a tie-break code such as BH (kept as it is)), $problem (the problem found,
# another message).
# same-as-english
input_trf_record = record { $code }: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $found, $limit (a limit (a number)).
input_trf_xxr = il numero di turni deve essere un intero da 0 a { $limit }, trovato { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_score-format = attesi punti come 1.0, trovato { $found }

# A problem found reading a FIDE TRF file.
# Variables: $problem (the problem found, another message).
input_trf_scoring = punteggio: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $opponent (an opponent's name).
input_trf_no-result = la partita contro il giocatore { $opponent } non ha risultato

# A problem found reading a FIDE TRF file.
# Variables: $opponent (an opponent's name), $result.
input_trf_bye-with-opponent = il risultato { $result } è un bye ma indica l'avversario { $opponent }

# A problem found reading a FIDE TRF file.
# Variables: $result.
input_trf_needs-opponent = il risultato { $result } richiede un avversario; un turno senza avversario è U (bye assegnato dall'abbinamento, PAB), F, H, Z o - (non abbinato)

# A problem found reading a FIDE TRF file.
# Variables: $counted, $found.
input_trf_points = punti nel file { $found }, le partite danno { $counted }

# A problem found reading a FIDE TRF file.
# Variables: $count (a number choosing the plural form), $total.
input_trf_points-scoring = i punti di { $count } giocatori su { $total } non corrispondono al punteggio 1-½-0; per un altro punteggio aggiungere record come 'BBW  3.0', 'BBD  1.0', 'BBL  0.0', 'BBU  3.0'

# A problem found reading a FIDE TRF file.
# core/formats/trf.py: writing
# Variables: $limit (a limit (a number)), $players.
input_trf_too-many-players = il torneo ha { $players } giocatori, ma i numeri di partenza TRF-16 hanno quattro cifre (da 1 a { $limit }): conservarlo come JSON di torneo (--to json)

# A problem found reading a FIDE TRF file.
# Variables: $id, $limit (a limit (a number)).
input_trf_start-too-large = il numero di partenza { $id } non entra nelle quattro cifre di TRF-16 (da 1 a { $limit }): rinumerare i giocatori

# A problem found reading a FIDE TRF file.
input_trf_limit_name-break = il nome del torneo contiene un a capo

# A problem found reading a FIDE TRF file.
# Variables: $value (a tie-break value (a number)), $what.
input_trf_limit_scoring = punteggio: { $what } = { $value } non è un numero con un decimale

# A problem found reading a FIDE TRF file.
# Variables: $key.
input_trf_limit_field = il campo del torneo { $key } non ha un record TRF

# A problem found reading a FIDE TRF file.
# Variables: $round (a round number of the tournament).
input_trf_limit_round = il turno { $round } non ha partite, forfait né bye assegnati dall'abbinamento (PAB); un lettore TRF considera una tale colonna come bye richiesti in anticipo

# A problem found reading a FIDE TRF file.
# Variables: $name (a name (a player, team or tournament)), $width.
input_trf_limit_name = il nome { $name } non entra nelle colonne 15-47 (al massimo { $width } caratteri, senza a capo, senza spazi iniziali o finali)

# A problem found reading a FIDE TRF file.
# Variables: $rating.
input_trf_limit_rating = il rating { $rating } non entra nelle colonne 49-52

# A problem found reading a FIDE TRF file.
# Variables: $federation.
input_trf_limit_federation = la federazione { $federation } non è un codice di 3 lettere

# A problem found reading a FIDE TRF file.
# Variables: $id.
input_trf_limit_fide-id = il FIDE ID { $id } non è un numero di al massimo 11 cifre

# A problem found reading a FIDE TRF file.
# Variables: $title.
input_trf_limit_title = il titolo { $title } non entra nelle colonne 11-13

# A problem found reading a FIDE TRF file.
# Variables: $round (a round number of the tournament).
input_trf_limit_withdrawn = TRF non ha un campo per il ritiro dopo il turno { $round } (si scrivono le assenze)

# A problem found reading a FIDE TRF file.
input_trf_limit_points = i punti non entrano nelle colonne 81-84

# A problem found reading a FIDE TRF file.
# Variables: $key.
input_trf_limit_player-field = il campo { $key } non ha una colonna TRF

# A problem found reading a tournament file.
# core/questions/calc.py
input_card_not-object = atteso un oggetto con "rules" e "card"

# A problem found reading a tournament file.
# Variables: $known.
input_card_rules = rules deve indicare un insieme di regole ({ $known }); una scheda non ha data

# A problem found reading a tournament file.
# Variables: $entry.
input_card_entry = voce { $entry } della scheda

# A problem found reading a tournament file.
# Variables: $results.
input_card_result = result deve essere uno tra { $results }

# A problem found reading a tournament file.
input_card_opponent-score = opponent_score deve essere un numero

# A problem found reading a tournament file.
# Variables: $decimals, $found, $limit (a limit (a number)).
input_card_opponent-score-range = opponent_score deve essere un numero da 0 a { $limit } con al massimo { $decimals } decimali, trovato { $found }

# A problem found reading a tournament file.
# Variables: $least.
input_card_rounds = rounds deve essere un numero intero ≥ { $least }

# A problem found reading a tournament file.
# core/sources/lichess.py
# Variables: $found.
input_lichess_bad-id = { $found } non è un id di torneo svizzero lichess (8 lettere o cifre, come in https://lichess.org/swiss/j8rtJ5GL)

# A problem found reading a tournament file.
input_lichess_not-ref = non è un torneo svizzero lichess: atteso https://lichess.org/swiss/ID o lichess:ID

# A problem found reading a tournament file.
# Variables: $id.
input_lichess_no-players = il torneo svizzero lichess { $id } non ha ancora giocatori

# A problem found reading a tournament file.
# Variables: $id.
input_lichess_not-found = lichess non ha il torneo svizzero { $id }

# A problem found reading a tournament file.
# Variables: $id, $status.
input_lichess_private = il torneo svizzero lichess { $id } è privato (HTTP { $status }): solo i suoi membri possono vederlo

# A problem found reading a tournament file.
# Variables: $status, $url (a web address).
input_remote_http = lichess ha risposto HTTP { $status } per { $url }

# A problem found reading a tournament file.
# Variables: $error.
input_remote_unreachable = impossibile raggiungere lichess ({ $error })

# A problem found reading a tournament file.
input_remote_too-many-requests = lichess segnala troppe richieste (HTTP 429)

# A problem found reading a tournament file.
# Variables: $status.
input_remote_server = lichess ha risposto HTTP { $status }

# A problem found reading a tournament file.
# Variables: $attempts, $why (the reason, another message).
input_remote_gave-up =
    { $count ->
        [one] { $why }; rinuncia dopo { $attempts } tentativo
        [many] { $why }; rinuncia dopo { $attempts } tentativi
       *[other] { $why }; rinuncia dopo { $attempts } tentativi
    }

# A problem found reading a tournament file.
# Variables: $attempts, $wait, $why (the reason, another message).
input_remote_wait-limit =
    { $count ->
        [one] { $why }; attendere altri { $wait } s supererebbe il limite di attesa, rinuncia dopo { $attempts } tentativo
        [many] { $why }; attendere altri { $wait } s supererebbe il limite di attesa, rinuncia dopo { $attempts } tentativi
       *[other] { $why }; attendere altri { $wait } s supererebbe il limite di attesa, rinuncia dopo { $attempts } tentativi
    }

# A problem found reading a tournament file.
# Variables: $detail, $id.
input_remote_not-json = la descrizione del torneo svizzero { $id } di lichess non è JSON ({ $detail })

# A problem found reading a tournament file.
# Variables: $id.
input_remote_not-object = la descrizione del torneo svizzero { $id } di lichess non è un oggetto JSON

# A problem found reading a tournament file.
input_lichess_arena = si possono leggere solo i tornei svizzeri di lichess: un'Arena (lichess.org/tournament/…) non ha turni in cui spareggiare

# A problem found reading a tournament file.
# Variables: $id, $why (the reason, another message).
input_lichess_header-name = il nome che lichess dà al torneo svizzero { $id } non si può mostrare: { $why }

# A problem found reading a tournament file.
# Variables: $found, $id, $most.
input_lichess_header-rounds = lichess dice che il torneo svizzero { $id } ha { $found } turni; se ne possono leggere al massimo { $most }

# A problem found reading a tournament file.
# Variables: $found, $id.
input_lichess_header-start = l'ora d'inizio del torneo svizzero { $id } data da lichess non è una data: { $found }

# A problem found reading a tournament file.
# Variables: $seconds (a number of seconds), $url (a web address).
input_remote_timeout = lichess non ha inviato { $url } entro { $seconds } s; rinuncia

# A problem found reading a tournament file.
# Variables: $most, $url (a web address).
input_remote_redirects = lichess ha reindirizzato { $url } più di { $most } volte; rinuncia

# A problem found reading a tournament file.
# Variables: $most, $url (a web address).
input_remote_too-large = la risposta di lichess per { $url } supera { $most }; non letta

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $url (a web
# address).
input_remote_encoding = lichess ha risposto a { $url } in una codifica non richiesta ({ $encoding })

# A problem found reading a tournament file.
# Variables: $detail, $url (a web address).
input_remote_bad-gzip = la risposta compressa di lichess per { $url } è danneggiata ({ $detail })

# A problem found reading a tournament file.
# Variables: $id, $most.
input_remote_long-number = la descrizione del torneo svizzero { $id } di lichess contiene un numero di più di { $most } cifre

# A problem found reading a tournament file.
# Variables: $id, $most.
input_remote_too-deep = la descrizione del torneo svizzero { $id } di lichess è annidata più di { $most } livelli

## Team inputs --- (formats.md 6, rules.md 9.1: core/formats/team_json.py,

# A problem found reading a team event's file.
# core/formats/trf_teams.py, core/formats/grid_boards.py, core/formats/lineups.py)
# Variables: $id.
input_team_cell_team = squadra { $id }

# A problem found reading a team event's file.
# Variables: $id, $round (a round number of the tournament).
input_team_cell_team-round = squadra { $id }, turno { $round }

# A problem found reading a team event's file.
# Variables: $player (a player's name), $team (a team's name).
input_team_member-twice = il giocatore { $player } compare due volte in { $team }

# A problem found reading a team event's file.
# Variables: $player (a player's name), $team (a team's name).
input_team_unknown-member = il membro { $player } di { $team } non è un giocatore del torneo

# A problem found reading a team event's file.
# Variables: $first, $name (a name (a player, team or tournament)), $player (a player's name),
# $second.
input_team_two-teams = il giocatore { $player } ({ $name }) è membro sia di { $first } sia di { $second }; un giocatore gioca per una sola squadra

# A problem found reading a team event's file.
# Variables: $boards, $members (the players of a tied group), $team (a team's name).
input_team_too-few = { $team } ha { $members } membri, meno delle { $boards } scacchiere di un incontro

# A problem found reading a team event's file.
# Variables: $player (a player's name).
input_team_no-team = il giocatore { $player } non è in nessuna squadra; ogni giocatore di un torneo a squadre appartiene a una squadra

# A problem found reading a team event's file.
# Variables: $token.
input_team_requested-bye = { $token }: un torneo a squadre non ha bye richiesti; un membro gioca, ha il bye della squadra (U) o non gioca (--)

# A problem found reading a team event's file.
# Variables: $boards, $count (a number choosing the plural form), $players, $round (a round number
# of the tournament), $team (a team's name).
input_team_lineup-size = la formazione di { $team } nel turno { $round } occupa { $count } delle { $boards } scacchiere (giocatori { $players }); una formazione le occupa tutte o nessuna

# A problem found reading a team event's file.
# Variables: $others, $pab, $round (a round number of the tournament), $team (a team's name).
input_team_partial-pab = { $team } ha il bye nel turno { $round } solo su una parte della formazione (scacchiere con il bye: { $pab }; senza: { $others }); il bye della squadra copre tutta la formazione

# A problem found reading a team event's file.
# Variables: $board (a board number of a team match), $opponent (an opponent's name), $round (a
# round number of the tournament), $team (a team's name).
input_team_teammate = la scacchiera { $board } di { $team } nel turno { $round } gioca contro il giocatore { $opponent } della stessa squadra

# A problem found reading a team event's file.
# Variables: $board (a board number of a team match), $opponent (an opponent's name), $other,
# $other_board, $player (a player's name), $round (a round number of the tournament), $team (a
# team's name).
input_team_board-order = la scacchiera { $board } di { $team } nel turno { $round } (giocatore { $player }) gioca contro il giocatore { $opponent }, scacchiera { $other_board } di { $other }; la scacchiera i di una formazione gioca contro la scacchiera i dell'altra

# A problem found reading a team event's file.
# Variables: $first, $first_board, $round (a round number of the tournament), $second,
# $second_board, $team (a team's name).
input_team_two-opponents = { $team } gioca contro { $first } sulla scacchiera { $first_board } e contro { $second } sulla scacchiera { $second_board } nel turno { $round }; una formazione gioca contro una sola squadra

# A problem found reading a team event's file.
# Variables: $key, $system.
input_team_json_not-team = { $key } riguarda un torneo a squadre, e "system" è { $system } (team-swiss o team-round-robin per le squadre)

# A problem found reading a team event's file.
# Variables: $key, $system.
input_team_json_needs = un torneo { $system } richiede { $key } (formats.md 6.1)

# A problem found reading a team event's file.
# Variables: $found, $limit (a limit (a number)).
input_team_json_boards = "boards" deve essere un numero intero da 1 a { $limit }, trovato { $found }

# A problem found reading a team event's file.
input_team_json_teams-list = "teams" deve essere un elenco non vuoto di squadre, per esempio { "{" }"id": 1, "name": "Team A", "members": [1, 2]{ "}" }

# A problem found reading a team event's file.
# Variables: $index.
input_team_json_not-object = la squadra { $index } di "teams" non è un oggetto

# A problem found reading a team event's file.
# Variables: $found, $index, $limit (a limit (a number)).
input_team_json_id = squadra { $index } di "teams": "id" deve essere un numero intero da 1 a { $limit }, trovato { $found }

# A problem found reading a team event's file.
# Variables: $id.
input_team_json_duplicate-id = il numero di squadra { $id } è usato due volte

# A problem found reading a team event's file.
# Variables: $key.
input_team_json_key = chiave sconosciuta { $key } in una squadra (id, name, members)

# A problem found reading a team event's file.
# Variables: $found.
input_team_json_name = il "name" di una squadra deve essere un testo, trovato { $found }

# A problem found reading a team event's file.
# Variables: $found.
input_team_json_members = "members" deve essere un elenco di numeri di giocatori nell'ordine di scacchiera, trovato { $found }

# A problem found reading a team event's file.
# Variables: $example.
input_team_json_scoring-object = "team_scoring" deve essere un oggetto, per esempio { $example }

# A problem found reading a team event's file.
# Variables: $key.
input_team_json_scoring-key = chiave sconosciuta { $key } in "team_scoring" (win, draw, loss, pab, primary)

# A problem found reading a team event's file.
# Variables: $found.
input_team_json_primary = "primary" di "team_scoring" deve essere "MP" o "GP", trovato { $found }

# A problem found reading a team event's file.
# Variables: $found, $key.
input_team_json_scoring-number = "team_scoring" { $key } deve essere un numero, trovato { $found }

# A problem found reading a team event's file.
# Variables: $found, $key, $problem (the problem found, another message).
input_team_json_scoring-range = "team_scoring" { $key }: { $problem }, trovato { $found }

# A problem found reading a team event's file.
# Variables: $boards, $count (a number choosing the plural form), $file (a file's name), $played,
# $rounds (round numbers), $teams.
input_team_check-ok = { $file }: a posto — torneo a squadre; squadre: { $teams }, scacchiere: { $boards }, giocatori: { $count }, turni: { $played } su { $rounds }; ogni formazione gioca contro una sola squadra scacchiera per scacchiera

# A problem found reading a team event's file.
# Variables: $found.
input_team_trf_member = un record di squadra 013 elenca i numeri di partenza nelle colonne 37-40, 42-45, …; trovato { $found }

# A problem found reading a team event's file.
input_team_trf_no-name = un record di squadra 013 richiede il nome della squadra nelle colonne 5-36

# A problem found reading a team event's file.
# Variables: $name (a name (a player, team or tournament)).
input_team_trf_no-members = il record 013 di { $name } non elenca numeri di partenza

# A problem found reading a team event's file.
input_team_trf_forfeit-no-opponent = '0000 - +' è un forfait senza avversario, che un torneo a squadre non accetta: la scacchiera non giocata indica il membro dell'altra squadra (rules.md 12.37)

# A problem found reading a team event's file.
# Variables: $id, $position.
input_team_trf_limit_id = la squadra numero { $id } viene scritta come squadra { $position }: TRF-16 numera le squadre secondo la posizione della loro riga 013

# A problem found reading a team event's file.
# Variables: $name (a name (a player, team or tournament)).
input_team_trf_limit_name = il nome di squadra { $name } non entra nelle 32 colonne di una riga 013

# A problem found reading a team event's file.
input_team_trf_limit_scoring = TRF-16 non ha un campo per i punti squadra: il file sarà riletto con 2-1-0, bye della squadra pari a una patta e punteggio principale MP

# A problem found reading a team event's file.
# Variables: $boards, $largest.
input_team_trf_limit_boards = il torneo ha { $boards } scacchiere ma nessuna formazione ne occupa più di { $largest }; TRF-16 ricava il numero di scacchiere dalla formazione più grande

# A problem found reading a team event's file.
# Variables: $words.
input_team_grid_no-teams = le partite per scacchiera (una colonna Incontro o Casa/Ospiti) richiedono un elenco delle squadre: un'intestazione con una colonna squadra ({ $words }) e una colonna giocatore, una riga per membro nell'ordine di scacchiera

# A problem found reading a team event's file.
input_team_grid_no-team-cell = questo membro non ha squadra: scrivere il nome della squadra nella sua prima riga

# A problem found reading a team event's file.
# Variables: $board (a board number of a team match), $lineup, $name (a name (a player, team or
# tournament)), $round (a round number of the tournament), $team (a team's name).
input_team_grid_board = qui scacchiera { $board }, ma { $name } è la scacchiera { $lineup } della formazione di { $team } nel turno { $round } (i membri che giocano, nell'ordine dell'elenco delle squadre)

# A problem found reading a team event's file.
# Variables: $match, $round (a round number of the tournament), $teams.
input_team_grid_match-teams = l'incontro { $match } del turno { $round } ha giocatori di più di due squadre: { $teams }

# A problem found reading a team event's file.
# Variables: $found.
input_team_grid_score = atteso un risultato d'incontro come 2½-1½ o 3:1, trovato { $found }

# A problem found reading a team event's file.
# Variables: $match, $round (a round number of the tournament).
input_team_grid_score-no-boards = l'incontro { $match } del turno { $round } ha un risultato ma nessuna partita

# A problem found reading a team event's file.
# Variables: $away, $away_points, $found, $home, $home_points, $match, $round (a round number of the
# tournament).
input_team_grid_score-sum = il risultato { $found } dell'incontro { $match } nel turno { $round } non è la somma delle scacchiere: { $home } { $home_points } - { $away_points } { $away }

# A problem found reading a tournament file.
# Variables: $token.
input_token_pending-forfeit = { $token }: un forfait ha un risultato (+F o -F); una partita in attesa è ?W9, ?B9 o ?9

# A problem found reading a FIDE TRF file.
# Variables: $count (a number choosing the plural form), $round (a round number of the tournament).
input_trf_pending =
    { $count ->
        [one] TRF-16 non può contenere una partita in attesa: il turno { $round } ha { $count } partita senza risultato; inseritelo prima (il JSON del torneo la conserva come ?W9)
        [many] TRF-16 non può contenere una partita in attesa: il turno { $round } ha { $count } partite senza risultato; inseriteli prima (il JSON del torneo le conserva come ?W9)
       *[other] TRF-16 non può contenere una partita in attesa: il turno { $round } ha { $count } partite senza risultato; inseriteli prima (il JSON del torneo le conserva come ?W9)
    }
