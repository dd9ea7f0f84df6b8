"""The messages of compare in it."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
