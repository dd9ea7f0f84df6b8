### English (en): team standings and their checks.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# Team standings (match points, game points) and their checks.
teamstd_error_same-team = name two different teams

# Team standings (match points, game points) and their checks.
# Variables: $candidates, $query.
teamstd_error_team-ambiguous = several teams match { $query }: { $candidates }

# Team standings (match points, game points) and their checks.
# Variables: $query.
teamstd_error_team-unknown = no team matches { $query }

# Team standings (match points, game points) and their checks.
# Variables: $left (the part before), $right (the part after).
teamstd_slash = { $left }/{ $right }

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $detail, $points
# (a number of points).
teamstd_why_de = Both have { $points }. { $above } is above { $below } by direct encounter ({ $code }): { $detail }.

# Team standings (match points, game points) and their checks.
# a team's why names teams, not players (issue 33)
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $points (a number
# of points), $value_above, $value_below.
teamstd_why_value = Both have { $points }. { $above } is above { $below } on { $code }: { $value_above } against { $value_below }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $earlier, $points
# (a number of points), $value_above, $value_below.
teamstd_why_value-level = Both have { $points } and level on { $earlier }. { $above } is above { $below } on { $code }: { $value_above } against { $value_below }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $points (a number of points), $seed, $value_above, $value_below.
teamstd_why_lots = Both have { $points }. { $above } is above { $below } by drawing of lots (LOTS, seed { $seed }): lot { $value_above } against { $value_below }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $earlier, $points (a number of points), $seed, $value_above,
# $value_below.
teamstd_why_lots-level = Both have { $points } and level on { $earlier }. { $above } is above { $below } by drawing of lots (LOTS, seed { $seed }): lot { $value_above } against { $value_below }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $points (a number of points), $value_above, $value_below.
teamstd_why_manual = Both have { $points }. { $above } is above { $below } by the arbiter's decision (MANUAL): { $value_above } against { $value_below }, the lower first.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $earlier, $points (a number of points), $value_above, $value_below.
teamstd_why_manual-level = Both have { $points } and level on { $earlier }. { $above } is above { $below } by the arbiter's decision (MANUAL): { $value_above } against { $value_below }, the lower first.

# Team standings (match points, game points) and their checks.
teamstd_column_team = Team

# Team standings (match points, game points) and their checks.
# Variables: $how, $order (tie-break codes in order, such as BH-C1, BH), $primary, $rules (a rule
# set's name such as fide-2026 (kept as it is)).
teamstd_rules = Rules: { $rules } ({ $how }); ranked by { $primary }; order: { $order }

# Team standings (match points, game points) and their checks.
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $primary, $rules (a rule set's
# name such as fide-2026 (kept as it is)).
teamstd_rules-markdown = Rules `{ $rules }`, ranked by { $primary }, order { $order }

# Team standings (match points, game points) and their checks.
# Variables: $count (a number choosing the plural form), $score (a score (points)).
teamstd_score = { $count } { $score }

# Team standings (match points, game points) and their checks.
# Variables: $gp, $mp.
teamstd_mp-gp = { $mp } MP, { $gp } GP

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $high, $low, $score (a score (points)).
teamstd_why_score = { $above } is above { $below } on { $score }: { $high } against { $low }.

# Team standings (match points, game points) and their checks.
# Variables: $score (a score (points)), $steps.
teamstd_step_score = { $score } in the matches between them: { $steps }

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group).
teamstd_de_step_level = { $members }: level, not separated

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group).
teamstd_de_step_ordered = { $members }

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group).
teamstd_de_step_none-placed = { $members }: nobody can be placed

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group), $placed.
teamstd_de_step_placed = { $members }: placed { $placed }

# Team standings (match points, game points) and their checks.
# Variables: $above, $stage.
teamstd_step_boards = boards of the matches between them ({ $stage }): { $above } first

# Team standings (match points, game points) and their checks.
# Variables: $stages.
teamstd_step_boards-level = boards of the matches between them ({ $stages }): level

# Team standings (match points, game points) and their checks.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
teamstd_entry_de_forfeit = { $outcome } against { $opponent }: no board played, left out (6.1.1)

