"""``why`` as text and JSON, and the explanation of every tie between neighbours
(``standings --explain``), in the reader's language."""

from __future__ import annotations

import itertools
from typing import Any

from core.engine.standings import Standings, WhyResult
from core.explain import Explanation
from core.i18n.message import Msg, Num, msg
from core.i18n.text import DEFAULT_LANG, number, render
from core.model import PlayerId
from core.questions.place import PlaceAnswer
from core.render.explanation import explanation_to_json, render_text


def render_why_text(w: WhyResult, lang: str = DEFAULT_LANG) -> str:
    """Return the answer, then both players' explanations of the deciding tie-break."""
    return "\n\n".join([render(w.text, lang), *(render_text(e, lang) for e in w.explanations)])


def why_to_json(st: Standings, w: WhyResult, lang: str = DEFAULT_LANG) -> dict[str, Any]:
    """Return the ``why --format json`` object (formats.md 5); a team event's names its
    primary score and each explanation's ``team`` (6.5)."""
    above, below = st.row(w.above), st.row(w.below)
    out: dict[str, Any] = {
        "above": {"id": w.above, "name": above.name, "rank": above.rank},
        "below": {"id": w.below, "name": below.name, "rank": below.rank},
        "criterion": w.criterion,
        "rules": st.rules,
    }
    out.update(("primary", p.value) for p in st.primaries)  # a team event's (6.5)
    key = st.scope.entrant
    explanations = []
    for e in w.explanations:
        d = explanation_to_json(e, lang)
        explanations.append(d if key == "player" else {key: d.pop("player"), **d})
    out.update(order=list(st.order), text=render(w.text, lang), explanations=explanations)
    return out


def render_ties_text(st: Standings, lang: str = DEFAULT_LANG) -> str:
    """For every two neighbours on an equal score: what separated them, with both sides."""
    from core.engine.why import why

    blocks: list[str] = []
    for upper, lower in itertools.pairwise(st.rows):
        if upper.points != lower.points:
            continue
        w = why(st, upper.id, lower.id)
        head = msg(
            "cli.ties.why" if w.criterion else "cli.ties.pair",
            above=upper.name,
            below=lower.name,
        )
        block = [render(head, lang), "  " + render(w.text, lang)]
        for ex in w.explanations:
            block.append("  " + render_text(ex, lang).replace("\n", "\n  "))
        blocks.append("\n".join(block))
    if not blocks:
        return "\n" + render(msg(st.wording.ties_none, **st.score_args()), lang)
    return "\n" + render(msg("cli.ties.title"), lang) + "\n\n" + "\n\n".join(blocks)


def place_messages(st: Standings, answer: PlaceAnswer) -> list[Msg]:
    """Say why an entrant is where it is (:func:`core.questions.place.why_place`): its rank,
    then against the entrant just above and the one just below which criterion decided and
    by how much; two or three sentences. A tie-break of values says the difference; the
    score, a group tie-break, the arbiter's or a shared place say what ``why`` says."""
    row = st.row(answer.entrant)
    name = st.name(answer.entrant)
    points = st.points_msg(row.points)
    if answer.last > answer.rank:
        head = msg(
            "why.place.head-shared",
            name=name,
            rank=answer.rank,
            last=answer.last,
            count=answer.count,
            points=points,
        )
    else:
        head = msg("why.place.head", name=name, rank=answer.rank, count=answer.count, points=points)
    out = [head]
    for w, side in ((answer.above, "above"), (answer.below, "below")):
        if w is not None:
            out.append(_neighbour(st, w, side, name, points))
    return out


def _neighbour(st: Standings, w: WhyResult, side: str, name: str, points: Msg) -> Msg:
    """One neighbour: the deciding tie-break and by how much, or ``why``'s own sentence."""
    code = w.criterion
    if code is None or len(w.explanations) != 2 or code not in st.order:
        return w.text  # the score, or a shared place
    spec = st.spec(code)
    ea, eb = w.explanations
    if spec.group or ea.weighted is not None or ea.value is None or eb.value is None:
        return w.text  # a group tie-break, the arbiter, a term of TURCAS: as why says it
    other = w.above if side == "above" else w.below
    own_value, other_value = (eb, ea) if side == "above" else (ea, eb)
    return msg(
        f"why.place.{side}",
        name=name,
        other=st.name(other),
        rank=st.row(other).rank,
        points=points,
        code=code,
        diff=Num(abs(ea.value - eb.value), ea.places),
        value_own=Num(own_value.value, own_value.places),  # type: ignore[arg-type]
        value_other=Num(other_value.value, other_value.places),  # type: ignore[arg-type]
    )


def render_place_text(st: Standings, answer: PlaceAnswer, lang: str = DEFAULT_LANG) -> str:
    """The answer of :func:`place_messages` as one paragraph in ``lang``."""
    return " ".join(render(m, lang) for m in place_messages(st, answer))


def place_to_json(st: Standings, answer: PlaceAnswer, lang: str = DEFAULT_LANG) -> dict[str, Any]:
    """Return ``why FILE PLAYER --format json``: the entrant's rank, the paragraph, and
    ``why`` against the neighbour above and below (``null`` for none)."""
    row = st.row(answer.entrant)
    return {
        st.scope.entrant: {"id": answer.entrant, "name": row.name, "rank": row.rank},
        "shared": answer.last > answer.rank,
        "count": answer.count,
        "text": render_place_text(st, answer, lang),
        "above": None if answer.above is None else why_to_json(st, answer.above, lang),
        "below": None if answer.below is None else why_to_json(st, answer.below, lang),
    }


def render_short(
    st: Standings, pid: PlayerId, exps: list[Explanation], lang: str = DEFAULT_LANG
) -> str:
    """Return ``explain --short``: one paragraph with the entrant's place against its
    neighbours (:func:`core.render.why.place_messages`) and each tie-break's summary line
    (``BH-C1 = 16 − 2.5 (round 3, …) = 13.5``; the value alone where it has none)."""
    from core.questions.place import why_place

    parts = [render_place_text(st, why_place(st, pid), lang)]
    lines = []
    for e in exps:
        if e.summary is not None:
            line = render(e.summary, lang)
            lines.append(line if line.startswith(e.tiebreak) else f"{e.tiebreak}: {line}")
        else:
            lines.append(f"{e.tiebreak} {number(st.row(pid).values.get(e.tiebreak), lang)}")
    if lines:
        parts.append("; ".join(lines) + ".")
    return " ".join(parts)
