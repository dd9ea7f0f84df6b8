"""Grid cells: A1 addresses, read access to a ragged grid, and the spellings organisers type
in round cells (crosstables) and result cells (pairings lists), byes included.

See :mod:`core.formats.grid` for the notations; this module holds their tables and parsers.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from core.errors import Problem
from core.formats.crosstable import read_token
from core.formats.headers import normalize
from core.formats.notation import USCF_HELP, CellError, Notation, looks_uscf, parse_uscf
from core.i18n.message import Msg, msg
from core.limits import MAX_PLAYER_ID, MAX_ROUNDS
from core.model import Color, Outcome, PlayerId, RoundResult

__all__ = [
    "CELL_HELP",
    "DASHES",
    "MAX_PLAYER_NUMBER",
    "MAX_ROUNDS",
    "RESULT_HELP",
    "RESULT_ONLY",
    "CellError",
    "Grid",
    "a1",
    "expected",
    "formula_hint",
    "name_key",
    "parse_cell",
    "parse_result",
    "result_key",
    "whole",
]

MAX_PLAYER_NUMBER = MAX_PLAYER_ID


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


_INVISIBLE = str.maketrans(
    {
        "\ufeff": None,
        "\u200b": None,
        "\u200c": None,
        "\u200d": None,
        "\u00ad": None,
        "\u00a0": " ",
        "\u202f": " ",
    }
)


class Grid:
    """Read access to a ragged grid of strings (composed, NFC; invisible characters
    removed, no-break spaces made plain). ``sheet``: the workbook sheet the rows are from,
    named in every cell address (``Players!B7``). ``whole_rows``: every row was written out
    to its last column, as a CSV file writes them, so a row shorter than its header was cut
    short; a spreadsheet's API leaves out a row's trailing empty cells, so there a short row
    is normal."""

    def __init__(
        self,
        cells: Sequence[Sequence[str]],
        source: str,
        *,
        whole_rows: bool = False,
        sheet: str | None = None,
    ) -> None:
        self.whole_rows = whole_rows
        self.sheet = sheet
        self.rows: list[list[str]] = [
            [
                unicodedata.normalize(
                    "NFC", c if isinstance(c, str) else ("" if c is None else str(c))
                ).translate(_INVISIBLE)
                for c in row
            ]
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

    def problem(self, row: int, col: int, message: str | Msg) -> Problem:
        """Return a problem at the cell of ``row`` and ``col`` (0-based)."""
        return Problem(self.source, message, cell=self.address(row, col))

    def address(self, row: int, col: int) -> str:
        """Return the cell's address as a spreadsheet writes it: ``B7``, or ``'Round 2'!B7``
        in a workbook's sheet (quoted when the name is not one word)."""
        if self.sheet is None:
            return a1(row, col)
        name = self.sheet
        if not re.fullmatch(r"[^\W\d]\w*", name):
            name = "'" + name.replace("'", "''") + "'"
        return f"{name}!{a1(row, col)}"

    def short_row(self, row: int, header_row: int) -> Problem | None:
        """Return the problem of a row of a CSV file with fewer cells than its header row
        (the cells it lacks would silently read as empty), or ``None``;
        always ``None`` when rows are not written whole (:attr:`whole_rows`)."""
        width = max(self.filled(header_row), default=-1) + 1
        have = len(self.rows[row])
        if not self.whole_rows or have >= width:
            return None
        return self.problem(
            row,
            have,
            msg(
                "grid.row-short",
                row=row + 1,
                last=a1(0, have - 1)[:-1] if have else "-",
                header=header_row + 1,
                end=a1(0, width - 1)[:-1],
            ),
        )


_INT = re.compile(r"^\+?([0-9]{1,9})$")


def whole(text: str) -> int | None:
    """Return the whole number ``text`` holds (ASCII digits only), else None."""
    m = _INT.match(text.strip())
    if not m:
        return None
    return int(m.group(1))


def name_key(text: str) -> str:
    return normalize(text)


