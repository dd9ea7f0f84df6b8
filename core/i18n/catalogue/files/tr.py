"""The messages of workbooks and organisers' columns in tr."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "files.warning.rounds-unknown": "{codes} eşitlik bozma sırasından çıkarıldı: tablo "
    "oyunların turunu vermiyor (her rakip için bir sütun), bu ölçütlerin ise buna ihtiyacı var",
    "files.square.sides-differ": "aynı oyun iki hücresinde farklı okunuyor: {here} hücresinde "
    "{here_text}, {there} hücresinde {there_text} var",
    "files.square.cell": "bu sütunun oyuncusuna karşı bir sonuç bekleniyordu: 1, ½, 0, + ya da "
    "- (hükmen), ya da boş; bulunan {found}",
    "files.square.diagonal": "devreli turnuva tablosunda bir oyuncunun kendi hücresi boş ya da "
    "X olur; bulunan {found}",
    "files.square.columns": "{first}-{last} sütunları her rakip için bir sütunlu bir devreli "
    "turnuva tablosu olarak okunuyor, ama {players} oyuncu için bu tür {columns} sütun var: "
    "başlıklarına oyuncuların numaralarını yazın, her birine bir sütun",
    "files.player-did-you-mean": "{error}; {names} mi demek istediniz?",
    "files.help.excel": "--format csv ile: Excel için CSV (hücreler arasında ';', ondalık "
    "virgül, UTF-8 bayt sırası işareti), ondalık virgüllü bir dilde olduğu gibi (--lang cs)",
    "files.column.club": "Kulüp",
    "files.column.federation": "Fed",
    "files.column.rating": "Rating",
    "files.grid.sex": "m ya da f (E/K, erkek/kadın, M/F…) bekleniyordu; bulunan {found}",
    "files.grid.birth": "doğum yılı (2011) ya da tarihi (2011-05-17, 17.5.2011) bekleniyordu; "
    "bulunan {found}",
    "files.grid.ignored": "{header} sütunu tiebreak'in okuduğu bir sütun değil: yok sayıldı",
    "files.did-you-mean": "{error}; {name} mi demek istediniz?",
    "files.json.card": "bu bir turnuva değil, sonuç kartı: calc ile okuyun (tiebreak calc {file})",
    "files.json.prizes": "bu bir turnuva değil, ödül listesi: turnuvayla birlikte prizes "
    "komutuna verin (tiebreak prizes TURNUVA --prizes {file})",
    "files.help.encoding": "dosya UTF-8 değilse karakter kodlaması (cp1250, iso-8859-2, cp1251, "
    "cp1252, cp1254…); varsayılan: UTF-8, bayt sırası işaretli UTF-16 ya da metnin dillerimizin "
    "sözcüklerini verdiği eski kod sayfası",
    "files.xlsx.sheet-of-text": "# işaretinden sonraki {sheet} bir Excel çalışma kitabının "
    "(.xlsx) sayfasını adlandırır, ama bu dosya çalışma kitabı değil",
    "files.xlsx.too-many-rows": "{sheet} sayfasında {most}. satırdan sonra satırlar var; bir "
    "turnuva sayfasında daha azı olur",
    "files.xlsx.doctype": "çalışma kitabının {part} bölümü bir belge türü bildiriyor; hiçbir "
    "Excel çalışma kitabı bunu yapmaz; Excel ya da LibreOffice ile yeniden kaydedin",
    "files.xlsx.too-large": "çalışma kitabı açıldığında {limit} boyutunu aşıyor; tiebreak bu "
    "boyuta kadar turnuva çalışma kitaplarını okur",
    "files.xlsx.no-such-sheet": "çalışma kitabında {sheet} sayfası yok; sayfaları: {sheets}",
    "files.xlsx.no-sheets": "çalışma kitabında sayfa yok",
    "files.xlsx.not-workbook": "bir zip dosyası, ama Excel çalışma kitabı (.xlsx) değil",
    "files.xlsx.damaged": "okunabilir bir .xlsx çalışma kitabı değil (bozuk ya da eksik bir "
    "dosya mı?); Excel ya da LibreOffice ile açıp yeniden kaydedin",
    "files.xlsx.password": "çalışma kitabı parolayla korunuyor (Excel böyle bir dosyayı "
    "şifreler ve tiebreak onu açamaz): Excel'de açın, parolayı kaldırın (Dosya > Bilgi > "
    "Çalışma Kitabını Koru > Parolayla Şifrele, kutuyu boşaltın) ve kaydedin ya da sayfayı 'CSV "
    "UTF-8' olarak kaydedin",
    "files.xlsx.part-encrypted": "çalışma kitabının {part} bölümü zip içinde şifreli (dosya "
    "sıkıştırılırken verilmiş bir parola): çalışma kitabını Excel ya da LibreOffice ile "
    "parolasız yeniden kaydedin",
    "files.xlsx.part-damaged": "çalışma kitabının {part} bölümü açılamıyor: {what}; dosya "
    "bozuk: Excel ya da LibreOffice ile açıp yeniden kaydedin ya da bozuk olmayan bir kopya "
    "kullanın",
    "files.xlsx.damage.checksum": "sağlama toplamı içeriğiyle uyuşmuyor",
    "files.xlsx.damage.data": "sıkıştırılmış verisi bozuk",
    "files.xlsx.damage.cut": "dosya bu bölümün ortasında bitiyor",
    "files.xlsx.damage.method": "tiebreak'in okumadığı bir yöntemle sıkıştırılmış",
    "files.xlsx.damage.other": "zip içindeki kaydı tutarsız",
    "files.xlsx.part-missing": "çalışma kitabı {part} bölümünü listeliyor ama dosyada bu bölüm "
    "yok: dosya bozuk; Excel ya da LibreOffice ile açıp yeniden kaydedin",
    "files.xlsx.not-xml": "çalışma kitabının {part} bölümü düzgün biçimlenmiş XML değil (satır "
    "{line}, sütun {column}): dosyayı Excel ya da LibreOffice ile açıp yeniden kaydedin",
    "files.xlsx.too-many-elements": "çalışma kitabının {part} bölümünde {most} XML öğesinden "
    "fazlası var, bir turnuva çalışma kitabından çok daha fazla: turnuvanın sayfasını tek "
    "başına yeni bir çalışma kitabına kopyalayın ya da CSV olarak kaydedin",
    "files.xlsx.too-many-strings": "çalışma kitabının {part} bölümünde {most} metinden fazlası "
    "var, bir turnuva çalışma kitabından çok daha fazla: turnuvanın sayfasını tek başına yeni "
    "bir çalışma kitabına kopyalayın ya da CSV olarak kaydedin",
    "files.xlsx.text-too-long": "çalışma kitabının {part} bölümündeki bir metin {most} "
    "karakterden uzun, bir Excel hücresinin alabileceği en fazla uzunluk: dosyayı Excel ya da "
    "LibreOffice ile yeniden kaydedin",
    "files.xlsx.too-many-cells": "{sheet} sayfasında {most} hücreden fazlası var (biçimli boş "
    "hücreler de sayıldı), bir turnuva sayfasından çok daha fazla: tablonun ötesindeki satır ve "
    "sütunları silin, tabloyu tek başına yeni bir çalışma kitabına kopyalayın ya da CSV olarak "
    "kaydedin",
    "files.xlsx.too-much-text": "çalışma kitabının okunan sayfalarında toplam {most} "
    "karakterden fazla metin var ({sheet} sayfasında aşıldı; birçok hücrede tekrarlanan "
    "bir metin her hücrede sayıldı), bir turnuva çalışma kitabından ve tiebreak'in bir "
    "CSV dosyasından okuduğundan fazla: tablonun ötesindekileri silin ya da tabloyu tek "
    "başına yeni bir çalışma kitabına kopyalayın",
    "files.xlsx.too-wide": "{sheet} sayfasında sağa doğru {cell} hücresine kadar dolu hücreler "
    "var: satırları, son dolu hücrelerine kadar okunduğunda {most} hücreden fazlasını tutar: "
    "tablonun ötesindekileri silin (o sütunları ya da satırları seçip silin) ya da tabloyu CSV "
    "olarak kaydedin",
    "files.xlsx.beyond-xfd": "{sheet} sayfasında Excel'in son sütunu XFD'nin ötesinde bir "
    "{cell} hücresi var: dosyayı Excel ya da LibreOffice ile yeniden kaydedin",
    "files.xlsx.formula-unsaved": "{sheet} sayfasında değerleri olmadan kaydedilmiş formüller "
    "var ({cells}; toplam {count}), openpyxl gibi betiklerin yazdığı gibi; tiebreak ise bir "
    "elektronik tablo programının hesapladığı değerleri okur: dosyayı Excel ya da LibreOffice "
    "ile açıp kaydedin (değerler de kaydedilir) ya da sayfayı CSV olarak dışa aktarın",
    "files.xlsx.string-index": "hücre, çalışma kitabının metin tablosundaki {found} numaralı "
    "metne başvuruyor, tabloda ise {count} metin var: dosya bozuk; Excel ya da LibreOffice ile "
    "açıp yeniden kaydedin",
    "files.xlsx.excel-time": "{problem}; Excel buraya yazılanı bir saate çevirdi ({shown}): "
    "başına bir kesme işareti koyarak yazın ('1:0), Excel bunu metin olarak tutar ve göstermez, "
    "ya da yazmadan önce sütunu Metin olarak biçimlendirin",
    "files.xlsx.excel-date": "{problem}; Excel buraya yazılanı bir tarihe çevirdi ({shown}): "
    "başına bir kesme işareti koyarak yazın ('1.5), Excel bunu metin olarak tutar ve göstermez, "
    "ya da yazmadan önce sütunu Metin olarak biçimlendirin",
    "files.xlsx.ods": "bir OpenDocument elektronik tablosu (.ods): tiebreak .xlsx okur; 'Excel "
    "2007-365 (.xlsx)' ya da CSV (karakter kümesi 'Unicode (UTF-8)') olarak kaydedin",
    "files.xlsx.xls": "bir Excel 97-2003 çalışma kitabı (.xls): tiebreak .xlsx okur; 'Excel "
    "Çalışma Kitabı (.xlsx)' ya da 'CSV UTF-8' olarak kaydedin",
}
