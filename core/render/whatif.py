"""``tiebreak whatif`` as text and JSON, in the reader's language (docs/whatif.md)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from core.i18n.message import Msg, Num, msg
from core.i18n.text import DEFAULT_LANG, render
from core.model import Outcome
from core.questions.whatif import Condition, Edge, Outlook, WhatIf
from core.scores import json_number

_SCORE = {Outcome.WIN: "1-0", Outcome.DRAW: "½-½", Outcome.LOSS: "0-1"}
"""A board's result from white's side, as a crosstable writes it."""


def _condition(c: Condition) -> Msg:
    return msg(
        "whatif.condition",
        board=c.game.board,
        white=c.game.white,
        black=c.game.black,
        results="/".join(_SCORE[r] for r in c.results),
    )


def edge_message(e: Edge, best: bool, combinations: int) -> Msg:
    """One end of a range in words: the rank, proven or estimated, under which results,
    and what decides it."""
    side = "best" if best else "worst"
    status = msg("whatif.proven") if e.proven else msg(f"whatif.estimate.{side}", bound=e.bound)
    conditions = tuple(_condition(c) for c in e.conditions)
    if e.reached is not None and e.reached == combinations:
        when = msg("whatif.any")
    elif e.reached is not None:
        share = msg("whatif.share", count=e.reached, of=combinations)
        when = msg("whatif.when", conditions=conditions, share=share) if conditions else share
    else:
        when = msg("whatif.example", conditions=conditions) if conditions else msg("whatif.found")
    return msg(f"whatif.{side}", rank=e.rank, status=status, when=when, reason=e.reason)


def outlook_message(o: Outlook) -> Msg:
    """The headline of one result: its points and the range of ranks."""
    head = msg(f"whatif.result.{o.result.value}")
    span = (
        msg("whatif.range.one", rank=o.best.rank)
        if o.best.rank == o.worst.rank
        else msg("whatif.range", best=o.best.rank, worst=o.worst.rank)
    )
    return msg("whatif.outlook", result=head, points=msg("points", count=o.points), range=span)


def head_messages(w: WhatIf) -> list[Msg]:
    """The lines above the outlooks: who, which round, how it was searched."""
    p = w.player
    own = w.own
    lines = [
        msg("whatif.title", name=p.name, id=p.id, round=w.round, board=own.board),
        msg("whatif.games", count=len(w.games), absent=Num(len(w.absent))),
        *([msg("whatif.finished", count=w.finished, round=w.round)] if w.finished else []),
        msg("whatif.rules", rules=w.rules, order=w.order),
        msg("whatif.exact", count=w.combinations)
        if w.exact
        else msg("whatif.bounded", count=len(w.games) - 1),
    ]
    if w.scores_open:  # rules.md 13.9: the round asked about has no game scores yet
        lines.append(msg("scrabble.whatif.no-score", codes=w.scores_open, round=w.round))
    if w.stopped_after is not None:  # the budget ran out: say which ends are proven
        proven = sum(o.best.proven + o.worst.proven for o in w.outlooks)
        seconds = Num(Fraction(round(w.stopped_after * 10), 10), places=1)
        lines.append(msg("whatif.stopped", seconds=seconds, proven=proven))
    return lines


def render_whatif_text(w: WhatIf, lang: str = DEFAULT_LANG) -> str:
    """Return the what-if as text."""
    out = [render(m, lang) for m in head_messages(w)]
    for o in w.outlooks:
        out.append("")
        out.append(render(outlook_message(o), lang))
        out.append("  " + render(edge_message(o.best, True, w.combinations), lang))
        out.append("  " + render(edge_message(o.worst, False, w.combinations), lang))
    return "\n".join(out)


def _edge_json(e: Edge, best: bool, combinations: int, lang: str) -> dict[str, Any]:
    return {
        "rank": e.rank,
        "proven": e.proven,
        "combinations_reaching": e.reached,
        "bound_by_points": e.bound,
        "conditions": [
            {
                "board": c.game.board,
                "white": c.game.white,
                "black": c.game.black,
                "results": [_SCORE[r] for r in c.results],
            }
            for c in e.conditions
        ],
        "rival": e.rival,
        "criterion": e.criterion,
        "reason": render(e.reason, lang),
        "text": render(edge_message(e, best, combinations), lang),
    }


def whatif_to_json(w: WhatIf, lang: str = DEFAULT_LANG) -> dict[str, Any]:
    """Return the ``whatif --format json`` object (docs/whatif.md)."""
    return {
        "player": {"id": w.player.id, "name": w.player.name},
        "round": w.round,
        "rules": w.rules,
        "order": list(w.order),
        "search": "exact" if w.exact else "bounded",
        "combinations": w.combinations,
        "stopped_after": None if w.stopped_after is None else round(w.stopped_after, 1),
        "games": [{"board": g.board, "white": g.white, "black": g.black} for g in w.games],
        "absent": list(w.absent),
        "finished": w.finished,
        "known": list(w.fixed),
        **({"game_score_codes_open": list(w.scores_open)} if w.scores_open else {}),
        "outlooks": [
            {
                "result": o.result.value,
                "points": json_number(o.points),
                "best": _edge_json(o.best, True, w.combinations, lang),
                "worst": _edge_json(o.worst, False, w.combinations, lang),
                "scenarios_ranked": o.scenarios,
                "text": render(outlook_message(o), lang),
            }
            for o in w.outlooks
        ],
    }
