### English (en): the Discord bot's replies, buttons and command descriptions (Discord Markdown).
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_encoding = The file's encoding if it is not UTF-8: cp1250, iso-8859-2, cp1251, cp1252, cp1254…

## Shared

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $title.
bot_continued = { $title } (continued)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_kind_file = file

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_kind_lichess = lichess

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_kind_sheet = sheet

# The label of a button under a bot reply.
bot_button_previous = ◀ Previous

# The label of a button under a bot reply.
bot_button_next = Next ▶

## /standings

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_standings_column_rank = #

# A short column header: the starting number, not the word no.
bot_standings_column_no = No

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_standings_column_name = Name

# A short column header: the points (score).
bot_standings_column_pts = Pts

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
bot_standings_title = { $name }: standings after round { $round }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
bot_standings_rules = Rules `{ $rules }` · order { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_standings_warnings = ⚠️ { $count } warning(s): see `/rules`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $page (a page number), $pages (the number
# of pages), $slug (a tournament's short name (kept as it is)).
bot_standings_footer = Page { $page }/{ $pages } · { $count } players · tournament `{ $slug }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_standings_moved-title = Standings

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_standings_moved =
    { $count ->
        [one] The standings have changed: they have { $count } page now, and this is the last.
       *[other] The standings have changed: they have { $count } pages now, and this is the last.
    }

## /buchholz, /tiebreak, /why

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament).
bot_explain_round = **R{ $round }**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)).
bot_explain_versus = vs { $name } ({ $id })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $code (a tie-break code such as BH (kept as it is)), $rules (a rule set's name such as
# fide-2026 (kept as it is)), $value (a tie-break value (a number)).
bot_explain_head = **{ $code } = { $value }** under `{ $rules }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $code (a tie-break code such as BH (kept as it is)), $id, $player (a player's name).
bot_explain_title = { $code } of { $player } ({ $id })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament), $tournament.
bot_explain_footer = { $tournament } · after round { $round }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)), $rank (a place in the standings),
# $score (a score (points)).
bot_entrant_line = **{ $name }** ({ $id }): rank { $rank }, { $score }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $rank (a place in the standings).
bot_why_place-title = Why { $name } is ranked { $rank }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $above, $below.
bot_why_title = Why { $above } is above { $below }

## /player

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $players, $rank (a place in the standings),
# $round (a round number of the tournament).
bot_player_head = Rank **{ $rank }** of { $players } · **{ $count }** points after round { $round }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rating.
bot_player_rating = rating { $rating }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_unrated = unrated

# The player had the white pieces in that game.
bot_player_white = (White)

# The player had the black pieces in that game.
bot_player_black = (Black)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_won = won

