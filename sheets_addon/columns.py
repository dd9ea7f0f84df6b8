"""Which columns of a tab are ours, and the organiser's part of a tab without them.

**Our columns.** Every header cell the connector writes carries a note beginning with
:data:`OWNER_MARK`; a column is ours when its header cell has that note and holds one of our
labels, in any of the six languages (a sheet whose ``Language`` changed still has the headers
of the last sync: :func:`~sheets_addon.language.canonical_label`). The organiser's data is
the rest of the tab: our columns are blanked before the grid reader sees the cells, so our
``Rank``/``Pts`` never read as the organiser's.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.errors import UnknownTiebreakError
from core.tiebreaks.registry import Scope, parse_code
from sheets_addon.cells import CellKind, SheetCell
from sheets_addon.language import canonical_label

OWNER_MARK = "tiebreak-sheets:"
"""Start of the note on every header cell the connector writes."""


def label_of(text: str) -> str | None:
    """Return the label of a header the connector writes: ``Rank``, ``Pts``, ``No``,
    ``Name``, ``Note`` (a team event's ``Team``, ``MP``, ``GP``) for their header in any
    language, a canonical tie-break code (individual or team, rules.md 9.5) as it is; None
    for any other text."""
    word = canonical_label(text)
    if word is not None:
        return word
    for scope in Scope:
        try:
            if parse_code(text, scope).code == text:
                return text
        except UnknownTiebreakError:
            pass
    return None


def is_label(text: str) -> bool:
    """True when ``text`` is a header the connector writes (:func:`label_of`)."""
    return label_of(text) is not None


def is_owned_header(cell: SheetCell) -> bool:
    """True when a header cell was written by the connector: it holds one of our labels and
    its note carries our mark (an organiser retyping the header makes the column theirs)."""
    return (
        cell.kind is CellKind.TEXT
        and cell.note is not None
        and cell.note.startswith(OWNER_MARK)
        and is_label(cell.text)
    )


def owned_columns(cells: Sequence[Sequence[SheetCell]]) -> dict[int, tuple[int, str]]:
    """Return our columns of a tab: column -> (header row, label), the label in English
    whatever the language of the header (``Rank`` for ``Pořadí``)."""
    found: dict[int, tuple[int, str]] = {}
    for r, row in enumerate(cells):
        for c, cell in enumerate(row):
            if is_owned_header(cell) and c not in found:
                found[c] = (r, label_of(cell.text) or cell.text)
    return found


def organiser_text(
    cells: Sequence[Sequence[SheetCell]],
    *,
    hide_columns: Sequence[int] = (),
    hide_cells: frozenset[tuple[int, int]] = frozenset(),
) -> list[list[str]]:
    """Return the tab's text without our columns and the settings block (blanked, so every
    other cell keeps its address)."""
    hidden = set(hide_columns)
    return [
        ["" if (c in hidden or (r, c) in hide_cells) else cell.text for c, cell in enumerate(row)]
        for r, row in enumerate(cells)
    ]


def last_used_column(
    cells: Sequence[Sequence[SheetCell]], *, ignore_columns: Sequence[int] = ()
) -> int:
    """Return the last column holding a value or a note outside ``ignore_columns`` (-1: none)."""
    ignored = set(ignore_columns)
    last = -1
    for row in cells:
        for c in range(len(row) - 1, last, -1):
            if c not in ignored and not row[c].is_blank:
                last = c
                break
    return last
