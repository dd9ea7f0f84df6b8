### Български (bg): the add-on's service (tiebreak-serve): its error replies.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# An error the add-on's service returns, shown in the add-on.
# Variables: $detail.
serve_bad-json = Заявката не е валиден JSON: { $detail }.

# An error the add-on's service returns, shown in the add-on.
serve_too-deep = Заявката е вложена твърде дълбоко и не може да бъде прочетена.

# An error the add-on's service returns, shown in the add-on.
# Variables: $expected, $path (a file's path).
serve_bad-shape = Заявката има грешна форма в { $path }: очаква се { $expected }.

# An error the add-on's service returns, shown in the add-on.
# Variables: $path (a file's path).
serve_unknown-field = Заявката съдържа поле, което тази услуга не познава: { $path }.

# An error the add-on's service returns, shown in the add-on.
# Variables: $path (a file's path).
serve_missing-field = В заявката липсва полето { $path }.

# An error the add-on's service returns, shown in the add-on.
# Variables: $limit (a limit (a number)), $size (a size (a number)).
serve_too-large = Заявката е { $size } MB, повече от { $limit } MB, които тази услуга приема (лист с 10 000 реда и 15 колони се побира): намалете листа или помолете администратора на услугата да увеличи --max-body.

# An error the add-on's service returns, shown in the add-on.
serve_unsigned = Заявката не е подписана: поставете токена на тази таблица в Tiebreak ▸ Настройки.

# An error the add-on's service returns, shown in the add-on.
serve_bad-signature = Подписът на заявката не съвпада: проверете токена в Tiebreak ▸ Настройки.

# An error the add-on's service returns, shown in the add-on.
# Variables: $skew, $window.
serve_stale = Времето на заявката се различава с { $skew } секунди от часовника на услугата (приемат се най-много { $window }): опитайте отново; ако се повтаря, часовникът на услугата е грешен.

# An error the add-on's service returns, shown in the add-on.
serve_replayed = Тази заявка вече е получена веднъж и няма да бъде изпълнена отново.

# An error the add-on's service returns, shown in the add-on.
serve_unknown-token = Токенът в Tiebreak ▸ Настройки не е известен на тази услуга (отменен или сгрешен): поискайте нов от администратора на услугата.

# An error the add-on's service returns, shown in the add-on.
serve_wrong-sheet = Токенът в Tiebreak ▸ Настройки е на друга таблица: поискайте токена на тази таблица.

# An error the add-on's service returns, shown in the add-on.
# Variables: $limit (a limit (a number)), $seconds (a number of seconds).
serve_rate-limited = Твърде много заявки за тази таблица за една минута (най-много { $limit }): опитайте отново след { $seconds } секунди.

# An error the add-on's service returns, shown in the add-on.
# Variables: $seconds (a number of seconds).
serve_busy = Услугата е заета: опитайте отново след { $seconds } секунди.

# An error the add-on's service returns, shown in the add-on.
# Variables: $seconds (a number of seconds).
serve_timeout = Изчислението продължи повече от { $seconds } секунди и беше прекратено: опитайте отново или се обърнете към администратора на услугата.

# An error the add-on's service returns, shown in the add-on.
serve_internal = Услугата се провали неочаквано; администраторът ѝ ще намери подробностите в дневника.

# An error the add-on's service returns, shown in the add-on.
# Variables: $path (a file's path).
serve_not-found = Тази услуга няма { $path }.

# An error the add-on's service returns, shown in the add-on.
serve_same-entrant = Изберете двама различни състезатели.

# An error the add-on's service returns, shown in the add-on.
serve_expect_object = обект

# An error the add-on's service returns, shown in the add-on.
serve_expect_array = списък

# An error the add-on's service returns, shown in the add-on.
serve_expect_string = текст

# An error the add-on's service returns, shown in the add-on.
serve_expect_integer = цяло число

# An error the add-on's service returns, shown in the add-on.
serve_expect_number = число

# An error the add-on's service returns, shown in the add-on.
serve_expect_boolean = true или false

# An error the add-on's service returns, shown in the add-on.
# same-as-english
serve_expect_null = null

# An error the add-on's service returns, shown in the add-on.
# Variables: $left (the part before), $right (the part after).
serve_expect_or = { $left } или { $right }

