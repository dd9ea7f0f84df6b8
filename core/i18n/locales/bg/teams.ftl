### Български (bg): team events: team tie-breaks and their explanations.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# Team events (a match of several boards between two teams).
teams_error_not-a-team-event = това не е отборно състезание: нужни са team-swiss или team-round-robin с отбори и брой дъски

# Team events (a match of several boards between two teams).
# Variables: $player (a player's name), $team (a team's name).
teams_error_member = отбор { $team }: играч { $player } е и в друг отбор или не е участник в турнира

# Team events (a match of several boards between two teams).
# Variables: $boards, $found, $team (a team's name).
teams_error_lineup = отбор { $team } е с { $found } играчи в състава, очакват се { $boards } или нито един

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $team (a team's
# name).
teams_error_board-kind = отбор { $team } има дъска, която не е партия или служебен резултат ({ $outcome }); почивката на отбора трябва да е на всички дъски

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $team (a team's name).
teams_error_opponent = отбор { $team } играе срещу играч { $opponent }, който не е в друг отбор

# Team events (a match of several boards between two teams).
# Variables: $board (a board number of a team match), $opponent (an opponent's name), $team (a
# team's name).
teams_error_board = дъска { $board } на отбор { $team } играе срещу играч { $opponent }, който не е на дъска { $board } на противниковия отбор

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name).
teams_error_mirror = резултатът не съответства на резултата на играч { $opponent } в този кръг

# Team events (a match of several boards between two teams).
teams_kind_played = изигран мач

# Team events (a match of several boards between two teams).
teams_kind_forfeit-win = мач, спечелен служебно

# Team events (a match of several boards between two teams).
teams_kind_forfeit-loss = мач, загубен служебно

# Team events (a match of several boards between two teams).
teams_kind_pab = почивка на отбора по жребий

# Team events (a match of several boards between two teams).
teams_kind_absent = отборът не е изтеглен

## The names of the team codes (rules.md 9.5)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_MPVGP = Вторичен резултат

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EMMSB = Разширен коефициент на Зонеборн-Бергер (MP × MP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EMGSB = Разширен коефициент на Зонеборн-Бергер (MP × GP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EGMSB = Разширен коефициент на Зонеборн-Бергер (GP × MP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EGGSB = Разширен коефициент на Зонеборн-Бергер (GP × GP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_SSSC = Вторичен резултат с мащабиран коефициент на Бухолц

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_BC = Сума по дъски

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_TBR = Резултати от първа дъска

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_BBE = Отпадане на последните дъски

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDE = Разширена лична среща

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDET = Разширена лична среща, после резултати от първа дъска

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDEB = Разширена лична среща, после отпадане на последните дъски

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDEBT = Разширена лична среща, сума по дъски, после резултати от първа дъска

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDEBB = Разширена лична среща, сума по дъски, после отпадане на последните дъски

# The name of a team tie-break (glossary.md 1), shown in headers.
# Variables: $name (a name (a player, team or tournament)).
teams_tb_on_mp = { $name } (точки за мачове)

# The name of a team tie-break (glossary.md 1), shown in headers.
# Variables: $name (a name (a player, team or tournament)).
teams_tb_on_gp = { $name } (точки за партии)

# The name of a team tie-break (glossary.md 1), shown in headers.
# Variables: $factor, $name (a name (a player, team or tournament)).
teams_tb_factor = { $name } (коефициент { $factor })

# Match points (a team's points for matches won and drawn), abbreviated.
# same-as-english
teams_score_mp = MP

# Game points (the points of all the team's games), abbreviated.
# same-as-english
teams_score_gp = GP

# Team events (a match of several boards between two teams).
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $raw (a
# score before the rule adjusts it), $score (a score (points)).
teams_entry_match = { $opponent }: { $raw } { $score }, брои се { $count }

# Team events (a match of several boards between two teams).
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $rounds
# (round numbers), $score (a score (points)), $seen (the value the rule counts).
teams_entry_match-adjusted =
    { $count ->
        [one] { $opponent } има { $raw } { $score }, брои се { $seen }: кръг { $rounds } се брои като равен мач (16.3.2)
       *[other] { $opponent } има { $raw } { $score }, брои се { $seen }: кръгове { $rounds } се броят като равни мачове (16.3.2)
    }

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own, $score (a
# score (points)).
teams_entry_own = { $outcome }: собствени { $own } { $score }

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)).
teams_entry_own-against = { $outcome } срещу { $opponent }: собствени { $own } { $score }

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-opponent = { $outcome } срещу { $opponent }: собствени { $own } { $score }, ограничени до { $value } на противника (16.4.1)

# Team events (a match of several boards between two teams).
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-rounds = { $outcome }: собствени { $own } { $score }, ограничени до { $draw } × { $rounds } = { $value } (16.4.2)

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_rr-forfeit = { $outcome } срещу { $opponent } (кръгова система): { $value } { $score } на противника

# Team events (a match of several boards between two teams).
teams_entry_rr-free = свободен кръг в кръговата система: не добавя нищо

# Team events (a match of several boards between two teams).
teams_mod_fore-assumed = мачът от последния кръг се приема за равен (8.3)

# Team events (a match of several boards between two teams).
# Variables: $amount, $factor, $score (a score (points)).
teams_mod_esb-factor = × собствени { $factor } { $score } = { $amount }

# Team events (a match of several boards between two teams).
# Variables: $bh, $buchholz, $code (a tie-break code such as BH (kept as it is)), $exact, $factor,
# $score (a score (points)), $secondary, $value (a tie-break value (a number)).
teams_summary_sssc = { $code } = { $secondary } { $score } + { $bh } { $buchholz } / { $factor } = { $exact }, закръглено до { $value }

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points), $score (a score (points)).
# same-as-english
teams_entry_points = { $outcome }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points), $score (a score (points)).
teams_entry_win = { $outcome }: { $points } { $score }, спечелен мач

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points), $score (a score (points)).
teams_entry_no-win = { $outcome }: { $points } { $score }, не е победа

# Team events (a match of several boards between two teams).
# Variables: $amount, $board (a board number of a team match), $points (a number of points), $score
# (a score (points)).
teams_entry_board-count = дъска { $board }: { $points } { $score } × { $board } = { $amount }

# Team events (a match of several boards between two teams).
# Variables: $board (a board number of a team match), $points (a number of points), $score (a score
# (points)).
teams_entry_board = дъска { $board }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $last, $points (a number of points), $score (a score (points)).
teams_entry_boards-down-to = дъски от 1 до { $last }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $code (a tie-break code such as BH (kept as it is)), $value (a tie-break value (a
# number)).
teams_summary_lower-first = { $code } = { $value } (по-ниското е по-добро)

# Team events (a match of several boards between two teams).
# Variables: $code (a tie-break code such as BH (kept as it is)), $key.
teams_summary_board-key = { $code } = { $key }: сравнява се число по число, решава първата разлика

# Team events (a match of several boards between two teams).
# the no-tie line, the FB and VUR notes, and the plain sentences of team items
# Variables: $score (a score (points)).
teams_ties_none = Няма два отбора с равен брой { $score }: допълнителни показатели не бяха нужни.

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name).
teams_mod_fore-moved = мачът на { $opponent } от последния кръг се приема за равен (8.3)

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name).
teams_mod_fore-moved_plain = За този допълнителен показател мачът на { $opponent } от последния кръг се брои за равен, затова резултатът му се променя.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
teams_mod_fore-assumed_plain = За този допълнителен показател мачът на вашия отбор от последния кръг се брои за равен.

# Team events (a match of several boards between two teams).
teams_mod_cut_vur = изважда се първо: доброволно неизигран кръг (16.5)

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
teams_mod_cut_vur_plain = Този кръг се изключва преди всички останали, защото вашият отбор не е изиграл мача (отсъствие или загуба по подразбиране).

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $score (a
# score (points)).
teams_entry_match_plain = { $opponent } има { $raw } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $score (a
# score (points)), $seen (the value the rule counts).
teams_entry_match-adjusted_plain = { $opponent } има { $raw } { $score }, но се брои { $seen }: пропуснат кръг, след който отборът не е изиграл повече мачове, се брои за равен мач.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own, $score (a
# score (points)).
teams_entry_own_plain = Този кръг ({ $outcome }) се брои като мач срещу отбор с вашия собствен резултат, { $own } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)).
teams_entry_own-against_plain = Този кръг ({ $outcome } срещу { $opponent }) се брои като мач срещу отбор с вашия собствен резултат, { $own } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-opponent_plain = Този кръг ({ $outcome } срещу { $opponent }) се брои като мач срещу отбор с вашия собствен резултат, { $own } { $score }, но не повече от резултата на { $opponent }, { $value } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-rounds_plain = Този кръг ({ $outcome }) се брои като мач срещу отбор с вашия собствен резултат, { $own } { $score }, но не повече от равен мач във всеки кръг: { $draw } × { $rounds } = { $value } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
teams_entry_rr-forfeit_plain = В турнир по кръговата система този кръг ({ $outcome }) все пак се брои като мач срещу { $opponent }.

# Team events (a match of several boards between two teams).
# Variables: $code (a tie-break code such as BH (kept as it is)).
teams_summary_de_not-reached = { $code } не се прилага: когато редът стигна до него, никой друг отбор не беше наравно с този

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teams_entry_points-against = { $outcome } срещу { $opponent }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teams_entry_win-against = { $outcome } срещу { $opponent }: { $points } { $score }, спечелен мач

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teams_entry_no-win-against = { $outcome } срещу { $opponent }: { $points } { $score }, не е победа
