"""The only module that imports gspread: reads and writes a spreadsheet in few requests.

A :class:`SheetsGateway` wraps a ``gspread.Client`` built on a given ``requests`` session
(see :mod:`sheets_addon.client`) and offers exactly what a sync needs:

- :meth:`SheetsGateway.read_spreadsheet` — one ``spreadsheets.get`` with the tabs' properties
  and every cell's entered value, effective value, formatted text, number-format type and note
  (the values API cannot show notes or tell a formula from a value);
- :meth:`SheetsGateway.read_cells` — the same for the named tabs only (the check read just
  before a write);
- :meth:`SheetsGateway.batch_update` — one atomic ``spreadsheets.batchUpdate`` (Google applies
  all its requests or none), optionally answering with a tab's cells as they are right after
  the batch.

It uses gspread's low-level ``HTTPClient`` methods rather than ``Spreadsheet`` objects,
because ``open_by_key`` and ``worksheet()`` each fetch the metadata again. Every request goes
through :meth:`SheetsGateway._call`: 429 and 5xx answers (and dropped connections) are retried
with the bounded backoff of :class:`~sheets_addon.retry.RetryPolicy`; every other failure
becomes one of the errors in :mod:`sheets_addon.errors`. gspread's ``BackOffHTTPClient`` is not
used: it sleeps without a cap on the total wait.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, TypeVar

import gspread
import requests
from google.auth.credentials import Credentials
from google.auth.exceptions import GoogleAuthError, TransportError
from gspread.exceptions import APIError
from gspread.urls import SPREADSHEET_BATCH_UPDATE_URL

from sheets_addon.api_types import JSON
from sheets_addon.errors import (
    SheetAuthError,
    SheetNotFound,
    SheetPermissionError,
    SheetRequestError,
    SheetsError,
    SheetUnavailableError,
)
from sheets_addon.retry import RetryPolicy

T = TypeVar("T")

CELL_FIELDS = "userEnteredValue,effectiveValue,formattedValue,effectiveFormat.numberFormat,note"
SPREADSHEET_FIELDS = (
    "spreadsheetId,properties(title,locale),sheets(properties,data(startRow,startColumn,rowData.values("
    + CELL_FIELDS
    + ")))"
)
ENTERED_FIELDS = (
    "sheets(properties(sheetId,title),data(startRow,startColumn,rowData.values(userEnteredValue)))"
)
"""What the checks around a write read: the entered values only (a fifth of the cells' size
when every value carries an explanation note)."""
GRID_FIELDS = (
    "sheets(properties(sheetId,title),data(startRow,startColumn,rowData.values("
    + CELL_FIELDS
    + ")))"
)


def quote_title(title: str) -> str:
    """Return ``title`` quoted for an A1 range (``'Round 1'``, ``'O''Brien'``)."""
    return "'" + title.replace("'", "''") + "'"


def grids(data: Mapping[str, JSON]) -> dict[str, list[list[JSON]]]:
    """Return each tab's rows of ``CellData`` dicts in a ``Spreadsheet`` resource, positioned
    from A1 (``{}`` for an empty cell; rows may be ragged)."""
    result: dict[str, list[list[JSON]]] = {}
    for sheet in data.get("sheets", []):
        title = sheet.get("properties", {}).get("title")
        if title is None:
            continue
        grid: list[list[JSON]] = []
        for block in sheet.get("data", []):
            r0 = int(block.get("startRow", 0))
            c0 = int(block.get("startColumn", 0))
            for i, row in enumerate(block.get("rowData", [])):
                r = r0 + i
                while len(grid) <= r:
                    grid.append([])
                line = grid[r]
                for j, cell in enumerate(row.get("values", [])):
                    c = c0 + j
                    while len(line) <= c:
                        line.append({})
                    line[c] = cell or {}
        result[str(title)] = grid
    return result


def oauth_credentials(scopes: Sequence[str]) -> Credentials:
    """Return credentials of a personal Google account through gspread's OAuth flow (a
    browser window; the token is cached in gspread's config directory)."""
    try:
        client = gspread.oauth(scopes=list(scopes))
    except (OSError, ValueError, GoogleAuthError) as exc:
        raise SheetAuthError(
            "OAuth sign-in failed: put the OAuth client file from the Google Cloud console at "
            f"~/.config/gspread/credentials.json ({exc})"
        ) from exc
    creds: Credentials = client.http_client.auth
    return creds


