### Български (bg): the engine's words: tie-break names, explanations, summaries, warnings, the command line.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## Words used inside other messages

# Points a player scored (a score such as 1½ or 2,5); $count may be a decimal: give the plural form
# for decimals ([many] in Czech, [few] in Romanian).
# Variables: $count (a number choosing the plural form).
points =
    { $count ->
        [one] { $count } точка
       *[other] { $count } точки
    }

# Two items of a list joined; $left and $right are the items.
# Variables: $left (the part before), $right (the part after).
# same-as-english
join_semicolon = { $left }; { $right }

# The outcome of one game or round for a player, used inside other sentences.
outcome_win = победа

# A drawn game (neither side won), not drawing lots or a picture.
outcome_draw = реми

# The outcome of one game or round for a player, used inside other sentences.
outcome_loss = загуба

# The outcome of one game or round for a player, used inside other sentences.
outcome_forfeit-win = победа по подразбиране

# The outcome of one game or round for a player, used inside other sentences.
outcome_forfeit-loss = загуба по подразбиране

# The pairing-allocated bye: the player had no opponent in a round and got points.
outcome_pab = почивка от жребия (PAB)

# The outcome of one game or round for a player, used inside other sentences.
outcome_full-bye = почивка за цяла точка (bye)

# The outcome of one game or round for a player, used inside other sentences.
outcome_half-bye = почивка за половин точка (bye)

# The outcome of one game or round for a player, used inside other sentences.
outcome_zero-bye = почивка за нула точки (bye)

# The outcome of one game or round for a player, used inside other sentences.
outcome_absent = без сдвояване

# A kind of game or bye, used inside other sentences.
kind_played = изиграна партия

# A kind of game or bye, used inside other sentences.
kind_forfeit-win = победа по подразбиране

# A kind of game or bye, used inside other sentences.
kind_forfeit-loss = загуба по подразбиране

# A kind of game or bye, used inside other sentences.
kind_pab = почивка от жребия (PAB)

# A kind of game or bye, used inside other sentences.
kind_full-bye = почивка за цяла точка (bye)

# A kind of game or bye, used inside other sentences.
kind_half-bye = почивка за половин точка (bye)

# A kind of game or bye, used inside other sentences.
kind_zero-bye = почивка за нула точки (bye)

# The player was not paired in the round (absent), no points.
kind_absent = без сдвояване

## Tie-break names (glossary.md 1)

# Buchholz: a tie-break named after a person; most languages keep the name.
tb_BH = Коефициент на Бухолц

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_FB = Предварителен коефициент на Бухолц (Fore Buchholz)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_AOB = Среден коефициент на Бухолц на противниците

# Sonneborn-Berger: a tie-break named after two people; usually kept.
tb_SB = Коефициент на Зонеборн-Бергер

# Koya: a tie-break named after a person; usually kept.
tb_KS = Система Коя (Koya, KS)

# Progressive score: the sum of the running score after each round.
tb_PS = Коефициент на прогрес (сума от нарастващия брой точки)

# Direct encounter: the games between the tied players themselves.
tb_DE = Лична среща

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_WIN = Брой победи

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_WON = Брой партии, спечелени на дъската

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_BPG = Брой партии с черните фигури (BPG)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_BWG = Брой победи с черните фигури (BWG)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_REP = Кръгове, в които играчът е избрал да играе

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_STD = Стандартни точки

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_TPN = Стартов номер в турнира

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_ARO = Среден рейтинг на противниците (ARO)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_TPR = Турнирно рейтингово постижение (перформанс, TPR)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_PTP = Перфектно турнирно постижение (PTP)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_APRO = Средно рейтингово постижение на противниците (APRO)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_APPO = Средно перфектно постижение на противниците (APPO)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_RTNG = Рейтинг

