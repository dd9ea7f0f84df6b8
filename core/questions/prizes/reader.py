"""The reader of a decoded prize list (:mod:`core.questions.prizes.prizelist`): every field
checked and bounded, every problem collected with its field (``categories[1].places[0].money``).
"""

from __future__ import annotations

import enum
import json
import re
from datetime import date
from decimal import Decimal
from fractions import Fraction
from typing import Any

from core.bounded import exact_number
from core.display import visible
from core.errors import InputError, Problem
from core.i18n.message import Arg, Msg, Num, msg
from core.limits import shown, text_problem
from core.questions.prizes.prizelist import (
    FORMAT,
    MAX_AMOUNT,
    MAX_CATEGORIES,
    MAX_ITEMS,
    MAX_PLACES,
    Category,
    EqualValue,
    Place,
    PrizeList,
    Shared,
)

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


def _kind(value: object) -> Arg:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return shown(value)
    if isinstance(value, (Decimal, str)):
        # A control character or a bidirectional override is quoted escaped (core.display).
        text = str(value) if isinstance(value, Decimal) else json.dumps(value, ensure_ascii=False)
        text = visible(text)
        return text if len(text) <= 62 else f"{text[:60]}… ({len(text):,} characters)"
    return msg("input.kind.list" if isinstance(value, list) else "input.kind.object")


class Reader:
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
            if (bad := text_problem(value)) is not None:
                self.bad(field, msg("prizes.error.bad-text", found=_kind(value), problem=bad))
                return None
            return value.strip()
        self.expected(field, "text", value)
        return None

    def too_many(self, field: str, count: int, what: str, limit: int) -> bool:
        """Report a list longer than ``limit``; return whether it is."""
        if count <= limit:
            return False
        self.bad(
            field,
            msg(
                "prizes.error.too-many",
                count=Num(count, grouped=True),
                what=msg(f"prizes.what.{what}"),
                limit=Num(limit, grouped=True),
            ),
        )
        return True

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
        if isinstance(value, (int, Decimal)) or (
            isinstance(value, str) and _AMOUNT.fullmatch(value.strip())
        ):
            try:
                exact = exact_number(value)
            except ValueError:
                exact = None
        if exact is None or exact < 0:
            self.expected(field, "amount", value)
            return None
        if exact > MAX_AMOUNT:
            self.bad(
                field,
                msg(
                    "prizes.error.amount-range",
                    found=_kind(value),
                    limit=Num(MAX_AMOUNT, grouped=True),
                ),
            )
            return None
        minor = exact * 10**decimals
        if minor.denominator != 1:
            self.bad(field, msg("prizes.error.too-precise", found=_kind(value), decimals=decimals))
            return None
        return int(minor)

    def fraction(self, field: str, value: object) -> Fraction | None:
        exact: Fraction | None = None
        if isinstance(value, (int, Decimal, str)):
            try:
                exact = exact_number(value)
            except ValueError:
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
            found_hort = self.fraction("hort_pooled", data["hort_pooled"])
            if found_hort is not None:  # 0 is a fraction like any other (none pooled)
                hort = found_hort
        one_prize = self.flag("one_prize", data["one_prize"]) if "one_prize" in data else True
        equal = EqualValue.MAIN_FIRST
        if "equal_value" in data:
            equal = self.choice("equal_value", data["equal_value"], EqualValue) or equal
        cats: list[Category] = []
        raw = data.get("categories")
        if not isinstance(raw, list) or not raw:
            self.expected("categories", "categories", raw)
            raw = []
        places = sum(
            len(c["places"])
            for c in raw
            if isinstance(c, dict) and isinstance(c.get("places"), list)
        )
        if self.too_many("categories", len(raw), "categories", MAX_CATEGORIES) | self.too_many(
            "categories", places, "places", MAX_PLACES
        ):
            raise InputError(self.problems)  # nothing of such a list is worth reading on
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
        """Return the category of object ``rc`` at ``field`` (docs/prizes.md), or None when
        it is not an object; every problem noted with its field."""
        if not isinstance(rc, dict):
            self.expected(field, "object", rc)
            return None
        self.keys(field, rc, _CATEGORY_KEYS)
        cid = self.text(f"{field}.id", rc.get("id")) or "?"
        name = self.text(f"{field}.name", rc["name"]) or cid if "name" in rc else cid
        places = self.places(field, rc.get("places"), decimals)
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
        age, age_on = self.age(field, rc["age"]) if "age" in rc else (None, None)
        sex = None
        if "sex" in rc:
            sex = rc["sex"] if rc["sex"] in ("m", "f") else None
            if sex is None:
                self.bad(
                    f"{field}.sex",
                    msg("prizes.error.choice", found=_kind(rc["sex"]), choices=("m", "f")),
                )
        feds = self.federations(field, rc["federation"]) if "federation" in rc else []
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

    def places(self, field: str, raw: Any, decimals: int) -> list[Place]:
        """Return a category's places: money and items, the money never rising."""
        places: list[Place] = []
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
            if self.too_many(f"{pf}.items", len(ri), "items", MAX_ITEMS):
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
        return places

    def age(self, field: str, ra: Any) -> tuple[tuple[int | None, int | None] | None, date | None]:
        """Return a category's age range and the date it is taken on (None: the event's)."""
        age = self.range(f"{field}.age", ra, "min", "max", frozenset({"on"}))
        on = ra.get("on") if isinstance(ra, dict) else None
        age_on = None
        if on is not None:
            try:
                age_on = date.fromisoformat(on) if isinstance(on, str) else None
            except ValueError:
                age_on = None
            if age_on is None:
                self.expected(f"{field}.age.on", "date", on)
        return age, age_on

    def federations(self, field: str, given: Any) -> list[str]:
        """Return a category's federations (one text or a list), upper case."""
        rf = [given] if isinstance(given, str) else given
        if not isinstance(rf, list) or not rf:
            self.expected(f"{field}.federation", "texts", given)
            rf = []
        feds: list[str] = []
        for k, f in enumerate(rf):
            found = self.text(f"{field}.federation[{k}]", f)
            if found:
                feds.append(found.upper())
        return feds
