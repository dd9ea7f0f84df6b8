"""The messages of lichess in it."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
