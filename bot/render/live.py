"""The live standings (``/tournament live``): the one message kept current, the short post when
a round completes, and the replies to the organiser who starts or stops it.

The live message holds nothing that changes by itself (no clock, no "updated 2 minutes ago"):
its hash changes only when the standings do, so an idle tournament is never edited.
"""

from __future__ import annotations

import discord

from bot import markup
from bot.i18n import say
from bot.render.layout import Message, md, messages
from bot.render.standings import standings_embed, standings_lines
from bot.service import Loaded
from bot.store import SourceKind
from core.i18n.text import DEFAULT_LANG

TOP_OF_TABLE = 5
"""Rows of the table in a round-complete post."""


def live_embeds(loaded: Loaded, lang: str = DEFAULT_LANG) -> list[discord.Embed]:
    """Return the live message: the first page of the standings (provisional while a round
    is in progress, and saying so), its footer saying it follows the results."""
    embed, _, _ = standings_embed(loaded, 0, lang)
    footer = embed.footer.text or ""
    embed.set_footer(text=f"{footer} · {say('bot.live.following', lang)}")
    return [embed]


def round_complete_messages(loaded: Loaded, round: int, lang: str = DEFAULT_LANG) -> list[Message]:
    """Return the post "Round 5 complete" with the top of the table after that round
    (``loaded``: the standings after round ``round``)."""
    header, rows = standings_lines(loaded.standings, lang)
    table = "```\n" + "\n".join([header, *rows[:TOP_OF_TABLE]]) + "\n```"
    name = markup.md_short(loaded.tournament.name or loaded.linked.slug, 200)
    return messages(
        say("bot.live.round-complete", lang, round=round),
        [f"**{name}**", table, say("bot.live.more", lang, slug=loaded.linked.slug)],
        lang=lang,
    )


def started_messages(
    loaded: Loaded, channel: str, seconds: int, lang: str = DEFAULT_LANG
) -> list[Message]:
    """Return the reply to ``/tournament live channel:``: where, and how it follows."""
    linked = loaded.linked
    name = md(loaded.tournament.name or linked.slug)
    lines = [say("bot.live.started", lang, name=name, channel=channel)]
    if linked.kind is SourceKind.FILE:
        lines.append(say("bot.live.follows-file", lang))
    else:
        lines.append(say("bot.live.follows-source", lang, seconds=seconds))
        if linked.kind is SourceKind.SHEET and linked.write_back:
            lines.append(say("bot.live.write-back-on", lang))
    return messages(say("bot.live.started-title", lang), lines, lang=lang)


def stopped_messages(loaded: Loaded, channel: str, lang: str = DEFAULT_LANG) -> list[Message]:
    """Return the reply to ``/tournament live off:True``."""
    name = md(loaded.tournament.name or loaded.linked.slug)
    return messages(
        say("bot.live.stopped-title", lang),
        [say("bot.live.stopped", lang, name=name, channel=channel)],
        lang=lang,
    )


def write_back_lines(loaded: Loaded, lang: str = DEFAULT_LANG) -> list[str]:
    """Return the write-back setting as a line for ``/rules`` and ``/tournament settings``
    (sheets only: nothing else can be written back)."""
    if loaded.linked.write_back:
        return [say("bot.live.write-back-on", lang)]
    if loaded.linked.kind is SourceKind.SHEET:
        return [say("bot.live.write-back-off", lang)]
    return []
