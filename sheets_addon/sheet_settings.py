"""The ``Tiebreak settings`` block an organiser may put on the results tab.

**The settings block.** A cell reading ``Tiebreak settings`` starts a block of ``key | value``
rows below it (same column for the keys, values to the right), ending at the first empty
key: ``Rules | fide-2026``, ``Order | BH-C1, BH, SB`` (or one code per cell to the right),
``Target | columns`` or ``standings-tab``. The block's cells are blanked before the grid
reader sees the cells. Command-line options override it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from core.errors import InputError, Problem, UnknownTiebreakError
from core.formats.grid import a1
from core.formats.headers import normalize
from core.tiebreaks.registry import parse_code, split_order
from sheets_addon.cells import SheetCell, cell_at

SETTINGS_TITLE = "tiebreak settings"
TARGETS = ("columns", "standings-tab")


@dataclass(frozen=True)
class SheetSettings:
    """What the ``Tiebreak settings`` block says, with the cells it occupies."""

    rules: str | None = None
    order: tuple[str, ...] | None = None
    target: str | None = None
    rules_cell: str | None = None
    order_cell: str | None = None
    cells: frozenset[tuple[int, int]] = frozenset()


_KEYS = {
    "rules": "rules",
    "rule set": "rules",
    "ruleset": "rules",
    "rule": "rules",
    "order": "order",
    "tiebreaks": "order",
    "tie breaks": "order",
    "tiebreak order": "order",
    "target": "target",
    "write to": "target",
}


def read_settings(cells: Sequence[Sequence[SheetCell]], *, source: str) -> SheetSettings:
    """Return the settings block of a tab (empty settings when there is none).

    :raises InputError: for an unknown key, an unknown tie-break code or target, or two blocks.
    """
    starts = [
        (r, c)
        for r, row in enumerate(cells)
        for c, cell in enumerate(row)
        if cell.kind == "text" and normalize(cell.text) == SETTINGS_TITLE
    ]
    if not starts:
        return SheetSettings()
    if len(starts) > 1:
        r, c = starts[1]
        raise InputError(
            Problem(
                source,
                f"a second 'Tiebreak settings' block (the first is at {a1(*starts[0])}); keep one",
                cell=a1(r, c),
            )
        )
    r0, c0 = starts[0]
    used: set[tuple[int, int]] = {(r0, c0)}
    problems: list[Problem] = []
    values: dict[str, tuple[list[str], str]] = {}
    r = r0 + 1
    while cell_at(cells, r, c0).text.strip():
        key_cell = cell_at(cells, r, c0)
        used.add((r, c0))
        row = cells[r]
        parts: list[str] = []
        for c in range(c0 + 1, len(row)):  # the value cells: up to the first empty one
            if not row[c].text.strip():
                break
            parts.append(row[c].text.strip())
            used.add((r, c))
        key = _KEYS.get(normalize(key_cell.text))
        if key is None:
            problems.append(
                Problem(
                    source,
                    f"unknown setting {key_cell.text!r}: expected Rules, Order or Target",
                    cell=a1(r, c0),
                )
            )
        elif key in values:
            problems.append(
                Problem(source, f"setting {key_cell.text!r} given twice", cell=a1(r, c0))
            )
        else:
            values[key] = (parts, a1(r, c0 + 1))
        r += 1
    rules = order = target = None
    rules_cell = order_cell = None
    if "rules" in values:
        parts, rules_cell = values["rules"]
        rules = parts[0] if parts else None
    if "order" in values:
        parts, order_cell = values["order"]
        codes = split_order(parts)
        checked: list[str] = []
        for code in codes:
            try:
                checked.append(parse_code(code).code)
            except UnknownTiebreakError as exc:
                problems.append(Problem(source, str(exc), cell=order_cell))
        order = tuple(checked) if checked else None
    if "target" in values:
        parts, cell = values["target"]
        wanted = normalize(parts[0]).replace(" ", "-") if parts else ""
        if wanted not in TARGETS:
            problems.append(
                Problem(
                    source,
                    f"target {parts[0] if parts else ''!r}: expected 'columns' or 'standings-tab'",
                    cell=cell,
                )
            )
        else:
            target = wanted
    if problems:
        raise InputError(problems)
    return SheetSettings(rules, order, target, rules_cell, order_cell, frozenset(used))
