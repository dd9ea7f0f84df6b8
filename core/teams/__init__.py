"""Team events (rules.md 9): teams, lineups, matches and their checks; match and game
points, art. 16 for teams, the team tie-break families.

``matches`` derives every team's rounds once per tournament; ``scores`` applies the FIDE
editions to them; ``engine`` (:class:`~core.teams.engine.TeamEngine`) is the team side of
the one engine; the families (``buchholz``, ``sonneborn``, ``own``, ``boards``) read both
and register in the one registry; ``ede`` orders tied groups (DE, EDE).
:func:`core.engine.standings.compute_standings` ranks the teams as it ranks players.
"""
