"""The one exception hierarchy of tiebreak.

Adapters (the command line, the bot, the sheet connector) catch :class:`TiebreakError`
and translate it into a message for their user; nothing else should reach a user.
"""

import re
from collections.abc import Callable, Sequence
from typing import NamedTuple

from core.i18n.message import Msg, Num, msg

MAX_SHOWN_PROBLEMS = 50
"""How many problems a message lists before it only counts the rest."""
MAX_LINE = 1000
"""The longest line a problem is shown as (it quotes what it found)."""


class Place(NamedTuple):
    """Where in the event a problem is, in the event's own terms: a player or a team (or the
    entry of a card), with the round when it is about one round.

    It is data, rendered in the reader's language by :meth:`message`, so that a reader of a
    file without a cell grid (tournament JSON, TRF, a card) can name the place the organiser
    knows (``player 5, round 3``) in every language. ``round`` belongs to a player or a team.
    """

    player: int | None = None
    team: int | None = None
    round: int | None = None
    entry: int | None = None

    def message(self) -> Msg | None:
        """Return the place as a catalogue message (``error.cell.*``, ``input.team.cell.*``,
        ``input.card.entry``), or None when it names nothing."""
        if self.player is not None:
            if self.round is None:
                return msg("error.cell.player", id=self.player)
            return msg("error.cell.player-round", id=self.player, round=self.round)
        if self.team is not None:
            if self.round is None:
                return msg("input.team.cell.team", id=self.team)
            return msg("input.team.cell.team-round", id=self.team, round=self.round)
        if self.entry is not None:
            return msg("input.card.entry", entry=self.entry)
        return None


class Problem(NamedTuple):
    """One problem found in an input, with where it is and what was expected.

    ``message`` is a catalogue message (``error.*``), rendered in the reader's language by
    :meth:`text`; a plain string is English only. Where it is: ``line`` of a text file,
    ``cell`` an A1 address of a sheet, ``path`` a field of a JSON object
    (``categories[0].places[1].money``), all three the same in every language, and
    ``place`` the player, team, round or card entry, named in the reader's language.
    """

    source: str
    message: str | Msg
    line: int | None = None
    cell: str | None = None
    place: Place | None = None
    path: str | None = None

    def location(self, lang: str = "en") -> str:
        """Return ``source:line: place: cell: path`` with whichever parts are known, in
        ``lang``."""
        from core.i18n.text import render

        parts = []
        if self.source:
            parts.append(self.source if self.line is None else f"{self.source}:{self.line}")
        elif self.line is not None:
            parts.append(render(msg("error.line", line=self.line), lang))
        named = self.place.message() if self.place is not None else None
        if named is not None:
            parts.append(render(named, lang))
        parts += [at for at in (self.cell, self.path) if at is not None]
        return ": ".join(parts)

    def text(self, lang: str = "en") -> str:
        """Return the problem with its location, in ``lang``."""
        from core.i18n.text import render

        where = self.location(lang)
        what = render(self.message, lang)
        return f"{where}: {what}" if where else what

    def __str__(self) -> str:
        return self.text()


Locator = Callable[[Place], Problem]
"""``locate(place)`` returns where a reader's input holds ``place`` (a player's or a team's
record, or one round of it): a Problem template with its source, line, cell and place, to
which :func:`located` adds the message. One locator serves the players and the teams of an
event (:func:`core.formats.validate.check`)."""


def located(locate: Locator, place: Place, message: str | Msg) -> Problem:
    """Return the problem ``message`` at ``place``, where ``locate`` finds it."""
    return locate(place)._replace(message=message)


def problem_lines(
    problems: Sequence[Problem], limit: int = MAX_SHOWN_PROBLEMS, *, lang: str = "en"
) -> list[str]:
    """Return one line per problem in ``lang``, the first ``limit`` of them, then how many
    more there are.

    >>> problem_lines([Problem("f", "bad", line=n) for n in range(1, 4)], limit=2)
    ['f:1: bad', 'f:2: bad', '… and 1 more problem']
    """
    lines = [_cut(p.text(lang)) for p in problems[:limit]]
    rest = len(problems) - limit
    if rest > 0:
        from core.i18n.text import render

        lines.append(
            render(msg("error.more-problems", count=rest, more=Num(rest, grouped=True)), lang)
        )
    return lines


