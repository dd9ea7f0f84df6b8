"""The ``Tiebreak settings`` block an organiser may put on the results tab.

**The settings block.** A cell reading ``Tiebreak settings`` starts a block of ``key | value``
rows below it (same column for the keys, values to the right), ending at the first empty
key: ``Rules | fide-2026``, ``Order | BH-C1, BH, SB`` (or one code per cell to the right),
``Target | columns`` or ``standings-tab``, ``Language | cs`` (a code, a locale such as
``cs_CZ``, or the language's name: ``Čeština``, ``Italiano``; the key may be written
``Jazyk``, ``Език``, ``Limbă``, ``Dil`` or ``Lingua`` too). The block's cells are blanked
before the grid reader sees the cells. Command-line options override it, but for the
language: the sheet's ``Language`` wins over ``--lang``.

The arbiter's last word (docs/arbiter.md): ``Lots seed | 4711`` records a drawing of lots (as
``tiebreak standings --lots 4711``), ``Single winner | yes`` asks for one winner (as
``--single-winner``: a first place still shared at the end raises ``single-winner-tie``).
Their keys and the yes/no words may be written in any of the six languages
(``Seed losování | 4711``, ``Jediný vítěz | ano``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from core.errors import InputError, Problem, UnknownTiebreakError
from core.formats.grid import a1
from core.formats.grid_cells import whole
from core.formats.headers import normalize
from core.i18n.message import msg
from core.i18n.text import LANGS
from core.model import MAX_SEED
from core.tiebreaks.registry import Scope, parse_code, split_order
from sheets_addon.cells import CellKind, SheetCell, cell_at
from sheets_addon.language import parse_language

SETTINGS_TITLE = "tiebreak settings"


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
    "language": "language",
    "lang": "language",
    "jazyk": "language",
    "език": "language",
    "limba": "language",
    "dil": "language",
    "lingua": "language",
    # the arbiter's last word, keys in the six languages
    "lots seed": "lots_seed",
    "lots": "lots_seed",
    "seed": "lots_seed",
    "seed losovani": "lots_seed",
    "losovani": "lots_seed",
    "seed за жребий": "lots_seed",
    "жребий": "lots_seed",
    "seed tragere la sorti": "lots_seed",
    "tragere la sorti": "lots_seed",
    "kura seed": "lots_seed",
    "kura": "lots_seed",
    "seed sorteggio": "lots_seed",
    "sorteggio": "lots_seed",
    "single winner": "single_winner",
    "jediny vitez": "single_winner",
    "един победител": "single_winner",
    "un singur castigator": "single_winner",
    "tek kazanan": "single_winner",
    "vincitore unico": "single_winner",
}

_YES_NO = {
    **dict.fromkeys(("yes", "y", "true", "1", "ano", "да", "da", "evet", "si"), True),
    **dict.fromkeys(("no", "n", "false", "0", "ne", "не", "nu", "hayir"), False),
}
"""The yes/no words of the six languages (normalised) for ``Single winner``."""


def read_settings(cells: Sequence[Sequence[SheetCell]], *, source: str) -> SheetSettings:
    """Return the settings block of a tab (empty settings when there is none).

    :raises InputError: for an unknown key, an unknown tie-break code or target, or two blocks.
    """
    starts = [
        (r, c)
        for r, row in enumerate(cells)
        for c, cell in enumerate(row)
        if cell.kind is CellKind.TEXT and normalize(cell.text) == SETTINGS_TITLE
    ]
    if not starts:
        return SheetSettings()
    if len(starts) > 1:
        r, c = starts[1]
        raise InputError(
            Problem(
                source,
                msg("sheets.settings.second-block", cell=a1(*starts[0])),
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
                    msg("sheets.settings.unknown-key", key=repr(key_cell.text)),
                    cell=a1(r, c0),
                )
            )
        elif key in values:
            problems.append(
                Problem(
                    source, msg("sheets.settings.twice", key=repr(key_cell.text)), cell=a1(r, c0)
                )
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
                try:  # a team event's code (rules.md 9.5): the standings check it on the event
                    checked.append(parse_code(code, Scope.TEAMS).code)
                except UnknownTiebreakError:
                    problems.append(Problem(source, exc.message or str(exc), cell=order_cell))
        order = tuple(checked) if checked else None
    if "target" in values:
        parts, cell = values["target"]
        wanted = normalize(parts[0]).replace(" ", "-") if parts else ""
        if wanted not in set(Target):
            problems.append(
                Problem(
                    source,
                    msg("sheets.settings.target", value=repr(parts[0] if parts else "")),
                    cell=cell,
                )
            )
        else:
            target = Target(wanted)
    language = None
    if "language" in values:
        parts, cell = values["language"]
        language = parse_language(parts[0]) if parts else None
        if language is None:
            problems.append(
                Problem(
                    source,
                    msg(
                        "sheets.settings.language",
                        value=repr(parts[0] if parts else ""),
                        langs=LANGS,
                    ),
                    cell=cell,
                )
            )
    lots_seed = lots_cell = None
    if "lots_seed" in values:
        parts, lots_cell = values["lots_seed"]
        lots_seed = whole(parts[0]) if parts else None
        if lots_seed is None or lots_seed > MAX_SEED:
            problems.append(
                Problem(
                    source,
                    msg(
                        "sheets.settings.lots-seed",
                        value=repr(parts[0] if parts else ""),
                        most=MAX_SEED,
                    ),
                    cell=lots_cell,
                )
            )
            lots_seed = None
    single_winner = None
    if "single_winner" in values:
        parts, cell = values["single_winner"]
        single_winner = _YES_NO.get(normalize(parts[0])) if parts else None
        if single_winner is None:
            problems.append(
                Problem(
                    source,
                    msg("sheets.settings.single-winner", value=repr(parts[0] if parts else "")),
                    cell=cell,
                )
            )
    if problems:
        raise InputError(problems)
    return SheetSettings(
        rules,
        order,
        target,
        rules_cell,
        order_cell,
        frozenset(used),
        language,
        lots_seed,
        single_winner,
        lots_cell,
    )
