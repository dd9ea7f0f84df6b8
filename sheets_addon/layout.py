"""Reading the organiser's spreadsheet: cells, the settings block, our own columns, the grid.

**How cells are read.** One ``spreadsheets.get`` with grid data returns, for each cell, what
was typed (``userEnteredValue``), what it evaluates to (``effectiveValue``), what it shows
(``formattedValue``), its number format and its note. The text handed to
:func:`core.formats.grid.read_grid` is chosen per cell:

- text stays text exactly as typed, so ``1,5`` typed in a sheet whose locale did not turn it
  into a number reaches the core score parser, which reads it as 1.5 (never 15, unlike
  gspread's ``numericise``);
- a number (typed, or the result of a formula) becomes its exact shortest decimal (``1.5``,
  ``3``) from the *unformatted* value, because a number format can round what is shown (1.5
  shown as ``2`` in a column formatted ``0``) and the locale changes the separators; the
  value a German-locale sheet made of ``1,5`` is the number 1.5, read exactly;
- a number the sheet turned into a date or time (typing ``1/2`` in a US-locale sheet makes
  2 January) is read as the text it shows (``1/2``), since that is what the organiser typed
  and sees;
- booleans read ``TRUE``/``FALSE``; errors (``#REF!``) read as shown, and the grid reader
  reports them with their cell.

**Our columns.** Every header cell the connector writes carries a note beginning with
:data:`OWNER_MARK`; a column is ours when its header cell has that note and holds one of our
labels. The organiser's data is the rest of the tab: our columns are blanked before the grid
reader sees the cells, so our ``Rank``/``Pts`` never read as the organiser's.

**The settings block.** A cell reading ``Tiebreak settings`` starts a block of ``key | value``
rows below it (same column for the keys, values to the right), ending at the first empty
key: ``Rules | fide-2026``, ``Order | BH-C1, BH, SB`` (or one code per cell to the right),
``Target | columns`` or ``standings-tab``. The block's cells are blanked before the grid
reader sees the cells. Command-line options override it.
"""

from __future__ import annotations

import re
import urllib.parse
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from core.errors import InputError, Problem, UnknownTiebreakError
from core.formats.grid import GridReading, a1, read_grid
from core.formats.headers import normalize
from core.tiebreaks.registry import parse_code
from sheets_addon.errors import SheetNotFound, SheetRequestError

JSON = Any
CellKind = Literal["empty", "text", "number", "bool", "formula", "error"]

OWNER_MARK = "tiebreak-sheets:"
SETTINGS_TITLE = "tiebreak settings"
STANDINGS_TAB = "Standings"
PLAYER_TAB_NAMES = frozenset(
    normalize(n)
    for n in (
        "Players",
        "Player list",
        "Entries",
        "Participants",
        "Registrations",
        "Hráči",
        "Spieler",
        "Teilnehmer",
        "Jugadores",
        "Joueurs",
        "Giocatori",
        "Jucători",
        "Oyuncular",
        "Състезатели",
        "Играчи",
    )
)
TARGETS = ("columns", "standings-tab")


# ----------------------------------------------------------------------------- cells


@dataclass(frozen=True, slots=True)
class SheetCell:
    """One cell as read: the text the grid reader sees, its kind, its number, its note."""

    text: str = ""
    kind: CellKind = "empty"
    number: float | None = None
    note: str | None = None
    formula: str | None = None

    @property
    def is_blank(self) -> bool:
        """True when the cell holds neither a value nor a note."""
        return self.kind == "empty" and self.note is None

    def describe(self) -> str:
        """Return what the cell holds, for messages (``'Anna'``, ``1.5``, ``=SUM(A1:A3)``)."""
        if self.kind == "empty":
            return f"a note {self.note!r}" if self.note is not None else "nothing"
        if self.kind == "formula":
            return f"the formula {self.formula!r}"
        if self.kind == "number":
            return self.text
        return repr(self.text)


EMPTY = SheetCell()


def _exact_decimal(number: float) -> str:
    if number.is_integer() and abs(number) < 2**53:
        return str(int(number))
    return repr(number)


