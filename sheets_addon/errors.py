"""Errors of the Sheets connector, all under :class:`core.errors.TiebreakError`.

The gateway translates every ``gspread.exceptions.APIError`` (and transport failure) into one
of these, so the command line and the bot catch one base class and show its message.
An error about a sheet whose language is known carries it (``lang``), and those the
connector words itself carry their message as a catalogue message (``message``), so
:meth:`~core.errors.TiebreakError.text` gives them in the sheet's language.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.errors import InputError, Problem, TiebreakError
from core.i18n.message import Arg, Msg, fold, msg
from core.i18n.text import render


class SheetsError(TiebreakError):
    """Something went wrong talking to, or reading, a spreadsheet."""

    lang: str | None = None
    """The language of the sheet the error is about, when the sync knew it already."""


class SheetInputError(InputError):
    """Problems in the organiser's data of a sheet, with the sheet's language (``lang``)."""

    def __init__(self, problems: list[Problem] | Problem, *, lang: str | None) -> None:
        super().__init__(problems)
        self.lang = lang


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
    """No usable credentials: missing key file, malformed key, a token Google refused (an
    answer; a token renewal that never reached Google is :class:`SheetUnavailableError`)."""


class SheetsSetupError(SheetsError):
    """A setting of the connector cannot work (an endpoint that is not an http(s) URL)."""


class SheetRequestError(SheetsError):
    """Google refused a request as malformed (400) or answered something unexpected, or the
    sheet cannot take the request (``message``: a text, or a catalogue message)."""

    def __init__(self, message: str | Msg, *, status: int | None = None) -> None:
        if isinstance(message, Msg):
            self.message = message
            super().__init__(render(message))
        else:
            super().__init__(message)
        self.status = status


class SheetUnavailableError(SheetsError):
    """Google kept answering 429/5xx, or could not be reached (the network failed, while
    renewing the access token too), through every retry."""

    def __init__(self, message: str, *, attempts: int, status: int | None) -> None:
        super().__init__(message)
        self.attempts = attempts
        self.status = status


class SheetConflictError(SheetsError):
    """Cells the sync would write hold something it did not write; nothing was written.

    ``cells`` lists the sheet-qualified A1 addresses (``'Results'!H5``) with what they hold
    (in English; the message renders them in any language).
    """

    def __init__(self, cells: Sequence[tuple[str, Arg]]) -> None:
        self.cells = [
            (where, render(what) if isinstance(what, Msg) else str(what)) for where, what in cells
        ]
        listed = fold(
            "join.semicolon",
            [
                msg("sheets.error.conflict-cell", where=where, what=what)
                for where, what in cells[:10]
            ],
        )
        if len(cells) > 10:
            listed = msg("sheets.error.conflict-more", cells=listed, count=len(cells) - 10)
        self.message = msg("sheets.error.conflict", count=len(cells), cells=listed)
        super().__init__(render(self.message))


class SheetBusyError(SheetsError):
    """The tab the sync writes kept changing while the sync ran, through every attempt."""

    def __init__(self, tab: str, attempts: int, *, written: bool) -> None:
        self.tab = tab
        self.attempts = attempts
        self.written = written
        key = "sheets.error.busy-written" if written else "sheets.error.busy"
        self.message = msg(key, tab=repr(tab), count=attempts)
        super().__init__(render(self.message))


class TokenStoreError(Exception):
    """The token store of ``tiebreak-serve`` cannot be opened or used (its reason is for the
    log of whoever runs it, never a token)."""
