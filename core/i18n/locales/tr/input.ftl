### Türkçe (tr): reading tournament files (JSON, TRF, team files, lichess): problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A problem found reading a tournament file.
# Variables: $byte, $encoding (a character encoding's name, such as cp1250 (kept as it is)).
input_decode_not-in-encoding = { $encoding } metni değil: bu satırdaki 0x{ $byte } baytı { $encoding } kodlamasında bir karakter değil

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $suggestions.
input_decode_no-such-encoding = bilinmeyen kodlama { $encoding }: { $suggestions } mi demek istediniz?

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $name (a name
# (a player, team or tournament)).
input_decode_option = --encoding { $name } onu { $encoding } olarak okur

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $suggestions.
input_decode_not-a-text-encoding = { $encoding } bir metin kodlaması değil (baytları bayta ya da metni metne çevirir): { $suggestions } gibi bir karakter kümesi belirtin

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)).
input_decode_read-named = { $encoding } olarak okundu, belirtilen kodlama (--encoding)

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)).
input_decode_read-mark = bayt sırası işaretinin dediği gibi { $encoding } olarak okundu

# A problem found reading a tournament file.
input_decode_read-utf-8 = UTF-8 olarak okundu

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $option.
input_decode_read-guessed = { $encoding } olarak okundu: UTF-8 değil ve okunuşu akla yatkın olan tek eski kod sayfası bu ({ $option } onu belirtir)

# A problem found reading a tournament file.
input_decode_read-workbook = bir Excel çalışma kitabı, XML'inin bildirdiği kodlamayla okundu

# A problem found reading a tournament file.
# Variables: $file (a file's name), $what.
# same-as-english
input_decode_read-line = { $file }: { $what }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_order = order: { $found } bulundu, ["BH-C1", "BH"] gibi bir eşitlik bozma kodları listesi bekleniyor

# A problem found reading a tournament file.
# Variables: $first, $first_no, $second, $second_no.
input_warning_near-twins = { $first } (No. { $first_no }) ile { $second } (No. { $second_no }) yalnızca aksan, büyük-küçük harf ya da boşlukla ayrılıyor: iki kez girilmiş tek bir oyuncu mu, yoksa adları onları ayırması gereken iki oyuncu mu

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $word.
input_decode_candidate = { $encoding } ({ $word } okunur)

# A problem found reading a tournament file.
# Shared pieces
# Variables: $left (the part before), $right (the part after).
input_or = { $left } veya { $right }

# A problem found reading a tournament file.
# Variables: $first, $last.
input_columns = { $first }-{ $last } sütunları

# A problem found reading a tournament file.
# Variables: $found, $problem (the problem found, another message).
input_found = { $problem }, bulunan { $found }

# A problem found reading a tournament file.
input_kind_list = bir liste

# A problem found reading a tournament file.
input_kind_object = bir nesne

# A problem found reading a tournament file.
# core/formats/load.py
# Variables: $reason.
input_load_unreadable = dosya okunamıyor: { $reason }

# A problem found reading a tournament file.
input_load_no-stdin = standart girdi kapalı: bir dosya adı verin ya da dosyayı girdiye yönlendirin

# A problem found reading a tournament file.
input_load_unknown-format = turnuva JSON, TRF-16 veya CSV dosyası değil

# A problem found reading a tournament file.
# core/formats/text_decoding.py
# Variables: $size (a size (a number)).
# same-as-english
input_size_mb = { $size } MB

# A problem found reading a tournament file.
# Variables: $limit (a limit (a number)), $size (a size (a number)).
input_decode_too-large = dosya { $size }; tiebreak en fazla { $limit } boyutundaki turnuva dosyalarını okur

# A problem found reading a tournament file.
# Variables: $limit (a limit (a number)).
input_decode_larger-than = dosya { $limit } boyutundan büyük; tiebreak en fazla { $limit } boyutundaki turnuva dosyalarını okur

# A problem found reading a tournament file.
input_decode_save-as-utf8 = dosyayı UTF-8 olarak kaydediniz (Excel'de: Farklı Kaydet, 'CSV UTF-8'; LibreOffice'te: karakter kümesi 'Unicode (UTF-8)')

# A problem found reading a tournament file.
# Variables: $advice, $byte, $encoding (a character encoding's name, such as cp1250 (kept as it
# is)).
input_decode_bad-bom = { $encoding } metni gibi başlıyor ama geçerli { $encoding } değil (bayt { $byte }): { $advice }

