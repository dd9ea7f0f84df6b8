"""The sheets's messages in ro."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
