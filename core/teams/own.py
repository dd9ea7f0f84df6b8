"""A team's own record (rules.md 9.5): MPVGP (FIDE C.07 13.1) and WIN:MP (7.1). PS:MP and
PS:GP (7.5) are the players' PS on that score (:mod:`core.tiebreaks.own_record`)."""

from __future__ import annotations

from fractions import Fraction

from core.explain import Explanation, fide
from core.i18n.message import Msg, msg
from core.model import PlayerId, TeamId
from core.teams.games import match_records
from core.teams.matches import TeamRoundKind
from core.teams.scores import kind_msg, score_msg, score_of, total_of
from core.teams.sums import item
from core.tiebreaks.engine import Engine, register
from core.tiebreaks.registry import Scope, TiebreakSpec


@register("MPVGP", scope=Scope.TEAMS)
def secondary_score(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return MPVGP (FIDE C.07 13.1): the secondary score, GP when teams are ranked by MP
    and MP when they are ranked by GP; one item per round with its points."""
    team = TeamId(pid)
    score = match_records(eng).scoring.primary.other
    rec = match_records(eng)[team]
    unit = score_msg(score)
    items = tuple(
        item(
            eng,
            x.round,
            x.kind.kind,
            x.opponent,
            None,
            score_of(x, score),
            False,
            (_note(eng, "teams.entry.points", x.kind, x.opponent, score_of(x, score), unit),),
            fide("13.1"),
        )
        for x in rec.rounds
    )
    value = total_of(rec, score)
    return eng.make(spec, pid, value, items, msg("summary.sum", code=spec.code, value=value))


@register("WIN", scope=Scope.TEAMS)
def wins(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return WIN:MP (FIDE C.07 7.1 for teams): the rounds in which the team got the match
    points of a win; forfeit wins count, a PAB only when it is worth a win."""
    team = TeamId(pid)
    win = match_records(eng).scoring.win
    count = 0
    items = []
    for x in match_records(eng)[team].rounds:
        won = x.kind is not TeamRoundKind.ABSENT and x.mp == win
        count += won
        key = "teams.entry.win" if won else "teams.entry.no-win"
        note = _note(eng, key, x.kind, x.opponent, x.mp, score_msg(spec.team_score))
        items.append(
            item(
                eng,
                x.round,
                x.kind.kind,
                x.opponent,
                None,
                Fraction(int(won)),
                False,
                (note,),
                fide("7.1"),
            )
        )
    value = Fraction(count)
    return eng.make(spec, pid, value, tuple(items), msg("summary.sum", code=spec.code, value=value))


def _note(
    eng: Engine,
    key: str,
    kind: TeamRoundKind,
    opponent: TeamId | None,
    points: Fraction,
    unit: Msg,
) -> Msg:
    """The round's note, naming the opposing team when there is one (``…-against``)."""
    if opponent is None:
        return msg(key, outcome=kind_msg(kind), points=points, score=unit)
    name = match_records(eng).name(opponent)
    return msg(key + "-against", outcome=kind_msg(kind), opponent=name, points=points, score=unit)
