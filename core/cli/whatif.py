"""``tiebreak whatif``: where a player can finish after the round in progress or the next
one (docs/whatif.md)."""

from __future__ import annotations

import argparse
import json

from core.cli.commands import UsageError, _emit, _load
from core.i18n.message import msg
from core.players import find_player


def cmd_whatif(args: argparse.Namespace) -> None:
    """Read the event and the round asked about (its pending games, or the pairings given),
    search, print in the reader's language."""
    from core.questions.whatif_pairings import (
        NothingPendingError,
        Pairing,
        parse_pairings,
        read_pairings_file,
        whatif_round,
    )
    from core.render.whatif import render_whatif_text, whatif_to_json

    if args.pairings is not None and args.pairings_file is not None:
        raise UsageError(msg("whatif.error.both-pairings"))
    pairings: list[Pairing] | None = None
    if args.pairings is not None:
        pairings = parse_pairings(args.pairings)
    elif args.pairings_file is not None:
        pairings = read_pairings_file(args.pairings_file)
    t = _load(args.file, args.notation)
    player = find_player(t, args.player)
    try:
        w = whatif_round(
            t,
            player.id,
            round=args.round,
            pairings=pairings,
            source=args.pairings_file or "--pairings",
            rules=args.rules,
            order=args.order,
            preset=args.preset,
            unrated_rating=args.unrated_rating,
        )
    except NothingPendingError:  # say how to give them on the command line
        raise UsageError(
            msg("whatif.error.no-round", how=msg("whatif.error.no-pairings"))
        ) from None
    if args.format == "json":
        _emit(json.dumps(whatif_to_json(w, args.lang), ensure_ascii=False, indent=2))
    else:
        _emit(render_whatif_text(w, args.lang))
