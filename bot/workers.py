"""The CPU-heavy work of one interaction, in a worker process, with a time limit.

The questions whose cost has no small bound (``/whatif``'s search, ``/compare``'s rule sets,
a prize list given out, an uploaded file read) run in a small pool of worker processes
(:data:`POOL_SIZE`), each job under :attr:`Workers.limit` seconds
(``TIEBREAK_WORK_LIMIT``); past it the worker is killed and the answer says "stopped after
N s" (:class:`WorkLimitError`). One server has at most :data:`PER_GUILD` jobs in flight
(running or waiting), so one server's slow questions never take every worker; beyond that
it is told the bot is still busy with its questions (:class:`BusyError`).

Why processes and not threads: a thread cannot be stopped, so a question that runs for an
hour would hold its thread (and its share of the CPU) for that hour whatever the limit; and
a thread shares the interpreter lock, so a long computation inside one C call (a huge
integer, a regular expression) would stop the event loop, and with it every server, until
it ends. A process can be killed at the limit, and holds its own lock. The price is that
what goes in and out is pickled: a job gets the linked tournament (its snapshot text, not
the parsed standings) and sends back the engine's result, which the caller renders.

The standings themselves (:meth:`bot.service.TournamentService.load`) stay in threads: their
cost is bounded by the file limits (:mod:`core.limits`), they are cached, and
shipping a big event's standings between processes costs as much as computing them.

The calling side is synchronous (a thread waits on the pipe without the interpreter lock),
so the service calls the pool as it calls the store; the cogs hand that heavy work to
:meth:`Workers.call`, the pool's own threads (one per worker and per job a server may have
waiting), never to the event loop's shared executor (:func:`bot.interact.run`): twenty
servers' ``/publish`` waiting for a worker held every thread of that executor, and the other
servers' light answers (a store read) waited seconds for one (issue 29). The workers run at a
lower CPU priority (:data:`NICE`) than the bot, whose event loop answers everyone.
"""

from __future__ import annotations

import asyncio
import copyreg
import functools
import logging
import multiprocessing
import os
import threading
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from fractions import Fraction
from multiprocessing.connection import Connection
from types import MappingProxyType
from typing import Any, TypeVar

from bot.errors import BotError
from core.i18n.message import msg

log = logging.getLogger("bot.workers")
T = TypeVar("T")

POOL_SIZE = 2
"""Worker processes (the machine the bot is sized for has two cores)."""
PER_GUILD = 2
"""Jobs one server may have in flight at once (running or waiting for a worker)."""
WORK_LIMIT = 20.0
"""Seconds one job may take, waiting for a worker included (``TIEBREAK_WORK_LIMIT``)."""
ENV_LIMIT = "TIEBREAK_WORK_LIMIT"
PRELOAD = (
    "bot.service",
    "bot.jobs",
    "bot.cogs.whatif",
    "bot.cogs.compare",
    "bot.cogs.prizes",
    "bot.publish",
)
"""The modules whose functions the workers run."""
START_TIMEOUT = 120.0
_READY = "ready"
QUEUE = 64
"""Heavy calls (:meth:`Workers.call`) queued or running at once, every server together;
beyond it a call is refused as busy at once."""
NICE = 10
"""How much lower the workers' CPU priority is than the bot's: a page of 1,000 players
built on both cores must not slow the event loop, which answers every server's light
questions (issue 29)."""


def read_only(items: dict[Any, Any]) -> MappingProxyType[Any, Any]:
    """Return ``items`` read-only again (a mapping proxy that came through a pipe)."""
    return MappingProxyType(items)


def _mapping_proxy(proxy: MappingProxyType[Any, Any]) -> tuple[Any, tuple[dict[Any, Any]]]:
    return read_only, (dict(proxy),)


# The engine's results hold read-only mappings, which pickle cannot send as they are: a job's
# result goes back as the mapping's items, made read-only again on arrival.
copyreg.pickle(MappingProxyType, _mapping_proxy)


