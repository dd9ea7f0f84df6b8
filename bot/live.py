"""Following a live tournament (``/tournament live``): which process polls, reading
the source at most once an interval, and the hash that says whether the message must change.

Everything here blocks (store, network, engine); the live cog (:mod:`bot.cogs.live`) runs it
with ``asyncio.to_thread`` and does the Discord side (posting, editing).

Who reads a source: only the shard that owns the server (Discord's rule,
``(guild_id >> 22) % shard_count == shard_id``), and of the processes running that shard
(two for a while during a deploy) only the one that wins the store's lease
(:meth:`bot.store_live.LiveStore.claim_poll`). A sheet or a lichess Swiss is read again
once an interval; an uploaded file is never read again: its live message follows the store,
which changes when the file is linked again (or on ``/sync``).
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Callable, Sequence

import discord

from bot import sources
from bot.service import Loaded, TournamentService, check
from bot.shards import shard_of
from bot.store import LinkedTournament, SourceKind
from bot.store_live import LiveState
from core.errors import InputError, TiebreakError
from core.i18n.message import msg
from core.i18n.text import render

log = logging.getLogger("bot.live")

LEASE_SHARE = 0.9
"""A source is read again once ``LEASE_SHARE`` of the interval has passed: a process waking
a little early still reads it, and two processes waking half an interval apart do not both
read it."""


def owns(guild_id: int, shard_id: int | None, shard_count: int | None) -> bool:
    """Return whether the shard ``shard_id`` of ``shard_count`` receives the server's events
    (:func:`bot.shards.shard_of`); an unsharded bot owns every server."""
    if shard_id is None or not shard_count:
        return True
    return shard_of(guild_id, shard_count) == shard_id


def content_hash(embeds: Sequence[discord.Embed]) -> str:
    """Return a stable hash of what a message shows (its embeds as Discord gets them)."""
    text = json.dumps([e.to_dict() for e in embeds], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def read_source(svc: TournamentService, linked: LinkedTournament) -> bool:
    """Read a linked sheet or lichess Swiss again and store it when its results changed;
    return whether they did.

    With write-back on (``/tournament settings write_back:on``) a sheet whose results changed
    is synced back as ``/sync`` does (:func:`bot.sources.sync_sheet`): the organiser types a
    result and both the sheet's tie-break columns and Discord follow. An unchanged sheet is
    read once and written never. A sync back that is refused is logged, and Discord still
    follows the results read.

    :raises TiebreakError: what the source says is wrong (the stored snapshot stays).
    """
    t = sources.read_again(linked.kind, linked.source, linked.content)
    snapshot = sources.snapshot_of(t, source=linked.source)
    where = (linked.guild_id, linked.slug)
    if snapshot == linked.snapshot:
        return False
    if linked.kind is SourceKind.SHEET and _writes_back(svc, linked):
        try:
            synced, note = sources.sync_sheet(
                linked.source, rules=linked.rules, order=linked.order, live=True
            )
        except TiebreakError as err:
            # A sync back refused (a cell of the organiser in our columns, Google busy) must
            # not stop Discord following the results just read, nor be tried again at every
            # interval while they stay the same: it is tried at the next change.
            log.warning("live: the sheet of %s/%s not synced back: %s", *where, err)
        else:
            log.info("live: synced the sheet of %s/%s: %s", *where, render(note))
            t, snapshot = synced, sources.snapshot_of(synced, source=linked.source)
    order = list(linked.order) if linked.order else None
    check(t, linked.rules, order)  # refuse what could not be shown (a team event too)
    svc.store.update_snapshot(
        linked.guild_id, linked.slug, snapshot=snapshot, name=t.name or linked.name
    )
    return True


def _writes_back(svc: TournamentService, linked: LinkedTournament) -> bool:
    """Whether write-back is on now: asked again after the sheet was read, since reading
    takes a while and the organiser may have turned it off meanwhile (the read that sees
    the next change must not write a sheet the organiser closed to us)."""
    now = svc.store.get(linked.guild_id, linked.slug)
    return now is not None and now.write_back


def poll(
    svc: TournamentService,
    state: LiveState,
    *,
    now: float,
    every: float,
    on_read: Callable[[], object] | None = None,
) -> Loaded | None:
    """Read the live tournament's source if this process holds the lease for it, then return
    the tournament as the store has it now (``None``: it was unlinked, and is live no more).

    A source that cannot be read (network, a bad cell) is logged and the last good read
    shown; the next interval tries again.
    """
    linked = svc.store.get(state.guild_id, state.slug)
    if linked is None:
        svc.store.live.stop(state.guild_id, state.slug)
        return None
    if linked.kind is not SourceKind.FILE and svc.store.live.claim_poll(
        state.guild_id, state.slug, now=now, every=every * LEASE_SHARE
    ):
        key = refused_key(state.guild_id, state.slug)
        if on_read is not None:  # counted against the source's budget (bot.live_loop)
            on_read()
        try:
            read_source(svc, linked)
        except Exception as err:  # the live message keeps the last good read, and says so
            log.warning("live: could not read %s: %s", linked.source, err)
            svc.store.set_meta(key, _reason(err, state.lang))
        else:
            if svc.store.get_meta(key):
                svc.store.set_meta(key, "")
    return svc.load(state.guild_id, state.slug)


def refused_key(guild_id: int, slug: str) -> str:
    """The store's bot-wide value holding why the live source's last read was refused (in
    the live message's language; empty once a read succeeds again): kept in the store, so
    that every process editing the live message shows the same note."""
    return f"live-refused:{guild_id}:{slug}"


def refused(svc: TournamentService, state: LiveState) -> str | None:
    """Return why the last read of the live source was refused, or ``None``."""
    return svc.store.get_meta(refused_key(state.guild_id, state.slug)) or None


def _reason(err: Exception, lang: str) -> str:
    if isinstance(err, InputError) and err.problems:
        first = err.problems[0].text(lang)
        more = len(err.problems) - 1
        return first if not more else f"{first} (+{more})"
    if isinstance(err, TiebreakError):
        return err.text(lang)
    return render(msg("bot.error.unexpected"), lang)


__all__ = ["LEASE_SHARE", "content_hash", "owns", "poll", "read_source", "refused", "refused_key"]
