### Türkçe (tr): the Google Sheets connector (tiebreak-sheets): notes, summaries, errors.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## Headers of our columns (a tie-break column is headed by its code)

# A column header the connector writes in the organiser's sheet.
sheets_header_rank = Sıra

# A short column header in the organiser's sheet: the points (score).
sheets_header_pts = Puan

# A column header in the organiser's sheet: the starting number.
sheets_header_no = BSNo

# A column header the connector writes in the organiser's sheet.
sheets_header_name = İsim

## The note on each of our headers ({mark} is tiebreak-sheets:, never translated)

# A note the connector writes on a cell of the organiser's sheet.
# Variables: $mark, $rules (a rule set's name such as fide-2026 (kept as it is)), $what.
sheets_note_header = { $mark } { $what }, kural seti { $rules }. `tiebreak-sheets sync` tarafından yazılır ve her eşitlemede yeniden yazılır: bu sütuna yazmayın.

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_rank = puan durumundaki sıra

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_pts = puan

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_no = başlangıç sıra numarası

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_name = oyuncu

# A note the connector writes on a cell of the organiser's sheet.
# Variables: $code (a tie-break code such as BH (kept as it is)), $name (a name (a player, team or
# tournament)).
sheets_note_tiebreak = { $name } ({ $code }); her değerin notu onu açıklar

# A note the connector writes on a cell of the organiser's sheet.
# Variables: $name (a name (a player, team or tournament)).
sheets_note_tiebreak-named = { $name }; her değerin notu onu açıklar

