### Türkçe (tr): the tiebreak command line's words: argparse's own words, the help of each
### option, the usage line's placeholders, and what the commands print around the tables.
### The comment above a message is its context (docs/translating.md).

# The command line (tiebreak): help texts, usage and messages.
# Variables: $char, $encoding (a character encoding's name, such as cp1250 (kept as it is)).
cli_error_encoding = çıktının kodlaması { $encoding }, { $char } karakterini yazamıyor; PYTHONIOENCODING=utf-8 ayarlayın (ya da başka bir --lang seçin)

# The command line (tiebreak): help texts, usage and messages.
# Variables: $above, $below.
cli_ties_why = { $above } neden { $below } adlı oyuncunun üstünde:

# The command line (tiebreak): help texts, usage and messages.
# Variables: $above, $below.
cli_ties_pair = { $above } ve { $below }:

# The command line (tiebreak): help texts, usage and messages.
cli_ties_none = Hiçbir iki oyuncu eşit puanla bitirmedi: eşitlik bozmaya gerek olmadı.

# The command line (tiebreak): help texts, usage and messages.
cli_ties_title = Açıklamalar

# The command line (tiebreak): help texts, usage and messages.
# Variables: $how, $id, $player (a player's name), $points (a number of points), $rank (a place in
# the standings), $rules (a rule set's name such as fide-2026 (kept as it is)).
cli_explain_player = { $player } ({ $id }): { $points }, sıra { $rank }; kurallar { $rules } ({ $how })

# The command line (tiebreak): help texts, usage and messages.
# Variables: $how, $id, $player (a player's name), $points (a number of points), $rank (a place in
# the standings), $rules (a rule set's name such as fide-2026 (kept as it is)).
cli_explain_player-shared = { $player } ({ $id }): { $points }, sıra { $rank } (paylaşılan); kurallar { $rules } ({ $how })

# The command line (tiebreak): help texts, usage and messages.
cli_warning = uyarı:

