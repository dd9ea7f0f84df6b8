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

import marshal
import os
import sys

Entry = str | dict[str, str]
"""A message as rendered: a template with ``{name}`` placeholders, or templates by plural
category."""

SAME_AS_ENGLISH = "same-as-english"
"""The comment line marking a translation that is the English word on purpose (a name, a
code): the catalogue check accepts it identical to English."""

CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})
"""CLDR's plural categories, the only variant keys of a plural message."""

_ID_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-"
"""The characters of a Fluent identifier after its first, a letter. No regular expressions:
compiling them would cost more than reading a file (benchmarks/README.md)."""


def _is_identifier(text: str) -> bool:
    return bool(text) and text.isascii() and text[0].isalpha() and not text.strip(_ID_CHARS)


class FluentError(ValueError):
    """A translation file that does not read: where (file and line; 0 for the whole file)
    and why."""

    def __init__(self, path: str, line: int, problem: str) -> None:
        super().__init__(f"{path}, line {line}: {problem}" if line else f"{path} {problem}")
        self.path, self.line, self.problem = path, line, problem


class Resource:
    """One ``.ftl`` file read: its messages by catalogue key, its terms (without the dash),
    and the comment lines directly above each message. A plain class: making a NamedTuple's
    class at start-up cost more than reading a file from the cache (benchmarks/README.md)."""

    __slots__ = ("comments", "messages", "terms")

    def __init__(
        self,
        messages: dict[str, Entry],
        terms: dict[str, str],
        comments: dict[str, tuple[str, ...]],
    ) -> None:
        self.messages, self.terms, self.comments = messages, terms, comments


_MAGIC = b"tiebreak fluent 1\n"
"""The head of a cached file; a parser whose output changes gives it a new number."""


def load(path: str) -> tuple[dict[str, Entry], dict[str, str]]:
    """Return the messages and terms of the file ``path``, as :func:`parse` reads them.

    Parsing a language's core messages costs many times what importing them as a Python
    module did (benchmarks/README.md): like Python's ``.pyc``, the result is kept
    (:func:`cache_path`) and used while the file keeps its modification time and size.
    """
    try:
        st = os.stat(path)
    except OSError as e:
        raise FluentError(path, 0, f"cannot be read ({e.strerror})") from None
    head = _MAGIC + f"{st.st_mtime_ns} {st.st_size}\n".encode()
    cache = cache_path(path)
    if cache is not None:
        try:
            with open(cache, "rb") as f:
                data = f.read()
            if data.startswith(head):
                found = marshal.loads(data[len(head) :])
                if type(found) is tuple and len(found) == 2:
                    return found
        except (OSError, ValueError, EOFError, TypeError):
            pass  # no cache yet, or a damaged one: read the file
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except UnicodeDecodeError as e:
        raise FluentError(path, 0, f"is not UTF-8 text ({e.reason} at byte {e.start})") from None
    except OSError as e:
        raise FluentError(path, 0, f"cannot be read ({e.strerror})") from None
    res = parse(text, path)
    if cache is not None:
        _keep(cache, head + marshal.dumps((res.messages, res.terms)))
    return res.messages, res.terms


def load_together(paths: list[str], name: str) -> list[tuple[dict[str, Entry], dict[str, str]]]:
    """Return :func:`load` of each of ``paths``, kept together in one cache file named as if
    it were the file ``name``: the languages' small ``locale.ftl`` files, all read at start
    (to list the languages), cost one file opened rather than one each."""
    stamps = []
    for path in paths:
        try:
            st = os.stat(path)
        except OSError as e:
            raise FluentError(path, 0, f"cannot be read ({e.strerror})") from None
        stamps.append(f"{path}\0{st.st_mtime_ns}\0{st.st_size}")
    head = _MAGIC + "\0".join(stamps).encode("utf-8", "surrogateescape") + b"\n"
    cache = cache_path(name)
    if cache is not None:
        try:
            with open(cache, "rb") as f:
                data = f.read()
            if data.startswith(head):
                found = marshal.loads(data[len(head) :])
                if type(found) is list and len(found) == len(paths):
                    return found
        except (OSError, ValueError, EOFError, TypeError):
            pass
    read = [load(path) for path in paths]
    if cache is not None:
        _keep(cache, head + marshal.dumps(read))
    return read


