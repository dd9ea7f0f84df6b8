"""The messages of prizes in cs."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
