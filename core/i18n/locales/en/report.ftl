### English (en): the published standings page (tiebreak report, HTML).
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# The published standings page (HTML).
report_help_command = the standings page that explains itself, as one HTML file

# The published standings page (HTML).
report_help_players = whose cards the page holds: all (default), tied (those level on the score with a neighbour: the ties explained), none (the standings alone) or starting numbers such as 3,7,12

# The published standings page (HTML).
report_help_site = the page as a small site in DIR: an index, the crosstable, pairings and charts, and a page per player

# The published standings page (HTML).
report_error_site-and-output = --site writes a folder of pages: leave out -o

# The published standings page (HTML).
# Variables: $path (a file's path), $reason.
report_error_site = cannot write the site into { $path }: { $reason }

# The published standings page (HTML).
report_error_needs-jinja2 = the page needs Jinja2: pip install 'tiebreak[report]'

# The published standings page (HTML).
# Variables: $given.
report_error_players = --players takes all, tied, none or starting numbers such as 3,7,12, not { $given }

# The published standings page (HTML).
# Variables: $numbers.
report_error_unknown-players = --players: no entrant has the number { $numbers }

# The published standings page (HTML).
# Variables: $size (a size (a number)).
report_note_large = note: the page is { $size } MB; --players none or --players N,M,... makes it smaller

# The published standings page (HTML).
# Variables: $folder, $path (a file's path).
report_error_no-folder = cannot write { $path }: the folder { $folder } does not exist

# The published standings page (HTML).
# Variables: $example, $path (a file's path).
report_error_is-folder = cannot write { $path }: it is a folder; give a file name, such as { $example }

# The published standings page (HTML).
# Variables: $path (a file's path), $size (a size (a number)).
report_error_disk-full = cannot write { $path }: the disk is full (the page is { $size } MB)

# The published standings page (HTML).
# Variables: $path (a file's path).
report_error_no-permission = cannot write { $path }: no permission to write there

# The published standings page (HTML).
# Variables: $path (a file's path), $reason.
report_error_write = cannot write { $path }: { $reason }

# The published standings page (HTML).
# Variables: $cards, $limit (a limit (a number)), $players, $rounds (round numbers), $size (a size
# (a number)).
report_error_too-large = the page would be about { $size } MB ({ $players } entrants, { $rounds } rounds, { $cards } cards), more than the { $limit } MB a page may be; --players none or --players N,M,... gives it fewer cards

# The published standings page (HTML).
# Variables: $chars, $limit (a limit (a number)), $players, $rounds (round numbers), $size (a size
# (a number)).
report_error_too-large-bare = the page would be about { $size } MB even without cards ({ $players } entrants, { $rounds } rounds, names of { $chars } characters on average), more than the { $limit } MB a page may be

# The published standings page (HTML).
# Variables: $how, $rules (a rule set's name such as fide-2026 (kept as it is)).
report_rules = { $rules } ({ $how })

# The published standings page (HTML).
# Variables: $how, $primary, $rules (a rule set's name such as fide-2026 (kept as it is)).
report_rules-team = { $rules } ({ $how }); teams ranked by { $primary }

# The published standings page (HTML).
# Variables: $round (a round number of the tournament), $rounds (round numbers).
report_rounds = After round { $round } of { $rounds }

# The published standings page (HTML).
# Variables: $round (a round number of the tournament), $rounds (round numbers).
report_rounds-before = Before round { $round } of { $rounds }

# The published standings page (HTML).
# Variables: $after, $round (a round number of the tournament), $rounds (round numbers).
report_rounds-live = After round { $after } of { $rounds }, with the finished games of round { $round }: provisional

# The published standings page (HTML).
# Variables: $version.
report_generator = Made by tiebreak { $version }

# A "round" of the tournament, not rounding a number.
# Variables: $round (a round number of the tournament).
report_round = Round { $round }

# The published standings page (HTML).
# Variables: $round (a round number of the tournament).
report_round-pending = Round { $round } (in progress)

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form), $first, $last, $score (a score (points)),
# $shown.
report_group = { $score }: ranks { $first }–{ $last } ({ $shown } of { $count } shown)

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_chart_top = Rank after each round: places 1–{ $count }

