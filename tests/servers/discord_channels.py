"""Channel messages for the Discord stand-in: what the bot posts and edits in a channel on its
own (not as an answer to an interaction), as ``/tournament live`` does.

REST, as Discord has it: ``POST /channels/{channel}/messages`` (create, with files as
:mod:`tests.servers.discord_files` reads them and the same size limit),
``PATCH /channels/{channel}/messages/{message}`` (edit), ``GET`` and ``DELETE`` of one
message. The same size limits as for interaction answers apply (``message_problems``);
a violation is ``400`` code 50035, recorded in :attr:`ChannelMessages.rejected`. A message
that is not there (deleted, or in another channel) is ``404`` code 10008, as Discord says;
a channel a test closed to the bot (:meth:`ChannelMessages.close`) answers ``403`` code 50001.
Every create and edit is recorded in order (:attr:`ChannelMessages.log`), so a test can
count edits of one message and new posts.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import web

if TYPE_CHECKING:
    from tests.servers.discord_server import DiscordStandIn


@dataclass
class ChannelEvent:
    """One create or edit of a channel message, with what it showed then."""

    kind: str  # "post" or "edit"
    channel_id: int
    message_id: int
    payload: dict[str, Any]

    def text(self) -> str:
        """Return content, embed titles, descriptions and footers joined, for assertions."""
        parts = [str(self.payload.get("content") or "")]
        for e in self.payload.get("embeds") or []:
            parts += [e.get("title") or "", e.get("description") or ""]
            parts.append((e.get("footer") or {}).get("text") or "")
        return "\n".join(p for p in parts if p)


@dataclass
class ChannelMessages:
    """The channel messages of one stand-in."""

    server: DiscordStandIn
    messages: dict[int, dict[str, Any]] = field(default_factory=dict)
    log: list[ChannelEvent] = field(default_factory=list)
    rejected: list[dict[str, Any]] = field(default_factory=list)
    closed: set[int] = field(default_factory=set)
    refused: int = 0
    changed: asyncio.Event = field(default_factory=asyncio.Event)

    def add_routes(self, router: web.UrlDispatcher, api: str) -> None:
        """Serve the channel message endpoints under ``api`` (before the catch-all route)."""
        path = api + "/channels/{channel}/messages"
        router.add_post(path, self._post)
        router.add_get(path + "/{message}", self._get)
        router.add_patch(path + "/{message}", self._edit)
        router.add_delete(path + "/{message}", self._delete)

    # -- what tests look at ------------------------------------------------------------------

    def posts(self, channel_id: int | None = None) -> list[ChannelEvent]:
        """Return the messages created, in order (in one channel, or in all)."""
        return [
            e
            for e in self.log
            if e.kind == "post" and (channel_id is None or e.channel_id == channel_id)
        ]

    def edits(self, message_id: int) -> list[ChannelEvent]:
        """Return the edits of one message, in order."""
        return [e for e in self.log if e.kind == "edit" and e.message_id == message_id]

    def current(self, message_id: int) -> ChannelEvent:
        """Return what a message shows now (its last create or edit)."""
        return next(e for e in reversed(self.log) if e.message_id == message_id)

    def close(self, channel_id: int) -> None:
        """Take the bot's permissions in a channel away: every later call there is ``403``."""
        self.closed.add(channel_id)

    def delete(self, message_id: int) -> None:
        """Delete a message as a member would (the bot is not told)."""
        self.messages.pop(message_id, None)

    async def wait(self, predicate: Any, timeout: float = 15.0) -> None:
        """Wait until ``predicate()`` is true; it is checked after every create or edit."""

        async def until() -> None:
            while not predicate():
                self.changed.clear()
                await self.changed.wait()

        await asyncio.wait_for(until(), timeout)

    # -- REST ----------------------------------------------------------------------------------

    def _authorised(self, request: web.Request) -> bool:
        return request.headers.get("Authorization") == f"Bot {self.server.token}"

    def _missing_access(self, request: web.Request) -> web.Response | None:
        from tests.servers.discord_server import _error

        if int(request.match_info["channel"]) not in self.closed:
            return None
        self.refused += 1
        return _error(403, 50001, "Missing Access")

    def _known_channel(self, request: web.Request) -> int | None:
        cid = int(request.match_info["channel"])
        return cid if cid in self.server.channel_ids.values() else None

    def _checked(self, request: web.Request, data: dict[str, Any]) -> web.Response | None:
        from tests.servers.discord_server import _error, message_problems

        problems = message_problems(data)
        if problems:
            self.rejected.append({"path": request.path, "errors": problems})
            return _error(400, 50035, "Invalid Form Body", problems)
        return None

    async def _post(self, request: web.Request) -> web.Response:
        from tests.servers.discord_server import _error, _iso_now, _json

        if not self._authorised(request):
            return _error(401, 0, "401: Unauthorized")
        refused = self._missing_access(request)
        if refused is not None:
            return refused
        cid = self._known_channel(request)
        if cid is None:
            return _error(404, 10003, "Unknown Channel")
        from tests.servers.discord_files import TOO_LARGE, parse_body, too_large

        data, files = parse_body(request.headers.get("Content-Type", ""), await request.read())
        if too_large(files, self.server.attachment_limit):
            self.rejected.append({"path": request.path, "code": TOO_LARGE[1]})
            return _error(*TOO_LARGE)
        data = self.server.attach(data, files)
        bad = self._checked(request, data)
        if bad is not None:
            return bad
        if not (data.get("content") or data.get("embeds") or data.get("attachments")):
            self.rejected.append({"path": request.path, "code": 50006})
            return _error(400, 50006, "Cannot send an empty message")
        mid = self.server.ids.next()
        gid = next(g for g, c in self.server.channel_ids.items() if c == cid)
        msg = {
            "id": str(mid),
            "channel_id": str(cid),
            "guild_id": str(gid),
            "author": self.server.bot_user,
            "content": data.get("content") or "",
            "timestamp": _iso_now(),
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": list(data.get("attachments") or []),
            "embeds": list(data.get("embeds") or []),
            "pinned": False,
            "type": 0,
            "flags": 0,
            "components": list(data.get("components") or []),
        }
        self.messages[mid] = msg
        self._record("post", cid, mid, msg)
        return _json(msg)

    def _target(self, request: web.Request) -> dict[str, Any] | None:
        msg = self.messages.get(int(request.match_info["message"]))
        if msg is None or msg["channel_id"] != request.match_info["channel"]:
            return None
        return msg

    async def _get(self, request: web.Request) -> web.Response:
        from tests.servers.discord_server import _error, _json

        msg = self._target(request)
        return _json(msg) if msg is not None else _error(404, 10008, "Unknown Message")

    async def _edit(self, request: web.Request) -> web.Response:
        from tests.servers.discord_server import _error, _iso_now, _json

        if not self._authorised(request):
            return _error(401, 0, "401: Unauthorized")
        refused = self._missing_access(request)
        if refused is not None:
            return refused
        msg = self._target(request)
        if msg is None:
            return _error(404, 10008, "Unknown Message")
        data = json.loads(await request.read() or b"{}")
        bad = self._checked(request, data)
        if bad is not None:
            return bad
        msg.update({k: v for k, v in data.items() if k in ("content", "embeds", "components")})
        msg["edited_timestamp"] = _iso_now()
        self._record("edit", int(msg["channel_id"]), int(msg["id"]), msg)
        return _json(msg)

    async def _delete(self, request: web.Request) -> web.Response:
        from tests.servers.discord_server import _error

        msg = self._target(request)
        if msg is None:
            return _error(404, 10008, "Unknown Message")
        self.messages.pop(int(msg["id"]))
        return web.Response(status=204)

    def _record(self, kind: str, cid: int, mid: int, msg: dict[str, Any]) -> None:
        shown = {k: json.loads(json.dumps(msg[k])) for k in ("content", "embeds", "attachments")}
        self.log.append(ChannelEvent(kind, cid, mid, shown))
        self.changed.set()
