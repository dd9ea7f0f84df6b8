"""The messages of whatif in cs."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "whatif.title": "Co kdyby: {name} ({id}) na šachovnici {board} v kole {round}",
    "whatif.games": {
        "one": "{count} nalosovaná partie; hráči bez partie: {absent}",
        "few": "{count} nalosované partie; hráči bez partie: {absent}",
        "many": "{count} nalosované partie; hráči bez partie: {absent}",
        "other": "{count} nalosovaných partií; hráči bez partie: {absent}",
    },
    "whatif.rules": "Pravidla {rules}; pořadí pomocných hodnocení {order}",
    "whatif.exact": {
        "one": "Přesně: {count} kombinace ostatních výsledků, každá seřazena",
        "few": "Přesně: {count} kombinace ostatních výsledků, každá seřazena",
        "many": "Přesně: {count} kombinace ostatních výsledků, každá seřazena",
        "other": "Přesně: {count} kombinací ostatních výsledků, každá seřazena",
    },
    "whatif.bounded": {
        "one": "Omezené hledání: 3^{count} kombinace ostatních výsledků je příliš mnoho; meze "
        "podle "
        "bodů jsou dokázané, ostatní jsou odhady z nalezených variant",
        "few": "Omezené hledání: 3^{count} kombinace ostatních výsledků jsou příliš mnoho; meze "
        "podle bodů jsou dokázané, ostatní jsou odhady z nalezených variant",
        "many": "Omezené hledání: 3^{count} kombinace ostatních výsledků je příliš mnoho; meze "
        "podle bodů jsou dokázané, ostatní jsou odhady z nalezených variant",
        "other": "Omezené hledání: 3^{count} kombinací ostatních výsledků je příliš mnoho; meze "
        "podle bodů jsou dokázané, ostatní jsou odhady z nalezených variant",
    },
    "whatif.result.win": "Výhra",
    "whatif.result.draw": "Remíza",
    "whatif.result.loss": "Prohra",
    "whatif.outlook": "{result} ({points}): {range}",
    "whatif.range": "{best}. až {worst}. místo",
    "whatif.range.one": "{rank}. místo",
    "whatif.best": "nejlépe {rank}. místo ({status}) {when}: {reason}",
    "whatif.worst": "nejhůře {rank}. místo ({status}) {when}: {reason}",
    "whatif.stopped": "Hledání zastaveno po {seconds} s: {proven} ze 6 krajů rozpětí je "
    "dokázáno (označeno dokázáno), ostatní jsou odhady z nalezených scénářů",
    "whatif.proven": "dokázáno",
    "whatif.estimate.best": "odhad; podle bodů ne lépe než {bound}. místo",
    "whatif.estimate.worst": "odhad; podle bodů ne hůře než {bound}. místo",
    "whatif.when": "jen pokud {conditions} ({share})",
    "whatif.share": {
        "one": "v {count} z {of} kombinací",
        "few": "v {count} z {of} kombinací",
        "many": "v {count} z {of} kombinací",
        "other": "v {count} z {of} kombinací",
    },
    "whatif.example": "například pokud {conditions}",
    "whatif.any": "při jakýchkoli ostatních výsledcích",
    "whatif.found": "v nalezené variantě",
    "whatif.condition": "šachovnice {board} ({white}–{black}) skončí {results}",
    "whatif.by-points": "rozhodují body ({points})",
    "whatif.error.unknown": "los, šachovnice {board}: hráč {id} neexistuje",
    "whatif.error.twice": "los, šachovnice {board}: hráč {id} je nalosován dvakrát",
    "whatif.error.self": "los, šachovnice {board}: hráč {id} je nalosován sám proti sobě",
    "whatif.error.unpaired": "hráč {id} nemá v zadaném losu žádnou partii",
    "whatif.error.no-pairings": "zadejte los příštího kola: --pairings 12-7,3-5 nebo "
    "--pairings-file PAIRS.csv",
    "whatif.error.both-pairings": "zadejte los jen jednou: --pairings, nebo --pairings-file",
    "whatif.error.pairing": "{where}: očekávána dvojice startovních čísel bílý-černý, např. 12-7, "
    "nalezeno {text}",
    "whatif.where.option": "--pairings, dvojice {index}",
    "whatif.where.file": "{path}, řádek {line}",
    "whatif.help.command": "kde může hráč skončit po příštím kole při výhře, remíze nebo prohře",
    "whatif.help.player": "hráč: startovní číslo nebo jméno",
    "whatif.help.pairings": "los příštího kola, startovní čísla bílý-černý oddělená čárkou "
    "(12-7,3-5); hráč, který v něm není, nehraje",
    "whatif.help.pairings-file": "los v souboru: na každém řádku dvojice startovních čísel "
    "bílý,černý (nebo bílý-černý)",
    # --- whatif ---
    "whatif.help.round": "kolo, na které se ptáte (výchozí: probíhající kolo, jehož nedohrané "
    "partie jsou los, jinak příští kolo); dřívější kolo tak, jak stálo před ním",
    "whatif.finished": {
        "one": "{count} partie kola {round} je už rozhodnuta a počítá se, jak je zapsána",
        "few": "{count} partie kola {round} jsou už rozhodnuty a počítají se, jak jsou zapsány",
        "many": "{count} partie kola {round} je už rozhodnuto a počítá se, jak je zapsáno",
        "other": "{count} partií kola {round} je už rozhodnuto a počítá se, jak jsou zapsány",
    },
    "whatif.error.nothing-pending": "žádná partie není nedohraná (žádné kolo neprobíhá): zadejte "
    "los kola {next}",
    "whatif.error.no-round": "žádná partie není nedohraná (žádné kolo neprobíhá); {how}",
    "whatif.error.in-progress": "kolo {round} probíhá: losem jsou jeho nedohrané partie; los "
    "nezadávejte",
    "whatif.error.beyond": "turnaj má {rounds} kol a všechna jsou odehraná: los kola {round} do "
    "něj nepatří",
    "whatif.error.pairings-round": "zadaný los je losem kola {next}, příštího, ne kola {round}",
    "whatif.error.round": "na kolo {round} se ptát nelze: turnaj má kola 1 až {last} a příští "
    "kolo se zadaným losem",
    "whatif.error.after-pending": "kolo {round} následuje po kole {pending}, které ještě probíhá",
    "whatif.error.no-game-outcome": (
        "{name} ({id}) nemá v {round}. kole žádnou partii k rozhodnutí (zapsáno: {outcome})"
    ),
    "whatif.error.no-game": "{name} ({id}) už v kole {round} nemá co hrát: výsledek je zapsán",
}
