"""``tiebreak-serve``: run the add-on's service, or manage its tokens.

::

    tiebreak-serve [--lang L] [--host H] [--port P] [--workers N] [--metrics-port P]
                   [--max-body MB] [--timeout S] [--max-in-flight N] [--per-minute N]
    tiebreak-serve token new --sheet URL [--label TEXT]   (the token on the last line)
    tiebreak-serve token list
    tiebreak-serve token revoke ID

The tokens live in ``DATABASE_URL`` (``postgresql://...`` shared by every worker and
machine, or ``sqlite:///path``), else in the SQLite file ``TIEBREAK_SERVE_DB`` (default
``tiebreak-serve.sqlite3`` in the working directory). ``--workers N`` starts N processes
listening on the same port (``SO_REUSEPORT``: the kernel spreads connections); each keeps
its own metrics, served on ``--metrics-port`` + its number (0, 1, ...) on 127.0.0.1 when
given.

``--help`` and a usage error speak ``--lang`` (before or after a subcommand), else
``TIEBREAK_LANG``, else English; the add-on's replies follow each request's language.

Exit codes: 0 done, 1 a problem (one line on stderr), 2 usage.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import multiprocessing
import os
import signal
import sys
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import TextIO

from core.cli.argparse_words import Parser, add_lang_option, help_text, lang_in
from core.i18n.message import msg
from core.i18n.text import render, resolve_lang
from sheets_addon.errors import SheetsError

PROG = "tiebreak-serve"


def build_parser(lang: str = "en") -> argparse.ArgumentParser:
    """Return the argument parser of ``tiebreak-serve``, every word of it in ``lang``
    (argparse's own: :mod:`core.cli.argparse_words`)."""
    names = {
        "command": render(msg("cli.metavar.command"), lang),
        "action": render(msg("serve.cli.metavar.action"), lang),
    }

    def say(key: str, **args: object) -> str:
        return help_text(key, lang, **args)

    def add(sub: argparse._SubParsersAction[Parser], name: str, key: str) -> Parser:
        p = sub.add_parser(name, help=say(key), lang=lang, names=names, program=PROG)
        _lang_option(p, lang)  # after the subcommand as well as before it
        return p

    parser = Parser(
        prog=PROG,
        description=render(msg("serve.cli.help.description"), lang),  # not %-expanded
        lang=lang,
        names=names,
        program=PROG,
    )
    _lang_option(parser, lang)
    parser.add_argument(
        "--host", default="127.0.0.1", help=say("serve.cli.help.host", host="127.0.0.1")
    )
    parser.add_argument(
        "--port", type=int, default=8080, help=say("serve.cli.help.port", port="8080")
    )
    parser.add_argument(
        "--workers", type=int, default=1, help=say("serve.cli.help.workers", count="1")
    )
    parser.add_argument("--metrics-port", type=int, help=say("serve.cli.help.metrics-port"))
    parser.add_argument(
        "--max-body",
        type=float,
        default=48,
        metavar="MB",
        help=say("serve.cli.help.max-body", mb="48"),
    )
    parser.add_argument(
        "--timeout",
        type=float,
        default=20,
        metavar="S",
        help=say("serve.cli.help.timeout", seconds="20"),
    )
    parser.add_argument(
        "--max-in-flight",
        type=int,
        default=16,
        help=say("serve.cli.help.max-in-flight", count="16"),
    )
    parser.add_argument(
        "--per-minute", type=int, default=30, help=say("serve.cli.help.per-minute", count="30")
    )
    sub = parser.add_subparsers(
        dest="command", help=say("serve.cli.help.command"), parser_class=Parser
    )
    token = add(sub, "token", "serve.cli.help.token")
    tsub = token.add_subparsers(
        dest="action", required=True, help=say("serve.cli.help.action"), parser_class=Parser
    )
    new = add(tsub, "new", "serve.cli.help.new")
    new.add_argument("--sheet", required=True, metavar="URL", help=say("sheets.cli.help.sheet"))
    new.add_argument("--label", default="", help=say("serve.cli.help.label"))
    add(tsub, "list", "serve.cli.help.list")
    revoke = add(tsub, "revoke", "serve.cli.help.revoke")
    revoke.add_argument("id", help=say("serve.cli.help.id"))
    return parser


def _lang_option(p: argparse.ArgumentParser, lang: str) -> None:
    """``--lang``: the language of the help and of a usage error, given before a subcommand
    or after it (read before parsing: :func:`core.cli.argparse_words.lang_in`)."""
    add_lang_option(p, "serve.cli.help.lang", lang)


def _open_store() -> object:
    from sheets_addon.service.tokens import TokenStore

    return TokenStore.open(
        os.environ.get("DATABASE_URL", "").strip() or None,
        sqlite_path=Path(os.environ.get("TIEBREAK_SERVE_DB", "tiebreak-serve.sqlite3")),
    )


def main(
    argv: Sequence[str] | None = None, *, stdout: TextIO | None = None, stderr: TextIO | None = None
) -> int:
    """Run ``tiebreak-serve``; return the exit code."""
    out = stdout or sys.stdout
    err = stderr or sys.stderr
    argv = sys.argv[1:] if argv is None else list(argv)
    # --lang wherever it stands, else TIEBREAK_LANG, else English: the help and argparse's
    # messages are written in it
    args = build_parser(resolve_lang(lang_in(argv))).parse_args(argv)
    from sheets_addon.service.tokens import StoreError

    try:
        if args.command == "token":
            return _token(args, out, err)
        return _serve(args)
    except (StoreError, SheetsError) as exc:
        print(f"{PROG}: {exc}", file=err)
        return 1
    except ModuleNotFoundError as exc:
        # The "serve" extra (aiohttp; psycopg for PostgreSQL) is imported when it is needed.
        print(
            f"{PROG}: the service's libraries are not installed (no module named "
            f"{exc.name!r}): run pip install '.[serve]' in the tiebreak folder",
            file=err,
        )
        return 1


def _token(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from sheets_addon.layout import parse_sheet_ref
    from sheets_addon.service.tokens import TokenStore

    store = _open_store()
    assert isinstance(store, TokenStore)
    try:
        if args.action == "new":
            key, _ = parse_sheet_ref(args.sheet)
            token = store.create(key, label=args.label)
            print(
                f"token {token.key_id} for spreadsheet {key} (shown once; paste it into "
                "Tiebreak > Settings of that sheet):",
                file=out,
            )
            print(token.text, file=out)
            return 0
        if args.action == "list":
            for t in store.tokens():
                made = datetime.fromtimestamp(t.created, UTC).strftime("%Y-%m-%d %H:%M")
                state = "valid" if t.revoked is None else "revoked"
                label = f"  {t.label}" if t.label else ""
                print(f"{t.key_id}  {state:7}  {made}  {t.sheet}{label}", file=out)
            return 0
        if not store.revoke(args.id):
            print(f"{PROG}: no valid token {args.id!r}", file=err)
            return 1
        print(f"revoked {args.id}", file=out)
        return 0
    finally:
        store.close()


def _serve(args: argparse.Namespace) -> int:
    from sheets_addon.service.app import ServeSettings

    settings = ServeSettings(
        max_body=int(args.max_body * 1024 * 1024),
        timeout=args.timeout,
        max_in_flight=args.max_in_flight,
        per_minute=args.per_minute,
    )
    # Open the store once here: a bad DATABASE_URL stops the start with one line.
    _open_store().close()  # type: ignore[attr-defined]
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    if args.workers <= 1:
        asyncio.run(_run(settings, args.host, args.port, args.metrics_port, reuse_port=False))
        return 0
    ctx = multiprocessing.get_context("spawn")
    children = [
        ctx.Process(
            target=_worker,
            args=(
                settings,
                args.host,
                args.port,
                None if args.metrics_port is None else args.metrics_port + n,
            ),
            name=f"tiebreak-serve-{n}",
        )
        for n in range(args.workers)
    ]
    for child in children:
        child.start()

    stopping = False

    def stop(signum: int, _frame: object) -> None:
        nonlocal stopping
        stopping = True
        for child in children:
            if child.pid is not None and child.is_alive():
                os.kill(child.pid, signal.SIGTERM)

    def stopped_well(child: multiprocessing.process.BaseProcess) -> bool:
        # A worker still starting (its interpreter loading) when the stop came has no handler
        # yet and ends by the signal itself: it had served nothing, so nothing was lost.
        return child.exitcode == 0 or (stopping and child.exitcode == -signal.SIGTERM)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    for child in children:
        child.join()
    return 0 if all(stopped_well(c) for c in children) else 1


def _worker(settings: object, host: str, port: int, metrics_port: int | None) -> None:
    from sheets_addon.service.app import ServeSettings

    assert isinstance(settings, ServeSettings)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    asyncio.run(_run(settings, host, port, metrics_port, reuse_port=True))


async def _run(
    settings: object, host: str, port: int, metrics_port: int | None, *, reuse_port: bool
) -> None:
    from aiohttp import web

    from sheets_addon.service.app import ServeSettings, make_app
    from sheets_addon.service.tokens import TokenStore

    assert isinstance(settings, ServeSettings)

    def open_store() -> TokenStore:
        store = _open_store()
        assert isinstance(store, TokenStore)
        return store

    app = make_app(settings, open_store)
    runner = web.AppRunner(app, handle_signals=False, shutdown_timeout=settings.timeout)
    await runner.setup()
    await web.TCPSite(runner, host, port, reuse_port=reuse_port or None).start()
    if metrics_port is not None:
        await web.TCPSite(runner, "127.0.0.1", metrics_port).start()
    logging.getLogger("tiebreak.serve").info("listening on %s:%d", host, port)
    done = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, done.set)
    try:
        await done.wait()
    finally:
        # aiohttp's order: stop listening, finish the requests in flight, then clean up.
        await runner.cleanup()


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
