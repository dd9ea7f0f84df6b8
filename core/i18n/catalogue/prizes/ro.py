"""The messages of prizes in ro."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