# The white pieces (the player who moves first), not the colour in general.
report_white = White

# The black pieces (the player who moves second), not the colour in general.
report_black = Black

# One letter for White (the player had the white pieces).
report_colour_w = w

# One letter for Black (the player had the black pieces).
report_colour_b = b

## The legend: one sentence per tie-break (either scope)

# What a tie-break means, explained on the published page.
report_about_BH = The sum of the opponents' scores.

# What a tie-break means, explained on the published page.
report_about_FB = Buchholz with every game of the last round counted as a draw.

# What a tie-break means, explained on the published page.
report_about_AOB = The average of the opponents' Buchholz.

# What a tie-break means, explained on the published page.
report_about_SB = The opponents' scores, in full for each win and half for each draw.

# What a tie-break means, explained on the published page.
report_about_KS = The points scored against the opponents who finished with at least half the possible points.

# What a tie-break means, explained on the published page.
report_about_PS = The sum of the running scores after each round.

# What a tie-break means, explained on the published page.
report_about_DE = The results of the games between those still level.

# What a tie-break means, explained on the published page.
report_about_WIN = The number of rounds won, forfeit wins and byes worth a win included.

# What a tie-break means, explained on the published page.
report_about_WON = The number of games won over the board.

# What a tie-break means, explained on the published page.
report_about_BPG = The number of games played with Black.

# What a tie-break means, explained on the published page.
report_about_BWG = The number of games won with Black.

# What a tie-break means, explained on the published page.
report_about_REP = The number of rounds played by choice.

# What a tie-break means, explained on the published page.
report_about_STD = The score counted 1 for a win, ½ for a draw and 0 for a loss, whatever the event awards.

# What a tie-break means, explained on the published page.
report_about_TPN = The starting number: the lower comes first.

# What a tie-break means, explained on the published page.
report_about_ARO = The average rating of the opponents.

# What a tie-break means, explained on the published page.
report_about_TPR = The performance rating of the event.

# What a tie-break means, explained on the published page.
report_about_PTP = The lowest rating at which the score would be the expected one.

# What a tie-break means, explained on the published page.
report_about_APRO = The average of the opponents' performance ratings.

# What a tie-break means, explained on the published page.
report_about_APPO = The average of the opponents' perfect performances.

# What a tie-break means, explained on the published page.
report_about_RTNG = The own rating.

# What a tie-break means, explained on the published page.
report_about_MM = Buchholz without the highest and the lowest opponent's score; with a plus score only the lowest, with a minus score only the highest is left out.

# What a tie-break means, explained on the published page.
report_about_SOLKOFF = The sum of the opponents' scores, as US Chess counts them.

# What a tie-break means, explained on the published page.
report_about_CUM = The sum of the running scores after each round, as US Chess counts them.

# What a tie-break means, explained on the published page.
report_about_COO = The sum of the opponents' cumulative scores.

# What a tie-break means, explained on the published page.
report_about_KASHDAN = 4 for a win, 2 for a draw, 1 for a loss and 0 for an unplayed round.

# What a tie-break means, explained on the published page.
report_about_SBH = The sum of the opponents' Buchholz.

