"""Files uploaded with a message, for the Discord stand-in: the ``multipart/form-data`` body
discord.py sends when a message carries files (``payload_json`` and ``files[n]`` parts), and
Discord's attachment size limit.

Discord refuses a message whose file is larger than the limit of the server (10 MiB without
boosts, the ``attachment_size_limit`` of every interaction) with ``413`` code 40005,
"Request entity too large"; the stand-in does the same, with the limit a test sets
(:attr:`tests.servers.discord_server.DiscordStandIn.attachment_limit`).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

DEFAULT_LIMIT = 10 * 1024 * 1024  # Discord's limit for a server without boosts
TOO_LARGE = (413, 40005, "Request entity too large")


@dataclass(frozen=True)
class Upload:
    """One file of a message as it was sent."""

    filename: str
    content: bytes


def parse_body(content_type: str, raw: bytes) -> tuple[dict[str, Any], list[Upload]]:
    """Return the JSON payload of a message request and its files (none for a JSON body)."""
    if not content_type.startswith("multipart/"):
        return (json.loads(raw) if raw else {}), []
    found = re.search(r'boundary="?([^";]+)"?', content_type)
    if found is None:
        raise ValueError(f"multipart body without a boundary: {content_type!r}")
    boundary = b"--" + found.group(1).encode()
    payload: dict[str, Any] = {}
    files: list[Upload] = []
    for part in raw.split(boundary)[1:]:
        if part.startswith(b"--"):
            break  # the closing boundary
        head, _, body = part.lstrip(b"\r\n").partition(b"\r\n\r\n")
        body = body.removesuffix(b"\r\n")
        headers = head.decode("utf-8", "replace")
        name = re.search(r'name="([^"]*)"', headers)
        filename = re.search(r'filename="([^"]*)"', headers)
        if name is not None and name.group(1) == "payload_json":
            payload = json.loads(body)
        elif filename is not None:
            files.append(Upload(filename.group(1), body))
    return payload, files


def too_large(files: list[Upload], limit: int) -> bool:
    """Whether any file is over the limit (Discord counts each file)."""
    return any(len(f.content) > limit for f in files)


__all__ = ["DEFAULT_LIMIT", "TOO_LARGE", "Upload", "parse_body", "too_large"]
