### Български (bg): team standings and their checks.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# Team standings (match points, game points) and their checks.
teamstd_error_same-team = посочете два различни отбора

# Team standings (match points, game points) and their checks.
# Variables: $candidates, $query.
teamstd_error_team-ambiguous = на { $query } отговарят няколко отбора: { $candidates }

# Team standings (match points, game points) and their checks.
# Variables: $query.
teamstd_error_team-unknown = на { $query } не отговаря нито един отбор

# Team standings (match points, game points) and their checks.
# Variables: $left (the part before), $right (the part after).
# same-as-english
teamstd_slash = { $left }/{ $right }

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $detail, $points
# (a number of points).
teamstd_why_de = И двата отбора имат { $points }. { $above } е над { $below } по лична среща ({ $code }): { $detail }.

# Team standings (match points, game points) and their checks.
# a team's why names teams, not players (issue 33)
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $points (a number
# of points), $value_above, $value_below.
teamstd_why_value = И двата отбора имат по { $points }. { $above } е над { $below } по { $code }: { $value_above } срещу { $value_below }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $earlier, $points
# (a number of points), $value_above, $value_below.
teamstd_why_value-level = И двата отбора имат по { $points } и са равни по { $earlier }. { $above } е над { $below } по { $code }: { $value_above } срещу { $value_below }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $points (a number of points), $seed, $value_above, $value_below.
teamstd_why_lots = И двата отбора имат по { $points }. { $above } е над { $below } по жребий (LOTS, seed { $seed }): № { $value_above } срещу № { $value_below }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $earlier, $points (a number of points), $seed, $value_above,
# $value_below.
teamstd_why_lots-level = И двата отбора имат по { $points } и са равни по { $earlier }. { $above } е над { $below } по жребий (LOTS, seed { $seed }): № { $value_above } срещу № { $value_below }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $points (a number of points), $value_above, $value_below.
teamstd_why_manual = И двата отбора имат по { $points }. { $above } е над { $below } по решение на съдията (MANUAL): { $value_above } срещу { $value_below }, по-малката стойност е по-добра.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $earlier, $points (a number of points), $value_above, $value_below.
teamstd_why_manual-level = И двата отбора имат по { $points } и са равни по { $earlier }. { $above } е над { $below } по решение на съдията (MANUAL): { $value_above } срещу { $value_below }, по-малката стойност е по-добра.

# Team standings (match points, game points) and their checks.
teamstd_column_team = Отбор

# Team standings (match points, game points) and their checks.
# Variables: $how, $order (tie-break codes in order, such as BH-C1, BH), $primary, $rules (a rule
# set's name such as fide-2026 (kept as it is)).
teamstd_rules = Правила: { $rules } ({ $how }); класиране по { $primary }; ред на показателите: { $order }

# Team standings (match points, game points) and their checks.
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $primary, $rules (a rule set's
# name such as fide-2026 (kept as it is)).
teamstd_rules-markdown = Правила `{ $rules }`, класиране по { $primary }, ред { $order }

# Team standings (match points, game points) and their checks.
# Variables: $count (a number choosing the plural form), $score (a score (points)).
# same-as-english
teamstd_score = { $count } { $score }

# Team standings (match points, game points) and their checks.
# Variables: $gp, $mp.
# same-as-english
teamstd_mp-gp = { $mp } MP, { $gp } GP

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $high, $low, $score (a score (points)).
teamstd_why_score = { $above } е над { $below } по { $score }: { $high } срещу { $low }.

# Team standings (match points, game points) and their checks.
# Variables: $score (a score (points)), $steps.
teamstd_step_score = { $score } от срещите помежду им: { $steps }

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group).
teamstd_de_step_level = { $members }: равни, не се разделят

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group).
# same-as-english
teamstd_de_step_ordered = { $members }

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group).
teamstd_de_step_none-placed = { $members }: никой не може да бъде класиран

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group), $placed.
teamstd_de_step_placed = { $members }: класирани: { $placed }

# Team standings (match points, game points) and their checks.
# Variables: $above, $stage.
teamstd_step_boards = дъските от срещите помежду им ({ $stage }): { $above } е по-напред

# Team standings (match points, game points) and their checks.
# Variables: $stages.
teamstd_step_boards-level = дъските от срещите помежду им ({ $stages }): равенство

# Team standings (match points, game points) and their checks.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
teamstd_entry_de_forfeit = { $outcome } срещу { $opponent }: не е изиграна нито една партия, не се брои (6.1.1)

