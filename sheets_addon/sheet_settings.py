"""The ``Tiebreak settings`` block an organiser may put on the results tab.

The block is read by the core (:mod:`core.formats.grid_settings`: its keys, values and
messages, the same for the command line, the bot and this connector); here it gets the
connector's types: the ``Target`` of a sync. The block's cells are blanked before the grid
reader sees the cells. Command-line options override it, but for the language: the sheet's
``Language`` wins over ``--lang``.

The arbiter's last word (docs/arbiter.md): ``Lots seed | 4711`` records a drawing of lots (as
``tiebreak standings --lots 4711``), ``Single winner | yes`` asks for one winner (as
``--single-winner``: a first place still shared at the end raises ``single-winner-tie``).
``Start date | 2025-09-13`` picks the FIDE edition ``fide`` means (rules.md 2.2).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from enum import StrEnum

from core.formats.grid_settings import SETTINGS_TITLE, find_settings
from sheets_addon.cells import CellKind, SheetCell

__all__ = ["SETTINGS_TITLE", "SheetSettings", "Target", "read_settings"]


class Target(StrEnum):
    """Where a sync writes (``--target``, the settings block's ``Target``)."""

    COLUMNS = "columns"
    """Columns beside the organiser's player rows."""
    STANDINGS_TAB = "standings-tab"
    """A ``Standings`` tab of its own."""


@dataclass(frozen=True)
class SheetSettings:
    """What the ``Tiebreak settings`` block says, with the cells it occupies."""

    rules: str | None = None
    order: tuple[str, ...] | None = None
    target: Target | None = None
    rules_cell: str | None = None
    order_cell: str | None = None
    cells: frozenset[tuple[int, int]] = frozenset()
    language: str | None = None
    """The catalogue language named by the ``Language`` key (``cs``)."""
    lots_seed: int | None = None
    """The seed of the drawing of lots (``Lots seed``), for ``LOTS``."""
    single_winner: bool | None = None
    """Whether the regulations require a single winner (``Single winner``); None: unsaid."""
    lots_cell: str | None = None
    """The A1 cell of the ``Lots seed`` value."""
    start_date: date | None = None
    """The event's start (``Start date``)."""


def read_settings(cells: Sequence[Sequence[SheetCell]], *, source: str) -> SheetSettings:
    """Return the settings block of a tab (empty settings when there is none): the core's
    reading (:func:`core.formats.grid_settings.find_settings`), the title a typed text.

    :raises InputError: for an unknown key, an unknown rule set, tie-break code, date or
        target, or two blocks, each with its cell.
    """
    found = find_settings(
        [[c.text for c in row] for row in cells],
        source=source,
        is_text=lambda r, c: cells[r][c].kind is CellKind.TEXT,
    )
    return SheetSettings(
        found.rules,
        found.order,
        Target(found.target) if found.target is not None else None,
        found.rules_cell,
        found.order_cell,
        found.cells,
        found.language,
        found.lots_seed,
        found.single_winner,
        found.lots_cell,
        found.start_date,
    )
