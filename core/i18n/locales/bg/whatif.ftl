### Български (bg): tiebreak whatif: what a player needs in the rounds left.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id, $name (a name (a player, team or
# tournament)), $round (a round number of the tournament).
whatif_title = Какво ако: { $name } ({ $id }) на дъска { $board } в кръг { $round }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $absent, $count (a number choosing the plural form).
whatif_games =
    { $count ->
        [one] { $count } сдвоена партия; състезатели без партия: { $absent }
       *[other] { $count } сдвоени партии; състезатели без партия: { $absent }
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
whatif_rules = Правила { $rules }; ред на допълнителните показатели { $order }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form).
whatif_exact =
    { $count ->
        [one] Точно: { $count } комбинация на останалите резултати, всяка класирана
       *[other] Точно: { $count } комбинации на останалите резултати, всяка класирана
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form).
whatif_bounded =
    { $count ->
        [one] Ограничено търсене: 3^{ $count } комбинация на останалите резултати е твърде много; границите само по точки са доказани, останалите са оценки от намерените варианти
       *[other] Ограничено търсене: 3^{ $count } комбинации на останалите резултати са твърде много; границите само по точки са доказани, останалите са оценки от намерените варианти
    }

# tiebreak whatif: what a player needs in the rounds left.
whatif_result_win = Победа

# A drawn game (neither side won), at the start of a sentence.
whatif_result_draw = Реми

# tiebreak whatif: what a player needs in the rounds left.
whatif_result_loss = Загуба

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $points (a number of points), $range, $result.
# same-as-english
whatif_outlook = { $result } ({ $points }): { $range }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $best, $worst.
whatif_range = място от { $best } до { $worst }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $rank (a place in the standings).
whatif_range_one = място { $rank }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $rank (a place in the standings), $reason, $status, $when.
whatif_best = най-добро място { $rank } ({ $status }) { $when }: { $reason }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $rank (a place in the standings), $reason, $status, $when.
whatif_worst = най-лошо място { $rank } ({ $status }) { $when }: { $reason }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $proven, $seconds (a number of seconds).
whatif_stopped = Търсенето спря след { $seconds } s: { $proven } от 6-те края на диапазоните са доказани (отбелязани доказано), останалите са оценки от намерените сценарии

