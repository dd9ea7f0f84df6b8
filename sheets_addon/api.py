"""What other programs (the Discord bot) call: read a sheet's tournament, or sync a sheet, with
credentials and endpoint from the environment (``GOOGLE_APPLICATION_CREDENTIALS``,
``TIEBREAK_SHEETS_ENDPOINT``), as ``tiebreak-sheets sync`` does."""

from __future__ import annotations

from dataclasses import dataclass

from core.model import Tournament
from sheets_addon.api_types import Gateway
from sheets_addon.errors import TokenStoreError
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


@dataclass(frozen=True)
class ServiceToken:
    """A new token of ``tiebreak-serve``: its whole text (shown once), its id and the key of
    the spreadsheet it is good for."""

    text: str
    key_id: str
    sheet: str


def new_service_token(database_url: str, sheet: str, *, label: str = "") -> ServiceToken:
    """Make a token of ``tiebreak-serve`` for the spreadsheet ``sheet`` (URL or key) in the
    service's token store ``database_url`` (``postgresql://...`` or ``sqlite:///path``), as
    ``tiebreak-serve token new --sheet URL`` makes it.

    :raises SheetNotFound: ``sheet`` is neither a Google Sheets URL nor a key.
    :raises TokenStoreError: no store named, or the store cannot be opened or used.
    """
    from sheets_addon.service.tokens import StoreError, TokenStore

    key, _ = parse_sheet_ref(sheet)
    if not database_url.strip():
        raise TokenStoreError("no token store named")
    try:
        store = TokenStore.open(database_url.strip())
    except StoreError as exc:
        raise TokenStoreError(str(exc)) from None
    try:
        token = store.create(key, label=label)
    except Exception as exc:  # the database's own errors, whichever driver
        raise TokenStoreError(f"the token store refused the token ({type(exc).__name__})") from None
    finally:
        store.close()
    return ServiceToken(token.text, token.key_id, key)


def _gateway() -> Gateway:
    # Imported when a sheet is opened, not with the package: the Google libraries are the
    # optional "sheets" extra, and tiebreak-sheets --help must work without them.
    from sheets_addon.client import open_gateway

    return open_gateway()
