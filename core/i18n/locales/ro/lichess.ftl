### Română (ro): the lichess rule set's explanations.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## The rule set (rules.md 4.10)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_how_imported = implicit pentru turneele importate din lichess

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_tb_LPR = performanța lichess (LPR)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# same-as-english
lichess_cite_lichess = lichess

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_cite_lichess-virtual = adversar virtual lichess (FIDE C.02)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $game, $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_forfeit = { $outcome }, numărat de lichess ca partidă: { $game }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_forfeit_plain = lichess numără rezultatul dumneavoastră – { $outcome } – ca partidă împotriva adversarului cu care ați fost împerecheat, cu punctajul final al acestuia.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $before, $count (a number choosing the plural form), $draw, $loss, $outcome (an outcome
# such as win or forfeit win (another message)), $value (a tie-break value (a number)).
lichess_entry_virtual =
    { $count ->
        [one] { $outcome }: lichess numără un adversar virtual care începe runda cu punctajul dumneavoastră { $before }, pierde în fața dumneavoastră ({ $loss }) și face remiză în { $count } rundă ulterioară ({ $draw } × { $count }) = { $value }
        [few] { $outcome }: lichess numără un adversar virtual care începe runda cu punctajul dumneavoastră { $before }, pierde în fața dumneavoastră ({ $loss }) și face remiză în { $count } runde ulterioare ({ $draw } × { $count }) = { $value }
       *[other] { $outcome }: lichess numără un adversar virtual care începe runda cu punctajul dumneavoastră { $before }, pierde în fața dumneavoastră ({ $loss }) și face remiză în { $count } de runde ulterioare ({ $draw } × { $count }) = { $value }
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $before, $outcome (an outcome such as win or forfeit win (another message)), $value (a
# tie-break value (a number)).
lichess_entry_virtual_plain = lichess numără rezultatul dumneavoastră – { $outcome } – ca victorie împotriva unui adversar imaginar care avea punctajul dumneavoastră înaintea acestei runde ({ $before }) și a făcut remiză în fiecare rundă ulterioară: { $value }.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points).
lichess_entry_late = { $outcome } (lichess: înscriere târzie, { $points } pentru runda 1): nu adaugă nimic conform lichess

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $points (a number of points).
lichess_entry_late_plain = V-ați înscris după începerea rundei 1: lichess vă acordă { $points } pentru acea rundă, dar aceasta nu adaugă nimic la criteriul de departajare.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_nothing = { $outcome }: fără adversar, nu adaugă nimic conform lichess

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_entry_nothing_plain = Rezultatul dumneavoastră – { $outcome } – nu adaugă nimic la criteriul de departajare al lichess.

## LPR, lichess's performance

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rating, $step, $value (a tie-break value (a number)).
lichess_lpr_win = { $outcome } contra { $opponent }: rating { $rating } + { $step } = { $value }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rating, $value (a tie-break value (a number)).
lichess_lpr_draw = { $outcome } contra { $opponent }: rating { $rating } + 0 = { $value }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rating, $step, $value (a tie-break value (a number)).
lichess_lpr_loss = { $outcome } contra { $opponent }: rating { $rating } − { $step } = { $value }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
lichess_lpr_unpaired = { $outcome }: nu este o împerechere, se omite

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
lichess_lpr_unrated = { $outcome } contra { $opponent }: fără rating, se omite

# The lichess rule set (arena and Swiss tournaments on lichess.org).
lichess_lpr_none = nicio împerechere: fără valoare (lichess clasează un astfel de jucător după propriul rating)

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $count (a number choosing the plural form), $exact, $total, $value (a tie-break value
# (a number)).
lichess_lpr_summary = LPR = { $total } / { $count } = { $exact }, trunchiat la { $value }

## What lichess shows, beside another rule set

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $player (a player's name), $value
# (a tie-break value (a number)).
lichess_compare_shows = lichess arată { $code } { $value } pentru { $player }: iată acest calcul.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $player (a player's name), $value
# (a tie-break value (a number)).
lichess_compare_would-show = lichess ar arăta { $code } { $value } pentru { $player }: iată acest calcul.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $how, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
lichess_compare_would-be =
    { $count ->
        [one] Conform { $rules } ({ $how }), { $code } ar fi { $value }, pentru că { $count } rundă se numără altfel:
        [few] Conform { $rules } ({ $how }), { $code } ar fi { $value }, pentru că { $count } runde se numără altfel:
       *[other] Conform { $rules } ({ $how }), { $code } ar fi { $value }, pentru că { $count } de runde se numără altfel:
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $how, $rules (a rule set's name
# such as fide-2026 (kept as it is)), $value (a tie-break value (a number)).
lichess_compare_same = Conform { $rules } ({ $how }), { $code } este tot { $value }.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $lichess, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
lichess_compare_instead =
    { $count ->
        [one] lichess arată { $code } { $lichess } în loc de { $value } conform { $rules }, pentru că { $count } rundă se numără altfel:
        [few] lichess arată { $code } { $lichess } în loc de { $value } conform { $rules }, pentru că { $count } runde se numără altfel:
       *[other] lichess arată { $code } { $lichess } în loc de { $value } conform { $rules }, pentru că { $count } de runde se numără altfel:
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $lichess, $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
lichess_compare_would-instead =
    { $count ->
        [one] lichess ar arăta { $code } { $lichess } în loc de { $value } conform { $rules }, pentru că { $count } rundă se numără altfel:
        [few] lichess ar arăta { $code } { $lichess } în loc de { $value } conform { $rules }, pentru că { $count } runde se numără altfel:
       *[other] lichess ar arăta { $code } { $lichess } în loc de { $value } conform { $rules }, pentru că { $count } de runde se numără altfel:
    }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $code (a tie-break code such as BH (kept as it is)), $lichess.
lichess_compare_instead-same = lichess dă același { $code }, { $lichess }.

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $kind, $lichess, $lichess_note, $other, $other_note, $round (a round number of the
# tournament), $rules (a rule set's name such as fide-2026 (kept as it is)).
lichess_compare_round = runda { $round } ({ $kind }): lichess { $lichess } — { $lichess_note }; { $rules } { $other } — { $other_note }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# Variables: $kind, $opponent (an opponent's name).
lichess_compare_against = { $kind } contra { $opponent }

# The lichess rule set (arena and Swiss tournaments on lichess.org).
# $count (not shown) chooses the plural form.
# Variables: $rounds (round numbers), $value (a tie-break value (a number)).
lichess_compare_older =
    { $count ->
        [one] Acest turneu a început înainte ca lichess să numere un adversar virtual pentru runda liberă (bye) (toamna lui 2023): dacă lichess nu l-a recalculat de atunci, arată { $value }, fără runda liberă din runda { $rounds }.
        [few] Acest turneu a început înainte ca lichess să numere un adversar virtual pentru runda liberă (bye) (toamna lui 2023): dacă lichess nu l-a recalculat de atunci, arată { $value }, fără rundele libere din rundele { $rounds }.
       *[other] Acest turneu a început înainte ca lichess să numere un adversar virtual pentru runda liberă (bye) (toamna lui 2023): dacă lichess nu l-a recalculat de atunci, arată { $value }, fără rundele libere din rundele { $rounds }.
    }
