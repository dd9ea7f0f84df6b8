### Română (ro): the engine's words: tie-break names, explanations, summaries, warnings, the command line.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## Words used inside other messages

# Points a player scored (a score such as 1½ or 2,5); $count may be a decimal: give the plural form
# for decimals ([many] in Czech, [few] in Romanian).
# Variables: $count (a number choosing the plural form).
points =
    { $count ->
        [one] { $count } punct
        [few] { $count } puncte
       *[other] { $count } de puncte
    }

# Two items of a list joined; $left and $right are the items.
# Variables: $left (the part before), $right (the part after).
# same-as-english
join_semicolon = { $left }; { $right }

# The outcome of one game or round for a player, used inside other sentences.
outcome_win = victorie

# A drawn game (neither side won), not drawing lots or a picture.
outcome_draw = remiză

# The outcome of one game or round for a player, used inside other sentences.
outcome_loss = înfrângere

# The outcome of one game or round for a player, used inside other sentences.
outcome_forfeit-win = câștig prin forfait

# The outcome of one game or round for a player, used inside other sentences.
outcome_forfeit-loss = partidă pierdută prin forfait

# The pairing-allocated bye: the player had no opponent in a round and got points.
outcome_pab = rundă liberă acordată la împerechere (PAB)

# The outcome of one game or round for a player, used inside other sentences.
outcome_full-bye = rundă liberă de un punct (bye)

# The outcome of one game or round for a player, used inside other sentences.
outcome_half-bye = rundă liberă de jumătate de punct (bye)

# The outcome of one game or round for a player, used inside other sentences.
outcome_zero-bye = rundă liberă de zero puncte (bye)

# The outcome of one game or round for a player, used inside other sentences.
outcome_absent = fără împerechere

# A kind of game or bye, used inside other sentences.
kind_played = partidă jucată

# A kind of game or bye, used inside other sentences.
kind_forfeit-win = câștig prin forfait

# A kind of game or bye, used inside other sentences.
kind_forfeit-loss = partidă pierdută prin forfait

# A kind of game or bye, used inside other sentences.
kind_pab = rundă liberă acordată la împerechere (PAB)

# A kind of game or bye, used inside other sentences.
kind_full-bye = rundă liberă de un punct (bye)

# A kind of game or bye, used inside other sentences.
kind_half-bye = rundă liberă de jumătate de punct (bye)

# A kind of game or bye, used inside other sentences.
kind_zero-bye = rundă liberă de zero puncte (bye)

# The player was not paired in the round (absent), no points.
kind_absent = fără împerechere

## Tie-break names (glossary.md 1)

# Buchholz: a tie-break named after a person; most languages keep the name.
# same-as-english
tb_BH = Buchholz

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_FB = Buchholz anticipat (Fore Buchholz)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_AOB = Media Buchholz a adversarilor

# Sonneborn-Berger: a tie-break named after two people; usually kept.
# same-as-english
tb_SB = Sonneborn-Berger

# Koya: a tie-break named after a person; usually kept.
tb_KS = Sistemul Koya (KS)

# Progressive score: the sum of the running score after each round.
tb_PS = Progresiv (cumulativ)

# Direct encounter: the games between the tied players themselves.
tb_DE = Partida directă

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_WIN = Numărul de victorii

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_WON = Numărul de partide câștigate la tablă

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_BPG = Numărul de partide jucate cu negru

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_BWG = Numărul de partide câștigate cu negrele

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_REP = Runde în care jucătorul a ales să joace

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_STD = Puncte standard

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_TPN = Numărul de start în turneu

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_ARO = Ratingul mediu al adversarilor (ARO)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_TPR = Rating de performanță în turneu (TPR)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_PTP = Performanța perfectă în turneu (PTP)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_APRO = Media ratingurilor de performanță ale adversarilor (APRO)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_APPO = Media performanțelor perfecte ale adversarilor (APPO)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# same-as-english
tb_RTNG = Rating

