"""The live loop's budget and bookkeeping: how often each live source may be read, and what
the loop did (for ``/metrics``).

Google allows a service account about 60 reads a minute (Sheets API "Read requests per
minute per user"), and lichess asks API clients to keep to about one request a second; the
bot reads every live sheet with its one service account. When a process follows more live
sources of a kind than its share of that budget allows, their interval stretches
(:func:`stretched_interval`) and the live message says how often it is refreshed. A
process's share is the budget times the part of the shards it runs (tournaments spread over
shards like servers), so several processes with one account stay within it together.

Reads run concurrently, at most ``TIEBREAK_LIVE_CONCURRENCY`` at once, on threads of the
loop's own (never the threads interactions use), each bounded in time: one slow or silent
source delays no other tournament, and is not read again while its last read still runs.
"""

from __future__ import annotations

import os
import time
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass, field

from core.errors import TiebreakError

SHEETS = "google"
LICHESS = "lichess"
ACCOUNT_OF_KIND = {"sheet": SHEETS, "lichess": LICHESS}
"""The budget a source kind's reads count against (an uploaded file is never read again)."""
DEFAULT_SHEETS_PER_MINUTE = 60.0
DEFAULT_LICHESS_PER_MINUTE = 60.0
DEFAULT_CONCURRENCY = 8
TICK = 5.0
"""Seconds between two looks at which live tournaments are due (at most the interval)."""


class LiveBudgetError(TiebreakError, ValueError):
    """A live budget setting has a value the bot cannot use."""


@dataclass(frozen=True, slots=True)
class ReadBudget:
    """Reads a minute per account (``TIEBREAK_SHEETS_READS_PER_MINUTE``, 60;
    ``TIEBREAK_LICHESS_READS_PER_MINUTE``, 60), over every process of the bot, and reads at
    once in one process (``TIEBREAK_LIVE_CONCURRENCY``, 8)."""

    per_minute: Mapping[str, float] = field(
        default_factory=lambda: {
            SHEETS: DEFAULT_SHEETS_PER_MINUTE,
            LICHESS: DEFAULT_LICHESS_PER_MINUTE,
        }
    )
    concurrency: int = DEFAULT_CONCURRENCY

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> ReadBudget:
        """Return the budget of the environment variables.

        :raises LiveBudgetError: for a value that is not a positive number.
        """
        env = os.environ if env is None else env

        def positive(name: str, default: float) -> float:
            raw = env.get(name, "").strip()
            try:
                value = float(raw) if raw else default
            except ValueError:
                value = -1.0
            if not 0 < value < 1e6:
                raise LiveBudgetError(f"{name} must be a positive number, not {raw!r}")
            return value

        return cls(
            {
                SHEETS: positive("TIEBREAK_SHEETS_READS_PER_MINUTE", DEFAULT_SHEETS_PER_MINUTE),
                LICHESS: positive("TIEBREAK_LICHESS_READS_PER_MINUTE", DEFAULT_LICHESS_PER_MINUTE),
            },
            int(positive("TIEBREAK_LIVE_CONCURRENCY", DEFAULT_CONCURRENCY)),
        )


def stretched_interval(base: float, sources: int, per_minute: float) -> float:
    """Return the seconds between two reads of each of ``sources`` live sources of one
    account so that together they keep to ``per_minute`` reads: ``base`` while the budget
    allows it, else ``60 * sources / per_minute``.

    >>> stretched_interval(60, 30, 60), stretched_interval(60, 120, 60)
    (60, 120.0)
    """
    if sources <= 0:
        return base
    return max(base, 60.0 * sources / per_minute)


def intervals(
    base: float, counts: Mapping[str, int], budget: ReadBudget, share: float
) -> dict[str, float]:
    """Return each account's interval for this process: ``counts`` live sources per account,
    ``share`` the part of the shards it runs (0 to 1) and so of each account's budget."""
    return {
        account: stretched_interval(base, n, budget.per_minute[account] * max(share, 1e-9))
        for account, n in counts.items()
        if account in budget.per_minute
    }


class LoopStats:
    """What the live loop did, for ``/metrics``: reads in the last minute per account, the
    lag of the last round of work, the reads running and given up on."""

    def __init__(self) -> None:
        self._reads: dict[str, deque[float]] = {}
        self.lag = 0.0
        """Seconds the most overdue read started after it was due, in the last round."""
        self.in_flight = 0
        self.timed_out = 0
        self.errors = 0
        self.live = 0
        self.interval: dict[str, float] = {}
        self.reads_done = 0

    def count_read(self) -> None:
        """Count a source actually read (this process won the store's lease on it)."""
        self.reads_done += 1

    def read(self, account: str, now: float | None = None) -> None:
        """Count one read of a source of ``account`` started (against its budget)."""
        self._reads.setdefault(account, deque()).append(time.monotonic() if now is None else now)

    def reads_per_minute(self, account: str, now: float | None = None) -> int:
        """Return the reads of ``account`` in the last 60 s."""
        now = time.monotonic() if now is None else now
        reads = self._reads.get(account)
        if not reads:
            return 0
        while reads and reads[0] <= now - 60.0:
            reads.popleft()
        return len(reads)

    def accounts(self) -> list[str]:
        """Return the accounts read so far."""
        return sorted(self._reads)


__all__ = [
    "ACCOUNT_OF_KIND",
    "LICHESS",
    "SHEETS",
    "TICK",
    "LiveBudgetError",
    "LoopStats",
    "ReadBudget",
    "intervals",
    "stretched_interval",
]
