### Български (bg): the Google Sheets connector (tiebreak-sheets): notes, summaries, errors.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## Headers of our columns (a tie-break column is headed by its code)

# A column header the connector writes in the organiser's sheet.
sheets_header_rank = Място

# A short column header in the organiser's sheet: the points (score).
sheets_header_pts = Т.

# A column header in the organiser's sheet: the starting number.
sheets_header_no = №

# A column header the connector writes in the organiser's sheet.
sheets_header_name = Име

## The note on each of our headers ({mark} is tiebreak-sheets:, never translated)

# A note the connector writes on a cell of the organiser's sheet.
# Variables: $mark, $rules (a rule set's name such as fide-2026 (kept as it is)), $what.
sheets_note_header = { $mark } { $what }, правила { $rules }. Записва се от `tiebreak-sheets sync` и се презаписва при всяка синхронизация: не пишете в тази колона.

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_rank = място в класирането

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_pts = точки

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_no = стартов номер

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_name = играч

# A note the connector writes on a cell of the organiser's sheet.
# Variables: $code (a tie-break code such as BH (kept as it is)), $name (a name (a player, team or
# tournament)).
sheets_note_tiebreak = { $name } ({ $code }); бележката към всяка стойност го обяснява

# A note the connector writes on a cell of the organiser's sheet.
# Variables: $name (a name (a player, team or tournament)).
sheets_note_tiebreak-named = { $name }; бележката към всяка стойност го обяснява

