"""The messages of lichess in tr."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
