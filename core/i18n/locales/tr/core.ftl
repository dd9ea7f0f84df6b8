### Türkçe (tr): the engine's words: tie-break names, explanations, summaries, warnings, the command line.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## Words used inside other messages

# Points a player scored (a score such as 1½ or 2,5); $count may be a decimal: give the plural form
# for decimals ([many] in Czech, [few] in Romanian).
# Variables: $count (a number choosing the plural form).
points =
    { $count ->
        [one] { $count } puan
       *[other] { $count } puan
    }

# Two items of a list joined; $left and $right are the items.
# Variables: $left (the part before), $right (the part after).
# same-as-english
join_semicolon = { $left }; { $right }

# The outcome of one game or round for a player, used inside other sentences.
outcome_win = galibiyet

# A drawn game (neither side won), not drawing lots or a picture.
outcome_draw = beraberlik

# The outcome of one game or round for a player, used inside other sentences.
outcome_loss = yenilgi

# The outcome of one game or round for a player, used inside other sentences.
outcome_forfeit-win = hükmen galibiyet

# The outcome of one game or round for a player, used inside other sentences.
outcome_forfeit-loss = hükmen yenilgi

# The pairing-allocated bye: the player had no opponent in a round and got points.
outcome_pab = eşlendirmeyle verilen bay (PAB)

# The outcome of one game or round for a player, used inside other sentences.
outcome_full-bye = tam puanlık bay

# The outcome of one game or round for a player, used inside other sentences.
outcome_half-bye = yarım puanlık bay

# The outcome of one game or round for a player, used inside other sentences.
outcome_zero-bye = sıfır puanlık bay

# The outcome of one game or round for a player, used inside other sentences.
outcome_absent = eşlendirilmeme

# A kind of game or bye, used inside other sentences.
kind_played = oynandı

# A kind of game or bye, used inside other sentences.
kind_forfeit-win = hükmen galibiyet

# A kind of game or bye, used inside other sentences.
kind_forfeit-loss = hükmen yenilgi

# A kind of game or bye, used inside other sentences.
kind_pab = eşlendirmeyle verilen bay (PAB)

# A kind of game or bye, used inside other sentences.
kind_full-bye = tam puanlık bay

# A kind of game or bye, used inside other sentences.
kind_half-bye = yarım puanlık bay

# A kind of game or bye, used inside other sentences.
kind_zero-bye = sıfır puanlık bay

# The player was not paired in the round (absent), no points.
kind_absent = eşlendirilmedi

## Tie-break names (glossary.md 1)

# Buchholz: a tie-break named after a person; most languages keep the name.
# same-as-english
tb_BH = Buchholz

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# same-as-english
tb_FB = Fore Buchholz

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_AOB = Rakiplerin Buchholz ortalaması

# Sonneborn-Berger: a tie-break named after two people; usually kept.
# same-as-english
tb_SB = Sonneborn-Berger

# Koya: a tie-break named after a person; usually kept.
tb_KS = Koya sistemi

# Progressive score: the sum of the running score after each round.
tb_PS = Birikimli sistem (PS)

# Direct encounter: the games between the tied players themselves.
tb_DE = Aralarındaki maç

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_WIN = Galibiyet sayısı

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_WON = Tahtada kazanılan oyun sayısı

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_BPG = Siyahla oynanan oyun sayısı (BPG)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_BWG = Siyahla galibiyet sayısı (BWG)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_REP = Oynamayı seçtiği tur sayısı

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_STD = Standart puanlar

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_TPN = Turnuva eşlendirme numarası

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_ARO = Rakiplerin ortalama ratingi (ARO)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_TPR = Turnuva performans ratingi (TPR)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_PTP = Kusursuz turnuva performansı (PTP)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_APRO = Rakiplerin ortalama performans ratingi (APRO)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_APPO = Rakiplerin ortalama kusursuz performansı (APPO)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# same-as-english
tb_RTNG = Rating

