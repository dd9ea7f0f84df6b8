""" "Buchholz 97" (Swiss Perfect 97): recorded scores of every scheduled opponent, forfeits
counted as games; own byes add nothing (rules.md 4.6)."""

from core.explain import Source
from core.rules.recorded import RecordedScoresRuleSet

RULE_SET = RecordedScoresRuleSet(
    "naive", "naive (Buchholz 97)", Source.NAIVE, forfeits_are_games=True
)
