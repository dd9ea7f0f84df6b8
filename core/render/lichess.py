"""What lichess shows (:mod:`core.questions.lichess`) as text, Markdown and JSON, in the reader's
language: the lead line before the arithmetic, then the comparison with its rounds."""

from __future__ import annotations

from typing import Any

from core.explain import Item
from core.i18n.text import DEFAULT_LANG, render
from core.questions.lichess import LichessComparison
from core.render.explanation import cites_to_json, item_note, msg_to_json, render_cites
from core.scores import json_number


def lead_text(c: LichessComparison, lang: str = DEFAULT_LANG) -> str:
    """Return the line put before lichess's arithmetic (only when lichess is in force)."""
    return render(c.lead, lang)


def comparison_text(c: LichessComparison, lang: str = DEFAULT_LANG) -> str:
    """Return the comparison: the verdict line, then one line per round that differs."""
    lines = [render(c.verdict, lang)]
    lines += [f"  {render(r.text, lang)}" for r in c.rounds]
    if c.older is not None:
        lines.append(render(c.older, lang))
    return "\n".join(lines)


def comparison_markdown(c: LichessComparison, lang: str = DEFAULT_LANG) -> str:
    """Return the comparison as a Markdown paragraph with a list of the rounds."""
    lines = [render(c.verdict, lang)]
    if c.rounds:
        lines.append("")
        lines += [f"- {render(r.text, lang)}" for r in c.rounds]
    if c.older is not None:
        lines += ["", render(c.older, lang)]
    return "\n".join(lines)


def comparison_to_json(c: LichessComparison, lang: str = DEFAULT_LANG) -> dict[str, Any]:
    """Return the comparison as the ``lichess`` object of ``explain --format json``
    (docs/lichess.md)."""

    def side(item: Item) -> dict[str, Any]:
        return {
            "value": json_number(item.value),
            "raw": json_number(item.raw),
            "note": item_note(item, lang),
            "rule": render_cites(item.cites),
            "cites": cites_to_json(item.cites),
            "code": item.code,
        }

    return {
        "tiebreak": c.code,
        "lichess": json_number(c.lichess_value),
        "compared_with": {
            "rules": c.other_rules,
            "how": render(c.other_how, lang),
            "value": json_number(c.other_value),
        },
        "lichess_in_force": c.lichess_in_force,
        "rounds": [
            {
                "round": r.round,
                "kind": None if r.lichess.kind is None else r.lichess.kind.value,
                "opponent": None
                if r.lichess.opponent is None
                else {"id": r.lichess.opponent, "name": r.lichess.opponent_name},
                "lichess": side(r.lichess),
                "other": side(r.other),
                "text": render(r.text, lang),
            }
            for r in c.rounds
        ],
        "lead": render(c.lead, lang),
        "text": render(c.verdict, lang),
        "text_code": msg_to_json(c.verdict),
        "older": None if c.older is None else render(c.older, lang),
    }
