"""Who may win a category's prizes: rating band, unrated, birth year, age on a date, sex,
federation, a list of starting numbers. Every condition given must hold; an attribute the
file does not give makes the player ineligible, and the result says which one was missing."""

from __future__ import annotations

import re
from datetime import date
from typing import cast

from core.model import Player, Team
from core.questions.prizes.prizelist import Category

_BIRTH = re.compile(r"(\d{4})(?:[-/.](\d{2})[-/.](\d{2}))?")
_SEX = {"m": "m", "f": "f", "w": "f"}


def birth_of(player: Player) -> tuple[int, date | None] | None:
    """Return the player's birth year and, when known, birth date: the model's ``birth``,
    else the TRF field kept as ``x-trf-birth`` (``YYYY/MM/DD``; ``00`` month or day means
    the year only)."""
    raw = player.birth if player.birth is not None else dict(player.extra).get("x-trf-birth")
    if not isinstance(raw, str):
        return None
    m = _BIRTH.fullmatch(raw.strip())
    if not m or m.group(1) == "0000":
        return None
    year = int(m.group(1))
    if m.group(2) is None or m.group(2) == "00" or m.group(3) == "00":
        return year, None
    try:
        return year, date(year, int(m.group(2)), int(m.group(3)))
    except ValueError:
        return year, None


def sex_of(player: Player) -> str | None:
    """Return ``m`` or ``f``: the model's ``sex``, else the TRF field (``x-trf-sex``,
    where ``w`` means a woman)."""
    raw = player.sex if player.sex is not None else dict(player.extra).get("x-trf-sex")
    return _SEX.get(str(raw).strip().lower()) if raw is not None else None


def _within(value: int, band: tuple[int | None, int | None]) -> bool:
    low, high = band
    return (low is None or value >= low) and (high is None or value <= high)


def age_on(born: date, on: date) -> int:
    """Return the age in whole years on ``on`` of someone born on ``born``."""
    return on.year - born.year - ((on.month, on.day) < (born.month, born.day))


PLAYER_CRITERIA = ("rating", "unrated", "born", "age", "sex", "federation")
"""The keys of a category that describe a player (docs/prizes.md)."""


def player_criteria(cat: Category) -> list[str]:
    """The keys of :data:`PLAYER_CRITERIA` that ``cat`` gives."""
    given = {
        "rating": cat.rating is not None,
        "unrated": cat.unrated,
        "born": cat.born is not None,
        "age": cat.age is not None,
        "sex": cat.sex is not None,
        "federation": bool(cat.federations),
    }
    return [k for k in PLAYER_CRITERIA if given[k]]


def eligible(cat: Category, entrant: Player | Team, on: date | None) -> tuple[bool, str | None]:
    """Return whether ``entrant`` may win ``cat``'s prizes, and the attribute that could not
    be checked when that is why not (``birth``, ``birth-date``, ``sex``, ``federation``).
    ``on`` is the date ages are taken on when the category gives none. A category that lists
    entrants takes those only; one with no player's criteria (:func:`player_criteria`) takes
    anyone, a team of a team event too (the allocation refuses a team category with a
    player's criteria: a team has no rating, sex, federation or birth)."""
    if cat.players and entrant.id not in cat.players:
        return False, None
    if not player_criteria(cat):
        return True, None
    return _meets(cat, cast(Player, entrant), on)


def _meets(cat: Category, player: Player, on: date | None) -> tuple[bool, str | None]:
    """:func:`eligible` for a player's criteria."""
    if cat.unrated and player.rating is not None:
        return False, None
    if cat.rating is not None:
        if player.rating is None:
            if not cat.rating_includes_unrated:
                return False, None
        elif not _within(player.rating, cat.rating):
            return False, None
    if cat.sex is not None:
        sex = sex_of(player)
        if sex is None:
            return False, "sex"
        if sex != cat.sex:
            return False, None
    if cat.federations:
        if not player.federation:
            return False, "federation"
        if player.federation.strip().upper() not in cat.federations:
            return False, None
    if cat.born is not None or cat.age is not None:
        birth = birth_of(player)
        if birth is None:
            return False, "birth"
        year, day = birth
        if cat.born is not None and not _within(year, cat.born):
            return False, None
        if cat.age is not None:
            when = cat.age_on or on
            if when is None:  # the allocation checks this before asking
                return False, None
            if day is not None:
                if not _within(age_on(day, when), cat.age):
                    return False, None
            else:
                # The year alone gives one of two ages: born later in the year, or not.
                ages = {when.year - year - 1, when.year - year}
                fits = {a for a in ages if _within(a, cat.age)}
                if not fits:
                    return False, None
                if fits != ages:
                    return False, "birth-date"
    return True, None
