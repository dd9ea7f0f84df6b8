"""The process's metrics in the Prometheus text format (version 0.0.4): requests by
endpoint and status, their durations, errors by kind and requests refused by each bound.

Labels come from closed sets (the endpoints of ``openapi.json``, the refusal codes of
:data:`~sheets_addon.service.problems.STATUS`), never a token or a sheet. Each worker process
keeps its own (a scrape through the load balancer would hit a random one): give each worker
its own metrics port (``--metrics-port``).
"""

from __future__ import annotations

import threading
from collections import defaultdict

BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 20.0, 30.0)
BOUNDS = {
    "too-large": "body",
    "timeout": "time",
    "busy": "in_flight",
    "rate-limited": "rate",
}
"""Which refusal is which bound's."""


def _label(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


class Metrics:
    """Counters and one histogram, thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.requests: dict[tuple[str, str, int], int] = defaultdict(int)
        self.errors: dict[str, int] = defaultdict(int)
        self.refused: dict[str, int] = {bound: 0 for bound in BOUNDS.values()}
        self.buckets: dict[str, list[int]] = {}
        self.sums: dict[str, float] = defaultdict(float)
        self.counts: dict[str, int] = defaultdict(int)
        self.in_flight = 0

    def observe(
        self, endpoint: str, method: str, status: int, seconds: float, code: str | None
    ) -> None:
        """Count one answered request."""
        with self._lock:
            self.requests[(endpoint, method, status)] += 1
            if code is not None:
                self.errors[code] += 1
                bound = BOUNDS.get(code)
                if bound is not None:
                    self.refused[bound] += 1
            counts = self.buckets.setdefault(endpoint, [0] * len(BUCKETS))
            for i, edge in enumerate(BUCKETS):
                if seconds <= edge:
                    counts[i] += 1
            self.sums[endpoint] += seconds
            self.counts[endpoint] += 1

    def text(self) -> str:
        """The exposition."""
        with self._lock:
            out = [
                "# HELP tiebreak_serve_requests_total Requests answered, by endpoint and status.",
                "# TYPE tiebreak_serve_requests_total counter",
            ]
            for (endpoint, method, status), n in sorted(self.requests.items()):
                out.append(
                    f'tiebreak_serve_requests_total{{endpoint="{_label(endpoint)}",'
                    f'method="{method}",status="{status}"}} {n}'
                )
            out += [
                "# HELP tiebreak_serve_errors_total Requests refused or failed, by kind.",
                "# TYPE tiebreak_serve_errors_total counter",
            ]
            for code, n in sorted(self.errors.items()):
                out.append(f'tiebreak_serve_errors_total{{kind="{code}"}} {n}')
            out += [
                "# HELP tiebreak_serve_refused_total Requests refused by each bound.",
                "# TYPE tiebreak_serve_refused_total counter",
            ]
            for bound, n in sorted(self.refused.items()):
                out.append(f'tiebreak_serve_refused_total{{bound="{bound}"}} {n}')
            out += [
                "# HELP tiebreak_serve_in_flight Requests being answered now.",
                "# TYPE tiebreak_serve_in_flight gauge",
                f"tiebreak_serve_in_flight {self.in_flight}",
                "# HELP tiebreak_serve_request_seconds Time to answer, by endpoint.",
                "# TYPE tiebreak_serve_request_seconds histogram",
            ]
            for endpoint in sorted(self.buckets):
                name = _label(endpoint)
                for edge, n in zip(BUCKETS, self.buckets[endpoint], strict=True):
                    head = f'tiebreak_serve_request_seconds_bucket{{endpoint="{name}",'
                    out.append(head + f'le="{edge}"}} {n}')
                total = self.counts[endpoint]
                out.append(
                    f'tiebreak_serve_request_seconds_bucket{{endpoint="{name}",le="+Inf"}} {total}'
                )
                out.append(
                    f'tiebreak_serve_request_seconds_sum{{endpoint="{name}"}} {self.sums[endpoint]}'
                )
                out.append(f'tiebreak_serve_request_seconds_count{{endpoint="{name}"}} {total}')
        return "\n".join(out) + "\n"
