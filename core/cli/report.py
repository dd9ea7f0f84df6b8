"""``tiebreak report``: the standings page that explains itself, as one HTML file
(:mod:`core.report`), to standard output or ``-o FILE``."""

from __future__ import annotations

import argparse
import sys
from fractions import Fraction

from core.cli.commands import UsageError, _event, _load
from core.i18n.message import Num, msg
from core.i18n.text import render
from core.players import entrant_entries


def parse_players(text: str | None) -> str | tuple[int, ...]:
    """Return ``--players`` as ``all``, ``tied``, ``none`` or the starting numbers it lists.

    :raises UsageError: for anything else (``3,x``).
    """
    if text is None:
        return "all"
    word = text.strip().lower()
    if word in ("all", "tied", "none"):
        return word
    parts = [p.strip() for p in word.split(",") if p.strip()]
    # ASCII digits only: "²".isdigit() holds, and int("²") raises
    if not parts or not all(p.isascii() and p.isdigit() for p in parts):
        raise UsageError(msg("report.error.players", given=text))
    return tuple(int(p) for p in parts)


def cmd_report(args: argparse.Namespace) -> None:
    """Read the input, rank it as ``standings`` would, write the page."""
    from core.report import ReportOptions, ReportUnavailableError, build_report

    if args.live and args.after_round is not None:
        raise UsageError(msg("cli.error.live-after-round"))
    players = parse_players(args.players)
    if args.output:
        from core.report.output import check_output

        check_output(args.output)  # a folder that is not there: said before the work
    t = _event(_load(args.file, args.notation, args.encoding), args)
    if not isinstance(players, str):
        known = {number for number, _, _ in entrant_entries(t)}
        unknown = [p for p in players if p not in known]
        if unknown:
            raise UsageError(msg("report.error.unknown-players", numbers=tuple(unknown)))
    options = ReportOptions(
        rules=args.rules,
        order=args.order,
        preset=args.preset,
        after_round=args.after_round,
        live=args.live,
        players=players,
        unrated_rating=args.unrated_rating,
        lots_seed=args.lots,
        single_winner=args.single_winner,
        primary=args.primary,
        match_points=args.match_points,
    )
    if args.site:  # a site: an index and a page per entrant (core/report/site.py)
        from core.cli.site import write_site

        write_site(t, options, args)
        return
    try:
        html = build_report(t, options, args.lang)
    except ReportUnavailableError as exc:
        raise UsageError(exc.message) from exc  # type: ignore[arg-type]
    if args.output:
        from core.report.output import write_page

        write_page(html, args.output)
    else:
        sys.stdout.write(html)
    size = len(html.encode("utf-8"))
    if size > LARGE:
        note = msg("report.note.large", size=Num(Fraction(size, 10**6), 1))
        sys.stderr.write(f"tiebreak: {render(note, args.lang)}\n")


LARGE = 8 * 10**6
"""A page larger than this (8 MB, Discord's attachment limit for most servers and more
than a phone loads happily) gets a note on standard error saying how to make it smaller."""
