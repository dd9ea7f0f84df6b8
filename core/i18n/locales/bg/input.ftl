### Български (bg): reading tournament files (JSON, TRF, team files, lichess): problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A problem found reading a tournament file.
# Variables: $byte, $encoding (a character encoding's name, such as cp1250 (kept as it is)).
input_decode_not-in-encoding = не е текст в { $encoding }: байт 0x{ $byte } на този ред не е знак в { $encoding }

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $suggestions.
input_decode_no-such-encoding = непознато кодиране { $encoding }: имахте ли предвид { $suggestions }?

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $name (a name
# (a player, team or tournament)).
input_decode_option = --encoding { $name } го чете като { $encoding }

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $suggestions.
input_decode_not-a-text-encoding = { $encoding } не е кодиране на текст (превръща байтове в байтове или текст в текст): посочете набор от знаци, например { $suggestions }

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)).
input_decode_read-named = прочетено като { $encoding }, посоченото кодиране (--encoding)

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)).
input_decode_read-mark = прочетено като { $encoding }, както казва знакът за ред на байтовете

# A problem found reading a tournament file.
input_decode_read-utf-8 = прочетено като UTF-8

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $option.
input_decode_read-guessed = прочетено като { $encoding }: не е UTF-8 и това е единствената стара кодова страница, в която прочитът е правдоподобен ({ $option } я посочва)

# A problem found reading a tournament file.
input_decode_read-workbook = работна книга на Excel, прочетена в кодирането, което обявява нейният XML

# A problem found reading a tournament file.
# Variables: $file (a file's name), $what.
# same-as-english
input_decode_read-line = { $file }: { $what }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_order = order: намерено { $found }, очаква се списък с кодове на допълнителни показатели като ["BH-C1", "BH"]

# A problem found reading a tournament file.
# Variables: $first, $first_no, $second, $second_no.
input_warning_near-twins = { $first } (№ { $first_no }) и { $second } (№ { $second_no }) се различават само по ударения, главни букви или интервали: един играч, въведен два пъти, или двама играчи, чиито имена трябва да ги различават

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $word.
input_decode_candidate = { $encoding } (чете се { $word })

# A problem found reading a tournament file.
# Shared pieces
# Variables: $left (the part before), $right (the part after).
input_or = { $left } или { $right }

# A problem found reading a tournament file.
# Variables: $first, $last.
input_columns = колони { $first }-{ $last }

# A problem found reading a tournament file.
# Variables: $found, $problem (the problem found, another message).
input_found = { $problem }, намерено { $found }

# A problem found reading a tournament file.
input_kind_list = списък

# A problem found reading a tournament file.
input_kind_object = обект

# A problem found reading a tournament file.
# core/formats/load.py
# Variables: $reason.
input_load_unreadable = файлът не може да се прочете: { $reason }

# A problem found reading a tournament file.
input_load_no-stdin = стандартният вход е затворен: задайте име на файл или пренасочете файла към входа

# A problem found reading a tournament file.
input_load_unknown-format = това не е турнирен JSON, TRF-16 или CSV файл

# A problem found reading a tournament file.
# core/formats/text_decoding.py
# Variables: $size (a size (a number)).
# same-as-english
input_size_mb = { $size } MB

# A problem found reading a tournament file.
# Variables: $limit (a limit (a number)), $size (a size (a number)).
input_decode_too-large = файлът е { $size }; tiebreak чете турнирни файлове до { $limit }

# A problem found reading a tournament file.
# Variables: $limit (a limit (a number)).
input_decode_larger-than = файлът е по-голям от { $limit }; tiebreak чете турнирни файлове до { $limit }

# A problem found reading a tournament file.
input_decode_save-as-utf8 = запазете го като UTF-8 (в Excel: Save As, 'CSV UTF-8'; в LibreOffice: набор от знаци 'Unicode (UTF-8)')

