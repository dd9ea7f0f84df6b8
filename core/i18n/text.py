"""Turning messages into text in the reader's language (design.md, ``i18n/``).

The catalogue is a set of Fluent files, one per language and area (read by
:mod:`core.i18n.fluent`, each message on its first use: :mod:`core.i18n.lazy`;
docs/translating.md): an entry is a template with named placeholders
(``"{name} scored {raw}"``) or, for a message whose words follow a number, a dict of
templates by CLDR plural category chosen by the parameter ``count``. Numbers are formatted as
the language's ``locale.ftl`` says: a decimal comma in all but English (glossary.md section 4).
The languages are the folders present: a new one needs files, not code.
"""

from __future__ import annotations

import functools
import os
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from core.display import isolate
from core.i18n.message import Arg, Msg, Num
from core.scores import format_score

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from core.board_key import BoardKey
    from core.i18n.lazy import Messages, Source

DEFAULT_LANG = "en"
"""English, the reference: a message missing in a language is said in English."""
AREAS = (
    "core",
    "cli",
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
"""The catalogue's areas: a key's first word when it names one (``bot.*``, ``grid.*``), else
``core``. A command loads only the areas of the messages it prints, in one language."""
LOCALES_DIR = os.path.join(os.path.dirname(__file__), "locales")
"""The core's translation files: ``<lang>/<area>.ftl`` and ``<lang>/locale.ftl``, the
language's settings (docs/translating.md). A folder of ``<lang>/`` folders is a language."""
LOCALES_ENV = "TIEBREAK_LOCALES_DIR"
"""Further folders of translation files (``os.pathsep``-separated), searched before the
packages' own: a new language, or a changed sentence, without installing anything."""
_FOLDERS: dict[str, str] = {}
"""The folder of the areas the core does not own: the bot's (``bot/locales``) and the sheet
connector's (``sheets_addon/locales``), registered by their package (:func:`register`)."""
_CATALOGUES: dict[tuple[str, str], Messages] = {}


def area_of(key: str) -> str:
    """Return the area whose file holds ``key``."""
    head = key.split(".", 1)[0]
    return head if head in AREAS else "core"


def register(folder: str, *areas: str) -> None:
    """Say that the messages of ``areas`` are in ``folder``/<lang>/<area>.ftl: a package
    holding its own words (``bot``, ``sheets_addon``) calls this when it is imported."""
    for area in areas:
        if area not in AREAS:
            raise KeyError(f"unknown area {area!r}")
        _FOLDERS[area] = folder


def _extra_dirs() -> list[str]:
    return [d for d in os.environ.get(LOCALES_ENV, "").split(os.pathsep) if d]


def _sources(lang: str, file: str, folder: str) -> list[Source]:
    """The files named ``file`` of ``lang`` read: the package's (``folder``'s, checked whole by
    the catalogue's tests: ``shipped``), then those of the extra folders (whose messages take
    precedence)."""
    from core.i18n.lazy import index

    found = [os.path.join(d, lang, file) for d in (folder, *reversed(_extra_dirs()))]
    return [index(f, shipped=i == 0) for i, f in enumerate(found) if os.path.isfile(f)]


def catalogue(lang: str, area: str = "core") -> Messages:
    """Return the messages of ``lang`` in ``area``: its files read when first asked, each
    message parsed on its first use (a :class:`~core.i18n.fluent.FluentError` naming the file
    and line when it does not read)."""
    found = _CATALOGUES.get((lang, area))
    if found is None:
        if area not in AREAS or not _is_present(lang):
            raise KeyError(f"unknown language {lang!r} or area {area!r}")
        folder = _FOLDERS.get(area, LOCALES_DIR)
        if folder == LOCALES_DIR and area in _OWNED:
            raise KeyError(f"the {area} messages are the {_OWNED[area]} package's: import it")
        from core.i18n.lazy import Messages

        found = Messages(_sources(lang, f"{area}.ftl", folder))
        _CATALOGUES[(lang, area)] = found
    return found


_OWNED = {"bot": "bot", "sheets": "sheets_addon", "addon": "sheets_addon", "serve": "sheets_addon"}


def all_messages(lang: str) -> dict[str, Any]:
    """Return every message of ``lang``, all areas together (for the catalogue's tests)."""
    out: dict[str, Any] = {}
    for area in AREAS:
        out.update(catalogue(lang, area))
    return out


class Locale:
    """A language's settings (its ``locale.ftl``): its name in itself, where it comes in
    lists, its decimal and thousands separators, and whose plural rules it follows. A plain
    class: making a NamedTuple's class at start-up cost more than reading the languages'
    files (benchmarks/README.md)."""

    __slots__ = ("decimal", "group", "name", "path", "plural", "position")

    def __init__(self, name: str, position: int, decimal: str, group: str, plural: str) -> None:
        self.name, self.position, self.decimal = name, position, decimal
        self.group, self.plural = group, plural
        self.path = ""  # the file that says so, for errors

    def __repr__(self) -> str:
        return f"Locale({self.name!r}, {self.position}, {self.decimal!r}, {self.group!r})"


@functools.cache
def _present(extra: str) -> dict[str, list[Source]]:
    """The languages present (a ``<lang>/locale.ftl`` in the core's folder or an extra one)
    with their ``locale.ftl`` files, read, not parsed (``extra``: the extra folders, so a test
    setting them sees its own)."""
    found: dict[str, list[Source]] = {}
    for root in (LOCALES_DIR, *_extra_dirs()):
        try:
            names = sorted(os.listdir(root))
        except OSError:
            continue
        for lang in names:
            if lang not in found:
                files = _sources(lang, "locale.ftl", LOCALES_DIR)
                if files:
                    found[lang] = files
    return found


@functools.cache
def _locale(extra: str, lang: str) -> Locale:
    """The settings of ``lang``: its ``locale.ftl`` files parsed whole, the extra folders'
    over the package's, when the language is first used."""
    from core.i18n.fluent import FluentError

    files = _present(extra)[lang]
    terms: dict[str, str] = {}
    for file in files:
        terms.update(file.whole().terms)
    path = files[-1].path
    try:
        found = Locale(
            terms.get("language-name", lang),
            int(terms.get("list-position", "1000")),
            terms["decimal-separator"],
            terms["group-separator"],
            terms.get("plural-rules", lang),
        )
    except (KeyError, ValueError) as e:
        raise FluentError(path, 1, f"the language's settings lack or garble {e}") from None
    found.path = path
    return found


@functools.cache
def _languages(extra: str) -> tuple[str, ...]:
    """The languages present in list order: each ``locale.ftl``'s ``-list-position`` alone
    (a language's other settings are parsed when it is used)."""
    from core.i18n.fluent import FluentError

    order = []
    for lang, files in _present(extra).items():
        position: str | None = None
        for file in files:
            position = file.term("list-position") or position
        try:
            order.append((int(position or "1000"), lang))
        except ValueError:
            path = files[-1].path
            raise FluentError(path, 1, f"-list-position = {position}: not a number") from None
    return tuple(lang for _, lang in sorted(order))


def locale(lang: str) -> Locale:
    """Return the settings of ``lang`` (a KeyError for a language not present)."""
    return _locale(os.environ.get(LOCALES_ENV, ""), lang)


def languages() -> tuple[str, ...]:
    """Return the languages present, English first: every folder holding a ``locale.ftl``,
    the core's and those of ``TIEBREAK_LOCALES_DIR`` (docs/translating.md)."""
    return _languages(os.environ.get(LOCALES_ENV, ""))


def _is_present(lang: str) -> bool:
    """Whether ``lang`` is a language present (its files listed, not parsed)."""
    return lang in _present(os.environ.get(LOCALES_ENV, ""))


def __getattr__(name: str) -> tuple[str, ...]:
    # LANGS is the languages present when asked: a folder of files is a language.
    if name == "LANGS":
        return languages()
    raise AttributeError(name)


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
    return base if _is_present(base) else None


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
    sep = _DECIMAL.get(lang)
    if sep is None:
        sep = _DECIMAL[lang] = locale(lang).decimal
    return text if sep == "." else text.replace(".", sep)


_DECIMAL: dict[str, str] = {}
"""The decimal separator of each language used so far (its locale.ftl's)."""
_HOMES: dict[str, dict[str, Messages]] = {}
"""For each language, the messages of the area holding each key rendered so far: found once,
not through :func:`area_of` and :func:`catalogue` at every message (the entry itself is read
from them each time, so a catalogue changed in place is seen)."""


def _template(key: str, lang: str) -> Any:
    """Return the entry of ``key`` in ``lang``: its own, else English's (a KeyError for a
    key missing in English, or an unknown language)."""
    homes = _HOMES.get(lang)
    if homes is None:
        homes = _HOMES[lang] = {}
    messages = homes.get(key)
    if messages is None:
        messages = homes[key] = catalogue(lang, area_of(key))
    entry = messages.entries.get(key)  # parsed already: a plain dict's look-up
    if entry is None:
        entry = messages.get(key)  # parsed now, on its first use
        if entry is None:  # KeyError: a key missing in English
            entry = catalogue(DEFAULT_LANG, area_of(key))[key]
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
    rules = _RULES.get(lang)
    if rules is None:
        rules = _RULES[lang] = _rules(lang)
    cat = _plural()(rules, count if isinstance(count, (int, Fraction)) else 0)
    return entry.get(cat, entry["other"])


_RULES: dict[str, str] = {}
"""Whose plural rules each language used so far follows (its locale.ftl's)."""


def _rules(lang: str) -> str:
    """Whose plural rules ``lang`` follows, checked at its first plural message (the rules
    are imported only then): a language of core/i18n/plural.py."""
    from core.i18n.fluent import FluentError
    from core.i18n.plural import RULES

    found = locale(lang)
    if found.plural not in RULES:
        known = ", ".join(RULES)
        raise FluentError(found.path, 1, f"-plural-rules = {found.plural}: expected one of {known}")
    return found.plural


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
            return f"{v.value:,}".replace(",", locale(lang).group)
        return number(v.value, lang, v.places)
    if isinstance(v, Msg):
        return render(v, lang)
    return ", ".join(_arg(i, lang) for i in v)
