### Čeština (cs): team events: team tie-breaks and their explanations.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# Team events (a match of several boards between two teams).
teams_error_not-a-team-event = nejde o soutěž družstev: je třeba team-swiss nebo team-round-robin s družstvy a počtem šachovnic

# Team events (a match of several boards between two teams).
# Variables: $player (a player's name), $team (a team's name).
teams_error_member = družstvo { $team }: hráč { $player } je i v jiném družstvu, nebo není hráčem turnaje

# Team events (a match of several boards between two teams).
# Variables: $boards, $found, $team (a team's name).
teams_error_lineup = družstvo { $team } nastoupilo s { $found } hráči, očekáváno { $boards } nebo žádný

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $team (a team's
# name).
teams_error_board-kind = družstvo { $team } má šachovnici, která není partií ani kontumací ({ $outcome }); volno družstva musí být na všech šachovnicích

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $team (a team's name).
teams_error_opponent = družstvo { $team } hraje s hráčem { $opponent }, který není v jiném družstvu

# Team events (a match of several boards between two teams).
# Variables: $board (a board number of a team match), $opponent (an opponent's name), $team (a
# team's name).
teams_error_board = šachovnice { $board } družstva { $team } hraje s hráčem { $opponent }, který není na šachovnici { $board } soupeřova družstva

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name).
teams_error_mirror = výsledek neodpovídá výsledku hráče { $opponent } v tomto kole

# Team events (a match of several boards between two teams).
teams_kind_played = odehraný zápas

# Team events (a match of several boards between two teams).
teams_kind_forfeit-win = zápas vyhraný kontumačně

# Team events (a match of several boards between two teams).
teams_kind_forfeit-loss = zápas prohraný kontumačně

# Team events (a match of several boards between two teams).
teams_kind_pab = volno družstva přidělené losováním

# Team events (a match of several boards between two teams).
teams_kind_absent = družstvo nenalosováno

## The names of the team codes (rules.md 9.5)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_MPVGP = Vedlejší skóre

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EMMSB = Rozšířený Sonneborn-Berger (MP × MP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EMGSB = Rozšířený Sonneborn-Berger (MP × GP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EGMSB = Rozšířený Sonneborn-Berger (GP × MP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EGGSB = Rozšířený Sonneborn-Berger (GP × GP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_SSSC = Vedlejší skóre se škálovaným Buchholzem

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_BC = Součet podle šachovnic

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_TBR = Výsledky od první šachovnice

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_BBE = Vyřazování posledních šachovnic

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDE = Rozšířený vzájemný zápas

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDET = Rozšířený vzájemný zápas, pak výsledky od první šachovnice

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDEB = Rozšířený vzájemný zápas, pak vyřazování posledních šachovnic

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDEBT = Rozšířený vzájemný zápas, součet podle šachovnic, pak výsledky od první šachovnice

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDEBB = Rozšířený vzájemný zápas, součet podle šachovnic, pak vyřazování posledních šachovnic

# The name of a team tie-break (glossary.md 1), shown in headers.
# Variables: $name (a name (a player, team or tournament)).
teams_tb_on_mp = { $name } (zápasové body)

# The name of a team tie-break (glossary.md 1), shown in headers.
# Variables: $name (a name (a player, team or tournament)).
teams_tb_on_gp = { $name } (partiové body)

# The name of a team tie-break (glossary.md 1), shown in headers.
# Variables: $factor, $name (a name (a player, team or tournament)).
teams_tb_factor = { $name } (koeficient { $factor })

# Match points (a team's points for matches won and drawn), abbreviated.
# same-as-english
teams_score_mp = MP

# Game points (the points of all the team's games), abbreviated.
# same-as-english
teams_score_gp = GP

# Team events (a match of several boards between two teams).
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $raw (a
# score before the rule adjusts it), $score (a score (points)).
teams_entry_match = { $opponent }: { $raw } { $score }, počítá se { $count }

# Team events (a match of several boards between two teams).
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $rounds
# (round numbers), $score (a score (points)), $seen (the value the rule counts).
teams_entry_match-adjusted =
    { $count ->
        [one] { $opponent } získalo { $raw } { $score }, počítá se { $seen }: kolo { $rounds } se počítá jako remízový zápas (16.3.2)
        [few] { $opponent } získalo { $raw } { $score }, počítá se { $seen }: kola { $rounds } se počítají jako remízové zápasy (16.3.2)
        [many] { $opponent } získalo { $raw } { $score }, počítá se { $seen }: kola { $rounds } se počítají jako remízové zápasy (16.3.2)
       *[other] { $opponent } získalo { $raw } { $score }, počítá se { $seen }: kola { $rounds } se počítají jako remízové zápasy (16.3.2)
    }

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own, $score (a
# score (points)).
teams_entry_own = { $outcome }: vlastní { $own } { $score }

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)).
teams_entry_own-against = { $outcome } proti { $opponent }: vlastní { $own } { $score }

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-opponent = { $outcome } proti { $opponent }: vlastní { $own } { $score }, omezeno na soupeřových { $value } (16.4.1)

# Team events (a match of several boards between two teams).
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-rounds = { $outcome }: vlastní { $own } { $score }, omezeno na { $draw } × { $rounds } = { $value } (16.4.2)

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_rr-forfeit = { $outcome } proti { $opponent } (každý s každým): soupeřových { $value } { $score }

# Team events (a match of several boards between two teams).
teams_entry_rr-free = volné kolo turnaje každý s každým: nepřidává nic

# Team events (a match of several boards between two teams).
teams_mod_fore-assumed = zápas posledního kola brán jako remízový (8.3)

# Team events (a match of several boards between two teams).
# Variables: $amount, $factor, $score (a score (points)).
teams_mod_esb-factor = × vlastní { $factor } { $score } = { $amount }

# Team events (a match of several boards between two teams).
# Variables: $bh, $buchholz, $code (a tie-break code such as BH (kept as it is)), $exact, $factor,
# $score (a score (points)), $secondary, $value (a tie-break value (a number)).
teams_summary_sssc = { $code } = { $secondary } { $score } + { $bh } { $buchholz } / { $factor } = { $exact }, zaokrouhleno na { $value }

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points), $score (a score (points)).
# same-as-english
teams_entry_points = { $outcome }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points), $score (a score (points)).
teams_entry_win = { $outcome }: { $points } { $score }, vyhraný zápas

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points), $score (a score (points)).
teams_entry_no-win = { $outcome }: { $points } { $score }, nejde o výhru

# Team events (a match of several boards between two teams).
# Variables: $amount, $board (a board number of a team match), $points (a number of points), $score
# (a score (points)).
teams_entry_board-count = šachovnice { $board }: { $points } { $score } × { $board } = { $amount }

# Team events (a match of several boards between two teams).
# Variables: $board (a board number of a team match), $points (a number of points), $score (a score
# (points)).
teams_entry_board = šachovnice { $board }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $last, $points (a number of points), $score (a score (points)).
teams_entry_boards-down-to = šachovnice 1 až { $last }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $code (a tie-break code such as BH (kept as it is)), $value (a tie-break value (a
# number)).
teams_summary_lower-first = { $code } = { $value } (nižší je lepší)

# Team events (a match of several boards between two teams).
# Variables: $code (a tie-break code such as BH (kept as it is)), $key.
teams_summary_board-key = { $code } = { $key }: porovnává se číslo po čísle, rozhoduje první rozdíl

# Team events (a match of several boards between two teams).
# the no-tie line, the FB and VUR notes, and the plain sentences of team items
# Variables: $score (a score (points)).
teams_ties_none = Žádná dvě družstva neskončila se stejným počtem { $score }: pomocné hodnocení nebylo potřeba.

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name).
teams_mod_fore-moved = zápas družstva { $opponent } v posledním kole brán jako remízový (8.3)

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name).
teams_mod_fore-moved_plain = Pro toto pomocné hodnocení se zápas družstva { $opponent } v posledním kole počítá jako remízový, proto se mění jeho skóre.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
teams_mod_fore-assumed_plain = Pro toto pomocné hodnocení se zápas vašeho družstva v posledním kole počítá jako remízový.

# Team events (a match of several boards between two teams).
teams_mod_cut_vur = ořez přednostně: dobrovolně neodehrané kolo (16.5)

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
teams_mod_cut_vur_plain = Vynechává se přednostně, protože vaše družstvo tento zápas neodehrálo (nepřítomnost nebo kontumační prohra).

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $score (a
# score (points)).
teams_entry_match_plain = { $opponent } získalo { $raw } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $score (a
# score (points)), $seen (the value the rule counts).
teams_entry_match-adjusted_plain = { $opponent } získalo { $raw } { $score }, ale počítá se { $seen }: kolo, které vynechalo a po kterém už žádný zápas neodehrálo, se počítá jako remízový zápas.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own, $score (a
# score (points)).
teams_entry_own_plain = Toto kolo ({ $outcome }) se počítá jako zápas proti družstvu s vaším vlastním skóre, { $own } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)).
teams_entry_own-against_plain = Toto kolo ({ $outcome } proti družstvu { $opponent }) se počítá jako zápas proti družstvu s vaším vlastním skóre, { $own } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-opponent_plain = Toto kolo ({ $outcome } proti družstvu { $opponent }) se počítá jako zápas proti družstvu s vaším vlastním skóre, { $own } { $score }, nejvýše však se skóre družstva { $opponent }, { $value } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-rounds_plain = Toto kolo ({ $outcome }) se počítá jako zápas proti družstvu s vaším vlastním skóre, { $own } { $score }, nejvýše však remíza v každém kole: { $draw } × { $rounds } = { $value } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
teams_entry_rr-forfeit_plain = V turnaji každý s každým se toto kolo ({ $outcome }) stále počítá jako zápas proti družstvu { $opponent }.

# Team events (a match of several boards between two teams).
# Variables: $code (a tie-break code such as BH (kept as it is)).
teams_summary_de_not-reached = { $code } se nepoužije: když na něj přišla řada, žádné jiné družstvo už nebylo s tímto družstvem shodné

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teams_entry_points-against = { $outcome } proti družstvu { $opponent }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teams_entry_win-against = { $outcome } proti družstvu { $opponent }: { $points } { $score }, vyhraný zápas

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teams_entry_no-win-against = { $outcome } proti družstvu { $opponent }: { $points } { $score }, nejde o výhru
