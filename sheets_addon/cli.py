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
``--lang``, else the spreadsheet's locale, else English (:mod:`sheets_addon.language`). The
command's own words (``--help``, usage errors, a message before the sheet is read): ``--lang``
(before or after the subcommand), else ``TIEBREAK_LANG``, else English.

Exit codes: 0 done, 1 a problem (bad data with its cells, no access, a conflict, Google
unavailable; one message on stderr, no traceback), 2 usage.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from typing import TextIO

from core.cli.argparse_words import Parser, add_lang_option, help_text, lang_in
from core.cli.commands import UsageError
from core.cli.report import parse_players
from core.engine.standings import Standings
from core.errors import InputError, TiebreakError
from core.i18n.message import msg
from core.i18n.text import render, resolve_lang
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


def build_parser(lang: str = "en") -> argparse.ArgumentParser:
    """Return the argument parser of ``tiebreak-sheets``, every word of it in ``lang``
    (argparse's own: :mod:`core.cli.argparse_words`)."""
    names = {"command": render(msg("cli.metavar.command"), lang)}
    parser = Parser(
        prog=PROG,
        description=render(msg("sheets.cli.help.description"), lang),  # not %-expanded
        lang=lang,
        names=names,
        program=PROG,
    )
    _lang_option(parser, lang)  # before the subcommand as well as after it
    sub = parser.add_subparsers(
        dest="command", required=True, help=help_text("cli.help.command", lang), parser_class=Parser
    )
    sync = _add(sub, "sync", "sheets.cli.help.sync", lang, names)
    _sync_options(sync, lang)
    sync.add_argument(
        "--live", action="store_true", help=help_text("sheets.cli.help.sync-live", lang)
    )
    watch = _add(sub, "watch", "sheets.cli.help.watch", lang, names)
    _sync_options(watch, lang)
    _report_parser(sub, lang, names)
    watch.add_argument(
        "--interval",
        metavar="SECONDS",
        type=_seconds(lang),
        default=DEFAULT_INTERVAL,
        help=help_text("sheets.cli.help.interval", lang, seconds=f"{DEFAULT_INTERVAL:g}"),
    )
    return parser


def _add(
    sub: argparse._SubParsersAction[Parser], name: str, key: str, lang: str, names: dict[str, str]
) -> Parser:
    """Add the parser of subcommand ``name``, speaking ``lang``."""
    return sub.add_parser(name, help=help_text(key, lang), lang=lang, names=names, program=PROG)


def _seconds(lang: str) -> Callable[[str], float]:
    def seconds(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            value = 0.0
        if not value > 0 or value == float("inf"):
            # argparse would say "invalid seconds value" (our function's name) otherwise
            raise argparse.ArgumentTypeError(
                render(msg("sheets.cli.bad-interval", value=repr(text)), lang)
            )
        return value

    return seconds


def _report_parser(
    sub: argparse._SubParsersAction[Parser], lang: str, names: dict[str, str]
) -> None:
    report = _add(sub, "report", "sheets.cli.help.report", lang, names)
    _sync_options(report, lang, page=True)
    report.add_argument(
        "-o", "--output", metavar="FILE.html", help=help_text("cli.help.output", lang)
    )
    report.add_argument(
        "--after-round",
        metavar="K",
        type=int,
        help=help_text("sheets.cli.help.after-round", lang),
    )
    report.add_argument(
        "--live", action="store_true", help=help_text("sheets.cli.help.report-live", lang)
    )
    report.add_argument(
        "--players",
        metavar="all|tied|none|N,M,...",
        help=help_text("report.help.players", lang),
    )


def _lang_option(p: argparse.ArgumentParser, lang: str) -> None:
    """``--lang``: given before the subcommand or after it (not given: the attribute is
    absent; the sheet's settings, else its locale, decide what is written)."""
    add_lang_option(p, "sheets.cli.help.lang", lang)


def _sync_options(sync: argparse.ArgumentParser, lang: str, *, page: bool = False) -> None:
    sync.add_argument(
        "sheet", metavar="SHEET_URL_OR_KEY", help=help_text("sheets.cli.help.sheet", lang)
    )
    sync.add_argument(
        "--worksheet", metavar="NAME", help=help_text("sheets.cli.help.worksheet", lang)
    )
    sync.add_argument("--rules", metavar="R", help=help_text("sheets.cli.help.rules", lang))
    sync.add_argument("--order", metavar="TB,TB,...", help=help_text("sheets.cli.help.order", lang))
    if not page:
        sync.add_argument(
            "--target",
            choices=[t.value for t in Target],
            help=help_text("sheets.cli.help.target", lang),
        )
        sync.add_argument(
            "--dry-run", action="store_true", help=help_text("sheets.cli.help.dry-run", lang)
        )
    _lang_option(sync, lang)
    auth = sync.add_mutually_exclusive_group()
    auth.add_argument(
        "--credentials", metavar="FILE", help=help_text("sheets.cli.help.credentials", lang)
    )
    auth.add_argument("--oauth", action="store_true", help=help_text("sheets.cli.help.oauth", lang))


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
    argv = sys.argv[1:] if argv is None else list(argv)
    # The command's own words (help, usage errors, messages before the sheet is read):
    # --lang wherever it stands, else TIEBREAK_LANG, else English.
    args = build_parser(resolve_lang(lang_in(argv))).parse_args(argv)
    flag: str | None = getattr(args, "lang", None)
    lang = resolve_lang(flag)
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
            lang=flag,  # the sheet's language: its settings, else --lang, else its locale
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