CACHE_ENV = "TIEBREAK_CACHE_DIR"
"""Where read translation files are kept (``off``: nowhere); by default the user's cache
folder, ``$XDG_CACHE_HOME/tiebreak`` or ``~/.cache/tiebreak`` (docs/translating.md)."""


def cache_path(path: str) -> str | None:
    """Return where the read file ``path`` is kept: its absolute path under the cache folder
    (as Python's ``PYTHONPYCACHEPREFIX`` mirrors the tree), None when caching is off."""
    root = os.environ.get(CACHE_ENV)
    if root is None:
        base = os.environ.get("XDG_CACHE_HOME")
        if not base:
            home = os.path.expanduser("~")
            if home == "~":  # no home folder (a service's user): keep nothing
                return None
            base = os.path.join(home, ".cache")
        root = os.path.join(base, "tiebreak")
    elif root == "off":
        return None
    full = os.path.abspath(path)
    drive, rest = os.path.splitdrive(full)
    tag = sys.implementation.cache_tag
    return os.path.join(root, "ftl", drive.strip(":\\/"), rest.lstrip("\\/") + f".{tag}.marshal")


def _keep(cache: str, data: bytes) -> None:
    """Write the cache file whole or not at all (another process may be reading it)."""
    tmp = f"{cache}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(cache), exist_ok=True)
        with open(tmp, "wb") as f:
            f.write(data)
        os.replace(tmp, cache)
    except OSError:  # a read-only installation: read the file each time
        try:
            os.unlink(tmp)
        except OSError:
            pass


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
            if line[1:2] == "#" or line[1:2] == "!":
                pending = []  # a group or file comment belongs to no message
            elif line[1:2] in ("", " ", "\r"):
                pending.append(line[2:].rstrip("\r"))
            else:
                raise FluentError(path, i + 1, "a comment starts with '# '")
            i += 1
            continue
        if not first or not line.strip():
            pending = []
            i += 1
            continue
        if first == " ":
            raise FluentError(path, i + 1, "an indented line that continues no message")
        ident, eq, inline = line.partition("=")
        ident = ident.rstrip(" ")
        dash = ident[:1] == "-"
        if dash:
            ident = ident[1:]
        if not eq or not _is_identifier(ident):
            raise FluentError(path, i + 1, "expected a message: key = text")
        start = i
        i += 1
        # A message goes on over indented lines (blank ones among them), and a plural one
        # ends at its closing brace, which Fluent's own examples put at the line's start.
        while i < n and (
            lines[i][:1] in (" ", "}") or (not lines[i].strip() and _goes_on(lines, i))
        ):
            i += 1
        name = ident if dash else key_of(ident)
        if name in where:
            raise FluentError(path, start + 1, f"{ident} is defined twice (line {where[name]})")
        where[name] = start + 1
        inline = inline.strip()
        if i == start + 1 and inline and not inline.endswith("->"):
            value: Entry = _template(inline, path, start)  # the common message: one line
        else:
            body = [inline, *(ln.rstrip("\r") for ln in lines[start + 1 : i])]
            value = _pattern(body, path, start)
        if dash:
            if not isinstance(value, str):
                raise FluentError(path, start + 1, f"the term -{ident} cannot be a plural")
            terms[ident] = value
        else:
            messages[name] = value
            if pending:
                comments[name] = tuple(pending)
        pending = []
    return Resource(messages, terms, comments)


