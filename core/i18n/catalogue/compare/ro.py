"""The messages of compare in ro."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- the table -----------------------------------------------------------------------
    "compare.title": "{name}: comparație după runda {round} din {rounds}",
    "compare.tournament": "Turneu",
    "compare.by-rules": "Regulamente comparate: {columns}; ordinea de departajare: {order}",
    "compare.by-orders": "Ordini de departajare comparate conform {rules} ({how}): {columns}",
    "compare.rules-how": "{rules} ({how})",
    "compare.column.rank": "Loc",
    "compare.column.rank-of": "Loc ({column})",
    "compare.column.value-of": "{code} ({column})",
    "compare.moves": "Cine își schimbă locul și de ce:",
    "compare.no-moves.rules": "Nimeni nu își schimbă locul: toate regulamentele dau același "
    "clasament.",
    "compare.no-moves.orders": "Nimeni nu își schimbă locul: toate ordinile de departajare dau "
    "același clasament.",
    "compare.move": "{player} ({id}), locurile {ranks}: {cause}",
    "compare.warnings": "Avertismente conform {column}:",
    # ---- causes --------------------------------------------------------------------------
    "compare.cause.own": "{code} {values} — {rounds}",
    "compare.cause.own-value": "{code} {values}",
    "compare.cause.others": "aceleași valori conform tuturor regulamentelor; {against}",
    "compare.cause.order": "{against}",
    "compare.value-under": "{value} conform {rules}",
    "compare.round.game": "runda {round}, partidă cu {opponent}",
    "compare.round.against": "runda {round}, {outcome}, adversar {opponent}",
    "compare.round.unpaired": "runda {round}, {outcome}",
    "compare.round-diff": "{round}: {treatments}",
    "compare.treatment": "{value} conform {rules} ({article})",
    "compare.treatment.no-article": "{value} conform {rules}",
    "compare.also": "{left}/{right}",
    "compare.value": "{value}",
    "compare.value.capped": "limitat la {value}",
    "compare.value.nothing": "nimic",
    "compare.value.cut": "{value} [eliminat]",
    "compare.against": "față de {opponent}: {deciders}",
    "compare.more": {
        "one": "și încă {count} jucător",
        "few": "și încă {count} jucători",
        "other": "și încă {count} de jucători",
    },
    "compare.decided": "{code} conform {column} ({mine} față de {theirs})",
    "compare.decided.shared": "egalitate conform {column} (loc împărțit)",
    # ---- errors and help -----------------------------------------------------------------
    "compare.error.too-few-rules": "comparația necesită cel puțin două regulamente, de ex. "
    "--rules fide-2026,fide-2024",
    "compare.error.too-few-orders": "comparația necesită cel puțin două ordini de departajare, "
    "de ex. --orders BH-C1,BH,SB SB,BH",
    "compare.error.both": "comparați fie mai multe regulamente cu o singură ordine de "
    "departajare, fie mai multe ordini cu un singur regulament, nu ambele",
    "compare.error.nothing": "indicați regulamentele (--rules fide-2026,fide-2024) sau ordinile "
    "de departajare (--orders BH-C1,BH,SB SB,BH) de comparat",
    "compare.error.rules-twice": "{name} este din nou regulamentul {rules}: indicați fiecare "
    "regulament o singură dată",
    "compare.error.order-twice": "ordinea {order} este indicată de două ori",
    "compare.help.compare": "turneul conform mai multor regulamente sau ordini de departajare: "
    "cine își schimbă locul și de ce",
    "compare.help.rules": "regulamentele de comparat, separate prin virgulă ({names}); cu "
    "--orders, singurul regulament",
    "compare.help.orders": "ordinile de departajare de comparat, fiecare separată prin virgule",
    "compare.help.order": "singura ordine de departajare pentru toate regulamentele (implicit: "
    "cea a turneului)",
}
