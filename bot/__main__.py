"""``python -m bot`` / ``tiebreak-bot``: run the bot with ``DISCORD_TOKEN`` from the environment.

``--help`` and a usage error speak ``--lang``, else ``TIEBREAK_LANG``, else English (the
table of settings under the help as well); the bot answers on Discord in each user's language.
Start-up failures are one line on standard error and exit code 1, never a traceback and
never a secret: the bot's libraries not installed, a setting missing or wrong (a
``DATABASE_URL`` of another kind of database), the database not answering, Discord not
answering, Discord refusing the token. The log of discord.py and of the bot is held back
until Discord has accepted the token, then written to standard error as the bot runs.
"""

from __future__ import annotations

import asyncio
import gc
import logging
import logging.handlers
import os
import re
import signal
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import unquote, urlsplit

from bot.command_line import PROG, build_parser
from bot.logs import HeldLog, LogFormat
from bot.settings import Settings, SettingsError, default_sqlite_path
from bot.shards import EXIT_SETTING
from core.cli.argparse_words import lang_in
from core.i18n.text import resolve_lang

if TYPE_CHECKING:
    from bot.app import TiebreakBot
    from bot.leases import SqliteLease

POSTGRES_SCHEMES = ("postgresql://", "postgres://")
DATABASE_SCHEMES = (*POSTGRES_SCHEMES, "sqlite://")

# The start-up messages, in one place.
NOT_INSTALLED = (
    "the bot's libraries are not installed (no module named {module!r}): run "
    "pip install '.[bot]' in the tiebreak folder"
)
BAD_SCHEME = "DATABASE_URL must start with postgresql://, postgres:// or sqlite:///, not {scheme}"
DATABASE_DOWN = "cannot open the database {url}: {reason}"
DATA_FOLDER_DOWN = (
    "cannot create the folder {folder} for the bot's store: {reason} "
    "(TIEBREAK_BOT_DB names another file)"
)
STORE_DOWN = "cannot open the database: {reason}"
DISCORD_DOWN = "cannot reach Discord at {url}: {reason}"
DISCORD_ERROR = "Discord answered {status} at start-up: {reason}"
BAD_TOKEN = (
    "Discord refused the token in DISCORD_TOKEN: copy it again from the developer "
    "portal (Bot, Reset Token)"
)

SHARDS_LOST = (
    "lost the leases of {shards} (the database session ended) and another process runs "
    "them now; start again to wait as a standby"
)


class StartupError(Exception):
    """A reason the bot cannot start, already worded for the organiser."""

    exit_code = 1


class GatewayRefused(StartupError):
    """Discord closed the gateway with a code no reconnect cures
    (:data:`bot.shards.GATEWAY_REFUSED`)."""

    exit_code = EXIT_SETTING


def gateway_refusal(error: BaseException) -> GatewayRefused | None:
    """Return the one-line refusal for a gateway close that must end the process
    (:func:`bot.shards.refusal_message`), or ``None`` for any other error."""
    from bot.shards import refusal_message

    text = refusal_message(error)
    return GatewayRefused(text) if text is not None else None


def redacted_url(url: str) -> str:
    """Return ``url`` with its password (if any) replaced by ``***``."""
    try:
        parts = urlsplit(url)
        password = parts.password
    except ValueError:
        return url.split("://", 1)[0] + "://…"
    if not password:
        return url
    user = parts.username or ""
    netloc = f"{user}:***@{parts.netloc.rsplit('@', 1)[1]}"
    return parts._replace(netloc=netloc).geturl()


def _secrets(settings: Settings | None, env_url: str | None) -> list[str]:
    """Every secret a message must not show: the token, the database password."""
    found: list[str] = []
    if settings is not None and len(settings.token) >= 8:  # a real token has about 70
        found.append(settings.token)
    for url in (env_url, settings.database_url if settings else None):
        if not url:
            continue
        try:
            password = urlsplit(url).password
        except ValueError:
            password = None
        if password:
            found += [password, unquote(password)]
        # A URL we cannot take apart may still hold a password between ':' and '@'.
        head = url.split("://", 1)[-1].rsplit("@", 1)
        if len(head) == 2 and ":" in head[0]:
            found.append(head[0].split(":", 1)[1])
    return [s for s in found if s]


def scrub(message: str, secrets: Sequence[str]) -> str:
    """Return ``message`` with every secret, where it stands as a word of its own, replaced
    by ``***`` (a safety net: the messages are worded without them)."""
    for secret in secrets:
        message = re.sub(rf"(?<![A-Za-z0-9]){re.escape(secret)}(?![A-Za-z0-9])", "***", message)
    return message


