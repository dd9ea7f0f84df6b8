### Čeština (cs): the engine's words: tie-break names, explanations, summaries, warnings, the command line.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## Words used inside other messages

# Points a player scored (a score such as 1½ or 2,5); $count may be a decimal: give the plural form
# for decimals ([many] in Czech, [few] in Romanian).
# Variables: $count (a number choosing the plural form).
points =
    { $count ->
        [one] { $count } bod
        [few] { $count } body
        [many] { $count } bodu
       *[other] { $count } bodů
    }

# Two items of a list joined; $left and $right are the items.
# Variables: $left (the part before), $right (the part after).
# same-as-english
join_semicolon = { $left }; { $right }

# The outcome of one game or round for a player, used inside other sentences.
outcome_win = výhra

# A drawn game (neither side won), not drawing lots or a picture.
outcome_draw = remíza

# The outcome of one game or round for a player, used inside other sentences.
outcome_loss = prohra

# The outcome of one game or round for a player, used inside other sentences.
outcome_forfeit-win = kontumační výhra

# The outcome of one game or round for a player, used inside other sentences.
outcome_forfeit-loss = kontumační prohra (forfeit-loss)

# The pairing-allocated bye: the player had no opponent in a round and got points.
outcome_pab = volný los přidělený losováním

# The outcome of one game or round for a player, used inside other sentences.
outcome_full-bye = volný los za celý bod

# The outcome of one game or round for a player, used inside other sentences.
outcome_half-bye = volný los za půl bodu

# The outcome of one game or round for a player, used inside other sentences.
outcome_zero-bye = volný los za nula bodů (zero-bye)

# The outcome of one game or round for a player, used inside other sentences.
outcome_absent = nenalosované kolo

# A kind of game or bye, used inside other sentences.
kind_played = odehraná partie

# A kind of game or bye, used inside other sentences.
kind_forfeit-win = kontumační výhra

# A kind of game or bye, used inside other sentences.
kind_forfeit-loss = kontumační prohra (forfeit-loss)

# A kind of game or bye, used inside other sentences.
kind_pab = volný los přidělený losováním

# A kind of game or bye, used inside other sentences.
kind_full-bye = volný los za celý bod

# A kind of game or bye, used inside other sentences.
kind_half-bye = volný los za půl bodu

# A kind of game or bye, used inside other sentences.
kind_zero-bye = volný los za nula bodů (zero-bye)

# The player was not paired in the round (absent), no points.
kind_absent = nenalosované kolo

## Tie-break names (glossary.md 1)

# Buchholz: a tie-break named after a person; most languages keep the name.
# same-as-english
tb_BH = Buchholz

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# same-as-english
tb_FB = Fore Buchholz

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_AOB = Průměrný Buchholz soupeřů

# Sonneborn-Berger: a tie-break named after two people; usually kept.
# same-as-english
tb_SB = Sonneborn-Berger

# Koya: a tie-break named after a person; usually kept.
tb_KS = Koya

# Progressive score: the sum of the running score after each round.
tb_PS = Kumulativní (progresivní) skóre

# Direct encounter: the games between the tied players themselves.
tb_DE = Vzájemný zápas

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_WIN = Počet výher

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_WON = Počet výher v partiích odehraných u šachovnice

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_BPG = Počet partií hraných černými

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_BWG = Počet výher černými (BWG)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_REP = Kola hraná z vlastní volby

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_STD = Standardní body

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_TPN = Startovní číslo

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_ARO = Průměrný rating soupeřů

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_TPR = Turnajový výkon (TPR)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_PTP = Dokonalý turnajový výkon (PTP)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_APRO = Průměrný turnajový výkon soupeřů (APRO)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_APPO = Průměrný dokonalý turnajový výkon soupeřů (APPO)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# same-as-english
tb_RTNG = Rating

