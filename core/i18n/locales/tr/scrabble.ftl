### Türkçe (tr): Scrabble tournaments: tie-breaks (spread), explanations, what-if.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# The name of a Scrabble tie-break, shown in headers.
# tie-break names (rules.md 13.7)
scrabble_tb_SPREAD = Puan farkı

# The name of a Scrabble tie-break, shown in headers.
scrabble_tb_SCORE = Toplam puan

# The name of a Scrabble tie-break, shown in headers.
# same-as-english
scrabble_tb_TURCAS = TurČAS

# The name of a Scrabble tie-break, shown in headers.
scrabble_tb_BRIGHTWELL = Brightwell ölçütü

# Scrabble tournaments (games won, spread: the points margin).
# citations (rules.md 13.10: the item's rule)
scrabble_cite_game-score = oyun puanı

# Scrabble tournaments (games won, spread: the points margin).
# same-as-english
scrabble_cite_bye-score = bye_score

# Scrabble tournaments (games won, spread: the points margin).
# same-as-english
scrabble_cite_forfeit-score = forfeit_score

# Scrabble tournaments (games won, spread: the points margin).
# same-as-english
scrabble_cite_spread-cap = spread_cap

# Scrabble tournaments (games won, spread: the points margin).
# same-as-english
scrabble_cite_turcas = ČAS TurČAS

# Scrabble tournaments (games won, spread: the points margin).
scrabble_cite_brightwell = Brightwell (çıkarım)

# Scrabble tournaments (games won, spread: the points margin).
# explanation items (rules.md 13.10)
# Variables: $diff, $score (a score (points)).
scrabble_item_game = oyun { $score }, fark { $diff }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $diff, $score (a score (points)).
scrabble_item_bye = bye_score { $score }, fark { $diff }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $diff, $kind, $score (a score (points)).
scrabble_item_forfeit = forfeit_score { $score } ({ $kind }), fark { $diff }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $own, $score (a score (points)).
scrabble_item_game_own = oyun { $score }, kendi puanı { $own }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $own, $score (a score (points)).
scrabble_item_bye_own = bye_score { $score }, kendi puanı { $own }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $own, $score (a score (points)).
scrabble_item_forfeit_own = forfeit_score { $score }, kendi puanı { $own }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $cap, $capped.
scrabble_item_capped = { $capped } ile sınırlandı (spread_cap { $cap })

# Scrabble tournaments (games won, spread: the points margin).
# The plain-language sentence for a player (no article numbers).
scrabble_item_capped_plain = Fark sınırı bir oyunun ne kadar sayılacağını kısıtlar.

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $kind.
scrabble_item_nothing = { $kind }: hiçbir şey eklemez

# Scrabble tournaments (games won, spread: the points margin).
# The plain-language sentence for a player (no article numbers).
scrabble_item_nothing_plain = Bu tur puan toplamlarına hiçbir şey eklemez.

# Scrabble: the player moved first in the game.
scrabble_item_started = oyuna ilk başlayan

# Scrabble: the player moved second in the game.
scrabble_item_second = ikinci oynayan

# Scrabble tournaments (games won, spread: the points margin).
# summaries
# Variables: $against, $score (a score (points)), $spread.
scrabble_summary_spread = puan farkı { $spread } (sayılan farklar); puanlar { $score }:{ $against }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $against, $score (a score (points)).
scrabble_summary_score = toplam puan { $score } (rakiplerin { $against })

