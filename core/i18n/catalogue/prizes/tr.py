"""The messages of prizes in tr."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
