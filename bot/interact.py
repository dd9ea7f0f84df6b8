"""Helpers the cogs share: answer at once or defer, reply within limits, the one error reply,
organiser checks.

An interaction costs one REST call when its answer is the first response, two when it is
deferred first ("thinking…", then the answer as a follow-up). :func:`compute` answers from
the service's cache in the first response and defers only when it must parse and compute
(first load, a changed revision) or when building the answer outlasts the budget
(:data:`bot.settings.FIRST_RESPONSE_BUDGET`); an error raised before any response (nothing
linked, an unknown player) is then the ephemeral first response, so nothing public appears
and vanishes.

``report_error`` is the only place that turns an exception into a user-facing reply; the
tree's ``on_error`` and the standings buttons both call it. This module knows the bot only
through the interaction's client (its ``service`` attribute), so ``bot.app`` may import it
without a cycle.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Callable, Hashable, Sequence
from datetime import datetime
from fractions import Fraction
from typing import Any, ParamSpec, TypeVar

import discord
from discord import app_commands

from bot import render
from bot.errors import BotError, KeptSnapshotError, NotOrganiserError
from bot.i18n import language, say
from bot.service import Loaded, TournamentService
from bot.settings import FIRST_RESPONSE_BUDGET, Settings
from bot.store import StoreError, StoreTimeoutError
from bot.workers import WorkLimitError
from core.errors import TiebreakError
from core.i18n.message import msg
from core.i18n.text import number

log = logging.getLogger("bot")
T = TypeVar("T")
P = ParamSpec("P")

NO_MENTIONS = discord.AllowedMentions.none()  # a name that slipped through never pings
_DEFERRED = "tiebreak_deferred"
_ANSWERED = "tiebreak_answered"


def service(interaction: discord.Interaction) -> TournamentService:
    """Return the tournament service injected into the bot (the interaction's client)."""
    found = getattr(interaction.client, "service", None)
    if not isinstance(found, TournamentService):
        raise TypeError("the client has no tournament service (create it with create_bot)")
    return found


def guild_id(interaction: discord.Interaction) -> int:
    """Return the server the interaction comes from.

    :raises BotError: in a direct message (every command is server-only).
    """
    if interaction.guild_id is None:
        raise BotError(msg("bot.error.dm"))
    return interaction.guild_id


async def run(fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> T:
    """Run blocking work (store, parsing, engine) off the event loop."""
    return await asyncio.to_thread(fn, *args, **kwargs)


async def stored(interaction: discord.Interaction, fn: Callable[..., T], /, *args: Any) -> T:
    """Return ``fn(*args)`` (store reads and writes) run off the event loop, deferring first
    when it outlasts the first response's budget: a database that stops answering still
    leaves time for the ephemeral error after the store's timeout, never "This interaction
    failed"."""
    task = asyncio.ensure_future(run(fn, *args))
    left = _budget_left(interaction)
    done, _ = await asyncio.wait({task}, timeout=left) if left > 0 else (set(), set())
    if not done:
        await defer(interaction)
    return await task


async def defer(interaction: discord.Interaction) -> None:
    """Acknowledge within Discord's 3 seconds; the answer follows as a follow-up (a button
    click: an edit of its message, with no "thinking…" message)."""
    if interaction.response.is_done():
        return
    if interaction.type is discord.InteractionType.component:
        await interaction.response.defer()
        return
    await interaction.response.defer(thinking=True)
    interaction.extras[_DEFERRED] = True


def _budget_left(interaction: discord.Interaction, now: datetime | None = None) -> float:
    """Seconds left of the first response's budget, counted from the interaction's creation
    (its id's timestamp, Discord's clock; an age outside 0..budget is read as 0 or budget)."""
    settings = getattr(interaction.client, "settings", None)
    budget = (
        settings.first_response_budget if isinstance(settings, Settings) else FIRST_RESPONSE_BUDGET
    )
    age = ((now or discord.utils.utcnow()) - interaction.created_at).total_seconds()
    return budget - min(max(age, 0.0), budget)


async def compute(
    interaction: discord.Interaction,
    slug: str | None,
    build: Callable[[Loaded], T],
    *,
    key: Hashable = None,
    after_round: int | None = None,
    quick: Callable[[Loaded], bool] | None = None,
    heavy: bool = False,
) -> T:
    """Return ``build`` of the tournament ``slug`` (or the active one), deferring first only
    when it cannot be ready for the first response; ``heavy``: see :func:`shared`.

    From the cache (one store read for the revision), ``build`` runs at once and its result
    goes out as the first response, unless it outlasts the budget; otherwise (the snapshot
    must be parsed and the standings computed) the interaction is deferred first, but for
    the standings after an earlier round of a tournament loaded already (one computation,
    sent in the first response when ready within the budget). With a
    ``key`` (naming everything ``build`` reads besides the tournament) the answer is kept
    by the service (:meth:`TournamentService.answer`), and one asked for again is sent
    without leaving the event loop when the store allows (:meth:`~TournamentService.
    try_cached`). Errors (nothing linked, an unknown player) raise before any response when
    they can. ``quick``: see :func:`shared`.
    """
    svc, gid = service(interaction), guild_id(interaction)
    svc.read_in(gid, language(interaction))

    def made(loaded: Loaded) -> T:
        return build(loaded) if key is None else svc.answer(loaded, key, build)

    runner = svc.workers.call if heavy else run
    checked, loaded = svc.try_cached(gid, slug, after_round=after_round)
    if loaded is not None and key is not None:
        return await shared(interaction, loaded, key, build, quick=quick, heavy=heavy)
    if checked and loaded is None and after_round is None:  # known already: to be computed
        await defer(interaction)
        return await runner(lambda: made(svc.load(gid, slug, after_round=after_round)))

    def from_cache() -> tuple[T] | None:
        found = loaded if checked else svc.cached(gid, slug, after_round=after_round)
        if found is None and after_round is not None and svc.cached(gid, slug) is not None:
            # An earlier round of a tournament loaded already is one standings computation
            # (20-50 ms at 1,000 x 11): sent in the first response when it is ready within
            # the budget, not deferred at once (two REST calls; a burst of new pages after
            # earlier rounds deferred most of its interactions, 1.4-1.7 calls each,
            # benchmarks/bench_bot.py).
            found = svc.load(gid, slug, after_round=after_round)
        return None if found is None else (made(found),)

    left = _budget_left(interaction)
    if left <= 0:
        await defer(interaction)
    task = asyncio.ensure_future(runner(from_cache))
    done, _ = await asyncio.wait({task}, timeout=left) if left > 0 else (set(), set())
    if not done:
        await defer(interaction)
    result = await task
    if result is not None:
        return result[0]
    await defer(interaction)
    return await runner(lambda: made(svc.load(gid, slug, after_round=after_round)))


async def shared(
    interaction: discord.Interaction,
    loaded: Loaded,
    key: Hashable,
    build: Callable[[Loaded], T],
    *,
    quick: Callable[[Loaded], bool] | None = None,
    heavy: bool = False,
) -> T:
    """Return the answer ``key`` of ``loaded`` (:meth:`TournamentService.answer`): the one
    kept, at once; else the one being built for the same question, when it is ready; else
    ``build`` run in a thread, or here when ``quick(loaded)`` says that ``loaded`` keeps
    what it reads (a page of a table laid out, an explanation made, a player found: the rest
    is rendering a few lines, a tenth of a millisecond). Deferred first when it outlasts the
    first response's budget.

    ``heavy``: ``build`` waits for a worker process (:mod:`bot.workers`): it runs on the
    workers' threads (:meth:`~bot.workers.Workers.call`), never on the event loop's shared
    executor, which the light answers of every server need.

    A burst of the same question (a pairing everyone looks at, a /whatif in a busy channel)
    is one build, not one each: without this, 200 /whatif of one player were 200 searches
    queued for the workers, all but two refused as busy (benchmarks/bench_bot.py).
    """
    svc = service(interaction)
    found = svc.answered(loaded, key)
    if found is not None:
        kept: T = found[0]
        return kept
    flight = svc.flight(loaded, key)
    if flight is None and quick is not None and quick(loaded):
        # Handing a build to a thread and waiting for it (the executor, a future, the wait
        # with its timeout, the shield) is about 60 µs of CPU on this machine, as much as
        # rendering an explanation kept (in-process, benchmarks/README.md).
        return svc.answer(loaded, key, build)
    if flight is None:
        # heavy work waits for a worker on the workers' own threads (bot.workers)
        runner = svc.workers.call if heavy else run
        flight = asyncio.ensure_future(runner(svc.answer, loaded, key, build))
        slot = (id(loaded), key)
        svc.flights[slot] = (loaded, flight)

        def landed(done: asyncio.Future[Any]) -> None:
            if svc.flights.get(slot, (None, None))[1] is done:
                del svc.flights[slot]

        flight.add_done_callback(landed)
    left = _budget_left(interaction)
    if left > 0:
        await asyncio.wait({flight}, timeout=left)  # a timeout cancels nothing
    if not flight.done():
        await defer(interaction)
    # shield: a waiter cancelled (the bot stopping) does not cancel the others' answer
    result: T = await asyncio.shield(flight)
    return result


async def answer(
    interaction: discord.Interaction,
    slug: str | None,
    build: Callable[[Loaded], Sequence[render.Message]],
    *,
    key: Hashable = None,
    quick: Callable[[Loaded], bool] | None = None,
    heavy: bool = False,
) -> None:
    """Send the messages ``build`` makes of the tournament ``slug``: :func:`compute` (the
    first response when the answer is ready, else deferred), then :func:`send`."""
    found = await compute(interaction, slug, build, key=key, quick=quick, heavy=heavy)
    await send(interaction, found)


async def send(
    interaction: discord.Interaction,
    messages: Sequence[render.Message],
    *,
    view: discord.ui.View | None = None,
    ephemeral: bool = False,
    files: Sequence[tuple[str, bytes]] = (),
) -> None:
    """Send one or more messages (each a list of embeds); the view and the ``files`` (name,
    bytes) go on the first."""
    for i, embeds in enumerate(messages):
        extra: dict[str, Any] = {"view": view} if (view is not None and i == 0) else {}
        if files and i == 0:  # a discord.File is read once: made for each send
            extra["files"] = [discord.File(io.BytesIO(data), filename=n) for n, data in files]
        if not interaction.response.is_done():
            await interaction.response.send_message(
                embeds=embeds, ephemeral=ephemeral, allowed_mentions=NO_MENTIONS, **extra
            )
        else:
            await interaction.followup.send(
                embeds=embeds, ephemeral=ephemeral, allowed_mentions=NO_MENTIONS, **extra
            )
        interaction.extras[_ANSWERED] = True


async def edit(
    interaction: discord.Interaction, embed: discord.Embed, view: discord.ui.View | None
) -> None:
    """Replace the clicked message: the first response when not deferred, else an edit."""
    if interaction.response.is_done():
        await interaction.edit_original_response(
            embed=embed, view=view, allowed_mentions=NO_MENTIONS
        )
    else:
        await interaction.response.edit_message(
            embed=embed, view=view, allowed_mentions=NO_MENTIONS
        )
    interaction.extras[_ANSWERED] = True


async def _organiser_role(
    interaction: discord.Interaction, gid: int, manage_only: bool
) -> tuple[bool, int | None]:
    """Return (may run organiser commands, the organiser role to name if not)."""
    if interaction.permissions.manage_guild:
        return True, None
    if manage_only:
        return False, None
    role_id = (await stored(interaction, service(interaction).store.guild, gid)).organiser_role_id
    member = interaction.user
    held = (
        role_id is not None
        and isinstance(member, discord.Member)
        and any(r.id == role_id for r in member.roles)
    )
    return held, role_id


async def require_organiser(interaction: discord.Interaction, *, manage_only: bool = False) -> int:
    """Return the server id if the member may run organiser commands.

    Organisers have the Manage Server permission or the server's organiser role (unless
    ``manage_only``). :raises NotOrganiserError: otherwise.
    """
    gid = guild_id(interaction)
    allowed, role_id = await _organiser_role(interaction, gid, manage_only)
    if not allowed:
        raise NotOrganiserError(role_id)
    return gid


async def is_organiser(interaction: discord.Interaction) -> bool:
    """Return whether the member may run organiser commands (False in direct messages)."""
    if interaction.guild_id is None:
        return False
    return (await _organiser_role(interaction, interaction.guild_id, False))[0]


def error_reply_for(original: BaseException, lang: str) -> list[render.Message]:
    """Return what the member who ran the command reads of ``original``: ours in full,
    a store failure without where the database is, anything else as a generic line (the
    detail logged for the operator)."""
    if isinstance(original, StoreError):
        # Members see that the database is down, never where it is (host, port, user, file):
        # the operator's log has that.
        log.error("store failed: %s", original)
        key = "bot.error.store-down" if isinstance(original, StoreTimeoutError) else None
        messages = render.error_reply(
            [say(key or "bot.error.store-failed", lang)], lang, title="bot.error.unexpected-title"
        )
    elif isinstance(original, WorkLimitError):
        messages = render.error_reply(
            [original.text(lang)], lang, title="bot.error.work-limit-title"
        )
    elif isinstance(original, KeptSnapshotError):
        messages = render.error_reply(
            [original.text(lang), *render.error_lines(original.cause, lang)], lang
        )
    elif isinstance(original, TiebreakError):
        messages = render.error_messages(original, lang)
    elif isinstance(original, app_commands.CommandOnCooldown):
        seconds = number(Fraction(original.retry_after), lang, 2)
        messages = render.error_reply(
            [say("bot.error.cooldown", lang, seconds=seconds)],
            lang,
            title="bot.error.cooldown-title",
        )
    elif isinstance(
        original, (app_commands.CommandNotFound, app_commands.CommandSignatureMismatch)
    ):
        log.warning("stale command: %r", original)
        messages = render.error_reply([say("bot.error.stale-command", lang)], lang)
    elif isinstance(original, app_commands.NoPrivateMessage):
        messages = render.error_reply([say("bot.error.dm", lang)], lang)
    else:
        log.error("command failed", exc_info=original)
        messages = render.error_reply(
            [say("bot.error.unexpected", lang)], lang, title="bot.error.unexpected-title"
        )
    return messages


async def report_error(interaction: discord.Interaction, error: BaseException) -> None:
    """Answer an error once, ephemerally: specific for ours, generic for anything else."""
    original = error.original if isinstance(error, app_commands.CommandInvokeError) else error
    if interaction.type is discord.InteractionType.autocomplete:
        log.warning("autocomplete failed: %r", original)
        if not interaction.response.is_done():  # no suggestions rather than "failed"
            try:
                await interaction.response.autocomplete([])
            except discord.HTTPException:
                log.exception("could not answer the autocomplete")
        return
    lang = language(interaction)
    messages = error_reply_for(original, lang)
    try:
        if interaction.extras.get(_DEFERRED) and not interaction.extras.get(_ANSWERED):
            # The "thinking…" message is public; replace it by an ephemeral one.
            await interaction.delete_original_response()
        await send(interaction, messages, ephemeral=True)
    except discord.HTTPException:
        log.exception("could not send the error reply")


__all__ = [
    "NO_MENTIONS",
    "NotOrganiserError",
    "compute",
    "defer",
    "edit",
    "error_reply_for",
    "guild_id",
    "is_organiser",
    "report_error",
    "require_organiser",
    "run",
    "send",
    "service",
    "shared",
    "stored",
]
