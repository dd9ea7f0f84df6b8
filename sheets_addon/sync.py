"""One sync: read the sheet, compute, plan, check, write; again when the sheet moved meanwhile.

The command line and the bot call :func:`sync_sheet`; it raises only
:class:`core.errors.TiebreakError` subclasses.

**Races with the organiser.** Google offers no conditional write: a ``batchUpdate`` addresses
cells by row and column and applies whatever they hold by then. Developer metadata anchored
to rows would follow inserted or deleted rows, but Google does not document that it follows a
sort, and a data-filter write (``values.batchUpdateByDataFilter``) carries values only, not the
notes that travel with them in our one atomic batch. So a sync is optimistic instead, in three
requests when nobody edits meanwhile (as many as a separate layout read, cell read and write):

1. one ``spreadsheets.get`` reads every tab with its cells; the standings and the plan (the
   slow part: every explanation) are computed from it;
2. a check read of the entered values of the one tab the plan writes, just before the write
   (values only: a fifth of the cells' size when every value carries its explanation note):
   if they differ from what step 1 read (rows sorted, a value typed into one of our cells, a
   result changed), nothing is written and the sync starts again from step 1 on the new
   cells, where a typed value is refused as not ours
   (:class:`~sheets_addon.errors.SheetConflictError`) and sorted rows get their own players'
   values;
3. the write, whose answer carries the tab's entered values right after Google applied it
   (``includeSpreadsheetInResponse``, same request): if the organiser's columns differ from
   step 1, rows moved between the check and the write, so some values may sit on the wrong
   players; the sync starts again and the next write moves them (our cells are recognised by
   their check codes wherever the sort put them).

At most :data:`MAX_ATTEMPTS` rounds, then :class:`~sheets_addon.errors.SheetBusyError`.
What remains: a value typed into one of the cells being changed after the check read and
before Google applies the write (one round trip, instead of the seconds of computing before)
is overwritten, since the answer of the write shows the cells after it; and a note added to
one of those cells during the sync is not checked (values only) and is replaced.

**Language.** The sync writes in the language :mod:`sheets_addon.language` chooses (the
sheet's ``Language``, else ``SyncOptions.lang``, else the spreadsheet's locale, else
English); the summary and the dry-run listing are in it too, and an error raised once the
sheet was read carries it (``SheetsError.lang``, ``SheetInputError.lang``). Switching the
language rewrites our headers and notes and no value: our columns are recognised by their
headers in any language and by their check codes.

**Creating the Standings tab.** A write that creates the tab and is refused (another sync
created it first, or a retry after our own creation's answer was lost finds it made) is not
an error: the sync reads again and writes into the tab it finds, if that tab is ours.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from core.engine.standings import Standings, compute_standings
from core.errors import (
    InputError,
    InvalidOptionError,
    Problem,
    UnknownRuleSetError,
    UnknownTiebreakError,
)
from core.i18n.message import Msg, msg
from core.i18n.text import render
from core.tiebreaks.registry import Scope
from sheets_addon.api_types import JSON, Gateway
from sheets_addon.cells import parse_cells
from sheets_addon.columns import owned_columns
from sheets_addon.encoding import WritePlan
from sheets_addon.errors import SheetBusyError, SheetInputError, SheetRequestError, SheetsError
from sheets_addon.layout import SheetReading, parse_sheet_ref, read_sheet
from sheets_addon.settings import Resolved, SyncOptions, resolve
from sheets_addon.sheet_settings import Target
from sheets_addon.writer import plan_columns, plan_standings_tab

SUMMARY_HEADS = {Scope.PLAYERS: "sheets.summary.head", Scope.TEAMS: "sheets.team.summary.head"}
"""The summary's head by the kind of entrant: "13 players", or "4 teams ... ranked by MP"."""
MAX_ATTEMPTS = 3
"""Rounds of read, check and write before a sync gives up on a sheet that keeps changing."""


