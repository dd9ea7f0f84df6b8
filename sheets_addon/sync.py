"""One sync: read the sheet (two requests), compute, plan, write (at most one request).

The command line and the bot call :func:`sync_sheet`; it raises only
:class:`core.errors.TiebreakError` subclasses.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.errors import InputError, Problem, UnknownRuleSetError, UnknownTiebreakError
from core.standings import Standings, compute_standings
from sheets_addon.layout import SheetReading, parse_sheet_ref, read_sheet
from sheets_addon.settings import Resolved, SyncOptions, resolve
from sheets_addon.writer import WritePlan, plan_columns, plan_standings_tab


@dataclass(frozen=True)
class SyncResult:
    """What a sync read, computed, planned and (unless a dry run) wrote."""

    reading: SheetReading
    standings: Standings
    plan: WritePlan
    target: str
    written: bool
    resolved: Resolved

    def summary(self) -> str:
        """One line for the organiser."""
        n = len(self.plan.changes)
        where = f"tab {self.plan.tab.title!r}"
        what = f"{n} cell{'s' if n != 1 else ''}"
        head = (
            f"{self.reading.spreadsheet_title!r} ({self.reading.results.title}): "
            f"{len(self.standings.rows)} players, rules {self.standings.rules}, order "
            f"{', '.join(self.standings.order) or '(points only)'}"
        )
        if self.plan.is_empty:
            return f"{head}; up to date, nothing written"
        if not self.written:
            return f"{head}; dry run: would change {what} on {where}, nothing written"
        return f"{head}; changed {what} on {where} in one request"


def _compute(reading: SheetReading, resolved: Resolved) -> Standings:
    try:
        return compute_standings(
            reading.reading.tournament, rules=resolved.rules, order=resolved.order
        )
    except UnknownRuleSetError as exc:
        if resolved.rules_from_sheet:
            raise InputError(
                Problem(reading.results.title, str(exc), cell=reading.settings.rules_cell)
            ) from exc
        raise
    except UnknownTiebreakError as exc:
        if resolved.order_from_sheet:
            raise InputError(
                Problem(reading.results.title, str(exc), cell=reading.settings.order_cell)
            ) from exc
        raise


def sync_sheet(gateway: Any, sheet: str, options: SyncOptions | None = None) -> SyncResult:
    """Read ``sheet`` (URL or key), compute the standings and write our cells back.

    :raises InputError: problems in the organiser's data, each with its cell.
    :raises SheetsError: a missing sheet or tab, no permission, a conflict, Google failing.
    """
    options = options or SyncOptions()
    key, gid = parse_sheet_ref(sheet)
    reading = read_sheet(gateway, key, worksheet=options.worksheet, gid=gid)
    resolved = resolve(options, reading.settings)
    st = _compute(reading, resolved)
    target = resolved.target
    if target is None:
        target = "columns" if reading.reading.player_rows else "standings-tab"
    plan = plan_columns(reading, st) if target == "columns" else plan_standings_tab(reading, st)
    written = False
    if not options.dry_run and not plan.is_empty:
        gateway.batch_update(key, plan.requests())
        written = True
    return SyncResult(reading, st, plan, target, written, resolved)
