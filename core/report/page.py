"""The page as HTML: the view model laid out by the Jinja2 template shipped with the package
(``core/report/templates``), autoescaping on, so that a name is always text.

The one module of core that imports Jinja2 (the optional ``report`` extra) and its
MarkupSafe; nothing else in core imports them: :func:`core.report.build_report` loads it
when a page is asked for. The template's hottest pieces (a card's round rows, a chart's
axes) are written by the helpers below, escaped by the same ``markupsafe.escape`` as the
template's own fields, each distinct piece once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from pathlib import Path

import jinja2
from markupsafe import Markup, escape

from core.report.model import CardItem, CardRound, LineChart, Page

TEMPLATES = Path(__file__).parent / "templates"


class _Compiled(jinja2.FileSystemBytecodeCache):
    """The template compiled once, kept in Jinja2's own per-user cache folder (mode 0700 in
    the temporary directory): compiling it anew costs about as much as a whole standings run
    of 1,000 players (0.09 s). A cache that cannot be written is no reason to fail a page."""

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        try:
            super().dump_bytecode(bucket)
        except OSError:
            pass


def _compiled() -> jinja2.BytecodeCache | None:
    try:
        return _Compiled()
    except (OSError, RuntimeError):  # no safe temporary folder: compile every time
        return None


@lru_cache(maxsize=1)
def _environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        autoescape=True,
        undefined=jinja2.StrictUndefined,  # a misspelt field fails, never prints nothing
        trim_blocks=False,
        keep_trailing_newline=True,
        bytecode_cache=_compiled(),
    )


def render_page(page: Page) -> str:
    """Return the self-contained HTML document of ``page`` (inline CSS and SVG)."""
    return (
        _environment()
        .get_template("page.html.j2")
        .render(page=page, round_row=_round_writer(), axes=_axes_writer())
    )


_EMPTY_CELL = '<td class="i"></td>'


def _cells_writer() -> Callable[[Sequence[CardItem | None]], str]:
    """Return the writer of a card row's tie-break cells (one ``td`` per column).

    A whole field's cards hold some 55,000 such cells, yet few distinct items (the cards
    share them, :class:`core.report.cards.CardMaker`): each is written once, here rather
    than by a template loop, and found again by its identity."""
    written: dict[int, tuple[CardItem, str]] = {}

    def write(i: CardItem) -> str:
        found = written.get(id(i))
        if found is None or found[0] is not i:
            value = escape(i.value.machine)
            raw = "" if i.raw.machine == i.value.machine else f' data-raw="{escape(i.raw.machine)}"'
            text = escape(i.value.text)
            if i.cut:
                html = f'<td class="i cut"{raw} data-value="{value}"><s>{text}</s></td>'
            else:
                html = f'<td class="i"{raw} data-value="{value}">{text}</td>'
            found = written[id(i)] = (i, html)
        return found[1]

    def cells(row: Sequence[CardItem | None]) -> str:
        return "".join(_EMPTY_CELL if i is None else write(i) for i in row)

    return cells


def _round_writer() -> Callable[[CardRound, bool, bool], Markup]:
    """Return the writer of a card's round row (a team's card has no colour column, an event
    without game scores no game column): some 11,000 rows on a 1,000-player page, written
    here rather than by a template loop."""
    cells = _cells_writer()

    def row(r: CardRound, team: bool, game_scores: bool) -> Markup:
        colour = "" if team else f"<td>{escape(r.colour)}</td>"
        game = f'<td class="num game">{escape(r.game)}</td>' if game_scores else ""
        return Markup(
            f'<tr data-round="{r.round}"><td>{r.round}</td>'
            f'<td class="name"><bdi>{escape(r.opponent)}</bdi></td>{colour}'
            f"<td>{escape(r.result)}</td>"
            f'<td class="run" data-value="{escape(r.running.machine)}">'
            f"{escape(r.running.text)}</td>"
            f'<td class="num">{escape(r.rank)}</td>{game}{cells(r.cells)}</tr>'
        )

    return row


def _axes_writer() -> Callable[[LineChart], Markup]:
    """Return the writer of a rank chart's grid and ticks. Every card's chart has the same
    rounds and one of a few rank scales: each set of axes is written once."""
    written: dict[
        tuple[int, tuple[tuple[int, float], ...], tuple[tuple[int, float], ...]], Markup
    ] = {}

    def axes(ch: LineChart) -> Markup:
        key = (ch.height, ch.rounds, ch.ranks)
        found = written.get(key)
        if found is None:
            bottom = ch.height - 24
            grid = "".join(f"M{x} 8V{bottom}" for _, x in ch.rounds)
            ticks = "".join(
                f'<text class="tick" x="{x}" y="{ch.height - 8}">{r}</text>' for r, x in ch.rounds
            )
            ranks = "".join(
                f'<text class="tick end" x="36" y="{y + 4}">{rank}</text>' for rank, y in ch.ranks
            )
            found = written[key] = Markup(f'<path class="grid" d="{grid}"/>{ticks}{ranks}')
        return found

    return axes
