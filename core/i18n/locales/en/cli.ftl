### English (en): the tiebreak command line's words: argparse's own words, the help of each
### option, the usage line's placeholders, and what the commands print around the tables.
### The comment above a message is its context (docs/translating.md).

# The command line (tiebreak): help texts, usage and messages.
# Variables: $char, $encoding (a character encoding's name, such as cp1250 (kept as it is)).
cli_error_encoding = the output's encoding { $encoding } cannot write { $char }; set PYTHONIOENCODING=utf-8 (or pick another --lang)

# The command line (tiebreak): help texts, usage and messages.
# Variables: $above, $below.
cli_ties_why = Why { $above } is above { $below }:

# The command line (tiebreak): help texts, usage and messages.
# Variables: $above, $below.
cli_ties_pair = { $above } and { $below }:

# The command line (tiebreak): help texts, usage and messages.
cli_ties_none = No two players finished on equal points: no tie-break was needed.

# The command line (tiebreak): help texts, usage and messages.
cli_ties_title = Explanations

# The command line (tiebreak): help texts, usage and messages.
# Variables: $how, $id, $player (a player's name), $points (a number of points), $rank (a place in
# the standings), $rules (a rule set's name such as fide-2026 (kept as it is)).
cli_explain_player = { $player } ({ $id }): { $points }, rank { $rank }; rules { $rules } ({ $how })

# The command line (tiebreak): help texts, usage and messages.
# Variables: $how, $id, $player (a player's name), $points (a number of points), $rank (a place in
# the standings), $rules (a rule set's name such as fide-2026 (kept as it is)).
cli_explain_player-shared = { $player } ({ $id }): { $points }, rank { $rank } (shared); rules { $rules } ({ $how })

# The command line (tiebreak): help texts, usage and messages.
cli_warning = warning:

