"""What the team Buchholz family adds to the players' (rules.md 9.5): SSSC.

``BH``, ``FB`` and ``AOB`` on MP or GP are the players' (:mod:`core.tiebreaks.buchholz`,
:mod:`core.tiebreaks.opposition`) over the matches read as games, on the score the code
names. ``SSSC`` (13.4) is the secondary score plus the BH on the primary score over a factor.
"""

from __future__ import annotations

from core.explain import Explanation
from core.i18n.message import msg
from core.model import PlayerId, TeamId
from core.scores import round_half_up
from core.teams.games import match_records
from core.teams.scores import score_msg, total_of, win_value
from core.tiebreaks.engine import Engine, register
from core.tiebreaks.registry import Scope, TiebreakSpec


def sssc_factor(eng: Engine, spec: TiebreakSpec) -> int:
    """Return SSSC's factor f (FIDE C.07 13.4): the most primary score the event can give
    over the most secondary score one match can give, truncated; ``-K<n>`` gives n. Never
    below 1, so a very short event divides by 1 [D]."""
    if spec.factor is not None:
        return spec.factor
    records = match_records(eng)
    primary = records.scoring.primary
    most = win_value(records, primary) * records.k
    return max(1, int(most / win_value(records, primary.other)))


@register("SSSC", scope=Scope.TEAMS)
def sssc(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return SSSC (FIDE C.07 13.4): secondary score + BH on the primary score / f, rounded
    to 2 decimals half up."""
    team = TeamId(pid)
    primary = match_records(eng).scoring.primary
    bh_code = f"BH:{primary.value}"
    bh = eng.explain(bh_code, PlayerId(team))
    bh_value = bh.value
    assert bh_value is not None
    secondary = total_of(match_records(eng)[team], primary.other)
    f = sssc_factor(eng, spec)
    exact = secondary + bh_value / f
    value = round_half_up(exact, 2)
    summary = msg(
        "teams.summary.sssc",
        code=spec.code,
        secondary=secondary,
        score=score_msg(primary.other),
        buchholz=bh_value,
        bh=bh_code,
        factor=f,
        exact=exact,
        value=value,
    )
    # The items are the Buchholz's: the secondary score is one number, in the summary.
    return eng.make(spec, pid, value, bh.items, summary)