@dataclass(frozen=True)
class SyncResult:
    """What a sync read, computed, planned and (unless a dry run) wrote."""

    reading: SheetReading
    standings: Standings
    """The standings written: a team event's are its team standings."""
    plan: WritePlan
    target: Target
    written: bool
    resolved: Resolved
    writes: int = 0
    rounds: int = 1
    """Rounds of read, check and write it took (more than one when the sheet moved)."""

    @property
    def lang(self) -> str:
        """The language the sync wrote in (and its summary is in)."""
        return self.resolved.lang

    def summary(self, lang: str | None = None) -> str:
        """One line for the organiser, in ``lang`` (default: the sync's language)."""
        return render(self.message(), lang or self.lang)

    def message(self) -> Msg:
        """The summary as data, for a reader that renders it in its own language (the bot)."""
        n = len(self.plan.changes)
        where = msg("sheets.summary.tab", tab=repr(self.plan.tab.title))
        what = msg("sheets.summary.cells", count=n)
        st = self.standings
        head = msg(
            SUMMARY_HEADS[st.scope],
            title=repr(self.reading.spreadsheet_title),
            tab=self.reading.results.title,
            count=len(st.rows),
            rules=st.rules,
            order=", ".join(st.order) or msg("sheets.summary.points-only"),
            **st.score_args(),  # a team event's MP or GP
        )
        if self.plan.is_empty:
            if self.rounds > 1:  # an earlier round (or another sync) wrote what was needed
                return msg("sheets.summary.up-to-date", head=head)
            return msg("sheets.summary.nothing-written", head=head)
        if not self.written:
            return msg("sheets.summary.dry-run", head=head, cells=what, where=where)
        requests = (
            msg("sheets.summary.one-request")
            if self.writes <= 1
            else msg("sheets.summary.requests", count=self.writes)
        )
        return msg("sheets.summary.changed", head=head, cells=what, where=where, requests=requests)


def _compute(reading: SheetReading, resolved: Resolved) -> Standings:
    t = reading.reading.tournament
    try:
        return compute_standings(  # a team event's too (rules.md 9.7), written alike
            t,
            rules=resolved.rules,
            order=resolved.order,
            lots_seed=resolved.lots_seed,
            single_winner=resolved.single_winner,
            live=resolved.live,
        )
    except InvalidOptionError as exc:  # LOTS in the sheet's order without a seed
        cell = reading.settings.order_cell if resolved.order_from_sheet else None
        if resolved.lots_from_sheet:
            cell = reading.settings.lots_cell
        if cell is None:
            raise
        raise SheetInputError(
            Problem(reading.results.title, exc.message or str(exc), cell=cell), lang=resolved.lang
        ) from exc
    except UnknownRuleSetError as exc:
        if resolved.rules_from_sheet:
            raise SheetInputError(
                Problem(
                    reading.results.title, exc.message or str(exc), cell=reading.settings.rules_cell
                ),
                lang=resolved.lang,
            ) from exc
        raise
    except UnknownTiebreakError as exc:
        if resolved.order_from_sheet:
            raise SheetInputError(
                Problem(
                    reading.results.title, exc.message or str(exc), cell=reading.settings.order_cell
                ),
                lang=resolved.lang,
            ) from exc
        raise
    except InputError as exc:
        raise SheetInputError(exc.problems, lang=resolved.lang) from exc


def sheet_standings(reading: SheetReading, resolved: Resolved) -> Standings:
    """Return the standings of a sheet as a sync computes them: a setting of the sheet's
    block that the engine refuses is a :class:`SheetInputError` naming its cell."""
    return _compute(reading, resolved)


