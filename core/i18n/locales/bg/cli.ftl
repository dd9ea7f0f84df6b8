### Български (bg): the tiebreak command line's words: argparse's own words, the help of each
### option, the usage line's placeholders, and what the commands print around the tables.
### The comment above a message is its context (docs/translating.md).

# The command line (tiebreak): help texts, usage and messages.
# Variables: $char, $encoding (a character encoding's name, such as cp1250 (kept as it is)).
cli_error_encoding = кодировката на изхода { $encoding } не може да запише { $char }; задайте PYTHONIOENCODING=utf-8 (или изберете друг --lang)

# The command line (tiebreak): help texts, usage and messages.
# Variables: $above, $below.
cli_ties_why = Защо { $above } е над { $below }:

# The command line (tiebreak): help texts, usage and messages.
# Variables: $above, $below.
cli_ties_pair = { $above } и { $below }:

# The command line (tiebreak): help texts, usage and messages.
cli_ties_none = Няма двама играчи с равен брой точки: допълнителни показатели не бяха нужни.

# The command line (tiebreak): help texts, usage and messages.
cli_ties_title = Обяснения

# The command line (tiebreak): help texts, usage and messages.
# Variables: $how, $id, $player (a player's name), $points (a number of points), $rank (a place in
# the standings), $rules (a rule set's name such as fide-2026 (kept as it is)).
cli_explain_player = { $player } ({ $id }): { $points }, място { $rank }; правила { $rules } ({ $how })

# The command line (tiebreak): help texts, usage and messages.
# Variables: $how, $id, $player (a player's name), $points (a number of points), $rank (a place in
# the standings), $rules (a rule set's name such as fide-2026 (kept as it is)).
cli_explain_player-shared = { $player } ({ $id }): { $points }, място { $rank } (поделено); правила { $rules } ({ $how })

# The command line (tiebreak): help texts, usage and messages.
cli_warning = предупреждение:

