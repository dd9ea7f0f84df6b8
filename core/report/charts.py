"""The geometry of the page's charts, as data the template draws as inline SVG.

A rank chart puts round 1 to k left to right and place 1 at the top; a breakdown bar lays a
tie-break's explanation items end to end, one segment per round, as wide as what the round
counts (the item's ``value``: an SB round its opponent's score times the result), so the
parts not cut add up to the value the standings show. Pixel positions are floats rounded to
one decimal: layout, not arithmetic of any number the page states.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache

from core.display import isolate
from core.explain import Explanation
from core.i18n.text import number
from core.model import PlayerId, RoundKind
from core.report.history import History, place_text
from core.report.model import Bar, BarChart, CardChart, LineChart, Number, Polyline, Segment
from core.scores import machine_value

WIDTH = 640
LEFT, RIGHT, TOP, BOTTOM = 44, 30, 16, 28
TONES = 8
"""Lines and bars take one of eight colours of the stylesheet, in turn."""


def _x(r: int, k: int) -> float:
    span = WIDTH - LEFT - RIGHT
    return round(LEFT + (0 if k <= 1 else (r - 1) * span / (k - 1)), 1)


@lru_cache(maxsize=8)
def _xs(k: int) -> tuple[tuple[int, float], ...]:
    """Rounds 1..k and their positions: the same on every card's chart."""
    return tuple((r, _x(r, k)) for r in range(1, k + 1))


def rank_chart(
    chart_id: str,
    title: str,
    hist: History,
    entrants: Sequence[tuple[PlayerId, str]],
) -> LineChart | None:
    """Return the chart of the places of ``entrants`` (id, label) after each round; None
    when no round was counted."""
    k = hist.rounds
    if k == 0 or not entrants:
        return None
    firsts = [hist.places[pid][r][0] for pid, _ in entrants for r in range(k)]
    lo, hi = min(firsts), max(firsts)
    height = 200 if hi > lo else 80
    inner = height - TOP - BOTTOM

    def y(rank: int) -> float:
        return round(TOP + (0 if hi == lo else (rank - lo) * inner / (hi - lo)), 1)

    xs = _xs(k)
    lines = []
    for i, (pid, label) in enumerate(entrants):
        places = hist.places[pid]
        points = " ".join([f"{x},{y(places[r][0])}" for r, (_, x) in enumerate(xs)])
        # SVG text has no <bdi>: a name's right-to-left text is isolated as text is
        shown = isolate(label)
        lines.append(Polyline(shown, points, i % TONES, tuple(place_text(p) for p in places)))
    ticks = sorted({lo, hi, (lo + hi) // 2})
    return LineChart(
        chart_id,
        title,
        WIDTH,
        height,
        xs,
        tuple((t, y(t)) for t in ticks),
        tuple(lines),
    )


CARD_HEIGHTS = (80, 200)
"""A card's chart: 80 pixels high for a place that never changed, else 200."""


@lru_cache(maxsize=8)
def card_xs(k: int) -> tuple[int, ...]:
    """Rounds 1..k's positions on a card's chart, in whole pixels."""
    return tuple(round(x) for _, x in _xs(k))


def card_chart(hist: History, pid: PlayerId) -> CardChart | None:
    """Return the chart of one entrant's place after each round (a card's: the scale spans
    its own places), None when no round was counted. Positions are whole pixels of the
    640-wide chart, written without decimals: a field's cards draw 11,000 points."""
    k = hist.rounds
    if k == 0:
        return None
    firsts = [p[0] for p in hist.places[pid]]
    lo, hi = min(firsts), max(firsts)
    height = CARD_HEIGHTS[1] if hi > lo else CARD_HEIGHTS[0]
    inner = height - TOP - BOTTOM
    scale = 0 if hi == lo else inner / (hi - lo)
    xs = card_xs(k)
    points = " ".join(
        [f"{x},{round(TOP + (f - lo) * scale)}" for x, f in zip(xs, firsts, strict=True)]
    )
    ticks = tuple((t, round(TOP + (t - lo) * scale)) for t in sorted({lo, hi, (lo + hi) // 2}))
    return CardChart(k, height, points, ticks)


def breakdown(
    chart_id: str,
    title: str,
    code: str,
    explanations: Sequence[tuple[str, Explanation]],
    lang: str,
) -> BarChart | None:
    """Return the breakdown of tie-break ``code`` for a tied group: one bar per
    (label, explanation), one segment per item that counts something, cut items hatched,
    unplayed rounds (a dummy or virtual opponent) outlined. None when no item has one."""
    lengths = [
        sum((i.value for i in e.items if i.value is not None and i.value > 0), Fraction(0))
        for _, e in explanations
    ]
    most = max(lengths, default=Fraction(0))
    if most <= 0:
        return None
    span = WIDTH - 180 - RIGHT
    bars = []
    for row, (label, e) in enumerate(explanations):
        x = Fraction(0)
        segments = []
        for item in e.items:
            if item.value is None or item.value <= 0:
                continue
            w = item.value * span / most
            segments.append(
                Segment(
                    round(float(180 + x), 1),
                    round(float(w), 1),
                    item.round or 0,
                    number(item.value, lang),
                    item.cut,
                    item.kind is not None and item.kind is not RoundKind.PLAYED,
                )
            )
            x += w
        total = Number(number(e.value, lang, e.places), machine_value(e.value))
        bars.append(Bar(int(e.player), isolate(label), 8 + row * 26, total, tuple(segments)))
    return BarChart(chart_id, title, code, WIDTH, 16 + 26 * len(bars), tuple(bars))
