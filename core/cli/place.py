"""``why FILE PLAYER`` (one player: "why am I 5th?") and ``explain --short``: one
entrant's place against its neighbours above and below, in the words the bot's ``/why``
with one player uses (:func:`core.render.why.place_messages`). Two players, or ``explain``
without ``--short``, go on to :mod:`core.cli.commands` as before."""

from __future__ import annotations

import argparse
import json

from core.cli.commands import (
    _emit,
    _entrant,
    _load,
    _note_progress,
    _standings,
    _warn,
    cmd_explain,
    cmd_why,
)


def cmd_why_or_place(args: argparse.Namespace) -> None:
    """``why FILE A B`` as before; ``why FILE A``: why A is where it is."""
    if args.player_b is not None:
        cmd_why(args)
        return
    from core.questions.place import why_place
    from core.render.why import place_to_json, render_place_text

    st = _standings(_load(args.file, args.notation, args.encoding), args)
    answer = why_place(st, _entrant(st, args.player_a))
    text = args.format != "json"
    _note_progress(st, args, text=text)
    if text:
        _emit(render_place_text(st, answer, args.lang))
    else:
        _emit(json.dumps(place_to_json(st, answer, args.lang), ensure_ascii=False, indent=2))
    _warn(st, args, text=text)


def cmd_explain_or_short(args: argparse.Namespace) -> None:
    """``explain`` as before; with ``--short`` (text): the entrant's place and each
    tie-break's summary in one paragraph."""
    if not args.short or args.format != "text":
        cmd_explain(args)
        return
    from core.render.why import render_short

    st = _standings(_load(args.file, args.notation, args.encoding), args)
    pid = _entrant(st, args.player)
    codes = [args.tiebreak] if args.tiebreak else list(st.order)
    _note_progress(st, args, text=True)
    _emit(render_short(st, pid, [st.explain(pid, c) for c in codes], args.lang))
