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

## The command line's help (tiebreak-serve --help)

# The help of the command tiebreak-serve (tiebreak-serve --help): the word a usage error shows for the missing action of 'tiebreak-serve token' (new, list or revoke), as in 'the following arguments are required: action'.
serve_cli_metavar_action = işlem

# The help of the command tiebreak-serve (tiebreak-serve --help): the command's description, above its options (the add-on is the Google Sheets add-on).
serve_cli_help_description = tiebreak Google Sheets eklentisinin arkasındaki HTTP hizmeti: bir tablonun gönderdiği hücrelerden eşitlik bozma değerlerini hesaplar ve yazılacak hücrelerle yanıt verir.

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --lang ($TIEBREAK_LANG, an environment variable, stays as it is).
# Variables: $langs (the language codes).
serve_cli_help_lang = bu yardımın ve kullanım hatalarının dili: { $langs } (varsayılan: $TIEBREAK_LANG, yoksa en); eklentiye verilen yanıtlar her isteğin dilini izler

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --host (a network address).
# Variables: $host (an address).
serve_cli_help_host = dinlenecek adres (varsayılan: { $host })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --port (a network port).
# Variables: $port (a number).
serve_cli_help_port = dinlenecek port (varsayılan: { $port })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --workers (operating-system processes).
# Variables: $count (a number).
serve_cli_help_workers = portu paylaşan süreç sayısı (varsayılan: { $count })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --metrics-port (/metrics is an address path, PORT+n stays as it is).
serve_cli_help_metrics-port = her sürecin /metrics adresini 127.0.0.1:PORT+n üzerinden de sunar (n. süreç)

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --max-body (MB: megabytes).
# Variables: $mb (a number of megabytes).
serve_cli_help_max-body = en büyük istek gövdesi, MB olarak (varsayılan: { $mb })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --timeout.
# Variables: $seconds (a number of seconds).
serve_cli_help_timeout = bir isteğin sürebileceği saniye (varsayılan: { $seconds })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --max-in-flight.
# Variables: $count (a number).
serve_cli_help_max-in-flight = süreç başına aynı anda yanıtlanan istek sayısı (varsayılan: { $count })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --per-minute (a token of a spreadsheet).
# Variables: $count (a number).
serve_cli_help_per-minute = token başına dakikada istek sayısı (varsayılan: { $count })

# The help of the command tiebreak-serve (tiebreak-serve --help): the subcommands (token); without one, the service runs.
serve_cli_help_command = komut (verilmezse hizmet çalışır); her birinin kendi --help seçeneği vardır

# The help of the command tiebreak-serve (tiebreak-serve --help): the subcommand token (the tokens that let a spreadsheet use the service).
serve_cli_help_token = e-tabloların token'larını oluşturur, listeler ya da iptal eder

# The help of the command tiebreak-serve (tiebreak-serve --help): the actions of 'tiebreak-serve token': new, list, revoke.
serve_cli_help_action = token'larla ne yapılacağı; her işlemin kendi --help seçeneği vardır

# The help of the command tiebreak-serve (tiebreak-serve --help): the action 'token new'.
serve_cli_help_new = bir e-tablo için token oluşturur (son satırda yazdırılır)

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --label of 'token new' ('token list' is a command, kept as it is).
serve_cli_help_label = token list için bir not (kim, hangi etkinlik)

# The help of the command tiebreak-serve (tiebreak-serve --help): the action 'token list' (a secret: the token's text itself).
serve_cli_help_list = token'ları listeler (kimlikler ve tablolar, gizli değerler asla)

# The help of the command tiebreak-serve (tiebreak-serve --help): the action 'token revoke'.
serve_cli_help_revoke = bir token'ı kimliğiyle iptal eder

# The help of the command tiebreak-serve (tiebreak-serve --help): the argument of 'token revoke'.
serve_cli_help_id = token list'in gösterdiği haliyle token'ın kimliği
