"""One page of a standings table as an embed, the same for players and teams: the title (with
the round, provisional while a round is counted live), the rules line, the progress note, the
table, the warnings and the page footer."""

from __future__ import annotations

import discord

from bot import markup
from bot.i18n import say
from bot.render.layout import COLOUR, TITLE_LIMIT
from bot.render.progress import progress_lines
from bot.service import Loaded
from core.standings import Standings
from core.teams.standings import TeamStandings


def page_embed(
    loaded: Loaded,
    st: Standings | TeamStandings,
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
