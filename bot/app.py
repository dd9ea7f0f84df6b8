"""The bot: ``create_bot(settings)`` builds it, with its store and services injected.

No privileged intents (only ``guilds``): everything arrives as interactions. Commands live in
extensions (``bot.cogs.*``) loaded in ``setup_hook``; the standings buttons are dynamic items,
so they keep working after a restart. Commands are uploaded to Discord only when they
changed (a hash of the command list is kept in the store, shared by all shards); see
``TIEBREAK_SYNC_COMMANDS`` in :mod:`bot.settings`. The tree's translator
(:class:`bot.i18n.CatalogueTranslator`) adds the descriptions in every language of the
catalogue, so Discord shows each user the commands in their language.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord
import yarl
from discord import app_commands
from discord.ext import commands

from bot.cogs.standings import StaleButton, StandingsPage
from bot.handover import Handover, launch_resumed
from bot.i18n import CatalogueTranslator
from bot.interact import report_error, run
from bot.service import TournamentService
from bot.settings import Settings, SyncMode
from bot.shards import shard_of
from bot.store import Store
from bot.workers import Workers

if TYPE_CHECKING:
    from bot.ops import Operations

log = logging.getLogger("bot")

EXTENSIONS = (
    "bot.cogs.standings",
    "bot.cogs.explain",
    "bot.cogs.organiser",
    "bot.cogs.prizes",
    "bot.cogs.compare",
    "bot.cogs.whatif",
    "bot.cogs.live",
    "bot.cogs.publish",
)


def _root(command: app_commands.Command[Any, ..., Any] | app_commands.ContextMenu) -> str:
    """The top-level name of a command (``tournament`` for ``/tournament link``): a label
    from the closed set of the bot's commands."""
    return command.qualified_name.split(" ", 1)[0]


def use_endpoints(settings: Settings) -> None:
    """Point discord.py at another REST base or gateway (a proxy or the local stand-in).

    discord.py builds every REST URL, webhooks included, from ``discord.http.Route.BASE``,
    and a (non-auto-sharded) client connects to ``DiscordWebSocket.DEFAULT_GATEWAY``; both
    are class attributes, so this applies to the whole process. Without settings for them,
    nothing changes and the bot talks to Discord.
    """
    if settings.api_base:
        discord.http.Route.BASE = settings.api_base.rstrip("/")
    if settings.gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.gateway_url)


