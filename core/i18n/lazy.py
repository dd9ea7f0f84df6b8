"""A translation file read lazily: each message found and parsed on its first use.

A standings run renders a few dozen of the 380 messages of English's ``core.ftl``, and
parsing the file whole (:func:`core.i18n.fluent.parse`) would cost some 21 M instructions
(callgrind), a tenth of the run: a :class:`Source` finds a message by ``bytes.find`` and
parses its lines alone, as strictly; :class:`Messages` is what :func:`core.i18n.text.catalogue`
returns, the messages of one language and area (benchmarks/README.md, issue 34).
"""

from __future__ import annotations

import re
from collections.abc import MutableMapping
from typing import TYPE_CHECKING

from core.i18n.fluent import (
    Entry,
    FluentError,
    Resource,
    decoded,
    identifier_of,
    parse,
    read_bytes,
    template,
)

if TYPE_CHECKING:
    from collections.abc import ItemsView, Iterator, ValuesView

_START: re.Pattern[bytes] | None = None
"""Where an entry starts: an identifier and ``=`` at a line's start (after a new line: a
:class:`Source`'s text begins with one), compiled when first needed (:meth:`Source.keys`)."""


class Source:
    """One ``.ftl`` file read, its messages parsed one by one on demand (:meth:`entry`).

    Parsing English's ``core.ftl`` whole costs some 21 M instructions (callgrind), a tenth of
    a standings run, which renders a few dozen of its 380 messages; indexing it by one pass of
    a pattern, 2 M. A message is found instead by ``bytes.find`` of its identifier at a line's
    start, in C (some 100,000 to 190,000 instructions for the whole file, which the search for
    a second definition goes through in a file not :attr:`shipped`), and only its own lines
    are decoded and parsed, by :func:`parse`, as strictly. A line between messages that
    belongs to none (a stray word, an indented line under a comment) is named by the
    catalogue's tests, which parse every file whole.
    """

    __slots__ = ("_keys", "path", "shipped", "text")

    def __init__(self, path: str, data: bytes, *, shipped: bool = False) -> None:
        self.path = path
        self.text = b"\n" + data  # every entry after a new line, the first one too
        # A file shipped in a package, parsed whole by the catalogue's tests: :meth:`find`
        # stops at its first definition of a message (see there).
        self.shipped = shipped
        self._keys: list[str] | None = None

    def find(self, ident: str) -> int:
        """Return where the entry ``ident`` starts (the new line before it), -1 when the file
        has none: a :class:`FluentError` when it has two.

        Making sure there is no second definition means reading the file on to its end past
        every message found (benchmarks/README.md, issue 34). A
        :attr:`shipped` file cannot hold one (tests/core/test_translation_files.py parses
        every file of the packages whole, which names it), so its search ends at the first;
        a file of one's own folder (``TIEBREAK_LOCALES_DIR``), which no test has read, is
        searched to its end."""
        text = self.text
        needle = b"\n" + ident.encode()
        found = -1
        at = text.find(needle)
        while at >= 0:
            after = at + len(needle)
            if text.startswith((b" =", b"="), after) or (
                text.startswith(b" ", after) and _after_spaces(text, after) == b"="
            ):
                if found >= 0:
                    raise FluentError(
                        self.path,
                        self.line(at),
                        f"{ident} is defined twice (line {self.line(found)})",
                    )
                if self.shipped:
                    return at
                found = at
            at = text.find(needle, after)
        return found

    def line(self, at: int) -> int:
        """The line of the entry found at ``at`` (:meth:`find`)."""
        return self.text.count(b"\n", 0, at + 1)

    def entry(self, key: str) -> Entry | None:
        """Return the message ``key`` parsed, None when the file lacks it: a
        :class:`FluentError` naming this file and the line when it does not read."""
        found = self._parse_entry(identifier_of(key))
        return found if found is None or isinstance(found, str) else found.messages[key]

    def term(self, name: str) -> str | None:
        """Return the term ``-name`` (a language's setting) parsed, None when it is absent."""
        found = self._parse_entry("-" + name)
        return found if found is None or isinstance(found, str) else found.terms[name]

    def _parse_entry(self, ident: str) -> str | Resource | None:
        """The entry ``ident``: a one-line text's template, else its lines parsed."""
        at = self.find(ident)
        if at < 0:
            return None
        text = self.text
        end = text.find(b"\n", at + 1)
        if end < 0:
            end = len(text)
        one_line = text[end + 1 : end + 2] not in _GOES_ON  # most messages
        if not one_line:  # its indented lines, a plural's closing brace, blank lines among them
            while text[end + 1 : end + 2] in _GOES_ON:
                end = text.find(b"\n", end + 1)
                if end < 0:
                    end = len(text)
                    break
        raw = text[at + 1 : end]
        try:
            lines = raw.decode()
        except UnicodeDecodeError as e:  # the file's byte: text holds one more, the first
            where = self.line(at) + raw.count(b"\n", 0, e.start)
            why = f"is not UTF-8 text ({e.reason} at byte {at + e.start})"
            raise FluentError(self.path, where, why) from None
        try:
            if one_line:
                inline = lines.partition("=")[2].strip()
                if inline and inline[-2:] != "->":
                    return template(inline, self.path, 0)
            return parse(lines, self.path)
        except FluentError as e:  # its lines counted from the message's first
            raise FluentError(self.path, self.line(at) + e.line - 1, e.problem) from None

    def keys(self) -> list[str]:
        """Return the keys of the file's messages in their order (one pass of a pattern)."""
        global _START
        if self._keys is None:
            if _START is None:
                _START = re.compile(rb"\n(-?[A-Za-z][A-Za-z0-9_-]*) *=")
            joined = b"\0".join(i for i in _START.findall(self.text) if i[:1] != b"-")
            # Every identifier made a key at once (tb_BH is tb.BH: key_of), not one by one;
            # a term (a language's setting) is not a message.
            keys = joined.decode().replace("_", ".").split("\0") if joined else []
            if len(set(keys)) != len(keys):
                self.whole()  # names the message defined twice, and its lines
            self._keys = keys
        return self._keys

    def whole(self) -> Resource:
        """Return the file parsed whole (:func:`parse`)."""
        return parse(decoded(self.text[1:], self.path), self.path)


