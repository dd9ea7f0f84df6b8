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
"""

from __future__ import annotations

import io
import json
import os
import time
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, date, datetime
from fractions import Fraction
from typing import Any
from urllib.parse import urlsplit

import httpx

from core.engine.presets import LICHESS_KEY
from core.errors import InputError, Problem, TiebreakError
from core.formats.trf import read_trf
from core.i18n.message import Arg, Msg, msg
from core.model import Tournament
from core.sources.refs import lichess_swiss_id

__all__ = ["DEFAULT_BASE_URL", "RemoteError", "is_lichess_ref", "load_lichess", "parse_lichess_ref"]

DEFAULT_BASE_URL = "https://lichess.org"
ENV_BASE_URL = "TIEBREAK_LICHESS_URL"
_DEFAULT_RETRY_AFTER = 60.0
_USER_AGENT = "tiebreak (Swiss tie-break calculator)"


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
) -> Tournament:
    """Return the lichess Swiss tournament ``ref`` (URL or ``lichess:ID``) as a Tournament.

    :param client: an ``httpx.Client`` to use (it is not closed); by default one is made.
    :param sleep: how to wait between attempts (injected by tests).
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
            timeout=httpx.Timeout(30.0), follow_redirects=True, headers={"User-Agent": _USER_AGENT}
        )
    )
    budget = _Budget(max_wait)
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
        )
        header = _decode_header(header_text, ident)
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
        )
    finally:
        if owned:
            http.close()
    tournament = read_trf(io.StringIO(trf_text), source=source)
    tournament = _apply_header(tournament, header)
    # Marked as lichess's, so that its standings default to the lichess preset (rules.md 7).
    return replace(tournament, extra=(*tournament.extra, (LICHESS_KEY, ident)))


class _Budget:
    """Total seconds of waiting allowed for one import."""

    def __init__(self, seconds: float) -> None:
        self.left = seconds

    def take(self, seconds: float) -> bool:
        if seconds > self.left:
            return False
        self.left -= seconds
        return True


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
) -> str:
    attempts = 0
    delay = 1.0
    while True:
        attempts += 1
        status: int | None = None
        try:
            response = http.get(url, headers={"Accept": accept})
        except httpx.TransportError as exc:
            why = msg("input.remote.unreachable", error=f"{type(exc).__name__}: {exc}")
            wait = delay
            delay *= 2
        else:
            status = response.status_code
            if status == 200:
                return response.content.decode("utf-8", errors="replace")
            if status == 404:
                raise InputError(Problem(ref, msg("input.lichess.not-found", id=ident)))
            if status in (401, 403):
                raise InputError(
                    Problem(ref, msg("input.lichess.private", id=ident, status=status))
                )
            if status == 429:
                why = msg("input.remote.too-many-requests")
                wait = _retry_after(response.headers.get("Retry-After"))
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


def _decode_header(text: str, ident: str) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RemoteError(msg("input.remote.not-json", id=ident, detail=exc.msg)) from exc
    if not isinstance(data, dict):
        raise RemoteError(msg("input.remote.not-object", id=ident))
    return data


def _apply_header(t: Tournament, header: dict[str, Any]) -> Tournament:
    name = header.get("name")
    starts = header.get("startsAt")
    start_date = t.start_date
    if isinstance(starts, str):
        try:
            start_date = date.fromisoformat(starts[:10])
        except ValueError:
            pass
    elif isinstance(starts, int) and not isinstance(starts, bool):  # epoch milliseconds
        start_date = datetime.fromtimestamp(starts / 1000, tz=UTC).date()
    rounds = t.rounds
    nb = header.get("nbRounds")
    if isinstance(nb, int) and not isinstance(nb, bool) and nb > 0:
        rounds = nb
    return replace(
        t,
        name=name if isinstance(name, str) and name else t.name,
        start_date=start_date,
        rounds=max(rounds, t.rounds_played),
    )