# A problem found reading a tournament file.
# Variables: $advice, $byte, $encoding (a character encoding's name, such as cp1250 (kept as it
# is)).
input_decode_bad-bom = започва като текст { $encoding }, но не е валиден { $encoding } (байт { $byte }): { $advice }

# A problem found reading a tournament file.
# Variables: $advice.
input_decode_nul = това не е текстов файл: съдържа байт NUL (електронна таблица или UTF-16 без маркер за реда на байтовете?); { $advice }

# A problem found reading a tournament file.
# Variables: $advice, $byte, $candidates, $options.
input_decode_ambiguous = не е UTF-8 (байт 0x{ $byte } на този ред), а текстът дава думи в повече от едно кодиране: { $candidates }; { $advice } или посочете кодирането (--encoding): { $options }

# A problem found reading a tournament file.
# Variables: $advice, $byte.
input_decode_unknown = не е UTF-8 (байт 0x{ $byte } на този ред), а текстът не дава думи на никой език в Windows-1250, ISO-8859-2, Windows-1252, Windows-1251 или Windows-1254: { $advice } или посочете кодирането (--encoding)

# A problem found reading a tournament file.
# core/formats/crosstable.py
input_token_help = означение като +W9, =B9, -9, +F9, -F9, ?W9, BYE/U, F, H, Z или -- (formats.md, раздел 1)

# A problem found reading a tournament file.
# Variables: $help, $token.
input_token_unknown = { $token } не е { $help }

# A problem found reading a tournament file.
# Variables: $limit (a limit (a number)), $token.
input_token_too-large = { $token }: номерата на противниците стигат до { $limit }

# A problem found reading a tournament file.
# Variables: $token.
input_token_zero = { $token }: номерата на противниците започват от 1

# A problem found reading a tournament file.
# Variables: $token.
input_token_drawn-forfeit = { $token }: резултатът по подразбиране е победа (+F) или загуба (-F), не реми

# A problem found reading a tournament JSON file.
# core/formats/tournament_json.py
# Variables: $detail.
input_json_invalid = невалиден JSON: { $detail }

# A problem found reading a tournament JSON file.
# Variables: $digits, $key, $limit (a limit (a number)).
input_json_long-number = { $key }: число с { $digits } цифри; числата в турнира имат най-много { $limit } цифри

# A problem found reading a tournament JSON file.
# Variables: $digits, $limit (a limit (a number)).
input_json_long-number-bare = число с { $digits } цифри; числата в турнира имат най-много { $limit } цифри

# A problem found reading a tournament JSON file.
# Variables: $limit (a limit (a number)).
input_json_too-deep = твърде дълбоко влагане: масиви или обекти на повече от { $limit } нива един в друг

# A problem found reading a tournament JSON file.
input_json_not-object = очаква се JSON обект с "players"

# A problem found reading a tournament JSON file.
# Variables: $expected, $found.
input_json_format = форматът е { $found }; очаква се { $expected }

# A problem found reading a tournament JSON file.
# Variables: $key.
input_json_unknown-key = непознат ключ { $key } (собствените ключове започват с 'x-')

# A problem found reading a tournament JSON file.
# Variables: $field, $found.
input_json_not-string = { $field } трябва да е низ, намерено { $found }

# A problem found reading a tournament JSON file.
# Variables: $field, $problem (the problem found, another message), $value (a tie-break value (a
# number)).
# same-as-english
input_json_bad-text = { $field } { $value }: { $problem }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_start-date = start_date { $found } не е дата като 2026-11-03

# A problem found reading a tournament JSON file.
# Variables: $expected, $found.
input_json_notation = notation { $found }: очаква се { $expected }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_system = system { $found }: очаква се swiss, round-robin или team-swiss

# A problem found reading a tournament JSON file.
# Variables: $example.
input_json_scoring-object = scoring трябва да е обект като { $example }

# A problem found reading a tournament JSON file.
# Variables: $key.
input_json_scoring-key = scoring: непознат ключ { $key } (win, draw, loss, pab)

