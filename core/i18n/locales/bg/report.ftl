### Български (bg): the published standings page (tiebreak report, HTML).
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# The published standings page (HTML).
report_help_command = страницата с класирането, която се обяснява сама, като един HTML файл

# The published standings page (HTML).
report_help_players = чии карти съдържа страницата: all (по подразбиране), tied (с равен брой точки със съсед: обяснените равенства), none (само класирането) или стартови номера, например 3,7,12

# The published standings page (HTML).
report_help_site = страницата като малък сайт в DIR: начална страница, кръстосана таблица, двойки и графики и страница за всеки играч

# The published standings page (HTML).
report_error_site-and-output = --site записва папка със страници: пропуснете -o

# The published standings page (HTML).
# Variables: $path (a file's path), $reason.
report_error_site = сайтът не може да се запише в { $path }: { $reason }

# The published standings page (HTML).
report_error_needs-jinja2 = страницата изисква Jinja2: pip install 'tiebreak[report]'

# The published standings page (HTML).
# Variables: $given.
report_error_players = --players приема all, tied, none или стартови номера, например 3,7,12, а не { $given }

# The published standings page (HTML).
# Variables: $numbers.
report_error_unknown-players = --players: никой участник няма номер { $numbers }

# The published standings page (HTML).
# Variables: $size (a size (a number)).
report_note_large = бележка: страницата е { $size } MB; --players none или --players N,M,... я правят по-малка

# The published standings page (HTML).
# Variables: $folder, $path (a file's path).
report_error_no-folder = не може да се запише { $path }: папката { $folder } не съществува

# The published standings page (HTML).
# Variables: $example, $path (a file's path).
report_error_is-folder = не може да се запише { $path }: това е папка; дайте име на файл, например { $example }

# The published standings page (HTML).
# Variables: $path (a file's path), $size (a size (a number)).
report_error_disk-full = не може да се запише { $path }: дискът е пълен (страницата е { $size } MB)

# The published standings page (HTML).
# Variables: $path (a file's path).
report_error_no-permission = не може да се запише { $path }: няма право за запис там

# The published standings page (HTML).
# Variables: $path (a file's path), $reason.
report_error_write = не може да се запише { $path }: { $reason }

# The published standings page (HTML).
# Variables: $cards, $limit (a limit (a number)), $players, $rounds (round numbers), $size (a size
# (a number)).
report_error_too-large = страницата би била около { $size } MB ({ $players } участници, { $rounds } кръга, { $cards } карти), повече от { $limit } MB, които страница може да бъде; --players none или --players N,M,... ѝ дават по-малко карти

# The published standings page (HTML).
# Variables: $chars, $limit (a limit (a number)), $players, $rounds (round numbers), $size (a size
# (a number)).
report_error_too-large-bare = страницата би била около { $size } MB дори без карти ({ $players } участници, { $rounds } кръга, имена средно от { $chars } знака), повече от { $limit } MB, които страница може да бъде

# The published standings page (HTML).
# Variables: $how, $rules (a rule set's name such as fide-2026 (kept as it is)).
# same-as-english
report_rules = { $rules } ({ $how })

# The published standings page (HTML).
# Variables: $how, $primary, $rules (a rule set's name such as fide-2026 (kept as it is)).
report_rules-team = { $rules } ({ $how }); отборите са класирани по { $primary }

# The published standings page (HTML).
# Variables: $round (a round number of the tournament), $rounds (round numbers).
report_rounds = След { $round }. кръг от { $rounds }

# The published standings page (HTML).
# Variables: $round (a round number of the tournament), $rounds (round numbers).
report_rounds-before = Преди { $round }. кръг от { $rounds }

# The published standings page (HTML).
# Variables: $after, $round (a round number of the tournament), $rounds (round numbers).
report_rounds-live = След { $after }. кръг от { $rounds }, със завършените партии от { $round }. кръг: предварително

# The published standings page (HTML).
# Variables: $version.
report_generator = Създадено с tiebreak { $version }

# A "round" of the tournament, not rounding a number.
# Variables: $round (a round number of the tournament).
report_round = { $round }. кръг

# The published standings page (HTML).
# Variables: $round (a round number of the tournament).
report_round-pending = { $round }. кръг (в ход)

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form), $first, $last, $score (a score (points)),
# $shown.
report_group = { $score }: места { $first }–{ $last } (показани { $shown } от { $count })

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_chart_top = Място след всеки кръг: места 1–{ $count }

# The white pieces (the player who moves first), not the colour in general.
report_white = бели

