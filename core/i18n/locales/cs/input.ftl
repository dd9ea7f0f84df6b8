### Čeština (cs): reading tournament files (JSON, TRF, team files, lichess): problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A problem found reading a tournament file.
# Variables: $byte, $encoding (a character encoding's name, such as cp1250 (kept as it is)).
input_decode_not-in-encoding = nejde o text v kódování { $encoding }: bajt 0x{ $byte } na tomto řádku není v { $encoding } žádný znak

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $suggestions.
input_decode_no-such-encoding = neznámé kódování { $encoding }: nemysleli jste { $suggestions }?

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $name (a name
# (a player, team or tournament)).
input_decode_option = --encoding { $name } jej čte jako { $encoding }

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $suggestions.
input_decode_not-a-text-encoding = { $encoding } není kódování textu (převádí bajty na bajty nebo text na text): uveďte znakovou sadu, např. { $suggestions }

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)).
input_decode_read-named = čteno jako { $encoding }, uvedené kódování (--encoding)

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)).
input_decode_read-mark = čteno jako { $encoding }, jak říká značka pořadí bajtů

# A problem found reading a tournament file.
input_decode_read-utf-8 = čteno jako UTF-8

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $option.
input_decode_read-guessed = čteno jako { $encoding }: nejde o UTF-8 a jde o jedinou starší kódovou stránku, v níž čtení dává smysl ({ $option } ji uvádí)

# A problem found reading a tournament file.
input_decode_read-workbook = sešit Excelu, čtený v kódování, které uvádí jeho XML

# A problem found reading a tournament file.
# Variables: $file (a file's name), $what.
# same-as-english
input_decode_read-line = { $file }: { $what }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_order = order: nalezeno { $found }, očekává se seznam kódů pomocných hodnocení jako ["BH-C1", "BH"]

# A problem found reading a tournament file.
# Variables: $first, $first_no, $second, $second_no.
input_warning_near-twins = { $first } (č. { $first_no }) a { $second } (č. { $second_no }) se liší jen diakritikou, velikostí písmen nebo mezerami: jeden hráč zapsaný dvakrát, nebo dva hráči, jejichž jména je mají odlišit

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $word.
input_decode_candidate = { $encoding } (čte se { $word })

# A problem found reading a tournament file.
# Shared pieces
# Variables: $left (the part before), $right (the part after).
input_or = { $left } nebo { $right }

# A problem found reading a tournament file.
# Variables: $first, $last.
input_columns = sloupce { $first }-{ $last }

# A problem found reading a tournament file.
# Variables: $found, $problem (the problem found, another message).
input_found = { $problem }, nalezeno { $found }

# A problem found reading a tournament file.
input_kind_list = seznam

# A problem found reading a tournament file.
input_kind_object = objekt

# A problem found reading a tournament file.
# core/formats/load.py
# Variables: $reason.
input_load_unreadable = soubor nelze přečíst: { $reason }

# A problem found reading a tournament file.
input_load_no-stdin = standardní vstup je uzavřen: zadejte název souboru nebo soubor přesměrujte na vstup

# A problem found reading a tournament file.
input_load_unknown-format = nejde o turnajový JSON, TRF-16 ani soubor CSV

# A problem found reading a tournament file.
# core/formats/text_decoding.py
# Variables: $size (a size (a number)).
# same-as-english
input_size_mb = { $size } MB

# A problem found reading a tournament file.
# Variables: $limit (a limit (a number)), $size (a size (a number)).
input_decode_too-large = soubor má { $size }; tiebreak čte turnajové soubory do velikosti { $limit }

# A problem found reading a tournament file.
# Variables: $limit (a limit (a number)).
input_decode_larger-than = soubor je větší než { $limit }; tiebreak čte turnajové soubory do velikosti { $limit }

# A problem found reading a tournament file.
input_decode_save-as-utf8 = uložte jej v kódování UTF-8 (v Excelu: Uložit jako, 'CSV UTF-8'; v LibreOffice: znaková sada 'Unicode (UTF-8)')

# A problem found reading a tournament file.
# Variables: $advice, $byte, $encoding (a character encoding's name, such as cp1250 (kept as it
# is)).
input_decode_bad-bom = začíná jako text { $encoding }, ale není platný { $encoding } (bajt { $byte }): { $advice }

