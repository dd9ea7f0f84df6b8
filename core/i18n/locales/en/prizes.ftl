### English (en): tiebreak prizes: prize lists and how prizes are shared.
### The comment above a message is its context; keys spell each dot of the code's key
### as an underscore (tb_BH is tb.BH). docs/translating.md explains the file.

## Amounts, prizes, places

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $amount.
prizes_money_bare = { $amount }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $amount, $symbol.
prizes_money_before = { $symbol }{ $amount }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $amount, $symbol.
prizes_money_after = { $amount } { $symbol }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $items.
prizes_prize_items = { $items }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $items, $money.
prizes_prize_both = { $money } + { $items }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $category, $place.
prizes_place = { $category }, place { $place }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $category, $first, $last.
prizes_places = { $category }, places { $first }–{ $last }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $money, $player (a player's name).
prizes_share = { $player } { $money }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $head, $last.
prizes_list = { $head } and { $last }

## How the list is applied

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_pool = Money of places shared on points: pooled and split equally.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $percent.
prizes_mode_hort = Money of places shared on points: Hort system, { $percent } % pooled and split equally, the rest by the tie-break order.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_tiebreak = Money of places shared on points: not pooled, by the tie-break order.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_several = Players may win several prizes.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_one-main-first = One prize per player, the higher one; of two worth the same, the main prize.

# Prizes: who gets which prize and how shared prizes are split.
prizes_mode_one-category-first = One prize per player, the higher one; of two worth the same, the category prize.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $unit.
prizes_mode_remainder = Amounts that do not divide equally: the units left over ({ $unit } each) go to the first in the tie-break order.

## Awards

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $player (a player's name), $prize, $what.
prizes_award_single = { $what }: { $prize } to { $player }.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $points (a number of points), $share, $total, $what.
prizes_award_pooled = { $total } for { $what } pooled between { $players }, level on { $points }: { $share } each.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $points (a number of points), $rest, $shares, $total, $what.
prizes_award_pooled-remainder = { $total } for { $what } pooled between { $players }, level on { $points }: { $shares }; the { $rest } that does not divide equally goes to the first in the tie-break order, one unit each.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $own, $players, $points (a number of points), $pool_shares, $pooled, $shares, $total,
# $what.
prizes_award_hort = Hort system for { $what } ({ $players }, level on { $points }): { $pooled } of the { $total } is pooled and split: { $pool_shares }; the rest goes by the tie-break order: { $own }; in all: { $shares }.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $points (a number of points), $shares, $what.
prizes_award_by-order = { $what }: { $players } are level on { $points }; the money is not pooled and goes by the tie-break order: { $shares }.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $items, $player (a player's name), $what, $why (the reason, another message).
prizes_items_order = { $items } ({ $what }) to { $player }, by the tie-break order. { $why }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $kept, $other, $other_prize, $player (a player's name).
prizes_choice_higher = { $player } could also have had { $other } ({ $other_prize }) and keeps the higher prize ({ $kept }): one prize per player.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $kept, $other, $other_prize, $player (a player's name).
prizes_choice_equal-main = { $player } could also have had { $other } ({ $other_prize }), worth the same ({ $kept }): one prize per player, the main prize first.

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $kept, $other, $other_prize, $player (a player's name).
prizes_choice_equal-category = { $player } could also have had { $other } ({ $other_prize }), worth the same ({ $kept }): one prize per player, the category prize first.

# Prizes: who gets which prize and how shared prizes are split.
# $count (not shown) chooses the plural form.
# Variables: $category, $players.
prizes_skipped =
    { $count ->
        [one] { $category }: { $players } won another prize and is passed over here (one prize per player).
       *[other] { $category }: { $players } won other prizes and are passed over here (one prize per player).
    }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $prize, $what.
prizes_unawarded = { $what }: { $prize } not awarded (no eligible player left).

## Warnings

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $attribute, $category, $count (a number choosing the plural form), $players.
prizes_warning_attribute =
    { $count ->
        [one] { $category }: { $count } player has no { $attribute } in the file and cannot be checked: { $players }.
       *[other] { $category }: { $count } players have no { $attribute } in the file and cannot be checked: { $players }.
    }

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_birth = birth date or year

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_birth-date = full birth date (the year alone does not decide the age)

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_sex = sex

# Prizes: who gets which prize and how shared prizes are split.
prizes_attr_federation = federation

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $players, $rank (a place in the standings), $what.
prizes_warning_unbroken = { $players } share rank { $rank } after the whole tie-break order, yet { $what } needs an order between them: they are taken by starting number here; decide as the regulations say (a play-off, lots).

## Output

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $name (a name (a player, team or tournament)).
prizes_title = Prizes: { $name }

# Prizes: who gets which prize and how shared prizes are split.
prizes_totals = Prizes per player

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $money.
prizes_total = Money given out in all: { $money }

# Prizes: who gets which prize and how shared prizes are split.
prizes_column_place = Place

# Prizes: who gets which prize and how shared prizes are split.
prizes_column_prize = Prize

# Prizes: who gets which prize and how shared prizes are split.
prizes_help_command = give out a prize list on the standings: shared places pooled, category prizes, every award explained

# Prizes: who gets which prize and how shared prizes are split.
prizes_help_prizes = the prize list (JSON, tiebreak-prizes/1; see docs/prizes.md)

## Errors in a prize list

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $detail.
prizes_error_unreadable = cannot read the prize list: { $detail }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $detail.
prizes_error_json = not valid JSON: { $detail }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $expected, $found.
prizes_error_expected = expected { $expected }, found { $found }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $key, $known.
prizes_error_unknown-key = unknown key { $key } (known: { $known }; custom keys start with x-)

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $choices, $found.
prizes_error_choice = found { $found }, expected one of: { $choices }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $decimals, $found.
prizes_error_too-precise = { $found } has more decimals than the list allows ({ $decimals }, set by "decimals")

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $high, $low.
prizes_error_empty-range = give { $low } or { $high }, or both

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $high, $low.
prizes_error_inverted-range = the lower bound { $low } is above the upper bound { $high }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $expected, $found.
prizes_error_format = format is { $found }; expected { $expected }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $id.
prizes_error_duplicate-id = the id { $id } is already used by another category

# Prizes: who gets which prize and how shared prizes are split.
prizes_error_empty-place = a place needs money or items

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $place, $previous.
prizes_error_increasing = place { $place } pays more than place { $previous }: list the places best first

# Prizes: who gets which prize and how shared prizes are split.
prizes_error_no-age-date = an age needs the date it is taken on: give "on" here, or a start_date in the tournament

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $limit (a limit (a number)).
prizes_error_too-large = the prize list is larger than { $limit } (a prize list is a few kilobytes)

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $count (a number choosing the plural form), $limit (a limit (a number)), $what.
prizes_error_too-many = { $count } { $what }; a prize list may have at most { $limit }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $found, $limit (a limit (a number)).
prizes_error_amount-range = { $found } is more than the largest amount read, { $limit }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $digits, $limit (a limit (a number)).
prizes_error_long-number = a number of { $digits } digits; an amount has at most { $limit }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $limit (a limit (a number)).
prizes_error_too-deep = nested more than { $limit } levels deep

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $found, $problem (the problem found, another message).
prizes_error_bad-text = { $found }: { $problem }

# Prizes: who gets which prize and how shared prizes are split.
prizes_what_categories = categories

# Prizes: who gets which prize and how shared prizes are split.
prizes_what_places = places in all categories

# Prizes: who gets which prize and how shared prizes are split.
prizes_what_items = items in one place

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $id.
prizes_error_unknown-player = the tournament has no player { $id }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $id.
prizes_error_unknown-team = the tournament has no team { $id }

# Prizes: who gets which prize and how shared prizes are split.
# Variables: $key.
prizes_error_team-criterion = { $key } describes a player: in a team event a category gives places, to every team or to the teams it lists (players: team ids)

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_whole = a whole number

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_bool = true or false

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_text = a text

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_amount = an amount such as 150 or "33.50"

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_fraction = a fraction between 0 and 1, such as "1/2" or 0.5

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_object = an object

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_date = a date such as 2026-01-01

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_categories = a non-empty list of categories

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_places = a non-empty list of places

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_texts = a list of texts

# Prizes: who gets which prize and how shared prizes are split.
prizes_expect_ids = a non-empty list of starting numbers
