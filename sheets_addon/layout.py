"""Reading the organiser's spreadsheet: which tab is which, and the layout of the results.

One ``spreadsheets.get`` returns every tab's properties and cells (:mod:`sheets_addon.cells`
explains how a cell is read). The results tab is the one named by ``--worksheet``, else the
tab in the URL, else the first tab; a tab named like ``Players`` holds the player list of a
pairings list (beside a crosstable it only confirms who the players are); a ``Standings``
tab is the target of ``--target standings-tab``. The settings block
(:mod:`sheets_addon.sheet_settings`) and our own columns (:mod:`sheets_addon.columns`,
recognised whatever the language of their headers) are blanked before
:func:`core.formats.grid.read_grid` sees the organiser's cells. The spreadsheet's locale
(``properties.locale``) is kept: it decides the language of a sync when neither the settings
block nor the caller does (:mod:`sheets_addon.language`), and problems in the organiser's
data are raised as :class:`~sheets_addon.errors.SheetInputError` carrying that language.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from core.errors import InputError
from core.formats.grid import GridReading, ReadingKind, has_player_list, read_grid
from core.formats.grid_settings import GridSettings
from core.formats.headers import normalize
from core.sources.refs import google_sheet_ref
from sheets_addon.api_types import JSON, Gateway
from sheets_addon.cells import SheetCell, parse_cells
from sheets_addon.columns import organiser_text, owned_columns
from sheets_addon.errors import SheetInputError, SheetNotFound, SheetRequestError
from sheets_addon.language import choose_language
from sheets_addon.sheet_settings import read_settings

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
TEAM_TAB_NAMES = frozenset(
    normalize(n)
    for n in (
        "Teams",
        "Team list",
        "Družstva",
        "Mannschaften",
        "Equipos",
        "Équipes",
        "Squadre",
        "Echipe",
        "Takımlar",
        "Отбори",
    )
)
"""A team event's Teams tab: the player list of its board games (formats.md 6)."""


@dataclass(frozen=True)
class Tab:
    """A worksheet's identity and grid size."""

    title: str
    sheet_id: int
    rows: int
    columns: int


@dataclass(frozen=True)
class SheetReading:
    """Everything a sync knows after its read of the spreadsheet."""

    key: str
    spreadsheet_title: str
    results: Tab
    results_cells: list[list[SheetCell]]
    reading: GridReading
    settings: GridSettings
    players: Tab | None = None
    players_cells: list[list[SheetCell]] | None = None
    standings: Tab | None = None
    standings_cells: list[list[SheetCell]] | None = None
    tabs: tuple[Tab, ...] = field(default_factory=tuple)
    raw: Mapping[str, list[list[JSON]]] = field(default_factory=dict, repr=False)
    """Every tab's rows of ``CellData`` dicts as read (title -> rows)."""
    locale: str | None = None
    """The spreadsheet's ``properties.locale`` (``cs_CZ``), when Google gave one."""

    @property
    def player_tab(self) -> Tab:
        """The tab holding the player rows (the results tab unless a player list tab is)."""
        return self.players if self.players is not None else self.results

    @property
    def player_cells(self) -> list[list[SheetCell]]:
        """The cells of :attr:`player_tab`."""
        return self.players_cells if self.players_cells is not None else self.results_cells


def parse_sheet_ref(text: str) -> tuple[str, int | None]:
    """Return ``(key, gid)`` of a spreadsheet URL or a bare key (gid: the tab in the URL).

    >>> parse_sheet_ref("https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUv/edit#gid=42")
    ('1AbCdEfGhIjKlMnOpQrStUv', 42)

    :raises SheetNotFound: when ``text`` is neither.
    """
    text = text.strip()
    found = google_sheet_ref(text)
    if found is not None:
        return found
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
    gateway: Gateway,
    key: str,
    *,
    worksheet: str | None = None,
    gid: int | None = None,
    want_standings: bool = True,
    lang: str | None = None,
) -> SheetReading:
    """Read the spreadsheet (one request: every tab with its cells) and recognise the
    organiser's layout (``lang``: the language the caller asked for, see
    :func:`recognise`).

    :raises InputError: with the A1 cell of every problem in the organiser's data.
    :raises SheetsError: for a missing sheet, missing permission or a failing service.
    """
    metadata, raw = gateway.read_spreadsheet(key)
    return recognise(
        metadata,
        raw,
        key=key,
        worksheet=worksheet,
        gid=gid,
        want_standings=want_standings,
        lang=lang,
    )


def recognise(
    metadata: Mapping[str, JSON],
    raw: Mapping[str, list[list[JSON]]],
    *,
    key: str,
    worksheet: str | None = None,
    gid: int | None = None,
    want_standings: bool = True,
    lang: str | None = None,
) -> SheetReading:
    """Return the :class:`SheetReading` of a spreadsheet's metadata and its tabs' ``CellData``
    rows (``raw``: title -> rows), as :func:`read_sheet` reads them.

    :raises SheetInputError: the problems in the organiser's data, with the language they
        are best shown in (the settings block's, else ``lang``, else the locale's).
    """
    tabs = _tabs(metadata)
    results = choose_tab(tabs, key=key, name=worksheet, gid=gid)
    players = next(
        (t for t in tabs if t is not results and normalize(t.title) in PLAYER_TAB_NAMES), None
    ) or next((t for t in tabs if t is not results and normalize(t.title) in TEAM_TAB_NAMES), None)
    standings = next(
        (t for t in tabs if t is not results and t.title.casefold() == STANDINGS_TAB.casefold()),
        None,
    )
    if standings is not None and not want_standings:
        standings = None
    results_cells = parse_cells(raw.get(results.title, []))
    source = results.title
    properties = metadata.get("properties", {})
    locale = properties.get("locale")
    locale = str(locale) if locale else None
    try:
        settings = read_settings(results_cells, source=source)
    except InputError as exc:
        raise SheetInputError(exc.problems, lang=choose_language(None, lang, locale).lang) from exc
    own = owned_columns(results_cells)
    grid = organiser_text(results_cells, hide_columns=list(own), hide_cells=settings.cells)
    title = str(properties.get("title", ""))
    players_cells = None
    try:
        # A player tab goes with the results from the first read: a crosstable's confirms
        # two close names as two players, a pairings list's numbers and names them.
        plist = None
        if players is not None and not has_player_list(grid):
            players_cells = parse_cells(raw.get(players.title, []))
            plist = organiser_text(players_cells, hide_columns=list(owned_columns(players_cells)))
        reading = read_grid(
            grid,
            source=source,
            name=title,
            players=plist,
            players_source=players.title if plist is not None and players is not None else None,
        )
        if settings.start_date is not None:  # the FIDE edition "fide" means (rules.md 2.2)
            reading = replace(
                reading, tournament=reading.tournament._replace(start_date=settings.start_date)
            )
        if reading.kind is not ReadingKind.PAIRINGS or plist is None:
            players, players_cells = None, None  # the player rows are on the results tab
    except InputError as exc:
        chosen = choose_language(settings.language, lang, locale).lang
        raise SheetInputError(exc.problems, lang=chosen) from exc
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
        raw=dict(raw),
        locale=locale,
    )
