"""Board-games grids of a team event (formats.md 6): one row per board game, and a Teams list.

::

    Round | Match | Board | White    | Black   | Result
    1     | 1     | 1     | Ana      | Cleo    | 1-0
          | 1     | 2     | Dan      | Ben     | ½-½
          | 1     |       |          |         | 1½-½       <- the match result (optional)
    1     | 2     | 1     | Eva      | BYE     |            <- a team PAB: every board a BYE

    Team   | Player | Rtg
    Club A | Ana    | 2100                                    <- members in board order
           | Ben    | 2050                                    <- an empty Team cell: the team above
    Club B | Cleo   | 2000

The games header is a pairings-list header (:mod:`core.formats.grid_pairings`) with a
``Match`` column; ``Home``/``Away`` may stand for ``White``/``Black`` (the result is then
the home player's first, and no colour is recorded). Results, byes and player cells read as in
a pairings list. The Teams list is a player list with a ``Team`` column, in the same grid (a
block with its own header) or a tab or file of its own; team ids are 1, 2, … in order of
appearance, members in row order (board order, reserves last). A row with a match and a
result but no players is the match result, checked against the sum of its boards. The event
is a team Swiss with 2-1-0 match points (formats.md 6.1 defaults); B is the largest lineup.

Besides the problems of a pairings list and of :func:`core.formats.validate.team_problems`,
each with its cell: a player's board cell that is not the board their lineup gives them, a
match whose rows hold players of more than two teams, a match result that is not the sum of
its boards, a Teams row without a team.
"""

from __future__ import annotations

import re
from dataclasses import replace
from fractions import Fraction

from core.errors import InputError, Locator, Place, Problem
from core.formats.grid_cells import Grid, whole
from core.formats.grid_layout import GridReading, Header
from core.formats.grid_pairings import Pairings, _Entry
from core.formats.headers import Role, describe
from core.formats.lineups import largest_lineup, team_problems
from core.formats.validate import validate
from core.i18n.message import msg
from core.model import (
    Outcome,
    PlayerId,
    RoundResult,
    Scoring,
    System,
    Team,
    TeamId,
    TeamScoring,
    Tournament,
)
from core.scores import parse_score

__all__ = ["BoardGames", "is_board_games"]

_SCORE = re.compile(r"^\s*([0-9.,½/]+)\s*[-:–]\s*([0-9.,½/]+)\s*$")


def is_board_games(h: Header) -> bool:
    """Return whether the games header ``h`` is a team event's board games: it has a
    ``Match`` column, or ``Home`` and ``Away`` columns."""
    return Role.MATCH in h.roles or (Role.HOME in h.roles and Role.AWAY in h.roles)


