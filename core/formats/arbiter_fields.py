"""The arbiter's fields of the tournament JSON (docs/arbiter.md): read and
written by :mod:`core.formats.tournament_json`.

* ``"lots_seed"`` (top level): the seed of the drawing of lots, a whole number 0 to 10^18 − 1.
* ``"single_winner"`` (top level): ``true`` when the regulations require a single winner.
* ``"manual_tiebreak"`` (a player): the arbiter's value for ``MANUAL``, lower ranks first.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from core.i18n.message import Msg, msg
from core.limits import shown
from core.model import MAX_SEED, Player, Tournament
from core.scores import json_number, parse_score

TOP_KEYS = frozenset({"lots_seed", "single_winner"})
PLAYER_KEYS = frozenset({"manual_tiebreak"})


def read_event_fields(data: Mapping[str, Any]) -> tuple[int | None, bool, list[Msg]]:
    """Return ``lots_seed`` and ``single_winner`` of a tournament object, and a problem for
    each bad value (which is then read as absent)."""
    problems: list[Msg] = []
    seed = data.get("lots_seed")
    if seed is not None and (
        isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED
    ):
        problems.append(msg("arbiter.error.lots-seed", most=MAX_SEED, found=shown(seed)))
        seed = None
    single = data.get("single_winner", False)
    if not isinstance(single, bool):
        problems.append(msg("arbiter.error.single-winner", found=shown(single)))
        single = False
    return seed, single, problems


def read_manual(player: Mapping[str, Any]) -> tuple[Fraction | None, Msg | None]:
    """Return a player's ``manual_tiebreak`` (any number: ``2``, ``1.5``, ``"1/2"``) or None,
    and the problem when the value is not a number."""
    value = player.get("manual_tiebreak")
    if value is None:
        return None, None
    try:
        return parse_score(value), None
    except ValueError:
        return None, msg("arbiter.error.manual", found=shown(value))


def write_event_fields(t: Tournament, out: dict[str, Any]) -> None:
    """Add the tournament's arbiter fields to ``out`` (only those that are set)."""
    if t.lots_seed is not None:
        out["lots_seed"] = t.lots_seed
    if t.single_winner:
        out["single_winner"] = True


def write_player_fields(p: Player, out: dict[str, Any]) -> None:
    """Add the player's ``manual_tiebreak`` to ``out`` when the arbiter gave one."""
    if p.manual_tiebreak is not None:
        out["manual_tiebreak"] = json_number(p.manual_tiebreak)