def _goes_on(lines: list[str], i: int) -> bool:
    """Whether the blank line ``i`` lies inside a message (an indented line follows)."""
    for line in lines[i + 1 :]:
        if line.strip():
            return line[:1] in (" ", "}")
    return False


def _pattern(body: list[str], path: str, start: int) -> Entry:
    """The template of a message's text: ``body`` is the rest of its first line, then its
    indented lines (``start`` the index of the first, for errors)."""
    head = body[0].strip()
    lead = 0
    while not head and lead + 1 < len(body) and not body[lead + 1].strip():
        lead += 1
    first = head or (body[lead + 1].strip() if lead + 1 < len(body) else "")
    selector = _selector(first)
    if selector is not None:  # on the key's line, or on the next (as Fluent's tools write it)
        skip = 0 if head else lead + 1
        return _variants(selector, body[skip:], path, start + skip)
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


def _selector(line: str) -> str | None:
    """The variable of ``{ $name ->``, the head of a plural message, else None."""
    if line[:1] != "{" or not line.endswith("->"):
        return None
    var = line[1:-2].strip()
    return var[1:] if var[:1] == "$" and _is_identifier(var[1:]) else None


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
        star = line[:1] == "*"
        cat, bracket, text = line[1 if star else 0 :].partition("]")
        cat = cat.lstrip("[").strip() if cat[:1] == "[" else ""
        if not bracket or not cat:
            raise FluentError(path, line_no, "expected a variant such as [one] text, or }")
        text = text.strip()
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
    while True:
        at = text.find("{", pos)
        piece = text[pos:] if at < 0 else text[pos:at]
        if "}" in piece:
            _brace(text, pos + piece.index("}"), path, index)
        out.append(piece)
        if at < 0:
            return "".join(out)
        j = at + 1
        while text[j : j + 1] == " ":
            j += 1
        if text[j : j + 1] == "$":
            close = text.find("}", j)
            var = text[j + 1 : close].rstrip(" ") if close > 0 else ""
            if not _is_identifier(var):
                _brace(text, at, path, index)
            out.append("{" + var + "}")
        elif text[j : j + 1] == '"':
            k = j + 1
            while k < len(text) and text[k] != '"':
                k += 2 if text[k] == "\\" else 1
            close = k + 1
            while text[close : close + 1] == " ":
                close += 1
            if k >= len(text) or text[close : close + 1] != "}":
                _brace(text, at, path, index)
            literal = _unescape(text[j + 1 : k], path, index + 1 + text.count("\n", 0, at))
            out.append(literal.replace("{", "{{").replace("}", "}}"))
        else:
            _brace(text, at, path, index)
        pos = close + 1


def _brace(text: str, at: int, path: str, index: int) -> None:
    """Raise the error of a brace at ``at`` that begins no placeable the subset reads."""
    raise FluentError(
        path,
        index + 1 + text.count("\n", 0, at),
        'expected { $name } or { "text" }; a brace of the text is written { "{" }',
    )


def _unescape(string: str, path: str, line: int) -> str:
    """A string literal's text: ``\\"``, ``\\\\``, ``\\uXXXX`` and ``\\UXXXXXX``."""
    if "\\" not in string:
        return string
    out: list[str] = []
    i = 0
    while i < len(string):
        c = string[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        nxt = string[i + 1 : i + 2]
        width = 4 if nxt == "u" else 6 if nxt == "U" else 0
        digits = string[i + 2 : i + 2 + width]
        if nxt in ('"', "\\"):
            out.append(nxt)
            i += 2
        elif width and len(digits) == width and not digits.strip("0123456789abcdefABCDEF"):
            code = int(digits, 16)
            if code > 0x10FFFF:
                raise FluentError(path, line, f"\\{nxt}{digits} is not a character")
            out.append(chr(code))
            i += 2 + width
        else:
            raise FluentError(path, line, 'a string literal knows \\" \\\\ \\uXXXX \\UXXXXXX')
    return "".join(out)
