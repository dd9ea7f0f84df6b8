"""The messages of prizes in tr."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- tutarlar, ödüller, sıralar -------------------------------------------------------
    "prizes.money.bare": "{amount}",
    "prizes.money.before": "{symbol}{amount}",
    "prizes.money.after": "{amount} {symbol}",
    "prizes.prize.items": "{items}",
    "prizes.prize.both": "{money} + {items}",
    "prizes.place": "{category}, {place}. sıra",
    "prizes.places": "{category}, {first}.–{last}. sıralar",
    "prizes.share": "{player} {money}",
    "prizes.list": "{head} ve {last}",
    # ---- ödül listesinin uygulanışı ------------------------------------------------------
    "prizes.mode.pool": "Eşit puanla paylaşılan sıraların parası: toplanır ve eşit paylaştırılır.",
    "prizes.mode.hort": "Eşit puanla paylaşılan sıraların parası: Hort sistemi, %{percent} "
    "toplanıp eşit paylaştırılır, kalanı eşitlik bozma sırasına göre "
    "verilir.",
    "prizes.mode.tiebreak": "Eşit puanla paylaşılan sıraların parası: toplanmaz, eşitlik "
    "bozma sırası belirler.",
    "prizes.mode.several": "Bir oyuncu birden fazla ödül kazanabilir.",
    "prizes.mode.one-main-first": "Her oyuncuya tek ödül, daha yüksek olanı; değerleri "
    "eşitse genel sıralamanın ödülü.",
    "prizes.mode.one-category-first": "Her oyuncuya tek ödül, daha yüksek olanı; değerleri "
    "eşitse kategorinin ödülü.",
    "prizes.mode.remainder": "Eşit bölünemeyen tutarlar: artan birimler (her biri {unit}) "
    "eşitlik bozma sırasında öndekilere verilir.",
    # ---- ödüller -------------------------------------------------------------------------
    "prizes.award.single": "{what}: {prize}, {player} oyuncusuna.",
    "prizes.award.pooled": "{what} için {total} toplanıp {players} arasında paylaştırılır "
    "(eşit puanlı, {points}): her birine {share}.",
    "prizes.award.pooled-remainder": "{what} için {total} toplanıp {players} arasında "
    "paylaştırılır (eşit puanlı, {points}): {shares}; eşit "
    "bölünemeyen {rest}, eşitlik bozma sırasında öndekilere "
    "birer birim verilir.",
    "prizes.award.hort": "{what} için Hort sistemi ({players}, eşit puanlı, {points}): "
    "{total} tutarın {pooled} kadarı toplanıp paylaştırılır: "
    "{pool_shares}; kalanı eşitlik bozma sırasına göre: {own}; toplam: "
    "{shares}.",
    "prizes.award.by-order": "{what}: {players} eşit puanlı ({points}); para toplanmaz, "
    "eşitlik bozma sırası belirler: {shares}.",
    "prizes.items.order": "{items} ({what}), eşitlik bozma sırasına göre {player} "
    "oyuncusuna. {why}",
    "prizes.choice.higher": "{player} ayrıca {other} ({other_prize}) alabilirdi; daha yüksek "
    "ödülü ({kept}) alır: her oyuncuya tek ödül.",
    "prizes.choice.equal-main": "{player} ayrıca aynı değerde ({kept}) {other} "
    "({other_prize}) alabilirdi: her oyuncuya tek ödül, önce "
    "genel sıralamanın ödülü.",
    "prizes.choice.equal-category": "{player} ayrıca aynı değerde ({kept}) {other} "
    "({other_prize}) alabilirdi: her oyuncuya tek ödül, önce "
    "kategorinin ödülü.",
    "prizes.skipped": {
        "one": "{category}: {players} başka bir ödül kazandığı için burada atlanır (her "
        "oyuncuya tek ödül).",
        "other": "{category}: {players} başka ödüller kazandıkları için burada atlanır (her "
        "oyuncuya tek ödül).",
    },
    "prizes.unawarded": "{what}: {prize} verilmez (hak kazanan oyuncu kalmadı).",
    # ---- uyarılar ------------------------------------------------------------------------
    "prizes.warning.attribute": {
        "one": "{category}: {count} oyuncunun dosyada {attribute} bilgisi yok, kontrol "
        "edilemez: {players}.",
        "other": "{category}: {count} oyuncunun dosyada {attribute} bilgisi yok, kontrol "
        "edilemez: {players}.",
    },
    "prizes.attr.birth": "doğum tarihi veya yılı",
    "prizes.attr.birth-date": "tam doğum tarihi (yalnızca yıl yaşı belirlemez)",
    "prizes.attr.sex": "cinsiyet",
    "prizes.attr.federation": "federasyon",
    "prizes.warning.unbroken": "{players} tüm eşitlik bozma ölçütlerinden sonra da {rank}. "
    "sırayı paylaşıyor, ama {what} aralarında bir sıra gerektirir: "
    "burada başlangıç numarasına göre alındılar; yönetmeliğe göre "
    "karar veriniz (baraj maçı, kura).",
    # ---- çıktı ---------------------------------------------------------------------------
    "prizes.title": "Ödüller: {name}",
    "prizes.totals": "Oyunculara göre ödüller",
    "prizes.total": "Toplam ödenen: {money}",
    "prizes.column.place": "Sıra",
    "prizes.column.prize": "Ödül",
    "prizes.help.command": "ödül listesini sıralamaya göre dağıtır: paylaşılan sıralar "
    "toplanır, kategori ödülleri, her ödül açıklanır",
    "prizes.help.prizes": "ödül listesi (JSON, tiebreak-prizes/1; bkz. docs/prizes.md)",
    # ---- ödül listesindeki hatalar -------------------------------------------------------
    "prizes.error.unreadable": "ödül listesi okunamıyor: {detail}",
    "prizes.error.json": "geçerli JSON değil: {detail}",
    "prizes.error.expected": "beklenen {expected}, bulunan {found}",
    "prizes.error.unknown-key": "bilinmeyen anahtar {key} (bilinenler: {known}; özel "
    "anahtarlar x- ile başlar)",
    "prizes.error.choice": "bulunan {found}, beklenen şunlardan biri: {choices}",
    "prizes.error.too-precise": "{found}, listenin izin verdiğinden fazla ondalık basamak "
    'içeriyor ({decimals}, "decimals" ile belirlenir)',
    "prizes.error.empty-range": "{low} veya {high} ya da ikisini birden veriniz",
    "prizes.error.inverted-range": "alt sınır {low}, üst sınır {high} değerinin üzerinde",
    "prizes.error.format": "biçim {found}; beklenen {expected}",
    "prizes.error.duplicate-id": "{id} kimliği başka bir kategoride zaten kullanılıyor",
    "prizes.error.empty-place": "bir sıranın parası veya eşya ödülü olmalı",
    "prizes.error.increasing": "{place}. sıra {previous}. sıradan fazla ödüyor: sıraları en "
    "iyiden başlayarak yazınız",
    "prizes.error.no-age-date": 'yaş, hesaplanacağı tarihi gerektirir: burada "on" ya da '
    "turnuvada start_date veriniz",
    "prizes.error.unknown-player": "turnuvada {id} numaralı oyuncu yok",
    "prizes.error.unknown-team": "turnuvada {id} numaralı takım yok",
    "prizes.error.team-criterion": "{key} bir oyuncuyu tanımlar: takım turnuvasında bir "
    "kategori sıraları tüm takımlara ya da listelediği takımlara verir (players: takım "
    "numaraları)",
    "prizes.expect.whole": "bir tam sayı",
    "prizes.expect.bool": "true veya false",
    "prizes.expect.text": "bir metin",
    "prizes.expect.amount": '150 veya "33.50" gibi bir tutar',
    "prizes.expect.fraction": '0 ile 1 arasında "1/2" veya 0.5 gibi bir kesir',
    "prizes.expect.object": "bir nesne",
    "prizes.expect.date": "2026-01-01 gibi bir tarih",
    "prizes.expect.categories": "boş olmayan bir kategori listesi",
    "prizes.expect.places": "boş olmayan bir sıra listesi",
    "prizes.expect.texts": "bir metin listesi",
    "prizes.expect.ids": "boş olmayan bir başlangıç numarası listesi",
}
