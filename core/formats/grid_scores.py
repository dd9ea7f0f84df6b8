"""Game scores in organisers' grids (formats.md 7.2, rules.md 13.2): the score columns of a
pairings list (``White score`` and ``Black score``, or one ``Score`` column ``412:380``) and
a score after the token of a crosstable cell (``+W2 412:380``, ``2w1 412:380``).

A score is two integers (a minus sign allowed: a rare end-of-game result), own first. The
checks are those of tournament JSON (rules.md 13.9), each naming its cells: a result that
disagrees with its score, a score on a bye or a forfeit, the two rows of a crosstable game
disagreeing, and, once any game has a score, every game over the board without one.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from core.errors import Problem
from core.formats.grid_cells import DASHES, Grid, a1
from core.formats.grid_layout import Header
from core.formats.headers import Role, normalize
from core.formats.validate_scores import MAX_SCORE_DIGITS
from core.i18n.message import msg
from core.model import GameScore, Outcome, Player, PlayerId, Tournament

__all__ = [
    "GAME_SCORE_WORDS",
    "SCORE_ROLES",
    "PairingsScores",
    "agrees",
    "crosstable_score_problems",
    "outcome_of",
    "parse_game_score",
    "parse_points",
    "split_cell_score",
]

GAME_SCORE_WORDS = frozenset(normalize(w) for w in ("score", "punctaj", "puan", "punteggio"))
"""The header words of a points column that a pairings list reads as its ``Score`` column
(glossary.md 6) when a cell below holds a game score: a chess list's ``Score`` column of
running points (``1.5``) is passed over as before."""

SCORE_ROLES = (Role.WHITE_SCORE, Role.BLACK_SCORE, Role.GAME_SCORE)
"""The header roles of a pairings list's score columns (core.formats.headers)."""

_POINTS = re.compile(rf"^[-+]?[0-9]{{1,{MAX_SCORE_DIGITS}}}$")
_PAIR = re.compile(r"^([-+]?[0-9]{1,9})\s*:\s*([-+]?[0-9]{1,9})$")
_TIME = re.compile(r"^[0-9]+(?:\.[0-9]{4,}|:[0-9]{2}:[0-9]{2}(?:\.[0-9]+)?)$")
"""What a spreadsheet makes of a typed ``412:380``: a duration, read as days (``17.43``) or
shown as ``418:20:00``."""
_LOOSE = re.compile(r"^\s*-?[0-9]+\s*[:-]\s*-?[0-9]+\s*$")
"""Two whole numbers, ``412:380`` or mistyped ``412-380`` (a chess result has halves or a
single digit each side: ``1-0`` is not a game score, :func:`_looks_scored`)."""
_CELL = re.compile(r"^(?P<token>.*\S)\s+\(?(?P<score>[-+]?[0-9]{1,9}\s*:\s*[-+]?[0-9]{1,9})\)?$")


def parse_points(text: str) -> int | None:
    """Return one player's game score in a cell (``412``, ``-5``), else None (formats.md
    7.2: integers; halves do not occur in Scrabble, rules.md 13.2)."""
    t = text.translate(DASHES).replace(" ", "")
    return int(t) if _POINTS.match(t) else None


def parse_game_score(text: str) -> GameScore | None:
    """Return ``412:380`` as a :class:`GameScore` (the first player's score first), else
    None (formats.md 7.1: spaces around the colon allowed).

    >>> parse_game_score("412 : 380")
    GameScore(own=412, against=380)
    >>> parse_game_score("412-380") is None
    True
    """
    m = _PAIR.match(text.translate(DASHES).strip())
    return GameScore(int(m.group(1)), int(m.group(2))) if m else None


