"""The messages of grid in tr: problems in organisers' grids (çapraz tablolar, eşlendirme
listeleri, CSV), in the consistency checks and the shared limits' reasons."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "grid.join-and": "{left} ve {right}",
    "grid.join-or": "{left} veya {right}",
    "grid.scoring-range": "0 ile {most} arasında, en çok {decimals} ondalık basamaklı bir "
    "sayı bekleniyordu",
    "grid.text-control": "{code} kontrol karakterini içeriyor (konum {position})",
    "grid.text-surrogate": "bir UTF-16 vekil çiftinin (surrogate) yarısını içeriyor: {code} "
    "(konum {position})",
    "grid.expected": "{expected} bekleniyordu; bulunan: {found}",
    "grid.expected-hint": "{expected} bekleniyordu; bulunan: {found} ({hint})",
    "grid.cell-help": "+W9, =B9, -9, 19w1, 3b½, 12b0, ?W9, 19w, "
    "+F7, -F7, BYE, H, F, Z, -- gibi bir tur "
    "hücresi ya da boş hücre",
    "grid.uscf-help": "W5, D2, L4, X8 (hükmen galibiyet), F8 (hükmen yenilgi), B (tam "
    "puanlık bay), H (yarım puanlık bay), U (oynanmadı) gibi bir US Chess "
    "tablo hücresi ya da boş hücre",
    "grid.result-help": "1-0, 0-1, ½-½, 1/2-1/2, 0.5-0.5, =, +/- veya -/+ (hükmen), -- veya "
    "0-0 (çift taraflı hükmen) gibi bir sonuç",
    "grid.hint.no-such-number": "böyle bir başlangıç numarası yok",
    "grid.hint.colour": "rengi yazın, ör. {number}w{result}, ya da önce bir işaret yazın, ör. "
    "+{number}",
    "grid.hint.start-at-1": "başlangıç numaraları 1'den başlar",
    "grid.hint.formula": "Google Sheets = ile başlayan bir hücre için {shown} gösterir: ½ "
    "ya da metin olarak '= yazın",
    "grid.hint.uscf": "{cell} US Chess tablo gösterimine benziyor: tablonun üstüne "
    "'Notation | uscf' satırı ekleyin ya da --notation uscf verin",
    "grid.uscf-opponent-zero": "{found}: rakip numaraları 1'den başlar",
    "grid.uscf-forfeit-opponent": "{found}: hükmen sonuç oynamayan rakibi belirtir, ör. "
    "{letter}8 (US Chess gösterimi)",
    "grid.csv-nul": "metin dosyası değil: bir NUL baytı içeriyor",
    "grid.csv-unreadable": "CSV olarak okunamıyor: {detail}",
    "grid.header-row": "satır {row} ({words})",
    "grid.header-row-more": "satır {row} ({words}, …)",
    "grid.rounds-range": "tur sayısı 0 ile {most} arasında olmalı, bulunan: {found}",
    "grid.pairings-needs-result": "bir eşlendirme listesi başlığında Beyaz ve Siyah "
    "sütunlarının yanında bir sonuç sütunu da olmalı: {words}",
    "grid.no-header": "başlık satırı bulunamadı: bir çapraz tablo başlığı (isim ve her tur "
    "için bir sütun: R1, R2, … ya da Kolo 1, Runde 1, …) veya bir "
    "eşlendirme listesi başlığı (Tur, Beyaz, Siyah, Sonuç) bekleniyordu. "
    "İsim: {name_words}; Beyaz: {white_words}",
    "grid.header-two-ways": "{header} başlık olarak iki şekilde okunuyor: çapraz tablo olarak "
    "(isim ve {rounds} tur sütunları) ve eşlendirme listesi olarak "
    "(Beyaz ve Siyah sütunları). Eşlendirme listesi için tur "
    "sütunlarını (ör. Notlar olarak), çapraz tablo için Beyaz/Siyah "
    "sütunlarını yeniden adlandırın.",
    "grid.notation-unknown": "gösterim {found}: {first} veya {second} bekleniyordu",
    "grid.grid-two-ways": "bu tablo iki şekilde okunuyor: çapraz tablo olarak (başlık: "
    "{crosstable}) ve eşlendirme listesi olarak (başlık: {pairings}). "
    "Her sayfada veya dosyada tek bir düzen bırakın: diğerini kendi "
    "sayfasına veya dosyasına taşıyın.",
    "grid.second-header.crosstable": "ikinci bir başlık satırı: {first} ve {second} ikisi de "
    "bir çapraz tablo başlatıyor; her sayfada veya dosyada "
    "bir tane bırakın",
    "grid.second-header.pairings": "ikinci bir başlık satırı: {first} ve {second} ikisi de "
    "bir eşlendirme listesi başlatıyor; her sayfada veya "
    "dosyada bir tane bırakın",
    "grid.list-no-games": "bir oyuncu listesi ({header}) bulundu ama hiç oyun yok: bir çapraz "
    "tablo (R1, R2, … tur sütunları) veya bir eşlendirme listesi (Tur, "
    "Beyaz, Siyah, Sonuç) bekleniyordu",
    "grid.two-lists": "iki oyuncu listesi: {first} ve {second}; birini bırakın",
    "grid.list-twice": "hem tabloda bir oyuncu listesi hem de ayrı bir oyuncu listesi "
    "verildi; birini bırakın",
    "grid.list-no-header": "başlık satırı olan bir oyuncu listesi bekleniyordu (isim: "
    "{name_words}; no.: {number_words})",
    "grid.column-at": "{cell} {text}",
    "grid.column-twice": "iki sütun {role} olarak okunuyor: {cells}; birini yeniden adlandırın",
    "grid.rating-expected": "bir rating bekleniyordu (1850 gibi bir tam sayı ya da boş), "
    "bulunan: {found}",
    "grid.number-expected": "bir başlangıç numarası bekleniyordu (1'den başlayan bir tam "
    "sayı), bulunan: {found}",
    "grid.name-empty": "oyuncunun ismi bekleniyordu, hücre boş",
    "grid.name-bad": "isim {name}: {why}",
    "grid.points-expected": "oyuncunun puanı bekleniyordu (ör. 3, 3.5, 3,5 veya 3½), bulunan: "
    "{found}",
    "grid.points-disagree": "{found} puanı oyunlarla uyuşmuyor: {tokens} toplamı {total}",
    "grid.name-column-missing": "bir isim sütunu bekleniyordu",
    "grid.round-below-one": "tur numaraları 1'den başlar, bulunan: {found}",
    "grid.round-two-columns": "{round}. turun iki sütunu var: {first} ve {second}",
    "grid.rounds-missing": {
        "one": "tur sütunları {last}. tura kadar gidiyor ama şu turun sütunu yok: {missing}",
        "other": "tur sütunları {last}. tura kadar gidiyor ama şu turların sütunu yok: {missing}",
    },
    "grid.round-over-max": "{round}. tur: bir turnuva en çok {most} tur olabilir",
    "grid.planned-below-columns": "turnuvanın tur sayısı {planned}, ama tabloda {round}. tur "
    "için bir sütun var",
    "grid.no-number-column": "başlangıç numarası sütunu yok ({words}): tur hücrelerindeki "
    "rakipler başlangıç numaralarıdır, bu yüzden her oyuncu satırında "
    "bir tane olmalı",
    "grid.no-player-rows": "bir çapraz tablo başlığı var ama altında oyuncu satırı yok",
    "grid.number-twice": "{number} başlangıç numarası iki kez kullanılmış: {first} ve "
    "{second}. satırlar",
    "grid.opponents-two-ways": "tur hücrelerindeki rakip numaraları iki şekilde okunuyor: "
    "başlangıç numarası olarak (sütun {numbers}) ve sıra olarak "
    "(sütun {ranks}); oyunlar her iki okumada da uyuşuyor. "
    "Numaraların kastetmediği sütunu silin ya da başlığını yeniden "
    "adlandırın.",
    "grid.opponents-neither": "rakip numaraları başlangıç numarası olarak okundu (sütun "
    "{numbers}); sıra olarak okunduğunda da (sütun {ranks}) oyunlar "
    "uyuşmuyor",
    "grid.opponent-unknown": "{found} çapraz tabloda olmayan {opponent} numaralı oyuncuyu "
    "belirtiyor (numaralar {low}–{high})",
    "grid.opponent-unknown-none": "{found} çapraz tabloda olmayan {opponent} numaralı "
    "oyuncuyu belirtiyor (numara yok)",
    "grid.back-ref-empty": "{here}, {round}. turdaki rakibin {opponent} numaralı oyuncu "
    "olduğunu söylüyor, ama {there} ({opponent} numaralı oyuncu, "
    "{round}. tur) boş",
    "grid.back-ref-has": "{here}, {round}. turdaki rakibin {opponent} numaralı oyuncu "
    "olduğunu söylüyor, ama {there} ({opponent} numaralı oyuncu, {round}. "
    "tur) {there_text} içeriyor",
    "grid.sides-differ-expected": "{round}. turun oyunu iki satırda farklı kaydedilmiş: "
    "{here} {here_text} içeriyor ama {there} ({opponent} "
    "numaralı oyuncu) {there_text} içeriyor; orada {expected} "
    "bekleniyordu",
    "grid.sides-differ": "{round}. turun oyunu iki satırda farklı kaydedilmiş: {here} "
    "{here_text} içeriyor ama {there} ({opponent} numaralı oyuncu) "
    "{there_text} içeriyor",
    "grid.list-number-twice": "{number} başlangıç numarası oyuncu listesinde iki kez "
    "kullanılmış: {first} ve {second}. satırlar",
    "grid.list-empty": "bir oyuncu listesi başlığı var ama altında oyuncu yok",
    "grid.name-twice-no-numbers": "iki oyuncunun adı {name} ({rows}. satırlar) ve listede "
    "başlangıç numarası sütunu yok: bir tane ekleyin ({words}) "
    "ve eşlendirmelerde onları numarayla belirtin",
    "grid.number-expected-plain": "bir başlangıç numarası bekleniyordu, bulunan: {found}",
    "grid.number-from-1": "1'den başlayan bir başlangıç numarası bekleniyordu, bulunan: {found}",
    "grid.number-not-in-list": "bilinmeyen oyuncu: oyuncu listesinde {number} başlangıç "
    "numarası yok",
    "grid.name-number-mismatch": "{found}, oyuncu listesinde {name} olan {number} başlangıç "
    "numarasıyla uyuşmuyor",
    "grid.name-ambiguous": "{found} başlangıç numarası {numbers} olabilir: bu isimde iki "
    "oyuncu var; bunun yerine başlangıç numarasını yazın",
    "grid.player-unknown": "bilinmeyen oyuncu {found}: oyuncu listesinde yok",
    "grid.player-unknown-close": "bilinmeyen oyuncu {found}: oyuncu listesinde yok ({close} "
    "mı demek istediniz?)",
    "grid.number-without-list": "{number} başlangıç numarası, ama diğer satırlar oyuncuları "
    "isimle belirtiyor ve {number} numaranın kim olduğunu "
    "söyleyen bir oyuncu listesi yok: ismi yazın ya da bir oyuncu "
    "listesi ekleyin (No., İsim, …)",
    "grid.number-columns-twice.white": "Beyaz'ın yanında iki başlangıç numarası sütunu: "
    "{first} ve {second}",
    "grid.number-columns-twice.black": "Siyah'ın yanında iki başlangıç numarası sütunu: "
    "{first} ve {second}",
    "grid.round-expected": "bir tur numarası bekleniyordu (1, R1, Tur 1), bulunan: {found}",
    "grid.no-round": "bu oyunun turu yok: Tur sütununda bir tur numarası ya da oyunların "
    "üstünde 'Tur 1' gibi bir satır bekleniyordu",
    "grid.same-player-both-sides": "iki tarafta da aynı oyuncu ({who})",
    "grid.game-or-bye": "bir oyun (Beyaz ve Siyah) ya da bir bay (bir oyuncu ve BYE, H, F, Z "
    "veya U) bekleniyordu, bulunan: Beyaz {white}, Siyah {black}",
    "grid.bye-points-expected": "rakibi olmayan bir oyuncu için bayın puanı (1, ½, 0) ya da "
    "bir bay kelimesi (BYE, H, F, Z, U) bekleniyordu, bulunan: "
    "{found}",
    "grid.bye-points-range": "bir bay 1, ½ veya 0 puan değerindedir, bulunan: {found}",
    "grid.byes-two": "bir satırda iki farklı bay: {first} ve {second}",
    "grid.bye-points-mismatch": "{found} puanı bir {bye} ile uyuşmuyor (değeri {worth})",
    "grid.bye-missing": "rakibi olmayan bir oyuncu: diğer oyuncunun hücresinde ya da sonuç "
    "hücresinde BYE, H (yarım puanlık bay), F (tam puanlık bay), Z (sıfır "
    "puanlık bay) veya U bekleniyordu",
    "grid.player-twice-in-round": "{name} {round}. turda zaten {first} hücresinde: bir oyuncu "
    "her turda bir kez yer alır",
    "grid.row-no-players": "{row}. satırda {round}. tur var ama oyuncu yok: Beyaz, Siyah ve "
    "sonuç (ya da bir oyuncu ve bir bay) bekleniyordu; satırda oyun "
    "yoksa silin",
    "grid.row-no-players-board": "{row}. satırda {round}. tur ve {board}. masa var ama oyuncu "
    "yok: Beyaz, Siyah ve sonuç (ya da bir oyuncu ve bir bay) "
    "bekleniyordu; satırda oyun yoksa silin",
    "grid.no-result": (
        "sonuç yok: {expected} bekleniyordu (yalnızca süren tur, yani sonuçları olan son "
        "tur, henüz sonucu olmayan oyunlar içerebilir)"
    ),
    "grid.planned-below-row": "turnuvanın tur sayısı {planned}, ama bu satır {round}. turda",
    "grid.results-over-rounds": "{results} turluk sonuç var ama turnuva {rounds} tur duyuruyor",
    "grid.results-uneven": "{results} turluk sonuç var, diğer oyuncularda ise {others}; "
    "oyuncunun eşlendirilmediği bir tur için -- yazın",
    "grid.opponent-not-in-event": "{token}, turnuvada olmayan {opponent} numaralı oyuncuyu "
    "belirtiyor",
    "grid.paired-self": "bir oyuncu kendisiyle eşlendirilemez",
    "grid.back-ref-other-has": "{token} rakibin {opponent} numaralı oyuncu olduğunu "
    "söylüyor, ama {opponent} numaralı oyuncunun {round}. turda "
    "kaydı {other}",
    "grid.back-ref-other-paired": "{token} rakibin {opponent} numaralı oyuncu olduğunu "
    "söylüyor, ama {opponent} numaralı oyuncu {round}. turda "
    "{paired} numaralı oyuncuyla eşlendirilmiş ({other})",
    "grid.results-disagree": "{token}, {round}. turdaki aynı oyun için {opponent} numaralı "
    "oyuncunun {other} kaydıyla uyuşmuyor",
    "grid.same-colour.white": "{round}. turda hem {player} hem {opponent} numaralı oyuncu "
    "Beyaz olarak kaydedilmiş",
    "grid.same-colour.black": "{round}. turda hem {player} hem {opponent} numaralı oyuncu "
    "Siyah olarak kaydedilmiş",
    "grid.paired-twice": "{player} numaralı oyuncu {round}. turda iki kez eşlendirilmiş "
    "({by} numaralı oyuncular tarafından)",
    "grid.after-withdrawal": "{after}. turdan sonra turnuvadan ayrıldı ama {round}. turda "
    "{token} kaydı var; -- bekleniyordu",
}


# ---- a name typed twice, a round with no results -----
MESSAGES.update(
    {
        "grid.round-no-results": "{round}. turun hiç sonucu yok (oyun, bay veya yokluk), oysa "
        "{later}. turun var",
        "grid.same-player-typo": {
            "one": "{name} yalnızca {rounds}. turda geçiyor; {other} ({cells}) "
            "mi demek istediniz? İki ayrı oyuncuysa ikisini de bir "
            "Players bloğuna veya sekmesine yazın.",
            "other": "{name} yalnızca {rounds}. turlarda geçiyor; {other} "
            "({cells}) mi demek istediniz? İki ayrı oyuncuysa ikisini "
            "de bir Players bloğuna veya sekmesine yazın.",
        },
    }
)


# --- live gaps --- (a row cut short, a player list beside a crosstable)
MESSAGES.update(
    {
        "grid.listed-no-row": "{name} oyuncu listesinde var ama çapraz tabloda satırı yok",
        "grid.row-short": "{row}. satır {last} sütununda bitiyor, ama başlığı ({header}. satır) "
        "{end} sütununa kadar gidiyor: bir hücre eksik; her hücreyi, boş olanı da "
        "yazın (henüz girilmemiş bir sonuç boş bir son hücredir)",
        "grid.pending-before-results": (
            "{round}. turdaki {opponent} numaralı oyuncuyla oyunun henüz sonucu yok, ama "
            "{later}. turun sonuçları var: sonucu girin (sıralama yalnızca tamamlanmış "
            "turları sayar, bu yüzden sonraki bütün sonuçlar onu bekler)"
        ),
    }
)

# the Tiebreak settings block of a grid (core/formats/grid_settings.py)
MESSAGES.update(
    {
        "grid.near-twin-merged": "{name}, {first} ({cell}) olarak okundu: adlar yalnızca aksan, "
        "büyük-küçük harf ya da boşlukla ayrılıyor; iki oyuncuysalar ikisini de başlangıç "
        "numaralarıyla bir Players bloğunda listeleyin",
        "grid.settings.second-block": "ikinci bir 'Tiebreak settings' bloğu (ilki {cell} "
        "hücresinde); yalnızca birini bırakın",
        "grid.settings.twice": "{key} ayarı iki kez verilmiş",
        "grid.settings.target": "hedef {value}: 'columns' veya 'standings-tab' bekleniyor",
        "grid.settings.language": "dil {value}: şunlardan biri bekleniyor: {langs}",
        "grid.settings.lots-seed": "kura seed değeri {value}: 0 ile {most} arasında bir tam sayı "
        "bekleniyor",
        "grid.settings.single-winner": "tek kazanan {value}: evet veya hayır bekleniyor",
        "grid.settings.unknown-key": "bilinmeyen ayar {key}: Rules, Order, Start date, Target, "
        "Language, Lots seed veya Single winner bekleniyor",
        "grid.settings.rules": "kural kümesi {value}: şunlardan biri bekleniyor: {names}",
        "grid.settings.date": "başlangıç tarihi {value}: 2025-09-13 ya da 13.9.2025 gibi bir tarih "
        "bekleniyor",
    }
)
