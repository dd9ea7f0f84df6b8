"""The words of each kind of event (players, teams), by message key: one table, read where
the engine is built (:class:`core.tiebreaks.engine.Engine`), so that no class hierarchy and no
reader asks which kind of event it words."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from core.i18n.message import Msg, msg
from core.model import Outcome, RoundKind
from core.rules.base import outcome
from core.tiebreaks.cut import CutReason
from core.tiebreaks.registry import Scope
from core.tiebreaks.sums import CUT_NOTES


class Words(NamedTuple):
    """The words of one kind of event, by message key: how an explanation names a round, a
    cut and FB's assumption (8.3), and the keys that name the primary score. A team's take
    the arguments of the players' and ``score`` (MP or GP; the rules lines: ``primary``): a
    match won by forfeit, not a forfeit win; a VUR cut names absences and forfeits (a team
    has no requested byes); FB names the last-round match its assumption moved; "3 MP", not
    "3 points"."""

    outcome_names: Sequence[Msg]
    """A round's name in a summary, by ``Outcome.index`` (``outcome.win``)."""
    cut_notes: Mapping[CutReason, Msg]
    """What a cut adds to its round's notes."""
    fore_assumed: Msg
    """FB's note on the own last round (or on every round, for players)."""
    fore_moved: str | None
    """FB's note on an opponent's moved last round (``opponent``), when one is said."""
    points: str
    why_points: str
    why_shared: str
    unbroken_tie: str
    ties_none: str
    name_column: str
    rules_line: str
    rules_markdown: str
    same_entrant: str


_TEAM_KINDS = {RoundKind(k) for k in ("played", "forfeit-win", "forfeit-loss", "pab", "absent")}
WORDS = {
    Scope.PLAYERS: Words(
        [outcome(o) for o in Outcome],
        CUT_NOTES,
        msg("mod.fore-assumed"),
        None,
        points="points",
        why_points="why.points",
        why_shared="why.shared",
        unbroken_tie="warning.unbroken-tie",
        ties_none="cli.ties.none",
        name_column="standings.column.name",
        rules_line="standings.rules",
        rules_markdown="standings.rules-markdown",
        same_entrant="cli.error.same-player",
    ),
    Scope.TEAMS: Words(
        [
            msg(f"teams.kind.{o.kind.value}") if o.kind in _TEAM_KINDS else outcome(o)
            for o in Outcome
        ],
        {**CUT_NOTES, CutReason.VUR: msg("teams.mod.cut.vur")},
        msg("teams.mod.fore-assumed"),
        "teams.mod.fore-moved",
        points="teamstd.score",
        why_points="teamstd.why.score",
        why_shared="teamstd.why.shared",
        unbroken_tie="teamstd.warning.unbroken-tie",
        ties_none="teams.ties.none",
        name_column="teamstd.column.team",
        rules_line="teamstd.rules",
        rules_markdown="teamstd.rules-markdown",
        same_entrant="teamstd.error.same-team",
    ),
}
"""The words of each kind of event (:class:`Words`)."""
