### Čeština (cs): reading workbooks and organisers' columns: problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A problem found reading a workbook or an organiser's columns.
# Variables: $codes.
files_warning_rounds-unknown = { $codes }: odstraněno z pořadí pomocných hodnocení: tabulka neuvádí kolo partií (sloupec pro každého soupeře) a tato hodnocení je potřebují

# A problem found reading a workbook or an organiser's columns.
# Variables: $here, $here_text, $there, $there_text.
files_square_sides-differ = táž partie se ve svých dvou políčkách čte různě: { $here } má { $here_text }, ale { $there } má { $there_text }

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_square_cell = očekáván výsledek proti hráči tohoto sloupce: 1, ½, 0, + nebo - (kontumace), nebo prázdné; nalezeno { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_square_diagonal = vlastní políčko hráče v tabulce každý s každým je prázdné nebo X; nalezeno { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $columns, $first, $last, $players.
files_square_columns = sloupce { $first }-{ $last } se čtou jako turnajová tabulka každý s každým se sloupcem pro každého soupeře, ale takových sloupců je { $columns } pro { $players } hráčů: nadepište je čísly hráčů, každému jeden sloupec

# A problem found reading a workbook or an organiser's columns.
# Variables: $error, $names.
files_player-did-you-mean = { $error }; nemysleli jste { $names }?

# A problem found reading a workbook or an organiser's columns.
files_help_excel = s --format csv: CSV pro Excel (';' mezi buňkami, desetinné čárky, značka pořadí bajtů UTF-8), jako v jazyce s desetinnou čárkou (--lang cs)

# A problem found reading a workbook or an organiser's columns.
files_column_club = Klub

# A short column header: the player's chess federation (country code).
# same-as-english
files_column_federation = Fed

# A short column header: the player's rating (Elo); one abbreviation per language (glossary.md).
files_column_rating = Elo

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_grid_sex = očekáváno m nebo f (M/Ž, muž/žena, M/F…); nalezeno { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_grid_birth = očekáván rok narození (2011) nebo datum (2011-05-17, 17.5.2011); nalezeno { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $header.
files_grid_ignored = sloupec { $header } tiebreak nečte: přeskočen

# A problem found reading a workbook or an organiser's columns.
# Variables: $error, $name (a name (a player, team or tournament)).
files_did-you-mean = { $error }; nemysleli jste { $name }?

# A problem found reading a workbook or an organiser's columns.
# Variables: $file (a file's name).
files_json_card = toto je karta výsledků, ne turnaj: čtěte ji příkazem calc (tiebreak calc { $file })

# A problem found reading a workbook or an organiser's columns.
# Variables: $file (a file's name).
files_json_prizes = toto je seznam cen, ne turnaj: předejte jej příkazu prizes spolu s turnajem (tiebreak prizes TURNAJ --prizes { $file })

# A problem found reading a workbook or an organiser's columns.
files_help_encoding = kódování znaků souboru, když nejde o UTF-8 (cp1250, iso-8859-2, cp1251, cp1252, cp1254…); výchozí: UTF-8, UTF-16 se značkou pořadí bajtů, nebo starší kódová stránka, v níž text dává slova našich jazyků

# A problem found reading a workbook or an organiser's columns.
# Variables: $sheet.
files_xlsx_sheet-of-text = { $sheet } za # označuje list sešitu Excelu (.xlsx), ale tento soubor sešitem není

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $sheet.
files_xlsx_too-many-rows = list { $sheet } má řádky za řádkem { $most }; turnajový list jich má méně

# A problem found reading a workbook or an organiser's columns.
# Variables: $part.
files_xlsx_doctype = část sešitu { $part } deklaruje typ dokumentu, což žádný sešit Excelu nedělá; uložte jej znovu z Excelu nebo LibreOffice

# A problem found reading a workbook or an organiser's columns.
# Variables: $limit (a limit (a number)).
files_xlsx_too-large = sešit je po rozbalení větší než { $limit }; tiebreak čte turnajové sešity do této velikosti

# A problem found reading a workbook or an organiser's columns.
# Variables: $sheet, $sheets.
files_xlsx_no-such-sheet = sešit nemá list { $sheet }; jeho listy jsou { $sheets }

# A problem found reading a workbook or an organiser's columns.
files_xlsx_no-sheets = sešit nemá žádný list

# A problem found reading a workbook or an organiser's columns.
files_xlsx_not-workbook = soubor zip, ale ne sešit Excelu (.xlsx)

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damaged = nejde o čitelný sešit .xlsx (poškozený nebo neúplný soubor?); otevřete jej v Excelu nebo LibreOffice a uložte znovu

# A problem found reading a workbook or an organiser's columns.
files_xlsx_password = sešit je chráněn heslem (Excel takový soubor šifruje a tiebreak jej nemůže otevřít): otevřete jej v Excelu, heslo odstraňte (Soubor > Informace > Zamknout sešit > Zašifrovat pomocí hesla, pole vyprázdněte) a uložte jej, nebo list uložte jako 'CSV UTF-8'

# A problem found reading a workbook or an organiser's columns.
# Variables: $part.
files_xlsx_part-encrypted = část sešitu { $part } je v zipu zašifrovaná (heslo zadané při zabalení souboru): uložte sešit znovu z Excelu nebo LibreOffice, bez hesla

# A problem found reading a workbook or an organiser's columns.
# Variables: $part, $what.
files_xlsx_part-damaged = část sešitu { $part } nejde rozbalit: { $what }; soubor je poškozený: otevřete jej v Excelu nebo LibreOffice a uložte znovu, nebo použijte nepoškozenou kopii

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_checksum = její kontrolní součet neodpovídá obsahu

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_data = její komprimovaná data jsou porušená

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_cut = soubor končí uprostřed ní

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_method = je komprimovaná metodou, kterou tiebreak nečte

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_other = její záznam v zipu nedává smysl

# A problem found reading a workbook or an organiser's columns.
# Variables: $part.
files_xlsx_part-missing = sešit uvádí část { $part }, ale soubor ji neobsahuje: soubor je poškozený; otevřete jej v Excelu nebo LibreOffice a uložte znovu

# A problem found reading a workbook or an organiser's columns.
# Variables: $column (a column's name), $line (a line number), $part.
files_xlsx_not-xml = část sešitu { $part } není správně utvořené XML (řádek { $line }, sloupec { $column }): otevřete soubor v Excelu nebo LibreOffice a uložte jej znovu

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $part.
files_xlsx_too-many-elements = část sešitu { $part } obsahuje více než { $most } prvků XML, mnohem víc než turnajový sešit: zkopírujte samotný list turnaje do nového sešitu, nebo jej uložte jako CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $part.
files_xlsx_too-many-strings = část sešitu { $part } obsahuje více než { $most } textů, mnohem víc než turnajový sešit: zkopírujte samotný list turnaje do nového sešitu, nebo jej uložte jako CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $part.
files_xlsx_text-too-long = text v části sešitu { $part } je delší než { $most } znaků, nejvíc, co pojme buňka Excelu: uložte soubor znovu z Excelu nebo LibreOffice

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $sheet.
files_xlsx_too-many-cells = list { $sheet } má více než { $most } buněk (včetně prázdných buněk s formátem), mnohem víc než turnajový list: smažte řádky a sloupce za tabulkou, nebo zkopírujte samotnou tabulku do nového sešitu, nebo ji uložte jako CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $sheet.
files_xlsx_too-much-text = čtené listy sešitu obsahují dohromady více než { $most } znaků textu (dosaženo v listu { $sheet }; text opakovaný v mnoha buňkách se počítá v každé), víc než turnajový sešit a víc, než tiebreak čte ze souboru CSV: smažte, co leží za tabulkou, nebo zkopírujte samotnou tabulku do nového sešitu

# A problem found reading a workbook or an organiser's columns.
# Variables: $cell (a cell's address, such as B7), $most, $sheet.
files_xlsx_too-wide = list { $sheet } má vyplněné buňky až vpravo v { $cell }: jeho řádky, čtené do poslední vyplněné buňky, by měly více než { $most } buněk: smažte, co leží za tabulkou (označte ty sloupce nebo řádky a odstraňte je), nebo tabulku uložte jako CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $cell (a cell's address, such as B7), $sheet.
files_xlsx_beyond-xfd = list { $sheet } má buňku { $cell } za sloupcem XFD, posledním v Excelu: uložte soubor znovu z Excelu nebo LibreOffice

# A problem found reading a workbook or an organiser's columns.
# Variables: $cells, $count (a number choosing the plural form), $sheet.
files_xlsx_formula-unsaved = list { $sheet } má vzorce uložené bez hodnoty ({ $cells }; celkem { $count }), jak je zapisují skripty jako openpyxl, a tiebreak čte hodnoty spočítané tabulkovým procesorem: otevřete soubor v Excelu nebo LibreOffice a uložte jej (hodnoty se uloží s ním), nebo list exportujte jako CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $count (a number choosing the plural form), $found.
files_xlsx_string-index = buňka odkazuje na text { $found } tabulky textů sešitu, která jich má { $count }: soubor je poškozený; otevřete jej v Excelu nebo LibreOffice a uložte znovu

# A problem found reading a workbook or an organiser's columns.
# Variables: $problem (the problem found, another message), $shown.
files_xlsx_excel-time = { $problem }; Excel to, co sem bylo napsáno, převedl na čas ({ $shown }): napište to s apostrofem na začátku ('1:0), který Excel ponechá jako text a nezobrazí, nebo před psaním nastavte sloupci formát Text

# A problem found reading a workbook or an organiser's columns.
# Variables: $problem (the problem found, another message), $shown.
files_xlsx_excel-date = { $problem }; Excel to, co sem bylo napsáno, převedl na datum ({ $shown }): napište to s apostrofem na začátku ('1.5), který Excel ponechá jako text a nezobrazí, nebo před psaním nastavte sloupci formát Text

# A problem found reading a workbook or an organiser's columns.
files_xlsx_ods = tabulka OpenDocument (.ods): tiebreak čte .xlsx; uložte ji jako 'Excel 2007-365 (.xlsx)' nebo jako CSV (znaková sada 'Unicode (UTF-8)')

# A problem found reading a workbook or an organiser's columns.
files_xlsx_xls = sešit Excelu 97-2003 (.xls): tiebreak čte .xlsx; uložte jej jako 'Sešit Excelu (.xlsx)' nebo jako 'CSV UTF-8'
