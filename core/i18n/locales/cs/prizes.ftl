### Čeština (cs): tiebreak prizes: prize lists and how prizes are shared.
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
prizes_place = { $category }, { $place }. místo

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $category, $first, $last.
prizes_places = { $category }, { $first }.–{ $last }. místo

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $money, $player (a player's name).
# same-as-english
prizes_share = { $player } { $money }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $head, $last.
prizes_list = { $head } a { $last }

## How the list is applied

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_pool = Peníze za místa dělená na stejných bodech: sčítají se a dělí rovným dílem.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $percent.
prizes_mode_hort = Peníze za místa dělená na stejných bodech: Hortův systém, { $percent } % se sčítá a dělí rovným dílem, zbytek podle pomocných hodnocení.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_tiebreak = Peníze za místa dělená na stejných bodech: nesčítají se, rozhoduje pořadí podle pomocných hodnocení.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_several = Hráč může získat více cen.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_one-main-first = Každý hráč jen jednu cenu, tu vyšší; při stejné hodnotě cenu hlavního turnaje.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_one-category-first = Každý hráč jen jednu cenu, tu vyšší; při stejné hodnotě cenu kategorie.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $unit.
prizes_mode_remainder = Částky, které nejdou rozdělit rovným dílem: zbývající jednotky (po { $unit }) dostanou první v pořadí podle pomocných hodnocení.

## Awards

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $player (a player's name), $prize, $what.
prizes_award_single = { $what }: { $prize } získává { $player }.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $points (a number of points), $share, $total, $what.
prizes_award_pooled = { $total } za { $what } se sčítá a dělí mezi { $players } (shodně { $points }): { $share } každému.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $points (a number of points), $rest, $shares, $total, $what.
prizes_award_pooled-remainder = { $total } za { $what } se sčítá a dělí mezi { $players } (shodně { $points }): { $shares }; nedělitelný zbytek { $rest } dostanou první v pořadí podle pomocných hodnocení, po jedné jednotce.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $own, $players, $points (a number of points), $pool_shares, $pooled, $shares, $total,
# $what.
prizes_award_hort = Hortův systém za { $what } ({ $players }, shodně { $points }): { $pooled } z { $total } se sčítá a dělí: { $pool_shares }; zbytek podle pořadí pomocných hodnocení: { $own }; celkem: { $shares }.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $points (a number of points), $shares, $what.
prizes_award_by-order = { $what }: { $players } mají shodně { $points }; peníze se nesčítají, rozhoduje pořadí podle pomocných hodnocení: { $shares }.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $items, $player (a player's name), $what, $why (the reason, another message).
prizes_items_order = { $items } ({ $what }) získává { $player } podle pořadí pomocných hodnocení. { $why }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $kept, $other, $other_prize, $player (a player's name).
prizes_choice_higher = { $player } mohl(a) získat také { $other } ({ $other_prize }), ponechává si vyšší cenu ({ $kept }): každý hráč jen jednu cenu.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $kept, $other, $other_prize, $player (a player's name).
prizes_choice_equal-main = { $player } mohl(a) získat také { $other } ({ $other_prize }) ve stejné hodnotě ({ $kept }): každý hráč jen jednu cenu, přednost má cena hlavního turnaje.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $kept, $other, $other_prize, $player (a player's name).
prizes_choice_equal-category = { $player } mohl(a) získat také { $other } ({ $other_prize }) ve stejné hodnotě ({ $kept }): každý hráč jen jednu cenu, přednost má cena kategorie.

# Prizes: who gets which prize and how shared prizes are split.
# $count (not shown) chooses the plural form.
# Variables: $category, $players.
prizes_skipped =
    { $count ->
        [one] { $category }: { $players } získal(a) jinou cenu a zde se přeskakuje (každý hráč jen jednu cenu).
        [few] { $category }: { $players } získali jiné ceny a zde se přeskakují (každý hráč jen jednu cenu).
        [many] { $category }: { $players } získali jiné ceny a zde se přeskakují (každý hráč jen jednu cenu).
       *[other] { $category }: { $players } získali jiné ceny a zde se přeskakují (každý hráč jen jednu cenu).
    }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $prize, $what.
prizes_unawarded = { $what }: { $prize } se neuděluje (nezbyl žádný oprávněný hráč).

## Warnings

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $attribute, $category, $count (a number choosing the plural form), $players.
prizes_warning_attribute =
    { $count ->
        [one] { $category }: { $count } hráč nemá v souboru { $attribute } a nelze ho posoudit: { $players }.
        [few] { $category }: { $count } hráči nemají v souboru { $attribute } a nelze je posoudit: { $players }.
        [many] { $category }: { $count } hráče nemá v souboru { $attribute } a nelze je posoudit: { $players }.
       *[other] { $category }: { $count } hráčů nemá v souboru { $attribute } a nelze je posoudit: { $players }.
    }

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_birth = datum ani rok narození

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_birth-date = celé datum narození (samotný rok o věku nerozhodne)

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_sex = pohlaví

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_federation = federaci

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $rank (a place in the standings), $what.
prizes_warning_unbroken = { $players } dělí { $rank }. místo i po všech pomocných hodnoceních, ale { $what } vyžaduje jejich pořadí: zde jsou seřazeni podle startovního čísla; rozhodněte podle propozic (rozehrávka, los).

## Output

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $name (a name (a player, team or tournament)).
prizes_title = Ceny: { $name }

# Prizes: who gets which prize and how shared prizes are split.
prizes_totals = Ceny podle hráčů

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $money.
prizes_total = Vyplaceno celkem: { $money }

# Prizes: who gets which prize and how shared prizes are split.
prizes_column_place = Místo

# Prizes: who gets which prize and how shared prizes are split.
prizes_column_prize = Cena

# Prizes: who gets which prize and how shared prizes are split.
prizes_help_command = rozdělí ceny podle pořadí: dělená místa se sčítají, ceny kategorií, každá cena vysvětlena

# Prizes: who gets which prize and how shared prizes are split.
prizes_help_prizes = cenový fond (JSON, tiebreak-prizes/1; viz docs/prizes.md)

## Errors in a prize list

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $detail.
prizes_error_unreadable = cenový fond nelze přečíst: { $detail }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $detail.
prizes_error_json = neplatný JSON: { $detail }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $expected, $found.
prizes_error_expected = očekáváno { $expected }, nalezeno { $found }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $key, $known.
prizes_error_unknown-key = neznámý klíč { $key } (známé: { $known }; vlastní klíče začínají x-)

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $choices, $found.
prizes_error_choice = nalezeno { $found }, očekáváno jedno z: { $choices }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $decimals, $found.
prizes_error_too-precise = { $found } má více desetinných míst, než fond dovoluje ({ $decimals }, nastaveno v "decimals")

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $high, $low.
prizes_error_empty-range = uveďte { $low } nebo { $high }, případně obojí

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $high, $low.
prizes_error_inverted-range = dolní mez { $low } je nad horní mezí { $high }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $expected, $found.
prizes_error_format = formát je { $found }; očekáváno { $expected }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $id.
prizes_error_duplicate-id = id { $id } už používá jiná kategorie

# Prizes: who gets which prize and how shared prizes are split.
prizes_error_empty-place = místo potřebuje peníze nebo věcnou cenu

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $place, $previous.
prizes_error_increasing = { $place }. místo má vyšší cenu než { $previous }. místo: uvádějte místa od nejlepšího

# Prizes: who gets which prize and how shared prizes are split.
prizes_error_no-age-date = věk potřebuje datum, ke kterému se počítá: uveďte zde "on", nebo start_date v turnaji

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $limit (a limit (a number)).
prizes_error_too-large = cenový fond je větší než { $limit } (cenový fond má několik kilobajtů)

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $count (a number choosing the plural form), $limit (a limit (a number)), $what.
prizes_error_too-many = { $count } { $what }; cenový fond smí mít nejvýše { $limit }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $found, $limit (a limit (a number)).
prizes_error_amount-range = { $found } je více než největší přijímaná částka, { $limit }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $digits, $limit (a limit (a number)).
prizes_error_long-number = číslo o { $digits } číslicích; částka má nejvýše { $limit }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $limit (a limit (a number)).
prizes_error_too-deep = vnořeno hlouběji než { $limit } úrovní

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $found, $problem (the problem found, another message).
# same-as-english
prizes_error_bad-text = { $found }: { $problem }

# Prizes: who gets which prize and how shared prizes are split.
prizes_what_categories = kategorií

# Prizes: who gets which prize and how shared prizes are split.
prizes_what_places = míst ve všech kategoriích

# Prizes: who gets which prize and how shared prizes are split.
prizes_what_items = věcných cen na jednom místě

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $id.
prizes_error_unknown-player = turnaj nemá hráče { $id }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $id.
prizes_error_unknown-team = turnaj nemá družstvo { $id }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $key.
prizes_error_team-criterion = { $key } popisuje hráče: v družstevní soutěži kategorie dává místa všem družstvům nebo družstvům, která uvádí (players: čísla družstev)

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_whole = celé číslo

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_bool = true nebo false

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_text = text

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_amount = částka jako 150 nebo "33.50"

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_fraction = zlomek mezi 0 a 1, např. "1/2" nebo 0.5

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_object = objekt

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_date = datum jako 2026-01-01

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_categories = neprázdný seznam kategorií

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_places = neprázdný seznam míst

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_texts = seznam textů

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_ids = neprázdný seznam startovních čísel
