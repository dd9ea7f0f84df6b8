"""The messages of input in ro."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
