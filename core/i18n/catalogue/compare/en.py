"""The messages of compare in en."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
