"""The parts of an explanation only game-score codes have (rules.md 13.10): a round's own
and opponent's score, and the coefficients and terms of TURCAS and BRIGHTWELL.

They live apart from :mod:`core.explain` so that an event without game scores never
creates these classes (a frozen slotted dataclass is dear to create at import:
docs/architecture.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from core.i18n.message import Msg


@dataclass(frozen=True, slots=True)
class GameSide:
    """What one round adds to a player's game-score sums (rules.md 13.10): own and
    opponent's score (``None`` when the round adds nothing), whether the spread cap changed
    the difference, and who started (``None`` without a game over the board with a
    colour)."""

    own: int | None
    against: int | None
    capped: bool
    started: bool | None


@dataclass(frozen=True, slots=True)
class Term:
    """One summand of a weighted criterion (TURCAS, BRIGHTWELL; rules.md 13.10): the
    quantity (``BH``, ``SCORE``, ``SPREAD``, ``ZAC``), its factor and their product."""

    term: str
    quantity: Fraction
    factor: Fraction
    value: Fraction


@dataclass(frozen=True, slots=True)
class Weighted:
    """The coefficients of a weighted criterion and its terms (rules.md 13.10): the
    coefficients by name (``A``, ``B``, ``C``, ``D``; ``K``) in order, k, where the first one
    came from for a bare code (the mean game total, ``None`` when written in the code) and
    which of them are [U] (the note saying what a ČAS document would have to confirm)."""

    coefficients: tuple[tuple[str, Fraction], ...]
    k: int
    origin: Msg | None
    terms: tuple[Term, ...]
    sources: Msg