# A problem found reading a tournament JSON file.
# Variables: $found, $key.
input_json_scoring-number = scoring.{ $key }: очаква се число, намерено { $found }

# A problem found reading a tournament JSON file.
# Variables: $found, $key, $problem (the problem found, another message).
input_json_scoring-range = scoring.{ $key }: { $problem }, намерено { $found }

# A problem found reading a tournament JSON file.
# Variables: $problem (the problem found, another message).
# same-as-english
input_json_scoring = scoring: { $problem }

# A problem found reading a tournament JSON file.
input_json_no-players = players трябва да е непразен списък

# A problem found reading a tournament JSON file.
# Variables: $found, $limit (a limit (a number)).
input_json_rounds = rounds трябва да е цяло число от 0 до { $limit }, намерено { $found }

# A problem found reading a tournament JSON file.
# Variables: $limit (a limit (a number)), $rounds (round numbers).
input_json_too-many-rounds = играч има резултати от { $rounds } кръга; турнирът има най-много { $limit }

# A problem found reading a tournament JSON file.
# Variables: $index.
input_json_player-not-object = players[{ $index }] не е обект

# A problem found reading a tournament JSON file.
# Variables: $found, $index, $limit (a limit (a number)).
input_json_bad-id = players[{ $index }]: id трябва да е цяло число от 1 до { $limit }, намерено { $found }

# A problem found reading a tournament JSON file.
input_json_duplicate-id = едно и също id е използвано два пъти

# A problem found reading a tournament JSON file.
# Variables: $found, $limit (a limit (a number)).
input_json_rating = rating трябва да е цяло число от 0 до { $limit } или null, намерено { $found }

# A problem found reading a tournament JSON file.
input_json_results-list = results трябва да е списък от означения

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_not-token = { $found } не е означение

# A problem found reading a tournament JSON file.
# Variables: $problem (the problem found, another message).
# same-as-english
input_json_token = { $problem }

# A problem found reading a tournament JSON file.
# Variables: $problem (the problem found, another message).
input_json_uscf-hint = { $problem } (запис на таблица на US Chess? добавете "notation": "uscf" във файла)

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_withdrawn = withdrawn_after трябва да е номер на кръг, намерено { $found }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_birth = birth трябва да е дата като 2008-05-17 или година като 2008, намерено { $found }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_sex = sex трябва да е "m" или "f", намерено { $found }

# A problem found reading a FIDE TRF file.
# core/formats/trf.py: reading
# Variables: $found.
input_trf_not-record = { $found } не е запис на TRF: редът започва с код от 3 знака като 001, 012 или XXR

# A problem found reading a FIDE TRF file.
input_trf_no-players = няма записи на играчи (редове, започващи с 001)

# A problem found reading a FIDE TRF file.
# Variables: $id, $line (a line number).
input_trf_duplicate-start = стартовият номер { $id } е използван два пъти (и на ред { $line })

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_start-number = колони 5-8 съдържат стартовия номер, намерено { $found }

# A problem found reading a FIDE TRF file.
# Variables: $name (a name (a player, team or tournament)), $problem (the problem found, another
# message).
input_trf_name = име { $name }: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $found, $limit (a limit (a number)).
input_trf_rating-limit = колони 49-52 съдържат рейтинга, цяло число от 0 до { $limit }, намерено { $found }

