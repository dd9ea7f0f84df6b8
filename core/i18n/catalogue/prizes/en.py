"""The messages of prizes in en."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- amounts, prizes, places ----------------------------------------------------------
    "prizes.money.bare": "{amount}",
    "prizes.money.before": "{symbol}{amount}",
    "prizes.money.after": "{amount} {symbol}",
    "prizes.prize.items": "{items}",
    "prizes.prize.both": "{money} + {items}",
    "prizes.place": "{category}, place {place}",
    "prizes.places": "{category}, places {first}–{last}",
    "prizes.share": "{player} {money}",
    "prizes.list": "{head} and {last}",
    # ---- how the list is applied ----------------------------------------------------------
    "prizes.mode.pool": "Money of places shared on points: pooled and split equally.",
    "prizes.mode.hort": "Money of places shared on points: Hort system, {percent} % pooled and "
    "split equally, the rest by the tie-break order.",
    "prizes.mode.tiebreak": "Money of places shared on points: not pooled, by the tie-break order.",
    "prizes.mode.several": "Players may win several prizes.",
    "prizes.mode.one-main-first": "One prize per player, the higher one; of two worth the "
    "same, the main prize.",
    "prizes.mode.one-category-first": "One prize per player, the higher one; of two worth "
    "the same, the category prize.",
    "prizes.mode.remainder": "Amounts that do not divide equally: the units left over "
    "({unit} each) go to the first in the tie-break order.",
    # ---- awards ---------------------------------------------------------------------------
    "prizes.award.single": "{what}: {prize} to {player}.",
    "prizes.award.pooled": "{total} for {what} pooled between {players}, level on {points}: "
    "{share} each.",
    "prizes.award.pooled-remainder": "{total} for {what} pooled between {players}, level on "
    "{points}: {shares}; the {rest} that does not divide "
    "equally goes to the first in the tie-break order, one "
    "unit each.",
    "prizes.award.hort": "Hort system for {what} ({players}, level on {points}): {pooled} of "
    "the {total} is pooled and split: {pool_shares}; the rest goes by the "
    "tie-break order: {own}; in all: {shares}.",
    "prizes.award.by-order": "{what}: {players} are level on {points}; the money is not "
    "pooled and goes by the tie-break order: {shares}.",
    "prizes.items.order": "{items} ({what}) to {player}, by the tie-break order. {why}",
    "prizes.choice.higher": "{player} could also have had {other} ({other_prize}) and keeps "
    "the higher prize ({kept}): one prize per player.",
    "prizes.choice.equal-main": "{player} could also have had {other} ({other_prize}), worth "
    "the same ({kept}): one prize per player, the main prize first.",
    "prizes.choice.equal-category": "{player} could also have had {other} ({other_prize}), "
    "worth the same ({kept}): one prize per player, the "
    "category prize first.",
    "prizes.skipped": {
        "one": "{category}: {players} won another prize and is passed over here (one prize "
        "per player).",
        "other": "{category}: {players} won other prizes and are passed over here (one prize "
        "per player).",
    },
    "prizes.unawarded": "{what}: {prize} not awarded (no eligible player left).",
    # ---- warnings -------------------------------------------------------------------------
    "prizes.warning.attribute": {
        "one": "{category}: {count} player has no {attribute} in the file and cannot be "
        "checked: {players}.",
        "other": "{category}: {count} players have no {attribute} in the file and cannot be "
        "checked: {players}.",
    },
    "prizes.attr.birth": "birth date or year",
    "prizes.attr.birth-date": "full birth date (the year alone does not decide the age)",
    "prizes.attr.sex": "sex",
    "prizes.attr.federation": "federation",
    "prizes.warning.unbroken": "{players} share rank {rank} after the whole tie-break order, "
    "yet {what} needs an order between them: they are taken by "
    "starting number here; decide as the regulations say (a "
    "play-off, lots).",
    # ---- output ---------------------------------------------------------------------------
    "prizes.title": "Prizes: {name}",
    "prizes.totals": "Prizes per player",
    "prizes.total": "Money given out in all: {money}",
    "prizes.column.place": "Place",
    "prizes.column.prize": "Prize",
    "prizes.help.command": "give out a prize list on the standings: shared places pooled, "
    "category prizes, every award explained",
    "prizes.help.prizes": "the prize list (JSON, tiebreak-prizes/1; see docs/prizes.md)",
    # ---- errors in a prize list -----------------------------------------------------------
    "prizes.error.unreadable": "cannot read the prize list: {detail}",
    "prizes.error.json": "not valid JSON: {detail}",
    "prizes.error.expected": "expected {expected}, found {found}",
    "prizes.error.unknown-key": "unknown key {key} (known: {known}; custom keys start with x-)",
    "prizes.error.choice": "found {found}, expected one of: {choices}",
    "prizes.error.too-precise": "{found} has more decimals than the list allows ({decimals}, "
    'set by "decimals")',
    "prizes.error.empty-range": "give {low} or {high}, or both",
    "prizes.error.inverted-range": "the lower bound {low} is above the upper bound {high}",
    "prizes.error.format": "format is {found}; expected {expected}",
    "prizes.error.duplicate-id": "the id {id} is already used by another category",
    "prizes.error.empty-place": "a place needs money or items",
    "prizes.error.increasing": "place {place} pays more than place {previous}: list the "
    "places best first",
    "prizes.error.no-age-date": 'an age needs the date it is taken on: give "on" here, or '
    "a start_date in the tournament",
    "prizes.error.unknown-player": "the tournament has no player {id}",
    "prizes.error.unknown-team": "the tournament has no team {id}",
    "prizes.error.team-criterion": "{key} describes a player: in a team event a category "
    "gives places, to every team or to the teams it lists (players: team ids)",
    "prizes.expect.whole": "a whole number",
    "prizes.expect.bool": "true or false",
    "prizes.expect.text": "a text",
    "prizes.expect.amount": 'an amount such as 150 or "33.50"',
    "prizes.expect.fraction": 'a fraction between 0 and 1, such as "1/2" or 0.5',
    "prizes.expect.object": "an object",
    "prizes.expect.date": "a date such as 2026-01-01",
    "prizes.expect.categories": "a non-empty list of categories",
    "prizes.expect.places": "a non-empty list of places",
    "prizes.expect.texts": "a list of texts",
    "prizes.expect.ids": "a non-empty list of starting numbers",
}
