"""``tiebreak-sheets watch``: keep a sheet's tie-break columns current while results come in.

Every ``interval`` seconds (:data:`DEFAULT_INTERVAL`) the watch reads the spreadsheet once:
the same ``spreadsheets.get`` a sync starts with. When what the organiser entered differs from
the reading of the last sync, the same sync as ``tiebreak-sheets sync`` runs on that reading
(:func:`~sheets_addon.sync.sync_sheet`: a check read, one batch write); otherwise nothing is
sent until the next interval. What the organiser entered is every tab's entered values
without our columns (headers carrying our mark, and the columns the last write filled), so
our own writes never trigger another sync.

- **Rounds in progress.** The values count the finished games of the round in progress
  (``SyncOptions.live``, part 1): provisional, and every header note says so.
- **Blocked.** A conflict (a cell of the organiser where the sync would write), a problem in
  the organiser's data or a request Google refuses is reported once and nothing is written;
  as soon as anything in the spreadsheet changes (values or notes, our columns included,
  since clearing a value typed over ours resolves a conflict), the watch syncs again.
- **Google unavailable** after the gateway's own retries (429 and 5xx answers, the network
  failing, renewing the access token included): reported, and the next read comes
  after a bounded exponential backoff (:class:`~sheets_addon.retry.RetryPolicy`: the
  interval, twice that, … at most :data:`MAX_BACKOFF`), for as long as it takes.
- **Stopping.** :class:`~sheets_addon.stopping.Stop` turns the first Ctrl-C into a request:
  no request starts after it (one already sent is answered first, so a write is applied
  whole or not sent), a wait ends at once, and the watch prints its final line and returns
  (exit code 0). A second Ctrl-C interrupts at once (``KeyboardInterrupt``), and the watch
  still ends cleanly.
- Fatal errors (no access, no such sheet, credentials refused by Google's answer, an unknown
  rule set on the
  command line) are raised to the caller.

On a terminal a status line (last read, where the event stands, next read) is rewritten in
place under the log (:mod:`sheets_addon.status_line`); on a pipe or a file there is none.
"""

from __future__ import annotations

import datetime as _dt
import json
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import TextIO

from core.errors import InputError, Problem
from core.i18n.message import Msg, msg
from core.i18n.text import language_of, render
from core.render.standings import warning_text
from sheets_addon.api_types import JSON, Gateway
from sheets_addon.cells import parse_cells
from sheets_addon.columns import OWNER_MARK, is_owned_header
from sheets_addon.errors import (
    SheetBusyError,
    SheetConflictError,
    SheetRequestError,
    SheetsError,
    SheetUnavailableError,
)
from sheets_addon.layout import parse_sheet_ref, recognise
from sheets_addon.retry import RetryPolicy
from sheets_addon.settings import SyncOptions
from sheets_addon.status_line import StatusLine
from sheets_addon.stopping import GuardedGateway, Stop, Stopped
from sheets_addon.sync import SyncResult, entered, sync_sheet

DEFAULT_INTERVAL = 30.0
"""Seconds between two reads of the sheet."""
MAX_BACKOFF = 300.0
"""The longest wait between two reads while Google does not answer (or the interval, when
that is longer)."""
Fingerprint = tuple[tuple[str, tuple[tuple[str, ...], ...]], ...]


def _trimmed(lines: list[list[str]]) -> tuple[tuple[str, ...], ...]:
    for line in lines:
        while line and not line[-1]:
            line.pop()
    while lines and not lines[-1]:
        lines.pop()
    return tuple(tuple(line) for line in lines)


def _owned(rows: list[list[JSON]]) -> set[int]:
    """The columns of :func:`~sheets_addon.columns.owned_columns`, parsing only the cells
    whose note starts with our mark (a poll of a large sheet need not parse every cell)."""
    found: set[int] = set()
    for row in rows:
        for c, cell in enumerate(row):
            note = cell.get("note")
            if c not in found and isinstance(note, str) and note.startswith(OWNER_MARK):
                if is_owned_header(parse_cells([[cell]])[0][0]):
                    found.add(c)
    return found


def results_fingerprint(
    raw: Mapping[str, list[list[JSON]]], ours: Mapping[str, Iterable[int]] | None = None
) -> Fingerprint:
    """What the organiser entered in every tab of a reading (``raw``: title -> rows of
    ``CellData``), without our columns: those whose header carries our mark, and ``ours``
    (title -> columns a write has just filled). Equal fingerprints: nothing to sync."""
    out = []
    for title in sorted(raw):
        rows = raw[title]
        hidden = {*_owned(rows), *(ours or {}).get(title, ())}
        seen = entered(rows, hidden)
        if seen:
            out.append((title, tuple(tuple(line) for line in seen)))
    return tuple(out)


