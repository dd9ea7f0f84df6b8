"""Planning what to write: our cells only, checked before anything is sent, for an individual
event (its players) and a team event (its teams) alike.

A plan lists every cell whose value or note must change, on one tab (the results tab or the
player list tab for ``--target columns``, the ``Standings`` tab for ``--target standings-tab``).

- **Columns target.** ``Rank``, the score columns and one column per tie-break code, starting
  right of the organiser's last used column (or where our columns already are), headed on the
  header row, one value per entrant on its row. Each tie-break value carries a note: the
  explanation text of that entrant's value (:func:`core.render.explanation.render_text`). Each
  header carries a note starting with :data:`~sheets_addon.columns.OWNER_MARK`, which is how
  later syncs know the column is ours.
- **What differs between players and teams is data.** The score columns are the standings'
  named scores (:attr:`core.engine.standings.Standings.scores`): a player's ``Pts``, a team's
  ``MP`` and ``GP``. The name column is ``Name`` or ``Team`` (:data:`NAME_LABELS`). An
  entrant's row is the row of its first member (:func:`entrant_rows`): a player's own, a
  team's first player's, which holds the team's name in the Teams list
  (:mod:`core.formats.grid_boards`; the other members' rows stay empty). A team board key
  (TBR, BBE) is written as its numbers joined by ``/`` (board 1 first), as text.
- **Language.** Headers (``Rank`` is ``Pořadí`` in Czech; a tie-break is headed by its code),
  header notes and value notes are written in the sync's language
  (:mod:`sheets_addon.language`); values stay numbers. Inside the plan the columns keep their
  English labels, whatever the language of the headers.
- **Standings tab.** A ``Standings`` tab (created when missing) with ``Rank``, ``No``, the
  name, the scores and the tie-break columns, sorted as the standings are.
- **Withdrawn players** . When a player in the standings has withdrawn, both
  targets get a last column ``Note`` (``Poznámka`` in Czech…), ours like ``Rank``: headed
  with our owner mark and check codes, holding ``withdrew after round 3`` on that player's
  row, empty on the others. Without a withdrawal it is not written (an old one is cleared,
  as any of our columns no longer needed). A column rather than a cell note on ``Rank`` or
  ``Pts``: we never annotate those cells, so a note there stays the organiser's and stops a
  sync (:mod:`sheets_addon.ownership`); a text value in a column of ours is covered by the
  check codes like the other values, and the header is recognised in every language.
- **Idempotence.** Cells that already hold the planned value and note are left out, so a sync
  with unchanged results plans nothing and sends nothing.

Which cells are ours is decided by :mod:`sheets_addon.ownership`; the plan becomes one request
in :mod:`sheets_addon.encoding`.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence

from core.board_key import BoardKey
from core.engine.arbiter import withdrawn_mark
from core.engine.standings import Row, Standings
from core.formats.grid import ReadingKind
from core.i18n.message import Msg, msg
from core.i18n.text import DEFAULT_LANG, render
from core.model import PlayerId, Primary, Team
from core.render.explanation import render_text
from core.scores import Value, format_score, json_number
from core.tiebreaks.engine import Entrant
from core.tiebreaks.registry import Scope
from sheets_addon.cells import CellKind, SheetCell, cell_at
from sheets_addon.columns import last_used_column, owned_columns
from sheets_addon.encoding import CellChange, Desired, Number, WritePlan, qualified, same
from sheets_addon.errors import SheetConflictError, SheetRequestError
from sheets_addon.language import header_text
from sheets_addon.layout import STANDINGS_TAB, SheetReading, Tab
from sheets_addon.ownership import (
    UNANNOTATED,
    Checks,
    Entry,
    check_code,
    header_note,
    is_ours,
    owned_with_checks,
)

NAME_LABELS = {Scope.PLAYERS: "Name", Scope.TEAMS: "Team"}
"""The label of the name column of the standings tab, by the kind of entrant."""


SCORE_LABELS = {Scope.PLAYERS: ("Pts",), Scope.TEAMS: tuple(p.value for p in Primary)}
"""The score columns' labels, by the kind of entrant: a player's points, a team's ``MP`` and
``GP`` (:attr:`core.engine.standings.Standings.scores`)."""


def score_labels(st: Standings) -> tuple[str, ...]:
    """The score columns of the standings tab (:data:`SCORE_LABELS`)."""
    return SCORE_LABELS[st.scope]


def _headers(
    desired: dict[tuple[int, int], Desired],
    st: Standings,
    labels: Sequence[str],
    *,
    header_row: int,
    start: int,
    entrants: Mapping[int, int],
    lang: str,
) -> None:
    """Add the header cells to ``desired`` in ``lang``, each note recording its column's
    check codes (``entrants``: row -> number of the entrant written on that row)."""
    for i, label in enumerate(labels):
        col = start + i
        entries = []
        for row, number in sorted(entrants.items(), key=lambda rp: (rp[1], rp[0])):
            want = desired.get((row, col))
            if want is not None and want.value is not None:
                entries.append(Entry(number, row, check_code(want.value)))
        note = header_note(label, st, Checks(tuple(entries)), lang)
        desired[(header_row, col)] = Desired(header_text(label, lang), note)


def _number(value: Value) -> Number | str | None:
    """A value as the sheet holds it: a number, or a team's board key as ``3/1.5/2``."""
    if isinstance(value, BoardKey):
        return "/".join(format_score(x) for x in value.values)
    return None if value is None else json_number(value)


