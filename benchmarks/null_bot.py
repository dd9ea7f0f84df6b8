"""A do-nothing discord.py bot: the floor ``bench_bot.py`` compares our bot with.

One slash command, ``/ping``, answered with a constant string in the interaction's first
response (one REST call). It runs as its own process like ``python -m bot``, with the same
library, the same intents (``guilds`` only) and the same settings for the endpoints
(``DISCORD_TOKEN``, ``DISCORD_API_BASE``, ``DISCORD_GATEWAY_URL``), so whatever it costs to
receive an interaction and answer it over the stand-in is what any bot costs::

    DISCORD_TOKEN=... DISCORD_API_BASE=... DISCORD_GATEWAY_URL=... python benchmarks/null_bot.py
"""

from __future__ import annotations

import asyncio
import os

import discord
import yarl
from discord import app_commands

ANSWER = "pong"


class NullBot(discord.Client):
    """A client with a command tree holding ``/ping`` and nothing else."""

    def __init__(self) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(intents=intents, allowed_mentions=discord.AllowedMentions.none())
        self.tree = app_commands.CommandTree(self)

        @self.tree.command(name="ping", description="Answer a constant string")
        async def ping(interaction: discord.Interaction) -> None:
            await interaction.response.send_message(ANSWER)

    async def setup_hook(self) -> None:
        """Upload the one command (the stand-in builds interactions from what was synced)."""
        await self.tree.sync()


def main() -> None:
    """Point discord.py at the configured endpoints (as ``bot.app.use_endpoints``) and run."""
    if base := os.environ.get("DISCORD_API_BASE"):
        discord.http.Route.BASE = base.rstrip("/")
    if gateway := os.environ.get("DISCORD_GATEWAY_URL"):
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)
    bot = NullBot()
    asyncio.run(bot.start(os.environ["DISCORD_TOKEN"]))


if __name__ == "__main__":
    main()
