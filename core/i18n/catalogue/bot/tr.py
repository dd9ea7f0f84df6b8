"""The bot's messages in tr."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