# A problem found reading a FIDE TRF file.
# Variables: $columns, $field, $problem (the problem found, another message), $value (a tie-break
# value (a number)).
input_trf_text = колони { $columns } ({ $field }) { $value }: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_rating = колони 49-52 съдържат рейтинга, намерено { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_fide-id = колони 58-68 съдържат FIDE ID, намерено { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_points-column = колони 81-84 съдържат точките, намерено { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_rank = колони 86-89 съдържат мястото, намерено { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_blank = колони 90-91 трябва да са празни, намерено { $found }

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_round-block = { $columns }: { $found } не е кръг като '  12 w 1' (противник, цвят, резултат в колони 1-4, 6 и 8 на блока)

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_opponent = { $columns }: противникът { $found } не е стартов номер

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_colour = { $columns }: цвят { $found }; очаква се w, b или -

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_result = { $columns }: резултат { $found }; очаква се 1 0 = + - W D L H F U Z

# A problem found reading a FIDE TRF file.
# Variables: $code (a tie-break code such as BH (kept as it is)), $problem (the problem found,
# another message).
input_trf_record = запис { $code }: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $found, $limit (a limit (a number)).
input_trf_xxr = броят кръгове трябва да е цяло число от 0 до { $limit }, намерено { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_score-format = очакват се точки като 1.0, намерено { $found }

# A problem found reading a FIDE TRF file.
# Variables: $problem (the problem found, another message).
input_trf_scoring = точкуване: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $opponent (an opponent's name).
input_trf_no-result = партията срещу играч { $opponent } няма резултат

# A problem found reading a FIDE TRF file.
# Variables: $opponent (an opponent's name), $result.
input_trf_bye-with-opponent = резултатът { $result } е почиващ (bye), но посочва противник { $opponent }

# A problem found reading a FIDE TRF file.
# Variables: $result.
input_trf_needs-opponent = резултатът { $result } изисква противник; кръг без противник е U (почиващ по жребий, PAB), F, H, Z или - (не е изтеглен)

# A problem found reading a FIDE TRF file.
# Variables: $counted, $found.
input_trf_points = точки във файла { $found }, партиите дават { $counted }

# A problem found reading a FIDE TRF file.
# Variables: $count (a number choosing the plural form), $total.
input_trf_points-scoring = точките на { $count } от { $total } играчи не съвпадат с точкуване 1-½-0; за друго точкуване добавете записи като 'BBW  3.0', 'BBD  1.0', 'BBL  0.0', 'BBU  3.0'

# A problem found reading a FIDE TRF file.
# core/formats/trf.py: writing
# Variables: $limit (a limit (a number)), $players.
input_trf_too-many-players = турнирът има { $players } играчи, но стартовите номера в TRF-16 са с четири цифри (от 1 до { $limit }): запазете го като турнирен JSON (--to json)

# A problem found reading a FIDE TRF file.
# Variables: $id, $limit (a limit (a number)).
input_trf_start-too-large = стартовият номер { $id } не се побира в четирите цифри на TRF-16 (от 1 до { $limit }): преномерирайте играчите

# A problem found reading a FIDE TRF file.
input_trf_limit_name-break = името на турнира съдържа нов ред

# A problem found reading a FIDE TRF file.
# Variables: $value (a tie-break value (a number)), $what.
input_trf_limit_scoring = точкуване: { $what } = { $value } не е число с един десетичен знак

# A problem found reading a FIDE TRF file.
# Variables: $key.
input_trf_limit_field = полето на турнира { $key } няма запис в TRF

# A problem found reading a FIDE TRF file.
# Variables: $round (a round number of the tournament).
input_trf_limit_round = кръг { $round } няма партия, резултат по подразбиране или почиващ по жребий (PAB); четец на TRF приема такава колона за предварително поискани почивки

# A problem found reading a FIDE TRF file.
# Variables: $name (a name (a player, team or tournament)), $width.
input_trf_limit_name = името { $name } не се побира в колони 15-47 (най-много { $width } знака, без нов ред, без интервали в началото и края)

# A problem found reading a FIDE TRF file.
# Variables: $rating.
input_trf_limit_rating = рейтингът { $rating } не се побира в колони 49-52

# A problem found reading a FIDE TRF file.
# Variables: $federation.
input_trf_limit_federation = федерацията { $federation } не е трибуквен код

# A problem found reading a FIDE TRF file.
# Variables: $id.
input_trf_limit_fide-id = FIDE ID { $id } не е число с до 11 цифри

# A problem found reading a FIDE TRF file.
# Variables: $title.
input_trf_limit_title = титлата { $title } не се побира в колони 11-13

# A problem found reading a FIDE TRF file.
# Variables: $round (a round number of the tournament).
input_trf_limit_withdrawn = TRF няма поле за оттегляне от турнира след кръг { $round } (записват се отсъствията)

# A problem found reading a FIDE TRF file.
input_trf_limit_points = точките не се побират в колони 81-84

# A problem found reading a FIDE TRF file.
# Variables: $key.
input_trf_limit_player-field = полето { $key } няма колона в TRF

# A problem found reading a tournament file.
# core/questions/calc.py
input_card_not-object = очаква се обект с "rules" и "card"

# A problem found reading a tournament file.
# Variables: $known.
input_card_rules = rules трябва да посочва един набор от правила ({ $known }); картата няма дата

# A problem found reading a tournament file.
# Variables: $entry.
input_card_entry = запис { $entry } от картата

# A problem found reading a tournament file.
# Variables: $results.
input_card_result = result трябва да е едно от { $results }

# A problem found reading a tournament file.
input_card_opponent-score = opponent_score трябва да е число

# A problem found reading a tournament file.
# Variables: $decimals, $found, $limit (a limit (a number)).
input_card_opponent-score-range = opponent_score трябва да е число от 0 до { $limit } с най-много { $decimals } десетични знака, намерено { $found }

# A problem found reading a tournament file.
# Variables: $least.
input_card_rounds = rounds трябва да е цяло число ≥ { $least }

# A problem found reading a tournament file.
# core/sources/lichess.py
# Variables: $found.
input_lichess_bad-id = { $found } не е id на швейцарски турнир в lichess (8 букви или цифри, както в https://lichess.org/swiss/j8rtJ5GL)

# A problem found reading a tournament file.
input_lichess_not-ref = това не е швейцарски турнир в lichess: очаква се https://lichess.org/swiss/ID или lichess:ID

# A problem found reading a tournament file.
# Variables: $id.
input_lichess_no-players = швейцарският турнир { $id } в lichess още няма играчи

# A problem found reading a tournament file.
# Variables: $id.
input_lichess_not-found = lichess няма швейцарски турнир { $id }

# A problem found reading a tournament file.
# Variables: $id, $status.
input_lichess_private = швейцарският турнир { $id } в lichess е частен (HTTP { $status }): виждат го само членовете му

# A problem found reading a tournament file.
# Variables: $status, $url (a web address).
input_remote_http = lichess отговори с HTTP { $status } за { $url }

# A problem found reading a tournament file.
# Variables: $error.
input_remote_unreachable = lichess е недостъпен ({ $error })

# A problem found reading a tournament file.
input_remote_too-many-requests = lichess съобщава за твърде много заявки (HTTP 429)

# A problem found reading a tournament file.
# Variables: $status.
input_remote_server = lichess отговори с HTTP { $status }

# A problem found reading a tournament file.
# Variables: $attempts, $why (the reason, another message).
input_remote_gave-up =
    { $count ->
        [one] { $why }; отказ след { $attempts } опит
       *[other] { $why }; отказ след { $attempts } опита
    }

# A problem found reading a tournament file.
# Variables: $attempts, $wait, $why (the reason, another message).
input_remote_wait-limit =
    { $count ->
        [one] { $why }; още { $wait } s чакане биха надхвърлили границата за чакане, отказ след { $attempts } опит
       *[other] { $why }; още { $wait } s чакане биха надхвърлили границата за чакане, отказ след { $attempts } опита
    }

# A problem found reading a tournament file.
# Variables: $detail, $id.
input_remote_not-json = описанието на швейцарския турнир { $id } от lichess не е JSON ({ $detail })

# A problem found reading a tournament file.
# Variables: $id.
input_remote_not-object = описанието на швейцарския турнир { $id } от lichess не е JSON обект

# A problem found reading a tournament file.
input_lichess_arena = могат да се четат само швейцарски турнири от lichess: Арената (lichess.org/tournament/…) няма кръгове, в които да се разделят равенства

# A problem found reading a tournament file.
# Variables: $id, $why (the reason, another message).
input_lichess_header-name = името, което lichess дава на швейцарския турнир { $id }, не може да се покаже: { $why }

# A problem found reading a tournament file.
# Variables: $found, $id, $most.
input_lichess_header-rounds = lichess казва, че швейцарският турнир { $id } има { $found } кръга; могат да се прочетат най-много { $most }

# A problem found reading a tournament file.
# Variables: $found, $id.
input_lichess_header-start = началото на швейцарския турнир { $id } според lichess не е дата: { $found }

# A problem found reading a tournament file.
# Variables: $seconds (a number of seconds), $url (a web address).
input_remote_timeout = lichess не изпрати { $url } за { $seconds } s; отказах се

# A problem found reading a tournament file.
# Variables: $most, $url (a web address).
input_remote_redirects = lichess пренасочи { $url } повече от { $most } пъти; отказах се

# A problem found reading a tournament file.
# Variables: $most, $url (a web address).
input_remote_too-large = отговорът на lichess за { $url } е по-голям от { $most }; не е прочетен

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $url (a web
# address).
input_remote_encoding = lichess отговори на { $url } в кодиране, което не е поискано ({ $encoding })

# A problem found reading a tournament file.
# Variables: $detail, $url (a web address).
input_remote_bad-gzip = компресираният отговор на lichess за { $url } е повреден ({ $detail })

# A problem found reading a tournament file.
# Variables: $id, $most.
input_remote_long-number = описанието на швейцарския турнир { $id } от lichess съдържа число с повече от { $most } цифри

# A problem found reading a tournament file.
# Variables: $id, $most.
input_remote_too-deep = описанието на швейцарския турнир { $id } от lichess е вложено на повече от { $most } нива

## Team inputs --- (formats.md 6, rules.md 9.1: core/formats/team_json.py,

# A problem found reading a team event's file.
# core/formats/trf_teams.py, core/formats/grid_boards.py, core/formats/lineups.py)
# Variables: $id.
input_team_cell_team = отбор { $id }

# A problem found reading a team event's file.
# Variables: $id, $round (a round number of the tournament).
input_team_cell_team-round = отбор { $id }, кръг { $round }

# A problem found reading a team event's file.
# Variables: $player (a player's name), $team (a team's name).
input_team_member-twice = играч { $player } е записан два пъти в { $team }

# A problem found reading a team event's file.
# Variables: $player (a player's name), $team (a team's name).
input_team_unknown-member = членът { $player } на { $team } не е играч от турнира

# A problem found reading a team event's file.
# Variables: $first, $name (a name (a player, team or tournament)), $player (a player's name),
# $second.
input_team_two-teams = играч { $player } ({ $name }) е член и на { $first }, и на { $second }; играчът играе за един отбор

# A problem found reading a team event's file.
# Variables: $boards, $members (the players of a tied group), $team (a team's name).
input_team_too-few = { $team } има по-малко членове ({ $members }) от дъските на мача ({ $boards })

# A problem found reading a team event's file.
# Variables: $player (a player's name).
input_team_no-team = играч { $player } не е в отбор; всеки играч в отборен турнир е в един отбор

# A problem found reading a team event's file.
# Variables: $token.
input_team_requested-bye = { $token }: в отборен турнир няма поискани почивки; членът играе, има почивката от жребия на отбора (U) или не участва (--)

# A problem found reading a team event's file.
# Variables: $boards, $count (a number choosing the plural form), $players, $round (a round number
# of the tournament), $team (a team's name).
input_team_lineup-size = съставът на { $team } в кръг { $round } заема { $count } от { $boards } дъски (играчи { $players }); съставът заема всички дъски или нито една

# A problem found reading a team event's file.
# Variables: $others, $pab, $round (a round number of the tournament), $team (a team's name).
input_team_partial-pab = { $team } има почивка от жребия в кръг { $round } само на част от състава (дъски с почивка: { $pab }; без почивка: { $others }); почивката на отбора важи за целия състав

# A problem found reading a team event's file.
# Variables: $board (a board number of a team match), $opponent (an opponent's name), $round (a
# round number of the tournament), $team (a team's name).
input_team_teammate = дъска { $board } на { $team } в кръг { $round } играе срещу играч { $opponent } от същия отбор

# A problem found reading a team event's file.
# Variables: $board (a board number of a team match), $opponent (an opponent's name), $other,
# $other_board, $player (a player's name), $round (a round number of the tournament), $team (a
# team's name).
input_team_board-order = дъска { $board } на { $team } в кръг { $round } (играч { $player }) играе срещу играч { $opponent }, дъска { $other_board } на { $other }; дъска i на един състав играе срещу дъска i на другия

# A problem found reading a team event's file.
# Variables: $first, $first_board, $round (a round number of the tournament), $second,
# $second_board, $team (a team's name).
input_team_two-opponents = { $team } играе срещу { $first } на дъска { $first_board } и срещу { $second } на дъска { $second_board } в кръг { $round }; съставът играе срещу един отбор

# A problem found reading a team event's file.
# Variables: $key, $system.
input_team_json_not-team = { $key } е за отборен турнир, а "system" е { $system } (team-swiss или team-round-robin за отбори)

# A problem found reading a team event's file.
# Variables: $key, $system.
input_team_json_needs = турнир { $system } изисква { $key } (formats.md 6.1)

# A problem found reading a team event's file.
# Variables: $found, $limit (a limit (a number)).
input_team_json_boards = "boards" трябва да е цяло число от 1 до { $limit }, намерено { $found }

# A problem found reading a team event's file.
input_team_json_teams-list = "teams" трябва да е непразен списък от отбори, напр. { "{" }"id": 1, "name": "Team A", "members": [1, 2]{ "}" }

# A problem found reading a team event's file.
# Variables: $index.
input_team_json_not-object = отбор { $index } в "teams" не е обект

# A problem found reading a team event's file.
# Variables: $found, $index, $limit (a limit (a number)).
input_team_json_id = отбор { $index } в "teams": "id" трябва да е цяло число от 1 до { $limit }, намерено { $found }

# A problem found reading a team event's file.
# Variables: $id.
input_team_json_duplicate-id = номерът на отбор { $id } е използван два пъти

# A problem found reading a team event's file.
# Variables: $key.
input_team_json_key = непознат ключ { $key } в отбор (id, name, members)

# A problem found reading a team event's file.
# Variables: $found.
input_team_json_name = "name" на отбор трябва да е текст, намерено { $found }

# A problem found reading a team event's file.
# Variables: $found.
input_team_json_members = "members" трябва да е списък от номера на играчи по реда на дъските, намерено { $found }

# A problem found reading a team event's file.
# Variables: $example.
input_team_json_scoring-object = "team_scoring" трябва да е обект, напр. { $example }

# A problem found reading a team event's file.
# Variables: $key.
input_team_json_scoring-key = непознат ключ { $key } в "team_scoring" (win, draw, loss, pab, primary)

# A problem found reading a team event's file.
# Variables: $found.
input_team_json_primary = "primary" в "team_scoring" трябва да е "MP" или "GP", намерено { $found }

# A problem found reading a team event's file.
# Variables: $found, $key.
input_team_json_scoring-number = "team_scoring" { $key } трябва да е число, намерено { $found }

# A problem found reading a team event's file.
# Variables: $found, $key, $problem (the problem found, another message).
input_team_json_scoring-range = "team_scoring" { $key }: { $problem }, намерено { $found }

# A problem found reading a team event's file.
# Variables: $boards, $count (a number choosing the plural form), $file (a file's name), $played,
# $rounds (round numbers), $teams.
input_team_check-ok = { $file }: наред — отборен турнир, { $teams } отбора на { $boards } дъски, { $count } играчи, { $played } от { $rounds } кръга, всеки състав играе срещу един отбор дъска по дъска

# A problem found reading a team event's file.
# Variables: $found.
input_team_trf_member = запис на отбор 013 съдържа стартови номера в колони 37-40, 42-45, …; намерено { $found }

# A problem found reading a team event's file.
input_team_trf_no-name = запис на отбор 013 изисква името на отбора в колони 5-36

# A problem found reading a team event's file.
# Variables: $name (a name (a player, team or tournament)).
input_team_trf_no-members = записът 013 на { $name } не съдържа стартови номера

# A problem found reading a team event's file.
input_team_trf_forfeit-no-opponent = '0000 - +' е резултат по подразбиране без противник, който отборен турнир не приема: неизиграната дъска посочва члена на другия отбор (rules.md 12.37)

# A problem found reading a team event's file.
# Variables: $id, $position.
input_team_trf_limit_id = отбор с номер { $id } се записва като отбор { $position }: TRF-16 номерира отборите по мястото на реда им 013

# A problem found reading a team event's file.
# Variables: $name (a name (a player, team or tournament)).
input_team_trf_limit_name = името на отбора { $name } не се побира в 32-те колони на ред 013

# A problem found reading a team event's file.
input_team_trf_limit_scoring = TRF-16 няма поле за точки за мачове: файлът ще се прочете с 2-1-0, почивка на отбора като реми и основен резултат MP

# A problem found reading a team event's file.
# Variables: $boards, $largest.
input_team_trf_limit_boards = турнирът има { $boards } дъски, но никой състав не заема повече от { $largest }; TRF-16 взема броя дъски от най-големия състав

# A problem found reading a team event's file.
# Variables: $words.
input_team_grid_no-teams = партиите по дъски (колона Мач или Домакин/Гост) изискват списък на отборите: заглавен ред с колона за отбор ({ $words }) и колона за играч, по един ред за член по реда на дъските

# A problem found reading a team event's file.
input_team_grid_no-team-cell = този член няма отбор: напишете името на отбора в първия му ред

# A problem found reading a team event's file.
# Variables: $board (a board number of a team match), $lineup, $name (a name (a player, team or
# tournament)), $round (a round number of the tournament), $team (a team's name).
input_team_grid_board = тук е дъска { $board }, но { $name } е дъска { $lineup } от състава на { $team } в кръг { $round } (играещите членове по реда на списъка на отборите)

# A problem found reading a team event's file.
# Variables: $match, $round (a round number of the tournament), $teams.
input_team_grid_match-teams = мач { $match } от кръг { $round } съдържа играчи от повече от два отбора: { $teams }

# A problem found reading a team event's file.
# Variables: $found.
input_team_grid_score = очаква се резултат от мач като 2½-1½ или 3:1, намерено { $found }

# A problem found reading a team event's file.
# Variables: $match, $round (a round number of the tournament).
input_team_grid_score-no-boards = мач { $match } от кръг { $round } има резултат, но няма партии

# A problem found reading a team event's file.
# Variables: $away, $away_points, $found, $home, $home_points, $match, $round (a round number of the
# tournament).
input_team_grid_score-sum = резултатът { $found } на мач { $match } в кръг { $round } не е сумата от дъските: { $home } { $home_points } - { $away_points } { $away }

# A problem found reading a tournament file.
# Variables: $token.
input_token_pending-forfeit = { $token }: резултатът по подразбиране има резултат (+F или -F); партия без резултат е ?W9, ?B9 или ?9

# A problem found reading a FIDE TRF file.
# Variables: $count (a number choosing the plural form), $round (a round number of the tournament).
input_trf_pending =
    { $count ->
        [one] TRF-16 не може да съдържа партия без резултат: кръг { $round } има { $count } партия без резултат; първо я въведете (JSON на турнира я пази като ?W9)
       *[other] TRF-16 не може да съдържа партия без резултат: кръг { $round } има { $count } партии без резултат; първо ги въведете (JSON на турнира ги пази като ?W9)
    }
