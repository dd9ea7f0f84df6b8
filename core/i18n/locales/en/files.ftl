### English (en): reading workbooks and organisers' columns: problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A problem found reading a workbook or an organiser's columns.
# Variables: $codes.
files_warning_rounds-unknown = { $codes } removed from the order: the table gives no round for its games (one column per opponent), and these tie-breaks need it

# A problem found reading a workbook or an organiser's columns.
# Variables: $here, $here_text, $there, $there_text.
files_square_sides-differ = the same game reads differently in its two cells: { $here } has { $here_text } but { $there } has { $there_text }

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_square_cell = expected a result against this column's player: 1, ½, 0, + or - (a forfeit), or empty; found { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_square_diagonal = a player's own cell in a round-robin table is empty or X; found { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $columns, $first, $last, $players.
files_square_columns = columns { $first }-{ $last } read as a round-robin table with one column per opponent, but there are { $columns } such columns for { $players } players: head them with the players' numbers, one column each

# A problem found reading a workbook or an organiser's columns.
# Variables: $error, $names.
files_player-did-you-mean = { $error }; did you mean { $names }?

# A problem found reading a workbook or an organiser's columns.
files_help_excel = with --format csv: CSV for Excel (';' between cells, decimal commas, a UTF-8 byte-order mark), as in a decimal-comma language (--lang cs)

# A problem found reading a workbook or an organiser's columns.
files_column_club = Club

# A short column header: the player's chess federation (country code).
files_column_federation = Fed

# A short column header: the player's rating (Elo); one abbreviation per language (glossary.md).
files_column_rating = Rtg

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_grid_sex = expected m or f (M/F, Male/Female, M/Ž, М/Ж, E/K…); found { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $found.
files_grid_birth = expected a birth year (2011) or date (2011-05-17, 17.5.2011); found { $found }

# A problem found reading a workbook or an organiser's columns.
# Variables: $header.
files_grid_ignored = column { $header } is not one tiebreak reads: ignored

# A problem found reading a workbook or an organiser's columns.
# Variables: $error, $name (a name (a player, team or tournament)).
files_did-you-mean = { $error }; did you mean { $name }?

# A problem found reading a workbook or an organiser's columns.
# Variables: $file (a file's name).
files_json_card = this is a score card, not a tournament: read it with calc (tiebreak calc { $file })

# A problem found reading a workbook or an organiser's columns.
# Variables: $file (a file's name).
files_json_prizes = this is a prize list, not a tournament: give it to prizes with the tournament (tiebreak prizes TOURNAMENT --prizes { $file })

# A problem found reading a workbook or an organiser's columns.
files_help_encoding = the file's character encoding when it is not UTF-8 (cp1250, iso-8859-2, cp1251, cp1252, cp1254…); default: UTF-8, UTF-16 with a byte-order mark, or the legacy code page whose reading gives words of our languages

# A problem found reading a workbook or an organiser's columns.
# Variables: $sheet.
files_xlsx_sheet-of-text = { $sheet } after # names a sheet of an Excel workbook (.xlsx), but this file is not one

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $sheet.
files_xlsx_too-many-rows = the sheet { $sheet } has rows beyond row { $most }; a tournament sheet has fewer

# A problem found reading a workbook or an organiser's columns.
# Variables: $part.
files_xlsx_doctype = the workbook part { $part } declares a document type, which no Excel workbook does; save it again from Excel or LibreOffice

# A problem found reading a workbook or an organiser's columns.
# Variables: $limit (a limit (a number)).
files_xlsx_too-large = the workbook is larger than { $limit } once unzipped; tiebreak reads tournament workbooks up to that size

# A problem found reading a workbook or an organiser's columns.
# Variables: $sheet, $sheets.
files_xlsx_no-such-sheet = the workbook has no sheet { $sheet }; its sheets are { $sheets }

# A problem found reading a workbook or an organiser's columns.
files_xlsx_no-sheets = the workbook has no sheet

# A problem found reading a workbook or an organiser's columns.
files_xlsx_not-workbook = a zip file, but not an Excel workbook (.xlsx)

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damaged = not a readable .xlsx workbook (a damaged or incomplete file?); open it in Excel or LibreOffice and save it again

# A problem found reading a workbook or an organiser's columns.
files_xlsx_password = the workbook is protected by a password (Excel encrypts such a file, and tiebreak cannot open it): open it in Excel, remove the password (File > Info > Protect Workbook > Encrypt with Password, empty the box) and save it, or save the sheet as 'CSV UTF-8'

# A problem found reading a workbook or an organiser's columns.
# Variables: $part.
files_xlsx_part-encrypted = the workbook part { $part } is encrypted in the zip (a password given when the file was zipped): save the workbook again from Excel or LibreOffice, without a password

# A problem found reading a workbook or an organiser's columns.
# Variables: $part, $what.
files_xlsx_part-damaged = the workbook part { $part } cannot be unzipped: { $what }; the file is damaged: open it in Excel or LibreOffice and save it again, or use a copy that is not damaged

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_checksum = its checksum does not match its content

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_data = its compressed data is corrupt

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_cut = the file ends in the middle of it

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_method = it is compressed with a method tiebreak does not read

# A problem found reading a workbook or an organiser's columns.
files_xlsx_damage_other = its entry in the zip does not hold together

# A problem found reading a workbook or an organiser's columns.
# Variables: $part.
files_xlsx_part-missing = the workbook lists the part { $part }, but the file does not hold it: the file is damaged; open it in Excel or LibreOffice and save it again

# A problem found reading a workbook or an organiser's columns.
# Variables: $column (a column's name), $line (a line number), $part.
files_xlsx_not-xml = the workbook part { $part } is not well-formed XML (line { $line }, column { $column }): open the file in Excel or LibreOffice and save it again

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $part.
files_xlsx_too-many-elements = the workbook part { $part } holds more than { $most } XML elements, far more than a tournament workbook: copy the tournament's sheet alone into a new workbook, or save it as CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $part.
files_xlsx_too-many-strings = the workbook part { $part } holds more than { $most } texts, far more than a tournament workbook: copy the tournament's sheet alone into a new workbook, or save it as CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $part.
files_xlsx_text-too-long = a text in the workbook part { $part } is longer than { $most } characters, the most an Excel cell holds: save the file again from Excel or LibreOffice

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $sheet.
files_xlsx_too-many-cells = the sheet { $sheet } has more than { $most } cells (empty cells with a format counted), far more than a tournament sheet: delete the rows and columns beyond the table, or copy the table alone into a new workbook, or save it as CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $most, $sheet.
files_xlsx_too-much-text = the sheets of the workbook read hold more than { $most } characters of text together (reached in the sheet { $sheet }; a text repeated in many cells counted in each), more than a tournament workbook and more than tiebreak reads from a CSV file: delete what lies beyond the table, or copy the table alone into a new workbook

# A problem found reading a workbook or an organiser's columns.
# Variables: $cell (a cell's address, such as B7), $most, $sheet.
files_xlsx_too-wide = the sheet { $sheet } has cells filled as far right as { $cell }: its rows, read to their last filled cell, would hold more than { $most } cells: delete what lies beyond the table (select those columns or rows and delete them), or save the table as CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $cell (a cell's address, such as B7), $sheet.
files_xlsx_beyond-xfd = the sheet { $sheet } has a cell { $cell } beyond column XFD, Excel's last: save the file again from Excel or LibreOffice

# A problem found reading a workbook or an organiser's columns.
# Variables: $cells, $count (a number choosing the plural form), $sheet.
files_xlsx_formula-unsaved = the sheet { $sheet } has formulas saved without their value ({ $cells }; { $count } in all), as scripts such as openpyxl write them, and tiebreak reads the values a spreadsheet computed: open the file in Excel or LibreOffice and save it (the values are saved with it), or export the sheet as CSV

# A problem found reading a workbook or an organiser's columns.
# Variables: $count (a number choosing the plural form), $found.
files_xlsx_string-index = the cell refers to text { $found } of the workbook's table of texts, which has { $count }: the file is damaged; open it in Excel or LibreOffice and save it again

# A problem found reading a workbook or an organiser's columns.
# Variables: $problem (the problem found, another message), $shown.
files_xlsx_excel-time = { $problem }; Excel turned what was typed here into a time ({ $shown }): type it with an apostrophe in front ('1:0), which Excel keeps as text and does not show, or format the column as Text before typing

# A problem found reading a workbook or an organiser's columns.
# Variables: $problem (the problem found, another message), $shown.
files_xlsx_excel-date = { $problem }; Excel turned what was typed here into a date ({ $shown }): type it with an apostrophe in front ('1.5), which Excel keeps as text and does not show, or format the column as Text before typing

# A problem found reading a workbook or an organiser's columns.
files_xlsx_ods = an OpenDocument spreadsheet (.ods): tiebreak reads .xlsx; save it as 'Excel 2007-365 (.xlsx)' or as CSV (character set 'Unicode (UTF-8)')

# A problem found reading a workbook or an organiser's columns.
files_xlsx_xls = an Excel 97-2003 workbook (.xls): tiebreak reads .xlsx; save it as 'Excel Workbook (.xlsx)' or as 'CSV UTF-8'
