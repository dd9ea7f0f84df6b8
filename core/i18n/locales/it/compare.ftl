### Italiano (it): tiebreak compare: standings under two rule sets or orders side by side.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## The table

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
compare_title = { $name }: confronto dopo il turno { $round } di { $rounds }

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_tournament = Torneo

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $columns, $order (tie-break codes in order, such as BH-C1, BH).
compare_by-rules = Regolamenti confrontati: { $columns }; ordine degli spareggi: { $order }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $columns, $how, $rules (a rule set's name such as fide-2026 (kept as it is)).
compare_by-orders = Ordini degli spareggi confrontati secondo { $rules } ({ $how }): { $columns }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $how, $rules (a rule set's name such as fide-2026 (kept as it is)).
# same-as-english
compare_rules-how = { $rules } ({ $how })

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_column_rank = Pos.

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $column (a column's name).
compare_column_rank-of = Pos. ({ $column })

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $code (a tie-break code such as BH (kept as it is)), $column (a column's name).
# same-as-english
compare_column_value-of = { $code } ({ $column })

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_moves = Chi cambia posizione e perché:

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_no-moves_rules = Nessuno cambia posizione: tutti i regolamenti danno la stessa classifica.

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_no-moves_orders = Nessuno cambia posizione: tutti gli ordini degli spareggi danno la stessa classifica.

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $cause, $id, $player (a player's name), $ranks.
compare_move = { $player } ({ $id }), posizioni { $ranks }: { $cause }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $column (a column's name).
compare_warnings = Avvertenze secondo { $column }:

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
compare_cause_others = stessi valori con ogni regolamento; { $against }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $against.
# same-as-english
compare_cause_order = { $against }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value
# (a number)).
compare_value-under = { $value } secondo { $rules }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $opponent (an opponent's name), $round (a round number of the tournament).
compare_round_game = turno { $round }, partita contro { $opponent }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $round (a round number of the tournament).
compare_round_against = turno { $round }, { $outcome } contro { $opponent }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $round (a round
# number of the tournament).
compare_round_unpaired = turno { $round }, { $outcome }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $round (a round number of the tournament), $treatments.
# same-as-english
compare_round-diff = { $round }: { $treatments }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $article, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
compare_treatment = { $value } secondo { $rules } ({ $article })

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value
# (a number)).
compare_treatment_no-article = { $value } secondo { $rules }

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
compare_value_capped = limitato a { $value }

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_value_nothing = niente

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $value (a tie-break value (a number)).
compare_value_cut = { $value } [scartato]

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $deciders, $opponent (an opponent's name).
compare_against = rispetto a { $opponent }: { $deciders }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $count (a number choosing the plural form).
compare_more =
    { $count ->
        [one] e { $count } altro giocatore
        [many] e { $count } altri giocatori
       *[other] e { $count } altri giocatori
    }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $code (a tie-break code such as BH (kept as it is)), $column (a column's name), $mine,
# $theirs.
compare_decided = { $code } secondo { $column } ({ $mine } contro { $theirs })

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $column (a column's name).
compare_decided_shared = alla pari secondo { $column } (ex aequo)

## Errors and help

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_too-few-rules = il confronto richiede almeno due regolamenti, ad es. --rules fide-2026,fide-2024

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_too-few-orders = il confronto richiede almeno due ordini degli spareggi, ad es. --orders BH-C1,BH,SB SB,BH

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_both = confrontare più regolamenti con un solo ordine degli spareggi, oppure più ordini con un solo regolamento, non entrambi

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_nothing = indicare i regolamenti (--rules fide-2026,fide-2024) o gli ordini degli spareggi (--orders BH-C1,BH,SB SB,BH) da confrontare

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $name (a name (a player, team or tournament)), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
compare_error_rules-twice = { $name } è di nuovo il regolamento { $rules }: indicare ogni regolamento una sola volta

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $order (tie-break codes in order, such as BH-C1, BH).
compare_error_order-twice = l'ordine { $order } è indicato due volte

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_help_compare = il torneo secondo più regolamenti o ordini degli spareggi: chi cambia posizione e perché

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $names.
compare_help_rules = regolamenti da confrontare, separati da virgole ({ $names }); con --orders, l'unico regolamento

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_help_orders = ordini degli spareggi da confrontare, ciascuno separato da virgole

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_help_order = l'unico ordine degli spareggi per tutti i regolamenti (predefinito: quello del torneo)
