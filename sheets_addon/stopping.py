"""Stopping a watch cleanly: Ctrl-C as a request, honoured between two requests.

:class:`Stop` turns the first Ctrl-C (SIGINT) into a request; :class:`GuardedGateway` refuses
to start a request once it is set (raising :class:`Stopped`), so a watch stops between two
requests, also in the middle of a sync (a request already sent is answered first: a write is
applied whole or not sent). Waits end at once.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from types import FrameType

from sheets_addon.api_types import JSON, Gateway, Grid


class Stopped(Exception):
    """A stop was asked for; raised instead of sending the next request."""


class Stop:
    """A request to stop the watch, set by Ctrl-C (:meth:`on_sigint`) or by a caller."""

    def __init__(self) -> None:
        self._event = threading.Event()

    @property
    def requested(self) -> bool:
        """Whether a stop was asked for."""
        return self._event.is_set()

    def request(self) -> None:
        """Ask the watch to stop before its next request."""
        self._event.set()

    def wait(self, seconds: float) -> None:
        """Wait ``seconds``, or less when a stop is asked for meanwhile."""
        if seconds > 0:
            self._event.wait(seconds)

    def sleep(self, seconds: float) -> None:
        """Wait as ``time.sleep`` does, then raise :class:`Stopped` when a stop was asked for
        (the gateway's retries wait with it, so Ctrl-C ends a backoff at once)."""
        self.wait(seconds)
        self.check()

    def check(self) -> None:
        """:raises Stopped: when a stop was asked for."""
        if self.requested:
            raise Stopped

    @contextmanager
    def on_sigint(self) -> Iterator[None]:
        """Make the first Ctrl-C (SIGINT) a stop request while the block runs; the second
        raises ``KeyboardInterrupt`` as usual. Outside the main thread (where Python cannot
        handle signals) Ctrl-C stays a ``KeyboardInterrupt``, on which the watch also ends
        cleanly."""
        if threading.current_thread() is not threading.main_thread():
            yield
            return
        previous = signal.getsignal(signal.SIGINT)

        def handler(signum: int, frame: FrameType | None) -> None:
            self.request()
            signal.signal(signal.SIGINT, signal.default_int_handler)

        signal.signal(signal.SIGINT, handler)
        try:
            yield
        finally:
            signal.signal(signal.SIGINT, previous)


class GuardedGateway:
    """The gateway, refusing to start a request once a stop was asked for (so a stop lands
    between two requests, also inside a sync)."""

    def __init__(self, gateway: Gateway, stop: Stop) -> None:
        self._gateway = gateway
        self._stop = stop

    def read_spreadsheet(self, key: str) -> tuple[JSON, dict[str, Grid]]:
        """:meth:`SheetsGateway.read_spreadsheet`, unless a stop was asked for."""
        self._stop.check()
        return self._gateway.read_spreadsheet(key)

    def read_cells(
        self, key: str, titles: Iterable[str], *, entered_only: bool = False
    ) -> dict[str, Grid]:
        """:meth:`SheetsGateway.read_cells`, unless a stop was asked for."""
        self._stop.check()
        return self._gateway.read_cells(key, titles, entered_only=entered_only)

    def batch_update(
        self, key: str, requests_: Sequence[Mapping[str, JSON]], *, show_tab: str | None = None
    ) -> JSON:
        """:meth:`SheetsGateway.batch_update`, unless a stop was asked for."""
        self._stop.check()
        return self._gateway.batch_update(key, requests_, show_tab=show_tab)
