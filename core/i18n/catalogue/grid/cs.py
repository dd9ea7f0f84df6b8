"""The messages of grid in cs."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
