"""The sheets's messages in tr."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
