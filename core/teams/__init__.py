"""Team events (rules.md 9): matches, match and game points, art. 16 for teams, team codes.

``matches`` derives every team's rounds once per tournament; ``scores`` applies the FIDE
editions to them; the tie-break families read both.
"""