# Scrabble tournaments (games won, spread: the points margin).
scrabble_summary_no-scores = turnuvada oyun puanı yok: değer yok

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $b, $bh, $c, $d, $k, $score (a score (points)), $sources, $spread, $t1, $t2, $t3,
# $t4, $value (a tie-break value (a number)), $zac.
# same-as-english
scrabble_summary_turcas = TURCAS = { $a } / { $k } × { $bh } + { $b } × { $score } + { $c } × { $spread } + { $d } × { $zac } = { $t1 } { $t2 } { $t3 } { $t4 } = { $value } ({ $sources })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $bh, $k, $score (a score (points)), $sources, $t1, $t2, $value (a tie-break value
# (a number)).
# same-as-english
scrabble_summary_brightwell = BRIGHTWELL = { $score } + { $a } / { $k } × { $bh } = { $t1 } { $t2 } = { $value } ({ $sources })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $x.
# same-as-english
scrabble_paren = (−{ $x })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $x.
# same-as-english
scrabble_plus = + { $x }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $x.
# same-as-english
scrabble_minus = − { $x }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $games, $mean, $total.
scrabble_origin_mean = { $games } oyunun ortalama oyun toplamı ({ $total } / { $games } = { $mean })

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_turcas-bare = A: ortalama oyun toplamı; B, D: varsayılan, ČAS değerleri bilinmiyor; C: ČAS 2002

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_turcas-given = katsayılar koddaki gibi; B ve D için ČAS değerleri bilinmiyor

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_brightwell-bare = K: ortalama oyun toplamı; Brightwell formülü çıkarım

# Scrabble tournaments (games won, spread: the points margin).
scrabble_sources_brightwell-given = K koddaki gibi; Brightwell formülü çıkarım

# Scrabble tournaments (games won, spread: the points margin).
# same-as-english
scrabble_term_BH = Buchholz

# Scrabble tournaments (games won, spread: the points margin).
scrabble_term_SCORE = toplam puan (AbsSkore)

# Scrabble tournaments (games won, spread: the points margin).
scrabble_term_SPREAD = puan farkı (RelSkore)

# Scrabble tournaments (games won, spread: the points margin).
scrabble_term_ZAC = ikinci oynanan eksi ilk başlanan oyunlar (Zacinani)

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $coefficients, $k.
scrabble_coefficients = katsayılar { $coefficients }, k = { $k }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $name (a name (a player, team or tournament)), $value (a tie-break value (a number)).
# same-as-english
scrabble_coefficient = { $name } = { $value }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $name (a name (a player, team or tournament)), $origin, $value (a tie-break value (a
# number)).
# same-as-english
scrabble_coefficient-from = { $name } = { $value }, { $origin }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $factor, $quantity, $term, $value (a tie-break value (a number)).
# same-as-english
scrabble_term = { $term }: { $quantity } × { $factor } = { $value }

# Scrabble tournaments (games won, spread: the points margin).
# warning (rules.md 13.9)
# Variables: $codes.
scrabble_warning_game-scores-missing = turnuvanın sayılan turlarında oyun puanı yok: { $codes } sıralamadan çıkarıldı

# Scrabble tournaments (games won, spread: the points margin).
# input errors (rules.md 13.9, formats.md 7.1)
# Variables: $found.
scrabble_input_score-malformed = hatalı oyun puanı { $found }: kendi:rakip biçiminde iki tam sayı bekleniyor, örneğin 412:380

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $score (a score (points)), $token.
scrabble_input_score-not-game = { $token } için { $score } puanı var, ama bu oynanmış bir oyun değil: bay ve hükmen sonuçlar bye_score / forfeit_score alır, boş bırakın

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $token.
scrabble_input_score-missing = { $token } oyununun puanı yok, oysa başka oyunların var: oynanan her oyunun puanı gerekir

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $score (a score (points)), $token.
scrabble_input_result-vs-score = { $token } sonucu { $score } puanıyla uyuşmuyor: galibiyet yüksek puan, beraberlik eşit puan, yenilgi düşük puan ister (başka türlü karara bağlanan oyun hükmen girilir)

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $at, $other, $place, $score (a score (points)).
scrabble_input_sides-disagree = { $score } puanı, { $place } için kaydedilen { $other } puanının tersi değil ({ $at })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $other, $place, $score (a score (points)).
scrabble_input_sides-disagree-no-cell = { $score } puanı, { $place } için kaydedilen { $other } puanının tersi değil

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $found, $results.
scrabble_input_scores-list = scores, results kadar uzun bir liste olmalı ({ $results } öğe), bulunan { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $field, $found.
scrabble_input_event-score = { $field } kendi:rakip biçiminde iki tam sayı olmalı, örneğin 50:0, bulunan { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $found.
scrabble_input_spread-cap = spread_cap pozitif bir tam sayı olmalı, bulunan { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)).
scrabble_input_turcas-colour = D ≠ 0 olan { $code } her oyunda oyuna ilk başlayanı bilmeli, bu oyunun rengi yok (ilk başlayan Beyaz olarak yazılır)

# Scrabble tournaments (games won, spread: the points margin).
# command line (formats.md 7.5)
# Variables: $found.
scrabble_cli_spread-cap = --spread-cap pozitif bir tam sayı ya da none alır, bulunan { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $found, $option.
scrabble_cli_game-score = { $option } KENDİ:RAKİP alır, iki tam sayı, örneğin 50:0, bulunan { $found }

# Scrabble tournaments (games won, spread: the points margin).
scrabble_help_spread-cap = her turun puan farkını N ile sınırla (none: sınırsız); turnuvanın spread_cap değerinin yerine geçer

# Scrabble tournaments (games won, spread: the points margin).
scrabble_help_bye-score = her bay için kendi:rakip puanı (varsayılan 0:0); turnuvanın bye_score değerinin yerine geçer

# Scrabble tournaments (games won, spread: the points margin).
scrabble_help_forfeit-score = hükmen galibiyetin kendi:rakip puanı (kaybedene tersi); turnuvanın forfeit_score değerinin yerine geçer

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $quantity_above, $quantity_below, $term, $text, $value_above, $value_below.
scrabble_why_term = { $text } Onları ayıran terim: { $term }, { $quantity_above } karşı { $quantity_below } ({ $value_above } karşı { $value_below }).

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $quantity_above, $quantity_below, $term, $text.
scrabble_why_term-one = { $text } Onları ayıran terim: { $term }, { $quantity_above } karşı { $quantity_below }.

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $codes, $round (a round number of the tournament).
scrabble_whatif_no-score = Puan farkı için puan gerekir: sorulan { $round }. tur sonuçlarının oyun puanı yok, bu yüzden aşağıdaki sıralar { $codes } değerini yalnızca önceki turlardan sayar; her sonucun altındaki satırlar ne kadar farkla kazanılması ya da kaybedilmesi gerektiğini söyler

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)).
scrabble_whatif_head = Ne kadar farkla, { $code } ölçütünde, aynı puanla bitirebilecek oyunculara karşı:

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)), $codes.
scrabble_whatif_head-level = Ne kadar farkla, { $code } ölçütünde, aynı puanla ve { $codes } eşitliğiyle bitirebilecek oyunculara karşı:

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $name (a name (a player, team or tournament)).
scrabble_whatif_nobody = { $name } ile aynı puanla bitirebilecek başka kimse yok: oyundaki fark hiçbir sırayı değiştirmez

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $margin, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_win-from = { $margin } veya daha fazla farkla bir galibiyet { $name } oyuncusunu { $rival } önüne geçirir (puan farkı { $mine }, karşısında { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_win-any = her galibiyet { $name } oyuncusunu { $rival } önüne geçirir (puan farkı { $mine }, karşısında { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_win-none = hiçbir galibiyet { $name } oyuncusunu { $rival } önüne geçirmez (puan farkı { $mine }, karşısında { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $margin, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_loss-upto = { $margin } veya daha az farkla bir yenilgi { $name } oyuncusunu { $rival } önünde tutar (puan farkı { $mine }, karşısında { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_loss-any = her farkla bir yenilgi bile { $name } oyuncusunu { $rival } önünde tutar (puan farkı { $mine }, karşısında { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_loss-none = hiçbir yenilgi { $name } oyuncusunu { $rival } önünde tutmaz (puan farkı { $mine }, karşısında { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_draw-above = beraberlik { $name } oyuncusunu puan farkında { $rival } önünde tutar ({ $mine }, karşısında { $theirs }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $level, $mine, $name (a name (a player, team or tournament)), $rival, $theirs.
scrabble_whatif_draw-below = beraberlikten sonra { $rival }, puan farkında { $name } önünde kalır ({ $theirs }, karşısında { $mine }){ $level }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $after, $mine, $name (a name (a player, team or tournament)), $rival.
scrabble_whatif_draw-level = beraberlikten sonra { $name } ve { $rival } puan farkında eşittir ({ $mine }): { $after } belirler

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $after, $level.
scrabble_whatif_level = ; tam { $level } farkla puan farkında eşit olurlar ve { $after } belirler

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $after, $level.
scrabble_whatif_level-cap = ; { $level } veya daha fazla farkla (fark sınırı) puan farkında eşit olurlar ve { $after } belirler

# Scrabble tournaments (games won, spread: the points margin).
scrabble_whatif_nothing-after = başka ölçüt yok

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $board (a board number of a team match), $margin, $mine, $name (a name (a player, team
# or tournament)), $rival, $theirs.
scrabble_whatif_relative_win = { $rival }, { $board }. masada kazanarak aynı puanla bitirir: { $name } oyuncusunun turdaki farkı eksi { $rival } oyuncusununki { $margin } veya daha fazlaysa { $name } öndedir (puan farkı { $mine }, karşısında { $theirs })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $board (a board number of a team match), $margin, $mine, $name (a name (a player, team
# or tournament)), $rival, $theirs.
scrabble_whatif_relative_loss = { $rival }, { $board }. masada kaybederek aynı puanla bitirir: { $name } oyuncusunun turdaki farkı eksi { $rival } oyuncusununki { $margin } veya daha fazlaysa { $name } öndedir (puan farkı { $mine }, karşısında { $theirs })

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $count (a number choosing the plural form).
scrabble_whatif_more = ve aynı puanda, puan farkında daha uzak başka oyuncular: { $count }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $cap.
scrabble_whatif_cap = en çok { $cap }

# Scrabble: the spread (points margin) has no upper limit.
scrabble_whatif_no-cap = sınırsız

# Scrabble tournaments (games won, spread: the points margin).
scrabble_whatif_mean = M (bir oyunun ortalama toplam puanı, bu turun oyunları dahil)

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $code (a tie-break code such as BH (kept as it is)), $name (a name (a player, team or
# tournament)), $round (a round number of the tournament).
scrabble_whatif_depends_score = { $code }, { $round }. turda { $name } oyuncusunun kendi puanına bağlıdır, farka değil: { $name } oyuncusunun her puanı, galibiyette de yenilgide de 1 ekler

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $b, $c, $cap, $code (a tie-break code such as BH (kept as it is)), $d, $k, $name (a
# name (a player, team or tournament)), $round (a round number of the tournament).
scrabble_whatif_depends_turcas = { $code }, { $name } oyuncusunun kendi puanına ve farka bağlıdır: { $round }. tur { $b } × kendi puanı + { $c } × fark ({ $cap }) + { $d } × (+1 ilk başlayan değilse, −1 ilk başlayansa) ekler ve Buchholz terimi { $a } / { $k } × BH turun her sonucuyla değişir

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $a, $code (a tie-break code such as BH (kept as it is)), $k, $name (a name (a player,
# team or tournament)), $round (a round number of the tournament).
scrabble_whatif_depends_brightwell = { $code }, { $name } oyuncusunun kendi puanına bağlıdır, farka değil: { $round }. tur 1 × kendi puanı ekler ve Buchholz terimi { $a } / { $k } × BH turun her sonucuyla değişir

# Scrabble tournaments (games won, spread: the points margin).
# the published page (tiebreak report)
scrabble_report_game-score = Oyun puanı

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_unplayed = eşlendirme bayı veya tam puanlık bay, turnuvanın bay puanını ekler (belirlenmemişse 0:0), hükmen sonuç hükmen puanını (kaybeden için tersi; belirlenmemişse hiçbir şey), diğer turlar hiçbir şey eklemez; TurČAS ve Brightwell'in Buchholz terimi bunları kurallara göre sayar.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_SPREAD = Puan farkı: her turda kendi puanı eksi rakibin puanının toplamı; turnuvada fark sınırı varsa her tur en çok o kadar.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_SCORE = Toplam puan: tüm oyunlardaki kendi puanlarının toplamı, sınırsız.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_TURCAS = TurČAS, ČAS ölçütü: A / k × Buchholz + B × toplam puan + C × puan farkı + D × (ikinci oynanan oyunlar − ilk başlanan oyunlar); katsayılar her kartta.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_about_BRIGHTWELL = Brightwell ölçütü: toplam puan + K / k × Buchholz (çıkarsanmış formül); K her kartta.

# Scrabble tournaments (games won, spread: the points margin).
scrabble_report_crosstable-key = Hücreden sonra 412:380: oyun puanı, önce satırdaki oyuncunun kendi puanı.

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)).
scrabble_error_no-modifier = { $code }: { $base } değiştirici almaz (-C1 veya -M1 gibi); { $base } yazın

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)).
scrabble_error_no-coefficients = { $code }: { $base } katsayı almaz; { $base } yazın

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)), $example, $found, $names.
scrabble_error_coefficients = { $code }: { $base } katsayıları { $names } alır (ya da hiçbirini, varsayılanlar), örneğin { $example }; verilen: { $found }

# Scrabble tournaments (games won, spread: the points margin).
# Variables: $base, $code (a tie-break code such as BH (kept as it is)), $example.
scrabble_error_coefficient-text = { $code }: { $base } katsayıları noktalı ondalık sayılardır, virgülle ayrılır, örneğin { $example }
