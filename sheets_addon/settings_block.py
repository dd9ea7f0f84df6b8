"""Changing a tab's ``Tiebreak settings`` block (rule set, tie-break order, language): the
cells to write, planned here and sent through the gateway in one batch, as the sync sends its
columns. ``tiebreak-serve`` runs it on a
:class:`~sheets_addon.service.request_gateway.RequestGateway` for the add-on's Settings page
(``POST /v1/settings``), so the script plans no write.

The block is the one :mod:`core.formats.grid_settings` reads (docs/grids.md 6): a key given a
value is rewritten in its row (its other value cells cleared); a new key is added after the
block's last row; a key removed (``""``) takes the block's last row in its place, so the block
stays unbroken (its reading ends at the first empty key). A tab without a block gets one below
its last filled row, one empty row between, in column A. The planned block is read back by the
core before anything is sent: a value that is not one (a rule set, a code, a language) is
refused with the cell it would go into, in the sheet's language, and nothing is written.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from core.errors import InputError, Problem
from core.formats.grid_cells import a1
from core.formats.grid_settings import (
    SETTINGS_TITLE,
    find_settings,
    parse_language,
    settings_key,
)
from core.formats.headers import normalize
from core.i18n.message import msg
from sheets_addon.api_types import JSON, Gateway
from sheets_addon.cells import CellKind, SheetCell, parse_cells
from sheets_addon.errors import SheetInputError
from sheets_addon.language import choose_language
from sheets_addon.layout import Tab, _tabs, choose_tab

__all__ = ["BLOCK_KEYS", "KEY_WORDS", "BlockPlan", "BlockValues", "plan_settings_block"]

BLOCK_KEYS = ("rules", "order", "language")
"""The keys the Settings page changes (the block's other keys are kept as they are)."""

TITLE_TEXT = "Tiebreak settings"

KEY_WORDS: dict[str, dict[str, str]] = {
    "en": {"rules": "Rules", "order": "Order", "language": "Language"},
    "cs": {"rules": "Pravidla", "order": "Pořadí", "language": "Jazyk"},
    "bg": {"rules": "Правила", "order": "Ред", "language": "Език"},
    "ro": {"rules": "Reguli", "order": "Ordinea", "language": "Limba"},
    "tr": {"rules": "Kurallar", "order": "Sıra", "language": "Dil"},
    "it": {"rules": "Regole", "order": "Ordine", "language": "Lingua"},
}
"""The key written for a new row, in the sheet's language (each one a key the core reads)."""

Cell = Mapping[str, JSON]


@dataclass(frozen=True)
class BlockValues:
    """The block's rule set, order and language as typed (None: the key is absent)."""

    rules: str | None = None
    order: str | None = None
    language: str | None = None


@dataclass(frozen=True)
class BlockPlan:
    """What :func:`plan_settings_block` sent: the tab, the block before and after, the number
    of cells changed (0: nothing sent), the first cell written and the sheet's language."""

    tab: Tab
    before: BlockValues
    after: BlockValues
    cells: int
    first_cell: str | None
    lang: str


@dataclass
class _Block:
    found: bool
    row: int  # the title's row (0-based), or where a new block's title goes
    column: int
    lines: list[list[Cell]]  # each key row's cells, from the key on


def _text(cell: SheetCell) -> str:
    return cell.text.strip()


def _find(raw: Sequence[Sequence[Cell]], cells: Sequence[Sequence[SheetCell]]) -> _Block:
    for r, row in enumerate(cells):
        for c, cell in enumerate(row):
            if cell.kind is CellKind.TEXT and normalize(cell.text) == SETTINGS_TITLE:
                lines: list[list[Cell]] = []
                k = r + 1
                while k < len(cells) and c < len(cells[k]) and _text(cells[k][c]):
                    width = 1
                    while c + width < len(cells[k]) and _text(cells[k][c + width]):
                        width += 1
                    lines.append([raw[k][c + j] for j in range(width)])
                    k += 1
                return _Block(True, r, c, lines)
    filled = [r for r, row in enumerate(cells) if any(_text(x) for x in row)]
    return _Block(False, filled[-1] + 2 if filled else 0, 0, [])


def _values(block: _Block) -> BlockValues:
    found: dict[str, str] = {}
    for line in block.lines:
        key = settings_key(_typed(line[0]))
        if key in BLOCK_KEYS and key not in found:
            found[key] = ", ".join(_typed(c) for c in line[1:])
    return BlockValues(found.get("rules"), found.get("order"), found.get("language"))


def _typed(cell: Cell) -> str:
    entered = cell.get("userEnteredValue") or {}
    for kind in ("stringValue", "numberValue", "formulaValue"):
        if kind in entered:
            value = entered[kind]
            if isinstance(value, float) and value.is_integer():
                value = int(value)
            return str(value).strip()
    return str(cell.get("formattedValue", "")).strip()


def _movable(cell: Cell) -> Cell:
    """The cell as it can move to another row: a date (``Start date``) as the text it shows,
    since the number of a date written elsewhere would lose its format."""
    fmt = ((cell.get("effectiveFormat") or {}).get("numberFormat") or {}).get("type")
    if fmt in ("DATE", "TIME", "DATE_TIME") and cell.get("formattedValue"):
        return {**cell, "userEnteredValue": {"stringValue": str(cell["formattedValue"])}}
    return cell


def _text_cell(text: str) -> dict[str, JSON]:
    return {"userEnteredValue": {"stringValue": text}}


def plan_settings_block(
    gateway: Gateway,
    key: str,
    wanted: Mapping[str, str],
    *,
    worksheet: str | None = None,
    lang: str | None = None,
) -> BlockPlan:
    """Write the rule set, order and language of ``wanted`` (keys of :data:`BLOCK_KEYS`;
    ``""`` removes the key; a key left out is kept) into the settings block of the tab
    ``worksheet`` (default: the first), in one batch through ``gateway``; nothing is sent
    when the block already says so. ``lang``: the caller's language, after the block's own
    ``Language`` and before the spreadsheet's locale (as the sync chooses).

    :raises SheetInputError: a value that is not one, or a cell in the way of the block's new
        row, each with its cell, in the sheet's language.
    """
    metadata, grids = gateway.read_spreadsheet(key)
    tab = choose_tab(_tabs(metadata), key=key, name=worksheet, gid=None)
    raw = grids.get(tab.title, [])
    cells = parse_cells(raw)
    locale = metadata.get("properties", {}).get("locale")
    locale = str(locale) if locale else None
    block = _find(raw, cells)
    before = _values(block)
    sheet_lang = choose_language(
        parse_language(before.language) if before.language else None, lang, locale
    ).lang

    lines = [[_movable(c) for c in line] for line in block.lines]
    for name in BLOCK_KEYS:
        if name not in wanted:
            continue
        value = wanted[name].strip()
        if name == "language" and value:
            value = parse_language(value) or value  # the code (cs) when it names one
        at = next((i for i, ln in enumerate(lines) if settings_key(_typed(ln[0])) == name), None)
        if not value:
            if at is not None:
                lines[at] = lines[-1]
                lines.pop()
            continue
        head = lines[at][0] if at is not None else _text_cell(KEY_WORDS[sheet_lang][name])
        line = [head, _text_cell(value)]
        if at is None:
            lines.append(line)
        else:
            lines[at] = line

    if block.found:
        first_row, old, new = block.row + 1, block.lines, lines
    elif lines:
        first_row, old, new = block.row, [], [[_text_cell(TITLE_TEXT)], *lines]
    else:
        return BlockPlan(tab, before, before, 0, None, sheet_lang)
    planned = [[_text(c) for c in row] for row in cells]
    kinds = {
        (r, c): cell.kind is CellKind.TEXT
        for r, row in enumerate(cells)
        for c, cell in enumerate(row)
    }
    problems: list[Problem] = []
    rows_out: list[tuple[int, list[Cell]]] = []
    for i in range(max(len(old), len(new))):
        r = first_row + i
        was = old[i] if i < len(old) else []
        now = new[i] if i < len(new) else []
        width = max(len(was), len(now))
        line_out: list[Cell] = []
        for j in range(width):
            c = block.column + j
            here: Cell = raw[r][c] if r < len(raw) and c < len(raw[r]) else {}
            cell: dict[str, JSON] = dict(now[j]) if j < len(now) else {}
            cell.pop("note", None)
            if here.get("note"):
                cell["note"] = here["note"]
            if j >= len(was) and _text(parse_cells([[here]])[0][0]):
                where = a1(r, c)
                problems.append(
                    Problem(tab.title, msg("sheets.settings.no-room", cell=where), cell=where)
                )
            line_out.append(cell)
            while len(planned) <= r:
                planned.append([])
            while len(planned[r]) <= c:
                planned[r].append("")
            planned[r][c] = _typed(cell)
            kinds[(r, c)] = True
        padded = [*was, *([{}] * (width - len(was)))]
        if [_entered(x) for x in line_out] != [_entered(x) for x in padded]:
            rows_out.append((r, line_out))
    if problems:
        raise SheetInputError(problems, lang=sheet_lang)
    try:
        found = find_settings(
            planned, source=tab.title, is_text=lambda r, c: kinds.get((r, c), False)
        )
    except InputError as exc:
        raise SheetInputError(exc.problems, lang=sheet_lang) from exc
    del found  # read only to check the planned block
    after = _values(_Block(True, 0, 0, lines))
    if not rows_out:
        return BlockPlan(tab, before, after, 0, None, sheet_lang)
    requests: list[JSON] = []
    last = max(r for r, _ in rows_out)
    if last >= tab.rows:
        requests.append(
            {
                "appendDimension": {
                    "sheetId": tab.sheet_id,
                    "dimension": "ROWS",
                    "length": last + 1 - tab.rows,
                }
            }
        )
    changed = 0
    for r, line_out in rows_out:
        requests.append(
            {
                "updateCells": {
                    "start": {"sheetId": tab.sheet_id, "rowIndex": r, "columnIndex": block.column},
                    "rows": [{"values": line_out}],
                    "fields": "userEnteredValue,note",
                }
            }
        )
        changed += len(line_out)
    gateway.batch_update(key, requests)
    after_lang = choose_language(after.language, lang, locale).lang
    first = a1(rows_out[0][0], block.column)
    return BlockPlan(tab, before, after, changed, first, after_lang)


def _entered(cell: Cell) -> JSON:
    return cell.get("userEnteredValue") or None
