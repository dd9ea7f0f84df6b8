"""Crosstable grids: one row per player, one column per round (see :mod:`core.formats.grid`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from core.errors import InputError, Locator, Place, Problem
from core.formats.grid_cells import MAX_ROUNDS, RESULT_ONLY, Grid, a1, parse_cell, whole
from core.formats.grid_layout import (
    GridReading,
    Header,
    PlayerRow,
    ReadingKind,
    dup_role_problems,
    points_problem,
    read_player_row,
    title_above,
    unlabeled_number_column,
)
from core.formats.grid_scores import crosstable_score_problems, split_cell_score
from core.formats.headers import Role, describe, role_of, round_below_one
from core.formats.notation import CellError, Notation
from core.formats.typed import typed_like
from core.formats.validate import mirror, sides_agree, validate
from core.i18n.message import msg
from core.model import Outcome, PlayerId, RoundResult, Scoring, Tournament

__all__ = ["Crosstable"]


class Crosstable:
    """Reads one crosstable (its header ``h`` and the player rows below) into a
    :class:`GridReading`."""

    def __init__(
        self,
        grid: Grid,
        h: Header,
        rounds: int | None,
        name: str,
        scoring: Scoring,
        notation: Notation = "standard",
        listed: Mapping[str, tuple[Grid, int, int]] | None = None,
    ) -> None:
        self.grid, self.h, self.rounds, self.scoring = grid, h, rounds, scoring
        self.notation = notation
        self.listed = listed or {}  # a player list's names (folded) and their cells
        self.name = name or title_above(grid, h.row)

    def _player_row_indices(self, number_col: int | None) -> list[int]:
        grid, h = self.grid, self.h
        rows: list[int] = []
        seen_blank = False
        for r in range(h.row + 1, len(grid)):
            if grid.blank(r):
                seen_blank = True
                continue
            if seen_blank:
                has_name = bool(grid.get(r, h.col(Role.NAME)))
                ok_number = number_col is None or whole(grid.get(r, number_col)) is not None
                if not (has_name and ok_number):
                    break
            rows.append(r)
        return rows

    def read(self) -> GridReading:
        """Read the crosstable: its header's round columns, the player rows and their round
        cells, the opponents checked both ways (by start number, or by rank when only that
        reading is clean), the game scores and the points column.

        :raises InputError: with every problem found.
        """
        grid, h = self.grid, self.h
        problems = dup_role_problems(grid, h, [r for r in Role if r not in (Role.BOARD,)])
        if Role.NAME not in h.roles:  # pragma: no cover - a crosstable header has a name
            raise InputError(grid.problem(h.row, 0, msg("grid.name-column-missing")))
        round_cols = self._round_columns(problems)
        n_cols = max(round_cols)
        if problems:
            raise InputError(problems)
        planned = self.rounds if self.rounds is not None else n_cols
        if planned < n_cols:
            problems.append(
                grid.problem(
                    h.row,
                    round_cols[planned + 1],
                    msg("grid.planned-below-columns", planned=planned, round=planned + 1),
                )
            )
        number_col, id_col, rows = self._player_rows(problems)
        prows = [read_player_row(grid, h, r, id_col, problems) for r in rows]
        k = max(
            (rnd for rnd, c in round_cols.items() if any(grid.get(r, c) for r in rows)), default=0
        )
        if self._square(rows, round_cols, k):
            from core.formats.grid_square import read_square

            return read_square(grid, h, prows, round_cols, self.name, self.scoring, problems)
        ids = _numbered(grid, prows, id_col, problems)
        cells, token_problems = self._cells(prows, ids, round_cols, k)
        if any(pr.number is None for pr in prows) or len(ids) < len(prows):
            # without every start number the games cannot be checked
            raise InputError(problems + token_problems)
        problems += token_problems
        tournament, build_problems = self._tournament(
            ids, cells, k, planned, round_cols, number_col, token_problems
        )
        problems += build_problems
        problems += self._points_problems(tournament, ids, cells, k, round_cols)
        if problems:
            raise InputError(problems)
        columns = {role.value: cols[0] for role, cols in h.roles.items()}
        if number_col is not None:
            columns["number"] = number_col
        for rnd, col in round_cols.items():
            columns[f"round:{rnd}"] = col
        return GridReading(
            tournament=tournament,
            kind=ReadingKind.CROSSTABLE,
            header_row=h.row,
            player_rows={PlayerId(n): pr.row for n, pr in sorted(ids.items())},
            last_column=grid.last_column(),
            columns=columns,
        )

    def _round_columns(self, problems: list[Problem]) -> dict[int, int]:
        """Return each round's column (the first headed with it), noting the header's
        problems: a round below one, a round with two columns, rounds missing between
        the first and the last, a last round over the most."""
        grid, h = self.grid, self.h
        for col in grid.filled(h.row):
            text = grid.get(h.row, col)
            if role_of(text) is None and round_below_one(text):
                problems.append(
                    grid.problem(h.row, col, msg("grid.round-below-one", found=repr(text)))
                )
        round_cols: dict[int, int] = {}
        for rnd, cols in sorted(h.rounds.items()):
            if len(cols) > 1:
                problems.append(
                    grid.problem(
                        h.row,
                        cols[1],
                        msg(
                            "grid.round-two-columns",
                            round=rnd,
                            first=a1(h.row, cols[0]),
                            second=a1(h.row, cols[1]),
                        ),
                    )
                )
            round_cols[rnd] = cols[0]
        n_cols = max(round_cols)
        missing = [r for r in range(1, n_cols + 1) if r not in round_cols]
        if missing:
            problems.append(
                grid.problem(
                    h.row,
                    round_cols[n_cols],
                    msg(
                        "grid.rounds-missing",
                        last=n_cols,
                        missing=tuple(missing[:10]),
                        count=len(missing),
                    ),
                )
            )
        if n_cols > MAX_ROUNDS:
            problems.append(
                grid.problem(
                    h.row,
                    round_cols[n_cols],
                    msg("grid.round-over-max", round=n_cols, most=MAX_ROUNDS),
                )
            )
        return round_cols

    def _player_rows(self, problems: list[Problem]) -> tuple[int | None, int, list[int]]:
        """Return the start-number column (labelled or not), the column that identifies a
        player (it, else the rank's) and the player rows.

        :raises InputError: with ``problems`` and a row cut short, no column to identify a
            player, or no player row.
        """
        grid, h = self.grid, self.h
        number_col = h.col(Role.NUMBER)
        rank_col = h.col(Role.RANK)
        rows = self._player_row_indices(number_col)
        if number_col is None:
            number_col = unlabeled_number_column(grid, h, rows)
            rows = self._player_row_indices(number_col)
        short = [p for p in (grid.short_row(r, h.row) for r in rows) if p is not None]
        if short:  # a row cut short; its other problems would only follow from it
            raise InputError(problems + short)
        id_col = number_col if number_col is not None else rank_col
        if id_col is None:
            problems.append(
                grid.problem(
                    h.row,
                    h.roles[Role.NAME][0],
                    msg("grid.no-number-column", words=describe(Role.NUMBER)),
                )
            )
            raise InputError(problems)
        if not rows:
            raise InputError(
                [*problems, grid.problem(h.row, h.roles[Role.NAME][0], msg("grid.no-player-rows"))]
            )
        return number_col, id_col, rows

    def _cells(
        self,
        prows: list[PlayerRow],
        ids: dict[int, PlayerRow],
        round_cols: dict[int, int],
        k: int,
    ) -> tuple[dict[tuple[int, int], RoundResult], list[Problem]]:
        """Return the round cells of the numbered players read, (number, round) -> result,
        and the problems of those that do not parse (left out of the cells)."""
        grid = self.grid
        cells: dict[tuple[int, int], RoundResult] = {}
        token_problems: list[Problem] = []
        for pr in prows:
            if pr.number is None or ids.get(pr.number) is not pr:
                continue
            for rnd in range(1, k + 1):
                col = round_cols[rnd]
                try:
                    # a game score after the token: ``2w1 412:380`` (docs/grids.md)
                    token, score = split_cell_score(grid.get(pr.row, col))
                    cell = parse_cell(token, self.notation)
                    cells[pr.number, rnd] = cell if score is None else cell._replace(score=score)
                except ValueError as exc:
                    token_problems.append(
                        grid.problem(
                            pr.row, col, exc.message if isinstance(exc, CellError) else str(exc)
                        )
                    )
        return cells, token_problems

    def _tournament(
        self,
        ids: dict[int, PlayerRow],
        cells: dict[tuple[int, int], RoundResult],
        k: int,
        planned: int,
        round_cols: dict[int, int],
        number_col: int | None,
        token_problems: list[Problem],
    ) -> tuple[Tournament, list[Problem]]:
        """Return the tournament the cells make and its problems, the opponents read as
        start numbers, or as ranks when the crosstable has both columns and only that
        reading is clean; then the game scores in the cells.

        :raises InputError: when both readings are clean (which is meant cannot be told).
        """
        grid, h = self.grid, self.h
        rank_col = h.col(Role.RANK)
        # Which numbers do the round cells use: start numbers or ranks?
        readings: list[tuple[str, dict[int, int]]] = [("start numbers", {n: n for n in ids})]
        if number_col is not None and rank_col is not None and not token_problems:
            by_rank = {pr.rank: pr.number for pr in ids.values() if pr.rank is not None}
            if len(by_rank) == len(ids) and any(r != n for r, n in by_rank.items()):
                readings.append(("ranks", {r: n for r, n in by_rank.items() if n is not None}))
        outcomes = [self._build(ids, cells, ref, k, planned, round_cols) for _, ref in readings]
        chosen = 0
        if len(readings) == 2:
            clean = [not o[1] for o in outcomes]
            number_hdr = a1(h.row, number_col) if number_col is not None else "?"
            rank_hdr = a1(h.row, rank_col) if rank_col is not None else "?"
            if all(clean):
                raise InputError(
                    grid.problem(
                        h.row,
                        rank_col or 0,
                        msg("grid.opponents-two-ways", numbers=number_hdr, ranks=rank_hdr),
                    )
                )
            if clean[1] and not clean[0]:
                chosen = 1
        tournament, build_problems = outcomes[chosen]
        if not build_problems and not token_problems:
            rows_of = {n: pr.row for n, pr in ids.items()}
            build_problems = crosstable_score_problems(grid, tournament, rows_of, round_cols)
        if build_problems and len(readings) == 2:
            build_problems.append(
                grid.problem(
                    h.row,
                    rank_col or 0,
                    msg(
                        "grid.opponents-neither",
                        numbers=a1(h.row, number_col or 0),
                        ranks=a1(h.row, rank_col or 0),
                    ),
                )
            )
        return tournament, build_problems

    def _points_problems(
        self,
        tournament: Tournament,
        ids: dict[int, PlayerRow],
        cells: dict[tuple[int, int], RoundResult],
        k: int,
        round_cols: dict[int, int],
    ) -> list[Problem]:
        """Return the rows whose points column does not hold the points of their rounds (a
        row with a cell that does not parse is not checked)."""
        grid = self.grid
        points_col = self.h.col(Role.POINTS)
        if points_col is None:
            return []
        out: list[Problem] = []
        by_id = tournament.by_id()
        failed_rows = {ids[n].row for n in ids for rnd in range(1, k + 1) if (n, rnd) not in cells}
        for pr in ids.values():
            if pr.points and pr.row not in failed_rows:
                p = points_problem(
                    grid,
                    pr.row,
                    points_col,
                    pr.points,
                    by_id[PlayerId(pr.number or 0)],
                    self.scoring,
                    [grid.get(pr.row, round_cols[r]) for r in range(1, k + 1)],
                )
                if p is not None:
                    out.append(p)
        return out

    def _square(self, rows: Sequence[int], round_cols: dict[int, int], k: int) -> bool:
        """Whether the columns headed with bare numbers hold bare results (``1``, ``½``,
        ``0``, ``X``): one column per opponent (:mod:`core.formats.grid_square`), not one
        per round."""
        grid, h = self.grid, self.h
        if not h.bare or k == 0:
            return False
        values = [grid.get(r, round_cols[rnd]).upper() for r in rows for rnd in range(1, k + 1)]
        values = [v for v in values if v]
        return bool(values) and all(RESULT_ONLY.match(v.replace(" ", "")) for v in values)

    def _build(
        self,
        ids: dict[int, PlayerRow],
        cells: dict[tuple[int, int], RoundResult],
        ref: dict[int, int],
        k: int,
        planned: int,
        round_cols: dict[int, int],
    ) -> tuple[Tournament, list[Problem]]:
        """Return the tournament the cells make when an opponent's number ``n`` in a cell is
        the player ``ref[n]``, and its problems: opponents unknown, the two sides of a game
        that do not name each other or disagree, what the checks of any event find (but at a
        cell already reported), a round left empty, a player typed as two rows."""
        grid = self.grid
        problems: list[Problem] = []
        reported: set[str] = set()  # the cells with a problem already
        results = self._referenced(ids, cells, ref, k, round_cols, problems, reported)
        # an empty cell whose opponent's cell names the pairing without a result
        # is the other side of the same pending game.
        for n in sorted(ids):
            for rnd in range(1, k + 1):
                res = results[n][rnd - 1]
                opp = res.opponent
                if res.outcome is not Outcome.PENDING or opp is None or opp not in results:
                    continue
                if not grid.get(ids[opp].row, round_cols[rnd]).strip():
                    results[opp][rnd - 1] = mirror(res, PlayerId(n))
        for n in sorted(ids):
            for rnd in range(1, k + 1):
                res = results[n][rnd - 1]
                opp = res.opponent
                if opp is None or opp not in results or opp == n:
                    continue
                if (opp, rnd) not in cells:  # the opponent's cell does not parse
                    reported.add(a1(ids[n].row, round_cols[rnd]))
                    continue
                other = results[opp][rnd - 1]
                if other.opponent == n and (n > opp or sides_agree(res, other)):
                    continue  # the two cells agree (said once, from the lower number)
                found, cells_said = self._sides_problems(ids, results, ref, n, rnd, round_cols[rnd])
                problems += found
                reported.update(cells_said)
        players = tuple(pr.player(n, tuple(results[n])) for n, pr in sorted(ids.items()))
        tournament = Tournament(
            name=self.name, rounds=planned, players=players, scoring=self.scoring
        )
        for p in validate(tournament, self._locator(ids, round_cols)):
            if p.cell not in reported:
                problems.append(p)
        problems += self._live_mistakes(ids, results, k, round_cols)
        return tournament, problems

    def _referenced(
        self,
        ids: dict[int, PlayerRow],
        cells: dict[tuple[int, int], RoundResult],
        ref: dict[int, int],
        k: int,
        round_cols: dict[int, int],
        problems: list[Problem],
        reported: set[str],
    ) -> dict[int, list[RoundResult]]:
        """Return each player's rounds 1 to ``k`` with their opponents as ``ref`` makes them
        (a cell that does not parse absent), noting an opponent ``ref`` does not know."""
        grid = self.grid
        results: dict[int, list[RoundResult]] = {n: [] for n in ids}
        for n in ids:
            for rnd in range(1, k + 1):
                got = cells.get((n, rnd))
                if got is None:  # reported as a cell that does not parse
                    reported.add(a1(ids[n].row, round_cols[rnd]))
                res = got or RoundResult(Outcome.ABSENT)
                if res.opponent is not None:
                    target = ref.get(res.opponent)
                    if target is None:
                        found = repr(grid.get(ids[n].row, round_cols[rnd]))
                        problems.append(
                            grid.problem(
                                ids[n].row,
                                round_cols[rnd],
                                msg(
                                    "grid.opponent-unknown",
                                    found=found,
                                    opponent=res.opponent,
                                    low=min(ref),
                                    high=max(ref),
                                )
                                if ref
                                else msg(
                                    "grid.opponent-unknown-none", found=found, opponent=res.opponent
                                ),
                            )
                        )
                        target = res.opponent
                        reported.add(a1(ids[n].row, round_cols[rnd]))
                    res = res._replace(opponent=PlayerId(target))
                results[n].append(res)
        return results

    def _sides_problems(
        self,
        ids: dict[int, PlayerRow],
        results: dict[int, list[RoundResult]],
        ref: dict[int, int],
        n: int,
        rnd: int,
        col: int,
    ) -> tuple[list[Problem], tuple[str, ...]]:
        """Return the problems of player ``n``'s game of round ``rnd`` (in column ``col``)
        with the other side's cell: it names someone else, or (said once, from the lower
        number) the two results disagree, with what the other cell should say; and the cells
        (A1) they are said at."""
        grid = self.grid
        res = results[n][rnd - 1]
        opp = res.opponent
        assert opp is not None
        other = results[opp][rnd - 1]
        here, there = a1(ids[n].row, col), a1(ids[opp].row, col)
        here_text, there_text = grid.get(ids[n].row, col), grid.get(ids[opp].row, col)
        if other.opponent != n:
            return [
                grid.problem(
                    ids[n].row,
                    col,
                    msg(
                        "grid.back-ref-has" if there_text else "grid.back-ref-empty",
                        here=repr(here_text),
                        opponent=opp,
                        round=rnd,
                        there=there,
                        there_text=repr(there_text),
                    ),
                )
            ], (here,)
        if n > opp or sides_agree(res, other):
            return [], ()
        typed = {target: number for number, target in ref.items()}
        expected = typed_like(
            mirror(res, PlayerId(typed.get(n, n))),
            there_text or here_text,
            same_side=bool(there_text),
        )
        return [
            grid.problem(
                ids[n].row,
                col,
                msg(
                    "grid.sides-differ-expected",
                    round=rnd,
                    here=here,
                    here_text=repr(here_text),
                    there=there,
                    opponent=opp,
                    there_text=repr(there_text),
                    expected=repr(expected),
                ),
            ),
            grid.problem(
                ids[opp].row,
                col,
                msg(
                    "grid.sides-differ",
                    round=rnd,
                    here=there,
                    here_text=repr(there_text),
                    there=here,
                    opponent=n,
                    there_text=repr(here_text),
                ),
            ),
        ], (here, there)

    def _locator(self, ids: dict[int, PlayerRow], round_cols: dict[int, int]) -> Locator:
        """The cell of a problem the checks of any event find: the player's round cell, or
        their name when no round is named."""
        grid = self.grid

        def locate(place: Place) -> Problem:
            pr = ids.get(place.player) if place.player is not None else None
            if pr is None:
                return Problem(grid.source, "", place=place)
            rnd = place.round
            col = round_cols[rnd] if rnd is not None else self.h.roles[Role.NAME][0]
            return grid.problem(pr.row, col, "")

        return locate

    def _live_mistakes(
        self,
        ids: dict[int, PlayerRow],
        results: dict[int, list[RoundResult]],
        k: int,
        round_cols: dict[int, int],
    ) -> list[Problem]:
        """Issue 11, part 2: a round column left wholly empty while a later one has
        results, and one player typed as two rows (close names, never in one round) unless
        a player list names both; a listed name with no row is an error."""
        from core.formats.name_typos import fold_name, typo_problems

        grid = self.grid
        out: list[Problem] = []
        filled = [
            rnd
            for rnd in range(1, k + 1)
            if any(grid.get(pr.row, round_cols[rnd]).strip() for pr in ids.values())
        ]
        for rnd in range(1, max(filled, default=0)):
            if rnd not in filled:
                out.append(
                    grid.problem(
                        self.h.row,
                        round_cols[rnd],
                        msg("grid.round-no-results", round=rnd, later=max(filled)),
                    )
                )
        name_col = self.h.roles[Role.NAME][0]
        cells = {
            n: [
                (rnd, ids[n].row, name_col)  # the name is what was typed twice
                for rnd in range(1, k + 1)
                if results[n][rnd - 1].outcome is not Outcome.ABSENT
            ]
            for n in ids
        }
        names = {n: pr.name for n, pr in ids.items()}
        out += typo_problems(grid, names, cells, listed=frozenset(self.listed))
        rows = {fold_name(name) for name in names.values()}
        for key, (lg, row, col) in self.listed.items():
            if key not in rows:
                out.append(
                    lg.problem(row, col, msg("grid.listed-no-row", name=repr(lg.get(row, col))))
                )
        return out


def _numbered(
    grid: Grid, prows: list[PlayerRow], id_col: int, problems: list[Problem]
) -> dict[int, PlayerRow]:
    """Return the player rows by their numbers, noting a number given twice (its second row
    left out) and leaving out a row without one."""
    ids: dict[int, PlayerRow] = {}
    for pr in prows:
        if pr.number is None:
            continue
        if pr.number in ids:
            first = ids[pr.number]
            problems.append(
                grid.problem(
                    pr.row,
                    id_col,
                    msg(
                        "grid.number-twice",
                        number=pr.number,
                        first=first.row + 1,
                        second=pr.row + 1,
                    ),
                )
            )
            continue
        ids[pr.number] = pr
    return ids