# Said of a game: the player drew it (neither side won).
bot_player_drew = drew

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_lost = lost

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_won-forfeit = won by forfeit

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_lost-forfeit = lost by forfeit

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $colour, $opponent (an opponent's name), $result, $round (a round number of the
# tournament), $score (a score (points)).
bot_player_game = **R{ $round }** { $result } vs { $opponent }{ $colour } · { $score }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $result, $round (a round number of the tournament), $score (a score (points)).
bot_player_unpaired = **R{ $round }** { $result } · { $score }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_tiebreaks = **Tie-breaks** (`/tiebreak` shows the arithmetic):

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $tournament.
bot_player_footer = { $tournament } · rules { $rules }

## /rules, /tournament settings

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_rules_title = Rules for { $name }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)).
bot_rules_rule-set = Rule set: `{ $rules }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)).
bot_rules_rule-set-default = Rule set: `{ $rules }` (default)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH).
bot_rules_order = Order: { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH).
bot_rules_order-default = Order: { $order } (default)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $kind, $source.
bot_rules_source = Source: { $source } ({ $kind })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $counted, $rounds (round numbers).
bot_rules_rounds = Counted rounds: { $counted } of { $rounds }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_rules_warnings = **Warnings**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_rules_no-warnings = No warnings.

## Organisers

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_summary_title-linked = Tournament linked

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_summary_title = Tournament

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_summary_linked = Linked **{ $name }** as `{ $slug }` (the active tournament).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_summary_using = Now using **{ $name }** as `{ $slug }` (the active tournament).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_summary_synced = Synced **{ $name }** as `{ $slug }` (the active tournament).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $counted, $order (tie-break codes in order,
# such as BH-C1, BH), $rounds (round numbers), $rules (a rule set's name such as fide-2026 (kept as
# it is)).
bot_summary_counts = { $count } players, { $counted } of { $rounds } rounds; rules `{ $rules }`, order { $order }.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $kind, $source.
bot_summary_source = Source: { $source } ({ $kind }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_summary_warnings = ⚠️ { $count } warning(s): see `/rules`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $note.
bot_summary_sheet = Sheet: { $note }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_list_title = Linked tournaments

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $kind, $mark, $name (a name (a player, team or tournament)), $order (tie-break codes in
# order, such as BH-C1, BH), $read, $rules (a rule set's name such as fide-2026 (kept as it is)),
# $slug (a tournament's short name (kept as it is)), $source.
bot_list_line = { $mark } `{ $slug }`: { $name } ({ $kind }: { $source }; rules { $rules }, order { $order }; read { $read })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_choice_default = default

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_list_default = default

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_list_none = None yet: use `/tournament link`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_unlink_title = Tournament unlinked

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $after, $name (a name (a player, team or tournament)), $slug (a tournament's short name
# (kept as it is)).
bot_unlink_done = Unlinked `{ $slug }` ({ $name }). { $after }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_unlink_active = The active tournament is now `{ $slug }`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_unlink_none = None is linked now.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_role_title = Organiser role

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $role.
bot_role_set = Members with { $role } can now run organiser commands.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_role_cleared = Only members with Manage Server can run organiser commands now.

## Errors

# An error the Discord bot replies (Discord Markdown).
bot_error_title = That did not work

# An error the Discord bot replies (Discord Markdown).
# Variables: $query.
bot_error_no-player = No player matches **{ $query }**.

# An error the Discord bot replies (Discord Markdown).
# Variables: $players.
bot_error_did-you-mean = Did you mean: { $players }?

# An error the Discord bot replies (Discord Markdown).
# Variables: $players, $query.
bot_error_ambiguous = **{ $query }** matches several players: { $players }. Pick one from the list or type more of the name.

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form).
bot_error_unreadable =
    { $count ->
        [one] The tournament could not be read ({ $count } problem):
       *[other] The tournament could not be read ({ $count } problems):
    }

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form).
bot_error_more = … and { $count } more.

# An error the Discord bot replies (Discord Markdown).
bot_error_cooldown-title = Slow down

# An error the Discord bot replies (Discord Markdown).
# Variables: $seconds (a number of seconds).
bot_error_cooldown = You are on cooldown. Try again in { $seconds }s

# An error the Discord bot replies (Discord Markdown).
bot_error_stale-command = This command has changed since Discord showed it to you. Try again in a minute, or reload Discord (Ctrl+R).

# An error the Discord bot replies (Discord Markdown).
bot_error_stale-button = This button is out of date: run `/standings` again.

# An error the Discord bot replies (Discord Markdown).
bot_error_dm = This command works in a server, not in direct messages.

# An error the Discord bot replies (Discord Markdown).
bot_error_unexpected-title = Something went wrong

# An error the Discord bot replies (Discord Markdown).
bot_error_unexpected = The bot hit an unexpected problem; it has been logged.

# An error the Discord bot replies (Discord Markdown).
# Variables: $slug (a tournament's short name (kept as it is)), $when.
bot_error_kept = Kept the standings of `{ $slug }` as read { $when }; the source now answers:

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_kept-title = Kept the last good read

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $reason, $when.
bot_live_kept = Kept the standings as read { $when }; the source now answers: { $reason }

# An error the Discord bot replies (Discord Markdown).
bot_error_store-down = The bot's database is not answering; try again in a minute.

# An error the Discord bot replies (Discord Markdown).
bot_error_store-failed = The bot's database failed; the bot's operator has the details. Try again in a minute.

# An error the Discord bot replies (Discord Markdown).
bot_error_work-limit-title = Stopped

# An error the Discord bot replies (Discord Markdown).
# Variables: $seconds (a number of seconds).
bot_error_work-limit = Stopped after { $seconds } s: this answer takes longer than the bot gives one question, so that it keeps answering everyone else. Ask about a smaller part (a player, an earlier round) or use the command line (`tiebreak`).

# An error the Discord bot replies (Discord Markdown).
bot_error_busy = The bot is still working on this server's last questions; try again in a moment.

# An error the Discord bot replies (Discord Markdown).
bot_error_no-tournament = No tournament is linked on this server yet. An organiser can link one with `/tournament link` (a Google Sheet URL, a lichess Swiss URL or an attached TRF/JSON/CSV file).

# An error the Discord bot replies (Discord Markdown).
# Variables: $key, $known.
bot_error_unknown-tournament = No linked tournament is called '{ $key }'. Linked here: { $known }.

# An error the Discord bot replies (Discord Markdown).
bot_error_none-linked = none

# An error the Discord bot replies (Discord Markdown).
bot_error_not-organiser = Only organisers can do this: it needs the Manage Server permission.

# An error the Discord bot replies (Discord Markdown).
# Variables: $role.
bot_error_not-organiser-role = Only organisers can do this: it needs the Manage Server permission or the { $role } role.

# An error the Discord bot replies (Discord Markdown).
# Variables: $id, $name (a name (a player, team or tournament)).
bot_error_same-player = Pick two different players: both options name { $name } ({ $id }).

# An error the Discord bot replies (Discord Markdown).
bot_error_one-source = Give exactly one source: `url` (Google Sheet or lichess Swiss) or `file` (an attached TRF, JSON or CSV file).

# An error the Discord bot replies (Discord Markdown).
# Variables: $reason, $source.
bot_error_source = Could not read { $source }: { $reason }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_too-large = the file is too large

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $mb.
bot_source_larger-than = the file is larger than { $mb } MB

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_bad-url = expected a Google Sheet URL (https://docs.google.com/spreadsheets/d/...) or a lichess Swiss URL (https://lichess.org/swiss/<8 characters>), or attach a TRF, JSON or CSV file instead

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_binary = not a tournament JSON, TRF or CSV file (it is binary)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_no-lichess = lichess import is not installed (pip install 'tiebreak[lichess]')

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $error.
bot_source_lichess-down = lichess did not answer ({ $error })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_the-sheet = the Google Sheet

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_no-sheets = the Google Sheets connector is not installed (pip install 'tiebreak[sheets]')

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $error.
bot_source_no-credentials = the bot has no usable Google credentials: whoever runs the bot sets GOOGLE_APPLICATION_CREDENTIALS to a service-account key file, and the sheet is shared with that account ({ $error })

## Command descriptions (Discord: at most 100 characters)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_standings = Show the standings: points and the tie-break columns of the order in force.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_player = Show a player's score card (round, colour, opponent, result) and tie-break values.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_rules = Show the rule set, the tie-break order and the warnings the engine raised.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_buchholz = Show a player's Buchholz round by round: each opponent's score as counted, and why.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tiebreak = Show how any tie-break value of a player was computed, item by item.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_why = Show which criterion put one player above the other, with both sides.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament = Link tournaments to this server and choose the rules (organisers).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_link = Link a tournament (sheet, lichess Swiss or file); it becomes the active one.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_use = Make another linked tournament the active one.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_list = List the tournaments linked on this server.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_unlink = Forget a linked tournament (its source is not touched).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_settings = Set the rule set and the tie-break order (shows them when given nothing).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_organiser-role = Choose the role whose members may link and configure tournaments.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_sync = Read the tournament's source again (and write a sheet's tie-break columns back).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_page = Page of the table (20 players a page)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_tournament = A linked tournament other than the active one

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_after-round = The standings as they stood after this round

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_player = Name or starting number

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_variant = Plain, Cut-1, Cut-2, Median-1 or Median-2 (default: plain)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_code = Tie-break code such as SB, PS, ARO, BH-C1, DE

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_player-a = One player

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_player-b = The other player (leave out: why is the first one where it is?)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_url = A Google Sheet URL or a lichess Swiss URL

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_file = Or attach a TRF, tournament JSON, CSV or Excel (.xlsx) file

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_use = The linked tournament to make active

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_unlink = The linked tournament to forget

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_rules = Rule set for unplayed rounds (default: FIDE by date)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_order = Tie-break codes separated by commas, or 'default'

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_role = Members with this role may run organiser commands (leave empty to clear)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_addon-token = Make a token for the Tiebreak menu in the linked Google Sheet (shown to you only).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_addon-token_title = Token for the Tiebreak menu

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $sheet, $slug (a tournament's short name
# (kept as it is)).
bot_addon-token_made = A new token of the Tiebreak service for the Google Sheet of **{ $name }** (`{ $slug }`), good for that spreadsheet only (`{ $sheet }`). It is shown once, to you only:

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_addon-token_paste = In the sheet, open **Tiebreak > Settings**, paste it as this sheet's token with the service's address, and save.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id.
bot_addon-token_revoke = Whoever runs the service can list and revoke it: `tiebreak-serve token list`, `tiebreak-serve token revoke { $id }`.

# An error the Discord bot replies (Discord Markdown).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_error_addon-token-not-sheet = `{ $slug }` is not a Google Sheet: the Tiebreak menu lives in a Google Sheet. Link one with `/tournament link url:`.

# An error the Discord bot replies (Discord Markdown).
bot_error_addon-token-no-store = This bot makes no tokens for the Tiebreak menu yet: whoever runs the bot sets `TIEBREAK_SERVE_DATABASE_URL` to the token store of `tiebreak-serve` (its `DATABASE_URL`, or `sqlite:///` and the path of its `TIEBREAK_SERVE_DB` file) and restarts the bot (docs/addon-setup.md).

