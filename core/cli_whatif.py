"""``tiebreak whatif``: where a player can finish after the next round (docs/whatif.md)."""

from __future__ import annotations

import argparse
import json

from core.cli_commands import UsageError, _emit, _load
from core.i18n.message import msg
from core.players import find_player


def cmd_whatif(args: argparse.Namespace) -> None:
    """Read the event and the pairings, search, print in the reader's language."""
    from core.render.whatif import render_whatif_text, whatif_to_json
    from core.whatif import whatif
    from core.whatif_pairings import parse_pairings, read_pairings_file

    if args.pairings is not None and args.pairings_file is not None:
        raise UsageError(msg("whatif.error.both-pairings"))
    if args.pairings is not None:
        pairings = parse_pairings(args.pairings)
    elif args.pairings_file is not None:
        pairings = read_pairings_file(args.pairings_file)
    else:
        raise UsageError(msg("whatif.error.no-pairings"))
    t = _load(args.file, args.notation)
    player = find_player(t, args.player)
    w = whatif(
        t,
        player.id,
        pairings,
        rules=args.rules,
        order=args.order,
        preset=args.preset,
        unrated_rating=args.unrated_rating,
    )
    if args.format == "json":
        _emit(json.dumps(whatif_to_json(w, args.lang), ensure_ascii=False, indent=2))
    else:
        _emit(render_whatif_text(w, args.lang))