def _cut(line: str) -> str:
    """Return ``line`` cut to :data:`MAX_LINE` characters (a cell of 100,000 digits, quoted)."""
    return line if len(line) <= MAX_LINE else line[: MAX_LINE - 1] + "…"


class TiebreakError(Exception):
    """Base of every error tiebreak raises on purpose.

    ``message`` is the error as a catalogue message when there is one; :meth:`text` renders
    it in the reader's language (``str(error)`` is English).
    """

    message: Msg | None = None

    def text(self, lang: str = "en") -> str:
        """Return the error in ``lang``."""
        if self.message is None:
            return str(self)
        from core.i18n.text import render

        return render(self.message, lang)


class InputError(TiebreakError, ValueError):
    """A tournament input (file, sheet, card) has one or more problems.

    ``problems`` lists every problem found, each with its location, so an organiser can fix
    them all in one pass. The message lists the first :data:`MAX_SHOWN_PROBLEMS` of them and
    counts the rest.
    """

    def __init__(self, problems: list[Problem] | Problem) -> None:
        self.problems: list[Problem] = [problems] if isinstance(problems, Problem) else problems
        super().__init__("\n".join(problem_lines(self.problems)))

    def text(self, lang: str = "en") -> str:
        """Return every problem, one a line, in ``lang``."""
        return "\n".join(p.text(lang) for p in self.problems)


class UnknownTiebreakError(TiebreakError, ValueError):
    """A tie-break code that the registry does not know."""

    def __init__(self, code: str, known: list[str], reason: Msg | None = None) -> None:
        self.code = code
        self.known = known
        # a known family misspelt (a modifier it does not take, its coefficients miscounted)
        # says what is wrong rather than listing every code
        self.message = reason or msg("error.unknown-tiebreak", code=repr(code), known=tuple(known))
        super().__init__(self.text())


class UnknownRuleSetError(TiebreakError, ValueError):
    """A rule set or preset name that does not exist."""

    def __init__(self, name: str, known: list[str], what: str = "rule set") -> None:
        self.name = name
        self.known = known
        self.message = msg(
            f"error.unknown-{what.replace(' ', '-')}", name=repr(name), known=tuple(known)
        )
        close = closest_name(name, known)
        if close is not None:
            self.message = msg("files.did-you-mean", error=self.message, name=repr(close))
        super().__init__(self.text())


def closest_name(name: str, known: Sequence[str]) -> str | None:
    """Return the one name of ``known`` that ``name`` is a slip of, else None: the same
    letters and digits without the punctuation (``fide2024``, ``FIDE_2024``), else the
    closest spelling (``fide-2042``).

    >>> closest_name("fide2024", ["fide", "fide-2024", "fide-2026"])
    'fide-2024'
    >>> closest_name("zzz", ["fide", "uscf"]) is None
    True
    """
    import difflib

    def bare(text: str) -> str:
        return re.sub(r"[\W_]+", "", text).casefold()

    same = [k for k in known if bare(k) == bare(name)]
    if len(same) == 1:
        return same[0]
    close = difflib.get_close_matches(name.casefold(), [k.casefold() for k in known], n=1)
    return next((k for k in known if close and k.casefold() == close[0]), None)


class InvalidOptionError(TiebreakError, ValueError):
    """An option outside what the tournament allows (a round it does not have, say)."""

    def __init__(self, message: Msg) -> None:
        self.message = message
        super().__init__(self.text())


class PlayerLookupError(TiebreakError, ValueError):
    """A player named on the command line (or in the bot) is unknown or ambiguous."""

    def __init__(self, query: str, candidates: list[str]) -> None:
        self.query = query
        self.candidates = candidates
        if candidates:
            self.message = msg(
                "error.player-ambiguous", query=repr(query), candidates=tuple(candidates)
            )
        else:
            self.message = msg("error.player-unknown", query=repr(query))
        super().__init__(self.text())
