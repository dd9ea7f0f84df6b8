"""Planning what to write: our cells only, checked before anything is sent.

A plan lists every cell whose value or note must change, on one tab (the results tab or the
player list tab for ``--target columns``, the ``Standings`` tab for ``--target standings-tab``).

- **Columns target.** ``Rank``, ``Pts`` and one column per tie-break code, starting right of
  the organiser's last used column (or where our columns already are), headed on the header
  row, one value per player row. Each tie-break value carries a note: the explanation text of
  that player's value (:func:`core.explain.render_text`). Each header carries a note starting
  with :data:`~sheets_addon.layout.OWNER_MARK`, which is how later syncs know the column is
  ours.
- **Standings tab.** A ``Standings`` tab (created when missing) with ``Rank``, ``No``,
  ``Name``, ``Pts`` and the tie-break columns, sorted as the standings are.
- **Check codes: what we wrote, remembered in the header.** Being in one of our columns does
  not make a cell ours: the organiser may have typed a number over a rank. So the last line of
  each header note records what the sync wrote below it, as
  ``tiebreak-sheets check: 1@3:Ab3x 2@4:Qz9+ …`` — one entry per non-empty value cell: the
  player's starting number, ``@``, the sheet row, ``:``, and :func:`check_code` of the value (a
  24-bit BLAKE2b digest of the value as the sheet returns it, four base64 characters). A cell
  is ours when its code matches the entry of the player now on its row (rows move with their
  player when the organiser sorts the sheet or inserts a row) or the entry recorded for its
  row (players renumbered, a player's data cleared). At about 15 characters a player per
  column, a header note stays under 50,000 characters (Google's limit for a cell's content;
  none is documented for notes) up to some 3,000 players; past a limit Google would refuse
  the one batch, and nothing would be written. The header note is ours (its mark says so)
  and is rewritten in the same request as the values, so the codes always describe the cells
  as they are after the sync; with unchanged results the note is unchanged too and nothing is
  sent.
- **Safety.** A cell may be changed only when it is empty, or when it is in one of our columns
  and holds exactly what we wrote there: our header, or a value whose check code matches an
  entry for its player or its row — never a formula, never a value without such an entry (a
  total typed below our rows, a cell above our header), never a note in a column
  where we write no notes (``Rank``, ``Pts``, ``No``, ``Name``). An owned cell the organiser
  emptied may be rewritten: nothing is lost. Any other cell in the way stops the plan with
  :class:`~sheets_addon.errors.SheetConflictError` naming every such cell, before anything is
  sent. A header written before check codes existed (no check line) falls back to the old
  rule — a number, or text in the ``Name`` column, counts as ours — once; the next write adds
  the codes. Our columns that are no longer needed (a code dropped from the order, a player
  row gone) are cleared, never deleted.
- **Idempotence.** Cells that already hold the planned value and note are left out, so a sync
  with unchanged results plans nothing and sends nothing.
- **One request.** :meth:`WritePlan.requests` is the body of one ``spreadsheets.batchUpdate``
  (new tab, extra grid columns or rows, and ``updateCells`` carrying values and notes
  together). Google applies a batchUpdate atomically, so an interrupted sync leaves the old
  cells or the new ones, never a mixture of values and notes.
"""

from __future__ import annotations

import base64
import hashlib
import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from core.i18n.text import render
from core.render.explanation import render_text
from core.formats.grid import a1
from core.model import PlayerId
from core.scores import json_number
from core.standings import Standings
from core.tiebreaks.registry import describe, parse_code
from sheets_addon.errors import SheetConflictError, SheetRequestError
from sheets_addon.layout import (
    EMPTY,
    OWNER_MARK,
    STANDINGS_TAB,
    SheetCell,
    SheetReading,
    Tab,
    cell_at,
    is_owned_header,
    last_used_column,
    owned_columns,
)

