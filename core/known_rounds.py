"""What the readers learned about the rounds of the players they built (no round pending,
no game score), for :class:`core.model.Tournament` to answer without searching every round.

Each search was some 50 M instructions of a standings run of the 10,000 × 15 benchmark
event (callgrind, 2026-12-02): ``Tournament.pending_round`` when the standings look for a
round in progress, ``Tournament.has_game_scores`` when the JSON output looks for game
scores. A tournament whose players are another tuple (``_replace``, ``after_round``)
searches.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from core.model import Player

_READ: dict[int, tuple[tuple[Player, ...], bool, bool]] = {}
"""What readers learned about the rounds of the players they built, by the identity of the
players' tuple (held here, so that the identity is not reused): whether a round may be
pending, whether a game may carry a score. The last few tuples only."""


def note_read_rounds(players: tuple[Player, ...], *, pending: bool, scored: bool) -> None:
    """Record what a reader learned building ``players``: ``pending`` ``False`` when no
    round of theirs is pending, ``scored`` ``False`` when no game of theirs has a score, so
    that :attr:`Tournament.pending_round` and :meth:`Tournament.has_game_scores` need not
    search every round of a tournament holding this very tuple."""
    while len(_READ) >= 4:
        del _READ[next(iter(_READ))]
    _READ[id(players)] = (players, pending, scored)


def read_rounds(players: tuple[Player, ...]) -> tuple[bool, bool] | None:
    """Return (``pending``, ``scored``) as a reader recorded them for ``players``, or None."""
    found = _READ.get(id(players))
    if found is None or found[0] is not players:
        return None
    return found[1], found[2]
