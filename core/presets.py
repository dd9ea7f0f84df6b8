"""Presets: a named tie-break order with its rule set (rules.md 7)."""

from __future__ import annotations

from dataclasses import dataclass

from core.errors import UnknownRuleSetError
from core.model import System, Tournament

LICHESS_KEY = "x-lichess-swiss"
"""The tournament field that marks an event imported from lichess (its Swiss id)."""


@dataclass(frozen=True, slots=True)
class Preset:
    """A named order together with its rule set."""

    name: str
    rules: str
    order: tuple[str, ...]
    note: str


PRESETS: dict[str, Preset] = {
    p.name: p
    for p in [
        Preset(
            "fide-swiss",
            "fide",
            ("BH-C1", "BH", "SB", "DE", "WIN"),
            "customary FIDE order for Swiss events",
        ),
        Preset(
            "fide-round-robin",
            "fide",
            ("DE", "SB", "WIN", "KS"),
            "customary FIDE order for round robins",
        ),
        Preset("uscf", "uscf", ("MM", "SOLKOFF", "CUM", "COO"), "US Chess 7th edition order"),
        Preset("italian", "naive", ("BH-C1", "BH", "DE", "WIN", "RANKRES"), "the Italian variant"),
        Preset(
            "fide-1998-rated",
            "fide",
            ("DE", "PS", "BH", "SB", "WIN"),
            "FIDE 1998 recommendation, mostly rated players",
        ),
        Preset(
            "fide-1998-unrated",
            "fide",
            ("DE", "BH", "SB", "WIN"),
            "FIDE 1998 recommendation, mostly unrated players",
        ),
        Preset("cas", "cas", ("BH", "BH-M1"), "ČAS Buchholz and Median-Buchholz"),
        Preset(
            "lichess",
            "lichess",
            ("SB", "LPR"),
            "what lichess Swiss shows; the default for events imported from lichess",
        ),
    ]
}


def get_preset(name: str) -> Preset:
    """Return the preset ``name``.

    :raises UnknownRuleSetError: for an unknown name.
    """
    key = name.strip().lower()
    if key not in PRESETS:
        raise UnknownRuleSetError(name, list(PRESETS), what="preset")
    return PRESETS[key]


def lichess_id(t: Tournament) -> str | None:
    """Return the lichess Swiss id of an event imported from lichess, else None."""
    for key, value in t.extra:
        if key == LICHESS_KEY and isinstance(value, str) and value:
            return value
    return None


def default_preset(t: Tournament) -> str:
    """Return the preset used when neither a preset nor an order is given (rules.md 7):
    ``lichess`` for an event imported from lichess, else ``fide-round-robin`` for a round
    robin and ``fide-swiss`` for a Swiss event."""
    if lichess_id(t) is not None:
        return "lichess"
    return "fide-round-robin" if t.system is System.ROUND_ROBIN else "fide-swiss"
