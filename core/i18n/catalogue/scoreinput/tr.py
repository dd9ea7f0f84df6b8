"""The messages of scoreinput in tr: game scores in organisers' grids (formats.md 7.2,
docs/grids.md), what ``check`` says about them and what TRF cannot keep (rules.md 13.13)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "scoreinput.column-twice": "ikinci bir puan sütunu {text} (ilki {first}): birini bırakın",
    "scoreinput.both-ways": "bir Puan sütunu ({single}) ve bir beyaz ya da siyah puan "
    "sütunu ({pair}, {text}): puanları tek bir biçimde yazın, ya Beyaz puan ve Siyah puan "
    "sütunları ya da tek bir Puan sütunu 412:380, ikisi birden asla",
    "scoreinput.side-column-missing.black": "{text} ({cell}) yanında Siyah puan sütunu "
    "yok: iki sütunu da yazın ya da tek bir Puan sütunu 412:380 kullanın",
    "scoreinput.side-column-missing.white": "{text} ({cell}) yanında Beyaz puan sütunu "
    "yok: iki sütunu da yazın ya da tek bir Puan sütunu 412:380 kullanın",
    "scoreinput.pair-expected": "412:380 gibi bir oyun puanı bekleniyordu (önce beyaz "
    "sütunundaki oyuncunun, tam sayılar); bulunan {found}",
    "scoreinput.pair-time": "412:380 gibi bir oyun puanı bekleniyordu; bulunan {found} bir "
    "saate benziyor: elektronik tablo 412:380 değerini saat ve dakika olarak okudu. Sütunu "
    "düz metin olarak biçimlendirip puanı yeniden yazın ya da Beyaz puan ve Siyah puan "
    "sütunlarını kullanın",
    "scoreinput.points-expected": "bir oyuncunun oyun puanı bekleniyordu, 412 ya da -5 gibi "
    "bir tam sayı; bulunan {found}",
    "scoreinput.one-side": "bu oyunun diğer puanı {found} ({cell}): iki oyuncunun da "
    "puanını yazın ya da hiçbirini",
    "scoreinput.on-forfeit": "hükmen sonuçlanan bir oyunun ({result}, {cell}) puanı olmaz, "
    "ama burada {score} yazıyor: puan hücrelerini boş bırakın (turnuvanın hükmen puanı "
    "geçerlidir)",
    "scoreinput.disagrees": "{result} sonucu {score} puanıyla uyuşmuyor ({cells}): yüksek "
    "puan kazanır, eşit puan beraberliktir; birini düzeltin ya da sonucu boş bırakın",
    "scoreinput.on-bye": "bay turunun puanı olmaz, ama burada {found} yazıyor: puan "
    "hücrelerini boş bırakın (turnuvanın bay puanı geçerlidir)",
    "scoreinput.missing": "{round}. turun oyununun puanı yok ({cells} boş), ama turnuvanın "
    "oyunlarının puanı var (ilki {first}): oynanan her oyunun puanı olmalı",
    "scoreinput.cell-missing": "{found} oyununun puanı yok, ama turnuvanın oyunlarının "
    "puanı var (ilki {first}): {round}. turun bu oyununu 2w1 412:380 gibi yazın (önce kendi "
    "puanı)",
    "scoreinput.cell-on-unplayed": "{found} oynanmış bir oyun değil ({outcome}), bu yüzden "
    "puanı olmaz: puanı silin (turnuvanın bay ya da hükmen puanı geçerlidir)",
    "scoreinput.cell-disagrees": "{found}: {round}. turun sonucu puanıyla uyuşmuyor (önce "
    "kendi puanı: galibiyet için yüksek puan, beraberlik için eşit puan gerekir)",
    "scoreinput.cell-mirror": "{round}. turun oyunu iki satırda farklı puanlarla yazılmış: "
    "burada {found}, {there} hücresinde {there_text}; orada {expected} bekleniyordu (önce "
    "rakibin kendi puanı)",
    "scoreinput.check.scores": {
        "one": "oyun puanları: oynanan {count} oyunun {scored} tanesinin puanı var",
        "other": "oyun puanları: oynanan {count} oyunun {scored} tanesinin puanı var",
    },
    "scoreinput.check.game": "{name} ({round}. tur)",
    "scoreinput.check.missing": {
        "one": "oynanan {count} oyunun puanı yok: {games}",
        "other": "oynanan {count} oyunun puanı yok: {games}",
    },
    "scoreinput.check.missing-more": {
        "one": "oynanan {count} oyunun puanı yok: {games} ve {more} tane daha",
        "other": "oynanan {count} oyunun puanı yok: {games} ve {more} tane daha",
    },
    "scoreinput.trf-dropped": {
        "one": "TRF-16'da oyun puanı alanı yok: {count} oyunun puanı saklanmadı (convert "
        "--to json saklar)",
        "other": "TRF-16'da oyun puanı alanı yok: {count} oyunun puanları saklanmadı "
        "(convert --to json saklar)",
    },
}
