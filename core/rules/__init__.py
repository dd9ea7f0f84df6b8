"""Rule sets for unplayed rounds (rules.md 4) and the FIDE edition chosen by date (2.2)."""

from __future__ import annotations

from datetime import date

from core.errors import UnknownRuleSetError
from core.rules import cas, fide2009, fide2024, fide2026, naive, played_only, uscf
from core.rules.base import Entry, RuleSet, View

RULE_SETS: dict[str, RuleSet] = {
    "fide-2026": fide2026.RULE_SET,
    "fide-2024": fide2024.RULE_SET,
    "fide-2009": fide2009.RULE_SET,
    "uscf": uscf.RULE_SET,
    "cas": cas.RULE_SET,
    "naive": naive.RULE_SET,
    "played-only": played_only.RULE_SET,
}
RULE_SET_NAMES = ["fide", *RULE_SETS]


def fide_edition(start: date | None) -> str:
    """Return the FIDE edition in force on ``start`` (rules.md 2.2)."""
    if start is None or start >= date(2026, 3, 1):
        return "fide-2026"
    if start >= date(2023, 9, 1):
        return "fide-2024"
    return "fide-2009"


def resolve_rule_set(name: str, start: date | None) -> tuple[RuleSet, str]:
    """Return the rule set ``name`` names and how it was chosen (for explanations).

    :raises UnknownRuleSetError: for an unknown name.
    """
    key = name.strip().lower().replace("_", "-")
    if key == "fide":
        edition = fide_edition(start)
        how = (f"chosen by the start date {start.isoformat()}" if start
               else "no start date, so the current edition")
        return RULE_SETS[edition], how
    if key in RULE_SETS:
        return RULE_SETS[key], "given explicitly"
    raise UnknownRuleSetError(name, RULE_SET_NAMES)


__all__ = ["RULE_SETS", "RULE_SET_NAMES", "Entry", "RuleSet", "View", "fide_edition",
           "resolve_rule_set"]
