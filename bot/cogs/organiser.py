"""Organiser commands: ``/tournament link|use|list|unlink|settings|prizes|organiser-role|live|
addon-token`` and ``/sync``. Organisers have Manage Server or the server's organiser role.
``live`` is :class:`bot.cogs.live.LiveCommand`, mixed into the group."""

from __future__ import annotations

from enum import StrEnum

import discord
from discord import app_commands
from discord.ext import commands

from bot import render
from bot.addon_tokens import make_token
from bot.cogs.common import organiser_order, organiser_rules, organiser_tournaments
from bot.cogs.live import LiveCommand
from bot.errors import BotError, SourceError
from bot.i18n import language
from bot.interact import answer, defer, require_organiser, run, send, service, stored
from bot.render.organiser import Verb, addon_token_messages
from bot.settings import Settings
from bot.sources import MAX_UPLOAD_BYTES
from bot.store import LinkedTournament, Store
from bot.store_guild import lock_guild
from core.formats.text_decoding import check_encoding
from core.i18n.message import msg


def unlinked(store: Store, guild_id: int, slug: str) -> tuple[LinkedTournament, str | None]:
    """:meth:`bot.store.Store.unlink`, and the server's active tournament after it (its key,
    ``None`` when none is left) read in the same transaction: the answer says what the store
    holds, whatever the server's other commands do at the same moment (issue 29).

    :raises UnknownTournamentError: when it is not linked here.
    """

    def work() -> tuple[LinkedTournament, str | None]:
        found = store.unlink(guild_id, slug)  # joins this transaction, the lock held
        return found, store.guild(guild_id).active_slug

    return store.db.atomic(work)


def listing(store: Store, guild_id: int) -> tuple[list[LinkedTournament], str | None]:
    """Return the server's tournaments and its active tournament's key, read together (the
    server's lock held, :mod:`bot.store_guild`: no link or unlink between the two)."""

    def work() -> tuple[list[LinkedTournament], str | None]:
        lock_guild(store.db, guild_id)
        return store.tournaments(guild_id), store.guild(guild_id).active_slug

    return store.db.atomic(work)


class WriteBack(StrEnum):
    """The values of ``/tournament settings write_back``."""

    ON = "on"
    OFF = "off"


WRITE_BACK = [app_commands.Choice(name=w.value, value=w.value) for w in WriteBack]


