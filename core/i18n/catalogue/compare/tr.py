"""The messages of compare in tr."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
