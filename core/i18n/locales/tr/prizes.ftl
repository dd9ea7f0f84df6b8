### Türkçe (tr): tiebreak prizes: prize lists and how prizes are shared.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## Amounts, prizes, places

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $amount.
# same-as-english
prizes_money_bare = { $amount }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $amount, $symbol.
# same-as-english
prizes_money_before = { $symbol }{ $amount }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $amount, $symbol.
# same-as-english
prizes_money_after = { $amount } { $symbol }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $items.
# same-as-english
prizes_prize_items = { $items }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $items, $money.
# same-as-english
prizes_prize_both = { $money } + { $items }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $category, $place.
prizes_place = { $category }, { $place }. sıra

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $category, $first, $last.
prizes_places = { $category }, { $first }.–{ $last }. sıralar

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $money, $player (a player's name).
# same-as-english
prizes_share = { $player } { $money }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $head, $last.
prizes_list = { $head } ve { $last }

## How the list is applied

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_pool = Eşit puanla paylaşılan sıraların parası: toplanır ve eşit paylaştırılır.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $percent.
prizes_mode_hort = Eşit puanla paylaşılan sıraların parası: Hort sistemi, %{ $percent } toplanıp eşit paylaştırılır, kalanı eşitlik bozma sırasına göre verilir.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_tiebreak = Eşit puanla paylaşılan sıraların parası: toplanmaz, eşitlik bozma sırası belirler.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_several = Bir oyuncu birden fazla ödül kazanabilir.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_one-main-first = Her oyuncuya tek ödül, daha yüksek olanı; değerleri eşitse genel sıralamanın ödülü.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_one-category-first = Her oyuncuya tek ödül, daha yüksek olanı; değerleri eşitse kategorinin ödülü.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $unit.
prizes_mode_remainder = Eşit bölünemeyen tutarlar: artan birimler (her biri { $unit }) eşitlik bozma sırasında öndekilere verilir.

## Awards

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $player (a player's name), $prize, $what.
prizes_award_single = { $what }: { $prize }, { $player } oyuncusuna.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $points (a number of points), $share, $total, $what.
prizes_award_pooled = { $what } için { $total } toplanıp { $players } arasında paylaştırılır (eşit puanlı, { $points }): her birine { $share }.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $points (a number of points), $rest, $shares, $total, $what.
prizes_award_pooled-remainder = { $what } için { $total } toplanıp { $players } arasında paylaştırılır (eşit puanlı, { $points }): { $shares }; eşit bölünemeyen { $rest }, eşitlik bozma sırasında öndekilere birer birim verilir.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $own, $players, $points (a number of points), $pool_shares, $pooled, $shares, $total,
# $what.
prizes_award_hort = { $what } için Hort sistemi ({ $players }, eşit puanlı, { $points }): { $total } tutarın { $pooled } kadarı toplanıp paylaştırılır: { $pool_shares }; kalanı eşitlik bozma sırasına göre: { $own }; toplam: { $shares }.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $points (a number of points), $shares, $what.
prizes_award_by-order = { $what }: { $players } eşit puanlı ({ $points }); para toplanmaz, eşitlik bozma sırası belirler: { $shares }.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $items, $player (a player's name), $what, $why (the reason, another message).
prizes_items_order = { $items } ({ $what }), eşitlik bozma sırasına göre { $player } oyuncusuna. { $why }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $kept, $other, $other_prize, $player (a player's name).
prizes_choice_higher = { $player } ayrıca { $other } ({ $other_prize }) alabilirdi; daha yüksek ödülü ({ $kept }) alır: her oyuncuya tek ödül.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $kept, $other, $other_prize, $player (a player's name).
prizes_choice_equal-main = { $player } ayrıca aynı değerde ({ $kept }) { $other } ({ $other_prize }) alabilirdi: her oyuncuya tek ödül, önce genel sıralamanın ödülü.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $kept, $other, $other_prize, $player (a player's name).
prizes_choice_equal-category = { $player } ayrıca aynı değerde ({ $kept }) { $other } ({ $other_prize }) alabilirdi: her oyuncuya tek ödül, önce kategorinin ödülü.

# Prizes: who gets which prize and how shared prizes are split.
# $count (not shown) chooses the plural form.
# Variables: $category, $players.
prizes_skipped =
    { $count ->
        [one] { $category }: { $players } başka bir ödül kazandığı için burada atlanır (her oyuncuya tek ödül).
       *[other] { $category }: { $players } başka ödüller kazandıkları için burada atlanır (her oyuncuya tek ödül).
    }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $prize, $what.
prizes_unawarded = { $what }: { $prize } verilmez (hak kazanan oyuncu kalmadı).

## Warnings

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $attribute, $category, $count (a number choosing the plural form), $players.
prizes_warning_attribute =
    { $count ->
        [one] { $category }: { $count } oyuncunun dosyada { $attribute } bilgisi yok, kontrol edilemez: { $players }.
       *[other] { $category }: { $count } oyuncunun dosyada { $attribute } bilgisi yok, kontrol edilemez: { $players }.
    }

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_birth = doğum tarihi veya yılı

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_birth-date = tam doğum tarihi (yalnızca yıl yaşı belirlemez)

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_sex = cinsiyet

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_federation = federasyon

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $rank (a place in the standings), $what.
prizes_warning_unbroken = { $players } tüm eşitlik bozma ölçütlerinden sonra da { $rank }. sırayı paylaşıyor, ama { $what } aralarında bir sıra gerektirir: burada başlangıç numarasına göre alındılar; yönetmeliğe göre karar veriniz (baraj maçı, kura).

## Output

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $name (a name (a player, team or tournament)).
prizes_title = Ödüller: { $name }

# Prizes: who gets which prize and how shared prizes are split.
prizes_totals = Oyunculara göre ödüller

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $money.
prizes_total = Toplam ödenen: { $money }

# Prizes: who gets which prize and how shared prizes are split.
prizes_column_place = Sıra

# Prizes: who gets which prize and how shared prizes are split.
prizes_column_prize = Ödül

# Prizes: who gets which prize and how shared prizes are split.
prizes_help_command = ödül listesini sıralamaya göre dağıtır: paylaşılan sıralar toplanır, kategori ödülleri, her ödül açıklanır

# Prizes: who gets which prize and how shared prizes are split.
prizes_help_prizes = ödül listesi (JSON, tiebreak-prizes/1; bkz. docs/prizes.md)

## Errors in a prize list

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $detail.
prizes_error_unreadable = ödül listesi okunamıyor: { $detail }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $detail.
prizes_error_json = geçerli JSON değil: { $detail }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $expected, $found.
prizes_error_expected = beklenen { $expected }, bulunan { $found }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $key, $known.
prizes_error_unknown-key = bilinmeyen anahtar { $key } (bilinenler: { $known }; özel anahtarlar x- ile başlar)

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $choices, $found.
prizes_error_choice = bulunan { $found }, beklenen şunlardan biri: { $choices }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $decimals, $found.
prizes_error_too-precise = { $found }, listenin izin verdiğinden fazla ondalık basamak içeriyor ({ $decimals }, "decimals" ile belirlenir)

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $high, $low.
prizes_error_empty-range = { $low } veya { $high } ya da ikisini birden veriniz

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $high, $low.
prizes_error_inverted-range = alt sınır { $low }, üst sınır { $high } değerinin üzerinde

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $expected, $found.
prizes_error_format = biçim { $found }; beklenen { $expected }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $id.
prizes_error_duplicate-id = { $id } kimliği başka bir kategoride zaten kullanılıyor

# Prizes: who gets which prize and how shared prizes are split.
prizes_error_empty-place = bir sıranın parası veya eşya ödülü olmalı

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $place, $previous.
prizes_error_increasing = { $place }. sıra { $previous }. sıradan fazla ödüyor: sıraları en iyiden başlayarak yazınız

# Prizes: who gets which prize and how shared prizes are split.
prizes_error_no-age-date = yaş, hesaplanacağı tarihi gerektirir: burada "on" ya da turnuvada start_date veriniz

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $limit (a limit (a number)).
prizes_error_too-large = ödül listesi { $limit } sınırından büyük (bir ödül listesi birkaç kilobayttır)

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $count (a number choosing the plural form), $limit (a limit (a number)), $what.
prizes_error_too-many = { $count } { $what }; bir ödül listesinde en çok { $limit } olabilir

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $found, $limit (a limit (a number)).
prizes_error_amount-range = { $found }, okunan en büyük tutardan ({ $limit }) fazla

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $digits, $limit (a limit (a number)).
prizes_error_long-number = { $digits } basamaklı bir sayı; bir tutar en çok { $limit } basamaklıdır

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $limit (a limit (a number)).
prizes_error_too-deep = { $limit } düzeyden daha derin iç içe

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $found, $problem (the problem found, another message).
# same-as-english
prizes_error_bad-text = { $found }: { $problem }

# Prizes: who gets which prize and how shared prizes are split.
prizes_what_categories = kategori

# Prizes: who gets which prize and how shared prizes are split.
prizes_what_places = tüm kategorilerde derece

# Prizes: who gets which prize and how shared prizes are split.
prizes_what_items = bir derecede ayni ödül

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $id.
prizes_error_unknown-player = turnuvada { $id } numaralı oyuncu yok

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $id.
prizes_error_unknown-team = turnuvada { $id } numaralı takım yok

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $key.
prizes_error_team-criterion = { $key } bir oyuncuyu tanımlar: takım turnuvasında bir kategori sıraları tüm takımlara ya da listelediği takımlara verir (players: takım numaraları)

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_whole = bir tam sayı

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_bool = true veya false

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_text = bir metin

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_amount = 150 veya "33.50" gibi bir tutar

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_fraction = 0 ile 1 arasında "1/2" veya 0.5 gibi bir kesir

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_object = bir nesne

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_date = 2026-01-01 gibi bir tarih

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_categories = boş olmayan bir kategori listesi

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_places = boş olmayan bir sıra listesi

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_texts = bir metin listesi

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_ids = boş olmayan bir başlangıç numarası listesi