# An error the add-on's service returns, shown in the add-on.
# Variables: $values.
serve_expect_one-of = една от стойностите { $values }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_min-length = дължина поне { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_max-length = дължина най-много { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_minimum = поне { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_maximum = най-много { $n }

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_min-items = поне { $n } елемента

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_max-items = най-много { $n } елемента

# An error the add-on's service returns, shown in the add-on.
# Variables: $n.
serve_expect_max-fields = най-много { $n } полета

# An error the add-on's service returns, shown in the add-on.
# Variables: $name (a name (a player, team or tournament)).
serve_expect_schema = { $name }

## The command line's help (tiebreak-serve --help)

# The help of the command tiebreak-serve (tiebreak-serve --help): the word a usage error shows for the missing action of 'tiebreak-serve token' (new, list or revoke), as in 'the following arguments are required: action'.
serve_cli_metavar_action = действие

# The help of the command tiebreak-serve (tiebreak-serve --help): the command's description, above its options (the add-on is the Google Sheets add-on).
serve_cli_help_description = HTTP услугата зад добавката tiebreak за Google Sheets: изчислява допълнителните показатели от клетките, които таблицата изпраща, и отговаря с клетките за запис.

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --lang ($TIEBREAK_LANG, an environment variable, stays as it is).
# Variables: $langs (the language codes).
serve_cli_help_lang = език на тази помощ и на грешките при употреба: { $langs } (по подразбиране: $TIEBREAK_LANG, иначе en); отговорите към добавката следват езика на всяка заявка

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --host (a network address).
# Variables: $host (an address).
serve_cli_help_host = адрес, на който услугата слуша (по подразбиране: { $host })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --port (a network port).
# Variables: $port (a number).
serve_cli_help_port = порт, на който услугата слуша (по подразбиране: { $port })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --workers (operating-system processes).
# Variables: $count (a number).
serve_cli_help_workers = брой процеси, които споделят порта (по подразбиране: { $count })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --metrics-port (/metrics is an address path, PORT+n stays as it is).
serve_cli_help_metrics-port = предоставя /metrics на всеки процес и на 127.0.0.1:PORT+n (процес n)

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --max-body (MB: megabytes).
# Variables: $mb (a number of megabytes).
serve_cli_help_max-body = най-голямото тяло на заявка, в MB (по подразбиране: { $mb })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --timeout.
# Variables: $seconds (a number of seconds).
serve_cli_help_timeout = секунди, които една заявка може да отнеме (по подразбиране: { $seconds })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --max-in-flight.
# Variables: $count (a number).
serve_cli_help_max-in-flight = заявки, обработвани едновременно от един процес (по подразбиране: { $count })

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --per-minute (a token of a spreadsheet).
# Variables: $count (a number).
serve_cli_help_per-minute = заявки на токен в минута (по подразбиране: { $count })

# The help of the command tiebreak-serve (tiebreak-serve --help): the subcommands (token); without one, the service runs.
serve_cli_help_command = командата (без нея услугата се стартира); всяка има собствена --help

# The help of the command tiebreak-serve (tiebreak-serve --help): the subcommand token (the tokens that let a spreadsheet use the service).
serve_cli_help_token = създава, изброява или отменя токените на таблиците

# The help of the command tiebreak-serve (tiebreak-serve --help): the actions of 'tiebreak-serve token': new, list, revoke.
serve_cli_help_action = какво да се направи с токените; всяко действие има собствена --help

# The help of the command tiebreak-serve (tiebreak-serve --help): the action 'token new'.
serve_cli_help_new = създава токен за една таблица (отпечатва се на последния ред)

# The help of the command tiebreak-serve (tiebreak-serve --help): the option --label of 'token new' ('token list' is a command, kept as it is).
serve_cli_help_label = бележка за token list (кой, кое състезание)

# The help of the command tiebreak-serve (tiebreak-serve --help): the action 'token list' (a secret: the token's text itself).
serve_cli_help_list = изброява токените (идентификатори и таблици, никога тайните)

# The help of the command tiebreak-serve (tiebreak-serve --help): the action 'token revoke'.
serve_cli_help_revoke = отменя токен по неговия идентификатор

# The help of the command tiebreak-serve (tiebreak-serve --help): the argument of 'token revoke'.
serve_cli_help_id = идентификаторът на токена, както го показва token list