def split_cell_score(text: str) -> tuple[str, GameScore | None]:
    """Return a crosstable cell's token and its score: ``+W2 412:380`` (or ``2w1 412:380``,
    ``2w1 (412:380)``) is ``("+W2", 412:380)``; a cell without a score is itself and None.
    The score is the row's player's own first (docs/grids.md).

    >>> split_cell_score("2w1 412:380")
    ('2w1', GameScore(own=412, against=380))
    >>> split_cell_score("+W2")
    ('+W2', None)
    """
    m = _CELL.match(text.strip())
    if m is None:
        return text, None
    return m.group("token"), parse_game_score(m.group("score"))


def _looks_scored(text: str) -> bool:
    """Whether a cell of a ``Score`` column holds a game score, or one a spreadsheet turned
    into a time."""
    m = _LOOSE.match(text.translate(DASHES))
    if m is not None and max(len(d) for d in re.findall(r"[0-9]+", text)) > 1:
        return True
    return _TIME.match(text) is not None


def outcome_of(score: GameScore) -> tuple[Outcome, Outcome]:
    """Return the outcomes a score gives (formats.md 7.2: the higher score wins, equal
    scores are a draw), the first player's first."""
    if score.own > score.against:
        return Outcome.WIN, Outcome.LOSS
    if score.own < score.against:
        return Outcome.LOSS, Outcome.WIN
    return Outcome.DRAW, Outcome.DRAW


def agrees(outcome: Outcome, score: GameScore) -> bool:
    """Whether a game's result agrees with its score (rules.md 13.2: a win has own >
    opponent, a draw own = opponent, a loss own < opponent)."""
    return outcome is outcome_of(score)[0]


