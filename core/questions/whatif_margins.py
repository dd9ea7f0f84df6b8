"""By how much a result of the round must be won (or may be lost) for a player to finish
above each rival on the game-score codes (rules.md 13.4, 13.9; docs/whatif.md): the what-if's
ranks cannot carry the margin, as a result asked about has no game score.

When the order's first game-score code is ``SPREAD``, the round changes the player's spread
by the capped difference of the game alone, so the margin that puts the player above a
rival on spread is exact: the rival's spread is known (a bye, a finished game, no game), or
moves against the player's (the opponent), or moves by the rival's own margin on another
board (then the margin needed is relative to the rival's). For ``SCORE``, ``TURCAS`` and
``BRIGHTWELL`` the own score counts and not only the margin (and the Buchholz term moves with
every result): what the code adds in the round is said, with its coefficients.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from core.i18n.message import Msg, msg
from core.model import Outcome, PlayerId, RoundResult, Tournament, points_of
from core.tiebreaks.coefficients import decimal_text
from core.tiebreaks.game_scores import side
from core.tiebreaks.registry import TiebreakSpec
from core.tiebreaks.turcas import C_2002

MAX_RIVALS = 8
"""The most rivals a result's margins name (the closest on spread first)."""


class MarginKind(enum.Enum):
    """How the player's margin in the round places it against one rival on spread."""

    WIN_FROM = "win-from"
    """A win by ``margin`` or more puts the player above."""
    WIN_ANY = "win-any"
    WIN_NONE = "win-none"
    """No win is enough (the spread cap stops it, or the rival is too far ahead)."""
    LOSS_UPTO = "loss-upto"
    """A loss by ``margin`` or less keeps the player above."""
    LOSS_ANY = "loss-any"
    LOSS_NONE = "loss-none"
    DRAW_ABOVE = "draw-above"
    DRAW_LEVEL = "draw-level"
    DRAW_BELOW = "draw-below"
    RELATIVE = "relative"
    """The rival plays another board: the player's difference must beat the rival's by
    ``margin`` or more."""


@dataclass(frozen=True, slots=True)
class Margin:
    """What margin of the player's result puts it above one rival on spread."""

    rival: PlayerId
    rival_name: str
    kind: MarginKind
    margin: int | None
    """WIN_FROM: the smallest winning margin above; LOSS_UPTO: the largest losing margin still
    above; RELATIVE: by how much the player's difference must beat the rival's."""
    level: int | None
    """The margin (won or lost by) at which the two are level on spread and the next code
    decides; None when no margin levels them."""
    spreads: tuple[int, int]
    """The player's spread before the round and the rival's (after its round when known)."""
    board: int | None = None
    """RELATIVE: the rival's board."""
    rival_result: Outcome | None = None
    """RELATIVE: the rival's result that puts it on the player's points."""


@dataclass(frozen=True, slots=True)
class Margins:
    """The margins of one result of the player (or what the deciding code depends on)."""

    result: Outcome
    code: str
    """The deciding game-score code (the first of the order)."""
    before: tuple[str, ...]
    """The codes of the order before it: the margins hold when the two are level on them."""
    after: tuple[str, ...]
    """The codes after it: they decide when the two are level on spread."""
    margins: tuple[Margin, ...] = ()
    more: int = 0
    """Rivals left out beyond :data:`MAX_RIVALS`."""
    depends: Msg | None = None
    """For SCORE, TURCAS and BRIGHTWELL: what the code adds in the round, with its
    coefficients."""


def _spreads(t: Tournament) -> dict[PlayerId, int]:
    gs = t.game_scoring
    return {p.id: sum(s.counted or 0 for s in (side(r, gs) for r in p.results)) for p in t.players}


def _against(
    t: Tournament, result: Outcome, gap: Fraction
) -> tuple[MarginKind, int | None, int | None]:
    """The kind, margin and level of a result whose capped difference c puts the player above
    when c > ``gap`` (rules.md 13.4: the cap bounds c at ±cap; a win is by 1 or more)."""
    cap = t.game_scoring.spread_cap
    top = math.inf if cap is None else cap
    if result is Outcome.DRAW:
        kind = (
            MarginKind.DRAW_ABOVE
            if gap < 0
            else MarginKind.DRAW_LEVEL
            if gap == 0
            else MarginKind.DRAW_BELOW
        )
        return kind, None, None
    whole = gap.denominator == 1
    if result is Outcome.WIN:  # c = min(m, cap), m ≥ 1
        level = int(gap) if whole and 1 <= gap <= top else None
        if level is not None and level == top:
            level = cap  # and every win beyond it: capped at the same difference
        if gap < 1:
            return MarginKind.WIN_ANY, None, None
        if gap >= top:
            return MarginKind.WIN_NONE, None, level
        return MarginKind.WIN_FROM, math.floor(gap) + 1, level
    # a loss by L ≥ 1: c = −min(L, cap); above when min(L, cap) < −gap
    need = -gap
    level = int(need) if whole and 1 <= need <= top else None
    if need > top:
        return MarginKind.LOSS_ANY, None, None
    if need <= 1:
        return MarginKind.LOSS_NONE, None, level
    return MarginKind.LOSS_UPTO, math.ceil(need) - 1, level


