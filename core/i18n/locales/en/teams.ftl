### English (en): team events: team tie-breaks and their explanations.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# Team events (a match of several boards between two teams).
teams_error_not-a-team-event = not a team event: team-swiss or team-round-robin with teams and boards is needed

# Team events (a match of several boards between two teams).
# Variables: $player (a player's name), $team (a team's name).
teams_error_member = team { $team }: player { $player } is in another team too, or is not a player of the event

# Team events (a match of several boards between two teams).
# Variables: $boards, $found, $team (a team's name).
teams_error_lineup = team { $team } lines up { $found } players, expected { $boards } or none

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $team (a team's
# name).
teams_error_board-kind = team { $team } has a board that is not a game or a forfeit ({ $outcome }); a team's PAB must be on every board

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $team (a team's name).
teams_error_opponent = team { $team } meets player { $opponent }, who is not in another team

# Team events (a match of several boards between two teams).
# Variables: $board (a board number of a team match), $opponent (an opponent's name), $team (a
# team's name).
teams_error_board = board { $board } of team { $team } meets player { $opponent }, who is not board { $board } of the one opposing team

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name).
teams_error_mirror = the result does not match the result of player { $opponent } in that round

# Team events (a match of several boards between two teams).
teams_kind_played = played match

# Team events (a match of several boards between two teams).
teams_kind_forfeit-win = match won by forfeit

# Team events (a match of several boards between two teams).
teams_kind_forfeit-loss = match lost by forfeit

# Team events (a match of several boards between two teams).
teams_kind_pab = team pairing-allocated bye

# Team events (a match of several boards between two teams).
teams_kind_absent = team not paired

## The names of the team codes (rules.md 9.5)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_MPVGP = Secondary score

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EMMSB = Extended Sonneborn-Berger (MP × MP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EMGSB = Extended Sonneborn-Berger (MP × GP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EGMSB = Extended Sonneborn-Berger (GP × MP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EGGSB = Extended Sonneborn-Berger (GP × GP)

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_SSSC = Secondary score with scaled Buchholz

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_BC = Board count

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_TBR = Top board result

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_BBE = Bottom-board elimination

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDE = Extended direct encounter

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDET = Extended direct encounter, then top board result

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDEB = Extended direct encounter, then bottom-board elimination

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDEBT = Extended direct encounter, board count, then top board result

# The name of a team tie-break (glossary.md 1), shown in headers.
teams_tb_EDEBB = Extended direct encounter, board count, then bottom-board elimination

# The name of a team tie-break (glossary.md 1), shown in headers.
# Variables: $name (a name (a player, team or tournament)).
teams_tb_on_mp = { $name } (match points)

# The name of a team tie-break (glossary.md 1), shown in headers.
# Variables: $name (a name (a player, team or tournament)).
teams_tb_on_gp = { $name } (game points)

# The name of a team tie-break (glossary.md 1), shown in headers.
# Variables: $factor, $name (a name (a player, team or tournament)).
teams_tb_factor = { $name } (factor { $factor })

# Match points (a team's points for matches won and drawn), abbreviated.
teams_score_mp = MP

# Game points (the points of all the team's games), abbreviated.
teams_score_gp = GP

# Team events (a match of several boards between two teams).
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $raw (a
# score before the rule adjusts it), $score (a score (points)).
teams_entry_match = { $opponent }: { $raw } { $score }, counts { $count }

# Team events (a match of several boards between two teams).
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $rounds
# (round numbers), $score (a score (points)), $seen (the value the rule counts).
teams_entry_match-adjusted =
    { $count ->
        [one] { $opponent } scored { $raw } { $score }, counts { $seen }: round { $rounds } counts as a drawn match (16.3.2)
       *[other] { $opponent } scored { $raw } { $score }, counts { $seen }: rounds { $rounds } count as drawn matches (16.3.2)
    }

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own, $score (a
# score (points)).
teams_entry_own = { $outcome }: own { $own } { $score }

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)).
teams_entry_own-against = { $outcome } against { $opponent }: own { $own } { $score }

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-opponent = { $outcome } against { $opponent }: own { $own } { $score }, capped at the opponent's { $value } (16.4.1)

# Team events (a match of several boards between two teams).
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-rounds = { $outcome }: own { $own } { $score }, capped at { $draw } × { $rounds } = { $value } (16.4.2)

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_rr-forfeit = { $outcome } against { $opponent } (round robin): the opponent's { $value } { $score }

# Team events (a match of several boards between two teams).
teams_entry_rr-free = free round of the round robin: adds nothing

# Team events (a match of several boards between two teams).
teams_mod_fore-assumed = last-round match taken as a drawn match (8.3)

# Team events (a match of several boards between two teams).
# Variables: $amount, $factor, $score (a score (points)).
teams_mod_esb-factor = × own { $factor } { $score } = { $amount }

# Team events (a match of several boards between two teams).
# Variables: $bh, $buchholz, $code (a tie-break code such as BH (kept as it is)), $exact, $factor,
# $score (a score (points)), $secondary, $value (a tie-break value (a number)).
teams_summary_sssc = { $code } = { $secondary } { $score } + { $bh } { $buchholz } / { $factor } = { $exact }, rounded half up to { $value }

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points), $score (a score (points)).
teams_entry_points = { $outcome }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points), $score (a score (points)).
teams_entry_win = { $outcome }: { $points } { $score }, a match won

# Team events (a match of several boards between two teams).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points), $score (a score (points)).
teams_entry_no-win = { $outcome }: { $points } { $score }, not a win

# Team events (a match of several boards between two teams).
# Variables: $amount, $board (a board number of a team match), $points (a number of points), $score
# (a score (points)).
teams_entry_board-count = board { $board }: { $points } { $score } × { $board } = { $amount }

# Team events (a match of several boards between two teams).
# Variables: $board (a board number of a team match), $points (a number of points), $score (a score
# (points)).
teams_entry_board = board { $board }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $last, $points (a number of points), $score (a score (points)).
teams_entry_boards-down-to = boards 1 to { $last }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $code (a tie-break code such as BH (kept as it is)), $value (a tie-break value (a
# number)).
teams_summary_lower-first = { $code } = { $value } (lower is better)

# Team events (a match of several boards between two teams).
# Variables: $code (a tie-break code such as BH (kept as it is)), $key.
teams_summary_board-key = { $code } = { $key }: compared number by number, the first difference decides

# Team events (a match of several boards between two teams).
# the no-tie line, the FB and VUR notes, and the plain sentences of team items
# Variables: $score (a score (points)).
teams_ties_none = No two teams finished on the same { $score }: no tie-break was needed.

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name).
teams_mod_fore-moved = last-round match of { $opponent } taken as a drawn match (8.3)

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name).
teams_mod_fore-moved_plain = For this tie-break the last-round match of { $opponent } counts as a drawn match, so its score changes.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
teams_mod_fore-assumed_plain = For this tie-break your team's last-round match counts as a drawn match.

# Team events (a match of several boards between two teams).
teams_mod_cut_vur = cut first: voluntarily unplayed round (16.5)

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
teams_mod_cut_vur_plain = It is left out first, because your team did not play that match (an absence or a match lost by forfeit).

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $score (a
# score (points)).
teams_entry_match_plain = { $opponent } scored { $raw } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $score (a
# score (points)), $seen (the value the rule counts).
teams_entry_match-adjusted_plain = { $opponent } scored { $raw } { $score } but counts as { $seen }: a round it missed, after which it played no more matches, counts as a drawn match.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own, $score (a
# score (points)).
teams_entry_own_plain = This round ({ $outcome }) counts as a match against a team with your own score, { $own } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)).
teams_entry_own-against_plain = This round ({ $outcome } against { $opponent }) counts as a match against a team with your own score, { $own } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-opponent_plain = This round ({ $outcome } against { $opponent }) counts as a match against a team with your own score, { $own } { $score }, but no more than { $opponent }'s score, { $value } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $score (a score (points)), $value (a tie-break value (a number)).
teams_entry_cap-rounds_plain = This round ({ $outcome }) counts as a match against a team with your own score, { $own } { $score }, but no more than a drawn match in every round: { $draw } × { $rounds } = { $value } { $score }.

# Team events (a match of several boards between two teams).
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
teams_entry_rr-forfeit_plain = In a round robin this round ({ $outcome }) still counts as a match against { $opponent }.

# Team events (a match of several boards between two teams).
# Variables: $code (a tie-break code such as BH (kept as it is)).
teams_summary_de_not-reached = { $code } not applied: no other team was still level with this one when the order reached it

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teams_entry_points-against = { $outcome } against { $opponent }: { $points } { $score }

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teams_entry_win-against = { $outcome } against { $opponent }: { $points } { $score }, a match won

# Team events (a match of several boards between two teams).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $points (a number of points), $score (a score (points)).
teams_entry_no-win-against = { $outcome } against { $opponent }: { $points } { $score }, not a win