def _values(st: Standings, row: Row, labels: Sequence[str], lang: str) -> list[Desired]:
    scores = {"Pts": row.points, **{p.value: v for p, v in row.scores.items()}}
    out: list[Desired] = []
    for label in labels:
        if label == "Rank":
            out.append(Desired(row.rank))
        elif label in scores:
            out.append(Desired(json_number(scores[label])))
        elif label == "No":
            out.append(Desired(int(row.id)))
        elif label in NAME_LABELS.values():
            out.append(Desired(row.name))
        elif label == "Note":
            mark = withdrawn_mark(row.entrant, st.rounds_counted)  # never a team's
            out.append(Desired(None if mark is None else render(mark, lang)))
        else:
            out.append(Desired(_number(row.values.get(label)), value_note(st, row, label, lang)))
    return out


def value_note(st: Standings, row: Row, code: str, lang: str) -> str:
    """The note of an entrant's value of ``code``: its explanation, and on the first code of
    the order then why the entrant is where it is, in the words of ``tiebreak why FILE
    PLAYER`` and the bot's ``/why`` with one player (:func:`core.render.why.place_messages`)."""
    note = render_text(st.explain(row.id, code), lang)
    if st.order and code == st.order[0]:
        from core.questions.place import why_place
        from core.render.why import render_place_text

        note = f"{note}\n\n{render_place_text(st, why_place(st, row.id), lang)}"
    return note


def _note(st: Standings) -> tuple[str, ...]:
    """The ``Note`` column's label when a player in the standings has withdrawn, else none."""
    k = st.rounds_counted
    return ("Note",) if any(withdrawn_mark(r.entrant, k) for r in st.rows) else ()


def _reconcile(
    tab: Tab,
    cells: Sequence[Sequence[SheetCell]],
    desired: Mapping[tuple[int, int], Desired],
    *,
    create_tab: bool,
    labels: Sequence[str],
    players: Mapping[int, int],
) -> WritePlan:
    owned = owned_with_checks(cells)
    region: set[tuple[int, int]] = set(desired)
    for col in owned:
        for r, row in enumerate(cells):
            if col < len(row) and not row[col].is_blank:
                region.add((r, col))
    changes: list[CellChange] = []
    conflicts: list[tuple[str, Msg | str]] = []
    for r, c in sorted(region, key=lambda rc: (rc[1], rc[0])):
        old = cell_at(cells, r, c)
        new = desired.get((r, c), Desired(None))
        if same(old, new):
            continue
        if not old.is_blank and not is_ours(old, r, c, owned, players):
            what = old.described()
            column = owned.get(c)
            if (
                column is not None
                and column.label in UNANNOTATED
                and r != column.header_row
                and old.kind is not CellKind.EMPTY
                and old.note is not None
            ):  # the note is what is not ours
                what = msg("sheets.cell.with-note", what=what, note=repr(old.note))
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


