"""The messages of lichess in en."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
