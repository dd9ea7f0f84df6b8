"""Every tie-break family of both scopes. Importing a family module registers its
computations with :mod:`core.tiebreaks.engine` (and a group tie-break with
:mod:`core.tiebreaks.group`); this module imports them all, so the dispatch is complete
before the first code is computed. Importing only the families an order names saved under
1% of a standings run (benchmarks/count_instructions.sh, 2026-12-01): not worth a registry
of module names."""

from core.teams import boards, ede, own, sonneborn
from core.teams import buchholz as team_buchholz
from core.tiebreaks import (
    arbiter,
    buchholz,
    direct_encounter,
    lichess,
    opposition,
    own_record,
    rankres,
    rating,
    sonneborn_berger,
    uscf,
)

__all__ = [
    "arbiter",
    "boards",
    "buchholz",
    "direct_encounter",
    "ede",
    "lichess",
    "opposition",
    "own",
    "own_record",
    "rankres",
    "rating",
    "sonneborn",
    "sonneborn_berger",
    "team_buchholz",
    "uscf",
]
