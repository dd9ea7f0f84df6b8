"""The ``Tiebreak settings`` block an organiser may put on the results tab.

The block is read by the core (:mod:`core.formats.grid_settings`: its keys, values and
messages, the same for the command line, the bot and this connector); here it gets the
connector's types: the ``Target`` of a sync (:func:`sheet_target`; the block itself is the
core's :class:`~core.formats.grid_settings.GridSettings`). The block's cells are blanked
before the grid reader sees the cells. Command-line options override it, but for the
language: the sheet's ``Language`` wins over ``--lang``.

The arbiter's last word (docs/arbiter.md): ``Lots seed | 4711`` records a drawing of lots (as
``tiebreak standings --lots 4711``), ``Single winner | yes`` asks for one winner (as
``--single-winner``: a first place still shared at the end raises ``single-winner-tie``).
``Start date | 2025-09-13`` picks the FIDE edition ``fide`` means (rules.md 2.2).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from core.formats.grid_settings import SETTINGS_TITLE, GridSettings, find_settings
from sheets_addon.cells import CellKind, SheetCell

__all__ = ["SETTINGS_TITLE", "Target", "read_settings", "sheet_target"]


class Target(StrEnum):
    """Where a sync writes (``--target``, the settings block's ``Target``)."""

    COLUMNS = "columns"
    """Columns beside the organiser's player rows."""
    STANDINGS_TAB = "standings-tab"
    """A ``Standings`` tab of its own."""


def sheet_target(settings: GridSettings) -> Target | None:
    """Return the settings block's ``Target`` as the connector's enum (None: unsaid). The
    core checked the value against :data:`core.formats.grid_settings.TARGETS`."""
    return Target(settings.target) if settings.target is not None else None


def read_settings(cells: Sequence[Sequence[SheetCell]], *, source: str) -> GridSettings:
    """Return the settings block of a tab (empty settings when there is none): the core's
    reading (:func:`core.formats.grid_settings.find_settings`), the title a typed text.

    :raises InputError: for an unknown key, an unknown rule set, tie-break code, date or
        target, or two blocks, each with its cell.
    """
    return find_settings(
        [[c.text for c in row] for row in cells],
        source=source,
        is_text=lambda r, c: cells[r][c].kind is CellKind.TEXT,
    )
