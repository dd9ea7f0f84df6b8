"""A round in progress: which rounds the standings count, which games of the
round in progress are finished and which are pending, and whether the standings are
provisional."""

from typing import NamedTuple

from core.errors import InvalidOptionError
from core.i18n.message import Msg, msg
from core.model import PlayerId, Tournament


class Progress(NamedTuple):
    """Where an event with pending games stands."""

    after_round: int
    """The last complete round the standings count."""
    round: int
    """The round in progress (the first one with a pending game)."""
    finished: tuple[tuple[PlayerId, PlayerId], ...]
    """The finished games of the round in progress, as pairs of starting numbers."""
    pending: tuple[tuple[PlayerId, PlayerId], ...]
    """Its pending games."""
    provisional: bool
    """Whether the finished games of the round in progress are counted (``--live``)."""

    @property
    def games(self) -> int:
        """The number of games of the round in progress between two players."""
        return len(self.finished) + len(self.pending)

    def note(self) -> Msg:
        """Say which rounds the standings count ("after round 4; round 5 in progress: 7 of
        12 games finished"), and that they are provisional when they are."""
        if self.after_round == 0:  # round 1: not "after round 0"
            return msg(
                "progress.first-live" if self.provisional else "progress.first",
                round=self.round,
                finished=len(self.finished),
                count=self.games,
            )
        return msg(
            "progress.live" if self.provisional else "progress.after",
            after=self.after_round,
            round=self.round,
            finished=len(self.finished),
            count=self.games,
        )


def progress_of(t: Tournament, *, live: bool) -> Progress | None:
    """Return the progress of ``t``, or ``None`` when no game is pending."""
    r = t.pending_round
    if r is None:
        return None
    finished, pending = t.games_of_round(r)
    return Progress(r - 1, r, tuple(finished), tuple(pending), live)


def prepare(
    t: Tournament, *, after_round: int | None, live: bool
) -> tuple[Tournament, int | None, Progress | None]:
    """Return the event the engine evaluates, the round to stop after and the progress
    note: by default the complete rounds, with ``live`` the finished games of the round in
    progress as well, with ``after_round`` that round if it is complete.

    :raises InvalidOptionError: for ``after_round`` at or beyond a round in progress, or
        with ``live``.
    """
    progress = progress_of(t, live=live and after_round is None)
    if progress is None:
        return t, after_round, None
    if after_round is not None:
        if after_round > progress.after_round:
            raise InvalidOptionError(
                msg(
                    "error.after-round-in-progress",
                    round=after_round,
                    current=progress.round,
                    last=progress.after_round,
                )
            )
        return t.after_round(after_round), None, None
    if live:
        return t.live(), None, progress
    return t.after_round(progress.after_round), None, progress
