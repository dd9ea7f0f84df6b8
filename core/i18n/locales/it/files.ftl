### Italiano (it): reading workbooks and organisers' columns: problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A problem found reading a workbook or an organiser's columns.
# Variables: $codes.
files_warning_rounds-unknown = { $codes }: esclusione dall'ordine degli spareggi: il tabellone non dà il turno delle partite (una colonna per avversario) e questi spareggi ne hanno bisogno

# A problem found reading a workbook or an organiser's columns.
# Variables: $here, $here_text, $there, $there_text.
files_square_sides-differ = la stessa partita si legge diversamente nelle sue due caselle: { $here } ha { $here_text } ma { $there } ha { $there_text }

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_square_cell = atteso un risultato contro il giocatore di questa colonna: 1, ½, 0, + o - (a forfait), o vuoto; trovato { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_square_diagonal = la casella di un giocatore contro sé stesso in un tabellone all'italiana è vuota o X; trovato { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $columns, $first, $last, $players.
files_square_columns = le colonne { $first }-{ $last } si leggono come un tabellone all'italiana con una colonna per avversario, ma ci sono { $columns } colonne così per { $players } giocatori: intestatele con i numeri dei giocatori, una colonna ciascuno

# A problem found reading a workbook or an organiser's columns.
# Variables: $error, $names.
files_player-did-you-mean = { $error }; intendevate { $names }?

# A problem found reading a workbook or an organiser's columns.
files_help_excel = con --format csv: CSV per Excel (';' tra le celle, virgole decimali, indicatore dell'ordine dei byte UTF-8), come in una lingua con la virgola decimale (--lang cs)

# A problem found reading a workbook or an organiser's columns.
files_column_club = Circolo

# A short column header: the player's chess federation (country code).
# same-as-english
files_column_federation = Fed

# A short column header: the player's rating (Elo); one abbreviation per language (glossary.md).
files_column_rating = Elo

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_grid_sex = atteso m o f (M/F, maschio/femmina, uomo/donna…); trovato { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_grid_birth = atteso un anno di nascita (2011) o una data (2011-05-17, 17.5.2011); trovato { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $header.
files_grid_ignored = la colonna { $header } non è tra quelle che tiebreak legge: ignorata

# A problem found reading a workbook or an organiser's columns.
# Variables: $error, $name (a name (a player, team or tournament)).
files_did-you-mean = { $error }; intendevate { $name }?

# A problem found reading a workbook or an organiser's columns.
# Variables: $file (a file's name).
files_json_card = questa è una scheda dei risultati, non un torneo: leggetela con calc (tiebreak calc { $file })

# A problem found reading a workbook or an organiser's columns.
# Variables: $file (a file's name).
files_json_prizes = questo è un elenco di premi, non un torneo: datelo a prizes insieme al torneo (tiebreak prizes TORNEO --prizes { $file })

# A problem found reading a workbook or an organiser's columns.
files_help_encoding = la codifica dei caratteri del file quando non è UTF-8 (cp1250, iso-8859-2, cp1251, cp1252, cp1254…); predefinita: UTF-8, UTF-16 con indicatore dell'ordine dei byte, o la vecchia tabella codici in cui il testo dà parole delle nostre lingue

# A problem found reading a workbook or an organiser's columns.
# Variables: $sheet.
files_xlsx_sheet-of-text = { $sheet } dopo # indica un foglio di una cartella di lavoro Excel (.xlsx), ma questo file non lo è

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $sheet.
files_xlsx_too-many-rows = il foglio { $sheet } ha righe oltre la riga { $most }; un foglio di torneo ne ha meno

# A problem found reading a workbook or an organiser's columns.
# Variables: $part.
files_xlsx_doctype = la parte { $part } della cartella di lavoro dichiara un tipo di documento, cosa che nessuna cartella di lavoro Excel fa; salvatela di nuovo da Excel o LibreOffice

# A problem found reading a workbook or an organiser's columns.
# Variables: $limit (a limit (a number)).
files_xlsx_too-large = la cartella di lavoro supera { $limit } una volta decompressa; tiebreak legge cartelle di lavoro di torneo fino a questa dimensione

# A problem found reading a workbook or an organiser's columns.
# Variables: $sheet, $sheets.
files_xlsx_no-such-sheet = la cartella di lavoro non ha il foglio { $sheet }; i suoi fogli sono { $sheets }

# A problem found reading a workbook or an organiser's columns.
files_xlsx_no-sheets = la cartella di lavoro non ha fogli

# A problem found reading a workbook or an organiser's columns.
files_xlsx_not-workbook = un file zip, ma non una cartella di lavoro Excel (.xlsx)

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damaged = non è una cartella di lavoro .xlsx leggibile (un file danneggiato o incompleto?); apritela in Excel o LibreOffice e salvatela di nuovo

# A problem found reading a workbook or an organiser's columns.
files_xlsx_password = la cartella di lavoro è protetta da una password (Excel cifra un file così e tiebreak non può aprirlo): apritela in Excel, togliete la password (File > Informazioni > Proteggi cartella di lavoro > Crittografa con password, svuotate il campo) e salvatela, oppure salvate il foglio come 'CSV UTF-8'

# A problem found reading a workbook or an organiser's columns.
# Variables: $part.
files_xlsx_part-encrypted = la parte { $part } della cartella di lavoro è cifrata nello zip (una password data quando il file è stato compresso): salvate di nuovo la cartella di lavoro da Excel o LibreOffice, senza password

# A problem found reading a workbook or an organiser's columns.
# Variables: $part, $what.
files_xlsx_part-damaged = la parte { $part } della cartella di lavoro non si può decomprimere: { $what }; il file è danneggiato: apritelo in Excel o LibreOffice e salvatelo di nuovo, oppure usate una copia non danneggiata

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_checksum = il suo checksum non corrisponde al contenuto

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_data = i suoi dati compressi sono corrotti

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_cut = il file finisce a metà di essa

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_method = è compressa con un metodo che tiebreak non legge

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_other = la sua voce nello zip è incoerente

# A problem found reading a workbook or an organiser's columns.
# Variables: $part.
files_xlsx_part-missing = la cartella di lavoro elenca la parte { $part }, ma il file non la contiene: il file è danneggiato; apritelo in Excel o LibreOffice e salvatelo di nuovo

# A problem found reading a workbook or an organiser's columns.
# Variables: $column (a column's name), $line (a line number), $part.
files_xlsx_not-xml = la parte { $part } della cartella di lavoro non è XML ben formato (riga { $line }, colonna { $column }): aprite il file in Excel o LibreOffice e salvatelo di nuovo

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $part.
files_xlsx_too-many-elements = la parte { $part } della cartella di lavoro contiene più di { $most } elementi XML, molti più di una cartella di lavoro di torneo: copiate il solo foglio del torneo in una nuova cartella di lavoro, oppure salvatelo come CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $part.
files_xlsx_too-many-strings = la parte { $part } della cartella di lavoro contiene più di { $most } testi, molti più di una cartella di lavoro di torneo: copiate il solo foglio del torneo in una nuova cartella di lavoro, oppure salvatelo come CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $part.
files_xlsx_text-too-long = un testo nella parte { $part } della cartella di lavoro supera { $most } caratteri, il massimo di una cella di Excel: salvate di nuovo il file da Excel o LibreOffice

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $sheet.
files_xlsx_too-many-cells = il foglio { $sheet } ha più di { $most } celle (contando le celle vuote con un formato), molte più di un foglio di torneo: eliminate le righe e le colonne oltre la tabella, copiate la sola tabella in una nuova cartella di lavoro, oppure salvatela come CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $sheet.
files_xlsx_too-much-text = i fogli letti della cartella di lavoro contengono in tutto più di { $most } caratteri di testo (raggiunti nel foglio { $sheet }; un testo ripetuto in molte celle contato in ciascuna), più di una cartella di lavoro di torneo e di quanto tiebreak legge da un file CSV: eliminate ciò che sta oltre la tabella, oppure copiate la sola tabella in una nuova cartella di lavoro

# A problem found reading a workbook or an organiser's columns.
# Variables: $cell (a cell's address, such as B7), $most, $sheet.
files_xlsx_too-wide = il foglio { $sheet } ha celle compilate fino a { $cell }: le sue righe, lette fino all'ultima cella compilata, conterrebbero più di { $most } celle: eliminate ciò che sta oltre la tabella (selezionate quelle colonne o righe ed eliminatele), oppure salvate la tabella come CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $cell (a cell's address, such as B7), $sheet.
files_xlsx_beyond-xfd = il foglio { $sheet } ha una cella { $cell } oltre la colonna XFD, l'ultima di Excel: salvate di nuovo il file da Excel o LibreOffice

# A problem found reading a workbook or an organiser's columns.
# Variables: $cells, $count (a number choosing the plural form), $sheet.
files_xlsx_formula-unsaved = il foglio { $sheet } ha formule salvate senza il loro valore ({ $cells }; { $count } in tutto), come le scrivono script quali openpyxl, e tiebreak legge i valori calcolati da un foglio di calcolo: aprite il file in Excel o LibreOffice e salvatelo (i valori vengono salvati con esso), oppure esportate il foglio come CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $count (a number choosing the plural form), $found.
files_xlsx_string-index = la cella rimanda al testo { $found } della tabella dei testi della cartella di lavoro, che ne ha { $count }: il file è danneggiato; apritelo in Excel o LibreOffice e salvatelo di nuovo

# A problem found reading a workbook or an organiser's columns.
# Variables: $problem (the problem found, another message), $shown.
files_xlsx_excel-time = { $problem }; Excel ha trasformato ciò che è stato digitato qui in un'ora ({ $shown }): digitatelo con un apostrofo davanti ('1:0), che Excel tiene come testo e non mostra, oppure formattate la colonna come Testo prima di digitare

# A problem found reading a workbook or an organiser's columns.
# Variables: $problem (the problem found, another message), $shown.
files_xlsx_excel-date = { $problem }; Excel ha trasformato ciò che è stato digitato qui in una data ({ $shown }): digitatelo con un apostrofo davanti ('1.5), che Excel tiene come testo e non mostra, oppure formattate la colonna come Testo prima di digitare

# A problem found reading a workbook or an organiser's columns.
files_xlsx_ods = un foglio di calcolo OpenDocument (.ods): tiebreak legge .xlsx; salvatelo come 'Excel 2007-365 (.xlsx)' o come CSV (set di caratteri 'Unicode (UTF-8)')

# A problem found reading a workbook or an organiser's columns.
files_xlsx_xls = una cartella di lavoro Excel 97-2003 (.xls): tiebreak legge .xlsx; salvatela come 'Cartella di lavoro di Excel (.xlsx)' o come 'CSV UTF-8'
