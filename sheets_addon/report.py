"""``tiebreak-sheets report``: the standings page (:mod:`core.report`) of an organiser's
Google Sheet, read as ``sync`` reads it and ranked as ``sync`` ranks it, written nowhere in
the sheet.

The rule set, order, lots seed and language are the sync's (the caller's options, else the
sheet's settings block, else the defaults: :func:`sheets_addon.settings.resolve`), so the
page shows the numbers the sheet's tie-break columns hold; a setting the engine refuses is
reported with its cell, as ``sync`` reports it.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from core.engine.standings import Standings
from core.report import ReportOptions, build_report
from sheets_addon.api_types import Gateway
from sheets_addon.layout import parse_sheet_ref, read_sheet
from sheets_addon.settings import Resolved, SyncOptions, resolve
from sheets_addon.sync import sheet_standings


@dataclass(frozen=True, slots=True)
class SheetReport:
    """The page of a sheet, with the standings it shows and the settings they came from."""

    html: str
    standings: Standings
    resolved: Resolved


def sheet_report(
    gateway: Gateway,
    sheet: str,
    options: SyncOptions | None = None,
    *,
    after_round: int | None = None,
    players: str | Collection[int] = "all",
) -> SheetReport:
    """Read ``sheet`` (URL or key) and return its standings page in the sync's language.

    ``after_round`` and ``players`` are ``tiebreak report``'s ``--after-round`` and
    ``--players``; ``options.live`` counts a round in progress (``--live``).

    :raises InputError: problems in the organiser's data or settings, each with its cell.
    :raises SheetsError: a missing sheet or tab, no permission, Google failing.
    :raises ReportUnavailableError: without the optional ``report`` extra (Jinja2).
    """
    options = options or SyncOptions()
    key, gid = parse_sheet_ref(sheet)
    reading = read_sheet(
        gateway, key, worksheet=options.worksheet, gid=gid, want_standings=False, lang=options.lang
    )
    resolved = resolve(options, reading.settings, reading.locale)
    st = sheet_standings(reading, resolved)  # the settings' problems, with their cells
    t = reading.reading.tournament
    report = ReportOptions(
        rules=resolved.rules,
        order=",".join(resolved.order) if resolved.order else None,
        after_round=after_round,
        live=resolved.live and after_round is None,
        players=players,
        lots_seed=resolved.lots_seed,
    )
    return SheetReport(build_report(t, report, resolved.lang), st, resolved)


__all__ = ["SheetReport", "sheet_report"]
