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
