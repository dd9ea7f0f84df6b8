"""The standings table, paged."""

from __future__ import annotations

import threading
import weakref

import discord

from bot import markup
from bot.i18n import say
from bot.render.layout import (
    DESCRIPTION_BUDGET,
    NAME_IN_TABLE,
    STANDINGS_ROWS_PER_PAGE,
)
from bot.render.page import aligned, page_embed
from bot.service import Loaded
from core.arbiter import withdrawn_after
from core.i18n.text import DEFAULT_LANG
from core.render.standings import order_text, table_cells
from core.standings import Row, Standings


def standings_lines(st: Standings, lang: str = DEFAULT_LANG) -> tuple[str, list[str]]:
    """Return the table's header line and one line per row (columns aligned over all rows)."""
    cols = [say(f"bot.standings.column.{c}", lang) for c in ("rank", "no", "name", "pts")]
    cols += st.order
    table = table_cells(st, lang)
    for cells, row in zip(table, st.rows, strict=True):
        cells[2] = markup.plain_line(cells[2], NAME_IN_TABLE)
        out = withdrawn_after(row.player, st.rounds_counted)
        if out is not None:  # issue 13.5: "Hugo Blanc (wd 3)", explained under the table
            cells[2] += " (" + say("bot.standings.withdrawn-mark", lang, round=out) + ")"
    return aligned(cols, table)


def standings_pages(st: Standings, lang: str = DEFAULT_LANG) -> list[tuple[Row, ...]]:
    """Return the rows split into pages: 20 a page, fewer when the lines are long."""
    return [tuple(st.rows[a:b]) for a, b in _page_bounds(st, lang)]


def _page_bounds(st: Standings, lang: str) -> list[tuple[int, int]]:
    header, lines = _layout(st, lang)
    budget = DESCRIPTION_BUDGET - 400 - len(header)
    bounds: list[tuple[int, int]] = []
    start, size = 0, 0
    for i, line in enumerate(lines):
        if i > start and (i - start >= STANDINGS_ROWS_PER_PAGE or size + len(line) + 1 > budget):
            bounds.append((start, i))
            start, size = i, 0
        size += len(line) + 1
    bounds.append((start, len(lines)))
    return bounds


_LAYOUTS: weakref.WeakKeyDictionary[Standings, dict[str, tuple[str, list[str]]]] = (
    weakref.WeakKeyDictionary()
)
_LAYOUT_LOCK = threading.Lock()


def _layout(st: Standings, lang: str) -> tuple[str, list[str]]:
    """The formatted table of a standings object in one language, computed once (standings
    are cached)."""
    with _LAYOUT_LOCK:
        found = _LAYOUTS.get(st, {}).get(lang)
    if found is None:
        found = standings_lines(st, lang)
        with _LAYOUT_LOCK:
            _LAYOUTS.setdefault(st, {})[lang] = found
    return found


def standings_embed(
    loaded: Loaded, page: int, lang: str = DEFAULT_LANG
) -> tuple[discord.Embed, int, int]:
    """Return the embed of one standings page, the page shown (clamped) and the page count."""
    st = loaded.standings
    bounds = _page_bounds(st, lang)
    page = min(max(page, 0), len(bounds) - 1)
    header, table_lines = _layout(st, lang)
    a, b = bounds[page]
    table = "```\n" + "\n".join([header, *table_lines[a:b]]) + "\n```"
    k = st.rounds_counted
    if any(withdrawn_after(r.player, k) is not None for r in st.rows[a:b]):
        table += "\n" + say("bot.standings.withdrawn-legend", lang)
    head = say("bot.standings.rules", lang, rules=st.rules, order=order_text(st, lang))
    embed = page_embed(
        loaded,
        st,
        head=head,
        table=table,
        footer_key="bot.standings.footer",
        page=page,
        pages=len(bounds),
        lang=lang,
    )
    return embed, page, len(bounds)
