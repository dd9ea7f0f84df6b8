"""What a reference names: a lichess Swiss tournament or a Google Sheet (one place for the
command line, the lichess importer, the sheet connector and the bot). Pure: no network.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# urllib.parse (and the ipaddress it imports) is imported by the functions that split a URL:
# a standings run of a local file only asks looks_like_lichess.

LICHESS_HOSTS = frozenset({"lichess.org", "www.lichess.org"})
# The patterns are compiled by re on first use: a run asks one or two of them once.
_LICHESS_ID = r"[A-Za-z0-9]{8}"
_SWISS_PATH = r"/swiss/([A-Za-z0-9]{8})(?:\.trf)?/?"
_ARENA_PATH = r"/tournament/([A-Za-z0-9]{1,32})(?:/.*)?"
_SHEET_KEY_IN_URL = r"/spreadsheets/d/([A-Za-z0-9_-]+)"
_SHEET_KEY = r"^[A-Za-z0-9_-]{20,}$"
_SHEET_HOSTS = frozenset({"docs.google.com"})


def is_lichess_id(text: str) -> bool:
    """Return whether ``text`` has the form of a lichess Swiss id (8 letters or digits)."""
    return re.fullmatch(_LICHESS_ID, text) is not None


def lichess_swiss_id(ref: str, *, hosts: Iterable[str] = ()) -> str | None:
    """Return the tournament id ``ref`` names: ``lichess:ID``, ``https://lichess.org/swiss/ID``
    (also with ``.trf``, a query, or without the scheme), or the same path on one of
    ``hosts`` (a lichess-compatible server); None for anything else.

    >>> lichess_swiss_id("https://lichess.org/swiss/j8rtJ5GL?page=2")
    'j8rtJ5GL'
    >>> lichess_swiss_id("lichess:j8rtJ5GL"), lichess_swiss_id("https://example.org/swiss/j8rtJ5GL")
    ('j8rtJ5GL', None)
    """
    text = ref.strip()
    if text.lower().startswith("lichess:"):
        ident = text[len("lichess:") :].strip()
        return ident if is_lichess_id(ident) else None
    url = text if "://" in text else "https://" + text
    import urllib.parse

    parts = urllib.parse.urlsplit(url)
    m = re.fullmatch(_SWISS_PATH, parts.path)
    known = LICHESS_HOSTS | {h.lower() for h in hosts}
    return m.group(1) if m and parts.netloc.lower() in known else None


def lichess_arena_id(ref: str, *, hosts: Iterable[str] = ()) -> str | None:
    """Return the id of the lichess Arena tournament ``ref`` names
    (``https://lichess.org/tournament/ID``), None for anything else: an Arena has no
    rounds, so the importer says only Swiss events are supported.

    >>> lichess_arena_id("https://lichess.org/tournament/winter21"), lichess_arena_id("x.trf")
    ('winter21', None)
    """
    text = ref.strip()
    url = text if "://" in text else "https://" + text
    import urllib.parse

    parts = urllib.parse.urlsplit(url)
    m = re.fullmatch(_ARENA_PATH, parts.path)
    known = LICHESS_HOSTS | {h.lower() for h in hosts}
    return m.group(1) if m and parts.netloc.lower() in known else None


def looks_like_lichess(ref: str) -> bool:
    """Return whether ``ref`` is meant as a lichess Swiss (``lichess:…`` or a URL with a
    ``/swiss/`` path), even one :func:`lichess_swiss_id` will refuse: the command line then
    says what is wrong with it instead of looking for a file of that name."""
    text = ref.strip()
    return (
        text.lower().startswith("lichess:")
        or ("://" in text and "/swiss/" in text)
        or text.lower().startswith(("lichess.org/swiss/", "www.lichess.org/swiss/"))
        or ("/tournament/" in text and lichess_arena_id(text) is not None)
    )


def google_sheet_ref(text: str) -> tuple[str, int | None] | None:
    """Return ``(key, gid)`` of a spreadsheet URL or a bare key (gid: the tab named in the
    URL), or None.

    >>> google_sheet_ref("https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUv/edit#gid=42")
    ('1AbCdEfGhIjKlMnOpQrStUv', 42)
    """
    text = text.strip()
    m = re.search(_SHEET_KEY_IN_URL, text)
    if m:
        import urllib.parse

        parts = urllib.parse.urlsplit(text)
        gid = None
        for piece in (parts.fragment, parts.query):
            found = urllib.parse.parse_qs(piece).get("gid")
            if found and found[0].isdigit():
                gid = int(found[0])
        return m.group(1), gid
    if re.match(_SHEET_KEY, text):
        return text, None
    return None


def is_google_sheet_url(text: str) -> bool:
    """Return whether ``text`` is a Google Sheets URL (not merely a key)."""
    import urllib.parse

    parts = urllib.parse.urlsplit(text.strip())
    found = google_sheet_ref(text)
    return (
        parts.scheme in ("http", "https")
        and parts.netloc.lower() in _SHEET_HOSTS
        and found is not None
        and len(found[0]) >= 20
    )
