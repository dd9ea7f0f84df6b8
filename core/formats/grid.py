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
  ``?W9`` for a game without its result yet, ``BYE``/``U``, ``F``, ``H``, ``Z``, ``--``,
  empty) or a common export spelling: opponent, colour, result (``19w1``, ``3b½``,
  ``12b0``, ``5w=``, ``7b0.5``; the colour letter is required before a ``1``/``0`` result),
  or opponent and a sign without colour (``3½``,
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
  a row that is not a player (notes under the table). A player list beside the crosstable
  (a block of its own above or below it, or a separate list) only says who the players are:
  two close names it lists both are two players, not one typed twice. A row
  ``Notation | uscf`` above the header (or ``--notation uscf``) reads the round cells as a
  US Chess wallchart (``W5``, ``D2``, ``L4``, ``X8``, ``F8``, ``B``, ``H``, ``U``;
  :mod:`core.formats.notation`).

**Pairings list** — one row per game or bye; the header names White, Black and Result
columns (Round, Board and start-number columns beside White and Black are optional)::

    Round | Board | White     | Black  | Result
    1     | 1     | Ana Novak | Bo Li  | 1-0
    1     |       | Cy Dunn   | BYE    |
    2     | 1     | 2         | 1      | ½-½

  Results: ``1-0``, ``0-1``, ``½-½``, ``1/2-1/2``, ``0.5-0.5``, ``=``, and a draw written as
  one half (``½``, ``1/2``, ``0.5``) (``:`` may stand for ``-``); forfeits ``+/-``, ``+:-``,
  ``+-``, ``1-0F``, ``1F-0`` (``-/+`` … for Black); a
  double forfeit ``--``, ``-/-``, ``-:-``, ``0-0``, ``0F-0F``. **``0-0`` between two players
  is read as a double forfeit** (the arbiter's reading: a game over the board cannot end 0-0).
  Game scores (formats.md 7.2, :mod:`core.formats.grid_scores`): ``White score`` and
  ``Black score`` columns or one ``Score`` column ``412:380`` (the result may then be empty);
  in a crosstable, the score after the token, own first (``2w1 412:380``).
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

A CSV file writes every row out to its last column, so there a row of games with fewer
cells than its header is an error (``whole_rows``); a spreadsheet's API leaves out a row's
trailing empty cells, so there it is not.

**Board games** of a team event (formats.md 6) — a pairings list with a ``Match`` column
(or ``Home``/``Away`` for White/Black) and a Teams list (``Team`` and player columns, members
in board order): :mod:`core.formats.grid_boards`.

Every problem is reported at once (:class:`~core.errors.InputError`), each with its A1 cell,
what was expected and what was found. The result is checked with
:func:`core.formats.validate.validate`.

The public API (stable; the Google Sheets connector relies on it): :func:`read_grid`,
:class:`GridReading`, :func:`a1`, :func:`parse_cell`, :func:`parse_result`,
:func:`has_player_list`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from core.errors import InputError, Problem
from core.formats.grid_boards import BoardGames, is_board_games
from core.formats.grid_cells import MAX_ROUNDS, Grid, a1, parse_cell, parse_result
from core.formats.grid_crosstable import Crosstable
from core.formats.grid_layout import (
    GridReading,
    Header,
    ReadingKind,
    describe_header,
    ignored_columns,
    notation_cell,
    scan_header,
    with_arbiter_columns,
)
from core.formats.grid_pairings import Pairings
from core.formats.grid_roster import listed_names
from core.formats.grid_scores import SCORE_ROLES
from core.formats.grid_settings import GridSettings, find_settings
from core.formats.headers import Role, describe, role_of
from core.formats.notation import NOTATIONS, Notation, parse_notation
from core.i18n.message import msg
from core.model import Scoring

__all__ = [
    "GridReading",
    "ReadingKind",
    "a1",
    "has_player_list",
    "parse_cell",
    "parse_result",
    "read_grid",
]


def has_player_list(cells: Sequence[Sequence[str]]) -> bool:
    """Whether the grid holds a player list of its own (a header row of player columns,
    no rounds or games), so a separate player list must not be given beside it."""
    grid = Grid(cells, "")
    return any(
        h is not None and h.kinds == [ReadingKind.PLAYER_LIST]
        for h in (scan_header(grid, r) for r in range(len(grid)))
    )


def needs_player_list(cells: Sequence[Sequence[str]]) -> bool:
    """Whether the grid is a pairings list without a player list of its own (a workbook's
    other tab may hold it)."""
    grid = Grid(cells, "")
    kinds = [h.kinds for h in (scan_header(grid, r) for r in range(len(grid))) if h is not None]
    return [ReadingKind.PAIRINGS] in kinds and [ReadingKind.PLAYER_LIST] not in kinds


def read_grid(
    cells: Sequence[Sequence[str]],
    *,
    source: str,
    players: Sequence[Sequence[str]] | None = None,
    rounds: int | None = None,
    name: str = "",
    scoring: Scoring | None = None,
    players_source: str | None = None,
    notation: Notation | None = None,
    whole_rows: bool = False,
    sheet: str | None = None,
    players_sheet: str | None = None,
) -> GridReading:
    """Return the tournament an organiser's grid holds (crosstable or pairings list).

    ``players`` is an optional separate player list (its own header row) for a pairings
    list; ``players_source`` names it in problems (default: ``"<source> (player list)"``).
    ``rounds`` is the planned number of rounds (default: the number of round columns of a
    crosstable, the highest round of a pairings list). ``name`` is the event's name (default:
    the text of the first non-empty row above the header, if any). ``scoring`` defaults to
    1-½-0 with a PAB worth a win. ``notation`` is how a crosstable's round cells are written
    (:mod:`core.formats.notation`; default: what a ``Notation | uscf`` row above the header
    says, else ``standard``). ``whole_rows``: the rows were written out to their last
    column (a CSV file), so a row of games shorter than its header is an error; a
    spreadsheet's API leaves out trailing empty cells. ``sheet``: the workbook sheet the
    rows come from (an ``.xlsx``), named in the cell of every problem (``Sheet1!B7``);
    ``players_sheet`` the sheet of the separate player list.

    A ``Tiebreak settings`` block (:mod:`core.formats.grid_settings`) is read and its cells
    left out of the grid: its ``Rules``, ``Order``, ``Start date``, ``Lots seed`` and
    ``Single winner`` become the event's.

    :raises InputError: listing every problem, each with its A1 cell.
    """
    settings = find_settings(cells, source=source, sheet=sheet)
    if settings.cells:
        cells = [
            ["" if (r, c) in settings.cells else v for c, v in enumerate(row)]
            for r, row in enumerate(cells)
        ]
    reading = _read_grid(
        cells,
        source=source,
        players=players,
        rounds=rounds,
        name=name,
        scoring=scoring,
        players_source=players_source,
        notation=notation,
        whole_rows=whole_rows,
        sheet=sheet,
        players_sheet=players_sheet,
    )
    return _with_settings(reading, settings)


def _with_settings(reading: GridReading, settings: GridSettings) -> GridReading:
    """Return ``reading`` with what the settings block says of the event."""
    if settings == GridSettings(cells=settings.cells):
        return reading
    t = reading.tournament
    t = t._replace(
        rules=t.rules if settings.rules is None else settings.rules,
        order=t.order if settings.order is None else settings.order,
        start_date=t.start_date if settings.start_date is None else settings.start_date,
        lots_seed=t.lots_seed if settings.lots_seed is None else settings.lots_seed,
        single_winner=(
            t.single_winner if settings.single_winner is None else settings.single_winner
        ),
    )
    return replace(reading, tournament=t)


def _read_grid(
    cells: Sequence[Sequence[str]],
    *,
    source: str,
    players: Sequence[Sequence[str]] | None,
    rounds: int | None,
    name: str,
    scoring: Scoring | None,
    players_source: str | None,
    notation: Notation | None,
    whole_rows: bool,
    sheet: str | None,
    players_sheet: str | None,
) -> GridReading:
    grid = Grid(cells, source, whole_rows=whole_rows, sheet=sheet)
    plist = None
    if players is not None:
        plist = Grid(
            players,
            players_source or f"{source} (player list)",
            whole_rows=whole_rows,
            sheet=players_sheet,
        )
    scoring = scoring or Scoring()
    if rounds is not None and not 0 <= rounds <= MAX_ROUNDS:
        raise InputError(Problem(source, msg("grid.rounds-range", most=MAX_ROUNDS, found=rounds)))
    headers = _headers(grid)
    file_notation = _file_notation(grid, headers[0].row)
    cross = [h for h in headers if h.kinds == [ReadingKind.CROSSTABLE]]
    pair = [h for h in headers if h.kinds == [ReadingKind.PAIRINGS]]
    plists = [h for h in headers if h.kinds == [ReadingKind.PLAYER_LIST]]
    _check_one_layout(grid, cross, pair, plists, plist)
    if cross:
        listed: dict[str, tuple[Grid, int, int]] = {}
        if plists:
            end = cross[0].row if plists[0].row < cross[0].row else len(grid)
            listed = listed_names(grid, plists[0], end)
        elif plist is not None:
            separate, end = _list_header(plist)
            listed = listed_names(plist, separate, end)
        reading = Crosstable(
            grid, cross[0], rounds, name, scoring, notation or file_notation, listed
        )
        read = with_arbiter_columns(reading.read(), grid)
        # a crosstable's game scores are in its round cells: a score column is not read
        scored = [c for r in SCORE_ROLES for c in cross[0].roles.get(r, [])]
        head = replace(cross[0], unknown=sorted(cross[0].unknown + scored))
        ignored = ignored_columns(grid, head, plists[0] if plists else None)
        return replace(read, ignored=ignored)
    if not pair:
        raise InputError(
            grid.problem(
                plists[0].row, 0, msg("grid.list-no-games", header=describe_header(grid, plists[0]))
            )
        )
    return _read_pairings(grid, pair[0], plists, plist, rounds, name, scoring)


def _headers(grid: Grid) -> list[Header]:
    """Return every header row of the grid, each one way (a crosstable's, a pairings list's
    or a player list's).

    :raises InputError: when there is none (a pairings header without a result column named
        at its row), or for a header that is two ways at once.
    """
    headers = [h for h in (scan_header(grid, r) for r in range(len(grid))) if h is not None]
    if not headers:
        for r in range(len(grid)):
            roles = {role_of(grid.get(r, c)) for c in grid.filled(r)}
            if Role.WHITE in roles and Role.BLACK in roles:
                raise InputError(
                    grid.problem(
                        r, 0, msg("grid.pairings-needs-result", words=describe(Role.RESULT))
                    )
                )
        raise InputError(
            Problem(
                grid.source,
                msg(
                    "grid.no-header",
                    name_words=describe(Role.NAME),
                    white_words=describe(Role.WHITE),
                ),
            )
        )
    for h in headers:
        if len(h.kinds) > 1:
            rnames = tuple(grid.get(h.row, cs[0]) for _, cs in sorted(h.rounds.items())[:3])
            raise InputError(
                grid.problem(
                    h.row,
                    0,
                    msg("grid.header-two-ways", header=describe_header(grid, h), rounds=rnames),
                )
            )
    return headers


def _file_notation(grid: Grid, header_row: int) -> Notation:
    """Return the notation a ``Notation`` cell above the first header names (the last such
    cell), ``standard`` when none does.

    :raises InputError: for a notation that is none of :data:`NOTATIONS`.
    """
    file_notation: Notation = "standard"
    for r in range(header_row):
        said = notation_cell(grid, r)
        if said is not None:
            value = parse_notation(said[0])
            if value is None:
                raise InputError(
                    grid.problem(
                        r,
                        said[1],
                        msg(
                            "grid.notation-unknown",
                            found=repr(said[0]),
                            first=NOTATIONS[0],
                            second=NOTATIONS[1],
                        ),
                    )
                )
            file_notation = value
    return file_notation


def _check_one_layout(
    grid: Grid,
    cross: list[Header],
    pair: list[Header],
    plists: list[Header],
    plist: Grid | None,
) -> None:
    """Check that the grid holds one crosstable or one pairings list, and at most one player
    list (in it or beside it).

    :raises InputError: for the second of anything, at its header.
    """
    if cross and pair:
        raise InputError(
            grid.problem(
                cross[0].row,
                0,
                msg(
                    "grid.grid-two-ways",
                    crosstable=describe_header(grid, cross[0]),
                    pairings=describe_header(grid, pair[0]),
                ),
            )
        )
    if len(cross) > 1 or len(pair) > 1:
        two = cross if len(cross) > 1 else pair
        raise InputError(
            grid.problem(
                two[1].row,
                0,
                msg(
                    "grid.second-header.crosstable" if cross else "grid.second-header.pairings",
                    first=describe_header(grid, two[0]),
                    second=describe_header(grid, two[1]),
                ),
            )
        )
    if len(plists) > 1:
        raise InputError(
            grid.problem(
                plists[1].row,
                0,
                msg(
                    "grid.two-lists",
                    first=describe_header(grid, plists[0]),
                    second=describe_header(grid, plists[1]),
                ),
            )
        )
    if plists and plist is not None:
        raise InputError(grid.problem(plists[0].row, 0, msg("grid.list-twice")))


def _read_pairings(
    grid: Grid,
    pair: Header,
    plists: list[Header],
    plist: Grid | None,
    rounds: int | None,
    name: str,
    scoring: Scoring,
) -> GridReading:
    """Read a pairings list under header ``pair``, its players from the list in the grid
    (``plists``) or beside it (``plist``), a team event's board games as such."""
    list_grid: Grid | None = plist
    list_header: Header | None = None
    list_end = 0
    if plists:
        list_grid, list_header = grid, plists[0]
        list_end = pair.row if list_header.row < pair.row else len(grid)
    elif plist is not None:
        list_header, list_end = _list_header(plist)
    pair_end = len(grid)
    if plists and plists[0].row > pair.row:
        pair_end = plists[0].row
    reader = BoardGames if is_board_games(pair) else Pairings  # a team event's boards
    games = reader(
        grid, pair, pair_end, list_grid, list_header, list_end, rounds, name, scoring
    ).read()
    ignored = ignored_columns(grid, pair)
    if list_grid is not None:
        ignored += ignored_columns(list_grid, list_header)
    return replace(with_arbiter_columns(games, list_grid), ignored=ignored + games.ignored)


def _list_header(plist: Grid) -> tuple[Header, int]:
    """Return the header of a separate player list and the row its players end before.

    :raises InputError: when it has no player-list header.
    """
    found = [h for h in (scan_header(plist, r) for r in range(len(plist))) if h is not None]
    if not found or found[0].kinds != [ReadingKind.PLAYER_LIST]:
        raise InputError(
            Problem(
                plist.source,
                msg(
                    "grid.list-no-header",
                    name_words=describe(Role.NAME),
                    number_words=describe(Role.NUMBER),
                ),
            )
        )
    return found[0], found[1].row if len(found) > 1 else len(plist)