class WorkLimitError(BotError):
    """A job ran past the limit and was stopped (its worker killed)."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        super().__init__(
            msg("bot.error.work-limit", seconds=Fraction(seconds).limit_denominator(10))
        )


class BusyError(BotError):
    """The server has :data:`PER_GUILD` jobs in flight already."""

    def __init__(self) -> None:
        super().__init__(msg("bot.error.busy"))


def limit_from_env(env: dict[str, str] | None = None) -> float:
    """Return ``TIEBREAK_WORK_LIMIT`` (seconds, 0.1 to 900), else :data:`WORK_LIMIT`."""
    text = (os.environ if env is None else env).get(ENV_LIMIT, "").strip()
    try:
        value = float(text) if text else WORK_LIMIT
    except ValueError:
        return WORK_LIMIT
    return value if 0.1 <= value <= 900 else WORK_LIMIT


class _Worker:
    """One worker process and the parent's end of its pipe."""

    def __init__(self, ctx: Any) -> None:
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=_serve, args=(child,), daemon=True)
        self.process.start()
        child.close()
        # Started (the fork server's imports done, the first time): the job's time is
        # counted from here, not from the start of the fork server.
        if not self.conn.poll(START_TIMEOUT) or self.conn.recv() != _READY:
            self.kill()
            raise RuntimeError("a worker process did not start")

    def kill(self) -> None:
        self.process.kill()
        self.process.join(timeout=5)
        self.conn.close()


class Workers:
    """The pool (thread-safe). Workers start on first use and are reused after each job."""

    def __init__(
        self,
        *,
        size: int = POOL_SIZE,
        limit: float | None = None,
        per_guild: int = PER_GUILD,
    ) -> None:
        self.size = size
        self.limit = limit if limit is not None else limit_from_env()
        self.per_guild = per_guild
        # forkserver: a worker forked from this (threaded) process could inherit a lock held
        # by another thread; the fork server is a clean single-threaded parent.
        self._ctx = multiprocessing.get_context("forkserver")
        # Imported once in the fork server, so each new worker starts with them (a worker
        # started after one was killed answers in milliseconds, not after the imports).
        self._ctx.set_forkserver_preload(list(PRELOAD))
        self._slots = threading.BoundedSemaphore(size)
        self._idle: list[_Worker] = []
        self._busy: set[_Worker] = set()
        self._lock = threading.Lock()
        self._in_flight: Counter[int] = Counter()
        self._closed = False
        # The threads that wait on the workers (issue 29): each heavy call holds one while
        # its job waits for a worker and runs. On the event loop's shared executor, 20
        # servers' /publish held every thread of it, and the other servers' light answers
        # (a store read, a table from the cache) waited 7 s for one.
        self._executor = ThreadPoolExecutor(
            max_workers=size + per_guild, thread_name_prefix="tiebreak-heavy"
        )
        self._queued = 0
        self.killed = 0
        """Workers killed at the limit (for the tests and the operator's log)."""

    async def call(self, fn: Callable[..., T], /, *args: Any) -> T:
        """Return ``fn(*args)`` run on the pool's own threads (not the event loop's shared
        executor): the blocking work of a heavy question, which waits for a worker through
        :meth:`run`. At most :data:`QUEUE` calls wait or run at once.

        :raises BusyError: beyond :data:`QUEUE`.
        """
        with self._lock:
            if self._queued >= QUEUE:
                raise BusyError()
            self._queued += 1
        try:
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(self._executor, functools.partial(fn, *args))
        finally:
            with self._lock:
                self._queued -= 1

    def run(self, guild_id: int, fn: Callable[..., T], /, *args: Any) -> T:
        """Return ``fn(*args)`` computed in a worker process (``fn`` a module-level function,
        its arguments and result picklable), within the limit.

        :raises WorkLimitError: past the limit (the worker is killed).
        :raises BusyError: when the server has :data:`PER_GUILD` jobs in flight.
        :raises: what ``fn`` raised, as it raised it.
        """
        with self._lock:
            if self._in_flight[guild_id] >= self.per_guild:
                raise BusyError()
            self._in_flight[guild_id] += 1
        try:
            return self._run(fn, args)
        finally:
            with self._lock:
                self._in_flight[guild_id] -= 1
                if not self._in_flight[guild_id]:
                    del self._in_flight[guild_id]

    def _run(self, fn: Callable[..., T], args: tuple[Any, ...]) -> T:
        if not self._slots.acquire(timeout=self.limit):
            raise WorkLimitError(self.limit)
        try:
            worker = self._take()
            deadline = time.monotonic() + self.limit
            try:
                worker.conn.send((fn, args))
                if not worker.conn.poll(max(0.0, deadline - time.monotonic())):
                    self._discard(worker, killed=True)
                    log.warning("a job ran past %g s: its worker was killed", self.limit)
                    raise WorkLimitError(self.limit)
                ok, value = worker.conn.recv()
            except (EOFError, OSError) as err:
                self._discard(worker)
                raise RuntimeError(f"a worker process died: {err!r}") from None
            self._give_back(worker)
        finally:
            self._slots.release()
        if ok:
            result: T = value
            return result
        raise _unpack(value)

    def _take(self) -> _Worker:
        with self._lock:
            while self._idle:
                worker = self._idle.pop()
                if worker.process.is_alive():
                    self._busy.add(worker)
                    return worker
                worker.conn.close()
        worker = _Worker(self._ctx)
        with self._lock:
            self._busy.add(worker)
        return worker

    def _give_back(self, worker: _Worker) -> None:
        with self._lock:
            self._busy.discard(worker)
            if self._closed:
                worker.kill()
            else:
                self._idle.append(worker)

    def _discard(self, worker: _Worker, *, killed: bool = False) -> None:
        worker.kill()
        with self._lock:
            self._busy.discard(worker)
            self.killed += killed

    def warm(self) -> None:
        """Start one worker now (and the fork server, the first time: its imports take
        seconds), so that the first question is not the one that waits for them."""
        with self._slots:
            self._give_back(self._take())

    def close(self) -> None:
        """Stop every worker (running jobs end with an error)."""
        with self._lock:
            self._closed = True
            workers, self._idle = [*self._idle, *self._busy], []
        for worker in workers:
            worker.kill()
        self._executor.shutdown(wait=False, cancel_futures=True)


