"""Explanations are data: every tie-break value with the items it was built from.

An item carries its reason as messages (a catalogue key and its parameters: round,
opponent, raw and counted value, article, cut reason, cap), never a sentence; the command
line, the bot and the sheet notes render the same :class:`Explanation` in the reader's
language with :mod:`core.render` (design.md). None of them does arithmetic.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from core.i18n.message import Msg
from core.model import PlayerId


@dataclass(frozen=True, slots=True)
class Item:
    """One round (or one game, for group tie-breaks) of an explanation (rules.md 3.4).

    ``notes`` holds the reason first (``entry.dummy-cap-rounds``, ...), then what changed the
    round's contribution (the SB factor, a cut, the Fore Buchholz assumption), each with its
    parameters.
    """

    round: int | None
    kind: str | None
    opponent: PlayerId | None
    opponent_name: str | None
    raw: Fraction | None
    value: Fraction | None
    cut: bool
    notes: tuple[Msg, ...]
    rule: str

    @property
    def code(self) -> str:
        """The reason code: the key of the first note that is not a modifier (``mod.``)."""
        return next((n.key for n in self.notes if not n.key.startswith("mod.")), "")


@dataclass(frozen=True, slots=True)
class Explanation:
    """A tie-break value of one player with its items and a one-line summary."""

    player: PlayerId
    player_name: str
    tiebreak: str
    rules: str
    value: Fraction | None
    items: tuple[Item, ...]
    summary: Msg | None
    places: int | None = None
    """Decimals the value is shown with (AOB: 2); None for the exact decimal."""