JSON = Any
Number = int | float
TEXT_LABELS = frozenset({"Name"})
UNANNOTATED = frozenset({"Rank", "Pts", "No", "Name"})
"""Labels of the columns whose value cells get no note from us."""
CHECK_MARK = "tiebreak-sheets check:"
"""Start of the last line of a header note: the check codes of the values written below."""
_CHECK_LINE = re.compile(r"^" + re.escape(CHECK_MARK) + r"((?: [0-9]+@[0-9]+:[A-Za-z0-9+/]{4})*)$")


@dataclass(frozen=True, slots=True)
class Desired:
    """What a cell should hold: a number, a text or nothing, and a note or none."""

    value: Number | str | None
    note: str | None = None

    def describe(self) -> str:
        """Return the planned value for messages."""
        if self.value is None:
            return "nothing"
        return repr(self.value) if isinstance(self.value, str) else _show(self.value)


@dataclass(frozen=True, slots=True)
class CellChange:
    """One cell to change: where, what it holds now, what it will hold."""

    tab: str
    row: int
    col: int
    old: SheetCell
    new: Desired

    @property
    def address(self) -> str:
        """The sheet-qualified A1 address, e.g. ``'Results'!H5``."""
        return qualified(self.tab, self.row, self.col)

    def describe(self) -> str:
        """One line for ``--dry-run``."""
        line = f"{self.address}: {self.old.describe() if self.old.kind != 'empty' else 'empty'}"
        line += f" -> {self.new.describe()}"
        if (self.old.note or None) != (self.new.note or None):
            if self.new.note is None:
                line += "; note removed"
            else:
                first = self.new.note.splitlines()[0]
                line += f"; note {'set' if self.old.note is None else 'updated'}: {first!r}"
                extra = self.new.note.count("\n")
                if extra:
                    line += f" (+{extra} line{'s' if extra > 1 else ''})"
        return line


@dataclass(frozen=True)
class WritePlan:
    """The cells to change on one tab, and the grid changes they need."""

    tab: Tab
    create_tab: bool
    add_rows: int
    add_columns: int
    changes: tuple[CellChange, ...]
    labels: tuple[str, ...]

    @property
    def is_empty(self) -> bool:
        """True when nothing needs to be sent."""
        return (
            not self.changes
            and not self.create_tab
            and not self.add_rows
            and not (self.add_columns)
        )

    def requests(self) -> list[JSON]:
        """Return the requests of the one ``spreadsheets.batchUpdate`` that applies the plan."""
        out: list[JSON] = []
        sid = self.tab.sheet_id
        if self.create_tab:
            out.append(
                {
                    "addSheet": {
                        "properties": {
                            "sheetId": sid,
                            "title": self.tab.title,
                            "gridProperties": {
                                "rowCount": self.tab.rows,
                                "columnCount": self.tab.columns,
                                "frozenRowCount": 1,
                            },
                        }
                    }
                }
            )
        if self.add_columns:
            out.append(
                {
                    "appendDimension": {
                        "sheetId": sid,
                        "dimension": "COLUMNS",
                        "length": self.add_columns,
                    }
                }
            )
        if self.add_rows:
            out.append(
                {"appendDimension": {"sheetId": sid, "dimension": "ROWS", "length": self.add_rows}}
            )
        by_column: dict[int, list[CellChange]] = {}
        for change in self.changes:
            by_column.setdefault(change.col, []).append(change)
        for col in sorted(by_column):
            run: list[CellChange] = []
            for change in sorted(by_column[col], key=lambda ch: ch.row):
                if run and change.row != run[-1].row + 1:
                    out.append(_update_cells(sid, run))
                    run = []
                run.append(change)
            if run:
                out.append(_update_cells(sid, run))
        return out

    def describe(self) -> list[str]:
        """The exact cells the plan changes, one line each (for ``--dry-run``)."""
        lines = []
        if self.create_tab:
            lines.append(f"create tab {self.tab.title!r}")
        if self.add_columns:
            lines.append(f"add {self.add_columns} column(s) to tab {self.tab.title!r}")
        if self.add_rows:
            lines.append(f"add {self.add_rows} row(s) to tab {self.tab.title!r}")
        lines.extend(ch.describe() for ch in sorted(self.changes, key=lambda c: (c.col, c.row)))
        return lines