# A problem found reading a tournament file.
# Variables: $advice.
input_decode_nul = metin dosyası değil: bir NUL baytı içeriyor (bir elektronik tablo mu, yoksa bayt sırası işareti olmayan UTF-16 mı?); { $advice }

# A problem found reading a tournament file.
# Variables: $advice, $byte, $candidates, $options.
input_decode_ambiguous = UTF-8 değil (bu satırda 0x{ $byte } baytı) ve metin birden fazla kodlamada sözcük veriyor: { $candidates }; { $advice } ya da kodlamayı belirtin (--encoding): { $options }

# A problem found reading a tournament file.
# Variables: $advice, $byte.
input_decode_unknown = UTF-8 değil (bu satırda 0x{ $byte } baytı) ve metin Windows-1250, ISO-8859-2, Windows-1252, Windows-1251 ya da Windows-1254 kodlamalarının hiçbirinde bir dilin sözcüklerini vermiyor: { $advice } ya da kodlamayı belirtin (--encoding)

# A problem found reading a tournament file.
# core/formats/crosstable.py
input_token_help = +W9, =B9, -9, +F9, -F9, ?W9, BYE/U, F, H, Z veya -- gibi bir simge (formats.md, bölüm 1)

# A problem found reading a tournament file.
# Variables: $help, $token.
input_token_unknown = { $token }, { $help } değil

# A problem found reading a tournament file.
# Variables: $limit (a limit (a number)), $token.
input_token_too-large = { $token }: rakip numaraları en fazla { $limit } olabilir

# A problem found reading a tournament file.
# Variables: $token.
input_token_zero = { $token }: rakip numaraları 1'den başlar

# A problem found reading a tournament file.
# Variables: $token.
input_token_drawn-forfeit = { $token }: hükmen sonuç kazanılır (+F) veya kaybedilir (-F), berabere olmaz

# A problem found reading a tournament JSON file.
# core/formats/tournament_json.py
# Variables: $detail.
input_json_invalid = geçerli JSON değil: { $detail }

# A problem found reading a tournament JSON file.
# Variables: $digits, $key, $limit (a limit (a number)).
input_json_long-number = { $key }: { $digits } basamaklı bir sayı; bir turnuvadaki sayılar en fazla { $limit } basamaklıdır

# A problem found reading a tournament JSON file.
# Variables: $digits, $limit (a limit (a number)).
input_json_long-number-bare = { $digits } basamaklı bir sayı; bir turnuvadaki sayılar en fazla { $limit } basamaklıdır

# A problem found reading a tournament JSON file.
# Variables: $limit (a limit (a number)).
input_json_too-deep = çok derin iç içe yapı: { $limit } düzeyden fazla iç içe diziler veya nesneler

# A problem found reading a tournament JSON file.
input_json_not-object = "players" içeren bir JSON nesnesi bekleniyordu

# A problem found reading a tournament JSON file.
# Variables: $expected, $found.
input_json_format = biçim { $found }; beklenen { $expected }

# A problem found reading a tournament JSON file.
# Variables: $key.
input_json_unknown-key = bilinmeyen anahtar { $key } (özel anahtarlar 'x-' ile başlar)

# A problem found reading a tournament JSON file.
# Variables: $field, $found.
input_json_not-string = { $field } bir metin olmalı, bulunan { $found }

# A problem found reading a tournament JSON file.
# Variables: $field, $problem (the problem found, another message), $value (a tie-break value (a
# number)).
# same-as-english
input_json_bad-text = { $field } { $value }: { $problem }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_start-date = start_date { $found }, 2026-11-03 gibi bir tarih değil

# A problem found reading a tournament JSON file.
# Variables: $expected, $found.
input_json_notation = notation { $found }: beklenen { $expected }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_system = system { $found }: beklenen swiss, round-robin veya team-swiss

# A problem found reading a tournament JSON file.
# Variables: $example.
input_json_scoring-object = scoring, { $example } gibi bir nesne olmalı

# A problem found reading a tournament JSON file.
# Variables: $key.
input_json_scoring-key = scoring: bilinmeyen anahtar { $key } (win, draw, loss, pab)

# A problem found reading a tournament JSON file.
# Variables: $found, $key.
input_json_scoring-number = scoring.{ $key }: bir sayı bekleniyordu, bulunan { $found }

