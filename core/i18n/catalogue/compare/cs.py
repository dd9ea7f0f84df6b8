"""The messages of compare in cs."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
