"""Finding a player by starting number or name (formats.md 5), shared by the command line and
the bot: case- and accent-insensitive; a full name in either order (``Petr Novak`` for
``Novák, Petr``, as TRF and Swiss-Manager write surnames first), a unique prefix or a
unique part of the name is enough; an ambiguous name lists the candidates, an unknown one
the closest names ("did you mean")."""

from __future__ import annotations

import bisect
import difflib
import functools
import itertools
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Generic, NamedTuple, TypeVar

from core.errors import PlayerLookupError
from core.i18n.message import msg
from core.model import Player, Team, Tournament

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Candidate:
    """A player (or team) a lookup names in its error: its number and its name, so that a
    reader with little room shortens the name and keeps the number whole."""

    id: int
    name: str

    @property
    def label(self) -> str:
        """``Name (id)``, as the command line lists candidates."""
        return f"{self.name} ({self.id})"


class PlayerNotFoundError(PlayerLookupError):
    """No player matches; ``close`` holds the closest (maybe none), ``suggestions`` their
    labels."""

    def __init__(self, query: str, close: Sequence[Candidate]) -> None:
        super().__init__(query, [])
        self.close = tuple(close)
        self.suggestions = [c.label for c in self.close]
        if self.suggestions:
            self.message = msg(
                "files.player-did-you-mean",
                error=self.message,
                names=tuple(self.suggestions),
            )
            self.args = (self.text(),)


class AmbiguousNameError(PlayerLookupError):
    """Several players match; ``found`` holds them (``candidates``: their labels)."""

    def __init__(self, query: str, found: Sequence[Candidate]) -> None:
        super().__init__(query, [c.label for c in found])
        self.found = tuple(found)


@functools.lru_cache(maxsize=1 << 16)  # an autocomplete folds every name at each keystroke
def fold(text: str) -> str:
    """Return ``text`` without accents, in lower case, spaces collapsed (for matching).

    >>> fold("  José  NÚÑEZ ")
    'jose nunez'
    """
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(bare.casefold().split())


def find_player(t: Tournament, query: str) -> Player:
    """Return the player ``query`` names: a starting number, a full name, a unique prefix or
    a unique part of the name (accent- and case-insensitive).

    :raises PlayerLookupError: listing the candidates when several match.
    :raises PlayerNotFoundError: with the closest names when none does.
    """
    return _find(query, [(p.id, p.name, p) for p in t.players])


class TeamLookupError(PlayerLookupError):
    """A team named on the command line is unknown or ambiguous (the candidates listed):
    ``found`` holds the teams that match, ``close`` the closest names when none does."""

    def __init__(
        self, query: str, found: Sequence[Candidate], close: Sequence[Candidate] = ()
    ) -> None:
        super().__init__(query, [c.label for c in found])
        self.found = tuple(found)
        self.close = tuple(close)
        key = "teamstd.error.team-ambiguous" if found else "teamstd.error.team-unknown"
        self.message = msg(key, query=repr(query), candidates=tuple(self.candidates))


def find_team(t: Tournament, query: str) -> Team:
    """Return the team of a team event that ``query`` names: a team id or its name (a
    unique prefix or part is enough), as :func:`find_player` does for players (formats.md
    6.4).

    :raises TeamLookupError: for no team or several, listing the candidates.
    """
    try:
        return _find(query, [(tm.id, tm.name, tm) for tm in t.teams])
    except AmbiguousNameError as exc:
        raise TeamLookupError(query, exc.found) from None
    except PlayerNotFoundError as exc:
        raise TeamLookupError(query, (), exc.close) from None


class _Kind(NamedTuple):
    """One kind of entrant: its records in an event and its lookup."""

    records: Callable[[Tournament], Sequence[Player | Team]]
    find: Callable[[Tournament, str], Player | Team]


def _kind(t: Tournament) -> _Kind:
    """The kind of entrant ``t`` ranks: its teams in a team event, else its players (rules.md
    9.1: a team event ranks its teams, its players get no standings of their own)."""
    # The one place a lookup asks which kind of event it is: the command line's and the
    # bot's lookups, suggestions and page selections read what it returns.
    return _TEAMS if t.system.is_team else _PLAYERS


def entrant_entries(t: Tournament) -> list[tuple[int, str, Player | Team]]:
    """Return the entrants ``t`` ranks as (number, name, record) (:func:`_kind`)."""
    return [(int(e.id), e.name, e) for e in _kind(t).records(t)]


def entrant_of(t: Tournament, number: int) -> Player | Team:
    """Return the entrant numbered ``number`` (:func:`entrant_entries`).

    :raises KeyError: when there is none.
    """
    for n, _, e in entrant_entries(t):
        if n == number:
            return e
    raise KeyError(number)


def find_entrant(t: Tournament, query: str) -> Player | Team:
    """Return the entrant ``query`` names (:func:`entrant_entries`): a team as
    :func:`find_team` finds it, a player as :func:`find_player` does.

    :raises TeamLookupError, PlayerLookupError: as those do.
    """
    return _kind(t).find(t, query)


