"""``why`` as text and JSON, and the explanation of every tie between neighbours
(``standings --explain``), in the reader's language."""

from __future__ import annotations

import itertools
from typing import Any

from core.engine.standings import Standings, WhyResult, score_msg
from core.i18n.message import msg
from core.i18n.text import DEFAULT_LANG, render
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
    if st.primary is not None:
        out["primary"] = st.primary.value
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
        score = {} if st.primary is None else {"score": score_msg(st.primary)}
        return "\n" + render(msg(st.wording.ties_none, **score), lang)
    return "\n" + render(msg("cli.ties.title"), lang) + "\n\n" + "\n\n".join(blocks)
