### Türkçe (tr): reading workbooks and organisers' columns: problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A problem found reading a workbook or an organiser's columns.
# Variables: $codes.
files_warning_rounds-unknown = { $codes } eşitlik bozma sırasından çıkarıldı: tablo oyunların turunu vermiyor (her rakip için bir sütun), bu ölçütlerin ise buna ihtiyacı var

# A problem found reading a workbook or an organiser's columns.
# Variables: $here, $here_text, $there, $there_text.
files_square_sides-differ = aynı oyun iki hücresinde farklı okunuyor: { $here } hücresinde { $here_text }, { $there } hücresinde { $there_text } var

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_square_cell = bu sütunun oyuncusuna karşı bir sonuç bekleniyordu: 1, ½, 0, + ya da - (hükmen), ya da boş; bulunan { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_square_diagonal = devreli turnuva tablosunda bir oyuncunun kendi hücresi boş ya da X olur; bulunan { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $columns, $first, $last, $players.
files_square_columns = { $first }-{ $last } sütunları her rakip için bir sütunlu bir devreli turnuva tablosu olarak okunuyor, ama { $players } oyuncu için bu tür { $columns } sütun var: başlıklarına oyuncuların numaralarını yazın, her birine bir sütun

# A problem found reading a workbook or an organiser's columns.
# Variables: $error, $names.
files_player-did-you-mean = { $error }; { $names } mi demek istediniz?

# A problem found reading a workbook or an organiser's columns.
files_help_excel = --format csv ile: Excel için CSV (hücreler arasında ';', ondalık virgül, UTF-8 bayt sırası işareti), ondalık virgüllü bir dilde olduğu gibi (--lang cs)

# A problem found reading a workbook or an organiser's columns.
files_column_club = Kulüp

# A short column header: the player's chess federation (country code).
# same-as-english
files_column_federation = Fed

# A short column header: the player's rating (Elo); one abbreviation per language (glossary.md).
files_column_rating = Rating

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_grid_sex = m ya da f (E/K, erkek/kadın, M/F…) bekleniyordu; bulunan { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_grid_birth = doğum yılı (2011) ya da tarihi (2011-05-17, 17.5.2011) bekleniyordu; bulunan { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $header.
files_grid_ignored = { $header } sütunu tiebreak'in okuduğu bir sütun değil: yok sayıldı

# A problem found reading a workbook or an organiser's columns.
# Variables: $error, $name (a name (a player, team or tournament)).
files_did-you-mean = { $error }; { $name } mi demek istediniz?

# A problem found reading a workbook or an organiser's columns.
# Variables: $file (a file's name).
files_json_card = bu bir turnuva değil, sonuç kartı: calc ile okuyun (tiebreak calc { $file })

# A problem found reading a workbook or an organiser's columns.
# Variables: $file (a file's name).
files_json_prizes = bu bir turnuva değil, ödül listesi: turnuvayla birlikte prizes komutuna verin (tiebreak prizes TURNUVA --prizes { $file })

# A problem found reading a workbook or an organiser's columns.
files_help_encoding = dosya UTF-8 değilse karakter kodlaması (cp1250, iso-8859-2, cp1251, cp1252, cp1254…); varsayılan: UTF-8, bayt sırası işaretli UTF-16 ya da metnin dillerimizin sözcüklerini verdiği eski kod sayfası

# A problem found reading a workbook or an organiser's columns.
# Variables: $sheet.
files_xlsx_sheet-of-text = # işaretinden sonraki { $sheet } bir Excel çalışma kitabının (.xlsx) sayfasını adlandırır, ama bu dosya çalışma kitabı değil

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $sheet.
files_xlsx_too-many-rows = { $sheet } sayfasında { $most }. satırdan sonra satırlar var; bir turnuva sayfasında daha azı olur

# A problem found reading a workbook or an organiser's columns.
# Variables: $part.
files_xlsx_doctype = çalışma kitabının { $part } bölümü bir belge türü bildiriyor; hiçbir Excel çalışma kitabı bunu yapmaz; Excel ya da LibreOffice ile yeniden kaydedin

# A problem found reading a workbook or an organiser's columns.
# Variables: $limit (a limit (a number)).
files_xlsx_too-large = çalışma kitabı açıldığında { $limit } boyutunu aşıyor; tiebreak bu boyuta kadar turnuva çalışma kitaplarını okur

# A problem found reading a workbook or an organiser's columns.
# Variables: $sheet, $sheets.
files_xlsx_no-such-sheet = çalışma kitabında { $sheet } sayfası yok; sayfaları: { $sheets }

# A problem found reading a workbook or an organiser's columns.
files_xlsx_no-sheets = çalışma kitabında sayfa yok

# A problem found reading a workbook or an organiser's columns.
files_xlsx_not-workbook = bir zip dosyası, ama Excel çalışma kitabı (.xlsx) değil

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damaged = okunabilir bir .xlsx çalışma kitabı değil (bozuk ya da eksik bir dosya mı?); Excel ya da LibreOffice ile açıp yeniden kaydedin

# A problem found reading a workbook or an organiser's columns.
files_xlsx_password = çalışma kitabı parolayla korunuyor (Excel böyle bir dosyayı şifreler ve tiebreak onu açamaz): Excel'de açın, parolayı kaldırın (Dosya > Bilgi > Çalışma Kitabını Koru > Parolayla Şifrele, kutuyu boşaltın) ve kaydedin ya da sayfayı 'CSV UTF-8' olarak kaydedin

# A problem found reading a workbook or an organiser's columns.
# Variables: $part.
files_xlsx_part-encrypted = çalışma kitabının { $part } bölümü zip içinde şifreli (dosya sıkıştırılırken verilmiş bir parola): çalışma kitabını Excel ya da LibreOffice ile parolasız yeniden kaydedin

# A problem found reading a workbook or an organiser's columns.
# Variables: $part, $what.
files_xlsx_part-damaged = çalışma kitabının { $part } bölümü açılamıyor: { $what }; dosya bozuk: Excel ya da LibreOffice ile açıp yeniden kaydedin ya da bozuk olmayan bir kopya kullanın

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_checksum = sağlama toplamı içeriğiyle uyuşmuyor

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_data = sıkıştırılmış verisi bozuk

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_cut = dosya bu bölümün ortasında bitiyor

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_method = tiebreak'in okumadığı bir yöntemle sıkıştırılmış

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_other = zip içindeki kaydı tutarsız

# A problem found reading a workbook or an organiser's columns.
# Variables: $part.
files_xlsx_part-missing = çalışma kitabı { $part } bölümünü listeliyor ama dosyada bu bölüm yok: dosya bozuk; Excel ya da LibreOffice ile açıp yeniden kaydedin

# A problem found reading a workbook or an organiser's columns.
# Variables: $column (a column's name), $line (a line number), $part.
files_xlsx_not-xml = çalışma kitabının { $part } bölümü düzgün biçimlenmiş XML değil (satır { $line }, sütun { $column }): dosyayı Excel ya da LibreOffice ile açıp yeniden kaydedin

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $part.
files_xlsx_too-many-elements = çalışma kitabının { $part } bölümünde { $most } XML öğesinden fazlası var, bir turnuva çalışma kitabından çok daha fazla: turnuvanın sayfasını tek başına yeni bir çalışma kitabına kopyalayın ya da CSV olarak kaydedin

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $part.
files_xlsx_too-many-strings = çalışma kitabının { $part } bölümünde { $most } metinden fazlası var, bir turnuva çalışma kitabından çok daha fazla: turnuvanın sayfasını tek başına yeni bir çalışma kitabına kopyalayın ya da CSV olarak kaydedin

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $part.
files_xlsx_text-too-long = çalışma kitabının { $part } bölümündeki bir metin { $most } karakterden uzun, bir Excel hücresinin alabileceği en fazla uzunluk: dosyayı Excel ya da LibreOffice ile yeniden kaydedin

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $sheet.
files_xlsx_too-many-cells = { $sheet } sayfasında { $most } hücreden fazlası var (biçimli boş hücreler de sayıldı), bir turnuva sayfasından çok daha fazla: tablonun ötesindeki satır ve sütunları silin, tabloyu tek başına yeni bir çalışma kitabına kopyalayın ya da CSV olarak kaydedin

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $sheet.
files_xlsx_too-much-text = çalışma kitabının okunan sayfalarında toplam { $most } karakterden fazla metin var ({ $sheet } sayfasında aşıldı; birçok hücrede tekrarlanan bir metin her hücrede sayıldı), bir turnuva çalışma kitabından ve tiebreak'in bir CSV dosyasından okuduğundan fazla: tablonun ötesindekileri silin ya da tabloyu tek başına yeni bir çalışma kitabına kopyalayın

# A problem found reading a workbook or an organiser's columns.
# Variables: $cell (a cell's address, such as B7), $most, $sheet.
files_xlsx_too-wide = { $sheet } sayfasında sağa doğru { $cell } hücresine kadar dolu hücreler var: satırları, son dolu hücrelerine kadar okunduğunda { $most } hücreden fazlasını tutar: tablonun ötesindekileri silin (o sütunları ya da satırları seçip silin) ya da tabloyu CSV olarak kaydedin

# A problem found reading a workbook or an organiser's columns.
# Variables: $cell (a cell's address, such as B7), $sheet.
files_xlsx_beyond-xfd = { $sheet } sayfasında Excel'in son sütunu XFD'nin ötesinde bir { $cell } hücresi var: dosyayı Excel ya da LibreOffice ile yeniden kaydedin

# A problem found reading a workbook or an organiser's columns.
# Variables: $cells, $count (a number choosing the plural form), $sheet.
files_xlsx_formula-unsaved = { $sheet } sayfasında değerleri olmadan kaydedilmiş formüller var ({ $cells }; toplam { $count }), openpyxl gibi betiklerin yazdığı gibi; tiebreak ise bir elektronik tablo programının hesapladığı değerleri okur: dosyayı Excel ya da LibreOffice ile açıp kaydedin (değerler de kaydedilir) ya da sayfayı CSV olarak dışa aktarın

# A problem found reading a workbook or an organiser's columns.
# Variables: $count (a number choosing the plural form), $found.
files_xlsx_string-index = hücre, çalışma kitabının metin tablosundaki { $found } numaralı metne başvuruyor, tabloda ise { $count } metin var: dosya bozuk; Excel ya da LibreOffice ile açıp yeniden kaydedin

# A problem found reading a workbook or an organiser's columns.
# Variables: $problem (the problem found, another message), $shown.
files_xlsx_excel-time = { $problem }; Excel buraya yazılanı bir saate çevirdi ({ $shown }): başına bir kesme işareti koyarak yazın ('1:0), Excel bunu metin olarak tutar ve göstermez, ya da yazmadan önce sütunu Metin olarak biçimlendirin

# A problem found reading a workbook or an organiser's columns.
# Variables: $problem (the problem found, another message), $shown.
files_xlsx_excel-date = { $problem }; Excel buraya yazılanı bir tarihe çevirdi ({ $shown }): başına bir kesme işareti koyarak yazın ('1.5), Excel bunu metin olarak tutar ve göstermez, ya da yazmadan önce sütunu Metin olarak biçimlendirin

# A problem found reading a workbook or an organiser's columns.
files_xlsx_ods = bir OpenDocument elektronik tablosu (.ods): tiebreak .xlsx okur; 'Excel 2007-365 (.xlsx)' ya da CSV (karakter kümesi 'Unicode (UTF-8)') olarak kaydedin

# A problem found reading a workbook or an organiser's columns.
files_xlsx_xls = bir Excel 97-2003 çalışma kitabı (.xls): tiebreak .xlsx okur; 'Excel Çalışma Kitabı (.xlsx)' ya da 'CSV UTF-8' olarak kaydedin