# The command line (tiebreak): help texts, usage and messages.
# Variables: $count (a number choosing the plural form), $file (a file's name), $played, $rounds
# (round numbers).
cli_check_ok =
    { $count ->
        [one] { $file }: наред — { $count } играч, { $played } от { $rounds } кръга, всяка партия е записана еднакво и при двамата играчи
       *[other] { $file }: наред — { $count } играчи, { $played } от { $rounds } кръга, всяка партия е записана еднакво и при двамата играчи
    }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $score (a score
# (points)).
cli_calc_head = Картон по { $rules }: за Вашите противници се брои { $score }

# The command line (tiebreak): help texts, usage and messages.
cli_calc_items = Коефициент на Бухолц, кръг по кръг:

# The command line (tiebreak): help texts, usage and messages.
cli_error_empty-order = редът е празен: посочете допълнителен показател с --tiebreak

# The command line (tiebreak): help texts, usage and messages.
cli_error_same-player = посочете двама различни играчи

# The command line (tiebreak): help texts, usage and messages.
cli_error_live-after-round = --live и --after-round не могат заедно: --after-round K брои само кръгове 1 до K, --live и текущия кръг

# The command line (tiebreak): help texts, usage and messages.
cli_help_description = Допълнителни показатели за шахматни турнири по швейцарската и по кръговата система, с показани изчисления.

# The command line (tiebreak): help texts, usage and messages.
cli_help_version = показва версията и излиза

# The command line (tiebreak): help texts, usage and messages.
cli_help_notation = как са записани клетките на таблицата: standard (+W9, =B9, BYE) или uscf (таблица на US Chess: W5, D2, L4, X8, F8, B, H, U); по подразбиране: каквото казва файлът, иначе standard

# The command line (tiebreak): help texts, usage and messages.
# Variables: $langs.
cli_help_lang = език на изхода: { $langs } (по подразбиране: $TIEBREAK_LANG, иначе en)

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_help_rules = правила за неизиграните кръгове: { $names }

# The command line (tiebreak): help texts, usage and messages.
cli_help_order = ред на допълнителните показатели, напр. BH-C1,BH,SB

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_help_preset = готов ред на показателите с правила: { $names }

# The command line (tiebreak): help texts, usage and messages.
cli_help_after-round = класиране след кръг K (броят се само първите K кръга)

# The command line (tiebreak): help texts, usage and messages.
cli_help_unrated-rating = рейтинг за играчите без рейтинг при рейтинговите показатели (C.07 10)

# The command line (tiebreak): help texts, usage and messages.
cli_help_standings = таблица на класирането с колоните на допълнителните показатели

# The command line (tiebreak): help texts, usage and messages.
cli_help_file = турнир във формат tournament JSON, TRF-16 или CSV (или lichess:ID)

# The command line (tiebreak): help texts, usage and messages.
cli_help_explain-ties = след таблицата: обяснение на всяко равенство между съседи в класирането

# The command line (tiebreak): help texts, usage and messages.
cli_help_explain = стойностите на допълнителните показатели на един играч, кръг по кръг

# The command line (tiebreak): help texts, usage and messages.
cli_help_player = стартов номер или име

# The command line (tiebreak): help texts, usage and messages.
cli_help_short = показателите на играча в един абзац и защо е на това място

# The command line (tiebreak): help texts, usage and messages.
cli_help_tiebreak = един код (по подразбиране: всеки код от реда; с --format json – първият)

# The command line (tiebreak): help texts, usage and messages.
cli_help_why = кой критерий поставя един играч над друг

# The command line (tiebreak): help texts, usage and messages.
cli_help_check = проверка на файл: всеки проблем с неговия ред или клетка

# The command line (tiebreak): help texts, usage and messages.
cli_help_convert = записва турнира като tournament JSON или TRF-16

# The command line (tiebreak): help texts, usage and messages.
cli_help_output = файл за запис (по подразбиране: стандартният изход)

# The command line (tiebreak): help texts, usage and messages.
cli_help_calc = картонът на един играч, зададен като вектор от резултати

# The command line (tiebreak): help texts, usage and messages.
cli_error_needs-httpx = за четене от lichess е нужен httpx: pip install 'tiebreak[lichess]'

# The command line (tiebreak): help texts, usage and messages.
cli_help_lots = последните равенства се решават с жребий с този seed (цяло число; показателят LOTS, добавен в края на реда)

# The command line (tiebreak): help texts, usage and messages.
cli_help_single-winner = регламентът изисква един победител: предупреждение и изход с код 1, ако крайното класиране оставя 1. място поделено

# The command line (tiebreak): help texts, usage and messages.
# Variables: $count (a number choosing the plural form), $file (a file's name), $games, $round (a
# round number of the tournament).
cli_check_pending-first = { $file }: кръг { $round } тече: незавършени партии: { $count } от { $games } (информация, не грешка); още няма завършен кръг, standings --live брои завършените партии

# The command line (tiebreak): help texts, usage and messages.
# Variables: $after, $count (a number choosing the plural form), $file (a file's name), $games,
# $round (a round number of the tournament).
cli_check_pending =
    { $count ->
        [one] { $file }: кръг { $round } тече: { $count } от { $games } партии е без резултат (информация, не грешка); класирането брои кръгове от 1 до { $after }, standings --live добавя завършените партии
       *[other] { $file }: кръг { $round } тече: { $count } от { $games } партии са без резултат (информация, не грешка); класирането брои кръгове от 1 до { $after }, standings --live добавя завършените партии
    }

# The command line (tiebreak): help texts, usage and messages.
cli_help_live = временно класиране: добавя завършените партии от текущия кръг (партиите без резултат не носят нищо)

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_usage = употреба:

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_positionals = позиционни аргументи

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_options = опции

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_help = показва тази помощ и излиза

# The command line (tiebreak): help texts, usage and messages.
# Variables: $argument, $message.
cli_argparse_argument = аргумент { $argument }: { $message }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_required = липсват задължителни аргументи: { $names }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_unrecognized = неразпознати аргументи: { $names }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $choices, $value (a tie-break value (a number)).
cli_argparse_invalid-choice = невалиден избор: { $value } (изберете от: { $choices })

# The command line (tiebreak): help texts, usage and messages.
# Variables: $type, $value (a tie-break value (a number)).
cli_argparse_invalid-value = невалидна стойност от тип { $type }: { $value }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $value (a tie-break value (a number)).
cli_argparse_invalid-int = невалидна стойност { $value }: очаква се цяло число

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_expected-one = очаква се една стойност

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_expected-at-most-one = очаква се най-много една стойност

# The command line (tiebreak): help texts, usage and messages.
cli_argparse_expected-at-least-one = очаква се поне една стойност

# The command line (tiebreak): help texts, usage and messages.
# Variables: $matches, $option.
cli_argparse_ambiguous = двусмислена опция: { $option } може да означава { $matches }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_ignored-explicit = излишна стойност { $names }: тази опция не приема стойност

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_not-allowed = не може да се използва заедно с аргумента { $names }

# The command line (tiebreak): help texts, usage and messages.
# Variables: $names.
cli_argparse_one-of-required = задължителен е един от аргументите { $names }

# The command line (tiebreak): help texts, usage and messages.
cli_help_command = командата; всяка има собствена --help

# The command line (tiebreak): help texts, usage and messages.
cli_help_format = формат на изхода (по подразбиране: text)

# The command line (tiebreak): help texts, usage and messages.
cli_help_to = формат за запис на турнира: tournament JSON или TRF-16

# The command line (tiebreak): help texts, usage and messages.
cli_help_card = картонът на един играч (JSON, formats.md, раздел 3)

# The command line (tiebreak): help texts, usage and messages.
cli_help_player-a = играчът по-горе или този, който пита: стартов номер или име

# The command line (tiebreak): help texts, usage and messages.
cli_help_player-b = играчът по-долу (без него: сравнение с играчите точно над и под)

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_command = команда

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_file = файл

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_player = играч

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_player-a = играч_а

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_player-b = играч_б

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_card = картон

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_rules = ПРАВИЛА

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_order = РЕД

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_preset = ГОТОВ_РЕД

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_tiebreak = КОД

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_output = ИЗХОД

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_encoding = ИМЕ

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_dir = ПАПКА

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_own-opp = СВОИ:ПРОТИВНИК

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_pairs = ДВОЙКИ

# The command line (tiebreak): help texts, usage and messages.
cli_metavar_prizes = НАГРАДИ
