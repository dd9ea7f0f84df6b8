"""The messages of compare in bg."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
