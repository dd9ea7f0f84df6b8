### Български (bg): tiebreak compare: standings under two rule sets or orders side by side.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## The table

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
compare_title = { $name }: сравнение след кръг { $round } от { $rounds }

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_tournament = Турнир

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $columns, $order (tie-break codes in order, such as BH-C1, BH).
compare_by-rules = Сравнявани набори правила: { $columns }; ред на показателите: { $order }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $columns, $how, $rules (a rule set's name such as fide-2026 (kept as it is)).
compare_by-orders = Сравнявани редове на показателите по { $rules } ({ $how }): { $columns }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $how, $rules (a rule set's name such as fide-2026 (kept as it is)).
# same-as-english
compare_rules-how = { $rules } ({ $how })

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_column_rank = М.

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $column (a column's name).
compare_column_rank-of = М. ({ $column })

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $code (a tie-break code such as BH (kept as it is)), $column (a column's name).
# same-as-english
compare_column_value-of = { $code } ({ $column })

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_moves = Кой сменя мястото си и защо:

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_no-moves_rules = Никой не сменя мястото си: всички набори правила дават едно и също класиране.

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_no-moves_orders = Никой не сменя мястото си: всички редове на показателите дават едно и също класиране.

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $cause, $id, $player (a player's name), $ranks.
compare_move = { $player } ({ $id }), места { $ranks }: { $cause }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $column (a column's name).
compare_warnings = Предупреждения по { $column }:

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
compare_cause_others = едни и същи стойности по всички набори правила; { $against }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $against.
# same-as-english
compare_cause_order = { $against }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value
# (a number)).
compare_value-under = { $value } по { $rules }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $opponent (an opponent's name), $round (a round number of the tournament).
compare_round_game = кръг { $round }, партия срещу { $opponent }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $round (a round number of the tournament).
compare_round_against = кръг { $round }, { $outcome } срещу { $opponent }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $round (a round
# number of the tournament).
compare_round_unpaired = кръг { $round }, { $outcome }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $round (a round number of the tournament), $treatments.
# same-as-english
compare_round-diff = { $round }: { $treatments }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $article, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
compare_treatment = { $value } по { $rules } ({ $article })

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value
# (a number)).
compare_treatment_no-article = { $value } по { $rules }

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
compare_value_capped = ограничено до { $value }

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_value_nothing = нищо

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $value (a tie-break value (a number)).
compare_value_cut = { $value } [изважда се]

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $deciders, $opponent (an opponent's name).
compare_against = спрямо { $opponent }: { $deciders }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $count (a number choosing the plural form).
compare_more =
    { $count ->
        [one] и още { $count } играч
       *[other] и още { $count } играчи
    }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $code (a tie-break code such as BH (kept as it is)), $column (a column's name), $mine,
# $theirs.
compare_decided = { $code } по { $column } ({ $mine } срещу { $theirs })

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $column (a column's name).
compare_decided_shared = равенство по { $column } (делено място)

## Errors and help

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_too-few-rules = сравнението изисква поне два набора правила, напр. --rules fide-2026,fide-2024

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_too-few-orders = сравнението изисква поне два реда на показателите, напр. --orders BH-C1,BH,SB SB,BH

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_both = сравнявайте няколко набора правила с един ред на показателите или няколко реда с един набор правила, не и двете

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_nothing = посочете наборите правила (--rules fide-2026,fide-2024) или редовете на показателите (--orders BH-C1,BH,SB SB,BH) за сравнение

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $name (a name (a player, team or tournament)), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
compare_error_rules-twice = { $name } отново е наборът правила { $rules }: посочете всеки набор правила само веднъж

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $order (tie-break codes in order, such as BH-C1, BH).
compare_error_order-twice = редът { $order } е посочен два пъти

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_help_compare = турнирът по няколко набора правила или редове на показателите: кой сменя мястото си и защо

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $names.
compare_help_rules = набори правила за сравнение, разделени със запетая ({ $names }); с --orders единственият набор правила

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_help_orders = редове на допълнителните показатели за сравнение, всеки разделен със запетаи

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_help_order = единственият ред на показателите за всички набори правила (по подразбиране: този на турнира)
