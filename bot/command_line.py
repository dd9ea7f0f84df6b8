"""The command line of ``tiebreak-bot`` (``python -m bot``): its options and the table of
settings under its help, every word in the reader's language (``--lang``, else
``TIEBREAK_LANG``, else English; argparse's own words through
:mod:`core.cli.argparse_words`). The settings themselves are environment variables, read by
:mod:`bot.settings`, :mod:`bot.ops` and :mod:`bot.live_loop`."""

from __future__ import annotations

import argparse
import textwrap
from pathlib import Path

from bot.logs import LogFormat
from bot.settings import default_sqlite_path
from core.cli.argparse_words import Parser, add_lang_option, help_text
from core.i18n.message import msg
from core.i18n.text import render

PROG = "tiebreak-bot"

SETTINGS: tuple[tuple[str, str], ...] = (
    ("DISCORD_TOKEN", "bot.cli.env.token"),
    ("DATABASE_URL", "bot.cli.env.database"),
    ("TIEBREAK_BOT_DB", "bot.cli.env.bot-db"),  # followed by this machine's file
    ("TIEBREAK_SHARDS", "bot.cli.env.shards"),
    ("TIEBREAK_SHARD_COUNT", "bot.cli.env.shard-count"),
    ("TIEBREAK_SYNC_COMMANDS", "bot.cli.env.sync"),
    ("TIEBREAK_TEST_GUILD", "bot.cli.env.test-guild"),
    ("TIEBREAK_LIVE_INTERVAL", "bot.cli.env.live-interval"),
    ("TIEBREAK_WORK_LIMIT", "bot.cli.env.work-limit"),
    ("TIEBREAK_DB_TIMEOUT", "bot.cli.env.db-timeout"),
    (
        "GOOGLE_APPLICATION_CREDENTIALS, TIEBREAK_SHEETS_ENDPOINT, TIEBREAK_LICHESS_URL",
        "bot.cli.env.servers",
    ),
    ("DISCORD_API_BASE, DISCORD_GATEWAY_URL", "bot.cli.env.discord"),
    ("TIEBREAK_METRICS_PORT", "bot.cli.env.metrics"),
    ("TIEBREAK_DRAIN_SECONDS", "bot.cli.env.drain"),
    ("TIEBREAK_DB_POOL", "bot.cli.env.pool"),
    (
        "TIEBREAK_SHEETS_READS_PER_MINUTE, TIEBREAK_LICHESS_READS_PER_MINUTE",
        "bot.cli.env.reads",
    ),
    ("TIEBREAK_SERVE_DATABASE_URL", "bot.cli.env.serve-database"),
    ("TIEBREAK_LANG", "bot.cli.env.lang"),
)
"""The bot's settings (environment variables) its help lists, each with the catalogue key of
its description (bot/locales/<lang>/bot.ftl); :mod:`bot.settings`, :mod:`bot.ops` and
:mod:`bot.live_loop` read them."""

_NAME = 23
"""The width of the settings table's first column (its names), the descriptions after it."""

_WIDTH = 89
"""The width the settings table is wrapped to (the help's own text follows the terminal)."""


def epilog(lang: str, default_store: Path) -> str:
    """Return the table of settings under the help, in ``lang``: each variable's name, its
    description wrapped beside it (a name too long for its column stands on its own line),
    ``TIEBREAK_BOT_DB``'s followed by the file of this machine; then the exit codes."""
    lines = [render(msg("bot.cli.settings"), lang) + ":"]
    indent = " " * (_NAME + 2)
    for name, key in SETTINGS:
        text = render(msg(key), lang)
        head = f"  {name:<{_NAME}}"
        if len(name) >= _NAME:  # the description starts on the next line
            lines.append(f"  {name}")
            head = indent
        lines += textwrap.wrap(
            text,
            _WIDTH,
            initial_indent=head,
            subsequent_indent=indent,
            break_long_words=False,
            break_on_hyphens=False,
        )
        if key == "bot.cli.env.bot-db":
            lines.append(f"{indent}{default_store})")
    exits = render(msg("bot.cli.help.exits"), lang)
    return "\n".join([*lines, "", *textwrap.wrap(exits, _WIDTH, break_on_hyphens=False)])


def build_parser(lang: str = "en") -> argparse.ArgumentParser:
    """Return the argument parser of ``tiebreak-bot`` (``--log-format``, ``--lang``; the
    settings are environment variables, listed in its help), every word of it in ``lang``
    (argparse's own: :mod:`core.cli.argparse_words`)."""
    parser = Parser(
        prog=PROG,
        description=render(msg("bot.cli.help.description"), lang),  # not %-expanded
        epilog=epilog(lang, default_sqlite_path()),
        lang=lang,
        program=PROG,
        raw=True,  # the table of settings keeps its lines
    )
    parser.add_argument(
        "--log-format",
        choices=[f.value for f in LogFormat],
        default=LogFormat.PLAIN.value,
        help=help_text("bot.cli.help.log-format", lang),
    )
    add_lang_option(parser, "bot.cli.help.lang", lang)
    return parser