# The black pieces (the player who moves second), not the colour in general.
report_black = черни

# One letter for White (the player had the white pieces).
report_colour_w = б

# One letter for Black (the player had the black pieces).
report_colour_b = ч

## The legend: one sentence per tie-break (either scope)

# What a tie-break means, explained on the published page.
report_about_BH = Сборът от точките на противниците.

# What a tie-break means, explained on the published page.
report_about_FB = Бухолц, при който всяка партия от последния кръг се брои за реми.

# What a tie-break means, explained on the published page.
report_about_AOB = Средният Бухолц на противниците.

# What a tie-break means, explained on the published page.
report_about_SB = Точките на противниците: изцяло за всяка победа и наполовина за всяко реми.

# What a tie-break means, explained on the published page.
report_about_KS = Точките срещу противниците, завършили с поне половината от възможните точки.

# What a tie-break means, explained on the published page.
report_about_PS = Сборът от натрупаните точки след всеки кръг.

# What a tie-break means, explained on the published page.
report_about_DE = Резултатите от партиите между все още изравнените.

# What a tie-break means, explained on the published page.
report_about_WIN = Броят спечелени кръгове, с победите по подразбиране и почивките за цяла точка (bye).

# What a tie-break means, explained on the published page.
report_about_WON = Броят партии, спечелени на дъската.

# What a tie-break means, explained on the published page.
report_about_BPG = Броят партии, изиграни с черните фигури.

# What a tie-break means, explained on the published page.
report_about_BWG = Броят победи с черните фигури.

# What a tie-break means, explained on the published page.
report_about_REP = Броят кръгове, в които играчът е избрал да играе.

# What a tie-break means, explained on the published page.
report_about_STD = Точките, броени 1 за победа, ½ за реми и 0 за загуба, каквото и да присъжда турнирът.

# What a tie-break means, explained on the published page.
report_about_TPN = Стартовият номер: по-малкият е по-напред.

# What a tie-break means, explained on the published page.
report_about_ARO = Средният рейтинг на противниците.

# What a tie-break means, explained on the published page.
report_about_TPR = Рейтинговото постижение (перформанс) в турнира.

# What a tie-break means, explained on the published page.
report_about_PTP = Най-ниският рейтинг, при който постигнатите точки биха били очакваните.

# What a tie-break means, explained on the published page.
report_about_APRO = Средното рейтингово постижение на противниците.

# What a tie-break means, explained on the published page.
report_about_APPO = Средното съвършено постижение на противниците.

# What a tie-break means, explained on the published page.
report_about_RTNG = Собственият рейтинг.

# What a tie-break means, explained on the published page.
report_about_MM = Бухолц без най-високия и най-ниския резултат на противник; с положителен резултат се изважда само най-ниският, с отрицателен само най-високият.

# What a tie-break means, explained on the published page.
report_about_SOLKOFF = Сборът от точките на противниците по правилата на US Chess.

# What a tie-break means, explained on the published page.
report_about_CUM = Сборът от натрупаните точки след всеки кръг по правилата на US Chess.

# What a tie-break means, explained on the published page.
report_about_COO = Сборът от натрупаните точки на противниците.

# What a tie-break means, explained on the published page.
report_about_KASHDAN = 4 за победа, 2 за реми, 1 за загуба и 0 за неизигран кръг.

# What a tie-break means, explained on the published page.
report_about_SBH = Сборът от Бухолц на противниците.

# What a tie-break means, explained on the published page.
report_about_RBH = Собствените точки, умножени по Бухолц (първоначалният начин на Бухолц).

# What a tie-break means, explained on the published page.
report_about_RANKRES = Резултатите срещу другите изравнени, взети по реда на класирането им.

# What a tie-break means, explained on the published page.
report_about_MANUAL = Решението на съдията, както е записано.

# What a tie-break means, explained on the published page.
report_about_LOTS = Жребий със записано начално число.

# What a tie-break means, explained on the published page.
report_about_MPVGP = Вторичният резултат: точките за партии, когато отборите се класират по точки за мачове, и обратно.

# What a tie-break means, explained on the published page.
report_about_EMMSB = Разширен Зонеборн-Бергер: резултатът на всеки отбор противник, умножен по собствения резултат в този мач.

# What a tie-break means, explained on the published page.
report_about_EMGSB = Разширен Зонеборн-Бергер: резултатът на всеки отбор противник, умножен по собствения резултат в този мач.

# What a tie-break means, explained on the published page.
report_about_EGMSB = Разширен Зонеборн-Бергер: резултатът на всеки отбор противник, умножен по собствения резултат в този мач.

