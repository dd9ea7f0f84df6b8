### Български (bg): Scrabble tournaments: tie-breaks (spread), explanations, what-if.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# The name of a Scrabble tie-break, shown in headers.
# tie-break names (rules.md 13.7)
scrabble_tb_SPREAD = Разлика в точките

# The name of a Scrabble tie-break, shown in headers.
scrabble_tb_SCORE = Сбор от собствените точки

# The name of a Scrabble tie-break, shown in headers.
# same-as-english
scrabble_tb_TURCAS = TurČAS

# The name of a Scrabble tie-break, shown in headers.
scrabble_tb_BRIGHTWELL = Критерий Brightwell

# Scrabble tournaments (games won, spread: the points margin).
# citations (rules.md 13.10: the item's rule)
scrabble_cite_game-score = точки в партията

# Scrabble tournaments (games won, spread: the points margin).
# same-as-english
scrabble_cite_bye-score = bye_score

# Scrabble tournaments (games won, spread: the points margin).
# same-as-english
scrabble_cite_forfeit-score = forfeit_score

# Scrabble tournaments (games won, spread: the points margin).
# same-as-english
scrabble_cite_spread-cap = spread_cap

# Scrabble tournaments (games won, spread: the points margin).
# same-as-english
scrabble_cite_turcas = ČAS TurČAS

# Scrabble tournaments (games won, spread: the points margin).
scrabble_cite_brightwell = Brightwell (изведен)

# Scrabble tournaments (games won, spread: the points margin).
# explanation items (rules.md 13.10)
# Variables: $diff, $score (a score (points)).
scrabble_item_game = партия { $score }, разлика { $diff }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $diff, $score (a score (points)).
scrabble_item_bye = bye_score { $score }, разлика { $diff }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $diff, $kind, $score (a score (points)).
scrabble_item_forfeit = forfeit_score { $score } ({ $kind }), разлика { $diff }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $own, $score (a score (points)).
scrabble_item_game_own = партия { $score }, собствени точки { $own }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $own, $score (a score (points)).
scrabble_item_bye_own = bye_score { $score }, собствени точки { $own }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $own, $score (a score (points)).
scrabble_item_forfeit_own = forfeit_score { $score }, собствени точки { $own }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $cap, $capped.
scrabble_item_capped = ограничено до { $capped } (spread_cap { $cap })

# Scrabble tournaments (games won, spread: the points margin).
# The plain-language sentence for a player (no article numbers).
scrabble_item_capped_plain = Таванът на разликата ограничава колко брои една партия.

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $kind.
scrabble_item_nothing = { $kind }: не добавя нищо

# Scrabble tournaments (games won, spread: the points margin).
# The plain-language sentence for a player (no article numbers).
scrabble_item_nothing_plain = Този кръг не добавя нищо към сборовете от точки.

# Scrabble: the player moved first in the game.
scrabble_item_started = започва

# Scrabble: the player moved second in the game.
scrabble_item_second = не започва

# Scrabble tournaments (games won, spread: the points margin).
# summaries
# Variables: $against, $score (a score (points)), $spread.
scrabble_summary_spread = разлика в точките { $spread } (отчетените разлики); точки { $score }:{ $against }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $against, $score (a score (points)).
scrabble_summary_score = сбор от собствените точки { $score } (на противниците { $against })

