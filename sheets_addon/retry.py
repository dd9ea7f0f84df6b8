"""The retry policy of every Sheets request: bounded exponential backoff for 429 and 5xx
answers, with a cap on attempts and on the total time slept, and an injectable ``sleep``."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field


@dataclass(frozen=True)
class RetryPolicy:
    """Bounded exponential backoff: delays ``base, 2·base, 4·base…`` (each at most
    ``max_delay``) for at most ``max_attempts`` attempts and ``max_total_wait`` seconds slept
    in all. ``sleep`` is injected so tests do not wait."""

    max_attempts: int = 5
    base_delay: float = 1.0
    max_delay: float = 16.0
    max_total_wait: float = 60.0
    sleep: Callable[[float], None] = field(default=time.sleep, compare=False)
    retry_statuses: frozenset[int] = frozenset({429, 500, 502, 503, 504})

    def delay(self, attempt: int) -> float:
        """The wait before retry number ``attempt`` (from 1): ``base·2^(attempt−1)``, at most
        ``max_delay`` (``tiebreak-sheets watch`` waits so between failed polls, without end)."""
        return min(self.base_delay * float(2 ** min(attempt - 1, 60)), self.max_delay)

    def delays(self) -> Iterator[float]:
        """Yield the wait before each retry, stopping when a cap would be exceeded."""
        waited = 0.0
        for attempt in range(1, self.max_attempts):
            delay = self.delay(attempt)
            if waited + delay > self.max_total_wait:
                return
            waited += delay
            yield delay
