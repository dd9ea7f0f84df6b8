"""The messages of compare in en."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- the table -----------------------------------------------------------------------
    "compare.title": "{name}: comparison after round {round} of {rounds}",
    "compare.tournament": "Tournament",
    "compare.by-rules": "Rule sets compared: {columns}; order: {order}",
    "compare.by-orders": "Orders compared under {rules} ({how}): {columns}",
    "compare.rules-how": "{rules} ({how})",
    "compare.column.rank": "Rk",
    "compare.column.rank-of": "Rk ({column})",
    "compare.column.value-of": "{code} ({column})",
    "compare.moves": "Who moves, and why:",
    "compare.no-moves.rules": "Nobody moves: every rule set gives the same ranking.",
    "compare.no-moves.orders": "Nobody moves: every order gives the same ranking.",
    "compare.move": "{player} ({id}), ranks {ranks}: {cause}",
    "compare.warnings": "Warnings under {column}:",
    # ---- causes --------------------------------------------------------------------------
    "compare.cause.own": "{code} {values} — {rounds}",
    "compare.cause.own-value": "{code} {values}",
    "compare.cause.others": "same values under every rule set; {against}",
    "compare.cause.order": "{against}",
    "compare.value-under": "{value} under {rules}",
    "compare.round.game": "round {round}, game against {opponent}",
    "compare.round.against": "round {round}, {outcome} against {opponent}",
    "compare.round.unpaired": "round {round}, {outcome}",
    "compare.round-diff": "{round}: {treatments}",
    "compare.treatment": "{value} under {rules} ({article})",
    "compare.treatment.no-article": "{value} under {rules}",
    "compare.also": "{left}/{right}",
    "compare.value": "{value}",
    "compare.value.capped": "capped at {value}",
    "compare.value.nothing": "nothing",
    "compare.value.cut": "{value} [cut]",
    "compare.against": "against {opponent}: {deciders}",
    "compare.more": {
        "one": "and {count} other player",
        "other": "and {count} other players",
    },
    "compare.decided": "{code} under {column} ({mine} against {theirs})",
    "compare.decided.shared": "level under {column} (shared rank)",
    # ---- errors and help -----------------------------------------------------------------
    "compare.error.too-few-rules": "compare needs at least two rule sets, e.g. --rules "
    "fide-2026,fide-2024",
    "compare.error.too-few-orders": "compare needs at least two orders, e.g. --orders "
    "BH-C1,BH,SB SB,BH",
    "compare.error.both": "compare several rule sets under one order, or several orders under "
    "one rule set, not both",
    "compare.error.nothing": "name the rule sets (--rules fide-2026,fide-2024) or the orders "
    "(--orders BH-C1,BH,SB SB,BH) to compare",
    "compare.error.rules-twice": "{name} is the rule set {rules} once more: name each rule set "
    "once",
    "compare.error.order-twice": "the order {order} is named twice",
    "compare.help.compare": "the event under several rule sets or orders: who moves, and why",
    "compare.help.rules": "rule sets to compare, comma-separated ({names}); with --orders, the "
    "one rule set",
    "compare.help.orders": "tie-break orders to compare, each comma-separated",
    "compare.help.order": "the one order under every rule set (default: the event's)",
}
