"""The sheet connector's messages in Turkish (tr): sheets/en.py translated, formal "siz",
terms from glossary.md (eşitlik bozma, puan durumu, sayfa = a tab of the spreadsheet); the
noun keeps the singular after a number ("3 hücre")."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- headers of our columns (as in the core's standings table) -----------------------
    "sheets.header.rank": "Sıra",
    "sheets.header.pts": "Puan",
    "sheets.header.no": "BSNo",
    "sheets.header.name": "İsim",
    # ---- the note on each of our headers --------------------------------------------------
    "sheets.note.header": "{mark} {what}, kural seti {rules}. `tiebreak-sheets sync` "
    "tarafından yazılır ve her eşitlemede yeniden yazılır: bu sütuna "
    "yazmayın.",
    "sheets.note.rank": "puan durumundaki sıra",
    "sheets.note.pts": "puan",
    "sheets.note.no": "başlangıç sıra numarası",
    "sheets.note.name": "oyuncu",
    "sheets.note.tiebreak": "{name} ({code}); her değerin notu onu açıklar",
    "sheets.note.tiebreak-named": "{name}; her değerin notu onu açıklar",
    # ---- the summary line -----------------------------------------------------------------
    "sheets.summary.head": {
        "one": "{title} ({tab}): {count} oyuncu, kural seti {rules}, eşitlik bozma sırası {order}",
        "other": "{title} ({tab}): {count} oyuncu, kural seti {rules}, eşitlik bozma sırası "
        "{order}",
    },
    "sheets.summary.points-only": "(yalnızca puan)",
    "sheets.summary.up-to-date": "{head}; güncel",
    "sheets.summary.nothing-written": "{head}; güncel, hiçbir şey yazılmadı",
    "sheets.summary.dry-run": "{head}; deneme çalıştırması: {where} üzerinde {cells} "
    "değişecekti, hiçbir şey yazılmadı",
    "sheets.summary.changed": "{head}; {where} üzerinde {cells} {requests} değiştirildi",
    "sheets.summary.cells": {"one": "{count} hücre", "other": "{count} hücre"},
    "sheets.summary.tab": "{tab} sayfası",
    "sheets.summary.one-request": "tek istekle",
    "sheets.summary.requests": {"one": "{count} istekle", "other": "{count} istekle"},
    # ---- the dry-run listing --------------------------------------------------------------
    "sheets.dry.change": "{address}: {old} -> {new}",
    "sheets.dry.empty": "boş",
    "sheets.dry.note-removed": "{change}; not kaldırıldı",
    "sheets.dry.note-set": "{change}; yeni not: {first}",
    "sheets.dry.note-updated": "{change}; not güncellendi: {first}",
    "sheets.dry.more-lines": {
        "one": "{change} (+{count} satır)",
        "other": "{change} (+{count} satır)",
    },
    "sheets.dry.create-tab": "{tab} sayfasını oluştur",
    "sheets.dry.add-columns": {
        "one": "{tab} sayfasına {count} sütun ekle",
        "other": "{tab} sayfasına {count} sütun ekle",
    },
    "sheets.dry.add-rows": {
        "one": "{tab} sayfasına {count} satır ekle",
        "other": "{tab} sayfasına {count} satır ekle",
    },
    # ---- what a cell holds ----------------------------------------------------------------
    "sheets.cell.nothing": "hiçbir şey",
    "sheets.cell.note": "bir not {note}",
    "sheets.cell.formula": "{formula} formülü",
    "sheets.cell.with-note": "{what}, {note} notuyla",
    # ---- the settings block ---------------------------------------------------------------
    # ---- errors ---------------------------------------------------------------------------
    "sheets.error.conflict": {
        "one": "hiçbir şey yazılmadı: eşitlemenin üzerine yazacağı {count} hücre, eşitlemenin "
        "yazmadığı veriler içeriyor: {cells}. Bu hücreleri taşıyın ya da temizleyin "
        "veya başka bir hedef seçin (--target standings-tab).",
        "other": "hiçbir şey yazılmadı: eşitlemenin üzerine yazacağı {count} hücre, "
        "eşitlemenin yazmadığı veriler içeriyor: {cells}. Bu hücreleri taşıyın ya da "
        "temizleyin veya başka bir hedef seçin (--target standings-tab).",
    },
    "sheets.error.conflict-cell": "{where} hücresinde {what} var",
    "sheets.error.conflict-more": "{cells} (ve {count} hücre daha)",
    "sheets.error.busy": "{tab} sayfası eşitleme sırasında değişmeye devam etti ({count} "
    "deneme); hiçbir şey yazılmadı. Düzenlemeler bitince eşitlemeyi "
    "yeniden çalıştırın.",
    "sheets.error.busy-written": "{tab} sayfası eşitleme sırasında değişmeye devam etti "
    "({count} deneme); son yazma, o arada yeri değişen satırlara "
    "değer yazmış olabilir. Düzenlemeler bitince eşitlemeyi "
    "yeniden çalıştırın.",
    "sheets.error.no-player-rows": "{tab} sayfası oyuncu listesi olmayan bir eşlendirme "
    "listesi, bu yüzden yanına yazılacak oyuncu satırı yok: "
    "--target standings-tab kullanın ya da oyuncuları "
    "listeleyen bir 'Players' sayfası ekleyin",
    # ---- the command line -----------------------------------------------------------------
    "sheets.cli.problems": {
        "one": "tabloda {count} sorun var; hiçbir şey yazılmadı:",
        "other": "tabloda {count} sorun var; hiçbir şey yazılmadı:",
    },
    "sheets.cli.bad-interval": "0'dan büyük bir saniye sayısı olmalı, {value} değil",
    "sheets.cli.not-installed": "Google Sheets kitaplıkları kurulu değil ({module} adlı modül "
    "yok): tiebreak klasöründe pip install '.[sheets]' komutunu "
    "çalıştırın",
    # ---- the arbiter's leftovers: withdrawn players, lots seed, single winner
    # (sheets_addon/writer.py, sheets_addon/sheet_settings.py) -----------------------------
    "sheets.header.note": "Not",
    "sheets.note.note": "ayrılan oyuncu: oyuncunun hangi turdan sonra turnuvadan ayrıldığı",
    # --- watch --- (tiebreak-sheets watch, part 3: sheets_addon/watch.py) ----------
    "sheets.watch.start": "tablo izleniyor: her {seconds} sn'de bir okuma, sonuçlar "
    "değişince eşitleme; Ctrl-C durdurur",
    "sheets.watch.round": {
        "one": "{round}. tur: {count} oyundan {finished} tanesi bitti",
        "other": "{round}. tur: {count} oyundan {finished} tanesi bitti",
    },
    "sheets.watch.after": "{round}. turdan sonra",
    "sheets.watch.no-round": "henüz sonuç yok",
    "sheets.watch.wrote": "{where}; {cells} yazıldı",
    "sheets.watch.unchanged": "{where}; değişecek bir şey yok",
    "sheets.watch.would-write": "{where}; {cells} yazılacaktı (deneme çalıştırması)",
    "sheets.watch.waiting": "hiçbir şey yazılmadı, çözülmesi bekleniyor: {error}",
    "sheets.watch.problems": {
        "one": "tabloda {count} sorun var; hiçbir şey yazılmadı, düzeltilmesi bekleniyor:",
        "other": "tabloda {count} sorun var; hiçbir şey yazılmadı, düzeltilmeleri bekleniyor:",
    },
    "sheets.watch.unavailable": "Google Sheets yanıt vermiyor ({why}); sonraki okuma "
    "{seconds} sn sonra",
    "sheets.watch.no-answer": "bağlantı yok",
    "sheets.watch.back": "Google Sheets yeniden yanıt veriyor",
    "sheets.watch.status": "{time} okuması: {state}; sonraki okuma {seconds} sn sonra",
    "sheets.watch.state-blocked": "tablonun düzeltilmesi bekleniyor",
    "sheets.watch.state-offline": "Google Sheets yanıt vermiyor",
    "sheets.watch.stopped": "durduruldu: {reads}, {writes}, {cells} değişti",
    "sheets.watch.reads": {"one": "{count} okuma", "other": "{count} okuma"},
    "sheets.watch.writes": {"one": "{count} yazma", "other": "{count} yazma"},
    # --- end of watch ---------------------------------------------------------------------
}

# --- teams ---
MESSAGES.update(
    {
        "sheets.team.header.team": "Takım",
        "sheets.team.header.mp": "MP",
        "sheets.team.header.gp": "GP",
        "sheets.team.note.rank": "takımın sırası: önce {score}, sonra eşitlik bozma sırası",
        "sheets.team.note.no": "takım numarası",
        "sheets.team.note.team": "takım",
        "sheets.team.note.mp": (
            "maç puanı: kazanılan maç {win}, beraberlik {draw}, kaybedilen maç {loss}"
        ),
        "sheets.team.note.gp": "oyun puanı: takımın masalarda aldığı puanlar",
        "sheets.team.summary.head": {
            "one": (
                "{title} ({tab}): {count} takım, kural seti {rules}, önce {score}, eşitlik bozma "
                "sırası {order}"
            ),
            "other": (
                "{title} ({tab}): {count} takım, kural seti {rules}, önce {score}, eşitlik bozma "
                "sırası {order}"
            ),
        },
        "sheets.team.tb.mpvgp": (
            "diğer puan (maç puanıyla sıralanırken oyun puanı, tersi de geçerli)"
        ),
        "sheets.team.tb.bh": "rakip takımların Buchholz'u",
        "sheets.team.tb.fb": "rakip takımların Fore Buchholz'u",
        "sheets.team.tb.aob": "rakip takımların ortalama Buchholz'u",
        "sheets.team.tb.emmsb": "genişletilmiş Sonneborn-Berger: rakibin MP'si × kendi MP",
        "sheets.team.tb.emgsb": "genişletilmiş Sonneborn-Berger: rakibin MP'si × kendi GP",
        "sheets.team.tb.egmsb": "genişletilmiş Sonneborn-Berger: rakibin GP'si × kendi MP",
        "sheets.team.tb.eggsb": "genişletilmiş Sonneborn-Berger: rakibin GP'si × kendi GP",
        "sheets.team.tb.ps": "ilerleyen puan",
        "sheets.team.tb.win": "kazanılan maçlar",
        "sheets.team.tb.de": "averaj (karşılaşma)",
        "sheets.team.tb.ede": "genişletilmiş averaj",
        "sheets.team.tb.edet": "genişletilmiş averaj, sonra üst masa sonuçları",
        "sheets.team.tb.edeb": "genişletilmiş averaj, sonra masa eleme",
        "sheets.team.tb.edebt": "genişletilmiş averaj, masa toplamı, sonra üst masa sonuçları",
        "sheets.team.tb.edebb": "genişletilmiş averaj, masa toplamı, sonra masa eleme",
        "sheets.team.tb.sssc": "ikincil puan artı bir katsayıya bölünen Buchholz",
        "sheets.team.tb.bc": "masa toplamı, düşük olan önde",
        "sheets.team.tb.tbr": "masa sonuçları: 1. masada GP, 2. masada, …",
        "sheets.team.tb.bbe": "masa eleme: son masa olmadan GP, son iki masa olmadan, …",
        # ---- the settings block written (the add-on's Settings page; settings_block.py)
        "sheets.settings.no-room": (
            "{cell}, ayarlar bloğunun yeni satırının önünde: hücreyi boşaltın ya da bloğu taşıyın."
        ),
        "sheets.settings.written": "{tab}: ayarlar bloğu yazıldı ({cell} hücresinden başlayarak).",
        "sheets.settings.unchanged": (
            "{tab}: ayarlar bloğu zaten bunu söylüyor; hiçbir şey yazılmadı."
        ),
    }
)
