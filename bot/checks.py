"""What the bot checks of a tournament before it stores it, and the scope its commands
read: one place for the service, the live polls and the worker jobs."""

from __future__ import annotations

from collections.abc import Sequence

from core.engine.standings import compute_standings
from core.model import Tournament
from core.tiebreaks.registry import Scope, parse_code


def check(t: Tournament, rules: str | None = None, order: Sequence[str] | None = None) -> None:
    """Compute the standings of ``t`` once, so that what could not be shown later is refused
    now (a rule set or code the event does not take, an event the engine refuses).

    :raises TiebreakError: as the engine does.
    """
    compute_standings(t, rules=rules, order=order)


def canonical_codes(t: Tournament, codes: Sequence[str]) -> list[str]:
    """Return ``codes`` in their canonical spelling, in the event's scope (team codes, rules.md
    9.5, for a team event; the primary score does not change a code's spelling).

    :raises UnknownTiebreakError: for a code the event does not take.
    """
    return [parse_code(c, scope_of(t)).code for c in codes]


def scope_of(t: Tournament) -> Scope:
    """Whether ``t`` ranks players or teams (a team event's system says so)."""
    # Stays: the one place the bot tells the kind before any standings (autocompletes,
    # codes typed for an event); a loaded event's is its standings' scope.
    return Scope.TEAMS if t.system.is_team else Scope.PLAYERS


__all__ = ["canonical_codes", "check", "scope_of"]
