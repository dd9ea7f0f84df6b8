### Български (bg): the Discord bot's replies, buttons and command descriptions (Discord Markdown).
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_encoding = Кодирането на файла, ако не е UTF-8: cp1250, iso-8859-2, cp1251, cp1252, cp1254…

## Shared

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $title.
bot_continued = { $title } (продължение)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_kind_file = файл

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# same-as-english
bot_kind_lichess = lichess

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_kind_sheet = Google таблица

# The label of a button under a bot reply.
bot_button_previous = ◀ Предишна

# The label of a button under a bot reply.
bot_button_next = Следваща ▶

## /standings

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# same-as-english
bot_standings_column_rank = #

# A short column header: the starting number, not the word no.
bot_standings_column_no = №

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_standings_column_name = Име

# A short column header: the points (score).
bot_standings_column_pts = Т.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
bot_standings_title = { $name }: класиране след кръг { $round }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)).
bot_standings_rules = Правила `{ $rules }` · ред на показателите: { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_standings_warnings =
    { $count ->
        [one] ⚠️ { $count } предупреждение: вижте `/rules`
       *[other] ⚠️ { $count } предупреждения: вижте `/rules`
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $page (a page number), $pages (the number
# of pages), $slug (a tournament's short name (kept as it is)).
bot_standings_footer =
    { $count ->
        [one] Страница { $page }/{ $pages } · { $count } играч · турнир `{ $slug }`
       *[other] Страница { $page }/{ $pages } · { $count } играчи · турнир `{ $slug }`
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_standings_moved-title = Класиране

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_standings_moved =
    { $count ->
        [one] Класирането се промени: вече има { $count } страница и това е последната.
       *[other] Класирането се промени: вече има { $count } страници и това е последната.
    }

## /buchholz, /tiebreak, /why

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament).
bot_explain_round = **Кръг { $round }**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)).
bot_explain_versus = срещу { $name } ({ $id })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $code (a tie-break code such as BH (kept as it is)), $rules (a rule set's name such as
# fide-2026 (kept as it is)), $value (a tie-break value (a number)).
bot_explain_head = **{ $code } = { $value }** по `{ $rules }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $code (a tie-break code such as BH (kept as it is)), $id, $player (a player's name).
bot_explain_title = { $code } на { $player } ({ $id })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament), $tournament.
bot_explain_footer = { $tournament } · след кръг { $round }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)), $rank (a place in the standings),
# $score (a score (points)).
bot_entrant_line = **{ $name }** ({ $id }): място { $rank }, { $score }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $rank (a place in the standings).
bot_why_place-title = Защо { $name } е на { $rank } място

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $above, $below.
bot_why_title = Защо { $above } е над { $below }

## /player

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $players, $rank (a place in the standings),
# $round (a round number of the tournament).
bot_player_head =
    { $count ->
        [one] Място **{ $rank }** от { $players } · **{ $count }** точка след кръг { $round }
       *[other] Място **{ $rank }** от { $players } · **{ $count }** точки след кръг { $round }
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rating.
bot_player_rating = рейтинг { $rating }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_unrated = без рейтинг

# The player had the white pieces in that game.
bot_player_white = (с белите)

# The player had the black pieces in that game.
bot_player_black = (с черните)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_won = победа

# Said of a game: the player drew it (neither side won).
bot_player_drew = реми

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_lost = загуба

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_won-forfeit = победа по подразбиране

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_lost-forfeit = загуба по подразбиране

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $colour, $opponent (an opponent's name), $result, $round (a round number of the
# tournament), $score (a score (points)).
bot_player_game = **Кръг { $round }** { $result } срещу { $opponent }{ $colour } · { $score }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $result, $round (a round number of the tournament), $score (a score (points)).
bot_player_unpaired = **Кръг { $round }** { $result } · { $score }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_player_tiebreaks = **Допълнителни показатели** (`/tiebreak` показва сметката):

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)), $tournament.
bot_player_footer = { $tournament } · правила { $rules }

## /rules, /tournament settings

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_rules_title = Правила за { $name }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)).
bot_rules_rule-set = Правила: `{ $rules }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $rules (a rule set's name such as fide-2026 (kept as it is)).
bot_rules_rule-set-default = Правила: `{ $rules }` (по подразбиране)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH).
bot_rules_order = Ред на показателите: { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH).
bot_rules_order-default = Ред на показателите: { $order } (по подразбиране)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $kind, $source.
bot_rules_source = Източник: { $source } ({ $kind })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $counted, $rounds (round numbers).
bot_rules_rounds = Отчетени кръгове: { $counted } от { $rounds }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_rules_warnings = **Предупреждения**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_rules_no-warnings = Няма предупреждения.

## Organisers

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_summary_title-linked = Турнирът е свързан

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_summary_title = Турнир

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_summary_linked = **{ $name }** е свързан като `{ $slug }` (активният турнир).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_summary_using = Вече се използва **{ $name }** като `{ $slug }` (активният турнир).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_summary_synced = **{ $name }** е прочетен отново като `{ $slug }` (активният турнир).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $counted, $order (tie-break codes in order,
# such as BH-C1, BH), $rounds (round numbers), $rules (a rule set's name such as fide-2026 (kept as
# it is)).
bot_summary_counts =
    { $count ->
        [one] { $count } играч, { $counted } от { $rounds } кръга; правила `{ $rules }`, ред на показателите: { $order }.
       *[other] { $count } играчи, { $counted } от { $rounds } кръга; правила `{ $rules }`, ред на показателите: { $order }.
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $kind, $source.
bot_summary_source = Източник: { $source } ({ $kind }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_summary_warnings =
    { $count ->
        [one] ⚠️ { $count } предупреждение: вижте `/rules`.
       *[other] ⚠️ { $count } предупреждения: вижте `/rules`.
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $note.
bot_summary_sheet = Таблица: { $note }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_list_title = Свързани турнири

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $kind, $mark, $name (a name (a player, team or tournament)), $order (tie-break codes in
# order, such as BH-C1, BH), $read, $rules (a rule set's name such as fide-2026 (kept as it is)),
# $slug (a tournament's short name (kept as it is)), $source.
bot_list_line = { $mark } `{ $slug }`: { $name } ({ $kind }: { $source }; правила { $rules }, ред { $order }; прочетен { $read })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_choice_default = по подразбиране (default)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_list_default = по подразбиране

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_list_none = Все още няма: използвайте `/tournament link`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_unlink_title = Връзката с турнира е премахната

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $after, $name (a name (a player, team or tournament)), $slug (a tournament's short name
# (kept as it is)).
bot_unlink_done = Връзката с `{ $slug }` ({ $name }) е премахната. { $after }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_unlink_active = Активният турнир вече е `{ $slug }`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_unlink_none = Вече няма свързан турнир.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_role_title = Роля на организаторите

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $role.
bot_role_set = Членовете с { $role } вече могат да използват командите за организатори.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_role_cleared = Командите за организатори вече могат да използват само членове с правото „Управление на сървъра“.

## Errors

# An error the Discord bot replies (Discord Markdown).
bot_error_title = Не се получи

# An error the Discord bot replies (Discord Markdown).
# Variables: $query.
bot_error_no-player = Няма играч, който да отговаря на **{ $query }**.

# An error the Discord bot replies (Discord Markdown).
# Variables: $players.
bot_error_did-you-mean = Имахте предвид: { $players }?

# An error the Discord bot replies (Discord Markdown).
# Variables: $players, $query.
bot_error_ambiguous = **{ $query }** отговаря на няколко играчи: { $players }. Изберете един от списъка или напишете повече от името.

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form).
bot_error_unreadable =
    { $count ->
        [one] Турнирът не може да бъде прочетен ({ $count } проблем):
       *[other] Турнирът не може да бъде прочетен ({ $count } проблема):
    }

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form).
bot_error_more = … и още { $count }.

# An error the Discord bot replies (Discord Markdown).
bot_error_cooldown-title = По-бавно

# An error the Discord bot replies (Discord Markdown).
# Variables: $seconds (a number of seconds).
bot_error_cooldown = Командата е временно ограничена. Опитайте отново след { $seconds } с.

# An error the Discord bot replies (Discord Markdown).
bot_error_stale-command = Тази команда се е променила, откакто Discord Ви я показа. Опитайте отново след минута или презаредете Discord (Ctrl+R).

# An error the Discord bot replies (Discord Markdown).
bot_error_stale-button = Този бутон е остарял: изпълнете отново `/standings`.

# An error the Discord bot replies (Discord Markdown).
bot_error_dm = Тази команда работи в сървър, не в лични съобщения.

# An error the Discord bot replies (Discord Markdown).
bot_error_unexpected-title = Нещо се обърка

# An error the Discord bot replies (Discord Markdown).
bot_error_unexpected = Ботът срещна неочакван проблем; той е записан.

# An error the Discord bot replies (Discord Markdown).
# Variables: $slug (a tournament's short name (kept as it is)), $when.
bot_error_kept = Запазено е класирането на `{ $slug }`, както е прочетено { $when }; източникът сега отговаря:

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_kept-title = Запазено е последното добро четене

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $reason, $when.
bot_live_kept = Запазено е класирането, както е прочетено { $when }; източникът сега отговаря: { $reason }

# An error the Discord bot replies (Discord Markdown).
bot_error_store-down = Базата данни на бота не отговаря; опитайте отново след минута.

# An error the Discord bot replies (Discord Markdown).
bot_error_store-failed = Базата данни на бота даде грешка; операторът на бота има подробностите. Опитайте отново след минута.

# An error the Discord bot replies (Discord Markdown).
bot_error_work-limit-title = Спряно

# An error the Discord bot replies (Discord Markdown).
# Variables: $seconds (a number of seconds).
bot_error_work-limit = Спряно след { $seconds } s: този отговор отнема повече, отколкото ботът дава на един въпрос, за да продължи да отговаря на всички останали. Попитайте за по-малка част (играч, по-ранен кръг) или използвайте командния ред (`tiebreak`).

# An error the Discord bot replies (Discord Markdown).
bot_error_busy = Ботът още работи по последните въпроси на този сървър; опитайте отново след малко.

# An error the Discord bot replies (Discord Markdown).
bot_error_no-tournament = В този сървър все още няма свързан турнир. Организатор може да свърже турнир с `/tournament link` (URL на Google таблица, URL на швейцарски турнир в lichess или прикачен файл TRF/JSON/CSV).

# An error the Discord bot replies (Discord Markdown).
# Variables: $key, $known.
bot_error_unknown-tournament = Няма свързан турнир с име „{ $key }“. Свързани тук: { $known }.

# An error the Discord bot replies (Discord Markdown).
bot_error_none-linked = няма

# An error the Discord bot replies (Discord Markdown).
bot_error_not-organiser = Само организатори могат да правят това: нужно е правото „Управление на сървъра“.

# An error the Discord bot replies (Discord Markdown).
# Variables: $role.
bot_error_not-organiser-role = Само организатори могат да правят това: нужно е правото „Управление на сървъра“ или ролята { $role }.

# An error the Discord bot replies (Discord Markdown).
# Variables: $id, $name (a name (a player, team or tournament)).
bot_error_same-player = Изберете двама различни играчи: и двете опции сочат { $name } ({ $id }).

# An error the Discord bot replies (Discord Markdown).
bot_error_one-source = Посочете точно един източник: `url` (Google таблица или швейцарски турнир в lichess) или `file` (прикачен файл TRF, JSON или CSV).

# An error the Discord bot replies (Discord Markdown).
# Variables: $reason, $source.
bot_error_source = Грешка при четене на { $source }: { $reason }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_too-large = файлът е твърде голям

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $mb.
bot_source_larger-than = файлът е по-голям от { $mb } MB

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_bad-url = очаква се URL на Google таблица (https://docs.google.com/spreadsheets/d/...) или URL на швейцарски турнир в lichess (https://lichess.org/swiss/<8 знака>), или прикачете файл TRF, JSON или CSV

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_binary = не е файл tournament JSON, TRF или CSV (двоичен е)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_no-lichess = импортът от lichess не е инсталиран (pip install 'tiebreak[lichess]')

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $error.
bot_source_lichess-down = lichess не отговори ({ $error })

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_the-sheet = Google таблицата

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_source_no-sheets = модулът за Google таблици не е инсталиран (pip install 'tiebreak[sheets]')

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $error.
bot_source_no-credentials = ботът няма използваеми данни за достъп до Google: който поддържа бота, задава GOOGLE_APPLICATION_CREDENTIALS на файл с ключ на служебен акаунт, а таблицата се споделя с този акаунт ({ $error })

## Command descriptions (Discord: at most 100 characters)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_standings = Показва класирането: точките и колоните на показателите в действащия ред.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_player = Показва картата на играч (кръг, цвят, противник, резултат) и показателите му.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_rules = Показва правилата, реда на допълнителните показатели и предупрежденията.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_buchholz = Показва коефициента на Бухолц по кръгове: точките на всеки противник и защо.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tiebreak = Показва как е изчислен даден допълнителен показател на играч, ред по ред.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_why = Показва кой критерий е поставил единия играч над другия, и за двамата.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament = Свързване на турнири с този сървър и избор на правилата (организатори).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_link = Свързва турнир (таблица, швейцарски турнир в lichess или файл); той става активен.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_use = Прави друг свързан турнир активен.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_list = Изброява турнирите, свързани с този сървър.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_unlink = Премахва връзката с турнир (източникът му не се променя).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_settings = Задава правилата и реда на показателите (без параметри ги показва).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_organiser-role = Избира ролята, чиито членове могат да свързват и настройват турнири.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_sync = Прочита отново източника на турнира (и записва показателите обратно в таблицата).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_page = Страница от таблицата (20 играчи на страница)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_tournament = Свързан турнир, различен от активния

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_after-round = Класирането, каквото е било след този кръг

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_player = Име или стартов номер

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_variant = Пълен, съкратен-1, съкратен-2, медиана-1 или медиана-2 (по подразбиране: пълен)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_code = Код на показател, напр. SB, PS, ARO, BH-C1, DE

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_player-a = Единият играч

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_player-b = Другият играч (без него: защо първият е на това място?)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_url = URL на Google таблица или на швейцарски турнир в lichess

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_file = Или прикачете файл TRF, tournament JSON, CSV или Excel (.xlsx)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_use = Свързаният турнир, който да стане активен

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_unlink = Свързаният турнир, чиято връзка да се премахне

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_rules = Правила за неизиграните кръгове (по подразбиране: FIDE според датата)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_order = Кодове на показатели, разделени със запетаи, или 'default'

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_role = Членовете с тази роля могат да използват командите за организатори (празно: изчистване)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_addon-token = Създава токен за менюто Tiebreak в свързаната таблица на Google (виждате го само вие).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_addon-token_title = Токен за менюто Tiebreak

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $sheet, $slug (a tournament's short name
# (kept as it is)).
bot_addon-token_made = Нов токен на услугата Tiebreak за таблицата на Google на **{ $name }** (`{ $slug }`), валиден само за нея (`{ $sheet }`). Показва се веднъж и само на вас:

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_addon-token_paste = В таблицата отворете **Tiebreak > Настройки**, поставете го като токен на тази таблица заедно с адреса на услугата и запазете.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id.
bot_addon-token_revoke = Който поддържа услугата, може да го види и отмени: `tiebreak-serve token list`, `tiebreak-serve token revoke { $id }`.

# An error the Discord bot replies (Discord Markdown).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_error_addon-token-not-sheet = `{ $slug }` не е таблица на Google: менюто Tiebreak е в таблица на Google. Свържете такава с `/tournament link url:`.

# An error the Discord bot replies (Discord Markdown).
bot_error_addon-token-no-store = Този бот още не създава токени за менюто Tiebreak: който поддържа бота, задава `TIEBREAK_SERVE_DATABASE_URL` към хранилището за токени на `tiebreak-serve` (неговия `DATABASE_URL` или `sqlite:///` и пътя до файла му `TIEBREAK_SERVE_DB`) и рестартира бота (docs/addon-setup.md).

# An error the Discord bot replies (Discord Markdown).
bot_error_addon-token-store = Хранилището за токени на услугата Tiebreak не може да се използва в момента; не е създаден токен. Който поддържа бота, ще намери причината в дневника му.

## /prizes, /tournament prizes

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)), $places, $points (a number of
# points), $prize.
# same-as-english
bot_prizes_share = **{ $places }** · { $name } ({ $id }), { $points }: **{ $prize }**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $place, $text.
# same-as-english
bot_prizes_unawarded = **{ $place }** · { $text }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)), $prize.
# same-as-english
bot_prizes_total-line = { $name } ({ $id }): **{ $prize }**

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament), $slug (a tournament's short name (kept as it
# is)), $source, $tournament.
bot_prizes_footer = { $tournament } · след кръг { $round } · награден фонд { $source } · турнир { $slug }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_prizes_set-title = Наградният фонд е зададен

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)), $source.
bot_prizes_set = Наградният фонд { $source } е зададен за **{ $name }** (`{ $slug }`).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $money.
bot_prizes_set-counts =
    { $count ->
        [one] { $count } категория; по текущото класиране се изплащат { $money }.
       *[other] { $count } категории; по текущото класиране се изплащат { $money }.
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_prizes_set-warnings =
    { $count ->
        [one] ⚠️ { $count } предупреждение: вижте `/prizes`.
       *[other] ⚠️ { $count } предупреждения: вижте `/prizes`.
    }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_prizes_set-see = Всеки вече може да види с `/prizes` кой какво получава, с обяснение на всяка награда.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_prizes_cleared-title = Наградният фонд е премахнат

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $slug (a tournament's short name (kept
# as it is)).
bot_prizes_cleared = **{ $name }** (`{ $slug }`) вече няма награден фонд.

# An error the Discord bot replies (Discord Markdown).
bot_error_prizes-file = Прикачете наградния фонд като `file` или задайте `clear: True`, за да го премахнете (едното от двете).

# An error the Discord bot replies (Discord Markdown).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_error_no-prizes = `{ $slug }` все още няма награден фонд. Организатор го задава с `/tournament prizes` (JSON файл tiebreak-prizes/1, вижте docs/prizes.md).

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form).
bot_error_prizes-unreadable =
    { $count ->
        [one] Наградният фонд не може да бъде използван ({ $count } проблем):
       *[other] Наградният фонд не може да бъде използван ({ $count } проблема):
    }

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_prizes = Показва кой каква награда получава, с обяснение на всяка (поделени места, категории).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_prizes = Задава наградния фонд на турнира; после всеки вижда с /prizes кой какво получава.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_prizes-clear = Вместо това премахва наградния фонд на турнира

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_prizes-file = Наградният фонд: JSON файл tiebreak-prizes/1

## /compare (bot helper botcompare)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $column (a column's name), $letter.
# same-as-english
bot_compare_column = **{ $letter }** { $column }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $column (a column's name), $letter.
bot_compare_column_in-force = **{ $letter }** { $column } (на този турнир)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $columns, $order (tie-break codes in order, such as BH-C1, BH).
bot_compare_by-rules = Правила: { $columns } · ред на показателите: { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $columns, $rules (a rule set's name such as fide-2026 (kept as it is)).
bot_compare_by-orders = Ред на показателите по { $rules }: { $columns }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $mark.
bot_compare_legend = `{ $mark }` мястото се променя (защо: по-долу) · `=` поделено място · първо подиумът и равенствата

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $cause, $id, $name (a name (a player, team or tournament)), $ranks.
bot_compare_move = **{ $name }** ({ $id }), места { $ranks }: { $cause }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $code (a tie-break code such as BH (kept as it is)), $columns, $text.
# same-as-english
bot_compare_warning = ⚠️ { $columns } `{ $code }`: { $text }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_compare_more-warnings = …и още предупреждения: { $count }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $slug (a tournament's short name (kept as
# it is)).
bot_compare_footer = Играчи: { $count } · турнир { $slug }

# An error the Discord bot replies (Discord Markdown).
bot_error_compare-both = Сравнете няколко правила при един ред на показателите или няколко реда при едни правила: с `orders` посочете в `rules` най-много едни правила.

# An error the Discord bot replies (Discord Markdown).
# Variables: $count (a number choosing the plural form), $max.
bot_error_compare-too-many = Твърде много за показване едно до друго ({ $count }): посочете най-много { $max } правила или реда.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_compare = Показва кой сменя мястото си при други правила или ред на показателите, и защо.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_compare-rules = Правила, разделени със запетаи (по подразбиране: текущите срещу другите издания на FIDE и US Chess)

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_compare-orders = Редове на показателите, разделени с ';' (един ред: срещу реда на турнира)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_compare_more-moves = …и още играчи, които сменят мястото си: { $count }. Местата им са в таблицата; `/why` обяснява реда на всеки двама играчи, а `/compare` с две правила или реда дава по-кратки причини.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $file (a file's name).
bot_compare_in-file = Цялата таблица и всички причини: приложеният файл `{ $file }`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form).
bot_compare_warnings-in-file = ⚠️ Предупреждения: { $count }, изброени във файла.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament).
bot_standings_withdrawn-mark = отт. { $round }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_standings_withdrawn-legend = отт. N: оттегляне от турнира след кръг N

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_whatif = Показва къде може да завърши състезател след този кръг при победа, реми или загуба.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_whatif-pairings = Сдвояването на следващия кръг, ако няма партия без резултат: бели-черни (12-7,3-5)

# An error the Discord bot replies (Discord Markdown).
# Variables: $next.
bot_error_whatif-nothing-pending = В този турнир няма партия без резултат, така че никой кръг не тече. Въведете сдвояването на кръг { $next } в `pairings` (стартови номера бели-черни, например `12-7,3-5`) или използвайте `/sync`, след като кръгът е сдвоен в източника.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $index.
bot_whatif_where = опцията pairings, двойка { $index }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament), $slug (a tournament's short name (kept as it
# is)).
bot_whatif_footer = Кръг { $round } · турнир { $slug }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
bot_live_title-provisional = { $name }: временно класиране, тече кръг { $round }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_following = На живо: това съобщение следи резултатите

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $round (a round number of the tournament).
bot_live_round-complete = Кръг { $round } завърши

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_live_more = Всички редове и допълнителни показатели: `/standings tournament:{ $slug }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_started-title = Класиране на живо

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel, $name (a name (a player, team or tournament)).
bot_live_started = Класирането на **{ $name }** е на живо в { $channel }: едно съобщение се редактира с идването на резултатите, а всеки завършен кръг получава кратко ново съобщение.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $seconds (a number of seconds).
bot_live_follows-source = Източникът се чете отново на всеки { $seconds } s.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_follows-file = Файлът не се чете отново: свържете го пак (или `/sync`) и съобщението ще се обнови.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_write-back-on = Обратен запис: включен (докато е на живо, колоните с допълнителни показатели също се записват в таблицата)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_write-back-off = Обратен запис: изключен (`/tournament settings write_back:on` записва обратно в таблица на живо)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_stopped-title = Класирането на живо е спряно

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel, $name (a name (a player, team or tournament)).
bot_live_stopped = **{ $name }** вече не е на живо в { $channel }; последното съобщение остава както беше.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_live_need-channel = Посочете канал за класирането (`channel:`) или го спрете с `off:True`, не и двете.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_live_not-live = Турнирът `{ $slug }` не е на живо в този сървър: пуснете го с `/tournament live channel:`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel.
bot_live_cannot-post = Не мога да пиша в { $channel }: дайте ми там права Преглед на канала, Изпращане на съобщения и Вграждане на връзки.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_tournament_live = Публикува класирането в канал и поддържа съобщението актуално с идването на резултатите.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_live-channel = Каналът, в който класирането да се поддържа актуално

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_live-off = Вместо това спира класирането на живо

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_write-back = Докато е на живо, записва и колоните с показатели в таблицата

# A choice of a bot command option: switched on.
bot_cmd_choice_on = включено

# A choice of a bot command option: switched off.
bot_cmd_choice_off = изключено

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_cmd_team = Отбор от отборно състезание: име или номер

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_cmd_team-a = Единият отбор (отборни състезания)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_cmd_team-b = Другият отбор (отборни състезания)

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_team_error_player-command = **{ $name }** е отборно състезание: класирането му подрежда отбори, а играчите в него нямат собствени допълнителни показатели. Питайте за отбори: `/standings`, `/tiebreak team:… code:…`, `/why team_a:… team_b:…`, `/whatif team:…`.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_team_error_not-team-event = **{ $name }** не е отборно състезание: посочете играчи (`player`, `player_a`, `player_b`), не отбори.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $query.
bot_team_error_no-team = Няма отбор, който да отговаря на **{ $query }**.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $query, $teams.
bot_team_error_no-team-close = Няма отбор, който да отговаря на **{ $query }**. Имахте предвид: { $teams }?

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $query, $teams.
bot_team_error_ambiguous = **{ $query }** отговаря на няколко отбора: { $teams }. Напишете повече от името или номера на отбора.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_error_player-or-team = Посочете играч (`player`) или отбор (`team`): едното от двете.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_error_two-teams = Посочете два отбора (`team_a` и `team_b`) и никакви играчи.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $id, $name (a name (a player, team or tournament)).
bot_team_error_same-team = И двете опции сочат **{ $name }** ({ $id }): изберете два различни отбора.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_team_order-none = няма

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $order (tie-break codes in order, such as BH-C1, BH), $rules (a rule set's name such as
# fide-2026 (kept as it is)), $score (a score (points)).
bot_team_standings_rules = Правила `{ $rules }` · подредени по { $score } · ред на показателите: { $order }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $page (a page number), $pages (the number
# of pages), $slug (a tournament's short name (kept as it is)).
bot_team_standings_footer = Страница { $page }/{ $pages } · отбори: { $count } · турнир `{ $slug }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $slug (a tournament's short name (kept as
# it is)).
bot_team_compare_footer = Отбори: { $count } · турнир { $slug }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $score (a score (points)).
bot_team_rules_score = Подредени по { $score }, след това по реда на показателите

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $boards, $count (a number choosing the plural form), $counted, $order (tie-break codes
# in order, such as BH-C1, BH), $rounds (round numbers), $rules (a rule set's name such as fide-2026
# (kept as it is)), $score (a score (points)).
bot_team_summary_counts = Отборно състезание: отбори { $count }, дъски { $boards }, { $counted } от { $rounds } кръга; правила `{ $rules }`, подредени по { $score }, ред на показателите: { $order }.

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_publish = Прилага страницата с класирането, която сама се обяснява (един HTML файл).

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_publish-language = Езикът на страницата: на сървъра (по подразбиране) или вашият

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_option_every-round = При текущо класиране публикува страницата и след всеки завършен кръг

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_choice_server-language = езикът на сървъра

# The description of a Discord slash command, option or choice (at most 100 characters).
bot_cmd_choice_my-language = моят език

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_mb = { $size } МБ

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_kb = { $size } КБ

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)).
bot_publish_title = { $name }: страницата с класирането

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
bot_publish_round-title = { $name }: страницата с класирането след кръг { $round }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_whole = Цялата страница ({ $size }): класирането, обяснените допълнителни показатели, кръстосаната таблица, двойките, графиките и картите на всички играчи. Отворете я в браузър или я отпечатайте.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $limit (a limit (a number)), $size (a size (a number)).
bot_publish_over = Цялата страница ({ $size }) надхвърля ограничението на този сървър за файл, { $limit }.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $part.
bot_publish_tied = Приложена: страницата само с картите на играчите, които делят място (показателите не са ги разделили) ({ $part }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $count (a number choosing the plural form), $part.
bot_publish_top = Приложена: страницата само с картите на първите { $count } в класирането ({ $part }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_at-least = поне { $size }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $size (a size (a number)).
bot_publish_about = около { $size }

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $part.
bot_publish_no-cards = Приложена: страницата без картите на играчите ({ $part }).

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $seconds (a number of seconds).
bot_publish_too-slow = Създаването на страницата отне повече, отколкото ботът позволява на една задача ({ $seconds } с): нищо не е приложено.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $limit (a limit (a number)), $size (a size (a number)).
bot_publish_none = Цялата страница ({ $size }) надхвърля ограничението на този сървър за файл, { $limit }, както и страницата без картите на играчите: нищо не е приложено.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $command.
bot_publish_command = Цялата страница се създава с: `{ $command }`

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $channel.
bot_publish_rounds-on = Страницата ще се публикува и в { $channel } след всеки завършен кръг.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
bot_publish_rounds-off = Страницата вече няма да се публикува след завършен кръг.

# The Discord bot (Discord Markdown: keep the ** and ` marks).
# Variables: $slug (a tournament's short name (kept as it is)).
bot_publish_needs-live = Текущото класиране на `{ $slug }` е изключено: първо го пуснете с `/tournament live`, после страницата може да следва всеки кръг.

## The command line's help (tiebreak-bot --help, python -m bot --help)

# The help of the command tiebreak-bot / python -m bot (its --help): the command's description, above its options.
bot_cli_help_description = Стартира Discord бота на tiebreak: команди с наклонена черта, които обясняват допълнителните показатели.

# The help of the command tiebreak-bot / python -m bot (its --help): the option --log-format (its values plain and json stay as they are; NO_COLOR is an environment variable).
bot_cli_help_log-format = редовете на журнала като обикновен текст (цветни само в терминал, никога с NO_COLOR) или като JSON обекти, по един на ред (по подразбиране: plain)

# The help of the command tiebreak-bot / python -m bot (its --help): the option --lang ($TIEBREAK_LANG, an environment variable, stays as it is).
# Variables: $langs (the language codes).
bot_cli_help_lang = език на тази помощ и на грешките при употреба: { $langs } (по подразбиране: $TIEBREAK_LANG, иначе en); в Discord ботът отговаря на езика на всеки потребител

# The help of the command tiebreak-bot / python -m bot (its --help): the title of the table of settings below the options.
bot_cli_settings = настройки (променливи на средата)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) DISCORD_TOKEN (Bot and Reset Token are the names in Discord's developer portal) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_token = токенът на бота (задължителен): портал за разработчици, Bot, Reset Token

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) DATABASE_URL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_database = postgresql://user:pass@host/db или sqlite:///path (по подразбиране: SQLite файлът от TIEBREAK_BOT_DB)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_BOT_DB in the table of settings; names in capitals, paths, commands and values stay as they are; the file's path on this machine follows on a line of its own, then the closing parenthesis.
bot_cli_env_bot-db = SQLite файлът, когато DATABASE_URL не е зададена (по подразбиране: $XDG_DATA_HOME/tiebreak/tiebreak-bot.sqlite3, иначе ~/.local/share/tiebreak/tiebreak-bot.sqlite3; тук:

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SHARDS (a shard: one of the gateway connections Discord splits a bot's servers into) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_shards = auto (по подразбиране: толкова шарда, колкото препоръчва Discord, всички в този процес) или шардовете на този процес, например 0-3

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SHARD_COUNT in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_shard-count = общият брой шардове във всички процеси (заедно с диапазон)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SYNC_COMMANDS (its values auto, always and never stay as they are) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_sync = auto (качва командите, когато са променени), always или never

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_TEST_GUILD (a server: a Discord server, called a guild in its API) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_test-guild = копира командите в сървъра с този id (появяват се веднага)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_LIVE_INTERVAL (/tournament live is a bot command) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_live-interval = секунди между четенията на таблица или швейцарски турнир в lichess на живо (/tournament live; по подразбиране 60, поне 10)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_WORK_LIMIT (/whatif and /compare are bot commands) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_work-limit = секунди, които тежката работа по един въпрос може да отнеме (/whatif, /compare, списъци с награди, качвания; по подразбиране 20): след това се спира

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_DB_TIMEOUT in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_db-timeout = секунди, които една заявка към базата данни може да отнеме (по подразбиране 10)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) GOOGLE_APPLICATION_CREDENTIALS, TIEBREAK_SHEETS_ENDPOINT, TIEBREAK_LICHESS_URL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_servers = ключът за Google Sheets и други сървъри за таблиците и за lichess

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) DISCORD_API_BASE, DISCORD_GATEWAY_URL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_discord = друг REST адрес и шлюз на Discord (прокси, тестов сървър)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_METRICS_PORT (/healthz and /metrics are address paths) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_metrics = предоставя /healthz и /metrics (Prometheus) на този порт (изключено, ако не е зададено; TIEBREAK_METRICS_HOST, по подразбиране 0.0.0.0)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_DRAIN_SECONDS (SIGTERM: the signal that asks a process to stop) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_drain = при SIGTERM, секунди за довършване на започнатите отговори (по подразбиране 8)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_DB_POOL in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_pool = най-много връзки към PostgreSQL от този процес (по подразбиране 8)

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SHEETS_READS_PER_MINUTE, TIEBREAK_LICHESS_READS_PER_MINUTE (and TIEBREAK_LIVE_CONCURRENCY) in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_reads = бюджетът за четения на цикъла на живо на акаунт във всички процеси (по подразбиране по 60); TIEBREAK_LIVE_CONCURRENCY четения едновременно (8)


# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_SERVE_DATABASE_URL in the table of settings (/tournament addon-token is a bot command; tiebreak-serve, the add-on's service); names in capitals, commands and values stay as they are.
bot_cli_env_serve-database = хранилището за токени на tiebreak-serve (неговият DATABASE_URL или sqlite:/// и файлът му), за /tournament addon-token

# The help of the command tiebreak-bot / python -m bot (its --help): the description of the setting (an environment variable) TIEBREAK_LANG in the table of settings; names in capitals, paths, commands and values stay as they are.
bot_cli_env_lang = езикът на тази помощ и на грешките при употреба, когато --lang не е зададен

# The help of the command tiebreak-bot / python -m bot (its --help): the paragraph at the end of the help, on exit codes (close 4010, 4011, 4014: Discord's close codes).
bot_cli_help_exits = Проблемите при стартиране са един ред в стандартния изход за грешки и код на изход 1; отказът на Discord за шардовете или интентите (close 4010, 4011, 4014) е един ред и код на изход 78: променете настройка.
