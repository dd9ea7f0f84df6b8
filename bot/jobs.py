"""The jobs :mod:`bot.workers` runs in a worker process for the service: reading an upload,
giving a prize list out; and :func:`worker_loaded`, the tournament a job asks about.

A job gets the linked tournament (its snapshot text, cheap to send) rather than its parsed
standings (megabytes to pickle for a big event), and builds them in the worker.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING

from bot import sources, teams
from bot.errors import SourceError
from bot.store import LinkedTournament
from core.i18n.message import msg
from core.model import Tournament
from core.questions.prizes import PrizeResult

if TYPE_CHECKING:
    from bot.service import Loaded

__all__ = ["prizes_given", "read_file", "worker_loaded"]

_BUILT: OrderedDict[tuple[int, str, int], Loaded] = OrderedDict()


def worker_loaded(linked: LinkedTournament) -> Loaded:
    """:func:`build_loaded` for a job in a worker process (:mod:`bot.workers`), which gets
    the linked tournament (its snapshot text) rather than the parsed standings: the few
    tournaments asked about last are kept, so a second question about one is not parsed
    again."""
    key = (linked.guild_id, linked.slug, linked.revision)
    found = _BUILT.get(key)
    if found is None:
        from bot.service import build_loaded  # bot.service imports this module

        found = _BUILT[key] = build_loaded(linked)
        while len(_BUILT) > 4:
            _BUILT.popitem(last=False)
    _BUILT.move_to_end(key)
    return found


def read_file(filename: str, data: bytes) -> tuple[Tournament, str, str]:
    """Return an uploaded file's tournament, its text and its snapshot (a job for a worker
    process: the file's size is bounded, the reader's work on it less so).

    :raises SourceError: for a file too large or not text.
    :raises InputError: every problem of the file (:func:`bot.sources.read_upload`).
    """
    if len(data) > sources.MAX_UPLOAD_BYTES:
        raise SourceError(
            filename, msg("bot.source.larger-than", mb=sources.MAX_UPLOAD_BYTES // (1024 * 1024))
        )
    text = sources.decode(data, source=filename)
    t = sources.read_upload(filename, text)
    teams.check(t)  # refuse now what could not be shown later
    return t, text, sources.snapshot_of(t, source=filename)


def prizes_given(linked: LinkedTournament, text: str, source: str) -> PrizeResult:
    """Return the prize list ``text`` given out on the standings of ``linked`` (a job for a
    worker process: :func:`give_prizes`)."""
    from bot.service import give_prizes  # bot.service imports this module

    return give_prizes(worker_loaded(linked).individual(), text, source)
