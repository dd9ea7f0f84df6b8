"""A local stand-in for the Google Sheets API v4 (and the few Drive v3 calls gspread makes).

The real ``gspread`` client talks to it over loopback (127.0.0.1, a free port), so tests
exercise the same HTTP requests the connector sends to Google. The server keeps sheet state:

- spreadsheets with worksheets (``sheetId``, title, index, grid size), cells with the value the
  user entered (string / number / bool / formula), its effective value, its formatted text,
  its number-format type (``DATE`` for dates typed with ``USER_ENTERED``) and a note;
- ``GET spreadsheets/{id}`` (metadata, or grid data with ``includeGridData=true&ranges=``),
  ``values`` get / batchGet with ``valueRenderOption`` FORMATTED_VALUE / UNFORMATTED_VALUE /
  FORMULA, ``dateTimeRenderOption`` and ``majorDimension``; values update / batchUpdate /
  clear / batchClear with RAW and USER_ENTERED input; ``spreadsheets:batchUpdate`` with
  ``addSheet``, ``deleteSheet``, ``updateSheetProperties``, ``updateSpreadsheetProperties``
  (title, locale), ``updateCells``, ``repeatCell`` and ``appendDimension``, applied
  atomically (all requests or none, as Google does);
- Drive ``files`` create / delete (gspread's ``Client.create`` / ``del_spreadsheet``);
- an OAuth token endpoint (``POST /token``) accepting the JWT-bearer grant that google-auth's
  service-account credentials send, so a throwaway key pointed at this server authenticates;
- errors in Google's JSON shape (404 NOT_FOUND, 403 PERMISSION_DENIED, 400 INVALID_ARGUMENT,
  401 UNAUTHENTICATED), failures injected for the next N requests (429, 500, 503), answers
  lost after a request was applied (a 500, or a dropped connection), and request counting per
  kind;
- races: :meth:`SheetsServer.before_next` runs an action between two requests (the organiser
  sorting rows with :meth:`SheetsServer.sort_rows` or typing with
  :meth:`SheetsServer.type_value`, or another client syncing).

Only what the connector and gspread's recorded exchanges need is modelled; unsupported
requests answer 400 INVALID_ARGUMENT rather than pretending to succeed.

Use::

    with SheetsServer() as server:
        sid = server.create_spreadsheet("Club Swiss", sheets={"Results": [["No", "Name"], ...]})
        ...  # point the client at server.url
"""

from __future__ import annotations

import ast
import base64
import copy
import datetime as _dt
import json
import operator
import re
import secrets
import threading
import urllib.parse
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

JSON = Any

SHEETS_SCOPE = "https://www.googleapis.com/auth/spreadsheets"

# Google's defaults for a new spreadsheet (what ``spreadsheets.get`` shows for one created
# through Drive with locale en_US).
_DEFAULT_PROPERTIES: dict[str, JSON] = {
    "locale": "en_US",
    "autoRecalc": "ON_CHANGE",
    "timeZone": "Etc/GMT",
    "defaultFormat": {
        "backgroundColor": {"red": 1, "green": 1, "blue": 1},
        "padding": {"top": 2, "right": 3, "bottom": 2, "left": 3},
        "verticalAlignment": "BOTTOM",
        "wrapStrategy": "OVERFLOW_CELL",
        "textFormat": {
            "foregroundColor": {},
            "fontFamily": "arial,sans,sans-serif",
            "fontSize": 10,
            "bold": False,
            "italic": False,
            "strikethrough": False,
            "underline": False,
            "foregroundColorStyle": {"rgbColor": {}},
        },
        "backgroundColorStyle": {"rgbColor": {"red": 1, "green": 1, "blue": 1}},
    },
    "spreadsheetTheme": {
        "primaryFontFamily": "Arial",
        "themeColors": [
            {"colorType": "TEXT", "color": {"rgbColor": {}}},
            {"colorType": "BACKGROUND", "color": {"rgbColor": {"red": 1, "green": 1, "blue": 1}}},
            {
                "colorType": "ACCENT1",
                "color": {"rgbColor": {"red": 0.25882354, "green": 0.52156866, "blue": 0.95686275}},
            },
            {
                "colorType": "ACCENT2",
                "color": {"rgbColor": {"red": 0.91764706, "green": 0.2627451, "blue": 0.20784314}},
            },
            {
                "colorType": "ACCENT3",
                "color": {"rgbColor": {"red": 0.9843137, "green": 0.7372549, "blue": 0.015686275}},
            },
            {
                "colorType": "ACCENT4",
                "color": {"rgbColor": {"red": 0.20392157, "green": 0.65882355, "blue": 0.3254902}},
            },
            {
                "colorType": "ACCENT5",
                "color": {"rgbColor": {"red": 1, "green": 0.42745098, "blue": 0.003921569}},
            },
            {
                "colorType": "ACCENT6",
                "color": {"rgbColor": {"red": 0.27450982, "green": 0.7411765, "blue": 0.7764706}},
            },
            {
                "colorType": "LINK",
                "color": {"rgbColor": {"red": 0.06666667, "green": 0.33333334, "blue": 0.8}},
            },
        ],
    },
}

DROP = -1
"""Status :meth:`SheetsServer.handle` returns for a request whose answer is never sent."""
DEFAULT_ROWS = 1000
DEFAULT_COLUMNS = 26
_DATE_EPOCH = _dt.date(1899, 12, 30)


# --------------------------------------------------------------------------- errors


