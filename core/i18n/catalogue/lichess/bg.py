"""The messages of lichess in bg."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
