"""The store's errors and its database URLs: which kind of database a URL names, and the URL
and the driver's messages with the password masked (a message never holds a password).
"""

from __future__ import annotations

import re

from core.errors import TiebreakError

PG_SCHEMES = ("postgresql://", "postgres://")
SQLITE_SCHEME = "sqlite://"


class StoreError(TiebreakError):
    """The bot's database cannot be used: a bad ``DATABASE_URL``, a server that does not answer,
    a schema newer than this code, a migration that failed. The message never holds a password.
    """


class StoreTimeoutError(StoreError):
    """The database did not answer within the store's timeout (a :class:`StoreError`): the
    statement was abandoned and the connection dropped, the next call connects again."""


class StoreURLError(StoreError, ValueError):
    """``DATABASE_URL`` names no database kind the store knows (a :class:`StoreError`)."""


# The user part ends at the last "@" before the first "/" (libpq reads up to the first "@";
# masking to the last one hides a password with a raw "@" in it whole).
_USERINFO = re.compile(r"^(?P<scheme>[A-Za-z][A-Za-z0-9+.-]*://)(?P<user>[^:@/]*):(?P<pw>[^/]*)@")
_QUERY_PASSWORD = re.compile(r"(?P<key>[?&]password=)(?P<pw>[^&#]*)", re.IGNORECASE)


def _passwords(url: str) -> list[str]:
    found = [m.group("pw") for m in (_USERINFO.match(url), _QUERY_PASSWORD.search(url)) if m]
    return [pw for pw in found if pw]


def mask_url(url: str) -> str:
    """Return ``url`` with its password (in the user part or a ``password=`` query) as ``***``.

    >>> mask_url("postgresql://bot:s3cret@db.example:5432/tiebreak")
    'postgresql://bot:***@db.example:5432/tiebreak'
    >>> mask_url("sqlite:///data/bot.sqlite3")
    'sqlite:///data/bot.sqlite3'
    """
    masked = _USERINFO.sub(lambda m: f"{m['scheme']}{m['user']}:***@", url, count=1)
    return _QUERY_PASSWORD.sub(lambda m: f"{m['key']}***", masked)


def scrub(text: str, url: str) -> str:
    """Return ``text`` with every password of ``url`` (as written and decoded) replaced."""
    from urllib.parse import unquote

    for pw in _passwords(url):
        for form in {pw, unquote(pw)}:
            text = text.replace(form, "***")
    return text


def reason(err: BaseException, url: str) -> str:
    """Return the driver's message for ``err`` on one line, without the passwords of ``url``."""
    return scrub(" ".join(str(err).split()), url)


def dialect_of(url: str) -> str:
    """Return ``postgresql`` or ``sqlite`` for a database URL.

    :raises StoreURLError: for any other scheme (the URL masked in the message).
    """
    if url.startswith(PG_SCHEMES):
        return "postgresql"
    if url.startswith(SQLITE_SCHEME):
        return "sqlite"
    raise StoreURLError(
        f"DATABASE_URL must start with postgresql:// or sqlite://, not {mask_url(url)!r}"
    )


__all__ = [
    "PG_SCHEMES",
    "SQLITE_SCHEME",
    "StoreError",
    "StoreTimeoutError",
    "StoreURLError",
    "dialect_of",
    "mask_url",
    "reason",
    "scrub",
]
