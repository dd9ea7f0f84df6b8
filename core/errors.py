"""The one exception hierarchy of tiebreak.

Adapters (the command line, the bot, the sheet connector) catch :class:`TiebreakError`
and translate it into a message for their user; nothing else should reach a user.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Problem:
    """One problem found in an input, with where it is and what was expected."""

    source: str
    message: str
    line: int | None = None
    cell: str | None = None

    def location(self) -> str:
        """Return ``source:line: cell`` with whichever parts are known."""
        parts = []
        if self.source:
            parts.append(self.source if self.line is None else f"{self.source}:{self.line}")
        elif self.line is not None:
            parts.append(f"line {self.line}")
        if self.cell is not None:
            parts.append(self.cell)
        return ": ".join(parts)

    def __str__(self) -> str:
        where = self.location()
        return f"{where}: {self.message}" if where else self.message


class TiebreakError(Exception):
    """Base of every error tiebreak raises on purpose."""


class InputError(TiebreakError, ValueError):
    """A tournament input (file, sheet, card) has one or more problems.

    ``problems`` lists every problem found, each with its location, so an organiser can fix
    them all in one pass.
    """

    def __init__(self, problems: list[Problem] | Problem) -> None:
        self.problems: list[Problem] = [problems] if isinstance(problems, Problem) else problems
        super().__init__("\n".join(str(p) for p in self.problems))


class UnknownTiebreakError(TiebreakError, ValueError):
    """A tie-break code that the registry does not know."""

    def __init__(self, code: str, known: list[str]) -> None:
        self.code = code
        self.known = known
        super().__init__(f"unknown tie-break {code!r}; known codes: {', '.join(known)}")


class UnknownRuleSetError(TiebreakError, ValueError):
    """A rule set or preset name that does not exist."""

    def __init__(self, name: str, known: list[str], what: str = "rule set") -> None:
        self.name = name
        self.known = known
        super().__init__(f"unknown {what} {name!r}; known: {', '.join(known)}")


class InvalidOptionError(TiebreakError, ValueError):
    """An option outside what the tournament allows (a round it does not have, say)."""


class PlayerLookupError(TiebreakError, ValueError):
    """A player named on the command line (or in the bot) is unknown or ambiguous."""

    def __init__(self, query: str, candidates: list[str]) -> None:
        self.query = query
        self.candidates = candidates
        if candidates:
            msg = f"{query!r} matches several players: {', '.join(candidates)}"
        else:
            msg = f"no player matches {query!r}"
        super().__init__(msg)
