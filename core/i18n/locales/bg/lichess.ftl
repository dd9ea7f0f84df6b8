### Български (bg): the lichess rule set's explanations.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## The rule set (rules.md 4.10)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_how_imported = по подразбиране за турнири, внесени от lichess

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_tb_LPR = постижение по lichess (LPR)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# same-as-english
lichess_cite_lichess = lichess

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_cite_lichess-virtual = виртуален опонент на lichess (FIDE C.02)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $game, $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_forfeit = { $outcome }, lichess го брои като партия: { $game }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_forfeit_plain = lichess брои Вашия резултат – { $outcome } – като партия срещу противника, с когото сте били сдвоени, с крайния му брой точки.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $before, $count (a number choosing the plural form), $draw, $loss, $outcome (an outcome
# such as win or forfeit win (another message)), $value (a tie-break value (a number)).
lichess_entry_virtual =
    { $count ->
        [one] { $outcome }: lichess брои виртуален опонент, който започва кръга с Вашите точки { $before }, губи от Вас ({ $loss }) и прави реми в { $count } следващ кръг ({ $draw } × { $count }) = { $value }
       *[other] { $outcome }: lichess брои виртуален опонент, който започва кръга с Вашите точки { $before }, губи от Вас ({ $loss }) и прави реми в { $count } следващи кръга ({ $draw } × { $count }) = { $value }
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $before, $outcome (an outcome such as win or forfeit win (another message)), $value (a
# tie-break value (a number)).
lichess_entry_virtual_plain = lichess брои Вашия резултат – { $outcome } – като победа над въображаем противник, който преди този кръг е имал Вашите точки ({ $before }) и е направил реми във всеки следващ кръг: { $value }.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points).
lichess_entry_late = { $outcome } (lichess: късно включване, { $points } за 1. кръг): не добавя нищо по lichess

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $points (a number of points).
lichess_entry_late_plain = Включили сте се след началото на 1. кръг: lichess Ви дава { $points } за този кръг, но това не добавя нищо към допълнителния показател.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_nothing = { $outcome }: без противник, не добавя нищо по lichess

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_nothing_plain = Вашият резултат – { $outcome } – не добавя нищо към допълнителния показател на lichess.

## LPR, lichess's performance

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rating, $step, $value (a tie-break value (a number)).
lichess_lpr_win = { $outcome } срещу { $opponent }: рейтинг { $rating } + { $step } = { $value }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rating, $value (a tie-break value (a number)).
lichess_lpr_draw = { $outcome } срещу { $opponent }: рейтинг { $rating } + 0 = { $value }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rating, $step, $value (a tie-break value (a number)).
lichess_lpr_loss = { $outcome } срещу { $opponent }: рейтинг { $rating } − { $step } = { $value }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_lpr_unpaired = { $outcome }: не е сдвояване, пропуска се

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
lichess_lpr_unrated = { $outcome } срещу { $opponent }: без рейтинг, пропуска се

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_lpr_none = няма сдвояване: няма стойност (lichess подрежда такъв играч по собствения му рейтинг)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $count (a number choosing the plural form), $exact, $total, $value (a tie-break value
# (a number)).
lichess_lpr_summary = LPR = { $total } / { $count } = { $exact }, отрязано до { $value }

## What lichess shows, beside another rule set

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $player (a player's name), $value
# (a tie-break value (a number)).
lichess_compare_shows = lichess показва { $code } { $value } за { $player }: ето това изчисление.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $player (a player's name), $value
# (a tie-break value (a number)).
lichess_compare_would-show = lichess би показал { $code } { $value } за { $player }: ето това изчисление.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $how, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
lichess_compare_would-be =
    { $count ->
        [one] По { $rules } ({ $how }) { $code } би бил { $value }, защото { $count } кръг се брои различно:
       *[other] По { $rules } ({ $how }) { $code } би бил { $value }, защото { $count } кръга се броят различно:
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $how, $rules (a rule set's name
# such as fide-2026 (kept as it is)), $value (a tie-break value (a number)).
lichess_compare_same = По { $rules } ({ $how }) { $code } също е { $value }.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $lichess, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
lichess_compare_instead =
    { $count ->
        [one] lichess показва { $code } { $lichess } вместо { $value } по { $rules }, защото { $count } кръг се брои различно:
       *[other] lichess показва { $code } { $lichess } вместо { $value } по { $rules }, защото { $count } кръга се броят различно:
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $lichess, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
lichess_compare_would-instead =
    { $count ->
        [one] lichess би показал { $code } { $lichess } вместо { $value } по { $rules }, защото { $count } кръг се брои различно:
       *[other] lichess би показал { $code } { $lichess } вместо { $value } по { $rules }, защото { $count } кръга се броят различно:
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $lichess.
lichess_compare_instead-same = lichess дава същия { $code }, { $lichess }.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $kind, $lichess, $lichess_note, $other, $other_note, $round (a round number of the
# tournament), $rules (a rule set's name such as fide-2026 (kept as it is)).
lichess_compare_round = кръг { $round } ({ $kind }): lichess { $lichess } — { $lichess_note }; { $rules } { $other } — { $other_note }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $kind, $opponent (an opponent's name).
lichess_compare_against = { $kind } срещу { $opponent }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# $count (not shown) chooses the plural form.
# Variables: $rounds (round numbers), $value (a tie-break value (a number)).
lichess_compare_older =
    { $count ->
        [one] Този турнир е започнал, преди lichess да брои виртуален опонент за почивка (bye) (есента на 2023 г.): ако lichess не го е преизчислил оттогава, показва { $value }, без почивката в кръг { $rounds }.
       *[other] Този турнир е започнал, преди lichess да брои виртуален опонент за почивка (bye) (есента на 2023 г.): ако lichess не го е преизчислил оттогава, показва { $value }, без почивките в кръгове { $rounds }.
    }