def qualified(tab: str, row: int, col: int) -> str:
    """Return ``'Tab'!A1`` for 0-based ``row`` and ``col``."""
    return "'" + tab.replace("'", "''") + "'!" + a1(row, col)


def _show(value: Number) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _cell_data(new: Desired) -> JSON:
    data: dict[str, JSON] = {}
    if isinstance(new.value, str):
        data["userEnteredValue"] = {"stringValue": new.value}
    elif new.value is not None:
        data["userEnteredValue"] = {"numberValue": new.value}
    if new.note is not None:
        data["note"] = new.note
    return data


def _update_cells(sheet_id: int, run: Sequence[CellChange]) -> JSON:
    return {
        "updateCells": {
            "start": {"sheetId": sheet_id, "rowIndex": run[0].row, "columnIndex": run[0].col},
            "rows": [{"values": [_cell_data(ch.new)]} for ch in run],
            "fields": "userEnteredValue,note",
        }
    }


def _same(old: SheetCell, new: Desired) -> bool:
    if (old.note or None) != (new.note or None):
        return False
    if new.value is None:
        return old.kind == "empty"
    if isinstance(new.value, str):
        return old.kind == "text" and old.text == new.value
    return old.kind == "number" and old.number == float(new.value)


def check_code(value: Number | str) -> str:
    """Return the check code of a value cell: four base64 characters of a BLAKE2b digest of
    the value as the sheet reads it back (a number as a float, a text as typed)."""
    payload = f"s{value}" if isinstance(value, str) else f"n{float(value)!r}"
    digest = hashlib.blake2b(payload.encode(), digest_size=3).digest()
    return base64.b64encode(digest).decode("ascii")


def _code_of(cell: SheetCell) -> str | None:
    if cell.kind == "number" and cell.number is not None:
        return check_code(cell.number)
    if cell.kind == "text":
        return check_code(cell.text)
    return None


@dataclass(frozen=True, slots=True)
class Entry:
    """One value cell we wrote: whose it is, where (0-based row) and its check code."""

    player: int
    row: int
    code: str


@dataclass(frozen=True, slots=True)
class Checks:
    """The check codes of one of our columns, as recorded in its header note."""

    entries: tuple[Entry, ...]

    def line(self) -> str:
        """The note line recording the codes (see the module docstring)."""
        parts = "".join(f" {e.player}@{e.row + 1}:{e.code}" for e in self.entries)
        return CHECK_MARK + parts

    def matches(self, code: str, *, player: int | None, row: int) -> bool:
        """True when ``code`` is what we wrote for ``player`` or at ``row``."""
        return any(
            e.code == code and (e.row == row or (player is not None and e.player == player))
            for e in self.entries
        )


def read_checks(note: str | None) -> Checks | None:
    """Return the check codes in a header note (``None`` when it has no check line)."""
    if not note:
        return None
    m = _CHECK_LINE.match(note.rsplit("\n", 1)[-1])
    if m is None:
        return None
    entries = []
    for part in m.group(1).split():
        who, code = part.split(":")
        player, row = who.split("@")
        entries.append(Entry(int(player), int(row) - 1, code))
    return Checks(tuple(entries))


@dataclass(frozen=True, slots=True)
class _Owned:
    header_row: int
    label: str
    checks: Checks | None


def _owned(cells: Sequence[Sequence[SheetCell]]) -> dict[int, _Owned]:
    return {
        col: _Owned(row, label, read_checks(cell_at(cells, row, col).note))
        for col, (row, label) in owned_columns(cells).items()
    }


