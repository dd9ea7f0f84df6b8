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

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from itertools import accumulate

from core.engine.standings import Standings
from core.model import PlayerId

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


def history(st: Standings) -> History:
    """Return the running scores and places of every entrant of ``st`` (module docstring)."""
    k = st.rounds_counted
    unit, per_round = st.round_units()
    ids = [r.id for r in st.rows]
    units: dict[PlayerId, tuple[int, ...]] = {}
    for pid in ids:
        pts = per_round.get(pid, [])
        units[pid] = tuple(accumulate(pts + [0] * (k - len(pts))))
    # the places after each round but the last, a column of the field at a time: a score's
    # place spans everyone on it (a few dozen distinct scores, counted in C by Counter)
    columns: list[list[Place]] = []
    for r in range(k - 1):
        scores = [units[pid][r] for pid in ids]
        counts = Counter(scores)
        place: dict[int, Place] = {}
        above = 0
        for score in sorted(counts, reverse=True):
            place[score] = (above + 1, above + counts[score])
            above += counts[score]
        columns.append([place[score] for score in scores])
    if k:
        spans = _final_spans(st)
        columns.append([spans[pid] for pid in ids])
    places = dict(zip(ids, zip(*columns, strict=True), strict=True)) if columns else {}
    return History(k, unit, units, {pid: places.get(pid, ()) for pid in ids})


def _final_spans(st: Standings) -> dict[PlayerId, Place]:
    """The standings' places as spans: a shared rank spans its whole group."""
    size: dict[int, int] = {}
    for row in st.rows:
        size[row.rank] = size.get(row.rank, 0) + 1
    return {row.id: (row.rank, row.rank + size[row.rank] - 1) for row in st.rows}


def place_text(place: Place) -> str:
    """Return a place as printed: ``3``, or ``5–6`` when shared."""
    first, last = place
    return str(first) if first == last else f"{first}–{last}"
