"""Team events (rules.md 9): teams, lineups, matches and their checks; match and game
points; the team tie-break families.

``matches`` derives every team's rounds once per tournament, boards included; ``games``
reads each match as a game (outcome by game points, the game points as its score), which
the players' rule sets and :class:`~core.tiebreaks.engine.Engine` read
(:func:`~core.teams.games.team_engine`, the records the matches' detail); ``scores``
gives the team side of the players' art. 16 view; ``families`` holds the families only
teams have (MPVGP, WIN, SSSC, the extended SB, the board codes), registered in the one
registry (BH, FB, AOB and PS on MP or GP are the players'); ``ede`` orders tied groups (DE,
EDE) with the players' art. 6.
"""
