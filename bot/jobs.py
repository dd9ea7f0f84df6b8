"""The jobs :mod:`bot.workers` runs in a worker process for the service: reading an upload,
giving a prize list out (and :func:`give_prizes`, which ``/prizes`` uses too).

A job gets the linked tournament (its snapshot text, cheap to send) rather than its parsed
standings (megabytes to pickle for a big event), and computes them in the worker.
"""

from __future__ import annotations

from bot import sources
from bot.checks import check
from bot.errors import PrizeListError, SourceError
from bot.store import LinkedTournament
from core.engine.standings import Standings, compute_standings
from core.errors import InputError
from core.i18n.message import msg
from core.model import Tournament
from core.questions.prizes import PrizeResult, allocate, read_prize_list

__all__ = ["give_prizes", "prizes_given", "read_file"]


def read_file(
    filename: str, data: bytes, encoding: str | None = None
) -> tuple[Tournament, str, str]:
    """Return an uploaded file's tournament, its text and its snapshot (a job for a worker
    process: the file's size is bounded, the reader's work on it less so). ``encoding`` is
    what the organiser says a text file is, else the core guesses; a workbook is kept as its
    tournament JSON, and read again as such.

    :raises SourceError: for a file too large or not text.
    :raises InputError: every problem of the file (:func:`bot.sources.read_upload`).
    """
    if len(data) > sources.MAX_UPLOAD_BYTES:
        raise SourceError(
            filename, msg("bot.source.larger-than", mb=sources.MAX_UPLOAD_BYTES // (1024 * 1024))
        )
    if sources.is_workbook(data):
        t = sources.read_workbook(filename, data)
        check(t)
        snapshot = sources.snapshot_of(t, source=filename)
        return t, snapshot, snapshot
    text = sources.decode(data, source=filename, encoding=encoding)
    t = sources.read_upload(filename, text)
    check(t)  # refuse now what could not be shown later
    return t, text, sources.snapshot_of(t, source=filename)


def prizes_given(linked: LinkedTournament, text: str, source: str) -> PrizeResult:
    """Return the prize list ``text`` given out on the standings of ``linked`` (a job for a
    worker process: :func:`give_prizes`)."""
    t = sources.from_snapshot(linked.snapshot or "{}", name=linked.name)
    order = list(linked.order) if linked.order else None
    st = compute_standings(t, rules=linked.rules, order=order, live=True)
    return give_prizes(st, text, source)


def give_prizes(st: Standings, text: str, source: str) -> PrizeResult:
    """Return the prize list in ``text`` (from the file ``source``) given out on ``st``.

    :raises PrizeListError: for every problem of the list, or one that does not fit.
    """
    try:
        return allocate(st, read_prize_list(text, source=source), source=source)
    except PrizeListError:
        raise
    except InputError as err:
        raise PrizeListError(err) from None
