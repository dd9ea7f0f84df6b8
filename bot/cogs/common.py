"""Autocomplete callbacks shared by the cogs (players, tournaments, codes, rule sets).

Every callback answers: a failure (the database gone, a stale option) gives no suggestions,
never "Loading options failed". The ``organiser_*`` ones suggest nothing to members who may
not run the command they complete (Manage Server or the organiser role).
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Coroutine, Hashable
from typing import Any, TypeVar

import discord
from discord import app_commands

from bot import markup
from bot.errors import NotTeamEventError, TeamEventError
from bot.i18n import language, say
from bot.interact import guild_id, is_organiser, run, service
from bot.service import Loaded, scope_of
from core.engine.presets import PRESETS
from core.errors import TiebreakError
from core.model import Player, Team
from core.players import fold
from core.rules import RULE_SET_NAMES
from core.tiebreaks.registry import Scope, known_codes

T = TypeVar("T")

MAX_CHOICES = 25
CHOICE_LIMIT = 100
log = logging.getLogger("bot")

Choices = list[app_commands.Choice[str]]
Autocomplete = Callable[[discord.Interaction, str], Coroutine[Any, Any, Choices]]


def choice_name(name: str, key: str) -> str:
    """Return ``name (key)`` in at most 100 characters (plain text), the key kept whole."""
    suffix = f" ({key})"
    return markup.plain_line(name, CHOICE_LIMIT - len(suffix)) + suffix


def answers(callback: Autocomplete) -> Autocomplete:
    """Return ``callback`` made to always answer: on any failure, no suggestions (logged)."""

    @functools.wraps(callback)
    async def wrapper(interaction: discord.Interaction, current: str) -> Choices:
        try:
            return await callback(interaction, current)
        except Exception:
            log.exception("autocomplete %s failed", callback.__name__)
            return []

    return wrapper


def organiser_only(callback: Autocomplete) -> Autocomplete:
    """Return ``callback`` suggesting nothing to members who may not run organiser commands."""

    @functools.wraps(callback)
    async def wrapper(interaction: discord.Interaction, current: str) -> Choices:
        if not await is_organiser(interaction):
            return []
        return await callback(interaction, current)

    return answers(wrapper)


async def suggested(
    interaction: discord.Interaction, key: Hashable, build: Callable[[Loaded], T]
) -> T:
    """Return ``build`` of the chosen (or active) tournament for an autocomplete, kept under
    ``key`` (:meth:`TournamentService.answer`): the same letters typed again are answered
    without a thread or a store round trip when the store allows (SQLite).

    :raises TiebreakError: when nothing is linked under that name.
    """
    slug = getattr(interaction.namespace, "tournament", None) or None
    svc, gid = service(interaction), guild_id(interaction)
    _, loaded = svc.try_cached(gid, slug)
    kept = svc.answered(loaded, key) if loaded is not None else None
    if kept is not None:
        found: T = kept[0]
        return found
    return await run(lambda: svc.answer(svc.load(gid, slug), key, build))


async def _entrants(interaction: discord.Interaction, current: str, scope: Scope) -> Choices:
    """Suggest the entrants of the chosen (or active) tournament for an option naming one of
    ``scope``: value = the starting or team number; none when the event ranks the other
    kind (the command then says which option to use)."""

    def suggest(loaded: Loaded) -> list[Player | Team]:
        try:
            loaded.ranks(scope)
        except (TeamEventError, NotTeamEventError):  # the other kind: none (the docstring)
            return []
        return loaded.suggestions(current, MAX_CHOICES)

    try:
        found = await suggested(interaction, ("suggest", scope, current), suggest)
    except TiebreakError:
        return []
    return [
        app_commands.Choice(name=choice_name(e.name, str(e.id)), value=str(e.id)) for e in found
    ]


@answers
async def player_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """Suggest players of the chosen (or active) tournament (none on a team event)."""
    return await _entrants(interaction, current, Scope.PLAYERS)


@answers
async def team_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """Suggest teams of the chosen (or active) team event (none on an individual event)."""
    return await _entrants(interaction, current, Scope.TEAMS)


@answers
async def tournament_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """Suggest the server's linked tournaments by key or name."""
    try:
        linked = await run(service(interaction).store.tournaments, guild_id(interaction))
    except TiebreakError:
        return []
    q = fold(current)
    hits = [t for t in linked if q in t.slug or q in fold(t.name)]
    return [
        app_commands.Choice(name=choice_name(t.name, t.slug), value=t.slug)
        for t in hits[:MAX_CHOICES]
    ]


