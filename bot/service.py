"""What the commands call: the linked tournament, its standings, player lookup, sources.

Synchronous on purpose (store round trips, parsing, the engine): the cogs call it through
``asyncio.to_thread`` so the event loop never blocks. Standings are cached per
(server, tournament, revision): the revision comes from the store on every call, so a
``/sync`` or a settings change made by another shard is seen at once.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from bot import jobs, sources
from bot.checks import canonical_codes, check, scope_of
from bot.errors import (
    KeptSnapshotError,
    NoTournamentError,
    SourceError,
)
from bot.loaded import Loaded, build_loaded, worker_loaded
from bot.store import LinkedTournament, SourceKind, Store
from bot.workers import Workers
from core.errors import TiebreakError
from core.i18n.message import Msg, msg
from core.model import PlayerId, Tournament
from core.questions.prizes import PrizeResult
from core.tiebreaks.registry import split_order

log = logging.getLogger("bot")
CACHE_SIZE = 128
ANSWERS_KEPT = 2048
"""Answers kept by the service (:meth:`TournamentService.answer`), all tournaments together:
the pages and cards asked for again and again while a round's results are discussed."""
T = TypeVar("T")


class TournamentService:
    """The store plus the engine, with a small cache of computed standings."""

    def __init__(
        self,
        store: Store,
        *,
        read_url: Callable[[str], sources.Read] = sources.read_url,
        workers: Workers | None = None,
    ) -> None:
        self.store = store
        self.read_url = read_url
        self.workers = workers if workers is not None else Workers()
        """Where the CPU-heavy work of one interaction runs (:mod:`bot.workers`)."""
        self._cache: OrderedDict[tuple[int, str, int | None], tuple[int, Loaded]] = OrderedDict()
        self._lock = threading.Lock()
        self.computed = 0  # standings computations, for the cache test
        self._builds: dict[tuple[int, str, int | None], tuple[threading.Lock, int]] = {}
        self.readers: dict[int, set[str]] = {}
        """The languages each server's members asked in since the bot started
        (:meth:`read_in`): the ones :attr:`on_load` builds answers in ahead."""
        self.on_load: list[Callable[[TournamentService, Loaded, frozenset[str]], None]] = []
        """Called with each tournament just loaded and its server's languages, in the thread
        that loaded it: the cogs build their cheap answers ahead there (the standings
        pages), so the burst after a /sync finds them kept."""
        self._answers: OrderedDict[tuple[int, Hashable], tuple[Loaded, Any]] = OrderedDict()
        self.flights: dict[tuple[int, Hashable], tuple[Loaded, asyncio.Future[Any]]] = {}
        """The answers being built now, each a future on the event loop (read and written
        there only, :func:`bot.interact.shared`): the same question asked again while its
        answer is being built waits for that build instead of starting another."""

    def linked(self, guild_id: int, slug: str | None = None) -> LinkedTournament:
        """Return the named tournament, or the active one.

        :raises NoTournamentError: when nothing is linked.
        :raises UnknownTournamentError: when ``slug`` is not linked here.
        """
        if slug:
            return self.store.require(guild_id, slug)
        found = self.store.active(guild_id)
        if found is None:
            raise NoTournamentError()
        return found

    def load(
        self, guild_id: int, slug: str | None = None, *, after_round: int | None = None
    ) -> Loaded:
        """Return the tournament with its standings (cached by revision).

        ``after_round`` k gives the standings as they stood after round k (a k at or beyond
        the rounds played gives the current standings). Without it, a round in progress
        counts its finished games: the standings are provisional, and
        :attr:`Standings.progress` says so .
        """
        hit = self.cached(guild_id, slug, after_round=after_round)
        if hit is not None:
            return hit
        return self.load_linked(self.linked(guild_id, slug), after_round=after_round)

    def load_linked(self, linked: LinkedTournament, *, after_round: int | None = None) -> Loaded:
        """Return :meth:`load` of ``linked`` as it is, at its revision (from the cache or
        computed): the tournament a link or a ``use`` just stored, which the answer names
        even when another command of the server changed the store a moment later."""
        guild_id = linked.guild_id
        hit = self._hit((guild_id, linked.slug, None), linked.revision)
        if hit is not None and (after_round is None or after_round >= hit.rounds_played):
            return hit
        parsed = None
        if after_round is not None:
            full = self.load(guild_id, linked.slug)
            if after_round >= full.rounds_played:
                return full
            if full.linked.revision == linked.revision:
                parsed = full.tournament
        key = (guild_id, linked.slug, after_round)
        with self._one_build(key):
            hit = self._hit(key, linked.revision)  # built by the thread this one waited for
            if hit is not None:
                return hit
            loaded = build_loaded(linked, after_round, parsed=parsed)
            with self._lock:
                self.computed += 1
                replaced = self._cache.get(key)
                self._cache[key] = (linked.revision, loaded)
                self._cache.move_to_end(key)
                gone = [replaced[1]] if replaced is not None else []
                while len(self._cache) > CACHE_SIZE:
                    gone.append(self._cache.popitem(last=False)[1][1])
                self._forget(gone)
        langs = frozenset(self.readers.get(guild_id, ()))
        for ahead in self.on_load:
            try:
                ahead(self, loaded, langs)
            except Exception:  # answers built ahead are a saving, never the answer asked for
                log.exception("building answers ahead failed")
        return loaded

    def read_in(self, guild_id: int, lang: str) -> None:
        """Note that a member of the server asked something in ``lang``."""
        found = self.readers.get(guild_id)
        if found is None:
            self.readers[guild_id] = {lang}
        elif lang not in found:
            found.add(lang)

    @contextmanager
    def _one_build(self, key: tuple[int, str, int | None]) -> Iterator[None]:
        """Hold the lock of ``key`` while its standings are built: the questions that come
        in a burst after a /sync (or about a new ``after_round``) wait for one build instead
        of parsing and computing the same tournament in every thread of the pool."""
        with self._lock:
            lock, users = self._builds.get(key, (threading.Lock(), 0))
            self._builds[key] = (lock, users + 1)
        try:
            with lock:
                yield
        finally:
            with self._lock:
                lock, users = self._builds[key]
                if users == 1:
                    del self._builds[key]
                else:
                    self._builds[key] = (lock, users - 1)

    def _forget(self, gone: list[Loaded]) -> None:
        """Drop the answers built from tournaments the cache no longer holds (the lock
        held): each answer keeps its tournament alive, megabytes for a big event, so without
        this a bound on the answers' count would not bound memory."""
        ids = {id(x) for x in gone}
        if ids:
            for k in [k for k, v in self._answers.items() if id(v[0]) in ids]:
                del self._answers[k]

    def cached(
        self, guild_id: int, slug: str | None = None, *, after_round: int | None = None
    ) -> Loaded | None:
        """Return what :meth:`load` would, if it is in the cache at the stored revision;
        ``None`` when it would have to parse the snapshot and compute the standings (first
        load in this process, or a revision changed by a sync, a setting, another shard).

        Only a store read of the slug and revision (not the snapshot, megabytes for a big
        event): the bot answers from the cache at once, and acknowledges first (Discord's 3
        seconds) only when it must compute.

        :raises NoTournamentError: when nothing is linked.
        :raises UnknownTournamentError: when ``slug`` is not linked here.
        """
        found = self.store.revision(guild_id, slug or None)
        if found is None:
            self.linked(guild_id, slug)  # raises, naming what is linked
            return None  # linked in the meantime: read it as a miss
        return self._cached_at(guild_id, found, after_round)

    def _cached_at(
        self, guild_id: int, found: tuple[str, int], after_round: int | None
    ) -> Loaded | None:
        key, revision = found
        full = self._hit((guild_id, key, None), revision)
        if after_round is None or full is None:
            return full
        if after_round >= full.rounds_played:
            return full
        return self._hit((guild_id, key, after_round), revision)

    def answered(self, loaded: Loaded, key: Hashable) -> tuple[Any] | None:
        """Return ``(answer,)`` if :meth:`answer` built the answer ``key`` names from this
        ``loaded`` already, else ``None``."""
        with self._lock:
            hit = self._answers.get((id(loaded), key))
            if hit is None or hit[0] is not loaded:  # an id is unique only while it lives
                return None
            self._answers.move_to_end((id(loaded), key))
            return (hit[1],)

    def flight(self, loaded: Loaded, key: Hashable) -> asyncio.Future[Any] | None:
        """Return the future of the answer ``key`` being built from this ``loaded`` now, if
        one is (on the event loop only)."""
        found = self.flights.get((id(loaded), key))
        return found[1] if found is not None and found[0] is loaded else None

    def answer(self, loaded: Loaded, key: Hashable, build: Callable[[Loaded], T]) -> T:
        """Return ``build(loaded)``, kept under ``key`` while ``loaded`` is the tournament at
        its revision (a loaded tournament never changes, so neither does the answer). ``key``
        names everything ``build`` reads besides ``loaded``: the command, its options, the
        language. An error is raised each time, never kept.
        """
        found = self.answered(loaded, key)
        if found is not None:
            kept: T = found[0]
            return kept
        built = build(loaded)
        with self._lock:
            if not any(v[1] is loaded for v in self._cache.values()):
                return built  # replaced meanwhile (or never cached): nothing would drop it
            self._answers[(id(loaded), key)] = (loaded, built)
            while len(self._answers) > ANSWERS_KEPT:
                self._answers.popitem(last=False)
        return built

    def try_cached(
        self, guild_id: int, slug: str | None = None, *, after_round: int | None = None
    ) -> tuple[bool, Loaded | None]:
        """Return ``(True, cached(...))`` when that can be read on the event loop without
        waiting: a local store (SQLite: a read takes microseconds, less than handing it to a
        thread) whose connection no other thread holds now. Else ``(False, None)``: ask
        :meth:`cached` from a thread (PostgreSQL is a network round trip; nothing linked
        under that name, an error that reads the list of linked tournaments).
        """
        if self.store.dialect != "sqlite":
            return False, None
        with self.store.db.if_free() as free:
            found = self.store.revision(guild_id, slug or None) if free else None
            if found is None:
                return False, None
            return True, self._cached_at(guild_id, found, after_round)

    def _hit(self, key: tuple[int, str, int | None], revision: int) -> Loaded | None:
        with self._lock:
            hit = self._cache.get(key)
            if hit is None or hit[0] != revision:
                return None
            self._cache.move_to_end(key)
            return hit[1]

    def tournament(self, guild_id: int, slug: str | None = None) -> Tournament:
        """Return the tournament only (autocomplete)."""
        return self.load(guild_id, slug).tournament

    # -- organiser actions -----------------------------------------------------------------

    def link_url(self, guild_id: int, url: str) -> Loaded:
        """Read a lichess Swiss or a Google Sheet and link it (it becomes the active one).

        :raises KeptSnapshotError: when the URL was linked before and this read is refused
            (the tournament as last read stays, and the reply says so).
        """
        try:
            read = self.read_url(url)
            return self._link(guild_id, read)
        except TiebreakError as err:
            raise self._kept(guild_id, url.strip(), err) from None

    def link_upload(
        self, guild_id: int, filename: str, data: bytes, encoding: str | None = None
    ) -> Loaded:
        """Read an uploaded file and link it (``encoding``: what the organiser says the file
        is, else the core's guess).

        :raises KeptSnapshotError: when a file of that name was linked before and this one
            is refused (the one linked before stays, and the reply says so).
        """
        try:
            t, text, snapshot = self.workers.run(guild_id, jobs.read_file, filename, data, encoding)
            read = sources.Read(t, SourceKind.FILE, filename, text)
            return self._link(guild_id, read, snapshot=snapshot)
        except TiebreakError as err:
            raise self._kept(guild_id, filename, err, kind=SourceKind.FILE) from None

    def _kept(
        self, guild_id: int, source: str, err: TiebreakError, *, kind: SourceKind | None = None
    ) -> TiebreakError:
        """Return ``err`` as a :class:`KeptSnapshotError` when ``source`` was linked before
        (its last good read stays in the store), else ``err`` itself."""
        if isinstance(err, KeptSnapshotError):
            return err
        if kind is None:
            try:
                kind = sources.classify_url(source)
            except TiebreakError:
                return err
        before = self.store.replaced_by(guild_id, kind=kind, source=source)
        if before is None or before.snapshot is None:
            return err
        return KeptSnapshotError(before.slug, before.synced_at or before.linked_at, err)

    def _link(self, guild_id: int, read: sources.Read, *, snapshot: str | None = None) -> Loaded:
        t = read.tournament
        if snapshot is None:
            check(t)  # refuse now what could not be shown later
            snapshot = sources.snapshot_of(t, source=read.source)
        linked = self.store.link(
            guild_id,
            name=t.name or read.source,
            kind=read.kind,
            source=read.source,
            content=read.content,
            snapshot=snapshot,
        )
        return self.load_linked(linked)  # what this link stored (Store.link)

    def sync(self, guild_id: int, slug: str | None = None) -> tuple[Loaded, Msg | None]:
        """Read the source again, store the new snapshot, and (sheets) write columns back;
        the sheet connector's summary (a sheet only).

        :raises KeptSnapshotError: when the read is refused (the last good one stays).
        """
        linked = self.linked(guild_id, slug)
        note: Msg | None = None
        try:
            if linked.kind is SourceKind.SHEET:
                t, note = sources.sync_sheet(linked.source, rules=linked.rules, order=linked.order)
            else:
                t = sources.read_again(linked.kind, linked.source, linked.content)
            check(t, linked.rules, list(linked.order) if linked.order else None)
            snapshot = sources.snapshot_of(t, source=linked.source)
        except TiebreakError as err:
            if linked.snapshot is None:
                raise
            raise KeptSnapshotError(
                linked.slug, linked.synced_at or linked.linked_at, err
            ) from None
        self.store.update_snapshot(
            guild_id, linked.slug, snapshot=snapshot, name=t.name or linked.name
        )
        return self.load(guild_id, linked.slug), note

    def set_prizes(
        self, guild_id: int, slug: str | None, filename: str, data: bytes
    ) -> tuple[Loaded, PrizeResult]:
        """Read an uploaded prize list, check it against the tournament, then store it.

        :raises PrizeListError: naming every problem with its field (nothing is stored).
        """
        if len(data) > sources.MAX_UPLOAD_BYTES:
            raise SourceError(
                filename,
                msg("bot.source.larger-than", mb=sources.MAX_UPLOAD_BYTES // (1024 * 1024)),
            )
        loaded = self.load(guild_id, slug)
        text = sources.decode(data, source=filename)
        # Refused now, not at /prizes; in a worker, as the size of a list is not its cost.
        result = self.workers.run(guild_id, jobs.prizes_given, loaded.linked, text, filename)
        self.store.set_prizes(guild_id, loaded.linked.slug, prizes=text, source=filename)
        return self.load(guild_id, loaded.linked.slug), result

    def clear_prizes(self, guild_id: int, slug: str | None) -> Loaded:
        """Remove the tournament's prize list."""
        linked = self.linked(guild_id, slug)
        self.store.set_prizes(guild_id, linked.slug, prizes=None, source=None)
        return self.load(guild_id, linked.slug)

    def set_settings(
        self, guild_id: int, slug: str | None, *, rules: str | None, order: str | None
    ) -> Loaded:
        """Check the rule set and order on the tournament, then store them."""
        linked = self.linked(guild_id, slug)
        t = sources.from_snapshot(linked.snapshot or "{}", name=linked.name)
        codes = canonical_codes(t, split_order(order)) if order else None
        check(t, rules or None, codes)  # raises on bad names
        self.store.set_settings(guild_id, linked.slug, rules=rules or None, order=codes or None)
        return self.load(guild_id, linked.slug)


__all__ = [
    "Loaded",
    "PlayerId",
    "TournamentService",
    "build_loaded",
    "canonical_codes",
    "check",
    "scope_of",
    "worker_loaded",
]
