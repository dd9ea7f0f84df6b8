### English (en): the engine's words: tie-break names, explanations, summaries, warnings, the command line.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## Words used inside other messages

# Points a player scored (a score such as 1½ or 2,5); $count may be a decimal: give the plural form
# for decimals ([many] in Czech, [few] in Romanian).
# Variables: $count (a number choosing the plural form).
points =
    { $count ->
        [one] { $count } point
       *[other] { $count } points
    }

# Two items of a list joined; $left and $right are the items.
# Variables: $left (the part before), $right (the part after).
join_semicolon = { $left }; { $right }

# The outcome of one game or round for a player, used inside other sentences.
outcome_win = win

# A drawn game (neither side won), not drawing lots or a picture.
outcome_draw = draw

# The outcome of one game or round for a player, used inside other sentences.
outcome_loss = loss

# The outcome of one game or round for a player, used inside other sentences.
outcome_forfeit-win = forfeit win

# The outcome of one game or round for a player, used inside other sentences.
outcome_forfeit-loss = forfeit loss

# The pairing-allocated bye: the player had no opponent in a round and got points.
outcome_pab = pairing-allocated bye

# The outcome of one game or round for a player, used inside other sentences.
outcome_full-bye = full-point bye

# The outcome of one game or round for a player, used inside other sentences.
outcome_half-bye = half-point bye

# The outcome of one game or round for a player, used inside other sentences.
outcome_zero-bye = zero-point bye

# The outcome of one game or round for a player, used inside other sentences.
outcome_absent = absence

# A kind of game or bye, used inside other sentences.
kind_played = played

# A kind of game or bye, used inside other sentences.
kind_forfeit-win = forfeit win

# A kind of game or bye, used inside other sentences.
kind_forfeit-loss = forfeit loss

# A kind of game or bye, used inside other sentences.
kind_pab = pairing-allocated bye

# A kind of game or bye, used inside other sentences.
kind_full-bye = full-point bye

# A kind of game or bye, used inside other sentences.
kind_half-bye = half-point bye

# A kind of game or bye, used inside other sentences.
kind_zero-bye = zero-point bye

# The player was not paired in the round (absent), no points.
kind_absent = not paired

## Tie-break names (glossary.md 1)

# Buchholz: a tie-break named after a person; most languages keep the name.
tb_BH = Buchholz

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_FB = Fore Buchholz

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_AOB = Average of opponents' Buchholz

# Sonneborn-Berger: a tie-break named after two people; usually kept.
tb_SB = Sonneborn-Berger

# Koya: a tie-break named after a person; usually kept.
tb_KS = Koya system

# Progressive score: the sum of the running score after each round.
tb_PS = Progressive scores (cumulative)

# Direct encounter: the games between the tied players themselves.
tb_DE = Direct encounter

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_WIN = Number of wins

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_WON = Number of games won over the board

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_BPG = Number of games played with Black

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_BWG = Number of games won with Black

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_REP = Rounds one elected to play

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_STD = Standard points

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_TPN = Tournament pairing number

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_ARO = Average rating of opponents

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_TPR = Tournament performance rating

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_PTP = Perfect tournament performance

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_APRO = Average performance rating of opponents

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_APPO = Average perfect performance of opponents

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_RTNG = Rating