# What a tie-break means, explained on the published page.
report_about_EGGSB = Разширен Зонеборн-Бергер: резултатът на всеки отбор противник, умножен по собствения резултат в този мач.

# What a tie-break means, explained on the published page.
report_about_SSSC = Вторичният резултат плюс Бухолц по основния резултат, разделен на коефициент.

# What a tie-break means, explained on the published page.
report_about_BC = Сборът по дъските от номера на дъската, умножен по точките за партии на нея: по-малкият е по-напред.

# What a tie-break means, explained on the published page.
report_about_TBR = Точките за партии на 1. дъска, после на 2. дъска и така нататък.

# What a tie-break means, explained on the published page.
report_about_BBE = Точките за партии без последната дъска, после без последните две и така нататък.

# What a tie-break means, explained on the published page.
report_about_EDE = Лична среща по основния резултат, после по вторичния, между все още изравнените отбори.

# What a tie-break means, explained on the published page.
report_about_EDET = Разширена лична среща, после, за два все още изравнени отбора, дъските на мачовете им.

# What a tie-break means, explained on the published page.
report_about_EDEB = Разширена лична среща, после, за два все още изравнени отбора, дъските на мачовете им.

# What a tie-break means, explained on the published page.
report_about_EDEBT = Разширена лична среща, после, за два все още изравнени отбора, дъските на мачовете им.

# What a tie-break means, explained on the published page.
report_about_EDEBB = Разширена лична среща, после, за два все още изравнени отбора, дъските на мачовете им.

# What a tie-break means, explained on the published page.
report_about_LPR = Рейтинговото постижение според lichess от всички двойки.

## The legend: what a modifier of the code removes or changes (C.07 14)

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_modifier_cut =
    { $count ->
        [one] Съкратен-{ $count }: изважда се най-ниската от събираните стойности.
       *[other] Съкратен-{ $count }: изваждат се { $count }-те най-ниски от събираните стойности.
    }

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_modifier_cut-average = Съкратен-{ $count }: противникът с най-нисък рейтинг се изважда от средното.

# The published standings page (HTML).
# Variables: $count (a number choosing the plural form).
report_modifier_median =
    { $count ->
        [one] Медиана-{ $count }: изваждат се най-високата и най-ниската от събираните стойности.
       *[other] Медиана-{ $count }: изваждат се { $count }-те най-високи и { $count }-те най-ниски от събираните стойности.
    }

# The published standings page (HTML).
# Variables: $limit (a limit (a number)).
report_modifier_limit = Граница { $limit }: прагът се премества с { $limit } стъпки от точките за реми.

# The published standings page (HTML).
# Variables: $factor.
report_modifier_factor = K{ $factor }: Бухолц се дели на { $factor } вместо на коефициента според размера на турнира.

# The published standings page (HTML).
report_modifier_on_mp = Изчислява се по точки за мачове.

# The published standings page (HTML).
report_modifier_on_gp = Изчислява се по точки за партии.

# A label on the published standings page.
report_label_no-ties-chosen = Никой от показаните на тази страница няма равен брой точки със съсед.

# A label on the published standings page.
report_label_chart-key = Линиите, номерирани в десния си край

# A label on the published standings page.
report_label_index = Класиране и обяснения

# A label on the published standings page.
report_label_card-of = Карта

## The legend: how unplayed rounds count under each rule set (rules.md 4)

# The published standings page (HTML).
report_unplayed_fide-2026 = собственият неизигран кръг се брои като партия срещу фиктивен противник със собствените точки, ограничени до точките на насрочения противник или до реми във всеки кръг; противниците броят късна почивка за половин точка (bye), отсъствие или кръговете след оттегляне за реми; съкращението изважда първо доброволно неизиграните кръгове.

# The published standings page (HTML).
report_unplayed_fide-2024 = собственият неизигран кръг се брои като партия срещу фиктивен противник със собствените точки; противниците броят късна почивка за половин точка (bye), отсъствие или кръговете след оттегляне за реми; съкращението изважда първо доброволно неизиграните кръгове.

# The published standings page (HTML).
report_unplayed_fide-2009 = собственият неизигран кръг се брои като партия срещу виртуален опонент, който започва кръга със собствените точки, постига обратния резултат и завършва реми всеки следващ кръг; противниците броят всеки неизигран кръг за реми.

# The published standings page (HTML).
report_unplayed_uscf = собственият неизигран кръг добавя 0; противниците броят всеки неизигран кръг за реми.