# A problem found reading a tournament JSON file.
# Variables: $found, $key, $problem (the problem found, another message).
input_json_scoring-range = scoring.{ $key }: { $problem }, bulunan { $found }

# A problem found reading a tournament JSON file.
# Variables: $problem (the problem found, another message).
# same-as-english
input_json_scoring = scoring: { $problem }

# A problem found reading a tournament JSON file.
input_json_no-players = players boş olmayan bir liste olmalı

# A problem found reading a tournament JSON file.
# Variables: $found, $limit (a limit (a number)).
input_json_rounds = rounds 0 ile { $limit } arasında bir tam sayı olmalı, bulunan { $found }

# A problem found reading a tournament JSON file.
# Variables: $limit (a limit (a number)), $rounds (round numbers).
input_json_too-many-rounds = bir oyuncunun { $rounds } turluk sonucu var; bir turnuva en fazla { $limit } tur sürer

# A problem found reading a tournament JSON file.
# Variables: $index.
input_json_player-not-object = players[{ $index }] bir nesne değil

# A problem found reading a tournament JSON file.
# Variables: $found, $index, $limit (a limit (a number)).
input_json_bad-id = players[{ $index }]: id 1 ile { $limit } arasında bir tam sayı olmalı, bulunan { $found }

# A problem found reading a tournament JSON file.
input_json_duplicate-id = aynı id iki kez kullanılmış

# A problem found reading a tournament JSON file.
# Variables: $found, $limit (a limit (a number)).
input_json_rating = rating 0 ile { $limit } arasında bir tam sayı veya null olmalı, bulunan { $found }

# A problem found reading a tournament JSON file.
input_json_results-list = results bir simge listesi olmalı

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_not-token = { $found } bir simge değil

# A problem found reading a tournament JSON file.
# Variables: $problem (the problem found, another message).
# same-as-english
input_json_token = { $problem }

# A problem found reading a tournament JSON file.
# Variables: $problem (the problem found, another message).
input_json_uscf-hint = { $problem } (US Chess tablo gösterimi mi? dosyaya "notation": "uscf" ekleyiniz)

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_withdrawn = withdrawn_after bir tur numarası olmalı, bulunan { $found }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_birth = birth, 2008-05-17 gibi bir tarih veya 2008 gibi bir yıl olmalı, bulunan { $found }

# A problem found reading a tournament JSON file.
# Variables: $found.
input_json_sex = sex "m" veya "f" olmalı, bulunan { $found }

# A problem found reading a FIDE TRF file.
# core/formats/trf.py: reading
# Variables: $found.
input_trf_not-record = { $found } bir TRF kaydı değil: bir satır 001, 012 veya XXR gibi 3 karakterli bir kodla başlar

# A problem found reading a FIDE TRF file.
input_trf_no-players = oyuncu kaydı yok (001 ile başlayan satırlar)

# A problem found reading a FIDE TRF file.
# Variables: $id, $line (a line number).
input_trf_duplicate-start = { $id } başlangıç numarası iki kez kullanılmış ({ $line }. satırda da)

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_start-number = 5-8 sütunları başlangıç numarasını içerir, bulunan { $found }

# A problem found reading a FIDE TRF file.
# Variables: $name (a name (a player, team or tournament)), $problem (the problem found, another
# message).
input_trf_name = ad { $name }: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $found, $limit (a limit (a number)).
input_trf_rating-limit = 49-52 sütunları ratingi içerir, 0 ile { $limit } arasında bir tam sayı, bulunan { $found }

