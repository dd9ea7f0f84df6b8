"""Reading the catalogue's translation files: the subset of Fluent (projectfluent.org, the
``.ftl`` syntax Weblate, Crowdin and Pontoon open as they are) that the catalogue uses.

Why Fluent (docs/translating.md): its plural variants are chosen by CLDR category, which the
catalogue needs for decimal numbers (Czech "1,5 bodu"), where gettext's integer
``Plural-Forms`` cannot choose; placeholders have names; a ``#`` comment above a message is
its context line for the translator.

The subset, strict: ``# comment`` lines (those directly above a message are its comment;
``##`` and ``###`` group and file comments), messages ``key = text`` whose text may hold
``{ $name }`` and ``{ "literal" }`` placeables and go on over indented lines, a plural message
whose whole text is ``{ $count -> [one] … *[other] … }`` (one variant a line, ``other`` the
default), and terms ``-name = text`` (a language's settings in ``locale.ftl``). Anything else
is a :class:`FluentError` naming the file and the line, never a traceback.

A message becomes the template :mod:`core.i18n.text` renders: ``{ $round }`` is ``{round}``,
a brace of the text is doubled, a plural message is a dict of templates by category.
"""

from __future__ import annotations

import re
from typing import NamedTuple

Entry = str | dict[str, str]
"""A message as rendered: a template with ``{name}`` placeholders, or templates by plural
category."""

SAME_AS_ENGLISH = "same-as-english"
"""The comment line marking a translation that is the English word on purpose (a name, a
code): the catalogue check accepts it identical to English."""

CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})
"""CLDR's plural categories, the only variant keys of a plural message."""

_ENTRY = re.compile(r"(-?)([A-Za-z][A-Za-z0-9_-]*) *= *(.*)")
_SELECT = re.compile(r"\{ *\$([A-Za-z][A-Za-z0-9_-]*) *-> *")
_VARIANT = re.compile(r"(\*?)\[ *([A-Za-z0-9_-]+) *\] *(.*)")
_PLACEABLE = re.compile(
    r"\{ *(?:\$([A-Za-z][A-Za-z0-9_-]*)|\"((?:[^\"\\\n]|\\[\\\"]|\\u[0-9A-Fa-f]{4}"
    r"|\\U[0-9A-Fa-f]{6})*)\") *\}"
)
_ESCAPE = re.compile(r"\\(?:([\\\"])|u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{6}))")


class FluentError(ValueError):
    """A translation file that does not read: where (file and line) and why."""

    def __init__(self, path: str, line: int, problem: str) -> None:
        super().__init__(f"{path}, line {line}: {problem}")
        self.path, self.line, self.problem = path, line, problem


class Resource(NamedTuple):
    """One ``.ftl`` file read: its messages by catalogue key, its terms (without the dash),
    and the comment lines directly above each message."""

    messages: dict[str, Entry]
    terms: dict[str, str]
    comments: dict[str, tuple[str, ...]]


def key_of(identifier: str) -> str:
    """Return the catalogue key of a Fluent identifier: ``tb_BH`` is ``tb.BH``. The code says
    ``msg("tb.BH")``; a dot is not allowed in a Fluent identifier and no key has an
    underscore, so each dot is written as an underscore (docs/translating.md)."""
    return identifier.replace("_", ".")


def identifier_of(key: str) -> str:
    """Return the Fluent identifier of a catalogue key (the inverse of :func:`key_of`)."""
    return key.replace(".", "_")


def parse(text: str, path: str) -> Resource:
    """Return the messages, terms and comments of the Fluent ``text`` read from ``path`` (a
    :class:`FluentError` naming the line for anything outside the subset)."""
    messages: dict[str, Entry] = {}
    terms: dict[str, str] = {}
    comments: dict[str, tuple[str, ...]] = {}
    where: dict[str, int] = {}
    lines = text.split("\n")
    pending: list[str] = []
    i, n = 0, len(lines)
    while i < n:
        line = lines[i]
        first = line[:1]
        if first == "#":
            if line.startswith(("##", "#!")) or line[1:2] not in ("", " "):
                if not line.startswith(("##", "#!")):
                    raise FluentError(path, i + 1, "a comment starts with '# '")
                pending = []
            else:
                pending.append(line[2:])
            i += 1
            continue
        if not line.strip():
            pending = []
            i += 1
            continue
        if first == " ":
            raise FluentError(path, i + 1, "an indented line that continues no message")
        m = _ENTRY.fullmatch(line.rstrip("\r"))
        if m is None:
            raise FluentError(path, i + 1, "expected a message: key = text")
        start = i
        i += 1
        while i < n and (lines[i][:1] == " " or (not lines[i].strip() and _goes_on(lines, i))):
            i += 1
        dash, ident, inline = m.groups()
        body = [inline, *(ln.rstrip("\r") for ln in lines[start + 1 : i])]
        name = ident if dash else key_of(ident)
        if name in where:
            raise FluentError(path, start + 1, f"{ident} is defined twice (line {where[name]})")
        where[name] = start + 1
        if dash:
            value = _pattern(body, path, start)
            if not isinstance(value, str):
                raise FluentError(path, start + 1, f"the term -{ident} cannot be a plural")
            terms[ident] = value
        else:
            messages[name] = _pattern(body, path, start)
            if pending:
                comments[name] = tuple(pending)
        pending = []
    return Resource(messages, terms, comments)


