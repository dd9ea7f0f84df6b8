"""The messages of compare in it."""

from typing import Any

MESSAGES: dict[str, Any] = {
    # ---- the table -----------------------------------------------------------------------
    "compare.title": "{name}: confronto dopo il turno {round} di {rounds}",
    "compare.tournament": "Torneo",
    "compare.by-rules": "Regolamenti confrontati: {columns}; ordine degli spareggi: {order}",
    "compare.by-orders": "Ordini degli spareggi confrontati secondo {rules} ({how}): {columns}",
    "compare.rules-how": "{rules} ({how})",
    "compare.column.rank": "Pos.",
    "compare.column.rank-of": "Pos. ({column})",
    "compare.column.value-of": "{code} ({column})",
    "compare.moves": "Chi cambia posizione e perché:",
    "compare.no-moves.rules": "Nessuno cambia posizione: tutti i regolamenti danno la stessa "
    "classifica.",
    "compare.no-moves.orders": "Nessuno cambia posizione: tutti gli ordini degli spareggi danno "
    "la stessa classifica.",
    "compare.move": "{player} ({id}), posizioni {ranks}: {cause}",
    "compare.warnings": "Avvertenze secondo {column}:",
    # ---- causes --------------------------------------------------------------------------
    "compare.cause.own": "{code} {values} — {rounds}",
    "compare.cause.own-value": "{code} {values}",
    "compare.cause.others": "stessi valori con ogni regolamento; {against}",
    "compare.cause.order": "{against}",
    "compare.value-under": "{value} secondo {rules}",
    "compare.round.game": "turno {round}, partita contro {opponent}",
    "compare.round.against": "turno {round}, {outcome} contro {opponent}",
    "compare.round.unpaired": "turno {round}, {outcome}",
    "compare.round-diff": "{round}: {treatments}",
    "compare.treatment": "{value} secondo {rules} ({article})",
    "compare.treatment.no-article": "{value} secondo {rules}",
    "compare.also": "{left}/{right}",
    "compare.value": "{value}",
    "compare.value.capped": "limitato a {value}",
    "compare.value.nothing": "niente",
    "compare.value.cut": "{value} [scartato]",
    "compare.against": "rispetto a {opponent}: {deciders}",
    "compare.more": {
        "one": "e {count} altro giocatore",
        "many": "e {count} altri giocatori",
        "other": "e {count} altri giocatori",
    },
    "compare.decided": "{code} secondo {column} ({mine} contro {theirs})",
    "compare.decided.shared": "alla pari secondo {column} (ex aequo)",
    # ---- errors and help -----------------------------------------------------------------
    "compare.error.too-few-rules": "il confronto richiede almeno due regolamenti, ad es. "
    "--rules fide-2026,fide-2024",
    "compare.error.too-few-orders": "il confronto richiede almeno due ordini degli spareggi, ad "
    "es. --orders BH-C1,BH,SB SB,BH",
    "compare.error.both": "confrontare più regolamenti con un solo ordine degli spareggi, "
    "oppure più ordini con un solo regolamento, non entrambi",
    "compare.error.nothing": "indicare i regolamenti (--rules fide-2026,fide-2024) o gli ordini "
    "degli spareggi (--orders BH-C1,BH,SB SB,BH) da confrontare",
    "compare.error.rules-twice": "{name} è di nuovo il regolamento {rules}: indicare ogni "
    "regolamento una sola volta",
    "compare.error.order-twice": "l'ordine {order} è indicato due volte",
    "compare.help.compare": "il torneo secondo più regolamenti o ordini degli spareggi: chi "
    "cambia posizione e perché",
    "compare.help.rules": "regolamenti da confrontare, separati da virgole ({names}); con "
    "--orders, l'unico regolamento",
    "compare.help.orders": "ordini degli spareggi da confrontare, ciascuno separato da virgole",
    "compare.help.order": "l'unico ordine degli spareggi per tutti i regolamenti (predefinito: "
    "quello del torneo)",
}
