### English (en): reading tournament files (JSON, TRF, team files, lichess): problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A problem found reading a tournament file.
# Variables: $byte, $encoding (a character encoding's name, such as cp1250 (kept as it is)).
input_decode_not-in-encoding = not { $encoding } text: byte 0x{ $byte } on this line is no character in { $encoding }

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $suggestions.
input_decode_no-such-encoding = unknown encoding { $encoding }: did you mean { $suggestions }?

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $name (a name
# (a player, team or tournament)).
input_decode_option = --encoding { $name } reads it as { $encoding }

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $suggestions.
input_decode_not-a-text-encoding = { $encoding } is not a text encoding (it turns bytes into bytes or text into text): name a character set such as { $suggestions }

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)).
input_decode_read-named = read as { $encoding }, the encoding named (--encoding)

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)).
input_decode_read-mark = read as { $encoding }, as its byte-order mark says

# A problem found reading a tournament file.
input_decode_read-utf-8 = read as UTF-8

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $option.
input_decode_read-guessed = read as { $encoding }: not UTF-8, and the only legacy code page whose reading is plausible ({ $option } names it)

# A problem found reading a tournament file.
input_decode_read-workbook = an Excel workbook, read as the encoding its XML declares

# A problem found reading a tournament file.
# Variables: $file (a file's name), $what.
input_decode_read-line = { $file }: { $what }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_order = order: found { $found }, expected a list of tie-break codes such as ["BH-C1", "BH"]

# A problem found reading a tournament file.
# Variables: $first, $first_no, $second, $second_no.
input_warning_near-twins = { $first } (No. { $first_no }) and { $second } (No. { $second_no }) differ only by accents, case or spacing: one player entered twice, or two players whose names should tell them apart

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $word.
input_decode_candidate = { $encoding } (reads { $word })

# A problem found reading a tournament file.
# Shared pieces
# Variables: $left (the part before), $right (the part after).
input_or = { $left } or { $right }

# A problem found reading a tournament file.
# Variables: $first, $last.
input_columns = columns { $first }-{ $last }

# A problem found reading a tournament file.
# Variables: $found, $problem (the problem found, another message).
input_found = { $problem }, found { $found }

# A problem found reading a tournament file.
input_kind_list = a list

# A problem found reading a tournament file.
input_kind_object = an object

# A problem found reading a tournament file.
# core/formats/load.py
# Variables: $reason.
input_load_unreadable = cannot read the file: { $reason }

# A problem found reading a tournament file.
input_load_no-stdin = standard input is closed: give a file name, or pipe the file in

# A problem found reading a tournament file.
input_load_unknown-format = not a tournament JSON, TRF-16 or CSV file

# A problem found reading a tournament file.
# core/formats/text_decoding.py
# Variables: $size (a size (a number)).
input_size_mb = { $size } MB

# A problem found reading a tournament file.
# Variables: $limit (a limit (a number)), $size (a size (a number)).
input_decode_too-large = the file is { $size }; tiebreak reads tournament files of up to { $limit }

# A problem found reading a tournament file.
# Variables: $limit (a limit (a number)).
input_decode_larger-than = the file is larger than { $limit }; tiebreak reads tournament files of up to { $limit }

# A problem found reading a tournament file.
input_decode_save-as-utf8 = save it as UTF-8 (in Excel: Save As, 'CSV UTF-8'; in LibreOffice: character set 'Unicode (UTF-8)')

# A problem found reading a tournament file.
# Variables: $advice, $byte, $encoding (a character encoding's name, such as cp1250 (kept as it
# is)).
input_decode_bad-bom = starts like { $encoding } text but is not valid { $encoding } (byte { $byte }): { $advice }

# A problem found reading a tournament file.
# Variables: $advice.
input_decode_nul = not a text file: it contains a NUL byte (a spreadsheet or UTF-16 without a byte-order mark?); { $advice }

# A problem found reading a tournament file.
# Variables: $advice, $byte, $candidates, $options.
input_decode_ambiguous = not UTF-8 (byte 0x{ $byte } on this line), and the text reads as words in more than one encoding: { $candidates }; { $advice }, or name the encoding (--encoding): { $options }

