### Български (bg): reading crosstables and pairings lists (CSV, spreadsheets): problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# lists
# Variables: $left (the part before), $right (the part after).
grid_join-and = { $left } и { $right }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $left (the part before), $right (the part after).
grid_join-or = { $left } или { $right }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# limits (core/limits.py)
# Variables: $decimals, $most.
grid_scoring-range = очаква се число от 0 до { $most } с най-много { $decimals } знака след десетичната запетая

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $code (a tie-break code such as BH (kept as it is)), $position.
grid_text-control = съдържа управляващия знак { $code } (позиция { $position })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $code (a tie-break code such as BH (kept as it is)), $position.
grid_text-surrogate = съдържа половин UTF-16 двойка (surrogate) { $code } (позиция { $position })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# cells: what was expected, what was found
# Variables: $expected, $found.
grid_expected = очаква се { $expected }; намерено { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $expected, $found, $hint.
grid_expected-hint = очаква се { $expected }; намерено { $found } ({ $hint })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_cell-help = клетка на кръг като +W9, =B9, -9, 19w1, 3b½, 12b0, ?W9, 19w, +F7, -F7, BYE, H, F, Z, -- или празна

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_uscf-help = клетка от таблица на US Chess като W5, D2, L4, X8 (победа по подразбиране), F8 (загуба по подразбиране), B (почивка за цяла точка), H (почивка за половин точка), U (неизигран) или празна

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_result-help = резултат като 1-0, 0-1, ½-½, 1/2-1/2, 0.5-0.5, =, +/- или -/+ (по подразбиране), -- или 0-0 (двустранно по подразбиране)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_hint_no-such-number = няма такъв стартов номер

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $number, $result.
grid_hint_colour = напишете цвета, напр. { $number }w{ $result }, или първо знак, напр. +{ $number }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_hint_start-at-1 = стартовите номера започват от 1

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $shown.
grid_hint_formula = Google Sheets показва { $shown } за клетка, която започва с =: напишете ½ или '= като текст

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7).
grid_hint_uscf = { $cell } прилича на записа на таблиците на US Chess: добавете ред 'Notation | uscf' над таблицата или задайте --notation uscf

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_uscf-opponent-zero = { $found }: номерата на противниците започват от 1

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $letter.
grid_uscf-forfeit-opponent = { $found }: резултатът по подразбиране посочва противника, който не е играл, напр. { $letter }8 (запис на US Chess)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# CSV files
grid_csv-nul = това не е текстов файл: съдържа байт NUL

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $detail.
grid_csv-unreadable = не може да се прочете като CSV: { $detail }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# layouts and header rows
# Variables: $row (a row number), $words.
grid_header-row = ред { $row } ({ $words })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $row (a row number), $words.
grid_header-row-more = ред { $row } ({ $words }, …)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $most.
grid_rounds-range = броят на кръговете трябва да е от 0 до { $most }, намерено { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $words.
grid_pairings-needs-result = заглавният ред на списък на партиите има нужда освен от колони за белите и черните и от колона за резултата: { $words }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name_words, $white_words.
grid_no-header = не е намерен заглавен ред: очаква се заглавен ред на турнирна таблица (име и по една колона за кръг: R1, R2, … или Kolo 1, Runde 1, …) или на списък на партиите (Кръг, Бели, Черни, Резултат). Име: { $name_words }; Бели: { $white_words }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $header, $rounds (round numbers).
grid_header-two-ways = заглавният { $header } се чете по два начина: като турнирна таблица (име и колони на кръгове { $rounds }) и като списък на партиите (колони за белите и черните). Преименувайте колоните на кръговете (напр. на Бележки) за списък на партиите или колоните за белите и черните за турнирна таблица.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $found, $second.
grid_notation-unknown = запис { $found }: очаква се { $first } или { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $crosstable, $pairings.
grid_grid-two-ways = тази таблица се чете по два начина: като турнирна таблица (заглавен { $crosstable }) и като списък на партиите (заглавен { $pairings }). Оставете по една подредба на лист или файл: преместете другата в отделен лист или файл.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_second-header_crosstable = втори заглавен ред: { $first } и { $second } започват турнирна таблица; оставете по една на лист или файл

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_second-header_pairings = втори заглавен ред: { $first } и { $second } започват списък на партиите; оставете по един на лист или файл

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $header.
grid_list-no-games = намерен е списък на играчите ({ $header }), но няма партии: очаква се турнирна таблица (колони на кръгове R1, R2, …) или списък на партиите (Кръг, Бели, Черни, Резултат)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_two-lists = два списъка на играчите: { $first } и { $second }; оставете един

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_list-twice = зададени са и списък на играчите в таблицата, и отделен списък на играчите; оставете един

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name_words, $number_words.
grid_list-no-header = очаква се списък на играчите със заглавен ред (име: { $name_words }; номер: { $number_words })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7), $text.
# same-as-english
grid_column-at = { $cell } { $text }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cells, $role.
grid_column-twice = две колони се четат като { $role }: { $cells }; преименувайте едната

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# player rows
# Variables: $found.
grid_rating-expected = очаква се рейтинг (цяло число като 1850 или празно), намерено { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_number-expected = очаква се стартов номер (цяло число от 1 нагоре), намерено { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_name-empty = очаква се името на играча, клетката е празна

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name (a name (a player, team or tournament)), $why (the reason, another message).
grid_name-bad = име { $name }: { $why }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_points-expected = очакват се точките на играча (напр. 3, 3.5, 3,5 или 3½), намерено { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $tokens, $total.
grid_points-disagree = точките { $found } не отговарят на партиите: { $tokens } дават общо { $total }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# crosstables
grid_name-column-missing = очаква се колона с име

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_round-below-one = кръговете се номерират от 1, намерено { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $round (a round number of the tournament), $second.
grid_round-two-columns = кръг { $round } има две колони: { $first } и { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# $count (not shown) chooses the plural form.
# Variables: $last, $missing.
grid_rounds-missing =
    { $count ->
        [one] колоните на кръговете стигат до { $last }, но кръг { $missing } няма колона
       *[other] колоните на кръговете стигат до { $last }, но кръгове { $missing } нямат колона
    }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $most, $round (a round number of the tournament).
grid_round-over-max = кръг { $round }: турнирът има най-много { $most } кръга

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $planned, $round (a round number of the tournament).
grid_planned-below-columns = броят на кръговете в турнира е { $planned }, но таблицата има колона за кръг { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $words.
grid_no-number-column = няма колона за стартов номер ({ $words }): противниците в клетките на кръговете са стартови номера, затова всеки ред на играч има нужда от такъв

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_no-player-rows = заглавен ред на турнирна таблица, но под него няма редове на играчи

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $number, $second.
grid_number-twice = стартов номер { $number } е използван два пъти: редове { $first } и { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $numbers, $ranks.
grid_opponents-two-ways = номерата на противниците в клетките на кръговете се четат по два начина: като стартови номера (колона { $numbers }) и като места в класирането (колона { $ranks }), и партиите съвпадат и при двата. Изтрийте колоната, към която номерата не се отнасят, или преименувайте заглавието ѝ.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $numbers, $ranks.
grid_opponents-neither = номерата на противниците са прочетени като стартови номера (колона { $numbers }); и прочетени като места (колона { $ranks }) партиите не съвпадат

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $high, $low, $opponent (an opponent's name).
grid_opponent-unknown = { $found } посочва играч { $opponent }, който не е в турнирната таблица (номера { $low }–{ $high })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $opponent (an opponent's name).
grid_opponent-unknown-none = { $found } посочва играч { $opponent }, който не е в турнирната таблица (няма номера)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $here, $opponent (an opponent's name), $round (a round number of the tournament),
# $there.
grid_back-ref-empty = { $here } твърди, че противник в кръг { $round } е бил играч { $opponent }, но { $there } (играч { $opponent }, кръг { $round }) е празна

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $here, $opponent (an opponent's name), $round (a round number of the tournament),
# $there, $there_text.
grid_back-ref-has = { $here } твърди, че противник в кръг { $round } е бил играч { $opponent }, но { $there } (играч { $opponent }, кръг { $round }) съдържа { $there_text }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $expected, $here, $here_text, $opponent (an opponent's name), $round (a round number of
# the tournament), $there, $there_text.
grid_sides-differ-expected = партията от кръг { $round } е записана различно на двата реда: { $here } съдържа { $here_text }, а { $there } (играч { $opponent }) съдържа { $there_text }; там се очаква { $expected }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $here, $here_text, $opponent (an opponent's name), $round (a round number of the
# tournament), $there, $there_text.
grid_sides-differ = партията от кръг { $round } е записана различно на двата реда: { $here } съдържа { $here_text }, а { $there } (играч { $opponent }) съдържа { $there_text }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# pairings lists and their player lists
# Variables: $first, $number, $second.
grid_list-number-twice = стартов номер { $number } е използван два пъти в списъка на играчите: редове { $first } и { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_list-empty = заглавен ред на списък на играчите, но под него няма играчи

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name (a name (a player, team or tournament)), $rows, $words.
grid_name-twice-no-numbers = двама играчи се казват { $name } (редове { $rows }), а списъкът няма колона за стартов номер: добавете такава ({ $words }) и ги посочвайте с номер в списъка на партиите

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_number-expected-plain = очаква се стартов номер, намерено { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_number-from-1 = очаква се стартов номер от 1 нагоре, намерено { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $number.
grid_number-not-in-list = непознат играч: в списъка на играчите няма стартов номер { $number }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $name (a name (a player, team or tournament)), $number.
grid_name-number-mismatch = { $found } не отговаря на стартов номер { $number }, който в списъка на играчите е { $name }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $numbers.
grid_name-ambiguous = { $found } може да е стартов номер { $numbers }: двама играчи имат това име; напишете стартовия номер

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_player-unknown = непознат играч { $found }: не е в списъка на играчите

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $close, $found.
grid_player-unknown-close = непознат играч { $found }: не е в списъка на играчите (имахте предвид { $close }?)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $number.
grid_number-without-list = стартов номер { $number }, но другите редове посочват играчите по име и няма списък на играчите, който да казва кой е номер { $number }: напишете името или добавете списък на играчите (№, Име, …)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_number-columns-twice_white = две колони за стартов номер до белите: { $first } и { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_number-columns-twice_black = две колони за стартов номер до черните: { $first } и { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_round-expected = очаква се номер на кръг (1, R1, Кръг 1), намерено { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_no-round = тази партия няма кръг: очаква се номер на кръг в колоната Кръг или ред като 'Кръг 1' над партиите

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $who.
grid_same-player-both-sides = един и същ играч от двете страни ({ $who })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $black, $white.
grid_game-or-bye = очаква се партия (бели и черни) или почивка (bye) (един играч и BYE, H, F, Z или U), намерено бели { $white }, черни { $black }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_bye-points-expected = очакват се точките за почивката (bye) (1, ½, 0) или дума за почивка (BYE, H, F, Z, U) за играч без противник, намерено { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_bye-points-range = почивката (bye) носи 1, ½ или 0 точки, намерено { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_byes-two = две различни почивки (bye) на един ред: { $first } и { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $bye, $found, $worth.
grid_bye-points-mismatch = точките { $found } не отговарят на { $bye } (носи { $worth })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_bye-missing = играч без противник: в клетката на другия играч или в резултата се очаква BYE, H (почивка за половин точка), F (почивка за цяла точка), Z (почивка за нула точки) или U

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
grid_player-twice-in-round = { $name } вече е в кръг { $round } в { $first }: играчът участва по веднъж във всеки кръг

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $round (a round number of the tournament), $row (a row number).
grid_row-no-players = ред { $row } има кръг { $round }, но няма играчи: очакват се бели, черни и резултат (или един играч и почивка (bye)); изтрийте реда, ако в него няма партия

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $board (a board number of a team match), $round (a round number of the tournament),
# $row (a row number).
grid_row-no-players-board = ред { $row } има кръг { $round } и дъска { $board }, но няма играчи: очакват се бели, черни и резултат (или един играч и почивка); изтрийте реда, ако в него няма партия

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $expected.
grid_no-result = няма резултат: очаква се { $expected } (само текущият кръг, последният с резултати, може да има партии още без резултат)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $planned, $round (a round number of the tournament).
grid_planned-below-row = броят на кръговете в турнира е { $planned }, но този ред е в кръг { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# consistency of the whole event (core/formats/validate.py)
# Variables: $results, $rounds (round numbers).
grid_results-over-rounds = кръговете с резултати са { $results }, но турнирът обявява { $rounds }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $others, $results.
grid_results-uneven = кръговете с резултати са { $results }, а другите играчи имат { $others }; напишете -- за кръг, в който играчът не е сдвоен

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $token.
grid_opponent-not-in-event = { $token } посочва играч { $opponent }, който не е в турнира

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_paired-self = играч не може да бъде сдвоен срещу себе си

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $other, $round (a round number of the tournament),
# $token.
grid_back-ref-other-has = { $token } твърди, че противник е бил играч { $opponent }, но играч { $opponent } има { $other } в кръг { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $other, $paired, $round (a round number of the
# tournament), $token.
grid_back-ref-other-paired = { $token } твърди, че противник е бил играч { $opponent }, но играч { $opponent } е сдвоен с играч { $paired } ({ $other }) в кръг { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $other, $round (a round number of the tournament),
# $token.
grid_results-disagree = { $token } не съвпада с { $other } на играч { $opponent } за същата партия в кръг { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $player (a player's name), $round (a round number of
# the tournament).
grid_same-colour_white = и играч { $player }, и играч { $opponent } са записани с белите в кръг { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $player (a player's name), $round (a round number of
# the tournament).
grid_same-colour_black = и играч { $player }, и играч { $opponent } са записани с черните в кръг { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $by, $player (a player's name), $round (a round number of the tournament).
grid_paired-twice = играч { $player } е сдвоен два пъти в кръг { $round } (от играчи { $by })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $after, $round (a round number of the tournament), $token.
grid_after-withdrawal = оттеглил се е от турнира след кръг { $after }, но има { $token } в кръг { $round }; очаква се --

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $later, $round (a round number of the tournament).
grid_round-no-results = кръг { $round } няма резултати (партия, почиващ или отсъствие), а кръг { $later } има

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# $count (not shown) chooses the plural form.
# Variables: $cells, $name (a name (a player, team or tournament)), $other, $rounds (round numbers).
grid_same-player-typo =
    { $count ->
        [one] { $name } се среща само в кръг { $rounds }; дали не е { $other } ({ $cells })? Ако са двама играчи, впишете и двамата в блок или лист Players.
       *[other] { $name } се среща само в кръгове { $rounds }; дали не е { $other } ({ $cells })? Ако са двама играчи, впишете и двамата в блок или лист Players.
    }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name (a name (a player, team or tournament)).
grid_listed-no-row = { $name } е в списъка на играчите, но няма ред в турнирната таблица

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $end, $header, $last, $row (a row number).
grid_row-short = ред { $row } свършва в колона { $last }, а заглавният му ред (ред { $header }) продължава до колона { $end }: липсва клетка; запишете всяка клетка, и празната (резултат, който още не е въведен, е празна последна клетка)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $later, $opponent (an opponent's name), $round (a round number of the tournament).
grid_pending-before-results = партията срещу играч { $opponent } в кръг { $round } още няма резултат, а кръг { $later } вече има резултати: въведете го (класирането брои само завършените кръгове, затова всички следващи резултати чакат него)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7), $first, $name (a name (a player, team or
# tournament)).
grid_near-twin-merged = { $name } е прочетено като { $first } ({ $cell }): имената се различават само по ударения, главни букви или интервали; ако са двама играчи, впишете и двамата в блок Players с техните стартови номера

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7).
grid_settings_second-block = втори блок 'Tiebreak settings' (първият е в { $cell }); оставете само един

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $key.
grid_settings_twice = настройката { $key } е зададена два пъти

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $value (a tie-break value (a number)).
grid_settings_target = цел { $value }: очаква се 'columns' или 'standings-tab'

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $langs, $value (a tie-break value (a number)).
grid_settings_language = език { $value }: очаква се един от { $langs }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $most, $value (a tie-break value (a number)).
grid_settings_lots-seed = seed за жребий { $value }: очаква се цяло число от 0 до { $most }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $value (a tie-break value (a number)).
grid_settings_single-winner = един победител { $value }: очаква се да или не

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $key.
grid_settings_unknown-key = непозната настройка { $key }: очаква се Rules, Order, Start date, Target, Language, Lots seed или Single winner

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $names, $value (a tie-break value (a number)).
grid_settings_rules = набор от правила { $value }: очаква се един от { $names }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $value (a tie-break value (a number)).
grid_settings_date = начална дата { $value }: очаква се дата като 2025-09-13 или 13.9.2025
