"""Board tie-breaks of team events (FIDE C.07 art. 12, rules.md 9.5): BC, TBR, BBE.

Board totals run over every counted round: played and forfeited boards with their
recorded points, a forfeited match with the recorded points on every board, a PAB as a win
on every board whatever its GP (12 preamble), an absence 0 (:attr:`TeamRound.board_points`).
``BC`` (12.1) is Σ board number × the team's points on that board, lower first. ``TBR``
(12.2) and ``BBE`` (12.3) are :class:`BoardKey` values compared element
by element, higher first: TBR the points on board 1, board 2, …; BBE the points without the
bottom board, without the two bottom boards, … down to board 1.
"""

from __future__ import annotations

from fractions import Fraction

from core.board_key import BoardKey as BoardKey  # its home; sheets_addon imports it here
from core.explain import Explanation, fide
from core.i18n.message import fold, msg
from core.model import PlayerId, Primary, TeamId
from core.teams.games import match_records
from core.teams.scores import score_msg
from core.teams.sums import item
from core.tiebreaks.engine import Column, Engine, register, register_all
from core.tiebreaks.registry import Scope, TiebreakSpec


def board_totals(eng: Engine, team: TeamId) -> list[Fraction]:
    """Return the team's points on board 1, 2, …, B over the counted rounds (art. 12)."""
    totals = [Fraction(0)] * match_records(eng).boards
    for x in match_records(eng)[team].rounds:
        for i, p in enumerate(x.board_points):
            totals[i] += p
    return totals


@register("BC", scope=Scope.TEAMS)
def board_count(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return BC (FIDE C.07 12.1): Σ over boards of board number × points; lower first."""
    team = TeamId(pid)
    totals = board_totals(eng, team)
    gp = score_msg(Primary.GP)
    items = []
    value = Fraction(0)
    for b, p in enumerate(totals, start=1):
        value += b * p
        note = msg("teams.entry.board-count", board=b, points=p, score=gp, amount=b * p)
        items.append(item(eng, None, None, None, p, b * p, False, (note,), fide("12.1")))
    summary = msg("teams.summary.lower-first", code=spec.code, value=value)
    return eng.make(spec, pid, value, tuple(items), summary)


def _key(totals: list[Fraction], tbr: bool) -> tuple[Fraction, ...]:
    """Return TBR's numbers (board 1, 2, …) or BBE's (without the bottom board, the two
    bottom boards, … down to board 1) of a team's board totals."""
    if tbr:
        return tuple(totals)
    return tuple(sum(totals[:last], Fraction(0)) for last in range(len(totals) - 1, 0, -1))


@register_all("TBR", "BBE", scope=Scope.TEAMS)
def board_keys(eng: Engine, spec: TiebreakSpec) -> Column:
    """Return every team's TBR (FIDE C.07 12.2) or BBE (12.3) as a :class:`BoardKey`."""
    tbr = spec.base == "TBR"
    return {pid: BoardKey(_key(board_totals(eng, TeamId(pid)), tbr)) for pid in eng.ids}


@register("TBR", "BBE", scope=Scope.TEAMS)
def board_key(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Explain TBR (FIDE C.07 12.2) or BBE (12.3): one item per number of the key (the key is
    no explanation's value)."""
    gp = score_msg(Primary.GP)
    tbr = spec.base == "TBR"
    key = _key(board_totals(eng, TeamId(pid)), tbr)
    items = []
    for i, p in enumerate(key, start=1):
        last = len(key) + 1 - i  # BBE's i-th number: the boards down to this one
        if tbr or last == 1:
            note = msg("teams.entry.board", board=i if tbr else 1, points=p, score=gp)
        else:
            note = msg("teams.entry.boards-down-to", last=last, points=p, score=gp)
        items.append(
            item(eng, None, None, None, None, p, False, (note,), fide("12.2" if tbr else "12.3"))
        )
    summary = msg("teams.summary.board-key", code=spec.code, key=fold("teamstd.slash", list(key)))
    return eng.make(spec, pid, None, tuple(items), summary)
