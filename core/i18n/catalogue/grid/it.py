"""The messages of grid in it."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
