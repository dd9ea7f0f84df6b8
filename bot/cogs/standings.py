"""``/standings`` (paged, with buttons that survive restarts), ``/player`` and ``/rules``.

Every button the bot sends has a ``custom_id`` starting ``tb:``. :class:`StandingsPage`
takes the ones it can read; :class:`StaleButton` takes every other one (a button from an
older version of the bot, or a ``custom_id`` that no longer parses) and says so, so no click
is left unanswered ("This interaction failed").

A standings page is public, so it stays in the language of whoever ran ``/standings``: the
buttons carry that language (``:cs``; nothing for English), and a click by someone else
turns the page without changing its language. Notes only the clicker sees are in theirs.
"""

from __future__ import annotations

import re
from enum import StrEnum
from functools import partial
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import render
from bot.cogs.common import player_autocomplete, tournament_autocomplete
from bot.i18n import language, say, words
from bot.interact import NO_MENTIONS, answer, compute, edit, report_error, send
from bot.service import Loaded, TournamentService
from core.i18n.text import DEFAULT_LANG, language_of


class Direction(StrEnum):
    """Which way a standings button turns the page (its letter in the ``custom_id``)."""

    PREVIOUS = "p"
    NEXT = "n"

    @property
    def label(self) -> str:
        """The catalogue key of the button's label."""
        return "bot.button.previous" if self is Direction.PREVIOUS else "bot.button.next"


PAGE_TEMPLATE = (
    r"tb:st:(?P<slug>[a-z0-9-]{1,48}):(?P<page>\d{1,4}):(?P<dir>[" + "".join(Direction) + "])"
    r"(?::r(?P<round>\d{1,3}))?(?::(?P<lang>[a-z]{2,3}))?"  # a language code (ISO 639)
)


