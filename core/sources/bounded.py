"""Reading a network answer within bounds, the standard library's part (the requests
themselves are :mod:`core.sources.lichess`'s, the one module that uses httpx): a gzip body
inflated a bounded piece at a time (httpx inflates each piece whole, and a piece of a bomb
is gigabytes), and JSON whose numbers have a bounded number of digits and whose nesting a
bounded depth.
"""

from __future__ import annotations

import zlib

__all__ = ["Inflater", "LongNumber", "bounded_number", "depth"]


class Inflater:
    """Inflate a gzip (several members too) or zlib stream, at most ``room`` bytes a call."""

    def __init__(self) -> None:
        self._d = zlib.decompressobj(wbits=47)  # 32 + 15: a gzip or zlib header, detected

    def __call__(self, chunk: bytes, room: int) -> bytes:
        out = self._d.decompress(chunk, room)
        # Output that filled ``room`` is already too much: the caller stops there, with the
        # rest of the chunk left unread.
        while len(out) < room and self._d.eof and self._d.unused_data:
            rest = self._d.unused_data
            self._d = zlib.decompressobj(wbits=47)
            out += self._d.decompress(rest, room - len(out))
        return out


def bounded_number(text: str, max_digits: int) -> int | float:
    """Return the JSON number ``text`` (``json.loads``'s ``parse_int``/``parse_float``),
    refusing one of more than ``max_digits`` characters before Python converts it.

    :raises LongNumber: for a longer one.
    """
    if len(text.lstrip("-")) > max_digits:
        raise LongNumber
    return int(text) if text.lstrip("-").isdigit() else float(text)


class LongNumber(ValueError):
    """A number of more digits than allowed."""


def depth(value: object) -> int:
    """Return how deeply ``value`` nests lists and objects (without recursion)."""
    deepest, todo = 0, [(value, 1)]
    while todo:
        item, level = todo.pop()
        if isinstance(item, dict):
            item = list(item.values())
        if isinstance(item, list):
            deepest = max(deepest, level)
            todo.extend((x, level + 1) for x in item)
    return deepest
