"""The messages of game scores in tr (glossary.md section 6: puan, oyuna ilk başlayan; ⚠
terms keep their code)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "scrabble.tb.SPREAD": "Puan farkı",
    "scrabble.tb.SCORE": "Toplam puan",
    "scrabble.tb.TURCAS": "TurČAS",
    "scrabble.tb.BRIGHTWELL": "Brightwell ölçütü",
    "scrabble.cite.game-score": "oyun puanı",
    "scrabble.cite.bye-score": "bye_score",
    "scrabble.cite.forfeit-score": "forfeit_score",
    "scrabble.cite.spread-cap": "spread_cap",
    "scrabble.cite.turcas": "ČAS TurČAS",
    "scrabble.cite.brightwell": "Brightwell (çıkarım)",
    "scrabble.item.game": "oyun {score}, fark {diff}",
    "scrabble.item.bye": "bye_score {score}, fark {diff}",
    "scrabble.item.forfeit": "forfeit_score {score} ({kind}), fark {diff}",
    "scrabble.item.game.own": "oyun {score}, kendi puanı {own}",
    "scrabble.item.bye.own": "bye_score {score}, kendi puanı {own}",
    "scrabble.item.forfeit.own": "forfeit_score {score}, kendi puanı {own}",
    "scrabble.item.capped": "{capped} ile sınırlandı (spread_cap {cap})",
    "scrabble.item.capped.plain": "Fark sınırı bir oyunun ne kadar sayılacağını kısıtlar.",
    "scrabble.item.nothing": "{kind}: hiçbir şey eklemez",
    "scrabble.item.nothing.plain": "Bu tur puan toplamlarına hiçbir şey eklemez.",
    "scrabble.item.started": "oyuna ilk başlayan",
    "scrabble.item.second": "ikinci oynayan",
    "scrabble.summary.spread": "puan farkı {spread} (sayılan farklar); puanlar {score}:{against}",
    "scrabble.summary.score": "toplam puan {score} (rakiplerin {against})",
    "scrabble.summary.no-scores": "turnuvada oyun puanı yok: değer yok",
    "scrabble.summary.turcas": "TURCAS = {a} / {k} × {bh} + {b} × {score} + {c} × {spread} "
    "+ {d} × {zac} = {t1} {t2} {t3} {t4} = {value} ({sources})",
    "scrabble.summary.brightwell": "BRIGHTWELL = {score} + {a} / {k} × {bh} = {t1} {t2} = "
    "{value} ({sources})",
    "scrabble.paren": "(−{x})",
    "scrabble.plus": "+ {x}",
    "scrabble.minus": "− {x}",
    "scrabble.origin.mean": "{games} oyunun ortalama oyun toplamı ({total} / {games} = {mean})",
    "scrabble.sources.turcas-bare": "A: ortalama oyun toplamı; B, D: varsayılan, ČAS "
    "değerleri bilinmiyor; C: ČAS 2002",
    "scrabble.sources.turcas-given": "katsayılar koddaki gibi; B ve D için ČAS değerleri "
    "bilinmiyor",
    "scrabble.sources.brightwell-bare": "K: ortalama oyun toplamı; Brightwell formülü çıkarım",
    "scrabble.sources.brightwell-given": "K koddaki gibi; Brightwell formülü çıkarım",
    "scrabble.term.BH": "Buchholz",
    "scrabble.term.SCORE": "toplam puan (AbsSkore)",
    "scrabble.term.SPREAD": "puan farkı (RelSkore)",
    "scrabble.term.ZAC": "ikinci oynanan eksi ilk başlanan oyunlar (Zacinani)",
    "scrabble.coefficients": "katsayılar {coefficients}, k = {k}",
    "scrabble.coefficient": "{name} = {value}",
    "scrabble.coefficient-from": "{name} = {value}, {origin}",
    "scrabble.term": "{term}: {quantity} × {factor} = {value}",
    "scrabble.warning.game-scores-missing": "turnuvanın sayılan turlarında oyun puanı yok: "
    "{codes} sıralamadan çıkarıldı",
    "scrabble.input.score-malformed": "hatalı oyun puanı {found}: kendi:rakip biçiminde iki "
    "tam sayı bekleniyor, örneğin 412:380",
    "scrabble.input.score-not-game": "{token} için {score} puanı var, ama bu oynanmış bir "
    "oyun değil: bay ve hükmen sonuçlar bye_score / forfeit_score alır, boş bırakın",
    "scrabble.input.score-missing": "{token} oyununun puanı yok, oysa başka oyunların var: "
    "oynanan her oyunun puanı gerekir",
    "scrabble.input.result-vs-score": "{token} sonucu {score} puanıyla uyuşmuyor: galibiyet "
    "yüksek puan, beraberlik eşit puan, yenilgi düşük puan ister (başka türlü karara "
    "bağlanan oyun hükmen girilir)",
    "scrabble.input.sides-disagree": "{score} puanı, {place} için kaydedilen {other} puanının "
    "tersi değil ({at})",
    "scrabble.input.sides-disagree-no-cell": "{score} puanı, {place} için kaydedilen {other} "
    "puanının tersi değil",
    "scrabble.input.scores-list": "scores, results kadar uzun bir liste olmalı ({results} "
    "öğe), bulunan {found}",
    "scrabble.input.event-score": "{field} kendi:rakip biçiminde iki tam sayı olmalı, "
    "örneğin 50:0, bulunan {found}",
    "scrabble.input.spread-cap": "spread_cap pozitif bir tam sayı olmalı, bulunan {found}",
    "scrabble.input.turcas-colour": "D ≠ 0 olan {code} her oyunda oyuna ilk başlayanı bilmeli, "
    "bu oyunun rengi yok (ilk başlayan Beyaz olarak yazılır)",
    "scrabble.cli.spread-cap": "--spread-cap pozitif bir tam sayı ya da none alır, bulunan {found}",
    "scrabble.cli.game-score": "{option} KENDİ:RAKİP alır, iki tam sayı, örneğin 50:0, "
    "bulunan {found}",
    "scrabble.help.spread-cap": "her turun puan farkını N ile sınırla (none: sınırsız); "
    "turnuvanın spread_cap değerinin yerine geçer",
    "scrabble.help.bye-score": "her bay için kendi:rakip puanı (varsayılan 0:0); turnuvanın "
    "bye_score değerinin yerine geçer",
    "scrabble.help.forfeit-score": "hükmen galibiyetin kendi:rakip puanı (kaybedene tersi); "
    "turnuvanın forfeit_score değerinin yerine geçer",
    "scrabble.why.term": "{text} Onları ayıran terim: {term}, {quantity_above} karşı "
    "{quantity_below} ({value_above} karşı {value_below}).",
    "scrabble.whatif.no-score": "Puan farkı için puan gerekir: sorulan {round}. tur sonuçlarının "
    "oyun puanı yok, bu yüzden {codes} yalnızca önceki turları sayar, galibiyet farkı ne olursa "
    "olsun",
}