# ----------------------------------------------------------------------------------------
# Crosstable round cells

_EXPORT = re.compile(r"^([0-9]{1,5})([WB]?)(1|0|½|=|1/2|0[.,]5|[.,]5|\+|-)$")
_EXPORT_PENDING = re.compile(r"^([0-9]{1,5})([WB])\??$")
"""``19w``: paired with 19 as White, no result yet (the export spelling of ``?W19``)."""
DASHES = str.maketrans({"–": "-", "—": "-", "−": "-", "‐": "-"})
CELL_HELP = msg("grid.cell-help")
"""What a crosstable round cell looks like (+W9, =B9, -9, 19w1, … or empty)."""


def formula_hint(text: str) -> Msg | None:
    """Return a hint for a cell a spreadsheet shows as a formula error, else None.

    >>> formula_hint("#NAME?")
    Msg(key='grid.hint.formula', args=(('shown', '#NAME?'),))
    """
    if text.strip().upper() in ("#NAME?", "#ERROR!"):
        return msg("grid.hint.formula", shown=text.strip())
    return None


def expected(help_: Msg, text: str, hint: Msg | None = None) -> CellError:
    """Return the error "expected ``help_``; found ``text``", with ``hint`` in brackets."""
    if hint is None:
        return CellError(msg("grid.expected", expected=help_, found=repr(text)))
    return CellError(msg("grid.expected-hint", expected=help_, found=repr(text), hint=hint))


def parse_cell(text: str, notation: Notation = "standard") -> RoundResult:
    """Return the round a crosstable grid cell describes.

    Accepts the tokens of formats.md section 1 and the export spellings described in the
    module docstring; with ``notation="uscf"``, US Chess wallchart cells
    (:mod:`core.formats.notation`).

    >>> parse_cell("19w1")
    RoundResult(outcome=<Outcome.WIN: 'win'>, opponent=19, color=<Color.WHITE: 'w'>, score=None)
    >>> parse_cell("19w").outcome  # paired, no result yet
    <Outcome.PENDING: 'pending'>
    >>> parse_cell("3b½").outcome, parse_cell("+F7").outcome, parse_cell("-").outcome
    (<Outcome.DRAW: 'draw'>, <Outcome.FORFEIT_WIN: 'forfeit-win'>, <Outcome.ABSENT: 'absent'>)

    :raises CellError: when the cell is not in any of these notations.
    """
    raw = text.strip().translate(DASHES)
    if notation == "uscf":
        result = parse_uscf(raw)
        if result.opponent is not None and result.opponent > MAX_PLAYER_NUMBER:
            raise expected(USCF_HELP, text, msg("grid.hint.no-such-number"))
        return result
    if raw == "-":
        return RoundResult(Outcome.ABSENT)
    if raw.upper() == "PAB":
        return RoundResult(Outcome.PAB)
    try:
        result = read_token(raw)
    except ValueError:
        pass
    else:
        if result.opponent is not None and result.opponent > MAX_PLAYER_NUMBER:
            raise expected(CELL_HELP, text, msg("grid.hint.no-such-number"))
        return result
    compact = re.sub(r"\s+", "", raw.upper())
    pending = _EXPORT_PENDING.match(compact)
    if pending and int(pending.group(1)) >= 1:
        side = Color.WHITE if pending.group(2) == "W" else Color.BLACK
        return RoundResult(Outcome.PENDING, PlayerId(int(pending.group(1))), side)
    m = _EXPORT.match(compact)
    if m:
        number, letter, res = m.groups()
        opponent = PlayerId(int(number))
        if letter == "" and res[0] in "01.,":
            raise expected(CELL_HELP, text, msg("grid.hint.colour", number=number, result=res))
        if opponent < 1:
            raise expected(CELL_HELP, text, msg("grid.hint.start-at-1"))
        if res == "+":
            return RoundResult(Outcome.FORFEIT_WIN, opponent)
        if res == "-":
            return RoundResult(Outcome.FORFEIT_LOSS, opponent)
        color = {"W": Color.WHITE, "B": Color.BLACK}.get(letter)
        outcome = {"1": Outcome.WIN, "0": Outcome.LOSS}.get(res, Outcome.DRAW)
        return RoundResult(outcome, opponent, color)
    hint = formula_hint(text)
    if looks_uscf(raw):
        hint = msg("grid.hint.uscf", cell=raw)
    raise expected(CELL_HELP, text, hint)


