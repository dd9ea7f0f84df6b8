"""The arbiter's part of the standings (docs/arbiter.md).

* The last, decisive criteria the arbiter chooses: ``MANUAL`` (a value per player,
  ``manual_tiebreak``) and ``LOTS`` (a drawing of lots with a recorded seed). A tournament
  that records them gets them at the end of its order; an order that names ``LOTS`` needs
  a seed.
* A withdrawn player's mark in the standings.
* The check that the regulations' single winner is not left as a shared first place.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.errors import InvalidOptionError
from core.i18n.message import Msg, msg
from core.model import MAX_SEED, Player, PlayerId, Team, Tournament
from core.tiebreaks.registry import TiebreakSpec, parse_code

ARBITER_CODES = ("MANUAL", "LOTS")
"""The tie-breaks that an arbiter decides, which always separate."""


def arbiter_order(
    t: Tournament, specs: Sequence[TiebreakSpec], lots_seed: int | None
) -> tuple[Tournament, list[TiebreakSpec]]:
    """Return the tournament with the seed in force and the order completed with the
    arbiter's criteria: ``MANUAL`` when a player has a ``manual_tiebreak``, then ``LOTS``
    when a seed is recorded (``lots_seed`` overrides the tournament's), unless the order
    names them already.

    :raises InvalidOptionError: for a seed out of range, or ``LOTS`` without a seed.
    """
    if lots_seed is not None:
        if not 0 <= lots_seed <= MAX_SEED:
            raise InvalidOptionError(msg("arbiter.error.seed", seed=lots_seed, most=MAX_SEED))
        if lots_seed != t.lots_seed:
            t = t._replace(lots_seed=lots_seed)
    out = list(specs)
    bases = {s.base for s in out}
    if "MANUAL" not in bases and any(p.manual_tiebreak is not None for p in t.players):
        out.append(parse_code("MANUAL"))
    if "LOTS" not in bases and t.lots_seed is not None:
        out.append(parse_code("LOTS"))
    if t.lots_seed is None and any(s.base == "LOTS" for s in out):
        raise InvalidOptionError(msg("arbiter.error.lots-needs-seed"))
    return t, out


def order_words(code: str, seed: int | None) -> Msg | str:
    """Return how the order names ``code``: ``LOTS (lots, seed 4711)``, ``MANUAL (the
    arbiter's decision)``, any other code as it is."""
    if code == "LOTS":
        return msg("arbiter.order.lots", code=code, seed=seed)
    if code == "MANUAL":
        return msg("arbiter.order.manual", code=code)
    return code


def withdrawn_after(player: Player | Team, rounds_counted: int) -> int | None:
    """Return the round after which ``player`` withdrew, once the standings count that
    round (``--after-round 3`` does not show a withdrawal after round 4); else None (a team
    records no withdrawal: its players' absences are its rounds, rules.md 9.3)."""
    if not isinstance(player, Player):
        return None
    w = player.withdrawn_after
    return w if w is not None and w <= rounds_counted else None


def withdrawn_mark(player: Player | Team, rounds_counted: int) -> Msg | None:
    """Return the mark of a withdrawn player (``withdrew after round 4``; after round 0:
    ``withdrew before round 1``), or None."""
    w = withdrawn_after(player, rounds_counted)
    if w is None:
        return None
    return msg("standings.withdrawn", round=w) if w else msg("standings.withdrawn-before")


def single_winner_problem(
    t: Tournament,
    rounds_counted: int,
    specs: Sequence[TiebreakSpec],
    first: Sequence[PlayerId],
    names: Sequence[str],
    single_winner: bool | None,
) -> Msg | None:
    """Return the warning for a first place still shared at the end when the regulations
    require a single winner (``single_winner``, else the tournament's setting), or None.

    Only the final standings (every planned round counted) are checked: before the last
    round a shared first place is merely the state of play.
    """
    wanted = t.single_winner if single_winner is None else single_winner
    if not wanted or len(first) < 2 or rounds_counted < t.rounds:
        return None
    decided = [s.code for s in specs if s.base in ARBITER_CODES]
    if decided:
        return msg("warning.single-winner-level", players=tuple(names), codes=tuple(decided))
    return msg("warning.single-winner-tie", players=tuple(names))