# A problem found reading a tournament file.
# Variables: $advice, $byte.
input_decode_unknown = not UTF-8 (byte 0x{ $byte } on this line), and the text reads as no language's words in Windows-1250, ISO-8859-2, Windows-1252, Windows-1251 or Windows-1254: { $advice }, or name the encoding (--encoding)

# A problem found reading a tournament file.
# core/formats/crosstable.py
input_token_help = a token such as +W9, =B9, -9, +F9, -F9, ?W9, BYE/U, F, H, Z or -- (formats.md section 1)

# A problem found reading a tournament file.
# Variables: $help, $token.
input_token_unknown = { $token } is not { $help }

# A problem found reading a tournament file.
# Variables: $limit (a limit (a number)), $token.
input_token_too-large = { $token }: opponent numbers go up to { $limit }

# A problem found reading a tournament file.
# Variables: $token.
input_token_zero = { $token }: opponent numbers start at 1

# A problem found reading a tournament file.
# Variables: $token.
input_token_drawn-forfeit = { $token }: a forfeit is won (+F) or lost (-F), not drawn

# A problem found reading a tournament JSON file.
# core/formats/tournament_json.py
# Variables: $detail.
input_json_invalid = not valid JSON: { $detail }

# A problem found reading a tournament JSON file.
# Variables: $digits, $key, $limit (a limit (a number)).
input_json_long-number = { $key }: a number of { $digits } digits; numbers in a tournament have at most { $limit }

# A problem found reading a tournament JSON file.
# Variables: $digits, $limit (a limit (a number)).
input_json_long-number-bare = a number of { $digits } digits; numbers in a tournament have at most { $limit }

# A problem found reading a tournament JSON file.
# Variables: $limit (a limit (a number)).
input_json_too-deep = nested too deeply: arrays or objects more than { $limit } levels inside one another

# A problem found reading a tournament JSON file.
input_json_not-object = expected a JSON object with "players"

# A problem found reading a tournament JSON file.
# Variables: $expected, $found.
input_json_format = format is { $found }; expected { $expected }

# A problem found reading a tournament JSON file.
# Variables: $key.
input_json_unknown-key = unknown key { $key } (custom keys start with 'x-')

# A problem found reading a tournament JSON file.
# Variables: $field, $found.
input_json_not-string = { $field } must be a string, found { $found }

# A problem found reading a tournament JSON file.
# Variables: $field, $problem (the problem found, another message), $value (a tie-break value (a
# number)).
input_json_bad-text = { $field } { $value }: { $problem }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_start-date = start_date { $found } is not a date like 2026-11-03

# A problem found reading a tournament JSON file.
# Variables: $expected, $found.
input_json_notation = notation { $found }: expected { $expected }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_system = system { $found }: expected swiss, round-robin or team-swiss

# A problem found reading a tournament JSON file.
# Variables: $example.
input_json_scoring-object = scoring must be an object like { $example }

# A problem found reading a tournament JSON file.
# Variables: $key.
input_json_scoring-key = scoring: unknown key { $key } (win, draw, loss, pab)

# A problem found reading a tournament JSON file.
# Variables: $found, $key.
input_json_scoring-number = scoring.{ $key }: expected a number, found { $found }

# A problem found reading a tournament JSON file.
# Variables: $found, $key, $problem (the problem found, another message).
input_json_scoring-range = scoring.{ $key }: { $problem }, found { $found }

# A problem found reading a tournament JSON file.
# Variables: $problem (the problem found, another message).
input_json_scoring = scoring: { $problem }

# A problem found reading a tournament JSON file.
input_json_no-players = players must be a non-empty list

# A problem found reading a tournament JSON file.
# Variables: $found, $limit (a limit (a number)).
input_json_rounds = rounds must be a whole number from 0 to { $limit }, found { $found }

# A problem found reading a tournament JSON file.
# Variables: $limit (a limit (a number)), $rounds (round numbers).
input_json_too-many-rounds = a player has { $rounds } rounds of results; an event has at most { $limit }

# A problem found reading a tournament JSON file.
# Variables: $index.
input_json_player-not-object = players[{ $index }] is not an object

