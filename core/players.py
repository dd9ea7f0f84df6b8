"""Finding a player by starting number or name (formats.md 5): case- and accent-insensitive,
a unique prefix is enough, an ambiguous name lists the candidates."""

from __future__ import annotations

import unicodedata

from core.errors import PlayerLookupError
from core.model import Player, Tournament


def fold(text: str) -> str:
    """Return ``text`` without case or accents, for matching names."""
    decomposed = unicodedata.normalize("NFKD", text)
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c))
                    .casefold().split())


def find_player(t: Tournament, query: str) -> Player:
    """Return the player ``query`` names: a starting number, a full name or a unique prefix.

    :raises PlayerLookupError: for no match or several (listing them).
    """
    q = query.strip()
    if q.isdigit():
        for p in t.players:
            if p.id == int(q):
                return p
        raise PlayerLookupError(query, [])
    key = fold(q)
    exact = [p for p in t.players if fold(p.name) == key]
    if len(exact) == 1:
        return exact[0]
    candidates = exact or [p for p in t.players if fold(p.name).startswith(key)]
    if not candidates:
        candidates = [p for p in t.players if any(w.startswith(key) for w in fold(p.name).split())]
    if len(candidates) == 1:
        return candidates[0]
    raise PlayerLookupError(query, [f"{p.name} ({p.id})" for p in candidates])


def suggest(t: Tournament, query: str, limit: int = 25) -> list[Player]:
    """Return players whose name contains ``query`` (folded), best matches first."""
    key = fold(query)
    scored = []
    for p in t.players:
        name = fold(p.name)
        if not key or key in name or str(p.id) == query.strip():
            scored.append((0 if name.startswith(key) else 1, name, p))
    scored.sort(key=lambda s: (s[0], s[1]))
    return [s[2] for s in scored[:limit]]
