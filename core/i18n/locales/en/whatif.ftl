### English (en): tiebreak whatif: what a player needs in the rounds left.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id, $name (a name (a player, team or
# tournament)), $round (a round number of the tournament).
whatif_title = What if: { $name } ({ $id }) on board { $board } of round { $round }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $absent, $count (a number choosing the plural form).
whatif_games =
    { $count ->
        [one] { $count } game paired; players without a game: { $absent }
       *[other] { $count } games paired; players without a game: { $absent }
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
whatif_rules = Rules { $rules }; order { $order }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form).
whatif_exact =
    { $count ->
        [one] Exact: { $count } combination of the other results, every one ranked
       *[other] Exact: { $count } combinations of the other results, every one ranked
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form).
whatif_bounded =
    { $count ->
        [one] Bounded search: 3^{ $count } combination of the other results is too many to rank; bounds by points alone are proven, the rest are estimates from the scenarios found
       *[other] Bounded search: 3^{ $count } combinations of the other results are too many to rank; bounds by points alone are proven, the rest are estimates from the scenarios found
    }

# tiebreak whatif: what a player needs in the rounds left.
whatif_result_win = A win

# A drawn game (neither side won), at the start of a sentence.
whatif_result_draw = A draw

# tiebreak whatif: what a player needs in the rounds left.
whatif_result_loss = A loss

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $points (a number of points), $range, $result.
whatif_outlook = { $result } ({ $points }): { $range }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $best, $worst.
whatif_range = rank { $best } to { $worst }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $rank (a place in the standings).
whatif_range_one = rank { $rank }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $rank (a place in the standings), $reason, $status, $when.
whatif_best = best rank { $rank } ({ $status }) { $when }: { $reason }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $rank (a place in the standings), $reason, $status, $when.
whatif_worst = worst rank { $rank } ({ $status }) { $when }: { $reason }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $proven, $seconds (a number of seconds).
whatif_stopped = Search stopped after { $seconds } s: { $proven } of the 6 ends of the ranges are proven (marked proven), the others are estimates from the scenarios found

# tiebreak whatif: what a player needs in the rounds left.
whatif_proven = proven

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $bound.
whatif_estimate_best = estimate; by points alone no better than { $bound }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $bound.
whatif_estimate_worst = estimate; by points alone no worse than { $bound }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $conditions, $share.
whatif_when = only if { $conditions } ({ $share })

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form), $of.
whatif_share =
    { $count ->
        [one] in { $count } of { $of } combinations
       *[other] in { $count } of { $of } combinations
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $conditions.
whatif_example = for instance if { $conditions }

# tiebreak whatif: what a player needs in the rounds left.
whatif_any = whatever the other results

# tiebreak whatif: what a player needs in the rounds left.
whatif_found = in the scenario found

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $black, $board (a board number of a team match), $results, $white.
whatif_condition = board { $board } ({ $white }–{ $black }) ends { $results }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $points (a number of points).
whatif_by-points = decided by points ({ $points })

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id.
whatif_error_unknown = pairings, board { $board }: there is no player { $id }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id.
whatif_error_twice = pairings, board { $board }: player { $id } is paired twice

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id.
whatif_error_self = pairings, board { $board }: player { $id } is paired against themselves

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $id.
whatif_error_unpaired = player { $id } has no game in the pairings given

# tiebreak whatif: what a player needs in the rounds left.
whatif_error_no-pairings = give the next round's pairings: --pairings 12-7,3-5 or --pairings-file PAIRS.csv

# tiebreak whatif: what a player needs in the rounds left.
whatif_error_both-pairings = give the pairings once: --pairings or --pairings-file, not both

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $text, $where.
whatif_error_pairing = { $where }: expected a pairing of white-black starting numbers such as 12-7, found { $text }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $index.
whatif_where_option = --pairings, pairing { $index }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $line (a line number), $path (a file's path).
whatif_where_file = { $path }, line { $line }

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_command = where a player can finish after the next round, for a win, a draw or a loss

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_player = the player: starting number or name

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_pairings = the next round's pairings, white-black starting numbers, comma-separated (12-7,3-5); a player not listed has no game

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_pairings-file = the pairings in a file: one white,black (or white-black) pair of starting numbers a line

## Whatif

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_round = the round to ask about (default: the round in progress, its pending games the pairings, else the next one); an earlier round as it stood before it

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form), $round (a round number of the tournament).
whatif_finished =
    { $count ->
        [one] { $count } game of round { $round } is decided already and counts as recorded
       *[other] { $count } games of round { $round } are decided already and count as recorded
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $next.
whatif_error_nothing-pending = no game is pending (no round in progress): give the pairings of round { $next }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $how.
whatif_error_no-round = no game is pending (no round in progress); { $how }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $round (a round number of the tournament).
whatif_error_in-progress = round { $round } is in progress: its pending games are the pairings; leave the pairings out

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $round (a round number of the tournament), $rounds (round numbers).
whatif_error_beyond = the event has { $rounds } rounds, all played: pairings of round { $round } are not part of it

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $next, $round (a round number of the tournament).
whatif_error_pairings-round = the pairings given are those of round { $next }, the next one, not of round { $round }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $last, $round (a round number of the tournament).
whatif_error_round = there is no round { $round } to ask about: the event has rounds 1 to { $last }, and the next one with its pairings

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $pending, $round (a round number of the tournament).
whatif_error_after-pending = round { $round } comes after round { $pending }, which is still in progress

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $id, $name (a name (a player, team or tournament)), $outcome (an outcome such as win or
# forfeit win (another message)), $round (a round number of the tournament).
whatif_error_no-game-outcome = { $name } ({ $id }) has no game to decide in round { $round } (recorded: { $outcome })

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $id, $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
whatif_error_no-game = { $name } ({ $id }) has no game left to play in round { $round }: the result is in already

# tiebreak whatif on a team event: the head line naming the team and its match (of several
# boards) in the round asked about.
# Variables: $id, $name (the team), $round (a round number).
whatif_team-title = What if: { $name } ({ $id }), its match of round { $round }

# tiebreak whatif on a team event: how many boards of the round are still being played.
# Variables: $absent (players without a game), $count (boards pending), $round (a round number).
whatif_team-games = Boards of round { $round } still pending: { $count }; players without a game: { $absent }

# tiebreak whatif on a team event: every result of the pending boards (the team's own among
# them) was ranked.
# Variables: $count (the number of combinations).
whatif_team-exact = Exact: every combination of the pending results ranked ({ $count })

# tiebreak whatif on a team event: the pending boards have too many results to rank them all;
# a team's rank has no bound by match points alone (game points decide too).
# Variables: $count (the exponent: boards pending).
whatif_team-bounded = Bounded search: too many combinations of the pending results to rank them all (3^{ $count }); the ranks are estimates from the scenarios found

# tiebreak whatif: an end of a range found by a stopped search, with no bound by points
# alone (a team's match).
whatif_estimate = estimate