@app_commands.guild_only()
class TournamentCog(LiveCommand, commands.GroupCog, group_name="tournament"):
    """Link tournaments to this server and choose the rules (organisers)."""

    @app_commands.command(name="link")
    @app_commands.describe(
        url="A Google Sheet URL or a lichess Swiss URL",
        file="Or attach a TRF, tournament JSON, CSV or Excel (.xlsx) file",
        encoding="The file's encoding if it is not UTF-8: cp1250, iso-8859-2, cp1251, cp1252, "
        "cp1254…",
    )
    async def link(
        self,
        interaction: discord.Interaction,
        url: str | None = None,
        file: discord.Attachment | None = None,
        encoding: str | None = None,
    ) -> None:
        """Link a tournament (sheet, lichess Swiss or file); it becomes the active one."""
        gid = await require_organiser(interaction)
        if (url is None) == (file is None):
            raise BotError(msg("bot.error.one-source"))
        await defer(interaction)
        svc = service(interaction)
        if file is not None:
            if file.size > MAX_UPLOAD_BYTES:
                raise SourceError(file.filename, msg("bot.source.too-large"))
            if encoding is not None:  # rot13, base64, a misspelling: said before reading
                check_encoding(encoding, source=file.filename)
            data = await file.read()
            # read in a worker process: on the workers' threads (bot.workers)
            loaded = await svc.workers.call(svc.link_upload, gid, file.filename, data, encoding)
        else:
            assert url is not None
            loaded = await run(svc.link_url, gid, url)
        await send(interaction, render.summary_messages(loaded, Verb.LINKED, language(interaction)))

    @app_commands.command(name="use")
    @app_commands.describe(tournament="The linked tournament to make active")
    @app_commands.autocomplete(tournament=organiser_tournaments)
    async def use(self, interaction: discord.Interaction, tournament: str) -> None:
        """Make another linked tournament the active one."""
        gid = await require_organiser(interaction)
        svc = service(interaction)
        linked = await stored(interaction, svc.store.use, gid, tournament)
        # the tournament made active, as stored: not read again by its key, which another
        # command of the server may have unlinked or linked anew meanwhile
        loaded = await stored(interaction, svc.load_linked, linked)
        await send(interaction, render.summary_messages(loaded, Verb.USING, language(interaction)))

    @app_commands.command(name="list")
    async def list_(self, interaction: discord.Interaction) -> None:
        """List the tournaments linked on this server."""
        gid = await require_organiser(interaction)
        store = service(interaction).store  # store reads only: answered at once, if it answers
        linked, active = await stored(interaction, listing, store, gid)  # read together
        await send(interaction, render.linked_messages(linked, active, language(interaction)))

    @app_commands.command(name="unlink")
    @app_commands.describe(tournament="The linked tournament to forget")
    @app_commands.autocomplete(tournament=organiser_tournaments)
    async def unlink(self, interaction: discord.Interaction, tournament: str) -> None:
        """Forget a linked tournament (its source is not touched)."""
        gid = await require_organiser(interaction)
        store = service(interaction).store  # store writes and reads only: answered at once
        # the tournament gone and the one active after it, from one transaction
        gone, active = await stored(interaction, unlinked, store, gid, tournament)
        await send(interaction, render.unlinked_messages(gone, active, language(interaction)))

    @app_commands.command(name="settings")
    @app_commands.describe(
        rules="Rule set for unplayed rounds (default: FIDE by date)",
        order="Tie-break codes separated by commas, or 'default'",
        tournament="A linked tournament other than the active one",
        write_back="While live, also sync a sheet's tie-break columns back",
    )
    @app_commands.autocomplete(
        rules=organiser_rules, order=organiser_order, tournament=organiser_tournaments
    )
    @app_commands.choices(write_back=WRITE_BACK)
    async def settings(
        self,
        interaction: discord.Interaction,
        rules: str | None = None,
        order: str | None = None,
        tournament: str | None = None,
        write_back: str | None = None,
    ) -> None:
        """Set the rule set and the tie-break order (shows them when given nothing)."""
        gid = await require_organiser(interaction)
        svc = service(interaction)
        lang = language(interaction)
        if write_back is not None:
            slug = (await run(svc.linked, gid, tournament)).slug
            await run(svc.store.set_write_back, gid, slug, WriteBack(write_back) is WriteBack.ON)
        if rules is None and order is None:
            await answer(
                interaction,
                tournament,
                lambda loaded: render.rules_messages(loaded, lang),
                key=("rules", lang),
            )
            return
        current = await run(svc.linked, gid, tournament)  # an unknown key: refused at once
        new_rules = (
            current.rules
            if rules is None
            else (None if rules.strip().lower() == "default" else rules.strip())
        )
        new_order = (
            (",".join(current.order) if current.order else None)
            if order is None
            else (None if order.strip().lower() == "default" else order)
        )
        await defer(interaction)  # the tournament is computed again under the new settings
        loaded = await run(svc.set_settings, gid, current.slug, rules=new_rules, order=new_order)
        await send(interaction, render.rules_messages(loaded, lang))

    @app_commands.command(name="prizes")
    @app_commands.describe(
        file="The prize list: a tiebreak-prizes/1 JSON file",
        clear="Remove the tournament's prize list instead",
        tournament="A linked tournament other than the active one",
    )
    @app_commands.autocomplete(tournament=organiser_tournaments)
    async def prizes(
        self,
        interaction: discord.Interaction,
        file: discord.Attachment | None = None,
        clear: bool = False,
        tournament: str | None = None,
    ) -> None:
        """Set the tournament's prize list; anyone can then see who gets what with /prizes."""
        gid = await require_organiser(interaction)
        if (file is None) != clear:
            raise BotError(msg("bot.error.prizes-file"))
        await defer(interaction)
        svc = service(interaction)
        lang = language(interaction)
        if file is None:
            loaded = await run(svc.clear_prizes, gid, tournament)
            await send(interaction, render.prizes_cleared_messages(loaded, lang))
            return
        if file.size > MAX_UPLOAD_BYTES:
            raise SourceError(file.filename, msg("bot.source.too-large"))
        data = await file.read()
        loaded, result = await svc.workers.call(
            svc.set_prizes, gid, tournament, file.filename, data
        )
        await send(interaction, await run(render.prizes_set_messages, result, loaded, lang))

    @app_commands.command(name="organiser-role")
    @app_commands.describe(
        role="Members with this role may run organiser commands (leave empty to clear)"
    )
    async def organiser_role(
        self, interaction: discord.Interaction, role: discord.Role | None = None
    ) -> None:
        """Choose the role whose members may link and configure tournaments."""
        gid = await require_organiser(interaction, manage_only=True)
        await run(service(interaction).store.set_organiser_role, gid, role.id if role else None)
        await send(
            interaction,
            render.role_messages(role.mention if role else None, language(interaction)),
            ephemeral=True,
        )

    @app_commands.command(name="addon-token")
    @app_commands.describe(tournament="A linked tournament other than the active one")
    @app_commands.autocomplete(tournament=organiser_tournaments)
    async def addon_token(
        self, interaction: discord.Interaction, tournament: str | None = None
    ) -> None:
        """Make a token for the Tiebreak menu in the linked Google Sheet (shown to you only)."""
        gid = await require_organiser(interaction)
        svc = service(interaction)
        linked = await run(svc.linked, gid, tournament)
        settings = getattr(interaction.client, "settings", None)
        url = settings.serve_database_url if isinstance(settings, Settings) else None
        token = await run(make_token, url, linked)
        lang = language(interaction)
        # ephemeral: the token is a secret, shown once to the organiser who asked
        await send(
            interaction,
            addon_token_messages(linked, token.text, token.key_id, token.sheet, lang),
            ephemeral=True,
        )


class SyncCog(commands.Cog):
    """``/sync``: read the linked source again."""

    @app_commands.command(name="sync")
    @app_commands.guild_only()
    @app_commands.describe(tournament="A linked tournament other than the active one")
    @app_commands.autocomplete(tournament=organiser_tournaments)
    async def sync(self, interaction: discord.Interaction, tournament: str | None = None) -> None:
        """Read the tournament's source again (and write a sheet's tie-break columns back)."""
        gid = await require_organiser(interaction)
        await defer(interaction)
        lang = language(interaction)
        loaded, note = await run(service(interaction).sync, gid, tournament)
        await send(interaction, render.summary_messages(loaded, Verb.SYNCED, lang, sheet_note=note))


async def setup(bot: commands.Bot) -> None:
    """Add the cogs (extension entry point)."""
    await bot.add_cog(TournamentCog())
    await bot.add_cog(SyncCog())
