"""The messages of prizes in en."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
