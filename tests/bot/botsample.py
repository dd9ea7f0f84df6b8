"""A small, legal tournament for the bot's tests, as tournament JSON text and as TRF-like names.

Six players, three rounds (rounds planned: 5). Names share prefixes and accents on purpose:
``ana`` is ambiguous (Ana Novak, Anabel Ortiz), ``jose`` finds José Núñez.

    round 1: 1-4 1-0, 2-5 ½-½, 3-6 0-1
    round 2: 1-6 1-0, 2-3 1-0, 4-5 ½-½
    round 3: 1 half-point bye, 2-6 0-1, 3-4 1-0, 5 pairing-allocated bye
"""

from __future__ import annotations

import json
from typing import Any

PLAYERS: list[dict[str, Any]] = [
    {"id": 1, "name": "Ana Novak", "rating": 1850, "results": ["+W4", "+W6", "H"]},
    {"id": 2, "name": "Bo Li", "rating": 1700, "results": ["=W5", "+W3", "-W6"]},
    {"id": 3, "name": "José Núñez", "rating": 1650, "results": ["-W6", "-B2", "+W4"]},
    {"id": 4, "name": "Anabel Ortiz", "rating": 1600, "results": ["-B1", "=W5", "-B3"]},
    {"id": 5, "name": "Chen Wei", "results": ["=B2", "=B4", "U"]},
    {"id": 6, "name": "Dara Okafor", "rating": 1900, "results": ["+B3", "-B1", "+B2"]},
]


def tournament_dict(name: str = "Club Swiss, November") -> dict[str, Any]:
    """Return the sample as a ``tiebreak-tournament/1`` object."""
    return {
        "format": "tiebreak-tournament/1",
        "name": name,
        "start_date": "2026-11-03",
        "rounds": 5,
        "system": "swiss",
        "players": PLAYERS,
    }


def tournament_text(name: str = "Club Swiss, November") -> str:
    """Return the sample as tournament JSON text."""
    return json.dumps(tournament_dict(name), ensure_ascii=False, indent=1)


def many_players_text(n: int = 60) -> str:
    """Return a one-round event with ``n`` players (n even): i beats i+1 for odd i."""
    players = []
    for i in range(1, n + 1):
        tok = f"+W{i + 1}" if i % 2 else f"-B{i - 1}"
        players.append({"id": i, "name": f"Player {i:03d} " + "x" * 20, "results": [tok]})
    return json.dumps({"name": "Big Open", "rounds": 3, "players": players})
