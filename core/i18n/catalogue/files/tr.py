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
    "files.column.rating": "Rtg",
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
    "files.xlsx.ods": "bir OpenDocument elektronik tablosu (.ods): tiebreak .xlsx okur; 'Excel "
    "2007-365 (.xlsx)' ya da CSV (karakter kümesi 'Unicode (UTF-8)') olarak kaydedin",
    "files.xlsx.xls": "bir Excel 97-2003 çalışma kitabı (.xls): tiebreak .xlsx okur; 'Excel "
    "Çalışma Kitabı (.xlsx)' ya da 'CSV UTF-8' olarak kaydedin",
}
