"""The messages of team standings in tr."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "teamstd.error.same-team": "iki farklı takım belirtin",
    "teamstd.error.team-ambiguous": "{query} ile birden çok takım eşleşiyor: {candidates}",
    "teamstd.error.team-unknown": "{query} ile eşleşen takım yok",
    "teamstd.slash": "{left}/{right}",
    "teamstd.why.de": "İki takımın da {points} var. {above}, aralarındaki maça göre ({code}) "
    "{below} takımının üstünde: {detail}.",
    # a team's why names teams, not players (issue 33)
    "teamstd.why.value": "İkisi de {points} aldı. {above}, {code} ölçütünde {value_above} ile "
    "{below} takımının ({value_below}) üstünde.",
    "teamstd.why.value-level": "İkisi de {points} aldı; {earlier} değerleri de eşit. {above}, "
    "{code} ölçütünde {value_above} ile {below} takımının ({value_below}) üstünde.",
    "teamstd.why.lots": "İkisi de {points} aldı. {above}, kura çekimiyle (LOTS, seed {seed}) "
    "{value_above} numarayla {below} takımının ({value_below}) üstünde.",
    "teamstd.why.lots-level": "İkisi de {points} aldı; {earlier} değerleri de eşit. {above}, kura "
    "çekimiyle (LOTS, seed {seed}) {value_above} numarayla {below} takımının ({value_below}) "
    "üstünde.",
    "teamstd.why.manual": "İkisi de {points} aldı. {above}, hakem kararıyla (MANUAL) {value_above} "
    "ile {below} takımının ({value_below}) üstünde; küçük olan daha iyi.",
    "teamstd.why.manual-level": "İkisi de {points} aldı; {earlier} değerleri de eşit. {above}, "
    "hakem kararıyla (MANUAL) {value_above} ile {below} takımının ({value_below}) üstünde; küçük "
    "olan daha iyi.",
    "teamstd.column.team": "Takım",
    "teamstd.rules": "Kurallar: {rules} ({how}); sıralama ölçütü {primary}; eşitlik bozma "
    "sırası: {order}",
    "teamstd.rules-markdown": "Kurallar `{rules}`, sıralama ölçütü {primary}, sıra {order}",
    "teamstd.score": "{count} {score}",
    "teamstd.mp-gp": "{mp} MP, {gp} GP",
    "teamstd.why.score": "{above}, {score} bakımından {below} takımının üstünde: {high} "
    "karşı {low}.",
    "teamstd.step.score": "aralarındaki maçlarda {score}: {steps}",
    "teamstd.de.step.level": "{members}: eşit, ayrılamadı",
    "teamstd.de.step.ordered": "{members}",
    "teamstd.de.step.none-placed": "{members}: kimse yerleştirilemiyor",
    "teamstd.de.step.placed": "{members}: yerleştirilen: {placed}",
    "teamstd.step.boards": "aralarındaki maçların masaları ({stage}): {above} önde",
    "teamstd.step.boards-level": "aralarındaki maçların masaları ({stages}): eşit",
    "teamstd.entry.de.forfeit": (
        "{opponent} karşısında {outcome}: hiçbir masada oynanmadı, sayılmaz (6.1.1)"
    ),
    "teamstd.entry.de.forfeit.plain": "Hiçbir masada oynanmayan bir maç sayılmaz.",
    "teamstd.entry.de.counted": "{opponent} karşısında {outcome}: {points} {score}, sayılır",
    "teamstd.entry.de.counted.plain": "{opponent} ile maçınız sayılır: {points} {score}.",
    "teamstd.entry.de.averaged": (
        "{opponent} karşısında {outcome}: {points} {score}, {count} maçtan biri, "
        "{share} sayılır (6.1.2)"
    ),
    "teamstd.entry.de.averaged.plain": (
        "{opponent} ile {count} kez karşılaştınız; her maç payı kadar sayılır, {share} {score}."
    ),
    "teamstd.error.team-preset": "{preset} ön ayarı takım turnuvaları içindir",
    "teamstd.error.individual-preset": (
        "{preset} ön ayarı bireysel turnuvalar içindir; takım ön ayarları: fide-team-swiss, "
        "fide-team-round-robin, olympiad, fide-1998-team"
    ),
    "teamstd.error.individual-event": (
        "--primary, --match-points ve --individual bir takım turnuvası gerektirir"
    ),
    "teamstd.error.match-points": (
        "--match-points {text}: G,B,M veya G,B,M,PAB beklenir, "
        "en çok 3 ondalık basamaklı 0 ile 1000 arası sayılar"
    ),
    "teamstd.error.primary": "--primary {text}: MP veya GP beklenir",
    "teamstd.error.option": "--{option} takım sıralamasında kullanılamaz",
    "teamstd.help.primary": "takım turnuvaları: maç puanına (MP) veya oyun puanına (GP) göre "
    "sırala",
    "teamstd.help.match-points": (
        "takım turnuvaları: kazanılan, berabere biten, kaybedilen maç ve takım bay'ı için maç puanı"
    ),
    "teamstd.help.individual": (
        "takım turnuvaları: oyuncuların kendi sıralaması (oyun puanları, bireysel sıra)"
    ),
    "teamstd.error.individual-options": (
        "--primary ve --match-points takımların sıralamasını belirler; --individual "
        "oyuncuları masalarda aldıkları puanlara göre sıralar"
    ),
    # ties left: the primary score (MP or GP) named, not "points"
    "teamstd.why.shared": (
        "{above} ile {below} {score} ile ya da {codes} ile ayrılamıyor: {rank}. sırayı "
        "paylaşıyorlar."
    ),
    "teamstd.why.shared-no-order": (
        "{above} ile {below} {score} ile ya da herhangi bir eşitlik bozma ölçütüyle "
        "ayrılamıyor: {rank}. sırayı paylaşıyorlar."
    ),
    "teamstd.warning.unbroken-tie": (
        "{players} {score} ile ve {codes} ile ayrılamıyor: {rank}. sırayı paylaşıyorlar"
    ),
    "teamstd.warning.unbroken-tie-no-order": (
        "{players} {score} ile ayrılamıyor ve eşitlik bozma ölçütü yok: {rank}. sırayı "
        "paylaşıyorlar"
    ),
    # check on a team event in progress: no --live for team standings
    "teamstd.check.pending": {
        "one": (
            "{file}: {round}. tur sürüyor: {games} oyundan {count} tanesinin sonucu "
            "bekleniyor (bilgi, hata değil); puan durumu 1. ile {after}. turları sayar"
        ),
        "other": (
            "{file}: {round}. tur sürüyor: {games} oyundan {count} tanesinin sonucu "
            "bekleniyor (bilgi, hata değil); puan durumu 1. ile {after}. turları sayar"
        ),
    },
}
