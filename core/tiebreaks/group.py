"""Group tie-breaks: the "order this tied group" protocol (rules.md 8.1 step 4).

DE, RANKRES and the team DE and EDE codes do not give every entrant one number; each orders
the group still tied when it is reached. They implement :class:`GroupTiebreak` and register
it here under their family (of either scope); standings, ``why`` and ``explain`` call the
protocol without naming the code, so a new group tie-break needs no new case anywhere.
"""

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any, NamedTuple, Protocol, TypeVar

from core.explain import Explanation
from core.i18n.message import Msg
from core.model import PlayerId
from core.tiebreaks.engine import Engine, load
from core.tiebreaks.registry import Family, TiebreakSpec

E_contra = TypeVar("E_contra", bound=Engine, contravariant=True)


class Placement(NamedTuple):
    """What a group tie-break did with one member: the group it last worked on for that
    member and the steps it took there (``None`` when it records none)."""

    group: tuple[PlayerId, ...]
    steps: Msg | None = None


class GroupOrder(NamedTuple):
    """The answer of :meth:`GroupTiebreak.order`: the ordered sub-groups (best first, members
    still level together), the value each member shows in the standings column (``None``
    for none) and each member's :class:`Placement`."""

    parts: tuple[tuple[PlayerId, ...], ...]
    values: Mapping[PlayerId, Fraction | None]
    placements: Mapping[PlayerId, Placement]


class WhyArgs(NamedTuple):
    """What ``why`` already knows when a group tie-break separated two entrants: their names,
    their (equal) score as a message and both explanations."""

    above: PlayerId
    below: PlayerId
    above_name: str
    below_name: str
    points: Msg
    explained_above: Explanation
    explained_below: Explanation


class GroupTiebreak(Protocol[E_contra]):
    """A tie-break that orders a tied group. ``E`` is the engine it reads,
    :class:`core.tiebreaks.engine.Engine`, of either kind of event (the team codes:
    :mod:`core.teams.ede`). Team ids travel as ids of the standings (``PlayerId``)."""

    def order(self, eng: E_contra, spec: TiebreakSpec, group: Sequence[PlayerId]) -> GroupOrder:
        """Return the ordered partition of ``group`` (a tied group of two or more)."""
        ...

    def explain(
        self,
        eng: E_contra,
        spec: TiebreakSpec,
        pid: PlayerId,
        placement: Placement | None,
        value: Fraction | None,
    ) -> Explanation:
        """Return the explanation for ``pid``: ``placement`` is the last one the standings
        recorded for it (``None`` if it was never tied there), ``value`` its column value."""
        ...

    def why(self, eng: E_contra, spec: TiebreakSpec, args: WhyArgs) -> Msg:
        """Say why this tie-break put ``args.above`` above ``args.below``."""
        ...


_GROUPS: dict[Family, GroupTiebreak[Any]] = {}


def register_group(family: Family, impl: GroupTiebreak[Any]) -> None:
    """Register ``impl`` as the group tie-break of ``family`` (its module does so when
    imported). Keyed by the family, not its code: a team DE and the individual DE share the
    code ``DE`` but not the family."""
    _GROUPS[family] = impl


def group_tiebreak(spec: TiebreakSpec) -> GroupTiebreak[Any]:
    """Return the group tie-break of ``spec``, importing its family module the first time
    (``Family.module``), as :func:`core.tiebreaks.engine.computation` does for the numeric
    codes.

    :raises KeyError: for a numeric tie-break.
    """
    load(spec.family)
    found = _GROUPS.get(spec.family)
    if found is None:
        raise KeyError(f"{spec.code} is not a group tie-break")
    return found
