"""Team events (rules.md 9): teams, lineups, matches and their checks."""
