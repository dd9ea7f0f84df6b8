"""The refusals of ``tiebreak-serve``: one exception carrying the HTTP status, a closed code
(the ``error.code`` of the answer, and the ``kind`` label of the error metric) and the
message, rendered in the sheet's language when the answer is made."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from core.errors import TiebreakError
from core.i18n.message import Msg

STATUS = {
    "bad-json": 400,
    "bad-request": 400,
    "unsigned": 401,
    "bad-signature": 401,
    "stale": 401,
    "replayed": 401,
    "unknown-token": 401,
    "wrong-sheet": 403,
    "not-found": 404,
    "conflict": 409,
    "too-large": 413,
    "input": 422,
    "sheet": 422,
    "rate-limited": 429,
    "internal": 500,
    "busy": 503,
    "timeout": 504,
}
"""Every code the service answers with, and its HTTP status."""


class ServiceRefusal(TiebreakError):
    """A request refused, with its answer's code, message and extra fields."""

    def __init__(
        self,
        code: str,
        message: Msg | str,
        *,
        lang: str | None = None,
        extra: Mapping[str, object] | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        self.code = code
        self.status = STATUS[code]
        self.words = message
        self.lang = lang
        self.extra = dict(extra or {})
        self.headers = dict(headers or {})
        super().__init__(code)


def joined(path: Sequence[str | int]) -> str:
    """Return a JSON path such as ``spreadsheet.sheets[0].properties.title``."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + part
    return out or "(the body)"