def _is_ours(
    cell: SheetCell, row: int, col: int, owned: Mapping[int, _Owned], players: Mapping[int, int]
) -> bool:
    if col not in owned or cell.kind == "formula":
        return False
    column = owned[col]
    if row == column.header_row:
        return is_owned_header(cell)
    if cell.note is not None and column.label in UNANNOTATED:
        return False  # we never annotate these cells: the note is the organiser's
    if cell.kind == "empty":
        return True  # emptied (or never filled): nothing is lost by writing it
    if column.checks is None:  # a header written before check codes existed
        return cell.kind == ("text" if column.label in TEXT_LABELS else "number")
    code = _code_of(cell)
    return code is not None and column.checks.matches(code, player=players.get(row), row=row)


def header_note(label: str, st: Standings, checks: Checks | None = None) -> str:
    """The note marking one of our header cells (it starts with ``OWNER_MARK``), ending with
    the check codes of the values written below it when ``checks`` is given."""
    if label == "Rank":
        what = "rank in the standings"
    elif label == "Pts":
        what = "points"
    elif label == "No":
        what = "starting number"
    elif label == "Name":
        what = "player"
    else:
        what = f"{render(describe(parse_code(label)))} ({label}); each value's note explains it"
    text = (
        f"{OWNER_MARK} {what}, rule set {st.rules}. Written by `tiebreak-sheets sync` "
        "and rewritten at every sync: do not type in this column."
    )
    if checks is not None:
        text += "\n\n" + checks.line()
    return text


def _headers(
    desired: dict[tuple[int, int], Desired],
    st: Standings,
    labels: Sequence[str],
    *,
    header_row: int,
    start: int,
    players: Mapping[int, int],
) -> None:
    """Add the header cells to ``desired``, each note recording its column's check codes
    (``players``: row -> starting number of the player written on that row)."""
    for i, label in enumerate(labels):
        col = start + i
        entries = []
        for row, player in sorted(players.items(), key=lambda rp: (rp[1], rp[0])):
            want = desired.get((row, col))
            if want is not None and want.value is not None:
                entries.append(Entry(player, row, check_code(want.value)))
        note = header_note(label, st, Checks(tuple(entries)))
        desired[(header_row, col)] = Desired(label, note)


def _values(st: Standings, pid: PlayerId, labels: Sequence[str]) -> list[Desired]:
    row = st.row(pid)
    out: list[Desired] = []
    for label in labels:
        if label == "Rank":
            out.append(Desired(row.rank))
        elif label == "Pts":
            out.append(Desired(json_number(row.points)))
        elif label == "No":
            out.append(Desired(int(pid)))
        elif label == "Name":
            out.append(Desired(row.player.name))
        else:
            value = row.values.get(label)
            note = render_text(st.explain(pid, label))
            out.append(Desired(json_number(value), note))
    return out


def _reconcile(
    tab: Tab,
    cells: Sequence[Sequence[SheetCell]],
    desired: Mapping[tuple[int, int], Desired],
    *,
    create_tab: bool,
    labels: Sequence[str],
    players: Mapping[int, int],
) -> WritePlan:
    owned = _owned(cells)
    region: set[tuple[int, int]] = set(desired)
    for col in owned:
        for r, row in enumerate(cells):
            if col < len(row) and not row[col].is_blank:
                region.add((r, col))
    changes: list[CellChange] = []
    conflicts: list[tuple[str, str]] = []
    for r, c in sorted(region, key=lambda rc: (rc[1], rc[0])):
        old = cell_at(cells, r, c)
        new = desired.get((r, c), Desired(None))
        if _same(old, new):
            continue
        if not old.is_blank and not _is_ours(old, r, c, owned, players):
            what = old.describe()
            column = owned.get(c)
            if (
                column is not None
                and column.label in UNANNOTATED
                and r != column.header_row
                and old.kind != "empty"
                and old.note is not None
            ):
                what += f" with the note {old.note!r}"  # the note is what is not ours
            conflicts.append((qualified(tab.title, r, c), what))
            continue
        changes.append(CellChange(tab.title, r, c, old, new))
    if conflicts:
        raise SheetConflictError(conflicts)
    need_rows = max((r + 1 for r, _ in desired), default=0)
    need_cols = max((c + 1 for _, c in desired), default=0)
    return WritePlan(
        tab=tab,
        create_tab=create_tab,
        add_rows=0 if create_tab else max(0, need_rows - tab.rows),
        add_columns=0 if create_tab else max(0, need_cols - tab.columns),
        changes=tuple(changes),
        labels=tuple(labels),
    )


