### English (en): reading crosstables and pairings lists (CSV, spreadsheets): problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# lists
# Variables: $left (the part before), $right (the part after).
grid_join-and = { $left } and { $right }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $left (the part before), $right (the part after).
grid_join-or = { $left } or { $right }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# limits (core/limits.py)
# Variables: $decimals, $most.
grid_scoring-range = expected a number from 0 to { $most } with at most { $decimals } decimals

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $code (a tie-break code such as BH (kept as it is)), $position.
grid_text-control = it holds the control character { $code } (position { $position })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $code (a tie-break code such as BH (kept as it is)), $position.
grid_text-surrogate = it holds half of a UTF-16 surrogate pair { $code } (position { $position })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# cells: what was expected, what was found
# Variables: $expected, $found.
grid_expected = expected { $expected }; found { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $expected, $found, $hint.
grid_expected-hint = expected { $expected }; found { $found } ({ $hint })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_cell-help = a round cell such as +W9, =B9, -9, 19w1, 3b½, 12b0, ?W9, 19w, +F7, -F7, BYE, H, F, Z, -- or empty

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_uscf-help = a US Chess wallchart cell such as W5, D2, L4, X8 (forfeit win), F8 (forfeit loss), B (full-point bye), H (half-point bye), U (unplayed) or empty

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_result-help = a result such as 1-0, 0-1, ½-½, 1/2-1/2, 0.5-0.5, =, +/- or -/+ (forfeit), -- or 0-0 (double forfeit)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_hint_no-such-number = no such start number

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $number, $result.
grid_hint_colour = write the colour, e.g. { $number }w{ $result }, or a sign first, e.g. +{ $number }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_hint_start-at-1 = start numbers begin at 1

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $shown.
grid_hint_formula = Google Sheets shows { $shown } for a cell that starts with =: type ½ or '= as text

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7).
grid_hint_uscf = { $cell } looks like US Chess wallchart notation: add a row 'Notation | uscf' above the table, or give --notation uscf

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_uscf-opponent-zero = { $found }: opponent numbers start at 1

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $letter.
grid_uscf-forfeit-opponent = { $found }: a forfeit names the opponent who did not play, e.g. { $letter }8 (US Chess notation)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# CSV files
grid_csv-nul = not a text file: it contains a NUL byte

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $detail.
grid_csv-unreadable = not readable as CSV: { $detail }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# layouts and header rows
# Variables: $row (a row number), $words.
grid_header-row = row { $row } ({ $words })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $row (a row number), $words.
grid_header-row-more = row { $row } ({ $words }, …)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $most.
grid_rounds-range = rounds must be between 0 and { $most }, found { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $words.
grid_pairings-needs-result = a pairings-list header needs a result column as well as White and Black: { $words }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name_words, $white_words.
grid_no-header = no header row found: expected a crosstable header (Name and one column per round: R1, R2, … or Kolo 1, Runde 1, …) or a pairings-list header (Round, White, Black, Result). Name: { $name_words }; White: { $white_words }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $header, $rounds (round numbers).
grid_header-two-ways = header { $header } reads two ways: as a crosstable (name and round columns { $rounds }) and as a pairings list (White and Black columns). Rename the round columns (e.g. to Notes) for a pairings list, or the White/Black columns for a crosstable.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $found, $second.
grid_notation-unknown = notation { $found }: expected { $first } or { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $crosstable, $pairings.
grid_grid-two-ways = this grid reads two ways: as a crosstable (header { $crosstable }) and as a pairings list (header { $pairings }). Keep one layout per sheet or file: move the other to its own tab or file.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_second-header_crosstable = a second header row: { $first } and { $second } both start a crosstable; keep one per sheet or file

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_second-header_pairings = a second header row: { $first } and { $second } both start a pairings list; keep one per sheet or file

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $header.
grid_list-no-games = found a player list ({ $header }) but no games: expected a crosstable (round columns R1, R2, …) or a pairings list (Round, White, Black, Result)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_two-lists = two player lists: { $first } and { $second }; keep one

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_list-twice = a player list in the grid and a separate player list were both given; keep one

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name_words, $number_words.
grid_list-no-header = expected a player list with a header row (Name: { $name_words }; No.: { $number_words })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7), $text.
grid_column-at = { $cell } { $text }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cells, $role.
grid_column-twice = two columns read as { $role }: { $cells }; rename one of them

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# player rows
# Variables: $found.
grid_rating-expected = expected a rating (a whole number such as 1850, or empty), found { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_number-expected = expected a start number (a whole number from 1), found { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_name-empty = expected the player's name, found an empty cell

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name (a name (a player, team or tournament)), $why (the reason, another message).
grid_name-bad = name { $name }: { $why }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_points-expected = expected the player's points (e.g. 3, 3.5, 3,5 or 3½), found { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $tokens, $total.
grid_points-disagree = points { $found } do not agree with the games: { $tokens } add up to { $total }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# crosstables
grid_name-column-missing = expected a Name column

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_round-below-one = round numbers start at 1, found { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $round (a round number of the tournament), $second.
grid_round-two-columns = round { $round } has two columns: { $first } and { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# $count (not shown) chooses the plural form.
# Variables: $last, $missing.
grid_rounds-missing =
    { $count ->
        [one] round columns go up to { $last } but round(s) { $missing } have no column
       *[other] round columns go up to { $last } but round(s) { $missing } have no column
    }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $most, $round (a round number of the tournament).
grid_round-over-max = round { $round }: an event has at most { $most } rounds

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $planned, $round (a round number of the tournament).
grid_planned-below-columns = the event has { $planned } rounds but the grid has a column for round { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $words.
grid_no-number-column = no start-number column ({ $words }): the opponents in the round cells are start numbers, so each player row needs one

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_no-player-rows = a crosstable header but no player rows below it

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $number, $second.
grid_number-twice = start number { $number } is used twice: rows { $first } and { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $numbers, $ranks.
grid_opponents-two-ways = the opponent numbers in the round cells read two ways: as start numbers (column { $numbers }) and as ranks (column { $ranks }), and the games agree either way. Delete the column the numbers do not refer to, or rename its header.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $numbers, $ranks.
grid_opponents-neither = the opponent numbers were read as start numbers (column { $numbers }); read as ranks (column { $ranks }) the games do not agree either

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $high, $low, $opponent (an opponent's name).
grid_opponent-unknown = { $found } names player { $opponent }, who is not in the crosstable (numbers { $low }–{ $high })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $opponent (an opponent's name).
grid_opponent-unknown-none = { $found } names player { $opponent }, who is not in the crosstable (numbers none)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $here, $opponent (an opponent's name), $round (a round number of the tournament),
# $there.
grid_back-ref-empty = { $here } says player { $opponent } was the opponent in round { $round }, but { $there } (player { $opponent }, round { $round }) is empty

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $here, $opponent (an opponent's name), $round (a round number of the tournament),
# $there, $there_text.
grid_back-ref-has = { $here } says player { $opponent } was the opponent in round { $round }, but { $there } (player { $opponent }, round { $round }) has { $there_text }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $expected, $here, $here_text, $opponent (an opponent's name), $round (a round number of
# the tournament), $there, $there_text.
grid_sides-differ-expected = the game of round { $round } is recorded differently on the two rows: { $here } has { $here_text } but { $there } (player { $opponent }) has { $there_text }; expected { $expected } there

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $here, $here_text, $opponent (an opponent's name), $round (a round number of the
# tournament), $there, $there_text.
grid_sides-differ = the game of round { $round } is recorded differently on the two rows: { $here } has { $here_text } but { $there } (player { $opponent }) has { $there_text }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# pairings lists and their player lists
# Variables: $first, $number, $second.
grid_list-number-twice = start number { $number } is used twice in the player list: rows { $first } and { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_list-empty = a player list header but no players below it

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name (a name (a player, team or tournament)), $rows, $words.
grid_name-twice-no-numbers = two players are called { $name } (rows { $rows }) and the list has no start-number column: add one ({ $words }) and name them by number in the pairings

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_number-expected-plain = expected a start number, found { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_number-from-1 = expected a start number from 1, found { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $number.
grid_number-not-in-list = unknown player: no start number { $number } in the player list

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $name (a name (a player, team or tournament)), $number.
grid_name-number-mismatch = { $found } does not match start number { $number }, who is { $name } in the player list

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $numbers.
grid_name-ambiguous = { $found } could be start number { $numbers }: two players have this name; write the start number instead

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_player-unknown = unknown player { $found }: not in the player list

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $close, $found.
grid_player-unknown-close = unknown player { $found }: not in the player list (did you mean { $close }?)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $number.
grid_number-without-list = start number { $number }, but other rows name players by name and there is no player list to say who number { $number } is: write the name, or add a player list (No., Name, …)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_number-columns-twice_white = two start-number columns beside white: { $first } and { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_number-columns-twice_black = two start-number columns beside black: { $first } and { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_round-expected = expected a round number (1, R1, Round 1), found { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_no-round = no round for this game: expected a round number in the Round column or a row such as 'Round 1' above the games

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $who.
grid_same-player-both-sides = the same player on both sides ({ $who })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $black, $white.
grid_game-or-bye = expected a game (White and Black) or a bye (one player and BYE, H, F, Z or U), found White { $white }, Black { $black }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_bye-points-expected = expected the bye's points (1, ½, 0) or a bye word (BYE, H, F, Z, U) for a player without an opponent, found { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_bye-points-range = a bye is worth 1, ½ or 0 points, found { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_byes-two = two different byes on one row: { $first } and { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $bye, $found, $worth.
grid_bye-points-mismatch = { $found } points do not fit a { $bye } (worth { $worth })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_bye-missing = a player without an opponent: expected BYE, H (half-point bye), F (full-point bye), Z (zero-point bye) or U in the other player's cell or the result cell

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
grid_player-twice-in-round = { $name } is already in round { $round } at { $first }: a player appears once per round

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $round (a round number of the tournament), $row (a row number).
grid_row-no-players = row { $row } has round { $round } but no players: expected White, Black and the result (or one player and a bye); delete the row if it holds no game

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $board (a board number of a team match), $round (a round number of the tournament),
# $row (a row number).
grid_row-no-players-board = row { $row } has round { $round } and board { $board } but no players: expected White, Black and the result (or one player and a bye); delete the row if it holds no game

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $expected.
grid_no-result = no result: expected { $expected } (only the round in progress, the last one with results, may have games without a result yet)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $planned, $round (a round number of the tournament).
grid_planned-below-row = the event has { $planned } rounds but this row is in round { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# consistency of the whole event (core/formats/validate.py)
# Variables: $results, $rounds (round numbers).
grid_results-over-rounds = { $results } rounds of results but the event announces { $rounds } rounds

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $others, $results.
grid_results-uneven = { $results } rounds of results where other players have { $others }; write -- for a round the player was not paired

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $token.
grid_opponent-not-in-event = { $token } names player { $opponent }, who is not in the event

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_paired-self = a player cannot be paired against themself

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $other, $round (a round number of the tournament),
# $token.
grid_back-ref-other-has = { $token } says player { $opponent } was the opponent, but player { $opponent } has { $other } in round { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $other, $paired, $round (a round number of the
# tournament), $token.
grid_back-ref-other-paired = { $token } says player { $opponent } was the opponent, but player { $opponent } is paired with player { $paired } ({ $other }) in round { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $other, $round (a round number of the tournament),
# $token.
grid_results-disagree = { $token } disagrees with player { $opponent }'s { $other } for the same game in round { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $player (a player's name), $round (a round number of
# the tournament).
grid_same-colour_white = both player { $player } and player { $opponent } are recorded with White in round { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $player (a player's name), $round (a round number of
# the tournament).
grid_same-colour_black = both player { $player } and player { $opponent } are recorded with Black in round { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $by, $player (a player's name), $round (a round number of the tournament).
grid_paired-twice = player { $player } is paired twice in round { $round } (by players { $by })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $after, $round (a round number of the tournament), $token.
grid_after-withdrawal = withdrawn after round { $after } but has { $token } in round { $round }; expected --

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $later, $round (a round number of the tournament).
grid_round-no-results = round { $round } has no results (no game, bye or absence) while round { $later } has

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# $count (not shown) chooses the plural form.
# Variables: $cells, $name (a name (a player, team or tournament)), $other, $rounds (round numbers).
grid_same-player-typo =
    { $count ->
        [one] { $name } appears only in round { $rounds }; did you mean { $other } ({ $cells })? If they are two players, list both in a Players block or tab.
       *[other] { $name } appears only in rounds { $rounds }; did you mean { $other } ({ $cells })? If they are two players, list both in a Players block or tab.
    }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name (a name (a player, team or tournament)).
grid_listed-no-row = { $name } is in the player list but has no row in the crosstable

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $end, $header, $last, $row (a row number).
grid_row-short = row { $row } ends at column { $last } but its header (row { $header }) goes on to column { $end }: a cell is missing; write every cell, an empty one too (a result not entered yet is an empty last cell)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $later, $opponent (an opponent's name), $round (a round number of the tournament).
grid_pending-before-results = the game against player { $opponent } in round { $round } has no result yet, but round { $later } has results: enter it (the standings count only complete rounds, so every later result waits for it)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7), $first, $name (a name (a player, team or
# tournament)).
grid_near-twin-merged = { $name } read as { $first } ({ $cell }): the names differ only by accents, case or spacing; if they are two players, list both in a Players block with their start numbers

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7).
grid_settings_second-block = a second 'Tiebreak settings' block (the first is at { $cell }); keep one

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $key.
grid_settings_twice = setting { $key } given twice

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $value (a tie-break value (a number)).
grid_settings_target = target { $value }: expected 'columns' or 'standings-tab'

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $langs, $value (a tie-break value (a number)).
grid_settings_language = language { $value }: expected one of { $langs }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $most, $value (a tie-break value (a number)).
grid_settings_lots-seed = lots seed { $value }: expected a whole number from 0 to { $most }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $value (a tie-break value (a number)).
grid_settings_single-winner = single winner { $value }: expected yes or no

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $key.
grid_settings_unknown-key = unknown setting { $key }: expected Rules, Order, Start date, Target, Language, Lots seed or Single winner

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $names, $value (a tie-break value (a number)).
grid_settings_rules = rule set { $value }: expected one of { $names }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $value (a tie-break value (a number)).
grid_settings_date = start date { $value }: expected a date such as 2025-09-13 or 13.9.2025
