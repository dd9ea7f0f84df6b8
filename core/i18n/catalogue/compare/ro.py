"""The messages of compare in ro."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
