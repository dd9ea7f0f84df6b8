"""Reading a tournament from what an organiser links: an uploaded file, a lichess Swiss, a sheet.

Everything here blocks (parsing, network); the bot runs it with ``asyncio.to_thread``.
Readers raise :class:`core.errors.InputError` (with file line or sheet cell) or
:class:`bot.errors.SourceError` (cannot reach or not supported).
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass
from typing import Any

from bot.errors import SourceError
from bot.store import SourceKind
from core.errors import TiebreakError
from core.formats.load import load_text
from core.formats.text_decoding import decode_bytes
from core.formats.tournament_json import read_tournament_json, write_tournament_json
from core.model import Tournament

LICHESS_SWISS = re.compile(r"^https?://(?:www\.)?lichess\.org/swiss/([A-Za-z0-9]{8})\b")
GOOGLE_SHEET = re.compile(r"^https?://docs\.google\.com/spreadsheets/d/([A-Za-z0-9_-]{20,})")
MAX_UPLOAD_BYTES = 5 * 1024 * 1024


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
    if LICHESS_SWISS.match(url) or url.lower().startswith("lichess:"):
        return SourceKind.LICHESS
    if GOOGLE_SHEET.match(url):
        return SourceKind.SHEET
    raise SourceError(url, "expected a Google Sheet URL (https://docs.google.com/spreadsheets/"
                      "d/...) or a lichess Swiss URL (https://lichess.org/swiss/<8 characters>)"
                      ", or attach a TRF, JSON or CSV file instead")


def decode(data: bytes, *, source: str) -> str:
    """Return the text of an uploaded file, decoded as the core decodes every file
    (:func:`core.formats.text_decoding.decode_bytes`).

    :raises InputError: when the encoding is not UTF-8, UTF-16 with a BOM, or certain."""
    return decode_bytes(data, source=source)


def read_upload(filename: str, text: str) -> Tournament:
    """Return the tournament in an uploaded file's text: tournament JSON, TRF or a CSV layout
    (the core's sniffing reader, :func:`core.formats.load.load_text`).

    :raises InputError: every problem with ``filename`` and its line or cell.
    :raises SourceError: when the file is not text at all.
    """
    if "\x00" in text:
        raise SourceError(filename, "not a tournament JSON, TRF or CSV file (it is binary)")
    return load_text(text, source=filename)


def read_lichess(url: str) -> Tournament:
    """Return the lichess Swiss at ``url`` (through :mod:`core.remote`).

    :raises SourceError: when the import module is missing or lichess cannot be reached.
    """
    try:
        from core import remote
    except ImportError:
        raise SourceError(url, "lichess import is not installed (pip install "
                          "'tiebreak[lichess]')") from None
    try:
        return remote.load_lichess(url)
    except TiebreakError:
        raise
    except Exception as exc:  # httpx errors and the like: name them, never a traceback
        raise SourceError(url, f"lichess did not answer ({type(exc).__name__}: {exc})") from exc


def _sheets() -> tuple[Any, Any]:
    """Return (the sheets package, a gateway from the environment's credentials)."""
    try:
        import sheets_addon
        from sheets_addon.client import open_gateway
    except ImportError:
        raise SourceError("the Google Sheet", "the Google Sheets connector is not installed "
                          "(pip install 'tiebreak[sheets]')") from None
    from sheets_addon.errors import SheetAuthError

    try:  # GOOGLE_APPLICATION_CREDENTIALS names the service-account key
        return sheets_addon, open_gateway()
    except SheetAuthError as err:
        raise SourceError("the Google Sheet", "the bot has no usable Google credentials: "
                          "whoever runs the bot sets GOOGLE_APPLICATION_CREDENTIALS to a "
                          "service-account key file, and the sheet is shared with that "
                          f"account ({err})") from err


def read_sheet(url: str) -> Tournament:
    """Return the tournament in the Google Sheet at ``url`` (through ``sheets_addon``).

    :raises SourceError: when the sheets connector is not installed.
    :raises InputError: the organiser's cells that cannot be read, each with its A1 address.
    :raises SheetsError: no credentials, no access, no such sheet, Google failing.
    """
    _, gateway = _sheets()
    from sheets_addon.layout import parse_sheet_ref
    from sheets_addon.layout import read_sheet as read_cells

    key, gid = parse_sheet_ref(url)
    reading = read_cells(gateway, key, gid=gid)
    tournament: Tournament = reading.reading.tournament
    return tournament


def sync_sheet(url: str, *, rules: str | None, order: tuple[str, ...] | None
               ) -> tuple[Tournament, str]:
    """Read the sheet, compute, and write our tie-break cells back in one request.

    Returns the tournament read and the connector's one-line summary for the reply.
    """
    sheets_addon, gateway = _sheets()
    result = sheets_addon.sync_sheet(gateway, url, sheets_addon.SyncOptions(
        rules=rules, order=order))
    tournament: Tournament = result.reading.reading.tournament
    return tournament, str(result.summary())


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


def snapshot_of(t: Tournament) -> str:
    """Return the tournament as tournament JSON text (the store's snapshot)."""
    buf = io.StringIO()
    write_tournament_json(t, buf)
    return buf.getvalue()


def from_snapshot(text: str, *, name: str) -> Tournament:
    """Return the tournament stored as a snapshot."""
    return read_tournament_json(io.StringIO(text), source=f"snapshot of {name}")
