"""``/prizes``: who gets which prize of the linked tournament's prize list, every award
explained (the organisers set the list with ``/tournament prizes``)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot import render
from bot.cogs.common import tournament_autocomplete
from bot.i18n import language
from bot.interact import answer, service
from bot.service import Loaded, TournamentService, worker_loaded
from bot.store import LinkedTournament
from core.questions.prizes import PrizeResult


def given(linked: LinkedTournament) -> PrizeResult:
    """The stored prize list given out (a job for a worker process, :mod:`bot.workers`)."""
    return worker_loaded(linked).prizes()


def _prizes(svc: TournamentService, loaded: Loaded, lang: str) -> list[render.Message]:
    result = svc.workers.run(loaded.linked.guild_id, given, loaded.linked)
    return render.prizes_messages(result, loaded, lang)


class PrizesCog(commands.Cog):
    """The prize list given out on the standings."""

    @app_commands.command(name="prizes")
    @app_commands.guild_only()
    @app_commands.describe(tournament="A linked tournament other than the active one")
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def prizes(self, interaction: discord.Interaction, tournament: str | None = None) -> None:
        """Show who gets which prize, every award explained (shared places, categories)."""
        lang = language(interaction)
        svc = service(interaction)
        await answer(
            interaction,
            tournament,
            lambda loaded: _prizes(svc, loaded, lang),
            key=("prizes", lang),
            heavy=True,  # given out in a worker process
        )


async def setup(bot: commands.Bot) -> None:
    """Add the cog (extension entry point)."""
    await bot.add_cog(PrizesCog())
