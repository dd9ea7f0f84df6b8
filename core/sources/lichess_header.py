"""What the importer takes from lichess's description of a Swiss (``/api/swiss/{id}``):
the checks every reader applies (:mod:`core.limits`: no control character in a
name, a bounded round count) and a real start date, then the name, the start date and the
number of rounds put on the tournament read from the TRF export."""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

from core.errors import InputError, Problem
from core.i18n.message import msg
from core.limits import MAX_ROUNDS, text_problem
from core.model import Tournament

__all__ = ["apply_header", "check_header"]

_MAX_EPOCH_MS = 253_402_300_799_999  # 9999-12-31T23:59:59.999Z, the last date Python has


def check_header(header: dict[str, Any], source: str, ident: str) -> None:
    """Refuse a description whose name, round count or start date no reader would accept
    (the rules of :mod:`core.limits`), before anything is built from it."""
    problems: list[Problem] = []
    name = header.get("name")
    if isinstance(name, str):
        why = text_problem(name)
        if why is not None:
            problems.append(Problem(source, msg("input.lichess.header-name", id=ident, why=why)))
    nb = header.get("nbRounds")
    if isinstance(nb, int) and not isinstance(nb, bool) and not 0 <= nb <= MAX_ROUNDS:
        problems.append(
            Problem(source, msg("input.lichess.header-rounds", id=ident, found=nb, most=MAX_ROUNDS))
        )
    starts = header.get("startsAt")
    if (
        isinstance(starts, int)
        and not isinstance(starts, bool)
        and not (0 <= starts <= _MAX_EPOCH_MS)
    ):
        problems.append(
            Problem(source, msg("input.lichess.header-start", id=ident, found=str(starts)))
        )
    if problems:
        raise InputError(problems)


def apply_header(t: Tournament, header: dict[str, Any]) -> Tournament:
    name = header.get("name")
    starts = header.get("startsAt")
    start_date = t.start_date
    if isinstance(starts, str):
        try:
            start_date = date.fromisoformat(starts[:10])
        except ValueError:
            pass
    elif isinstance(starts, int) and not isinstance(starts, bool):  # epoch milliseconds
        start_date = datetime.fromtimestamp(starts / 1000, tz=UTC).date()
    rounds = t.rounds
    nb = header.get("nbRounds")
    if isinstance(nb, int) and not isinstance(nb, bool) and nb > 0:
        rounds = nb
    return t._replace(
        name=name if isinstance(name, str) and name else t.name,
        start_date=start_date,
        rounds=max(rounds, t.rounds_played),
    )