def commands_hash(payloads: list[dict[str, object]]) -> str:
    """Return a stable hash of command payloads (what a sync would upload)."""
    text = json.dumps(payloads, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()


class TiebreakBot(commands.AutoShardedBot):
    """The Discord client with the tournament service and settings it was given.

    discord.py's auto-sharded client: one process runs the shards of ``settings.shards``
    (:mod:`bot.shards`), all of them at Discord's recommended count by default. Between two
    IDENTIFYs it waits as Discord requires; ``identify_gate`` (set by the runner when several
    processes share a PostgreSQL store, :mod:`bot.leases`) makes that wait hold across them.
    """

    def __init__(self, settings: Settings, service: TournamentService) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        ids = settings.shards.ids
        # discord.py takes shard_ids=None for "every shard", though its stubs say list[int].
        shard_ids: dict[str, Any] = {} if ids is None else {"shard_ids": list(ids)}
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            shard_count=settings.shards.count,
            **shard_ids,
            guild_ready_timeout=settings.guild_ready_timeout,
            allowed_mentions=discord.AllowedMentions.none(),
        )
        self.settings = settings
        self.service = service
        self.tree.on_error = self._on_tree_error  # type: ignore[method-assign]
        self.identify_gate: Callable[[int], Awaitable[None]] | None = None
        """Awaited before each IDENTIFY with the shard id, in place of a local wait."""
        self.lease_check: Callable[[], Awaitable[bool]] | None = None
        """Whether this process still holds its shards' leases (:mod:`bot.leases`), asked
        before a write that must happen once (a live message's edit)."""
        self.ops: Operations | None = None
        """The process's metrics and health (:mod:`bot.ops`), when its port is set."""
        self.handovers: dict[int, Handover] = {}
        """Gateway sessions handed over by the previous process, by shard, to RESUME."""
        self.handed_over_guilds: set[int] = set()
        self.stopping = False
        """Set on SIGTERM, before :func:`bot.ops.drain`: a shard that has not connected yet
        stays down (its lease goes to the next process)."""
        """The servers of the shards resumed from a hand-over (no GUILD_CREATE tells them)."""
        self.gateway_ready = asyncio.Event()
        """Set once every shard of this process is READY or has RESUMEd a handed-over session
        (discord.py's ``on_ready`` needs a READY from each shard, and a resumed one sends
        none)."""
        self._shards_up: set[int] = set()

    # -- what the operator sees (bot.ops): discord.py's public events ---------------------------

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        if self.ops is not None:
            self.ops.on_interaction(interaction.type.name)

    async def on_app_command_completion(
        self,
        interaction: discord.Interaction,
        command: app_commands.Command[Any, ..., Any] | app_commands.ContextMenu,
    ) -> None:
        if self.ops is not None:
            self.ops.on_answered(_root(command), interaction.created_at.timestamp())

    async def on_shard_ready(self, shard_id: int) -> None:
        self._shard_up(shard_id)
        if self.ops is not None:
            self.ops.on_session(shard_id, "identify")

    async def on_shard_resumed(self, shard_id: int) -> None:
        self._shard_up(shard_id)
        if self.ops is not None:
            self.ops.on_session(shard_id, "resume")

    def _shard_up(self, shard_id: int) -> None:
        self._shards_up.add(shard_id)
        count = self.shard_count or 1
        if self._shards_up >= set(self.shard_ids or range(count)):
            self.gateway_ready.set()

    # -- a clean hand-over between processes (bot.handover) -------------------------------------

    def take_handovers(self, records: list[Handover]) -> None:
        """Keep the sessions handed over by the previous process, to RESUME at connect."""
        self.handovers = {r.shard_id: r for r in records}
        self.handed_over_guilds = {g for r in records for g in r.guild_ids}

    async def launch_shard(
        self, gateway: yarl.URL, shard_id: int, *, initial: bool = False
    ) -> None:
        """Connect one shard: RESUME its handed-over session if there is one (Discord then
        replays what it missed), else IDENTIFY as discord.py does."""
        if self.stopping:
            return
        record = self.handovers.pop(shard_id, None)
        if record is not None and await launch_resumed(self, record, initial=initial):
            return
        await super().launch_shard(gateway, shard_id, initial=initial)

    def serves(self, guild_id: int) -> bool:
        """Return whether the bot is on the server as far as this process knows: in
        discord.py's cache, or among the servers of a resumed shard."""
        return self.get_guild(guild_id) is not None or guild_id in self.handed_over_guilds

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """Wait until this shard may IDENTIFY: Discord allows one per bucket every 5 s
        (``max_concurrency`` 1), counted over every process of the bot."""
        if self.identify_gate is not None:
            await self.identify_gate(shard_id or 0)
        elif not initial:
            await asyncio.sleep(self.settings.shards.identify_interval)

    def owns(self, guild_id: int) -> bool:
        """Return whether one of this process's shards receives the server's events."""
        count = self.shard_count
        if not count:
            return True
        return shard_of(guild_id, count) in (self.shard_ids or range(count))

    async def _on_tree_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        await report_error(interaction, error)
        if self.ops is not None:
            self.ops.on_error(type(getattr(error, "original", error)).__name__)
            command = interaction.command
            if command is not None:
                self.ops.on_answered(_root(command), interaction.created_at.timestamp())

    async def close(self) -> None:
        """Disconnect, then stop the worker processes (:mod:`bot.workers`)."""
        await super().close()
        self.service.workers.close()

    async def _warm(self) -> None:
        try:
            await run(self.service.workers.warm)
        except Exception:  # the first question starts one instead
            log.exception("could not start a worker process")

    async def setup_hook(self) -> None:
        """Load the cogs, register the persistent buttons, sync commands if they changed."""
        await self.tree.set_translator(CatalogueTranslator())
        for ext in EXTENSIONS:
            await self.load_extension(ext)
        self.add_dynamic_items(StandingsPage, StaleButton)
        self._warming = asyncio.ensure_future(self._warm())
        await self.sync_commands()

    async def command_payloads(
        self, guild: discord.abc.Snowflake | None = None
    ) -> list[dict[str, object]]:
        """Return the commands as a sync uploads them, with their translations (so a changed
        translation, too, is uploaded again)."""
        translator = self.tree.translator
        commands = self.tree.get_commands(guild=guild)
        if translator is None:
            return [c.to_dict(self.tree) for c in commands]
        return [await c.get_translated_payload(self.tree, translator) for c in commands]

    async def sync_commands(self) -> bool:
        """Upload the commands when they differ from the last upload; return whether it did.

        Only the process running shard 0 syncs. With a test guild configured the commands
        are copied to that guild (instant) instead of going global.
        """
        ids = self.settings.shards.ids
        if (ids is not None and 0 not in ids) or self.settings.sync_commands is SyncMode.NEVER:
            return False
        guild = discord.Object(self.settings.test_guild_id) if self.settings.test_guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        payloads = await self.command_payloads(guild)
        scope = f"commands:{guild.id if guild else 'global'}"
        digest = commands_hash(payloads)
        store = self.service.store
        if (
            self.settings.sync_commands is not SyncMode.ALWAYS
            and await run(store.get_meta, scope) == digest
        ):
            log.info("commands unchanged; not syncing")
            return False
        await self.tree.sync(guild=guild)
        await run(store.set_meta, scope, digest)
        log.info("synced %d commands (%s)", len(payloads), scope)
        return True


def create_bot(
    settings: Settings, *, store: Store | None = None, service: TournamentService | None = None
) -> TiebreakBot:
    """Return the bot for ``settings``; the store opens ``settings.database`` unless given."""
    use_endpoints(settings)
    if service is None:
        service = TournamentService(
            store or Store(settings.database), workers=Workers(limit=settings.work_limit)
        )
    return TiebreakBot(settings, service)
