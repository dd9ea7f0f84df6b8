### Türkçe (tr): the add-on's service (tiebreak-serve): its error replies.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# An error the add-on's service returns, shown in the add-on.
# Variables: $detail.
serve_bad-json = İstek geçerli bir JSON değil: { $detail }.

# An error the add-on's service returns, shown in the add-on.
serve_too-deep = İstek okunamayacak kadar derin iç içe.

# An error the add-on's service returns, shown in the add-on.
# Variables: $expected, $path (a file's path).
serve_bad-shape = İsteğin { $path } konumunda biçimi yanlış: beklenen { $expected }.

# An error the add-on's service returns, shown in the add-on.
# Variables: $path (a file's path).
serve_unknown-field = İstekte bu hizmetin tanımadığı bir alan var: { $path }.

# An error the add-on's service returns, shown in the add-on.
# Variables: $path (a file's path).
serve_missing-field = İstekte { $path } alanı eksik.

# An error the add-on's service returns, shown in the add-on.
# Variables: $limit (a limit (a number)), $size (a size (a number)).
serve_too-large = İstek { $size } MB; bu hizmetin kabul ettiği { $limit } MB'tan fazla (10.000 satır ve 15 sütunluk bir sayfa sığar): sayfayı küçültün ya da hizmeti yönetenden --max-body değerini artırmasını isteyin.

# An error the add-on's service returns, shown in the add-on.
serve_unsigned = İstek imzalı değil: bu tablonun anahtarını Tiebreak ▸ Ayarlar'a yapıştırın.

# An error the add-on's service returns, shown in the add-on.
serve_bad-signature = İsteğin imzası uyuşmuyor: Tiebreak ▸ Ayarlar'daki anahtarı kontrol edin.

# An error the add-on's service returns, shown in the add-on.
# Variables: $skew, $window.
serve_stale = İsteğin zamanı hizmetin saatinden { $skew } saniye farklı (en çok { $window } kabul edilir): yeniden deneyin; tekrarlanırsa hizmetin saati yanlıştır.

# An error the add-on's service returns, shown in the add-on.
serve_replayed = Bu istek daha önce bir kez alındı ve yeniden çalıştırılmaz.

# An error the add-on's service returns, shown in the add-on.
serve_unknown-token = Tiebreak ▸ Ayarlar'daki anahtar bu hizmette tanınmıyor (iptal edilmiş ya da yanlış yazılmış): hizmeti yönetenden yenisini isteyin.

# An error the add-on's service returns, shown in the add-on.
serve_wrong-sheet = Tiebreak ▸ Ayarlar'daki anahtar başka bir tabloya ait: bu tablonun kendi anahtarını isteyin.

# An error the add-on's service returns, shown in the add-on.
# Variables: $limit (a limit (a number)), $seconds (a number of seconds).
serve_rate-limited = Bu tablo için bir dakikada çok fazla istek (en çok { $limit }): { $seconds } saniye sonra yeniden deneyin.

# An error the add-on's service returns, shown in the add-on.
# Variables: $seconds (a number of seconds).
serve_busy = Hizmet meşgul: { $seconds } saniye sonra yeniden deneyin.

# An error the add-on's service returns, shown in the add-on.
# Variables: $seconds (a number of seconds).
serve_timeout = Hesaplama { $seconds } saniyeden uzun sürdü ve bırakıldı: yeniden deneyin ya da hizmeti yönetene başvurun.

# An error the add-on's service returns, shown in the add-on.
serve_internal = Hizmet beklenmedik biçimde hata verdi; yöneticisi ayrıntıları günlükte bulur.

# An error the add-on's service returns, shown in the add-on.
# Variables: $path (a file's path).
serve_not-found = Bu hizmette { $path } yok.

# An error the add-on's service returns, shown in the add-on.
serve_same-entrant = İki farklı oyuncu seçin.

# An error the add-on's service returns, shown in the add-on.
serve_expect_object = bir nesne

# An error the add-on's service returns, shown in the add-on.
serve_expect_array = bir liste

# An error the add-on's service returns, shown in the add-on.
serve_expect_string = bir metin

# An error the add-on's service returns, shown in the add-on.
serve_expect_integer = bir tam sayı

# An error the add-on's service returns, shown in the add-on.
serve_expect_number = bir sayı

# An error the add-on's service returns, shown in the add-on.
serve_expect_boolean = true ya da false

# An error the add-on's service returns, shown in the add-on.
# same-as-english
serve_expect_null = null

# An error the add-on's service returns, shown in the add-on.
# Variables: $left (the part before), $right (the part after).
serve_expect_or = { $left } ya da { $right }

# An error the add-on's service returns, shown in the add-on.
# Variables: $values.
serve_expect_one-of = şu değerlerden biri: { $values }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_min-length = en az { $n } uzunluk

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_max-length = en çok { $n } uzunluk

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_minimum = en az { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_maximum = en çok { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_min-items = en az { $n } öğe

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_max-items = en çok { $n } öğe

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_max-fields = en çok { $n } alan

# An error the add-on's service returns, shown in the add-on.
# Variables: $name (a name (a player, team or tournament)).
serve_expect_schema = bir { $name }