_PLAYERS = _Kind(lambda t: t.players, find_player)
_TEAMS = _Kind(lambda t: t.teams, find_team)


def _find(query: str, entries: list[tuple[int, str, T]]) -> T:
    q = query.strip()
    if q.isdigit():
        for number, _, e in entries:
            if number == int(q):
                return e
    fq = fold(q)
    folded = [(fold(name), Candidate(number, name), e) for number, name, e in entries]
    words = _words(fq)
    for test in (
        lambda n: n == fq,
        lambda n: _words(n) == words,  # "Petr Novak" is "Novák, Petr" (TRF: surname first)
        lambda n: n.startswith(fq),
        lambda n: any(w.startswith(fq) for w in n.split()),
        lambda n: fq in n,
    ):
        hits = [(c, e) for n, c, e in folded if fq and test(n)]
        if len(hits) == 1:
            return hits[0][1]
        if len(hits) > 1:
            raise AmbiguousNameError(query, [c for c, _ in hits[:10]])
    names = {n: c for n, c, _ in folded}
    close = difflib.get_close_matches(fq, list(names), n=5, cutoff=0.5)
    if not close:  # a mistyped name in the other order: "Petr Nowak" for "Novák, Petr"
        turned = {" ".join(_words(n)): n for n in names}
        close = [turned[n] for n in difflib.get_close_matches(" ".join(words), list(turned), n=5)]
    raise PlayerNotFoundError(query, [names[n] for n in close])


def _words(folded: str) -> list[str]:
    """Return the words of a folded name in alphabetical order, commas dropped: the same
    for ``novak, petr`` and ``petr novak``."""
    return sorted(folded.replace(",", " ").split())


def suggest_players(t: Tournament, typed: str, limit: int = 25) -> list[Player]:
    """Return up to ``limit`` players for an autocomplete: name prefixes first, then word
    prefixes, then any part of the name or the starting number (accent/case-insensitive)."""
    return NameIndex((int(p.id), p.name, p) for p in t.players).suggest(typed, limit)


def suggest_teams(t: Tournament, typed: str, limit: int = 25) -> list[Team]:
    """Return up to ``limit`` teams of a team event for an autocomplete, as
    :func:`suggest_players` does for players (by name or team number)."""
    return NameIndex((tm.id, tm.name, tm) for tm in t.teams).suggest(typed, limit)


class NameIndex(Generic[T]):
    """The names of an event's players (or teams) folded once, for the suggestions of an
    autocomplete (:meth:`suggest`): a caller that keeps one per tournament (the bot, each
    keystroke a new string) answers by bisection and one search of a joined text instead of
    folding and testing every name (benchmarks/README.md)."""

    def __init__(self, entries: Iterable[tuple[int, str, T]]) -> None:
        """Index ``entries``: (number, name, what a suggestion returns)."""
        self._entries = sorted(entries, key=lambda x: x[0])  # stable: equal numbers in order
        folded = [fold(name) for _, name, _ in self._entries]
        self._names = sorted((n, i) for i, n in enumerate(folded))
        self._words = sorted((w, i) for i, n in enumerate(folded) for w in set(n.split()))
        self._numbers: dict[str, list[int]] = {}
        for i, (number, _, _) in enumerate(self._entries):
            self._numbers.setdefault(str(number), []).append(i)
        # One line per entry, "name<TAB>number": a folded query holds neither a tab nor a
        # newline (fold collapses white space), so a hit never spans two fields.
        lines = [f"{n}\t{number}" for n, (number, _, _) in zip(folded, self._entries, strict=True)]
        self._text = "\n".join(lines)
        self._starts = list(itertools.accumulate((len(x) + 1 for x in lines[:-1]), initial=0))

    def suggest(self, typed: str, limit: int = 25) -> list[T]:
        """Return up to ``limit`` entries for ``typed``: name prefixes and the exact number
        first, then word prefixes, then any part of the name or the number, each group by
        number (accent- and case-insensitive)."""
        fq = fold(typed)
        if not fq:
            return [e for _, _, e in self._entries[:limit]]
        first = set(self._numbers.get(fq, ()))
        first.update(self._prefixed(self._names, fq))
        second = set(self._prefixed(self._words, fq)) - first
        found = sorted(first) + sorted(second)
        if len(found) < limit:  # the last group only when the first two leave room
            seen = first | second
            at = self._text.find(fq)
            while at >= 0 and len(found) < limit:  # the lines come in number order
                i = bisect.bisect_right(self._starts, at) - 1
                if i not in seen:
                    found.append(i)
                if i + 1 == len(self._starts):
                    break
                at = self._text.find(fq, self._starts[i + 1])
        return [self._entries[i][2] for i in found[:limit]]

    @staticmethod
    def _prefixed(keys: list[tuple[str, int]], prefix: str) -> Iterator[int]:
        at = bisect.bisect_left(keys, (prefix,))
        while at < len(keys) and keys[at][0].startswith(prefix):
            yield keys[at][1]
            at += 1
