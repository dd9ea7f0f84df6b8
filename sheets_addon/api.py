"""What other programs (the Discord bot) call: read a sheet's tournament, or sync a sheet, with
credentials and endpoint from the environment (``GOOGLE_APPLICATION_CREDENTIALS``,
``TIEBREAK_SHEETS_ENDPOINT``), as ``tiebreak-sheets sync`` does."""

from __future__ import annotations

from core.model import Tournament
from sheets_addon.api_types import Gateway
from sheets_addon.layout import parse_sheet_ref, read_sheet
from sheets_addon.settings import SyncOptions
from sheets_addon.sync import SyncResult, sync_sheet


def read_tournament(sheet: str, *, gateway: Gateway | None = None) -> Tournament:
    """Return the tournament in the Google Sheet ``sheet`` (URL or key), read in one request.

    :raises InputError: the organiser's cells that cannot be read, each with its A1 address.
    :raises SheetsError: no credentials, no access, no such sheet, Google failing.
    """
    key, gid = parse_sheet_ref(sheet)
    gw = gateway if gateway is not None else _gateway()
    tournament: Tournament = read_sheet(gw, key, gid=gid).reading.tournament
    return tournament


def sync(
    sheet: str, options: SyncOptions | None = None, *, gateway: Gateway | None = None
) -> SyncResult:
    """Sync the Google Sheet ``sheet`` (URL or key): :func:`sheets_addon.sync.sync_sheet` with a
    gateway from the environment.

    :raises InputError: problems in the organiser's data, each with its cell.
    :raises SheetsError: as :func:`sheets_addon.sync.sync_sheet`.
    """
    parse_sheet_ref(sheet)  # a mistyped URL is reported before any sign-in
    return sync_sheet(gateway if gateway is not None else _gateway(), sheet, options)


def _gateway() -> Gateway:
    # Imported when a sheet is opened, not with the package: the Google libraries are the
    # optional "sheets" extra, and tiebreak-sheets --help must work without them.
    from sheets_addon.client import open_gateway

    return open_gateway()
