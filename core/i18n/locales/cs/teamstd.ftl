### Čeština (cs): team standings and their checks.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# Team standings (match points, game points) and their checks.
teamstd_error_same-team = zadejte dvě různá družstva

# Team standings (match points, game points) and their checks.
# Variables: $candidates, $query.
teamstd_error_team-ambiguous = zadání { $query } odpovídá více družstev: { $candidates }

# Team standings (match points, game points) and their checks.
# Variables: $query.
teamstd_error_team-unknown = zadání { $query } neodpovídá žádnému družstvu

# Team standings (match points, game points) and their checks.
# Variables: $left (the part before), $right (the part after).
# same-as-english
teamstd_slash = { $left }/{ $right }

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $detail, $points
# (a number of points).
teamstd_why_de = Obě družstva mají { $points }. { $above } je výše než { $below } podle vzájemného zápasu ({ $code }): { $detail }.

# Team standings (match points, game points) and their checks.
# a team's why names teams, not players (issue 33)
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $points (a number
# of points), $value_above, $value_below.
teamstd_why_value = Obě družstva mají { $points }. { $above } je výše než { $below } podle { $code }: { $value_above } proti { $value_below }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $earlier, $points
# (a number of points), $value_above, $value_below.
teamstd_why_value-level = Obě družstva mají { $points } a shodu i v { $earlier }. { $above } je výše než { $below } podle { $code }: { $value_above } proti { $value_below }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $points (a number of points), $seed, $value_above, $value_below.
teamstd_why_lots = Obě družstva mají { $points }. { $above } je výše než { $below } podle losování (LOTS, seed { $seed }): los č. { $value_above } proti { $value_below }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $earlier, $points (a number of points), $seed, $value_above,
# $value_below.
teamstd_why_lots-level = Obě družstva mají { $points } a shodu i v { $earlier }. { $above } je výše než { $below } podle losování (LOTS, seed { $seed }): los č. { $value_above } proti { $value_below }.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $points (a number of points), $value_above, $value_below.
teamstd_why_manual = Obě družstva mají { $points }. { $above } je výše než { $below } podle rozhodnutí rozhodčího (MANUAL): { $value_above } proti { $value_below }, nižší je lepší.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $earlier, $points (a number of points), $value_above, $value_below.
teamstd_why_manual-level = Obě družstva mají { $points } a shodu i v { $earlier }. { $above } je výše než { $below } podle rozhodnutí rozhodčího (MANUAL): { $value_above } proti { $value_below }, nižší je lepší.

# Team standings (match points, game points) and their checks.
teamstd_column_team = Družstvo

# Team standings (match points, game points) and their checks.
# Variables: $how, $order (tie-break codes in order, such as BH-C1, BH), $primary, $rules (a rule
# set's name such as fide-2026 (kept as it is)).
teamstd_rules = Pravidla: { $rules } ({ $how }); pořadí podle: { $primary }; pomocná hodnocení: { $order }

# Team standings (match points, game points) and their checks.
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $primary, $rules (a rule set's
# name such as fide-2026 (kept as it is)).
teamstd_rules-markdown = Pravidla `{ $rules }`, pořadí podle { $primary }, pomocná hodnocení { $order }

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
teamstd_why_score = { $above } je výše než { $below } podle { $score }: { $high } proti { $low }.

# Team standings (match points, game points) and their checks.
# Variables: $score (a score (points)), $steps.
teamstd_step_score = { $score } ze vzájemných zápasů: { $steps }

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group).
teamstd_de_step_level = { $members }: shoda, nelze rozlišit

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group).
# same-as-english
teamstd_de_step_ordered = { $members }

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group).
teamstd_de_step_none-placed = { $members }: nikoho nelze umístit

# Team standings (match points, game points) and their checks.
# Variables: $members (the players of a tied group), $placed.
teamstd_de_step_placed = { $members }: umístění: { $placed }

# Team standings (match points, game points) and their checks.
# Variables: $above, $stage.
teamstd_step_boards = šachovnice vzájemných zápasů ({ $stage }): { $above } výše

# Team standings (match points, game points) and their checks.
# Variables: $stages.
teamstd_step_boards-level = šachovnice vzájemných zápasů ({ $stages }): rovnost

# Team standings (match points, game points) and their checks.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
teamstd_entry_de_forfeit = { $outcome } proti družstvu { $opponent }: žádná partie nebyla sehrána, nepočítá se (6.1.1)

# Team standings (match points, game points) and their checks.
# The plain-language sentence for a player (no article numbers).
teamstd_entry_de_forfeit_plain = Zápas, ve kterém se na žádné šachovnici nehrálo, se nepočítá.

# Team standings (match points, game points) and their checks.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teamstd_entry_de_counted = { $outcome } proti družstvu { $opponent }: { $points } { $score }, počítá se

