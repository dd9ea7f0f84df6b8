"""One page of a standings table, the same for players and teams: the monospaced table's
alignment, and the embed (the title with the round, provisional while a round is counted
live; the rules line, the progress note, the table, the warnings and the page footer)."""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable, Sequence
from typing import Generic, NamedTuple, TypeVar

import discord

from bot import markup
from bot.i18n import say
from bot.render.layout import COLOUR, DESCRIPTION_BUDGET, STANDINGS_ROWS_PER_PAGE, TITLE_LIMIT
from bot.render.progress import progress_lines
from bot.service import Loaded
from core.display import aligned_lines
from core.engine.standings import Standings


def page_embed(
    loaded: Loaded,
    st: Standings,
    *,
    head: str,
    table: str,
    footer_key: str,
    page: int,
    pages: int,
    lang: str,
) -> discord.Embed:
    """Return page ``page`` (0-based) of ``pages`` of the standings ``st``: ``head`` is the
    rules line, ``table`` the page's rows as shown."""
    provisional = st.progress is not None and st.progress.provisional
    key = "bot.live.title-provisional" if provisional else "bot.standings.title"
    room = TITLE_LIMIT - len(say(key, lang, name="", round=st.rounds_counted))
    title = say(
        key,
        lang,
        name=markup.md_short(loaded.tournament.name or loaded.linked.slug, room),
        round=st.rounds_counted,
    )
    desc = "\n".join([head, *progress_lines(st, lang), table])
    if st.warnings:
        desc += "\n" + say("bot.standings.warnings", lang, count=len(st.warnings))
    embed = discord.Embed(title=title, description=desc, colour=COLOUR)
    embed.set_footer(
        text=say(
            footer_key,
            lang,
            page=page + 1,
            pages=pages,
            count=len(st.rows),
            slug=loaded.linked.slug,
        )
    )
    return embed


def aligned(cols: Sequence[str], table: Sequence[Sequence[str]]) -> tuple[str, list[str]]:
    """Return the header line and the row lines of a monospaced table: the third column (the
    name) left-aligned, the others right-aligned, each as wide as its widest cell."""
    # Widths as the code block shows them, right-to-left names isolated (core.display).
    head, *rows = (
        text.replace("```", "ˋˋˋ")  # a name must not close the code block
        for text in aligned_lines(cols, table, left={2}, sep=" ")
    )
    return head, rows


S = TypeVar("S")
Table = tuple[str, list[str]]


class Layout(NamedTuple):
    """A standings table laid out in one language: the header line, the row lines, and the
    pages as (first, end) row indices (:func:`page_bounds`)."""

    header: str
    lines: list[str]
    bounds: list[tuple[int, int]]


class TableCache(Generic[S]):
    """The formatted table of a standings object per language, with its pages, made once:
    standings are cached by the service, and every page and button click reads the same
    lines (the pages were cut again at each page: 0.3 ms of a page's 0.5 ms at 1,000
    players, in-process). Weak keys, so a table goes with its standings."""

    def __init__(self, make: Callable[[S, str], Table]) -> None:
        self._make = make
        self._tables: weakref.WeakKeyDictionary[S, dict[str, Layout]] = weakref.WeakKeyDictionary()
        self._lock = threading.Lock()  # pages are built in worker threads too
        self._making = threading.Lock()
        """Held while a table is made: the burst of new pages after an earlier round asks
        for one table from every thread of the pool at once, and each made it (a sixth of
        the bot's CPU in such a burst, py-spy). Tables are made under the GIL anyway, so
        one at a time costs no time."""

    def get(self, st: S, lang: str) -> Layout:
        """Return the header line, the row lines and the pages of ``st`` in ``lang``."""
        found = self._kept(st, lang)
        if found is None:
            with self._making:
                found = self._kept(st, lang)  # made by the thread this one waited for
                if found is None:
                    header, lines = self._make(st, lang)
                    found = Layout(header, lines, page_bounds(header, lines))
                    with self._lock:
                        self._tables.setdefault(st, {})[lang] = found
        return found

    def has(self, st: S, lang: str) -> bool:
        """Whether the table of ``st`` in ``lang`` is made (a page of it is then a few
        lines copied)."""
        return self._kept(st, lang) is not None

    def _kept(self, st: S, lang: str) -> Layout | None:
        with self._lock:
            return self._tables.get(st, {}).get(lang)


def page_bounds(header: str, lines: Sequence[str]) -> list[tuple[int, int]]:
    """Return the pages of a table as (first, end) row indices: 20 rows a page, fewer when
    the lines are long (the embed's description limit)."""
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
