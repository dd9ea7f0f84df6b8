### Türkçe (tr): the Google Sheets add-on's menus, sidebar and dialogs.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## The menu (built by onOpen, in the sheet's language)

# The add-on's menu in Google Sheets: the program's name.
# same-as-english
addon_menu_title = Tiebreak

# An entry of the add-on's menu in Google Sheets.
addon_menu_update = Eşitlik bozma değerlerini güncelle

# An entry of the add-on's menu in Google Sheets.
addon_menu_check = Sonuçları denetle

# An entry of the add-on's menu in Google Sheets.
addon_menu_explain = Bir oyuncuyu açıkla…

# An entry of the add-on's menu in Google Sheets.
addon_menu_why = A neden B'nin önünde?

# An entry of the add-on's menu in Google Sheets.
addon_menu_publish = Sıralama sayfasını yayımla

# An entry of the add-on's menu in Google Sheets.
addon_menu_live-on = Yazarken güncellemeye devam et

# An entry of the add-on's menu in Google Sheets.
addon_menu_live-off = Yazarken güncellemeyi durdur

# An entry of the add-on's menu in Google Sheets.
addon_menu_settings = Ayarlar

## An update

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $cells.
addon_update_changed = Hiçbir şey yazılmadı: sıralama hesaplanırken { $cells } değişti. Denetleyin, sonra Eşitlik bozma değerlerini güncelle'yi yeniden çalıştırın.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
addon_update_kept-changing = { $tab } sayfası güncelleme sırasında değişmeye devam etti ({ $count } deneme); hiçbir şey yazılmadı. Düzenlemeler bitince güncellemeyi yeniden çalıştırın.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_update_locked = Bu tabloya başka bir güncelleme yazıyor; hiçbir şey yazılmadı. Biraz sonra yeniden deneyin.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $tab (a sheet tab's name).
addon_update_no-tab = { $tab } sayfası artık yok; hiçbir şey yazılmadı.

## The service

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_error_no-url = Bu tablo henüz bir tiebreak hizmetine bağlı değil: Tiebreak > Ayarlar'ı açıp hizmetin adresini ve bu tablonun belirtecini yapıştırın.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_error_no-token = Bu tablonun henüz belirteci yok: Tiebreak > Ayarlar'ı açıp hizmeti işleten kişinin bu tablo için oluşturduğu belirteci yapıştırın.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $url (a web address).
addon_error_bad-url = Hizmetin adresi https:// ile (kendi bilgisayarınızda bir deneme için http:// ile) başlamalı, { $url } ile değil.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $reason, $url (a web address).
addon_error_unreachable = { $url } adresindeki tiebreak hizmetine ulaşılamadı ({ $reason }). Adresi Tiebreak > Ayarlar'da denetleyin ya da bir dakika sonra yeniden deneyin.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $status.
addon_error_status = Tiebreak hizmeti bir hatayla yanıt verdi (HTTP { $status }); bir dakika sonra yeniden deneyin ya da hizmeti işleten kişiye bildirin.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $status, $url (a web address).
addon_error_not-json = { $url } adresinden gelen yanıt okunamadı (HTTP { $status }): bu bir tiebreak hizmetinin adresi mi?

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $most, $size (a size (a number)).
addon_error_too-large = Bu tablo hizmete tek istekle gönderilemeyecek kadar büyük ({ $size } MB); hizmet en çok { $most } MB kabul ediyor.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $reason.
addon_error_unexpected = Eklentide bir şeyler ters gitti: { $reason }

## Keep updating while I type

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $seconds (a number of seconds).
addon_live_on = Tiebreak artık her düzenlemeden sonra bu sayfayı kendisi güncelliyor, en çok { $seconds } saniyede bir. Tiebreak > Yazarken güncellemeyi durdur ile kapatılır.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_live_off = Tiebreak bu sayfayı artık kendisi güncellemiyor.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_live_title = Tiebreak, yazarken güncelleme

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $seconds (a number of seconds), $summary.
addon_live_done = { $summary } (sonraki güncelleme en erken { $seconds } sn sonra)

## Sidebars and dialogs

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_ui_working = Çalışıyor…

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_ui_close = Kapat

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_ui_again = Yeniden denetle

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_check_none = Sorun yok: bu sayfadaki her sonuç okunabiliyor.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $count (a number choosing the plural form).
addon_check_count = Bulunan sorunlar: { $count }. Hücresine gitmek için birine tıklayın.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_explain_player = Oyuncu

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_explain_button = Açıkla

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_a = Oyuncu A

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_b = Oyuncu B

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_button = Neden?

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_why_same = İki farklı oyuncu seçin.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $tab (a sheet tab's name).
addon_publish_intro = { $tab } sayfasının sıralama sayfası: her eşitlik bozma değerini açıklayan tek bir HTML dosyası. İndirin, sonra kulübünüzün sitesine koyun ya da oyunculara gönderin.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_publish_download = Sayfayı indir

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block = Kural seti, eşitlik bozma sırası ve dil, menü, tiebreak-sheets ve bot aynı şeyi görsün diye tablonun kendisinde belirlenir: sonuç sayfasında Tiebreak settings hücresi, altında Rules, Order ve Language anahtarları ve sağlarında değerleri (docs/sheets.md).

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_service = Tiebreak hizmeti (bir hücrede değil, bu tabloda saklanır)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_url = Hizmetin adresi

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_token = Bu tablonun belirteci

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_token-kept = Bir belirteç kayıtlı; gösterilmiyor. Değiştirmek için yenisini yapıştırın.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_interval = Yazarken: en çok şu kadar saniyede bir güncelleme

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_save = Kaydet

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_saved = Kaydedildi.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
# Variables: $least, $most, $value (a tie-break value (a number)).
addon_settings_bad-interval = Aralık { $least } ile { $most } arasında tam sayı saniye olmalı, { $value } değil.

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block-head = Tablonun ayarları

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block-here = Bu sayfanın Tiebreak settings bloğuna yazılır (Rules, Order, Language anahtarları); menü, tiebreak-sheets ve bot bu bloğu okur; elle de düzenleyebilirsiniz (docs/grids.md).

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_rules = Kural seti

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_order = Eşitlik bozma sırası (virgülle ayrılmış kodlar)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_language = Tablonun dili

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_unset = (ayarlanmadı)

# The Google Sheets add-on (menu entries, sidebar, dialogs).
addon_settings_block-save = Tabloya yaz