def _depends(t: Tournament, spec: TiebreakSpec, name: str, round: int) -> Msg:
    """What SCORE, TURCAS or BRIGHTWELL adds in the round, with the coefficients."""
    cap = t.game_scoring.spread_cap
    capped = (
        msg("scrabble.whatif.cap", cap=cap) if cap is not None else msg("scrabble.whatif.no-cap")
    )
    if spec.base == "SCORE":
        return msg("scrabble.whatif.depends.score", code=spec.code, name=name, round=round)
    co = spec.coefficients
    a = decimal_text(co[0]) if co else msg("scrabble.whatif.mean")
    if spec.base == "BRIGHTWELL":
        return msg(
            "scrabble.whatif.depends.brightwell",
            code=spec.code,
            name=name,
            round=round,
            a=a,
            k=round,
        )
    b, c, d = (decimal_text(x) for x in co[1:]) if co else ("1", decimal_text(C_2002), "0")
    return msg(
        "scrabble.whatif.depends.turcas",
        code=spec.code,
        name=name,
        round=round,
        a=a,
        b=b,
        c=c,
        d=d,
        k=round,
        cap=capped,
    )


def margins(
    t: Tournament,
    pid: PlayerId,
    games: Sequence[tuple[int, PlayerId, PlayerId]],
    fixed: Mapping[PlayerId, RoundResult],
    specs: Sequence[TiebreakSpec],
    round: int,
) -> tuple[Margins, ...]:
    """Return, for a win, a draw and a loss of ``pid`` in ``round`` (its pairings ``games``:
    board, white, black; ``fixed`` the results already known), the margins against every
    player who can end on the same points, or what the deciding code depends on; empty when
    the order has no game-score code or the event no game score (rules.md 13.9)."""
    scored = [i for i, s in enumerate(specs) if s.family.scores]
    if not scored or not t.has_game_scores():
        return ()
    first = scored[0]
    spec = specs[first]
    before = tuple(s.code for s in specs[:first])
    after = tuple(s.code for s in specs[first + 1 :])
    name = t.player(pid).name
    results = (Outcome.WIN, Outcome.DRAW, Outcome.LOSS)
    if spec.base != "SPREAD":
        dep = _depends(t, spec, name, round)
        return tuple(Margins(r, spec.code, before, after, depends=dep) for r in results)
    base = {p.id: points_of(p, t.scoring) for p in t.players}
    board_of: dict[PlayerId, tuple[int, PlayerId]] = {}
    for board, w, b in games:
        board_of[w], board_of[b] = (board, b), (board, w)
    spread = _spreads(t)
    out = []
    for result in results:
        found = _rivals(t, pid, result, base, spread, board_of, fixed)
        found.sort(key=lambda x: (abs(x.spreads[1] - x.spreads[0]), x.rival))
        out.append(
            Margins(
                result,
                spec.code,
                before,
                after,
                tuple(found[:MAX_RIVALS]),
                max(0, len(found) - MAX_RIVALS),
            )
        )
    return tuple(out)


_MIRROR = {Outcome.WIN: Outcome.LOSS, Outcome.DRAW: Outcome.DRAW, Outcome.LOSS: Outcome.WIN}
_RESULTS = (Outcome.WIN, Outcome.DRAW, Outcome.LOSS)


def _rivals(
    t: Tournament,
    pid: PlayerId,
    result: Outcome,
    base: Mapping[PlayerId, Fraction],
    spread: Mapping[PlayerId, int],
    board_of: Mapping[PlayerId, tuple[int, PlayerId]],
    fixed: Mapping[PlayerId, RoundResult],
) -> list[Margin]:
    """Return the margin against every player who can end on ``pid``'s points after
    ``result``: the opponent (whose spread moves the other way), a player of another board
    (by the result that reaches the points), a player whose round is known."""
    sc, gs = t.scoring, t.game_scoring
    opponent = board_of[pid][1]
    mine = base[pid] + sc.points(result)
    found: list[Margin] = []
    for p in t.players:
        q = p.id
        if q == pid:
            continue
        sq, sp = spread[q], spread[pid]
        if q == opponent:
            if base[q] + sc.points(_MIRROR[result]) != mine:
                continue
            # the opponent's spread moves by −c: above when 2c > sq − sp
            kind, m, level = _against(t, result, Fraction(sq - sp, 2))
            found.append(Margin(q, p.name, kind, m, level, (sp, sq)))
        elif q in board_of:  # another board: the rival's result that reaches the points
            reach = [r for r in _RESULTS if base[q] + sc.points(r) == mine]
            if not reach:
                continue
            r_q = reach[0]
            if r_q is Outcome.DRAW:  # a draw adds nothing to its spread
                kind, m, level = _against(t, result, Fraction(sq - sp))
                found.append(Margin(q, p.name, kind, m, level, (sp, sq)))
            else:
                board = board_of[q][0]
                relative = MarginKind.RELATIVE
                found.append(
                    Margin(q, p.name, relative, sq - sp + 1, sq - sp, (sp, sq), board, r_q)
                )
        else:
            known = fixed.get(q, RoundResult(Outcome.ABSENT))
            if base[q] + sc.points(known.outcome) != mine:
                continue
            sq += side(known, gs).counted or 0
            kind, m, level = _against(t, result, Fraction(sq - sp))
            found.append(Margin(q, p.name, kind, m, level, (sp, sq)))
    return found
