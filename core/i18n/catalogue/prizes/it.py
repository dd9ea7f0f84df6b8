"""The messages of prizes in it."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
