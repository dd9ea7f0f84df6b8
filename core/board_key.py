"""The value of the team codes ``TBR`` and ``BBE`` (FIDE C.07 12.2, 12.3).

A leaf of the domain layer: the foundation (:mod:`core.scores`, :mod:`core.i18n.text`) names
it in annotations without importing a tie-break module, and only team events import it.
"""

from dataclasses import dataclass
from fractions import Fraction


@dataclass(frozen=True, slots=True, order=True)
class BoardKey:
    """The value of the team codes ``TBR`` and ``BBE`` (FIDE C.07 12.2, 12.3): numbers
    compared one by one, the first difference deciding, higher first (tuple order:
    ``BoardKey((2, 1)) > BoardKey((2, 1/2))``). TBR holds the GP on board 1, board 2, …; BBE
    the GP without the bottom board, without the two bottom boards, …"""

    values: tuple[Fraction, ...]
