"""The line that says a round is in progress: the standings and every value the
player commands show are then provisional, and say so."""

from __future__ import annotations

from bot.render.layout import md
from core.engine.standings import Standings
from core.i18n.text import DEFAULT_LANG, render


def progress_lines(st: Standings, lang: str = DEFAULT_LANG) -> list[str]:
    """Return the bold note "PROVISIONAL: after round 4 and the finished games of round 5
    (7 of 12 games finished...)" as one line, or no line when no game is pending
    (:meth:`core.engine.progress.Progress.note`)."""
    if st.progress is None:
        return []
    return [f"**{md(render(st.progress.note(), lang))}**"]
