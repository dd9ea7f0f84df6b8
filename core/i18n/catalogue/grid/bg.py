"""The messages of grid in bg."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
