"""The language a sync writes in, and our headers in every language.

**Choosing the language.** The ``Language`` key of the sheet's settings block, else the
caller's ``--lang`` (or ``SyncOptions.lang``), else the spreadsheet's own locale (the
Sheets API's ``properties.locale``: ``cs_CZ`` gives Czech), else English. Headers, header
notes, value notes, the standings tab, the dry-run listing and the summary are written in
it; numbers written into cells stay numbers (the sheet shows them by its locale).

**Our headers in any language.** A header we wrote may be in any of the six languages (the
sheet's ``Language`` changed since), so :func:`canonical_label` maps the header text of every
language back to the label it stands for (``Pořadí`` -> ``Rank``); tie-break columns are
headed by their code in every language.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from core.i18n.message import msg
from core.i18n.text import DEFAULT_LANG, language_of, languages, render


class LanguageSource(StrEnum):
    """Where the language of a sync came from (see the module docstring)."""

    SHEET = "sheet"
    """The sheet's own ``Language`` setting."""
    OPTION = "option"
    """The caller's option (``--lang``)."""
    LOCALE = "locale"
    """The spreadsheet's locale."""
    DEFAULT = "default"


HEADER_KEYS = {
    "Rank": "sheets.header.rank",
    "Pts": "sheets.header.pts",
    "No": "sheets.header.no",
    "Name": "sheets.header.name",
    "Note": "sheets.header.note",
    # a team event's columns (sheets_addon.writer)
    "Team": "sheets.team.header.team",
    "MP": "sheets.team.header.mp",
    "GP": "sheets.team.header.gp",
}
"""Our labels that are words (the rest are tie-break codes) and their catalogue keys."""


@dataclass(frozen=True, slots=True)
class LanguageChoice:
    """The language of a sync and where it came from."""

    lang: str
    source: LanguageSource


def choose_language(setting: str | None, option: str | None, locale: str | None) -> LanguageChoice:
    """Return the language of a sync: the sheet's ``Language`` setting, else the caller's
    option, else the spreadsheet's locale, else English (see the module docstring)."""
    sources: tuple[tuple[LanguageSource, str | None], ...] = (
        (LanguageSource.SHEET, setting),
        (LanguageSource.OPTION, option),
        (LanguageSource.LOCALE, locale),
    )
    for source, value in sources:
        lang = language_of(value)
        if lang is not None:
            return LanguageChoice(lang, source)
    return LanguageChoice(DEFAULT_LANG, LanguageSource.DEFAULT)


def header_text(label: str, lang: str) -> str:
    """Return the header of our column ``label`` in ``lang`` (a tie-break code as it is)."""
    key = HEADER_KEYS.get(label)
    return render(msg(key), lang) if key is not None else label


@cache
def _all_headers() -> dict[str, str]:
    out: dict[str, str] = {}
    for label in HEADER_KEYS:
        for lang in languages():
            out.setdefault(header_text(label, lang), label)
    return out


def canonical_label(text: str) -> str | None:
    """Return the label a header of ours shows in any language (``Body`` -> ``Pts``), or
    None when ``text`` is none of our word headers."""
    return _all_headers().get(text)


def header_collisions() -> list[tuple[str, str, str]]:
    """Return the header texts two different labels share in some languages (there must be
    none, or a header would be read back as another column): (text, label, other label)."""
    seen: dict[str, str] = {}
    clashes = []
    for label in HEADER_KEYS:
        for lang in languages():
            text = header_text(label, lang)
            other = seen.setdefault(text, label)
            if other != label:
                clashes.append((text, other, label))
    return clashes
