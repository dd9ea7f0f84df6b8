"""One player typed twice: without a player list, two names that are
close (case, accents, one or two letters typed wrong or swapped, first and last name
swapped) and never in the same round are almost always one player."""

from __future__ import annotations

import unicodedata
from collections.abc import Collection, Mapping, Sequence

from core.errors import Problem
from core.formats.grid_cells import Grid, a1
from core.i18n.message import msg


def fold_name(name: str) -> str:
    """Return ``name`` without case, accents or extra spaces.

    >>> fold_name("  Novák  Jiří ")
    'novak jiri'
    """
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(bare.split())


def _distance(a: str, b: str, limit: int) -> int:
    """Return the optimal-string-alignment distance of ``a`` and ``b`` (a swap of two
    neighbouring letters counts one), or ``limit + 1`` when it is larger than ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) > limit:
            return limit + 1
        prev2, prev = prev, cur
    return prev[len(b)]


def close_names(a: str, b: str) -> bool:
    """Whether two names are probably one typed twice: equal but for case, accents or
    spacing, or with first and last name swapped, or one letter apart (two for names of
    eight letters or more), a swap of two neighbours counting one; never when their
    digits differ.

    >>> close_names("Alice Smith", "Alice Smtih"), close_names("Smith Alice", "alice smith")
    (True, True)
    >>> close_names("Li Wei", "Li Wen"), close_names("Anna Novak", "Jana Novak")
    (True, True)
    >>> close_names("Anna Novak", "Petr Novak"), close_names("Player 8 Č", "Player 9 Á")
    (False, False)
    """
    fa, fb = fold_name(a), fold_name(b)
    if [c for c in fa if c.isdigit()] != [c for c in fb if c.isdigit()]:
        return False  # "Player 8", "Player 9", "Team 2": numbers are not typos
    if fa == fb or sorted(fa.split()) == sorted(fb.split()):
        return True
    limit = 2 if min(len(fa), len(fb)) >= 8 else 1
    return _distance(fa, fb, limit) <= limit


def typo_problems(
    grid: Grid,
    names: Mapping[int, str],
    cells: Mapping[int, Sequence[tuple[int, int, int]]],
    *,
    listed: Collection[str] = frozenset(),
) -> list[Problem]:
    """Return a problem for every name that looks like another player's typed twice:
    ``cells`` gives, for each player, the (round, row, column) of every cell naming them.
    Two names are suspect when they are close (:func:`close_names`) and never in the same
    round, unless ``listed`` (names folded by :func:`fold_name`, a player list's) holds
    both; the one in fewer cells is named at its first cell."""
    out: list[Problem] = []
    ids = sorted(names)
    rounds = {pid: {r for r, _, _ in cells.get(pid, ())} for pid in ids}
    folded = {pid: fold_name(names[pid]) for pid in ids}
    for i, a in enumerate(ids):
        for b in ids[i + 1 :]:
            if rounds[a] & rounds[b] or not cells.get(a) or not cells.get(b):
                continue
            if folded[a] in listed and folded[b] in listed:
                continue  # the organiser listed both: two players
            if abs(len(folded[a]) - len(folded[b])) > 2 and sorted(folded[a].split()) != sorted(
                folded[b].split()
            ):
                continue
            if not close_names(names[a], names[b]):
                continue
            odd, usual = (a, b) if len(cells[a]) <= len(cells[b]) else (b, a)
            _, row, col = min(cells[odd], key=lambda c: (c[1], c[2]))
            where = sorted(rounds[odd])
            out.append(
                grid.problem(
                    row,
                    col,
                    msg(
                        "grid.same-player-typo",
                        name=repr(names[odd]),
                        rounds=tuple(where),
                        count=len(where),
                        other=repr(names[usual]),
                        cells=", ".join(
                            a1(r, c) for r, c in sorted({(r, c) for _, r, c in cells[usual]})
                        ),
                    ),
                )
            )
    return out