class ApiError(Exception):
    """An error answered in Google's JSON error shape."""

    def __init__(self, code: int, message: str, status: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status

    def body(self) -> JSON:
        return {"error": {"code": self.code, "message": self.message, "status": self.status}}


def invalid(message: str) -> ApiError:
    return ApiError(400, message, "INVALID_ARGUMENT")


def not_found(message: str = "Requested entity was not found.") -> ApiError:
    return ApiError(404, message, "NOT_FOUND")


def permission_denied() -> ApiError:
    return ApiError(403, "The caller does not have permission", "PERMISSION_DENIED")


_INJECTED = {
    429: (
        "Quota exceeded for quota metric 'Read requests' and limit 'Read requests per minute "
        "per user' of service 'sheets.googleapis.com'.",
        "RESOURCE_EXHAUSTED",
    ),
    500: ("Internal error encountered.", "INTERNAL"),
    502: ("Bad gateway.", "UNAVAILABLE"),
    503: ("The service is currently unavailable.", "UNAVAILABLE"),
}


# --------------------------------------------------------------------------- A1 notation


def column_letters(index: int) -> str:
    """Return the letters of 0-based column ``index`` (0 -> ``A``, 26 -> ``AA``)."""
    letters = ""
    n = index + 1
    while n:
        n, rem = divmod(n - 1, 26)
        letters = chr(65 + rem) + letters
    return letters


def column_index(letters: str) -> int:
    """Return the 0-based index of column ``letters``."""
    n = 0
    for ch in letters.upper():
        n = n * 26 + (ord(ch) - 64)
    return n - 1


_CELL = re.compile(r"^([A-Za-z]{0,3})(\d*)$")  # columns end at ZZZ, like Google's


@dataclass(frozen=True)
class A1Range:
    """A parsed A1 range; row/column bounds are 0-based and inclusive, ``None`` = open."""

    sheet: str | None
    r1: int | None
    c1: int | None
    r2: int | None
    c2: int | None


def parse_a1(text: str) -> A1Range:
    """Parse ``'Sheet 1'!A1:D4``, ``Sheet1!A1``, ``Sheet1``, ``A:C``, ``2:5``, ``D4:A1``."""
    sheet: str | None = None
    ref = text
    if text.startswith("'"):
        end = 1
        chars = []
        while end < len(text):
            if text[end] == "'":
                if end + 1 < len(text) and text[end + 1] == "'":
                    chars.append("'")
                    end += 2
                    continue
                break
            chars.append(text[end])
            end += 1
        sheet = "".join(chars)
        rest = text[end + 1 :]
        if rest.startswith("!"):
            ref = rest[1:]
        elif rest == "":
            ref = ""
        else:
            raise invalid(f"Unable to parse range: {text}")
    elif "!" in text:
        sheet, ref = text.split("!", 1)
    else:
        parts = text.split(":")
        if not all(_CELL.match(p) and p for p in parts) or len(parts) > 2:
            return A1Range(text, None, None, None, None)
        ref = text
    if ref == "":
        return A1Range(sheet, None, None, None, None)
    pieces = ref.split(":")
    if len(pieces) > 2:
        raise invalid(f"Unable to parse range: {text}")
    bounds: list[tuple[int | None, int | None]] = []
    for piece in pieces:
        m = _CELL.match(piece)
        if not m or not piece:
            if sheet is None:
                return A1Range(text, None, None, None, None)
            raise invalid(f"Unable to parse range: {text}")
        col = column_index(m.group(1)) if m.group(1) else None
        row = int(m.group(2)) - 1 if m.group(2) else None
        if row is not None and row < 0:
            raise invalid(f"Unable to parse range: {text}")
        bounds.append((row, col))
    (ra, ca) = bounds[0]
    (rb, cb) = bounds[-1]
    if len(pieces) == 1 and (ra is None or ca is None):
        raise invalid(f"Unable to parse range: {text}")

    def order(a: int | None, b: int | None) -> tuple[int | None, int | None]:
        if a is not None and b is not None and a > b:
            return b, a
        return a, b

    r1, r2 = order(ra, rb)
    c1, c2 = order(ca, cb)
    return A1Range(sheet, r1, c1, r2, c2)


def quote_title(title: str) -> str:
    """Return a sheet title as Google writes it in ranges (quoted when needed)."""
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", title) and not re.fullmatch(
        r"[A-Za-z]{1,3}\d+", title
    ):
        return title
    return "'" + title.replace("'", "''") + "'"


def format_range(title: str, r1: int, c1: int, r2: int, c2: int) -> str:
    """Return ``Title!A1:D4`` (or ``Title!A1`` for one cell)."""
    start = f"{column_letters(c1)}{r1 + 1}"
    end = f"{column_letters(c2)}{r2 + 1}"
    ref = start if (r1, c1) == (r2, c2) else f"{start}:{end}"
    return f"{quote_title(title)}!{ref}"


# --------------------------------------------------------------------------- cells


@dataclass
class Cell:
    """One cell: what the user entered, what it evaluates to, how it shows, and its note."""

    entered: JSON = None  # {"stringValue": ...} | {"numberValue": ...} | {"boolValue": ...}
    #                       | {"formulaValue": ...} | None
    effective: JSON = None  # same shape without formulaValue (or {"errorValue": ...})
    number_type: str | None = None  # "DATE", "PERCENT", ... when a format applies
    pattern: str | None = None  # the date pattern shown for dates
    note: str | None = None

    def is_empty(self) -> bool:
        return self.entered is None and self.note is None

    def has_value(self) -> bool:
        return self.entered is not None


def _json_number(x: float) -> JSON:
    if isinstance(x, float) and x.is_integer() and abs(x) < 2**53:
        return int(x)
    return x


def _format_number(x: float, number_type: str | None, pattern: str | None) -> str:
    if number_type == "DATE":
        day = _DATE_EPOCH + _dt.timedelta(days=int(x))
        if pattern == "M/d/yyyy":
            return f"{day.month}/{day.day}/{day.year}"
        return day.isoformat()
    if number_type == "PERCENT":
        return _format_number(x * 100, None, None) + "%"
    if float(x).is_integer():
        return str(int(x))
    text = f"{x:.10g}"
    if "e" in text:
        return repr(float(x))
    return text


_ERROR_TEXT = {
    "NAME": "#NAME?",
    "DIVIDE_BY_ZERO": "#DIV/0!",
    "REF": "#REF!",
    "VALUE": "#VALUE!",
    "N_A": "#N/A",
    "NUM": "#NUM!",
}


def formatted(cell: Cell) -> str:
    """Return the text a cell shows (``FORMATTED_VALUE``)."""
    eff = cell.effective
    if not eff:
        return ""
    if "stringValue" in eff:
        return str(eff["stringValue"])
    if "boolValue" in eff:
        return "TRUE" if eff["boolValue"] else "FALSE"
    if "numberValue" in eff:
        return _format_number(eff["numberValue"], cell.number_type, cell.pattern)
    if "errorValue" in eff:
        return _ERROR_TEXT.get(eff["errorValue"].get("type", ""), "#ERROR!")
    return ""


def unformatted(cell: Cell, *, date_strings: bool = False) -> JSON:
    """Return a cell's value as ``UNFORMATTED_VALUE`` renders it."""
    eff = cell.effective
    if not eff:
        return ""
    if "numberValue" in eff:
        if date_strings and cell.number_type == "DATE":
            return formatted(cell)
        return _json_number(eff["numberValue"])
    if "stringValue" in eff:
        return eff["stringValue"]
    if "boolValue" in eff:
        return eff["boolValue"]
    return formatted(cell)


_NUMBER_TEXT = re.compile(r"^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$")
_ISO_DATE = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$")
_US_DATE = re.compile(r"^(\d{1,2})/(\d{1,2})/(\d{4})$")
_PERCENT = re.compile(r"^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*%\s*$")

_BINOPS: dict[type, Callable[[float, float], float]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.Pow: operator.pow,
}


def _evaluate_formula(formula: str) -> JSON:
    """Evaluate an arithmetic formula (``=4/2``); anything else is ``#NAME?``."""

    def ev(node: ast.AST) -> float:
        if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
            return float(node.value)
        if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
            return _BINOPS[type(node.op)](ev(node.left), ev(node.right))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
            value = ev(node.operand)
            return -value if isinstance(node.op, ast.USub) else value
        raise ValueError(formula)

    expr = formula[1:].replace("^", "**")
    try:
        value = ev(ast.parse(expr, mode="eval").body)
    except ZeroDivisionError:
        return {
            "errorValue": {
                "type": "DIVIDE_BY_ZERO",
                "message": "Function DIVIDE parameter 2 cannot be zero.",
            }
        }
    except (ValueError, SyntaxError):
        return {"errorValue": {"type": "NAME", "message": f"Unknown formula {formula!r}"}}
    return {"numberValue": value}