class SheetsGateway:
    """Reads and writes spreadsheets through gspread with bounded retries."""

    def __init__(
        self,
        client: gspread.Client,
        *,
        retry: RetryPolicy | None = None,
        account: str | None = None,
    ) -> None:
        self.client = client
        self.retry = retry or RetryPolicy()
        self.account = account

    @classmethod
    def from_session(
        cls,
        session: requests.Session,
        *,
        credentials: Credentials | None = None,
        account: str | None = None,
        retry: RetryPolicy | None = None,
    ) -> SheetsGateway:
        """Build the gateway on ``session`` (gspread uses a supplied session as-is)."""
        client = gspread.Client(auth=credentials, session=session)  # type: ignore[arg-type]
        return cls(client, retry=retry, account=account)

    # -- the calls ----------------------------------------------------------------

    def read_spreadsheet(self, key: str) -> tuple[JSON, dict[str, list[list[JSON]]]]:
        """Return the spreadsheet's title and tab properties, and every tab's rows of
        ``CellData`` dicts (one request; see :meth:`read_cells` for the rows)."""
        params: dict[str, Any] = {"includeGridData": "true", "fields": SPREADSHEET_FIELDS}
        data = self._call(
            "open",
            key,
            lambda: self.client.http_client.fetch_sheet_metadata(key, params=params),
        )
        return data, grids(data)

    def read_cells(
        self, key: str, titles: Iterable[str], *, entered_only: bool = False
    ) -> dict[str, list[list[JSON]]]:
        """Return, for each tab in ``titles``, its rows of ``CellData`` dicts (one request);
        with ``entered_only``, each holding only its ``userEnteredValue``.

        Rows and cells are positioned from A1: ``result[title][r][c]`` is the cell at 0-based
        row ``r`` and column ``c`` (``{}`` when empty; rows may be ragged).
        """
        titles = list(titles)
        if not titles:
            return {}
        params = {
            "includeGridData": "true",
            "ranges": [quote_title(t) for t in titles],
            "fields": ENTERED_FIELDS if entered_only else GRID_FIELDS,
        }
        data = self._call(
            "read",
            key,
            lambda: self.client.http_client.fetch_sheet_metadata(key, params=params),  # type: ignore[arg-type]
        )
        found = grids(data)
        return {t: found.get(t, []) for t in titles}

    def batch_update(
        self, key: str, requests_: Sequence[Mapping[str, JSON]], *, show_tab: str | None = None
    ) -> JSON:
        """Send one atomic ``spreadsheets.batchUpdate`` with ``requests_``.

        With ``show_tab``, the answer also carries that tab's entered values as they are right
        after Google applied the batch (``includeSpreadsheetInResponse``, same request): the
        result has a ``"cells"`` entry with its rows of ``CellData`` dicts.
        """
        body: dict[str, JSON] = {"requests": list(requests_)}
        params: dict[str, Any] = {}
        if show_tab is not None:
            body["includeSpreadsheetInResponse"] = True
            body["responseRanges"] = [quote_title(show_tab)]
            body["responseIncludeGridData"] = True
            params["fields"] = "spreadsheetId,replies,updatedSpreadsheet(" + ENTERED_FIELDS + ")"
        url = SPREADSHEET_BATCH_UPDATE_URL % key

        def send() -> JSON:
            return self.client.http_client.request("post", url, json=body, params=params).json()

        answer = self._call("edit", key, send)
        if show_tab is not None:
            answer["cells"] = grids(answer.get("updatedSpreadsheet") or {}).get(show_tab, [])
        return answer

    # -- retries and translation --------------------------------------------------------

    def _call(self, what: str, key: str, send: Callable[[], T]) -> T:
        delays = self.retry.delays()
        attempts = 0
        while True:
            attempts += 1
            try:
                return send()
            except APIError as exc:
                status = exc.response.status_code
                if status not in self.retry.retry_statuses:
                    raise self._translate(exc, what, key) from exc
                failure: Exception = exc
                reason = f"HTTP {status}: {exc.error.get('message', '')}".rstrip(": ")
            except requests.RequestException as exc:
                status = None
                failure = exc
                reason = f"network error: {type(exc).__name__}"
            except TransportError as exc:
                # Renewing the access token could not reach Google's token endpoint (a Wi-Fi
                # drop at the venue). google-auth raises it as a GoogleAuthError, but nothing
                # was refused: it is retried like any other network failure.
                status = None
                failure = exc
                reason = "network error while renewing the access token"
            except GoogleAuthError as exc:
                if not exc.retryable:
                    raise SheetAuthError(
                        f"Google refused the credentials (trying to {what} spreadsheet "
                        f"{key!r}): {exc}"
                    ) from exc
                # The token endpoint kept answering 5xx through google-auth's own retries.
                status = None
                failure = exc
                reason = "Google's token service is not answering"
            delay = next(delays, None)
            if delay is None and status is None:
                raise SheetUnavailableError(
                    f"Google could not be reached (trying to {what} spreadsheet {key!r}): "
                    f"still failing after {attempts} attempt(s) ({reason}); check the "
                    "connection and try again in a minute",
                    attempts=attempts,
                    status=None,
                ) from failure
            if delay is None:
                raise SheetUnavailableError(
                    f"could not {what} spreadsheet {key!r}: still failing after {attempts} "
                    f"attempt(s) ({reason}); try again in a minute",
                    attempts=attempts,
                    status=status,
                ) from failure
            self.retry.sleep(delay)

    def _translate(self, exc: APIError, what: str, key: str) -> SheetsError:
        status = exc.response.status_code
        message = str(exc.error.get("message", "")) or exc.response.reason
        if status == 404:
            return SheetNotFound(
                f"spreadsheet {key!r} was not found: check the URL or key (it must be a Google "
                "Sheet, not an uploaded .xlsx file)",
                key=key,
            )
        if status == 403:
            if self.account:
                hint = f"share the sheet with {self.account} (as Editor)"
            else:
                hint = "ask the owner to share the sheet with your Google account (as Editor)"
            return SheetPermissionError(
                f"no permission to {what} spreadsheet {key!r}: {hint}",
                key=key,
                account=self.account,
            )
        if status == 401:
            return SheetAuthError(f"Google rejected the credentials ({message})")
        return SheetRequestError(
            f"Google refused to {what} spreadsheet {key!r} (HTTP {status}): {message}",
            status=status,
        )
