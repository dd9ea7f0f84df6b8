### English (en): Scrabble tournaments: tie-breaks (spread), explanations, what-if.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# The name of a Scrabble tie-break, shown in headers.
# tie-break names (rules.md 13.7)
scrabble_tb_SPREAD = Spread

# The name of a Scrabble tie-break, shown in headers.
scrabble_tb_SCORE = Total score

# The name of a Scrabble tie-break, shown in headers.
scrabble_tb_TURCAS = TurČAS

# The name of a Scrabble tie-break, shown in headers.
scrabble_tb_BRIGHTWELL = Brightwell criterion

# Scrabble tournaments (games won, spread: the points margin).
# citations (rules.md 13.10: the item's rule)
scrabble_cite_game-score = game score

# Scrabble tournaments (games won, spread: the points margin).
scrabble_cite_bye-score = bye_score

# Scrabble tournaments (games won, spread: the points margin).
scrabble_cite_forfeit-score = forfeit_score

# Scrabble tournaments (games won, spread: the points margin).
scrabble_cite_spread-cap = spread_cap

# Scrabble tournaments (games won, spread: the points margin).
scrabble_cite_turcas = ČAS TurČAS

# Scrabble tournaments (games won, spread: the points margin).
scrabble_cite_brightwell = Brightwell (inferred)

# Scrabble tournaments (games won, spread: the points margin).
# explanation items (rules.md 13.10)
# Variables: $diff, $score (a score (points)).
scrabble_item_game = game { $score }, difference { $diff }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $diff, $score (a score (points)).
scrabble_item_bye = bye_score { $score }, difference { $diff }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $diff, $kind, $score (a score (points)).
scrabble_item_forfeit = forfeit_score { $score } ({ $kind }), difference { $diff }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $own, $score (a score (points)).
scrabble_item_game_own = game { $score }, own score { $own }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $own, $score (a score (points)).
scrabble_item_bye_own = bye_score { $score }, own score { $own }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $own, $score (a score (points)).
scrabble_item_forfeit_own = forfeit_score { $score }, own score { $own }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $cap, $capped.
scrabble_item_capped = capped at { $capped } (spread_cap { $cap })

# Scrabble tournaments (games won, spread: the points margin).
# The plain-language sentence for a player (no article numbers).
scrabble_item_capped_plain = The spread cap limits what one game counts.

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $kind.
scrabble_item_nothing = { $kind }: adds nothing

# Scrabble tournaments (games won, spread: the points margin).
# The plain-language sentence for a player (no article numbers).
scrabble_item_nothing_plain = This round adds nothing to the game-score sums.

# Scrabble: the player moved first in the game.
scrabble_item_started = went first

# Scrabble: the player moved second in the game.
scrabble_item_second = went second

# Scrabble tournaments (games won, spread: the points margin).
# summaries
# Variables: $against, $score (a score (points)), $spread.
scrabble_summary_spread = spread { $spread } (the differences counted); scores { $score }:{ $against }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $against, $score (a score (points)).
scrabble_summary_score = total score { $score } (conceded { $against })

