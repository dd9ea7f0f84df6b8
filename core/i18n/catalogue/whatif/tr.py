"""The messages of whatif in tr."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "whatif.title": "Ya olursa: {name} ({id}), {round}. tur, {board}. masa",
    "whatif.games": {
        "one": "{count} eşlendirilmiş oyun; oyunu olmayan oyuncular: {absent}",
        "other": "{count} eşlendirilmiş oyun; oyunu olmayan oyuncular: {absent}",
    },
    "whatif.rules": "Kurallar {rules}; eşitlik bozma sırası {order}",
    "whatif.exact": {
        "one": "Kesin: diğer sonuçların {count} kombinasyonu, her biri sıralandı",
        "other": "Kesin: diğer sonuçların {count} kombinasyonu, her biri sıralandı",
    },
    "whatif.bounded": {
        "one": "Sınırlı arama: diğer sonuçların 3^{count} kombinasyonu sıralamak için çok fazla; "
        "yalnızca puana göre sınırlar kanıtlanmıştır, diğerleri bulunan senaryolardan tahmindir",
        "other": "Sınırlı arama: diğer sonuçların 3^{count} kombinasyonu sıralamak için çok fazla; "
        "yalnızca puana göre sınırlar kanıtlanmıştır, diğerleri bulunan senaryolardan tahmindir",
    },
    "whatif.result.win": "Galibiyet",
    "whatif.result.draw": "Beraberlik",
    "whatif.result.loss": "Yenilgi",
    "whatif.outlook": "{result} ({points}): {range}",
    "whatif.range": "sıra {best} ile {worst} arası",
    "whatif.range.one": "sıra {rank}",
    "whatif.best": "en iyi sıra {rank} ({status}) {when}: {reason}",
    "whatif.worst": "en kötü sıra {rank} ({status}) {when}: {reason}",
    "whatif.stopped": "Arama {seconds} sn sonra durdu: aralıkların 6 ucundan {proven} tanesi "
    "kanıtlandı (kanıtlandı diye işaretli), diğerleri bulunan senaryolardan tahmindir",
    "whatif.proven": "kanıtlandı",
    "whatif.estimate.best": "tahmin; yalnızca puana göre {bound} sıradan iyi olamaz",
    "whatif.estimate.worst": "tahmin; yalnızca puana göre {bound} sıradan kötü olamaz",
    "whatif.when": "yalnızca {conditions} ise ({share})",
    "whatif.share": {
        "one": "{of} kombinasyonun {count} tanesinde",
        "other": "{of} kombinasyonun {count} tanesinde",
    },
    "whatif.example": "örneğin {conditions} ise",
    "whatif.any": "diğer sonuçlar ne olursa olsun",
    "whatif.found": "bulunan senaryoda",
    "whatif.condition": "{board}. masa ({white}–{black}) {results} biterse",
    "whatif.by-points": "puan belirler ({points})",
    "whatif.error.unknown": "eşlendirme, {board}. masa: {id} numaralı oyuncu yok",
    "whatif.error.twice": "eşlendirme, {board}. masa: {id} numaralı oyuncu iki kez eşlendirilmiş",
    "whatif.error.self": "eşlendirme, {board}. masa: {id} numaralı oyuncu kendisiyle eşlendirilmiş",
    "whatif.error.unpaired": "{id} numaralı oyuncunun verilen eşlendirmede oyunu yok",
    "whatif.error.no-pairings": "Lütfen sonraki turun eşlendirmesini verin: --pairings 12-7,3-5 "
    "veya --pairings-file PAIRS.csv",
    "whatif.error.both-pairings": "Lütfen eşlendirmeyi bir kez verin: --pairings veya "
    "--pairings-file, ikisini birden değil",
    "whatif.error.pairing": "{where}: 12-7 gibi beyaz-siyah başlangıç numarası çifti "
    "bekleniyordu, bulunan: {text}",
    "whatif.where.option": "--pairings, {index}. çift",
    "whatif.where.file": "{path}, {line}. satır",
    "whatif.help.command": "bir oyuncunun sonraki turdan sonra galibiyet, beraberlik veya "
    "yenilgiyle nerede bitirebileceği",
    "whatif.help.player": "oyuncu: başlangıç numarası veya adı",
    "whatif.help.pairings": "sonraki turun eşlendirmesi, virgülle ayrılmış beyaz-siyah başlangıç "
    "numaraları (12-7,3-5); listede olmayan oyuncunun oyunu yoktur",
    "whatif.help.pairings-file": "dosyada eşlendirme: her satırda bir beyaz,siyah (veya "
    "beyaz-siyah) başlangıç numarası çifti",
    # --- whatif ---
    "whatif.help.round": "sorulan tur (varsayılan: süren tur, sonucu beklenen oyunları "
    "eşlendirme olarak; yoksa sonraki tur); daha önceki bir tur, o turdan önceki haliyle",
    "whatif.finished": {
        "one": "{round}. turun {count} oyunu zaten sonuçlandı ve kaydedildiği gibi sayılır",
        "other": "{round}. turun {count} oyunu zaten sonuçlandı ve kaydedildiği gibi sayılır",
    },
    "whatif.error.nothing-pending": "sonucu beklenen oyun yok (süren tur yok): {next}. turun "
    "eşlendirmesini verin",
    "whatif.error.no-round": "sonucu beklenen oyun yok (süren tur yok); {how}",
    "whatif.error.in-progress": "{round}. tur sürüyor: eşlendirme, sonucu beklenen oyunlarıdır; "
    "eşlendirme vermeyin",
    "whatif.error.beyond": "turnuvanın {rounds} turu var ve hepsi oynandı: {round}. turun "
    "eşlendirmesi turnuvaya ait değil",
    "whatif.error.pairings-round": "verilen eşlendirme {round}. turun değil, sonraki tur olan "
    "{next}. turundur",
    "whatif.error.round": "{round}. tur sorulamaz: turnuvada 1. ile {last}. arası turlar ve "
    "eşlendirmesi verilen sonraki tur var",
    "whatif.error.after-pending": "{round}. tur, hâlâ süren {pending}. turdan sonra gelir",
    "whatif.error.no-game-outcome": (
        "{name} ({id}) için {round}. turda belirlenecek oyun yok (kayıtlı: {outcome})"
    ),
    "whatif.error.no-game": "{name} ({id}) için {round}. turda oynanacak oyun kalmadı: sonuç "
    "zaten kayıtlı",
}
