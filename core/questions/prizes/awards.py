"""What a prize list gives out: each place's shares, the unawarded places, the warnings, and
the amounts as messages (docs/prizes.md). :mod:`core.questions.prizes.allocate` computes them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from core.engine.standings import Standings
from core.i18n.message import Arg, Msg, Num, msg
from core.model import PlayerId
from core.questions.prizes.money import Distribution
from core.questions.prizes.prizelist import Category, PrizeList


@dataclass(frozen=True, slots=True)
class Share:
    """What one player receives in a group: the place it holds, its money (minor units) and
    the items of that place, with notes on why (the prize it chose over another, the order
    that gave it an item)."""

    player: PlayerId
    place: int
    money: int
    items: tuple[str, ...]
    notes: tuple[Msg, ...] = ()


@dataclass(frozen=True, slots=True)
class Group:
    """Places ``first``..``last`` of a category, held by players level on ``points``."""

    category: int
    first: int
    last: int
    points: Fraction
    distribution: Distribution
    shares: tuple[Share, ...]
    text: tuple[Msg, ...]


@dataclass(frozen=True, slots=True)
class Unawarded:
    """A place no eligible player was left for."""

    category: int
    place: int
    money: int
    items: tuple[str, ...]
    text: Msg


@dataclass(frozen=True, slots=True)
class PrizeWarning:
    """Something the organiser must look at (an attribute missing, an order the tie-breaks
    did not give)."""

    code: str
    message: Msg
    players: tuple[PlayerId, ...] = ()


@dataclass(frozen=True, slots=True)
class PrizeResult:
    """The prizes of an event: groups by category and place, places left, warnings."""

    standings: Standings
    prizes: PrizeList
    groups: tuple[Group, ...]
    unawarded: tuple[Unawarded, ...]
    notes: tuple[tuple[int, Msg], ...]
    warnings: tuple[PrizeWarning, ...]
    settings: tuple[Msg, ...]

    def totals(self) -> list[tuple[PlayerId, int, tuple[str, ...]]]:
        """Return each awarded player's money and items, in the order of the standings."""
        money: dict[PlayerId, int] = {}
        items: dict[PlayerId, list[str]] = {}
        for g in self.groups:
            for s in g.shares:
                money[s.player] = money.get(s.player, 0) + s.money
                items.setdefault(s.player, []).extend(s.items)
        pos = {r.id: i for i, r in enumerate(self.standings.rows)}
        return [(p, money[p], tuple(items[p])) for p in sorted(money, key=pos.__getitem__)]

    @property
    def total(self) -> int:
        """All the money given out, in minor units."""
        return sum(g.distribution.total for g in self.groups)


def money(plist: PrizeList, minor: int) -> Msg:
    """Return an amount with the list's currency: whole amounts without decimals (``£150``),
    others with the list's decimals (``£33.34``)."""
    value = Fraction(minor, 10**plist.decimals)
    amount = Num(value, None if value.denominator == 1 else plist.decimals)
    if not plist.currency:
        return msg("prizes.money.bare", amount=amount)
    return msg(
        "prizes.money.before" if plist.currency_before else "prizes.money.after",
        amount=amount,
        symbol=plist.currency,
    )


def prize(plist: PrizeList, minor: int, items: Sequence[str]) -> Msg:
    """Return a place's prize: its money, its items, or both."""
    if not items:
        return money(plist, minor)
    if minor == 0:
        return msg("prizes.prize.items", items=tuple(items))
    return msg("prizes.prize.both", money=money(plist, minor), items=tuple(items))


def names_list(names: Sequence[str]) -> Arg:
    """Return names as a list for a sentence: "Ana, Bo and Cy"."""
    if len(names) < 2:
        return names[0] if names else None
    return msg("prizes.list", head=tuple(names[:-1]), last=names[-1])


def where(cat: Category, first: int, last: int | None = None) -> Msg:
    """Return "Open, place 3" or "Open, places 1–2"."""
    if last is None or last == first:
        return msg("prizes.place", category=cat.name, place=first)
    return msg("prizes.places", category=cat.name, first=first, last=last)
