"""The messages of compare in tr."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- the table -----------------------------------------------------------------------
    "compare.title": "{name}: {round}. tur sonunda karşılaştırma (toplam {rounds} tur)",
    "compare.tournament": "Turnuva",
    "compare.by-rules": "Karşılaştırılan kural setleri: {columns}; eşitlik bozma sırası: {order}",
    "compare.by-orders": "{rules} ({how}) kurallarına göre karşılaştırılan eşitlik bozma "
    "sıraları: {columns}",
    "compare.rules-how": "{rules} ({how})",
    "compare.column.rank": "Sıra",
    "compare.column.rank-of": "Sıra ({column})",
    "compare.column.value-of": "{code} ({column})",
    "compare.moves": "Kimin sırası değişiyor ve neden:",
    "compare.no-moves.rules": "Kimsenin sırası değişmiyor: her kural seti aynı sıralamayı veriyor.",
    "compare.no-moves.orders": "Kimsenin sırası değişmiyor: her eşitlik bozma sırası aynı "
    "sıralamayı veriyor.",
    "compare.move": "{player} ({id}), sıralar {ranks}: {cause}",
    "compare.warnings": "{column} kurallarına göre uyarılar:",
    # ---- causes --------------------------------------------------------------------------
    "compare.cause.own": "{code} {values} — {rounds}",
    "compare.cause.own-value": "{code} {values}",
    "compare.cause.others": "her kural setinde aynı değerler; {against}",
    "compare.cause.order": "{against}",
    "compare.value-under": "{rules} kurallarına göre {value}",
    "compare.round.game": "{round}. tur, {opponent} ile oynanan oyun",
    "compare.round.against": "{round}. tur, {opponent} karşısında {outcome}",
    "compare.round.unpaired": "{round}. tur, {outcome}",
    "compare.round-diff": "{round}: {treatments}",
    "compare.treatment": "{rules} kurallarına göre {value} ({article})",
    "compare.treatment.no-article": "{rules} kurallarına göre {value}",
    "compare.also": "{left}/{right}",
    "compare.value": "{value}",
    "compare.value.capped": "{value} ile sınırlı",
    "compare.value.nothing": "katkı yok",
    "compare.value.cut": "{value} [atıldı]",
    "compare.against": "{opponent} karşısında: {deciders}",
    "compare.more": {
        "one": "ve {count} oyuncu daha",
        "other": "ve {count} oyuncu daha",
    },
    "compare.decided": "{column} için {code} ({mine}, rakibin {theirs})",
    "compare.decided.shared": "{column} için eşit (sıra paylaşılıyor)",
    # ---- errors and help -----------------------------------------------------------------
    "compare.error.too-few-rules": "karşılaştırma için en az iki kural seti gerekir, ör. "
    "--rules fide-2026,fide-2024",
    "compare.error.too-few-orders": "karşılaştırma için en az iki eşitlik bozma sırası gerekir, "
    "ör. --orders BH-C1,BH,SB SB,BH",
    "compare.error.both": "ya tek bir eşitlik bozma sırasıyla birkaç kural setini ya da tek bir "
    "kural setiyle birkaç sırayı karşılaştırın, ikisini birden değil",
    "compare.error.nothing": "karşılaştırılacak kural setlerini (--rules fide-2026,fide-2024) "
    "ya da eşitlik bozma sıralarını (--orders BH-C1,BH,SB SB,BH) "
    "belirtin",
    "compare.error.rules-twice": "{name} yine {rules} kural seti: her kural setini bir kez "
    "belirtin",
    "compare.error.order-twice": "{order} sırası iki kez belirtilmiş",
    "compare.help.compare": "turnuvayı birkaç kural seti ya da eşitlik bozma sırasıyla "
    "karşılaştırır: kimin sırası değişiyor ve neden",
    "compare.help.rules": "karşılaştırılacak kural setleri, virgülle ayrılmış ({names}); "
    "--orders ile tek kural seti",
    "compare.help.orders": "karşılaştırılacak eşitlik bozma sıraları, her biri virgülle ayrılmış",
    "compare.help.order": "her kural setinde kullanılacak tek eşitlik bozma sırası (varsayılan: "
    "turnuvanınki)",
}