@answers
async def code_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """Suggest tie-break codes from the registry (a team event's: rules.md 9.5), those of the
    order in force first."""
    q = current.strip().upper().replace("/", "-")
    codes = known_codes()
    try:
        loaded = await run(service(interaction).load, guild_id(interaction), None)
        st = loaded.standings
        codes = known_codes(st.scope)
        codes = list(st.order) + [c for c in codes if c not in st.order]
    except TiebreakError:
        pass
    hits = [c for c in codes if c.startswith(q)] + [
        c for c in codes if q in c and not c.startswith(q)
    ]
    return [app_commands.Choice(name=c, value=c) for c in hits[:MAX_CHOICES]]


@answers
async def rules_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """Suggest rule set names (and ``default``, its label in the user's language)."""
    q = current.strip().lower()
    lang = language(interaction)
    choices = [_setting_choice(n, lang) for n in ["default", *RULE_SET_NAMES]]
    return [c for c in choices if q in c.value or q in c.name.lower()][:MAX_CHOICES]


@answers
async def order_autocomplete(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """Suggest presets' orders, and complete the code being typed after the last comma (a
    team event's presets and codes for a team event, rules.md 9.5-9.6)."""
    cut = _last_code_start(current)
    head, last = current[: max(cut - 1, 0)], current[cut:]
    prefix = current[:cut]
    q = last.strip().upper().replace("/", "-")
    presets, codes = orders_and_codes(await event_scope(interaction))
    out: list[str] = []
    if not head:
        out += ["default", *presets]
        out = [o for o in out if o.upper().startswith(q)] if q else out
    out += [prefix + c for c in codes if c.startswith(q)]
    seen: list[str] = []
    for o in out:
        if o not in seen and len(o) <= CHOICE_LIMIT:
            seen.append(o)
    lang = language(interaction)
    return [_setting_choice(o, lang) for o in seen[:MAX_CHOICES]]


def _last_code_start(text: str) -> int:
    """Where the code being typed starts: after the last comma outside brackets (the order's
    own parser, :func:`core.tiebreaks.registry.split_order`, reads ``TURCAS(A,B,C,D)`` as one
    code)."""
    depth, start = 0, 0
    for i, ch in enumerate(text):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(depth - 1, 0)
        elif ch == "," and depth == 0:
            start = i + 1
    return start


def orders_and_codes(scope: Scope) -> tuple[list[str], list[str]]:
    """The presets' orders and the tie-break codes an event of ``scope`` takes (rules.md 8,
    9.5-9.6): what an option naming an order suggests."""
    team = scope is Scope.TEAMS  # stays: a preset names the kind of event it is for (data)
    return [",".join(p.order) for p in PRESETS.values() if p.team == team], known_codes(scope)


async def event_scope(interaction: discord.Interaction) -> Scope:
    """Whether the chosen (or active) tournament ranks players or teams (players when none
    is linked)."""
    slug = getattr(interaction.namespace, "tournament", None) or None
    try:
        t = await run(service(interaction).tournament, guild_id(interaction), slug)
    except TiebreakError:
        return Scope.PLAYERS
    return scope_of(t)


def _setting_choice(value: str, lang: str) -> app_commands.Choice[str]:
    """A rule set or order to suggest; ``default`` is labelled in the user's language (the
    value stays ``default``, as the option's description says)."""
    name = say("bot.choice.default", lang) if value == "default" else value
    return app_commands.Choice(name=name, value=value)


organiser_tournaments = organiser_only(tournament_autocomplete)
organiser_rules = organiser_only(rules_autocomplete)
organiser_order = organiser_only(order_autocomplete)
