"""The messages of input in tr."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "input.decode.not-in-encoding": "{encoding} metni değil: bu satırdaki 0x{byte} baytı "
    "{encoding} kodlamasında bir karakter değil",
    "input.decode.no-such-encoding": "bilinmeyen kodlama {encoding}: {suggestions} mi demek "
    "istediniz?",
    "input.decode.option": "--encoding {name} onu {encoding} olarak okur",
    "input.decode.not-a-text-encoding": "{encoding} bir metin kodlaması değil (baytları bayta ya "
    "da metni metne çevirir): {suggestions} gibi bir karakter kümesi belirtin",
    "input.decode.read-named": "{encoding} olarak okundu, belirtilen kodlama (--encoding)",
    "input.decode.read-mark": "bayt sırası işaretinin dediği gibi {encoding} olarak okundu",
    "input.decode.read-utf-8": "UTF-8 olarak okundu",
    "input.decode.read-guessed": "{encoding} olarak okundu: UTF-8 değil ve okunuşu akla yatkın "
    "olan tek eski kod sayfası bu ({option} onu belirtir)",
    "input.decode.read-workbook": "bir Excel çalışma kitabı, XML'inin bildirdiği kodlamayla okundu",
    "input.decode.read-line": "{file}: {what}",
    "input.json.order": 'order: {found} bulundu, ["BH-C1", "BH"] gibi bir eşitlik bozma '
    "kodları listesi bekleniyor",
    "input.warning.near-twins": "{first} (No. {first_no}) ile {second} (No. {second_no}) yalnızca "
    "aksan, büyük-küçük harf ya da boşlukla ayrılıyor: iki kez girilmiş tek bir oyuncu mu, yoksa "
    "adları onları ayırması gereken iki oyuncu mu",
    "input.decode.candidate": "{encoding} ({word} okunur)",
    # Shared pieces
    "input.or": "{left} veya {right}",
    "input.columns": "{first}-{last} sütunları",
    "input.found": "{problem}, bulunan {found}",
    "input.kind.list": "bir liste",
    "input.kind.object": "bir nesne",
    # core/formats/load.py
    "input.load.unreadable": "dosya okunamıyor: {reason}",
    "input.load.no-stdin": (
        "standart girdi kapalı: bir dosya adı verin ya da dosyayı girdiye yönlendirin"
    ),
    "input.load.unknown-format": "turnuva JSON, TRF-16 veya CSV dosyası değil",
    # core/formats/text_decoding.py
    "input.size.mb": "{size} MB",
    "input.decode.too-large": "dosya {size}; tiebreak en fazla {limit} boyutundaki turnuva "
    "dosyalarını okur",
    "input.decode.larger-than": "dosya {limit} boyutundan büyük; tiebreak en fazla {limit} "
    "boyutundaki turnuva dosyalarını okur",
    "input.decode.save-as-utf8": "dosyayı UTF-8 olarak kaydediniz (Excel'de: Farklı Kaydet, "
    "'CSV UTF-8'; LibreOffice'te: karakter kümesi 'Unicode "
    "(UTF-8)')",
    "input.decode.bad-bom": "{encoding} metni gibi başlıyor ama geçerli {encoding} değil "
    "(bayt {byte}): {advice}",
    "input.decode.nul": "metin dosyası değil: bir NUL baytı içeriyor (bir elektronik tablo "
    "mu, yoksa bayt sırası işareti olmayan UTF-16 mı?); {advice}",
    "input.decode.ambiguous": "UTF-8 değil (bu satırda 0x{byte} baytı) ve metin birden fazla "
    "kodlamada sözcük veriyor: {candidates}; {advice} ya da kodlamayı belirtin (--encoding): "
    "{options}",
    "input.decode.unknown": "UTF-8 değil (bu satırda 0x{byte} baytı) ve metin Windows-1250, "
    "ISO-8859-2, Windows-1252, Windows-1251 ya da Windows-1254 kodlamalarının hiçbirinde bir "
    "dilin sözcüklerini vermiyor: {advice} ya da kodlamayı belirtin (--encoding)",
    # core/formats/crosstable.py
    "input.token.help": "+W9, =B9, -9, +F9, -F9, ?W9, BYE/U, F, H, Z veya -- gibi bir simge "
    "(formats.md, bölüm 1)",
    "input.token.unknown": "{token}, {help} değil",
    "input.token.too-large": "{token}: rakip numaraları en fazla {limit} olabilir",
    "input.token.zero": "{token}: rakip numaraları 1'den başlar",
    "input.token.drawn-forfeit": "{token}: hükmen sonuç kazanılır (+F) veya kaybedilir (-F), "
    "berabere olmaz",
    # core/formats/tournament_json.py
    "input.json.invalid": "geçerli JSON değil: {detail}",
    "input.json.long-number": "{key}: {digits} basamaklı bir sayı; bir turnuvadaki sayılar en "
    "fazla {limit} basamaklıdır",
    "input.json.long-number-bare": "{digits} basamaklı bir sayı; bir turnuvadaki sayılar en "
    "fazla {limit} basamaklıdır",
    "input.json.too-deep": "çok derin iç içe yapı: {limit} düzeyden fazla iç içe diziler veya "
    "nesneler",
    "input.json.not-object": '"players" içeren bir JSON nesnesi bekleniyordu',
    "input.json.format": "biçim {found}; beklenen {expected}",
    "input.json.unknown-key": "bilinmeyen anahtar {key} (özel anahtarlar 'x-' ile başlar)",
    "input.json.not-string": "{field} bir metin olmalı, bulunan {found}",
    "input.json.bad-text": "{field} {value}: {problem}",
    "input.json.start-date": "start_date {found}, 2026-11-03 gibi bir tarih değil",
    "input.json.notation": "notation {found}: beklenen {expected}",
    "input.json.system": "system {found}: beklenen swiss, round-robin veya team-swiss",
    "input.json.scoring-object": "scoring, {example} gibi bir nesne olmalı",
    "input.json.scoring-key": "scoring: bilinmeyen anahtar {key} (win, draw, loss, pab)",
    "input.json.scoring-number": "scoring.{key}: bir sayı bekleniyordu, bulunan {found}",
    "input.json.scoring-range": "scoring.{key}: {problem}, bulunan {found}",
    "input.json.scoring": "scoring: {problem}",
    "input.json.no-players": "players boş olmayan bir liste olmalı",
    "input.json.rounds": "rounds 0 ile {limit} arasında bir tam sayı olmalı, bulunan {found}",
    "input.json.too-many-rounds": "bir oyuncunun {rounds} turluk sonucu var; bir turnuva en "
    "fazla {limit} tur sürer",
    "input.json.player-not-object": "players[{index}] bir nesne değil",
    "input.json.bad-id": "players[{index}]: id 1 ile {limit} arasında bir tam sayı olmalı, "
    "bulunan {found}",
    "input.json.duplicate-id": "aynı id iki kez kullanılmış",
    "input.json.rating": "rating 0 ile {limit} arasında bir tam sayı veya null olmalı, "
    "bulunan {found}",
    "input.json.results-list": "results bir simge listesi olmalı",
    "input.json.not-token": "{found} bir simge değil",
    "input.json.token": "{problem}",
    "input.json.uscf-hint": '{problem} (US Chess tablo gösterimi mi? dosyaya "notation": '
    '"uscf" ekleyiniz)',
    "input.json.withdrawn": "withdrawn_after bir tur numarası olmalı, bulunan {found}",
    "input.json.birth": "birth, 2008-05-17 gibi bir tarih veya 2008 gibi bir yıl olmalı, "
    "bulunan {found}",
    "input.json.sex": 'sex "m" veya "f" olmalı, bulunan {found}',
    # core/formats/trf.py: reading
    "input.trf.not-record": "{found} bir TRF kaydı değil: bir satır 001, 012 veya XXR gibi 3 "
    "karakterli bir kodla başlar",
    "input.trf.no-players": "oyuncu kaydı yok (001 ile başlayan satırlar)",
    "input.trf.duplicate-start": "{id} başlangıç numarası iki kez kullanılmış ({line}. satırda da)",
    "input.trf.start-number": "5-8 sütunları başlangıç numarasını içerir, bulunan {found}",
    "input.trf.name": "ad {name}: {problem}",
    "input.trf.rating-limit": "49-52 sütunları ratingi içerir, 0 ile {limit} arasında bir tam "
    "sayı, bulunan {found}",
    "input.trf.text": "{columns} sütunları ({field}) {value}: {problem}",
    "input.trf.rating": "49-52 sütunları ratingi içerir, bulunan {found}",
    "input.trf.fide-id": "58-68 sütunları FIDE ID'yi içerir, bulunan {found}",
    "input.trf.points-column": "81-84 sütunları puanı içerir, bulunan {found}",
    "input.trf.rank": "86-89 sütunları sırayı içerir, bulunan {found}",
    "input.trf.blank": "90-91 sütunları boş olmalı, bulunan {found}",
    "input.trf.round-block": "{columns}: {found}, '  12 w 1' gibi bir tur değil (bloğun 1-4, "
    "6 ve 8. sütunlarında rakip, renk, sonuç)",
    "input.trf.opponent": "{columns}: rakip {found} bir başlangıç numarası değil",
    "input.trf.colour": "{columns}: renk {found}; beklenen w, b veya -",
    "input.trf.result": "{columns}: sonuç {found}; beklenen 1 0 = + - W D L H F U Z",
    "input.trf.record": "{code} kaydı: {problem}",
    "input.trf.xxr": "tur sayısı 0 ile {limit} arasında bir tam sayı olmalı, bulunan {found}",
    "input.trf.score-format": "1.0 gibi puan bekleniyordu, bulunan {found}",
    "input.trf.scoring": "puanlama: {problem}",
    "input.trf.no-result": "{opponent} numaralı oyuncuya karşı oyunun sonucu yok",
    "input.trf.bye-with-opponent": "{result} sonucu bir bay, ama rakip {opponent} belirtiyor",
    "input.trf.needs-opponent": "{result} sonucu bir rakip gerektirir; rakipsiz bir tur U "
    "(eşlendirmeyle verilen bay, PAB), F, H, Z veya - "
    "(eşlendirilmedi) olur",
    "input.trf.points": "dosyadaki puan {found}, oyunlar {counted} veriyor",
    "input.trf.points-scoring": "{total} oyuncudan {count} oyuncunun puanı 1-½-0 puanlamasına "
    "uymuyor; başka bir puanlama için 'BBW  3.0', 'BBD  1.0', "
    "'BBL  0.0', 'BBU  3.0' gibi kayıtlar ekleyiniz",
    # core/formats/trf.py: writing
    "input.trf.too-many-players": "turnuvada {players} oyuncu var, ama TRF-16 başlangıç "
    "numaraları dört basamaklıdır (1 ile {limit} arası): "
    "turnuvayı turnuva JSON olarak tutunuz (--to json)",
    "input.trf.start-too-large": "{id} başlangıç numarası TRF-16'nın dört basamağına sığmıyor "
    "(1 ile {limit} arası): oyuncuları yeniden numaralandırınız",
    "input.trf.limit.name-break": "turnuva adında satır sonu var",
    "input.trf.limit.scoring": "puanlama: {what} = {value} tek ondalıklı bir sayı değil",
    "input.trf.limit.field": "{key} turnuva alanının TRF kaydı yok",
    "input.trf.limit.round": "{round}. turda oyun, hükmen sonuç veya eşlendirmeyle verilen bay "
    "(PAB) yok; bir TRF okuyucusu böyle bir sütunu önceden istenmiş "
    "baylar sayar",
    "input.trf.limit.name": "{name} adı 15-47 sütunlarına sığmıyor (en fazla {width} "
    "karakter, satır sonu yok, başta ve sonda boşluk yok)",
    "input.trf.limit.rating": "{rating} ratingi 49-52 sütunlarına sığmıyor",
    "input.trf.limit.federation": "{federation} federasyonu 3 harfli bir kod değil",
    "input.trf.limit.fide-id": "FIDE ID {id} en fazla 11 basamaklı bir sayı değil",
    "input.trf.limit.title": "{title} unvanı 11-13 sütunlarına sığmıyor",
    "input.trf.limit.withdrawn": "TRF'de {round}. turdan sonra turnuvadan ayrılma için alan "
    "yok (oynanmayan turlar yazılır)",
    "input.trf.limit.points": "puan 81-84 sütunlarına sığmıyor",
    "input.trf.limit.player-field": "{key} alanının TRF sütunu yok",
    # core/questions/calc.py
    "input.card.not-object": '"rules" ve "card" içeren bir nesne bekleniyordu',
    "input.card.rules": "rules tek bir kural setini belirtmeli ({known}); bir kartın tarihi yoktur",
    "input.card.entry": "kartın {entry}. kaydı",
    "input.card.result": "result şunlardan biri olmalı: {results}",
    "input.card.opponent-score": "opponent_score bir sayı olmalı",
    "input.card.opponent-score-range": "opponent_score 0 ile {limit} arasında, en "
    "fazla {decimals} ondalıklı bir sayı olmalı, bulunan "
    "{found}",
    "input.card.rounds": "rounds ≥ {least} olan bir tam sayı olmalı",
    # core/sources/lichess.py
    "input.lichess.bad-id": "{found} bir lichess İsviçre turnuvası id'si değil (8 harf veya "
    "rakam, https://lichess.org/swiss/j8rtJ5GL örneğindeki gibi)",
    "input.lichess.not-ref": "bir lichess İsviçre turnuvası değil: beklenen "
    "https://lichess.org/swiss/ID veya lichess:ID",
    "input.lichess.no-players": "lichess İsviçre turnuvası {id} henüz oyuncusuz",
    "input.lichess.not-found": "lichess'te {id} İsviçre turnuvası yok",
    "input.lichess.private": "lichess İsviçre turnuvası {id} özel (HTTP {status}): yalnızca "
    "üyeleri görebilir",
    "input.remote.http": "lichess {url} için HTTP {status} yanıtı verdi",
    "input.remote.unreachable": "lichess'e ulaşılamadı ({error})",
    "input.remote.too-many-requests": "lichess çok fazla istek olduğunu bildiriyor (HTTP 429)",
    "input.remote.server": "lichess HTTP {status} yanıtı verdi",
    "input.remote.gave-up": {
        "one": "{why}; {attempts} denemeden sonra vazgeçildi",
        "other": "{why}; {attempts} denemeden sonra vazgeçildi",
    },
    "input.remote.wait-limit": {
        "one": "{why}; {wait} s daha beklemek bekleme sınırını aşar, {attempts} denemeden "
        "sonra vazgeçildi",
        "other": "{why}; {wait} s daha beklemek bekleme sınırını aşar, {attempts} denemeden "
        "sonra vazgeçildi",
    },
    "input.remote.not-json": "lichess'in {id} İsviçre turnuvası tanımı JSON değil ({detail})",
    "input.remote.not-object": "lichess'in {id} İsviçre turnuvası tanımı bir JSON nesnesi değil",
    "input.lichess.arena": "yalnızca lichess İsviçre turnuvaları okunabilir: bir Arena'nın "
    "(lichess.org/tournament/…) eşitlik bozmada kullanılacak turları yoktur",
    "input.lichess.header-name": "lichess'in {id} İsviçre turnuvasına verdiği ad "
    "gösterilemiyor: {why}",
    "input.lichess.header-rounds": "lichess, {id} İsviçre turnuvasının {found} turu olduğunu "
    "söylüyor; en çok {most} okunabilir",
    "input.lichess.header-start": "lichess'in {id} İsviçre turnuvası için verdiği başlangıç "
    "zamanı bir tarih değil: {found}",
    "input.remote.timeout": "lichess {url} adresini {seconds} s içinde göndermedi; vazgeçildi",
    "input.remote.redirects": "lichess {url} için {most} kereden fazla yönlendirdi; vazgeçildi",
    "input.remote.too-large": "lichess'in {url} yanıtı {most} boyutundan büyük; okunmadı",
    "input.remote.encoding": "lichess {url} yanıtını istenmeyen bir kodlamayla gönderdi "
    "({encoding})",
    "input.remote.bad-gzip": "lichess'in {url} için sıkıştırılmış yanıtı bozuk ({detail})",
    "input.remote.long-number": "lichess'in {id} İsviçre turnuvası açıklamasında {most} "
    "basamaktan uzun bir sayı var",
    "input.remote.too-deep": "lichess'in {id} İsviçre turnuvası açıklaması {most} düzeyden "
    "derin iç içe",
    # --- team inputs --- (formats.md 6, rules.md 9.1)
    "input.team.cell.team": "{id} numaralı takım",
    "input.team.cell.team-round": "{id} numaralı takım, {round}. tur",
    "input.team.member-twice": "{player} numaralı oyuncu {team} listesinde iki kez geçiyor",
    "input.team.unknown-member": "{team} takımının {player} numaralı üyesi turnuvanın "
    "oyuncusu değil",
    "input.team.two-teams": "{player} numaralı oyuncu ({name}) hem {first} hem {second} "
    "takımının üyesi; bir oyuncu tek bir takımda oynar",
    "input.team.too-few": "{team} takımının {members} üyesi var, bir maçın {boards} masasından az",
    "input.team.no-team": "{player} numaralı oyuncu hiçbir takımda değil; takım "
    "turnuvasında her oyuncu bir takıma aittir",
    "input.team.requested-bye": "{token}: takım turnuvasında istenen bay yoktur; üye oynar, "
    "takımın bay'ini alır (U) ya da oynamaz (--)",
    "input.team.lineup-size": "{team} takımının {round}. turdaki kadrosu {boards} masanın "
    "{count} tanesini dolduruyor (oyuncular {players}); kadro ya bütün masaları doldurur ya "
    "hiçbirini",
    "input.team.partial-pab": (
        "{team} takımı {round}. turda kadronun yalnızca bir kısmında bay alıyor (bay alan "
        "masalar: {pab}; almayanlar: {others}); takımın bay'i bütün kadroyu kapsar"
    ),
    "input.team.teammate": "{team} takımının {round}. turdaki {board}. masası aynı takımdan "
    "{opponent} numaralı oyuncuyla oynuyor",
    "input.team.board-order": "{team} takımının {round}. turdaki {board}. masası ({player} "
    "numaralı oyuncu) {other} takımının {other_board}. masası olan {opponent} numaralı "
    "oyuncuyla oynuyor; bir kadronun i. masası diğerinin i. masasıyla oynar",
    "input.team.two-opponents": "{team} takımı {round}. turda {first_board}. masada {first}, "
    "{second_board}. masada {second} ile oynuyor; bir kadro tek bir takımla oynar",
    "input.team.json.not-team": '{key} takım turnuvasına aittir, "system" ise {system} '
    "(takımlar için team-swiss veya team-round-robin)",
    "input.team.json.needs": "{system} turnuvası {key} gerektirir (formats.md 6.1)",
    "input.team.json.boards": '"boards" 1 ile {limit} arasında bir tam sayı olmalı, '
    "bulunan {found}",
    "input.team.json.teams-list": '"teams" boş olmayan bir takım listesi olmalı, örneğin '
    '{{"id": 1, "name": "Team A", "members": [1, 2]}}',
    "input.team.json.not-object": '"teams" içindeki {index}. takım bir nesne değil',
    "input.team.json.id": '"teams" içindeki {index}. takım: "id" 1 ile {limit} arasında '
    "bir tam sayı olmalı, bulunan {found}",
    "input.team.json.duplicate-id": "{id} takım numarası iki kez kullanılmış",
    "input.team.json.key": "takımda bilinmeyen anahtar {key} (id, name, members)",
    "input.team.json.name": 'takımın "name" alanı metin olmalı, bulunan {found}',
    "input.team.json.members": '"members" masa sırasına göre oyuncu numaralarının listesi '
    "olmalı, bulunan {found}",
    "input.team.json.scoring-object": '"team_scoring" bir nesne olmalı, örneğin {example}',
    "input.team.json.scoring-key": '"team_scoring" içinde bilinmeyen anahtar {key} (win, '
    "draw, loss, pab, primary)",
    "input.team.json.primary": '"team_scoring" içindeki "primary" "MP" veya "GP" '
    "olmalı, bulunan {found}",
    "input.team.json.scoring-number": '"team_scoring" {key} bir sayı olmalı, bulunan {found}',
    "input.team.json.scoring-range": '"team_scoring" {key}: {problem}, bulunan {found}',
    "input.team.check-ok": "{file}: tamam — takım turnuvası, {boards} masada {teams} takım, "
    "{count} oyuncu, {rounds} turun {played} turu, her kadro masa masa tek bir takımla "
    "oynuyor",
    "input.team.trf.member": "013 takım kaydı başlangıç numaralarını 37-40, 42-45, … "
    "sütunlarında verir; bulunan {found}",
    "input.team.trf.no-name": "013 takım kaydı 5-36 sütunlarında takımın adını gerektirir",
    "input.team.trf.no-members": "{name} takımının 013 kaydında başlangıç numarası yok",
    "input.team.trf.forfeit-no-opponent": "'0000 - +' rakipsiz bir hükmen sonuçtur ve takım "
    "turnuvası bunu kabul etmez: oynanmayan masa diğer takımın üyesini belirtir (rules.md "
    "12.37)",
    "input.team.trf.limit.id": "{id} numaralı takım {position}. takım olarak yazılır: TRF-16 "
    "takımları 013 satırlarının sırasına göre numaralar",
    "input.team.trf.limit.name": "{name} takım adı bir 013 satırının 32 sütununa sığmıyor",
    "input.team.trf.limit.scoring": "TRF-16'da maç puanı alanı yok: dosya 2-1-0, beraberlik "
    "değerinde takım bay'i ve MP ana puanıyla geri okunur",
    "input.team.trf.limit.boards": "turnuvada {boards} masa var ama hiçbir kadro {largest} "
    "masadan fazlasını doldurmuyor; TRF-16 masa sayısını en büyük kadrodan alır",
    "input.team.grid.no-teams": "masa oyunları (Maç ya da Ev sahibi/Deplasman sütunu) bir "
    "takım listesi gerektirir: takım sütunu ({words}) ve oyuncu sütunu olan bir başlık, masa "
    "sırasına göre üye başına bir satır",
    "input.team.grid.no-team-cell": "bu üyenin takımı yok: takımın adını ilk satırına yazın",
    "input.team.grid.board": "burada {board}. masa, ama {name} {round}. turda {team} "
    "kadrosunun {lineup}. masası (oynayan üyeler, takım listesinin sırasıyla)",
    "input.team.grid.match-teams": "{round}. turun {match} maçında ikiden fazla takımın "
    "oyuncusu var: {teams}",
    "input.team.grid.score": "2½-1½ ya da 3:1 gibi bir maç sonucu bekleniyordu, bulunan {found}",
    "input.team.grid.score-no-boards": "{round}. turun {match} maçının sonucu var ama hiç "
    "oyunu yok",
    "input.team.grid.score-sum": "{round}. turdaki {match} maçının {found} sonucu masaların "
    "toplamı değil: {home} {home_points} - {away_points} {away}",
    # --- end of team inputs ---
}


# ---- rounds in progress: the pending token ?W9, TRF-16 -----
MESSAGES.update(
    {
        "input.token.pending-forfeit": "{token}: hükmen sonucun bir sonucu vardır (+F veya -F); "
        "sonucu beklenen oyun ?W9, ?B9 veya ?9 olarak yazılır",
        "input.trf.pending": {
            "one": "TRF-16 sonucu beklenen bir oyunu tutamaz: {round}. turda "
            "sonucu olmayan {count} oyun var; önce sonucu girin (turnuva "
            "JSON'u bunu ?W9 olarak tutar)",
            "other": "TRF-16 sonucu beklenen bir oyunu tutamaz: {round}. turda "
            "sonucu olmayan {count} oyun var; önce sonuçları girin "
            "(turnuva JSON'u bunları ?W9 olarak tutar)",
        },
    }
)
