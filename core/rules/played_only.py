"""Only games played over the board count, on both sides of the sum (rules.md 4.7)."""

from core.rules.recorded import RecordedScoresRuleSet

RULE_SET = RecordedScoresRuleSet("played-only", "played-only", forfeits_are_games=False)