def cell_from_input(value: JSON, input_option: str, old: Cell | None) -> Cell | None:
    """Return the new cell for ``value`` written with ``RAW`` or ``USER_ENTERED``
    (``None`` clears the value); the old note is kept."""
    note = old.note if old else None
    if isinstance(value, bool):
        return Cell({"boolValue": value}, {"boolValue": value}, note=note)
    if isinstance(value, int | float):
        return Cell({"numberValue": value}, {"numberValue": value}, note=note)
    if value is None:
        raise TypeError("null values are skipped by the caller")
    text = str(value)
    if text == "":
        return Cell(note=note) if note is not None else None
    if input_option == "RAW":
        return Cell({"stringValue": text}, {"stringValue": text}, note=note)
    if text.startswith("="):
        return Cell({"formulaValue": text}, _evaluate_formula(text), note=note)
    if text.startswith("'"):
        return Cell({"stringValue": text[1:]}, {"stringValue": text[1:]}, note=note)
    if _NUMBER_TEXT.match(text):
        number = float(text)
        return Cell({"numberValue": number}, {"numberValue": number}, note=note)
    if _PERCENT.match(text):
        number = float(text.strip().rstrip("%").strip()) / 100
        return Cell({"numberValue": number}, {"numberValue": number}, "PERCENT", note=note)
    if text.upper() in ("TRUE", "FALSE"):
        flag = text.upper() == "TRUE"
        return Cell({"boolValue": flag}, {"boolValue": flag}, note=note)
    date: _dt.date | None = None
    pattern = None
    m = _ISO_DATE.match(text)
    try:
        if m:
            date = _dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
            pattern = "yyyy-mm-dd"
        elif (m := _US_DATE.match(text)) is not None:
            date = _dt.date(int(m.group(3)), int(m.group(1)), int(m.group(2)))
            pattern = "M/d/yyyy"
    except ValueError:
        date = None
    if date is not None:
        serial = float((date - _DATE_EPOCH).days)
        return Cell({"numberValue": serial}, {"numberValue": serial}, "DATE", pattern, note)
    return Cell({"stringValue": text}, {"stringValue": text}, note=note)


def cell_from_cell_data(
    data: Mapping[str, JSON], fields: set[str], old: Cell | None
) -> Cell | None:
    """Apply a ``CellData`` through a ``fields`` mask (``updateCells`` / ``repeatCell``)."""
    cell = copy.deepcopy(old) if old else Cell()
    if "*" in fields or "userEnteredValue" in fields:
        uev = data.get("userEnteredValue")
        if not uev:
            cell.entered = cell.effective = None
            cell.number_type = cell.pattern = None
        else:
            if len(uev) != 1 or next(iter(uev)) not in (
                "stringValue",
                "numberValue",
                "boolValue",
                "formulaValue",
            ):
                raise invalid(f"Invalid value at 'requests.userEnteredValue': {uev!r}")
            kind, value = next(iter(uev.items()))
            if kind == "formulaValue":
                cell.entered = {"formulaValue": value}
                cell.effective = _evaluate_formula(value)
            else:
                cell.entered = {kind: value}
                cell.effective = {kind: value}
            cell.number_type = cell.pattern = None
    if "*" in fields or "note" in fields:
        note = data.get("note")
        cell.note = note if note else None
    return None if cell.is_empty() else cell


# --------------------------------------------------------------------------- model


@dataclass
class Worksheet:
    """One tab: its properties and its cells (0-based ``(row, column)`` keys)."""

    sheet_id: int
    title: str
    index: int
    rows: int = DEFAULT_ROWS
    columns: int = DEFAULT_COLUMNS
    frozen_rows: int = 0
    frozen_columns: int = 0
    hidden: bool = False
    cells: dict[tuple[int, int], Cell] = field(default_factory=dict)

    def properties(self) -> JSON:
        grid: dict[str, JSON] = {"rowCount": self.rows, "columnCount": self.columns}
        if self.frozen_rows:
            grid["frozenRowCount"] = self.frozen_rows
        if self.frozen_columns:
            grid["frozenColumnCount"] = self.frozen_columns
        props: dict[str, JSON] = {
            "sheetId": self.sheet_id,
            "title": self.title,
            "index": self.index,
            "sheetType": "GRID",
            "gridProperties": grid,
        }
        if self.hidden:
            props["hidden"] = True
        return props

    def used_extent(self) -> tuple[int, int]:
        """Return (rows, columns) spanned by cells holding a value."""
        rows = cols = 0
        for (r, c), cell in self.cells.items():
            if cell.has_value():
                rows = max(rows, r + 1)
                cols = max(cols, c + 1)
        return rows, cols


@dataclass
class Spreadsheet:
    """A spreadsheet with its tabs and who may open it."""

    spreadsheet_id: str
    title: str
    sheets: list[Worksheet]
    owner: str | None = None
    shared_with: set[str] | None = None  # None: anyone with a valid token
    private: bool = False  # exists, but nobody known to this server may open it
    next_sheet_id: int = 1
    locale: str = "en_US"
    """``properties.locale`` (``cs_CZ``, ``it_IT``): set at creation, or by an
    ``updateSpreadsheetProperties`` request, as in File > Settings."""

    def sheet_by_title(self, title: str, range_text: str | None = None) -> Worksheet:
        for sheet in self.sheets:
            if sheet.title == title:
                return sheet
        raise invalid(f"Unable to parse range: {range_text or title}")

    def sheet_by_id(self, sheet_id: int) -> Worksheet:
        for sheet in self.sheets:
            if sheet.sheet_id == sheet_id:
                return sheet
        raise invalid(f"No grid with id: {sheet_id}")

    def reindex(self) -> None:
        self.sheets.sort(key=lambda s: s.index)
        for i, sheet in enumerate(self.sheets):
            sheet.index = i


# --------------------------------------------------------------------------- the server


@dataclass(frozen=True)
class LoggedRequest:
    """One request the server answered: what it was and how it was classified."""

    method: str
    path: str
    kind: str
    status: int
    body: JSON


