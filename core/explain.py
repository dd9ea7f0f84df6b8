"""Explanations are data: every tie-break value with the items it was built from.

The command line, the bot and the sheet notes render the same :class:`Explanation`;
none of them does arithmetic (design.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from core.model import PlayerId
from core.scores import format_score, json_number


@dataclass(frozen=True, slots=True)
class Item:
    """One round (or one game, for group tie-breaks) of an explanation (rules.md 3.4)."""

    round: int | None
    kind: str | None
    opponent: PlayerId | None
    opponent_name: str | None
    raw: Fraction | None
    value: Fraction | None
    cut: bool
    note: str
    rule: str


@dataclass(frozen=True, slots=True)
class Explanation:
    """A tie-break value of one player with its items and a one-line summary."""

    player: PlayerId
    player_name: str
    tiebreak: str
    rules: str
    value: Fraction | None
    items: tuple[Item, ...]
    summary: str
    places: int | None = None
    """Decimals the value is shown with (AOB: 2); None for the exact decimal."""

    @property
    def display(self) -> str:
        """The value as text (``–`` when the player has none)."""
        return format_value(self.value, self.places)


def format_value(value: Fraction | None, places: int | None = None) -> str:
    """Format a tie-break value for people."""
    return format_score(value, places=places)


def item_to_json(item: Item) -> dict[str, Any]:
    """Return an item in the shape of ``explain --format json`` (formats.md 5)."""
    return {
        "round": item.round,
        "kind": item.kind,
        "opponent": None if item.opponent is None else {"id": item.opponent,
                                                        "name": item.opponent_name},
        "raw": json_number(item.raw),
        "value": json_number(item.value),
        "cut": item.cut,
        "note": item.note,
        "rule": item.rule,
    }


def explanation_to_json(expl: Explanation) -> dict[str, Any]:
    """Return the ``explain --format json`` object (formats.md 5)."""
    return {
        "player": {"id": expl.player, "name": expl.player_name},
        "tiebreak": expl.tiebreak,
        "rules": expl.rules,
        "value": json_number(expl.value),
        "items": [item_to_json(i) for i in expl.items],
        "summary": expl.summary,
    }


def _item_line(item: Item) -> str:
    head = f"Round {item.round}: " if item.round is not None else ""
    amount = "" if item.value is None else f" → {format_score(item.value)}"
    if item.value is None and item.raw is None and not item.cut:
        amount = " → adds nothing"
    cut = " [cut]" if item.cut else ""
    rule = f" ({item.rule})" if item.rule else ""
    return f"  {head}{item.note}{amount}{cut}{rule}"


def render_text(expl: Explanation) -> str:
    """Render an explanation as plain text, the way a patient arbiter would say it."""
    lines = [f"{expl.tiebreak} of {expl.player_name} ({expl.player}) under {expl.rules}: "
             f"{expl.display}"]
    lines.extend(_item_line(i) for i in expl.items)
    if expl.summary:
        lines.append(f"  {expl.summary}")
    return "\n".join(lines)


def render_markdown(expl: Explanation) -> str:
    """Render an explanation as a Markdown table."""
    lines = [f"**{expl.tiebreak}** of **{expl.player_name}** ({expl.player}) under "
             f"`{expl.rules}`: **{expl.display}**", "",
             "| round | kind | opponent | raw | value | cut | note | rule |",
             "|---|---|---|---|---|---|---|---|"]
    for i in expl.items:
        opp = "" if i.opponent is None else f"{i.opponent_name} ({i.opponent})"
        lines.append(
            f"| {'' if i.round is None else i.round} | {i.kind or ''} | {opp} | "
            f"{'' if i.raw is None else format_score(i.raw)} | "
            f"{'' if i.value is None else format_score(i.value)} | {'yes' if i.cut else ''} | "
            f"{i.note.replace('|', '/')} | {i.rule} |")
    if expl.summary:
        lines += ["", expl.summary]
    return "\n".join(lines)
