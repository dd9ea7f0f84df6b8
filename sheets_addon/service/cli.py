"""``tiebreak-serve``: run the add-on's service, or manage its tokens.

::

    tiebreak-serve [--host H] [--port P] [--workers N] [--metrics-port P]
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

from sheets_addon.errors import SheetsError

PROG = "tiebreak-serve"


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser of ``tiebreak-serve``."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="The HTTP service behind the tiebreak Google Sheets add-on: it computes "
        "the tie-breaks of the cells a sheet posts and answers with the cells to write.",
    )
    parser.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)"
    )
    parser.add_argument("--port", type=int, default=8080, help="port (default: 8080)")
    parser.add_argument(
        "--workers", type=int, default=1, help="processes sharing the port (default: 1)"
    )
    parser.add_argument(
        "--metrics-port",
        type=int,
        help="serve each worker's /metrics also on 127.0.0.1:PORT+n (worker n)",
    )
    parser.add_argument(
        "--max-body",
        type=float,
        default=48,
        metavar="MB",
        help="largest request body (default: 48)",
    )
    parser.add_argument(
        "--timeout", type=float, default=20, metavar="S", help="time per request (default: 20)"
    )
    parser.add_argument(
        "--max-in-flight",
        type=int,
        default=16,
        help="requests answered at once per process (default: 16)",
    )
    parser.add_argument(
        "--per-minute", type=int, default=30, help="requests per token per minute (default: 30)"
    )
    sub = parser.add_subparsers(dest="command")
    token = sub.add_parser("token", help="make, list or revoke the tokens of spreadsheets")
    tsub = token.add_subparsers(dest="action", required=True)
    new = tsub.add_parser("new", help="make a token for one spreadsheet (printed on the last line)")
    new.add_argument("--sheet", required=True, metavar="URL", help="the spreadsheet's URL or key")
    new.add_argument("--label", default="", help="a note for token list (who, which event)")
    tsub.add_parser("list", help="list the tokens (ids and sheets, never the secrets)")
    revoke = tsub.add_parser("revoke", help="revoke a token by its id")
    revoke.add_argument("id")
    return parser


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
    args = build_parser().parse_args(argv)
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
