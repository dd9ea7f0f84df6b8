"""``tiebreak-sheets``: compute tie-breaks for a Google Sheet and write them back.

::

    tiebreak-sheets sync SHEET_URL_OR_KEY [--worksheet NAME] [--rules R] [--order TB,TB,...]
                         [--target columns|standings-tab] [--dry-run] [--live]
                         [--lang en|cs|bg|ro|tr|it] [--credentials FILE | --oauth]
    tiebreak-sheets watch SHEET_URL_OR_KEY [--interval SECONDS] [sync's options]

``watch`` reads the sheet every interval and syncs when the results changed
(:mod:`sheets_addon.watch`); Ctrl-C stops it with exit code 0.

The language of what is written and printed: the sheet's ``Language`` setting, else
``--lang``, else the spreadsheet's locale, else English (:mod:`sheets_addon.language`).

Exit codes: 0 done, 1 a problem (bad data with its cells, no access, a conflict, Google
unavailable; one message on stderr, no traceback), 2 usage.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TextIO

from core.errors import InputError, TiebreakError
from core.i18n.message import msg
from core.i18n.text import LANGS, language_of, render
from core.render.standings import warning_text
from core.tiebreaks.registry import split_order
from sheets_addon.errors import SheetInputError, SheetsError
from sheets_addon.layout import parse_sheet_ref
from sheets_addon.retry import RetryPolicy
from sheets_addon.settings import SyncOptions
from sheets_addon.sheet_settings import Target
from sheets_addon.stopping import Stop
from sheets_addon.sync import sync_sheet
from sheets_addon.watch import DEFAULT_INTERVAL, watch_sheet

PROG = "tiebreak-sheets"


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser of ``tiebreak-sheets``."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Compute tie-breaks for a results sheet in Google Sheets and write them "
        "back next to the organiser's data (or to a Standings tab), with each value's "
        "explanation as a cell note.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    sync = sub.add_parser("sync", help="read the sheet, compute the standings, write them back")
    _sync_options(sync)
    sync.add_argument(
        "--live",
        action="store_true",
        help="while a round is in progress, count its finished games too (provisional "
        "values, said so in the header notes; default: after the last complete round)",
    )
    watch = sub.add_parser(
        "watch",
        help="read the sheet every interval and sync whenever the results change, with "
        "provisional values while a round is in progress (Ctrl-C stops)",
    )
    _sync_options(watch)
    watch.add_argument(
        "--interval",
        metavar="SECONDS",
        type=_seconds,
        default=DEFAULT_INTERVAL,
        help=f"seconds between two reads of the sheet (default: {DEFAULT_INTERVAL:g})",
    )
    return parser


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not value > 0 or value == float("inf"):
        # argparse would say "invalid _seconds value" (our function's name) otherwise; the
        # parser runs before --lang is read, so this says it in the language of the rest
        # of argparse's messages
        raise argparse.ArgumentTypeError(
            render(msg("sheets.cli.bad-interval", value=repr(text)), "en")
        )
    return value


def _sync_options(sync: argparse.ArgumentParser) -> None:
    sync.add_argument("sheet", metavar="SHEET_URL_OR_KEY")
    sync.add_argument(
        "--worksheet",
        metavar="NAME",
        help="results tab (default: the tab in the URL, else the first tab)",
    )
    sync.add_argument(
        "--rules",
        metavar="R",
        help="rule set, e.g. fide-2026 (default: the sheet's Tiebreak settings block, else fide)",
    )
    sync.add_argument(
        "--order",
        metavar="TB,TB,...",
        help="tie-break order, e.g. BH-C1,BH,SB (default: the settings block, "
        "else the FIDE preset)",
    )
    sync.add_argument(
        "--target",
        choices=[t.value for t in Target],
        help="where to write (default: the settings block, else columns beside "
        "the player rows, or a Standings tab for a pairings list)",
    )
    sync.add_argument(
        "--dry-run",
        action="store_true",
        help="print the exact cells that would change and write nothing",
    )
    sync.add_argument(
        "--lang",
        choices=LANGS,
        help="language of headers, notes and messages when the sheet's settings block has "
        "no Language (default: the spreadsheet's locale, else en)",
    )
    auth = sync.add_mutually_exclusive_group()
    auth.add_argument(
        "--credentials",
        metavar="FILE",
        help="service-account key (default: $GOOGLE_APPLICATION_CREDENTIALS)",
    )
    auth.add_argument(
        "--oauth",
        action="store_true",
        help="sign in with a personal Google account in the browser instead",
    )


def main(
    argv: Sequence[str] | None = None,
    *,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
    retry: RetryPolicy | None = None,
) -> int:
    """Run ``tiebreak-sheets``; return the exit code."""
    out = stdout or sys.stdout
    err = stderr or sys.stderr
    args = build_parser().parse_args(argv)
    lang = language_of(args.lang) or "en"
    try:
        # The "sheets" extra: gspread, google-auth, requests (imported here, after --help).
        import requests  # noqa: F401, I001 (first: google.auth's transport needs it)
        import google.auth  # noqa: F401
        import gspread  # noqa: F401

        from sheets_addon.client import open_gateway
    except ImportError as exc:
        text = render(msg("sheets.cli.not-installed", module=repr(exc.name or str(exc))), lang)
        print(f"{PROG}: {text}", file=err)
        return 1
    order = None
    if args.order is not None:
        order = tuple(split_order(args.order))
    try:
        options = SyncOptions(
            worksheet=args.worksheet,
            rules=args.rules,
            order=order,
            target=None if args.target is None else Target(args.target),
            dry_run=args.dry_run,
            lang=args.lang,
            live=getattr(args, "live", False),
        )
        parse_sheet_ref(args.sheet)  # a mistyped URL is reported before any sign-in
        stop = Stop()
        if args.command == "watch":
            retry = retry or RetryPolicy(sleep=stop.sleep)  # Ctrl-C ends a backoff at once
        gateway = open_gateway(credentials_file=args.credentials, oauth=args.oauth, retry=retry)
        if args.command == "watch":
            with stop.on_sigint():
                watch_sheet(
                    gateway, args.sheet, options, out=out, interval=args.interval, stop=stop
                )
            return 0
        result = sync_sheet(gateway, args.sheet, options)
    except InputError as exc:
        shown = exc.lang or lang if isinstance(exc, SheetInputError) else lang
        head = render(msg("sheets.cli.problems", count=len(exc.problems)), shown)
        print(f"{PROG}: {head}", file=err)
        for problem in exc.problems:
            print(f"  {problem.text(shown)}", file=err)
        return 1
    except TiebreakError as exc:
        shown = exc.lang or lang if isinstance(exc, SheetsError) else lang
        print(f"{PROG}: {exc.text(shown)}", file=err)
        return 1
    if args.dry_run:
        for line in result.plan.describe(result.lang):
            print(line, file=out)
    for warning in result.standings.warnings:
        print(
            f"{render(msg('cli.warning'), result.lang)} {warning_text(warning, result.lang)}",
            file=err,
        )
    print(result.summary(), file=out)
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
