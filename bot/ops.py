"""The operator's view of one bot process: ``/healthz`` and ``/metrics`` on a port of their own
(``TIEBREAK_METRICS_PORT``; off when unset), and the drain on SIGTERM.

``/healthz`` answers 200 ``ready`` once every shard of this process is connected and the
store answers (a ``SELECT 1`` within :data:`STORE_CHECK_SECONDS`), 503 with the reasons
otherwise: while it waits as a standby, while a shard reconnects, while the database does not
answer, while it drains. ``/metrics`` is Prometheus's text format (:mod:`core.prometheus`):
servers and shards, the latency of each command (by its name, a closed set), errors by kind,
the live loop's lag, reads per minute per account and reads running, the store's pool and the
worker processes. Health and numbers come from discord.py's public events and
``ShardInfo``, and psycopg_pool's ``get_stats()``.

SIGTERM (:func:`drain`): ``/healthz`` turns unready, the shards disconnect (no new
interactions; with PostgreSQL their sessions are handed to the next process and the leases
released at once, :mod:`bot.handover`), the answers in flight finish (at most ``bound``
seconds), the leases are released, the bot and the store close: within Docker's 10 s by
default.
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

from aiohttp import web
from discord.ext import commands

from bot.handover import Handover, park
from bot.service import TournamentService
from core.errors import TiebreakError
from core.prometheus import CONTENT_TYPE, Registry

log = logging.getLogger("bot.ops")

STORE_CHECK_SECONDS = 2.0
DRAIN_SECONDS = 8.0
"""Seconds the whole drain may take, hand-over, answers in flight and release together
(Docker stops a container 10 s after SIGTERM; ``TIEBREAK_DRAIN_SECONDS`` for a longer
``stop_grace_period``)."""
HANDOVER_SECONDS = 3.0
"""Seconds the hand-over of the sessions may take: past Discord's 3 s for a first answer it
no longer saves an interaction, and a stalled database must not eat the drain."""
RELEASE_SECONDS = 1.0
"""Seconds the release of the leases is always given, even when the answers used the bound
(without it, the end of the process ends the database session and its locks)."""
IN_FLIGHT_TASKS = ("CommandTree-invoker", "discord-ui-")
"""The names discord.py gives the tasks that run a command or a component's callback."""


class OpsSettingError(TiebreakError, ValueError):
    """``TIEBREAK_METRICS_PORT`` or ``TIEBREAK_DRAIN_SECONDS`` is not usable."""


def port_from_env(env: dict[str, str] | None = None) -> int | None:
    """Return ``TIEBREAK_METRICS_PORT`` (``None``: unset, no endpoints).

    :raises OpsSettingError: for anything but a port number.
    """
    raw = (os.environ if env is None else env).get("TIEBREAK_METRICS_PORT", "").strip()
    if not raw:
        return None
    if not raw.isdigit() or not 0 < int(raw) < 65536:
        raise OpsSettingError(f"TIEBREAK_METRICS_PORT must be a port number, not {raw!r}")
    return int(raw)


def drain_seconds_from_env(env: dict[str, str] | None = None) -> float:
    """Return ``TIEBREAK_DRAIN_SECONDS`` (default :data:`DRAIN_SECONDS`).

    :raises OpsSettingError: for anything but seconds from 0 to 600.
    """
    raw = (os.environ if env is None else env).get("TIEBREAK_DRAIN_SECONDS", "").strip()
    try:
        value = float(raw) if raw else DRAIN_SECONDS
    except ValueError:
        value = -1.0
    if not 0 <= value <= 600:
        raise OpsSettingError(f"TIEBREAK_DRAIN_SECONDS must be seconds from 0 to 600, not {raw!r}")
    return value


def in_flight() -> list[asyncio.Task[Any]]:
    """Return the tasks answering an interaction now."""
    return [
        t for t in asyncio.all_tasks() if not t.done() and t.get_name().startswith(IN_FLIGHT_TASKS)
    ]


