"""A square round-robin table: the club's wall chart, one column per opponent, headed with
the opponents' numbers, each cell the row player's result against that column's player::

    No. | Name | 1 | 2 | 3 | 4 | Pts
    1   | Ana  | X | 1 | ½ | 1 | 2.5
    2   | Bo   | 0 | X | 1 | 0 | 1

It says who beat whom, not in which round. The games are placed in the rounds of the
Berger table of the event's size (FIDE C.05, Annex 1), without colours, and the event
carries :data:`~core.model.ROUNDS_UNKNOWN`: the tie-breaks that read only the games (SB,
DE, WIN, KS, …) are exact; the engine leaves out those that need the round of a game or
its colour, saying why (:mod:`core.engine.standings`).

A cell is ``1``, ``0``, ``½`` (``=``, ``0.5``, ``1/2``), ``+`` or ``-`` (a forfeit), or
empty (the game not played yet: it counts for nobody); the diagonal is empty or ``X``
(``*``, ``-``). The two cells of a game must agree (``1`` against ``0``).
"""

from __future__ import annotations

from collections.abc import Sequence

from core.errors import InputError, Problem
from core.formats.grid_cells import Grid, a1
from core.formats.grid_layout import (
    GridReading,
    Header,
    PlayerRow,
    ReadingKind,
    points_problem,
)
from core.formats.headers import Role
from core.i18n.message import msg
from core.model import (
    ROUNDS_UNKNOWN,
    Outcome,
    PlayerId,
    RoundResult,
    Scoring,
    System,
    Tournament,
)

__all__ = ["berger_rounds", "read_square"]

_CELLS = {
    "1": Outcome.WIN,
    "0": Outcome.LOSS,
    "½": Outcome.DRAW,
    "=": Outcome.DRAW,
    "0.5": Outcome.DRAW,
    "0,5": Outcome.DRAW,
    ".5": Outcome.DRAW,
    ",5": Outcome.DRAW,
    "1/2": Outcome.DRAW,
    "+": Outcome.FORFEIT_WIN,
    "-": Outcome.FORFEIT_LOSS,
}
_DIAGONAL = frozenset({"", "X", "*", "-", "–", "—", "#"})


