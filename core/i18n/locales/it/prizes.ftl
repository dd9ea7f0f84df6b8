### Italiano (it): tiebreak prizes: prize lists and how prizes are shared.
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
prizes_place = { $category }, { $place }° posto

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $category, $first, $last.
prizes_places = { $category }, posti { $first }°–{ $last }°

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $money, $player (a player's name).
# same-as-english
prizes_share = { $player } { $money }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $head, $last.
prizes_list = { $head } e { $last }

## How the list is applied

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_pool = Denaro dei posti divisi a pari punti: si somma e si divide in parti uguali.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $percent.
prizes_mode_hort = Denaro dei posti divisi a pari punti: sistema Hort, il { $percent } % si somma e si divide in parti uguali, il resto secondo l'ordine dello spareggio tecnico.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_tiebreak = Denaro dei posti divisi a pari punti: non si somma, decide l'ordine dello spareggio tecnico.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_several = Un giocatore può vincere più premi.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_one-main-first = Un solo premio per giocatore, il più alto; a parità di valore, il premio della classifica assoluta.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_one-category-first = Un solo premio per giocatore, il più alto; a parità di valore, il premio di categoria.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $unit.
prizes_mode_remainder = Importi non divisibili in parti uguali: le unità avanzate ({ $unit } ciascuna) vanno ai primi nell'ordine dello spareggio tecnico.

## Awards

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $player (a player's name), $prize, $what.
prizes_award_single = { $what }: { $prize } a { $player }.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $points (a number of points), $share, $total, $what.
prizes_award_pooled = { $total } per { $what } si sommano e si dividono tra { $players } (ex aequo a { $points }): { $share } ciascuno.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $points (a number of points), $rest, $shares, $total, $what.
prizes_award_pooled-remainder = { $total } per { $what } si sommano e si dividono tra { $players } (ex aequo a { $points }): { $shares }; il resto non divisibile di { $rest } va ai primi nell'ordine dello spareggio tecnico, un'unità ciascuno.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $own, $players, $points (a number of points), $pool_shares, $pooled, $shares, $total,
# $what.
prizes_award_hort = Sistema Hort per { $what } ({ $players }, ex aequo a { $points }): { $pooled } di { $total } si sommano e si dividono: { $pool_shares }; il resto secondo l'ordine dello spareggio tecnico: { $own }; in tutto: { $shares }.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $points (a number of points), $shares, $what.
prizes_award_by-order = { $what }: { $players } sono ex aequo a { $points }; il denaro non si somma, decide l'ordine dello spareggio tecnico: { $shares }.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $items, $player (a player's name), $what, $why (the reason, another message).
prizes_items_order = { $items } ({ $what }) a { $player }, secondo l'ordine dello spareggio tecnico. { $why }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $kept, $other, $other_prize, $player (a player's name).
prizes_choice_higher = { $player } poteva avere anche { $other } ({ $other_prize }) e tiene il premio più alto ({ $kept }): un solo premio per giocatore.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $kept, $other, $other_prize, $player (a player's name).
prizes_choice_equal-main = { $player } poteva avere anche { $other } ({ $other_prize }), di pari valore ({ $kept }): un solo premio per giocatore, prima il premio della classifica assoluta.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $kept, $other, $other_prize, $player (a player's name).
prizes_choice_equal-category = { $player } poteva avere anche { $other } ({ $other_prize }), di pari valore ({ $kept }): un solo premio per giocatore, prima il premio di categoria.

# Prizes: who gets which prize and how shared prizes are split.
# $count (not shown) chooses the plural form.
# Variables: $category, $players.
prizes_skipped =
    { $count ->
        [one] { $category }: { $players } ha vinto un altro premio e qui si salta (un solo premio per giocatore).
        [many] { $category }: { $players } hanno vinto altri premi e qui si saltano (un solo premio per giocatore).
       *[other] { $category }: { $players } hanno vinto altri premi e qui si saltano (un solo premio per giocatore).
    }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $prize, $what.
prizes_unawarded = { $what }: { $prize } non assegnato (nessun giocatore avente diritto rimasto).

## Warnings

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $attribute, $category, $count (a number choosing the plural form), $players.
prizes_warning_attribute =
    { $count ->
        [one] { $category }: { $count } giocatore non ha nel file { $attribute } e non si può verificare: { $players }.
        [many] { $category }: { $count } giocatori non hanno nel file { $attribute } e non si possono verificare: { $players }.
       *[other] { $category }: { $count } giocatori non hanno nel file { $attribute } e non si possono verificare: { $players }.
    }

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_birth = la data o l'anno di nascita

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_birth-date = la data di nascita completa (l'anno da solo non decide l'età)

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_sex = il sesso

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_federation = la federazione

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $rank (a place in the standings), $what.
prizes_warning_unbroken = { $players } dividono il { $rank }° posto anche dopo tutto lo spareggio tecnico, ma { $what } richiede un ordine tra loro: qui sono presi per numero di partenza; si decida secondo il regolamento (spareggio giocato, sorteggio).

## Output

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $name (a name (a player, team or tournament)).
prizes_title = Premi: { $name }

# Prizes: who gets which prize and how shared prizes are split.
prizes_totals = Premi per giocatore

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $money.
prizes_total = Totale pagato: { $money }

# Prizes: who gets which prize and how shared prizes are split.
prizes_column_place = Posto

# Prizes: who gets which prize and how shared prizes are split.
prizes_column_prize = Premio

# Prizes: who gets which prize and how shared prizes are split.
prizes_help_command = assegna il montepremi secondo la classifica: posti divisi sommati, premi di categoria, ogni premio spiegato

# Prizes: who gets which prize and how shared prizes are split.
prizes_help_prizes = il montepremi (JSON, tiebreak-prizes/1; vedi docs/prizes.md)

## Errors in a prize list

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $detail.
prizes_error_unreadable = impossibile leggere il montepremi: { $detail }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $detail.
prizes_error_json = JSON non valido: { $detail }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $expected, $found.
prizes_error_expected = atteso { $expected }, trovato { $found }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $key, $known.
prizes_error_unknown-key = chiave sconosciuta { $key } (note: { $known }; le chiavi proprie iniziano con x-)

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $choices, $found.
prizes_error_choice = trovato { $found }, atteso uno tra: { $choices }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $decimals, $found.
prizes_error_too-precise = { $found } ha più decimali di quanti il montepremi ne ammetta ({ $decimals }, fissato da "decimals")

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $high, $low.
prizes_error_empty-range = indicare { $low } o { $high }, o entrambi

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $high, $low.
prizes_error_inverted-range = il limite inferiore { $low } supera il limite superiore { $high }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $expected, $found.
prizes_error_format = il formato è { $found }; atteso { $expected }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $id.
prizes_error_duplicate-id = l'id { $id } è già usato da un'altra categoria

# Prizes: who gets which prize and how shared prizes are split.
prizes_error_empty-place = un posto richiede denaro o un premio in natura

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $place, $previous.
prizes_error_increasing = il { $place }° posto paga più del { $previous }° posto: elencare i posti dal migliore

# Prizes: who gets which prize and how shared prizes are split.
prizes_error_no-age-date = l'età richiede la data a cui si calcola: indicare qui "on" oppure start_date nel torneo

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $limit (a limit (a number)).
prizes_error_too-large = il montepremi supera { $limit } (un montepremi è di pochi kilobyte)

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $count (a number choosing the plural form), $limit (a limit (a number)), $what.
prizes_error_too-many = { $count } { $what }; un montepremi può averne al massimo { $limit }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $found, $limit (a limit (a number)).
prizes_error_amount-range = { $found } supera l'importo massimo accettato, { $limit }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $digits, $limit (a limit (a number)).
prizes_error_long-number = un numero di { $digits } cifre; un importo ne ha al massimo { $limit }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $limit (a limit (a number)).
prizes_error_too-deep = annidato per più di { $limit } livelli

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $found, $problem (the problem found, another message).
# same-as-english
prizes_error_bad-text = { $found }: { $problem }

# Prizes: who gets which prize and how shared prizes are split.
prizes_what_categories = categorie

# Prizes: who gets which prize and how shared prizes are split.
prizes_what_places = posti in tutte le categorie

# Prizes: who gets which prize and how shared prizes are split.
prizes_what_items = premi in natura per un posto

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $id.
prizes_error_unknown-player = il torneo non ha il giocatore { $id }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $id.
prizes_error_unknown-team = il torneo non ha la squadra { $id }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $key.
prizes_error_team-criterion = { $key } descrive un giocatore: in un torneo a squadre una categoria assegna i posti a tutte le squadre o alle squadre che elenca (players: numeri delle squadre)

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_whole = un numero intero

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_bool = true o false

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_text = un testo

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_amount = un importo come 150 o "33.50"

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_fraction = una frazione tra 0 e 1, come "1/2" o 0.5

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_object = un oggetto

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_date = una data come 2026-01-01

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_categories = un elenco non vuoto di categorie

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_places = un elenco non vuoto di posti

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_texts = un elenco di testi

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_ids = un elenco non vuoto di numeri di partenza
