### Română (ro): tiebreak compare: standings under two rule sets or orders side by side.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## The table

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
compare_title = { $name }: comparație după runda { $round } din { $rounds }

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_tournament = Turneu

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $columns, $order (tie-break codes in order, such as BH-C1, BH).
compare_by-rules = Regulamente comparate: { $columns }; ordinea de departajare: { $order }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $columns, $how, $rules (a rule set's name such as fide-2026 (kept as it is)).
compare_by-orders = Ordini de departajare comparate conform { $rules } ({ $how }): { $columns }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $how, $rules (a rule set's name such as fide-2026 (kept as it is)).
# same-as-english
compare_rules-how = { $rules } ({ $how })

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_column_rank = Loc

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $column (a column's name).
compare_column_rank-of = Loc ({ $column })

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $code (a tie-break code such as BH (kept as it is)), $column (a column's name).
# same-as-english
compare_column_value-of = { $code } ({ $column })

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_moves = Cine își schimbă locul și de ce:

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_no-moves_rules = Nimeni nu își schimbă locul: toate regulamentele dau același clasament.

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_no-moves_orders = Nimeni nu își schimbă locul: toate ordinile de departajare dau același clasament.

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $cause, $id, $player (a player's name), $ranks.
compare_move = { $player } ({ $id }), locurile { $ranks }: { $cause }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $column (a column's name).
compare_warnings = Avertismente conform { $column }:

## Causes

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $code (a tie-break code such as BH (kept as it is)), $rounds (round numbers), $values.
# same-as-english
compare_cause_own = { $code } { $values } — { $rounds }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $code (a tie-break code such as BH (kept as it is)), $values.
# same-as-english
compare_cause_own-value = { $code } { $values }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $against.
compare_cause_others = aceleași valori conform tuturor regulamentelor; { $against }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $against.
# same-as-english
compare_cause_order = { $against }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value
# (a number)).
compare_value-under = { $value } conform { $rules }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $opponent (an opponent's name), $round (a round number of the tournament).
compare_round_game = runda { $round }, partidă cu { $opponent }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $round (a round number of the tournament).
compare_round_against = runda { $round }, { $outcome }, adversar { $opponent }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $round (a round
# number of the tournament).
compare_round_unpaired = runda { $round }, { $outcome }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $round (a round number of the tournament), $treatments.
# same-as-english
compare_round-diff = { $round }: { $treatments }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $article, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
compare_treatment = { $value } conform { $rules } ({ $article })

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value
# (a number)).
compare_treatment_no-article = { $value } conform { $rules }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $left (the part before), $right (the part after).
# same-as-english
compare_also = { $left }/{ $right }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $value (a tie-break value (a number)).
# same-as-english
compare_value = { $value }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $value (a tie-break value (a number)).
compare_value_capped = limitat la { $value }

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_value_nothing = nimic

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $value (a tie-break value (a number)).
compare_value_cut = { $value } [eliminat]

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $deciders, $opponent (an opponent's name).
compare_against = față de { $opponent }: { $deciders }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $count (a number choosing the plural form).
compare_more =
    { $count ->
        [one] și încă { $count } jucător
        [few] și încă { $count } jucători
       *[other] și încă { $count } de jucători
    }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $code (a tie-break code such as BH (kept as it is)), $column (a column's name), $mine,
# $theirs.
compare_decided = { $code } conform { $column } ({ $mine } față de { $theirs })

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $column (a column's name).
compare_decided_shared = egalitate conform { $column } (loc împărțit)

## Errors and help

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_too-few-rules = comparația necesită cel puțin două regulamente, de ex. --rules fide-2026,fide-2024

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_too-few-orders = comparația necesită cel puțin două ordini de departajare, de ex. --orders BH-C1,BH,SB SB,BH

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_both = comparați fie mai multe regulamente cu o singură ordine de departajare, fie mai multe ordini cu un singur regulament, nu ambele

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_nothing = indicați regulamentele (--rules fide-2026,fide-2024) sau ordinile de departajare (--orders BH-C1,BH,SB SB,BH) de comparat

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $name (a name (a player, team or tournament)), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
compare_error_rules-twice = { $name } este din nou regulamentul { $rules }: indicați fiecare regulament o singură dată

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $order (tie-break codes in order, such as BH-C1, BH).
compare_error_order-twice = ordinea { $order } este indicată de două ori

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_help_compare = turneul conform mai multor regulamente sau ordini de departajare: cine își schimbă locul și de ce

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $names.
compare_help_rules = regulamentele de comparat, separate prin virgulă ({ $names }); cu --orders, singurul regulament

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_help_orders = ordinile de departajare de comparat, fiecare separată prin virgule

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_help_order = singura ordine de departajare pentru toate regulamentele (implicit: cea a turneului)