## The summary line

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $order (tie-break codes in order, such as
# BH-C1, BH), $rules (a rule set's name such as fide-2026 (kept as it is)), $tab (a sheet tab's
# name), $title.
sheets_summary_head =
    { $count ->
        [one] { $title } ({ $tab }): { $count } oyuncu, kural seti { $rules }, eşitlik bozma sırası { $order }
       *[other] { $title } ({ $tab }): { $count } oyuncu, kural seti { $rules }, eşitlik bozma sırası { $order }
    }

# The Google Sheets connector (tiebreak-sheets).
sheets_summary_points-only = (yalnızca puan)

# The Google Sheets connector (tiebreak-sheets).
# Variables: $head.
sheets_summary_up-to-date = { $head }; güncel

# The Google Sheets connector (tiebreak-sheets).
# Variables: $head.
sheets_summary_nothing-written = { $head }; güncel, hiçbir şey yazılmadı

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $head, $where.
sheets_summary_dry-run = { $head }; deneme çalıştırması: { $where } üzerinde { $cells } değişecekti, hiçbir şey yazılmadı

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $head, $requests, $where.
sheets_summary_changed = { $head }; { $where } üzerinde { $cells } { $requests } değiştirildi

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_summary_cells =
    { $count ->
        [one] { $count } hücre
       *[other] { $count } hücre
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_summary_tab = { $tab } sayfası

# The Google Sheets connector (tiebreak-sheets).
sheets_summary_one-request = tek istekle

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_summary_requests =
    { $count ->
        [one] { $count } istekle
       *[other] { $count } istekle
    }

## The dry-run listing

# The Google Sheets connector (tiebreak-sheets).
# Variables: $address, $new, $old.
# same-as-english
sheets_dry_change = { $address }: { $old } -> { $new }

# The Google Sheets connector (tiebreak-sheets).
sheets_dry_empty = boş

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change.
sheets_dry_note-removed = { $change }; not kaldırıldı

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change, $first.
sheets_dry_note-set = { $change }; yeni not: { $first }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change, $first.
sheets_dry_note-updated = { $change }; not güncellendi: { $first }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change, $count (a number choosing the plural form).
sheets_dry_more-lines =
    { $count ->
        [one] { $change } (+{ $count } satır)
       *[other] { $change } (+{ $count } satır)
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_dry_create-tab = { $tab } sayfasını oluştur

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_dry_add-columns =
    { $count ->
        [one] { $tab } sayfasına { $count } sütun ekle
       *[other] { $tab } sayfasına { $count } sütun ekle
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_dry_add-rows =
    { $count ->
        [one] { $tab } sayfasına { $count } satır ekle
       *[other] { $tab } sayfasına { $count } satır ekle
    }

## What a cell holds (in the dry run and in conflicts)

# The Google Sheets connector (tiebreak-sheets).
sheets_cell_nothing = hiçbir şey

# The Google Sheets connector (tiebreak-sheets).
# Variables: $note.
sheets_cell_note = bir not { $note }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $formula.
sheets_cell_formula = { $formula } formülü

# The Google Sheets connector (tiebreak-sheets).
# Variables: $note, $what.
sheets_cell_with-note = { $what }, { $note } notuyla

## Errors

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $count (a number choosing the plural form).
sheets_error_conflict =
    { $count ->
        [one] hiçbir şey yazılmadı: eşitlemenin üzerine yazacağı { $count } hücre, eşitlemenin yazmadığı veriler içeriyor: { $cells }. Bu hücreleri taşıyın ya da temizleyin veya başka bir hedef seçin (--target standings-tab).
       *[other] hiçbir şey yazılmadı: eşitlemenin üzerine yazacağı { $count } hücre, eşitlemenin yazmadığı veriler içeriyor: { $cells }. Bu hücreleri taşıyın ya da temizleyin veya başka bir hedef seçin (--target standings-tab).
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $what, $where.
sheets_error_conflict-cell = { $where } hücresinde { $what } var

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $count (a number choosing the plural form).
sheets_error_conflict-more = { $cells } (ve { $count } hücre daha)

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_error_busy = { $tab } sayfası eşitleme sırasında değişmeye devam etti ({ $count } deneme); hiçbir şey yazılmadı. Düzenlemeler bitince eşitlemeyi yeniden çalıştırın.

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_error_busy-written = { $tab } sayfası eşitleme sırasında değişmeye devam etti ({ $count } deneme); son yazma, o arada yeri değişen satırlara değer yazmış olabilir. Düzenlemeler bitince eşitlemeyi yeniden çalıştırın.

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_error_no-player-rows = { $tab } sayfası oyuncu listesi olmayan bir eşlendirme listesi, bu yüzden yanına yazılacak oyuncu satırı yok: --target standings-tab kullanın ya da oyuncuları listeleyen bir 'Players' sayfası ekleyin

## The command line

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_cli_problems =
    { $count ->
        [one] tabloda { $count } sorun var; hiçbir şey yazılmadı:
       *[other] tabloda { $count } sorun var; hiçbir şey yazılmadı:
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $value (a tie-break value (a number)).
sheets_cli_bad-interval = 0'dan büyük bir saniye sayısı olmalı, { $value } değil

# The Google Sheets connector (tiebreak-sheets).
# Variables: $module.
sheets_cli_not-installed = Google Sheets kitaplıkları kurulu değil ({ $module } adlı modül yok): tiebreak klasöründe pip install '.[sheets]' komutunu çalıştırın

## The arbiter's leftovers: withdrawn players, lots seed, single winner

# A column header the connector writes in the organiser's sheet.
# (sheets_addon/writer.py, sheets_addon/sheet_settings.py) -----------------------------
sheets_header_note = Not

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_note = ayrılan oyuncu: oyuncunun hangi turdan sonra turnuvadan ayrıldığı

## Watch --- (tiebreak-sheets watch, part 3: sheets_addon/watch.py)

# The Google Sheets connector (tiebreak-sheets).
# Variables: $seconds (a number of seconds).
sheets_watch_start = tablo izleniyor: her { $seconds } sn'de bir okuma, sonuçlar değişince eşitleme; Ctrl-C durdurur

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $finished, $round (a round number of the
# tournament).
sheets_watch_round =
    { $count ->
        [one] { $round }. tur: { $count } oyundan { $finished } tanesi bitti
       *[other] { $round }. tur: { $count } oyundan { $finished } tanesi bitti
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $round (a round number of the tournament).
sheets_watch_after = { $round }. turdan sonra

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_no-round = henüz sonuç yok

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $where.
sheets_watch_wrote = { $where }; { $cells } yazıldı

# The Google Sheets connector (tiebreak-sheets).
# Variables: $where.
sheets_watch_unchanged = { $where }; değişecek bir şey yok

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $where.
sheets_watch_would-write = { $where }; { $cells } yazılacaktı (deneme çalıştırması)

# The Google Sheets connector (tiebreak-sheets).
# Variables: $error.
sheets_watch_waiting = hiçbir şey yazılmadı, çözülmesi bekleniyor: { $error }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_watch_problems =
    { $count ->
        [one] tabloda { $count } sorun var; hiçbir şey yazılmadı, düzeltilmesi bekleniyor:
       *[other] tabloda { $count } sorun var; hiçbir şey yazılmadı, düzeltilmeleri bekleniyor:
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $seconds (a number of seconds), $why (the reason, another message).
sheets_watch_unavailable = Google Sheets yanıt vermiyor ({ $why }); sonraki okuma { $seconds } sn sonra

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_no-answer = bağlantı yok

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_back = Google Sheets yeniden yanıt veriyor

# The Google Sheets connector (tiebreak-sheets).
# Variables: $seconds (a number of seconds), $state, $time.
sheets_watch_status = { $time } okuması: { $state }; sonraki okuma { $seconds } sn sonra

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_state-blocked = tablonun düzeltilmesi bekleniyor

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_state-offline = Google Sheets yanıt vermiyor

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $reads, $writes.
sheets_watch_stopped = durduruldu: { $reads }, { $writes }, { $cells } değişti

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_watch_reads =
    { $count ->
        [one] { $count } okuma
       *[other] { $count } okuma
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_watch_writes =
    { $count ->
        [one] { $count } yazma
       *[other] { $count } yazma
    }

# The Google Sheets connector (tiebreak-sheets).
sheets_team_header_team = Takım

# A column header: match points, abbreviated.
# same-as-english
sheets_team_header_mp = MP

# A column header: game points, abbreviated.
# same-as-english
sheets_team_header_gp = GP

# The Google Sheets connector (tiebreak-sheets).
# Variables: $score (a score (points)).
sheets_team_note_rank = takımın sırası: önce { $score }, sonra eşitlik bozma sırası

# The Google Sheets connector (tiebreak-sheets).
sheets_team_note_no = takım numarası

# The Google Sheets connector (tiebreak-sheets).
sheets_team_note_team = takım

# The Google Sheets connector (tiebreak-sheets).
# Variables: $draw, $loss, $win.
sheets_team_note_mp = maç puanı: kazanılan maç { $win }, beraberlik { $draw }, kaybedilen maç { $loss }

# The Google Sheets connector (tiebreak-sheets).
sheets_team_note_gp = oyun puanı: takımın masalarda aldığı puanlar

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $order (tie-break codes in order, such as
# BH-C1, BH), $rules (a rule set's name such as fide-2026 (kept as it is)), $score (a score
# (points)), $tab (a sheet tab's name), $title.
sheets_team_summary_head =
    { $count ->
        [one] { $title } ({ $tab }): { $count } takım, kural seti { $rules }, önce { $score }, eşitlik bozma sırası { $order }
       *[other] { $title } ({ $tab }): { $count } takım, kural seti { $rules }, önce { $score }, eşitlik bozma sırası { $order }
    }

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_mpvgp = diğer puan (maç puanıyla sıralanırken oyun puanı, tersi de geçerli)

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_bh = rakip takımların Buchholz'u

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_fb = rakip takımların Fore Buchholz'u

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_aob = rakip takımların ortalama Buchholz'u

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_emmsb = genişletilmiş Sonneborn-Berger: rakibin MP'si × kendi MP

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_emgsb = genişletilmiş Sonneborn-Berger: rakibin MP'si × kendi GP

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_egmsb = genişletilmiş Sonneborn-Berger: rakibin GP'si × kendi MP

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_eggsb = genişletilmiş Sonneborn-Berger: rakibin GP'si × kendi GP

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_ps = ilerleyen puan

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_win = kazanılan maçlar

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_de = averaj (karşılaşma)

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_ede = genişletilmiş averaj

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edet = genişletilmiş averaj, sonra üst masa sonuçları

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edeb = genişletilmiş averaj, sonra masa eleme

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edebt = genişletilmiş averaj, masa toplamı, sonra üst masa sonuçları

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edebb = genişletilmiş averaj, masa toplamı, sonra masa eleme

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_sssc = ikincil puan artı bir katsayıya bölünen Buchholz

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_bc = masa toplamı, düşük olan önde

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_tbr = masa sonuçları: 1. masada GP, 2. masada, …

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_bbe = masa eleme: son masa olmadan GP, son iki masa olmadan, …

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cell (a cell's address, such as B7).
sheets_settings_no-room = { $cell }, ayarlar bloğunun yeni satırının önünde: hücreyi boşaltın ya da bloğu taşıyın.

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cell (a cell's address, such as B7), $tab (a sheet tab's name).
sheets_settings_written = { $tab }: ayarlar bloğu yazıldı ({ $cell } hücresinden başlayarak).

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_settings_unchanged = { $tab }: ayarlar bloğu zaten bunu söylüyor; hiçbir şey yazılmadı.

## The command line's help (tiebreak-sheets --help)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the command's description, above its options.
sheets_cli_help_description = Google Sheets'teki bir sonuç tablosu için eşitlik bozma değerlerini hesaplar ve bunları düzenleyicinin verilerinin yanına (ya da bir puan durumu sayfasına) geri yazar; her değerin açıklaması hücre notu olarak eklenir.

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the subcommand sync.
sheets_cli_help_sync = tabloyu okur, puan durumunu hesaplar ve geri yazar

# The help of the command tiebreak-sheets (tiebreak-sheets --help): sync's option --live.
sheets_cli_help_sync-live = bir tur sürerken onun biten oyunlarını da sayar (geçici değerler, başlık notlarında belirtilir; varsayılan: son tamamlanan turdan sonra)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the subcommand watch.
sheets_cli_help_watch = tabloyu her aralıkta okur ve sonuçlar her değiştiğinde eşitler; bir tur sürerken geçici değerlerle (Ctrl-C durdurur)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): watch's option --interval.
# Variables: $seconds (a number of seconds).
sheets_cli_help_interval = tablonun iki okuması arasındaki saniye (varsayılan: { $seconds })

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the subcommand report.
sheets_cli_help_report = tablonun kendini açıklayan puan durumu sayfasını yazar (tek bir HTML dosyası); tabloya hiçbir şey yazılmaz

# The help of the command tiebreak-sheets (tiebreak-sheets --help): report's option --after-round (K is the metavariable, a round's number).
sheets_cli_help_after-round = K. turdan sonraki haliyle puan durumu

# The help of the command tiebreak-sheets (tiebreak-sheets --help): report's option --live.
sheets_cli_help_report-live = süren bir turun biten oyunlarını sayar (geçici; sayfada belirtilir)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the argument SHEET_URL_OR_KEY.
sheets_cli_help_sheet = e-tablonun URL'si ya da anahtarı (URL'deki uzun kod)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --worksheet (a tab of the spreadsheet).
sheets_cli_help_worksheet = sonuç sayfası (varsayılan: URL'deki sayfa, yoksa ilk sayfa)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --rules.
sheets_cli_help_rules = kural seti, ör. fide-2026 (varsayılan: tablonun Tiebreak ayarlar bloğu, yoksa fide)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --order.
sheets_cli_help_order = eşitlik bozma sırası, ör. BH-C1,BH,SB (varsayılan: ayarlar bloğu, yoksa FIDE'nin hazır sırası)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --target (its values columns and standings-tab stay as they are).
sheets_cli_help_target = nereye yazılacağı (varsayılan: ayarlar bloğu, yoksa oyuncu satırlarının yanındaki sütunlar ya da bir eşlendirme listesi için puan durumu sayfası)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): sync's and watch's option --dry-run.
sheets_cli_help_dry-run = değişecek hücreleri tam olarak yazdırır ve hiçbir şey yazmaz

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --lang ($TIEBREAK_LANG, an environment variable, stays as it is; Language is the name of a setting in the sheet).
# Variables: $langs (the language codes).
sheets_cli_help_lang = tablonun ayarlar bloğunda Language yoksa başlıkların, notların ve iletilerin dili: { $langs } (varsayılan: e-tablonun yerel ayarı, yoksa en); bu yardım ve komutun kendi iletileri: --lang, yoksa $TIEBREAK_LANG, yoksa en

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --credentials ($GOOGLE_APPLICATION_CREDENTIALS, an environment variable, stays as it is).
sheets_cli_help_credentials = hizmet hesabı anahtarı (varsayılan: $GOOGLE_APPLICATION_CREDENTIALS)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --oauth.
sheets_cli_help_oauth = bunun yerine tarayıcıda kişisel bir Google hesabıyla oturum açar
