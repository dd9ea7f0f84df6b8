"""The sheets's messages in cs."""

from typing import Any

MESSAGES: dict[str, Any] = {
}
