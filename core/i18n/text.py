"""Turning messages into text in one of the six languages (design.md, ``i18n/``).

A catalogue entry is a template with named placeholders (``"{name} scored {raw}"``) or, for
a message whose words follow a number, a dict of templates by CLDR plural category chosen
by the parameter ``count``. Numbers are formatted per language: a decimal comma in all but
English (glossary.md section 4).
"""

from __future__ import annotations

import importlib
import os
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from core.display import isolate
from core.i18n.message import Arg, Msg, Num
from core.scores import format_score

if TYPE_CHECKING:
    from core.teams.boards import BoardKey

LANGS = ("en", "cs", "bg", "ro", "tr", "it")
"""The languages of the catalogue; English is the reference."""
DEFAULT_LANG = "en"
_DECIMAL_COMMA = frozenset({"cs", "bg", "ro", "tr", "it"})
_GROUP = {"en": ",", "cs": "\u00a0", "bg": "\u00a0", "ro": ".", "tr": ".", "it": "."}
"""The thousands separator of each language (CLDR: a no-break space in Czech and Bulgarian)."""
AREAS = (
    "core",
    "bot",
    "sheets",
    "lichess",
    "compare",
    "prizes",
    "grid",
    "input",
    "whatif",
    "teams",
    "teamstd",
    "files",
    "scoreinput",
    "scrabble",
    "report",
)
"""The catalogue is kept in one module per area and language: the core's messages in
``core/i18n/catalogue/<lang>.py``, the bot's (keys ``bot.*``) in ``catalogue/bot/<lang>.py``
and the sheet connector's (``sheets.*``) in ``catalogue/sheets/<lang>.py``; likewise the
lichess rule set's, ``compare``'s and ``prizes``' messages, and the input readers' problems
(``grid.*`` for crosstables and pairings lists, ``input.*`` for the other formats, ``files.*``
for workbooks and organisers' columns, ``scoreinput.*`` for game scores in them): a command
loads only the messages it can print."""
_CATALOGUES: dict[tuple[str, str], dict[str, Any]] = {}


def area_of(key: str) -> str:
    """Return the area whose module holds ``key``."""
    head = key.split(".", 1)[0]
    return head if head in AREAS else "core"


def catalogue(lang: str, area: str = "core") -> dict[str, Any]:
    """Return the messages of ``lang`` in ``area`` (loaded once)."""
    found = _CATALOGUES.get((lang, area))
    if found is None:
        if lang not in LANGS or area not in AREAS:
            raise KeyError(f"unknown language {lang!r} or area {area!r}")
        module = (
            f"core.i18n.catalogue.{lang}"
            if area == "core"
            else f"core.i18n.catalogue.{area}.{lang}"
        )
        found = _CATALOGUES[(lang, area)] = importlib.import_module(module).MESSAGES
    return found


def all_messages(lang: str) -> dict[str, Any]:
    """Return every message of ``lang``, all areas together (for the catalogue's tests)."""
    out: dict[str, Any] = {}
    for area in AREAS:
        out.update(catalogue(lang, area))
    return out


def resolve_lang(flag: str | None = None, *, environ: dict[str, str] | None = None) -> str:
    """Return the language asked for: ``flag``, else ``TIEBREAK_LANG``, else English. A
    locale such as ``cs_CZ`` or ``cs-CZ`` gives its language; anything unknown, English."""
    env = os.environ if environ is None else environ
    for cand in (flag, env.get("TIEBREAK_LANG")):
        lang = language_of(cand)
        if lang is not None:
            return lang
    return DEFAULT_LANG


def language_of(locale: str | None) -> str | None:
    """Return the catalogue language of a locale (``cs``, ``cs_CZ``, ``cs-CZ``), or None."""
    if not locale:
        return None
    base = locale.strip().replace("-", "_").split("_", 1)[0].lower()
    return base if base in LANGS else None


def number(value: Fraction | int | BoardKey | None, lang: str, places: int | None = None) -> str:
    """Return ``value`` as the language writes it (``13,5`` in Czech); ``–`` for none; a
    board key's numbers joined by ``/`` (board 1 first)."""
    if value is None:
        return "–"
    if isinstance(value, int):
        value = Fraction(value)
    if not isinstance(value, Fraction):  # a team's board key
        return "/".join(number(x, lang) for x in value.values)
    text = format_score(value, places=places)
    return text.replace(".", ",") if lang in _DECIMAL_COMMA else text


def render(m: Msg | str, lang: str = DEFAULT_LANG) -> str:
    """Return message ``m`` in ``lang`` (a plain string is returned as it is)."""
    if isinstance(m, str):
        return m
    area = area_of(m.key)
    entry = catalogue(lang, area).get(m.key)
    if entry is None:
        entry = catalogue(DEFAULT_LANG, area)[m.key]  # KeyError: a key missing in English
    args = {k: _arg(v, lang) for k, v in m.args}
    if isinstance(entry, dict):
        from core.i18n.plural import category  # only plural messages need it

        count = m.arg("count")
        cat = category(lang, count if isinstance(count, (int, Fraction)) else 0)
        entry = entry.get(cat, entry["other"])
    return str(entry).format_map(args)


def has(key: str, lang: str = DEFAULT_LANG) -> bool:
    """Return whether the catalogue of ``lang`` has ``key``."""
    return key in catalogue(lang, area_of(key))


def _arg(v: Arg, lang: str) -> str:
    if v is None:
        return "–"
    if isinstance(v, str):
        # A name's right-to-left override must not reverse the rest of the sentence.
        return isolate(v)
    if isinstance(v, bool):
        return str(v)
    if isinstance(v, int):
        return str(v)
    if isinstance(v, Fraction):
        return number(v, lang)
    if isinstance(v, Num):
        if v.grouped and isinstance(v.value, int):
            return f"{v.value:,}".replace(",", _GROUP.get(lang, ","))
        return number(v.value, lang, v.places)
    if isinstance(v, Msg):
        return render(v, lang)
    return ", ".join(_arg(i, lang) for i in v)
