"""Only games played over the board count, on both sides of the sum (rules.md 4.7)."""

from core.explain import Source
from core.rules.recorded import RecordedScoresRuleSet

RULE_SET = RecordedScoresRuleSet(
    "played-only", "played-only", Source.PLAYED_ONLY, forfeits_are_games=False
)
