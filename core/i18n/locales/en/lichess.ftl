### English (en): the lichess rule set's explanations.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## The rule set (rules.md 4.10)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_how_imported = the default for events imported from lichess

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_tb_LPR = lichess performance (LPR)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_cite_lichess = lichess

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_cite_lichess-virtual = lichess virtual opponent (FIDE C.02)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $game, $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_forfeit = { $outcome }, counted by lichess as a game: { $game }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_forfeit_plain = lichess counts your { $outcome } as a game against the opponent you were paired with, at that opponent's final score.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $before, $count (a number choosing the plural form), $draw, $loss, $outcome (an outcome
# such as win or forfeit win (another message)), $value (a tie-break value (a number)).
lichess_entry_virtual =
    { $count ->
        [one] { $outcome }: lichess counts a virtual opponent who starts the round with your score before it, { $before }, loses to you ({ $loss }) and draws the { $count } later round ({ $draw } × { $count }) = { $value }
       *[other] { $outcome }: lichess counts a virtual opponent who starts the round with your score before it, { $before }, loses to you ({ $loss }) and draws the { $count } later rounds ({ $draw } × { $count }) = { $value }
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $before, $outcome (an outcome such as win or forfeit win (another message)), $value (a
# tie-break value (a number)).
lichess_entry_virtual_plain = lichess counts your { $outcome } as a win against an imagined opponent who had your points before that round ({ $before }) and drew every later round: { $value }.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points).
lichess_entry_late = { $outcome } (lichess: joined late, { $points } for round 1): adds nothing under lichess

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $points (a number of points).
lichess_entry_late_plain = You joined after round 1 had begun: lichess gives { $points } for that round, but it adds nothing to the tie-break.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_nothing = { $outcome }: no opponent, adds nothing under lichess

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_nothing_plain = Your { $outcome } adds nothing to lichess's tie-break.

## LPR, lichess's performance

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rating, $step, $value (a tie-break value (a number)).
lichess_lpr_win = { $outcome } against { $opponent }: rating { $rating } + { $step } = { $value }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rating, $value (a tie-break value (a number)).
lichess_lpr_draw = { $outcome } against { $opponent }: rating { $rating } + 0 = { $value }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rating, $step, $value (a tie-break value (a number)).
lichess_lpr_loss = { $outcome } against { $opponent }: rating { $rating } − { $step } = { $value }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_lpr_unpaired = { $outcome }: not a pairing, left out

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
lichess_lpr_unrated = { $outcome } against { $opponent }: no rating, left out

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_lpr_none = no pairing: no value (lichess ranks such a player by the player's own rating)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $count (a number choosing the plural form), $exact, $total, $value (a tie-break value
# (a number)).
lichess_lpr_summary = LPR = { $total } / { $count } = { $exact }, truncated to { $value }

## What lichess shows, beside another rule set

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $player (a player's name), $value
# (a tie-break value (a number)).
lichess_compare_shows = lichess shows { $code } { $value } for { $player }: here is that arithmetic.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $player (a player's name), $value
# (a tie-break value (a number)).
lichess_compare_would-show = lichess would show { $code } { $value } for { $player }: here is that arithmetic.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $how, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
lichess_compare_would-be =
    { $count ->
        [one] Under { $rules } ({ $how }) { $code } would be { $value }, because { $count } round counts differently:
       *[other] Under { $rules } ({ $how }) { $code } would be { $value }, because { $count } rounds count differently:
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $how, $rules (a rule set's name
# such as fide-2026 (kept as it is)), $value (a tie-break value (a number)).
lichess_compare_same = Under { $rules } ({ $how }) { $code } is also { $value }.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $lichess, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
lichess_compare_instead =
    { $count ->
        [one] lichess shows { $code } { $lichess } instead of { $value } under { $rules }, because { $count } round counts differently:
       *[other] lichess shows { $code } { $lichess } instead of { $value } under { $rules }, because { $count } rounds count differently:
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $lichess, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
lichess_compare_would-instead =
    { $count ->
        [one] lichess would show { $code } { $lichess } instead of { $value } under { $rules }, because { $count } round counts differently:
       *[other] lichess would show { $code } { $lichess } instead of { $value } under { $rules }, because { $count } rounds count differently:
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $lichess.
lichess_compare_instead-same = lichess gives the same { $code }, { $lichess }.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $kind, $lichess, $lichess_note, $other, $other_note, $round (a round number of the
# tournament), $rules (a rule set's name such as fide-2026 (kept as it is)).
lichess_compare_round = round { $round } ({ $kind }): lichess { $lichess } — { $lichess_note }; { $rules } { $other } — { $other_note }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $kind, $opponent (an opponent's name).
lichess_compare_against = { $kind } against { $opponent }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# $count (not shown) chooses the plural form.
# Variables: $rounds (round numbers), $value (a tie-break value (a number)).
lichess_compare_older =
    { $count ->
        [one] This event began before lichess counted a bye's virtual opponent (autumn 2023): if lichess has not recomputed it since, it shows { $value }, without the bye of round { $rounds }.
       *[other] This event began before lichess counted a bye's virtual opponent (autumn 2023): if lichess has not recomputed it since, it shows { $value }, without the byes of rounds { $rounds }.
    }
