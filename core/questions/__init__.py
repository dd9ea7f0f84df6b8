"""Questions asked of the standings: compare, what-if, prizes, one player's card (calc)
and what lichess shows."""