# Team standings (match points, game points) and their checks.
# The plain-language sentence for a player (no article numbers).
teamstd_entry_de_forfeit_plain = A match in which no board was played over the board does not count.

# Team standings (match points, game points) and their checks.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teamstd_entry_de_counted = { $outcome } against { $opponent }: { $points } { $score }, counted

# Team standings (match points, game points) and their checks.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $points (a number of points), $score (a score
# (points)).
teamstd_entry_de_counted_plain = Your match against { $opponent } counts: { $points } { $score }.

# Team standings (match points, game points) and their checks.
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $outcome
# (an outcome such as win or forfeit win (another message)), $points (a number of points), $score (a
# score (points)), $share.
teamstd_entry_de_averaged = { $outcome } against { $opponent }: { $points } { $score }, one of { $count } matches, counts { $share } (6.1.2)

# Team standings (match points, game points) and their checks.
# The plain-language sentence for a player (no article numbers).
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $score (a
# score (points)), $share.
teamstd_entry_de_averaged_plain = You met { $opponent } { $count } times; each match counts its share, { $share } { $score }.

# Team standings (match points, game points) and their checks.
# Variables: $preset (a preset's name (kept as it is)).
teamstd_error_team-preset = preset { $preset } is for team events

# Team standings (match points, game points) and their checks.
# Variables: $preset (a preset's name (kept as it is)).
teamstd_error_individual-preset = preset { $preset } is for individual events; team presets: fide-team-swiss, fide-team-round-robin, olympiad, fide-1998-team

# Team standings (match points, game points) and their checks.
teamstd_error_individual-event = --primary, --match-points and --individual need a team event

# Team standings (match points, game points) and their checks.
# Variables: $text.
teamstd_error_match-points = --match-points { $text }: expected W,D,L or W,D,L,PAB, numbers from 0 to 1000 with at most 3 decimals

# Team standings (match points, game points) and their checks.
# Variables: $text.
teamstd_error_primary = --primary { $text }: expected MP or GP

# Team standings (match points, game points) and their checks.
# Variables: $option.
teamstd_error_option = --{ $option } is not available for team standings

# Team standings (match points, game points) and their checks.
teamstd_help_primary = team events: rank by match points (MP) or game points (GP)

# Team standings (match points, game points) and their checks.
teamstd_help_match-points = team events: match points for a match won, drawn, lost and for a team PAB

# Team standings (match points, game points) and their checks.
teamstd_help_individual = team events: the players' own standings (board points, individual order)

# Team standings (match points, game points) and their checks.
teamstd_error_individual-options = --primary and --match-points set how teams are ranked; --individual ranks the players by their board points

# Team standings (match points, game points) and their checks.
# ties left: the primary score (MP or GP) named, not "points"
# Variables: $above, $below, $codes, $rank (a place in the standings), $score (a score (points)).
teamstd_why_shared = { $above } and { $below } are not separated by { $score } or by { $codes }: they share rank { $rank }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $rank (a place in the standings), $score (a score (points)).
teamstd_why_shared-no-order = { $above } and { $below } are not separated by { $score } or by any tie-break: they share rank { $rank }.

# Team standings (match points, game points) and their checks.
# Variables: $codes, $players, $rank (a place in the standings), $score (a score (points)).
teamstd_warning_unbroken-tie = { $players } cannot be separated by { $score } and { $codes }: they share rank { $rank }

# Team standings (match points, game points) and their checks.
# Variables: $players, $rank (a place in the standings), $score (a score (points)).
teamstd_warning_unbroken-tie-no-order = { $players } cannot be separated by { $score } and no tie-break: they share rank { $rank }

# Team standings (match points, game points) and their checks.
# check on a team event in progress: no --live for team standings
# Variables: $after, $count (a number choosing the plural form), $file (a file's name), $games,
# $round (a round number of the tournament).
teamstd_check_pending =
    { $count ->
        [one] { $file }: round { $round } in progress: { $count } game pending of { $games } (information, not an error); the standings count rounds 1 to { $after }
       *[other] { $file }: round { $round } in progress: { $count } games pending of { $games } (information, not an error); the standings count rounds 1 to { $after }
    }
