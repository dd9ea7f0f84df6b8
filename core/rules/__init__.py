"""Rule sets for unplayed rounds (rules.md 4) and the FIDE edition chosen by date (2.2)."""

from __future__ import annotations

from datetime import date

from core.errors import UnknownRuleSetError
from core.i18n.message import Msg, msg
from core.rules import cas, fide2009, fide2024, fide2026, lichess, naive, played_only, uscf
from core.rules.base import Entry, RuleSet, View

_RULE_SETS: dict[str, RuleSet] = {
    m.RULE_SET.id: m.RULE_SET
    for m in (fide2026, fide2024, fide2009, uscf, cas, naive, played_only, lichess)
}
"""Every rule set by its id, in the order the help lists them."""
RULE_SET_IDS = list(_RULE_SETS)
RULE_SET_NAMES = ["fide", *_RULE_SETS]


def get_rule_set(rule_id: str) -> RuleSet:
    """Return the rule set with the exact id ``rule_id`` (``fide-2026``, ``uscf``, ...).

    :raises UnknownRuleSetError: for an unknown id.
    """
    found = _RULE_SETS.get(rule_id)
    if found is None:
        raise UnknownRuleSetError(rule_id, RULE_SET_NAMES)
    return found


def fide_edition(start: date | None) -> str:
    """Return the FIDE edition in force on ``start`` (rules.md 2.2)."""
    if start is None or start >= date(2026, 3, 1):
        return "fide-2026"
    if start >= date(2023, 9, 1):
        return "fide-2024"
    return "fide-2009"


def resolve_rule_set(name: str, start: date | None) -> tuple[RuleSet, Msg]:
    """Return the rule set ``name`` names and how it was chosen (for explanations).

    :raises UnknownRuleSetError: for an unknown name.
    """
    key = name.strip().lower().replace("_", "-")
    if "+" in key:
        return _with_variants(key, name, start)
    if key == "fide":
        edition = fide_edition(start)
        how = (
            msg("rules.how.by-date", date=start.isoformat()) if start else msg("rules.how.no-date")
        )
        return get_rule_set(edition), how
    if key in _RULE_SETS:
        return get_rule_set(key), msg("rules.how.given")
    raise UnknownRuleSetError(name, RULE_SET_NAMES)


def _with_variants(key: str, name: str, start: date | None) -> tuple[RuleSet, Msg]:
    """Resolve ``fide-2024+pab-no-sb`` and the like (variants of the FIDE 2024/2026 dummy)."""
    from core.rules.fide import VARIANTS, FideRuleSet

    base, *variants = key.split("+")
    rule_set, how = resolve_rule_set(base, start)
    unknown = [v for v in variants if v not in VARIANTS]
    if not isinstance(rule_set, FideRuleSet) or unknown or not variants:
        raise UnknownRuleSetError(
            name,
            [*RULE_SET_NAMES]
            + [f"fide-2024+{v} / fide-2026+{v}: {text}" for v, text in VARIANTS.items()],
        )
    return rule_set.with_variants(frozenset(variants)), how


__all__ = [
    "RULE_SET_IDS",
    "RULE_SET_NAMES",
    "Entry",
    "RuleSet",
    "View",
    "fide_edition",
    "resolve_rule_set",
]
