### Türkçe (tr): tiebreak compare: standings under two rule sets or orders side by side.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## The table

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
compare_title = { $name }: { $round }. tur sonunda karşılaştırma (toplam { $rounds } tur)

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_tournament = Turnuva

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $columns, $order (tie-break codes in order, such as BH-C1, BH).
compare_by-rules = Karşılaştırılan kural setleri: { $columns }; eşitlik bozma sırası: { $order }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $columns, $how, $rules (a rule set's name such as fide-2026 (kept as it is)).
compare_by-orders = { $rules } ({ $how }) kurallarına göre karşılaştırılan eşitlik bozma sıraları: { $columns }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $how, $rules (a rule set's name such as fide-2026 (kept as it is)).
# same-as-english
compare_rules-how = { $rules } ({ $how })

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_column_rank = Sıra

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $column (a column's name).
compare_column_rank-of = Sıra ({ $column })

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $code (a tie-break code such as BH (kept as it is)), $column (a column's name).
# same-as-english
compare_column_value-of = { $code } ({ $column })

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_moves = Kimin sırası değişiyor ve neden:

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_no-moves_rules = Kimsenin sırası değişmiyor: her kural seti aynı sıralamayı veriyor.

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_no-moves_orders = Kimsenin sırası değişmiyor: her eşitlik bozma sırası aynı sıralamayı veriyor.

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $cause, $id, $player (a player's name), $ranks.
compare_move = { $player } ({ $id }), sıralar { $ranks }: { $cause }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $column (a column's name).
compare_warnings = { $column } kurallarına göre uyarılar:

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
compare_cause_others = her kural setinde aynı değerler; { $against }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $against.
# same-as-english
compare_cause_order = { $against }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value
# (a number)).
compare_value-under = { $rules } kurallarına göre { $value }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $opponent (an opponent's name), $round (a round number of the tournament).
compare_round_game = { $round }. tur, { $opponent } ile oynanan oyun

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $round (a round number of the tournament).
compare_round_against = { $round }. tur, { $opponent } karşısında { $outcome }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $round (a round
# number of the tournament).
compare_round_unpaired = { $round }. tur, { $outcome }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $round (a round number of the tournament), $treatments.
# same-as-english
compare_round-diff = { $round }: { $treatments }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $article, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
compare_treatment = { $rules } kurallarına göre { $value } ({ $article })

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value
# (a number)).
compare_treatment_no-article = { $rules } kurallarına göre { $value }

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
compare_value_capped = { $value } ile sınırlı

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_value_nothing = katkı yok

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $value (a tie-break value (a number)).
compare_value_cut = { $value } [atıldı]

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $deciders, $opponent (an opponent's name).
compare_against = { $opponent } karşısında: { $deciders }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $count (a number choosing the plural form).
compare_more =
    { $count ->
        [one] ve { $count } oyuncu daha
       *[other] ve { $count } oyuncu daha
    }

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $code (a tie-break code such as BH (kept as it is)), $column (a column's name), $mine,
# $theirs.
compare_decided = { $column } için { $code } ({ $mine }, rakibin { $theirs })

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $column (a column's name).
compare_decided_shared = { $column } için eşit (sıra paylaşılıyor)

## Errors and help

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_too-few-rules = karşılaştırma için en az iki kural seti gerekir, ör. --rules fide-2026,fide-2024

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_too-few-orders = karşılaştırma için en az iki eşitlik bozma sırası gerekir, ör. --orders BH-C1,BH,SB SB,BH

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_both = ya tek bir eşitlik bozma sırasıyla birkaç kural setini ya da tek bir kural setiyle birkaç sırayı karşılaştırın, ikisini birden değil

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_error_nothing = karşılaştırılacak kural setlerini (--rules fide-2026,fide-2024) ya da eşitlik bozma sıralarını (--orders BH-C1,BH,SB SB,BH) belirtin

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $name (a name (a player, team or tournament)), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
compare_error_rules-twice = { $name } yine { $rules } kural seti: her kural setini bir kez belirtin

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $order (tie-break codes in order, such as BH-C1, BH).
compare_error_order-twice = { $order } sırası iki kez belirtilmiş

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_help_compare = turnuvayı birkaç kural seti ya da eşitlik bozma sırasıyla karşılaştırır: kimin sırası değişiyor ve neden

# tiebreak compare: two rule sets or tie-break orders side by side.
# Variables: $names.
compare_help_rules = karşılaştırılacak kural setleri, virgülle ayrılmış ({ $names }); --orders ile tek kural seti

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_help_orders = karşılaştırılacak eşitlik bozma sıraları, her biri virgülle ayrılmış

# tiebreak compare: two rule sets or tie-break orders side by side.
compare_help_order = her kural setinde kullanılacak tek eşitlik bozma sırası (varsayılan: turnuvanınki)
