"""The arbiter's last criteria: a drawing of lots with a recorded seed (``LOTS``) and the
arbiter's own value per player (``MANUAL``). Both rank the lower value first.

A player's draw depends on the seed and the player's starting number only:
``SHA-256("SEED:ID")``, its first 8 bytes read as a big-endian integer over 2^64. The lots
are the numbers 1 to N in increasing order of the draws (equal draws, never seen in
practice: the lower starting number first), so the same seed always gives the same order
whatever the order of the players in the file (docs/arbiter.md).
"""

from __future__ import annotations

import hashlib
from fractions import Fraction

from core.explain import Explanation
from core.i18n.message import Num, msg
from core.model import PlayerId
from core.tiebreaks.engine import Engine, register
from core.tiebreaks.registry import TiebreakSpec

DRAW_BYTES = 8
"""How many bytes of the SHA-256 digest make a draw."""


def draw(seed: int, pid: int) -> Fraction:
    """Return the draw of player ``pid`` under ``seed``: a number from 0 to 1.

    >>> float(draw(4711, 1)) == float(draw(4711, 1)) and draw(4711, 1) != draw(4712, 1)
    True
    """
    digest = hashlib.sha256(f"{seed}:{pid}".encode("ascii")).digest()
    return Fraction(int.from_bytes(digest[:DRAW_BYTES], "big"), 1 << (8 * DRAW_BYTES))


def lots(seed: int, ids: list[PlayerId]) -> dict[PlayerId, int]:
    """Return each player's lot, 1 to N: the lowest draw gets lot 1."""
    ranked = sorted(ids, key=lambda pid: (draw(seed, pid), pid))
    return {pid: n for n, pid in enumerate(ranked, start=1)}


@register("LOTS")
def drawing_of_lots(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return the lot of ``pid`` drawn with the tournament's seed (lower ranks first); no
    value when no seed is recorded."""
    seed = eng.tournament.lots_seed
    if seed is None:
        return eng.make(spec, pid, None, (), msg("arbiter.lots.no-seed") if explain else None)
    table = eng.memo(f"lots-{seed}", lambda: lots(seed, eng.ctx.ids))
    value = Fraction(table[pid])
    if not explain:
        return eng.make(spec, pid, value)
    return eng.make(
        spec,
        pid,
        value,
        (),
        msg(
            "arbiter.lots.summary",
            seed=seed,
            draw=Num(draw(seed, pid), 6),
            lot=table[pid],
            count=len(table),
        ),
    )


@register("MANUAL")
def manual(eng: Engine, spec: TiebreakSpec, pid: PlayerId, explain: bool) -> Explanation:
    """Return the arbiter's value for ``pid`` (``manual_tiebreak``, lower ranks first); no
    value when the arbiter gave none."""
    value = eng.ctx.players[pid].manual_tiebreak
    if not explain:
        return eng.make(spec, pid, value)
    summary = (
        msg("arbiter.manual.none") if value is None else msg("arbiter.manual.summary", value=value)
    )
    return eng.make(spec, pid, value, (), summary)
