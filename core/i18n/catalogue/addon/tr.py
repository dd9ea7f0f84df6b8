"""The add-on's messages in Turkish (Türkçe): addon/en.py translated, formal "siz", terms from
glossary.md (eşitlik bozma, sıralama, sayfa = a tab of the spreadsheet)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "addon.menu.title": "Tiebreak",
    "addon.menu.update": "Eşitlik bozma değerlerini güncelle",
    "addon.menu.check": "Sonuçları denetle",
    "addon.menu.explain": "Bir oyuncuyu açıkla…",
    "addon.menu.why": "A neden B'nin önünde?",
    "addon.menu.publish": "Sıralama sayfasını yayımla",
    "addon.menu.live-on": "Yazarken güncellemeye devam et",
    "addon.menu.live-off": "Yazarken güncellemeyi durdur",
    "addon.menu.settings": "Ayarlar",
    "addon.update.changed": "Hiçbir şey yazılmadı: sıralama hesaplanırken {cells} değişti. "
    "Denetleyin, sonra Eşitlik bozma değerlerini güncelle'yi yeniden çalıştırın.",
    "addon.update.kept-changing": "{tab} sayfası güncelleme sırasında değişmeye devam etti "
    "({count} deneme); hiçbir şey yazılmadı. Düzenlemeler bitince güncellemeyi yeniden "
    "çalıştırın.",
    "addon.update.locked": "Bu tabloya başka bir güncelleme yazıyor; hiçbir şey yazılmadı. "
    "Biraz sonra yeniden deneyin.",
    "addon.update.no-tab": "{tab} sayfası artık yok; hiçbir şey yazılmadı.",
    "addon.error.no-url": "Bu tablo henüz bir tiebreak hizmetine bağlı değil: Tiebreak > "
    "Ayarlar'ı açıp hizmetin adresini ve bu tablonun belirtecini yapıştırın.",
    "addon.error.no-token": "Bu tablonun henüz belirteci yok: Tiebreak > Ayarlar'ı açıp hizmeti "
    "işleten kişinin bu tablo için oluşturduğu belirteci yapıştırın.",
    "addon.error.bad-url": "Hizmetin adresi https:// ile (kendi bilgisayarınızda bir deneme "
    "için http:// ile) başlamalı, {url} ile değil.",
    "addon.error.unreachable": "{url} adresindeki tiebreak hizmetine ulaşılamadı ({reason}). "
    "Adresi Tiebreak > Ayarlar'da denetleyin ya da bir dakika sonra yeniden deneyin.",
    "addon.error.status": "Tiebreak hizmeti bir hatayla yanıt verdi (HTTP {status}); bir "
    "dakika sonra yeniden deneyin ya da hizmeti işleten kişiye bildirin.",
    "addon.error.not-json": "{url} adresinden gelen yanıt okunamadı (HTTP {status}): bu bir "
    "tiebreak hizmetinin adresi mi?",
    "addon.error.too-large": "Bu tablo hizmete tek istekle gönderilemeyecek kadar büyük "
    "({size} MB); hizmet en çok {most} MB kabul ediyor.",
    "addon.error.unexpected": "Eklentide bir şeyler ters gitti: {reason}",
    "addon.live.on": "Tiebreak artık her düzenlemeden sonra bu sayfayı kendisi güncelliyor, "
    "en çok {seconds} saniyede bir. Tiebreak > Yazarken güncellemeyi durdur ile kapatılır.",
    "addon.live.off": "Tiebreak bu sayfayı artık kendisi güncellemiyor.",
    "addon.live.title": "Tiebreak, yazarken güncelleme",
    "addon.live.done": "{summary} (sonraki güncelleme en erken {seconds} sn sonra)",
    "addon.ui.working": "Çalışıyor…",
    "addon.ui.close": "Kapat",
    "addon.ui.again": "Yeniden denetle",
    "addon.check.none": "Sorun yok: bu sayfadaki her sonuç okunabiliyor.",
    "addon.check.count": "Bulunan sorunlar: {count}. Hücresine gitmek için birine tıklayın.",
    "addon.explain.player": "Oyuncu",
    "addon.explain.button": "Açıkla",
    "addon.why.a": "Oyuncu A",
    "addon.why.b": "Oyuncu B",
    "addon.why.button": "Neden?",
    "addon.why.same": "İki farklı oyuncu seçin.",
    "addon.publish.intro": "{tab} sayfasının sıralama sayfası: her eşitlik bozma değerini "
    "açıklayan tek bir HTML dosyası. İndirin, sonra kulübünüzün sitesine koyun ya da "
    "oyunculara gönderin.",
    "addon.publish.download": "Sayfayı indir",
    "addon.settings.block": "Kural seti, eşitlik bozma sırası ve dil, menü, tiebreak-"
    "sheets ve bot aynı şeyi görsün diye tablonun kendisinde belirlenir: sonuç "
    "sayfasında Tiebreak settings hücresi, altında Rules, Order ve Language anahtarları "
    "ve sağlarında değerleri (docs/sheets.md).",
    "addon.settings.service": "Tiebreak hizmeti (bir hücrede değil, bu tabloda saklanır)",
    "addon.settings.url": "Hizmetin adresi",
    "addon.settings.token": "Bu tablonun belirteci",
    "addon.settings.token-kept": "Bir belirteç kayıtlı; gösterilmiyor. Değiştirmek için yenisini "
    "yapıştırın.",
    "addon.settings.interval": "Yazarken: en çok şu kadar saniyede bir güncelleme",
    "addon.settings.save": "Kaydet",
    "addon.settings.saved": "Kaydedildi.",
    "addon.settings.bad-interval": "Aralık {least} ile {most} arasında tam sayı saniye "
    "olmalı, {value} değil.",
    "addon.settings.block-head": "Tablonun ayarları",
    "addon.settings.block-here": "Bu sayfanın Tiebreak settings bloğuna yazılır (Rules, Order, "
    "Language anahtarları); menü, tiebreak-sheets ve bot bu bloğu okur; elle de "
    "düzenleyebilirsiniz (docs/grids.md).",
    "addon.settings.rules": "Kural seti",
    "addon.settings.order": "Eşitlik bozma sırası (virgülle ayrılmış kodlar)",
    "addon.settings.language": "Tablonun dili",
    "addon.settings.unset": "(ayarlanmadı)",
    "addon.settings.block-save": "Tabloya yaz",
}
