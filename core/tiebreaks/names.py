"""The name of a tie-break code in the reader's language, for a player's code or a team's
(the catalogue's ``tb.*`` and ``teams.tb.*``, glossary.md section 1): what the headers of
``explain`` and ``why`` put beside the code ("Buchholz Cut-1 (BH-C1)")."""

from __future__ import annotations

from core.errors import UnknownTiebreakError
from core.i18n.message import Msg, msg
from core.tiebreaks.registry import FAMILIES, Scope, TiebreakSpec, describe, parse_code


def describe_team(spec: TiebreakSpec) -> Msg:
    """Return the full name of a team code (rules.md 9.5): the base's name, the score it
    names (``BH:MP``: on match points), then its cut, median or SSSC factor."""
    written = spec.code.split(":", 1)[0].split("-", 1)[0]  # SB:MP (EMMSB) is written SB
    # a base only teams have (MPVGP, EDE, BC, …) has a name of its own
    own = (Scope.PLAYERS, written) not in FAMILIES
    name = msg(f"teams.tb.{written}" if own else f"tb.{written}")
    if ":" in spec.code:
        name = msg(f"teams.tb.on.{spec.team_score.value.lower()}", name=name)
    if spec.high:
        return msg("tb.median", name=name, count=spec.high)
    if spec.low:
        return msg("tb.cut", name=name, count=spec.low)
    if spec.factor is not None:
        return msg("teams.tb.factor", name=name, factor=spec.factor)
    return name


def describe_code(code: str) -> Msg | None:
    """Return the full name of ``code``, a player's code or a team's, as a message; None
    for a code neither scope knows (an explanation never holds one). A code of both scopes
    (``BH``, ``DE``) has the same name in both."""
    try:
        return describe(parse_code(code))
    except UnknownTiebreakError:
        pass
    try:
        return describe_team(parse_code(code, Scope.TEAMS))
    except UnknownTiebreakError:
        return None


def named_code(code: str) -> Msg | str:
    """Return ``code`` with its name before it (``tb.named``: "Buchholz Cut-1 (BH-C1)"), or
    the code alone when it has no name."""
    name = describe_code(code)
    return code if name is None else msg("tb.named", name=name, code=code)
