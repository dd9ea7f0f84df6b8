"""Turkish messages (tr): translated from the English reference, terms from glossary.md."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- words used inside other messages ------------------------------------------------
    "points": {"one": "{count} puan", "other": "{count} puan"},
    "join.semicolon": "{left}; {right}",
    "outcome.win": "galibiyet",
    "outcome.draw": "beraberlik",
    "outcome.loss": "yenilgi",
    "outcome.forfeit-win": "hükmen galibiyet",
    "outcome.forfeit-loss": "hükmen yenilgi",
    "outcome.pab": "eşlendirmeyle verilen bay (PAB)",
    "outcome.full-bye": "tam puanlık bay",
    "outcome.half-bye": "yarım puanlık bay",
    "outcome.zero-bye": "sıfır puanlık bay",
    "outcome.absent": "eşlendirilmeme",
    "kind.played": "oynandı",
    "kind.forfeit-win": "hükmen galibiyet",
    "kind.forfeit-loss": "hükmen yenilgi",
    "kind.pab": "eşlendirmeyle verilen bay (PAB)",
    "kind.full-bye": "tam puanlık bay",
    "kind.half-bye": "yarım puanlık bay",
    "kind.zero-bye": "sıfır puanlık bay",
    "kind.absent": "eşlendirilmedi",
    # ---- tie-break names (glossary.md 1) -------------------------------------------------
    "tb.BH": "Buchholz",
    "tb.FB": "Fore Buchholz",
    "tb.AOB": "Rakiplerin Buchholz ortalaması",
    "tb.SB": "Sonneborn-Berger",
    "tb.KS": "Koya sistemi",
    "tb.PS": "Birikimli sistem (PS)",
    "tb.DE": "Aralarındaki maç",
    "tb.WIN": "Galibiyet sayısı",
    "tb.WON": "Tahtada kazanılan oyun sayısı",
    "tb.BPG": "Siyahla oynanan oyun sayısı (BPG)",
    "tb.BWG": "Siyahla galibiyet sayısı (BWG)",
    "tb.REP": "Oynamayı seçtiği tur sayısı",
    "tb.STD": "Standart puanlar",
    "tb.TPN": "Turnuva eşlendirme numarası",
    "tb.ARO": "Rakiplerin ortalama ratingi (ARO)",
    "tb.TPR": "Turnuva performans ratingi (TPR)",
    "tb.PTP": "Kusursuz turnuva performansı (PTP)",
    "tb.APRO": "Rakiplerin ortalama performans ratingi (APRO)",
    "tb.APPO": "Rakiplerin ortalama kusursuz performansı (APPO)",
    "tb.RTNG": "Rating",
    "tb.MM": "Değiştirilmiş ortanca sistemi",
    "tb.SOLKOFF": "Solkoff",
    "tb.CUM": "Birikimli sistem (US Chess)",
    "tb.COO": "Rakiplerin birikimli puanı",
    "tb.KASHDAN": "Kashdan",
    "tb.SBH": "Rakiplerin Buchholz toplamı",
    "tb.RBH": "Puan çarpı Buchholz",
    "tb.RANKRES": "Sıralama düzeninde rakiplere karşı sonuçlar",
    "tb.named": "{name} ({code})",
    "tb.cut": "{name} (kesintili, Cut-{count})",
    "tb.median": "{name} (medyan, Median-{count})",
    "tb.limit": "{name} (sınır {limit})",
    # ---- citations that are names rather than article numbers ---------------------------
    "cite.fide": "FIDE C.07 {articles}",
    "cite.us-chess": "US Chess {articles}",
    "cite.cas": "ČAS kuralı {articles}",
    "cite.italian": "İtalyan ölçütü {articles}",
    "cite.fide-2009": "FIDE 2009 sanal rakip (virtual opponent)",
    "cite.pab-no-sb": "pab-no-sb varyantı",
    "cite.sum-of-buchholz": "Buchholz toplamı",
    "cite.naive": "naive (Buchholz 97)",
    "cite.played-only": "played-only",
    # ---- how the rule set was chosen ----------------------------------------------------
    "rules.how.by-date": "başlangıç tarihine göre seçildi: {date}",
    "rules.how.no-date": "başlangıç tarihi yok, bu yüzden güncel sürüm",
    "rules.how.given": "açıkça belirtildi",
    "rules.how.preset": "{preset} ön ayarıyla seçildi",
    # ---- explanation items: the arbiter's detail, then the plain sentence ----------------
    "entry.game": {"one": "{opponent}: {raw} puan", "other": "{opponent}: {raw} puan"},
    "entry.game.plain": {
        "one": "{opponent} {raw} puan aldı.",
        "other": "{opponent} {raw} puan aldı.",
    },
    "entry.game-adjusted": {
        "one": "{opponent} {raw} puan aldı, {seen} olarak sayılır (farklı sayılan tur: "
        "{rounds}; {why})",
        "other": "{opponent} {raw} puan aldı, {seen} olarak sayılır (farklı sayılan turlar: "
        "{rounds}; {why})",
    },
    "entry.game-adjusted.plain": {
        "one": "{opponent} {raw} puan aldı ama {seen} olarak sayılır: {opponent} {rounds}. "
        "turu oynamadı ve bu tur farklı sayılır.",
        "other": "{opponent} {raw} puan aldı ama {seen} olarak sayılır: {opponent} {rounds} "
        "numaralı turları oynamadı ve bu turlar farklı sayılır.",
    },
    "why.fide-16.3.2": "16.3.2",
    "why.unplayed-draws": "oynanmayan turlar beraberlik sayılır",
    "why.uscf-34e": "oynanmayan turlar ½ sayılır, 34E",
    "why.cas-unpaired": "eşlendirilmeyen turlar ½ sayılır",
    "entry.rr-forfeit": "lig sisteminde {outcome}, rakip {opponent} ile oynanmış bir oyun "
    "sayılır: {value} (15.2)",
    "entry.rr-forfeit.plain": "Lig sisteminde bu turdaki {outcome} sonucunuz yine de "
    "{opponent} adlı rakiple oynanmış bir oyun sayılır.",
    "entry.rr-free": "lig sisteminin boş turu: hiçbir şey eklemez (15.2)",
    "entry.rr-free.plain": "Lig sisteminde size rakip düşmeyen tur hiçbir şey eklemez.",
    "entry.rr-free-noarticle": "lig sisteminin boş turu: hiçbir şey eklemez",
    "entry.rr-free-noarticle.plain": "Lig sisteminde size rakip düşmeyen tur hiçbir şey eklemez.",
    "entry.dummy": "{outcome}: kukla rakip (dummy), puanı sizin puanınız: {own} (16.4)",
    "entry.dummy.plain": "Bu turdaki {outcome} sonucunuz, sizinle aynı puana sahip bir "
    "rakiple oynanmış bir oyun sayılır: {own}.",
    "entry.dummy-against": "{outcome} (rakip {opponent}): kukla rakip (dummy), puanı sizin "
    "puanınız: {own} (16.4)",
    "entry.dummy-against.plain": "{opponent} adlı rakibe karşı {outcome} sonucunuz, sizinle "
    "aynı puana sahip bir rakiple oynanmış bir oyun sayılır: "
    "{own}.",
    "entry.dummy-cap-opponent": "{outcome} (rakip {opponent}): kukla rakip (dummy), puanı "
    "sizin puanınız {own}; üst sınır {opponent} adlı rakibin "
    "düzeltilmiş puanı: {value} (16.4.1)",
    "entry.dummy-cap-opponent.plain": "{opponent} adlı rakibe karşı {outcome} sonucunuz, "
    "sizinle aynı puana ({own}) sahip bir rakiple oynanmış "
    "bir oyun sayılır, ancak {opponent} adlı rakibin "
    "puanından ({value}) fazla olamaz.",
    "entry.dummy-cap-rounds": "{outcome}: {rules}, puanı sizin puanınıza ({own}) eşit bir "
    "kukla rakip (dummy) sayar; üst sınır {draw} × {rounds} tur = "
    "{value} (16.4.2)",
    "entry.dummy-cap-rounds.plain": "Bu turdaki {outcome} sonucunuz, sizinle aynı puana "
    "({own}) sahip bir rakiple oynanmış bir oyun sayılır, "
    "ancak her turda bir beraberlikten fazla olamaz: "
    "{draw} × {rounds} = {value}.",
    "entry.virtual": {
        "one": "{outcome}: sanal rakip (virtual opponent) turdan önceki puanınızla "
        "({before}) başlar, ters sonucu ({reverse}) alır ve sonraki {count} turu "
        "berabere bitirir ({draw} × {count}) = {value}",
        "other": "{outcome}: sanal rakip (virtual opponent) turdan önceki puanınızla "
        "({before}) başlar, ters sonucu ({reverse}) alır ve sonraki {count} turu "
        "berabere bitirir ({draw} × {count}) = {value}",
    },
    "entry.virtual.plain": "Bu turdaki {outcome} sonucunuz, hayali bir rakiple oynanmış "
    "bir oyun sayılır: o turdan önceki puanınız ({before}), artı "
    "sizinkinin tersi olan sonuç ({reverse}), artı sonraki her turda "
    "bir beraberlik: {value}.",
    "entry.uscf-own-zero": "{outcome}: kendi oynamadığınız tur US Chess 34E kuralına göre "
    "0 sayılır",
    "entry.uscf-own-zero.plain": "Oynamadığınız bu turdaki {outcome} sonucunuz, US Chess "
    "kurallarına göre hiçbir şey eklemez.",
    "entry.cas-forfeit-paired": "{outcome}, yine de eşlendirilmiş: {game}",
    "entry.cas-forfeit-paired.plain": "Bu turdaki {outcome} sonucunuz yine de "
    "eşlendirildiğiniz rakiple oynanmış bir oyun sayılır.",
    "entry.cas-unpaired": "{outcome}: gerçek bir rakiple eşlendirilmedi, {draw} × {rounds} "
    "tur = {value} sayılır",
    "entry.cas-unpaired.plain": "Gerçek rakibi olmayan bir tur, her turu berabere bitirmiş "
    "bir rakip gibi sayılır: {value}.",
    "entry.recorded.naive": {
        "one": "{opponent}: kaydedildiği gibi {value} puan",
        "other": "{opponent}: kaydedildiği gibi {value} puan",
    },
    "entry.recorded.naive.plain": "{opponent} {value} puan aldı; kaydedildiği gibi sayıldı.",
    "entry.recorded.played-only": {
        "one": "{opponent}: {value} puan",
        "other": "{opponent}: {value} puan",
    },
    "entry.recorded.played-only.plain": "{opponent} {value} puan aldı.",
    "entry.forfeit-as-game": "{outcome} oyun olarak sayıldı: {game}",
    "entry.forfeit-as-game.plain": "Bu turdaki {outcome} sonucunuz, oyun oynanmış gibi sayılır.",
    "entry.nothing.naive": "{outcome}: Buchholz 97 kurallarına göre hiçbir şey eklemez",
    "entry.nothing.naive.plain": "Bu turdaki {outcome} sonucunuz hiçbir şey eklemez.",
    "entry.nothing.played-only": "{outcome}: tahtada oynanmış bir oyun değil, hiçbir şey eklemez",
    "entry.nothing.played-only.plain": "Bu turdaki {outcome} sonucunuz tahtada oynanmadı, "
    "bu yüzden hiçbir şey eklemez.",
    "mod.sb-factor": "× {factor} (sizin sonucunuz) = {amount}",
    "mod.sb-factor.plain": "Sonneborn-Berger için bu değer o turdaki sonucunuzla ({factor}) "
    "çarpılır: {amount}.",
    "mod.cut.low": "atıldı: en düşük değer",
    "mod.cut.low.plain": "Bu en düşük değer olduğu için hesaba katılmaz.",
    "mod.cut.lowest-opponent": "atıldı: en düşük puanlı rakip (14.1.1)",
    "mod.cut.lowest-opponent.plain": "Bu, en düşük puanlı rakip olduğu için hesaba katılmaz.",
    "mod.cut.vur": "önce atıldı: isteğe bağlı oynanmayan tur (VUR, 16.5)",
    "mod.cut.vur.plain": "Oynamadığınız bir tur olduğu için (istediğiniz bay, gelmeme veya "
    "hükmen yenilgi) önce bu değer hesaba katılmaz.",
    "mod.cut.high": "atıldı: en yüksek değer (medyan)",
    "mod.cut.high.plain": "Bu en yüksek değer olduğu için hesaba katılmaz.",
    "mod.cut.first-round": "atıldı: ilk tur",
    "mod.cut.first-round.plain": "İlk tur hesaba katılmaz.",
    "mod.cut.lowest-rating": "atıldı: en düşük rating",
    "mod.cut.lowest-rating.plain": "Bu en düşük rating olduğu için hesaba katılmaz.",
    "mod.fore-assumed": "son tur berabere varsayıldı (8.3)",
    "mod.fore-assumed.plain": "Bu eşitlik bozma ölçütünde son tur beraberlik sayılır.",
    "entry.count.yes": "{outcome}: sayılır",
    "entry.count.yes.plain": "Bu turdaki {outcome} sonucunuz sayılır.",
    "entry.count.no": "{outcome}: sayılmaz",
    "entry.count.no.plain": "Bu turdaki {outcome} sonucunuz sayılmaz.",
    "entry.running": "{outcome}: birikimli puan {running}",
    "entry.running.plain": "Bu turdan sonra puanınız {running} oldu.",
    "entry.running-unearned": "{outcome}: birikimli puan {running}, tahtada kazanılmayan "
    "puan için eksi {win}",
    "entry.running-unearned.plain": "Bu turdan sonra puanınız {running} oldu; tahtada "
    "kazanmadığınız puan burada sayılmaz.",
    "entry.std.double-forfeit": "{outcome}: iki taraf da hükmen yenik",
    "entry.std.double-forfeit.plain": "Bu oyuna iki oyuncu da gelmedi: oyun hiçbir şey getirmez.",
    "entry.std.versus": "{outcome}: sizin {mine}, rakibin {theirs}",
    "entry.std.versus.plain": "Bu turda siz {mine} puan aldınız, rakibiniz ise {theirs}.",
    "entry.std.versus-draw": "{outcome}: sizin {mine}, beraberliğe karşı",
    "entry.std.versus-draw.plain": "Bu turda {mine} puan aldınız; bu, bir beraberlikle "
    "karşılaştırılır.",
    "entry.kashdan": "{outcome}: {points}",
    "entry.kashdan.plain": "Bu turdaki {outcome} sonucunuz {points} puan getirir.",
    "entry.koya.counts": "{opponent} {raw} puan aldı, eşik {threshold}: sayılır",
    "entry.koya.counts.plain": "{opponent} {raw} puan aldı, yani en yüksek puanın en az "
    "yarısını ({threshold}); bu yüzden bu rakibe karşı sonucunuz "
    "sayılır.",
    "entry.koya.below": "{opponent} {raw} puan aldı, eşik {threshold}: eşiğin altında",
    "entry.koya.below.plain": "{opponent} {raw} puan aldı, yani {threshold} puandan az; bu "
    "yüzden bu rakibe karşı sonucunuz sayılmaz.",
    "entry.not-otb-skipped": "{outcome}: tahtada oynanmış bir oyun değil, atlandı",
    "entry.not-otb-skipped.plain": "Bu turdaki {outcome} sonucunuz tahtada oynanmadığı "
    "için hesaba katılmaz.",
    "entry.opponent-value": "{opponent}: {code} = {value} (rakibin kendi {code} açıklamasına "
    "bakın)",
    "entry.opponent-value.plain": "{opponent} adlı rakibin {code} değeri {value}.",
    "entry.opponent-rating-value": "{opponent}: {code} = {value}",
    "entry.opponent-rating-value.plain": "{opponent} adlı rakibin {code} değeri {value}.",
    "entry.rated": "{opponent}: rating {rating}",
    "entry.rated.plain": "{opponent} adlı rakibin ratingi {rating}.",
    "entry.unrated": "{opponent} ratingsiz: atlandı (oyunun sayılması için yerine geçecek "
    "bir rating verin: --unrated-rating N)",
    "entry.unrated.plain": "{opponent} adlı rakibin ratingi yok, bu yüzden bu oyun hesaba "
    "katılmaz.",
    "entry.de.forfeit": "{outcome} (rakip {opponent}): hükmen, atlandı (6.1.1)",
    "entry.de.forfeit.plain": "Tahtada oynanmayan bir oyun, eşit puanlı oyuncular arasında "
    "sayılmaz.",
    "entry.de.counted": "{outcome} (rakip {opponent}): sayıldı",
    "entry.de.counted.plain": "{opponent} adlı rakibe karşı sonucunuz sayılır.",
    "entry.de.averaged": "{outcome} (rakip {opponent}): aranızdaki {count} oyundan biri, "
    "ortalaması alındı: {points} / {count}",
    "entry.de.averaged.plain": "{opponent} adlı rakiple {count} kez oynadınız; her oyun "
    "ortalamadaki payı kadar sayılır.",
    "entry.rankres": "{outcome} (rakip {opponent}), puana göre sırası {rank}",
    "entry.rankres.plain": "Puana göre sırası {rank} olan {opponent} adlı rakibe karşı "
    "sonucunuz: {outcome}.",
    # ---- summaries ----------------------------------------------------------------------
    "summary.sum": "{code} = {value}",
    "summary.minus": "{left} − {amount} ({round}. tur, {outcome}, {why})",
    "summary.equals": "{left} = {value}",
    "summary.removed.vur": "16.5 uyarınca önce atıldı",
    "summary.removed.high": "en yüksek, atıldı",
    "summary.removed.low": "en düşük, atıldı",
    "summary.removed.lowest-opponent": "en düşük puanlı rakip, atıldı",
    "summary.rbh": "{code} = puan {points} × Buchholz {buchholz} = {value}",
    "summary.mm.even": "puan tam yarı ({points} / {rounds}): {rest}",
    "summary.mm.plus": "puan yarının üstünde ({points} / {rounds}): {rest}",
    "summary.mm.minus": "puan yarının altında ({points} / {rounds}): {rest}",
    "summary.count.WIN": {
        "one": "{code} = kazanılan {count} tur",
        "other": "{code} = kazanılan {count} tur",
    },
    "summary.count.WON": {
        "one": "{code} = kazanılan {count} oyun",
        "other": "{code} = kazanılan {count} oyun",
    },
    "summary.count.BPG": {
        "one": "{code} = siyahla {count} oyun",
        "other": "{code} = siyahla {count} oyun",
    },
    "summary.count.BWG": {
        "one": "{code} = siyahla {count} galibiyet",
        "other": "{code} = siyahla {count} galibiyet",
    },
    "summary.count.REP": {
        "one": "{code} = oynamayı seçtiği {count} tur",
        "other": "{code} = oynamayı seçtiği {count} tur",
    },
    "summary.terms": "{code} = {terms} = {value}",
    "summary.plus": "{left} + {right}",
    "summary.value": "{code} = {value}",
    "summary.tpn": "başlangıç numarası {id} (küçük olan daha iyi)",
    "summary.no-otb": "tahtada oynanmış oyun yok: değer yok",
    "summary.average": "{code} = {total} / {count} = {exact}, yarımlar yukarı yuvarlanınca {value}",
    "summary.too-few-for-cut": "kesinti için tahtada oynanmış oyun sayısı yetersiz: değer yok",
    "summary.tpr": "TPR = ortalama rating {mean} + dp({p}) {dp} = {exact}, yarımlar yukarı "
    "yuvarlanınca {value}",
    "summary.ptp.no-points": "puan yok: en düşük rakip ratingi {lowest} − 800",
    "summary.ptp.search": "{count} rakibe karşı beklenen puanı {target} değerine ulaşan en düşük R",
    "summary.ptp": "PTP = {value}: {how}",
    "summary.rounded": "{code} = {exact}, yarımlar yukarı yuvarlanınca {value}",
    "summary.rating": "rating {rating}",
    "summary.unrated": "ratingsiz",
    "summary.rankres": "sıfır olmayan sonuçlar, en iyi sıradaki rakipten başlayarak",
    "summary.de.group": "grup {names}: {steps}",
    "summary.de.never-tied": "hiç kimseyle eşit puanda olmadı: DE uygulanmadı",
    "summary.de.earlier": "başkalarıyla eşit puanda, ancak sıradaki önceki bir ölçüt onları zaten "
    "ayırdı: DE uygulanmadı",
    "de.member": "{name} {score}",
    "de.member-max": "{name} {score} (en fazla {maximum})",
    "de.step.level": "6.2: {members}: eşit, ayrılamadı",
    "de.step.ordered": "6.2: {members}",
    "de.step.none-placed": "6.3: {members}: kimse yerleştirilemiyor",
    "de.step.placed": "6.3: {members}: yerleştirilen: {placed}",
    # ---- warnings (rules.md 8.3) --------------------------------------------------------
    "warning.buchholz-in-round-robin": "lig sisteminde {codes}: yine de hesaplandı, ancak "
    "FIDE C.07 (2026) madde 8'e göre Buchholz ölçütleri "
    "lig sisteminde kullanılmamalıdır",
    "warning.rating-tiebreak-dropped": "{codes} eşitlik bozma sırasından çıkarıldı: ratingsiz "
    "oyuncular var: {players} (C.07 madde 10; ölçütleri "
    "korumak için yerine geçecek bir rating verin: "
    "--unrated-rating N)",
    "warning.colours-missing": "{codes} eşitlik bozma sırasından çıkarıldı: rengi "
    "kaydedilmemiş oyunlar var",
    "warning.unbroken-tie": "{players} puanla ve {codes} ile ayrılamıyor: {rank}. sırayı "
    "paylaşıyorlar",
    "warning.unbroken-tie-no-order": "{players} puanla ayrılamıyor ve eşitlik bozma ölçütü "
    "yok: {rank}. sırayı paylaşıyorlar",
    # ---- why (rules.md 8.2) -------------------------------------------------------------
    "why.place.head": "{name}, {count} katılımcı arasında {rank}. sırada; {points}.",
    "why.place.head-shared": "{name}, {count} katılımcı arasında {rank}–{last}. sırayı paylaşıyor; "
    "{points}.",
    "why.place.above": "{other} ({rank}. sıra) da {points} aldı ve {code} ölçütünde {diff} farkla "
    "üstte: {value_other}, buna karşı {value_own}.",
    "why.place.below": "{other} ({rank}. sıra) da {points} aldı; {name}, {code} ölçütünde {diff} "
    "farkla üstte: {value_own}, buna karşı {value_other}.",
    "why.points": "{above}, {high} puanla {below} adlı oyuncunun ({low} puan) üstünde.",
    "why.de": "İkisi de {points} aldı. {above}, aralarındaki maçta ({code}) {below} adlı "
    "oyuncunun üstünde: {above} {value_above}, {below} {value_below}; {detail}.",
    "why.rankres": "İkisi de {points} aldı ve önceki tüm eşitlik bozma ölçütlerinde eşitler. "
    "{above}, sıralama düzeninde rakiplere karşı sonuçlarla (RANKRES) {below} "
    "adlı oyuncunun üstünde: {decider}.",
    "why.value": "İkisi de {points} aldı. {above}, {code} ölçütünde {value_above} ile {below} "
    "adlı oyuncunun ({value_below}) üstünde.",
    "why.value-level": "İkisi de {points} aldı; {earlier} değerleri de eşit. {above}, {code} "
    "ölçütünde {value_above} ile {below} adlı oyuncunun ({value_below}) "
    "üstünde.",
    "why.shared": "{above} ile {below} puanla ya da {codes} ile ayrılamıyor: "
    "{rank}. sırayı paylaşıyorlar.",
    "why.shared-no-order": "{above} ile {below} puanla ya da herhangi bir eşitlik bozma "
    "ölçütüyle ayrılamıyor: {rank}. sırayı paylaşıyorlar.",
    "why.rankres.shorter": "{index}. sonuçta {below} için sıfır olmayan başka sonuç yok",
    "why.rankres.rank": "{index}. sonuçta {above} bu sonucu {rank_above}. sıradaki bir rakibe "
    "karşı aldı, {below} ise {rank_below}. sıradaki bir rakibe karşı",
    "why.rankres.win": "{index}. sonuçta, rakiplerin sırası eşitken, galibiyet beraberlikten "
    "üstündür",
    "why.rankres.equal": "listeler aynı",
    # ---- explanation layout -------------------------------------------------------------
    "explain.head": "{player} ({id}) için {code}, {rules} kurallarına göre: {value}",
    "explain.head-markdown": "**{player}** ({id}) için **{code}**, `{rules}` kurallarına "
    "göre: **{value}**",
    "explain.round": "{round}. tur: ",
    "explain.adds-nothing": "hiçbir şey eklemez",
    "explain.cut": "atıldı",
    "explain.yes": "evet",
    "explain.column.round": "tur",
    "explain.column.kind": "tür",
    "explain.column.opponent": "rakip",
    "explain.column.raw": "ham",
    "explain.column.value": "değer",
    "explain.column.cut": "atıldı",
    "explain.column.note": "not",
    "explain.column.rule": "kural",
    # ---- standings layout ---------------------------------------------------------------
    "standings.title-before": "{name}: {round}. tur öncesi puan durumu (toplam {rounds} tur)",
    "standings.title": "{name}: {round}. tur sonunda puan durumu (toplam {rounds} tur)",
    "standings.title-live": (
        "{name}: {round}. tur sürerken geçici puan durumu (toplam {rounds} tur)"
    ),
    "standings.tournament": "Turnuva",
    "standings.standings": "Puan durumu",
    "standings.rules": "Kurallar: {rules} ({how}); eşitlik bozma sırası: {order}",
    "standings.rules-markdown": "Kurallar `{rules}`, eşitlik bozma sırası {order}",
    "standings.points-only": "yalnızca puan",
    "standings.warnings": "Uyarılar:",
    "standings.column.rk": "Sıra",
    "standings.column.rank": "Sıra",
    "standings.column.no": "BSNo",
    "standings.column.name": "İsim",
    "standings.column.pts": "Puan",
    # ---- the command line ---------------------------------------------------------------
    "cli.error.encoding": (
        "çıktının kodlaması {encoding}, {char} karakterini yazamıyor; "
        "PYTHONIOENCODING=utf-8 ayarlayın (ya da başka bir --lang seçin)"
    ),
    "cli.ties.why": "{above} neden {below} adlı oyuncunun üstünde:",
    "cli.ties.pair": "{above} ve {below}:",
    "cli.ties.none": "Hiçbir iki oyuncu eşit puanla bitirmedi: eşitlik bozmaya gerek olmadı.",
    "cli.ties.title": "Açıklamalar",
    "cli.explain.player": "{player} ({id}): {points}, sıra {rank}; kurallar {rules} ({how})",
    "cli.explain.player-shared": "{player} ({id}): {points}, sıra {rank} (paylaşılan); "
    "kurallar {rules} ({how})",
    "cli.warning": "uyarı:",
    "cli.check.ok": {
        "one": "{file}: tamam — {count} oyuncu, {rounds} turdan {played} tur oynandı, her "
        "oyun iki tarafta da aynı biçimde kaydedilmiş",
        "other": "{file}: tamam — {count} oyuncu, {rounds} turdan {played} tur oynandı, her "
        "oyun iki tarafta da aynı biçimde kaydedilmiş",
    },
    "cli.calc.head": "Kart ({rules} kuralları): rakipleriniz için {score} puan sayılır",
    "cli.calc.items": "Buchholz, tur tur:",
    "cli.error.empty-order": "eşitlik bozma sırası boş: --tiebreak ile bir ölçüt belirtin",
    "cli.error.same-player": "iki farklı oyuncu belirtin",
    "cli.error.live-after-round": (
        "--live ve --after-round birlikte kullanılamaz: "
        "--after-round K yalnızca 1-K turlarını, --live devam eden turu da sayar"
    ),
    "cli.help.description": "İsviçre sistemi ve lig sistemi satranç turnuvaları için "
    "eşitlik bozma ölçütleri, hesabıyla birlikte.",
    "cli.help.version": "sürümü yazdırır ve çıkar",
    "cli.help.notation": "çapraz tablo hücrelerinin yazılışı: standard (+W9, =B9, BYE) veya uscf "
    "(US Chess tablosu: W5, D2, L4, X8, F8, B, H, U); varsayılan: dosyanın "
    "belirttiği, yoksa standard",
    "cli.help.lang": "çıktı dili: {langs} (varsayılan: $TIEBREAK_LANG, yoksa en)",
    "cli.help.rules": "oynanmayan turlar için kural seti: {names}",
    "cli.help.order": "eşitlik bozma sırası, ör. BH-C1,BH,SB",
    "cli.help.preset": "hazır eşitlik bozma sırası ve kural seti: {names}",
    "cli.help.after-round": "K. turdan sonraki puan durumu (yalnızca ilk K tur sayılır)",
    "cli.help.unrated-rating": "rating ölçütlerinde ratingsiz oyuncular için kullanılan "
    "rating (C.07 10)",
    "cli.help.standings": "eşitlik bozma sütunlarıyla sıralama tablosu",
    "cli.help.file": "turnuva JSON, TRF-16 ya da CSV (veya lichess:ID)",
    "cli.help.explain-ties": "tablodan sonra komşu oyuncular arasındaki her eşitliği açıklar",
    "cli.help.explain": "bir oyuncunun eşitlik bozma değerleri, tur tur",
    "cli.help.player": "başlangıç numarası ya da ad",
    "cli.help.short": "oyuncunun eşitlik bozma değerleri tek paragrafta ve neden o sırada olduğu",
    "cli.help.tiebreak": "tek bir kod (varsayılan: sıradaki her kod; --format json ile ilki)",
    "cli.help.why": "bir oyuncuyu diğerinin üstüne hangi ölçütün koyduğu",
    "cli.help.check": "bir dosyayı doğrular: her sorun, satırı ya da hücresiyle",
    "cli.help.convert": "turnuvayı turnuva JSON ya da TRF-16 olarak yazar",
    "cli.help.output": "yazılacak dosya (varsayılan: standart çıktı)",
    "cli.help.calc": "bir oyuncunun kartı, bir puan kartı vektöründeki gibi",
    # ---- errors -------------------------------------------------------------------------
    "error.line": "satır {line}",
    "error.cell.player": "{id} numaralı oyuncu",
    "error.cell.player-round": "{id} numaralı oyuncu, {round}. tur",
    "error.more-problems": {"one": "… ve {more} sorun daha", "other": "… ve {more} sorun daha"},
    "error.unknown-tiebreak": "bilinmeyen eşitlik bozma ölçütü {code}; bilinen kodlar: {known}",
    "error.unknown-rule-set": "bilinmeyen kural seti {name}; bilinenler: {known}",
    "error.unknown-preset": "bilinmeyen hazır ayar {name}; bilinenler: {known}",
    "error.player-ambiguous": "{query} ile birden çok oyuncu eşleşiyor: {candidates}",
    "error.player-unknown": "{query} ile eşleşen oyuncu yok",
    "error.after-round": "{round}. turdan sonrası istendi: sonuçlar yalnızca 1. ile {last}. "
    "turlar arasını içeriyor",
    "cli.error.needs-httpx": "lichess'ten okumak için httpx gerekli: pip install "
    "'tiebreak[lichess]'",
}


# ---- the arbiter's leftovers: LOTS, MANUAL, single winner, withdrawn marks
# (core/engine/arbiter.py, core/tiebreaks/arbiter.py, docs/arbiter.md) -----------------------------
MESSAGES.update(
    {
        "arbiter.trf.manual": "TRF'de hakemin manual_tiebreak değeri {value} için alan yok",
        "arbiter.trf.lots-seed": "TRF'de kura çekiminin seed değeri {seed} için kayıt yok",
        "arbiter.trf.single-winner": "TRF'de tek kazanan kuralı (single_winner) için kayıt yok",
        "tb.MANUAL": "Hakem kararı",
        "tb.LOTS": "Kura çekimi",
        "arbiter.order.lots": "{code} (kura, seed {seed})",
        "arbiter.order.manual": "{code} (hakem kararı)",
        "arbiter.lots.summary": "kura çekimi (seed {seed}): {draw}, {count} kura içinden {lot} "
        "numara "
        "(küçük olan daha iyi)",
        "arbiter.lots.no-seed": "kura çekimi için seed değeri kaydedilmemiş: değer yok",
        "arbiter.manual.summary": "hakem kararı: {value} (küçük olan daha iyi)",
        "arbiter.manual.none": "hakem bu oyuncu için değer vermemiş: değeri olan herkesin "
        "arkasında "
        "sıralanır",
        "arbiter.manual.none-short": "yok",
        "arbiter.error.seed": "kura çekiminin seed değeri 0 ile {most} arasında bir tam sayı "
        "olmalı, "
        "bulunan {seed}",
        "arbiter.error.lots-needs-seed": "LOTS için kura çekiminin seed değeri gerekli: --lots "
        "SEED "
        'verin ya da turnuva dosyasına "lots_seed" ekleyin',
        "arbiter.error.manual": "manual_tiebreak bir sayı olmalı (küçük olan daha iyi), bulunan "
        "{found}",
        "arbiter.error.lots-seed": "lots_seed 0 ile {most} arasında bir tam sayı olmalı, bulunan "
        "{found}",
        "arbiter.error.single-winner": "single_winner true ya da false olmalı, bulunan {found}",
        "warning.single-winner-tie": "Yönetmelik tek bir kazanan istiyor, ancak {players} "
        "sıralamanın "
        "tüm ölçütlerinden sonra 1. sırayı paylaşıyor: hakemin karar "
        "verdiği son bir ölçüt ekleyin: LOTS, kaydedilmiş seed değeriyle "
        "kura çekimi (--lots SEED ya da turnuva dosyasında "
        '"lots_seed") veya MANUAL (her biri için bir '
        '"manual_tiebreak")',
        "warning.single-winner-level": "Yönetmelik tek bir kazanan istiyor, ancak {players} "
        "{codes} "
        "ölçütlerinden sonra da 1. sırayı paylaşıyor: her birine "
        'farklı bir "manual_tiebreak" verin ya da seed değeriyle '
        "LOTS ekleyin (--lots SEED)",
        "why.lots": "İkisi de {points} aldı. {above}, kura çekimiyle (LOTS, seed {seed}) "
        "{value_above} numarayla {below} adlı oyuncunun ({value_below}) üstünde.",
        "why.lots-level": "İkisi de {points} aldı; {earlier} değerleri de eşit. {above}, kura "
        "çekimiyle (LOTS, seed {seed}) {value_above} numarayla {below} adlı "
        "oyuncunun ({value_below}) üstünde.",
        "why.manual": "İkisi de {points} aldı. {above}, hakem kararıyla (MANUAL) {value_above} ile "
        "{below} adlı oyuncunun ({value_below}) üstünde; küçük olan daha iyi.",
        "why.manual-level": "İkisi de {points} aldı; {earlier} değerleri de eşit. {above}, hakem "
        "kararıyla (MANUAL) {value_above} ile {below} adlı oyuncunun "
        "({value_below}) üstünde; küçük olan daha iyi.",
        "standings.withdrawn": "{round}. turdan sonra turnuvadan ayrıldı",
        "standings.withdrawn-before": "1. turdan önce turnuvadan ayrıldı",
        "standings.column.note": "Not",
        "cli.help.lots": "son eşitlikler bu seed değeriyle çekilen kurayla bozulur (tam sayı; "
        "sıranın "
        "sonuna eklenen LOTS ölçütü)",
        "cli.help.single-winner": "yönetmelik tek bir kazanan istiyor: nihai sıralamada 1. sıra "
        "paylaşılırsa uyarı verilir ve 1 koduyla çıkılır",
    }
)


# ---- rounds in progress: pending games, provisional standings (core/engine/progress.py) -----
MESSAGES.update(
    {
        "outcome.pending": "sonuç bekleniyor",
        "progress.first": (
            "{round}. tur sürüyor, henüz tamamlanan tur yok (biten oyunlar: {count} "
            "oyundan {finished})"
        ),
        "progress.first-live": (
            "GEÇİCİ: {round}. turun, yani ilk turun biten oyunları (biten oyunlar: "
            "{count} oyundan {finished}; sonucu beklenen oyun henüz hiçbir şey katmaz)"
        ),
        "cli.check.pending-first": (
            "{file}: {round}. tur sürüyor: sonucu beklenen oyunlar: {games} oyundan "
            "{count} (bilgi, hata değil); henüz tamamlanan tur yok, standings --live "
            "biten oyunları sayar"
        ),
        "progress.after": {
            "one": "{after}. turdan sonra; {round}. tur sürüyor: {count} oyundan "
            "{finished} tanesi bitti",
            "other": "{after}. turdan sonra; {round}. tur sürüyor: {count} oyundan "
            "{finished} tanesi bitti",
        },
        "progress.live": {
            "one": "GEÇİCİ: {after}. turdan sonra ve {round}. turun biten oyunlarıyla "
            "({count} oyundan {finished} tanesi bitti; sonucu beklenen oyun "
            "henüz hiçbir şey katmaz)",
            "other": "GEÇİCİ: {after}. turdan sonra ve {round}. turun biten "
            "oyunlarıyla ({count} oyundan {finished} tanesi bitti; sonucu "
            "beklenen oyun henüz hiçbir şey katmaz)",
        },
        "error.after-round-in-progress": "{round}. turdan sonrası istendi: {current}. tur sürüyor; "
        "son tamamlanan tur {last}.",
        "cli.check.pending": {
            "one": "{file}: {round}. tur sürüyor: {games} oyundan {count} "
            "tanesinin sonucu bekleniyor (bilgi, hata değil); puan durumu "
            "1. ile {after}. turları sayar, standings --live biten oyunları "
            "ekler",
            "other": "{file}: {round}. tur sürüyor: {games} oyundan {count} "
            "tanesinin sonucu bekleniyor (bilgi, hata değil); puan durumu "
            "1. ile {after}. turları sayar, standings --live biten "
            "oyunları ekler",
        },
        "cli.help.live": "geçici puan durumu: süren turun biten oyunlarını ekler (sonucu beklenen "
        "oyunlar hiçbir şey katmaz)",
    }
)


# ---- the command line's edges: argparse's own words, help for every option, the usage
# line's placeholders (core/cli/argparse_words.py, core/cli/parser.py) ---------------------
MESSAGES.update(
    {
        "cli.argparse.usage": "kullanım:",
        "cli.argparse.positionals": "konumsal argümanlar",
        "cli.argparse.options": "seçenekler",
        "cli.argparse.help": "bu yardım iletisini gösterir ve çıkar",
        "cli.argparse.argument": "{argument} argümanı: {message}",
        "cli.argparse.required": "şu argümanlar zorunludur: {names}",
        "cli.argparse.unrecognized": "tanınmayan argümanlar: {names}",
        "cli.argparse.invalid-choice": "geçersiz seçim: {value} (şunlardan birini seçin: "
        "{choices})",
        "cli.argparse.invalid-value": "geçersiz {type} değeri: {value}",
        "cli.argparse.invalid-int": "geçersiz değer {value}: tam sayı bekleniyor",
        "cli.argparse.expected-one": "bir değer bekleniyor",
        "cli.argparse.expected-at-most-one": "en fazla bir değer bekleniyor",
        "cli.argparse.expected-at-least-one": "en az bir değer bekleniyor",
        "cli.argparse.ambiguous": "belirsiz seçenek: {option} şunlardan biri olabilir: {matches}",
        "cli.argparse.ignored-explicit": "fazladan değer {names}: bu seçenek değer almaz",
        "cli.argparse.not-allowed": "{names} argümanıyla birlikte kullanılamaz",
        "cli.argparse.one-of-required": "{names} argümanlarından biri zorunludur",
        "cli.help.command": "komut; her birinin kendi --help seçeneği vardır",
        "cli.help.format": "çıktı biçimi (varsayılan: text)",
        "cli.help.to": "turnuvanın yazılacağı biçim: turnuva JSON ya da TRF-16",
        "cli.help.card": "bir oyuncunun kartı (JSON, formats.md bölüm 3)",
        "cli.help.player-a": "üstteki oyuncu ya da soran oyuncu: başlangıç numarası ya da ad",
        "cli.help.player-b": "alttaki oyuncu (verilmezse: hemen üstteki ve alttaki oyuncularla "
        "karşılaştırma)",
        "cli.metavar.command": "komut",
        "cli.metavar.file": "dosya",
        "cli.metavar.player": "oyuncu",
        "cli.metavar.player-a": "oyuncu_a",
        "cli.metavar.player-b": "oyuncu_b",
        "cli.metavar.card": "kart",
        "cli.metavar.rules": "KURALLAR",
        "cli.metavar.order": "SIRA",
        "cli.metavar.preset": "HAZIR",
        "cli.metavar.tiebreak": "KOD",
        "cli.metavar.output": "ÇIKTI",
        "cli.metavar.encoding": "AD",
        "cli.metavar.dir": "DİZİN",
        "cli.metavar.own-opp": "KENDİ:RAKİP",
        "cli.metavar.pairs": "EŞLENDİRMELER",
        "cli.metavar.prizes": "ÖDÜLLER",
        "standings.csv.rank": "sıra",
        "standings.csv.shared": "paylaşılan",
        "standings.csv.id": "başlangıç no",
        "standings.csv.name": "isim",
        "standings.csv.points": "puan",
        "standings.csv.withdrawn-after": "ayrıldığı tur",
        "standings.csv.provisional": "geçici",
        "standings.csv.yes": "evet",
    }
)
