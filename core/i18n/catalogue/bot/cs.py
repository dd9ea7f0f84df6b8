"""The bot's messages in cs."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