# What a tie-break means, explained on the published page.
report_about_RBH = The own score times the Buchholz (Buchholz's original way).

# What a tie-break means, explained on the published page.
report_about_RANKRES = The results against the others still level, taken in their order of ranking.

# What a tie-break means, explained on the published page.
report_about_MANUAL = The arbiter's decision, as recorded.

# What a tie-break means, explained on the published page.
report_about_LOTS = A drawing of lots, its seed recorded.

# What a tie-break means, explained on the published page.
report_about_MPVGP = The secondary score: game points when teams are ranked by match points, match points when by game points.

# What a tie-break means, explained on the published page.
report_about_EMMSB = Extended Sonneborn-Berger: each opponent team's score times the own score in that match.

# What a tie-break means, explained on the published page.
report_about_EMGSB = Extended Sonneborn-Berger: each opponent team's score times the own score in that match.

# What a tie-break means, explained on the published page.
report_about_EGMSB = Extended Sonneborn-Berger: each opponent team's score times the own score in that match.

# What a tie-break means, explained on the published page.
report_about_EGGSB = Extended Sonneborn-Berger: each opponent team's score times the own score in that match.

# What a tie-break means, explained on the published page.
report_about_SSSC = The secondary score plus the Buchholz on the primary score divided by a factor.

# What a tie-break means, explained on the published page.
report_about_BC = The sum over the boards of the board number times the game points there: the lower comes first.

# What a tie-break means, explained on the published page.
report_about_TBR = The game points on board 1, then on board 2, and so on.

# What a tie-break means, explained on the published page.
report_about_BBE = The game points without the bottom board, then without the two bottom boards, and so on.

# What a tie-break means, explained on the published page.
report_about_EDE = Direct encounter on the primary score, then on the secondary score, between the teams still level.

# What a tie-break means, explained on the published page.
report_about_EDET = Extended direct encounter, then, for two teams still level, the boards of their matches.

# What a tie-break means, explained on the published page.
report_about_EDEB = Extended direct encounter, then, for two teams still level, the boards of their matches.

# What a tie-break means, explained on the published page.
report_about_EDEBT = Extended direct encounter, then, for two teams still level, the boards of their matches.

# What a tie-break means, explained on the published page.
report_about_EDEBB = Extended direct encounter, then, for two teams still level, the boards of their matches.

# What a tie-break means, explained on the published page.
report_about_LPR = lichess's performance rating over every pairing.

## The legend: what a modifier of the code removes or changes (C.07 14)

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_modifier_cut =
    { $count ->
        [one] Cut-{ $count }: the lowest of the values it adds up is left out.
       *[other] Cut-{ $count }: the { $count } lowest of the values it adds up are left out.
    }

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_modifier_cut-average = Cut-{ $count }: the lowest-rated opponent is left out of the average.

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_modifier_median =
    { $count ->
        [one] Median-{ $count }: the highest and the lowest of the values it adds up are left out.
       *[other] Median-{ $count }: the { $count } highest and the { $count } lowest of the values it adds up are left out.
    }

# The published standings page (HTML).
# Variables: $limit (a limit (a number)).
report_modifier_limit = Limit { $limit }: the threshold is moved by { $limit } steps of a draw's points.

# The published standings page (HTML).
# Variables: $factor.
report_modifier_factor = K{ $factor }: the Buchholz is divided by { $factor } instead of the factor the event's size gives.

# The published standings page (HTML).
report_modifier_on_mp = Counted on match points.

# The published standings page (HTML).
report_modifier_on_gp = Counted on game points.

# A label on the published standings page.
report_label_no-ties-chosen = No entrant shown on this page is level on the score with a neighbour.

# A label on the published standings page.
report_label_chart-key = Lines, numbered at their right end

# A label on the published standings page.
report_label_index = Standings and explanations

# A label on the published standings page.
report_label_card-of = Card

## The legend: how unplayed rounds count under each rule set (rules.md 4)

# The published standings page (HTML).
report_unplayed_fide-2026 = an own unplayed round counts as a game against a dummy opponent with the own score, capped at the scheduled opponent's score or at a draw in every round; opponents count a late half-point bye, an absence or the rounds after a withdrawal as a draw; cuts remove the voluntarily unplayed rounds first.

# The published standings page (HTML).
report_unplayed_fide-2024 = an own unplayed round counts as a game against a dummy opponent with the own score; opponents count a late half-point bye, an absence or the rounds after a withdrawal as a draw; cuts remove the voluntarily unplayed rounds first.

# The published standings page (HTML).
report_unplayed_fide-2009 = an own unplayed round counts as a game against a virtual opponent who starts it with the own score, takes the reverse result and draws every later round; opponents count every unplayed round as a draw.

# The published standings page (HTML).
report_unplayed_uscf = an own unplayed round adds 0; opponents count every unplayed round as a draw.

# The published standings page (HTML).
report_unplayed_cas = a round without a real opponent adds half the most a player can score; opponents count such a round as a draw.

# The published standings page (HTML).
report_unplayed_naive = a round without an opponent adds nothing; a forfeit counts the scheduled opponent's recorded score.

# The published standings page (HTML).
report_unplayed_played-only = only games played over the board count.

# The published standings page (HTML).
report_unplayed_lichess = as lichess counts them: a bye against a virtual opponent, a forfeit against the scheduled opponent.

# The published standings page (HTML).
report_unplayed_own = the points the round gave, as recorded: the rule set does not change them.

# The published standings page (HTML).
report_unplayed_group = only the games between those still level count.

# A label on the published standings page.
report_label_standings = Standings

# A label on the published standings page.
report_label_legend = Tie-breaks explained

# A label on the published standings page.
report_label_ties = Ties explained

# A label on the published standings page.
report_label_no-ties = No two neighbours are level on the score.

# A label on the published standings page.
report_label_crosstable = Crosstable

# A label on the published standings page.
report_label_crosstable-key = 12w1: against the entrant ranked 12 in this table, with White, won (½ drawn, 0 lost); + and − a forfeit won or lost; –1, –½, –0 a round without an opponent and the points it gave.

# A label on the published standings page.
report_label_team-crosstable-key = 3: 2½: against the team ranked 3 in this table, with 2½ game points; –2 a round without an opponent and its game points.

# A label on the published standings page.
report_label_pairings = Pairings and results

# A label on the published standings page.
report_label_charts = Charts

# A label on the published standings page.
report_label_cards = Player cards

# A label on the published standings page.
report_label_team-cards = Team cards

# A label on the published standings page.
report_label_contents = Contents

# A label on the published standings page.
report_label_rank = Rank

# A column header: the starting number (pairing number), not the word no.
report_label_no = No.

# A column header: the player's chess title (GM, IM, FM), not the title of a page.
report_label_title = Title

# A label on the published standings page.
report_label_name = Name

# A label on the published standings page.
report_label_team = Team

# A label on the published standings page.
report_label_rating = Rating

# A label on the published standings page.
report_label_federation = Federation

# A label on the published standings page.
report_label_club = Club

# A label on the published standings page.
report_label_note = Note

# A column header: the "round" of the tournament.
report_label_round = Round

# A column header: the board number of a team match (a chessboard), not a committee.
report_label_board = Board

# A column header: the player with the white pieces.
report_label_white = White

# A column header: the player with the black pieces.
report_label_black = Black

# A label on the published standings page.
report_label_home = Team

# A label on the published standings page.
report_label_away = Opponent

# A label on the published standings page.
report_label_result = Result

# A label on the published standings page.
report_label_opponent = Opponent

# A label on the published standings page.
report_label_colour = Colour

# A column header: the player's running score after each round.
report_label_running = Score

# A label on the published standings page.
report_label_rank-after = Rank after the round

# A column header: what the round was for the player (a game, a bye) - "Round" in English.
report_label_kind = Round

# A column header: what an opponent or round contributes before the rule counts it.
report_label_raw = Contribution

# A label on the published standings page.
report_label_value = Counted

# Said of a value dropped by a modifier such as Cut-1.
report_label_cut = cut

# A label on the published standings page.
report_label_detail = Detail

# A label on the published standings page.
report_label_rule = Rule

# A label on the published standings page.
report_label_warnings = Warnings

# A label on the published standings page.
report_label_rules = Rule set

# A label on the published standings page.
report_label_order = Tie-break order

# A label on the published standings page.
report_label_unplayed = Unplayed rounds

# A label on the published standings page.
report_label_article = Article

# A label on the published standings page.
report_label_as-table = The same numbers as a table

# A label on the published standings page.
report_label_bars-key = One segment per round, as wide as what it adds; hatched: cut; outlined: an unplayed round (a virtual opponent).

# A label on the published standings page.
report_label_ranks-key = Ranks after earlier rounds are shared by everyone on the same score; after the last round, the standings' rank.

# A label on the published standings page.
report_label_to-standings = Back to the standings
