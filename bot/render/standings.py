"""The standings table, paged: an individual event's players or a team event's teams, the
same table (:func:`core.render.standings.table_cells`: rank, number, name, the score
columns, each code; a team's board key as ``3/1.5/2``)."""

from __future__ import annotations

import discord

from bot import markup
from bot.i18n import say
from bot.render.entrants import WORDS, order_codes, score_columns, score_name
from bot.render.layout import NAME_IN_TABLE
from bot.render.page import Layout, TableCache, aligned, page_embed
from bot.service import Loaded
from core.engine.arbiter import withdrawn_after
from core.engine.standings import Row, Standings
from core.i18n.message import msg
from core.i18n.text import DEFAULT_LANG, render
from core.render.standings import table_cells


def standings_lines(st: Standings, lang: str = DEFAULT_LANG) -> tuple[str, list[str]]:
    """Return the table's header line and one line per row (columns aligned over all rows)."""
    cols = [say(f"bot.standings.column.{c}", lang) for c in ("rank", "no")]
    cols += [render(msg(WORDS[st.scope].name_column), lang), *score_columns(st, lang)]
    cols += st.order
    table = table_cells(st, lang)
    for cells, row in zip(table, st.rows, strict=True):
        cells[2] = markup.plain_line(cells[2], NAME_IN_TABLE)
        out = withdrawn_after(row.entrant, st.rounds_counted)
        if out is not None:  # "Hugo Blanc (wd 3)", explained under the table
            cells[2] += " (" + say("bot.standings.withdrawn-mark", lang, round=out) + ")"
    return aligned(cols, table)


def standings_pages(st: Standings, lang: str = DEFAULT_LANG) -> list[tuple[Row, ...]]:
    """Return the rows split into pages: 20 a page, fewer when the lines are long."""
    return [tuple(st.rows[a:b]) for a, b in _page_bounds(st, lang)]


def _page_bounds(st: Standings, lang: str) -> list[tuple[int, int]]:
    return _layout(st, lang).bounds


_TABLES: TableCache[Standings] = TableCache(standings_lines)


def _layout(st: Standings, lang: str) -> Layout:
    """The formatted table of a standings object in one language and its pages, computed
    once (standings are cached)."""
    return _TABLES.get(st, lang)


def table_kept(st: Standings, lang: str) -> bool:
    """Whether the table of ``st`` in ``lang`` is laid out already (:func:`standings_embed`
    then copies a page of its lines)."""
    return _TABLES.has(st, lang)


def standings_embed(
    loaded: Loaded, page: int, lang: str = DEFAULT_LANG
) -> tuple[discord.Embed, int, int]:
    """Return the embed of one standings page, the page shown (clamped) and the page count."""
    st = loaded.standings
    header, table_lines, bounds = _layout(st, lang)
    page = min(max(page, 0), len(bounds) - 1)
    a, b = bounds[page]
    table = "```\n" + "\n".join([header, *table_lines[a:b]]) + "\n```"
    k = st.rounds_counted
    if any(withdrawn_after(r.entrant, k) is not None for r in st.rows[a:b]):
        table += "\n" + say("bot.standings.withdrawn-legend", lang)
    words = WORDS[st.scope]
    head = say(
        words.standings_rules,
        lang,
        rules=st.rules,
        score=score_name(st, lang),
        order=order_codes(st, lang),
    )
    embed = page_embed(
        loaded,
        st,
        head=head,
        table=table,
        footer_key=words.standings_footer,
        page=page,
        pages=len(bounds),
        lang=lang,
    )
    return embed, page, len(bounds)
