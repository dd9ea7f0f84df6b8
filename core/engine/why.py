"""Why one entrant (player or team) is above another (``why``): the first criterion of the
standings that separates them, with both sides' explanations (rules.md 8.2, 9.7). The answer
is a message; the renderers say it in the reader's language."""

from __future__ import annotations

from fractions import Fraction

from core.engine.arbiter import ARBITER_CODES
from core.engine.standings import Standings, WhyResult, score_msg
from core.explain import Explanation
from core.i18n.message import Arg, Msg, Num, fold, msg
from core.model import PlayerId
from core.scores import Value
from core.tiebreaks.group import WhyArgs


def _value(e: Explanation, shown: Value) -> Arg:
    """The value of an explanation, or a board key's numbers (``3/1.5/5/3``)."""
    if e.value is not None:
        return Num(e.value, e.places)
    if shown is None or isinstance(shown, Fraction):
        return None
    return fold("teamstd.slash", list(shown.values))  # a team's board key


def why(st: Standings, a: PlayerId, b: PlayerId) -> WhyResult:
    """Return the first criterion that separates entrants ``a`` and ``b``: the primary score
    (points; a team's MP or GP), then each code of the order (rules.md 8.2, 9.7)."""
    above, below = (a, b) if st.position(a) < st.position(b) else (b, a)
    ra, rb = st.row(above), st.row(below)
    na, nb = st.name(above), st.name(below)
    wording = st.wording
    # The team messages name the score (MP or GP); the players' say "points".
    score = {} if st.primary is None else {"score": score_msg(st.primary)}
    if ra.points != rb.points:
        text = msg(wording.why_points, above=na, below=nb, high=ra.points, low=rb.points, **score)
        criterion = "points" if st.primary is None else st.primary.value
        return WhyResult(above, below, criterion, text, ())
    points = st.points_msg(ra.points)
    team = "" if st.primary is None else "teamstd."  # the sentence names teams, not players
    for i, spec in enumerate(st.specs, start=1):
        stage = st.stage(i)
        if stage[a] == stage[b]:
            continue
        ea, eb = st.explain(above, spec.code), st.explain(below, spec.code)
        earlier = tuple(s.code for s in st.specs[: i - 1])
        if spec.group:
            text = st.why_group(spec, WhyArgs(above, below, na, nb, points, ea, eb))
        elif spec.base in ARBITER_CODES:  # the arbiter decided
            text = _arbiter_text(st, team + spec.base, earlier, points, na, nb, ea, eb)
        else:
            text = msg(
                team + ("why.value-level" if earlier else "why.value"),
                points=points,
                earlier=earlier,
                above=na,
                below=nb,
                code=spec.code,
                value_above=_value(ea, ra.values.get(spec.code)),
                value_below=_value(eb, rb.values.get(spec.code)),
            )
        if ea.weighted is not None:  # TURCAS, BRIGHTWELL: the term that separates them
            from core.engine.why_terms import with_term

            text = with_term(text, ea, eb)
        return WhyResult(above, below, spec.code, text, (ea, eb))
    key = wording.why_shared + ("" if st.order else "-no-order")
    text = msg(key, above=na, below=nb, codes=st.order, rank=ra.rank, **score)
    return WhyResult(above, below, None, text, ())


def _arbiter_text(
    st: Standings,
    base: str,
    earlier: tuple[str, ...],
    points: Msg,
    above: str,
    below: str,
    ea: Explanation,
    eb: Explanation,
) -> Msg:
    """Say that the drawing of lots (with its seed) or the arbiter's decision separated the
    two (docs/arbiter.md); ``base`` is ``LOTS`` or ``MANUAL``, ``teamstd.LOTS`` for teams."""
    prefix, _, code = base.rpartition(".")  # "teamstd.LOTS": a team's sentence
    key = f"{prefix}{'.' if prefix else ''}why.{code.lower()}" + ("-level" if earlier else "")
    none = msg("arbiter.manual.none-short")
    return msg(
        key,
        points=points,
        earlier=earlier,
        above=above,
        below=below,
        seed=st.tournament.lots_seed,
        value_above=none if ea.value is None else Num(ea.value, ea.places),
        value_below=none if eb.value is None else Num(eb.value, eb.places),
    )