def _serve(conn: Connection) -> None:
    """A worker's loop: run each job sent, send back ``(True, result)`` or
    ``(False, packed exception)``."""
    try:
        os.nice(NICE)  # the bot's event loop first (NICE)
    except OSError:  # pragma: no cover - a system that refuses it: the same priority
        pass
    conn.send(_READY)
    while True:
        try:
            fn, args = conn.recv()
        except (EOFError, OSError):
            return
        try:
            reply: tuple[bool, Any] = (True, fn(*args))
        except Exception as err:  # sent back to be raised in the bot process
            reply = (False, _pack(err))
        try:
            conn.send(reply)
        except Exception as err:  # a result that cannot be pickled: say so instead
            conn.send((False, _pack(RuntimeError(f"the result could not be sent: {err!r}"))))


def _pack(err: BaseException) -> tuple[type[BaseException], tuple[Any, ...], dict[str, Any]]:
    """An exception as its class, args and attributes: the project's errors take other
    arguments than their ``args`` (an InputError takes its problems), so pickling them
    whole would fail to rebuild them."""
    return type(err), err.args, dict(vars(err))


def _unpack(packed: tuple[type[BaseException], tuple[Any, ...], dict[str, Any]]) -> BaseException:
    cls, args, attrs = packed
    err = cls.__new__(cls)
    err.args = args
    vars(err).update(attrs)
    return err


__all__ = ["PER_GUILD", "POOL_SIZE", "WORK_LIMIT", "BusyError", "WorkLimitError", "Workers"]