@dataclass
class PairingsScores:
    """The score columns of one pairings list (formats.md 7.2) and what its rows said.

    ``white`` and ``black`` are the two columns, ``single`` the one ``Score`` column; at
    most one of the two ways is present (:meth:`from_header` reports both)."""

    grid: Grid
    white: int | None = None
    black: int | None = None
    single: int | None = None
    scored: list[tuple[int, int]] = field(default_factory=list)
    """(row, round) of the games with a score."""
    unscored: list[tuple[int, int]] = field(default_factory=list)
    """(row, round) of the games over the board without one."""

    @classmethod
    def from_header(
        cls, grid: Grid, h: Header, end: int, problems: list[Problem]
    ) -> PairingsScores:
        """Return the score columns of the header ``h`` (its rows end before ``end``); two
        ways at once, a column twice or one side's column without the other's are problems
        at the header cell."""
        singles = list(h.roles.get(Role.GAME_SCORE, []))
        singles += [
            c
            for c in h.roles.get(Role.POINTS, [])
            if normalize(grid.get(h.row, c)) in GAME_SCORE_WORDS
            and any(_looks_scored(grid.get(r, c)) for r in range(h.row + 1, end))
        ]
        cols = {
            Role.WHITE_SCORE: h.roles.get(Role.WHITE_SCORE, []),
            Role.BLACK_SCORE: h.roles.get(Role.BLACK_SCORE, []),
            Role.GAME_SCORE: sorted(singles),
        }
        for found in cols.values():
            if len(found) > 1:
                problems.append(
                    grid.problem(
                        h.row,
                        found[1],
                        msg(
                            "scoreinput.column-twice",
                            first=a1(h.row, found[0]),
                            second=a1(h.row, found[1]),
                            text=repr(grid.get(h.row, found[1])),
                        ),
                    )
                )
        w, b, s = (cols[r][0] if cols[r] else None for r in cols)
        if s is not None and (w is not None or b is not None):
            pair = w if w is not None else b
            assert pair is not None
            problems.append(
                grid.problem(
                    h.row,
                    s,
                    msg(
                        "scoreinput.both-ways",
                        single=a1(h.row, s),
                        pair=a1(h.row, pair),
                        text=repr(grid.get(h.row, pair)),
                    ),
                )
            )
        elif (w is None) != (b is None):
            here = w if w is not None else b
            assert here is not None
            problems.append(
                grid.problem(
                    h.row,
                    here,
                    msg(
                        "scoreinput.side-column-missing.black"
                        if b is None
                        else "scoreinput.side-column-missing.white",
                        cell=a1(h.row, here),
                        text=repr(grid.get(h.row, here)),
                    ),
                )
            )
        return cls(grid, w, b, s)

    @property
    def present(self) -> bool:
        """Whether the list has score columns at all."""
        return self.single is not None or (self.white is not None and self.black is not None)

    def _cells(self) -> tuple[int, ...]:
        if self.single is not None:
            return (self.single,)
        return tuple(c for c in (self.white, self.black) if c is not None)

    def read(self, r: int, problems: list[Problem]) -> GameScore | Literal[False] | None:
        """Return row ``r``'s score (White's first), None when its score cells are empty,
        or False when they hold something else (the problem appended)."""
        grid = self.grid
        if not self.present:
            return None
        if self.single is not None:
            text = grid.get(r, self.single)
            if not text:
                return None
            score = parse_game_score(text)
            if score is None:
                key = "scoreinput.pair-time" if _TIME.match(text) else "scoreinput.pair-expected"
                problems.append(grid.problem(r, self.single, msg(key, found=repr(text))))
                return False
            return score
        assert self.white is not None and self.black is not None
        wt, bt = grid.get(r, self.white), grid.get(r, self.black)
        if not wt and not bt:
            return None
        if not wt or not bt:
            empty, other = (self.white, self.black) if not wt else (self.black, self.white)
            problems.append(
                grid.problem(
                    r,
                    empty,
                    msg("scoreinput.one-side", cell=a1(r, other), found=repr(wt or bt)),
                )
            )
            return False
        values = (parse_points(wt), parse_points(bt))
        bad = False
        for col, text, value in ((self.white, wt, values[0]), (self.black, bt, values[1])):
            if value is None:
                problems.append(
                    grid.problem(r, col, msg("scoreinput.points-expected", found=repr(text)))
                )
                bad = True
        if bad or values[0] is None or values[1] is None:
            return False
        return GameScore(values[0], values[1])

    def game(
        self,
        r: int,
        rnd: int,
        res: str,
        result_col: int,
        outcome: tuple[Outcome, Outcome] | None,
        problems: list[Problem],
    ) -> tuple[tuple[Outcome, Outcome] | None, GameScore | None] | None:
        """Return the outcomes and score of the game in row ``r``: a score with an empty
        Result cell decides the result; with both, they must agree, and a forfeit has none
        (formats.md 7.2). None when the row has a problem (appended)."""
        score = self.read(r, problems)
        if score is False:
            return None
        if score is None:
            if outcome is not None and outcome[0].is_played and self.present:
                self.unscored.append((r, rnd))
            return outcome, None
        cells = "+".join(a1(r, c) for c in self._cells())
        if outcome is None:
            self.scored.append((r, rnd))
            return outcome_of(score), score
        if not outcome[0].is_played:
            problems.append(
                self.grid.problem(
                    r,
                    self._cells()[0],
                    msg(
                        "scoreinput.on-forfeit",
                        score=str(score),
                        result=repr(res),
                        cell=a1(r, result_col),
                    ),
                )
            )
            return None
        if not agrees(outcome[0], score):
            problems.append(
                self.grid.problem(
                    r,
                    result_col,
                    msg(
                        "scoreinput.disagrees",
                        result=repr(res),
                        score=str(score),
                        cells=cells,
                    ),
                )
            )
            return None
        self.scored.append((r, rnd))
        return outcome, score

    def on_bye(self, r: int, problems: list[Problem]) -> bool:
        """Whether the bye row ``r`` is free of scores; a score there is a problem
        (formats.md 7.2: ``bye_score`` applies)."""
        for col in self._cells() if self.present else ():
            text = self.grid.get(r, col)
            if text:
                problems.append(
                    self.grid.problem(r, col, msg("scoreinput.on-bye", found=repr(text)))
                )
                return False
        return True

    def columns(self) -> dict[str, int]:
        """The score columns as :attr:`GridReading.columns` names them."""
        out = {"white_score": self.white, "black_score": self.black, "score": self.single}
        return {k: v for k, v in out.items() if v is not None}

    def missing(self) -> list[Problem]:
        """Return a problem for every game over the board without a score, when another
        game has one (formats.md 7.2: all or nothing, the whole file)."""
        if not self.scored:
            return []
        first = min(self.scored)
        col = self._cells()[0]
        return [
            self.grid.problem(
                r,
                col,
                msg(
                    "scoreinput.missing",
                    round=rnd,
                    cells="+".join(a1(r, c) for c in self._cells()),
                    first=a1(first[0], col),
                ),
            )
            for r, rnd in sorted(self.unscored)
        ]


