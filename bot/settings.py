"""The bot's settings, read once from the environment.

Every setting has an environment variable; only ``DISCORD_TOKEN`` is required to run.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path

from bot.shards import ShardPlan, ShardSettingError, plan_from_env
from core.errors import TiebreakError

SQLITE_NAME = "tiebreak-bot.sqlite3"
DATA_FOLDER = "tiebreak"


class SyncMode(StrEnum):
    """When the bot uploads its commands to Discord (``TIEBREAK_SYNC_COMMANDS``)."""

    AUTO = "auto"
    """When they changed since the last upload (their hash is kept in the store)."""
    ALWAYS = "always"
    NEVER = "never"


FIRST_RESPONSE_BUDGET = 1.0
"""Seconds after an interaction was created within which an answer is sent as the first
response; past them the bot defers and sends it as a follow-up (:func:`bot.interact.compute`).
Discord refuses a first response after 3 s; the rest is left for the request itself on a
loaded machine (answers from the cache take milliseconds: benchmarks/bench_bot.py)."""
DEFAULT_LIVE_INTERVAL = 60.0
MIN_LIVE_INTERVAL = 10.0


class SettingsError(TiebreakError):
    """A required setting is missing or a setting has a value we cannot use."""


def default_sqlite_path(env: Mapping[str, str] | None = None) -> Path:
    """Return where the SQLite store lives when neither ``TIEBREAK_BOT_DB`` nor
    ``DATABASE_URL`` names one: ``tiebreak/tiebreak-bot.sqlite3`` in the user's data folder,
    ``$XDG_DATA_HOME`` or else ``~/.local/share`` (the XDG Base Directory specification, which
    also says a relative ``XDG_DATA_HOME`` is to be ignored), never the folder the bot was
    started in."""
    env = os.environ if env is None else env
    base = env.get("XDG_DATA_HOME", "").strip()
    if not base or not Path(base).is_absolute():
        home = env.get("HOME", "").strip()
        base = (
            str(Path(home) / ".local" / "share") if home else str(Path.home() / ".local" / "share")
        )
    return Path(base) / DATA_FOLDER / SQLITE_NAME


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the bot needs to know before it connects.

    ``database_url`` wins over ``sqlite_path`` when it is set: ``postgresql://...`` selects
    PostgreSQL, ``sqlite:///path`` a SQLite file. ``api_base`` and ``gateway_url`` point the
    client at a REST proxy or at the local Discord stand-in used by the tests; leave them
    unset to talk to Discord. ``guild_ready_timeout`` is discord.py's wait for more guilds
    after the last one arrived at start-up. ``first_response_budget``: seconds after an
    interaction was created within which an answer is sent as the first response instead of
    deferring first (:func:`bot.interact.compute`; 0 always defers).
    """

    token: str = ""
    database_url: str | None = None
    sqlite_path: str = field(default_factory=lambda: str(default_sqlite_path()))
    test_guild_id: int | None = None
    sync_commands: SyncMode = SyncMode.AUTO
    shards: ShardPlan = field(default_factory=ShardPlan)
    """The Discord shards this process runs (:mod:`bot.shards`)."""
    api_base: str | None = None
    gateway_url: str | None = None
    guild_ready_timeout: float = 2.0
    first_response_budget: float = FIRST_RESPONSE_BUDGET
    live_interval: float = DEFAULT_LIVE_INTERVAL
    """Seconds between two reads of a live sheet or lichess Swiss (``/tournament live``)."""
    work_limit: float | None = None
    """Seconds one interaction's CPU-heavy work may take (:mod:`bot.workers`); ``None``:
    ``TIEBREAK_WORK_LIMIT``, else 20."""
    serve_database_url: str | None = None
    """The token store of the Tiebreak menu's service, ``tiebreak-serve`` (its
    ``DATABASE_URL``, or ``sqlite:///`` and its ``TIEBREAK_SERVE_DB`` file), where
    ``/tournament addon-token`` makes tokens; ``None``: the command says how to set it."""

    @classmethod
    def from_env(
        cls, env: Mapping[str, str] | None = None, *, require_token: bool = True
    ) -> Settings:
        """Return the settings named by the environment variables.

        ``DISCORD_TOKEN`` (required), ``DATABASE_URL``, ``TIEBREAK_BOT_DB`` (SQLite file;
        default :func:`default_sqlite_path`, after ``XDG_DATA_HOME`` and ``HOME``),
        ``TIEBREAK_TEST_GUILD`` (sync commands to this guild only), ``TIEBREAK_SYNC_COMMANDS``
        (``auto``: upload the commands when they changed since the last upload, the default;
        ``always``; ``never``), ``TIEBREAK_SHARDS`` and ``TIEBREAK_SHARD_COUNT``
        (:func:`bot.shards.plan_from_env`), ``DISCORD_API_BASE`` and ``DISCORD_GATEWAY_URL``,
        ``TIEBREAK_LIVE_INTERVAL`` (seconds between reads of a live source, at least 10),
        ``TIEBREAK_SERVE_DATABASE_URL`` (the token store of ``tiebreak-serve``).

        :raises SettingsError: when the token is missing or a number is not a number.
        """
        env = os.environ if env is None else env
        token = env.get("DISCORD_TOKEN", "").strip()
        if require_token and not token:
            raise SettingsError(
                "DISCORD_TOKEN is not set: create a bot in the Discord developer portal, "
                "copy its token and run `DISCORD_TOKEN=... python -m bot`"
            )

        def number(name: str) -> int | None:
            raw = env.get(name, "").strip()
            if not raw:
                return None
            try:
                return int(raw)
            except ValueError:
                raise SettingsError(f"{name} must be a whole number, not {raw!r}") from None

        raw_sync = env.get("TIEBREAK_SYNC_COMMANDS", "").strip().lower() or SyncMode.AUTO
        try:
            sync = SyncMode(raw_sync)
        except ValueError:
            raise SettingsError(
                f"TIEBREAK_SYNC_COMMANDS must be one of {', '.join(SyncMode)}, not {raw_sync!r}"
            ) from None
        try:
            shards = plan_from_env(env)
        except ShardSettingError as err:
            raise SettingsError(str(err)) from None
        raw_interval = env.get("TIEBREAK_LIVE_INTERVAL", "").strip()
        try:
            interval = float(raw_interval) if raw_interval else DEFAULT_LIVE_INTERVAL
        except ValueError:
            interval = -1.0
        if not interval >= MIN_LIVE_INTERVAL:  # also refuses nan
            raise SettingsError(
                f"TIEBREAK_LIVE_INTERVAL must be a number of seconds, at least "
                f"{MIN_LIVE_INTERVAL:g}, not {raw_interval!r}"
            )
        return cls(
            token=token,
            database_url=env.get("DATABASE_URL", "").strip() or None,
            sqlite_path=env.get("TIEBREAK_BOT_DB", "").strip() or str(default_sqlite_path(env)),
            test_guild_id=number("TIEBREAK_TEST_GUILD"),
            sync_commands=sync,
            shards=shards,
            api_base=env.get("DISCORD_API_BASE", "").strip() or None,
            gateway_url=env.get("DISCORD_GATEWAY_URL", "").strip() or None,
            live_interval=interval,
            serve_database_url=env.get("TIEBREAK_SERVE_DATABASE_URL", "").strip() or None,
        )

    @property
    def database(self) -> str:
        """Return the database to open: ``DATABASE_URL`` or ``sqlite:///<sqlite_path>``."""
        if self.database_url:
            return self.database_url
        return "sqlite:///" + str(Path(self.sqlite_path))