def entrant_rows(reading: SheetReading, st: Standings) -> dict[PlayerId, int]:
    """Return the sheet row of each entrant of the standings: the row of its first member in
    the player list, which for a team is the row holding the team's name (an empty Team
    cell below it means the same team)."""
    rows = reading.reading.player_rows
    out: dict[PlayerId, int] = {}
    for r in st.rows:
        found = [rows[m] for m in _members(r.entrant) if m in rows]
        if found:
            out[r.id] = min(found)
    return out


def _members(entrant: Entrant) -> tuple[PlayerId, ...]:
    """The players whose rows stand for ``entrant``: a team's members, or the player."""
    return entrant.members if isinstance(entrant, Team) else (entrant.id,)  # stays: the model


def plan_columns(reading: SheetReading, st: Standings, lang: str = DEFAULT_LANG) -> WritePlan:
    """Plan ``Rank``, the scores and the tie-break columns beside the player rows (a team's
    values on the row of its name), in ``lang``.

    :raises SheetRequestError: when the sheet has no player rows (a pairings list without a
        player list: use the standings tab).
    :raises SheetConflictError: when a cell in the way is not ours.
    """
    rows = entrant_rows(reading, st)
    if not rows:
        raise SheetRequestError(msg("sheets.error.no-player-rows", tab=repr(reading.results.title)))
    tab, cells = reading.player_tab, reading.player_cells
    owned = owned_columns(cells)
    start = min(owned) if owned else last_used_column(cells) + 1
    if reading.reading.kind is ReadingKind.CROSSTABLE:
        header = reading.reading.header_row
    else:
        header = _list_header_row(cells, min(reading.reading.player_rows.values()))
    labels = ("Rank", *score_labels(st), *st.order, *_note(st))
    desired: dict[tuple[int, int], Desired] = {}
    for row in st.rows:
        r = rows.get(row.id)
        if r is None:
            continue
        for i, want in enumerate(_values(st, row, labels, lang)):
            desired[(r, start + i)] = want
    entrants = {r: int(pid) for pid, r in rows.items()}
    _headers(desired, st, labels, header_row=header, start=start, entrants=entrants, lang=lang)
    return _reconcile(tab, cells, desired, create_tab=False, labels=labels, players=entrants)


def new_sheet_id(key: str, used: set[int]) -> int:
    """Return the id for a new ``Standings`` tab: derived from the spreadsheet key (the same in
    every process, so two syncs creating the tab at once choose the same id and the second
    is refused instead of adding a twin), and not one of ``used``."""
    seed = int.from_bytes(hashlib.blake2b(key.encode(), digest_size=4).digest(), "big")
    sheet_id = 1 + seed % (2**31 - 2)
    while sheet_id in used:
        sheet_id = 1 + sheet_id % (2**31 - 2)
    return sheet_id


def plan_standings_tab(reading: SheetReading, st: Standings, lang: str = DEFAULT_LANG) -> WritePlan:
    """Plan a sorted ``Standings`` tab (created when missing), headers and notes in ``lang``
    (the tab keeps its title ``Standings`` in every language, so a sync in another language
    finds it again).

    :raises SheetConflictError: when the existing tab holds data that is not ours where the
        standings go.
    """
    labels = ("Rank", "No", NAME_LABELS[st.scope], *score_labels(st), *st.order, *_note(st))
    cells: Sequence[Sequence[SheetCell]]
    if reading.standings is not None:
        tab, cells, create = reading.standings, reading.standings_cells or [], False
    else:
        sheet_id = new_sheet_id(reading.key, {t.sheet_id for t in reading.tabs})
        tab = Tab(STANDINGS_TAB, sheet_id, max(1000, len(st.rows) + 1), max(26, len(labels)))
        cells, create = [], True
    desired: dict[tuple[int, int], Desired] = {}
    for r, row in enumerate(st.rows, start=1):
        for i, want in enumerate(_values(st, row, labels, lang)):
            desired[(r, i)] = want
    entrants = {r: int(row.id) for r, row in enumerate(st.rows, start=1)}
    _headers(desired, st, labels, header_row=0, start=0, entrants=entrants, lang=lang)
    return _reconcile(tab, cells, desired, create_tab=create, labels=labels, players=entrants)
