### Български (bg): reading workbooks and organisers' columns: problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A problem found reading a workbook or an organiser's columns.
# Variables: $codes.
files_warning_rounds-unknown = { $codes }: изключване от реда на показателите: таблицата не дава кръга на партиите (по една колона за всеки противник), а тези показатели се нуждаят от него

# A problem found reading a workbook or an organiser's columns.
# Variables: $here, $here_text, $there, $there_text.
files_square_sides-differ = една и съща партия се чете различно в двете си клетки: { $here } има { $here_text }, а { $there } има { $there_text }

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_square_cell = очаква се резултат срещу играча от тази колона: 1, ½, 0, + или - (служебен резултат), или празно; намерено { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_square_diagonal = собствената клетка на играч в кръгова таблица е празна или X; намерено { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $columns, $first, $last, $players.
files_square_columns = колоните { $first }-{ $last } се четат като кръгова таблица с по една колона за всеки противник, но такива колони са { $columns } за { $players } играчи: озаглавете ги с номерата на играчите, по една колона за всеки

# A problem found reading a workbook or an organiser's columns.
# Variables: $error, $names.
files_player-did-you-mean = { $error }; имахте ли предвид { $names }?

# A problem found reading a workbook or an organiser's columns.
files_help_excel = с --format csv: CSV за Excel (';' между клетките, десетични запетаи, знак за реда на байтовете UTF-8), както на език с десетична запетая (--lang cs)

# A problem found reading a workbook or an organiser's columns.
files_column_club = Клуб

# A short column header: the player's chess federation (country code).
files_column_federation = Фед.

# A short column header: the player's rating (Elo); one abbreviation per language (glossary.md).
files_column_rating = Рейт.

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_grid_sex = очаква се m или f (М/Ж, мъж/жена, M/F…); намерено { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_grid_birth = очаква се година на раждане (2011) или дата (2011-05-17, 17.5.2011); намерено { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $header.
files_grid_ignored = колоната { $header } не е от тези, които tiebreak чете: пропусната

# A problem found reading a workbook or an organiser's columns.
# Variables: $error, $name (a name (a player, team or tournament)).
files_did-you-mean = { $error }; имахте ли предвид { $name }?

# A problem found reading a workbook or an organiser's columns.
# Variables: $file (a file's name).
files_json_card = това е картон с резултати, а не турнир: четете го с calc (tiebreak calc { $file })

# A problem found reading a workbook or an organiser's columns.
# Variables: $file (a file's name).
files_json_prizes = това е списък с награди, а не турнир: подайте го на prizes заедно с турнира (tiebreak prizes ТУРНИР --prizes { $file })

# A problem found reading a workbook or an organiser's columns.
files_help_encoding = кодирането на знаците на файла, когато не е UTF-8 (cp1250, iso-8859-2, cp1251, cp1252, cp1254…); по подразбиране: UTF-8, UTF-16 със знак за реда на байтовете или старата кодова страница, в която текстът дава думи на нашите езици

# A problem found reading a workbook or an organiser's columns.
# Variables: $sheet.
files_xlsx_sheet-of-text = { $sheet } след # означава лист от работна книга на Excel (.xlsx), но този файл не е такава

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $sheet.
files_xlsx_too-many-rows = листът { $sheet } има редове след ред { $most }; турнирният лист има по-малко

# A problem found reading a workbook or an organiser's columns.
# Variables: $part.
files_xlsx_doctype = частта { $part } на работната книга декларира тип документ, което никоя работна книга на Excel не прави; запазете я отново от Excel или LibreOffice

# A problem found reading a workbook or an organiser's columns.
# Variables: $limit (a limit (a number)).
files_xlsx_too-large = работната книга е по-голяма от { $limit } след разархивиране; tiebreak чете турнирни работни книги до този размер

# A problem found reading a workbook or an organiser's columns.
# Variables: $sheet, $sheets.
files_xlsx_no-such-sheet = работната книга няма лист { $sheet }; листовете ѝ са { $sheets }

# A problem found reading a workbook or an organiser's columns.
files_xlsx_no-sheets = работната книга няма лист

# A problem found reading a workbook or an organiser's columns.
files_xlsx_not-workbook = zip файл, но не работна книга на Excel (.xlsx)

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damaged = не е четима работна книга .xlsx (повреден или непълен файл?); отворете я в Excel или LibreOffice и я запазете отново

# A problem found reading a workbook or an organiser's columns.
files_xlsx_password = работната книга е защитена с парола (Excel шифрова такъв файл и tiebreak не може да го отвори): отворете я в Excel, премахнете паролата (Файл > Информация > Защита на работната книга > Шифроване с парола, изпразнете полето) и я запазете, или запазете листа като 'CSV UTF-8'

# A problem found reading a workbook or an organiser's columns.
# Variables: $part.
files_xlsx_part-encrypted = частта { $part } на работната книга е шифрована в zip файла (парола, зададена при архивирането): запазете работната книга отново от Excel или LibreOffice, без парола

# A problem found reading a workbook or an organiser's columns.
# Variables: $part, $what.
files_xlsx_part-damaged = частта { $part } на работната книга не може да се разархивира: { $what }; файлът е повреден: отворете го в Excel или LibreOffice и го запазете отново, или използвайте неповредено копие

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_checksum = контролната ѝ сума не отговаря на съдържанието

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_data = компресираните ѝ данни са повредени

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_cut = файлът свършва по средата ѝ

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_method = компресирана е по метод, който tiebreak не чете

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_other = записът ѝ в zip файла е несъгласуван

# A problem found reading a workbook or an organiser's columns.
# Variables: $part.
files_xlsx_part-missing = работната книга посочва частта { $part }, но файлът не я съдържа: файлът е повреден; отворете го в Excel или LibreOffice и го запазете отново

# A problem found reading a workbook or an organiser's columns.
# Variables: $column (a column's name), $line (a line number), $part.
files_xlsx_not-xml = частта { $part } на работната книга не е правилно формиран XML (ред { $line }, колона { $column }): отворете файла в Excel или LibreOffice и го запазете отново

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $part.
files_xlsx_too-many-elements = частта { $part } на работната книга съдържа над { $most } XML елемента, много повече от турнирна работна книга: копирайте само листа на турнира в нова работна книга или го запазете като CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $part.
files_xlsx_too-many-strings = частта { $part } на работната книга съдържа над { $most } текста, много повече от турнирна работна книга: копирайте само листа на турнира в нова работна книга или го запазете като CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $part.
files_xlsx_text-too-long = текст в частта { $part } на работната книга е по-дълъг от { $most } знака, най-многото, което побира клетка на Excel: запазете файла отново от Excel или LibreOffice

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $sheet.
files_xlsx_too-many-cells = листът { $sheet } има над { $most } клетки (включително празни клетки с формат), много повече от турнирен лист: изтрийте редовете и колоните след таблицата, копирайте само таблицата в нова работна книга или я запазете като CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $sheet.
files_xlsx_too-much-text = прочетените листове на работната книга съдържат общо над { $most } знака текст (достигнато в листа { $sheet }; текст, повторен в много клетки, се брои във всяка), повече от турнирна работна книга и повече, отколкото tiebreak чете от CSV файл: изтрийте всичко след таблицата или копирайте само таблицата в нова работна книга

# A problem found reading a workbook or an organiser's columns.
# Variables: $cell (a cell's address, such as B7), $most, $sheet.
files_xlsx_too-wide = листът { $sheet } има попълнени клетки чак до { $cell }: редовете му, прочетени до последната попълнена клетка, биха имали над { $most } клетки: изтрийте всичко след таблицата (маркирайте тези колони или редове и ги изтрийте) или запазете таблицата като CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $cell (a cell's address, such as B7), $sheet.
files_xlsx_beyond-xfd = листът { $sheet } има клетка { $cell } след колона XFD, последната в Excel: запазете файла отново от Excel или LibreOffice

# A problem found reading a workbook or an organiser's columns.
# Variables: $cells, $count (a number choosing the plural form), $sheet.
files_xlsx_formula-unsaved = листът { $sheet } има формули, запазени без стойност ({ $cells }; общо { $count }), както ги записват скриптове като openpyxl, а tiebreak чете стойностите, изчислени от програма за таблици: отворете файла в Excel или LibreOffice и го запазете (стойностите се запазват с него) или експортирайте листа като CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $count (a number choosing the plural form), $found.
files_xlsx_string-index = клетката сочи текст { $found } от таблицата с текстове на работната книга, която има { $count }: файлът е повреден; отворете го в Excel или LibreOffice и го запазете отново

# A problem found reading a workbook or an organiser's columns.
# Variables: $problem (the problem found, another message), $shown.
files_xlsx_excel-time = { $problem }; Excel превърна написаното тук в час ({ $shown }): напишете го с апостроф отпред ('1:0), който Excel пази като текст и не показва, или задайте на колоната формат Текст, преди да пишете

# A problem found reading a workbook or an organiser's columns.
# Variables: $problem (the problem found, another message), $shown.
files_xlsx_excel-date = { $problem }; Excel превърна написаното тук в дата ({ $shown }): напишете го с апостроф отпред ('1.5), който Excel пази като текст и не показва, или задайте на колоната формат Текст, преди да пишете

# A problem found reading a workbook or an organiser's columns.
files_xlsx_ods = електронна таблица OpenDocument (.ods): tiebreak чете .xlsx; запазете я като 'Excel 2007-365 (.xlsx)' или като CSV (набор знаци 'Unicode (UTF-8)')

# A problem found reading a workbook or an organiser's columns.
files_xlsx_xls = работна книга на Excel 97-2003 (.xls): tiebreak чете .xlsx; запазете я като 'Работна книга на Excel (.xlsx)' или като 'CSV UTF-8'
