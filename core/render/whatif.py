"""``tiebreak whatif`` as text and JSON, in the reader's language (docs/whatif.md)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from core.i18n.message import Arg, Msg, Num, msg
from core.i18n.text import DEFAULT_LANG, render
from core.model import Outcome
from core.questions.whatif import Condition, Edge, Outlook, WhatIf
from core.questions.whatif_margins import Margin, MarginKind, Margins
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
    if e.proven:
        status = msg("whatif.proven")
    elif e.bound is None:  # no bound by points alone (a team's match): an estimate only
        status = msg("whatif.estimate")
    else:
        status = msg(f"whatif.estimate.{side}", bound=e.bound)
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
    points = o.said if o.said is not None else msg("points", count=o.points)
    return msg("whatif.outlook", result=head, points=points, range=span)


def head_messages(w: WhatIf) -> list[Msg]:
    """The lines above the outlooks: who, which round, how it was searched."""
    p = w.player
    own = w.own
    words = w.words
    lines = [
        msg(words.title, name=p.name, id=p.id, round=w.round, board=own.board),
        msg(words.games, count=len(w.games), absent=Num(len(w.absent)), round=w.round),
        *([msg("whatif.finished", count=w.finished, round=w.round)] if w.finished else []),
        msg("whatif.rules", rules=w.rules, order=w.order),
        msg(words.exact, count=w.combinations)
        if w.exact
        else msg(words.bounded, count=len(w.games) - words.own_games),
    ]
    if w.scores_open:  # rules.md 13.9: the round asked about has no game scores yet
        lines.append(msg("scrabble.whatif.no-score", codes=w.scores_open, round=w.round))
    if w.stopped_after is not None:  # the budget ran out: say which ends are proven
        proven = sum(o.best.proven + o.worst.proven for o in w.outlooks)
        seconds = Num(Fraction(round(w.stopped_after * 10), 10), places=1)
        lines.append(msg("whatif.stopped", seconds=seconds, proven=proven))
    return lines


def _level(m: Margin, ms: Margins, cap: int | None) -> Arg:
    """What decides at the margin that levels the two on spread ("" when none does)."""
    if m.level is None or m.kind is MarginKind.RELATIVE:
        return ""
    after: Arg = ms.after if ms.after else msg("scrabble.whatif.nothing-after")
    key = (
        "scrabble.whatif.level-cap"
        if cap is not None and m.level == cap
        else "scrabble.whatif.level"
    )
    return msg(key, level=m.level, after=after)


def margin_message(m: Margin, ms: Margins, name: str, cap: int | None) -> Msg:
    """One rival's margin in words (rules.md 13.4: the capped difference of the round)."""
    # the spreads as the why answers above them write them (-122), the margins with a sign
    mine, theirs = str(m.spreads[0]), str(m.spreads[1])
    args: dict[str, Arg] = {"name": name, "rival": m.rival_name, "mine": mine, "theirs": theirs}
    if m.kind is MarginKind.RELATIVE:
        assert m.rival_result is not None and m.margin is not None
        key = f"scrabble.whatif.relative.{m.rival_result.value}"
        return msg(key, board=m.board, margin=str(m.margin), **args)
    if m.kind is MarginKind.DRAW_LEVEL:
        after: Arg = ms.after if ms.after else msg("scrabble.whatif.nothing-after")
        return msg("scrabble.whatif.draw-level", after=after, **args)
    return msg(f"scrabble.whatif.{m.kind.value}", margin=m.margin, level=_level(m, ms, cap), **args)


def margins_messages(w: WhatIf, result: Outcome) -> list[Msg]:
    """The lines under one result on the game-score codes: the head, then each rival's
    margin (SPREAD) or what the deciding code adds in the round (SCORE, TURCAS, BRIGHTWELL)."""
    ms = w.margins_of(result)
    if ms is None:
        return []
    if ms.depends is not None:
        return [ms.depends]
    head = (
        msg("scrabble.whatif.head-level", code=ms.code, codes=ms.before)
        if ms.before
        else msg("scrabble.whatif.head", code=ms.code)
    )
    if not ms.margins:
        return [head, msg("scrabble.whatif.nobody", name=w.player.name)]
    cap = w.margin_cap
    lines = [head, *(margin_message(m, ms, w.player.name, cap) for m in ms.margins)]
    if ms.more:
        lines.append(msg("scrabble.whatif.more", count=ms.more))
    return lines


def render_whatif_text(w: WhatIf, lang: str = DEFAULT_LANG) -> str:
    """Return the what-if as text."""
    out = [render(m, lang) for m in head_messages(w)]
    for o in w.outlooks:
        out.append("")
        out.append(render(outlook_message(o), lang))
        out.append("  " + render(edge_message(o.best, True, w.combinations), lang))
        out.append("  " + render(edge_message(o.worst, False, w.combinations), lang))
        lines = margins_messages(w, o.result)
        out += ["  " + render(m, lang) for m in lines[:1]]
        out += ["    " + render(m, lang) for m in lines[1:]]
    return "\n".join(out)


def _margins_json(w: WhatIf, result: Outcome, lang: str) -> dict[str, Any] | None:
    ms = w.margins_of(result)
    if ms is None:
        return None
    return {
        "code": ms.code,
        "level_on": list(ms.before),
        "then": list(ms.after),
        "depends": None if ms.depends is None else render(ms.depends, lang),
        "rivals": [
            {
                "rival": m.rival,
                "kind": m.kind.value,
                "margin": m.margin,
                "level_at": m.level,
                "spread": m.spreads[0],
                "rival_spread": m.spreads[1],
                "rival_board": m.board,
                "rival_result": None if m.rival_result is None else m.rival_result.value,
                "text": render(margin_message(m, ms, w.player.name, w.margin_cap), lang),
            }
            for m in ms.margins
        ],
        "more": ms.more,
    }


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
                **({"margins": _margins_json(w, o.result, lang)} if w.margins else {}),
                "text": render(outlook_message(o), lang),
            }
            for o in w.outlooks
        ],
    }
