### Română (ro): team standings and their checks.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# Team standings (match points, game points) and their checks.
teamstd_error_same-team = numiți două echipe diferite

# Team standings (match points, game points) and their checks.
# Variables: $candidates, $query.
teamstd_error_team-ambiguous = mai multe echipe corespund cu { $query }: { $candidates }

# Team standings (match points, game points) and their checks.
# Variables: $query.
teamstd_error_team-unknown = nicio echipă nu corespunde cu { $query }

# Team standings (match points, game points) and their checks.
# Variables: $left (the part before), $right (the part after).
# same-as-english
teamstd_slash = { $left }/{ $right }

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $detail, $points
# (a number of points).
teamstd_why_de = Ambele echipe au { $points }. { $above } este mai sus decât { $below } după meciul direct ({ $code }): { $detail }.

# Team standings (match points, game points) and their checks.
# a team's why names teams, not players (issue 33)
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $points (a number
# of points), $value_above, $value_below.
teamstd_why_value = Ambele echipe au câte { $points }. { $above } este mai sus decât { $below } la { $code }: { $value_above } față de { $value_below }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $earlier, $points
# (a number of points), $value_above, $value_below.
teamstd_why_value-level = Ambele echipe au câte { $points }, iar la { $earlier } sunt la egalitate. { $above } este mai sus decât { $below } la { $code }: { $value_above } față de { $value_below }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $points (a number of points), $seed, $value_above, $value_below.
teamstd_why_lots = Ambele echipe au câte { $points }. { $above } este mai sus decât { $below } prin tragere la sorți (LOTS, seed { $seed }): numărul { $value_above } față de { $value_below }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $earlier, $points (a number of points), $seed, $value_above,
# $value_below.
teamstd_why_lots-level = Ambele echipe au câte { $points }, iar la { $earlier } sunt la egalitate. { $above } este mai sus decât { $below } prin tragere la sorți (LOTS, seed { $seed }): numărul { $value_above } față de { $value_below }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $points (a number of points), $value_above, $value_below.
teamstd_why_manual = Ambele echipe au câte { $points }. { $above } este mai sus decât { $below } prin decizia arbitrului (MANUAL): { $value_above } față de { $value_below }, mai mic este mai bine.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $earlier, $points (a number of points), $value_above, $value_below.
teamstd_why_manual-level = Ambele echipe au câte { $points }, iar la { $earlier } sunt la egalitate. { $above } este mai sus decât { $below } prin decizia arbitrului (MANUAL): { $value_above } față de { $value_below }, mai mic este mai bine.

# Team standings (match points, game points) and their checks.
teamstd_column_team = Echipa

# Team standings (match points, game points) and their checks.
# Variables: $how, $order (tie-break codes in order, such as BH-C1, BH), $primary, $rules (a rule
# set's name such as fide-2026 (kept as it is)).
teamstd_rules = Regulament: { $rules } ({ $how }); clasament după { $primary }; ordinea de departajare: { $order }

# Team standings (match points, game points) and their checks.
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $primary, $rules (a rule set's
# name such as fide-2026 (kept as it is)).
teamstd_rules-markdown = Regulament `{ $rules }`, clasament după { $primary }, ordinea { $order }

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
teamstd_why_score = { $above } este mai sus decât { $below } la { $score }: { $high } față de { $low }.

# Team standings (match points, game points) and their checks.
# Variables: $score (a score (points)), $steps.
teamstd_step_score = { $score } din meciurile directe: { $steps }

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group).
teamstd_de_step_level = { $members }: la egalitate, nu se departajează

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group).
# same-as-english
teamstd_de_step_ordered = { $members }

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group).
teamstd_de_step_none-placed = { $members }: nimeni nu poate fi clasat

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group), $placed.
teamstd_de_step_placed = { $members }: se clasează { $placed }

# Team standings (match points, game points) and their checks.
# Variables: $above, $stage.
teamstd_step_boards = mesele meciurilor directe ({ $stage }): { $above } înainte

# Team standings (match points, game points) and their checks.
# Variables: $stages.
teamstd_step_boards-level = mesele meciurilor directe ({ $stages }): egalitate

# Team standings (match points, game points) and their checks.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
teamstd_entry_de_forfeit = { $outcome } contra { $opponent }: nicio partidă jucată, nu se ia în calcul (6.1.1)

# Team standings (match points, game points) and their checks.
# The plain-language sentence for a player (no article numbers).
teamstd_entry_de_forfeit_plain = Un meci în care nu s-a jucat nicio partidă la masă nu se ia în calcul.

# Team standings (match points, game points) and their checks.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teamstd_entry_de_counted = { $outcome } contra { $opponent }: { $points } { $score }, se ia în calcul