# Scrabble tournaments (games won, spread: the points margin).
scrabble_summary_no-scores = the event has no game scores: no value

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $b, $bh, $c, $d, $k, $score (a score (points)), $sources, $spread, $t1, $t2, $t3,
# $t4, $value (a tie-break value (a number)), $zac.
scrabble_summary_turcas = TURCAS = { $a } / { $k } × { $bh } + { $b } × { $score } + { $c } × { $spread } + { $d } × { $zac } = { $t1 } { $t2 } { $t3 } { $t4 } = { $value } ({ $sources })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $bh, $k, $score (a score (points)), $sources, $t1, $t2, $value (a tie-break value
# (a number)).
scrabble_summary_brightwell = BRIGHTWELL = { $score } + { $a } / { $k } × { $bh } = { $t1 } { $t2 } = { $value } ({ $sources })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $x.
scrabble_paren = (−{ $x })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $x.
scrabble_plus = + { $x }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $x.
scrabble_minus = − { $x }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $games, $mean, $total.
scrabble_origin_mean = the mean game total of { $games } games ({ $total } / { $games } = { $mean })

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_turcas-bare = A: mean game total; B, D: defaults, ČAS values unknown; C: ČAS 2002

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_turcas-given = coefficients as written in the code; the ČAS values of B and D are not known

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_brightwell-bare = K: mean game total; Brightwell's formula inferred

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_brightwell-given = K as written in the code; Brightwell's formula inferred

# Scrabble tournaments (games won, spread: the points margin).
scrabble_term_BH = Buchholz

# Scrabble tournaments (games won, spread: the points margin).
scrabble_term_SCORE = total score (AbsSkore)

# Scrabble tournaments (games won, spread: the points margin).
scrabble_term_SPREAD = spread (RelSkore)

# Scrabble tournaments (games won, spread: the points margin).
scrabble_term_ZAC = games second minus games first (Zacinani)

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $coefficients, $k.
scrabble_coefficients = coefficients { $coefficients }, k = { $k }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $name (a name (a player, team or tournament)), $value (a tie-break value (a number)).
scrabble_coefficient = { $name } = { $value }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $name (a name (a player, team or tournament)), $origin, $value (a tie-break value (a
# number)).
scrabble_coefficient-from = { $name } = { $value }, { $origin }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $factor, $quantity, $term, $value (a tie-break value (a number)).
scrabble_term = { $term }: { $quantity } × { $factor } = { $value }

# Scrabble tournaments (games won, spread: the points margin).
# warning (rules.md 13.9)
# Variables: $codes.
scrabble_warning_game-scores-missing = the event has no game scores in the rounds counted: { $codes } left out of the order

# Scrabble tournaments (games won, spread: the points margin).
# input errors (rules.md 13.9, formats.md 7.1)
# Variables: $found.
scrabble_input_score-malformed = malformed game score { $found }: expected own:opponent, two whole numbers such as 412:380

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $score (a score (points)), $token.
scrabble_input_score-not-game = game score { $score } on { $token }, which is not a game over the board: byes and forfeits take bye_score / forfeit_score, so leave it empty

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $token.
scrabble_input_score-missing = the game { $token } has no game score while other games have one: every game over the board needs its score

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $score (a score (points)), $token.
scrabble_input_result-vs-score = the result { $token } disagrees with the game score { $score }: a win needs the higher score, a draw equal scores, a loss the lower (a game decided otherwise is entered as a forfeit)

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $at, $other, $place, $score (a score (points)).
scrabble_input_sides-disagree = the game score { $score } does not mirror { $other }, recorded for { $place } ({ $at })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $other, $place, $score (a score (points)).
scrabble_input_sides-disagree-no-cell = the game score { $score } does not mirror { $other }, recorded for { $place }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $found, $results.
scrabble_input_scores-list = scores must be a list as long as results ({ $results } entries), found { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $field, $found.
scrabble_input_event-score = { $field } must be own:opponent, two whole numbers such as 50:0, found { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $found.
scrabble_input_spread-cap = spread_cap must be a positive whole number, found { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)).
scrabble_input_turcas-colour = { $code } with D ≠ 0 needs who started every game, and this game has no colour (the player who started is White)

# Scrabble tournaments (games won, spread: the points margin).
# command line (formats.md 7.5)
# Variables: $found.
scrabble_cli_spread-cap = --spread-cap takes a positive whole number or none, found { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $found, $option.
scrabble_cli_game-score = { $option } takes OWN:OPP, two whole numbers such as 50:0, found { $found }

# Scrabble tournaments (games won, spread: the points margin).
scrabble_help_spread-cap = cap every round's own − opponent difference in SPREAD at N (none: no cap); overrides the event's spread_cap

# Scrabble tournaments (games won, spread: the points margin).
scrabble_help_bye-score = own:opponent score credited for every PAB and full-point bye (default 0:0); overrides the event's bye_score

# Scrabble tournaments (games won, spread: the points margin).
scrabble_help_forfeit-score = own:opponent score of a forfeit win (the loser gets it mirrored); overrides the event's forfeit_score

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $quantity_above, $quantity_below, $term, $text, $value_above, $value_below.
scrabble_why_term = { $text } The term that separates them: { $term }, { $quantity_above } against { $quantity_below } ({ $value_above } against { $value_below }).

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $quantity_above, $quantity_below, $term, $text.
scrabble_why_term-one = { $text } The term that separates them: { $term }, { $quantity_above } against { $quantity_below }.

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $codes, $round (a round number of the tournament).
scrabble_whatif_no-score = Spread needs a score to say: the results of round { $round } asked about have no game score, so the ranks below count { $codes } over the rounds before it only; the lines under each result say by how much it must be won or lost

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)).
scrabble_whatif_head = By how much, on { $code }, against the players who can end on the same points:

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)), $codes.
scrabble_whatif_head-level = By how much, on { $code }, against the players who can end on the same points and level on { $codes }:

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $name (a name (a player, team or tournament)).
scrabble_whatif_nobody = nobody else can end on { $name }'s points: the margin changes no rank

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $margin, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_win-from = a win by { $margin } or more puts { $name } above { $rival } (spread { $mine } against { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_win-any = any win puts { $name } above { $rival } (spread { $mine } against { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_win-none = no win puts { $name } above { $rival } (spread { $mine } against { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $margin, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_loss-upto = a loss by { $margin } or less keeps { $name } above { $rival } (spread { $mine } against { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_loss-any = even a loss by any margin keeps { $name } above { $rival } (spread { $mine } against { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_loss-none = no loss keeps { $name } above { $rival } (spread { $mine } against { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_draw-above = a draw keeps { $name } above { $rival } on spread ({ $mine } against { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_draw-below = after a draw { $rival } stays above { $name } on spread ({ $theirs } against { $mine }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $after, $mine, $name (a name (a player, team or tournament)), $rival.
scrabble_whatif_draw-level = after a draw { $name } and { $rival } are level on spread ({ $mine }): { $after } decides

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $after, $level.
scrabble_whatif_level = ; by exactly { $level } they are level on spread and { $after } decides

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $after, $level.
scrabble_whatif_level-cap = ; by { $level } or more (the spread cap) they are level on spread and { $after } decides

# Scrabble tournaments (games won, spread: the points margin).
scrabble_whatif_nothing-after = no further criterion

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $board (a board number of a team match), $margin, $mine, $name (a name (a player, team
# or tournament)), $rival, $theirs.
scrabble_whatif_relative_win = { $rival } ends on the same points by winning on board { $board }: { $name } is above when { $name }'s difference in the round minus { $rival }'s is { $margin } or more (spread { $mine } against { $theirs })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $board (a board number of a team match), $margin, $mine, $name (a name (a player, team
# or tournament)), $rival, $theirs.
scrabble_whatif_relative_loss = { $rival } ends on the same points by losing on board { $board }: { $name } is above when { $name }'s difference in the round minus { $rival }'s is { $margin } or more (spread { $mine } against { $theirs })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $count (a number choosing the plural form).
scrabble_whatif_more = and { $count } more on the same points, farther apart on spread

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $cap.
scrabble_whatif_cap = capped at { $cap }

# Scrabble: the spread (points margin) has no upper limit.
scrabble_whatif_no-cap = uncapped

# Scrabble tournaments (games won, spread: the points margin).
scrabble_whatif_mean = M (the mean game total, this round's games included)

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)), $name (a name (a player, team or
# tournament)), $round (a round number of the tournament).
scrabble_whatif_depends_score = { $code } decides on { $name }'s own score in round { $round }, not on the margin: every point { $name } scores adds 1, a win or a loss alike

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $b, $c, $cap, $code (a tie-break code such as BH (kept as it is)), $d, $k, $name (a
# name (a player, team or tournament)), $round (a round number of the tournament).
scrabble_whatif_depends_turcas = { $code } depends on { $name }'s own score and the margin: round { $round } adds { $b } × own score + { $c } × difference ({ $cap }) + { $d } × (+1 going second, −1 going first), and the Buchholz term { $a } / { $k } × BH moves with every result of the round

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $code (a tie-break code such as BH (kept as it is)), $k, $name (a name (a player,
# team or tournament)), $round (a round number of the tournament).
scrabble_whatif_depends_brightwell = { $code } depends on { $name }'s own score, not the margin: round { $round } adds 1 × own score, and the Buchholz term { $a } / { $k } × BH moves with every result of the round

# Scrabble tournaments (games won, spread: the points margin).
# the published page (tiebreak report)
scrabble_report_game-score = Game score

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_unplayed = a PAB or full-point bye adds the event's bye score (0:0 unless set), a forfeit its forfeit score (the loser's side mirrored; nothing unless set), other rounds nothing; TurČAS's and Brightwell's Buchholz term counts them as the rule set does.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_SPREAD = Spread: the sum of every round's own score minus the opponent's, each round capped at the spread cap when the event sets one.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_SCORE = Total score: the sum of the player's own game scores, never capped.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_TURCAS = TurČAS, the ČAS criterion: A / k × Buchholz + B × total score + C × spread + D × (games second − games first); each card gives the coefficients.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_BRIGHTWELL = Brightwell criterion: total score + K / k × Buchholz (the formula inferred); each card gives K.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_crosstable-key = 412:380 after a cell: the game score, the row's player's own first.

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)).
scrabble_error_no-modifier = { $code }: { $base } takes no modifier (such as -C1 or -M1); write { $base }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)).
scrabble_error_no-coefficients = { $code }: { $base } takes no coefficients; write { $base }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)), $example, $found, $names.
scrabble_error_coefficients = { $code }: { $base } takes its coefficients { $names } (or none, the defaults), as in { $example }; found { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)), $example.
scrabble_error_coefficient-text = { $code }: the coefficients of { $base } are decimal numbers with . as the decimal point, separated by commas, as in { $example }
