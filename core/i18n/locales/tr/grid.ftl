### Türkçe (tr): reading crosstables and pairings lists (CSV, spreadsheets): problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# lists
# Variables: $left (the part before), $right (the part after).
grid_join-and = { $left } ve { $right }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $left (the part before), $right (the part after).
grid_join-or = { $left } veya { $right }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# limits (core/limits.py)
# Variables: $decimals, $most.
grid_scoring-range = 0 ile { $most } arasında, en çok { $decimals } ondalık basamaklı bir sayı bekleniyordu

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $code (a tie-break code such as BH (kept as it is)), $position.
grid_text-control = { $code } kontrol karakterini içeriyor (konum { $position })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $code (a tie-break code such as BH (kept as it is)), $position.
grid_text-surrogate = bir UTF-16 vekil çiftinin (surrogate) yarısını içeriyor: { $code } (konum { $position })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# cells: what was expected, what was found
# Variables: $expected, $found.
grid_expected = { $expected } bekleniyordu; bulunan: { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $expected, $found, $hint.
grid_expected-hint = { $expected } bekleniyordu; bulunan: { $found } ({ $hint })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_cell-help = +W9, =B9, -9, 19w1, 3b½, 12b0, ?W9, 19w, +F7, -F7, BYE, H, F, Z, -- gibi bir tur hücresi ya da boş hücre

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_uscf-help = W5, D2, L4, X8 (hükmen galibiyet), F8 (hükmen yenilgi), B (tam puanlık bay), H (yarım puanlık bay), U (oynanmadı) gibi bir US Chess tablo hücresi ya da boş hücre

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_result-help = 1-0, 0-1, ½-½, 1/2-1/2, 0.5-0.5, =, +/- veya -/+ (hükmen), -- veya 0-0 (çift taraflı hükmen) gibi bir sonuç

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_hint_no-such-number = böyle bir başlangıç numarası yok

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $number, $result.
grid_hint_colour = rengi yazın, ör. { $number }w{ $result }, ya da önce bir işaret yazın, ör. +{ $number }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_hint_start-at-1 = başlangıç numaraları 1'den başlar

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $shown.
grid_hint_formula = Google Sheets = ile başlayan bir hücre için { $shown } gösterir: ½ ya da metin olarak '= yazın

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7).
grid_hint_uscf = { $cell } US Chess tablo gösterimine benziyor: tablonun üstüne 'Notation | uscf' satırı ekleyin ya da --notation uscf verin

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_uscf-opponent-zero = { $found }: rakip numaraları 1'den başlar

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $letter.
grid_uscf-forfeit-opponent = { $found }: hükmen sonuç oynamayan rakibi belirtir, ör. { $letter }8 (US Chess gösterimi)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# CSV files
grid_csv-nul = metin dosyası değil: bir NUL baytı içeriyor

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $detail.
grid_csv-unreadable = CSV olarak okunamıyor: { $detail }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# layouts and header rows
# Variables: $row (a row number), $words.
grid_header-row = satır { $row } ({ $words })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $row (a row number), $words.
grid_header-row-more = satır { $row } ({ $words }, …)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $most.
grid_rounds-range = tur sayısı 0 ile { $most } arasında olmalı, bulunan: { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $words.
grid_pairings-needs-result = bir eşlendirme listesi başlığında Beyaz ve Siyah sütunlarının yanında bir sonuç sütunu da olmalı: { $words }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name_words, $white_words.
grid_no-header = başlık satırı bulunamadı: bir çapraz tablo başlığı (isim ve her tur için bir sütun: R1, R2, … ya da Kolo 1, Runde 1, …) veya bir eşlendirme listesi başlığı (Tur, Beyaz, Siyah, Sonuç) bekleniyordu. İsim: { $name_words }; Beyaz: { $white_words }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $header, $rounds (round numbers).
grid_header-two-ways = { $header } başlık olarak iki şekilde okunuyor: çapraz tablo olarak (isim ve { $rounds } tur sütunları) ve eşlendirme listesi olarak (Beyaz ve Siyah sütunları). Eşlendirme listesi için tur sütunlarını (ör. Notlar olarak), çapraz tablo için Beyaz/Siyah sütunlarını yeniden adlandırın.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $found, $second.
grid_notation-unknown = gösterim { $found }: { $first } veya { $second } bekleniyordu

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $crosstable, $pairings.
grid_grid-two-ways = bu tablo iki şekilde okunuyor: çapraz tablo olarak (başlık: { $crosstable }) ve eşlendirme listesi olarak (başlık: { $pairings }). Her sayfada veya dosyada tek bir düzen bırakın: diğerini kendi sayfasına veya dosyasına taşıyın.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_second-header_crosstable = ikinci bir başlık satırı: { $first } ve { $second } ikisi de bir çapraz tablo başlatıyor; her sayfada veya dosyada bir tane bırakın

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_second-header_pairings = ikinci bir başlık satırı: { $first } ve { $second } ikisi de bir eşlendirme listesi başlatıyor; her sayfada veya dosyada bir tane bırakın

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $header.
grid_list-no-games = bir oyuncu listesi ({ $header }) bulundu ama hiç oyun yok: bir çapraz tablo (R1, R2, … tur sütunları) veya bir eşlendirme listesi (Tur, Beyaz, Siyah, Sonuç) bekleniyordu

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_two-lists = iki oyuncu listesi: { $first } ve { $second }; birini bırakın

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_list-twice = hem tabloda bir oyuncu listesi hem de ayrı bir oyuncu listesi verildi; birini bırakın

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name_words, $number_words.
grid_list-no-header = başlık satırı olan bir oyuncu listesi bekleniyordu (isim: { $name_words }; no.: { $number_words })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7), $text.
# same-as-english
grid_column-at = { $cell } { $text }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cells, $role.
grid_column-twice = iki sütun { $role } olarak okunuyor: { $cells }; birini yeniden adlandırın

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# player rows
# Variables: $found.
grid_rating-expected = bir rating bekleniyordu (1850 gibi bir tam sayı ya da boş), bulunan: { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_number-expected = bir başlangıç numarası bekleniyordu (1'den başlayan bir tam sayı), bulunan: { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_name-empty = oyuncunun ismi bekleniyordu, hücre boş

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name (a name (a player, team or tournament)), $why (the reason, another message).
grid_name-bad = isim { $name }: { $why }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_points-expected = oyuncunun puanı bekleniyordu (ör. 3, 3.5, 3,5 veya 3½), bulunan: { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $tokens, $total.
grid_points-disagree = { $found } puanı oyunlarla uyuşmuyor: { $tokens } toplamı { $total }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# crosstables
grid_name-column-missing = bir isim sütunu bekleniyordu

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_round-below-one = tur numaraları 1'den başlar, bulunan: { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $round (a round number of the tournament), $second.
grid_round-two-columns = { $round }. turun iki sütunu var: { $first } ve { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# $count (not shown) chooses the plural form.
# Variables: $last, $missing.
grid_rounds-missing =
    { $count ->
        [one] tur sütunları { $last }. tura kadar gidiyor ama şu turun sütunu yok: { $missing }
       *[other] tur sütunları { $last }. tura kadar gidiyor ama şu turların sütunu yok: { $missing }
    }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $most, $round (a round number of the tournament).
grid_round-over-max = { $round }. tur: bir turnuva en çok { $most } tur olabilir

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $planned, $round (a round number of the tournament).
grid_planned-below-columns = turnuvanın tur sayısı { $planned }, ama tabloda { $round }. tur için bir sütun var

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $words.
grid_no-number-column = başlangıç numarası sütunu yok ({ $words }): tur hücrelerindeki rakipler başlangıç numaralarıdır, bu yüzden her oyuncu satırında bir tane olmalı

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_no-player-rows = bir çapraz tablo başlığı var ama altında oyuncu satırı yok

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $number, $second.
grid_number-twice = { $number } başlangıç numarası iki kez kullanılmış: { $first } ve { $second }. satırlar

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $numbers, $ranks.
grid_opponents-two-ways = tur hücrelerindeki rakip numaraları iki şekilde okunuyor: başlangıç numarası olarak (sütun { $numbers }) ve sıra olarak (sütun { $ranks }); oyunlar her iki okumada da uyuşuyor. Numaraların kastetmediği sütunu silin ya da başlığını yeniden adlandırın.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $numbers, $ranks.
grid_opponents-neither = rakip numaraları başlangıç numarası olarak okundu (sütun { $numbers }); sıra olarak okunduğunda da (sütun { $ranks }) oyunlar uyuşmuyor

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $high, $low, $opponent (an opponent's name).
grid_opponent-unknown = { $found } çapraz tabloda olmayan { $opponent } numaralı oyuncuyu belirtiyor (numaralar { $low }–{ $high })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $opponent (an opponent's name).
grid_opponent-unknown-none = { $found } çapraz tabloda olmayan { $opponent } numaralı oyuncuyu belirtiyor (numara yok)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $here, $opponent (an opponent's name), $round (a round number of the tournament),
# $there.
grid_back-ref-empty = { $here }, { $round }. turdaki rakibin { $opponent } numaralı oyuncu olduğunu söylüyor, ama { $there } ({ $opponent } numaralı oyuncu, { $round }. tur) boş

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $here, $opponent (an opponent's name), $round (a round number of the tournament),
# $there, $there_text.
grid_back-ref-has = { $here }, { $round }. turdaki rakibin { $opponent } numaralı oyuncu olduğunu söylüyor, ama { $there } ({ $opponent } numaralı oyuncu, { $round }. tur) { $there_text } içeriyor

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $expected, $here, $here_text, $opponent (an opponent's name), $round (a round number of
# the tournament), $there, $there_text.
grid_sides-differ-expected = { $round }. turun oyunu iki satırda farklı kaydedilmiş: { $here } { $here_text } içeriyor ama { $there } ({ $opponent } numaralı oyuncu) { $there_text } içeriyor; orada { $expected } bekleniyordu

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $here, $here_text, $opponent (an opponent's name), $round (a round number of the
# tournament), $there, $there_text.
grid_sides-differ = { $round }. turun oyunu iki satırda farklı kaydedilmiş: { $here } { $here_text } içeriyor ama { $there } ({ $opponent } numaralı oyuncu) { $there_text } içeriyor

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# pairings lists and their player lists
# Variables: $first, $number, $second.
grid_list-number-twice = { $number } başlangıç numarası oyuncu listesinde iki kez kullanılmış: { $first } ve { $second }. satırlar

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_list-empty = bir oyuncu listesi başlığı var ama altında oyuncu yok

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name (a name (a player, team or tournament)), $rows, $words.
grid_name-twice-no-numbers = iki oyuncunun adı { $name } ({ $rows }. satırlar) ve listede başlangıç numarası sütunu yok: bir tane ekleyin ({ $words }) ve eşlendirmelerde onları numarayla belirtin

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_number-expected-plain = bir başlangıç numarası bekleniyordu, bulunan: { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_number-from-1 = 1'den başlayan bir başlangıç numarası bekleniyordu, bulunan: { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $number.
grid_number-not-in-list = bilinmeyen oyuncu: oyuncu listesinde { $number } başlangıç numarası yok

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $name (a name (a player, team or tournament)), $number.
grid_name-number-mismatch = { $found }, oyuncu listesinde { $name } olan { $number } başlangıç numarasıyla uyuşmuyor

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $numbers.
grid_name-ambiguous = { $found } başlangıç numarası { $numbers } olabilir: bu isimde iki oyuncu var; bunun yerine başlangıç numarasını yazın

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_player-unknown = bilinmeyen oyuncu { $found }: oyuncu listesinde yok

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $close, $found.
grid_player-unknown-close = bilinmeyen oyuncu { $found }: oyuncu listesinde yok ({ $close } mı demek istediniz?)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $number.
grid_number-without-list = { $number } başlangıç numarası, ama diğer satırlar oyuncuları isimle belirtiyor ve { $number } numaranın kim olduğunu söyleyen bir oyuncu listesi yok: ismi yazın ya da bir oyuncu listesi ekleyin (No., İsim, …)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_number-columns-twice_white = Beyaz'ın yanında iki başlangıç numarası sütunu: { $first } ve { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_number-columns-twice_black = Siyah'ın yanında iki başlangıç numarası sütunu: { $first } ve { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_round-expected = bir tur numarası bekleniyordu (1, R1, Tur 1), bulunan: { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_no-round = bu oyunun turu yok: Tur sütununda bir tur numarası ya da oyunların üstünde 'Tur 1' gibi bir satır bekleniyordu

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $who.
grid_same-player-both-sides = iki tarafta da aynı oyuncu ({ $who })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $black, $white.
grid_game-or-bye = bir oyun (Beyaz ve Siyah) ya da bir bay (bir oyuncu ve BYE, H, F, Z veya U) bekleniyordu, bulunan: Beyaz { $white }, Siyah { $black }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_bye-points-expected = rakibi olmayan bir oyuncu için bayın puanı (1, ½, 0) ya da bir bay kelimesi (BYE, H, F, Z, U) bekleniyordu, bulunan: { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_bye-points-range = bir bay 1, ½ veya 0 puan değerindedir, bulunan: { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_byes-two = bir satırda iki farklı bay: { $first } ve { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $bye, $found, $worth.
grid_bye-points-mismatch = { $found } puanı bir { $bye } ile uyuşmuyor (değeri { $worth })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_bye-missing = rakibi olmayan bir oyuncu: diğer oyuncunun hücresinde ya da sonuç hücresinde BYE, H (yarım puanlık bay), F (tam puanlık bay), Z (sıfır puanlık bay) veya U bekleniyordu

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
grid_player-twice-in-round = { $name } { $round }. turda zaten { $first } hücresinde: bir oyuncu her turda bir kez yer alır

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $round (a round number of the tournament), $row (a row number).
grid_row-no-players = { $row }. satırda { $round }. tur var ama oyuncu yok: Beyaz, Siyah ve sonuç (ya da bir oyuncu ve bir bay) bekleniyordu; satırda oyun yoksa silin

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $board (a board number of a team match), $round (a round number of the tournament),
# $row (a row number).
grid_row-no-players-board = { $row }. satırda { $round }. tur ve { $board }. masa var ama oyuncu yok: Beyaz, Siyah ve sonuç (ya da bir oyuncu ve bir bay) bekleniyordu; satırda oyun yoksa silin

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $expected.
grid_no-result = sonuç yok: { $expected } bekleniyordu (yalnızca süren tur, yani sonuçları olan son tur, henüz sonucu olmayan oyunlar içerebilir)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $planned, $round (a round number of the tournament).
grid_planned-below-row = turnuvanın tur sayısı { $planned }, ama bu satır { $round }. turda

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# consistency of the whole event (core/formats/validate.py)
# Variables: $results, $rounds (round numbers).
grid_results-over-rounds = { $results } turluk sonuç var ama turnuva { $rounds } tur duyuruyor

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $others, $results.
grid_results-uneven = { $results } turluk sonuç var, diğer oyuncularda ise { $others }; oyuncunun eşlendirilmediği bir tur için -- yazın

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $token.
grid_opponent-not-in-event = { $token }, turnuvada olmayan { $opponent } numaralı oyuncuyu belirtiyor

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_paired-self = bir oyuncu kendisiyle eşlendirilemez

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $other, $round (a round number of the tournament),
# $token.
grid_back-ref-other-has = { $token } rakibin { $opponent } numaralı oyuncu olduğunu söylüyor, ama { $opponent } numaralı oyuncunun { $round }. turda kaydı { $other }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $other, $paired, $round (a round number of the
# tournament), $token.
grid_back-ref-other-paired = { $token } rakibin { $opponent } numaralı oyuncu olduğunu söylüyor, ama { $opponent } numaralı oyuncu { $round }. turda { $paired } numaralı oyuncuyla eşlendirilmiş ({ $other })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $other, $round (a round number of the tournament),
# $token.
grid_results-disagree = { $token }, { $round }. turdaki aynı oyun için { $opponent } numaralı oyuncunun { $other } kaydıyla uyuşmuyor

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $player (a player's name), $round (a round number of
# the tournament).
grid_same-colour_white = { $round }. turda hem { $player } hem { $opponent } numaralı oyuncu Beyaz olarak kaydedilmiş

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $player (a player's name), $round (a round number of
# the tournament).
grid_same-colour_black = { $round }. turda hem { $player } hem { $opponent } numaralı oyuncu Siyah olarak kaydedilmiş

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $by, $player (a player's name), $round (a round number of the tournament).
grid_paired-twice = { $player } numaralı oyuncu { $round }. turda iki kez eşlendirilmiş ({ $by } numaralı oyuncular tarafından)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $after, $round (a round number of the tournament), $token.
grid_after-withdrawal = { $after }. turdan sonra turnuvadan ayrıldı ama { $round }. turda { $token } kaydı var; -- bekleniyordu

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $later, $round (a round number of the tournament).
grid_round-no-results = { $round }. turun hiç sonucu yok (oyun, bay veya yokluk), oysa { $later }. turun var

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# $count (not shown) chooses the plural form.
# Variables: $cells, $name (a name (a player, team or tournament)), $other, $rounds (round numbers).
grid_same-player-typo =
    { $count ->
        [one] { $name } yalnızca { $rounds }. turda geçiyor; { $other } ({ $cells }) mi demek istediniz? İki ayrı oyuncuysa ikisini de bir Players bloğuna veya sekmesine yazın.
       *[other] { $name } yalnızca { $rounds }. turlarda geçiyor; { $other } ({ $cells }) mi demek istediniz? İki ayrı oyuncuysa ikisini de bir Players bloğuna veya sekmesine yazın.
    }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name (a name (a player, team or tournament)).
grid_listed-no-row = { $name } oyuncu listesinde var ama çapraz tabloda satırı yok

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $end, $header, $last, $row (a row number).
grid_row-short = { $row }. satır { $last } sütununda bitiyor, ama başlığı ({ $header }. satır) { $end } sütununa kadar gidiyor: bir hücre eksik; her hücreyi, boş olanı da yazın (henüz girilmemiş bir sonuç boş bir son hücredir)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $later, $opponent (an opponent's name), $round (a round number of the tournament).
grid_pending-before-results = { $round }. turdaki { $opponent } numaralı oyuncuyla oyunun henüz sonucu yok, ama { $later }. turun sonuçları var: sonucu girin (sıralama yalnızca tamamlanmış turları sayar, bu yüzden sonraki bütün sonuçlar onu bekler)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7), $first, $name (a name (a player, team or
# tournament)).
grid_near-twin-merged = { $name }, { $first } ({ $cell }) olarak okundu: adlar yalnızca aksan, büyük-küçük harf ya da boşlukla ayrılıyor; iki oyuncuysalar ikisini de başlangıç numaralarıyla bir Players bloğunda listeleyin

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7).
grid_settings_second-block = ikinci bir 'Tiebreak settings' bloğu (ilki { $cell } hücresinde); yalnızca birini bırakın

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $key.
grid_settings_twice = { $key } ayarı iki kez verilmiş

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $value (a tie-break value (a number)).
grid_settings_target = hedef { $value }: 'columns' veya 'standings-tab' bekleniyor

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $langs, $value (a tie-break value (a number)).
grid_settings_language = dil { $value }: şunlardan biri bekleniyor: { $langs }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $most, $value (a tie-break value (a number)).
grid_settings_lots-seed = kura seed değeri { $value }: 0 ile { $most } arasında bir tam sayı bekleniyor

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $value (a tie-break value (a number)).
grid_settings_single-winner = tek kazanan { $value }: evet veya hayır bekleniyor

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $key.
grid_settings_unknown-key = bilinmeyen ayar { $key }: Rules, Order, Start date, Target, Language, Lots seed veya Single winner bekleniyor

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $names, $value (a tie-break value (a number)).
grid_settings_rules = kural kümesi { $value }: şunlardan biri bekleniyor: { $names }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $value (a tie-break value (a number)).
grid_settings_date = başlangıç tarihi { $value }: 2025-09-13 ya da 13.9.2025 gibi bir tarih bekleniyor
