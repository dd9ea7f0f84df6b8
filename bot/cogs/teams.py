"""The team forms of ``/tiebreak`` and ``/why``, and the autocomplete of team names.

Not a cog of its own: ``/tiebreak team code`` and ``/why team_a team_b`` are the commands of
:mod:`bot.cogs.explain` with their ``team`` options, which call the answers here. A team
option on an individual event, a player option on a team event (:class:`bot.teams.
TeamEventError`), both or neither given: a short ephemeral answer saying what to give.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot import render, teams
from bot.cogs.common import MAX_CHOICES, answers, choice_name, suggested
from bot.errors import BotError
from bot.render.teams import team_explanation_messages, team_why_messages
from bot.service import Loaded
from core.engine.standings import Standings
from core.engine.why import why
from core.errors import TiebreakError
from core.i18n.message import msg
from core.model import Team


def _standings(loaded: Loaded) -> Standings:
    if loaded.teams is None:
        raise teams.NotTeamEventError(loaded.tournament.name or loaded.linked.slug)
    return loaded.teams


def need_player(player: str | None) -> str:
    """Return ``player``.

    :raises BotError: when no player (and no team) was given.
    """
    if player is None:
        raise BotError(msg("bot.team.error.player-or-team"))
    return player


def team_explain(
    loaded: Loaded, team: str, code: str, lang: str, *, player: str | None = None
) -> list[render.Message]:
    """``/tiebreak team code``: how the team's value of ``code`` was computed, item by item
    (a team code of rules.md 9.5; a group code explains the last group it ordered).

    :raises BotError: when a player was given as well, or the event is not a team event.
    :raises UnknownTiebreakError: for a code that is not a team code.
    """
    if player is not None:
        raise BotError(msg("bot.team.error.player-or-team"))
    st = _standings(loaded)
    tid = teams.team_of(loaded.tournament, team)
    spec = st.spec(code)
    return team_explanation_messages(st.explain(tid, spec.code), loaded, lang)


def team_why_answer(
    loaded: Loaded,
    team_a: str | None,
    team_b: str | None,
    lang: str,
    *,
    players: tuple[str | None, str | None] = (None, None),
) -> list[render.Message]:
    """``/why team_a team_b``: the first criterion that puts one team above the other
    (rules.md 8.2, 9.7), with both teams' explanations.

    :raises BotError: for a missing team, players given as well, the same team twice, or an
        event that is not a team event.
    """
    if team_a is None or team_b is None or any(p is not None for p in players):
        raise BotError(msg("bot.team.error.two-teams"))
    st = _standings(loaded)
    a, b = (teams.team_of(loaded.tournament, q) for q in (team_a, team_b))
    if a == b:
        raise BotError(msg("bot.team.error.same-team", name=render.name_md(st.name(a)), id=a))
    return team_why_messages(why(st, a, b), loaded, lang)


@answers
async def team_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """Suggest the teams of the chosen (or active) tournament: value = team number; nothing
    for an individual event."""

    def suggest(loaded: Loaded) -> list[Team]:
        return teams.suggest_teams(loaded.tournament, current, MAX_CHOICES)

    try:
        found = await suggested(interaction, ("suggest-team", current), suggest)
    except TiebreakError:
        return []
    return [
        app_commands.Choice(name=choice_name(tm.name, str(tm.id)), value=str(tm.id)) for tm in found
    ]
