"""Renderers: standings, explanations, ``why`` and problems as text, Markdown, CSV and JSON,
in the reader's language (design.md ``render/``). Nothing here computes a number."""

from core.render.explanation import (
    explanation_to_json,
    item_note,
    item_plain,
    item_to_json,
    render_markdown,
    render_text,
)
from core.render.standings import (
    render_standings_csv,
    render_standings_markdown,
    render_standings_text,
    standings_to_json,
    table_cells,
)

__all__ = ["explanation_to_json", "item_note", "item_plain", "item_to_json", "render_markdown",
           "render_standings_csv", "render_standings_markdown", "render_standings_text",
           "render_text", "standings_to_json", "table_cells"]
