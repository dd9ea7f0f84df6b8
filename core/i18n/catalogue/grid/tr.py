"""The messages of grid in tr."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
