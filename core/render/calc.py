"""One player's card (``tiebreak calc``) as text and JSON, in the reader's language."""

from __future__ import annotations

from typing import Any

from core.i18n.message import msg
from core.i18n.text import DEFAULT_LANG, number, render
from core.questions.calc import CARD_CODES, US_CODES, CardResult
from core.render.explanation import item_note, item_to_json, render_cites
from core.scores import json_number


def card_to_json(result: CardResult, lang: str = DEFAULT_LANG) -> dict[str, Any]:
    """Return the ``calc --format json`` object (formats.md 5)."""
    return {
        "rules": result.rules,
        "values": {c: json_number(v) for c, v in result.values.items()},
        "adjusted_score": json_number(result.adjusted_score),
        "items": [item_to_json(i, lang) for i in result.items],
    }


def render_card_text(result: CardResult, lang: str = DEFAULT_LANG) -> str:
    """Return what the card counts for, every value it determines and its Buchholz items."""
    lines = [render(msg("cli.calc.head", rules=result.rules, score=result.adjusted_score), lang)]
    for code in (*CARD_CODES, *US_CODES):
        if code in result.values:
            lines.append(f"  {code:8} {number(result.values[code], lang)}")
    lines.append(render(msg("cli.calc.items"), lang))
    for i in result.items:
        value = (
            render(msg("explain.adds-nothing"), lang) if i.value is None else number(i.value, lang)
        )
        lines.append(
            f"  {render(msg('explain.round', round=i.round), lang)}"
            f"{item_note(i, lang)} → {value} ({render_cites(i.cites, lang)})"
        )
    return "\n".join(lines)
