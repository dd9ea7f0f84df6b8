"""tiebreak-serve's messages in English (the reference)."""

from typing import Any

MESSAGES: dict[str, Any] = {
    "serve.bad-json": "The request is not valid JSON: {detail}.",
    "serve.too-deep": "The request is nested too deeply to be read.",
    "serve.bad-shape": "The request has a wrong shape at {path}: expected {expected}.",
    "serve.unknown-field": "The request has a field this service does not know: {path}.",
    "serve.missing-field": "The request lacks the field {path}.",
    "serve.too-large": (
        "The request is {size} MB, more than the {limit} MB this service accepts (a tab "
        "of 10,000 rows by 15 columns fits): make the tab smaller, or ask whoever runs "
        "the service to raise --max-body."
    ),
    "serve.unsigned": (
        "The request is not signed: paste this sheet's token into Tiebreak ▸ Settings."
    ),
    "serve.bad-signature": (
        "The request's signature does not match: check the token in Tiebreak ▸ Settings."
    ),
    "serve.stale": (
        "The request's time is {skew} seconds away from the service's clock (at most "
        "{window} are accepted): try again; if it keeps happening, the service's clock is"
        " wrong."
    ),
    "serve.replayed": "This request was already received once and is not run again.",
    "serve.unknown-token": (
        "The token in Tiebreak ▸ Settings is not known to this service (revoked or "
        "mistyped): ask whoever runs the service for a new one."
    ),
    "serve.wrong-sheet": (
        "The token in Tiebreak ▸ Settings belongs to another spreadsheet: ask for this "
        "sheet's own token."
    ),
    "serve.rate-limited": (
        "Too many requests for this sheet in one minute (at most {limit}): try again in "
        "{seconds} seconds."
    ),
    "serve.busy": "The service is busy: try again in {seconds} seconds.",
    "serve.timeout": (
        "The calculation took longer than {seconds} seconds and was given up: try again, "
        "or ask whoever runs the service."
    ),
    "serve.internal": (
        "The service failed unexpectedly; whoever runs it finds the details in its log."
    ),
    "serve.not-found": "This service has no {path}.",
    "serve.same-entrant": "Choose two different players.",
    "serve.expect.object": "an object",
    "serve.expect.array": "a list",
    "serve.expect.string": "a text",
    "serve.expect.integer": "a whole number",
    "serve.expect.number": "a number",
    "serve.expect.boolean": "true or false",
    "serve.expect.null": "null",
    "serve.expect.or": "{left} or {right}",
    "serve.expect.one-of": "one of {values}",
    "serve.expect.min-length": "a length of at least {n}",
    "serve.expect.max-length": "a length of at most {n}",
    "serve.expect.minimum": "at least {n}",
    "serve.expect.maximum": "at most {n}",
    "serve.expect.min-items": "at least {n} entries",
    "serve.expect.max-items": "at most {n} entries",
    "serve.expect.max-fields": "at most {n} fields",
    "serve.expect.schema": "a {name}",
}
