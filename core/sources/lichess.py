"""lichess Swiss import over HTTP (a leaf module: only the CLI and the bot import it).

:func:`load_lichess` reads a tournament's header (``GET /api/swiss/{id}``, JSON) and its
TRF export (``GET /swiss/{id}.trf``), one request at a time, and returns the
:class:`~core.model.Tournament` that :func:`core.formats.trf.read_trf` builds from the
export, with the name, the start date and the number of rounds taken from the header.

How lichess's rounds read (lila ``SwissSheet`` and ``SwissTrf``, see :mod:`core.formats.trf`):

* a game: ``1``/``0``/``=`` with the opponent and colour; a forfeit ``+``/``-``;
* ``U``: lichess's bye for the player left over in the pairing, worth 1 point: a
  pairing-allocated bye (PAB);
* ``H``: "late": the player joined after round 1 started and gets ½ for that first round
  only: a half-point bye;
* ``-`` without opponent: absent (joined later than round 1, paused, or left): not paired,
  0 points;
* a round whose games are still running (``Z`` with an opponent) is not counted: the
  standings are those after the last finished round.

The number of rounds is the header's ``nbRounds`` (lichess reports the rounds actually
held once an event is over), and never fewer than the rounds in the export. The tournament
carries ``x-lichess-swiss`` (its id) among its fields: its standings default to the
``lichess`` preset (rules.md 7, 4.10).

Network policy: bounded retries. A 5xx answer or a connection error is retried with
exponential back-off (1 s, 2 s, 4 s, ...); a 429 waits ``Retry-After`` seconds (60 when the
header is missing, as lichess's API documentation asks). At most ``max_attempts`` requests
per resource and ``max_wait`` seconds of waiting in all; then :class:`RemoteError`.
``TIEBREAK_LICHESS_URL`` in the environment replaces the default base URL (to point the
command line at a local server).

Bounds, so that a hostile or broken server costs a clear one-line error and never the
process: a body is read up to :data:`~core.limits.MAX_INPUT_BYTES` (as a file is),
counted after decompression (a gzip bomb stops there, the compressed stream is inflated a
bounded piece at a time); one request (connecting, redirects, every byte of the body) takes
at most ``timeout`` seconds of wall time, so a server sending a byte a second or never
answering is given up on, and a timeout is not retried (the next attempt would wait as
long); at most :data:`MAX_REDIRECTS` redirects. The description must be shallow JSON with
numbers of at most :data:`MAX_NUMBER_DIGITS` digits; its name follows the rule of player
names (no control character), its ``nbRounds`` the readers' round limit and its
``startsAt`` a real date.
"""

from __future__ import annotations

import io
import json
import os
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any
from urllib.parse import urlsplit

import httpx

from core.errors import InputError, Problem, TiebreakError
from core.formats.trf import read_trf
from core.i18n.message import Arg, Msg, msg
from core.limits import MAX_INPUT_BYTES, format_size
from core.model import LICHESS_KEY, Tournament
from core.sources.bounded import Inflater, LongNumber, bounded_number, depth
from core.sources.lichess_header import apply_header, check_header
from core.sources.refs import lichess_arena_id, lichess_swiss_id

__all__ = ["DEFAULT_BASE_URL", "RemoteError", "is_lichess_ref", "load_lichess", "parse_lichess_ref"]

DEFAULT_BASE_URL = "https://lichess.org"
ENV_BASE_URL = "TIEBREAK_LICHESS_URL"
_DEFAULT_RETRY_AFTER = 60.0
_USER_AGENT = "tiebreak (Swiss tie-break calculator)"
DEFAULT_TIMEOUT = 20.0
"""Seconds of wall time one request may take, from connecting to its body's last byte (a
20-round, 10,000-player export comes in well under that)."""
MAX_REDIRECTS = 5
MAX_NUMBER_DIGITS = 30
"""Digits of a number in lichess's description (an epoch in milliseconds has 13)."""
MAX_JSON_DEPTH = 20
"""Nesting of lichess's description (it has 3 levels)."""


class RemoteError(TiebreakError):
    """lichess could not be reached, or answered with something other than the event.

    ``status`` is the last HTTP status (``None`` for a connection error); ``attempts``
    the number of requests made for the resource; ``message`` says what happened
    (:meth:`text` renders it in the reader's language, ``str(error)`` is English).
    """

    def __init__(self, message: Msg, *, status: int | None = None, attempts: int = 0) -> None:
        self.status = status
        self.attempts = attempts
        self.message = message
        super().__init__(self.text())


def parse_lichess_ref(ref: str, *, base_url: str = DEFAULT_BASE_URL) -> str:
    """Return the tournament id in ``ref``: ``https://lichess.org/swiss/ID`` (also with
    ``.trf`` or a query), ``lichess.org/swiss/ID``, or ``lichess:ID``.

    :raises InputError: when ``ref`` names no lichess Swiss tournament.
    """
    text = ref.strip()
    ident = lichess_swiss_id(text, hosts=[urlsplit(base_url).netloc])
    if ident is not None:
        return ident
    if lichess_arena_id(text, hosts=[urlsplit(base_url).netloc]) is not None:
        raise InputError(Problem(ref, msg("input.lichess.arena")))
    if text.lower().startswith("lichess:"):
        raise InputError(
            Problem(ref, msg("input.lichess.bad-id", found=repr(text[len("lichess:") :].strip())))
        )
    raise InputError(Problem(ref, msg("input.lichess.not-ref")))


