"""The bot's messages in en."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
