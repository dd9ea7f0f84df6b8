"""The bot's log lines: plain or JSON (``--log-format``), colour only on a terminal and never
with ``NO_COLOR``, and never a secret.

discord.py's ``setup_logging`` colours whenever its ``stream_supports_colour`` says yes, which
it does in Docker without a terminal, and it ignores ``NO_COLOR`` (https://no-color.org):
container logs then hold escape codes. Here colour needs a terminal (``isatty``) and no
``NO_COLOR``. JSON lines carry ``time``, ``level``, ``logger`` and ``message`` (and
``exception``), one object a line, for a log collector. A filter on the handler replaces the
token and the database password wherever they would appear (aiohttp's access log included).
"""

from __future__ import annotations

import json
import logging
import logging.handlers
import os
import re
import sys
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from enum import StrEnum
from typing import IO

PLAIN_FORMAT = "%(asctime)s %(levelname)-8s %(name)s: %(message)s"
_COLOURS = {
    logging.DEBUG: "\x1b[40;1m",
    logging.INFO: "\x1b[34;1m",
    logging.WARNING: "\x1b[33;1m",
    logging.ERROR: "\x1b[31m",
    logging.CRITICAL: "\x1b[41m",
}
_RESET = "\x1b[0m"


class LogFormat(StrEnum):
    """How log records are written (``--log-format``)."""

    PLAIN = "plain"
    JSON = "json"


def wants_colour(stream: IO[str], env: Mapping[str, str] | None = None) -> bool:
    """Return whether to colour: a terminal, and ``NO_COLOR`` unset or empty."""
    env = os.environ if env is None else env
    if env.get("NO_COLOR", ""):
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


class ColourFormatter(logging.Formatter):
    """The plain format with the level name coloured."""

    def format(self, record: logging.LogRecord) -> str:
        text = super().format(record)
        colour = _COLOURS.get(record.levelno)
        name = record.levelname
        if colour is None:
            return text
        return text.replace(name, f"{colour}{name}{_RESET}", 1)


class JsonFormatter(logging.Formatter):
    """One JSON object a line: time (UTC, ISO 8601), level, logger, message, exception."""

    def format(self, record: logging.LogRecord) -> str:
        item: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        if record.exc_info:
            item["exception"] = self.formatException(record.exc_info)
        return json.dumps(item, ensure_ascii=False)


class SecretFilter(logging.Filter):
    """Replaces each secret, where it stands as a word of its own, by ``***`` in the
    formatted record (message and arguments), whatever logger wrote it."""

    def __init__(self, secrets: Sequence[str]) -> None:
        super().__init__()
        words = [re.escape(s) for s in secrets if s]
        self._pattern = (
            re.compile(rf"(?<![A-Za-z0-9])(?:{'|'.join(words)})(?![A-Za-z0-9])") if words else None
        )

    def filter(self, record: logging.LogRecord) -> bool:
        if self._pattern is None:
            return True
        message = record.getMessage()
        cleaned = self._pattern.sub("***", message)
        if cleaned != message:
            record.msg, record.args = cleaned, None
        return True


def handler_for(
    fmt: LogFormat,
    stream: IO[str],
    *,
    secrets: Sequence[str] = (),
    env: Mapping[str, str] | None = None,
) -> logging.Handler:
    """Return a handler writing ``stream`` in ``fmt``, coloured only where :func:`wants_colour`."""
    handler = logging.StreamHandler(stream)
    formatter: logging.Formatter
    if fmt is LogFormat.JSON:
        formatter = JsonFormatter()
    elif wants_colour(stream, env):
        formatter = ColourFormatter(PLAIN_FORMAT)
    else:
        formatter = logging.Formatter(PLAIN_FORMAT)
    handler.setFormatter(formatter)
    handler.addFilter(SecretFilter(secrets))
    return handler


class HeldLog:
    """Holds the log records of the start-up; :meth:`release` writes them and every later
    record to standard error (:mod:`bot.logs`: plain or JSON, secrets replaced),
    :meth:`drop` forgets them."""

    def __init__(self, fmt: LogFormat = LogFormat.PLAIN, secrets: Sequence[str] = ()) -> None:
        self.fmt = fmt
        self.secrets = list(secrets)
        self.memory = logging.handlers.MemoryHandler(
            capacity=10_000, flushLevel=logging.CRITICAL + 1
        )
        root = logging.getLogger()
        root.setLevel(logging.INFO)
        root.addHandler(self.memory)

    def release(self) -> None:
        stream = handler_for(self.fmt, sys.stderr, secrets=self.secrets)
        root = logging.getLogger()
        root.addHandler(stream)
        root.setLevel(logging.INFO)
        self.memory.setTarget(stream)
        self.memory.flush()
        self.drop()

    def drop(self) -> None:
        logging.getLogger().removeHandler(self.memory)
        self.memory.buffer.clear()
        self.memory.close()


__all__ = [
    "ColourFormatter",
    "HeldLog",
    "JsonFormatter",
    "LogFormat",
    "SecretFilter",
    "handler_for",
    "wants_colour",
]
