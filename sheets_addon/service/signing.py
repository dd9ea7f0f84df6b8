"""Signed requests: the canonical string, the key derived from a token, and verification.

The shape follows Slack's request signing (a version prefix, the time inside the signed
string, a five-minute window, a constant-time comparison): the script signs

    v1 \\n METHOD \\n PATH \\n TIME \\n base64(SHA-256(body))

with HMAC-SHA256 under the key SHA-256(token), and sends ``X-Tiebreak-Key`` (the token's
public id), ``X-Tiebreak-Time`` (Unix seconds) and ``X-Tiebreak-Signature: v1=<base64>``.
The host is not signed: a reverse proxy may rewrite it. The body is hashed as the bytes that
arrived, before any parsing.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass

VERSION = "v1"
WINDOW = 300
"""Seconds a request's time may differ from the server's clock."""
TOKEN_PREFIX = "tb1"
KEY_HEADER = "X-Tiebreak-Key"
TIME_HEADER = "X-Tiebreak-Time"
SIGNATURE_HEADER = "X-Tiebreak-Signature"


@dataclass(frozen=True, slots=True)
class NewToken:
    """A token as made: the whole text (shown once) and what the store keeps of it."""

    text: str
    key_id: str
    key: bytes


def new_token() -> NewToken:
    """Return a new random token ``tb1.<id>.<secret>`` (id: 16 hex digits; secret: 256 bits,
    base64url) with its public id and signing key."""
    key_id = secrets.token_hex(8)
    text = f"{TOKEN_PREFIX}.{key_id}.{secrets.token_urlsafe(32)}"
    return NewToken(text, key_id, signing_key(text))


def signing_key(token: str) -> bytes:
    """Return the HMAC key of ``token``: SHA-256 of its UTF-8 bytes (what the store keeps,
    never the token itself)."""
    return hashlib.sha256(token.encode("utf-8")).digest()


def key_id_of(token: str) -> str | None:
    """Return the public id of a token (its middle part), or None when it is not one."""
    parts = token.strip().split(".")
    if len(parts) != 3 or parts[0] != TOKEN_PREFIX or not parts[1] or not parts[2]:
        return None
    return parts[1]


def canonical(method: str, path: str, time: str, body: bytes) -> bytes:
    """Return the string a request's signature covers (as UTF-8 bytes)."""
    digest = base64.b64encode(hashlib.sha256(body).digest()).decode("ascii")
    return f"{VERSION}\n{method.upper()}\n{path}\n{time}\n{digest}".encode()


def sign(key: bytes, method: str, path: str, time: str, body: bytes) -> str:
    """Return the ``X-Tiebreak-Signature`` header value of a request."""
    mac = hmac.new(key, canonical(method, path, time, body), hashlib.sha256).digest()
    return f"{VERSION}=" + base64.b64encode(mac).decode("ascii")


TIME_FORMAT = re.compile(r"[0-9]{1,12}(?:\.[0-9]{1,3})?")
"""``X-Tiebreak-Time``: Unix seconds, optionally with up to three decimals (milliseconds)."""


def signature_matches(
    key: bytes, method: str, path: str, time: str, body: bytes, given: str
) -> bool:
    """True when ``given`` is the signature of the request under ``key`` (constant time)."""
    return hmac.compare_digest(sign(key, method, path, time, body).encode(), given.strip().encode())


def headers(token: str, method: str, path: str, body: bytes, now: float) -> dict[str, str]:
    """Return the three headers that sign a request with ``token`` at Unix time ``now`` (what
    the Apps Script does; used by tests, benchmarks and Python callers): whole seconds for
    an ``int``, else with milliseconds, so that two equal bodies sent in the same second are
    two requests, not a replay."""
    key_id = key_id_of(token)
    if key_id is None:
        raise ValueError("not a tiebreak-serve token (tb1.<id>.<secret>)")
    time = str(now) if isinstance(now, int) else f"{now:.3f}"
    return {
        KEY_HEADER: key_id,
        TIME_HEADER: time,
        SIGNATURE_HEADER: sign(signing_key(token), method, path, time, body),
    }
