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

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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

# The public API is imported on first use (PEP 562): importing ``core.model`` runs this
# package first, and a command loads only the modules it needs (a standings run with JSON
# output never loads ``why`` nor the explanation renderer).
_HOMES = {
    "Standings": "core.engine.standings",
    "compute_standings": "core.engine.standings",
    "explain": "core.engine.standings",
    "tiebreak_values": "core.engine.standings",
    "why": "core.engine.why",
    "InputError": "core.errors",
    "Problem": "core.errors",
    "TiebreakError": "core.errors",
    "Explanation": "core.explain",
    "Item": "core.explain",
    "load_path": "core.formats.load",
    "read_tournament_json": "core.formats.tournament_json",
    "tournament_from_dict": "core.formats.tournament_json",
    "Outcome": "core.model",
    "Player": "core.model",
    "PlayerId": "core.model",
    "RoundResult": "core.model",
    "Scoring": "core.model",
    "System": "core.model",
    "Tournament": "core.model",
    "render_markdown": "core.render.explanation",
    "render_text": "core.render.explanation",
}


def __getattr__(name: str) -> Any:
    """Return the public name ``name``, importing its module the first time."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'core' has no attribute {name!r}")
    return getattr(importlib.import_module(home), name)


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
