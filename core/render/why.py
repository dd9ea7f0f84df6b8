"""``why`` as text and JSON, and the explanation of every tie between neighbours
(``standings --explain``), in the reader's language."""

from __future__ import annotations

import itertools
from typing import Any

from core.engine.standings import Standings, WhyResult
from core.i18n.message import msg
from core.i18n.text import DEFAULT_LANG, render
from core.render.explanation import explanation_to_json, render_text


def render_why_text(w: WhyResult, lang: str = DEFAULT_LANG) -> str:
    """Return the answer, then both players' explanations of the deciding tie-break."""
    return "\n\n".join([render(w.text, lang), *(render_text(e, lang) for e in w.explanations)])


def why_to_json(st: Standings, w: WhyResult, lang: str = DEFAULT_LANG) -> dict[str, Any]:
    """Return the ``why --format json`` object (formats.md 5)."""
    above, below = st.row(w.above), st.row(w.below)
    return {
        "above": {"id": w.above, "name": above.player.name, "rank": above.rank},
        "below": {"id": w.below, "name": below.player.name, "rank": below.rank},
        "criterion": w.criterion,
        "rules": st.rules,
        "order": list(st.order),
        "text": render(w.text, lang),
        "explanations": [explanation_to_json(e, lang) for e in w.explanations],
    }


def render_ties_text(st: Standings, lang: str = DEFAULT_LANG) -> str:
    """For every two neighbours on equal points: what separated them, with both sides."""
    from core.engine.why import why

    blocks: list[str] = []
    for upper, lower in itertools.pairwise(st.rows):
        if upper.points != lower.points:
            continue
        w = why(st, upper.player.id, lower.player.id)
        head = msg(
            "cli.ties.why" if w.criterion else "cli.ties.pair",
            above=upper.player.name,
            below=lower.player.name,
        )
        block = [render(head, lang), "  " + render(w.text, lang)]
        for ex in w.explanations:
            block.append("  " + render_text(ex, lang).replace("\n", "\n  "))
        blocks.append("\n".join(block))
    if not blocks:
        return "\n" + render(msg("cli.ties.none"), lang)
    return "\n" + render(msg("cli.ties.title"), lang) + "\n\n" + "\n\n".join(blocks)
