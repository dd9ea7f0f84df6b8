"""``tiebreak-sheets``: compute tie-breaks for a Google Sheet and write them back.

::

    tiebreak-sheets sync SHEET_URL_OR_KEY [--worksheet NAME] [--rules R] [--order TB,TB,...]
                         [--target columns|standings-tab] [--dry-run] [--live]
                         [--lang en|cs|bg|ro|tr|it] [--credentials FILE | --oauth]
    tiebreak-sheets watch SHEET_URL_OR_KEY [--interval SECONDS] [sync's options]
    tiebreak-sheets report SHEET_URL_OR_KEY [-o FILE.html] [--after-round K] [--live]
                           [--players all|tied|none|N,M,...] [--worksheet NAME] [--rules R]
                           [--order TB,TB,...] [--lang L] [--credentials FILE | --oauth]

``watch`` reads the sheet every interval and syncs when the results changed
(:mod:`sheets_addon.watch`); Ctrl-C stops it with exit code 0. ``report`` writes the
standings page that explains itself (one HTML file, :mod:`sheets_addon.report`) and writes
nothing in the sheet.

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

from core.cli.commands import UsageError
from core.cli.report import parse_players
from core.engine.standings import Standings
from core.errors import InputError, TiebreakError
from core.i18n.message import msg
from core.i18n.text import language_of, languages, render
from core.render.standings import warning_text
from core.tiebreaks.registry import split_order
from sheets_addon.errors import SheetInputError, SheetsError
from sheets_addon.layout import parse_sheet_ref
from sheets_addon.report import sheet_report
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
    _report_parser(sub)
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


def _report_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    report = sub.add_parser(
        "report",
        help="write the standings page that explains itself (one HTML file) of the sheet; "
        "nothing is written in the sheet",
    )
    _sync_options(report, page=True)
    report.add_argument(
        "-o", "--output", metavar="FILE.html", help="file to write (default: standard output)"
    )
    report.add_argument(
        "--after-round", metavar="K", type=int, help="the standings as they stood after round K"
    )
    report.add_argument(
        "--live",
        action="store_true",
        help="count the finished games of a round in progress (provisional, said so on the page)",
    )
    report.add_argument(
        "--players",
        metavar="all|tied|none|N,M,...",
        help="whose cards the page holds: all (default), tied (those level on the score with "
        "a neighbour), none or starting numbers such as 3,7,12",
    )


def _sync_options(sync: argparse.ArgumentParser, *, page: bool = False) -> None:
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
    if not page:
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
        choices=languages(),
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
    players: str | tuple[int, ...] = "all"
    if args.command == "report":
        try:
            players = parse_players(args.players)
        except UsageError as exc:
            print(f"{PROG}: {exc.text(lang)}", file=err)
            return 2
    target = getattr(args, "target", None)
    try:
        options = SyncOptions(
            worksheet=args.worksheet,
            rules=args.rules,
            order=order,
            target=None if target is None else Target(target),
            dry_run=getattr(args, "dry_run", False),
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
        if args.command == "report":
            if args.output is not None:
                from core.report.output import check_output

                check_output(args.output)  # a folder that is not there: said before the work
            page = sheet_report(
                gateway, args.sheet, options, after_round=args.after_round, players=players
            )
            _write(page.html, args.output, out)
            _warn(page.standings, page.resolved.lang, err)
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
    _warn(result.standings, result.lang, err)
    print(result.summary(), file=out)
    return 0


def _warn(st: Standings, lang: str, err: TextIO) -> None:
    for warning in st.warnings:
        print(f"{render(msg('cli.warning'), lang)} {warning_text(warning, lang)}", file=err)


def _write(html: str, path: str | None, out: TextIO) -> None:
    if path is None:
        out.write(html)
        return
    from core.report.output import write_page

    write_page(html, path)  # a missing folder or a full disk: a PageWriteError, said clearly


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