def sheet_fingerprint(raw: Mapping[str, list[list[JSON]]]) -> Fingerprint:
    """Everything in every tab of a reading, entered values and notes, our columns included:
    what may resolve a conflict or a problem."""
    out = []
    for title in sorted(raw):
        lines = [
            [
                json.dumps([cell.get("userEnteredValue"), cell.get("note")], sort_keys=True)
                if cell.get("userEnteredValue") or cell.get("note")
                else ""
                for cell in row
            ]
            for row in raw[title]
        ]
        seen = _trimmed(lines)
        if seen:
            out.append((title, seen))
    return tuple(out)


def _seconds(x: float) -> Fraction:
    """Seconds as an exact short decimal for messages (``0.05``, ``30``)."""
    return Fraction(str(round(x, 2)))


@dataclass
class WatchCounts:
    """What a watch did, for its final line (and for tests)."""

    reads: int = 0
    """Reads of the spreadsheet, one per poll (the syncs' check reads not counted)."""
    syncs: int = 0
    """Syncs run because the results changed (including the first one)."""
    writes: int = 0
    """Batch writes sent."""
    cells: int = 0
    """Cells those writes changed."""
    reports: int = 0
    """Problems reported (conflicts, problems in the data, Google failing)."""


class Watch:
    """One watch of one sheet: call :meth:`run`. See the module docstring."""

    def __init__(
        self,
        gateway: Gateway,
        sheet: str,
        options: SyncOptions | None = None,
        *,
        out: TextIO,
        interval: float = DEFAULT_INTERVAL,
        stop: Stop | None = None,
        sleep: Callable[[float], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
        max_polls: int | None = None,
        tty: bool | None = None,
    ) -> None:
        if interval <= 0:
            raise ValueError(f"interval must be positive, not {interval!r}")
        self.key, self.gid = parse_sheet_ref(sheet)
        self.sheet = sheet
        self.stop = stop or Stop()
        self.gateway = GuardedGateway(gateway, self.stop)
        base = options or SyncOptions()
        self.options = replace(base, live=True)
        self.interval = interval
        self.sleep = sleep or self.stop.wait
        self.clock = clock
        self.max_polls = max_polls
        self.display = StatusLine(out, tty=tty)
        self.backoff = RetryPolicy(base_delay=interval, max_delay=max(interval, MAX_BACKOFF))
        self.counts = WatchCounts()
        self.lang = language_of(base.lang or "") or "en"
        self.baseline: Fingerprint | None = None  # the organiser's cells at the last sync
        self.blocked: Fingerprint | None = None  # the whole sheet when a sync was refused
        self.reported: object = None  # what was reported last, so it is reported once
        self.failures = 0  # reads failed in a row
        self.warned: set[str] = set()
        self.state: Msg = msg("sheets.watch.no-round")
        self.last_read = ""

    # -- the loop -------------------------------------------------------------------

    def run(self) -> WatchCounts:
        """Watch until stopped (or ``max_polls`` reads); return what was done.

        :raises SheetsError: for what waiting cannot mend (no access, no such sheet,
            credentials refused), and the option errors of a sync.
        """
        self._say(msg("sheets.watch.start", seconds=_seconds(self.interval)))
        next_at = self.clock()
        try:
            while not self.stop.requested and (
                self.max_polls is None or self.counts.reads < self.max_polls
            ):
                self._wait_until(next_at)
                if self.stop.requested:
                    break
                started = self.clock()
                next_at = started + self._poll()
        except (Stopped, KeyboardInterrupt):
            pass  # between two requests (or at a second Ctrl-C): stop here
        finally:
            self.display.clear()
        c = self.counts
        self._say(
            msg(
                "sheets.watch.stopped",
                reads=msg("sheets.watch.reads", count=c.reads),
                writes=msg("sheets.watch.writes", count=c.writes),
                cells=msg("sheets.summary.cells", count=c.cells),
            )
        )
        return c

    def _wait_until(self, when: float) -> None:
        while not self.stop.requested:
            left = when - self.clock()
            if left <= 0:
                return
            self._status(left)
            self.sleep(min(left, 1.0) if self.display.tty else left)  # a countdown on a tty

    def _poll(self) -> float:
        """Read the sheet once and sync when it changed; return the wait until the next read."""
        self.counts.reads += 1
        self.last_read = _dt.datetime.now().strftime("%H:%M:%S")
        try:
            metadata, raw = self.gateway.read_spreadsheet(self.key)
            if self.failures:
                self.failures = 0
                self._say(msg("sheets.watch.back"))
            self._examine(metadata, raw)
        except SheetUnavailableError as exc:
            self.failures += 1
            delay = self.backoff.delay(self.failures)
            self.state = msg("sheets.watch.state-offline")
            why: str | Msg = f"HTTP {exc.status}" if exc.status else msg("sheets.watch.no-answer")
            self.counts.reports += 1
            self._say(msg("sheets.watch.unavailable", why=why, seconds=_seconds(delay)))
            return delay
        return self.interval

    def _examine(self, metadata: JSON, raw: Mapping[str, list[list[JSON]]]) -> None:
        if self.blocked is not None:
            if sheet_fingerprint(raw) == self.blocked:
                return
        elif self.baseline is not None and results_fingerprint(raw) == self.baseline:
            return
        try:
            reading = recognise(
                metadata,
                raw,
                key=self.key,
                worksheet=self.options.worksheet,
                gid=self.gid,
                lang=self.options.lang,
            )
            result = sync_sheet(self.gateway, self.sheet, self.options, reading=reading)
        except SheetConflictError as exc:
            self._block(raw, exc.lang, ("conflict", tuple(exc.cells)), _waiting(exc))
        except InputError as exc:
            head = msg("sheets.watch.problems", count=len(exc.problems))
            key = ("problems", tuple(p.text() for p in exc.problems))
            self._block(raw, getattr(exc, "lang", None), key, head, exc.problems)
        except (SheetRequestError, SheetBusyError) as exc:
            self._block(raw, exc.lang, ("refused", str(exc)), _waiting(exc))
        else:
            self._synced(result)

    def _block(
        self,
        raw: Mapping[str, list[list[JSON]]],
        lang: str | None,
        key: object,
        head: Msg,
        problems: Iterable[Problem] = (),
    ) -> None:
        """Nothing was written: report why once, and sync again when the sheet changes."""
        self.lang = lang or self.lang
        self.blocked = sheet_fingerprint(raw)
        self.state = msg("sheets.watch.state-blocked")
        if key == self.reported:
            return
        self.reported = key
        self.counts.reports += 1
        self._say(head)
        for problem in problems:
            self.display.line("  " + problem.text(self.lang))

    def _synced(self, result: SyncResult) -> None:
        plan = result.plan
        self.baseline = results_fingerprint(
            result.reading.raw, {plan.tab.title: {c.col for c in plan.changes}}
        )
        self.blocked = None
        self.reported = None
        self.lang = result.lang
        self.counts.syncs += 1
        if result.written:
            self.counts.writes += result.writes
            self.counts.cells += len(plan.changes)
        where = _where(result)
        self.state = where
        cells = msg("sheets.summary.cells", count=len(plan.changes))
        if plan.is_empty:
            self._say(msg("sheets.watch.unchanged", where=where))
        elif not result.written:
            for line in plan.describe(self.lang):
                self.display.line(line)
            self._say(msg("sheets.watch.would-write", where=where, cells=cells))
        else:
            self._say(msg("sheets.watch.wrote", where=where, cells=cells))
        for warning in result.standings.warnings:
            text = render(msg("cli.warning"), self.lang) + " " + warning_text(warning, self.lang)
            if text not in self.warned:
                self.warned.add(text)
                self.display.line(text)

    # -- output ---------------------------------------------------------------------

    def _say(self, m: Msg) -> None:
        self.display.line(render(m, self.lang))

    def _status(self, left: float) -> None:
        if self.display.tty and self.last_read:
            seconds = max(1, round(left))
            line = msg(
                "sheets.watch.status", time=self.last_read, state=self.state, seconds=seconds
            )
            self.display.status(render(line, self.lang))


def _waiting(exc: SheetsError) -> Msg:
    """The line saying nothing was written until ``exc`` is resolved (in any language)."""
    return msg("sheets.watch.waiting", error=exc.message if exc.message is not None else str(exc))


def _where(result: SyncResult) -> Msg:
    """Where the event stands: the round in progress and its finished games, else the last
    round counted."""
    progress = result.standings.progress
    if progress is not None:
        return msg(
            "sheets.watch.round",
            round=progress.round,
            finished=len(progress.finished),
            count=progress.games,
        )
    done = result.standings.rounds_counted
    return msg("sheets.watch.after", round=done) if done else msg("sheets.watch.no-round")


def watch_sheet(
    gateway: Gateway,
    sheet: str,
    options: SyncOptions | None = None,
    *,
    out: TextIO,
    interval: float = DEFAULT_INTERVAL,
    stop: Stop | None = None,
) -> WatchCounts:
    """Watch ``sheet`` (URL or key) through ``gateway`` until stopped (:class:`Watch`, whose
    other keywords the tests use)."""
    return Watch(gateway, sheet, options, out=out, interval=interval, stop=stop).run()
