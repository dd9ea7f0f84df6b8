"""Google Sheets connector: read an organiser's results sheet, write tie-breaks back.

``tiebreak-sheets sync URL`` (see :mod:`sheets_addon.cli`) runs read → compute → write:
:mod:`~sheets_addon.layout` reads the cells and recognises the layout with the core grid
reader, :mod:`~sheets_addon.writer` plans our cells only, :mod:`~sheets_addon.gateway` (the one
module importing gspread) sends one read of the metadata, one of the cells and at most one
atomic write, and :mod:`~sheets_addon.client` owns credentials, the endpoint and retries.
"""

from sheets_addon.errors import (
    SheetAuthError,
    SheetBusyError,
    SheetConflictError,
    SheetNotFound,
    SheetPermissionError,
    SheetRequestError,
    SheetsError,
    SheetUnavailableError,
)
from sheets_addon.settings import SyncOptions
from sheets_addon.sync import SyncResult, sync_sheet

__all__ = [
    "SheetAuthError",
    "SheetBusyError",
    "SheetConflictError",
    "SheetNotFound",
    "SheetPermissionError",
    "SheetRequestError",
    "SheetUnavailableError",
    "SheetsError",
    "SyncOptions",
    "SyncResult",
    "sync_sheet",
]
