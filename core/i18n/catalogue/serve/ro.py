"""tiebreak-serve's messages in Romanian (română)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "serve.bad-json": "Cererea nu este JSON valid: {detail}.",
    "serve.too-deep": "Cererea este imbricată prea adânc pentru a fi citită.",
    "serve.bad-shape": "Cererea are o formă greșită la {path}: se aștepta {expected}.",
    "serve.unknown-field": "Cererea are un câmp pe care acest serviciu nu îl cunoaște: {path}.",
    "serve.missing-field": "Cererii îi lipsește câmpul {path}.",
    "serve.too-large": (
        "Cererea are {size} MB, mai mult decât cei {limit} MB acceptați de acest serviciu"
        " (o foaie de 10.000 de rânduri și 15 coloane încape): micșorați foaia sau cereți"
        " celui care administrează serviciul să mărească --max-body."
    ),
    "serve.unsigned": (
        "Cererea nu este semnată: lipiți tokenul acestui document în Tiebreak ▸ Setări."
    ),
    "serve.bad-signature": (
        "Semnătura cererii nu se potrivește: verificați tokenul din Tiebreak ▸ Setări."
    ),
    "serve.stale": (
        "Ora cererii diferă cu {skew} secunde de ceasul serviciului (se acceptă cel mult "
        "{window}): încercați din nou; dacă se repetă, ceasul serviciului este greșit."
    ),
    "serve.replayed": "Această cerere a mai fost primită o dată și nu se execută din nou.",
    "serve.unknown-token": (
        "Tokenul din Tiebreak ▸ Setări nu este cunoscut de acest serviciu (revocat sau "
        "greșit): cereți unul nou celui care administrează serviciul."
    ),
    "serve.wrong-sheet": (
        "Tokenul din Tiebreak ▸ Setări aparține altui document: cereți tokenul acestui document."
    ),
    "serve.rate-limited": (
        "Prea multe cereri pentru acest document într-un minut (cel mult {limit}): "
        "încercați din nou peste {seconds} secunde."
    ),
    "serve.busy": "Serviciul este ocupat: încercați din nou peste {seconds} secunde.",
    "serve.timeout": (
        "Calculul a durat mai mult de {seconds} secunde și a fost abandonat: încercați "
        "din nou sau adresați-vă celui care administrează serviciul."
    ),
    "serve.internal": (
        "Serviciul a eșuat neașteptat; cel care îl administrează găsește detaliile în jurnal."
    ),
    "serve.not-found": "Acest serviciu nu are {path}.",
    "serve.same-entrant": "Alegeți doi jucători diferiți.",
    "serve.expect.object": "un obiect",
    "serve.expect.array": "o listă",
    "serve.expect.string": "un text",
    "serve.expect.integer": "un număr întreg",
    "serve.expect.number": "un număr",
    "serve.expect.boolean": "true sau false",
    "serve.expect.null": "null",
    "serve.expect.or": "{left} sau {right}",
    "serve.expect.one-of": "una dintre valorile {values}",
    "serve.expect.min-length": "o lungime de cel puțin {n}",
    "serve.expect.max-length": "o lungime de cel mult {n}",
    "serve.expect.minimum": "cel puțin {n}",
    "serve.expect.maximum": "cel mult {n}",
    "serve.expect.min-items": "cel puțin {n} elemente",
    "serve.expect.max-items": "cel mult {n} elemente",
    "serve.expect.max-fields": "cel mult {n} câmpuri",
    "serve.expect.schema": "un {name}",
}
