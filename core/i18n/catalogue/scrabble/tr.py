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
    "scrabble.why.term-one": "{text} Onları ayıran terim: {term}, {quantity_above} karşı "
    "{quantity_below}.",
    "scrabble.whatif.no-score": "Puan farkı için puan gerekir: sorulan {round}. tur sonuçlarının "
    "oyun puanı yok, bu yüzden aşağıdaki sıralar {codes} değerini yalnızca önceki turlardan "
    "sayar; her sonucun altındaki satırlar ne kadar farkla kazanılması ya da kaybedilmesi "
    "gerektiğini söyler",
    "scrabble.whatif.head": "Ne kadar farkla, {code} ölçütünde, aynı puanla bitirebilecek "
    "oyunculara karşı:",
    "scrabble.whatif.head-level": "Ne kadar farkla, {code} ölçütünde, aynı puanla ve {codes} "
    "eşitliğiyle bitirebilecek oyunculara karşı:",
    "scrabble.whatif.nobody": "{name} ile aynı puanla bitirebilecek başka kimse yok: oyundaki "
    "fark hiçbir sırayı değiştirmez",
    "scrabble.whatif.win-from": "{margin} veya daha fazla farkla bir galibiyet {name} oyuncusunu "
    "{rival} önüne geçirir (puan farkı {mine}, karşısında {theirs}){level}",
    "scrabble.whatif.win-any": "her galibiyet {name} oyuncusunu {rival} önüne geçirir (puan "
    "farkı {mine}, karşısında {theirs}){level}",
    "scrabble.whatif.win-none": "hiçbir galibiyet {name} oyuncusunu {rival} önüne geçirmez "
    "(puan farkı {mine}, karşısında {theirs}){level}",
    "scrabble.whatif.loss-upto": "{margin} veya daha az farkla bir yenilgi {name} oyuncusunu "
    "{rival} önünde tutar (puan farkı {mine}, karşısında {theirs}){level}",
    "scrabble.whatif.loss-any": "her farkla bir yenilgi bile {name} oyuncusunu {rival} önünde "
    "tutar (puan farkı {mine}, karşısında {theirs}){level}",
    "scrabble.whatif.loss-none": "hiçbir yenilgi {name} oyuncusunu {rival} önünde tutmaz (puan "
    "farkı {mine}, karşısında {theirs}){level}",
    "scrabble.whatif.draw-above": "beraberlik {name} oyuncusunu puan farkında {rival} önünde "
    "tutar ({mine}, karşısında {theirs}){level}",
    "scrabble.whatif.draw-below": "beraberlikten sonra {rival}, puan farkında {name} önünde kalır "
    "({theirs}, karşısında {mine}){level}",
    "scrabble.whatif.draw-level": "beraberlikten sonra {name} ve {rival} puan farkında eşittir "
    "({mine}): {after} belirler",
    "scrabble.whatif.level": "; tam {level} farkla puan farkında eşit olurlar ve {after} belirler",
    "scrabble.whatif.level-cap": "; {level} veya daha fazla farkla (fark sınırı) puan farkında "
    "eşit olurlar ve {after} belirler",
    "scrabble.whatif.nothing-after": "başka ölçüt yok",
    "scrabble.whatif.relative.win": "{rival}, {board}. masada kazanarak aynı puanla bitirir: "
    "{name} oyuncusunun turdaki farkı eksi {rival} oyuncusununki {margin} veya daha fazlaysa "
    "{name} öndedir (puan farkı {mine}, karşısında {theirs})",
    "scrabble.whatif.relative.loss": "{rival}, {board}. masada kaybederek aynı puanla bitirir: "
    "{name} oyuncusunun turdaki farkı eksi {rival} oyuncusununki {margin} veya daha fazlaysa "
    "{name} öndedir (puan farkı {mine}, karşısında {theirs})",
    "scrabble.whatif.more": "ve aynı puanda, puan farkında daha uzak başka oyuncular: {count}",
    "scrabble.whatif.cap": "en çok {cap}",
    "scrabble.whatif.no-cap": "sınırsız",
    "scrabble.whatif.mean": "M (bir oyunun ortalama toplam puanı, bu turun oyunları dahil)",
    "scrabble.whatif.depends.score": "{code}, {round}. turda {name} oyuncusunun kendi puanına "
    "bağlıdır, farka değil: {name} oyuncusunun her puanı, galibiyette de yenilgide de 1 ekler",
    "scrabble.whatif.depends.turcas": "{code}, {name} oyuncusunun kendi puanına ve farka "
    "bağlıdır: {round}. tur {b} × kendi puanı + {c} × fark ({cap}) + {d} × (+1 ilk başlayan "
    "değilse, −1 ilk başlayansa) ekler ve Buchholz terimi {a} / {k} × BH turun her sonucuyla "
    "değişir",
    "scrabble.whatif.depends.brightwell": "{code}, {name} oyuncusunun kendi puanına bağlıdır, "
    "farka değil: {round}. tur 1 × kendi puanı ekler ve Buchholz terimi {a} / {k} × BH turun her "
    "sonucuyla değişir",
    # the published page (tiebreak report)
    "scrabble.report.game-score": "Oyun puanı",
    "scrabble.report.unplayed": "eşlendirme bayı veya tam puanlık bay, turnuvanın bay puanını "
    "ekler (belirlenmemişse 0:0), hükmen sonuç hükmen puanını (kaybeden için tersi; "
    "belirlenmemişse hiçbir şey), diğer turlar hiçbir şey eklemez; TurČAS ve Brightwell'in "
    "Buchholz terimi bunları kurallara göre sayar.",
    "scrabble.report.about.SPREAD": "Puan farkı: her turda kendi puanı eksi rakibin puanının "
    "toplamı; turnuvada fark sınırı varsa her tur en çok o kadar.",
    "scrabble.report.about.SCORE": "Toplam puan: tüm oyunlardaki kendi puanlarının toplamı, "
    "sınırsız.",
    "scrabble.report.about.TURCAS": "TurČAS, ČAS ölçütü: A / k × Buchholz + B × toplam puan + C "
    "× puan farkı + D × (ikinci oynanan oyunlar − ilk başlanan oyunlar); katsayılar her kartta.",
    "scrabble.report.about.BRIGHTWELL": "Brightwell ölçütü: toplam puan + K / k × Buchholz "
    "(çıkarsanmış formül); K her kartta.",
    "scrabble.report.crosstable-key": "Hücreden sonra 412:380: oyun puanı, önce satırdaki "
    "oyuncunun kendi puanı.",
    "scrabble.error.no-modifier": "{code}: {base} değiştirici almaz (-C1 veya -M1 gibi); {base} "
    "yazın",
    "scrabble.error.no-coefficients": "{code}: {base} katsayı almaz; {base} yazın",
    "scrabble.error.coefficients": "{code}: {base} katsayıları {names} alır (ya da hiçbirini, "
    "varsayılanlar), örneğin {example}; verilen: {found}",
    "scrabble.error.coefficient-text": "{code}: {base} katsayıları noktalı ondalık sayılardır, "
    "virgülle ayrılır, örneğin {example}",
}
