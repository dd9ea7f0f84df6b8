"""\"Why am I 5th?\": one entrant's place against its neighbours in the standings, the one
just above and the one just below, each with what separated them (``why``, rules.md 8.2,
9.7). The answer is data; :func:`core.render.why.place_messages` says it in two or three
sentences, for the command line, the bot and the sheet alike."""

from __future__ import annotations

from dataclasses import dataclass

from core.engine.standings import Standings, WhyResult
from core.model import PlayerId


@dataclass(frozen=True, slots=True)
class PlaceAnswer:
    """An entrant's place: its rank (shared or not) among ``count``, and ``why`` against
    the entrant just above (None for the first) and the one just below (None for the last)."""

    entrant: PlayerId
    rank: int
    last: int
    """The last rank the entrant's place spans (``rank`` when not shared)."""
    count: int
    above: WhyResult | None
    below: WhyResult | None


def why_place(st: Standings, pid: PlayerId) -> PlaceAnswer:
    """Return the place of entrant ``pid`` with ``why`` against its two neighbours of the
    standings (the rows in their order)."""
    from core.engine.why import why

    rows = st.rows
    i = st.position(pid)
    row = rows[i]
    last = row.rank + sum(1 for r in rows if r.rank == row.rank) - 1
    above = why(st, rows[i - 1].id, pid) if i > 0 else None
    below = why(st, pid, rows[i + 1].id) if i + 1 < len(rows) else None
    return PlaceAnswer(pid, row.rank, last, len(rows), above, below)
