"""Pairings-list grids: one row per game or bye (see :mod:`core.formats.grid`)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from core.boards import with_boards
from core.errors import InputError, Locator, Place, Problem
from core.formats.grid_byes import bye_points, bye_word, is_generic_bye
from core.formats.grid_cells import (
    MAX_ROUNDS,
    RESULT_HELP,
    Grid,
    a1,
    parse_result,
)
from core.formats.grid_layout import (
    GridReading,
    Header,
    ReadingKind,
    dup_role_problems,
    points_problem,
    section_round,
    title_above,
)
from core.formats.grid_roster import Roster
from core.formats.grid_scores import PairingsScores
from core.formats.headers import Role, round_below_one, round_column
from core.formats.notation import CellError
from core.formats.validate import validate
from core.i18n.message import msg
from core.model import Color, Outcome, Player, PlayerId, RoundResult, Scoring, Tournament

__all__ = ["Pairings"]


@dataclass
class _Entry:
    """One player's round as read from a pairings row."""

    result: RoundResult | None  # None: the game has no result yet
    row: int
    col: int


class Pairings:
    """Reads one pairings list (header ``h``, rows up to ``end``) into a :class:`GridReading`."""

    reads_game_scores = True
    """Whether score columns (formats.md 7.2) are read; a team event's board games have none."""

    def __init__(
        self,
        grid: Grid,
        h: Header,
        end: int,
        list_grid: Grid | None,
        list_header: Header | None,
        list_end: int,
        rounds: int | None,
        name: str,
        scoring: Scoring,
    ) -> None:
        self.grid, self.h, self.end = grid, h, end
        self.list_grid, self.list_header, self.list_end = list_grid, list_header, list_end
        self.rounds, self.scoring = rounds, scoring
        self.name = name or title_above(
            grid,
            min(h.row, list_header.row) if list_header is not None and list_grid is grid else h.row,
        )
        self.problems: list[Problem] = []
        self.boards: list[tuple[int, int, int, int]] = []
        """The board column's number of each game (round, board, white, black)."""
        self.roster = Roster(grid, list_grid, list_header, list_end, self.problems)
        self.known = self.roster.known
        self.names = self.roster.names
        self.game_scores = PairingsScores(grid)  # the score columns (formats.md 7.2), if any

    def read(self) -> GridReading:
        """Read the list: its columns checked, each row a game, a bye or a round's label
        (``Round 3``), then the rounds as a whole (:meth:`_finish`).

        :raises InputError: with every problem found.
        """
        grid, h = self.grid, self.h
        self.roster.read_list()
        self.problems += dup_role_problems(
            grid, h, [Role.ROUND, Role.BOARD, Role.WHITE, Role.BLACK, Role.RESULT]
        )
        if self.reads_game_scores:
            self.game_scores = PairingsScores.from_header(grid, h, self.end, self.problems)
        white_col, black_col = h.roles[Role.WHITE][0], h.roles[Role.BLACK][0]
        result_col, round_col = h.roles[Role.RESULT][0], h.col(Role.ROUND)
        if self.problems:
            raise InputError(self.problems)
        numbers = self._number_columns(white_col, black_col)
        columns = self._columns(white_col, black_col, result_col, numbers)
        entries: dict[tuple[int, int], _Entry] = {}  # (pid, round) -> entry
        current = self._round_above()
        max_round = 0
        empty: list[tuple[int, int, int]] = []  # (row, round, column) of rows without a game
        for r in range(h.row + 1, self.end):
            if grid.blank(r):
                continue
            filled = grid.filled(r)
            if len(filled) == 1:  # a section row such as "Round 3" (or "3" under Round)
                section, rnd = self._section(r, filled[0], round_col)
                if rnd is not None:
                    current = rnd
                if section:
                    continue
            w, b, res = grid.get(r, white_col), grid.get(r, black_col), grid.get(r, result_col)
            wn, bn = (
                grid.get(r, numbers.get("white_number")),
                grid.get(r, numbers.get("black_number")),
            )
            if not (w or b or res or wn or bn):
                self._no_game(r, round_col, current, empty)
                continue  # notes beside the list, no game here
            short = grid.short_row(r, h.row)
            if short is not None:  # "3,2,Bo,Di" lost its cells, result and all
                self.problems.append(short)
                continue
            current, readable = self._row_round(r, round_col, white_col, current)
            if not readable or current is None:
                continue
            max_round = max(max_round, current)
            self._row(r, current, w, b, res, white_col, black_col, result_col, numbers, entries)
        self.roster.mixed_reference_check()
        self.problems += self.game_scores.missing()
        if self.problems:
            raise InputError(self.problems)
        return self._finish(entries, max_round, columns, empty)

    def _number_columns(self, white_col: int, black_col: int) -> dict[str, int]:
        """The starting-number columns, each the white or the black player's by whichever
        name column it is nearer (a problem for a side's second)."""
        grid, h = self.grid, self.h
        numbers: dict[str, int] = {}
        for col in h.roles.get(Role.NUMBER, []):
            side = (
                "white_number" if abs(col - white_col) <= abs(col - black_col) else "black_number"
            )
            if side in numbers:
                self.problems.append(
                    grid.problem(
                        h.row,
                        col,
                        msg(
                            f"grid.number-columns-twice.{side.split('_')[0]}",
                            first=a1(h.row, numbers[side]),
                            second=a1(h.row, col),
                        ),
                    )
                )
            numbers[side] = col
        return numbers

    def _columns(
        self, white_col: int, black_col: int, result_col: int, numbers: dict[str, int]
    ) -> dict[str, int]:
        """The columns the reading reports (:attr:`GridReading.columns`)."""
        h = self.h
        columns: dict[str, int] = {"white": white_col, "black": black_col, "result": result_col}
        round_col = h.col(Role.ROUND)
        if round_col is not None:
            columns["round"] = round_col
        if h.col(Role.BOARD) is not None:
            columns["board"] = h.roles[Role.BOARD][0]
        columns.update(numbers)
        columns.update(self.game_scores.columns())
        if self.list_header is not None:
            for role, cols in self.list_header.roles.items():
                columns[f"players:{role.value}"] = cols[0]
        return columns

    def _round_above(self) -> int | None:
        """The round a label above the header row names ("Round 1"), None when the first
        row above it that is not blank names none."""
        grid, h = self.grid, self.h
        top = (
            self.list_header.row + 1
            if self.list_grid is grid
            and self.list_header is not None
            and self.list_header.row < h.row
            else 0
        )
        for r in range(h.row - 1, top - 1, -1):
            if not grid.blank(r):
                return section_round(grid, r)
        return None

    def _section(self, r: int, col: int, round_col: int | None) -> tuple[bool, int | None]:
        """Whether row ``r``, whose one filled cell is at ``col``, is a round's label rather
        than a game, and the round it starts (None for a label of a round below one, noted
        as a problem)."""
        text = self.grid.get(r, col)
        rc = round_column(text)
        if rc is not None and (not rc[1] or col == round_col):
            return True, rc[0]
        labelled = not text.lstrip("-−–").strip().isdigit()  # "Round 0", not "0"
        if round_below_one(text) and (labelled or col == round_col):
            self.problems.append(
                self.grid.problem(r, col, msg("grid.round-below-one", found=repr(text)))
            )
            return True, None
        return False, None

    def _row_round(
        self, r: int, round_col: int | None, white_col: int, current: int | None
    ) -> tuple[int | None, bool]:
        """The round of game row ``r``: its round cell's, else the section's (``current``),
        the round the rows below it are in; and whether the row can be read (a problem
        noted when not: no round, or one that is none or over the most)."""
        grid = self.grid
        where = round_col if round_col is not None else white_col
        if round_col is not None and grid.get(r, round_col):
            text = grid.get(r, round_col)
            rc = round_column(text)
            if rc is None:
                self.problems.append(
                    grid.problem(
                        r,
                        round_col,
                        msg(
                            "grid.round-below-one"
                            if round_below_one(text)
                            else "grid.round-expected",
                            found=repr(text),
                        ),
                    )
                )
                return current, False
            current = rc[0]
        if current is None:
            self.problems.append(grid.problem(r, where, msg("grid.no-round")))
            return current, False
        if current > MAX_ROUNDS:
            self.problems.append(
                grid.problem(r, where, msg("grid.round-over-max", round=current, most=MAX_ROUNDS))
            )
            return current, False
        return current, True

    def _no_game(
        self, r: int, round_col: int | None, current: int | None, empty: list[tuple[int, int, int]]
    ) -> None:
        """Note a row that has a round or board but no players (a truncated line, or a board
        prepared for a round not played yet): :meth:`_finish` reports it in a played round."""
        board_col = self.h.col(Role.BOARD)
        text = self.grid.get(r, round_col)
        rnd = current
        if text:
            rc = round_column(text)
            if rc is None:
                return  # notes, not a round
            rnd = rc[0]
        if rnd is not None and (text or self.grid.get(r, board_col)):
            col = round_col if text and round_col is not None else board_col
            empty.append((r, rnd, col if col is not None else 0))

    def _row(
        self,
        r: int,
        rnd: int,
        w: str,
        b: str,
        res: str,
        white_col: int,
        black_col: int,
        result_col: int,
        numbers: dict[str, int],
        entries: dict[tuple[int, int], _Entry],
    ) -> None:
        grid = self.grid
        wn, bn = numbers.get("white_number"), numbers.get("black_number")
        w_has = bool(w or grid.get(r, wn)) and not (not grid.get(r, wn) and bye_word(w))
        b_has = bool(b or grid.get(r, bn)) and not (not grid.get(r, bn) and bye_word(b))
        if w_has and b_has:
            wp = self.roster.player(r, white_col, wn)
            bp = self.roster.player(r, black_col, bn)
            outcome: tuple[Outcome, Outcome] | None = None
            if res:
                try:
                    outcome = parse_result(res)
                except ValueError as exc:
                    self.problems.append(
                        grid.problem(
                            r, result_col, exc.message if isinstance(exc, CellError) else str(exc)
                        )
                    )
                    return
            if wp is None or bp is None:
                return
            if wp == bp:
                self.problems.append(
                    grid.problem(
                        r, black_col, msg("grid.same-player-both-sides", who=repr(w or wp))
                    )
                )
                return
            scored = self.game_scores.game(r, rnd, res, result_col, outcome, self.problems)
            if scored is None:
                return
            outcome, score = scored
            board = grid.get(r, self.h.col(Role.BOARD)).strip()
            if board.isdigit():  # the board the organiser gave (core/boards.py)
                self.boards.append((rnd, int(board), wp, bp))
            for pid, opp, col, i, color in (
                (wp, bp, white_col, 0, Color.WHITE),
                (bp, wp, black_col, 1, Color.BLACK),
            ):
                # no result yet: a pending game, counted once it is entered
                o = Outcome.PENDING if outcome is None else outcome[i]
                rr = RoundResult(
                    o,
                    PlayerId(opp),
                    color if o.is_played or outcome is None else None,
                    None if score is None else score if i == 0 else score.mirrored(),
                )
                self._put(entries, pid, rnd, _Entry(rr, r, col))
            return
        if not w_has and not b_has:
            self.problems.append(
                grid.problem(r, white_col, msg("grid.game-or-bye", white=repr(w), black=repr(b)))
            )
            return
        if not self.game_scores.on_bye(r, self.problems):
            return
        player_col, other_text = (white_col, b) if w_has else (black_col, w)
        bye_pid = self.roster.player(r, player_col, wn if w_has else bn)
        bye = self._bye(r, other_text, res, w_has, result_col, player_col)
        if bye_pid is None or bye is None:
            return
        self._put(entries, bye_pid, rnd, _Entry(RoundResult(bye), r, player_col))

    def _bye(
        self, r: int, other: str, res: str, white_side: bool, result_col: int, player_col: int
    ) -> Outcome | None:
        grid = self.grid
        named: list[Outcome] = []
        generic = False
        for text in (other, res):
            if not text:
                continue
            word = bye_word(text)
            if word is not None:
                if is_generic_bye(text):
                    generic = True
                else:
                    named.append(word)
        points = bye_points(res, white_side) if res and bye_word(res) is None else None
        if res and bye_word(res) is None and points is None:
            self.problems.append(
                grid.problem(r, result_col, msg("grid.bye-points-expected", found=repr(res)))
            )
            return None
        by_points = {
            Fraction(1): Outcome.PAB,
            Fraction(1, 2): Outcome.HALF_BYE,
            Fraction(0): Outcome.ZERO_BYE,
        }
        if points is not None and points not in by_points:
            self.problems.append(
                grid.problem(r, result_col, msg("grid.bye-points-range", found=repr(res)))
            )
            return None
        kinds = set(named)
        if len(kinds) > 1:
            self.problems.append(
                grid.problem(
                    r, result_col, msg("grid.byes-two", first=repr(other), second=repr(res))
                )
            )
            return None
        if kinds:
            kind = kinds.pop()
            if points is not None:
                if points != self.scoring.points(kind):
                    self.problems.append(
                        grid.problem(
                            r,
                            result_col,
                            msg(
                                "grid.bye-points-mismatch",
                                found=repr(res),
                                bye=msg(f"outcome.{kind.value}"),
                                worth=self.scoring.points(kind),
                            ),
                        )
                    )
                    return None
            return kind
        if points is not None:
            return by_points[points]
        if generic:
            return Outcome.PAB
        self.problems.append(grid.problem(r, player_col, msg("grid.bye-missing")))
        return None

    def _put(
        self, entries: dict[tuple[int, int], _Entry], pid: int, rnd: int, entry: _Entry
    ) -> None:
        if (pid, rnd) in entries:
            first = entries[pid, rnd]
            self.problems.append(
                self.grid.problem(
                    entry.row,
                    entry.col,
                    msg(
                        "grid.player-twice-in-round",
                        name=repr(self.roster.name(pid)),
                        round=rnd,
                        first=a1(first.row, first.col),
                    ),
                )
            )
            return
        entries[pid, rnd] = entry

    def consistency(self, tournament: Tournament, locate: Locator) -> list[Problem]:
        """Return the consistency problems of the tournament read (a subclass adds its own)."""
        return validate(tournament, locate)

    def _finish(
        self,
        entries: dict[tuple[int, int], _Entry],
        max_round: int,
        columns: dict[str, int],
        empty: list[tuple[int, int, int]],
    ) -> GridReading:
        """Check the rounds read as a whole, build the tournament and check it (its
        consistency, the list's points column).

        :raises InputError: with every problem found.
        """
        grid = self.grid
        k = _last_round(entries)
        self._round_problems(entries, k, columns, empty)
        if self.problems:
            raise InputError(self.problems)
        planned = self.rounds if self.rounds is not None else max_round
        if planned < max_round:
            last = max(e.row for (_, rnd), e in entries.items() if rnd == max_round)
            self.problems.append(
                grid.problem(
                    last,
                    columns.get("round", columns["white"]),
                    msg("grid.planned-below-row", planned=planned, round=max_round),
                )
            )
            raise InputError(self.problems)
        tournament = with_boards(
            Tournament(
                name=self.name,
                rounds=planned,
                players=self._players(entries, k),
                scoring=self.scoring,
            ),
            self.boards,
        )
        self.problems += self.consistency(tournament, self._locator(entries))
        self._points_problems(tournament)
        if self.problems:
            raise InputError(self.problems)
        player_rows = {PlayerId(pid): pr.row for pid, pr in sorted(self.known.items())}
        return GridReading(
            tournament=tournament,
            kind=ReadingKind.PAIRINGS,
            header_row=self.h.row,
            player_rows=player_rows,
            last_column=grid.last_column(),
            columns=columns,
            ignored=tuple(self.roster.merged),
        )

    def _round_problems(
        self,
        entries: dict[tuple[int, int], _Entry],
        k: int,
        columns: dict[str, int],
        empty: list[tuple[int, int, int]],
    ) -> None:
        """Note the problems of the rounds up to ``k``, the last with a result: a round
        without a game, bye or absence; one player typed twice; a row without players in a
        played round; a game before the last without a result."""
        grid = self.grid
        seen = {rnd for _, rnd in entries}
        for rnd in range(1, k):
            if rnd not in seen:  # named at the first row after where its games would be
                row = min(e.row for (_, r), e in entries.items() if r > rnd)
                col = self.h.col(Role.ROUND)
                self.problems.append(
                    grid.problem(
                        row,
                        col if col is not None else columns["white"],
                        msg("grid.round-no-results", round=rnd, later=k),
                    )
                )
        if self.list_grid is None:  # one player typed twice
            from core.formats.name_typos import typo_problems

            cells: dict[int, list[tuple[int, int, int]]] = {}
            for (pid, rnd), e in entries.items():
                cells.setdefault(pid, []).append((rnd, e.row, e.col))
            self.problems += typo_problems(grid, self.names, cells)
        board_col = self.h.col(Role.BOARD)
        for row, rnd, col in empty:
            if rnd <= k:
                board = grid.get(row, board_col)
                self.problems.append(
                    grid.problem(
                        row,
                        col,
                        msg("grid.row-no-players-board", row=row + 1, round=rnd, board=board)
                        if board
                        else msg("grid.row-no-players", row=row + 1, round=rnd),
                    )
                )
        # a game without a result is pending in the last round (the round in
        # progress); in an earlier round it is a result forgotten.
        pending = {
            e.row
            for (_, rnd), e in entries.items()
            if rnd < k and (e.result is None or e.result.outcome is Outcome.PENDING)
        }
        for row in sorted(pending):
            self.problems.append(
                grid.problem(row, columns["result"], msg("grid.no-result", expected=RESULT_HELP))
            )

    def _players(self, entries: dict[tuple[int, int], _Entry], k: int) -> tuple[Player, ...]:
        """Every player with rounds 1 to ``k``, absent where the list has no entry."""
        ids = sorted(self.known) if self.list_grid is not None else sorted(self.names)
        players = []
        for pid in ids:
            results = []
            for rnd in range(1, k + 1):
                got = entries.get((pid, rnd))
                results.append(
                    got.result
                    if got is not None and got.result is not None
                    else RoundResult(Outcome.ABSENT)
                )
            pr = self.known.get(pid)
            if pr is not None:
                players.append(pr.player(pid, tuple(results)))
            else:
                players.append(
                    Player(id=PlayerId(pid), name=self.names[pid], results=tuple(results))
                )
        return tuple(players)

    def _locator(self, entries: dict[tuple[int, int], _Entry]) -> Locator:
        """The cell of a consistency problem: the player's round, else their row in the
        players' list, else the first cell that names them."""
        grid, lg, lh = self.grid, self.list_grid, self.list_header

        def locate(place: Place) -> Problem:
            pid, rnd = place.player, place.round
            if pid is None:  # a team: the board-games sheet (grid_boards) locates its own
                return Problem(grid.source, "", place=place)
            e = entries.get((pid, rnd)) if rnd is not None else None
            if e is not None:
                return grid.problem(e.row, e.col, "")
            pr = self.known.get(pid)
            if pr is not None and lg is not None and lh is not None:
                return lg.problem(pr.row, lh.col(Role.NAME) or 0, "")
            if pid in self.roster.first_cell:
                return grid.problem(*self.roster.first_cell[pid], "")
            return Problem(grid.source, "", place=Place(player=pid))

        return locate

    def _points_problems(self, tournament: Tournament) -> None:
        """Note each player whose points in the list's points column are not those of the
        rounds read."""
        lg, lh = self.list_grid, self.list_header
        if lg is None or lh is None or lh.col(Role.POINTS) is None:
            return
        by_id = tournament.by_id()
        pcol = lh.col(Role.POINTS)
        assert pcol is not None
        for pid, pr in sorted(self.known.items()):
            if pr.points:
                p = points_problem(lg, pr.row, pcol, pr.points, by_id[PlayerId(pid)], self.scoring)
                if p is not None:
                    self.problems.append(p)


def _last_round(entries: dict[tuple[int, int], _Entry]) -> int:
    """The last round with results: a round counts when a game of it has a result, or when
    it has byes only (0 when none does)."""
    finished: set[int] = set()
    games: set[int] = set()
    for (_, rnd), e in entries.items():
        if e.result is None or e.result.opponent is not None:
            games.add(rnd)
        if e.result is not None and e.result.opponent is not None:
            finished.add(rnd)
    finished |= {rnd for _, rnd in entries if rnd not in games}
    return max(finished, default=0)