# Median Buchholz: "median" of the statistics sense, the highest and lowest dropped.
tb_MM = Modifikovaný medián

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# same-as-english
tb_SOLKOFF = Solkoff

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_CUM = Kumulativní (US Chess)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_COO = Kumulativní skóre soupeřů

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# same-as-english
tb_KASHDAN = Kashdan

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_SBH = Součet Buchholzů soupeřů

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_RBH = Body krát Buchholz

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_RANKRES = Výsledky proti soupeřům v pořadí umístění

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $code (a tie-break code such as BH (kept as it is)), $name (a name (a player, team or
# tournament)).
# same-as-english
tb_named = { $name } ({ $code })

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $count (a number choosing the plural form), $name (a name (a player, team or
# tournament)).
# same-as-english
tb_cut = { $name } Cut-{ $count }

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $count (a number choosing the plural form), $name (a name (a player, team or
# tournament)).
# same-as-english
tb_median = { $name } Median-{ $count }

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $limit (a limit (a number)), $name (a name (a player, team or tournament)).
# same-as-english
tb_limit = { $name } (limit { $limit })

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
cite_cas = pravidlo ČAS { $articles }

# How a rule is cited in an explanation (a rulebook or article).
# Variables: $articles.
cite_italian = italské kritérium { $articles }

# How a rule is cited in an explanation (a rulebook or article).
cite_fide-2009 = virtuální soupeř FIDE 2009

# How a rule is cited in an explanation (a rulebook or article).
cite_pab-no-sb = varianta pab-no-sb

# How a rule is cited in an explanation (a rulebook or article).
cite_sum-of-buchholz = součet Buchholzů

# How a rule is cited in an explanation (a rulebook or article).
# same-as-english
cite_naive = naive (Buchholz 97)

# How a rule is cited in an explanation (a rulebook or article).
# same-as-english
cite_played-only = played-only

## How the rule set was chosen

# How the rule set applied was chosen, one line of the output.
# Variables: $date (a date, 2026-09-05).
rules_how_by-date = podle data zahájení { $date }

# How the rule set applied was chosen, one line of the output.
rules_how_no-date = bez data zahájení, proto aktuální vydání

# How the rule set applied was chosen, one line of the output.
rules_how_given = zadáno výslovně

# How the rule set applied was chosen, one line of the output.
# Variables: $preset (a preset's name (kept as it is)).
rules_how_preset = zvoleno předvolbou { $preset }

## Explanation items: the arbiter's detail, then the plain sentence

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it).
entry_game =
    { $count ->
        [one] { $opponent }: { $raw } bod
        [few] { $opponent }: { $raw } body
        [many] { $opponent }: { $raw } bodu
       *[other] { $opponent }: { $raw } bodů
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it).
entry_game_plain =
    { $count ->
        [one] { $opponent } má { $raw } bod.
        [few] { $opponent } má { $raw } body.
        [many] { $opponent } má { $raw } bodu.
       *[other] { $opponent } má { $raw } bodů.
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $rounds
# (round numbers), $seen (the value the rule counts), $why (the reason, another message).
entry_game-adjusted =
    { $count ->
        [one] { $opponent } má { $raw }, počítá se za { $seen } (kolo { $rounds } se počítá jinak, { $why })
        [few] { $opponent } má { $raw }, počítá se za { $seen } (kola { $rounds } se počítají jinak, { $why })
        [many] { $opponent } má { $raw }, počítá se za { $seen } (kola { $rounds } se počítají jinak, { $why })
       *[other] { $opponent } má { $raw }, počítá se za { $seen } (kola { $rounds } se počítají jinak, { $why })
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $rounds
# (round numbers), $seen (the value the rule counts).
entry_game-adjusted_plain =
    { $count ->
        [one] { $opponent } má { $raw }, ale počítá se za { $seen }: kolo { $rounds } tohoto soupeře se nehrálo a počítá se jinak.
        [few] { $opponent } má { $raw }, ale počítá se za { $seen }: kola { $rounds } tohoto soupeře se nehrála a počítají se jinak.
        [many] { $opponent } má { $raw }, ale počítá se za { $seen }: kola { $rounds } tohoto soupeře se nehrála a počítají se jinak.
       *[other] { $opponent } má { $raw }, ale počítá se za { $seen }: kola { $rounds } tohoto soupeře se nehrála a počítají se jinak.
    }

# Why one player is ranked above another (a sentence of the answer).
# same-as-english
why_fide-16_3_2 = 16.3.2

# Why one player is ranked above another (a sentence of the answer).
why_unplayed-draws = neodehraná kola se počítají jako remízy

# Why one player is ranked above another (a sentence of the answer).
why_uscf-34e = neodehraná kola se počítají za ½, 34E

# Why one player is ranked above another (a sentence of the answer).
why_cas-unpaired = nenalosovaná kola se počítají za ½

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $value (a tie-break value (a number)).
entry_rr-forfeit = { $outcome } v turnaji každý s každým se počítá jako partie proti soupeři { $opponent }: { $value } (15.2)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
entry_rr-forfeit_plain = V turnaji každý s každým se váš výsledek, { $outcome }, stále počítá jako partie proti soupeři { $opponent }.

# One line of a tie-break's explanation: how one round or opponent counts.
entry_rr-free = volné kolo turnaje každý s každým: nic nepřidává (15.2)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_rr-free_plain = Kolo, ve kterém pro vás v turnaji každý s každým nebyl soupeř, nic nepřidává.

# One line of a tie-break's explanation: how one round or opponent counts.
entry_rr-free-noarticle = volné kolo turnaje každý s každým: nic nepřidává

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_rr-free-noarticle_plain = Kolo, ve kterém pro vás v turnaji každý s každým nebyl soupeř, nic nepřidává.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own.
entry_dummy = { $outcome }: fiktivní soupeř s vaším vlastním počtem bodů { $own } (16.4)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own.
entry_dummy_plain = Váš výsledek v tomto kole, { $outcome }, se počítá jako partie proti soupeři s vaším vlastním počtem bodů ({ $own }).

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own.
entry_dummy-against = { $outcome } proti soupeři { $opponent }: fiktivní soupeř s vaším vlastním počtem bodů { $own } (16.4)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own.
entry_dummy-against_plain = Váš výsledek proti soupeři { $opponent }, { $outcome }, se počítá jako partie proti soupeři s vaším vlastním počtem bodů ({ $own }).

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $value (a tie-break value (a number)).
entry_dummy-cap-opponent = { $outcome } proti soupeři { $opponent }: fiktivní soupeř s vaším vlastním počtem bodů { $own }, nejvýše však s upraveným počtem bodů soupeře { $opponent }, { $value } (16.4.1)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $value (a tie-break value (a number)).
entry_dummy-cap-opponent_plain = Váš výsledek proti soupeři { $opponent }, { $outcome }, se počítá jako partie proti soupeři s vaším vlastním počtem bodů ({ $own }), nejvýše však tolik, kolik má { $opponent } ({ $value }).

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
entry_dummy-cap-rounds = { $outcome }: podle { $rules } se počítá fiktivní soupeř s vaším vlastním počtem bodů { $own }, nejvýše však { $draw } × { $rounds } (remíza v každém kole) = { $value } (16.4.2)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $value (a tie-break value (a number)).
entry_dummy-cap-rounds_plain = Váš výsledek v tomto kole, { $outcome }, se počítá jako partie proti soupeři s vaším vlastním počtem bodů ({ $own }), nejvýše však jako remíza v každém kole: { $draw } × { $rounds } = { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $before, $count (a number choosing the plural form), $draw, $outcome (an outcome such
# as win or forfeit win (another message)), $reverse, $value (a tie-break value (a number)).
entry_virtual =
    { $count ->
        [one] { $outcome }: virtuální soupeř začíná s vaším počtem bodů před tímto kolem ({ $before }), získá opačný výsledek ({ $reverse }) a remizuje { $count } zbývající kolo ({ $draw } × { $count }) = { $value }
        [few] { $outcome }: virtuální soupeř začíná s vaším počtem bodů před tímto kolem ({ $before }), získá opačný výsledek ({ $reverse }) a remizuje { $count } zbývající kola ({ $draw } × { $count }) = { $value }
        [many] { $outcome }: virtuální soupeř začíná s vaším počtem bodů před tímto kolem ({ $before }), získá opačný výsledek ({ $reverse }) a remizuje { $count } zbývajícího kola ({ $draw } × { $count }) = { $value }
       *[other] { $outcome }: virtuální soupeř začíná s vaším počtem bodů před tímto kolem ({ $before }), získá opačný výsledek ({ $reverse }) a remizuje { $count } zbývajících kol ({ $draw } × { $count }) = { $value }
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $before, $outcome (an outcome such as win or forfeit win (another message)), $reverse,
# $value (a tie-break value (a number)).
entry_virtual_plain = Váš výsledek v tomto kole, { $outcome }, se počítá jako partie proti pomyslnému soupeři: váš počet bodů před tímto kolem ({ $before }), plus výsledek opačný k vašemu ({ $reverse }), plus remíza v každém dalším kole: { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_uscf-own-zero = { $outcome }: vaše vlastní neodehrané kolo se podle US Chess 34E počítá za 0

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_uscf-own-zero_plain = Váš vlastní výsledek v tomto kole, { $outcome }, podle pravidel US Chess nic nepřidává.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $game, $outcome (an outcome such as win or forfeit win (another message)).
entry_cas-forfeit-paired = { $outcome }, soupeř přesto nalosován: { $game }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_cas-forfeit-paired_plain = Váš výsledek v tomto kole, { $outcome }, se stále počítá jako partie proti soupeři, kterého vám přidělilo losování.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $rounds
# (round numbers), $value (a tie-break value (a number)).
entry_cas-unpaired = { $outcome }: bez skutečného soupeře, počítá se { $draw } × { $rounds } (remíza v každém kole) = { $value }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $value (a tie-break value (a number)).
entry_cas-unpaired_plain = Kolo bez skutečného soupeře se počítá jako soupeř, který remizoval všechna kola: { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_naive =
    { $count ->
        [one] { $opponent }: { $value } bod podle zápisu
        [few] { $opponent }: { $value } body podle zápisu
        [many] { $opponent }: { $value } bodu podle zápisu
       *[other] { $opponent }: { $value } bodů podle zápisu
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_naive_plain = { $opponent } má { $value }, počítá se podle zápisu.

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_played-only =
    { $count ->
        [one] { $opponent }: { $value } bod
        [few] { $opponent }: { $value } body
        [many] { $opponent }: { $value } bodu
       *[other] { $opponent }: { $value } bodů
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_played-only_plain = { $opponent } má { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $game, $outcome (an outcome such as win or forfeit win (another message)).
entry_forfeit-as-game = { $outcome } se počítá jako partie: { $game }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_forfeit-as-game_plain = Váš výsledek v tomto kole, { $outcome }, se počítá, jako by se partie hrála.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_naive = { $outcome }: podle Buchholz 97 nic nepřidává

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_naive_plain = Váš výsledek v tomto kole, { $outcome }, nic nepřidává.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_played-only = { $outcome }: nejde o partii u šachovnice, nic nepřidává

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_played-only_plain = Váš výsledek v tomto kole, { $outcome }, nevznikl u šachovnice, proto nic nepřidává.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# Variables: $amount, $factor.
mod_sb-factor = × { $factor } za váš výsledek = { $amount }

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
# Variables: $amount, $factor.
mod_sb-factor_plain = Pro Sonneborn-Berger se hodnota násobí vaším výsledkem v tomto kole ({ $factor }): { $amount }.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_low = ořez: nejnižší hodnota

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_low_plain = Je to nejnižší hodnota, proto se vynechává.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_lowest-opponent = ořez: soupeř s nejnižším počtem bodů (14.1.1)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_lowest-opponent_plain = Je to soupeř s nejnižším počtem bodů, proto se vynechává.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_vur = ořez přednostně: dobrovolně neodehrané kolo (16.5)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_vur_plain = Vynechává se přednostně, protože jde o kolo, které jste neodehráli (vyžádaný volný los, nepřítomnost nebo kontumační prohra).

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_high = ořez: nejvyšší hodnota (medián)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_high_plain = Je to nejvyšší hodnota, proto se vynechává.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_first-round = ořez: první kolo

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_first-round_plain = První kolo se vynechává.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_lowest-rating = ořez: nejnižší rating

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_lowest-rating_plain = Je to nejnižší rating, proto se vynechává.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_fore-assumed = poslední kolo se považuje za remízu (8.3)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_fore-assumed_plain = Pro toto pomocné hodnocení se poslední kolo počítá jako remíza.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_yes = { $outcome }: počítá se

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_yes_plain = Váš výsledek v tomto kole, { $outcome }, se počítá.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_no = { $outcome }: nepočítá se

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_no_plain = Váš výsledek v tomto kole, { $outcome }, se nepočítá.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $running (the
# running score: a number, or for a team a number with its score, e.g. "5 MP" (another message)).
entry_running = { $outcome }: průběžný počet bodů { $running }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $running (a number, or for a team a number with its score, e.g. "5 MP").
entry_running_plain = Po tomto kole byl váš průběžný počet bodů { $running }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $running, $win.
entry_running-unearned = { $outcome }: průběžný počet bodů { $running }, minus { $win } za bod nezískaný u šachovnice

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $running.
entry_running-unearned_plain = Po tomto kole byl váš průběžný počet bodů { $running }; bod nezískaný u šachovnice se zde nepočítá.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_std_double-forfeit = { $outcome }: oboustranná kontumace

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_std_double-forfeit_plain = K této partii nenastoupil ani jeden hráč: nepočítá se nic.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $mine, $outcome (an outcome such as win or forfeit win (another message)), $theirs.
entry_std_versus = { $outcome }: { $mine } proti { $theirs }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $mine, $theirs.
entry_std_versus_plain = Váš výsledek v tomto kole: { $mine }, výsledek soupeře: { $theirs }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $mine, $outcome (an outcome such as win or forfeit win (another message)).
entry_std_versus-draw = { $outcome }: { $mine } proti remíze

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $mine.
entry_std_versus-draw_plain = Váš výsledek v tomto kole: { $mine }, ve srovnání s remízou.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points).
# same-as-english
entry_kashdan = { $outcome }: { $points }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points).
entry_kashdan_plain = Váš výsledek v tomto kole, { $outcome }, má hodnotu { $points }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_counts = { $opponent } má { $raw }, hranice { $threshold }: počítá se

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_counts_plain = { $opponent } má { $raw }, tedy aspoň polovinu maxima ({ $threshold }), takže váš výsledek proti tomuto soupeři se počítá.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_below = { $opponent } má { $raw }, hranice { $threshold }: pod hranicí

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_below_plain = { $opponent } má { $raw }, méně než { $threshold }, takže váš výsledek proti tomuto soupeři se nepočítá.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_not-otb-skipped = { $outcome }: nejde o partii u šachovnice, vynecháno

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_not-otb-skipped_plain = Váš výsledek v tomto kole, { $outcome }, nevznikl u šachovnice, proto se vynechává.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-value = { $opponent } má { $code } { $value } (viz { $code } tohoto soupeře)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-value_plain = { $opponent } má { $code } { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-rating-value = { $opponent } má { $code } { $value }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-rating-value_plain = { $opponent } má { $code } { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $rating.
entry_rated = { $opponent } má rating { $rating }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $rating.
entry_rated_plain = { $opponent } má rating { $rating }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name).
entry_unrated = { $opponent } nemá rating: vynecháno (zadejte náhradní rating, --unrated-rating N, aby se partie započítala)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name).
entry_unrated_plain = { $opponent } nemá rating, proto se tato partie vynechává.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
entry_de_forfeit = { $outcome } proti soupeři { $opponent }: kontumace, vynecháno (6.1.1)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_de_forfeit_plain = Partie, která se nehrála u šachovnice, se mezi hráči se stejným počtem bodů nepočítá.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
entry_de_counted = { $outcome } proti soupeři { $opponent }: započteno

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name).
entry_de_counted_plain = Váš výsledek proti soupeři { $opponent } se počítá.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $outcome
# (an outcome such as win or forfeit win (another message)), $points (a number of points).
entry_de_averaged = { $outcome } proti soupeři { $opponent }: jedna z vašich { $count } vzájemných partií, zprůměrováno: { $points } / { $count }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name).
entry_de_averaged_plain =
    { $count ->
        [one] Proti soupeři { $opponent } máte { $count } vzájemnou partii; započítává se průměr.
        [few] Proti soupeři { $opponent } máte { $count } vzájemné partie; započítává se jejich průměr.
        [many] Proti soupeři { $opponent } máte { $count } vzájemné partie; započítává se jejich průměr.
       *[other] Proti soupeři { $opponent } máte { $count } vzájemných partií; započítává se jejich průměr.
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rank (a place in the standings).
entry_rankres = { $outcome } proti soupeři { $opponent }, podle bodů na { $rank }. místě

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rank (a place in the standings).
entry_rankres_plain = Váš výsledek proti soupeři { $opponent }, { $outcome }; tento soupeř je podle bodů na { $rank }. místě.

## Summaries

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $value (a tie-break value (a
# number)).
# same-as-english
summary_sum = { $code } = { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $amount, $left (the part before), $outcome (an outcome such as win or forfeit win
# (another message)), $round (a round number of the tournament), $why (the reason, another message).
summary_minus = { $left } − { $amount } ({ $round }. kolo, { $outcome }, { $why })

# A short summary line of how a tie-break value was reached.
# Variables: $left (the part before), $value (a tie-break value (a number)).
# same-as-english
summary_equals = { $left } = { $value }

# A short summary line of how a tie-break value was reached.
summary_removed_vur = odstraněno přednostně podle 16.5

# A short summary line of how a tie-break value was reached.
summary_removed_high = nejvyšší, odstraněno

# A short summary line of how a tie-break value was reached.
summary_removed_low = nejnižší, odstraněno

# A short summary line of how a tie-break value was reached.
summary_removed_lowest-opponent = soupeř s nejnižším počtem bodů, odstraněno

# A short summary line of how a tie-break value was reached.
# Variables: $buchholz, $code (a tie-break code such as BH (kept as it is)), $points (a number of
# points), $value (a tie-break value (a number)).
summary_rbh = { $code } = body { $points } × Buchholz { $buchholz } = { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $points (a number of points), $rest, $rounds (round numbers).
summary_mm_even = vyrovnané skóre ({ $points }/{ $rounds }): { $rest }

# A short summary line of how a tie-break value was reached.
# Variables: $points (a number of points), $rest, $rounds (round numbers).
summary_mm_plus = kladné skóre ({ $points }/{ $rounds }): { $rest }

# A short summary line of how a tie-break value was reached.
# Variables: $points (a number of points), $rest, $rounds (round numbers).
summary_mm_minus = záporné skóre ({ $points }/{ $rounds }): { $rest }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_WIN =
    { $count ->
        [one] { $code } = { $count } vyhrané kolo
        [few] { $code } = { $count } vyhraná kola
        [many] { $code } = { $count } vyhraného kola
       *[other] { $code } = { $count } vyhraných kol
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_WON =
    { $count ->
        [one] { $code } = { $count } vyhraná partie
        [few] { $code } = { $count } vyhrané partie
        [many] { $code } = { $count } vyhrané partie
       *[other] { $code } = { $count } vyhraných partií
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_BPG =
    { $count ->
        [one] { $code } = { $count } partie černými
        [few] { $code } = { $count } partie černými
        [many] { $code } = { $count } partie černými
       *[other] { $code } = { $count } partií černými
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_BWG =
    { $count ->
        [one] { $code } = { $count } výhra černými
        [few] { $code } = { $count } výhry černými
        [many] { $code } = { $count } výhry černými
       *[other] { $code } = { $count } výher černými
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_REP =
    { $count ->
        [one] { $code } = { $count } kolo hrané z vlastní volby
        [few] { $code } = { $count } kola hraná z vlastní volby
        [many] { $code } = { $count } kola hraného z vlastní volby
       *[other] { $code } = { $count } kol hraných z vlastní volby
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
summary_tpn = startovní číslo { $id } (nižší je lepší)

# A short summary line of how a tie-break value was reached.
summary_no-otb = žádná partie u šachovnice: bez hodnoty

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $exact, $total, $value (a tie-break value (a number)).
summary_average = { $code } = { $total } / { $count } = { $exact }, zaokrouhleno (polovina nahoru) na { $value }

# A short summary line of how a tie-break value was reached.
summary_too-few-for-cut = příliš málo partií u šachovnice pro ořez: bez hodnoty

# A short summary line of how a tie-break value was reached.
# Variables: $dp, $exact, $mean, $p, $value (a tie-break value (a number)).
summary_tpr = TPR = průměrný rating { $mean } + dp({ $p }) { $dp } = { $exact }, zaokrouhleno (polovina nahoru) na { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $lowest.
summary_ptp_no-points = žádné body: nejnižší rating soupeře { $lowest } − 800

# A short summary line of how a tie-break value was reached.
# Variables: $count (a number choosing the plural form), $target.
summary_ptp_search =
    { $count ->
        [one] nejnižší R, jehož očekávaný výsledek proti { $count } soupeři dosahuje { $target }
        [few] nejnižší R, jehož očekávaný výsledek proti { $count } soupeřům dosahuje { $target }
        [many] nejnižší R, jehož očekávaný výsledek proti { $count } soupeřům dosahuje { $target }
       *[other] nejnižší R, jehož očekávaný výsledek proti { $count } soupeřům dosahuje { $target }
    }

# A short summary line of how a tie-break value was reached.
# Variables: $how, $value (a tie-break value (a number)).
# same-as-english
summary_ptp = PTP = { $value }: { $how }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $exact, $value (a tie-break value
# (a number)).
summary_rounded = { $code } = { $exact }, zaokrouhleno (polovina nahoru) na { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $rating.
# same-as-english
summary_rating = rating { $rating }

# A short summary line of how a tie-break value was reached.
summary_unrated = bez ratingu

# A short summary line of how a tie-break value was reached.
summary_rankres = nenulové výsledky, nejlépe umístěný soupeř jako první

# A short summary line of how a tie-break value was reached.
# Variables: $names, $steps.
summary_de_group = skupina { $names }: { $steps }

# A short summary line of how a tie-break value was reached.
summary_de_never-tied = nikdy se stejným počtem bodů jako jiný hráč: DE se nepoužije

# A short summary line of how a tie-break value was reached.
summary_de_earlier = se stejným počtem bodů jako jiní, ale ty už rozlišilo dřívější pomocné hodnocení: DE se nepoužije

# The direct encounter tie-break's explanation.
# Variables: $name (a name (a player, team or tournament)), $score (a score (points)).
# same-as-english
de_member = { $name } { $score }

# The direct encounter tie-break's explanation.
# Variables: $maximum, $name (a name (a player, team or tournament)), $score (a score (points)).
de_member-max = { $name } { $score } (max. { $maximum })

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group).
de_step_level = 6.2: { $members }: shoda, nelze rozlišit

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group).
# same-as-english
de_step_ordered = 6.2: { $members }

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group).
de_step_none-placed = 6.3: { $members }: nikoho nelze umístit

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group), $placed.
de_step_placed = 6.3: { $members }: umístění: { $placed }

## Warnings (rules.md 8.3)

# A warning printed with the standings.
# Variables: $codes.
warning_buchholz-in-round-robin = { $codes } v turnaji každý s každým: spočteno i tak, ale FIDE C.07 (2026) čl. 8 stanoví, že pomocná hodnocení typu Buchholz se v turnajích každý s každým používat nesmějí

# A warning printed with the standings.
# Variables: $codes, $players.
warning_rating-tiebreak-dropped = { $codes }: odstraněno z pořadí pomocných hodnocení, hráči bez ratingu: { $players } (C.07 čl. 10; zadejte náhradní rating, --unrated-rating N, aby v pořadí zůstala)

# A warning printed with the standings.
# Variables: $codes.
warning_colours-missing = { $codes }: odstraněno z pořadí pomocných hodnocení: partie bez zadané barvy

# A warning printed with the standings.
# Variables: $codes, $players, $rank (a place in the standings).
warning_unbroken-tie = { $players } se neliší v bodech ani v { $codes }: dělí { $rank }. místo

# A warning printed with the standings.
# Variables: $players, $rank (a place in the standings).
warning_unbroken-tie-no-order = { $players } se neliší v bodech a žádné pomocné hodnocení není zadáno: dělí { $rank }. místo

## Why (rules.md 8.2)

# Why one player is ranked above another (a sentence of the answer).
# Variables: $count (a number choosing the plural form), $name (a name (a player, team or
# tournament)), $points (a number of points), $rank (a place in the standings).
why_place_head = { $name } je na { $rank }. místě z { $count } ({ $points }).

# Why one player is ranked above another (a sentence of the answer).
# Variables: $count (a number choosing the plural form), $last, $name (a name (a player, team or
# tournament)), $points (a number of points), $rank (a place in the standings).
why_place_head-shared = { $name } dělí { $rank }.–{ $last }. místo z { $count } ({ $points }).

# Why one player is ranked above another (a sentence of the answer).
# Variables: $code (a tie-break code such as BH (kept as it is)), $diff, $other, $points (a number
# of points), $rank (a place in the standings), $value_other, $value_own.
why_place_above = { $other } ({ $rank }. místo) má také { $points } a je výše podle { $code } o { $diff }: { $value_other } proti { $value_own }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $code (a tie-break code such as BH (kept as it is)), $diff, $name (a name (a player,
# team or tournament)), $other, $points (a number of points), $rank (a place in the standings),
# $value_other, $value_own.
why_place_below = { $other } ({ $rank }. místo) má také { $points }; { $name } je výše podle { $code } o { $diff }: { $value_own } proti { $value_other }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $high, $low.
why_points = { $above } je výše než { $below } podle bodů: { $high } proti { $low }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $detail, $points
# (a number of points), $value_above, $value_below.
why_de = Počet bodů je stejný: { $points }. { $above } je výše než { $below } podle vzájemného zápasu ({ $code }): { $above } { $value_above }, { $below } { $value_below }; { $detail }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $decider, $points (a number of points).
why_rankres = Počet bodů je stejný ({ $points }) a všechna předchozí pomocná hodnocení jsou shodná. { $above } je výše než { $below } podle výsledků proti soupeřům v pořadí umístění (RANKRES): { $decider }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $points (a number
# of points), $value_above, $value_below.
why_value = Počet bodů je stejný: { $points }. { $above } je výše než { $below } podle { $code }: { $value_above } proti { $value_below }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $earlier, $points
# (a number of points), $value_above, $value_below.
why_value-level = Počet bodů je stejný ({ $points }), shoda je i v { $earlier }. { $above } je výše než { $below } podle { $code }: { $value_above } proti { $value_below }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $codes, $rank (a place in the standings).
why_shared = { $above } a { $below } se neliší v bodech ani v { $codes }: dělí { $rank }. místo.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $rank (a place in the standings).
why_shared-no-order = { $above } a { $below } se neliší v bodech ani v žádném pomocném hodnocení: dělí { $rank }. místo.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $below, $index.
why_rankres_shorter = na { $index }. pozici už { $below } nemá žádný další nenulový výsledek

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $index, $rank_above, $rank_below.
why_rankres_rank = na { $index }. pozici: { $above } má výsledek proti soupeři na { $rank_above }. místě, { $below } proti soupeři na { $rank_below }. místě

# Why one player is ranked above another (a sentence of the answer).
# Variables: $index.
why_rankres_win = na { $index }. pozici, proti soupeřům se stejným umístěním, má výhra přednost před remízou

# Why one player is ranked above another (a sentence of the answer).
why_rankres_equal = seznamy jsou shodné

## Explanation layout

# The layout of an explanation (per-player breakdown of a tie-break).
# Variables: $code (a tie-break code such as BH (kept as it is)), $id, $player (a player's name),
# $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value (a
# number)).
explain_head = { $code } – { $player } ({ $id }), pravidla { $rules }: { $value }

# The layout of an explanation (per-player breakdown of a tie-break).
# Variables: $code (a tie-break code such as BH (kept as it is)), $id, $player (a player's name),
# $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value (a
# number)).
explain_head-markdown = **{ $code }** – **{ $player }** ({ $id }), pravidla `{ $rules }`: **{ $value }**

# A "round" of the tournament (one game for each player), not rounding a number. A prefix: the
# line's text follows the colon and the space.
# Variables: $round (a round number of the tournament).
explain_round = { $round }. kolo:{ " " }

# The layout of an explanation (per-player breakdown of a tie-break).
explain_adds-nothing = nic nepřidává

# Said of a value dropped by a modifier such as Cut-1 (the lowest score cut away).
explain_cut = ořez

# A cell of a yes/no column of an explanation.
explain_yes = ano

# A column header: the "round" of the tournament, not rounding.
explain_column_round = kolo

# A column header: what kind of game or bye the round was.
explain_column_kind = druh

# The layout of an explanation (per-player breakdown of a tie-break).
explain_column_opponent = soupeř

# A column header: the value before the rule adjusts it (raw, not uncooked).
explain_column_raw = původní

# A column header: the value the tie-break counts.
explain_column_value = hodnota

# A column header: whether the value was cut (dropped) by a modifier such as Cut-1.
explain_column_cut = ořez

# The layout of an explanation (per-player breakdown of a tie-break).
explain_column_note = poznámka

# The layout of an explanation (per-player breakdown of a tie-break).
explain_column_rule = pravidlo

## Standings layout

# The standings table and its headers and lines.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
standings_title-before = { $name }: pořadí před kolem { $round }/{ $rounds }

# The standings table and its headers and lines.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
standings_title = { $name }: pořadí po kole { $round }/{ $rounds }

# The standings table and its headers and lines.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
standings_title-live = { $name }: předběžné pořadí během kola { $round }/{ $rounds }

# The standings table and its headers and lines.
standings_tournament = Turnaj

# The standings table and its headers and lines.
standings_standings = Pořadí

# The standings table and its headers and lines.
# Variables: $how, $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name
# such as fide-2026 (kept as it is)).
standings_rules = Pravidla: { $rules } ({ $how }); pomocná hodnocení: { $order }

# The standings table and its headers and lines.
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
standings_rules-markdown = Pravidla `{ $rules }`, pomocná hodnocení { $order }

# The standings table and its headers and lines.
standings_points-only = pouze body

# The standings table and its headers and lines.
standings_warnings = Varování:

# A short column header (2-4 letters): the rank, the place in the standings.
standings_column_rk = Poř.

# A column header: the rank, the place in the standings.
standings_column_rank = Pořadí

# A short column header: the player's starting number (pairing number), not the word no.
standings_column_no = Č.

# A column header: the player's name.
standings_column_name = Jméno

# A short column header: the points (score) of a player.
standings_column_pts = Body

# An error message of the command line.
# Variables: $line (a line number).
error_line = řádek { $line }

# An error message of the command line.
# Variables: $id.
error_cell_player = hráč { $id }

# An error message of the command line.
# Variables: $id, $round (a round number of the tournament).
error_cell_player-round = hráč { $id }, kolo { $round }

# An error message of the command line.
# $count (not shown) chooses the plural form.
# Variables: $more.
error_more-problems =
    { $count ->
        [one] … a ještě { $more } problém
        [few] … a ještě { $more } problémy
        [many] … a ještě { $more } problému
       *[other] … a ještě { $more } problémů
    }

# An error message of the command line.
# Variables: $code (a tie-break code such as BH (kept as it is)), $known.
error_unknown-tiebreak = neznámé pomocné hodnocení { $code }; známé kódy: { $known }

# An error message of the command line.
# Variables: $known, $name (a name (a player, team or tournament)).
error_unknown-rule-set = neznámá sada pravidel { $name }; známé: { $known }

# An error message of the command line.
# Variables: $known, $name (a name (a player, team or tournament)).
error_unknown-preset = neznámá předvolba { $name }; známé: { $known }

# An error message of the command line.
# Variables: $candidates, $query.
error_player-ambiguous = { $query } odpovídá více hráčům: { $candidates }

# An error message of the command line.
# Variables: $query.
error_player-unknown = { $query } neodpovídá žádnému hráči

# An error message of the command line.
# Variables: $last, $round (a round number of the tournament).
error_after-round = po kole { $round }: výsledky obsahují kola 1 až { $last }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $value (a tie-break value (a number)).
arbiter_trf_manual = TRF nemá pole pro hodnotu rozhodčího manual_tiebreak { $value }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $seed.
arbiter_trf_lots-seed = TRF nemá záznam pro seed losování { $seed }

# A detail for the arbiter (the exact rule and numbers).
arbiter_trf_single-winner = TRF nemá záznam pro pravidlo jediného vítěze (single_winner)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_MANUAL = Rozhodnutí rozhodčího

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_LOTS = Losování

# A detail for the arbiter (the exact rule and numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)), $seed.
arbiter_order_lots = { $code } (losování, seed { $seed })

# A detail for the arbiter (the exact rule and numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)).
arbiter_order_manual = { $code } (rozhodnutí rozhodčího)

# A detail for the arbiter (the exact rule and numbers).
# Variables: $count (a number choosing the plural form), $draw, $lot, $seed.
arbiter_lots_summary = losování (seed { $seed }): { $draw }, los č. { $lot } z { $count } (nižší číslo je lepší)

# A detail for the arbiter (the exact rule and numbers).
arbiter_lots_no-seed = seed losování není zaznamenán: bez hodnoty

# A detail for the arbiter (the exact rule and numbers).
# Variables: $value (a tie-break value (a number)).
arbiter_manual_summary = rozhodnutí rozhodčího: { $value } (nižší je lepší)

# A detail for the arbiter (the exact rule and numbers).
arbiter_manual_none = rozhodčí tomuto hráči hodnotu nezadal: řadí se za všechny, kdo ji mají

# A detail for the arbiter (the exact rule and numbers).
arbiter_manual_none-short = žádné

# A detail for the arbiter (the exact rule and numbers).
# Variables: $most, $seed.
arbiter_error_seed = seed losování musí být celé číslo od 0 do { $most }, nalezeno { $seed }

# A detail for the arbiter (the exact rule and numbers).
arbiter_error_lots-needs-seed = LOTS potřebuje seed losování: zadejte --lots SEED nebo "lots_seed" v souboru turnaje

# A detail for the arbiter (the exact rule and numbers).
# Variables: $found.
arbiter_error_manual = manual_tiebreak musí být číslo (nižší je lepší), nalezeno { $found }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $found, $most.
arbiter_error_lots-seed = lots_seed musí být celé číslo od 0 do { $most }, nalezeno { $found }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $found.
arbiter_error_single-winner = single_winner musí být true nebo false, nalezeno { $found }

# A warning printed with the standings.
# Variables: $players.
warning_single-winner-tie = Propozice vyžadují jediného vítěze, ale { $players } po všech kritériích pořadí dělí 1. místo: přidejte poslední kritérium, o kterém rozhoduje rozhodčí: LOTS, losování se zaznamenaným seedem (--lots SEED nebo "lots_seed" v souboru turnaje), nebo MANUAL ("manual_tiebreak" pro každého z nich)

# A warning printed with the standings.
# Variables: $codes, $players.
warning_single-winner-level = Propozice vyžadují jediného vítěze, ale { $players } dělí 1. místo i po { $codes }: zadejte každému z nich jiný "manual_tiebreak" nebo přidejte LOTS se seedem (--lots SEED)

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $points (a number of points), $seed, $value_above, $value_below.
why_lots = Počet bodů je stejný: { $points }. { $above } je výše než { $below } podle losování (LOTS, seed { $seed }): los č. { $value_above } proti { $value_below }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $earlier, $points (a number of points), $seed, $value_above,
# $value_below.
why_lots-level = Počet bodů je stejný ({ $points }), shoda je i v { $earlier }. { $above } je výše než { $below } podle losování (LOTS, seed { $seed }): los č. { $value_above } proti { $value_below }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $points (a number of points), $value_above, $value_below.
why_manual = Počet bodů je stejný: { $points }. { $above } je výše než { $below } podle rozhodnutí rozhodčího (MANUAL): { $value_above } proti { $value_below }, nižší je lepší.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $earlier, $points (a number of points), $value_above, $value_below.
why_manual-level = Počet bodů je stejný ({ $points }), shoda je i v { $earlier }. { $above } je výše než { $below } podle rozhodnutí rozhodčího (MANUAL): { $value_above } proti { $value_below }, nižší je lepší.

# The standings table and its headers and lines.
# Variables: $round (a round number of the tournament).
standings_withdrawn = odstoupení z turnaje po { $round }. kole

# The standings table and its headers and lines.
standings_withdrawn-before = odstoupení z turnaje před 1. kolem

# A column header: a remark on the player's line (withdrew after round 3).
standings_column_note = Poznámka

# The outcome of one game or round for a player, used inside other sentences.
outcome_pending = výsledek chybí

# A progress line shown while a long computation runs.
# Variables: $count (a number choosing the plural form), $finished, $round (a round number of the
# tournament).
progress_first = kolo { $round } probíhá, žádné kolo ještě není úplné (dohrané partie: { $finished } z { $count })

# A progress line shown while a long computation runs.
# Variables: $count (a number choosing the plural form), $finished, $round (a round number of the
# tournament).
progress_first-live = PŘEDBĚŽNÉ: dohrané partie kola { $round }, prvního (dohrané partie: { $finished } z { $count }; nedohraná partie zatím nic nepřidává)

# A progress line shown while a long computation runs.
# Variables: $after, $count (a number choosing the plural form), $finished, $round (a round number
# of the tournament).
progress_after =
    { $count ->
        [one] po kole { $after }; kolo { $round } probíhá: dohrána { $finished } z { $count } partie
        [few] po kole { $after }; kolo { $round } probíhá: dohráno { $finished } z { $count } partií
        [many] po kole { $after }; kolo { $round } probíhá: dohráno { $finished } z { $count } partie
       *[other] po kole { $after }; kolo { $round } probíhá: dohráno { $finished } z { $count } partií
    }

# A progress line shown while a long computation runs.
# Variables: $after, $count (a number choosing the plural form), $finished, $round (a round number
# of the tournament).
progress_live =
    { $count ->
        [one] PŘEDBĚŽNÉ: po kole { $after } a dohraných partiích kola { $round } (dohrána { $finished } z { $count } partie; nedohraná partie zatím nic nepřidává)
        [few] PŘEDBĚŽNÉ: po kole { $after } a dohraných partiích kola { $round } (dohráno { $finished } z { $count } partií; nedohraná partie zatím nic nepřidává)
        [many] PŘEDBĚŽNÉ: po kole { $after } a dohraných partiích kola { $round } (dohráno { $finished } z { $count } partie; nedohraná partie zatím nic nepřidává)
       *[other] PŘEDBĚŽNÉ: po kole { $after } a dohraných partiích kola { $round } (dohráno { $finished } z { $count } partií; nedohraná partie zatím nic nepřidává)
    }

# An error message of the command line.
# Variables: $current, $last, $round (a round number of the tournament).
error_after-round-in-progress = po kole { $round }: kolo { $current } probíhá; poslední úplné kolo je { $last }

# The standings table and its headers and lines.
standings_csv_rank = pořadí

# The standings table and its headers and lines.
standings_csv_shared = dělené

# The standings table and its headers and lines.
standings_csv_id = číslo

# The standings table and its headers and lines.
standings_csv_name = jméno

# The standings table and its headers and lines.
standings_csv_points = body

# The standings table and its headers and lines.
standings_csv_withdrawn-after = odstoupil po kole

# The standings table and its headers and lines.
standings_csv_provisional = předběžné

# The standings table and its headers and lines.
standings_csv_yes = ano