# Scrabble tournaments (games won, spread: the points margin).
scrabble_summary_no-scores = турнирът няма точки от партиите: няма стойност

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $b, $bh, $c, $d, $k, $score (a score (points)), $sources, $spread, $t1, $t2, $t3,
# $t4, $value (a tie-break value (a number)), $zac.
# same-as-english
scrabble_summary_turcas = TURCAS = { $a } / { $k } × { $bh } + { $b } × { $score } + { $c } × { $spread } + { $d } × { $zac } = { $t1 } { $t2 } { $t3 } { $t4 } = { $value } ({ $sources })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $bh, $k, $score (a score (points)), $sources, $t1, $t2, $value (a tie-break value
# (a number)).
# same-as-english
scrabble_summary_brightwell = BRIGHTWELL = { $score } + { $a } / { $k } × { $bh } = { $t1 } { $t2 } = { $value } ({ $sources })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $x.
# same-as-english
scrabble_paren = (−{ $x })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $x.
# same-as-english
scrabble_plus = + { $x }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $x.
# same-as-english
scrabble_minus = − { $x }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $games, $mean, $total.
scrabble_origin_mean = средният сбор точки на партия от { $games } партии ({ $total } / { $games } = { $mean })

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_turcas-bare = A: среден сбор на партия; B, D: по подразбиране, стойностите на ČAS не са известни; C: ČAS 2002

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_turcas-given = коефициентите от кода; стойностите на ČAS за B и D не са известни

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_brightwell-bare = K: среден сбор на партия; формулата на Brightwell е изведена

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_brightwell-given = K от кода; формулата на Brightwell е изведена

# Scrabble tournaments (games won, spread: the points margin).
scrabble_term_BH = Бухолц

# Scrabble tournaments (games won, spread: the points margin).
scrabble_term_SCORE = сбор от собствените точки (AbsSkore)

# Scrabble tournaments (games won, spread: the points margin).
scrabble_term_SPREAD = разлика в точките (RelSkore)

# Scrabble tournaments (games won, spread: the points margin).
scrabble_term_ZAC = кой започва: партии втори минус партии първи (Zacinani)

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $coefficients, $k.
scrabble_coefficients = коефициенти { $coefficients }, k = { $k }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $name (a name (a player, team or tournament)), $value (a tie-break value (a number)).
# same-as-english
scrabble_coefficient = { $name } = { $value }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $name (a name (a player, team or tournament)), $origin, $value (a tie-break value (a
# number)).
# same-as-english
scrabble_coefficient-from = { $name } = { $value }, { $origin }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $factor, $quantity, $term, $value (a tie-break value (a number)).
# same-as-english
scrabble_term = { $term }: { $quantity } × { $factor } = { $value }

# Scrabble tournaments (games won, spread: the points margin).
# warning (rules.md 13.9)
# Variables: $codes.
scrabble_warning_game-scores-missing = турнирът няма точки от партиите в отчетените кръгове: { $codes } са извадени от реда

# Scrabble tournaments (games won, spread: the points margin).
# input errors (rules.md 13.9, formats.md 7.1)
# Variables: $found.
scrabble_input_score-malformed = грешни точки на партия { $found }: очаква се свои:противник, две цели числа, напр. 412:380

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $score (a score (points)), $token.
scrabble_input_score-not-game = точки { $score } при { $token }, което не е изиграна партия: почивките и служебните резултати вземат bye_score / forfeit_score, оставете празно

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $token.
scrabble_input_score-missing = партията { $token } няма точки, а други партии имат: всяка изиграна партия се нуждае от точките си

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $score (a score (points)), $token.
scrabble_input_result-vs-score = резултатът { $token } не отговаря на точките { $score }: победата иска повече точки, ремито равни, загубата по-малко (иначе решена партия се въвежда като служебен резултат)

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $at, $other, $place, $score (a score (points)).
scrabble_input_sides-disagree = точките { $score } не са огледални на { $other }, записани за { $place } ({ $at })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $other, $place, $score (a score (points)).
scrabble_input_sides-disagree-no-cell = точките { $score } не са огледални на { $other }, записани за { $place }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $found, $results.
scrabble_input_scores-list = scores трябва да е списък с дължината на results ({ $results } елемента), намерено { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $field, $found.
scrabble_input_event-score = { $field } трябва да е свои:противник, две цели числа, напр. 50:0, намерено { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $found.
scrabble_input_spread-cap = spread_cap трябва да е положително цяло число, намерено { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)).
scrabble_input_turcas-colour = { $code } с D ≠ 0 изисква кой започва всяка партия, а тази партия няма цвят (започващият е белият)

# Scrabble tournaments (games won, spread: the points margin).
# command line (formats.md 7.5)
# Variables: $found.
scrabble_cli_spread-cap = --spread-cap приема положително цяло число или none, намерено { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $found, $option.
scrabble_cli_game-score = { $option } приема СВОИ:ПРОТИВНИК, две цели числа, напр. 50:0, намерено { $found }

# Scrabble tournaments (games won, spread: the points margin).
scrabble_help_spread-cap = ограничава разликата в точките на всеки кръг до N (none: без таван); заменя spread_cap на турнира

# Scrabble tournaments (games won, spread: the points margin).
scrabble_help_bye-score = точки свои:противник за всяка почивка (по подразбиране 0:0); заменя bye_score на турнира

# Scrabble tournaments (games won, spread: the points margin).
scrabble_help_forfeit-score = точки свои:противник за служебна победа (загубилият огледално); заменя forfeit_score на турнира

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $quantity_above, $quantity_below, $term, $text, $value_above, $value_below.
scrabble_why_term = { $text } Разделя ги членът { $term }: { $quantity_above } срещу { $quantity_below } ({ $value_above } срещу { $value_below }).

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $quantity_above, $quantity_below, $term, $text.
scrabble_why_term-one = { $text } Разделя ги членът { $term }: { $quantity_above } срещу { $quantity_below }.

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $codes, $round (a round number of the tournament).
scrabble_whatif_no-score = Разликата в точките иска точки: резултатите от кръг { $round }, за които питате, нямат точки в партията, затова класирането по-долу брои { $codes } само от предишните кръгове; редовете под всеки резултат казват с колко трябва да се спечели или загуби

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)).
scrabble_whatif_head = С колко, по { $code }, срещу състезателите, които могат да завършат със същите точки:

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)), $codes.
scrabble_whatif_head-level = С колко, по { $code }, срещу състезателите, които могат да завършат със същите точки и равни по { $codes }:

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $name (a name (a player, team or tournament)).
scrabble_whatif_nobody = никой друг не може да завърши с точките на { $name }: разликата в партията не променя класирането

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $margin, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_win-from = победа с { $margin } или повече поставя { $name } над { $rival } (разлика в точките { $mine } срещу { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_win-any = всяка победа поставя { $name } над { $rival } (разлика в точките { $mine } срещу { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_win-none = никоя победа не поставя { $name } над { $rival } (разлика в точките { $mine } срещу { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $margin, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_loss-upto = загуба с { $margin } или по-малко оставя { $name } над { $rival } (разлика в точките { $mine } срещу { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_loss-any = дори загуба с каквато и да е разлика оставя { $name } над { $rival } (разлика в точките { $mine } срещу { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_loss-none = никоя загуба не оставя { $name } над { $rival } (разлика в точките { $mine } срещу { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_draw-above = реми оставя { $name } над { $rival } по разлика в точките ({ $mine } срещу { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_draw-below = след реми { $rival } остава над { $name } по разлика в точките ({ $theirs } срещу { $mine }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $after, $mine, $name (a name (a player, team or tournament)), $rival.
scrabble_whatif_draw-level = след реми { $name } и { $rival } са равни по разлика в точките ({ $mine }): решава { $after }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $after, $level.
scrabble_whatif_level = ; при разлика точно { $level } са равни по разлика в точките и решава { $after }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $after, $level.
scrabble_whatif_level-cap = ; при разлика { $level } или повече (таванът на разликата) са равни по разлика в точките и решава { $after }

# Scrabble tournaments (games won, spread: the points margin).
scrabble_whatif_nothing-after = нито един следващ показател

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $board (a board number of a team match), $margin, $mine, $name (a name (a player, team
# or tournament)), $rival, $theirs.
scrabble_whatif_relative_win = { $rival } завършва със същите точки с победа на дъска { $board }: { $name } е над него, когато разликата на { $name } в кръга минус тази на { $rival } е { $margin } или повече (разлика в точките { $mine } срещу { $theirs })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $board (a board number of a team match), $margin, $mine, $name (a name (a player, team
# or tournament)), $rival, $theirs.
scrabble_whatif_relative_loss = { $rival } завършва със същите точки със загуба на дъска { $board }: { $name } е над него, когато разликата на { $name } в кръга минус тази на { $rival } е { $margin } или повече (разлика в точките { $mine } срещу { $theirs })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $count (a number choosing the plural form).
scrabble_whatif_more = и още със същите точки, по-далеч по разлика в точките: { $count }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $cap.
scrabble_whatif_cap = най-много { $cap }

# Scrabble: the spread (points margin) has no upper limit.
scrabble_whatif_no-cap = без таван

# Scrabble tournaments (games won, spread: the points margin).
scrabble_whatif_mean = M (средният сбор точки на партия, с партиите от този кръг)

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)), $name (a name (a player, team or
# tournament)), $round (a round number of the tournament).
scrabble_whatif_depends_score = { $code } зависи от собствените точки на { $name } в кръг { $round }, не от разликата: всяка точка на { $name } добавя 1, при победа и при загуба

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $b, $c, $cap, $code (a tie-break code such as BH (kept as it is)), $d, $k, $name (a
# name (a player, team or tournament)), $round (a round number of the tournament).
scrabble_whatif_depends_turcas = { $code } зависи от собствените точки на { $name } и от разликата: кръг { $round } добавя { $b } × собствени точки + { $c } × разлика ({ $cap }) + { $d } × (+1 ако не започва, −1 ако започва), а членът Бухолц { $a } / { $k } × BH се мени с всеки резултат от кръга

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $code (a tie-break code such as BH (kept as it is)), $k, $name (a name (a player,
# team or tournament)), $round (a round number of the tournament).
scrabble_whatif_depends_brightwell = { $code } зависи от собствените точки на { $name }, не от разликата: кръг { $round } добавя 1 × собствени точки, а членът Бухолц { $a } / { $k } × BH се мени с всеки резултат от кръга

# Scrabble tournaments (games won, spread: the points margin).
# the published page (tiebreak report)
scrabble_report_game-score = Точки в партията

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_unplayed = почивка или бай за цяла точка добавя точките за почивка на турнира (0:0, ако не са зададени), служебна победа — точките за служебен резултат (загубилият огледално; нищо, ако не са зададени), другите кръгове нищо; членът Бухолц в TurČAS и Brightwell ги брои според правилата.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_SPREAD = Разлика в точките: сборът от собствените точки минус тези на съперника във всеки кръг, всеки кръг най-много до тавана на разликата, ако турнирът има.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_SCORE = Сбор от собствените точки от всички партии, без таван.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_TURCAS = TurČAS, критерият на ČAS: A / k × Бухолц + B × сбор от собствените точки + C × разлика в точките + D × (партии втори − партии първи); коефициентите са на всяка карта.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_BRIGHTWELL = Критерий Brightwell: сбор от собствените точки + K / k × Бухолц (изведена формула); K е на всяка карта.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_crosstable-key = 412:380 след клетката: точките в партията, първо тези на състезателя от реда.

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)).
scrabble_error_no-modifier = { $code }: { $base } няма модификатор (като -C1 или -M1); пишете { $base }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)).
scrabble_error_no-coefficients = { $code }: { $base } няма коефициенти; пишете { $base }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)), $example, $found, $names.
scrabble_error_coefficients = { $code }: { $base } има коефициентите { $names } (или никакви, стандартните), например { $example }; зададени: { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)), $example.
scrabble_error_coefficient-text = { $code }: коефициентите на { $base } са десетични числа с точка, разделени със запетаи, например { $example }
