### English (en): tiebreak compare: standings under two rule sets or orders side by side.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## The table

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
compare_title = { $name }: comparison after round { $round } of { $rounds }

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_tournament = Tournament

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $columns, $order (tie-break codes in order, such as BH-C1, BH).
compare_by-rules = Rule sets compared: { $columns }; order: { $order }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $columns, $how, $rules (a rule set's name such as fide-2026 (kept as it is)).
compare_by-orders = Orders compared under { $rules } ({ $how }): { $columns }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $how, $rules (a rule set's name such as fide-2026 (kept as it is)).
compare_rules-how = { $rules } ({ $how })

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_column_rank = Rk

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $column (a column's name).
compare_column_rank-of = Rk ({ $column })

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $code (a tie-break code such as BH (kept as it is)), $column (a column's name).
compare_column_value-of = { $code } ({ $column })

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_moves = Who moves, and why:

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_no-moves_rules = Nobody moves: every rule set gives the same ranking.

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_no-moves_orders = Nobody moves: every order gives the same ranking.

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $cause, $id, $player (a player's name), $ranks.
compare_move = { $player } ({ $id }), ranks { $ranks }: { $cause }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $column (a column's name).
compare_warnings = Warnings under { $column }:

## Causes

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $code (a tie-break code such as BH (kept as it is)), $rounds (round numbers), $values.
compare_cause_own = { $code } { $values } — { $rounds }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $code (a tie-break code such as BH (kept as it is)), $values.
compare_cause_own-value = { $code } { $values }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $against.
compare_cause_others = same values under every rule set; { $against }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $against.
compare_cause_order = { $against }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value
# (a number)).
compare_value-under = { $value } under { $rules }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $opponent (an opponent's name), $round (a round number of the tournament).
compare_round_game = round { $round }, game against { $opponent }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $round (a round number of the tournament).
compare_round_against = round { $round }, { $outcome } against { $opponent }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $round (a round
# number of the tournament).
compare_round_unpaired = round { $round }, { $outcome }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $round (a round number of the tournament), $treatments.
compare_round-diff = { $round }: { $treatments }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $article, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
compare_treatment = { $value } under { $rules } ({ $article })

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value
# (a number)).
compare_treatment_no-article = { $value } under { $rules }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $left (the part before), $right (the part after).
compare_also = { $left }/{ $right }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $value (a tie-break value (a number)).
compare_value = { $value }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $value (a tie-break value (a number)).
compare_value_capped = capped at { $value }

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_value_nothing = nothing

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $value (a tie-break value (a number)).
compare_value_cut = { $value } [cut]

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $deciders, $opponent (an opponent's name).
compare_against = against { $opponent }: { $deciders }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $count (a number choosing the plural form).
compare_more =
    { $count ->
        [one] and { $count } other player
       *[other] and { $count } other players
    }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $code (a tie-break code such as BH (kept as it is)), $column (a column's name), $mine,
# $theirs.
compare_decided = { $code } under { $column } ({ $mine } against { $theirs })

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $column (a column's name).
compare_decided_shared = level under { $column } (shared rank)

## Errors and help

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_too-few-rules = compare needs at least two rule sets, e.g. --rules fide-2026,fide-2024

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_too-few-orders = compare needs at least two orders, e.g. --orders BH-C1,BH,SB SB,BH

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_both = compare several rule sets under one order, or several orders under one rule set, not both

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_nothing = name the rule sets (--rules fide-2026,fide-2024) or the orders (--orders BH-C1,BH,SB SB,BH) to compare

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $name (a name (a player, team or tournament)), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
compare_error_rules-twice = { $name } is the rule set { $rules } once more: name each rule set once

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $order (tie-break codes in order, such as BH-C1, BH).
compare_error_order-twice = the order { $order } is named twice

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_help_compare = the event under several rule sets or orders: who moves, and why

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $names.
compare_help_rules = rule sets to compare, comma-separated ({ $names }); with --orders, the one rule set

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_help_orders = tie-break orders to compare, each comma-separated

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_help_order = the one order under every rule set (default: the event's)
