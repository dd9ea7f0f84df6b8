"""Which notation a crosstable's round cells are written in.

``standard`` is formats.md section 1 (``+W9``, ``=B9``, ``-9``, ``+F9``, ``?W9``, ``BYE``/``U``,
``F``, ``H``, ``Z``, ``--``). ``uscf`` is the US Chess wallchart, read when the file says so (a
``"notation": "uscf"`` key in tournament JSON, a ``Notation | uscf`` row above a crosstable's
header) or the command line gives ``--notation uscf``:

=========  ==============================================  ===================
cell       US Chess meaning                                outcome
=========  ==============================================  ===================
``W5``     won against 5                                   win
``D2``     drew with 2                                     draw
``L4``     lost to 4                                       loss
``X8``     won by forfeit against 8                        forfeit win
``F8``     lost by forfeit to 8                            forfeit loss
``B``      full-point bye                                  full-point bye
``H``      half-point bye                                  half-point bye
``U``      unplayed, zero points                           not paired (absent)
=========  ==============================================  ===================

The letters ``U`` and ``F`` mean something else in the standard notation (a
pairing-allocated bye, a full-point bye), which is why US Chess meaning is never guessed.
Every other standard token (``Z``, ``--``, ``+W9``…) keeps its meaning in a ``uscf`` file.
"""

from __future__ import annotations

import re
from typing import Literal

from core.formats.crosstable import read_token
from core.i18n.message import Msg, msg
from core.model import Outcome, PlayerId, RoundResult

__all__ = [
    "NOTATIONS",
    "USCF_HELP",
    "CellError",
    "Notation",
    "looks_uscf",
    "parse_notation",
    "parse_uscf",
]


class CellError(ValueError):
    """A cell that does not read: ``message`` says why, as a catalogue message (``str()``
    of the error is its English text)."""

    def __init__(self, message: Msg) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        from core.i18n.text import render

        return render(self.message)


Notation = Literal["standard", "uscf"]
NOTATIONS: tuple[Notation, ...] = ("standard", "uscf")

USCF_HELP = msg("grid.uscf-help")
"""What a US Chess wallchart cell looks like (W5, D2, L4, X8, F8, B, H, U or empty)."""

_NAMES: dict[str, Notation] = {
    "standard": "standard",
    "fide": "standard",
    "tiebreak": "standard",
    "uscf": "uscf",
    "us chess": "uscf",
    "us": "uscf",
    "uschess": "uscf",
    "us-chess": "uscf",
}
_GAME = re.compile(r"^([WDLXF])\s*([0-9]{1,5})$")
_OUTCOMES = {
    "W": Outcome.WIN,
    "D": Outcome.DRAW,
    "L": Outcome.LOSS,
    "X": Outcome.FORFEIT_WIN,
    "F": Outcome.FORFEIT_LOSS,
}
_LETTERS = {"B": Outcome.FULL_BYE, "H": Outcome.HALF_BYE, "U": Outcome.ABSENT}


def parse_notation(value: str) -> Notation | None:
    """Return the notation ``value`` names (``uscf``, ``US Chess``, ``standard``…), else None.

    >>> parse_notation("US Chess"), parse_notation(" USCF "), parse_notation("fide")
    ('uscf', 'uscf', 'standard')
    """
    return _NAMES.get(" ".join(value.split()).casefold())


def parse_uscf(text: str) -> RoundResult:
    """Return the round a US Chess wallchart cell describes (module docstring).

    >>> parse_uscf("W5").opponent, parse_uscf("W5").outcome, parse_uscf("u").outcome
    (5, <Outcome.WIN: 'win'>, <Outcome.ABSENT: 'absent'>)

    :raises CellError: for anything else.
    """
    cell = text.strip().upper()
    m = _GAME.match(cell)
    if m:
        opponent = int(m.group(2))
        if opponent < 1:
            raise CellError(msg("grid.uscf-opponent-zero", found=repr(text)))
        return RoundResult(_OUTCOMES[m.group(1)], PlayerId(opponent))
    if cell in _LETTERS:
        return RoundResult(_LETTERS[cell])
    if cell in ("X", "F"):
        raise CellError(msg("grid.uscf-forfeit-opponent", found=repr(text), letter=cell))
    try:
        return read_token(text)
    except ValueError:
        raise CellError(msg("grid.expected", expected=USCF_HELP, found=repr(text))) from None


def looks_uscf(text: str) -> bool:
    """Return whether ``text`` is written like a US Chess wallchart game (``W5``, ``L12``).

    >>> looks_uscf("W5"), looks_uscf("+W5")
    (True, False)
    """
    return bool(_GAME.match(text.strip().upper()))