# tiebreak whatif: what a player needs in the rounds left.
whatif_proven = доказано

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $bound.
whatif_estimate_best = оценка; само по точки не по-добро от { $bound }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $bound.
whatif_estimate_worst = оценка; само по точки не по-лошо от { $bound }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $conditions, $share.
whatif_when = само ако { $conditions } ({ $share })

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form), $of.
whatif_share =
    { $count ->
        [one] в { $count } от { $of } комбинации
       *[other] в { $count } от { $of } комбинации
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $conditions.
whatif_example = например ако { $conditions }

# tiebreak whatif: what a player needs in the rounds left.
whatif_any = при всякакви останали резултати

# tiebreak whatif: what a player needs in the rounds left.
whatif_found = в намерения вариант

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $black, $board (a board number of a team match), $results, $white.
whatif_condition = дъска { $board } ({ $white }–{ $black }) завърши { $results }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $points (a number of points).
whatif_by-points = решават точките ({ $points })

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id.
whatif_error_unknown = сдвояване, дъска { $board }: няма състезател { $id }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id.
whatif_error_twice = сдвояване, дъска { $board }: състезател { $id } е сдвоен два пъти

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $board (a board number of a team match), $id.
whatif_error_self = сдвояване, дъска { $board }: състезател { $id } е сдвоен срещу себе си

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $id.
whatif_error_unpaired = състезател { $id } няма партия в даденото сдвояване

# tiebreak whatif: what a player needs in the rounds left.
whatif_error_no-pairings = Въведете сдвояването на следващия кръг: --pairings 12-7,3-5 или --pairings-file PAIRS.csv

# tiebreak whatif: what a player needs in the rounds left.
whatif_error_both-pairings = Въведете сдвояването веднъж: --pairings или --pairings-file, не и двете

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $text, $where.
whatif_error_pairing = { $where }: очаква се двойка стартови номера бели-черни, напр. 12-7, намерено { $text }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $index.
whatif_where_option = --pairings, двойка { $index }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $line (a line number), $path (a file's path).
whatif_where_file = { $path }, ред { $line }

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_command = къде може да завърши състезател след следващия кръг при победа, реми или загуба

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_player = състезателят: стартов номер или име

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_pairings = сдвояването на следващия кръг, стартови номера бели-черни, разделени със запетая (12-7,3-5); състезател, който не е посочен, няма партия

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_pairings-file = сдвояването във файл: по една двойка стартови номера бели,черни (или бели-черни) на ред

## Whatif

# tiebreak whatif: what a player needs in the rounds left.
whatif_help_round = кръгът, за който питате (по подразбиране: текущият кръг, чиито партии без резултат са сдвояването, иначе следващият); по-ранен кръг: както е бил преди него

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $count (a number choosing the plural form), $round (a round number of the tournament).
whatif_finished =
    { $count ->
        [one] { $count } партия от кръг { $round } вече е решена и се брои, както е записана
       *[other] { $count } партии от кръг { $round } вече са решени и се броят, както са записани
    }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $next.
whatif_error_nothing-pending = няма партия без резултат (никой кръг не тече): въведете сдвояването на кръг { $next }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $how.
whatif_error_no-round = няма партия без резултат (никой кръг не тече); { $how }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $round (a round number of the tournament).
whatif_error_in-progress = кръг { $round } тече: сдвояването са партиите му без резултат; не въвеждайте сдвояване

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $round (a round number of the tournament), $rounds (round numbers).
whatif_error_beyond = турнирът има { $rounds } кръга, всички изиграни: сдвояване на кръг { $round } не е част от него

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $next, $round (a round number of the tournament).
whatif_error_pairings-round = даденото сдвояване е на кръг { $next }, следващия, а не на кръг { $round }

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $last, $round (a round number of the tournament).
whatif_error_round = няма кръг { $round }, за който да питате: турнирът има кръгове от 1 до { $last } и следващия с неговото сдвояване

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $pending, $round (a round number of the tournament).
whatif_error_after-pending = кръг { $round } идва след кръг { $pending }, който още тече

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $id, $name (a name (a player, team or tournament)), $outcome (an outcome such as win or
# forfeit win (another message)), $round (a round number of the tournament).
whatif_error_no-game-outcome = { $name } ({ $id }) няма партия за решаване в кръг { $round } (записано: { $outcome })

# tiebreak whatif: what a player needs in the rounds left.
# Variables: $id, $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
whatif_error_no-game = { $name } ({ $id }) няма какво повече да играе в кръг { $round }: резултатът вече е записан

# tiebreak whatif on a team event: the head line naming the team and its match (of several
# boards) in the round asked about.
# Variables: $id, $name (the team), $round (a round number).
whatif_team-title = Какво ако: { $name } ({ $id }), срещата в кръг { $round }

# tiebreak whatif on a team event: how many boards of the round are still being played.
# Variables: $absent (players without a game), $count (boards pending), $round (a round number).
whatif_team-games = Недовършени дъски от кръг { $round }: { $count }; състезатели без партия: { $absent }

# tiebreak whatif on a team event: every result of the pending boards (the team's own among
# them) was ranked.
# Variables: $count (the number of combinations).
whatif_team-exact = Точно: класирана е всяка комбинация на недовършените резултати ({ $count })

# tiebreak whatif on a team event: the pending boards have too many results to rank them all;
# a team's rank has no bound by match points alone (game points decide too).
# Variables: $count (the exponent: boards pending).
whatif_team-bounded = Ограничено търсене: комбинациите на недовършените резултати са твърде много, за да се класират всички (3^{ $count }); класиранията са оценки от намерените варианти

# tiebreak whatif: an end of a range found by a stopped search, with no bound by points
# alone (a team's match).
whatif_estimate = оценка
