"""``tiebreak whatif``: where a player can finish after the round in progress or the next
one (docs/whatif.md)."""

from __future__ import annotations

import argparse
import re

from core.cli.commands import UsageError, _emit, _event, _load
from core.errors import PlayerLookupError
from core.i18n.message import msg
from core.model import PlayerId, Tournament
from core.players import find_entrant, find_player


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
    from core.render.json_text import json_text
    from core.render.whatif import render_whatif_text, whatif_to_json

    if args.pairings is not None and args.pairings_file is not None:
        raise UsageError(msg("whatif.error.both-pairings"))
    pairings: list[Pairing] | None = None
    t = _event(_load(args.file, args.notation, args.encoding), args)
    if args.pairings is not None:
        pairings = parse_pairings(by_number(t, args.pairings))
    elif args.pairings_file is not None:
        pairings = read_pairings_file(args.pairings_file)
    entrant = find_entrant(t, args.player)  # a team of a team event: its match
    try:
        w = whatif_round(
            t,
            PlayerId(int(entrant.id)),
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
        _emit(json_text(whatif_to_json(w, args.lang)))
    else:
        _emit(render_whatif_text(w, args.lang))


_NUMBERS = re.compile(r"^\s*\d+\s*[-;\t ]\s*\d+\s*$")


def by_number(t: Tournament, text: str) -> str:
    """Return ``--pairings`` with the players named by starting number: a pair may name
    them as :func:`~core.players.find_player` finds them (``Adam-Carl``, ``Novák-Dvořák``,
    unique prefixes), split at the one hyphen where both sides name a player (``Jean-Luc
    Petit-Ana`` too). A pair of numbers, or one no split reads, is left as it is (and
    refused as it was, naming it)."""
    out = []
    for part in text.split(","):
        if _NUMBERS.match(part) or "-" not in part:
            out.append(part)
            continue
        found: set[tuple[int, int]] = set()
        for m in re.finditer("-", part):
            white, black = part[: m.start()].strip(), part[m.end() :].strip()
            if not white or not black:
                continue
            try:
                found.add((find_player(t, white).id, find_player(t, black).id))
            except PlayerLookupError:
                continue
        if len(found) == 1:
            w, b = found.pop()
            out.append(f"{w}-{b}")
        elif not found:  # name the side no player matches ("did you mean")
            white, _, black = part.partition("-")
            for side in (white, black):
                if side.strip() and not side.strip().isdigit():
                    find_player(t, side.strip())
            out.append(part)
        else:
            out.append(part)
    return ",".join(out)