def _one_line(error: BaseException) -> str:
    """The first line of an error's message (psycopg's run over several)."""
    text = str(error).strip() or type(error).__name__
    return " ".join(text.splitlines()[0].split())


def check_libraries(settings: Settings) -> None:
    """Import the bot's libraries now, so that a missing one is one clear line.

    :raises StartupError: naming the missing module and the extra to install.
    """
    try:
        import aiohttp  # noqa: F401
        import discord  # noqa: F401

        if settings.database.startswith(POSTGRES_SCHEMES):
            import psycopg  # noqa: F401
    except ImportError as exc:
        raise StartupError(NOT_INSTALLED.format(module=exc.name or str(exc))) from exc


def check_database_url(settings: Settings) -> None:
    """:raises StartupError: when the database URL is not one the store can open (the
    message shows its scheme only: the rest may hold a password)."""
    url = settings.database
    if not url.startswith(DATABASE_SCHEMES):
        scheme = url.split("://", 1)[0] + "://…" if "://" in url else "a URL without a scheme"
        raise StartupError(BAD_SCHEME.format(scheme=scheme))


def open_bot(settings: Settings) -> TiebreakBot:
    """Return the bot with its store open.

    :raises StartupError: when the database cannot be opened.
    """
    from bot.app import create_bot
    from bot.store import Store, StoreError

    default = default_sqlite_path()
    if not settings.database_url and Path(settings.sqlite_path) == default:
        # The user's data folder may not have a tiebreak folder yet; a file the organiser
        # named is left to them (its folder missing is the store's error).
        try:
            default.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StartupError(
                DATA_FOLDER_DOWN.format(folder=default.parent, reason=_one_line(exc))
            ) from exc
    try:
        store = Store(settings.database)
    # Opening the store only connects and prepares the tables: whatever fails there (the
    # driver's connection error, a file that cannot be created, a URL the store refuses) is
    # the database's answer, and is said in one line.
    except StoreError as exc:  # the store's own message names the (masked) URL already
        raise StartupError(STORE_DOWN.format(reason=_one_line(exc))) from exc
    except Exception as exc:
        raise StartupError(
            DATABASE_DOWN.format(url=redacted_url(settings.database), reason=_one_line(exc))
        ) from exc
    return create_bot(settings, store=store)


def check_operations() -> tuple[int | None, float]:
    """Return ``TIEBREAK_METRICS_PORT`` and ``TIEBREAK_DRAIN_SECONDS``, and check the live
    loop's budgets (:mod:`bot.ops`, :mod:`bot.live_loop`).

    :raises StartupError: for a value that cannot be used.
    """
    from bot.live_loop import LiveBudgetError, ReadBudget
    from bot.ops import OpsSettingError, drain_seconds_from_env, port_from_env

    try:
        ReadBudget.from_env()
        return port_from_env(), drain_seconds_from_env()
    except (OpsSettingError, LiveBudgetError) as exc:
        raise StartupError(str(exc)) from exc


def lock_sqlite(settings: Settings) -> SqliteLease | None:
    """Take the SQLite store's one-process lock (:class:`bot.leases.SqliteLease`); ``None``
    for PostgreSQL (its leases are per shard, taken after login) and an in-memory store.

    :raises StartupError: when another process runs on the same file.
    """
    from bot.leases import LeaseError, SqliteLease

    url = settings.database
    if not url.startswith("sqlite://"):
        return None
    path = url.removeprefix("sqlite://").removeprefix("/")
    if path == ":memory:":
        return None
    lease = SqliteLease(os.path.abspath(path))
    try:
        lease.acquire()
    except LeaseError as exc:
        raise StartupError(str(exc)) from exc
    except OSError as exc:
        raise StartupError(
            DATA_FOLDER_DOWN.format(folder=Path(path).parent, reason=_one_line(exc))
        ) from exc
    return lease


