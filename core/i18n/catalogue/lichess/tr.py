"""The messages of lichess in tr."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- the rule set (rules.md 4.10) -------------------------------------------------
    "lichess.how.imported": "lichess'ten alınan turnuvalar için varsayılan",
    "lichess.tb.LPR": "lichess performansı (LPR)",
    "lichess.cite.lichess": "lichess",
    "lichess.cite.lichess-virtual": "lichess sanal rakip (virtual opponent, FIDE C.02)",
    "lichess.entry.forfeit": "{outcome}, lichess oyun olarak sayar: {game}",
    "lichess.entry.forfeit.plain": "lichess bu turdaki {outcome} sonucunuzu, eşlendiğiniz "
    "rakibe karşı, o rakibin son puanıyla oynanmış bir oyun "
    "olarak sayar.",
    "lichess.entry.virtual": {
        "one": "{outcome}: lichess, tura sizin puanınızla ({before}) başlayan, size kaybeden "
        "({loss}) ve sonraki {count} turu berabere bitiren bir sanal rakip (virtual "
        "opponent) sayar ({draw} × {count}) = {value}",
        "other": "{outcome}: lichess, tura sizin puanınızla ({before}) başlayan, size "
        "kaybeden ({loss}) ve sonraki {count} turu berabere bitiren bir sanal rakip "
        "(virtual opponent) sayar ({draw} × {count}) = {value}",
    },
    "lichess.entry.virtual.plain": "lichess bu turdaki {outcome} sonucunuzu, bu turdan önce "
    "sizin puanınıza ({before}) sahip olan ve sonraki her turu "
    "berabere bitiren hayali bir rakibe karşı galibiyet olarak "
    "sayar: {value}.",
    "lichess.entry.late": "{outcome} (lichess: geç katılım, 1. tur için {points}): lichess'e "
    "göre hiçbir şey eklemez",
    "lichess.entry.late.plain": "1. tur başladıktan sonra katıldınız: lichess bu tur için "
    "size {points} verir, ancak bu, eşitlik bozma ölçütüne hiçbir "
    "şey eklemez.",
    "lichess.entry.nothing": "{outcome}: rakip yok, lichess'e göre hiçbir şey eklemez",
    "lichess.entry.nothing.plain": "Bu turdaki {outcome} sonucunuz, lichess'in eşitlik bozma "
    "ölçütüne hiçbir şey eklemez.",
    # ---- LPR, lichess's performance -----------------------------------------------------
    "lichess.lpr.win": "{outcome}, rakip {opponent}: rating {rating} + {step} = {value}",
    "lichess.lpr.draw": "{outcome}, rakip {opponent}: rating {rating} + 0 = {value}",
    "lichess.lpr.loss": "{outcome}, rakip {opponent}: rating {rating} − {step} = {value}",
    "lichess.lpr.unpaired": "{outcome}: eşlendirme değil, atlandı",
    "lichess.lpr.unrated": "{outcome}, rakip {opponent}: rating yok, atlandı",
    "lichess.lpr.none": "eşlendirme yok: değer yok (lichess böyle bir oyuncuyu kendi "
    "ratingine göre sıralar)",
    "lichess.lpr.summary": "LPR = {total} / {count} = {exact}, tam kısmı alınınca {value}",
    # ---- what lichess shows, beside another rule set -----------------------------------
    "lichess.compare.shows": "lichess, {player} için {code} {value} gösteriyor: işte bu hesap.",
    "lichess.compare.would-show": "lichess, {player} için {code} {value} gösterirdi: işte bu "
    "hesap.",
    "lichess.compare.would-be": {
        "one": "{rules} kurallarına göre ({how}) {code} {value} olurdu, çünkü {count} tur "
        "farklı sayılıyor:",
        "other": "{rules} kurallarına göre ({how}) {code} {value} olurdu, çünkü {count} tur "
        "farklı sayılıyor:",
    },
    "lichess.compare.same": "{rules} kurallarına göre ({how}) {code} yine {value}.",
    "lichess.compare.instead": {
        "one": "lichess, {rules} kurallarına göre olan {value} yerine {code} {lichess} "
        "gösteriyor, çünkü {count} tur farklı sayılıyor:",
        "other": "lichess, {rules} kurallarına göre olan {value} yerine {code} {lichess} "
        "gösteriyor, çünkü {count} tur farklı sayılıyor:",
    },
    "lichess.compare.would-instead": {
        "one": "lichess, {rules} kurallarına göre olan {value} yerine {code} {lichess} "
        "gösterirdi, çünkü {count} tur farklı sayılıyor:",
        "other": "lichess, {rules} kurallarına göre olan {value} yerine {code} {lichess} "
        "gösterirdi, çünkü {count} tur farklı sayılıyor:",
    },
    "lichess.compare.instead-same": "lichess aynı {code} değerini veriyor: {lichess}.",
    "lichess.compare.round": "{round}. tur ({kind}): lichess {lichess} — {lichess_note}; "
    "{rules} {other} — {other_note}",
    "lichess.compare.against": "{kind}, rakip {opponent}",
    "lichess.compare.older": {
        "one": "Bu turnuva, lichess bay için sanal rakip saymaya başlamadan önce (2023 "
        "sonbaharı) başladı: lichess o zamandan beri yeniden hesaplamadıysa, "
        "{rounds}. turdaki bay olmadan {value} gösterir.",
        "other": "Bu turnuva, lichess bay için sanal rakip saymaya başlamadan önce (2023 "
        "sonbaharı) başladı: lichess o zamandan beri yeniden hesaplamadıysa, "
        "{rounds}. turlardaki baylar olmadan {value} gösterir.",
    },
}