# Team standings (match points, game points) and their checks.
# The plain-language sentence for a player (no article numbers).
teamstd_entry_de_forfeit_plain = Мач, в който не е изиграна нито една партия на дъската, не се брои.

# Team standings (match points, game points) and their checks.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teamstd_entry_de_counted = { $outcome } срещу { $opponent }: { $points } { $score }, брои се

# Team standings (match points, game points) and their checks.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $points (a number of points), $score (a score
# (points)).
teamstd_entry_de_counted_plain = Мачът ви срещу { $opponent } се брои: { $points } { $score }.

# Team standings (match points, game points) and their checks.
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $outcome
# (an outcome such as win or forfeit win (another message)), $points (a number of points), $score (a
# score (points)), $share.
teamstd_entry_de_averaged = { $outcome } срещу { $opponent }: { $points } { $score }, един от { $count } мача, брои се { $share } (6.1.2)

# Team standings (match points, game points) and their checks.
# The plain-language sentence for a player (no article numbers).
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $score (a
# score (points)), $share.
teamstd_entry_de_averaged_plain = Срещнахте { $opponent } { $count } пъти; всеки мач се брои с дела си, { $share } { $score }.

# Team standings (match points, game points) and their checks.
# Variables: $preset (a preset's name (kept as it is)).
teamstd_error_team-preset = наборът { $preset } е за отборни състезания

# Team standings (match points, game points) and their checks.
# Variables: $preset (a preset's name (kept as it is)).
teamstd_error_individual-preset = наборът { $preset } е за индивидуални състезания; отборни набори: fide-team-swiss, fide-team-round-robin, olympiad, fide-1998-team

# Team standings (match points, game points) and their checks.
teamstd_error_individual-event = --primary, --match-points и --individual изискват отборно състезание

# Team standings (match points, game points) and their checks.
# Variables: $text.
teamstd_error_match-points = --match-points { $text }: очакват се П,Р,З или П,Р,З,PAB, числа от 0 до 1000 с най-много 3 десетични знака

# Team standings (match points, game points) and their checks.
# Variables: $text.
teamstd_error_primary = --primary { $text }: очаква се MP или GP

# Team standings (match points, game points) and their checks.
# Variables: $option.
teamstd_error_option = --{ $option } не се поддържа за отборно класиране

# Team standings (match points, game points) and their checks.
teamstd_help_primary = отборни състезания: класиране по точки за мачове (MP) или за партии (GP)

# Team standings (match points, game points) and their checks.
teamstd_help_match-points = отборни състезания: точки за мачове при победа, реми, загуба и почивка на отбора

# Team standings (match points, game points) and their checks.
teamstd_help_individual = отборни състезания: класиране на самите играчи (точки от партиите, индивидуален ред)

# Team standings (match points, game points) and their checks.
teamstd_error_individual-options = --primary и --match-points определят класирането на отборите; --individual класира играчите по точките им на дъските

# Team standings (match points, game points) and their checks.
# ties left: the primary score (MP or GP) named, not "points"
# Variables: $above, $below, $codes, $rank (a place in the standings), $score (a score (points)).
teamstd_why_shared = { $above } и { $below } не се разделят нито по { $score }, нито по { $codes }: делят място { $rank }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $rank (a place in the standings), $score (a score (points)).
teamstd_why_shared-no-order = { $above } и { $below } не се разделят нито по { $score }, нито по някой допълнителен показател: делят място { $rank }.

# Team standings (match points, game points) and their checks.
# Variables: $codes, $players, $rank (a place in the standings), $score (a score (points)).
teamstd_warning_unbroken-tie = { $players } не могат да бъдат разделени по { $score } и { $codes }: делят място { $rank }

# Team standings (match points, game points) and their checks.
# Variables: $players, $rank (a place in the standings), $score (a score (points)).
teamstd_warning_unbroken-tie-no-order = { $players } не могат да бъдат разделени по { $score }, а допълнителни показатели няма: делят място { $rank }

# Team standings (match points, game points) and their checks.
# check on a team event in progress: no --live for team standings
# Variables: $after, $count (a number choosing the plural form), $file (a file's name), $games,
# $round (a round number of the tournament).
teamstd_check_pending =
    { $count ->
        [one] { $file }: кръг { $round } тече: { $count } от { $games } партии е без резултат (информация, не грешка); класирането брои кръгове от 1 до { $after }
       *[other] { $file }: кръг { $round } тече: { $count } от { $games } партии са без резултат (информация, не грешка); класирането брои кръгове от 1 до { $after }
    }