# An error the Discord bot replies (Discord Markdown).
bot_error_addon-token-store = The token store of the Tiebreak service cannot be used just now; no token was made. Whoever runs the bot finds the reason in its log.

## /prizes, /tournament prizes

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)), $places, $points (a number of
# points), $prize.
bot_prizes_share = **{ $places }** · { $name } ({ $id }), { $points }: **{ $prize }**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $place, $text.
bot_prizes_unawarded = **{ $place }** · { $text }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)), $prize.
bot_prizes_total-line = { $name } ({ $id }): **{ $prize }**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament), $slug (a tournament's short name (kept as it
# is)), $source, $tournament.
bot_prizes_footer = { $tournament } · after round { $round } · prize list { $source } · tournament { $slug }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_prizes_set-title = Prize list set

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)), $source.
bot_prizes_set = Prize list { $source } set for **{ $name }** (`{ $slug }`).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $money.
bot_prizes_set-counts =
    { $count ->
        [one] { $count } category; on the current standings { $money } is given out.
       *[other] { $count } categories; on the current standings { $money } is given out.
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_prizes_set-warnings =
    { $count ->
        [one] ⚠️ { $count } warning: see `/prizes`.
       *[other] ⚠️ { $count } warnings: see `/prizes`.
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_prizes_set-see = Anyone can now see who gets what, every award explained, with `/prizes`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_prizes_cleared-title = Prize list removed

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_prizes_cleared = **{ $name }** (`{ $slug }`) has no prize list now.

# An error the Discord bot replies (Discord Markdown).
bot_error_prizes-file = Attach the prize list as `file`, or give `clear: True` to remove it (one of the two).

# An error the Discord bot replies (Discord Markdown).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_error_no-prizes = `{ $slug }` has no prize list yet. An organiser sets one with `/tournament prizes` (a tiebreak-prizes/1 JSON file, see docs/prizes.md).

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form).
bot_error_prizes-unreadable =
    { $count ->
        [one] The prize list could not be used ({ $count } problem):
       *[other] The prize list could not be used ({ $count } problems):
    }

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_prizes = Show who gets which prize, every award explained (shared places, categories).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_prizes = Set the tournament's prize list; anyone can then see who gets what with /prizes.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_prizes-clear = Remove the tournament's prize list instead

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_prizes-file = The prize list: a tiebreak-prizes/1 JSON file

## /compare (bot helper botcompare)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $column (a column's name), $letter.
bot_compare_column = **{ $letter }** { $column }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $column (a column's name), $letter.
bot_compare_column_in-force = **{ $letter }** { $column } (this tournament's)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $columns, $order (tie-break codes in order, such as BH-C1, BH).
bot_compare_by-rules = Rule sets: { $columns } · order { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $columns, $rules (a rule set's name such as fide-2026 (kept as it is)).
bot_compare_by-orders = Orders under { $rules }: { $columns }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $mark.
bot_compare_legend = `{ $mark }` rank changes (why: below) · `=` shared rank · podium and ties first

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $cause, $id, $name (a name (a player, team or tournament)), $ranks.
bot_compare_move = **{ $name }** ({ $id }), ranks { $ranks }: { $cause }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $code (a tie-break code such as BH (kept as it is)), $columns, $text.
bot_compare_warning = ⚠️ { $columns } `{ $code }`: { $text }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_compare_more-warnings =
    { $count ->
        [one] …and { $count } more warning
       *[other] …and { $count } more warnings
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $slug (a tournament's short name (kept as
# it is)).
bot_compare_footer = Players: { $count } · tournament { $slug }

# An error the Discord bot replies (Discord Markdown).
bot_error_compare-both = Compare several rule sets under one order, or several orders under one rule set: with `orders`, name at most one rule set in `rules`.

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form), $max.
bot_error_compare-too-many = Too many to show side by side ({ $count }): name at most { $max } rule sets or orders.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_compare = Show who changes place under other rule sets or tie-break orders, and why.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_compare-rules = Rule sets, comma-separated (default: this one against the other FIDE editions and US Chess)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_compare-orders = Tie-break orders separated by ';' (one order: against the tournament's)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_compare_more-moves =
    { $count ->
        [one] …and { $count } more player moves: the table has the ranks; `/why` explains any two players, `/compare` with two rule sets or orders gives shorter causes.
       *[other] …and { $count } more players move: the table has the ranks; `/why` explains any two players, `/compare` with two rule sets or orders gives shorter causes.
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $file (a file's name).
bot_compare_in-file = The whole table and every cause: the attached file `{ $file }`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_compare_warnings-in-file = ⚠️ Warnings: { $count }, listed in the file.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament).
bot_standings_withdrawn-mark = wd { $round }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_standings_withdrawn-legend = wd N: withdrew after round N

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_whatif = Show where a player can finish after this round, for a win, a draw or a loss.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_whatif-pairings = Next round's pairings if no game is pending: white-black numbers, comma-separated (12-7,3-5)

# An error the Discord bot replies (Discord Markdown).
# Variables: $next.
bot_error_whatif-nothing-pending = No game of this tournament is pending, so no round is in progress to ask about. Give round { $next }'s pairings in `pairings` (white-black starting numbers, such as `12-7,3-5`), or `/sync` once the round is paired in the source.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $index.
bot_whatif_where = the pairings option, pairing { $index }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament), $slug (a tournament's short name (kept as it
# is)).
bot_whatif_footer = Round { $round } · tournament { $slug }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
bot_live_title-provisional = { $name }: provisional standings, round { $round } in progress

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_following = Live: this message follows the results

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament).
bot_live_round-complete = Round { $round } complete

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_live_more = Every row and tie-break: `/standings tournament:{ $slug }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_started-title = Live standings

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel, $name (a name (a player, team or tournament)).
bot_live_started = The standings of **{ $name }** are live in { $channel }: that one message is edited as results come in, and each completed round gets a short new message.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $seconds (a number of seconds).
bot_live_follows-source = The source is read again every { $seconds } s.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_follows-file = A file is not read again: link it again (or `/sync`) and the message follows.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_write-back-on = Write-back: on (while live, the sheet's tie-break columns are synced back too)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_write-back-off = Write-back: off (`/tournament settings write_back:on` syncs a live sheet back)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_stopped-title = Live standings stopped

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel, $name (a name (a player, team or tournament)).
bot_live_stopped = **{ $name }** is no longer live in { $channel }; the last message stays as it was.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_need-channel = Name the channel to keep the standings in (`channel:`), or stop them with `off:True`, not both.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_live_not-live = Tournament `{ $slug }` is not live on this server: start it with `/tournament live channel:`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel.
bot_live_cannot-post = I cannot post in { $channel }: give me View Channel, Send Messages and Embed Links there.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_live = Post the standings in a channel and keep that message current as results come in.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_live-channel = The channel to keep the standings current in

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_live-off = Stop the live standings instead

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_write-back = While live, also sync a sheet's tie-break columns back

# A choice of a bot command option: switched on.
bot_cmd_choice_on = on

# A choice of a bot command option: switched off.
bot_cmd_choice_off = off

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_cmd_team = A team of a team event: name or number

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_cmd_team-a = One team (team events)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_cmd_team-b = The other team (team events)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_team_error_player-command = **{ $name }** is a team event: its standings rank teams, and players have no tie-breaks of their own in it. Ask about teams: `/standings`, `/tiebreak team:… code:…`, `/why team_a:… team_b:…`, `/whatif team:…`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_team_error_not-team-event = **{ $name }** is not a team event: name players (`player`, `player_a`, `player_b`), not teams.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $query.
bot_team_error_no-team = No team matches **{ $query }**.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $query, $teams.
bot_team_error_no-team-close = No team matches **{ $query }**. Did you mean: { $teams }?

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $query, $teams.
bot_team_error_ambiguous = **{ $query }** matches several teams: { $teams }. Type more of the name, or the team's number.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_error_player-or-team = Name a player (`player`) or a team (`team`): one of the two.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_error_two-teams = Name two teams (`team_a` and `team_b`), and no players.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)).
bot_team_error_same-team = Both options name **{ $name }** ({ $id }): choose two different teams.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_order-none = none

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)), $score (a score (points)).
bot_team_standings_rules = Rules `{ $rules }` · ranked by { $score } · order { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $page (a page number), $pages (the number
# of pages), $slug (a tournament's short name (kept as it is)).
bot_team_standings_footer = Page { $page }/{ $pages } · teams: { $count } · tournament `{ $slug }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $slug (a tournament's short name (kept as
# it is)).
bot_team_compare_footer = Teams: { $count } · tournament { $slug }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $score (a score (points)).
bot_team_rules_score = Ranked by { $score }, then by the order

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $boards, $count (a number choosing the plural form), $counted, $order (tie-break codes
# in order, such as BH-C1, BH), $rounds (round numbers), $rules (a rule set's name such as fide-2026
# (kept as it is)), $score (a score (points)).
bot_team_summary_counts = Team event: teams { $count }, boards { $boards }, { $counted } of { $rounds } rounds; rules `{ $rules }`, ranked by { $score }, order { $order }.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_publish = Attach the standings page that explains itself (one HTML file) of the tournament.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_publish-language = The page's language: the server's (default) or yours

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_every-round = While the live standings are on, also post the page when a round completes

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_choice_server-language = the server's language

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_choice_my-language = my language

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_mb = { $size } MB

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_kb = { $size } kB

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_publish_title = { $name }: the standings page

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
bot_publish_round-title = { $name }: the standings page after round { $round }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_whole = The whole page ({ $size }): the standings, the tie-breaks explained, the crosstable, the pairings, the charts and every player's card. Open it in a browser, or print it.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $limit (a limit (a number)), $size (a size (a number)).
bot_publish_over = The whole page ({ $size }) is over this server's limit of { $limit } for a file.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $part.
bot_publish_tied = Attached: the page with the cards of the players sharing a place (the tie-breaks left them level) only ({ $part }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $part.
bot_publish_top = Attached: the page with the cards of the first { $count } of the standings only ({ $part }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_at-least = at least { $size }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_about = about { $size }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $part.
bot_publish_no-cards = Attached: the page without the players' cards ({ $part }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $seconds (a number of seconds).
bot_publish_too-slow = Building the page took longer than the bot allows one job ({ $seconds } s): nothing is attached.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $limit (a limit (a number)), $size (a size (a number)).
bot_publish_none = The whole page ({ $size }) is over this server's limit of { $limit } for a file, and so is the page without the players' cards: nothing is attached.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $command.
bot_publish_command = To build the whole page: `{ $command }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel.
bot_publish_rounds-on = The page will also be posted in { $channel } each time a round completes.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_publish_rounds-off = The page will no longer be posted when a round completes.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_publish_needs-live = The live standings of `{ $slug }` are off: start them with `/tournament live` first, then the page can follow each round.

## The command line's help (tiebreak-bot --help, python -m bot --help)

# The help of the command tiebreak-bot / python -m bot (its --help): the command's description, above its options.
bot_cli_help_description = Run tiebreak's Discord bot: slash commands that explain tie-breaks.

# The help of the command tiebreak-bot / python -m bot (its --help): the option --log-format (its values plain and json stay as they are; NO_COLOR is an environment variable).
bot_cli_help_log-format = log lines as plain text (coloured only on a terminal, never with NO_COLOR) or as JSON objects, one a line (default: plain)

# The help of the command tiebreak-bot / python -m bot (its --help): the option --lang ($TIEBREAK_LANG, an environment variable, stays as it is).
# Variables: $langs (the language codes).
bot_cli_help_lang = language of this help and of usage errors: { $langs } (default: $TIEBREAK_LANG, else en); on Discord the bot answers in each user's language

# The help of the command tiebreak-bot / python -m bot (its --help): the title of the table of settings below the options.
bot_cli_settings = settings (environment variables)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) DISCORD_TOKEN (Bot and Reset Token are the names in Discord's developer portal) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_token = the bot's token (required): developer portal, Bot, Reset Token

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) DATABASE_URL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_database = postgresql://user:pass@host/db or sqlite:///path (default: the SQLite file of TIEBREAK_BOT_DB)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_BOT_DB in the table of settings; names in capitals, paths, commands and values stay as they are; the file's path on this machine follows on a line of its own, then the closing parenthesis.
bot_cli_env_bot-db = the SQLite file when DATABASE_URL is not set (default: $XDG_DATA_HOME/tiebreak/tiebreak-bot.sqlite3, else ~/.local/share/tiebreak/tiebreak-bot.sqlite3; here:

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SHARDS (a shard: one of the gateway connections Discord splits a bot's servers into) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_shards = auto (default: as many shards as Discord recommends, all in this process) or the shards of this process, such as 0-3

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SHARD_COUNT in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_shard-count = the total number of shards over every process (with a range)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SYNC_COMMANDS (its values auto, always and never stay as they are) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_sync = auto (upload commands when they changed), always or never

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_TEST_GUILD (a server: a Discord server, called a guild in its API) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_test-guild = copy the commands to this server id (they appear at once)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_LIVE_INTERVAL (/tournament live is a bot command) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_live-interval = seconds between reads of a live sheet or lichess Swiss (/tournament live; default 60, at least 10)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_WORK_LIMIT (/whatif and /compare are bot commands) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_work-limit = seconds one question's heavy work may take (/whatif, /compare, prize lists, uploads; default 20): then it is stopped

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_DB_TIMEOUT in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_db-timeout = seconds one database statement may take (default 10)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) GOOGLE_APPLICATION_CREDENTIALS, TIEBREAK_SHEETS_ENDPOINT, TIEBREAK_LICHESS_URL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_servers = the Google Sheets key, and other servers for sheets and lichess

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) DISCORD_API_BASE, DISCORD_GATEWAY_URL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_discord = another Discord REST base and gateway (a proxy, a test server)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_METRICS_PORT (/healthz and /metrics are address paths) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_metrics = serve /healthz and /metrics (Prometheus) on this port (off when unset; TIEBREAK_METRICS_HOST, default 0.0.0.0)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_DRAIN_SECONDS (SIGTERM: the signal that asks a process to stop) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_drain = on SIGTERM, seconds to let answers in flight finish (default 8)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_DB_POOL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_pool = PostgreSQL connections of this process at most (default 8)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SHEETS_READS_PER_MINUTE, TIEBREAK_LICHESS_READS_PER_MINUTE (and TIEBREAK_LIVE_CONCURRENCY) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_reads = the live loop's read budget per account over every process (default 60 each); TIEBREAK_LIVE_CONCURRENCY reads at once (8)


# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SERVE_DATABASE_URL in the table of settings (/tournament addon-token is a bot command; tiebreak-serve, the add-on's service); names in capitals, commands and values stay as they are.
bot_cli_env_serve-database = the token store of tiebreak-serve (its DATABASE_URL, or sqlite:/// and its file), for /tournament addon-token

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_LANG in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_lang = the language of this help and of usage errors, when --lang is not given

# The help of the command tiebreak-bot / python -m bot (its --help): the paragraph at the end of the help, on exit codes (close 4010, 4011, 4014: Discord's close codes).
bot_cli_help_exits = Start-up problems are one line on standard error and exit code 1; Discord refusing the shards or intents (close 4010, 4011, 4014) is one line and exit code 78: change a setting.
