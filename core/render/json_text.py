"""JSON text as the command prints it (formats.md 5): ``json.dumps(value, ensure_ascii=False,
indent=2)``, byte for byte, written in pieces.

The standard library's ``indent`` forces its pure-Python encoder, a generator per nesting
level yielding each comma and bracket on its own (benchmarks/README.md), and
it joins every piece of the whole text at once, which set the command's peak memory. This
writer keeps the layout and the standard library's text of each value (strings through its
C ``encode_basestring``, numbers through ``repr``), and hands the stream a chunk at a time.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable, Iterator
from json.encoder import encode_basestring
from typing import IO, Any

from core.scores import ExactDecimal

_CHUNK = 2048
"""Pieces gathered before they are written: big enough that a write is rare, small enough
that the pieces of a 10,000-player table never sit in memory together."""


class Encoded:
    """A list whose items are JSON text already written for their place: each item's inner
    lines carry the indentation of an item of this list (the rows of a table, made by one
    format each in :mod:`core.render.standings`). The items may be an iterator."""

    __slots__ = ("items",)

    def __init__(self, items: Iterable[str]) -> None:
        self.items = items


def _float(x: float) -> str:
    if not math.isfinite(x):
        # NaN and the infinities: the standard library's own spelling (allow_nan)
        return json.dumps(x)
    return float.__repr__(x)


_EXACT: dict[type, Callable[[Any], str]] = {
    str: encode_basestring,
    int: repr,  # int.__repr__ itself is a slot wrapper, called through a tuple: slower
    float: _float,
    ExactDecimal: repr,  # its exact decimal, where the float's text would round it
    bool: lambda v: "true" if v else "false",
    type(None): lambda v: "null",
}
"""The text of a value of exactly these types, found by one look-up: most of a table's
cells, which would otherwise each pay a call of :func:`_scalar` and its tests."""


class _FloatTexts(dict[float, str]):
    """Each distinct float's text, worked out on its first look-up. A look-up of a float
    seen before is a call in C, not a Python function's (benchmarks/README.md)."""

    def __missing__(self, x: float) -> str:
        text = _float(x)
        if x:  # 0.0 and -0.0 are one key with two texts
            self[x] = text
        return text


def scalar_text(v: Any) -> str | None:
    """Return the JSON text of a value that is not a container (as ``json.dumps`` writes
    it), else ``None``; the tests of
    ``isinstance`` go in the standard library's order (a bool is an int, an enum of str a
    str)."""
    if isinstance(v, str):
        return encode_basestring(v)
    if v is None:
        return "null"
    if v is True or v is False:
        return "true" if v else "false"
    if isinstance(v, int):
        return int.__repr__(v)
    if isinstance(v, float):
        return v.exact if type(v) is ExactDecimal else _float(v)
    return None


def _key(k: Any) -> str:
    if isinstance(k, str):
        return encode_basestring(k) + ": "
    if k is None or isinstance(k, int | float):
        # json turns these keys into their text, quoted
        return encode_basestring(scalar_text(k) or "") + ": "
    raise TypeError(f"keys must be str, int, float, bool or None, not {type(k).__name__}")


def write_json(value: Any, write: Callable[[str], object]) -> None:
    """Write ``value`` as ``json.dumps(value, ensure_ascii=False, indent=2)`` would, through
    ``write`` a chunk at a time (formats.md 5); an iterator (a generator) is written as the
    list of its items, an :class:`Encoded` list as the list of its texts.

    :raises TypeError: for a value JSON has no text for, as ``json.dumps`` does.
    """
    w = _Writer(write)
    w.emit(value, "\n")
    write("".join(w.out))


class _Writer:
    """The pieces of one JSON text on their way to ``write``, and what it has learned of its
    values: the text before each value of a row shape, each distinct float's text."""

    __slots__ = ("exact_text", "out", "shapes", "write")

    def __init__(self, write: Callable[[str], object]) -> None:
        self.write = write
        self.out: list[str] = []
        self.shapes: dict[tuple[str, tuple[Any, ...]], list[str]] = {}
        # and its numbers: a float's shortest text is worked out once per distinct value
        self.exact_text = _EXACT | {float: _FloatTexts().__getitem__}

    def flush(self) -> None:
        """Hand the pieces to ``write`` once there are enough of them."""
        out = self.out
        if len(out) > _CHUNK:
            self.write("".join(out))
            out.clear()

    def emit(self, v: Any, nl: str) -> None:
        """Write any value; ``nl`` is the newline and indentation of the line its closing
        bracket is on."""
        if type(v) is dict:
            # A plain dict (each row of a table and its tie-breaks) goes straight to its
            # branch, past the tests of a scalar and a list (benchmarks/README.md).
            self.mapping(v, nl, nl + "  ")
            self.flush()
            return
        text = scalar_text(v)
        if text is not None:
            self.out.append(text)
            return
        inner = nl + "  "
        if isinstance(v, list | tuple):
            self.items(v, nl, inner)
        elif isinstance(v, dict):
            self.mapping(v, nl, inner)
        elif isinstance(v, Iterator):
            # a list made as it is written: the rows of a big table need not all be held
            self.items(v, nl, inner)
        elif isinstance(v, Encoded):
            self.texts(v.items, nl, inner)
        else:
            raise TypeError(f"Object of type {type(v).__name__} is not JSON serializable")
        self.flush()

    def items(self, v: Iterable[Any], nl: str, inner: str) -> None:
        """Write a list of any values, one a line."""
        out, get, emit = self.out, self.exact_text.get, self.emit
        sep = "[" + inner
        empty = True
        for x in v:
            empty = False
            exact = get(type(x))
            if exact is None:
                out.append(sep)
                emit(x, inner)
            else:
                out.append(sep + exact(x))
            sep = "," + inner
        out.append("[]" if empty else nl + "]")

    def texts(self, v: Iterable[str], nl: str, inner: str) -> None:
        """Write a list of texts already in JSON, one a line."""
        out = self.out
        sep = "[" + inner
        for text in v:
            out.append(sep + text)
            sep = "," + inner
            if len(out) > _CHUNK:
                self.write("".join(out))
                out.clear()
        out.append("[]" if sep[0] == "[" else nl + "]")

    def mapping(self, v: dict[Any, Any], nl: str, inner: str) -> None:
        """Write an object, one key a line."""
        out = self.out
        if not v:
            out.append("{}")
            return
        # The rows of a table share their keys: the text before each value (comma,
        # newline, indentation, key) is made once per set of keys and depth
        # (benchmarks/README.md).
        shapes = self.shapes
        shape = (inner, tuple(v))
        before = shapes.get(shape)
        if before is None:
            before = [("," if i else "{") + inner + _key(k) for i, k in enumerate(v)]
            if len(shapes) < 64 and all(type(k) is str for k in v):  # 1 == True == 1.0
                shapes[shape] = before
        get = self.exact_text.get
        for piece, x in zip(before, v.values(), strict=True):
            exact = get(type(x))
            if exact is None:
                out.append(piece)
                self.emit(x, inner)
            else:
                out.append(piece + exact(x))
        out.append(nl + "}")


def json_text(value: Any) -> str:
    """Return ``json.dumps(value, ensure_ascii=False, indent=2)`` (:func:`write_json`)."""
    parts: list[str] = []
    write_json(value, parts.append)
    return "".join(parts)


def print_json(value: Any, stream: IO[str]) -> None:
    """Write ``value`` to ``stream`` as the command prints JSON: :func:`write_json` and a
    newline."""
    write_json(value, stream.write)
    stream.write("\n")
