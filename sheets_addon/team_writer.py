"""Planning the cells of a team event: the team standings written back beside the
organiser's Teams list, or into a ``Standings`` tab of teams.

A team event's sheet is a list of board games and a Teams list (a block on the results tab
or a tab of its own, :mod:`core.formats.grid_boards`), one row per player, the team's name on
the row of its first member. What an organiser expects back is the team standings, so:

- **Columns target** (the default: the sheet has a Teams list). ``Rank``, ``MP``, ``GP`` and
  one column per team tie-break code of the order, right of the organiser's last used
  column of the Teams list's tab, headed on the Teams list's header row, one value per team
  on the row holding its name (the other members' rows stay empty). A team board key (TBR,
  BBE) is written as its numbers joined by ``/`` (board 1 first), as text.
- **Standings tab.** A ``Standings`` tab with ``Rank``, ``No``, ``Team``, ``MP``, ``GP`` and
  the codes, sorted as the team standings are.

Everything else is the individual plan's (:mod:`sheets_addon.writer`): every tie-break value
carries its explanation as a note (the text of ``tiebreak explain FILE TEAM``); every header
carries the owner mark and the check codes of the values below it, keyed by team number
(:mod:`sheets_addon.ownership`); a cell in the way that is not ours stops the plan before
anything is sent; cells already right are left out, so a second sync sends nothing; all in
one ``batchUpdate``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from core.engine.standings import Standings
from core.i18n.message import msg
from core.i18n.text import DEFAULT_LANG, render
from core.model import PlayerId, Primary, Team
from core.render.explanation import render_text
from core.scores import BoardKey, Value, format_score, json_number
from sheets_addon.cells import SheetCell
from sheets_addon.columns import OWNER_MARK, last_used_column, owned_columns
from sheets_addon.encoding import Desired, Number, WritePlan
from sheets_addon.errors import SheetRequestError
from sheets_addon.language import header_text
from sheets_addon.layout import STANDINGS_TAB, SheetReading, Tab
from sheets_addon.ownership import Checks, Entry, check_code
from sheets_addon.writer import _list_header_row, _reconcile, new_sheet_id

_WHAT = {
    "Rank": "sheets.team.note.rank",
    "No": "sheets.team.note.no",
    "Team": "sheets.team.note.team",
    "MP": "sheets.team.note.mp",
    "GP": "sheets.team.note.gp",
}


def team_header_note(
    label: str, st: Standings, checks: Checks | None = None, lang: str = DEFAULT_LANG
) -> str:
    """The note marking one of our team headers, in ``lang`` (it starts with ``OWNER_MARK``),
    ending with the check codes of the values below it when ``checks`` is given."""
    key = _WHAT.get(label)
    scoring, primary = st.team_scoring, st.primary
    assert scoring is not None and primary is not None  # a team event's standings
    score = msg(f"teams.score.{primary.value.lower()}")
    if key is not None:
        what = render(
            msg(key, score=score, win=scoring.win, draw=scoring.draw, loss=scoring.loss), lang
        )
    elif label == "MPVGP":  # name the one score it is in this event, not "the other one"
        name = msg(
            f"sheets.team.note.{primary.other.value.lower()}",
            win=scoring.win,
            draw=scoring.draw,
            loss=scoring.loss,
        )
        what = render(msg("sheets.note.tiebreak", name=name, code=label), lang)
    else:
        base = re.sub(r"[:\-].*", "", label)  # SB:MP is named as SB's extended form
        spec = st.spec(label)
        name = msg(f"sheets.team.tb.{(spec.base if base == 'SB' else base).lower()}")
        what = render(msg("sheets.note.tiebreak", name=name, code=label), lang)
    text = render(msg("sheets.note.header", mark=OWNER_MARK, what=what, rules=st.rules), lang)
    if st.progress is not None:  # a round in progress: the team standings are after the last
        text += "\n\n" + render(st.progress.note(), lang)  # complete round, and say so
    if checks is not None:
        text += "\n\n" + checks.line()
    return text


def _number(value: Value) -> Number | str | None:
    if isinstance(value, BoardKey):
        return "/".join(format_score(x) for x in value.values)
    return None if value is None else json_number(value)


def _values(st: Standings, team: PlayerId, labels: Sequence[str], lang: str) -> list[Desired]:
    row = st.row(team)
    out: list[Desired] = []
    for label in labels:
        if label == "Rank":
            out.append(Desired(row.rank))
        elif label == "MP":
            out.append(Desired(json_number(row.scores[Primary.MP])))
        elif label == "GP":
            out.append(Desired(json_number(row.scores[Primary.GP])))
        elif label == "No":
            out.append(Desired(int(team)))
        elif label == "Team":
            out.append(Desired(row.name))
        else:
            note = render_text(st.explain(team, label), lang)
            out.append(Desired(_number(row.values.get(label)), note))
    return out


def _headers(
    desired: dict[tuple[int, int], Desired],
    st: Standings,
    labels: Sequence[str],
    *,
    header_row: int,
    start: int,
    teams: Mapping[int, int],
    lang: str,
) -> None:
    """Add the header cells in ``lang``, each note recording its column's check codes
    (``teams``: row -> number of the team written on that row)."""
    for i, label in enumerate(labels):
        col = start + i
        entries = []
        for row, team in sorted(teams.items(), key=lambda rt: (rt[1], rt[0])):
            want = desired.get((row, col))
            if want is not None and want.value is not None:
                entries.append(Entry(team, row, check_code(want.value)))
        note = team_header_note(label, st, Checks(tuple(entries)), lang)
        desired[(header_row, col)] = Desired(header_text(label, lang), note)


def team_rows(reading: SheetReading, st: Standings) -> dict[PlayerId, int]:
    """Return each team's row in the Teams list: the row of its first member, which holds
    the team's name (an empty Team cell below it means the same team)."""
    rows = reading.reading.player_rows
    out: dict[PlayerId, int] = {}
    for r in st.rows:
        assert isinstance(r.entrant, Team)  # a team event's standings
        found = [rows[m] for m in r.entrant.members if m in rows]
        if found:
            out[PlayerId(r.id)] = min(found)
    return out


