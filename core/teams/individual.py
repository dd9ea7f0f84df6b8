"""The ``--individual`` view of a team event: its players as one individual Swiss.

rules.md 9.1 computes no individual tie-breaks inside a team event (board prizes are out of
its scope); this view is our own reading [D], offered for a club's individual list:

* points are board points: each player's own results, under the event's ``scoring``;
* a team PAB is a pairing-allocated bye of every board of the lineup (each player's PAB
  token, worth ``scoring.pab``), as the players' own points for the round are (9.2);
* a round outside the lineup (a reserve sitting out, a team absent, late or withdrawn) is
  the player's absence (``--``): an unplayed round, category .3 or .5 (rules.md 3.1);
* every player is ranked, reserves included, by the individual rule sets and order
  (``fide-swiss`` by default; ``--rules``, ``--order``, ``--preset`` as for an individual
  event), board order and teams play no part.
"""

from __future__ import annotations

from core.model import System, Tournament


def individual_view(t: Tournament) -> Tournament:
    """Return the team event ``t`` as an individual Swiss of its players (the module's
    reading); an individual event is returned unchanged."""
    if not t.system.is_team:
        return t
    return t._replace(system=System.SWISS, teams=(), boards=None, team_scoring=None)