# The command line (tiebreak): help texts, usage and messages.
# Variables: $count (a number choosing the plural form), $file (a file's name), $played, $rounds
# (round numbers).
cli_check_ok =
    { $count ->
        [one] { $file }: tamam — { $count } oyuncu, { $rounds } turdan { $played } tur oynandı, her oyun iki tarafta da aynı biçimde kaydedilmiş
       *[other] { $file }: tamam — { $count } oyuncu, { $rounds } turdan { $played } tur oynandı, her oyun iki tarafta da aynı biçimde kaydedilmiş
    }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $score (a score
# (points)).
cli_calc_head = Kart ({ $rules } kuralları): rakipleriniz için { $score } puan sayılır

# The command line (tiebreak): help texts, usage and messages.
cli_calc_items = Buchholz, tur tur:

# The command line (tiebreak): help texts, usage and messages.
cli_error_empty-order = eşitlik bozma sırası boş: --tiebreak ile bir ölçüt belirtin

# The command line (tiebreak): help texts, usage and messages.
cli_error_same-player = iki farklı oyuncu belirtin

# The command line (tiebreak): help texts, usage and messages.
cli_error_live-after-round = --live ve --after-round birlikte kullanılamaz: --after-round K yalnızca 1-K turlarını, --live devam eden turu da sayar

# The command line (tiebreak): help texts, usage and messages.
cli_help_description = İsviçre sistemi ve lig sistemi satranç turnuvaları için eşitlik bozma ölçütleri, hesabıyla birlikte.

# The command line (tiebreak): help texts, usage and messages.
cli_help_version = sürümü yazdırır ve çıkar

# The command line (tiebreak): help texts, usage and messages.
cli_help_notation = çapraz tablo hücrelerinin yazılışı: standard (+W9, =B9, BYE) veya uscf (US Chess tablosu: W5, D2, L4, X8, F8, B, H, U); varsayılan: dosyanın belirttiği, yoksa standard

# The command line (tiebreak): help texts, usage and messages.
# Variables: $langs.
cli_help_lang = çıktı dili: { $langs } (varsayılan: $TIEBREAK_LANG, yoksa en)

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_help_rules = oynanmayan turlar için kural seti: { $names }

# The command line (tiebreak): help texts, usage and messages.
cli_help_order = eşitlik bozma sırası, ör. BH-C1,BH,SB

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_help_preset = hazır eşitlik bozma sırası ve kural seti: { $names }

# The command line (tiebreak): help texts, usage and messages.
cli_help_after-round = K. turdan sonraki puan durumu (yalnızca ilk K tur sayılır)

# The command line (tiebreak): help texts, usage and messages.
cli_help_unrated-rating = rating ölçütlerinde ratingsiz oyuncular için kullanılan rating (C.07 10)

# The command line (tiebreak): help texts, usage and messages.
cli_help_standings = eşitlik bozma sütunlarıyla sıralama tablosu

# The command line (tiebreak): help texts, usage and messages.
cli_help_file = turnuva JSON, TRF-16 ya da CSV (veya lichess:ID)

# The command line (tiebreak): help texts, usage and messages.
cli_help_explain-ties = tablodan sonra komşu oyuncular arasındaki her eşitliği açıklar

# The command line (tiebreak): help texts, usage and messages.
cli_help_explain = bir oyuncunun eşitlik bozma değerleri, tur tur

# The command line (tiebreak): help texts, usage and messages.
cli_help_player = başlangıç numarası ya da ad

# The command line (tiebreak): help texts, usage and messages.
cli_help_short = oyuncunun eşitlik bozma değerleri tek paragrafta ve neden o sırada olduğu

# The command line (tiebreak): help texts, usage and messages.
cli_help_tiebreak = tek bir kod (varsayılan: sıradaki her kod; --format json ile ilki)

# The command line (tiebreak): help texts, usage and messages.
cli_help_why = bir oyuncuyu diğerinin üstüne hangi ölçütün koyduğu

# The command line (tiebreak): help texts, usage and messages.
cli_help_check = bir dosyayı doğrular: her sorun, satırı ya da hücresiyle

# The command line (tiebreak): help texts, usage and messages.
cli_help_convert = turnuvayı turnuva JSON ya da TRF-16 olarak yazar

# The command line (tiebreak): help texts, usage and messages.
cli_help_output = yazılacak dosya (varsayılan: standart çıktı)

# The command line (tiebreak): help texts, usage and messages.
cli_help_calc = bir oyuncunun kartı, bir puan kartı vektöründeki gibi

# The command line (tiebreak): help texts, usage and messages.
cli_error_needs-httpx = lichess'ten okumak için httpx gerekli: pip install 'tiebreak[lichess]'

# The command line (tiebreak): help texts, usage and messages.
cli_help_lots = son eşitlikler bu seed değeriyle çekilen kurayla bozulur (tam sayı; sıranın sonuna eklenen LOTS ölçütü)

# The command line (tiebreak): help texts, usage and messages.
cli_help_single-winner = yönetmelik tek bir kazanan istiyor: nihai sıralamada 1. sıra paylaşılırsa uyarı verilir ve 1 koduyla çıkılır

# The command line (tiebreak): help texts, usage and messages.
# Variables: $count (a number choosing the plural form), $file (a file's name), $games, $round (a
# round number of the tournament).
cli_check_pending-first = { $file }: { $round }. tur sürüyor: sonucu beklenen oyunlar: { $games } oyundan { $count } (bilgi, hata değil); henüz tamamlanan tur yok, standings --live biten oyunları sayar

# The command line (tiebreak): help texts, usage and messages.
# Variables: $after, $count (a number choosing the plural form), $file (a file's name), $games,
# $round (a round number of the tournament).
cli_check_pending =
    { $count ->
        [one] { $file }: { $round }. tur sürüyor: { $games } oyundan { $count } tanesinin sonucu bekleniyor (bilgi, hata değil); puan durumu 1. ile { $after }. turları sayar, standings --live biten oyunları ekler
       *[other] { $file }: { $round }. tur sürüyor: { $games } oyundan { $count } tanesinin sonucu bekleniyor (bilgi, hata değil); puan durumu 1. ile { $after }. turları sayar, standings --live biten oyunları ekler
    }

# The command line (tiebreak): help texts, usage and messages.
cli_help_live = geçici puan durumu: süren turun biten oyunlarını ekler (sonucu beklenen oyunlar hiçbir şey katmaz)

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_usage = kullanım:

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_positionals = konumsal argümanlar

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_options = seçenekler

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_help = bu yardım iletisini gösterir ve çıkar

# The command line (tiebreak): help texts, usage and messages.
# Variables: $argument, $message.
cli_argparse_argument = { $argument } argümanı: { $message }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_required = şu argümanlar zorunludur: { $names }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_unrecognized = tanınmayan argümanlar: { $names }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $choices, $value (a tie-break value (a number)).
cli_argparse_invalid-choice = geçersiz seçim: { $value } (şunlardan birini seçin: { $choices })

# The command line (tiebreak): help texts, usage and messages.
# Variables: $type, $value (a tie-break value (a number)).
cli_argparse_invalid-value = geçersiz { $type } değeri: { $value }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $value (a tie-break value (a number)).
cli_argparse_invalid-int = geçersiz değer { $value }: tam sayı bekleniyor

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_expected-one = bir değer bekleniyor

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_expected-at-most-one = en fazla bir değer bekleniyor

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_expected-at-least-one = en az bir değer bekleniyor

# The command line (tiebreak): help texts, usage and messages.
# Variables: $matches, $option.
cli_argparse_ambiguous = belirsiz seçenek: { $option } şunlardan biri olabilir: { $matches }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_ignored-explicit = fazladan değer { $names }: bu seçenek değer almaz

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_not-allowed = { $names } argümanıyla birlikte kullanılamaz

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_one-of-required = { $names } argümanlarından biri zorunludur

# The command line (tiebreak): help texts, usage and messages.
cli_help_command = komut; her birinin kendi --help seçeneği vardır

# The command line (tiebreak): help texts, usage and messages.
cli_help_format = çıktı biçimi (varsayılan: text)

# The command line (tiebreak): help texts, usage and messages.
cli_help_to = turnuvanın yazılacağı biçim: turnuva JSON ya da TRF-16

# The command line (tiebreak): help texts, usage and messages.
cli_help_card = bir oyuncunun kartı (JSON, formats.md bölüm 3)

# The command line (tiebreak): help texts, usage and messages.
cli_help_player-a = üstteki oyuncu ya da soran oyuncu: başlangıç numarası ya da ad

# The command line (tiebreak): help texts, usage and messages.
cli_help_player-b = alttaki oyuncu (verilmezse: hemen üstteki ve alttaki oyuncularla karşılaştırma)

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_command = komut

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_file = dosya

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_player = oyuncu

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_player-a = oyuncu_a

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_player-b = oyuncu_b

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_card = kart

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_rules = KURALLAR

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_order = SIRA

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_preset = HAZIR

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_tiebreak = KOD

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_output = ÇIKTI

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_encoding = AD

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_dir = DİZİN

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_own-opp = KENDİ:RAKİP

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_pairs = EŞLENDİRMELER

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_prizes = ÖDÜLLER