# Median Buchholz: "median" of the statistics sense, the highest and lowest dropped.
tb_MM = Modified median

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_SOLKOFF = Solkoff

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_CUM = Cumulative (US Chess)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_COO = Cumulative of opposition

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_KASHDAN = Kashdan

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_SBH = Sum of opponents' Buchholz

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_RBH = Points times Buchholz

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_RANKRES = Results against opponents in ranking order

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $code (a tie-break code such as BH (kept as it is)), $name (a name (a player, team or
# tournament)).
tb_named = { $name } ({ $code })

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $count (a number choosing the plural form), $name (a name (a player, team or
# tournament)).
tb_cut = { $name } Cut-{ $count }

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $count (a number choosing the plural form), $name (a name (a player, team or
# tournament)).
tb_median = { $name } Median-{ $count }

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $limit (a limit (a number)), $name (a name (a player, team or tournament)).
tb_limit = { $name } (limit { $limit })

## Citations that are names rather than article numbers

# How a rule is cited in an explanation (a rulebook or article).
# Variables: $articles.
cite_fide = FIDE C.07 { $articles }

# How a rule is cited in an explanation (a rulebook or article).
# Variables: $articles.
cite_us-chess = US Chess { $articles }

# How a rule is cited in an explanation (a rulebook or article).
# Variables: $articles.
cite_cas = ČAS rule { $articles }

# How a rule is cited in an explanation (a rulebook or article).
# Variables: $articles.
cite_italian = Italian criterion { $articles }

# How a rule is cited in an explanation (a rulebook or article).
cite_fide-2009 = FIDE 2009 virtual opponent

# How a rule is cited in an explanation (a rulebook or article).
cite_pab-no-sb = variant pab-no-sb

# How a rule is cited in an explanation (a rulebook or article).
cite_sum-of-buchholz = sum of Buchholz

# How a rule is cited in an explanation (a rulebook or article).
cite_naive = naive (Buchholz 97)

# How a rule is cited in an explanation (a rulebook or article).
cite_played-only = played-only

## How the rule set was chosen

# How the rule set applied was chosen, one line of the output.
# Variables: $date (a date, 2026-09-05).
rules_how_by-date = chosen by the start date { $date }

# How the rule set applied was chosen, one line of the output.
rules_how_no-date = no start date, so the current edition

# How the rule set applied was chosen, one line of the output.
rules_how_given = given explicitly

# How the rule set applied was chosen, one line of the output.
# Variables: $preset (a preset's name (kept as it is)).
rules_how_preset = chosen by the preset { $preset }

## Explanation items: the arbiter's detail, then the plain sentence

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it).
entry_game =
    { $count ->
        [one] { $opponent }: { $raw } point
       *[other] { $opponent }: { $raw } points
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it).
entry_game_plain =
    { $count ->
        [one] { $opponent } scored { $raw } point.
       *[other] { $opponent } scored { $raw } points.
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $rounds
# (round numbers), $seen (the value the rule counts), $why (the reason, another message).
entry_game-adjusted =
    { $count ->
        [one] { $opponent } scored { $raw }, counts { $seen } (round { $rounds } counted differently, { $why })
       *[other] { $opponent } scored { $raw }, counts { $seen } (rounds { $rounds } counted differently, { $why })
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $rounds
# (round numbers), $seen (the value the rule counts).
entry_game-adjusted_plain =
    { $count ->
        [one] { $opponent } scored { $raw } but counts as { $seen }: round { $rounds } of { $opponent } was not played and counts differently.
       *[other] { $opponent } scored { $raw } but counts as { $seen }: rounds { $rounds } of { $opponent } were not played and count differently.
    }

# Why one player is ranked above another (a sentence of the answer).
why_fide-16_3_2 = 16.3.2

# Why one player is ranked above another (a sentence of the answer).
why_unplayed-draws = unplayed rounds count as draws

# Why one player is ranked above another (a sentence of the answer).
why_uscf-34e = unplayed rounds count ½, 34E

# Why one player is ranked above another (a sentence of the answer).
why_cas-unpaired = unpaired rounds count ½

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $value (a tie-break value (a number)).
entry_rr-forfeit = { $outcome } in a round robin counts as a game against { $opponent }: { $value } (15.2)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
entry_rr-forfeit_plain = In a round robin your { $outcome } still counts as a game against { $opponent }.

# One line of a tie-break's explanation: how one round or opponent counts.
entry_rr-free = free round of the round robin: adds nothing (15.2)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_rr-free_plain = The round in which the round robin had no opponent for you adds nothing.

# One line of a tie-break's explanation: how one round or opponent counts.
entry_rr-free-noarticle = free round of the round robin: adds nothing

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_rr-free-noarticle_plain = The round in which the round robin had no opponent for you adds nothing.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own.
entry_dummy = { $outcome }: dummy opponent with your own score { $own } (16.4)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own.
entry_dummy_plain = Your { $outcome } counts as a game against an opponent with your own score, { $own }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own.
entry_dummy-against = { $outcome } against { $opponent }: dummy opponent with your own score { $own } (16.4)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own.
entry_dummy-against_plain = Your { $outcome } against { $opponent } counts as a game against an opponent with your own score, { $own }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $value (a tie-break value (a number)).
entry_dummy-cap-opponent = { $outcome } against { $opponent }: dummy opponent with your own score { $own }, capped at { $opponent }'s adjusted score { $value } (16.4.1)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $value (a tie-break value (a number)).
entry_dummy-cap-opponent_plain = Your { $outcome } against { $opponent } counts as a game against an opponent with your own score, { $own }, but no more than { $opponent }'s score, { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
entry_dummy-cap-rounds = { $outcome }: { $rules } counts a dummy opponent with your own score { $own }, capped at { $draw } × { $rounds } rounds = { $value } (16.4.2)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $value (a tie-break value (a number)).
entry_dummy-cap-rounds_plain = Your { $outcome } counts as a game against an opponent with your own score, { $own }, but no more than a draw in every round: { $draw } × { $rounds } = { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $before, $count (a number choosing the plural form), $draw, $outcome (an outcome such
# as win or forfeit win (another message)), $reverse, $value (a tie-break value (a number)).
entry_virtual =
    { $count ->
        [one] { $outcome }: virtual opponent starts with your score before the round { $before }, takes the reverse result { $reverse } and draws the { $count } later round ({ $draw } × { $count }) = { $value }
       *[other] { $outcome }: virtual opponent starts with your score before the round { $before }, takes the reverse result { $reverse } and draws the { $count } later rounds ({ $draw } × { $count }) = { $value }
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $before, $outcome (an outcome such as win or forfeit win (another message)), $reverse,
# $value (a tie-break value (a number)).
entry_virtual_plain = Your { $outcome } counts as a game against an imagined opponent: your score before that round ({ $before }), plus the result opposite to yours ({ $reverse }), plus a draw in each later round: { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_uscf-own-zero = { $outcome }: your own unplayed round counts 0 under US Chess 34E

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_uscf-own-zero_plain = Your own { $outcome } adds nothing under the US Chess rules.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $game, $outcome (an outcome such as win or forfeit win (another message)).
entry_cas-forfeit-paired = { $outcome }, still paired: { $game }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_cas-forfeit-paired_plain = Your { $outcome } still counts as a game against the opponent you were paired with.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $rounds
# (round numbers), $value (a tie-break value (a number)).
entry_cas-unpaired = { $outcome }: not paired against a real opponent, counts { $draw } × { $rounds } rounds = { $value }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $value (a tie-break value (a number)).
entry_cas-unpaired_plain = A round without a real opponent counts as an opponent who drew every round: { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_naive =
    { $count ->
        [one] { $opponent }: { $value } point as recorded
       *[other] { $opponent }: { $value } points as recorded
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_naive_plain = { $opponent } scored { $value }, counted as recorded.

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_played-only =
    { $count ->
        [one] { $opponent }: { $value } point
       *[other] { $opponent }: { $value } points
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_played-only_plain = { $opponent } scored { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $game, $outcome (an outcome such as win or forfeit win (another message)).
entry_forfeit-as-game = { $outcome } counted as a game: { $game }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_forfeit-as-game_plain = Your { $outcome } is counted as if the game had been played.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_naive = { $outcome }: adds nothing under Buchholz 97

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_naive_plain = Your { $outcome } adds nothing.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_played-only = { $outcome }: not a game over the board, adds nothing

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_played-only_plain = Your { $outcome } was not played over the board, so it adds nothing.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# Variables: $amount, $factor.
mod_sb-factor = × { $factor } for your result = { $amount }

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
# Variables: $amount, $factor.
mod_sb-factor_plain = For Sonneborn-Berger it is multiplied by your result in that round ({ $factor }): { $amount }.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_low = cut: lowest value

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_low_plain = It is the lowest value, so it is left out.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_lowest-opponent = cut: lowest-scoring opponent (14.1.1)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_lowest-opponent_plain = It is the opponent with the lowest score, so it is left out.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_vur = cut first: voluntarily unplayed round (16.5)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_vur_plain = It is left out first, because it is a round you did not play (a bye you asked for, an absence or a forfeit loss).

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_high = cut: highest value (median)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_high_plain = It is the highest value, so it is left out.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_first-round = cut: first round

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_first-round_plain = The first round is left out.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_lowest-rating = cut: lowest rating

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_lowest-rating_plain = It is the lowest rating, so it is left out.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_fore-assumed = final round assumed drawn (8.3)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_fore-assumed_plain = For this tie-break the last round counts as a draw.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_yes = { $outcome }: counts

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_yes_plain = Your { $outcome } counts.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_no = { $outcome }: does not count

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_no_plain = Your { $outcome } does not count.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $running (the
# running score: a number, or for a team a number with its score, e.g. "5 MP" (another message)).
entry_running = { $outcome }: running score { $running }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $running (a number, or for a team a number with its score, e.g. "5 MP").
entry_running_plain = After this round your score was { $running }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $running, $win.
entry_running-unearned = { $outcome }: running score { $running }, less { $win } for a point not won at the board

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $running.
entry_running-unearned_plain = After this round your score was { $running }; the point you did not win at the board is not counted here.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_std_double-forfeit = { $outcome }: double forfeit

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_std_double-forfeit_plain = Neither player came to this game: it counts nothing.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $mine, $outcome (an outcome such as win or forfeit win (another message)), $theirs.
entry_std_versus = { $outcome }: { $mine } v { $theirs }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $mine, $theirs.
entry_std_versus_plain = You scored { $mine } in this round, your opponent { $theirs }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $mine, $outcome (an outcome such as win or forfeit win (another message)).
entry_std_versus-draw = { $outcome }: { $mine } against a draw

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $mine.
entry_std_versus-draw_plain = You scored { $mine } in this round, compared with a draw.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points).
entry_kashdan = { $outcome }: { $points }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points).
entry_kashdan_plain = Your { $outcome } gives { $points }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_counts = { $opponent } scored { $raw }, threshold { $threshold }: counts

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_counts_plain = { $opponent } scored { $raw }, at least half the maximum ({ $threshold }), so your result against them counts.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_below = { $opponent } scored { $raw }, threshold { $threshold }: below the threshold

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_below_plain = { $opponent } scored { $raw }, less than { $threshold }, so your result against them does not count.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_not-otb-skipped = { $outcome }: not a game over the board, skipped

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_not-otb-skipped_plain = Your { $outcome } was not played over the board, so it is left out.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-value = { $opponent }'s { $code } is { $value } (see their own { $code })

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-value_plain = { $opponent }'s { $code } is { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-rating-value = { $opponent }'s { $code } is { $value }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-rating-value_plain = { $opponent }'s { $code } is { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $rating.
entry_rated = { $opponent } rated { $rating }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $rating.
entry_rated_plain = { $opponent }'s rating is { $rating }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name).
entry_unrated = { $opponent } is unrated: left out (give a substitute rating, --unrated-rating N, to count the game)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name).
entry_unrated_plain = { $opponent } has no rating, so this game is left out.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
entry_de_forfeit = { $outcome } against { $opponent }: forfeit, left out (6.1.1)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_de_forfeit_plain = A game that was not played over the board does not count between the players on equal points.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
entry_de_counted = { $outcome } against { $opponent }: counted

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name).
entry_de_counted_plain = Your result against { $opponent } counts.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $outcome
# (an outcome such as win or forfeit win (another message)), $points (a number of points).
entry_de_averaged = { $outcome } against { $opponent }: one of { $count } games between you, averaged: { $points } / { $count }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name).
entry_de_averaged_plain = You played { $opponent } { $count } times; each game counts as its share of the average.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rank (a place in the standings).
entry_rankres = { $outcome } against { $opponent }, ranked { $rank } by points

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rank (a place in the standings).
entry_rankres_plain = Your { $outcome } against { $opponent }, who is ranked { $rank } on points.

## Summaries

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $value (a tie-break value (a
# number)).
summary_sum = { $code } = { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $amount, $left (the part before), $outcome (an outcome such as win or forfeit win
# (another message)), $round (a round number of the tournament), $why (the reason, another message).
summary_minus = { $left } − { $amount } (round { $round }, { $outcome }, { $why })

# A short summary line of how a tie-break value was reached.
# Variables: $left (the part before), $value (a tie-break value (a number)).
summary_equals = { $left } = { $value }

# A short summary line of how a tie-break value was reached.
summary_removed_vur = removed first under 16.5

# A short summary line of how a tie-break value was reached.
summary_removed_high = highest, removed

# A short summary line of how a tie-break value was reached.
summary_removed_low = lowest, removed

# A short summary line of how a tie-break value was reached.
summary_removed_lowest-opponent = lowest-scoring opponent, removed

# A short summary line of how a tie-break value was reached.
# Variables: $buchholz, $code (a tie-break code such as BH (kept as it is)), $points (a number of
# points), $value (a tie-break value (a number)).
summary_rbh = { $code } = points { $points } × Buchholz { $buchholz } = { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $points (a number of points), $rest, $rounds (round numbers).
summary_mm_even = even score ({ $points } of { $rounds }): { $rest }

# A short summary line of how a tie-break value was reached.
# Variables: $points (a number of points), $rest, $rounds (round numbers).
summary_mm_plus = plus score ({ $points } of { $rounds }): { $rest }

# A short summary line of how a tie-break value was reached.
# Variables: $points (a number of points), $rest, $rounds (round numbers).
summary_mm_minus = minus score ({ $points } of { $rounds }): { $rest }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_WIN =
    { $count ->
        [one] { $code } = { $count } round won
       *[other] { $code } = { $count } rounds won
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_WON =
    { $count ->
        [one] { $code } = { $count } game won
       *[other] { $code } = { $count } games won
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_BPG =
    { $count ->
        [one] { $code } = { $count } game with Black
       *[other] { $code } = { $count } games with Black
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_BWG =
    { $count ->
        [one] { $code } = { $count } win with Black
       *[other] { $code } = { $count } wins with Black
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_REP =
    { $count ->
        [one] { $code } = { $count } round elected to play
       *[other] { $code } = { $count } rounds elected to play
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $terms, $value (a tie-break value
# (a number)).
summary_terms = { $code } = { $terms } = { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $left (the part before), $right (the part after).
summary_plus = { $left } + { $right }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $value (a tie-break value (a
# number)).
summary_value = { $code } = { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $id.
summary_tpn = starting number { $id } (lower is better)

# A short summary line of how a tie-break value was reached.
summary_no-otb = no game over the board: no value

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $exact, $total, $value (a tie-break value (a number)).
summary_average = { $code } = { $total } / { $count } = { $exact }, rounded half up to { $value }

# A short summary line of how a tie-break value was reached.
summary_too-few-for-cut = too few games over the board for a cut: no value

# A short summary line of how a tie-break value was reached.
# Variables: $dp, $exact, $mean, $p, $value (a tie-break value (a number)).
summary_tpr = TPR = average rating { $mean } + dp({ $p }) { $dp } = { $exact }, rounded half up to { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $lowest.
summary_ptp_no-points = no points: lowest opponent rating { $lowest } − 800

# A short summary line of how a tie-break value was reached.
# Variables: $count (a number choosing the plural form), $target.
summary_ptp_search = lowest R whose expected score against { $count } opponents reaches { $target }

# A short summary line of how a tie-break value was reached.
# Variables: $how, $value (a tie-break value (a number)).
summary_ptp = PTP = { $value }: { $how }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $exact, $value (a tie-break value
# (a number)).
summary_rounded = { $code } = { $exact }, rounded half up to { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $rating.
summary_rating = rating { $rating }

# A short summary line of how a tie-break value was reached.
summary_unrated = unrated

# A short summary line of how a tie-break value was reached.
summary_rankres = non-zero results, best-ranked opponent first

# A short summary line of how a tie-break value was reached.
# Variables: $names, $steps.
summary_de_group = group { $names }: { $steps }

# A short summary line of how a tie-break value was reached.
summary_de_never-tied = never tied with anyone: DE not applied

# A short summary line of how a tie-break value was reached.
summary_de_earlier = level on points with others, but an earlier tie-break of the order had already separated them: DE not applied

# The direct encounter tie-break's explanation.
# Variables: $name (a name (a player, team or tournament)), $score (a score (points)).
de_member = { $name } { $score }

# The direct encounter tie-break's explanation.
# Variables: $maximum, $name (a name (a player, team or tournament)), $score (a score (points)).
de_member-max = { $name } { $score } (max { $maximum })

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group).
de_step_level = 6.2: { $members }: level, not separated

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group).
de_step_ordered = 6.2: { $members }

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group).
de_step_none-placed = 6.3: { $members }: nobody can be placed

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group), $placed.
de_step_placed = 6.3: { $members }: placed { $placed }

## Warnings (rules.md 8.3)

# A warning printed with the standings.
# Variables: $codes.
warning_buchholz-in-round-robin = { $codes } in a round robin: computed anyway, but FIDE C.07 (2026) art. 8 says Buchholz tie-breaks must not be used in round robins

# A warning printed with the standings.
# Variables: $codes, $players.
warning_rating-tiebreak-dropped = { $codes } removed from the order: unrated players { $players } (C.07 art. 10; give a substitute rating, --unrated-rating N, to keep them)

# A warning printed with the standings.
# Variables: $codes.
warning_colours-missing = { $codes } removed from the order: games without a colour

# A warning printed with the standings.
# Variables: $codes, $players, $rank (a place in the standings).
warning_unbroken-tie = { $players } cannot be separated by points and { $codes }: they share rank { $rank }

# A warning printed with the standings.
# Variables: $players, $rank (a place in the standings).
warning_unbroken-tie-no-order = { $players } cannot be separated by points and no tie-break: they share rank { $rank }

## Why (rules.md 8.2)

# Why one player is ranked above another (a sentence of the answer).
# Variables: $count (a number choosing the plural form), $name (a name (a player, team or
# tournament)), $points (a number of points), $rank (a place in the standings).
why_place_head = { $name } is ranked { $rank } of { $count }, with { $points }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $count (a number choosing the plural form), $last, $name (a name (a player, team or
# tournament)), $points (a number of points), $rank (a place in the standings).
why_place_head-shared = { $name } shares ranks { $rank }–{ $last } of { $count }, with { $points }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $code (a tie-break code such as BH (kept as it is)), $diff, $other, $points (a number
# of points), $rank (a place in the standings), $value_other, $value_own.
why_place_above = { $other } (rank { $rank }) also has { $points } and is above on { $code } by { $diff }: { $value_other } against { $value_own }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $code (a tie-break code such as BH (kept as it is)), $diff, $name (a name (a player,
# team or tournament)), $other, $points (a number of points), $rank (a place in the standings),
# $value_other, $value_own.
why_place_below = { $other } (rank { $rank }) also has { $points }; { $name } is above on { $code } by { $diff }: { $value_own } against { $value_other }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $high, $low.
why_points = { $above } is above { $below } on points: { $high } against { $low }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $detail, $points
# (a number of points), $value_above, $value_below.
why_de = Both have { $points }. { $above } is above { $below } by direct encounter ({ $code }): { $above } { $value_above }, { $below } { $value_below }; { $detail }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $decider, $points (a number of points).
why_rankres = Both have { $points } and are level on every earlier tie-break. { $above } is above { $below } by results against opponents in ranking order (RANKRES): { $decider }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $points (a number
# of points), $value_above, $value_below.
why_value = Both have { $points }. { $above } is above { $below } on { $code }: { $value_above } against { $value_below }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $earlier, $points
# (a number of points), $value_above, $value_below.
why_value-level = Both have { $points } and level on { $earlier }. { $above } is above { $below } on { $code }: { $value_above } against { $value_below }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $codes, $rank (a place in the standings).
why_shared = { $above } and { $below } are not separated by points or by { $codes }: they share rank { $rank }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $rank (a place in the standings).
why_shared-no-order = { $above } and { $below } are not separated by points or by any tie-break: they share rank { $rank }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $below, $index.
why_rankres_shorter = at result { $index } { $below } has no more non-zero results

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $index, $rank_above, $rank_below.
why_rankres_rank = at result { $index } { $above }'s came against an opponent ranked { $rank_above }, { $below }'s against one ranked { $rank_below }

# Why one player is ranked above another (a sentence of the answer).
# Variables: $index.
why_rankres_win = at result { $index }, against opponents of equal rank, a win beats a draw

# Why one player is ranked above another (a sentence of the answer).
why_rankres_equal = the lists are equal

## Explanation layout

# The layout of an explanation (per-player breakdown of a tie-break).
# Variables: $code (a tie-break code such as BH (kept as it is)), $id, $player (a player's name),
# $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value (a
# number)).
explain_head = { $code } of { $player } ({ $id }) under { $rules }: { $value }

# The layout of an explanation (per-player breakdown of a tie-break).
# Variables: $code (a tie-break code such as BH (kept as it is)), $id, $player (a player's name),
# $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value (a
# number)).
explain_head-markdown = **{ $code }** of **{ $player }** ({ $id }) under `{ $rules }`: **{ $value }**

# A "round" of the tournament (one game for each player), not rounding a number. A prefix: the
# line's text follows the colon and the space.
# Variables: $round (a round number of the tournament).
explain_round = Round { $round }:{ " " }

# The layout of an explanation (per-player breakdown of a tie-break).
explain_adds-nothing = adds nothing

# Said of a value dropped by a modifier such as Cut-1 (the lowest score cut away).
explain_cut = cut

# A cell of a yes/no column of an explanation.
explain_yes = yes

# A column header: the "round" of the tournament, not rounding.
explain_column_round = round

# A column header: what kind of game or bye the round was.
explain_column_kind = kind

# The layout of an explanation (per-player breakdown of a tie-break).
explain_column_opponent = opponent

# A column header: the value before the rule adjusts it (raw, not uncooked).
explain_column_raw = raw

# A column header: the value the tie-break counts.
explain_column_value = value

# A column header: whether the value was cut (dropped) by a modifier such as Cut-1.
explain_column_cut = cut

# The layout of an explanation (per-player breakdown of a tie-break).
explain_column_note = note

# The layout of an explanation (per-player breakdown of a tie-break).
explain_column_rule = rule

## Standings layout

# The standings table and its headers and lines.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
standings_title-before = { $name }: standings before round { $round } of { $rounds }

# The standings table and its headers and lines.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
standings_title = { $name }: standings after round { $round } of { $rounds }

# The standings table and its headers and lines.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
standings_title-live = { $name }: provisional standings during round { $round } of { $rounds }

# The standings table and its headers and lines.
standings_tournament = Tournament

# The standings table and its headers and lines.
standings_standings = Standings

# The standings table and its headers and lines.
# Variables: $how, $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name
# such as fide-2026 (kept as it is)).
standings_rules = Rules: { $rules } ({ $how }); order: { $order }

# The standings table and its headers and lines.
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
standings_rules-markdown = Rules `{ $rules }`, order { $order }

# The standings table and its headers and lines.
standings_points-only = points only

# The standings table and its headers and lines.
standings_warnings = Warnings:

# A short column header (2-4 letters): the rank, the place in the standings.
standings_column_rk = Rk

# A column header: the rank, the place in the standings.
standings_column_rank = Rank

# A short column header: the player's starting number (pairing number), not the word no.
standings_column_no = No

# A column header: the player's name.
standings_column_name = Name

# A short column header: the points (score) of a player.
standings_column_pts = Pts

# An error message of the command line.
# Variables: $line (a line number).
error_line = line { $line }

# An error message of the command line.
# Variables: $id.
error_cell_player = player { $id }

# An error message of the command line.
# Variables: $id, $round (a round number of the tournament).
error_cell_player-round = player { $id }, round { $round }

# An error message of the command line.
# $count (not shown) chooses the plural form.
# Variables: $more.
error_more-problems =
    { $count ->
        [one] … and { $more } more problem
       *[other] … and { $more } more problems
    }

# An error message of the command line.
# Variables: $code (a tie-break code such as BH (kept as it is)), $known.
error_unknown-tiebreak = unknown tie-break { $code }; known codes: { $known }

# An error message of the command line.
# Variables: $known, $name (a name (a player, team or tournament)).
error_unknown-rule-set = unknown rule set { $name }; known: { $known }

# An error message of the command line.
# Variables: $known, $name (a name (a player, team or tournament)).
error_unknown-preset = unknown preset { $name }; known: { $known }

# An error message of the command line.
# Variables: $candidates, $query.
error_player-ambiguous = { $query } matches several players: { $candidates }

# An error message of the command line.
# Variables: $query.
error_player-unknown = no player matches { $query }

# An error message of the command line.
# Variables: $last, $round (a round number of the tournament).
error_after-round = after round { $round }: the results hold rounds 1 to { $last }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $value (a tie-break value (a number)).
arbiter_trf_manual = TRF has no field for the arbiter's manual_tiebreak { $value }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $seed.
arbiter_trf_lots-seed = TRF has no record for the seed { $seed } of the drawing of lots

# A detail for the arbiter (the exact rule and numbers).
arbiter_trf_single-winner = TRF has no record for the rule of a single winner (single_winner)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_MANUAL = The arbiter's decision

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_LOTS = Drawing of lots

# A detail for the arbiter (the exact rule and numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)), $seed.
arbiter_order_lots = { $code } (lots, seed { $seed })

# A detail for the arbiter (the exact rule and numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)).
arbiter_order_manual = { $code } (the arbiter's decision)

# A detail for the arbiter (the exact rule and numbers).
# Variables: $count (a number choosing the plural form), $draw, $lot, $seed.
arbiter_lots_summary = drawn by lots with seed { $seed }: { $draw }, lot { $lot } of { $count } (the lower lot ranks first)

# A detail for the arbiter (the exact rule and numbers).
arbiter_lots_no-seed = no seed of a drawing of lots is recorded: no value

# A detail for the arbiter (the exact rule and numbers).
# Variables: $value (a tie-break value (a number)).
arbiter_manual_summary = the arbiter's decision: { $value } (the lower value ranks first)

# A detail for the arbiter (the exact rule and numbers).
arbiter_manual_none = no decision of the arbiter for this player: ranks after every player with one

# A detail for the arbiter (the exact rule and numbers).
arbiter_manual_none-short = none

# A detail for the arbiter (the exact rule and numbers).
# Variables: $most, $seed.
arbiter_error_seed = the seed of a drawing of lots must be a whole number from 0 to { $most }, found { $seed }

# A detail for the arbiter (the exact rule and numbers).
arbiter_error_lots-needs-seed = LOTS needs the seed of the drawing of lots: give --lots SEED, or "lots_seed" in the tournament file

# A detail for the arbiter (the exact rule and numbers).
# Variables: $found.
arbiter_error_manual = manual_tiebreak must be a number (the lower ranks first), found { $found }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $found, $most.
arbiter_error_lots-seed = lots_seed must be a whole number from 0 to { $most }, found { $found }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $found.
arbiter_error_single-winner = single_winner must be true or false, found { $found }

# A warning printed with the standings.
# Variables: $players.
warning_single-winner-tie = The regulations require a single winner, but { $players } share 1st place after every criterion of the order: add a last criterion the arbiter decides: LOTS, a drawing of lots with a recorded seed (--lots SEED, or "lots_seed" in the tournament file), or MANUAL (a "manual_tiebreak" for each of them)

# A warning printed with the standings.
# Variables: $codes, $players.
warning_single-winner-level = The regulations require a single winner, but { $players } still share 1st place after { $codes }: give each of them a different "manual_tiebreak", or add LOTS with a seed (--lots SEED)

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $points (a number of points), $seed, $value_above, $value_below.
why_lots = Both have { $points }. { $above } is above { $below } by drawing of lots (LOTS, seed { $seed }): lot { $value_above } against { $value_below }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $earlier, $points (a number of points), $seed, $value_above,
# $value_below.
why_lots-level = Both have { $points } and level on { $earlier }. { $above } is above { $below } by drawing of lots (LOTS, seed { $seed }): lot { $value_above } against { $value_below }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $points (a number of points), $value_above, $value_below.
why_manual = Both have { $points }. { $above } is above { $below } by the arbiter's decision (MANUAL): { $value_above } against { $value_below }, the lower first.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $earlier, $points (a number of points), $value_above, $value_below.
why_manual-level = Both have { $points } and level on { $earlier }. { $above } is above { $below } by the arbiter's decision (MANUAL): { $value_above } against { $value_below }, the lower first.

# The standings table and its headers and lines.
# Variables: $round (a round number of the tournament).
standings_withdrawn = withdrew after round { $round }

# The standings table and its headers and lines.
standings_withdrawn-before = withdrew before round 1

# A column header: a remark on the player's line (withdrew after round 3).
standings_column_note = Note

# The outcome of one game or round for a player, used inside other sentences.
outcome_pending = result pending

# A progress line shown while a long computation runs.
# Variables: $count (a number choosing the plural form), $finished, $round (a round number of the
# tournament).
progress_first = round { $round } in progress, no round complete yet (games finished: { $finished } of { $count })

# A progress line shown while a long computation runs.
# Variables: $count (a number choosing the plural form), $finished, $round (a round number of the
# tournament).
progress_first-live = PROVISIONAL: the finished games of round { $round }, the first (games finished: { $finished } of { $count }; a pending game counts nothing yet)

# A progress line shown while a long computation runs.
# Variables: $after, $count (a number choosing the plural form), $finished, $round (a round number
# of the tournament).
progress_after =
    { $count ->
        [one] after round { $after }; round { $round } in progress: { $finished } of { $count } game finished
       *[other] after round { $after }; round { $round } in progress: { $finished } of { $count } games finished
    }

# A progress line shown while a long computation runs.
# Variables: $after, $count (a number choosing the plural form), $finished, $round (a round number
# of the tournament).
progress_live =
    { $count ->
        [one] PROVISIONAL: after round { $after } and the finished games of round { $round } ({ $finished } of { $count } game finished; a pending game counts nothing yet)
       *[other] PROVISIONAL: after round { $after } and the finished games of round { $round } ({ $finished } of { $count } games finished; a pending game counts nothing yet)
    }

# An error message of the command line.
# Variables: $current, $last, $round (a round number of the tournament).
error_after-round-in-progress = after round { $round }: round { $current } is in progress; the last complete round is { $last }

# The standings table and its headers and lines.
standings_csv_rank = rank

# The standings table and its headers and lines.
standings_csv_shared = shared

# The standings table and its headers and lines.
standings_csv_id = id

# The standings table and its headers and lines.
standings_csv_name = name

# The standings table and its headers and lines.
standings_csv_points = points

# The standings table and its headers and lines.
standings_csv_withdrawn-after = withdrawn_after

# The standings table and its headers and lines.
standings_csv_provisional = provisional

# The standings table and its headers and lines.
standings_csv_yes = yes