# The published standings page (HTML).
report_unplayed_cas = кръг без истински противник добавя половината от най-многото възможни точки; противниците броят такъв кръг за реми.

# The published standings page (HTML).
report_unplayed_naive = кръг без противник не добавя нищо; резултат по подразбиране брои записаните точки на насрочения противник.

# The published standings page (HTML).
report_unplayed_played-only = броят се само партиите, изиграни на дъската.

# The published standings page (HTML).
report_unplayed_lichess = както ги брои lichess: почивка (bye) срещу виртуален опонент, резултат по подразбиране срещу насрочения противник.

# The published standings page (HTML).
report_unplayed_own = точките от кръга, както са записани: правилата не ги променят.

# The published standings page (HTML).
report_unplayed_group = броят се само партиите между все още изравнените.

# A label on the published standings page.
report_label_standings = Класиране

# A label on the published standings page.
report_label_legend = Допълнителните показатели обяснени

# A label on the published standings page.
report_label_ties = Равенствата обяснени

# A label on the published standings page.
report_label_no-ties = Няма двама съседи с равен брой точки.

# A label on the published standings page.
report_label_crosstable = Кръстосана таблица

# A label on the published standings page.
report_label_crosstable-key = 12б1: срещу участника на 12. място в тази таблица, с белите фигури, победа (½ реми, 0 загуба); + и − победа или загуба по подразбиране; –1, –½, –0 кръг без противник и точките от него.

# A label on the published standings page.
report_label_team-crosstable-key = 3: 2½: срещу отбора на 3. място в тази таблица, с 2½ точки за партии; –2 кръг без противник и точките му за партии.

# A label on the published standings page.
report_label_pairings = Двойки и резултати

# A label on the published standings page.
report_label_charts = Графики

# A label on the published standings page.
report_label_cards = Карти на играчите

# A label on the published standings page.
report_label_team-cards = Карти на отборите

# A label on the published standings page.
report_label_contents = Съдържание

# A label on the published standings page.
report_label_rank = Място

# A column header: the starting number (pairing number), not the word no.
report_label_no = №

# A column header: the player's chess title (GM, IM, FM), not the title of a page.
report_label_title = Звание

# A label on the published standings page.
report_label_name = Име

# A label on the published standings page.
report_label_team = Отбор

# A label on the published standings page.
report_label_rating = Рейтинг

# A label on the published standings page.
report_label_federation = Федерация

# A label on the published standings page.
report_label_club = Клуб

# A label on the published standings page.
report_label_note = Бележка

# A column header: the "round" of the tournament.
report_label_round = Кръг

# A column header: the board number of a team match (a chessboard), not a committee.
report_label_board = Дъска

# A column header: the player with the white pieces.
report_label_white = Бели

# A column header: the player with the black pieces.
report_label_black = Черни

# A label on the published standings page.
report_label_home = Отбор

# A label on the published standings page.
report_label_away = Противник

# A label on the published standings page.
report_label_result = Резултат

# A label on the published standings page.
report_label_opponent = Противник

# A label on the published standings page.
report_label_colour = Цвят

# A column header: the player's running score after each round.
report_label_running = Точки

# A label on the published standings page.
report_label_rank-after = Място след кръга

# A column header: what the round was for the player (a game, a bye) - "Round" in English.
report_label_kind = Кръг

# A column header: what an opponent or round contributes before the rule counts it.
report_label_raw = Принос

# A label on the published standings page.
report_label_value = Зачетено

# Said of a value dropped by a modifier such as Cut-1.
report_label_cut = изважда се

# A label on the published standings page.
report_label_detail = Подробности

# A label on the published standings page.
report_label_rule = Правило

# A label on the published standings page.
report_label_warnings = Предупреждения

# A label on the published standings page.
report_label_rules = Правила

# A label on the published standings page.
report_label_order = Ред на допълнителните показатели

# A label on the published standings page.
report_label_unplayed = Неизиграни кръгове

# A label on the published standings page.
report_label_article = Член

# A label on the published standings page.
report_label_as-table = Същите числа като таблица

# A label on the published standings page.
report_label_bars-key = По един отрязък за кръг, широк колкото добавя; защрихован: изважда се; очертан: неизигран кръг (фиктивен или виртуален противник).

# A label on the published standings page.
report_label_ranks-key = Местата след по-ранните кръгове се делят от всички с равен брой точки; след последния кръг това е мястото в класирането.

# A label on the published standings page.
report_label_to-standings = Обратно към класирането