# Team standings (match points, game points) and their checks.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $points (a number of points), $score (a score
# (points)).
teamstd_entry_de_counted_plain = Váš zápas proti družstvu { $opponent } se počítá: { $points } { $score }.

# Team standings (match points, game points) and their checks.
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $outcome
# (an outcome such as win or forfeit win (another message)), $points (a number of points), $score (a
# score (points)), $share.
teamstd_entry_de_averaged = { $outcome } proti družstvu { $opponent }: { $points } { $score }, jeden z { $count } zápasů, počítá se { $share } (6.1.2)

# Team standings (match points, game points) and their checks.
# The plain-language sentence for a player (no article numbers).
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $score (a
# score (points)), $share.
teamstd_entry_de_averaged_plain = S družstvem { $opponent } jste hráli { $count }krát; každý zápas se počítá svým dílem, { $share } { $score }.

# Team standings (match points, game points) and their checks.
# Variables: $preset (a preset's name (kept as it is)).
teamstd_error_team-preset = předvolba { $preset } je pro soutěže družstev

# Team standings (match points, game points) and their checks.
# Variables: $preset (a preset's name (kept as it is)).
teamstd_error_individual-preset = předvolba { $preset } je pro soutěže jednotlivců; předvolby družstev: fide-team-swiss, fide-team-round-robin, olympiad, fide-1998-team

# Team standings (match points, game points) and their checks.
teamstd_error_individual-event = --primary, --match-points a --individual vyžadují soutěž družstev

# Team standings (match points, game points) and their checks.
# Variables: $text.
teamstd_error_match-points = --match-points { $text }: očekáváno V,R,P nebo V,R,P,PAB, čísla od 0 do 1000 s nejvýše 3 desetinnými místy

# Team standings (match points, game points) and their checks.
# Variables: $text.
teamstd_error_primary = --primary { $text }: očekáváno MP nebo GP

# Team standings (match points, game points) and their checks.
# Variables: $option.
teamstd_error_option = --{ $option } není pro pořadí družstev k dispozici

# Team standings (match points, game points) and their checks.
teamstd_help_primary = soutěže družstev: pořadí podle zápasových (MP) nebo partiových bodů (GP)

# Team standings (match points, game points) and their checks.
teamstd_help_match-points = soutěže družstev: zápasové body za výhru, remízu, prohru a volno družstva

# Team standings (match points, game points) and their checks.
teamstd_help_individual = soutěže družstev: pořadí samotných hráčů (body z partií, pomocná hodnocení jednotlivců)

# Team standings (match points, game points) and their checks.
teamstd_error_individual-options = --primary a --match-points určují pořadí družstev; --individual řadí hráče podle jejich bodů na šachovnicích

# Team standings (match points, game points) and their checks.
# ties left: the primary score (MP or GP) named, not "points"
# Variables: $above, $below, $codes, $rank (a place in the standings), $score (a score (points)).
teamstd_why_shared = { $above } a { $below } se neliší v { $score } ani v { $codes }: dělí { $rank }. místo.

# Team standings (match points, game points) and their checks.
# Variables: $above, $below, $rank (a place in the standings), $score (a score (points)).
teamstd_why_shared-no-order = { $above } a { $below } se neliší v { $score } ani v žádném pomocném hodnocení: dělí { $rank }. místo.

# Team standings (match points, game points) and their checks.
# Variables: $codes, $players, $rank (a place in the standings), $score (a score (points)).
teamstd_warning_unbroken-tie = { $players } se neliší v { $score } ani v { $codes }: dělí { $rank }. místo

# Team standings (match points, game points) and their checks.
# Variables: $players, $rank (a place in the standings), $score (a score (points)).
teamstd_warning_unbroken-tie-no-order = { $players } se neliší v { $score } a žádné pomocné hodnocení není zadáno: dělí { $rank }. místo

# Team standings (match points, game points) and their checks.
# check on a team event in progress: no --live for team standings
# Variables: $after, $count (a number choosing the plural form), $file (a file's name), $games,
# $round (a round number of the tournament).
teamstd_check_pending =
    { $count ->
        [one] { $file }: kolo { $round } probíhá: { $count } partie z { $games } bez výsledku (informace, ne chyba); pořadí počítá kola 1 až { $after }
        [few] { $file }: kolo { $round } probíhá: { $count } partie z { $games } bez výsledku (informace, ne chyba); pořadí počítá kola 1 až { $after }
        [many] { $file }: kolo { $round } probíhá: { $count } partie z { $games } bez výsledku (informace, ne chyba); pořadí počítá kola 1 až { $after }
       *[other] { $file }: kolo { $round } probíhá: { $count } partií z { $games } bez výsledku (informace, ne chyba); pořadí počítá kola 1 až { $after }
    }