# A problem found reading a tournament file.
# Variables: $advice.
input_decode_nul = nejde o textový soubor: obsahuje bajt NUL (tabulkový soubor nebo UTF-16 bez značky pořadí bajtů?); { $advice }

# A problem found reading a tournament file.
# Variables: $advice, $byte, $candidates, $options.
input_decode_ambiguous = nejde o UTF-8 (bajt 0x{ $byte } na tomto řádku) a text dává slova ve více kódováních: { $candidates }; { $advice }, nebo kódování uveďte (--encoding): { $options }

# A problem found reading a tournament file.
# Variables: $advice, $byte.
input_decode_unknown = nejde o UTF-8 (bajt 0x{ $byte } na tomto řádku) a text nedává slova žádného jazyka ve Windows-1250, ISO-8859-2, Windows-1252, Windows-1251 ani Windows-1254: { $advice }, nebo kódování uveďte (--encoding)

# A problem found reading a tournament file.
# core/formats/crosstable.py
input_token_help = značka jako +W9, =B9, -9, +F9, -F9, ?W9, BYE/U, F, H, Z nebo -- (formats.md, oddíl 1)

# A problem found reading a tournament file.
# Variables: $help, $token.
input_token_unknown = { $token } není { $help }

# A problem found reading a tournament file.
# Variables: $limit (a limit (a number)), $token.
input_token_too-large = { $token }: čísla soupeřů jdou nejvýše do { $limit }

# A problem found reading a tournament file.
# Variables: $token.
input_token_zero = { $token }: čísla soupeřů začínají od 1

# A problem found reading a tournament file.
# Variables: $token.
input_token_drawn-forfeit = { $token }: kontumace je výhra (+F) nebo prohra (-F), nikdy remíza

# A problem found reading a tournament JSON file.
# core/formats/tournament_json.py
# Variables: $detail.
input_json_invalid = neplatný JSON: { $detail }

# A problem found reading a tournament JSON file.
# Variables: $digits, $key, $limit (a limit (a number)).
input_json_long-number = { $key }: číslo o { $digits } číslicích; čísla v turnaji mají nejvýše { $limit } číslic

# A problem found reading a tournament JSON file.
# Variables: $digits, $limit (a limit (a number)).
input_json_long-number-bare = číslo o { $digits } číslicích; čísla v turnaji mají nejvýše { $limit } číslic

# A problem found reading a tournament JSON file.
# Variables: $limit (a limit (a number)).
input_json_too-deep = příliš hluboké vnoření: pole nebo objekty více než { $limit } úrovní v sobě

# A problem found reading a tournament JSON file.
input_json_not-object = očekáván objekt JSON s klíčem "players"

# A problem found reading a tournament JSON file.
# Variables: $expected, $found.
input_json_format = formát je { $found }; očekáváno { $expected }

# A problem found reading a tournament JSON file.
# Variables: $key.
input_json_unknown-key = neznámý klíč { $key } (vlastní klíče začínají 'x-')

# A problem found reading a tournament JSON file.
# Variables: $field, $found.
input_json_not-string = { $field } musí být řetězec, nalezeno { $found }

# A problem found reading a tournament JSON file.
# Variables: $field, $problem (the problem found, another message), $value (a tie-break value (a
# number)).
# same-as-english
input_json_bad-text = { $field } { $value }: { $problem }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_start-date = start_date { $found } není datum jako 2026-11-03

# A problem found reading a tournament JSON file.
# Variables: $expected, $found.
input_json_notation = notation { $found }: očekáváno { $expected }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_system = system { $found }: očekáváno swiss, round-robin nebo team-swiss

# A problem found reading a tournament JSON file.
# Variables: $example.
input_json_scoring-object = scoring musí být objekt jako { $example }

# A problem found reading a tournament JSON file.
# Variables: $key.
input_json_scoring-key = scoring: neznámý klíč { $key } (win, draw, loss, pab)

# A problem found reading a tournament JSON file.
# Variables: $found, $key.
input_json_scoring-number = scoring.{ $key }: očekáváno číslo, nalezeno { $found }

