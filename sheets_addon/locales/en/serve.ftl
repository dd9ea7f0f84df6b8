### English (en): the add-on's service (tiebreak-serve): its error replies.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# An error the add-on's service returns, shown in the add-on.
# Variables: $detail.
serve_bad-json = The request is not valid JSON: { $detail }.

# An error the add-on's service returns, shown in the add-on.
serve_too-deep = The request is nested too deeply to be read.

# An error the add-on's service returns, shown in the add-on.
# Variables: $expected, $path (a file's path).
serve_bad-shape = The request has a wrong shape at { $path }: expected { $expected }.

# An error the add-on's service returns, shown in the add-on.
# Variables: $path (a file's path).
serve_unknown-field = The request has a field this service does not know: { $path }.

# An error the add-on's service returns, shown in the add-on.
# Variables: $path (a file's path).
serve_missing-field = The request lacks the field { $path }.

# An error the add-on's service returns, shown in the add-on.
# Variables: $limit (a limit (a number)), $size (a size (a number)).
serve_too-large = The request is { $size } MB, more than the { $limit } MB this service accepts (a tab of 10,000 rows by 15 columns fits): make the tab smaller, or ask whoever runs the service to raise --max-body.

# An error the add-on's service returns, shown in the add-on.
serve_unsigned = The request is not signed: paste this sheet's token into Tiebreak ▸ Settings.

# An error the add-on's service returns, shown in the add-on.
serve_bad-signature = The request's signature does not match: check the token in Tiebreak ▸ Settings.

# An error the add-on's service returns, shown in the add-on.
# Variables: $skew, $window.
serve_stale = The request's time is { $skew } seconds away from the service's clock (at most { $window } are accepted): try again; if it keeps happening, the service's clock is wrong.

# An error the add-on's service returns, shown in the add-on.
serve_replayed = This request was already received once and is not run again.

# An error the add-on's service returns, shown in the add-on.
serve_unknown-token = The token in Tiebreak ▸ Settings is not known to this service (revoked or mistyped): ask whoever runs the service for a new one.

# An error the add-on's service returns, shown in the add-on.
serve_wrong-sheet = The token in Tiebreak ▸ Settings belongs to another spreadsheet: ask for this sheet's own token.

# An error the add-on's service returns, shown in the add-on.
# Variables: $limit (a limit (a number)), $seconds (a number of seconds).
serve_rate-limited = Too many requests for this sheet in one minute (at most { $limit }): try again in { $seconds } seconds.

# An error the add-on's service returns, shown in the add-on.
# Variables: $seconds (a number of seconds).
serve_busy = The service is busy: try again in { $seconds } seconds.

# An error the add-on's service returns, shown in the add-on.
# Variables: $seconds (a number of seconds).
serve_timeout = The calculation took longer than { $seconds } seconds and was given up: try again, or ask whoever runs the service.

# An error the add-on's service returns, shown in the add-on.
serve_internal = The service failed unexpectedly; whoever runs it finds the details in its log.

# An error the add-on's service returns, shown in the add-on.
# Variables: $path (a file's path).
serve_not-found = This service has no { $path }.

# An error the add-on's service returns, shown in the add-on.
serve_same-entrant = Choose two different players.

# An error the add-on's service returns, shown in the add-on.
serve_expect_object = an object

# An error the add-on's service returns, shown in the add-on.
serve_expect_array = a list

# An error the add-on's service returns, shown in the add-on.
serve_expect_string = a text

# An error the add-on's service returns, shown in the add-on.
serve_expect_integer = a whole number

# An error the add-on's service returns, shown in the add-on.
serve_expect_number = a number

# An error the add-on's service returns, shown in the add-on.
serve_expect_boolean = true or false

# An error the add-on's service returns, shown in the add-on.
serve_expect_null = null

# An error the add-on's service returns, shown in the add-on.
# Variables: $left (the part before), $right (the part after).
serve_expect_or = { $left } or { $right }

# An error the add-on's service returns, shown in the add-on.
# Variables: $values.
serve_expect_one-of = one of { $values }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_min-length = a length of at least { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_max-length = a length of at most { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_minimum = at least { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_maximum = at most { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_min-items = at least { $n } entries

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_max-items = at most { $n } entries

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_max-fields = at most { $n } fields

# An error the add-on's service returns, shown in the add-on.
# Variables: $name (a name (a player, team or tournament)).
serve_expect_schema = a { $name }

## The command line's help (tiebreak-serve --help)

# The help of the command tiebreak-serve (tiebreak-serve --help): the word a usage error shows for the missing action of 'tiebreak-serve token' (new, list or revoke), as in 'the following arguments are required: action'.
serve_cli_metavar_action = action

# The help of the command tiebreak-serve (tiebreak-serve --help): the command's description, above its options (the add-on is the Google Sheets add-on).
serve_cli_help_description = The HTTP service behind the tiebreak Google Sheets add-on: it computes the tie-breaks of the cells a sheet posts and answers with the cells to write.

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --lang ($TIEBREAK_LANG, an environment variable, stays as it is).
# Variables: $langs (the language codes).
serve_cli_help_lang = language of this help and of usage errors: { $langs } (default: $TIEBREAK_LANG, else en); the add-on's replies follow each request's language

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --host (a network address).
# Variables: $host (an address).
serve_cli_help_host = address to listen on (default: { $host })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --port (a network port).
# Variables: $port (a number).
serve_cli_help_port = port to listen on (default: { $port })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --workers (operating-system processes).
# Variables: $count (a number).
serve_cli_help_workers = processes sharing the port (default: { $count })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --metrics-port (/metrics is an address path, PORT+n stays as it is).
serve_cli_help_metrics-port = serve each worker's /metrics also on 127.0.0.1:PORT+n (worker n)

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --max-body (MB: megabytes).
# Variables: $mb (a number of megabytes).
serve_cli_help_max-body = largest request body, in MB (default: { $mb })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --timeout.
# Variables: $seconds (a number of seconds).
serve_cli_help_timeout = seconds one request may take (default: { $seconds })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --max-in-flight.
# Variables: $count (a number).
serve_cli_help_max-in-flight = requests answered at once per process (default: { $count })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --per-minute (a token of a spreadsheet).
# Variables: $count (a number).
serve_cli_help_per-minute = requests per token per minute (default: { $count })

# The help of the command tiebreak-serve (tiebreak-serve --help): the subcommands (token); without one, the service runs.
serve_cli_help_command = the command (none: the service runs); each has its own --help

# The help of the command tiebreak-serve (tiebreak-serve --help): the subcommand token (the tokens that let a spreadsheet use the service).
serve_cli_help_token = make, list or revoke the tokens of spreadsheets

# The help of the command tiebreak-serve (tiebreak-serve --help): the actions of 'tiebreak-serve token': new, list, revoke.
serve_cli_help_action = what to do with the tokens; each has its own --help

# The help of the command tiebreak-serve (tiebreak-serve --help): the action 'token new'.
serve_cli_help_new = make a token for one spreadsheet (printed on the last line)

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --label of 'token new' ('token list' is a command, kept as it is).
serve_cli_help_label = a note for token list (who, which event)

# The help of the command tiebreak-serve (tiebreak-serve --help): the action 'token list' (a secret: the token's text itself).
serve_cli_help_list = list the tokens (ids and sheets, never the secrets)

# The help of the command tiebreak-serve (tiebreak-serve --help): the action 'token revoke'.
serve_cli_help_revoke = revoke a token by its id

# The help of the command tiebreak-serve (tiebreak-serve --help): the argument of 'token revoke'.
serve_cli_help_id = the token's id, as token list shows it