def _goes_on(lines: list[str], i: int) -> bool:
    """Whether the blank line ``i`` lies inside a message (an indented line follows)."""
    for line in lines[i + 1 :]:
        if line.strip():
            return line[:1] == " "
    return False


def _pattern(body: list[str], path: str, start: int) -> Entry:
    """The template of a message's text: ``body`` is the rest of its first line, then its
    indented lines (``start`` the index of the first, for errors)."""
    head = body[0].strip()
    lead = 0
    while not head and lead + 1 < len(body) and not body[lead + 1].strip():
        lead += 1
    first = head or (body[lead + 1].strip() if lead + 1 < len(body) else "")
    select = _SELECT.fullmatch(first)
    if select is not None:  # on the key's line, or on the next (as Fluent's tools write it)
        skip = 0 if head else lead + 1
        return _variants(select.group(1), body[skip:], path, start + skip)
    rest = body[1:]
    indent = min((len(ln) - len(ln.lstrip(" ")) for ln in rest if ln.strip()), default=0)
    text_lines = [head] if head else []
    text_lines += [ln[indent:] for ln in rest]
    while text_lines and not text_lines[-1].strip():
        text_lines.pop()
    for k, ln in enumerate(rest):
        if ln.strip()[:1] in ("[", "*", ".", "}"):
            raise FluentError(
                path, start + 2 + k, 'a line of text cannot start with [ * . or }: write { "[" }'
            )
    text = "\n".join(text_lines).rstrip()
    if not text:
        raise FluentError(path, start + 1, 'a message has text (write { "" } for none)')
    return _template(text, path, start + (0 if head else 1))


def _variants(selector: str, body: list[str], path: str, start: int) -> dict[str, str]:
    """The templates by category of a plural message (its lines after ``{ $count ->``)."""
    if selector != "count":
        raise FluentError(path, start + 1, f"a plural message selects on $count, not ${selector}")
    forms: dict[str, str] = {}
    default = None
    closed = False
    for k, raw in enumerate(body[1:]):
        line_no = start + 2 + k
        line = raw.strip()
        if not line:
            continue
        if closed:
            raise FluentError(path, line_no, "text after the closing }")
        if line == "}":
            closed = True
            continue
        m = _VARIANT.fullmatch(line)
        if m is None:
            raise FluentError(path, line_no, "expected a variant such as [one] text, or }")
        star, cat, text = m.groups()
        if cat not in CATEGORIES:
            raise FluentError(path, line_no, f"[{cat}] is not a CLDR plural category")
        if cat in forms:
            raise FluentError(path, line_no, f"[{cat}] is given twice")
        if star:
            if default is not None:
                raise FluentError(path, line_no, "only one variant is the default (*)")
            default = cat
        if not text:
            raise FluentError(path, line_no, f"the variant [{cat}] has no text")
        forms[cat] = _template(text, path, line_no - 1)
    if not closed:
        raise FluentError(path, start + 1, "the plural message is not closed by }")
    if default != "other":
        raise FluentError(path, start + 1, "the default variant is *[other]")
    return forms


def _template(text: str, path: str, index: int) -> str:
    """``text`` as a ``str.format`` template (line ``index`` + 1 of ``path`` for errors)."""
    if "{" not in text and "}" not in text:
        return text
    out: list[str] = []
    pos = 0
    for m in _PLACEABLE.finditer(text):
        out.append(_literal(text[pos : m.start()], text, pos, path, index))
        var, string = m.groups()
        if var is not None:
            out.append("{" + var + "}")
        else:
            out.append(_unescape(string).replace("{", "{{").replace("}", "}}"))
        pos = m.end()
    out.append(_literal(text[pos:], text, pos, path, index))
    return "".join(out)


def _literal(piece: str, text: str, pos: int, path: str, index: int) -> str:
    if "{" in piece or "}" in piece:
        at = pos + min(p for p in (piece.find("{"), piece.find("}")) if p >= 0)
        raise FluentError(
            path,
            index + 1 + text.count("\n", 0, at),
            'expected { $name } or { "text" }; a brace of the text is written { "{" }',
        )
    return piece


def _unescape(string: str) -> str:
    def one(m: re.Match[str]) -> str:
        char, u4, u6 = m.groups()
        return char if char is not None else chr(int(u4 or u6, 16))

    return _ESCAPE.sub(one, string) if "\\" in string else string
