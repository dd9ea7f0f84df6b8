"""The prize list, ``tiebreak-prizes/1`` (docs/prizes.md): its model, its bounds, and reading
the file (the fields are read by :mod:`core.questions.prizes.reader`).

Amounts are exact: a JSON number or a string such as ``"33.50"`` is read as a decimal, never
as a float, and kept as a whole number of minor units (cents) of the list's ``decimals``.
Every problem is reported at once, each naming its field (``categories[1].places[0].money``).

A prize list is bounded as tournament files are (:mod:`core.formats.limits`): its size, its
number of categories, places and items, its amounts (at most :data:`MAX_AMOUNT`, numbers
read by :func:`core.bounded.exact_number`), and its texts (no control characters, the rule
of player names).
"""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass
from datetime import date
from fractions import Fraction
from pathlib import Path

from core.bounded import (
    MAX_DIGITS,
    MAX_JSON_DEPTH,
    LongNumberError,
    TooDeepError,
    load_json,
)
from core.errors import InputError, Problem
from core.formats.limits import format_size
from core.i18n.message import Num, msg

FORMAT = "tiebreak-prizes/1"
MAX_PRIZE_LIST_BYTES = 1000 * 1000
"""The largest prize list read (1 MB; a real one, with a dozen categories, is 2-5 kB)."""
MAX_CATEGORIES = 500
"""The most categories of a prize list."""
MAX_PLACES = 10_000
"""The most places of all categories together."""
MAX_ITEMS = 50
"""The most items (trophies, titles, ...) of one place."""
MAX_AMOUNT = 10**9
"""The largest amount of one place, in the list's currency (whole units)."""


class Shared(enum.Enum):
    """What happens to the money of places shared on points."""

    POOL = "pool"
    """Pooled and split equally among the players on those points."""
    HORT = "hort"
    """Hort system: ``hort_pooled`` of each place pooled, the rest by tie-break order."""
    TIEBREAK = "tiebreak"
    """Not pooled: every place's money goes to its holder in tie-break order."""


class EqualValue(enum.Enum):
    """Which prize a player keeps when two it could have are worth the same."""

    MAIN_FIRST = "main-first"
    CATEGORY_FIRST = "category-first"


@dataclass(frozen=True, slots=True)
class Place:
    """One place of a category: money in minor units and indivisible items (a trophy, a
    title, a qualification)."""

    money: int
    items: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Category:
    """A list of places and who may win them; every condition given must hold."""

    id: str
    name: str
    places: tuple[Place, ...]
    rating: tuple[int | None, int | None] | None = None
    """Inclusive rating band (min, max)."""
    rating_includes_unrated: bool = False
    unrated: bool = False
    """Only unrated players."""
    born: tuple[int | None, int | None] | None = None
    """Inclusive birth years (from, to)."""
    age: tuple[int | None, int | None] | None = None
    """Inclusive age in whole years (min, max) on ``age_on`` (default: the start date)."""
    age_on: date | None = None
    sex: str | None = None
    federations: tuple[str, ...] = ()
    players: tuple[int, ...] = ()
    """Only these starting numbers (club members, locals, ...)."""
    separate: bool = False
    """Given regardless of other prizes, and no bar to them."""


@dataclass(frozen=True, slots=True)
class PrizeList:
    """A whole prize list; the first category is the main one."""

    categories: tuple[Category, ...]
    currency: str = ""
    currency_before: bool = False
    decimals: int = 2
    shared: Shared = Shared.POOL
    hort_pooled: Fraction = Fraction(1, 2)
    one_prize: bool = True
    equal_value: EqualValue = EqualValue.MAIN_FIRST

    @property
    def pooled_part(self) -> Fraction:
        """The part of a shared place's money that is pooled (1, ``hort_pooled`` or 0)."""
        if self.shared is Shared.POOL:
            return Fraction(1)
        if self.shared is Shared.HORT:
            return self.hort_pooled
        return Fraction(0)


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
    from core.questions.prizes.reader import Reader  # it imports the model above

    return Reader(source).prize_list(data)
