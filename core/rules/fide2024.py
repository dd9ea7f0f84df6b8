"""FIDE C.07 2023/2024 texts: dummy opponent with the player's own score (rules.md 4.2)."""

from core.rules.fide import FideRuleSet

RULE_SET = FideRuleSet("fide-2024", "FIDE 2024", caps=False)
