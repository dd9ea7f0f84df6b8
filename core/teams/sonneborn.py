"""Extended Sonneborn-Berger for teams (FIDE C.07 13.2, rules.md 9.5): EMMSB, EMGSB, EGMSB,
EGGSB, and SB:MP / SB:GP (9.1) as EMMSB / EGGSB.

The first letter after ``E`` names the opponent's score, the second the team's own score
in the match: ``EMGSB`` = Σ over the k rounds of (opponent's seen MP) × (own GP in the
match). An own unplayed round contributes 9.4's own-round value on the opponent-side score
times the team's own points of that round (a PAB on EMGSB: own MP dummy × B × w; a forfeit
loss or an absence: × 0). ``-C1``/``-C2`` remove the contribution of the lowest-scoring
opponent (14.1.2), a VUR first when its contribution is not smaller (16.5).
"""

from __future__ import annotations

from fractions import Fraction

from core.explain import Explanation
from core.i18n.message import Msg, msg
from core.model import PlayerId, Primary, TeamId
from core.rules.fide import FideRuleSet
from core.teams.games import match_records
from core.teams.matches import TeamRoundKind
from core.teams.scores import score_msg, score_of
from core.teams.sums import cut_sum, entry_row
from core.tiebreaks.engine import Engine, register
from core.tiebreaks.registry import Scope, TiebreakSpec
from core.tiebreaks.sums import Row


def sides(base: str) -> tuple[Primary, Primary]:
    """Return the opponent-side and own-side scores of an extended SB code (``EMGSB``: MP,
    GP)."""
    return Primary(base[1] + "P"), Primary(base[2] + "P")


@register("EMMSB", "EMGSB", "EGMSB", "EGGSB", scope=Scope.TEAMS)
def extended_sb(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return the extended Sonneborn-Berger ``spec`` names (FIDE C.07 13.2, 14.1.2, 16 for
    teams)."""
    team = TeamId(pid)
    opp_score, own_score = sides(spec.base)
    ctx, view = eng.context(opp_score)
    rounds = match_records(eng)[team].rounds
    rows: list[Row] = []
    pab_no_sb = isinstance(eng.rules, FideRuleSet) and eng.rules.pab_no_sb
    for e in view.entries[pid]:
        x = rounds[e.round - 1]
        factor = score_of(x, own_score)
        if pab_no_sb and x.kind is TeamRoundKind.PAB:
            factor = Fraction(0)  # variant pab-no-sb: the PAB's dummy adds nothing to SB
        amount = None if e.value is None else ctx.frac(e.value) * factor
        notes: tuple[Msg, ...] = (eng.rules.note(e, ctx, view, pid),)
        if amount is not None:
            unit = score_msg(own_score)
            notes = (*notes, msg("teams.mod.esb-factor", factor=factor, score=unit, amount=amount))
        rows.append(entry_row(ctx, e, amount, notes))
    return cut_sum(eng, spec, team, rows, sb=True)