def is_lichess_ref(ref: str) -> bool:
    """Return whether ``ref`` names a lichess Swiss tournament (see :func:`parse_lichess_ref`)."""
    try:
        parse_lichess_ref(ref, base_url=_base_url(DEFAULT_BASE_URL))
    except InputError:
        return False
    return True


def _base_url(base_url: str) -> str:
    if base_url == DEFAULT_BASE_URL:
        base_url = os.environ.get(ENV_BASE_URL) or base_url
    return base_url.rstrip("/")


def load_lichess(
    ref: str,
    *,
    base_url: str = DEFAULT_BASE_URL,
    client: httpx.Client | None = None,
    sleep: Callable[[float], None] = time.sleep,
    max_attempts: int = 4,
    max_wait: float = 90.0,
    timeout: float = DEFAULT_TIMEOUT,
    max_bytes: int = MAX_INPUT_BYTES,
) -> Tournament:
    """Return the lichess Swiss tournament ``ref`` (URL or ``lichess:ID``) as a Tournament.

    :param client: an ``httpx.Client`` to use (it is not closed); by default one is made.
    :param sleep: how to wait between attempts (injected by tests).
    :param timeout: the wall time of one request, in seconds (see the module's bounds).
    :param max_bytes: the largest body read, counted after decompression.
    :raises InputError: ``ref`` is not a lichess Swiss reference, lichess has no such
        tournament (404), it is private (401/403), or its export has problems (each named).
    :raises RemoteError: lichess is unreachable or keeps failing after the bounded retries.
    """
    base = _base_url(base_url)
    ident = parse_lichess_ref(ref, base_url=base)
    source = f"lichess:{ident}"
    owned = client is None
    http = (
        client
        if client is not None
        else httpx.Client(
            timeout=httpx.Timeout(timeout),
            follow_redirects=True,
            max_redirects=MAX_REDIRECTS,
            headers={"User-Agent": _USER_AGENT},
        )
    )
    budget = _Budget(max_wait)
    limits = Limits(timeout, max_bytes)
    try:
        header_text = _get(
            http,
            f"{base}/api/swiss/{ident}",
            ident=ident,
            ref=ref,
            accept="application/json",
            sleep=sleep,
            max_attempts=max_attempts,
            budget=budget,
            limits=limits,
        )
        header = _decode_header(header_text, ident)
        check_header(header, source, ident)
        if header.get("nbPlayers") == 0:
            raise InputError(Problem(source, msg("input.lichess.no-players", id=ident)))
        trf_text = _get(
            http,
            f"{base}/swiss/{ident}.trf",
            ident=ident,
            ref=ref,
            accept="text/plain",
            sleep=sleep,
            max_attempts=max_attempts,
            budget=budget,
            limits=limits,
        )
    finally:
        if owned:
            http.close()
    tournament = read_trf(io.StringIO(trf_text), source=source)
    tournament = apply_header(tournament, header)
    # Marked as lichess's, so that its standings default to the lichess preset (rules.md 7).
    return tournament._replace(extra=(*tournament.extra, (LICHESS_KEY, ident)))


class _Budget:
    """Total seconds of waiting allowed for one import."""

    def __init__(self, seconds: float) -> None:
        self.left = seconds

    def take(self, seconds: float) -> bool:
        if seconds > self.left:
            return False
        self.left -= seconds
        return True


@dataclass(frozen=True, slots=True)
class Limits:
    """The wall time of one request and the largest body read."""

    seconds: float
    max_bytes: int


class TimedOut(Exception):
    """One request outlasted its wall time."""


@dataclass(frozen=True, slots=True)
class Answer:
    """The status, the body (of a 200 only) and the ``Retry-After`` header of an answer."""

    status: int
    body: bytes
    retry_after: str | None


def fetch(http: httpx.Client, url: str, accept: str, limits: Limits) -> Answer:
    """Make one request and read its body within ``limits`` (wall time, decompressed size).

    httpx's timeouts bound each wait for a byte, not the whole answer: the deadline is
    checked between the pieces, and the body is inflated here, a bounded piece at a time,
    rather than by httpx (which inflates a piece of a gzip bomb whole).
    """
    deadline = time.monotonic() + limits.seconds
    headers = {"Accept": accept, "Accept-Encoding": "gzip, deflate"}
    try:
        with http.stream("GET", url, headers=headers) as response:
            if response.status_code != 200:
                return Answer(response.status_code, b"", response.headers.get("Retry-After"))
            encoding = response.headers.get("Content-Encoding", "identity").strip().lower()
            if encoding not in ("identity", "", "gzip", "x-gzip", "deflate"):
                raise RemoteError(msg("input.remote.encoding", url=url, encoding=encoding[:40]))
            inflate = None if encoding in ("identity", "") else Inflater()
            declared = response.headers.get("Content-Length", "")
            if inflate is None and declared.isdigit() and int(declared) > limits.max_bytes:
                raise _too_large(url, limits)
            parts: list[bytes] = []
            size = 0
            for chunk in response.iter_raw():
                if time.monotonic() > deadline:
                    raise TimedOut
                data = chunk if inflate is None else inflate(chunk, limits.max_bytes - size + 1)
                size += len(data)
                if size > limits.max_bytes:
                    raise _too_large(url, limits)
                parts.append(data)
            return Answer(200, b"".join(parts), None)
    except httpx.TimeoutException:
        raise TimedOut from None
    except zlib.error as exc:
        raise RemoteError(msg("input.remote.bad-gzip", url=url, detail=str(exc)[:200])) from None


