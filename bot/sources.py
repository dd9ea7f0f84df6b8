"""Reading a tournament from what an organiser links: an uploaded file, a lichess Swiss, a sheet.

Everything here blocks (parsing, network); the bot runs it with ``asyncio.to_thread``.
Readers raise :class:`core.errors.InputError` (with file line or sheet cell) or
:class:`bot.errors.SourceError` (cannot reach or not supported).
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from bot.errors import SourceError
from bot.store import SourceKind
from core.errors import TiebreakError
from core.formats.load import load_data, load_text
from core.formats.text_decoding import decode_bytes
from core.formats.tournament_json import read_tournament_json, write_tournament_json
from core.i18n.message import Msg, msg
from core.model import Tournament
from core.sources.refs import is_google_sheet_url, lichess_arena_id, lichess_swiss_id

if TYPE_CHECKING:  # the connector is imported when a sheet is read (see _sheets)
    from sheets_addon import SyncOptions as Options
    from sheets_addon import SyncResult

MAX_UPLOAD_BYTES = 5 * 1024 * 1024


class SheetsConnector(Protocol):
    """What the bot uses of the :mod:`sheets_addon` package (the module satisfies it; the
    classes are read-only properties, as a module's attributes are to its readers)."""

    @property
    def SheetAuthError(self) -> type[Exception]: ...

    @property
    def SyncOptions(self) -> type[Options]: ...

    def read_tournament(self, sheet: str) -> Tournament: ...

    def sync(self, sheet: str, options: Options | None = None) -> SyncResult: ...


@dataclass(frozen=True, slots=True)
class Read:
    """A tournament just read, with where it came from (for the store)."""

    tournament: Tournament
    kind: SourceKind
    source: str
    content: str | None = None


def classify_url(url: str) -> SourceKind:
    """Return whether ``url`` is a lichess Swiss or a Google Sheet.

    :raises SourceError: for anything else.
    """
    url = url.strip()
    if (
        lichess_swiss_id(url) is not None
        or url.lower().startswith("lichess:")
        or lichess_arena_id(url) is not None  # the importer says only Swiss events are read
    ):
        return SourceKind.LICHESS
    if is_google_sheet_url(url):
        return SourceKind.SHEET
    raise SourceError(url, msg("bot.source.bad-url"))


def decode(data: bytes, *, source: str, encoding: str | None = None) -> str:
    """Return the text of an uploaded file, decoded as the core decodes every file
    (:func:`core.formats.text_decoding.decode_bytes`; ``encoding`` the organiser's word).

    :raises InputError: when the encoding is not UTF-8, UTF-16 with a BOM, or certain."""
    return decode_bytes(data, source=source, encoding=encoding)


def is_workbook(data: bytes) -> bool:
    """Whether an upload is an Excel workbook (:func:`core.formats.xlsx.is_workbook`)."""
    from core.formats.xlsx import is_workbook as workbook

    return workbook(data)


def read_workbook(filename: str, data: bytes) -> Tournament:
    """Return the tournament on the first sheet of an uploaded ``.xlsx`` (its player list
    on another tab, as the core reads it: :func:`core.formats.load.load_data`).

    :raises InputError: every problem with ``filename`` and its ``Sheet!B7`` cell.
    """
    return load_data(data, source=filename)


def read_upload(filename: str, text: str) -> Tournament:
    """Return the tournament in an uploaded file's text: tournament JSON, TRF or a CSV layout
    (the core's sniffing reader, :func:`core.formats.load.load_text`).

    :raises InputError: every problem with ``filename`` and its line or cell.
    :raises SourceError: when the file is not text at all.
    """
    if "\x00" in text:
        raise SourceError(filename, msg("bot.source.binary"))
    return load_text(text, source=filename)


def read_lichess(url: str) -> Tournament:
    """Return the lichess Swiss at ``url`` (through :mod:`core.sources.lichess`).

    :raises SourceError: when the import module is missing or lichess cannot be reached.
    """
    try:
        from core.sources import lichess as remote
    except ImportError:
        raise SourceError(url, msg("bot.source.no-lichess")) from None
    try:
        return remote.load_lichess(url)
    except TiebreakError:
        raise
    except Exception as exc:  # httpx errors and the like: name them, never a traceback
        raise SourceError(
            url, msg("bot.source.lichess-down", error=f"{type(exc).__name__}: {exc}")
        ) from exc


def _sheets() -> SheetsConnector:
    """Return the sheets connector package (its public functions read and sync a sheet)."""
    try:
        import sheets_addon
    except ImportError:
        raise SourceError(msg("bot.source.the-sheet"), msg("bot.source.no-sheets")) from None
    return sheets_addon


def _no_credentials(err: Exception) -> SourceError:
    return SourceError(
        msg("bot.source.the-sheet"), msg("bot.source.no-credentials", error=str(err))
    )


def read_sheet(url: str) -> Tournament:
    """Return the tournament in the Google Sheet at ``url`` (``sheets_addon.read_tournament``).

    :raises SourceError: when the sheets connector is not installed or has no credentials.
    :raises InputError: the organiser's cells that cannot be read, each with its A1 address.
    :raises SheetsError: no access, no such sheet, Google failing.
    """
    sheets_addon = _sheets()
    try:
        tournament = sheets_addon.read_tournament(url)
    except sheets_addon.SheetAuthError as err:
        raise _no_credentials(err) from err
    return tournament


def sync_sheet(
    url: str,
    *,
    rules: str | None,
    order: tuple[str, ...] | None,
    live: bool = False,
) -> tuple[Tournament, Msg]:
    """Read the sheet, compute, and write our tie-break cells back (``sheets_addon.sync``).

    ``live`` writes provisional values while a round is in progress (the finished games of
    that round count, as ``tiebreak-sheets watch`` does), so the sheet and a live Discord
    message show the same numbers. Returns the tournament read and the connector's one-line
    summary as a message, for the reply to render in the Discord user's language (the sheet
    itself is written in its own).
    """
    sheets_addon = _sheets()
    try:
        result = sheets_addon.sync(
            url, sheets_addon.SyncOptions(rules=rules, order=order, live=live)
        )
    except sheets_addon.SheetAuthError as err:
        raise _no_credentials(err) from err
    tournament = result.reading.reading.tournament
    return tournament, result.message()


def read_url(url: str) -> Read:
    """Read a linked URL (lichess Swiss or Google Sheet)."""
    kind = classify_url(url)
    url = url.strip()
    t = read_lichess(url) if kind is SourceKind.LICHESS else read_sheet(url)
    return Read(t, kind, url)


def read_again(kind: SourceKind, source: str, content: str | None) -> Tournament:
    """Read a linked source again (``/sync``)."""
    if kind is SourceKind.FILE:
        return read_upload(source, content or "")
    if kind is SourceKind.LICHESS:
        return read_lichess(source)
    return read_sheet(source)


def snapshot_of(t: Tournament, *, source: str | None = None) -> str:
    """Return the tournament as tournament JSON text (the store's snapshot), read back first.

    Every write of a snapshot goes through here, so a read that the snapshot's own reader
    would refuse (a tab in a TRF ``012`` name, a round count no reader accepts) is refused
    before it replaces a good one in the store, not at every command after it.

    :raises InputError: what the read-back refuses, naming ``source`` (the file or URL).
    """
    buf = io.StringIO()
    write_tournament_json(t, buf)
    text = buf.getvalue()
    read_tournament_json(io.StringIO(text), source=source or t.name or "tournament")
    return text


def from_snapshot(text: str, *, name: str) -> Tournament:
    """Return the tournament stored as a snapshot."""
    return read_tournament_json(io.StringIO(text), source=f"snapshot of {name}")
