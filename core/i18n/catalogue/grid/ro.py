"""The messages of grid in ro."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