# A problem found reading a tournament JSON file.
# Variables: $found, $key, $problem (the problem found, another message).
input_json_scoring-range = scoring.{ $key }: { $problem }, nalezeno { $found }

# A problem found reading a tournament JSON file.
# Variables: $problem (the problem found, another message).
# same-as-english
input_json_scoring = scoring: { $problem }

# A problem found reading a tournament JSON file.
input_json_no-players = players musí být neprázdný seznam

# A problem found reading a tournament JSON file.
# Variables: $found, $limit (a limit (a number)).
input_json_rounds = rounds musí být celé číslo od 0 do { $limit }, nalezeno { $found }

# A problem found reading a tournament JSON file.
# Variables: $limit (a limit (a number)), $rounds (round numbers).
input_json_too-many-rounds = hráč má výsledky { $rounds } kol; turnaj má nejvýše { $limit } kol

# A problem found reading a tournament JSON file.
# Variables: $index.
input_json_player-not-object = players[{ $index }] není objekt

# A problem found reading a tournament JSON file.
# Variables: $found, $index, $limit (a limit (a number)).
input_json_bad-id = players[{ $index }]: id musí být celé číslo od 1 do { $limit }, nalezeno { $found }

# A problem found reading a tournament JSON file.
input_json_duplicate-id = stejné id je použito dvakrát

# A problem found reading a tournament JSON file.
# Variables: $found, $limit (a limit (a number)).
input_json_rating = rating musí být celé číslo od 0 do { $limit } nebo null, nalezeno { $found }

# A problem found reading a tournament JSON file.
input_json_results-list = results musí být seznam značek

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_not-token = { $found } není značka

# A problem found reading a tournament JSON file.
# Variables: $problem (the problem found, another message).
# same-as-english
input_json_token = { $problem }

# A problem found reading a tournament JSON file.
# Variables: $problem (the problem found, another message).
input_json_uscf-hint = { $problem } (zápis tabulky US Chess? doplňte do souboru "notation": "uscf")

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_withdrawn = withdrawn_after musí být číslo kola, nalezeno { $found }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_birth = birth musí být datum jako 2008-05-17 nebo rok jako 2008, nalezeno { $found }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_sex = sex musí být "m" nebo "f", nalezeno { $found }

# A problem found reading a FIDE TRF file.
# core/formats/trf.py: reading
# Variables: $found.
input_trf_not-record = { $found } není záznam TRF: řádek začíná třímístným kódem jako 001, 012 nebo XXR

# A problem found reading a FIDE TRF file.
input_trf_no-players = žádné záznamy hráčů (řádky začínající 001)

# A problem found reading a FIDE TRF file.
# Variables: $id, $line (a line number).
input_trf_duplicate-start = startovní číslo { $id } je použito dvakrát (také na řádku { $line })

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_start-number = sloupce 5-8 obsahují startovní číslo, nalezeno { $found }

# A problem found reading a FIDE TRF file.
# Variables: $name (a name (a player, team or tournament)), $problem (the problem found, another
# message).
input_trf_name = jméno { $name }: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $found, $limit (a limit (a number)).
input_trf_rating-limit = sloupce 49-52 obsahují rating, celé číslo od 0 do { $limit }, nalezeno { $found }

