"""What the standings outputs of each kind of event hold that the other's do not (formats.md
5, 6.5), as data the writers read instead of asking "players or teams?": the event's
counts, the score columns (a player's points; a team's MP and GP, the primary among them)
and the columns of a player only (the withdrawal)."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any, NamedTuple

from core.engine.arbiter import withdrawn_after
from core.engine.standings import Row, Standings, score_msg
from core.i18n.message import Msg, msg
from core.model import Primary
from core.tiebreaks.engine import Entrant
from core.tiebreaks.registry import Scope

Extra = tuple[str, Callable[[Entrant, int], int | None]]
"""A column one kind's rows add: its key (JSON; CSV as the catalogue's ``standings.csv.``
word, ``_`` read as ``-``) and its value for an entrant after ``k`` rounds."""


Column = tuple[Msg, Callable[[Row], Fraction]]
"""A score column of the tables: its head and a row's value."""


class Shape(NamedTuple):
    """The outputs' shape of one kind of event."""

    scores: Callable[[Standings], tuple[Column, ...]]
    """The score columns: a player's points; a team's named scores (MP and GP,
    :attr:`Standings.scores`)."""
    primary: Callable[[Standings], Msg]
    """The head of the one score column a narrow table shows: a player's points, a team's
    primary score (MP or GP)."""
    event: Callable[[Standings], dict[str, Any]]
    """The JSON ``tournament`` object's fields after its name and rounds."""
    extras: tuple[Extra, ...]
    """The columns after the tie-breaks: a player's withdrawal, nothing for a team (a team
    records no withdrawal, rules.md 9.3)."""
    texts: bool
    """Whether a row (without game scores) may be written as JSON text by one format
    (:func:`core.render.standings._row_texts`, a player's row)."""


def _players(st: Standings) -> dict[str, Any]:
    return {"players": len(st.tournament.players)}


def _teams(st: Standings) -> dict[str, Any]:
    t = st.tournament
    return {"teams": len(t.teams), "boards": t.boards, "system": t.system.value}


def _points(st: Standings) -> tuple[Column, ...]:
    return ((msg("standings.column.pts"), _points_of),)


def _points_of(r: Row) -> Fraction:
    return r.points


def _points_head(st: Standings) -> Msg:
    return msg("standings.column.pts")


def _primary_head(st: Standings) -> Msg:
    return score_msg(*st.primaries)


def _named(st: Standings) -> tuple[Column, ...]:
    return tuple((score_msg(s), _score_of(s)) for s in st.scores)


def _score_of(s: Primary) -> Callable[[Row], Fraction]:
    return lambda r: r.scores[s]


SHAPES = {
    Scope.PLAYERS: Shape(
        _points, _points_head, _players, (("withdrawn_after", withdrawn_after),), True
    ),
    Scope.TEAMS: Shape(_named, _primary_head, _teams, (), False),
}
"""Each kind's shape, read by :attr:`Standings.scope`."""