# Median Buchholz: "median" of the statistics sense, the highest and lowest dropped.
tb_MM = Модифицирана медиана

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_SOLKOFF = Коефициент на Солкоф

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_CUM = Коефициент на прогрес (US Chess)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_COO = Коефициент на прогрес на противниците

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_KASHDAN = Система Кашдан

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_SBH = Сума от коефициентите на Бухолц на противниците

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_RBH = Коефициент „точки × Бухолц“

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_RANKRES = Резултати срещу противниците по реда на класирането

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $code (a tie-break code such as BH (kept as it is)), $name (a name (a player, team or
# tournament)).
# same-as-english
tb_named = { $name } ({ $code })

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $count (a number choosing the plural form), $name (a name (a player, team or
# tournament)).
tb_cut = { $name } (съкратен-{ $count })

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $count (a number choosing the plural form), $name (a name (a player, team or
# tournament)).
tb_median = { $name } (медиана-{ $count })

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $limit (a limit (a number)), $name (a name (a player, team or tournament)).
tb_limit = { $name } (граница { $limit })

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
cite_cas = правило { $articles } на ČAS

# How a rule is cited in an explanation (a rulebook or article).
# Variables: $articles.
cite_italian = италиански критерий { $articles }

# How a rule is cited in an explanation (a rulebook or article).
cite_fide-2009 = FIDE 2009, виртуален опонент

# How a rule is cited in an explanation (a rulebook or article).
cite_pab-no-sb = вариант pab-no-sb

# How a rule is cited in an explanation (a rulebook or article).
cite_sum-of-buchholz = сума от коефициентите на Бухолц

# How a rule is cited in an explanation (a rulebook or article).
# same-as-english
cite_naive = naive (Buchholz 97)

# How a rule is cited in an explanation (a rulebook or article).
# same-as-english
cite_played-only = played-only

## How the rule set was chosen

# How the rule set applied was chosen, one line of the output.
# Variables: $date (a date, 2026-09-05).
rules_how_by-date = избрани по началната дата { $date }

# How the rule set applied was chosen, one line of the output.
rules_how_no-date = няма начална дата, затова е взета текущата редакция

# How the rule set applied was chosen, one line of the output.
rules_how_given = зададени изрично

# How the rule set applied was chosen, one line of the output.
# Variables: $preset (a preset's name (kept as it is)).
rules_how_preset = избрани от готовия ред на показателите { $preset }

## Explanation items: the arbiter's detail, then the plain sentence

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it).
entry_game =
    { $count ->
        [one] { $opponent }: { $raw } точка
       *[other] { $opponent }: { $raw } точки
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it).
entry_game_plain =
    { $count ->
        [one] { $opponent } събра { $raw } точка.
       *[other] { $opponent } събра { $raw } точки.
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $rounds
# (round numbers), $seen (the value the rule counts), $why (the reason, another message).
entry_game-adjusted =
    { $count ->
        [one] { $opponent } има { $raw }, брои се за { $seen } (кръг { $rounds } се брои различно, { $why })
       *[other] { $opponent } има { $raw }, брои се за { $seen } (кръгове { $rounds } се броят различно, { $why })
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $rounds
# (round numbers), $seen (the value the rule counts).
entry_game-adjusted_plain =
    { $count ->
        [one] { $opponent } събра { $raw }, но се брои за { $seen }: кръг { $rounds } на { $opponent } не е изигран и се брои различно.
       *[other] { $opponent } събра { $raw }, но се брои за { $seen }: кръгове { $rounds } на { $opponent } не са изиграни и се броят различно.
    }

# Why one player is ranked above another (a sentence of the answer).
# same-as-english
why_fide-16_3_2 = 16.3.2

# Why one player is ranked above another (a sentence of the answer).
why_unplayed-draws = неизиграните кръгове се броят за реми

# Why one player is ranked above another (a sentence of the answer).
why_uscf-34e = неизиграните кръгове се броят за ½, 34E

# Why one player is ranked above another (a sentence of the answer).
why_cas-unpaired = кръговете без сдвояване се броят за ½

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $value (a tie-break value (a number)).
entry_rr-forfeit = { $outcome } в турнир по кръговата система се брои като партия срещу { $opponent }: { $value } (15.2)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
entry_rr-forfeit_plain = В турнир по кръговата система Вашият резултат – { $outcome } – все пак се брои като партия срещу { $opponent }.

# One line of a tie-break's explanation: how one round or opponent counts.
entry_rr-free = свободен кръг в кръговата система: не добавя нищо (15.2)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_rr-free_plain = Кръгът, в който по кръговата система нямахте противник, не добавя нищо.

# One line of a tie-break's explanation: how one round or opponent counts.
entry_rr-free-noarticle = свободен кръг в кръговата система: не добавя нищо

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_rr-free-noarticle_plain = Кръгът, в който по кръговата система нямахте противник, не добавя нищо.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own.
entry_dummy = { $outcome }: фиктивен противник (dummy) с Вашия брой точки { $own } (16.4)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own.
entry_dummy_plain = Вашият резултат – { $outcome } – се брои като партия срещу противник със същия брой точки като Вашия, { $own }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own.
entry_dummy-against = { $outcome } срещу { $opponent }: фиктивен противник (dummy) с Вашия брой точки { $own } (16.4)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own.
entry_dummy-against_plain = Вашият резултат срещу { $opponent } – { $outcome } – се брои като партия срещу противник със същия брой точки като Вашия, { $own }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $value (a tie-break value (a number)).
entry_dummy-cap-opponent = { $outcome } срещу { $opponent }: фиктивен противник (dummy) с Вашия брой точки { $own }, но не повече от коригираните точки на { $opponent }, { $value } (16.4.1)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $value (a tie-break value (a number)).
entry_dummy-cap-opponent_plain = Вашият резултат срещу { $opponent } – { $outcome } – се брои като партия срещу противник със същия брой точки като Вашия, { $own }, но не повече от точките на { $opponent }, { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
entry_dummy-cap-rounds = { $outcome }: { $rules } брои фиктивен противник (dummy) с Вашия брой точки { $own }, но не повече от { $draw } × { $rounds } кръга = { $value } (16.4.2)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $value (a tie-break value (a number)).
entry_dummy-cap-rounds_plain = Вашият резултат – { $outcome } – се брои като партия срещу противник със същия брой точки като Вашия, { $own }, но не повече от реми във всеки кръг: { $draw } × { $rounds } = { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $before, $count (a number choosing the plural form), $draw, $outcome (an outcome such
# as win or forfeit win (another message)), $reverse, $value (a tie-break value (a number)).
entry_virtual =
    { $count ->
        [one] { $outcome }: виртуалният опонент започва с Вашите точки преди кръга, { $before }, получава обратния резултат { $reverse } и прави реми в { $count } следващ кръг ({ $draw } × { $count }) = { $value }
       *[other] { $outcome }: виртуалният опонент започва с Вашите точки преди кръга, { $before }, получава обратния резултат { $reverse } и прави реми в { $count } следващи кръга ({ $draw } × { $count }) = { $value }
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $before, $outcome (an outcome such as win or forfeit win (another message)), $reverse,
# $value (a tie-break value (a number)).
entry_virtual_plain = Вашият резултат – { $outcome } – се брои като партия срещу въображаем противник: Вашите точки преди този кръг ({ $before }), плюс резултата, обратен на Вашия ({ $reverse }), плюс реми във всеки следващ кръг: { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_uscf-own-zero = { $outcome }: Вашият собствен неизигран кръг се брои за 0 по US Chess 34E

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_uscf-own-zero_plain = Вашият собствен резултат – { $outcome } – не добавя нищо по правилата на US Chess.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $game, $outcome (an outcome such as win or forfeit win (another message)).
entry_cas-forfeit-paired = { $outcome }, но с противник по жребий: { $game }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_cas-forfeit-paired_plain = Вашият резултат – { $outcome } – все пак се брои като партия срещу противника, с когото бяхте сдвоени.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $rounds
# (round numbers), $value (a tie-break value (a number)).
entry_cas-unpaired = { $outcome }: без сдвояване с реален противник, брои се { $draw } × { $rounds } кръга = { $value }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $value (a tie-break value (a number)).
entry_cas-unpaired_plain = Кръг без реален противник се брои като противник, направил реми във всеки кръг: { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_naive =
    { $count ->
        [one] { $opponent }: { $value } точка, както е записано
       *[other] { $opponent }: { $value } точки, както е записано
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_naive_plain = { $opponent } събра { $value }, брои се както е записано.

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_played-only =
    { $count ->
        [one] { $opponent }: { $value } точка
       *[other] { $opponent }: { $value } точки
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_played-only_plain = { $opponent } събра { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $game, $outcome (an outcome such as win or forfeit win (another message)).
entry_forfeit-as-game = { $outcome } се брои като партия: { $game }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_forfeit-as-game_plain = Вашият резултат – { $outcome } – се брои така, сякаш партията е била изиграна.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_naive = { $outcome }: не добавя нищо по Buchholz 97

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_naive_plain = Вашият резултат – { $outcome } – не добавя нищо.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_played-only = { $outcome }: не е партия, изиграна на дъската, не добавя нищо

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_played-only_plain = Вашият резултат – { $outcome } – не е от партия, изиграна на дъската, затова не добавя нищо.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# Variables: $amount, $factor.
mod_sb-factor = × { $factor } за Вашия резултат = { $amount }

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
# Variables: $amount, $factor.
mod_sb-factor_plain = За коефициента на Зонеборн-Бергер това се умножава по Вашия резултат в този кръг ({ $factor }): { $amount }.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_low = изважда се: най-ниска стойност

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_low_plain = Това е най-ниската стойност, затова не се взема предвид.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_lowest-opponent = изважда се: противникът с най-малко точки (14.1.1)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_lowest-opponent_plain = Това е противникът с най-малко точки, затова не се взема предвид.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_vur = изважда се първо: доброволно неизигран кръг (16.5)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_vur_plain = Този кръг се изключва преди всички останали, защото не сте го изиграли (поискана почивка, отсъствие или загуба по подразбиране).

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_high = изважда се: най-висока стойност (медиана)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_high_plain = Това е най-високата стойност, затова не се взема предвид.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_first-round = изважда се: първи кръг

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_first-round_plain = Първият кръг не се взема предвид.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_lowest-rating = изважда се: най-нисък рейтинг

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_lowest-rating_plain = Това е най-ниският рейтинг, затова не се взема предвид.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_fore-assumed = последният кръг се приема за реми (8.3)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_fore-assumed_plain = За този допълнителен показател последният кръг се брои за реми.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_yes = { $outcome }: брои се

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_yes_plain = Вашият резултат – { $outcome } – се брои.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_no = { $outcome }: не се брои

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_no_plain = Вашият резултат – { $outcome } – не се брои.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $running (the
# running score: a number, or for a team a number with its score, e.g. "5 MP" (another message)).
entry_running = { $outcome }: натрупани точки { $running }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $running (a number, or for a team a number with its score, e.g. "5 MP").
entry_running_plain = След този кръг имахте общо { $running }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $running, $win.
entry_running-unearned = { $outcome }: натрупани точки { $running }, минус { $win } за точка, която не е спечелена на дъската

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $running.
entry_running-unearned_plain = След този кръг имахте общо { $running }; точката, която не спечелихте на дъската, не се брои тук.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_std_double-forfeit = { $outcome }: двойна загуба по подразбиране

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_std_double-forfeit_plain = Никой от двамата играчи не се яви на тази партия: тя не носи нищо.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $mine, $outcome (an outcome such as win or forfeit win (another message)), $theirs.
entry_std_versus = { $outcome }: { $mine } срещу { $theirs }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $mine, $theirs.
entry_std_versus_plain = В този кръг Вие получихте { $mine }, а противникът Ви – { $theirs }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $mine, $outcome (an outcome such as win or forfeit win (another message)).
entry_std_versus-draw = { $outcome }: { $mine } спрямо реми

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $mine.
entry_std_versus-draw_plain = В този кръг получихте { $mine }, в сравнение с реми.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points).
# same-as-english
entry_kashdan = { $outcome }: { $points }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points).
entry_kashdan_plain = Вашият резултат – { $outcome } – носи { $points }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_counts = { $opponent } има { $raw }, праг { $threshold }: брои се

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_counts_plain = { $opponent } събра { $raw }, поне половината от максимума ({ $threshold }), затова Вашият резултат в тази партия се брои.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_below = { $opponent } има { $raw }, праг { $threshold }: под прага

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_below_plain = { $opponent } събра { $raw }, по-малко от { $threshold }, затова Вашият резултат в тази партия не се брои.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_not-otb-skipped = { $outcome }: не е партия, изиграна на дъската, пропуска се

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_not-otb-skipped_plain = Вашият резултат – { $outcome } – не е от партия, изиграна на дъската, затова не се взема предвид.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-value = { $code } на { $opponent } е { $value } (вижте отделното обяснение на { $code })

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-value_plain = { $code } на { $opponent } е { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-rating-value = { $code } на { $opponent } е { $value }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-rating-value_plain = { $code } на { $opponent } е { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $rating.
entry_rated = { $opponent }: рейтинг { $rating }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $rating.
entry_rated_plain = Рейтингът на { $opponent } е { $rating }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name).
entry_unrated = { $opponent } няма рейтинг: пропуска се (задайте заместващ рейтинг, --unrated-rating N, за да се брои партията)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name).
entry_unrated_plain = { $opponent } няма рейтинг, затова тази партия не се взема предвид.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
entry_de_forfeit = { $outcome } срещу { $opponent }: резултат по подразбиране, пропуска се (6.1.1)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_de_forfeit_plain = Партия, която не е изиграна на дъската, не се брои между играчите с равен брой точки.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
entry_de_counted = { $outcome } срещу { $opponent }: брои се

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name).
entry_de_counted_plain = Вашият резултат срещу { $opponent } се брои.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $outcome
# (an outcome such as win or forfeit win (another message)), $points (a number of points).
entry_de_averaged = { $outcome } срещу { $opponent }: една от { $count } партии помежду Ви, осреднено: { $points } / { $count }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name).
entry_de_averaged_plain =
    { $count ->
        [one] Играхте с { $opponent } { $count } път; всяка партия се брои със своя дял от средния резултат.
       *[other] Играхте с { $opponent } { $count } пъти; всяка партия се брои със своя дял от средния резултат.
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rank (a place in the standings).
entry_rankres = { $outcome } срещу { $opponent } (място { $rank } по точки)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rank (a place in the standings).
entry_rankres_plain = Вашият резултат срещу { $opponent } (място { $rank } по точки): { $outcome }.

## Summaries

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $value (a tie-break value (a
# number)).
# same-as-english
summary_sum = { $code } = { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $amount, $left (the part before), $outcome (an outcome such as win or forfeit win
# (another message)), $round (a round number of the tournament), $why (the reason, another message).
summary_minus = { $left } − { $amount } (кръг { $round }, { $outcome }, { $why })

# A short summary line of how a tie-break value was reached.
# Variables: $left (the part before), $value (a tie-break value (a number)).
# same-as-english
summary_equals = { $left } = { $value }

# A short summary line of how a tie-break value was reached.
summary_removed_vur = изважда се първо по 16.5

# A short summary line of how a tie-break value was reached.
summary_removed_high = най-висока стойност, изважда се

# A short summary line of how a tie-break value was reached.
summary_removed_low = най-ниска стойност, изважда се

# A short summary line of how a tie-break value was reached.
summary_removed_lowest-opponent = противник с най-малко точки, изважда се

# A short summary line of how a tie-break value was reached.
# Variables: $buchholz, $code (a tie-break code such as BH (kept as it is)), $points (a number of
# points), $value (a tie-break value (a number)).
summary_rbh = { $code } = точки { $points } × Бухолц { $buchholz } = { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $points (a number of points), $rest, $rounds (round numbers).
summary_mm_even = равен резултат ({ $points } от { $rounds }): { $rest }

# A short summary line of how a tie-break value was reached.
# Variables: $points (a number of points), $rest, $rounds (round numbers).
summary_mm_plus = положителен резултат ({ $points } от { $rounds }): { $rest }

# A short summary line of how a tie-break value was reached.
# Variables: $points (a number of points), $rest, $rounds (round numbers).
summary_mm_minus = отрицателен резултат ({ $points } от { $rounds }): { $rest }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_WIN =
    { $count ->
        [one] { $code } = { $count } спечелен кръг
       *[other] { $code } = { $count } спечелени кръга
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_WON =
    { $count ->
        [one] { $code } = { $count } спечелена партия
       *[other] { $code } = { $count } спечелени партии
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_BPG =
    { $count ->
        [one] { $code } = { $count } партия с черните
       *[other] { $code } = { $count } партии с черните
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_BWG =
    { $count ->
        [one] { $code } = { $count } победа с черните
       *[other] { $code } = { $count } победи с черните
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_REP =
    { $count ->
        [one] { $code } = { $count } кръг, избран за игра
       *[other] { $code } = { $count } кръга, избрани за игра
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
summary_tpn = стартов номер { $id } (по-малкият е по-добър)

# A short summary line of how a tie-break value was reached.
summary_no-otb = няма партии, изиграни на дъската: няма стойност

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $exact, $total, $value (a tie-break value (a number)).
summary_average = { $code } = { $total } / { $count } = { $exact }, закръглено (половината нагоре) до { $value }

# A short summary line of how a tie-break value was reached.
summary_too-few-for-cut = твърде малко партии, изиграни на дъската, за съкращение: няма стойност

# A short summary line of how a tie-break value was reached.
# Variables: $dp, $exact, $mean, $p, $value (a tie-break value (a number)).
summary_tpr = TPR = среден рейтинг { $mean } + dp({ $p }) { $dp } = { $exact }, закръглено (половината нагоре) до { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $lowest.
summary_ptp_no-points = няма точки: най-ниският рейтинг на противник { $lowest } − 800

# A short summary line of how a tie-break value was reached.
# Variables: $count (a number choosing the plural form), $target.
summary_ptp_search =
    { $count ->
        [one] най-ниският R, при който очакваният резултат срещу { $count } противник достига { $target }
       *[other] най-ниският R, при който очакваният резултат срещу { $count } противници достига { $target }
    }

# A short summary line of how a tie-break value was reached.
# Variables: $how, $value (a tie-break value (a number)).
# same-as-english
summary_ptp = PTP = { $value }: { $how }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $exact, $value (a tie-break value
# (a number)).
summary_rounded = { $code } = { $exact }, закръглено (половината нагоре) до { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $rating.
summary_rating = рейтинг { $rating }

# A short summary line of how a tie-break value was reached.
summary_unrated = без рейтинг

# A short summary line of how a tie-break value was reached.
summary_rankres = ненулеви резултати, първо срещу най-високо класирания противник

# A short summary line of how a tie-break value was reached.
# Variables: $names, $steps.
summary_de_group = група { $names }: { $steps }

# A short summary line of how a tie-break value was reached.
summary_de_never-tied = няма равенство с друг играч: DE не се прилага

# A short summary line of how a tie-break value was reached.
summary_de_earlier = с равен брой точки с други, но по-ранен показател вече ги е разделил: DE не се прилага

# The direct encounter tie-break's explanation.
# Variables: $name (a name (a player, team or tournament)), $score (a score (points)).
# same-as-english
de_member = { $name } { $score }

# The direct encounter tie-break's explanation.
# Variables: $maximum, $name (a name (a player, team or tournament)), $score (a score (points)).
de_member-max = { $name } { $score } (макс. { $maximum })

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group).
de_step_level = 6.2: { $members }: равни, не се разделят

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group).
# same-as-english
de_step_ordered = 6.2: { $members }

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group).
de_step_none-placed = 6.3: { $members }: никой не може да бъде класиран

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group), $placed.
de_step_placed = 6.3: { $members }: класирани: { $placed }

## Warnings (rules.md 8.3)

# A warning printed with the standings.
# Variables: $codes.
warning_buchholz-in-round-robin = { $codes } в турнир по кръговата система: стойностите са изчислени, но според FIDE C.07 (2026) чл. 8 показателите от типа Бухолц не трябва да се използват в турнири по кръговата система

# A warning printed with the standings.
# Variables: $codes, $players.
warning_rating-tiebreak-dropped = { $codes }: изключване от реда на показателите, играчи без рейтинг: { $players } (C.07 чл. 10; задайте заместващ рейтинг, --unrated-rating N, за да останат в реда)

# A warning printed with the standings.
# Variables: $codes.
warning_colours-missing = { $codes }: изключване от реда на показателите, има партии без посочен цвят

# A warning printed with the standings.
# Variables: $codes, $players, $rank (a place in the standings).
warning_unbroken-tie = { $players } не могат да бъдат разделени по точки и { $codes }: делят място { $rank }

# A warning printed with the standings.
# Variables: $players, $rank (a place in the standings).
warning_unbroken-tie-no-order = { $players } не могат да бъдат разделени по точки, а допълнителни показатели няма: делят място { $rank }

## Why (rules.md 8.2)

# Why one player is ranked above another (a sentence of the answer).
# Variables: $count (a number choosing the plural form), $name (a name (a player, team or
# tournament)), $points (a number of points), $rank (a place in the standings).
why_place_head = { $name } е на { $rank } място от { $count }, с { $points }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $count (a number choosing the plural form), $last, $name (a name (a player, team or
# tournament)), $points (a number of points), $rank (a place in the standings).
why_place_head-shared = { $name } дели места { $rank }–{ $last } от { $count }, с { $points }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $code (a tie-break code such as BH (kept as it is)), $diff, $other, $points (a number
# of points), $rank (a place in the standings), $value_other, $value_own.
why_place_above = { $other } ({ $rank } място) също има { $points } и е над по { $code } с { $diff }: { $value_other } срещу { $value_own }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $code (a tie-break code such as BH (kept as it is)), $diff, $name (a name (a player,
# team or tournament)), $other, $points (a number of points), $rank (a place in the standings),
# $value_other, $value_own.
why_place_below = { $other } ({ $rank } място) също има { $points }; { $name } е над по { $code } с { $diff }: { $value_own } срещу { $value_other }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $high, $low.
why_points = { $above } е над { $below } по точки: { $high } срещу { $low }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $detail, $points
# (a number of points), $value_above, $value_below.
why_de = И двамата играчи имат по { $points }. { $above } е над { $below } по лична среща ({ $code }): { $above } { $value_above }, { $below } { $value_below }; { $detail }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $decider, $points (a number of points).
why_rankres = И двамата играчи имат по { $points } и са равни по всички предходни показатели. { $above } е над { $below } по резултати срещу противниците по реда на класирането (RANKRES): { $decider }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $points (a number
# of points), $value_above, $value_below.
why_value = И двамата играчи имат по { $points }. { $above } е над { $below } по { $code }: { $value_above } срещу { $value_below }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $earlier, $points
# (a number of points), $value_above, $value_below.
why_value-level = И двамата играчи имат по { $points } и са равни по { $earlier }. { $above } е над { $below } по { $code }: { $value_above } срещу { $value_below }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $codes, $rank (a place in the standings).
why_shared = { $above } и { $below } не се разделят нито по точки, нито по { $codes }: делят място { $rank }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $rank (a place in the standings).
why_shared-no-order = { $above } и { $below } не се разделят нито по точки, нито по някой допълнителен показател: делят място { $rank }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $below, $index.
why_rankres_shorter = при резултат № { $index } { $below } няма повече ненулеви резултати

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $index, $rank_above, $rank_below.
why_rankres_rank = при резултат № { $index } този на { $above } е срещу противник на място { $rank_above }, а този на { $below } – срещу противник на място { $rank_below }

# Why one player is ranked above another (a sentence of the answer).
# Variables: $index.
why_rankres_win = при резултат № { $index }, срещу противници на еднакво място, победата е по-добра от ремито

# Why one player is ranked above another (a sentence of the answer).
why_rankres_equal = списъците са еднакви

## Explanation layout

# The layout of an explanation (per-player breakdown of a tie-break).
# Variables: $code (a tie-break code such as BH (kept as it is)), $id, $player (a player's name),
# $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value (a
# number)).
explain_head = { $code } на { $player } ({ $id }) по { $rules }: { $value }

# The layout of an explanation (per-player breakdown of a tie-break).
# Variables: $code (a tie-break code such as BH (kept as it is)), $id, $player (a player's name),
# $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value (a
# number)).
explain_head-markdown = **{ $code }** на **{ $player }** ({ $id }) по `{ $rules }`: **{ $value }**

# A "round" of the tournament (one game for each player), not rounding a number. A prefix: the
# line's text follows the colon and the space.
# Variables: $round (a round number of the tournament).
explain_round = Кръг { $round }:{ " " }

# The layout of an explanation (per-player breakdown of a tie-break).
explain_adds-nothing = не добавя нищо

# Said of a value dropped by a modifier such as Cut-1 (the lowest score cut away).
explain_cut = изважда се

# A cell of a yes/no column of an explanation.
explain_yes = да

# A column header: the "round" of the tournament, not rounding.
explain_column_round = кръг

# A column header: what kind of game or bye the round was.
explain_column_kind = вид

# The layout of an explanation (per-player breakdown of a tie-break).
explain_column_opponent = противник

# A column header: the value before the rule adjusts it (raw, not uncooked).
explain_column_raw = изходни точки

# A column header: the value the tie-break counts.
explain_column_value = стойност

# A column header: whether the value was cut (dropped) by a modifier such as Cut-1.
explain_column_cut = изважда се

# The layout of an explanation (per-player breakdown of a tie-break).
explain_column_note = бележка

# The layout of an explanation (per-player breakdown of a tie-break).
explain_column_rule = правило

## Standings layout

# The standings table and its headers and lines.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
standings_title-before = { $name }: класиране преди кръг { $round } от { $rounds }

# The standings table and its headers and lines.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
standings_title = { $name }: класиране след кръг { $round } от { $rounds }

# The standings table and its headers and lines.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
standings_title-live = { $name }: предварително класиране по време на кръг { $round } от { $rounds }

# The standings table and its headers and lines.
standings_tournament = Турнир

# The standings table and its headers and lines.
standings_standings = Класиране

# The standings table and its headers and lines.
# Variables: $how, $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name
# such as fide-2026 (kept as it is)).
standings_rules = Правила: { $rules } ({ $how }); ред на показателите: { $order }

# The standings table and its headers and lines.
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
standings_rules-markdown = Правила `{ $rules }`, ред на показателите: { $order }

# The standings table and its headers and lines.
standings_points-only = само точки

# The standings table and its headers and lines.
standings_warnings = Предупреждения:

# A short column header (2-4 letters): the rank, the place in the standings.
standings_column_rk = М.

# A column header: the rank, the place in the standings.
standings_column_rank = Място

# A short column header: the player's starting number (pairing number), not the word no.
standings_column_no = №

# A column header: the player's name.
standings_column_name = Име

# A short column header: the points (score) of a player.
standings_column_pts = Т.

# An error message of the command line.
# Variables: $line (a line number).
error_line = ред { $line }

# An error message of the command line.
# Variables: $id.
error_cell_player = играч { $id }

# An error message of the command line.
# Variables: $id, $round (a round number of the tournament).
error_cell_player-round = играч { $id }, кръг { $round }

# An error message of the command line.
# $count (not shown) chooses the plural form.
# Variables: $more.
error_more-problems =
    { $count ->
        [one] … и още { $more } проблем
       *[other] … и още { $more } проблема
    }

# An error message of the command line.
# Variables: $code (a tie-break code such as BH (kept as it is)), $known.
error_unknown-tiebreak = непознат допълнителен показател { $code }; познати кодове: { $known }

# An error message of the command line.
# Variables: $known, $name (a name (a player, team or tournament)).
error_unknown-rule-set = непознати правила { $name }; познати: { $known }

# An error message of the command line.
# Variables: $known, $name (a name (a player, team or tournament)).
error_unknown-preset = непознат готов ред на показателите { $name }; познати: { $known }

# An error message of the command line.
# Variables: $candidates, $query.
error_player-ambiguous = { $query } отговаря на няколко играчи: { $candidates }

# An error message of the command line.
# Variables: $query.
error_player-unknown = няма играч, който да отговаря на { $query }

# An error message of the command line.
# Variables: $last, $round (a round number of the tournament).
error_after-round = след кръг { $round }: резултатите съдържат кръгове от 1 до { $last }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $value (a tie-break value (a number)).
arbiter_trf_manual = TRF няма поле за стойността на съдията manual_tiebreak { $value }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $seed.
arbiter_trf_lots-seed = TRF няма запис за seed на жребия { $seed }

# A detail for the arbiter (the exact rule and numbers).
arbiter_trf_single-winner = TRF няма запис за правилото за един победител (single_winner)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_MANUAL = Решение на съдията

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_LOTS = Жребий

# A detail for the arbiter (the exact rule and numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)), $seed.
arbiter_order_lots = { $code } (жребий, seed { $seed })

# A detail for the arbiter (the exact rule and numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)).
arbiter_order_manual = { $code } (решение на съдията)

# A detail for the arbiter (the exact rule and numbers).
# Variables: $count (a number choosing the plural form), $draw, $lot, $seed.
arbiter_lots_summary = жребий (seed { $seed }): { $draw }, № { $lot } от { $count } (по-малкият номер е по-добър)

# A detail for the arbiter (the exact rule and numbers).
arbiter_lots_no-seed = няма записан seed на жребия: няма стойност

# A detail for the arbiter (the exact rule and numbers).
# Variables: $value (a tie-break value (a number)).
arbiter_manual_summary = решение на съдията: { $value } (по-малката стойност е по-добра)

# A detail for the arbiter (the exact rule and numbers).
arbiter_manual_none = съдията не е дал стойност на този играч: класира се след всички, които имат

# A detail for the arbiter (the exact rule and numbers).
arbiter_manual_none-short = няма

# A detail for the arbiter (the exact rule and numbers).
# Variables: $most, $seed.
arbiter_error_seed = seed на жребия трябва да е цяло число от 0 до { $most }, намерено { $seed }

# A detail for the arbiter (the exact rule and numbers).
arbiter_error_lots-needs-seed = LOTS изисква seed на жребия: задайте --lots SEED или "lots_seed" във файла на турнира

# A detail for the arbiter (the exact rule and numbers).
# Variables: $found.
arbiter_error_manual = manual_tiebreak трябва да е число (по-малкото е по-добро), намерено { $found }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $found, $most.
arbiter_error_lots-seed = lots_seed трябва да е цяло число от 0 до { $most }, намерено { $found }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $found.
arbiter_error_single-winner = single_winner трябва да е true или false, намерено { $found }

# A warning printed with the standings.
# Variables: $players.
warning_single-winner-tie = Регламентът изисква един победител, но { $players } делят 1. място след всички показатели на реда: добавете последен критерий, решаван от съдията: LOTS, жребий със записан seed (--lots SEED или "lots_seed" във файла на турнира), или MANUAL ("manual_tiebreak" за всеки от тях)

# A warning printed with the standings.
# Variables: $codes, $players.
warning_single-winner-level = Регламентът изисква един победител, но { $players } все още делят 1. място след { $codes }: дайте на всеки от тях различен "manual_tiebreak" или добавете LOTS със seed (--lots SEED)

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $points (a number of points), $seed, $value_above, $value_below.
why_lots = И двамата играчи имат по { $points }. { $above } е над { $below } по жребий (LOTS, seed { $seed }): № { $value_above } срещу № { $value_below }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $earlier, $points (a number of points), $seed, $value_above,
# $value_below.
why_lots-level = И двамата играчи имат по { $points } и са равни по { $earlier }. { $above } е над { $below } по жребий (LOTS, seed { $seed }): № { $value_above } срещу № { $value_below }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $points (a number of points), $value_above, $value_below.
why_manual = И двамата играчи имат по { $points }. { $above } е над { $below } по решение на съдията (MANUAL): { $value_above } срещу { $value_below }, по-малката стойност е по-добра.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $earlier, $points (a number of points), $value_above, $value_below.
why_manual-level = И двамата играчи имат по { $points } и са равни по { $earlier }. { $above } е над { $below } по решение на съдията (MANUAL): { $value_above } срещу { $value_below }, по-малката стойност е по-добра.

# The standings table and its headers and lines.
# Variables: $round (a round number of the tournament).
standings_withdrawn = оттегляне от турнира след кръг { $round }

# The standings table and its headers and lines.
standings_withdrawn-before = оттегляне от турнира преди кръг 1

# A column header: a remark on the player's line (withdrew after round 3).
standings_column_note = Бележка

# The outcome of one game or round for a player, used inside other sentences.
outcome_pending = резултатът предстои

# A progress line shown while a long computation runs.
# Variables: $count (a number choosing the plural form), $finished, $round (a round number of the
# tournament).
progress_first = кръг { $round } тече, още няма завършен кръг (завършени партии: { $finished } от { $count })

# A progress line shown while a long computation runs.
# Variables: $count (a number choosing the plural form), $finished, $round (a round number of the
# tournament).
progress_first-live = ВРЕМЕННО: завършените партии от кръг { $round }, първия (завършени партии: { $finished } от { $count }; незавършена партия още не носи нищо)

# A progress line shown while a long computation runs.
# Variables: $after, $count (a number choosing the plural form), $finished, $round (a round number
# of the tournament).
progress_after =
    { $count ->
        [one] след кръг { $after }; кръг { $round } тече: завършена е { $finished } от { $count } партия
       *[other] след кръг { $after }; кръг { $round } тече: завършени са { $finished } от { $count } партии
    }

# A progress line shown while a long computation runs.
# Variables: $after, $count (a number choosing the plural form), $finished, $round (a round number
# of the tournament).
progress_live =
    { $count ->
        [one] ВРЕМЕННО: след кръг { $after } и завършените партии от кръг { $round } ({ $finished } от { $count } партия завършена; незавършена партия още не носи нищо)
       *[other] ВРЕМЕННО: след кръг { $after } и завършените партии от кръг { $round } ({ $finished } от { $count } партии завършени; незавършена партия още не носи нищо)
    }

# An error message of the command line.
# Variables: $current, $last, $round (a round number of the tournament).
error_after-round-in-progress = след кръг { $round }: кръг { $current } тече; последният завършен кръг е { $last }

# The standings table and its headers and lines.
standings_csv_rank = място

# The standings table and its headers and lines.
standings_csv_shared = поделено

# The standings table and its headers and lines.
standings_csv_id = номер

# The standings table and its headers and lines.
standings_csv_name = име

# The standings table and its headers and lines.
standings_csv_points = точки

# The standings table and its headers and lines.
standings_csv_withdrawn-after = оттеглил се след кръг

# The standings table and its headers and lines.
standings_csv_provisional = предварително

# The standings table and its headers and lines.
standings_csv_yes = да