def plan_team_columns(reading: SheetReading, st: Standings, lang: str = DEFAULT_LANG) -> WritePlan:
    """Plan ``Rank``, ``MP``, ``GP`` and the team tie-break columns beside the Teams list,
    one value per team on the row of its name, in ``lang``.

    :raises SheetRequestError: when the sheet has no Teams list rows.
    :raises SheetConflictError: when a cell in the way is not ours.
    """
    rows = team_rows(reading, st)
    if not rows:
        raise SheetRequestError(msg("sheets.error.no-player-rows", tab=repr(reading.results.title)))
    tab, cells = reading.player_tab, reading.player_cells
    owned = owned_columns(cells)
    start = min(owned) if owned else last_used_column(cells) + 1
    header = _list_header_row(cells, min(reading.reading.player_rows.values()))
    labels = ("Rank", "MP", "GP", *st.order)
    desired: dict[tuple[int, int], Desired] = {}
    for team, r in rows.items():
        for i, want in enumerate(_values(st, team, labels, lang)):
            desired[(r, start + i)] = want
    teams = {r: int(team) for team, r in rows.items()}
    _headers(desired, st, labels, header_row=header, start=start, teams=teams, lang=lang)
    return _reconcile(tab, cells, desired, create_tab=False, labels=labels, players=teams)


def plan_team_standings_tab(
    reading: SheetReading, st: Standings, lang: str = DEFAULT_LANG
) -> WritePlan:
    """Plan a sorted ``Standings`` tab of the teams (created when missing), in ``lang``.

    :raises SheetConflictError: when the existing tab holds data that is not ours where the
        standings go.
    """
    labels = ("Rank", "No", "Team", "MP", "GP", *st.order)
    cells: list[list[SheetCell]]
    if reading.standings is not None:
        tab, cells, create = reading.standings, reading.standings_cells or [], False
    else:
        sheet_id = new_sheet_id(reading.key, {t.sheet_id for t in reading.tabs})
        tab = Tab(STANDINGS_TAB, sheet_id, max(1000, len(st.rows) + 1), max(26, len(labels)))
        cells, create = [], True
    desired: dict[tuple[int, int], Desired] = {}
    for r, row in enumerate(st.rows, start=1):
        for i, want in enumerate(_values(st, PlayerId(row.id), labels, lang)):
            desired[(r, i)] = want
    teams = {r: int(row.id) for r, row in enumerate(st.rows, start=1)}
    _headers(desired, st, labels, header_row=0, start=0, teams=teams, lang=lang)
    return _reconcile(tab, cells, desired, create_tab=create, labels=labels, players=teams)
