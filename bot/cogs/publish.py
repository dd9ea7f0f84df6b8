"""``/publish``: the standings page of a linked tournament (:mod:`core.report`, one HTML
file that explains itself) attached to a message, for organisers.

The page is in the server's language (``language:server``, the default: the message is
public) or in the organiser's (``language:mine``). It is sent within the limit Discord gives
for the server's files (the interaction's ``attachment_size_limit``): whole, else with
fewer cards, else not at all, and the message then says so and gives the command that
builds the whole page (:mod:`bot.publish`). ``every_round:True`` also posts the page in the
live channel each time a round completes while ``/tournament live`` is on
(:func:`post_round`, called by the live loop).
"""

from __future__ import annotations

import io
import logging
from collections.abc import Sequence
from enum import StrEnum
from fractions import Fraction

import discord
from discord import app_commands
from discord.ext import commands

from bot import publish
from bot.cogs.common import organiser_tournaments
from bot.errors import BotError
from bot.i18n import lang_of_locale, say
from bot.i18n import language as user_language
from bot.interact import NO_MENTIONS, defer, require_organiser, run, send, service
from bot.markup import md
from bot.publish import Cards, Published, RoundPosts
from bot.render import Message, messages
from bot.service import Loaded, TournamentService
from bot.workers import WorkLimitError
from core.i18n.message import msg
from core.i18n.text import number

log = logging.getLogger("bot")


class PageLanguage(StrEnum):
    """The values of ``/publish language``."""

    SERVER = "server"
    MINE = "mine"


LANGUAGE_CHOICES = [
    app_commands.Choice(name="the server's language", value=PageLanguage.SERVER.value),
    app_commands.Choice(name="my language", value=PageLanguage.MINE.value),
]


def megabytes(size: int, lang: str) -> str:
    """Return ``size`` bytes in MB (MiB, as Discord counts its limits) with one decimal, or
    in kB under 1 MB."""
    if size < 1024 * 1024:
        return say("bot.publish.kb", lang, size=number(Fraction(size, 1024), lang, 0))
    return say("bot.publish.mb", lang, size=number(Fraction(size, 1024 * 1024), lang, 1))


def command_line(command: str, lang: str) -> str:
    """Return the line giving the command that builds the whole page, in a code span (a
    file's name is the organiser's text: a backtick in it would end the span)."""
    return say("bot.publish.command", lang, command=command.replace("`", "'"))


PART_KEYS = {
    Cards.TIED: "bot.publish.tied",
    Cards.TOP: "bot.publish.top",
    Cards.NONE: "bot.publish.no-cards",
}


def page_lines(page: Published, lang: str) -> list[str]:
    """Return what the message says of the page: which cards it holds, or that none fits
    and how to build the whole page."""
    size, limit = megabytes(page.size, lang), megabytes(page.limit, lang)
    if page.at_least:
        size = say("bot.publish.at-least", lang, size=size)
    elif page.estimated:
        size = say("bot.publish.about", lang, size=size)
    if page.cards is Cards.ALL:
        return [say("bot.publish.whole", lang, size=size)]
    if page.html is None or page.cards is None:
        lines = [say("bot.publish.none", lang, size=size, limit=limit)]
    else:
        part = megabytes(len(page.html), lang)
        lines = [
            say("bot.publish.over", lang, size=size, limit=limit),
            say(PART_KEYS[page.cards], lang, part=part, count=publish.TOP),
        ]
    return [*lines, command_line(page.command, lang)]


def slow_lines(err: WorkLimitError, loaded: Loaded, lang: str) -> list[str]:
    """Return what the message says when building the page ran past the bot's limit."""
    seconds = number(Fraction(err.seconds).limit_denominator(10), lang)
    command = publish.rebuild_command(loaded, lang)
    return [
        say("bot.publish.too-slow", lang, seconds=seconds),
        command_line(command, lang),
    ]


def built(
    svc: TournamentService, loaded: Loaded, lang: str, limit: int, after: int | None = None
) -> Published | list[str]:
    """Return the page of ``loaded`` built in a worker process (:func:`bot.publish.page_job`),
    or what to say when that ran past the bot's limit for one job (blocking)."""
    try:
        return svc.workers.run(
            loaded.linked.guild_id, publish.page_job, loaded.linked, lang, limit, after
        )
    except WorkLimitError as err:
        return slow_lines(err, loaded, lang)


