"""``/buchholz``, ``/tiebreak`` and ``/why``: the arithmetic behind a value or a rank."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot import markup, render
from bot.cogs.common import (
    code_autocomplete,
    player_autocomplete,
    team_autocomplete,
    tournament_autocomplete,
)
from bot.errors import BotError
from bot.i18n import language
from bot.interact import answer
from bot.service import Loaded
from core.engine.why import why
from core.i18n.message import msg
from core.i18n.text import render as render_text
from core.questions.place import why_place
from core.tiebreaks.names import named_code
from core.tiebreaks.registry import Scope, known_codes, parse_code

SAME_ENTRANT = {Scope.PLAYERS: "bot.error.same-player", Scope.TEAMS: "bot.team.error.same-team"}
"""What ``/why`` says when both options name the same player (or team)."""


def buchholz_choices() -> list[app_commands.Choice[str]]:
    """The variants ``/buchholz`` offers: the Buchholz codes the registry offers users
    (:func:`core.tiebreaks.registry.known_codes`), each named as the catalogue names it
    ("Buchholz Cut-1 (BH-C1)", :func:`core.tiebreaks.names.named_code`). The code rides in
    the name's extras, so that :class:`bot.i18n.CatalogueTranslator` names it in every
    language."""
    return [
        app_commands.Choice(
            name=app_commands.locale_str(render_text(named_code(c)), code=c), value=c
        )
        for c in known_codes()
        if parse_code(c).base == "BH"
    ]


BUCHHOLZ = buchholz_choices()

# The team options: their descriptions are catalogue keys of the teams block.
TEAM = app_commands.locale_str("A team of a team event: name or number", key="bot.team.cmd.team")
TEAM_A = app_commands.locale_str("One team (team events)", key="bot.team.cmd.team-a")
TEAM_B = app_commands.locale_str("The other team (team events)", key="bot.team.cmd.team-b")


def _explain(
    loaded: Loaded, player: str | None, code: str, lang: str, team: str | None = None
) -> list[render.Message]:
    """``/tiebreak`` and ``/buchholz``: how one entrant's value of ``code`` was computed, item
    by item (a team event's code of rules.md 9.5; a group code explains the last group it
    ordered)."""
    pid = loaded.entrant(player, team)
    return render.explanation_messages(
        loaded.explanation(pid, code), loaded, lang, lichess=loaded.lichess(pid)
    )


def _why(
    loaded: Loaded,
    a: str | None,
    b: str | None,
    lang: str,
    teams: tuple[str | None, str | None] = (None, None),
) -> list[render.Message]:
    """``/why``: the first criterion that puts one entrant above the other (rules.md 8.2,
    9.7), with both sides explained; with one entrant, why it is where it is (against the
    neighbours above and below, as ``tiebreak why FILE PLAYER`` says it)."""
    one = [q for q in (a, b) if q is not None], [q for q in teams if q is not None]
    if len(one[0]) + len(one[1]) == 1:  # one entrant: why is it where it is?
        pid = loaded.entrant(*(one[0][0], None) if one[0] else (None, one[1][0]))
        return render.place_messages(why_place(loaded.standings, pid), loaded, lang)
    if teams != (None, None):  # the team options: both, and no player
        if None in teams or (a, b) != (None, None):
            raise BotError(msg("bot.team.error.two-teams"))
        first, second = (loaded.entrant(None, q) for q in teams)
    else:
        first, second = (loaded.entrant(q, None) for q in (a, b))
    if first == second:
        name = markup.md_short(loaded.standings.name(first), 100)
        raise BotError(msg(SAME_ENTRANT[loaded.scope], name=name, id=first))
    result = why(loaded.standings, first, second)
    found = (loaded.lichess(pid) for pid in (result.above, result.below))
    return render.why_messages(result, loaded, lang, lichess=[c for c in found if c is not None])


class ExplainCog(commands.Cog):
    """Explanations of tie-break values and of the order between two players."""

    @app_commands.command(name="buchholz")
    @app_commands.guild_only()
    @app_commands.describe(
        player="Name or starting number",
        variant="Plain, Cut-1, Cut-2, Median-1 or Median-2 (default: plain)",
        tournament="A linked tournament other than the active one",
    )
    @app_commands.choices(variant=BUCHHOLZ)
    @app_commands.autocomplete(player=player_autocomplete, tournament=tournament_autocomplete)
    async def buchholz(
        self,
        interaction: discord.Interaction,
        player: str,
        variant: str = "BH",
        tournament: str | None = None,
    ) -> None:
        """Show a player's Buchholz round by round: each opponent's score as counted, and why."""
        lang = language(interaction)
        await answer(
            interaction,
            tournament,
            lambda loaded: _explain(loaded, player, variant, lang),
            key=("explain", player, variant, lang),
            quick=lambda loaded: loaded.explained(player, variant),
        )

    @app_commands.command(name="tiebreak")
    @app_commands.guild_only()
    @app_commands.describe(
        player="Name or starting number",
        code="Tie-break code such as SB, PS, ARO, BH-C1, DE",
        team=TEAM,
        tournament="A linked tournament other than the active one",
    )
    @app_commands.autocomplete(
        player=player_autocomplete,
        code=code_autocomplete,
        team=team_autocomplete,
        tournament=tournament_autocomplete,
    )
    async def tiebreak(
        self,
        interaction: discord.Interaction,
        code: str,
        player: str | None = None,
        team: str | None = None,
        tournament: str | None = None,
    ) -> None:
        """Show how any tie-break value of a player was computed, item by item."""
        lang = language(interaction)
        await answer(
            interaction,
            tournament,
            lambda loaded: _explain(loaded, player, code, lang, team),
            key=("explain", player, code, team, lang),
            quick=lambda loaded: player is not None and loaded.explained(player, code),
        )

    @app_commands.command(name="why")
    @app_commands.guild_only()
    @app_commands.describe(
        player_a="One player",
        player_b="The other player (leave out: why is the first one where it is?)",
        team_a=TEAM_A,
        team_b=TEAM_B,
        tournament="A linked tournament other than the active one",
    )
    @app_commands.autocomplete(
        player_a=player_autocomplete,
        player_b=player_autocomplete,
        team_a=team_autocomplete,
        team_b=team_autocomplete,
        tournament=tournament_autocomplete,
    )
    async def why(
        self,
        interaction: discord.Interaction,
        player_a: str | None = None,
        player_b: str | None = None,
        team_a: str | None = None,
        team_b: str | None = None,
        tournament: str | None = None,
    ) -> None:
        """Show which criterion put one player above the other, with both sides."""
        lang = language(interaction)
        await answer(
            interaction,
            tournament,
            lambda loaded: _why(loaded, player_a, player_b, lang, (team_a, team_b)),
            key=("why", player_a, player_b, team_a, team_b, lang),
        )


async def setup(bot: commands.Bot) -> None:
    """Add the cog (extension entry point)."""
    await bot.add_cog(ExplainCog())
