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


def _named(st: Standings) -> tuple[Column, ...]:
    return tuple((score_msg(s), _score_of(s)) for s in st.scores)


def _score_of(s: Primary) -> Callable[[Row], Fraction]:
    return lambda r: r.scores[s]


def _teams(st: Standings) -> dict[str, Any]:
    t = st.tournament
    return {"teams": len(t.teams), "boards": t.boards, "system": t.system.value}


_PTS = msg("standings.column.pts")

SHAPES = {
    Scope.PLAYERS: Shape(
        scores=lambda st: ((_PTS, lambda r: r.points),),
        primary=lambda st: _PTS,
        event=lambda st: {"players": len(st.tournament.players)},
        extras=(("withdrawn_after", withdrawn_after),),
        texts=True,
    ),
    Scope.TEAMS: Shape(
        scores=_named,
        primary=lambda st: score_msg(*st.primaries),
        event=_teams,
        extras=(),
        texts=False,
    ),
}
"""Each kind's shape, read by :attr:`Standings.scope`."""
