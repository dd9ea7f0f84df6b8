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
