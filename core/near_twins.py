"""Near-twins: two entrants of one event whose names differ only by accents, case, spacing
or punctuation ("Hana Pokorná" and "Hana Pokorna"). Either one player was entered twice
(and the event is wrong) or two players need names told apart: a reader cannot know, so the
standings and ``check`` warn, naming both (issue 29)."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from core.model import Player, PlayerId

__all__ = ["fold", "near_twins"]

_UNDECOMPOSED = str.maketrans({"ł": "l", "ø": "o", "đ": "d", "ħ": "h", "ı": "i", "ß": "ss"})
"""Letters with a stroke or dotless that Unicode does not decompose into base and mark."""


def fold(name: str) -> str:
    """Return ``name`` without accents, case, spaces or punctuation.

    >>> fold("Pokorná,  Hana") == fold("pokorna hana")
    True
    >>> fold("Łukasz Ødegaard") == fold("Lukasz Odegaard")
    True
    """
    decomposed = unicodedata.normalize("NFKD", name.casefold().translate(_UNDECOMPOSED))
    return "".join(c for c in decomposed if c.isalnum() and not unicodedata.combining(c))


def near_twins(players: Iterable[Player]) -> list[tuple[PlayerId, PlayerId]]:
    """Return the pairs of players (ids, in the order the event lists them) whose names
    :func:`fold` makes the same but are not the same text; each later player with the
    first one that has its folded name."""
    first: dict[str, Player] = {}
    pairs: list[tuple[PlayerId, PlayerId]] = []
    for p in players:
        key = fold(p.name)
        if not key:
            continue
        seen = first.setdefault(key, p)
        if seen is not p and seen.name != p.name:
            pairs.append((seen.id, p.id))
    return pairs
