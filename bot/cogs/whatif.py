"""``/whatif player``: where a player can finish after the round in progress, for a win, a
draw or a loss (the engine's :mod:`core.questions.whatif`); ``/whatif team`` the same for a
team of a team event, for a match won, drawn or lost (:mod:`core.questions.whatif_teams`).

The pairings are the pending games of the linked tournament's round in progress (its
finished games and byes count as recorded); when nothing is pending, the ``pairings``
option gives the next round's (``12-7,3-5``, white first). The search runs in a worker
process (:mod:`bot.workers`), the interaction deferred when it outlasts the first response's
budget, so the bot keeps answering other commands; one search answers the same question in
every language, and is kept while the tournament is at its revision; its work is bounded
by the core's budget, the command line's too (:data:`core.questions.whatif.SCENARIO_BUDGET`),
which says which bounds are proven.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.common import player_autocomplete, team_autocomplete, tournament_autocomplete
from bot.cogs.explain import TEAM
from bot.errors import BotError
from bot.i18n import language
from bot.interact import compute, send, service, shared
from bot.render.whatif import whatif_messages
from bot.service import Loaded, worker_loaded
from bot.store import LinkedTournament
from core.i18n.message import msg
from core.questions.whatif import WhatIf
from core.questions.whatif_pairings import NothingPendingError, parse_pairings, whatif_round


def search(
    linked: LinkedTournament, player: str | None, pairings: str | None, team: str | None = None
) -> WhatIf:
    """Return the what-if of ``player`` (or, in a team event, ``team``: its match) for the
    tournament ``linked`` (a job for a worker process, :mod:`bot.workers`: the search's cost
    grows with the games pending)."""
    loaded = worker_loaded(linked)
    pid = loaded.entrant(player, team)
    given = parse_pairings(pairings, "bot.whatif.where") if pairings and pairings.strip() else None
    try:
        return whatif_round(
            loaded.tournament,
            pid,
            pairings=given,
            source="pairings",
            rules=linked.rules,
            order=list(linked.order) if linked.order else None,
        )
    except NothingPendingError as exc:
        raise BotError(msg("bot.error.whatif-nothing-pending", next=exc.next_round)) from None


class WhatIfCog(commands.Cog):
    """Where a player can finish after the round in progress."""

    @app_commands.command(name="whatif")
    @app_commands.guild_only()
    @app_commands.describe(
        player="Name or starting number",
        team=TEAM,
        pairings="Next round's pairings if no game is pending: white-black numbers, "
        "comma-separated (12-7,3-5)",
        tournament="A linked tournament other than the active one",
    )
    @app_commands.autocomplete(
        player=player_autocomplete, team=team_autocomplete, tournament=tournament_autocomplete
    )
    async def whatif(
        self,
        interaction: discord.Interaction,
        player: str | None = None,
        pairings: str | None = None,
        tournament: str | None = None,
        team: str | None = None,
    ) -> None:
        """Show where a player can finish after this round, for a win, a draw or a loss."""

        def ready(loaded: Loaded) -> Loaded:
            loaded.entrant(player, team)  # the wrong kind, an unknown name: refused at once
            return loaded

        # What can be refused before the search is the ephemeral first response (no public
        # "thinking…" that vanishes); a search outlasting the first response's budget is
        # deferred (bot.interact.shared). The check is kept under a key, so a question asked
        # before passes it on the event loop (a thread for each of a burst of 500 outlasted
        # the first response's budget).
        loaded = await compute(interaction, tournament, ready, key=("whatif-entrant", player, team))
        lang = language(interaction)
        svc = service(interaction)
        gid = loaded.linked.guild_id

        def searched(loaded: Loaded) -> WhatIf:
            return svc.workers.run(gid, search, loaded.linked, player, pairings, team)

        # The search does not depend on the reader's language: one for all six, kept.
        asked = ("whatif", player, team, pairings)
        w = await shared(interaction, loaded, asked, searched, heavy=True)
        key = (*asked, lang)
        await send(
            interaction,
            await shared(interaction, loaded, key, lambda loaded: whatif_messages(w, loaded, lang)),
        )


async def setup(bot: commands.Bot) -> None:
    """Add the cog (extension entry point)."""
    await bot.add_cog(WhatIfCog())
