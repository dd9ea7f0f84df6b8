"""The messages of input in cs."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
