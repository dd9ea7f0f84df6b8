### Română (ro): reading workbooks and organisers' columns: problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A problem found reading a workbook or an organiser's columns.
# Variables: $codes.
files_warning_rounds-unknown = Eliminare din ordinea de departajare: { $codes } – tabelul nu dă runda partidelor (câte o coloană pentru fiecare adversar), iar aceste criterii au nevoie de ea

# A problem found reading a workbook or an organiser's columns.
# Variables: $here, $here_text, $there, $there_text.
files_square_sides-differ = aceeași partidă se citește diferit în cele două celule ale ei: { $here } are { $here_text }, dar { $there } are { $there_text }

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_square_cell = se aștepta un rezultat cu jucătorul acestei coloane: 1, ½, 0, + sau - (prin forfait), sau gol; s-a găsit { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_square_diagonal = celula proprie a unui jucător într-un tabel de turneu este goală sau X; s-a găsit { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $columns, $first, $last, $players.
files_square_columns = coloanele { $first }-{ $last } se citesc ca un tabel de turneu cu câte o coloană pentru fiecare adversar, dar sunt { $columns } astfel de coloane pentru { $players } jucători: dați-le ca antet numerele jucătorilor, câte o coloană fiecăruia

# A problem found reading a workbook or an organiser's columns.
# Variables: $error, $names.
files_player-did-you-mean = { $error }; ați vrut să scrieți { $names }?

# A problem found reading a workbook or an organiser's columns.
files_help_excel = cu --format csv: CSV pentru Excel (';' între celule, virgule zecimale, marcaj de ordine a octeților UTF-8), ca într-o limbă cu virgulă zecimală (--lang cs)

# A problem found reading a workbook or an organiser's columns.
# same-as-english
files_column_club = Club

# A short column header: the player's chess federation (country code).
# same-as-english
files_column_federation = Fed

# A short column header: the player's rating (Elo); one abbreviation per language (glossary.md).
files_column_rating = Rating

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_grid_sex = se aștepta m sau f (M/F, B/F, masculin/feminin…); s-a găsit { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_grid_birth = se aștepta un an al nașterii (2011) sau o dată (2011-05-17, 17.5.2011); s-a găsit { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $header.
files_grid_ignored = coloana { $header } nu este una pe care tiebreak o citește: ignorată

# A problem found reading a workbook or an organiser's columns.
# Variables: $error, $name (a name (a player, team or tournament)).
files_did-you-mean = { $error }; ați vrut să scrieți { $name }?

# A problem found reading a workbook or an organiser's columns.
# Variables: $file (a file's name).
files_json_card = aceasta este o fișă de rezultate, nu un turneu: citiți-o cu calc (tiebreak calc { $file })

# A problem found reading a workbook or an organiser's columns.
# Variables: $file (a file's name).
files_json_prizes = aceasta este o listă de premii, nu un turneu: dați-o comenzii prizes împreună cu turneul (tiebreak prizes TURNEU --prizes { $file })

# A problem found reading a workbook or an organiser's columns.
files_help_encoding = codificarea caracterelor fișierului când nu este UTF-8 (cp1250, iso-8859-2, cp1251, cp1252, cp1254…); implicit: UTF-8, UTF-16 cu marcaj de ordine a octeților sau vechea pagină de cod în care textul dă cuvinte ale limbilor noastre

# A problem found reading a workbook or an organiser's columns.
# Variables: $sheet.
files_xlsx_sheet-of-text = { $sheet } după # numește o foaie a unui registru Excel (.xlsx), dar acest fișier nu este unul

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $sheet.
files_xlsx_too-many-rows = foaia { $sheet } are rânduri după rândul { $most }; o foaie de turneu are mai puține

# A problem found reading a workbook or an organiser's columns.
# Variables: $part.
files_xlsx_doctype = partea { $part } a registrului declară un tip de document, ceea ce niciun registru Excel nu face; salvați-l din nou din Excel sau LibreOffice

# A problem found reading a workbook or an organiser's columns.
# Variables: $limit (a limit (a number)).
files_xlsx_too-large = registrul depășește { $limit } după dezarhivare; tiebreak citește registre de turneu până la această dimensiune

# A problem found reading a workbook or an organiser's columns.
# Variables: $sheet, $sheets.
files_xlsx_no-such-sheet = registrul nu are foaia { $sheet }; foile lui sunt { $sheets }

# A problem found reading a workbook or an organiser's columns.
files_xlsx_no-sheets = registrul nu are nicio foaie

# A problem found reading a workbook or an organiser's columns.
files_xlsx_not-workbook = un fișier zip, dar nu un registru Excel (.xlsx)

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damaged = nu este un registru .xlsx care poate fi citit (un fișier deteriorat sau incomplet?); deschideți-l în Excel sau LibreOffice și salvați-l din nou

# A problem found reading a workbook or an organiser's columns.
files_xlsx_password = registrul este protejat cu o parolă (Excel criptează un astfel de fișier, iar tiebreak nu îl poate deschide): deschideți-l în Excel, eliminați parola (Fișier > Informații > Protejare registru de lucru > Criptare cu parolă, goliți câmpul) și salvați-l, sau salvați foaia ca 'CSV UTF-8'

# A problem found reading a workbook or an organiser's columns.
# Variables: $part.
files_xlsx_part-encrypted = partea { $part } a registrului este criptată în arhiva zip (o parolă dată la arhivare): salvați registrul din nou din Excel sau LibreOffice, fără parolă

# A problem found reading a workbook or an organiser's columns.
# Variables: $part, $what.
files_xlsx_part-damaged = partea { $part } a registrului nu poate fi dezarhivată: { $what }; fișierul este deteriorat: deschideți-l în Excel sau LibreOffice și salvați-l din nou, sau folosiți o copie nedeteriorată

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_checksum = suma ei de control nu corespunde conținutului

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_data = datele ei comprimate sunt corupte

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_cut = fișierul se termină în mijlocul ei

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_method = este comprimată cu o metodă pe care tiebreak nu o citește

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_other = intrarea ei din arhiva zip este incoerentă

# A problem found reading a workbook or an organiser's columns.
# Variables: $part.
files_xlsx_part-missing = registrul indică partea { $part }, dar fișierul nu o conține: fișierul este deteriorat; deschideți-l în Excel sau LibreOffice și salvați-l din nou

# A problem found reading a workbook or an organiser's columns.
# Variables: $column (a column's name), $line (a line number), $part.
files_xlsx_not-xml = partea { $part } a registrului nu este XML bine format (rândul { $line }, coloana { $column }): deschideți fișierul în Excel sau LibreOffice și salvați-l din nou

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $part.
files_xlsx_too-many-elements = partea { $part } a registrului are peste { $most } elemente XML, mult mai multe decât un registru de turneu: copiați doar foaia turneului într-un registru nou sau salvați-o ca CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $part.
files_xlsx_too-many-strings = partea { $part } a registrului are peste { $most } texte, mult mai multe decât un registru de turneu: copiați doar foaia turneului într-un registru nou sau salvați-o ca CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $part.
files_xlsx_text-too-long = un text din partea { $part } a registrului are peste { $most } de caractere, cel mai mult cât încape într-o celulă Excel: salvați fișierul din nou din Excel sau LibreOffice

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $sheet.
files_xlsx_too-many-cells = foaia { $sheet } are peste { $most } de celule (inclusiv celule goale cu format), mult mai multe decât o foaie de turneu: ștergeți rândurile și coloanele de după tabel, copiați doar tabelul într-un registru nou sau salvați-l ca CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $sheet.
files_xlsx_too-much-text = foile citite ale registrului conțin împreună peste { $most } de caractere de text (atins în foaia { $sheet }; un text repetat în multe celule se numără în fiecare), mai mult decât un registru de turneu și decât citește tiebreak dintr-un fișier CSV: ștergeți ce se află după tabel sau copiați doar tabelul într-un registru nou

# A problem found reading a workbook or an organiser's columns.
# Variables: $cell (a cell's address, such as B7), $most, $sheet.
files_xlsx_too-wide = foaia { $sheet } are celule completate până în dreapta, la { $cell }: rândurile ei, citite până la ultima celulă completată, ar avea peste { $most } de celule: ștergeți ce se află după tabel (selectați acele coloane sau rânduri și ștergeți-le) sau salvați tabelul ca CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $cell (a cell's address, such as B7), $sheet.
files_xlsx_beyond-xfd = foaia { $sheet } are o celulă { $cell } după coloana XFD, ultima din Excel: salvați fișierul din nou din Excel sau LibreOffice

# A problem found reading a workbook or an organiser's columns.
# Variables: $cells, $count (a number choosing the plural form), $sheet.
files_xlsx_formula-unsaved = foaia { $sheet } are formule salvate fără valoare ({ $cells }; { $count } în total), cum le scriu scripturi precum openpyxl, iar tiebreak citește valorile calculate de un program de calcul tabelar: deschideți fișierul în Excel sau LibreOffice și salvați-l (valorile se salvează odată cu el) sau exportați foaia ca CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $count (a number choosing the plural form), $found.
files_xlsx_string-index = celula trimite la textul { $found } din tabelul de texte al registrului, care are { $count }: fișierul este deteriorat; deschideți-l în Excel sau LibreOffice și salvați-l din nou

# A problem found reading a workbook or an organiser's columns.
# Variables: $problem (the problem found, another message), $shown.
files_xlsx_excel-time = { $problem }; Excel a transformat ce s-a scris aici într-o oră ({ $shown }): scrieți cu un apostrof în față ('1:0), pe care Excel îl păstrează ca text și nu îl afișează, sau formatați coloana ca Text înainte de a scrie

# A problem found reading a workbook or an organiser's columns.
# Variables: $problem (the problem found, another message), $shown.
files_xlsx_excel-date = { $problem }; Excel a transformat ce s-a scris aici într-o dată ({ $shown }): scrieți cu un apostrof în față ('1.5), pe care Excel îl păstrează ca text și nu îl afișează, sau formatați coloana ca Text înainte de a scrie

# A problem found reading a workbook or an organiser's columns.
files_xlsx_ods = o foaie de calcul OpenDocument (.ods): tiebreak citește .xlsx; salvați-o ca 'Excel 2007-365 (.xlsx)' sau ca CSV (setul de caractere 'Unicode (UTF-8)')

# A problem found reading a workbook or an organiser's columns.
files_xlsx_xls = un registru Excel 97-2003 (.xls): tiebreak citește .xlsx; salvați-l ca 'Registru de lucru Excel (.xlsx)' sau ca 'CSV UTF-8'
