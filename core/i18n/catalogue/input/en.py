"""The messages of input in en."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