def page_messages(
    loaded: Loaded,
    page: Published | list[str],
    lang: str,
    complete: int | None = None,
    notes: Sequence[str] = (),
) -> list[Message]:
    """Return the message that carries the page (the file goes on its first part), titled
    for ``/publish`` or, with ``complete``, for the post when that round completed;
    ``notes`` (what ``every_round`` changed) go last. ``page`` may be the lines that say
    why there is none (:func:`built`)."""
    name = md(loaded.tournament.name or loaded.linked.slug)
    if complete is None:
        title = say("bot.publish.title", lang, name=name)
    else:
        title = say("bot.publish.round-title", lang, name=name, round=complete)
    lines = page if isinstance(page, list) else page_lines(page, lang)
    return messages(title, [*lines, *notes], lang=lang)


def page_files(page: Published | list[str]) -> list[discord.File]:
    """Return the page as the file to attach (none when none fits)."""
    if isinstance(page, list) or page.html is None:
        return []
    return [discord.File(io.BytesIO(page.html), filename=page.filename)]


class PublishCog(commands.Cog):
    """``/publish``: the standings page as a file."""

    @app_commands.command(name="publish")
    @app_commands.guild_only()
    @app_commands.describe(
        tournament="A linked tournament other than the active one",
        language="The page's language: the server's (default) or yours",
        every_round="While the live standings are on, also post the page when a round completes",
    )
    @app_commands.choices(language=LANGUAGE_CHOICES)
    @app_commands.autocomplete(tournament=organiser_tournaments)
    async def publish(
        self,
        interaction: discord.Interaction,
        tournament: str | None = None,
        language: str | None = None,
        every_round: bool | None = None,
    ) -> None:
        """Attach the standings page that explains itself (one HTML file) of the tournament."""
        gid = await require_organiser(interaction)
        svc = service(interaction)
        reply = user_language(interaction)
        lang = reply if language == PageLanguage.MINE else lang_of_locale(interaction.guild_locale)
        limit = interaction.filesize_limit
        await defer(interaction)  # a page takes a while: the engine, then the template
        loaded = await run(svc.load, gid, tournament)
        slug = loaded.linked.slug
        notes: list[str] = []
        if every_round is not None:  # said in the page's language: the message is public
            notes.append(await _set_rounds(svc, gid, slug, every_round, lang, limit))
        page = await svc.workers.call(built, svc, loaded, lang, limit)  # bot.workers
        parts = page_messages(loaded, page, lang, notes=notes)
        await interaction.followup.send(
            embeds=parts[0], files=page_files(page), allowed_mentions=NO_MENTIONS
        )
        await send(interaction, parts[1:])


async def _set_rounds(
    svc: TournamentService, gid: int, slug: str, on: bool, lang: str, limit: int
) -> str:
    """Turn the page's post at each completed round on or off; return what to say of it.

    :raises BotError: to turn it on while the live standings of ``slug`` are off.
    """
    if not on:
        await run(publish.set_round_posts, svc.store, gid, slug, None)
        return say("bot.publish.rounds-off", lang)
    state = await run(svc.store.live.get, gid, slug)
    if state is None:
        raise BotError(msg("bot.publish.needs-live", slug=slug))
    await run(publish.set_round_posts, svc.store, gid, slug, RoundPosts(lang, limit))
    return say("bot.publish.rounds-on", lang, channel=f"<#{state.channel_id}>")


async def post_round(
    svc: TournamentService, channel: discord.abc.Messageable, after: Loaded, complete: int
) -> None:
    """Post the page of ``after`` (the standings after round ``complete``) in the live
    channel when ``/publish every_round:True`` asked for it; a page Discord refuses is
    logged, and the live loop goes on."""
    linked = after.linked
    posts = await run(publish.round_posts, svc.store, linked.guild_id, linked.slug)
    if posts is None:
        return
    page = await svc.workers.call(built, svc, after, posts.lang, posts.limit, complete)
    parts = page_messages(after, page, posts.lang, complete)
    try:
        await channel.send(embeds=parts[0], files=page_files(page), allowed_mentions=NO_MENTIONS)
        for part in parts[1:]:
            await channel.send(embeds=part, allowed_mentions=NO_MENTIONS)
    except discord.HTTPException as err:
        log.warning("publish: the page of %s/%s not posted: %s", linked.guild_id, linked.slug, err)


async def setup(bot: commands.Bot) -> None:
    """Add the cog (extension entry point)."""
    await bot.add_cog(PublishCog())