def crosstable_score_problems(
    grid: Grid,
    tournament: Tournament,
    rows: Mapping[int, int],
    round_cols: Mapping[int, int],
) -> list[Problem]:
    """Return the game-score problems of a crosstable read with scores in its cells
    (``+W2 412:380``; docs/grids.md): a score on a round that is no game over the board, a
    result against its score, the two rows of a game not mirroring each other, and, when
    any cell has a score, every game over the board without one (rules.md 13.9).
    ``rows``: player id -> row; ``round_cols``: round -> column."""
    first = min(
        (
            (rows[p.id], round_cols[rnd])
            for p in tournament.players
            for rnd, res in enumerate(p.results, start=1)
            if res.score is not None
        ),
        default=None,
    )
    if first is None:
        return []
    first_cell = a1(*first)
    by_id = {p.id: p for p in tournament.players}
    problems: list[Problem] = []
    for p in tournament.players:
        for rnd, res in enumerate(p.results, start=1):
            row, col = rows[p.id], round_cols[rnd]
            if res.score is None:
                if res.outcome.is_played:
                    found = repr(grid.get(row, col))
                    problems.append(
                        grid.problem(
                            row,
                            col,
                            msg(
                                "scoreinput.cell-missing", found=found, round=rnd, first=first_cell
                            ),
                        )
                    )
                continue
            problem = _scored_cell_problem(grid, rows, by_id, p, rnd, col)
            if problem is not None:
                problems.append(problem)
    return problems


def _scored_cell_problem(
    grid: Grid,
    rows: Mapping[int, int],
    by_id: Mapping[PlayerId, Player],
    p: Player,
    rnd: int,
    col: int,
) -> Problem | None:
    """Return the problem of player ``p``'s cell of round ``rnd`` (in column ``col``), which
    has a score: the round is no game over the board, its result is not what the score
    says, or the opponent's cell has a score that does not mirror it (said once, at the
    lower number's cell); None when there is none."""
    res = p.results[rnd - 1]
    assert res.score is not None
    row = rows[p.id]
    text = grid.get(row, col)
    if not res.outcome.is_played:
        outcome = msg(f"outcome.{res.outcome.value}")
        return grid.problem(
            row, col, msg("scoreinput.cell-on-unplayed", found=repr(text), outcome=outcome)
        )
    if not agrees(res.outcome, res.score):
        return grid.problem(row, col, msg("scoreinput.cell-disagrees", found=repr(text), round=rnd))
    opp = by_id.get(res.opponent) if res.opponent is not None else None
    if opp is None or p.id > opp.id or len(opp.results) < rnd:
        return None
    theirs = opp.results[rnd - 1]
    if theirs.score is None or theirs.score == res.score.mirrored():
        return None
    return grid.problem(
        row,
        col,
        msg(
            "scoreinput.cell-mirror",
            round=rnd,
            found=repr(text),
            there=a1(rows[opp.id], col),
            there_text=repr(grid.get(rows[opp.id], col)),
            expected=str(res.score.mirrored()),
        ),
    )
