"""The bot's messages in it."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
