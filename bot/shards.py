"""Which of Discord's shards this process runs: ``TIEBREAK_SHARDS`` and ``TIEBREAK_SHARD_COUNT``.

Discord sends a server's events to shard ``(guild_id >> 22) % shard_count``
(:func:`shard_of`, the one place the formula is written). Every process of one bot must use
the same *total* count, or servers are dropped or served twice; the count each process
starts with is checked against the one kept in PostgreSQL (:mod:`bot.leases`).

- ``TIEBREAK_SHARDS=auto`` (the default): every shard in this process, as many as Discord
  recommends (``GET /gateway/bot``), unless ``TIEBREAK_SHARD_COUNT`` fixes the count. Only
  for one process.
- ``TIEBREAK_SHARDS=0-3`` (or ``4``, or ``0,2,4``) with ``TIEBREAK_SHARD_COUNT=12``: these
  shards of twelve; other processes run the rest.
- ``TIEBREAK_SHARD_ID`` with ``TIEBREAK_SHARD_COUNT`` (older setting): that one shard.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass

from core.errors import TiebreakError

IDENTIFY_INTERVAL = 5.0
"""Seconds between two IDENTIFYs of one rate-limit bucket (Discord's rule, per bot, across
every process): discord.py waits them within one process, :mod:`bot.leases` across several."""


# Discord's close codes that no reconnect can cure ("Gateway Close Event Codes"): the process
# ends with one line saying what to set, and EXIT_SETTING, which the systemd unit names in
# RestartPreventExitStatus= so that it is not restarted into the same refusal.
EXIT_SETTING = 78  # EX_CONFIG of sysexits.h
GATEWAY_REFUSED = {
    4004: "Discord's gateway refused the token in DISCORD_TOKEN (close 4004): copy it again "
    "from the developer portal (Bot, Reset Token)",
    4010: "Discord refused shard {shard} (close 4010, invalid shard): set TIEBREAK_SHARDS to "
    "shards below TIEBREAK_SHARD_COUNT, the same count in every process",
    4011: "Discord requires more shards (close 4011, sharding required: a shard may hold "
    "at most 2,500 servers): set TIEBREAK_SHARDS=auto for one process, or a larger "
    "TIEBREAK_SHARD_COUNT in every process",
    4012: "Discord refused the gateway version (close 4012): update discord.py "
    "(pip install -U '.[bot]')",
    4013: "Discord refused the bot's intents (close 4013, invalid intents): update tiebreak",
    4014: "Discord refused a privileged intent (close 4014): the bot needs none; update "
    "tiebreak, or switch the intent on in the developer portal (Bot, Privileged Gateway "
    "Intents)",
}


class ShardSettingError(TiebreakError, ValueError):
    """``TIEBREAK_SHARDS`` or ``TIEBREAK_SHARD_COUNT`` has a value the bot cannot use."""


def shard_of(guild_id: int, shard_count: int) -> int:
    """Return the shard that receives the server's events (Discord's sharding formula,
    "Sharding" in Discord's gateway documentation: ``(guild_id >> 22) % num_shards``).

    >>> shard_of(81384788765712384, 6)
    4
    """
    return (guild_id >> 22) % shard_count


@dataclass(frozen=True, slots=True)
class ShardPlan:
    """The shards of one process: ``ids`` ``None`` means all of them, ``count`` ``None``
    means Discord's recommended count (asked at start)."""

    ids: tuple[int, ...] | None = None
    count: int | None = None
    identify_interval: float = IDENTIFY_INTERVAL

    @property
    def is_auto(self) -> bool:
        """Whether the count is Discord's recommendation (known only once connected)."""
        return self.count is None

    def resolved(self, count: int) -> ShardPlan:
        """Return the plan with Discord's recommended ``count`` filled in."""
        return ShardPlan(self.ids, self.count or count, self.identify_interval)

    def shard_ids(self) -> tuple[int, ...]:
        """Return the shards this process runs (the count must be known)."""
        if self.ids is not None:
            return self.ids
        if self.count is None:
            raise ShardSettingError("the shard count is not known yet")
        return tuple(range(self.count))

    def owns(self, guild_id: int) -> bool:
        """Return whether one of this process's shards receives the server's events."""
        if self.count is None:
            return self.ids is None or self.ids == (0,)
        ids = self.shard_ids()
        return shard_of(guild_id, self.count) in ids

    def describe(self) -> str:
        """Return the plan in words for logs and messages (``shards 0-1 of 6``)."""
        if self.count is None:
            return "shards: auto (Discord's recommended count)"
        return f"shards {format_range(self.shard_ids())} of {self.count}"


