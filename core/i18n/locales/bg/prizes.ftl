### Български (bg): tiebreak prizes: prize lists and how prizes are shared.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## Amounts, prizes, places

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $amount.
# same-as-english
prizes_money_bare = { $amount }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $amount, $symbol.
# same-as-english
prizes_money_before = { $symbol }{ $amount }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $amount, $symbol.
# same-as-english
prizes_money_after = { $amount } { $symbol }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $items.
# same-as-english
prizes_prize_items = { $items }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $items, $money.
# same-as-english
prizes_prize_both = { $money } + { $items }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $category, $place.
prizes_place = { $category }, място { $place }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $category, $first, $last.
prizes_places = { $category }, места { $first }–{ $last }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $money, $player (a player's name).
# same-as-english
prizes_share = { $player } { $money }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $head, $last.
prizes_list = { $head } и { $last }

## How the list is applied

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_pool = Парите за места, поделени при равен брой точки: събират се и се разделят поравно.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $percent.
prizes_mode_hort = Парите за места, поделени при равен брой точки: система на Хорт, { $percent } % се събират и разделят поравно, останалото по реда на допълнителните показатели.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_tiebreak = Парите за места, поделени при равен брой точки: не се събират, решава редът на допълнителните показатели.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_several = Един състезател може да спечели няколко награди.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_one-main-first = По една награда на състезател, по-високата; при еднаква стойност наградата от основното класиране.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_one-category-first = По една награда на състезател, по-високата; при еднаква стойност наградата от категорията.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $unit.
prizes_mode_remainder = Суми, които не се делят поравно: останалите единици (по { $unit }) получават първите по реда на допълнителните показатели.

## Awards

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $player (a player's name), $prize, $what.
prizes_award_single = { $what }: { $prize } за { $player }.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $points (a number of points), $share, $total, $what.
prizes_award_pooled = { $total } за { $what } се събират и разделят между { $players } (с по { $points }): по { $share } на всеки.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $points (a number of points), $rest, $shares, $total, $what.
prizes_award_pooled-remainder = { $total } за { $what } се събират и разделят между { $players } (с по { $points }): { $shares }; неделимият остатък { $rest } получават първите по реда на допълнителните показатели, по една единица.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $own, $players, $points (a number of points), $pool_shares, $pooled, $shares, $total,
# $what.
prizes_award_hort = Система на Хорт за { $what } ({ $players }, с по { $points }): { $pooled } от { $total } се събират и разделят: { $pool_shares }; останалото по реда на допълнителните показатели: { $own }; общо: { $shares }.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $points (a number of points), $shares, $what.
prizes_award_by-order = { $what }: { $players } имат по { $points }; парите не се събират, решава редът на допълнителните показатели: { $shares }.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $items, $player (a player's name), $what, $why (the reason, another message).
prizes_items_order = { $items } ({ $what }) за { $player }, по реда на допълнителните показатели. { $why }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $kept, $other, $other_prize, $player (a player's name).
prizes_choice_higher = { $player } можеше да получи и { $other } ({ $other_prize }) и запазва по-високата награда ({ $kept }): по една награда на състезател.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $kept, $other, $other_prize, $player (a player's name).
prizes_choice_equal-main = { $player } можеше да получи и { $other } ({ $other_prize }) със същата стойност ({ $kept }): по една награда на състезател, първо наградата от основното класиране.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $kept, $other, $other_prize, $player (a player's name).
prizes_choice_equal-category = { $player } можеше да получи и { $other } ({ $other_prize }) със същата стойност ({ $kept }): по една награда на състезател, първо наградата от категорията.

# Prizes: who gets which prize and how shared prizes are split.
# $count (not shown) chooses the plural form.
# Variables: $category, $players.
prizes_skipped =
    { $count ->
        [one] { $category }: { $players } спечели друга награда и тук се пропуска (по една награда на състезател).
       *[other] { $category }: { $players } спечелиха други награди и тук се пропускат (по една награда на състезател).
    }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $prize, $what.
prizes_unawarded = { $what }: { $prize } не се присъжда (не остана състезател с право на нея).

## Warnings

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $attribute, $category, $count (a number choosing the plural form), $players.
prizes_warning_attribute =
    { $count ->
        [one] { $category }: { $count } състезател няма във файла { $attribute } и не може да бъде проверен: { $players }.
       *[other] { $category }: { $count } състезатели нямат във файла { $attribute } и не могат да бъдат проверени: { $players }.
    }

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_birth = дата или година на раждане

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_birth-date = пълна дата на раждане (само годината не решава възрастта)

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_sex = пол

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_federation = федерация

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $rank (a place in the standings), $what.
prizes_warning_unbroken = { $players } делят място { $rank } и след всички допълнителни показатели, а { $what } изисква ред между тях: тук са подредени по стартов номер; решете според регламента (допълнителен мач, жребий).

## Output

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $name (a name (a player, team or tournament)).
prizes_title = Награди: { $name }

# Prizes: who gets which prize and how shared prizes are split.
prizes_totals = Награди по състезатели

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $money.
prizes_total = Изплатени общо: { $money }

# Prizes: who gets which prize and how shared prizes are split.
prizes_column_place = Място

# Prizes: who gets which prize and how shared prizes are split.
prizes_column_prize = Награда

# Prizes: who gets which prize and how shared prizes are split.
prizes_help_command = разпределя наградите според класирането: поделените места се събират, награди по категории, всяка награда обяснена

# Prizes: who gets which prize and how shared prizes are split.
prizes_help_prizes = наградният фонд (JSON, tiebreak-prizes/1; вижте docs/prizes.md)

## Errors in a prize list

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $detail.
prizes_error_unreadable = наградният фонд не може да се прочете: { $detail }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $detail.
prizes_error_json = невалиден JSON: { $detail }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $expected, $found.
prizes_error_expected = очаква се { $expected }, намерено { $found }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $key, $known.
prizes_error_unknown-key = непознат ключ { $key } (познати: { $known }; собствените ключове започват с x-)

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $choices, $found.
prizes_error_choice = намерено { $found }, очаква се едно от: { $choices }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $decimals, $found.
prizes_error_too-precise = { $found } има повече десетични знаци, отколкото фондът позволява ({ $decimals }, задава се с "decimals")

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $high, $low.
prizes_error_empty-range = задайте { $low } или { $high }, или и двете

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $high, $low.
prizes_error_inverted-range = долната граница { $low } е над горната граница { $high }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $expected, $found.
prizes_error_format = форматът е { $found }; очаква се { $expected }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $id.
prizes_error_duplicate-id = id { $id } вече се използва от друга категория

# Prizes: who gets which prize and how shared prizes are split.
prizes_error_empty-place = мястото трябва да има пари или предметна награда

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $place, $previous.
prizes_error_increasing = място { $place } носи повече от място { $previous }: изброявайте местата от най-доброто

# Prizes: who gets which prize and how shared prizes are split.
prizes_error_no-age-date = възрастта изисква дата, към която се изчислява: задайте "on" тук или start_date в турнира

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $limit (a limit (a number)).
prizes_error_too-large = наградният фонд е по-голям от { $limit } (наградният фонд е няколко килобайта)

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $count (a number choosing the plural form), $limit (a limit (a number)), $what.
prizes_error_too-many = { $count } { $what }; наградният фонд може да има най-много { $limit }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $found, $limit (a limit (a number)).
prizes_error_amount-range = { $found } е повече от най-голямата приемана сума, { $limit }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $digits, $limit (a limit (a number)).
prizes_error_long-number = число с { $digits } цифри; сумата има най-много { $limit }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $limit (a limit (a number)).
prizes_error_too-deep = вложено на повече от { $limit } нива

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $found, $problem (the problem found, another message).
# same-as-english
prizes_error_bad-text = { $found }: { $problem }

# Prizes: who gets which prize and how shared prizes are split.
prizes_what_categories = категории

# Prizes: who gets which prize and how shared prizes are split.
prizes_what_places = места във всички категории

# Prizes: who gets which prize and how shared prizes are split.
prizes_what_items = предметни награди за едно място

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $id.
prizes_error_unknown-player = в турнира няма състезател { $id }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $id.
prizes_error_unknown-team = в турнира няма отбор { $id }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $key.
prizes_error_team-criterion = { $key } описва състезател: в отборен турнир категорията дава места на всички отбори или на изброените в нея (players: номера на отбори)

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_whole = цяло число

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_bool = true или false

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_text = текст

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_amount = сума като 150 или "33.50"

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_fraction = дроб между 0 и 1, например "1/2" или 0.5

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_object = обект

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_date = дата като 2026-01-01

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_categories = непразен списък от категории

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_places = непразен списък от места

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_texts = списък от текстове

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_ids = непразен списък от стартови номера
