"""The messages of input in tr."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