## The summary line

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $order (tie-break codes in order, such as
# BH-C1, BH), $rules (a rule set's name such as fide-2026 (kept as it is)), $tab (a sheet tab's
# name), $title.
sheets_summary_head =
    { $count ->
        [one] { $title } ({ $tab }): { $count } играч, правила { $rules }, ред на показателите { $order }
       *[other] { $title } ({ $tab }): { $count } играчи, правила { $rules }, ред на показателите { $order }
    }

# The Google Sheets connector (tiebreak-sheets).
sheets_summary_points-only = (само точки)

# The Google Sheets connector (tiebreak-sheets).
# Variables: $head.
sheets_summary_up-to-date = { $head }; актуално

# The Google Sheets connector (tiebreak-sheets).
# Variables: $head.
sheets_summary_nothing-written = { $head }; актуално, нищо не е записано

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $head, $where.
sheets_summary_dry-run = { $head }; пробно изпълнение: за промяна { $cells } в { $where }, нищо не е записано

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $head, $requests, $where.
sheets_summary_changed = { $head }; променени: { $cells } в { $where } с { $requests }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_summary_cells =
    { $count ->
        [one] { $count } клетка
       *[other] { $count } клетки
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_summary_tab = лист { $tab }

# The Google Sheets connector (tiebreak-sheets).
sheets_summary_one-request = една заявка

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_summary_requests =
    { $count ->
        [one] { $count } заявка
       *[other] { $count } заявки
    }

## The dry-run listing

# The Google Sheets connector (tiebreak-sheets).
# Variables: $address, $new, $old.
# same-as-english
sheets_dry_change = { $address }: { $old } -> { $new }

# The Google Sheets connector (tiebreak-sheets).
sheets_dry_empty = празна

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change.
sheets_dry_note-removed = { $change }; бележката е премахната

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change, $first.
sheets_dry_note-set = { $change }; нова бележка: { $first }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change, $first.
sheets_dry_note-updated = { $change }; променена бележка: { $first }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $change, $count (a number choosing the plural form).
sheets_dry_more-lines =
    { $count ->
        [one] { $change } (+{ $count } ред)
       *[other] { $change } (+{ $count } реда)
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_dry_create-tab = създаване на лист { $tab }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_dry_add-columns =
    { $count ->
        [one] добавяне на { $count } колона към лист { $tab }
       *[other] добавяне на { $count } колони към лист { $tab }
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_dry_add-rows =
    { $count ->
        [one] добавяне на { $count } ред към лист { $tab }
       *[other] добавяне на { $count } реда към лист { $tab }
    }

## What a cell holds (in the dry run and in conflicts)

# The Google Sheets connector (tiebreak-sheets).
sheets_cell_nothing = нищо

# The Google Sheets connector (tiebreak-sheets).
# Variables: $note.
sheets_cell_note = бележка { $note }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $formula.
sheets_cell_formula = формулата { $formula }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $note, $what.
sheets_cell_with-note = { $what } с бележката { $note }

## Errors

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $count (a number choosing the plural form).
sheets_error_conflict =
    { $count ->
        [one] нищо не е записано: { $count } клетка, която синхронизацията би презаписала, съдържа данни, които тя не е записала: { $cells }. Преместете я или я изчистете, или изберете друга цел (--target standings-tab).
       *[other] нищо не е записано: { $count } клетки, които синхронизацията би презаписала, съдържат данни, които тя не е записала: { $cells }. Преместете ги или ги изчистете, или изберете друга цел (--target standings-tab).
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $what, $where.
sheets_error_conflict-cell = { $where } съдържа { $what }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $count (a number choosing the plural form).
sheets_error_conflict-more = { $cells } (и още { $count })

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_error_busy = лист { $tab } се променяше по време на синхронизацията (опити: { $count }); нищо не е записано. Пуснете синхронизацията отново, когато промените приключат.

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $tab (a sheet tab's name).
sheets_error_busy-written = лист { $tab } се променяше по време на синхронизацията (опити: { $count }); последното записване може да е поставило стойности на редове, които междувременно са се преместили. Пуснете синхронизацията отново, когато промените приключат.

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_error_no-player-rows = лист { $tab } е списък на двойките без списък на играчите, затова няма редове на играчи, до които да се пише: използвайте --target standings-tab или добавете лист 'Players' със списъка на играчите

## The command line

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_cli_problems =
    { $count ->
        [one] таблицата има { $count } проблем; нищо не е записано:
       *[other] таблицата има { $count } проблема; нищо не е записано:
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $value (a tie-break value (a number)).
sheets_cli_bad-interval = брой секунди, по-голям от 0, а не { $value }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $module.
sheets_cli_not-installed = библиотеките за Google Sheets не са инсталирани (няма модул { $module }): изпълнете pip install '.[sheets]' в папката на tiebreak

## The arbiter's leftovers: withdrawn players, lots seed, single winner

# A column header the connector writes in the organiser's sheet.
# (sheets_addon/writer.py, sheets_addon/sheet_settings.py) -----------------------------
sheets_header_note = Бележка

# A note the connector writes on a cell of the organiser's sheet.
sheets_note_note = оттегляне от турнира: след кой кръг се е оттеглил играчът

## Watch --- (tiebreak-sheets watch, part 3: sheets_addon/watch.py)

# The Google Sheets connector (tiebreak-sheets).
# Variables: $seconds (a number of seconds).
sheets_watch_start = следя таблицата: едно четене на всеки { $seconds } s, синхронизация при промяна на резултатите; Ctrl-C спира

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $finished, $round (a round number of the
# tournament).
sheets_watch_round =
    { $count ->
        [one] кръг { $round }: { $finished } от { $count } партия
       *[other] кръг { $round }: { $finished } от { $count } партии
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $round (a round number of the tournament).
sheets_watch_after = след кръг { $round }

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_no-round = още няма резултати

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $where.
sheets_watch_wrote = { $where }; записани: { $cells }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $where.
sheets_watch_unchanged = { $where }; няма какво да се променя

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $where.
sheets_watch_would-write = { $where }; за промяна { $cells } (пробно изпълнение)

# The Google Sheets connector (tiebreak-sheets).
# Variables: $error.
sheets_watch_waiting = нищо не е записано, чакам да се реши: { $error }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_watch_problems =
    { $count ->
        [one] таблицата има { $count } проблем; нищо не е записано, чакам поправка:
       *[other] таблицата има { $count } проблема; нищо не е записано, чакам поправка:
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $seconds (a number of seconds), $why (the reason, another message).
sheets_watch_unavailable = Google Sheets не отговаря ({ $why }); следващо четене след { $seconds } s

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_no-answer = няма връзка

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_back = Google Sheets отговаря отново

# The Google Sheets connector (tiebreak-sheets).
# Variables: $seconds (a number of seconds), $state, $time.
sheets_watch_status = четене в { $time }: { $state }; следващо четене след { $seconds } s

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_state-blocked = чакам поправка на таблицата

# The Google Sheets connector (tiebreak-sheets).
sheets_watch_state-offline = Google Sheets не отговаря

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cells, $reads, $writes.
sheets_watch_stopped = спряно: { $reads }, { $writes }, променени { $cells }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_watch_reads =
    { $count ->
        [one] { $count } четене
       *[other] { $count } четения
    }

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form).
sheets_watch_writes =
    { $count ->
        [one] { $count } запис
       *[other] { $count } записа
    }

# The Google Sheets connector (tiebreak-sheets).
sheets_team_header_team = Отбор

# A column header: match points, abbreviated.
# same-as-english
sheets_team_header_mp = MP

# A column header: game points, abbreviated.
# same-as-english
sheets_team_header_gp = GP

# The Google Sheets connector (tiebreak-sheets).
# Variables: $score (a score (points)).
sheets_team_note_rank = място на отбора: по { $score }, след това по реда на показателите

# The Google Sheets connector (tiebreak-sheets).
sheets_team_note_no = номер на отбора

# The Google Sheets connector (tiebreak-sheets).
sheets_team_note_team = отбор

# The Google Sheets connector (tiebreak-sheets).
# Variables: $draw, $loss, $win.
sheets_team_note_mp = точки за мачове: { $win } за спечелен мач, { $draw } за равен, { $loss } за загубен

# The Google Sheets connector (tiebreak-sheets).
sheets_team_note_gp = точки за партии: точките на отбора по дъските

# The Google Sheets connector (tiebreak-sheets).
# Variables: $count (a number choosing the plural form), $order (tie-break codes in order, such as
# BH-C1, BH), $rules (a rule set's name such as fide-2026 (kept as it is)), $score (a score
# (points)), $tab (a sheet tab's name), $title.
sheets_team_summary_head =
    { $count ->
        [one] { $title } ({ $tab }): { $count } отбор, правила { $rules }, подредени по { $score }, ред на показателите { $order }
       *[other] { $title } ({ $tab }): { $count } отбора, правила { $rules }, подредени по { $score }, ред на показателите { $order }
    }

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_mpvgp = другият резултат (точки за партии при подреждане по точки за мачове и обратно)

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_bh = Бухолц на противниковите отбори

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_fb = Fore Бухолц на противниковите отбори

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_aob = средният Бухолц на противниковите отбори

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_emmsb = разширен Зонеборн-Бергер: MP на противника × собствени MP

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_emgsb = разширен Зонеборн-Бергер: MP на противника × собствени GP

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_egmsb = разширен Зонеборн-Бергер: GP на противника × собствени MP

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_eggsb = разширен Зонеборн-Бергер: GP на противника × собствени GP

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_ps = прогресивен резултат

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_win = спечелени мачове

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_de = пряка среща

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_ede = разширена пряка среща

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edet = разширена пряка среща, след това резултатите по първите дъски

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edeb = разширена пряка среща, след това отпадане на дъски

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edebt = разширена пряка среща, сбор по дъски, след това резултатите по първите дъски

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_edebb = разширена пряка среща, сбор по дъски, след това отпадане на дъски

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_sssc = вторият резултат плюс Бухолц, разделен на коефициент

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_bc = сбор по дъски, по-малкото е по-добро

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_tbr = резултати по дъски: GP на 1. дъска, на 2., …

# The Google Sheets connector (tiebreak-sheets).
sheets_team_tb_bbe = отпадане на дъски: GP без последната дъска, без последните две, …

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cell (a cell's address, such as B7).
sheets_settings_no-room = { $cell } пречи на новия ред на блока с настройки: изчистете я или преместете блока.

# The Google Sheets connector (tiebreak-sheets).
# Variables: $cell (a cell's address, such as B7), $tab (a sheet tab's name).
sheets_settings_written = { $tab }: блокът с настройки е записан (от { $cell }).

# The Google Sheets connector (tiebreak-sheets).
# Variables: $tab (a sheet tab's name).
sheets_settings_unchanged = { $tab }: блокът с настройки вече казва това; нищо не е записано.

## The command line's help (tiebreak-sheets --help)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the command's description, above its options.
sheets_cli_help_description = Изчислява допълнителните показатели за таблица с резултати в Google Sheets и ги записва обратно до данните на организатора (или в лист с класирането), с обяснение на всяка стойност в бележка към клетката.

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the subcommand sync.
sheets_cli_help_sync = прочита таблицата, изчислява класирането и го записва обратно

# The help of the command tiebreak-sheets (tiebreak-sheets --help): sync's option --live.
sheets_cli_help_sync-live = докато кръгът тече, брои и завършените му партии (временни стойности, отбелязано в бележките на заглавията; по подразбиране: след последния завършен кръг)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the subcommand watch.
sheets_cli_help_watch = прочита таблицата през всеки интервал и синхронизира при всяка промяна на резултатите, с временни стойности, докато кръгът тече (Ctrl-C спира)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): watch's option --interval.
# Variables: $seconds (a number of seconds).
sheets_cli_help_interval = секунди между две четения на таблицата (по подразбиране: { $seconds })

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the subcommand report.
sheets_cli_help_report = записва страницата с класирането на таблицата, която се обяснява сама (един HTML файл); в таблицата нищо не се записва

# The help of the command tiebreak-sheets (tiebreak-sheets --help): report's option --after-round (K is the metavariable, a round's number).
sheets_cli_help_after-round = класирането, каквото беше след кръг K

# The help of the command tiebreak-sheets (tiebreak-sheets --help): report's option --live.
sheets_cli_help_report-live = брои завършените партии от текущия кръг (временно, отбелязано на страницата)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the argument SHEET_URL_OR_KEY.
sheets_cli_help_sheet = адресът (URL) на таблицата или нейният ключ (дългият код в адреса)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --worksheet (a tab of the spreadsheet).
sheets_cli_help_worksheet = листът с резултатите (по подразбиране: листът от адреса, иначе първият лист)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --rules.
sheets_cli_help_rules = набор от правила, напр. fide-2026 (по подразбиране: блокът с настройки Tiebreak в таблицата, иначе fide)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --order.
sheets_cli_help_order = ред на допълнителните показатели, напр. BH-C1,BH,SB (по подразбиране: блокът с настройки, иначе готовият ред на FIDE)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --target (its values columns and standings-tab stay as they are).
sheets_cli_help_target = къде да се записва (по подразбиране: блокът с настройки, иначе колони до редовете на играчите или лист с класирането за списък с двойки)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): sync's and watch's option --dry-run.
sheets_cli_help_dry-run = извежда точно клетките, които биха се променили, и нищо не записва

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --lang ($TIEBREAK_LANG, an environment variable, stays as it is; Language is the name of a setting in the sheet).
# Variables: $langs (the language codes).
sheets_cli_help_lang = език на заглавията, бележките и съобщенията, когато блокът с настройки на таблицата няма Language: { $langs } (по подразбиране: езиковата настройка на таблицата, иначе en); тази помощ и собствените съобщения на командата: --lang, иначе $TIEBREAK_LANG, иначе en

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --credentials ($GOOGLE_APPLICATION_CREDENTIALS, an environment variable, stays as it is).
sheets_cli_help_credentials = ключ на служебния акаунт (service account; по подразбиране: $GOOGLE_APPLICATION_CREDENTIALS)

# The help of the command tiebreak-sheets (tiebreak-sheets --help): the option --oauth.
sheets_cli_help_oauth = вместо това влиза с личен профил в Google през браузъра
