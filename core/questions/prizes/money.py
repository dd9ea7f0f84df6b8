"""Exact money: amounts in integer minor units, split with the remainder placed by order."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction


def split(total: int, n: int) -> tuple[int, ...]:
    """Return ``total`` minor units split into ``n`` equal shares; the units that do not
    divide go one each to the first shares (the first players in the tie-break order).

    >>> split(10000, 3)
    (3334, 3333, 3333)
    """
    q, r = divmod(total, n)
    return tuple(q + 1 if i < r else q for i in range(n))


@dataclass(frozen=True, slots=True)
class Distribution:
    """How the money of the places a points group holds is shared among its members (in
    tie-break order): ``pooled`` of it split equally (``pool_shares``), the rest kept by each
    place's holder (``own``); ``shares`` is what each member receives in all."""

    total: int
    pooled: int
    pool_shares: tuple[int, ...]
    own: tuple[int, ...]

    @property
    def shares(self) -> tuple[int, ...]:
        """What each member receives: a share of the pool plus the own part of its place."""
        return tuple(p + o for p, o in zip(self.pool_shares, self.own, strict=True))

    @property
    def remainder(self) -> int:
        """The minor units of the pool that did not divide equally."""
        return self.pooled % len(self.own) if self.own else 0


def distribute(moneys: Sequence[int], pooled_part: Fraction) -> Distribution:
    """Return the sharing of the places' money ``moneys`` (one per member, in tie-break
    order) when ``pooled_part`` of each place's money is pooled: 1 pools all, 0 none, ½ is
    the Hort system. Each place's pooled part is rounded down to a whole minor unit."""
    parts = [m * pooled_part.numerator // pooled_part.denominator for m in moneys]
    pooled = sum(parts)
    own = tuple(m - p for m, p in zip(moneys, parts, strict=True))
    pool_shares = split(pooled, len(moneys)) if moneys else ()
    return Distribution(sum(moneys), pooled, pool_shares, own)
