"""The prize list, ``tiebreak-prizes/1`` (docs/prizes.md): its model and its JSON reader.

Amounts are exact: a JSON number or a string such as ``"33.50"`` is read as a decimal, never
as a float, and kept as a whole number of minor units (cents) of the list's ``decimals``.
Every problem is reported at once, each naming its field (``categories[1].places[0].money``).
"""

from __future__ import annotations

import enum
import json
import re
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from pathlib import Path
from typing import Any

from core.errors import InputError, Problem
from core.i18n.message import Arg, Msg, msg

FORMAT = "tiebreak-prizes/1"
_TOP_KEYS = {
    "format",
    "currency",
    "currency_position",
    "decimals",
    "shared",
    "hort_pooled",
    "one_prize",
    "equal_value",
    "categories",
}
_CATEGORY_KEYS = {
    "id",
    "name",
    "places",
    "rating",
    "unrated",
    "born",
    "age",
    "sex",
    "federation",
    "players",
    "separate",
}
_PLACE_KEYS = {"money", "items"}
_AMOUNT = re.compile(r"\d+(\.\d+)?")
_SYMBOLS_BEFORE = frozenset({"£", "$", "US$"})


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
        text = Path(path).read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise InputError(
            Problem(str(path), msg("prizes.error.unreadable", detail=exc.strerror or str(exc)))
        ) from exc
    return read_prize_list(text, source=str(path))


def read_prize_list(text: str, *, source: str = "<prizes>") -> PrizeList:
    """Return the prize list in the JSON ``text``.

    :raises InputError: listing every problem, each naming its field.
    """
    try:
        data = json.loads(text, parse_float=Decimal)
    except json.JSONDecodeError as exc:
        raise InputError(
            Problem(source, msg("prizes.error.json", detail=exc.msg), line=exc.lineno)
        ) from exc
    return _Reader(source).prize_list(data)


def _kind(value: object) -> Arg:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, Decimal)):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    return msg("input.kind.list" if isinstance(value, list) else "input.kind.object")


