"""tiebreak's engine: tie-breaks for Swiss-system and round-robin chess tournaments that
explain themselves.

>>> from core import compute_standings, tournament_from_dict
>>> t = tournament_from_dict({"rounds": 2, "players": [
...     {"id": 1, "name": "Ana", "results": ["+W2", "H"]},
...     {"id": 2, "name": "Bo", "results": ["-B1", "+F3"]},
...     {"id": 3, "name": "Cai", "results": ["BYE", "-F2"]}]})
>>> st = compute_standings(t, rules="fide-2026", order="BH")
>>> [(r.rank, r.player.name, str(r.points), str(r.values["BH"])) for r in st.rows]
[(1, 'Ana', '3/2', '2'), (2, 'Bo', '1', '5/2'), (3, 'Cai', '1', '2')]
"""

# The public API, imported plainly: importing these lazily (PEP 562) saved nothing
# measurable on a standings run, which loads them all anyway (666 M instructions either
# way on the 1,000 × 11 event, benchmarks/count_instructions.sh, 2026-12-01).
from core.engine.standings import Standings, compute_standings, explain, tiebreak_values
from core.engine.why import why
from core.errors import InputError, Problem, TiebreakError
from core.explain import Explanation, Item
from core.formats.load import load_path
from core.formats.tournament_json import read_tournament_json, tournament_from_dict
from core.model import (
    Outcome,
    Player,
    PlayerId,
    RoundResult,
    Scoring,
    System,
    Tournament,
)
from core.render.explanation import render_markdown, render_text

__all__ = [
    "Explanation",
    "InputError",
    "Item",
    "Outcome",
    "Player",
    "PlayerId",
    "Problem",
    "RoundResult",
    "Scoring",
    "Standings",
    "System",
    "TiebreakError",
    "Tournament",
    "compute_standings",
    "explain",
    "load_path",
    "read_tournament_json",
    "render_markdown",
    "render_text",
    "tiebreak_values",
    "tournament_from_dict",
    "why",
]
