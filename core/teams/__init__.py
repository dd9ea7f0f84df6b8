"""Team events (rules.md 9): teams, lineups, matches and their checks; match and game
points, art. 16 for teams, team codes; team standings.

``matches`` derives every team's rounds once per tournament; ``scores`` applies the FIDE
editions to them; the tie-break families read both; ``ede`` orders tied groups (DE, EDE);
``standings`` ranks the teams.
"""