class _Reader:
    """Reads a decoded prize list, collecting every problem with its field."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.problems: list[Problem] = []

    def bad(self, field: str, message: Msg) -> None:
        self.problems.append(Problem(self.source, message, path=field or None))

    def expected(self, field: str, what: str, value: object) -> None:
        self.bad(
            field,
            msg("prizes.error.expected", expected=msg(f"prizes.expect.{what}"), found=_kind(value)),
        )

    def keys(self, field: str, obj: dict[str, Any], allowed: set[str]) -> None:
        for key in obj:
            if key not in allowed and not str(key).startswith("x-"):
                self.bad(
                    f"{field}.{key}" if field else str(key),
                    msg(
                        "prizes.error.unknown-key",
                        key=json.dumps(key),
                        known=tuple(sorted(allowed)),
                    ),
                )

    def whole(self, field: str, value: object, *, low: int = 0) -> int | None:
        if isinstance(value, int) and not isinstance(value, bool) and value >= low:
            return value
        self.expected(field, "whole", value)
        return None

    def flag(self, field: str, value: object) -> bool:
        if isinstance(value, bool):
            return value
        self.expected(field, "bool", value)
        return False

    def text(self, field: str, value: object) -> str | None:
        if isinstance(value, str) and value.strip():
            return value.strip()
        self.expected(field, "text", value)
        return None

    def choice(self, field: str, value: object, enum_type: type[enum.Enum]) -> Any:
        for member in enum_type:
            if value == member.value:
                return member
        self.bad(
            field,
            msg(
                "prizes.error.choice",
                found=_kind(value),
                choices=tuple(str(m.value) for m in enum_type),
            ),
        )
        return None

    def amount(self, field: str, value: object, decimals: int) -> int | None:
        exact: Fraction | None = None
        if isinstance(value, int) and not isinstance(value, bool):
            exact = Fraction(value)
        elif isinstance(value, Decimal) and value.is_finite():
            exact = Fraction(value)
        elif isinstance(value, str) and _AMOUNT.fullmatch(value.strip()):
            try:
                exact = Fraction(Decimal(value.strip()))
            except InvalidOperation:  # pragma: no cover - the pattern admits decimals only
                exact = None
        if exact is None or exact < 0:
            self.expected(field, "amount", value)
            return None
        minor = exact * 10**decimals
        if minor.denominator != 1:
            self.bad(field, msg("prizes.error.too-precise", found=_kind(value), decimals=decimals))
            return None
        return int(minor)

    def fraction(self, field: str, value: object) -> Fraction | None:
        exact: Fraction | None = None
        try:
            if isinstance(value, (int, Decimal)) and not isinstance(value, bool):
                exact = Fraction(value)
            elif isinstance(value, str):
                exact = Fraction(value.strip())
        except (ValueError, ZeroDivisionError):
            exact = None
        if exact is None or not 0 <= exact <= 1:
            self.expected(field, "fraction", value)
            return None
        return exact

    def range(
        self,
        field: str,
        value: object,
        low_key: str,
        high_key: str,
        extra: frozenset[str] = frozenset(),
    ) -> tuple[int | None, int | None] | None:
        if not isinstance(value, dict):
            self.expected(field, "object", value)
            return None
        self.keys(field, value, {low_key, high_key} | extra)
        low = self.whole(f"{field}.{low_key}", value[low_key]) if low_key in value else None
        high = self.whole(f"{field}.{high_key}", value[high_key]) if high_key in value else None
        if low_key not in value and high_key not in value:
            self.bad(field, msg("prizes.error.empty-range", low=low_key, high=high_key))
        if low is not None and high is not None and low > high:
            self.bad(field, msg("prizes.error.inverted-range", low=low, high=high))
        return low, high

    def prize_list(self, data: Any) -> PrizeList:
        if not isinstance(data, dict):
            self.expected("", "object", data)
            raise InputError(self.problems)
        self.keys("", data, _TOP_KEYS)
        fmt = data.get("format", FORMAT)
        if fmt != FORMAT:
            self.bad("format", msg("prizes.error.format", found=_kind(fmt), expected=FORMAT))
        decimals = 2
        if "decimals" in data:
            found = self.whole("decimals", data["decimals"])
            if found is not None and found > 6:
                self.expected("decimals", "whole", data["decimals"])
            elif found is not None:
                decimals = found
        currency = ""
        if "currency" in data:
            currency = self.text("currency", data["currency"]) or ""
        before = currency in _SYMBOLS_BEFORE
        if "currency_position" in data:
            pos = data["currency_position"]
            if pos in ("before", "after"):
                before = pos == "before"
            else:
                self.bad(
                    "currency_position",
                    msg("prizes.error.choice", found=_kind(pos), choices=("before", "after")),
                )
        shared = Shared.POOL
        if "shared" in data:
            shared = self.choice("shared", data["shared"], Shared) or Shared.POOL
        hort = Fraction(1, 2)
        if "hort_pooled" in data:
            hort = self.fraction("hort_pooled", data["hort_pooled"]) or hort
        one_prize = self.flag("one_prize", data["one_prize"]) if "one_prize" in data else True
        equal = EqualValue.MAIN_FIRST
        if "equal_value" in data:
            equal = self.choice("equal_value", data["equal_value"], EqualValue) or equal
        cats: list[Category] = []
        raw = data.get("categories")
        if not isinstance(raw, list) or not raw:
            self.expected("categories", "categories", raw)
            raw = []
        seen: set[str] = set()
        for i, rc in enumerate(raw):
            cat = self.category(f"categories[{i}]", rc, decimals)
            if cat is None:
                continue
            if cat.id in seen:
                self.bad(f"categories[{i}].id", msg("prizes.error.duplicate-id", id=cat.id))
            seen.add(cat.id)
            cats.append(cat)
        if self.problems:
            raise InputError(self.problems)
        return PrizeList(tuple(cats), currency, before, decimals, shared, hort, one_prize, equal)

    def category(self, field: str, rc: Any, decimals: int) -> Category | None:
        if not isinstance(rc, dict):
            self.expected(field, "object", rc)
            return None
        self.keys(field, rc, _CATEGORY_KEYS)
        cid = self.text(f"{field}.id", rc.get("id")) or "?"
        name = self.text(f"{field}.name", rc["name"]) or cid if "name" in rc else cid
        places: list[Place] = []
        raw = rc.get("places")
        if not isinstance(raw, list) or not raw:
            self.expected(f"{field}.places", "places", raw)
            raw = []
        for j, rp in enumerate(raw):
            pf = f"{field}.places[{j}]"
            if not isinstance(rp, dict):
                self.expected(pf, "object", rp)
                continue
            self.keys(pf, rp, _PLACE_KEYS)
            money = self.amount(f"{pf}.money", rp["money"], decimals) if "money" in rp else 0
            items: list[str] = []
            ri = rp.get("items", [])
            if not isinstance(ri, list):
                self.expected(f"{pf}.items", "texts", ri)
                ri = []
            for k, item in enumerate(ri):
                found = self.text(f"{pf}.items[{k}]", item)
                if found:
                    items.append(found)
            if "money" not in rp and not items:
                self.bad(pf, msg("prizes.error.empty-place"))
            if money is None:
                continue
            if places and money > places[-1].money:
                self.bad(f"{pf}.money", msg("prizes.error.increasing", place=j + 1, previous=j))
            places.append(Place(money, tuple(items)))
        rating = (
            self.range(f"{field}.rating", rc["rating"], "min", "max", frozenset({"unrated"}))
            if "rating" in rc
            else None
        )
        with_unrated = False
        if isinstance(rc.get("rating"), dict) and "unrated" in rc["rating"]:
            with_unrated = self.flag(f"{field}.rating.unrated", rc["rating"]["unrated"])
        unrated = self.flag(f"{field}.unrated", rc["unrated"]) if "unrated" in rc else False
        born = self.range(f"{field}.born", rc["born"], "from", "to") if "born" in rc else None
        age = age_on = None
        if "age" in rc:
            age = self.range(f"{field}.age", rc["age"], "min", "max", frozenset({"on"}))
            on = rc["age"].get("on") if isinstance(rc["age"], dict) else None
            if on is not None:
                try:
                    age_on = date.fromisoformat(on) if isinstance(on, str) else None
                except ValueError:
                    age_on = None
                if age_on is None:
                    self.expected(f"{field}.age.on", "date", on)
        sex = None
        if "sex" in rc:
            sex = rc["sex"] if rc["sex"] in ("m", "f") else None
            if sex is None:
                self.bad(
                    f"{field}.sex",
                    msg("prizes.error.choice", found=_kind(rc["sex"]), choices=("m", "f")),
                )
        feds: list[str] = []
        if "federation" in rc:
            rf = rc["federation"]
            rf = [rf] if isinstance(rf, str) else rf
            if not isinstance(rf, list) or not rf:
                self.expected(f"{field}.federation", "texts", rc["federation"])
                rf = []
            for k, f in enumerate(rf):
                found = self.text(f"{field}.federation[{k}]", f)
                if found:
                    feds.append(found.upper())
        ids: list[int] = []
        if "players" in rc:
            rpl = rc["players"]
            if not isinstance(rpl, list) or not rpl:
                self.expected(f"{field}.players", "ids", rpl)
                rpl = []
            for k, pid in enumerate(rpl):
                found_id = self.whole(f"{field}.players[{k}]", pid, low=1)
                if found_id is not None:
                    ids.append(found_id)
        separate = self.flag(f"{field}.separate", rc["separate"]) if "separate" in rc else False
        return Category(
            cid,
            name,
            tuple(places),
            rating,
            with_unrated,
            unrated,
            born,
            age,
            age_on,
            sex,
            tuple(feds),
            tuple(ids),
            separate,
        )
