### Čeština (cs): reading crosstables and pairings lists (CSV, spreadsheets): problems found.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# lists
# Variables: $left (the part before), $right (the part after).
grid_join-and = { $left } a { $right }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $left (the part before), $right (the part after).
grid_join-or = { $left } nebo { $right }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# limits (core/limits.py)
# Variables: $decimals, $most.
grid_scoring-range = očekává se číslo od 0 do { $most } s nejvýše { $decimals } desetinnými místy

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $code (a tie-break code such as BH (kept as it is)), $position.
grid_text-control = obsahuje řídicí znak { $code } (pozice { $position })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $code (a tie-break code such as BH (kept as it is)), $position.
grid_text-surrogate = obsahuje polovinu dvojice UTF-16 (surrogate) { $code } (pozice { $position })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# cells: what was expected, what was found
# Variables: $expected, $found.
grid_expected = očekává se { $expected }; nalezeno { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $expected, $found, $hint.
grid_expected-hint = očekává se { $expected }; nalezeno { $found } ({ $hint })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_cell-help = buňka kola jako +W9, =B9, -9, 19w1, 3b½, 12b0, ?W9, 19w, +F7, -F7, BYE, H, F, Z, -- nebo prázdná

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_uscf-help = buňka tabulky US Chess jako W5, D2, L4, X8 (kontumační výhra), F8 (kontumační prohra), B (volný los za celý bod), H (volný los za půl bodu), U (neodehráno) nebo prázdná

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_result-help = výsledek jako 1-0, 0-1, ½-½, 1/2-1/2, 0.5-0.5, =, +/- nebo -/+ (kontumace), -- nebo 0-0 (oboustranná kontumace)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_hint_no-such-number = takové startovní číslo neexistuje

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $number, $result.
grid_hint_colour = zapište barvu, např. { $number }w{ $result }, nebo napřed znaménko, např. +{ $number }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_hint_start-at-1 = startovní čísla začínají od 1

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $shown.
grid_hint_formula = Google Tabulky zobrazují { $shown } u buňky začínající znakem =: napište ½ nebo '= jako text

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7).
grid_hint_uscf = { $cell } vypadá jako zápis tabulky US Chess: přidejte nad tabulku řádek 'Notation | uscf', nebo zadejte --notation uscf

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_uscf-opponent-zero = { $found }: čísla soupeřů začínají od 1

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $letter.
grid_uscf-forfeit-opponent = { $found }: kontumace uvádí soupeře, který nehrál, např. { $letter }8 (zápis US Chess)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# CSV files
grid_csv-nul = není to textový soubor: obsahuje bajt NUL

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $detail.
grid_csv-unreadable = nelze přečíst jako CSV: { $detail }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# layouts and header rows
# Variables: $row (a row number), $words.
grid_header-row = řádek { $row } ({ $words })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $row (a row number), $words.
grid_header-row-more = řádek { $row } ({ $words }, …)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $most.
grid_rounds-range = počet kol musí být od 0 do { $most }, nalezeno { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $words.
grid_pairings-needs-result = záhlaví seznamu partií potřebuje kromě sloupců bílého a černého i sloupec výsledku: { $words }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name_words, $white_words.
grid_no-header = nenalezen řádek záhlaví: očekává se záhlaví turnajové tabulky (jméno a jeden sloupec na kolo: R1, R2, … nebo Kolo 1, Runde 1, …) nebo záhlaví seznamu partií (Kolo, Bílý, Černý, Výsledek). Jméno: { $name_words }; Bílý: { $white_words }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $header, $rounds (round numbers).
grid_header-two-ways = { $header } lze jako záhlaví číst dvojím způsobem: jako turnajovou tabulku (jméno a sloupce kol { $rounds }) i jako seznam partií (sloupce bílého a černého). Pro seznam partií přejmenujte sloupce kol (např. na Poznámky), pro turnajovou tabulku sloupce bílého a černého.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $found, $second.
grid_notation-unknown = zápis { $found }: očekává se { $first } nebo { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $crosstable, $pairings.
grid_grid-two-ways = tuto tabulku lze číst dvojím způsobem: jako turnajovou tabulku (záhlaví: { $crosstable }) i jako seznam partií (záhlaví: { $pairings }). Na jednom listu nebo v jednom souboru ponechte jen jedno uspořádání: druhé přesuňte na vlastní list nebo do vlastního souboru.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_second-header_crosstable = druhý řádek záhlaví: { $first } i { $second } začínají turnajovou tabulku; ponechte jednu na list nebo soubor

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_second-header_pairings = druhý řádek záhlaví: { $first } i { $second } začínají seznam partií; ponechte jeden na list nebo soubor

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $header.
grid_list-no-games = nalezen seznam hráčů ({ $header }), ale žádné partie: očekává se turnajová tabulka (sloupce kol R1, R2, …) nebo seznam partií (Kolo, Bílý, Černý, Výsledek)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_two-lists = dva seznamy hráčů: { $first } a { $second }; ponechte jeden

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_list-twice = byl zadán seznam hráčů v tabulce i samostatný seznam hráčů; ponechte jeden

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name_words, $number_words.
grid_list-no-header = očekává se seznam hráčů s řádkem záhlaví (jméno: { $name_words }; číslo: { $number_words })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7), $text.
# same-as-english
grid_column-at = { $cell } { $text }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cells, $role.
grid_column-twice = dva sloupce čtené jako { $role }: { $cells }; jeden z nich přejmenujte

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# player rows
# Variables: $found.
grid_rating-expected = očekává se rating (celé číslo jako 1850, nebo prázdná buňka), nalezeno { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_number-expected = očekává se startovní číslo (celé číslo od 1), nalezeno { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_name-empty = očekává se jméno hráče, buňka je prázdná

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name (a name (a player, team or tournament)), $why (the reason, another message).
grid_name-bad = jméno { $name }: { $why }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_points-expected = očekávají se body hráče (např. 3, 3.5, 3,5 nebo 3½), nalezeno { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $tokens, $total.
grid_points-disagree = body { $found } nesouhlasí s partiemi: { $tokens } dávají dohromady { $total }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# crosstables
grid_name-column-missing = očekává se sloupec se jménem

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_round-below-one = kola se číslují od 1, nalezeno { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $round (a round number of the tournament), $second.
grid_round-two-columns = kolo { $round } má dva sloupce: { $first } a { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# $count (not shown) chooses the plural form.
# Variables: $last, $missing.
grid_rounds-missing =
    { $count ->
        [one] sloupce kol jdou až do { $last }, ale kolo { $missing } nemá sloupec
        [few] sloupce kol jdou až do { $last }, ale kola { $missing } nemají sloupec
        [many] sloupce kol jdou až do { $last }, ale kola { $missing } nemají sloupec
       *[other] sloupce kol jdou až do { $last }, ale kola { $missing } nemají sloupec
    }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $most, $round (a round number of the tournament).
grid_round-over-max = kolo { $round }: turnaj má nejvýše { $most } kol

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $planned, $round (a round number of the tournament).
grid_planned-below-columns = počet kol turnaje je { $planned }, ale tabulka má sloupec pro kolo { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $words.
grid_no-number-column = chybí sloupec se startovním číslem ({ $words }): soupeři v buňkách kol jsou startovní čísla, takže ho potřebuje každý řádek hráče

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_no-player-rows = záhlaví turnajové tabulky, ale pod ním žádné řádky hráčů

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $number, $second.
grid_number-twice = startovní číslo { $number } je použito dvakrát: řádky { $first } a { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $numbers, $ranks.
grid_opponents-two-ways = čísla soupeřů v buňkách kol lze číst dvojím způsobem: jako startovní čísla (sloupec { $numbers }) i jako umístění (sloupec { $ranks }), a partie souhlasí v obou případech. Smažte sloupec, na který čísla neodkazují, nebo přejmenujte jeho záhlaví.

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $numbers, $ranks.
grid_opponents-neither = čísla soupeřů byla čtena jako startovní čísla (sloupec { $numbers }); ani při čtení jako umístění (sloupec { $ranks }) partie nesouhlasí

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $high, $low, $opponent (an opponent's name).
grid_opponent-unknown = { $found } uvádí hráče { $opponent }, který v turnajové tabulce není (čísla { $low }–{ $high })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $opponent (an opponent's name).
grid_opponent-unknown-none = { $found } uvádí hráče { $opponent }, který v turnajové tabulce není (žádná čísla)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $here, $opponent (an opponent's name), $round (a round number of the tournament),
# $there.
grid_back-ref-empty = { $here } říká, že soupeřem v kole { $round } byl hráč { $opponent }, ale { $there } (hráč { $opponent }, kolo { $round }) je prázdná

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $here, $opponent (an opponent's name), $round (a round number of the tournament),
# $there, $there_text.
grid_back-ref-has = { $here } říká, že soupeřem v kole { $round } byl hráč { $opponent }, ale { $there } (hráč { $opponent }, kolo { $round }) obsahuje { $there_text }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $expected, $here, $here_text, $opponent (an opponent's name), $round (a round number of
# the tournament), $there, $there_text.
grid_sides-differ-expected = partie kola { $round } je na obou řádcích zapsána různě: { $here } obsahuje { $here_text }, ale { $there } (hráč { $opponent }) obsahuje { $there_text }; tam se očekává { $expected }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $here, $here_text, $opponent (an opponent's name), $round (a round number of the
# tournament), $there, $there_text.
grid_sides-differ = partie kola { $round } je na obou řádcích zapsána různě: { $here } obsahuje { $here_text }, ale { $there } (hráč { $opponent }) obsahuje { $there_text }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# pairings lists and their player lists
# Variables: $first, $number, $second.
grid_list-number-twice = startovní číslo { $number } je v seznamu hráčů použito dvakrát: řádky { $first } a { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_list-empty = záhlaví seznamu hráčů, ale pod ním žádní hráči

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name (a name (a player, team or tournament)), $rows, $words.
grid_name-twice-no-numbers = dva hráči se jmenují { $name } (řádky { $rows }) a seznam nemá sloupec se startovním číslem: přidejte ho ({ $words }) a v seznamu partií je uveďte číslem

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_number-expected-plain = očekává se startovní číslo, nalezeno { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_number-from-1 = očekává se startovní číslo od 1, nalezeno { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $number.
grid_number-not-in-list = neznámý hráč: startovní číslo { $number } v seznamu hráčů není

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $name (a name (a player, team or tournament)), $number.
grid_name-number-mismatch = { $found } neodpovídá startovnímu číslu { $number }, které má v seznamu hráčů { $name }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found, $numbers.
grid_name-ambiguous = { $found } může být startovní číslo { $numbers }: toto jméno mají dva hráči; zapište místo něj startovní číslo

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_player-unknown = neznámý hráč { $found }: není v seznamu hráčů

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $close, $found.
grid_player-unknown-close = neznámý hráč { $found }: není v seznamu hráčů (mysleli jste { $close }?)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $number.
grid_number-without-list = startovní číslo { $number }, ale jiné řádky uvádějí hráče jménem a chybí seznam hráčů, který by říkal, kdo má číslo { $number }: zapište jméno, nebo přidejte seznam hráčů (Č., Jméno, …)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_number-columns-twice_white = dva sloupce se startovním číslem u bílého: { $first } a { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_number-columns-twice_black = dva sloupce se startovním číslem u černého: { $first } a { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_round-expected = očekává se číslo kola (1, R1, Kolo 1), nalezeno { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_no-round = tato partie nemá kolo: očekává se číslo kola ve sloupci Kolo nebo nad partiemi řádek jako 'Kolo 1'

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $who.
grid_same-player-both-sides = tentýž hráč na obou stranách ({ $who })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $black, $white.
grid_game-or-bye = očekává se partie (bílý a černý) nebo volný los (jeden hráč a BYE, H, F, Z nebo U), nalezeno bílý { $white }, černý { $black }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_bye-points-expected = očekávají se body za volný los (1, ½, 0) nebo slovo pro volný los (BYE, H, F, Z, U) u hráče bez soupeře, nalezeno { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $found.
grid_bye-points-range = volný los má hodnotu 1, ½ nebo 0 bodů, nalezeno { $found }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $second.
grid_byes-two = dva různé volné losy na jednom řádku: { $first } a { $second }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $bye, $found, $worth.
grid_bye-points-mismatch = body { $found } neodpovídají typu { $bye } (hodnota { $worth })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_bye-missing = hráč bez soupeře: v buňce druhého hráče nebo ve výsledku se očekává BYE, H (volný los za půl bodu), F (volný los za celý bod), Z (volný los za nula bodů) nebo U

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $first, $name (a name (a player, team or tournament)), $round (a round number of the
# tournament).
grid_player-twice-in-round = { $name } už je v kole { $round } v buňce { $first }: hráč je v každém kole jen jednou

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $round (a round number of the tournament), $row (a row number).
grid_row-no-players = řádek { $row } má kolo { $round }, ale žádné hráče: očekává se bílý, černý a výsledek (nebo jeden hráč a volný los); pokud na řádku není partie, smažte ho

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $board (a board number of a team match), $round (a round number of the tournament),
# $row (a row number).
grid_row-no-players-board = řádek { $row } má kolo { $round } a šachovnici { $board }, ale žádné hráče: očekává se bílý, černý a výsledek (nebo jeden hráč a volný los); pokud na řádku není partie, smažte ho

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $expected.
grid_no-result = chybí výsledek: očekává se { $expected } (partie bez výsledku smí mít jen právě hrané kolo, poslední s výsledky)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $planned, $round (a round number of the tournament).
grid_planned-below-row = počet kol turnaje je { $planned }, ale tento řádek je v kole { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# consistency of the whole event (core/formats/validate.py)
# Variables: $results, $rounds (round numbers).
grid_results-over-rounds = počet kol s výsledky je { $results }, ale turnaj jich ohlašuje { $rounds }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $others, $results.
grid_results-uneven = počet kol s výsledky je { $results }, kdežto ostatní hráči jich mají { $others }; pro kolo, ve kterém hráč nebyl nalosován, zapište --

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $token.
grid_opponent-not-in-event = { $token } uvádí hráče { $opponent }, který v turnaji není

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
grid_paired-self = hráč nemůže být nalosován sám proti sobě

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $other, $round (a round number of the tournament),
# $token.
grid_back-ref-other-has = { $token } říká, že soupeřem byl hráč { $opponent }, ale hráč { $opponent } má v kole { $round } { $other }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $other, $paired, $round (a round number of the
# tournament), $token.
grid_back-ref-other-paired = { $token } říká, že soupeřem byl hráč { $opponent }, ale hráč { $opponent } je v kole { $round } nalosován s hráčem { $paired } ({ $other })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $other, $round (a round number of the tournament),
# $token.
grid_results-disagree = { $token } nesouhlasí se zápisem { $other } hráče { $opponent } pro tutéž partii v kole { $round }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $player (a player's name), $round (a round number of
# the tournament).
grid_same-colour_white = hráč { $player } i hráč { $opponent } mají v kole { $round } zapsané bílé

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $opponent (an opponent's name), $player (a player's name), $round (a round number of
# the tournament).
grid_same-colour_black = hráč { $player } i hráč { $opponent } mají v kole { $round } zapsané černé

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $by, $player (a player's name), $round (a round number of the tournament).
grid_paired-twice = hráč { $player } je v kole { $round } nalosován dvakrát (hráči { $by })

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $after, $round (a round number of the tournament), $token.
grid_after-withdrawal = odstoupil z turnaje po kole { $after }, ale má { $token } v kole { $round }; očekává se --

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $later, $round (a round number of the tournament).
grid_round-no-results = kolo { $round } nemá žádné výsledky (partii, volný los ani nepřítomnost), ale kolo { $later } je má

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# $count (not shown) chooses the plural form.
# Variables: $cells, $name (a name (a player, team or tournament)), $other, $rounds (round numbers).
grid_same-player-typo =
    { $count ->
        [one] { $name } se objevuje jen v kole { $rounds }; nemysleli jste { $other } ({ $cells })? Jsou-li to dva hráči, uveďte oba v bloku nebo listu Players.
        [few] { $name } se objevuje jen v kolech { $rounds }; nemysleli jste { $other } ({ $cells })? Jsou-li to dva hráči, uveďte oba v bloku nebo listu Players.
        [many] { $name } se objevuje jen v kolech { $rounds }; nemysleli jste { $other } ({ $cells })? Jsou-li to dva hráči, uveďte oba v bloku nebo listu Players.
       *[other] { $name } se objevuje jen v kolech { $rounds }; nemysleli jste { $other } ({ $cells })? Jsou-li to dva hráči, uveďte oba v bloku nebo listu Players.
    }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $name (a name (a player, team or tournament)).
grid_listed-no-row = { $name } je v seznamu hráčů, ale v turnajové tabulce nemá řádek

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $end, $header, $last, $row (a row number).
grid_row-short = řádek { $row } končí sloupcem { $last }, ale jeho záhlaví (řádek { $header }) pokračuje až do sloupce { $end }: chybí buňka; zapište každou buňku, i prázdnou (výsledek, který ještě není zapsán, je prázdná poslední buňka)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $later, $opponent (an opponent's name), $round (a round number of the tournament).
grid_pending-before-results = partie s hráčem { $opponent } v { $round }. kole ještě nemá výsledek, ale { $later }. kolo už výsledky má: zapište ho (pořadí počítá jen úplná kola, takže na něj čekají všechny pozdější výsledky)

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7), $first, $name (a name (a player, team or
# tournament)).
grid_near-twin-merged = { $name } přečteno jako { $first } ({ $cell }): jména se liší jen diakritikou, velikostí písmen nebo mezerami; jsou-li to dva hráči, uveďte oba v bloku Players s jejich startovními čísly

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $cell (a cell's address, such as B7).
grid_settings_second-block = druhý blok 'Tiebreak settings' (první je v { $cell }); ponechte jen jeden

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $key.
grid_settings_twice = nastavení { $key } je uvedeno dvakrát

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $value (a tie-break value (a number)).
grid_settings_target = cíl { $value }: očekává se 'columns' nebo 'standings-tab'

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $langs, $value (a tie-break value (a number)).
grid_settings_language = jazyk { $value }: očekává se jeden z { $langs }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $most, $value (a tie-break value (a number)).
grid_settings_lots-seed = seed losování { $value }: očekává se celé číslo od 0 do { $most }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $value (a tie-break value (a number)).
grid_settings_single-winner = jediný vítěz { $value }: očekává se ano nebo ne

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $key.
grid_settings_unknown-key = neznámé nastavení { $key }: očekává se Rules, Order, Start date, Target, Language, Lots seed nebo Single winner

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $names, $value (a tie-break value (a number)).
grid_settings_rules = sada pravidel { $value }: očekává se jedna z { $names }

# A problem found reading a crosstable or pairings list (a cell, a row, a column).
# Variables: $value (a tie-break value (a number)).
grid_settings_date = datum zahájení { $value }: očekává se datum jako 2025-09-13 nebo 13.9.2025
