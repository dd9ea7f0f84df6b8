"""Turning messages into text in one of the six languages (design.md, ``i18n/``).

A catalogue entry is a template with named placeholders (``"{name} scored {raw}"``) or, for
a message whose words follow a number, a dict of templates by CLDR plural category chosen
by the parameter ``count``. Numbers are formatted per language: a decimal comma in all but
English (glossary.md section 4).
"""

from __future__ import annotations

import functools
import importlib
import os
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from core.display import isolate
from core.i18n.message import Arg, Msg, Num
from core.scores import format_score

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from core.board_key import BoardKey

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
    "addon",
    "serve",
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
    if type(value) is Fraction and places is None and value.denominator == 1:
        return str(value.numerator)  # a whole number: most scores shown (format_score's)
    if isinstance(value, int):
        value = Fraction(value)
    if not isinstance(value, Fraction):  # a team's board key
        return "/".join(number(x, lang) for x in value.values)
    text = format_score(value, places=places)
    return text.replace(".", ",") if lang in _DECIMAL_COMMA else text


_HOMES: dict[str, dict[str, dict[str, Any]]] = {lang: {} for lang in LANGS}
"""For each language, the messages of the area holding each key rendered so far: found once,
not through :func:`area_of` and :func:`catalogue` at every message (the entry itself is read
from them each time, so a catalogue changed in place is seen)."""


def _template(key: str, lang: str) -> Any:
    """Return the entry of ``key`` in ``lang``: its own, else English's (a KeyError for a
    key missing in English, or an unknown language)."""
    homes = _HOMES.get(lang)
    messages = None if homes is None else homes.get(key)
    if messages is None:
        messages = catalogue(lang, area_of(key))
        if homes is not None:
            homes[key] = messages
    entry = messages.get(key)
    if entry is None:
        entry = catalogue(DEFAULT_LANG, area_of(key))[key]  # KeyError: a key missing in English
    return entry


def render(m: Msg | str, lang: str = DEFAULT_LANG) -> str:
    """Return message ``m`` in ``lang`` (a plain string is returned as it is)."""
    if isinstance(m, str):
        return m
    key, args = m
    return _format(key, args, m.arg("count"), lang)


def render_key(key: str, lang: str, /, **args: Arg) -> str:
    """Return ``render(msg(key, **args), lang)`` without making the message: the bot says
    some 25 catalogue lines of its own in a new /buchholz answer."""
    return _format(key, args.items(), args.get("count"), lang)


def _format(key: str, args: Iterable[tuple[str, Arg]], count: Arg, lang: str) -> str:
    """The entry of ``key`` in ``lang`` (its plural form for ``count``) with ``args``."""
    entry = _template(key, lang)
    texts = {k: _arg(v, lang) for k, v in args}
    if isinstance(entry, dict):
        entry = _plural_form(entry, count, lang)
    return str(entry).format_map(texts)


def _plural_form(entry: dict[str, str], count: Arg, lang: str) -> str:
    """The form of a plural message for ``count`` (CLDR's category in ``lang``; a count that
    is not a number reads as 0), else its ``other`` form."""
    if type(count) is Fraction and count.denominator == 1:
        count = count.numerator  # the same category, and an int hashes in C (the cache)
    cat = _plural()(lang, count if isinstance(count, (int, Fraction)) else 0)
    return entry.get(cat, entry["other"])


@functools.cache
def _plural() -> Callable[[str, int | Fraction], str]:
    """:func:`core.i18n.plural.category`, imported at the first plural message (only they
    need it) and not again at each one (an import statement is a tenth of a message's
    cost: benchmarks/README.md)."""
    from core.i18n.plural import category

    return category


def has(key: str, lang: str = DEFAULT_LANG) -> bool:
    """Return whether the catalogue of ``lang`` has ``key``."""
    return key in catalogue(lang, area_of(key))


def _arg(v: Arg, lang: str) -> str:
    # The exact types first, by identity: a message's arguments are mostly names, messages,
    # integers and fractions (a new /buchholz renders about 50 messages, 1,000 x 11).
    t = type(v)
    if t is str:
        # A name's right-to-left override must not reverse the rest of the sentence.
        return isolate(v)  # type: ignore[arg-type]
    if t is Msg:
        return render(v, lang)  # type: ignore[arg-type]
    if t is int:
        return str(v)
    if t is Fraction:
        return number(v, lang)  # type: ignore[arg-type]
    if v is None:
        return "–"
    if isinstance(v, str):
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
