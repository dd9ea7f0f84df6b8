"""CSV files in the sheet layouts (crosstable or pairings list) of :mod:`core.formats.grid`.

The delimiter (comma, semicolon or tab) is sniffed; a UTF-8 byte-order mark is dropped. Cells
are read as text (no locale-dependent number parsing: ``1,5`` stays ``"1,5"`` and is read as
1.5 points by the grid reader).
"""

from __future__ import annotations

import csv
import io
from typing import IO

from core.errors import InputError, Problem
from core.formats.grid import GridReading, read_grid
from core.formats.notation import Notation
from core.i18n.message import msg
from core.model import Scoring

__all__ = ["read_csv", "read_csv_rows", "sniff_delimiter"]

DELIMITERS = (",", ";", "\t")


def _rows(text: str, delimiter: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter))


def sniff_delimiter(text: str) -> str:
    """Return the delimiter of a CSV text: the one of ``,`` ``;`` tab that splits its
    non-blank lines into the most cells (a comma inside ``1,5`` in a semicolon file splits
    fewer lines than the semicolons do). Ties go to the comma.

    >>> sniff_delimiter("No;Name;Pts\\n1;Ana;1,5\\n")
    ';'
    """
    best, best_score = ",", -1
    for d in DELIMITERS:
        try:
            rows = _rows(text, d)
        except csv.Error:
            continue
        score = sum(len(r) for r in rows if len(r) > 1)
        if score > best_score:
            best, best_score = d, score
    return best


def read_csv_rows(handle: IO[str], *, source: str) -> list[list[str]]:
    """Return the rows of a CSV text (delimiter sniffed, BOM removed).

    :raises InputError: when the text is not CSV (e.g. a NUL byte or an unclosed quote).
    """
    text = handle.read()
    if text.startswith("\ufeff"):
        text = text[1:]
    if "\x00" in text:
        line = text.count("\n", 0, text.index("\x00")) + 1
        raise InputError(Problem(source, msg("grid.csv-nul"), line=line))
    delimiter = sniff_delimiter(text)
    try:
        return _rows(text, delimiter)
    except csv.Error as exc:
        raise InputError(Problem(source, msg("grid.csv-unreadable", detail=str(exc)))) from exc


def read_csv(
    handle: IO[str],
    *,
    source: str,
    players: IO[str] | None = None,
    players_source: str | None = None,
    rounds: int | None = None,
    name: str = "",
    scoring: Scoring | None = None,
    notation: Notation | None = None,
) -> GridReading:
    """Return what a CSV crosstable or pairings list holds (see :func:`~core.formats.grid.
    read_grid`); ``players`` is an optional separate player-list CSV for a pairings list.

    :raises InputError: listing every problem, each with its A1 cell.
    """
    cells = read_csv_rows(handle, source=source)
    plist = None
    if players is not None:
        psource = players_source or f"{source} (player list)"
        plist = read_csv_rows(players, source=psource)
        players_source = psource
    return read_grid(
        cells,
        source=source,
        players=plist,
        rounds=rounds,
        name=name,
        scoring=scoring,
        players_source=players_source,
        notation=notation,
        whole_rows=True,
    )
