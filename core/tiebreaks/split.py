"""Splitting tied groups by the tie-breaks of an order (rules.md 8.1 step 4).

The standings of both scopes call :func:`split_by_order`: a numeric tie-break splits
a group by value, a group tie-break (:mod:`core.tiebreaks.group`) orders it itself.
"""

from collections.abc import Sequence
from fractions import Fraction
from math import lcm
from typing import TYPE_CHECKING, Any, NamedTuple

from core.model import PlayerId
from core.scores import Value
from core.tiebreaks.engine import Engine
from core.tiebreaks.registry import TiebreakSpec

if TYPE_CHECKING:  # imported by an order with a group tie-break (split_by_order)
    from core.tiebreaks.group import GroupTiebreak, Placement

Values = dict[PlayerId, Value]
"""A column: exact values, ``None`` for none, or a team's board key
(:class:`core.board_key.BoardKey`), all ordered."""


class Split(NamedTuple):
    """The groups after the score (stage 0) and after each tie-break of the order, and what
    each group tie-break recorded per (index in the order, member)."""

    stages: list[list[list[PlayerId]]]
    placements: dict[tuple[int, PlayerId], "Placement"]

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
        new_groups: list[list[PlayerId]] = []
        for g in groups:
            if len(g) < 2:
                new_groups.append(g)
            elif s.group:
                if impl is None:
                    # Imported here: an order without a group tie-break never loads them.
                    from core.tiebreaks.group import group_tiebreak

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


def _by_value(g: list[PlayerId], vals: Values, *, lower_first: bool) -> list[list[PlayerId]]:
    """Return ``g`` in groups of equal value, best first; players without a value last."""
    if len(g) == 2:
        # Two players, the most common tie after the first tie-break (nearly half the groups
        # split in the 10,000 × 15 standings): one comparison, no buckets.
        a, b = g
        va, vb = vals[a], vals[b]
        if isinstance(va, Fraction) and isinstance(vb, Fraction):
            if va is vb or va == vb:
                return [g]
            return [[a], [b]] if (va < vb) == lower_first else [[b], [a]]
    # Fractions are bucketed by their exact pair (numerator, denominator), cheaper to hash
    # than a Fraction, and the pairs are ordered over their common denominator in integers:
    # making and comparing a Fraction per distinct value instead more than doubled the
    # split of a big event (benchmarks/README.md, "The figures behind core's speed tricks").
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
    placements: "dict[tuple[int, PlayerId], Placement]",
    spec: TiebreakSpec,
    pid: PlayerId,
) -> "Placement | None":
    """Return the last placement a group tie-break of ``spec``'s family recorded for
    ``pid`` (DE may appear more than once in an order: the last group counts, rules.md 6.1)."""
    for i in range(len(split_specs) - 1, -1, -1):
        if split_specs[i].base == spec.base:
            found = placements.get((i, pid))
            if found is not None:
                return found
    return None
