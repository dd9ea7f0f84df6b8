"""Team tie-break codes (rules.md 9.5, formats.md 6.3): ``BASE[:MP|:GP][-MODIFIER]``.

``/`` is accepted for ``-`` and case does not matter; :attr:`TeamSpec.code` is the canonical
spelling (upper case, ``-``) that output keys use. A code without ``:MP``/``:GP`` works on
the primary score (:attr:`TeamSpec.score` is then the primary score given to
:func:`parse_team_code`, while the code keeps the spelling without it).

The values of ``TBR`` and ``BBE`` are keys compared board by board: a :class:`BoardKey`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from core.errors import UnknownTiebreakError
from core.model import Primary


@dataclass(frozen=True, slots=True, order=True)
class BoardKey:
    """The value of ``TBR`` and ``BBE`` (art. 12.2, 12.3): numbers compared one by one, the
    first difference deciding, higher first (tuple order: ``BoardKey((2, 1)) >
    BoardKey((2, 1/2))``). TBR holds the GP on board 1, board 2, …; BBE the GP without the
    bottom board, without the two bottom boards, …"""

    values: tuple[Fraction, ...]


TeamValue = Fraction | BoardKey | None
"""A team tie-break value: exact, a board key, or ``None`` when the team has none (AOB
without a played match)."""


@dataclass(frozen=True, slots=True)
class TeamSpec:
    """A parsed team tie-break code.

    ``base`` is the family (``BH``, ``EMGSB``, …; ``SB:MP`` and ``SB:GP`` are read as
    ``EMMSB`` and ``EGGSB`` with ``base`` ``EMMSB``/``EGGSB``), ``score`` the score it works
    on, ``low``/``high`` the cuts (``-C1``: 1/0, ``-M1``: 1/1), ``factor`` SSSC's ``-K<n>``,
    ``group`` whether standings order a tied group with it (DE, EDE, EDET, …: computed by the
    team standings, not here), ``lower_first`` for BC, ``places`` the decimals of a rounded
    value (AOB, SSSC).
    """

    code: str
    base: str
    score: Primary
    low: int = 0
    high: int = 0
    factor: int | None = None
    group: bool = False
    lower_first: bool = False
    places: int | None = None


_SCORED = {"BH", "FB", "AOB", "PS", "SB", "WIN"}
_MODS: dict[str, frozenset[str]] = {
    "BH": frozenset({"C1", "C2", "M1", "M2"}),
    "FB": frozenset({"C1", "C2", "M1", "M2"}),
    "PS": frozenset({"C1"}),
    "SB": frozenset({"C1", "C2"}),
    "EMMSB": frozenset({"C1", "C2"}),
    "EMGSB": frozenset({"C1", "C2"}),
    "EGMSB": frozenset({"C1", "C2"}),
    "EGGSB": frozenset({"C1", "C2"}),
}
_PLAIN = {"MPVGP", "AOB", "SSSC", "BC", "TBR", "BBE", "WIN"}
GROUP_CODES = ("DE", "EDE", "EDET", "EDEB", "EDEBT", "EDEBB")
"""Group tie-breaks of team events (art. 6, 13.3): ordered by the team standings."""
TEAM_CODES = [
    "MPVGP",
    "BH:MP",
    "BH:GP",
    "FB:MP",
    "FB:GP",
    "AOB:MP",
    "AOB:GP",
    "EMMSB",
    "EMGSB",
    "EGMSB",
    "EGGSB",
    "SB:MP",
    "SB:GP",
    "PS:MP",
    "PS:GP",
    "WIN:MP",
    "SSSC",
    "BC",
    "TBR",
    "BBE",
    *GROUP_CODES,
]
"""Every team code without its modifiers (formats.md 6.3), for error messages."""
_CODE = re.compile(r"([A-Z]+)(?::(MP|GP))?(?:-([A-Z0-9]+))?")


def parse_team_code(text: str, primary: Primary = Primary.MP) -> TeamSpec:
    """Return the team tie-break ``text`` names (rules.md 9.5, formats.md 6.3).

    :raises UnknownTiebreakError: for a code that is not a team code, or a modifier or
        score the code does not take.
    """
    m = _CODE.fullmatch(text.strip().upper().replace("/", "-"))
    if m is None:
        raise UnknownTiebreakError(text, TEAM_CODES)
    base, named, mod = m.group(1), m.group(2), m.group(3)
    score = Primary(named) if named else primary
    if base in GROUP_CODES and not named and not mod:
        return TeamSpec(base, base, primary, group=True)
    if (named and base not in _SCORED) or base not in _SCORED | _PLAIN | set(_MODS):
        raise UnknownTiebreakError(text, TEAM_CODES)
    if base == "WIN":
        # WIN counts matches won: it exists on match points only (9.5).
        if named == "GP":
            raise UnknownTiebreakError(text, TEAM_CODES)
        score = Primary.MP
    code = base + (f":{named}" if named else "") + (f"-{mod}" if mod else "")
    low = high = 0
    factor: int | None = None
    if mod:
        k = re.fullmatch(r"K([1-9][0-9]*)", mod)
        if base == "SSSC" and k:
            factor = int(k.group(1))
        elif mod in _MODS.get(base, frozenset()):
            n = int(mod[1])
            low, high = (n, 0) if mod[0] == "C" else (n, n)
        else:
            raise UnknownTiebreakError(text, TEAM_CODES)
    family = base
    if base == "SB":
        family = "EMMSB" if score is Primary.MP else "EGGSB"
    places = 2 if base in ("AOB", "SSSC") else None
    return TeamSpec(
        code,
        family,
        score,
        low,
        high,
        factor,
        lower_first=base == "BC",
        places=places,
    )
