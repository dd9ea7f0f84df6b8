"""Organisers' grids (spreadsheet tabs, CSV files): crosstables and pairings lists.

A *grid* is a list of rows of cell strings, as a spreadsheet or a CSV file holds them. Cell
addresses are A1 addresses: row 1 is the first row, column A the first column. Two layouts
are recognised from their header row (see :mod:`core.formats.headers` for the words, in
English, Czech, Bulgarian, Romanian, Turkish, Italian, German, Spanish and French):

**Crosstable** — one row per player, one column per round::

    No. | Name       | Rtg  | Fed | R1   | R2   | R3  | Pts
    1   | Ana Novak  | 1850 | CZE | +W4  | =B2  | H   | 2
    2   | Bo Li      | 1720 |     | 3b1  | =W1  | -F5 | 1,5

  Round headers: ``R1``, ``Rd 1``, ``Round 1``, ``1``, ``Kolo 1``, ``1. Runde``, ``Ronda 1``,
  ``Tur 1``, ``Turno 1``, ``Ronde 1``, ``Рунд 1``, ``Кръг 1``, ``Runda 1``… A round cell is a
  token of formats.md section 1 (``+W9``, ``=B9``, ``-9``, ``½9``, ``09``, ``+F9``, ``-F9``,
  ``BYE``/``U``, ``F``, ``H``, ``Z``, ``--``, empty) or a common export spelling: opponent,
  colour, result (``19w1``, ``3b½``, ``12b0``, ``5w=``, ``7b0.5``; the colour letter is
  required before a ``1``/``0`` result), or opponent and a sign without colour (``3½``,
  ``3=``). As in common exports, a ``+`` or ``-`` *after* the opponent number is a forfeit:
  ``19w+`` won by forfeit, ``19b-`` lost by forfeit (both sides ``-`` = double forfeit);
  a sign *before* the number is a game over the board (formats.md). ``-`` alone (or an empty
  cell) is "not paired"; ``PAB`` is a pairing-allocated bye.
  Opponents are start numbers (column ``No.``…; else an unlabeled column of whole numbers left
  of the names; else the rank column). When the grid has both a rank column and a
  start-number column and they differ, the reading in which every game agrees on both rows is
  used (a final-ranking crosstable numbers opponents by rank); when both or neither agree,
  the error says so. A points column (``1,5`` = ``1.5`` = ``1½``) must equal the sum of the
  games. Round columns after the last one with any entry are planned rounds not played yet.
  A rating of 0 (or ``-``, or empty) is "unrated". Player rows end at a blank row followed by
  a row that is not a player (notes under the table).

**Pairings list** — one row per game or bye; the header names White, Black and Result
columns (Round, Board and start-number columns beside White and Black are optional)::

    Round | Board | White     | Black  | Result
    1     | 1     | Ana Novak | Bo Li  | 1-0
    1     |       | Cy Dunn   | BYE    |
    2     | 1     | 2         | 1      | ½-½

  Results: ``1-0``, ``0-1``, ``½-½``, ``1/2-1/2``, ``0.5-0.5``, ``=`` (``:`` may stand for
  ``-``); forfeits ``+/-``, ``+:-``, ``+-``, ``1-0F``, ``1F-0`` (``-/+`` … for Black); a
  double forfeit ``--``, ``-/-``, ``-:-``, ``0-0``, ``0F-0F``. **``0-0`` between two players
  is read as a double forfeit** (the arbiter's reading: a game over the board cannot end 0-0).
  A bye is a row with one player and, in the other player's cell or the result cell, a bye
  word: ``BYE``/``PAB``/``U`` (pairing-allocated bye; also ``volno``, ``spielfrei``,
  ``exempt``, ``libre``, ``riposo``, ``liber``, ``bay``, ``почива``), ``H``/``half-point bye``,
  ``F``/``full-point bye``, ``Z``/``zero-point bye``; a bare ``BYE`` with result ``½`` or ``0``
  is a half- or zero-point bye. Players absent from a round get ``--``. The round is the
  round column (``1``, ``R1``, ``Round 1``), or a row holding only ``Round 3`` (``Kolo 3``…)
  above the games; an empty round cell continues the round of the row above. A round in which
  no game has a result yet is not counted (standings after the last finished round).

  Players are named by name (case-, accent- and punctuation-insensitive) or start number.
  The player list (start number, name, rating, federation, title, FIDE ID, points) comes from
  the ``players`` grid or from a block of the same grid with its own header row, separated
  from the games. Without a start-number column, list order gives the numbers 1, 2, …;
  without any list, players get numbers in order of first appearance (White before Black,
  top to bottom), or their numbers when the list names players only by number. Two players
  with the same name must be named by start number.

Every problem is reported at once (:class:`~core.errors.InputError`), each with its A1 cell,
what was expected and what was found. The result is checked with :func:`core.validate.validate`.

The public API (stable; the Google Sheets connector relies on it): :func:`read_grid`,
:class:`GridReading`, :func:`a1`, :func:`parse_cell`, :func:`parse_result`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from difflib import get_close_matches
from fractions import Fraction
from typing import Literal

from core.errors import InputError, Problem
from core.formats.crosstable import format_token, parse_token
from core.formats.headers import Role, describe, normalize, role_of, round_column
from core.model import (
    Color,
    Outcome,
    Player,
    PlayerId,
    RoundResult,
    Scoring,
    Tournament,
    points_of,
)
from core.scores import format_score, parse_score
from core.validate import mirror, sides_agree, validate

__all__ = ["GridReading", "a1", "parse_cell", "parse_result", "read_grid"]

MAX_PLAYER_NUMBER = 99999
MAX_ROUNDS = 999

Kind = Literal["crosstable", "pairings"]


@dataclass(frozen=True)
class GridReading:
    """What :func:`read_grid` found in a grid.

    - ``tournament``: the validated event.
    - ``kind``: ``"crosstable"`` or ``"pairings"``.
    - ``header_row``: 0-based index of the header row of the crosstable or pairings list.
    - ``player_rows``: player id -> 0-based row of that player. Crosstable: the row in
      ``cells``. Pairings list: the row in the player list (in ``players`` when that was
      given, else in ``cells``); empty when there is no player list.
    - ``last_column``: 0-based index of the last column of ``cells`` holding anything
      (the organiser's data ends there); -1 for an empty grid.
    - ``columns``: recognised column role -> 0-based column index. Crosstable roles:
      ``number``, ``rank``, ``name``, ``rating``, ``federation``, ``title``, ``fide_id``,
      ``points`` and ``round:1``, ``round:2``… Pairings roles: ``round``, ``board``,
      ``white``, ``black``, ``result``, ``white_number``, ``black_number``, and the player
      list's as ``players:name``, ``players:number``… Columns with other headers (the
      organiser's notes, tie-break columns written earlier) are not listed but count for
      ``last_column``.

    A connector that writes results beside a crosstable can address player ``pid``'s row as
    ``a1(reading.player_rows[pid], reading.last_column + 1)``.
    """

    tournament: Tournament
    kind: Kind
    header_row: int
    player_rows: dict[PlayerId, int]
    last_column: int
    columns: dict[str, int] = field(default_factory=dict)


# ----------------------------------------------------------------------------------------
# Cells and addresses


def a1(row: int, column: int) -> str:
    """Return the A1 address of the 0-based ``row`` and ``column``.

    >>> a1(0, 0), a1(6, 2), a1(9, 26), a1(0, 701)
    ('A1', 'C7', 'AA10', 'ZZ1')
    """
    letters = ""
    n = column + 1
    while n:
        n, rem = divmod(n - 1, 26)
        letters = chr(ord("A") + rem) + letters
    return f"{letters}{row + 1}"


_INVISIBLE = str.maketrans({"\ufeff": None, "\u200b": None, "\u200c": None, "\u200d": None,
                            "\u00ad": None, "\u00a0": " ", "\u202f": " "})


class _Grid:
    """Read access to a ragged grid of strings (invisible characters removed, no-break
    spaces made plain)."""

    def __init__(self, cells: Sequence[Sequence[str]], source: str) -> None:
        self.rows: list[list[str]] = [
            [(c if isinstance(c, str) else ("" if c is None else str(c))).translate(_INVISIBLE)
             for c in row]
            for row in cells
        ]
        self.source = source

    def __len__(self) -> int:
        return len(self.rows)

    def get(self, row: int, col: int | None) -> str:
        if col is None or row >= len(self.rows) or col >= len(self.rows[row]) or col < 0:
            return ""
        return self.rows[row][col].strip()

    def blank(self, row: int) -> bool:
        return not any(c.strip() for c in self.rows[row])

    def filled(self, row: int) -> list[int]:
        return [i for i, c in enumerate(self.rows[row]) if c.strip()]

    def last_column(self) -> int:
        return max((max(self.filled(r), default=-1) for r in range(len(self.rows))), default=-1)

    def problem(self, row: int, col: int, message: str) -> Problem:
        return Problem(self.source, message, cell=a1(row, col))


_INT = re.compile(r"^\+?([0-9]{1,9})$")


def _whole(text: str) -> int | None:
    """Return the whole number ``text`` holds (ASCII digits only), else None."""
    m = _INT.match(text.strip())
    if not m:
        return None
    return int(m.group(1))


def _name_key(text: str) -> str:
    return normalize(text)


# ----------------------------------------------------------------------------------------
# Crosstable round cells

_EXPORT = re.compile(r"^([0-9]{1,5})([WB]?)(1|0|½|=|1/2|0[.,]5|[.,]5|\+|-)$")
_DASHES = str.maketrans({"–": "-", "—": "-", "−": "-", "‐": "-"})
CELL_HELP = ("a round cell such as +W9, =B9, -9, 19w1, 3b½, 12b0, +F7, -F7, BYE, H, F, Z, "
             "-- or empty")


def parse_cell(text: str) -> RoundResult:
    """Return the round a crosstable grid cell describes.

    Accepts the tokens of formats.md section 1 and the export spellings described in the
    module docstring.

    >>> parse_cell("19w1")
    RoundResult(outcome=<Outcome.WIN: 'win'>, opponent=19, color=<Color.WHITE: 'w'>)
    >>> parse_cell("3b½").outcome, parse_cell("+F7").outcome, parse_cell("-").outcome
    (<Outcome.DRAW: 'draw'>, <Outcome.FORFEIT_WIN: 'forfeit-win'>, <Outcome.ABSENT: 'absent'>)

    :raises ValueError: when the cell is not in any of these notations.
    """
    raw = text.strip().translate(_DASHES)
    if raw == "-":
        return RoundResult(Outcome.ABSENT)
    if raw.upper() == "PAB":
        return RoundResult(Outcome.PAB)
    try:
        result = parse_token(raw)
    except ValueError:
        pass
    else:
        if result.opponent is not None and result.opponent > MAX_PLAYER_NUMBER:
            raise ValueError(f"expected {CELL_HELP}; found {text!r} (no such start number)")
        return result
    m = _EXPORT.match(re.sub(r"\s+", "", raw.upper()))
    if m:
        number, letter, res = m.groups()
        opponent = PlayerId(int(number))
        if letter == "" and res[0] in "01.,":
            raise ValueError(f"expected {CELL_HELP}; found {text!r} (write the colour, "
                             f"e.g. {number}w{res}, or a sign first, e.g. +{number})")
        if opponent < 1:
            raise ValueError(f"expected {CELL_HELP}; found {text!r} (start numbers begin at 1)")
        if res == "+":
            return RoundResult(Outcome.FORFEIT_WIN, opponent)
        if res == "-":
            return RoundResult(Outcome.FORFEIT_LOSS, opponent)
        color = {"W": Color.WHITE, "B": Color.BLACK}.get(letter)
        outcome = {"1": Outcome.WIN, "0": Outcome.LOSS}.get(res, Outcome.DRAW)
        return RoundResult(outcome, opponent, color)
    raise ValueError(f"expected {CELL_HELP}; found {text!r}")


_RESULT_ONLY = re.compile(r"^(1|0|½|=|1/2|0[.,]5|[.,]5|\+|-|X|\*)$")


# ----------------------------------------------------------------------------------------
# Pairings results and byes

_GAME_RESULTS: dict[str, tuple[Outcome, Outcome]] = {}


def _add(outcomes: tuple[Outcome, Outcome], *spellings: str) -> None:
    for s in spellings:
        _GAME_RESULTS[s] = outcomes
        _GAME_RESULTS[s.replace("-", ":")] = outcomes


_add((Outcome.WIN, Outcome.LOSS), "1-0")
_add((Outcome.LOSS, Outcome.WIN), "0-1")
_add((Outcome.DRAW, Outcome.DRAW), "½-½", "1/2-1/2", "0.5-0.5", "0,5-0,5", ".5-.5", ",5-,5",
     "=", "=-=", "½", "REMIS", "DRAW", "REMIZA", "REMIZĂ", "BERABERE", "PATTA", "TABLAS",
     "NULLE", "РЕМИ")
_add((Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS), "+/-", "+-", "1-0F", "1F-0", "1F-0F",
     "1-0FF", "1-0K", "1-0KONT", "1-0FORFEIT", "1-0FORF", "1-0DEF", "1-0N", "+-0", "1-0(F)",
     "1-0FFT")
_add((Outcome.FORFEIT_LOSS, Outcome.FORFEIT_WIN), "-/+", "-+", "0-1F", "0F-1", "0F-1F",
     "0-1FF", "0-1K", "0-1KONT", "0-1FORFEIT", "0-1FORF", "0-1DEF", "0-1N", "0-+", "0-1(F)",
     "0-1FFT")
_add((Outcome.FORFEIT_LOSS, Outcome.FORFEIT_LOSS), "--", "-/-", "0-0", "0F-0F", "0-0F",
     "0-0FF", "0-0K", "---")
_GAME_RESULTS["+--"] = _GAME_RESULTS["+:-"] = (Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS)
_GAME_RESULTS["--+"] = (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_WIN)
_GAME_RESULTS["-:+"] = (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_WIN)
_GAME_RESULTS["-:-"] = (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_LOSS)

RESULT_HELP = ("a result such as 1-0, 0-1, ½-½, 1/2-1/2, 0.5-0.5, =, +/- or -/+ (forfeit), "
               "-- or 0-0 (double forfeit)")


def _result_key(text: str) -> str:
    return re.sub(r"\s+", "", text.translate(_DASHES)).upper()


def parse_result(text: str) -> tuple[Outcome, Outcome]:
    """Return (White's outcome, Black's outcome) for a pairings-list result.

    ``0-0`` is a double forfeit (both forfeit losses), as an arbiter reads it.

    >>> parse_result("1/2-1/2")
    (<Outcome.DRAW: 'draw'>, <Outcome.DRAW: 'draw'>)
    >>> parse_result("+:-")
    (<Outcome.FORFEIT_WIN: 'forfeit-win'>, <Outcome.FORFEIT_LOSS: 'forfeit-loss'>)

    :raises ValueError: for anything else.
    """
    key = _result_key(text)
    if key in _GAME_RESULTS:
        return _GAME_RESULTS[key]
    raise ValueError(f"expected {RESULT_HELP}; found {text!r}")


_BYE_WORDS: dict[str, Outcome | str] = {}
for _w in ("bye", "+bye", "1bye", "pab", "u", "free", "frei", "spielfrei", "freilos", "volno",
           "exempt", "libre", "descanso", "riposo", "liber", "bay", "почива", "пауза",
           "pairingallocatedbye", "allocatedbye", "(bye)"):
    _BYE_WORDS[_w] = Outcome.PAB
for _w in ("h", "halfpointbye", "halfbye", "1/2bye", "½bye", "=bye", "0.5bye", "0,5bye",
           "byehalf", "bye1/2", "bye½", "bye0.5", "bye=", "hpb"):
    _BYE_WORDS[_w] = Outcome.HALF_BYE
for _w in ("f", "fullpointbye", "fullbye", "fpb", "requestedbye"):
    _BYE_WORDS[_w] = Outcome.FULL_BYE
for _w in ("z", "zeropointbye", "zerobye", "0bye", "-bye", "bye0", "zpb"):
    _BYE_WORDS[_w] = Outcome.ZERO_BYE
_GENERIC_BYE = {"bye", "(bye)", "free", "frei", "spielfrei", "freilos", "volno", "exempt",
                "libre", "descanso", "riposo", "liber", "bay", "почива", "пауза"}


def _bye_word(text: str) -> Outcome | None:
    """Return the bye a word names (PAB for a bare BYE), else None."""
    key = text.strip().casefold().translate(_DASHES)
    key = re.sub(r"[\s_.·()]+", "", key)
    if key in _BYE_WORDS:
        value = _BYE_WORDS[key]
        return value if isinstance(value, Outcome) else None
    key2 = key.replace("-", "")
    value2 = _BYE_WORDS.get(key2)
    return value2 if isinstance(value2, Outcome) else None


def _is_generic_bye(text: str) -> bool:
    key = re.sub(r"[\s_.·()]+", "", text.strip().casefold())
    return key in _GENERIC_BYE


def _bye_points(text: str, white_side: bool) -> Fraction | None:
    """Return the points a bye row's result cell gives the player, else None."""
    key = _result_key(text)
    if key in ("", "-"):
        return None if key == "" else Fraction(0)
    if key in ("+",):
        return Fraction(1)
    m = re.match(r"^([0-9.,½/]+)[-:]([0-9.,½/]+)$", key)
    if m:
        key = m.group(1) if white_side else m.group(2)
    if key == "=":
        return Fraction(1, 2)
    try:
        return parse_score(key)
    except ValueError:
        return None


# ----------------------------------------------------------------------------------------
# Header rows


@dataclass
class _Header:
    row: int
    roles: dict[Role, list[int]]
    rounds: dict[int, list[int]]
    bare: bool

    @property
    def kinds(self) -> list[str]:
        out = []
        if Role.WHITE in self.roles and Role.BLACK in self.roles and Role.RESULT in self.roles:
            out.append("pairings")
        if Role.NAME in self.roles and self.rounds:
            out.append("crosstable")
        if not out and Role.NAME in self.roles:
            out.append("players")
        return out

    def col(self, role: Role) -> int | None:
        cols = self.roles.get(role)
        return cols[0] if cols else None


def _scan_header(grid: _Grid, row: int) -> _Header | None:
    roles: dict[Role, list[int]] = {}
    rounds: dict[int, list[int]] = {}
    bare = False
    for col in grid.filled(row):
        text = grid.get(row, col)
        rc = round_column(text)
        role = role_of(text)
        if rc is not None and role is None:
            rounds.setdefault(rc[0], []).append(col)
            bare = bare or rc[1]
        elif role is not None:
            roles.setdefault(role, []).append(col)
    header = _Header(row, roles, rounds, bare)
    if not header.kinds:
        return None
    if "crosstable" in header.kinds and bare and Role.NAME not in roles:
        return None
    return header


def _describe_header(grid: _Grid, h: _Header) -> str:
    cols = sorted({c for cs in h.roles.values() for c in cs} | {c for cs in h.rounds.values()
                                                              for c in cs})
    words = ", ".join(grid.get(h.row, c) for c in cols[:8])
    return f"row {h.row + 1} ({words}{', …' if len(cols) > 8 else ''})"


# ----------------------------------------------------------------------------------------
# The reader


def read_grid(
    cells: Sequence[Sequence[str]],
    *,
    source: str,
    players: Sequence[Sequence[str]] | None = None,
    rounds: int | None = None,
    name: str = "",
    scoring: Scoring | None = None,
    players_source: str | None = None,
) -> GridReading:
    """Return the tournament an organiser's grid holds (crosstable or pairings list).

    ``players`` is an optional separate player list (its own header row) for a pairings
    list; ``players_source`` names it in problems (default: ``"<source> (player list)"``).
    ``rounds`` is the planned number of rounds (default: the number of round columns of a
    crosstable, the highest round of a pairings list). ``name`` is the event's name (default:
    the text of the first non-empty row above the header, if any). ``scoring`` defaults to
    1-½-0 with a PAB worth a win.

    :raises InputError: listing every problem, each with its A1 cell.
    """
    grid = _Grid(cells, source)
    plist = None
    if players is not None:
        plist = _Grid(players, players_source or f"{source} (player list)")
    scoring = scoring or Scoring()
    if rounds is not None and not 0 <= rounds <= MAX_ROUNDS:
        raise InputError(Problem(source, f"rounds must be between 0 and {MAX_ROUNDS}, "
                                         f"found {rounds}"))
    headers: list[_Header] = []
    for r in range(len(grid)):
        h = _scan_header(grid, r)
        if h is not None:
            headers.append(h)
    if not headers:
        for r in range(len(grid)):
            roles = {role_of(grid.get(r, c)) for c in grid.filled(r)}
            if Role.WHITE in roles and Role.BLACK in roles:
                raise InputError(grid.problem(r, 0,
                    "a pairings-list header needs a result column as well as White and Black:"
                    f" {describe(Role.RESULT)}"))
        raise InputError(Problem(source,
            "no header row found: expected a crosstable header (Name and one column per "
            "round: R1, R2, … or Kolo 1, Runde 1, …) or a pairings-list header (Round, White, "
            f"Black, Result). Name: {describe(Role.NAME)}; White: {describe(Role.WHITE)}"))
    for h in headers:
        if len(h.kinds) > 1:
            rnames = ", ".join(grid.get(h.row, cs[0]) for _, cs in sorted(h.rounds.items())[:3])
            raise InputError(grid.problem(h.row, 0,
                f"header {_describe_header(grid, h)} reads two ways: as a crosstable (name and "
                f"round columns {rnames}) and as a pairings list (White and Black columns). "
                "Rename the round columns (e.g. to Notes) for a pairings list, or the White/"
                "Black columns for a crosstable."))
    cross = [h for h in headers if h.kinds == ["crosstable"]]
    pair = [h for h in headers if h.kinds == ["pairings"]]
    plists = [h for h in headers if h.kinds == ["players"]]
    if cross and pair:
        raise InputError(grid.problem(cross[0].row, 0,
            f"this grid reads two ways: as a crosstable (header {_describe_header(grid, cross[0])})"
            f" and as a pairings list (header {_describe_header(grid, pair[0])}). Keep one "
            "layout per sheet or file: move the other to its own tab or file."))
    if len(cross) > 1 or len(pair) > 1:
        two = cross if len(cross) > 1 else pair
        raise InputError(grid.problem(two[1].row, 0,
            f"a second header row: {_describe_header(grid, two[0])} and "
            f"{_describe_header(grid, two[1])} both start a "
            f"{'crosstable' if cross else 'pairings list'}; keep one per sheet or file"))
    if cross:
        if plists:
            raise InputError(grid.problem(plists[0].row, 0,
                f"a player list ({_describe_header(grid, plists[0])}) beside a crosstable, "
                "which has its own player rows: remove it or move it to another tab"))
        if plist is not None:
            raise InputError(Problem(source, "a separate player list was given, but the grid "
                                     "is a crosstable, which has its own player rows"))
        return _Crosstable(grid, cross[0], rounds, name, scoring).read()
    if not pair:
        raise InputError(grid.problem(plists[0].row, 0,
            f"found a player list ({_describe_header(grid, plists[0])}) but no games: "
            "expected a crosstable (round columns R1, R2, …) or a pairings list (Round, White, "
            "Black, Result)"))
    if len(plists) > 1:
        raise InputError(grid.problem(plists[1].row, 0,
            f"two player lists: {_describe_header(grid, plists[0])} and "
            f"{_describe_header(grid, plists[1])}; keep one"))
    if plists and plist is not None:
        raise InputError(grid.problem(plists[0].row, 0,
            "a player list in the grid and a separate player list were both given; keep one"))
    list_grid: _Grid | None = plist
    list_header: _Header | None = None
    list_end = 0
    if plists:
        list_grid, list_header = grid, plists[0]
        list_end = pair[0].row if list_header.row < pair[0].row else len(grid)
    elif plist is not None:
        found = [h for h in (_scan_header(plist, r) for r in range(len(plist))) if h is not None]
        if not found or found[0].kinds != ["players"]:
            raise InputError(Problem(plist.source,
                f"expected a player list with a header row (Name: {describe(Role.NAME)}; "
                f"No.: {describe(Role.NUMBER)})"))
        list_header = found[0]
        list_end = found[1].row if len(found) > 1 else len(plist)
    pair_end = len(grid)
    if plists and plists[0].row > pair[0].row:
        pair_end = plists[0].row
    return _Pairings(grid, pair[0], pair_end, list_grid, list_header, list_end, rounds, name,
                     scoring).read()


def _section_round(grid: _Grid, row: int) -> int | None:
    """Return the round of a row holding only "Round 3" (or "3. Kolo"...), else None."""
    filled = grid.filled(row)
    if len(filled) != 1:
        return None
    rc = round_column(grid.get(row, filled[0]))
    return rc[0] if rc is not None and not rc[1] else None


def _title_above(grid: _Grid, header_row: int) -> str:
    for r in range(header_row):
        filled = grid.filled(r)
        if filled:
            if len(filled) > 1 or _section_round(grid, r) is not None:
                return ""
            return grid.get(r, filled[0])
    return ""


def _dup_role_problems(grid: _Grid, h: _Header, roles: Sequence[Role]) -> list[Problem]:
    problems = []
    for role in roles:
        cols = h.roles.get(role, [])
        if len(cols) > 1:
            cells = " and ".join(f"{a1(h.row, c)} {grid.get(h.row, c)!r}" for c in cols)
            problems.append(grid.problem(h.row, cols[1],
                f"two columns read as {role.value}: {cells}; rename one of them"))
    return problems


@dataclass
class _PlayerRow:
    row: int
    number: int | None
    rank: int | None
    name: str
    rating: int | None
    federation: str | None
    title: str | None
    fide_id: str | None
    points: str


def _parse_rating(grid: _Grid, row: int, col: int | None, problems: list[Problem]) -> int | None:
    text = grid.get(row, col)
    if col is None or text in ("", "-", "–", "—"):
        return None
    value = _whole(text)
    if value is None or value > 4000:
        problems.append(grid.problem(row, col,
            f"expected a rating (a whole number such as 1850, or empty), found {text!r}"))
        return None
    return value or None  # 0 is how exports write "unrated"


def _read_player_row(grid: _Grid, h: _Header, row: int, number_col: int | None,
                     problems: list[Problem]) -> _PlayerRow:
    def opt(role: Role) -> str | None:
        return grid.get(row, h.col(role)) or None

    number = None
    if number_col is not None:
        text = grid.get(row, number_col)
        number = _whole(text)
        if number is None or not 1 <= number <= MAX_PLAYER_NUMBER:
            problems.append(grid.problem(row, number_col,
                f"expected a start number (a whole number from 1), found {text!r}"))
            number = None
    rank = None
    if h.col(Role.RANK) is not None:
        rank = _whole(grid.get(row, h.col(Role.RANK)))
        if rank is not None and not 1 <= rank <= MAX_PLAYER_NUMBER:
            rank = None
    name_col = h.col(Role.NAME)
    name = grid.get(row, name_col)
    if not name and name_col is not None:
        problems.append(grid.problem(row, name_col, "expected the player's name, found an "
                                     "empty cell"))
    return _PlayerRow(
        row=row, number=number, rank=rank, name=" ".join(name.split()),
        rating=_parse_rating(grid, row, h.col(Role.RATING), problems),
        federation=opt(Role.FEDERATION), title=opt(Role.TITLE), fide_id=opt(Role.FIDE_ID),
        points=grid.get(row, h.col(Role.POINTS)),
    )


def _unlabeled_number_column(grid: _Grid, h: _Header, rows: Sequence[int]) -> int | None:
    """Return an unlabeled column left of the names holding only start numbers."""
    name_col = h.col(Role.NAME)
    if name_col is None:
        return None
    for col in range(name_col):
        if grid.get(h.row, col):
            continue
        values = [grid.get(r, col) for r in rows]
        if values and all(_whole(v) is not None for v in values):
            return col
    return None


def _points_problem(grid: _Grid, row: int, col: int, text: str, player: Player,
                    scoring: Scoring) -> Problem | None:
    try:
        written = parse_score(text)
    except ValueError:
        return grid.problem(row, col, f"expected the player's points (e.g. 3, 3.5, 3,5 or 3½), "
                                      f"found {text!r}")
    total = points_of(player, scoring)
    if written != total:
        tokens = " ".join(format_token(r) for r in player.results)
        return grid.problem(row, col,
            f"points {text!r} do not agree with the games: {tokens} add up to "
            f"{format_score(total)}")
    return None


class _Crosstable:
    def __init__(self, grid: _Grid, h: _Header, rounds: int | None, name: str,
                 scoring: Scoring) -> None:
        self.grid, self.h, self.rounds, self.scoring = grid, h, rounds, scoring
        self.name = name or _title_above(grid, h.row)

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
                ok_number = number_col is None or _whole(grid.get(r, number_col)) is not None
                if not (has_name and ok_number):
                    break
            rows.append(r)
        return rows

    def read(self) -> GridReading:
        grid, h = self.grid, self.h
        problems = _dup_role_problems(grid, h, [r for r in Role if r not in (Role.BOARD,)])
        if Role.NAME not in h.roles:  # pragma: no cover - a crosstable header has a name
            raise InputError(grid.problem(h.row, 0, "expected a Name column"))
        round_cols: dict[int, int] = {}
        for rnd, cols in sorted(h.rounds.items()):
            if len(cols) > 1:
                problems.append(grid.problem(h.row, cols[1],
                    f"round {rnd} has two columns: {a1(h.row, cols[0])} and {a1(h.row, cols[1])}"))
            round_cols[rnd] = cols[0]
        n_cols = max(round_cols)
        missing = [r for r in range(1, n_cols + 1) if r not in round_cols]
        if missing:
            problems.append(grid.problem(h.row, round_cols[n_cols],
                f"round columns go up to {n_cols} but round(s) "
                f"{', '.join(map(str, missing[:10]))} have no column"))
        if n_cols > MAX_ROUNDS:
            problems.append(grid.problem(h.row, round_cols[n_cols], "too many rounds"))
        if problems:
            raise InputError(problems)
        planned = self.rounds if self.rounds is not None else n_cols
        if planned < n_cols:
            problems.append(grid.problem(h.row, round_cols[planned + 1],
                f"the event has {planned} rounds but the grid has a column for round "
                f"{planned + 1}"))
        number_col = h.col(Role.NUMBER)
        rank_col = h.col(Role.RANK)
        rows = self._player_row_indices(number_col)
        if number_col is None:
            number_col = _unlabeled_number_column(grid, h, rows)
            rows = self._player_row_indices(number_col)
        id_col = number_col if number_col is not None else rank_col
        if id_col is None:
            problems.append(grid.problem(h.row, h.roles[Role.NAME][0],
                f"no start-number column ({describe(Role.NUMBER)}): the opponents in the round "
                "cells are start numbers, so each player row needs one"))
            raise InputError(problems)
        if not rows:
            raise InputError([*problems, grid.problem(h.row, h.roles[Role.NAME][0],
                "a crosstable header but no player rows below it")])
        prows = [_read_player_row(grid, h, r, id_col, problems) for r in rows]
        k = max((rnd for rnd, c in round_cols.items()
                 if any(grid.get(r, c) for r in rows)), default=0)
        self._round_robin_check(rows, round_cols, k)
        # the players and their raw tokens
        ids: dict[int, _PlayerRow] = {}
        for pr in prows:
            if pr.number is None:
                continue
            if pr.number in ids:
                first = ids[pr.number]
                problems.append(grid.problem(pr.row, id_col,
                    f"start number {pr.number} is used twice: rows {first.row + 1} and "
                    f"{pr.row + 1}"))
                continue
            ids[pr.number] = pr
        cells: dict[tuple[int, int], RoundResult] = {}  # a cell that does not parse is left out
        token_problems: list[Problem] = []
        for pr in prows:
            if pr.number is None or ids.get(pr.number) is not pr:
                continue
            for rnd in range(1, k + 1):
                col = round_cols[rnd]
                try:
                    cells[pr.number, rnd] = parse_cell(grid.get(pr.row, col))
                except ValueError as exc:
                    token_problems.append(grid.problem(pr.row, col, str(exc)))
        if any(pr.number is None for pr in prows) or len(ids) < len(prows):
            # without every start number the games cannot be checked
            raise InputError(problems + token_problems)
        problems += token_problems
        columns = {role.value: cols[0] for role, cols in h.roles.items()}
        if number_col is not None:
            columns["number"] = number_col
        for rnd, col in round_cols.items():
            columns[f"round:{rnd}"] = col
        # Which numbers do the round cells use: start numbers or ranks?
        readings: list[tuple[str, dict[int, int]]] = [("start numbers", {n: n for n in ids})]
        if number_col is not None and rank_col is not None and not token_problems:
            by_rank = {pr.rank: pr.number for pr in ids.values() if pr.rank is not None}
            if (len(by_rank) == len(ids) and any(r != n for r, n in by_rank.items())):
                readings.append(("ranks", {r: n for r, n in by_rank.items() if n is not None}))
        outcomes = [self._build(ids, cells, ref, k, planned, round_cols) for _, ref in readings]
        chosen = 0
        if len(readings) == 2:
            clean = [not o[1] for o in outcomes]
            number_hdr = a1(h.row, number_col) if number_col is not None else "?"
            rank_hdr = a1(h.row, rank_col) if rank_col is not None else "?"
            if all(clean):
                raise InputError(grid.problem(h.row, rank_col or 0,
                    f"the opponent numbers in the round cells read two ways: as start numbers "
                    f"(column {number_hdr}) and as ranks (column {rank_hdr}), and the games "
                    "agree either way. Delete the column the numbers do not refer to, or rename "
                    "its header."))
            if clean[1] and not clean[0]:
                chosen = 1
        tournament, build_problems = outcomes[chosen]
        if build_problems and len(readings) == 2:
            build_problems.append(grid.problem(h.row, rank_col or 0,
                f"the opponent numbers were read as start numbers (column "
                f"{a1(h.row, number_col or 0)}); read as ranks (column "
                f"{a1(h.row, rank_col or 0)}) the games do not agree either"))
        problems += build_problems
        # points column
        points_col = h.col(Role.POINTS)
        if points_col is not None:
            by_id = tournament.by_id()
            failed_rows = {ids[n].row for n in ids for rnd in range(1, k + 1)
                           if (n, rnd) not in cells}
            for pr in ids.values():
                if pr.points and pr.row not in failed_rows:
                    p = _points_problem(grid, pr.row, points_col, pr.points,
                                        by_id[PlayerId(pr.number or 0)], self.scoring)
                    if p is not None:
                        problems.append(p)
        if problems:
            raise InputError(problems)
        return GridReading(
            tournament=tournament, kind="crosstable", header_row=h.row,
            player_rows={PlayerId(n): pr.row for n, pr in sorted(ids.items())},
            last_column=grid.last_column(), columns=columns,
        )

    def _round_robin_check(self, rows: Sequence[int], round_cols: dict[int, int],
                           k: int) -> None:
        grid, h = self.grid, self.h
        if not h.bare or k == 0:
            return
        values = [grid.get(r, round_cols[rnd]).upper() for r in rows for rnd in range(1, k + 1)]
        values = [v for v in values if v]
        if values and all(_RESULT_ONLY.match(v.replace(" ", "")) for v in values):
            first, last = round_cols[1], round_cols[max(round_cols)]
            raise InputError(grid.problem(h.row, first,
                f"columns {a1(h.row, first)}:{a1(h.row, last)} are headed with bare numbers and "
                "hold bare results (1, ½, 0): this reads as a round-robin table with one column "
                "per opponent, not one column per round. tiebreak needs the round of every "
                "game: head the columns R1, R2, … and write each cell as opponent and result "
                "(+W3, =B5, 19w1), or give a pairings list (Round, White, Black, Result)."))

    def _build(self, ids: dict[int, _PlayerRow], cells: dict[tuple[int, int], RoundResult],
               ref: dict[int, int], k: int, planned: int, round_cols: dict[int, int]
               ) -> tuple[Tournament, list[Problem]]:
        grid = self.grid
        problems: list[Problem] = []
        results: dict[int, list[RoundResult]] = {n: [] for n in ids}
        reported: set[str] = set()
        for n in ids:
            for rnd in range(1, k + 1):
                got = cells.get((n, rnd))
                if got is None:  # reported as a cell that does not parse
                    reported.add(a1(ids[n].row, round_cols[rnd]))
                res = got or RoundResult(Outcome.ABSENT)
                if res.opponent is not None:
                    target = ref.get(res.opponent)
                    if target is None:
                        known = f"{min(ref)}–{max(ref)}" if ref else "none"
                        problems.append(grid.problem(ids[n].row, round_cols[rnd],
                            f"{grid.get(ids[n].row, round_cols[rnd])!r} names player "
                            f"{res.opponent}, who is not in the crosstable (numbers {known})"))
                        target = res.opponent
                        reported.add(a1(ids[n].row, round_cols[rnd]))
                    res = replace(res, opponent=PlayerId(target))
                results[n].append(res)
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
                here = a1(ids[n].row, round_cols[rnd])
                there = a1(ids[opp].row, round_cols[rnd])
                here_text = grid.get(ids[n].row, round_cols[rnd])
                there_text = grid.get(ids[opp].row, round_cols[rnd])
                if other.opponent != n:
                    what = ("is empty" if not there_text else f"has {there_text!r}")
                    problems.append(grid.problem(ids[n].row, round_cols[rnd],
                        f"{here_text!r} says player {opp} was the opponent in round {rnd}, but "
                        f"{there} (player {opp}, round {rnd}) {what}"))
                    reported.add(here)
                elif n < opp and not sides_agree(res, other):
                    expected = format_token(mirror(res, PlayerId(n)))
                    problems.append(grid.problem(ids[n].row, round_cols[rnd],
                        f"the game of round {rnd} is recorded differently on the two rows: "
                        f"{here} has {here_text!r} but {there} (player {opp}) has "
                        f"{there_text!r}; expected {expected!r} there"))
                    problems.append(grid.problem(ids[opp].row, round_cols[rnd],
                        f"the game of round {rnd} is recorded differently on the two rows: "
                        f"{there} has {there_text!r} but {here} (player {n}) has "
                        f"{here_text!r}"))
                    reported.update((here, there))
        players = tuple(
            Player(id=PlayerId(n), name=pr.name, results=tuple(results[n]), rating=pr.rating,
                   federation=pr.federation, title=pr.title, fide_id=pr.fide_id)
            for n, pr in sorted(ids.items())
        )
        tournament = Tournament(name=self.name, rounds=planned, players=players,
                                scoring=self.scoring)

        def locate(pid: int, rnd: int | None) -> Problem:
            pr = ids.get(pid)
            if pr is None:
                return Problem(grid.source, "", cell=f"player {pid}")
            col = round_cols[rnd] if rnd is not None else self.h.roles[Role.NAME][0]
            return grid.problem(pr.row, col, "")

        for p in validate(tournament, locate):
            if p.cell not in reported:
                problems.append(p)
        return tournament, problems


# ----------------------------------------------------------------------------------------
# Pairings list


@dataclass
class _Entry:
    """One player's round as read from a pairings row."""

    result: RoundResult | None  # None: the game has no result yet
    row: int
    col: int


class _Pairings:
    def __init__(self, grid: _Grid, h: _Header, end: int, list_grid: _Grid | None,
                 list_header: _Header | None, list_end: int, rounds: int | None, name: str,
                 scoring: Scoring) -> None:
        self.grid, self.h, self.end = grid, h, end
        self.list_grid, self.list_header, self.list_end = list_grid, list_header, list_end
        self.rounds, self.scoring = rounds, scoring
        self.name = name or _title_above(grid, min(h.row, list_header.row)
                                         if list_header is not None and list_grid is grid
                                         else h.row)
        self.problems: list[Problem] = []
        # the players
        self.known: dict[int, _PlayerRow] = {}  # from the list
        self.by_name: dict[str, list[int]] = {}
        self.order: list[int] = []  # ids in order of first appearance (no list)
        self.names: dict[int, str] = {}
        self.first_cell: dict[int, tuple[int, int]] = {}
        self.numbers_only: list[tuple[int, int, int]] = []  # (row, col, number) without list
        self.named: list[tuple[int, int]] = []  # (row, col) of names without list

    # -- the player list
    def _read_list(self) -> None:
        lg, lh = self.list_grid, self.list_header
        if lg is None or lh is None:
            return
        self.problems += _dup_role_problems(lg, lh, [r for r in Role])
        number_col = lh.col(Role.NUMBER)
        rows = [r for r in range(lh.row + 1, self.list_end)
                if not lg.blank(r) and _section_round(lg, r) is None]
        if number_col is None:
            number_col = _unlabeled_number_column(lg, lh, rows)
        for i, r in enumerate(rows, start=1):
            pr = _read_player_row(lg, lh, r, number_col, self.problems)
            if number_col is None:
                pr.number = i
            if pr.number is None:
                continue
            if pr.number in self.known:
                self.problems.append(lg.problem(r, number_col or 0,
                    f"start number {pr.number} is used twice in the player list: rows "
                    f"{self.known[pr.number].row + 1} and {r + 1}"))
                continue
            self.known[pr.number] = pr
            if pr.name:
                self.by_name.setdefault(_name_key(pr.name), []).append(pr.number)
        if not self.known and not self.problems:
            self.problems.append(lg.problem(lh.row, lh.col(Role.NAME) or 0,
                                            "a player list header but no players below it"))
        if number_col is None:
            for key, nums in self.by_name.items():
                if len(nums) > 1 and key:
                    rows_txt = " and ".join(str(self.known[n].row + 1) for n in nums)
                    self.problems.append(lg.problem(self.known[nums[1]].row,
                        lh.col(Role.NAME) or 0,
                        f"two players are called {self.known[nums[0]].name!r} (rows "
                        f"{rows_txt}) and the list has no start-number column: add one "
                        f"({describe(Role.NUMBER)}) and name them by number in the pairings"))

    # -- resolving a player cell
    def _player(self, row: int, col: int, number_col: int | None) -> int | None:
        grid = self.grid
        text = grid.get(row, col)
        num_text = grid.get(row, number_col) if number_col is not None else ""
        number = _whole(num_text) if num_text else _whole(text)
        if num_text and number is None:
            self.problems.append(grid.problem(row, number_col or 0,
                f"expected a start number, found {num_text!r}"))
            return None
        if number is not None:
            where = (row, number_col) if num_text and number_col is not None else (row, col)
            if not 1 <= number <= MAX_PLAYER_NUMBER:
                self.problems.append(grid.problem(*where,
                    f"expected a start number from 1, found {number}"))
                return None
            if self.list_grid is not None:
                pr = self.known.get(number)
                if pr is None:
                    self.problems.append(grid.problem(*where,
                        f"unknown player: no start number {number} in the player list"))
                    return None
                if num_text and text and _whole(text) is None and \
                        _name_key(text) != _name_key(pr.name):
                    self.problems.append(grid.problem(row, col,
                        f"{text!r} does not match start number {number}, who is {pr.name!r} "
                        "in the player list"))
                    return None
                return number
            self.numbers_only.append((row, where[1], number))
            if number not in self.names:
                self.names[number] = f"Player {number}" if not (num_text and text) else text
                self.first_cell[number] = (row, col)
            return number
        key = _name_key(text)
        if self.list_grid is not None:
            nums = self.by_name.get(key, [])
            if len(nums) == 1:
                return nums[0]
            if len(nums) > 1:
                self.problems.append(grid.problem(row, col,
                    f"{text!r} could be start number " + " or ".join(map(str, nums)) +
                    ": two players have this name; write the start number instead"))
                return None
            close = get_close_matches(key, list(self.by_name), n=1, cutoff=0.75)
            hint = ""
            if close:
                hint = f" (did you mean {self.known[self.by_name[close[0]][0]].name!r}?)"
            self.problems.append(grid.problem(row, col,
                f"unknown player {text!r}: not in the player list{hint}"))
            return None
        self.named.append((row, col))
        if key not in self.by_name:
            pid = len(self.order) + 1
            self.order.append(pid)
            self.by_name[key] = [pid]
            self.names[pid] = " ".join(text.split())
            self.first_cell[pid] = (row, col)
        return self.by_name[key][0]

    def read(self) -> GridReading:
        grid, h = self.grid, self.h
        self._read_list()
        self.problems += _dup_role_problems(grid, h, [Role.ROUND, Role.BOARD, Role.WHITE,
                                                       Role.BLACK, Role.RESULT])
        white_col, black_col = h.roles[Role.WHITE][0], h.roles[Role.BLACK][0]
        result_col, round_col = h.roles[Role.RESULT][0], h.col(Role.ROUND)
        if self.problems:
            raise InputError(self.problems)
        numbers: dict[str, int] = {}
        for col in h.roles.get(Role.NUMBER, []):
            side = "white_number" if abs(col - white_col) <= abs(col - black_col) \
                else "black_number"
            if side in numbers:
                self.problems.append(grid.problem(h.row, col,
                    f"two start-number columns beside {side.split('_')[0]}: "
                    f"{a1(h.row, numbers[side])} and {a1(h.row, col)}"))
            numbers[side] = col
        columns: dict[str, int] = {"white": white_col, "black": black_col, "result": result_col}
        if round_col is not None:
            columns["round"] = round_col
        if h.col(Role.BOARD) is not None:
            columns["board"] = h.roles[Role.BOARD][0]
        columns.update(numbers)
        if self.list_header is not None:
            for role, cols in self.list_header.roles.items():
                columns[f"players:{role.value}"] = cols[0]

        entries: dict[tuple[int, int], _Entry] = {}  # (pid, round) -> entry
        current: int | None = None
        top = self.list_header.row + 1 if self.list_grid is grid and self.list_header \
            is not None and self.list_header.row < h.row else 0
        for r in range(h.row - 1, top - 1, -1):  # "Round 1" above the header row
            if not grid.blank(r):
                current = _section_round(grid, r)
                break
        max_round = 0
        for r in range(h.row + 1, self.end):
            if grid.blank(r):
                continue
            filled = grid.filled(r)
            if len(filled) == 1:  # a section row such as "Round 3" (or "3" under Round)
                rc = round_column(grid.get(r, filled[0]))
                if rc is not None and (not rc[1] or filled[0] == round_col):
                    current = rc[0]
                    continue
            w, b, res = grid.get(r, white_col), grid.get(r, black_col), grid.get(r, result_col)
            wn, bn = grid.get(r, numbers.get("white_number")), \
                grid.get(r, numbers.get("black_number"))
            if not (w or b or res or wn or bn):
                continue  # notes beside the list, no game here
            if round_col is not None and grid.get(r, round_col):
                text = grid.get(r, round_col)
                rc = round_column(text)
                if rc is None:
                    self.problems.append(grid.problem(r, round_col,
                        f"expected a round number (1, R1, Round 1), found {text!r}"))
                    continue
                current = rc[0]
            if current is None:
                where = round_col if round_col is not None else white_col
                self.problems.append(grid.problem(r, where,
                    "no round for this game: expected a round number in the Round column "
                    "or a row such as 'Round 1' above the games"))
                continue
            if current > MAX_ROUNDS:
                self.problems.append(grid.problem(r, round_col if round_col is not None
                                                  else white_col, "round number too large"))
                continue
            rnd = current
            max_round = max(max_round, rnd)
            self._row(r, rnd, w, b, res, white_col, black_col, result_col, numbers, entries)
        self._mixed_reference_check()
        if self.problems:
            raise InputError(self.problems)
        return self._finish(entries, max_round, columns)

    def _row(self, r: int, rnd: int, w: str, b: str, res: str, white_col: int, black_col: int,
             result_col: int, numbers: dict[str, int], entries: dict[tuple[int, int], _Entry]
             ) -> None:
        grid = self.grid
        wn, bn = numbers.get("white_number"), numbers.get("black_number")
        w_has = bool(w or grid.get(r, wn)) and not (not grid.get(r, wn) and _bye_word(w))
        b_has = bool(b or grid.get(r, bn)) and not (not grid.get(r, bn) and _bye_word(b))
        if w_has and b_has:
            wp = self._player(r, white_col, wn)
            bp = self._player(r, black_col, bn)
            outcome: tuple[Outcome, Outcome] | None = None
            if res:
                try:
                    outcome = parse_result(res)
                except ValueError as exc:
                    self.problems.append(grid.problem(r, result_col, str(exc)))
                    return
            if wp is None or bp is None:
                return
            if wp == bp:
                self.problems.append(grid.problem(r, black_col,
                    f"the same player on both sides ({w or wp!r})"))
                return
            for pid, opp, col, i, color in ((wp, bp, white_col, 0, Color.WHITE),
                                            (bp, wp, black_col, 1, Color.BLACK)):
                rr = None
                if outcome is not None:
                    o = outcome[i]
                    rr = RoundResult(o, PlayerId(opp), color if o.is_played else None)
                self._put(entries, pid, rnd, _Entry(rr, r, col))
            return
        if not w_has and not b_has:
            self.problems.append(grid.problem(r, white_col,
                "expected a game (White and Black) or a bye (one player and BYE, H, F, Z or U),"
                f" found White {w!r}, Black {b!r}"))
            return
        player_col, other_text = (white_col, b) if w_has else (black_col, w)
        bye_pid = self._player(r, player_col, wn if w_has else bn)
        bye = self._bye(r, other_text, res, w_has, result_col, player_col)
        if bye_pid is None or bye is None:
            return
        self._put(entries, bye_pid, rnd, _Entry(RoundResult(bye), r, player_col))

    def _bye(self, r: int, other: str, res: str, white_side: bool, result_col: int,
             player_col: int) -> Outcome | None:
        grid = self.grid
        named: list[Outcome] = []
        generic = False
        for text in (other, res):
            if not text:
                continue
            word = _bye_word(text)
            if word is not None:
                if _is_generic_bye(text):
                    generic = True
                else:
                    named.append(word)
        points = _bye_points(res, white_side) if res and _bye_word(res) is None else None
        if res and _bye_word(res) is None and points is None:
            self.problems.append(grid.problem(r, result_col,
                f"expected the bye's points (1, ½, 0) or a bye word (BYE, H, F, Z, U) for a "
                f"player without an opponent, found {res!r}"))
            return None
        by_points = {Fraction(1): Outcome.PAB, Fraction(1, 2): Outcome.HALF_BYE,
                     Fraction(0): Outcome.ZERO_BYE}
        if points is not None and points not in by_points:
            self.problems.append(grid.problem(r, result_col,
                f"a bye is worth 1, ½ or 0 points, found {res!r}"))
            return None
        kinds = set(named)
        if len(kinds) > 1:
            self.problems.append(grid.problem(r, result_col,
                f"two different byes on one row: {other!r} and {res!r}"))
            return None
        if kinds:
            kind = kinds.pop()
            if points is not None:
                if points != self.scoring.points(kind):
                    self.problems.append(grid.problem(r, result_col,
                        f"{res!r} points do not fit a {kind.label} "
                        f"(worth {format_score(self.scoring.points(kind))})"))
                    return None
            return kind
        if points is not None:
            return by_points[points]
        if generic:
            return Outcome.PAB
        self.problems.append(grid.problem(r, player_col,
            "a player without an opponent: expected BYE, H (half-point bye), F (full-point "
            "bye), Z (zero-point bye) or U in the other player's cell or the result cell"))
        return None

    def _put(self, entries: dict[tuple[int, int], _Entry], pid: int, rnd: int,
             entry: _Entry) -> None:
        if (pid, rnd) in entries:
            first = entries[pid, rnd]
            self.problems.append(self.grid.problem(entry.row, entry.col,
                f"{self._name(pid)!r} is already in round {rnd} at "
                f"{a1(first.row, first.col)}: a player appears once per round"))
            return
        entries[pid, rnd] = entry

    def _name(self, pid: int) -> str:
        if pid in self.known:
            return self.known[pid].name
        return self.names.get(pid, str(pid))

    def _mixed_reference_check(self) -> None:
        if self.list_grid is not None or not (self.numbers_only and self.named):
            return
        for row, col, number in self.numbers_only:
            self.problems.append(self.grid.problem(row, col,
                f"start number {number}, but other rows name players by name and there is "
                "no player list to say who number " + str(number) + " is: write the name, or "
                "add a player list (No., Name, …)"))

    def _finish(self, entries: dict[tuple[int, int], _Entry], max_round: int,
                columns: dict[str, int]) -> GridReading:
        grid = self.grid
        # which rounds have results
        # a round counts when a game of it has a result, or when it has byes only
        finished: dict[int, bool] = {}
        games: set[int] = set()
        for (_, rnd), e in entries.items():
            if e.result is None or e.result.opponent is not None:
                games.add(rnd)
            if e.result is not None and e.result.opponent is not None:
                finished[rnd] = True
        for _, rnd in entries:
            if rnd not in games:
                finished[rnd] = True
        k = max((r for r, f in finished.items() if f), default=0)
        pending = sorted({(e.row, e.col) for (_, rnd), e in entries.items()
                          if e.result is None and rnd <= k})
        result_col = columns["result"]
        for row in sorted({row for row, _ in pending}):
            self.problems.append(grid.problem(row, result_col,
                f"no result: expected {RESULT_HELP} (a round in which no game has a result "
                "yet is left out as not played)"))
        if self.problems:
            raise InputError(self.problems)
        if self.list_grid is not None:
            ids = sorted(self.known)
        else:
            ids = sorted(self.names)
        planned = self.rounds if self.rounds is not None else max_round
        if planned < max_round:
            last = max(e.row for (_, rnd), e in entries.items() if rnd == max_round)
            self.problems.append(grid.problem(last, columns.get("round", columns["white"]),
                f"the event has {planned} rounds but this row is in round {max_round}"))
            raise InputError(self.problems)
        players = []
        for pid in ids:
            results = []
            for rnd in range(1, k + 1):
                got = entries.get((pid, rnd))
                results.append(got.result if got is not None and got.result is not None
                               else RoundResult(Outcome.ABSENT))
            pr = self.known.get(pid)
            if pr is not None:
                players.append(Player(id=PlayerId(pid), name=pr.name, results=tuple(results),
                                      rating=pr.rating, federation=pr.federation,
                                      title=pr.title, fide_id=pr.fide_id))
            else:
                players.append(Player(id=PlayerId(pid), name=self.names[pid],
                                      results=tuple(results)))
        tournament = Tournament(name=self.name, rounds=planned, players=tuple(players),
                                scoring=self.scoring)
        lg, lh = self.list_grid, self.list_header

        def locate(pid: int, rnd: int | None) -> Problem:
            e = entries.get((pid, rnd)) if rnd is not None else None
            if e is not None:
                return grid.problem(e.row, e.col, "")
            pr = self.known.get(pid)
            if pr is not None and lg is not None and lh is not None:
                return lg.problem(pr.row, lh.col(Role.NAME) or 0, "")
            if pid in self.first_cell:
                return grid.problem(*self.first_cell[pid], "")
            return Problem(grid.source, "", cell=f"player {pid}")

        self.problems += validate(tournament, locate)
        if lg is not None and lh is not None and lh.col(Role.POINTS) is not None:
            by_id = tournament.by_id()
            pcol = lh.col(Role.POINTS)
            assert pcol is not None
            for pid, pr in sorted(self.known.items()):
                if pr.points:
                    p = _points_problem(lg, pr.row, pcol, pr.points, by_id[PlayerId(pid)],
                                        self.scoring)
                    if p is not None:
                        self.problems.append(p)
        if self.problems:
            raise InputError(self.problems)
        player_rows = {PlayerId(pid): pr.row for pid, pr in sorted(self.known.items())}
        return GridReading(tournament=tournament, kind="pairings", header_row=self.h.row,
                           player_rows=player_rows, last_column=grid.last_column(),
                           columns=columns)