class Operations:
    """The metrics of one process and the HTTP server of ``/healthz`` and ``/metrics``."""

    def __init__(
        self,
        bot: commands.AutoShardedBot,
        service: TournamentService,
        *,
        port: int,
        host: str = "0.0.0.0",
    ) -> None:
        self.bot = bot
        self.service = service
        self.port = port
        self.host = host
        self.draining = False
        self.leased = False
        """Set once the shards are leased (a standby is not ready)."""
        self._runner: web.AppRunner | None = None
        self._store_ok: tuple[float, bool] = (0.0, False)
        self._store_check: asyncio.Task[bool] | None = None
        reg = self.registry = Registry()
        self.latency = reg.histogram(
            "tiebreak_interaction_seconds",
            "Seconds from an interaction's creation to its answer, by command.",
            ("command",),
        )
        self.interactions = reg.counter(
            "tiebreak_interactions_total", "Interactions received, by type.", ("type",)
        )
        self.errors = reg.counter(
            "tiebreak_errors_total", "Answers that were errors, by kind of error.", ("kind",)
        )
        self.gateway = reg.counter(
            "tiebreak_gateway_sessions_total",
            "Gateway sessions begun (IDENTIFY) and resumed (RESUME), by shard.",
            ("shard", "event"),
        )
        reg.gauge("tiebreak_guilds", "Servers on this process's shards.", self._guilds)
        reg.gauge(
            "tiebreak_shards",
            "This process's shards, by state (configured, connected).",
            self._shards,
            ("state",),
        )
        reg.gauge("tiebreak_ready", "1 when /healthz says ready.", self._ready_gauge)
        reg.gauge("tiebreak_draining", "1 while draining after SIGTERM.", self._draining)
        reg.gauge("tiebreak_live_tournaments", "Live tournaments on these shards.", self._live)
        reg.gauge(
            "tiebreak_live_lag_seconds",
            "How late the most overdue live read started, in the loop's last round.",
            self._live_lag,
        )
        reg.gauge(
            "tiebreak_live_reads_per_minute",
            "Live source reads started in the last minute, by account.",
            self._live_reads,
            ("account",),
        )
        reg.gauge(
            "tiebreak_live_interval_seconds",
            "Seconds between two reads of a live source, by account (stretched past budget).",
            self._live_interval,
            ("account",),
        )
        reg.gauge("tiebreak_live_in_flight", "Live updates running now.", self._live_running)
        reg.gauge(
            "tiebreak_store_pool",
            "The store's PostgreSQL pool (psycopg_pool get_stats), by counter.",
            self._pool,
            ("stat",),
        )
        reg.gauge(
            "tiebreak_workers",
            "The worker processes of heavy questions: size and killed at the limit.",
            self._workers,
            ("stat",),
        )
        reg.gauge(
            "tiebreak_interactions_in_flight", "Interactions being answered now.", self._in_flight
        )

    # -- gauges ------------------------------------------------------------------------------

    def _guilds(self) -> Iterable[tuple[dict[str, str], float]]:
        # A shard resumed from a hand-over got no GUILD_CREATE: its servers are the record's.
        known = {g.id for g in self.bot.guilds} | getattr(self.bot, "handed_over_guilds", set())
        return [({}, len(known))]

    def _gateway_ready(self) -> bool:
        ready = getattr(self.bot, "gateway_ready", None)
        return ready.is_set() if isinstance(ready, asyncio.Event) else self.bot.is_ready()

    def _shard_ids(self) -> list[int]:
        count = self.bot.shard_count or 1
        return list(self.bot.shard_ids or range(count))

    def connected_shards(self) -> list[int]:
        """Return this process's shards whose gateway session is open."""
        up = []
        for sid in self._shard_ids():
            info = self.bot.get_shard(sid)
            if info is not None and not info.is_closed():
                up.append(sid)
        return up

    def _shards(self) -> Iterable[tuple[dict[str, str], float]]:
        return [
            ({"state": "configured"}, len(self._shard_ids())),
            ({"state": "connected"}, len(self.connected_shards())),
        ]

    def _ready_gauge(self) -> Iterable[tuple[dict[str, str], float]]:
        return [({}, 1.0 if not self._not_ready(store_ok=self._store_ok[1]) else 0.0)]

    def _draining(self) -> Iterable[tuple[dict[str, str], float]]:
        return [({}, 1.0 if self.draining else 0.0)]

    def _loop(self) -> Any:
        return self.bot.get_cog("LiveCog")

    def _live(self) -> Iterable[tuple[dict[str, str], float]]:
        cog = self._loop()
        return [({}, cog.stats.live if cog else 0)]

    def _live_lag(self) -> Iterable[tuple[dict[str, str], float]]:
        cog = self._loop()
        return [({}, cog.stats.lag if cog else 0.0)]

    def _live_reads(self) -> Iterable[tuple[dict[str, str], float]]:
        cog = self._loop()
        if cog is None:
            return []
        accounts = sorted(set(cog.budget.per_minute) | set(cog.stats.accounts()))
        return [({"account": a}, cog.stats.reads_per_minute(a)) for a in accounts]

    def _live_interval(self) -> Iterable[tuple[dict[str, str], float]]:
        cog = self._loop()
        if cog is None:
            return []
        return [({"account": a}, v) for a, v in sorted(cog.stats.interval.items()) if a]

    def _live_running(self) -> Iterable[tuple[dict[str, str], float]]:
        cog = self._loop()
        return [({}, cog.stats.in_flight if cog else 0)]

    def _pool(self) -> Iterable[tuple[dict[str, str], float]]:
        stats = self.service.store.db.pool_stats()
        keys = ("pool_min", "pool_max", "pool_size", "pool_available", "requests_waiting")
        return [({"stat": k}, float(stats.get(k, 0))) for k in keys if stats]

    def _workers(self) -> Iterable[tuple[dict[str, str], float]]:
        workers = self.service.workers
        return [
            ({"stat": "size"}, float(getattr(workers, "size", 0))),
            ({"stat": "killed"}, float(getattr(workers, "killed", 0))),
        ]

    def _in_flight(self) -> Iterable[tuple[dict[str, str], float]]:
        return [({}, len(in_flight()))]

    # -- events (bot.app wires discord.py's events here) ---------------------------------------

    def on_interaction(self, kind: str) -> None:
        """Count an interaction received (``kind``: discord.py's ``InteractionType`` name)."""
        self.interactions.inc(type=kind)

    def on_answered(self, command: str, created_at: float) -> None:
        """Record an answer's latency (``created_at``: the interaction's timestamp)."""
        self.latency.observe(max(0.0, time.time() - created_at), command=command)

    def on_error(self, kind: str) -> None:
        """Count an answer that was an error of ``kind`` (an exception class's name)."""
        self.errors.inc(kind=kind)

    def on_session(self, shard: int, event: str) -> None:
        """Count a gateway session begun (``identify``) or resumed (``resume``)."""
        self.gateway.inc(shard=str(shard), event=event)

    # -- health ------------------------------------------------------------------------------

    async def store_answers(self) -> bool:
        """Return whether the store answers ``SELECT 1`` within :data:`STORE_CHECK_SECONDS`
        (one check at a time; its answer kept for a second)."""
        at, ok = self._store_ok
        if time.monotonic() - at < 1.0:
            return ok
        if self._store_check is None or self._store_check.done():
            self._store_check = asyncio.create_task(self._check_store())
        try:
            ok = await asyncio.wait_for(asyncio.shield(self._store_check), STORE_CHECK_SECONDS)
        except TimeoutError:
            ok = False
        self._store_ok = (time.monotonic(), ok)
        return ok

    async def _check_store(self) -> bool:
        db = self.service.store.db
        try:
            await asyncio.to_thread(db.execute, "SELECT 1")
        except Exception:
            return False
        return True

    def _not_ready(self, *, store_ok: bool) -> list[str]:
        reasons = []
        if self.draining:
            reasons.append("draining")
        if not self.leased:
            reasons.append("waiting for its shards (standby)")
        missing = sorted(set(self._shard_ids()) - set(self.connected_shards()))
        if self.leased and (missing or not self._gateway_ready()):
            reasons.append("shards not connected: " + (",".join(map(str, missing)) or "?"))
        if not store_ok:
            reasons.append("the store does not answer")
        return reasons

    async def _healthz(self, request: web.Request) -> web.Response:
        store_ok = await self.store_answers()
        reasons = self._not_ready(store_ok=store_ok)
        if reasons:
            return web.Response(status=503, text="unready: " + "; ".join(reasons) + "\n")
        return web.Response(text="ready\n")

    async def _metrics(self, request: web.Request) -> web.Response:
        body = self.registry.render()
        return web.Response(body=body.encode(), headers={"Content-Type": CONTENT_TYPE})

    async def start(self) -> None:
        """Listen on ``host:port``."""
        app = web.Application()
        app.router.add_get("/healthz", self._healthz)
        app.router.add_get("/metrics", self._metrics)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        await web.TCPSite(self._runner, self.host, self.port).start()
        log.info("health and metrics on port %d (/healthz, /metrics)", self.port)

    async def stop(self) -> None:
        """Stop listening."""
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None