def _list_header_row(cells: Sequence[Sequence[SheetCell]], first_player_row: int) -> int:
    for r in range(first_player_row - 1, -1, -1):
        if any(not c.is_blank for c in (cells[r] if r < len(cells) else [])):
            return r
    raise SheetRequestError("the player list has no header row above its first player")


def plan_columns(reading: SheetReading, st: Standings) -> WritePlan:
    """Plan ``Rank``, ``Pts`` and tie-break columns beside the player rows.

    :raises SheetRequestError: when the sheet has no player rows (a pairings list without a
        player list: use the standings tab).
    :raises SheetConflictError: when a cell in the way is not ours.
    """
    rows = reading.reading.player_rows
    if not rows:
        raise SheetRequestError(
            f"tab {reading.results.title!r} is a pairings list without a player list, so there "
            "are no player rows to write beside: use --target standings-tab, or add a "
            "'Players' tab listing the players"
        )
    tab, cells = reading.player_tab, reading.player_cells
    owned = owned_columns(cells)
    if owned:
        start = min(owned)
    else:
        start = last_used_column(cells) + 1
    if reading.reading.kind == "crosstable":
        header = reading.reading.header_row
    else:
        header = _list_header_row(cells, min(rows.values()))
    labels = ("Rank", "Pts", *st.order)
    desired: dict[tuple[int, int], Desired] = {}
    for standing in st.rows:
        pid = standing.player.id
        r = rows[pid]
        for i, want in enumerate(_values(st, pid, labels)):
            desired[(r, start + i)] = want
    players = {rows[row.player.id]: int(row.player.id) for row in st.rows}
    _headers(desired, st, labels, header_row=header, start=start, players=players)
    return _reconcile(tab, cells, desired, create_tab=False, labels=labels, players=players)


def plan_standings_tab(reading: SheetReading, st: Standings) -> WritePlan:
    """Plan a sorted ``Standings`` tab (created when missing).

    :raises SheetConflictError: when the existing tab holds data that is not ours where the
        standings go.
    """
    labels = ("Rank", "No", "Name", "Pts", *st.order)
    n = len(st.rows)
    if reading.standings is not None:
        tab, cells, create = reading.standings, reading.standings_cells or [], False
    else:
        used = {t.sheet_id for t in reading.tabs}
        rng = random.Random(hash(reading.key) & 0xFFFF)
        sheet_id = rng.randrange(1, 2**31 - 1)
        while sheet_id in used:
            sheet_id = rng.randrange(1, 2**31 - 1)
        tab = Tab(STANDINGS_TAB, sheet_id, max(1000, n + 1), max(26, len(labels)))
        cells, create = [], True
    desired: dict[tuple[int, int], Desired] = {}
    for r, standing in enumerate(st.rows, start=1):
        for i, want in enumerate(_values(st, standing.player.id, labels)):
            desired[(r, i)] = want
    players = {r: int(row.player.id) for r, row in enumerate(st.rows, start=1)}
    _headers(desired, st, labels, header_row=0, start=0, players=players)
    return _reconcile(tab, cells, desired, create_tab=create, labels=labels, players=players)


__all__ = [
    "EMPTY",
    "CellChange",
    "Checks",
    "Desired",
    "Entry",
    "WritePlan",
    "check_code",
    "plan_columns",
    "plan_standings_tab",
    "read_checks",
]