def berger_rounds(n: int) -> dict[frozenset[int], int]:
    """Return the round of every pairing of players 1..n in the Berger table (FIDE C.05
    Annex 1; an odd number of players rests in turn): the circle method with the last
    player fixed.

    >>> r = berger_rounds(4)
    >>> sorted(r.values()), r[frozenset({1, 4})], r[frozenset({2, 3})]
    ([1, 1, 2, 2, 3, 3], 1, 1)
    """
    size = n + n % 2
    out: dict[frozenset[int], int] = {}
    circle = list(range(1, size))
    for rnd in range(1, size):
        pairs = [(circle[0], size)] + [(circle[i], circle[-i]) for i in range(1, size // 2)]
        for a, b in pairs:
            if a <= n and b <= n:
                out[frozenset({a, b})] = rnd
        circle = circle[-1:] + circle[:-1]
    return out


def read_square(
    grid: Grid,
    h: Header,
    prows: Sequence[PlayerRow],
    columns: dict[int, int],
    name: str,
    scoring: Scoring,
    problems: list[Problem],
) -> GridReading:
    """Return the event a square table holds (``columns``: opponent number -> column).

    :raises InputError: for columns that are not one per player, a cell that is no result,
        a game recorded differently in its two cells, points that are not the games' sum.
    """
    players = {pr.number: pr for pr in prows if pr.number is not None}
    first, last = min(columns.values()), max(columns.values())
    if len(players) != len(prows) or set(columns) != set(players):
        raise InputError(
            [
                *problems,
                grid.problem(
                    h.row,
                    first,
                    msg(
                        "files.square.columns",
                        first=a1(h.row, first),
                        last=a1(h.row, last),
                        columns=len(columns),
                        players=len(prows),
                    ),
                ),
            ]
        )
    cells = _cells(grid, players, columns, problems)
    problems += _sides_problems(grid, players, columns, cells)
    if problems:
        raise InputError(problems)
    tournament = _tournament(players, cells, name, scoring)
    points_col = h.col(Role.POINTS)
    if points_col is not None:
        numbers = sorted(players)
        for p in tournament.players:
            pr = players[p.id]
            text = grid.get(pr.row, points_col)
            typed = [grid.get(pr.row, columns[m]) for m in numbers if m != p.id]
            bad = (
                points_problem(grid, pr.row, points_col, text, p, scoring, typed) if text else None
            )
            if bad is not None:
                problems.append(bad)
    if problems:
        raise InputError(problems)
    return GridReading(
        tournament=tournament,
        kind=ReadingKind.CROSSTABLE,
        header_row=h.row,
        player_rows={PlayerId(n): pr.row for n, pr in sorted(players.items())},
        last_column=grid.last_column(),
        columns={**{role.value: cols[0] for role, cols in h.roles.items()}}
        | {f"opponent:{m}": col for m, col in columns.items()},
    )


def _cells(
    grid: Grid,
    players: dict[int, PlayerRow],
    columns: dict[int, int],
    problems: list[Problem],
) -> dict[tuple[int, int], Outcome | None]:
    """Return each cell off the diagonal, (row player, column player) -> its result (None
    when empty), noting a diagonal cell that is not empty or ``X`` and a cell that is no
    result (left out)."""
    cells: dict[tuple[int, int], Outcome | None] = {}
    for n, pr in players.items():
        for m, col in columns.items():
            text = grid.get(pr.row, col)
            key = "".join(text.split()).upper()
            if n == m:
                if key not in _DIAGONAL:
                    problems.append(
                        grid.problem(pr.row, col, msg("files.square.diagonal", found=repr(text)))
                    )
                continue
            if key and key not in _CELLS:
                problems.append(
                    grid.problem(pr.row, col, msg("files.square.cell", found=repr(text)))
                )
                continue
            cells[n, m] = _CELLS.get(key)
    return cells


def _sides_problems(
    grid: Grid,
    players: dict[int, PlayerRow],
    columns: dict[int, int],
    cells: dict[tuple[int, int], Outcome | None],
) -> list[Problem]:
    """Return a problem for each game whose two cells do not agree (``1`` against ``0``, or
    one empty), at the cell below the diagonal."""
    problems: list[Problem] = []
    for (n, m), here in cells.items():
        if n < m and (m, n) in cells:
            there = cells[m, n]
            agree = (here is None and there is None) or (
                here is not None and there is not None and there in here.mirrors
            )
            if not agree:
                problems.append(
                    grid.problem(
                        players[m].row,
                        columns[n],
                        msg(
                            "files.square.sides-differ",
                            here=a1(players[n].row, columns[m]),
                            here_text=repr(grid.get(players[n].row, columns[m])),
                            there=a1(players[m].row, columns[n]),
                            there_text=repr(grid.get(players[m].row, columns[n])),
                        ),
                    )
                )
    return problems


def _tournament(
    players: dict[int, PlayerRow],
    cells: dict[tuple[int, int], Outcome | None],
    name: str,
    scoring: Scoring,
) -> Tournament:
    """Return the round robin the cells make, each game in its round of the Berger table
    of the event's size (the players seated by number), the rounds unknown."""
    numbers = sorted(players)
    seat = {number: i for i, number in enumerate(numbers, start=1)}
    schedule = berger_rounds(len(numbers))
    rounds = max(schedule.values(), default=0)
    out = []
    for n in numbers:
        results = [RoundResult(Outcome.ABSENT)] * rounds
        for m in numbers:
            outcome = cells.get((n, m))
            if m != n and outcome is not None:
                results[schedule[frozenset({seat[n], seat[m]})] - 1] = RoundResult(
                    outcome, PlayerId(m)
                )
        out.append(players[n].player(n, tuple(results)))
    return Tournament(
        name=name,
        rounds=rounds,
        players=tuple(out),
        system=System.ROUND_ROBIN,
        scoring=scoring,
        extra=((ROUNDS_UNKNOWN, True),),
    )
