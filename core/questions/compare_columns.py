"""The columns of a comparison (:mod:`core.questions.compare`): one way of ranking the event,
and a player's place under it; what the causes (:mod:`core.questions.compare_causes`) read."""

from __future__ import annotations

from dataclasses import dataclass

from core.engine.standings import Standings
from core.scores import Value


@dataclass(frozen=True, slots=True)
class Column:
    """One way of ranking the event: a rule set with an order."""

    label: str
    """The rule set id (``fide-2026``) when rule sets are compared, the order
    (``BH-C1,BH,SB``) when orders are."""
    standings: Standings

    @property
    def rules(self) -> str:
        """The rule set applied (one edition, never plain ``fide``)."""
        return self.standings.rules

    @property
    def title(self) -> str:
        """The rule set's name for people (``FIDE 2026``)."""
        return self.standings.rule_set.title

    @property
    def order(self) -> tuple[str, ...]:
        """The tie-break codes applied, in order."""
        return self.standings.order


@dataclass(frozen=True, slots=True)
class Place:
    """A player's rank and tie-break values under one column."""

    rank: int
    shared: bool
    values: dict[str, Value]
