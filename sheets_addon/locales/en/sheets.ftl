### English (en): the Google Sheets connector (tiebreak-sheets): notes, summaries, errors.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## Headers of our columns (a tie-break column is headed by its code)

# A column header the connector writes in the organiser's sheet.
sheets_header_rank = Rank

# A short column header in the organiser's sheet: the points (score).
sheets_header_pts = Pts

# A column header in the organiser's sheet: the starting number.
sheets_header_no = No

# A column header the connector writes in the organiser's sheet.
sheets_header_name = Name

## The note on each of our headers ({mark} is tiebreak-sheets:, never translated)

# A note the connector writes on a cell of the organiser's sheet.
# Variables: $mark, $rules (a rule set's name such as fide-2026 (kept as it is)), $what.
sheets_note_header = { $mark } { $what }, rule set { $rules }. Written by `tiebreak-sheets sync` and rewritten at every sync: do not type in this column.

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_rank = rank in the standings

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_pts = points

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_no = starting number

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_name = player

# A note the connector writes on a cell of the organiser's sheet.
# Variables: $code (a tie-break code such as BH (kept as it is)), $name (a name (a player, team or
# tournament)).
sheets_note_tiebreak = { $name } ({ $code }); each value's note explains it

# A note the connector writes on a cell of the organiser's sheet.
# Variables: $name (a name (a player, team or tournament)).
sheets_note_tiebreak-named = { $name }; each value's note explains it

