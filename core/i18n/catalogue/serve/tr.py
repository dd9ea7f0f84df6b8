"""tiebreak-serve's messages in Turkish (Türkçe)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "serve.bad-json": "İstek geçerli bir JSON değil: {detail}.",
    "serve.too-deep": "İstek okunamayacak kadar derin iç içe.",
    "serve.bad-shape": "İsteğin {path} konumunda biçimi yanlış: beklenen {expected}.",
    "serve.unknown-field": "İstekte bu hizmetin tanımadığı bir alan var: {path}.",
    "serve.missing-field": "İstekte {path} alanı eksik.",
    "serve.too-large": (
        "İstek {size} MB; bu hizmetin kabul ettiği {limit} MB'tan fazla (10.000 satır ve "
        "15 sütunluk bir sayfa sığar): sayfayı küçültün ya da hizmeti yönetenden "
        "--max-body değerini artırmasını isteyin."
    ),
    "serve.unsigned": "İstek imzalı değil: bu tablonun anahtarını Tiebreak ▸ Ayarlar'a yapıştırın.",
    "serve.bad-signature": (
        "İsteğin imzası uyuşmuyor: Tiebreak ▸ Ayarlar'daki anahtarı kontrol edin."
    ),
    "serve.stale": (
        "İsteğin zamanı hizmetin saatinden {skew} saniye farklı (en çok {window} kabul "
        "edilir): yeniden deneyin; tekrarlanırsa hizmetin saati yanlıştır."
    ),
    "serve.replayed": "Bu istek daha önce bir kez alındı ve yeniden çalıştırılmaz.",
    "serve.unknown-token": (
        "Tiebreak ▸ Ayarlar'daki anahtar bu hizmette tanınmıyor (iptal edilmiş ya da "
        "yanlış yazılmış): hizmeti yönetenden yenisini isteyin."
    ),
    "serve.wrong-sheet": (
        "Tiebreak ▸ Ayarlar'daki anahtar başka bir tabloya ait: bu tablonun kendi "
        "anahtarını isteyin."
    ),
    "serve.rate-limited": (
        "Bu tablo için bir dakikada çok fazla istek (en çok {limit}): {seconds} saniye "
        "sonra yeniden deneyin."
    ),
    "serve.busy": "Hizmet meşgul: {seconds} saniye sonra yeniden deneyin.",
    "serve.timeout": (
        "Hesaplama {seconds} saniyeden uzun sürdü ve bırakıldı: yeniden deneyin ya da "
        "hizmeti yönetene başvurun."
    ),
    "serve.internal": (
        "Hizmet beklenmedik biçimde hata verdi; yöneticisi ayrıntıları günlükte bulur."
    ),
    "serve.not-found": "Bu hizmette {path} yok.",
    "serve.same-entrant": "İki farklı oyuncu seçin.",
    "serve.expect.object": "bir nesne",
    "serve.expect.array": "bir liste",
    "serve.expect.string": "bir metin",
    "serve.expect.integer": "bir tam sayı",
    "serve.expect.number": "bir sayı",
    "serve.expect.boolean": "true ya da false",
    "serve.expect.null": "null",
    "serve.expect.or": "{left} ya da {right}",
    "serve.expect.one-of": "şu değerlerden biri: {values}",
    "serve.expect.min-length": "en az {n} uzunluk",
    "serve.expect.max-length": "en çok {n} uzunluk",
    "serve.expect.minimum": "en az {n}",
    "serve.expect.maximum": "en çok {n}",
    "serve.expect.min-items": "en az {n} öğe",
    "serve.expect.max-items": "en çok {n} öğe",
    "serve.expect.max-fields": "en çok {n} alan",
    "serve.expect.schema": "bir {name}",
}