class StandingsPage(discord.ui.DynamicItem[discord.ui.Button[Any]], template=PAGE_TEMPLATE):
    """A previous/next button whose ``custom_id`` holds the tournament, the target page and
    the round shown, so a click works after the bot restarted (nothing is kept in memory)."""

    def __init__(
        self,
        slug: str,
        page: int,
        direction: Direction,
        *,
        after_round: int | None = None,
        disabled: bool = False,
        lang: str = "en",
    ) -> None:
        self.slug, self.page, self.direction = slug, page, direction
        self.after_round, self.lang = after_round, lang
        suffix = f":r{after_round}" if after_round is not None else ""
        suffix += f":{lang}" if lang != "en" else ""
        super().__init__(
            discord.ui.Button(
                label=words(direction.label, lang),
                style=discord.ButtonStyle.secondary,
                disabled=disabled,
                custom_id=f"tb:st:{slug}:{page}:{direction}{suffix}",
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> StandingsPage:
        """Rebuild the button from its ``custom_id``."""
        after = int(match["round"]) if match["round"] else None
        return cls(
            match["slug"],
            int(match["page"]),
            Direction(match["dir"]),
            after_round=after,
            lang=language_of(match["lang"]) or DEFAULT_LANG,  # one no longer present: English
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        """Show the page this button points to, in place (in the first response when the
        tournament is loaded); a page the table no longer has shows the last one, with a note
        to the one who clicked."""
        try:
            embed, page, count, loaded, after = await compute(
                interaction,
                self.slug,
                lambda loaded: _page(loaded, self.page, self.lang),
                key=("standings", self.page, self.lang),
                after_round=self.after_round,
                quick=lambda loaded: render.table_kept(loaded.standings, self.lang),
            )
            await edit(interaction, embed, pager(loaded, page, count, self.lang, after=after))
            if page != self.page:
                lang = language(interaction)
                await send(
                    interaction,
                    render.messages(
                        say("bot.standings.moved-title", lang),
                        [say("bot.standings.moved", lang, count=count)],
                        lang=lang,
                    ),
                    ephemeral=True,
                )
        except Exception as err:  # the buttons' errors go through the same one reply
            await report_error(interaction, err)


class StaleButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=rf"tb:(?!(?:{PAGE_TEMPLATE.removeprefix('tb:')})\Z)[\s\S]*",
):
    """Any other ``tb:`` button: one the bot can no longer read. Its click gets a short
    ephemeral answer instead of failing."""

    def __init__(self, custom_id: str) -> None:
        super().__init__(discord.ui.Button(label="…", custom_id=custom_id))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> StaleButton:
        """Keep the ``custom_id`` as it came."""
        return cls(match.group(0))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Say the button is out of date (only to the one who clicked)."""
        lang = language(interaction)
        await interaction.response.send_message(
            embeds=render.error_reply([say("bot.error.stale-button", lang)], lang)[0],
            ephemeral=True,
            allowed_mentions=NO_MENTIONS,
        )


def _page(
    loaded: Loaded, page: int, lang: str
) -> tuple[discord.Embed, int, int, Loaded, int | None]:
    """A standings page, kept with what its buttons need: the round its standings are after
    when earlier than the last one played (kept with the page: a click answered before
    reads nothing else)."""
    st = loaded.standings
    after = st.rounds_counted if st.rounds_counted < loaded.rounds_played else None
    return (*render.standings_embed(loaded, page, lang), loaded, after)


PAGES_AHEAD = 50
"""The standings pages built ahead in each language a server reads (1,000 players)."""


def pages_ahead(svc: TournamentService, loaded: Loaded, langs: frozenset[str]) -> None:
    """Build and keep the first :data:`PAGES_AHEAD` pages of a tournament just loaded in the
    languages its server reads (a hook of :attr:`TournamentService.on_load`), so that a page
    asked for the first time is answered as one asked before: on 1,000 players the 50 pages
    take about 14 ms a language (half of it the first, which lays out the whole table)."""
    for lang in sorted(langs):
        for page in range(PAGES_AHEAD):
            shown = svc.answer(
                loaded, ("standings", page, lang), partial(_page, page=page, lang=lang)
            )
            if page + 1 >= shown[2]:  # the last page (their count depends on the language)
                break


def pager(
    loaded: Loaded, page: int, count: int, lang: str = "en", *, after: int | None = None
) -> discord.ui.View | None:
    """Return the previous/next buttons for a standings page (none for a single page);
    ``after``: the round the standings are after, if not the last one played."""
    if count <= 1:
        return None
    view = discord.ui.View(timeout=None)
    slug = loaded.linked.slug
    view.add_item(
        StandingsPage(
            slug,
            max(page - 1, 0),
            Direction.PREVIOUS,
            after_round=after,
            disabled=page == 0,
            lang=lang,
        )
    )
    view.add_item(
        StandingsPage(
            slug,
            min(page + 1, count - 1),
            Direction.NEXT,
            after_round=after,
            disabled=page >= count - 1,
            lang=lang,
        )
    )
    return view


class StandingsCog(commands.Cog):
    """Standings, score cards and the rules in force."""

    @app_commands.command(name="standings")
    @app_commands.guild_only()
    @app_commands.describe(
        page="Page of the table (20 players a page)",
        tournament="A linked tournament other than the active one",
        after_round="The standings as they stood after this round",
    )
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def standings(
        self,
        interaction: discord.Interaction,
        page: app_commands.Range[int, 1, 9999] = 1,
        tournament: str | None = None,
        after_round: app_commands.Range[int, 1, 999] | None = None,
    ) -> None:
        """Show the standings: points and the tie-break columns of the order in force."""
        lang = language(interaction)
        embed, shown, count, loaded, after = await compute(
            interaction,
            tournament,
            lambda loaded: _page(loaded, page - 1, lang),
            key=("standings", page - 1, lang),
            after_round=after_round,
            quick=lambda loaded: render.table_kept(loaded.standings, lang),
        )
        view = pager(loaded, shown, count, lang, after=after)
        await send(interaction, [[embed]], view=view)

    @app_commands.command(name="player")
    @app_commands.guild_only()
    @app_commands.describe(
        player="Name or starting number", tournament="A linked tournament other than the active one"
    )
    @app_commands.autocomplete(player=player_autocomplete, tournament=tournament_autocomplete)
    async def player(
        self, interaction: discord.Interaction, player: str, tournament: str | None = None
    ) -> None:
        """Show a player's score card (round, colour, opponent, result) and tie-break values."""
        lang = language(interaction)
        await answer(
            interaction,
            tournament,
            lambda loaded: render.player_messages(loaded, loaded.player(player), lang),
            key=("player", player, lang),
            quick=lambda loaded: player in loaded.found,
        )

    @app_commands.command(name="rules")
    @app_commands.guild_only()
    @app_commands.describe(tournament="A linked tournament other than the active one")
    @app_commands.autocomplete(tournament=tournament_autocomplete)
    async def rules(self, interaction: discord.Interaction, tournament: str | None = None) -> None:
        """Show the rule set, the tie-break order and the warnings the engine raised."""
        lang = language(interaction)
        await answer(
            interaction,
            tournament,
            lambda loaded: render.rules_messages(loaded, lang),
            key=("rules", lang),
        )


async def setup(bot: commands.Bot) -> None:
    """Add the cog (extension entry point)."""
    service = getattr(bot, "service", None)
    if isinstance(service, TournamentService) and pages_ahead not in service.on_load:
        service.on_load.append(pages_ahead)
    await bot.add_cog(StandingsCog())
