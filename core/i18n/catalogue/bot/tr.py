"""The bot's messages in Turkish (Türkçe): formal "siz", terms of glossary.md (puan durumu,
tur, eşitlik bozma, rakip, hükmen), decimal comma; the noun stays singular after a number
("5 puan"), so no message needs plural forms."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "bot.cmd.option.encoding": "Dosya UTF-8 değilse kodlaması: cp1250, iso-8859-2, cp1251, "
    "cp1252, cp1254…",
    # ---- shared -------------------------------------------------------------------------
    "bot.continued": "{title} (devamı)",
    "bot.kind.file": "dosya",
    "bot.kind.lichess": "lichess",
    "bot.kind.sheet": "Google E-Tablo",
    "bot.button.previous": "◀ Önceki",
    "bot.button.next": "Sonraki ▶",
    # ---- /standings ---------------------------------------------------------------------
    "bot.standings.column.rank": "#",
    "bot.standings.column.no": "BSNo",
    "bot.standings.column.name": "İsim",
    "bot.standings.column.pts": "Puan",
    "bot.standings.title": "{name}: {round}. tur sonunda puan durumu",
    "bot.standings.rules": "Kurallar `{rules}` · eşitlik bozma sırası: {order}",
    "bot.standings.warnings": "⚠️ {count} uyarı: `/rules` komutuna bakın",
    "bot.standings.footer": "Sayfa {page}/{pages} · {count} oyuncu · turnuva `{slug}`",
    "bot.standings.moved-title": "Puan durumu",
    "bot.standings.moved": "Puan durumu değişti: artık {count} sayfa var ve bu sonuncusu.",
    # ---- /buchholz, /tiebreak, /why -----------------------------------------------------
    "bot.explain.round": "**{round}. tur**",
    "bot.explain.versus": "rakip {name} ({id})",
    "bot.explain.head": "**{code} = {value}**, `{rules}` kurallarına göre",
    "bot.explain.title": "{player} ({id}) için {code}",
    "bot.explain.footer": "{tournament} · {round}. tur sonunda",
    "bot.entrant.line": "**{name}** ({id}): sıra {rank}, {score}",
    "bot.why.place-title": "{name} neden {rank}. sırada",
    "bot.why.title": "{above} neden {below} adlı oyuncunun üstünde",
    # ---- /player ------------------------------------------------------------------------
    "bot.player.head": "Sıra **{rank}** / {players} · {round}. tur sonunda **{count}** puan",
    "bot.player.rating": "rating {rating}",
    "bot.player.unrated": "ratingsiz",
    "bot.player.white": "(beyazla)",
    "bot.player.black": "(siyahla)",
    "bot.player.won": "galibiyet",
    "bot.player.drew": "beraberlik",
    "bot.player.lost": "yenilgi",
    "bot.player.won-forfeit": "hükmen galibiyet",
    "bot.player.lost-forfeit": "hükmen yenilgi",
    "bot.player.game": "**{round}. tur** {result}, rakip {opponent}{colour} · {score}",
    "bot.player.unpaired": "**{round}. tur** {result} · {score}",
    "bot.player.tiebreaks": "**Eşitlik bozma ölçütleri** (`/tiebreak` hesabı gösterir):",
    "bot.player.footer": "{tournament} · kurallar {rules}",
    # ---- /rules, /tournament settings ---------------------------------------------------
    "bot.rules.title": "{name} için kurallar",
    "bot.rules.rule-set": "Kural seti: `{rules}`",
    "bot.rules.rule-set-default": "Kural seti: `{rules}` (varsayılan)",
    "bot.rules.order": "Eşitlik bozma sırası: {order}",
    "bot.rules.order-default": "Eşitlik bozma sırası: {order} (varsayılan)",
    "bot.rules.source": "Kaynak: {source} ({kind})",
    "bot.rules.rounds": "Sayılan turlar: {counted} / {rounds}",
    "bot.rules.warnings": "**Uyarılar**",
    "bot.rules.no-warnings": "Uyarı yok.",
    # ---- organisers ---------------------------------------------------------------------
    "bot.summary.title-linked": "Turnuva bağlandı",
    "bot.summary.title": "Turnuva",
    "bot.summary.linked": "**{name}**, `{slug}` olarak bağlandı (etkin turnuva).",
    "bot.summary.using": "Artık **{name}**, `{slug}` olarak kullanılıyor (etkin turnuva).",
    "bot.summary.synced": "**{name}** (`{slug}`) yeniden okundu (etkin turnuva).",
    "bot.summary.counts": "{count} oyuncu, {counted} / {rounds} tur; kurallar `{rules}`, "
    "eşitlik bozma sırası: {order}.",
    "bot.summary.source": "Kaynak: {source} ({kind}).",
    "bot.summary.warnings": "⚠️ {count} uyarı: `/rules` komutuna bakın.",
    "bot.summary.sheet": "Tablo: {note}",
    "bot.list.title": "Bağlı turnuvalar",
    "bot.list.line": "{mark} `{slug}`: {name} ({kind}: {source}; kurallar {rules}, sıra "
    "{order}; okunma {read})",
    "bot.choice.default": "varsayılan (default)",
    "bot.list.default": "varsayılan",
    "bot.list.none": "Henüz yok: `/tournament link` komutunu kullanın.",
    "bot.unlink.title": "Turnuva bağlantısı kaldırıldı",
    "bot.unlink.done": "`{slug}` ({name}) bağlantısı kaldırıldı. {after}",
    "bot.unlink.active": "Etkin turnuva artık `{slug}`.",
    "bot.unlink.none": "Şu anda bağlı turnuva yok.",
    "bot.role.title": "Organizatör rolü",
    "bot.role.set": "{role} rolüne sahip üyeler artık organizatör komutlarını kullanabilir.",
    "bot.role.cleared": "Artık organizatör komutlarını yalnızca Sunucuyu Yönet iznine sahip "
    "üyeler kullanabilir.",
    # ---- errors -------------------------------------------------------------------------
    "bot.error.title": "İşlem başarısız oldu",
    "bot.error.no-player": "**{query}** ile eşleşen oyuncu yok.",
    "bot.error.did-you-mean": "Şunu mu demek istediniz: {players}?",
    "bot.error.ambiguous": "**{query}** ile birden çok oyuncu eşleşiyor: {players}. Listeden "
    "birini seçin ya da adın daha fazlasını yazın.",
    "bot.error.unreadable": "Turnuva okunamadı ({count} sorun):",
    "bot.error.more": "… ve {count} tane daha.",
    "bot.error.cooldown-title": "Biraz yavaşlayın",
    "bot.error.cooldown": "Komut geçici olarak sınırlı. {seconds} sn sonra yeniden deneyin.",
    "bot.error.stale-command": "Bu komut, Discord size gösterdiğinden beri değişti. Bir dakika "
    "sonra yeniden deneyin ya da Discord'u yeniden yükleyin "
    "(Ctrl+R).",
    "bot.error.stale-button": "Bu düğme güncel değil: `/standings` komutunu yeniden çalıştırın.",
    "bot.error.dm": "Bu komut doğrudan mesajlarda değil, bir sunucuda çalışır.",
    "bot.error.unexpected-title": "Bir şeyler ters gitti",
    "bot.error.unexpected": "Bot beklenmedik bir sorunla karşılaştı; sorun kaydedildi.",
    "bot.error.kept": "`{slug}` puan durumu {when} okunduğu hâliyle tutuldu; kaynak şimdi "
    "şöyle yanıt veriyor:",
    "bot.live.kept-title": "Son iyi okuma tutuldu",
    "bot.live.kept": "Puan durumu {when} okunduğu hâliyle tutuldu; kaynak şimdi şöyle yanıt "
    "veriyor: {reason}",
    "bot.error.store-down": "Botun veritabanı yanıt vermiyor; bir dakika sonra yeniden deneyin.",
    "bot.error.store-failed": "Botun veritabanında bir hata oluştu; ayrıntılar botun "
    "işletmecisinde. Bir dakika sonra yeniden deneyin.",
    "bot.error.work-limit-title": "Durduruldu",
    "bot.error.work-limit": "{seconds} s sonra durduruldu: bu yanıt, botun herkese yanıt "
    "vermeyi sürdürmek için bir soruya ayırdığı süreden uzun sürüyor. Daha küçük bir bölümü "
    "sorun (bir oyuncu, önceki bir tur) ya da komut satırını kullanın (`tiebreak`).",
    "bot.error.busy": "Bot bu sunucunun son soruları üzerinde hâlâ çalışıyor; biraz sonra "
    "yeniden deneyin.",
    "bot.error.no-tournament": "Bu sunucuya henüz bağlı bir turnuva yok. Bir organizatör "
    "`/tournament link` ile bir turnuva bağlayabilir (Google "
    "E-Tablolar URL'si, lichess İsviçre turnuvası URL'si ya da ekli "
    "bir TRF/JSON/CSV dosyası).",
    "bot.error.unknown-tournament": "“{key}” adında bağlı bir turnuva yok. Burada bağlı "
    "olanlar: {known}.",
    "bot.error.none-linked": "yok",
    "bot.error.not-organiser": "Bunu yalnızca organizatörler yapabilir: Sunucuyu Yönet izni "
    "gerekir.",
    "bot.error.not-organiser-role": "Bunu yalnızca organizatörler yapabilir: Sunucuyu Yönet "
    "izni ya da {role} rolü gerekir.",
    "bot.error.same-player": "İki farklı oyuncu seçin: iki seçenek de {name} ({id}) "
    "oyuncusunu gösteriyor.",
    "bot.error.one-source": "Tam olarak bir kaynak verin: `url` (Google E-Tablo ya da lichess "
    "İsviçre turnuvası) veya `file` (ekli bir TRF, JSON ya da CSV "
    "dosyası).",
    "bot.error.source": "{source} okunamadı: {reason}",
    "bot.source.too-large": "dosya çok büyük",
    "bot.source.larger-than": "dosya {mb} MB'tan büyük",
    "bot.source.bad-url": "bir Google E-Tablolar URL'si (https://docs.google.com/spreadsheets/"
    "d/...) ya da bir lichess İsviçre turnuvası URL'si "
    "(https://lichess.org/swiss/<8 karakter>) bekleniyordu; bunun yerine "
    "bir TRF, JSON ya da CSV dosyası da ekleyebilirsiniz",
    "bot.source.binary": "tournament JSON, TRF ya da CSV dosyası değil (ikili bir dosya)",
    "bot.source.no-lichess": "lichess içe aktarma kurulu değil (pip install 'tiebreak[lichess]')",
    "bot.source.lichess-down": "lichess yanıt vermedi ({error})",
    "bot.source.the-sheet": "Google E-Tablo",
    "bot.source.no-sheets": "Google E-Tablolar bağlayıcısı kurulu değil (pip install "
    "'tiebreak[sheets]')",
    "bot.source.no-credentials": "botun kullanılabilir Google kimlik bilgisi yok: botu "
    "çalıştıran kişi GOOGLE_APPLICATION_CREDENTIALS değişkenini bir "
    "hizmet hesabı anahtar dosyasına ayarlar ve tablo bu hesapla "
    "paylaşılır ({error})",
    # ---- command descriptions (Discord: at most 100 characters) -------------------------
    "bot.cmd.standings": "Puan durumunu gösterir: puanlar ve geçerli sıradaki eşitlik bozma "
    "sütunları.",
    "bot.cmd.player": "Oyuncunun karnesini (tur, renk, rakip, sonuç) ve eşitlik bozma "
    "değerlerini gösterir.",
    "bot.cmd.rules": "Kural setini, eşitlik bozma sırasını ve hesaplamanın uyarılarını gösterir.",
    "bot.cmd.buchholz": "Oyuncunun Buchholz'unu tur tur gösterir: her rakibin sayılan puanı ve "
    "nedeni.",
    "bot.cmd.tiebreak": "Oyuncunun herhangi bir eşitlik bozma değerinin nasıl hesaplandığını "
    "gösterir.",
    "bot.cmd.why": "Bir oyuncuyu diğerinin üstüne hangi ölçütün koyduğunu, iki taraf için "
    "gösterir.",
    "bot.cmd.tournament": "Turnuvaları bu sunucuya bağlayın ve kuralları seçin (organizatörler).",
    "bot.cmd.tournament.link": "Turnuva bağlar (tablo, lichess İsviçre turnuvası ya da dosya); "
    "etkin turnuva olur.",
    "bot.cmd.tournament.use": "Bağlı başka bir turnuvayı etkin yapar.",
    "bot.cmd.tournament.list": "Bu sunucuya bağlı turnuvaları listeler.",
    "bot.cmd.tournament.unlink": "Turnuvanın bağlantısını kaldırır (kaynağına dokunulmaz).",
    "bot.cmd.tournament.settings": "Kural setini ve eşitlik bozma sırasını ayarlar (boş "
    "bırakılırsa gösterir).",
    "bot.cmd.tournament.organiser-role": "Üyeleri turnuva bağlayıp ayarlayabilen rolü seçer.",
    "bot.cmd.sync": "Turnuvanın kaynağını yeniden okur (ve tablonun eşitlik bozma sütunlarını "
    "yazar).",
    "bot.cmd.option.page": "Tablonun sayfası (sayfa başına 20 oyuncu)",
    "bot.cmd.option.tournament": "Etkin olandan başka bir bağlı turnuva",
    "bot.cmd.option.after-round": "Bu turun sonundaki puan durumu",
    "bot.cmd.option.player": "Ad ya da başlangıç numarası",
    "bot.cmd.option.variant": "Tam, Cut-1, Cut-2, Median-1 ya da Median-2 (varsayılan: tam)",
    "bot.cmd.option.code": "Eşitlik bozma kodu, ör. SB, PS, ARO, BH-C1, DE",
    "bot.cmd.option.player-a": "Bir oyuncu",
    "bot.cmd.option.player-b": "Diğer oyuncu (boş bırakın: ilki neden o sırada?)",
    "bot.cmd.option.url": "Google E-Tablo URL'si ya da lichess İsviçre turnuvası URL'si",
    "bot.cmd.option.file": "Ya da bir TRF, tournament JSON, CSV veya Excel (.xlsx) dosyası ekleyin",
    "bot.cmd.option.use": "Etkin yapılacak bağlı turnuva",
    "bot.cmd.option.unlink": "Bağlantısı kaldırılacak turnuva",
    "bot.cmd.option.rules": "Oynanmayan turlar için kural seti (varsayılan: tarihe göre FIDE)",
    "bot.cmd.option.order": "Virgülle ayrılmış eşitlik bozma kodları ya da 'default'",
    "bot.cmd.option.role": "Bu role sahip üyeler organizatör komutlarını kullanabilir "
    "(temizlemek için boş bırakın)",
    "bot.cmd.tournament.addon-token": "Bağlı Google tablosundaki Tiebreak menüsü için belirteç "
    "oluşturur (yalnızca siz görürsünüz).",
    "bot.addon-token.title": "Tiebreak menüsü için belirteç",
    "bot.addon-token.made": "**{name}** (`{slug}`) Google tablosu için Tiebreak hizmetinin yeni "
    "belirteci; yalnızca bu tabloda geçerli (`{sheet}`). Bir kez ve yalnızca size gösterilir:",
    "bot.addon-token.paste": "Tabloda **Tiebreak > Ayarlar**'ı açın, hizmetin adresiyle birlikte "
    "bu tablonun belirteci olarak yapıştırın ve kaydedin.",
    "bot.addon-token.revoke": "Hizmeti çalıştıran kişi onu listeleyebilir ve iptal edebilir: "
    "`tiebreak-serve token list`, `tiebreak-serve token revoke {id}`.",
    "bot.error.addon-token-not-sheet": "`{slug}` bir Google tablosu değil: Tiebreak menüsü bir "
    "Google tablosunda bulunur. `/tournament link url:` ile bir tablo bağlayın.",
    "bot.error.addon-token-no-store": "Bu bot henüz Tiebreak menüsü için belirteç oluşturmuyor: "
    "botu çalıştıran kişi `TIEBREAK_SERVE_DATABASE_URL` değerini `tiebreak-serve` belirteç "
    "deposuna (onun `DATABASE_URL` değeri ya da `sqlite:///` ve `TIEBREAK_SERVE_DB` dosyasının "
    "yolu) ayarlayıp botu yeniden başlatır (docs/addon-setup.md).",
    "bot.error.addon-token-store": "Tiebreak hizmetinin belirteç deposu şu anda kullanılamıyor; "
    "belirteç oluşturulmadı. Botu çalıştıran kişi nedeni botun günlüğünde bulur.",
    # ---- /prizes, /tournament prizes ----------------------------------------------------
    "bot.prizes.share": "**{places}** · {name} ({id}), {points}: **{prize}**",
    "bot.prizes.unawarded": "**{place}** · {text}",
    "bot.prizes.total-line": "{name} ({id}): **{prize}**",
    "bot.prizes.footer": "{tournament} · {round}. tur sonunda · ödül listesi {source} · "
    "turnuva {slug}",
    "bot.prizes.set-title": "Ödül listesi ayarlandı",
    "bot.prizes.set": "**{name}** (`{slug}`) için ödül listesi {source} ayarlandı.",
    "bot.prizes.set-counts": "{count} kategori; mevcut puan durumuna göre {money} dağıtılıyor.",
    "bot.prizes.set-warnings": "⚠️ {count} uyarı: `/prizes` komutuna bakın.",
    "bot.prizes.set-see": "Artık herkes `/prizes` ile kimin ne aldığını, her ödülün "
    "açıklamasıyla görebilir.",
    "bot.prizes.cleared-title": "Ödül listesi kaldırıldı",
    "bot.prizes.cleared": "**{name}** (`{slug}`) için artık ödül listesi yok.",
    "bot.error.prizes-file": "Ödül listesini `file` olarak ekleyin ya da kaldırmak için "
    "`clear: True` verin (ikisinden biri).",
    "bot.error.no-prizes": "`{slug}` için henüz ödül listesi yok. Bir organizatör "
    "`/tournament prizes` ile ayarlar (tiebreak-prizes/1 JSON dosyası, "
    "bkz. docs/prizes.md).",
    "bot.error.prizes-unreadable": "Ödül listesi kullanılamadı ({count} sorun):",
    "bot.cmd.prizes": "Kimin hangi ödülü aldığını, her ödülün açıklamasıyla gösterir "
    "(paylaşılan sıralar, kategoriler).",
    "bot.cmd.tournament.prizes": "Turnuvanın ödül listesini ayarlar; ardından herkes /prizes "
    "ile kimin ne aldığını görür.",
    "bot.cmd.option.prizes-clear": "Bunun yerine turnuvanın ödül listesini kaldır",
    "bot.cmd.option.prizes-file": "Ödül listesi: tiebreak-prizes/1 JSON dosyası",
    # ---- /compare (bot helper botcompare) -----------------------------------------
    "bot.compare.column": "**{letter}** {column}",
    "bot.compare.column.in-force": "**{letter}** {column} (bu turnuvanınki)",
    "bot.compare.by-rules": "Kural setleri: {columns} · eşitlik bozma sırası: {order}",
    "bot.compare.by-orders": "{rules} altında eşitlik bozma sıraları: {columns}",
    "bot.compare.legend": "`{mark}` sırası değişiyor (nedeni aşağıda) · `=` paylaşılan sıra · "
    "önce ilk üç ve eşit puanlılar",
    "bot.compare.move": "**{name}** ({id}), sıralar {ranks}: {cause}",
    "bot.compare.warning": "⚠️ {columns} `{code}`: {text}",
    "bot.compare.more-warnings": "…ve {count} uyarı daha",
    "bot.compare.footer": "Oyuncular: {count} · turnuva {slug}",
    "bot.error.compare-both": "Tek bir eşitlik bozma sırasıyla birkaç kural setini ya da tek bir "
    "kural setiyle birkaç sırayı karşılaştırın: `orders` ile birlikte "
    "`rules` içinde en fazla bir kural seti belirtin.",
    "bot.error.compare-too-many": "Yan yana göstermek için çok fazla ({count}): en fazla {max} "
    "kural seti ya da sıra belirtin.",
    "bot.cmd.compare": "Kural seti ya da eşitlik bozma sırası değişince kimin sırasının "
    "değiştiğini ve nedenini gösterir.",
    "bot.cmd.option.compare-rules": "Virgülle ayrılmış kural setleri (varsayılan: bu set ile "
    "diğer FIDE sürümleri ve US Chess)",
    "bot.cmd.option.compare-orders": "';' ile ayrılmış eşitlik bozma sıraları (tek sıra: "
    "turnuvanın sırasıyla)",
    "bot.compare.more-moves": "…ve sırası değişen {count} oyuncu daha. Sıraları tabloda; `/why` "
    "herhangi iki oyuncunun sırasını açıklar, iki kural seti ya da "
    "sırayla `/compare` daha kısa nedenler verir.",
    "bot.compare.in-file": "Tablonun tamamı ve bütün nedenler: ekteki `{file}` dosyası.",
    "bot.compare.warnings-in-file": "⚠️ Uyarılar: {count}, dosyada listeleniyor.",
    # ---- end of /compare -------------------------------------------------------------
}


# ---- the arbiter's leftovers: withdrawn players in /standings ----------------
MESSAGES.update(
    {
        "bot.standings.withdrawn-mark": "ayr. {round}",
        "bot.standings.withdrawn-legend": "ayr. N: N. turdan sonra turnuvadan ayrıldı",
    }
)

# --- whatif --- (/whatif, bot/cogs/whatif.py)
MESSAGES.update(
    {
        "bot.cmd.whatif": "Oyuncunun bu turdan sonra galibiyet, beraberlik ya da yenilgiyle "
        "nerede bitebileceğini gösterir.",
        "bot.cmd.option.whatif-pairings": "Sonucu beklenen oyun yoksa sonraki turun "
        "eşlendirmesi: beyaz-siyah, virgülle (12-7,3-5)",
        "bot.error.whatif-nothing-pending": "Bu turnuvada sonucu beklenen oyun yok, yani süren "
        "bir tur yok. {next}. turun eşlendirmesini `pairings` ile verin (beyaz-siyah başlangıç "
        "numaraları, örneğin `12-7,3-5`) ya da tur kaynakta eşlendirilince `/sync` kullanın.",
        "bot.whatif.where": "pairings seçeneği, {index}. eşleşme",
        "bot.whatif.footer": "{round}. tur · turnuva {slug}",
    }
)


# --- live --- /tournament live, the write-back setting ---------------------
MESSAGES.update(
    {
        "bot.live.title-provisional": "{name}: geçici puan durumu, {round}. tur sürüyor",
        "bot.live.following": "Canlı: bu mesaj sonuçları izliyor",
        "bot.live.round-complete": "{round}. tur tamamlandı",
        "bot.live.more": "Tüm satırlar ve eşitlik bozma ölçütleri: `/standings tournament:{slug}`",
        "bot.live.started-title": "Canlı puan durumu",
        "bot.live.started": "**{name}** puan durumu {channel} kanalında canlı: sonuçlar geldikçe "
        "tek bir mesaj düzenlenir ve tamamlanan her tur kısa yeni bir mesaj alır.",
        "bot.live.follows-source": "Kaynak her {seconds} sn'de bir yeniden okunur.",
        "bot.live.follows-file": "Dosya yeniden okunmaz: yeniden bağlayın (ya da `/sync`), mesaj "
        "güncellenir.",
        "bot.live.write-back-on": "Geri yazma: açık (canlıyken tablonun eşitlik bozma sütunları "
        "da geri yazılır)",
        "bot.live.write-back-off": "Geri yazma: kapalı (`/tournament settings write_back:on` "
        "canlı tabloya geri yazar)",
        "bot.live.stopped-title": "Canlı puan durumu durduruldu",
        "bot.live.stopped": "**{name}** artık {channel} kanalında canlı değil; son mesaj olduğu "
        "gibi kalır.",
        "bot.live.need-channel": "Puan durumu için bir kanal belirtin (`channel:`) ya da "
        "`off:True` ile durdurun, ikisini birden değil.",
        "bot.live.not-live": "`{slug}` turnuvası bu sunucuda canlı değil: `/tournament live "
        "channel:` ile başlatın.",
        "bot.live.cannot-post": "{channel} kanalına yazamıyorum: bana orada Kanalı Görüntüle, "
        "Mesaj Gönder ve Bağlantı Yerleştir izinlerini verin.",
        "bot.cmd.tournament.live": "Puan durumunu bir kanala gönderir ve sonuçlar geldikçe o "
        "mesajı güncel tutar.",
        "bot.cmd.option.live-channel": "Puan durumunun güncel tutulacağı kanal",
        "bot.cmd.option.live-off": "Bunun yerine canlı puan durumunu durdurur",
        "bot.cmd.option.write-back": "Canlıyken tablonun eşitlik bozma sütunlarını da geri yazar",
        "bot.cmd.choice.on": "açık",
        "bot.cmd.choice.off": "kapalı",
    }
)


# --- teams ---
MESSAGES.update(
    {
        "bot.team.cmd.team": "Takım turnuvasından bir takım: ad veya numara",
        "bot.team.cmd.team-a": "Bir takım (takım turnuvaları)",
        "bot.team.cmd.team-b": "Diğer takım (takım turnuvaları)",
        "bot.team.error.player-command": (
            "**{name}** bir takım turnuvası: sıralaması takımları sıralar ve oyuncuların burada "
            "kendi eşitlik bozma değerleri yoktur. Takımları sorun: `/standings`, `/tiebreak "
            "team:… code:…`, `/why team_a:… team_b:…`."
        ),
        "bot.team.error.not-team-event": (
            "**{name}** bir takım turnuvası değil: takım değil oyuncu belirtin (`player`, "
            "`player_a`, `player_b`)."
        ),
        "bot.team.error.no-team": "**{query}** ile eşleşen takım yok.",
        "bot.team.error.no-team-close": (
            "**{query}** ile eşleşen takım yok. Şunu mu demek istediniz: {teams}?"
        ),
        "bot.team.error.ambiguous": (
            "**{query}** birden fazla takımla eşleşiyor: {teams}. Adın daha fazlasını ya da "
            "takımın numarasını yazın."
        ),
        "bot.team.error.player-or-team": (
            "Bir oyuncu (`player`) ya da bir takım (`team`) belirtin: ikisinden biri."
        ),
        "bot.team.error.two-teams": "İki takım belirtin (`team_a` ve `team_b`), oyuncu değil.",
        "bot.team.error.same-team": (
            "İki seçenek de **{name}** ({id}) takımını gösteriyor: iki farklı takım seçin."
        ),
        "bot.team.order-none": "yok",
        "bot.team.standings.rules": (
            "Kurallar `{rules}` · {score} sırasıyla · eşitlik bozma sırası: {order}"
        ),
        "bot.team.standings.footer": "Sayfa {page}/{pages} · takım: {count} · turnuva `{slug}`",
        "bot.team.compare.footer": "Takımlar: {count} · turnuva {slug}",
        "bot.team.rules.score": "Önce {score}, sonra eşitlik bozma sırası",
        "bot.team.summary.counts": (
            "Takım turnuvası: takım {count}, masa {boards}, {rounds} turdan {counted}; kurallar "
            "`{rules}`, önce {score}, eşitlik bozma sırası: {order}."
        ),
    }
)

# ---- /publish: the standings page as a file ------------------------------
MESSAGES.update(
    {
        "bot.cmd.publish": (
            "Turnuvanın kendini açıklayan puan durumu sayfasını (tek bir HTML dosyası) ekler."
        ),
        "bot.cmd.option.publish-language": (
            "Sayfanın dili: sunucunun dili (varsayılan) ya da sizinki"
        ),
        "bot.cmd.option.every-round": (
            "Canlı puan durumu açıkken sayfayı her tur bittiğinde de paylaşır"
        ),
        "bot.cmd.choice.server-language": "sunucunun dili",
        "bot.cmd.choice.my-language": "benim dilim",
        "bot.publish.mb": "{size} MB",
        "bot.publish.kb": "{size} kB",
        "bot.publish.title": "{name}: puan durumu sayfası",
        "bot.publish.round-title": "{name}: {round}. tur sonrası puan durumu sayfası",
        "bot.publish.whole": (
            "Sayfanın tamamı ({size}): puan durumu, açıklanan eşitlik bozma ölçütleri, çapraz "
            "tablo, eşlendirmeler, grafikler ve tüm oyuncuların kartları. Bir tarayıcıda açın ya "
            "da yazdırın."
        ),
        "bot.publish.over": (
            "Sayfanın tamamı ({size}) bu sunucunun dosya sınırını ({limit}) aşıyor."
        ),
        "bot.publish.tied": (
            "Eklenen: yalnızca sırayı paylaşan oyuncuların kartlarını içeren sayfa (eşitlik bozma "
            "ölçütleri onları ayıramadı) ({part})."
        ),
        "bot.publish.top": (
            "Eklenen: yalnızca puan durumundaki ilk {count} oyuncunun kartlarını içeren sayfa "
            "({part})."
        ),
        "bot.publish.at-least": "en az {size}",
        "bot.publish.about": "yaklaşık {size}",
        "bot.publish.no-cards": "Eklenen: oyuncu kartları olmadan sayfa ({part}).",
        "bot.publish.too-slow": (
            "Sayfanın oluşturulması botun tek bir iş için izin verdiğinden uzun sürdü ({seconds} "
            "sn): hiçbir şey eklenmedi."
        ),
        "bot.publish.none": (
            "Sayfanın tamamı ({size}) bu sunucunun dosya sınırını ({limit}) aşıyor, oyuncu "
            "kartları olmayan sayfa da öyle: hiçbir şey eklenmedi."
        ),
        "bot.publish.command": "Sayfanın tamamını oluşturmak için: `{command}`",
        "bot.publish.rounds-on": "Sayfa her tur bittiğinde {channel} kanalında da paylaşılacak.",
        "bot.publish.rounds-off": "Sayfa artık bir tur bittiğinde paylaşılmayacak.",
        "bot.publish.needs-live": (
            "`{slug}` için canlı puan durumu kapalı: önce `/tournament live` ile başlatın, sonra "
            "sayfa her turu izleyebilir."
        ),
    }
)
