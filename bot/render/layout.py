"""Packing lines into embeds within Discord's limits, and escaping names (bot.markup)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import discord

from bot import markup
from bot.i18n import say
from core.i18n.text import DEFAULT_LANG

DESCRIPTION_LIMIT = 4096
TITLE_LIMIT = 256
MESSAGE_LIMIT = 6000
EMBEDS_PER_MESSAGE = 10
FOOTER_LIMIT = 2048
# Head-room under the hard limits: code fences and the "(continued)" titles.
DESCRIPTION_BUDGET = DESCRIPTION_LIMIT - 96
MESSAGE_BUDGET = MESSAGE_LIMIT - 200
STANDINGS_ROWS_PER_PAGE = 20
NAME_IN_TABLE = 32  # characters of a name in the standings table
NAME_IN_LINE = 100  # a name mentioned in a line about something else (opponent, a list)
PROBLEMS_SHOWN = 20  # problems of an unreadable file listed in the reply

COLOUR = discord.Colour(0x2E7D32)
ERROR_COLOUR = discord.Colour(0xC62828)

Message = list[discord.Embed]


def split_long_line(line: str, limit: int) -> list[str]:
    """Return ``line`` as pieces of at most ``limit`` characters, broken at spaces if any."""
    pieces: list[str] = []
    while len(line) > limit:
        cut = line.rfind(" ", 0, limit)
        if cut <= 0:
            cut = markup.split_point(line, limit)  # never between a backslash and its char
        pieces.append(line[:cut])
        line = line[cut:].lstrip(" ")
    pieces.append(line)
    return pieces


def pack(lines: Iterable[str], limit: int = DESCRIPTION_BUDGET) -> list[str]:
    """Return the lines joined into chunks of at most ``limit`` characters, in order."""
    chunks: list[str] = []
    current: list[str] = []
    size = 0
    for raw in lines:
        for line in split_long_line(raw, limit):
            extra = len(line) + (1 if current else 0)
            if current and size + extra > limit:
                chunks.append("\n".join(current))
                current, size = [], 0
                extra = len(line)
            current.append(line)
            size += extra
    if current:
        chunks.append("\n".join(current))
    return chunks or [""]


def fit_title(title: str) -> tuple[str, str]:
    """Return (title within 256 characters, the whole title to put above the description
    when it had to be shortened). The title is Markdown: it is cut outside an escape."""
    if len(title) <= TITLE_LIMIT:
        return title, ""
    return title[: markup.split_point(title, TITLE_LIMIT - 1)] + markup.ELLIPSIS, title


def messages(
    title: str,
    lines: Sequence[str],
    *,
    footer: str | None = None,
    colour: discord.Colour = COLOUR,
    lang: str = DEFAULT_LANG,
) -> list[Message]:
    """Return the lines as embeds grouped into messages, all within Discord's limits.

    ``title`` and ``lines`` are Markdown (names in them already escaped); ``footer`` is plain
    text, as Discord shows footers. ``lang`` is the language of the "(continued)" titles.
    """
    head, spill = fit_title(title)
    body = ([spill] if spill else []) + list(lines)
    if footer and len(footer) > FOOTER_LIMIT:
        body.append(footer)  # too long for a footer: it goes last in the text instead
        footer = None
    chunks = [c for c in pack(body) if c] or ["\u200b"]
    out: list[Message] = []
    current: Message = []
    size = 0
    for i, chunk in enumerate(chunks):
        t = head if i == 0 else fit_title(say("bot.continued", lang, title=head))[0]
        embed = discord.Embed(title=t, description=chunk, colour=colour)
        cost = len(t) + len(chunk)
        if current and (size + cost > MESSAGE_BUDGET or len(current) == EMBEDS_PER_MESSAGE):
            out.append(current)
            current, size = [], 0
        current.append(embed)
        size += cost
    if footer:
        if size + len(footer) > MESSAGE_LIMIT:
            out.append(current)
            current = [discord.Embed(colour=colour)]
        current[-1].set_footer(text=footer)
    out.append(current)
    return out


def md(text: str) -> str:
    """Return ``text`` with Markdown and mentions escaped (names, notes, sources)."""
    return markup.md(text)


def name_md(text: str) -> str:
    """Return a name for a line about something else: escaped, long ones shortened."""
    return markup.md_short(text, NAME_IN_LINE)