def _after_spaces(text: bytes, at: int) -> bytes:
    """The first byte after the spaces from ``at`` on its line (``key   =``), else empty."""
    end = text.find(b"\n", at)
    return text[at : end if end >= 0 else len(text)].lstrip(b" ")[:1]


_GOES_ON = (b" ", b"}", b"\n", b"\r")
"""The first bytes of a line that goes on the message above it: indented text, a plural's
closing brace, a blank line (followed by more of the message or not: :func:`parse` tells)."""


def index(path: str, *, shipped: bool = False) -> Source:
    """Return the file ``path`` read, its messages parsed as they are asked for
    (:class:`Source`; ``shipped``: a package's own file, checked whole by the tests): a
    :class:`FluentError` when it cannot be read."""
    return Source(path, read_bytes(path), shipped=shipped)


class Messages(MutableMapping[str, Entry]):
    """The messages of one language and area: its files (:class:`Source`, a later one's
    message over an earlier's: ``TIEBREAK_LOCALES_DIR`` over the package) read lazily.

    :attr:`entries` holds the messages parsed so far (and any set in place, as a test does):
    the renderer looks there first, a plain dict; anything else is parsed on first use. Going
    through every message (:meth:`items`, :meth:`values`) parses the files whole.
    """

    __slots__ = ("_gone", "_whole", "entries", "sources")

    def __init__(self, sources: list[Source]) -> None:
        self.sources = sources
        self.entries: dict[str, Entry] = {}
        self._gone: set[str] = set()  # messages of the files deleted in place
        self._whole = False

    def __getitem__(self, key: str) -> Entry:
        found = self.entries.get(key)
        if found is not None:
            return found
        if key not in self._gone:
            for source in reversed(self.sources):
                found = source.entry(key)
                if found is not None:
                    self.entries[key] = found
                    return found
        raise KeyError(key)

    def __contains__(self, key: object) -> bool:
        if key in self.entries:
            return True
        if key in self._gone or type(key) is not str:
            return False
        ident = identifier_of(key)
        return any(s.find(ident) >= 0 for s in self.sources)

    def __setitem__(self, key: str, value: Entry) -> None:
        self.entries[key] = value
        self._gone.discard(key)

    def __delitem__(self, key: str) -> None:
        if key not in self:
            raise KeyError(key)
        self.entries.pop(key, None)
        self._gone.add(key)

    def __iter__(self) -> Iterator[str]:
        keys: dict[str, None] = {}
        for source in self.sources:
            keys.update(dict.fromkeys(source.keys()))
        keys.update(dict.fromkeys(self.entries))
        return iter([k for k in keys if k not in self._gone])

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __repr__(self) -> str:
        return f"Messages({[s.path for s in self.sources]!r})"

    def items(self) -> ItemsView[str, Entry]:
        """Every message, each file parsed whole (faster than message by message)."""
        self._parse_whole()
        return super().items()

    def values(self) -> ValuesView[Entry]:
        """Every message's entry, each file parsed whole."""
        self._parse_whole()
        return super().values()

    def _parse_whole(self) -> None:
        if self._whole:
            return
        merged: dict[str, Entry] = {}
        for source in self.sources:
            merged.update(source.whole().messages)
        for key, entry in merged.items():
            if key not in self._gone:
                self.entries.setdefault(key, entry)
        self._whole = True
