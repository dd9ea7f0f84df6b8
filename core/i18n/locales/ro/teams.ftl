### Română (ro): team events: team tie-breaks and their explanations.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# Team events (a match of several boards between two teams).
teams_error_not-a-team-event = nu este o competiție pe echipe: e nevoie de team-swiss sau team-round-robin cu echipe și numărul de mese

# Team events (a match of several boards between two teams).
# Variables: $player (a player's name), $team (a team's name).
teams_error_member = echipa { $team }: jucătorul { $player } este și în altă echipă sau nu participă la turneu

# Team events (a match of several boards between two teams).
# Variables: $boards, $found, $team (a team's name).
teams_error_lineup = echipa { $team } aliniază { $found } jucători, se așteaptă { $boards } sau niciunul

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $team (a team's
# name).
teams_error_board-kind = echipa { $team } are o masă care nu este partidă sau forfait ({ $outcome }); bye-ul echipei trebuie să fie pe toate mesele

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $team (a team's name).
teams_error_opponent = echipa { $team } joacă cu jucătorul { $opponent }, care nu este în altă echipă

# Team events (a match of several boards between two teams).
# Variables: $board (a board number of a team match), $opponent (an opponent's name), $team (a
# team's name).
teams_error_board = masa { $board } a echipei { $team } joacă cu jucătorul { $opponent }, care nu este la masa { $board } a echipei adverse

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name).
teams_error_mirror = rezultatul nu corespunde rezultatului jucătorului { $opponent } din acea rundă

# Team events (a match of several boards between two teams).
teams_kind_played = meci jucat

# Team events (a match of several boards between two teams).
teams_kind_forfeit-win = meci câștigat prin forfait

# Team events (a match of several boards between two teams).
teams_kind_forfeit-loss = meci pierdut prin forfait

# Team events (a match of several boards between two teams).
teams_kind_pab = bye al echipei alocat la împerechere

# Team events (a match of several boards between two teams).
teams_kind_absent = echipa neîmperecheată

## The names of the team codes (rules.md 9.5)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_MPVGP = Scorul secundar

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EMMSB = Sonneborn-Berger extins (MP × MP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EMGSB = Sonneborn-Berger extins (MP × GP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EGMSB = Sonneborn-Berger extins (GP × MP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EGGSB = Sonneborn-Berger extins (GP × GP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_SSSC = Scorul secundar cu Buchholz scalat

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_BC = Suma pe mese

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_TBR = Rezultatele de la prima masă

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_BBE = Eliminarea ultimelor mese

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDE = Partida directă extinsă

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDET = Partida directă extinsă, apoi rezultatele de la prima masă

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDEB = Partida directă extinsă, apoi eliminarea ultimelor mese

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDEBT = Partida directă extinsă, suma pe mese, apoi rezultatele de la prima masă

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDEBB = Partida directă extinsă, suma pe mese, apoi eliminarea ultimelor mese

# The name of a team tie-break (glossary.md 1), shown in headers.
# Variables: $name (a name (a player, team or tournament)).
teams_tb_on_mp = { $name } (puncte de meci)

# The name of a team tie-break (glossary.md 1), shown in headers.
# Variables: $name (a name (a player, team or tournament)).
teams_tb_on_gp = { $name } (puncte de partidă)

# The name of a team tie-break (glossary.md 1), shown in headers.
# Variables: $factor, $name (a name (a player, team or tournament)).
# same-as-english
teams_tb_factor = { $name } (factor { $factor })

# Match points (a team's points for matches won and drawn), abbreviated.
# same-as-english
teams_score_mp = MP

# Game points (the points of all the team's games), abbreviated.
# same-as-english
teams_score_gp = GP

# Team events (a match of several boards between two teams).
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $raw (a
# score before the rule adjusts it), $score (a score (points)).
teams_entry_match = { $opponent }: { $raw } { $score }, contează { $count }

# Team events (a match of several boards between two teams).
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $rounds
# (round numbers), $score (a score (points)), $seen (the value the rule counts).
teams_entry_match-adjusted =
    { $count ->
        [one] { $opponent } a obținut { $raw } { $score }, contează { $seen }: runda { $rounds } contează ca meci remiză (16.3.2)
        [few] { $opponent } a obținut { $raw } { $score }, contează { $seen }: rundele { $rounds } contează ca meciuri remiză (16.3.2)
       *[other] { $opponent } a obținut { $raw } { $score }, contează { $seen }: rundele { $rounds } contează ca meciuri remiză (16.3.2)
    }

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own, $score (a
# score (points)).
teams_entry_own = { $outcome }: propriile { $own } { $score }

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)).
teams_entry_own-against = { $outcome } contra { $opponent }: propriile { $own } { $score }

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-opponent = { $outcome } contra { $opponent }: propriile { $own } { $score }, plafonate la { $value } ale adversarului (16.4.1)

# Team events (a match of several boards between two teams).
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-rounds = { $outcome }: propriile { $own } { $score }, plafonate la { $draw } × { $rounds } = { $value } (16.4.2)

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_rr-forfeit = { $outcome } contra { $opponent } (turneu cu toți): { $value } { $score } ale adversarului

# Team events (a match of several boards between two teams).
teams_entry_rr-free = rundă liberă a turneului cu toți: nu adaugă nimic

# Team events (a match of several boards between two teams).
teams_mod_fore-assumed = meciul ultimei runde considerat remiză (8.3)

# Team events (a match of several boards between two teams).
# Variables: $amount, $factor, $score (a score (points)).
teams_mod_esb-factor = × propriile { $factor } { $score } = { $amount }

# Team events (a match of several boards between two teams).
# Variables: $bh, $buchholz, $code (a tie-break code such as BH (kept as it is)), $exact, $factor,
# $score (a score (points)), $secondary, $value (a tie-break value (a number)).
teams_summary_sssc = { $code } = { $secondary } { $score } + { $bh } { $buchholz } / { $factor } = { $exact }, rotunjit la { $value }

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points), $score (a score (points)).
# same-as-english
teams_entry_points = { $outcome }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points), $score (a score (points)).
teams_entry_win = { $outcome }: { $points } { $score }, meci câștigat

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points), $score (a score (points)).
teams_entry_no-win = { $outcome }: { $points } { $score }, nu este o victorie

# Team events (a match of several boards between two teams).
# Variables: $amount, $board (a board number of a team match), $points (a number of points), $score
# (a score (points)).
teams_entry_board-count = masa { $board }: { $points } { $score } × { $board } = { $amount }

# Team events (a match of several boards between two teams).
# Variables: $board (a board number of a team match), $points (a number of points), $score (a score
# (points)).
teams_entry_board = masa { $board }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $last, $points (a number of points), $score (a score (points)).
teams_entry_boards-down-to = mesele 1–{ $last }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $code (a tie-break code such as BH (kept as it is)), $value (a tie-break value (a
# number)).
teams_summary_lower-first = { $code } = { $value } (mai mic este mai bine)

# Team events (a match of several boards between two teams).
# Variables: $code (a tie-break code such as BH (kept as it is)), $key.
teams_summary_board-key = { $code } = { $key }: se compară număr cu număr, decide prima diferență

# Team events (a match of several boards between two teams).
# the no-tie line, the FB and VUR notes, and the plain sentences of team items
# Variables: $score (a score (points)).
teams_ties_none = Nu există două echipe la egalitate de { $score }: nu a fost nevoie de niciun criteriu de departajare.

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name).
teams_mod_fore-moved = meciul din ultima rundă al echipei { $opponent } considerat remiză (8.3)

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name).
teams_mod_fore-moved_plain = Pentru acest criteriu, meciul din ultima rundă al echipei { $opponent } contează ca remiză, deci scorul ei se schimbă.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
teams_mod_fore-assumed_plain = Pentru acest criteriu, meciul echipei voastre din ultima rundă contează ca remiză.

# Team events (a match of several boards between two teams).
teams_mod_cut_vur = se elimină întâi: rundă nejucată voluntar (16.5)

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
teams_mod_cut_vur_plain = Această rundă se elimină înaintea celorlalte, pentru că echipa voastră nu a jucat meciul (absență sau meci pierdut prin forfait).

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $score (a
# score (points)).
teams_entry_match_plain = { $opponent } a obținut { $raw } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $score (a
# score (points)), $seen (the value the rule counts).
teams_entry_match-adjusted_plain = { $opponent } a obținut { $raw } { $score }, dar contează { $seen }: o rundă ratată, după care echipa nu a mai jucat niciun meci, contează ca meci remiză.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own, $score (a
# score (points)).
teams_entry_own_plain = Această rundă ({ $outcome }) contează ca un meci cu o echipă care are scorul vostru, { $own } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)).
teams_entry_own-against_plain = Această rundă ({ $outcome } contra { $opponent }) contează ca un meci cu o echipă care are scorul vostru, { $own } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-opponent_plain = Această rundă ({ $outcome } contra { $opponent }) contează ca un meci cu o echipă care are scorul vostru, { $own } { $score }, dar nu mai mult decât scorul echipei { $opponent }, { $value } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-rounds_plain = Această rundă ({ $outcome }) contează ca un meci cu o echipă care are scorul vostru, { $own } { $score }, dar nu mai mult decât un meci remiză în fiecare rundă: { $draw } × { $rounds } = { $value } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
teams_entry_rr-forfeit_plain = Într-un turneu fiecare cu fiecare, această rundă ({ $outcome }) contează totuși ca meci contra { $opponent }.

# Team events (a match of several boards between two teams).
# Variables: $code (a tie-break code such as BH (kept as it is)).
teams_summary_de_not-reached = { $code } nu se aplică: când s-a ajuns la el, nicio altă echipă nu mai era la egalitate cu aceasta

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teams_entry_points-against = { $outcome } contra { $opponent }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teams_entry_win-against = { $outcome } contra { $opponent }: { $points } { $score }, meci câștigat

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teams_entry_no-win-against = { $outcome } contra { $opponent }: { $points } { $score }, nu este o victorie