# A problem found reading a FIDE TRF file.
# Variables: $columns, $field, $problem (the problem found, another message), $value (a tie-break
# value (a number)).
input_trf_text = { $columns } sütunları ({ $field }) { $value }: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_rating = 49-52 sütunları ratingi içerir, bulunan { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_fide-id = 58-68 sütunları FIDE ID'yi içerir, bulunan { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_points-column = 81-84 sütunları puanı içerir, bulunan { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_rank = 86-89 sütunları sırayı içerir, bulunan { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_blank = 90-91 sütunları boş olmalı, bulunan { $found }

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_round-block = { $columns }: { $found }, '  12 w 1' gibi bir tur değil (bloğun 1-4, 6 ve 8. sütunlarında rakip, renk, sonuç)

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_opponent = { $columns }: rakip { $found } bir başlangıç numarası değil

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_colour = { $columns }: renk { $found }; beklenen w, b veya -

# A problem found reading a FIDE TRF file.
# Variables: $columns, $found.
input_trf_result = { $columns }: sonuç { $found }; beklenen 1 0 = + - W D L H F U Z

# A problem found reading a FIDE TRF file.
# Variables: $code (a tie-break code such as BH (kept as it is)), $problem (the problem found,
# another message).
input_trf_record = { $code } kaydı: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $found, $limit (a limit (a number)).
input_trf_xxr = tur sayısı 0 ile { $limit } arasında bir tam sayı olmalı, bulunan { $found }

# A problem found reading a FIDE TRF file.
# Variables: $found.
input_trf_score-format = 1.0 gibi puan bekleniyordu, bulunan { $found }

# A problem found reading a FIDE TRF file.
# Variables: $problem (the problem found, another message).
input_trf_scoring = puanlama: { $problem }

# A problem found reading a FIDE TRF file.
# Variables: $opponent (an opponent's name).
input_trf_no-result = { $opponent } numaralı oyuncuya karşı oyunun sonucu yok

# A problem found reading a FIDE TRF file.
# Variables: $opponent (an opponent's name), $result.
input_trf_bye-with-opponent = { $result } sonucu bir bay, ama rakip { $opponent } belirtiyor

# A problem found reading a FIDE TRF file.
# Variables: $result.
input_trf_needs-opponent = { $result } sonucu bir rakip gerektirir; rakipsiz bir tur U (eşlendirmeyle verilen bay, PAB), F, H, Z veya - (eşlendirilmedi) olur

# A problem found reading a FIDE TRF file.
# Variables: $counted, $found.
input_trf_points = dosyadaki puan { $found }, oyunlar { $counted } veriyor

# A problem found reading a FIDE TRF file.
# Variables: $count (a number choosing the plural form), $total.
input_trf_points-scoring = { $total } oyuncudan { $count } oyuncunun puanı 1-½-0 puanlamasına uymuyor; başka bir puanlama için 'BBW  3.0', 'BBD  1.0', 'BBL  0.0', 'BBU  3.0' gibi kayıtlar ekleyiniz

# A problem found reading a FIDE TRF file.
# core/formats/trf.py: writing
# Variables: $limit (a limit (a number)), $players.
input_trf_too-many-players = turnuvada { $players } oyuncu var, ama TRF-16 başlangıç numaraları dört basamaklıdır (1 ile { $limit } arası): turnuvayı turnuva JSON olarak tutunuz (--to json)

# A problem found reading a FIDE TRF file.
# Variables: $id, $limit (a limit (a number)).
input_trf_start-too-large = { $id } başlangıç numarası TRF-16'nın dört basamağına sığmıyor (1 ile { $limit } arası): oyuncuları yeniden numaralandırınız

# A problem found reading a FIDE TRF file.
input_trf_limit_name-break = turnuva adında satır sonu var

# A problem found reading a FIDE TRF file.
# Variables: $value (a tie-break value (a number)), $what.
input_trf_limit_scoring = puanlama: { $what } = { $value } tek ondalıklı bir sayı değil

# A problem found reading a FIDE TRF file.
# Variables: $key.
input_trf_limit_field = { $key } turnuva alanının TRF kaydı yok

# A problem found reading a FIDE TRF file.
# Variables: $round (a round number of the tournament).
input_trf_limit_round = { $round }. turda oyun, hükmen sonuç veya eşlendirmeyle verilen bay (PAB) yok; bir TRF okuyucusu böyle bir sütunu önceden istenmiş baylar sayar

# A problem found reading a FIDE TRF file.
# Variables: $name (a name (a player, team or tournament)), $width.
input_trf_limit_name = { $name } adı 15-47 sütunlarına sığmıyor (en fazla { $width } karakter, satır sonu yok, başta ve sonda boşluk yok)

# A problem found reading a FIDE TRF file.
# Variables: $rating.
input_trf_limit_rating = { $rating } ratingi 49-52 sütunlarına sığmıyor

# A problem found reading a FIDE TRF file.
# Variables: $federation.
input_trf_limit_federation = { $federation } federasyonu 3 harfli bir kod değil

# A problem found reading a FIDE TRF file.
# Variables: $id.
input_trf_limit_fide-id = FIDE ID { $id } en fazla 11 basamaklı bir sayı değil

# A problem found reading a FIDE TRF file.
# Variables: $title.
input_trf_limit_title = { $title } unvanı 11-13 sütunlarına sığmıyor

# A problem found reading a FIDE TRF file.
# Variables: $round (a round number of the tournament).
input_trf_limit_withdrawn = TRF'de { $round }. turdan sonra turnuvadan ayrılma için alan yok (oynanmayan turlar yazılır)

# A problem found reading a FIDE TRF file.
input_trf_limit_points = puan 81-84 sütunlarına sığmıyor

# A problem found reading a FIDE TRF file.
# Variables: $key.
input_trf_limit_player-field = { $key } alanının TRF sütunu yok

# A problem found reading a tournament file.
# core/questions/calc.py
input_card_not-object = "rules" ve "card" içeren bir nesne bekleniyordu

# A problem found reading a tournament file.
# Variables: $known.
input_card_rules = rules tek bir kural setini belirtmeli ({ $known }); bir kartın tarihi yoktur

# A problem found reading a tournament file.
# Variables: $entry.
input_card_entry = kartın { $entry }. kaydı

# A problem found reading a tournament file.
# Variables: $results.
input_card_result = result şunlardan biri olmalı: { $results }

# A problem found reading a tournament file.
input_card_opponent-score = opponent_score bir sayı olmalı

# A problem found reading a tournament file.
# Variables: $decimals, $found, $limit (a limit (a number)).
input_card_opponent-score-range = opponent_score 0 ile { $limit } arasında, en fazla { $decimals } ondalıklı bir sayı olmalı, bulunan { $found }

# A problem found reading a tournament file.
# Variables: $least.
input_card_rounds = rounds ≥ { $least } olan bir tam sayı olmalı

# A problem found reading a tournament file.
# core/sources/lichess.py
# Variables: $found.
input_lichess_bad-id = { $found } bir lichess İsviçre turnuvası id'si değil (8 harf veya rakam, https://lichess.org/swiss/j8rtJ5GL örneğindeki gibi)

# A problem found reading a tournament file.
input_lichess_not-ref = bir lichess İsviçre turnuvası değil: beklenen https://lichess.org/swiss/ID veya lichess:ID

# A problem found reading a tournament file.
# Variables: $id.
input_lichess_no-players = lichess İsviçre turnuvası { $id } henüz oyuncusuz

# A problem found reading a tournament file.
# Variables: $id.
input_lichess_not-found = lichess'te { $id } İsviçre turnuvası yok

# A problem found reading a tournament file.
# Variables: $id, $status.
input_lichess_private = lichess İsviçre turnuvası { $id } özel (HTTP { $status }): yalnızca üyeleri görebilir

# A problem found reading a tournament file.
# Variables: $status, $url (a web address).
input_remote_http = lichess { $url } için HTTP { $status } yanıtı verdi

# A problem found reading a tournament file.
# Variables: $error.
input_remote_unreachable = lichess'e ulaşılamadı ({ $error })

# A problem found reading a tournament file.
input_remote_too-many-requests = lichess çok fazla istek olduğunu bildiriyor (HTTP 429)

# A problem found reading a tournament file.
# Variables: $status.
input_remote_server = lichess HTTP { $status } yanıtı verdi

# A problem found reading a tournament file.
# Variables: $attempts, $why (the reason, another message).
input_remote_gave-up =
    { $count ->
        [one] { $why }; { $attempts } denemeden sonra vazgeçildi
       *[other] { $why }; { $attempts } denemeden sonra vazgeçildi
    }

# A problem found reading a tournament file.
# Variables: $attempts, $wait, $why (the reason, another message).
input_remote_wait-limit =
    { $count ->
        [one] { $why }; { $wait } s daha beklemek bekleme sınırını aşar, { $attempts } denemeden sonra vazgeçildi
       *[other] { $why }; { $wait } s daha beklemek bekleme sınırını aşar, { $attempts } denemeden sonra vazgeçildi
    }

# A problem found reading a tournament file.
# Variables: $detail, $id.
input_remote_not-json = lichess'in { $id } İsviçre turnuvası tanımı JSON değil ({ $detail })

# A problem found reading a tournament file.
# Variables: $id.
input_remote_not-object = lichess'in { $id } İsviçre turnuvası tanımı bir JSON nesnesi değil

# A problem found reading a tournament file.
input_lichess_arena = yalnızca lichess İsviçre turnuvaları okunabilir: bir Arena'nın (lichess.org/tournament/…) eşitlik bozmada kullanılacak turları yoktur

# A problem found reading a tournament file.
# Variables: $id, $why (the reason, another message).
input_lichess_header-name = lichess'in { $id } İsviçre turnuvasına verdiği ad gösterilemiyor: { $why }

# A problem found reading a tournament file.
# Variables: $found, $id, $most.
input_lichess_header-rounds = lichess, { $id } İsviçre turnuvasının { $found } turu olduğunu söylüyor; en çok { $most } okunabilir

# A problem found reading a tournament file.
# Variables: $found, $id.
input_lichess_header-start = lichess'in { $id } İsviçre turnuvası için verdiği başlangıç zamanı bir tarih değil: { $found }

# A problem found reading a tournament file.
# Variables: $seconds (a number of seconds), $url (a web address).
input_remote_timeout = lichess { $url } adresini { $seconds } s içinde göndermedi; vazgeçildi

# A problem found reading a tournament file.
# Variables: $most, $url (a web address).
input_remote_redirects = lichess { $url } için { $most } kereden fazla yönlendirdi; vazgeçildi

# A problem found reading a tournament file.
# Variables: $most, $url (a web address).
input_remote_too-large = lichess'in { $url } yanıtı { $most } boyutundan büyük; okunmadı

# A problem found reading a tournament file.
# Variables: $encoding (a character encoding's name, such as cp1250 (kept as it is)), $url (a web
# address).
input_remote_encoding = lichess { $url } yanıtını istenmeyen bir kodlamayla gönderdi ({ $encoding })

# A problem found reading a tournament file.
# Variables: $detail, $url (a web address).
input_remote_bad-gzip = lichess'in { $url } için sıkıştırılmış yanıtı bozuk ({ $detail })

# A problem found reading a tournament file.
# Variables: $id, $most.
input_remote_long-number = lichess'in { $id } İsviçre turnuvası açıklamasında { $most } basamaktan uzun bir sayı var

# A problem found reading a tournament file.
# Variables: $id, $most.
input_remote_too-deep = lichess'in { $id } İsviçre turnuvası açıklaması { $most } düzeyden derin iç içe

## Team inputs --- (formats.md 6, rules.md 9.1: core/formats/team_json.py,

# A problem found reading a team event's file.
# core/formats/trf_teams.py, core/formats/grid_boards.py, core/formats/lineups.py)
# Variables: $id.
input_team_cell_team = { $id } numaralı takım

# A problem found reading a team event's file.
# Variables: $id, $round (a round number of the tournament).
input_team_cell_team-round = { $id } numaralı takım, { $round }. tur

# A problem found reading a team event's file.
# Variables: $player (a player's name), $team (a team's name).
input_team_member-twice = { $player } numaralı oyuncu { $team } listesinde iki kez geçiyor

# A problem found reading a team event's file.
# Variables: $player (a player's name), $team (a team's name).
input_team_unknown-member = { $team } takımının { $player } numaralı üyesi turnuvanın oyuncusu değil

# A problem found reading a team event's file.
# Variables: $first, $name (a name (a player, team or tournament)), $player (a player's name),
# $second.
input_team_two-teams = { $player } numaralı oyuncu ({ $name }) hem { $first } hem { $second } takımının üyesi; bir oyuncu tek bir takımda oynar

# A problem found reading a team event's file.
# Variables: $boards, $members (the players of a tied group), $team (a team's name).
input_team_too-few = { $team } takımının { $members } üyesi var, bir maçın { $boards } masasından az

# A problem found reading a team event's file.
# Variables: $player (a player's name).
input_team_no-team = { $player } numaralı oyuncu hiçbir takımda değil; takım turnuvasında her oyuncu bir takıma aittir

# A problem found reading a team event's file.
# Variables: $token.
input_team_requested-bye = { $token }: takım turnuvasında istenen bay yoktur; üye oynar, takımın bay'ini alır (U) ya da oynamaz (--)

# A problem found reading a team event's file.
# Variables: $boards, $count (a number choosing the plural form), $players, $round (a round number
# of the tournament), $team (a team's name).
input_team_lineup-size = { $team } takımının { $round }. turdaki kadrosu { $boards } masanın { $count } tanesini dolduruyor (oyuncular { $players }); kadro ya bütün masaları doldurur ya hiçbirini

# A problem found reading a team event's file.
# Variables: $others, $pab, $round (a round number of the tournament), $team (a team's name).
input_team_partial-pab = { $team } takımı { $round }. turda kadronun yalnızca bir kısmında bay alıyor (bay alan masalar: { $pab }; almayanlar: { $others }); takımın bay'i bütün kadroyu kapsar

# A problem found reading a team event's file.
# Variables: $board (a board number of a team match), $opponent (an opponent's name), $round (a
# round number of the tournament), $team (a team's name).
input_team_teammate = { $team } takımının { $round }. turdaki { $board }. masası aynı takımdan { $opponent } numaralı oyuncuyla oynuyor

# A problem found reading a team event's file.
# Variables: $board (a board number of a team match), $opponent (an opponent's name), $other,
# $other_board, $player (a player's name), $round (a round number of the tournament), $team (a
# team's name).
input_team_board-order = { $team } takımının { $round }. turdaki { $board }. masası ({ $player } numaralı oyuncu) { $other } takımının { $other_board }. masası olan { $opponent } numaralı oyuncuyla oynuyor; bir kadronun i. masası diğerinin i. masasıyla oynar

# A problem found reading a team event's file.
# Variables: $first, $first_board, $round (a round number of the tournament), $second,
# $second_board, $team (a team's name).
input_team_two-opponents = { $team } takımı { $round }. turda { $first_board }. masada { $first }, { $second_board }. masada { $second } ile oynuyor; bir kadro tek bir takımla oynar

# A problem found reading a team event's file.
# Variables: $key, $system.
input_team_json_not-team = { $key } takım turnuvasına aittir, "system" ise { $system } (takımlar için team-swiss veya team-round-robin)

# A problem found reading a team event's file.
# Variables: $key, $system.
input_team_json_needs = { $system } turnuvası { $key } gerektirir (formats.md 6.1)

# A problem found reading a team event's file.
# Variables: $found, $limit (a limit (a number)).
input_team_json_boards = "boards" 1 ile { $limit } arasında bir tam sayı olmalı, bulunan { $found }

# A problem found reading a team event's file.
input_team_json_teams-list = "teams" boş olmayan bir takım listesi olmalı, örneğin { "{" }"id": 1, "name": "Team A", "members": [1, 2]{ "}" }

# A problem found reading a team event's file.
# Variables: $index.
input_team_json_not-object = "teams" içindeki { $index }. takım bir nesne değil

# A problem found reading a team event's file.
# Variables: $found, $index, $limit (a limit (a number)).
input_team_json_id = "teams" içindeki { $index }. takım: "id" 1 ile { $limit } arasında bir tam sayı olmalı, bulunan { $found }

# A problem found reading a team event's file.
# Variables: $id.
input_team_json_duplicate-id = { $id } takım numarası iki kez kullanılmış

# A problem found reading a team event's file.
# Variables: $key.
input_team_json_key = takımda bilinmeyen anahtar { $key } (id, name, members)

# A problem found reading a team event's file.
# Variables: $found.
input_team_json_name = takımın "name" alanı metin olmalı, bulunan { $found }

# A problem found reading a team event's file.
# Variables: $found.
input_team_json_members = "members" masa sırasına göre oyuncu numaralarının listesi olmalı, bulunan { $found }

# A problem found reading a team event's file.
# Variables: $example.
input_team_json_scoring-object = "team_scoring" bir nesne olmalı, örneğin { $example }

# A problem found reading a team event's file.
# Variables: $key.
input_team_json_scoring-key = "team_scoring" içinde bilinmeyen anahtar { $key } (win, draw, loss, pab, primary)

# A problem found reading a team event's file.
# Variables: $found.
input_team_json_primary = "team_scoring" içindeki "primary" "MP" veya "GP" olmalı, bulunan { $found }

# A problem found reading a team event's file.
# Variables: $found, $key.
input_team_json_scoring-number = "team_scoring" { $key } bir sayı olmalı, bulunan { $found }

# A problem found reading a team event's file.
# Variables: $found, $key, $problem (the problem found, another message).
input_team_json_scoring-range = "team_scoring" { $key }: { $problem }, bulunan { $found }

# A problem found reading a team event's file.
# Variables: $boards, $count (a number choosing the plural form), $file (a file's name), $played,
# $rounds (round numbers), $teams.
input_team_check-ok = { $file }: tamam — takım turnuvası, { $boards } masada { $teams } takım, { $count } oyuncu, { $rounds } turun { $played } turu, her kadro masa masa tek bir takımla oynuyor

# A problem found reading a team event's file.
# Variables: $found.
input_team_trf_member = 013 takım kaydı başlangıç numaralarını 37-40, 42-45, … sütunlarında verir; bulunan { $found }

# A problem found reading a team event's file.
input_team_trf_no-name = 013 takım kaydı 5-36 sütunlarında takımın adını gerektirir

# A problem found reading a team event's file.
# Variables: $name (a name (a player, team or tournament)).
input_team_trf_no-members = { $name } takımının 013 kaydında başlangıç numarası yok

# A problem found reading a team event's file.
input_team_trf_forfeit-no-opponent = '0000 - +' rakipsiz bir hükmen sonuçtur ve takım turnuvası bunu kabul etmez: oynanmayan masa diğer takımın üyesini belirtir (rules.md 12.37)

# A problem found reading a team event's file.
# Variables: $id, $position.
input_team_trf_limit_id = { $id } numaralı takım { $position }. takım olarak yazılır: TRF-16 takımları 013 satırlarının sırasına göre numaralar

# A problem found reading a team event's file.
# Variables: $name (a name (a player, team or tournament)).
input_team_trf_limit_name = { $name } takım adı bir 013 satırının 32 sütununa sığmıyor

# A problem found reading a team event's file.
input_team_trf_limit_scoring = TRF-16'da maç puanı alanı yok: dosya 2-1-0, beraberlik değerinde takım bay'i ve MP ana puanıyla geri okunur

# A problem found reading a team event's file.
# Variables: $boards, $largest.
input_team_trf_limit_boards = turnuvada { $boards } masa var ama hiçbir kadro { $largest } masadan fazlasını doldurmuyor; TRF-16 masa sayısını en büyük kadrodan alır

# A problem found reading a team event's file.
# Variables: $words.
input_team_grid_no-teams = masa oyunları (Maç ya da Ev sahibi/Deplasman sütunu) bir takım listesi gerektirir: takım sütunu ({ $words }) ve oyuncu sütunu olan bir başlık, masa sırasına göre üye başına bir satır

# A problem found reading a team event's file.
input_team_grid_no-team-cell = bu üyenin takımı yok: takımın adını ilk satırına yazın

# A problem found reading a team event's file.
# Variables: $board (a board number of a team match), $lineup, $name (a name (a player, team or
# tournament)), $round (a round number of the tournament), $team (a team's name).
input_team_grid_board = burada { $board }. masa, ama { $name } { $round }. turda { $team } kadrosunun { $lineup }. masası (oynayan üyeler, takım listesinin sırasıyla)

# A problem found reading a team event's file.
# Variables: $match, $round (a round number of the tournament), $teams.
input_team_grid_match-teams = { $round }. turun { $match } maçında ikiden fazla takımın oyuncusu var: { $teams }

# A problem found reading a team event's file.
# Variables: $found.
input_team_grid_score = 2½-1½ ya da 3:1 gibi bir maç sonucu bekleniyordu, bulunan { $found }

# A problem found reading a team event's file.
# Variables: $match, $round (a round number of the tournament).
input_team_grid_score-no-boards = { $round }. turun { $match } maçının sonucu var ama hiç oyunu yok

# A problem found reading a team event's file.
# Variables: $away, $away_points, $found, $home, $home_points, $match, $round (a round number of the
# tournament).
input_team_grid_score-sum = { $round }. turdaki { $match } maçının { $found } sonucu masaların toplamı değil: { $home } { $home_points } - { $away_points } { $away }

# A problem found reading a tournament file.
# Variables: $token.
input_token_pending-forfeit = { $token }: hükmen sonucun bir sonucu vardır (+F veya -F); sonucu beklenen oyun ?W9, ?B9 veya ?9 olarak yazılır

# A problem found reading a FIDE TRF file.
# Variables: $count (a number choosing the plural form), $round (a round number of the tournament).
input_trf_pending =
    { $count ->
        [one] TRF-16 sonucu beklenen bir oyunu tutamaz: { $round }. turda sonucu olmayan { $count } oyun var; önce sonucu girin (turnuva JSON'u bunu ?W9 olarak tutar)
       *[other] TRF-16 sonucu beklenen bir oyunu tutamaz: { $round }. turda sonucu olmayan { $count } oyun var; önce sonuçları girin (turnuva JSON'u bunları ?W9 olarak tutar)
    }
