"""Who is who in a pairings list: its player list (in the grid or a tab of its own) and the
player cells of the games, resolved by name or start number (see :mod:`core.formats.grid`);
and the names a player list beside a crosstable confirms."""

from __future__ import annotations

from difflib import get_close_matches

from core.errors import MAX_SHOWN_PROBLEMS, InputError, Problem
from core.formats.grid_cells import MAX_PLAYER_NUMBER, Grid, name_key, whole
from core.formats.grid_layout import (
    Header,
    PlayerRow,
    dup_role_problems,
    read_player_row,
    section_round,
    unlabeled_number_column,
)
from core.formats.headers import Role, describe
from core.i18n.message import fold, msg
from core.limits import shown, text_problem

__all__ = ["Roster", "listed_names"]


class Roster:
    """The players of a pairings list; problems go to the shared ``problems`` list."""

    def __init__(
        self,
        grid: Grid,
        list_grid: Grid | None,
        list_header: Header | None,
        list_end: int,
        problems: list[Problem],
    ) -> None:
        self.grid = grid
        self.list_grid, self.list_header, self.list_end = list_grid, list_header, list_end
        self.problems = problems
        self.known: dict[int, PlayerRow] = {}  # from the list
        self.by_name: dict[str, list[int]] = {}
        self.order: list[int] = []  # ids in order of first appearance (no list)
        self.names: dict[int, str] = {}
        self.first_cell: dict[int, tuple[int, int]] = {}
        self.numbers_only: list[tuple[int, int, int]] = []  # (row, col, number) without list
        self.named: list[tuple[int, int]] = []  # (row, col) of names without list
        self.merged: list[Problem] = []
        """Notes: a name read as another's spelling (accents, case, spacing: near-twins)."""
        self._spellings: set[tuple[int, str]] = set()

    # -- the player list
    def read_list(self) -> None:
        lg, lh = self.list_grid, self.list_header
        if lg is None or lh is None:
            return
        self.problems += dup_role_problems(lg, lh, [r for r in Role])
        number_col = lh.col(Role.NUMBER)
        rows = [
            r
            for r in range(lh.row + 1, self.list_end)
            if not lg.blank(r) and section_round(lg, r) is None
        ]
        if number_col is None:
            number_col = unlabeled_number_column(lg, lh, rows)
        for i, r in enumerate(rows, start=1):
            pr = read_player_row(lg, lh, r, number_col, self.problems)
            if number_col is None:
                pr.number = i
            if pr.number is None:
                continue
            if pr.number in self.known:
                self.problems.append(
                    lg.problem(
                        r,
                        number_col or 0,
                        msg(
                            "grid.list-number-twice",
                            number=pr.number,
                            first=self.known[pr.number].row + 1,
                            second=r + 1,
                        ),
                    )
                )
                continue
            self.known[pr.number] = pr
            if pr.name:
                self.by_name.setdefault(name_key(pr.name), []).append(pr.number)
        if not self.known and not self.problems:
            self.problems.append(lg.problem(lh.row, lh.col(Role.NAME) or 0, msg("grid.list-empty")))
        if number_col is None:
            for key, nums in self.by_name.items():
                if len(nums) > 1 and key:
                    rows_of = fold("grid.join-and", [self.known[n].row + 1 for n in nums])
                    self.problems.append(
                        lg.problem(
                            self.known[nums[1]].row,
                            lh.col(Role.NAME) or 0,
                            msg(
                                "grid.name-twice-no-numbers",
                                name=repr(self.known[nums[0]].name),
                                rows=rows_of,
                                words=describe(Role.NUMBER),
                            ),
                        )
                    )

    # -- resolving a player cell
    def player(self, row: int, col: int, number_col: int | None) -> int | None:
        """Return the player a pairings cell names (at ``col``, its start number in
        ``number_col`` if the list has one): by number, else by name, from the player list
        when there is one; None, with a problem noted, when it names none."""
        grid = self.grid
        text = grid.get(row, col)
        num_text = grid.get(row, number_col) if number_col is not None else ""
        number = whole(num_text) if num_text else whole(text)
        if num_text and number is None:
            self.problems.append(
                grid.problem(
                    row, number_col or 0, msg("grid.number-expected-plain", found=repr(num_text))
                )
            )
            return None
        if number is not None:
            where = (row, number_col) if num_text and number_col is not None else (row, col)
            return self._by_number(row, col, where, number, bool(num_text))
        if (bad := text_problem(" ".join(text.split()))) is not None:
            self.problems.append(
                grid.problem(row, col, msg("grid.name-bad", name=shown(text), why=bad))
            )
            return None
        if self.list_grid is not None:
            return self._listed(row, col, text)
        return self._by_name(row, col, text)

    def _by_number(
        self, row: int, col: int, where: tuple[int, int], number: int, number_cell: bool
    ) -> int | None:
        """The player of start number ``number`` (typed at ``where``; ``number_cell``: in a
        number column, beside the name at ``col``): the list's, checked against the name
        beside it, or one the pairings make known by it."""
        grid = self.grid
        text = grid.get(row, col)
        if not 1 <= number <= MAX_PLAYER_NUMBER:
            self.problems.append(grid.problem(*where, msg("grid.number-from-1", found=number)))
            return None
        if self.list_grid is not None:
            pr = self.known.get(number)
            if pr is None:
                self.problems.append(
                    grid.problem(*where, msg("grid.number-not-in-list", number=number))
                )
                return None
            if number_cell and text and whole(text) is None and name_key(text) != name_key(pr.name):
                self.problems.append(
                    grid.problem(
                        row,
                        col,
                        msg(
                            "grid.name-number-mismatch",
                            found=repr(text),
                            number=number,
                            name=repr(pr.name),
                        ),
                    )
                )
                return None
            return number
        self.numbers_only.append((row, where[1], number))
        if number not in self.names:
            self.names[number] = f"Player {number}" if not (number_cell and text) else text
            self.first_cell[number] = (row, col)
        return number

    def _listed(self, row: int, col: int, text: str) -> int | None:
        """The player of the list named ``text``; None, with a problem noted, when the list
        has two or none (a close name as a hint)."""
        grid = self.grid
        key = name_key(text)
        nums = self.by_name.get(key, [])
        if len(nums) == 1:
            return nums[0]
        if len(nums) > 1:
            self.problems.append(
                grid.problem(
                    row,
                    col,
                    msg(
                        "grid.name-ambiguous",
                        found=repr(text),
                        numbers=fold("grid.join-or", nums),
                    ),
                )
            )
            return None
        # A hint compares the name with every name of the list: only for the problems a
        # message shows, or a file of unknown names would take quadratic time.
        close = (
            get_close_matches(key, list(self.by_name), n=1, cutoff=0.75)
            if len(self.problems) < MAX_SHOWN_PROBLEMS
            else []
        )
        if close:
            unknown = msg(
                "grid.player-unknown-close",
                found=repr(text),
                close=repr(self.known[self.by_name[close[0]][0]].name),
            )
        else:
            unknown = msg("grid.player-unknown", found=repr(text))
        self.problems.append(grid.problem(row, col, unknown))
        return None

    def _by_name(self, row: int, col: int, text: str) -> int:
        """The player named ``text`` in pairings without a list: numbered in the order the
        names first appear; a second spelling of one (a near twin merged) is said."""
        grid = self.grid
        key = name_key(text)
        self.named.append((row, col))
        if key not in self.by_name:
            pid = len(self.order) + 1
            self.order.append(pid)
            self.by_name[key] = [pid]
            self.names[pid] = " ".join(text.split())
            self.first_cell[pid] = (row, col)
        pid = self.by_name[key][0]
        spelt = " ".join(text.split())
        if spelt != self.names[pid] and (pid, spelt) not in self._spellings:
            # one player typed two ways, or two near-twins merged: said, not passed over
            self._spellings.add((pid, spelt))
            self.merged.append(
                grid.problem(
                    row,
                    col,
                    msg(
                        "grid.near-twin-merged",
                        name=repr(spelt),
                        first=repr(self.names[pid]),
                        cell=grid.address(*self.first_cell[pid]),
                    ),
                )
            )
        return pid

    def name(self, pid: int) -> str:
        if pid in self.known:
            return self.known[pid].name
        return self.names.get(pid, str(pid))

    def mixed_reference_check(self) -> None:
        if self.list_grid is not None or not (self.numbers_only and self.named):
            return
        for row, col, number in self.numbers_only:
            self.problems.append(
                self.grid.problem(row, col, msg("grid.number-without-list", number=number))
            )


def listed_names(list_grid: Grid, header: Header, end: int) -> dict[str, tuple[Grid, int, int]]:
    """Return the names of the player list under ``header`` (rows up to ``end``), folded
    as :func:`core.formats.name_typos.fold_name` folds them, each with its grid, row and
    name column: beside a crosstable the list says only who the players are (
    part 2: two close names it lists both are two players, not one typed twice).

    :raises InputError: for the list's own problems (a number twice, no names...).
    """
    from core.formats.name_typos import fold_name

    problems: list[Problem] = []
    roster = Roster(list_grid, list_grid, header, end, problems)
    roster.read_list()
    if problems:
        raise InputError(problems)
    col = header.col(Role.NAME) or 0
    return {fold_name(pr.name): (list_grid, pr.row, col) for pr in roster.known.values() if pr.name}
