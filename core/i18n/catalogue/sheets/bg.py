"""The sheets's messages in bg."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
