"""Errors of the Sheets connector, all under :class:`core.errors.TiebreakError`.

The gateway translates every ``gspread.exceptions.APIError`` (and transport failure) into one
of these, so the command line and the bot catch one base class and show its message.
"""

from __future__ import annotations

from core.errors import TiebreakError


class SheetsError(TiebreakError):
    """Something went wrong talking to, or reading, a spreadsheet."""


class SheetNotFound(SheetsError, LookupError):
    """The spreadsheet or the worksheet does not exist (or the key is mistyped)."""

    def __init__(self, message: str, *, key: str, worksheet: str | None = None) -> None:
        super().__init__(message)
        self.key = key
        self.worksheet = worksheet


class SheetPermissionError(SheetsError):
    """The account may not open (or may not edit) the spreadsheet.

    Deliberately not a subclass of the built-in ``PermissionError`` (an ``OSError``).
    """

    def __init__(self, message: str, *, key: str, account: str | None) -> None:
        super().__init__(message)
        self.key = key
        self.account = account


class SheetAuthError(SheetsError):
    """No usable credentials: missing key file, malformed key, rejected token."""


class SheetsSetupError(SheetsError):
    """A setting of the connector cannot work (an endpoint that is not an http(s) URL)."""


class SheetRequestError(SheetsError):
    """Google refused a request as malformed (400) or answered something unexpected."""

    def __init__(self, message: str, *, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status


class SheetUnavailableError(SheetsError):
    """Google kept answering 429/5xx (or the network failed) through every retry."""

    def __init__(self, message: str, *, attempts: int, status: int | None) -> None:
        super().__init__(message)
        self.attempts = attempts
        self.status = status


class SheetConflictError(SheetsError):
    """Cells the sync would write hold something it did not write; nothing was written.

    ``cells`` lists the sheet-qualified A1 addresses (``'Results'!H5``) with what they hold.
    """

    def __init__(self, cells: list[tuple[str, str]]) -> None:
        self.cells = cells
        shown = "; ".join(f"{where} holds {what}" for where, what in cells[:10])
        more = f" (and {len(cells) - 10} more)" if len(cells) > 10 else ""
        super().__init__(
            f"nothing was written: {len(cells)} cell(s) the sync would overwrite hold data it "
            f"did not write: {shown}{more}. Move or clear them, or choose another target "
            "(--target standings-tab)."
        )


class SheetBusyError(SheetsError):
    """The tab the sync writes kept changing while the sync ran, through every attempt."""

    def __init__(self, tab: str, attempts: int, *, written: bool) -> None:
        self.tab = tab
        self.attempts = attempts
        self.written = written
        after = (
            "the last write may have put values on rows that moved since"
            if written
            else "nothing was written"
        )
        super().__init__(
            f"tab {tab!r} kept changing while the sync ran ({attempts} attempts); {after}. "
            "Run the sync again once the edits are done."
        )