def entered(rows: Sequence[Sequence[JSON]], hidden: Iterable[int] = ()) -> list[list[str]]:
    """What was typed in each cell of ``rows`` (``CellData`` dicts), outside the ``hidden``
    columns, without trailing empty cells and rows (how a read ends is not data)."""
    skip = set(hidden)
    out = [
        [
            ""
            if c in skip or not cell.get("userEnteredValue")
            else json.dumps(cell["userEnteredValue"], sort_keys=True)
            for c, cell in enumerate(row)
        ]
        for row in rows
    ]
    for line in out:
        while line and not line[-1]:
            line.pop()
    while out and not out[-1]:
        out.pop()
    return out


def _plan(
    reading: SheetReading, options: SyncOptions
) -> tuple[Resolved, Standings, Target, WritePlan]:
    resolved = resolve(options, reading.settings, reading.locale)
    st = _compute(reading, resolved)
    target = resolved.target
    if target is None:
        target = Target.COLUMNS if reading.reading.player_rows else Target.STANDINGS_TAB
    try:
        if target is Target.COLUMNS:
            plan = plan_columns(reading, st, resolved.lang)
        else:
            plan = plan_standings_tab(reading, st, resolved.lang)
    except SheetsError as exc:
        exc.lang = resolved.lang
        raise
    return resolved, st, target, plan


def sync_sheet(
    gateway: Gateway,
    sheet: str,
    options: SyncOptions | None = None,
    *,
    reading: SheetReading | None = None,
) -> SyncResult:
    """Read ``sheet`` (URL or key), compute the standings and write our cells back, checking
    that the organiser did not move or type over them meanwhile (see the module docstring).

    ``reading``: the spreadsheet as the caller has just read it, used instead of the first
    read (``tiebreak-sheets watch`` reads it to see whether the results changed).

    :raises InputError: problems in the organiser's data, each with its cell.
    :raises SheetsError: a missing sheet or tab, no permission, a conflict, Google failing,
        a tab that kept changing through every attempt.
    """
    options = options or SyncOptions()
    key, gid = parse_sheet_ref(sheet)
    langs: list[str] = []
    try:
        return _sync(gateway, key, gid, options, langs, reading)
    except SheetsError as exc:
        if exc.lang is None and langs:
            exc.lang = langs[-1]  # the language of the last reading
        raise


def _sync(
    gateway: Gateway,
    key: str,
    gid: int | None,
    options: SyncOptions,
    langs: list[str],
    first: SheetReading | None,
) -> SyncResult:
    writes = 0
    refused: SheetRequestError | None = None
    tab = ""
    for attempt in range(1, MAX_ATTEMPTS + 1):
        if first is not None:
            reading, first = first, None
        else:
            reading = read_sheet(
                gateway, key, worksheet=options.worksheet, gid=gid, lang=options.lang
            )
        if refused is not None and reading.standings is None:
            raise refused  # the refused creation was not about a tab that now exists
        resolved, st, target, plan = _plan(reading, options)
        langs.append(resolved.lang)
        if options.dry_run or plan.is_empty:
            return SyncResult(reading, st, plan, target, writes > 0, resolved, writes, attempt)
        tab = plan.tab.title
        before: list[list[JSON]] = [] if plan.create_tab else reading.raw.get(tab, [])
        if not plan.create_tab:
            fresh = gateway.read_cells(key, [tab], entered_only=True)[tab]
            if entered(fresh) != entered(before):
                continue  # the organiser changed the tab while we computed: start again
        try:
            answer = gateway.batch_update(key, plan.requests(), show_tab=tab)
        except SheetRequestError as exc:
            if plan.create_tab and attempt < MAX_ATTEMPTS:
                refused = exc  # created meanwhile (by another sync, or by us: answer lost)
                continue
            raise
        refused = None
        writes += 1
        ours = {*owned_columns(parse_cells(before)), *(c.col for c in plan.changes)}
        if entered(answer.get("cells", []), ours) == entered(before, ours):
            return SyncResult(reading, st, plan, target, True, resolved, writes, attempt)
        # Rows moved between the check and the write: the next round puts values right.
    raise SheetBusyError(tab, MAX_ATTEMPTS, written=writes > 0)