# A problem found reading a FIDE TRF file.
# Variables: $columns, $field, $problem (the problem found, another message), $value (a tie-break
# value (a number)).
input_trf_text = sloupce { $columns } ({ $field }) { $value }: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_rating = sloupce 49-52 obsahují rating, nalezeno { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_fide-id = sloupce 58-68 obsahují FIDE ID, nalezeno { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_points-column = sloupce 81-84 obsahují body, nalezeno { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_rank = sloupce 86-89 obsahují místo, nalezeno { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_blank = sloupce 90-91 musí být prázdné, nalezeno { $found }

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_round-block = { $columns }: { $found } není kolo jako '  12 w 1' (soupeř, barva, výsledek ve sloupcích 1-4, 6 a 8 bloku)

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_opponent = { $columns }: soupeř { $found } není startovní číslo

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_colour = { $columns }: barva { $found }; očekáváno w, b nebo -

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_result = { $columns }: výsledek { $found }; očekáváno 1 0 = + - W D L H F U Z

# A problem found reading a FIDE TRF file.
# Variables: $code (a tie-break code such as BH (kept as it is)), $problem (the problem found,
# another message).
input_trf_record = záznam { $code }: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $found, $limit (a limit (a number)).
input_trf_xxr = počet kol musí být celé číslo od 0 do { $limit }, nalezeno { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_score-format = očekávány body jako 1.0, nalezeno { $found }

# A problem found reading a FIDE TRF file.
# Variables: $problem (the problem found, another message).
input_trf_scoring = bodování: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $opponent (an opponent's name).
input_trf_no-result = partie se soupeřem { $opponent } nemá výsledek

# A problem found reading a FIDE TRF file.
# Variables: $opponent (an opponent's name), $result.
input_trf_bye-with-opponent = výsledek { $result } je volný los, ale uvádí soupeře { $opponent }

# A problem found reading a FIDE TRF file.
# Variables: $result.
input_trf_needs-opponent = výsledek { $result } potřebuje soupeře; kolo bez soupeře je U (volný los přidělený losováním), F, H, Z nebo - (nenalosován)

# A problem found reading a FIDE TRF file.
# Variables: $counted, $found.
input_trf_points = body v souboru { $found }, partie dávají { $counted }

# A problem found reading a FIDE TRF file.
# Variables: $count (a number choosing the plural form), $total.
input_trf_points-scoring = body { $count } z { $total } hráčů nesouhlasí s bodováním 1-½-0; pro jiné bodování doplňte záznamy jako 'BBW  3.0', 'BBD  1.0', 'BBL  0.0', 'BBU  3.0'

# A problem found reading a FIDE TRF file.
# core/formats/trf.py: writing
# Variables: $limit (a limit (a number)), $players.
input_trf_too-many-players = turnaj má { $players } hráčů, ale startovní čísla TRF-16 mají čtyři číslice (1 až { $limit }): ponechte jej jako turnajový JSON (--to json)

# A problem found reading a FIDE TRF file.
# Variables: $id, $limit (a limit (a number)).
input_trf_start-too-large = startovní číslo { $id } se nevejde do čtyř číslic TRF-16 (1 až { $limit }): přečíslujte hráče

# A problem found reading a FIDE TRF file.
input_trf_limit_name-break = název turnaje obsahuje zalomení řádku

# A problem found reading a FIDE TRF file.
# Variables: $value (a tie-break value (a number)), $what.
input_trf_limit_scoring = bodování: { $what } = { $value } není číslo s jedním desetinným místem

# A problem found reading a FIDE TRF file.
# Variables: $key.
input_trf_limit_field = pole turnaje { $key } nemá v TRF záznam

# A problem found reading a FIDE TRF file.
# Variables: $round (a round number of the tournament).
input_trf_limit_round = kolo { $round } nemá partii, kontumaci ani volný los přidělený losováním; čtenář TRF považuje takový sloupec za předem vyžádané volné losy

# A problem found reading a FIDE TRF file.
# Variables: $name (a name (a player, team or tournament)), $width.
input_trf_limit_name = jméno { $name } se nevejde do sloupců 15-47 (nejvýše { $width } znaků, bez zalomení řádku, bez mezer na začátku a na konci)

# A problem found reading a FIDE TRF file.
# Variables: $rating.
input_trf_limit_rating = rating { $rating } se nevejde do sloupců 49-52

# A problem found reading a FIDE TRF file.
# Variables: $federation.
input_trf_limit_federation = federace { $federation } není třípísmenný kód

# A problem found reading a FIDE TRF file.
# Variables: $id.
input_trf_limit_fide-id = FIDE ID { $id } není číslo o nejvýše 11 číslicích

# A problem found reading a FIDE TRF file.
# Variables: $title.
input_trf_limit_title = titul { $title } se nevejde do sloupců 11-13

# A problem found reading a FIDE TRF file.
# Variables: $round (a round number of the tournament).
input_trf_limit_withdrawn = TRF nemá pole pro odstoupení z turnaje po kole { $round } (zapíší se neodehraná kola)

# A problem found reading a FIDE TRF file.
input_trf_limit_points = body se nevejdou do sloupců 81-84

# A problem found reading a FIDE TRF file.
# Variables: $key.
input_trf_limit_player-field = pole { $key } nemá v TRF sloupec

# A problem found reading a tournament file.
# core/questions/calc.py
input_card_not-object = očekáván objekt s klíči "rules" a "card"

# A problem found reading a tournament file.
# Variables: $known.
input_card_rules = rules musí uvádět jednu sadu pravidel ({ $known }); karta nemá datum

# A problem found reading a tournament file.
# Variables: $entry.
input_card_entry = položka karty { $entry }

# A problem found reading a tournament file.
# Variables: $results.
input_card_result = result musí být jedno z { $results }

# A problem found reading a tournament file.
input_card_opponent-score = opponent_score musí být číslo

# A problem found reading a tournament file.
# Variables: $decimals, $found, $limit (a limit (a number)).
input_card_opponent-score-range = opponent_score musí být číslo od 0 do { $limit } s nejvýše { $decimals } desetinnými místy, nalezeno { $found }

# A problem found reading a tournament file.
# Variables: $least.
input_card_rounds = rounds musí být celé číslo ≥ { $least }

# A problem found reading a tournament file.
# core/sources/lichess.py
# Variables: $found.
input_lichess_bad-id = { $found } není id švýcarského turnaje na lichess (8 písmen nebo číslic, jako v https://lichess.org/swiss/j8rtJ5GL)

# A problem found reading a tournament file.
input_lichess_not-ref = nejde o švýcarský turnaj na lichess: očekáváno https://lichess.org/swiss/ID nebo lichess:ID

# A problem found reading a tournament file.
# Variables: $id.
input_lichess_no-players = švýcarský turnaj { $id } na lichess zatím nemá hráče

# A problem found reading a tournament file.
# Variables: $id.
input_lichess_not-found = lichess nemá švýcarský turnaj { $id }

# A problem found reading a tournament file.
# Variables: $id, $status.
input_lichess_private = švýcarský turnaj { $id } na lichess je soukromý (HTTP { $status }): vidí jej jen jeho členové

# A problem found reading a tournament file.
# Variables: $status, $url (a web address).
input_remote_http = lichess odpověděl HTTP { $status } na { $url }

# A problem found reading a tournament file.
# Variables: $error.
input_remote_unreachable = lichess je nedostupný ({ $error })

# A problem found reading a tournament file.
input_remote_too-many-requests = lichess hlásí příliš mnoho požadavků (HTTP 429)

# A problem found reading a tournament file.
# Variables: $status.
input_remote_server = lichess odpověděl HTTP { $status }

# A problem found reading a tournament file.
# Variables: $attempts, $why (the reason, another message).
input_remote_gave-up =
    { $count ->
        [one] { $why }; vzdáno po { $attempts } pokusu
        [few] { $why }; vzdáno po { $attempts } pokusech
        [many] { $why }; vzdáno po { $attempts } pokusu
       *[other] { $why }; vzdáno po { $attempts } pokusech
    }

# A problem found reading a tournament file.
# Variables: $attempts, $wait, $why (the reason, another message).
input_remote_wait-limit =
    { $count ->
        [one] { $why }; čekání dalších { $wait } s by překročilo limit čekání, vzdáno po { $attempts } pokusu
        [few] { $why }; čekání dalších { $wait } s by překročilo limit čekání, vzdáno po { $attempts } pokusech
        [many] { $why }; čekání dalších { $wait } s by překročilo limit čekání, vzdáno po { $attempts } pokusu
       *[other] { $why }; čekání dalších { $wait } s by překročilo limit čekání, vzdáno po { $attempts } pokusech
    }

# A problem found reading a tournament file.
# Variables: $detail, $id.
input_remote_not-json = popis švýcarského turnaje { $id } od lichess není JSON ({ $detail })

# A problem found reading a tournament file.
# Variables: $id.
input_remote_not-object = popis švýcarského turnaje { $id } od lichess není objekt JSON

# A problem found reading a tournament file.
input_lichess_arena = lze číst jen švýcarské turnaje z lichess: Arena (lichess.org/tournament/…) nemá kola, v nichž by se rozhodovalo o pořadí

# A problem found reading a tournament file.
# Variables: $id, $why (the reason, another message).
input_lichess_header-name = název, který lichess dává švýcarskému turnaji { $id }, nelze zobrazit: { $why }

# A problem found reading a tournament file.
# Variables: $found, $id, $most.
input_lichess_header-rounds = lichess uvádí, že švýcarský turnaj { $id } má { $found } kol; přečíst lze nejvýše { $most }

# A problem found reading a tournament file.
# Variables: $found, $id.
input_lichess_header-start = čas začátku švýcarského turnaje { $id } podle lichess není datum: { $found }

# A problem found reading a tournament file.
# Variables: $seconds (a number of seconds), $url (a web address).
input_remote_timeout = lichess neposlal { $url } do { $seconds } s; vzdáno

# A problem found reading a tournament file.
# Variables: $most, $url (a web address).
input_remote_redirects = lichess přesměroval { $url } víc než { $most }krát; vzdáno

# A problem found reading a tournament file.
# Variables: $most, $url (a web address).
input_remote_too-large = odpověď lichess pro { $url } je větší než { $most }; nepřečtena

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $url (a web
# address).
input_remote_encoding = lichess odpověděl na { $url } v kódování, o které se nežádalo ({ $encoding })

# A problem found reading a tournament file.
# Variables: $detail, $url (a web address).
input_remote_bad-gzip = komprimovaná odpověď lichess pro { $url } je poškozená ({ $detail })

# A problem found reading a tournament file.
# Variables: $id, $most.
input_remote_long-number = popis švýcarského turnaje { $id } od lichess obsahuje číslo delší než { $most } číslic

# A problem found reading a tournament file.
# Variables: $id, $most.
input_remote_too-deep = popis švýcarského turnaje { $id } od lichess je vnořen hlouběji než { $most } úrovní

## Team inputs --- (formats.md 6, rules.md 9.1: core/formats/team_json.py,

# A problem found reading a team event's file.
# core/formats/trf_teams.py, core/formats/grid_boards.py, core/formats/lineups.py)
# Variables: $id.
input_team_cell_team = družstvo { $id }

# A problem found reading a team event's file.
# Variables: $id, $round (a round number of the tournament).
input_team_cell_team-round = družstvo { $id }, kolo { $round }

# A problem found reading a team event's file.
# Variables: $player (a player's name), $team (a team's name).
input_team_member-twice = hráč { $player } je v družstvu { $team } uveden dvakrát

# A problem found reading a team event's file.
# Variables: $player (a player's name), $team (a team's name).
input_team_unknown-member = člen { $player } družstva { $team } není hráčem turnaje

# A problem found reading a team event's file.
# Variables: $first, $name (a name (a player, team or tournament)), $player (a player's name),
# $second.
input_team_two-teams = hráč { $player } ({ $name }) je členem družstva { $first } i { $second }; hráč hraje za jedno družstvo

# A problem found reading a team event's file.
# Variables: $boards, $members (the players of a tied group), $team (a team's name).
input_team_too-few = družstvo { $team } má méně členů ({ $members }) než šachovnic v zápase ({ $boards })

# A problem found reading a team event's file.
# Variables: $player (a player's name).
input_team_no-team = hráč { $player } není v žádném družstvu; každý hráč družstevní soutěže patří do jednoho družstva

# A problem found reading a team event's file.
# Variables: $token.
input_team_requested-bye = { $token }: družstevní soutěž nezná vyžádané volné losy; člen hraje, má volný los družstva (U), nebo nenastoupí (--)

# A problem found reading a team event's file.
# Variables: $boards, $count (a number choosing the plural form), $players, $round (a round number
# of the tournament), $team (a team's name).
input_team_lineup-size = sestava družstva { $team } v kole { $round } obsazuje { $count } z { $boards } šachovnic (hráči { $players }); sestava obsazuje všechny šachovnice, nebo žádnou

# A problem found reading a team event's file.
# Variables: $others, $pab, $round (a round number of the tournament), $team (a team's name).
input_team_partial-pab = družstvo { $team } má v kole { $round } volný los jen na části sestavy (šachovnice s volným losem: { $pab }; bez něj: { $others }); volný los družstva platí pro celou sestavu

# A problem found reading a team event's file.
# Variables: $board (a board number of a team match), $opponent (an opponent's name), $round (a
# round number of the tournament), $team (a team's name).
input_team_teammate = šachovnice { $board } družstva { $team } v kole { $round } hraje proti hráči { $opponent } ze stejného družstva

# A problem found reading a team event's file.
# Variables: $board (a board number of a team match), $opponent (an opponent's name), $other,
# $other_board, $player (a player's name), $round (a round number of the tournament), $team (a
# team's name).
input_team_board-order = šachovnice { $board } družstva { $team } v kole { $round } (hráč { $player }) hraje proti hráči { $opponent }, šachovnici { $other_board } družstva { $other }; šachovnice i jedné sestavy hraje proti šachovnici i druhé

# A problem found reading a team event's file.
# Variables: $first, $first_board, $round (a round number of the tournament), $second,
# $second_board, $team (a team's name).
input_team_two-opponents = družstvo { $team } hraje v kole { $round } proti { $first } na šachovnici { $first_board } a proti { $second } na šachovnici { $second_board }; sestava hraje proti jednomu družstvu

# A problem found reading a team event's file.
# Variables: $key, $system.
input_team_json_not-team = { $key } patří k družstevní soutěži, ale "system" je { $system } (pro družstva team-swiss nebo team-round-robin)

# A problem found reading a team event's file.
# Variables: $key, $system.
input_team_json_needs = soutěž { $system } potřebuje { $key } (formats.md 6.1)

# A problem found reading a team event's file.
# Variables: $found, $limit (a limit (a number)).
input_team_json_boards = "boards" musí být celé číslo od 1 do { $limit }, nalezeno { $found }

# A problem found reading a team event's file.
input_team_json_teams-list = "teams" musí být neprázdný seznam družstev, například { "{" }"id": 1, "name": "Team A", "members": [1, 2]{ "}" }

# A problem found reading a team event's file.
# Variables: $index.
input_team_json_not-object = družstvo { $index } v "teams" není objekt

# A problem found reading a team event's file.
# Variables: $found, $index, $limit (a limit (a number)).
input_team_json_id = družstvo { $index } v "teams": "id" musí být celé číslo od 1 do { $limit }, nalezeno { $found }

# A problem found reading a team event's file.
# Variables: $id.
input_team_json_duplicate-id = číslo družstva { $id } je použito dvakrát

# A problem found reading a team event's file.
# Variables: $key.
input_team_json_key = neznámý klíč { $key } u družstva (id, name, members)

# A problem found reading a team event's file.
# Variables: $found.
input_team_json_name = "name" družstva musí být text, nalezeno { $found }

# A problem found reading a team event's file.
# Variables: $found.
input_team_json_members = "members" musí být seznam čísel hráčů v pořadí šachovnic, nalezeno { $found }

# A problem found reading a team event's file.
# Variables: $example.
input_team_json_scoring-object = "team_scoring" musí být objekt, například { $example }

# A problem found reading a team event's file.
# Variables: $key.
input_team_json_scoring-key = neznámý klíč { $key } v "team_scoring" (win, draw, loss, pab, primary)

# A problem found reading a team event's file.
# Variables: $found.
input_team_json_primary = "primary" v "team_scoring" musí být "MP" nebo "GP", nalezeno { $found }

# A problem found reading a team event's file.
# Variables: $found, $key.
input_team_json_scoring-number = "team_scoring" { $key } musí být číslo, nalezeno { $found }

# A problem found reading a team event's file.
# Variables: $found, $key, $problem (the problem found, another message).
input_team_json_scoring-range = "team_scoring" { $key }: { $problem }, nalezeno { $found }

# A problem found reading a team event's file.
# Variables: $boards, $count (a number choosing the plural form), $file (a file's name), $played,
# $rounds (round numbers), $teams.
input_team_check-ok = { $file }: v pořádku — družstevní soutěž; družstva: { $teams }, šachovnice: { $boards }, hráči: { $count }, kola: { $played } z { $rounds }; každá sestava hraje proti jednomu družstvu šachovnici po šachovnici

# A problem found reading a team event's file.
# Variables: $found.
input_team_trf_member = záznam družstva 013 uvádí startovní čísla ve sloupcích 37-40, 42-45, …; nalezeno { $found }

# A problem found reading a team event's file.
input_team_trf_no-name = záznam družstva 013 potřebuje název družstva ve sloupcích 5-36

# A problem found reading a team event's file.
# Variables: $name (a name (a player, team or tournament)).
input_team_trf_no-members = záznam 013 družstva { $name } neuvádí žádná startovní čísla

# A problem found reading a team event's file.
input_team_trf_forfeit-no-opponent = '0000 - +' je kontumace bez soupeře, kterou družstevní soutěž nepřijímá: šachovnice, která se nehrála, uvádí člena druhého družstva (rules.md 12.37)

# A problem found reading a team event's file.
# Variables: $id, $position.
input_team_trf_limit_id = družstvo číslo { $id } se zapíše jako družstvo { $position }: TRF-16 čísluje družstva podle pořadí jejich řádků 013

# A problem found reading a team event's file.
# Variables: $name (a name (a player, team or tournament)).
input_team_trf_limit_name = název družstva { $name } se nevejde do 32 sloupců řádku 013

# A problem found reading a team event's file.
input_team_trf_limit_scoring = TRF-16 nemá pole pro zápasové body: soubor se načte zpět s 2-1-0, volným losem družstva za remízu a hlavním skóre MP

# A problem found reading a team event's file.
# Variables: $boards, $largest.
input_team_trf_limit_boards = soutěž má { $boards } šachovnic, ale žádná sestava neobsazuje víc než { $largest }; TRF-16 určuje počet šachovnic podle největší sestavy

# A problem found reading a team event's file.
# Variables: $words.
input_team_grid_no-teams = partie na šachovnicích (sloupec Zápas nebo Domácí/Hosté) potřebují seznam družstev: záhlaví se sloupcem družstva ({ $words }) a sloupcem hráče, jeden řádek na člena v pořadí šachovnic

# A problem found reading a team event's file.
input_team_grid_no-team-cell = tento člen nemá družstvo: napište název družstva do jeho prvního řádku

# A problem found reading a team event's file.
# Variables: $board (a board number of a team match), $lineup, $name (a name (a player, team or
# tournament)), $round (a round number of the tournament), $team (a team's name).
input_team_grid_board = zde šachovnice { $board }, ale { $name } je šachovnice { $lineup } sestavy družstva { $team } v kole { $round } (hrající členové v pořadí seznamu družstev)

# A problem found reading a team event's file.
# Variables: $match, $round (a round number of the tournament), $teams.
input_team_grid_match-teams = zápas { $match } kola { $round } obsahuje hráče více než dvou družstev: { $teams }

# A problem found reading a team event's file.
# Variables: $found.
input_team_grid_score = očekáván výsledek zápasu jako 2½-1½ nebo 3:1, nalezeno { $found }

# A problem found reading a team event's file.
# Variables: $match, $round (a round number of the tournament).
input_team_grid_score-no-boards = zápas { $match } kola { $round } má výsledek, ale žádné partie

# A problem found reading a team event's file.
# Variables: $away, $away_points, $found, $home, $home_points, $match, $round (a round number of the
# tournament).
input_team_grid_score-sum = výsledek { $found } zápasu { $match } v kole { $round } není součtem šachovnic: { $home } { $home_points } - { $away_points } { $away }

# A problem found reading a tournament file.
# Variables: $token.
input_token_pending-forfeit = { $token }: kontumace má výsledek (+F nebo -F); partie bez výsledku je ?W9, ?B9 nebo ?9

# A problem found reading a FIDE TRF file.
# Variables: $count (a number choosing the plural form), $round (a round number of the tournament).
input_trf_pending =
    { $count ->
        [one] TRF-16 neumí zapsat partii bez výsledku: kolo { $round } má { $count } partii bez výsledku; nejprve ji zapište (JSON turnaje ji uloží jako ?W9)
        [few] TRF-16 neumí zapsat partii bez výsledku: kolo { $round } má { $count } partie bez výsledku; nejprve je zapište (JSON turnaje je uloží jako ?W9)
        [many] TRF-16 neumí zapsat partii bez výsledku: kolo { $round } má { $count } partie bez výsledku; nejprve je zapište (JSON turnaje je uloží jako ?W9)
       *[other] TRF-16 neumí zapsat partii bez výsledku: kolo { $round } má { $count } partií bez výsledku; nejprve je zapište (JSON turnaje je uloží jako ?W9)
    }
