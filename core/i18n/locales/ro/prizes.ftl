### Română (ro): tiebreak prizes: prize lists and how prizes are shared.
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
prizes_place = { $category }, locul { $place }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $category, $first, $last.
prizes_places = { $category }, locurile { $first }–{ $last }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $money, $player (a player's name).
# same-as-english
prizes_share = { $player } { $money }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $head, $last.
prizes_list = { $head } și { $last }

## How the list is applied

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_pool = Banii locurilor împărțite la egalitate de puncte: se cumulează și se împart în mod egal.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $percent.
prizes_mode_hort = Banii locurilor împărțite la egalitate de puncte: sistemul Hort, { $percent } % se cumulează și se împart în mod egal, restul după ordinea de departajare.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_tiebreak = Banii locurilor împărțite la egalitate de puncte: nu se cumulează, decide ordinea de departajare.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_several = Un jucător poate câștiga mai multe premii.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_one-main-first = Un singur premiu de jucător, cel mai mare; la valoare egală, premiul clasamentului general.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_one-category-first = Un singur premiu de jucător, cel mai mare; la valoare egală, premiul categoriei.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $unit.
prizes_mode_remainder = Sumele care nu se împart în mod egal: unitățile rămase (câte { $unit }) revin primilor în ordinea de departajare.

## Awards

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $player (a player's name), $prize, $what.
prizes_award_single = { $what }: { $prize } pentru { $player }.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $points (a number of points), $share, $total, $what.
prizes_award_pooled = { $total } pentru { $what } se cumulează și se împart între { $players } (la egalitate, { $points }): câte { $share } fiecăruia.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $points (a number of points), $rest, $shares, $total, $what.
prizes_award_pooled-remainder = { $total } pentru { $what } se cumulează și se împart între { $players } (la egalitate, { $points }): { $shares }; restul nedivizibil de { $rest } revine primilor în ordinea de departajare, câte o unitate.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $own, $players, $points (a number of points), $pool_shares, $pooled, $shares, $total,
# $what.
prizes_award_hort = Sistemul Hort pentru { $what } ({ $players }, la egalitate, { $points }): { $pooled } din { $total } se cumulează și se împart: { $pool_shares }; restul după ordinea de departajare: { $own }; în total: { $shares }.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $points (a number of points), $shares, $what.
prizes_award_by-order = { $what }: { $players } sunt la egalitate, { $points }; banii nu se cumulează, decide ordinea de departajare: { $shares }.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $items, $player (a player's name), $what, $why (the reason, another message).
prizes_items_order = { $items } ({ $what }) pentru { $player }, după ordinea de departajare. { $why }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $kept, $other, $other_prize, $player (a player's name).
prizes_choice_higher = { $player } putea primi și { $other } ({ $other_prize }) și păstrează premiul mai mare ({ $kept }): un singur premiu de jucător.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $kept, $other, $other_prize, $player (a player's name).
prizes_choice_equal-main = { $player } putea primi și { $other } ({ $other_prize }), de aceeași valoare ({ $kept }): un singur premiu de jucător, întâi premiul clasamentului general.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $kept, $other, $other_prize, $player (a player's name).
prizes_choice_equal-category = { $player } putea primi și { $other } ({ $other_prize }), de aceeași valoare ({ $kept }): un singur premiu de jucător, întâi premiul categoriei.

# Prizes: who gets which prize and how shared prizes are split.
# $count (not shown) chooses the plural form.
# Variables: $category, $players.
prizes_skipped =
    { $count ->
        [one] { $category }: { $players } a câștigat alt premiu și este omis aici (un singur premiu de jucător).
        [few] { $category }: { $players } au câștigat alte premii și sunt omiși aici (un singur premiu de jucător).
       *[other] { $category }: { $players } au câștigat alte premii și sunt omiși aici (un singur premiu de jucător).
    }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $prize, $what.
prizes_unawarded = { $what }: { $prize } nu se acordă (nu a rămas niciun jucător eligibil).

## Warnings

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $attribute, $category, $count (a number choosing the plural form), $players.
prizes_warning_attribute =
    { $count ->
        [one] { $category }: { $count } jucător nu are în fișier { $attribute } și nu poate fi verificat: { $players }.
        [few] { $category }: { $count } jucători nu au în fișier { $attribute } și nu pot fi verificați: { $players }.
       *[other] { $category }: { $count } de jucători nu au în fișier { $attribute } și nu pot fi verificați: { $players }.
    }

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_birth = data sau anul nașterii

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_birth-date = data completă a nașterii (anul singur nu decide vârsta)

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_sex = sexul

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_federation = federația

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $rank (a place in the standings), $what.
prizes_warning_unbroken = { $players } împart locul { $rank } după toate criteriile de departajare, dar { $what } cere o ordine între ei: aici sunt luați după numărul de start; decideți conform regulamentului (baraj, tragere la sorți).

## Output

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $name (a name (a player, team or tournament)).
prizes_title = Premii: { $name }

# Prizes: who gets which prize and how shared prizes are split.
prizes_totals = Premii pe jucători

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $money.
prizes_total = Total plătit: { $money }

# Prizes: who gets which prize and how shared prizes are split.
prizes_column_place = Locul

# Prizes: who gets which prize and how shared prizes are split.
prizes_column_prize = Premiu

# Prizes: who gets which prize and how shared prizes are split.
prizes_help_command = acordă lista de premii după clasament: locurile împărțite se cumulează, premii pe categorii, fiecare premiu explicat

# Prizes: who gets which prize and how shared prizes are split.
prizes_help_prizes = lista de premii (JSON, tiebreak-prizes/1; vezi docs/prizes.md)

## Errors in a prize list

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $detail.
prizes_error_unreadable = lista de premii nu poate fi citită: { $detail }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $detail.
prizes_error_json = JSON invalid: { $detail }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $expected, $found.
prizes_error_expected = se aștepta { $expected }, s-a găsit { $found }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $key, $known.
prizes_error_unknown-key = cheie necunoscută { $key } (cunoscute: { $known }; cheile proprii încep cu x-)

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $choices, $found.
prizes_error_choice = s-a găsit { $found }, se aștepta una dintre: { $choices }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $decimals, $found.
prizes_error_too-precise = { $found } are mai multe zecimale decât permite lista ({ $decimals }, stabilit prin "decimals")

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $high, $low.
prizes_error_empty-range = dați { $low } sau { $high }, sau ambele

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $high, $low.
prizes_error_inverted-range = limita inferioară { $low } este peste limita superioară { $high }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $expected, $found.
prizes_error_format = formatul este { $found }; se aștepta { $expected }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $id.
prizes_error_duplicate-id = id-ul { $id } este deja folosit de altă categorie

# Prizes: who gets which prize and how shared prizes are split.
prizes_error_empty-place = un loc are nevoie de bani sau de un premiu în obiecte

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $place, $previous.
prizes_error_increasing = locul { $place } plătește mai mult decât locul { $previous }: enumerați locurile de la cel mai bun

# Prizes: who gets which prize and how shared prizes are split.
prizes_error_no-age-date = vârsta are nevoie de data la care se calculează: dați "on" aici sau un start_date în turneu

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $limit (a limit (a number)).
prizes_error_too-large = lista de premii este mai mare de { $limit } (o listă de premii are câțiva kilobytes)

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $count (a number choosing the plural form), $limit (a limit (a number)), $what.
prizes_error_too-many = { $count } { $what }; o listă de premii poate avea cel mult { $limit }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $found, $limit (a limit (a number)).
prizes_error_amount-range = { $found } depășește cea mai mare sumă acceptată, { $limit }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $digits, $limit (a limit (a number)).
prizes_error_long-number = un număr de { $digits } cifre; o sumă are cel mult { $limit }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $limit (a limit (a number)).
prizes_error_too-deep = imbricat pe mai mult de { $limit } niveluri

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $found, $problem (the problem found, another message).
# same-as-english
prizes_error_bad-text = { $found }: { $problem }

# Prizes: who gets which prize and how shared prizes are split.
prizes_what_categories = categorii

# Prizes: who gets which prize and how shared prizes are split.
prizes_what_places = locuri în toate categoriile

# Prizes: who gets which prize and how shared prizes are split.
prizes_what_items = premii în obiecte la un loc

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $id.
prizes_error_unknown-player = turneul nu are jucătorul { $id }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $id.
prizes_error_unknown-team = turneul nu are echipa { $id }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $key.
prizes_error_team-criterion = { $key } descrie un jucător: într-un turneu pe echipe o categorie dă locuri tuturor echipelor sau echipelor pe care le enumeră (players: numerele echipelor)

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_whole = un număr întreg

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_bool = true sau false

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_text = un text

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_amount = o sumă precum 150 sau "33.50"

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_fraction = o fracție între 0 și 1, precum "1/2" sau 0.5

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_object = un obiect

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_date = o dată precum 2026-01-01

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_categories = o listă nevidă de categorii

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_places = o listă nevidă de locuri

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_texts = o listă de texte

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_ids = o listă nevidă de numere de start