# A problem found reading a tournament JSON file.
# Variables: $found, $index, $limit (a limit (a number)).
input_json_bad-id = players[{ $index }]: id must be a whole number from 1 to { $limit }, found { $found }

# A problem found reading a tournament JSON file.
input_json_duplicate-id = the same id is used twice

# A problem found reading a tournament JSON file.
# Variables: $found, $limit (a limit (a number)).
input_json_rating = rating must be a whole number from 0 to { $limit } or null, found { $found }

# A problem found reading a tournament JSON file.
input_json_results-list = results must be a list of tokens

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_not-token = { $found } is not a token

# A problem found reading a tournament JSON file.
# Variables: $problem (the problem found, another message).
input_json_token = { $problem }

# A problem found reading a tournament JSON file.
# Variables: $problem (the problem found, another message).
input_json_uscf-hint = { $problem } (US Chess wallchart notation? add "notation": "uscf" to the file)

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_withdrawn = withdrawn_after must be a round number, found { $found }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_birth = birth must be a date like 2008-05-17 or a year like 2008, found { $found }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_sex = sex must be "m" or "f", found { $found }

# A problem found reading a FIDE TRF file.
# core/formats/trf.py: reading
# Variables: $found.
input_trf_not-record = { $found } is not a TRF record: a line starts with a 3-character code such as 001, 012 or XXR

# A problem found reading a FIDE TRF file.
input_trf_no-players = no player records (lines starting with 001)

# A problem found reading a FIDE TRF file.
# Variables: $id, $line (a line number).
input_trf_duplicate-start = start number { $id } is used twice (also on line { $line })

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_start-number = columns 5-8 hold the start number, found { $found }

# A problem found reading a FIDE TRF file.
# Variables: $name (a name (a player, team or tournament)), $problem (the problem found, another
# message).
input_trf_name = name { $name }: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $found, $limit (a limit (a number)).
input_trf_rating-limit = columns 49-52 hold the rating, a whole number from 0 to { $limit }, found { $found }