# The command line (tiebreak): help texts, usage and messages.
# Variables: $count (a number choosing the plural form), $file (a file's name), $played, $rounds
# (round numbers).
cli_check_ok =
    { $count ->
        [one] { $file }: ok — { $count } player, { $played } of { $rounds } rounds, every game recorded the same way on both sides
       *[other] { $file }: ok — { $count } players, { $played } of { $rounds } rounds, every game recorded the same way on both sides
    }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $score (a score
# (points)).
cli_calc_head = Card under { $rules }: counts { $score } for your opponents

# The command line (tiebreak): help texts, usage and messages.
cli_calc_items = Buchholz, round by round:

# The command line (tiebreak): help texts, usage and messages.
cli_error_empty-order = the order is empty: name a tie-break with --tiebreak

# The command line (tiebreak): help texts, usage and messages.
cli_error_same-player = name two different players

# The command line (tiebreak): help texts, usage and messages.
cli_error_live-after-round = --live and --after-round exclude each other: --after-round K counts rounds 1 to K only, --live the round in progress too

# The command line (tiebreak): help texts, usage and messages.
cli_help_description = Tie-breaks for Swiss-system and round-robin chess tournaments, with the arithmetic shown.

# The command line (tiebreak): help texts, usage and messages.
cli_help_version = print the version and exit

# The command line (tiebreak): help texts, usage and messages.
cli_help_notation = how crosstable cells are written: standard (+W9, =B9, BYE) or uscf (US Chess wallchart: W5, D2, L4, X8, F8, B, H, U); default: what the file says, else standard

# The command line (tiebreak): help texts, usage and messages.
# Variables: $langs.
cli_help_lang = language of the output: { $langs } (default: $TIEBREAK_LANG, else en)

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_help_rules = rule set for unplayed rounds: { $names }

# The command line (tiebreak): help texts, usage and messages.
cli_help_order = tie-break order, e.g. BH-C1,BH,SB

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_help_preset = named order and rule set: { $names }

# The command line (tiebreak): help texts, usage and messages.
cli_help_after-round = standings after round K (only the first K rounds count)

# The command line (tiebreak): help texts, usage and messages.
cli_help_unrated-rating = rating used for unrated players by rating tie-breaks (C.07 10)

# The command line (tiebreak): help texts, usage and messages.
cli_help_standings = ranked table with the tie-break columns

# The command line (tiebreak): help texts, usage and messages.
cli_help_file = tournament JSON, TRF-16 or CSV (or lichess:ID)

# The command line (tiebreak): help texts, usage and messages.
cli_help_explain-ties = after the table, explain every tie between neighbours

# The command line (tiebreak): help texts, usage and messages.
cli_help_explain = one player's tie-break values, round by round

# The command line (tiebreak): help texts, usage and messages.
cli_help_player = starting number or name

# The command line (tiebreak): help texts, usage and messages.
cli_help_short = a player's tie-breaks in one paragraph, and why the player is where it is

# The command line (tiebreak): help texts, usage and messages.
cli_help_tiebreak = one code (default: every code of the order; with --format json, the first)

# The command line (tiebreak): help texts, usage and messages.
cli_help_why = which criterion put one player above another

# The command line (tiebreak): help texts, usage and messages.
cli_help_check = validate a file: every problem with its line or cell

# The command line (tiebreak): help texts, usage and messages.
cli_help_convert = write the tournament as tournament JSON or TRF-16

# The command line (tiebreak): help texts, usage and messages.
cli_help_output = file to write (default: standard output)

# The command line (tiebreak): help texts, usage and messages.
cli_help_calc = one player's card, as in a scorecard vector

# The command line (tiebreak): help texts, usage and messages.
cli_error_needs-httpx = reading lichess needs httpx: pip install 'tiebreak[lichess]'

# The command line (tiebreak): help texts, usage and messages.
cli_help_lots = break the last ties by drawing lots with this seed (a whole number; the tie-break LOTS, added at the end of the order)

# The command line (tiebreak): help texts, usage and messages.
cli_help_single-winner = the regulations require a single winner: warn, and exit with status 1, when the final standings leave 1st place shared

# The command line (tiebreak): help texts, usage and messages.
# Variables: $count (a number choosing the plural form), $file (a file's name), $games, $round (a
# round number of the tournament).
cli_check_pending-first = { $file }: round { $round } in progress: games pending: { $count } of { $games } (information, not an error); no round is complete yet, standings --live counts the finished games

# The command line (tiebreak): help texts, usage and messages.
# Variables: $after, $count (a number choosing the plural form), $file (a file's name), $games,
# $round (a round number of the tournament).
cli_check_pending =
    { $count ->
        [one] { $file }: round { $round } in progress: { $count } game pending of { $games } (information, not an error); the standings count rounds 1 to { $after }, standings --live adds the finished games
       *[other] { $file }: round { $round } in progress: { $count } games pending of { $games } (information, not an error); the standings count rounds 1 to { $after }, standings --live adds the finished games
    }

# The command line (tiebreak): help texts, usage and messages.
cli_help_live = provisional standings: add the finished games of the round in progress (pending games count nothing)

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_usage = usage:

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_positionals = positional arguments

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_options = options

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_help = show this help message and exit

# The command line (tiebreak): help texts, usage and messages.
# Variables: $argument, $message.
cli_argparse_argument = argument { $argument }: { $message }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_required = the following arguments are required: { $names }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_unrecognized = unrecognized arguments: { $names }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $choices, $value (a tie-break value (a number)).
cli_argparse_invalid-choice = invalid choice: { $value } (choose from { $choices })

# The command line (tiebreak): help texts, usage and messages.
# Variables: $type, $value (a tie-break value (a number)).
cli_argparse_invalid-value = invalid { $type } value: { $value }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $value (a tie-break value (a number)).
cli_argparse_invalid-int = invalid value { $value }: expected a whole number

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_expected-one = expected one argument

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_expected-at-most-one = expected at most one argument

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_expected-at-least-one = expected at least one argument

# The command line (tiebreak): help texts, usage and messages.
# Variables: $matches, $option.
cli_argparse_ambiguous = ambiguous option: { $option } could match { $matches }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_ignored-explicit = ignored explicit argument { $names }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_not-allowed = not allowed with argument { $names }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_one-of-required = one of the arguments { $names } is required

# The command line (tiebreak): help texts, usage and messages.
cli_help_command = the command; each has its own --help

# The command line (tiebreak): help texts, usage and messages.
cli_help_format = output format (default: text)

# The command line (tiebreak): help texts, usage and messages.
cli_help_to = the format to write: tournament JSON or TRF-16

# The command line (tiebreak): help texts, usage and messages.
cli_help_card = one player's card (JSON, formats.md section 3)

# The command line (tiebreak): help texts, usage and messages.
cli_help_player-a = the player above, or the one asking: starting number or name

# The command line (tiebreak): help texts, usage and messages.
cli_help_player-b = the player below (left out: against the players just above and below)

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_command = command

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_file = file

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_player = player

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_player-a = player_a

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_player-b = player_b

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_card = card

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_rules = RULES

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_order = ORDER

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_preset = PRESET

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_tiebreak = TIEBREAK

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_output = OUTPUT

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_encoding = NAME

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_dir = DIR

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_own-opp = OWN:OPP

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_pairs = PAIRS

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_prizes = PRIZES
