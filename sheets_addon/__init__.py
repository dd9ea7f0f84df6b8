"""Google Sheets connector: read an organiser's results sheet, write tie-breaks back.

``tiebreak-sheets sync URL`` (see :mod:`sheets_addon.cli`) runs read → compute → check → write
(:mod:`~sheets_addon.sync`, which also says what happens when the organiser edits meanwhile):
:mod:`~sheets_addon.layout` reads the tabs and recognises the layout with the core grid reader,
:mod:`~sheets_addon.writer` plans our cells only (a team event's teams as an individual
event's players; :mod:`~sheets_addon.ownership` says which are ours,
:mod:`~sheets_addon.encoding` makes the plan one request), :mod:`~sheets_addon.gateway`
(the one module importing gspread) sends one read of the spreadsheet, one check read of the tab
written and at most one atomic write, and :mod:`~sheets_addon.client` owns credentials and the
endpoint (:mod:`~sheets_addon.retry` the retries). ``tiebreak-sheets watch URL``
(:mod:`~sheets_addon.watch`) reads the sheet every interval and runs that sync when the
results changed.

Other programs use :func:`read_tournament` and :func:`sync` (credentials and endpoint from the
environment), or :func:`sync_sheet` with a gateway of their own; the bot makes tokens of the
add-on's service (``tiebreak-serve``) with :func:`new_service_token`.
"""

import os as _os

from core.i18n.text import register as _register
from sheets_addon.api import ServiceToken, new_service_token, read_tournament, sync
from sheets_addon.errors import (
    SheetAuthError,
    SheetBusyError,
    SheetConflictError,
    SheetInputError,
    SheetNotFound,
    SheetPermissionError,
    SheetRequestError,
    SheetsError,
    SheetUnavailableError,
    TokenStoreError,
)
from sheets_addon.settings import SyncOptions
from sheets_addon.sync import SyncResult, sync_sheet

# The connector's, the add-on's and the service's words are this package's
# (sheets_addon/locales/<lang>/<area>.ftl, docs/translating.md): importing any of its
# modules imports this first, and none says a word while it is imported.
_register(_os.path.join(_os.path.dirname(__file__), "locales"), "sheets", "addon", "serve")

__all__ = [
    "ServiceToken",
    "SheetAuthError",
    "SheetBusyError",
    "SheetConflictError",
    "SheetInputError",
    "SheetNotFound",
    "SheetPermissionError",
    "SheetRequestError",
    "SheetUnavailableError",
    "SheetsError",
    "SyncOptions",
    "SyncResult",
    "TokenStoreError",
    "new_service_token",
    "read_tournament",
    "sync",
    "sync_sheet",
]