def parse_cell_data(data: Mapping[str, JSON]) -> SheetCell:
    """Return the :class:`SheetCell` of one ``CellData`` dict (see the module docstring)."""
    note = data.get("note") or None
    entered = data.get("userEnteredValue") or {}
    effective = data.get("effectiveValue") or {}
    shown = str(data.get("formattedValue", ""))
    if not entered and not effective:
        return SheetCell(note=note) if note is not None else EMPTY
    fmt = ((data.get("effectiveFormat") or {}).get("numberFormat") or {}).get("type")
    if "formulaValue" in entered:
        # The value is the formula's result; kind "formula" so we never overwrite one.
        inner = parse_cell_data(
            {
                "effectiveValue": effective,
                "formattedValue": shown,
                "effectiveFormat": data.get("effectiveFormat") or {},
            }
        )
        return SheetCell(inner.text, "formula", inner.number, note, str(entered["formulaValue"]))
    if "numberValue" in effective:
        number = float(effective["numberValue"])
        if fmt in ("DATE", "TIME", "DATE_TIME"):
            return SheetCell(shown, "text", None, note)
        return SheetCell(_exact_decimal(number), "number", number, note)
    if "stringValue" in effective:
        return SheetCell(str(effective["stringValue"]), "text", None, note)
    if "boolValue" in effective:
        return SheetCell("TRUE" if effective["boolValue"] else "FALSE", "bool", None, note)
    if "errorValue" in effective:
        return SheetCell(shown or "#ERROR!", "error", None, note)
    return SheetCell(shown, "text", None, note)


def parse_cells(rows: Sequence[Sequence[Mapping[str, JSON]]]) -> list[list[SheetCell]]:
    """Return the :class:`SheetCell` grid of rows of ``CellData`` dicts."""
    return [[parse_cell_data(c) for c in row] for row in rows]


def cell_at(cells: Sequence[Sequence[SheetCell]], row: int, col: int) -> SheetCell:
    """Return the cell at 0-based ``row``/``col`` (an empty one outside the data)."""
    if 0 <= row < len(cells) and 0 <= col < len(cells[row]):
        return cells[row][col]
    return EMPTY


# ----------------------------------------------------------------------------- settings


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
        codes = [c.strip() for p in parts for c in re.split(r"[,;]", p) if c.strip()]
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


# ----------------------------------------------------------------------------- our columns


OWN_LABELS = frozenset({"Rank", "Pts", "No", "Name"})


def is_label(text: str) -> bool:
    """True when ``text`` is a header the connector writes (``Rank``, ``Pts``, ``No``,
    ``Name`` or a canonical tie-break code)."""
    if text in OWN_LABELS:
        return True
    try:
        return parse_code(text).code == text
    except UnknownTiebreakError:
        return False


def is_owned_header(cell: SheetCell) -> bool:
    """True when a header cell was written by the connector: it holds one of our labels and
    its note carries our mark (an organiser retyping the header makes the column theirs)."""
    return (
        cell.kind == "text"
        and cell.note is not None
        and cell.note.startswith(OWNER_MARK)
        and is_label(cell.text)
    )


def owned_columns(cells: Sequence[Sequence[SheetCell]]) -> dict[int, tuple[int, str]]:
    """Return our columns of a tab: column -> (header row, label)."""
    found: dict[int, tuple[int, str]] = {}
    for r, row in enumerate(cells):
        for c, cell in enumerate(row):
            if is_owned_header(cell) and c not in found:
                found[c] = (r, cell.text)
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


# ----------------------------------------------------------------------------- the sheet


@dataclass(frozen=True)
class Tab:
    """A worksheet's identity and grid size."""

    title: str
    sheet_id: int
    rows: int
    columns: int


@dataclass(frozen=True)
class SheetReading:
    """Everything a sync knows after its two reads."""

    key: str
    spreadsheet_title: str
    results: Tab
    results_cells: list[list[SheetCell]]
    reading: GridReading
    settings: SheetSettings
    players: Tab | None = None
    players_cells: list[list[SheetCell]] | None = None
    standings: Tab | None = None
    standings_cells: list[list[SheetCell]] | None = None
    tabs: tuple[Tab, ...] = field(default_factory=tuple)

    @property
    def player_tab(self) -> Tab:
        """The tab holding the player rows (the results tab unless a player list tab is)."""
        return self.players if self.players is not None else self.results

    @property
    def player_cells(self) -> list[list[SheetCell]]:
        """The cells of :attr:`player_tab`."""
        return self.players_cells if self.players_cells is not None else self.results_cells


_KEY_IN_URL = re.compile(r"/spreadsheets/d/([A-Za-z0-9_-]+)")
_KEY = re.compile(r"^[A-Za-z0-9_-]{20,}$")


