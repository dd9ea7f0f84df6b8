"""Why one player is above another (``why``): the first criterion of the standings that
separates them, with both sides' explanations (rules.md 8.2). The answer is a message; the
renderers say it in the reader's language."""

from __future__ import annotations

from core.engine.standings import Standings, WhyResult
from core.explain import Explanation
from core.i18n.message import Arg, Msg, Num, msg
from core.model import PlayerId
from core.tiebreaks.group import WhyArgs


def _value(e: Explanation) -> Arg:
    return None if e.value is None else Num(e.value, e.places)


def why(st: Standings, a: PlayerId, b: PlayerId) -> WhyResult:
    """Return the first criterion that separates ``a`` and ``b`` (rules.md 8.2)."""
    ra, rb = st.row(a), st.row(b)
    above, below = (a, b) if st.position(a) < st.position(b) else (b, a)
    ctx = st.engine.ctx
    na, nb = ctx.name(above), ctx.name(below)
    if ra.points != rb.points:
        hi, lo = st.row(above).points, st.row(below).points
        return WhyResult(
            above, below, "points", msg("why.points", above=na, below=nb, high=hi, low=lo), ()
        )
    points = msg("points", count=ra.points)
    for i, spec in enumerate(st.specs, start=1):
        stage = st.stage(i)
        if stage[a] != stage[b]:
            ea, eb = st.explain(above, spec.code), st.explain(below, spec.code)
            if spec.family.group:
                text = st.why_group(spec, WhyArgs(above, below, na, nb, points, ea, eb))
            elif spec.base in ("LOTS", "MANUAL"):  # the arbiter decided
                earlier = tuple(s.code for s in st.specs[: i - 1])
                text = _arbiter_text(st, spec.base, earlier, points, na, nb, ea, eb)
            else:
                earlier = tuple(s.code for s in st.specs[: i - 1])
                text = msg(
                    "why.value-level" if earlier else "why.value",
                    points=points,
                    earlier=earlier,
                    above=na,
                    below=nb,
                    code=spec.code,
                    value_above=_value(ea),
                    value_below=_value(eb),
                )
            return WhyResult(above, below, spec.code, text, (ea, eb))
    return WhyResult(
        above,
        below,
        None,
        msg(
            "why.shared" if st.order else "why.shared-no-order",
            above=na,
            below=nb,
            codes=st.order,
            rank=ra.rank,
        ),
        (),
    )


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
    two (docs/arbiter.md)."""
    key = f"why.{base.lower()}" + ("-level" if earlier else "")
    none = msg("arbiter.manual.none-short")
    return msg(
        key,
        points=points,
        earlier=earlier,
        above=above,
        below=below,
        seed=st.tournament.lots_seed,
        value_above=none if ea.value is None else _value(ea),
        value_below=none if eb.value is None else _value(eb),
    )
