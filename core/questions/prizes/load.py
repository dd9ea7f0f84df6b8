"""Reading a prize list file (``tiebreak-prizes/1``, docs/prizes.md): bounded in size and depth,
decoded, then every field read by :class:`core.questions.prizes.reader.Reader`."""

from __future__ import annotations

import json
from pathlib import Path

from core.bounded import MAX_DIGITS, MAX_JSON_DEPTH, LongNumberError, TooDeepError, load_json
from core.errors import InputError, Problem
from core.i18n.message import Num, msg
from core.limits import format_size
from core.questions.prizes.prizelist import MAX_PRIZE_LIST_BYTES, PrizeList
from core.questions.prizes.reader import Reader


def load_prize_list(path: str | Path) -> PrizeList:
    """Return the prize list in the file ``path``.

    :raises InputError: for an unreadable file or every problem in it.
    """
    try:
        with Path(path).open("rb") as handle:
            # A bounded read: /dev/zero or a log file given by mistake ends here.
            data = handle.read(MAX_PRIZE_LIST_BYTES + 1)
    except OSError as exc:
        raise InputError(
            Problem(str(path), msg("prizes.error.unreadable", detail=exc.strerror or str(exc)))
        ) from exc
    if len(data) > MAX_PRIZE_LIST_BYTES:
        raise InputError(_too_large(str(path)))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(
            Problem(str(path), msg("prizes.error.unreadable", detail=str(exc)))
        ) from exc
    return read_prize_list(text, source=str(path))


def _too_large(source: str) -> Problem:
    return Problem(source, msg("prizes.error.too-large", limit=format_size(MAX_PRIZE_LIST_BYTES)))


def read_prize_list(text: str, *, source: str = "<prizes>") -> PrizeList:
    """Return the prize list in the JSON ``text``.

    :raises InputError: listing every problem, each naming its field.
    """
    if len(text) > MAX_PRIZE_LIST_BYTES:
        raise InputError(_too_large(source))
    try:
        data = load_json(text, exact_decimals=True)
    except json.JSONDecodeError as exc:
        raise InputError(
            Problem(source, msg("prizes.error.json", detail=exc.msg), line=exc.lineno)
        ) from exc
    except LongNumberError as exc:
        found = msg(
            "prizes.error.long-number",
            digits=Num(len(exc.digits.lstrip("-")), grouped=True),
            limit=MAX_DIGITS,
        )
        raise InputError(
            Problem(source, found, line=text.count("\n", 0, text.find(exc.digits)) + 1)
        ) from None
    except TooDeepError as exc:
        raise InputError(
            Problem(source, msg("prizes.error.too-deep", limit=MAX_JSON_DEPTH), line=exc.line)
        ) from None
    return Reader(source).prize_list(data)
