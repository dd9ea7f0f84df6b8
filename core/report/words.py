"""The page's fixed words (headings, column heads, keys) in the reader's language: every
``report.label.*`` message of the catalogue."""

from __future__ import annotations

from core.i18n.message import msg
from core.i18n.text import DEFAULT_LANG, catalogue, render
from core.report.model import Labels

_PREFIX = "report.label."


def labels(lang: str, team: bool) -> Labels:
    """Return the page's words in ``lang``, keyed by the part after ``report.label.``; a
    team event's cards are team cards."""
    keys = [k for k in catalogue(DEFAULT_LANG, "report") if k.startswith(_PREFIX)]
    words = {k[len(_PREFIX) :]: render(msg(k), lang) for k in keys}
    if team:
        words["cards"] = words["team-cards"]
        words["name"] = words["team"]
        words["crosstable-key"] = words["team-crosstable-key"]
    return Labels(words)