async def drain(
    bot: commands.AutoShardedBot,
    *,
    bound: float,
    release: Callable[[], Awaitable[None]] | None = None,
    ops: Operations | None = None,
    hand_over: Callable[[list[Handover]], Awaitable[None]] | None = None,
) -> int:
    """Stop cleanly: unready, shards disconnected, answers in flight finished, leases
    released, the bot closed, all within ``bound`` seconds (the release of the leases is given
    :data:`RELEASE_SECONDS` even when the answers used the bound). Return the answers cut by
    the bound (counted and logged, Practice 27's trade-off).

    With ``hand_over`` (several processes on PostgreSQL), the shards' sessions are kept
    resumable and handed to it at once, which releases the leases before the answers in
    flight are waited for (they are answered over HTTP, without the gateway): the next
    process RESUMEs them, and Discord replays what arrived in between (:mod:`bot.handover`).
    """
    if ops is not None:
        ops.draining = True
    log.info("SIGTERM: draining (at most %g s)", bound)
    deadline = time.monotonic() + bound

    def left() -> float:
        return max(0.0, deadline - time.monotonic())

    if hand_over is not None:
        known: set[int] = getattr(bot, "handed_over_guilds", set())
        parked = await park(bot, known)
        await _within(hand_over(parked), min(HANDOVER_SECONDS, left()), "the hand-over")
    for info in list(bot.shards.values()):
        try:
            await asyncio.wait_for(info.disconnect(), 2.0)
        except Exception:  # a shard already gone
            log.debug("disconnecting a shard failed", exc_info=True)
    pending = in_flight()
    cut = 0
    if pending:
        _, unanswered = await asyncio.wait(pending, timeout=left())
        cut = len(unanswered)
        if cut:
            log.warning("drain: %d answers cut by the %g s bound", cut, bound)
            if ops is not None:
                ops.on_error("DrainCut")
    if release is not None:
        await _within(release(), max(left(), RELEASE_SECONDS), "releasing the leases")
    await bot.close()
    log.info("drained")
    return cut


async def _within(work: Awaitable[None], seconds: float, what: str) -> None:
    """Run ``work`` for at most ``seconds``, then go on without waiting for it to be cancelled:
    a statement cancelled on a stalled database can take seconds more (psycopg's cancel
    request), and the end of the process ends the session and its locks anyway."""
    task = asyncio.ensure_future(work)
    done, _ = await asyncio.wait({task}, timeout=seconds)
    if not done:
        task.cancel()
        log.warning("drain: %s took more than %g s; going on without it", what, seconds)


__all__ = [
    "DRAIN_SECONDS",
    "Operations",
    "OpsSettingError",
    "drain",
    "drain_seconds_from_env",
    "in_flight",
    "port_from_env",
]
