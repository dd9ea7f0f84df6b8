### Türkçe (tr): the Discord bot's replies, buttons and command descriptions (Discord Markdown).
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_encoding = Dosya UTF-8 değilse kodlaması: cp1250, iso-8859-2, cp1251, cp1252, cp1254…

## Shared

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $title.
bot_continued = { $title } (devamı)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_kind_file = dosya

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# same-as-english
bot_kind_lichess = lichess

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_kind_sheet = Google E-Tablo

# The label of a button under a bot reply.
bot_button_previous = ◀ Önceki

# The label of a button under a bot reply.
bot_button_next = Sonraki ▶

## /standings

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# same-as-english
bot_standings_column_rank = #

# A short column header: the starting number, not the word no.
bot_standings_column_no = BSNo

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_standings_column_name = İsim

# A short column header: the points (score).
bot_standings_column_pts = Puan

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
bot_standings_title = { $name }: { $round }. tur sonunda puan durumu

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
bot_standings_rules = Kurallar `{ $rules }` · eşitlik bozma sırası: { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_standings_warnings = ⚠️ { $count } uyarı: `/rules` komutuna bakın

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $page (a page number), $pages (the number
# of pages), $slug (a tournament's short name (kept as it is)).
bot_standings_footer = Sayfa { $page }/{ $pages } · { $count } oyuncu · turnuva `{ $slug }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_standings_moved-title = Puan durumu

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_standings_moved = Puan durumu değişti: artık { $count } sayfa var ve bu sonuncusu.

## /buchholz, /tiebreak, /why

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament).
bot_explain_round = **{ $round }. tur**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)).
bot_explain_versus = rakip { $name } ({ $id })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $code (a tie-break code such as BH (kept as it is)), $rules (a rule set's name such as
# fide-2026 (kept as it is)), $value (a tie-break value (a number)).
bot_explain_head = **{ $code } = { $value }**, `{ $rules }` kurallarına göre

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $code (a tie-break code such as BH (kept as it is)), $id, $player (a player's name).
bot_explain_title = { $player } ({ $id }) için { $code }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament), $tournament.
bot_explain_footer = { $tournament } · { $round }. tur sonunda

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)), $rank (a place in the standings),
# $score (a score (points)).
bot_entrant_line = **{ $name }** ({ $id }): sıra { $rank }, { $score }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $rank (a place in the standings).
bot_why_place-title = { $name } neden { $rank }. sırada

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $above, $below.
bot_why_title = { $above } neden { $below } adlı oyuncunun üstünde

## /player

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $players, $rank (a place in the standings),
# $round (a round number of the tournament).
bot_player_head = Sıra **{ $rank }** / { $players } · { $round }. tur sonunda **{ $count }** puan

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rating.
# same-as-english
bot_player_rating = rating { $rating }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_unrated = ratingsiz

# The player had the white pieces in that game.
bot_player_white = (beyazla)

# The player had the black pieces in that game.
bot_player_black = (siyahla)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_won = galibiyet

# Said of a game: the player drew it (neither side won).
bot_player_drew = beraberlik

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_lost = yenilgi

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_won-forfeit = hükmen galibiyet

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_lost-forfeit = hükmen yenilgi

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $colour, $opponent (an opponent's name), $result, $round (a round number of the
# tournament), $score (a score (points)).
bot_player_game = **{ $round }. tur** { $result }, rakip { $opponent }{ $colour } · { $score }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $result, $round (a round number of the tournament), $score (a score (points)).
bot_player_unpaired = **{ $round }. tur** { $result } · { $score }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_tiebreaks = **Eşitlik bozma ölçütleri** (`/tiebreak` hesabı gösterir):

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $tournament.
bot_player_footer = { $tournament } · kurallar { $rules }

## /rules, /tournament settings

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_rules_title = { $name } için kurallar

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)).
bot_rules_rule-set = Kural seti: `{ $rules }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)).
bot_rules_rule-set-default = Kural seti: `{ $rules }` (varsayılan)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH).
bot_rules_order = Eşitlik bozma sırası: { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH).
bot_rules_order-default = Eşitlik bozma sırası: { $order } (varsayılan)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $kind, $source.
bot_rules_source = Kaynak: { $source } ({ $kind })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $counted, $rounds (round numbers).
bot_rules_rounds = Sayılan turlar: { $counted } / { $rounds }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_rules_warnings = **Uyarılar**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_rules_no-warnings = Uyarı yok.

