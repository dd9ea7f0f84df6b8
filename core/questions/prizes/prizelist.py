"""The prize list, ``tiebreak-prizes/1`` (docs/prizes.md): its model and its bounds (the file
is read by :mod:`core.questions.prizes.load`, its fields by :mod:`core.questions.prizes.reader`).

Amounts are exact: a JSON number or a string such as ``"33.50"`` is read as a decimal, never
as a float, and kept as a whole number of minor units (cents) of the list's ``decimals``.
Every problem is reported at once, each naming its field (``categories[1].places[0].money``).

A prize list is bounded as tournament files are (:mod:`core.limits`): its size, its
number of categories, places and items, its amounts (at most :data:`MAX_AMOUNT`, numbers
read by :func:`core.bounded.exact_number`), and its texts (no control characters, the rule
of player names).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from datetime import date
from fractions import Fraction

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
