"""Why one team is above another (``why`` on a team event): the first criterion of the team
standings that separates them, with both sides' explanations (rules.md 8.2, 9.7)."""

from __future__ import annotations

from core.engine.standings import WhyResult
from core.explain import Explanation
from core.i18n.message import Arg, Num, fold, msg
from core.model import PlayerId
from core.teams.codes import BoardKey, TeamValue
from core.teams.standings import TeamStandings
from core.tiebreaks.group import WhyArgs


def _value(e: Explanation, shown: TeamValue) -> Arg:
    """The value of an explanation, or a board key's numbers (``3/1.5/5/3``)."""
    if e.value is not None:
        return Num(e.value, e.places)
    if isinstance(shown, BoardKey):
        return fold("teamstd.slash", list(shown.values))
    return None


def team_why(st: TeamStandings, a: PlayerId, b: PlayerId) -> WhyResult:
    """Return the first criterion that separates teams ``a`` and ``b``: the primary score,
    then each code of the order (rules.md 8.2)."""
    above, below = (a, b) if st.position(a) < st.position(b) else (b, a)
    ra, rb = st.row(above), st.row(below)
    na, nb = st.name(above), st.name(below)
    score = msg(f"teams.score.{st.primary.value.lower()}")
    if ra.points != rb.points:
        text = msg(
            "teamstd.why.score", above=na, below=nb, high=ra.points, low=rb.points, score=score
        )
        return WhyResult(above, below, st.primary.value, text, ())
    points = msg("teamstd.score", count=ra.points, score=score)
    for i, spec in enumerate(st.specs, start=1):
        stage = st.stage(i)
        if stage[a] == stage[b]:
            continue
        ea, eb = st.explain(above, spec.code), st.explain(below, spec.code)
        if spec.group:
            text = st.why_group(spec, WhyArgs(above, below, na, nb, points, ea, eb))
        else:
            earlier = tuple(s.code for s in st.specs[: i - 1])
            text = msg(
                "why.value-level" if earlier else "why.value",
                points=points,
                earlier=earlier,
                above=na,
                below=nb,
                code=spec.code,
                value_above=_value(ea, ra.values.get(spec.code)),
                value_below=_value(eb, rb.values.get(spec.code)),
            )
        return WhyResult(above, below, spec.code, text, (ea, eb))
    key = "teamstd.why.shared" if st.order else "teamstd.why.shared-no-order"
    text = msg(key, above=na, below=nb, score=score, codes=st.order, rank=ra.rank)
    return WhyResult(above, below, None, text, ())