def parse_sheet_ref(text: str) -> tuple[str, int | None]:
    """Return ``(key, gid)`` of a spreadsheet URL or a bare key (gid: the tab in the URL).

    >>> parse_sheet_ref("https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUv/edit#gid=42")
    ('1AbCdEfGhIjKlMnOpQrStUv', 42)

    :raises SheetNotFound: when ``text`` is neither.
    """
    text = text.strip()
    m = _KEY_IN_URL.search(text)
    if m:
        parts = urllib.parse.urlsplit(text)
        gid = None
        for piece in (parts.fragment, parts.query):
            found = urllib.parse.parse_qs(piece).get("gid")
            if found and found[0].isdigit():
                gid = int(found[0])
        return m.group(1), gid
    if _KEY.match(text):
        return text, None
    raise SheetNotFound(
        f"{text!r} is neither a Google Sheets URL (https://docs.google.com/spreadsheets/d/…) "
        "nor a spreadsheet key",
        key=text,
    )


def _tabs(metadata: Mapping[str, JSON]) -> list[Tab]:
    tabs = []
    for sheet in metadata.get("sheets", []):
        p = sheet.get("properties", {})
        grid = p.get("gridProperties", {})
        if p.get("sheetType", "GRID") != "GRID":
            continue
        tabs.append(
            Tab(
                str(p.get("title")),
                int(p.get("sheetId", 0)),
                int(grid.get("rowCount", 0)),
                int(grid.get("columnCount", 0)),
            )
        )
    return tabs


def choose_tab(tabs: Sequence[Tab], *, key: str, name: str | None, gid: int | None) -> Tab:
    """Return the results tab: by name (case-insensitive), else by the URL's gid, else the
    first tab.

    :raises SheetNotFound: naming the tabs there are.
    """
    if not tabs:
        raise SheetRequestError(f"spreadsheet {key!r} has no grid worksheet")
    if name is not None:
        for tab in tabs:
            if tab.title == name:
                return tab
        for tab in tabs:
            if tab.title.casefold() == name.casefold():
                return tab
        raise SheetNotFound(
            f"spreadsheet {key!r} has no worksheet {name!r}; it has "
            + ", ".join(repr(t.title) for t in tabs),
            key=key,
            worksheet=name,
        )
    if gid is not None:
        for tab in tabs:
            if tab.sheet_id == gid:
                return tab
    return tabs[0]


def read_sheet(
    gateway: Any,
    key: str,
    *,
    worksheet: str | None = None,
    gid: int | None = None,
    want_standings: bool = True,
) -> SheetReading:
    """Read the spreadsheet (two requests) and recognise the organiser's layout.

    :raises InputError: with the A1 cell of every problem in the organiser's data.
    :raises SheetsError: for a missing sheet, missing permission or a failing service.
    """
    metadata = gateway.metadata(key)
    tabs = _tabs(metadata)
    results = choose_tab(tabs, key=key, name=worksheet, gid=gid)
    players = next(
        (t for t in tabs if t is not results and normalize(t.title) in PLAYER_TAB_NAMES), None
    )
    standings = next(
        (t for t in tabs if t is not results and t.title.casefold() == STANDINGS_TAB.casefold()),
        None,
    )
    if standings is not None and not want_standings:
        standings = None
    titles = [results.title]
    if players is not None:
        titles.append(players.title)
    if standings is not None and standings is not players:
        titles.append(standings.title)
    raw = gateway.read_cells(key, titles)
    results_cells = parse_cells(raw.get(results.title, []))
    source = results.title
    settings = read_settings(results_cells, source=source)
    own = owned_columns(results_cells)
    grid = organiser_text(results_cells, hide_columns=list(own), hide_cells=settings.cells)
    title = str(metadata.get("properties", {}).get("title", ""))
    reading = read_grid(grid, source=source, name=title)
    players_cells = None
    if reading.kind == "pairings" and not reading.player_rows and players is not None:
        players_cells = parse_cells(raw.get(players.title, []))
        plist = organiser_text(players_cells, hide_columns=list(owned_columns(players_cells)))
        reading = read_grid(
            grid, source=source, name=title, players=plist, players_source=players.title
        )
    else:
        players = None
    standings_cells = parse_cells(raw.get(standings.title, [])) if standings else None
    return SheetReading(
        key=key,
        spreadsheet_title=title,
        results=results,
        results_cells=results_cells,
        reading=reading,
        settings=settings,
        players=players,
        players_cells=players_cells,
        standings=standings,
        standings_cells=standings_cells,
        tabs=tuple(tabs),
    )
