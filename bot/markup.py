"""Outside text (player and tournament names, file names, notes) in Discord Markdown.

Names come from tournament files, sheets and lichess, so they may hold Markdown
(``**bold**``, ``_x_``, backticks, ``||spoilers||``), mentions (``@everyone``,
``<@123…>``) or thousands of characters. Outside code blocks they are escaped with
discord.py's own helpers; inside code blocks (the standings table) Markdown is inert and
only a run of backticks could close the block. Shortening happens before escaping, so an
escape is never cut in half. Replies also go out with ``AllowedMentions.none()``
(:func:`bot.interact.send`), so even a mention that slipped through would not ping.
"""

from __future__ import annotations

import functools
import re

from discord.utils import escape_markdown, escape_mentions

from core.display import isolate
from core.players import Candidate

ELLIPSIS = "…"
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


# The same names, notes and citations are escaped in answer after answer: discord.py's two
# regular-expression passes were a sixth of building a new /buchholz answer (1,000 x 11).
@functools.lru_cache(maxsize=1 << 14)
def md(text: str) -> str:
    r"""Return ``text`` with Markdown and mentions escaped, shown as typed, and isolated
    (:func:`core.display.isolate`): a right-to-left override in a name ends with the name,
    and does not turn the rest of the line (``(10)`` read as ``(01)``).

    >>> print(md("**Bo** @everyone").replace("\u200b", "<zero-width space>"))
    \*\*Bo\*\* @<zero-width space>everyone
    """
    return isolate(escape_mentions(escape_markdown(text)))


def shorten(text: str, limit: int) -> str:
    """Return ``text`` if it has at most ``limit`` characters, else its start and an ellipsis.

    >>> shorten("Maximiliana", 6)
    'Maxim…'
    """
    if len(text) <= limit:
        return text
    return text[: max(limit - 1, 0)].rstrip() + ELLIPSIS


def md_short(text: str, limit: int) -> str:
    """Return ``text`` escaped (:func:`md`) in at most ``limit`` characters, shortened with an
    ellipsis when the escaped text would be longer (escapes make it longer than ``text``)."""
    escaped = md(text)
    if len(escaped) <= limit:
        return escaped
    keep = limit - 1
    while keep > 0:
        escaped = md(text[:keep].rstrip())
        over = len(escaped) + 1 - limit
        if over <= 0:
            return escaped + ELLIPSIS
        keep -= over  # each character dropped shortens the escaped text by at least one
    return ELLIPSIS


def md_candidate(c: Candidate, limit: int) -> str:
    """Return a player or team a lookup found as ``Name (id)`` in at most ``limit``
    characters: the name escaped and shortened, the number kept whole (it is what to type)."""
    number = f" ({c.id})"
    return md_short(c.name, max(limit - len(number), 1)) + number


def plain_line(text: str, width: int) -> str:
    """Return text where Markdown is inert (a code-block table, an autocomplete choice): one
    line, at most ``width`` characters. (The table's lines also replace a run of three
    backticks, which would close the block.)"""
    return shorten(_CONTROL.sub(" ", text), width)


def split_point(text: str, cut: int) -> int:
    """Return ``cut`` moved back so that text[:cut] does not end inside an escape (after an
    odd run of backslashes), which would leave the escaped character live in the next part."""
    run = 0
    while run < cut and text[cut - 1 - run] == "\\":
        run += 1
    return cut - 1 if run % 2 else cut
