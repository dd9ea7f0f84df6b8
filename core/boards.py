"""The board of each game of a round: the input's board where it gives one (a pairings
list's board column, kept in ``Tournament.extra`` under :data:`BOARDS_KEY`), else the
order the page and ``whatif`` both number games in: the higher score before the round
first, then the lower starting number. One function, so that ``whatif`` and the page
give a game the same board.

A JSON file may hold the same key (``"x-boards": [[round, board, white, black], ...]``):
the tournament JSON reader keeps every ``x-`` field, and the writer writes it back.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from core.model import Outcome, PlayerId, Tournament

BOARDS_KEY = "x-boards"
"""The key of ``Tournament.extra`` holding the input's boards: ``(round, board, white,
black)`` for each game whose board the input gave."""

Boards = dict[PlayerId, int]
"""A round's board of each player paired with an opponent (both sides of a game)."""


def with_boards(t: Tournament, boards: Iterable[tuple[int, int, int, int]]) -> Tournament:
    """Return ``t`` with the input's boards ``(round, board, white, black)`` kept."""
    kept = tuple(sorted(boards))
    if not kept:
        return t
    extra = tuple((k, v) for k, v in t.extra if k != BOARDS_KEY)
    return t._replace(extra=(*extra, (BOARDS_KEY, kept)))


def _given(t: Tournament) -> dict[int, dict[PlayerId, int]]:
    """The input's boards by round (a malformed entry of a JSON file is left out: the
    boards are how games are listed, never a number that is ranked)."""
    raw = dict(t.extra).get(BOARDS_KEY)
    out: dict[int, dict[PlayerId, int]] = {}
    if not isinstance(raw, (list, tuple)):
        return out
    for entry in raw:
        if (
            isinstance(entry, (list, tuple))
            and len(entry) == 4
            and all(isinstance(x, int) and not isinstance(x, bool) for x in entry)
        ):
            r, board, white, black = entry
            out.setdefault(r, {})[PlayerId(white)] = board
            out[r][PlayerId(black)] = board
    for r, boards in list(out.items()):
        if len(set(boards.values())) * 2 != len(boards):  # a board twice: not a board list
            del out[r]
    return out


def event_boards(t: Tournament, last: int) -> list[Boards]:
    """Return the boards of rounds 1..``last`` (list index r - 1; module docstring). A game
    without a board of the input's takes the next free number after the input's, in the
    default order."""
    given = _given(t)
    points = t.scoring.points
    pending = Outcome.PENDING
    score: dict[PlayerId, Fraction] = {p.id: Fraction(0) for p in t.players}
    out: list[Boards] = []
    for r in range(1, last + 1):
        of_round = given.get(r, {})
        boards: Boards = {}
        games: list[tuple[Fraction, PlayerId, PlayerId]] = []
        for p in t.players:
            if r > len(p.results):
                continue
            res = p.results[r - 1]
            opp = res.opponent
            if opp is None or not (res.outcome.has_opponent or res.outcome is pending):
                continue
            if p.id in of_round and opp in of_round:
                boards[p.id] = of_round[p.id]
            elif p.id < opp:
                top = max(score[p.id], score.get(opp, Fraction(0)))
                games.append((top, p.id, opp))
        games.sort(key=lambda g: (-g[0], g[1]))
        n = max(boards.values(), default=0)
        for i, (_, a, b) in enumerate(games, start=n + 1):
            boards[a] = boards[b] = i
        out.append(boards)
        for p in t.players:
            if r <= len(p.results) and p.results[r - 1].outcome is not pending:
                score[p.id] += points(p.results[r - 1].outcome)
    return out


def round_boards(t: Tournament, r: int) -> Boards:
    """Return the boards of round ``r`` of ``t`` (:func:`event_boards`)."""
    return event_boards(t, r)[r - 1] if r >= 1 else {}
