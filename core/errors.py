"""The one exception hierarchy of tiebreak.

Adapters (the command line, the bot, the sheet connector) catch :class:`TiebreakError`
and translate it into a message for their user; nothing else should reach a user.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

MAX_SHOWN_PROBLEMS = 50
"""How many problems a message lists before it only counts the rest."""
MAX_LINE = 1000
"""The longest line a problem is shown as (it quotes what it found)."""


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


def problem_lines(problems: Sequence[Problem], limit: int = MAX_SHOWN_PROBLEMS) -> list[str]:
    """Return one line per problem, the first ``limit`` of them, then how many more there are.

    >>> problem_lines([Problem("f", "bad", line=n) for n in range(1, 4)], limit=2)
    ['f:1: bad', 'f:2: bad', '… and 1 more problem']
    """
    lines = [_cut(str(p)) for p in problems[:limit]]
    rest = len(problems) - limit
    if rest > 0:
        lines.append(f"… and {rest:,} more problem{'' if rest == 1 else 's'}")
    return lines


def _cut(line: str) -> str:
    """Return ``line`` cut to :data:`MAX_LINE` characters (a cell of 100,000 digits, quoted)."""
    return line if len(line) <= MAX_LINE else line[:MAX_LINE - 1] + "…"


class TiebreakError(Exception):
    """Base of every error tiebreak raises on purpose."""


class InputError(TiebreakError, ValueError):
    """A tournament input (file, sheet, card) has one or more problems.

    ``problems`` lists every problem found, each with its location, so an organiser can fix
    them all in one pass. The message lists the first :data:`MAX_SHOWN_PROBLEMS` of them and
    counts the rest.
    """

    def __init__(self, problems: list[Problem] | Problem) -> None:
        self.problems: list[Problem] = [problems] if isinstance(problems, Problem) else problems
        super().__init__("\n".join(problem_lines(self.problems)))


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
