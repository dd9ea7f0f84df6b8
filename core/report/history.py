"""Each entrant's running score and place after every round, for the cards, the charts and
the order of each round's pairings.

The places are computed in one pass over the rounds, adding each round's points to a running
total (rules.md 8.1 step 1: the primary score first), not by ranking the event K times: after
round r < k an entrant's place is shared by everyone on its running score (``5–6``); after
the last round counted it is the standings' own place, tie-breaks included. The totals are
integers in units of the event's smallest fraction of a point (a half point, usually), so
that a round's sort compares integers.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from core.engine.standings import Standings
from core.model import PlayerId, Primary

Place = tuple[int, int]
"""A place as the first and last rank it spans: ``(5, 6)`` is shared, ``(3, 3)`` is not."""


@dataclass(frozen=True, slots=True)
class History:
    """Running scores and places: ``units[pid][r - 1]`` is the score after round r in
    units of ``1 / unit`` points, ``places[pid][r - 1]`` the place then; ``rounds`` is k,
    the rounds counted."""

    rounds: int
    unit: int
    units: Mapping[PlayerId, tuple[int, ...]]
    places: Mapping[PlayerId, tuple[Place, ...]]

    def score(self, pid: PlayerId, r: int) -> Fraction:
        """Return the score of ``pid`` after round ``r`` (0: before round 1)."""
        return Fraction(self.units[pid][r - 1], self.unit) if r else Fraction(0)


def round_points(st: Standings) -> dict[PlayerId, list[Fraction]]:
    """Return each entrant's primary score of each round counted: a player's points
    (rules.md 3.1), a team's match or game points (9.2), as the standings count them."""
    t, k = st.tournament, st.rounds_counted
    if st.primary is not None:
        from core.teams.matches import team_records

        records = team_records(t)
        mp = st.primary is Primary.MP
        return {
            PlayerId(int(tid)): [(rd.mp if mp else rd.gp) for rd in rec.rounds[:k]]
            for tid, rec in records.by_id.items()
        }
    points = t.scoring.points
    return {p.id: [points(r.outcome) for r in p.results[:k]] for p in t.players}


def history(st: Standings) -> History:
    """Return the running scores and places of every entrant of ``st`` (module docstring)."""
    k = st.rounds_counted
    per_round = round_points(st)
    # denominators and numerators, not the Fractions: hashing 22,000 Fractions cost more
    unit = math.lcm(1, *{v.denominator for pts in per_round.values() for v in pts})
    ids = [r.id for r in st.rows]
    totals = dict.fromkeys(ids, 0)
    units: dict[PlayerId, list[int]] = {pid: [] for pid in ids}
    places: dict[PlayerId, list[Place]] = {pid: [] for pid in ids}
    for r in range(k):
        for pid in ids:
            got = per_round.get(pid, ())
            if r < len(got):
                v = got[r]
                totals[pid] += v.numerator * (unit // v.denominator)
            units[pid].append(totals[pid])
        if r == k - 1:
            break
        first: dict[int, int] = {}
        last: dict[int, int] = {}
        for i, s in enumerate(sorted(totals.values(), reverse=True), start=1):
            first.setdefault(s, i)
            last[s] = i
        for pid in ids:
            s = totals[pid]
            places[pid].append((first[s], last[s]))
    if k:
        spans = _final_spans(st)
        for pid in ids:
            places[pid].append(spans[pid])
    return History(
        k,
        unit,
        {p: tuple(v) for p, v in units.items()},
        {p: tuple(v) for p, v in places.items()},
    )


def _final_spans(st: Standings) -> dict[PlayerId, Place]:
    """The standings' places as spans: a shared rank spans its whole group."""
    size: dict[int, int] = {}
    for row in st.rows:
        size[row.rank] = size.get(row.rank, 0) + 1
    return {row.id: (row.rank, row.rank + size[row.rank] - 1) for row in st.rows}


@lru_cache(maxsize=4096)  # a field's cards and charts print some 24,000 places, few distinct
def place_text(place: Place) -> str:
    """Return a place as printed: ``3``, or ``5–6`` when shared."""
    first, last = place
    return str(first) if first == last else f"{first}–{last}"
