"""tiebreak-serve's messages in Czech (čeština), formal vy."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "serve.bad-json": "Požadavek není platný JSON: {detail}.",
    "serve.too-deep": "Požadavek je vnořený příliš hluboko, nelze jej přečíst.",
    "serve.bad-shape": "Požadavek má chybný tvar v {path}: očekáváno {expected}.",
    "serve.unknown-field": "Požadavek obsahuje pole, které tato služba nezná: {path}.",
    "serve.missing-field": "V požadavku chybí pole {path}.",
    "serve.too-large": (
        "Požadavek má {size} MB, více než {limit} MB, které tato služba přijímá (list s "
        "10 000 řádky a 15 sloupci se vejde): zmenšete list, nebo požádejte správce "
        "služby o vyšší --max-body."
    ),
    "serve.unsigned": (
        "Požadavek není podepsaný: vložte token této tabulky do Tiebreak ▸ Nastavení."
    ),
    "serve.bad-signature": (
        "Podpis požadavku nesouhlasí: zkontrolujte token v Tiebreak ▸ Nastavení."
    ),
    "serve.stale": (
        "Čas požadavku se liší od hodin služby o {skew} sekund (přijímá se nejvýše "
        "{window}): zkuste to znovu; pokud se to opakuje, hodiny služby jdou špatně."
    ),
    "serve.replayed": "Tento požadavek už jednou přišel a znovu se neprovede.",
    "serve.unknown-token": (
        "Token v Tiebreak ▸ Nastavení tato služba nezná (odvolaný nebo překlepnutý): "
        "požádejte správce služby o nový."
    ),
    "serve.wrong-sheet": (
        "Token v Tiebreak ▸ Nastavení patří jiné tabulce: požádejte o token této tabulky."
    ),
    "serve.rate-limited": (
        "Příliš mnoho požadavků této tabulky za minutu (nejvýše {limit}): zkuste to znovu"
        " za {seconds} sekund."
    ),
    "serve.busy": "Služba je vytížená: zkuste to znovu za {seconds} sekund.",
    "serve.timeout": (
        "Výpočet trval déle než {seconds} sekund a byl vzdán: zkuste to znovu, nebo se "
        "obraťte na správce služby."
    ),
    "serve.internal": "Služba neočekávaně selhala; podrobnosti najde její správce v protokolu.",
    "serve.not-found": "Tato služba nemá {path}.",
    "serve.same-entrant": "Vyberte dva různé hráče.",
    "serve.expect.object": "objekt",
    "serve.expect.array": "seznam",
    "serve.expect.string": "text",
    "serve.expect.integer": "celé číslo",
    "serve.expect.number": "číslo",
    "serve.expect.boolean": "true nebo false",
    "serve.expect.null": "null",
    "serve.expect.or": "{left} nebo {right}",
    "serve.expect.one-of": "jedna z hodnot {values}",
    "serve.expect.min-length": "délka nejméně {n}",
    "serve.expect.max-length": "délka nejvýše {n}",
    "serve.expect.minimum": "nejméně {n}",
    "serve.expect.maximum": "nejvýše {n}",
    "serve.expect.min-items": "počet položek nejméně {n}",
    "serve.expect.max-items": "počet položek nejvýše {n}",
    "serve.expect.max-fields": "počet polí nejvýše {n}",
    "serve.expect.schema": "{name}",
}
