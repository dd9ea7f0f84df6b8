"""Presets: a named tie-break order with its rule set (rules.md 7)."""

from __future__ import annotations

from dataclasses import dataclass

from core.errors import UnknownRuleSetError


@dataclass(frozen=True, slots=True)
class Preset:
    """A named order together with its rule set."""

    name: str
    rules: str
    order: tuple[str, ...]
    note: str


PRESETS: dict[str, Preset] = {p.name: p for p in [
    Preset("fide-swiss", "fide", ("BH-C1", "BH", "SB", "DE", "WIN"),
           "customary FIDE order for Swiss events"),
    Preset("fide-round-robin", "fide", ("DE", "SB", "WIN", "KS"),
           "customary FIDE order for round robins"),
    Preset("uscf", "uscf", ("MM", "SOLKOFF", "CUM", "COO"), "US Chess 7th edition order"),
    Preset("italian", "naive", ("BH-C1", "BH", "DE", "WIN", "RANKRES"), "the Italian variant"),
    Preset("fide-1998-rated", "fide", ("DE", "PS", "BH", "SB", "WIN"),
           "FIDE 1998 recommendation, mostly rated players"),
    Preset("fide-1998-unrated", "fide", ("DE", "BH", "SB", "WIN"),
           "FIDE 1998 recommendation, mostly unrated players"),
    Preset("cas", "cas", ("BH", "BH-M1"), "ČAS Buchholz and Median-Buchholz"),
]}


def get_preset(name: str) -> Preset:
    """Return the preset ``name``.

    :raises UnknownRuleSetError: for an unknown name.
    """
    key = name.strip().lower()
    if key not in PRESETS:
        raise UnknownRuleSetError(name, list(PRESETS), what="preset")
    return PRESETS[key]