# A problem found reading a FIDE TRF file.
# Variables: $columns, $field, $problem (the problem found, another message), $value (a tie-break
# value (a number)).
input_trf_text = columns { $columns } ({ $field }) { $value }: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_rating = columns 49-52 hold the rating, found { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_fide-id = columns 58-68 hold the FIDE id, found { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_points-column = columns 81-84 hold the points, found { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_rank = columns 86-89 hold the rank, found { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_blank = columns 90-91 must be blank, found { $found }

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_round-block = { $columns }: { $found } is not a round like '  12 w 1' (opponent, colour, result in columns 1-4, 6 and 8 of the block)

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_opponent = { $columns }: opponent { $found } is not a start number

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_colour = { $columns }: colour { $found }; expected w, b or -

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_result = { $columns }: result { $found }; expected 1 0 = + - W D L H F U Z

# A problem found reading a FIDE TRF file.
# Variables: $code (a tie-break code such as BH (kept as it is)), $problem (the problem found,
# another message).
input_trf_record = record { $code }: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $found, $limit (a limit (a number)).
input_trf_xxr = the number of rounds must be a whole number from 0 to { $limit }, found { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_score-format = expected points like 1.0, found { $found }

# A problem found reading a FIDE TRF file.
# Variables: $problem (the problem found, another message).
input_trf_scoring = scoring: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $opponent (an opponent's name).
input_trf_no-result = the game against player { $opponent } has no result

# A problem found reading a FIDE TRF file.
# Variables: $opponent (an opponent's name), $result.
input_trf_bye-with-opponent = result { $result } is a bye but names opponent { $opponent }

# A problem found reading a FIDE TRF file.
# Variables: $result.
input_trf_needs-opponent = result { $result } needs an opponent; a round without one is U (pairing-allocated bye), F, H, Z or - (not paired)

# A problem found reading a FIDE TRF file.
# Variables: $counted, $found.
input_trf_points = points { $found } in the file, the games give { $counted }

# A problem found reading a FIDE TRF file.
# Variables: $count (a number choosing the plural form), $total.
input_trf_points-scoring = the points of { $count } of { $total } players disagree with 1-½-0 scoring; for other scoring add records like 'BBW  3.0', 'BBD  1.0', 'BBL  0.0', 'BBU  3.0'

# A problem found reading a FIDE TRF file.
# core/formats/trf.py: writing
# Variables: $limit (a limit (a number)), $players.
input_trf_too-many-players = the event has { $players } players, but TRF-16 start numbers have four digits (1 to { $limit }): keep it as tournament JSON (--to json)

# A problem found reading a FIDE TRF file.
# Variables: $id, $limit (a limit (a number)).
input_trf_start-too-large = start number { $id } does not fit TRF-16's four digits (1 to { $limit }): renumber the players

# A problem found reading a FIDE TRF file.
input_trf_limit_name-break = the tournament name has a line break

# A problem found reading a FIDE TRF file.
# Variables: $value (a tie-break value (a number)), $what.
input_trf_limit_scoring = scoring: { $what } = { $value } is not a number with one decimal

# A problem found reading a FIDE TRF file.
# Variables: $key.
input_trf_limit_field = tournament field { $key } has no TRF record

# A problem found reading a FIDE TRF file.
# Variables: $round (a round number of the tournament).
input_trf_limit_round = round { $round } has no game, forfeit or pairing-allocated bye; a TRF reader takes such a column for byes requested ahead of time

# A problem found reading a FIDE TRF file.
# Variables: $name (a name (a player, team or tournament)), $width.
input_trf_limit_name = the name { $name } does not fit columns 15-47 (at most { $width } characters, no line break, no leading or trailing spaces)

# A problem found reading a FIDE TRF file.
# Variables: $rating.
input_trf_limit_rating = rating { $rating } does not fit columns 49-52

# A problem found reading a FIDE TRF file.
# Variables: $federation.
input_trf_limit_federation = federation { $federation } is not a 3-letter code

# A problem found reading a FIDE TRF file.
# Variables: $id.
input_trf_limit_fide-id = FIDE id { $id } is not a number of up to 11 digits

# A problem found reading a FIDE TRF file.
# Variables: $title.
input_trf_limit_title = title { $title } does not fit columns 11-13

# A problem found reading a FIDE TRF file.
# Variables: $round (a round number of the tournament).
input_trf_limit_withdrawn = TRF has no field for the withdrawal after round { $round } (the absences are written)

# A problem found reading a FIDE TRF file.
input_trf_limit_points = the points do not fit columns 81-84

# A problem found reading a FIDE TRF file.
# Variables: $key.
input_trf_limit_player-field = field { $key } has no TRF column

# A problem found reading a tournament file.
# core/questions/calc.py
input_card_not-object = expected an object with "rules" and "card"

# A problem found reading a tournament file.
# Variables: $known.
input_card_rules = rules must name one rule set ({ $known }); a card has no date

# A problem found reading a tournament file.
# Variables: $entry.
input_card_entry = card entry { $entry }

# A problem found reading a tournament file.
# Variables: $results.
input_card_result = result must be one of { $results }

# A problem found reading a tournament file.
input_card_opponent-score = opponent_score must be a number

# A problem found reading a tournament file.
# Variables: $decimals, $found, $limit (a limit (a number)).
input_card_opponent-score-range = opponent_score must be a number from 0 to { $limit } with at most { $decimals } decimals, found { $found }

# A problem found reading a tournament file.
# Variables: $least.
input_card_rounds = rounds must be a whole number ≥ { $least }

# A problem found reading a tournament file.
# core/sources/lichess.py
# Variables: $found.
input_lichess_bad-id = { $found } is not a lichess Swiss id (8 letters or digits, as in https://lichess.org/swiss/j8rtJ5GL)

# A problem found reading a tournament file.
input_lichess_not-ref = not a lichess Swiss tournament: expected https://lichess.org/swiss/ID or lichess:ID

# A problem found reading a tournament file.
# Variables: $id.
input_lichess_no-players = lichess Swiss { $id } has no players yet

# A problem found reading a tournament file.
# Variables: $id.
input_lichess_not-found = lichess has no Swiss tournament { $id }

# A problem found reading a tournament file.
# Variables: $id, $status.
input_lichess_private = lichess Swiss tournament { $id } is private (HTTP { $status }): only its members can see it

# A problem found reading a tournament file.
# Variables: $status, $url (a web address).
input_remote_http = lichess answered HTTP { $status } for { $url }

# A problem found reading a tournament file.
# Variables: $error.
input_remote_unreachable = could not reach lichess ({ $error })

# A problem found reading a tournament file.
input_remote_too-many-requests = lichess says too many requests (HTTP 429)

# A problem found reading a tournament file.
# Variables: $status.
input_remote_server = lichess answered HTTP { $status }

# A problem found reading a tournament file.
# Variables: $attempts, $why (the reason, another message).
input_remote_gave-up = { $why }; gave up after { $attempts } attempts

# A problem found reading a tournament file.
# Variables: $attempts, $wait, $why (the reason, another message).
input_remote_wait-limit = { $why }; waiting { $wait } s more would exceed the limit of waiting, gave up after { $attempts } attempts

# A problem found reading a tournament file.
# Variables: $detail, $id.
input_remote_not-json = lichess's description of Swiss { $id } is not JSON ({ $detail })

# A problem found reading a tournament file.
# Variables: $id.
input_remote_not-object = lichess's description of Swiss { $id } is not a JSON object

# A problem found reading a tournament file.
input_lichess_arena = only lichess Swiss tournaments can be read: an Arena (lichess.org/tournament/…) has no rounds to break ties in

# A problem found reading a tournament file.
# Variables: $id, $why (the reason, another message).
input_lichess_header-name = the name lichess gives Swiss { $id } cannot be shown: { $why }

# A problem found reading a tournament file.
# Variables: $found, $id, $most.
input_lichess_header-rounds = lichess says Swiss { $id } has { $found } rounds; at most { $most } can be read

# A problem found reading a tournament file.
# Variables: $found, $id.
input_lichess_header-start = lichess's start time of Swiss { $id } is not a date: { $found }

# A problem found reading a tournament file.
# Variables: $seconds (a number of seconds), $url (a web address).
input_remote_timeout = lichess did not send { $url } within { $seconds } s; gave up

# A problem found reading a tournament file.
# Variables: $most, $url (a web address).
input_remote_redirects = lichess redirected more than { $most } times for { $url }; gave up

# A problem found reading a tournament file.
# Variables: $most, $url (a web address).
input_remote_too-large = lichess's answer for { $url } is larger than { $most }; not read

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $url (a web
# address).
input_remote_encoding = lichess answered { $url } in an encoding that was not asked for ({ $encoding })

# A problem found reading a tournament file.
# Variables: $detail, $url (a web address).
input_remote_bad-gzip = lichess's compressed answer for { $url } is damaged ({ $detail })

# A problem found reading a tournament file.
# Variables: $id, $most.
input_remote_long-number = lichess's description of Swiss { $id } holds a number of more than { $most } digits

# A problem found reading a tournament file.
# Variables: $id, $most.
input_remote_too-deep = lichess's description of Swiss { $id } is nested more than { $most } levels deep

## Team inputs --- (formats.md 6, rules.md 9.1: core/formats/team_json.py,

# A problem found reading a team event's file.
# core/formats/trf_teams.py, core/formats/grid_boards.py, core/formats/lineups.py)
# Variables: $id.
input_team_cell_team = team { $id }

# A problem found reading a team event's file.
# Variables: $id, $round (a round number of the tournament).
input_team_cell_team-round = team { $id }, round { $round }

# A problem found reading a team event's file.
# Variables: $player (a player's name), $team (a team's name).
input_team_member-twice = player { $player } is listed twice in { $team }

# A problem found reading a team event's file.
# Variables: $player (a player's name), $team (a team's name).
input_team_unknown-member = member { $player } of { $team } is not a player of the event

# A problem found reading a team event's file.
# Variables: $first, $name (a name (a player, team or tournament)), $player (a player's name),
# $second.
input_team_two-teams = player { $player } ({ $name }) is a member of { $first } and of { $second }; a player plays for one team

# A problem found reading a team event's file.
# Variables: $boards, $members (the players of a tied group), $team (a team's name).
input_team_too-few = { $team } has { $members } members, fewer than the { $boards } boards of a match

# A problem found reading a team event's file.
# Variables: $player (a player's name).
input_team_no-team = player { $player } is in no team; every player of a team event belongs to one team

# A problem found reading a team event's file.
# Variables: $token.
input_team_requested-bye = { $token }: a team event has no requested byes; a member plays, has the team's PAB (U) or sits out (--)

# A problem found reading a team event's file.
# Variables: $boards, $count (a number choosing the plural form), $players, $round (a round number
# of the tournament), $team (a team's name).
input_team_lineup-size = the lineup of { $team } in round { $round } has { $count } of the { $boards } boards (players { $players }); a lineup fills every board or none

# A problem found reading a team event's file.
# Variables: $others, $pab, $round (a round number of the tournament), $team (a team's name).
input_team_partial-pab = { $team } has the PAB in round { $round } on only part of its lineup (boards with the PAB: { $pab }; without: { $others }); a team PAB covers the whole lineup

# A problem found reading a team event's file.
# Variables: $board (a board number of a team match), $opponent (an opponent's name), $round (a
# round number of the tournament), $team (a team's name).
input_team_teammate = board { $board } of { $team } in round { $round } faces player { $opponent } of the same team

# A problem found reading a team event's file.
# Variables: $board (a board number of a team match), $opponent (an opponent's name), $other,
# $other_board, $player (a player's name), $round (a round number of the tournament), $team (a
# team's name).
input_team_board-order = board { $board } of { $team } in round { $round } (player { $player }) faces player { $opponent }, board { $other_board } of { $other }; board i of a lineup meets board i of the other

# A problem found reading a team event's file.
# Variables: $first, $first_board, $round (a round number of the tournament), $second,
# $second_board, $team (a team's name).
input_team_two-opponents = { $team } faces { $first } on board { $first_board } and { $second } on board { $second_board } in round { $round }; a lineup meets one team

# A problem found reading a team event's file.
# Variables: $key, $system.
input_team_json_not-team = { $key } belongs to a team event, and "system" is { $system } (team-swiss or team-round-robin for teams)

# A problem found reading a team event's file.
# Variables: $key, $system.
input_team_json_needs = a { $system } event needs { $key } (formats.md 6.1)

# A problem found reading a team event's file.
# Variables: $found, $limit (a limit (a number)).
input_team_json_boards = "boards" must be a whole number from 1 to { $limit }, found { $found }

# A problem found reading a team event's file.
input_team_json_teams-list = "teams" must be a non-empty list of teams such as { "{" }"id": 1, "name": "Team A", "members": [1, 2]{ "}" }

# A problem found reading a team event's file.
# Variables: $index.
input_team_json_not-object = team { $index } of "teams" is not an object

# A problem found reading a team event's file.
# Variables: $found, $index, $limit (a limit (a number)).
input_team_json_id = team { $index } of "teams": "id" must be a whole number from 1 to { $limit }, found { $found }

# A problem found reading a team event's file.
# Variables: $id.
input_team_json_duplicate-id = team id { $id } is used twice

# A problem found reading a team event's file.
# Variables: $key.
input_team_json_key = unknown key { $key } in a team (id, name, members)

# A problem found reading a team event's file.
# Variables: $found.
input_team_json_name = a team's "name" must be text, found { $found }

# A problem found reading a team event's file.
# Variables: $found.
input_team_json_members = "members" must be a list of player ids in board order, found { $found }

# A problem found reading a team event's file.
# Variables: $example.
input_team_json_scoring-object = "team_scoring" must be an object such as { $example }

# A problem found reading a team event's file.
# Variables: $key.
input_team_json_scoring-key = unknown key { $key } in "team_scoring" (win, draw, loss, pab, primary)

# A problem found reading a team event's file.
# Variables: $found.
input_team_json_primary = "team_scoring" "primary" must be "MP" or "GP", found { $found }

# A problem found reading a team event's file.
# Variables: $found, $key.
input_team_json_scoring-number = "team_scoring" { $key } must be a number, found { $found }

# A problem found reading a team event's file.
# Variables: $found, $key, $problem (the problem found, another message).
input_team_json_scoring-range = "team_scoring" { $key }: { $problem }, found { $found }

# A problem found reading a team event's file.
# Variables: $boards, $count (a number choosing the plural form), $file (a file's name), $played,
# $rounds (round numbers), $teams.
input_team_check-ok = { $file }: ok — team event, { $teams } teams on { $boards } boards, { $count } players, { $played } of { $rounds } rounds, every lineup facing one team board by board

# A problem found reading a team event's file.
# Variables: $found.
input_team_trf_member = a 013 team record lists starting numbers in columns 37-40, 42-45, …; found { $found }

# A problem found reading a team event's file.
input_team_trf_no-name = a 013 team record needs the team's name in columns 5-36

# A problem found reading a team event's file.
# Variables: $name (a name (a player, team or tournament)).
input_team_trf_no-members = the 013 record of { $name } lists no starting numbers

# A problem found reading a team event's file.
input_team_trf_forfeit-no-opponent = '0000 - +' is a forfeit without an opponent, which a team event does not accept: the board that did not play names the member of the other team (rules.md 12.37)

# A problem found reading a team event's file.
# Variables: $id, $position.
input_team_trf_limit_id = team id { $id } is written as team { $position }: TRF-16 numbers teams by the position of their 013 line

# A problem found reading a team event's file.
# Variables: $name (a name (a player, team or tournament)).
input_team_trf_limit_name = the team name { $name } does not fit the 32 columns of a 013 line

# A problem found reading a team event's file.
input_team_trf_limit_scoring = TRF-16 has no field for match points: the file will be read back with 2-1-0, a team PAB worth a draw, primary MP

# A problem found reading a team event's file.
# Variables: $boards, $largest.
input_team_trf_limit_boards = the event has { $boards } boards but no lineup fills more than { $largest }; TRF-16 reads the number of boards from the largest lineup

# A problem found reading a team event's file.
# Variables: $words.
input_team_grid_no-teams = board games (a Match or Home/Away column) need a Teams list: a header with a team column ({ $words }) and a player column, one row per member in board order

# A problem found reading a team event's file.
input_team_grid_no-team-cell = this member has no team: write the team's name in its first row

# A problem found reading a team event's file.
# Variables: $board (a board number of a team match), $lineup, $name (a name (a player, team or
# tournament)), $round (a round number of the tournament), $team (a team's name).
input_team_grid_board = board { $board } here, but { $name } is board { $lineup } of the lineup of { $team } in round { $round } (the members who play, in the order of the Teams list)

# A problem found reading a team event's file.
# Variables: $match, $round (a round number of the tournament), $teams.
input_team_grid_match-teams = match { $match } of round { $round } holds players of more than two teams: { $teams }

# A problem found reading a team event's file.
# Variables: $found.
input_team_grid_score = expected a match result such as 2½-1½ or 3:1, found { $found }

# A problem found reading a team event's file.
# Variables: $match, $round (a round number of the tournament).
input_team_grid_score-no-boards = match { $match } of round { $round } has a result but no board games

# A problem found reading a team event's file.
# Variables: $away, $away_points, $found, $home, $home_points, $match, $round (a round number of the
# tournament).
input_team_grid_score-sum = the match result { $found } of match { $match } in round { $round } is not the sum of its boards: { $home } { $home_points } - { $away_points } { $away }

# A problem found reading a tournament file.
# Variables: $token.
input_token_pending-forfeit = { $token }: a forfeit has its result (+F or -F); a pending game is ?W9, ?B9 or ?9

# A problem found reading a FIDE TRF file.
# Variables: $count (a number choosing the plural form), $round (a round number of the tournament).
input_trf_pending =
    { $count ->
        [one] TRF-16 cannot hold a pending game: round { $round } has { $count } game without a result; enter it first (tournament JSON holds it as ?W9)
       *[other] TRF-16 cannot hold a pending game: round { $round } has { $count } games without a result; enter them first (tournament JSON holds them as ?W9)
    }
