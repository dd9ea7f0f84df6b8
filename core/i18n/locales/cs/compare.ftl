### Čeština (cs): tiebreak compare: standings under two rule sets or orders side by side.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## The table

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
compare_title = { $name }: srovnání po kole { $round }/{ $rounds }

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_tournament = Turnaj

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $columns, $order (tie-break codes in order, such as BH-C1, BH).
compare_by-rules = Srovnávané sady pravidel: { $columns }; pomocná hodnocení: { $order }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $columns, $how, $rules (a rule set's name such as fide-2026 (kept as it is)).
compare_by-orders = Srovnávaná pořadí pomocných hodnocení podle pravidel { $rules } ({ $how }): { $columns }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $how, $rules (a rule set's name such as fide-2026 (kept as it is)).
# same-as-english
compare_rules-how = { $rules } ({ $how })

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_column_rank = Poř.

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $column (a column's name).
compare_column_rank-of = Poř. ({ $column })

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $code (a tie-break code such as BH (kept as it is)), $column (a column's name).
# same-as-english
compare_column_value-of = { $code } ({ $column })

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_moves = Kdo se posune a proč:

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_no-moves_rules = Nikdo se neposune: všechny sady pravidel dávají stejné pořadí.

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_no-moves_orders = Nikdo se neposune: všechna pořadí pomocných hodnocení dávají stejné pořadí.

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $cause, $id, $player (a player's name), $ranks.
compare_move = { $player } ({ $id }), místa { $ranks }: { $cause }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $column (a column's name).
compare_warnings = Varování podle { $column }:

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
compare_cause_others = stejné hodnoty podle všech sad pravidel; { $against }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $against.
# same-as-english
compare_cause_order = { $against }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value
# (a number)).
compare_value-under = { $value } podle { $rules }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $opponent (an opponent's name), $round (a round number of the tournament).
compare_round_game = kolo { $round }, partie proti soupeři { $opponent }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $round (a round number of the tournament).
compare_round_against = kolo { $round }, { $outcome } proti soupeři { $opponent }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $round (a round
# number of the tournament).
compare_round_unpaired = kolo { $round }, { $outcome }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $round (a round number of the tournament), $treatments.
# same-as-english
compare_round-diff = { $round }: { $treatments }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $article, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
compare_treatment = { $value } podle { $rules } ({ $article })

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value
# (a number)).
compare_treatment_no-article = { $value } podle { $rules }

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
compare_value_capped = omezeno na { $value }

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_value_nothing = nic

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $value (a tie-break value (a number)).
compare_value_cut = { $value } [ořez]

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $deciders, $opponent (an opponent's name).
compare_against = vůči hráči { $opponent }: { $deciders }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $count (a number choosing the plural form).
compare_more =
    { $count ->
        [one] a { $count } další hráč
        [few] a { $count } další hráči
        [many] a { $count } dalšího hráče
       *[other] a { $count } dalších hráčů
    }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $code (a tie-break code such as BH (kept as it is)), $column (a column's name), $mine,
# $theirs.
compare_decided = { $code } podle { $column } ({ $mine } proti { $theirs })

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $column (a column's name).
compare_decided_shared = shoda podle { $column } (dělené místo)

## Errors and help

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_too-few-rules = srovnání potřebuje alespoň dvě sady pravidel, např. --rules fide-2026,fide-2024

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_too-few-orders = srovnání potřebuje alespoň dvě pořadí pomocných hodnocení, např. --orders BH-C1,BH,SB SB,BH

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_both = srovnávejte buď několik sad pravidel s jedním pořadím pomocných hodnocení, nebo několik pořadí s jednou sadou pravidel, ne obojí

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_nothing = zadejte sady pravidel (--rules fide-2026,fide-2024) nebo pořadí pomocných hodnocení (--orders BH-C1,BH,SB SB,BH), která se mají srovnat

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $name (a name (a player, team or tournament)), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
compare_error_rules-twice = { $name } je opět sada pravidel { $rules }: zadejte každou sadu pravidel jen jednou

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $order (tie-break codes in order, such as BH-C1, BH).
compare_error_order-twice = pořadí { $order } je zadáno dvakrát

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_help_compare = turnaj podle několika sad pravidel nebo pořadí pomocných hodnocení: kdo se posune a proč

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $names.
compare_help_rules = sady pravidel ke srovnání, oddělené čárkou ({ $names }); s --orders jediná sada pravidel

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_help_orders = pořadí pomocných hodnocení ke srovnání, každé oddělené čárkami

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_help_order = jediné pořadí pomocných hodnocení pro všechny sady pravidel (výchozí: pořadí turnaje)
