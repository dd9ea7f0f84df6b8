"""The messages of lichess in ro."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