async def _serve(
    bot: TiebreakBot,
    settings: Settings,
    log: HeldLog,
    *,
    ops_port: int | None = None,
    drain_bound: float = 8.0,
) -> None:
    """Log in (REST: the token is checked, commands synced), take the shards' leases (a
    PostgreSQL store; waiting as a standby while another process runs them), then connect
    the gateway; release the leases however it ends.

    :raises StartupError: when Discord cannot be reached or refuses the token or the shards,
        or when the shards were lost to another process.
    """
    import aiohttp
    import discord

    from bot.leases import LeaseError, PgLeases
    from bot.ops import Operations, drain

    async with bot:
        try:
            await bot.login(settings.token)
            count, _url, limits = await bot.http.get_bot_gateway()
        except discord.LoginFailure as exc:
            raise StartupError(BAD_TOKEN) from exc
        except discord.HTTPException as exc:
            raise StartupError(
                DISCORD_ERROR.format(status=exc.status, reason=_one_line(exc))
            ) from exc
        except (TimeoutError, aiohttp.ClientError, OSError, discord.GatewayNotFound) as exc:
            raise StartupError(
                DISCORD_DOWN.format(url=discord.http.Route.BASE, reason=_one_line(exc))
            ) from exc
        log.release()
        ops: Operations | None = None
        if ops_port is not None:
            host = os.environ.get("TIEBREAK_METRICS_HOST", "").strip() or "0.0.0.0"
            ops = Operations(bot, bot.service, port=ops_port, host=host)
            bot.ops = ops
            try:
                await ops.start()
            except OSError as exc:
                raise StartupError(
                    f"cannot serve /healthz and /metrics on port {ops_port} "
                    f"(TIEBREAK_METRICS_PORT): {_one_line(exc)}"
                ) from exc
        plan = settings.shards
        if plan.is_auto:
            plan = plan.resolved(count)
            bot.shard_count = count
        logging.getLogger("bot").info("running %s", plan.describe())
        leases: PgLeases | None = None
        lost = asyncio.Event()
        closing: list[asyncio.Future[None]] = []
        if settings.database.startswith(POSTGRES_SCHEMES):
            leases = PgLeases(
                settings.database, plan, max_concurrency=int(limits.get("max_concurrency", 1))
            )

            def on_lost() -> None:
                lost.set()
                closing.append(asyncio.ensure_future(bot.close()))

            leases.on_lost = on_lost
            try:
                await leases.acquire()
            except LeaseError as exc:
                await leases.release()
                raise StartupError(str(exc)) from exc
            bot.identify_gate = leases.gate
            bot.lease_check = leases.still_held
            bot.take_handovers(await leases.take_handovers())
        if ops is not None:
            ops.leased = True
        release = leases.release if leases is not None else None
        draining: list[asyncio.Task[int]] = []

        def on_sigterm() -> None:
            if not draining:
                bot.stopping = True  # a shard still connecting stays down
                hand_over = leases.hand_over if leases is not None else None
                draining.append(
                    asyncio.create_task(
                        drain(bot, bound=drain_bound, release=release, ops=ops, hand_over=hand_over)
                    )
                )

        loop = asyncio.get_running_loop()
        loop.add_signal_handler(signal.SIGTERM, on_sigterm)
        try:
            await bot.connect()
        except Exception as exc:
            refused = gateway_refusal(exc)
            if refused is None:
                raise
            raise refused from exc
        finally:
            loop.remove_signal_handler(signal.SIGTERM)
            if draining:
                await draining[0]
            if leases is not None:
                await leases.release()
            if ops is not None:
                await ops.stop()
        if lost.is_set():
            raise StartupError(SHARDS_LOST.format(shards=plan.describe()))


GC_THRESHOLD = (50_000, 20, 20)
"""The cyclic garbage collector's thresholds in the bot's process. Each interaction makes
and drops thousands of objects (its payload, discord.py's models, the answer); at Python's
default (700, 10, 10) a young collection ran every few interactions and scanned objects
still in use, a quarter of the process's CPU under a burst (benchmarks/bench_bot.py: 0.49 s
of GC for 2,160 interactions, 0.13 s with these)."""


def quieter_garbage_collector() -> None:
    """Freeze what start-up made (modules, the catalogue, the commands: never garbage, never
    scanned again) and collect young objects less often; cycles are still collected."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLD)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the bot until interrupted; return the exit code (1: it could not start)."""
    argv = sys.argv[1:] if argv is None else list(argv)
    # --lang, else TIEBREAK_LANG, else English: the help and argparse's messages speak it
    args = build_parser(resolve_lang(lang_in(argv))).parse_args(argv)
    env_url = os.environ.get("DATABASE_URL")
    settings: Settings | None = None
    try:
        settings = Settings.from_env()
        check_libraries(settings)
        check_database_url(settings)
        ops_port, drain_bound = check_operations()
        log = HeldLog(LogFormat(args.log_format), _secrets(settings, env_url))
        sqlite_lease = lock_sqlite(settings)
        try:
            bot = open_bot(settings)
            quieter_garbage_collector()
            asyncio.run(_serve(bot, settings, log, ops_port=ops_port, drain_bound=drain_bound))
        finally:
            log.drop()
            if sqlite_lease is not None:
                sqlite_lease.release()
    except (SettingsError, StartupError) as exc:
        print(f"{PROG}: {scrub(str(exc), _secrets(settings, env_url))}", file=sys.stderr)
        return exc.exit_code if isinstance(exc, StartupError) else 1
    except KeyboardInterrupt:
        return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