## Organisers

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_summary_title-linked = Turnuva bağlandı

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_summary_title = Turnuva

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_summary_linked = **{ $name }**, `{ $slug }` olarak bağlandı (etkin turnuva).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_summary_using = Artık **{ $name }**, `{ $slug }` olarak kullanılıyor (etkin turnuva).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_summary_synced = **{ $name }** (`{ $slug }`) yeniden okundu (etkin turnuva).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $counted, $order (tie-break codes in order,
# such as BH-C1, BH), $rounds (round numbers), $rules (a rule set's name such as fide-2026 (kept as
# it is)).
bot_summary_counts = { $count } oyuncu, { $counted } / { $rounds } tur; kurallar `{ $rules }`, eşitlik bozma sırası: { $order }.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $kind, $source.
bot_summary_source = Kaynak: { $source } ({ $kind }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_summary_warnings = ⚠️ { $count } uyarı: `/rules` komutuna bakın.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $note.
bot_summary_sheet = Tablo: { $note }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_list_title = Bağlı turnuvalar

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $kind, $mark, $name (a name (a player, team or tournament)), $order (tie-break codes in
# order, such as BH-C1, BH), $read, $rules (a rule set's name such as fide-2026 (kept as it is)),
# $slug (a tournament's short name (kept as it is)), $source.
bot_list_line = { $mark } `{ $slug }`: { $name } ({ $kind }: { $source }; kurallar { $rules }, sıra { $order }; okunma { $read })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_choice_default = varsayılan (default)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_list_default = varsayılan

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_list_none = Henüz yok: `/tournament link` komutunu kullanın.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_unlink_title = Turnuva bağlantısı kaldırıldı

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $after, $name (a name (a player, team or tournament)), $slug (a tournament's short name
# (kept as it is)).
bot_unlink_done = `{ $slug }` ({ $name }) bağlantısı kaldırıldı. { $after }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_unlink_active = Etkin turnuva artık `{ $slug }`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_unlink_none = Şu anda bağlı turnuva yok.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_role_title = Organizatör rolü

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $role.
bot_role_set = { $role } rolüne sahip üyeler artık organizatör komutlarını kullanabilir.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_role_cleared = Artık organizatör komutlarını yalnızca Sunucuyu Yönet iznine sahip üyeler kullanabilir.

## Errors

# An error the Discord bot replies (Discord Markdown).
bot_error_title = İşlem başarısız oldu

# An error the Discord bot replies (Discord Markdown).
# Variables: $query.
bot_error_no-player = **{ $query }** ile eşleşen oyuncu yok.

# An error the Discord bot replies (Discord Markdown).
# Variables: $players.
bot_error_did-you-mean = Şunu mu demek istediniz: { $players }?

# An error the Discord bot replies (Discord Markdown).
# Variables: $players, $query.
bot_error_ambiguous = **{ $query }** ile birden çok oyuncu eşleşiyor: { $players }. Listeden birini seçin ya da adın daha fazlasını yazın.

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form).
bot_error_unreadable = Turnuva okunamadı ({ $count } sorun):

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form).
bot_error_more = … ve { $count } tane daha.

# An error the Discord bot replies (Discord Markdown).
bot_error_cooldown-title = Biraz yavaşlayın

# An error the Discord bot replies (Discord Markdown).
# Variables: $seconds (a number of seconds).
bot_error_cooldown = Komut geçici olarak sınırlı. { $seconds } sn sonra yeniden deneyin.

# An error the Discord bot replies (Discord Markdown).
bot_error_stale-command = Bu komut, Discord size gösterdiğinden beri değişti. Bir dakika sonra yeniden deneyin ya da Discord'u yeniden yükleyin (Ctrl+R).

# An error the Discord bot replies (Discord Markdown).
bot_error_stale-button = Bu düğme güncel değil: `/standings` komutunu yeniden çalıştırın.

# An error the Discord bot replies (Discord Markdown).
bot_error_dm = Bu komut doğrudan mesajlarda değil, bir sunucuda çalışır.

# An error the Discord bot replies (Discord Markdown).
bot_error_unexpected-title = Bir şeyler ters gitti

# An error the Discord bot replies (Discord Markdown).
bot_error_unexpected = Bot beklenmedik bir sorunla karşılaştı; sorun kaydedildi.

# An error the Discord bot replies (Discord Markdown).
# Variables: $slug (a tournament's short name (kept as it is)), $when.
bot_error_kept = `{ $slug }` puan durumu { $when } okunduğu hâliyle tutuldu; kaynak şimdi şöyle yanıt veriyor:

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_kept-title = Son iyi okuma tutuldu

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $reason, $when.
bot_live_kept = Puan durumu { $when } okunduğu hâliyle tutuldu; kaynak şimdi şöyle yanıt veriyor: { $reason }

# An error the Discord bot replies (Discord Markdown).
bot_error_store-down = Botun veritabanı yanıt vermiyor; bir dakika sonra yeniden deneyin.

# An error the Discord bot replies (Discord Markdown).
bot_error_store-failed = Botun veritabanında bir hata oluştu; ayrıntılar botun işletmecisinde. Bir dakika sonra yeniden deneyin.

# An error the Discord bot replies (Discord Markdown).
bot_error_work-limit-title = Durduruldu

# An error the Discord bot replies (Discord Markdown).
# Variables: $seconds (a number of seconds).
bot_error_work-limit = { $seconds } s sonra durduruldu: bu yanıt, botun herkese yanıt vermeyi sürdürmek için bir soruya ayırdığı süreden uzun sürüyor. Daha küçük bir bölümü sorun (bir oyuncu, önceki bir tur) ya da komut satırını kullanın (`tiebreak`).

# An error the Discord bot replies (Discord Markdown).
bot_error_busy = Bot bu sunucunun son soruları üzerinde hâlâ çalışıyor; biraz sonra yeniden deneyin.

# An error the Discord bot replies (Discord Markdown).
bot_error_no-tournament = Bu sunucuya henüz bağlı bir turnuva yok. Bir organizatör `/tournament link` ile bir turnuva bağlayabilir (Google E-Tablolar URL'si, lichess İsviçre turnuvası URL'si ya da ekli bir TRF/JSON/CSV dosyası).

# An error the Discord bot replies (Discord Markdown).
# Variables: $key, $known.
bot_error_unknown-tournament = “{ $key }” adında bağlı bir turnuva yok. Burada bağlı olanlar: { $known }.

# An error the Discord bot replies (Discord Markdown).
bot_error_none-linked = yok

# An error the Discord bot replies (Discord Markdown).
bot_error_not-organiser = Bunu yalnızca organizatörler yapabilir: Sunucuyu Yönet izni gerekir.

# An error the Discord bot replies (Discord Markdown).
# Variables: $role.
bot_error_not-organiser-role = Bunu yalnızca organizatörler yapabilir: Sunucuyu Yönet izni ya da { $role } rolü gerekir.

# An error the Discord bot replies (Discord Markdown).
# Variables: $id, $name (a name (a player, team or tournament)).
bot_error_same-player = İki farklı oyuncu seçin: iki seçenek de { $name } ({ $id }) oyuncusunu gösteriyor.

# An error the Discord bot replies (Discord Markdown).
bot_error_one-source = Tam olarak bir kaynak verin: `url` (Google E-Tablo ya da lichess İsviçre turnuvası) veya `file` (ekli bir TRF, JSON ya da CSV dosyası).

# An error the Discord bot replies (Discord Markdown).
# Variables: $reason, $source.
bot_error_source = { $source } okunamadı: { $reason }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_too-large = dosya çok büyük

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $mb.
bot_source_larger-than = dosya { $mb } MB'tan büyük

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_bad-url = bir Google E-Tablolar URL'si (https://docs.google.com/spreadsheets/d/...) ya da bir lichess İsviçre turnuvası URL'si (https://lichess.org/swiss/<8 karakter>) bekleniyordu; bunun yerine bir TRF, JSON ya da CSV dosyası da ekleyebilirsiniz

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_binary = tournament JSON, TRF ya da CSV dosyası değil (ikili bir dosya)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_no-lichess = lichess içe aktarma kurulu değil (pip install 'tiebreak[lichess]')

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $error.
bot_source_lichess-down = lichess yanıt vermedi ({ $error })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_the-sheet = Google E-Tablo

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_no-sheets = Google E-Tablolar bağlayıcısı kurulu değil (pip install 'tiebreak[sheets]')

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $error.
bot_source_no-credentials = botun kullanılabilir Google kimlik bilgisi yok: botu çalıştıran kişi GOOGLE_APPLICATION_CREDENTIALS değişkenini bir hizmet hesabı anahtar dosyasına ayarlar ve tablo bu hesapla paylaşılır ({ $error })

## Command descriptions (Discord: at most 100 characters)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_standings = Puan durumunu gösterir: puanlar ve geçerli sıradaki eşitlik bozma sütunları.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_player = Oyuncunun karnesini (tur, renk, rakip, sonuç) ve eşitlik bozma değerlerini gösterir.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_rules = Kural setini, eşitlik bozma sırasını ve hesaplamanın uyarılarını gösterir.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_buchholz = Oyuncunun Buchholz'unu tur tur gösterir: her rakibin sayılan puanı ve nedeni.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tiebreak = Oyuncunun herhangi bir eşitlik bozma değerinin nasıl hesaplandığını gösterir.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_why = Bir oyuncuyu diğerinin üstüne hangi ölçütün koyduğunu, iki taraf için gösterir.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament = Turnuvaları bu sunucuya bağlayın ve kuralları seçin (organizatörler).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_link = Turnuva bağlar (tablo, lichess İsviçre turnuvası ya da dosya); etkin turnuva olur.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_use = Bağlı başka bir turnuvayı etkin yapar.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_list = Bu sunucuya bağlı turnuvaları listeler.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_unlink = Turnuvanın bağlantısını kaldırır (kaynağına dokunulmaz).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_settings = Kural setini ve eşitlik bozma sırasını ayarlar (boş bırakılırsa gösterir).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_organiser-role = Üyeleri turnuva bağlayıp ayarlayabilen rolü seçer.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_sync = Turnuvanın kaynağını yeniden okur (ve tablonun eşitlik bozma sütunlarını yazar).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_page = Tablonun sayfası (sayfa başına 20 oyuncu)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_tournament = Etkin olandan başka bir bağlı turnuva

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_after-round = Bu turun sonundaki puan durumu

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_player = Ad ya da başlangıç numarası

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_variant = Tam, Cut-1, Cut-2, Median-1 ya da Median-2 (varsayılan: tam)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_code = Eşitlik bozma kodu, ör. SB, PS, ARO, BH-C1, DE

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_player-a = Bir oyuncu

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_player-b = Diğer oyuncu (boş bırakın: ilki neden o sırada?)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_url = Google E-Tablo URL'si ya da lichess İsviçre turnuvası URL'si

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_file = Ya da bir TRF, tournament JSON, CSV veya Excel (.xlsx) dosyası ekleyin

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_use = Etkin yapılacak bağlı turnuva

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_unlink = Bağlantısı kaldırılacak turnuva

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_rules = Oynanmayan turlar için kural seti (varsayılan: tarihe göre FIDE)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_order = Virgülle ayrılmış eşitlik bozma kodları ya da 'default'

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_role = Bu role sahip üyeler organizatör komutlarını kullanabilir (temizlemek için boş bırakın)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_addon-token = Bağlı Google tablosundaki Tiebreak menüsü için belirteç oluşturur (yalnızca siz görürsünüz).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_addon-token_title = Tiebreak menüsü için belirteç

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $sheet, $slug (a tournament's short name
# (kept as it is)).
bot_addon-token_made = **{ $name }** (`{ $slug }`) Google tablosu için Tiebreak hizmetinin yeni belirteci; yalnızca bu tabloda geçerli (`{ $sheet }`). Bir kez ve yalnızca size gösterilir:

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_addon-token_paste = Tabloda **Tiebreak > Ayarlar**'ı açın, hizmetin adresiyle birlikte bu tablonun belirteci olarak yapıştırın ve kaydedin.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id.
bot_addon-token_revoke = Hizmeti çalıştıran kişi onu listeleyebilir ve iptal edebilir: `tiebreak-serve token list`, `tiebreak-serve token revoke { $id }`.

# An error the Discord bot replies (Discord Markdown).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_error_addon-token-not-sheet = `{ $slug }` bir Google tablosu değil: Tiebreak menüsü bir Google tablosunda bulunur. `/tournament link url:` ile bir tablo bağlayın.

# An error the Discord bot replies (Discord Markdown).
bot_error_addon-token-no-store = Bu bot henüz Tiebreak menüsü için belirteç oluşturmuyor: botu çalıştıran kişi `TIEBREAK_SERVE_DATABASE_URL` değerini `tiebreak-serve` belirteç deposuna (onun `DATABASE_URL` değeri ya da `sqlite:///` ve `TIEBREAK_SERVE_DB` dosyasının yolu) ayarlayıp botu yeniden başlatır (docs/addon-setup.md).

# An error the Discord bot replies (Discord Markdown).
bot_error_addon-token-store = Tiebreak hizmetinin belirteç deposu şu anda kullanılamıyor; belirteç oluşturulmadı. Botu çalıştıran kişi nedeni botun günlüğünde bulur.

## /prizes, /tournament prizes

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)), $places, $points (a number of
# points), $prize.
# same-as-english
bot_prizes_share = **{ $places }** · { $name } ({ $id }), { $points }: **{ $prize }**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $place, $text.
# same-as-english
bot_prizes_unawarded = **{ $place }** · { $text }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)), $prize.
# same-as-english
bot_prizes_total-line = { $name } ({ $id }): **{ $prize }**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament), $slug (a tournament's short name (kept as it
# is)), $source, $tournament.
bot_prizes_footer = { $tournament } · { $round }. tur sonunda · ödül listesi { $source } · turnuva { $slug }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_prizes_set-title = Ödül listesi ayarlandı

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)), $source.
bot_prizes_set = **{ $name }** (`{ $slug }`) için ödül listesi { $source } ayarlandı.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $money.
bot_prizes_set-counts = { $count } kategori; mevcut puan durumuna göre { $money } dağıtılıyor.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_prizes_set-warnings = ⚠️ { $count } uyarı: `/prizes` komutuna bakın.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_prizes_set-see = Artık herkes `/prizes` ile kimin ne aldığını, her ödülün açıklamasıyla görebilir.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_prizes_cleared-title = Ödül listesi kaldırıldı

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_prizes_cleared = **{ $name }** (`{ $slug }`) için artık ödül listesi yok.

