"""Presets: a named tie-break order with its rule set (rules.md 7)."""

from typing import NamedTuple

from core.errors import UnknownRuleSetError
from core.model import LICHESS_KEY, System, Tournament


class Preset(NamedTuple):
    """A named order together with its rule set."""

    name: str
    rules: str
    order: tuple[str, ...]
    note: str
    primary: str | None = None
    """The primary score of a team preset (``MP`` or ``GP``, rules.md 9.6); ``None`` for an
    individual preset."""

    @property
    def team(self) -> bool:
        """Whether the preset is for team events."""
        return self.primary is not None


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
        # Scrabble-style events with game scores (rules.md 13.9)
        Preset("scrabble", "cas", ("SPREAD", "SCORE"), "wins, then spread, then total score"),
        Preset("cas-skore", "cas", ("BH", "SPREAD", "SCORE"), "ČAS 2000: Buchholz, then skóre"),
        Preset("cas-turcas", "cas", ("TURCAS",), "ČAS since 2001: TurČAS (default coefficients)"),
        Preset(
            "lichess",
            "lichess",
            ("SB", "LPR"),
            "what lichess Swiss shows; the default for events imported from lichess",
        ),
        # Team events (rules.md 9.6): the rule set is ``fide`` (edition by date) for all.
        Preset(
            "fide-team-swiss",
            "fide",
            ("MPVGP", "EDE", "BH:MP-C1", "BH:MP", "EMGSB"),
            "current practice for team Swiss events; the default for team-swiss",
            "MP",
        ),
        Preset(
            "fide-team-round-robin",
            "fide",
            ("MPVGP", "EDE", "EMGSB", "BC"),
            "current practice for team round robins (no Buchholz, art. 8)",
            "MP",
        ),
        Preset(
            "olympiad",
            "fide",
            ("EMGSB-C1", "MPVGP", "BH:MP-C1"),
            "Olympiad regulations, rule 14 a-c",
            "MP",
        ),
        Preset(
            "fide-1998-team",
            "fide",
            ("MPVGP", "DE", "BH:GP", "SB:GP"),
            "FIDE 1998 team recommendation: game points, match points, DE, BH, SB",
            "GP",
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
    robin and ``fide-swiss`` for a Swiss event; for team events ``fide-team-round-robin`` and
    ``fide-team-swiss`` (rules.md 9.6)."""
    if lichess_id(t) is not None:
        return "lichess"
    if t.system is System.TEAM_ROUND_ROBIN:
        return "fide-team-round-robin"
    if t.system is System.TEAM_SWISS:
        return "fide-team-swiss"
    return "fide-round-robin" if t.system is System.ROUND_ROBIN else "fide-swiss"