class SheetsServer:
    """A Sheets API v4 compatible server on 127.0.0.1 keeping spreadsheet state in memory."""

    def __init__(self, *, require_auth: bool = True) -> None:
        self.require_auth = require_auth
        self.spreadsheets: dict[str, Spreadsheet] = {}
        self.tokens: dict[str, str] = {}  # access token -> principal (e-mail)
        self.granted_scopes: list[str] = []
        self.counts: Counter[str] = Counter()
        self.log: list[LoggedRequest] = []
        self._failures: list[tuple[int, str | None]] = []
        self._lost_answers: list[tuple[int | str, str | None]] = []
        self._hooks: list[tuple[str | None, Callable[[], None]]] = []
        self._lock = threading.RLock()
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle -------------------------------------------------------------------

    def start(self) -> SheetsServer:
        """Start serving on a free loopback port; returns ``self``."""
        handler = _make_handler(self)
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving."""
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None

    def __enter__(self) -> SheetsServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def url(self) -> str:
        """Base URL, e.g. ``http://127.0.0.1:51234``."""
        assert self._httpd is not None, "server not started"
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}"

    @property
    def token_uri(self) -> str:
        """Where service-account credentials exchange their signed JWT for a token."""
        return self.url + "/token"

    # -- fixtures --------------------------------------------------------------------

    def issue_token(self, principal: str) -> str:
        """Return a fresh access token for ``principal``."""
        token = "ya29.local-" + secrets.token_urlsafe(16)
        with self._lock:
            self.tokens[token] = principal
        return token

    def create_spreadsheet(
        self,
        title: str = "Untitled spreadsheet",
        *,
        sheets: Mapping[str, Sequence[Sequence[JSON]]] | None = None,
        notes: Mapping[str, Mapping[str, str]] | None = None,
        input_option: str = "USER_ENTERED",
        spreadsheet_id: str | None = None,
        shared_with: Iterable[str] | None = None,
        private: bool = False,
        grid: tuple[int, int] | None = None,
        locale: str = "en_US",
    ) -> str:
        """Create a spreadsheet with ``sheets`` (title -> rows of values, entered as a user
        would type them unless ``input_option="RAW"``), ``notes`` (title -> {A1: text}) and
        the spreadsheet's ``locale`` (``properties.locale``). Returns its id."""
        sid = spreadsheet_id or _new_id()
        rows, cols = grid or (DEFAULT_ROWS, DEFAULT_COLUMNS)
        tabs: list[Worksheet] = []
        for i, (name, values) in enumerate((sheets or {"Sheet1": []}).items()):
            need_rows = max(rows, len(values))
            need_cols = max([cols, *(len(r) for r in values)])
            ws = Worksheet(
                sheet_id=0 if i == 0 else 1000 + i,
                title=name,
                index=i,
                rows=need_rows,
                columns=need_cols,
            )
            for r, row in enumerate(values):
                for c, value in enumerate(row):
                    if value is None:
                        continue
                    cell = cell_from_input(value, input_option, None)
                    if cell is not None:
                        ws.cells[(r, c)] = cell
            tabs.append(ws)
        book = Spreadsheet(
            sid,
            title,
            tabs,
            shared_with=set(shared_with) if shared_with is not None else None,
            private=private,
            next_sheet_id=2000,
            locale=locale,
        )
        for name, by_cell in (notes or {}).items():
            ws = book.sheet_by_title(name)
            for a1, text in by_cell.items():
                rng = parse_a1(a1)
                assert rng.r1 is not None and rng.c1 is not None
                cell = ws.cells.setdefault((rng.r1, rng.c1), Cell())
                cell.note = text
        with self._lock:
            self.spreadsheets[sid] = book
        return sid

    def set_locale(self, spreadsheet_id: str, locale: str) -> None:
        """Change the spreadsheet's ``properties.locale`` (the owner's File > Settings)."""
        with self._lock:
            self.spreadsheets[spreadsheet_id].locale = locale

    def fail_next(self, count: int, status: int = 429, *, kind: str | None = None) -> None:
        """Answer the next ``count`` API requests (of ``kind`` only, e.g. ``"batch_update"``,
        when given) with ``status`` (429, 500, 502, 503), without applying them."""
        if status not in _INJECTED:
            raise ValueError(f"cannot inject {status}")
        with self._lock:
            self._failures.extend([(status, kind)] * count)

    def lose_next_answer(self, count: int = 1, status: int | str = 500, *, kind: str) -> None:
        """Apply the next ``count`` requests of ``kind`` as usual, then lose their answer:
        answer ``status`` (500, 503) instead, or, with ``status="drop"``, close the connection
        without answering (a timeout or a dropped connection after Google applied the write)."""
        if status != "drop" and status not in _INJECTED:
            raise ValueError(f"cannot inject {status}")
        with self._lock:
            self._lost_answers.extend([(status, kind)] * count)

    def before_next(self, action: Callable[[], None], *, kind: str | None = None) -> None:
        """Run ``action`` once, just before the next request (of ``kind`` only, when given) is
        handled: what the organiser (or another client) does between two requests of a sync.
        It runs outside the server's lock, so it may itself send requests to this server."""
        with self._lock:
            self._hooks.append((kind, action))

    def sort_rows(
        self,
        spreadsheet_id: str,
        title: str,
        first: int,
        last: int,
        key: Callable[[list[str]], Any],
    ) -> None:
        """Sort rows ``first``..``last`` (0-based, inclusive) of a tab by ``key`` of each row's
        formatted values, moving whole rows (values and notes of every column) as the
        organiser's "Sort sheet" does in the browser."""
        with self._lock:
            ws = self.spreadsheets[spreadsheet_id].sheet_by_title(title)
            rows = list(range(first, last + 1))
            width = max((c + 1 for (_, c) in ws.cells), default=0)

            def shown(r: int) -> list[str]:
                return [
                    formatted(ws.cells[(r, c)]) if (r, c) in ws.cells else "" for c in range(width)
                ]

            order = sorted(rows, key=lambda r: key(shown(r)))
            moved = {k: v for k, v in ws.cells.items() if first <= k[0] <= last}
            cells = {k: v for k, v in ws.cells.items() if not first <= k[0] <= last}
            for new_row, old_row in zip(rows, order, strict=True):
                for (r, c), cell in moved.items():
                    if r == old_row:
                        cells[(new_row, c)] = cell
            ws.cells = cells

    def type_value(self, spreadsheet_id: str, title: str, a1: str, value: JSON) -> None:
        """Set one cell as the organiser typing ``value`` in the browser does (``USER_ENTERED``;
        the cell's note stays)."""
        rng = parse_a1(a1)
        assert rng.r1 is not None and rng.c1 is not None
        with self._lock:
            ws = self.spreadsheets[spreadsheet_id].sheet_by_title(title)
            new = cell_from_input(value, "USER_ENTERED", ws.cells.get((rng.r1, rng.c1)))
            if new is None:
                ws.cells.pop((rng.r1, rng.c1), None)
            else:
                ws.cells[(rng.r1, rng.c1)] = new

    def reset_counts(self) -> None:
        """Forget the request counters and log."""
        with self._lock:
            self.counts.clear()
            self.log.clear()

    def snapshot(self, spreadsheet_id: str) -> dict[str, dict[str, tuple[JSON, str | None]]]:
        """Return every non-empty cell: {tab: {A1: (entered value, note)}}."""
        with self._lock:
            book = self.spreadsheets[spreadsheet_id]
            result: dict[str, dict[str, tuple[JSON, str | None]]] = {}
            for ws in book.sheets:
                cells: dict[str, tuple[JSON, str | None]] = {}
                for (r, c), cell in sorted(ws.cells.items()):
                    if cell.is_empty():
                        continue
                    entered = next(iter(cell.entered.values())) if cell.entered else None
                    cells[f"{column_letters(c)}{r + 1}"] = (entered, cell.note)
                result[ws.title] = cells
            return result

    def values(self, spreadsheet_id: str, title: str) -> list[list[str]]:
        """Return a tab's formatted values as a padded grid of its used extent."""
        with self._lock:
            ws = self.spreadsheets[spreadsheet_id].sheet_by_title(title)
            rows, cols = ws.used_extent()
            grid = [[""] * cols for _ in range(rows)]
            for (r, c), cell in ws.cells.items():
                if cell.has_value():
                    grid[r][c] = formatted(cell)
            return grid

    def note(self, spreadsheet_id: str, title: str, a1: str) -> str | None:
        """Return the note on one cell."""
        rng = parse_a1(a1)
        with self._lock:
            ws = self.spreadsheets[spreadsheet_id].sheet_by_title(title)
            assert rng.r1 is not None and rng.c1 is not None
            cell = ws.cells.get((rng.r1, rng.c1))
            return cell.note if cell else None

    # -- request handling ------------------------------------------------------------

    def handle(
        self, method: str, raw_path: str, headers: Mapping[str, str], body: bytes
    ) -> tuple[int, JSON | None, str]:
        """Answer one request: returns (status, JSON body or None, kind)."""
        parsed = urllib.parse.urlsplit(raw_path)
        path = parsed.path
        query = urllib.parse.parse_qs(parsed.query, keep_blank_values=True)
        if path != "/token":
            self._run_hook(_classify(method, path, query))
        with self._lock:
            if path == "/token" and method == "POST":
                return self._token(body)
            kind = "unknown"
            try:
                kind = _classify(method, path, query)
                for i, (status, only) in enumerate(self._failures):
                    if only is None or only == kind:
                        del self._failures[i]
                        message, state = _INJECTED[status]
                        raise ApiError(status, message, state)
                principal = self._authenticate(headers)
                payload = json.loads(body) if body else None
                status, result = self._route(method, path, query, payload, principal)
                mask = query.get("fields", [""])[0]
                if mask and result is not None:
                    result = apply_field_mask(result, parse_field_mask(mask))
                for i, (lost, only) in enumerate(self._lost_answers):
                    if only == kind and status < 400:
                        del self._lost_answers[i]
                        if lost == "drop":
                            return DROP, None, kind
                        message, state = _INJECTED[int(lost)]
                        raise ApiError(int(lost), message, state)
                return status, result, kind
            except ApiError as err:
                return err.code, err.body(), kind
            except json.JSONDecodeError as err:
                return 400, invalid(f"Invalid JSON payload received. {err}").body(), kind

    def _run_hook(self, kind: str) -> None:
        with self._lock:
            found = next(
                (i for i, (only, _) in enumerate(self._hooks) if only is None or only == kind),
                None,
            )
            action = self._hooks.pop(found)[1] if found is not None else None
        if action is not None:
            action()

    def _token(self, body: bytes) -> tuple[int, JSON, str]:
        form = urllib.parse.parse_qs(body.decode())
        grant = form.get("grant_type", [""])[0]
        assertion = form.get("assertion", [""])[0]
        if grant != "urn:ietf:params:oauth:grant-type:jwt-bearer" or assertion.count(".") != 2:
            return 400, {"error": "invalid_grant", "error_description": "Bad Request"}, "token"
        claims = json.loads(_b64decode(assertion.split(".")[1]))
        principal = claims.get("sub") or claims.get("iss")
        scope = claims.get("scope", "")
        self.granted_scopes.append(scope)
        token = self.issue_token(principal)
        return 200, {"access_token": token, "expires_in": 3599, "token_type": "Bearer"}, "token"

    def _authenticate(self, headers: Mapping[str, str]) -> str | None:
        auth = headers.get("authorization") or headers.get("Authorization")
        if auth and auth.startswith("Bearer "):
            token = auth[len("Bearer ") :]
            if token in self.tokens:
                return self.tokens[token]
        if self.require_auth:
            raise ApiError(
                401,
                "Request is missing required authentication credential. Expected OAuth 2 "
                "access token, login cookie or other valid authentication credential.",
                "UNAUTHENTICATED",
            )
        return None

    def _book(self, sid: str, principal: str | None) -> Spreadsheet:
        book = self.spreadsheets.get(sid)
        if book is None:
            raise not_found()
        if book.private:
            raise permission_denied()
        if (
            book.shared_with is not None
            and principal not in book.shared_with
            and (principal != book.owner)
        ):
            raise permission_denied()
        return book

    def _route(
        self,
        method: str,
        path: str,
        query: Mapping[str, list[str]],
        payload: JSON,
        principal: str | None,
    ) -> tuple[int, JSON]:
        if path == "/drive/v3/files" and method == "POST":
            name = (payload or {}).get("name", "Untitled spreadsheet")
            mime = (payload or {}).get("mimeType")
            if mime != "application/vnd.google-apps.spreadsheet":
                raise invalid("Only spreadsheets can be created here.")
            sid = self.create_spreadsheet(name)
            self.spreadsheets[sid].owner = principal
            return 200, {"kind": "drive#file", "id": sid, "name": name, "mimeType": mime}
        m = re.fullmatch(r"/drive/v3/files/([^/]+)", path)
        if m and method == "DELETE":
            sid = m.group(1)
            book = self.spreadsheets.get(sid)
            if book is None:
                raise ApiError(404, f"File not found: {sid}.", "NOT_FOUND")
            self._book(sid, principal)
            del self.spreadsheets[sid]
            return 204, None
        if path == "/v4/spreadsheets" and method == "POST":
            title = ((payload or {}).get("properties") or {}).get("title", "Untitled spreadsheet")
            sid = self.create_spreadsheet(title)
            self.spreadsheets[sid].owner = principal
            return 200, self._metadata(self.spreadsheets[sid], None, False)
        m = re.fullmatch(r"/v4/spreadsheets/([^/:]+)(?::(batchUpdate))?", path)
        if m:
            book = self._book(m.group(1), principal)
            if m.group(2) == "batchUpdate" and method == "POST":
                masked = bool(query.get("fields", [""])[0])
                return 200, self._batch_update(book, payload or {}, masked=masked)
            if m.group(2) is None and method == "GET":
                return 200, self._metadata(book, query.get("ranges"), _wants_grid(query))
            raise not_found()
        m = re.fullmatch(r"/v4/spreadsheets/([^/]+)/values:(batchGet|batchUpdate|batchClear)", path)
        if m:
            book = self._book(m.group(1), principal)
            op = m.group(2)
            if op == "batchGet" and method == "GET":
                ranges = query.get("ranges", [])
                return 200, {
                    "spreadsheetId": book.spreadsheet_id,
                    "valueRanges": [self._get_values(book, r, query) for r in ranges],
                }
            if op == "batchUpdate" and method == "POST":
                return 200, self._values_batch_update(book, payload or {})
            if op == "batchClear" and method == "POST":
                cleared = [self._clear(book, r) for r in (payload or {}).get("ranges", [])]
                return 200, {"spreadsheetId": book.spreadsheet_id, "clearedRanges": cleared}
            raise not_found()
        m = re.fullmatch(r"/v4/spreadsheets/([^/]+)/values/(.+?)(:clear|:append)?", path)
        if m:
            book = self._book(m.group(1), principal)
            rng = urllib.parse.unquote(m.group(2))
            if m.group(3) == ":clear" and method == "POST":
                return 200, {
                    "spreadsheetId": book.spreadsheet_id,
                    "clearedRange": self._clear(book, rng),
                }
            if m.group(3) is None and method == "GET":
                return 200, self._get_values(book, rng, query)
            if m.group(3) is None and method == "PUT":
                option = query.get("valueInputOption", [""])[0]
                return 200, self._update_values(book, rng, payload or {}, option)
            raise invalid(f"Unsupported values call {method} {m.group(3) or ''}")
        raise not_found()

    # -- metadata --------------------------------------------------------------------

    def _metadata(self, book: Spreadsheet, ranges: list[str] | None, include_grid: bool) -> JSON:
        props = {"title": book.title, **copy.deepcopy(_DEFAULT_PROPERTIES), "locale": book.locale}
        sheets = []
        wanted: dict[int, list[tuple[int, int, int, int]]] = {}
        for text in ranges or []:
            ws, r1, c1, r2, c2 = self._resolve(book, text, clamp=True)
            wanted.setdefault(ws.sheet_id, []).append((r1, c1, r2, c2))
        for ws in book.sheets:
            entry: dict[str, JSON] = {"properties": ws.properties()}
            if include_grid:
                boxes = wanted.get(ws.sheet_id)
                if ranges and not boxes:
                    continue
                if not boxes:
                    boxes = [(0, 0, ws.rows - 1, ws.columns - 1)]
                entry["data"] = [self._grid_data(ws, *box) for box in boxes]
            sheets.append(entry)
        return {
            "spreadsheetId": book.spreadsheet_id,
            "properties": props,
            "sheets": sheets,
            "spreadsheetUrl": f"https://docs.google.com/spreadsheets/d/{book.spreadsheet_id}/edit",
        }

    def _grid_data(self, ws: Worksheet, r1: int, c1: int, r2: int, c2: int) -> JSON:
        rows: list[JSON] = []
        for r in range(r1, r2 + 1):
            values: list[JSON] = []
            for c in range(c1, c2 + 1):
                cell = ws.cells.get((r, c))
                values.append(_cell_data(cell) if cell else {})
            while values and not values[-1]:
                values.pop()
            rows.append({"values": values} if values else {})
        while rows and not rows[-1]:
            rows.pop()
        data: dict[str, JSON] = {}
        if r1:
            data["startRow"] = r1
        if c1:
            data["startColumn"] = c1
        data["rowData"] = rows
        return data

    # -- values ----------------------------------------------------------------------

    def _resolve(
        self, book: Spreadsheet, text: str, *, clamp: bool = False
    ) -> tuple[Worksheet, int, int, int, int]:
        rng = parse_a1(text)
        ws = book.sheet_by_title(rng.sheet, text) if rng.sheet is not None else book.sheets[0]
        r1 = rng.r1 if rng.r1 is not None else 0
        c1 = rng.c1 if rng.c1 is not None else 0
        r2 = rng.r2 if rng.r2 is not None else ws.rows - 1
        c2 = rng.c2 if rng.c2 is not None else ws.columns - 1
        if r2 >= ws.rows or c2 >= ws.columns:
            if not clamp:
                raise invalid(
                    f"Range ({format_range(ws.title, r1, c1, r2, c2)}) exceeds grid limits. "
                    f"Max rows: {ws.rows}, max columns: {ws.columns}"
                )
            r2 = min(r2, ws.rows - 1)
            c2 = min(c2, ws.columns - 1)
        return ws, r1, c1, r2, c2

    def _get_values(self, book: Spreadsheet, text: str, query: Mapping[str, list[str]]) -> JSON:
        render = query.get("valueRenderOption", ["FORMATTED_VALUE"])[0]
        major = query.get("majorDimension", ["ROWS"])[0] or "ROWS"
        date_strings = query.get("dateTimeRenderOption", ["SERIAL_NUMBER"])[0] == "FORMATTED_STRING"
        if render not in ("FORMATTED_VALUE", "UNFORMATTED_VALUE", "FORMULA"):
            raise invalid(f"Invalid value at 'value_render_option' ({render})")
        if major not in ("ROWS", "COLUMNS"):
            raise invalid(f"Invalid value at 'major_dimension' ({major})")
        ws, r1, c1, r2, c2 = self._resolve(book, text, clamp=False)

        def render_cell(cell: Cell | None) -> JSON:
            if cell is None or not cell.has_value():
                return ""
            if render == "FORMATTED_VALUE":
                return formatted(cell)
            if render == "FORMULA" and cell.entered and "formulaValue" in cell.entered:
                return cell.entered["formulaValue"]
            return unformatted(cell, date_strings=date_strings)

        grid = [
            [render_cell(ws.cells.get((r, c))) for c in range(c1, c2 + 1)]
            for r in range(r1, r2 + 1)
        ]
        if major == "COLUMNS":
            grid = [list(col) for col in zip(*grid, strict=True)] if grid else []
        for line in grid:
            while line and line[-1] == "":
                line.pop()
        while grid and not grid[-1]:
            grid.pop()
        out: dict[str, JSON] = {
            "range": format_range(ws.title, r1, c1, r2, c2),
            "majorDimension": major,
        }
        if grid:
            out["values"] = grid
        return out

    def _write(
        self,
        book: Spreadsheet,
        text: str,
        values: Sequence[Sequence[JSON]],
        major: str | None,
        option: str,
    ) -> JSON:
        if option not in ("RAW", "USER_ENTERED"):
            raise invalid(
                "Invalid valueInputOption: INPUT_VALUE_OPTION_UNSPECIFIED"
                if not option
                else f"Invalid value at 'value_input_option' ({option})"
            )
        if major == "COLUMNS":
            width = max((len(col) for col in values), default=0)
            values = [[col[i] if i < len(col) else None for col in values] for i in range(width)]
        rng = parse_a1(text)
        ws = book.sheet_by_title(rng.sheet, text) if rng.sheet is not None else book.sheets[0]
        r1 = rng.r1 or 0
        c1 = rng.c1 or 0
        if rng.r1 is not None and rng.c1 is not None and (rng.r1, rng.c1) == (rng.r2, rng.c2):
            rng = A1Range(rng.sheet, r1, c1, None, None)  # one cell: an anchor, not a bound
        height = len(values)
        width = max((len(row) for row in values), default=0)
        if rng.r2 is not None and height and r1 + height - 1 > rng.r2 and rng.r1 is not None:
            raise invalid(
                f"Requested writing within range [{text}], but tried writing to row [{r1 + height}]"
            )
        if rng.c2 is not None and width and c1 + width - 1 > rng.c2 and rng.c1 is not None:
            raise invalid(
                f"Requested writing within range [{text}], but tried writing to column "
                f"[{column_letters(c1 + width - 1)}]"
            )
        if height == 0 or width == 0:
            end_r, end_c = r1, c1
        else:
            end_r, end_c = r1 + height - 1, c1 + width - 1
        if end_r >= ws.rows or end_c >= ws.columns:
            raise invalid(
                f"Range ({format_range(ws.title, r1, c1, end_r, end_c)}) exceeds grid limits. "
                f"Max rows: {ws.rows}, max columns: {ws.columns}"
            )
        updated = 0
        for i, row in enumerate(values):
            for j, value in enumerate(row):
                if value is None:
                    continue
                key = (r1 + i, c1 + j)
                new = cell_from_input(value, option, ws.cells.get(key))
                if new is None:
                    ws.cells.pop(key, None)
                else:
                    ws.cells[key] = new
                updated += 1
        result: dict[str, JSON] = {
            "spreadsheetId": book.spreadsheet_id,
            "updatedRange": format_range(ws.title, r1, c1, end_r, end_c),
        }
        if updated:
            result["updatedRows"] = height
            result["updatedColumns"] = width
            result["updatedCells"] = updated
        return result

    def _update_values(self, book: Spreadsheet, text: str, payload: JSON, option: str) -> JSON:
        if "range" in payload and payload["range"] and parse_a1(payload["range"]) != parse_a1(text):
            raise invalid(
                f"Requested writing within range [{text}], but the request body range is "
                f"[{payload['range']}]"
            )
        return self._write(
            book, text, payload.get("values") or [], payload.get("majorDimension"), option
        )

    def _values_batch_update(self, book: Spreadsheet, payload: JSON) -> JSON:
        option = payload.get("valueInputOption", "")
        snapshot = [copy.copy(ws) for ws in book.sheets]
        for ws in snapshot:
            ws.cells = dict(ws.cells)
        responses = []
        try:
            for vr in payload.get("data", []):
                responses.append(
                    self._write(
                        book, vr["range"], vr.get("values") or [], vr.get("majorDimension"), option
                    )
                )
        except ApiError:
            book.sheets = snapshot
            raise
        total = {
            "totalUpdatedRows": sum(r.get("updatedRows", 0) for r in responses),
            "totalUpdatedColumns": sum(r.get("updatedColumns", 0) for r in responses),
            "totalUpdatedCells": sum(r.get("updatedCells", 0) for r in responses),
            "totalUpdatedSheets": len({r["updatedRange"].rsplit("!", 1)[0] for r in responses}),
        }
        out: dict[str, JSON] = {"spreadsheetId": book.spreadsheet_id}
        out.update({k: v for k, v in total.items() if v})
        out["responses"] = responses
        return out

    def _clear(self, book: Spreadsheet, text: str) -> str:
        ws, r1, c1, r2, c2 = self._resolve(book, text, clamp=True)
        for key in [k for k in ws.cells if r1 <= k[0] <= r2 and c1 <= k[1] <= c2]:
            cell = ws.cells[key]
            if cell.note is None:
                del ws.cells[key]
            else:
                ws.cells[key] = Cell(note=cell.note)
        return format_range(ws.title, r1, c1, r2, c2)

    # -- spreadsheets.batchUpdate ----------------------------------------------------

    def _batch_update(self, book: Spreadsheet, payload: JSON, *, masked: bool = False) -> JSON:
        requests = payload.get("requests")
        if not requests:
            raise invalid("Must specify at least one request.")
        # All requests apply, or none: work on a copy (cells are replaced, never mutated).
        work = copy.copy(book)
        work.sheets = [copy.copy(ws) for ws in book.sheets]
        for ws in work.sheets:
            ws.cells = dict(ws.cells)
        replies = [self._apply(work, req) for req in requests]
        answer: dict[str, JSON] = {"spreadsheetId": book.spreadsheet_id, "replies": replies}
        if payload.get("includeSpreadsheetInResponse"):
            # The spreadsheet as it is after the batch, like spreadsheets.get with these ranges;
            # responseIncludeGridData is ignored when a field mask is set (the mask decides).
            grid = masked or bool(payload.get("responseIncludeGridData"))
            answer["updatedSpreadsheet"] = self._metadata(
                work, payload.get("responseRanges") or None, grid
            )
        self.spreadsheets[book.spreadsheet_id] = work
        return answer

    def _apply(self, book: Spreadsheet, request: Mapping[str, JSON]) -> JSON:
        if len(request) != 1:
            raise invalid("Invalid requests[0]: exactly one kind of request expected")
        kind, body = next(iter(request.items()))
        if kind == "addSheet":
            props = body.get("properties", {})
            title = props.get("title") or f"Sheet{len(book.sheets) + 1}"
            if any(s.title == title for s in book.sheets):
                raise invalid(
                    f'Invalid requests[0].addSheet: A sheet with the name "{title}" already '
                    "exists. Please enter another name."
                )
            sheet_id = props.get("sheetId")
            if sheet_id is None:
                sheet_id = book.next_sheet_id
                book.next_sheet_id += 1
            elif any(s.sheet_id == sheet_id for s in book.sheets):
                raise invalid(
                    f"Invalid requests[0].addSheet: Sheet with id {sheet_id} already exists."
                )
            grid = props.get("gridProperties", {})
            index = props.get("index", len(book.sheets))
            for s in book.sheets:
                if s.index >= index:
                    s.index += 1
            ws = Worksheet(
                sheet_id=sheet_id,
                title=title,
                index=index,
                rows=grid.get("rowCount", DEFAULT_ROWS),
                columns=grid.get("columnCount", DEFAULT_COLUMNS),
                frozen_rows=grid.get("frozenRowCount", 0),
            )
            book.sheets.append(ws)
            book.reindex()
            return {"addSheet": {"properties": ws.properties()}}
        if kind == "deleteSheet":
            ws = book.sheet_by_id(body.get("sheetId"))
            if len(book.sheets) == 1:
                raise invalid(
                    "Invalid requests[0].deleteSheet: You can't remove all the sheets in a "
                    "document."
                )
            book.sheets.remove(ws)
            book.reindex()
            return {}
        if kind == "updateSheetProperties":
            props = body.get("properties", {})
            fields = _fields(body.get("fields"))
            ws = book.sheet_by_id(props.get("sheetId", 0))
            grid = props.get("gridProperties", {})
            for name in fields:
                if name in ("title", "*") and "title" in props:
                    if any(s.title == props["title"] and s is not ws for s in book.sheets):
                        raise invalid(
                            f"Invalid requests[0].updateSheetProperties: A sheet with the name "
                            f'"{props["title"]}" already exists. Please enter another name.'
                        )
                    ws.title = props["title"]
                if name in ("index", "*") and "index" in props:
                    book.sheets.remove(ws)
                    book.sheets.insert(int(props["index"]), ws)
                    for i, sheet in enumerate(book.sheets):
                        sheet.index = i
                if name in ("hidden", "*"):
                    ws.hidden = bool(props.get("hidden", False))
                if (
                    name in ("gridProperties/rowCount", "gridProperties", "*")
                    and "rowCount" in grid
                ):
                    ws.rows = int(grid["rowCount"])
                if (
                    name in ("gridProperties/columnCount", "gridProperties", "*")
                    and "columnCount" in grid
                ):
                    ws.columns = int(grid["columnCount"])
                if name in ("gridProperties/frozenRowCount", "gridProperties", "*"):
                    ws.frozen_rows = int(grid.get("frozenRowCount", 0))
                if name in ("gridProperties/frozenColumnCount", "gridProperties", "*"):
                    ws.frozen_columns = int(grid.get("frozenColumnCount", 0))
            if ws.rows < 1 or ws.columns < 1:
                raise invalid("Invalid requests[0].updateSheetProperties: a sheet needs a cell")
            ws.cells = {k: v for k, v in ws.cells.items() if k[0] < ws.rows and k[1] < ws.columns}
            return {}
        if kind == "updateSpreadsheetProperties":
            props = body.get("properties", {})
            fields = _fields(body.get("fields"))
            if not fields:
                raise invalid("Invalid requests[0].updateSpreadsheetProperties: 'fields' is empty")
            for name in fields:
                if name in ("title", "*") and "title" in props:
                    book.title = str(props["title"])
                if name in ("locale", "*") and "locale" in props:
                    if not re.fullmatch(r"[a-z]{2,3}(_[A-Z]{2})?", str(props["locale"])):
                        raise invalid(
                            "Invalid requests[0].updateSpreadsheetProperties: Invalid locale "
                            f"{props['locale']!r}"
                        )
                    book.locale = str(props["locale"])
            return {}
        if kind == "appendDimension":
            ws = book.sheet_by_id(body.get("sheetId", 0))
            length = int(body.get("length", 0))
            if length < 1:
                raise invalid("Invalid requests[0].appendDimension: length must be positive")
            if body.get("dimension") == "ROWS":
                ws.rows += length
            elif body.get("dimension") == "COLUMNS":
                ws.columns += length
            else:
                raise invalid(
                    "Invalid requests[0].appendDimension: dimension must be ROWS or COLUMNS"
                )
            return {}
        if kind == "updateCells":
            fields = _fields(body.get("fields"))
            if not fields:
                raise invalid(
                    "Invalid requests[0].updateCells: At least one field must be specified."
                )
            if "start" in body:
                start = body["start"]
                ws = book.sheet_by_id(start.get("sheetId", 0))
                r0, c0 = start.get("rowIndex", 0), start.get("columnIndex", 0)
                limit_r, limit_c = None, None
            elif "range" in body:
                grid_range = body["range"]
                ws = book.sheet_by_id(grid_range.get("sheetId", 0))
                r0, c0 = grid_range.get("startRowIndex", 0), grid_range.get("startColumnIndex", 0)
                limit_r = grid_range.get("endRowIndex", ws.rows)
                limit_c = grid_range.get("endColumnIndex", ws.columns)
            else:
                raise invalid("Invalid requests[0].updateCells: start or range required")
            rows = body.get("rows", [])
            for i, row in enumerate(rows):
                for j, data in enumerate(row.get("values", [])):
                    r, c = r0 + i, c0 + j
                    if (
                        r >= ws.rows
                        or c >= ws.columns
                        or (limit_r is not None and (r >= limit_r or c >= (limit_c or 0)))
                    ):
                        raise invalid(
                            f"Invalid requests[0].updateCells: Range "
                            f"({format_range(ws.title, r, c, r, c)}) exceeds grid limits. "
                            f"Max rows: {ws.rows}, max columns: {ws.columns}"
                        )
                    new = cell_from_cell_data(data, fields, ws.cells.get((r, c)))
                    if new is None:
                        ws.cells.pop((r, c), None)
                    else:
                        ws.cells[(r, c)] = new
            return {}
        if kind == "repeatCell":
            fields = _fields(body.get("fields"))
            grid_range = body.get("range", {})
            ws = book.sheet_by_id(grid_range.get("sheetId", 0))
            r1 = grid_range.get("startRowIndex", 0)
            r2 = grid_range.get("endRowIndex", ws.rows)
            c1 = grid_range.get("startColumnIndex", 0)
            c2 = grid_range.get("endColumnIndex", ws.columns)
            if r2 > ws.rows or c2 > ws.columns:
                raise invalid("Invalid requests[0].repeatCell: range exceeds grid limits")
            for r in range(r1, r2):
                for c in range(c1, c2):
                    new = cell_from_cell_data(body.get("cell", {}), fields, ws.cells.get((r, c)))
                    if new is None:
                        ws.cells.pop((r, c), None)
                    else:
                        ws.cells[(r, c)] = new
            return {}
        raise invalid(f"Invalid JSON payload received. Unknown name \"{kind}\" at 'requests[0]'")


