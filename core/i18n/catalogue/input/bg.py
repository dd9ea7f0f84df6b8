"""The messages of input in bg."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
