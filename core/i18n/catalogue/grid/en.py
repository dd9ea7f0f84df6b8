"""The messages of grid in en."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
