"""The messages of compare in cs."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- the table -----------------------------------------------------------------------
    "compare.title": "{name}: srovnání po kole {round}/{rounds}",
    "compare.tournament": "Turnaj",
    "compare.by-rules": "Srovnávané sady pravidel: {columns}; pomocná hodnocení: {order}",
    "compare.by-orders": "Srovnávaná pořadí pomocných hodnocení podle pravidel {rules} ({how}): "
    "{columns}",
    "compare.rules-how": "{rules} ({how})",
    "compare.column.rank": "Poř.",
    "compare.column.rank-of": "Poř. ({column})",
    "compare.column.value-of": "{code} ({column})",
    "compare.moves": "Kdo se posune a proč:",
    "compare.no-moves.rules": "Nikdo se neposune: všechny sady pravidel dávají stejné pořadí.",
    "compare.no-moves.orders": "Nikdo se neposune: všechna pořadí pomocných hodnocení dávají "
    "stejné pořadí.",
    "compare.move": "{player} ({id}), místa {ranks}: {cause}",
    "compare.warnings": "Varování podle {column}:",
    # ---- causes --------------------------------------------------------------------------
    "compare.cause.own": "{code} {values} — {rounds}",
    "compare.cause.own-value": "{code} {values}",
    "compare.cause.others": "stejné hodnoty podle všech sad pravidel; {against}",
    "compare.cause.order": "{against}",
    "compare.value-under": "{value} podle {rules}",
    "compare.round.game": "kolo {round}, partie proti soupeři {opponent}",
    "compare.round.against": "kolo {round}, {outcome} proti soupeři {opponent}",
    "compare.round.unpaired": "kolo {round}, {outcome}",
    "compare.round-diff": "{round}: {treatments}",
    "compare.treatment": "{value} podle {rules} ({article})",
    "compare.treatment.no-article": "{value} podle {rules}",
    "compare.also": "{left}/{right}",
    "compare.value": "{value}",
    "compare.value.capped": "omezeno na {value}",
    "compare.value.nothing": "nic",
    "compare.value.cut": "{value} [ořez]",
    "compare.against": "vůči hráči {opponent}: {deciders}",
    "compare.more": {
        "one": "a {count} další hráč",
        "few": "a {count} další hráči",
        "many": "a {count} dalšího hráče",
        "other": "a {count} dalších hráčů",
    },
    "compare.decided": "{code} podle {column} ({mine} proti {theirs})",
    "compare.decided.shared": "shoda podle {column} (dělené místo)",
    # ---- errors and help -----------------------------------------------------------------
    "compare.error.too-few-rules": "srovnání potřebuje alespoň dvě sady pravidel, např. --rules "
    "fide-2026,fide-2024",
    "compare.error.too-few-orders": "srovnání potřebuje alespoň dvě pořadí pomocných hodnocení, "
    "např. --orders BH-C1,BH,SB SB,BH",
    "compare.error.both": "srovnávejte buď několik sad pravidel s jedním pořadím pomocných "
    "hodnocení, nebo několik pořadí s jednou sadou pravidel, ne obojí",
    "compare.error.nothing": "zadejte sady pravidel (--rules fide-2026,fide-2024) nebo pořadí "
    "pomocných hodnocení (--orders BH-C1,BH,SB SB,BH), která se mají "
    "srovnat",
    "compare.error.rules-twice": "{name} je opět sada pravidel {rules}: zadejte každou sadu "
    "pravidel jen jednou",
    "compare.error.order-twice": "pořadí {order} je zadáno dvakrát",
    "compare.help.compare": "turnaj podle několika sad pravidel nebo pořadí pomocných "
    "hodnocení: kdo se posune a proč",
    "compare.help.rules": "sady pravidel ke srovnání, oddělené čárkou ({names}); s --orders "
    "jediná sada pravidel",
    "compare.help.orders": "pořadí pomocných hodnocení ke srovnání, každé oddělené čárkami",
    "compare.help.order": "jediné pořadí pomocných hodnocení pro všechny sady pravidel "
    "(výchozí: pořadí turnaje)",
}