# Median Buchholz: "median" of the statistics sense, the highest and lowest dropped.
tb_MM = Mediana modificată

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# same-as-english
tb_SOLKOFF = Solkoff

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_CUM = Cumulativ (US Chess)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_COO = Cumulativul adversarilor

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# same-as-english
tb_KASHDAN = Kashdan

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_SBH = Suma Buchholz a adversarilor

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_RBH = Punctaj înmulțit cu Buchholz

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_RANKRES = Rezultatele contra adversarilor în ordinea clasamentului

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $code (a tie-break code such as BH (kept as it is)), $name (a name (a player, team or
# tournament)).
# same-as-english
tb_named = { $name } ({ $code })

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $count (a number choosing the plural form), $name (a name (a player, team or
# tournament)).
tb_cut = { $name } trunchiat (-{ $count })

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $count (a number choosing the plural form), $name (a name (a player, team or
# tournament)).
tb_median = { $name } median (Median-{ $count })

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $limit (a limit (a number)), $name (a name (a player, team or tournament)).
tb_limit = { $name } (limită { $limit })

## Citations that are names rather than article numbers

# How a rule is cited in an explanation (a rulebook or article).
# Variables: $articles.
# same-as-english
cite_fide = FIDE C.07 { $articles }

# How a rule is cited in an explanation (a rulebook or article).
# Variables: $articles.
# same-as-english
cite_us-chess = US Chess { $articles }

# How a rule is cited in an explanation (a rulebook or article).
# Variables: $articles.
cite_cas = regula { $articles } ČAS

# How a rule is cited in an explanation (a rulebook or article).
# Variables: $articles.
cite_italian = criteriul italian { $articles }

# How a rule is cited in an explanation (a rulebook or article).
cite_fide-2009 = FIDE 2009, adversar virtual

# How a rule is cited in an explanation (a rulebook or article).
cite_pab-no-sb = varianta pab-no-sb

# How a rule is cited in an explanation (a rulebook or article).
cite_sum-of-buchholz = suma Buchholz

# How a rule is cited in an explanation (a rulebook or article).
# same-as-english
cite_naive = naive (Buchholz 97)

# How a rule is cited in an explanation (a rulebook or article).
# same-as-english
cite_played-only = played-only

## How the rule set was chosen

# How the rule set applied was chosen, one line of the output.
# Variables: $date (a date, 2026-09-05).
rules_how_by-date = ales după data de început { $date }

# How the rule set applied was chosen, one line of the output.
rules_how_no-date = fără dată de început, deci ediția actuală

# How the rule set applied was chosen, one line of the output.
rules_how_given = indicat explicit

# How the rule set applied was chosen, one line of the output.
# Variables: $preset (a preset's name (kept as it is)).
rules_how_preset = ales prin ordinea predefinită { $preset }

## Explanation items: the arbiter's detail, then the plain sentence

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it).
entry_game =
    { $count ->
        [one] { $opponent }: { $raw } punct
        [few] { $opponent }: { $raw } puncte
       *[other] { $opponent }: { $raw } de puncte
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it).
entry_game_plain =
    { $count ->
        [one] { $opponent } a acumulat { $raw } punct.
        [few] { $opponent } a acumulat { $raw } puncte.
       *[other] { $opponent } a acumulat { $raw } de puncte.
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $rounds
# (round numbers), $seen (the value the rule counts), $why (the reason, another message).
entry_game-adjusted =
    { $count ->
        [one] { $opponent } are { $raw }, contează ca { $seen } (runda { $rounds } se numără altfel, { $why })
        [few] { $opponent } are { $raw }, contează ca { $seen } (rundele { $rounds } se numără altfel, { $why })
       *[other] { $opponent } are { $raw }, contează ca { $seen } (rundele { $rounds } se numără altfel, { $why })
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $rounds
# (round numbers), $seen (the value the rule counts).
entry_game-adjusted_plain =
    { $count ->
        [one] { $opponent } a acumulat { $raw }, dar contează ca { $seen }: { $opponent } nu a jucat runda { $rounds }, care se numără altfel.
        [few] { $opponent } a acumulat { $raw }, dar contează ca { $seen }: { $opponent } nu a jucat rundele { $rounds }, care se numără altfel.
       *[other] { $opponent } a acumulat { $raw }, dar contează ca { $seen }: { $opponent } nu a jucat rundele { $rounds }, care se numără altfel.
    }

# Why one player is ranked above another (a sentence of the answer).
# same-as-english
why_fide-16_3_2 = 16.3.2

# Why one player is ranked above another (a sentence of the answer).
why_unplayed-draws = rundele nejucate contează ca remize

# Why one player is ranked above another (a sentence of the answer).
why_uscf-34e = rundele nejucate contează ½, 34E

# Why one player is ranked above another (a sentence of the answer).
why_cas-unpaired = rundele fără împerechere contează ½

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $value (a tie-break value (a number)).
entry_rr-forfeit = { $outcome } în sistemul fiecare cu fiecare contează ca partidă contra { $opponent }: { $value } (15.2)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
entry_rr-forfeit_plain = Într-un turneu fiecare cu fiecare, rezultatul dumneavoastră – { $outcome } – contează totuși ca partidă contra { $opponent }.

# One line of a tie-break's explanation: how one round or opponent counts.
entry_rr-free = rundă liberă în sistemul fiecare cu fiecare: nu adaugă nimic (15.2)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_rr-free_plain = Runda în care nu ați avut adversar în turneul fiecare cu fiecare nu adaugă nimic.

# One line of a tie-break's explanation: how one round or opponent counts.
entry_rr-free-noarticle = rundă liberă în sistemul fiecare cu fiecare: nu adaugă nimic

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_rr-free-noarticle_plain = Runda în care nu ați avut adversar în turneul fiecare cu fiecare nu adaugă nimic.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own.
entry_dummy = { $outcome }: adversar fictiv (dummy) cu punctajul dumneavoastră { $own } (16.4)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own.
entry_dummy_plain = Rezultatul dumneavoastră – { $outcome } – contează ca o partidă contra unui adversar cu același punctaj ca al dumneavoastră, { $own }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own.
entry_dummy-against = { $outcome } contra { $opponent }: adversar fictiv (dummy) cu punctajul dumneavoastră { $own } (16.4)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own.
entry_dummy-against_plain = Rezultatul dumneavoastră contra { $opponent } – { $outcome } – contează ca o partidă contra unui adversar cu același punctaj ca al dumneavoastră, { $own }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $value (a tie-break value (a number)).
entry_dummy-cap-opponent = { $outcome } contra { $opponent }: adversar fictiv (dummy) cu punctajul dumneavoastră { $own }, limitat la punctajul ajustat pe care îl are { $opponent }, { $value } (16.4.1)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $value (a tie-break value (a number)).
entry_dummy-cap-opponent_plain = Rezultatul dumneavoastră contra { $opponent } – { $outcome } – contează ca o partidă contra unui adversar cu același punctaj ca al dumneavoastră, { $own }, dar nu mai mult decât punctajul pe care îl are { $opponent }, { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
entry_dummy-cap-rounds = { $outcome }: { $rules } numără un adversar fictiv (dummy) cu punctajul dumneavoastră { $own }, limitat la o remiză în fiecare rundă, { $draw } × { $rounds } = { $value } (16.4.2)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $value (a tie-break value (a number)).
entry_dummy-cap-rounds_plain = Rezultatul dumneavoastră – { $outcome } – contează ca o partidă contra unui adversar cu același punctaj ca al dumneavoastră, { $own }, dar nu mai mult decât o remiză în fiecare rundă: { $draw } × { $rounds } = { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $before, $count (a number choosing the plural form), $draw, $outcome (an outcome such
# as win or forfeit win (another message)), $reverse, $value (a tie-break value (a number)).
entry_virtual =
    { $count ->
        [one] { $outcome }: adversarul virtual pornește de la punctajul dumneavoastră dinaintea rundei, { $before }, primește rezultatul invers { $reverse } și face remiză în { $count } rundă ulterioară ({ $draw } × { $count }) = { $value }
        [few] { $outcome }: adversarul virtual pornește de la punctajul dumneavoastră dinaintea rundei, { $before }, primește rezultatul invers { $reverse } și face remiză în { $count } runde ulterioare ({ $draw } × { $count }) = { $value }
       *[other] { $outcome }: adversarul virtual pornește de la punctajul dumneavoastră dinaintea rundei, { $before }, primește rezultatul invers { $reverse } și face remiză în { $count } de runde ulterioare ({ $draw } × { $count }) = { $value }
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $before, $outcome (an outcome such as win or forfeit win (another message)), $reverse,
# $value (a tie-break value (a number)).
entry_virtual_plain = Rezultatul dumneavoastră – { $outcome } – contează ca o partidă contra unui adversar imaginar: punctajul dumneavoastră dinaintea acelei runde ({ $before }), plus rezultatul opus celui obținut de dumneavoastră ({ $reverse }), plus o remiză în fiecare rundă ulterioară: { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_uscf-own-zero = { $outcome }: propria rundă nejucată contează 0 conform US Chess 34E

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_uscf-own-zero_plain = Propriul dumneavoastră rezultat – { $outcome } – nu adaugă nimic după regulile US Chess.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $game, $outcome (an outcome such as win or forfeit win (another message)).
entry_cas-forfeit-paired = { $outcome }, totuși cu adversar la împerechere: { $game }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_cas-forfeit-paired_plain = Rezultatul dumneavoastră – { $outcome } – contează totuși ca partidă contra adversarului care v-a fost desemnat la împerechere.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $rounds
# (round numbers), $value (a tie-break value (a number)).
entry_cas-unpaired = { $outcome }: fără împerechere cu un adversar real, contează o remiză în fiecare rundă, { $draw } × { $rounds } = { $value }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $value (a tie-break value (a number)).
entry_cas-unpaired_plain = O rundă fără adversar real contează ca un adversar care a făcut remiză în fiecare rundă: { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_naive =
    { $count ->
        [one] { $opponent }: { $value } punct, conform înregistrării
        [few] { $opponent }: { $value } puncte, conform înregistrării
       *[other] { $opponent }: { $value } de puncte, conform înregistrării
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_naive_plain = { $opponent } a acumulat { $value }, numărat conform înregistrării.

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_played-only =
    { $count ->
        [one] { $opponent }: { $value } punct
        [few] { $opponent }: { $value } puncte
       *[other] { $opponent }: { $value } de puncte
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_played-only_plain = { $opponent } a acumulat { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $game, $outcome (an outcome such as win or forfeit win (another message)).
entry_forfeit-as-game = { $outcome } contează ca partidă: { $game }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_forfeit-as-game_plain = Rezultatul dumneavoastră – { $outcome } – se numără ca și cum partida s-ar fi jucat.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_naive = { $outcome }: nu adaugă nimic conform Buchholz 97

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_naive_plain = Rezultatul dumneavoastră – { $outcome } – nu adaugă nimic.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_played-only = { $outcome }: nu este o partidă jucată la tablă, nu adaugă nimic

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_played-only_plain = Rezultatul dumneavoastră – { $outcome } – nu provine dintr-o partidă jucată la tablă, deci nu adaugă nimic.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# Variables: $amount, $factor.
mod_sb-factor = × { $factor } pentru rezultatul dumneavoastră = { $amount }

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
# Variables: $amount, $factor.
mod_sb-factor_plain = Pentru Sonneborn-Berger, valoarea se înmulțește cu rezultatul dumneavoastră din acea rundă ({ $factor }): { $amount }.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_low = se elimină: cea mai mică valoare

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_low_plain = Este cea mai mică valoare, așa că nu se ia în calcul.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_lowest-opponent = se elimină: adversarul cu cel mai mic punctaj (14.1.1)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_lowest-opponent_plain = Este adversarul cu cel mai mic punctaj, așa că nu se ia în calcul.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_vur = se elimină întâi: rundă nejucată voluntar (16.5)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_vur_plain = Această rundă se elimină înaintea celorlalte, pentru că nu ați jucat-o (rundă liberă cerută, absență sau partidă pierdută prin forfait).

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_high = se elimină: cea mai mare valoare (mediană)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_high_plain = Este cea mai mare valoare, așa că nu se ia în calcul.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_first-round = se elimină: prima rundă

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_first-round_plain = Prima rundă nu se ia în calcul.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_lowest-rating = se elimină: cel mai mic rating

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_lowest-rating_plain = Este cel mai mic rating, așa că nu se ia în calcul.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_fore-assumed = ultima rundă se consideră remiză (8.3)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_fore-assumed_plain = Pentru acest criteriu de departajare, ultima rundă contează ca remiză.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_yes = { $outcome }: contează

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_yes_plain = Rezultatul dumneavoastră – { $outcome } – contează.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_no = { $outcome }: nu contează

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_no_plain = Rezultatul dumneavoastră – { $outcome } – nu contează.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $running (the
# running score: a number, or for a team a number with its score, e.g. "5 MP" (another message)).
entry_running = { $outcome }: punctaj cumulat { $running }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $running (a number, or for a team a number with its score, e.g. "5 MP").
entry_running_plain = După această rundă, punctajul dumneavoastră era { $running }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $running, $win.
entry_running-unearned = { $outcome }: punctaj cumulat { $running }, minus { $win } pentru un punct necâștigat la tablă

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $running.
entry_running-unearned_plain = După această rundă, punctajul dumneavoastră era { $running }; punctul pe care nu l-ați câștigat la tablă nu se numără aici.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_std_double-forfeit = { $outcome }: dublu forfait

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_std_double-forfeit_plain = Niciunul dintre jucători nu s-a prezentat la această partidă: nu aduce nimic.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $mine, $outcome (an outcome such as win or forfeit win (another message)), $theirs.
entry_std_versus = { $outcome }: { $mine } contra { $theirs }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $mine, $theirs.
entry_std_versus_plain = În această rundă ați obținut { $mine }, iar adversarul dumneavoastră { $theirs }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $mine, $outcome (an outcome such as win or forfeit win (another message)).
entry_std_versus-draw = { $outcome }: { $mine } față de o remiză

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $mine.
entry_std_versus-draw_plain = În această rundă ați obținut { $mine }, față de o remiză.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points).
# same-as-english
entry_kashdan = { $outcome }: { $points }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points).
entry_kashdan_plain = Rezultatul dumneavoastră – { $outcome } – aduce { $points }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_counts = { $opponent } are { $raw }, pragul { $threshold }: contează

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_counts_plain = { $opponent } a acumulat { $raw }, cel puțin jumătate din maxim ({ $threshold }), deci rezultatul dumneavoastră în această partidă contează.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_below = { $opponent } are { $raw }, pragul { $threshold }: sub prag

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_below_plain = { $opponent } a acumulat { $raw }, mai puțin de { $threshold }, deci rezultatul dumneavoastră în această partidă nu contează.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_not-otb-skipped = { $outcome }: nu este o partidă jucată la tablă, se omite

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_not-otb-skipped_plain = Rezultatul dumneavoastră – { $outcome } – nu provine dintr-o partidă jucată la tablă, așa că nu se ia în calcul.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-value = { $code } pentru { $opponent } este { $value } (vedeți explicația separată pentru { $code })

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-value_plain = { $code } pentru { $opponent } este { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-rating-value = { $code } pentru { $opponent } este { $value }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-rating-value_plain = { $code } pentru { $opponent } este { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $rating.
entry_rated = { $opponent }: rating { $rating }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $rating.
entry_rated_plain = { $opponent } are ratingul { $rating }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name).
entry_unrated = { $opponent } nu are rating: se omite (dați un rating de substituție, --unrated-rating N, pentru a număra partida)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name).
entry_unrated_plain = { $opponent } nu are rating, așa că această partidă nu se ia în calcul.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
entry_de_forfeit = { $outcome } contra { $opponent }: forfait, se omite (6.1.1)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_de_forfeit_plain = O partidă care nu s-a jucat la tablă nu contează între jucătorii aflați la egalitate de puncte.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
entry_de_counted = { $outcome } contra { $opponent }: contează

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name).
entry_de_counted_plain = Rezultatul dumneavoastră contra { $opponent } contează.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $outcome
# (an outcome such as win or forfeit win (another message)), $points (a number of points).
entry_de_averaged = { $outcome } contra { $opponent }: una dintre partidele dintre dumneavoastră (în total { $count }), cu media: { $points } / { $count }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name).
entry_de_averaged_plain =
    { $count ->
        [one] Ați jucat { $count } partidă cu { $opponent }; fiecare partidă contează cu partea ei din medie.
        [few] Ați jucat { $count } partide cu { $opponent }; fiecare partidă contează cu partea ei din medie.
       *[other] Ați jucat { $count } de partide cu { $opponent }; fiecare partidă contează cu partea ei din medie.
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rank (a place in the standings).
entry_rankres = { $outcome } contra { $opponent } (locul { $rank } după puncte)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rank (a place in the standings).
entry_rankres_plain = Rezultatul dumneavoastră contra { $opponent } (locul { $rank } după puncte): { $outcome }.

## Summaries

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $value (a tie-break value (a
# number)).
# same-as-english
summary_sum = { $code } = { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $amount, $left (the part before), $outcome (an outcome such as win or forfeit win
# (another message)), $round (a round number of the tournament), $why (the reason, another message).
summary_minus = { $left } − { $amount } (runda { $round }, { $outcome }, { $why })

# A short summary line of how a tie-break value was reached.
# Variables: $left (the part before), $value (a tie-break value (a number)).
# same-as-english
summary_equals = { $left } = { $value }

# A short summary line of how a tie-break value was reached.
summary_removed_vur = se elimină întâi conform 16.5

# A short summary line of how a tie-break value was reached.
summary_removed_high = cea mai mare valoare, se elimină

# A short summary line of how a tie-break value was reached.
summary_removed_low = cea mai mică valoare, se elimină

# A short summary line of how a tie-break value was reached.
summary_removed_lowest-opponent = adversarul cu cel mai mic punctaj, se elimină

# A short summary line of how a tie-break value was reached.
# Variables: $buchholz, $code (a tie-break code such as BH (kept as it is)), $points (a number of
# points), $value (a tie-break value (a number)).
summary_rbh = { $code } = puncte { $points } × Buchholz { $buchholz } = { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $points (a number of points), $rest, $rounds (round numbers).
summary_mm_even = punctaj echilibrat ({ $points } din { $rounds }): { $rest }

# A short summary line of how a tie-break value was reached.
# Variables: $points (a number of points), $rest, $rounds (round numbers).
summary_mm_plus = punctaj pozitiv ({ $points } din { $rounds }): { $rest }

# A short summary line of how a tie-break value was reached.
# Variables: $points (a number of points), $rest, $rounds (round numbers).
summary_mm_minus = punctaj negativ ({ $points } din { $rounds }): { $rest }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_WIN =
    { $count ->
        [one] { $code } = { $count } rundă câștigată
        [few] { $code } = { $count } runde câștigate
       *[other] { $code } = { $count } de runde câștigate
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_WON =
    { $count ->
        [one] { $code } = { $count } partidă câștigată
        [few] { $code } = { $count } partide câștigate
       *[other] { $code } = { $count } de partide câștigate
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_BPG =
    { $count ->
        [one] { $code } = { $count } partidă cu negrele
        [few] { $code } = { $count } partide cu negrele
       *[other] { $code } = { $count } de partide cu negrele
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_BWG =
    { $count ->
        [one] { $code } = { $count } victorie cu negrele
        [few] { $code } = { $count } victorii cu negrele
       *[other] { $code } = { $count } de victorii cu negrele
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_REP =
    { $count ->
        [one] { $code } = { $count } rundă aleasă pentru joc
        [few] { $code } = { $count } runde alese pentru joc
       *[other] { $code } = { $count } de runde alese pentru joc
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $terms, $value (a tie-break value
# (a number)).
# same-as-english
summary_terms = { $code } = { $terms } = { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $left (the part before), $right (the part after).
# same-as-english
summary_plus = { $left } + { $right }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $value (a tie-break value (a
# number)).
# same-as-english
summary_value = { $code } = { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $id.
summary_tpn = numărul de start { $id } (mai mic este mai bine)

# A short summary line of how a tie-break value was reached.
summary_no-otb = nicio partidă jucată la tablă: fără valoare

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $exact, $total, $value (a tie-break value (a number)).
summary_average = { $code } = { $total } / { $count } = { $exact }, rotunjit (jumătatea în sus) la { $value }

# A short summary line of how a tie-break value was reached.
summary_too-few-for-cut = prea puține partide jucate la tablă pentru trunchiere: fără valoare

# A short summary line of how a tie-break value was reached.
# Variables: $dp, $exact, $mean, $p, $value (a tie-break value (a number)).
summary_tpr = TPR = ratingul mediu { $mean } + dp({ $p }) { $dp } = { $exact }, rotunjit (jumătatea în sus) la { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $lowest.
summary_ptp_no-points = niciun punct: cel mai mic rating al adversarilor { $lowest } − 800

# A short summary line of how a tie-break value was reached.
# Variables: $count (a number choosing the plural form), $target.
summary_ptp_search =
    { $count ->
        [one] cel mai mic R pentru care scorul așteptat contra { $count } adversar atinge { $target }
        [few] cel mai mic R pentru care scorul așteptat contra { $count } adversari atinge { $target }
       *[other] cel mai mic R pentru care scorul așteptat contra { $count } de adversari atinge { $target }
    }

# A short summary line of how a tie-break value was reached.
# Variables: $how, $value (a tie-break value (a number)).
# same-as-english
summary_ptp = PTP = { $value }: { $how }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $exact, $value (a tie-break value
# (a number)).
summary_rounded = { $code } = { $exact }, rotunjit (jumătatea în sus) la { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $rating.
# same-as-english
summary_rating = rating { $rating }

# A short summary line of how a tie-break value was reached.
summary_unrated = fără rating

# A short summary line of how a tie-break value was reached.
summary_rankres = rezultate nenule, începând cu adversarul cel mai bine clasat

# A short summary line of how a tie-break value was reached.
# Variables: $names, $steps.
summary_de_group = grupul { $names }: { $steps }

# A short summary line of how a tie-break value was reached.
summary_de_never-tied = fără egalitate cu alt jucător: DE nu se aplică

# A short summary line of how a tie-break value was reached.
summary_de_earlier = la egalitate de puncte cu alții, dar un criteriu anterior i-a departajat deja: DE nu se aplică

# The direct encounter tie-break's explanation.
# Variables: $name (a name (a player, team or tournament)), $score (a score (points)).
# same-as-english
de_member = { $name } { $score }

# The direct encounter tie-break's explanation.
# Variables: $maximum, $name (a name (a player, team or tournament)), $score (a score (points)).
de_member-max = { $name } { $score } (max. { $maximum })

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group).
de_step_level = 6.2: { $members }: la egalitate, nu se departajează

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group).
# same-as-english
de_step_ordered = 6.2: { $members }

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group).
de_step_none-placed = 6.3: { $members }: nimeni nu poate fi clasat

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group), $placed.
de_step_placed = 6.3: { $members }: se clasează { $placed }

## Warnings (rules.md 8.3)

# A warning printed with the standings.
# Variables: $codes.
warning_buchholz-in-round-robin = { $codes } în sistemul fiecare cu fiecare: valorile sunt calculate totuși, dar FIDE C.07 (2026) art. 8 prevede că criteriile Buchholz nu se folosesc în turneele fiecare cu fiecare

# A warning printed with the standings.
# Variables: $codes, $players.
warning_rating-tiebreak-dropped = Eliminare din ordinea de departajare: { $codes } – jucători fără rating: { $players } (C.07 art. 10; dați un rating de substituție, --unrated-rating N, pentru a păstra criteriile)

# A warning printed with the standings.
# Variables: $codes.
warning_colours-missing = Eliminare din ordinea de departajare: { $codes } – partide fără culoare

# A warning printed with the standings.
# Variables: $codes, $players, $rank (a place in the standings).
warning_unbroken-tie = { $players }: departajare imposibilă prin puncte și { $codes }; împart locul { $rank }

# A warning printed with the standings.
# Variables: $players, $rank (a place in the standings).
warning_unbroken-tie-no-order = { $players }: departajare imposibilă prin puncte, fără criterii de departajare; împart locul { $rank }

## Why (rules.md 8.2)

# Why one player is ranked above another (a sentence of the answer).
# Variables: $count (a number choosing the plural form), $name (a name (a player, team or
# tournament)), $points (a number of points), $rank (a place in the standings).
why_place_head = { $name } este pe locul { $rank } din { $count }, cu { $points }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $count (a number choosing the plural form), $last, $name (a name (a player, team or
# tournament)), $points (a number of points), $rank (a place in the standings).
why_place_head-shared = { $name } împarte locurile { $rank }–{ $last } din { $count }, cu { $points }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $code (a tie-break code such as BH (kept as it is)), $diff, $other, $points (a number
# of points), $rank (a place in the standings), $value_other, $value_own.
why_place_above = { $other } (locul { $rank }) are tot { $points } și este mai sus la { $code } cu { $diff }: { $value_other } față de { $value_own }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $code (a tie-break code such as BH (kept as it is)), $diff, $name (a name (a player,
# team or tournament)), $other, $points (a number of points), $rank (a place in the standings),
# $value_other, $value_own.
why_place_below = { $other } (locul { $rank }) are tot { $points }; { $name } este mai sus la { $code } cu { $diff }: { $value_own } față de { $value_other }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $high, $low.
why_points = { $above } este mai sus decât { $below } la puncte: { $high } față de { $low }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $detail, $points
# (a number of points), $value_above, $value_below.
why_de = Ambii jucători au câte { $points }. { $above } este mai sus decât { $below } prin partida directă ({ $code }): { $above } { $value_above }, { $below } { $value_below }; { $detail }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $decider, $points (a number of points).
why_rankres = Ambii jucători au câte { $points }, iar la toate criteriile de departajare anterioare sunt la egalitate. { $above } este mai sus decât { $below } după rezultatele contra adversarilor în ordinea clasamentului (RANKRES): { $decider }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $points (a number
# of points), $value_above, $value_below.
why_value = Ambii jucători au câte { $points }. { $above } este mai sus decât { $below } la { $code }: { $value_above } față de { $value_below }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $earlier, $points
# (a number of points), $value_above, $value_below.
why_value-level = Ambii jucători au câte { $points }, iar la { $earlier } sunt la egalitate. { $above } este mai sus decât { $below } la { $code }: { $value_above } față de { $value_below }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $codes, $rank (a place in the standings).
why_shared = { $above } și { $below } nu se departajează nici prin puncte, nici prin { $codes }: împart locul { $rank }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $rank (a place in the standings).
why_shared-no-order = { $above } și { $below } nu se departajează nici prin puncte, nici prin vreun criteriu de departajare: împart locul { $rank }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $below, $index.
why_rankres_shorter = la rezultatul { $index }, { $below } nu mai are rezultate nenule

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $index, $rank_above, $rank_below.
why_rankres_rank = la rezultatul { $index }: { $above } l-a obținut contra unui adversar de pe locul { $rank_above }, { $below } contra unuia de pe locul { $rank_below }

# Why one player is ranked above another (a sentence of the answer).
# Variables: $index.
why_rankres_win = la rezultatul { $index }, contra unor adversari de pe același loc, o victorie valorează mai mult decât o remiză

# Why one player is ranked above another (a sentence of the answer).
why_rankres_equal = listele sunt egale

## Explanation layout

# The layout of an explanation (per-player breakdown of a tie-break).
# Variables: $code (a tie-break code such as BH (kept as it is)), $id, $player (a player's name),
# $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value (a
# number)).
explain_head = { $code } pentru { $player } ({ $id }) conform { $rules }: { $value }

# The layout of an explanation (per-player breakdown of a tie-break).
# Variables: $code (a tie-break code such as BH (kept as it is)), $id, $player (a player's name),
# $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value (a
# number)).
explain_head-markdown = **{ $code }** pentru **{ $player }** ({ $id }) conform `{ $rules }`: **{ $value }**

# A "round" of the tournament (one game for each player), not rounding a number. A prefix: the
# line's text follows the colon and the space.
# Variables: $round (a round number of the tournament).
explain_round = Runda { $round }:{ " " }

# The layout of an explanation (per-player breakdown of a tie-break).
explain_adds-nothing = nu adaugă nimic

# Said of a value dropped by a modifier such as Cut-1 (the lowest score cut away).
explain_cut = eliminat

# A cell of a yes/no column of an explanation.
explain_yes = da

# A column header: the "round" of the tournament, not rounding.
explain_column_round = runda

# A column header: what kind of game or bye the round was.
explain_column_kind = tip

# The layout of an explanation (per-player breakdown of a tie-break).
explain_column_opponent = adversar

# A column header: the value before the rule adjusts it (raw, not uncooked).
explain_column_raw = punctaj înregistrat

# A column header: the value the tie-break counts.
explain_column_value = valoare

# A column header: whether the value was cut (dropped) by a modifier such as Cut-1.
explain_column_cut = eliminat

# The layout of an explanation (per-player breakdown of a tie-break).
explain_column_note = notă

# The layout of an explanation (per-player breakdown of a tie-break).
explain_column_rule = regulă

## Standings layout

# The standings table and its headers and lines.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
standings_title-before = { $name }: clasamentul înainte de runda { $round } din { $rounds }

# The standings table and its headers and lines.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
standings_title = { $name }: clasamentul după runda { $round } din { $rounds }

# The standings table and its headers and lines.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
standings_title-live = { $name }: clasament provizoriu în timpul rundei { $round } din { $rounds }

# The standings table and its headers and lines.
standings_tournament = Turneu

# The standings table and its headers and lines.
standings_standings = Clasament

# The standings table and its headers and lines.
# Variables: $how, $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name
# such as fide-2026 (kept as it is)).
standings_rules = Regulament: { $rules } ({ $how }); ordinea de departajare: { $order }

# The standings table and its headers and lines.
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
standings_rules-markdown = Regulament `{ $rules }`, ordinea de departajare { $order }

# The standings table and its headers and lines.
standings_points-only = doar puncte

# The standings table and its headers and lines.
standings_warnings = Avertismente:

# A short column header (2-4 letters): the rank, the place in the standings.
standings_column_rk = Loc

# A column header: the rank, the place in the standings.
standings_column_rank = Locul

# A short column header: the player's starting number (pairing number), not the word no.
standings_column_no = Nr.

# A column header: the player's name.
standings_column_name = Nume

# A short column header: the points (score) of a player.
standings_column_pts = Pct.

# An error message of the command line.
# Variables: $line (a line number).
error_line = linia { $line }

# An error message of the command line.
# Variables: $id.
error_cell_player = jucătorul { $id }

# An error message of the command line.
# Variables: $id, $round (a round number of the tournament).
error_cell_player-round = jucătorul { $id }, runda { $round }

# An error message of the command line.
# $count (not shown) chooses the plural form.
# Variables: $more.
error_more-problems =
    { $count ->
        [one] … și încă { $more } problemă
        [few] … și încă { $more } probleme
       *[other] … și încă { $more } de probleme
    }

# An error message of the command line.
# Variables: $code (a tie-break code such as BH (kept as it is)), $known.
error_unknown-tiebreak = criteriu de departajare necunoscut { $code }; coduri cunoscute: { $known }

# An error message of the command line.
# Variables: $known, $name (a name (a player, team or tournament)).
error_unknown-rule-set = regulament necunoscut { $name }; cunoscute: { $known }

# An error message of the command line.
# Variables: $known, $name (a name (a player, team or tournament)).
error_unknown-preset = ordine predefinită necunoscută { $name }; cunoscute: { $known }

# An error message of the command line.
# Variables: $candidates, $query.
error_player-ambiguous = { $query } corespunde mai multor jucători: { $candidates }

# An error message of the command line.
# Variables: $query.
error_player-unknown = niciun jucător nu corespunde cu { $query }

# An error message of the command line.
# Variables: $last, $round (a round number of the tournament).
error_after-round = după runda { $round }: rezultatele conțin rundele de la 1 la { $last }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $value (a tie-break value (a number)).
arbiter_trf_manual = TRF nu are un câmp pentru valoarea arbitrului manual_tiebreak { $value }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $seed.
arbiter_trf_lots-seed = TRF nu are o înregistrare pentru seed-ul tragerii la sorți { $seed }

# A detail for the arbiter (the exact rule and numbers).
arbiter_trf_single-winner = TRF nu are o înregistrare pentru regula unui singur câștigător (single_winner)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_MANUAL = Decizia arbitrului

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_LOTS = Tragere la sorți

# A detail for the arbiter (the exact rule and numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)), $seed.
arbiter_order_lots = { $code } (tragere la sorți, seed { $seed })

# A detail for the arbiter (the exact rule and numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)).
arbiter_order_manual = { $code } (decizia arbitrului)

# A detail for the arbiter (the exact rule and numbers).
# Variables: $count (a number choosing the plural form), $draw, $lot, $seed.
arbiter_lots_summary = tragere la sorți (seed { $seed }): { $draw }, numărul { $lot } din { $count } (mai mic este mai bine)

# A detail for the arbiter (the exact rule and numbers).
arbiter_lots_no-seed = niciun seed înregistrat pentru tragerea la sorți: fără valoare

# A detail for the arbiter (the exact rule and numbers).
# Variables: $value (a tie-break value (a number)).
arbiter_manual_summary = decizia arbitrului: { $value } (mai mic este mai bine)

# A detail for the arbiter (the exact rule and numbers).
arbiter_manual_none = arbitrul nu a dat nicio valoare acestui jucător: se clasează după toți cei care au una

# A detail for the arbiter (the exact rule and numbers).
arbiter_manual_none-short = niciuna

# A detail for the arbiter (the exact rule and numbers).
# Variables: $most, $seed.
arbiter_error_seed = seed-ul tragerii la sorți trebuie să fie un număr întreg de la 0 la { $most }, s-a găsit { $seed }

# A detail for the arbiter (the exact rule and numbers).
arbiter_error_lots-needs-seed = LOTS necesită seed-ul tragerii la sorți: indicați --lots SEED sau "lots_seed" în fișierul turneului

# A detail for the arbiter (the exact rule and numbers).
# Variables: $found.
arbiter_error_manual = manual_tiebreak trebuie să fie un număr (mai mic este mai bine), s-a găsit { $found }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $found, $most.
arbiter_error_lots-seed = lots_seed trebuie să fie un număr întreg de la 0 la { $most }, s-a găsit { $found }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $found.
arbiter_error_single-winner = single_winner trebuie să fie true sau false, s-a găsit { $found }

# A warning printed with the standings.
# Variables: $players.
warning_single-winner-tie = Regulamentul cere un singur câștigător, dar { $players } împart locul 1 după toate criteriile de departajare: adăugați un ultim criteriu decis de arbitru: LOTS, tragere la sorți cu seed înregistrat (--lots SEED sau "lots_seed" în fișierul turneului), sau MANUAL (un "manual_tiebreak" pentru fiecare dintre ei)

# A warning printed with the standings.
# Variables: $codes, $players.
warning_single-winner-level = Regulamentul cere un singur câștigător, dar { $players } împart încă locul 1 după { $codes }: dați fiecăruia un "manual_tiebreak" diferit sau adăugați LOTS cu un seed (--lots SEED)

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $points (a number of points), $seed, $value_above, $value_below.
why_lots = Ambii jucători au câte { $points }. { $above } este mai sus decât { $below } prin tragere la sorți (LOTS, seed { $seed }): numărul { $value_above } față de { $value_below }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $earlier, $points (a number of points), $seed, $value_above,
# $value_below.
why_lots-level = Ambii jucători au câte { $points }, iar la { $earlier } sunt la egalitate. { $above } este mai sus decât { $below } prin tragere la sorți (LOTS, seed { $seed }): numărul { $value_above } față de { $value_below }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $points (a number of points), $value_above, $value_below.
why_manual = Ambii jucători au câte { $points }. { $above } este mai sus decât { $below } prin decizia arbitrului (MANUAL): { $value_above } față de { $value_below }, mai mic este mai bine.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $earlier, $points (a number of points), $value_above, $value_below.
why_manual-level = Ambii jucători au câte { $points }, iar la { $earlier } sunt la egalitate. { $above } este mai sus decât { $below } prin decizia arbitrului (MANUAL): { $value_above } față de { $value_below }, mai mic este mai bine.

# The standings table and its headers and lines.
# Variables: $round (a round number of the tournament).
standings_withdrawn = retragere după runda { $round }

# The standings table and its headers and lines.
standings_withdrawn-before = retragere înainte de runda 1

# A column header: a remark on the player's line (withdrew after round 3).
standings_column_note = Notă

# The outcome of one game or round for a player, used inside other sentences.
outcome_pending = rezultat în așteptare

# A progress line shown while a long computation runs.
# Variables: $count (a number choosing the plural form), $finished, $round (a round number of the
# tournament).
progress_first = runda { $round } în desfășurare, nicio rundă încă încheiată (partide terminate: { $finished } din { $count })

# A progress line shown while a long computation runs.
# Variables: $count (a number choosing the plural form), $finished, $round (a round number of the
# tournament).
progress_first-live = PROVIZORIU: partidele terminate din runda { $round }, prima (partide terminate: { $finished } din { $count }; o partidă în așteptare nu aduce încă nimic)

# A progress line shown while a long computation runs.
# Variables: $after, $count (a number choosing the plural form), $finished, $round (a round number
# of the tournament).
progress_after =
    { $count ->
        [one] după runda { $after }; runda { $round } în desfășurare: { $finished } din { $count } partidă terminată
        [few] după runda { $after }; runda { $round } în desfășurare: { $finished } din { $count } partide terminate
       *[other] după runda { $after }; runda { $round } în desfășurare: { $finished } din { $count } de partide terminate
    }

# A progress line shown while a long computation runs.
# Variables: $after, $count (a number choosing the plural form), $finished, $round (a round number
# of the tournament).
progress_live =
    { $count ->
        [one] PROVIZORIU: după runda { $after } și partidele terminate din runda { $round } ({ $finished } din { $count } partidă terminată; o partidă în așteptare nu aduce încă nimic)
        [few] PROVIZORIU: după runda { $after } și partidele terminate din runda { $round } ({ $finished } din { $count } partide terminate; o partidă în așteptare nu aduce încă nimic)
       *[other] PROVIZORIU: după runda { $after } și partidele terminate din runda { $round } ({ $finished } din { $count } de partide terminate; o partidă în așteptare nu aduce încă nimic)
    }

# An error message of the command line.
# Variables: $current, $last, $round (a round number of the tournament).
error_after-round-in-progress = după runda { $round }: runda { $current } este în desfășurare; ultima rundă completă este { $last }

# The standings table and its headers and lines.
standings_csv_rank = locul

# The standings table and its headers and lines.
standings_csv_shared = la egalitate

# The standings table and its headers and lines.
standings_csv_id = nr

# The standings table and its headers and lines.
standings_csv_name = nume

# The standings table and its headers and lines.
standings_csv_points = puncte

# The standings table and its headers and lines.
standings_csv_withdrawn-after = retras după runda

# The standings table and its headers and lines.
standings_csv_provisional = provizoriu

# The standings table and its headers and lines.
standings_csv_yes = da
