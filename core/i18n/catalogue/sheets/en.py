"""The sheets's messages in en."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
