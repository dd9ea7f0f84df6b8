"""The messages of lichess in cs."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