# Team standings (match points, game points) and their checks.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $points (a number of points), $score (a score
# (points)).
teamstd_entry_de_counted_plain = Meciul dumneavoastră contra { $opponent } se ia în calcul: { $points } { $score }.

# Team standings (match points, game points) and their checks.
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $outcome
# (an outcome such as win or forfeit win (another message)), $points (a number of points), $score (a
# score (points)), $share.
teamstd_entry_de_averaged = { $outcome } contra { $opponent }: { $points } { $score }, unul din { $count } meciuri, contează { $share } (6.1.2)

# Team standings (match points, game points) and their checks.
# The plain-language sentence for a player (no article numbers).
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $score (a
# score (points)), $share.
teamstd_entry_de_averaged_plain = Ați întâlnit echipa { $opponent } de { $count } ori; fiecare meci contează cu partea sa, { $share } { $score }.

# Team standings (match points, game points) and their checks.
# Variables: $preset (a preset's name (kept as it is)).
teamstd_error_team-preset = setul { $preset } este pentru turnee pe echipe

# Team standings (match points, game points) and their checks.
# Variables: $preset (a preset's name (kept as it is)).
teamstd_error_individual-preset = setul { $preset } este pentru turnee individuale; seturi pe echipe: fide-team-swiss, fide-team-round-robin, olympiad, fide-1998-team

# Team standings (match points, game points) and their checks.
teamstd_error_individual-event = --primary, --match-points și --individual cer un turneu pe echipe

# Team standings (match points, game points) and their checks.
# Variables: $text.
teamstd_error_match-points = --match-points { $text }: se așteaptă V,R,P sau V,R,P,PAB, numere de la 0 la 1000 cu cel mult 3 zecimale

# Team standings (match points, game points) and their checks.
# Variables: $text.
teamstd_error_primary = --primary { $text }: se așteaptă MP sau GP

# Team standings (match points, game points) and their checks.
# Variables: $option.
teamstd_error_option = --{ $option } nu este disponibil pentru clasamentul pe echipe

# Team standings (match points, game points) and their checks.
teamstd_help_primary = turnee pe echipe: clasament după puncte de meci (MP) sau puncte de partidă (GP)

# Team standings (match points, game points) and their checks.
teamstd_help_match-points = turnee pe echipe: puncte de meci pentru victorie, remiză, înfrângere și bye-ul echipei

# Team standings (match points, game points) and their checks.
teamstd_help_individual = turnee pe echipe: clasamentul jucătorilor (puncte din partide, ordine individuală)

# Team standings (match points, game points) and their checks.
teamstd_error_individual-options = --primary și --match-points stabilesc clasamentul echipelor; --individual clasează jucătorii după punctele lor la mese

# Team standings (match points, game points) and their checks.
# ties left: the primary score (MP or GP) named, not "points"
# Variables: $above, $below, $codes, $rank (a place in the standings), $score (a score (points)).
teamstd_why_shared = { $above } și { $below } nu se departajează nici prin { $score }, nici prin { $codes }: împart locul { $rank }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $rank (a place in the standings), $score (a score (points)).
teamstd_why_shared-no-order = { $above } și { $below } nu se departajează nici prin { $score }, nici prin vreun criteriu de departajare: împart locul { $rank }.

# Team standings (match points, game points) and their checks.
# Variables: $codes, $players, $rank (a place in the standings), $score (a score (points)).
teamstd_warning_unbroken-tie = { $players }: departajare imposibilă prin { $score } și { $codes }; împart locul { $rank }

# Team standings (match points, game points) and their checks.
# Variables: $players, $rank (a place in the standings), $score (a score (points)).
teamstd_warning_unbroken-tie-no-order = { $players }: departajare imposibilă prin { $score }, fără criterii de departajare; împart locul { $rank }

# Team standings (match points, game points) and their checks.
# check on a team event in progress: no --live for team standings
# Variables: $after, $count (a number choosing the plural form), $file (a file's name), $games,
# $round (a round number of the tournament).
teamstd_check_pending =
    { $count ->
        [one] { $file }: runda { $round } în desfășurare: { $count } partidă din { $games } fără rezultat (informație, nu eroare); clasamentul numără rundele de la 1 la { $after }
        [few] { $file }: runda { $round } în desfășurare: { $count } partide din { $games } fără rezultat (informație, nu eroare); clasamentul numără rundele de la 1 la { $after }
       *[other] { $file }: runda { $round } în desfășurare: { $count } de partide din { $games } fără rezultat (informație, nu eroare); clasamentul numără rundele de la 1 la { $after }
    }
