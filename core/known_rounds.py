"""What a reader learned about the rounds of the players it built (no round pending, no
game score), carried by the players' tuple itself, for :class:`core.model.Tournament` to
answer without searching every round.

Each search is a pass over every round of the event: ``Tournament.pending_round`` when the
standings look for a round in progress, ``Tournament.has_game_scores`` when the JSON output
looks for game scores. The facts belong to that very tuple, which cannot change: a
tournament with other players (``_replace``, ``after_round``, a slice, a concatenation) holds
a plain tuple and searches. A tuple subclass rather than a table of tuples by identity:
nothing global, nothing kept alive, the same in every thread and through pickling (the bot's
worker processes).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

# Generic in what it holds (players), so that this module, which core.model imports, need not
# import core.model back.
_P = TypeVar("_P")


class ReadPlayers(tuple[_P, ...]):
    """The players of a tournament as a reader built them, with what it learned of their
    rounds: ``pending`` ``False`` when no round is pending, ``scored`` ``False`` when no game
    carries a score (``True``: there may be one, search)."""

    pending: bool
    scored: bool

    def __new__(cls, players: Iterable[_P], *, pending: bool, scored: bool) -> ReadPlayers[_P]:
        made = super().__new__(cls, players)
        made.pending = pending
        made.scored = scored
        return made

    def __getnewargs_ex__(self) -> tuple[tuple[tuple[_P, ...]], dict[str, bool]]:
        # pickled with its facts (the default would call __new__ without them)
        return (tuple(self),), {"pending": self.pending, "scored": self.scored}


def read_rounds(players: tuple[object, ...]) -> tuple[bool, bool] | None:
    """Return (``pending``, ``scored``) as a reader recorded them for ``players``, or None
    for players no reader vouches for."""
    if type(players) is ReadPlayers:
        return players.pending, players.scored
    return None