# Median Buchholz: "median" of the statistics sense, the highest and lowest dropped.
tb_MM = Değiştirilmiş ortanca sistemi

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# same-as-english
tb_SOLKOFF = Solkoff

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_CUM = Birikimli sistem (US Chess)

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_COO = Rakiplerin birikimli puanı

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# same-as-english
tb_KASHDAN = Kashdan

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_SBH = Rakiplerin Buchholz toplamı

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_RBH = Puan çarpı Buchholz

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_RANKRES = Sıralama düzeninde rakiplere karşı sonuçlar

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $code (a tie-break code such as BH (kept as it is)), $name (a name (a player, team or
# tournament)).
# same-as-english
tb_named = { $name } ({ $code })

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $count (a number choosing the plural form), $name (a name (a player, team or
# tournament)).
tb_cut = { $name } (kesintili, Cut-{ $count })

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $count (a number choosing the plural form), $name (a name (a player, team or
# tournament)).
tb_median = { $name } (medyan, Median-{ $count })

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
# Variables: $limit (a limit (a number)), $name (a name (a player, team or tournament)).
tb_limit = { $name } (sınır { $limit })

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
cite_cas = ČAS kuralı { $articles }

# How a rule is cited in an explanation (a rulebook or article).
# Variables: $articles.
cite_italian = İtalyan ölçütü { $articles }

# How a rule is cited in an explanation (a rulebook or article).
cite_fide-2009 = FIDE 2009 sanal rakip (virtual opponent)

# How a rule is cited in an explanation (a rulebook or article).
cite_pab-no-sb = pab-no-sb varyantı

# How a rule is cited in an explanation (a rulebook or article).
cite_sum-of-buchholz = Buchholz toplamı

# How a rule is cited in an explanation (a rulebook or article).
# same-as-english
cite_naive = naive (Buchholz 97)

# How a rule is cited in an explanation (a rulebook or article).
# same-as-english
cite_played-only = played-only

## How the rule set was chosen

# How the rule set applied was chosen, one line of the output.
# Variables: $date (a date, 2026-09-05).
rules_how_by-date = başlangıç tarihine göre seçildi: { $date }

# How the rule set applied was chosen, one line of the output.
rules_how_no-date = başlangıç tarihi yok, bu yüzden güncel sürüm

# How the rule set applied was chosen, one line of the output.
rules_how_given = açıkça belirtildi

# How the rule set applied was chosen, one line of the output.
# Variables: $preset (a preset's name (kept as it is)).
rules_how_preset = { $preset } ön ayarıyla seçildi

## Explanation items: the arbiter's detail, then the plain sentence

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it).
entry_game =
    { $count ->
        [one] { $opponent }: { $raw } puan
       *[other] { $opponent }: { $raw } puan
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it).
entry_game_plain =
    { $count ->
        [one] { $opponent } { $raw } puan aldı.
       *[other] { $opponent } { $raw } puan aldı.
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $rounds
# (round numbers), $seen (the value the rule counts), $why (the reason, another message).
entry_game-adjusted =
    { $count ->
        [one] { $opponent } { $raw } puan aldı, { $seen } olarak sayılır (farklı sayılan tur: { $rounds }; { $why })
       *[other] { $opponent } { $raw } puan aldı, { $seen } olarak sayılır (farklı sayılan turlar: { $rounds }; { $why })
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $rounds
# (round numbers), $seen (the value the rule counts).
entry_game-adjusted_plain =
    { $count ->
        [one] { $opponent } { $raw } puan aldı ama { $seen } olarak sayılır: { $opponent } { $rounds }. turu oynamadı ve bu tur farklı sayılır.
       *[other] { $opponent } { $raw } puan aldı ama { $seen } olarak sayılır: { $opponent } { $rounds } numaralı turları oynamadı ve bu turlar farklı sayılır.
    }

# Why one player is ranked above another (a sentence of the answer).
# same-as-english
why_fide-16_3_2 = 16.3.2

# Why one player is ranked above another (a sentence of the answer).
why_unplayed-draws = oynanmayan turlar beraberlik sayılır

# Why one player is ranked above another (a sentence of the answer).
why_uscf-34e = oynanmayan turlar ½ sayılır, 34E

# Why one player is ranked above another (a sentence of the answer).
why_cas-unpaired = eşlendirilmeyen turlar ½ sayılır

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $value (a tie-break value (a number)).
entry_rr-forfeit = lig sisteminde { $outcome }, rakip { $opponent } ile oynanmış bir oyun sayılır: { $value } (15.2)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
entry_rr-forfeit_plain = Lig sisteminde bu turdaki { $outcome } sonucunuz yine de { $opponent } adlı rakiple oynanmış bir oyun sayılır.

# One line of a tie-break's explanation: how one round or opponent counts.
entry_rr-free = lig sisteminin boş turu: hiçbir şey eklemez (15.2)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_rr-free_plain = Lig sisteminde size rakip düşmeyen tur hiçbir şey eklemez.

# One line of a tie-break's explanation: how one round or opponent counts.
entry_rr-free-noarticle = lig sisteminin boş turu: hiçbir şey eklemez

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_rr-free-noarticle_plain = Lig sisteminde size rakip düşmeyen tur hiçbir şey eklemez.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own.
entry_dummy = { $outcome }: kukla rakip (dummy), puanı sizin puanınız: { $own } (16.4)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $own.
entry_dummy_plain = Bu turdaki { $outcome } sonucunuz, sizinle aynı puana sahip bir rakiple oynanmış bir oyun sayılır: { $own }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own.
entry_dummy-against = { $outcome } (rakip { $opponent }): kukla rakip (dummy), puanı sizin puanınız: { $own } (16.4)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own.
entry_dummy-against_plain = { $opponent } adlı rakibe karşı { $outcome } sonucunuz, sizinle aynı puana sahip bir rakiple oynanmış bir oyun sayılır: { $own }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $value (a tie-break value (a number)).
entry_dummy-cap-opponent = { $outcome } (rakip { $opponent }): kukla rakip (dummy), puanı sizin puanınız { $own }; üst sınır { $opponent } adlı rakibin düzeltilmiş puanı: { $value } (16.4.1)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $own, $value (a tie-break value (a number)).
entry_dummy-cap-opponent_plain = { $opponent } adlı rakibe karşı { $outcome } sonucunuz, sizinle aynı puana ({ $own }) sahip bir rakiple oynanmış bir oyun sayılır, ancak { $opponent } adlı rakibin puanından ({ $value }) fazla olamaz.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a
# tie-break value (a number)).
entry_dummy-cap-rounds = { $outcome }: { $rules }, puanı sizin puanınıza ({ $own }) eşit bir kukla rakip (dummy) sayar; üst sınır { $draw } × { $rounds } tur = { $value } (16.4.2)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $own,
# $rounds (round numbers), $value (a tie-break value (a number)).
entry_dummy-cap-rounds_plain = Bu turdaki { $outcome } sonucunuz, sizinle aynı puana ({ $own }) sahip bir rakiple oynanmış bir oyun sayılır, ancak her turda bir beraberlikten fazla olamaz: { $draw } × { $rounds } = { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $before, $count (a number choosing the plural form), $draw, $outcome (an outcome such
# as win or forfeit win (another message)), $reverse, $value (a tie-break value (a number)).
entry_virtual =
    { $count ->
        [one] { $outcome }: sanal rakip (virtual opponent) turdan önceki puanınızla ({ $before }) başlar, ters sonucu ({ $reverse }) alır ve sonraki { $count } turu berabere bitirir ({ $draw } × { $count }) = { $value }
       *[other] { $outcome }: sanal rakip (virtual opponent) turdan önceki puanınızla ({ $before }) başlar, ters sonucu ({ $reverse }) alır ve sonraki { $count } turu berabere bitirir ({ $draw } × { $count }) = { $value }
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $before, $outcome (an outcome such as win or forfeit win (another message)), $reverse,
# $value (a tie-break value (a number)).
entry_virtual_plain = Bu turdaki { $outcome } sonucunuz, hayali bir rakiple oynanmış bir oyun sayılır: o turdan önceki puanınız ({ $before }), artı sizinkinin tersi olan sonuç ({ $reverse }), artı sonraki her turda bir beraberlik: { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_uscf-own-zero = { $outcome }: kendi oynamadığınız tur US Chess 34E kuralına göre 0 sayılır

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_uscf-own-zero_plain = Oynamadığınız bu turdaki { $outcome } sonucunuz, US Chess kurallarına göre hiçbir şey eklemez.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $game, $outcome (an outcome such as win or forfeit win (another message)).
entry_cas-forfeit-paired = { $outcome }, yine de eşlendirilmiş: { $game }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_cas-forfeit-paired_plain = Bu turdaki { $outcome } sonucunuz yine de eşlendirildiğiniz rakiple oynanmış bir oyun sayılır.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $draw, $outcome (an outcome such as win or forfeit win (another message)), $rounds
# (round numbers), $value (a tie-break value (a number)).
entry_cas-unpaired = { $outcome }: gerçek bir rakiple eşlendirilmedi, { $draw } × { $rounds } tur = { $value } sayılır

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $value (a tie-break value (a number)).
entry_cas-unpaired_plain = Gerçek rakibi olmayan bir tur, her turu berabere bitirmiş bir rakip gibi sayılır: { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_naive =
    { $count ->
        [one] { $opponent }: kaydedildiği gibi { $value } puan
       *[other] { $opponent }: kaydedildiği gibi { $value } puan
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_naive_plain = { $opponent } { $value } puan aldı; kaydedildiği gibi sayıldı.

# One line of a tie-break's explanation: how one round or opponent counts.
# $count (not shown) chooses the plural form.
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_played-only =
    { $count ->
        [one] { $opponent }: { $value } puan
       *[other] { $opponent }: { $value } puan
    }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $value (a tie-break value (a number)).
entry_recorded_played-only_plain = { $opponent } { $value } puan aldı.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $game, $outcome (an outcome such as win or forfeit win (another message)).
entry_forfeit-as-game = { $outcome } oyun olarak sayıldı: { $game }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_forfeit-as-game_plain = Bu turdaki { $outcome } sonucunuz, oyun oynanmış gibi sayılır.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_naive = { $outcome }: Buchholz 97 kurallarına göre hiçbir şey eklemez

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_naive_plain = Bu turdaki { $outcome } sonucunuz hiçbir şey eklemez.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_played-only = { $outcome }: tahtada oynanmış bir oyun değil, hiçbir şey eklemez

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_nothing_played-only_plain = Bu turdaki { $outcome } sonucunuz tahtada oynanmadı, bu yüzden hiçbir şey eklemez.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# Variables: $amount, $factor.
mod_sb-factor = × { $factor } (sizin sonucunuz) = { $amount }

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
# Variables: $amount, $factor.
mod_sb-factor_plain = Sonneborn-Berger için bu değer o turdaki sonucunuzla ({ $factor }) çarpılır: { $amount }.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_low = atıldı: en düşük değer

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_low_plain = Bu en düşük değer olduğu için hesaba katılmaz.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_lowest-opponent = atıldı: en düşük puanlı rakip (14.1.1)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_lowest-opponent_plain = Bu, en düşük puanlı rakip olduğu için hesaba katılmaz.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_vur = önce atıldı: isteğe bağlı oynanmayan tur (VUR, 16.5)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_vur_plain = Oynamadığınız bir tur olduğu için (istediğiniz bay, gelmeme veya hükmen yenilgi) önce bu değer hesaba katılmaz.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_high = atıldı: en yüksek değer (medyan)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_high_plain = Bu en yüksek değer olduğu için hesaba katılmaz.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_first-round = atıldı: ilk tur

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_first-round_plain = İlk tur hesaba katılmaz.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_cut_lowest-rating = atıldı: en düşük rating

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_cut_lowest-rating_plain = Bu en düşük rating olduğu için hesaba katılmaz.

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
mod_fore-assumed = son tur berabere varsayıldı (8.3)

# A tie-break modifier (such as cut-1, the lowest score dropped), shown in headers.
# The plain-language sentence for a player (no article numbers).
mod_fore-assumed_plain = Bu eşitlik bozma ölçütünde son tur beraberlik sayılır.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_yes = { $outcome }: sayılır

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_yes_plain = Bu turdaki { $outcome } sonucunuz sayılır.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_no = { $outcome }: sayılmaz

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_count_no_plain = Bu turdaki { $outcome } sonucunuz sayılmaz.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $running (the
# running score: a number, or for a team a number with its score, e.g. "5 MP" (another message)).
entry_running = { $outcome }: birikimli puan { $running }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $running (a number, or for a team a number with its score, e.g. "5 MP").
entry_running_plain = Bu turdan sonra puanınız { $running } oldu.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $running, $win.
entry_running-unearned = { $outcome }: birikimli puan { $running }, tahtada kazanılmayan puan için eksi { $win }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $running.
entry_running-unearned_plain = Bu turdan sonra puanınız { $running } oldu; tahtada kazanmadığınız puan burada sayılmaz.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_std_double-forfeit = { $outcome }: iki taraf da hükmen yenik

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_std_double-forfeit_plain = Bu oyuna iki oyuncu da gelmedi: oyun hiçbir şey getirmez.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $mine, $outcome (an outcome such as win or forfeit win (another message)), $theirs.
entry_std_versus = { $outcome }: sizin { $mine }, rakibin { $theirs }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $mine, $theirs.
entry_std_versus_plain = Bu turda siz { $mine } puan aldınız, rakibiniz ise { $theirs }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $mine, $outcome (an outcome such as win or forfeit win (another message)).
entry_std_versus-draw = { $outcome }: sizin { $mine }, beraberliğe karşı

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $mine.
entry_std_versus-draw_plain = Bu turda { $mine } puan aldınız; bu, bir beraberlikle karşılaştırılır.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points).
# same-as-english
entry_kashdan = { $outcome }: { $points }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)), $points (a number
# of points).
entry_kashdan_plain = Bu turdaki { $outcome } sonucunuz { $points } puan getirir.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_counts = { $opponent } { $raw } puan aldı, eşik { $threshold }: sayılır

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_counts_plain = { $opponent } { $raw } puan aldı, yani en yüksek puanın en az yarısını ({ $threshold }); bu yüzden bu rakibe karşı sonucunuz sayılır.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_below = { $opponent } { $raw } puan aldı, eşik { $threshold }: eşiğin altında

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $raw (a score before the rule adjusts it), $threshold.
entry_koya_below_plain = { $opponent } { $raw } puan aldı, yani { $threshold } puandan az; bu yüzden bu rakibe karşı sonucunuz sayılmaz.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_not-otb-skipped = { $outcome }: tahtada oynanmış bir oyun değil, atlandı

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $outcome (an outcome such as win or forfeit win (another message)).
entry_not-otb-skipped_plain = Bu turdaki { $outcome } sonucunuz tahtada oynanmadığı için hesaba katılmaz.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-value = { $opponent }: { $code } = { $value } (rakibin kendi { $code } açıklamasına bakın)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-value_plain = { $opponent } adlı rakibin { $code } değeri { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-rating-value = { $opponent }: { $code } = { $value }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)), $opponent (an opponent's name),
# $value (a tie-break value (a number)).
entry_opponent-rating-value_plain = { $opponent } adlı rakibin { $code } değeri { $value }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $rating.
entry_rated = { $opponent }: rating { $rating }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $rating.
entry_rated_plain = { $opponent } adlı rakibin ratingi { $rating }.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name).
entry_unrated = { $opponent } ratingsiz: atlandı (oyunun sayılması için yerine geçecek bir rating verin: --unrated-rating N)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name).
entry_unrated_plain = { $opponent } adlı rakibin ratingi yok, bu yüzden bu oyun hesaba katılmaz.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
entry_de_forfeit = { $outcome } (rakip { $opponent }): hükmen, atlandı (6.1.1)

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
entry_de_forfeit_plain = Tahtada oynanmayan bir oyun, eşit puanlı oyuncular arasında sayılmaz.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)).
entry_de_counted = { $outcome } (rakip { $opponent }): sayıldı

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name).
entry_de_counted_plain = { $opponent } adlı rakibe karşı sonucunuz sayılır.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name), $outcome
# (an outcome such as win or forfeit win (another message)), $points (a number of points).
entry_de_averaged = { $outcome } (rakip { $opponent }): aranızdaki { $count } oyundan biri, ortalaması alındı: { $points } / { $count }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $count (a number choosing the plural form), $opponent (an opponent's name).
entry_de_averaged_plain = { $opponent } adlı rakiple { $count } kez oynadınız; her oyun ortalamadaki payı kadar sayılır.

# One line of a tie-break's explanation: how one round or opponent counts.
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rank (a place in the standings).
entry_rankres = { $outcome } (rakip { $opponent }), puana göre sırası { $rank }

# One line of a tie-break's explanation: how one round or opponent counts.
# The plain-language sentence for a player (no article numbers).
# Variables: $opponent (an opponent's name), $outcome (an outcome such as win or forfeit win
# (another message)), $rank (a place in the standings).
entry_rankres_plain = Puana göre sırası { $rank } olan { $opponent } adlı rakibe karşı sonucunuz: { $outcome }.

## Summaries

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $value (a tie-break value (a
# number)).
# same-as-english
summary_sum = { $code } = { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $amount, $left (the part before), $outcome (an outcome such as win or forfeit win
# (another message)), $round (a round number of the tournament), $why (the reason, another message).
summary_minus = { $left } − { $amount } ({ $round }. tur, { $outcome }, { $why })

# A short summary line of how a tie-break value was reached.
# Variables: $left (the part before), $value (a tie-break value (a number)).
# same-as-english
summary_equals = { $left } = { $value }

# A short summary line of how a tie-break value was reached.
summary_removed_vur = 16.5 uyarınca önce atıldı

# A short summary line of how a tie-break value was reached.
summary_removed_high = en yüksek, atıldı

# A short summary line of how a tie-break value was reached.
summary_removed_low = en düşük, atıldı

# A short summary line of how a tie-break value was reached.
summary_removed_lowest-opponent = en düşük puanlı rakip, atıldı

# A short summary line of how a tie-break value was reached.
# Variables: $buchholz, $code (a tie-break code such as BH (kept as it is)), $points (a number of
# points), $value (a tie-break value (a number)).
summary_rbh = { $code } = puan { $points } × Buchholz { $buchholz } = { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $points (a number of points), $rest, $rounds (round numbers).
summary_mm_even = puan tam yarı ({ $points } / { $rounds }): { $rest }

# A short summary line of how a tie-break value was reached.
# Variables: $points (a number of points), $rest, $rounds (round numbers).
summary_mm_plus = puan yarının üstünde ({ $points } / { $rounds }): { $rest }

# A short summary line of how a tie-break value was reached.
# Variables: $points (a number of points), $rest, $rounds (round numbers).
summary_mm_minus = puan yarının altında ({ $points } / { $rounds }): { $rest }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_WIN =
    { $count ->
        [one] { $code } = kazanılan { $count } tur
       *[other] { $code } = kazanılan { $count } tur
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_WON =
    { $count ->
        [one] { $code } = kazanılan { $count } oyun
       *[other] { $code } = kazanılan { $count } oyun
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_BPG =
    { $count ->
        [one] { $code } = siyahla { $count } oyun
       *[other] { $code } = siyahla { $count } oyun
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_BWG =
    { $count ->
        [one] { $code } = siyahla { $count } galibiyet
       *[other] { $code } = siyahla { $count } galibiyet
    }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form).
summary_count_REP =
    { $count ->
        [one] { $code } = oynamayı seçtiği { $count } tur
       *[other] { $code } = oynamayı seçtiği { $count } tur
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
summary_tpn = başlangıç numarası { $id } (küçük olan daha iyi)

# A short summary line of how a tie-break value was reached.
summary_no-otb = tahtada oynanmış oyun yok: değer yok

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $count (a number choosing the
# plural form), $exact, $total, $value (a tie-break value (a number)).
summary_average = { $code } = { $total } / { $count } = { $exact }, yarımlar yukarı yuvarlanınca { $value }

# A short summary line of how a tie-break value was reached.
summary_too-few-for-cut = kesinti için tahtada oynanmış oyun sayısı yetersiz: değer yok

# A short summary line of how a tie-break value was reached.
# Variables: $dp, $exact, $mean, $p, $value (a tie-break value (a number)).
summary_tpr = TPR = ortalama rating { $mean } + dp({ $p }) { $dp } = { $exact }, yarımlar yukarı yuvarlanınca { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $lowest.
summary_ptp_no-points = puan yok: en düşük rakip ratingi { $lowest } − 800

# A short summary line of how a tie-break value was reached.
# Variables: $count (a number choosing the plural form), $target.
summary_ptp_search = { $count } rakibe karşı beklenen puanı { $target } değerine ulaşan en düşük R

# A short summary line of how a tie-break value was reached.
# Variables: $how, $value (a tie-break value (a number)).
# same-as-english
summary_ptp = PTP = { $value }: { $how }

# A short summary line of how a tie-break value was reached.
# Variables: $code (a tie-break code such as BH (kept as it is)), $exact, $value (a tie-break value
# (a number)).
summary_rounded = { $code } = { $exact }, yarımlar yukarı yuvarlanınca { $value }

# A short summary line of how a tie-break value was reached.
# Variables: $rating.
# same-as-english
summary_rating = rating { $rating }

# A short summary line of how a tie-break value was reached.
summary_unrated = ratingsiz

# A short summary line of how a tie-break value was reached.
summary_rankres = sıfır olmayan sonuçlar, en iyi sıradaki rakipten başlayarak

# A short summary line of how a tie-break value was reached.
# Variables: $names, $steps.
summary_de_group = grup { $names }: { $steps }

# A short summary line of how a tie-break value was reached.
summary_de_never-tied = hiç kimseyle eşit puanda olmadı: DE uygulanmadı

# A short summary line of how a tie-break value was reached.
summary_de_earlier = başkalarıyla eşit puanda, ancak sıradaki önceki bir ölçüt onları zaten ayırdı: DE uygulanmadı

# The direct encounter tie-break's explanation.
# Variables: $name (a name (a player, team or tournament)), $score (a score (points)).
# same-as-english
de_member = { $name } { $score }

# The direct encounter tie-break's explanation.
# Variables: $maximum, $name (a name (a player, team or tournament)), $score (a score (points)).
de_member-max = { $name } { $score } (en fazla { $maximum })

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group).
de_step_level = 6.2: { $members }: eşit, ayrılamadı

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group).
# same-as-english
de_step_ordered = 6.2: { $members }

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group).
de_step_none-placed = 6.3: { $members }: kimse yerleştirilemiyor

# The direct encounter tie-break's explanation.
# Variables: $members (the players of a tied group), $placed.
de_step_placed = 6.3: { $members }: yerleştirilen: { $placed }

## Warnings (rules.md 8.3)

# A warning printed with the standings.
# Variables: $codes.
warning_buchholz-in-round-robin = lig sisteminde { $codes }: yine de hesaplandı, ancak FIDE C.07 (2026) madde 8'e göre Buchholz ölçütleri lig sisteminde kullanılmamalıdır

# A warning printed with the standings.
# Variables: $codes, $players.
warning_rating-tiebreak-dropped = { $codes } eşitlik bozma sırasından çıkarıldı: ratingsiz oyuncular var: { $players } (C.07 madde 10; ölçütleri korumak için yerine geçecek bir rating verin: --unrated-rating N)

# A warning printed with the standings.
# Variables: $codes.
warning_colours-missing = { $codes } eşitlik bozma sırasından çıkarıldı: rengi kaydedilmemiş oyunlar var

# A warning printed with the standings.
# Variables: $codes, $players, $rank (a place in the standings).
warning_unbroken-tie = { $players } puanla ve { $codes } ile ayrılamıyor: { $rank }. sırayı paylaşıyorlar

# A warning printed with the standings.
# Variables: $players, $rank (a place in the standings).
warning_unbroken-tie-no-order = { $players } puanla ayrılamıyor ve eşitlik bozma ölçütü yok: { $rank }. sırayı paylaşıyorlar

## Why (rules.md 8.2)

# Why one player is ranked above another (a sentence of the answer).
# Variables: $count (a number choosing the plural form), $name (a name (a player, team or
# tournament)), $points (a number of points), $rank (a place in the standings).
why_place_head = { $name }, { $count } katılımcı arasında { $rank }. sırada; { $points }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $count (a number choosing the plural form), $last, $name (a name (a player, team or
# tournament)), $points (a number of points), $rank (a place in the standings).
why_place_head-shared = { $name }, { $count } katılımcı arasında { $rank }–{ $last }. sırayı paylaşıyor; { $points }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $code (a tie-break code such as BH (kept as it is)), $diff, $other, $points (a number
# of points), $rank (a place in the standings), $value_other, $value_own.
why_place_above = { $other } ({ $rank }. sıra) da { $points } aldı ve { $code } ölçütünde { $diff } farkla üstte: { $value_other }, buna karşı { $value_own }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $code (a tie-break code such as BH (kept as it is)), $diff, $name (a name (a player,
# team or tournament)), $other, $points (a number of points), $rank (a place in the standings),
# $value_other, $value_own.
why_place_below = { $other } ({ $rank }. sıra) da { $points } aldı; { $name }, { $code } ölçütünde { $diff } farkla üstte: { $value_own }, buna karşı { $value_other }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $high, $low.
why_points = { $above }, { $high } puanla { $below } adlı oyuncunun ({ $low } puan) üstünde.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $detail, $points
# (a number of points), $value_above, $value_below.
why_de = İkisi de { $points } aldı. { $above }, aralarındaki maçta ({ $code }) { $below } adlı oyuncunun üstünde: { $above } { $value_above }, { $below } { $value_below }; { $detail }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $decider, $points (a number of points).
why_rankres = İkisi de { $points } aldı ve önceki tüm eşitlik bozma ölçütlerinde eşitler. { $above }, sıralama düzeninde rakiplere karşı sonuçlarla (RANKRES) { $below } adlı oyuncunun üstünde: { $decider }.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $points (a number
# of points), $value_above, $value_below.
why_value = İkisi de { $points } aldı. { $above }, { $code } ölçütünde { $value_above } ile { $below } adlı oyuncunun ({ $value_below }) üstünde.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $code (a tie-break code such as BH (kept as it is)), $earlier, $points
# (a number of points), $value_above, $value_below.
why_value-level = İkisi de { $points } aldı; { $earlier } değerleri de eşit. { $above }, { $code } ölçütünde { $value_above } ile { $below } adlı oyuncunun ({ $value_below }) üstünde.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $codes, $rank (a place in the standings).
why_shared = { $above } ile { $below } puanla ya da { $codes } ile ayrılamıyor: { $rank }. sırayı paylaşıyorlar.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $rank (a place in the standings).
why_shared-no-order = { $above } ile { $below } puanla ya da herhangi bir eşitlik bozma ölçütüyle ayrılamıyor: { $rank }. sırayı paylaşıyorlar.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $below, $index.
why_rankres_shorter = { $index }. sonuçta { $below } için sıfır olmayan başka sonuç yok

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $index, $rank_above, $rank_below.
why_rankres_rank = { $index }. sonuçta { $above } bu sonucu { $rank_above }. sıradaki bir rakibe karşı aldı, { $below } ise { $rank_below }. sıradaki bir rakibe karşı

# Why one player is ranked above another (a sentence of the answer).
# Variables: $index.
why_rankres_win = { $index }. sonuçta, rakiplerin sırası eşitken, galibiyet beraberlikten üstündür

# Why one player is ranked above another (a sentence of the answer).
why_rankres_equal = listeler aynı

## Explanation layout

# The layout of an explanation (per-player breakdown of a tie-break).
# Variables: $code (a tie-break code such as BH (kept as it is)), $id, $player (a player's name),
# $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value (a
# number)).
explain_head = { $player } ({ $id }) için { $code }, { $rules } kurallarına göre: { $value }

# The layout of an explanation (per-player breakdown of a tie-break).
# Variables: $code (a tie-break code such as BH (kept as it is)), $id, $player (a player's name),
# $rules (a rule set's name such as fide-2026 (kept as it is)), $value (a tie-break value (a
# number)).
explain_head-markdown = **{ $player }** ({ $id }) için **{ $code }**, `{ $rules }` kurallarına göre: **{ $value }**

# A "round" of the tournament (one game for each player), not rounding a number. A prefix: the
# line's text follows the colon and the space.
# Variables: $round (a round number of the tournament).
explain_round = { $round }. tur:{ " " }

# The layout of an explanation (per-player breakdown of a tie-break).
explain_adds-nothing = hiçbir şey eklemez

# Said of a value dropped by a modifier such as Cut-1 (the lowest score cut away).
explain_cut = atıldı

# A cell of a yes/no column of an explanation.
explain_yes = evet

# A column header: the "round" of the tournament, not rounding.
explain_column_round = tur

# A column header: what kind of game or bye the round was.
explain_column_kind = tür

# The layout of an explanation (per-player breakdown of a tie-break).
explain_column_opponent = rakip

# A column header: the value before the rule adjusts it (raw, not uncooked).
explain_column_raw = ham

# A column header: the value the tie-break counts.
explain_column_value = değer

# A column header: whether the value was cut (dropped) by a modifier such as Cut-1.
explain_column_cut = atıldı

# The layout of an explanation (per-player breakdown of a tie-break).
explain_column_note = not

# The layout of an explanation (per-player breakdown of a tie-break).
explain_column_rule = kural

## Standings layout

# The standings table and its headers and lines.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
standings_title-before = { $name }: { $round }. tur öncesi puan durumu (toplam { $rounds } tur)

# The standings table and its headers and lines.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
standings_title = { $name }: { $round }. tur sonunda puan durumu (toplam { $rounds } tur)

# The standings table and its headers and lines.
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament), $rounds (round numbers).
standings_title-live = { $name }: { $round }. tur sürerken geçici puan durumu (toplam { $rounds } tur)

# The standings table and its headers and lines.
standings_tournament = Turnuva

# The standings table and its headers and lines.
standings_standings = Puan durumu

# The standings table and its headers and lines.
# Variables: $how, $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name
# such as fide-2026 (kept as it is)).
standings_rules = Kurallar: { $rules } ({ $how }); eşitlik bozma sırası: { $order }

# The standings table and its headers and lines.
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
standings_rules-markdown = Kurallar `{ $rules }`, eşitlik bozma sırası { $order }

# The standings table and its headers and lines.
standings_points-only = yalnızca puan

# The standings table and its headers and lines.
standings_warnings = Uyarılar:

# A short column header (2-4 letters): the rank, the place in the standings.
standings_column_rk = Sıra

# A column header: the rank, the place in the standings.
standings_column_rank = Sıra

# A short column header: the player's starting number (pairing number), not the word no.
standings_column_no = BSNo

# A column header: the player's name.
standings_column_name = İsim

# A short column header: the points (score) of a player.
standings_column_pts = Puan

# An error message of the command line.
# Variables: $line (a line number).
error_line = satır { $line }

# An error message of the command line.
# Variables: $id.
error_cell_player = { $id } numaralı oyuncu

# An error message of the command line.
# Variables: $id, $round (a round number of the tournament).
error_cell_player-round = { $id } numaralı oyuncu, { $round }. tur

# An error message of the command line.
# $count (not shown) chooses the plural form.
# Variables: $more.
error_more-problems =
    { $count ->
        [one] … ve { $more } sorun daha
       *[other] … ve { $more } sorun daha
    }

# An error message of the command line.
# Variables: $code (a tie-break code such as BH (kept as it is)), $known.
error_unknown-tiebreak = bilinmeyen eşitlik bozma ölçütü { $code }; bilinen kodlar: { $known }

# An error message of the command line.
# Variables: $known, $name (a name (a player, team or tournament)).
error_unknown-rule-set = bilinmeyen kural seti { $name }; bilinenler: { $known }

# An error message of the command line.
# Variables: $known, $name (a name (a player, team or tournament)).
error_unknown-preset = bilinmeyen hazır ayar { $name }; bilinenler: { $known }

# An error message of the command line.
# Variables: $candidates, $query.
error_player-ambiguous = { $query } ile birden çok oyuncu eşleşiyor: { $candidates }

# An error message of the command line.
# Variables: $query.
error_player-unknown = { $query } ile eşleşen oyuncu yok

# An error message of the command line.
# Variables: $last, $round (a round number of the tournament).
error_after-round = { $round }. turdan sonrası istendi: sonuçlar yalnızca 1. ile { $last }. turlar arasını içeriyor

# A detail for the arbiter (the exact rule and numbers).
# Variables: $value (a tie-break value (a number)).
arbiter_trf_manual = TRF'de hakemin manual_tiebreak değeri { $value } için alan yok

# A detail for the arbiter (the exact rule and numbers).
# Variables: $seed.
arbiter_trf_lots-seed = TRF'de kura çekiminin seed değeri { $seed } için kayıt yok

# A detail for the arbiter (the exact rule and numbers).
arbiter_trf_single-winner = TRF'de tek kazanan kuralı (single_winner) için kayıt yok

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_MANUAL = Hakem kararı

# The name of a tie-break (glossary.md 1), shown in headers and explanations.
tb_LOTS = Kura çekimi

# A detail for the arbiter (the exact rule and numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)), $seed.
arbiter_order_lots = { $code } (kura, seed { $seed })

# A detail for the arbiter (the exact rule and numbers).
# Variables: $code (a tie-break code such as BH (kept as it is)).
arbiter_order_manual = { $code } (hakem kararı)

# A detail for the arbiter (the exact rule and numbers).
# Variables: $count (a number choosing the plural form), $draw, $lot, $seed.
arbiter_lots_summary = kura çekimi (seed { $seed }): { $draw }, { $count } kura içinden { $lot } numara (küçük olan daha iyi)

# A detail for the arbiter (the exact rule and numbers).
arbiter_lots_no-seed = kura çekimi için seed değeri kaydedilmemiş: değer yok

# A detail for the arbiter (the exact rule and numbers).
# Variables: $value (a tie-break value (a number)).
arbiter_manual_summary = hakem kararı: { $value } (küçük olan daha iyi)

# A detail for the arbiter (the exact rule and numbers).
arbiter_manual_none = hakem bu oyuncu için değer vermemiş: değeri olan herkesin arkasında sıralanır

# A detail for the arbiter (the exact rule and numbers).
arbiter_manual_none-short = yok

# A detail for the arbiter (the exact rule and numbers).
# Variables: $most, $seed.
arbiter_error_seed = kura çekiminin seed değeri 0 ile { $most } arasında bir tam sayı olmalı, bulunan { $seed }

# A detail for the arbiter (the exact rule and numbers).
arbiter_error_lots-needs-seed = LOTS için kura çekiminin seed değeri gerekli: --lots SEED verin ya da turnuva dosyasına "lots_seed" ekleyin

# A detail for the arbiter (the exact rule and numbers).
# Variables: $found.
arbiter_error_manual = manual_tiebreak bir sayı olmalı (küçük olan daha iyi), bulunan { $found }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $found, $most.
arbiter_error_lots-seed = lots_seed 0 ile { $most } arasında bir tam sayı olmalı, bulunan { $found }

# A detail for the arbiter (the exact rule and numbers).
# Variables: $found.
arbiter_error_single-winner = single_winner true ya da false olmalı, bulunan { $found }

# A warning printed with the standings.
# Variables: $players.
warning_single-winner-tie = Yönetmelik tek bir kazanan istiyor, ancak { $players } sıralamanın tüm ölçütlerinden sonra 1. sırayı paylaşıyor: hakemin karar verdiği son bir ölçüt ekleyin: LOTS, kaydedilmiş seed değeriyle kura çekimi (--lots SEED ya da turnuva dosyasında "lots_seed") veya MANUAL (her biri için bir "manual_tiebreak")

# A warning printed with the standings.
# Variables: $codes, $players.
warning_single-winner-level = Yönetmelik tek bir kazanan istiyor, ancak { $players } { $codes } ölçütlerinden sonra da 1. sırayı paylaşıyor: her birine farklı bir "manual_tiebreak" verin ya da seed değeriyle LOTS ekleyin (--lots SEED)

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $points (a number of points), $seed, $value_above, $value_below.
why_lots = İkisi de { $points } aldı. { $above }, kura çekimiyle (LOTS, seed { $seed }) { $value_above } numarayla { $below } adlı oyuncunun ({ $value_below }) üstünde.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $earlier, $points (a number of points), $seed, $value_above,
# $value_below.
why_lots-level = İkisi de { $points } aldı; { $earlier } değerleri de eşit. { $above }, kura çekimiyle (LOTS, seed { $seed }) { $value_above } numarayla { $below } adlı oyuncunun ({ $value_below }) üstünde.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $points (a number of points), $value_above, $value_below.
why_manual = İkisi de { $points } aldı. { $above }, hakem kararıyla (MANUAL) { $value_above } ile { $below } adlı oyuncunun ({ $value_below }) üstünde; küçük olan daha iyi.

# Why one player is ranked above another (a sentence of the answer).
# Variables: $above, $below, $earlier, $points (a number of points), $value_above, $value_below.
why_manual-level = İkisi de { $points } aldı; { $earlier } değerleri de eşit. { $above }, hakem kararıyla (MANUAL) { $value_above } ile { $below } adlı oyuncunun ({ $value_below }) üstünde; küçük olan daha iyi.

# The standings table and its headers and lines.
# Variables: $round (a round number of the tournament).
standings_withdrawn = { $round }. turdan sonra turnuvadan ayrıldı

# The standings table and its headers and lines.
standings_withdrawn-before = 1. turdan önce turnuvadan ayrıldı

# A column header: a remark on the player's line (withdrew after round 3).
standings_column_note = Not

# The outcome of one game or round for a player, used inside other sentences.
outcome_pending = sonuç bekleniyor

# A progress line shown while a long computation runs.
# Variables: $count (a number choosing the plural form), $finished, $round (a round number of the
# tournament).
progress_first = { $round }. tur sürüyor, henüz tamamlanan tur yok (biten oyunlar: { $count } oyundan { $finished })

# A progress line shown while a long computation runs.
# Variables: $count (a number choosing the plural form), $finished, $round (a round number of the
# tournament).
progress_first-live = GEÇİCİ: { $round }. turun, yani ilk turun biten oyunları (biten oyunlar: { $count } oyundan { $finished }; sonucu beklenen oyun henüz hiçbir şey katmaz)

# A progress line shown while a long computation runs.
# Variables: $after, $count (a number choosing the plural form), $finished, $round (a round number
# of the tournament).
progress_after =
    { $count ->
        [one] { $after }. turdan sonra; { $round }. tur sürüyor: { $count } oyundan { $finished } tanesi bitti
       *[other] { $after }. turdan sonra; { $round }. tur sürüyor: { $count } oyundan { $finished } tanesi bitti
    }

# A progress line shown while a long computation runs.
# Variables: $after, $count (a number choosing the plural form), $finished, $round (a round number
# of the tournament).
progress_live =
    { $count ->
        [one] GEÇİCİ: { $after }. turdan sonra ve { $round }. turun biten oyunlarıyla ({ $count } oyundan { $finished } tanesi bitti; sonucu beklenen oyun henüz hiçbir şey katmaz)
       *[other] GEÇİCİ: { $after }. turdan sonra ve { $round }. turun biten oyunlarıyla ({ $count } oyundan { $finished } tanesi bitti; sonucu beklenen oyun henüz hiçbir şey katmaz)
    }

# An error message of the command line.
# Variables: $current, $last, $round (a round number of the tournament).
error_after-round-in-progress = { $round }. turdan sonrası istendi: { $current }. tur sürüyor; son tamamlanan tur { $last }.

# The standings table and its headers and lines.
standings_csv_rank = sıra

# The standings table and its headers and lines.
standings_csv_shared = paylaşılan

# The standings table and its headers and lines.
standings_csv_id = başlangıç no

# The standings table and its headers and lines.
standings_csv_name = isim

# The standings table and its headers and lines.
standings_csv_points = puan

# The standings table and its headers and lines.
standings_csv_withdrawn-after = ayrıldığı tur

# The standings table and its headers and lines.
standings_csv_provisional = geçici

# The standings table and its headers and lines.
standings_csv_yes = evet
