"""``/tournament live``: the standings in a channel, kept current, and the loop that does it.

:class:`LiveCommand` is mixed into the ``/tournament`` group (:mod:`bot.cogs.organiser`), so
the command is ``/tournament live channel:<#channel>`` and ``/tournament live off:True``.
:class:`LiveCog` runs the loop: every interval (``TIEBREAK_LIVE_INTERVAL``, 60 s) it takes
the live tournaments of the servers this shard owns, reads their sources when the store's
lease says so (:mod:`bot.live`), edits the one live message when what it shows changed, and
posts a short new message when a round completes (and the standings page, when
``/publish every_round:True`` asked for it: :mod:`bot.cogs.publish`). Everything it needs
is in the store, so a restarted bot picks up where it stopped.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot import live
from bot.cogs.common import organiser_tournaments
from bot.cogs.publish import post_round
from bot.errors import BotError, discord_time
from bot.i18n import language, say
from bot.interact import NO_MENTIONS, defer, require_organiser, run, send, service
from bot.markup import md, shorten
from bot.render.live import live_embeds, round_complete_messages, started_messages, stopped_messages
from bot.service import TournamentService
from bot.settings import DEFAULT_LIVE_INTERVAL, Settings
from bot.store_live import LiveState
from core.i18n.message import msg

if TYPE_CHECKING:
    from bot.app import TiebreakBot

log = logging.getLogger("bot.live")


def _interval(client: discord.Client) -> float:
    """The seconds between two reads of a live source, from the settings injected into the
    bot (as :func:`bot.interact.service` finds the service)."""
    settings = getattr(client, "settings", None)
    return settings.live_interval if isinstance(settings, Settings) else DEFAULT_LIVE_INTERVAL


class LiveCommand:
    """``/tournament live``, mixed into the ``/tournament`` group cog (discord.py collects a
    cog's commands from every class of its MRO)."""

    # A mixin is not a Cog to the type checker, but the command is bound to the group cog.
    @app_commands.command(name="live")  # type: ignore[type-var]
    @app_commands.describe(
        channel="The channel to keep the standings current in",
        off="Stop the live standings instead",
        tournament="A linked tournament other than the active one",
    )
    @app_commands.autocomplete(tournament=organiser_tournaments)
    async def live(
        self,
        interaction: discord.Interaction,
        channel: discord.TextChannel | None = None,
        off: bool = False,
        tournament: str | None = None,
    ) -> None:
        """Post the standings in a channel and keep that message current as results come in."""
        gid = await require_organiser(interaction)
        if off == (channel is not None):
            raise BotError(msg("bot.live.need-channel"))
        svc = service(interaction)
        lang = language(interaction)
        await defer(interaction)
        loaded = await run(svc.load, gid, tournament)
        slug = loaded.linked.slug
        if channel is None:
            gone = await run(svc.store.live.stop, gid, slug)
            if gone is None:
                raise BotError(msg("bot.live.not-live", slug=slug))
            await send(interaction, stopped_messages(loaded, f"<#{gone.channel_id}>", lang))
            return
        embeds = await run(live_embeds, loaded, lang)
        try:
            message = await channel.send(embeds=embeds, allowed_mentions=NO_MENTIONS)
        except discord.Forbidden:
            raise BotError(msg("bot.live.cannot-post", channel=channel.mention)) from None
        await run(
            svc.store.live.start,
            gid,
            slug,
            channel_id=channel.id,
            message_id=message.id,
            lang=lang,
            last_round=loaded.tournament.complete_rounds,
            content_hash=live.content_hash(embeds),
            polled_at=time.time(),  # just read: the first re-read is one interval away
        )
        seconds = round(_interval(interaction.client))
        await send(interaction, started_messages(loaded, channel.mention, seconds, lang))


class LiveCog(commands.Cog):
    """The loop that keeps every live message of this shard's servers current."""

    def __init__(self, bot: TiebreakBot) -> None:
        self.bot = bot
        self.interval = bot.settings.live_interval
        self._task: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        """Start the loop (it waits until the bot is connected)."""
        self._task = asyncio.create_task(self._run(), name="tiebreak-live")

    async def cog_unload(self) -> None:
        """Stop the loop between two rounds of work."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def _run(self) -> None:
        await self.bot.wait_until_ready()
        while not self.bot.is_closed():
            try:
                await self.tick()
            except Exception:  # the store down for a moment: the next tick tries again
                log.exception("live: a round of updates failed")
            await asyncio.sleep(self.interval)

    async def tick(self) -> None:
        """Bring every live message of the servers this shard owns up to date."""
        svc = self.bot.service
        for state in await run(svc.store.live.all):
            if not self.bot.owns(state.guild_id):
                continue
            if self.bot.get_guild(state.guild_id) is None:
                continue  # not (yet) on this server: its owner shard is another process
            try:
                await self.follow(svc, state)
            except Exception:  # one server's trouble (a deleted channel) never stops the rest
                log.exception("live: updating %s/%s failed", state.guild_id, state.slug)

    async def follow(self, svc: TournamentService, state: LiveState) -> None:
        """Read the source if due, edit the live message if it changed, announce a round."""
        gid, slug = state.guild_id, state.slug
        loaded = await run(live.poll, svc, state, now=time.time(), every=self.interval)
        if loaded is None:
            return
        channel = self.bot.get_partial_messageable(state.channel_id, guild_id=gid)
        embeds = await run(live_embeds, loaded, state.lang)
        reason = await run(live.refused, svc, state)
        if reason is not None:  # the source's last read was refused: the last good one shows
            when = loaded.linked.synced_at or loaded.linked.linked_at
            embeds[0].add_field(
                name=say("bot.live.kept-title", state.lang),
                value=shorten(
                    say("bot.live.kept", state.lang, when=discord_time(when), reason=md(reason)),
                    1024,
                ),
                inline=False,
            )
        digest = live.content_hash(embeds)
        if digest != state.content_hash and await run(
            svc.store.live.swap_hash, gid, slug, state.content_hash, digest
        ):
            await self._show(svc, state, channel, embeds, digest)
        complete = loaded.tournament.complete_rounds
        if complete > state.last_round and await run(
            svc.store.live.swap_round, gid, slug, state.last_round, complete
        ):
            after = await run(svc.load, gid, slug, after_round=complete)
            for part in await run(round_complete_messages, after, complete, state.lang):
                await channel.send(embeds=part, allowed_mentions=NO_MENTIONS)
            await post_round(svc, channel, after, complete)  # with /publish every_round:True

    async def _show(
        self,
        svc: TournamentService,
        state: LiveState,
        channel: discord.PartialMessageable,
        embeds: list[discord.Embed],
        digest: str,
    ) -> None:
        """Edit the live message in place; post it again if someone deleted it."""
        gid, slug = state.guild_id, state.slug
        try:
            if state.message_id is not None:
                try:
                    await channel.get_partial_message(state.message_id).edit(embeds=embeds)
                    return
                except discord.NotFound:
                    pass  # deleted in Discord: post it again below
            message = await channel.send(embeds=embeds, allowed_mentions=NO_MENTIONS)
            await run(svc.store.live.set_message, gid, slug, message.id, digest)
        except (discord.NotFound, discord.Forbidden) as err:
            # The channel is gone or closed to the bot: trying every interval would not help.
            log.warning("live: %s/%s stopped, channel %s: %s", gid, slug, state.channel_id, err)
            await run(svc.store.live.stop, gid, slug)
        except discord.HTTPException:
            # Not shown: put the old hash back so the next tick tries again.
            await run(svc.store.live.swap_hash, gid, slug, digest, state.content_hash)
            raise


async def setup(bot: commands.Bot) -> None:
    """Add the cog (extension entry point)."""
    await bot.add_cog(LiveCog(bot))  # type: ignore[arg-type]