RESULT_ONLY = re.compile(r"^(1|0|½|=|1/2|0[.,]5|[.,]5|\+|-|X|\*)$")


# ----------------------------------------------------------------------------------------
# Pairings results and byes

_GAME_RESULTS: dict[str, tuple[Outcome, Outcome]] = {}


def _add(outcomes: tuple[Outcome, Outcome], *spellings: str) -> None:
    for s in spellings:
        _GAME_RESULTS[s] = outcomes
        _GAME_RESULTS[s.replace("-", ":")] = outcomes


_add((Outcome.WIN, Outcome.LOSS), "1-0")
_add((Outcome.LOSS, Outcome.WIN), "0-1")
_add(
    (Outcome.DRAW, Outcome.DRAW),
    "½-½",
    "1/2-1/2",
    "0.5-0.5",
    "0,5-0,5",
    ".5-.5",
    ",5-,5",
    "1/2",
    "0.5",
    "0,5",
    ".5",
    ",5",
    "=",
    "=-=",
    "½",
    "REMIS",
    "DRAW",
    "REMIZA",
    "REMIZĂ",
    "BERABERE",
    "PATTA",
    "TABLAS",
    "NULLE",
    "РЕМИ",
)
_add(
    (Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS),
    "+/-",
    "+-",
    "1-0F",
    "1F-0",
    "1F-0F",
    "1-0FF",
    "1-0K",
    "1-0KONT",
    "1-0FORFEIT",
    "1-0FORF",
    "1-0DEF",
    "1-0N",
    "+-0",
    "1-0(F)",
    "1-0FFT",
)
_add(
    (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_WIN),
    "-/+",
    "-+",
    "0-1F",
    "0F-1",
    "0F-1F",
    "0-1FF",
    "0-1K",
    "0-1KONT",
    "0-1FORFEIT",
    "0-1FORF",
    "0-1DEF",
    "0-1N",
    "0-+",
    "0-1(F)",
    "0-1FFT",
)
_add(
    (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_LOSS),
    "--",
    "-/-",
    "0-0",
    "0F-0F",
    "0-0F",
    "0-0FF",
    "0-0K",
    "---",
)
_GAME_RESULTS["+--"] = _GAME_RESULTS["+:-"] = (Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS)
_GAME_RESULTS["--+"] = (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_WIN)
_GAME_RESULTS["-:+"] = (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_WIN)
_GAME_RESULTS["-:-"] = (Outcome.FORFEIT_LOSS, Outcome.FORFEIT_LOSS)

RESULT_HELP = msg("grid.result-help")
"""What a pairings-list result looks like (1-0, 0-1, ½-½, …, -- or 0-0)."""


def result_key(text: str) -> str:
    """Return a result cell without spaces, dashes made plain, in upper case."""
    return re.sub(r"\s+", "", text.translate(DASHES)).upper()


def parse_result(text: str) -> tuple[Outcome, Outcome]:
    """Return (White's outcome, Black's outcome) for a pairings-list result.

    ``0-0`` is a double forfeit (both forfeit losses), as an arbiter reads it.

    >>> parse_result("1/2-1/2")
    (<Outcome.DRAW: 'draw'>, <Outcome.DRAW: 'draw'>)
    >>> parse_result("+:-")
    (<Outcome.FORFEIT_WIN: 'forfeit-win'>, <Outcome.FORFEIT_LOSS: 'forfeit-loss'>)

    :raises CellError: for anything else.
    """
    key = result_key(text)
    if key in _GAME_RESULTS:
        return _GAME_RESULTS[key]
    raise expected(RESULT_HELP, text, formula_hint(text))
