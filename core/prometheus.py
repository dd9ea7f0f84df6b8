"""Prometheus's text exposition format (version 0.0.4), for the services' ``/metrics``.

Standard library only, so the bot and the add-on's service can both use it without a
dependency: a few counters, gauges and histograms, rendered as the format's reference
(prometheus/docs ``content/docs/instrumenting/exposition_formats.md``) describes: ``# HELP``
and ``# TYPE`` once per family, label values escaped (backslash, double quote, newline),
histogram buckets cumulative with ``le="+Inf"`` equal to ``_count``.

Labels must come from closed sets (a command's name, a source kind), never from a guild,
a user, a token or a sheet: each label value is a time series of its own.

>>> reg = Registry()
>>> hits = reg.counter("demo_hits_total", "Hits.", ("kind",))
>>> hits.inc(kind="a")
>>> print(reg.render(), end="")
# HELP demo_hits_total Hits.
# TYPE demo_hits_total counter
demo_hits_total{kind="a"} 1
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Iterable, Sequence

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
LATENCY_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0, 30.0)
"""Seconds: Discord's 3 s window for the first response among them."""

Labels = tuple[tuple[str, str], ...]


def escape_label(value: str) -> str:
    """Return a label value escaped for the text format.

    >>> escape_label('a"b\\\\c\\nd')
    'a\\\\"b\\\\\\\\c\\\\nd'
    """
    return value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def format_value(value: float) -> str:
    """Return a sample value as the format writes it (``+Inf``, ``NaN``, integers bare)."""
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "+Inf" if value > 0 else "-Inf"
    if float(value).is_integer() and abs(value) < 2**53:
        return str(int(value))
    return repr(float(value))


def _labels(labels: Labels) -> str:
    if not labels:
        return ""
    return "{" + ",".join(f'{k}="{escape_label(v)}"' for k, v in labels) + "}"


class _Family:
    kind = "untyped"

    def __init__(self, name: str, help_text: str, labelnames: Sequence[str] = ()) -> None:
        self.name = name
        self.help = help_text
        self.labelnames = tuple(labelnames)
        self._lock = threading.Lock()

    def _key(self, labels: dict[str, str]) -> Labels:
        if set(labels) != set(self.labelnames):
            raise ValueError(f"{self.name} takes the labels {self.labelnames}, not {tuple(labels)}")
        return tuple((n, str(labels[n])) for n in self.labelnames)

    def samples(self) -> Iterable[tuple[str, Labels, float]]:
        raise NotImplementedError

    def render(self) -> str:
        help_text = self.help.replace("\\", "\\\\").replace("\n", "\\n")
        lines = [f"# HELP {self.name} {help_text}", f"# TYPE {self.name} {self.kind}"]
        for suffix, labels, value in self.samples():
            lines.append(f"{self.name}{suffix}{_labels(labels)} {format_value(value)}")
        return "\n".join(lines) + "\n"


class Counter(_Family):
    """A value that only goes up (requests, errors); reset only by a restart."""

    kind = "counter"

    def __init__(self, name: str, help_text: str, labelnames: Sequence[str] = ()) -> None:
        super().__init__(name, help_text, labelnames)
        self._values: dict[Labels, float] = {}

    def inc(self, amount: float = 1.0, **labels: str) -> None:
        """Add ``amount`` (at least 0) to the series of ``labels``."""
        if amount < 0:
            raise ValueError("a counter only goes up")
        key = self._key(labels)
        with self._lock:
            self._values[key] = self._values.get(key, 0.0) + amount

    def samples(self) -> Iterable[tuple[str, Labels, float]]:
        with self._lock:
            return [("", k, v) for k, v in sorted(self._values.items())]


class Gauge(_Family):
    """A value read when scraped: ``read`` returns each series' labels and value."""

    kind = "gauge"

    def __init__(
        self,
        name: str,
        help_text: str,
        read: Callable[[], Iterable[tuple[dict[str, str], float]]],
        labelnames: Sequence[str] = (),
    ) -> None:
        super().__init__(name, help_text, labelnames)
        self._read = read

    def samples(self) -> Iterable[tuple[str, Labels, float]]:
        return [("", self._key(labels), value) for labels, value in self._read()]


class Histogram(_Family):
    """Observations counted in cumulative buckets, with their count and sum."""

    kind = "histogram"

    def __init__(
        self,
        name: str,
        help_text: str,
        labelnames: Sequence[str] = (),
        buckets: Sequence[float] = LATENCY_BUCKETS,
    ) -> None:
        super().__init__(name, help_text, labelnames)
        if "le" in self.labelnames:
            raise ValueError("le is the histogram's own label")
        self.buckets = tuple(sorted(buckets))
        self._series: dict[Labels, list[float]] = {}  # per bucket, then count, sum

    def observe(self, value: float, **labels: str) -> None:
        """Count one observation of ``value`` in the series of ``labels``."""
        key = self._key(labels)
        with self._lock:
            row = self._series.setdefault(key, [0.0] * (len(self.buckets) + 2))
            for i, bound in enumerate(self.buckets):
                if value <= bound:
                    row[i] += 1
            row[-2] += 1
            row[-1] += value

    def samples(self) -> Iterable[tuple[str, Labels, float]]:
        out: list[tuple[str, Labels, float]] = []
        with self._lock:
            for key, row in sorted(self._series.items()):
                for bound, n in zip(self.buckets, row, strict=False):
                    # le as a float ("1.0"), as the client libraries write it
                    out.append(("_bucket", (*key, ("le", repr(float(bound)))), n))
                out.append(("_bucket", (*key, ("le", "+Inf")), row[-2]))
                out.append(("_count", key, row[-2]))
                out.append(("_sum", key, row[-1]))
        return out


class Registry:
    """The metric families of one process, rendered together."""

    def __init__(self) -> None:
        self._families: list[_Family] = []

    def _add(self, family: _Family) -> None:
        if any(f.name == family.name for f in self._families):
            raise ValueError(f"{family.name} is registered already")
        self._families.append(family)

    def counter(self, name: str, help_text: str, labelnames: Sequence[str] = ()) -> Counter:
        """Register and return a counter."""
        c = Counter(name, help_text, labelnames)
        self._add(c)
        return c

    def gauge(
        self,
        name: str,
        help_text: str,
        read: Callable[[], Iterable[tuple[dict[str, str], float]]],
        labelnames: Sequence[str] = (),
    ) -> Gauge:
        """Register and return a gauge whose series ``read`` returns when scraped."""
        g = Gauge(name, help_text, read, labelnames)
        self._add(g)
        return g

    def histogram(
        self,
        name: str,
        help_text: str,
        labelnames: Sequence[str] = (),
        buckets: Sequence[float] = LATENCY_BUCKETS,
    ) -> Histogram:
        """Register and return a histogram."""
        h = Histogram(name, help_text, labelnames, buckets)
        self._add(h)
        return h

    def render(self) -> str:
        """Return every family in the text format."""
        return "".join(f.render() for f in self._families)


__all__ = [
    "CONTENT_TYPE",
    "LATENCY_BUCKETS",
    "Counter",
    "Gauge",
    "Histogram",
    "Registry",
    "escape_label",
    "format_value",
]
