"""The messages of input in it."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
