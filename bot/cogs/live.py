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
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from functools import partial
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
from bot.live_loop import ACCOUNT_OF_KIND, TICK, LoopStats, ReadBudget, intervals
from bot.markup import md, shorten
from bot.render.live import live_embeds, round_complete_messages, started_messages, stopped_messages
from bot.service import TournamentService
from bot.settings import DEFAULT_LIVE_INTERVAL, Settings
from bot.store_live import LiveState, LiveTarget
from core.i18n.message import msg

if TYPE_CHECKING:
    from bot.app import TiebreakBot

log = logging.getLogger("bot.live")

READ_BOUND = 60.0
"""Seconds at least that one tournament's update may take (read, render, edit) before it is
given up on; its interval when that is longer."""


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
    """The loop that keeps every live message of this process's shards current.

    Every few seconds (:data:`bot.live_loop.TICK`, at most the interval) it selects the live
    tournaments of its shards in SQL and starts the ones that are due, each in a task of its
    own, at most ``concurrency`` at once, each bounded in time; the interval of a source
    stretches when its account's read budget (:mod:`bot.live_loop`) would be exceeded.
    """

    def __init__(self, bot: TiebreakBot) -> None:
        self.bot = bot
        self.interval = bot.settings.live_interval
        self.budget = ReadBudget.from_env()
        self.stats = LoopStats()
        self._task: asyncio.Task[None] | None = None
        self._running: dict[tuple[int, str], asyncio.Task[None]] = {}
        self._last: dict[tuple[int, str], float] = {}
        self._slots = asyncio.Semaphore(self.budget.concurrency)
        # Reads run on threads of the loop's own: a source that never answers holds one of
        # these, never one of the threads that answer interactions.
        self._readers = ThreadPoolExecutor(
            max_workers=self.budget.concurrency * 4, thread_name_prefix="tiebreak-live"
        )

    async def cog_load(self) -> None:
        """Start the loop (it waits until the bot is connected)."""
        self._task = asyncio.create_task(self._run(), name="tiebreak-live")

    async def cog_unload(self) -> None:
        """Stop the loop between two rounds of work."""
        tasks = [t for t in (self._task, *self._running.values()) if t is not None]
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._readers.shutdown(wait=False, cancel_futures=True)

    async def _run(self) -> None:
        await self.bot.gateway_ready.wait()
        while not self.bot.is_closed():
            try:
                await self.tick()
            except Exception:  # the store down for a moment: the next tick tries again
                log.exception("live: a round of updates failed")
            await asyncio.sleep(min(self.interval, TICK))

    def _share(self) -> float:
        """The part of the shards this process runs (and so of each read budget)."""
        count = self.bot.shard_count or 1
        return len(self.bot.shard_ids or range(count)) / count

    async def tick(self) -> None:
        """Start the due updates of the live messages of this process's shards; an update
        still running (a slow source) is left to finish and not started again."""
        svc = self.bot.service
        count = self.bot.shard_count
        ids = self.bot.shard_ids or (list(range(count)) if count else None)
        targets = await run(svc.store.live.for_shards, ids, count)
        accounts = Counter(ACCOUNT_OF_KIND.get(t.kind or "", "") for t in targets)
        every = intervals(self.interval, accounts, self.budget, self._share())
        self.stats.live, self.stats.interval = len(targets), every
        now, lag = time.time(), 0.0
        due: list[tuple[float, LiveTarget, str, float, bool]] = []
        for target in targets:
            state = target.state
            key = (state.guild_id, state.slug)
            if not self.bot.owns(state.guild_id) or not self.bot.serves(state.guild_id):
                continue  # not (yet) on this server: its owner shard is another process
            if key in self._running:
                continue  # still reading (a slow source): it delays only itself
            account = ACCOUNT_OF_KIND.get(target.kind or "", "")
            wait = every.get(account, self.interval)
            last = max(self._last.get(key, 0.0), state.polled_at or 0.0)
            if last + wait * live.LEASE_SHARE <= now:
                due.append((last + wait, target, account, wait, last > 0))
        # The most overdue first; an account's reads stop for this round once its budget for
        # the last minute is spent (the rest wait for the next round, and the lag says so).
        due.sort(key=lambda d: d[0])
        share = self._share()
        left = {
            account: self.budget.per_minute[account] * share - self.stats.reads_per_minute(account)
            for account in self.budget.per_minute
        }
        for due_at, target, account, wait, read_before in due:
            if read_before:  # how late this read is (a first read is due at once)
                lag = max(lag, now - due_at)
            if account in left:
                if left[account] < 1:
                    continue
                left[account] -= 1
                self.stats.read(account)
            key = (target.state.guild_id, target.state.slug)
            self._last[key] = now
            task = asyncio.create_task(self._bounded(svc, target.state, account, wait))
            self._running[key] = task
            task.add_done_callback(partial(self._done, key))
        self.stats.lag = lag

    def _done(self, key: tuple[int, str], _task: asyncio.Task[None]) -> None:
        self._running.pop(key, None)

    async def _bounded(
        self, svc: TournamentService, state: LiveState, account: str, every: float
    ) -> None:
        """One tournament's update, under the concurrency limit and a time bound (a read
        that outlasts it is given up on; its thread ends with the source's own timeout)."""
        async with self._slots:
            self.stats.in_flight += 1
            try:
                await asyncio.wait_for(
                    self.follow(svc, state, account=account, every=every),
                    max(every, READ_BOUND),
                )
            except TimeoutError:
                self.stats.timed_out += 1
                log.warning("live: updating %s/%s took too long", state.guild_id, state.slug)
            except Exception:  # one server's trouble (a deleted channel) never stops the rest
                self.stats.errors += 1
                log.exception("live: updating %s/%s failed", state.guild_id, state.slug)
            finally:
                self.stats.in_flight -= 1

    async def follow(
        self,
        svc: TournamentService,
        state: LiveState,
        *,
        account: str = "",
        every: float | None = None,
    ) -> None:
        """Read the source if due, edit the live message if it changed, announce a round."""
        gid, slug = state.guild_id, state.slug
        every = self.interval if every is None else every
        poll = partial(
            live.poll,
            svc,
            state,
            now=time.time(),
            every=every,
            on_read=self.stats.count_read,
        )
        loaded = await asyncio.get_running_loop().run_in_executor(self._readers, poll)
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
        if every > self.interval:  # stretched to keep to the read budget: say how often
            note = say("bot.live.follows-source", state.lang, seconds=round(every))
            footer = embeds[-1].footer.text
            embeds[-1].set_footer(text=f"{footer} · {note}" if footer else note)
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
        """Edit the live message in place; post it again if someone deleted it. Not when this
        process no longer holds its shards' leases (a process paused past its lease, whose
        shards another runs now): that one edits."""
        gid, slug = state.guild_id, state.slug
        fence = self.bot.lease_check
        if fence is not None and not await fence():
            log.warning("live: %s/%s not shown: this process lost its shards' leases", gid, slug)
            await run(svc.store.live.swap_hash, gid, slug, digest, state.content_hash)
            return
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