# --------------------------------------------------------------------------- helpers


def _new_id() -> str:
    return "1" + secrets.token_urlsafe(32)[:43]


def _b64decode(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _fields(mask: str | None) -> set[str]:
    if not mask:
        return set()
    return {part.strip() for part in mask.split(",") if part.strip()}


def _cell_data(cell: Cell) -> JSON:
    data: dict[str, JSON] = {}
    if cell.entered is not None:
        data["userEnteredValue"] = copy.deepcopy(cell.entered)
        data["effectiveValue"] = copy.deepcopy(cell.effective)
        data["formattedValue"] = formatted(cell)
        if cell.number_type:
            fmt = {"type": cell.number_type, "pattern": cell.pattern or ""}
            data["userEnteredFormat"] = {"numberFormat": fmt}
            data["effectiveFormat"] = {"numberFormat": fmt}
    if cell.note is not None:
        data["note"] = cell.note
    return data


FieldTree = dict[str, "FieldTree"]


def parse_field_mask(mask: str) -> FieldTree:
    """Parse a Google field mask (``a.b,c(d,e/f)``) into a tree; ``{}`` = the whole subtree.

    :raises ApiError: 400 for unbalanced parentheses.
    """
    pos = 0

    def parse_list() -> FieldTree:
        nonlocal pos
        tree: FieldTree = {}
        while pos < len(mask):
            start = pos
            while pos < len(mask) and mask[pos] not in ",()":
                pos += 1
            path = [p for p in re.split(r"[./]", mask[start:pos].strip()) if p]
            sub: FieldTree = {}
            if pos < len(mask) and mask[pos] == "(":
                pos += 1
                sub = parse_list()
                if pos >= len(mask) or mask[pos] != ")":
                    raise invalid(f"Invalid field selection {mask}")
                pos += 1
            if path:
                node = tree
                for name in path[:-1]:
                    node = node.setdefault(name, {})
                leaf = node.get(path[-1])
                if leaf is None or not sub:
                    node[path[-1]] = {} if leaf == {} or not sub else sub
                else:
                    leaf.update(sub)
            if pos < len(mask) and mask[pos] == ",":
                pos += 1
                continue
            break
        return tree

    tree = parse_list()
    if pos != len(mask):
        raise invalid(f"Invalid field selection {mask}")
    return tree


def apply_field_mask(value: JSON, tree: FieldTree) -> JSON:
    """Keep only the fields of ``value`` named by ``tree`` (lists apply it to each item)."""
    if not tree or "*" in tree:
        return value
    if isinstance(value, list):
        return [apply_field_mask(v, tree) for v in value]
    if isinstance(value, dict):
        return {k: apply_field_mask(v, tree[k]) for k, v in value.items() if k in tree}
    return value


def _wants_grid(query: Mapping[str, list[str]]) -> bool:
    """Grid data is returned when asked for, or when a field mask names it (Google ignores
    ``includeGridData`` when a mask is set)."""
    fields = query.get("fields", [""])[0]
    if fields:
        return re.search(r"(^|[(,./\s])data($|[(,./\s])", fields) is not None
    return query.get("includeGridData", ["false"])[0].lower() == "true"


def _classify(method: str, path: str, query: Mapping[str, list[str]]) -> str:
    """Name the kind of request, for the per-kind counters."""
    if path.startswith("/drive/"):
        return f"drive_{method.lower()}"
    if path.endswith(":batchUpdate") and "/values" not in path:
        return "batch_update"
    if "/values:" in path:
        return "values_" + path.rsplit(":", 1)[1].lower().replace("batch", "batch_")
    if "/values/" in path:
        if path.endswith(":clear"):
            return "values_clear"
        return {"GET": "values_get", "PUT": "values_update", "POST": "values_append"}.get(
            method, "values_other"
        )
    if re.fullmatch(r"/v4/spreadsheets/[^/:]+", path) and method == "GET":
        return "grid_read" if _wants_grid(query) else "metadata"
    return "other"


WRITE_KINDS = frozenset(
    {
        "batch_update",
        "values_update",
        "values_batch_update",
        "values_clear",
        "values_batch_clear",
        "values_append",
    }
)


def _make_handler(server: SheetsServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:  # quiet
            return

        def _serve(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else b""
            headers = {k.lower(): v for k, v in self.headers.items()}
            status, result, kind = server.handle(self.command, self.path, headers, body)
            with server._lock:
                server.counts[kind] += 1
                server.log.append(
                    LoggedRequest(
                        self.command, urllib.parse.unquote(self.path), kind, status, result
                    )
                )
            if status == DROP:  # applied, then the connection is lost before any answer
                self.close_connection = True
                return
            data = b"" if result is None else json.dumps(result).encode()
            self.send_response(
                status, HTTPStatus(status).phrase if status in HTTPStatus._value2member_map_ else ""
            )
            if status != 204:
                self.send_header("Content-Type", "application/json; charset=UTF-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            if data:
                self.wfile.write(data)

        do_GET = do_POST = do_PUT = do_DELETE = do_PATCH = _serve

    return Handler


def counts_of_writes(counts: Mapping[str, int]) -> int:
    """Return how many of the counted requests wrote to a spreadsheet."""
    return sum(n for kind, n in counts.items() if kind in WRITE_KINDS)
