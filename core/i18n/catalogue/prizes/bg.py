"""The messages of prizes in bg."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
