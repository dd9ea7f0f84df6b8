"""The aiohttp application of ``tiebreak-serve``: one factory (:func:`make_app`) used by the
command, the tests and the benchmarks.

A signed request goes through, in this order (each step answers with a JSON error of
:mod:`sheets_addon.service.problems` and stops):

1. the body bound (``Content-Length``, then the bytes read: aiohttp's own
   ``client_max_size``), read once;
2. the signature (:mod:`sheets_addon.service.signing`): headers present, token known and
   not revoked, time inside the window, HMAC equal;
3. the replay and rate checks, one insert in the token store
   (:meth:`~sheets_addon.service.tokens.TokenStore.admit`);
4. the in-flight bound (503 with ``Retry-After``, no queue beyond it);
5. in a worker thread, under the time bound: JSON decoding (no ``NaN``, no deep nesting),
   the shape of ``openapi.json``, the token's spreadsheet, then the work
   (:mod:`sheets_addon.service.work`) and the answer's encoding.

Anything else is logged (never a header: the signature headers are not logged, and the
token itself never reaches the service) and answered with a generic 500.

Why threads and not a process pool: the work is one short CPU-bound call per request; a
pool would pickle the request's cells to a child and the answer back, some of the time the
1,000 × 11 case must stay within (``benchmarks/bench_serve.py``). Parallelism comes from
worker processes instead (``--workers``). A thread cannot be stopped, so a request over the
time bound is answered 504 at once while its computation finishes in the background,
still counted in flight.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time as _time
from collections.abc import AsyncIterator, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from core.i18n.message import msg
from core.i18n.text import language_of, render
from core.version import __version__
from sheets_addon.service import work
from sheets_addon.service.metrics import Metrics
from sheets_addon.service.problems import ServiceRefusal
from sheets_addon.service.shapes import openapi_text, validate
from sheets_addon.service.signing import (
    KEY_HEADER,
    SIGNATURE_HEADER,
    TIME_FORMAT,
    TIME_HEADER,
    WINDOW,
    signature_matches,
)
from sheets_addon.service.tokens import Admission, TokenRecord, TokenStore

log = logging.getLogger("tiebreak.serve")

MAX_BODY = 48 * 1024 * 1024
"""The default body bound: a 10,000 × 15 tab posted with values, displayed values, number
formats and notes fits (tests/sheets_addon/service/test_bounds.py measures it)."""


@dataclass(frozen=True)
class ServeSettings:
    """The bounds and clock of one service process."""

    max_body: int = MAX_BODY
    timeout: float = 20.0
    max_in_flight: int = 16
    per_minute: int = 30
    window: int = WINDOW
    threads: int = 1
    clock: Callable[[], float] = field(default=_time.time)


@dataclass
class _State:
    in_flight: int = 0


STORE = web.AppKey("store", TokenStore)
SETTINGS = web.AppKey("settings", ServeSettings)
METRICS = web.AppKey("metrics", Metrics)
STATE = web.AppKey("state", _State)
EXECUTOR = web.AppKey("executor", ThreadPoolExecutor)


def make_app(settings: ServeSettings, open_store: Callable[[], TokenStore]) -> web.Application:
    """Return the application; the token store is opened by ``open_store`` at start-up and
    closed at clean-up."""
    app = web.Application(client_max_size=settings.max_body, middlewares=[_errors])
    app[SETTINGS] = settings
    app[METRICS] = Metrics()
    app[STATE] = _State()

    async def resources(app: web.Application) -> AsyncIterator[None]:
        app[STORE] = await asyncio.to_thread(open_store)
        app[EXECUTOR] = ThreadPoolExecutor(settings.threads, thread_name_prefix="tiebreak-work")
        try:
            yield
        finally:
            app[EXECUTOR].shutdown(wait=False, cancel_futures=True)
            await asyncio.to_thread(app[STORE].close)

    app.cleanup_ctx.append(resources)
    app.router.add_get("/healthz", _healthz)
    app.router.add_get("/metrics", _metrics)
    app.router.add_get("/openapi.json", _openapi)
    app.router.add_get("/v1/version", _version)
    for path in work.ENDPOINTS:
        app.router.add_post(path, _signed)
    return app


# ---- the unsigned endpoints ------------------------------------------------------------


async def _healthz(request: web.Request) -> web.Response:
    ok = await asyncio.to_thread(request.app[STORE].ping)
    return web.json_response(
        {"status": "ok" if ok else "store unavailable"}, status=200 if ok else 503
    )


async def _metrics(request: web.Request) -> web.Response:
    metrics = request.app[METRICS]
    metrics.in_flight = request.app[STATE].in_flight
    return web.Response(
        body=metrics.text().encode(),
        headers={"Content-Type": "text/plain; version=0.0.4; charset=utf-8"},
    )


async def _openapi(request: web.Request) -> web.Response:
    return web.Response(text=openapi_text(), content_type="application/json")


async def _version(request: web.Request) -> web.Response:
    return web.json_response({"name": "tiebreak-serve", "version": __version__, "api": 1})


# ---- errors: one middleware ----------------------------------------------------------


def _request_lang(request: web.Request) -> str:
    header = request.headers.get("Accept-Language", "")
    for part in header.split(","):
        found = language_of(part.split(";", 1)[0].strip())
        if found:
            return found
    return "en"


def _error_response(refusal: ServiceRefusal, lang: str) -> web.Response:
    shown = refusal.lang or lang
    error: dict[str, Any] = {
        "code": refusal.code,
        "message": render(refusal.words, shown),
        "lang": shown,
    }
    for key in ("problems", "cells"):
        if key in refusal.extra:
            error[key] = refusal.extra[key]
    return web.json_response(
        {"error": error},
        status=refusal.status,
        headers=refusal.headers,
        dumps=lambda v: json.dumps(v, ensure_ascii=False),
    )


@web.middleware
async def _errors(request: web.Request, handler: Any) -> web.StreamResponse:
    started = _time.perf_counter()
    endpoint = (
        request.match_info.route.resource.canonical
        if request.match_info.route.resource
        else "other"
    )
    code: str | None = None
    lang = _request_lang(request)
    try:
        response: web.StreamResponse = await handler(request)
    except ServiceRefusal as refusal:
        code = refusal.code
        response = _error_response(refusal, lang)
    except web.HTTPRequestEntityTooLarge:
        code = "too-large"
        response = _error_response(_too_large(request, None), lang)
    except web.HTTPNotFound:
        code, endpoint = "not-found", "other"
        response = _error_response(
            ServiceRefusal("not-found", msg("serve.not-found", path=repr(request.path))), lang
        )
    except web.HTTPMethodNotAllowed:
        code = "bad-request"
        response = _error_response(
            ServiceRefusal(
                "bad-request", msg("serve.not-found", path=f"{request.method} {request.path!r}")
            ),
            lang,
        )
    except web.HTTPException as exc:  # aiohttp's own (a malformed request line, ...)
        code = "bad-request"
        response = web.json_response(
            {"error": {"code": "bad-request", "message": exc.reason, "lang": "en"}},
            status=exc.status if 400 <= exc.status < 500 else 400,
        )
    except asyncio.CancelledError:
        raise
    except Exception:
        log.exception("unexpected failure answering %s %s", request.method, request.path)
        code = "internal"
        response = _error_response(ServiceRefusal("internal", msg("serve.internal")), lang)
    # Labels from closed sets only: a client can send any method name.
    method = request.method if request.method in ("GET", "POST", "HEAD") else "other"
    request.app[METRICS].observe(
        endpoint, method, response.status, _time.perf_counter() - started, code
    )
    return response


def _too_large(request: web.Request, size: int | None) -> ServiceRefusal:
    limit = request.app[SETTINGS].max_body
    shown = size if size is not None else request.content_length or limit + 1
    return ServiceRefusal(
        "too-large",
        msg("serve.too-large", size=f"{shown / 1048576:.1f}", limit=f"{limit / 1048576:.0f}"),
    )


# ---- the signed endpoints ----------------------------------------------------------------


async def _signed(request: web.Request) -> web.Response:
    app = request.app
    settings = app[SETTINGS]
    if request.content_length is not None and request.content_length > settings.max_body:
        raise _too_large(request, request.content_length)
    body = await request.read()
    token = await _verify(request, body)
    state = app[STATE]
    if state.in_flight >= settings.max_in_flight:
        raise ServiceRefusal("busy", msg("serve.busy", seconds="2"), headers={"Retry-After": "2"})
    state.in_flight += 1
    loop = asyncio.get_running_loop()
    future = loop.run_in_executor(app[EXECUTOR], _answer, request.path, body, token.sheet)

    def release(_: object) -> None:
        state.in_flight -= 1

    future.add_done_callback(release)
    try:
        async with asyncio.timeout(settings.timeout):
            status, payload = await asyncio.shield(future)
    except TimeoutError:
        raise ServiceRefusal(
            "timeout", msg("serve.timeout", seconds=f"{settings.timeout:g}")
        ) from None
    if isinstance(payload, ServiceRefusal):
        raise payload
    return web.Response(body=payload, status=status, content_type="application/json")


async def _verify(request: web.Request, body: bytes) -> TokenRecord:
    app = request.app
    settings = app[SETTINGS]
    key_id = request.headers.get(KEY_HEADER, "").strip()
    stamp = request.headers.get(TIME_HEADER, "").strip()
    given = request.headers.get(SIGNATURE_HEADER, "").strip()
    if not key_id or not stamp or not given:
        raise ServiceRefusal("unsigned", msg("serve.unsigned"))
    if len(key_id) > 64 or len(given) > 128 or len(stamp) > 20:
        raise ServiceRefusal("bad-signature", msg("serve.bad-signature"))
    store = app[STORE]
    token = await asyncio.to_thread(store.find, key_id)
    if token is None:
        raise ServiceRefusal("unknown-token", msg("serve.unknown-token"))
    if not signature_matches(token.key, request.method, request.path, stamp, body, given):
        raise ServiceRefusal("bad-signature", msg("serve.bad-signature"))
    if TIME_FORMAT.fullmatch(stamp) is None:
        raise ServiceRefusal("bad-signature", msg("serve.bad-signature"))
    sent = float(stamp)
    skew = abs(settings.clock() - sent)
    if skew > settings.window:
        raise ServiceRefusal(
            "stale", msg("serve.stale", skew=f"{skew:.0f}", window=str(settings.window))
        )
    admitted = await asyncio.to_thread(
        store.admit, key_id, given, window=settings.window, per_minute=settings.per_minute
    )
    if admitted is Admission.REPLAYED:
        raise ServiceRefusal("replayed", msg("serve.replayed"))
    if admitted is Admission.RATE_LIMITED:
        raise ServiceRefusal(
            "rate-limited",
            msg("serve.rate-limited", limit=str(settings.per_minute), seconds="60"),
            headers={"Retry-After": "60"},
        )
    return token


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _decode(body: bytes) -> Any:
    try:
        return json.loads(body, parse_constant=_reject_constant)
    except RecursionError:
        raise ServiceRefusal("bad-json", msg("serve.too-deep")) from None
    except (ValueError, UnicodeDecodeError) as exc:
        detail = str(exc).split("\n", 1)[0][:200]
        raise ServiceRefusal("bad-json", msg("serve.bad-json", detail=detail)) from None


def _answer(path: str, body: bytes, sheet: str) -> tuple[int, bytes | ServiceRefusal]:
    """Decode, check and answer one request (in a worker thread). A refusal is returned, not
    raised, so that the event loop renders it."""
    try:
        value = _decode(body)
        lang = work.hint_lang(value)
        schema_name, fn = work.ENDPOINTS[path]
        validate(value, schema_name, lang)
        if value["spreadsheet"]["spreadsheetId"] != sheet:
            raise ServiceRefusal("wrong-sheet", msg("serve.wrong-sheet"), lang=lang)
        answer = fn(value, sheet)
        return 200, json.dumps(answer, ensure_ascii=False, separators=(",", ":")).encode()
    except ServiceRefusal as refusal:
        return refusal.status, refusal
