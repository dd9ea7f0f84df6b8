"""A number of the published page, as shown and as data (formats.md 5)."""

from typing import NamedTuple


class Number(NamedTuple):
    """A number as shown (``13,5``) and as data (``13.5``, exact; a board key's numbers
    joined by ``/``; empty for none)."""

    text: str
    machine: str
