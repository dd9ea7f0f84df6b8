"""Splitting tied groups by the tie-breaks of an order (rules.md 8.1 step 4).

The standings of both scopes call :func:`split_by_order`: a numeric tie-break splits
a group by value, a group tie-break (:mod:`core.tiebreaks.group`) orders it itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import groupby
from math import lcm
from typing import Any

from core.model import PlayerId
from core.scores import Value
from core.tiebreaks.engine import Engine
from core.tiebreaks.group import GroupTiebreak, Placement, group_tiebreak
from core.tiebreaks.registry import TiebreakSpec

Values = dict[PlayerId, Value]
"""A column: exact values, ``None`` for none, or a team's board key
(:class:`core.teams.boards.BoardKey`), all ordered."""


@dataclass(frozen=True, slots=True)
class Split:
    """The groups after the score (stage 0) and after each tie-break of the order, and what
    each group tie-break recorded per (index in the order, member)."""

    stages: list[list[list[PlayerId]]]
    placements: dict[tuple[int, PlayerId], Placement]

    @property
    def final(self) -> list[list[PlayerId]]:
        """The groups after the whole order, best first."""
        return self.stages[-1]


def split_by_order(
    eng: Engine,
    specs: Sequence[TiebreakSpec],
    groups: list[list[PlayerId]],
    values: dict[str, Values],
) -> Split:
    """Return the stages of splitting ``groups`` (equal scores, best first, members by id)
    by ``specs`` in turn. ``values`` holds every numeric code's values; a group tie-break's
    column values are written into it as its groups are ordered (``eng`` is the engine of
    either scope the group tie-breaks read)."""
    stages = [groups]
    placements: dict[tuple[int, PlayerId], Placement] = {}
    for idx, s in enumerate(specs):
        column = values.setdefault(s.code, {})
        impl: GroupTiebreak[Any] | None = None  # looked up (its module imported) when needed
        keys: dict[PlayerId, int | None] | None = None  # made for the first tied group
        new_groups: list[list[PlayerId]] = []
        for g in groups:
            if len(g) < 2:
                new_groups.append(g)
            elif not s.group and (keys is not None or (keys := _integer_keys(column)) is not None):
                new_groups.extend(_by_key(g, keys, lower_first=s.lower_first))
            elif s.group:
                if impl is None:
                    impl = group_tiebreak(s)
                res = impl.order(eng, s, g)
                column.update(res.values)
                for p, pl in res.placements.items():
                    placements[(idx, p)] = pl
                new_groups.extend(sorted(part) for part in res.parts)
            else:
                new_groups.extend(_by_value(g, column, lower_first=s.lower_first))
        groups = new_groups
        stages.append(groups)
    return Split(stages, placements)


def _integer_keys(vals: Values) -> dict[PlayerId, int | None] | None:
    """Return every value of an exact column as an integer over the column's common
    denominator (``None`` stays ``None``), or None for a column of other values (a team's
    board keys). Ordering the players by these integers orders them by value exactly, and
    is cheaper than comparing Fractions: splitting the 10,000 × 15 standings by Fractions
    bucketed per group cost FIGURE-TODO (benchmarks/count_instructions.sh, 2026-12-02)."""
    # A column repeats a few Fraction objects (core.tiebreaks.engine.exact): each distinct
    # object is converted once.
    distinct = {id(v): v for v in vals.values()}
    pairs: dict[int, tuple[int, int]] = {}
    for i, v in distinct.items():
        if isinstance(v, Fraction):
            pairs[i] = v.as_integer_ratio()
        elif v is not None:
            return None
    common = lcm(*{d for _, d in pairs.values()})
    scaled: dict[int, int | None] = {i: n * (common // d) for i, (n, d) in pairs.items()}
    scaled[id(None)] = None
    return {p: scaled[id(v)] for p, v in vals.items()}


def _by_key(
    g: list[PlayerId], keys: dict[PlayerId, int | None], *, lower_first: bool
) -> list[list[PlayerId]]:
    """Return ``g`` in groups of equal key, best first, each in ``g``'s order (the sort is
    stable); players without a value last."""
    key = keys.__getitem__
    valued = [p for p in g if key(p) is not None]
    out = [list(part) for _, part in groupby(sorted(valued, key=key, reverse=not lower_first), key)]  # type: ignore[arg-type]
    if len(valued) < len(g):
        out.append([p for p in g if key(p) is None])
    return out


def _by_value(g: list[PlayerId], vals: Values, *, lower_first: bool) -> list[list[PlayerId]]:
    """Return ``g`` in groups of equal value, best first; players without a value last."""
    # Fractions are bucketed by their exact pair (numerator, denominator), cheaper to hash
    # than a Fraction, and the pairs are ordered over their common denominator in integers:
    # making and comparing a Fraction per distinct value instead cost 160 M instructions of
    # the 10,000 × 15 standings (FIGURE-TODO, benchmarks/count_instructions.sh, 2026-12-02).
    # Other values (a team's board keys) key and order themselves.
    pairs: dict[tuple[int, int], list[PlayerId]] = {}
    others: dict[Any, list[PlayerId]] = {}
    none = []
    for p in g:
        v = vals[p]
        if v is None:
            none.append(p)
        elif isinstance(v, Fraction):
            pairs.setdefault(v.as_integer_ratio(), []).append(p)
        else:
            others.setdefault(v, []).append(p)
    if others:
        buckets: dict[Any, list[PlayerId]] = {Fraction(*k): ps for k, ps in pairs.items()}
        buckets.update(others)
        out = [buckets[k] for k in sorted(buckets, reverse=not lower_first)]
    else:
        common = lcm(*(d for _, d in pairs))
        order = sorted(pairs, key=lambda k: k[0] * (common // k[1]), reverse=not lower_first)
        out = [pairs[k] for k in order]
    if none:
        out.append(none)
    return out


def latest_placement(
    split_specs: Sequence[TiebreakSpec],
    placements: dict[tuple[int, PlayerId], Placement],
    spec: TiebreakSpec,
    pid: PlayerId,
) -> Placement | None:
    """Return the last placement a group tie-break of ``spec``'s family recorded for
    ``pid`` (DE may appear more than once in an order: the last group counts, rules.md 6.1)."""
    for i in range(len(split_specs) - 1, -1, -1):
        if split_specs[i].base == spec.base:
            found = placements.get((i, pid))
            if found is not None:
                return found
    return None