def format_range(ids: tuple[int, ...]) -> str:
    """Return ``0-3`` for consecutive ids, else ``0,2,4``."""
    if len(ids) > 1 and list(ids) == list(range(ids[0], ids[-1] + 1)):
        return f"{ids[0]}-{ids[-1]}"
    return ",".join(str(i) for i in ids)


def parse_range(text: str) -> tuple[int, ...]:
    """Return the shard ids of ``0-3``, ``5`` or ``0,2,4`` (sorted, without repeats).

    :raises ShardSettingError: for anything else.
    """
    ids: set[int] = set()
    for part in text.replace(" ", "").split(","):
        low, dash, high = part.partition("-")
        try:
            first = int(low)
            last = int(high) if dash else first
        except ValueError:
            raise ShardSettingError(
                f"TIEBREAK_SHARDS must be auto or a range of shard numbers such as 0-3, "
                f"not {text!r}"
            ) from None
        if first < 0 or last < first:
            raise ShardSettingError(f"TIEBREAK_SHARDS: {part!r} is not a range from low to high")
        ids.update(range(first, last + 1))
    return tuple(sorted(ids))


def plan_from_env(env: Mapping[str, str] | None = None) -> ShardPlan:
    """Return the shard plan of ``TIEBREAK_SHARDS``, ``TIEBREAK_SHARD_COUNT`` (and the older
    ``TIEBREAK_SHARD_ID``); ``TIEBREAK_IDENTIFY_INTERVAL`` (seconds between IDENTIFYs, 5 as
    Discord requires; only a test server takes less).

    :raises ShardSettingError: a range without a count, a shard outside the count, a number
        that is not one.
    """
    env = os.environ if env is None else env

    def whole(name: str) -> int | None:
        raw = env.get(name, "").strip()
        if not raw:
            return None
        if not raw.isdigit():
            raise ShardSettingError(f"{name} must be a whole number, not {raw!r}")
        return int(raw)

    count = whole("TIEBREAK_SHARD_COUNT")
    if count == 0:
        raise ShardSettingError("TIEBREAK_SHARD_COUNT must be at least 1")
    raw_gap = env.get("TIEBREAK_IDENTIFY_INTERVAL", "").strip()
    try:
        gap = float(raw_gap) if raw_gap else IDENTIFY_INTERVAL
    except ValueError:
        gap = -1.0
    if not 0 <= gap <= 60:
        raise ShardSettingError(
            f"TIEBREAK_IDENTIFY_INTERVAL must be seconds from 0 to 60, not {raw_gap!r}"
        )
    raw = env.get("TIEBREAK_SHARDS", "").strip().lower()
    legacy = whole("TIEBREAK_SHARD_ID")
    if raw and legacy is not None:
        raise ShardSettingError("set TIEBREAK_SHARDS or TIEBREAK_SHARD_ID, not both")
    if legacy is not None:
        if count is None:
            raise ShardSettingError("set both TIEBREAK_SHARD_ID and TIEBREAK_SHARD_COUNT")
        raw = str(legacy)
    if not raw or raw == "auto":
        return ShardPlan(None, count, gap)
    ids = parse_range(raw)
    if count is None:
        raise ShardSettingError(
            f"TIEBREAK_SHARDS={raw} needs TIEBREAK_SHARD_COUNT, the total number of shards "
            "over every process (the same in each)"
        )
    if ids[-1] >= count:
        raise ShardSettingError(
            f"TIEBREAK_SHARDS={raw} names shard {ids[-1]}, but TIEBREAK_SHARD_COUNT={count} "
            f"numbers them 0 to {count - 1}"
        )
    return ShardPlan(ids, count, gap)


def refusal_message(error: BaseException) -> str | None:
    """Return what to set, in one line, for a gateway close no reconnect cures
    (:data:`GATEWAY_REFUSED`: discord.py's ``ConnectionClosed`` with its code, or
    ``PrivilegedIntentsRequired``), or ``None`` for any other error."""
    import discord

    if isinstance(error, discord.PrivilegedIntentsRequired):
        return GATEWAY_REFUSED[4014]
    if isinstance(error, discord.ConnectionClosed) and error.code in GATEWAY_REFUSED:
        shard = error.shard_id if error.shard_id is not None else 0
        return GATEWAY_REFUSED[error.code].format(shard=shard)
    return None


__all__ = [
    "EXIT_SETTING",
    "GATEWAY_REFUSED",
    "IDENTIFY_INTERVAL",
    "ShardPlan",
    "ShardSettingError",
    "format_range",
    "parse_range",
    "plan_from_env",
    "refusal_message",
    "shard_of",
]