## The summary line

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $order (tie-break codes in order, such as
# BH-C1, BH), $rules (a rule set's name such as fide-2026 (kept as it is)), $tab (a sheet tab's
# name), $title.
sheets_summary_head =
    { $count ->
        [one] { $title } ({ $tab }): { $count } player, rules { $rules }, order { $order }
       *[other] { $title } ({ $tab }): { $count } players, rules { $rules }, order { $order }
    }

# The Google Sheets connector (tiebreak-sheets).
sheets_summary_points-only = (points only)

# The Google Sheets connector (tiebreak-sheets).
# Variables: $head.
sheets_summary_up-to-date = { $head }; up to date

# The Google Sheets connector (tiebreak-sheets).
# Variables: $head.
sheets_summary_nothing-written = { $head }; up to date, nothing written

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $head, $where.
sheets_summary_dry-run = { $head }; dry run: would change { $cells } on { $where }, nothing written

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $head, $requests, $where.
sheets_summary_changed = { $head }; changed { $cells } on { $where } in { $requests }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_summary_cells =
    { $count ->
        [one] { $count } cell
       *[other] { $count } cells
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_summary_tab = tab { $tab }

# The Google Sheets connector (tiebreak-sheets).
sheets_summary_one-request = one request

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_summary_requests =
    { $count ->
        [one] { $count } request
       *[other] { $count } requests
    }

## The dry-run listing

# The Google Sheets connector (tiebreak-sheets).
# Variables: $address, $new, $old.
sheets_dry_change = { $address }: { $old } -> { $new }

# The Google Sheets connector (tiebreak-sheets).
sheets_dry_empty = empty

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change.
sheets_dry_note-removed = { $change }; note removed

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change, $first.
sheets_dry_note-set = { $change }; note set: { $first }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change, $first.
sheets_dry_note-updated = { $change }; note updated: { $first }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change, $count (a number choosing the plural form).
sheets_dry_more-lines =
    { $count ->
        [one] { $change } (+{ $count } line)
       *[other] { $change } (+{ $count } lines)
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_dry_create-tab = create tab { $tab }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_dry_add-columns =
    { $count ->
        [one] add { $count } column to tab { $tab }
       *[other] add { $count } columns to tab { $tab }
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_dry_add-rows =
    { $count ->
        [one] add { $count } row to tab { $tab }
       *[other] add { $count } rows to tab { $tab }
    }

## What a cell holds (in the dry run and in conflicts)

# The Google Sheets connector (tiebreak-sheets).
sheets_cell_nothing = nothing

# The Google Sheets connector (tiebreak-sheets).
# Variables: $note.
sheets_cell_note = a note { $note }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $formula.
sheets_cell_formula = the formula { $formula }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $note, $what.
sheets_cell_with-note = { $what } with the note { $note }

## Errors

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $count (a number choosing the plural form).
sheets_error_conflict =
    { $count ->
        [one] nothing was written: { $count } cell the sync would overwrite holds data it did not write: { $cells }. Move or clear it, or choose another target (--target standings-tab).
       *[other] nothing was written: { $count } cells the sync would overwrite hold data it did not write: { $cells }. Move or clear them, or choose another target (--target standings-tab).
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $what, $where.
sheets_error_conflict-cell = { $where } holds { $what }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $count (a number choosing the plural form).
sheets_error_conflict-more = { $cells } (and { $count } more)

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_error_busy = tab { $tab } kept changing while the sync ran ({ $count } attempts); nothing was written. Run the sync again once the edits are done.

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_error_busy-written = tab { $tab } kept changing while the sync ran ({ $count } attempts); the last write may have put values on rows that moved since. Run the sync again once the edits are done.

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_error_no-player-rows = tab { $tab } is a pairings list without a player list, so there are no player rows to write beside: use --target standings-tab, or add a 'Players' tab listing the players

## The command line

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_cli_problems =
    { $count ->
        [one] the sheet has { $count } problem; nothing was written:
       *[other] the sheet has { $count } problems; nothing was written:
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $value (a tie-break value (a number)).
sheets_cli_bad-interval = a number of seconds above 0, not { $value }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $module.
sheets_cli_not-installed = the Google Sheets libraries are not installed (no module named { $module }): run pip install '.[sheets]' in the tiebreak folder

## The arbiter's leftovers: withdrawn players, lots seed, single winner

# A column header the connector writes in the organiser's sheet.
# (sheets_addon/writer.py, sheets_addon/sheet_settings.py) -----------------------------
sheets_header_note = Note

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_note = withdrawn players: after which round each withdrew

## Watch --- (tiebreak-sheets watch, part 3: sheets_addon/watch.py)

# The Google Sheets connector (tiebreak-sheets).
# Variables: $seconds (a number of seconds).
sheets_watch_start = watching the sheet: one read every { $seconds } s, a sync when the results change; Ctrl-C stops

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $finished, $round (a round number of the
# tournament).
sheets_watch_round =
    { $count ->
        [one] round { $round }: { $finished } of { $count } game
       *[other] round { $round }: { $finished } of { $count } games
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $round (a round number of the tournament).
sheets_watch_after = after round { $round }

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_no-round = no results yet

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $where.
sheets_watch_wrote = { $where }; wrote { $cells }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $where.
sheets_watch_unchanged = { $where }; nothing to change

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $where.
sheets_watch_would-write = { $where }; would write { $cells } (dry run)

# The Google Sheets connector (tiebreak-sheets).
# Variables: $error.
sheets_watch_waiting = nothing written, waiting until this is resolved: { $error }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_watch_problems =
    { $count ->
        [one] the sheet has { $count } problem; nothing written, waiting until it is fixed:
       *[other] the sheet has { $count } problems; nothing written, waiting until they are fixed:
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $seconds (a number of seconds), $why (the reason, another message).
sheets_watch_unavailable = Google Sheets is not answering ({ $why }); next read in { $seconds } s

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_no-answer = no connection

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_back = Google Sheets answers again

# The Google Sheets connector (tiebreak-sheets).
# Variables: $seconds (a number of seconds), $state, $time.
sheets_watch_status = read at { $time }: { $state }; next read in { $seconds } s

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_state-blocked = waiting for the sheet to be fixed

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_state-offline = Google Sheets not answering

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $reads, $writes.
sheets_watch_stopped = stopped: { $reads }, { $writes } changing { $cells }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_watch_reads =
    { $count ->
        [one] { $count } read
       *[other] { $count } reads
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_watch_writes =
    { $count ->
        [one] { $count } write
       *[other] { $count } writes
    }

# The Google Sheets connector (tiebreak-sheets).
sheets_team_header_team = Team

# A column header: match points, abbreviated.
sheets_team_header_mp = MP

# A column header: game points, abbreviated.
sheets_team_header_gp = GP

# The Google Sheets connector (tiebreak-sheets).
# Variables: $score (a score (points)).
sheets_team_note_rank = team rank: by { $score }, then the tie-break order

# The Google Sheets connector (tiebreak-sheets).
sheets_team_note_no = team number

# The Google Sheets connector (tiebreak-sheets).
sheets_team_note_team = team

# The Google Sheets connector (tiebreak-sheets).
# Variables: $draw, $loss, $win.
sheets_team_note_mp = match points: { $win } for a match won, { $draw } for a draw, { $loss } for a loss

# The Google Sheets connector (tiebreak-sheets).
sheets_team_note_gp = game points: the team's board points

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $order (tie-break codes in order, such as
# BH-C1, BH), $rules (a rule set's name such as fide-2026 (kept as it is)), $score (a score
# (points)), $tab (a sheet tab's name), $title.
sheets_team_summary_head =
    { $count ->
        [one] { $title } ({ $tab }): { $count } team, rules { $rules }, ranked by { $score }, order { $order }
       *[other] { $title } ({ $tab }): { $count } teams, rules { $rules }, ranked by { $score }, order { $order }
    }

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_mpvgp = the other score (GP when ranked by MP, MP when ranked by GP)

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_bh = Buchholz of the opponent teams

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_fb = Fore Buchholz of the opponent teams

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_aob = average of the opponent teams' Buchholz

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_emmsb = extended Sonneborn-Berger: opponent's MP × own MP

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_emgsb = extended Sonneborn-Berger: opponent's MP × own GP

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_egmsb = extended Sonneborn-Berger: opponent's GP × own MP

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_eggsb = extended Sonneborn-Berger: opponent's GP × own GP

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_ps = progressive score

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_win = matches won

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_de = direct encounter

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_ede = extended direct encounter

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edet = extended direct encounter, then top board results

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edeb = extended direct encounter, then board elimination

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edebt = extended direct encounter, board count, then top board results

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edebb = extended direct encounter, board count, then board elimination

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_sssc = secondary score plus Buchholz divided by a factor

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_bc = board count, lower first

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_tbr = top board results: GP on board 1, board 2, …

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_bbe = board elimination: GP without the bottom board, the two bottom boards, …

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cell (a cell's address, such as B7).
sheets_settings_no-room = { $cell } is in the way of the settings block's new row: clear it or move the block.

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cell (a cell's address, such as B7), $tab (a sheet tab's name).
sheets_settings_written = { $tab }: the settings block written (from { $cell }).

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_settings_unchanged = { $tab }: the settings block already says this; nothing written.

## The command line's help (tiebreak-sheets --help)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the command's description, above its options.
sheets_cli_help_description = Compute tie-breaks for a results sheet in Google Sheets and write them back next to the organiser's data (or to a Standings tab), with each value's explanation as a cell note.

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the subcommand sync.
sheets_cli_help_sync = read the sheet, compute the standings, write them back

# The help of the command tiebreak-sheets (tiebreak-sheets --help): sync's option --live.
sheets_cli_help_sync-live = while a round is in progress, count its finished games too (provisional values, said so in the header notes; default: after the last complete round)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the subcommand watch.
sheets_cli_help_watch = read the sheet every interval and sync whenever the results change, with provisional values while a round is in progress (Ctrl-C stops)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): watch's option --interval.
# Variables: $seconds (a number of seconds).
sheets_cli_help_interval = seconds between two reads of the sheet (default: { $seconds })

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the subcommand report.
sheets_cli_help_report = write the standings page that explains itself (one HTML file) of the sheet; nothing is written in the sheet

# The help of the command tiebreak-sheets (tiebreak-sheets --help): report's option --after-round (K is the metavariable, a round's number).
sheets_cli_help_after-round = the standings as they stood after round K

# The help of the command tiebreak-sheets (tiebreak-sheets --help): report's option --live.
sheets_cli_help_report-live = count the finished games of a round in progress (provisional, said so on the page)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the argument SHEET_URL_OR_KEY.
sheets_cli_help_sheet = the spreadsheet's URL, or its key (the long code in the URL)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --worksheet (a tab of the spreadsheet).
sheets_cli_help_worksheet = results tab (default: the tab in the URL, else the first tab)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --rules.
sheets_cli_help_rules = rule set, e.g. fide-2026 (default: the sheet's Tiebreak settings block, else fide)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --order.
sheets_cli_help_order = tie-break order, e.g. BH-C1,BH,SB (default: the settings block, else the FIDE preset)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --target (its values columns and standings-tab stay as they are).
sheets_cli_help_target = where to write (default: the settings block, else columns beside the player rows, or a Standings tab for a pairings list)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): sync's and watch's option --dry-run.
sheets_cli_help_dry-run = print the exact cells that would change and write nothing

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --lang ($TIEBREAK_LANG, an environment variable, stays as it is; Language is the name of a setting in the sheet).
# Variables: $langs (the language codes).
sheets_cli_help_lang = language of headers, notes and messages when the sheet's settings block has no Language: { $langs } (default: the spreadsheet's locale, else en); this help and the command's own messages: --lang, else $TIEBREAK_LANG, else en

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --credentials ($GOOGLE_APPLICATION_CREDENTIALS, an environment variable, stays as it is).
sheets_cli_help_credentials = service-account key (default: $GOOGLE_APPLICATION_CREDENTIALS)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --oauth.
sheets_cli_help_oauth = sign in with a personal Google account in the browser instead