class BoardGames(Pairings):
    """Reads a board-games grid (header ``h``, rows up to ``end``) and its Teams list into a
    :class:`GridReading` of a team event."""

    reads_game_scores = False  # board games carry no game scores (formats.md 7.2)

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
        self.colours = Role.WHITE in h.roles and Role.BLACK in h.roles
        if not self.colours:  # Home and Away: the pairings reader's two player columns
            h = replace(
                h, roles={**h.roles, Role.WHITE: h.roles[Role.HOME], Role.BLACK: h.roles[Role.AWAY]}
            )
        self.original = grid
        self.match_col, self.board_col = h.col(Role.MATCH), h.col(Role.BOARD)
        self.scores: list[int] = []  # rows holding a match result
        rows = [list(r) for r in grid.rows]
        white, black, result = (
            h.roles[Role.WHITE][0],
            h.roles[Role.BLACK][0],
            h.roles[Role.RESULT][0],
        )
        round_col = h.col(Role.ROUND)
        for r in range(h.row + 1, end):
            if (
                self.match_col is not None
                and grid.get(r, self.match_col)
                and grid.get(r, result)
                and not grid.get(r, white)
                and not grid.get(r, black)
            ):
                self.scores.append(r)
                # what the pairings reader sees: the row's round, if it gives one
                kept = grid.get(r, round_col)
                rows[r] = [""] * len(rows[r])  # the row keeps its width (a CSV's whole rows)
                if kept and round_col is not None:
                    rows[r][round_col] = kept
        super().__init__(
            Grid(rows, grid.source, whole_rows=grid.whole_rows, sheet=grid.sheet),
            h,
            end,
            list_grid,
            list_header,
            list_end,
            rounds,
            name,
            scoring,
        )
        self.entries: dict[tuple[int, int], _Entry] = {}
        self.event: Tournament | None = None  # the team event, once read

    def _finish(
        self,
        entries: dict[tuple[int, int], _Entry],
        max_round: int,
        columns: dict[str, int],
        empty: list[tuple[int, int, int]],
    ) -> GridReading:
        self.entries = entries
        return super()._finish(entries, max_round, columns, empty)

    def read(self) -> GridReading:
        lg, lh = self.list_grid, self.list_header
        if lg is None or lh is None or lh.col(Role.TEAM) is None:
            where = self.original.problem(
                self.h.row,
                self.match_col or 0,
                msg("input.team.grid.no-teams", words=describe(Role.TEAM)),
            )
            raise InputError(where)
        reading = super().read()  # consistency() below made the team event
        assert self.event is not None
        columns = dict(reading.columns)
        if self.match_col is not None:
            columns["match"] = self.match_col
        return replace(reading, tournament=self.event, columns=columns)

    def consistency(self, tournament: Tournament, locate: Locator) -> list[Problem]:
        """Return the problems of a pairings list and of the team event built from it
        (:func:`core.formats.validate.team_problems` and the board cells), all together."""
        lg, lh = self.list_grid, self.list_header
        assert lg is not None and lh is not None
        teams, first_row = self._teams(lg, lh)
        t = tournament
        if not self.colours:
            t = t._replace(
                players=tuple(
                    p._replace(results=tuple(r._replace(color=None) for r in p.results))
                    for p in t.players
                ),
            )
        t = t._replace(system=System.TEAM_SWISS, teams=teams, team_scoring=TeamScoring())
        self.event = t = t._replace(boards=largest_lineup(t) or None)
        team_col = lh.col(Role.TEAM) or 0

        def locate_entrant(place: Place) -> Problem:
            if place.team is None:
                return locate(place)
            return lg.problem(first_row.get(place.team, lh.row), team_col, "")

        problems = validate(tournament, locate) + team_problems(t, locate_entrant)
        problems += self._board_problems(t)
        return problems

    def _teams(self, lg: Grid, lh: Header) -> tuple[tuple[Team, ...], dict[int, int]]:
        """The teams of the Teams list, in order of appearance, and each one's first row."""
        team_col = lh.col(Role.TEAM)
        names: dict[str, int] = {}
        members: dict[int, list[PlayerId]] = {}
        first_row: dict[int, int] = {}
        shown: dict[int, str] = {}
        by_row = {pr.row: number for number, pr in self.known.items()}
        current: int | None = None
        for r in range(lh.row + 1, self.list_end):
            if lg.blank(r):
                continue
            text = " ".join(lg.get(r, team_col).split())
            if text:
                key = text.casefold()
                if key not in names:
                    names[key] = len(names) + 1
                    members[names[key]], first_row[names[key]], shown[names[key]] = [], r, text
                current = names[key]
            number = by_row.get(r)
            if number is None:
                continue
            if current is None:
                self.problems.append(
                    lg.problem(r, team_col or 0, msg("input.team.grid.no-team-cell"))
                )
                continue
            members[current].append(PlayerId(number))
        teams = tuple(Team(TeamId(i), shown[i], tuple(members[i])) for i in sorted(members))
        return teams, first_row

    def _board_problems(self, t: Tournament) -> list[Problem]:
        """A board cell that is not the lineup's board, a match of more than two teams, a
        match result that is not the sum of its boards."""
        grid, out = self.original, []
        team_of = {m: tm for tm in t.teams for m in tm.members}
        by_id = t.by_id()
        lineup_board: dict[tuple[int, int], int] = {}
        for tm in t.teams:
            for r in range(1, t.rounds_played + 1):
                playing = [
                    m
                    for m in tm.members
                    if m in by_id
                    and r <= len(by_id[m].results)
                    and by_id[m].results[r - 1].outcome is not Outcome.ABSENT
                ]
                for i, m in enumerate(playing, start=1):
                    lineup_board[m, r] = i
        rows: dict[int, list[tuple[int, int, RoundResult]]] = {}
        for (pid, rnd), e in sorted(self.entries.items(), key=lambda kv: (kv[1].row, kv[1].col)):
            if e.result is not None:
                rows.setdefault(e.row, []).append((pid, rnd, e.result))
        matches: dict[tuple[int, str], list[int]] = {}
        for row, sides in rows.items():
            rnd = sides[0][1]
            board = whole(grid.get(row, self.board_col)) if self.board_col is not None else None
            for pid, _, _ in sides:
                given = lineup_board.get((pid, rnd))
                if board is not None and given is not None and board != given and pid in team_of:
                    out.append(
                        grid.problem(
                            row,
                            self.board_col or 0,
                            msg(
                                "input.team.grid.board",
                                board=board,
                                name=by_id[PlayerId(pid)].name,
                                lineup=given,
                                team=team_of[PlayerId(pid)].name,
                                round=rnd,
                            ),
                        )
                    )
                    break
            label = grid.get(row, self.match_col)
            if label:
                matches.setdefault((rnd, label), []).append(row)
        for (rnd, label), match_rows in matches.items():
            names = []
            for row in match_rows:
                for pid, _, _ in rows[row]:
                    found = team_of.get(PlayerId(pid))
                    if found is not None and found.name not in names:
                        names.append(found.name)
            if len(names) > 2:
                out.append(
                    grid.problem(
                        match_rows[0],
                        self.match_col or 0,
                        msg(
                            "input.team.grid.match-teams",
                            match=label,
                            round=rnd,
                            teams=tuple(names),
                        ),
                    )
                )
        out += self._score_problems(t, rows, matches, team_of)
        return out

    def _score_problems(
        self,
        t: Tournament,
        rows: dict[int, list[tuple[int, int, RoundResult]]],
        matches: dict[tuple[int, str], list[int]],
        team_of: dict[PlayerId, Team],
    ) -> list[Problem]:
        grid, out = self.original, []
        result_col = self.h.roles[Role.RESULT][0]
        for r in self.scores:
            label, text = grid.get(r, self.match_col), grid.get(r, result_col)
            # the match of that label whose boards are nearest the row (above or below)
            near = [
                (min(abs(row - r) for row in match_rows), rnd)
                for (rnd, other), match_rows in matches.items()
                if other == label
            ]
            current = min(near)[1] if near else 0
            board_rows = matches.get((current, label), [])
            m = _SCORE.match(text)
            if m is None:
                out.append(
                    grid.problem(r, result_col, msg("input.team.grid.score", found=repr(text)))
                )
                continue
            try:
                home_said, away_said = parse_score(m.group(1)), parse_score(m.group(2))
            except ValueError:
                out.append(
                    grid.problem(r, result_col, msg("input.team.grid.score", found=repr(text)))
                )
                continue
            if not board_rows:
                out.append(
                    grid.problem(
                        r,
                        self.match_col or 0,
                        msg("input.team.grid.score-no-boards", match=label, round=current),
                    )
                )
                continue
            home = team_of.get(PlayerId(rows[board_rows[0]][0][0]))
            sums: dict[str, Fraction] = {}
            for row in board_rows:
                for pid, _, res in rows[row]:
                    tm = team_of.get(PlayerId(pid))
                    if tm is not None:
                        sums[tm.name] = sums.get(tm.name, Fraction(0)) + t.scoring.points(
                            res.outcome
                        )
            if home is None:
                continue
            away = next((n for n in sums if n != home.name), "")
            got = (sums.get(home.name, Fraction(0)), sums.get(away, Fraction(0)))
            if got != (home_said, away_said):
                out.append(
                    grid.problem(
                        r,
                        result_col,
                        msg(
                            "input.team.grid.score-sum",
                            found=repr(text),
                            match=label,
                            round=current,
                            home=home.name,
                            home_points=got[0],
                            away_points=got[1],
                            away=away or "—",
                        ),
                    )
                )
        return out
