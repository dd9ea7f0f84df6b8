"""FIDE C.07 from 1 March 2026: dummy opponent capped by 16.4.1 and 16.4.2 (rules.md 4.1)."""

from core.rules.fide import FideRuleSet

RULE_SET = FideRuleSet("fide-2026", "FIDE 2026", caps=True)