# An error the Discord bot replies (Discord Markdown).
bot_error_prizes-file = Ödül listesini `file` olarak ekleyin ya da kaldırmak için `clear: True` verin (ikisinden biri).

# An error the Discord bot replies (Discord Markdown).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_error_no-prizes = `{ $slug }` için henüz ödül listesi yok. Bir organizatör `/tournament prizes` ile ayarlar (tiebreak-prizes/1 JSON dosyası, bkz. docs/prizes.md).

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form).
bot_error_prizes-unreadable = Ödül listesi kullanılamadı ({ $count } sorun):

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_prizes = Kimin hangi ödülü aldığını, her ödülün açıklamasıyla gösterir (paylaşılan sıralar, kategoriler).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_prizes = Turnuvanın ödül listesini ayarlar; ardından herkes /prizes ile kimin ne aldığını görür.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_prizes-clear = Bunun yerine turnuvanın ödül listesini kaldır

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_prizes-file = Ödül listesi: tiebreak-prizes/1 JSON dosyası

## /compare (bot helper botcompare)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $column (a column's name), $letter.
# same-as-english
bot_compare_column = **{ $letter }** { $column }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $column (a column's name), $letter.
bot_compare_column_in-force = **{ $letter }** { $column } (bu turnuvanınki)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $columns, $order (tie-break codes in order, such as BH-C1, BH).
bot_compare_by-rules = Kural setleri: { $columns } · eşitlik bozma sırası: { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $columns, $rules (a rule set's name such as fide-2026 (kept as it is)).
bot_compare_by-orders = { $rules } altında eşitlik bozma sıraları: { $columns }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $mark.
bot_compare_legend = `{ $mark }` sırası değişiyor (nedeni aşağıda) · `=` paylaşılan sıra · önce ilk üç ve eşit puanlılar

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $cause, $id, $name (a name (a player, team or tournament)), $ranks.
bot_compare_move = **{ $name }** ({ $id }), sıralar { $ranks }: { $cause }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $code (a tie-break code such as BH (kept as it is)), $columns, $text.
# same-as-english
bot_compare_warning = ⚠️ { $columns } `{ $code }`: { $text }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_compare_more-warnings = …ve { $count } uyarı daha

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $slug (a tournament's short name (kept as
# it is)).
bot_compare_footer = Oyuncular: { $count } · turnuva { $slug }

# An error the Discord bot replies (Discord Markdown).
bot_error_compare-both = Tek bir eşitlik bozma sırasıyla birkaç kural setini ya da tek bir kural setiyle birkaç sırayı karşılaştırın: `orders` ile birlikte `rules` içinde en fazla bir kural seti belirtin.

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form), $max.
bot_error_compare-too-many = Yan yana göstermek için çok fazla ({ $count }): en fazla { $max } kural seti ya da sıra belirtin.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_compare = Kural seti ya da eşitlik bozma sırası değişince kimin sırasının değiştiğini ve nedenini gösterir.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_compare-rules = Virgülle ayrılmış kural setleri (varsayılan: bu set ile diğer FIDE sürümleri ve US Chess)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_compare-orders = ';' ile ayrılmış eşitlik bozma sıraları (tek sıra: turnuvanın sırasıyla)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_compare_more-moves = …ve sırası değişen { $count } oyuncu daha. Sıraları tabloda; `/why` herhangi iki oyuncunun sırasını açıklar, iki kural seti ya da sırayla `/compare` daha kısa nedenler verir.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $file (a file's name).
bot_compare_in-file = Tablonun tamamı ve bütün nedenler: ekteki `{ $file }` dosyası.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_compare_warnings-in-file = ⚠️ Uyarılar: { $count }, dosyada listeleniyor.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament).
bot_standings_withdrawn-mark = ayr. { $round }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_standings_withdrawn-legend = ayr. N: N. turdan sonra turnuvadan ayrıldı

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_whatif = Oyuncunun bu turdan sonra galibiyet, beraberlik ya da yenilgiyle nerede bitebileceğini gösterir.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_whatif-pairings = Sonucu beklenen oyun yoksa sonraki turun eşlendirmesi: beyaz-siyah, virgülle (12-7,3-5)

# An error the Discord bot replies (Discord Markdown).
# Variables: $next.
bot_error_whatif-nothing-pending = Bu turnuvada sonucu beklenen oyun yok, yani süren bir tur yok. { $next }. turun eşlendirmesini `pairings` ile verin (beyaz-siyah başlangıç numaraları, örneğin `12-7,3-5`) ya da tur kaynakta eşlendirilince `/sync` kullanın.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $index.
bot_whatif_where = pairings seçeneği, { $index }. eşleşme

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament), $slug (a tournament's short name (kept as it
# is)).
bot_whatif_footer = { $round }. tur · turnuva { $slug }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
bot_live_title-provisional = { $name }: geçici puan durumu, { $round }. tur sürüyor

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_following = Canlı: bu mesaj sonuçları izliyor

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament).
bot_live_round-complete = { $round }. tur tamamlandı

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_live_more = Tüm satırlar ve eşitlik bozma ölçütleri: `/standings tournament:{ $slug }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_started-title = Canlı puan durumu

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel, $name (a name (a player, team or tournament)).
bot_live_started = **{ $name }** puan durumu { $channel } kanalında canlı: sonuçlar geldikçe tek bir mesaj düzenlenir ve tamamlanan her tur kısa yeni bir mesaj alır.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $seconds (a number of seconds).
bot_live_follows-source = Kaynak her { $seconds } sn'de bir yeniden okunur.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_follows-file = Dosya yeniden okunmaz: yeniden bağlayın (ya da `/sync`), mesaj güncellenir.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_write-back-on = Geri yazma: açık (canlıyken tablonun eşitlik bozma sütunları da geri yazılır)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_write-back-off = Geri yazma: kapalı (`/tournament settings write_back:on` canlı tabloya geri yazar)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_stopped-title = Canlı puan durumu durduruldu

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel, $name (a name (a player, team or tournament)).
bot_live_stopped = **{ $name }** artık { $channel } kanalında canlı değil; son mesaj olduğu gibi kalır.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_need-channel = Puan durumu için bir kanal belirtin (`channel:`) ya da `off:True` ile durdurun, ikisini birden değil.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_live_not-live = `{ $slug }` turnuvası bu sunucuda canlı değil: `/tournament live channel:` ile başlatın.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel.
bot_live_cannot-post = { $channel } kanalına yazamıyorum: bana orada Kanalı Görüntüle, Mesaj Gönder ve Bağlantı Yerleştir izinlerini verin.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_live = Puan durumunu bir kanala gönderir ve sonuçlar geldikçe o mesajı güncel tutar.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_live-channel = Puan durumunun güncel tutulacağı kanal

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_live-off = Bunun yerine canlı puan durumunu durdurur

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_write-back = Canlıyken tablonun eşitlik bozma sütunlarını da geri yazar

# A choice of a bot command option: switched on.
bot_cmd_choice_on = açık

# A choice of a bot command option: switched off.
bot_cmd_choice_off = kapalı

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_cmd_team = Takım turnuvasından bir takım: ad veya numara

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_cmd_team-a = Bir takım (takım turnuvaları)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_cmd_team-b = Diğer takım (takım turnuvaları)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_team_error_player-command = **{ $name }** bir takım turnuvası: sıralaması takımları sıralar ve oyuncuların burada kendi eşitlik bozma değerleri yoktur. Takımları sorun: `/standings`, `/tiebreak team:… code:…`, `/why team_a:… team_b:…`, `/whatif team:…`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_team_error_not-team-event = **{ $name }** bir takım turnuvası değil: takım değil oyuncu belirtin (`player`, `player_a`, `player_b`).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $query.
bot_team_error_no-team = **{ $query }** ile eşleşen takım yok.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $query, $teams.
bot_team_error_no-team-close = **{ $query }** ile eşleşen takım yok. Şunu mu demek istediniz: { $teams }?

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $query, $teams.
bot_team_error_ambiguous = **{ $query }** birden fazla takımla eşleşiyor: { $teams }. Adın daha fazlasını ya da takımın numarasını yazın.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_error_player-or-team = Bir oyuncu (`player`) ya da bir takım (`team`) belirtin: ikisinden biri.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_error_two-teams = İki takım belirtin (`team_a` ve `team_b`), oyuncu değil.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)).
bot_team_error_same-team = İki seçenek de **{ $name }** ({ $id }) takımını gösteriyor: iki farklı takım seçin.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_order-none = yok

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)), $score (a score (points)).
bot_team_standings_rules = Kurallar `{ $rules }` · { $score } sırasıyla · eşitlik bozma sırası: { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $page (a page number), $pages (the number
# of pages), $slug (a tournament's short name (kept as it is)).
bot_team_standings_footer = Sayfa { $page }/{ $pages } · takım: { $count } · turnuva `{ $slug }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $slug (a tournament's short name (kept as
# it is)).
bot_team_compare_footer = Takımlar: { $count } · turnuva { $slug }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $score (a score (points)).
bot_team_rules_score = Önce { $score }, sonra eşitlik bozma sırası

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $boards, $count (a number choosing the plural form), $counted, $order (tie-break codes
# in order, such as BH-C1, BH), $rounds (round numbers), $rules (a rule set's name such as fide-2026
# (kept as it is)), $score (a score (points)).
bot_team_summary_counts = Takım turnuvası: takım { $count }, masa { $boards }, { $rounds } turdan { $counted }; kurallar `{ $rules }`, önce { $score }, eşitlik bozma sırası: { $order }.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_publish = Turnuvanın kendini açıklayan puan durumu sayfasını (tek bir HTML dosyası) ekler.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_publish-language = Sayfanın dili: sunucunun dili (varsayılan) ya da sizinki

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_every-round = Canlı puan durumu açıkken sayfayı her tur bittiğinde de paylaşır

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_choice_server-language = sunucunun dili

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_choice_my-language = benim dilim

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
# same-as-english
bot_publish_mb = { $size } MB

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
# same-as-english
bot_publish_kb = { $size } kB

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_publish_title = { $name }: puan durumu sayfası

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
bot_publish_round-title = { $name }: { $round }. tur sonrası puan durumu sayfası

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_whole = Sayfanın tamamı ({ $size }): puan durumu, açıklanan eşitlik bozma ölçütleri, çapraz tablo, eşlendirmeler, grafikler ve tüm oyuncuların kartları. Bir tarayıcıda açın ya da yazdırın.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $limit (a limit (a number)), $size (a size (a number)).
bot_publish_over = Sayfanın tamamı ({ $size }) bu sunucunun dosya sınırını ({ $limit }) aşıyor.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $part.
bot_publish_tied = Eklenen: yalnızca sırayı paylaşan oyuncuların kartlarını içeren sayfa (eşitlik bozma ölçütleri onları ayıramadı) ({ $part }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $part.
bot_publish_top = Eklenen: yalnızca puan durumundaki ilk { $count } oyuncunun kartlarını içeren sayfa ({ $part }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_at-least = en az { $size }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_about = yaklaşık { $size }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $part.
bot_publish_no-cards = Eklenen: oyuncu kartları olmadan sayfa ({ $part }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $seconds (a number of seconds).
bot_publish_too-slow = Sayfanın oluşturulması botun tek bir iş için izin verdiğinden uzun sürdü ({ $seconds } sn): hiçbir şey eklenmedi.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $limit (a limit (a number)), $size (a size (a number)).
bot_publish_none = Sayfanın tamamı ({ $size }) bu sunucunun dosya sınırını ({ $limit }) aşıyor, oyuncu kartları olmayan sayfa da öyle: hiçbir şey eklenmedi.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $command.
bot_publish_command = Sayfanın tamamını oluşturmak için: `{ $command }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel.
bot_publish_rounds-on = Sayfa her tur bittiğinde { $channel } kanalında da paylaşılacak.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_publish_rounds-off = Sayfa artık bir tur bittiğinde paylaşılmayacak.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_publish_needs-live = `{ $slug }` için canlı puan durumu kapalı: önce `/tournament live` ile başlatın, sonra sayfa her turu izleyebilir.

## The command line's help (tiebreak-bot --help, python -m bot --help)

# The help of the command tiebreak-bot / python -m bot (its --help): the command's description, above its options.
bot_cli_help_description = tiebreak'in Discord botunu çalıştırır: eşitlik bozma ölçütlerini açıklayan eğik çizgi komutları.

# The help of the command tiebreak-bot / python -m bot (its --help): the option --log-format (its values plain and json stay as they are; NO_COLOR is an environment variable).
bot_cli_help_log-format = günlük satırları düz metin olarak (yalnız terminalde renkli, NO_COLOR ile asla) ya da satır başına bir JSON nesnesi olarak (varsayılan: plain)

# The help of the command tiebreak-bot / python -m bot (its --help): the option --lang ($TIEBREAK_LANG, an environment variable, stays as it is).
# Variables: $langs (the language codes).
bot_cli_help_lang = bu yardımın ve kullanım hatalarının dili: { $langs } (varsayılan: $TIEBREAK_LANG, yoksa en); Discord'da bot her kullanıcıya kendi dilinde yanıt verir

# The help of the command tiebreak-bot / python -m bot (its --help): the title of the table of settings below the options.
bot_cli_settings = ayarlar (ortam değişkenleri)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) DISCORD_TOKEN (Bot and Reset Token are the names in Discord's developer portal) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_token = botun token'ı (zorunlu): geliştirici portalı, Bot, Reset Token

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) DATABASE_URL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_database = postgresql://user:pass@host/db ya da sqlite:///path (varsayılan: TIEBREAK_BOT_DB'nin SQLite dosyası)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_BOT_DB in the table of settings; names in capitals, paths, commands and values stay as they are; the file's path on this machine follows on a line of its own, then the closing parenthesis.
bot_cli_env_bot-db = DATABASE_URL ayarlı değilken SQLite dosyası (varsayılan: $XDG_DATA_HOME/tiebreak/tiebreak-bot.sqlite3, yoksa ~/.local/share/tiebreak/tiebreak-bot.sqlite3; burada:

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SHARDS (a shard: one of the gateway connections Discord splits a bot's servers into) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_shards = auto (varsayılan: Discord'un önerdiği kadar shard, hepsi bu süreçte) ya da bu sürecin shard'ları, örneğin 0-3

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SHARD_COUNT in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_shard-count = tüm süreçlerdeki toplam shard sayısı (bir aralıkla birlikte)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SYNC_COMMANDS (its values auto, always and never stay as they are) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_sync = auto (komutları değiştiklerinde yükler), always ya da never

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_TEST_GUILD (a server: a Discord server, called a guild in its API) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_test-guild = komutları bu id'li sunucuya kopyalar (hemen görünürler)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_LIVE_INTERVAL (/tournament live is a bot command) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_live-interval = canlı bir tablonun ya da lichess İsviçre turnuvasının okumaları arasındaki saniye (/tournament live; varsayılan 60, en az 10)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_WORK_LIMIT (/whatif and /compare are bot commands) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_work-limit = bir sorunun ağır işinin sürebileceği saniye (/whatif, /compare, ödül listeleri, yüklemeler; varsayılan 20): sonra durdurulur

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_DB_TIMEOUT in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_db-timeout = bir veritabanı komutunun sürebileceği saniye (varsayılan 10)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) GOOGLE_APPLICATION_CREDENTIALS, TIEBREAK_SHEETS_ENDPOINT, TIEBREAK_LICHESS_URL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_servers = Google Sheets anahtarı ve tablolar ile lichess için başka sunucular

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) DISCORD_API_BASE, DISCORD_GATEWAY_URL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_discord = başka bir Discord REST adresi ve ağ geçidi (bir vekil sunucu, bir test sunucusu)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_METRICS_PORT (/healthz and /metrics are address paths) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_metrics = /healthz ve /metrics (Prometheus) adreslerini bu portta sunar (ayarlı değilse kapalı; TIEBREAK_METRICS_HOST, varsayılan 0.0.0.0)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_DRAIN_SECONDS (SIGTERM: the signal that asks a process to stop) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_drain = SIGTERM gelince, yoldaki yanıtların bitmesi için saniye (varsayılan 8)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_DB_POOL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_pool = bu sürecin en fazla PostgreSQL bağlantı sayısı (varsayılan 8)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SHEETS_READS_PER_MINUTE, TIEBREAK_LICHESS_READS_PER_MINUTE (and TIEBREAK_LIVE_CONCURRENCY) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_reads = canlı döngünün tüm süreçlerde hesap başına okuma bütçesi (varsayılan her biri 60); TIEBREAK_LIVE_CONCURRENCY aynı anda okuma (8)


# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SERVE_DATABASE_URL in the table of settings (/tournament addon-token is a bot command; tiebreak-serve, the add-on's service); names in capitals, commands and values stay as they are.
bot_cli_env_serve-database = tiebreak-serve belirteç deposu (onun DATABASE_URL değeri ya da sqlite:/// ve dosyası), /tournament addon-token için

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_LANG in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_lang = --lang verilmediğinde bu yardımın ve kullanım hatalarının dili

# The help of the command tiebreak-bot / python -m bot (its --help): the paragraph at the end of the help, on exit codes (close 4010, 4011, 4014: Discord's close codes).
bot_cli_help_exits = Başlatma sorunları standart hata çıktısında tek satır ve çıkış kodu 1'dir; Discord'un shard'ları ya da intent'leri reddetmesi (close 4010, 4011, 4014) tek satır ve çıkış kodu 78'dir: bir ayarı değiştirin.