def _too_large(url: str, limits: Limits) -> RemoteError:
    return RemoteError(msg("input.remote.too-large", url=url, most=format_size(limits.max_bytes)))


def _get(
    http: httpx.Client,
    url: str,
    *,
    ident: str,
    ref: str,
    accept: str,
    sleep: Callable[[float], None],
    max_attempts: int,
    budget: _Budget,
    limits: Limits,
) -> str:
    attempts = 0
    delay = 1.0
    while True:
        attempts += 1
        status: int | None = None
        try:
            got = fetch(http, url, accept, limits)
        except TimedOut:
            # Not retried: a server that kept us waiting this long would again.
            raise RemoteError(
                msg("input.remote.timeout", seconds=_seconds(limits.seconds), url=url),
                attempts=attempts,
            ) from None
        except httpx.TooManyRedirects:
            raise RemoteError(
                msg("input.remote.redirects", most=MAX_REDIRECTS, url=url), attempts=attempts
            ) from None
        except (httpx.TransportError, httpx.DecodingError) as exc:
            why = msg("input.remote.unreachable", error=_one_line(exc))
            wait = delay
            delay *= 2
        except httpx.HTTPError as exc:  # an invalid URL or redirect target, and the like
            raise RemoteError(
                msg("input.remote.unreachable", error=_one_line(exc)), attempts=attempts
            ) from None
        else:
            status = got.status
            if status == 200:
                return got.body.decode("utf-8", errors="replace")
            if status == 404:
                raise InputError(Problem(ref, msg("input.lichess.not-found", id=ident)))
            if status in (401, 403):
                raise InputError(
                    Problem(ref, msg("input.lichess.private", id=ident, status=status))
                )
            if status == 429:
                why = msg("input.remote.too-many-requests")
                wait = _retry_after(got.retry_after)
            elif status >= 500:
                why = msg("input.remote.server", status=status)
                wait = delay
                delay *= 2
            else:
                raise RemoteError(
                    msg("input.remote.http", status=status, url=url),
                    status=status,
                    attempts=attempts,
                )
        if attempts >= max_attempts:
            raise RemoteError(
                msg("input.remote.gave-up", why=why, count=attempts, attempts=attempts),
                status=status,
                attempts=attempts,
            )
        if not budget.take(wait):
            raise RemoteError(
                msg(
                    "input.remote.wait-limit",
                    why=why,
                    wait=_seconds(wait),
                    count=attempts,
                    attempts=attempts,
                ),
                status=status,
                attempts=attempts,
            )
        sleep(wait)


def _one_line(exc: BaseException) -> str:
    return " ".join(f"{type(exc).__name__}: {exc}".split())[:300]


def _seconds(wait: float) -> Arg:
    """Return ``wait`` as ``f"{wait:g}"`` writes it (``60``, ``1.5``), a number in the
    reader's language when it is a plain decimal."""
    text = f"{wait:g}"
    return Fraction(text) if text.replace(".", "", 1).isdigit() else text


def _retry_after(value: str | None) -> float:
    if value is not None:
        try:
            seconds = float(value.strip())
        except ValueError:
            return _DEFAULT_RETRY_AFTER
        if seconds >= 0:
            return seconds
    return _DEFAULT_RETRY_AFTER


def _number(text: str) -> int | float:
    return bounded_number(text, MAX_NUMBER_DIGITS)


def _decode_header(text: str, ident: str) -> dict[str, Any]:
    try:
        data = json.loads(text, parse_int=_number, parse_float=_number)
    except LongNumber:
        raise RemoteError(
            msg("input.remote.long-number", id=ident, most=MAX_NUMBER_DIGITS)
        ) from None
    except RecursionError:
        raise RemoteError(msg("input.remote.too-deep", id=ident, most=MAX_JSON_DEPTH)) from None
    except json.JSONDecodeError as exc:
        raise RemoteError(msg("input.remote.not-json", id=ident, detail=exc.msg)) from exc
    except ValueError as exc:  # a number json reads but Python cannot hold
        raise RemoteError(msg("input.remote.not-json", id=ident, detail=str(exc)[:200])) from None
    if not isinstance(data, dict):
        raise RemoteError(msg("input.remote.not-object", id=ident))
    if depth(data) > MAX_JSON_DEPTH:
        raise RemoteError(msg("input.remote.too-deep", id=ident, most=MAX_JSON_DEPTH))
    return data
