"""tiebreak-serve's messages in Italian (italiano)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "serve.bad-json": "La richiesta non è un JSON valido: {detail}.",
    "serve.too-deep": "La richiesta è annidata troppo in profondità per essere letta.",
    "serve.bad-shape": "La richiesta ha una forma errata in {path}: atteso {expected}.",
    "serve.unknown-field": "La richiesta ha un campo che questo servizio non conosce: {path}.",
    "serve.missing-field": "Alla richiesta manca il campo {path}.",
    "serve.too-large": (
        "La richiesta è di {size} MB, più dei {limit} MB che questo servizio accetta (un "
        "foglio di 10.000 righe per 15 colonne ci sta): riducete il foglio o chiedete a "
        "chi gestisce il servizio di aumentare --max-body."
    ),
    "serve.unsigned": (
        "La richiesta non è firmata: incollate il token di questo foglio in Tiebreak ▸ "
        "Impostazioni."
    ),
    "serve.bad-signature": (
        "La firma della richiesta non corrisponde: controllate il token in Tiebreak ▸ Impostazioni."
    ),
    "serve.stale": (
        "L'ora della richiesta dista {skew} secondi dall'orologio del servizio (ne sono "
        "accettati al massimo {window}): riprovate; se succede ancora, l'orologio del "
        "servizio è sbagliato."
    ),
    "serve.replayed": (
        "Questa richiesta è già stata ricevuta una volta e non viene eseguita di nuovo."
    ),
    "serve.unknown-token": (
        "Il token in Tiebreak ▸ Impostazioni non è noto a questo servizio (revocato o "
        "sbagliato): chiedetene uno nuovo a chi gestisce il servizio."
    ),
    "serve.wrong-sheet": (
        "Il token in Tiebreak ▸ Impostazioni appartiene a un altro foglio di calcolo: "
        "chiedete il token di questo foglio."
    ),
    "serve.rate-limited": (
        "Troppe richieste per questo foglio in un minuto (al massimo {limit}): riprovate "
        "tra {seconds} secondi."
    ),
    "serve.busy": "Il servizio è occupato: riprovate tra {seconds} secondi.",
    "serve.timeout": (
        "Il calcolo ha richiesto più di {seconds} secondi ed è stato abbandonato: "
        "riprovate o rivolgetevi a chi gestisce il servizio."
    ),
    "serve.internal": (
        "Il servizio ha avuto un errore imprevisto; chi lo gestisce trova i dettagli nel registro."
    ),
    "serve.not-found": "Questo servizio non ha {path}.",
    "serve.same-entrant": "Scegliete due giocatori diversi.",
    "serve.expect.object": "un oggetto",
    "serve.expect.array": "una lista",
    "serve.expect.string": "un testo",
    "serve.expect.integer": "un numero intero",
    "serve.expect.number": "un numero",
    "serve.expect.boolean": "true o false",
    "serve.expect.null": "null",
    "serve.expect.or": "{left} o {right}",
    "serve.expect.one-of": "uno dei valori {values}",
    "serve.expect.min-length": "una lunghezza di almeno {n}",
    "serve.expect.max-length": "una lunghezza di al massimo {n}",
    "serve.expect.minimum": "almeno {n}",
    "serve.expect.maximum": "al massimo {n}",
    "serve.expect.min-items": "almeno {n} elementi",
    "serve.expect.max-items": "al massimo {n} elementi",
    "serve.expect.max-fields": "al massimo {n} campi",
    "serve.expect.schema": "un {name}",
}
